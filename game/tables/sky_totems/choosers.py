"""The Sky Totems choosers: the starting altar card (one of three, over the altars) and a pedestal
from the bag (a mission's reward, the Cat's blessing), placed beside the altar it is for, never
over it (over the board side or another altar).

``Choosers`` is mixed into ``TotemsTable`` (table.py); the rules' question is the moves' ``dialog()``
(a kit ``Choice`` with no card). The chooser is drawn over the table each frame from a picture made
once per look (``_dialog_cache``), and ``dialog_rects`` keeps where each choice was drawn, for clicks.
"""
from __future__ import annotations

import math

import pygame

from rules.sky_totems.components import RARE

from ... import theme
from ...widgets import ui
from ..kit.fitting import fit, wrap
from .cards import draw_card
from ..base import DROP, FOCUS, GOLD


class Choosers:
    """The choosers of ``TotemsTable`` (see the module docstring)."""

    dialog_rects: list = []
    dialog_rect: pygame.Rect | None = None      # the open chooser's box, as last drawn
    _dialog_cache: tuple | None = None

    def dialog(self) -> tuple | None:
        """The chooser shown now: ("start", cards) or ("design", designs, why), else None."""
        a = self.human_actor()
        if a is None:
            return None
        c = self.moves.dialog()
        if c is None:
            return None
        if c.kind == "start":
            return ("start", tuple(card["id"] for card in self.shown["altars"][a]["hand"]))
        return ("design", tuple(c.picks), c.target[0])

    def draw_chooser(self, surface: pygame.Surface) -> None:
        dlg = self.dialog()
        if not dlg:
            self.dialog_rects, self.dialog_rect = [], None
            return
        key = (dlg, self.focus, self.hover, self.size, theme.interface)
        if self._dialog_cache is None or self._dialog_cache[0] != key:
            self._dialog_cache = (key, *self._render_dialog(dlg))
        _key, img, rect, rects = self._dialog_cache
        self.dialog_rects, self.dialog_rect = rects, rect
        if dlg[0] == "start":
            self._private_drawn(self.human_actor(), ("hand", dlg[1]))   # the three cards to choose from
        self._inked(surface.blit(img, rect), surface)

    def _picker_areas(self, seat: int) -> list[pygame.Rect]:
        """Where a chooser for ``seat`` may go: the window's free bands left, right, above and
        below that altar's panel (the board side or the other altars), never over the panel."""
        L = self.layout
        px = L.px
        w, h = self.size
        top = L["status"].bottom + px(4)
        full = pygame.Rect(px(4), top, w - px(8), h - top - px(4))
        me = L[f"altar.{self.pos_of(seat)}"].inflate(px(8), px(8))
        bands = [pygame.Rect(full.left, full.top, me.left - full.left, full.h),
                 pygame.Rect(me.right, full.top, full.right - me.right, full.h),
                 pygame.Rect(full.left, full.top, full.w, me.top - full.top),
                 pygame.Rect(full.left, me.bottom, full.w, full.bottom - me.bottom)]
        return [b for b in bands if b.w > px(120) and b.h > px(120)]

    def _label_h(self) -> int:
        """The room under each choice for its number (grown text once ran over the box's edge)."""
        return max(self.layout.px(22), theme.font(self.f["chip"], True).get_linesize() + self.layout.px(4))

    def _design_layout(self, n: int, seat: int, title_h: int, sub: str) -> tuple:
        """The chooser's area, choices a row and choice width that show the choices biggest
        without covering ``seat``'s altar."""
        px = self.layout.px
        gap, margin = px(14), px(20)
        line_h = theme.font(self.f["small"]).get_linesize()
        best = None
        for area in self._picker_areas(seat):
            sub_lines = len(wrap(sub, self.f["small"], int(area.w - 2 * margin)))
            head = px(20) + title_h + sub_lines * line_h + px(16)
            for per_row in range(1, min(n, 5) + 1):
                rows = math.ceil(n / per_row)
                by_w = (area.w - 2 * margin - (per_row - 1) * gap) / per_row
                by_h = (area.h - head - px(16) - (rows - 1) * gap - rows * self._label_h()) / rows / 1.2
                cw = int(min(by_w, by_h, px(150)))
                if best is None or cw > best[0]:
                    best = (cw, per_row, area)
        if best is None or best[0] < px(40):
            return self.altars_area(), min(n, 5), int(min(self.altars_area().w * 0.16, px(150)))
        return best[2], best[1], best[0]

    def _render_dialog(self, dlg: tuple) -> tuple:
        L = self.layout
        px = L.px
        area = self.altars_area()
        v = self.shown
        a = self.human_actor()
        start = dlg[0] == "start"
        n = len(dlg[1])
        if start:
            if theme.interface > 1.0:
                # grown, the altars stand in a narrow column: the cards are chosen over it and the
                # missions beside it (the bag and the fields stay in sight to be asked about)
                area = area.union(L["missions"])
            cards = {c["id"]: c for c in v["altars"][a]["hand"]}
            title = f"{self.name(a)}: choose your starting altar card"
            sub = "Its black half becomes the altar; the other two cards become hidden missions."
            cw = int(min(area.w * 0.28, px(340)))
            ch = int(min(area.h * 0.62, cw * 1.25))
            sizes = dict(self.f, card_title=max(self.f["card_title"], int(cw * 0.1)),
                         card_text=max(self.f["card_text"], int(cw * 0.085)))
            per_row = n
        else:
            title = "Choose a pedestal from the bag"
            sub = ("Your mission's reward: any design still in the bag." if dlg[2] == "reward" else
                   "The Cat's blessing: two pedestals of different designs.")
            title_h = theme.font(self.f["dialog_title"], True).get_linesize()
            # never over the altar the choice is for: beside it, over the board or another altar
            area, per_row, cw = self._design_layout(n, a, title_h, sub)
            ch = int(cw * 1.2)
        gap = px(18) if start else px(14)
        rows = math.ceil(n / per_row)
        title_img = theme.text(*self._fit_shrinking(title, self.f["dialog_title"], area.w - px(24), True), GOLD,
                               bold=True)
        sub_lines = wrap(sub, self.f["small"], int(area.w * 0.8) if start else int(area.w - px(40)))
        line_h = theme.font(self.f["small"]).get_linesize()
        label_h = self._label_h()
        w = max(per_row * cw + (per_row - 1) * gap, title_img.get_width(),
                max(theme.font(self.f["small"]).size(s)[0] for s in sub_lines)) + 2 * px(20)
        w = min(w, area.w)
        h = px(20) + title_img.get_height() + len(sub_lines) * line_h + px(16) + rows * (ch + label_h) + \
            (rows - 1) * gap + px(16)
        h = h if start else min(h, area.h)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = area.center
        img = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(img, (10, 14, 32, 238), img.get_rect(), border_radius=px(18))
        pygame.draw.rect(img, GOLD, img.get_rect(), max(2, px(3)), border_radius=px(18))
        y = px(20)
        img.blit(title_img, title_img.get_rect(midtop=(w // 2, y)))
        y += title_img.get_height()
        for s in sub_lines:
            t = theme.text(s, self.f["small"], theme.TEXT_DIM)
            img.blit(t, t.get_rect(midtop=(w // 2, y)))
            y += line_h
        y += px(16)
        rects = []
        small, tiny = self.f["small"], self.f["card_text"]     # never under theme.MIN_TEXT (_use_fonts)
        for i, opt in enumerate(dlg[1]):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x0 = (w - (in_row * cw + (in_row - 1) * gap)) // 2
            r = pygame.Rect(x0 + col * (cw + gap), y + row * (ch + gap + label_h), cw, ch)
            target = (dlg[0], opt)
            hot = self.hover == target or self.focus == target
            edge = FOCUS if self.focus == target else (DROP if hot else None)
            if start:
                draw_card(img, r, cards[opt], self.art, sizes, full=True, edge=edge or (150, 118, 80))
            else:
                pygame.draw.rect(img, (34, 50, 92) if not hot else (50, 72, 124), r, border_radius=px(14))
                pygame.draw.rect(img, edge or (90, 114, 170), r, max(2, px(3)), border_radius=px(14))
                step = theme.font(tiny).get_linesize()
                name_h = theme.font(small, True).get_linesize()
                piece_w = int(min(cw * 0.56, ch - name_h - step - px(14)))
                if piece_w > 8:
                    piece = self.art.piece(opt, piece_w)
                    img.blit(piece, piece.get_rect(midtop=(r.centerx, r.top + px(6))))
                pts = "2 pts" if opt in RARE else "1 pt"
                inside = cw - px(8)
                ui.blit_text(img, fit(opt, small, inside, True), small, GOLD if opt in RARE else theme.TEXT, bold=True,
                             midbottom=(r.centerx, r.bottom - px(4) - step))
                count = f"{self.model.bag_counts().get(opt, 0)} in bag · {pts}"
                if theme.font(tiny).size(count)[0] > inside:
                    count = f"{self.model.bag_counts().get(opt, 0)} · {pts}"
                ui.blit_text(img, fit(count, tiny, inside), tiny, theme.TEXT_DIM, midbottom=(r.centerx, r.bottom - px(4)))
            ui.blit_text(img, str(i + 1), self.f["chip"], theme.TEXT_DIM, bold=True,
                         midtop=(r.centerx, r.bottom + px(2)))
            rects.append((target, r.move(rect.topleft)))
        return img, rect, rects
