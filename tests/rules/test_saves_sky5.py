"""Save files with a Sky 5 game: round trips, atomic writes, and every way a file can be bad.

A bad file must give a ``SaveError`` whose message is one line naming the file and the problem, and
loading must never change the file's bytes.
"""
import json
import os
import random
from pathlib import Path

import pytest

from rules import registry, saves
from rules.saves import SaveError, check_document, load_save, make_save, read_save, write_save
from rules.sky5 import Bank, Draw, new_game

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "random"},
         {"name": "Cy", "kind": "human"}]


def played(steps=None, seed="save-test", players=3):
    """A game played ``steps`` random commands in (None: to the end), with its command log."""
    s = new_game("multi", players, seed)
    r = random.Random(f"{seed}/{steps}")
    log = []
    while not s.is_over and (steps is None or len(log) < steps):
        cmd = r.choice(s.legal_commands())
        s.apply(cmd)
        log.append(cmd)
    return s, log


def doc(steps=None, **extra):
    s, log = played(steps)
    return make_save("sky-5", "multi", SEATS, "save-test", {}, log, s, **extra), s, log


# =========================================================================== round trips

@pytest.mark.parametrize("steps", [0, 1, 17, None])
def test_save_load_round_trip(tmp_path, steps):
    data, state, log = doc(steps, created="2026-01-01")
    path = write_save(tmp_path / "game.json", data)
    assert path == tmp_path / "game.json"
    result = load_save(path)
    assert result.state.to_json() == state.to_json()
    assert result.commands == log
    assert result.data["created"] == "2026-01-01"
    assert result.data["status"] == ("finished" if state.is_over else "in progress")
    assert result.data["step"] == state.step == len(log)
    assert result.spec.id == "sky-5"
    states = result.states()
    assert len(states) == len(log) + 1
    assert states[0].to_json() == new_game("multi", 3, "save-test").to_json()
    assert states[-1].to_json() == state.to_json()
    # the loaded game plays on exactly like the original
    if not state.is_over:
        cmd = state.legal_commands()[0]
        assert result.state.legal_commands() == state.legal_commands()
        assert [e.to_json() for e in result.state.apply(cmd)] == [e.to_json() for e in state.copy().apply(cmd)]


def test_save_is_plain_json_with_the_documented_fields(tmp_path):
    data, state, log = doc(5)
    path = write_save(tmp_path / "a" / "b" / "game.json", data)    # makes the folders
    on_disk = json.loads(path.read_text(encoding="utf-8"))
    assert on_disk["format"] == "sky-table/save" and on_disk["version"] == 1
    assert on_disk["game"] == "sky-5" and on_disk["mode"] == "multi" and on_disk["seed"] == "save-test"
    assert on_disk["commands"] == [c.to_json() for c in log]
    assert on_disk["snapshot"] == state.to_json()
    assert read_save(path) == on_disk


def test_atomic_write_leaves_no_temp_files(tmp_path):
    data, _, _ = doc(3)
    for _ in range(3):
        write_save(tmp_path / "game.json", data)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_failed_write_keeps_the_old_file_and_no_temp_file(tmp_path, monkeypatch):
    data, _, _ = doc(3)
    path = write_save(tmp_path / "game.json", data)
    old = path.read_bytes()
    with pytest.raises(TypeError):
        write_save(path, {**data, "bad": object()})               # not JSON-able
    assert path.read_bytes() == old

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.os, "replace", broken_replace)
    data2, _, _ = doc(9)
    with pytest.raises(OSError):
        write_save(path, data2)
    assert path.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


# =========================================================================== bad files

def _good():
    data, _, _ = doc(12)
    return data


def _edit(fn):
    data = _good()
    fn(data)
    return json.dumps(data).encode()


def _set(key, value):
    return lambda d: d.__setitem__(key, value)


def _wrong_snapshot(d):
    d["snapshot"]["banks"][0] = d["snapshot"]["banks"][0] + [d["snapshot"]["deck"][0]]


def _illegal_command(d):
    # the first command replaced by a bank attempt with no face-up cards
    d["commands"][0] = {"cmd": "bank", "seat": d["commands"][0]["seat"]}


def _wrong_seat(d):
    d["commands"][3] = dict(d["commands"][3], seat=(d["commands"][3]["seat"] + 1) % 3)


def _after_the_end(d):
    s, log = played(None)
    d.update(make_save("sky-5", "multi", SEATS, "save-test", {}, log, s))
    d["commands"].append({"cmd": "draw", "seat": 0})


CASES = [
    # (id, file bytes, words the message must contain, kind)
    ("malformed-json", b'{"format": "sky-table/save", "version": 1,', ["not valid JSON", "line 1"], "unreadable"),
    ("empty-file", b"", ["not valid JSON"], "unreadable"),
    ("whitespace", b"  \n\n ", ["not valid JSON"], "unreadable"),
    ("non-utf8", b'{"format": "\xff\xfe\xfa"}', ["not a text file"], "unreadable"),
    ("binary", bytes(range(256)), ["not a text file"], "unreadable"),
    ("json-array", b'[1, 2, 3]', ["not a Sky Table save"], "unreadable"),
    ("json-string", b'"sky-table/save"', ["not a Sky Table save"], "unreadable"),
    ("json-null", b'null', ["not a Sky Table save"], "unreadable"),
    ("deeply-nested", b"[" * 100000, ["nested too deeply"], "unreadable"),
    ("wrong-format", _edit(_set("format", "other-app/save")), ["not a Sky Table save"], "unreadable"),
    ("no-format", _edit(lambda d: d.pop("format")), ["not a Sky Table save"], "unreadable"),
    ("wrong-version", _edit(_set("version", 2)), ["version 2", "not supported"], "unreadable"),
    ("version-text", _edit(_set("version", "1")), ["version '1'", "not supported"], "unreadable"),
    ("version-bool", _edit(_set("version", True)), ["version True", "not supported"], "unreadable"),
    ("no-version", _edit(lambda d: d.pop("version")), ["version None"], "unreadable"),
    ("unknown-game", _edit(_set("game", "chess")), ["unknown game 'chess'"], "unreadable"),
    ("unknown-mode", _edit(_set("mode", "solo")), ["no mode 'solo'"], "unreadable"),
    ("seats-not-list", _edit(_set("seats", "Ann")), ["seats"], "unreadable"),
    ("one-seat", _edit(_set("seats", [{"name": "Ann"}])), ["cannot start a game", "2-5"], "unreadable"),
    ("six-seats", _edit(_set("seats", [{"name": str(i)} for i in range(6)])), ["cannot start a game"], "unreadable"),
    ("bad-seed", _edit(_set("seed", [1])), ["seed"], "unreadable"),
    ("bad-options", _edit(_set("options", [])), ["options"], "unreadable"),
    ("bad-first", _edit(_set("options", {"first": 9})), ["cannot start a game", "first player"], "unreadable"),
    ("commands-not-list", _edit(_set("commands", {})), ["commands"], "unreadable"),
    ("no-snapshot", _edit(lambda d: d.pop("snapshot")), ["snapshot"], "unreadable"),
    ("command-unknown", _edit(lambda d: d["commands"].insert(2, {"cmd": "fly", "seat": 0})),
     ["command 3 is malformed", "Unknown command 'fly'"], "unreadable"),
    ("command-not-object", _edit(lambda d: d["commands"].insert(0, "draw")),
     ["command 1 is malformed", "JSON object"], "unreadable"),
    ("command-no-seat", _edit(lambda d: d["commands"].__setitem__(0, {"cmd": "draw"})),
     ["command 1 is malformed", "seat"], "unreadable"),
    ("command-bad-seat", _edit(lambda d: d["commands"].__setitem__(0, {"cmd": "draw", "seat": "0"})),
     ["command 1 is malformed", "bad value for 'seat'"], "unreadable"),
    ("command-bool-seat", _edit(lambda d: d["commands"].__setitem__(0, {"cmd": "draw", "seat": True})),
     ["command 1 is malformed"], "unreadable"),
    ("command-extra-field", _edit(lambda d: d["commands"].__setitem__(0, {**d["commands"][0], "x": 1})),
     ["command 1 is malformed", "unknown fields: x"], "unreadable"),
    ("command-name-unhashable", _edit(lambda d: d["commands"].__setitem__(0, {"cmd": ["draw"], "seat": 0})),
     ["command 1 is malformed", "Unknown command"], "unreadable"),
    ("command-illegal-at-step", _edit(_illegal_command), ["command 1 (bank) is illegal at its step"], "mismatch"),
    ("command-wrong-seat", _edit(_wrong_seat), ["command 4", "is illegal at its step", "must decide now"], "mismatch"),
    ("command-after-the-end", _edit(_after_the_end), ["is illegal at its step", "game is over"], "mismatch"),
    ("snapshot-mismatch", _edit(_wrong_snapshot), ["does not reproduce the saved snapshot", "banks"], "mismatch"),
    ("snapshot-other-step", _edit(lambda d: d["snapshot"].__setitem__("step", 99)),
     ["replaying its 12 commands does not reproduce", "differs in: step"], "mismatch"),
    ("snapshot-missing-field", _edit(lambda d: d["snapshot"].pop("faces")),
     ["does not reproduce", "faces"], "mismatch"),
]


@pytest.mark.parametrize("name,content,words,kind", CASES, ids=[c[0] for c in CASES])
def test_bad_save_gives_one_clear_line(tmp_path, name, content, words, kind):
    path = tmp_path / f"{name}.json"
    path.write_bytes(content)
    stat = os.stat(path)
    with pytest.raises(SaveError) as info:
        load_save(path)
    message = str(info.value)
    assert "\n" not in message and len(message) < 400, message
    assert message.startswith(f"{name}.json: "), message
    for w in words:
        assert w in message, (w, message)
    assert "Traceback" not in message
    assert info.value.kind == kind
    assert path.read_bytes() == content
    assert os.stat(path).st_mtime_ns == stat.st_mtime_ns
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"{name}.json"]


def test_missing_file(tmp_path):
    with pytest.raises(SaveError) as info:
        load_save(tmp_path / "nowhere.json")
    assert str(info.value).startswith("nowhere.json: cannot be read")
    assert info.value.kind == "unreadable"


def test_folder_instead_of_file(tmp_path):
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(SaveError) as info:
        load_save(tmp_path / "dir.json")
    assert str(info.value).startswith("dir.json: cannot be read")


def test_load_without_verify_ignores_the_snapshot(tmp_path):
    data = _good()
    _wrong_snapshot(data)
    path = write_save(tmp_path / "g.json", data)
    with pytest.raises(SaveError):
        load_save(path)
    result = load_save(path, verify=False)
    assert result.state.step == len(data["commands"])


def test_check_document_accepts_a_good_save_and_names_the_problem():
    data = _good()
    assert check_document(data, "x") is data
    with pytest.raises(SaveError, match=r"^x: unknown game 'nope'$"):
        check_document({**data, "game": "nope"}, "x")


def test_snapshot_cannot_smuggle_a_position(tmp_path):
    """A save whose commands are legal but whose snapshot claims more banked points is refused."""
    data, state, _ = doc(None)
    snap = data["snapshot"]
    winner = state.result()["winners"][0]
    loser = next(p for p in range(3) if p not in state.result()["winners"])
    snap["banks"][winner], snap["banks"][loser] = snap["banks"][loser], snap["banks"][winner]
    path = write_save(tmp_path / "cheat.json", data)
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert info.value.kind == "mismatch" and "banks" in str(info.value)


def test_every_command_kind_survives_a_save(tmp_path):
    """Draw, Bank, Give, Take and Pass all appear in long games and replay from a file."""
    seen = set()
    for seed in range(6):
        s, log = played(None, seed=f"kinds-{seed}", players=4)
        seen.update(c.name for c in log)
        path = write_save(tmp_path / f"{seed}.json",
                          make_save("sky-5", "multi", [{"name": str(i)} for i in range(4)], f"kinds-{seed}",
                                    {}, log, s))
        assert load_save(path).state.to_json() == s.to_json()
    assert seen == {"draw", "bank", "give", "take", "pass"}
    assert Draw(0).to_json() == {"cmd": "draw", "seat": 0} and Bank(1).to_json() == {"cmd": "bank", "seat": 1}


def test_unexpected_setup_failure_is_still_a_save_error(tmp_path):
    data = _good()
    data["options"] = {"names": 5}                      # not a list: the setup itself fails
    path = write_save(tmp_path / "odd.json", data)
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert str(info.value).startswith("odd.json: ") and "\n" not in str(info.value)


def test_paths_may_be_strings(tmp_path):
    data, state, _ = doc(4)
    write_save(str(tmp_path / "s.json"), data)
    assert load_save(str(tmp_path / "s.json")).state.to_json() == state.to_json()
    assert isinstance(Path(tmp_path / "s.json").read_text(encoding="utf-8"), str)
