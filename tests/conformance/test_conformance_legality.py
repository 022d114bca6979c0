"""Checks 2 and 3: ``legal_commands()`` and ``apply()`` agree.

2. Every legal command applies (on a copy), ``check`` agrees, and its JSON form parses back to the
   same command; every rejection leaves the state's ``to_json()`` exactly as it was.
3. Commands near the legal ones (each field of a legal command changed to other plausible values:
   ints +-1, other seats, other ids seen in legal commands; strings to other strings seen; bools
   flipped; tuples permuted, shortened, extended; other seats; other command names) and random junk
   are accepted exactly when ``legal_commands()`` lists them (compared by their JSON form, after the
   command's own normalisation).
Every refusal gives a reason: a non-empty sentence on one line.
"""
from __future__ import annotations

import dataclasses
import itertools
import json
import random

import pytest

from conformance_helpers import apply_ok, case_id, cases, cmd_key, shared_playout, state_json
from rules.core import INTS, Command, Rejected, _field_types

STATES = 24              # positions per case where every legal command is tried
MUTATION_STATES = 16     # positions per case where mutations and junk are tried
MAX_LEGAL = 60           # legal commands tried per position (a random sample beyond that)
MAX_TRIALS = 400         # mutated and junk commands tried per position
JUNK = 40                # random junk commands per position


def _fields(cmd: Command) -> list[tuple[str, type]]:
    return list(_field_types(type(cmd)))


def _pools(state, legal: list[Command]) -> dict:
    """Values seen in the legal commands (and seats), by field type."""
    ints = set(range(-1, state.players + 1))
    strs, tuples = set(), set()
    for c in legal:
        for name, want in _fields(c):
            v = getattr(c, name)
            if want is int:
                ints.add(v)
            elif want is str:
                strs.add(v)
            elif want is INTS:
                tuples.add(v)
                ints.update(v)
    return {"ints": sorted(ints), "strs": sorted(strs), "tuples": sorted(tuples)}


def _make(cls, values: dict):
    """The command ``cls(**values)``, or None when its class refuses to be built with them."""
    try:
        return cls(**values)
    except Exception:       # a command class may refuse a value while being made: nothing to try
        return None


def _mutations(state, cmd: Command, pools: dict, rnd: random.Random) -> list[Command]:
    base = {name: getattr(cmd, name) for name, _ in _fields(cmd)}
    out = []
    for name, want in _fields(cmd):
        v = base[name]
        options = []
        if want is int:
            options = [v - 1, v + 1, -v - 1, 10 ** 6] + rnd.sample(pools["ints"], min(6, len(pools["ints"])))
        elif want is str:
            options = ["", v + "x", v.upper()] + rnd.sample(pools["strs"], min(6, len(pools["strs"])))
        elif want is bool:
            options = [not v]
        elif want is INTS:
            options = [(), v[:-1], v[1:], v + v[-1:], tuple(reversed(v))]
            options += [v + (x,) for x in rnd.sample(pools["ints"], min(4, len(pools["ints"])))]
            options += [(x,) + v[1:] for x in rnd.sample(pools["ints"], min(4, len(pools["ints"])))]
            if len(v) > 1:
                options += [tuple(p) for p in itertools.islice(itertools.permutations(v), 6)]
            options += rnd.sample(pools["tuples"], min(4, len(pools["tuples"])))
        for o in options:
            if o != v or type(o) is not type(v):
                out.append(_make(type(cmd), {**base, name: o}))
    # the same fields under another command's name
    for other in state.COMMANDS.classes:
        if other is not type(cmd) and [w for _, w in _field_types(other)] == [w for _, w in _fields(cmd)]:
            out.append(_make(other, dict(zip([n for n, _ in _field_types(other)], base.values()))))
    return [c for c in out if c is not None]


def _junk(state, pools: dict, rnd: random.Random) -> list[Command]:
    out = []
    classes = sorted(state.COMMANDS.classes, key=lambda c: c.name)
    for _ in range(JUNK):
        cls = rnd.choice(classes)
        values = {}
        for name, want in _field_types(cls):
            if want is int:
                values[name] = rnd.choice(pools["ints"] + [rnd.randint(-5, 200)])
            elif want is str:
                values[name] = rnd.choice(pools["strs"] + ["", "?", "0.0", "-1"])
            elif want is bool:
                values[name] = rnd.random() < 0.5
            else:
                values[name] = tuple(rnd.choice(pools["ints"]) for _ in range(rnd.randint(0, 4)))
        made = _make(cls, values)
        if made is not None:
            out.append(made)
    return out


def _small_classes(state, pools: dict) -> list[Command]:
    """Every command of the classes with at most one field beyond the seat, for the actor, with
    each value of the pools: a command missing from ``legal_commands`` is found this way."""
    out = []
    for cls in sorted(state.COMMANDS.classes, key=lambda c: c.name):
        rest = [(n, w) for n, w in _field_types(cls) if n != "seat"]
        if not rest:
            out.append(_make(cls, {"seat": state.actor}))
        elif len(rest) == 1 and rest[0][1] in (int, str, bool):
            name, want = rest[0]
            values = {int: pools["ints"], str: pools["strs"], bool: [False, True]}[want]
            out += [_make(cls, {"seat": state.actor, name: v}) for v in values]
    return [c for c in out if c is not None]


def _positions(spec, mode, seats, k):
    game = shared_playout(spec.id, mode, seats)
    return game, [game.states[i] for i in game.sample(k)[:-1]]     # not the end: nothing is legal


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_every_legal_command_applies_and_survives_its_json_form(spec, mode, seats):
    game, positions = _positions(spec, mode, seats, STATES)
    rnd = random.Random(case_id(spec, mode, seats))
    for state in positions:
        legal = state.legal_commands()
        if len(legal) > MAX_LEGAL:
            legal = rnd.sample(legal, MAX_LEGAL)
        for cmd in legal:
            where = f"{case_id(spec, mode, seats)} step {state.step}: legal {cmd.to_json()}"
            ok, events = apply_ok(state, cmd)
            assert ok, f"{where} is rejected: {events.reason}"
            assert isinstance(events, list), where
            state.check(cmd)                      # raises when it disagrees
            parsed = state.parse_command(json.loads(json.dumps(cmd.to_json())))
            assert parsed == cmd and cmd_key(parsed) == cmd_key(cmd), where


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_after_the_end_nothing_is_legal_and_everything_is_refused_unchanged(spec, mode, seats):
    game = shared_playout(spec.id, mode, seats)
    end = game.final.copy()
    before = state_json(end)
    for cmd in game.commands[-5:]:
        with pytest.raises(Rejected):
            end.apply(cmd)
        assert state_json(end) == before


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_legal_commands_and_apply_agree_on_mutations_and_junk(spec, mode, seats):
    game, positions = _positions(spec, mode, seats, MUTATION_STATES)
    rnd = random.Random(f"mutations/{case_id(spec, mode, seats)}")
    tried = accepted = 0
    for state in positions:
        legal = state.legal_commands()
        legal_keys = {cmd_key(c) for c in legal}
        pools = _pools(state, legal)
        trials = []
        for cmd in rnd.sample(legal, min(len(legal), 20)):
            trials += _mutations(state, cmd, pools, rnd)
        trials += _junk(state, pools, rnd)
        small = _small_classes(state, pools)
        # the same commands for every other seat
        trials += [dataclasses.replace(c, seat=s) for c in legal[:5] for s in range(-1, state.players + 1)
                   if s != c.seat]
        if len(trials) > MAX_TRIALS:
            trials = rnd.sample(trials, MAX_TRIALS)
        trials += small
        before = state_json(state)
        for cmd in trials:
            where = f"{case_id(spec, mode, seats)} step {state.step}: {cmd!r}"
            listed = cmd_key(cmd) in legal_keys
            live = state.copy()
            try:
                live.apply(cmd)
                ok = True
            except Rejected:
                ok = False
                assert state_json(live) == before, f"{where}: the rejection changed the state"
            assert ok == listed, (f"{where}: apply {'accepts' if ok else 'refuses'} it but legal_commands "
                                  f"{'lists' if listed else 'does not list'} it")
            try:
                state.check(cmd)
                checked = True
            except Rejected:
                checked = False
            assert checked == ok, f"{where}: check and apply disagree"
            tried += 1
            accepted += ok
        # the position itself was never touched
        assert state_json(state) == before
    assert tried > 0


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_malformed_json_commands_are_refused_with_a_reason(spec, mode, seats):
    state = shared_playout(spec.id, mode, seats).states[1]
    before = state_json(state)
    legal = state.legal_commands()
    data = legal[0].to_json()
    bad = [None, 1, "draw", [], {}, {"cmd": None}, {"cmd": "no such command"}, {**data, "extra": 1},
           {**data, "seat": True}, {**data, "seat": "0"}, {**data, "seat": 1.0}, {**data, "seat": None}]
    bad += [{k: v for k, v in data.items() if k != f} for f in data if f not in ("cmd",)]
    for name, _ in _fields(legal[0]):
        bad += [{**data, name: v} for v in (None, [], {}, "1", 1.5, True, [1, "a"], 10 ** 30)
                if not (type(v) is type(data[name]) and v == data[name])]
    for raw in bad:
        try:
            cmd = state.parse_command(raw)
        except Rejected as e:
            assert e.reason
            continue
        # parsed after all (e.g. a default value filled in): then apply must still decide cleanly
        ok, _ = apply_ok(state, cmd)
        assert ok == (cmd_key(cmd) in {cmd_key(c) for c in legal}), f"{raw!r}"
    assert state_json(state) == before


REASON_STATES = 6        # positions per case where the refusals' reasons are read
REASON_TRIALS = 60       # refused commands read per position


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_every_refusal_gives_a_reason_of_one_line(spec, mode, seats):
    """``Rejected.reason`` is shown to the player: a non-empty sentence on one line, for commands
    near the legal ones and junk alike."""
    game, positions = _positions(spec, mode, seats, REASON_STATES)
    rnd = random.Random(f"reasons/{case_id(spec, mode, seats)}")
    read = 0
    for state in positions:
        legal = state.legal_commands()
        legal_keys = {cmd_key(c) for c in legal}
        pools = _pools(state, legal)
        trials = [c for cmd in rnd.sample(legal, min(len(legal), 6)) for c in _mutations(state, cmd, pools, rnd)]
        trials = [c for c in trials + _junk(state, pools, rnd) if cmd_key(c) not in legal_keys]
        for cmd in rnd.sample(trials, min(len(trials), REASON_TRIALS)):
            ok, refusal = apply_ok(state, cmd)
            assert not ok, f"{case_id(spec, mode, seats)} step {state.step}: {cmd!r} is not listed but applies"
            reason = refusal.reason
            assert isinstance(reason, str) and reason.strip() and "\n" not in reason, \
                f"{case_id(spec, mode, seats)} step {state.step}: {cmd!r} is refused with {reason!r}"
            read += 1
    assert read > 0
