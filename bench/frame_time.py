"""Frame time of a busy table at 1920x1080: update + draw, as the app's loop runs them.

    python bench/frame_time.py [--game sky-5] [--mode M] [--players N] [--frames 3000] [--start-at MOVES]
                               [--size 1920x1080] [--interface 200]

Sensible bots fill every seat (the most the game allows unless --players says otherwise) and
play with no pause between moves, so pieces are always flying and banners fading: the busiest
table the game has. Finished games are replaced by new ones. The display is SDL's dummy driver, so the
figure is the game's own work per frame (the flip to a real screen is the driver's). Both wall
time and process CPU time are printed, since a shared machine's neighbours inflate wall time.
Every command is saved as the app saves it: the game's own file in a real folder (``--saves DIR``,
default a temporary one), its text made on the frame loop and written by the app's writer thread;
``--no-save`` leaves that out, for comparison. The stand-in app says, as the app does, that the
screen still holds the last frame (nothing else draws on it), so the table copies to it only what
changed, as it does in the app. Target: p99 at most 4 ms.

``--demo``: the game-night demo's table instead (its pace, every hand shown, the table turned to the
seat deciding). ``--flip``: each frame ends with ``pygame.display.flip()``, timed too; with
``--display`` on $DISPLAY (an X server, Xvfb) instead of the dummy driver. Process CPU time is
the figure a loaded machine (or an X server short of CPU) inflates least. ``--interface 200``: the
tables at that interface size (percent, as Settings sets it; the target is the same).
"""
from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

import os
import sys

from _common import headless, summary

if "--display" not in sys.argv[1:]:
    headless()
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if sys.platform.startswith("linux"):
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")    # as python -m game does (game/__main__.py)

import pygame  # noqa: E402

from game import theme  # noqa: E402
from game.autosave import SaveWriter  # noqa: E402
from game.library import Library  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from rules import registry  # noqa: E402


class BenchApp:
    def __init__(self, size):
        self.size = size
        self.settings = SimpleNamespace(anim_speed=1.0, bot_delay=0.0)
        self.drawn_by = None        # the scene that drew the last frame (nothing else draws here)

    def screen_kept_for(self, scene) -> bool:
        # as the app answers (``App.screen_kept_for``): the screen holds the last frame as this
        # scene drew it, so the table may copy only what changed
        return scene is self.drawn_by

    def __getattr__(self, name):
        # push, toast, go_title ... : the table may call on the app; here they do nothing.
        return lambda *args, **kwargs: None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="sky-5", choices=list(registry.GAMES))
    parser.add_argument("--mode")
    parser.add_argument("--players", type=int)
    parser.add_argument("--frames", type=int, default=3000)
    parser.add_argument("--start-at", type=int, default=0,
                        help="moves played before timing starts, for a fuller table (a late-game position)")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--interface", type=int, default=100, help="the interface size in percent (100-200)")
    parser.add_argument("--saves", help="the folder the games are saved in (default: a temporary one)")
    parser.add_argument("--no-save", action="store_true", help="do not save the games")
    parser.add_argument("--demo", action="store_true", help="the demo's table: its pace, every hand shown")
    parser.add_argument("--flip", action="store_true", help="time pygame.display.flip() too")
    parser.add_argument("--display", action="store_true", help="use $DISPLAY (an X server, Xvfb): implies --flip")
    args = parser.parse_args()
    folder = Path(args.saves) if args.saves else Path(tempfile.mkdtemp(prefix="sky-frames-"))
    library, writer = Library(folder), SaveWriter()
    size = tuple(int(v) for v in args.size.lower().split("x"))
    pygame.init()
    theme.set_interface(args.interface)
    screen = pygame.display.set_mode(size)
    spec = registry.get(args.game)
    mode = args.mode or spec.default_mode
    players = args.players or spec.modes[mode][1]
    names = ["Ana", "Bo", "Cleo", "Dev", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"][:players]
    app = BenchApp(size)

    def new_scene(n):
        seats = [Seat(x, "bot", "sensible") for x in names]
        session = Session.new(args.game, mode, seats, f"bench/{n}",
                              autosave=None if args.no_save else library.new_game_path(args.game), writer=writer)
        for _ in range(args.start_at):
            if session.state.is_over:
                raise SystemExit(f"--start-at {args.start_at} is past the end of game {n}: choose fewer moves")
            session.submit(session.bot_command())
        if not args.demo:
            return TableScene(app, session)
        from game.demo import DEMO_PACE
        scene = TableScene(app, session, demo=True)
        scene.pace = dict(DEMO_PACE)
        return scene

    games = 0
    scene = new_scene(games)
    flip = args.flip or args.display
    for _ in range(120):  # warm the art caches, as the first seconds of a real game do
        scene.update(1 / 60)
        scene.draw(screen)
        app.drawn_by = scene
    wall, cpu = [], []
    for _ in range(args.frames):
        if scene.session.state.is_over:
            games += 1
            scene = new_scene(games)
        w0, c0 = time.perf_counter(), time.process_time()
        scene.update(1 / 60)
        scene.draw(screen)
        app.drawn_by = scene
        if flip:
            pygame.event.pump()
            pygame.display.flip()
        wall.append((time.perf_counter() - w0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    writer.close()
    if not args.saves:
        shutil.rmtree(folder, ignore_errors=True)
    w, c = summary(wall), summary(cpu)
    shown = (", flipped" if flip else "") + (" on " + os.environ.get("DISPLAY", "") if args.display else "")
    print(f"{spec.title} ({mode}{', demo' if args.demo else ''}), {players} seats, {size[0]}x{size[1]} at {round(theme.interface * 100)} %, "
          f"{args.frames} frames{shown}, "
          f"{games} games finished during the run, "
          + ("not saved" if args.no_save else f"saved after every command ({writer.writes} files written)"))
    print(f"wall ms: median {w['median']:.2f}  p99 {w['p99']:.2f}  max {w['max']:.2f}   (target p99 <= 4)")
    print(f"cpu  ms: median {c['median']:.2f}  p99 {c['p99']:.2f}  max {c['max']:.2f}")


if __name__ == "__main__":
    main()
