"""What the Sky Towers table says: the status line, the hint beside the buttons, the detail of
Taroma's step captions, and the log's sentences (in the second person for a player called "You").

``TableNarration`` is mixed into ``SkyTowersView`` (view.py); the fixed texts it draws on (Taroma's
steps, the cards' effects) are in ``words.py``.
"""
from __future__ import annotations

from rules.core import Event
from rules.sky_towers.commands import EndTurn

from ...wording import agree, second_person
from .words import STEPS, a_card, effect_sentence

KEYS = ("Keys: 1-9 and 0 pick a card · arrows move · Enter plays on the focused tower · D draw · "
        "R take a tower back · E end turn")

SLOT_WORDS = {1: ["tower"], 2: ["left tower", "right tower"], 3: ["left tower", "middle tower", "right tower"]}


class TableNarration:
    """The words part of ``SkyTowersView``."""

    # ------------------------------------------------------------------ the status line and the hint
    def status_text(self) -> str:
        v = self.shown
        if not v:
            return ""
        if v["over"]:
            return "Game over: " + self._over_words(v.get("result") or {})
        actor = v["actor"]
        who = "You" if (actor == self.viewer and len(self.humans) == 1) else self.name(actor)
        phase = v["phase"]
        if self.taroma and self.d_turn == 1:
            code = self.step_caption[0] if self.step_caption else ""
            return f"Taroma's turn: {code} {STEPS[code][0]}" if code in STEPS else "Taroma's turn"
        if phase == "discard":
            n = max(0, v["hand_sizes"][actor] - 5)
            return f"A 5 was played: {who} must put {n} card{'s' if n != 1 else ''} back on the deck"
        if phase == "ask":
            return f"{who} played a 6: ask a player for a card by number, or draw a card"
        if self.light:
            return f"Light solitaire: play, draw or discard a tower. Score so far: {self._light_score()}"
        # the turn and its actions as the table shows them (they change as each step is shown)
        acts = self.d_actions
        turn = self.d_turn
        who = "You" if (turn == self.viewer and len(self.humans) == 1) else self.name(turn)
        last = "Last round. " if self.d_final else ""
        whose = "Your turn" if who == "You" else f"{who}'s turn"
        settled = acts == v["actions"] and turn == v["turn"] and self.d_final == bool(v["final"])
        if settled and not v["final"] and acts and self.legal_of(EndTurn):
            if len(self.legal) == 1:
                return f"{whose}: no action is possible, end the turn"
            # Only an 8's or 9's extra action is left, which "you may" take.
            return f"{whose}: {acts} extra action{'s' if acts != 1 else ''} left, or end the turn"
        return f"{last}{whose}: {acts} action{'s' if acts != 1 else ''} left"

    def _turn_changed(self) -> None:
        """The turn moved on (a ``turn`` step was shown, or the state was snapped): the status line,
        the actions panel and the seat markers are redrawn from the new turn at once."""
        self._targets_cache = None
        self._version += 1

    def _light_score(self) -> int:
        return len(self.d_completed[0]) + sum(1 for h in self.d_bonus if h == 0)

    def hint_text(self) -> str:
        v = self.shown
        if not v or v["over"]:
            return "The game is over."
        actor = v["actor"]
        if self.taroma and self.d_turn == 1:
            return "Taroma is playing its turn, step by step (see the caption). Click to hurry it along."
        if not self.is_human(actor):
            return f"{self.name(actor)} (bot) is deciding…"
        if not self.interactive:
            return ""
        if len(self.humans) > 1 and actor != self.viewer:
            return f"Waiting for {self.name(actor)}…"
        phase = v["phase"]
        if phase == "discard":
            return "Click the cards to put back in order: the last one ends on top of the deck."
        if phase == "ask":
            return "Pick a player and a number (or press a digit, 0 for 10), then Ask. D draws instead."
        lines = []
        focus_card = self.hover[1] if (self.hover and self.hover[0] == "card") else (
            self.focus[1] if (self.focus and self.focus[0] == "card") else
            (self.selected[-1] if self.selected else None))
        if focus_card is not None and focus_card in self.faces:
            value = self.faces[focus_card]
            text = effect_sentence(value, self.mode)
            lines.append(f"{value}: {text or 'no effect.'}")
        if self.selected:
            lines.append("Drop or click a green tower to play; right-click clears.")
        else:
            lines.append("Drag a card onto a tower, click the deck to draw, drag a tower onto the discard pile "
                         "to discard it." if self.light else
                         "Drag a card onto a tower, click the deck to draw, drag a tower onto your hand to "
                         "take it back.")
        lines.append(KEYS if not self.light else
                     KEYS.replace("E end turn", "E end game").replace("R take a tower back", "R discard a tower"))
        return "\n".join(lines)

    # ------------------------------------------------------------------ the log
    def _log(self, text: str) -> None:
        self.log.append(second_person(text))

    def _verb(self, seat: int | None, third: str, second: str) -> str:
        """'draws' or, for a player called "You", 'draw'."""
        return agree([self.name(seat)], third, second)

    def _slot_word(self, owner: int, slot: int) -> str:
        words = SLOT_WORDS.get(len(self.d_towers[owner]), [])
        return words[slot] if slot < len(words) else f"tower {slot + 1}"

    def _tower_phrase(self, owner: int, slot: int, actor: int | None = None) -> str:
        word = self._slot_word(owner, slot)
        if owner == actor:
            return f"their {word}" if not (self.taroma and owner == 1) else f"its {word}"
        return f"{self.name(owner)}'s {word}"

    def _say_moves(self, group: list[Event], src: str, dst: str) -> None:
        who = group[0].get("seat")
        n = len(group)
        values = [self.faces.get(g["card"]) for g in group]
        if dst.startswith("tower."):
            _, o, k = dst.split(".")
            o, k = int(o), int(k)
            shown = " and ".join(str(v) for v in values if v is not None) or "a card"
            actor = who if who is not None else (1 if src == "row.1" else int(src.split(".")[1]))
            self._log(f"{self.name(actor)} plays {shown} onto {self._tower_phrase(o, k, actor)} "
                      f"({self.tower_total(o, k)}).")
        elif src == "deck" and (dst.startswith("hand.") or dst == "row.1"):
            # never the face: the log stays on screen when the device is passed on
            seat = 1 if dst == "row.1" else int(dst.split(".")[1])
            where = " face down" if dst == "row.1" else ""
            self._log(f"{self.name(seat)} {self._verb(seat, 'draws', 'draw')} a card{where}.")
        elif src.startswith("tower.") and (dst.startswith("hand.") or dst == "discard"):
            o = int(src.split(".")[1])
            where = "to the discard pile" if dst == "discard" else "back into their hand"
            self._log(f"{self.name(o)} takes a tower of {n} card{'s' if n != 1 else ''} {where}.")
        elif dst == "deck":
            seat = 1 if src == "row.1" else int(src.split(".")[1])
            self._log(f"{self.name(seat)} puts {n} card{'s' if n != 1 else ''} back on the deck.")
        elif dst == "discard" and src.startswith("hand."):
            self._log(f"{self.name(int(src.split('.')[1]))} discards a card face down.")
        elif src.startswith("hand.") and dst == "row.1":
            # Taroma's 6 takes a card of the other hand at random: named for whoever may see it
            loser = int(src.split(".")[1])
            what = self._seen_card(group[0], f"{self.name(loser)}'s ", "a card from {}'s hand".format(self.name(loser)))
            self._log(f"Taroma's 6 takes {what} at random, face down to the left of its row.")
        elif src == "row.1" and dst.startswith("hand."):
            # your 6 takes a card of Taroma's row at random
            seat = int(dst.split(".")[1])
            what = self._seen_card(group[0], "", "a card", article=True)
            self._log(f"{self.name(seat)}'s 6 takes {what} from Taroma's row at random.")

    def _seen_card(self, e: Event, prefix: str, hidden: str, article: bool = False) -> str:
        """'<prefix>7' when the viewer may see the moving card's face, else ``hidden``: a face hidden
        from the viewer stays hidden (the log stays on screen when the screen is handed over)."""
        face = e.get("face")
        if face is None and e.get("private_face") is not None and self.viewer is not None \
                and self.viewer in (e.get("seen_by") or []):
            face = e["private_face"]
        if face is None:
            return hidden
        return prefix + (a_card(face) if article else str(face))

    def _over_words(self, res: dict) -> str:
        if self.light:
            return f"Score {res.get('score', 0)}" + (": master builder!" if res.get("master_builder") else "")
        if self.taroma:
            kites = res.get("kites") or [0, 0]
            outcome = {"win": "You win", "loss": "Taroma wins", "shared": "A shared win"}.get(res.get("outcome"), "")
            return f"{outcome}: {kites[0]} kites against {kites[1]}"
        winners = res.get("winners") or []
        kites = res.get("kites") or []
        if not winners or not kites:
            return ""
        won = [self.name(w) for w in winners]
        names = " and ".join(won)
        verb = agree(won, "wins", "win") if len(won) == 1 else "share the win"
        how = " on flags" if res.get("decided_by") == "flags" else ""
        return f"{names} {verb} with {kites[winners[0]]} kites{how}"

    # ------------------------------------------------------------------ Taroma's captions
    def _caption_detail(self, e: Event, arg) -> str:
        kind = e.kind
        if kind == "move":
            group = arg if isinstance(arg, list) else [e]
            src, dst = e["src"], e["dst"]
            if dst.startswith("tower."):
                _, o, k = dst.split(".")
                values = " and ".join(str(g.get("face", "?")) for g in group)
                its = "its " if len(group) == 1 else ""
                return f"Taroma plays {its}{values} onto its {self._slot_word(int(o), int(k))}."
            if dst.startswith("completed."):
                return "The tower reaches 21: Taroma completes it."
            if src == "deck" and dst == "row.1":
                return "Taroma draws a card face down to the left of its row."
            if dst == "deck":
                faces = ", ".join(str(self.faces.get(g["card"], "?")) for g in group) if src == "row.1" else ""
                if src == "row.1":
                    return f"Taroma puts back its highest card{'s' if len(group) > 1 else ''} ({faces}) on the deck."
                seat = int(src.split('.')[1])
                return f"{self.name(seat)} {self._verb(seat, 'puts', 'put')} back cards on the deck."
            if src == "row.1" and dst.startswith("hand."):
                seat = int(dst.split('.')[1])
                what = self._seen_card(e, "", "a card", article=True)
                return f"{self.name(seat)} {self._verb(seat, 'takes', 'take')} {what} from Taroma's row at random."
            if dst == "row.1":
                seat = int(src.split(".")[1])
                what = self._seen_card(e, f"{self.name(seat)}'s ", f"a card from {self.name(seat)}'s hand")
                return second_person(f"Taroma takes {what} at random, face down to the left of its row.")
            return STEPS.get(e.get("caption"), ("", ""))[1]
        if kind == "flip":
            if e["face_up"]:
                return f"Taroma flips a face-down card: {a_card(e.get('face', '?'))}."
            return "Taroma turns its revealed cards face down again."
        if kind == "shuffle":
            return "Taroma's row is shuffled." if e.get("cards") else "Taroma's row is now empty."
        if kind == "taroma_step":
            left = e.get("actions_left", 0)
            if e.get("ends_turn"):
                return "No action left: Taroma's turn ends."
            return f"{left} action{'s' if left != 1 else ''} left: repeat from 1A."
        if kind == "taroma_idle":
            return e.get("reason") or STEPS["1E"][1]
        if kind == "complete":
            return f"Taroma completes a tower: {e.get('kites', 0)} kites."
        if kind == "bonus":
            return f"{self.name(e['seat'])} {self._verb(e['seat'], 'takes', 'take')} a bonus card."
        if kind == "effect":
            v = e.get("value")
            if v in (8, 9):
                return f"The {v} gives Taroma one more action."
            if v == 5:
                return "A 5: everyone with more than 5 cards puts the extras back on the deck."
            if v == 6:
                return STEPS["6"][1]
        if kind == "deck_empty":
            return "The deck is empty."
        return STEPS.get(e.get("caption"), ("", ""))[1]
