"""What each thing on the Sky Tango table is, for the tooltip the shared overlay draws when the pointer
rests on it: ``tooltip_at(pos) -> (name, full text)`` or None.

Every card (its name and what it can do), every row (its stacks, runs and next numbers), each heap,
each player's hidden hand (only how many cards), the draw stack and the discard pile, the seats, the
status line and the hint. A face hidden from the viewer stays hidden here too.

``TableTooltips`` is mixed into ``TangoView`` (view.py).
"""
from __future__ import annotations

from ...wording import second_person
from ..hand_table import SeatTips
from .words import CLEAR_RULE, ROW_RULE, SCORE_RULE, card_rule, full, plural

KINDS = ("sun", "moon")


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


class TableTooltips(SeatTips):
    """The tooltip part of ``TangoView``."""

    def tooltip_at(self, pos) -> tuple[str, str] | None:
        if not self.size or not self.shown or self.drag:
            return None
        pos = (int(pos[0]), int(pos[1]))
        for find in (self._tip_dialog, self._tip_hand, self._tip_row_card, self._tip_row, self._tip_fan,
                     self._tip_heap, self._tip_piles, self._tip_zones):
            tip = find(pos)
            if tip is not None:
                name, text = tip
                return second_person(name), second_person(text)
        return None

    def _tip_dialog(self, pos):
        if self.confirm is not None and self.dialog_rect.collidepoint(pos):
            return "Self-destruct?", self.destroy_words()
        return None

    def _tip_hand(self, pos):
        s = self._hand_card_at(pos)
        if s is None or self.viewer is None:
            return None
        code = self.code(s.id)
        if code is None:
            return None
        self._private_drawn(self.viewer, s.id)      # a face of the viewer's hand, in words
        where = "In your hand."
        if self.human_actor() is not None and not self.targets_of(s.id):
            where = "In your hand: it fits nowhere now."
        return full(code), f"{where} {card_rule(code)}"

    def _tip_row_card(self, pos):
        where = self._row_at(pos)
        if where is None:
            return None
        seat, kind = where
        row = self.row(seat, kind)
        g = self._row_geom(seat, kind)
        for i in range(len(row) - 1, -1, -1):
            stack = row[i]
            for j in range(len(stack) - 1, -1, -1):
                r = g.card_rect(i, j)
                if i < len(row) - 1:
                    r.width = min(r.width, max(4, round(g.step)))
                if r.collidepoint(pos):
                    code = self.code(stack[j])
                    if code is None:
                        return None
                    covered = " (covered)" if j < len(stack) - 1 else ""
                    text = f"In {self.name_you(seat)} {kind} row, stack {i + 1} of {len(row)}{covered}. "
                    return full(code), text + card_rule(code)
        return None

    def _tip_row(self, pos):
        where = self._row_at(pos)
        if where is None:
            return None
        seat, kind = where
        return (f"{_cap(self.name_you(seat))} {kind} row",
                f"{self.row_words(seat, kind)} {ROW_RULE} {CLEAR_RULE}")

    def _tip_fan(self, pos):
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            if p == 0 and self.viewer == seat:
                continue
            if self.hand_r[p].collidepoint(pos):
                count = self.d_counts[seat]
                who = self.name(seat)
                return (f"{who}'s hand", f"{plural(count, 'card')}, face down: only {who} sees them. A player draws "
                                         "5 when the hand is empty, or after clearing or self-destructing.")
        return None

    def _tip_heap(self, pos):
        for p in range(self.n):
            if self.heap_r[p].collidepoint(pos):
                seat = self.seat_at_pos(p)
                heap = self.d_heaps[seat]
                numbers = sum(1 for c in heap if self.code(c) and self.code(c)[1:] != "E")
                return (f"{_cap(self.name_you(seat))} cleared cards",
                        f"{plural(len(heap), 'card')} cleared, {numbers} of them sun or moon cards: +{numbers}. "
                        f"They stay here and are never shuffled back. {SCORE_RULE}")
        return None

    def _tip_piles(self, pos):
        L = self.layout
        if L["deck"].collidepoint(pos):
            n = self.d_deck
            left = f"{plural(n, 'card')}, face down." if n else "Empty."
            return "Draw stack", (f"{left} When it is empty the discard pile is shuffled into a new one; when "
                                  "nothing is left at all, the end begins: hands are played out without drawing.")
        if L["discard"].collidepoint(pos):
            n = self.d_discard
            return "Discard pile", (f"{plural(n, 'card')}, face down: what players lost by self-destructing. "
                                    "It becomes the new draw stack when the stack runs out.")
        return None

    def _seat_tip(self, seat: int) -> tuple[str, str]:
        who, said = self._seat_lead(seat)
        v = self.shown
        partner = self.partner_of(seat)
        team = f" Partner: {self.name(partner)}." if partner is not None else ""
        pts = (v.get("points") or [0] * self.n)[seat]
        return (f"{who} (seat {seat + 1})",
                f"{said}{team} {plural(self.d_counts[seat], 'card')} in hand, "
                f"{plural(len(self.d_heaps[seat]), 'card')} cleared, {pts:+d} points now.")
