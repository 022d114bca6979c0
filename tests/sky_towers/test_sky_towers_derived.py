"""The state's derived data stays equal to what the fields say: each tower's total and top card's
value (``_sums`` and ``_tops``, kept up to date by the moves instead of looking at the cards again
on the hot paths) and the remembered legal commands, through random games, ``copy`` and
``from_json``."""
from __future__ import annotations

import pytest

from rules.core import RandomBot, bot_move
from rules.sky_towers import SkyTowersState, new_game

CASES = [("multi", 2, None), ("multi", 3, None), ("multi", 4, None), ("light", 1, "easy"), ("light", 1, "hard"),
         ("taroma", 1, "normal"), ("taroma", 1, "hard")]


def totals(s: SkyTowersState) -> list[list[int]]:
    return [[sum(s.faces[c] for c in t) for t in ts] for ts in s.towers]


def tops(s: SkyTowersState) -> list[list[int]]:
    return [[s.faces[t[-1]] if t else 0 for t in ts] for ts in s.towers]


def fresh(s: SkyTowersState) -> list:
    """The legal commands listed afresh, without the remembered list."""
    t = s.copy()
    return t.legal_commands()


@pytest.mark.parametrize("mode,seats,difficulty", CASES)
def test_tower_totals_and_legal_commands_stay_true_through_random_games(mode, seats, difficulty):
    for game in range(6):
        seed = f"derived/{mode}/{seats}/{difficulty}/{game}"
        s = new_game(mode, seats, seed, {"difficulty": difficulty} if difficulty else {})
        bots = [RandomBot(p, seed) for p in range(max(seats, 2))]
        step = 0
        while not s.is_over:
            if s._sums is not None:     # None until first used (setup, from_json)
                assert s._sums == totals(s)
                assert s._tops == tops(s)
            if step % 7 == 0:
                loaded = SkyTowersState.from_json(s.to_json())
                assert loaded._sums is None and loaded._tops is None     # rebuilt on first use, from the fields
                assert loaded.legal_commands() == s.legal_commands() == fresh(s)
                copied = s.copy()
                if s._sums is not None:
                    assert copied._sums == s._sums and copied._sums is not s._sums
                    assert all(a is not b for a, b in zip(copied._sums, s._sums))
                    assert copied._tops == s._tops and all(a is not b for a, b in zip(copied._tops, s._tops))
            s.apply(bot_move(s, bots[s.actor]))
            step += 1
        assert s._sums is None or (s._sums == totals(s) and s._tops == tops(s))


def test_a_copy_changes_its_own_totals_only():
    s = new_game("multi", 2, "derived/copy", {"first": 0})
    s.legal_commands()
    before = [list(x) for x in s._sums]
    tops_before = [list(x) for x in s._tops]
    t = s.copy()
    bots = [RandomBot(p, "derived/copy") for p in range(2)]
    while t.towers == s.towers:
        t.apply(bot_move(t, bots[t.actor]))
    assert s._sums == before == totals(s)
    assert s._tops == tops_before == tops(s)
    assert t._sums == totals(t) and t._tops == tops(t)
