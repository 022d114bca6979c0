"""Tower at the table: its zones and where they sit, its buttons, and the towers drawn stone by stone.

Zones come from ``assets/layouts/tower-N.tmx`` (N players): ``seat.P``, ``tower.P`` (the stones,
bottom first and growing upward, and the King beside the base), ``info.P`` (height and score) and
``hand.P`` for the P-th seat clockwise from the bottom, and ``status``, ``buttons``, ``table``,
``deck``, ``discard`` and ``banner``. A tower's stones stand in its zone, each a little higher and in
front of the one below (``STEP`` to ``STEP_MAX`` of a card's height: enough for a strip with the
stone's name), the King beside the base at three quarters of a card's size. Above 100 % the other
seats fold: a folded tower lies in a row, the King after it, its cards drawn compact (a large rank),
each covered stone's rank whole in sight; where the row cannot show them all, in a pile under its top stone.

Playing: drag a card from your hand onto a tower or the discard pile (or click it, then the place);
a stone on your tower (but the bottom one) and a Jack on another tower then wait for their paying
card: the ones that will do light up in your hand (``moves.py``). Everything else (the shown model,
animation, the mouse and the keys, the still picture) is the kit's (``game/tables/kit``); the words
are in ``narration.py`` and ``tooltips.py``, the cards' names in ``words.py``, their art in ``art.py``.
"""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets import ui
from ...widgets.art import card_rect
from ...wording import plural
from ..base import GOLD, StillPart
from ..kit.table import CardTable
from ..kit.zones import Pile, RestingZone, Zone
from .art import CARD_RATIO, COMPACT_BELOW, compact_reach, deck_codes, default_art
from .moves import TowerMoves
from .narration import TowerWords
from .shown import shown_from
from .tooltips import TowerTips
from .words import CANCEL_BUTTON, DISCARD_BUTTON, HEIGHT, value

# Each text role's pixel size in a 1280x720 window (``theme.px`` grows it with the window).
FONT_BASE = {
    "name": 17, "chip": 13, "status": 21, "small": 15, "label": 14, "count": 18, "big": 28, "banner": 60,
    "banner_sub": 20, "guide": 15, "badge": 15, "float": 26, "tag": 14,
}

STEP = 0.2                # each stone sits at least this much of a card's height above the one below,
STEP_MAX = 0.34           # and at most this much (more where the strips would be too thin to read)
KING_SCALE = 0.75         # the King beside the base, at this share of a stone's size
ROW_GAP = 1.04            # a folded tower's stones are this many card widths apart where the row has room,
PILE_GAP = 0.06           # and this many where its ranks do not all fit whole: a pile, no covered rank in sight


class TowerZone(Zone):
    """A seat's tower: its stones bottom first, each covered one showing a strip with its name."""

    def slot(self, t, i, count):
        return t.stone_slot(self.seat, i)

    def origin(self, t):
        return pygame.Vector2(self.rect.center), t.stone_h[0]

    def target_at(self, t, card, pos):
        return ("tower", self.seat) if t.tower_drop_rect(self.seat).collidepoint(pos) else None

    def key(self, t):
        return (t.resting_key(t.model.ids(self.name)), t.paying_on(self.seat), t.size)

    def draw(self, t, surface):
        stones = t.model.ids(self.name)
        covered = stones if t.paying_on(self.seat) else stones[:-1]     # a stone may wait on top
        p = t.pos_of(self.seat)
        for cid in stones:
            r = t._draw_resting(surface, cid)
            code = t.code(cid)
            # a folded tower's row shows each stone's rank in its corner: no strips
            if r is not None and cid in covered and code and not t.folded[p]:
                strip = t.art.strip(code, r.w, max(4, round(r.h * t.step[p])))
                surface.blit(strip, (r.left, r.bottom - strip.get_height()))


class KingZone(RestingZone):
    """The King beside a tower's base."""

    def slots(self, t, cards):
        for cid in cards:
            yield cid, *t.king_slot(self.seat)

    def origin(self, t):
        return t.king_slot(self.seat)


class TowerTable(TowerWords, TowerTips, CardTable):
    """Draws a Tower session and turns gestures into commands (see the module docstring)."""

    LAYOUT = "tower-{n}"
    FONT_BASE = FONT_BASE
    MOVES = TowerMoves
    ART = staticmethod(default_art)
    RESTING = ("hand", "tower", "king")
    shown_from = staticmethod(shown_from)
    KEYS = {pygame.K_d: "_click_discard"}
    # TO PLAY in a narrow seat (``_seat_chips``) gives way as TO PLAY does
    CHIP_RANK = {**CardTable.CHIP_RANK, "PLAYS": CardTable.CHIP_RANK["TO PLAY"]}
    # a long grown hand overlaps only while each card keeps its whole "10" in sight (its ink reaches a
    # fifth of the card's width: a hidden "0" reads as an ace), then its cards shrink
    GROWN_CORNER = 0.205

    # ------------------------------------------------------------------ facts
    def paying_on(self, seat: int) -> bool:
        """A stone waits on top of ``seat``'s tower for its construction card."""
        c = self.choice
        return c is not None and c.kind == "pay" and c.target[1] == seat

    def _seat_chips(self, seat: int) -> list:
        """A folded seat's TO PLAY says PLAYS where its name and chips would not fit at the reading floor."""
        chips = super()._seat_chips(seat)
        if not self.folded[self.pos_of(seat)] or not any(c[0] == "TO PLAY" for c in chips):
            return chips        # nothing to measure: every redraw of the picture asks every seat's chips
        px, head, size = self.layout.px, self._head_rect(self.pos_of(seat)), self._least_grown(self.f["chip"])
        need = sum(theme.font(size, True).size(c[0])[0] + 2 * max(4, size // 3) + px(6) for c in chips)
        name = theme.font(self.f["name"], True).size(self.name(seat))[0]
        if self._name_left(head) + name + px(12) + need <= head.right - px(3):
            return chips
        return [("PLAYS", *c[1:]) if c[0] == "TO PLAY" else c for c in chips]

    def tower_value(self, seat: int) -> int:
        return sum(value(self.code(c)) or 0 for c in self.model.ids(f"tower.{seat}") if self.code(c))

    def king_of(self, seat: int) -> int | None:
        king = self.model.ids(f"king.{seat}")
        return king[0] if king else None

    # ------------------------------------------------------------------ sizes and zones
    def _sizes(self) -> None:
        L = self.layout
        px = L.px
        self.seat_r, self.tower_r, self.info_r, self.hand_r = map(self.per_seat, ("seat", "tower", "info", "hand"))
        self.pad = max(2, px(6))
        self.folded = [p > 0 and theme.interface > 1.0 for p in range(self.n)]
        self.stone_h, self.step = [], []
        # each covered stone shows a strip with its name: at least a small text's height
        strip = theme.font(self.f["small"]).get_height() * 0.95
        for p in range(self.n):
            T = self.tower_r[p]
            if self.folded[p]:
                self._fold_tower(T)
                continue
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
        # room for three cards side by side; grown, the hand overlaps more instead
        across = 3.0 if theme.interface == 1.0 else 2.0
        self.hand_h = min(R.h * 0.84, R.w / across / CARD_RATIO)      # room above for a picked card to rise into
        self.fan_h = [min(r.h * 0.86, r.w * 0.42 / CARD_RATIO) for r in self.hand_r]
        self.badge_r = self._badge_radius(15)
        if theme.interface > 1.0:
            # Grown text takes its room from the cards: your hand leaves a band above it for the
            # "new" tags (and the lift of a picked card).
            tag = theme.font(self.f["chip"], True).get_height() + px(6) // 4 + px(3)
            self.hand_h = max(1.0, min(self.hand_h, (R.h - tag - px(6)) / 1.06))
        self.pile_h = self.card_over_words(L["deck"], self.f["label"], 0.86)
        self.card_h = self.hand_h

    def _fold_tower(self, T: pygame.Rect) -> None:
        """A folded tower's row across ``T``: room for six stones (``_row_step`` lays them) and the
        King after them, as tall as it holds while drawn compact, whose large rank reads from a couch."""
        h = min(T.h - self.pad, COMPACT_BELOW - 1, (T.w - 3 * self.pad) / (2 * CARD_RATIO))
        w = h * CARD_RATIO
        room = (T.w - 3 * self.pad - 2 * w) / (HEIGHT - 1)      # from the first stone to the sixth
        self.stone_h.append(h)
        self.step.append(min(w * ROW_GAP, room) / h)

    def _row_step(self, seat: int) -> float:
        """How far apart a folded tower's stones lie (a share of their height): spread over its row's room
        where every covered rank then shows whole, else piled, the top stone's rank alone in sight."""
        stones = self.model.ids(f"tower.{seat}")
        covered = stones if self.paying_on(seat) else stones[:-1]
        spread = min(self.step[self.pos_of(seat)] * (HEIGHT - 1) / max(1, len(covered)), ROW_GAP * CARD_RATIO)
        whole = all(spread >= compact_reach(self.code(cid)) * CARD_RATIO for cid in covered)
        return spread if whole else PILE_GAP * CARD_RATIO

    def _declare_zones(self) -> list:
        L = self.layout
        zones = [Pile("deck", L["deck"], self, "Draw pile"),
                 Pile("discard", L["discard"], self,
                      lambda n: [f"Discard · {n}", f"Discard {n}", "Discard"] if n else ["Discard"],
                      face_up=True, per_layer=8, droppable=True)]
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            zones.append(TowerZone(f"tower.{seat}", self.tower_r[p]))
            zones.append(KingZone(f"king.{seat}", self.tower_r[p]))
            # grown: your hand overlaps more rather than shrink its cards
            zones.append(self._hand_zone(p, 0.8 if theme.interface == 1.0 else 1.0, 0.22))
        return zones

    # the header grows over the tower, the hand and (but in your seat's header strip) the scores
    HEADER_ABOVE = "tower"
    HEAD_DROP = 2
    STATUS_GROWS = 0.08

    def _head_counts(self, p: int) -> bool:
        return p == 0           # your tower's height and score sit in your header

    def _under_header(self, p: int) -> list[str]:
        return [f"tower.{p}", f"hand.{p}"] + ([] if self._head_counts(p) else [f"info.{p}"])

    def _header_grew(self, p: int, grow: int) -> None:
        if self._head_counts(p):
            info = self.layout.rects[f"info.{p}"]
            self.layout.rects[f"info.{p}"] = pygame.Rect(info.x, info.y, info.w, info.h + grow)

    def _plan_warm_faces(self) -> None:
        """Every face at the sizes this layout shows cards: your hand, each tower, the discard pile."""
        jokers = bool((self.session.options or {}).get("jokers", True))
        self._warm_faces(deck_codes(jokers), (self.hand_h, *self.stone_h[:self.n], self.pile_h), key=jokers)

    SKY = 4040

    def _draw_seat_panels(self, bg: pygame.Surface) -> None:
        """The seats, each tower's place and, beside its base, where a King would lie."""
        super()._draw_seat_panels(bg)
        px = self.layout.px
        for p in range(self.n):
            ui.draw_panel(bg, self.tower_r[p], fill=(24, 38, 74), edge=(40, 58, 100), radius=px(10), width=1)
            pos, kh = self.king_slot(self.seat_at_pos(p))
            slot = card_rect(kh, center=(round(pos.x), round(pos.y)))
            pygame.draw.rect(bg, (44, 62, 104), slot, max(1, px(2)), border_radius=max(2, int(slot.w * 0.1)))

    def _make_buttons(self) -> None:
        self._set_buttons({
            "discard": ui.Button("Discard  (D)", self._click_discard, tooltip=DISCARD_BUTTON),
            "cancel": ui.Button("Cancel  (Esc)", self.cancel_choice, tooltip=CANCEL_BUTTON),
        })
        # grown, a map whose buttons lie in a narrow column says so: "discard/cancel/menu", one a row
        rows = self.layout.properties.get("buttons-200") if theme.interface > 1.0 else None
        self._place_buttons([row.split() for row in (rows or "discard cancel/menu").split("/")],
                            {"discard": ("Discard  (D)", "Discard"), "cancel": ("Cancel  (Esc)", "Cancel"),
                             "menu": ("Menu  (Esc)", "Menu")})

    def _sync_buttons(self) -> None:
        busy = self.human_actor() is not None and (self.selected is not None or self.choice is not None)
        self.buttons["discard"].enabled = busy
        self.buttons["cancel"].enabled = busy

    def _click_discard(self) -> None:
        if self.human_actor() is None:
            return
        cid = self.selected if self.selected is not None else (self.choice.card if self.choice else None)
        if cid is None and self.focus and self.focus[0] == "card":
            cid = self.focus[1]
        if cid is None:
            self.rejected("Pick the card to discard first (click it or press its number), or drag it onto the "
                          "discard pile.", at=self.target_rect(("discard",)))
            return
        self.choice = None
        self.play(cid, ("discard",))

    # ------------------------------------------------------------------ slots
    def _tower_base(self, seat: int) -> tuple[float, float, float, float]:
        """(x of the stones' centre, y of the bottom stone's centre, stone height, x of the King's centre)."""
        p = self.pos_of(seat)
        T = self.tower_r[p]
        h = self.stone_h[p]
        w = h * CARD_RATIO
        if self.folded[p]:        # a row from the left, the King after the sixth stone's place
            first = T.left + self.pad + w / 2
            return first, T.centery, h, first + (HEIGHT - 1) * self.step[p] * h + w + self.pad
        kw = w * KING_SCALE
        left = T.left + (T.w - w - self.pad - kw) / 2
        return left + w / 2, T.bottom - self.pad / 2 - h / 2, h, left + w + self.pad + kw / 2

    def stone_slot(self, seat: int, i: int) -> tuple[pygame.Vector2, float]:
        x, y, h, _kx = self._tower_base(seat)
        p = self.pos_of(seat)
        if self.folded[p]:
            return pygame.Vector2(x + i * self._row_step(seat) * h, y), h
        return pygame.Vector2(x, y - i * self.step[p] * h), h

    def king_slot(self, seat: int) -> tuple[pygame.Vector2, float]:
        _x, y, h, kx = self._tower_base(seat)
        kh = h if self.folded[self.pos_of(seat)] else h * KING_SCALE
        return pygame.Vector2(kx, y + h / 2 - kh / 2), kh

    def tower_drop_rect(self, seat: int) -> pygame.Rect:
        """Where a card drops on ``seat``'s tower: another's whole seat, your tower's zone (yours holds your hand)."""
        p = self.pos_of(seat)
        if p == 0:
            return self.tower_r[0].inflate(self.layout.px(16), self.layout.px(16)).clip(self.seat_r[0])
        return self.seat_r[p]

    def _choice_slot(self, choice) -> tuple[pygame.Vector2, float]:
        """The stone (or Jack) waiting for its paying card rests on top of the tower it goes on."""
        seat = choice.target[1]
        stones = self.model.ids(f"tower.{seat}")
        if choice.kind == "pay":
            return self.stone_slot(seat, len(stones))
        pos, h = self.stone_slot(seat, max(0, len(stones) - 1))
        return pos + pygame.Vector2(h * CARD_RATIO * 0.45, -h * self.step[self.pos_of(seat)] * 0.6), h

    # ------------------------------------------------------------------ drawing
    def _still_parts(self) -> list[StillPart]:
        parts = super()._still_parts()
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            key = (self._score(seat), self.size)
            # its words reach a little past its zone's sides and foot, never above its top (the header's end)
            wider = self.info_r[p].inflate(self.layout.px(4), self.layout.px(4))
            ink = pygame.Rect(wider.left, self.info_r[p].top, wider.w, wider.bottom - self.info_r[p].top)
            parts.append(StillPart(f"info.{p}", ink, key, lambda surf, seat=seat: self._draw_info(surf, seat)))
        return parts

    def _draw_head_right(self, surface, seat, head, cy) -> int:
        # a folded seat's name and chips may run close to its edge: nothing stands at its right
        right = head.right - self.layout.px(3 if self.folded[self.pos_of(seat)] else 10)
        if self._head_counts(self.pos_of(seat)):
            right = min(right, self.info_strip_left(seat) - self.layout.px(16))
        return right

    def _bonus(self, seat: int) -> int:
        result = self.shown.get("result") or {}
        return (result.get("bonus") or [0] * self.n)[seat] if self.shown.get("over") else 0

    def _score(self, seat: int) -> tuple[int, int, str]:
        """``seat``'s tower as its info says it: (stones, bonus, "23 points" with the bonus)."""
        bonus = self._bonus(seat)
        return len(self.model.ids(f"tower.{seat}")), bonus, plural(self.tower_value(seat) + bonus, "point")

    def info_strip(self, seat: int) -> tuple[int, str, str]:
        """Your seat's header line: (size, height words, points words), the size shrunk toward the
        reading floor where the grown words would be too wide for the strip, and "3/6" said
        without "stones" where even that is too wide."""
        k, bonus, points = self._score(seat)
        extra = f" +{bonus}" if bonus else ""
        height = f"{k}/{HEIGHT} stones{extra}"
        size = self.f["count"]
        if theme.interface > 1.0:
            room = self.info_r[self.pos_of(seat)].w - self.layout.px(6) - self.layout.px(20)
            size = self._shrunk_to([height + points], size, room, True)
            if not self._fits(height + points, size, room):
                height = f"{k}/{HEIGHT}{extra}"
                size = self._shrunk_to([height + points], self.f["count"], room, True)
        return size, height, points

    @staticmethod
    def _fits(words: str, size: int, width: int, height: int | None = None) -> bool:
        font = theme.font(size, True)
        return font.size(words)[0] <= width and (height is None or font.get_linesize() <= height)

    def info_strip_left(self, seat: int) -> int:
        """Where your seat's header line (height and score) begins."""
        px = self.layout.px
        size, height, points = self.info_strip(seat)
        f = theme.font(size, True)
        return self.info_r[self.pos_of(seat)].right - px(6) - f.size(points)[0] - px(20) - f.size(height)[0]

    def _draw_info(self, surface: pygame.Surface, seat: int) -> None:
        """The tower's height (x/6) and score (the sum of its stones, and the bonus at the end)."""
        px = self.layout.px
        p = self.pos_of(seat)
        R = self.info_r[p]
        k, bonus, points = self._score(seat)
        if self._head_counts(p):     # your seat's header: one line
            size, height, points = self.info_strip(seat)
            line = theme.text(points, size, theme.TEXT, bold=True)
            r = line.get_rect(midright=(R.right - px(6), R.centery))
            surface.blit(line, r)
            img = theme.text(height, size, GOLD if k else theme.TEXT_DIM, bold=True)
            surface.blit(img, img.get_rect(midright=(r.left - px(20), R.centery)))
            return
        big, small = self.f["big"], self.f["small"]
        if self.folded[p]:      # at the reading floor at the least, the score only where it fits
            width = R.w - px(8)
            big = self._shrunk(big, lambda size: not self._fits(f"{k}/{HEIGHT}", size, width, R.h))
            room = R.h + px(4) - px(2) - theme.font(big).get_linesize()
            small = self._shrunk(small, lambda size: not self._fits(points, size, width, room))
            small = small if self._fits(points, small, width, room) else 0
        elif theme.font(big).get_linesize() + theme.font(small).get_linesize() > R.h:
            big = self.f["count"]
        top = theme.text(f"{k}/{HEIGHT}", big, GOLD if k else theme.TEXT_DIM, bold=True)
        x, y = R.left + px(6), R.top + px(2)
        surface.blit(top, (x, y))
        word_size = small or theme.reading_floor(self.size, theme.interface)
        word = theme.text(f"+{bonus} bonus", word_size, GOLD, bold=True) if bonus else \
            theme.text("stones", word_size, theme.TEXT_DIM)
        if x + top.get_width() + px(8) + word.get_width() <= R.right:
            surface.blit(word, word.get_rect(bottomleft=(x + top.get_width() + px(8), y + top.get_height() - px(3))))
        y += top.get_height()
        if not small:           # a folded seat's score left out: its tower's tooltip says it
            return
        line, small = self._fit_shrinking(points, small, R.w - px(8), True)
        img = theme.text(line, small, theme.TEXT, bold=True)
        if y + img.get_height() <= R.bottom + px(4):
            surface.blit(img, (x, y))
