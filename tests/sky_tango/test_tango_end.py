"""Sky Tango: the end phase and the score (docs/rulebooks/sky-tango.txt, "If a player can not draw any
hand cards ...", scoring; RULES-DECISIONS "## Sky Tango"). Each test quotes the sentence or
decision it checks."""
from tango_helpers import Clear, Destroy, Stop, all_but, assert_rejected, kinds, lay, position, top


def test_the_end_begins_when_a_player_must_draw_and_nothing_is_left():
    """'If a player can not draw any hand cards because the draw stack is used up, the game ends.'
    'When a player must draw and there is nothing to draw, the end begins'."""
    s = position(players=3, hands={0: "S6", 1: "M1 M2", 2: "M3"}, heaps={2: all_but("S6 M1 M2 M3")})
    events = s.apply(lay(s, 0, "S6", 0, 0))        # seat 0 is empty-handed ...
    s.apply(lay(s, 1, "M1", 1, 0))
    events = s.apply(lay(s, 2, "M3", 1, 1))        # ... and at its turn there is nothing to draw
    assert "end_phase" in kinds(events) and s.phase == "end" and s.out == 0
    assert s.actor == 1                           # seat 2 is empty-handed too: skipped


def test_the_others_play_on_without_drawing():
    """'The other players may play their hand cards one after the other, i.e. put down, clear away or
    even destroy themselves — but not draw any more!'"""
    s = position(players=3, hands={0: "S6", 1: "M1 M2", 2: "M3 M5"}, phase="end", out=0, rest="discard",
                 rows={1: {"sun": "S1 S2 S3 S4 S5"}}, refill=[2], turn=1)
    s.apply(Clear(1, tuple(top(s, 1, "sun", i) for i in range(5))))
    assert s.actor == 2 and len(s.hands[2]) == 2          # no draw for the refill either
    s.apply(lay(s, 2, "M3", 2, 0))
    assert s.actor == 1 and len(s.hands[1]) == 2          # seat 0 (out) is skipped


def test_skipped_are_the_player_who_could_not_draw_an_empty_hand_and_who_stopped():
    """'In the end phase ... turns go on clockwise, skipping the player who could not draw, anyone with
    an empty hand and anyone who has stopped'."""
    s = position(players=4, hands={0: "S6 S7", 1: "M1", 2: "M2 M3", 3: "M9"}, phase="end", out=3,
                 stopped=[2], rest="discard", turn=0)
    events = s.apply(lay(s, 0, "S6", 0, 0))
    assert s.actor == 1
    events = s.apply(lay(s, 1, "M1", 1, 0))
    skips = [(e["seat"], e["why"]) for e in events if e.kind == "skip"]
    assert skips == [(2, "stopped"), (3, "could_not_draw")] and s.actor == 0
    events = s.apply(lay(s, 0, "S7", 0, 1))
    assert s.over and kinds(events)[-1] == "game_over"
    assert (1, "empty_hand") in [(e["seat"], e["why"]) for e in events if e.kind == "skip"]


def test_each_player_may_stop_in_the_end_phase():
    """'the others play out their hands without drawing (each may stop)'."""
    s = position(players=3, hands={0: "S6", 1: "M1", 2: "M2"}, phase="end", out=2, rest="discard")
    assert Stop(0) in s.legal_commands()
    events = s.apply(Stop(0))
    assert kinds(events)[0] == "stop" and s.stopped[0] and s.actor == 1
    s.apply(Stop(1))
    assert s.over


def test_no_stop_while_an_animal_card_obliges_a_play():
    """Decision: '`Stop` is legal only in the end phase at the start of a turn'."""
    s = position(players=3, hands={0: "S8 S9", 1: "M1", 2: "M2"}, phase="end", out=2, rest="discard")
    s.apply(lay(s, 0, "S8", 0, 0))
    assert s.must_play and Stop(0) not in s.legal_commands()
    assert_rejected(s, Stop(0), "animal")


def test_the_game_ends_when_nobody_can_or_will_play():
    """'The game ends when nobody can or will play any more.'"""
    s = position(players=2, hands={0: "S6", 1: "M1"}, phase="end", out=1, rest="discard")
    events = s.apply(Destroy(0))
    assert s.over and s.actor is None and s.legal_commands() == []
    assert events[-1].kind == "game_over" and events[-1]["scores"] == s.scores()
    assert_rejected(s, Destroy(0), "over")


def test_scoring_plus_one_per_cleared_number_minus_one_per_number_left():
    """'+1 for each sun or moon card you cleared; -1 for each sun or moon card still in your rows at the
    end; eclipses and hand cards score 0.'"""
    s = position(players=3, hands={0: "S20 S21", 1: "M1"}, heaps={0: "S1 S2 S3 S4 S5 SE", 1: "M2 M3 M4 M5 M6"},
                 rows={0: {"sun": "S10 S12/SE"}, 1: {"moon": "M9/ME/M10"}, 2: {"sun": "S15"}},
                 phase="end", out=2, rest="discard")
    assert s.points() == [5 - 2, 5 - 2, -1] == s.scores()
    r = s.result()
    assert r["cleared"] == [5, 5, 0] and r["left"] == [2, 2, 1] and r["winners"] == [0, 1]


def test_equal_highest_scores_share_the_win():
    """'most points wins, ties share' (the rulebook has no tie-break)."""
    s = position(players=3, hands={0: "S20", 1: "M1"}, heaps={0: "S1", 1: "M2"}, phase="end", out=2,
                 rest="discard")
    assert s.result()["winners"] == [0, 1] and s.result()["decided_by"] == "score"


def test_a_clearer_who_must_draw_when_nothing_is_left_is_out_even_with_cards():
    """Decision: 'The end phase begins when a seat must draw (by an empty hand, after a clear or
    destruction, ...) and the stack and the discard pile are both empty; that seat is out and never
    plays again, even with cards in hand.'"""
    s = position(players=2, hands={0: "M20 M21", 1: "M1 M2"}, rows={0: {"sun": "S1 S2 S3 S5 S6"}},
                 heaps={1: all_but("M20 M21 M1 M2 S1 S2 S3 S5 S6")})
    s.apply(Clear(0, tuple(top(s, 0, "sun", i) for i in range(5))))
    events = s.apply(lay(s, 1, "M1", 1, 0))
    assert s.phase == "end" and s.out == 0 and len(s.hands[0]) == 2 and s.actor == 1
    assert "end_phase" in kinds(events) and kinds(events)[-1] == "turn"


def test_cards_destroyed_in_the_end_phase_stay_in_the_discard_pile():
    """Decision: 'From then on nobody draws (cards a destruction discards stay in the discard pile).'"""
    s = position(players=3, hands={0: "S6", 1: "M1 M2", 2: "M3"}, phase="end", out=2,
                 heaps={2: all_but("S6 M1 M2 M3")})
    s.apply(Destroy(0))
    assert len(s.discard) == 1 and not s.deck and s.actor == 1
    s.apply(lay(s, 1, "M1", 1, 0))
    assert s.actor == 1 and len(s.discard) == 1          # seat 0 empty-handed, seat 2 out
