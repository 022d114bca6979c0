"""Cards on screen: the sprite, and the part of ``CardTable`` that slides, flips and draws sprites
(``ui_only`` lifts are tweened by ``ui_tweens``: they do not count as animation)."""
from __future__ import annotations

from typing import Callable

import pygame

from ..widgets import tween
from ..widgets.art import card_size


class CardSprite:
    """One card on screen, by its rules id. ``pos`` is its centre, ``h`` its height in pixels."""

    __slots__ = ("id", "pos", "h", "squash", "face_up", "lifted", "move_tween", "flip_tween", "target",
                 "dragging", "base_h")

    def __init__(self, cid: int, pos, h: float, face_up: bool = False):
        self.id = cid
        self.pos = pygame.Vector2(pos)
        self.h = float(h)
        self.squash = 1.0            # horizontal scale while flipping
        self.face_up = face_up
        self.lifted = False          # drawn above the resting cards (moving)
        self.move_tween: tween.Tween | None = None
        self.flip_tween: tween.Tween | None = None
        self.target: tuple | None = None   # the (position, height) it rests at or is on its way to
        self.dragging = False
        self.base_h: float | None = None   # while moving: the size whose cached art is scaled (never up)

    def rect(self) -> pygame.Rect:
        w, h = card_size(self.h)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.pos.x), round(self.pos.y))
        return r


class CardMotion:
    """Sliding, flipping and drawing ``CardSprite``s (part of ``CardTable``, whose ``T_FLIP`` is how
    long a flip takes unless told)."""

    def _place(self, cid: int, pos: pygame.Vector2, h: float, instant: bool, duration: float,
               lift: set | None, ui_only: bool = False) -> None:
        """Send sprite ``cid`` to rest at ``pos`` with height ``h`` (at once, or tweened)."""
        s = self.sprites.get(cid)
        if s is None:
            return
        target = ((round(pos.x, 1), round(pos.y, 1)), round(h, 1))
        if s.dragging:
            s.target = target
            return
        if instant:
            if s.move_tween:
                s.move_tween.cancel()
                s.move_tween = None
            s.pos, s.h, s.target, s.lifted = pygame.Vector2(pos), h, target, False
            return
        if target == s.target and (s.move_tween is not None or (s.pos - pos).length() < 0.5):
            return                      # already there, or on its way
        s.target = target
        self._move_sprite(s, pos, h, duration, lifted=bool(lift and cid in lift),
                          tweener=self.ui_tweens if ui_only else None)

    def _move_sprite(self, s: CardSprite, pos, h: float, duration: float, lifted: bool = False,
                     delay: float = 0.0, on_done: Callable[[], None] | None = None,
                     tweener: tween.Tweener | None = None) -> None:
        if s.move_tween:
            s.move_tween.cancel()
        start = {}
        end_pos, end_h = pygame.Vector2(pos), float(h)

        def begin():
            start["pos"], start["h"] = pygame.Vector2(s.pos), s.h
            s.base_h = max(s.h, end_h)
            if lifted:
                s.lifted = True

        def fn(t):           # after ``begin``: a tween starts before its first step
            s.pos = start["pos"].lerp(end_pos, max(0.0, min(1.0, t))) if t <= 1 else end_pos
            s.h = start["h"] + (end_h - start["h"]) * t

        def done():
            s.move_tween = None
            s.lifted = False
            s.base_h = None
            if on_done:
                on_done()

        s.move_tween = (tweener or self.tweens).add(tween.Tween(duration, fn, tween.ease_in_out, delay, done,
                                                                on_start=begin))

    def _flip(self, s: CardSprite, face_up: bool, duration: float | None = None, delay: float = 0.0) -> None:
        if s.face_up == face_up and s.flip_tween is None:
            return
        if s.flip_tween:
            s.flip_tween.cancel()
        switched = {"done": False}

        def fn(t):
            s.squash = abs(1 - 2 * t)
            if t >= 0.5 and not switched["done"]:
                switched["done"] = True
                s.face_up = face_up

        def done():
            s.squash = 1.0
            s.face_up = face_up
            s.flip_tween = None

        s.flip_tween = self.tweens.add(tween.Tween(self.T_FLIP if duration is None else duration, fn,
                                                   tween.linear, delay, done))

    @staticmethod
    def _is_moving(s: CardSprite) -> bool:
        return s.move_tween is not None or s.flip_tween is not None or s.lifted or s.dragging

    def _blit_sprite(self, surface: pygame.Surface, s: CardSprite) -> None:
        """Draw ``s`` (squashed while flipping, with a shadow while lifted) from its cached art."""
        h = s.h
        if s.dragging:
            base_h = h
        elif s.base_h is not None and s.move_tween is not None:
            base_h = s.base_h
        elif s.target:
            base_h = s.target[1]
        else:
            base_h = h
        img = self._image(s, base_h)
        w, hh = card_size(h)
        w = max(1, int(w * s.squash))
        if img.get_size() != (w, hh):
            img = pygame.transform.scale(img, (w, hh))
        rect = img.get_rect(center=(round(s.pos.x), round(s.pos.y)))
        if s.lifted or s.dragging:
            # at the card's resting size, scaled while it grows or shrinks: one shadow per size
            # made in flight cost a cache miss every frame of the move
            shadow = self.art.shadow(base_h)
            if round(base_h) != round(h):
                sw, sh = shadow.get_size()
                k = h / max(1.0, base_h)
                shadow = pygame.transform.scale(shadow, (max(1, round(sw * k)), max(1, round(sh * k))))
            off = max(2, int(h * 0.04))
            self._inked(surface.blit(shadow, shadow.get_rect(center=(rect.centerx + off, rect.centery + off))),
                        surface)
        self._inked(surface.blit(img, rect), surface)
