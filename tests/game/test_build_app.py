"""tools/build_app.py's helpers (cheaply: nothing is built here) and game/paths.py inside a
PyInstaller bundle (a fake ``sys.frozen`` / ``sys._MEIPASS``)."""
from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pygame

from game import paths

ROOT = Path(__file__).resolve().parents[2]


def build_app():
    spec = importlib.util.spec_from_file_location("build_app", ROOT / "tools" / "build_app.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def added_data(args: list[str]) -> list[tuple[str, str]]:
    pairs = [args[i + 1] for i, a in enumerate(args) if a == "--add-data"]
    return [tuple(p.rsplit(os.pathsep, 1)) for p in pairs]


def test_the_bundle_carries_the_assets_and_every_rules_data_file():
    tool = build_app()
    args = tool.pyinstaller_args(ROOT, ROOT / "build" / "entry.py")
    data = added_data(args)
    assert (str(ROOT / "assets"), "assets") in data
    for json_file in ROOT.glob("rules/**/*.json"):
        assert (str(json_file), json_file.parent.relative_to(ROOT).as_posix()) in data, json_file
    assert "--onedir" in args and args[args.index("--name") + 1] == "sky-table"
    excluded = {args[i + 1] for i, a in enumerate(args) if a == "--exclude-module"}
    assert {"numpy", "pytest", "tkinter"} <= excluded
    collected = {args[i + 1] for i, a in enumerate(args) if a == "--collect-submodules"}
    assert collected == {"rules", "game"}        # the registries find the games by name
    assert args[-1] == str(ROOT / "build" / "entry.py")


def test_the_picture_check_knows_a_title_from_a_blank(tmp_path):
    tool = build_app()
    blank = pygame.Surface((1280, 720))
    blank.fill((18, 28, 54))
    pygame.image.save(blank, str(tmp_path / "blank.png"))
    assert "colours" in tool.check_picture(tmp_path / "blank.png")
    small = pygame.Surface((640, 360))
    pygame.image.save(small, str(tmp_path / "small.png"))
    assert "640x360" in tool.check_picture(tmp_path / "small.png")
    assert "cannot be read" in tool.check_picture(tmp_path / "missing.png")
    busy = pygame.Surface((1280, 720))
    for x in range(0, 1280, 9):
        pygame.draw.line(busy, ((x * 7) % 256, (x * 3) % 256, x % 256), (x, 0), (x, 719), 9)
    pygame.image.save(busy, str(tmp_path / "busy.png"))
    assert tool.check_picture(tmp_path / "busy.png") is None


def test_folder_size_counts_files(tmp_path):
    tool = build_app()
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "f").write_bytes(b"x" * 500_000)
    (tmp_path / "g").write_bytes(b"x" * 250_000)
    assert abs(tool.folder_mb(tmp_path) - 0.75) < 1e-9


def test_a_frozen_app_reads_its_bundled_assets(tmp_path, monkeypatch):
    bundle = tmp_path / "_internal"
    (bundle / "assets" / "icons").mkdir(parents=True)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert paths.bundle_dir() == bundle
    assert paths._assets_dir() == bundle / "assets"
    # a bundle without assets falls back to the usual places, never to a missing folder by surprise
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "empty"), raising=False)
    assert paths._assets_dir() in (ROOT / "assets", paths.INSTALLED_ASSETS)


def test_a_frozen_app_without_meipass_uses_its_programs_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "sky-table"))
    assert paths.bundle_dir() == tmp_path.resolve()


def test_not_frozen_is_the_checkout(monkeypatch):
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert paths.bundle_dir() is None
    assert paths._assets_dir() == ROOT / "assets"


def test_a_frozen_app_keeps_saves_in_the_user_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "_saves_override", None)     # no --saves: the usual place decides
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    folder = paths.saves_dir()                               # even with this checkout beside the code
    assert folder != ROOT / "saves" and folder.name == "saves"
