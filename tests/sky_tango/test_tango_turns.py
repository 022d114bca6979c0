"""Sky Tango: self-destruction, drawing and reshuffling (docs/rulebooks/sky-tango.txt, "If a player
cannot (completely) perform her turn ...", the draw stack; RULES-DECISIONS "## Sky Tango"). Each test
quotes the sentence or decision it checks."""
from tango_helpers import Destroy, all_but, assert_rejected, hand, kinds, lay, moves, position, row

from rules.sky_tango.commands import Stop


def test_self_destruction_is_always_allowed():
    """'Self-destruction is always allowed as your turn's action'."""
    s = position(hands={0: "S5 S6", 1: "M1"})
    assert Destroy(0) in s.legal_commands() and len(s.legal_commands()) > 1


def test_self_destruction_is_forced_when_nothing_else_fits():
    """'If it is your turn you must play!' 'If a player cannot (completely) perform her turn because
    she does not have a suitable card, she destroys herself'."""
    s = position(hands={0: "S6 ME", 1: "M1"}, rows={0: {"sun": "S5 S9"}})
    assert s.legal_commands() == [Destroy(0)]


def test_self_destruction_loses_hand_and_both_rows_to_the_discard_pile():
    """'... i.e. she loses her hand cards and her sun row and moon row. All of these cards are discarded.'"""
    s = position(hands={0: "S6 ME", 1: "M1"}, rows={0: {"sun": "S5 S9/SE", "moon": "M3"}, 1: {"sun": "S20"}})
    events = s.apply(Destroy(0))
    assert kinds(events)[0] == "destroy" and events[0]["rows"] == ["sun.0", "moon.0"]
    assert not s.hands[0] and not s.rows[0]["sun"] and not s.rows[0]["moon"]
    assert sorted(s.faces[c] for c in s.discard) == sorted("S6 ME S5 S9 SE M3".split())
    assert row(s, 1, "sun") == "S20"
    hidden = [e for e in events if e.kind == "move" and e["src"] == "hand.0"]
    assert all(not e["face_up"] and "face" not in e.data and e["seen_by"] == [0] for e in hidden)


def test_after_self_destruction_the_player_draws_five_at_her_next_turn():
    """'At the start of her next turn, the player draws 5 new cards before continuing normally.'"""
    s = position(hands={0: "S6", 1: "M1 M2"}, deck="S1 S2 S3 S4 S5 S7")
    s.apply(Destroy(0))
    s.apply(lay(s, 1, "M1", 1, 0))
    assert hand(s, 0) == ["S1", "S2", "S3", "S4", "S5"] and s.actor == 0


def test_a_player_with_cards_left_draws_nothing():
    """'Only if a player used up all hand cards, he may draw five new ones prior to her next turn.'"""
    s = position(hands={0: "S6 S7", 1: "M1 M2"}, deck="S1 S2 S3 S4 S5 S8")
    s.apply(lay(s, 0, "S6", 0, 0))
    events = s.apply(lay(s, 1, "M1", 1, 0))
    assert "draw" not in kinds(events) and s.actor == 0 and hand(s, 0) == ["S7"]


def test_an_empty_hand_draws_five_at_the_start_of_the_turn():
    """'Only if a player used up all hand cards, he may draw five new ones prior to her next turn.'
    'The hand cards are always drawn in the next turn only'."""
    s = position(hands={0: "S6", 1: "M1 M2"}, deck="S1 S2 S3 S4 S5 S7")
    events = s.apply(lay(s, 0, "S6", 0, 0))
    assert "draw" not in kinds(events) and not s.hands[0]
    events = s.apply(lay(s, 1, "M1", 1, 0))
    assert kinds(events)[-7:] == ["draw", "move", "move", "move", "move", "move", "turn"]
    assert moves(events)[-1] == ("deck", "hand.0")
    mv = [e for e in events if e.kind == "move" and e["dst"] == "hand.0"]
    assert all("face" not in e.data and e["private_face"] and e["seen_by"] == [0] for e in mv)


def test_fewer_than_five_left_the_player_takes_just_these():
    """'If less than 5 cards remain in the stack, the player takes just these.'"""
    s = position(hands={0: "S6", 1: "M1 M2"}, deck="S1 S2", rest="discard")
    s.apply(lay(s, 0, "S6", 0, 0))
    s.apply(lay(s, 1, "M1", 1, 0))
    assert hand(s, 0) == ["S1", "S2"] and not s.deck and s.discard


def test_an_empty_stack_is_made_of_the_shuffled_discard_pile():
    """'If the draw stack is empty, the pile of cards next to it is shuffled and put down as the covered
    new draw stack.' The shuffle comes from the seed."""
    def play(seed):
        s = position(hands={0: "S6", 1: "M1 M2"}, rest="discard", seed=seed)
        s.apply(lay(s, 0, "S6", 0, 0))
        events = s.apply(lay(s, 1, "M1", 1, 0))
        return s, events
    s, events = play("one")
    assert "reshuffle" in kinds(events) and not s.discard and len(s.hands[0]) == 5
    assert len(s.deck) == 68 - 3 - 5
    assert play("one")[0].to_json() == s.to_json()
    assert play("two")[0].hands[0] != s.hands[0] or play("three")[0].hands[0] != s.hands[0]


def test_heaps_are_never_reshuffled():
    """'Cleared cards leave play: they sit in the clearer's own heap, score there and are never
    reshuffled.'"""
    s = position(hands={0: "S6", 1: "M1 M2"}, heaps={0: all_but("S6 M1 M2 S1 S2")}, discard="S1 S2", rest="discard")
    s.apply(lay(s, 0, "S6", 0, 0))
    s.apply(lay(s, 1, "M1", 1, 0))
    assert sorted(hand(s, 0)) == ["S1", "S2"] and len(s.heaps[0]) == 63


def test_stop_is_only_for_the_end_phase():
    """'each may stop' belongs to the end phase (decision: 'Stop is legal only in the end phase')."""
    s = position(hands={0: "S6", 1: "M1"})
    assert Stop(0) not in s.legal_commands()
    assert_rejected(s, Stop(0), "only in the end phase")
