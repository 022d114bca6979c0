"""Panels a card table may add to its still picture beside its zones: where a panel's ink really
lies (a part's rect, learnt once for each look of it), and the news panel, the log's last lines
newest at the foot. A game mixes ``CardPanels`` into its table ahead of ``CardTable``.
"""
from __future__ import annotations

import pygame

from ... import theme
from ..base import InkBounds


class CardPanels:
    """Panels for a ``CardTable`` (see the module docstring)."""

    def ink_of(self, name: str, key, draw) -> pygame.Rect:
        """Where ``draw`` (a panel's drawing, which looks the same while ``key`` does) puts its ink:
        learnt by drawing it on an ``InkBounds`` once for each key, size and interface size (words,
        which never shrink below the smallest size, may reach out of their zone in a small window)."""
        kept = self.__dict__.setdefault("_inks", {})
        at = (key, self.size, theme.interface, self.bottom)
        last = kept.get(name)
        if last is None or last[0] != at:
            ink = InkBounds()
            draw(ink)
            last = kept[name] = (at, ink.rect.inflate(4, 4) if ink.rect.w else ink.rect)
        return last[1]

    def draw_news(self, surface: pygame.Surface, R: pygame.Rect, title: str = "What happened") -> None:
        """The log's last lines in the panel ``R``, newest at the foot and brightest, under ``title``
        and "L: all" (the whole game's log is the shared drawer, on L), at the ``log`` text size."""
        px = self.layout.px
        x, inner = R.left + px(18), R.w - px(36)
        head, size = self._fit_shrinking(title, self.f["small"], inner, True)
        img = theme.text(head, size, theme.TEXT_DIM, bold=True)
        surface.blit(img, (x, R.top + px(12)))
        more = theme.text("L: all", self.f["tiny"], theme.TEXT_DIM)
        if img.get_width() + more.get_width() + px(12) <= inner:
            surface.blit(more, more.get_rect(bottomright=(R.right - px(18), R.top + px(12) + img.get_height())))
        y, top = R.bottom - px(12), R.top + px(18) + img.get_height()
        step = theme.font(self.f["log"]).get_linesize()
        for k, line in enumerate(reversed(self.log)):
            lines = self._wrap(line, self.f["log"], inner)
            if y - step * len(lines) < top:
                break
            for text in reversed(lines):
                y -= step
                surface.blit(theme.text(text, self.f["log"], theme.TEXT if k == 0 else theme.TEXT_DIM), (x, y))
            y -= px(6)
