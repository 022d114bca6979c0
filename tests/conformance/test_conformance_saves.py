"""Check 6: saves written by ``rules.saves`` (its own writer and format) at the start, in the middle
and at the end of a game load, replay and verify; a tampered save is refused as a mismatch."""
from __future__ import annotations

import copy
import json
import random

import pytest

from conformance_helpers import case_id, cases, shared_playout, state_json
from rules.saves import SaveError, load_save, make_save, replay, write_save

FIELDS = 8          # fields of the final snapshot changed one at a time


def _seats(n: int, spec) -> list[dict]:
    levels = list(spec.bots)
    return [{"name": "You", "kind": "human"} if p == 0 else
            {"name": f"Bot {p}", "kind": "bot", "level": levels[p % len(levels)]} for p in range(n)]


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_saves_at_start_middle_and_end_replay_and_verify(spec, mode, seats, tmp_path):
    game = shared_playout(spec.id, mode, seats)
    options = {"names": [s["name"] for s in _seats(seats, spec)]}
    # the shared playout was made without names: replay this one's setup with them
    state = spec.new_game(mode, seats, game.seed, options)
    states = [state.copy()]
    for cmd in game.commands:
        state.apply(cmd)
        states.append(state.copy())
    n = len(game.commands)
    for k in sorted({0, n // 2, n}):
        where = f"{case_id(spec, mode, seats)} after {k} commands"
        doc = make_save(spec.id, mode, _seats(seats, spec), game.seed, options, game.commands[:k], states[k])
        path = write_save(tmp_path / f"save-{k}.json", doc)
        loaded = load_save(path)
        assert state_json(loaded.state) == state_json(states[k]), where
        assert [c.to_json() for c in loaded.commands] == [c.to_json() for c in game.commands[:k]], where
        assert state_json(loaded.initial) == state_json(states[0]), where
        assert loaded.state.is_over == (k == n), where
        if k == n // 2 and 0 < k:
            replayed = loaded.states()
            assert [state_json(s) for s in replayed] == [state_json(s) for s in states[:k + 1]], where
        # a copy through a file's JSON text verifies the same way
        assert state_json(replay(json.loads(path.read_text(encoding="utf-8"))).state) == state_json(states[k])


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_a_tampered_save_is_refused(spec, mode, seats, tmp_path):
    game = shared_playout(spec.id, mode, seats)
    n = len(game.commands)
    doc = make_save(spec.id, mode, _seats(seats, spec), game.seed, {}, game.commands, game.final)
    replay(copy.deepcopy(doc))          # the untouched save is fine

    tampered = []
    earlier = copy.deepcopy(doc)        # the snapshot of another reachable position
    earlier["snapshot"] = game.states[n - 1].to_json()
    tampered.append(("an earlier snapshot", earlier))
    short = copy.deepcopy(doc)          # a command dropped
    short["commands"] = short["commands"][:-1]
    tampered.append(("the last command dropped", short))
    fields = sorted(doc["snapshot"])
    for name in random.Random(case_id(spec, mode, seats)).sample(fields, min(FIELDS, len(fields))):
        value = doc["snapshot"][name]   # a field of the final state changed
        edited = copy.deepcopy(doc)
        edited["snapshot"][name] = _changed(value)
        tampered.append((f"snapshot field {name!r} changed", edited))
    seat = copy.deepcopy(doc)           # a seat edited but not its seal
    seat["seats"][0]["name"] = "Someone else"
    tampered.append(("a seat renamed", seat))
    for k, (what, data) in enumerate(tampered):
        with pytest.raises(SaveError) as refused:
            if k == 0:                  # one through a file, the others in memory (no disk writes)
                load_save(write_save(tmp_path / "tampered.json", data))
            else:
                replay(data)
        assert refused.value.kind in ("mismatch", "unreadable"), what
        if what != "a seat renamed":
            assert refused.value.kind == "mismatch", f"{case_id(spec, mode, seats)}: {what}: {refused.value}"


def _changed(value):
    """Another JSON value of the same kind where possible."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "?"
    if isinstance(value, list):
        return value[1:] if value else [0]
    if isinstance(value, dict):
        return {**value, "tampered": 1}
    return 0
