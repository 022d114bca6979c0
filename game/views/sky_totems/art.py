"""Sky Totems art: pedestal blocks (a colour AND a glyph per design; rare designs look precious),
totem emblems and totem tiles, drawn with pygame and cached per size.

Everything is drawn once per (what, size) and kept in a bounded cache, so the frame loop only blits.
A pedestal is a short cylinder seen from above at an angle: stacked blocks overlap by their
thickness, so a stack's height reads at a glance. Glyphs are drawn supersampled and scaled down.
"""
from __future__ import annotations

import functools
import math

import pygame

from ...widgets.art import ArtCache, mix as _mix

# design -> (base colour, glyph, rare)
DESIGN_STYLE: dict[str, tuple[tuple[int, int, int], str, bool]] = {
    "Ember": ((226, 92, 52), "flame", False),
    "Leaf": ((86, 176, 84), "leaf", False),
    "Wave": ((64, 136, 222), "wave", False),
    "Sand": ((214, 182, 112), "dune", False),
    "Stone": ((138, 140, 152), "rock", False),
    "Bloom": ((228, 118, 178), "flower", False),
    "Gold": ((246, 198, 56), "star", True),
    "Obsidian": ((46, 38, 66), "shard", True),
    "Pearl": ((234, 234, 244), "pearl", True),
    "Amethyst": ((156, 92, 214), "gem", True),
}

# totem kind -> colour
TOTEM_COLOUR: dict[str, tuple[int, int, int]] = {
    "Bird": (112, 196, 250),
    "Wolf": (176, 188, 214),
    "Horse": (206, 138, 78),
    "Cat": (248, 168, 64),
    "Dragon": (226, 76, 76),
}

SS = 3  # supersampling factor for glyphs and emblems


def _ink(colour) -> tuple[int, int, int]:
    """A glyph colour that stands out on ``colour``."""
    lum = 0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2]
    return (28, 22, 40) if lum > 150 else (250, 246, 236)


def _poly(points, cx, cy, r):
    return [(cx + x * r, cy + y * r) for x, y in points]


def draw_glyph(surface: pygame.Surface, glyph: str, center, radius: float, colour) -> None:
    """A design's glyph in a circle of ``radius`` around ``center`` (unit shapes scaled)."""
    cx, cy = center
    r = radius
    if glyph == "flame":
        pts = [(0, -1), (0.45, -0.35), (0.62, 0.2), (0.45, 0.72), (0, 0.95), (-0.45, 0.72), (-0.62, 0.2),
               (-0.28, -0.12), (-0.12, 0.25), (0.05, -0.2)]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
    elif glyph == "leaf":
        pts = [(math.sin(a) * 0.5, -math.cos(a) * 0.95) for a in [i * math.pi / 10 for i in range(21)]]
        pts += [(-math.sin(a) * 0.5, math.cos(a) * 0.95) for a in [i * math.pi / 10 for i in range(21)]]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
        pygame.draw.line(surface, _ink(colour), (cx, cy - 0.8 * r), (cx, cy + 0.8 * r), max(1, int(r * 0.12)))
    elif glyph == "wave":
        w = max(2, int(r * 0.22))
        for dy in (-0.45, 0.0, 0.45):
            pts = [(cx + (t / 10 - 1) * r * 0.9, cy + dy * r + math.sin(t / 10 * math.pi * 2) * r * 0.18)
                   for t in range(21)]
            pygame.draw.lines(surface, colour, False, pts, w)
    elif glyph == "dune":
        pygame.draw.polygon(surface, colour, _poly([(-0.95, 0.7), (-0.2, -0.6), (0.2, 0.05), (0.45, -0.25),
                                                      (0.95, 0.7)], cx, cy, r))
    elif glyph == "rock":
        pts = [(math.cos(a) * 0.9, math.sin(a) * 0.9) for a in [math.pi / 6 + k * math.pi / 3 for k in range(6)]]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
    elif glyph == "flower":
        for k in range(5):
            a = -math.pi / 2 + k * 2 * math.pi / 5
            pygame.draw.circle(surface, colour, (cx + math.cos(a) * r * 0.5, cy + math.sin(a) * r * 0.5), r * 0.4)
        pygame.draw.circle(surface, _ink(colour), (cx, cy), r * 0.24)
    elif glyph == "star":
        pts = [(math.cos(-math.pi / 2 + k * math.pi / 5) * (1.0 if k % 2 == 0 else 0.42),
                math.sin(-math.pi / 2 + k * math.pi / 5) * (1.0 if k % 2 == 0 else 0.42)) for k in range(10)]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
    elif glyph == "shard":
        pygame.draw.polygon(surface, colour, _poly([(0, -1), (0.6, 0), (0, 1), (-0.6, 0)], cx, cy, r))
    elif glyph == "pearl":
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.8, max(2, int(r * 0.22)))
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.3)
    elif glyph == "gem":
        pygame.draw.polygon(surface, colour, _poly([(-0.9, -0.35), (-0.45, -0.85), (0.45, -0.85), (0.9, -0.35),
                                                      (0, 0.95)], cx, cy, r))
        ink = _ink(colour)
        pygame.draw.line(surface, ink, (cx - 0.9 * r, cy - 0.35 * r), (cx + 0.9 * r, cy - 0.35 * r), max(1, int(r * 0.1)))
    else:
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.6)


def draw_emblem(surface: pygame.Surface, kind: str, center, radius: float, colour) -> None:
    """A totem kind's emblem: Bird wings, Wolf head, Horse shoe, Cat face, Dragon wing."""
    cx, cy = center
    r = radius
    if kind == "Bird":
        pts = [(-1, -0.35), (-0.55, -0.55), (0, 0.1), (0.55, -0.55), (1, -0.35), (0.3, 0.5), (0, 0.75), (-0.3, 0.5)]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
    elif kind == "Wolf":
        pts = [(-0.8, -0.95), (-0.35, -0.4), (0.35, -0.4), (0.8, -0.95), (0.75, 0.05), (0.3, 0.45), (0, 0.95),
               (-0.3, 0.45), (-0.75, 0.05)]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
        dark = (30, 30, 44)
        pygame.draw.circle(surface, dark, (cx - 0.32 * r, cy - 0.05 * r), r * 0.11)
        pygame.draw.circle(surface, dark, (cx + 0.32 * r, cy - 0.05 * r), r * 0.11)
    elif kind == "Horse":
        rect = pygame.Rect(0, 0, int(1.7 * r), int(1.9 * r))
        rect.center = (int(cx), int(cy + 0.05 * r))
        pygame.draw.arc(surface, colour, rect, math.radians(-35), math.radians(215), max(3, int(r * 0.42)))
        dark = (30, 30, 44)
        for a in (150, 110, 70, 30):
            rad = math.radians(a)
            pygame.draw.circle(surface, dark, (cx + math.cos(rad) * 0.66 * r, cy + 0.05 * r - math.sin(rad) * 0.74 * r),
                               max(1, r * 0.07))
    elif kind == "Cat":
        pygame.draw.polygon(surface, colour, _poly([(-0.85, -0.95), (-0.25, -0.45), (-0.8, -0.1)], cx, cy, r))
        pygame.draw.polygon(surface, colour, _poly([(0.85, -0.95), (0.25, -0.45), (0.8, -0.1)], cx, cy, r))
        pygame.draw.ellipse(surface, colour, pygame.Rect(cx - 0.85 * r, cy - 0.6 * r, 1.7 * r, 1.5 * r))
        dark = (30, 30, 44)
        pygame.draw.ellipse(surface, dark, pygame.Rect(cx - 0.45 * r, cy - 0.2 * r, 0.22 * r, 0.34 * r))
        pygame.draw.ellipse(surface, dark, pygame.Rect(cx + 0.23 * r, cy - 0.2 * r, 0.22 * r, 0.34 * r))
        pygame.draw.polygon(surface, dark, _poly([(-0.12, 0.3), (0.12, 0.3), (0, 0.45)], cx, cy, r))
    elif kind == "Dragon":
        pts = [(-1, 0.6), (-0.7, -0.2), (-0.45, 0.15), (-0.2, -0.75), (0.05, -0.05), (0.35, -0.95), (0.55, -0.1),
               (1, -0.5), (0.8, 0.35), (0.2, 0.75)]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
    else:
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.7)


class PedestalArt(ArtCache):
    """Cached pedestal and totem surfaces. ``block(design, w, t)`` is one cylinder of width ``w`` and
    thickness ``t``; ``stack_offset`` is how far up the next block of a stack sits (``t``)."""

    def __init__(self, max_entries: int = 1500):
        super().__init__(max_entries)

    # ------------------------------------------------------------------ pedestals
    @staticmethod
    def ellipse_h(w: int) -> int:
        return max(3, int(w * 0.46))

    def block(self, design: str, w: int, t: int) -> pygame.Surface:
        """One pedestal: a cylinder ``w`` wide, ``t`` thick; its top face carries the glyph."""
        w, t = max(6, int(w)), max(2, int(t))
        return self._get(("block", design, w, t), lambda: self._draw_block(design, w, t))

    def piece(self, design: str, w: int) -> pygame.Surface:
        """A loose pedestal (field, tray, bag, flying): a block of a set thickness."""
        w = max(6, int(w))
        return self.block(design, w, max(3, int(w * 0.22)))

    def glyph(self, design: str, size: int, colour=None) -> pygame.Surface:
        size = max(6, int(size))
        base, glyph, _rare = DESIGN_STYLE.get(design, ((180, 180, 180), "", False))
        colour = colour or base
        return self._get(("glyph", design, size, colour), lambda: self._draw_glyph(glyph, size, colour))

    def _draw_glyph(self, glyph: str, size: int, colour) -> pygame.Surface:
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        draw_glyph(big, glyph, (size * SS / 2, size * SS / 2), size * SS * 0.46, colour)
        return pygame.transform.smoothscale(big, (size, size))

    def _draw_block(self, design: str, w: int, t: int) -> pygame.Surface:
        base, glyph, rare = DESIGN_STYLE.get(design, ((180, 180, 180), "", False))
        e = self.ellipse_h(w)
        W, E, T = w * SS, e * SS, t * SS
        big = pygame.Surface((W, E + T), pygame.SRCALPHA)
        side = _mix(base, (0, 0, 0), 0.32)
        rim = (255, 224, 120) if rare else _mix(base, (0, 0, 0), 0.55)
        # the side: a band between the bottom and the top ellipses
        pygame.draw.ellipse(big, rim, pygame.Rect(0, T, W, E))
        pygame.draw.ellipse(big, side, pygame.Rect(SS, T, W - 2 * SS, E - SS))
        pygame.draw.rect(big, side, pygame.Rect(SS, E // 2, W - 2 * SS, T))
        pygame.draw.line(big, rim, (0, E // 2), (0, E // 2 + T), SS)
        pygame.draw.line(big, rim, (W - SS, E // 2), (W - SS, E // 2 + T), SS)
        if rare:
            # a precious band: gold lines round the side
            band = max(SS, T // 5)
            pygame.draw.rect(big, (255, 214, 96), pygame.Rect(SS, E // 2 + T // 2 - band // 2, W - 2 * SS, band))
        # the top face, lighter, with a shine for rare designs
        top = _mix(base, (255, 255, 255), 0.12)
        pygame.draw.ellipse(big, rim, pygame.Rect(0, 0, W, E))
        pygame.draw.ellipse(big, top, pygame.Rect(SS * 2, SS * 2, W - 4 * SS, E - 4 * SS))
        if rare:
            shine = _mix(top, (255, 255, 255), 0.55)
            pygame.draw.ellipse(big, shine, pygame.Rect(W * 0.18, E * 0.16, W * 0.28, E * 0.22))
        # the glyph, squashed onto the top face
        g = pygame.Surface((W, W), pygame.SRCALPHA)
        draw_glyph(g, glyph, (W / 2, W / 2), W * 0.34, _ink(top))
        g = pygame.transform.smoothscale(g, (W, E))
        big.blit(g, (0, 0))
        if rare:
            # a little sparkle on the rim
            sx, sy, sr = W * 0.82, E * 0.18, W * 0.09
            pygame.draw.polygon(big, (255, 255, 255), [(sx, sy - sr), (sx + sr * 0.25, sy - sr * 0.25), (sx + sr, sy),
                                                       (sx + sr * 0.25, sy + sr * 0.25), (sx, sy + sr),
                                                       (sx - sr * 0.25, sy + sr * 0.25), (sx - sr, sy),
                                                       (sx - sr * 0.25, sy - sr * 0.25)])
        return pygame.transform.smoothscale(big, (w, e + t))

    def stack_metrics(self, cell: float, height: int) -> tuple[int, int, int]:
        """For a stack of ``height`` in a cell of ``cell`` pixels: (block width, thickness, ellipse h)."""
        w = max(8, int(cell * 0.66))
        e = self.ellipse_h(w)
        room = cell * 0.86 - e
        t = int(min(cell * 0.15, room / max(1, height)))
        return w, max(2, t), e

    def draw_stack(self, surface: pygame.Surface, designs: list[str], cell_rect: pygame.Rect) -> pygame.Rect:
        """Draw the stack (bottom first) standing in ``cell_rect``; returns the top face's rect."""
        n = len(designs)
        w, t, e = self.stack_metrics(cell_rect.w, n)
        x = cell_rect.centerx - w // 2
        bottom = cell_rect.bottom - int(cell_rect.h * 0.07)
        y = bottom - e - t
        top = pygame.Rect(x, y, w, e)
        for i, d in enumerate(designs):
            img = self.block(d, w, t)
            yy = y - i * t
            surface.blit(img, (x, yy))
            top = pygame.Rect(x, yy, w, e)
        return top

    # ------------------------------------------------------------------ totems
    def emblem(self, kind: str, size: int, colour=None) -> pygame.Surface:
        size = max(6, int(size))
        colour = colour or TOTEM_COLOUR.get(kind, (200, 200, 200))
        return self._get(("emblem", kind, size, colour), lambda: self._draw_emblem(kind, size, colour))

    def _draw_emblem(self, kind: str, size: int, colour) -> pygame.Surface:
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        draw_emblem(big, kind, (size * SS / 2, size * SS / 2), size * SS * 0.46, colour)
        return pygame.transform.smoothscale(big, (size, size))

    def totem_tile(self, kind: str, w: int, h: int, cells: int = 1) -> pygame.Surface:
        """A standing totem tile: a carved board in the kind's colour with an upright emblem over
        each of its ``cells`` (a tall board when ``h > w``; the Wolf's middle has no emblem)."""
        w, h = max(8, int(w)), max(8, int(h))
        return self._get(("tile", kind, w, h, cells), lambda: self._draw_tile(kind, w, h, cells))

    def _draw_tile(self, kind: str, w: int, h: int, cells: int) -> pygame.Surface:
        colour = TOTEM_COLOUR.get(kind, (200, 200, 200))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        r = pygame.Rect(0, 0, w, h)
        rad = max(3, min(w, h) // 4)
        pygame.draw.rect(surf, _mix(colour, (0, 0, 0), 0.55), r, border_radius=rad)
        pygame.draw.rect(surf, _mix(colour, (20, 16, 30), 0.25), r.inflate(-4, -4), border_radius=rad)
        pygame.draw.rect(surf, _mix(colour, (255, 255, 255), 0.35), r.inflate(-4, -4), max(1, min(w, h) // 18),
                         border_radius=rad)
        size = int(min(w, h) * 0.8)
        em = self.emblem(kind, size, (252, 248, 236))
        tall = h > w
        n = max(1, cells)
        for i in range(n):
            if kind == "Wolf" and n == 3 and i == 1:
                continue
            f = (i + 0.5) / n
            c = (w // 2, int(h * f)) if tall else (int(w * f), h // 2)
            surf.blit(em, em.get_rect(center=c))
        return surf

    def cloud(self, w: int, h: int, hot: bool = False) -> pygame.Surface:
        """A cloud tile (a cell of the altar)."""
        w, h = max(6, int(w)), max(6, int(h))
        return self._get(("cloud", w, h, hot), lambda: self._draw_cloud(w, h, hot))

    @staticmethod
    def _draw_cloud(w: int, h: int, hot: bool) -> pygame.Surface:
        surf = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
        W, H = w * SS, h * SS
        fill = (222, 232, 250) if not hot else (226, 248, 230)
        shade = (164, 182, 222) if not hot else (150, 210, 164)
        body = pygame.Rect(0, 0, W, H).inflate(-W * 0.07, -H * 0.07)
        pygame.draw.rect(surf, shade, body, border_radius=int(W * 0.22))
        pygame.draw.rect(surf, fill, body.inflate(-W * 0.05, -H * 0.09).move(0, -H * 0.025), border_radius=int(W * 0.2))
        # a few soft puffs inside the tile
        puff = _mix(fill, (255, 255, 255), 0.5)
        for fx, fy, fr in ((0.3, 0.3, 0.12), (0.48, 0.24, 0.15), (0.66, 0.3, 0.1)):
            pygame.draw.circle(surf, puff, (W * fx, H * fy), W * fr)
        return pygame.transform.smoothscale(surf, (w, h))


@functools.cache
def default_art() -> PedestalArt:
    """The app-wide pedestal art cache (created on first use, after the display exists)."""
    return PedestalArt()
