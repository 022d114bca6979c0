"""What the Sky 5 table says on its status line and in the hint beside the buttons.

``TableNarration`` is mixed into ``Sky5View`` (view.py); the log's sentences are written as the
events are animated (animation.py).
"""
from __future__ import annotations

from ...wording import agree, second_person
from .cards import describe


class TableNarration:
    """The words part of ``Sky5View``."""

    def status_text(self) -> str:
        """Whose turn it is and what they must do, in English for a seat named You."""
        return second_person(self._status_words())

    def _status_words(self) -> str:
        v = self.shown
        if not v:
            return ""
        if v["over"]:
            res = v.get("result") or {}
            winners = res.get("winners") or []
            if winners:
                won = [self.name(w) for w in winners]
                verb = agree(won, "wins", "win") if len(won) == 1 else "share the win"
                return f"Game over: {' and '.join(won)} {verb} with {res['scores'][winners[0]]} points"
            return "Game over"
        actor = v["actor"]
        who = self.name(actor)
        phase = v["phase"]
        if phase == "give":
            face = v["pending"] or {}
            colour = face.get("colour", "")
            return f"{who} must give the {describe(face)} to a player without {colour}"
        if phase == "take":
            return f"{who} may take one of {self.name(v['buster'])}'s cards"
        if v["final"]:
            return f"Final round: {who} must attempt to bank"
        if not v["rows"][actor]:
            return f"{who}: draw a card"
        return f"{who}: draw a card or attempt to bank"

    def hint_text(self) -> str:
        waiting = self._waiting_hint()
        if waiting is not None:
            return waiting
        v = self.shown
        actor = v["actor"]
        phase = v["phase"]
        if phase == "give":
            keys = ", ".join(str(p + 1) for p in sorted(self._receivers()))
            return (f"Drag the card onto a highlighted player, click one, or press their number ({keys}).")
        if phase == "take":
            return "Drag a highlighted card onto your row, or click it. Nothing you want? Pass (P)."
        if v["final"]:
            return "Final round: Bank (B) rolls the die."
        if not v["rows"][actor]:
            return "Click the deck or press D to draw a card."
        return "Click the deck or press D to draw. Bank (B) rolls the die to bank your row."
