"""The window, the clock, the scene stack, settings and toasts.

One loop: each frame pumps events once, updates the top scene, draws the stack (from the highest
opaque scene up), draws the toasts and flips once. Any unexpected exception from a scene is written
to ``error.log`` in the saves folder and turned into a message; the app goes back to the title, and
a person never sees a traceback.

Scene stack: ``push(scene)``, ``pop(scene=None)``, ``replace(scene)``, ``reset(scene)``. A pushed
scene gets ``resize(size)`` and then ``enter()``; a scene uncovered by a pop gets ``enter()`` again;
a scene leaving the stack gets ``exit()``; a window resize calls ``resize(size)`` on every scene in
the stack, because overlays draw over the scenes beneath them.

What the table scene can rely on: it is built as ``TableScene(app, session, demo=False)`` by
``start_game`` / ``start_demo`` (the stack is then [title, table]); ``app.settings.anim_speed``
(0 instant, 1 normal, 2 fast) and ``app.settings.bot_delay`` (seconds; re-read them in ``enter()``,
which runs again when the pause menu or settings close); ``app.toast(text, kind)``;
``app.pause(session)`` for Esc; ``app.show_results(session)`` when the game ends (not needed in a
demo: the app starts the next demo game a few seconds after the end, and ends the demo on any key
or click itself; see ``game/demo.py``); ``app.pass_device(name, on_continue)``; ``app.go_title()``.
"""
from __future__ import annotations

import functools
import gc
import importlib
import random
import time
import warnings
from pathlib import Path
from typing import TYPE_CHECKING

# pygame and the modules below make ~10,000 objects the collector follows as they load, and keep
# them all: its passes over them during the launch found nothing to free (~5 M instructions of the
# title's first frame's 285 M; issue 38). It rests while they load, and what is made by then is
# frozen out of its later passes (``gc.freeze``), which would only walk it again: at once, in one
# pass over everything made meanwhile. A program that had the collector off finds it off.
_collecting = gc.isenabled()
gc.disable()
try:
    import pygame

    from . import paths, theme
    from .errors import log_error
    from .pacing import FramePacer
    from .settings import Settings
finally:
    gc.freeze()
    if _collecting:
        gc.enable()

if TYPE_CHECKING:
    from . import sound
    from .autosave import SaveWriter
    from .library import Library

MIN_SIZE = (960, 540)
DEFAULT_SIZE = (1280, 720)
TITLE = "Sky Table"
# Window events after which the screen may no longer hold the last frame.
WINDOW_EVENTS = {getattr(pygame, name) for name in (
    "VIDEORESIZE", "VIDEOEXPOSE", "WINDOWSIZECHANGED", "WINDOWRESIZED", "WINDOWEXPOSED", "WINDOWSHOWN",
    "WINDOWRESTORED", "WINDOWMAXIMIZED", "WINDOWDISPLAYCHANGED") if hasattr(pygame, name)}


# What a game needs and the title does not, imported while the title is up, one a frame, so that
# the first frame of a table waits for none of it (``App._warm_up``): the setup screen, the game
# session, the table scene, and the Tiled layout reader (pytmx, which game/layout.py imports at
# first use so that a missing copy names itself there).
WARM_MODULES = ("game.scenes.setup", "game.session", "game.scenes.table", "game.layout", "pytmx")


def clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    return max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))


# ------------------------------------------------------------------ window icon
# The Sky Table icon (assets/icons, made by tools/make_icons.py) for the title bar and task bar,
# and a window class / app id of "sky-table", so desktops match the window to the launcher that
# ``--install-launcher`` writes (sky-table.desktop) and it can be pinned.
WINDOW_ICON = "sky-table-64.png"
APP_ID = "sky-table"


def set_window_icon() -> bool:
    """Set the window icon before the window opens; a missing or unreadable icon is logged and
    the window keeps the system's default icon. True when the icon was set."""
    import os
    for hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        os.environ.setdefault(hint, APP_ID)
    path = paths.ICONS / WINDOW_ICON
    try:
        pygame.display.set_icon(pygame.image.load(str(path)))
        return True
    except Exception as e:  # FileNotFoundError, pygame.error: play on without it
        log_error(e, f"window icon {path}")
        return False


class _Toast:
    """A message at the foot of the screen (``App.toast``). A plain class: making a dataclass
    costs ~3 M instructions when this module is imported, on the way to the title's first frame."""

    def __init__(self, text: str, kind: str, ttl: float):
        self.text = text
        self.kind = kind
        self.ttl = ttl
        self.age = 0.0
        self.surf: pygame.Surface | None = None


class App:
    """The running program. Scenes reach everything through it (``scene.app``)."""

    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None,
                 settings: Settings | None = None, persist_settings: bool = True, start: bool = True):
        set_window_icon()  # before the window opens: see set_window_icon above
        theme.thrifty(True)     # until the title's first frame is on screen (see theme.thrifty)
        pygame.display.init()
        pygame.font.init()
        self.persist_settings = persist_settings
        problem = None
        if settings is None:
            settings, problem = Settings.load(paths.settings_path())
        self.settings = settings
        # the interface size asked for (the setting, or the demo's for now): the window shows it as
        # far as it holds it (``interface_shown``), set once the window is open
        self._interface_asked = int(getattr(settings, "interface_size", 100))
        # The sound effects (``sound``): made a few frames in, once the title is on screen
        # (``_get_ready``), as opening the audio device and reading the WAVs is nothing the title needs.
        self._sound: sound.SoundPlayer | None = None
        self._warming = self._warm_up()
        if fullscreen is not None:
            self.settings.fullscreen = bool(fullscreen)
        self._windowed_size = clamp_size(size or DEFAULT_SIZE)
        self.screen = self._open_window(self.settings.fullscreen)
        self._laid_out_size = self.size
        theme.set_interface(self.interface_shown())
        pygame.display.set_caption(TITLE)
        pygame.key.set_repeat(400, 35)
        # the frame loop's pace: 60 a second, woken early by a phone's move (``game.pacing``)
        self.pacer = FramePacer()
        # (frame, scene): the scene that drew the last frame alone, nothing over it, so that a demo
        # table may copy only what changed to the screen (``screen_kept_for``)
        self.frame_no = 0
        self._screen_owner: tuple | None = None
        self.stack: list = []
        self.toasts: list[_Toast] = []
        self.running = True
        self.exit_code = 0
        # The running demo game's record (``game.demo``), None outside the demo.
        self.demo = None
        self.last_game = None       # the file of the game last on the table: what Continue resumes
        # ``--demo --seed S``: the show's own random source (its games' seats, bots and deals), so
        # that a show can be repeated and two versions of the app measured on the same games
        self.demo_rnd: random.Random | None = None
        # ``--demo --seconds N`` (measuring): stop after N seconds; what was shown and the frame times.
        self.stop_after: float | None = None
        self.ran_for = 0.0
        self.demo_shown: list[dict] = []
        self.frame_times: list[float] | None = None
        self._errors: list[float] = []
        self._swallow_mouseup = False
        # Every game's file is written off the frame loop (``saver``); a failed write stays on screen.
        self._saver: SaveWriter | None = None
        self._library = None        # the saves folder's Library, made when first asked (not by the title's first frame)
        self._save_banner: tuple[str, tuple, pygame.Surface] | None = None
        if problem:
            self.toast(problem, "error")
        if start:
            self.go_title()

    # ------------------------------------------------------------------ window
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def screen_kept_for(self, scene) -> bool:
        """Whether the screen holds the last frame as ``scene`` drew it alone (no other scene, card,
        toast or banner over it, no window change since); ``scene`` may also be the demo's frozen
        card picture (``("frozen", id)``)."""
        owner = self._screen_owner
        return owner is not None and owner[0] == self.frame_no - 1 and owner[1] == scene

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        self._screen_owner = None
        was_full = getattr(self, "screen", None) is not None and self.fullscreen
        if fullscreen:
            try:
                self._move_window((0, 0))
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.settings.fullscreen = False
        with warnings.catch_warnings():
            # SDL's software framebuffer keeps a window that was made full screen at the screen's
            # size and pygame warns on the terminal; the size is put right just below
            warnings.simplefilter("ignore")
            screen = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        try:  # let the window manager enforce the minimum size where it can
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                window = pygame.Window.from_display_module()
                window.minimum_size = MIN_SIZE
                if was_full and screen.get_size() != tuple(self._windowed_size):
                    window.size = self._windowed_size
                    screen = pygame.display.get_surface() or screen
        except Exception:
            pass
        if was_full:
            self._move_window(pygame.WINDOWPOS_CENTERED)
        return screen

    @staticmethod
    def _move_window(position) -> None:
        """Keep the window on the screen. Without a window manager (a bare X server at a game
        night) SDL grows a window to full screen where it stands, partly off the screen, and a
        window back from full screen stays in the corner: so the window goes to the corner before
        it fills the screen, and back to the middle after."""
        if pygame.display.get_surface() is None:
            return
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                pygame.Window.from_display_module().position = position
        except Exception:
            pass        # a driver without window positions (dummy, some Wayland): nothing to keep

    def set_fullscreen(self, on: bool) -> None:
        """Switch between a resizable window and full screen; the setting is saved."""
        on = bool(on)
        if on == self.fullscreen:
            return
        if on:
            self._windowed_size = clamp_size(self.size)
        self.screen = self._open_window(on)
        self.settings.fullscreen = on and self.fullscreen
        self.save_settings()
        self._resized()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    @property
    def fullscreen(self) -> bool:
        return bool(self.screen.get_flags() & pygame.FULLSCREEN)

    def _window_resized(self) -> None:
        surface = pygame.display.get_surface()
        if surface is None:
            return
        w, h = surface.get_size()
        if not self.fullscreen and (w < MIN_SIZE[0] or h < MIN_SIZE[1]):
            # Too small to lay out the table readably: grow the window back to the minimum.
            self._windowed_size = clamp_size((w, h))
            surface = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        elif not self.fullscreen:
            self._windowed_size = (w, h)
        self.screen = surface
        self._resized()

    def _resized(self) -> None:
        self._laid_out_size = self.size
        theme.set_interface(self.interface_shown())
        for t in self.toasts:
            t.surf = None
        self._save_banner = None      # drawn again at the new size (or interface size)
        for scene in list(self.stack):
            scene.resize(self.size)

    # ------------------------------------------------------------------ sound
    @property
    def sound(self) -> sound.SoundPlayer:
        """The sound effects, silent without an audio device (see game/sound.py); made from the
        settings on first use, which ``_get_ready`` makes a few frames in at the latest."""
        return self._sound if self._sound is not None else self._open_sound()

    @sound.setter
    def sound(self, player) -> None:
        self._sound = player        # a player of one's own (a test's recorder); never replaced by frame

    def _open_sound(self) -> sound.SoundPlayer:
        from . import sound
        self._sound = sound.from_settings(self.settings)
        return self._sound

    # ------------------------------------------------------------------ saves
    @property
    def saver(self) -> SaveWriter:
        """The writer of every game's file (game/autosave.py): made on first use, which
        ``_get_ready`` makes a few frames in at the latest, as the title's first frame needs none of it."""
        return self._saver if self._saver is not None else self._open_saver()

    def _open_saver(self) -> SaveWriter:
        from .autosave import SaveWriter
        self._saver = SaveWriter()
        return self._saver

    def _get_ready(self) -> None:
        """Once the first frame is on screen, one step a frame of what it did not need: clearing the
        saves folder's leftovers, the save writer, the sounds (before anything plays one), then,
        while the title is up, ``_warm_up``."""
        if self._library is None:
            self._open_library()
        elif self._saver is None:
            self._open_saver()
        elif self._sound is None:
            self._open_sound()
        elif self._warming is not None and isinstance(self.top, _title_class()):
            if not next(self._warming, False):
                self._warming = None

    def _warm_up(self):
        """Get ready for a game while the title is up: each step (one a frame, see ``_get_ready``)
        imports one of ``WARM_MODULES``, then one game's table, in the title's order. A table that
        cannot load is logged and its title tile says so; any other failing step is left to the
        first real use, which reports it as it always has."""
        from .tables import playable_games
        steps = [functools.partial(importlib.import_module, name) for name in WARM_MODULES]
        steps += [functools.partial(self._warm_table, spec.id) for spec in playable_games()]
        for step in steps:
            try:
                step()
            except Exception:
                pass
            yield True

    def _warm_table(self, game_id: str) -> None:
        from .tables import TableError, table_class_of
        try:
            table_class_of(game_id)
        except TableError as e:
            log_error(e, f"title: {game_id}")
            if isinstance(self.top, _title_class()):
                self.top.mark_broken(game_id)

    @property
    def library(self) -> Library:
        """The saved games of the saves folder (``--saves DIR`` or the usual one)."""
        if self._library is None or self._library.folder != paths.saves_dir():
            return self._open_library()
        return self._library

    def _open_library(self) -> Library:
        """The saves folder's library, its leftovers cleared (an interrupted write's temporary
        file, the old single autosave taken in) the first time. Made in the second frame at the
        latest, not for the first one: the title's first frame needs none of the save format."""
        from .library import Library
        first = self._library is None
        self._library = Library(paths.saves_dir())
        if first:
            try:
                self._library.tidy()
            except OSError as e:  # an unreadable saves folder: the lists will say so
                log_error(e, "tidy saves")
        return self._library

    def new_game_file(self, game: str) -> Path:
        """Where a new game of ``game`` keeps its save."""
        return self.library.new_game_path(game)

    def flush_saves(self, timeout: float = 5.0) -> bool:
        """Wait for every pending save to be on disk (before lists read the folder, and at exit)."""
        return self.saver.flush(timeout)

    # ------------------------------------------------------------------ settings
    def set_interface_size(self, percent: int) -> None:
        """Take a new interface size: remembered, and every scene on the stack laid out again."""
        self.settings.interface_size = int(percent)
        self.use_interface_size(percent)
        self.save_settings()

    def use_interface_size(self, percent: int) -> None:
        """Lay every scene out at ``percent`` for now, the setting as it is (the full-screen demo)."""
        self._interface_asked = int(percent)
        if theme.set_interface(self.interface_shown()):
            self._resized()

    def interface_shown(self) -> int:
        """The interface size, in percent, that the window shows: the one asked for, as far as the
        window holds it (``theme.interface_room``). The setting stays as the person chose it: a
        larger window, or full screen, shows it whole again."""
        return min(self._interface_asked, theme.interface_room(self.size))

    def save_settings(self) -> None:
        if not self.persist_settings:
            return
        try:
            self.settings.save(paths.settings_path())
        except OSError as e:
            self.toast(f"Settings could not be saved ({e.strerror or e}).", "error")

    # ------------------------------------------------------------------ scene stack
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def push(self, scene, enter: bool = True) -> None:
        """Lay ``scene`` out and put it on top, entered (``enter=False``: a scene pushed over it at
        once enters it when it leaves, ``pop``)."""
        if self.frame_no == 0 and not isinstance(scene, _title_class()):
            theme.thrifty(False)    # a first frame other than the title's: see theme.thrifty
        scene.resize(self.size)
        self.stack.append(scene)
        if enter:
            scene.enter()

    def pop(self, scene=None):
        """Remove the top scene (or ``scene`` wherever it is); the uncovered top is entered again.
        The stack is never left empty: popping the last scene goes to the title."""
        if not self.stack:
            return None
        if scene is None or scene is self.stack[-1]:
            gone = self.stack.pop()
            self._exit(gone)
            if self.stack:
                self.stack[-1].enter()
            else:
                self.go_title()
            return gone
        if scene in self.stack:
            self.stack.remove(scene)
            self._exit(scene)
            return scene
        return None

    def replace(self, scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.stack:
            self._exit(self.stack.pop())
        self.push(scene)

    def reset(self, scene, enter: bool = True) -> None:
        """Clear the stack, then push ``scene``."""
        while self.stack:
            self._exit(self.stack.pop())
        self.push(scene, enter)

    def _exit(self, scene) -> None:
        # A scene that fails while leaving must not stop the app from moving on.
        try:
            scene.exit()
        except Exception as e:
            log_error(e, f"{type(scene).__name__}.exit")

    # ------------------------------------------------------------------ going places
    def go_title(self, covered: bool = False) -> None:
        """The title, alone on the stack. ``covered``: a scene is pushed over it at once, so it is
        entered only when that scene leaves (``pop``): reading the saves for Continue on entering
        cost Start's frame ~8 ms, for a title no one sees until the table is gone."""
        from .scenes.title import TitleScene
        self._stop_demo()
        self.reset(TitleScene(self), enter=not covered)

    def table_class(self):
        """TableScene, imported on first use; None (with a message) when it cannot be had."""
        try:
            return importlib.import_module("game.scenes.table").TableScene
        except Exception as e:
            self.report(e, "import game.scenes.table", "The game table could not be loaded.")
        return None

    def start_game(self, session) -> bool:
        """Play ``session``: the stack becomes [title, table]. False (and a message) on failure.
        A game with a file of its own saves it through the app's writer from now on."""
        if getattr(session, "autosave", None) is not None and getattr(session, "writer", None) is None:
            session.writer = self.saver
        table = self.table_class()
        if table is None:
            self.go_title()
            return False
        try:
            self.go_title(covered=True)
            self.push(table(self, session))
            # Continue on the title resumes this game, even one loaded from an older file and
            # left without a move (its file then is not the newest).
            self.last_game = getattr(session, "autosave", None)
        except Exception as e:
            # A missing or damaged layout says which file; other failures only that it failed.
            said = f" {e}." if type(e).__name__ == "LayoutError" else ""
            self.report(e, "TableScene", f"The game could not be opened.{said}")
            self.go_title()
            return False
        return True

    # The game-night demo (``game/demo.py``); tests and ``--demo`` reach it through these.
    def new_demo_session(self, rnd: random.Random | None = None, game: str | None = None):
        """An all-bot game of ``game`` (default: the demo's first) for the demo, seated and dealt
        with ``rnd`` (default: the show's own random source, ``demo_rnd``, else a fresh one)."""
        return _show().new_session(rnd or self.demo_rnd or random.Random(), game or self.demo_games()[0])

    def demo_games(self) -> list[str]:
        """The games the demo shows, in the title's order: every one that has a table."""
        return _show().games()

    def start_demo(self) -> bool:
        """Attract mode: bots play the games one after another in the title's order, each between
        its title card and its results card; any key or click ends it."""
        return _show().start(self)

    def _stop_demo(self) -> None:
        if self.demo is not None:
            _show().stop(self)

    def demo_report(self) -> dict:
        """What ``--demo --seconds N`` prints (see ``game.demo.report``)."""
        return _show().report(self)

    def show_results(self, session) -> None:
        from .scenes.results import ResultsScene
        self.push(ResultsScene(self, session))

    def pause(self, session) -> None:
        from .scenes.pause import PauseScene
        self.push(PauseScene(self, session))

    # Every scene opens another through these, so what a scene needs is built in one place.
    def open_setup(self, game: str, players: int | None = None) -> None:
        from .scenes.setup import SetupScene
        self.push(SetupScene(self, game, players))

    def open_howto(self, game: str) -> None:
        from .scenes.howto import HowToScene
        self.push(HowToScene(self, game))

    def open_load(self) -> None:
        from .scenes.load import LoadScene
        self.push(LoadScene(self))

    def open_settings(self) -> None:
        from .scenes.settings import SettingsScene
        self.push(SettingsScene(self))

    def pass_device(self, name: str, on_continue=None, **context) -> None:
        """The pass screen for ``name``; ``context`` (``news``, ``session``, ``first``) is what it
        tells and offers (see ``PassDeviceScene``)."""
        from .scenes.passdevice import PassDeviceScene
        self.push(PassDeviceScene(self, name, on_continue, **context))

    def open_replay(self, session) -> bool:
        """Watch ``session``'s game from the start: the stack becomes [title, replay]."""
        try:
            replay = importlib.import_module("game.scenes.replay").ReplayScene
        except Exception as e:
            self.report(e, "import game.scenes.replay", "The replay could not be loaded.")
            return False
        try:
            self.go_title()
            self.push(replay(self, session))
        except Exception as e:
            self.report(e, "ReplayScene", "The replay could not be opened.")
            self.go_title()
            return False
        return True

    def quit(self) -> None:
        self.running = False

    # ------------------------------------------------------------------ messages
    def toast(self, text: str, kind: str = "info") -> None:
        """A short message over everything for a few seconds (``kind``: "info" or "error"), at the
        foot of the screen. Not for a table's refusals: those are the view's bubble (``rejected``)."""
        text = str(text)
        for t in self.toasts:
            if t.text == text:
                t.age = 0.0
                return
        self.toasts.append(_Toast(text, kind, 5.0 if kind == "error" else 3.0))
        del self.toasts[:-4]

    def report(self, exc: BaseException, where: str, message: str) -> None:
        """Log ``exc`` and say ``message`` in a toast (with where the details were written)."""
        path = log_error(exc, where)
        detail = f" Details were written to {path.name}." if path else ""
        self.toast(f"{message} ({type(exc).__name__}){detail}", "error")

    # ------------------------------------------------------------------ the loop
    def run(self) -> int:
        started = time.monotonic()
        while self.running:
            if self.frame_times is None:
                self.frame()
            else:   # --seconds: each frame's own work is timed (not the wait for the next one)
                dt = self.pacer.wait()
                t0 = time.perf_counter()
                self.frame(dt)
                self.frame_times.append(time.perf_counter() - t0)
            if self.stop_after is not None and time.monotonic() - started >= self.stop_after:
                self.quit()
        self.close()
        return self.exit_code

    def frame(self, dt: float | None = None) -> None:
        """One frame: events, update, draw, flip. ``dt`` given: no waiting (tests, screenshots)."""
        if dt is None:
            dt = self.pacer.wait()
        dt = min(max(dt, 0.0), 0.1)  # a stall must not make animations jump
        self.frame_no += 1
        if self.frame_no > 1:
            self._get_ready()
        alone = None
        try:
            self._events()
            if self.stack and self.running:
                self.stack[-1].update(dt)
            if self.demo is not None or self.stop_after is not None:
                _show().update(self, dt)
        except Exception as e:
            self._recover(e, "update")
        try:
            alone = self._draw()
        except Exception as e:
            self._recover(e, "draw")
            self._screen_owner = None
            try:
                alone = self._draw()
            except Exception as e2:
                self._recover(e2, "draw")
                self.screen.fill(theme.BG)
        if self._draw_toasts(dt) or self._draw_save_problem():
            alone = None
        self._screen_owner = (self.frame_no, alone) if alone is not None else None
        pygame.display.flip()
        if self.frame_no == 1:
            theme.thrifty(False)

    def _events(self) -> None:
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT:
                self.quit()
                continue
            if ev.type in WINDOW_EVENTS:
                self._screen_owner = None     # what the window shows may be lost: draw it all again
            if ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                surface = pygame.display.get_surface()
                if surface is not None and surface.get_size() != self._laid_out_size:
                    self._window_resized()
                continue
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if self.demo is not None and ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self._swallow_mouseup = ev.type == pygame.MOUSEBUTTONDOWN
                self.go_title()
                continue
            if ev.type == pygame.MOUSEBUTTONUP and self._swallow_mouseup:
                self._swallow_mouseup = False
                continue
            if self.stack:
                self.stack[-1].handle_event(ev)

    def _draw(self):
        """Draw the scenes (from the topmost opaque one up) and the demo's cards. Returns what drew
        the frame alone, nothing over it (for ``screen_kept_for``): the one scene drawn, the demo's
        frozen card picture (``("frozen", id)``), or None."""
        screen = self.screen
        screen.set_clip(None)   # a scene that failed mid-draw may have left its clip behind
        if self.demo is not None and _show().draw_frozen(self, screen):
            return ("frozen", id(self.demo.frozen[1]))
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if getattr(self.stack[i], "opaque", True):
                start = i
                break
        else:
            screen.fill(theme.BG)
        if not self.stack:
            screen.fill(theme.BG)
        drawn = self.stack[start:]
        for scene in drawn:
            scene.draw(screen)
        alone = drawn[0] if len(drawn) == 1 else None
        if self.demo is not None:
            show = _show()
            if not show.draw_cards(self, screen):
                alone = None
            show.freeze(self, screen)
        return alone

    def _recover(self, exc: Exception, where: str) -> None:
        """Log the error, tell the player, and go back to the title (or, if even the title
        keeps failing, to a bare error screen)."""
        top = self.top
        self.screen.set_clip(None)
        path = log_error(exc, f"{where} in {type(top).__name__}")
        now = time.monotonic()
        self._errors = [t for t in self._errors if now - t < 5.0] + [now]
        detail = f" Details were written to {path}." if path else ""
        title_cls = _title_class()
        failing_title = isinstance(top, title_cls) and len(self.stack) == 1
        if len(self._errors) >= 3 or failing_title or isinstance(top, FallbackScene):
            if isinstance(top, FallbackScene) or len(self._errors) >= 6:
                # Nothing can be drawn: stop cleanly; __main__ prints one line.
                self.exit_code = 1
                self.running = False
                return
            self._stop_demo()
            self.reset(FallbackScene(self, str(path) if path else ""))
            return
        session = getattr(top, "session", None)
        kept = (getattr(session, "autosave", None) is not None and self.saver.problem is None
                and self.library.problem() is None)
        self.toast(f"Something went wrong ({type(exc).__name__}); back to the title."
                   + (" Your game is kept in Continue." if kept else "") + detail, "error")
        try:
            self.go_title()
        except Exception as e:
            log_error(e, "go_title during recovery")
            self.reset(FallbackScene(self, str(path) if path else ""))

    def _draw_toasts(self, dt: float) -> bool:
        """The toasts at the foot of the screen; True when there were any."""
        if not self.toasts:
            return False
        for t in self.toasts:
            t.age += dt
        self.toasts = [t for t in self.toasts if t.age < t.ttl]
        try:
            # At the foot of the screen, newest lowest, above the save warning: never over the
            # status headline at the top of a table (whose turn it is stays readable).
            s = theme.scale_for(self.size) * theme.interface
            y = self.size[1] - int(self.size[1] * 0.03)
            if self._save_banner is not None and self.saver.problem is not None:
                y -= self._save_banner[2].get_height() + int(8 * s)
            for t in reversed(self.toasts):
                if t.surf is None:
                    t.surf = self._render_toast(t, s)
                alpha = 255 if t.ttl - t.age > 0.5 else int(255 * (t.ttl - t.age) / 0.5)
                t.surf.set_alpha(max(0, alpha))
                rect = t.surf.get_rect(midbottom=(self.size[0] // 2, y))
                self.screen.blit(t.surf, rect)
                y = rect.top - int(8 * s)
        except Exception as e:  # a message must never take the app down
            log_error(e, "toast")
            self.toasts.clear()
        return True

    def _draw_save_problem(self) -> bool:
        """While a game's file cannot be written, say so at the foot of every screen (after any
        move, a bot's or a person's) until a later write succeeds; True when it is shown."""
        problem = self._saver.problem if self._saver is not None else None
        if problem is None:
            self._save_banner = None
            return False
        try:
            if self._save_banner is None or self._save_banner[:2] != (problem, self.size):
                text = f"Not saved: {problem}. The game goes on; free some space or use --saves with another folder."
                t = _Toast(text, "error", 1.0)
                self._save_banner = (problem, self.size,
                                     self._render_toast(t, theme.scale_for(self.size) * theme.interface))
            surf = self._save_banner[2]
            self.screen.blit(surf, surf.get_rect(midbottom=(self.size[0] // 2, self.size[1] - 8)))
        except Exception as e:  # a message must never take the app down
            log_error(e, "save banner")
        return True

    def _render_toast(self, t: _Toast, s: float) -> pygame.Surface:
        size = theme.px(24, s)
        pad = int(14 * s)
        width = int(min(self.size[0] * 0.7, 900 * s))
        lines = theme.wrap(t.text, size, width - 2 * pad)[:4]
        line_h = theme.font(size).get_linesize()
        text_w = max(theme.font(size).size(line)[0] for line in lines)
        w, h = text_w + 2 * pad, line_h * len(lines) + 2 * pad
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        edge = theme.BAD if t.kind == "error" else theme.ACCENT
        pygame.draw.rect(surf, (*theme.BG_DARK, 235), surf.get_rect(), border_radius=int(10 * s))
        pygame.draw.rect(surf, edge, surf.get_rect(), width=2, border_radius=int(10 * s))
        for i, line in enumerate(lines):
            img = theme.text(line, size, theme.TEXT)
            surf.blit(img, img.get_rect(midtop=(w // 2, pad + i * line_h)))
        return surf

    # ------------------------------------------------------------------ end
    def screenshot(self, path: str | Path) -> None:
        pygame.image.save(self.screen, str(path))

    def close(self) -> None:
        """Leave every scene and write every pending save (fonts stay initialised: theme caches
        them for the process)."""
        while self.stack:
            self._exit(self.stack.pop())
        self._stop_demo()
        theme.thrifty(False)
        if self._saver is not None:
            self._saver.close()


def _show():
    """The game-night demo (game/demo.py), imported when a demo starts: the title needs none of it."""
    from . import demo
    return demo


def _title_class():
    from .scenes.title import TitleScene
    return TitleScene


class FallbackScene:
    """Shown only if even the title keeps failing: a plain message and a way out."""

    opaque = True

    def __init__(self, app: App, log_path: str = ""):
        self.app = app
        self.log_path = log_path

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def resize(self, size) -> None: ...

    def update(self, dt: float) -> None: ...

    def handle_event(self, ev) -> None:
        if ev.type == pygame.KEYDOWN or ev.type == pygame.MOUSEBUTTONUP:
            self.app.exit_code = 1
            self.app.quit()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG_DARK)
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        lines = ["Sky Table ran into a problem it could not recover from.",
                 f"Details: {self.log_path}" if self.log_path else "",
                 "Press any key or click to close. Your game is kept: Continue on the title picks it up."]
        y = h // 2 - int(60 * s)
        for line in lines:
            if line:
                img = theme.text(line, int(26 * s), theme.TEXT)
                surface.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += int(44 * s)


__all__ = ["App", "MIN_SIZE", "DEFAULT_SIZE", "FallbackScene"]
