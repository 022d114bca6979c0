"""Drawing primitives the card and piece art share: card sizes, the bounded surface cache, the
supersampled numerals, and the card-shaped shadow, outline and shade.

Art is drawn at ``SS`` times its size and smoothed down (anti-aliased edges), then kept in a bounded
LRU cache keyed by (what, size), so the frame loop only blits.
"""
from __future__ import annotations

import time
from collections import OrderedDict

import pygame

CARD_RATIO = 5 / 7          # width / height of a portrait card
SS = 2                      # supersampling factor


def card_size(height: float) -> tuple[int, int]:
    h = max(8, int(round(height)))
    return max(6, int(round(h * CARD_RATIO))), h


def supersampling(h: int) -> int:
    """How many times larger a card ``h`` pixels tall is drawn before it is smoothed down: small
    cards get more (their edges matter most). Never 3: pygame's smoothscale by a third turns opaque
    paper to alpha 253, and cards stacked on each other then show through."""
    return 4 if h < 170 else 2


def card_rect(height: float, **anchor) -> pygame.Rect:
    """The rect of a card ``height`` high (``card_size``), placed by ``anchor``: ``center=(x, y)``."""
    return placed(card_size(height), anchor)


def placed(size, anchor: dict) -> pygame.Rect:
    """A rect of ``size`` placed by ``anchor`` (``{"center": (x, y)}``), as ``Surface.get_rect`` places one."""
    r = pygame.Rect((0, 0), size)
    for name, at in anchor.items():
        setattr(r, name, at)
    return r


def finish(surf: pygame.Surface) -> pygame.Surface:
    """``convert_alpha`` once a display exists (fast blits), else the surface as it is."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


class WarmQueue:
    """Art to make ahead of need, a little in each quiet frame: callables, made first to last.

    A piece is started only when what the time left is likely to hold (``est_ms``: the dearest
    piece lately) fits the budget. A face costs 0.5 to 9 ms (a small card is supersampled 4x), so
    "one, then more while time is left" made some of the very frames it meant to spare slow."""

    def __init__(self, est_ms: float = 1.0):
        self.todo: list = []
        self.est_ms = est_ms
        self.key = None

    def plan(self, items, key=None) -> bool:
        """Make ``items`` from now on, first to last; True when planned anew. ``key``: what the plan
        is made from (its sizes). With the key it has, the plan stands as it is, partly made, and
        ``items`` (best a generator) is not read: the demo lays its table out again for the seat
        at the bottom at every turn, and listing some 700 pieces again cost a frame 2-5 ms."""
        if key is not None and key == self.key:
            return False
        self.key = key
        self.todo = list(items)[::-1]       # popped from the end: the first planned first
        return True

    def add(self, items) -> None:
        """More pieces, made before the ones already waiting (a size just seen is needed soonest)."""
        self.todo.extend(list(items)[::-1])

    def __len__(self) -> int:
        return len(self.todo)

    def run(self, budget_ms: float) -> int:
        """Make pieces for at most about ``budget_ms``; how many were made."""
        start = time.perf_counter()
        made, dearest, guess = 0, 0.0, self.est_ms
        while self.todo and (time.perf_counter() - start) * 1000 + guess <= budget_ms:
            t = time.perf_counter()
            self.todo.pop()()
            dearest = max(dearest, (time.perf_counter() - t) * 1000)
            guess = max(guess, dearest)
            made += 1
        # Once a frame, not once a piece, the estimate comes down: pieces already made (a plan made
        # again after the table turned to another seat) cost nothing, and a run of them took it
        # to nothing, so the next real piece overran the frame. A dear piece once: a later frame tries.
        self.est_ms = max(dearest, self.est_ms * 0.9)
        return made


class ArtCache:
    """Surfaces made on first use and kept in a bounded LRU cache (``misses`` counts the makes)."""

    def __init__(self, max_entries: int):
        self.max_entries = max_entries
        self._cache: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
        self.misses = 0

    def _get(self, key: tuple, make) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            self.misses += 1
            surf = finish(make())
            self._cache[key] = surf
            if len(self._cache) > self.max_entries:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def __len__(self) -> int:
        return len(self._cache)


class CardArtCache(ArtCache):
    """An ``ArtCache`` for portrait cards: backs, shadows, outlines, shades and big numerals.

    A subclass draws the back (``_draw_back(w, h)``); ``CORNER`` is the corner radius as a share of
    the card's width.
    """

    CORNER = 0.09
    # Where a tag may sit inside a face (the "new" tag over your hand where a banner or your header
    # takes the band above it), as shares of the card: across and down for its middle on a card
    # that shows whole, and down on the strip a covered card shows (across, the strip's middle).
    # A design whose middle holds what a player reads (a big numeral) says where its face is free.
    TAG_WHOLE = (0.5, 0.5)
    TAG_STRIP = 0.5

    def __init__(self, max_entries: int):
        super().__init__(max_entries)
        self._digits: dict[tuple, pygame.Surface] = {}

    def back(self, height: float) -> pygame.Surface:
        w, h = card_size(height)
        return self._get(("back", h), lambda: self._draw_back(w, h))

    def shadow(self, height: float) -> pygame.Surface:
        w, h = card_size(height)
        return self._get(("shadow", h), lambda: self._draw_shadow(w, h))

    def outline(self, height: float, colour, width: int) -> pygame.Surface:
        """A rounded frame the size of a card: highlights for takeable or focused cards."""
        w, h = card_size(height)
        return self._get(("outline", h, tuple(colour), width), lambda: self._draw_outline(w, h, colour, width))

    def shade(self, height: float, alpha: int = 120) -> pygame.Surface:
        """A dark veil the shape of a card: cards that cannot be chosen now."""
        w, h = card_size(height)

        def make():
            c = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(c, (6, 10, 26, alpha), c.get_rect(), border_radius=int(w * self.CORNER))
            return c
        return self._get(("shade", h, alpha), make)

    # A back is a paper rim around a night-sky panel with a picture clipped to the panel and a fine
    # line along the panel's edge; a subclass gives the three colours and draws the picture.
    BACK_PAPER = (236, 238, 248)
    BACK_SKY = (30, 42, 96)
    BACK_LINE = (200, 206, 230)

    def _draw_back(self, w: int, h: int) -> pygame.Surface:
        W, H = w * SS, h * SS
        c = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = max(2, int(W * self.CORNER))
        pygame.draw.rect(c, self.BACK_PAPER, (0, 0, W, H), border_radius=radius)
        edge = max(2, int(W * 0.06))
        inner = pygame.Rect(edge, edge, W - 2 * edge, H - 2 * edge)
        inner_radius = max(1, radius - edge // 2)
        pygame.draw.rect(c, self.BACK_SKY, inner, border_radius=inner_radius)
        clip = c.get_clip()
        c.set_clip(inner)
        self._back_picture(c, inner)
        c.set_clip(clip)
        self._back_overlay(c)
        pygame.draw.rect(c, self.BACK_LINE, inner, max(1, int(W * 0.012)), border_radius=inner_radius)
        return pygame.transform.smoothscale(c, (w, h))

    def _back_picture(self, c: pygame.Surface, inner: pygame.Rect) -> None:
        """Draw the back's picture on the supersampled canvas ``c``, clipped to the panel ``inner``."""
        raise NotImplementedError

    def _back_overlay(self, c: pygame.Surface) -> None:
        """Anything the back shows over the panel's edge (none by default)."""

    def _draw_shadow(self, w: int, h: int) -> pygame.Surface:
        pad = max(2, int(w * 0.06))
        W, H = w + 2 * pad, h + 2 * pad
        c = pygame.Surface((W, H), pygame.SRCALPHA)
        for i in range(pad, 0, -1):
            alpha = int(70 * (1 - i / (pad + 1)))
            pygame.draw.rect(c, (0, 0, 0, alpha), (pad - i, pad - i, w + 2 * i, h + 2 * i),
                             border_radius=int(w * self.CORNER) + i)
        return c

    def _draw_outline(self, w: int, h: int, colour, width: int) -> pygame.Surface:
        pad = width + 2
        c = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        pygame.draw.rect(c, colour, c.get_rect(), width, border_radius=int(w * self.CORNER) + pad)
        return c

    def _digit(self, text, colour) -> pygame.Surface:
        """``text`` (a number or a string of digits) in the big bold font, cropped to its ink."""
        from .. import theme  # the theme's font cache: one size, loaded once
        text = str(text)
        key = (text, tuple(colour))
        surf = self._digits.get(key)
        if surf is None:
            surf = theme.font(200, bold=True).render(text, True, colour)
            surf = surf.subsurface(surf.get_bounding_rect()).copy()
            self._digits[key] = surf
        return surf

    def _number(self, canvas: pygame.Surface, text, colour, height: float, max_w: float | None = None,
                **anchor) -> pygame.Rect:
        """Blit ``text`` ``height`` pixels tall (narrowed to ``max_w`` if given) at ``anchor``."""
        rect = self._number_rect(text, colour, height, max_w, **anchor)
        canvas.blit(pygame.transform.smoothscale(self._digit(text, colour), rect.size), rect)
        return rect

    def _number_rect(self, text, colour, height: float, max_w: float | None = None, **anchor) -> pygame.Rect:
        """Where ``_number`` draws ``text``: a face's art says with it where its numeral lies."""
        src = self._digit(text, colour)
        h = max(2, int(height))
        w = max(1, int(src.get_width() * h / src.get_height()))
        if max_w is not None and w > max_w:
            h = max(2, int(h * max_w / w))
            w = int(max_w)
        return placed((w, h), anchor)


class CodedCardArt(CardArtCache):
    """Card art for cards known by a code ("7H", "S12"): ``face(code, height)``, drawn by the
    subclass's ``_draw_face(code, w, h)`` after its ``parse(code)`` has accepted the code (an unknown
    code raises ``ValueError`` naming it: a card the rules never deal is a bug to see, not to hide)."""

    def __init__(self, max_entries: int = 900):
        super().__init__(max_entries)

    @staticmethod
    def parse(code: str):
        raise NotImplementedError

    def face(self, code: str, height: float) -> pygame.Surface:
        """The face of card ``code`` (``card_size(height)``)."""
        self.parse(code)
        w, h = card_size(height)
        return self._get(("face", code, h), lambda: self._draw_face(code, w, h))


def mix(a, b, t: float):
    """The colour ``t`` of the way from ``a`` to ``b`` (RGB)."""
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))
