"""What the Sky Tango table says: the status line (whose turn, what to do now), the hint beside the
buttons with the keys, and the words about a row. The log's sentences are written as the events are
animated (animation.py). Everything is English for a seat named "You".

``TableNarration`` is mixed into ``TangoView`` (view.py).
"""
from __future__ import annotations

from rules.sky_tango.commands import LEFT, Clear, Destroy, Lay, Stop

from ...wording import agree, join_names
from ..hand_table import TurnWords
from .words import RUN, is_eclipse, kind_of, short

KEYS = ("Keys: 1-9 and 0 pick a card · Tab or arrows choose where · Enter plays · C clears · "
        "X self-destructs · S stops · Esc calls off · L log · F1 rules")


class TableNarration(TurnWords):
    """The words part of ``TangoView``."""

    # ------------------------------------------------------------------ the status line
    def _status_words(self) -> str:
        v = self.shown
        if not v:
            return ""
        if v["over"]:
            return "Game over: " + self._over_words(v.get("result") or {})
        turn = self.d_turn
        head = self._whose_turn(turn)
        if v.get("phase") == "end":
            head += " (nothing left to draw)"
        if self.human_actor() is None:
            if v.get("must_play"):
                return f"{head}: another card after the animal"
            return head
        if self.confirm is not None:
            return f"{head}: self-destruct? Enter confirms, Esc keeps playing"
        if self.selected is not None:
            return f"{head}: {self._selected_words(self.selected)}"
        if self.runs_picked:
            k = len(self.runs_picked)
            return f"{head}: {k} run{'s' if k != 1 else ''} picked, press Clear (C) or pick more"
        if v.get("must_play"):
            return f"{head}: play another card (the animal obliges it) or self-destruct"
        return f"{head}: {self._what_to_do()}"

    def _what_to_do(self) -> str:
        can = {type(c) for c in self.legal}
        parts = []
        if Lay in can:
            parts.append("lay a card")
        if Clear in can:
            parts.append("clear a glowing run")
        if Stop in can:
            parts.append("stop")
        if not parts:
            return "no card fits: you must self-destruct (X)"
        if Destroy in can:
            parts.append("self-destruct")
        return ", ".join(parts[:-1]) + " or " + parts[-1]

    def _selected_words(self, cid: int) -> str:
        code = self.code(cid)
        targets = self.targets_of(cid)
        name = short(code)
        if not targets:
            return f"the {name} fits nowhere now: pick another card"
        if code and is_eclipse(code):
            return f"drop the {name} on a lit {kind_of(code)} card"
        return f"drop the {name} at a lit place"

    # ------------------------------------------------------------------ the hint beside the buttons
    def hint_text(self) -> str:
        waiting = self._waiting_hint()
        if waiting is not None:
            return waiting
        v = self.shown
        if len(self.humans) > 1 and v.get("actor") != self.viewer:
            return f"Waiting for {self.name(v.get('actor'))}…"
        lines = []
        if self.confirm is not None:
            lines.append("Self-destruct? " + self.destroy_words())
        elif self.selected is not None:
            lines.append(f"{short(self.code(self.selected)).capitalize()}: lit places take it; a red row says "
                         "why not. Click one, or Tab and Enter. Esc puts it back.")
        elif self.runs_picked:
            lines.append("Click more glowing runs to clear them too, then Clear (C). Esc forgets them.")
        elif v.get("must_play"):
            lines.append("The animal obliges you: play another card.")
        else:
            lines.append("Drag a card from your hand to a lit end of a row. Glowing runs of five or more in "
                         "your rows can be cleared: click them, then Clear.")
        lines.append(KEYS)
        return "\n".join(lines)

    # ------------------------------------------------------------------ the end
    def _over_words(self, res: dict) -> str:
        winners = res.get("winners") or []
        scores = res.get("scores") or []
        if not winners or not scores:
            return "nobody wins"
        won = [self.name(w) for w in winners]
        top = scores[winners[0]]
        pts = "point" if abs(top) == 1 else "points"
        if res.get("partners"):
            teams = [t for t in (res.get("teams") or []) if any(s in winners for s in t)]
            if len(teams) > 1:
                return f"the teams tie with {top} {pts}"
            return f"{join_names(won)} win as partners with {top} {pts}"
        verb = agree(won, "wins", "win") if len(won) == 1 else "share the win"
        return f"{join_names(won)} {verb} with {top} {pts}"

    # ------------------------------------------------------------------ words about a row
    def name_you(self, seat: int) -> str:
        return "your" if self._you(seat) else f"{self.name(seat)}'s"

    def row_words(self, seat: int, kind: str) -> str:
        """A row as a sentence: its stacks left to right (an eclipse and what it covers), and its runs."""
        row = self.row(seat, kind)
        if not row:
            return f"No {kind} row yet."
        parts = []
        for stack in row:
            top = self.code(stack[-1])
            if top and is_eclipse(top):
                under = [self.code(c) for c in stack[:-1]]
                shown = next((c for c in reversed(under) if c and not is_eclipse(c)), None)
                parts.append(f"eclipse (over {shown[1:]})" if shown else "eclipse")
            else:
                parts.append(top[1:] if top else "?")
        text = f"{len(row)} stack{'s' if len(row) != 1 else ''}, left to right: {', '.join(parts)}."
        runs = self.runs_of(seat, kind)
        if runs:
            text += " " + " ".join(f"A run of {n} may be cleared." for _a, n in runs)
        vis = [x for x in self.visible(seat, kind) if x is not None]
        if vis:
            text += f" Next card: below {vis[0]} at the left end or above {vis[-1]} at the right end."
        return text

    def where_words(self, owner: int, kind: str, at: int) -> str:
        """Where a ``Lay`` put its card, for the log."""
        whose = self.name_you(owner) if not self._you(owner) else "their own"
        if at == LEFT:
            return f"at the left end of {whose} {kind} row"
        return f"in {whose} {kind} row"


__all__ = ["KEYS", "RUN", "TableNarration"]
