"""What each thing on the Sky Tango table is, for the tooltip: every card (its name and what it can
do), every row (its stacks, runs and next numbers), each heap, each player's hidden hand (only how
many cards), the draw stack and the discard pile, the seats, and the self-destruct question. A face
hidden from the viewer stays hidden here too. The kit asks the zones top first."""
from __future__ import annotations

from ...wording import capital, plural
from .words import CLEAR_RULE, HAND_RULE, ROW_RULE, ZONE_TIPS, card_rule, full, is_eclipse


class TangoTips:
    """The tooltip part of ``TangoTable``."""

    def card_tip(self, code: str, where: str = "") -> tuple[str, str]:
        return full(code), f"{where} {card_rule(code)}" if where else card_rule(code)

    def _zone_tip(self, z, pos):
        kind, seat = z.kind, z.seat
        if not z.rect.collidepoint(pos):
            return None
        if kind in ("sun", "moon"):
            return self._row_card_tip(seat, kind, pos) or (
                f"{capital(self.name_you(seat))} {kind} row", f"{self.row_words(seat, kind)} {ROW_RULE} {CLEAR_RULE}")
        if kind == "hand":
            return self._hidden_hand_tip(z, HAND_RULE)
        count = self.model.count(z.name)
        numbers = sum(1 for c in self.model.ids(z.name) if self.code(c) and not is_eclipse(self.code(c)))
        left = f"{plural(count, 'card')}, face down." if count else "Empty."
        title, text = ZONE_TIPS[kind]
        return title.format(whose=capital(self.name_you(seat))), text.format(cards=plural(count, "card"),
                                                                             numbers=numbers, left=left)

    def _row_card_tip(self, seat: int, kind: str, pos):
        """The card of the row under ``pos``: the one drawn last there (a stack lies over the one
        before it, a card over the one it covers)."""
        row = self.row(seat, kind)
        s = self.sprite_at(self.cards_in(f"{kind}.{seat}"), pos)
        code = self.code(s.id) if s is not None else None
        if code is None:
            return None
        i, stack = next((i, stack) for i, stack in enumerate(row) if s.id in stack)
        covered = " (covered)" if s.id != stack[-1] else ""
        return full(code), f"In {self.name_you(seat)} {kind} row, stack {i + 1} of {len(row)}{covered}. " + card_rule(code)

    def _seat_more(self, seat: int) -> str:
        partner = self.partner_of(seat)
        team = f" Partner: {self.name(partner)}." if partner is not None else ""
        return (f"{team} {plural(self.model.count(f'hand.{seat}'), 'card')} in hand, "
                f"{plural(self.model.count(f'heap.{seat}'), 'card')} cleared, "
                f"{self.shown['points'][seat]:+d} points now.")
