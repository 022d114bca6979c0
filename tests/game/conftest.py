"""Fixtures shared by the app tests in this folder (a module may define its own ``app`` instead)."""
from __future__ import annotations

import pygame
import pytest

from game import paths


@pytest.fixture
def app(tmp_path, monkeypatch):
    """The real app at 1280x720, saving into a fresh folder; closed after the test."""
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setattr(paths, "saves_dir", lambda: folder)
    from game.app import App
    a = App(size=(1280, 720))
    pygame.event.clear()
    yield a
    a.close()
