"""Check 5: ``view(seat)`` never holds what that seat may not know.

Each spec declares its hidden parts through ``secrets(state, viewer, rng)``: a copy of ``state`` in
which everything ``viewer`` may not know (other seats' hands and missions, the deck's order, face-down
cards...) is re-dealt at random. A view that changes under such a re-deal shows a secret. The check
also makes sure the re-deal changes the state at some point of the game, for every viewer, so it
can fail. ``viewer`` is each place and ``None`` (a spectator).
"""
from __future__ import annotations

import json
import random

import pytest

from conformance_helpers import case_id, cases, shared_playout, state_json

POSITIONS = 30        # positions per case
DEALS = 2             # re-deals per position and viewer


def _diff(a, b, path="view"):
    """The first place where two JSON-like values differ."""
    if type(a) is not type(b):
        return f"{path}: {json.dumps(a)[:80]} / {json.dumps(b)[:80]}"
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b:
                return f"{path}[{k!r}] only on one side"
            d = _diff(a[k], b[k], f"{path}[{k!r}]")
            if d:
                return d
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{path}: {len(a)} items / {len(b)} items"
        for i, (x, y) in enumerate(zip(a, b)):
            d = _diff(x, y, f"{path}[{i}]")
            if d:
                return d
        return None
    return None if a == b else f"{path}: {json.dumps(a)[:80]} / {json.dumps(b)[:80]}"


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_views_do_not_change_when_what_the_viewer_cannot_know_is_redealt(spec, mode, seats):
    assert spec.secrets is not None, (f"{spec.id} declares no secrets hook: set GameSpec.secrets "
                                      f"(see tests/conformance/README.md)")
    game = shared_playout(spec.id, mode, seats)
    rnd = random.Random(f"secrets/{case_id(spec, mode, seats)}")
    viewers = [None, *range(game.initial.players)]
    changed = {v: 0 for v in viewers}
    for i in game.sample(POSITIONS):
        state = game.states[i]
        before = state_json(state)
        for viewer in viewers:
            seen = state.view(viewer)
            json.dumps(seen)          # a view is plain JSON
            for _ in range(DEALS):
                other = spec.secrets(state, viewer, rnd)
                assert other is not state, "secrets must return a new state"
                assert state_json(state) == before, "secrets changed the state it was given"
                if state_json(other) != before:
                    changed[viewer] += 1
                leak = _diff(seen, other.view(viewer))
                assert leak is None, (f"{case_id(spec, mode, seats)} step {state.step}: the view of "
                                      f"{'a spectator' if viewer is None else f'seat {viewer}'} changes when "
                                      f"its secrets are re-dealt, at {leak}")
    nothing_hidden = getattr(spec.secrets, "nothing_hidden", False)
    if not nothing_hidden:
        never = [v for v, n in changed.items() if not n]
        assert not never, (f"{case_id(spec, mode, seats)}: the secrets hook never changed anything for "
                           f"viewers {never}: it would not find a leak")


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_a_redeal_is_a_position_the_rules_accept(spec, mode, seats):
    """The re-dealt state goes through ``from_json`` (with its consistency check) and plays on."""
    game = shared_playout(spec.id, mode, seats)
    rnd = random.Random(f"redeal/{case_id(spec, mode, seats)}")
    for i in game.sample(6)[:-1]:
        state = game.states[i]
        other = spec.secrets(state, state.actor, rnd)
        twin = type(state).from_json(other.to_json())
        assert twin.inconsistency() is None
        assert twin.actor == state.actor
