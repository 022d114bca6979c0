"""``python -m rules --saves DIR ...``: replay finds a save by name in the folder, and ``list`` checks
every save there (one line a file; exit 0 all fine, 1 a mismatch, 2 an unreadable file)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rules.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def call(capsys, *args):
    try:
        code = main(list(args))
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    assert "Traceback" not in err and "Traceback" not in out
    return code, out, err


@pytest.fixture
def folder(tmp_path, capsys):
    saves = tmp_path / "my saves"
    code, _, _ = call(capsys, "simulate", "--game", "sky-5", "--players", "2", "--games", "2", "--seed", "f",
                      "--save-dir", str(saves))
    assert code == 0
    return saves


def test_replay_finds_a_name_in_the_saves_folder(folder, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ("sky-5-00000.json", "sky-5-00000"):
        code, out, err = call(capsys, "--saves", str(folder), "replay", name, "--verify")
        assert code == 0 and err == "" and out.startswith("sky-5-00000.json: Sky 5, ") and "verified" in out
    # --saves also after the subcommand
    code, out, _ = call(capsys, "replay", "sky-5-00001.json", "--saves", str(folder), "--verify")
    assert code == 0 and out.startswith("sky-5-00001.json: ")
    # a file that exists as given wins over the folder
    (tmp_path / "sky-5-00000.json").write_text("not json")
    code, _, err = call(capsys, "--saves", str(folder), "replay", "sky-5-00000.json", "--verify")
    assert code == 2 and "not valid JSON" in err
    # a name in neither place: unreadable, named
    code, out, err = call(capsys, "--saves", str(folder), "replay", "nothing.json", "--verify")
    assert code == 2 and out == "" and err.startswith("replay: nothing.json: cannot be read")


def test_replay_without_saves_keeps_the_path_as_given(folder, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _, err = call(capsys, "replay", "sky-5-00000.json", "--verify")
    assert code == 2 and "cannot be read" in err


def test_list_checks_every_save(folder, capsys):
    code, out, err = call(capsys, "--saves", str(folder), "list")
    lines = out.splitlines()
    assert code == 0 and err == "" and len(lines) == 2
    assert lines[0].startswith("sky-5-00000.json: Sky 5, ") and lines[0].endswith("finished, verified")
    (folder / "settings.json").write_text("{not a save")                      # never listed
    (folder / "notes.txt").write_text("hello")                                # not *.json
    data = json.loads((folder / "sky-5-00001.json").read_text())
    data["snapshot"]["step"] += 1
    (folder / "tampered.json").write_text(json.dumps(data))
    code, out, _ = call(capsys, "--saves", str(folder), "list")
    lines = out.splitlines()
    assert code == 1 and len(lines) == 3
    assert [line.split(":")[0] for line in lines] == ["sky-5-00000.json", "sky-5-00001.json", "tampered.json"]
    assert lines[2].startswith("tampered.json: mismatch: ") and "does not reproduce" in lines[2]
    (folder / "broken.json").write_bytes(b"\x00\x01")
    code, out, _ = call(capsys, "list", "--saves", str(folder))
    assert code == 2 and len(out.splitlines()) == 4
    assert "broken.json: unreadable: is not valid JSON" in out or "broken.json: unreadable: is not a" in out


def test_list_defaults_to_saves_in_the_current_folder(folder, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = call(capsys, "list")
    assert code == 2 and "saves: no such folder" in err
    folder.rename(tmp_path / "saves")
    code, out, err = call(capsys, "list")
    assert code == 0 and len(out.splitlines()) == 2


def test_list_of_an_empty_folder_or_a_file(tmp_path, capsys):
    code, out, err = call(capsys, "--saves", str(tmp_path), "list")
    assert code == 0 and "no saves" in out
    (tmp_path / "file").write_text("x")
    code, out, err = call(capsys, "--saves", str(tmp_path / "file"), "list")
    assert code == 2 and err.startswith("list: ") and len(err.splitlines()) == 1


def test_list_in_a_real_process(folder):
    os.mkfifo(folder / "pipe.json") if hasattr(os, "mkfifo") else None
    proc = subprocess.run([sys.executable, "-m", "rules", "--saves", str(folder), "list"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert "Traceback" not in proc.stderr
    if hasattr(os, "mkfifo"):
        assert proc.returncode == 2 and "pipe.json: unreadable: cannot be read (it is a pipe" in proc.stdout
    assert proc.stdout.count("\n") == (3 if hasattr(os, "mkfifo") else 2)


def test_list_of_a_folder_it_cannot_read_says_so_and_fails(folder, capsys, monkeypatch):
    # Issue 37: an unreadable folder (another user's USB stick) printed "no saves" with exit 0.
    real = os.scandir

    def refuse(path="."):
        if Path(path) == folder:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)
    monkeypatch.setattr(os, "scandir", refuse)
    assert main(["--saves", str(folder), "list"]) == 2
    out, err = capsys.readouterr()
    assert "cannot be read (Permission denied)" in err and "no saves" not in out
