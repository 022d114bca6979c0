"""Drawing the Sky 5 seats: each player's frame (the actor, a buster, who may receive or take), the
header with name, chips and row value, and the bank pile with its words.

``SeatDrawing`` is mixed into ``Sky5View`` (view.py); ``draw.py`` calls ``_draw_seats`` while
rendering the still picture.
"""
from __future__ import annotations

import pygame

from ... import theme
from ..base import BAD, DROP, FOCUS, GOLD, GOOD


class SeatDrawing:
    """The seat-drawing part of ``Sky5View``."""

    def _draw_seats(self, surface: pygame.Surface) -> None:
        v = self.shown
        L = self.layout
        px = L.px
        actor = v.get("actor")
        turn = v.get("turn")
        human = self.human_actor()
        receivers = self._receivers() if (human is not None and v.get("phase") == "give") else set()
        dragging_give = bool(self.drag and self.drag["kind"] == "give")
        dragging_take = bool(self.drag and self.drag["kind"] == "take")
        over = v.get("over")
        scores = (v.get("result") or {}).get("scores") if over else None
        for seat in range(self.n):
            p = self.pos_of(seat)
            R = self.seats_r[p]
            radius = px(18)
            # frames: the actor in gold; give receivers in green (bright while dragging)
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
            # header: badge, name, chips; the row's value on the right
            head_h = self.rows_r[p].top - R.top
            cy = R.top + head_h // 2 + px(2)
            x = R.left + px(18)
            x = self._draw_seat_badge(surface, seat, x, cy, max(9, px(17)), actor, over)
            row_cards = v["rows"][seat]
            value = sum(c["number"] for c in row_cards)
            right = R.right - px(16)
            if row_cards:
                val = theme.text(f"row {value}", self.f["small"], theme.TEXT_DIM)
                vr = val.get_rect(midright=(right, cy))
                surface.blit(val, vr)
                right = vr.left - px(10)
            chips = []
            ctrl = self.session.seats[seat] if seat < len(self.session.seats) else None
            if ctrl is not None and ctrl.is_bot:
                chips.append(("BOT", (64, 76, 112), theme.TEXT))
            elif seat == self.viewer and len(self.humans) == 1:
                chips.append(("YOU", (60, 120, 90), theme.TEXT))
            else:
                chips.append(("PLAYER", (60, 120, 90), theme.TEXT))
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
            self._draw_name_chips(surface, seat, x, cy, right, chips)
            # bank pile and words
            self._draw_bank(surface, seat, scores)

    def _draw_bank(self, surface, seat: int, scores) -> None:
        px = self.layout.px
        p = self.pos_of(seat)
        R = self.banks_r[p]
        count = len(self.d_banks[seat])
        rect, h = self._bank_pile(seat)
        if count == 0:
            pygame.draw.rect(surface, (46, 66, 110), rect, max(1, px(2)), border_radius=max(3, rect.w // 10))
        else:
            k = min(5, (count + 3) // 4)
            back = self.art.back(h)
            for i in range(k + 1):
                surface.blit(back, back.get_rect(center=(rect.centerx - i * self.pile_step, rect.centery - i * self.pile_step)))
        wide = R.w > R.h * 1.3
        lines = [(f"{count} banked", theme.TEXT, self.f["small"])]
        if scores is not None:
            lines.append((_points(scores[seat]), GOLD, self.f["count"]))
        elif seat == self.viewer or self.reveal_all:       # reveal_all: a spectator table (the demo)
            self._static_private_drawn(seat, "bank total")   # only the bank's owner knows its total
            total = sum(self.faces.get(c, {}).get("number", 0) for c in self.d_banks[seat])
            lines.append((_points(total), GOLD, self.f["count"]))
        if wide:
            x = rect.right + px(24)
            y = R.centery - sum(theme.font(s).get_linesize() for _t, _c, s in lines) // 2
            for text, colour, size in lines:
                img = theme.text(self._fit(text, size, R.right - x, True), size, colour, bold=True)
                surface.blit(img, (x, y))
                y += theme.font(size).get_linesize()
        else:
            y = rect.bottom + px(8)
            for text, colour, size in lines:
                img = theme.text(self._fit(text, size, R.w, True), size, colour, bold=True)
                surface.blit(img, img.get_rect(midtop=(R.centerx, y)))
                y += theme.font(size).get_linesize()


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"        # "1 points" read wrong on the seat panel
