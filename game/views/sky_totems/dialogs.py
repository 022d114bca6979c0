"""The Sky Totems choosers drawn over the altars: the starting altar card (one of three) and a
pedestal from the bag (a mission's reward, the Cat's blessing).

``TableDialogs`` is mixed into ``SkyTotemsView`` (view.py). The chooser is rendered once per look
(``_dialog_cache``) and ``dialog_rects`` keeps where each choice was drawn, for clicks.
"""
from __future__ import annotations

import math

import pygame

from rules.sky_totems.components import RARE

from ... import theme
from ...widgets import ui
from .cards import draw_card, wrap
from .style import DROP, FOCUS, GOLD


class TableDialogs:
    """The choosers of ``SkyTotemsView`` (see the module docstring)."""

    def dialog(self) -> tuple | None:
        """The chooser shown now: ("start", cards) or ("design", designs, why), else None."""
        a = self.human_actor()
        if a is None:
            return None
        v = self.shown
        if v["phase"] == "choose" and self.lg_start:
            cards = v["altars"][a]["hand"]
            if cards and "name" in cards[0]:
                return ("start", tuple(c["id"] for c in cards))
        if v.get("choice") and self.lg_design:
            return ("design", tuple(self.lg_design), v["choice"]["why"])
        return None

    def _draw_dialog(self, surface: pygame.Surface) -> None:
        dlg = self.dialog()
        if not dlg:
            self.dialog_rects = []
            return
        key = (dlg, self.focus, self.hover, self.size)
        if self._dialog_cache is None or self._dialog_cache[0] != key:
            self._dialog_cache = (key, *self._render_dialog(dlg))
        _key, img, rect, rects = self._dialog_cache
        self.dialog_rects = rects
        if dlg[0] == "start":
            self._private_drawn(self.human_actor(), ("hand", dlg[1]))   # the three cards to choose from
        surface.blit(img, rect)

    def _render_dialog(self, dlg: tuple) -> tuple:
        L = self.layout
        px = L.px
        area = self._altars_area()
        v = self.shown
        a = self.human_actor()
        if dlg[0] == "start":
            cards = {c["id"]: c for c in v["altars"][a]["hand"]}
            title = f"{self.name(a)}: choose your starting altar card"
            sub = "Its black half becomes your altar; the other two cards become your hidden missions."
            cw = int(min(area.w * 0.28, px(340)))
            ch = int(min(area.h * 0.62, cw * 1.25))
            sizes = dict(self.f, card_title=max(self.f["card_title"], int(cw * 0.1)),
                         card_text=max(self.f["card_text"], int(cw * 0.085)))
            n = len(dlg[1])
        else:
            title = "Choose a pedestal from the bag"
            why = dlg[2]
            sub = ("Your mission's reward: any design still in the bag." if why == "reward" else
                   "The Cat's blessing: two pedestals of different designs.")
            cw = int(min(area.w * 0.16, px(150)))
            ch = int(cw * 1.2)
            n = len(dlg[1])
        gap = px(18)
        per_row = n if dlg[0] == "start" else min(n, 5)
        rows = math.ceil(n / per_row)
        title_img = theme.text(title, self.f["dialog_title"], GOLD, bold=True)
        sub_lines = wrap(sub, self.f["small"], int(area.w * 0.8))
        line_h = theme.font(self.f["small"]).get_linesize()
        w = max(per_row * cw + (per_row - 1) * gap, title_img.get_width(),
                max(theme.font(self.f["small"]).size(s)[0] for s in sub_lines)) + 2 * px(30)
        w = min(w, area.w)
        h = px(24) + title_img.get_height() + len(sub_lines) * line_h + px(20) + rows * ch + (rows - 1) * gap + px(40)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = area.center
        img = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(img, (10, 14, 32, 238), img.get_rect(), border_radius=px(18))
        pygame.draw.rect(img, GOLD, img.get_rect(), max(2, px(3)), border_radius=px(18))
        y = px(24)
        img.blit(title_img, title_img.get_rect(midtop=(w // 2, y)))
        y += title_img.get_height()
        for s in sub_lines:
            t = theme.text(s, self.f["small"], theme.TEXT_DIM)
            img.blit(t, t.get_rect(midtop=(w // 2, y)))
            y += line_h
        y += px(20)
        rects = []
        for i, opt in enumerate(dlg[1]):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x0 = (w - (in_row * cw + (in_row - 1) * gap)) // 2
            r = pygame.Rect(x0 + col * (cw + gap), y + row * (ch + gap), cw, ch)
            target = ("start", opt) if dlg[0] == "start" else ("design", opt)
            hot = self.hover == target or self.focus == target
            edge = FOCUS if self.focus == target else (DROP if hot else None)
            if dlg[0] == "start":
                draw_card(img, r, cards[opt], self.art, sizes, full=True, edge=edge or (150, 118, 80))
            else:
                pygame.draw.rect(img, (34, 50, 92) if not hot else (50, 72, 124), r, border_radius=px(14))
                pygame.draw.rect(img, edge or (90, 114, 170), r, max(2, px(3)), border_radius=px(14))
                piece = self.art.piece(opt, int(cw * 0.56))
                img.blit(piece, piece.get_rect(center=(r.centerx, r.top + int(ch * 0.4))))
                ui.blit_text(img, opt, self.f["small"], GOLD if opt in RARE else theme.TEXT, bold=True,
                             midbottom=(r.centerx, r.bottom - px(26)))
                ui.blit_text(img, f"{self.d.bag.get(opt, 0)} in bag  ·  {2 if opt in RARE else 1} pt",
                             self.f["card_text"], theme.TEXT_DIM, midbottom=(r.centerx, r.bottom - px(6)))
            ui.blit_text(img, str(i + 1), self.f["chip"], theme.TEXT_DIM, bold=True,
                         midtop=(r.centerx, r.bottom + px(4)))
            rects.append((target, r.move(rect.topleft)))
        return img, rect, rects
