"""The game table: hosts a game's view, feeds it the session's events, runs the bots.

``TableScene(app, session, demo=False)`` works for any game that has a view in ``game.views``.
Commands reach the rules only through ``submit``: a rejection becomes the rules' reason on the
table and in a toast; an accepted command's events go to the view to animate. Bots move when the
view is idle (every animation finished) and ``app.settings.bot_delay`` has passed. At the end of a
game the results are shown; in demo mode (all bots) any key or click goes back to the title and a
finished game is followed by a new one.

Headless driving (tests, benchmarks): build it with any object offering ``size`` and ``settings``
(``anim_speed``, ``bot_delay``), then call ``update(dt)`` and ``draw(surface)`` yourself.
"""
from __future__ import annotations

import importlib

import pygame

from rules.core import Command, Rejected

from ..views import view_for
from .base import Scene

DEMO_NEXT_GAME = 3.0       # seconds a finished demo game stays before the next one
RESULTS_AFTER = 0.4        # seconds after the last animation before the results appear


def _scene_class(module: str, name: str):
    """A scene class from the app shell, or None when that part is not there."""
    try:
        return getattr(importlib.import_module(f"game.scenes.{module}"), name)
    except (ImportError, AttributeError):
        return None


class TableScene(Scene):
    opaque = True

    def __init__(self, app, session, demo: bool = False):
        super().__init__(app)
        self.session = session
        self.demo = demo
        self.view = view_for(session.game)(self, session, interactive=not demo)
        self.bot_timer = 0.0
        self.over_for = 0.0
        self.results_shown = False
        self.handing_over = False
        humans = session.humans
        # Several people at one screen: hand it over (the app's pass-the-device screen) before
        # showing a person's secrets, when the app offers one.
        self.hand_over = len(humans) > 1 and hasattr(app, "pass_device") and not demo
        if self.hand_over:
            self.view.auto_viewer = False
        if demo:
            self.view.caption = ("Demo", "Bots are playing. Press any key or click to return to the title.")
        self.resize(tuple(getattr(app, "size", (1280, 720))))

    # ------------------------------------------------------------------ settings
    def _setting(self, name: str, default: float) -> float:
        try:
            return float(getattr(self.app.settings, name))
        except (AttributeError, TypeError, ValueError):
            return default

    @property
    def anim_speed(self) -> float:
        return max(0.0, self._setting("anim_speed", 1.0))

    @property
    def bot_delay(self) -> float:
        return max(0.0, self._setting("bot_delay", 0.6))

    # ------------------------------------------------------------------ scene protocol
    def resize(self, size) -> None:
        self.view.resize(tuple(size))

    def enter(self) -> None:
        self.bot_timer = 0.0

    def exit(self) -> None:
        self.view.release()

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.demo:
            if ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.app.go_title()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F1:
            self.view.release()
            from .howto import HowToScene
            self.app.push(HowToScene(self.app, self.session.game))
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            if self.view.drag:
                self.view._snap_back()
            else:
                self.open_menu()
            return
        self.view.handle_event(ev)

    def update(self, dt: float) -> None:
        self.view.update(dt, self.anim_speed)
        if not self.view.idle or self.view.drag:
            return
        state = self.session.state
        if state.is_over:
            self.over_for += dt
            if self.demo:
                if self.over_for >= DEMO_NEXT_GAME:
                    self.over_for = float("-inf")   # once
                    starter = getattr(self.app, "start_demo", None)
                    if starter:
                        starter()
            elif not self.results_shown and self.over_for >= RESULTS_AFTER:
                self.results_shown = True
                self.show_results()
            return
        if self.hand_over and not self.handing_over:
            actor = state.actor
            seat = self.session.controller(actor)
            if seat is not None and not seat.is_bot and actor != self.view.viewer:
                self.handing_over = True

                def done(actor=actor):
                    self.handing_over = False
                    self.view.set_viewer(actor)

                self.view.release()
                try:
                    self.app.pass_device(seat.name, done)
                except Exception:
                    done()
                return
        if self.session.actor_is_bot():
            self.bot_timer += dt
            if self.bot_timer >= self.bot_delay:
                self.bot_timer = 0.0
                self.play_bot()
        else:
            self.bot_timer = 0.0

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)

    # ------------------------------------------------------------------ playing
    def submit(self, command: Command) -> bool:
        """Send ``command`` to the rules. True when accepted (its events are then animated)."""
        try:
            events = self.session.submit(command)
        except Rejected as e:
            self.view.rejected(e.reason)
            toast = getattr(self.app, "toast", None)
            if toast:
                toast(e.reason, "error")
            return False
        self.bot_timer = 0.0
        self.view.animate(events)
        if getattr(self.session, "autosave_ok", True) is False and not getattr(self, "_warned_save", False):
            self._warned_save = True
            toast = getattr(self.app, "toast", None)
            if toast:
                toast("The game could not be autosaved (is the disk full?).", "error")
        return True

    def play_bot(self) -> bool:
        cmd = self.session.bot_command()
        if cmd is None:
            return False
        try:
            events = self.session.submit(cmd)
        except Rejected:
            legal = self.session.state.legal_commands()
            if not legal:
                return False
            events = self.session.submit(legal[0])
        self.view.animate(events)
        return True

    def open_menu(self) -> None:
        pause = _scene_class("pause", "PauseScene")
        self.view.release()
        if pause is not None:
            self.app.push(pause(self.app, self.session))
        else:
            toast = getattr(self.app, "toast", None)
            if toast:
                toast("The menu is not available in this version.", "error")

    def show_results(self) -> None:
        results = _scene_class("results", "ResultsScene")
        self.view.release()
        if results is not None:
            self.app.push(results(self.app, self.session))
