"""The game-night demo's frames, in-process and repeatable: a seeded show, each frame's work timed.

    python bench/demo_frames.py [--seconds 300] [--seed 1] [--size 1920x1080] [--games sky-5,tower] [--runs 3]

Where ``bench/demo_run.py`` runs the demo as a program in real time (the figure a game night sees),
this one drives ``App.frame(1/60)`` back to back on SDL's dummy driver for SECONDS of show time, with
the show's games, seats and deals from ``--seed``: the same frames every run, so two versions of the
app can be compared side by side on a busy machine. Prints the frame times over the whole show and,
for each game, during play and under its title and results cards (p50, p99, frames over 4 ms).

``--runs K`` plays the same show K times, each in a fresh process, and takes each frame's shortest
time of the K: a shared machine's speed swings by 2x within minutes, and another program running
for a moment slows a few frames of one run, not the same frames of every run; what is left is
what each frame costs. (Runs of the same code then agree within a few tenths of a percent.)

``--pause MS`` sleeps that long before each frame (untimed), as the real show waits ~15 ms for the
next frame: on this machine the same frames then cost 2-3x more (caches and the core gone cold), the
gap between this script's figures and ``demo_run.py``'s.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
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
    parser.add_argument("--runs", type=int, default=1, help="play the show this many times, each frame's best")
    parser.add_argument("--pause", type=float, default=0.0, help="milliseconds slept before each frame (untimed)")
    parser.add_argument("--dump", help=argparse.SUPPRESS)     # one run's frames, for --runs
    args = parser.parse_args()
    if args.runs > 1:
        return best_of_runs(args)
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
        if args.pause > 0:
            time.sleep(args.pause / 1000)
        t0 = time.perf_counter()
        app.frame(1 / 60)
        rows.append((*where, time.perf_counter() - t0))
    app.close()
    if args.dump:
        with open(args.dump, "w") as f:
            json.dump(rows, f)
        return 0
    report(rows, args.size)
    return 0


def best_of_runs(args) -> int:
    """``--runs K``: the show played K times, each in its own process; each frame's shortest time."""
    runs = []
    with tempfile.TemporaryDirectory(prefix="sky-frames-") as folder:
        for k in range(args.runs):
            out = os.path.join(folder, f"run{k}.json")
            cmd = [sys.executable, __file__, "--seconds", str(args.seconds), "--seed", args.seed, "--size", args.size,
                   "--pause", str(args.pause), "--dump", out] + (["--games", args.games] if args.games else [])
            done = subprocess.run(cmd, capture_output=True, text=True)
            if done.returncode != 0:
                print(done.stderr.strip() or f"run {k + 1} stopped with status {done.returncode}", file=sys.stderr)
                return 1
            with open(out) as f:
                runs.append(json.load(f))
    n = min(len(r) for r in runs)
    rows = [(runs[0][i][0], runs[0][i][1], min(r[i][2] for r in runs)) for i in range(n)]
    print(f"each frame's shortest time of {args.runs} runs of the same show"
          + (f", {args.pause:g} ms asleep before each frame" if args.pause > 0 else ""))
    report(rows, args.size)
    return 0


def report(rows: list, size: str) -> None:
    print(line(f"all ({size})", [t for *_, t in rows]))
    games = list(dict.fromkeys(g for g, _, _ in rows if g != "-"))
    for game in games:
        for phase in ("play", "title", "results"):
            times = [t for g, p, t in rows if g == game and p == phase]
            if times:
                print(line(f"  {game} {phase}", times))


if __name__ == "__main__":
    sys.exit(main())
