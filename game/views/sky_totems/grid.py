"""An altar's grid on screen: its cloud cells plus a ring of empty cells around them (where clouds
may go), scaled to fit the altar's panel and centred in it; and the cells a totem stands over."""
from __future__ import annotations

import math
from typing import Iterable

import pygame

from rules.sky_totems.components import TOTEM_CELLS


def totem_cells(kind: str, x: int, y: int, vertical: bool) -> list[tuple[int, int]]:
    n = TOTEM_CELLS[kind]
    return [(x, y + k) if vertical else (x + k, y) for k in range(n)]


class AltarGrid:
    """Maps altar cells (x, y) to screen rectangles inside ``zone``. ``fit(cells)`` recomputes the
    scale and origin so the cells and a one-cell ring around them always fit (cells never grow
    beyond ``cap`` pixels)."""

    def __init__(self, zone: pygame.Rect, cap: float):
        self.zone = pygame.Rect(zone)
        self.cap = cap
        self.cell = cap
        self.ox = float(self.zone.centerx)
        self.oy = float(self.zone.centery)
        self.bounds = (-1, -1, 2, 2)          # min x, min y, max x, max y (with the ring)

    def fit(self, cells: Iterable[tuple[int, int]]) -> bool:
        cells = list(cells) or [(0, 0)]
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        bounds = (min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1)
        cols = bounds[2] - bounds[0] + 1
        rows = bounds[3] - bounds[1] + 1
        cell = max(8.0, min(self.zone.w / cols, self.zone.h / rows, self.cap))
        cell = float(int(cell))              # whole pixels: cached art per size stays few
        ox = self.zone.centerx - cols * cell / 2 - bounds[0] * cell
        oy = self.zone.centery - rows * cell / 2 - bounds[1] * cell
        changed = (cell, round(ox), round(oy), bounds) != (self.cell, round(self.ox), round(self.oy), self.bounds)
        self.cell, self.ox, self.oy, self.bounds = cell, float(round(ox)), float(round(oy)), bounds
        return changed

    @property
    def key(self) -> tuple:
        return (self.cell, self.ox, self.oy, self.bounds)

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
