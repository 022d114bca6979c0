"""Hostile files in the saves folder, met by the app the way a player meets them: at start, on the
title, in Load. Issue 8, "Hostile or damaged files": each case was reproduced in the app before.
"""
from __future__ import annotations

import json
import os
import time

import pygame
import pytest

from test_text_safety import work  # noqa: F401 (a fixture: the characters handed to the font)


DT = 1 / 60


def real_save(folder, stem="sky-5-20260101-000000-abcd", moves=6):
    from game.__main__ import build_session
    session = build_session("sky-5", "multi", 3, 4, moves)
    session.autosave = folder / f"{stem}.json"
    session.save_autosave()
    return json.loads(session.autosave.read_text(encoding="utf-8")), session.autosave


def open_app():
    from game.app import App
    app = App(size=(1280, 720))
    pygame.event.clear()
    return app


def no_recovery(app):
    from game.app import FallbackScene
    assert not isinstance(app.top, FallbackScene)
    assert not any("went wrong" in t.text for t in app.toasts), [t.text for t in app.toasts]


def open_load(app):
    from game.scenes.load import LoadScene
    app.push(LoadScene(app))
    for _ in range(5):
        app.frame(dt=DT)
    return app.top


@pytest.mark.parametrize("name", ["Ana\x00", "Bo\ud800", "\u202eevil", "x" * 20_000])
def test_a_hostile_seat_name_never_reaches_the_screen_and_the_title_still_draws(saves, name, work):
    data, path = real_save(saves)
    data["seats"][0]["name"] = name
    data["options"]["names"][0] = name
    data["snapshot"]["names"][0] = name
    path.write_text(json.dumps(data), encoding="utf-8")
    app = open_app()
    try:
        work.reset()
        for _ in range(3):
            app.frame(dt=DT)
        no_recovery(app)
        assert not app.top.continue_button.enabled       # refused, so not offered
        scene = open_load(app)
        # The font's work, not a stopwatch: a long name once cost 9-11 s a frame, fitted again and
        # again; refused, it is never handed to the font even once (~2,000 characters in all here).
        assert 0 < work.chars < 20_000, work.chars
        [info] = scene.saves
        assert not info.ok and "name" in info.error and len(info.error) <= 300
        no_recovery(app)
    finally:
        app.close()


def test_a_list_as_a_bot_level_is_refused_before_any_bot_moves(saves):
    data, path = real_save(saves)
    data["seats"][1]["level"] = ["sensible"]
    path.write_text(json.dumps(data), encoding="utf-8")
    app = open_app()
    try:
        app.frame(dt=DT)
        assert not app.top.continue_button.enabled
        [info] = open_load(app).saves
        assert not info.ok and "level" in info.error
    finally:
        app.close()


def test_fifos_devices_and_undecodable_names_in_the_folder_neither_hang_nor_crash(saves):
    real_save(saves)
    os.mkfifo(saves / "pipe.json")                      # reading it would wait forever
    os.mkfifo(saves / "autosave.json")                  # not even the old autosave is read
    (saves / "zero.json").symlink_to("/dev/zero")       # reading it never ends
    odd = os.fsencode(saves) + b"/caf\xe9-\xff.json"    # a name that is not UTF-8
    with open(odd, "w") as f:
        f.write("{}")
    start = time.perf_counter()
    app = open_app()
    try:
        for _ in range(3):
            app.frame(dt=DT)
        assert app.top.continue_button.enabled          # the one real game is still offered
        scene = open_load(app)
        rows = {i.name: i for i in scene.saves}
        # Listed as not a save file, with the reason (issue 37: they were silently left out), never read.
        assert not rows["pipe"].ok and "a pipe, not a save file" in rows["pipe"].error
        assert not rows["zero"].ok and "not a save file" in rows["zero"].error
        [odd_row] = [i for n, i in rows.items() if n.startswith("caf")]
        assert not odd_row.ok and odd_row.name.isprintable()
        for i in range(len(scene.saves)):               # every row draws
            scene.list.select(i)
            app.frame(dt=DT)
        no_recovery(app)
        assert time.perf_counter() - start < 5.0
        assert (saves / "autosave.json").exists()       # left alone, never removed
    finally:
        app.close()


def test_after_a_draw_error_inside_a_clip_the_recovery_is_drawn_in_full(saves):
    from game.scenes.base import Scene

    class Clipped(Scene):
        def draw(self, surface):
            surface.set_clip(pygame.Rect(0, 0, 10, 10))
            raise RuntimeError("a row could not be drawn")

    app = open_app()
    try:
        app.push(Clipped(app))
        app.frame(dt=DT)
        assert type(app.top).__name__ == "TitleScene"
        assert app.screen.get_clip() == app.screen.get_rect()
        app.frame(dt=DT)
        # the title and its message are drawn across the screen, not only in the old clip
        pixels = {tuple(app.screen.get_at((x, y)))[:3] for x in range(20, 1260, 40) for y in range(200, 700, 50)}
        assert len(pixels) > 10
    finally:
        app.close()


def test_a_failing_screen_says_a_game_is_kept_only_when_one_is(saves):
    # Issue 37: "no message claims a game is kept when it is not". A screen holding no saved game
    # fails: the message says back to the title and nothing about Continue.
    from types import SimpleNamespace

    from game.scenes.base import Scene

    class Failing(Scene):
        def __init__(self, app, session=None):
            super().__init__(app)
            self.session = session

        def draw(self, surface):
            raise RuntimeError("no")

    app = open_app()
    try:
        app.push(Failing(app, SimpleNamespace(autosave=None)))          # a game played without saving
        app.frame(dt=DT)
        assert app.toasts and "back to the title" in app.toasts[-1].text
        assert "kept" not in app.toasts[-1].text
        app.push(Failing(app, SimpleNamespace(autosave=saves / "a-game.json")))
        app.frame(dt=DT)
        assert "Your game is kept in Continue" in app.toasts[-1].text
    finally:
        app.close()
