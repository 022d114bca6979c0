"""What a seat's screen shows of a Sky Tango game, from the rules' view (no pygame): the draw stack
and the discard pile (counts: both lie face down), every seat's sun and moon rows (stacks, bottom
card first), each heap of cleared cards, the hand of the seat holding the screen, and how many
cards each other hand holds."""
from __future__ import annotations

from ..kit.shown import Shown

KINDS = ("sun", "moon")


def shown_from(view: dict, viewer: int | None) -> Shown:
    m = Shown(view)
    m.hide("deck", view["deck"])
    m.hide("discard", view["discard"])
    for seat, (rows, heap) in enumerate(zip(view["rows"], view["heaps"])):
        for kind in KINDS:
            m.put_stacks(f"{kind}.{seat}", rows.get(kind) or [])
        m.put(f"heap.{seat}", heap)
    m.put_hands(view["hand_sizes"], view.get("hand"), viewer)
    return m
