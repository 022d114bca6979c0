"""The game-night demo's frames, in-process and repeatable: a seeded show, each frame's work timed.

    python bench/demo_frames.py [--seconds 300] [--seed 1] [--size 1920x1080] [--games sky-5,tower]

Where ``bench/demo_run.py`` runs the demo as a program in real time (the figure a game night sees),
this one drives ``App.frame(1/60)`` back to back on SDL's dummy driver for SECONDS of show time, with
the show's games, seats and deals from ``--seed``: the same frames every run, so two versions of the
app can be compared side by side on a busy machine. Prints the frame times over the whole show and,
for each game, during play and under its title and results cards (p50, p99, frames over 4 ms).
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time

from _common import headless, percentile


def line(label: str, times: list[float]) -> str:
    slow = sum(t > 0.004 for t in times)
    return (f"{label:22s} {len(times):6d} frames  p50 {percentile(times, 50) * 1000:5.2f} ms  "
            f"p99 {percentile(times, 99) * 1000:5.2f} ms  over 4 ms {slow} ({slow / len(times) * 100:.2f} %)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=300, help="seconds of show time (60 frames each)")
    parser.add_argument("--seed", default="1", help="the show's seed")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--games", help="only these games, comma-separated (default: every game in turn)")
    args = parser.parse_args()
    headless()
    import pygame  # noqa: F401  (after headless: SDL's dummy drivers)

    from game.__main__ import seed_value, use_saves
    from game.app import App
    use_saves(tempfile.mkdtemp(prefix="sky-demo-"))       # the player's own saves and settings stay as they are
    w, h = (int(x) for x in args.size.lower().split("x"))
    app = App(size=(w, h), fullscreen=False)
    app.demo_rnd = random.Random(seed_value(args.seed))      # as ``python -m game --demo --seed S``
    if args.games:
        wanted = args.games.split(",")
        app.demo_games = lambda: wanted
    if not app.start_demo():
        print("the demo could not be started", file=sys.stderr)
        return 1
    rows: list[tuple[str, str, float]] = []
    for _ in range(int(args.seconds * 60)):
        if not app.running:
            break
        demo = app.demo
        where = (demo.session.game, demo.phase) if demo is not None else ("-", "-")
        t0 = time.perf_counter()
        app.frame(1 / 60)
        rows.append((*where, time.perf_counter() - t0))
    app.close()
    print(line(f"all ({args.size})", [t for *_, t in rows]))
    games = list(dict.fromkeys(g for g, _, _ in rows if g != "-"))
    for game in games:
        for phase in ("play", "title", "results"):
            times = [t for g, p, t in rows if g == game and p == phase]
            if times:
                print(line(f"  {game} {phase}", times))
    return 0


if __name__ == "__main__":
    sys.exit(main())
