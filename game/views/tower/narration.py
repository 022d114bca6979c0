"""What the Tower table says: the status line (whose turn, what to do now), the hint beside the buttons
with the keys, and the prompt of a choice in progress. The log's sentences are written as the events
are animated (animation.py). Everything is English for a seat named "You".

``TableNarration`` is mixed into ``TowerView`` (view.py).
"""
from __future__ import annotations

from rules.tower.commands import Attack, Build, King, Queen

from ...wording import agree, join_names
from ..hand_table import TurnWords
from .words import HEIGHT, kind, parse, short, value

KEYS = ("Keys: 1-9 and 0 pick a card · Tab or arrows choose where · Enter plays · D discards · "
        "Esc calls off · L log · F1 rules")


class TableNarration(TurnWords):
    """The words part of ``TowerView``."""

    # ------------------------------------------------------------------ the status line
    def _status_words(self) -> str:
        v = self.shown
        if not v:
            return ""
        if v["over"]:
            return "Game over: " + self._over_words(v.get("result") or {})
        turn = self.d_turn
        if self.human_actor() is None:
            return f"{self._whose_turn(turn)}"
        if self.pending is not None:
            return f"{self._whose_turn(turn)}: {self.choice_prompt(short_form=True)}"
        card = self._active_card()
        if card is not None:
            return f"{self._whose_turn(turn)}: {self._selected_words(card)}"
        return f"{self._whose_turn(turn)}: {self._what_to_do()}"

    def _what_to_do(self) -> str:
        """The actions open to the actor, as the status line says them."""
        can = {type(c) for c in self.legal}
        parts = []
        if Build in can:
            parts.append("build")
        if can & {King, Queen, Attack}:
            parts.append("play a face card")
        parts.append("discard")
        if len(parts) == 1:
            return "nothing can be built, discard a card"
        return ", ".join(parts[:-1]) + " or " + parts[-1]

    def _selected_words(self, cid: int) -> str:
        code = self.code(cid)
        targets = self.targets_of(cid)
        towers = [t for t in targets if t[0] == "tower"]
        name = short(code)
        if not towers:
            return f"the {name} can only be discarded now: drop it on the discard pile"
        rank, _suit = parse(code or "")
        if kind(code or "") == "number":
            return f"drop the {name} on your tower, or on the discard pile"
        what = {"K": "a tower to protect", "Q": "a King to remove", "J": "a tower to attack"}.get(rank, "where")
        return f"the {name} goes on {what}, or on the discard pile"

    def choice_prompt(self, short_form: bool = False) -> str:
        """What the choice in progress asks for: the construction or the attack card."""
        p = self.pending
        if p is None:
            return ""
        need = self.pay_need()
        name = short(self.code(p["card"]))
        if p["kind"] == "pay":
            head = f"pick the construction card for the {name}"
        else:
            top = self.d_towers[p["target"]]
            stone = short(self.code(top[-1])) if top else "stone"
            head = f"pick the attack card that knocks off the {stone}"
        tail = f"(at least {need}, or a joker)" if need <= 12 else "(a joker)"
        if short_form:
            return f"{head} {tail}"
        return (f"{head[0].upper()}{head[1:]} {tail}: click one of the lit cards of your hand or press its "
                f"number. Esc calls it off.")

    # ------------------------------------------------------------------ the hint beside the buttons
    def hint_text(self) -> str:
        waiting = self._waiting_hint()
        if waiting is not None:
            return waiting
        v = self.shown
        if len(self.humans) > 1 and v.get("actor") != self.viewer:
            return f"Waiting for {self.name(v.get('actor'))}…"
        lines = []
        if self.pending is not None:
            lines.append(self.choice_prompt())
        elif self.selected is not None:
            code = self.code(self.selected)
            lines.append(f"{short(code)}: lit places take it; a red one says why not. Click one, or Tab "
                         "and Enter. D discards it, Esc puts it back.")
        else:
            lines.append("Drag a card from your hand onto a tower, or onto the discard pile. Or click a card, "
                         "then where it goes.")
        lines.append(KEYS)
        return "\n".join(lines)

    def _waiting_hint(self) -> str | None:
        v = self.shown
        if not v or v["over"]:
            return "The game is over."
        actor = v["actor"]
        seat = self.session.controller(actor)
        if seat is not None and seat.is_bot:
            return f"{self.name(actor)} (bot) is deciding…"
        if not self.interactive:
            return ""
        return None

    # ------------------------------------------------------------------ the end
    def _over_words(self, res: dict) -> str:
        winners = res.get("winners") or []
        scores = res.get("scores") or []
        if not winners or not scores:
            return "nobody wins"
        won = [self.name(w) for w in winners]
        verb = agree(won, "wins", "win") if len(won) == 1 else "share the win"
        return f"{join_names(won)} {verb} with {scores[winners[0]]} points"

    # ------------------------------------------------------------------ words about a tower
    def tower_words(self, seat: int) -> str:
        """A tower as a sentence: its stones bottom first, its sum and what may go on it next."""
        stones = [self.code(c) for c in self.d_towers[seat]]
        if not stones:
            return "No stone yet: the bottom stone (any Ace to 10) is free."
        listed = ", ".join(short(c) for c in stones)
        text = f"{len(stones)} of {HEIGHT} stones, bottom first: {listed}; sum {self.tower_value(seat)}."
        if len(stones) < HEIGHT:
            top = stones[-1]
            v = value(top) or 0
            other = "black" if top[-1] in "HD" else "red"
            if v > 1:
                text += f" Next stone: lower than {v} and {other}."
            else:
                text += " Nothing can go on an Ace."
        return text

    def name_you(self, seat: int) -> str:
        return "your" if self._you(seat) else f"{self.name(seat)}'s"
