"""How long loading a save takes: read, replay every command, compare with the snapshot.

    python bench/replay_verify.py [--commands 500]

Plays sensible-bot Sky 5 games until one has at least ``--commands`` commands (five players,
chained games if needed is not possible: one game's log), saves it, then times ``load_save``.
Target: 50 ms for a 500-command save.
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


def long_game(min_commands: int):
    spec = registry.get("sky-5")
    best = None
    for g in range(200):
        seed = f"long/{g}"
        state = spec.new_game("multi", 5, seed, {})
        bots = [spec.bots["random"](p, seed) for p in range(5)]
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=500)
    args = parser.parse_args()
    seed, state, log = long_game(args.commands)
    seats = [{"name": f"Bot {p + 1}", "kind": "bot", "level": "random"} for p in range(5)]
    with tempfile.TemporaryDirectory() as tmp:
        path = write_save(Path(tmp) / "long.json", make_save("sky-5", "multi", seats, seed, {}, log, state))
        size = path.stat().st_size
        times = []
        for _ in range(30):
            start = time.perf_counter()
            load_save(path)
            times.append((time.perf_counter() - start) * 1000)
    print(f"replay-verify of a {len(log)}-command Sky 5 save ({size / 1024:.0f} KiB): "
          f"median {statistics.median(times):.1f} ms, max {max(times):.1f} ms (target 50 ms)")


if __name__ == "__main__":
    main()
