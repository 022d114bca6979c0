"""Sky Tango: laying down (docs/rulebooks/sky-tango.txt, "A turn comprises either laying down or
clearing away", the rows, the eclipses; RULES-DECISIONS "## Sky Tango"). Each test quotes the
sentence or decision it checks."""
from tango_helpers import Clear, Lay, assert_rejected, find, hand, kinds, lay, legal_lays, position, row

from rules.sky_tango.commands import LEFT


def test_a_number_goes_at_either_end_ascending_left_to_right():
    """'Sun cards are placed in incrementing (but not necessarily consecutive) numbers to the right or
    left of each other, but never between cards already put down.'"""
    s = position(hands={0: "S2 S20 S7", 1: "M1"}, rows={0: {"sun": "S5 S9"}})
    assert legal_lays(s, "S2") == {(0, LEFT)}
    assert legal_lays(s, "S20") == {(0, 2)}
    assert legal_lays(s, "S7") == set()                  # between 5 and 9: never
    s.apply(lay(s, 0, "S20", 0, 2))
    assert row(s, 0, "sun") == "S5 S9 S20"


def test_a_card_between_others_is_refused_with_a_reason():
    """'... but never between cards already put down.'"""
    s = position(hands={0: "S7", 1: "M1"}, rows={0: {"sun": "S5 S9"}})
    assert_rejected(s, lay(s, 0, "S7", 0, 1), "never between")
    assert_rejected(s, lay(s, 0, "S7", 0, 2), "right end", "higher")
    assert_rejected(s, lay(s, 0, "S7", 0, LEFT), "left end", "lower")


def test_moon_cards_follow_the_same_principle_in_the_moon_row():
    """'Moon cards are put down according to the same principle.'"""
    s = position(hands={0: "M3 M12", 1: "S1"}, rows={0: {"sun": "S5", "moon": "M4 M10"}})
    assert legal_lays(s, "M3") == {(0, LEFT)}
    assert legal_lays(s, "M12") == {(0, 2)}


def test_cards_may_go_into_an_opponents_rows():
    """'It may be placed both in your own or your opponent's rows as suitable.'"""
    s = position(players=3, hands={0: "S10"}, rows={1: {"sun": "S4"}, 2: {"sun": "S12"}})
    assert legal_lays(s, "S10") == {(0, 0), (1, 1), (2, LEFT)}
    s.apply(lay(s, 0, "S10", 2, LEFT))
    assert row(s, 2, "sun") == "S10 S12"


def test_a_new_row_only_in_front_of_yourself():
    """'You may play into any player's existing row, but start rows only in front of yourself.'"""
    s = position(hands={0: "M7", 1: "S1"})
    assert legal_lays(s, "M7") == {(0, 0)}
    assert_rejected(s, lay(s, 0, "M7", 1, 0), "only in front of yourself")
    events = s.apply(lay(s, 0, "M7", 0, 0))
    assert events[0]["new_row"] and row(s, 0, "moon") == "M7"


def test_only_one_sun_row_and_one_moon_row_each():
    """'Each player may only set up one sun and one moon row in front of himself.'"""
    s = position(hands={0: "S1 S29 M3", 1: "S2"}, rows={0: {"sun": "S10"}})
    # the sun row exists: a sun card goes at its ends, never into a second row
    assert legal_lays(s, "S1") == {(0, LEFT)}
    assert (0, 0) in legal_lays(s, "M3")


def test_one_card_a_turn_then_the_next_player():
    """'Per turn one hand card is normally played.' 'Game play is then continued clockwise.'"""
    s = position(players=3, hands={0: "S5 S6", 1: "M1", 2: "M2"})
    events = s.apply(lay(s, 0, "S5", 0, 0))
    assert kinds(events) == ["lay", "move", "turn"] and s.turn == 1 and hand(s, 0) == ["S6"]


def test_an_eclipse_goes_on_a_visible_card_of_its_kind_in_any_row():
    """'Eclipse cards are put down on top of cards that are already put down. They are used to
    interrupt your own or your opponent's rows. A lunar eclipse may only be placed on a moon card, a
    solar eclipse on a sun card.'"""
    s = position(hands={0: "SE ME", 1: "M1"}, rows={0: {"sun": "S3 S4/SE"}, 1: {"sun": "S8 S9", "moon": "M2"}})
    assert legal_lays(s, "SE") == {(0, 0), (1, 0), (1, 1)}     # never on an eclipse
    assert legal_lays(s, "ME") == {(1, 0)}
    events = s.apply(lay(s, 0, "SE", 1, 1))
    assert events[0]["on_top"] and row(s, 1, "sun") == "S8 S9/SE"


def test_an_eclipse_never_starts_a_row_nor_goes_at_an_end():
    """Decision: 'An eclipse never starts a row and never goes at a row's end' ('put down on top of
    cards that are already put down')."""
    s = position(hands={0: "SE", 1: "M1"}, rows={1: {"sun": "S8"}})
    assert_rejected(s, lay(s, 0, "SE", 0, 0), "cannot start a row")
    assert_rejected(s, lay(s, 0, "SE", 1, 1), "never at a row's end")


def test_covering_an_eclipse_needs_a_card_between_the_nearest_visible_numbers():
    """'This interruption may be cancelled (in one of the next turns) if the eclipse is covered with a
    suitable moon or sun card.' 'A card covering an eclipse must fit between the nearest visible
    numbers on both sides.'"""
    s = position(hands={0: "S6 S9 S4", 1: "M1"}, rows={0: {"sun": "S3 S5 S7/SE S8"}})
    assert (0, 2) in legal_lays(s, "S6")
    assert legal_lays(s, "S9") == {(0, 4)}          # 9 is not below 8
    assert legal_lays(s, "S4") == set()             # 4 is not above 5
    assert_rejected(s, lay(s, 0, "S4", 0, 2), "between 5 and 8")
    s.apply(lay(s, 0, "S6", 0, 2))
    assert row(s, 0, "sun") == "S3 S5 S7/SE/S6 S8"


def test_a_new_end_card_is_compared_with_the_visible_numbers_only():
    """Decision: 'A new end stack is compared with the row's visible numbers only ... a covered number
    is out of play until it is cleared or lost.'"""
    s = position(hands={0: "S10", 1: "M1"}, rows={0: {"sun": "S3 S12/SE"}})
    assert (0, 2) in legal_lays(s, "S10")


def test_of_adjacent_eclipses_one_beside_a_visible_number_is_covered_first():
    """'If several eclipses are next to each other, one that directly borders a sun or moon card must
    first be covered.'"""
    s = position(hands={0: "S6", 1: "M1"}, rows={0: {"sun": "S3 S4/SE S5/SE S7/SE S9"}})
    # stacks 1, 2, 3 are eclipsed; 1 borders the 3 and 3 borders the 9, 2 borders no number
    assert {at for _, at in legal_lays(s, "S6")} == {1, 3}
    assert_rejected(s, lay(s, 0, "S6", 0, 2), "one beside a visible number")


def test_a_row_of_eclipses_only_takes_any_number():
    """Decision: 'A row whose every stack shows an eclipse takes any number at either end, and any
    number covering its eclipses'; of a block that is the whole row, one at either end."""
    s = position(hands={0: "S6", 1: "M1"}, rows={0: {"sun": "S3/SE S8/SE S9/SE"}})
    assert legal_lays(s, "S6") == {(0, LEFT), (0, 0), (0, 2), (0, 3)}


def test_laying_and_clearing_are_never_in_one_turn():
    """'A turn comprises either laying down or clearing away. Both is not permitted in one turn.'"""
    s = position(hands={0: "S9 S1", 1: "M1"}, rows={0: {"sun": "S3 S4 S5 S6 S7"}})
    s.apply(lay(s, 0, "S9", 0, 5))
    assert s.turn == 1 and not any(type(c) is Clear for c in s.legal_commands())


def test_a_card_not_in_hand_or_a_seat_off_the_table_is_refused():
    s = position(hands={0: "S5", 1: "S6"})
    assert_rejected(s, Lay(0, find(s, "S6", 1), 0, 0), "from your hand")
    assert_rejected(s, lay(s, 0, "S5", 7, 0), "not at this table")
