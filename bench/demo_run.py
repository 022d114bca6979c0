"""The game-night demo, measured: ``python -m game --demo --seconds N`` run as a program, in real time.

    python bench/demo_run.py [--seconds 300] [--window --size 1280x720] [--seed S] [--saves DIR]

Headless (SDL's dummy video driver) unless DISPLAY is set and --display is given, e.g. under Xvfb:
``Xvfb :91 -screen 0 1920x1080x24 &`` then ``DISPLAY=:91 python bench/demo_run.py --display``.
Prints the app's own JSON line (every game shown: seconds on screen, seconds of play, how it ended,
"over", "time" or "stopped"; the frame times over the run: each frame's events, update, draw and
flip, not the wait for the next frame) and then a short summary. Targets: at least three different
games in 5 minutes, frame p99 at most 4 ms.

Xvfb has no GPU, and by default SDL shows the window through OpenGL (then Mesa's software one): a
flip of 1920x1080 costs ~18 ms of CPU (measured on the 2-core build machine), whatever the game
draws. So on Linux the game asks for the X server's shared-memory copy instead
(``SDL_FRAMEBUFFER_ACCELERATION=0``, set by ``python -m game`` unless already set), ~0.1 ms of CPU a
flip; ``SDL_FRAMEBUFFER_ACCELERATION=1`` in the environment measures the OpenGL way.
The dummy driver's full screen is 1024x768; ``--window --size 1920x1080`` measures the demo's size.

The show's games get random seats and deals each run, and a table's frame cost depends on them (a
3-seat Tower costs more a frame than a 2-seat Sky 5), so two runs of the same code differ by more than
a change may gain: ``--seed S`` shows the same games each run, for comparing two versions side by side.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

from _common import ROOT


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=300)
    parser.add_argument("--display", action="store_true", help="use $DISPLAY (an X server, Xvfb) instead of the dummy driver")
    parser.add_argument("--window", action="store_true", help="a window instead of full screen")
    parser.add_argument("--size", help="with --window: its size, e.g. 1280x720")
    parser.add_argument("--saves", help="the saves folder (default: a temporary one)")
    parser.add_argument("--seed", help="the show's seed: the same games, seats and deals each run")
    args = parser.parse_args()
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if not args.display:
        env["SDL_VIDEODRIVER"] = "dummy"
    cmd = [sys.executable, "-m", "game", "--demo", "--seconds", str(args.seconds),
           "--saves", args.saves or tempfile.mkdtemp(prefix="sky-demo-")]
    if args.window:
        cmd.append("--window")
    if args.size:
        cmd += ["--size", args.size]
    if args.seed:
        cmd += ["--seed", args.seed]
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    line = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else ""
    if out.returncode != 0 or not line:
        print(out.stderr.strip() or f"the demo stopped with status {out.returncode}", file=sys.stderr)
        return 1
    print(line)
    report = json.loads(line)
    games = ", ".join(f"{g['game']} ({g['players']}p) {g['played']:.0f} s {g['end']}" for g in report["games"])
    print(f"{report['games_shown']} games, {report['distinct_games']} different: {games}")
    print(f"frames {report['frames']}: p50 {report['frame_ms_p50']} ms, p99 {report['frame_ms_p99']} ms, "
          f"max {report['frame_ms_max']} ms ({report['size'][0]}x{report['size'][1]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
