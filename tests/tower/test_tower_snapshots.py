"""Tower: saves. ``to_json``/``from_json`` round-trip every position play reaches; ``inconsistency()``
finds a card counted twice or lost, a bad seat, a tower that breaks the building rules and stage
fields that do not fit, and ``from_json`` refuses such a snapshot with one readable line."""
import json
import random

import pytest
from tower_helpers import position

from rules.tower import TowerState, new_game


def test_fields_are_plain_json():
    s = new_game("multi", 4, "plain")
    data = s.to_json()
    assert set(data) == set(TowerState.FIELDS)
    assert json.loads(json.dumps(data)) == data


@pytest.mark.parametrize("players", [2, 5, 10])
def test_every_reached_position_round_trips(players):
    rnd = random.Random(players)
    s = new_game("multi", players, f"round trip {players}")
    while True:
        data = s.to_json()
        back = TowerState.from_json(json.loads(json.dumps(data)))
        assert back.to_json() == data and back.view(s.actor) == s.view(s.actor)
        assert back.legal_commands() == s.legal_commands()
        assert s.copy().to_json() == data
        if s.is_over:
            break
        s.apply(rnd.choice(s.legal_commands()))


def base():
    """A position with something in every zone."""
    return position(3, hands={0: "2C 3D", 1: "4S", 2: "5H"}, towers={0: "10S 9H", 1: "8D"},
                    kings={0: "KC"}, discard="QH JS", deck="6C")


def edited(change):
    data = base().to_json()
    change(data)
    return data


def refused(data, *words):
    with pytest.raises(ValueError) as info:
        TowerState.from_json(data)
    message = str(info.value)
    assert "\n" not in message and "inconsistent" in message
    for w in words:
        assert w in message, (w, message)


def test_a_card_counted_twice_is_found():
    refused(edited(lambda d: d["hands"][1].append(d["hands"][0][0])), "is both in")
    refused(edited(lambda d: d["discard"].append(d["towers"][0][0])), "is both in")


def test_a_lost_card_is_found():
    refused(edited(lambda d: d["deck"].pop()), "is nowhere")
    refused(edited(lambda d: d.update(kings=[None, None, None])), "is nowhere")


def test_a_card_that_is_no_card_is_found():
    refused(edited(lambda d: d["deck"].append(2 * 54)), "not a card id")
    refused(edited(lambda d: d["deck"].append("7H")), "not a card id")
    refused(edited(lambda d: d["deck"].append(True)), "not a card id")


@pytest.mark.parametrize("field, value, words", [
    ("turn", 3, "turn is 3"), ("turn", -1, "turn is -1"), ("dealer", None, "dealer is None"),
    ("completed", 7, "completed is 7"), ("players", 11, "players is 11"), ("players", 1, "players is 1"),
    ("decks", 1, "3 players play with 2 decks"), ("jokers", "yes", "jokers is 'yes'"),
    ("names", ["A", "B"], "names must be 3"), ("step", -2, "step is -2"), ("over", "no", "over must be"),
    ("hands", [[], []], "one list per seat"), ("kings", [None], "one entry per seat"),
])
def test_bad_seats_and_setup_fields_are_found(field, value, words):
    refused(edited(lambda d: d.update({field: value})), words)


def test_a_tower_that_breaks_the_rules_is_found():
    def swap(d):
        d["towers"][0].reverse()          # 9H under 10S: not descending
    refused(edited(swap), "a stone is lower than the one below")

    def same_colour(d):                   # the 2C (black) onto the 8D? fine; onto 10S: same colour
        d["hands"][0].remove(d["hands"][0][0])
        d["towers"][0].insert(1, base().hands[0][0])
    refused(edited(same_colour), "on the 10♠")

    def face_stone(d):
        king = d["kings"][0]
        d["kings"][0] = None
        d["towers"][1].append(king)
    refused(edited(face_stone), "Ace to 10")


def test_a_king_out_of_place_is_found():
    def on_empty(d):
        d["kings"][2] = d["kings"][0]
        d["kings"][0] = None
    refused(edited(on_empty), "no stone")

    def queen_as_king(d):
        d["kings"][0], d["discard"][0] = d["discard"][0], d["kings"][0]
    refused(edited(queen_as_king), "only a King can")


def test_stage_fields_that_do_not_fit_are_found():
    refused(edited(lambda d: d.update(over=True)), "cards are left")
    refused(edited(lambda d: d.update(completed=1)), "completed is 1")

    def empty_turn(d):
        d["discard"] += d["hands"][0]
        d["hands"][0] = []
    refused(edited(empty_turn), "turn would have been skipped")

    done = position(hands={1: "2C"}, towers={0: "10H 9S 8H 7S 6H 5S"}, turn=1).to_json()
    assert TowerState.from_json(done).is_over
    refused({**done, "over": False}, "game is over")
    refused({**done, "completed": None}, "completed is None")


def test_a_missing_field_is_refused():
    data = base().to_json()
    del data["kings"]
    with pytest.raises(ValueError, match="no 'kings'"):
        TowerState.from_json(data)
