"""A die on a card table (Sky 5's rainbow die): its faces, its roll and the zone it rests in.

``die_face`` draws a face with pygame.draw (pips, and a rim of colours where a game gives them),
cached per size. A ``DieSprite`` is the die's state, kept by the table across resizes: the value it
shows, and while it rolls, its tumble (faces flicker, it spins and bounces) from where it was thrown
to its place. A ``DieZone`` is where it rests: drawn in the still picture when it lies still, each
frame over the picture while it rolls (``Zone.draw_moving``). The faces of the tumble are decoration
only: the rules chose the value.
"""
from __future__ import annotations

import math
import random

import pygame

from ...widgets import tween
from ...widgets.art import ArtCache
from .zones import Zone

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}

_faces = ArtCache(64)


def die_face(value: int | None, size: int, rim: tuple = ()) -> pygame.Surface:
    """A die face (``None``: blank) ``size`` pixels square, with a thin inner frame of each colour of
    ``rim`` (outermost first); cached."""
    size = max(8, int(size))

    def make():
        S = size * 2
        c = pygame.Surface((S, S), pygame.SRCALPHA)
        radius = int(S * 0.18)
        pygame.draw.rect(c, (40, 40, 60), (0, 0, S, S), border_radius=radius)
        pygame.draw.rect(c, (250, 248, 240), (int(S * 0.03), int(S * 0.03), int(S * 0.94), int(S * 0.94)),
                         border_radius=radius - int(S * 0.03))
        band = max(1, int(S * 0.025))
        inner = pygame.Rect(int(S * 0.08), int(S * 0.08), int(S * 0.84), int(S * 0.84))
        for i, col in enumerate(rim):
            pygame.draw.rect(c, col, inner.inflate(-2 * band * i, -2 * band * i), band,
                             border_radius=max(1, radius - int(S * 0.08) - band * i))
        for fx, fy in PIPS.get(value, []):
            pygame.draw.circle(c, (30, 30, 48), (S * fx, S * fy), S * 0.075)
        return pygame.transform.smoothscale(c, (size, size))
    return _faces._get((value, size, tuple(rim)), make)


class DieSprite:
    """The die's state. ``roll`` tumbles it from where it was thrown (``offset`` from its place, back
    to zero) through random faces and lands on the value."""

    def __init__(self, value: int | None = None, rim: tuple = ()):
        self.value = value
        self.shown = value
        self.rim = tuple(rim)
        self.angle = 0.0
        self.lift = 0.0          # 0..1: how high it bounces (drawn as an upward offset and a bigger size)
        self.offset = pygame.Vector2(0, 0)     # from its place, while it flies in
        self.rolling = False

    def roll(self, tweener: tween.Tweener, value: int, duration: float, seed: object, thrown_from,
             on_settle) -> tween.Tween:
        """Tumble for ``duration`` seconds from ``thrown_from`` (an offset from its place, reached
        back in 80 % of the time) and land on ``value``; ``on_settle()`` is called once it lies
        still (the words about the number wait for it)."""
        faces = [random.Random(f"{seed}/{i}").randint(1, 6) for i in range(12)]
        self.rolling = True
        spin = random.Random(f"{seed}/spin").choice((-1, 1)) * 540
        self.offset = pygame.Vector2(thrown_from)
        tween.move(tweener, self, "offset", pygame.Vector2(0, 0), duration * 0.8, tween.ease_out)

        def fn(t: float) -> None:
            k = min(len(faces) - 1, int(t * len(faces)))
            self.shown = faces[k] if t < 0.86 else value
            self.angle = spin * (1 - t) if t < 1 else 0.0
            self.lift = abs(math.sin(t * math.pi * 2.5)) * (1 - t)

        def done() -> None:
            self.rolling = False
            self.value = self.shown = value
            self.angle = 0.0
            self.lift = 0.0
            on_settle()

        return tweener.tween(duration, fn, ease=tween.ease_out, on_done=done)

    def draw(self, surface: pygame.Surface, center, size: int) -> pygame.Rect:
        img = die_face(self.shown, size, self.rim)
        if self.angle:
            img = pygame.transform.rotate(img, self.angle)
        rect = img.get_rect(center=(center[0], center[1] - self.lift * size * 0.35))
        surface.blit(img, rect)
        return rect


class DieZone(Zone):
    """Where the die rests (``spot``, a square in the zone); the table keeps the die (``t.die``).
    While it flies in from afar it is drawn larger, up to 35 % at three of its widths away."""

    def __init__(self, name: str, rect: pygame.Rect, spot: pygame.Rect):
        super().__init__(name, rect)
        self.spot = pygame.Rect(spot)

    def key(self, t):
        d = t.die
        return ("rolling",) if d.rolling else (d.shown, tuple(d.offset), d.angle, d.lift, t.size)

    def ink_rect(self, t) -> pygame.Rect:
        d = t.die
        return self.spot.move(round(d.offset.x), round(d.offset.y)).inflate(t.layout.px(8), t.layout.px(8))

    def _draw_die(self, t, surface) -> pygame.Rect | None:
        d = t.die
        if d.shown is None and not d.rolling:
            return None
        size = self.spot.w
        if d.rolling:
            size = int(size * (1 + 0.35 * min(1.0, d.offset.length() / max(1, self.spot.w * 3))))
        return d.draw(surface, pygame.Vector2(self.spot.center) + d.offset, size)

    def draw(self, t, surface):
        if not t.die.rolling:
            self._draw_die(t, surface)

    def draw_moving(self, t, surface):
        if t.die.rolling:
            t._inked(self._draw_die(t, surface), surface)
