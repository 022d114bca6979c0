"""Moving things drawn over the still table: flying pedestals and clouds (the words and banners are
the shared ``game.widgets.effects``)."""
from __future__ import annotations

import pygame

from ...widgets import tween


class Flyer:
    """A pedestal (``design``) or a cloud (``design`` None) on its way from one place to another."""

    __slots__ = ("pid", "design", "pos", "w", "dst", "x", "y", "seat", "tw")

    def __init__(self, pid, design, pos, w: float, dst: str = "", x=None, y=None, seat=None):
        self.pid = pid
        self.design = design
        self.pos = pygame.Vector2(pos)
        self.w = float(w)
        self.dst, self.x, self.y, self.seat = dst, x, y, seat
        self.tw: tween.Tween | None = None
