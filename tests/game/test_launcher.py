"""``--install-launcher`` / ``--uninstall-launcher``: a freedesktop menu entry and its icons in
``$XDG_DATA_HOME``, removed again exactly; never a traceback."""
from __future__ import annotations

import configparser
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import launcher, paths

ROOT = Path(__file__).resolve().parents[2]


def run(data: Path, *args):
    env = dict(os.environ, XDG_DATA_HOME=str(data), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)


def read_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str            # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def expected_files(data: Path) -> set[Path]:
    theme = data / "icons" / "hicolor"
    files = {theme / f"{n}x{n}" / "apps" / "sky-table.png" for n in launcher.ICON_SIZES}
    return files | {theme / "scalable" / "apps" / "sky-table.svg", data / "applications" / "sky-table.desktop"}


def all_files(folder: Path) -> set[Path]:
    return {p for p in folder.rglob("*") if p.is_file()}


def test_install_writes_a_valid_menu_entry_and_every_icon(tmp_path):
    data = tmp_path / "data"
    r = run(data, "--install-launcher")
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stdout + r.stderr
    assert "sky-table.desktop" in r.stdout
    assert all_files(data) == expected_files(data)

    desktop = data / "applications" / "sky-table.desktop"
    entry = read_entry(desktop)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Sky Table"
    assert entry["Icon"] == "sky-table"
    assert entry["Categories"] == "Game;CardGame;"
    assert entry["Terminal"] == "false"
    assert entry["StartupWMClass"] == "sky-table"
    program = shlex.split(entry["Exec"])[0]
    assert Path(program).is_absolute() and os.access(program, os.X_OK), entry["Exec"]
    # Exec starts this copy: the venv's sky-table script, or this Python with -m game
    assert program in (str(Path(sys.executable).parent / "sky-table"), shutil.which("sky-table"),
                       str(Path(sys.executable).absolute()))

    for n in launcher.ICON_SIZES:
        icon = pygame.image.load(str(data / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "sky-table.png"))
        assert icon.get_size() == (n, n)
    svg = (data / "icons" / "hicolor" / "scalable" / "apps" / "sky-table.svg").read_text(encoding="utf-8")
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg

    validator = shutil.which("desktop-file-validate")
    if validator:  # the check needs desktop-file-utils; without it the rest of the test still runs
        v = subprocess.run([validator, str(desktop)], capture_output=True, text=True)
        assert v.returncode == 0 and not v.stdout.strip(), v.stdout + v.stderr


def test_uninstall_removes_exactly_the_launcher_files_and_the_folders_it_leaves_empty(tmp_path):
    data = tmp_path / "data"
    mine = data / "applications" / "another-app.desktop"
    mine.parent.mkdir(parents=True)
    mine.write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n", encoding="utf-8")
    theirs = data / "icons" / "hicolor" / "48x48" / "apps" / "other.png"
    theirs.parent.mkdir(parents=True)
    theirs.write_bytes(b"png")
    assert run(data, "--install-launcher").returncode == 0
    r = run(data, "--uninstall-launcher")
    assert r.returncode == 0, r.stderr
    assert "Removed" in r.stdout and "Traceback" not in r.stdout + r.stderr
    assert all_files(data) == {mine, theirs}
    # Folders holding someone else's files stay; the ones install made and left empty go.
    assert mine.parent.is_dir() and theirs.parent.is_dir()
    assert not (data / "icons" / "hicolor" / "256x256").exists()
    assert not (data / "icons" / "hicolor" / "scalable").exists()
    assert sorted(p.relative_to(data).as_posix() for p in data.rglob("*") if p.is_dir()) == [
        "applications", "icons", "icons/hicolor", "icons/hicolor/48x48", "icons/hicolor/48x48/apps"]
    again = run(data, "--uninstall-launcher")
    assert again.returncode == 0 and "No Sky Table launcher" in again.stdout


def test_uninstall_from_a_fresh_data_folder_leaves_only_the_data_folder(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    assert run(data, "--install-launcher").returncode == 0
    assert sum(1 for p in data.rglob("*") if p.is_dir()) > 10
    assert run(data, "--uninstall-launcher").returncode == 0
    assert data.is_dir() and list(data.iterdir()) == []


def test_a_folder_that_cannot_be_written_is_one_sentence_and_status_1(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "applications").write_text("a file where the folder should be")   # fails even as root
    (data / "icons").write_text("likewise")
    r = run(data, "--install-launcher")
    assert r.returncode == 1
    assert "Traceback" not in r.stdout + r.stderr
    assert r.stderr.startswith("sky-table: cannot write ") and len(r.stderr.strip().splitlines()) == 1


def test_read_only_folder(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))

    def refuse(path, data):
        raise PermissionError(13, "Permission denied", str(path))
    monkeypatch.setattr(launcher, "_write", refuse)
    assert launcher.main("install") == 1
    err = capsys.readouterr().err
    assert "Permission denied" in err and "Traceback" not in err


def test_uninstall_that_cannot_remove_says_so(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert launcher.main("install") == 0

    def refuse(self, missing_ok=False):
        raise PermissionError(13, "Permission denied", str(self))
    monkeypatch.setattr(Path, "unlink", refuse)
    assert launcher.main("uninstall") == 1
    assert "cannot remove" in capsys.readouterr().err


def test_missing_icons_still_give_an_entry_and_a_warning(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(paths, "ICONS", tmp_path / "no-icons")
    assert launcher.main("install") == 0
    out = capsys.readouterr().out
    assert "warning" in out and "missing" in out
    assert (tmp_path / "data" / "applications" / "sky-table.desktop").is_file()


def test_data_home_honours_xdg_data_home_and_ignores_a_relative_one(tmp_path):
    assert launcher.data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    home = Path.home() / ".local" / "share"
    assert launcher.data_home({"XDG_DATA_HOME": "relative/dir"}) == home
    assert launcher.data_home({}) == home
    assert launcher.plan(tmp_path).desktop == tmp_path / "applications" / "sky-table.desktop"


@pytest.mark.parametrize("arg, quoted", [
    ("/usr/bin/sky-table", "/usr/bin/sky-table"),
    ("/home/me/My Games/bin/sky-table", '"/home/me/My Games/bin/sky-table"'),
    ('/opt/a"b', '"/opt/a\\"b"'),
    ("/opt/$HOME/x", '"/opt/\\$HOME/x"'),
    ("/opt/back`tick", '"/opt/back\\`tick"'),
    ("/opt/100%/x", "/opt/100%%/x"),
    ("/opt/it's", "\"/opt/it's\""),
])
def test_exec_arguments_are_quoted_as_the_desktop_entry_spec_says(arg, quoted):
    assert launcher.quote_arg(arg) == quoted


def test_exec_value_escapes_backslashes_once_more_as_a_string_value():
    # a\b is reserved (quoted, backslash escaped to a\\b), then the string escaping doubles both
    assert launcher.exec_value(["/opt/a\\b", "-m", "game"]) == '"/opt/a\\\\\\\\b" -m game'


def test_a_path_with_a_line_break_is_refused_cleanly():
    with pytest.raises(launcher.LauncherError):
        launcher.quote_arg("/opt/a\nb")


def test_launch_command_prefers_the_script_beside_python(tmp_path):
    bin_dir = tmp_path / "venv" / "bin"
    bin_dir.mkdir(parents=True)
    python = bin_dir / "python"
    python.write_text("")
    script = bin_dir / "sky-table"
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    assert launcher.launch_command(str(python), which=lambda name: "/usr/bin/sky-table") == ([str(script)], None)
    script.unlink()
    assert launcher.launch_command(str(python), which=lambda name: "/usr/bin/sky-table") == (["/usr/bin/sky-table"], None)
    argv, _folder = launcher.launch_command(str(python), which=lambda name: None)
    assert argv == [str(python), "-m", "game"]


def test_a_checkout_that_is_not_installed_starts_in_its_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(launcher, "_installed_elsewhere", lambda: False)
    argv, folder = launcher.launch_command(str(tmp_path / "python"), which=lambda name: None)
    assert argv[1:] == ["-m", "game"] and folder == paths.ROOT
    assert f"Path={paths.ROOT}" in launcher.desktop_entry(argv, folder)


def test_a_frozen_build_starts_itself(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    argv, folder = launcher.launch_command()
    assert argv == [str(Path(sys.executable).resolve())] and folder is None


def test_windows_and_macos_are_told_how_to_start_instead(monkeypatch, capsys):
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setattr(sys, "platform", "darwin")
    assert launcher.main("install") == 1
    assert "sky-table" in capsys.readouterr().err


def test_launcher_flags_go_alone():
    from game.__main__ import main
    assert main(["--install-launcher", "--uninstall-launcher"]) == 2
