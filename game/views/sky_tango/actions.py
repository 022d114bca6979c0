"""What gestures and keys do at the Sky Tango table: where a hand card may go (and the rules' reason
where not), the runs that may be cleared, the self-destruct question, and the commands submitted.

A card's *targets* are ``("lay", owner, kind, at)``: ``at`` as the rules' ``Lay`` has it (``-1`` the
left end, ``len(row)`` the right end, ``0`` a new row, else the stack covered or eclipsed). A *run* is
``("run", owner, kind, first)``: the maximal stretch of visible numbers starting at stack ``first``.
``TableActions`` is mixed into ``TangoView`` (view.py); the pointer, the keyboard and the buttons all
end here, in ``_send``.
"""
from __future__ import annotations

import pygame

from rules.core import Command, Rejected
from rules.sky_tango.commands import LEFT, Clear, Destroy, Lay, Stop
from rules.sky_tango.rows import runs as row_runs

from ...wording import second_person
from .words import RUN, full, is_eclipse, kind_of, plural, short, the

KINDS = ("sun", "moon")


class TableActions:
    """The commands part of ``TangoView``'s input."""

    # ------------------------------------------------------------------ what is legal now
    def _options(self) -> dict[int, dict[tuple, Command]]:
        """For each card of the actor's hand: target -> the legal ``Lay`` that plays it there."""
        a = self.human_actor()
        key = (self.shown.get("step"), a, id(self.legal))
        if self._options_cache and self._options_cache[0] == key:
            return self._options_cache[1]
        out: dict[int, dict[tuple, Command]] = {}
        if a is not None:
            for c in self.legal:
                if isinstance(c, Lay):
                    code = self.code(c.card)
                    if code is None:
                        continue
                    out.setdefault(c.card, {})[("lay", c.owner, kind_of(code), c.at)] = c
        self._options_cache = (key, out)
        return out

    def targets_of(self, cid: int | None) -> dict[tuple, Command]:
        if cid is None:
            return {}
        return self._options().get(cid, {})

    def legal_one(self, kind: type) -> Command | None:
        return next((c for c in self.legal if isinstance(c, kind)), None)

    def _reason(self, cmd: Command) -> str:
        try:
            self.state.check(cmd)
        except Rejected as e:
            return e.reason
        return ""

    def why_not(self, cid: int, target: tuple) -> str:
        """Why card ``cid`` may not go to ``target`` (the rules' sentence, or the table's own), or ""."""
        a = self.human_actor()
        if a is None or target in self.targets_of(cid):
            return ""
        _lay, owner, kind, at = target
        code = self.code(cid)
        if code is None:
            return ""
        if kind_of(code) != kind:
            row = "sun" if kind == "sun" else "moon"
            return f"The {short(code)} goes in a {kind_of(code)} row, not in a {row} row."
        return self._reason(Lay(a, cid, owner, at)) or "That card cannot go there now."

    # ------------------------------------------------------------------ runs
    def runs_of(self, seat: int, kind: str) -> list[tuple[int, int]]:
        """The runs of ``RUN`` or more visible numbers in a row: (first stack, length)."""
        return [(a, n) for a, n in row_runs(self.visible(seat, kind)) if n >= RUN]

    def run_tops(self, seat: int, kind: str, first: int) -> tuple[int, ...]:
        row = self.row(seat, kind)
        for a, n in self.runs_of(seat, kind):
            if a == first:
                return tuple(row[i][-1] for i in range(a, a + n) if row[i])
        return ()

    def clearable_runs(self) -> list[tuple]:
        """The runs the person deciding may pick for clearing now (each is part of a legal ``Clear``)."""
        a = self.human_actor()
        key = (self.shown.get("step"), a, id(self.legal), self._version_rows())
        if self._runs_cache and self._runs_cache[0] == key:
            return self._runs_cache[1]
        out = []
        if a is not None:
            tops = set()
            for c in self.legal:
                if isinstance(c, Clear):
                    tops.update(c.cards)
            if tops:
                for p in range(self.n):
                    seat = self.seat_at_pos(p)
                    for kind in KINDS:
                        for first, _n in self.runs_of(seat, kind):
                            if set(self.run_tops(seat, kind, first)) <= tops:
                                out.append(("run", seat, kind, first))
        self._runs_cache = (key, out)
        return out

    def _version_rows(self) -> int:
        return sum(len(s) for r in self.d_rows for k in KINDS for s in r[k])

    def pick_run(self, run: tuple) -> bool:
        """Click or Enter on a glowing run: pick it for clearing (again: put it back)."""
        if self.human_actor() is None:
            return False
        if run not in self.clearable_runs():
            _r, seat, kind, _first = run
            self.rejected(self._run_refusal(seat, kind), at=self._run_rect(run))
            return False
        self.selected = None
        if run in self.runs_picked:
            self.runs_picked.discard(run)
        else:
            self.runs_picked.add(run)
        self._relayout(duration=0.12, ui_only=True)
        self._version += 1
        return True

    def _run_refusal(self, seat: int, kind: str) -> str:
        a = self.human_actor()
        if self.shown.get("must_play"):
            return "After an animal card you must lay another card; clearing is a whole turn of its own."
        if a is not None and seat != a and seat != self.partner_of(a):
            return f"You may clear only from your own rows, not from {self.name(seat)}'s."
        return "That run cannot be cleared now."

    def clear_command(self) -> Command | None:
        a = self.human_actor()
        if a is None or not self.runs_picked:
            return None
        tops: list[int] = []
        for _r, seat, kind, first in sorted(self.runs_picked, key=lambda r: (r[1], r[2], r[3])):
            tops += self.run_tops(seat, kind, first)
        return Clear(a, tuple(tops))

    def _click_clear(self) -> None:
        a = self.human_actor()
        if a is None:
            return
        cmd = self.clear_command()
        if cmd is None:
            runs = self.clearable_runs()
            if not runs:
                why = ("After an animal card you must lay another card first." if self.shown.get("must_play")
                       else f"No run of {RUN} or more visible numbers in your rows to clear.")
            else:
                why = "Pick the runs to clear first: click a glowing run (or Tab to it and press Enter)."
            self.rejected(why, at=self.buttons["clear"].rect)
            return
        self._send(cmd, self._run_rect(next(iter(self.runs_picked))))

    # ------------------------------------------------------------------ self-destruct and stop
    def destroy_words(self) -> str:
        """What self-destruction costs, said before it is done."""
        a = self.human_actor()
        if a is None:
            return ""
        hand = self.d_counts[a]
        parts = [plural(hand, "hand card")] if hand else []
        for kind in KINDS:
            row = self.row(a, kind)
            if row:
                cards = sum(len(s) for s in row)
                numbers = sum(1 for s in row for c in s if self.code(c) and not is_eclipse(self.code(c)))
                parts.append(f"your {kind} row ({plural(cards, 'card')}: {-numbers} now)")
        lost = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else (parts[0] if parts else "nothing")
        partner = self.partner_of(a)
        keep = f" {self.name(partner)}'s row stays." if partner is not None and any(self.row(partner, k) for k in KINDS) \
            else ""
        return f"You lose {lost} to the discard pile.{keep} You draw 5 at your next turn."

    def _click_destroy(self) -> None:
        if self.human_actor() is None or self.legal_one(Destroy) is None:
            return
        self.selected = None
        self.runs_picked = set()
        self.confirm = "destroy"
        self.focus = None
        self._relayout(duration=0.12, ui_only=True)
        self._version += 1

    def _confirm_destroy(self) -> None:
        cmd = self.legal_one(Destroy)
        self.confirm = None
        self._version += 1
        if cmd is not None and self.human_actor() is not None:
            self._send(cmd, self.seat_r[0])

    def _cancel_confirm(self) -> None:
        self.confirm = None
        self._version += 1

    def _click_stop(self) -> None:
        if self.human_actor() is None:
            return
        cmd = self.legal_one(Stop)
        if cmd is None:
            a = self.human_actor()
            self.rejected(self._reason(Stop(a)) or "You cannot stop now.", at=self.buttons["stop"].rect)
            return
        self._send(cmd, self.buttons["stop"].rect)

    # ------------------------------------------------------------------ playing a card somewhere
    def play(self, cid: int, target: tuple, at=None) -> bool:
        """Lay hand card ``cid`` at ``target``. False (and the reason shown) when it cannot go there."""
        a = self.human_actor()
        if a is None:
            return False
        at = at if at is not None else self._target_rect(target)
        cmd = self.targets_of(cid).get(target)
        if cmd is None:
            self.rejected(self.why_not(cid, target) or "That card cannot go there.", at=at)
            return False
        return self._send(cmd, at)

    def cancel_choice(self) -> bool:
        """Call off the question, else the picked card, else the picked runs; True when there was one."""
        if self.confirm is not None:
            self.confirm = None
            self._version += 1
            return True
        if self.selected is not None:
            self.selected = None
            self.focus = None
            self._relayout(duration=0.12, ui_only=True)
            self._version += 1
            return True
        if self.runs_picked:
            self.runs_picked = set()
            self._version += 1
            return True
        return False

    def escape(self) -> bool:
        """Esc at the table: call off a choice in progress (True), else leave it to the host (the menu)."""
        return self.human_actor() is not None and self.cancel_choice()

    def _send(self, cmd: Command, at=None) -> bool:
        """Send ``cmd``; a refusal is shown at ``at``."""
        reason = self._reason(cmd)
        if reason:
            self.rejected(reason, at=at)
            self._relayout(duration=0.25, ui_only=True)
            return False
        self.selected = None
        self.runs_picked = set()
        self.confirm = None
        self.focus = None
        self._aim = at
        try:
            ok = self.host.submit(cmd) is not None
        finally:
            self._aim = None
        if ok:
            self.notice = None
        self._version += 1
        return ok

    def _target_rect(self, target: tuple) -> pygame.Rect:
        kind_ = target[0]
        if kind_ == "run":
            return self._run_rect(target)
        _lay, owner, kind, at = target
        row = self.row(owner, kind)
        g = self._row_geom(owner, kind)
        if not row:
            return g.content
        if at == LEFT:
            return g.left
        if at >= len(row):
            return g.right
        return g.card_rect(at, len(row[at]) - 1)

    def _run_rect(self, run: tuple) -> pygame.Rect:
        _r, seat, kind, first = run
        length = next((n for a, n in self.runs_of(seat, kind) if a == first), 1)
        g = self._row_geom(seat, kind)
        return g.span(first, length)

    def rejected(self, reason: str, at=None) -> None:
        """Every refusal, the rules' and the table's own, is shown at the target of the move, in
        English for a seat named You."""
        if at is None:
            at = getattr(self, "_aim", None)
        super().rejected(second_person(reason), at)

    # ------------------------------------------------------------------ picking and the buttons
    def pick(self, cid: int) -> None:
        """Click or number key on a hand card: pick it (again: put it back)."""
        self.runs_picked = set()
        self.selected = None if self.selected == cid else cid
        self._relayout(duration=0.12, ui_only=True)
        self._version += 1

    def _click_cancel(self) -> None:
        self.cancel_choice()

    def _activate(self, target: tuple) -> None:
        a = self.human_actor()
        kind_ = target[0]
        if kind_ == "menu":
            self._click_menu()
            return
        if a is None:
            return
        if kind_ == "card":
            self.pick(target[1])
        elif kind_ == "run":
            self.pick_run(target)
        elif kind_ == "lay":
            cid = self.selected
            if cid is None:
                self.rejected("Pick a card from your hand first (click it or press its number).",
                              at=self._target_rect(target))
                return
            self.play(cid, target)
        elif kind_ == "row":
            # a click on a row with a card picked: the place in that row it may go
            cid = self.selected
            if cid is None:
                return
            self.play(cid, self._lay_target(cid, target[1], target[2], self.mouse))
        self._version += 1

    def _clickable_buttons(self):
        self._sync_buttons()
        if self.done_for:
            return (self.done_button,)
        if self.confirm is not None and self.show_buttons and not self.caption:
            return tuple(self.dialog_buttons.values()) + (self.buttons["menu"],)
        return self.buttons.values() if (self.show_buttons and not self.caption) else ()

    def _sync_buttons(self) -> None:
        human = self.human_actor()
        self.buttons["clear"].enabled = human is not None and bool(self.runs_picked)
        self.buttons["stop"].enabled = human is not None and self.legal_one(Stop) is not None
        self.buttons["destroy"].enabled = human is not None and self.legal_one(Destroy) is not None \
            and self.confirm is None
        self.buttons["cancel"].enabled = human is not None and (self.selected is not None or bool(self.runs_picked)
                                                               or self.confirm is not None)
        self.buttons["menu"].enabled = self.interactive

    def _turn_changed(self) -> None:
        """The turn moved on: a refusal said in the last turn and any choice in progress are gone."""
        if self.notice is not None:
            self.notice = None
            self._notice_changed()
        self.selected = None
        self.runs_picked = set()
        self.confirm = None
        self._options_cache = None
        self._runs_cache = None
        self.tooltip.hide()
        self._version += 1


__all__ = ["TableActions", "full", "the"]
