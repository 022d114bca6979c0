"""What each thing on the Tower table is, for the tooltip the shared overlay draws when the pointer
rests on it: ``tooltip_at(pos) -> (name, full text)`` or None.

Every card (its name and what it can do: stone, construction or attack card, King, Queen, Jack,
joker), every tower (its stones, sum, height, King and what may go on it next), the King beside a
base, each player's hidden hand (only how many cards), the draw pile and the discard pile, the seats,
the status line and the hint. A face hidden from the viewer stays hidden here too.

``TableTooltips`` is mixed into ``TowerView`` (view.py).
"""
from __future__ import annotations

from ...wording import second_person
from ..hand_table import SeatTips
from .words import (HEIGHT, KING_RULE, SCORE_RULE, TOWER_RULE, card_rule, full, plural, short)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


class TableTooltips(SeatTips):
    """The tooltip part of ``TowerView``."""

    def tooltip_at(self, pos) -> tuple[str, str] | None:
        if not self.size or not self.shown or self.drag:
            return None
        pos = (int(pos[0]), int(pos[1]))
        for find in (self._tip_hand, self._tip_stone, self._tip_king, self._tip_fan, self._tip_tower,
                     self._tip_piles, self._tip_info, self._tip_zones):
            tip = find(pos)
            if tip is not None:
                name, text = tip
                return second_person(name), second_person(text)
        return None

    # ------------------------------------------------------------------ cards
    def card_tip(self, code: str, where: str = "") -> tuple[str, str]:
        return full(code), (f"{where} " if where else "") + card_rule(code)

    def _tip_hand(self, pos):
        s = self._hand_card_at(pos)
        if s is None:
            return None
        code = self.code(s.id)
        if code is None or self.viewer is None:
            return None
        self._private_drawn(self.viewer, s.id)      # a face of the viewer's hand, in words
        where = "In your hand."
        if self.pending is not None:
            if s.id == self.pending["card"]:
                where = "Laid, waiting for its paying card (click it to take it back)."
            elif s.id in self.pending["cmds"]:
                where = "In your hand: it may pay now (click it)."
        return self.card_tip(code, where)

    def _tip_stone(self, pos):
        for seat, tower in enumerate(self.d_towers):
            for i in range(len(tower) - 1, -1, -1):
                s = self.sprites.get(tower[i])
                if s is not None and s.rect().collidepoint(pos):
                    code = self.code(tower[i])
                    if code is None:
                        return None
                    where = (f"Stone {i + 1} of {self.name_you(seat)} tower"
                             + (" (its top stone)." if i == len(tower) - 1 else "."))
                    return self.card_tip(code, where)
        return None

    def _tip_king(self, pos):
        for seat, king in enumerate(self.d_kings):
            s = self.sprites.get(king) if king is not None else None
            if s is not None and s.rect().collidepoint(pos):
                code = self.code(king)
                return (full(code),
                        f"Protects {self.name_you(seat)} tower. {KING_RULE} A Queen removes it.")
        return None

    def _tip_fan(self, pos):
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            if p == 0 and self.viewer == seat:
                continue
            r = self.hand_r[p]
            if r.collidepoint(pos):
                count = self.d_counts[seat]
                who = self.name(seat)
                return (f"{who}'s hand", f"{plural(count, 'card')}, face down: only {who} sees them. Each turn "
                                         "starts with drawing two cards from the pile.")
        return None

    # ------------------------------------------------------------------ towers and piles
    def _tip_tower(self, pos):
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            if self.tower_r[p].collidepoint(pos):
                return self._tower_tip(seat)
        return None

    def _tower_tip(self, seat: int) -> tuple[str, str]:
        text = self.tower_words(seat)
        king = self.d_kings[seat]
        if king is not None:
            text += (f" Protected by the {short(self.code(king))}: Jacks cannot attack it, and building on it "
                     "needs a construction card three higher than the stone (or a joker).")
        else:
            text += " No King protects it: a Jack may knock off its top stone."
        return f"{_cap(self.name_you(seat))} tower", f"{text} {TOWER_RULE}"

    def _tip_piles(self, pos):
        L = self.layout
        if L["deck"].collidepoint(pos) or self._pile_rect("deck").collidepoint(pos):
            n = self.d_deck
            left = f"{plural(n, 'card')} left." if n else "Empty: nobody draws any more."
            return "Draw pile", (f"{left} Each turn starts with drawing two cards (one if only one is left). "
                                 "When it is empty, play goes on until every hand is played or a tower is "
                                 "complete; completing a tower while it still holds a card scores +5.")
        if L["discard"].collidepoint(pos) or self._pile_rect("discard").collidepoint(pos):
            pile = self.d_discard
            text = f"{plural(len(pile), 'card')}, face up."
            if pile:
                code = self.code(pile[-1])
                if code:
                    text += f" On top: the {short(code)}."
            text += (" Construction cards, discards, Jacks with their attack cards and the stones they knock "
                     "off, Queens and the Kings they remove all go here. It is never shuffled back.")
            return "Discard pile", text
        return None

    def _tip_info(self, pos):
        for p in range(self.n):
            if self.info_r[p].collidepoint(pos):
                seat = self.seat_at_pos(p)
                k = len(self.d_towers[seat])
                text = f"{k} of {HEIGHT} stones, worth {self.tower_value(seat)} points."
                result = self.shown.get("result") or {}
                if self.shown.get("over") and (result.get("bonus") or [0] * self.n)[seat]:
                    text += f" Completed while the pile still held cards: +{result['bonus'][seat]}."
                return f"{_cap(self.name_you(seat))} score", f"{text} {SCORE_RULE}"
        return None

    def _seat_tip(self, seat: int) -> tuple[str, str]:
        who, said = self._seat_lead(seat)
        v = self.shown
        dealer = " The dealer." if seat == v.get("dealer") else ""
        return f"{who} (seat {seat + 1})", (f"{said}{dealer} {plural(self.d_counts[seat], 'card')} in hand. "
                                             f"Tower: {self.tower_words(seat)}")
