"""What the Tower tests share: the position builder, readable card codes, and the check that a
refusal is a sentence and changes nothing. Positions are built with ``rules.tower.positions``,
never by setting the state's fields; card ids are asked of the state (``find``)."""
from __future__ import annotations

import pytest

from rules.core import Rejected
from rules.tower.positions import find, position

__all__ = ["assert_rejected", "codes", "find", "hand", "kinds", "moves", "position", "tower"]


def codes(s, ids) -> list[str]:
    return [s.code(c) for c in ids]


def hand(s, seat) -> list[str]:
    return codes(s, s.hands[seat])


def tower(s, seat) -> list[str]:
    return codes(s, s.towers[seat])


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def moves(events) -> list[tuple[str, str, str]]:
    """The move events as (face, src, dst): the public face, or a drawn card's private one."""
    return [(e.get("face") or e["private_face"], e["src"], e["dst"]) for e in events if e.kind == "move"]


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
