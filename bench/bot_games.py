"""Random-bot games per second on one core, per game and player count.

    python bench/bot_games.py [--game sky-5] [--seconds 3]

Each figure is the best of three runs of at least ``--seconds / 3`` each, so a busy neighbour on
a shared machine lowers it less; the target for Sky 5 is 1,000 games a second per core.
"""
from __future__ import annotations

import argparse
import time

import _common  # noqa: F401  (puts the checkout on sys.path)
from rules import registry
from rules.core import bot_move


def games_per_second(game: str, mode: str, players: int, seconds: float) -> tuple[float, float]:
    spec = registry.get(game)
    bot_class = spec.bots["random"]
    best = 0.0
    commands_per_game = 0.0
    for run in range(3):
        games = commands = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds / 3:
            seed = f"bench/{run}/{games}"
            state = spec.new_game(mode, players, seed, {})
            bots = [bot_class(p, seed) for p in range(max(players, 2))]
            while not state.is_over:
                state.apply(bot_move(state, bots[state.actor]))
                commands += 1
            games += 1
        rate = games / (time.perf_counter() - start)
        best = max(best, rate)
        commands_per_game = commands / games
    return best, commands_per_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="sky-5")
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    spec = registry.get(args.game)
    print(f"{spec.title}: random-bot games per second (one core, best of 3)")
    print(f"{'mode':<8}{'players':>8}{'games/s':>10}{'commands/game':>15}")
    for mode, (low, high) in spec.modes.items():
        for players in range(low, high + 1):
            rate, per_game = games_per_second(args.game, mode, players, args.seconds)
            print(f"{mode:<8}{players:>8}{rate:>10.0f}{per_game:>15.1f}")


if __name__ == "__main__":
    main()
