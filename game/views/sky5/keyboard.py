"""The keyboard at the Sky 5 table: D, B and P draw, bank and pass, a player's number gives them the
drawn card, the arrows and Tab move the focus, and Enter or Space acts on it.

``KeyboardInput`` is mixed into ``Sky5View`` (view.py).
"""
from __future__ import annotations

import pygame

from rules.sky5.commands import Bank, Draw, Give, Pass

from ..base import ACTIVATE_KEYS, DIGIT_KEYS, FOCUS_KEYS


class KeyboardInput:
    """The keyboard part of ``Sky5View``'s input."""

    def _focus_targets(self) -> list[tuple]:
        a = self.human_actor()
        out: list[tuple] = []
        if a is not None:
            phase = self.shown["phase"]
            if phase == "turn":
                if self.legal_of(Draw):
                    out.append(("deck",))
                if self.legal_of(Bank):
                    out.append(("bank",))
            elif phase == "give":
                out += [("give", p) for p in sorted(self._receivers(), key=self.pos_of)]
            elif phase == "take":
                buster = self.d_buster
                if buster is not None:
                    out += [("take", c) for c in self.d_rows[buster] if c in self._takeable()]
                out.append(("pass",))
        if self.interactive and self.show_buttons:
            out.append(("menu",))
        return out

    def _key(self, ev) -> bool:
        k = ev.key
        if not self.interactive:
            return False
        if not self.idle and k not in (pygame.K_ESCAPE,):
            self.skip()
            # fall through: the key may act on the position now shown
        a = self.human_actor()
        if k in FOCUS_KEYS:
            return self._cycle_focus(k, getattr(ev, "mod", 0))
        if k in ACTIVATE_KEYS:
            if self.focus is not None:
                target = self.focus
                self._activate(target)
                return True
            return False
        if a is None:
            return False
        if k == pygame.K_d:
            self._submit(Draw(a))
            return True
        if k == pygame.K_b:
            self._submit(Bank(a))
            return True
        if k == pygame.K_p:
            self._submit(Pass(a))
            return True
        if k in DIGIT_KEYS:
            seat = DIGIT_KEYS[k] - 1
            if seat >= self.n:
                return False
            if self.shown["phase"] == "give":
                self._submit(Give(a, seat))
                return True
        return False
