"""Rows of stacks: stacks side by side, each fanned downward so that the corner of every covered
card shows, with a narrow slot free at either end of the row for a new stack (Sky Tango's sun and
moon rows).

A game's row zone subclasses ``StackRow`` and says where its cards go (``geometry``: the row's
content rect, its cards' height, how much of a covered stack must show); the kit puts each card in
its slot, says where a place in the row is (``place_rect``), lights the places a card may go while
it is dragged (an end's slot with a "+", a ring round a card it may cover) and draws the stacks, each
covered card showing its top strip (``t.art.strip``). Which place a drop at a point means is the
game's rule (``target_at``), as are its targets' other kinds.

A place in a row is a number: ``LEFT`` for a new stack at the left end, a stack's index to go on it,
the count of stacks (or more) for a new stack at the right end.
"""
from __future__ import annotations

import pygame

from ...widgets import ui
from ...widgets.art import CARD_RATIO, card_rect
from ..base import DROP, FOCUS, GOOD
from .zones import Zone

LEFT = -1                 # the place at the left end of a row


class StackGeometry:
    """Where a row of ``stacks`` puts them in ``content``: cards ``h`` high (smaller in a row so long
    that each covered stack would show less than ``show`` of its width), the x of each stack, the y
    of each card in a stack (``fan`` of a card's height apart while no stack is deeper than
    ``deep``; a deeper one spreads over the row's height), and the slots at either end."""

    END = 0.42            # an end's slot is this much of a card's width (``END_LEAST`` pixels at least)
    END_LEAST = 16

    def __init__(self, content: pygame.Rect, h: float, stacks: list[list[int]], px, show: float,
                 fan: float, deep: int):
        self.content = content
        self.count = n = len(stacks)
        w = h * CARD_RATIO
        slot_w = max(w * self.END, px(self.END_LEAST))
        gap = max(2, px(4))
        room = content.w - 2 * slot_w - 2 * gap
        if n > 1 and (room - w) / (n - 1) < w * show:
            # a very long row: smaller cards, so each number still shows
            h = max(h * 0.6, min(h, room / (1 + show * (n - 1)) / CARD_RATIO))
            w = h * CARD_RATIO
        step = w * 1.06 if n <= 1 else min(w * 1.06, (room - w) / (n - 1))
        self.h, self.w, self.step = h, w, max(1.0, step)
        self.x0 = content.left + slot_w + gap + w / 2
        depth = max([len(stack) for stack in stacks] + [1])
        spread = (content.h - h) / max(1, depth - 1)
        self.fstep = spread if depth > deep else min(fan * h, spread)
        self.top = content.top + h / 2
        self.left = pygame.Rect(content.left, content.top, round(slot_w), round(h))
        last_right = self.x0 + (max(1, n) - 1) * self.step + w / 2
        self.right = pygame.Rect(round(last_right + gap), content.top, round(slot_w), round(h))

    def center(self, i: int, j: int) -> pygame.Vector2:
        """The centre of the ``j``-th card (from the bottom) of stack ``i``."""
        return pygame.Vector2(self.x0 + i * self.step, self.top + j * self.fstep)

    def stack_at(self, x: float) -> int | None:
        """The stack whose part of the row is at ``x``, or None: each stack's strip that shows (the
        whole card for the last), a later stack lying over the one before."""
        for i in reversed(range(self.count)):
            left = round(self.x0 + i * self.step - self.w / 2)
            width = self.w if i == self.count - 1 else max(4.0, min(self.w, self.step))
            if left <= x < left + round(width):
                return i
        return None

    def card_rect(self, i: int, j: int) -> pygame.Rect:
        c = self.center(i, j)
        return card_rect(self.h, center=(round(c.x), round(c.y)))

    def span(self, first: int, length: int) -> pygame.Rect:
        """The rect around stacks ``first`` .. ``first + length - 1`` (a run), whole cards."""
        a = self.card_rect(first, 0)
        b = self.card_rect(first + length - 1, 0)
        return pygame.Rect(a.left, self.content.top, b.right - a.left, self.content.h)


class StackRow(Zone):
    """A row of stacks (see the module docstring); its stacks are the shown model's ``stacks``."""

    def stacks(self, t) -> list[list[int]]:
        return t.model.stacks.get(self.name, [])

    def geometry(self, t) -> StackGeometry:
        """Where the row's cards go now."""
        raise NotImplementedError

    def slots(self, t, cards):
        g = self.geometry(t)
        for i, stack in enumerate(self.stacks(t)):
            for j, cid in enumerate(stack):
                yield cid, g.center(i, j), g.h

    def place_rect(self, t, at: int) -> pygame.Rect:
        """Where place ``at`` is: an end's slot, the top card of the stack it covers, an empty row's whole."""
        g = self.geometry(t)
        stacks = self.stacks(t)
        if not stacks:
            return g.content
        if at == LEFT:
            return g.left
        if at >= len(stacks):
            return g.right
        return g.card_rect(at, len(stacks[at]) - 1)

    def draw_stacks(self, t, surface: pygame.Surface, g: StackGeometry) -> None:
        """The stacks' cards, each covered one showing its top strip, its number big enough to read
        (where the row fans them less than most of a card apart)."""
        for stack in self.stacks(t):
            for j, cid in enumerate(stack):
                r = t._draw_resting(surface, cid)
                code = t.code(cid)
                if r is not None and j < len(stack) - 1 and code and g.fstep < g.h * 0.6:
                    surface.blit(t.art.strip(code, g.h, g.fstep + 1), r.topleft)

    def draw_marks(self, t, surface, card, lit, blocked):
        """The places in the row the card may go, lit: an end's slot with a "+", the card it covers
        ringed, an empty row's whole; else the row marked blocked (the kit's mark). A place's
        target names it last."""
        if not lit:
            super().draw_marks(t, surface, card, lit, blocked)
            return
        px = t.layout.px
        count = len(self.stacks(t))
        for target in lit:
            rect = self.target_rect(t, target)
            at = target[-1]
            hot = t.focus == target or t.hover == target
            colour = FOCUS if t.focus == target else (DROP if hot else GOOD)
            width = max(2, px(6 if hot else 4))
            if not count:
                pygame.draw.rect(surface, colour, rect, width, border_radius=px(10))
            elif at == LEFT or at >= count:
                radius = max(3, rect.w // 3)
                fill = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(fill, (*colour, 90), fill.get_rect(), border_radius=radius)
                surface.blit(fill, rect)
                pygame.draw.rect(surface, colour, rect, width, border_radius=radius)
                # a grown mark stays inside its slot, at its 100 % size at least
                size = t._shrunk_to(["+"], t.f["big"], rect.w, True)
                ui.blit_text(surface, "+", size, colour, True, center=rect.center)
            else:
                t._ring(surface, rect.center, rect.h, colour, width)
