"""Small mouse-and-keyboard widgets drawn in the app's theme."""
from __future__ import annotations

from typing import Callable

import pygame

from .. import theme


class Button:
    """A rounded button: click it, or press its hotkey. ``enabled`` greys it out."""

    def __init__(self, label: str, on_click: Callable[[], None], rect: pygame.Rect | None = None,
                 hotkey: int | None = None, enabled: bool = True, primary: bool = False,
                 tooltip: str = ""):
        self.label = label
        self.on_click = on_click
        self.rect = pygame.Rect(rect or (0, 0, 160, 44))
        self.hotkey = hotkey
        self.enabled = enabled
        self.primary = primary
        self.tooltip = tooltip
        self.hover = False
        self.focused = False

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """True when the event was used by this button."""
        if not self.enabled:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.rect.collidepoint(ev.pos):
            self.on_click()
            return True
        elif ev.type == pygame.KEYDOWN and self.hotkey is not None and ev.key == self.hotkey:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if not self.enabled:
            fill, fg, edge = theme.PANEL, theme.DISABLED, theme.DISABLED
        elif self.primary:
            fill = (255, 218, 120) if self.hover else theme.ACCENT
            fg, edge = theme.BG_DARK, theme.ACCENT
        else:
            fill = theme.PANEL_LIGHT if self.hover else theme.PANEL
            fg, edge = theme.TEXT, theme.HIGHLIGHT if self.focused else theme.OUTLINE
        radius = max(4, r.height // 4)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        pygame.draw.rect(surface, edge, r, width=2, border_radius=radius)
        size = max(12, int(r.height * 0.5))
        label = theme.text(self.label, size, fg, bold=self.primary)
        if label.get_width() > r.width - 8:  # shrink long labels instead of overflowing the button
            size = max(10, int(size * (r.width - 8) / label.get_width()))
            label = theme.text(self.label, size, fg, bold=self.primary)
        surface.blit(label, label.get_rect(center=r.center))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, fill=theme.PANEL, edge=theme.OUTLINE,
               radius: int = 12, width: int = 2) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, edge, rect, width=width, border_radius=radius)


def blit_text(surface: pygame.Surface, s: str, size: int, colour=theme.TEXT, bold: bool = False,
              **anchor) -> pygame.Rect:
    """Draw cached text placed by a rect keyword (``center=``, ``topleft=``, ``midleft=``...)."""
    surf = theme.text(s, size, colour, bold)
    rect = surf.get_rect(**anchor)
    surface.blit(surf, rect)
    return rect
