"""Sky Tango: clearing away (docs/rulebooks/sky-tango.txt, "Whoever set up one or more uninterrupted
row(s) of at least 5 cards ..."; RULES-DECISIONS and rules/DECISIONS.md "## Sky Tango"). Each test
quotes the sentence or decision it checks."""
from tango_helpers import Clear, assert_rejected, hand, kinds, lay, moves, position, row, top


def clear_of(s, seat, *runs):
    """The Clear of the stacks ``(kind, first, last)`` of ``seat``'s rows (or (owner, kind, first, last))."""
    tops = []
    for r in runs:
        owner, kind, a, b = r if len(r) == 4 else (seat, *r)
        tops += [top(s, owner, kind, i) for i in range(a, b + 1)]
    return Clear(seat, tuple(tops))


def test_a_run_of_five_visible_numbers_may_be_cleared_into_the_heap():
    """'Whoever set up one or more uninterrupted row(s) of at least 5 cards in front of herself may (but
    need not) clear it away in the next turn and take it.' 'These cards form a heap next to the draw stack.'"""
    s = position(hands={0: "M9", 1: "M1"}, rows={0: {"sun": "S2 S3 S5 S8 S9"}})
    cmd = clear_of(s, 0, ("sun", 0, 4))
    assert cmd in s.legal_commands()
    events = s.apply(cmd)
    assert kinds(events)[0] == "clear" and events[0]["numbers"] == 5
    assert not s.rows[0]["sun"] and [s.faces[c] for c in s.heaps[0]] == ["S2", "S3", "S5", "S8", "S9"]
    assert moves(events) == [("sun.0", "heap.0")] * 5
    assert hand(s, 0) == ["M9"] and s.actor == 1


def test_clearing_is_optional():
    """'... may (but need not) clear it away': laying on is legal too."""
    s = position(hands={0: "S10", 1: "M1"}, rows={0: {"sun": "S2 S3 S5 S8 S9"}})
    s.apply(lay(s, 0, "S10", 0, 5))
    assert row(s, 0, "sun") == "S2 S3 S5 S8 S9 S10"


def test_four_cards_are_not_enough():
    """'... of at least 5 cards'."""
    s = position(hands={0: "M9", 1: "M1"}, rows={0: {"sun": "S2 S3 S5 S8"}})
    assert not any(type(c) is Clear for c in s.legal_commands())
    assert_rejected(s, clear_of(s, 0, ("sun", 0, 3)), "at least 5")


def test_a_run_may_be_part_of_a_longer_row_interrupted_by_an_eclipse():
    """'The cleared 5 or more cards may be part of a longer row (interrupted by an eclipse), but must not
    contain a visible eclipse.' 'If the cleared cards cut a row in two, the two remaining ends are
    moved together so that only one row remains.'"""
    s = position(hands={0: "M9", 1: "M1"}, rows={0: {"sun": "S1 S2/SE S3 S4 S5 S6 S7 S8/SE S9"}})
    cmd = clear_of(s, 0, ("sun", 2, 6))
    assert cmd in s.legal_commands()
    assert_rejected(s, clear_of(s, 0, ("sun", 1, 6)), "visible eclipse")
    events = s.apply(cmd)
    assert row(s, 0, "sun") == "S1 S2/SE S8/SE S9"
    assert events[0]["runs"] == [{"zone": "sun.0", "start": 2, "length": 5}]
    assert [e for e in events if e.kind == "close"][0].data == {"zone": "sun.0", "stacks": 4}


def test_a_run_is_cleared_whole():
    """Decision: 'A run is always taken whole: every stack between two eclipses or a row's ends.'"""
    s = position(hands={0: "M9", 1: "M1"}, rows={0: {"sun": "S1 S2 S3 S4 S5 S6"}})
    assert [len(c.cards) for c in s.legal_commands() if type(c) is Clear] == [6]
    assert_rejected(s, clear_of(s, 0, ("sun", 0, 4)), "whole")


def test_whole_stacks_go_and_score_their_numbers():
    """'clear one or more uninterrupted runs of 5 or more visible numbered cards from your own rows
    (whole stacks go)'; '+1 for each sun or moon card you cleared', eclipses score 0."""
    s = position(hands={0: "M9", 1: "M1"}, rows={0: {"sun": "S1 S3/SE/S2 S4 S5 S6"}})
    events = s.apply(clear_of(s, 0, ("sun", 0, 4)))
    assert len(s.heaps[0]) == 7 and events[0]["numbers"] == 6
    assert s.points()[0] == 6


def test_one_or_more_runs_in_one_turn():
    """'Whoever set up one or more uninterrupted row(s) ...': any non-empty set of the runs."""
    s = position(hands={0: "M20", 1: "M1"},
                 rows={0: {"sun": "S1 S2 S3 S4 S5", "moon": "M2 M3 M4 M5 M6 M7/ME M8 M9 M10 M11 M12"}})
    clears = [c for c in s.legal_commands() if type(c) is Clear]
    assert sorted(len(c.cards) for c in clears) == [5, 5, 5, 10, 10, 10, 15]
    s.apply(max(clears, key=lambda c: len(c.cards)))
    assert not s.rows[0]["sun"] and row(s, 0, "moon") == "M7/ME"


def test_only_from_your_own_rows():
    """'Clearing ... from your own rows.'"""
    s = position(hands={0: "M9", 1: "M1"}, rows={1: {"sun": "S2 S3 S5 S8 S9"}})
    assert not any(type(c) is Clear for c in s.legal_commands())
    assert_rejected(s, clear_of(s, 0, (1, "sun", 0, 4)), "your own rows")


def test_a_run_built_this_turn_is_cleared_on_a_later_turn():
    """Decision: 'Clearing is a whole turn, so a run built this turn is cleared on a later turn at the
    earliest ("in the next turn" read as any later turn while the run still stands).'"""
    s = position(hands={0: "S9 S21", 1: "M1 M2"}, rows={0: {"sun": "S2 S3 S5 S8"}})
    s.apply(lay(s, 0, "S9", 0, 4))
    assert s.actor == 1
    s.apply(lay(s, 1, "M1", 1, 0))
    assert clear_of(s, 0, ("sun", 0, 4)) in s.legal_commands()
    s.apply(lay(s, 0, "S21", 0, 5))
    s.apply(lay(s, 1, "M2", 1, 1))
    assert clear_of(s, 0, ("sun", 0, 5)) in s.legal_commands()     # two turns later: still


def test_the_clearer_draws_five_more_at_the_start_of_the_next_turn():
    """'In the next turn, the player may draw 5 new cards and continue to play.' Decision: 'then 5
    more, whatever is in hand'."""
    s = position(hands={0: "M9", 1: "M1 M2"}, rows={0: {"sun": "S2 S3 S5 S8 S9"}}, deck="S20 S21 S22 S23 S24 S25")
    s.apply(clear_of(s, 0, ("sun", 0, 4)))
    assert s.refill[0]
    events = s.apply(lay(s, 1, "M1", 1, 0))
    assert [e["count"] for e in events if e.kind == "draw"] == [5]
    assert hand(s, 0) == ["M9", "S20", "S21", "S22", "S23", "S24"] and not s.refill[0]


def test_a_cleared_row_may_be_started_again():
    """Decision (DECISIONS: rows): 'A row with no stack does not exist': once cleared away, a new
    row of that kind may be started in front of yourself."""
    s = position(hands={0: "S20", 1: "M1 M2"}, rows={0: {"sun": "S2 S3 S5 S8 S9"}})
    s.apply(clear_of(s, 0, ("sun", 0, 4)))
    s.apply(lay(s, 1, "M1", 1, 0))
    assert lay(s, 0, "S20", 0, 0) in s.legal_commands()
