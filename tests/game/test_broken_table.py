"""A table package that fails to import is a bug someone must hear about: the title shows the game
as "Cannot load", the setup screen says why, the cause goes to error.log. Nothing is hidden."""
from __future__ import annotations

import pytest

from rules import registry


def first_game_failing_at(monkeypatch, module: str, error: str):
    """The first game's table ``module`` ("" for the package itself, ".spec") now fails to import
    with a SyntaxError saying ``error``; returns the game's spec."""
    from game import tables
    spec = registry.first()
    real = tables.importlib.import_module

    def import_module(name, *args):
        if name == tables.package_of(spec) + module:
            raise SyntaxError(error)
        return real(name, *args)
    monkeypatch.setattr(tables, "_TABLES", {})
    monkeypatch.setattr(tables.importlib, "import_module", import_module)
    return spec


@pytest.fixture
def broken(monkeypatch):
    """The first game's table package now fails to import (a syntax error in its view, say)."""
    return first_game_failing_at(monkeypatch, "", "invalid syntax (view.py, line 3)")


def test_the_title_marks_the_game_and_logs_the_cause(broken, app, saves):
    app.frame(dt=1 / 60)
    tiles = {t.spec.id: t for t in app.top.tiles}
    assert not tiles[broken.id].enabled
    assert all(t.enabled for gid, t in tiles.items() if gid != broken.id)
    log = (saves / "error.log").read_text()
    assert "SyntaxError" in log and f"title: {broken.id}" in log


def test_the_setup_screen_says_the_game_cannot_be_played(broken, app, saves):
    app.open_setup(broken.id)
    setup = app.top
    assert "cannot be played" in setup.error and not setup.start_button.enabled
    setup.start()
    assert type(app.top).__name__ == "SetupScene"
    assert any("cannot be played" in t.text for t in app.toasts)


@pytest.fixture
def broken_spec(monkeypatch):
    """The first game's table package imports, but its spec.py fails (the title's first frame
    reads only the package's ``EMBLEM``; the spec is imported while the title readies the game)."""
    return first_game_failing_at(monkeypatch, ".spec", "invalid syntax (spec.py, line 3)")


def test_a_table_that_breaks_past_its_first_line_is_marked_once_the_title_readies_it(broken_spec, app, saves):
    app.frame(dt=1 / 60)
    tile = next(t for t in app.top.tiles if t.spec.id == broken_spec.id)
    assert tile.enabled                      # the first frame has not read the spec yet
    for _ in range(40):                      # the title readies one thing a frame
        app.frame(dt=1 / 60)
    assert not tile.enabled and tile.emblem == []
    assert all(t.enabled for t in app.top.tiles if t is not tile)
    log = (saves / "error.log").read_text()
    assert "SyntaxError" in log and f"title: {broken_spec.id}" in log
    app.open_setup(broken_spec.id)
    assert "cannot be played" in app.top.error
