"""Light solitaire, one test per rule sentence of the rulebook's Light section (quoted)."""
from __future__ import annotations

import pytest
from sky_towers_helpers import hand_values, ids_of, play, position, tower_values

from rules.core import Rejected
from rules.sky_towers import new_game
from rules.sky_towers.commands import Draw, EndGame, EndTurn, Play, Return


@pytest.mark.parametrize("difficulty,deal", [(None, 4), ("normal", 4), ("easy", 5), ("challenging", 3),
                                             ("hard", 2)])
def test_light_setup_and_difficulty(difficulty, deal):
    """'Draw 4 cards to your hand. Draw and set aside 4 cards, face down. These cards are out of the
    game.' 'For an easier game: Deal 5 cards and set aside 5 cards. For a more challenging game: Deal 3
    cards and set aside 3 cards, or deal 2 cards and set aside 2 cards.'"""
    s = new_game("light", 1, "light", {"difficulty": difficulty} if difficulty else {})
    assert len(s.hands[0]) == deal and len(s.out) == deal and len(s.deck) == 50 - 2 * deal
    assert s.hand_limit == deal and s.actor == 0 and s.discard == []
    v = s.view(0)
    assert v["out"] == deal and v["hand_limit"] == deal and "out_ids" not in v


def test_light_rejects_bad_setup():
    with pytest.raises(ValueError):
        new_game("light", 1, 0, {"difficulty": "brutal"})
    with pytest.raises(ValueError):
        new_game("light", 2, 0, {})


def test_hand_limit_discard_before_drawing_with_a_full_hand():
    """'The number of cards you were dealt during setup determines your maximum hand size. If you have a
    full hand, you must discard a card before drawing a new card.'"""
    s = position("light", hands=[[2, 3, 7, 9]], deck=[10], hand_limit=4)
    assert Draw(0) not in s.legal_commands()
    with pytest.raises(Rejected, match="full"):
        s.apply(Draw(0))
    nine = ids_of(s, 0, 9)[0]
    events = s.apply(Draw(0, nine))
    assert s.discard == [nine] and hand_values(s, 0) == [2, 3, 7, 10]
    assert events[0]["dst"] == "discard" and events[0]["face_up"] is False   # "face down"


def test_draw_without_a_full_hand_needs_no_discard():
    s = position("light", hands=[[2, 3]], deck=[10], hand_limit=4)
    assert not s.is_legal(Draw(0, s.hands[0][0]))
    s.apply(Draw(0))
    assert hand_values(s, 0) == [2, 3, 10]


def test_take_actions_repeatedly_no_turns():
    """'Take actions repeatedly until you can no longer do so.'"""
    s = position("light", hands=[[2, 3, 4]], hand_limit=4)
    for v in (2, 3, 4):
        s.apply(play(s, 0, v, "0.0"))
        assert s.actor == 0 and s.turn == 0
    assert not s.is_legal(EndTurn(0))


def test_up_to_2_towers_and_never_over_21():
    """'You may build up to 2 towers at the same time.' 'You may NOT play a card that makes a tower go
    over 21.'"""
    s = position("light", hands=[[10, 9, 5]], towers=[[[10, 7]]], hand_limit=4)
    assert len(s.towers[0]) == 2
    assert not s.is_legal(play(s, 0, 5, "0.0"))
    assert s.is_legal(play(s, 0, 9, "0.1"))
    assert not s.is_legal(play(s, 0, 9, "0.2"))


def test_return_discards_the_tower():
    """'Return: Discard all of the cards from 1 of your incomplete towers (your choice) to the discard
    pile.'"""
    s = position("light", hands=[[2]], towers=[[[10, 3], [5]]], hand_limit=4)
    ids = list(s.towers[0][0])
    events = s.apply(Return(0, "0.0"))
    assert s.discard == ids and s.towers[0][0] == [] and hand_values(s, 0) == [2]
    assert all(e["dst"] == "discard" for e in events if e.kind == "move")


def test_only_1_and_10_effects_are_used():
    """'Only the effects on the cards with values 1 and the 10 are used. All other effects are
    ignored.'"""
    s = position("light", hands=[[5, 6, 8, 4, 4]], towers=[[[2]]], hand_limit=5)
    s.apply(play(s, 0, 5, "0.0"))           # no discarding
    assert s.phase == "turn"
    s.apply(play(s, 0, 6, "0.0"))           # no asking
    assert s.phase == "turn"
    fours = ids_of(s, 0, 4)
    assert not s.is_legal(Play(0, tuple(fours), "0.1"))   # no several 4s at once
    events = s.apply(play(s, 0, 8, "0.1"))
    assert not [e for e in events if e.kind == "effect"]     # no extra action: Light has no turns


def test_light_1_can_only_be_covered_by_a_1_and_10_only_first():
    """'1: You can only cover a 1 with another 1.' '10: A 10 cannot cover another card. It can only be
    played as your first card.'"""
    s = position("light", hands=[[2, 1, 10]], towers=[[[5, 1], [3]]], hand_limit=4)
    assert not s.is_legal(play(s, 0, 2, "0.0"))
    assert s.is_legal(play(s, 0, 1, "0.0"))
    assert not s.is_legal(play(s, 0, 10, "0.1"))


def test_no_blocking_in_light():
    s = position("light", hands=[[3]], towers=[[[10, 3], [3]]], hand_limit=4)
    assert s.is_legal(play(s, 0, 3, "0.0")) and s.is_legal(play(s, 0, 3, "0.1"))


def test_completed_towers_are_separate_face_down_stacks_and_score_1_each():
    """'If your tower adds up to 21 exactly, it is complete. Set these tower cards aside. Keep each
    completed tower in a separate face down stack. Each stack will score 1 point.'"""
    s = position("light", hands=[[1, 2]], towers=[[[10, 5, 5], [10, 9]]], hand_limit=4)
    events = s.apply(play(s, 0, 1, "0.0"))
    s.apply(play(s, 0, 2, "0.1"))
    assert len(s.completed[0]) == 2
    assert all(e["face_up"] is False for e in events if e.kind == "move" and e["dst"].startswith("completed"))
    assert s.scores() == [2]


def test_bonus_cards_score_1_each_in_light():
    """'Each bonus card obtained will score 1 point at the end of the game.'"""
    s = position("light", hands=[[7]], towers=[[[7, 7]]], hand_limit=4)
    s.apply(play(s, 0, 7, "0.0"))
    assert s.bonus[0] == 0 and s.scores() == [2]


def test_game_ends_when_no_action_is_possible():
    """'The game ends when you can no longer take an action.'"""
    s = position("light", hands=[[2]], towers=[[[10, 3]]], deck=[], rest="discard", hand_limit=4)
    s.apply(play(s, 0, 2, "0.1"))
    s.apply(Return(0, "0.0"))
    assert not s.is_over
    events = s.apply(Return(0, "0.1"))
    assert s.is_over and events[-1].kind == "game_over" and s.ended_by == "no_action"


def test_the_player_may_end_the_game():
    """Gap (RULES-DECISIONS): 'the player may also end it at any time.'"""
    s = position("light", hands=[[2]], hand_limit=4)
    assert EndGame(0) in s.legal_commands()
    s.apply(EndGame(0))
    assert s.is_over and s.ended_by == "player" and s.legal_commands() == []


def test_score_and_master_builder():
    """'Count the number of completed tower stacks and bonus cards ... If you scored 10 points or more,
    or achieved all of the bonus cards, you are considered a master builder.'"""
    towers = [[10, 5, 6], [10, 4, 7], [10, 2, 9], [10, 3, 8], [10, 6, 5], [7, 7, 7], [3, 3, 3, 3, 3, 3, 3],
              [2, 2, 2, 2, 2, 2, 2, 2, 5]]
    s = position("light", completed=[towers], bonus=[0, 0, None, None], hand_limit=4)
    res = s.result()
    assert res["score"] == 10 and res["master_builder"] and res["winners"] == [0]
    s = position("light", completed=[towers[:2]], bonus=[0, 0, 0, 0], hand_limit=4)
    res = s.result()
    assert res["score"] == 6 and res["master_builder"]
    s = position("light", completed=[towers[:2]], bonus=[0, None, 0, 0], hand_limit=4)
    assert s.result()["master_builder"] is False and s.result()["winners"] == []
    assert tower_values(s, 0, 0) == []
