"""The keys at a card table.

- 1-9 and 0 pick the 1st to 10th card of your hand (again: put it back); with a choice open (a
  paying card) they pick for it.
- Tab (Shift+Tab) and the arrows move the focus: over your hand's cards (and a game's own things,
  Sky Tango's runs), or, with a card picked, over the places it may go, or, with a choice open, over
  the cards that will do. Picking a card puts the focus on its first place, so Enter plays it there.
- Enter or Space acts on the focus; Esc, Backspace or the right button call the choice off.
- A question (a choice with no card, such as Sky Tango's "Self-destruct?"): Enter or Y answers yes,
  Backspace or N no.
- A game's own keys: ``KEYS``, a key -> the name of the table's method it calls, or a target
  (Sky 5's ``("deck",)``) activated as if focused (``_activate_extra``).

Part of ``CardTable`` (table.py).
"""
from __future__ import annotations

import pygame

from ..base import ACTIVATE_KEYS, DIGIT_KEYS, FOCUS_KEYS


class CardKeys:
    """The keyboard part of ``CardTable``."""

    KEYS: dict[int, str | tuple] = {}

    def _asking(self) -> bool:
        """A question is up (a choice about no card): only its answers and the menu act."""
        return self.choice is not None and self.choice.card is None

    def _extra_targets(self) -> list[tuple]:
        """A game's own things the focus visits while no card is picked (Sky Tango's runs)."""
        return []

    def _target_order(self, targets) -> list[tuple]:
        """The places a picked card may go, in the order the focus visits them: your own zones
        first, then clockwise, the zones of a seat in their declared order; the shared ones last."""
        names = list(self.zones)

        def order(target):
            z = self.zones.get(self._target_zone(target))
            seat = z.seat if z is not None else None
            last = target[-1] if isinstance(target[-1], int) else 0
            return (self.pos_of(seat) if seat is not None else self.n,
                    names.index(z.name) if z is not None else len(names), last)

        return sorted(targets, key=order)

    def _focus_targets(self) -> list[tuple]:
        out: list[tuple] = []
        if self.human_actor() is not None and not self._asking():
            if self.choice is not None:
                out += [("pick", c) for c in self.hand_ids() if c in self.choice.picks]
            elif self.selected is not None:
                out += self._target_order(self.targets_of(self.selected))
            else:
                out += [("card", c) for c in self.hand_ids()]
                out += self._extra_targets()
        if self.interactive and self.show_buttons and not out and not self._asking() \
                and self.selected is None and self.choice is None:
            out.append(("menu",))   # not with a card picked: Enter would open the menu over it
        return out

    def _focus_moved(self) -> None:
        self._version += 1
        self._relayout(duration=0.1, ui_only=True)

    def _focus_first_target(self) -> None:
        """A card was picked (or laid, waiting for its choice): the focus goes to the first place
        it may go, or the first card that will do (Enter plays it there)."""
        targets = self._focus_targets()
        self.focus = targets[0] if targets and targets[0][0] not in ("card", "menu") else None
        self._version += 1

    def _activate(self, target: tuple) -> None:
        kind = target[0]
        if kind == "menu":
            self._click_menu()
            return
        if self.human_actor() is None:
            return
        if kind == "card":
            self.pick(target[1])
        elif kind == "pick":
            self.choose(target[1])
        elif self._activate_extra(target):
            pass
        elif self.choice is not None and self.choice.card is not None:
            if target == self.choice.target:
                self.rejected(self.choice_prompt(), at=self.target_rect(target))
            else:                   # the waiting card goes elsewhere: the choice is called off
                card, self.choice = self.choice.card, None
                self.play(card, target)
        elif self.selected is None:
            self.rejected("Pick a card from your hand first (click it or press its number).",
                          at=self.target_rect(target))
            return
        else:
            self.play(self.selected, target)
        self._version += 1

    def _activate_extra(self, target: tuple) -> bool:
        """A game's own thing activated (a run picked); False when ``target`` is none of them."""
        return False

    def _key(self, ev) -> bool:
        k = ev.key
        if not self.interactive:
            return False
        if not self.idle:
            self.skip()
        if self._asking():
            if k in ACTIVATE_KEYS or k == pygame.K_y:
                self.choose(next(iter(self.choice.picks), None))
            elif k in (pygame.K_BACKSPACE, pygame.K_n):
                self.cancel_choice()
            return True
        mine = self.human_actor() is not None
        if k in FOCUS_KEYS:
            return self._cycle_focus(k, getattr(ev, "mod", 0))
        if k in ACTIVATE_KEYS:
            if self.focus is not None and self.focus in self._focus_targets():
                target = self.focus
                opened = self.choice
                self._activate(target)
                if (target[0] == "card" and self.selected == target[1]) or \
                        (self.choice is not None and self.choice is not opened):
                    self._focus_first_target()
                return True
            if mine and (self.selected is not None or self.choice is not None):
                return self._cycle_focus(pygame.K_TAB, 0)
            return mine and self._enter()
        if not mine:
            return False
        if k in DIGIT_KEYS:
            self._number_key(DIGIT_KEYS[k] - 1)
            return True
        if k in self.KEYS:
            action = self.KEYS[k]
            if isinstance(action, tuple):
                self._activate_extra(action)
            else:
                getattr(self, action)()
            return True
        if k == pygame.K_BACKSPACE:
            self.cancel_choice()
            return True
        return False

    def _number_key(self, i: int) -> None:
        """1-9 and 0: pick the ``i``-th card of your hand (a game may number something else: Sky 5's players)."""
        hand = self.hand_ids()
        if i < len(hand):
            cid = hand[i]
            self.pick(cid)
            if self.selected == cid:
                self._focus_first_target()
            elif self.choice is None:
                self.focus = None

    def _enter(self) -> bool:
        """Enter with nothing focused or picked: a game's default (Sky Tango clears the picked runs)."""
        return False
