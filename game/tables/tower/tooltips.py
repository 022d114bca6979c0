"""What each thing on the Tower table is, for the tooltip: every card (its name and what it can do),
every tower (its stones, sum, height, King and what may go on it next), the King beside a base, each
player's hidden hand (only how many cards), the piles, the scores and the seats. A face hidden from
the viewer stays hidden here too. The kit asks the zones top first (``CardWords.tooltip_at``)."""
from __future__ import annotations

from ...wording import capital, plural
from .words import (DISCARD_RULE, DRAW_RULE, HEIGHT, KING_RULE, PROTECTED_RULE, SCORE_RULE, TOWER_RULE,
                    card_rule, full, short)


class TowerTips:
    """The tooltip part of ``TowerTable``."""

    def card_tip(self, code: str, where: str = "") -> tuple[str, str]:
        return full(code), (f"{where} " if where else "") + card_rule(code)

    def _zone_tip(self, z, pos):
        kind, seat = z.name.partition(".")[0], z.seat
        if kind == "tower":
            return self._stone_tip(seat, pos) or (self._tower_tip(seat) if z.rect.collidepoint(pos) else None)
        if kind == "king":
            king = self.king_of(seat)
            r = self.card_rect(king) if king is not None else None
            if r is not None and r.collidepoint(pos):
                return full(self.code(king)), f"Protects {self.name_you(seat)} tower. {KING_RULE} A Queen removes it."
        if kind == "hand" and z.rect.collidepoint(pos):
            return self._hidden_hand_tip(z, "Each turn starts with drawing two cards from the pile.")
        if kind in ("deck", "discard") and (z.rect.collidepoint(pos) or z.card.collidepoint(pos)):
            return self._pile_tip(kind)
        return None

    def _stone_tip(self, seat: int, pos):
        stones = self.model.ids(f"tower.{seat}")
        for i in range(len(stones) - 1, -1, -1):
            r = self.card_rect(stones[i])
            if r is not None and r.collidepoint(pos):
                code = self.code(stones[i])
                if code is None:
                    return None
                where = f"Stone {i + 1} of {self.name_you(seat)} tower" + (" (its top stone)." if i == len(stones) - 1 else ".")
                return self.card_tip(code, where)
        return None

    def _tower_tip(self, seat: int) -> tuple[str, str]:
        text = self.tower_words(seat)
        king = self.king_of(seat)
        if king is not None:
            text += f" Protected by the {short(self.code(king))}: {PROTECTED_RULE}"
        else:
            text += " No King protects it: a Jack may knock off its top stone."
        return f"{capital(self.name_you(seat))} tower", f"{text} {TOWER_RULE}"

    def _pile_tip(self, name: str) -> tuple[str, str]:
        if name == "deck":
            n = self.model.count("deck")
            left = f"{plural(n, 'card')} left." if n else "Empty: nobody draws any more."
            return "Draw pile", f"{left} {DRAW_RULE}"
        count, top = self._face_up_pile_words("discard", short)
        return "Discard pile", f"{count}, face up.{top} {DISCARD_RULE}"

    def _tip_places(self, pos):
        for p in range(self.n):
            if self.info_r[p].collidepoint(pos):
                seat = self.seat_at_pos(p)
                k = len(self.model.ids(f"tower.{seat}"))
                text = f"{k} of {HEIGHT} stones, worth {self.tower_value(seat)} points."
                if self._bonus(seat):
                    text += f" Completed while the pile still held cards: +{self._bonus(seat)}."
                return f"{capital(self.name_you(seat))} score", f"{text} {SCORE_RULE}"
        return super()._tip_places(pos)

    def _seat_more(self, seat: int) -> str:
        dealer = " The dealer." if seat == self.shown.get("dealer") else ""
        return f"{dealer} {plural(self.model.count(f'hand.{seat}'), 'card')} in hand. Tower: {self.tower_words(seat)}"
