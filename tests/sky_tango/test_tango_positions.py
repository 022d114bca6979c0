"""Sky Tango's position builder (rules/sky_tango/positions.py): readable positions that pass the
game's own consistency check, and sentences for the ones that are no position."""
import pytest
from tango_helpers import find, position, row, top

from rules.sky_tango.cards import CODES


def test_a_position_places_every_card_once_and_reads_back():
    s = position(players=3, hands={0: "S10 M4 ME"}, rows={1: {"sun": "S3 S5/SE/S7 S9"}}, heaps={2: "M1"},
                 deck="S1 S2", discard="S4")
    assert s.inconsistency() is None and sorted(s.faces) == sorted(CODES)
    assert row(s, 1, "sun") == "S3 S5/SE/S7 S9"
    assert s.faces[s.deck[-1]] == "S1" and s.faces[s.deck[-2]] == "S2"
    assert find(s, "S7", zone="sun.1") == top(s, 1, "sun", 1)
    assert find(s, "SE", zone="sun.1", index=1) == s.rows[1]["sun"][1][1]


@pytest.mark.parametrize("kwargs, words", [
    ({"hands": {0: "S1 S1"}}, "asked for 2 times"),
    ({"hands": {0: "SE SE SE SE SE SE"}}, "asked for 6 times"),
    ({"hands": {0: "X9"}}, "not a card code"),
    ({"hands": {0: "S1"}, "rows": {0: {"sun": "S5 S3"}}}, "do not rise"),
    ({"hands": {0: "S1"}, "rows": {0: {"sun": "SE"}}}, "alternate"),
    ({"hands": {0: "S1"}, "rows": {0: {"moon": "S5"}}}, "a sun card"),
    ({"hands": {1: "S1"}}, "no card in hand"),
    ({"hands": {0: "S1"}, "players": 4, "rows": {0: {"sun": "S3"}, 2: {"sun": "S9"}}}, "both hold a sun row"),
    ({"hands": {0: "S1"}, "phase": "end"}, "out is None"),
])
def test_what_is_no_position_is_a_sentence(kwargs, words):
    with pytest.raises(ValueError) as info:
        position(**kwargs)
    assert words in str(info.value)
