"""Sky Towers card art drawn with pygame.draw: crisp at any size, no image files.

A tower card shows its value three ways: a big numeral, the value's own colour, and a band of
that colour across the top holding the value again with the card's kites (yellow kite shapes) and
flags (pink pennants), so a card half hidden in a tower still says everything that scores. The
card's effect is an icon of its own shape plus a short label at the bottom; the full sentence is
in ``EFFECT_TEXT`` for hints. Bonus cards are landscape gold-edged cards with their name, kites and
condition. Everything is drawn at twice the size, smoothed down, and kept in a bounded cache keyed
by (what, size), so the frame loop only blits.
"""
from __future__ import annotations

import functools
import math

import pygame

from rules.sky_towers.cards import FLAGS, KITES

from ...widgets.art import CARD_RATIO, CardArtCache, card_size, mix as _mix  # noqa: F401 (CARD_RATIO, card_size: this module's API)
from ...widgets.art import SS as _SS

BAND = 0.25                 # the top band's share of the card height (what a tower shows of a card)
# The big numeral's middle and height, as shares of the card's height
NUMERAL_MIDDLE = 0.47
NUMERAL_H = 0.26

# Per value: the card's colour (fill of the band and the numeral) and the band's text colour.
VALUE_COLOURS = {
    1: (26, 150, 140), 2: (58, 138, 214), 3: (48, 86, 190), 4: (118, 80, 196), 5: (196, 64, 140),
    6: (226, 122, 36), 7: (200, 56, 52), 8: (64, 140, 70), 9: (40, 112, 96), 10: (84, 92, 118),
}
PAPER = (250, 246, 234)
INK = (34, 36, 54)
KITE = (255, 206, 40)
KITE_EDGE = (120, 84, 0)
FLAG = (240, 96, 170)
FLAG_EDGE = (112, 20, 70)
GOLD = (250, 204, 92)

# Effect icon and short label by value (Light solitaire uses only the 1 and the 10).
EFFECT_ICON = {1: "lock", 4: "stack", 5: "down", 6: "ask", 8: "plus", 9: "plus", 10: "base"}
EFFECT_LABEL = {
    1: "Only a 1 on a 1", 4: "Play many 4s at once", 5: "All discard to 5", 6: "Ask or draw",
    8: "+1 action, any tower", 9: "+1 action, any tower", 10: "First card only",
}
# The same in a few letters, for a small card (the full rule is in the card's tooltip).
EFFECT_SHORT = {
    "Only a 1 on a 1": "1 on 1", "Play many 4s at once": "Many 4s", "All discard to 5": "All to 5",
    "Ask or draw": "Ask/draw", "+1 action, any tower": "+1 action", "First card only": "First only",
    "Take a random card": "Take 1",
}


def _hue(value: int):
    """The colour of ``value``'s band and numeral (grey for a value the deck has none of)."""
    return VALUE_COLOURS.get(value, (90, 90, 110))


# --------------------------------------------------------------------------- small shapes

def draw_kite(surface: pygame.Surface, center, size: float, fill=KITE, edge=KITE_EDGE) -> None:
    """A yellow kite: a diamond with a cross and a short tail (``size``: its height)."""
    cx, cy = center
    h = size / 2
    w = size * 0.36
    top, right, bottom, left = (cx, cy - h), (cx + w, cy - h * 0.25), (cx, cy + h * 0.72), (cx - w, cy - h * 0.25)
    pts = [top, right, bottom, left]
    pygame.draw.polygon(surface, fill, pts)
    lw = max(1, int(size * 0.07))
    pygame.draw.polygon(surface, edge, pts, lw)
    pygame.draw.line(surface, edge, top, bottom, max(1, lw // 2))
    pygame.draw.line(surface, edge, left, right, max(1, lw // 2))
    # tail: a zigzag below the bottom point
    tail = [bottom]
    for k in range(1, 4):
        tail.append((cx + (w * 0.35 if k % 2 else -w * 0.35), bottom[1] + k * size * 0.09))
    pygame.draw.lines(surface, edge, False, tail, max(1, lw))


def draw_flag(surface: pygame.Surface, center, size: float, fill=FLAG, edge=FLAG_EDGE) -> None:
    """A pink pennant on a pole (``size``: its height)."""
    cx, cy = center
    h = size / 2
    pole_x = cx - size * 0.3
    lw = max(1, int(size * 0.08))
    pygame.draw.line(surface, edge, (pole_x, cy - h), (pole_x, cy + h), lw)
    pts = [(pole_x, cy - h), (cx + size * 0.42, cy - h * 0.45), (pole_x, cy + h * 0.1)]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, edge, pts, max(1, lw // 2 + 1))


def draw_icon(surface: pygame.Surface, kind: str, center, size: float, colour, ink=(255, 255, 255)) -> None:
    """An effect icon in a disc of ``colour`` (``size``: the disc's diameter)."""
    cx, cy = center
    r = size / 2
    pygame.draw.circle(surface, colour, (cx, cy), r)
    lw = max(1, int(size * 0.09))
    if kind == "lock":            # a padlock: only a 1 opens a 1
        body = pygame.Rect(0, 0, size * 0.46, size * 0.34)
        body.center = (cx, cy + size * 0.1)
        pygame.draw.rect(surface, ink, body, border_radius=max(1, int(size * 0.05)))
        arc = pygame.Rect(0, 0, size * 0.32, size * 0.36)
        arc.midbottom = (cx, body.top + size * 0.05)
        pygame.draw.arc(surface, ink, arc, 0, math.pi, lw)
        pygame.draw.line(surface, ink, (arc.left + lw / 2, arc.centery), (arc.left + lw / 2, body.top), lw)
        pygame.draw.line(surface, ink, (arc.right - lw / 2, arc.centery), (arc.right - lw / 2, body.top), lw)
    elif kind == "stack":         # three fanned cards: several 4s at once
        for k in range(3):
            card = pygame.Rect(0, 0, size * 0.3, size * 0.42)
            card.center = (cx - size * 0.16 + k * size * 0.16, cy - size * 0.06 + k * size * 0.06)
            pygame.draw.rect(surface, ink, card, border_radius=max(1, int(size * 0.04)))
            pygame.draw.rect(surface, colour, card, max(1, lw // 2), border_radius=max(1, int(size * 0.04)))
    elif kind == "down":          # an arrow down onto a bar: cards back on the deck
        pts = [(cx - size * 0.1, cy - size * 0.32), (cx + size * 0.1, cy - size * 0.32), (cx + size * 0.1, cy),
               (cx + size * 0.24, cy), (cx, cy + size * 0.2), (cx - size * 0.24, cy), (cx - size * 0.1, cy)]
        pygame.draw.polygon(surface, ink, pts)
        pygame.draw.line(surface, ink, (cx - size * 0.28, cy + size * 0.3), (cx + size * 0.28, cy + size * 0.3), lw)
    elif kind == "ask":           # a question mark: ask for a card
        arc = pygame.Rect(0, 0, size * 0.4, size * 0.36)
        arc.center = (cx, cy - size * 0.14)
        pygame.draw.arc(surface, ink, arc, -math.pi / 2.4, math.pi, lw + 1)
        pygame.draw.line(surface, ink, (cx + size * 0.02, cy + size * 0.02), (cx, cy + size * 0.12), lw + 1)
        pygame.draw.circle(surface, ink, (cx, cy + size * 0.27), lw * 0.9)
    elif kind == "plus":          # a plus: one more action
        a = size * 0.3
        pygame.draw.line(surface, ink, (cx - a, cy), (cx + a, cy), lw + 2)
        pygame.draw.line(surface, ink, (cx, cy - a), (cx, cy + a), lw + 2)
    elif kind == "base":          # a foundation block with an up arrow: only as the first card
        base = pygame.Rect(0, 0, size * 0.56, size * 0.16)
        base.midbottom = (cx, cy + size * 0.32)
        pygame.draw.rect(surface, ink, base)
        pts = [(cx, cy - size * 0.34), (cx + size * 0.2, cy - size * 0.08), (cx + size * 0.07, cy - size * 0.08),
               (cx + size * 0.07, cy + size * 0.1), (cx - size * 0.07, cy + size * 0.1),
               (cx - size * 0.07, cy - size * 0.08), (cx - size * 0.2, cy - size * 0.08)]
        pygame.draw.polygon(surface, ink, pts)


# --------------------------------------------------------------------------- the art cache

class TowerArt(CardArtCache):
    """Tower card faces, backs, shadows, outlines and bonus cards, cached per size (LRU, bounded)."""

    CORNER = 0.08
    # A "new" tag inside a card: between the numeral's foot (0.60 of the card down) and the effect's
    # words (from 0.69 on Taroma's three-line 6, 0.72 on the others), on a whole card as on a strip
    TAG_WHOLE = (0.5, 0.665)
    TAG_STRIP = 0.665
    BACK_PAPER, BACK_SKY, BACK_LINE = (236, 232, 216), (34, 52, 110), (190, 196, 220)

    def __init__(self, max_entries: int = 500):
        super().__init__(max_entries)
        # the smallest words a face may carry (``theme.reading_floor`` of the window the faces are for)
        self.floor = 0

    # ------------------------------------------------------------------ public
    def face(self, value: int, height: float, kites: int = 0, flags: int = 0, effect: bool = True,
             label: str | None = None) -> pygame.Surface:
        """A card face; ``effect=False`` leaves the effect out (Light solitaire ignores it); ``label``
        words the effect otherwise than ``EFFECT_LABEL`` (a mode where the card works differently)."""
        w, h = card_size(height)
        return self._get(("face", value, kites, flags, h, effect, label, self.floor),
                         lambda: self._draw_face(value, kites, flags, w, h, effect, label))

    def bonus(self, name: str, kites: int, text: str, size: tuple[int, int], light: bool = False,
              held: str | None = None, floor: int = 0, short: str = "") -> pygame.Surface:
        """A bonus card; ``held``: who holds it ("held by you"), on a chip in place of the prize;
        ``floor``: the smallest its words may be (a table grown for a couch); ``short``: the condition
        in fewer words, for a card too short for ``text`` at ``floor``."""
        w, h = int(size[0]), int(size[1])
        return self._get(("bonus", name, kites, text, w, h, light, held, floor, short),
                         lambda: self._draw_bonus(name, kites, text, w, h, light, held, floor, short))

    def kite(self, size: int) -> pygame.Surface:
        size = max(6, int(size))

        def make():
            S = size * _SS
            c = pygame.Surface((S, S), pygame.SRCALPHA)
            draw_kite(c, (S / 2, S * 0.46), S * 0.9)
            return pygame.transform.smoothscale(c, (size, size))
        return self._get(("kite", size), make)

    def flag(self, size: int) -> pygame.Surface:
        size = max(6, int(size))

        def make():
            S = size * _SS
            c = pygame.Surface((S, S), pygame.SRCALPHA)
            draw_flag(c, (S / 2, S / 2), S * 0.86)
            return pygame.transform.smoothscale(c, (size, size))
        return self._get(("flag", size), make)

    def numeral_rect(self, value: int, height: float) -> pygame.Rect:
        """Where the big numeral lies on the face of ``value`` (``card_size(height)``, its top-left
        at (0, 0))."""
        tall, widest, middle = self._big_numeral(*card_size(height))
        return self._number_rect(str(value), _hue(value), tall, max_w=widest, center=middle)

    # ------------------------------------------------------------------ drawing
    @staticmethod
    def _big_numeral(W: int, H: int) -> tuple[float, float, tuple[float, float]]:
        """The big numeral on a face ``W`` by ``H``: its height, its widest and its middle."""
        return H * NUMERAL_H, W * 0.6, (W / 2, H * NUMERAL_MIDDLE)

    @staticmethod
    def _label(canvas: pygame.Surface, text: str, size: int, colour, rect: pygame.Rect, bold: bool = True,
               floor: int = 0) -> bool:
        """Wrap ``text`` into ``rect`` (a rectangle of the finished, not supersampled, picture), centred
        vertically, at ``size`` pixels or smaller down to ``theme.MIN_TEXT`` (or ``floor``); False
        (nothing drawn) when it does not fit even then: text on the art is never too small to read."""
        from ... import theme
        least = max(theme.MIN_TEXT, floor)
        size = max(least, int(size))
        while True:
            font = theme.font(size, bold)
            lines = theme.wrap(text, size, rect.w, bold)
            step = font.get_linesize()
            fits = len(lines) * step <= rect.h + 2 and all(font.size(s)[0] <= rect.w for s in lines)
            if fits or size <= least:
                break
            size -= 1
        if not fits:
            return False
        y = rect.centery - step * len(lines) / 2
        for line in lines:
            img = font.render(line, True, colour)
            canvas.blit(img, img.get_rect(midtop=(rect.centerx, int(y))))
            y += step
        return True

    def _draw_face(self, value: int, kites: int, flags: int, w: int, h: int, effect: bool = True,
                   label: str | None = None) -> pygame.Surface:
        hue = _hue(value)
        dark = _mix(hue, (0, 0, 0), 0.45)
        W, H = w * _SS, h * _SS
        c = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = max(2, int(W * 0.08))
        edge = max(2, int(W * 0.025))
        pygame.draw.rect(c, dark, (0, 0, W, H), border_radius=radius)
        inner = pygame.Rect(edge, edge, W - 2 * edge, H - 2 * edge)
        pygame.draw.rect(c, PAPER, inner, border_radius=max(1, radius - edge))
        # the top band: value, kites and flags (what a card shows inside a tower)
        band = pygame.Rect(inner.left, inner.top, inner.w, int(H * BAND) - edge)
        pygame.draw.rect(c, hue, band, border_top_left_radius=max(1, radius - edge),
                         border_top_right_radius=max(1, radius - edge))
        pygame.draw.line(c, dark, (band.left, band.bottom), (band.right, band.bottom), max(1, edge // 2))
        pad = int(W * 0.06)
        self._number(c, str(value), (255, 255, 255), band.h * 0.74, max_w=W * 0.34,
                     midleft=(band.left + pad, band.centery))
        # kites then flags, from the right edge leftwards
        icon = band.h * 0.78
        x = band.right - pad - icon / 2
        for _ in range(flags):
            pygame.draw.circle(c, _mix(hue, (255, 255, 255), 0.75), (x, band.centery), icon * 0.5)
            draw_flag(c, (x, band.centery), icon * 0.8)
            x -= icon * 1.05
        for _ in range(kites):
            pygame.draw.circle(c, _mix(hue, (255, 255, 255), 0.75), (x, band.centery), icon * 0.5)
            draw_kite(c, (x, band.centery - icon * 0.04), icon * 0.82)
            x -= icon * 1.05
        # the big numeral in the value's colour, on a soft disc
        tall, widest, middle = self._big_numeral(W, H)
        pygame.draw.circle(c, _mix(hue, PAPER, 0.82), middle, W * 0.34)
        pygame.draw.circle(c, _mix(hue, PAPER, 0.55), middle, W * 0.34, max(1, int(W * 0.015)))
        self._number(c, str(value), hue, tall, max_w=widest, center=middle)
        # the effect: an icon and its words (written after scaling down, at a readable size: the full
        # label, else a short one, else the short one across the whole foot; else the icon alone)
        foot = pygame.Rect(inner.left + pad // 3, int(H * 0.675), inner.w - pad * 2 // 3, int(H * 0.295))
        kind = EFFECT_ICON.get(value) if effect else None
        words = None
        if kind:
            isize = min(foot.h * 0.62, W * 0.26)
            left = foot.left + isize + pad * 0.45
            # the words keep off the card's edge as far as the icon does (a long line touched it)
            beside = pygame.Rect(left / _SS, foot.top / _SS, (foot.right - pad * 0.3 - left) / _SS, foot.h / _SS)
            whole = pygame.Rect(foot.left / _SS, foot.top / _SS, foot.w / _SS, foot.h / _SS)
            text = label or EFFECT_LABEL[value]
            short = EFFECT_SHORT.get(text, text)
            words = [(text, beside, True), (short, beside, True), (short, whole, False)]
            centre = (foot.left + isize / 2 + pad * 0.3, foot.centery)
            # the icon's disc and a little more for rounding, on a canvas of that size: one as large
            # as the face was most of a big face's cost (~2 ms at 200 %) to make, clear and hold
            icon_at = pygame.Rect(0, 0, isize + 4, isize + 4)
            icon_at.center = centre
            icon_at = icon_at.clip(c.get_rect())
            icon_c = pygame.Surface(icon_at.size, pygame.SRCALPHA)
            draw_icon(icon_c, kind, (centre[0] - icon_at.left, centre[1] - icon_at.top), isize, hue)
        else:
            # no effect: a little skyline of blocks in the value's colour
            base = foot.bottom - foot.h * 0.25
            bw = foot.w / 7
            for k, fh in enumerate((0.35, 0.6, 0.45, 0.8, 0.5, 0.3)):
                r = pygame.Rect(foot.left + bw * (k + 0.5), base - foot.h * fh * 0.7, bw * 0.8, foot.h * fh * 0.7)
                pygame.draw.rect(c, _mix(hue, PAPER, 0.45), r)
        if not words:
            return pygame.transform.smoothscale(c, (w, h))
        # the icon goes on the face itself, what it covers kept aside for the face without it (a
        # copy of the whole face was the dearest step after the canvases)
        under = c.subsurface(icon_at).copy()
        c.blit(icon_c, icon_at)
        # scaled once (the dearest step of a big face): words that do not fit write nothing, so the
        # same face serves each try beside the icon, and the icon alone when none fits
        with_icon = pygame.transform.smoothscale(c, (w, h))
        size = int(h * 0.088)
        for text, rect, beside_icon in words:
            if beside_icon:
                face = with_icon
            else:
                c.fill((0, 0, 0, 0), icon_at)      # added to nothing, the kept pixels come back exactly
                c.blit(under, icon_at, special_flags=pygame.BLEND_RGBA_ADD)
                face = pygame.transform.smoothscale(c, (w, h))
            if self._label(face, text, size, INK, rect, floor=self.floor):
                return face
        return with_icon

    def _back_picture(self, c: pygame.Surface, inner: pygame.Rect) -> None:
        W, H = c.get_size()
        # a stepped tower rising into the sky, with a kite flying beside it
        base = inner.bottom - H * 0.08
        for k, (fx, fw, fh) in enumerate(((0.5, 0.5, 0.12), (0.5, 0.4, 0.12), (0.5, 0.3, 0.12), (0.5, 0.2, 0.12))):
            r = pygame.Rect(0, 0, W * fw, H * fh)
            r.midbottom = (W * fx, base - k * H * fh)
            pygame.draw.rect(c, VALUE_COLOURS[(k * 3) % 10 + 1], r)
            pygame.draw.rect(c, (20, 28, 60), r, max(1, int(W * 0.012)))
        draw_kite(c, (W * 0.74, H * 0.2), W * 0.26)
        for fx, fy in ((0.2, 0.14), (0.32, 0.3), (0.16, 0.4), (0.86, 0.44), (0.5, 0.12)):
            pygame.draw.circle(c, (200, 210, 255), (W * fx, H * fy), max(1, W * 0.014))

    def _back_overlay(self, c: pygame.Surface) -> None:
        W, H = c.get_size()
        self._number(c, "21", GOLD, H * 0.1, center=(W * 0.3, H * 0.24))

    def _draw_bonus(self, name: str, kites: int, text: str, w: int, h: int, light: bool,
                    held: str | None = None, floor: int = 0, short: str = "") -> pygame.Surface:
        """The frame drawn supersampled; the words written after, at their real size (never below
        ``theme.MIN_TEXT``, nor ``floor``): the name and prize on top, the condition wrapped under them."""
        from ... import theme
        W, H = w * _SS, h * _SS
        c = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = max(2, int(min(H, W * 0.4) * 0.1))
        pygame.draw.rect(c, (120, 86, 18), (0, 0, W, H), border_radius=radius)
        edge = max(2, int(min(H, W * 0.4) * 0.035))
        inner = pygame.Rect(edge, edge, W - 2 * edge, H - 2 * edge)
        pygame.draw.rect(c, (40, 34, 70), inner, border_radius=max(1, radius - edge))
        pygame.draw.rect(c, GOLD, inner, max(1, edge // 2), border_radius=max(1, radius - edge))
        # the title line's height, in real pixels: the name and the prize share it
        pad = max(3, int(min(h, w * 0.4) * 0.07))
        least = max(theme.MIN_TEXT, floor)
        size = least if h < 60 else max(least, int(min(h * 0.24, w * 0.11)))
        line = theme.font(size, True).get_linesize()
        head = pygame.Rect(pad + 1, pad // 2 + 1, w - 2 * pad - 2, line)
        if not light and not held:   # the kite, drawn with the frame (supersampled)
            num_w = theme.font(size, True).size(str(kites))[0]
            ks = line * 0.8
            draw_kite(c, ((head.right - num_w - ks * 0.5) * _SS, (head.centery - ks * 0.05) * _SS), ks * _SS)
        out = pygame.transform.smoothscale(c, (w, h))
        if held:
            # a smaller size (never below MIN_TEXT) before cutting the words: "held by y…" names nobody
            # the chip reaches 4 px past its words on each side: its words stop 4 px short of the
            # head's right end, or the chip lay over the card's gold frame
            room, held_size = int(head.w * 0.62) - 8, size
            while held_size > theme.MIN_TEXT and theme.font(held_size, True).size(held)[0] > room:
                held_size -= 1
            prize = theme.font(held_size, True).render(_ellipsize(held, held_size, room), True, INK)
            pr = prize.get_rect(midright=(head.right - 4, head.centery))
            chip = pr.inflate(8, 0)
            chip.h = line - 2
            chip.center = pr.center
            pygame.draw.rect(out, GOLD, chip, border_radius=chip.h // 2)
            out.blit(prize, pr)
            prize = None
            pr = chip
        elif light:
            prize = theme.font(size, True).render("1 point", True, (255, 255, 255))
            pr = prize.get_rect(midright=(head.right, head.centery))
        else:
            prize = theme.font(size, True).render(str(kites), True, KITE)
            pr = prize.get_rect(midright=(head.right, head.centery))
            pr.left -= int(line * 0.8) + 2
            out.blit(prize, prize.get_rect(midright=(head.right, head.centery)))
            prize = None
        if prize is not None:
            out.blit(prize, pr)
        title_w = max(8, pr.left - head.left - 4)
        title = theme.font(size, True).render(_ellipsize(name, size, title_w), True, GOLD)
        out.blit(title, title.get_rect(midleft=(head.left, head.centery)))
        body = pygame.Rect(pad + 1, head.bottom + 1, w - 2 * pad - 2, h - head.bottom - pad // 2 - 2)
        body_size = max(least, int(size * 0.85))
        drawn = self._label(out, text, body_size, (236, 240, 250), body, bold=False, floor=least)
        if not drawn and short:
            drawn = self._label(out, short, body_size, (236, 240, 250), body, bold=False, floor=least)
        if not drawn:
            # too small a card for the whole condition: one line, cut (the tooltip has it all)
            img = theme.font(theme.MIN_TEXT).render(_ellipsize(text, theme.MIN_TEXT, body.w, False), True, (236, 240, 250))
            out.blit(img, img.get_rect(midtop=(body.centerx, body.top)))
        return out


def _ellipsize(text: str, size: int, width: int, bold: bool = True) -> str:
    from ...widgets import ui
    return ui.ellipsize(text, size, max(8, width), bold)


@functools.cache
def default_art() -> TowerArt:
    """The app-wide Sky Towers art cache (created on first use, after the display exists)."""
    return TowerArt()


# Against Taroma a 6 takes from the other row, asking nobody: its face says so.
TAROMA_SIX_LABEL = "Take a random card"


def mode_face(art: TowerArt, value: int, height: float, mode: str) -> pygame.Surface:
    """A card's face as ``mode`` shows it: Light leaves off every effect but the 1's and the 10's,
    and against Taroma a 6 takes a random card."""
    light = mode == "light"
    return art.face(value, height, KITES[value], FLAGS[value], not light or value in (1, 10),
                    TAROMA_SIX_LABEL if mode == "taroma" and value == 6 else None)


class ModeFaces:
    """The faces of one mode's cards by their value as a code ("7"), for the phones' page
    (``game.phones.faces``), drawn as the table draws them."""

    def __init__(self, mode: str):
        self.art, self.mode = TowerArt(), mode

    def face(self, code: str, height: float) -> pygame.Surface:
        if not code.isdigit() or not 1 <= int(code) <= 10:
            raise ValueError(f"no Sky Towers card {code!r}")
        return mode_face(self.art, int(code), height, self.mode)


def face_codes() -> list[str]:
    """Every face's code: its value."""
    return [str(value) for value in range(1, 11)]
