"""How much skill 2-player Sky 5 leaves: simple draw-or-bank rules against the sensible bot.

    python bench/sky5_policies.py [--games 6000]

Each rule plays one seat, the sensible bot the other (seats alternate), through the expert's lean
copy of the rules (``rules.sky5.expert._Sim``: the same turns, gives, busts, takes, Sky Five! and
final round as ``state.py``, with a die of its own). Only the draw-or-bank choice differs; gives and
takes stay the sensible bot's. It prints each rule's share of the wins with a 95 % interval.

Why it is here: the expert's target against sensible is 60 % in Sky 5. The sensible rule (draw
only while no number from 1 to 6 shows, then attempt to bank) turns out to be the best of every
rule below but one, by a wide margin over the ones that push their luck; that one, drawing the
deck's last card whatever the row, is worth about one point of win share (measured: 49.5 % for the
mirror, 50.7 % for it, +- 1.3, 6000 games each). Chasing a Sky Five! (five colours bank without
the die, and in 2-player games a repeated colour mostly goes to the other row rather than busting
yours) loses too: 30 % from two colours, 48-49 % from three or four. Where the best alternative
to a move is worth that little, no search can reach 60 % against it: the die decides.
"""
from __future__ import annotations

import argparse
import math
import random
import sys

import _common  # noqa: F401
from rules.sky5.cards import DIE_FACES
from rules.sky5.expert import _Sim
from rules.sky5.state import new_game


class _Duel(_Sim):
    """``_Sim`` with one seat (``me``) deciding draw-or-bank by ``rule(sim, seat, row)``."""

    __slots__ = ("me", "rule")

    def _draws(self, seat, row) -> bool:
        return self.rule(self, seat, row) if seat == self.me else self._wants_draw(row)


def _numbers(row) -> set:
    return {number for _, number in row if number}


def sensible(sim, seat, row) -> bool:
    return not _numbers(row)


def draw_while(numbers: int, below: int):
    """Draw while at most ``numbers`` numbers show and the row is worth less than ``below``."""
    def rule(sim, seat, row):
        return len(_numbers(row)) <= numbers and sum(n for _, n in row) < below
    rule.__doc__ = f"draw while <= {numbers} number(s) show and the row is worth < {below}"
    return rule


def last_card(sim, seat, row) -> bool:
    return not _numbers(row) or len(sim.deck) == 1


def behind_late(gap: int, deck: int):
    def rule(sim, seat, row):
        nums = _numbers(row)
        if not nums:
            return True
        other = 1 - seat
        mine = sim.score[seat] + sum(n for _, n in row)
        theirs = sim.score[other] + sum(n for _, n in sim.rows[other])
        return len(sim.deck) <= deck and theirs - mine >= gap and len(nums) <= 1
    rule.__doc__ = f"sensible, but behind by {gap}+ with <= {deck} cards left: draw on one number"
    return rule


def chase_sky_five(colours: int, bust: float):
    """Keep drawing toward a Sky Five! (five colours bank without the die) once ``colours`` show,
    while a draw busts with at most ``bust`` chance (a colour both rows show, about 1 in 5 each)."""
    def rule(sim, seat, row):
        if not _numbers(row):
            return True
        mine = {b for b, _ in row if b}
        theirs = {b for b, _ in sim.rows[1 - seat] if b}
        return len(mine) >= colours and len(mine & theirs) / 5 * 0.94 <= bust
    rule.__doc__ = f"chase a Sky Five! once {colours} colours show, while a draw busts <= {bust:.0%}"
    return rule


sensible.__doc__ = "sensible: draw only while no number from 1 to 6 shows"
last_card.__doc__ = "sensible, and always draw the deck's last card"
RULES = [sensible, last_card, behind_late(5, 10), behind_late(10, 20), draw_while(1, 2), draw_while(1, 4),
         draw_while(1, 99), draw_while(2, 8),
         chase_sky_five(2, 0.2), chase_sky_five(3, 0.0), chase_sky_five(4, 0.2)]


def share(rule, games: int) -> float:
    wins = 0.0
    for g in range(games):
        state = new_game("multi", 2, seed=f"policies/{g}")
        rnd = random.Random(f"policies/{g}/die")
        sim = _Duel(state, lambda: DIE_FACES[rnd.randrange(len(DIE_FACES))])
        sim.me, sim.rule = g % 2, rule
        score, cards = sim.run()
        me, other = (score[sim.me], cards[sim.me]), (score[1 - sim.me], cards[1 - sim.me])
        wins += 1.0 if me > other else 0.5 if me == other else 0.0
    return wins / games


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6000)
    args = parser.parse_args()
    print(f"2-player Sky 5, {args.games} games a rule, against the sensible bot (seats alternate)")
    for rule in RULES:
        p = share(rule, args.games)
        half = 1.96 * math.sqrt(p * (1 - p) / args.games)
        print(f"  {p * 100:5.1f} % +- {half * 100:.1f}   {rule.__doc__}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
