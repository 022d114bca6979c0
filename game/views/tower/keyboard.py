"""The keyboard at the Tower table.

- 1-9 and 0 pick the 1st to 10th card of your hand (again: put it back); while a paying card is to be
  chosen they choose it.
- Tab (Shift+Tab) and the arrows move the focus: over your hand's cards, or, with a card picked, over
  the places it may go (the towers that light up and the discard pile), or over the cards that may
  pay. Picking a card puts the focus on its first place, so Enter plays it there at once.
- Enter or Space acts on the focus; D discards the picked card; Esc, Backspace or the right button
  call the choice off.

``KeyboardInput`` is mixed into ``TowerView`` (view.py).
"""
from __future__ import annotations

import pygame

from ..base import ACTIVATE_KEYS, DIGIT_KEYS, FOCUS_KEYS
from .actions import DISCARD


class KeyboardInput:
    """The keyboard part of ``TowerView``'s input."""

    def _focus_targets(self) -> list[tuple]:
        a = self.human_actor()
        out: list[tuple] = []
        if a is not None:
            if self.pending is not None:
                out += [("pay", c) for c in self.hand_ids() if c in self.pending["cmds"]]
            elif self.selected is not None:
                targets = self.targets_of(self.selected)
                for p in range(self.n):          # your tower first, then clockwise
                    seat = self.seat_at_pos(p)
                    if ("tower", seat) in targets:
                        out.append(("tower", seat))
                if DISCARD in targets:
                    out.append(DISCARD)
            else:
                out += [("card", c) for c in self.hand_ids()]
        if self.interactive and self.show_buttons and not out:
            out.append(("menu",))
        return out

    def _focus_moved(self) -> None:
        self._version += 1
        self._relayout(duration=0.1, ui_only=True)

    def _key(self, ev) -> bool:
        k = ev.key
        if not self.interactive:
            return False
        if not self.idle:
            self.skip()
        a = self.human_actor()
        if k in FOCUS_KEYS:
            return self._cycle_focus(k, getattr(ev, "mod", 0))
        if k in ACTIVATE_KEYS:
            if self.focus is not None and self.focus in self._focus_targets():
                target = self.focus
                self._activate(target)
                if (target[0] == "card" and self.selected == target[1]) or \
                        (target[0] == "tower" and self.pending is not None):
                    self._focus_first_target()
                return True
            if a is not None and (self.selected is not None or self.pending is not None):
                return self._cycle_focus(pygame.K_TAB, 0)
            return False
        if a is None:
            return False
        if k in DIGIT_KEYS:
            i = DIGIT_KEYS[k] - 1
            hand = self.hand_ids()
            if i < len(hand):
                cid = hand[i]
                self.pick(cid)
                if self.selected == cid:
                    self._focus_first_target()
                elif self.pending is None:
                    self.focus = None
            return True
        if k == pygame.K_d:
            self._click_discard()
            return True
        if k == pygame.K_BACKSPACE:
            self.cancel_choice()
            return True
        return False

    def _focus_first_target(self) -> None:
        """A card was picked (or laid, waiting for its paying card): the focus goes to the first place it
        may go, or the first card that may pay (Enter plays it there)."""
        targets = self._focus_targets()
        self.focus = targets[0] if targets and targets[0][0] in ("tower", "discard", "pay") else None
        self._version += 1
