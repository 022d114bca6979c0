"""A grid as a zone of the table: cells addressed by (x, y) that pieces are placed on, a grid that
grows (Sky Totems' altars, whose clouds are laid one beside another).

``GridFit`` maps cells to screen rects inside an area: the cells in use and a ring of empty cells
round them (every spot the grid may grow to next), scaled to fit the area and centred in it. The fit
holds still while a player plays (``holds`` and ``extend`` change what it answers for without moving
or scaling anything); ``target(cells)`` is the fit a turn starts with, ``steady`` the one moved
least, ``between`` a re-fit's tween, ``follow`` all of these as the cells change. ``GridZone`` is
the zone: a point over it is the target ``(kind, seat, x, y)`` of the cell under it
(``cell_target``), the cells a piece may go to are lit while it is dragged or picked (an empty spot
with a "+"), a cell it may not go to under the pointer is outlined in red, and a piece arriving at a
cell lands on it (``arrival_at``). The game draws the cells' contents (``draw``). The shown model
keeps a grid zone's pieces by cell (``Shown.put_cells``).
"""
from __future__ import annotations

import math
from typing import Iterable

import pygame

from ... import theme
from ...widgets import tween
from ..base import BAD, DROP, FOCUS, GOOD
from .zones import Zone

# The fewest rows and columns a fit reserves: a young grid is not blown up to fill its area, so it
# does not shrink at every cell of its first turns.
MIN_SPAN = 4.8
T_REFIT = 0.35              # a re-fit's tween (``GridFit.follow``)


def ring_bounds(cells: Iterable[tuple[int, int]]) -> tuple[int, int, int, int]:
    """(min x, min y, max x, max y) of ``cells`` and the one-cell ring around them."""
    cells = list(cells) or [(0, 0)]
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    return (min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1)


def ring_cells(cells) -> set:
    """The empty spots beside ``cells`` (sharing an edge with one)."""
    out = set()
    for (x, y) in cells:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            c = (x + dx, y + dy)
            if c not in cells:
                out.add(c)
    return out


class GridFit:
    """Maps cells (x, y) to screen rectangles inside ``area`` (see the module docstring). ``cell``
    is a cell's side in pixels (at most ``cap``), (``ox``, ``oy``) where cell (0, 0) starts."""

    def __init__(self, area: pygame.Rect, cap: float):
        self.zone = pygame.Rect(area)
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

    def steady(self, cells: Iterable[tuple[int, int]], fit: tuple) -> tuple[float, float, float, tuple]:
        """The fit that shows ``cells`` and their ring, moved least from ``fit``: at the same scale
        the grid stays where it is as far as the area allows (a cloud added beside the altar no
        longer re-centres it under the player's hand, issue 36); at a new scale it is centred."""
        cell, ox, oy, bounds = self.target(cells)
        if cell != fit[0]:
            return cell, ox, oy, bounds
        z = self.zone
        ox = min(max(fit[1], z.left - bounds[0] * cell), z.right - (bounds[2] + 1) * cell)
        oy = min(max(fit[2], z.top - bounds[1] * cell), z.bottom - (bounds[3] + 1) * cell)
        return cell, float(ox), float(oy), bounds

    def set(self, cell: float, ox: float, oy: float, bounds: tuple) -> None:
        self.cell, self.ox, self.oy, self.bounds = float(cell), float(ox), float(oy), tuple(bounds)

    def holds(self, cells: Iterable[tuple[int, int]], spots: Iterable[tuple[int, int]] = ()) -> bool:
        """Whether the fit on screen shows ``cells`` and the ``spots`` the grid may grow to now
        inside the area (a pixel of slack for rounding)."""
        want = list(cells) + list(spots)
        if not want:
            return True
        zone = self.zone.inflate(2, 2)
        return all(zone.contains(self.rect(x, y)) for x, y in want)

    def _span_shows(self, k: int, lo: int, hi: int, origin: float) -> bool:
        a = origin + k * self.cell
        return min(a + self.cell, hi) - max(a, lo) >= self.cell / 2

    def shows(self, x: int, y: int) -> bool:
        """Whether cell (x, y) lies (mostly) inside the area at the fit on screen."""
        z = self.zone
        return self._span_shows(x, z.left, z.right, self.ox) and self._span_shows(y, z.top, z.bottom, self.oy)

    def extend(self, cells: Iterable[tuple[int, int]]) -> bool:
        """Answer for ``cells`` and the part of their ring inside the area, keeping scale and place;
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

    moving: tuple | None = None       # a re-fit on its way: (start, end, its tween)

    def follow(self, cells, spots=(), refit: bool = False, centre: bool = False, tweens=None,
               changed=lambda: None) -> None:
        """Keep the grid still within a turn: the fit on screen stays while it shows ``cells`` and
        the ``spots`` a piece may go to inside the area. With ``refit`` (between turns), or when a
        spot would leave the area, the grid moves only where it no longer shows ``cells`` and
        their whole ring, and then as little as it can (``steady``), with a short tween when
        ``tweens`` is given. With ``centre`` (a new size, a replay's jump) it takes its turn-start
        fit, centred in its area. ``changed`` is called whenever the grid's place changed."""
        moving = self.moving
        if not refit and not centre and moving is None and self.holds(cells, spots):
            if self.extend(cells):
                changed()
            return
        end = self.target(cells) if centre else self.steady(cells, moving[1] if moving else self.key)
        if moving is not None:
            if moving[1] == end:
                return
            moving[2].cancel()
            self.moving = None
        if end == self.key:
            return
        if tweens is None:
            self.set(*end)
            changed()
            return
        start = self.key

        def step(t):
            self.between(start, end, t)
            changed()

        def done():
            self.moving = None

        self.moving = (start, end, tweens.add(tween.Tween(T_REFIT, step, tween.ease_in_out, 0.0, done)))

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

    def cell_at(self, pos) -> tuple[int, int] | None:
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


class GridZone(Zone):
    """A grid of cells as a zone (see the module docstring). ``rect`` is the zone's whole area (a
    seat's panel, say), ``fit`` the grid's place inside it; a cell's target is ``(KIND, seat, x,
    y)``."""

    KIND = "cell"

    def __init__(self, name: str, rect: pygame.Rect, fit: GridFit):
        super().__init__(name, rect)
        self.fit = fit

    def cells(self, t) -> dict:
        """The cells in use: (x, y) -> the pieces on it, bottom first."""
        return t.model.cells.get(self.name, {})

    def cell_target(self, t, card, cell: tuple[int, int], pos) -> tuple | None:
        """The target a drop of ``card`` on ``cell`` means (a game may snap a long piece)."""
        return (self.KIND, self.seat, *cell)

    def target_at(self, t, card, pos):
        if card is None:
            return None
        cell = self.fit.cell_at(pos)
        return self.cell_target(t, card, cell, pos) if cell is not None else None

    def target_rect(self, t, target: tuple) -> pygame.Rect:
        if target[0] == self.KIND:
            return self.fit.rect(target[2], target[3])
        return self.rect

    def arrival_at(self, t, at, before: int = 0) -> tuple[pygame.Vector2, float]:
        """Where a piece landing on cell ``at`` goes, ``before`` others landing there first."""
        return self.fit.center(*at), self.fit.cell

    def draw_marks(self, t, surface, card, lit, blocked) -> None:
        """The cells ``card`` may go to framed inside (green; the one under the pointer pale, the
        keyboard's blue), an empty spot with a "+"; a refused cell under the pointer in red."""
        px = t.layout.px
        used = self.cells(t)
        for target in lit:
            r = self.target_rect(t, target)
            col = FOCUS if t.focus == target else (DROP if t.hover == target else GOOD)
            spot = target[0] == self.KIND and tuple(target[2:4]) not in used
            inset = r.inflate(-px(8), -px(8)) if spot else r.inflate(-px(4), -px(4))
            width = max(2, px(4 if col != GOOD else 3) if spot else px(5 if col != GOOD else 3))
            pygame.draw.rect(surface, col, inset, width, border_radius=max(4, inset.w // 5))
            if spot and col == GOOD:
                img = theme.text("+", t.f["name"], GOOD, bold=True)
                surface.blit(img, img.get_rect(center=inset.center))
        for target in blocked:
            r = self.target_rect(t, target).inflate(-px(4), -px(4))
            pygame.draw.rect(surface, BAD, r, max(2, px(3)), border_radius=max(4, r.w // 5))
