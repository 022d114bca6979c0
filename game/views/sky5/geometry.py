"""Where everything on the Sky 5 table sits: fonts and card sizes from the layout, the still
background, the buttons, and the slot of every row card, pile, bank and the die.

``TableGeometry`` is mixed into ``Sky5View`` (view.py); ``_relayout`` sends every row card and the
pending card to its slot.
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.sky5.cards import composition

from ... import theme
from ...widgets import ui
from .art import CARD_RATIO, card_size
from ..base import night_sky
from .cards import DRAW_LIFT, CardSprite
from .timing import T_MOVE


class TableGeometry:
    """The geometry part of ``Sky5View``."""

    # ------------------------------------------------------------------ sizes and the background
    def _resize_geometry(self) -> None:
        L = self.layout
        px = L.px
        tx = self._text_px
        self._use_fonts({
            "name": tx(30), "chip": tx(20), "status": tx(34), "small": tx(23), "label": tx(24),
            "count": tx(28), "banner": tx(96), "banner_sub": tx(32), "hint": tx(23), "badge": tx(24),
            "float": tx(44), "button": tx(26), "tip": tx(22),
        })
        self.rows_r = [L[f"row.{p}"] for p in range(self.n)]
        self.banks_r = [L[f"bank.{p}"] for p in range(self.n)]
        self.seats_r = [L[f"seat.{p}"] for p in range(self.n)]
        if self._grown() > 1.0:
            self._clear_seat_heads()
        self.row_h = []
        for r in self.rows_r:
            # a fixed card size per row: 6 cards side by side, up to 10 with the corners showing
            cw = min(r.h * 0.96 * CARD_RATIO, r.w / 3.0)
            self.row_h.append(cw / CARD_RATIO)
        deck = L["deck"]
        self.center_h = min(deck.w * 0.92 / CARD_RATIO, deck.h * 0.74)
        self.pile_sizes = (self.f["label"], self.f["small"])
        self.bank_sizes = [(self.f["small"], self.f["count"])] * self.n
        if self._grown() > 1.0:
            self._fit_pile_words()
        self.pile_step = max(1, px(3))
        self.bank_h = []
        for p, r in enumerate(self.banks_r):
            if r.w > r.h * 1.3:          # a wide bank zone (below a tall seat): pile on the left, words beside
                self.bank_h.append(min(r.h * 0.9, r.w * 0.35 / CARD_RATIO))
            else:
                self.bank_h.append(min(r.h * 0.55, r.w * 0.8 / CARD_RATIO))
                if self._grown() > 1.0:
                    self.bank_h[p] = self._fit_bank_words(p, self.bank_h[p])
        self._text_fit.clear()
        self._wrapped.clear()
        self._make_buttons()
        self.bg = self._render_background(self.size)
        self._relayout(instant=True)
        for s in self.flyers:
            s.pos = pygame.Vector2(self._flyer_target(s))
        self._plan_warm_faces()

    def _plan_warm_faces(self) -> None:
        """Every face at the sizes this layout shows cards at rest (the rows, the felt's piles, the
        banks), made a little at a time (``warm_art``: while the demo's title card is up) rather
        than in the frame a card first lands (a face costs about a millisecond)."""
        heights = dict.fromkeys(card_size(h)[1] for h in (*self.row_h, self.center_h, *self.bank_h,
                                                          self.center_h * DRAW_LIFT))
        faces = dict.fromkeys((colour, int(number)) for colour, number in composition())
        self._warm_queue().plan((partial(self.art.face, colour, number, h) for h in heights for colour, number in faces),
                                key=tuple(heights))

    def _text_px(self, map_px: float) -> int:
        """A text size given in map pixels (the layouts are drawn at 1920x1080), as ``theme.px``
        makes it: grown with the window, never below ``theme.MIN_TEXT``."""
        L = self.layout
        base = L.map_size[0] / 1280
        return theme.px(map_px / base, L.scale * base)

    # ------------------------------------------------------------------ room for grown text
    def _floor(self, size: int) -> int:
        """A grown text size's 100 % size (never below the smallest text)."""
        return max(theme.MIN_TEXT, round(size / self._grown()))

    def _shrunk_to(self, words: list[str], size: int, width: int, bold: bool = False) -> int:
        """The largest size from ``size`` down to its 100 % size at which every one of ``words``
        fits ``width`` pixels."""
        return self._shrunk(size, lambda size: max(theme.font(size, bold).size(w)[0] for w in words) > width)

    def _head_half(self) -> int:
        """Half the height of the tallest thing in a seat's header: the number disc, the name, a
        chip, the row's value."""
        chip = theme.font(self.f["chip"], True).get_height() + max(4, self.f["chip"] // 3) // 2
        return max(self._seat_badge_r(), theme.font(self.f["name"], True).get_height() // 2, chip // 2 + 1,
                   theme.font(self.f["small"]).get_height() // 2)

    def _seat_badge_r(self) -> int:
        """The radius of a seat's number disc: grown with the interface size to hold its number."""
        px = self.layout.px
        br = max(9, px(17))
        if self._grown() > 1.0:
            br = max(br, (theme.font(self.f["badge"], True).get_height() + px(4)) // 2)
        return br

    def _clear_seat_heads(self) -> None:
        """A grown interface makes each seat's header taller: the row and the bank that start beside
        it give up their top to it (copies: the layout's rects stay as fitted), so the name row is
        never drawn over cards."""
        px = self.layout.px
        for p, R in enumerate(self.seats_r):
            bottom = R.top + 2 * (self._head_half() + px(4)) + 1
            for zones in (self.rows_r, self.banks_r):
                r = zones[p]
                if R.top <= r.top < bottom:
                    zones[p] = pygame.Rect(r.left, bottom, r.w, max(px(20), r.bottom - bottom))

    def _fit_pile_words(self) -> None:
        """The grown words under the felt's piles ("Discard", "13 removed"): as large as keeps them
        within their zones' widths, and the piles' cards smaller so that both lines fit under them."""
        L = self.layout
        px = L.px
        width = min(L[z].w for z in ("deck", "discard", "pending")) - px(4)
        label = self._shrunk_to(["Deck", "Discard", "To give", "Die"], self.f["label"], width)
        small = self._shrunk_to(["88 removed", "88 cards", "empty"], self.f["small"], width)
        self.pile_sizes = (label, small)
        deck = L["deck"]
        room = deck.h - px(6) - px(10) - theme.font(label).get_linesize() - theme.font(small).get_height() - px(2)
        self.center_h = max(px(30), min(self.center_h, room))

    def _fit_bank_words(self, p: int, h: float) -> float:
        """A narrow bank's grown words ("4 banked", "12 points") under its pile: as large as keeps
        them within the zone's width, shrunk toward their 100 % sizes while they would take more
        than half its height; the pile as tall as the rest leaves (see ``_bank_pile``)."""
        px = self.layout.px
        r = self.banks_r[p]
        small = self._shrunk_to(["88 banked"], self.f["small"], r.w - px(4), True)
        count = self._shrunk_to(["88 points"], self.f["count"], r.w - px(4), True)
        s_floor, c_floor = self._floor(self.f["small"]), self._floor(self.f["count"])

        def lines(a: int, b: int) -> int:
            return theme.font(a).get_linesize() + theme.font(b).get_linesize()

        while lines(small, count) > r.h * 0.5 and (small > s_floor or count > c_floor):
            small, count = max(s_floor, int(small * 0.94)), max(c_floor, int(count * 0.94))
        self.bank_sizes[p] = (small, count)
        room = r.h - px(8) - 5 * self.pile_step - px(8) - lines(small, count) - px(2)
        return max(px(24), min(h, room))

    def _render_background(self, size) -> pygame.Surface:
        L = self.layout
        bg = night_sky(size, 1234)
        px = L.px
        # the felt in the middle
        table = L["table"].inflate(px(8), px(8))
        ui.draw_panel(bg, table, fill=(22, 40, 78), edge=(46, 70, 120), radius=px(26), width=max(1, px(2)))
        # seat panels
        for p in range(self.n):
            ui.draw_panel(bg, self.seats_r[p], fill=(30, 46, 88), edge=(62, 86, 140), radius=px(18),
                          width=max(1, px(2)))
            ui.draw_panel(bg, self.rows_r[p], fill=(24, 38, 74), edge=(40, 58, 100), radius=px(12), width=1)
        # status bar
        self._draw_status_band(bg)
        # zone captions on the felt
        for zone, label in (("deck", "Deck"), ("discard", "Discard"), ("pending", "To give"), ("die", "Die")):
            r = L[zone]
            slot = self._pile_rect(zone)
            pygame.draw.rect(bg, (40, 60, 104), slot.inflate(px(6), px(6)), max(1, px(2)), border_radius=px(12))
            ui.blit_text(bg, label, self.pile_sizes[0], theme.TEXT_DIM, midtop=(r.centerx, slot.bottom + px(10)))
        if "buttons" in L:
            ui.draw_panel(bg, L["buttons"], fill=(24, 36, 70), edge=(62, 86, 140), radius=px(18), width=max(1, px(2)))
        return bg.convert() if pygame.display.get_surface() is not None else bg

    def _pile_rect(self, zone: str) -> pygame.Rect:
        r = self.layout[zone]
        if zone == "die":
            size = self._die_size()
            return pygame.Rect(0, 0, size, size).move(r.centerx - size // 2, r.top + (r.h - size) // 2 - self.layout.px(24))
        w, h = card_size(self.center_h)
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = (r.centerx, r.top + self.layout.px(6))
        return rect

    def _die_size(self) -> int:
        r = self.layout["die"]
        return int(min(r.w * 0.72, r.h * 0.56))

    def _make_buttons(self) -> None:
        L = self.layout
        if "buttons" not in L:
            self.buttons = {}
            return
        self._set_buttons({
            "draw": ui.Button("Draw  (D)", self._click_draw, primary=True),
            "bank": ui.Button("Bank  (B)", self._click_bank, primary=True),
            "pass": ui.Button("Pass  (P)", self._click_pass),
        })
        zone = L["buttons"]
        pad, gap = L.px(16), L.px(12)
        # the button's label is half its height: never below the smallest text
        bh = max(2 * theme.MIN_TEXT + 4, L.px(58))
        if self._grown() > 1.0:        # grown words: a button as tall as its label needs
            self.button_text = round(int(bh * 0.5) * self._grown())     # its 100 % label: half its height
            bh = max(bh, theme.font(self.button_text, True).get_height() + L.px(14))
        bw = (zone.w - 2 * pad - gap) // 2
        y2 = zone.bottom - pad - bh
        y1 = y2 - gap - bh
        self.buttons["draw"].rect = pygame.Rect(zone.left + pad, y1, bw, bh)
        self.buttons["bank"].rect = pygame.Rect(zone.left + pad + bw + gap, y1, bw, bh)
        self.buttons["pass"].rect = pygame.Rect(zone.left + pad, y2, bw, bh)
        self.buttons["menu"].rect = pygame.Rect(zone.left + pad + bw + gap, y2, bw, bh)
        self.hint_rect = pygame.Rect(zone.left + pad, zone.top + pad, zone.w - 2 * pad, y1 - gap - zone.top - pad)
        if self._grown() > 1.0:
            self._grown_button_labels()

    def _grown_button_labels(self) -> None:
        """The buttons' grown labels: the whole label where it fits, else the word without its key
        (the hint and the tooltip name the key), shrunk toward its 100 % size only if even that
        does not fit."""
        size = self.button_text
        keys = [k for k in ("draw", "bank", "pass", "menu") if k in self.buttons]
        room = min(self.buttons[k].rect.w for k in keys) - self.layout.px(16)
        labels = [self.buttons[k].label for k in keys]
        if max(theme.font(size, True).size(s)[0] for s in labels) > room:
            labels = [s.split("  (")[0] for s in labels]      # all four alike: the words alone
            size = self._shrunk_to(labels, size, room, True)
        for k, label in zip(keys, labels):
            self.buttons[k].label, self.buttons[k].text_size = label, size

    # ------------------------------------------------------------------ slots
    def _row_slot(self, seat: int, i: int, count: int) -> tuple[pygame.Vector2, float]:
        p = self.pos_of(seat)
        R = self.rows_r[p]
        h = self.row_h[p]
        w = h * CARD_RATIO
        gap = w * 1.06
        step = gap if count <= 1 else min(gap, (R.w - w - 4) / (count - 1))
        x = R.left + 2 + w / 2 + i * step
        return pygame.Vector2(x, R.centery), h

    def _pile_top(self, zone: str, count: int) -> pygame.Vector2:
        r = self._pile_rect(zone)
        k = min(5, (count + 9) // 10)
        return pygame.Vector2(r.centerx - k * self.pile_step, r.centery - k * self.pile_step)

    def _bank_pile(self, seat: int) -> tuple[pygame.Rect, float]:
        p = self.pos_of(seat)
        r = self.banks_r[p]
        h = self.bank_h[p]
        w = h * CARD_RATIO
        rect = pygame.Rect(0, 0, round(w), round(h))
        if r.w > r.h * 1.3:
            rect.midleft = (r.left + self.layout.px(16), r.centery)
        else:
            # room above for the pile's height (it grows up and to the left), so that it never
            # reaches the seat's header
            rect.midtop = (r.centerx, r.top + self.layout.px(8) + 5 * self.pile_step)
        return rect, h

    def _bank_top(self, seat: int, count: int) -> pygame.Vector2:
        rect, _h = self._bank_pile(seat)
        k = min(5, (count + 3) // 4)
        return pygame.Vector2(rect.centerx - k * self.pile_step, rect.centery - k * self.pile_step)

    def _seat_center(self, seat: int) -> pygame.Vector2:
        return pygame.Vector2(self.seats_r[self.pos_of(seat)].center)

    def _flyer_target(self, s: CardSprite) -> pygame.Vector2:
        return pygame.Vector2(s.target[0]) if s.target else s.pos

    def _relayout(self, instant: bool = False, duration: float = T_MOVE, lift: set | None = None) -> None:
        """Send every row and pending card to its slot (tweening those whose slot changed)."""
        if not self.size:
            return
        self._version += 1
        for seat, row in enumerate(self.d_rows):
            for i, cid in enumerate(row):
                pos, h = self._row_slot(seat, i, len(row))
                self._place(cid, pos, h, instant, duration, lift)
        if self.d_pending is not None:
            r = self._pile_rect("pending")
            self._place(self.d_pending, pygame.Vector2(r.center), self.center_h, instant, duration, lift)
