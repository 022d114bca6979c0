"""Where everything on the Sky Towers table sits: sizes and fonts from the layout, the still
background, the buttons, and the slot of every hand card, tower card, completed tower, pile and
bonus card.

``TableGeometry`` is mixed into ``SkyTowersView`` (view.py); ``_relayout`` sends every resting card
to its slot.
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.sky_towers.cards import FLAGS, KITES

from ... import theme
from ...widgets import ui
from .art import BAND, CARD_RATIO, card_size
from ..base import night_sky
from .timing import T_MOVE

# Each text role's pixel size in a 1280x720 window (``theme.px`` grows it with the window).
FONT_BASE = {
    "name": 19, "chip": 13, "status": 21, "small": 15, "label": 15, "count": 19, "banner": 64, "banner_sub": 20,
    "hint": 15, "badge": 16, "float": 28, "big": 31, "code": 56, "step": 21, "tiny": 13, "pip": 17, "log": 15,
}

HAND_SHRINK = 0.55        # the smallest a card in your hand (or Taroma's row) gets before cards overlap
HAND_PLANNED = 12         # hand sizes whose faces are made ahead (``_plan_warm_faces``); more is rare
TOWERS_PLANNED = 5        # tower counts whose card sizes are made ahead; more is rare


class TableGeometry:
    """The geometry part of ``SkyTowersView``."""

    # ------------------------------------------------------------------ sizes and the background
    def _resize_geometry(self) -> None:
        L = self.layout
        px = L.px
        # text sizes at 1280x720, growing with the window and never below theme.MIN_TEXT
        s = theme.scale_for(self.size)
        self._use_fonts({role: theme.px(base, s) for role, base in FONT_BASE.items()})
        self._fit_zones()
        n = self.n
        self.seat_r = {p: L[f"seat.{p}"] for p in range(n) if f"seat.{p}" in L}
        self.hand_r = {p: L[f"hand.{p}"] for p in range(n)}
        self.towers_r = {p: L[f"towers.{p}"] for p in range(n)}
        self.done_r = {p: L[f"done.{p}"] for p in range(n) if f"done.{p}" in L}
        self.label_h = theme.font(self.f["small"]).get_linesize() + px(6)
        if theme.interface > 1.0:
            self._clear_seat_heads()
        self.hand_h = {}
        self.tower_h = {}
        for p in range(n):
            r = self.hand_r[p]
            if p == 0:
                self.hand_h[p] = min(r.h * 0.72, r.w / 3.2 / CARD_RATIO)
            elif self.taroma:
                self.hand_h[p] = min(r.h * 0.9, r.w / 4.2 / CARD_RATIO)
            else:
                self.hand_h[p] = min(r.h * 0.9, r.w / 3.0 / CARD_RATIO)
            self.tower_h[p] = self._tower_card_h(p, len(self.state.towers[self.seat_at_pos(p)]))
        deck = L["deck"]
        self.pile_h = min(deck.h * 0.86, deck.w * 0.62 / CARD_RATIO)
        self.pile_step = max(1, px(3))
        if self.__dict__.get("_texts_for") != self.size:
            # fitted and wrapped texts (keyed by their size and width) stay good while the window keeps
            # its size: the demo turns the table at every turn, and wrapping the log again cost ~1 ms
            self._texts_for = self.size
            self._text_fit.clear()
            self._wrapped.clear()
        self._plan_warm_faces()
        self._make_buttons()
        self.bg = self._kept_background(tuple(len(self.state.towers[self.seat_at_pos(p)]) for p in range(n)))
        self._version += 1          # the still picture is drawn again (on the same surface: a new one costs ms)
        self._relayout(instant=True)
        for s in self.flyers:
            if s.target:
                s.pos = pygame.Vector2(s.target[0])

    def _tower_card_h(self, p: int, towers: int) -> float:
        """The cards' size in the towers of the seat at position ``p`` while it has ``towers`` towers
        (a column each, side by side: more towers, narrower columns)."""
        t = self.towers_r[p]
        col_w = t.w / max(1, towers)
        return min(col_w * 0.86 / CARD_RATIO, (t.h - self.label_h) * (0.5 if p == 0 else 0.48))

    def _plan_warm_faces(self) -> None:
        """Every value's face at the sizes this layout shows cards at rest (each hand, each tower,
        the deck), to be drawn a little each quiet frame (``warm_art``): a face drawn the first time
        it lands costs about a millisecond, several of them one frame's whole budget. Planned again
        only when those sizes change (the demo turns the table at every turn)."""
        # besides the sizes cards rest at now, each size a growing hand (or Taroma's row) takes:
        # the whole hand changes size the moment its count does, and all its faces were made in
        # that frame
        rows = [self.bottom] + ([1] if self.taroma else [])
        grown = [self._hand_slot(seat, 0, count)[1] for seat in rows for count in range(2, HAND_PLANNED + 1)]
        # and each size the towers take as a seat starts more of them
        grown += [self._tower_card_h(p, k) for k in range(1, TOWERS_PLANNED + 1) for p in self.towers_r]
        heights = tuple(dict.fromkeys(card_size(h)[1] for h in (*self.hand_h.values(), *self.tower_h.values(),
                                                                 self.pile_h, *grown)))
        values = range(1, len(KITES))          # the card values (KITES has one entry per value, and 0)
        self._warm_queue().plan((partial(self._warm_face, v, h) for h in heights for v in values),
                                key=(heights, self.light))

    def _warm_face(self, v: int, h: int) -> None:
        self.art.face(v, h, KITES[v], FLAGS[v], self._effect(v), self._effect_label(v))

    def _fit_zones(self) -> None:
        """The layout's zones for this window and interface size. Above 100 % the actions panel grows
        down to hold its grown lines (whose turn, the pips, the actions left, a last-round line), and
        the panel under it (the log, or Taroma's bonus cards) gives up that room. At 100 % the zones
        are the layout's own."""
        L = self.layout
        if not self._zones_to_grow("actions"):
            return
        rects = L.rects
        R = rects["actions"]
        under = [name for name in ("log", "bonus") if name in rects and rects[name].top >= R.bottom - 1
                 and rects[name].left < R.right and rects[name].right > R.left]
        if not under:
            return
        below = min(under, key=lambda name: rects[name].top)
        B = rects[below]
        grow = min(self._actions_need() - R.h, B.h // 2)
        if grow > 0:
            rects["actions"] = pygame.Rect(R.x, R.y, R.w, R.h + grow)
            rects[below] = pygame.Rect(B.x, B.y + grow, B.w, B.h - grow)

    def _actions_need(self) -> int:
        """How tall the actions panel's lines are at the grown sizes (see ``_draw_actions``)."""
        px = self.layout.px
        name = theme.font(self.f["name"], True).get_height()
        small = theme.font(self.f["small"]).get_linesize()
        if self.light:
            big = theme.font(self.f["big"], True).get_height()
            return px(14) + name + big + 2 * small + 2 * px(8) + px(12)
        pips = 2 * max(6, px(18))
        return px(14) + name + px(10) + pips + px(12) + small + px(6) + small + px(4) + px(12)

    def _clear_seat_heads(self) -> None:
        """A grown interface makes each seat's header taller: the hand, towers and completed zones
        that start beside it give up their top to it (copies: the layout's rects stay as fitted),
        so the name row is never drawn over cards."""
        px = self.layout.px
        for p, R in self.seat_r.items():
            bottom = self._head_bottom(R) + px(2)
            for zones in (self.hand_r, self.towers_r, self.done_r):
                r = zones.get(p)
                if r is not None and R.top <= r.top < bottom:
                    zones[p] = pygame.Rect(r.left, bottom, r.w, max(px(20), r.bottom - bottom))

    def _head_bottom(self, R: pygame.Rect) -> int:
        """The bottom of the header band of the seat panel ``R`` (see ``_head_rect``)."""
        px = self.layout.px
        cy = R.top + (self.label_h + px(14)) // 2 + px(4)
        kite = theme.font(self.f["count"], True).get_height()
        half = max(self._seat_badge_r(), int(kite * 1.1) // 2 + 1, theme.font(self.f["name"], True).get_height() // 2,
                   theme.font(self.f["chip"], True).get_height() // 2 + max(4, self.f["chip"] // 3)) + 2
        return cy + half

    def _render_background(self, size) -> pygame.Surface:
        L = self.layout
        bg = night_sky(size, 2121)
        px = L.px
        if "table" in L:
            ui.draw_panel(bg, L["table"], fill=(22, 40, 78), edge=(46, 70, 120), radius=px(22), width=max(1, px(2)))
        for p, r in self.seat_r.items():
            ui.draw_panel(bg, r, fill=(30, 46, 88), edge=(62, 86, 140), radius=px(18), width=max(1, px(2)))
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            for slot in range(len(self.state.towers[seat])):
                col = self._tower_col(seat, slot)
                ui.draw_panel(bg, col.inflate(-px(8), 0), fill=(24, 38, 74), edge=(40, 58, 100), radius=px(12), width=1)
            if p in self.done_r:
                ui.draw_panel(bg, self.done_r[p], fill=(24, 38, 74), edge=(40, 58, 100), radius=px(12), width=1)
        self._draw_status_band(bg)
        for zone in ("actions", "log", "buttons"):
            if zone in L:
                ui.draw_panel(bg, L[zone], fill=(24, 36, 70), edge=(62, 86, 140), radius=px(18), width=max(1, px(2)))
        if "caption" in L:
            ui.draw_panel(bg, L["caption"], fill=(16, 26, 56), edge=(80, 104, 160), radius=px(16), width=max(1, px(2)))
        for zone, label in (("deck", "Deck"), ("discard", "Discard pile"), ("out", "Set aside")):
            if zone in L:
                slot = self._pile_rect(zone)
                pygame.draw.rect(bg, (40, 60, 104), slot.inflate(px(6), px(6)), max(1, px(2)), border_radius=px(10))
                if zone != "deck" or L[zone].w <= L[zone].h * 1.3:
                    text, size = self._pile_words(label, zone, self.f["label"])
                    ui.blit_text(bg, text, size, theme.TEXT_DIM, midtop=(slot.centerx, slot.bottom + px(8)))
        return bg.convert() if pygame.display.get_surface() is not None else bg

    def _pile_rect(self, zone: str) -> pygame.Rect:
        r = self.layout[zone]
        w, h = card_size(self.pile_h)
        rect = pygame.Rect(0, 0, w, h)
        if zone == "deck" and r.w > r.h * 1.3:      # a wide deck zone: the pile left, its count beside it
            rect.midleft = (r.left + self.layout.px(12), r.centery)
        else:
            rect.midtop = (r.centerx, r.top + self.layout.px(8))
        return rect

    def _make_buttons(self) -> None:
        L = self.layout
        end_label = "End game  (E)" if self.light else "End turn  (E)"
        self._set_buttons({
            "draw": ui.Button("Draw  (D)", self._click_draw, primary=True),
            "end": ui.Button(end_label, self._click_end),
        })
        zone = L["buttons"]
        pad, gap = L.px(16), L.px(10)
        bh = max(28, L.px(54))
        bw = zone.w - 2 * pad
        y = zone.bottom - pad - bh
        for key in ("menu", "end", "draw"):
            self.buttons[key].rect = pygame.Rect(zone.left + pad, y, bw, bh)
            y -= bh + gap
        self.hint_rect = pygame.Rect(zone.left + pad, zone.top + pad, bw, y + bh - zone.top - pad)
        self.chooser_buttons = {}

    # ------------------------------------------------------------------ slots
    def _tower_col(self, owner: int, slot: int) -> pygame.Rect:
        p = self.pos_of(owner)
        R = self.towers_r[p]
        k = max(1, len(self.state.towers[owner]))
        w = R.w / k
        return pygame.Rect(round(R.left + slot * w), R.top, round(w), R.h)

    def _tower_slot(self, owner: int, slot: int, i: int, count: int) -> tuple[pygame.Vector2, float]:
        p = self.pos_of(owner)
        col = self._tower_col(owner, slot)
        h = self.tower_h[p]
        fan = col.h - self.label_h - self.layout.px(8)
        if count > 1:   # a tall tower: smaller cards rather than hidden numbers
            h = max(h * 0.62, min(h, fan / (1 + (BAND + 0.02) * (count - 1))))
        step = h * (BAND + 0.02)
        if count > 1:
            step = min(step, (fan - h) / (count - 1))
        return pygame.Vector2(col.centerx, col.top + self.layout.px(6) + h / 2 + i * step), h

    def _hand_slot(self, seat: int, i: int, count: int, cid: int | None = None) -> tuple[pygame.Vector2, float]:
        p = self.pos_of(seat)
        R = self.hand_r[p]
        h = self.hand_h[p]
        own = p == 0 and self.viewer == seat
        row = self.taroma and seat == 1
        if (p == 0 or row) and count > 1:
            # a big hand (or Taroma's long row): smaller cards side by side rather than each card's
            # kites and flags hidden under its neighbour; below HAND_SHRINK they overlap again
            fit = (R.w - 4) / (count * 1.04 - 0.04) / CARD_RATIO
            h = max(h * HAND_SHRINK, min(h, fit))
        w = h * CARD_RATIO
        gap = w * 1.04 if (own or row or p == 0) else w * 0.42
        step = gap if count <= 1 else min(gap, (R.w - w - 4) / (count - 1))
        x = R.left + 2 + w / 2 + i * step
        if p == 0:
            y = R.bottom - h / 2 - self.label_h + self.layout.px(4)
            if own and cid is not None:
                if cid in self.selected:
                    y -= h * 0.13
                elif self.hover == ("card", cid) or self.focus == ("card", cid):
                    y -= h * 0.05
        else:
            y = R.top + h / 2 + self.layout.px(4)
        return pygame.Vector2(x, y), h

    def _done_tiles(self, seat: int) -> list[pygame.Rect]:
        """Where each completed tower of ``seat`` sits (one tile per stack)."""
        p = self.pos_of(seat)
        R = self.done_r.get(p)
        count = len(self.d_completed[seat])
        if R is None or count == 0:
            return []
        px = self.layout.px
        head = self.label_h + px(4)
        area = pygame.Rect(R.left + px(8), R.top + head, R.w - px(16), R.h - head - px(8))
        gap = px(6)
        # as many columns as keep the tiles tallest (their kites and flags readable), each tile wide
        # enough for its numbers and icons
        best = None
        for cols in range(1, 7):
            tile_w = min(area.w, px(168), (area.w - gap * (cols - 1)) // cols)
            if cols > 1 and tile_w < px(96):
                break
            rows = (count + cols - 1) // cols
            tile_h = min(px(48), (area.h - gap * (rows - 1)) // max(1, rows))
            if best is None or tile_h > best[2]:
                best = (cols, tile_w, tile_h)
        cols, tile_w, tile_h = best
        tile_h = max(px(14), tile_h)
        out = []
        for i in range(count):
            r, c = divmod(i, cols)
            out.append(pygame.Rect(area.left + c * (tile_w + gap), area.top + r * (tile_h + gap), tile_w, tile_h))
        return out

    def _done_target(self, seat: int, stack: int) -> pygame.Vector2:
        tiles = self._done_tiles(seat)
        if stack < len(tiles):
            return pygame.Vector2(tiles[stack].center)
        p = self.pos_of(seat)
        R = self.done_r.get(p) or self.seat_r.get(p) or self.hand_r[p]
        return pygame.Vector2(R.center)

    def _pile_top(self, zone: str, count: int) -> pygame.Vector2:
        r = self._pile_rect(zone)
        k = min(5, (count + 9) // 10)
        return pygame.Vector2(r.centerx - k * self.pile_step, r.centery - k * self.pile_step)

    def _bonus_rects(self) -> list[pygame.Rect]:
        R = self.layout["bonus"]
        px = self.layout.px
        gap = px(10)
        count = len(self.d_bonus)
        if R.w >= R.h * 2:
            h = min(R.h, (R.w - gap * (count - 1)) / count / 1.5)
            w = min((R.w - gap * (count - 1)) / count, h * 2.3)
            total = w * count + gap * (count - 1)
            x0 = R.left + (R.w - total) / 2
            return [pygame.Rect(round(x0 + i * (w + gap)), R.top, round(w), round(h)) for i in range(count)]
        h = (R.h - gap * (count - 1)) / count
        return [pygame.Rect(R.left, round(R.top + i * (h + gap)), R.w, round(h)) for i in range(count)]

    def _relayout(self, instant: bool = False, duration: float = T_MOVE, lift: set | None = None,
                  ui_only: bool = False) -> None:
        """Send every hand and tower card to its slot. ``ui_only``: a hover or selection lift, whose
        tweens do not count as animation (input stays open)."""
        if not self.size:
            return
        self._version += 1
        for seat, hand in enumerate(self.d_hands):
            for i, cid in enumerate(hand):
                pos, h = self._hand_slot(seat, i, len(hand), cid)
                self._place(cid, pos, h, instant, duration, lift, ui_only)
        for owner, ts in enumerate(self.d_towers):
            for slot, t in enumerate(ts):
                for i, cid in enumerate(t):
                    pos, h = self._tower_slot(owner, slot, i, len(t))
                    self._place(cid, pos, h, instant, duration, lift, ui_only)
