"""Time from launching the app to its first title frame, beside a bare pygame window; and from
choosing Start to a table's first frame.

    python bench/startup.py [--runs 10] [--table-runs 3] [--x]

Each title run starts a fresh Python process that imports the app, opens the window, draws one
frame of the title and flips it, then prints a marker; the figure is the wall time from starting
the process to reading that marker, so interpreter start-up and every import are counted. Paired
with each such run is one of a bare pygame window opened the same way (same interpreter, driver,
size and flags: import pygame, open the window, fill it, flip), the two in alternating order so
that a busy moment of the machine falls on both alike; the ratio is the median of the pairs'
ratios. Target: at most 1.2 times the bare window.

Each table run is a fresh process too: the title, then a game's setup screen (each for
``PERSON_FRAMES`` frames, drawn back to back), then the time from pressing Start (the button's own
action) to the end of the frame that first draws the table, in which the game is dealt, its table
built and drawn. Every game with a table, each ``--table-runs`` times; the figure is the slowest
game's median. Target: 50 ms. A second line gives the same for a Start pressed after only one
frame of each screen, sooner than any person can: what readying a game while the title is up
(``App._warm_up``) saves.

Byte code is cached (in a folder of its own under the temporary folder, so a checkout is never
written to and ``PYTHONDONTWRITEBYTECODE`` makes no difference): a warm-up run of each kind fills
the cache, as an installed copy has it. Saves go to a temporary folder, never the player's.
Without ``--x`` the window is SDL's dummy driver; with ``--x`` it is a real X window on the current
DISPLAY (run it under ``xvfb-run``).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from _common import ROOT

# Frames the title, then the setup screen, are up before Start in a table run: half a second at
# 60 frames a second, less than anyone takes to pick a game and press Start.
PERSON_FRAMES = 30

APP_CHILD = """
import sys
sys.path.insert(0, {root!r})
from game import paths
paths.use_saves_dir({saves!r})
from game.app import App
from game.settings import Settings
app = App(size=(1280, 720), settings=Settings(), persist_settings=False)
app.frame(1 / 60)
print("FIRST_FRAME", flush=True)
"""

BARE_CHILD = """
import sys
sys.path.insert(0, {root!r})
import pygame
pygame.display.init()
pygame.font.init()
screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
screen.fill((10, 14, 30))
pygame.display.flip()
print("FIRST_FRAME", flush=True)
"""

TABLE_CHILD = """
import sys, time
sys.path.insert(0, {root!r})
from game import paths
paths.use_saves_dir({saves!r})
from game.app import App
from game.settings import Settings
app = App(size=(1280, 720), settings=Settings(), persist_settings=False)
for _ in range({idle}):
    app.frame(1 / 60)
app.open_setup({game!r})
for _ in range({idle}):
    app.frame(1 / 60)
setup = app.top
start = time.perf_counter()
setup.start_button.on_click()
app.frame(1 / 60)
elapsed = time.perf_counter() - start
if type(app.top).__name__ != "TableScene":
    raise SystemExit("no table after Start: " + type(app.top).__name__)
print("TABLE_FRAME", elapsed, flush=True)
app.close()
"""


def child_env(args, cache: str) -> dict:
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_AUDIODRIVER="dummy", PYTHONPYCACHEPREFIX=cache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not args.x:
        env["SDL_VIDEODRIVER"] = "dummy"
    return env


def launch(code: str, env: dict, marker: str) -> tuple[float, str]:
    """Run ``code`` in a fresh interpreter: (seconds from launch to ``marker``, the marker's line)."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, text=True)
    for line in proc.stdout:
        if line.startswith(marker):
            elapsed = time.perf_counter() - start
            proc.wait()
            return elapsed, line
    proc.wait()
    last = (proc.stderr.read().strip().splitlines() or ["no output"])[-1]
    raise SystemExit(f"startup: the child never printed {marker} (exit {proc.returncode}): {last}")


def title_pairs(runs: int, env: dict, saves: str) -> tuple[list[float], list[float]]:
    app = APP_CHILD.format(root=str(ROOT), saves=saves)
    bare = BARE_CHILD.format(root=str(ROOT))
    for code in (app, bare):    # fill the byte-code and disk caches
        launch(code, env, "FIRST_FRAME")
    app_times, bare_times = [], []
    for i in range(runs):
        order = [(app, app_times), (bare, bare_times)]
        for code, times in order if i % 2 == 0 else reversed(order):
            times.append(launch(code, env, "FIRST_FRAME")[0])
    return app_times, bare_times


def table_times(runs: int, env: dict, saves: str, idle: int) -> dict[str, list[float]]:
    sys.path.insert(0, str(ROOT))
    from game.tables import playable_games
    out = {}
    for spec in playable_games():
        code = TABLE_CHILD.format(root=str(ROOT), saves=saves, game=spec.id, idle=idle)
        launch(code, env, "TABLE_FRAME")    # warm-up: this game's modules into the byte-code cache
        out[spec.id] = [float(launch(code, env, "TABLE_FRAME")[1].split()[1]) for _ in range(runs)]
    return out


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="paired title runs (0: none)")
    parser.add_argument("--table-runs", type=int, default=3,
                        help="runs per game from Start to the table (0: none)")
    parser.add_argument("--x", action="store_true", help="use the real X display instead of SDL's dummy")
    args = parser.parse_args()
    video = "X window" if args.x else "dummy video"
    with tempfile.TemporaryDirectory(prefix="sky-table-startup-") as saves:
        env = child_env(args, os.path.join(tempfile.gettempdir(), "sky-table-bench-pycache"))
        if args.runs > 0:
            app, bare = title_pairs(args.runs, env, saves)
            ratio = statistics.median(a / b for a, b in zip(app, bare))
            print(f"launch to first title frame ({video}, {args.runs} paired runs): app median "
                  f"{ms(statistics.median(app))} (max {ms(max(app))}), bare pygame window median "
                  f"{ms(statistics.median(bare))}; ratio {ratio:.2f}x (target 1.20x)")
        for idle, when in ((PERSON_FRAMES, "after half a second on the title and the setup"),
                           (1, "after one frame of each")):
            if args.table_runs <= 0:
                break
            tables = table_times(args.table_runs, env, saves, idle)
            worst = max(tables, key=lambda game: statistics.median(tables[game]))
            each = ", ".join(f"{game} {ms(statistics.median(t))}" for game, t in tables.items())
            print(f"Start to first table frame, {when} ({video}, median of {args.table_runs} per game): "
                  f"{each}; slowest {worst} {ms(statistics.median(tables[worst]))}"
                  + (" (target 50 ms)" if idle == PERSON_FRAMES else ""))


if __name__ == "__main__":
    main()
