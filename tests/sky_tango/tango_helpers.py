"""What the Sky Tango tests share: the position builder, readable card codes, and the check that a
refusal is a sentence and changes nothing. Positions are built with ``rules.sky_tango.positions``,
never by setting the state's fields; card ids are asked of the state (``find``, ``top``)."""
from __future__ import annotations

import pytest

from rules.core import Rejected
from rules.sky_tango.commands import Clear, Destroy, Lay, Stop
from rules.sky_tango.positions import find, position, row_codes, top

__all__ = ["all_but", "Clear", "Destroy", "Lay", "Stop", "assert_rejected", "find", "hand", "kinds", "lay",
           "legal_lays", "moves", "position", "row", "row_codes", "top"]


def all_but(codes: str) -> list[str]:
    """Every card code of the game except ``codes`` (eclipses counted): to put all the rest somewhere."""
    from collections import Counter

    from rules.sky_tango.cards import CODES
    return list((Counter(CODES) - Counter(codes.split())).elements())


def hand(s, seat) -> list[str]:
    return [s.faces[c] for c in s.hands[seat]]


def row(s, seat, kind) -> str:
    return row_codes(s, seat, kind)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def moves(events) -> list[tuple[str, str]]:
    """The move events as (src, dst)."""
    return [(e["src"], e["dst"]) for e in events if e.kind == "move"]


def lay(s, seat, code, owner, at) -> Lay:
    return Lay(seat, find(s, code, seat), owner, at)


def legal_lays(s, code, seat=None) -> set[tuple[int, int]]:
    """Where the card ``code`` in the actor's hand may go: {(owner, at)}."""
    seat = s.turn if seat is None else seat
    cid = find(s, code, seat)
    return {(c.owner, c.at) for c in s.legal_commands() if type(c) is Lay and c.card == cid}


def assert_rejected(s, cmd, *words) -> str:
    """``cmd`` is refused with a one-line sentence containing ``words``; nothing changes."""
    before = s.to_json()
    with pytest.raises(Rejected) as info:
        s.apply(cmd)
    reason = info.value.reason
    assert isinstance(reason, str) and reason.strip() and "\n" not in reason and len(reason) < 200, reason
    assert reason[0].isupper() and reason.endswith("."), reason
    for w in words:
        assert w.lower() in reason.lower(), (w, reason)
    assert s.to_json() == before, "a refusal changed the state"
    assert not s.is_legal(cmd) and cmd not in s.legal_commands()
    return reason
