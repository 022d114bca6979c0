"""What gestures and keys do at the Tower table: where a hand card may go (and the rules' reason where
not), the choice of the paying card, and the commands submitted.

A card's *targets* are ("tower", seat) and ("discard",). A stone on your tower (but the bottom one)
and a Jack on another tower need a second card: the construction card, or the attack card. Laying
one there opens that choice (``pending``): the cards that will do light up in your hand, one click
(or its number key) sends the command. ``TableActions`` is mixed into ``TowerView`` (view.py); the
pointer, the keyboard and the buttons all end here, in ``_submit``.
"""
from __future__ import annotations

import pygame

from rules.core import Command, Rejected
from rules.tower.commands import NO_CARD, Attack, Build, Discard, King, Queen

from ...wording import second_person
from .words import kind, parse, short, the, unsymbol, value

DISCARD = ("discard",)


class TableActions:
    """The commands part of ``TowerView``'s input."""

    # ------------------------------------------------------------------ what is legal now
    def _options(self) -> dict[int, dict[tuple, list[Command]]]:
        """For each card of the actor's hand: target -> the legal commands that play it there."""
        a = self.human_actor()
        key = (self.shown.get("step"), a, id(self.legal))
        if self._options_cache and self._options_cache[0] == key:
            return self._options_cache[1]
        out: dict[int, dict[tuple, list[Command]]] = {}
        if a is not None:
            for c in self.legal:
                if isinstance(c, Build):
                    out.setdefault(c.stone, {}).setdefault(("tower", c.seat), []).append(c)
                elif isinstance(c, (King, Queen)):
                    out.setdefault(c.card, {}).setdefault(("tower", c.target), []).append(c)
                elif isinstance(c, Attack):
                    out.setdefault(c.jack, {}).setdefault(("tower", c.target), []).append(c)
                elif isinstance(c, Discard):
                    out.setdefault(c.card, {}).setdefault(DISCARD, []).append(c)
        self._options_cache = (key, out)
        return out

    def targets_of(self, cid: int | None) -> dict[tuple, list[Command]]:
        if cid is None:
            return {}
        return self._options().get(cid, {})

    def _reason(self, cmd: Command) -> str:
        try:
            self.state.check(cmd)
        except Rejected as e:
            return e.reason
        return ""

    def _best_payer(self, exclude: int) -> int:
        """The highest card of the viewer's hand that may pay (a joker first), or ``NO_CARD``."""
        best, best_v = NO_CARD, -1
        for c in self.hand_ids():
            code = self.code(c)
            if c == exclude or code is None or kind(code) == "face":
                continue
            v = value(code) or 0
            if v > best_v:
                best, best_v = c, v
        return best

    def why_not(self, cid: int, target: tuple) -> str:
        """Why card ``cid`` may not go to ``target`` (the rules' sentence, or the table's own), or ""."""
        a = self.human_actor()
        if a is None:
            return ""
        if target in self.targets_of(cid):
            return ""
        if target == DISCARD:
            return self._reason(Discard(a, cid)) or "That card cannot be discarded now."
        seat = target[1]
        code = self.code(cid)
        if code is None:
            return ""
        k = kind(code)
        rank, _suit = parse(code)
        whose = "your" if seat == a else f"{self.name(seat)}'s"
        if k == "joker":
            return ("A joker is never a stone: it pays for a stone or, with a Jack, for an attack. Drop the stone "
                    "or the Jack on the tower, then pick the joker.")
        if k == "number":
            if seat != a:
                return f"Stones go on your own tower, not on {whose}."
            tower = self.d_towers[a]
            pay = NO_CARD if not tower else self._best_payer(cid)
            return self._reason(Build(a, cid, pay)) or "That stone cannot go on your tower now."
        if rank == "K":
            return self._reason(King(a, cid, seat)) or "The King cannot go there now."
        if rank == "Q":
            return self._reason(Queen(a, cid, seat)) or "The Queen cannot go there now."
        # a Jack
        if seat == a:
            return "A Jack attacks another player's tower, never your own."
        tower = self.d_towers[seat]
        if not tower:
            return f"{whose[0].upper() + whose[1:]} tower has no stone to remove."
        if self.d_kings[seat] is not None:
            return f"The {short(self.code(self.d_kings[seat]))} protects {whose} tower from attack."
        top = self.code(tower[-1])
        need = (value(top) or 0) + 1
        best = self._best_payer(cid)
        if best == NO_CARD:
            return f"Removing {the(top)} takes an attack card of at least {need} (or a joker), and you hold none."
        return (self._reason(Attack(a, cid, best, seat))
                or f"Removing {the(top)} takes an attack card of at least {need} (or a joker).")

    def relevant(self, cid: int, seat: int) -> bool:
        """Whether ``seat``'s tower is a place a player might mean for card ``cid`` (then a blocked one
        is marked, and says why); a stone on another tower is no such place."""
        a = self.human_actor()
        code = self.code(cid)
        if code is None or a is None:
            return False
        rank, _suit = parse(code)
        k = kind(code)
        if k == "number":
            return seat == a
        if rank == "K":
            return bool(self.d_towers[seat])
        if rank == "Q":
            return self.d_kings[seat] is not None
        if rank == "J":
            return seat != a and bool(self.d_towers[seat])
        return False

    # ------------------------------------------------------------------ playing a card somewhere
    def play(self, cid: int, target: tuple, at=None) -> bool:
        """Play hand card ``cid`` on ``target``: a command, or the paying card's choice. False (and
        the reason shown) when it cannot go there."""
        a = self.human_actor()
        if a is None:
            return False
        at = at if at is not None else self._target_rect(target)
        cmds = self.targets_of(cid).get(target)
        if not cmds:
            self.rejected(self.why_not(cid, target) or "That card cannot go there.", at=at)
            return False
        first = cmds[0]
        if isinstance(first, Build) and first.pay == NO_CARD:
            return self._send(first, at)
        if isinstance(first, (Build, Attack)):
            self.selected = None
            self.pending = {"kind": "pay" if isinstance(first, Build) else "attack", "card": cid,
                            "target": target[1], "cmds": {(c.pay if isinstance(c, Build) else c.card): c
                                                          for c in cmds}}
            self.focus = None
            self.notice = None          # a refusal said before is answered
            self._relayout(duration=0.22, ui_only=True)
            self._version += 1
            return True
        return self._send(first, at)

    def choose(self, payer: int) -> bool:
        """The paying card of the pending stone or Jack."""
        p = self.pending
        if p is None:
            return False
        cmd = p["cmds"].get(payer)
        if cmd is None:
            code = self.code(payer)
            self.rejected(self._pay_refusal(code), at=self._card_rect(payer))
            return False
        return self._send(cmd, self._target_rect(("tower", p["target"])))

    def _pay_refusal(self, code: str | None) -> str:
        p = self.pending
        need = self.pay_need()
        what = "construction card" if p["kind"] == "pay" else "attack card"
        if code is not None and kind(code) == "face":
            return f"A face card cannot be the {what}: it must be a numbered card of at least {need}, or a joker."
        if code is not None and code == self.code(p["card"]):
            return f"Pick another card as the {what}."
        return f"The {what} must be at least {need} (or a joker)."

    def pay_need(self) -> int:
        """The least value the pending choice's paying card needs (jokers aside)."""
        p = self.pending
        if p is None:
            return 0
        if p["kind"] == "pay":
            stone = value(self.code(p["card"]) or "") or 0
            return stone + (3 if self.d_kings[p["target"]] is not None else 1)
        tower = self.d_towers[p["target"]]
        return (value(self.code(tower[-1])) or 0) + 1 if tower else 0

    def cancel_choice(self) -> bool:
        """Call off the pending choice, else the picked card; True when there was one."""
        if self.pending is not None:
            self.pending = None
            self._relayout(duration=0.22, ui_only=True)
            self._version += 1
            return True
        if self.selected is not None:
            self.selected = None
            self.focus = None
            self._relayout(duration=0.12, ui_only=True)
            self._version += 1
            return True
        return False

    def escape(self) -> bool:
        """Esc at the table: call off a choice in progress (True), else leave it to the host (the menu)."""
        return self.human_actor() is not None and self.cancel_choice()

    def _send(self, cmd: Command, at=None) -> bool:
        """Send ``cmd``; a refusal is shown at ``at`` (by default the thing the command is about)."""
        reason = self._reason(cmd)
        if reason:
            self.pending = None
            self.rejected(reason, at=at if at is not None else self._command_rect(cmd))
            self._relayout(duration=0.25, ui_only=True)
            return False
        # the choice is over before the events are shown (instant animations show them at once)
        self.selected = None
        self.pending = None
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

    def _submit(self, cmd: Command) -> bool:
        return self._send(cmd)

    def _command_rect(self, cmd: Command):
        if isinstance(cmd, Build):
            return self._target_rect(("tower", cmd.seat))
        if isinstance(cmd, (King, Queen, Attack)):
            return self._target_rect(("tower", cmd.target))
        if isinstance(cmd, Discard):
            return self._pile_rect("discard")
        return None

    def _target_rect(self, target: tuple) -> pygame.Rect:
        if target == DISCARD:
            return self._pile_rect("discard")
        return self._tower_frame(target[1])

    def _card_rect(self, cid: int) -> pygame.Rect | None:
        s = self.sprites.get(cid)
        return s.rect() if s is not None else None

    def rejected(self, reason: str, at=None) -> None:
        """Every refusal, the rules' and the table's own, is shown at the target of the move, in
        English for a seat named You."""
        if at is None:
            at = getattr(self, "_aim", None)
        super().rejected(second_person(unsymbol(reason)), at)

    # ------------------------------------------------------------------ picking and the buttons
    def pick(self, cid: int) -> None:
        """Click or number key on a hand card: pick it (again: put it back); with a choice open, pay."""
        if self.pending is not None:
            if cid == self.pending["card"]:
                self.cancel_choice()
            else:
                self.choose(cid)
            return
        self.selected = None if self.selected == cid else cid
        self._relayout(duration=0.12, ui_only=True)
        self._version += 1

    def _click_discard(self) -> None:
        a = self.human_actor()
        if a is None:
            return
        cid = self.selected if self.selected is not None else (self.pending["card"] if self.pending else None)
        if cid is None and self.focus and self.focus[0] == "card":
            cid = self.focus[1]
        if cid is None:
            self.rejected("Pick the card to discard first (click it or press its number), or drag it onto the "
                          "discard pile.", at=self._pile_rect("discard"))
            return
        self.pending = None
        self.play(cid, DISCARD)

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
        elif kind_ == "pay":
            self.choose(target[1])
        elif kind_ in ("tower", "discard") and self.pending is not None:
            p = self.pending
            if kind_ == "discard":
                self.pending = None
                self.play(p["card"], DISCARD)
            else:
                self.rejected(self.choice_prompt(), at=self._target_rect(target))
        elif kind_ in ("tower", "discard"):
            cid = self.selected
            if cid is None:
                self.rejected("Pick a card from your hand first (click it or press its number).",
                              at=self._target_rect(target))
                return
            self.play(cid, target if kind_ == "tower" else DISCARD)
        self._version += 1

    def _clickable_buttons(self):
        self._sync_buttons()
        if self.done_for:
            return (self.done_button,)
        return self.buttons.values() if (self.show_buttons and not self.caption) else ()

    def _sync_buttons(self) -> None:
        human = self.human_actor()
        self.buttons["discard"].enabled = human is not None and (self.selected is not None or self.pending is not None)
        self.buttons["cancel"].enabled = human is not None and (self.selected is not None or self.pending is not None)
        self.buttons["menu"].enabled = self.interactive

    def _turn_changed(self) -> None:
        """The turn moved on: a refusal said in the last turn and any choice in progress are gone."""
        if self.notice is not None:
            self.notice = None
            self._notice_changed()
        self.selected = None
        self.pending = None
        self._options_cache = None
        self.tooltip.hide()
        self._version += 1
