"""What the menu scenes share: a keyboard-focus form, the sky backdrop or a dimmed overlay, a
scale from the window size, and Esc for "back"."""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets import ui
from .base import Scene


class MenuScene(Scene):
    """A scene built from widgets. Subclasses implement ``layout(w, h, s)`` to place their widgets
    and ``widgets()`` to list them in focus order, and ``back()`` for Esc."""

    opaque = True
    # What the scene lays out, in pixels at scale 1 (a 1280x720 window): the interface size grows
    # the scale only as far as the window still holds this much (see ``scale``).
    content = (1280, 720)

    def __init__(self, app):
        super().__init__(app)
        self.form = ui.Form()
        self.size = app.size
        self.s = self.scale(self.size)

    def scale(self, size) -> float:
        """The window's scale (``theme.scale_for``) grown by the interface size, but never beyond
        what fits ``content`` in the window, and never below the window's own scale."""
        return self.scale_to(size, self.content)

    @staticmethod
    def scale_to(size, content) -> float:
        """``scale`` for a given ``content`` (a scene with two arrangements weighs both)."""
        base = theme.scale_for(size)
        room = min(size[0] / max(1, content[0]), size[1] / max(1, content[1]))
        return max(base, min(base * theme.interface, room))

    # --- sizes relative to the window
    def px(self, n: float) -> int:
        """``n`` pixels at 1280x720, scaled to the window."""
        return max(1, int(round(n * self.s)))

    def resize(self, size) -> None:
        self.size = tuple(size)
        self.s = self.scale(self.size)
        self.layout(self.size[0], self.size[1], self.s)
        self.form.set(self.widgets())

    def relayout(self) -> None:
        self.resize(self.app.size)

    def layout(self, w: int, h: int, s: float) -> None:
        pass

    def widgets(self) -> list:
        return []

    def back(self) -> None:
        self.app.pop(self)

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.form.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.back()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        if self.opaque:
            ui.draw_sky(surface)
        else:
            surface.blit(ui.dim_overlay(surface.get_size()), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.form.draw(surface)


def button_row(buttons: list, center: tuple[int, int], width: int, height: int, gap: int) -> None:
    """Place ``buttons`` side by side, centred on ``center``."""
    total = len(buttons) * width + (len(buttons) - 1) * gap
    x = center[0] - total // 2
    for b in buttons:
        b.rect = pygame.Rect(x, center[1] - height // 2, width, height)
        x += width + gap


def button_column(buttons: list, midtop: tuple[int, int], width: int, height: int, gap: int) -> int:
    """Stack ``buttons`` under ``midtop``; returns the bottom edge."""
    y = midtop[1]
    for b in buttons:
        b.rect = pygame.Rect(midtop[0] - width // 2, y, width, height)
        y += height + gap
    return y - gap
