"""Sky Towers' expert bot (rules/sky_towers/expert.py): the worlds it searches and positions where it
plays better than the sensible bot. Budgets are small, so the file stays quick."""
from __future__ import annotations

import random
from collections import Counter

from rules.search import Budget
from rules.sky_towers.bots import BOTS, SensibleBot
from rules.sky_towers.cards import composition
from rules.sky_towers.commands import Play
from rules.sky_towers.expert import explain, reward, world
from rules.sky_towers.positions import position
from rules.sky_towers.state import new_game


def _advance(state, steps: int):
    bots = {}
    for _ in range(steps):
        if state.is_over:
            break
        a = state.actor
        bot = bots.setdefault(a, SensibleBot(a, "advance"))
        state.apply(bot.choose(state.view(a), state.legal_commands()))
    return state


def _ids_by_place(state, seat):
    """Card ids the seat's view shows, by place."""
    shown = set(state.hands[seat]) if seat < state.seats else set()
    shown |= {c for ts in state.towers for t in ts for c in t}
    shown |= {c for ts in state.completed for t in ts for c in t}
    return shown


def test_multi_world_deals_exactly_the_unseen_cards_and_keeps_what_the_seat_sees():
    state = _advance(new_game("multi", 3, "expert-world"), 25)
    seat = state.actor
    view = state.view(seat)
    rnd = random.Random(1)
    worlds = [world(view, seat, rnd) for _ in range(6)]
    for w in worlds:
        assert w.inconsistency() is None
        assert w.view(seat) == view
        assert Counter(w.faces) == Counter(composition())
        # What the seat sees is the same cards with the same faces.
        for c in _ids_by_place(state, seat):
            assert w.faces[c] == state.faces[c]
        assert w.hands[seat] == state.hands[seat]
        assert [len(h) for h in w.hands] == [len(h) for h in state.hands]
        assert len(w.deck) == len(state.deck)
        # The unseen faces (other hands and the deck) are the composition minus the seen ones.
        unseen = Counter(composition()) - Counter(state.faces[c] for c in _ids_by_place(state, seat))
        dealt = Counter(w.faces[c] for p, h in enumerate(w.hands) if p != seat for c in h)
        dealt += Counter(w.faces[c] for c in w.deck)
        assert dealt == unseen
        assert w.seed != state.seed
    # The hidden parts really are drawn at random: the other hands differ between worlds.
    other = (seat + 1) % 3
    assert len({tuple(sorted(w.faces[c] for c in w.hands[other])) for w in worlds}) > 1


def test_taroma_world_keeps_the_row_places_and_face_up_cards_and_samples_the_face_down_ones():
    state = position("taroma", hands=[[10, 4, 3]], towers=[[[6]], [[9], [5]]],
                     row=[7, 2, 10, 1, 3], row_up=[1, 3], seed="tw")
    view = state.view(0)
    rnd = random.Random(2)
    seen_down = set()
    for _ in range(20):
        w = world(view, 0, rnd)
        assert w.inconsistency() is None
        assert w.view(0) == view
        assert w.hands[1] == state.hands[1]             # the row's ids stay in their places
        assert sorted(w.up) == sorted(state.up)
        for c in state.up:
            assert w.faces[c] == state.faces[c]
        seen_down.add(tuple(w.faces[c] for c in state.hands[1] if c not in state.up))
    assert len(seen_down) > 1, "Taroma's face-down row cards must be sampled, not copied"


def test_light_world_keeps_the_discard_pile_and_samples_the_cards_set_aside():
    state = _advance(new_game("light", 1, "lw"), 20)
    view = state.view(0)
    w = world(view, 0, random.Random(3))
    assert w.inconsistency() is None
    assert w.view(0) == view
    assert w.discard == state.discard and len(w.out) == len(state.out) and len(w.deck) == len(state.deck)
    assert w.legal_commands() == state.legal_commands()


def _choices(state, seat, iterations):
    view = state.view(seat)
    expert = BOTS["expert"](seat, "pos", budget=Budget(iterations=iterations))
    sensible = SensibleBot(seat, "pos")
    return expert.choose(view, state.legal_commands()), sensible.choose(view, state.legal_commands())


def test_expert_completes_the_tower_that_takes_the_lucky_bonus_on_the_last_turn():
    # "After you complete a tower as described on a bonus card, take it" (Lucky: exactly three 7s, 4
    # kites) and "The player with the most yellow kites on their completed tower cards and bonus cards
    # wins." Seat 0 has 2 kites, seat 1 has 4; seat 0's last turn is the game's last. Completing
    # 10+4+7 gives 1 kite (3: loses); completing 7+7+7 takes the Lucky card's 4 (6: wins). The sensible
    # bot counts only the tower's own kites and takes the first.
    state = position("multi", 2, hands=[[7, 2], [3]], towers=[[[7, 7], [10, 4]], []],
                     completed=[[[10, 6, 5]], [[10, 5, 6], [7, 7, 4, 3]]], final=True, final_queue=[0],
                     actions=3, rest="out", seed="lucky")
    kites = state.scores()
    assert kites[0] < kites[1]
    expert, sensible = _choices(state, 0, 120)
    assert isinstance(sensible, Play) and sensible.tower == "0.1"
    assert isinstance(expert, Play) and expert.tower == "0.0"
    after = state.copy()
    after.apply(expert)
    assert after._kites(0) > kites[1]
    assert explain(state.view(0), expert, None) == "completes a tower of 21 (0 kites) and takes Lucky"
    assert explain(state.view(0), sensible, None) == "completes a tower of 21 (1 kite)"


def test_expert_takes_the_sky_bonus_in_light():
    # Light: "Your score is the total number of completed towers and bonus cards." A tower "of only
    # 1s, 2s and 3s" takes the Sky bonus card (and, being "of exactly two different values", Twins):
    # completing that tower scores 3, the other 1. The deck
    # is empty and only one 3 is in hand, so only one of the two towers can be completed.
    state = position("light", 1, hands=[[3]], towers=[[[2, 2, 3, 3, 2, 3, 3], [10, 5, 3]]], rest="discard",
                     seed="sky")
    expert, _ = _choices(state, 0, 80)
    assert isinstance(expert, Play) and expert.tower == "0.0"
    after = state.copy()
    after.apply(expert)
    assert after.result()["score"] == 3


def test_light_reward_is_the_normalised_score_and_multi_reward_follows_the_win():
    state = position("light", 1, completed=[[[10, 5, 6], [7, 7, 7]]], rest="discard", phase="over", over=True,
                     bonus=[0, None, None, None], seed="r")
    assert state.result()["score"] == 3
    r = reward(state)
    assert len(r) == 1 and 0 < r[0] < 1
    done = position("multi", 2, completed=[[[10, 5, 6]], []], rest="out", phase="over", over=True, seed="m")
    a, b = reward(done)
    assert a > 0.9 and b < 0.1
