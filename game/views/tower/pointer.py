"""The mouse on the Tower table: what is under the pointer, hover, presses, and dragging a hand card
onto a tower or the discard pile.

While a card is dragged the towers it may go on light up; over a blocked one the reason is shown
there, in the rejection bubble every table uses, and dropping it there changes nothing. A click on a
hand card picks it (then a click on a tower or the pile plays it); with a paying card to choose, a
click on one of the lit cards (or dragging it onto the tower) sends the command. The right button
calls a choice off. ``PointerInput`` is mixed into ``TowerView`` (view.py); ``TableView.handle_event``
calls its ``_motion``, ``_mouse_down`` and ``_drop``.
"""
from __future__ import annotations

import pygame

from ..hand_table import HandDragging
from ..sprites import CardSprite
from .actions import DISCARD


class PointerInput(HandDragging):
    """The mouse part of ``TowerView``'s input."""

    # ------------------------------------------------------------------ what is under the pointer
    def _hand_card_at(self, pos) -> CardSprite | None:
        pend = self.pending.get("card") if self.pending else None
        if pend is not None:
            s = self.sprites.get(pend)
            if s is not None and s.rect().collidepoint(pos):
                return s
        for cid in reversed(self.hand_ids()):
            if cid == pend:
                continue
            s = self.sprites.get(cid)
            if s is not None and s.rect().collidepoint(pos):
                return s
        return None

    def _tower_at(self, pos) -> int | None:
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            if self._tower_rect(seat).collidepoint(pos):
                return seat
        return None

    def _over_discard(self, pos) -> bool:
        return self.layout["discard"].collidepoint(pos) or \
            self._pile_rect("discard").inflate(self.layout.px(24), self.layout.px(24)).collidepoint(pos)

    def _drop_target(self, pos) -> tuple | None:
        if self._over_discard(pos):
            return DISCARD
        seat = self._tower_at(pos)
        return ("tower", seat) if seat is not None else None

    def _target_at(self, pos) -> tuple | None:
        """What a click (press and release on the same thing) acts on."""
        if self.human_actor() is None:
            return None
        s = self._hand_card_at(pos)
        if s is not None:
            return ("card", s.id)
        return self._drop_target(pos)

    def _hover_at(self, pos) -> tuple | None:
        if not self.interactive or self.viewer is None:
            return None
        s = self._hand_card_at(pos)
        if s is not None and (not self.pending or s.id != self.pending["card"]):
            return ("card", s.id)
        if self.human_actor() is not None and (self.selected is not None or self.pending is not None):
            return self._drop_target(pos)
        return None

    def _actionable(self, pos) -> bool:
        if self.human_actor() is None:
            return False
        if any(b.enabled and b.rect.collidepoint(pos) for b in self._clickable_buttons()):
            return True
        h = self.hover
        if h is None:
            return False
        if h[0] == "card":
            return True
        if self.pending is not None:
            return False
        return self.selected is not None and h in self.targets_of(self.selected)

    # ------------------------------------------------------------------ pressing and moving

    def _drag_reason(self, target: tuple | None) -> None:
        """Over a blocked tower while dragging: say why there (the table's rejection bubble); gone
        when the pointer leaves it."""
        d = self.drag
        reason = ""
        if d is not None and target is not None:
            cid = d["sprite"].id
            if self.pending is not None:
                if target != ("tower", self.pending["target"]):
                    reason = ""
                elif cid not in self.pending["cmds"]:
                    reason = self._pay_refusal(self.code(cid))
            elif target not in self.targets_of(cid):
                reason = self.why_not(cid, target)
        mine = getattr(self, "_drag_notice", None)
        if reason:
            from ...wording import second_person
            from .words import unsymbol
            reason = second_person(unsymbol(reason))
            self.notice = (reason, self.notice_seconds)
            self.notice_at = pygame.Rect(self._target_rect(target))
            self._notice_placed = reason
            self._drag_notice = reason
        elif mine is not None and self.notice and self.notice[0] == mine:
            self.notice = None
            self._drag_notice = None

    def _mouse_down(self, pos) -> bool:
        self.press = None
        a = self.human_actor()
        if a is None:
            return False
        s = self._hand_card_at(pos)
        if s is not None:
            if self.pending is not None and s.id == self.pending["card"]:
                self.press = ("card", s.id)       # a click on the laid card takes it back
                return True
            return self._start_drag(s, pos)
        self.press = self._drop_target(pos)
        if self.press is None and self.pending is None and self.selected is not None:
            self.press = ("nothing",)
        return self.press is not None

    def _drop(self, pos) -> None:
        d = self.drag
        s = d["sprite"]
        cid = s.id
        self._drag_reason(None)
        self.hover = None
        if not d["moved"]:
            self._snap_back()
            if self.human_actor() is not None:
                self.pick(cid)
            return
        target = self._drop_target(pos)
        if target is None or self.human_actor() is None:
            self._snap_back()
            return
        s.dragging = False
        self.drag = None
        if self.pending is not None:
            if target == ("tower", self.pending["target"]) and cid != self.pending["card"]:
                if not self.choose(cid):
                    self._relayout(duration=0.25, ui_only=True)
                return
            self.pending = None         # the card went elsewhere: the choice is called off
        if not self.play(cid, target):
            self._relayout(duration=0.25, ui_only=True)
