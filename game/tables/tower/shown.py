"""What a seat's screen shows of a Tower game, from the rules' view (no pygame): the draw pile (a
count), the discard pile, each tower and King, the hand of the seat holding the screen, and how many
cards each other hand holds."""
from __future__ import annotations

from ..kit.shown import Shown


def shown_from(view: dict, viewer: int | None) -> Shown:
    m = Shown(view)
    m.hide("deck", view["deck"])
    m.put("discard", view["discard"])
    for seat, tower in enumerate(view["towers"]):
        m.put(f"tower.{seat}", tower)
    for seat, king in enumerate(view["kings"]):
        m.put(f"king.{seat}", [king] if king is not None else [])
    m.put_hands(view["hand_sizes"], view.get("hand"), viewer)
    return m
