"""What a seat's screen shows of a Sky Totems game, from the rules' view (no pygame).

The pedestals are the kit's cards (their faces are their designs, all public): ``field.F`` holds
each Pedestal Field's, ``tray.S`` the tray of the altar acting (``S``), ``hoard.S`` each Dragon's
hoard, ``altar.S`` each altar's grid (cell (x, y) -> its stack, bottom first: ``Shown.put_cells``)
and ``bag`` the pedestals in the bag (which ones is known from where all the others are; its order
never shows). Besides the pieces the model keeps what the events change one step at a time: each
altar's totems and the cells they cover, the round and the first altar.
"""
from __future__ import annotations

from collections import Counter

from ..kit.shown import Shown


class TotemsShown(Shown):
    __slots__ = ("totems", "cover", "round", "first")
    UNORDERED = frozenset({"bag"})          # which pedestals are in the bag shows, never their order

    def __init__(self, view=None):
        super().__init__(view)
        self.totems: list[list[dict]] = []       # seat -> [{"kind", "height", "cells", "score"}]
        self.cover: list[dict] = []              # seat -> {(x, y): totem index}
        self.round = 0
        self.first = 0

    def same_places(self, other: "Shown") -> bool:
        return super().same_places(other) and (self.totems, self.cover, self.round, self.first) == \
            (other.totems, other.cover, other.round, other.first)

    # the zones by what they are
    @property
    def n_fields(self) -> int:
        """How many Pedestal Fields are in play (4 or 5)."""
        return len(self.view.get("fields") or ())

    def tray(self) -> list[int]:
        """The acting altar's tray."""
        actor = self.view.get("actor")
        return self.cards.setdefault(f"tray.{actor if actor is not None else 0}", [])

    def altar(self, seat: int) -> dict:
        """``seat``'s altar: (x, y) -> its stack, bottom first."""
        return self.cells.setdefault(f"altar.{seat}", {})

    def bag_counts(self) -> dict[str, int]:
        return dict(Counter(self.faces[pid] for pid in self.ids("bag")))


def shown_from(view: dict, viewer: int | None) -> TotemsShown:
    m = TotemsShown(view)
    m.faces = dict(enumerate(view["pedestal_designs"]))
    for f, pieces in enumerate(view["fields"]):
        m.put(f"field.{f}", pieces)
    m.tray().extend(view["tray"])
    for s, altar in enumerate(view["altars"]):
        m.put_cells(f"altar.{s}", {(x, y): stack for x, y, stack, _cv in altar["cells"]})
        m.put(f"hoard.{s}", altar["hoard"])
        m.cover.append({(x, y): cv for x, y, _st, cv in altar["cells"] if cv >= 0})
        m.totems.append([{"kind": t["kind"], "height": t["height"], "cells": [tuple(c) for c in t["cells"]],
                          "score": t["score"]} for t in altar["totems"]])
    # the bag: of each design, as many of the pedestals not elsewhere as the bag holds
    placed = {pid for zone in (*m.cards, *m.cells) for pid in m.ids(zone)}
    left = dict(view["bag_counts"])
    bag = []
    for pid, design in m.faces.items():
        if pid not in placed and left.get(design, 0) > 0:
            left[design] -= 1
            bag.append(pid)
    m.put("bag", bag)
    m.round = max(1, view["round"])
    m.first = view["first"]
    return m
