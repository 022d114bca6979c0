"""The rainbow die: faces drawn with pygame.draw and cached per size, and a tumbling roll."""
from __future__ import annotations

import math
import random
from collections import OrderedDict

import pygame

from ...widgets import tween
from ...widgets.art import finish as _finish
from .art import RAINBOW

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}

_cache: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()


def die_face(value: int | None, size: int) -> pygame.Surface:
    """A die face (``None``: blank) ``size`` pixels square, cached."""
    size = max(8, int(size))
    key = (value, size)
    surf = _cache.get(key)
    if surf is None:
        S = size * 2
        c = pygame.Surface((S, S), pygame.SRCALPHA)
        radius = int(S * 0.18)
        pygame.draw.rect(c, (40, 40, 60), (0, 0, S, S), border_radius=radius)
        pygame.draw.rect(c, (250, 248, 240), (int(S * 0.03), int(S * 0.03), int(S * 0.94), int(S * 0.94)),
                         border_radius=radius - int(S * 0.03))
        # a rainbow rim: the five colours as a thin inner frame
        band = max(1, int(S * 0.025))
        inner = pygame.Rect(int(S * 0.08), int(S * 0.08), int(S * 0.84), int(S * 0.84))
        for i, col in enumerate(RAINBOW):
            pygame.draw.rect(c, col, inner.inflate(-2 * band * i, -2 * band * i), band,
                             border_radius=max(1, radius - int(S * 0.08) - band * i))
        for fx, fy in PIPS.get(value, []):
            pygame.draw.circle(c, (30, 30, 48), (S * fx, S * fy), S * 0.075)
        surf = _finish(pygame.transform.smoothscale(c, (size, size)))
        _cache[key] = surf
        if len(_cache) > 64:
            _cache.popitem(last=False)
    return surf


class DieSprite:
    """The die on the table. ``roll`` tumbles it through random faces and lands on the value."""

    def __init__(self, value: int | None = None):
        self.value = value
        self.shown = value
        self.angle = 0.0
        self.lift = 0.0          # 0..1: how high it bounces (drawn as an upward offset and a bigger size)
        self.rolling = False

    def roll(self, tweener: tween.Tweener, value: int, duration: float = 0.9, seed: object = None,
             on_settle=None) -> tween.Tween:
        """Tumble for ``duration`` seconds and land on ``value``; ``on_settle()`` is called once it
        lies still (the words about the number wait for it)."""
        # The tumble's faces are decoration only; the rules already chose ``value``.
        faces = [random.Random(f"{seed}/{i}").randint(1, 6) for i in range(12)]
        self.rolling = True
        spin = random.Random(f"{seed}/spin").choice((-1, 1)) * 540

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
            if on_settle is not None:
                on_settle()

        return tweener.tween(duration, fn, ease=tween.ease_out, on_done=done)

    def draw(self, surface: pygame.Surface, center, size: int) -> pygame.Rect:
        img = die_face(self.shown, size)
        if self.angle:
            img = pygame.transform.rotate(img, self.angle)
        rect = img.get_rect(center=(center[0], center[1] - self.lift * size * 0.35))
        surface.blit(img, rect)
        return rect
