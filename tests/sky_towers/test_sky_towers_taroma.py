"""Taroma solitaire: setup, each step of Taroma's turn (1A-1E, 2) with a hand-built position, the
effect variances and the end-game comparison. Quotes are from the rulebook's Taroma section."""
from __future__ import annotations

import pytest
from sky_towers_helpers import hand_values, play, position, tower_values, values

from rules.core import Event, RandomBot, Rejected, bot_move
from rules.sky_towers import new_game
from rules.sky_towers.commands import Ask, Discard, Draw, EndTurn


def taroma_turn(s, cmd=None):
    """End the person's turn (one Draw with one action left) and return the events of Taroma's turn."""
    events = s.apply(cmd or Draw(0))
    start = next(i for i, e in enumerate(events) if e.kind == "turn" and e["seat"] == 1)
    return events[start + 1:]


def tpos(row, up=None, towers=None, mine=None, hand=(2,), deck=(3, 3), **kw):
    """A Taroma position on the person's last action: Taroma's ``row`` (face-up indices ``up``, all
    by default), Taroma's ``towers`` and the person's towers ``mine``."""
    return position("taroma", hands=[list(hand)], row=list(row),
                    row_up=range(len(row)) if up is None else up,
                    towers=[mine or [], towers or []], deck=list(deck), actions=1, **kw)


def plays(events):
    return [e for e in events if e.kind == "move" and e["dst"].startswith("tower.1")]


# --------------------------------------------------------------------------- setup

def test_taroma_setup_and_first_turn():
    """'Draw 5 cards to your hand. Deal 5 cards face down to form Taroma's row.' 'Taroma always takes
    the first turn.'"""
    s = new_game("taroma", 1, "taroma-setup", {})
    assert s.seats == 1 and s.players == 2 and s.names[1] == "Taroma"
    taken = [e for e in s.opening_events() if e.kind == "move" and e["src"] == "hand.0"]
    assert len(s.hands[0]) + len(taken) == 5                  # Taroma's 6 may take one of yours
    assert s.actor == 0 and s.turn == 0 and s.actions == 2
    opening = s.opening_events()
    assert opening and all(isinstance(e, Event) for e in opening)
    assert opening[0].kind == "turn" and opening[0]["seat"] == 1
    captions = [e.get("caption") for e in opening if e.kind != "turn"]
    assert captions and all(c in ("1A", "1B", "1C", "1D", "1E", "2", "5", "6") for c in captions)
    # Taroma's first action can only flip and play or draw: its row starts face down.
    assert next(e for e in opening if e.get("caption")).get("caption") in ("1D", "1E")
    cards = len(s.deck) + sum(len(h) for h in s.hands) + sum(len(t) for ts in s.towers for t in ts) \
        + sum(len(t) for ts in s.completed for t in ts)
    assert cards == 50


def test_taroma_difficulty_adds_a_tower_that_also_blocks_you():
    """'For a more challenging game, Taroma may build an additional tower, which also blocks you.'"""
    assert [len(t) for t in new_game("taroma", 1, 1, {}).towers] == [2, 2]
    assert [len(t) for t in new_game("taroma", 1, 1, {"difficulty": "hard"}).towers] == [2, 3]
    s = position("taroma", difficulty="hard", hands=[[6]], row=[], towers=[[], [[], [], [6]]])
    assert not s.is_legal(play(s, 0, 6, "0.0"))
    with pytest.raises(Rejected, match="top card of one of Taroma's towers: a 6"):
        s.apply(play(s, 0, 6, "0.0"))
    with pytest.raises(ValueError):
        new_game("taroma", 1, 1, {"difficulty": "easy"})


def test_both_players_may_build_two_towers_and_block_each_other():
    """'Both players may build up to 2 towers each. As usual, the topmost card on your opponent's
    tower(s) blocks you, and vice-versa.'"""
    s = tpos(row=[7, 3], towers=[[], []], mine=[[7]])
    events = taroma_turn(s)
    first = plays(events)[0]
    assert first["caption"] == "1C" and first["face"] == 3      # the 7 is blocked by your 7


# --------------------------------------------------------------------------- Taroma's turn, step by step

def test_step_1A_complete_a_tower_with_the_highest_face_up_card():
    """'1A. Complete a Tower. Play Taroma's highest face up card to any of Taroma's towers to complete
    it.' Of two cards that complete, the higher; of two towers, the rightmost."""
    s = tpos(row=[2, 9, 4, 3], towers=[[10, 5, 3], [10, 5, 2]])
    events = taroma_turn(s)
    first = plays(events)[0]
    # 3 completes 0 (18+3), 4 completes 1 (17+4): the highest completing card is the 4.
    assert first["caption"] == "1A" and first["face"] == 4 and first["dst"] == "tower.1.1"
    assert len(s.completed[1]) >= 1
    s = tpos(row=[9, 3], towers=[[10, 5, 3], [6, 5, 4, 3]])   # 3 completes both: the rightmost
    first = plays(taroma_turn(s))[0]
    assert first["caption"] == "1A" and first["dst"] == "tower.1.1"


def test_step_1B_play_the_highest_card_to_the_rightmost_tower_possible():
    """'1B. Play Highest Card. Looking at the numeric value of Taroma's face up row cards, Play the
    highest card to one of Taroma's towers, always choosing the rightmost tower possible.'"""
    s = tpos(row=[2, 7, 3], towers=[[5], []])
    first = plays(taroma_turn(s))[0]
    assert first["caption"] == "1B" and first["face"] == 7 and first["dst"] == "tower.1.1"
    s = tpos(row=[2, 7, 3], towers=[[5], [10, 6]])           # 16 + 7 > 21: the next tower left
    first = plays(taroma_turn(s))[0]
    assert first["caption"] == "1B" and first["face"] == 7 and first["dst"] == "tower.1.0"


def test_step_1C_play_the_next_highest_when_the_highest_is_blocked():
    """'1C. Play Next Highest. If the highest card cannot be played (blocked), Play the next highest
    face up card until a card is played.'"""
    s = tpos(row=[2, 7, 6, 3], mine=[[7], [6]])
    first = plays(taroma_turn(s))[0]
    assert first["caption"] == "1C" and first["face"] == 3 and first["dst"] == "tower.1.1"


def test_step_1D_flip_the_rightmost_face_down_card_until_one_can_be_played():
    """'1D. Flip and Play. If no face up cards can be played, flip over Taroma's rightmost face down
    card, one by one, until you can Play a card. Revealed cards remain face up.'"""
    s = tpos(row=[2, 3, 7, 7], up=[3], mine=[[7]])
    row = list(s.hands[1])
    events = taroma_turn(s)
    flips = [e for e in events if e.kind == "flip"]
    # The face-up 7 (index 3) is blocked; flip index 2 (a 7, blocked), then index 1 (a 3): play it.
    assert [f["card"] for f in flips[:2]] == [row[2], row[1]]
    assert all(f["caption"] == "1D" for f in flips[:2])
    first = plays(events)[0]
    assert first["caption"] == "1D" and first["card"] == row[1]
    assert row[2] in s.up                                     # the revealed 7 stays face up


def test_step_1E_draw_face_down_to_the_left_of_the_row():
    """'1E. Draw Face Down. If still no card can be played (all cards are face up or there are no
    cards), Draw a card to the left of Taroma's row, face down.'"""
    s = tpos(row=[7, 7], mine=[[7]], deck=(5, 10, 3))      # you draw the 3; Taroma the 10
    ten = s.deck[-2]
    events = taroma_turn(s)
    draw = [e for e in events if e.kind == "move" and e["src"] == "deck"][0]
    assert draw["caption"] == "1E" and draw["dst"] == "row.1" and draw["index"] == 0 and not draw["face_up"]
    assert draw["card"] == ten and "face" not in draw.data
    # The second action flips that 10 (1D) and starts a tower with it.
    assert [e["card"] for e in events if e.kind == "flip"] == [ten] and ten in s.towers[1][1]


def test_step_1E_with_an_empty_deck_the_action_is_lost():
    s = tpos(row=[7, 7], mine=[[7]], deck=(3,), rest="discard")
    events = taroma_turn(s)                  # you drew the last card: Taroma's last turn, 3 actions
    idle = [e for e in events if e.kind == "taroma_idle"]
    assert len(idle) == 3 and all(e["caption"] == "1E" for e in idle)


def test_step_2_repeat_or_end():
    """'2. Repeat or End. If Taroma has played their last action, their turn ends. Otherwise, repeat
    this process starting from 1A.'"""
    s = tpos(row=[2, 3, 5], towers=[[10], []])
    events = taroma_turn(s)
    steps = [e for e in events if e.kind == "taroma_step"]
    assert [(e["caption"], e["ends_turn"]) for e in steps] == [("2", False), ("2", True)]
    assert len(plays(events)) == 2 and s.actor == 0 and s.turn == 0 and s.actions == 2
    assert events[-1].kind == "turn" and events[-1]["seat"] == 0


def test_taroma_takes_the_extra_action_of_an_8_or_9():
    """'Taroma normally takes 2 actions, but might take more if they play an 8 or 9.'"""
    s = tpos(row=[2, 3, 9], towers=[[10], []])
    events = taroma_turn(s)
    assert len([e for e in events if e.kind == "taroma_step"]) == 3
    assert [e["face"] for e in plays(events)] == [9, 3, 2]


def test_taroma_never_returns():
    """'Taroma never takes the Return action.' Over whole games no card leaves Taroma's towers except to
    be completed."""
    for g in range(12):
        s = new_game("taroma", 1, f"never-return/{g}", {})
        bot = RandomBot(0, g)
        events = list(s.opening_events())
        while not s.is_over:
            events += s.apply(bot_move(s, bot))
        for e in events:
            if e.kind == "move" and e["src"].startswith("tower.1."):
                assert e["dst"] == "completed.1"


# --------------------------------------------------------------------------- effect variances

def test_variance_1_only_on_a_tower_of_19_or_20():
    """'1: Taroma can only play the 1 card on a tower of 19 or 20.'"""
    s = tpos(row=[1], towers=[[10, 8], []], deck=(3, 3, 3))
    events = taroma_turn(s)
    assert not [e for e in plays(events) if e["face"] == 1]   # 18: no; an empty tower: no
    assert [e["caption"] for e in events if e.kind == "move" and e["src"] == "deck"] == ["1E"]
    s = tpos(row=[1, 1], towers=[[10, 9], []])
    events = taroma_turn(s)
    assert [e["face"] for e in plays(events)] == [1, 1] and len(s.completed[1]) == 1


def test_variance_4_taroma_plays_all_its_face_up_4s_it_can():
    """'4: When a 4 is played by Taroma, also play as many of their face up 4 cards as possible to the
    same tower.'"""
    s = tpos(row=[4, 4, 2, 4], towers=[[], [5]])
    events = taroma_turn(s)
    first_play = [e for e in plays(events) if e["caption"] == "1B"]
    assert tower_values(s, 1, 1)[:4] == [5, 4, 4, 4] or len(s.completed[1]) == 1
    assert [e["face"] for e in first_play[:3]] == [4, 4, 4]
    s = tpos(row=[4, 4, 4], towers=[[], [10]])
    taroma_turn(s)
    assert tower_values(s, 1, 1) == [10, 4, 4]                # a third 4 would make 22


def test_variance_5_taroma_discards_its_highest_cards_and_shuffles_the_rest_face_down():
    """'5: When a 5 is played, both players must discard as normal. If Taroma needs to discard, reveal
    any of their face down row cards and discard the highest number card until there are 5 cards
    left. Shuffle and return these, face down, to Taroma's row.'"""
    s = position("taroma", hands=[[5, 2, 2]], row=[10, 2, 9, 3, 6, 7, 3], row_up=[5],
                 towers=[[], []], deck=[3], actions=2)
    events = s.apply(play(s, 0, 5, "0.0"))
    assert sorted(values(s, s.hands[1])) == [2, 3, 3, 6, 7]
    assert values(s, s.deck[-2:]) == [9, 10]                   # the highest ends on top
    kept_up = [c for c in s.hands[1] if s.faces[c] == 7]
    assert s.up == kept_up                                     # the face-up 7 stays face up
    assert all(e["caption"] == "5" for e in events if e.get("seat") == 1 or e.get("zone") == "row.1")
    assert [e for e in events if e.kind == "shuffle"]
    assert s.actor == 0 and s.actions == 1


def test_variance_5_you_discard_first_then_taroma():
    s = position("taroma", hands=[[5, 2, 2, 2, 2, 2, 2]], row=[10, 2, 9, 3, 6, 7], towers=[[], []],
                 deck=[3], actions=2)
    s.apply(play(s, 0, 5, "0.0"))
    assert s.phase == "discard" and s.actor == 0 and len(s.hands[1]) == 6
    s.apply(Discard(0, s.hands[0][0]))
    assert len(s.hands[1]) == 5 and 10 not in values(s, s.hands[1]) and s.phase == "turn"


def test_variance_5_played_by_taroma_waits_for_your_discards_then_taroma_goes_on():
    s = tpos(row=[5, 3], towers=[[], [10]], hand=(2, 2, 2, 2, 2, 2, 2), deck=(3, 3))
    events = s.apply(Draw(0))                                  # 8 cards now
    assert s.phase == "discard" and s.actor == 0 and s.turn == 1 and s.discard_queue == [0]
    five = [e for e in events if e.kind == "move" and e.get("face") == 5][0]
    assert five["caption"] == "1B"
    for _ in range(3):
        events = s.apply(Discard(0, s.hands[0][0]))
    # Taroma's second action follows: the 3 on its tower, then its turn ends.
    assert [e["caption"] for e in events if e.kind == "taroma_step"] == ["2", "2"]
    assert plays(events)[0]["face"] == 3 and s.actor == 0 and s.turn == 0


def test_variance_6_your_6_takes_a_random_card_from_taromas_row():
    """'6: When a 6 is played, shuffle the cards in the opponent's row and draw one at random to the
    active player's row. Then return the remaining cards, face down if to Taroma's row.'"""
    s = position("taroma", hands=[[6, 2]], row=[10, 2, 9], row_up=[0, 1], towers=[[], []], deck=[3],
                 actions=2)
    row = set(s.hands[1])
    s.apply(play(s, 0, 6, "0.0"))
    assert s.phase == "turn" and s.actor == 0 and s.actions == 1      # no Ask: the variance decides
    assert len(s.hands[0]) == 2 and len(s.hands[1]) == 2
    assert set(s.hands[1]) | {s.hands[0][-1]} == row
    assert s.up == []                                                 # returned face down
    assert not any(isinstance(c, Ask) for c in s.legal_commands())


def test_variance_6_taromas_6_takes_a_random_card_from_your_hand():
    s = tpos(row=[6], towers=[[], []], hand=(2, 3, 7))
    before = set(s.hands[0])
    events = taroma_turn(s)
    taken = [e for e in events if e.kind == "move" and e["src"] == "hand.0"]
    assert len(taken) == 1 and taken[0]["dst"] == "row.1" and taken[0]["index"] == 0
    assert taken[0]["caption"] == "1B" and taken[0]["card"] in before
    assert len(s.hands[0]) == 3                                # 3 + the drawn 3 - the taken one


def test_variance_6_with_an_empty_opponent_row_draw_instead():
    """'If an opponent has no cards, Draw a card instead.'"""
    s = position("taroma", hands=[[6]], row=[], towers=[[], []], deck=[10], actions=2)
    s.apply(play(s, 0, 6, "0.0"))
    assert hand_values(s, 0) == [10]


# --------------------------------------------------------------------------- game end

def test_last_round_taroma_takes_three_actions():
    """'When the last card is drawn and the current turn has ended, both players take 1 more turn
    consisting of up to 3 actions.'"""
    s = tpos(row=[2, 3, 7], towers=[[10], []], deck=(3,), rest="discard")
    events = s.apply(Draw(0))
    # You drew the last card: Taroma's last turn comes first, then yours.
    assert s.final and s.actor == 0
    turns = [e for e in events if e.kind == "turn"]
    assert turns[0]["seat"] == 1 and turns[0]["final"] and turns[0]["actions"] == 3
    assert len(plays(events)) == 3 and s.actions == 3 and s.turn == 0
    s.apply(EndTurn(0))
    assert s.is_over


def test_comparison_counts_taromas_completed_bonus_incomplete_and_row():
    """'you win if your score is greater than the total number of yellow kites on Taroma's completed
    towers, bonus cards, incomplete towers, and row (hand).'"""
    s = position("taroma", hands=[[2, 2]], row=[1, 7], towers=[[[3]], [[2, 2]]],
                 completed=[[[10, 5, 6]], [[10, 4, 7]]], bonus=[None, None, None, 0])
    res = s.result()
    # You: 5 + 6 = 2 kites, + Twins 2 = 4. Taroma: 4 (1) + towers 2,2 (2) + row 1 (2) = 5.
    assert res["kites"] == [4, 5] and res["outcome"] == "loss" and res["winners"] == []
    assert res["taroma_breakdown"] == {"completed": 1, "bonus_cards": 0, "towers_and_row": 4}
    s = position("taroma", hands=[[2]], row=[], towers=[[], []], completed=[[[10, 5, 6]], [[10, 4, 7]]],
                 bonus=[None, None, None, 0])
    res = s.result()
    assert res["kites"] == [4, 1] and res["outcome"] == "win" and res["winners"] == [0]


def test_a_tie_with_taroma_goes_to_the_flags_then_is_shared():
    """'In the case of a tie, refer to Game End in the main rules.'"""
    s = position("taroma", row=[], towers=[[], []], completed=[[[10, 5, 6]], [[10, 6, 5]]])
    res = s.result()
    assert res["kites"] == [2, 2] and res["flags"] == [1, 1] and res["outcome"] == "shared"
    assert res["winners"] == [0]
    s = position("taroma", row=[7], towers=[[], []], completed=[[[10, 5, 6]], [[10, 6, 5]]])
    res = s.result()
    assert res["flags"] == [1, 2] and res["outcome"] == "loss"


def test_taroma_is_never_the_actor():
    for g in range(10):
        s = new_game("taroma", 1, f"actor/{g}", {})
        bot = RandomBot(0, g)
        while not s.is_over:
            assert s.actor == 0
            s.apply(bot_move(s, bot))
        assert s.actor is None
        assert isinstance(s.scores(), list) and len(s.scores()) == 2


def test_every_event_of_taromas_turn_names_its_step():
    """Each event Taroma's turn causes carries a caption naming the step, so the table can caption it."""
    plain = {"turn", "last_round", "resume", "game_over"}
    for g in range(15):
        s = new_game("taroma", 1, f"captions/{g}", {})
        bot = RandomBot(0, g)
        batches = [s.opening_events()]
        while not s.is_over:
            batches.append(s.apply(bot_move(s, bot)))
        for events in batches:
            inside = False
            for e in events:
                if e.kind == "turn":
                    inside = e["seat"] == 1
                elif inside and e.kind not in plain:
                    assert e.get("caption") in ("1A", "1B", "1C", "1D", "1E", "2"), e


def test_your_view_hides_taromas_face_down_cards():
    s = tpos(row=[2, 9, 4], up=[1])
    row = s.view(0)["row"]
    assert [c["face_up"] for c in row] == [False, True, False]
    assert "value" not in row[0] and row[1]["value"] == 9
    assert s.view(0)["hand_sizes"][1] == 3 and s.view(0)["taroma"] == 1
