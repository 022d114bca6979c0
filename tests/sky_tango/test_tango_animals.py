"""Sky Tango: animal cards (docs/rulebooks/sky-tango.txt, "What Does an Animal Mean?"; decisions
in rules/DECISIONS.md "## Sky Tango": the must_play obligation). Each test quotes the sentence or
decision it checks."""
from tango_helpers import Clear, Destroy, Stop, all_but, assert_rejected, hand, kinds, lay, position


def test_an_animal_card_obliges_another_card_in_the_same_turn():
    """'Whenever there is an animal on the card that was just put down, the player must put down
    another card in the same turn.' Decision: the same seat stays the actor with must_play set."""
    s = position(hands={0: "S8 S9 M2", 1: "M1"})
    events = s.apply(lay(s, 0, "S8", 0, 0))
    assert kinds(events)[-1] == "must_play" and s.must_play and s.actor == 0
    s.apply(lay(s, 0, "S9", 0, 1))
    assert not s.must_play and s.actor == 1


def test_after_an_animal_only_a_lay_or_a_self_destruction_is_allowed():
    """Decision: 'the same seat stays the actor and may only Lay or Destroy (no clear, no stop).'"""
    s = position(hands={0: "S8 M2", 1: "M1"}, rows={0: {"moon": "M3 M4 M5 M6 M7"}})
    assert any(type(c) is Clear for c in s.legal_commands())
    s.apply(lay(s, 0, "S8", 0, 0))
    legal = s.legal_commands()
    assert not any(type(c) is Clear for c in legal) and Destroy(0) in legal
    assert_rejected(s, Clear(0, tuple(s.rows[0]["moon"][i][-1] for i in range(5))), "animal")


def test_several_animal_cards_may_follow_each_other():
    """'It is possible to play several animal cards one after the other.'"""
    s = position(hands={0: "S8 S12 S13", 1: "M1"})
    s.apply(lay(s, 0, "S8", 0, 0))
    s.apply(lay(s, 0, "S12", 0, 1))
    assert s.must_play and s.actor == 0
    s.apply(lay(s, 0, "S13", 0, 2))
    assert s.actor == 1


def test_an_animal_as_the_last_hand_card_draws_five_and_goes_on():
    """'If the animal card was her last hand card, she draws 5 new ones from the stack and continues
    playing.'"""
    s = position(hands={0: "S8", 1: "M1"}, deck="S1 S2 S3 S4 S5 S6")
    events = s.apply(lay(s, 0, "S8", 0, 0))
    assert kinds(events)[:3] == ["lay", "move", "draw"] and kinds(events)[-1] == "must_play"
    assert hand(s, 0) == ["S1", "S2", "S3", "S4", "S5"] and s.actor == 0 and s.must_play


def test_who_cannot_lay_the_obliged_card_must_destroy_herself():
    """'If a player cannot (completely) perform her turn because she does not have a suitable card,
    she destroys herself.'"""
    s = position(hands={0: "S8 ME", 1: "M1"})
    s.apply(lay(s, 0, "S8", 0, 0))
    assert s.legal_commands() == [Destroy(0)]
    s.apply(Destroy(0))
    assert not s.rows[0]["sun"] and s.actor == 1


def test_an_animal_played_as_the_last_card_in_the_end_phase_ends_the_turn():
    """'an animal card played with no card left simply ends the turn there.'"""
    s = position(players=3, hands={0: "S8", 1: "M1", 2: "M2"}, phase="end", out=2, rest="discard")
    events = s.apply(lay(s, 0, "S8", 0, 0))
    assert "draw" not in kinds(events) and not s.must_play and s.actor == 1


def test_an_animal_as_the_last_card_with_nothing_left_begins_the_end_phase():
    """Decision: 'one played as the last card when nothing is left to draw begins the end phase with
    that player out.'"""
    s = position(players=3, hands={0: "S8", 1: "M1", 2: "M2 M3"}, heaps={2: all_but("S8 M1 M2 M3")})
    events = s.apply(lay(s, 0, "S8", 0, 0))
    assert "end_phase" in kinds(events) and s.phase == "end" and s.out == 0 and s.actor == 1
    assert Stop(1) in s.legal_commands()

