"""An altar's grid on screen: its cloud cells plus a ring of empty cells around them (every spot a
cloud may go next), scaled to fit the altar's panel and centred in it; and the cells a totem
stands over.

The fit holds still for a whole turn: ``target(cells)`` is the fit a turn starts with (the cells
and their ring, every spot the turn's first cloud may take, as large as the panel allows);
``holds(cells, spots)`` tells whether the fit on screen still shows the cells and the spots a cloud
may go to now inside the panel, and ``extend(cells)`` changes what the grid answers for
(``bounds``) without moving or scaling anything. The view re-fits, with a short tween
(``between``), between turns, and within a turn only when a further cloud's spots would leave the
panel (a second cloud laid beyond the first on a side with no room left).
"""
from __future__ import annotations

import math
from typing import Iterable

import pygame

from rules.sky_totems.components import TOTEM_CELLS

# The fewest rows and columns a fit reserves: a young altar is not blown up to fill its panel, so
# it does not shrink at every cloud of its first turns.
MIN_SPAN = 4.8


def totem_cells(kind: str, x: int, y: int, vertical: bool) -> list[tuple[int, int]]:
    n = TOTEM_CELLS[kind]
    return [(x, y + k) if vertical else (x + k, y) for k in range(n)]


def ring_bounds(cells: Iterable[tuple[int, int]]) -> tuple[int, int, int, int]:
    """(min x, min y, max x, max y) of ``cells`` and the one-cell ring around them."""
    cells = list(cells) or [(0, 0)]
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    return (min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1)


class AltarGrid:
    """Maps altar cells (x, y) to screen rectangles inside ``zone`` (see the module docstring).
    ``cell`` is the cell's side in pixels, (``ox``, ``oy``) where cell (0, 0) starts."""

    def __init__(self, zone: pygame.Rect, cap: float):
        self.zone = pygame.Rect(zone)
        self.cap = cap
        self.cell = float(int(cap))
        self.ox = float(self.zone.centerx)
        self.oy = float(self.zone.centery)
        self.bounds = (-1, -1, 2, 2)          # min x, min y, max x, max y (with the ring)

    # ------------------------------------------------------------------ fitting
    def target(self, cells: Iterable[tuple[int, int]]) -> tuple[float, float, float, tuple]:
        """The fit a turn starts with: (cell, ox, oy, bounds)."""
        bounds = ring_bounds(cells)
        cols = bounds[2] - bounds[0] + 1
        rows = bounds[3] - bounds[1] + 1
        cell = min(self.zone.w / max(cols, MIN_SPAN), self.zone.h / max(rows, MIN_SPAN), self.cap)
        cell = float(max(8, int(cell)))      # whole pixels: cached art per size stays few
        ox = round(self.zone.centerx - cols * cell / 2 - bounds[0] * cell)
        oy = round(self.zone.centery - rows * cell / 2 - bounds[1] * cell)
        return cell, float(ox), float(oy), bounds

    def fit(self, cells: Iterable[tuple[int, int]]) -> bool:
        """Take the turn-start fit at once; True when anything changed."""
        tgt = self.target(cells)
        changed = tgt != self.key
        self.set(*tgt)
        return changed

    def set(self, cell: float, ox: float, oy: float, bounds: tuple) -> None:
        self.cell, self.ox, self.oy, self.bounds = float(cell), float(ox), float(oy), tuple(bounds)

    def holds(self, cells: Iterable[tuple[int, int]], spots: Iterable[tuple[int, int]] = ()) -> bool:
        """Whether the fit on screen shows ``cells`` and the ``spots`` a cloud may go to now inside
        the panel (a pixel of slack for rounding)."""
        want = list(cells) + list(spots)
        if not want:
            return True
        zone = self.zone.inflate(2, 2)
        return all(zone.contains(self.rect(x, y)) for x, y in want)

    def _span_shows(self, k: int, lo: int, hi: int, origin: float) -> bool:
        a = origin + k * self.cell
        return min(a + self.cell, hi) - max(a, lo) >= self.cell / 2

    def shows(self, x: int, y: int) -> bool:
        """Whether cell (x, y) lies (mostly) inside the panel at the fit on screen."""
        z = self.zone
        return self._span_shows(x, z.left, z.right, self.ox) and self._span_shows(y, z.top, z.bottom, self.oy)

    def extend(self, cells: Iterable[tuple[int, int]]) -> bool:
        """Answer for ``cells`` and the part of their ring inside the panel, keeping scale and place;
        True if ``bounds`` changed."""
        x0, y0, x1, y1 = ring_bounds(cells)
        z = self.zone
        if not self._span_shows(x0, z.left, z.right, self.ox):
            x0 += 1
        if not self._span_shows(x1, z.left, z.right, self.ox):
            x1 -= 1
        if not self._span_shows(y0, z.top, z.bottom, self.oy):
            y0 += 1
        if not self._span_shows(y1, z.top, z.bottom, self.oy):
            y1 -= 1
        nb = (x0, y0, x1, y1)
        if nb == self.bounds:
            return False
        self.bounds = nb
        return True

    def between(self, start: tuple, end: tuple, t: float) -> None:
        """Part ``t`` (0..1) of the way from fit ``start`` to fit ``end`` (a re-fit's tween)."""
        t = max(0.0, min(1.0, t))
        c0, x0, y0, b0 = start
        c1, x1, y1, b1 = end
        if t >= 1.0:
            self.set(*end)
            return
        self.cell = float(max(8, round(c0 + (c1 - c0) * t)))
        self.ox = float(round(x0 + (x1 - x0) * t))
        self.oy = float(round(y0 + (y1 - y0) * t))
        self.bounds = (min(b0[0], b1[0]), min(b0[1], b1[1]), max(b0[2], b1[2]), max(b0[3], b1[3]))

    @property
    def key(self) -> tuple:
        return (self.cell, self.ox, self.oy, self.bounds)

    # ------------------------------------------------------------------ places
    def rect(self, x: int, y: int) -> pygame.Rect:
        c = self.cell
        left = round(self.ox + x * c)
        top = round(self.oy + y * c)
        return pygame.Rect(left, top, round(self.ox + (x + 1) * c) - left, round(self.oy + (y + 1) * c) - top)

    def rect_of(self, cells) -> pygame.Rect:
        rects = [self.rect(x, y) for x, y in cells]
        return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)

    def center(self, x: int, y: int) -> pygame.Vector2:
        return pygame.Vector2(self.ox + (x + 0.5) * self.cell, self.oy + (y + 0.5) * self.cell)

    def cell_at(self, pos, ring: bool = True) -> tuple[int, int] | None:
        """The cell under ``pos`` inside the grid box (the ring included), else None."""
        x = math.floor((pos[0] - self.ox) / self.cell)
        y = math.floor((pos[1] - self.oy) / self.cell)
        x0, y0, x1, y1 = self.bounds
        if x0 <= x <= x1 and y0 <= y <= y1:
            return x, y
        return None

    def box(self) -> pygame.Rect:
        x0, y0, x1, y1 = self.bounds
        return self.rect(x0, y0).union(self.rect(x1, y1))
