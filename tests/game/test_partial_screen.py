"""The demo's tables copy to the screen only what changed since the last frame (``partial_screen``,
``BaseTable._present_still``): the screen must be the one a whole copy of the still picture makes,
at every frame. A seeded show is played twice, the second time with every frame copied whole, and
the two screens are compared frame by frame; a region the partial copy forgot (a card that moved
on, an effect that faded, a frame round the seat that played) would leave a trail and fail."""
from __future__ import annotations

import hashlib
import random

import pygame
import pytest

import game.demo as demo_module
from game.__main__ import seed_value
from game.app import App
from game.tables import base
from table_helpers import display  # noqa: F401  (the fixture)

GAMES = ["sky-5", "sky-towers", "sky-totems", "tower", "sky-tango"]
FRAMES = 600          # 10 s of show: the title card, then many moves, at the demo's pace


def show(game: str, partial: bool, monkeypatch) -> tuple[list[str], dict]:
    """Each frame's screen (a digest) over the start of a seeded one-game show, and how the tables
    copied their pictures."""
    monkeypatch.setattr(base, "PARTIAL_SCREEN", partial)
    app = App(size=(1280, 720), fullscreen=False, persist_settings=False)
    copies = {"full": 0, "partial": 0}
    try:
        app.demo_rnd = random.Random(seed_value("3"))
        app.demo_games = lambda: [game]
        assert app.start_demo()
        frames = []
        for _ in range(FRAMES):
            app.frame(1 / 60)
            frames.append(hashlib.blake2b(pygame.image.tobytes(app.screen, "RGB"), digest_size=16).hexdigest())
            view = getattr(app.demo.scene, "table", None) if app.demo else None
            if view is not None:
                copies = view.screen_copies
    finally:
        app.close()
    return frames, dict(copies)


@pytest.mark.parametrize("game", GAMES)
def test_the_screen_copied_in_part_is_the_one_a_whole_copy_makes(game, saves, display, monkeypatch):  # noqa: F811
    monkeypatch.setattr(demo_module, "DEMO_TITLE", 1.0)
    whole, copies_whole = show(game, False, monkeypatch)
    part, copies = show(game, True, monkeypatch)
    assert copies_whole["partial"] == 0
    # most frames of play copy only what changed (else this test would prove nothing)
    assert copies["partial"] > 0.6 * FRAMES, copies
    first = next((i for i, (a, b) in enumerate(zip(whole, part)) if a != b), None)
    assert first is None, f"{game}: frame {first} differs from the whole copy"


def test_anything_over_the_table_has_the_next_frame_copy_it_all(saves, display, monkeypatch):  # noqa: F811
    """A toast over the demo's table: the frames while it shows and the one after copy the whole
    picture (the toast's pixels are not the table's), then partial copies resume."""
    app = App(size=(1280, 720), fullscreen=False, persist_settings=False)
    try:
        app.demo_rnd = random.Random(seed_value("3"))
        app.demo_games = lambda: ["sky-5"]
        monkeypatch.setattr(demo_module, "DEMO_TITLE", 0.2)
        assert app.start_demo()
        for _ in range(60):
            app.frame(1 / 60)
        view = app.demo.scene.table
        before = dict(view.screen_copies)
        app.frame(1 / 60)
        assert view.screen_copies["partial"] == before["partial"] + 1      # play: only what changed
        app.toast("Saved.")
        app.frame(1 / 60)
        app.frame(1 / 60)                  # the toast was drawn over the last frame: all of it
        app.toasts.clear()
        app.frame(1 / 60)                  # ... and over this one's last frame too
        assert view.screen_copies["full"] == before["full"] + 2
        app.frame(1 / 60)
        assert view.screen_copies["partial"] == before["partial"] + 3
    finally:
        app.close()
