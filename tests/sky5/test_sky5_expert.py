"""Sky 5's expert bot (rules/sky5/expert.py): its worlds, its lean playouts, and a position it wins.

Rulebook sentences quoted come from docs/rulebooks/sky-5.txt."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.search import Budget
from rules.sky5 import expert
from rules.sky5.bots import BOTS, SensibleBot
from rules.sky5.cards import composition
from rules.sky5.commands import Bank, Draw
from rules.sky5.positions import position
from rules.sky5.state import new_game


def _sensible_game(seed, players=2, until=None):
    """A sensible-bot game from ``seed``, stopped at step ``until`` (None: played out)."""
    s = new_game("multi", players, seed, {})
    bots = [SensibleBot(p, seed) for p in range(players)]
    while not s.is_over and (until is None or s.step < until):
        s.apply(bots[s.actor].choose(s.view(s.actor), s.legal_commands()))
    return s


def _faces(state, ids):
    return Counter(tuple(state.faces[c]) for c in ids)


def test_the_expert_is_listed():
    assert BOTS["expert"] is expert.ExpertBot


@pytest.mark.parametrize("players", [2, 4])
def test_a_world_deals_exactly_the_unseen_cards_and_keeps_what_the_view_shows(players):
    s = _sensible_game("expert/world", players, until=40)
    seat = s.actor
    view = s.view(seat)
    w = expert.world(view, seat, random.Random(1))
    assert w.inconsistency() is None
    assert w.view(seat) == view
    # Every card the seat sees keeps its face and place.
    for p in range(players):
        assert w.rows[p] == s.rows[p]
        assert [w.faces[c] for c in w.rows[p]] == [s.faces[c] for c in s.rows[p]]
    assert [w.faces[c] for c in w.banks[seat]] == [s.faces[c] for c in s.banks[seat]]
    assert [w.faces[c] for c in w.discard] == [s.faces[c] for c in s.discard]
    # The hidden places (deck, removed cards, the others' banks) hold exactly the unseen cards.
    def hidden(state):
        ids = state.deck + state.removed + [c for p in range(players) if p != seat for c in state.banks[p]]
        return _faces(state, ids)
    assert hidden(w) == hidden(s)
    assert len(w.deck) == len(s.deck) and len(w.removed) == len(s.removed)
    # ... dealt at random: another draw puts other faces in the deck, and a fresh seed for the die.
    w2 = expert.world(view, seat, random.Random(2))
    assert [w.faces[c] for c in w.deck] != [w2.faces[c] for c in w2.deck]
    assert w.seed != w2.seed and str(w.seed).startswith("world/")


def test_the_playout_policy_is_the_sensible_bot():
    for g in range(8):
        s = new_game("multi", 2 + g % 4, f"expert/policy/{g}", {})
        bot = [SensibleBot(p) for p in range(s.players)]
        while not s.is_over:
            cmd = bot[s.actor].choose(s.view(s.actor), s.legal_commands())
            assert expert.policy(s, None) == cmd
            s.apply(cmd)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_lean_rules_finish_a_game_as_the_full_rules_do(players):
    """Given the same die rolls, ``_Sim`` ends a sensible game with the same scores and cards."""
    for g in range(40):
        seed = f"expert/sim/{players}/{g}"
        s = _sensible_game(seed, players, until=random.Random(seed).randrange(60))
        while s.phase != "turn" and not s.is_over:
            s.apply(expert.policy(s, None))
        if s.is_over:
            continue
        start, rolls = s.copy(), []
        while not s.is_over:
            events = s.apply(expert.policy(s, None))
            rolls += [e.data["value"] for e in events if e.kind == "die"]
        it = iter(rolls)
        score, cards = expert._Sim(start, lambda: next(it)).run()
        assert (score, cards) == (s.result()["scores"], s.result()["cards"])


def test_while_the_deck_is_long_the_expert_keeps_the_sensible_move():
    s = _sensible_game("expert/midgame", until=10)
    while len(s.legal_commands()) < 2:
        s.apply(expert.policy(s, None))
    bot = expert.ExpertBot(s.actor, "t", budget=Budget(iterations=50))
    view = s.view(s.actor)
    assert bot.choose(view, s.legal_commands()) == SensibleBot(s.actor).choose(view, s.legal_commands())
    assert bot.last.iterations == 0           # no search was needed
    assert bot.explain(view)                  # the hint still has a reason


@pytest.mark.parametrize("seed", ["a", "b", "c"])
def test_with_one_card_left_the_expert_draws_it_to_bank_last(seed):
    """"After the last card is drawn, all players take one final turn where they must attempt to
    bank their cards." With one card left and a green 5 face up (nothing banked yet), banking now
    lets the opponent draw the last card and bank it in the final round; drawing it instead keeps
    it (or gives it away) and the opponent, with no face-up cards, has nothing to bank. The
    sensible bot banks as soon as a number shows; the expert draws."""
    s = position(2, rows=[["G5"], []], deck=["R2"], turn=0)
    view, legal = s.view(0), s.legal_commands()
    assert SensibleBot(0).choose(view, legal) == Bank(0)
    bot = expert.ExpertBot(0, seed, budget=Budget(iterations=200))
    assert bot.choose(view, legal) == Draw(0)
    stats = bot.last.stats_of(Draw(0))
    assert stats.value > bot.last.stats_of(Bank(0)).value
    assert bot.explain(view).startswith("draws the last card")


def test_a_search_is_reproducible():
    s = position(2, rows=[["G5", "Y2"], []], deck=["R2", "B3"], turn=0)
    picks = set()
    for _ in range(2):
        bot = expert.ExpertBot(0, "same", budget=Budget(iterations=60))
        bot.choose(s.view(0), s.legal_commands())
        picks.add(tuple((m.command, m.visits, m.value) for m in bot.last.moves))
    assert len(picks) == 1
