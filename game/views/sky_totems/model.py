"""What the Sky Totems table shows: a plain copy of the public position (fields, tray, bag counts,
altars, totems, hoards, round), built from ``state.view(seat)`` and changed step by step by the
rules' events while they are animated; checked against the view when the animations end."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Shown:
    designs: tuple = ()                          # pedestal id -> design name
    fields: list = field(default_factory=list)   # field -> pedestal ids
    tray: list = field(default_factory=list)
    bag: dict = field(default_factory=dict)      # design -> count
    cells: list = field(default_factory=list)    # seat -> {(x, y): [pedestal ids, bottom first]}
    cover: list = field(default_factory=list)    # seat -> {(x, y): totem index}
    totems: list = field(default_factory=list)   # seat -> [{"kind", "height", "cells", "score"}]
    hoards: list = field(default_factory=list)   # seat -> pedestal ids
    round: int = 0
    first: int = 0

    @classmethod
    def from_view(cls, v: dict) -> "Shown":
        s = cls()
        s.designs = tuple(v["pedestal_designs"])
        s.fields = [list(f) for f in v["fields"]]
        s.tray = list(v["tray"])
        s.bag = dict(v["bag_counts"])
        for altar in v["altars"]:
            s.cells.append({(x, y): list(st) for x, y, st, _cv in altar["cells"]})
            s.cover.append({(x, y): cv for x, y, _st, cv in altar["cells"] if cv >= 0})
            s.totems.append([{"kind": t["kind"], "height": t["height"], "cells": [tuple(c) for c in t["cells"]],
                              "score": t["score"]} for t in altar["totems"]])
            s.hoards.append(list(altar["hoard"]))
        s.round = max(1, v["round"])
        s.first = v["first"]
        return s

    def same_as(self, other: "Shown") -> bool:
        return (self.fields == other.fields and self.tray == other.tray and self.bag == other.bag
                and self.cells == other.cells and self.cover == other.cover and self.totems == other.totems
                and self.hoards == other.hoards and self.round == other.round and self.first == other.first)

    def design(self, pid: int) -> str:
        return self.designs[pid]

    def take(self, pid: int, zone: str) -> None:
        """Remove ``pid`` from ``zone`` (it starts moving)."""
        kind, _, rest = zone.partition(".")
        if kind == "field":
            f = self.fields[int(rest)]
            if pid in f:
                f.remove(pid)
        elif kind == "tray":
            if pid in self.tray:
                self.tray.remove(pid)
        elif kind == "bag":
            d = self.designs[pid]
            self.bag[d] = max(0, self.bag.get(d, 0) - 1)
        elif kind == "hoard":
            h = self.hoards[int(rest)]
            if pid in h:
                h.remove(pid)
        elif kind == "altar":
            for st in self.cells[int(rest)].values():
                if pid in st:
                    st.remove(pid)

    def put(self, pid: int, zone: str, x: int | None = None, y: int | None = None) -> None:
        """Add ``pid`` to ``zone`` (it has landed)."""
        kind, _, rest = zone.partition(".")
        if kind == "field":
            self.fields[int(rest)].append(pid)
        elif kind == "tray":
            if pid not in self.tray:
                self.tray.append(pid)
        elif kind == "bag":
            d = self.designs[pid]
            self.bag[d] = self.bag.get(d, 0) + 1
        elif kind == "hoard":
            self.hoards[int(rest)].append(pid)
        elif kind == "altar":
            self.cells[int(rest)].setdefault((x, y), []).append(pid)
