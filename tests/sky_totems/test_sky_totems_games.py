"""Sky Totems over whole games: what ``tests/conformance`` cannot check for every game.

The conformance suite plays every mode and seat count with the default totems and checks, for every
game, ``inconsistency()`` after every command, the protocol, JSON round trips and copies,
determinism, legality on mutations and junk, and that a view does not change when what its seat may
not know is re-dealt (``rules/sky_totems/secrets.py``). Legality with Sky Totems' own variants of
every command is ``test_sky_totems_legality.py``. Left here: games with every choice of totems
(derived data included, ending after round 10), what views do show (the missions to their owner,
everything at the end), and the bots.
"""
import random
import time

import pytest

from rules.core import RandomBot, bot_move
from rules.sky_totems import BOTS, new_game
from rules.sky_totems.positions import check_invariants
from rules.sky_totems.secrets import scramble

CASES = [("solo", 1), ("multi", 2), ("multi", 3), ("multi", 4)]
TOTEM_SETS = [["Bird", "Wolf", "Horse", "Cat"], ["Bird", "Wolf", "Cat", "Dragon"],
              ["Wolf", "Horse", "Cat", "Dragon"], ["Bird", "Wolf", "Horse", "Dragon"]]


def play(mode, seats, seed, totems, levels=("random",), every=None):
    """Play a bot game; ``every(state)`` runs before each command. Returns the final state."""
    s = new_game(mode, seats, seed, {"totems": totems})
    bots = [BOTS[levels[p % len(levels)]](p, seed) for p in range(s.players)]
    while not s.is_over:
        if every:
            every(s)
        s.apply(bot_move(s, bots[s.actor]))
    return s


@pytest.mark.parametrize("mode,seats", CASES)
def test_games_with_every_choice_of_totems_keep_the_invariants(mode, seats):
    # The conformance suite plays the default totems only: here each set, the Dragon's hoard among them.
    # check_invariants: positions.problems (pedestals conserved, stacks of one design unless the hoard
    # allows, connected clouds, a Cat on every stack of 6+...) and derived data that matches the fields.
    for g, totems in enumerate(TOTEM_SETS):
        s = play(mode, seats, f"inv/{mode}/{seats}/{g}", totems,
                 levels=("sensible", "random") if g % 2 else ("random",), every=check_invariants)
        check_invariants(s)
        assert s.over and s.round == 10
        result = s.result()
        if mode == "solo":
            assert result["total"] == sum(result["scores"]) and result["rank"]


# ------------------------------------------------------------------ what views show

def test_own_and_solo_views_show_the_missions():
    s = new_game("multi", 2, 3)
    assert all("mission" in c for c in s.view(0)["altars"][0]["hand"])
    s = new_game("solo", 1, 3)
    for seat in (0, 1):
        assert all("mission" in c for a in s.view(seat)["altars"] for c in a["hand"])
    assert all(set(c) == {"id"} for a in s.view(None)["altars"] for c in a["hand"])


def test_finished_game_shows_everything_and_the_result():
    s = play("multi", 2, "over", TOTEM_SETS[0])
    v = s.view(1)
    assert v["over"] and v["result"] == s.result()
    assert all("mission" in c for a in v["altars"] for c in a["missions"])


# ------------------------------------------------------------------ bots

def test_sensible_bot_decides_from_the_view_only_and_quickly():
    worst = 0.0

    def watch(s):
        nonlocal worst
        seat = s.actor
        legal = s.legal_commands()
        start = time.perf_counter()
        choice = BOTS["sensible"](seat, "b").choose(s.view(seat), legal)
        worst = max(worst, time.perf_counter() - start)
        assert choice in legal
        if s.step % 5 == 0:          # what the seat may not know re-dealt: the same choice
            t = scramble(s, seat, random.Random(s.step))
            assert BOTS["sensible"](seat, "b").choose(t.view(seat), t.legal_commands()) == choice

    for g, (mode, seats) in enumerate(CASES):
        play(mode, seats, f"bot/{g}", TOTEM_SETS[g], levels=("sensible",), every=watch)
    assert worst < 0.25


def test_sensible_bot_beats_the_random_bot():
    wins = 0
    for g in range(6):
        s = play("multi", 2, f"duel/{g}", TOTEM_SETS[g % 4], levels=("sensible", "random") if g % 2 else
                 ("random", "sensible"))
        sensible = 0 if g % 2 else 1
        wins += sensible in s.result()["winners"]
    assert wins >= 5


def test_bots_offered_for_every_level():
    assert set(BOTS) == {"random", "sensible", "expert"} and BOTS["random"] is RandomBot
    assert BOTS["expert"].level == "expert"
