"""The how-to-play overlay: reachable from the table (F1), the pause menu and the setup screen;
it scrolls within its text and never crashes on a missing file."""
from __future__ import annotations

import pygame

from game import paths

DT = 1 / 60


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.frame(DT)


def test_f1_at_the_table_shows_the_games_rules_and_f1_closes_them(app):
    from game.scenes.howto import HowToScene
    from game.scenes.table import TableScene
    from game.session import Seat, Session
    session = Session.new("sky-5", "multi", [Seat("You"), Seat("Bo", "bot", "sensible")], 3)
    app.start_game(session)
    app.frame(DT)
    key(app, pygame.K_F1)
    assert isinstance(app.top, HowToScene)
    assert "Sky 5" in app.top.text and "Sky Five!" in app.top.text
    key(app, pygame.K_F1)
    assert isinstance(app.top, TableScene)


def test_scrolling_stays_within_the_text(app):
    from game.scenes.howto import HowToScene
    scene = HowToScene(app, "sky-5")
    app.push(scene)
    app.frame(DT)
    assert scene.page.get_height() > scene.view.height, "the Sky 5 summary is longer than one screen"
    key(app, pygame.K_END)
    assert scene.offset == scene.page.get_height() - scene.view.height
    key(app, pygame.K_PAGEDOWN)
    assert scene.offset == scene.page.get_height() - scene.view.height
    key(app, pygame.K_HOME)
    assert scene.offset == 0
    key(app, pygame.K_UP)
    assert scene.offset == 0


def test_a_missing_summary_says_so_instead_of_crashing(app, monkeypatch, tmp_path):
    from game.scenes.howto import HowToScene
    monkeypatch.setattr(paths, "ASSETS", tmp_path / "nowhere")
    scene = HowToScene(app, "sky-5")
    app.push(scene)
    app.frame(DT)
    assert "missing" in scene.text
    assert app.top is scene


def test_setup_and_pause_menus_open_it(app):
    from game.scenes.howto import HowToScene
    from game.scenes.pause import PauseScene
    from game.scenes.setup import SetupScene
    from game.session import Seat, Session
    setup = SetupScene(app, "sky-5")
    app.push(setup)
    app.frame(DT)
    setup.howto_button.activate()
    assert isinstance(app.top, HowToScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is setup
    session = Session.new("sky-5", "multi", [Seat("You"), Seat("Bo", "bot", "sensible")], 3)
    pause = PauseScene(app, session)
    app.push(pause)
    app.frame(DT)
    pause.howto_button.activate()
    assert isinstance(app.top, HowToScene)
