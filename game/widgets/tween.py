"""Tweens: a value eased from 0 to 1 over a duration, and a player that runs many at a speed.

``Tweener.update(dt, speed)`` advances every tween by ``dt * speed`` seconds; a speed of 0 means
"instant": every tween jumps to its end (and finished tweens may start others, which also end at
once). Easing curves come from pytweening.
"""
from __future__ import annotations

from typing import Callable

import pygame
import pytweening

Ease = Callable[[float], float]

linear: Ease = pytweening.linear
ease_in_out: Ease = pytweening.easeInOutQuad
ease_out: Ease = pytweening.easeOutCubic
ease_out_back: Ease = pytweening.easeOutBack


class Tween:
    """Calls ``fn(eased_t)`` each step, from 0 to 1 over ``duration`` seconds after ``delay``."""

    __slots__ = ("duration", "delay", "elapsed", "fn", "ease", "on_done", "done", "started", "on_start", "tag")

    def __init__(self, duration: float, fn: Callable[[float], None], ease: Ease = ease_in_out,
                 delay: float = 0.0, on_done: Callable[[], None] | None = None,
                 on_start: Callable[[], None] | None = None, tag: object = None):
        self.duration = max(0.0, float(duration))
        self.delay = max(0.0, float(delay))
        self.elapsed = 0.0
        self.fn = fn
        self.ease = ease
        self.on_done = on_done
        self.on_start = on_start
        self.done = False
        self.started = False
        self.tag = tag

    def step(self, dt: float) -> bool:
        """Advance; True once finished (its end value set and ``on_done`` called)."""
        if self.done:
            return True
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return False
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()
        if self.duration <= 0 or t >= self.duration:
            self.finish()
            return True
        self.fn(self.ease(t / self.duration))
        return False

    def finish(self) -> None:
        if self.done:
            return
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()
        self.done = True
        self.fn(1.0)
        if self.on_done:
            self.on_done()

    def cancel(self) -> None:
        """Stop where it is: no end value, no ``on_done``."""
        self.done = True


class Tweener:
    """Runs tweens; ``busy`` while any is unfinished."""

    def __init__(self):
        self.items: list[Tween] = []
        self.version = 0          # changes whenever a tween is added or ends: "something new moves"

    @property
    def busy(self) -> bool:
        return any(not t.done for t in self.items)

    def add(self, tween: Tween) -> Tween:
        self.items.append(tween)
        self.version += 1
        return tween

    def tween(self, duration: float, fn: Callable[[float], None], **kw) -> Tween:
        return self.add(Tween(duration, fn, **kw))

    def wait(self, duration: float, on_done: Callable[[], None] | None = None) -> Tween:
        return self.add(Tween(duration, lambda t: None, linear, on_done=on_done))

    def update(self, dt: float, speed: float = 1.0) -> None:
        if speed <= 0:
            self.finish_all()
            return
        dt *= speed
        # Tweens added while stepping (by on_done) start next frame.
        current = self.items
        self.items = []
        for t in current:
            if not t.step(dt):
                self.items.append(t)
            else:
                self.version += 1
        self.items = [t for t in self.items if not t.done]

    def finish_all(self) -> None:
        for _ in range(10000):  # on_done may add tweens; they finish too
            pending = [t for t in self.items if not t.done]
            self.items = []
            if not pending:
                return
            self.version += 1
            for t in pending:
                t.finish()

    def clear(self) -> None:
        for t in self.items:
            t.cancel()
        self.items = []
        self.version += 1


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def move(tweener: Tweener, target, attr: str, end, duration: float, ease: Ease = ease_in_out,
         delay: float = 0.0, on_done=None, tag=None) -> Tween:
    """Tween ``target.attr`` (a number or a ``pygame.Vector2``) to ``end``, starting from its value
    when the tween starts (after ``delay``)."""
    state = {}

    def start():
        v = getattr(target, attr)
        state["from"] = pygame.Vector2(v) if isinstance(v, pygame.Vector2) else v

    def fn(t):
        if "from" not in state:
            start()
        a = state["from"]
        if isinstance(a, pygame.Vector2):
            setattr(target, attr, a.lerp(pygame.Vector2(end), max(0.0, min(1.0, t))) if 0 <= t <= 1
                    else a + (pygame.Vector2(end) - a) * t)
        else:
            setattr(target, attr, lerp(a, end, t))

    return tweener.add(Tween(duration, fn, ease, delay, on_done, on_start=start, tag=tag))
