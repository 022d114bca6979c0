"""What each thing on the Sky 5 table is, in full, for the tooltip the base view's overlay draws when
the pointer rests on it: the cards (colour, value, what they count for), the die (its faces and
what they do now), the deck, the discard, the card to give, every seat (its full name, who plays it,
its row) and its bank, the buttons, the status line and the hint (whose words may be cut on screen).

``TableTooltips`` is mixed into ``Sky5View`` (view.py); ``tooltip_at(pos)`` returns
``(name, full text)`` or None. Everything said here is public, except a bank's total, which only its
owner (the viewer) sees until the game is over.
"""
from __future__ import annotations

from ...wording import second_person
from .cards import describe

COLOUR_GLYPH = {"red": "heart", "yellow": "sun", "green": "leaf", "blue": "drop", "purple": "moon"}

BUTTON_TIPS = {
    "draw": ("Draw  (D)", "Take the top card of the deck and lay it face up in your row. If you already "
                          "show its colour you must give it to a player who does not; if every player "
                          "shows it, you bust."),
    "bank": ("Attempt to bank  (B)", "Roll the die. If no face-up card in your row has the number rolled, "
                                     "your whole row goes to your bank, safe for the rest of the game; if "
                                     "one has it, you bust."),
    "pass": ("Pass  (P)", "Take none of the busted player's cards."),
    "menu": ("Menu  (Esc)", "Save, load, how to play, settings, or quit to the title. The game is saved "
                            "after every move."),
}

# What a chip in a seat's header means, said after the player's name.
CHIP_TIPS = {
    "TO PLAY": "is to play: draw a card or attempt to bank",
    "FINAL TURN": "is playing the final turn and must attempt to bank",
    "GIVING": "must give the drawn card to a player who does not show its colour",
    "MAY TAKE": "may take one of the busted player's cards, or pass",
    "BUST": "busted: the others may each take one card of the row, the rest is discarded",
    "DONE": "has taken the final turn",
    "WINNER": "won the game",
}


class TableTooltips:
    """The tooltip part of ``Sky5View``."""

    def tooltip_at(self, pos) -> tuple[str, str] | None:
        if not self.shown or not self.size:
            return None
        tip = self._tooltip_at(pos)
        if tip is None:
            return None
        name, text = tip
        return second_person(name), second_person(text)

    def _tooltip_at(self, pos) -> tuple[str, str] | None:
        if self.drag:
            return self._card_tip(self.drag["sprite"].id, self.drag["sprite"].face)
        if self.show_buttons and not self.done_for and not self.caption:
            for key, b in self.buttons.items():
                if b.rect.collidepoint(pos) and key in BUTTON_TIPS:
                    return BUTTON_TIPS[key]
            hint = getattr(self, "hint_rect", None)
            if hint is not None and hint.collidepoint(pos):
                text = self.hint_text()
                return ("Hint", text) if text else None
        s = self._card_at(pos)
        if s is not None:
            return self._card_tip(s.id, s.face)
        for s in self.flyers:
            if s.rect().collidepoint(pos):
                return self._card_tip(s.id, s.face)
        if self._pile_rect("die").collidepoint(pos) or self.layout["die"].collidepoint(pos):
            return self._die_tip()
        if self.layout["deck"].collidepoint(pos):
            return self._deck_tip()
        if self.layout["discard"].collidepoint(pos):
            return self._discard_tip()
        if self.layout["pending"].collidepoint(pos):
            return self._pending_tip()
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            if self.banks_r[p].collidepoint(pos) or self._bank_pile(seat)[0].collidepoint(pos):
                return self._bank_tip(seat)
        for p in range(self.n):
            if self.seats_r[p].collidepoint(pos):
                return self._seat_tip(self.seat_at_pos(p))
        if self.layout["status"].collidepoint(pos):
            return self._status_tip()
        return None

    # ------------------------------------------------------------------ the things
    def _owner_of(self, cid: int) -> tuple[str, int | None]:
        """Where card ``cid`` lies: ("row", seat), ("pending", None), ("discard", None) or ("", None)."""
        for seat, row in enumerate(self.d_rows):
            if cid in row:
                return "row", seat
        if cid == self.d_pending:
            return "pending", None
        if cid in self.d_discard:
            return "discard", None
        return "", None

    def _card_tip(self, cid: int, face: dict | None) -> tuple[str, str]:
        if not face:
            return "Card", "A card seen from the back."
        colour, number = face["colour"], face["number"]
        name = describe(face)
        name = name[0].upper() + name[1:]
        points = f"{number} point{'s' if number != 1 else ''}"
        if colour == "star":
            parts = [f"A shooting star worth {points} in a bank at the end of the game. It has no colour: "
                     "whoever draws it always keeps it, even beside another shooting star, and it never "
                     "counts toward Sky Five's five colours."]
        else:
            parts = [f"A {colour} card (its glyph: a {COLOUR_GLYPH.get(colour, colour)}) worth {points} in "
                     f"a bank at the end of the game. A player who already shows {colour} must give a "
                     f"drawn {colour} card to a player who does not; when every player shows {colour}, "
                     "the drawer busts. Five colours face up bank at once: Sky Five!"]
        where, seat = self._owner_of(cid)
        if where == "row" and seat is not None:
            who = self.name(seat)
            if number == 0:
                parts.append(f"Face up in {who}'s row, not yet safe. The die shows 1 to 6, so a 0 never "
                             "makes a roll bust.")
            else:
                parts.append(f"Face up in {who}'s row, not yet safe: if {who} rolls a {number} when "
                             f"attempting to bank, {who} busts.")
            if seat == self.d_buster and self.shown.get("phase") == "take":
                parts.append("The others may take it now, unless they already show its colour.")
        elif where == "pending":
            giver = self.name(self.shown.get("actor"))
            parts.append(f"Drawn by {giver}, who already shows {colour}: it goes to a player without "
                         f"{colour} face up.")
        elif where == "discard":
            parts.append("On the discard pile: out of the game.")
        return name, " ".join(parts)

    def _die_tip(self) -> tuple[str, str]:
        if self.die.rolling:
            now = "Rolling…"
        elif self.d_die is not None or self.die.value is not None:
            value = self.d_die if self.d_die is not None else self.die.value
            now = f"The last roll was a {value}."
        else:
            now = "Not rolled yet."
        rule = ("Its faces are 1 to 6. To attempt to bank you roll it: when no face-up card in your row has "
                "the number rolled, your whole row goes to your bank; when one has it, you bust. "
                "A 0 is never rolled.")
        risk = ""
        v = self.shown
        actor = v.get("actor")
        if not v.get("over") and actor is not None and v.get("phase") == "turn" and v["rows"][actor]:
            numbers = sorted({c["number"] for c in v["rows"][actor] if 1 <= c["number"] <= 6})
            who = self.name(actor)
            if numbers:
                listed = ", ".join(map(str, numbers[:-1])) + (" or " if len(numbers) > 1 else "") + str(numbers[-1])
                risk = (f" For {who}'s row now: a roll of {listed} busts ({len(numbers)} chance"
                        f"{'s' if len(numbers) != 1 else ''} in 6).")
            else:
                risk = f" For {who}'s row now: no roll busts."
        return "Rainbow die", f"{now} {rule}{risk}"

    def _deck_tip(self) -> tuple[str, str]:
        v = self.shown
        n = self.d_deck
        removed = v.get("removed", 0)
        left = f"{n} card{'s' if n != 1 else ''} left" if n else "Empty"
        text = (f"{left}; {removed} were removed unseen at the start ({self.n} players: the fewer the "
                "players, the smaller the deck). Draw: take the top card face up. If you already show its "
                "colour, give it to a player who does not; if every player shows it, you bust. After the "
                "last card is drawn comes the final round: every player must attempt to bank.")
        if v.get("final"):
            text += " The final round is on."
        return "Deck", text

    def _discard_tip(self) -> tuple[str, str]:
        n = len(self.d_discard)
        text = (f"{n} card{'s' if n != 1 else ''}. When a player busts, the others each may take one of the "
                "row's cards; the rest (and a card that busted its drawer) are discarded, out of the game.")
        if self.d_discard:
            face = self.faces.get(self.d_discard[-1])
            if face:
                text += f" On top: the {describe(face)}."
        return "Discard", text

    def _pending_tip(self) -> tuple[str, str]:
        return ("To give", "A drawn card whose colour its drawer already shows waits here until it is given "
                           "to a player who does not show that colour face up.")

    def _bank_tip(self, seat: int) -> tuple[str, str]:
        who = self.name(seat)
        count = len(self.d_banks[seat])
        v = self.shown
        text = (f"{count} card{'s' if count != 1 else ''} banked face down, safe for the rest of the game. "
                "At the end the banked points are added up: the highest total wins; on a tie, more cards.")
        scores = (v.get("result") or {}).get("scores") if v.get("over") else None
        if scores is not None:
            text += f" Final total: {scores[seat]} points."
        elif seat == self.viewer or self.reveal_all:
            self._private_drawn(seat, "bank total")
            total = sum(self.faces.get(c, {}).get("number", 0) for c in self.d_banks[seat])
            text += f" Worth {total} points: the total is shown to its owner only."
        else:
            text += f" Its total is known only to {who}."
        return f"{who}'s bank", text

    def _seat_tip(self, seat: int) -> tuple[str, str]:
        v = self.shown
        who = self.name(seat)
        ctrl = self.session.seats[seat] if seat < len(self.session.seats) else None
        if ctrl is not None and ctrl.is_bot:
            kind = f"A bot ({ctrl.level})." if ctrl.level else "A bot."
        else:
            kind = "A person at this screen."
        row = v["rows"][seat]
        if row:
            value = sum(c["number"] for c in row)
            cards = ", ".join(describe(c) for c in row)
            row_text = (f"Row: {len(row)} card{'s' if len(row) != 1 else ''} face up ({cards}), worth {value}, "
                        "not yet safe: banking moves them to the bank.")
        else:
            row_text = "No cards face up."
        chips = []
        if v.get("over"):
            if seat in ((v.get("result") or {}).get("winners") or []):
                chips.append(CHIP_TIPS["WINNER"])
        else:
            if seat == v.get("actor"):
                label = {"give": "GIVING", "take": "MAY TAKE"}.get(v["phase"], "FINAL TURN" if v["final"] else "TO PLAY")
                chips.append(CHIP_TIPS[label])
            if v["phase"] == "take" and seat == self.d_buster:
                chips.append(CHIP_TIPS["BUST"])
            if v["final"] and seat in v["final_done"]:
                chips.append(CHIP_TIPS["DONE"])
        now = "".join(f" {who} {chip}." for chip in chips)
        return f"{who} (seat {seat + 1})", f"{kind}{now} {row_text}"

    def _status_tip(self) -> tuple[str, str] | None:
        text = self.status_text()
        sub, _colour = self._status_sub()
        if sub:
            text = f"{text}. {sub}" if text else sub
        return ("Status", text) if text else None
