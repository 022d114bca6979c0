"""What gestures, keys and buttons do at the Sky 5 table: who may receive the drawn card, which of a
buster's cards may be taken, and the commands submitted.

``TableActions`` is mixed into ``Sky5View`` (view.py); the pointer, the keyboard and the buttons
all end here, in ``_submit``.
"""
from __future__ import annotations

import pygame

from rules.core import Command
from rules.sky5.commands import Bank, Draw, Give, Pass, Take

from ...wording import second_person


class TableActions:
    """The commands part of ``Sky5View``'s input."""

    # ------------------------------------------------------------------ legal targets
    def _takeable(self) -> set[int]:
        return {c.card for c in self.legal_of(Take)}

    def _receivers(self) -> set[int]:
        return {c.to for c in self.legal_of(Give)}

    # ------------------------------------------------------------------ commands
    def _submit(self, cmd: Command, at=None) -> bool:
        """Send ``cmd``; a refusal (the host calls ``rejected``) is shown at ``at``, by default at
        the thing the command aims at (``_aim_of``)."""
        self._aim = at if at is not None else self._aim_of(cmd)
        try:
            return self.host.submit(cmd) is not None
        finally:
            self._aim = None

    def _aim_of(self, cmd: Command) -> pygame.Rect | None:
        """The rect a refusal of ``cmd`` is shown at: the deck for Draw, the button for Bank and
        Pass, the player for Give, the card for Take."""
        if isinstance(cmd, Draw):
            return self._pile_rect("deck")
        if isinstance(cmd, (Bank, Pass)):
            b = self.buttons.get("bank" if isinstance(cmd, Bank) else "pass")
            if b is not None and self.show_buttons:
                return pygame.Rect(b.rect)
            return self._pile_rect("die") if isinstance(cmd, Bank) else self.seats_r[self.pos_of(cmd.seat)]
        if isinstance(cmd, Give):
            if 0 <= cmd.to < self.n:
                return pygame.Rect(self.seats_r[self.pos_of(cmd.to)])
            return None
        if isinstance(cmd, Take):
            s = self.sprites.get(cmd.card)
            return s.rect() if s is not None else None
        return None

    def rejected(self, reason: str, at=None) -> None:
        """Every refusal, the rules' and the table's own, goes through the one message the base view
        draws, at the target of the move (see ``_submit``), never over the seat headers."""
        if at is None:
            at = getattr(self, "_aim", None)
        super().rejected(second_person(reason), at)

    def _turn_changed(self) -> None:
        """The turn moved on: the status line says what is so now; a refusal said in the last turn
        is gone."""
        if self.notice is not None:
            self.notice = None
            self._notice_changed()
        self._version += 1

    def _click_draw(self) -> None:
        a = self.human_actor()
        if a is not None:
            self._submit(Draw(a))

    def _click_bank(self) -> None:
        a = self.human_actor()
        if a is not None:
            self._submit(Bank(a))

    def _click_pass(self) -> None:
        a = self.human_actor()
        if a is not None:
            self._submit(Pass(a))

    def _activate(self, target: tuple) -> None:
        a = self.human_actor()
        kind = target[0]
        if kind == "menu":
            self._click_menu()
            return
        if a is None:
            return
        if kind == "deck":
            self._submit(Draw(a))
        elif kind == "bank":
            self._submit(Bank(a))
        elif kind == "give":
            self._submit(Give(a, target[1]))
        elif kind == "take":
            self._submit(Take(a, target[1]))
        elif kind == "pass":
            self._submit(Pass(a))
