"""``python -m game``: play; ``--demo``: attract mode; ``--screenshot OUT.png``: render and exit.

    python -m game [--fullscreen] [--size WxH] [--demo [--window] [--seconds N]] [--saves DIR]
    python -m game --screenshot OUT.png [--size WxH] [--scene title|setup|load|settings|results|pause|pass]
                   [--game sky-5 --mode M --players N --seed S --moves N]
    python -m game --install-launcher | --uninstall-launcher   (a menu entry on Linux: game/launcher.py)

Bad arguments print one line and exit with status 2; no traceback ever reaches the terminal.
"""
from __future__ import annotations

import argparse
import os
import re
import sys

SCENES = ("title", "setup", "load", "settings", "results", "pause", "pass", "howto")
MAX_SIDE = 8192


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, status 2, no usage dump
        print(f"sky-table: {message} (see --help)", file=sys.stderr)
        raise SystemExit(2)


class BadArgs(Exception):
    pass


def build_parser() -> argparse.ArgumentParser:
    from rules import registry
    p = _Parser(prog="python -m game", description="Sky Table: card games under the night sky.")
    p.add_argument("--fullscreen", action="store_true", help="start in full screen (F11 toggles)")
    p.add_argument("--size", metavar="WxH", help="window size, e.g. 1280x720 (at least 960x540)")
    p.add_argument("--demo", action="store_true",
                   help="attract mode, full screen: bots play every game in turn; any key or click stops")
    p.add_argument("--window", action="store_true", help="with --demo: in a window (--size sets its size)")
    p.add_argument("--seconds", metavar="N", type=float,
                   help="with --demo: stop after N seconds and print one JSON line (games shown, frame times)")
    p.add_argument("--saves", metavar="DIR",
                   help="keep saved games and settings in DIR (a USB stick, say); made if missing")
    p.add_argument("--screenshot", metavar="OUT.png", help="render headlessly, write the PNG and exit")
    p.add_argument("--scene", choices=SCENES, help="with --screenshot: which screen to render")
    p.add_argument("--game", metavar="ID", help=f"game id ({', '.join(registry.GAMES)}); with --screenshot, render its table")
    p.add_argument("--mode", metavar="M", help="the game's mode (default: its usual one)")
    p.add_argument("--players", metavar="N", type=int, help="number of seats (default 3 where allowed)")
    p.add_argument("--seed", metavar="S",
                   help="seed of the game (default 1); with --demo: of the show (the same games, seats "
                        "and deals each time; default: a new show each time)")
    p.add_argument("--moves", metavar="N", type=int, default=0, help="moves to play before rendering")
    p.add_argument("--interface", metavar="PCT", type=int, default=100,
                   help="with --screenshot: the interface size in percent (100, 125, 150, 200)")
    p.add_argument("--bots", metavar="LEVEL", default="sensible",
                   help="with --screenshot: the bot level that seats the table and plays the moves")
    launcher = p.add_mutually_exclusive_group()
    launcher.add_argument("--install-launcher", action="store_true",
                          help="add Sky Table to the applications menu (Linux desktops) and exit")
    launcher.add_argument("--uninstall-launcher", action="store_true",
                          help="remove the menu entry and icons that --install-launcher added, and exit")
    return p


def parse_size(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    m = re.fullmatch(r"\s*(\d{1,5})\s*[xX×]\s*(\d{1,5})\s*", text)
    if not m:
        raise BadArgs(f"--size must look like 1280x720, not {text!r}")
    w, h = int(m.group(1)), int(m.group(2))
    if not (0 < w <= MAX_SIDE and 0 < h <= MAX_SIDE):
        raise BadArgs(f"--size {text} is out of range (1 to {MAX_SIDE} per side)")
    from .app import clamp_size
    size = clamp_size((w, h))
    if size != (w, h):
        # The tables need this much room to stay readable; say so rather than change it silently.
        print(f"sky-table: --size {w}x{h} is below the smallest window; using {size[0]}x{size[1]}",
              file=sys.stderr)
    return size


def use_saves(folder: str | None) -> None:
    """``--saves DIR``: that folder for saves and settings; ``BadArgs`` when it cannot be used."""
    if folder is None:
        return
    from pathlib import Path

    from . import paths
    path = Path(folder).expanduser()
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise BadArgs(f"--saves {folder}: the folder cannot be made ({e.strerror or e})") from None
    if not path.is_dir():
        raise BadArgs(f"--saves {folder} is not a folder")
    paths.use_saves_dir(path)


def check_args(args: argparse.Namespace) -> None:
    """Raise ``BadArgs`` with one sentence for anything that cannot work."""
    args.size = parse_size(args.size)
    use_saves(args.saves)
    if not args.screenshot:
        for flag, value in (("--scene", args.scene), ("--moves", args.moves or None)):
            if value is not None:
                raise BadArgs(f"{flag} needs --screenshot")
    elif not args.screenshot.lower().endswith(".png"):
        raise BadArgs(f"--screenshot writes a PNG: give a file name ending in .png, not {args.screenshot!r}")
    if args.moves is not None and args.moves < 0:
        raise BadArgs("--moves cannot be negative")
    if args.demo and args.screenshot:
        raise BadArgs("--demo and --screenshot do not go together")
    for flag, value in (("--window", args.window or None), ("--seconds", args.seconds)):
        if value is not None and not args.demo:
            raise BadArgs(f"{flag} needs --demo")
    if args.seconds is not None and not 0 < args.seconds <= 86400:
        raise BadArgs("--seconds must be more than 0 (and at most a day)")
    needs_game = args.game is not None or args.scene in ("results", "pause") or args.mode or args.players
    if not needs_game:
        return
    from rules import registry

    from .tables import playable, playable_games
    if args.game is None:
        args.game = playable_games()[0].id
    game = args.game
    if game not in registry.GAMES:
        raise BadArgs(f"unknown game {game!r} (games: {', '.join(registry.GAMES)})")
    spec = registry.GAMES[game]
    if not playable(spec):
        raise BadArgs(f"{spec.title} has no table to play at")
    mode = args.mode or spec.default_mode
    if mode not in spec.modes:
        raise BadArgs(f"{spec.title} has no mode {mode!r} (modes: {', '.join(spec.modes)})")
    low, high = spec.modes[mode]
    if args.players is None:
        args.players = min(max(3, low), high)
    elif not low <= args.players <= high:
        raise BadArgs(f"{spec.title} ({mode}) is for {low}-{high} players, not {args.players}")
    if args.bots not in spec.bots:
        raise BadArgs(f"unknown bot level {args.bots!r} (levels: {', '.join(spec.bots)})")
    args.game, args.mode = game, mode


def default_game() -> str:
    """The game a screenshot shows when none is named: the title's first."""
    from .tables import playable_games
    return playable_games()[0].id


def seed_value(text: str):
    return int(text) if text.strip().isdigit() and len(text.strip()) <= 15 else text


def build_session(game: str, mode: str, players: int, seed, moves: int | None, level: str = "sensible"):
    """Seat 0 "You" (human), the others bots of ``level``; ``moves`` moves (None: to the end),
    each chosen by a ``level`` bot for whichever seat must act. No autosave."""
    from .session import Seat, Session
    from .demo import BOT_NAMES
    seats = [Seat("You", "human")] + [Seat(BOT_NAMES[i], "bot", level) for i in range(players - 1)]
    session = Session.new(game, mode, seats, seed, autosave=None)
    bots = session.spec.bots
    limit = 100_000 if moves is None else moves
    for _ in range(limit):
        state = session.state
        if state.is_over:
            break
        actor = state.actor
        command = bots[level](actor, seed).choose(state.view(actor), state.legal_commands())
        session.submit(command)
    return session


def pass_screen(app, args: argparse.Namespace) -> None:
    """The pass screen as a table shows it: a bot plays first, then the table hands over to Vega,
    a person, with the news of the bot's moves in its own game's words."""
    from rules import registry
    from .demo import BOT_NAMES
    from .session import Seat, Session
    game = args.game or default_game()
    spec, mode, seed = registry.get(game), args.mode or registry.get(game).default_mode, seed_value(args.seed or "1")
    first = spec.new_game(mode, 3, seed, {}).actor or 0      # the bot sits where the game begins
    people = iter(["Vega", "You"])
    seats = [Seat(BOT_NAMES[1], "bot", args.bots) if i == first else Seat(next(people), "human") for i in range(3)]
    session = Session.new(game, mode, seats, seed, autosave=None)
    if app.start_game(session):
        for _ in range(3600):        # a minute of the table at most: the bot's moves, then the hand-over
            if type(app.top).__name__ == "PassDeviceScene":
                return
            app.frame(dt=1 / 60)
    app.go_title()
    app.pass_device("Vega", session=session)


def screenshot(args: argparse.Namespace) -> int:
    """Render one screen headlessly and write it to ``args.screenshot``. Without ``--saves`` it
    reads and writes none of the player's files: leaving the setup screen it shot overwrote the
    player's remembered setup, and a table shot started a saved game."""
    import shutil
    import tempfile

    from . import paths

    if args.saves is None:
        folder = tempfile.mkdtemp(prefix="sky-table-shot-")
        paths.use_saves_dir(folder)
        try:
            return _screenshot(args)
        finally:
            paths.use_saves_dir(None)
            shutil.rmtree(folder, ignore_errors=True)
    return _screenshot(args)


def _screenshot(args: argparse.Namespace) -> int:
    from .app import App
    from .settings import Settings

    # instant animations; never written to disk
    settings = Settings(anim_speed=0.0, interface_size=min(200, max(100, int(getattr(args, "interface", 100) or 100))))
    app = App(size=args.size, fullscreen=False, settings=settings, persist_settings=False)
    warn = None
    scene = args.scene or ("table" if args.game else "title")
    session = None
    if scene in ("table", "results", "pause"):
        session = build_session(args.game, args.mode, args.players, seed_value(args.seed or "1"),
                                None if scene == "results" else args.moves, args.bots)
    if scene == "table":
        if not app.start_game(session):
            warn = "the game table could not be opened; the PNG shows the title"
    elif scene == "setup":
        app.open_setup(args.game or default_game(), args.players)
    elif scene == "load":
        app.open_load()
    elif scene == "settings":
        app.open_settings()
    elif scene in ("results", "pause"):
        app.start_game(session)
        app.toasts.clear()
        for _ in range(3):
            app.frame(dt=1 / 60)
        if scene == "pause":
            app.pause(session)
        elif type(app.top).__name__ != "ResultsScene":
            app.show_results(session)
    elif scene == "howto":
        app.open_howto(args.game or default_game())
    elif scene == "pass":
        pass_screen(app, args)
    for _ in range(6):
        app.frame(dt=1 / 60)
    try:
        app.screenshot(args.screenshot)
    except Exception as e:  # pygame.error / OSError: an unwritable path
        print(f"sky-table: cannot write {args.screenshot}: {e}", file=sys.stderr)
        return 1
    finally:
        app.close()
    if warn:
        print(f"sky-table: {warn}", file=sys.stderr)
        return 1
    return app.exit_code


def open_app(args: argparse.Namespace):
    """The app as ``args`` ask for it, its first scene up (the demo, a game's setup or the title)."""
    from .app import App
    if args.demo:
        # The demo fills the screen unless --window asks for a window (of --size); the player's
        # saved full-screen setting is left as it was.
        fullscreen = not getattr(args, "window", False) or bool(args.fullscreen)
    else:
        # --fullscreen wins; an explicit --size asks for a window; else the saved setting decides.
        fullscreen = True if args.fullscreen else (False if args.size else None)
    kept = None
    if args.demo and not args.fullscreen:
        from . import paths
        from .settings import Settings
        kept = Settings.load(paths.settings_path())[0].fullscreen
    app = App(size=args.size, fullscreen=fullscreen)
    if kept is not None:
        app.settings.fullscreen = kept      # what a later save of the settings writes: the player's own
    if args.demo:
        if getattr(args, "seed", None) is not None:
            import random
            app.demo_rnd = random.Random(seed_value(args.seed))
        if getattr(args, "seconds", None) is not None:
            app.stop_after = float(args.seconds)
            app.frame_times = []
        app.start_demo()
    elif args.game:
        from .scenes.setup import SetupScene
        app.push(SetupScene(app, args.game))
    return app


def play(args: argparse.Namespace) -> int:
    app = open_app(args)
    try:
        code = app.run()
        if args.demo and getattr(args, "seconds", None) is not None:
            import json
            print(json.dumps(app.demo_report()), flush=True)
        return code
    finally:  # also on Ctrl+C or an error outside the scenes: the last moves reach the disk
        app.saver.close()


def display_hints(environ, platform: str) -> None:
    """SDL would show the window through OpenGL, which on a Linux machine without a graphics
    driver (software Mesa: a virtual machine, a bare X server) costs ~18 ms of CPU a frame at
    1920x1080; X11's own shared-memory framebuffer costs ~0.1 ms (bench/frame_time.py --display).
    A value already set is the player's to keep."""
    if platform.startswith("linux"):
        environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.install_launcher or args.uninstall_launcher:
            from . import launcher
            return launcher.main("install" if args.install_launcher else "uninstall")
        check_args(args)
    except SystemExit as e:
        return int(e.code or 0)
    except BadArgs as e:
        print(f"sky-table: {e}", file=sys.stderr)
        return 2
    if args.screenshot:
        # Headless unless a display was asked for explicitly.
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    display_hints(os.environ, sys.platform)
    # pygame loads with the app's modules, while the collector rests (see game/app.py)
    from . import app  # noqa: F401
    import pygame
    try:
        return screenshot(args) if args.screenshot else play(args)
    except KeyboardInterrupt:
        return 130
    except pygame.error as e:  # no display, no video driver: say so plainly
        from .errors import log_error
        log_error(e, "display")
        print(f"sky-table: cannot open a window ({e})", file=sys.stderr)
        return 1
    except Exception as e:
        from .errors import main_loop_error
        print(main_loop_error(e), file=sys.stderr)
        return 1
    finally:
        pygame.quit()


if __name__ == "__main__":
    sys.exit(main())
