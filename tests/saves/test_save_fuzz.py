"""A seeded save fuzzer: real saves of every game and mode, damaged in every way we could think of.

Each damaged file goes through ``python -m rules replay FILE --verify`` (in this process) and the
app's load path (``Session.load``, ``game.library.describe_save``): the exit code is 0, 1 or 2, the output is
one printable line and never a traceback, the rules answer within a second, the app raises only
``SaveError`` and agrees with the CLI. Where the outcome is determined (a truncated file is
unreadable, a doctored snapshot a mismatch, a harmless change still verifies) it is asserted.
"""
from __future__ import annotations

import json
import random

import pytest

from rules import registry
from rules.saves import MAX_COMMANDS, MAX_FILE_BYTES

from save_fuzz_helpers import base_saves, check_file

BASES = base_saves()
LABELS = [label for label, _ in BASES]
REQUIRED = ["format", "version", "game", "mode", "seats", "seed", "commands", "snapshot"]
BAD_VALUES = {
    "format": [1, None, [], {}, "other/save", "SKY-TABLE/SAVE"],
    "version": ["1", 1.0, True, None, [], 0, -1, 2, 99, 10 ** 30],
    "game": [[], {}, 1, None, "chess", "SKY-5"],
    "mode": [[], {}, 1, None, "nope"],
    "seats": [{}, "Ann", 1, None, [1], [[]], [{"name": 1}], [{"kind": "human"}]],
    "seed": [1.5, True, None, [], {}, "x" * 10_000],
    "options": [[], "x", 1, True],
    "commands": [{}, "x", 1, None, True],
    "snapshot": [[], "x", None, 1, True],
}
BAD_NAMES = ["Ann\x00", "\ud800", "A\u202eB", "bell\x07", "tab\there", "line\nbreak", "x" * 33, "", "   ",
             "\u2066iso", "\ufeff"]


def dumps(doc) -> bytes:
    return json.dumps(doc, indent=1).encode("utf-8")


def scalar_paths(value, prefix=()):
    """Paths to every scalar inside ``value`` (iteratively)."""
    out, stack = [], [(prefix, value)]
    while stack:
        path, v = stack.pop()
        if isinstance(v, dict):
            stack.extend((path + (k,), x) for k, x in v.items())
        elif isinstance(v, list):
            stack.extend((path + (i,), x) for i, x in enumerate(v))
        else:
            out.append(path)
    return sorted(out, key=repr)


def get_in(doc, path):
    for p in path:
        doc = doc[p]
    return doc


def set_in(doc, path, value):
    get_in(doc, path[:-1])[path[-1]] = value


def changed(value):
    """A different value of the same JSON type."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, float):
        return value + 0.5
    if isinstance(value, str):
        return value + "x"
    return 0                       # None -> a number


def jtype(value):
    return "bool" if isinstance(value, bool) else type(value).__name__


# --------------------------------------------------------------------------- the mutations
# Each takes (doc, raw bytes, rnd) and returns (bytes, expected exit codes or None).

def m_truncate(doc, raw, rnd):
    return raw[:rnd.randrange(0, len(raw))], {2}


def m_byte_flips(doc, raw, rnd):
    data = bytearray(raw)
    for _ in range(rnd.randint(1, 4)):
        data[rnd.randrange(len(data))] ^= rnd.randint(1, 255)
    return bytes(data), None


def m_harmless(doc, raw, rnd):
    """Changes that leave a valid save: key order, spacing, a byte order mark, unknown fields."""
    kind = rnd.choice(["reorder", "compact", "bom", "extra", "nested-extra", "no-seal", "no-status"])
    if kind == "reorder":
        return dumps(dict(reversed(list(doc.items())))), {0}
    if kind == "compact":
        return json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode(), {0}
    if kind == "bom":
        return b"\xef\xbb\xbf" + raw, {0}
    if kind == "extra":
        doc["id"] = "sky-5-20260101-101010-abcd"
        doc["zz_future_field"] = {"a": [1, 2.5, None, "x"]}
        return dumps(doc), {0}
    if kind == "nested-extra":
        nested = 0
        for _ in range(200):
            nested = [nested]
        doc["zz_nested"] = nested
        return dumps(doc), {0}
    if kind == "no-seal":                   # as saves written before the seal existed
        doc.pop("seal", None)
        return dumps(doc), {0}
    doc.pop("status", None)
    doc.pop("step", None)
    return dumps(doc), {0}


def m_drop_key(doc, raw, rnd):
    key = rnd.choice(sorted(doc))
    doc.pop(key)
    if key in REQUIRED:
        expect = {2}
    elif key == "options":
        expect = {1}                # the seat names go with them: the state's names differ
    else:
        expect = {0}
    return dumps(doc), expect


def m_wrong_type(doc, raw, rnd):
    key = rnd.choice(sorted(BAD_VALUES))
    doc[key] = rnd.choice(BAD_VALUES[key])
    return dumps(doc), {2}


def m_extra_key_in_command(doc, raw, rnd):
    if not doc["commands"]:
        return dumps(doc), {0}
    rnd.choice(doc["commands"])["zz"] = 1
    return dumps(doc), {2}


def m_extra_key_in_snapshot(doc, raw, rnd):
    doc["snapshot"]["zz_extra"] = 0
    return dumps(doc), {1}


def m_huge_number(doc, raw, rnd):
    kind = rnd.choice(["seed-digits", "version", "seat", "neg-seat", "step", "snapshot-int"])
    if kind == "seed-digits":               # over Python's 4,300-digit int-string limit
        doc["seed"] = 0
        return dumps(doc).replace(b'"seed": 0', b'"seed": ' + b"9" * 5000), {2}
    if kind == "version":
        doc["version"] = rnd.choice([10 ** 30, -1, -(10 ** 30)])
        return dumps(doc), {2}
    if kind in ("seat", "neg-seat") and doc["commands"]:
        cmd = rnd.choice(doc["commands"])
        cmd["seat"] = 10 ** 30 if kind == "seat" else -1
        return dumps(doc), {1}
    if kind == "step":
        doc["step"] = -5
        return dumps(doc), {1}
    paths = [p for p in scalar_paths(doc["snapshot"]) if jtype(get_in(doc["snapshot"], p)) == "int"]
    set_in(doc["snapshot"], rnd.choice(paths), rnd.choice([10 ** 40, -(10 ** 40)]))
    return dumps(doc), {1}


def m_float(doc, raw, rnd):
    kind = rnd.choice(["seat", "snapshot", "version", "step"])
    if kind == "seat" and doc["commands"]:
        cmd = rnd.choice(doc["commands"])
        cmd["seat"] = float(cmd["seat"])
        return dumps(doc), {2}
    if kind == "version":
        doc["version"] = 1.0
        return dumps(doc), {2}
    if kind == "step":
        doc["step"] = float(doc["step"])
        return dumps(doc), {1}
    paths = [p for p in scalar_paths(doc["snapshot"]) if jtype(get_in(doc["snapshot"], p)) == "int"]
    path = rnd.choice(paths)
    set_in(doc["snapshot"], path, float(get_in(doc["snapshot"], path)))     # 1 -> 1.0: still a mismatch
    return dumps(doc), {1}


def m_bool_for_int(doc, raw, rnd):
    paths = [p for p in scalar_paths(doc["snapshot"]) if get_in(doc["snapshot"], p) in (0, 1)
             and jtype(get_in(doc["snapshot"], p)) == "int"]
    if not paths:
        return dumps(doc), {0}
    path = rnd.choice(paths)
    set_in(doc["snapshot"], path, bool(get_in(doc["snapshot"], path)))       # 1 -> true: a mismatch
    return dumps(doc), {1}


def m_nan(doc, raw, rnd):
    token = rnd.choice(["NaN", "Infinity", "-Infinity", "1e999", "-1e999"])
    doc["zz_number"] = "@@TOKEN@@"
    return dumps(doc).replace(b'"@@TOKEN@@"', token.encode()), {2}


def m_deep_nesting(doc, raw, rnd):
    where = rnd.choice(["command", "snapshot", "seed", "file"])
    deep = b"[" * 100_000 + b"]" * 100_000
    if where == "file":
        return deep, {2}
    if where == "command":
        doc["commands"].append("@@DEEP@@")
    elif where == "snapshot":
        doc["snapshot"]["zz"] = "@@DEEP@@"
    else:
        doc["seed"] = "@@DEEP@@"
    return dumps(doc).replace(b'"@@DEEP@@"', deep), {2}


def m_bad_name(doc, raw, rnd):
    name = rnd.choice(BAD_NAMES)
    where = rnd.choice(["seat", "seat", "options"])
    if where == "options" and isinstance(doc.get("options", {}).get("names"), list):
        doc["options"]["names"][0] = name
    else:
        doc["seats"][0]["name"] = name
        doc["seal"]["seats"][0]["name"] = name
    return dumps(doc), {2}


def m_raw_bad_name(doc, raw, rnd):
    """A name whose bytes are not UTF-8 at all."""
    doc["seats"][0]["name"] = "@@NAME@@"
    return dumps(doc).replace(b"@@NAME@@", b"\xff\xfeAnn"), {2}


def m_renamed_seat(doc, raw, rnd):
    """A valid new name, in the seats only or in the seal too: a mismatch either way, since the
    game was played under the names of its options (issue 37: "seats and the snapshot's names must
    agree"); a save without names in its options (made by ``rules simulate``) has none to break."""
    both = rnd.random() < 0.5
    doc["seats"][0]["name"] = "Zoë 🙂"
    if both:
        doc["seal"]["seats"][0]["name"] = "Zoë 🙂"
    return dumps(doc), {1} if both and "names" in (doc.get("options") or {}) else ({0} if both else {1})


def m_reorder_commands(doc, raw, rnd):
    cmds = doc["commands"]
    if len(cmds) < 2:
        return dumps(doc), {0}
    i = rnd.randrange(len(cmds) - 1)
    same = cmds[i] == cmds[i + 1]
    cmds[i], cmds[i + 1] = cmds[i + 1], cmds[i]
    return dumps(doc), {0} if same else {0, 1}


def m_duplicate_command(doc, raw, rnd):
    cmds = doc["commands"]
    if not cmds:
        return dumps(doc), {0}
    i = rnd.randrange(len(cmds))
    cmds.insert(i, dict(cmds[i]))
    return dumps(doc), {1}


def m_remove_command(doc, raw, rnd):
    cmds = doc["commands"]
    if not cmds:
        return dumps(doc), {0}
    del cmds[rnd.randrange(len(cmds))]
    return dumps(doc), {1}


def m_shuffle_commands(doc, raw, rnd):
    cmds = doc["commands"]
    before = list(cmds)
    rnd.shuffle(cmds)
    return dumps(doc), {0} if cmds == before else {0, 1}


def m_command_field(doc, raw, rnd):
    """One field of one command set to an odd value: never a crash inside the rules."""
    if not doc["commands"]:
        return dumps(doc), {0}
    cmd = rnd.choice(doc["commands"])
    fields = [k for k in cmd if k != "cmd"]
    if not fields:
        return dumps(doc), {0}
    key = rnd.choice(fields)
    old = cmd[key]
    new = rnd.choice([-1, 0, 1, 2, 5, 9, 49, 999, 10 ** 30, -(10 ** 30), "", "0", "1.0", "0.1", "49", " 49",
                      "049", "0,1", "1,1", "x", "０", True, None, [], {}, 1.5])
    cmd[key] = new
    if jtype(new) != jtype(old):
        return dumps(doc), {2}
    return dumps(doc), ({0} if new == old else None)


def m_unknown_command(doc, raw, rnd):
    doc["commands"].insert(rnd.randrange(len(doc["commands"]) + 1),
                           rnd.choice([{"cmd": "fly", "seat": 0}, {"cmd": ["play"], "seat": 0}, "draw", 7, None,
                                       {"seat": 0}, {"cmd": {}, "seat": 0}]))
    return dumps(doc), {2}


def m_doctored_snapshot(doc, raw, rnd):
    path = rnd.choice(scalar_paths(doc["snapshot"]))
    set_in(doc["snapshot"], path, changed(get_in(doc["snapshot"], path)))
    return dumps(doc), {1}


def m_snapshot_key_dropped(doc, raw, rnd):
    doc["snapshot"].pop(rnd.choice(sorted(doc["snapshot"])))
    return dumps(doc), {1}


def m_other_game(doc, raw, rnd):
    others = [g for g, spec in registry.GAMES.items() if g != doc["game"]]
    doc["game"] = rnd.choice(others)
    return dumps(doc), {1, 2}


def m_unknown_game(doc, raw, rnd):
    doc["game"] = rnd.choice(["chess", "", doc["game"] + " ", doc["game"].upper()])
    return dumps(doc), {2}


def m_future_version(doc, raw, rnd):
    doc["version"] = rnd.choice([2, 3, 99])
    return dumps(doc), {2}


def m_seat_kind_level(doc, raw, rnd):
    """Who plays a seat, changed: in the seats alone a mismatch with the seal; in both it is a
    valid save (no file can prove who sat where); to something unknown, unreadable."""
    spec = registry.GAMES[doc["game"]]
    levels = list(spec.bots)
    i = rnd.randrange(len(doc["seats"]))
    seat = doc["seats"][i]
    kind = rnd.choice(["flip", "other-level", "unknown-level", "list-level", "object-level", "robot",
                       "human-with-level"])
    if kind == "flip":
        new = {"name": seat["name"], "kind": "human"} if seat.get("kind") == "bot" else \
            {"name": seat["name"], "kind": "bot", "level": levels[0]}
    elif kind == "other-level":
        new = {"name": seat["name"], "kind": "bot",
               "level": levels[(levels.index(seat["level"]) + 1) % len(levels)] if seat.get("level") in levels
               else levels[-1]}
    elif kind == "unknown-level":
        new = dict(seat, kind="bot", level="genius")
    elif kind == "list-level":
        new = dict(seat, kind="bot", level=["random"])
    elif kind == "object-level":
        new = dict(seat, kind="bot", level={"random": 1})
    elif kind == "robot":
        new = dict(seat, kind="robot")
    else:
        new = {"name": seat["name"], "kind": "human", "level": levels[0]}
    valid = kind in ("flip", "other-level")
    doc["seats"][i] = new
    if not valid:
        return dumps(doc), {2}
    if new == seat:
        return dumps(doc), {0}
    if rnd.random() < 0.5:
        doc["seal"]["seats"][i] = dict(new)
        return dumps(doc), {0}
    return dumps(doc), {1}


def m_seat_count(doc, raw, rnd):
    spec = registry.GAMES[doc["game"]]
    low, high = spec.modes[doc["mode"]]
    extra = {"name": "Extra", "kind": "human"}
    if rnd.random() < 0.5:
        doc["seats"] = doc["seats"] + [dict(extra) for _ in range(high - len(doc["seats"]) + 1)]
    else:
        doc["seats"] = doc["seats"][:max(low - 1, 0)]
    doc["seal"]["seats"] = json.loads(json.dumps(doc["seats"]))
    return dumps(doc), {2}


def m_too_many_commands(doc, raw, rnd):
    doc["commands"] = [{"cmd": "x", "seat": 0}] * (MAX_COMMANDS + 1)
    return dumps(doc), {2}


def m_too_large(doc, raw, rnd):
    return raw + b" " * (MAX_FILE_BYTES + 1 - len(raw)), {2}


def m_not_an_object(doc, raw, rnd):
    return rnd.choice([b"[]", b"null", b"1", b'"sky-table/save"', b"", b"\x00" * 100, bytes(range(256))]), {2}


MUTATIONS = [m_truncate, m_byte_flips, m_harmless, m_drop_key, m_wrong_type, m_extra_key_in_command,
             m_extra_key_in_snapshot, m_huge_number, m_float, m_bool_for_int, m_nan, m_deep_nesting,
             m_bad_name, m_raw_bad_name, m_renamed_seat, m_reorder_commands, m_duplicate_command,
             m_remove_command, m_shuffle_commands, m_command_field, m_unknown_command, m_doctored_snapshot,
             m_snapshot_key_dropped, m_other_game, m_unknown_game, m_future_version,
             m_seat_kind_level, m_seat_count, m_too_many_commands, m_not_an_object]
# Repeated with other seeds for the kinds with the most ways to go.
REPEATED = [m_byte_flips, m_byte_flips, m_truncate, m_command_field, m_command_field, m_doctored_snapshot,
            m_seat_kind_level, m_harmless, m_drop_key, m_wrong_type, m_byte_flips, m_byte_flips, m_command_field,
            m_command_field, m_truncate, m_bad_name]


def test_every_game_and_mode_is_fuzzed():
    """The fuzzer covers every available game and each of its modes (nothing hard-coded), finished
    and in progress."""
    for game, spec in registry.GAMES.items():
        for mode in spec.modes:
            assert any(label.startswith(f"{game}-{mode}-") for label in LABELS), (game, mode)
    assert any(label.endswith("-part") for label in LABELS) and len(LABELS) >= 10
    assert len(MUTATIONS) == len(set(MUTATIONS)) >= 30


@pytest.mark.parametrize("index", range(len(BASES)), ids=LABELS)
def test_fuzzed_saves_never_crash(tmp_path, index):
    label, original = BASES[index]
    raw = dumps(original)
    good = tmp_path / "good.json"
    good.write_bytes(raw)
    assert check_file(good, {0}) == 0
    rnd = random.Random(f"save-fuzz/{label}")
    for n, mutate in enumerate(MUTATIONS + REPEATED):
        doc = json.loads(raw)
        content, expect = mutate(doc, raw, rnd)
        path = tmp_path / f"{n:02d}-{mutate.__name__[2:]}.json"
        path.write_bytes(content)
        check_file(path, expect)
        assert path.read_bytes() == content                       # never changed by reading
    # once a run (the first base): files far over the size cap are refused before parsing
    if index == 0:
        path = tmp_path / "too-large.json"
        content, expect = m_too_large(json.loads(raw), raw, rnd)
        path.write_bytes(content)
        check_file(path, expect)
