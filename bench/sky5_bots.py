"""Sky 5 bot against bot: how often the sensible bot wins against random ones.

    python bench/sky5_bots.py [--games 400]

Seats alternate between the two levels and the starting seat rotates with the seed, so neither
level gains from seat order. A fair coin would give each level its share of the seats.
"""
from __future__ import annotations

import argparse

import _common  # noqa: F401
from rules import registry
from rules.core import bot_move


def duel(players: int, games: int) -> dict[str, float]:
    spec = registry.get("sky-5")
    wins = {"sensible": 0.0, "random": 0.0}
    for g in range(games):
        seed = f"duel/{players}/{g}"
        levels = ["sensible" if (p + g) % 2 == 0 else "random" for p in range(players)]
        bots = [spec.bots[level](p, seed) for p, level in enumerate(levels)]
        state = spec.new_game("multi", players, seed, {})
        while not state.is_over:
            state.apply(bot_move(state, bots[state.actor]))
        winners = state.result()["winners"]
        for w in winners:
            wins[levels[w]] += 1 / len(winners)
    return wins


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    args = parser.parse_args()
    print(f"Sky 5, {args.games} games per row: share of wins per seat held (fair share = 1/players)")
    print(f"{'players':>7}  {'sensible seats':>14}  {'sensible wins':>13}  {'win rate per sensible seat':>26}  "
          f"{'per random seat':>15}")
    for players in range(2, 6):
        wins = duel(players, args.games)
        # Over the alternating seating, the sensible level holds half the seats on average.
        sensible_seats = sum(1 for g in range(args.games) for p in range(players) if (p + g) % 2 == 0)
        random_seats = args.games * players - sensible_seats
        print(f"{players:>7}  {sensible_seats:>14}  {wins['sensible']:>13.1f}  "
              f"{wins['sensible'] / sensible_seats:>26.1%}  {wins['random'] / random_seats:>15.1%}")


if __name__ == "__main__":
    main()
