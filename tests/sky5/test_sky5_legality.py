"""Sky 5: ``legal_commands`` and ``apply`` agree, over a broad generated set of commands.

At positions reached by random play (every phase: turn, give, take, final round, over), every
command from a broad set is tried: each one ``legal_commands`` lists must be accepted, and every
other must be rejected with a readable reason and leave ``to_json()`` exactly as it was.
"""
import dataclasses
import random

import pytest

from rules.core import Rejected
from rules.sky5 import Bank, Draw, Give, Pass, Take, new_game


def positions(players, seed, every=1):
    """States along one random playout (copies), ending with the finished game."""
    s = new_game("multi", players, seed)
    pick = random.Random(f"legality/{players}/{seed}")
    out = []
    n = 0
    while not s.is_over:
        if n % every == 0 or s.phase != "turn" or s.final:
            out.append(s.copy())
        s.apply(pick.choice(s.legal_commands()))
        n += 1
    out.append(s.copy())
    return out


def broad_commands(s):
    """Every kind of command for every seat (and a few seats that do not exist), with card ids
    from every zone and a few that do not exist."""
    seats = range(-1, s.players + 1)
    ids = {-1, len(s.faces), 10 ** 9}
    for row in s.rows:
        ids.update(row)
    for zone in (s.deck[-1:], s.deck[:1], s.removed[:1], s.discard[:2]):
        ids.update(zone)
    for bank in s.banks:
        ids.update(bank[:2])
    if s.pending is not None:
        ids.add(s.pending)
    cmds = []
    for p in seats:
        cmds += [Draw(p), Bank(p), Pass(p)]
        cmds += [Give(p, to) for to in seats]
        cmds += [Take(p, c) for c in sorted(ids)]
    return cmds


def assert_readable(reason):
    assert isinstance(reason, str) and reason.strip(), reason
    assert "\n" not in reason and len(reason) < 200, reason
    assert reason[0].isupper() and reason.endswith("."), reason
    assert "Traceback" not in reason and " object at 0x" not in reason, reason


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [0, 1])
def test_legal_commands_and_apply_agree(players, seed):
    """Rulebook, How to Play: 'On your turn, you can either DRAW or ATTEMPT TO BANK.' — and the
    other decisions (give, take, pass) exactly when the rules call for them: every listed command
    is accepted; every other command is refused without changing anything."""
    phases = set()
    for s in positions(players, seed, every=3):
        phases.add("final" if s.final and s.phase == "turn" else s.phase)
        legal = s.legal_commands()
        assert len(legal) == len(set(legal)), legal
        if s.is_over:
            assert legal == [] and s.actor is None
        else:
            assert legal, "a game in progress always has a legal command"
            assert all(c.seat == s.actor for c in legal)
        candidates = broad_commands(s)
        assert set(legal) <= set(candidates)
        for cmd in legal:
            t = s.copy()
            step = t.step
            t.apply(cmd)                                 # must not raise
            assert t.step == step + 1
            assert s.is_legal(cmd)
        before = s.to_json()
        for cmd in candidates:
            if cmd in legal:
                continue
            with pytest.raises(Rejected) as info:
                s.apply(cmd)
            assert_readable(info.value.reason)
            assert not s.is_legal(cmd)
            if cmd.seat == s.actor:                      # got past the pipeline to the game's checks
                assert s.to_json() == before, cmd
        assert s.to_json() == before
    assert {"turn", "give", "take", "final", "over"} <= phases


def test_check_never_changes_the_state():
    """``check`` / ``is_legal`` answer without playing: the state is the same afterwards."""
    s = new_game("multi", 3, 5)
    before = s.to_json()
    for cmd in broad_commands(s):
        s.is_legal(cmd)
    assert s.to_json() == before


def test_foreign_objects_are_not_moves():
    """Only Sky 5's own commands can be applied; anything else is refused, state unchanged."""
    s = new_game("multi", 2, 0)
    before = s.to_json()
    for thing in (None, "draw", {"cmd": "draw", "seat": 0}, 0):
        with pytest.raises(Rejected) as info:
            s.apply(thing)
        assert "not a move" in info.value.reason
    assert s.to_json() == before


def test_commands_round_trip_through_json():
    """Every legal command survives ``to_json`` / ``parse_command`` unchanged (saves rely on it)."""
    for s in positions(4, 3, every=5):
        for cmd in s.legal_commands():
            assert s.parse_command(cmd.to_json()) == cmd


def field_names(cmd):
    return [f.name for f in dataclasses.fields(cmd)]


JUNK_VALUES = [None, True, False, "0", "1", 1.0, -1, -7, 5, 6, 105, 106, 2 ** 63, [], {}]


def exact(cmd):
    """A command's kind and its field values with their types (so Give(0, True), equal to
    Give(0, 1) for Python, is a different command here, as it is for ``apply``)."""
    fields = tuple((f, type(getattr(cmd, f)), getattr(cmd, f)) for f in field_names(cmd))
    return type(cmd), repr(fields)


def mutations(s, legal):
    """Each legal command with one field changed (to a nearby value, a card from another zone, or
    junk of the wrong type), every command kind for the actor, and a few commands made from junk."""
    out = []
    zones = [s.deck[-1:], s.removed[:1], s.discard[-1:], *[b[:1] for b in s.banks], *[r[:1] for r in s.rows]]
    cards = sorted({c for z in zones for c in z} | ({s.pending} if s.pending is not None else set()))
    for cmd in legal:
        for name in field_names(cmd):
            value = getattr(cmd, name)
            for new in [value - 1, value + 1, *JUNK_VALUES] + (cards if name == "card" else []):
                out.append(dataclasses.replace(cmd, **{name: new}))
    actor = s.actor if s.actor is not None else 0
    for kind in (Draw, Bank, Pass):
        out.append(kind(actor))
        out += [kind(junk) for junk in JUNK_VALUES]
    out += [Give(actor, to) for to in range(-1, s.players + 1)] + [Give(junk, 0) for junk in JUNK_VALUES]
    out += [Take(actor, c) for c in cards] + [Take(actor, junk) for junk in JUNK_VALUES]
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_mutations_and_junk_accepted_exactly_when_listed(players):
    """One legality source: at positions of random playouts, every listed command applies, and
    every changed or junk command is accepted exactly when ``legal_commands()`` lists it (a fresh
    but equal command object too); a rejection leaves ``to_json()`` exactly as it was."""
    phases = set()
    for seed in range(3):
        for s in positions(players, f"mutate/{seed}", every=4):
            phases.add(s.phase)
            legal = s.legal_commands()
            listed = {exact(c) for c in legal}
            before = s.to_json()
            for cmd in legal + mutations(s, legal):
                t = s.copy()
                try:
                    t.apply(cmd)
                except Rejected as rejected:
                    assert exact(cmd) not in listed, (cmd, rejected.reason)
                    assert_readable(rejected.reason)
                    assert t.to_json() == before, cmd
                    assert not s.is_legal(cmd)
                else:
                    assert exact(cmd) in listed, f"{cmd!r} was accepted but is not listed"
                    assert s.is_legal(cmd)
            assert s.to_json() == before
    assert {"turn", "give", "take", "over"} <= phases
