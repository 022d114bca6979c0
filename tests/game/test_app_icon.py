"""The window icon: set before the window opens from assets/icons; a missing icon never stops
the app. The icons are what tools/make_icons.py makes from the SVG source."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame

from game import app as app_module, paths

ROOT = Path(__file__).resolve().parents[2]
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def make_icons():
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "tools" / "make_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_icon_size_is_there_square_and_drawn():
    for n in SIZES:
        icon = pygame.image.load(str(paths.ICONS / f"sky-table-{n}.png"))
        assert icon.get_size() == (n, n)
        w = icon.get_width()
        colours = {tuple(icon.get_at((x, y))) for x in range(w) for y in range(0, w, max(1, w // 32))}
        assert len(colours) > 8, n
        assert icon.get_at((n // 2, n // 2)).a == 255       # an opaque middle, not an empty picture
    assert (paths.ICONS / "sky-table.svg").read_text(encoding="utf-8").count("<svg") == 1


def test_the_icons_are_what_the_script_makes_from_the_svg():
    tool = make_icons()
    files = tool.outputs()
    assert files["sky-table.svg"] == (paths.ICONS / "sky-table.svg").read_bytes()
    assert files["sky-table-small.svg"] == (paths.ICONS / "sky-table-small.svg").read_bytes()
    for n in tool.SIZES:
        # pixels, not bytes: another libpng may pack the same picture differently
        import io
        made = pygame.image.load(io.BytesIO(files[f"sky-table-{n}.png"]), "x.png")
        kept = pygame.image.load(str(paths.ICONS / f"sky-table-{n}.png"))
        assert made.get_size() == kept.get_size()
        worst = max(abs(a - b) for x in range(n) for y in range(n)
                    for a, b in zip(made.get_at((x, y)), kept.get_at((x, y))))
        assert worst <= 8, f"sky-table-{n}.png differs from the SVG: run python tools/make_icons.py"


def test_the_window_gets_the_icon(saves, monkeypatch):
    given = []
    real = pygame.display.set_icon
    monkeypatch.setattr(pygame.display, "set_icon", lambda surf: (given.append(surf.get_size()), real(surf)))
    assert app_module.set_window_icon() is True
    assert given == [(64, 64)]


def test_a_missing_icon_is_logged_and_the_app_opens_anyway(saves, monkeypatch, tmp_path):
    monkeypatch.setattr(paths, "ICONS", tmp_path / "nowhere")
    assert app_module.set_window_icon() is False
    log = paths.saves_dir() / "error.log"
    assert log.is_file() and "window icon" in log.read_text(encoding="utf-8")
    a = app_module.App(size=(1280, 720))
    try:
        a.frame(dt=1 / 60)
    finally:
        a.close()


def test_a_broken_icon_file_is_no_crash(saves, monkeypatch, tmp_path):
    (tmp_path / app_module.WINDOW_ICON).write_bytes(b"not a png")
    monkeypatch.setattr(paths, "ICONS", tmp_path)
    assert app_module.set_window_icon() is False
