"""An upper bound on random-bot Sky Towers games per second in CPython, for issue 4's target.

    python bench/sky_towers_bound.py [--seconds 3]

The rules layer (``bench/bot_games.py``) plays 2-player games between uniformly random players at
~200 games a second. This script asks how fast *any* pure-Python loop can play the same games: it
keeps only what a uniformly random player needs (the legal choices and their effects on plain lists
of card values) and drops everything the product needs and this bound does not: command objects,
events for the table, rejection reasons, bonus cards, seat views, per-step seeded randomness (one
``random.Random`` per game instead). Every simplification makes it faster than the real thing, so
its figure is a ceiling for the architecture, not a target. It is not used by the game.

Both loops average ~630 decisions a game: uniformly random players return towers and play 5s, which
put cards back on the deck, so the deck runs out late.
"""
from __future__ import annotations

import argparse
import random
import time
from itertools import combinations

# 50 tower cards, as rules/sky_towers/cards.py builds them (RULES-DECISIONS.md).
DECK = [1] * 5 + [2] * 9 + [3] * 9 + [4] * 5 + [5] * 5 + [6] * 5 + [7] * 5 + [8] + [9] + [10] * 5
PLAY, PLAY_FOURS, DRAW, RETURN = range(4)


def choices(hand: list[int], mine: list[list[int]], theirs: list[list[int]], deck: list[int]) -> list[tuple]:
    """The legal actions of a 2-player turn, as the rules list them (one Play per card and tower)."""
    blocked = {t[-1] for t in theirs if t}
    out = []
    for k, t in enumerate(mine):
        room, top = 21 - sum(t), (t[-1] if t else 0)
        for i, v in enumerate(hand):
            if v in blocked or v > room or (top and (v == 10 or (top == 1 and v != 1))):
                continue
            out.append((PLAY, (i,), mine, k))
    for i, v in enumerate(hand):
        if v in (8, 9) and v not in blocked:
            out.extend((PLAY, (i,), theirs, k) for k, t in enumerate(theirs)
                       if t and t[-1] != 1 and sum(t) + v <= 21)
    fours = [i for i, v in enumerate(hand) if v == 4]
    if len(fours) > 1 and 4 not in blocked:
        for k, t in enumerate(mine):
            if not (t and t[-1] == 1):
                for m in range(2, min(len(fours), (21 - sum(t)) // 4) + 1):
                    out.extend((PLAY_FOURS, g, mine, k) for g in combinations(fours, m))
    if deck:
        out.append((DRAW,))
    out.extend((RETURN, k) for k, t in enumerate(mine) if t)
    return out


def play_game(seed: int) -> int:
    """One 2-player game between uniformly random players; the number of decisions taken."""
    r = random.Random(seed)
    deck = DECK[:]
    r.shuffle(deck)
    hands = [[deck.pop() for _ in range(5)] for _ in range(2)]
    towers = [[[], []], [[], []]]
    turn, decisions, last_turns = 0, 0, None
    while True:
        actions = 3 if last_turns is not None else 2
        hand = hands[turn]
        while actions > 0:
            options = choices(hand, towers[turn], towers[1 - turn], deck)
            decisions += 1
            if not options:
                break
            kind, *rest = options[r.randrange(len(options))]
            actions -= 1
            if kind == DRAW:
                hand.append(deck.pop())
            elif kind == RETURN:
                tower = towers[turn][rest[0]]
                hand.extend(tower)
                tower.clear()
            else:
                picked, owner, k = rest
                values = [hand[i] for i in picked]
                for i in sorted(picked, reverse=True):
                    hand.pop(i)
                owner[k].extend(values)
                if sum(owner[k]) == 21:
                    owner[k] = []
                v = values[0]
                if v in (8, 9):
                    actions += 1
                elif v == 5:
                    for p in (turn, 1 - turn):
                        while len(hands[p]) > 5:
                            decisions += 1
                            deck.append(hands[p].pop(r.randrange(len(hands[p]))))
                elif v == 6:
                    decisions += 1
                    # Ten asks (one per value) or a draw, uniformly, as the rules list them.
                    if r.randrange(11) < 10:
                        want, other = r.randrange(1, 11), hands[1 - turn]
                        if want in other:
                            other.remove(want)
                            hand.append(want)
                    elif deck:
                        hand.append(deck.pop())
        if last_turns is not None:
            last_turns -= 1
            if last_turns == 0:
                return decisions
        elif not deck:
            last_turns = 2
        turn = 1 - turn


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
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
    print("Sky Towers, 2 players, uniformly random players: the bare-loop ceiling (one core, best of 3)")
    print(f"{best:8.0f} games/s   {per_game:6.1f} decisions/game   {best * per_game / 1000:6.0f}k decisions/s")
    print("Compare: python bench/bot_games.py --game sky-towers (the rules layer itself).")


if __name__ == "__main__":
    main()
