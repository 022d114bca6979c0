"""The multiplayer rules, one test per rule sentence of docs/rulebooks/sky-towers.txt (quoted)."""
from __future__ import annotations

import pytest
from sky_towers_helpers import hand_values, ids_of, play, position, tower_values

from rules.core import Rejected
from rules.sky_towers import new_game
from rules.sky_towers.cards import BONUS_CARDS, FLAGS, KITES
from rules.sky_towers.commands import Ask, Discard, Draw, EndGame, EndTurn, Play, Return


def kinds(events):
    return [e.kind for e in events]


# --------------------------------------------------------------------------- components and setup

def test_components_50_tower_cards_and_4_bonus_cards():
    """'50 Tower cards ... 4 Bonus cards' with the deck, kites and flags of RULES-DECISIONS."""
    s = new_game("multi", 2, 0, {})
    assert len(s.faces) == 50
    counts = {v: s.faces.count(v) for v in range(1, 11)}
    assert counts == {1: 5, 2: 9, 3: 9, 4: 5, 5: 5, 6: 5, 7: 5, 8: 1, 9: 1, 10: 5}
    assert [KITES[v] for v in range(1, 11)] == [2, 1, 1, 1, 1, 1, 0, 0, 0, 0]
    assert [v for v in range(1, 11) if FLAGS[v]] == [5, 7]
    assert [(b.id, b.kites) for b in BONUS_CARDS] == [("lucky", 4), ("sky", 3), ("star", 3), ("twins", 2)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_each_player_draws_5_cards(players):
    """'Set aside the bonus cards. Shuffle all of the other cards and form a face down draw deck.
    Each player draws 5 cards.'"""
    s = new_game("multi", players, "setup", {})
    assert [len(h) for h in s.hands] == [5] * players
    assert len(s.deck) == 50 - 5 * players
    assert s.bonus == [None] * 4
    assert s.actor == s.first == s.turn and s.actions == 2


def test_setup_options_first_and_names():
    s = new_game("multi", 3, 5, {"first": 2, "names": ["Ann", "Bo"]})
    assert s.actor == 2 and s.names == ["Ann", "Bo", "Player 3"]
    assert s.seat_name(0) == "Ann"
    with pytest.raises(ValueError):
        new_game("multi", 3, 5, {"first": 3})
    with pytest.raises(ValueError):
        new_game("multi", 5, 5, {})
    with pytest.raises(ValueError):
        new_game("duel", 2, 5, {})


def test_card_ids_do_not_reveal_faces():
    """Card ids are positions in the shuffled deck: the same id is a different card in another game."""
    faces = [tuple(new_game("multi", 2, seed, {}).faces) for seed in range(6)]
    assert len(set(faces)) == 6


# --------------------------------------------------------------------------- turns and actions

def test_take_2_actions_then_the_turn_passes_clockwise():
    """'On your turn, take 2 actions ... take turns in a clockwise manner.'"""
    s = position(players=3, hands=[[2, 3], [2], [2]], turn=0)
    events = s.apply(Draw(0))
    assert s.actor == 0 and s.actions == 1 and "turn" not in kinds(events)
    events = s.apply(Draw(0))
    assert s.actor == 1 and s.actions == 2 and events[-1].kind == "turn" and events[-1]["seat"] == 1


def test_actions_can_be_the_same_or_different_in_any_order():
    """'they can be the same or different, and in any order. They are: Play, Draw, and Return.'"""
    s = position(hands=[[2, 3, 7]], towers=[[[5]]])
    s.apply(play(s, 0, 2, "0.0"))
    s.apply(play(s, 0, 3, "0.0"))
    assert tower_values(s, 0, 0) == [5, 2, 3] and s.actor == 1
    s = position(hands=[[2, 3]], towers=[[[5]]])
    s.apply(Return(0, "0.0"))
    s.apply(Draw(0))
    assert s.actor == 1 and hand_values(s, 0) == sorted([2, 3, 5, s.faces[s.hands[0][-1]]])


def test_not_your_turn_is_rejected():
    s = position(hands=[[2], [3]])
    with pytest.raises(Rejected):
        s.apply(Draw(1))


def test_a_turn_with_no_possible_action_ends():
    """Gap: with nothing to play, an empty deck and no tower, the only command ends the turn."""
    s = position(hands=[[2], [2]], towers=[[], [[2]]], deck=[], rest="discard", actions=1)
    assert s.legal_commands() == [EndTurn(0)]
    s.apply(EndTurn(0))
    assert s.actor == 1


# --------------------------------------------------------------------------- play

def test_play_starts_a_tower_or_builds_on_it():
    """'Place a card from your hand on top of your tower or in front of you to start a new tower.'"""
    s = position(hands=[[7, 3]])
    events = s.apply(play(s, 0, 7, "0.1"))
    assert tower_values(s, 0, 1) == [7]
    move = events[0]
    assert move.kind == "move" and move["src"] == "hand.0" and move["dst"] == "tower.0.1" and move["face"] == 7
    s.apply(play(s, 0, 3, "0.1"))
    assert tower_values(s, 0, 1) == [7, 3]


@pytest.mark.parametrize("players,slots", [(2, 2), (3, 1), (4, 1)])
def test_one_tower_with_3_4_players_two_with_2(players, slots):
    """'Each player may only build 1 tower at a time in a 3-4 player game, and up to 2 towers at a
    time in a 2 player game.'"""
    s = position(players=players, hands=[[6, 3]])
    assert [len(ts) for ts in s.towers] == [slots] * players
    cmd = play(s, 0, 6, "0.1")
    assert s.is_legal(cmd) == (slots == 2)


def test_never_match_the_top_card_of_a_neighbours_tower_4_players():
    """'You may NEVER play a card that matches the top card of the tower to your left or right.'
    With 4 players the player across does not block."""
    s = position(players=4, hands=[[5, 6, 7]], towers=[[[2]], [[5]], [[6]], [[7]]])
    assert not s.is_legal(play(s, 0, 5, "0.0"))     # seat 1 (left)
    assert not s.is_legal(play(s, 0, 7, "0.0"))     # seat 3 (right)
    assert s.is_legal(play(s, 0, 6, "0.0"))         # seat 2 is across
    with pytest.raises(Rejected, match="top card"):
        s.apply(play(s, 0, 5, "0.0"))


def test_never_match_with_3_players_both_others_are_neighbours():
    s = position(players=3, hands=[[5, 6, 7]], towers=[[[2]], [[5]], [[6]]])
    assert not s.is_legal(play(s, 0, 5, "0.0"))
    assert not s.is_legal(play(s, 0, 6, "0.0"))
    assert s.is_legal(play(s, 0, 7, "0.0"))


def test_two_players_both_opponent_towers_block_and_own_towers_never_do():
    """'In a 2 player game, this refers to both of your opponent's towers, if any.'"""
    s = position(hands=[[5, 6, 7]], towers=[[[7], []], [[5], [6]]])
    assert not s.is_legal(play(s, 0, 5, "0.1"))
    assert not s.is_legal(play(s, 0, 6, "0.1"))
    assert s.is_legal(play(s, 0, 7, "0.1"))          # own tower top 7 does not block


def test_never_over_21():
    """'You may NEVER play a card that makes a tower go over 21.'"""
    s = position(hands=[[5, 4]], towers=[[[10, 7]]])
    assert s.is_legal(play(s, 0, 4, "0.0"))
    with pytest.raises(Rejected, match="over 21"):
        s.apply(play(s, 0, 5, "0.0"))


def test_exactly_21_completes_the_tower_which_is_set_aside_and_no_longer_blocks():
    """'If your tower adds up to 21 exactly, it is complete. Set these tower cards aside. They no
    longer block. They will score at the end of the game.'"""
    s = position(hands=[[3, 2], [3]], towers=[[[10, 6, 2]]])
    events = s.apply(play(s, 0, 3, "0.0"))
    assert s.towers[0][0] == [] and [len(t) for t in s.completed[0]] == [4]
    assert "complete" in kinds(events)
    assert [e["dst"] for e in events if e.kind == "move"][-1] == "completed.0"
    s.apply(Draw(0))
    assert s.is_legal(play(s, 1, 3, "1.0"))            # the 3 on top is gone
    assert s.scores()[0] == KITES[10] + KITES[6] + KITES[2] + KITES[3]


def test_example_laurence_completes_with_2_actions():
    """'Laurence plays 2 cards from his hand to his tower. The tower adds up to 21 ... Laurence took 2
    actions, and thus his turn has ended.'"""
    s = position(hands=[[4, 3]], towers=[[[10, 4]]])
    s.apply(play(s, 0, 4, "0.0"))
    s.apply(play(s, 0, 3, "0.0"))
    assert len(s.completed[0]) == 1 and s.actor == 1


def test_cannot_play_a_card_not_in_hand_or_onto_a_missing_tower():
    s = position(hands=[[4], [3]])
    theirs = s.hands[1][0]
    with pytest.raises(Rejected, match="not in"):
        s.apply(Play(0, (theirs,), "0.0"))
    with pytest.raises(Rejected, match="no tower"):
        s.apply(Play(0, (s.hands[0][0],), "0.5"))
    with pytest.raises(Rejected, match="only once"):
        s.apply(Play(0, (s.hands[0][0], s.hands[0][0]), "0.0"))


# --------------------------------------------------------------------------- bonus cards

@pytest.mark.parametrize("values,bonus", [
    ([7, 7, 7], {"lucky"}),
    ([3, 3, 3, 2, 2, 2, 3, 3], {"sky", "twins"}),
    ([6, 5, 4, 3, 2, 1], {"star"}),
    ([5, 5, 5, 6], {"twins"}),
    ([10, 5, 6], set()),
])
def test_bonus_cards_are_taken_after_completing_a_matching_tower(values, bonus):
    """'After you complete a tower as described on a bonus card, take it ... and set it aside.'"""
    s = position(hands=[[values[-1]]], towers=[[values[:-1]]])
    s.apply(play(s, 0, values[-1], "0.0"))
    won = {b.id for b, h in zip(BONUS_CARDS, s.bonus) if h == 0}
    assert won == bonus


def test_bonus_card_taken_from_another_player():
    """'take it (from the table or from another player)'."""
    s = position(hands=[[7]], towers=[[[7, 7]]], bonus=[1, None, None, None])
    events = s.apply(play(s, 0, 7, "0.0"))
    assert s.bonus[0] == 0
    ev = [e for e in events if e.kind == "bonus"][0]
    assert ev["src"] == "bonus.1" and ev["dst"] == "bonus.0"
    assert s.scores() == [4, 0]


# --------------------------------------------------------------------------- draw and return

def test_draw_takes_the_top_card_and_there_is_no_hand_limit():
    """'Take the top card from the deck and add it to your hand. There is no hand limit.'"""
    s = position(hands=[[2, 2, 2, 2, 2, 3]], deck=[9, 10])
    top = s.deck[-1]
    events = s.apply(Draw(0))
    assert s.hands[0][-1] == top and s.faces[top] == 10 and len(s.hands[0]) == 7
    assert events[0]["src"] == "deck" and events[0]["dst"] == "hand.0" and events[0]["face_up"] is False
    assert "face" not in events[0].data and events[0]["seen_by"] == [0]


def test_draw_needs_a_card_in_the_deck():
    s = position(hands=[[2]], deck=[], rest="discard")
    assert not s.is_legal(Draw(0))


def test_return_takes_all_cards_of_one_incomplete_tower_back():
    """'Return: Take all of the cards from 1 of your incomplete towers back into your hand.'"""
    s = position(hands=[[2]], towers=[[[10, 3], [4]], [[6]]])
    s.apply(Return(0, "0.0"))
    assert s.towers[0][0] == [] and hand_values(s, 0) == [2, 3, 10] and s.actions == 1
    assert not s.is_legal(Return(0, "1.0"))         # not someone else's tower
    assert not s.is_legal(Return(0, "0.0"))         # nothing left there


# --------------------------------------------------------------------------- effects

def test_1_can_only_be_covered_by_another_1_and_is_worth_2():
    """'1: You can only cover a 1 with another 1. No other card can cover this card. A 1 is worth 2
    points.'"""
    s = position(hands=[[1, 2, 8]], towers=[[[10, 1]], [[5]]])
    assert not s.is_legal(play(s, 0, 2, "0.0"))
    assert s.is_legal(play(s, 0, 1, "0.0"))
    s2 = position(hands=[[8]], towers=[[[3]], [[10, 1]]])
    assert not s2.is_legal(play(s2, 0, 8, "1.0"))     # not even an 8 on someone else's 1
    assert KITES[1] == 2


def test_any_number_of_4s_in_one_play_action():
    """'4: You may play any number of 4 cards (on 1 tower) with 1 Play action. Only this card has this
    ability.'"""
    s = position(hands=[[4, 4, 4, 3, 3]], towers=[[[5]]])
    fours = ids_of(s, 0, 4)
    cmd = Play(0, tuple(fours), "0.0")
    assert cmd in s.legal_commands()
    s.apply(cmd)
    assert tower_values(s, 0, 0) == [5, 4, 4, 4] and s.actions == 1 and s.actor == 0
    threes = ids_of(s, 0, 3)
    with pytest.raises(Rejected, match="Only 4s"):
        s.apply(Play(0, tuple(threes), "0.1"))


def test_several_4s_cannot_go_over_21_or_on_two_towers():
    s = position(hands=[[4, 4, 4]], towers=[[[10]]])
    fours = ids_of(s, 0, 4)
    assert not s.is_legal(Play(0, tuple(fours), "0.0"))       # 10 + 12 > 21
    assert s.is_legal(Play(0, tuple(fours[:2]), "0.0"))
    # any order is the same play, made ascending when the command is made
    assert Play(0, tuple(fours[:2][::-1]), "0.0") == Play(0, tuple(fours[:2]), "0.0")
    assert s.is_legal(Play(0, tuple(fours[:2][::-1]), "0.0"))


def test_5_everyone_over_five_puts_extras_on_the_deck_starting_with_the_active_player():
    """'5: When a 5 is played, starting with the active player, all players with more than 5 cards in
    their hand must place their extra cards (in any order) on top of the draw deck, face down.'"""
    s = position(players=3, turn=1, hands=[[2] * 7, [5, 3, 3, 3, 3, 3, 3, 6], [7] * 5])
    events = s.apply(play(s, 1, 5, "1.0"))
    assert s.phase == "discard" and s.actor == 1 and s.discard_queue == [1, 0]
    assert [e for e in events if e.kind == "effect"][0]["discarding"] == [1, 0]
    legal = s.legal_commands()
    assert all(isinstance(c, Discard) and c.seat == 1 for c in legal)
    with pytest.raises(Rejected):
        s.apply(Draw(1))
    six = ids_of(s, 1, 6)[0]
    ev = s.apply(Discard(1, six))
    assert s.deck[-1] == six and ev[0]["dst"] == "deck" and ev[0]["face_up"] is False
    three = ids_of(s, 1, 3)[0]
    s.apply(Discard(1, three))
    assert s.deck[-2:] == [six, three]               # in the order they chose
    assert len(s.hands[1]) == 5 and s.actor == 0     # seat 2 (5 cards) is not asked
    for _ in range(2):
        s.apply(Discard(0, s.hands[0][0]))
    assert s.phase == "turn" and s.actor == 1 and s.actions == 1   # the turn goes on


def test_5_with_nobody_over_five_changes_nothing():
    s = position(hands=[[5, 2], [2]])
    s.apply(play(s, 0, 5, "0.0"))
    assert s.phase == "turn" and s.actor == 0


def test_6_ask_a_player_for_a_card_by_number():
    """'6: When you play a 6, you must either: A) ask a player for a card by number. If they have it in
    hand, they must give it to you. Add it to your hand. Or B) Draw a card.'"""
    s = position(hands=[[6, 2], [9, 3, 3]])
    s.apply(play(s, 0, 6, "0.0"))
    assert s.phase == "ask" and s.actor == 0
    with pytest.raises(Rejected, match="6"):
        s.apply(play(s, 0, 2, "0.1"))
    events = s.apply(Ask(0, 1, 3))
    assert hand_values(s, 0) == [2, 3] and hand_values(s, 1) == [3, 9]
    assert events[0]["given"] is True and s.phase == "turn" and s.actions == 1
    s.apply(play(s, 0, 2, "0.1"))
    assert s.actor == 1


def test_6_asking_for_a_missing_value_gives_nothing():
    s = position(hands=[[6, 2], [9, 3]])
    s.apply(play(s, 0, 6, "0.0"))
    events = s.apply(Ask(0, 1, 7))
    assert events[0]["given"] is False and hand_values(s, 1) == [3, 9] and s.actions == 1


def test_6_or_draw_a_card():
    s = position(hands=[[6, 2], [9, 3]], deck=[10])
    s.apply(play(s, 0, 6, "0.0"))
    assert Draw(0) in s.legal_commands()
    s.apply(Draw(0))
    assert hand_values(s, 0) == [2, 10] and s.actions == 1 and s.actor == 0
    for bad in (Ask(0, 0, 3), Ask(0, 1, 11)):
        s2 = position(hands=[[6, 2], [9, 3]])
        s2.apply(play(s2, 0, 6, "0.0"))
        assert not s2.is_legal(bad)


def test_8_and_9_give_an_extra_action():
    """'8, 9: When you play an 8 or a 9 you may immediately take 1 additional action.'"""
    s = position(hands=[[8, 9, 2, 2]])
    s.apply(play(s, 0, 8, "0.0"))
    assert s.actions == 2
    s.apply(play(s, 0, 9, "0.1"))
    assert s.actions == 2
    s.apply(Draw(0))
    s.apply(Draw(0))
    assert s.actor == 1


def test_the_extra_action_of_an_8_or_9_may_be_declined_but_the_two_actions_may_not():
    """'When you play an 8 or a 9 you *may* immediately take 1 additional action.' The turn's two
    actions stay compulsory ('On your turn, take 2 actions')."""
    s = position(hands=[[8, 2, 2], [3]])
    s.apply(play(s, 0, 8, "0.0"))                 # first action; the 8 adds one
    assert EndTurn(0) not in s.legal_commands()
    with pytest.raises(Rejected, match="must take 1 more action"):
        s.apply(EndTurn(0))
    s.apply(Draw(0))                               # second action: only the 8's extra one is left
    assert s.actor == 0 and s.actions == 1
    assert EndTurn(0) in s.legal_commands()
    events = s.apply(EndTurn(0))
    assert "end_turn" in kinds(events) and s.actor == 1 and s.actions == 2


def test_an_8_played_as_the_second_action_leaves_an_optional_third():
    """'you may immediately take 1 additional action': taking it or not is the player's choice."""
    s = position(hands=[[2, 8, 2], [3]])
    s.apply(play(s, 0, 2, "0.0"))
    s.apply(play(s, 0, 8, "0.0"))
    assert s.actor == 0 and EndTurn(0) in s.legal_commands()
    s.apply(play(s, 0, 2, "0.1"))                  # taken: the turn ends by itself
    assert s.actor == 1


def test_8_or_9_may_go_onto_another_players_tower_still_blocked_by_neighbours():
    """'You may play an 8 or a 9 onto your tower or another player's tower.' Gap: only onto an
    existing tower."""
    s = position(players=3, hands=[[9, 8, 2]], towers=[[[]], [[3]], []])
    assert s.is_legal(play(s, 0, 9, "1.0"))
    assert not s.is_legal(play(s, 0, 9, "2.0"))      # an empty slot of theirs
    assert not s.is_legal(play(s, 0, 2, "1.0"))      # only an 8 or a 9
    s.apply(play(s, 0, 9, "1.0"))
    assert tower_values(s, 1, 0) == [3, 9] and s.actions == 2
    s2 = position(players=4, hands=[[9]], towers=[[], [[2]], [[3]], [[4]]])
    assert s2.is_legal(play(s2, 0, 9, "2.0"))          # across: any other player's tower
    # (the deck holds one 8 and one 9, so no tower top can block them)


def test_8_onto_another_tower_that_makes_21_completes_it_for_its_owner():
    s = position(hands=[[8]], towers=[[], [[7, 6]]])
    s.apply(play(s, 0, 8, "1.0"))
    assert len(s.completed[1]) == 1 and s.towers[1][0] == []


def test_10_only_as_a_towers_first_card():
    """'10: A 10 cannot cover another card. It can only be played as your first card.'"""
    s = position(hands=[[10, 10]], towers=[[[2], []]])
    assert not s.is_legal(play(s, 0, 10, "0.0"))
    assert s.is_legal(play(s, 0, 10, "0.1"))
    with pytest.raises(Rejected, match="10"):
        s.apply(play(s, 0, 10, "0.0"))


# --------------------------------------------------------------------------- game end

def test_last_card_drawn_starts_the_last_round_of_3_actions():
    """'When the player who draws the last card from the draw deck ends their turn, all players take 1
    more turn, including the player who took the last card. During this "last turn" players may take
    up to 3 actions.'"""
    s = position(players=3, hands=[[2], [4], [6]], deck=[3], rest="discard", turn=1)
    events = s.apply(Draw(1))
    assert "deck_empty" in kinds(events) and s.last_drawer == 1 and s.actor == 1
    events = s.apply(play(s, 1, 4, "1.0"))
    assert "last_round" in kinds(events)
    assert s.final and s.final_queue == [2, 0, 1] and s.actor == 2 and s.actions == 3
    assert EndTurn(2) in s.legal_commands()
    s.apply(EndTurn(2))                               # "up to 3 actions"
    assert s.actor == 0 and s.actions == 3
    s.apply(play(s, 0, 2, "0.0"))
    s.apply(Return(0, "0.0"))
    s.apply(play(s, 0, 2, "0.0"))
    assert s.actor == 1 and s.actions == 3
    events = s.apply(EndTurn(1))
    assert s.is_over and events[-1].kind == "game_over" and s.actor is None
    with pytest.raises(Rejected, match="over"):
        s.apply(EndTurn(0))


def test_last_round_normal_turn_may_not_end_early():
    s = position(hands=[[2, 3]])
    assert not s.is_legal(EndTurn(0))


def test_a_5_in_the_last_round_resumes_normal_play():
    """'If cards are discarded (see 5), normal play resumes after the active player takes (up to) 3
    actions and ends their turn.'"""
    s = position(hands=[[2] * 3, [5, 3, 3, 3, 3, 3, 3, 2]], deck=[], rest="discard", turn=1, actions=3,
                 final=True, final_queue=[1, 0])
    s.apply(play(s, 1, 5, "1.0"))
    s.apply(Discard(1, ids_of(s, 1, 2)[0]))
    s.apply(Discard(1, ids_of(s, 1, 3)[0]))
    assert len(s.deck) == 2 and s.refilled and s.actor == 1 and s.actions == 2
    s.apply(Draw(1))
    events = s.apply(EndTurn(1))                      # may still end early: it is a last turn
    assert "resume" in kinds(events) and not s.final and s.actor == 0 and s.actions == 2


def test_after_the_last_turns_the_game_ends_and_kites_decide():
    """'After the players' last turn, the game ends. Cards from incomplete towers and players' hands do
    NOT score. The player with the most yellow kites on their completed tower cards and bonus cards
    wins.'"""
    s = position(hands=[[1, 1], [2]], towers=[[[2, 2]], [[3]]], completed=[[[10, 5, 6]], [[7, 7, 7]]],
                 deck=[], rest="discard", final=True, final_queue=[0, 1], actions=3, bonus=[1, None, None, None])
    s.apply(EndTurn(0))
    s.apply(EndTurn(1))
    res = s.result()
    assert res["kites"] == [2, 4] and res["winners"] == [1] and res["decided_by"] == "kites"


def test_tie_broken_by_pink_flags():
    """'In case of a tie, the tied player with the most pink flags wins.'"""
    s = position(completed=[[[10, 5, 6]], [[10, 6, 5]]], hands=[[2], [2]])
    s.completed[1].append([i for i in range(50) if s.faces[i] == 7][:1])   # a flag, no kite (scoring only)
    res = s.result()
    assert res["kites"] == [2, 2] and res["flags"] == [1, 2] and res["winners"] == [1]
    assert res["decided_by"] == "flags"


def test_players_still_tied_share_the_win():
    """'Players who are still tied share the win.'"""
    s = position(players=3, completed=[[[10, 5, 6]], [[10, 6, 5]], [[10, 4, 7]]], hands=[[2], [2], [2]])
    res = s.result()
    assert res["kites"] == [2, 2, 1] and res["winners"] == [0, 1] and res["decided_by"] == "shared"


def test_endgame_is_light_only():
    s = position(hands=[[2]])
    assert not s.is_legal(EndGame(0))


def test_a_refilled_deck_emptied_again_in_the_same_last_turn_starts_a_new_last_round():
    s = position(hands=[[2] * 3, [5, 3, 3, 3, 3, 3, 3]], deck=[], rest="discard", turn=1, actions=3,
                 final=True, final_queue=[1, 0])
    s.apply(play(s, 1, 5, "1.0"))
    s.apply(Discard(1, ids_of(s, 1, 3)[0]))
    assert len(s.deck) == 1 and s.refilled
    s.apply(Draw(1))                                   # the same player empties the deck again
    assert not s.deck and s.actor == 1 and s.actions == 1
    events = s.apply(EndTurn(1))
    assert "resume" in kinds(events) and "last_round" in kinds(events)
    assert s.final and s.final_queue == [0, 1] and s.actor == 0 and s.actions == 3
