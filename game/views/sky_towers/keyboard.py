"""The keyboard at the Sky Towers table: digits pick cards, the arrows and Tab move the focus, Enter
acts on it, and D, E and R draw, end the turn (Light: the game) and take a tower back.

``KeyboardInput`` is mixed into ``SkyTowersView`` (view.py); the 6's chooser reads its own keys
(``choosers.py``).
"""
from __future__ import annotations

import pygame

from rules.sky_towers.commands import parse_tower

from ..base import ACTIVATE_KEYS, DIGIT_KEYS


class KeyboardInput:
    """The keyboard part of ``SkyTowersView``'s input."""

    def _focus_targets(self) -> list[tuple]:
        a = self.human_actor()
        out: list[tuple] = []
        if a is None:
            return out
        if self.chooser() == "discard":
            return [("pick", c) for c in self.d_hands[a]]
        if self.chooser() == "ask":
            return []
        out += [("card", c) for c in self.d_hands[a]]
        for owner in sorted(range(self.n), key=self.pos_of):
            for slot in range(len(self.d_towers[owner])):
                if owner == a or self.d_towers[owner][slot]:
                    out.append(("tower", f"{owner}.{slot}"))
        out.append(("deck",))
        return out

    def _key(self, ev) -> bool:
        k = ev.key
        if not self.interactive:
            return False
        if not self.idle:
            self.skip()
        a = self.human_actor()
        if a is None:
            return False
        mods = getattr(ev, "mod", 0)
        chooser = self.chooser()
        digits = DIGIT_KEYS      # 0 stands for the 10th card
        if chooser == "ask":
            return self._ask_key(k, digits)
        if chooser == "discard":
            if k in digits:
                i = digits[k] - 1
                if i < len(self.d_hands[a]):
                    self._toggle_pick(self.d_hands[a][i])
                return True
            if k == pygame.K_BACKSPACE:
                if self.pick:
                    self.pick.pop()
                return True
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._confirm_discard()
                return True
        if k in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            return self._move_focus(k, mods)
        if k in ACTIVATE_KEYS:
            if self.focus is not None:
                self._activate(self.focus)
                return True
            return False
        if chooser:
            return False
        if k in digits:
            i = digits[k] - 1
            hand = self.d_hands[a]
            if i < len(hand):
                self._toggle(hand[i])
                self.focus = ("card", hand[i])
            return True
        if k == pygame.K_BACKSPACE:
            self.selected.clear()
            self._relayout(duration=0.12, ui_only=True)
            return True
        if k == pygame.K_d:
            self._click_draw()
            return True
        if k == pygame.K_e:
            self._click_end()
            return True
        if k == pygame.K_r:
            slot = None
            if self.focus and self.focus[0] == "tower":
                o, s = parse_tower(self.focus[1])
                slot = s if o == a else None
            if slot is None:
                full = [i for i, t in enumerate(self.d_towers[a]) if t]
                slot = full[0] if len(full) == 1 else None
            if slot is None:
                self.rejected("Move the focus onto one of your towers (Up, then Left/Right) and press R.",
                              at=self.towers_r[self.pos_of(a)])
                return True
            self._return(slot)
            return True
        return False

    def _move_focus(self, k, mods) -> bool:
        targets = self._focus_targets()
        if not targets:
            return False
        cur = self.focus if self.focus in targets else None
        if k == pygame.K_TAB:
            back = bool(mods & pygame.KMOD_SHIFT)
            i = (targets.index(cur) + (-1 if back else 1)) if cur else (-1 if back else 0)
            self.focus = targets[i % len(targets)]
        else:
            kinds = {"card": 0, "pick": 0, "tower": 1, "deck": 2}
            row = kinds.get(cur[0], 0) if cur else 0
            if k in (pygame.K_UP, pygame.K_DOWN):
                row = (row + (1 if k == pygame.K_UP else -1)) % 3
                group = [t for t in targets if kinds.get(t[0]) == row]
                if not group:
                    row = (row + (1 if k == pygame.K_UP else -1)) % 3
                    group = [t for t in targets if kinds.get(t[0]) == row]
                self.focus = group[0] if group else cur
            else:
                group = [t for t in targets if kinds.get(t[0]) == row]
                if not group:
                    return False
                i = group.index(cur) if cur in group else -1
                i += -1 if k == pygame.K_LEFT else 1
                self.focus = group[i % len(group)]
        if self.focus and self.focus[0] == "card":
            self._relayout(duration=0.1, ui_only=True)
        self._version += 1
        return True
