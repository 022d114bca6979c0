"""What each thing on the Sky 5 table is, for the tooltip: every card (its colour, points and rule,
and what may happen to it where it lies), the die (the last roll, and which rolls bust the row of
the seat deciding), the deck, the discard pile, the place of the card to give, each bank (its
total only to its owner until the game is over), the seats and the buttons. The kit asks the zones
top first (``CardWords.tooltip_at``)."""
from __future__ import annotations

from ...wording import join_names, plural
from .words import BANK_TOTAL, CARD_WHERE, ROW_TIP, RULES, card_rule, describe, points


class Sky5Tips:
    """The tooltip part of ``Sky5Table``."""

    def _zone_tip(self, z, pos):
        kind = z.kind
        card = self.sprite_at(self.model.ids(z.name), pos) if kind in ("row", "pending") else None
        if card is not None:
            return self.card_tip(self.code(card.id), z)
        # the die and a bank answer over their picture too, which may reach out of the zone
        over = (z.rect.collidepoint(pos) or kind == "die" and z.spot.collidepoint(pos)
                or kind == "bank" and z.card.collidepoint(pos))
        if not over:
            return None
        tips = {"die": self._die_tip, "bank": lambda: self._bank_tip(z.seat), "deck": self._deck_tip,
                "discard": self._discard_tip, "pending": lambda: ("To give", RULES["pending"])}
        return tips[kind]() if kind in tips else None

    def card_tip(self, face, zone) -> tuple[str, str]:
        """A card's name and rule, and what may happen to it where it lies (``zone``: a row or
        ``pending``; the words are ``CARD_WHERE``'s)."""
        where = ["to give"] if zone.kind == "pending" else ["in a row" if face["number"] else "a 0 in a row"]
        if zone.seat == self.shown.get("buster") and self.phase() == "take":
            where.append("in the buster's row")
        words = {**face, "who": self.name(zone.seat), "drawer": self.name(self.shown.get("actor"))}
        return describe(face).capitalize(), " ".join([card_rule(face)] + [CARD_WHERE[w].format(**words) for w in where])

    def _die_tip(self) -> tuple[str, str]:
        """The last roll, the die's rule and, on a turn whose seat has cards in its row, which rolls bust it."""
        d, v = self.die, self.shown
        now = "Rolling…" if d.rolling else (f"The last roll was a {d.value}." if d.value is not None else
                                            "Not rolled yet.")
        actor = v.get("actor")
        row = v["rows"][actor] if not v.get("over") and actor is not None and v.get("phase") == "turn" else []
        if not row:
            return "Rainbow die", f"{now} {RULES['die']}"
        numbers = sorted({c["number"] for c in row if 1 <= c["number"] <= 6})
        risk = (f"a roll of {join_names([str(n) for n in numbers], 'or')} busts "
                f"({plural(len(numbers), 'chance')} in 6)" if numbers else "no roll busts")
        return "Rainbow die", f"{now} {RULES['die']} For {self.name(actor)}'s row now: {risk}."

    def _deck_tip(self) -> tuple[str, str]:
        n = self.model.count("deck")
        text = (f"{plural(n, 'card') + ' left' if n else 'Empty'}; {self.shown.get('removed', 0)} were removed "
                f"unseen at the start ({self.n} players: the fewer the players, the smaller the deck). {RULES['deck']}")
        return "Deck", text + (" The final round is on." if self.shown.get("final") else "")

    def _discard_tip(self) -> tuple[str, str]:
        count, top = self._face_up_pile_words("discard", describe)
        return "Discard", f"{count}. {RULES['discard']}{top}"

    def _bank_tip(self, seat: int) -> tuple[str, str]:
        who = self.name(seat)
        total = self.bank_points(seat)
        shown = "over" if self.shown.get("over") else "hidden" if total is None else "owner"
        if shown == "owner":
            self._private_drawn(seat, "bank total")
        text = f"{plural(self.model.count(f'bank.{seat}'), 'card')} {RULES['bank']}"
        return f"{who}'s bank", text + BANK_TOTAL[shown].format(who=who, total=points(total or 0))

    def _seat_more(self, seat: int) -> str:
        row = self.shown["rows"][seat]
        words = ROW_TIP.format(cards=plural(len(row), "card"), faces=", ".join(map(describe, row)),
                               worth=sum(c["number"] for c in row)) if row else "No cards face up."
        return f" {words}"
