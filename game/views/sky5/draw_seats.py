"""Drawing the Sky 5 seats: each player's frame (the actor, a buster, who may receive or take), the
header with name, chips and row value, and the bank pile with its words.

``SeatDrawing`` is mixed into ``Sky5View`` (view.py); ``draw.py`` draws each seat's frames, header and
bank as three parts of the still picture, each drawn again only when what it shows (its key) changes.
"""
from __future__ import annotations

import pygame

from ... import theme
from ..base import BAD, DROP, FOCUS, GOLD, GOOD, InkBounds, draw_rect, frame_sides


# which chips a grown header keeps first when they do not all fit (lower first)
CHIP_RANK = {"TO PLAY": 0, "GIVING": 0, "MAY TAKE": 0, "FINAL TURN": 0, "WINNER": 0, "BUST": 0,
             "TURN": 1, "YOU": 1, "DONE": 2, "PLAYER": 3, "BOT": 4}


class SeatDrawing:
    """The seat-drawing part of ``Sky5View``."""

    def _draw_seats(self, surface: pygame.Surface) -> None:
        ctx = self._seat_context()
        for seat in range(self.n):
            self._draw_seat(surface, seat, ctx)

    def _seat_context(self) -> tuple:
        """What every seat's drawing reads: (actor, turn, human, receivers, dragging a card to give,
        dragging a card to take, over, scores)."""
        v = self.shown
        human = self.human_actor()
        receivers = self._receivers() if (human is not None and v.get("phase") == "give") else set()
        dragging_give = bool(self.drag and self.drag["kind"] == "give")
        dragging_take = bool(self.drag and self.drag["kind"] == "take")
        over = v.get("over")
        scores = (v.get("result") or {}).get("scores") if over else None
        return v.get("actor"), v.get("turn"), human, receivers, dragging_give, dragging_take, over, scores

    def _seat_chip(self, seat: int) -> tuple:
        """Who sits there: BOT, YOU (the one person here) or PLAYER: (words, fill, ink)."""
        ctrl = self.session.seats[seat] if seat < len(self.session.seats) else None
        if ctrl is not None and ctrl.is_bot:
            return "BOT", (64, 76, 112), theme.TEXT
        if seat == self.viewer and len(self.humans) == 1:
            return "YOU", (60, 120, 90), theme.TEXT
        return "PLAYER", (60, 120, 90), theme.TEXT

    # What each of the seat's three parts in the still picture (its frames, header and bank) shows:
    # the picture draws a part again only when its key changes.
    def _seat_frame_key(self, seat: int, ctx: tuple) -> tuple:
        actor, turn, human, receivers, dragging_give, dragging_take, over, scores = ctx
        return (self.pos_of(seat), seat == actor and not over, seat == self.d_buster and self.shown.get("phase") == "take",
                seat in receivers, self.focus == ("give", seat), dragging_give, dragging_take, seat == human,
                self.hover_seat == seat)

    def _seat_head_key(self, seat: int, ctx: tuple) -> tuple:
        v = self.shown
        actor, turn, human, receivers, dragging_give, dragging_take, over, scores = ctx
        winners = ((v.get("result") or {}).get("winners") or []) if over else []
        return (self.pos_of(seat), seat == actor, seat == turn, bool(over), v.get("phase"), bool(v.get("final")),
                seat in (v.get("final_done") or ()), seat == self.d_buster,
                sum(c["number"] for c in v["rows"][seat]), bool(v["rows"][seat]), self._seat_chip(seat)[0],
                seat in winners, self.name(seat))

    def _seat_bank_key(self, seat: int, ctx: tuple) -> tuple:
        scores = ctx[7]
        bank = self.d_banks[seat]
        total = None
        if scores is None and (seat == self.viewer or self.reveal_all):
            total = sum(self.faces.get(c, {}).get("number", 0) for c in bank)
        return self.pos_of(seat), len(bank), scores[seat] if scores is not None else None, total

    # Where each of them is drawn.
    def _frame_sides(self, seat: int) -> tuple:
        """The seat's frames: four strips along its edges."""
        px = self.layout.px
        return frame_sides(self.seats_r[self.pos_of(seat)], px(10) + 1, px(8) + 1)

    def _head_rect(self, seat: int) -> pygame.Rect:
        """The seat's header: the band above its row (between the frames' side strips)."""
        p = self.pos_of(seat)
        R = self.seats_r[p]
        side = self.layout.px(10)
        return pygame.Rect(R.left + side, R.top, R.w - 2 * side, self.rows_r[p].top - R.top)

    def _bank_rect(self, seat: int, key: tuple, scores) -> pygame.Rect:
        """The seat's bank: where its pile (growing up and to the left) and its words put their ink,
        learnt once for each ``key`` (``_seat_bank_key``)."""
        kept = self.__dict__.setdefault("_bank_ink", {})
        rect = kept.get((seat, key, self.size))
        if rect is None:
            if len(kept) > 64:
                kept.clear()
            ink = InkBounds()
            keep, self._static_private = self._static_private, []
            try:
                self._draw_bank(ink, seat, scores)
            finally:
                self._static_private = keep
            rect = kept[(seat, key, self.size)] = ink.rect.inflate(4, 4)
        return rect

    def _draw_seat(self, surface: pygame.Surface, seat: int, ctx: tuple) -> None:
        """One seat: its frames, header and bank."""
        self._draw_seat_frame(surface, seat, ctx)
        self._draw_seat_head(surface, seat, ctx)
        self._draw_bank(surface, seat, ctx[7])

    def _draw_seat_frame(self, surface: pygame.Surface, seat: int, ctx: tuple) -> None:
        """The actor in gold, a buster in red; give receivers in green (bright while dragging), and
        your own seat while you drag a card to take."""
        v = self.shown
        px = self.layout.px
        actor, turn, human, receivers, dragging_give, dragging_take, over, scores = ctx
        R = self.seats_r[self.pos_of(seat)]
        radius = px(18)
        if seat == actor and not over:
            pygame.draw.rect(surface, GOLD, R.inflate(px(6), px(6)), max(2, px(5)), border_radius=radius + px(3))
        elif seat == self.d_buster and v.get("phase") == "take":
            pygame.draw.rect(surface, BAD, R.inflate(px(4), px(4)), max(2, px(4)), border_radius=radius + px(2))
        if seat in receivers:
            focused = self.focus == ("give", seat)
            hot = (dragging_give and self.hover_seat == seat) or focused
            colour = FOCUS if focused else (DROP if hot else GOOD)
            width = max(2, px(7 if hot else (5 if dragging_give else 3)))
            pygame.draw.rect(surface, colour, R.inflate(px(14), px(14)), width, border_radius=radius + px(7))
        if dragging_take and seat == human:
            hot = self.hover_seat == seat
            pygame.draw.rect(surface, DROP if hot else GOOD, R.inflate(px(14), px(14)),
                             max(2, px(7 if hot else 5)), border_radius=radius + px(7))

    def _draw_seat_head(self, surface: pygame.Surface, seat: int, ctx: tuple) -> None:
        """The header: badge, name, chips; the row's value on the right."""
        v = self.shown
        px = self.layout.px
        actor, turn, human, receivers, dragging_give, dragging_take, over, scores = ctx
        p = self.pos_of(seat)
        R = self.seats_r[p]
        head_h = self.rows_r[p].top - R.top
        cy = R.top + head_h // 2 + px(2)
        x = R.left + px(18)
        x = self._draw_seat_badge(surface, seat, x, cy, self._seat_badge_r(), actor, over)
        row_cards = v["rows"][seat]
        value = sum(c["number"] for c in row_cards)
        right = R.right - px(16)
        if row_cards:
            words = f"row {value}"
            size = self._shrunk_to([words], self.f["small"], int(R.w * 0.18)) if self._grown() > 1.0 else self.f["small"]
            val = theme.text(words, size, theme.TEXT_DIM)
            vr = val.get_rect(midright=(right, cy))
            surface.blit(val, vr)
            right = vr.left - px(10)
        chips = [self._seat_chip(seat)]
        if over:
            if seat in ((v.get("result") or {}).get("winners") or []):
                chips.append(("WINNER", GOLD, theme.BG_DARK))
        elif seat == actor:
            label = {"give": "GIVING", "take": "MAY TAKE"}.get(v["phase"], "FINAL TURN" if v["final"] else "TO PLAY")
            chips.append((label, GOLD, theme.BG_DARK))
        elif seat == turn and v["phase"] == "take":
            chips.append(("TURN", (90, 100, 140), theme.TEXT))
        if not over and v["phase"] == "take" and seat == self.d_buster:
            chips.append(("BUST", BAD, theme.TEXT))
        if not over and v["final"] and seat in v["final_done"]:
            chips.append(("DONE", (70, 78, 100), theme.TEXT_DIM))
        if self._grown() > 1.0:
            self._grown_name_chips(surface, seat, x, cy, right, chips)
            return
        self._draw_name_chips(surface, seat, x, cy, right, chips)

    def _grown_name_chips(self, surface: pygame.Surface, seat: int, x: int, cy: int, right: int, chips: list) -> None:
        """The name and chips of a header whose text the interface size grew (the base's
        ``_draw_name_chips`` cuts the name before it drops a chip): the name whole first (shrunk
        toward its 100 % size, cut only as the last resort), then the chips that still fit whole,
        the turn's first (the gold frame says it too; the tooltip says who is a bot), in their
        usual order."""
        px = self.layout.px
        text, size = self._fit_shrinking(self.name(seat), self.f["name"], right - x - px(8), True)
        img = theme.text(text, size, theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(midleft=(x, cy)))
        x += img.get_width() + px(12)
        order = sorted(range(len(chips)), key=lambda i: CHIP_RANK.get(chips[i][0], 3))
        size, floor = self.f["chip"], self._floor(self.f["chip"])

        def widths_at(size: int) -> list[int]:
            pad = max(4, size // 3)
            return [theme.font(size, True).size(c[0])[0] + 2 * pad for c in chips]

        widths = widths_at(size)
        first = [i for i in order if CHIP_RANK.get(chips[i][0], 3) == 0]
        # the turn's chip (and a bust) shrink toward their 100 % size rather than give way
        while size > floor and sum(widths[i] + px(6) for i in first) > right - x:
            size = max(floor, int(size * 0.94))
            widths = widths_at(size)
        room, keep = right - x, set()
        for i in order:
            if widths[i] <= room:
                keep.add(i)
                room -= widths[i] + px(6)
            elif i in first:
                break           # no lesser chip in the place of the turn's
        for i, (label, fill, ink) in enumerate(chips):
            if i in keep:
                x = self._chip(surface, label, x, cy, fill, ink, size=size) + px(6)

    def _draw_bank(self, surface, seat: int, scores) -> None:
        px = self.layout.px
        p = self.pos_of(seat)
        R = self.banks_r[p]
        count = len(self.d_banks[seat])
        rect, h = self._bank_pile(seat)
        if count == 0:
            draw_rect(surface, (46, 66, 110), rect, max(1, px(2)), border_radius=max(3, rect.w // 10))
        else:
            k = min(5, (count + 3) // 4)
            back = self.art.back(h)
            for i in range(k + 1):
                surface.blit(back, back.get_rect(center=(rect.centerx - i * self.pile_step, rect.centery - i * self.pile_step)))
        wide = R.w > R.h * 1.3
        small, big = self.bank_sizes[p]
        lines = [(f"{count} banked", theme.TEXT, small)]
        if scores is not None:
            lines.append((_points(scores[seat]), GOLD, big))
        elif seat == self.viewer or self.reveal_all:       # reveal_all: a spectator table (the demo)
            self._static_private_drawn(seat, "bank total")   # only the bank's owner knows its total
            total = sum(self.faces.get(c, {}).get("number", 0) for c in self.d_banks[seat])
            lines.append((_points(total), GOLD, big))
        if wide:
            x = rect.right + px(24)
            y = R.centery - sum(theme.font(s).get_linesize() for _t, _c, s in lines) // 2
            for text, colour, size in lines:
                if self._grown() > 1.0:
                    text, size = self._fit_shrinking(text, size, R.right - x, True)
                img = theme.text(self._fit(text, size, R.right - x, True), size, colour, bold=True)
                surface.blit(img, (x, y))
                y += theme.font(size).get_linesize()
        else:
            y = rect.bottom + px(8)
            for text, colour, size in lines:
                if self._grown() > 1.0:
                    text, size = self._fit_shrinking(text, size, R.w, True)
                img = theme.text(self._fit(text, size, R.w, True), size, colour, bold=True)
                surface.blit(img, img.get_rect(midtop=(R.centerx, y)))
                y += theme.font(size).get_linesize()


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"        # "1 points" read wrong on the seat panel
