"""Time from launching the app to its first title frame on screen.

    python bench/startup.py [--runs 10] [--x]

Each run starts a fresh Python process that imports the app, opens the window, draws one frame
of the title and flips it, then prints a marker; the figure is the wall time from starting the
process to reading that marker, so interpreter start-up and every import are counted. Without
``--x`` the window is SDL's dummy driver; with ``--x`` it is a real X window on the current
DISPLAY (run it under ``xvfb-run``). Target: 0.3 s.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

from _common import ROOT

CHILD = """
import os, sys
sys.path.insert(0, {root!r})
from game.app import App
from game.settings import Settings
app = App(size=(1280, 720), settings=Settings(), persist_settings=False)
app.frame(1 / 60)
print("FIRST_FRAME", flush=True)
"""


def one_run(env: dict) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT))], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, env=env, text=True)
    for line in proc.stdout:
        if line.startswith("FIRST_FRAME"):
            elapsed = time.perf_counter() - start
            break
    else:
        proc.wait()
        raise SystemExit(f"startup: the app never drew its first frame (exit {proc.returncode})")
    proc.wait()
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--x", action="store_true", help="use the real X display instead of SDL's dummy")
    args = parser.parse_args()
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_AUDIODRIVER="dummy")
    if not args.x:
        env["SDL_VIDEODRIVER"] = "dummy"
    one_run(env)  # warm the disk cache: the figure is for a machine that has run Python before
    times = [one_run(env) for _ in range(args.runs)]
    print(f"launch to first title frame ({'X window' if args.x else 'dummy video'}, {args.runs} runs): "
          f"median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms (target 300 ms)")


if __name__ == "__main__":
    main()
