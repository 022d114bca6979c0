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
demo: the app starts the next demo game ``DEMO_PAUSE`` seconds after the end, and ends the demo on
any key or click itself); ``app.pass_device(name, on_continue)``; ``app.go_title()``.
"""
from __future__ import annotations

import importlib
import random
import time
import warnings
from dataclasses import dataclass
from pathlib import Path

import pygame

from . import paths, sound, theme
from .autosave import SaveWriter
from .errors import log_error
from .library import Library
from .settings import Settings
from .wording import join_names

MIN_SIZE = (960, 540)
DEFAULT_SIZE = (1280, 720)
TITLE = "Sky Table"
# The game-night demo (``start_demo``): each game opens with its title card, is played by bots at
# the demo's own pace (never the player's settings) with every hand face up, and closes with a
# results card. A game still going after DEMO_LIMIT seconds of play ends there, its card showing
# the standings so far.
DEMO_PAUSE = 6.0          # seconds the results card of a demo game stays up before the next game
DEMO_TITLE = 4.0          # seconds the title card stays up before the bots start
DEMO_LIMIT = 90.0         # seconds of play a demo game may take
DEMO_SETTLE = 2.0         # at most this long for the last move's animation before the results card
DEMO_SEATS = (2, 3)       # the seat counts a demo game picks from (within what the game allows)
# Window events after which the screen may no longer hold the last frame.
WINDOW_EVENTS = {getattr(pygame, name) for name in (
    "VIDEORESIZE", "VIDEOEXPOSE", "WINDOWSIZECHANGED", "WINDOWRESIZED", "WINDOWEXPOSED", "WINDOWSHOWN",
    "WINDOWRESTORED", "WINDOWMAXIMIZED", "WINDOWDISPLAYCHANGED") if hasattr(pygame, name)}
TICKER_WAIT = 4           # frames the demo's log band may wait for a frame without a table redraw
DEMO_PACE = {"anim_speed": 2.5, "bot_delay": 0.2}      # the demo table's own settings
BOT_NAMES = ["Vega", "Orion", "Lyra", "Nova", "Sirius", "Altair", "Deneb", "Rigel", "Mira", "Castor"]


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


@dataclass
class _Toast:
    text: str
    kind: str
    ttl: float
    age: float = 0.0
    surf: pygame.Surface | None = None


@dataclass
class _Demo:
    session: object
    scene: object
    entry: dict                  # this game's line of ``App.demo_shown``
    number: int = 1              # its place in the rotation (1: the title's first game)
    phase: str = "title"         # "title" (its card up, the bots wait), "play", "results"
    age: float = 0.0             # seconds in this phase
    played: float = 0.0          # seconds of play
    over_for: float = 0.0        # seconds the results card has been up
    result: dict | None = None   # scores and winners, once the game ended (or its time ran out)
    card: tuple | None = None    # (what it shows, picture): the card or band drawn last frame
    ticker_waited: int = 0       # frames the band has shown its previous line since the log changed
    frozen: tuple | None = None  # (card shown, picture): the table with its title or results card over it
    bots_ready: bool = False     # its bots' module is loaded (under the title card, not in play)


class App:
    """The running program. Scenes reach everything through it (``scene.app``)."""

    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None,
                 settings: Settings | None = None, persist_settings: bool = True, start: bool = True):
        set_window_icon()  # before the window opens: see set_window_icon above
        pygame.display.init()
        pygame.font.init()
        self.persist_settings = persist_settings
        problem = None
        if settings is None:
            settings, problem = Settings.load(paths.settings_path())
        self.settings = settings
        theme.set_interface(getattr(settings, "interface_size", 100))
        # The sound effects, loaded once now; silent without an audio device (see game/sound.py).
        self.sound = sound.from_settings(settings)
        if fullscreen is not None:
            self.settings.fullscreen = bool(fullscreen)
        self._windowed_size = clamp_size(size or DEFAULT_SIZE)
        self.screen = self._open_window(self.settings.fullscreen)
        self._laid_out_size = self.size
        pygame.display.set_caption(TITLE)
        pygame.key.set_repeat(400, 35)
        self.clock = pygame.time.Clock()
        # (frame, scene): the scene that drew the last frame alone, nothing over it, so that a demo
        # table may copy only what changed to the screen (``screen_kept_for``)
        self.frame_no = 0
        self._screen_owner: tuple | None = None
        self.stack: list = []
        self.toasts: list[_Toast] = []
        self.running = True
        self.exit_code = 0
        self.demo: _Demo | None = None
        self._demo_count = 0
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
        # Every game's file is written off the frame loop; a failed write stays on screen.
        self.saver = SaveWriter()
        self._library: Library | None = None
        self._save_banner: tuple[str, tuple, pygame.Surface] | None = None
        if problem:
            self.toast(problem, "error")
        try:
            self.library.tidy()
        except OSError as e:  # an unreadable saves folder: the lists will say so
            log_error(e, "tidy saves")
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
        for t in self.toasts:
            t.surf = None
        self._save_banner = None      # drawn again at the new size (or interface size)
        for scene in list(self.stack):
            scene.resize(self.size)

    # ------------------------------------------------------------------ saves
    @property
    def library(self) -> Library:
        """The saved games of the saves folder (``--saves DIR`` or the usual one)."""
        folder = paths.saves_dir()
        if self._library is None or self._library.folder != folder:
            self._library = Library(folder)
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
        if theme.set_interface(percent):
            self._resized()
        self.save_settings()

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

    def push(self, scene) -> None:
        scene.resize(self.size)
        self.stack.append(scene)
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

    def reset(self, scene) -> None:
        """Clear the stack, then push ``scene``."""
        while self.stack:
            self._exit(self.stack.pop())
        self.push(scene)

    def _exit(self, scene) -> None:
        # A scene that fails while leaving must not stop the app from moving on.
        try:
            scene.exit()
        except Exception as e:
            log_error(e, f"{type(scene).__name__}.exit")

    # ------------------------------------------------------------------ going places
    def go_title(self) -> None:
        from .scenes.title import TitleScene
        self.demo = None
        self.reset(TitleScene(self))

    def _table_class(self):
        """TableScene, imported on first use; None (with a message) when it cannot be had."""
        try:
            return importlib.import_module("game.scenes.table").TableScene
        except Exception as e:
            self._report(e, "import game.scenes.table", "The game table could not be loaded.")
        return None

    def start_game(self, session) -> bool:
        """Play ``session``: the stack becomes [title, table]. False (and a message) on failure.
        A game with a file of its own saves it through the app's writer from now on."""
        if getattr(session, "autosave", None) is not None and getattr(session, "writer", None) is None:
            session.writer = self.saver
        table = self._table_class()
        if table is None:
            self.go_title()
            return False
        try:
            self.go_title()
            self.push(table(self, session))
        except Exception as e:
            # A missing or damaged layout says which file; other failures only that it failed.
            said = f" {e}." if type(e).__name__ == "LayoutError" else ""
            self._report(e, "TableScene", f"The game could not be opened.{said}")
            self.go_title()
            return False
        return True

    def new_demo_session(self, rnd: random.Random | None = None, game: str | None = None):
        """An all-bot game of ``game`` (its multiplayer mode, ``DEMO_SEATS`` seats where it allows),
        mixed bot levels, a fresh seed; no autosave."""
        from rules import registry

        from .session import Seat, Session
        rnd = rnd or self.demo_rnd or random.Random()
        game = game or self.demo_games()[0]
        spec = registry.get(game)
        low, high = spec.modes["multi"]
        count = rnd.randint(max(DEMO_SEATS[0], low), max(low, min(high, DEMO_SEATS[1])))
        names = rnd.sample(BOT_NAMES, count)
        seats = [Seat(n, "bot", rnd.choice(["sensible", "sensible", "random"])) for n in names]
        return Session.new(game, "multi", seats, rnd.randrange(1, 10**9), autosave=None)

    def demo_games(self) -> list[str]:
        """The games the demo shows, in the title's order: every one that has a table."""
        from .tables import playable_games
        return [spec.id for spec in playable_games() if "multi" in spec.modes]

    def start_demo(self) -> bool:
        """Attract mode: bots play the games one after another in the title's order, each between
        its title card and its results card; any key or click ends it."""
        table = self._table_class()
        if table is None:
            if not isinstance(self.top, _title_class()):
                self.go_title()
            return False
        try:
            games = self.demo_games()
            game = games[self._demo_count % len(games)] if self.demo is not None else games[0]
            self._demo_count = self._demo_count + 1 if self.demo is not None else 1
            session = self.new_demo_session(game=game)
            self.go_title()
            scene = table(self, session, demo=True)
            scene.pace = dict(DEMO_PACE)     # this table's pace; the player's settings stay as they are
            scene.held = True                # the bots wait while the title card is up
            self.push(scene)
        except Exception as e:
            self._report(e, "demo", "The demo could not be started.")
            self.go_title()
            return False
        entry = {"game": game, "players": len(session.seats), "seconds": 0.0, "played": 0.0, "end": "stopped"}
        self.demo_shown.append(entry)
        self.demo = _Demo(session, scene, entry, (self._demo_count - 1) % len(games) + 1)
        return True

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
            self._report(e, "import game.scenes.replay", "The replay could not be loaded.")
            return False
        try:
            self.go_title()
            self.push(replay(self, session))
        except Exception as e:
            self._report(e, "ReplayScene", "The replay could not be opened.")
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

    def _report(self, exc: BaseException, where: str, message: str) -> None:
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
                dt = self.clock.tick(60) / 1000.0
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
            dt = self.clock.tick(60) / 1000.0
        dt = min(max(dt, 0.0), 0.1)  # a stall must not make animations jump
        self.frame_no += 1
        alone = None
        try:
            self._events()
            if self.stack and self.running:
                self.stack[-1].update(dt)
            self._update_demo(dt)
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

    def _update_demo(self, dt: float) -> None:
        """The demo's clock: title card, play (at most ``DEMO_LIMIT``), results card, next game.
        Also ``--seconds``: the app stops by itself after ``stop_after`` seconds."""
        if self.stop_after is not None:
            self.ran_for += dt
            if self.ran_for >= self.stop_after:
                self.quit()
        demo = self.demo
        if demo is None:
            return
        if demo.scene not in self.stack:
            self.demo = None
            return
        demo.age += dt
        demo.entry["seconds"] = round(demo.entry["seconds"] + dt, 3)
        over = demo.session.state.is_over
        if demo.phase == "title" and (over or demo.age >= DEMO_TITLE):
            demo.phase, demo.age = "play", 0.0
            demo.scene.held = False
        if demo.phase == "play":
            demo.played += dt
            demo.entry["played"] = round(demo.played, 3)
            if over or demo.played >= DEMO_LIMIT:
                demo.phase, demo.age = "results", 0.0
                demo.scene.held = True       # time is up: the bots stop where they are
                demo.result = _demo_result(demo.session)
                demo.entry["end"] = "over" if over else "time"
        if demo.phase == "results" and self._demo_card_up(demo):
            demo.over_for += dt
            if demo.over_for >= DEMO_PAUSE:
                self.start_demo()

    @staticmethod
    def _demo_card_up(demo: _Demo) -> bool:
        """The results card shows once the last move has been animated (at most DEMO_SETTLE s)."""
        view = getattr(demo.scene, "view", None)
        return demo.age >= DEMO_SETTLE or bool(getattr(view, "idle", True))

    def _draw_demo(self, screen: pygame.Surface) -> bool:
        """The demo's title card, results card, or (during play) its big log band at the foot;
        True when nothing was drawn over the table (the band lies in the room the table leaves it)."""
        demo = self.demo
        if demo is None or self.top is not demo.scene:
            return True
        try:
            from .scenes import demo_cards
            size = screen.get_size()
            spec = getattr(demo.session, "spec", None)
            title = getattr(spec, "title", demo.session.game)
            names = [s.name for s in demo.session.seats]
            if demo.phase == "title":
                key = ("title", size)
                if demo.card is None or demo.card[0] != key:
                    games = len(self.demo_games())
                    players = f"{len(names)} players: {join_names(names)} (bots)"
                    demo.card = (key, demo_cards.title_card(size, title, getattr(spec, "tagline", ""), players,
                                                            f"Demo · game {demo.number} of {games}"))
            elif demo.phase == "results" and self._demo_card_up(demo):
                key = ("results", size)
                if demo.card is None or demo.card[0] != key:
                    r = demo.result or {}
                    demo.card = (key, demo_cards.results_card(size, title, names, list(r.get("scores") or []),
                                                              list(r.get("winners") or []), r.get("time", False)))
            else:
                view = getattr(demo.scene, "view", None)
                log = getattr(view, "log", None)
                line = str(log[-1]) if log else ""
                key = ("ticker", size, line)
                stale = demo.card is None or demo.card[0] != key
                # A move redraws the table's still picture and writes a new log line in the same
                # frame: the band's new line waits for the next frame (a few at most), so that the
                # two redraws do not add up to one slow frame.
                wait = stale and demo.card is not None and demo.card[0][:2] == key[:2] \
                    and getattr(view, "still_redrawn", False) and demo.ticker_waited < TICKER_WAIT
                if wait:
                    demo.ticker_waited += 1
                elif stale:
                    demo.ticker_waited = 0
                    demo.card = (key, demo_cards.ticker(size[0], theme.scale_for(size), title, line))
                band = demo.card[1].get_rect(bottomleft=(0, size[1]))
                screen.blit(demo.card[1], band)
                return band.top >= size[1] - getattr(demo.scene, "footer", 0)
            screen.blit(demo.card[1], (0, 0))
        except Exception as e:   # the show goes on without its cards rather than stop
            log_error(e, "demo card")
            demo.card = ("failed", None) if demo.card is None else demo.card
        return False

    def demo_report(self) -> dict:
        """What ``--demo --seconds N`` prints: the games shown (seconds on screen, of play, how each
        ended: "over", "time" or "stopped") and the frame times, in milliseconds, over the run."""
        times = sorted(self.frame_times or [])

        def pct(q: float):
            return round(times[min(len(times) - 1, int(len(times) * q))] * 1000, 2) if times else None
        return {"seconds": round(self.ran_for, 1), "size": list(self.window.get_size() if hasattr(self, "window")
                                                                  else self.size),
                "fullscreen": self.fullscreen, "games_shown": len(self.demo_shown),
                "distinct_games": len({g["game"] for g in self.demo_shown}),
                "games": [dict(g, seconds=round(g["seconds"], 1), played=round(g["played"], 1))
                          for g in self.demo_shown],
                "frames": len(times), "frame_ms_p50": pct(0.50), "frame_ms_p99": pct(0.99),
                "frame_ms_max": pct(1.0)}

    def _draw(self):
        """Draw the scenes (from the topmost opaque one up) and the demo's cards. Returns what drew
        the frame alone, nothing over it (for ``screen_kept_for``): the one scene drawn, the demo's
        frozen card picture (``("frozen", id)``), or None."""
        screen = self.screen
        screen.set_clip(None)   # a scene that failed mid-draw may have left its clip behind
        if self._draw_frozen_demo(screen):
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
            if not self._draw_demo(screen):
                alone = None
            self._freeze_demo(screen)
        return alone

    def _demo_card_shown(self):
        """The demo's title or results card on screen over its table, or None (play, or not yet up)."""
        demo = self.demo
        if demo is None or self.top is not demo.scene or demo.card is None or demo.card[1] is None:
            return None
        key = demo.card[0]
        return key if key[0] == demo.phase and demo.phase in ("title", "results") else None

    def _freeze_demo(self, screen: pygame.Surface) -> None:
        key = self._demo_card_shown()
        if key is not None:
            self.demo.frozen = (key, screen.copy())

    def _draw_frozen_demo(self, screen: pygame.Surface) -> bool:
        """While a demo card is up, the table under it (dimmed, waiting) is drawn once with the card
        over it and that picture shown from then on: a full-screen translucent card over a table
        drawn afresh cost 2-4 ms a frame at 1920x1080, the picture 0.5 ms. The time saved (up to 3 ms a
        frame in all) warms the table's art (``warm_art``), which would otherwise be made in the first
        frames of play."""
        key = self._demo_card_shown()
        frozen = self.demo.frozen if key is not None else None
        if frozen is None or frozen[0] != key or frozen[1].get_size() != screen.get_size():
            return False
        if not self.screen_kept_for(("frozen", id(frozen[1]))):    # else the screen shows it already
            screen.blit(frozen[1], (0, 0))
        view = getattr(self.demo.scene, "view", None)
        if self.demo.phase == "title" and (self._load_demo_bots() or view is not None and view.warm_seats()):
            return True
        warm = getattr(view, "warm_art", None)
        if warm is not None:
            warm(2.5)
        return True

    def _load_demo_bots(self) -> bool:
        """A game's first bot move loads its bots and their search (a few ms, up to 15 where Python
        compiles them afresh): under the title card instead, once. True in the frame it did so."""
        demo = self.demo
        if demo.bots_ready:
            return False
        demo.bots_ready = True
        try:
            demo.session.spec.bots
        except Exception:
            pass            # the table meets the same failure at its first bot move and reports it
        return True

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
            self.demo = None
            self.reset(FallbackScene(self, str(path) if path else ""))
            return
        self.toast(f"Something went wrong ({type(exc).__name__}); back to the title. "
                   f"Your game is kept in Continue.{detail}", "error")
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
        problem = self.saver.problem
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
        self.demo = None
        self.saver.close()


def _demo_result(session) -> dict:
    """The demo's results card: the game's result, or (its time ran out) the scores so far with the
    leaders as ``winners`` and ``time`` True."""
    state = session.state
    try:
        if state.is_over:
            return dict(state.result())
        scores = list(state.scores())
        top = max(scores) if scores else None
        return {"scores": scores, "winners": [i for i, v in enumerate(scores) if v == top], "time": True}
    except Exception as e:       # a card without scores rather than no next game
        log_error(e, "demo result")
        return {"scores": [], "winners": [], "time": not state.is_over}


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
