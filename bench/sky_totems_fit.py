"""Fit the Sky Totems expert's evaluation (``COEF`` and ``COEF_DRAGON`` in rules/sky_totems/expert.py).

    python bench/sky_totems_fit.py [--games 3000] [--dragon] [--explore 0.05] [--ridge 0.01]

Plays sensible-bot games (half solo, half two players: the sensible bot plays both alike), with a
random legal command now and then (``--explore``) so that the states a search drifts into are in
the data too. At every turn's start it records each altar's ``features`` and how many points that
altar still made by the end; a ridge regression per number of turns still to play (``turns_left``)
gives the tables, printed as Python to paste into expert.py, with each fit's error on held-out rows
(every fifth). ``--dragon`` fits the Dragon sets (the Dragon in place of the Bird, Wolf or Horse).
"""
from __future__ import annotations

import argparse
import math
import random
from collections import defaultdict

import _common  # noqa: F401
from rules.sky_totems.bots import SensibleBot
from rules.sky_totems.expert import _at_turn_start, features, turns_left
from rules.sky_totems.state import ROUND, TURN, new_game

DRAGON_SETS = (["Dragon", "Wolf", "Horse", "Cat"], ["Bird", "Dragon", "Horse", "Cat"], ["Bird", "Wolf", "Dragon", "Cat"])


def samples(games: int, dragon: bool, explore: float, first: int):
    rows = defaultdict(list)
    for g in range(first, first + games):
        rnd = random.Random(g)
        mode = "solo" if g % 2 else "multi"
        options = {"totems": DRAGON_SETS[g % 3]} if dragon else {}
        s = new_game(mode, 1 if mode == "solo" else 2, f"fit/{g}", options)
        bots = [SensibleBot(p, "fit") for p in range(s.players)]
        seen = []
        while not s.over:
            if s.phase == TURN and s.stage == ROUND and _at_turn_start(s):
                for a in range(s.players):
                    seen.append((a, turns_left(s, a), s.breakdown(a)["total"], features(s, a)))
            legal = s.legal_commands()
            if len(legal) > 1 and rnd.random() < explore:
                c = legal[rnd.randrange(len(legal))]
            else:
                c = bots[s.actor].choose(s.view(s.actor), legal)
            s.apply(c)
        final = s.scores()
        for a, left, now, f in seen:
            if left:
                rows[left].append((f, final[a] - now))
    return rows


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(a)
    m = [a[i][:] + [b[i]] for i in range(n)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(data, ridge: float):
    train = [d for i, d in enumerate(data) if i % 5]
    test = [d for i, d in enumerate(data) if i % 5 == 0]
    k = len(data[0][0])
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for f, y in train:
        for i in range(k):
            if f[i]:
                b[i] += f[i] * y
                row = a[i]
                for j in range(k):
                    row[j] += f[i] * f[j]
    for i in range(1, k):          # the intercept (feature 0) is not shrunk
        a[i][i] += ridge * len(train)
    a[0][0] += 1e-6
    w = solve(a, b)
    rmse = math.sqrt(sum((sum(x * y for x, y in zip(w, f)) - t) ** 2 for f, t in test) / len(test))
    return w, rmse


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--dragon", action="store_true")
    parser.add_argument("--explore", type=float, default=0.05)
    parser.add_argument("--ridge", type=float, default=0.01)
    args = parser.parse_args()
    rows = samples(args.games, args.dragon, args.explore, 100000 if args.dragon else 0)
    name = "COEF_DRAGON" if args.dragon else "COEF"
    print(f"{name}: dict[int, tuple[float, ...]] = {{")
    errors = []
    for left in sorted(rows):
        w, rmse = fit(rows[left], args.ridge)
        errors.append(f"{left}: {rmse:.2f} ({len(rows[left])} rows)")
        print(f"    {left}: ({', '.join(f'{x:.3g}' for x in w)}),")
    print("}")
    print("# held-out error (points) by turns left:", "; ".join(errors))


if __name__ == "__main__":
    main()
