"""The tables copy to the screen only what changed since the last frame (``partial_screen``,
``BaseTable._present_still``): the screen must be the one a whole copy of the still picture makes,
at every frame. A seeded show of the demo, and a person's seeded game against bots, are each played
twice, the second time with every frame copied whole, and the two screens are compared frame by
frame; a region the partial copy forgot (a card that moved on, an effect that faded, a frame round
the seat that played, a tooltip or the log drawer gone) would leave a trail and fail."""
from __future__ import annotations

import hashlib
import random

import pygame
import pytest

import game.demo as demo_module
from game.__main__ import seed_value
from game.app import App
from game.session import Seat, Session
from game.tables import base
from rules import registry
from table_helpers import display, post  # noqa: F401  (display: the fixture)

GAMES = ["sky-5", "sky-towers", "sky-totems", "tower", "sky-tango"]
FRAMES = 600          # 10 s of show: the title card, then many moves, at the demo's pace


def screen_digest(app) -> str:
    return hashlib.blake2b(pygame.image.tobytes(app.screen, "RGB"), digest_size=16).hexdigest()


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
            frames.append(screen_digest(app))
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


# --------------------------------------------------------------------------- a person's table
PLAY_FRAMES = 900     # 15 s: the person plays several turns between the bots' turns


class Person:
    """A person at the screen, scripted from what the table shows (the same in both runs): the
    pointer wanders over the table, so tooltips and hovered chips come and go, the log drawer opens
    and closes, and on their turn they drag a card to one of its targets (the first card that has
    one) or, where no card has one, press Tab and Enter."""

    def __init__(self):
        self.drag: list | None = None      # the positions still to move through, then let go
        self.did = {"drags": 0, "keys": 0, "log": 0, "tooltips": 0, "partial": 0}

    def act(self, i: int, table, size) -> None:
        w, h = size
        if table.tooltip.content is not None:
            self.did["tooltips"] += 1
        if self.drag:
            self._step()
            return
        if i % 300 in (100, 130):      # the log drawer, open for half a second
            post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l")
            self.did["log"] += 1
            return
        if table.human_actor() is not None and table.idle and not table.log_open and i % 20 == 0:
            for card in table.hand_ids():
                targets = table.targets_of(card)
                at = table.card_rect(card)
                if targets and at is not None:
                    end = table.target_rect(next(iter(targets))).center
                    start = at.center
                    self.drag = [(start[0] + (end[0] - start[0]) * k // 6, start[1] + (end[1] - start[1]) * k // 6)
                                 for k in range(1, 7)]
                    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
                    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
                    self.did["drags"] += 1
                    return
            for key in (pygame.K_TAB, pygame.K_RETURN):
                post(pygame.KEYDOWN, key=key, mod=0, unicode="")
            self.did["keys"] += 1
            return
        if i % 40 == 0:     # wander, resting long enough for a tooltip: a point anywhere in the window
            k = i // 40
            pos = ((k * 7919) % w, (k * 104729) % h)
            post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))

    def _step(self) -> None:
        pos = self.drag.pop(0)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        if not self.drag:
            post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
            self.drag = None


def play(game: str, players: int, partial: bool, monkeypatch) -> tuple[list[str], dict]:
    """Each frame's screen (a digest) over the start of a seeded game, a person in seat 0 and
    sensible bots in the others, and what the person did."""
    monkeypatch.setattr(base, "PARTIAL_SCREEN", partial)
    app = App(size=(1280, 720), fullscreen=False, persist_settings=False)
    person = Person()
    try:
        spec = registry.get(game)
        seats = [Seat("Ana")] + [Seat(f"Bot {k}", "bot", "sensible") for k in range(1, players)]
        session = Session.new(game, spec.default_mode, seats, "partial/1", autosave=app.library.new_game_path(game))
        assert app.start_game(session)
        scene = app.top
        frames = []
        for i in range(PLAY_FRAMES):
            if app.top is scene:
                person.act(i, scene.table, app.size)
            app.frame(1 / 60)
            frames.append(screen_digest(app))
        person.did["partial"] = scene.table.screen_copies["partial"]
    finally:
        app.close()
    return frames, person.did


@pytest.mark.parametrize("game,players", [("tower", 4), ("sky-tango", 2), ("sky-5", 3), ("sky-towers", 3),
                                          ("sky-totems", 3)])
def test_a_persons_table_copied_in_part_is_the_one_a_whole_copy_makes(game, players, saves, display,  # noqa: F811
                                                                      monkeypatch):
    """A person playing against bots: the pointer's tooltips, the log drawer, their drags and the
    bots' turns in between. Every frame's screen is the one copying the whole picture makes."""
    whole, did_whole = play(game, players, False, monkeypatch)
    part, did = play(game, players, True, monkeypatch)
    assert did_whole["partial"] == 0
    assert {k: v for k, v in did.items() if k != "partial"} == {k: v for k, v in did_whole.items() if k != "partial"}
    # the person did each thing, and the bots' turns copied only what changed (else this proves nothing)
    assert did["drags"] + did["keys"] >= 3 and did["log"] >= 6 and did["tooltips"] > 0, did
    assert did["partial"] > 0.2 * PLAY_FRAMES, did
    first = next((i for i, (a, b) in enumerate(zip(whole, part)) if a != b), None)
    assert first is None, f"{game}: frame {first} differs from the whole copy ({did})"
