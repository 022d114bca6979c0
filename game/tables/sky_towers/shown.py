"""What a seat's screen shows of a Sky Towers game, from the rules' view (no pygame): the deck (a
count), Light's discard pile and set-aside cards (counts: both face down), every tower slot
(``tower.O.K``, bottom card first), each seat's completed towers (stacks), the hand of the seat
holding the screen, how many cards each other hand holds, and Taroma's row (``row.1``: a face
only for the cards lying face up)."""
from __future__ import annotations

from ..kit.shown import Shown


def shown_from(view: dict, viewer: int | None) -> Shown:
    m = Shown(view)
    m.hide("deck", view["deck"])
    if "discard_count" in view:                 # Light solitaire
        m.hide("discard", view["discard_count"])
        m.hide("out", view.get("out", 0))
    for owner, towers in enumerate(view["towers"]):
        for slot, tower in enumerate(towers):
            m.put(f"tower.{owner}.{slot}", tower)
    for owner, done in enumerate(view["completed"]):
        m.put_stacks(f"completed.{owner}", done)
    m.put_hands(view["hand_sizes"], view.get("hand"), viewer)
    if "row" in view:                           # Taroma's row, in place of its hand
        m.counts.pop("hand.1", None)
        m.put("row.1", view["row"])
    return m
