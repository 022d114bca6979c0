"""``python -m game``: screenshots headlessly, and bad arguments give one line and status 2."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args, timeout=60):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def variety(path: Path) -> int:
    img = pygame.image.load(str(path))
    w, h = img.get_size()
    return len({tuple(img.get_at((x, y))) for x in range(0, w, 9) for y in range(0, h, 9)})


def test_screenshot_of_the_title_is_a_real_picture(tmp_path):
    out = tmp_path / "title.png"
    r = run("--screenshot", str(out))
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr + r.stdout
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)
    assert variety(out) > 50


@pytest.mark.parametrize("scene", ["setup", "load", "settings", "results", "pause", "pass"])
def test_screenshot_of_each_menu_scene(tmp_path, scene):
    out = tmp_path / f"{scene}.png"
    r = run("--screenshot", str(out), "--scene", scene, "--size", "1920x1080")
    assert r.returncode == 0, r.stderr
    assert pygame.image.load(str(out)).get_size() == (1920, 1080)
    assert variety(out) > 20


def test_screenshot_of_a_game_position(tmp_path):
    out = tmp_path / "table.png"
    r = run("--screenshot", str(out), "--game", "sky-5", "--players", "4", "--seed", "7", "--moves", "12")
    assert out.is_file() and variety(out) > 20
    assert "Traceback" not in r.stderr
    if importlib.util.find_spec("game.scenes.table") is not None:
        assert r.returncode == 0, r.stderr
    else:  # until the table exists the title is written and the reason given in one line
        assert r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1


def test_a_screenshot_writes_none_of_the_players_files(tmp_path):
    """Shooting the setup screen and a table left the player's saves folder changed: the setup's
    choices for next time overwritten with the shot's, a game started. Without --saves the shot
    reads and writes a folder of its own; with --saves it uses that one, as the app does."""
    saves = ROOT / "saves"

    def listed():
        return sorted((p.name, p.stat().st_mtime_ns) for p in saves.iterdir()) if saves.is_dir() else []
    before = listed()
    for scene in (["--scene", "setup"], ["--game", "sky-5", "--moves", "4"]):
        r = run("--screenshot", str(tmp_path / "shot.png"), *scene)
        assert r.returncode == 0, r.stderr
    assert listed() == before
    mine = tmp_path / "mine"
    r = run("--screenshot", str(tmp_path / "shot.png"), "--scene", "setup", "--saves", str(mine))
    assert r.returncode == 0, r.stderr
    assert (mine / "setup.json").is_file()


@pytest.mark.parametrize("args", [
    ["--size", "big"],
    ["--size", "0x0"],
    ["--game", "chess"],
    ["--screenshot", "x.png", "--game", "sky-5", "--players", "9"],
    ["--screenshot", "x.png", "--game", "sky-5", "--mode", "solo"],
    ["--screenshot", "x.png", "--moves", "-3"],
    ["--screenshot", "x.png", "--scene", "nowhere"],
    ["--screenshot", "x.txt"],
    ["--moves", "4"],
    ["--players", "three"],
    ["--bogus"],
])
def test_bad_arguments_give_one_line_and_status_2(args, tmp_path):
    r = subprocess.run([sys.executable, "-m", "game", *args], cwd=tmp_path,
                       env=dict(os.environ, SDL_VIDEODRIVER="dummy", PYTHONPATH=str(ROOT)),
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2, (args, r.stderr)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in r.stderr, r.stderr
    assert not (tmp_path / "x.png").exists()


def test_unwritable_screenshot_path_is_one_line(tmp_path):
    r = run("--screenshot", str(tmp_path / "missing-folder" / "t.png"))
    assert r.returncode == 1
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


def test_a_window_below_the_minimum_is_grown_and_the_user_told(tmp_path):
    out = tmp_path / "small.png"
    r = run("--screenshot", str(out), "--size", "640x400")
    assert r.returncode == 0, r.stderr
    assert pygame.image.load(str(out)).get_size() == (960, 540)
    assert r.stderr.strip() == "sky-table: --size 640x400 is below the smallest window; using 960x540"
