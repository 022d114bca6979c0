"""The headless CLI with Sky 5: ``python -m rules simulate`` and ``python -m rules replay --verify``.

Exit codes of replay: 0 ok, 1 mismatch or illegal command, 2 unreadable. No input ever makes
either tool print a traceback. A few cases run as real subprocesses; the rest call ``main``.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rules.__main__ import main
from rules.saves import SaveError, load_save

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "rules", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def call(capsys, *args):
    """``main`` in this process: (exit code, stdout, stderr)."""
    try:
        code = main(list(args))
    except SystemExit as e:                 # argparse's own errors
        code = e.code
    out, err = capsys.readouterr()
    assert "Traceback" not in err, err
    return code, out, err


# =========================================================================== simulate

def test_simulate_prints_one_json_line():
    proc = run("simulate", "--game", "sky-5", "--players", "4", "--games", "6", "--seed", "s1",
               "--bots", "sensible")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1
    report = json.loads(lines[0])
    for key in ("games", "commands", "seconds", "games_per_s", "errors", "wins"):
        assert key in report
    assert report["games"] == 6 and report["errors"] == 0 and report["players"] == 4
    assert report["commands"] > 6 * 50                   # every game draws at least its 80 cards
    assert len(report["wins"]) == 4 and abs(sum(report["wins"]) - 6) < 0.05
    assert report["seconds"] >= 0 and report["bots"] == ["sensible"] * 4


@pytest.mark.parametrize("players", [2, 3, 5])
def test_simulate_is_deterministic(capsys, players):
    a = json.loads(call(capsys, "simulate", "--game", "sky-5", "--players", str(players), "--games", "3",
                        "--seed", "d", "--bots", "sensible,random")[1])
    b = json.loads(call(capsys, "simulate", "--game", "sky-5", "--players", str(players), "--games", "3",
                        "--seed", "d", "--bots", "sensible,random")[1])
    assert (a["commands"], a["wins"]) == (b["commands"], b["wins"])
    assert a["errors"] == 0 and a["bots"][:2] == ["sensible", "random"]


def test_simulate_save_dir_writes_verifiable_saves(tmp_path, capsys):
    code, out, err = call(capsys, "simulate", "--game", "sky-5", "--players", "3", "--games", "4",
                          "--seed", "7", "--bots", "sensible", "--save-dir", str(tmp_path / "saves"))
    assert code == 0, err
    report = json.loads(out)
    files = sorted((tmp_path / "saves").iterdir())
    assert [f.name for f in files] == [f"sky-5-{g:05d}.json" for g in range(4)]
    total = 0
    for f in files:
        result = load_save(f)
        assert result.state.is_over
        total += len(result.commands)
        code, out, err = call(capsys, "replay", str(f), "--verify")
        assert code == 0 and err == ""
        assert out.strip() == f"{f.name}: Sky 5, {len(result.commands)} commands, finished, verified"
    assert total == report["commands"]
    # Its games are played under the seats' names, so seats moved around in the file are refused.
    doc = json.loads(files[0].read_text())
    assert doc["options"]["names"] == [s["name"] for s in doc["seats"]] == list(load_save(files[0]).state.names)
    doc["seats"].reverse()
    doc["seal"] = {"seats": doc["seats"]}
    files[0].write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="not the names its game was played under"):
        load_save(files[0])


def test_simulate_zero_games(capsys):
    code, out, err = call(capsys, "simulate", "--game", "sky-5", "--games", "0")
    assert code == 0, err
    report = json.loads(out)
    assert report["games"] == 0 and report["commands"] == 0 and report["wins"] == [0, 0]


@pytest.mark.parametrize("args,words", [
    (["--game", "nope"], ["unknown game 'nope'"]),
    (["--game", "sky-5", "--players", "1"], ["2-5", "not 1"]),
    (["--game", "sky-5", "--players", "6"], ["2-5", "not 6"]),
    (["--game", "sky-5", "--bots", "genius"], ["unknown bot level 'genius'"]),
    (["--game", "sky-5", "--mode", "solo"], ["no mode 'solo'"]),
    (["--game", "sky-5", "--games", "-3"], ["--games"]),
])
def test_simulate_bad_arguments(capsys, args, words):
    code, out, err = call(capsys, "simulate", *args)
    assert code == 2 and out == ""
    assert err.startswith("simulate: ") and len(err.strip().splitlines()) == 1
    for w in words:
        assert w in err, (w, err)


def test_simulate_unwritable_save_dir(tmp_path, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    code, out, err = call(capsys, "simulate", "--game", "sky-5", "--games", "1", "--save-dir", str(blocker))
    assert code == 2 and "cannot write saves" in err
    assert blocker.read_text() == "x"


def test_bad_arguments_in_a_real_process():
    for args in (["simulate", "--game", "sky-5", "--players", "6"],
                 ["simulate", "--game", "chess"],
                 ["simulate", "--game", "sky-5", "--players", "two"],
                 ["simulate"],
                 ["fly"],
                 []):
        proc = run(*args)
        assert proc.returncode == 2, (args, proc.returncode, proc.stderr)
        assert proc.stderr.strip(), args


# =========================================================================== replay

@pytest.fixture
def good_save(tmp_path, capsys):
    code, _, _ = call(capsys, "simulate", "--game", "sky-5", "--players", "2", "--games", "1",
                      "--seed", "r", "--save-dir", str(tmp_path))
    assert code == 0
    return tmp_path / "sky-5-00000.json"


def test_replay_ok(good_save, capsys):
    code, out, err = call(capsys, "replay", str(good_save), "--verify")
    assert code == 0 and err == "" and out.strip().endswith("finished, verified")
    code, out, err = call(capsys, "replay", str(good_save))
    assert code == 0 and "verified" not in out


def _rewrite(path, fn):
    data = json.loads(path.read_text())
    fn(data)
    path.write_text(json.dumps(data))
    return path.read_bytes()


def test_replay_mismatch_exits_1(good_save, capsys):
    content = _rewrite(good_save, lambda d: d["snapshot"]["banks"].reverse())
    code, out, err = call(capsys, "replay", str(good_save), "--verify")
    assert code == 1 and out == ""
    assert err.startswith(f"replay: {good_save.name}: ") and "does not reproduce" in err
    assert len(err.strip().splitlines()) == 1
    assert good_save.read_bytes() == content
    code, _, _ = call(capsys, "replay", str(good_save))          # without --verify: loads
    assert code == 0


def test_replay_illegal_command_exits_1(good_save, capsys):
    def spoil(d):
        d["commands"][0] = {"cmd": "bank", "seat": d["commands"][0]["seat"]}
    content = _rewrite(good_save, spoil)
    code, out, err = call(capsys, "replay", str(good_save), "--verify")
    assert code == 1 and "command 1 (bank) is illegal at its step" in err
    assert good_save.read_bytes() == content


@pytest.mark.parametrize("content", [b"", b"\xff\xfe\x00garbage", b"[]", b"{\"format\": 1}",
                                     b'{"format": "sky-table/save", "version": 9}', b"[" * 50000],
                         ids=["empty", "binary", "array", "format", "version", "nested"])
def test_replay_unreadable_exits_2(tmp_path, capsys, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, out, err = call(capsys, "replay", str(path), "--verify")
    assert code == 2 and out == "" and err.startswith("replay: bad.json: ")
    assert len(err.strip().splitlines()) == 1
    assert path.read_bytes() == content


def test_replay_in_a_real_process(good_save, tmp_path):
    proc = run("replay", str(good_save), "--verify")
    assert proc.returncode == 0 and proc.stdout.strip().endswith("verified")
    missing = run("replay", str(tmp_path / "missing.json"), "--verify")
    assert missing.returncode == 2 and "cannot be read" in missing.stderr
    _rewrite(good_save, lambda d: d["snapshot"].__setitem__("step", 0))
    bad = run("replay", str(good_save), "--verify")
    assert bad.returncode == 1 and "does not reproduce" in bad.stderr
    nested = tmp_path / "nested.json"
    nested.write_bytes(b"{\"a\":" * 100000)
    deep = run("replay", str(nested), "--verify")
    assert deep.returncode == 2 and "nested.json" in deep.stderr
