"""The app shell around the real Sky 5 table: start, pause, play to the end, results, errors."""
from __future__ import annotations

import pygame
import pytest

from game import paths

pytest.importorskip("game.scenes.table")

DT = 1 / 30


@pytest.fixture
def app(saves):
    from game.app import App
    from game.settings import Settings
    a = App(size=(1280, 720), settings=Settings(anim_speed=0.0, bot_delay=0.0), persist_settings=False)
    pygame.event.clear()
    yield a
    a.close()


def press(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.frame(dt=DT)


def test_setup_to_table_pause_and_back(app):
    from game.scenes.pause import PauseScene
    from game.scenes.setup import SetupScene
    from game.scenes.table import TableScene
    app.push(SetupScene(app, "sky-5"))
    app.frame(dt=DT)
    press(app, pygame.K_RETURN)                 # Enter starts with the defaults
    assert isinstance(app.top, TableScene)
    app.flush_saves()
    assert app.top.session.autosave.is_file()
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TableScene)


def test_bots_play_to_the_end_and_results_appear(app):
    from game.scenes.results import ResultsScene
    from game.scenes.table import TableScene
    from game.session import Seat, Session
    seats = [Seat("Ann", "bot", "sensible"), Seat("Bo", "bot", "random"), Seat("Cy", "bot", "sensible")]
    session = Session.new("sky-5", "multi", seats, 11, autosave=app.new_game_file("sky-5"))
    assert app.start_game(session)
    for _ in range(5000):
        app.frame(dt=DT)
        if isinstance(app.top, ResultsScene):
            break
    assert session.state.is_over
    assert isinstance(app.top, ResultsScene)
    assert app.top.result == session.state.result()
    app.top.play_again()
    assert isinstance(app.top, TableScene) and app.top.session is not session
    assert [s.name for s in app.top.session.seats] == ["Ann", "Bo", "Cy"]


def test_an_error_inside_the_table_returns_to_title(app, monkeypatch):
    from game.__main__ import build_session
    from game.scenes.table import TableScene
    from game.scenes.title import TitleScene
    assert app.start_game(build_session("sky-5", "multi", 3, 2, 5))
    monkeypatch.setattr(TableScene, "update", lambda self, dt: [][1])
    app.frame(dt=DT)
    assert isinstance(app.top, TitleScene)
    assert any(t.kind == "error" and "IndexError" in t.text for t in app.toasts)
    assert (paths.saves_dir() / "error.log").is_file()
