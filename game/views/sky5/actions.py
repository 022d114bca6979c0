"""What gestures, keys and buttons do at the Sky 5 table: who may receive the drawn card, which of a
buster's cards may be taken, and the commands submitted.

``TableActions`` is mixed into ``Sky5View`` (view.py); the pointer, the keyboard and the buttons
all end here, in ``_submit``.
"""
from __future__ import annotations

from rules.core import Command
from rules.sky5.commands import Bank, Draw, Give, Pass, Take


class TableActions:
    """The commands part of ``Sky5View``'s input."""

    # ------------------------------------------------------------------ legal targets
    def _takeable(self) -> set[int]:
        return {c.card for c in self.legal_of(Take)}

    def _receivers(self) -> set[int]:
        return {c.to for c in self.legal_of(Give)}

    # ------------------------------------------------------------------ commands
    def _submit(self, cmd: Command) -> bool:
        return self.host.submit(cmd) is not None

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
