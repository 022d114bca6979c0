"""Tower card art: standard playing cards drawn with pygame.draw, crisp at any size, no image files.

A card's code is rank + suit ("AS", "10H", "QD", "KC"; jokers "XB" black and "XR" red). Hearts
and diamonds are red, spades and clubs black. Suit pips are vector shapes (point lists), never font
glyphs, so they are sharp at any size and need no symbol font; rank letters are the app's Inter.

A face at ``COMPACT_BELOW`` pixels tall or more is a full card: the rank and a pip in two corners
(top-left, and upside down bottom-right), the pips of A-10 in the usual patterns (those below the
middle upside down), a double-headed figure for J (cap and feather), Q (tiara) and K (crown), and
for a joker "JOKER" down the corners around a jester. A smaller face (a ten-player table in a small
window) is compact: one big rank over one big pip, which stays readable at about 34 pixels.

Everything is drawn supersampled (more for small cards), smoothed down, and kept in the bounded
cache of ``CardArtCache`` keyed by (what, code, size), so the frame loop only blits. An unknown
code raises ``ValueError`` naming it (a card the rules never deal is a bug to see, not to hide).
"""
from __future__ import annotations

import functools
import math

import pygame

from ...widgets.shapes import fit as _fit, quad as _quad, star
from ...widgets.art import CARD_RATIO, CodedCardArt, card_size, mix as _mix  # noqa: F401 (CARD_RATIO, card_size: this module's API)
from ...widgets.art import supersampling

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
JOKERS = ("XB", "XR")
RED_SUITS = frozenset("HD")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}

# Ink on the white card, and the same for text on the dark table (banners, the log).
RED = (206, 28, 48)
BLACK = (26, 30, 46)
RED_ON_DARK = (255, 118, 118)
BLACK_ON_DARK = (236, 240, 250)

PAPER = (253, 252, 248)
EDGE = (168, 174, 196)
GOLD = (232, 180, 48)
GOLD_DARK = (140, 96, 14)
SKIN = (247, 218, 190)
SKIN_DARK = (206, 160, 124)
HAIR = {"J": (122, 80, 44), "Q": (214, 164, 70), "K": (150, 104, 64)}
JEWEL_BLACK = (52, 112, 214)    # the jewels of black courts (a black card shows no red at all)
SILVER = (150, 158, 182)        # the black joker's second colour (the red one's is gold)

COMPACT_BELOW = 70              # faces shorter than this are drawn compact (big rank, one big pip)
# How far across a compact face its rank's ink reaches, with a sliver of paper after it (a share of
# its width): a folded row leaves that much of a covered card in sight, or less than COMPACT_INK_FROM
# (where the rank begins), since a "10" cut to its "1" reads as an ace.
COMPACT_REACH = {"10": 0.86}
COMPACT_REACH_ONE = 0.6        # a one-character rank's
COMPACT_INK_FROM = 0.1


def deck_codes(jokers: bool = True) -> list[str]:
    """The codes of one deck in the rules' order: spades, hearts, diamonds, clubs, each A to K, then
    the black and the red joker."""
    codes = [rank + suit for suit in SUITS for rank in RANKS]
    return codes + list(JOKERS) if jokers else codes


def compact_reach(code: str) -> float:
    """How far across its compact face ``code``'s rank reaches (``COMPACT_REACH``)."""
    return COMPACT_REACH.get(parse(code)[0], COMPACT_REACH_ONE)


def parse(code: str) -> tuple[str, str | None]:
    """``(rank, suit)`` of a card code: ``("10", "H")`` for "10H", ``("X", None)`` for a joker.
    Anything else raises ``ValueError`` naming the code."""
    if isinstance(code, str):
        if code in JOKERS:
            return "X", None
        rank, suit = code[:-1], code[-1:]
        if rank in RANKS and suit in SUITS:
            return rank, suit
    raise ValueError(f"unknown card code {code!r}: expected a rank (A, 2-10, J, Q, K) and a suit "
                     "(S, H, D, C), like 'AS' or '10H', or a joker 'XB' / 'XR'")


def is_red(code: str) -> bool:
    """True for hearts, diamonds and the red joker (raises ``ValueError`` on an unknown code)."""
    rank, suit = parse(code)
    return code == "XR" if rank == "X" else suit in RED_SUITS


def suit_colour(code: str, on_dark: bool = False):
    """The ink of a card (red or black), or its colour for text on the dark table."""
    if is_red(code):
        return RED_ON_DARK if on_dark else RED
    return BLACK_ON_DARK if on_dark else BLACK


# --------------------------------------------------------------------------- pip shapes
# Each shape is a list of polygons in a unit box centred on (0, 0): its larger side spans [-1, 1].

def _circle(cx: float, cy: float, r: float, n: int = 40) -> list[tuple[float, float]]:
    return [(cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n)) for i in range(n)]


def _heart_curve(n: int = 80) -> list[tuple[float, float]]:
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x / 16, y / 16))
    return pts


def _stem(top: float, bottom: float, half_w: float) -> list[tuple[float, float]]:
    """A flared stem with concave sides, from a narrow neck at ``top`` to a foot ``half_w`` wide."""
    neck = half_w * 0.16
    pts = [(-neck, top)]
    pts += _quad((-neck, top), (-neck * 0.8, bottom * 0.94 + top * 0.06), (-half_w, bottom))
    pts += [(half_w, bottom)]
    pts += _quad((half_w, bottom), (neck * 0.8, bottom * 0.94 + top * 0.06), (neck, top))
    return pts


def _heart():
    return _fit([_heart_curve()])


def _spade():
    lobe = [(x * 0.98, -y * 1.02) for x, y in _heart_curve()]      # a heart upside down
    return _fit([lobe, _stem(0.25, 1.32, 0.42)])


def _club():
    r = 0.5
    leaves = [_circle(0, -0.56, r), _circle(-0.56, 0.2, r), _circle(0.56, 0.2, r), _circle(0, 0.02, 0.3)]
    return _fit(leaves + [_stem(0.1, 1.2, 0.4)])


def _diamond():
    top, right, bottom, left = (0, -1), (0.76, 0), (0, 1), (-0.76, 0)
    pts = [top]
    for a, b in ((top, right), (right, bottom), (bottom, left), (left, top)):
        mid = ((a[0] + b[0]) / 2 * 0.86, (a[1] + b[1]) / 2 * 0.86)   # sides bowed a little inwards
        pts += _quad(a, mid, b)
    return _fit([pts[:-1]])


def _star(inner: float = 0.44):
    return _fit([star(inner)])


# "X": the joker's star (in labels and pips).
SHAPES = {"S": _spade(), "H": _heart(), "D": _diamond(), "C": _club(), "X": _star()}


def draw_pip(surface: pygame.Surface, suit: str, center, size: float, colour, flip: bool = False) -> None:
    """Draw the pip of ``suit`` ("S", "H", "D", "C", or "X" for the joker's star) filling a square
    ``size`` pixels wide around ``center``; ``flip`` draws it upside down (no caching)."""
    cx, cy = center
    r = size / 2
    s = -r if flip else r
    for poly in SHAPES[suit]:
        pygame.draw.polygon(surface, colour, [(cx + x * r, cy + y * s) for x, y in poly])


# Pip patterns of 2-10: (column -1/0/1, row 0..1 from the top of the pip area); pips below the
# middle are upside down, as on printed cards.
PIP_LAYOUT: dict[str, list[tuple[int, float]]] = {
    "2": [(0, 0), (0, 1)],
    "3": [(0, 0), (0, 0.5), (0, 1)],
    "4": [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    "5": [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    "6": [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "7": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "8": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    "9": [(-1, 0), (1, 0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5), (-1, 2 / 3), (1, 2 / 3), (-1, 1), (1, 1)],
    "10": [(-1, 0), (1, 0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3), (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6),
           (-1, 1), (1, 1)],
}


# --------------------------------------------------------------------------- the art cache

class TowerArt(CodedCardArt):
    """Playing-card faces, backs, pips and rank labels, cached per size (LRU, bounded)."""

    CORNER = 0.07
    BACK_PAPER = (246, 240, 222)
    BACK_SKY = (44, 34, 96)
    BACK_LINE = GOLD

    # ------------------------------------------------------------------ public
    parse = staticmethod(parse)

    def face_of(self, card: dict, height: float) -> pygame.Surface:
        """The face of a card dict of the view (``{"code": ...}``)."""
        return self.face(card["code"], height)

    def pip(self, suit: str, size: float, colour=None) -> pygame.Surface:
        """A pip ``size`` pixels square: "S", "H", "D", "C", or "X" (the joker's star); ``colour``
        defaults to the suit's ink (red or black)."""
        if suit not in SHAPES:
            raise ValueError(f"unknown suit {suit!r}: expected 'S', 'H', 'D', 'C' or 'X'")
        size = max(4, int(round(size)))
        if colour is None:
            colour = RED if suit in RED_SUITS else BLACK
        colour = tuple(colour)

        def make():
            ss = supersampling(size * 3)
            S = size * ss
            c = pygame.Surface((S, S), pygame.SRCALPHA)
            draw_pip(c, suit, (S / 2, S / 2), S * 0.96, colour)
            return pygame.transform.smoothscale(c, (size, size))
        return self._get(("pip", suit, size, colour), make)

    def label(self, code: str, height: float, colour=None, on_dark: bool = False) -> pygame.Surface:
        """The card's name as an inline picture ``height`` pixels tall for banners and the log: the
        rank and a drawn pip ("7" and a heart), or a star and "JOKER". ``colour`` defaults to the
        card's ink (``on_dark``: its colour for the dark table)."""
        rank, suit = parse(code)
        h = max(8, int(round(height)))
        colour = tuple(colour) if colour is not None else suit_colour(code, on_dark)
        return self._get(("label", code, h, colour), lambda: self._draw_label(rank, suit, h, colour))

    def strip(self, code: str, w: int, strip_h: int) -> pygame.Surface:
        """The foot of a covered stone in a tower: paper with the stone's name upright (rank and
        suit). The paper reaches a little above ``strip_h``, under the next stone, so that no sliver
        of the covered card's pips shows between the two when positions round differently."""

        def make():
            over = max(2, strip_h // 4)
            img = pygame.Surface((w, strip_h + over), pygame.SRCALPHA)
            edge = max(1, w // 60)
            radius = max(2, int(w * self.CORNER))
            pygame.draw.rect(img, EDGE, img.get_rect(), border_bottom_left_radius=radius,
                             border_bottom_right_radius=radius)
            pygame.draw.rect(img, PAPER, (edge, 0, w - 2 * edge, strip_h + over - edge),
                             border_bottom_left_radius=max(1, radius - edge),
                             border_bottom_right_radius=max(1, radius - edge))
            label = self.label(code, max(6, strip_h * 0.72))
            if label.get_width() > w - 2 * edge - 2:
                label = pygame.transform.smoothscale(label, (w - 2 * edge - 2, label.get_height()))
            img.blit(label, label.get_rect(midleft=(max(edge + 1, int(w * 0.08)), over + strip_h // 2)))
            return img
        return self._get(("strip", code, w, strip_h), make)

    # ------------------------------------------------------------------ text
    def _rank(self, canvas: pygame.Surface, text: str, colour, cap: float, max_w: float | None = None,
              **anchor) -> pygame.Rect:
        """Blit ``text`` (bold Inter) with capitals ``cap`` pixels tall (a Q's tail hangs below),
        squeezed sideways to ``max_w`` if wider, at ``anchor`` (use a ``top`` anchor)."""
        src = self._digit(text, colour)
        scale = cap / self._digit("H", colour).get_height()
        w = max(1, int(src.get_width() * scale))
        h = max(1, int(src.get_height() * scale))
        if max_w is not None and w > max_w:
            w = max(1, int(max_w))
        img = pygame.transform.smoothscale(src, (w, h))
        rect = img.get_rect(**anchor)
        canvas.blit(img, rect)
        return rect

    def _draw_label(self, rank: str, suit: str | None, h: int, colour) -> pygame.Surface:
        ss = 3
        H = h * ss
        cap = H * 0.72
        text = "JOKER" if rank == "X" else rank
        src = self._digit(text, colour)
        tw = src.get_width() * cap / self._digit("H", colour).get_height()
        pip = H * 0.74
        gap = H * (0.12 if rank == "X" else 0.06)
        W = int(tw + pip + gap + H * 0.08) + ss
        c = pygame.Surface((W, H), pygame.SRCALPHA)
        top = (H - cap) / 2
        if rank == "X":
            draw_pip(c, "X", (pip / 2 + H * 0.02, H / 2), pip, colour)
            self._rank(c, text, colour, cap, topleft=(pip + gap, top))
        else:
            self._rank(c, text, colour, cap, topleft=(H * 0.02, top))
            draw_pip(c, suit, (tw + gap + pip / 2 + H * 0.04, H / 2), pip, colour)
        return pygame.transform.smoothscale(c, (max(1, W // ss), h))

    # ------------------------------------------------------------------ faces
    def _draw_face(self, code: str, w: int, h: int) -> pygame.Surface:
        rank, suit = parse(code)
        ss = supersampling(h)
        W, H = w * ss, h * ss
        c = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = max(2, int(W * self.CORNER))
        pygame.draw.rect(c, EDGE, (0, 0, W, H), border_radius=radius)
        edge = max(1, int(ss * (0.8 if h < 120 else 1.1)))
        pygame.draw.rect(c, PAPER, (edge, edge, W - 2 * edge, H - 2 * edge), border_radius=max(1, radius - edge))
        ink = suit_colour(code)
        compact = h < COMPACT_BELOW
        if rank == "X":
            (self._joker_compact if compact else self._joker_full)(c, code, ink)
        elif compact:
            self._compact(c, rank, suit, ink)
        else:
            self._corners(c, rank, suit, ink, h)
            if rank == "A":
                self._ace(c, suit, ink)
            elif rank in PIP_LAYOUT:
                self._pips(c, rank, suit, ink, h)
            else:
                self._court(c, rank, suit, ink)
        return pygame.transform.smoothscale(c, (w, h))

    def _compact(self, c: pygame.Surface, rank: str, suit: str, ink) -> None:
        """A small card: the rank big in the top-left corner and one big pip at the bottom right."""
        W, H = c.get_size()
        self._rank(c, rank, ink, H * 0.34, max_w=W * 0.74, topleft=(W * COMPACT_INK_FROM, H * 0.07))
        if rank in ("J", "Q", "K"):   # a court: a gold line inside the edge says "picture card" at a glance
            pygame.draw.rect(c, GOLD, pygame.Rect(0, 0, W, H).inflate(-W * 0.1, -W * 0.1), max(1, int(W * 0.04)),
                             border_radius=int(W * 0.05))
        size = H * 0.42
        draw_pip(c, suit, (W * 0.92 - size / 2, H * 0.92 - size / 2), size, ink)

    def _index(self, rank: str, suit: str, ink, W: int, H: int, h: int) -> pygame.Surface:
        """The corner index (rank over pip) on a transparent strip for the top-left corner."""
        idx = pygame.Surface((int(W * 0.21), int(H * 0.3)), pygame.SRCALPHA)
        cx = W * 0.1
        # a card under 90 pixels gets a bigger index (the part that must read across the table)
        cap = H * (0.14 - 0.025 * min(1.0, max(0.0, (h - 90) / 110)))
        r = self._rank(idx, rank, ink, cap, max_w=W * 0.17, midtop=(cx, H * 0.045))
        below = max(r.bottom, H * 0.045 + cap)
        if rank in ("6", "9"):      # the upside-down corner would read 6 as 9: underline them
            bar = max(1, int(cap * 0.09))
            pygame.draw.rect(idx, ink, (r.left, int(below + cap * 0.04), r.width, bar))
            below += cap * 0.04 + bar
        size = cap * 0.62
        draw_pip(idx, suit, (cx, below + H * 0.018 + size / 2), size, ink)
        return idx

    def _corners(self, c: pygame.Surface, rank: str, suit: str, ink, h: int) -> None:
        W, H = c.get_size()
        idx = self._index(rank, suit, ink, W, H, h)
        c.blit(idx, (int(W * 0.01), 0))
        c.blit(pygame.transform.rotate(idx, 180), (W - idx.get_width() - int(W * 0.01), H - idx.get_height()))

    def _ace(self, c: pygame.Surface, suit: str, ink) -> None:
        W, H = c.get_size()
        size = W * 0.5
        if suit == "S":   # the ace of spades, as on printed decks, is the ornate one
            pygame.draw.circle(c, _mix(ink, PAPER, 0.85), (W / 2, H / 2), W * 0.36)
            pygame.draw.circle(c, GOLD, (W / 2, H / 2), W * 0.36, max(1, int(W * 0.015)))
            size = W * 0.52
        draw_pip(c, suit, (W / 2, H / 2), size, ink)

    def _pips(self, c: pygame.Surface, rank: str, suit: str, ink, h: int) -> None:
        W, H = c.get_size()
        top, bottom = H * 0.21, H * 0.79
        size = H * (0.12 + 0.015 * min(1.0, max(0.0, (h - 90) / 110)))   # leaves room for a small card's big index
        for col, row in PIP_LAYOUT[rank]:
            x = W / 2 + col * W * 0.2
            y = top + (bottom - top) * row
            draw_pip(c, suit, (x, y), size, ink, flip=row > 0.5)

    # ------------------------------------------------------------------ courts
    def _court(self, c: pygame.Surface, rank: str, suit: str, ink) -> None:
        W, H = c.get_size()
        panel = pygame.Rect(int(W * 0.2), int(H * 0.08), int(W * 0.6), int(H * 0.84))
        line = max(1, int(W * 0.012))
        tint = _mix(ink, PAPER, 0.9)
        pygame.draw.rect(c, tint, panel)
        half = pygame.Surface((panel.w, panel.h // 2 + 1), pygame.SRCALPHA)
        self._bust(half, rank, suit, ink)
        c.blit(half, panel.topleft)
        c.blit(pygame.transform.rotate(half, 180), (panel.left, panel.bottom - half.get_height()))
        pygame.draw.line(c, GOLD, (panel.left, panel.centery), (panel.right, panel.centery), line * 2)
        pygame.draw.rect(c, ink, panel, line)
        pygame.draw.rect(c, GOLD, panel.inflate(-line * 4, -line * 4), line)

    def _bust(self, s: pygame.Surface, rank: str, suit: str, ink) -> None:
        """A head and shoulders with the rank's headgear, upright in the upper half ``s``."""
        pw, ph = s.get_size()
        cx = pw / 2
        r = pw * 0.175                      # the head's radius
        hy = ph * 0.5                       # the head's centre
        lw = max(1, int(pw * 0.012))
        jewel = RED if suit in RED_SUITS else JEWEL_BLACK
        hair = HAIR[rank]
        dark = _mix(ink, (0, 0, 0), 0.35)
        white = (250, 250, 252)
        # the big letter and the suit, beside the head
        self._rank(s, rank, ink, ph * 0.16, midtop=(pw * 0.14, ph * 0.06))
        draw_pip(s, suit, (pw * 0.14, ph * 0.33), ph * 0.12, ink)
        # hair behind the head (the queen's falls to her shoulders)
        if rank == "Q":
            locks = pygame.Rect(cx - r * 1.4, hy - r * 1.12, r * 2.8, r * 3.0)
            pygame.draw.ellipse(s, hair, locks)
            pygame.draw.ellipse(s, _mix(hair, (0, 0, 0), 0.35), locks, lw)
        # the neck, then wide shoulders running off the bottom
        top = ph * 0.76
        pygame.draw.rect(s, SKIN_DARK, pygame.Rect(cx - r * 0.36, hy, r * 0.72, top - hy + r * 0.3))
        left, right = cx - pw * 0.46, cx + pw * 0.46
        curve = ([(left, ph * 0.94)] + _quad((left, ph * 0.94), (left, top), (cx - pw * 0.2, top))
                 + _quad((cx + pw * 0.2, top), (right, top), (right, ph * 0.94)))
        robe = [(left, ph + 2)] + curve + [(right, ph + 2)]
        pygame.draw.polygon(s, ink, robe)
        pygame.draw.polygon(s, dark, robe, lw)
        placket = pygame.Rect(cx - pw * 0.05, top + ph * 0.04, pw * 0.1, ph)
        pygame.draw.rect(s, GOLD, placket)
        pygame.draw.rect(s, GOLD_DARK, placket, lw)
        for k in range(2):
            pygame.draw.circle(s, jewel, (cx, top + ph * (0.1 + 0.09 * k)), max(1.5, pw * 0.022))
        if rank == "K":     # an ermine collar: white with black tails
            pygame.draw.lines(s, white, False, curve[4:-4], max(2, int(ph * 0.07)))
            for k in (-3, -2, -1, 1, 2, 3):
                pygame.draw.circle(s, BLACK, (cx + k * pw * 0.11, top + ph * (0.002 + 0.012 * abs(k) ** 1.6)),
                                   max(1, pw * 0.013))
        else:               # a gold hem along the shoulders
            pygame.draw.lines(s, GOLD, False, curve[1:-1], max(1, lw * 2))
        if rank == "Q":     # a gold necklace with a jewel
            arc = pygame.Rect(cx - r * 0.75, hy + r * 0.4, r * 1.5, top - hy)
            pygame.draw.arc(s, GOLD, arc, math.pi * 1.1, math.pi * 1.9, max(1, lw * 2))
            pygame.draw.circle(s, jewel, (cx, arc.bottom - lw), max(1.5, r * 0.16))
        elif rank == "J":   # a white pointed collar
            for sx in (-1, 1):
                wing = [(cx, top + ph * 0.03), (cx + sx * r * 1.5, top - ph * 0.01),
                        (cx + sx * r * 1.05, top + ph * 0.12)]
                pygame.draw.polygon(s, white, wing)
                pygame.draw.polygon(s, dark, wing, lw)
        # the head
        pygame.draw.circle(s, SKIN, (cx, hy), r)
        pygame.draw.circle(s, SKIN_DARK, (cx, hy), r, lw)
        if rank == "K":     # a pointed beard and a moustache
            beard = [(cx + r * 1.02 * math.cos(a), hy + r * 1.02 * math.sin(a)) for a in
                     (math.radians(d) for d in range(-5, 186, 15))]
            beard.insert(7, (cx, hy + r * 1.8))
            pygame.draw.polygon(s, hair, beard)
            pygame.draw.polygon(s, _mix(hair, (0, 0, 0), 0.35), beard, lw)
            pygame.draw.ellipse(s, SKIN, pygame.Rect(cx - r * 0.5, hy - r * 0.05, r * 1.0, r * 0.45))
            pygame.draw.ellipse(s, hair, pygame.Rect(cx - r * 0.5, hy + r * 0.18, r * 1.0, r * 0.22))
        for sx in (-1, 1):  # eyes
            pygame.draw.circle(s, BLACK, (cx + sx * r * 0.38, hy - r * 0.15), max(1, r * 0.11))
        if rank != "K":
            pygame.draw.arc(s, SKIN_DARK, pygame.Rect(cx - r * 0.3, hy + r * 0.1, r * 0.6, r * 0.4),
                            math.pi * 1.15, math.pi * 1.85, lw)
        brow = hy - r
        # headgear
        if rank == "K":
            self._crown(s, cx, brow + r * 0.25, r, jewel, lw)
        elif rank == "Q":
            self._tiara(s, cx, brow + r * 0.2, r, jewel, lw)
        else:
            self._cap(s, cx, brow + r * 0.3, r, ink, lw)

    @staticmethod
    def _crown(s: pygame.Surface, cx: float, base: float, r: float, jewel, lw: int) -> None:
        band = pygame.Rect(cx - r * 1.08, base - r * 0.42, r * 2.16, r * 0.42)
        pts = [(band.left, band.top), (cx - r * 1.18, band.top - r * 0.95), (cx - r * 0.55, band.top - r * 0.38),
               (cx, band.top - r * 1.2), (cx + r * 0.55, band.top - r * 0.38), (cx + r * 1.18, band.top - r * 0.95),
               (band.right, band.top)]
        pygame.draw.polygon(s, GOLD, pts)
        pygame.draw.polygon(s, GOLD_DARK, pts, lw)
        pygame.draw.rect(s, GOLD, band)
        pygame.draw.rect(s, GOLD_DARK, band, lw)
        for x, y in (pts[1], pts[3], pts[5]):
            pygame.draw.circle(s, GOLD, (x, y), r * 0.17)
            pygame.draw.circle(s, GOLD_DARK, (x, y), r * 0.17, lw)
        for k in (-1, 0, 1):
            pygame.draw.circle(s, jewel, (cx + k * r * 0.62, band.centery), r * (0.16 if k else 0.2))

    @staticmethod
    def _tiara(s: pygame.Surface, cx: float, base: float, r: float, jewel, lw: int) -> None:
        outer = [(cx + r * 1.08 * math.cos(a), base + r * 0.5 * math.sin(a))
                 for a in (math.radians(d) for d in range(190, 351, 10))]
        inner = [(cx + r * 0.98 * math.cos(a), base + r * 0.2 + r * 0.4 * math.sin(a))
                 for a in (math.radians(d) for d in range(350, 189, -10))]
        peaks = [(cx - r * 0.28, base - r * 0.45), (cx, base - r * 1.2), (cx + r * 0.28, base - r * 0.45)]
        side = [[(cx + sx * r * 0.5, base - r * 0.4), (cx + sx * r * 0.68, base - r * 0.82),
                 (cx + sx * r * 0.86, base - r * 0.3)] for sx in (-1, 1)]
        for poly in [outer + inner, peaks] + side:
            pygame.draw.polygon(s, GOLD, poly)
            pygame.draw.polygon(s, GOLD_DARK, poly, lw)
        pygame.draw.circle(s, jewel, (cx, base - r * 0.62), r * 0.2)
        for sx in (-1, 1):
            pygame.draw.circle(s, (250, 250, 252), (cx + sx * r * 0.68, base - r * 0.82), r * 0.1)

    @staticmethod
    def _cap(s: pygame.Surface, cx: float, base: float, r: float, ink, lw: int) -> None:
        # a feather sweeping up and back from the cap
        root = (cx + r * 0.7, base - r * 0.5)
        tip = (cx + r * 2.0, base - r * 2.3)
        left = [root] + _quad(root, (cx + r * 0.6, base - r * 1.9), tip, 12)
        right = _quad(tip, (cx + r * 1.7, base - r * 0.9), root, 12)
        feather = left + right
        pygame.draw.polygon(s, GOLD, feather)
        pygame.draw.polygon(s, GOLD_DARK, feather, lw)
        pygame.draw.lines(s, GOLD_DARK, False, [root] + _quad(root, (cx + r * 1.2, base - r * 1.5), tip, 8), lw)
        # a soft cap tilted over the brow, with a gold band
        cap = pygame.Rect(cx - r * 1.3, base - r * 0.95, r * 2.5, r * 1.05)
        pygame.draw.ellipse(s, ink, cap)
        pygame.draw.ellipse(s, _mix(ink, (0, 0, 0), 0.3), cap, lw)
        band = pygame.Rect(cx - r * 1.1, base - r * 0.2, r * 2.2, r * 0.32)
        pygame.draw.rect(s, GOLD, band, border_radius=int(r * 0.16))
        pygame.draw.rect(s, GOLD_DARK, band, lw, border_radius=int(r * 0.16))

    # ------------------------------------------------------------------ jokers
    def _joker_colours(self, code: str):
        return (RED, GOLD) if code == "XR" else (BLACK, SILVER)

    def _joker_compact(self, c: pygame.Surface, code: str, ink) -> None:
        W, H = c.get_size()
        main, second = self._joker_colours(code)
        size = W * 0.52
        draw_pip(c, "X", (W * 0.08 + size / 2, H * 0.06 + size / 2), size, main)
        self._hat(c, W * 0.5, H * 0.92, W * 0.19, main, second, max(1, int(W * 0.025)), lift=1.1)

    def _joker_full(self, c: pygame.Surface, code: str, ink) -> None:
        W, H = c.get_size()
        main, second = self._joker_colours(code)
        # "JOKER" down the top-left corner with a star under it, and the same upside down
        idx = pygame.Surface((int(W * 0.18), int(H * 0.52)), pygame.SRCALPHA)
        cx = idx.get_width() / 2
        y = H * 0.045
        cap = H * 0.07
        for letter in "JOKER":
            self._rank(idx, letter, main, cap, max_w=W * 0.14, midtop=(cx, y))
            y += cap * 1.28
        draw_pip(idx, "X", (cx, y + H * 0.035), H * 0.07, main)
        c.blit(idx, (int(W * 0.01), 0))
        c.blit(pygame.transform.rotate(idx, 180), (W - idx.get_width() - int(W * 0.01), H - idx.get_height()))
        # the jester: a body in two colours, a ruff, the face and a three-pointed hat with bells
        lw = max(1, int(W * 0.01))
        fx, fy, r = W / 2, H * 0.47, W * 0.13
        body = pygame.Rect(fx - W * 0.27, H * 0.62, W * 0.54, H * 0.5)
        clip = c.get_clip()
        c.set_clip(pygame.Rect(0, 0, W, int(H * 0.8)))
        pygame.draw.ellipse(c, main, body)
        c.set_clip(pygame.Rect(fx, 0, W, int(H * 0.8)))
        pygame.draw.ellipse(c, second, body)
        c.set_clip(clip)
        for k in range(2):  # pompom buttons down the seam
            pygame.draw.circle(c, PAPER, (fx, H * (0.69 + 0.07 * k)), W * 0.025)
            pygame.draw.circle(c, _mix(main, (0, 0, 0), 0.35), (fx, H * (0.69 + 0.07 * k)), W * 0.025, lw)
        ruff = []
        n = 18
        for i in range(n + 1):
            a = math.pi * i / n
            rr = r * (1.75 if i % 2 == 0 else 1.35)
            ruff.append((fx + rr * math.cos(a), fy + r * 0.9 + rr * 0.45 * math.sin(a)))
        pygame.draw.polygon(c, PAPER, ruff)
        pygame.draw.polygon(c, _mix(main, PAPER, 0.3), ruff, lw)
        pygame.draw.circle(c, SKIN, (fx, fy), r)
        pygame.draw.circle(c, SKIN_DARK, (fx, fy), r, lw)
        for sx in (-1, 1):
            pygame.draw.circle(c, BLACK, (fx + sx * r * 0.38, fy - r * 0.05), max(1, r * 0.1))
        smile = pygame.Rect(fx - r * 0.45, fy - r * 0.2, r * 0.9, r * 0.75)
        pygame.draw.arc(c, BLACK, smile, math.pi * 1.15, math.pi * 1.85, max(1, lw))
        for sx in (-1, 1):  # cheeks
            pygame.draw.circle(c, _mix(SKIN, main, 0.25), (fx + sx * r * 0.58, fy + r * 0.3), r * 0.16)
        self._hat(c, fx, fy - r * 0.55, r, main, second, lw)
        # stars about the jester
        for sx, sy, sr in ((0.3, 0.22, 0.06), (0.72, 0.2, 0.05), (0.22, 0.72, 0.045), (0.775, 0.7, 0.05)):
            draw_pip(c, "X", (W * sx, H * sy), W * sr * 1.4, second if code == "XR" else main)

    @staticmethod
    def _hat(c: pygame.Surface, cx: float, base: float, r: float, main, second, lw: int,
             lift: float = 0.2) -> None:
        """A jester's cap over a head of radius ``r`` whose brow is at ``base``: three drooping
        points in alternating colours, each with a gold bell (``lift``: how high the side bells hang)."""
        edge = _mix(main, (0, 0, 0), 0.35)
        tips = [(cx - r * 2.05, base - r * lift), (cx + r * 0.25, base - r * 2.5), (cx + r * 2.05, base - r * lift)]
        mid_tip = tips[1]

        def side(sx: float):
            b0, b1 = (cx + sx * r * 1.05, base), (cx + sx * r * 0.15, base - r * 0.3)
            tip = tips[0 if sx < 0 else 2]
            return ([b0] + _quad(b0, (cx + sx * r * 1.75, base - r * (lift + 0.7)), tip)
                    + _quad(tip, (cx + sx * r * 1.1, base - r * (lift + 1.7)), b1))
        m0, m1 = (cx - r * 0.6, base - r * 0.3), (cx + r * 0.6, base - r * 0.3)
        middle = ([m0] + _quad(m0, (cx - r * 0.5, base - r * 2.1), mid_tip)
                  + _quad(mid_tip, (cx + r * 0.2, base - r * 1.3), m1))
        points = [(side(-1), second), (side(1), second), (middle, main)]
        for poly, col in points:
            pygame.draw.polygon(c, col, poly)
            pygame.draw.polygon(c, edge, poly, lw)
        band = pygame.Rect(cx - r * 1.1, base - r * 0.35, r * 2.2, r * 0.42)
        pygame.draw.rect(c, main, band, border_radius=int(r * 0.2))
        pygame.draw.rect(c, edge, band, lw, border_radius=int(r * 0.2))
        for x, y in tips:
            pygame.draw.circle(c, GOLD, (x, y), r * 0.26)
            pygame.draw.circle(c, GOLD_DARK, (x, y), r * 0.26, lw)

    # ------------------------------------------------------------------ back
    def _back_picture(self, c: pygame.Surface, inner: pygame.Rect) -> None:
        W, H = c.get_size()
        # a fine gold lattice of diamonds over the whole panel
        lattice = _mix(self.BACK_SKY, GOLD, 0.28)
        step = W * 0.16
        lw = max(1, int(W * 0.008))
        k = -int(H / step) - 2
        while k * step < W + H:
            x = k * step
            pygame.draw.line(c, lattice, (x, 0), (x + H, H), lw)
            pygame.draw.line(c, lattice, (x + H, 0), (x, H), lw)
            k += 1
        # a medallion holding a castle tower with a pennant
        oval = pygame.Rect(0, 0, int(W * 0.66), int(H * 0.56))
        oval.center = (W // 2, H // 2)
        pygame.draw.ellipse(c, _mix(self.BACK_SKY, (0, 0, 0), 0.3), oval)
        pygame.draw.ellipse(c, GOLD, oval, max(1, int(W * 0.016)))
        pygame.draw.ellipse(c, _mix(self.BACK_SKY, GOLD, 0.5), oval.inflate(-W * 0.06, -W * 0.06), lw)
        self._tower(c, W / 2, oval.bottom - H * 0.08, W * 0.3, H * 0.3)
        for fx, fy in ((0.36, 0.36), (0.66, 0.4), (0.31, 0.5), (0.7, 0.55)):
            pygame.draw.circle(c, (236, 228, 200), (W * fx, H * fy), max(1, W * 0.01))

    def _tower(self, c: pygame.Surface, cx: float, ground: float, tw: float, th: float) -> None:
        """A crenellated tower ``tw`` wide and ``th`` tall standing on ``ground``, with a door and a
        window cut out in the panel's colour and a pennant on top."""
        hole = _mix(self.BACK_SKY, (0, 0, 0), 0.3)
        body_w = tw * 0.62
        top_y = ground - th
        body = [(cx - body_w / 2 - tw * 0.04, ground), (cx - body_w / 2, top_y + th * 0.24),
                (cx + body_w / 2, top_y + th * 0.24), (cx + body_w / 2 + tw * 0.04, ground)]
        pygame.draw.polygon(c, GOLD, body)
        parapet = pygame.Rect(cx - tw / 2, top_y + th * 0.12, tw, th * 0.13)
        pygame.draw.rect(c, GOLD, parapet)
        merlon_w = tw / 5
        for k in (0, 2, 4):
            pygame.draw.rect(c, GOLD, (cx - tw / 2 + k * merlon_w, top_y + th * 0.02, merlon_w, th * 0.11))
        door = pygame.Rect(0, 0, body_w * 0.34, th * 0.26)
        door.midbottom = (cx, ground)
        pygame.draw.rect(c, hole, door, border_top_left_radius=door.w // 2, border_top_right_radius=door.w // 2)
        window = pygame.Rect(0, 0, body_w * 0.16, th * 0.16)
        window.center = (cx, top_y + th * 0.45)
        pygame.draw.rect(c, hole, window, border_top_left_radius=window.w // 2, border_top_right_radius=window.w // 2)
        pygame.draw.line(c, GOLD, (cx - tw * 0.7, ground), (cx + tw * 0.7, ground), max(1, int(th * 0.025)))
        pole_top = top_y - th * 0.3
        pygame.draw.line(c, GOLD, (cx, top_y + th * 0.02), (cx, pole_top), max(1, int(tw * 0.03)))
        pennant = [(cx, pole_top), (cx + tw * 0.34, pole_top + th * 0.07), (cx, pole_top + th * 0.14)]
        pygame.draw.polygon(c, GOLD, pennant)


@functools.cache
def default_art() -> TowerArt:
    """The app-wide Tower card art cache (created on first use, after the display exists)."""
    return TowerArt()
