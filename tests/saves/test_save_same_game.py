"""A save loads as the game that was saved, or not at all (issue 37, item 5).

Hypothesis mutates real saves of every game and mode (``save_fuzz_helpers.base_saves``) in the
ways a tampered or foreign file differs: options added or changed (another game's, unknown keys, a
NUL key, values of any JSON type), seats reordered or renamed without the names they were played
under, any value anywhere replaced, a key given twice. Whatever the mutant, loading it either
raises ``SaveError`` or gives the same game as the original: the same game, mode, seed, seats,
players' names, commands and final state. Only the save's name, dates and status may differ.

The run is seeded (``derandomize``) so CI sees the same mutants every time;
``SKY_SAVE_FUZZ=6000`` runs that many mutants per test instead (the issue's soak figure).
"""
from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import registry
from rules.saves import SaveError, load_save

from save_fuzz_helpers import base_saves

BASES = base_saves()
EXAMPLES = int(os.environ.get("SKY_SAVE_FUZZ", "150"))
FUZZ = settings(max_examples=EXAMPLES, derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

# Keys a mutant's options may gain: every game's own options, the front end's, and strangers.
OPTION_KEYS = sorted({k for spec in registry.GAMES.values() for k in spec.options}
                     | {"names", "hints", "\u0000", "", "colour", "Names"})
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8)


def the_game(replayed) -> dict:
    """What makes a loaded save the game it is (not its name, dates or status)."""
    data = replayed.data
    return {"game": data["game"], "mode": data["mode"], "seed": data["seed"],
            "seats": [(s["name"], s.get("kind", "human"), s.get("level")) for s in data["seats"]],
            "names": list(replayed.state.names) if hasattr(replayed.state, "names") else None,
            "commands": [c.to_json() for c in replayed.commands],
            "state": replayed.state.to_json()}


ORIGINALS: dict[int, dict] = {}


def original(index: int, tmp_path) -> dict:
    if index not in ORIGINALS:
        path = tmp_path / "original.json"
        path.write_text(json.dumps(BASES[index][1]), encoding="utf-8")
        ORIGINALS[index] = the_game(load_save(path))
    return ORIGINALS[index]


def loads_as_saved(index: int, text: str, tmp_path) -> None:
    path = tmp_path / "mutant.json"
    path.write_text(text, encoding="utf-8")
    try:
        replayed = load_save(path)
    except SaveError as e:
        assert "\n" not in str(e)
        return
    assert the_game(replayed) == original(index, tmp_path)


def paths_in(value, prefix=()):
    """Every path to a value inside ``value`` (objects and lists too)."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths_in(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths_in(v, prefix + (i,))
    return out


bases = st.integers(0, len(BASES) - 1)


@FUZZ
@given(index=bases, changes=st.dictionaries(st.sampled_from(OPTION_KEYS), json_values, min_size=1, max_size=3))
def test_changed_options_are_refused_or_change_nothing(tmp_path, index, changes):
    doc = json.loads(json.dumps(BASES[index][1]))
    doc["options"] = {**(doc.get("options") or {}), **changes}
    loads_as_saved(index, json.dumps(doc), tmp_path)


@FUZZ
@given(index=bases, data=st.data())
def test_seats_moved_or_renamed_are_refused(tmp_path, index, data):
    doc = json.loads(json.dumps(BASES[index][1]))
    seats = doc["seats"]
    order = data.draw(st.permutations(range(len(seats))))
    doc["seats"] = [seats[i] for i in order]
    if data.draw(st.booleans()):          # the seal edited alike, as a careful tamperer would
        doc["seal"] = {"seats": doc["seats"]}
    if data.draw(st.booleans()):
        k = data.draw(st.integers(0, len(seats) - 1))
        doc["seats"][k] = {**doc["seats"][k], "name": data.draw(st.sampled_from(["Zoë", "Nova", "Ann"]))}
    loads_as_saved(index, json.dumps(doc), tmp_path)


@FUZZ
@given(index=bases, data=st.data())
def test_any_value_replaced_is_refused_or_changes_nothing(tmp_path, index, data):
    doc = json.loads(json.dumps(BASES[index][1]))
    where = data.draw(st.sampled_from(paths_in(doc)[1:]))
    target = doc
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = data.draw(json_values)
    loads_as_saved(index, json.dumps(doc), tmp_path)


@FUZZ
@given(index=bases, data=st.data())
def test_a_key_given_twice_is_refused(tmp_path, index, data):
    text = json.dumps(BASES[index][1])
    key = data.draw(st.sampled_from(["format", "version", "game", "mode", "seed", "options", "seats"]))
    doubled = text.replace(f'"{key}": ', f'"{key}": {json.dumps(data.draw(json_values))}, "{key}": ', 1)
    path = tmp_path / "twice.json"
    path.write_text(doubled, encoding="utf-8")
    with pytest.raises(SaveError, match="appears twice"):
        load_save(path)
