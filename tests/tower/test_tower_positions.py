"""Tower: the position builder (``rules.tower.positions``) reads what its docstring promises."""
import pytest
from tower_helpers import codes, find, hand, position, tower

from rules.tower.positions import parse


def test_codes_and_their_spellings():
    assert parse("7H") == ("7H", None)
    assert parse("10c") == ("10C", None) and parse("TC") == ("10C", None)
    assert parse("A♠") == ("AS", None) and parse("7♥.1") == ("7H", 1)
    assert parse("XR") == ("XR", None) and parse("xb") == ("XB", None)
    for bad in ("", "11H", "7X", "H7", "7H.x", None, 7):
        with pytest.raises(ValueError):
            parse(bad)


def test_the_example_of_the_docstring():
    s = position(players=3, hands={0: "7H 8S XR", 1: "JD 10C", 2: "QS"}, towers={1: "9S 8H"},
                 kings={1: "KC"}, deck="5D 4C", turn=0)
    assert hand(s, 0) == ["7H", "8S", "XR"] and tower(s, 1) == ["9S", "8H"] and s.code(s.kings[1]) == "KC"
    assert codes(s, s.deck[::-1][:2]) == ["5D", "4C"]          # the pile, top first
    assert len(s.deck) == 2 * 54 - 3 - 2 - 1 - 2 - 1 and s.turn == 0 and s.dealer == 2
    assert not s.is_over and s.inconsistency() is None


def test_plain_codes_take_the_lowest_free_deck_and_suffixes_pick_one():
    """With several decks a plain code takes the copy of the lowest deck not used yet; ``"7H.1"`` asks
    for deck 1's, and is served first even when listed after a plain one."""
    s = position(3, hands={0: "7H 7H.0"})
    assert [c // 54 for c in s.hands[0]] == [1, 0]
    with pytest.raises(ValueError, match="no more 7H"):
        position(3, hands={0: "7H 7H", 1: "7H"})
    s5 = position(5, hands={0: "7H", 1: "7H", 2: "7H"})
    assert [c // 54 for c in (s5.hands[0] + s5.hands[1] + s5.hands[2])] == [0, 1, 2]
    with pytest.raises(ValueError, match="only 2 decks"):
        position(3, hands={0: "7H.2"})
    with pytest.raises(ValueError, match="twice"):
        position(3, hands={0: "7H.1 7H.1"})
    assert find(s, "7H.0", 0) == s.hands[0][1]


def test_the_rest_goes_under_the_pile_or_to_the_discard_pile():
    s = position(hands={0: "2C", 1: "3C"}, deck="4C")
    assert len(s.deck) == 52 and s.discard == [] and s.code(s.deck[-1]) == "4C"
    s = position(hands={0: "2C", 1: "3C"}, deck="4C", discard="5C", rest="discard")
    assert codes(s, s.deck) == ["4C"] and len(s.discard) == 51 and s.code(s.discard[-1]) == "5C"
    with pytest.raises(ValueError, match="rest"):
        position(rest="box")


def test_lists_work_as_well_as_dicts():
    s = position(hands=[["2C", "3D"], "4S"], towers=[[], ["9H"]])
    assert hand(s, 0) == ["2C", "3D"] and hand(s, 1) == ["4S"] and tower(s, 1) == ["9H"]


def test_impossible_positions_are_refused_with_a_reason():
    with pytest.raises(ValueError, match="on the 7♥"):
        position(hands={0: "2C"}, towers={0: "7H 8S"})
    with pytest.raises(ValueError, match="Ace to 10"):
        position(hands={0: "2C"}, towers={0: "10H XB"})
    with pytest.raises(ValueError, match="no card"):
        position(hands={1: "2C"}, turn=0)
    with pytest.raises(ValueError, match="seats are 0 to 1"):
        position(hands={2: "2C"})
    with pytest.raises(ValueError, match="without jokers"):
        position(hands={0: "XR"}, jokers=False)
    with pytest.raises(ValueError, match="2-10"):
        position(11)


def test_the_end_follows_from_the_cards():
    s = position(hands={1: "2C"}, towers={0: "10H 9S 8H 7S 6H 5S"}, turn=1)
    assert s.is_over and s.completed == 0 and s.result()["bonus"] == [5, 0]
    s = position(towers={0: "10H"}, deck="", rest="discard")
    assert s.is_over and s.completed is None and s.result()["winners"] == [0]
