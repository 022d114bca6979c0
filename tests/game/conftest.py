"""Fixtures shared by the app tests in this folder (a module may define its own ``app`` instead;
``saves`` comes from tests/conftest.py)."""
from __future__ import annotations

import sys
import types

import pygame
import pytest

from stubs import StubTable


@pytest.fixture
def app(saves):
    """The real app at 1280x720, saving into a fresh folder; closed after the test."""
    from game.app import App
    a = App(size=(1280, 720))
    pygame.event.clear()
    yield a
    a.close()


@pytest.fixture
def stub_table(monkeypatch):
    """``StubTable`` installed as ``game.scenes.table``."""
    module = types.ModuleType("game.scenes.table")
    module.TableScene = StubTable
    monkeypatch.setitem(sys.modules, "game.scenes.table", module)
    StubTable.instances = []
    return StubTable
