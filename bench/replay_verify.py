"""How long loading a save takes: read it, replay every command, compare with the snapshot.

    python bench/replay_verify.py [--commands 500]

A Sky 5 game never reaches 500 commands (its deck runs out first: the longest random five-player
games have about 250), so the figure for a 500-command save is measured on the longest Sky 5
game found and on a Sky Towers game of at least ``--commands`` commands, and both are printed
with the cost per command. Target: 50 ms for a 500-command save.
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

import _common  # noqa: F401
from rules import registry
from rules.core import bot_move
from rules.saves import load_save, make_save, write_save


def long_game(game: str, players: int, min_commands: int, tries: int = 200):
    """The first random-bot game with at least ``min_commands`` commands, else the longest."""
    spec = registry.get(game)
    best = None
    for g in range(tries):
        seed = f"long/{g}"
        state = spec.new_game(spec.default_mode, players, seed, {})
        bots = [spec.bots["random"](p, seed) for p in range(players)]
        log = []
        while not state.is_over:
            cmd = bot_move(state, bots[state.actor])
            state.apply(cmd)
            log.append(cmd)
        if best is None or len(log) > len(best[2]):
            best = (seed, state, log)
        if len(log) >= min_commands:
            break
    return best


def time_load(game: str, players: int, min_commands: int) -> None:
    seed, state, log = long_game(game, players, min_commands)
    seats = [{"name": f"Bot {p + 1}", "kind": "bot", "level": "random"} for p in range(players)]
    spec = registry.get(game)
    with tempfile.TemporaryDirectory() as tmp:
        data = make_save(game, spec.default_mode, seats, seed, {}, log, state)
        path = write_save(Path(tmp) / "long.json", data)
        size = path.stat().st_size
        times = []
        for _ in range(30):
            start = time.perf_counter()
            load_save(path)
            times.append((time.perf_counter() - start) * 1000)
    median = statistics.median(times)
    print(f"{spec.title:<11} {len(log):>5} commands {size / 1024:>6.0f} KiB   median {median:6.1f} ms   "
          f"max {max(times):6.1f} ms   {median * 1000 / len(log):5.1f} us/command")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=500)
    args = parser.parse_args()
    print(f"replay-verify of a save (read + replay + compare), 30 loads each; target 50 ms for "
          f"{args.commands} commands")
    time_load("sky-5", 5, args.commands)
    time_load("sky-towers", 2, args.commands)


if __name__ == "__main__":
    main()
