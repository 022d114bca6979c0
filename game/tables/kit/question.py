"""A question over the table: the panel a choice about no card shows (Sky Tango's "Self-destruct?").

A game makes its ``QuestionPanel`` with the buttons (``_make_buttons``) as the table's ``question``,
with what answering means (``words``, asked as it is shown); while the question is up (``_asking``) the kit
takes the panel's buttons, draws it last in the still picture and gives its tooltip. It stands
over the table's middle: a dark veil edged in the question's colour, the title, the words of what
answering means (said whole: smaller, never cut, when they need more lines) and two buttons, yes
(Enter, which ``choose``s "yes") and no (Esc, which calls the choice off). Part of the pygame kit.
"""
from __future__ import annotations

from functools import partial

import pygame

from ... import theme
from ...widgets import ui
from ..base import StillPart


class QuestionPanel:
    """The panel of one question; ``t`` is the table, its buttons already placed; ``words()`` says what
    answering means now."""

    def __init__(self, t, title: str, words, yes: str, no: str, colour, lines: int = 5):
        self.title = title
        self.words = words
        self.colour = colour
        L = t.layout
        pad, bh = L.px(14), t.buttons["menu"].rect.h
        banner = L["banner"]
        room = pygame.Rect(L.bounds.left, L["status"].bottom + pad, L.bounds.w,
                           L.bounds.bottom - L["status"].bottom - 2 * pad)
        w = min(banner.w, L.px(900))
        h = max(L.px(250), 8 * theme.MIN_TEXT)
        if theme.interface > 1.0:
            # room for the title, ``lines`` lines of words and the buttons, at the grown sizes
            w = min(banner.w, round(L.px(900) * theme.interface))
            need = (L.px(20) + theme.font(t.f["big"], True).get_height()
                    + lines * theme.font(t.f["dialog"]).get_linesize() + L.px(8) + bh + pad)
            h = max(h, min(need, room.h))
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = banner.center
        if theme.interface > 1.0:
            self.rect.clamp_ip(room)
        bw = (w - 3 * pad) // 2
        by = self.rect.bottom - pad - bh
        self.buttons = {
            "yes": ui.Button(yes, partial(t.choose, "yes"), pygame.Rect(self.rect.left + pad, by, bw, bh),
                             primary=True),
            "no": ui.Button(no, t.cancel_choice, pygame.Rect(self.rect.left + 2 * pad + bw, by, bw, bh)),
        }
        for b in self.buttons.values():
            b.text_size = t.buttons["menu"].text_size

    def part(self, t) -> StillPart:
        """The panel as a part of the still picture."""
        px = t.layout.px
        words = self.words()
        key = (words, tuple(b.hover for b in self.buttons.values()), t.size)
        return StillPart("question", self.rect.inflate(px(16), px(16)), key, partial(self.draw, t, words))

    def tip(self, pos) -> tuple[str, str] | None:
        """The question and its words, over the panel."""
        return (self.title, self.words()) if self.rect.collidepoint(pos) else None

    def draw(self, t, words: str, surface: pygame.Surface) -> None:
        px = t.layout.px
        r = self.rect
        shade = pygame.Surface(r.inflate(px(16), px(16)).size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (6, 10, 26, 235), shade.get_rect(), border_radius=px(18))
        surface.blit(shade, r.inflate(px(16), px(16)))
        pygame.draw.rect(surface, self.colour, r, max(2, px(3)), border_radius=px(16))
        title = theme.text(self.title, t.f["big"], self.colour, bold=True)
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.top + px(14))))
        y = r.top + px(20) + title.get_height()
        bottom = self.buttons["yes"].rect.top - px(8)
        # What answering means is said whole: the words get smaller (not cut) when they need more lines.
        room = pygame.Rect(r.left + px(20), y, r.w - px(40), bottom - y)
        size = t.f["dialog"]
        while size > theme.MIN_TEXT and t._too_tall(words, room, size):
            size -= 1
        t._draw_centred_lines(surface, t._wrap(words, size, room.w), size, theme.TEXT, r.centerx, y, bottom)
        for b in self.buttons.values():
            b.draw(surface)
