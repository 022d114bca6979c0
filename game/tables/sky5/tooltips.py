"""What each thing on the Sky 5 table is, for the tooltip: every card (its colour, points and rule,
and what may happen to it where it lies), the die (the last roll, and which rolls bust the row of
the seat deciding), the deck, the discard pile, the place of the card to give, each bank (its
total only to its owner until the game is over), the seats and the buttons. The kit asks the zones
top first (``CardWords.tooltip_at``)."""
from __future__ import annotations

from ...wording import plural
from .words import CHIP_TIPS, RULES, card_rule, describe, points


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
        """A card's name and rule, and what may happen to it where it lies (``zone``: a row or ``pending``)."""
        if not face:
            return "Card", "A card seen from the back."
        colour, number = face["colour"], face["number"]
        parts = [card_rule(face)]
        if zone.name.startswith("row."):
            who = self.name(zone.seat)
            if number == 0:
                parts.append(f"Face up in {who}'s row, not yet safe. The die shows 1 to 6, so a 0 never makes a "
                             "roll bust.")
            else:
                parts.append(f"Face up in {who}'s row, not yet safe: if {who} rolls a {number} when attempting "
                             f"to bank, {who} busts.")
            if zone.seat == self.shown.get("buster") and self.shown.get("phase") == "take":
                parts.append("The others may take it now, unless they already show its colour.")
        elif zone.name == "pending":
            parts.append(f"Drawn by {self.name(self.shown.get('actor'))}, who already shows {colour}: it goes to a "
                         f"player without {colour} face up.")
        return describe(face).capitalize(), " ".join(parts)

    def _die_tip(self) -> tuple[str, str]:
        d = self.die
        now = "Rolling…" if d.rolling else (f"The last roll was a {d.value}." if d.value is not None else
                                            "Not rolled yet.")
        risk = ""
        v = self.shown
        actor = v.get("actor")
        if not v.get("over") and actor is not None and v.get("phase") == "turn" and v["rows"][actor]:
            numbers = sorted({c["number"] for c in v["rows"][actor] if 1 <= c["number"] <= 6})
            who = self.name(actor)
            if numbers:
                listed = ", ".join(map(str, numbers[:-1])) + (" or " if len(numbers) > 1 else "") + str(numbers[-1])
                risk = f" For {who}'s row now: a roll of {listed} busts ({plural(len(numbers), 'chance')} in 6)."
            else:
                risk = f" For {who}'s row now: no roll busts."
        return "Rainbow die", f"{now} {RULES['die']}{risk}"

    def _deck_tip(self) -> tuple[str, str]:
        n = self.model.count("deck")
        text = (f"{plural(n, 'card') + ' left' if n else 'Empty'}; {self.shown.get('removed', 0)} were removed "
                f"unseen at the start ({self.n} players: the fewer the players, the smaller the deck). {RULES['deck']}")
        return "Deck", text + (" The final round is on." if self.shown.get("final") else "")

    def _discard_tip(self) -> tuple[str, str]:
        cards = self.model.ids("discard")
        text = f"{plural(len(cards), 'card')}. {RULES['discard']}"
        if cards and self.code(cards[-1]):
            text += f" On top: the {describe(self.code(cards[-1]))}."
        return "Discard", text

    def _bank_tip(self, seat: int) -> tuple[str, str]:
        who = self.name(seat)
        text = f"{plural(self.model.count(f'bank.{seat}'), 'card')} {RULES['bank']}"
        total = self.bank_points(seat)
        if self.shown.get("over"):
            text += f" Final total: {points(total)}."
        elif total is not None:
            self._private_drawn(seat, "bank total")
            text += f" Worth {points(total)}: the total is shown to its owner only."
        else:
            text += f" Its total is known only to {who}."
        return f"{who}'s bank", text

    def _seat_tip(self, seat: int) -> tuple[str, str]:
        who = self.name(seat)
        row = self.shown["rows"][seat]
        if row:
            row_text = (f"Row: {plural(len(row), 'card')} face up ({', '.join(describe(c) for c in row)}), worth "
                        f"{sum(c['number'] for c in row)}, not yet safe: banking moves them to the bank.")
        else:
            row_text = "No cards face up."
        chips = [CHIP_TIPS[c[0]] for c in self._seat_chips(seat) if c[0] in CHIP_TIPS]
        now = "".join(f" {who} {chip}." for chip in chips)
        return f"{who} (seat {seat + 1})", f"{self._seat_kind_words(seat)}{now} {row_text}"
