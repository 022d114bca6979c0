"""Check 6: an ``expert`` bot (``rules.search``) searches worlds its seat cannot tell from the game.

A game's expert gets only its seat's view; ``hooks.world(view, seat, rnd)`` builds the full states it
searches. Being handed the view alone, a world cannot lean on the true hidden cards; what is checked
here is that it is a real position (``inconsistency()``), that its view for the seat is the view it
was built from, that the seat has the same legal commands there (they are the search's root), and
that the hidden parts really are drawn (two draws differ somewhere in the game, for a game that
hides anything). Then a tiny search, twice from the same seed, picks the same legal command.
"""
from __future__ import annotations

import json
import random

import pytest

from conformance_helpers import case_id, cases, cmd_key, shared_playout, state_json
from rules.search import Budget

POSITIONS = 12


def _expert_cases():
    return [c for c in cases() if "expert" in c.values[0].bots]


def _worlds(spec):
    return spec.bots["expert"].hooks.world


@pytest.mark.parametrize("spec, mode, seats", _expert_cases())
def test_a_world_is_a_position_the_seat_cannot_tell_from_the_game(spec, mode, seats):
    game = shared_playout(spec.id, mode, seats)
    world = _worlds(spec)
    rnd = random.Random(f"worlds/{case_id(spec, mode, seats)}")
    differed = False
    for i in game.sample(POSITIONS):
        state = game.states[i]
        if state.is_over:
            continue
        seat = state.actor
        view = state.view(seat)
        frozen = json.dumps(view, sort_keys=True)
        a, b = world(view, seat, rnd), world(view, seat, rnd)
        assert json.dumps(view, sort_keys=True) == frozen, "world() changed the view it was given"
        for w in (a, b):
            assert w.inconsistency() is None, f"step {state.step}: {w.inconsistency()}"
            assert json.dumps(w.view(seat), sort_keys=True) == frozen, (
                f"{case_id(spec, mode, seats)} step {state.step}: the world's view differs from the seat's")
            assert sorted(map(cmd_key, w.legal_commands())) == sorted(map(cmd_key, state.legal_commands()))
        differed |= state_json(a) != state_json(b)
    nothing_hidden = getattr(spec.secrets, "nothing_hidden", False)
    assert differed or nothing_hidden, "two worlds drawn from the same views never differed"


@pytest.mark.parametrize("spec, mode, seats", _expert_cases())
def test_a_small_search_is_reproducible_and_legal(spec, mode, seats):
    game = shared_playout(spec.id, mode, seats)
    state = next(s for s in game.states if not s.is_over and len(s.legal_commands()) > 1)
    seat = state.actor
    picks = []
    for _ in range(2):
        bot = spec.bots["expert"](seat, "conformance", budget=Budget(iterations=12))
        picks.append(cmd_key(bot.choose(state.view(seat), state.legal_commands())))
    assert picks[0] == picks[1]
    assert picks[0] in {cmd_key(c) for c in state.legal_commands()}


@pytest.mark.parametrize("spec, mode, seats", _expert_cases())
def test_a_decision_the_expert_does_not_search_is_the_sensible_move(spec, mode, seats):
    """``Hooks.searches``: where a game's expert keeps the sensible move, it plays exactly that move
    and spends no iterations; elsewhere it searches."""
    hooks = spec.bots["expert"].hooks
    if hooks.searches is None:
        pytest.skip(f"{spec.id}'s expert searches every decision")
    game = shared_playout(spec.id, mode, seats)
    seen = set()
    for i in game.sample(POSITIONS):
        state = game.states[i]
        legal = state.legal_commands()
        if state.is_over or len(legal) < 2:
            continue
        seat = state.actor
        view = state.view(seat)
        bot = spec.bots["expert"](seat, "kept", budget=Budget(iterations=4))
        choice = bot.choose(view, legal)
        if hooks.searches(view):
            seen.add("searched")
            assert bot.last.iterations > 0
        else:
            seen.add("kept")
            assert choice == hooks.prior(view, seat, legal)
            assert bot.last.iterations == 0
    assert seen, "no decision with a choice in the sampled positions"
