"""Where everything on the Tower table sits: fonts and card sizes from the layout, the still
background, the buttons, and the slot of every stone, King, hand card and pile.

A tower stands in its ``tower.P`` zone: the bottom stone at the foot, each stone above it a little
higher and in front (``step`` of a card's height, from ``STEP`` to ``STEP_MAX``: enough for a strip
with the stone's name), so the lower stones show their foot with their name; the King lies beside the base at three quarters of a card's size. Six stones and a King fit
the zone at every size. ``TableGeometry`` is mixed into ``TowerView`` (view.py); ``_relayout``
sends every resting card to its slot.
"""
from __future__ import annotations

from functools import partial

import pygame

from ... import theme
from ...widgets import ui
from ..base import night_sky
from .art import CARD_RATIO, card_size, deck_codes
from .timing import T_MOVE
from .words import HEIGHT

# Each text role's pixel size in a 1280x720 window (``theme.px`` grows it with the window).
FONT_BASE = {
    "name": 17, "chip": 13, "status": 21, "small": 15, "label": 14, "count": 18, "big": 28, "banner": 60,
    "banner_sub": 20, "hint": 15, "badge": 15, "float": 26, "tag": 14,
}

STEP = 0.2                # each stone sits at least this much of a card's height above the one below,
STEP_MAX = 0.34           # and at most this much (more where the strips would be too thin to read)
KING_SCALE = 0.75         # the King beside the base, at this share of a stone's size
HAND_SHRINK = 0.8         # the smallest your hand's cards get before they overlap (their corners show)
FAN = 5                   # backs shown in another player's face-down fan


class TableGeometry:
    """The geometry part of ``TowerView``."""

    # ------------------------------------------------------------------ sizes and the background
    def _resize_geometry(self) -> None:
        L = self.layout
        px = L.px
        s = theme.scale_for(self.size)
        self._use_fonts({role: theme.px(base, s) for role, base in FONT_BASE.items()})
        self._fit_zones()
        n = self.n
        self.seat_r = [L[f"seat.{p}"] for p in range(n)]
        self.tower_r = [L[f"tower.{p}"] for p in range(n)]
        self.info_r = [L[f"info.{p}"] for p in range(n)]
        self.hand_r = [L[f"hand.{p}"] for p in range(n)]
        self.pad = max(2, px(6))
        self.stone_h, self.step = [], []
        # each covered stone shows a strip with its name: at least a small text's height
        strip = theme.font(self.f["small"]).get_height() * 0.95
        for p in range(n):
            T = self.tower_r[p]
            room = T.h - self.pad
            wide = (T.w - 3 * self.pad) / (CARD_RATIO * (1 + KING_SCALE))
            k = HEIGHT - 1
            step = STEP_MAX if room <= k * strip else max(STEP, min(STEP_MAX, strip / (room - k * strip)))
            h = min(room / (1 + k * step), wide)
            if h >= wide:            # as wide as the zone allows: the stones spread up over its height
                step = min(STEP_MAX, max(step, (room - h) / (k * h)))
            self.stone_h.append(h)
            self.step.append(step)
        R = self.hand_r[0]
        # room above for a picked card to rise into
        self.hand_h = min(R.h * 0.84, R.w / 3.0 / CARD_RATIO)
        self.fan_h = [min(r.h * 0.86, r.w * 0.42 / CARD_RATIO) for r in self.hand_r]
        deck = L["deck"]
        self.badge_r = max(8, px(15))
        self._pill_sizes: dict = {}
        if theme.interface > 1.0:
            # Grown text takes its room from the cards: your hand leaves a band above it for the
            # "new" tags (and the lift of a picked card), the seat's number disc holds its digits.
            tag = theme.font(self.f["chip"], True).get_height() + px(6) // 4 + px(3)
            self.hand_h = max(1.0, min(self.hand_h, (R.h - tag - px(6)) / 1.06))
            badge = theme.font(self.f["badge"], True)
            self.badge_r = max(self.badge_r, (badge.get_height() + px(4)) // 2, (badge.size(str(n))[0] + px(8)) // 2)
        self.label_h = theme.font(self.f["label"]).get_linesize() + px(4)
        self.pile_h = min(deck.h - self.label_h - px(14), deck.w * 0.86 / CARD_RATIO)
        self.pile_step = max(1, px(3))
        self._text_fit.clear()
        self._wrapped.clear()
        self._fans: dict = {}
        self._make_buttons()
        self.bg = self._kept_background()
        # The board (the background with every seat's picture, draw.py) and what each seat position
        # shows on it (position -> key), kept for each seat at the bottom (a board drawn again from
        # the background cost ~3 ms); ten seats at 1920x1080 would keep 80 MB: the latest four.
        self._seat_board, self._seat_pictures = self._kept_for_bottom(
            "_boards", lambda: (self._seat_board, self._seat_pictures), lambda: (self.bg.copy(), {}))
        self._static = None
        self._relayout(instant=True)
        self._plan_warm_faces()
        for s in self.flyers:
            if s.target:
                s.pos = pygame.Vector2(s.target[0])

    def _header_need(self, p: int) -> int:
        """How tall seat position ``p``'s header must be for its grown badge, name and chips (and,
        where the tower's height and score sit in the header strip, their line)."""
        L = self.layout
        chip = theme.font(self.f["chip"], True).get_height() + max(4, self.f["chip"] // 3) // 2
        badge = max(2 * max(8, L.px(15)), theme.font(self.f["badge"], True).get_height() + L.px(4))
        need = max(theme.font(self.f["name"], True).get_height(), chip, badge)
        if p == 0:
            need = max(need, theme.font(self.f["count"], True).get_height())
        return need + max(4, L.px(8))

    def _fit_zones(self) -> None:
        """The layout's zones for this window and interface size. Above 100 % the status band grows to
        hold the turn line and the news line at their grown sizes, and each seat's header to hold its
        badge, name and chips (your seat's also its height and score); the towers, hands and piles
        under them give up that room, squeezed evenly. At 100 % the zones are the layout's own."""
        L = self.layout
        if not self._zones_to_grow():
            return
        self._grow_status_band(0.08)
        rects = L.rects
        for p in range(self.n):
            seat, tower = rects[f"seat.{p}"], rects[f"tower.{p}"]
            grow = self._header_need(p) - (tower.top - seat.top)
            if grow <= 0:
                continue
            info = rects[f"info.{p}"]
            strip = info.top < tower.top - 1          # the height and score in the header strip
            names = [f"tower.{p}", f"hand.{p}"] + ([] if strip else [f"info.{p}"])
            grow = self._push_zones_down(names, tower.top, grow)
            if strip:
                rects[f"info.{p}"] = pygame.Rect(info.x, info.y, info.w, info.h + grow)

    def _plan_warm_faces(self) -> None:
        """Every face at the sizes this layout shows cards (your hand, each tower, the discard pile),
        to be drawn a few a frame while the table is quiet (``warm_art``): a face drawn the first
        time it lands takes about a millisecond, several of them one frame's whole budget."""
        jokers = bool((self.session.options or {}).get("jokers", True))
        sizes = dict.fromkeys(round(h) for h in (self.hand_h, *self.stone_h[:self.n], self.pile_h))
        codes = deck_codes(jokers)
        # the hand's size first
        if self._warm_queue().plan((partial(self.art.face, code, h) for h in sizes for code in codes),
                                   key=(tuple(sizes), jokers)):
            self._warm_sizes = set(sizes)       # kept while the plan stands: sizes added since stay known
            self._warm_codes = codes

    def _warm_size(self, h: float) -> None:
        """A face shown at a size not planned (a hand of many cards shrinks them): the rest of the
        deck at that size is made next, before the hand's next card lands at it."""
        h = round(h)
        if h not in self._warm_sizes:
            self._warm_sizes.add(h)
            self._warm_queue().add(partial(self.art.face, code, h) for code in self._warm_codes)

    def _render_background(self, size) -> pygame.Surface:
        L = self.layout
        bg = night_sky(size, 4040)
        px = L.px
        ui.draw_panel(bg, L["table"], fill=(22, 40, 78), edge=(46, 70, 120), radius=px(22), width=max(1, px(2)))
        for p in range(self.n):
            ui.draw_panel(bg, self.seat_r[p], fill=(30, 46, 88), edge=(62, 86, 140), radius=px(18),
                          width=max(1, px(2)))
            ui.draw_panel(bg, self.tower_r[p], fill=(24, 38, 74), edge=(40, 58, 100), radius=px(10), width=1)
            # where a King would lie, beside the base
            pos, kh = self._king_slot(self.seat_at_pos(p))
            w, h = card_size(kh)
            slot = pygame.Rect(0, 0, w, h)
            slot.center = (round(pos.x), round(pos.y))
            pygame.draw.rect(bg, (44, 62, 104), slot, max(1, px(2)), border_radius=max(2, int(w * 0.1)))
        self._draw_status_band(bg)
        ui.draw_panel(bg, L["buttons"], fill=(24, 36, 70), edge=(62, 86, 140), radius=px(18), width=max(1, px(2)))
        for zone in ("deck", "discard"):
            slot = self._pile_rect(zone)
            pygame.draw.rect(bg, (40, 60, 104), slot.inflate(px(6), px(6)), max(1, px(2)), border_radius=px(10))
        return bg.convert() if pygame.display.get_surface() is not None else bg

    def _make_buttons(self) -> None:
        L = self.layout
        self._set_buttons({
            "discard": ui.Button("Discard  (D)", self._click_discard),
            "cancel": ui.Button("Cancel  (Esc)", self._click_cancel),
        })
        self.buttons["discard"].tooltip = ("Discard the picked card: your whole turn. Or drag a card onto the "
                                           "discard pile.")
        self.buttons["cancel"].tooltip = "Put the picked card back, or call off the choice of a paying card."
        self.buttons["menu"].tooltip = ("Save, load, how to play, settings, or quit to the title. The game is "
                                        "saved after every move.")
        zone = L["buttons"]
        pad, gap = L.px(16), L.px(10)
        bh = max(2 * theme.MIN_TEXT + 6, L.px(54))
        if theme.interface > 1.0:
            # the buttons' words grow like the table's text, and the buttons round them
            # (while the hint above them keeps two lines)
            base = int(bh * 0.5)
            size = theme.grow(base)
            room = (zone.h - 2 * pad - 2 * gap - theme.font(self.f["hint"]).get_linesize() * 2) // 2
            while size > base and theme.font(size, True).get_height() + L.px(12) > room:
                size -= 1
            bh = max(bh, theme.font(size, True).get_height() + L.px(12))
            for b in self.buttons.values():
                b.text_size = size
        bw = (zone.w - 2 * pad - gap) // 2
        if theme.interface > 1.0:
            # a label too wide at the grown size drops its key ("Discard") before it shrinks
            pair = [self.buttons["discard"], self.buttons["cancel"]]
            for b, words in zip(pair, ("Discard", "Cancel")):
                if theme.font(b.text_size, b.primary).size(b.label)[0] > bw - 8:
                    b.label = words
            # and the pair's words keep a margin inside their buttons: one size for both, shrunk
            # toward the 100 % size (a word flush with its button's edge reads as cut)
            size = pair[0].text_size
            while size > base and any(theme.font(size, b.primary).size(b.label)[0] > bw - L.px(28) for b in pair):
                size -= 1
            for b in pair:
                b.text_size = size
        y2 = zone.bottom - pad - bh
        y1 = y2 - gap - bh
        self.buttons["discard"].rect = pygame.Rect(zone.left + pad, y1, bw, bh)
        self.buttons["cancel"].rect = pygame.Rect(zone.left + pad + bw + gap, y1, bw, bh)
        self.buttons["menu"].rect = pygame.Rect(zone.left + pad, y2, zone.w - 2 * pad, bh)
        self.hint_rect = pygame.Rect(zone.left + pad, zone.top + pad, zone.w - 2 * pad, y1 - gap - zone.top - pad)

    # ------------------------------------------------------------------ slots
    def _pile_rect(self, zone: str) -> pygame.Rect:
        r = self.layout[zone]
        w, h = card_size(self.pile_h)
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = (r.centerx, r.top + self.layout.px(8))
        return rect

    def _pile_top(self, zone: str, count: int) -> pygame.Vector2:
        r = self._pile_rect(zone)
        k = self._pile_depth(zone, count)
        return pygame.Vector2(r.centerx - k * self.pile_step, r.centery - k * self.pile_step)

    @staticmethod
    def _pile_depth(zone: str, count: int) -> int:
        """How many cards show under the top one (a thicker pile for more cards)."""
        if count <= 1:
            return 0
        return min(4, (count + (9 if zone == "deck" else 7)) // (10 if zone == "deck" else 8))

    def _tower_base(self, seat: int) -> tuple[float, float, float, float]:
        """(x of the stones' centre, y of the bottom stone's centre, stone height, x of the King's centre)."""
        p = self.pos_of(seat)
        T = self.tower_r[p]
        h = self.stone_h[p]
        w = h * CARD_RATIO
        kw = w * KING_SCALE
        gap = self.pad
        total = w + gap + kw
        left = T.left + (T.w - total) / 2
        return left + w / 2, T.bottom - self.pad / 2 - h / 2, h, left + w + gap + kw / 2

    def _stone_slot(self, seat: int, i: int) -> tuple[pygame.Vector2, float]:
        x, y, h, _kx = self._tower_base(seat)
        return pygame.Vector2(x, y - i * self.step[self.pos_of(seat)] * h), h

    def _king_slot(self, seat: int) -> tuple[pygame.Vector2, float]:
        _x, y, h, kx = self._tower_base(seat)
        kh = h * KING_SCALE
        return pygame.Vector2(kx, y + h / 2 - kh / 2), kh

    def _tower_rect(self, seat: int) -> pygame.Rect:
        """Where a card is dropped on ``seat``'s tower: another player's whole seat panel, your own
        tower zone (your seat also holds your hand)."""
        p = self.pos_of(seat)
        if p == 0:
            return self.tower_r[0].inflate(self.layout.px(16), self.layout.px(16)).clip(self.seat_r[0])
        return self.seat_r[p]

    def _tower_frame(self, seat: int) -> pygame.Rect:
        """What lights up for ``seat``'s tower: its tower zone."""
        return self.tower_r[self.pos_of(seat)]

    def _hand_slot(self, i: int, count: int, cid: int | None = None) -> tuple[pygame.Vector2, float]:
        R = self.hand_r[0]
        h = self.hand_h
        if count > 1:
            # a big hand: smaller cards side by side rather than hidden corners; below HAND_SHRINK they
            # overlap
            fit = (R.w - 4) / (count * 1.04 - 0.04) / CARD_RATIO
            h = max(h * HAND_SHRINK, min(h, fit))
        w = h * CARD_RATIO
        gap = w * 1.04
        step = gap if count <= 1 else min(gap, (R.w - w - 4) / (count - 1))
        width = w + step * max(0, count - 1)
        x = R.left + (R.w - width) / 2 + w / 2 + i * step
        y = R.bottom - h / 2 - self.layout.px(4)
        if cid is not None:
            if cid == self.selected or (self.pending and cid == self.pending.get("card")):
                y -= h * 0.14
            elif self.hover == ("card", cid) or self.focus in (("card", cid), ("pay", cid)):
                y -= h * 0.06
        return pygame.Vector2(x, y), h

    def _fan_center(self, seat: int) -> pygame.Vector2:
        """Where cards fly to and from another player's (or a hidden) hand."""
        p = self.pos_of(seat)
        if p == 0:
            return pygame.Vector2(self.hand_r[0].center)
        r = self._fan_rect(seat)
        return pygame.Vector2(r.center)

    def _fan_rect(self, seat: int) -> pygame.Rect:
        p = self.pos_of(seat)
        R = self.hand_r[p]
        h = self.fan_h[p]
        w = h * CARD_RATIO
        fw = w * (1 + 0.22 * (FAN - 1))
        r = pygame.Rect(0, 0, round(fw), round(h))
        r.center = R.center
        return r

    def _relayout(self, instant: bool = False, duration: float = T_MOVE, lift: set | None = None,
                  ui_only: bool = False) -> None:
        """Send every hand card, stone and King to its slot. ``ui_only``: a hover or pick lift, whose
        tweens do not count as animation (input stays open)."""
        if not self.size:
            return
        self._version += 1
        hand = self.hand_ids()
        pend = self.pending.get("card") if self.pending else None
        for i, cid in enumerate(hand):
            if cid == pend:
                continue
            pos, h = self._hand_slot(i, len(hand), cid)
            self._place(cid, pos, h, instant, duration, lift, ui_only)
        for seat, tower in enumerate(self.d_towers):
            for i, cid in enumerate(tower):
                pos, h = self._stone_slot(seat, i)
                self._place(cid, pos, h, instant, duration, lift, ui_only)
        for seat, king in enumerate(self.d_kings):
            if king is not None:
                pos, h = self._king_slot(seat)
                self._place(king, pos, h, instant, duration, lift, ui_only)
        if self.pending is not None and pend in self.sprites:
            pos, h = self._pending_slot()
            self._place(pend, pos, h, instant, min(duration, 0.25), {pend}, ui_only)

    def _pending_slot(self) -> tuple[pygame.Vector2, float]:
        """Where the stone (or Jack) waiting for its paying card rests: on top of the tower it goes on."""
        p = self.pending
        target = p["target"]
        if p["kind"] == "pay":
            return self._stone_slot(target, len(self.d_towers[target]))
        top = len(self.d_towers[target]) - 1
        pos, h = self._stone_slot(target, max(0, top))
        return pos + pygame.Vector2(h * CARD_RATIO * 0.45, -h * self.step[self.pos_of(target)] * 0.6), h
