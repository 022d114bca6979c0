"""Bot against bot: how often the sensible bot wins against random ones.

    python bench/bot_duel.py [--game sky-5] [--games 300]

Seats alternate between the two levels and the arrangement rotates with the game number, so
neither level gains from seat order. Each row gives the wins per seat held by each level: with
equal bots both would win 1/players of the time.
"""
from __future__ import annotations

import argparse

import _common  # noqa: F401
from rules import registry
from rules.core import bot_move


def duel(game: str, mode: str, players: int, games: int) -> tuple[dict[str, float], dict[str, int]]:
    spec = registry.get(game)
    wins = {"sensible": 0.0, "random": 0.0}
    seats = {"sensible": 0, "random": 0}
    for g in range(games):
        seed = f"duel/{players}/{g}"
        levels = ["sensible" if (p + g) % 2 == 0 else "random" for p in range(players)]
        for level in levels:
            seats[level] += 1
        bots = [spec.bots[level](p, seed) for p, level in enumerate(levels)]
        state = spec.new_game(mode, players, seed, {})
        while not state.is_over:
            state.apply(bot_move(state, bots[state.actor]))
        winners = state.result()["winners"]
        for w in winners:
            wins[levels[w]] += 1 / len(winners)
    return wins, seats


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="sky-5")
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    spec = registry.get(args.game)
    low, high = spec.modes["multi"]
    print(f"{spec.title}, {args.games} games per row: wins per seat held")
    print(f"{'players':>7}  {'sensible':>9}  {'random':>7}")
    for players in range(max(low, 2), high + 1):
        wins, seats = duel(args.game, "multi", players, args.games)
        print(f"{players:>7}  {wins['sensible'] / seats['sensible']:>9.1%}  {wins['random'] / seats['random']:>7.1%}")


if __name__ == "__main__":
    main()
