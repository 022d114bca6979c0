"""What issue 4's 1,000 random 2-player Sky Towers games a second takes: a bare loop that does it.

    python bench/sky_towers_bare_loop.py [--seconds 6]

The rules layer (``python bench/bot_games.py --game sky-towers``) plays ~200 such games a second,
~8 µs a command. This script plays the same games (uniformly random players, the same legal choices,
~630 decisions a game) in one function over plain lists of card values, specialised for two players,
with running tower totals and a table of which values fit which tower. It reaches the target, so the
target is a matter of architecture, not of CPython: 1,000 games a second leaves ~1.6 µs a decision,
about what this loop spends, while the rules layer also builds a command object per decision, checks
it, returns events for the table to animate and draws every random choice from the seed and the step.
Those are what the product needs, so the rules layer keeps them; this loop is a measurement only and
nothing else uses it. Its last round is simplified (no resumption after a 5), which cannot slow it.
"""
from __future__ import annotations

import argparse
import random
import time
from itertools import combinations

# 50 tower cards, as rules/sky_towers/cards.py builds them (RULES-DECISIONS.md).
DECK = [1] * 5 + [2] * 9 + [3] * 9 + [4] * 5 + [5] * 5 + [6] * 5 + [7] * 5 + [8] + [9] + [10] * 5
# FITS[room][top]: the values a tower takes with ``room`` left below 21 and ``top`` showing (0:
# empty): never over 21, a 10 only as the first card, only a 1 on a 1.
FITS = [[frozenset(v for v in range(1, 11) if v <= room and (not top or (v != 10 and (top != 1 or v == 1))))
         for top in range(11)] for room in range(22)]
MINE, THEIRS, FOURS = range(3)


def play_game(seed: int) -> int:
    """One 2-player game between uniformly random players; the number of decisions taken."""
    r = random.Random(seed)
    rand = r.random
    deck = DECK[:]
    r.shuffle(deck)
    hands = [[deck.pop() for _ in range(5)] for _ in range(2)]
    towers = [[[], []], [[], []]]
    totals = [[0, 0], [0, 0]]
    turn, decisions, last_turns = 0, 0, None
    while True:
        actions = 3 if last_turns is not None else 2
        hand, mine, mine_t = hands[turn], towers[turn], totals[turn]
        theirs, theirs_t = towers[1 - turn], totals[1 - turn]
        while actions > 0:
            b0 = theirs[0][-1] if theirs[0] else 0      # the opponent's tops block
            b1 = theirs[1][-1] if theirs[1] else 0
            fit0 = FITS[21 - mine_t[0]][mine[0][-1] if mine[0] else 0]
            fit1 = FITS[21 - mine_t[1]][mine[1][-1] if mine[1] else 0]
            plays = []
            for i, v in enumerate(hand):
                if v == b0 or v == b1:
                    continue
                if v in fit0:
                    plays.append((i, MINE, 0))
                if v in fit1:
                    plays.append((i, MINE, 1))
                if v == 8 or v == 9:
                    if b0 and b0 != 1 and theirs_t[0] + v <= 21:
                        plays.append((i, THEIRS, 0))
                    if b1 and b1 != 1 and theirs_t[1] + v <= 21:
                        plays.append((i, THEIRS, 1))
            if 4 != b0 and 4 != b1 and hand.count(4) > 1:
                fours = [i for i, v in enumerate(hand) if v == 4]
                for k in (0, 1):
                    if not (mine[k] and mine[k][-1] == 1):
                        for m in range(2, min(len(fours), (21 - mine_t[k]) // 4) + 1):
                            plays.extend((group, FOURS, k) for group in combinations(fours, m))
            draws = 1 if deck else 0
            returns = [k for k in (0, 1) if mine[k]]
            choices = len(plays) + draws + len(returns)
            decisions += 1
            if not choices:
                break
            x = int(rand() * choices)
            actions -= 1
            if x < len(plays):
                which, kind, k = plays[x]
                if kind == FOURS:
                    values = [4] * len(which)
                    for i in sorted(which, reverse=True):
                        hand.pop(i)
                else:
                    values = [hand.pop(which)]
                tower_row, total_row = (theirs, theirs_t) if kind == THEIRS else (mine, mine_t)
                tower_row[k].extend(values)
                total_row[k] += sum(values)
                if total_row[k] == 21:
                    tower_row[k], total_row[k] = [], 0
                v = values[0]
                if v == 8 or v == 9:
                    actions += 1
                elif v == 5:
                    for p in (turn, 1 - turn):
                        h = hands[p]
                        while len(h) > 5:
                            decisions += 1
                            deck.append(h.pop(int(rand() * len(h))))
                elif v == 6:
                    decisions += 1
                    # Ten asks (one per value) or, with a deck, a draw: uniformly, as the rules list them.
                    pick = int(rand() * (11 if deck else 10))
                    if pick == 10:
                        hand.append(deck.pop())
                    elif pick + 1 in hands[1 - turn]:
                        hands[1 - turn].remove(pick + 1)
                        hand.append(pick + 1)
            elif x < len(plays) + draws:
                hand.append(deck.pop())
            else:
                k = returns[x - len(plays) - draws]
                hand.extend(mine[k])
                mine[k], mine_t[k] = [], 0
        if last_turns is not None:
            last_turns -= 1
            if last_turns == 0:
                return decisions
        elif not deck:
            last_turns = 2
        turn = 1 - turn


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=6.0)
    args = parser.parse_args()
    best, per_game = 0.0, 0.0
    for run in range(3):
        games = decisions = 0
        start = time.perf_counter()
        while time.perf_counter() - start < args.seconds / 3:
            decisions += play_game(run * 1_000_000 + games)
            games += 1
        best = max(best, games / (time.perf_counter() - start))
        per_game = decisions / games
    print("Sky Towers, 2 players, uniformly random players, a bare loop (one core, best of 3)")
    print(f"{best:8.0f} games/s   {per_game:6.1f} decisions/game   {1e6 / (best * per_game):5.2f} µs a decision")
    print("Compare: python bench/bot_games.py --game sky-towers (the rules layer itself).")


if __name__ == "__main__":
    main()
