"""Fixtures of the conformance suite (see README.md): the real app, headless, saving into a fresh
folder, with every error it would log recorded instead."""
from __future__ import annotations

import pygame
import pytest


@pytest.fixture
def errors(monkeypatch):
    """What the app's error guard would write to error.log: (where, repr of the exception)."""
    import game.app as app_module
    import game.errors as errors_module
    import game.scenes.table as table_module
    logged = []

    def log(exc, where=""):
        logged.append((where, repr(exc)))

    monkeypatch.setattr(app_module, "log_error", log)
    monkeypatch.setattr(table_module, "log_error", log)
    monkeypatch.setattr(errors_module, "log_error", log)     # modules that import it only when they log
    return logged


@pytest.fixture
def make_app(saves, errors):
    """``make_app(size)``: the real app at ``size`` (instant animations, bots without delay);
    closed after the test."""
    from game.app import App
    from game.settings import Settings
    made = []

    def make(size):
        while made:
            made.pop().close()
        # Experts think a few iterations, played at once like the quick bots (a budget in
        # seconds would leave a fuzzed table waiting on the worker thread: too few moves, and how
        # many would depend on the machine's load).
        app = App(size=size, settings=Settings(anim_speed=0.0, bot_delay=0.0, bot_think={"iterations": 3}),
                  persist_settings=False)
        pygame.event.clear()
        made.append(app)
        return app

    yield make
    while made:
        made.pop().close()
