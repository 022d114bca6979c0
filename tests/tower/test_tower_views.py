"""Tower: the view and the events the table reads (the contract between rules/tower and
game/tables/tower): their keys and fields, and that a view shows no card its seat may not see."""
import json
import random

from tower_helpers import find, position

from rules.core import RandomBot, bot_move
from rules.tower import new_game
from rules.tower.commands import Build

VIEW_KEYS = {"game", "mode", "players", "names", "seat", "turn", "actor", "step", "over", "dealer", "jokers",
             "decks", "deck", "discard", "hand", "hand_sizes", "towers", "kings", "tower_values"}
CARD_KEYS = {"id", "code", "rank", "suit", "red", "value", "kind"}
RESULT_KEYS = {"scores", "winners", "decided_by", "stones", "values", "bonus", "completed", "pile_left"}
EVENT_KEYS = {"move": {"card", "src", "dst", "face_up", "face"}, "build": {"seat", "stone", "pay", "height"},
              "king": {"seat", "card", "target"}, "queen": {"seat", "card", "target", "king"},
              "attack": {"seat", "jack", "card", "target", "stone"}, "discard": {"seat", "card"},
              "draw": {"seat", "count"}, "skip": {"seat"}, "turn": {"seat"}, "pile_empty": set(),
              "complete": {"seat", "bonus"}}


def card_dicts(view):
    out = list(view["discard"]) + [c for t in view["towers"] for c in t] + [k for k in view["kings"] if k]
    return out + list(view["hand"] or [])


def test_the_view_has_the_contracts_keys():
    s = position(3, hands={0: "7H 8S XR", 1: "JD 10C", 2: "QS"}, towers={1: "9S 8H"}, kings={1: "KC"},
                 discard="2C", deck="5D", rest="discard", names=["Ann", "Bo", "Cy"])
    v = s.view(0)
    assert set(v) == VIEW_KEYS and json.loads(json.dumps(v)) == v
    assert v["game"] == "tower" and v["mode"] == "multi" and v["players"] == 3 and v["names"] == ["Ann", "Bo", "Cy"]
    assert v["seat"] == 0 and v["turn"] == v["actor"] == 0 and v["over"] is False and v["dealer"] == 2
    assert v["jokers"] is True and v["decks"] == 2 and v["deck"] == 1 and v["hand_sizes"] == [3, 2, 1]
    assert [c["code"] for c in v["hand"]] == ["7H", "8S", "XR"]
    assert v["towers"][1][0] == {"id": find(s, "9S", zone="tower.1"), "code": "9S", "rank": "9", "suit": "S",
                                 "red": False, "value": 9, "kind": "number"}
    assert v["kings"] == [None, v["kings"][1], None] and v["kings"][1]["kind"] == "face"
    assert v["kings"][1]["value"] is None and v["tower_values"] == [0, 17, 0]
    joker = v["hand"][2]
    assert joker["rank"] == "X" and joker["suit"] is None and joker["red"] and joker["value"] == 12
    assert v["discard"][-1]["code"] == "2C"
    assert all(set(c) == CARD_KEYS for c in card_dicts(v))


def test_other_hands_and_the_pile_are_hidden():
    """Only the seat's own hand has faces and ids; of the others only the sizes; of the pile only
    its size. A spectator (None) sees no hand."""
    rnd = random.Random(1)
    s = new_game("multi", 4, "hidden")
    for _ in range(30):
        for seat in (None, 0, 1, 2, 3):
            v = s.view(seat)
            seen = {c["id"] for c in card_dicts(v)}
            hidden = set(s.deck) | {c for p, h in enumerate(s.hands) if p != seat for c in h}
            assert not seen & hidden
            assert (v["hand"] is None) == (seat is None)
        s.apply(rnd.choice(s.legal_commands()))


def test_a_finished_view_has_the_result():
    s = position(hands={0: "5S 6C", 1: "2D"}, towers={0: "10H 9S 8H 7S 6H"})
    s.apply(Build(0, find(s, "5S", 0), find(s, "6C", 0)))
    v = s.view(1)
    assert v["over"] and v["actor"] is None and set(v) == VIEW_KEYS | {"result"}
    assert set(v["result"]) == RESULT_KEYS and v["result"]["winners"] == [0]


def test_events_carry_the_contracts_fields():
    seen = set()
    for seed in range(6):
        s = new_game("multi", 3, f"events/{seed}")
        bots = [RandomBot(p, seed) for p in range(3)]
        while not s.is_over:
            for e in s.apply(bot_move(s, bots[s.actor])):
                seen.add(e.kind)
                data = e.to_json()
                assert json.loads(json.dumps(data)) == data
                if e.kind == "game_over":
                    assert set(e.data) == RESULT_KEYS
                    continue
                want = EVENT_KEYS[e.kind]
                if e.kind == "move" and e["src"] == "deck":
                    # a drawn card's face is told to its new holder alone
                    want = {"card", "src", "dst", "face_up", "private_face", "seen_by"}
                extra = {"index"} if e.kind == "move" and e["dst"].startswith("tower.") else set()
                assert set(e.data) == want | extra, (e.kind, e.data)
                if e.kind == "move":
                    assert e["face_up"] == (e["src"] != "deck")
                    if e["face_up"]:
                        assert e["face"] == s.code(e["card"])
                    else:
                        assert e["private_face"] == s.code(e["card"]) and e["seen_by"] == [int(e["dst"][5:])]
    assert {"move", "build", "discard", "draw", "turn", "pile_empty", "game_over"} <= seen
