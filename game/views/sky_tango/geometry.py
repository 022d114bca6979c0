"""Where everything on the Sky Tango table sits: fonts and card sizes from the layout, the still
background, the buttons, and the slot of every row card, hand card, heap and pile.

A row (``sun.P`` / ``moon.P``) shows its emblem at the left, then its stacks left to right. A stack is
fanned downward, bottom card first, each card above it a little lower (``FAN`` of a card's height), so
the corner of a card under an eclipse shows. A long row compresses: its cards overlap evenly, always
inside the row's own zone, with the number in each card's top-left corner still showing. Either end
keeps a narrow slot free (``ghost``): where a card laid at that end would go, lit while dragging.
``TableGeometry`` is mixed into ``TangoView`` (view.py); ``_relayout`` sends every resting card to
its slot.
"""
from __future__ import annotations

from functools import partial
from itertools import chain

import pygame

from ... import theme
from ...widgets import ui
from ..base import night_sky
from .art import CARD_RATIO, card_size
from .timing import T_MOVE

# Each text role's pixel size in a 1280x720 window (``theme.px`` grows it with the window).
FONT_BASE = {
    "name": 16, "chip": 13, "status": 21, "small": 14, "label": 14, "count": 17, "big": 26, "banner": 56,
    "banner_sub": 20, "hint": 14, "badge": 14, "float": 26, "tag": 13, "row": 15, "dialog": 17,
}

FAN = 0.24                # each card of a stack sits this much of a card's height below the one under it
DEPTH = 3                 # stacks this deep fit the row at the full step (deeper ones squeeze)
HAND_SHRINK = 0.78        # the smallest your hand's cards get before they overlap
HAND_PLANNED = 12         # hand sizes whose cards are made ahead (``_plan_warm_up``); more is rare
FANNED = 5                # backs shown in another player's face-down fan
KINDS = ("sun", "moon")
TEAM_COLOURS = ((86, 214, 176), (240, 122, 182))     # the two teams of partners
TEAM_NAMES = ("Team teal", "Team rose")


class RowGeom:
    """One row's slots: card size, the x of each stack, the y of each card in a stack, the end slots."""

    __slots__ = ("h", "w", "content", "x0", "step", "top", "fstep", "left", "right", "count")

    def center(self, i: int, j: int) -> pygame.Vector2:
        return pygame.Vector2(self.x0 + i * self.step, self.top + j * self.fstep)

    def stack_rect(self, i: int) -> pygame.Rect:
        """Stack ``i``'s part of the row: the strip of it that shows (the whole card for the last)."""
        left = self.x0 + i * self.step - self.w / 2
        width = self.w if i == self.count - 1 else max(4.0, min(self.w, self.step))
        return pygame.Rect(round(left), self.content.top, round(width), self.content.h)

    def card_rect(self, i: int, j: int) -> pygame.Rect:
        c = self.center(i, j)
        w, h = card_size(self.h)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(c.x), round(c.y))
        return r

    def span(self, first: int, length: int) -> pygame.Rect:
        """The rect around stacks ``first`` .. ``first + length - 1`` (a run), whole cards."""
        a = self.card_rect(first, 0)
        b = self.card_rect(first + length - 1, 0)
        return pygame.Rect(a.left, self.content.top, b.right - a.left, self.content.h)


class TableGeometry:
    """The geometry part of ``TangoView``."""

    # ------------------------------------------------------------------ sizes and the background
    def _resize_geometry(self) -> None:
        L = self.layout
        px = L.px
        s = theme.scale_for(self.size)
        self._use_fonts({role: theme.px(base, s) for role, base in FONT_BASE.items()})
        self._fit_zones()
        n = self.n
        self.seat_r = [L[f"seat.{p}"] for p in range(n)]
        self.row_r = [{kind: L[f"{kind}.{p}"] for kind in KINDS} for p in range(n)]
        self.heap_r = [L[f"heap.{p}"] for p in range(n)]
        self.hand_r = [L[f"hand.{p}"] for p in range(n)]
        self.pad = max(2, px(5))
        self.row_h, self.label_w = [], []
        for p in range(n):
            Z = self.row_r[p]["sun"]
            self.row_h.append((Z.h - 2 * self.pad) / (1 + FAN * (DEPTH - 1)))
            self.label_w.append(round(min(Z.h * 0.3, px(40))) + 2 * self.pad)
        R = self.hand_r[0]
        self.hand_h = min(R.h * 0.84, R.w / 3.0 / CARD_RATIO)
        self.fan_h = [min(r.h * 0.7, r.w * 0.5 / CARD_RATIO) for r in self.hand_r]
        self.label_h = theme.font(self.f["label"]).get_linesize() + px(4)
        self.fan_label = [self.f["label"]] * n
        self.badge_r = max(8, px(14))
        self._pill_sizes: dict = {}
        if theme.interface > 1.0:
            # Grown text takes its room from the cards beside it: your hand leaves a band above it
            # for "Play another card" and the "new" tags, another hand's fan its "in hand" line.
            band = theme.font(self.f["name"], True).get_linesize() + px(8) + px(2)
            self.hand_h = min(self.hand_h, R.h - band - px(4))
            self.fan_label = [self._label_under(r.h, px(12)) for r in self.hand_r]
            self.fan_h = [max(1.0, min(h, r.h - theme.font(size).get_linesize() - px(12)))
                          for h, r, size in zip(self.fan_h, self.hand_r, self.fan_label)]
            self.badge_r = max(self.badge_r, (theme.font(self.f["badge"], True).get_height() + px(4)) // 2)
        deck = L["deck"]
        self.pile_label = self._label_under(deck.h, px(18))
        self.heap_label = [self._label_under(r.h, px(18)) for r in self.heap_r]
        self.pile_h = min(deck.h - self._label_h(self.pile_label) - px(14), deck.w * 0.8 / CARD_RATIO)
        self.pile_step = max(1, px(3))
        self.heap_h = [min(r.h - self._label_h(size) - px(14), r.w * 0.7 / CARD_RATIO)
                       for r, size in zip(self.heap_r, self.heap_label)]
        self._text_fit.clear()
        self._wrapped.clear()
        self._fans: dict = {}
        self._confirm_was = False
        self._glows: dict = {}
        self._make_buttons()
        self._plan_warm_up()
        self.bg = self._kept_background()
        self._keep_still_of_bottom()
        self._relayout(instant=True)
        for sp in self.flyers:
            if sp.target:
                sp.pos = pygame.Vector2(sp.target[0])

    def _keep_still_of_bottom(self) -> None:
        """The still picture and its regions (draw.py) are kept for each seat at the bottom, four
        at most (``_kept_for_bottom``): coming back to a seat redraws only the regions that changed
        since, not the whole picture (5-7 ms at 1920x1080)."""
        # region name -> (key, rect, picture, private faces in it); -> (key, rect) the still picture
        # shows now; -> the private faces it shows
        self._static, self._regions, self._drawn, self._private_of, self._full_key = self._kept_for_bottom(
            "_stills", lambda: (self._static, self._regions, self._drawn, self._private_of, self._full_key),
            lambda: (None, {}, {}, {}, None))

    def _label_h(self, size: int) -> int:
        return theme.font(size).get_linesize() + self.layout.px(4)

    def _label_under(self, zone_h: float, room: float) -> int:
        """The size of the words under a card (a pile, a heap, a fan) in a zone ``zone_h`` high whose
        margins take ``room``: grown with the interface size while the card keeps 55 % of the zone
        (its count pill says the number large), never below the 100 % size."""
        size = self.f["label"]
        size = self._shrunk(size, lambda size: theme.font(size).get_linesize() + room > zone_h * 0.45)
        return size

    def _fit_zones(self) -> None:
        """The layout's zones for this window and interface size. Above 100 % the status band grows to
        hold the turn line and the news line at their grown sizes, and each seat's header to hold its
        name, chips and points; what lies under them (rows, heaps, hands, piles, buttons) gives up
        that room, squeezed evenly. At 100 % the zones are the layout's own."""
        L = self.layout
        if not self._zones_to_grow():
            return
        self._grow_status_band(0.1)
        rects = L.rects
        chip = theme.font(self.f["chip"], True).get_height() + max(4, self.f["chip"] // 3) // 2
        need = max(theme.font(self.f["name"], True).get_height(), theme.font(self.f["count"], True).get_height(),
                   theme.font(self.f["badge"], True).get_height() + L.px(4), chip) + max(4, L.px(10))
        for p in range(self.n):
            seat, sun = rects[f"seat.{p}"], rects[f"sun.{p}"]
            grow = need - (sun.top - seat.top)
            if grow <= 0:
                continue
            names = [f"sun.{p}", f"moon.{p}", f"heap.{p}"] + ([f"hand.{p}"] if p else [])
            self._push_zones_down(names, sun.top, grow)

    def _plan_warm_up(self) -> None:
        """The faces this size of the table will show, made a few per frame (``warm_art``) so that no
        card's first appearance costs a frame its smoothness."""
        from .art import faces
        # the piles' size too: a card drawn face up (the demo shows every hand) starts its flight
        # there. A hand of many cards shrinks them (``_hand_slot``), so each size a hand may take
        # comes last: the whole hand changes size the moment its count does
        hand = [self._hand_slot(0, count)[1] for count in range(1, HAND_PLANNED + 1)]
        sizes = hand[:1] + list(self.row_h) + list(self.heap_h) + [self.pile_h] + hand[1:]
        heights = list(dict.fromkeys(card_size(h)[1] for h in sizes))
        strips = dict.fromkeys(card_size(h)[1] for h in self.row_h)
        self._warm_queue().plan(chain((partial(self.art.face, code, h) for h in heights for code in faces()),
                                      (partial(self.art.strip, code, h, FAN * h + 1) for h in strips for code in faces())),
                                key=(tuple(heights), tuple(strips)))

    def _render_background(self, size) -> pygame.Surface:
        L = self.layout
        bg = night_sky(size, 2929)
        px = L.px
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            edge = self._team_colour(seat, dim=True) or (62, 86, 140)
            ui.draw_panel(bg, self.seat_r[p], fill=(30, 46, 88), edge=edge, radius=px(18), width=max(1, px(3)))
            for kind in KINDS:
                Z = self.row_r[p][kind]
                fill = (40, 40, 70) if kind == "sun" else (24, 38, 80)
                ui.draw_panel(bg, Z, fill=fill, edge=(48, 64, 108), radius=px(10), width=1)
                size_e = self.label_w[p] - 2 * self.pad
                emb = self.art.emblem(kind, size_e)
                bg.blit(emb, emb.get_rect(center=(Z.left + self.label_w[p] // 2, Z.top + Z.h * 0.3)))
            ui.draw_panel(bg, self.heap_r[p], fill=(24, 38, 74), edge=(40, 58, 100), radius=px(10), width=1)
        self._draw_status_band(bg)
        ui.draw_panel(bg, L["table"], fill=(22, 40, 78), edge=(46, 70, 120), radius=px(18), width=max(1, px(2)))
        ui.draw_panel(bg, L["buttons"], fill=(24, 36, 70), edge=(62, 86, 140), radius=px(18), width=max(1, px(2)))
        for zone in ("deck", "discard"):
            slot = self._pile_rect(zone)
            pygame.draw.rect(bg, (40, 60, 104), slot.inflate(px(6), px(6)), max(1, px(2)), border_radius=px(10))
        return bg.convert() if pygame.display.get_surface() is not None else bg

    def _team_colour(self, seat: int, dim: bool = False):
        """The colour of ``seat``'s team (partners), or None without partners."""
        k = self.team_of(seat)
        if k is None:
            return None
        c = TEAM_COLOURS[k % len(TEAM_COLOURS)]
        return tuple(int(v * 0.75) for v in c) if dim else c

    def _make_buttons(self) -> None:
        L = self.layout
        self._set_buttons({
            "clear": ui.Button("Clear  (C)", self._click_clear, primary=True),
            "stop": ui.Button("Stop  (S)", self._click_stop),
            "destroy": ui.Button("Self-destruct  (X)", self._click_destroy),
            "cancel": ui.Button("Cancel  (Esc)", self._click_cancel),
        })
        self.buttons["clear"].tooltip = ("Clear the runs you picked (click the glowing runs in your rows first): "
                                         "your whole turn.")
        self.buttons["stop"].tooltip = ("Only when nothing is left to draw: stop playing for the rest of the game "
                                        "(your hand then counts nothing).")
        self.buttons["destroy"].tooltip = ("Self-destruct: your hand and your rows go to the discard pile; you draw "
                                           "5 at your next turn. It asks first.")
        self.buttons["cancel"].tooltip = "Put the picked card back, or forget the runs picked for clearing."
        self.buttons["menu"].tooltip = ("Save, load, how to play, settings, or quit to the title. The game is "
                                        "saved after every move.")
        zone = L["buttons"]
        pad, gap = L.px(14), L.px(10)
        bh = max(2 * theme.MIN_TEXT + 6, L.px(50))
        status_100 = theme.px(FONT_BASE["status"], theme.scale_for(self.size))
        size = max(theme.MIN_TEXT, min(int(bh * 0.42), status_100))
        if theme.interface > 1.0:
            # the buttons' words grow like the table's text, and the buttons round them
            size = theme.grow(size)
            bh = max(bh, theme.font(size, True).get_height() + L.px(14))
        bw = (zone.w - 2 * pad - gap) // 2
        y3 = zone.bottom - pad - bh
        y2 = y3 - gap - bh
        y1 = y2 - gap - bh
        left, right = zone.left + pad, zone.left + pad + bw + gap
        self.buttons["clear"].rect = pygame.Rect(left, y1, bw, bh)
        self.buttons["stop"].rect = pygame.Rect(right, y1, bw, bh)
        self.buttons["destroy"].rect = pygame.Rect(left, y2, bw, bh)
        self.buttons["cancel"].rect = pygame.Rect(right, y2, bw, bh)
        self.buttons["menu"].rect = pygame.Rect(left, y3, zone.w - 2 * pad, bh)
        shorter = {"clear": ("Clear  (C)", "Clear"), "stop": ("Stop  (S)", "Stop"),
                   "destroy": ("Self-destruct  (X)", "Self-destruct", "Destroy"),
                   "cancel": ("Cancel  (Esc)", "Cancel")}
        floor = max(theme.MIN_TEXT, round(size / theme.interface))
        for key, b in self.buttons.items():
            b.text_size = size
            labels = shorter.get(key, (b.label,))
            room = b.rect.w - L.px(12)
            label = next((s for s in labels if theme.font(size, b.primary).size(s)[0] <= room), None)
            if label is None and floor < size:
                # none fits at the grown size: the longest that fits at the 100 % size, drawn as large
                # as it fits
                label = next((s for s in labels if theme.font(floor, b.primary).size(s)[0] <= room), None)
            b.label = label or labels[-1]
        self.hint_rect = pygame.Rect(left, zone.top + pad, zone.w - 2 * pad, y1 - gap - zone.top - pad)
        # the self-destruct question: a panel over the table with two buttons
        banner = L["banner"]
        w = min(banner.w, L.px(900))
        h = max(L.px(250), 8 * theme.MIN_TEXT)
        if theme.interface > 1.0:
            # room for the title, five lines of what is lost and the buttons, at the grown sizes
            w = min(banner.w, round(L.px(900) * theme.interface))
            need = (L.px(20) + theme.font(self.f["big"], True).get_height()
                    + 5 * theme.font(self.f["dialog"]).get_linesize() + L.px(8) + bh + pad)
            h = max(h, min(need, L.bounds.bottom - L["status"].bottom - 2 * pad))
        self.dialog_rect = pygame.Rect(0, 0, w, h)
        self.dialog_rect.center = banner.center
        if theme.interface > 1.0:
            area = pygame.Rect(L.bounds.left, L["status"].bottom + pad, L.bounds.w,
                               L.bounds.bottom - L["status"].bottom - 2 * pad)
            self.dialog_rect.clamp_ip(area)
        dw = (w - 3 * pad) // 2
        dy = self.dialog_rect.bottom - pad - bh
        self.dialog_buttons = {
            "yes": ui.Button("Self-destruct  (Enter)", self._confirm_destroy, primary=True),
            "no": ui.Button("Keep playing  (Esc)", self._cancel_confirm),
        }
        self.dialog_buttons["yes"].rect = pygame.Rect(self.dialog_rect.left + pad, dy, dw, bh)
        self.dialog_buttons["no"].rect = pygame.Rect(self.dialog_rect.left + 2 * pad + dw, dy, dw, bh)
        for b in self.dialog_buttons.values():
            b.text_size = self.buttons["clear"].text_size

    # ------------------------------------------------------------------ slots
    def _pile_rect(self, zone: str) -> pygame.Rect:
        r = self.layout[zone]
        w, h = card_size(self.pile_h)
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = (r.centerx, r.top + self.layout.px(8))
        return rect

    def _pile_top(self, zone: str, count: int) -> pygame.Vector2:
        r = self._pile_rect(zone)
        k = self._pile_depth(count)
        return pygame.Vector2(r.centerx - k * self.pile_step, r.centery - k * self.pile_step)

    @staticmethod
    def _pile_depth(count: int) -> int:
        """How many cards show under the top one (a thicker pile for more cards)."""
        return 0 if count <= 1 else min(4, (count + 9) // 10)

    def _heap_rect(self, seat: int) -> pygame.Rect:
        p = self.pos_of(seat)
        r = self.heap_r[p]
        w, h = card_size(self.heap_h[p])
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = (r.centerx, r.top + self.layout.px(6))
        return rect

    def _row_zone(self, seat: int, kind: str) -> pygame.Rect:
        return self.row_r[self.pos_of(seat)][kind]

    def _row_geom(self, seat: int, kind: str, count: int | None = None) -> RowGeom:
        """Where ``seat``'s ``kind`` row puts its stacks (``count`` of them; by default as many as it has)."""
        p = self.pos_of(seat)
        Z = self.row_r[p][kind]
        px = self.layout.px
        pad = self.pad
        g = RowGeom()
        row = self.d_rows[seat][kind]
        n = len(row) if count is None else count
        g.count = n
        lab = self.label_w[p]
        g.content = pygame.Rect(Z.left + lab, Z.top + pad, Z.w - lab - pad, Z.h - 2 * pad)
        h = self.row_h[p]
        w = h * CARD_RATIO
        ghost = max(w * 0.42, px(16))
        gap = max(2, px(4))
        avail = g.content.w - 2 * ghost - 2 * gap
        natural = w * 1.06
        if n > 1 and (avail - w) / (n - 1) < w * 0.26:
            # a very long row: smaller cards, so each number still shows in its corner
            h = max(h * 0.6, min(h, avail / (1 + 0.26 * (n - 1)) / CARD_RATIO))
            w = h * CARD_RATIO
        step = natural if n <= 1 else min(w * 1.06, (avail - w) / (n - 1))
        g.h, g.w, g.step = h, w, max(1.0, step)
        g.x0 = g.content.left + ghost + gap + w / 2
        depth = max([len(s) for s in row] + [1])
        room = g.content.h - h
        g.fstep = FAN * h if depth <= DEPTH else max(1.0, room / (depth - 1))
        g.fstep = min(g.fstep, room / max(1, depth - 1)) if depth > 1 else g.fstep
        g.top = g.content.top + h / 2
        ch = round(h)
        g.left = pygame.Rect(g.content.left, g.content.top, round(ghost), ch)
        last_right = g.x0 + (max(1, n) - 1) * g.step + w / 2
        g.right = pygame.Rect(round(last_right + gap), g.content.top, round(ghost), ch)
        return g

    def _hand_slot(self, i: int, count: int, cid: int | None = None) -> tuple[pygame.Vector2, float]:
        R = self.hand_r[0]
        h = self.hand_h
        if count > 1:
            fit = (R.w - 4) / (count * 1.04 - 0.04) / CARD_RATIO
            h = max(h * HAND_SHRINK, min(h, fit))
        w = h * CARD_RATIO
        gap = w * 1.04
        step = gap if count <= 1 else min(gap, (R.w - w - 4) / (count - 1))
        width = w + step * max(0, count - 1)
        x = R.left + (R.w - width) / 2 + w / 2 + i * step
        y = R.bottom - h / 2 - self.layout.px(4)
        if cid is not None:
            if cid == self.selected:
                y -= h * 0.12
            elif self.hover == ("card", cid) or self.focus == ("card", cid):
                y -= h * 0.05
        return pygame.Vector2(x, y), h

    def _fan_rect(self, seat: int) -> pygame.Rect:
        p = self.pos_of(seat)
        R = self.hand_r[p]
        h = self.fan_h[p]
        w = h * CARD_RATIO
        fw = w * (1 + 0.18 * (FANNED - 1))
        r = pygame.Rect(0, 0, round(fw), round(h))
        r.midtop = (R.centerx, R.top + self.layout.px(4))
        return r

    def _fan_center(self, seat: int) -> pygame.Vector2:
        """Where cards fly to and from another player's (or a hidden) hand."""
        if self.pos_of(seat) == 0:
            return pygame.Vector2(self.hand_r[0].center)
        return pygame.Vector2(self._fan_rect(seat).center)

    def _fan_height(self, seat: int) -> float:
        p = self.pos_of(seat)
        return self.hand_h if p == 0 else self.fan_h[p]

    def _relayout(self, instant: bool = False, duration: float = T_MOVE, lift: set | None = None,
                  ui_only: bool = False) -> None:
        """Send every hand card and row card to its slot. ``ui_only``: a hover or pick lift, whose
        tweens do not count as animation (input stays open)."""
        if not self.size:
            return
        self._version += 1
        hand = self.hand_ids()
        for i, cid in enumerate(hand):
            pos, h = self._hand_slot(i, len(hand), cid)
            self._place(cid, pos, h, instant, duration, lift, ui_only)
        for seat in range(self.n):
            for kind in KINDS:
                row = self.d_rows[seat][kind]
                if not row:
                    continue
                g = self._row_geom(seat, kind)
                for i, stack in enumerate(row):
                    for j, cid in enumerate(stack):
                        self._place(cid, g.center(i, j), g.h, instant, duration, lift, ui_only)
