"""The Sky Totems choosers, on the kit's ``ItemChooser`` (``kit/chooser.py``): the starting altar
card (one of three, over the altars) and a pedestal from the bag (a mission's reward, the Cat's
blessing), placed beside the altar it is for, never over it (over the board side or another altar).

The kit places the panel in the area chosen here, veils, wraps and draws the words, routes the
pointer and the keys (1-9 and 0, Tab, the arrows, Enter) to the items; a click on an item answers
at once, so these choosers have no buttons. Sky Totems says its words, its items (``("start",
card)``, ``("design", name)``, which ``_activate`` sends) and how each looks. The rules' question
is the moves' ``dialog()`` (a kit ``Choice`` with no card). ``Choosers`` is mixed into
``TotemsTable`` (table.py).
"""
from __future__ import annotations

import math

import pygame

from ... import theme
from ...widgets import ui
from ..base import FOCUS
from ..kit.chooser import ItemChooser
from .art import draw_card, draw_design
from .words import CHOOSER_WORDS, card_tip, design_tip


class Choosers(ItemChooser):
    """The choosers of ``TotemsTable`` (see the module docstring)."""

    def chooser(self) -> str | None:
        """"start" (the starting altar card) or "design" (a pedestal from the bag) while a person
        here chooses, else None."""
        if self.human_actor() is None:
            return None
        choice = self.moves.dialog()
        return choice.kind if choice is not None else None

    def _offered(self) -> tuple:
        """The open chooser's things in their order: the acting altar's three cards (as its hand has
        them), or the designs."""
        return tuple(self.moves.dialog().picks) if self.chooser() else ()

    def _chooser_offer(self) -> tuple:
        # in solo one person chooses for both altars, one after the other
        return (self.human_actor(), self._offered())

    def _chooser_texts(self) -> tuple[str, str]:
        choice = self.moves.dialog()
        title, sub = CHOOSER_WORDS[choice.kind if choice.kind == "start" else choice.target[0]]
        return title.format(name=self.name(self.human_actor())), sub

    # ------------------------------------------------------------------ where it stands
    def _picker_areas(self, seat: int) -> list[pygame.Rect]:
        """Where a chooser for ``seat`` may go: the window's free bands left, right, above and
        below that altar's panel (the board side or the other altars), never over the panel; grown,
        never over its grid (its cards and buttons beside it wait while the choice is made)."""
        L = self.layout
        px = L.px
        w, h = self.size
        top = L["status"].bottom + px(4)
        full = pygame.Rect(px(4), top, w - px(8), h - top - px(4))
        me = L[f"{'grid' if theme.interface > 1.0 else 'altar'}.{self.pos_of(seat)}"].inflate(px(8), px(8))
        bands = [pygame.Rect(full.left, full.top, me.left - full.left, full.h),
                 pygame.Rect(me.right, full.top, full.right - me.right, full.h),
                 pygame.Rect(full.left, full.top, full.w, me.top - full.top),
                 pygame.Rect(full.left, me.bottom, full.w, full.bottom - me.bottom)]
        return [b for b in bands if b.w > px(120) and b.h > px(120)]

    def _label_h(self) -> int:
        """The room under each choice for its number (grown text once ran over the box's edge)."""
        return max(self.layout.px(22), theme.font(self.f["chip"], True).get_linesize() + self.layout.px(4))

    def _item_gap(self) -> int:
        return self.layout.px(18 if self.chooser() == "start" else 14)

    def _chooser_grid(self) -> tuple:
        """(area, choices a row, choice width, choice height) of the open chooser: the starting
        cards over the altars (grown, over the big altar's panel: the bag and the fields stay in
        sight to be asked about); the designs in the free band beside the altar they are for, and
        in as many a row, that show them biggest."""
        L = self.layout
        px = L.px
        n = len(self._offered())
        if self.chooser() == "start":
            area = L["table"]
            cw = int(min(area.w * 0.28, px(340)))
            return area, n, cw, int(min(area.h * 0.62, cw * 1.25))
        gap = self._item_gap()
        best = None
        for area in self._picker_areas(self.human_actor()):
            head = self._chooser_head(*self._chooser_words(area.w))
            for per_row in range(1, min(n, 5) + 1):
                rows = math.ceil(n / per_row)
                by_w = (area.w - px(60) - (per_row - 1) * gap) / per_row
                by_h = (area.h - head - self._chooser_foot() - (rows - 1) * gap - rows * self._label_h()) / rows / 1.2
                # no wider than 150 map pixels, grown with the words it holds ("Obsidian" was cut)
                cw = int(min(by_w, by_h, px(150) * theme.interface))
                if best is None or cw > best[2]:
                    best = (area, per_row, cw)
        if best is None or best[2] < px(40):
            best = (L["table"], min(n, 5), int(min(L["table"].w * 0.16, px(150))))
        return (*best, int(best[2] * 1.2))

    def _chooser_rects(self) -> tuple:
        """The panel as wide as its choices and its words need (at most its area's width), centred
        in its area; the designs' panel no taller than its band."""
        area, per_row, cw, ch = self._chooser_grid()
        px = self.layout.px
        gap = self._item_gap()
        rows = math.ceil(len(self._offered()) / per_row)
        title, sub = self._chooser_texts()
        # words that fit the panel stay on one line; wider ones wrap at the area's width, as
        # ``_chooser_grid`` measured them
        words_w = max(theme.font(self.f["status"], True).size(title)[0], theme.font(self.f["small"]).size(sub)[0])
        width = min(area.w, max(per_row * cw + (per_row - 1) * gap + px(60), words_w + px(40)))
        title_lines, sub_lines = self._chooser_words(width)
        head = self._chooser_head(title_lines, sub_lines)
        items_h = rows * (ch + self._label_h()) + (rows - 1) * gap
        R = pygame.Rect(0, 0, width, head + items_h + self._chooser_foot())
        if self.chooser() == "design":
            R.h = min(R.h, area.h)
        R.center = area.center
        body = pygame.Rect(R.left + px(30), R.top + head, R.w - px(60), items_h)
        return R, body, title_lines, sub_lines

    def _veil_rect(self) -> pygame.Rect:
        """The starting card's veil covers the table under the status band; the designs' only the
        band their panel stands in: the altar they are for stays in clear sight."""
        R = self.chooser_rect()
        if self.chooser() == "design":
            return next((band for band in self._picker_areas(self.human_actor()) if band.contains(R)), R)
        top = self.layout["status"].bottom
        return pygame.Rect(0, top, self.size[0], self.size[1] - top).union(R)

    def _items_in(self, R: pygame.Rect, body: pygame.Rect) -> list[tuple[tuple, pygame.Rect]]:
        """The choices in rows under the words, each row centred, each choice's number under it."""
        _area, per_row, cw, ch = self._chooser_grid()
        kind, offered = self.chooser(), self._offered()
        gap, label_h = self._item_gap(), self._label_h()
        items = []
        for i, thing in enumerate(offered):
            row, col = divmod(i, per_row)
            in_row = min(per_row, len(offered) - row * per_row)
            left = body.centerx - (in_row * cw + (in_row - 1) * gap) // 2
            items.append(((kind, thing), pygame.Rect(left + col * (cw + gap), body.top + row * (ch + gap + label_h), cw, ch)))
        return items

    # ------------------------------------------------------------------ how the choices look
    def _item_corner(self, item: tuple, rect: pygame.Rect) -> int:
        # a starting card's own corners (``draw_card``), a design's box's (``_draw_design``)
        return max(4, rect.h // 12) if item[0] == "start" else self.layout.px(14)

    def _item_tip(self, item: tuple) -> tuple[str, str] | None:
        if item[0] == "design":
            return design_tip(item[1], self.model.bag_counts().get(item[1], 0))
        face = next((c for c in self.shown["altars"][self.human_actor()]["hand"] if c.get("id") == item[1]), None)
        return card_tip(face) if face and "name" in face else None

    def _draw_items(self, surface: pygame.Surface, R: pygame.Rect, items: list) -> None:
        px = self.layout.px
        a = self.human_actor()
        cards = {c["id"]: c for c in self.shown["altars"][a]["hand"]}
        for i, (item, r) in enumerate(items):
            hot = item == self.focus
            if item[0] == "start":
                self._static_private_drawn(a, ("hand", item[1]))
                sizes = dict(self.f, card_title=max(self.f["card_title"], int(r.w * 0.1)),
                             card_text=max(self.f["card_text"], int(r.w * 0.085)))
                draw_card(surface, r, cards[item[1]], self.art, sizes, full=True, edge=FOCUS if hot else None,
                          least=self.least)
            else:
                draw_design(surface, r, item[1], self.art, self.f, self.model.bag_counts().get(item[1], 0), hot, px)
            ui.blit_text(surface, str(i + 1), self.f["chip"], theme.TEXT_DIM, bold=True,
                         midtop=(r.centerx, r.bottom + px(2)))
