"""Sky 5 card art drawn with pygame.draw: crisp at any size, no image files.

Every colour has its own glyph as well as its hue, so the cards read without colour vision:
red heart, yellow sun, green leaf, blue drop, purple moon. Shooting stars are dark cards with a
gold star and its trail. Faces are drawn at twice the size and smoothed down (anti-aliased edges),
then kept in a bounded cache keyed by (face, height), so the frame loop only blits.
"""
from __future__ import annotations

import functools
import math

import pygame

from ...widgets.shapes import star
from ...widgets.art import CARD_RATIO, CardArtCache, card_size, mix as _mix  # noqa: F401 (CARD_RATIO, card_size: this module's API)
from ...widgets.art import SS as _SS

# fill: the card; dark: big number and outlines; ink: corner index; light: the big glyph behind the number
PALETTE = {
    "red": {"fill": (212, 62, 62), "dark": (110, 16, 22), "ink": (255, 255, 255), "light": (250, 196, 190)},
    "yellow": {"fill": (242, 190, 40), "dark": (104, 66, 0), "ink": (84, 52, 0), "light": (255, 238, 178)},
    "green": {"fill": (52, 154, 82), "dark": (12, 74, 34), "ink": (255, 255, 255), "light": (196, 234, 204)},
    "blue": {"fill": (46, 112, 214), "dark": (12, 42, 112), "ink": (255, 255, 255), "light": (200, 220, 252)},
    "purple": {"fill": (136, 80, 192), "dark": (60, 22, 100), "ink": (255, 255, 255), "light": (228, 210, 248)},
    "star": {"fill": (24, 28, 66), "dark": (18, 20, 52), "ink": (255, 214, 96), "light": (255, 214, 96)},
}
GLYPHS = {"red": "heart", "yellow": "sun", "green": "leaf", "blue": "drop", "purple": "moon", "star": "star"}
# Numbers whose index gets a line under it, so that upside down they are not read as the other one.
UNDERLINED = (6, 9)
RAINBOW = [PALETTE[c]["fill"] for c in ("red", "yellow", "green", "blue", "purple")]


# --------------------------------------------------------------------------- glyph shapes
# Each returns polygons in a unit box centred on (0, 0), roughly [-1, 1] each way.

def _fit(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    half = max(max(xs) - min(xs), max(ys) - min(ys)) / 2 or 1
    return [((x - cx) / half, (y - cy) / half) for x, y in points]


def _heart():
    pts = []
    for i in range(72):
        t = 2 * math.pi * i / 72
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    return [_fit(pts)]


def _sun():
    rays = []
    for i in range(24):
        a = math.pi * 2 * i / 24 - math.pi / 2
        r = 1.0 if i % 2 == 0 else 0.66
        rays.append((r * math.cos(a), r * math.sin(a)))
    disc = [(0.56 * math.cos(a), 0.56 * math.sin(a)) for a in (2 * math.pi * i / 40 for i in range(40))]
    return [rays, disc]


def _leaf():
    pts = []
    n = 24
    for i in range(n + 1):
        t = i / n
        pts.append((-1 + 2 * t, -0.5 * math.sin(math.pi * t) ** 0.9))
    for i in range(n, -1, -1):
        t = i / n
        pts.append((-1 + 2 * t, 0.5 * math.sin(math.pi * t) ** 0.9))
    a = math.radians(-40)
    rot = [(x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)) for x, y in pts]
    return [_fit(rot)]


def _drop():
    pts = []
    for i in range(64):
        t = 2 * math.pi * i / 64
        pts.append((0.78 * math.sin(t) * math.sin(t / 2) ** 1.1, -math.cos(t)))
    return [_fit(pts)]


def _moon():
    r1, r2, d = 1.0, 0.84, 0.52
    x = (d * d + r1 * r1 - r2 * r2) / (2 * d)
    y = math.sqrt(max(0.0, r1 * r1 - x * x))
    a = math.atan2(y, x)
    pts = []
    n = 40
    for i in range(n + 1):              # outer arc through the left side
        ang = a + (2 * math.pi - 2 * a) * i / n
        pts.append((r1 * math.cos(ang), r1 * math.sin(ang)))
    b = math.atan2(-y, x - d)           # inner arc back, through the inner circle's left side
    b2 = math.atan2(y, x - d)
    if b < 0:
        b += 2 * math.pi
    if b2 < 0:
        b2 += 2 * math.pi
    for i in range(n + 1):
        ang = b + (b2 - b) * i / n
        pts.append((d + r2 * math.cos(ang), r2 * math.sin(ang)))
    a2 = math.radians(-25)
    rot = [(px * math.cos(a2) - py * math.sin(a2), px * math.sin(a2) + py * math.cos(a2)) for px, py in pts]
    return [_fit(rot)]


def _star(inner: float = 0.42):
    return [star(inner)]


SHAPES = {"heart": _heart(), "sun": _sun(), "leaf": _leaf(), "drop": _drop(), "moon": _moon(), "star": _star()}


def draw_glyph(surface: pygame.Surface, kind: str, center, radius: float, colour, outline=None,
               outline_width: int = 0) -> None:
    """Draw glyph ``kind`` filling a circle of ``radius`` around ``center`` (no caching)."""
    cx, cy = center
    for poly in SHAPES[kind]:
        pts = [(cx + x * radius, cy + y * radius) for x, y in poly]
        pygame.draw.polygon(surface, colour, pts)
        if outline is not None and outline_width > 0:
            pygame.draw.polygon(surface, outline, pts, outline_width)
    if kind == "leaf":  # the midrib
        a = math.radians(-40)
        dx, dy = math.cos(a) * radius * 0.85, math.sin(a) * radius * 0.85
        rib = _mix(outline, colour, 0.45) if outline is not None else colour
        pygame.draw.line(surface, rib, (cx - dx, cy - dy), (cx + dx * 0.55, cy + dy * 0.55),
                         max(1, int(radius * 0.07)))


# --------------------------------------------------------------------------- the art cache

class CardArt(CardArtCache):
    """Card faces, backs, shadows and glyphs, cached per size (LRU, bounded)."""

    def __init__(self, max_entries: int = 600):
        super().__init__(max_entries)

    # ------------------------------------------------------------------ public
    def face(self, face: dict, height: float) -> pygame.Surface:
        """The face of a card as the rules give it (``{"colour", "number"}``), ``card_size(height)``."""
        colour, number = face["colour"], int(face["number"])
        w, h = card_size(height)
        return self._get(("face", colour, number, h), lambda: self._draw_face(colour, number, w, h))

    def glyph(self, kind: str, size: int, colour, outline=None) -> pygame.Surface:
        size = max(4, int(size))
        return self._get(("glyph", kind, size, tuple(colour), outline and tuple(outline)),
                         lambda: self._draw_glyph(kind, size, colour, outline))

    # ------------------------------------------------------------------ drawing
    def _draw_face(self, colour: str, number: int, w: int, h: int) -> pygame.Surface:
        pal = PALETTE.get(colour, PALETTE["star"])
        kind = GLYPHS.get(colour, "star")
        W, H = w * _SS, h * _SS
        c = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = max(2, int(W * 0.09))
        edge = max(1, int(W * 0.018))
        pygame.draw.rect(c, pal["dark"], (0, 0, W, H), border_radius=radius)
        inner = pygame.Rect(edge, edge, W - 2 * edge, H - 2 * edge)
        pygame.draw.rect(c, pal["fill"], inner, border_radius=max(1, radius - edge))
        if colour == "star":
            self._star_sky(c, inner, pal)
        else:
            # a soft light band across the middle keeps the big number on a calm ground
            band = inner.inflate(-int(W * 0.16), -int(H * 0.3))
            pygame.draw.rect(c, _mix(pal["fill"], (255, 255, 255), 0.22), band, border_radius=int(W * 0.08))
        # centre: a big glyph with the big number over it
        cx, cy = W * 0.56, H * 0.53
        gr = W * 0.33
        if colour == "star":
            self._trail(c, (cx, cy), gr, pal)
            draw_glyph(c, "star", (cx, cy), gr * 1.12, pal["light"], (120, 80, 0), max(1, int(W * 0.012)))
            self._number(c, number, (28, 26, 60), H * 0.25, center=(cx, cy + H * 0.02))
        else:
            draw_glyph(c, kind, (cx, cy), gr, pal["light"], pal["dark"], max(1, int(W * 0.012)))
            self._number(c, number, pal["dark"], H * 0.27, center=(cx, cy + (H * 0.035 if kind == "drop" else 0)))
        # corner indexes: number over glyph, top-left and (upside down) bottom-right
        idx = pygame.Surface((int(W * 0.26), int(H * 0.36)), pygame.SRCALPHA)
        iw = idx.get_width()
        nrect = self._number(idx, number, pal["ink"], H * 0.17, midtop=(iw // 2, int(H * 0.03)))
        if number in UNDERLINED:
            # 6 and 9 are underlined, as on playing cards: the upside-down index of a 6 then shows
            # its line on top and never reads as a 9
            line = pygame.Rect(0, 0, int(nrect.w * 1.08), max(2, int(H * 0.014)))
            line.midtop = (nrect.centerx, nrect.bottom + int(H * 0.008))
            pygame.draw.rect(idx, pal["ink"], line, border_radius=line.h // 2)
        draw_glyph(idx, kind, (iw / 2, nrect.bottom + H * 0.088), W * 0.085, pal["ink"],
                   pal["dark"] if colour != "star" else None, max(1, int(W * 0.008)))
        c.blit(idx, (int(W * 0.02), int(H * 0.005)))
        c.blit(pygame.transform.rotate(idx, 180), (W - idx.get_width() - int(W * 0.02), H - idx.get_height() - int(H * 0.005)))
        return pygame.transform.smoothscale(c, (w, h))

    @staticmethod
    def _star_sky(c: pygame.Surface, inner: pygame.Rect, pal) -> None:
        W, H = c.get_size()
        pygame.draw.rect(c, pal["ink"], inner.inflate(-int(W * 0.05), -int(W * 0.05)), max(1, int(W * 0.012)),
                         border_radius=int(W * 0.07))
        # a few fixed sparkles (deterministic: the same on every machine and every frame)
        for fx, fy, fr in ((0.78, 0.2, 0.012), (0.3, 0.74, 0.01), (0.84, 0.82, 0.014), (0.62, 0.14, 0.008),
                           (0.2, 0.5, 0.009), (0.9, 0.46, 0.01)):
            pygame.draw.circle(c, (200, 210, 255), (W * fx, H * fy), max(1, W * fr))

    @staticmethod
    def _trail(c: pygame.Surface, center, r: float, pal) -> None:
        cx, cy = center
        for k, (off, width) in enumerate(((-0.35, 0.16), (0.0, 0.22), (0.35, 0.14))):
            # streaks running down-left from the star
            ang = math.radians(135)
            px, py = -math.sin(ang) * r * off, math.cos(ang) * r * off
            start = (cx + px, cy + py)
            length = r * (1.9 - abs(off))
            end = (start[0] + math.cos(ang) * length, start[1] + math.sin(ang) * length)
            wpx = max(1, int(r * width))
            col = _mix(pal["light"], pal["fill"], 0.35 + 0.2 * k)
            pts = [(start[0] - px * 0 - math.sin(ang) * wpx / 2, start[1] + math.cos(ang) * wpx / 2),
                   (start[0] + math.sin(ang) * wpx / 2, start[1] - math.cos(ang) * wpx / 2), end]
            pygame.draw.polygon(c, col, pts)

    def _back_picture(self, c: pygame.Surface, inner: pygame.Rect) -> None:
        W, H = c.get_size()
        # a rainbow of five arcs rising from the bottom centre
        cx, cy = W / 2, inner.bottom - H * 0.18
        band = W * 0.07
        for i, col in enumerate(RAINBOW):
            r = W * 0.42 - i * band
            pygame.draw.circle(c, col, (cx, cy), r, draw_top_left=True, draw_top_right=True)
        pygame.draw.circle(c, self.BACK_SKY, (cx, cy), W * 0.42 - 5 * band, draw_top_left=True, draw_top_right=True)
        draw_glyph(c, "star", (W * 0.5, H * 0.27), W * 0.13, (255, 214, 96))
        for fx, fy in ((0.2, 0.16), (0.8, 0.2), (0.26, 0.4), (0.76, 0.42), (0.5, 0.85)):
            pygame.draw.circle(c, (200, 210, 255), (W * fx, H * fy), max(1, W * 0.012))

    def _draw_glyph(self, kind: str, size: int, colour, outline) -> pygame.Surface:
        S = size * _SS
        c = pygame.Surface((S, S), pygame.SRCALPHA)
        draw_glyph(c, kind, (S / 2, S / 2), S * 0.46, colour, outline, max(1, S // 14) if outline else 0)
        return pygame.transform.smoothscale(c, (size, size))


@functools.cache
def default_art() -> CardArt:
    """The app-wide card art cache (created on first use, after the display exists)."""
    return CardArt()

