"""The keyboard at the Sky Tango table.

- 1-9 and 0 pick the 1st to 10th card of your hand (again: put it back).
- Tab (Shift+Tab) and the arrows move the focus: over your hand's cards and the runs you may clear, or,
  with a card picked, over the places it may go (the lit ends, eclipses and cards). Picking a card puts
  the focus on its first place, so Enter plays it there at once.
- Enter or Space acts on the focus (on a run: picks it for clearing); C clears the picked runs; X asks
  to self-destruct (Enter then confirms, Esc calls it off); S stops (in the end phase); Esc, Backspace or
  the right button call the choice off.

``KeyboardInput`` is mixed into ``TangoView`` (view.py).
"""
from __future__ import annotations

import pygame

from ..base import ACTIVATE_KEYS, DIGIT_KEYS, FOCUS_KEYS

KINDS = ("sun", "moon")


class KeyboardInput:
    """The keyboard part of ``TangoView``'s input."""

    def _focus_targets(self) -> list[tuple]:
        a = self.human_actor()
        out: list[tuple] = []
        if a is not None and self.confirm is None:
            if self.selected is not None:
                targets = self.targets_of(self.selected)
                for p in range(self.n):            # your rows first, then clockwise; left to right
                    seat = self.seat_at_pos(p)
                    for kind in KINDS:
                        here = sorted((t for t in targets if t[1] == seat and t[2] == kind), key=lambda t: t[3])
                        out += here
            else:
                out += [("card", c) for c in self.hand_ids()]
                out += self.clearable_runs()
        if self.interactive and self.show_buttons and not out and self.confirm is None:
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
        if self.confirm is not None:
            if k in ACTIVATE_KEYS or k == pygame.K_y:
                self._confirm_destroy()
            elif k in (pygame.K_BACKSPACE, pygame.K_n):
                self._cancel_confirm()
            return True
        if k in FOCUS_KEYS:
            return self._cycle_focus(k, getattr(ev, "mod", 0))
        if k in ACTIVATE_KEYS:
            if self.focus is not None and self.focus in self._focus_targets():
                target = self.focus
                self._activate(target)
                if target[0] == "card" and self.selected == target[1]:
                    self._focus_first_target()
                return True
            if a is not None and self.selected is not None:
                return self._cycle_focus(pygame.K_TAB, 0)
            if a is not None and self.runs_picked:
                self._click_clear()
                return True
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
                else:
                    self.focus = None
            return True
        if k == pygame.K_c:
            self._click_clear()
            return True
        if k == pygame.K_x:
            self._click_destroy()
            return True
        if k == pygame.K_s:
            self._click_stop()
            return True
        if k == pygame.K_BACKSPACE:
            self.cancel_choice()
            return True
        return False

    def _focus_first_target(self) -> None:
        """A card was picked: the focus goes to the first place it may go (Enter plays it there)."""
        targets = self._focus_targets()
        self.focus = targets[0] if targets and targets[0][0] == "lay" else None
        self._version += 1
