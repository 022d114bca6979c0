"""Issue 9: Play's cards as a tuple of ids (old saves' "12,40" still load), the documented position
builder, and ``from_json`` refusing snapshots that are no position of the game."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from rules.core import RandomBot, Rejected, bot_move
from rules.saves import load_save
from rules.sky_towers import SkyTowersState, new_game
from rules.sky_towers.commands import COMMANDS, Play
from rules.sky_towers.positions import position
from sky_towers_helpers import all_cards, ids_of, tower_values

OLD_SAVE = Path(__file__).with_name("data") / "old_save_string_cards.json"


# --------------------------------------------------------------------------- cards as a tuple

def test_play_cards_are_a_tuple_in_python_and_a_list_in_json():
    cmd = Play(0, (40, 12), "0.1")
    assert cmd.cards == (12, 40) and cmd == Play(0, (12, 40), "0.1") and hash(cmd) == hash(Play(0, (12, 40), "0.1"))
    assert cmd.to_json() == {"cmd": "play", "seat": 0, "cards": [12, 40], "tower": "0.1"}
    assert COMMANDS.from_json(json.loads(json.dumps(cmd.to_json()))) == cmd
    assert COMMANDS.from_json({"cmd": "play", "seat": 0, "cards": [40, 12], "tower": "0.1"}) == cmd


@pytest.mark.parametrize("cards", [[True], [1, False], ["12"], [1.0], [[12]], None, 12, {"12": 1}])
def test_cards_that_are_not_a_list_of_ints_are_refused(cards):
    with pytest.raises(Rejected, match="bad value for 'cards'"):
        COMMANDS.from_json({"cmd": "play", "seat": 0, "cards": cards, "tower": "0.0"})


def test_old_comma_separated_cards_parse_to_the_same_play():
    s = new_game("multi", 2, "old")
    assert s.parse_command({"cmd": "play", "seat": 0, "cards": "12,40", "tower": "0.1"}) == Play(0, (12, 40), "0.1")
    assert s.parse_command({"cmd": "play", "seat": 0, "cards": "7", "tower": "0.1"}) == Play(0, (7,), "0.1")
    for text in ["12, 40", " 7", "07", "", "a,b", "1," * 200 + "1"]:
        with pytest.raises(Rejected, match="not a list of card ids"):
            s.parse_command({"cmd": "play", "seat": 0, "cards": text, "tower": "0.1"})


def test_a_save_with_old_string_cards_replays_and_verifies(tmp_path):
    """A save written when ``cards`` was a comma-separated string (made by the old code: a group of 4s
    is "45,47") loads, replays and matches its snapshot."""
    raw = json.loads(OLD_SAVE.read_text())
    assert any(c["cmd"] == "play" and c["cards"] == "45,47" for c in raw["commands"])
    path = tmp_path / "old.json"
    shutil.copy(OLD_SAVE, path)
    replay = load_save(path)
    assert replay.state.to_json() == raw["snapshot"] and replay.state.step == len(raw["commands"])
    assert replay.commands[0] == Play(1, (45, 47), "1.0")


def test_any_order_is_accepted_and_placed_ascending():
    s = position(hands=[[4, 4, 4, 3]], towers=[[[5]]])
    fours = ids_of(s, 0, 4)
    s.apply(Play(0, tuple(reversed(fours)), "0.0"))
    assert s.towers[0][0][1:] == sorted(fours) and tower_values(s, 0, 0) == [5, 4, 4, 4]


def test_a_card_listed_twice_is_refused_with_a_sentence():
    s = position(hands=[[4, 4, 3]])
    four = ids_of(s, 0, 4)[0]
    before = s.to_json()
    with pytest.raises(Rejected, match="only once") as info:
        s.apply(Play(0, (four, four), "0.0"))
    assert info.value.reason.endswith(".") and s.to_json() == before
    with pytest.raises(Rejected, match="at least one card"):
        s.apply(Play(0, (), "0.0"))


# --------------------------------------------------------------------------- the position builder

def test_position_builder_conventions():
    s = position("multi", 2, hands=[[10, 4, 4], [9]], towers=[[[10, 7]], [[6], [2]]], deck=[5, 3], turn=0)
    assert sorted(all_cards(s)) == list(range(50))
    assert [s.faces[c] for c in s.hands[0]] == [10, 4, 4] and [s.faces[c] for c in s.hands[1]] == [9]
    assert tower_values(s, 0, 0) == [10, 7] and tower_values(s, 1, 1) == [2]
    assert [s.faces[c] for c in s.deck[-2:]] == [5, 3]           # the deck's top is the list's end
    s.apply(next(c for c in s.legal_commands() if type(c).__name__ == "Draw"))
    assert s.faces[s.hands[0][-1]] == 3
    t = position("taroma", hands=[[2]], row=[10, 9, 1], row_up=[1], deck=[7], rest="discard")
    assert [t.faces[c] for c in t.deck] == [7] and t.out and not t.discard    # no discard pile outside Light
    assert t.up == [t.hands[1][1]] and sorted(all_cards(t)) == list(range(50))


@pytest.mark.parametrize("kwargs,words", [
    ({"towers": [[[10, 10, 2]]]}, "adds up to 22"),
    ({"towers": [[[5, 10]]]}, "10 covering"),
    ({"towers": [[[1, 5]]]}, "on a 1"),
    ({"completed": [[[10, 9]]]}, "not 21"),
    ({"hands": [[1] * 20]}, "not that many"),
    ({"turn": 5}, "'turn'"),
])
def test_position_builder_refuses_impossible_positions(kwargs, words):
    with pytest.raises(ValueError, match=words):
        position(**kwargs)


# --------------------------------------------------------------------------- from_json and consistency

def playout_snapshots():
    for mode, seats, options in [("multi", 2, {}), ("multi", 4, {}), ("light", 1, {}), ("taroma", 1, {}),
                                 ("taroma", 1, {"difficulty": "hard"})]:
        seed = f"snap/{mode}/{seats}/{options}"
        s = new_game(mode, seats, seed, options)
        bots = [RandomBot(p, seed) for p in range(max(seats, 2))]
        while not s.is_over and s.step < 3000:
            if s.step % 11 == 0:
                yield s.to_json()
            s.apply(bot_move(s, bots[s.actor]))
        yield s.to_json()


def test_consistent_snapshots_load():
    count = 0
    for data in playout_snapshots():
        s = SkyTowersState.from_json(data)
        assert s.inconsistency() is None and s.to_json() == data
        count += 1
    assert count > 30


def spoil(data, how):
    data = json.loads(json.dumps(data))
    how(data)
    return data


def _swap_deck_card_into_hand(d):
    d["hands"][0].append(d["deck"][0])           # the card is now in two places


CORRUPTIONS = [
    (_swap_deck_card_into_hand, "more than one place"),
    (lambda d: d["deck"].pop(), "nowhere"),
    (lambda d: d["deck"].append(77), "other than"),
    (lambda d: d.__setitem__("faces", [1] * 50), "'faces'"),
    (lambda d: d.__setitem__("turn", 7), "'turn'"),
    (lambda d: d.__setitem__("turn", True), "'turn'"),
    (lambda d: d.__setitem__("first", -1), "'first'"),
    (lambda d: d.__setitem__("phase", "dance"), "phase"),
    (lambda d: d.__setitem__("mode", "solo"), "mode"),
    (lambda d: d.__setitem__("players", 5), "seats"),
    (lambda d: d.__setitem__("names", ["A"]), "name"),
    (lambda d: d.__setitem__("over", True), "'over'"),
    (lambda d: d["towers"][0].append([]), "tower slots"),
    (lambda d: d.__setitem__("bonus", [9, None, None, None]), "bonus"),
    (lambda d: d.__setitem__("discard_queue", [4]), "discard_queue"),
    (lambda d: d.__setitem__("phase", "discard"), "discard phase"),
    (lambda d: d.__setitem__("hands", "abc"), "hand"),
    (lambda d: d.__setitem__("step", -3), "negative"),
    (lambda d: d.__setitem__("discard", [d["deck"].pop()]), "discard pile"),
    (lambda d: d.__setitem__("up", [d["deck"][0]]), "'up'"),
    (lambda d: d.__setitem__("difficulty", "hard"), "difficulty"),
]


@pytest.mark.parametrize("how,words", CORRUPTIONS, ids=[w for _, w in CORRUPTIONS])
def test_inconsistent_snapshots_are_refused_with_a_sentence(how, words):
    data = new_game("multi", 2, "corrupt", {"first": 0}).to_json()
    with pytest.raises(ValueError) as info:
        SkyTowersState.from_json(spoil(data, how))
    message = str(info.value)
    assert "inconsistent" in message and words in message and "\n" not in message, message


def test_taroma_and_tower_corruptions_are_refused():
    s = position("taroma", hands=[[7, 3]], row=[10, 8], row_up=[0], towers=[[[10, 5]], [[6]]])
    data = s.to_json()
    SkyTowersState.from_json(data)
    for how, words in [(lambda d: d.__setitem__("turn", 1), "person"),
                       (lambda d: d["towers"][0][0].append(d["hands"][0].pop(0)), "adds up to 22"),
                       (lambda d: d.__setitem__("up", [d["hands"][0][0]]), "'up'"),
                       (lambda d: d.__setitem__("players", 1), "Taroma")]:
        with pytest.raises(ValueError, match=words):
            SkyTowersState.from_json(spoil(data, how))


def test_copy_does_not_run_the_check(monkeypatch):
    s = new_game("taroma", 1, "copy")
    calls = []
    monkeypatch.setattr(SkyTowersState, "inconsistency", lambda self: calls.append(1))
    c = s.copy()
    assert calls == [] and c.to_json() == s.to_json()
    SkyTowersState.from_json(s.to_json())
    assert calls == [1]


def test_after_load_drops_derived_data():
    s = new_game("multi", 2, "derived")
    s.legal_commands()
    t = SkyTowersState.from_json(s.to_json())
    assert "_legal" not in t.__dict__ and t._r is None
    assert t.legal_commands() == s.legal_commands()


def test_a_light_hand_over_its_limit_is_refused():
    """Light solitaire, Hand Size: "The number of cards you were dealt during setup determines your
    maximum hand size. If you have a full hand, you must discard a card before drawing a new card."
    So no snapshot may hold more cards than the limit."""
    s = new_game("light", 1, "limit", {"difficulty": "hard"})
    data = s.to_json()
    assert len(data["hands"][0]) <= data["hand_limit"]
    while len(data["hands"][0]) <= data["hand_limit"]:
        data["hands"][0].append(data["deck"].pop())
    with pytest.raises(ValueError, match="more than its limit"):
        SkyTowersState.from_json(data)
