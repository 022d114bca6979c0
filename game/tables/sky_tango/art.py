"""Sky Tango card art, drawn by the program (no image files), crisp at any size and cached.

A face is named by the table's *art code*: ``"S7"`` (the sun card 7), ``"M12"`` (the moon card 12),
``"SE"`` (a solar eclipse) and ``"ME"`` (a lunar eclipse); ``words.art_code`` turns the rules' card
into one. Sun cards are warm (gold to orange, dark brown ink), moon cards cool (silver to blue, deep
navy ink). The number is the card's biggest thing, and it sits in the top-left corner too, with the
card's emblem (a sun, a crescent) under it: a row overlaps its cards from the right, so the corner is
what must read. Cards 4, 8, ... 28 show an animal: a bird on a sun card, a bat on a moon card, as a
silhouette under the number (and a small one in the corner). An eclipse is a dark disc: the solar
one with a bright gold corona on a dark warm sky, the lunar one with a cool silver-blue rim on a
night-blue sky.

A face shorter than ``COMPACT_BELOW`` pixels is compact: one big number over the emblem, which stays
readable at about 34 pixels. Everything is drawn supersampled and smoothed down, and kept in the
bounded cache of ``CardArtCache`` keyed by (what, code, size), so the frame loop only blits. An
unknown code raises ``ValueError`` naming it.
"""
from __future__ import annotations

import functools
import math

import pygame

from ...widgets.shapes import quad as _quad
from ...widgets.art import CARD_RATIO, CodedCardArt, card_size, mix  # noqa: F401 (CARD_RATIO, card_size: this module's API)
from ...widgets.art import supersampling

HIGHEST = 29                      # sun and moon cards are numbered 1 to 29
ANIMALS = frozenset(range(4, HIGHEST + 1, 4))     # 4, 8, ... 28 show an animal
COMPACT_BELOW = 70                # faces shorter than this are drawn compact
# A full face's big number: its height, and how far down its middle lies by whether the card shows
# an animal (then higher, the animal under it), as shares of the card's height.
NUMBER_H = 0.28
NUMBER_MIDDLE = {False: 0.52, True: 0.45}

# sun cards: warm paper, dark brown ink
SUN_TOP = (255, 226, 120)
SUN_BOTTOM = (246, 146, 44)
SUN_INK = (104, 36, 6)
SUN_GLOW = (255, 246, 200)
SUN_EDGE = (170, 92, 20)
# moon cards: silver paper, deep navy ink
MOON_TOP = (232, 240, 255)
MOON_BOTTOM = (132, 162, 220)
MOON_INK = (18, 30, 80)
MOON_GLOW = (250, 252, 255)
MOON_EDGE = (78, 100, 160)
# eclipses
SOLAR_SKY = (40, 22, 12)
SOLAR_SKY_LOW = (16, 8, 6)
CORONA = (255, 214, 96)
CORONA_HOT = (255, 250, 220)
LUNAR_SKY = (16, 26, 58)
LUNAR_SKY_LOW = (6, 10, 26)
RIM = (170, 206, 255)
RIM_HOT = (236, 246, 255)
DISC = (8, 8, 12)
# each kind of face's sky, top and bottom, and its edge
FACE_SKY = {"sun": (SUN_TOP, SUN_BOTTOM, SUN_EDGE), "moon": (MOON_TOP, MOON_BOTTOM, MOON_EDGE),
            "solar": (SOLAR_SKY, SOLAR_SKY_LOW, (120, 76, 30)), "lunar": (LUNAR_SKY, LUNAR_SKY_LOW, (70, 96, 150))}

# colours the table uses for text and marks of each kind
KIND_COLOUR = {"sun": (255, 196, 80), "moon": (160, 196, 255)}
GLOW = (255, 200, 90)                                # a run of five or more
TEAM_COLOURS = ((86, 214, 176), (240, 122, 182))     # the two teams of partners


def deck_codes() -> list[str]:
    """The 68 faces of a Sky Tango deck: the sun cards 1-29, the moon cards 1-29, then five solar
    and five lunar eclipses."""
    return ([f"S{n}" for n in range(1, HIGHEST + 1)] + [f"M{n}" for n in range(1, HIGHEST + 1)]
            + ["SE"] * 5 + ["ME"] * 5)


def faces() -> list[str]:
    """Every distinct face: the 58 numbered cards and the two eclipses."""
    return list(dict.fromkeys(deck_codes()))


def parse(code) -> tuple[str, int | None]:
    """``("sun", 7)`` for "S7", ``("moon", 12)`` for "M12", ``("solar", None)`` for "SE" and
    ``("lunar", None)`` for "ME". Anything else raises ``ValueError`` naming the code."""
    if isinstance(code, str):
        if code == "SE":
            return "solar", None
        if code == "ME":
            return "lunar", None
        if code[:1] in ("S", "M") and code[1:].isdigit() and not code[1:].startswith("0"):
            n = int(code[1:])
            if 1 <= n <= HIGHEST:
                return ("sun" if code[0] == "S" else "moon"), n
    raise ValueError(f"unknown card code {code!r}: expected a sun card 'S1'-'S29', a moon card 'M1'-'M29', "
                     "a solar eclipse 'SE' or a lunar eclipse 'ME'")


def is_animal(code: str) -> bool:
    _kind, n = parse(code)
    return n in ANIMALS


# --------------------------------------------------------------------------- shapes
# Each shape is a list of polygons in a unit box centred on (0, 0): its larger side spans [-1, 1].

def _bird() -> list[list[tuple[float, float]]]:
    """A bird in flight, wings raised, seen from below: a gull's 'M' with a head and a forked tail."""
    lt, rt = (-1.0, -0.42), (1.0, -0.42)
    pts = [lt]
    pts += _quad(lt, (-0.5, -0.5), (-0.14, -0.02))          # the left wing's leading edge
    pts += [(-0.07, -0.12), (0.0, -0.2), (0.07, -0.12)]     # the head
    pts += _quad((0.14, -0.02), (0.5, -0.5), rt)            # the right wing's leading edge
    pts += _quad(rt, (0.52, -0.12), (0.12, 0.16))           # its trailing edge
    pts += [(0.16, 0.42), (0.0, 0.3), (-0.16, 0.42)]        # the forked tail
    pts += _quad((-0.12, 0.16), (-0.52, -0.12), lt)
    return [pts]


def _bat() -> list[list[tuple[float, float]]]:
    """A bat, wings spread: pointed ears, a scalloped trailing edge."""
    lt, rt = (-1.0, -0.22), (1.0, -0.22)
    pts = [lt]
    pts += _quad(lt, (-0.55, -0.5), (-0.16, -0.14))
    pts += [(-0.14, -0.4), (-0.05, -0.2), (0.05, -0.2), (0.14, -0.4), (0.16, -0.14)]   # the ears
    pts += _quad((0.16, -0.14), (0.55, -0.5), rt)
    # the scalloped edge from the right tip back to the body, three bays a side
    right = [rt, (0.74, 0.08), (0.46, 0.02), (0.24, 0.22)]
    for a, b in zip(right, right[1:]):
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - 0.16)
        pts += _quad(a, mid, b, 6)
    pts += [(0.1, 0.3), (0.0, 0.38), (-0.1, 0.3)]
    left = [(-0.24, 0.22), (-0.46, 0.02), (-0.74, 0.08), lt]
    for a, b in zip(left, left[1:]):
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - 0.16)
        pts += _quad(a, mid, b, 6)
    return [pts[:-1]]


ANIMAL_SHAPES = {"sun": _bird(), "moon": _bat()}


def draw_shape(surface: pygame.Surface, polys, center, size: float, colour) -> None:
    """Draw the unit-box polygons ``polys`` ``size`` pixels wide around ``center``."""
    cx, cy = center
    r = size / 2
    for poly in polys:
        pygame.draw.polygon(surface, colour, [(cx + x * r, cy + y * r) for x, y in poly])


def draw_sun(surface: pygame.Surface, center, radius: float, colour, rays: int = 12) -> None:
    """A sun: a disc with ``rays`` pointed rays around it (``radius``: to the rays' tips)."""
    cx, cy = center
    disc = radius * 0.58
    for i in range(rays):
        a = 2 * math.pi * i / rays
        w = math.pi / rays * 0.55
        pts = [(cx + disc * 0.9 * math.cos(a - w), cy + disc * 0.9 * math.sin(a - w)),
               (cx + radius * math.cos(a), cy + radius * math.sin(a)),
               (cx + disc * 0.9 * math.cos(a + w), cy + disc * 0.9 * math.sin(a + w))]
        pygame.draw.polygon(surface, colour, pts)
    pygame.draw.circle(surface, colour, (cx, cy), disc)


def draw_moon(surface: pygame.Surface, center, radius: float, colour) -> None:
    """A crescent moon opening to the right, ``radius`` the outer circle's: a disc with an offset
    disc cut out of it (drawn on its own canvas, then blitted)."""
    size = int(radius * 2) + 4
    canvas = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(canvas, colour, (c, c), radius)
    pygame.draw.circle(canvas, (0, 0, 0, 0), (c + radius * 0.5, c - radius * 0.12), radius * 0.86)
    surface.blit(canvas, (center[0] - c, center[1] - c))


_GRADIENTS: dict = {}


def _gradient(surface: pygame.Surface, rect: pygame.Rect, top, bottom, radius: int) -> None:
    """A vertical gradient from ``top`` to ``bottom`` filling ``rect`` with rounded corners (each size
    made once: every card of a kind shares it)."""
    key = (rect.size, tuple(top), tuple(bottom), radius)
    fill = _GRADIENTS.get(key)
    if fill is None:
        seed = pygame.Surface((1, 2), pygame.SRCALPHA)
        seed.set_at((0, 0), (*top, 255))
        seed.set_at((0, 1), (*bottom, 255))
        # smoothscale interpolates between the two pixels' centres: a strip from top to bottom
        tall = pygame.transform.smoothscale(seed, (1, max(2, rect.h * 2)))
        fill = pygame.transform.scale(tall.subsurface((0, rect.h // 2, 1, rect.h)), rect.size)
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        if len(_GRADIENTS) > 64:
            _GRADIENTS.clear()
        _GRADIENTS[key] = fill
    surface.blit(fill, rect.topleft)


# --------------------------------------------------------------------------- the art cache

class TangoArt(CodedCardArt):
    """Sky Tango faces, backs and emblems, cached per size (LRU, bounded)."""

    CORNER = 0.08
    # A "new" tag inside a card: on a whole card, right of the corner index and above the big
    # number; on a covered card's strip, under its number, left of the lower index and the animal
    TAG_WHOLE = (0.65, 0.17)
    TAG_STRIP = 0.82
    BACK_PAPER = (244, 236, 214)
    BACK_SKY = (30, 30, 86)
    BACK_LINE = (232, 186, 84)

    # ------------------------------------------------------------------ public
    parse = staticmethod(parse)

    def numeral_rect(self, code: str, height: float) -> pygame.Rect | None:
        """Where the big number lies on the full face of ``code`` (``card_size(height)``, its
        top-left at (0, 0)); None on an eclipse, which has none."""
        kind, n = parse(code)
        if n is None:
            return None
        tall, widest, middle = self._big_number(n, *card_size(height))
        return self._number_rect(n, self._ink(kind), tall, max_w=widest, center=middle)

    def emblem(self, kind: str, size: float, colour=None) -> pygame.Surface:
        """A ``size``-pixel square picture of ``kind``: "sun", "moon", "solar" or "lunar" (an eclipse
        of that kind), for labels, headers and drop zones on the dark table."""
        if kind not in ("sun", "moon", "solar", "lunar"):
            raise ValueError(f"unknown emblem {kind!r}: expected 'sun', 'moon', 'solar' or 'lunar'")
        size = max(4, int(round(size)))
        colour = tuple(colour) if colour is not None else None

        def make():
            ss = 4
            S = size * ss
            c = pygame.Surface((S, S), pygame.SRCALPHA)
            if kind == "sun":
                draw_sun(c, (S / 2, S / 2), S * 0.48, colour or KIND_COLOUR["sun"])
            elif kind == "moon":
                draw_moon(c, (S / 2 - S * 0.06, S / 2), S * 0.44, colour or KIND_COLOUR["moon"])
            else:
                self._mini_eclipse(c, kind, (S / 2, S / 2), S * 0.46)
            return pygame.transform.smoothscale(c, (size, size))
        return self._get(("emblem", kind, size, colour), make)

    def glow(self, w: int, h: int, colour, alpha: int) -> pygame.Surface:
        """A ``w`` by ``h`` glow of ``colour`` fading out toward its edge (a run that may be cleared)."""

        def make():
            img = pygame.Surface((w, h), pygame.SRCALPHA)
            for k in range(4):
                inset = (3 - k) * max(1, h // 40)
                pygame.draw.rect(img, (*colour, int(alpha * (k + 1) / 4) // 2),
                                 img.get_rect().inflate(-2 * inset, -2 * inset), border_radius=max(4, h // 8))
            return img
        return self._get(("glow", w, h, tuple(colour), alpha), make)

    def strip(self, code: str, height: float, strip_h: float) -> pygame.Surface:
        """The top ``strip_h`` pixels of card ``code``'s face (``card_size(height)``) as a covered card in a
        stack shows them: the number (or the eclipse) big enough to read in that strip."""
        kind, n = parse(code)
        w, h = card_size(height)
        sh = max(4, min(h, int(round(strip_h))))

        def make():
            ss = 4
            W, H = w * ss, sh * ss
            c = pygame.Surface((W, H), pygame.SRCALPHA)
            radius = max(2, int(W * self.CORNER))
            if kind in ("sun", "moon"):
                top, bottom, edge, ink = ((SUN_TOP, mix(SUN_TOP, SUN_BOTTOM, 0.3), SUN_EDGE, SUN_INK) if kind == "sun"
                                          else (MOON_TOP, mix(MOON_TOP, MOON_BOTTOM, 0.3), MOON_EDGE, MOON_INK))
            else:
                top, bottom, edge = ((SOLAR_SKY, SOLAR_SKY, (120, 76, 30)) if kind == "solar"
                                     else (LUNAR_SKY, LUNAR_SKY, (70, 96, 150)))
            pygame.draw.rect(c, edge, (0, 0, W, H + radius), border_top_left_radius=radius,
                             border_top_right_radius=radius)
            e = max(1, ss)
            _gradient(c, pygame.Rect(e, e, W - 2 * e, H + radius), top, bottom, max(1, radius - e))
            if n is not None:
                r = self._number(c, n, ink, H * 0.8, max_w=W * 0.6, midleft=(W * 0.08, H * 0.54))
                self._emblem_on(c, kind, (min(W * 0.86, r.right + H * 0.5), H * 0.52), min(H * 0.36, W * 0.14), ink)
            else:
                self._mini_eclipse(c, kind, (W * 0.22, H * 0.52), H * 0.4)
            return pygame.transform.smoothscale(c, (w, sh))
        return self._get(("strip", code, h, sh), make)

    # ------------------------------------------------------------------ faces
    def _draw_face(self, code: str, w: int, h: int) -> pygame.Surface:
        """A face: the card's edge, its sky shading down inside it, then the number or the eclipse,
        drawn ``supersampling(h)`` times larger and smoothed down."""
        kind, n = parse(code)
        top, bottom, edge_colour = FACE_SKY[kind]
        ss = supersampling(h)
        c = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        radius = max(2, int(c.get_width() * self.CORNER))
        edge = max(1, int(ss * (0.9 if h < 120 else 1.2)))
        pygame.draw.rect(c, edge_colour, c.get_rect(), border_radius=radius)
        _gradient(c, c.get_rect().inflate(-2 * edge, -2 * edge), top, bottom, max(1, radius - edge))
        compact = h < COMPACT_BELOW
        if n is None:
            self._eclipse(c, kind, compact)
        else:
            (self._numbered_compact if compact else self._numbered_full)(c, kind, n)
        return pygame.transform.smoothscale(c, (w, h))

    def _ink(self, kind: str):
        return SUN_INK if kind == "sun" else MOON_INK

    def _emblem_on(self, c: pygame.Surface, kind: str, center, radius: float, colour) -> None:
        if kind == "sun":
            draw_sun(c, center, radius, colour)
        else:
            draw_moon(c, (center[0] - radius * 0.12, center[1]), radius * 0.9, colour)

    def _numbered_full(self, c: pygame.Surface, kind: str, n: int) -> None:
        W, H = c.get_size()
        ink = self._ink(kind)
        glow = SUN_GLOW if kind == "sun" else MOON_GLOW
        animal = n in ANIMALS
        tall, widest, middle = self._big_number(n, W, H)
        # a big pale emblem behind the number
        self._emblem_on(c, kind, middle, W * 0.42, mix(glow, SUN_TOP if kind == "sun" else MOON_TOP, 0.25))
        self._number(c, n, ink, tall, max_w=widest, center=middle)
        # the corner index: the number and a small emblem (and a small animal), twice
        idx = self._index(kind, n, W, H)
        c.blit(idx, (int(W * 0.03), int(H * 0.025)))
        if animal:           # the lower corner leaves the animal out: the big one is beside it
            idx = self._index(kind, n, W, H, animal=False)
        c.blit(pygame.transform.rotate(idx, 180), (W - idx.get_width() - int(W * 0.03),
                                                   H - idx.get_height() - int(H * 0.025)))
        if animal:
            draw_shape(c, ANIMAL_SHAPES[kind], (W * 0.46, H * 0.78), W * 0.4, ink)

    @staticmethod
    def _big_number(n: int, W: int, H: int) -> tuple[float, float, tuple[float, float]]:
        """The big number on a full face ``W`` by ``H``: its height, its widest and its middle."""
        return H * NUMBER_H, W * 0.6, (W * 0.5, H * NUMBER_MIDDLE[n in ANIMALS])

    def _index(self, kind: str, n: int, W: int, H: int, animal: bool = True) -> pygame.Surface:
        """The corner index: the number over a small emblem (and a little animal on 4, 8, ...)."""
        ink = self._ink(kind)
        idx = pygame.Surface((int(W * 0.3), int(H * 0.34)), pygame.SRCALPHA)
        cx = idx.get_width() / 2
        cap = H * 0.14
        r = self._number(idx, n, ink, cap, max_w=W * 0.29, midtop=(cx, 0))
        y = r.bottom + H * 0.015
        e = W * 0.08
        self._emblem_on(idx, kind, (cx, y + e), e, ink)
        if animal and n in ANIMALS:
            draw_shape(idx, ANIMAL_SHAPES[kind], (cx, y + 2 * e + H * 0.035), W * 0.22, ink)
        return idx

    def _numbered_compact(self, c: pygame.Surface, kind: str, n: int) -> None:
        """A small card: the number big across the top, the emblem (or the animal) under it."""
        W, H = c.get_size()
        ink = self._ink(kind)
        r = self._number(c, n, ink, H * 0.42, max_w=W * 0.84, midtop=(W * 0.5, H * 0.07))
        below = H * 0.93 - r.bottom
        if n in ANIMALS:
            draw_shape(c, ANIMAL_SHAPES[kind], (W * 0.5, r.bottom + below * 0.5), W * 0.78, ink)
        else:
            e = min(below * 0.42, W * 0.3)
            self._emblem_on(c, kind, (W * 0.5, r.bottom + below * 0.5), e, ink)

    # ------------------------------------------------------------------ eclipses
    def _eclipse(self, c: pygame.Surface, kind: str, compact: bool) -> None:
        W, H = c.get_size()
        center = (W * 0.5, H * (0.5 if compact else 0.47))
        r = W * (0.3 if compact else 0.26)
        glow = pygame.Surface((W, H), pygame.SRCALPHA)
        if kind == "solar":
            # the corona: soft glow rings, then long and short rays, then the dark disc
            for k in range(12, 0, -1):
                a = int(110 * (1 - k / 13) ** 1.4)
                pygame.draw.circle(glow, (*CORONA, a), center, r * (1 + 0.085 * k))
            c.blit(glow, (0, 0))
            rays = 24
            for i in range(rays):
                ang = 2 * math.pi * i / rays
                long = r * (1.75 if i % 2 == 0 else 1.38)
                wdt = math.pi / rays * 0.5
                pts = [(center[0] + r * 0.95 * math.cos(ang - wdt), center[1] + r * 0.95 * math.sin(ang - wdt)),
                       (center[0] + long * math.cos(ang), center[1] + long * math.sin(ang)),
                       (center[0] + r * 0.95 * math.cos(ang + wdt), center[1] + r * 0.95 * math.sin(ang + wdt))]
                pygame.draw.polygon(c, CORONA if i % 2 == 0 else mix(CORONA, SOLAR_SKY, 0.3), pts)
            pygame.draw.circle(c, CORONA_HOT, center, r * 1.07)
            pygame.draw.circle(c, DISC, center, r)
        else:
            for k in range(10, 0, -1):
                a = int(90 * (1 - k / 11) ** 1.6)
                pygame.draw.circle(glow, (*RIM, a), center, r * (1 + 0.06 * k))
            c.blit(glow, (0, 0))
            pygame.draw.circle(c, RIM_HOT, center, r * 1.08)
            pygame.draw.circle(c, RIM, center, r * 1.04)
            pygame.draw.circle(c, DISC, center, r)
            # a faint cool shimmer on the disc's edge
            pygame.draw.circle(c, (30, 40, 70), (center[0] - r * 0.08, center[1] - r * 0.06), r * 0.9, max(1, int(r * 0.05)))
        # faint stars
        star = RIM_HOT if kind == "lunar" else CORONA_HOT
        for fx, fy in ((0.18, 0.16), (0.8, 0.22), (0.22, 0.82), (0.84, 0.78), (0.12, 0.5), (0.9, 0.52)):
            pygame.draw.circle(c, star, (W * fx, H * fy), max(1, W * 0.012))
        if compact:
            return
        # the corner index: a small eclipse, twice, and the name along the bottom
        e = W * 0.085
        for x, y in ((W * 0.13, H * 0.085), (W * 0.87, H * 0.915)):
            self._mini_eclipse(c, kind, (x, y), e)
        word = "SOLAR" if kind == "solar" else "LUNAR"
        colour = CORONA if kind == "solar" else RIM
        self._number(c, word, colour, H * 0.065, max_w=W * 0.56, midtop=(W * 0.5, H * 0.8))

    def _mini_eclipse(self, c: pygame.Surface, kind: str, center, r: float) -> None:
        """A small eclipse emblem: a dark disc with a bright ring (gold for solar, cool for lunar)."""
        ring = CORONA if kind == "solar" else RIM
        if kind == "solar":
            draw_sun(c, center, r, ring, rays=10)
        else:
            pygame.draw.circle(c, ring, center, r * 0.8)
        pygame.draw.circle(c, DISC, center, r * (0.5 if kind == "solar" else 0.66))

    # ------------------------------------------------------------------ back
    def _back_picture(self, c: pygame.Surface, inner: pygame.Rect) -> None:
        """The sun and the moon dancing: a gold sun and a silver crescent turning about each other
        on a starry night, inside a thin gold ring."""
        W, H = c.get_size()
        lw = max(1, int(W * 0.01))
        rnd = 0
        for k in range(28):          # a scatter of fixed stars (no randomness: a formula)
            rnd = (rnd * 1103515245 + 12345 + k) & 0x7FFFFFFF
            x = inner.left + (rnd % 1000) / 1000 * inner.w
            y = inner.top + ((rnd // 1000) % 1000) / 1000 * inner.h
            pygame.draw.circle(c, (200, 206, 240), (x, y), max(1, W * (0.008 + 0.006 * (k % 3))))
        cx, cy = W / 2, H / 2
        ring = W * 0.36
        pygame.draw.circle(c, mix(self.BACK_SKY, (0, 0, 0), 0.3), (cx, cy), ring)
        pygame.draw.circle(c, self.BACK_LINE, (cx, cy), ring, max(1, int(W * 0.014)))
        pygame.draw.circle(c, mix(self.BACK_SKY, self.BACK_LINE, 0.45), (cx, cy), ring * 0.88, lw)
        draw_sun(c, (cx - ring * 0.3, cy - ring * 0.26), ring * 0.5, KIND_COLOUR["sun"])
        draw_moon(c, (cx + ring * 0.28, cy + ring * 0.28), ring * 0.42, (214, 226, 252))
        # an arc each side, top and bottom: the dance's turn
        arc = pygame.Rect(0, 0, W * 0.62, H * 0.62)
        arc.center = (cx, cy)
        pygame.draw.arc(c, self.BACK_LINE, arc.inflate(W * 0.14, H * 0.14), math.radians(20), math.radians(70), lw * 2)
        pygame.draw.arc(c, self.BACK_LINE, arc.inflate(W * 0.14, H * 0.14), math.radians(200), math.radians(250), lw * 2)


@functools.cache
def default_art() -> TangoArt:
    """The app-wide Sky Tango card art cache (created on first use, after the display exists)."""
    return TangoArt()
