"""Legality has one source: ``legal_commands``. Over many positions of random playouts, every legal command
applies; variants of legal commands (another cell, field, design, pedestal, card, kind, seat, orientation) and
junk are accepted exactly when they are legal, each refusal gives a reason of its own and leaves the state as
it was (``to_json`` and the derived data)."""
import dataclasses
import itertools

import pytest

from rules.core import Rejected
from rules.sky_totems import (BuildTotem, ChooseDesign, ChooseStart, DrawPedestals, EndTurn, PlaceCloud,
                              PlacePedestal, Reveal, TakeField, TradePedestal, new_game)
from rules.sky_totems.components import DESIGNS, LIMIT, PEDESTAL_COUNT, TOTEM_KINDS
from rules.sky_totems.positions import check_invariants

from playouts import positions

CASES = [("multi", 2, None), ("multi", 3, ["Bird", "Wolf", "Cat", "Dragon"]),
         ("multi", 4, ["Wolf", "Horse", "Cat", "Dragon"]), ("solo", 1, None), ("solo", 1, ["Bird", "Horse", "Cat",
                                                                                               "Dragon"])]
GENERIC = "is not a legal move now"


def exact(c):
    """A command with the types of its values (0.0 == 0 and True == 1, but neither is a legal value)."""
    return (type(c),) + tuple((type(getattr(c, f.name)), getattr(c, f.name)) for f in dataclasses.fields(c))


def variants(s, c):
    """Commands near ``c``: every field changed a little or a lot, and ill-typed values."""
    out = []
    other = (c.seat + 1) % s.players
    out.append(dataclasses.replace(c, seat=other))
    out.append(dataclasses.replace(c, seat=s.players))
    out.append(dataclasses.replace(c, seat=-1))
    for f in dataclasses.fields(c):
        v = getattr(c, f.name)
        if f.name == "seat":
            continue
        if isinstance(v, bool):
            news = [not v]
        elif isinstance(v, int):
            news = [v - 2, v - 1, v + 1, v + 2, -v - 1, LIMIT + 1, -LIMIT - 1, 10 ** 9]
            if f.name == "pedestal":
                news += [p for p in (s.tray + [b[0] for b in s.bag if b])] + [0, PEDESTAL_COUNT - 1, PEDESTAL_COUNT]
            if f.name == "card":
                news += list(range(len(s.faces))) + [len(s.faces)]
        else:
            news = list(DESIGNS) + list(TOTEM_KINDS) + ["", "ember", "Nothing"]
        out += [dataclasses.replace(c, **{f.name: n}) for n in news if n != v]
    # junk: ill-typed fields (the JSON parser refuses them too)
    if hasattr(c, "x"):
        out.append(dataclasses.replace(c, x=str(c.x)))
        out.append(dataclasses.replace(c, y=float(c.y)))
    if hasattr(c, "vertical"):
        out.append(dataclasses.replace(c, vertical=int(c.vertical)))
    out.append(dataclasses.replace(c, seat=True if c.seat == 1 else c.seat + 0.0))
    return out


def junk(s):
    seat = s.actor
    return [EndTurn(seat), DrawPedestals(seat), TakeField(seat, 0), TakeField(seat, len(s.fields)), ChooseStart(seat, 0),
            ChooseDesign(seat, "Gold"), Reveal(seat, 0), PlaceCloud(seat, 0, 0), PlaceCloud(seat, 2, 0),
            PlacePedestal(seat, 0, 0, 0), TradePedestal(seat, 0), BuildTotem(seat, "Cat", 0, 0, False),
            BuildTotem(seat, "Bird", 0, 0, False), BuildTotem(seat, "Horse", 0, 0, True), "end_turn", None]


def test_legal_commands_are_exactly_what_apply_accepts_and_refusals_change_nothing():
    seen = tried = refused = 0
    for _seed, s in positions("legality", CASES, 4):
        if s.step % 5 == 0 or s.phase != "turn":
            seen += 1
            legal = s.legal_commands()
            listed = set(map(exact, legal))
            for c in legal:                                  # every legal command applies
                s.copy().apply(c)
            before = s.to_json()
            candidates = [v for c in legal for v in variants(s, c)] + junk(s)
            for v in candidates:
                tried += 1
                expected = dataclasses.is_dataclass(v) and exact(v) in listed
                if expected:
                    s.copy().apply(v)
                    continue
                with pytest.raises(Rejected) as refusal:
                    s.apply(v)
                refused += 1
                assert GENERIC not in refusal.value.reason, (v, "no reason of its own")
            assert s.to_json() == before
            check_invariants(s)                              # derived data untouched too
    assert seen > 300 and tried > 20_000 and refused > 15_000


def test_the_rules_reasons_agree_with_the_legal_commands_in_every_phase():
    # ``_reason`` (the explanations) finds nothing wrong with exactly the legal commands among the variants.
    for _seed, s in positions("reasons", CASES, None):
        if s.step % 3 == 0:
            legal = s.legal_commands()
            listed = set(map(exact, legal))
            for v in itertools.chain(legal, (v for c in legal for v in variants(s, c))):
                if v.seat == s.actor and not v._bad_field(v.__getattribute__):     # well typed, the actor's
                    assert (s._reason(v) is None) == (exact(v) in listed), v


def test_a_command_built_by_hand_is_judged_like_the_listed_one():
    s = new_game("multi", 2, "by-hand")
    listed = s.legal_commands()[0]
    twin = type(listed)(**{f.name: getattr(listed, f.name) for f in dataclasses.fields(listed)})
    assert twin is not listed and twin == listed
    s.apply(twin)
    with pytest.raises(Rejected, match="must decide now"):     # seat 0 has chosen; now it is seat 1's choice
        s.apply(twin)
