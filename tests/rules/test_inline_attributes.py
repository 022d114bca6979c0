"""Sky Towers' and Sky Totems' states keep at most 29 plain attributes (the rest are slots): CPython
3.11 keeps an object's attributes inline, under names its class shares, for at most 29 names, and
past that each state gets a dict of its own and every method lookup on it misses the interpreter's
cache (~5 % of a play-out's instructions, see docs/performance.md). A 30th field would lose that silently."""
from __future__ import annotations

import random

import pytest

from rules.sky_totems.state import new_game as new_totems
from rules.sky_towers.state import new_game as new_towers

INLINE_MOST = 29

STATES = [
    ("sky-towers multi", lambda: new_towers("multi", 4, seed=1)),
    ("sky-towers light", lambda: new_towers("light", 1, seed=1)),
    ("sky-towers taroma", lambda: new_towers("taroma", 1, seed=1)),
    ("sky-totems solo", lambda: new_totems("solo", 1, seed=1)),
    ("sky-totems multi", lambda: new_totems("multi", 4, seed=1)),
]


@pytest.mark.parametrize("name, make", STATES, ids=[name for name, _ in STATES])
def test_a_states_plain_attributes_stay_inline(name, make):
    state = make()
    pick = random.Random(7)
    for _ in range(60):         # attributes set during play count too
        if state.is_over:
            break
        state.apply(pick.choice(state.legal_commands()))
    for made in (state, state.copy(), type(state).from_json(state.to_json())):
        assert len(vars(made)) <= INLINE_MOST, sorted(vars(made))
        # and nothing is lost to the slots: the snapshot says the same
        assert made.to_json() == state.to_json()
