"""What a seat's screen shows of a Sky 5 game, from the rules' view (no pygame): the deck (a count),
the discard pile, the card drawn and waiting to be given (``pending``), every row face up, and every
bank by its cards' ids, their faces where the seat saw them (its own bank; every bank at the end).
A face is the rules' ``{"colour", "number"}`` (the view's card dict)."""
from __future__ import annotations

from ..kit.shown import Shown


def _put(m: Shown, zone: str, cards) -> None:
    m.faces.update((c["id"], c) for c in cards)
    m.put(zone, [c["id"] for c in cards])


def shown_from(view: dict, viewer: int | None) -> Shown:
    m = Shown(view)
    m.hide("deck", view["deck"])
    _put(m, "discard", view["discard"])
    _put(m, "pending", [view["pending"]] if view["pending"] else [])
    for seat, row in enumerate(view["rows"]):
        _put(m, f"row.{seat}", row)
    for seat, bank in enumerate(view["bank_ids"]):
        m.put(f"bank.{seat}", bank)
    for c in [*view.get("my_bank", ()), *(c for bank in view.get("banks") or () for c in bank)]:
        m.faces[c["id"]] = c
    return m
