"""The mouse on the Sky 5 table: what is under the pointer, hover, presses, and dragging the drawn
card onto a player (Give) or a buster's card onto your own row (Take).

``PointerInput`` is mixed into ``Sky5View`` (view.py); ``TableView.handle_event`` calls its
``_motion``, ``_mouse_down`` and ``_drop``.
"""
from __future__ import annotations

import pygame

from rules.sky5.commands import Draw, Give, Take

from ..base import DRAG_THRESHOLD
from .cards import CardSprite, describe


class PointerInput:
    """The mouse part of ``Sky5View``'s input."""

    # ------------------------------------------------------------------ what is under the pointer
    def seat_at(self, pos) -> int | None:
        for p, r in enumerate(self.seats_r):
            if r.collidepoint(pos):
                return self.seat_at_pos(p)
        return None

    def _card_at(self, pos) -> CardSprite | None:
        hits = [s for s in self.sprites.values() if s.rect().collidepoint(pos)]
        if not hits:
            return None
        order = {cid: i for row in self.d_rows for i, cid in enumerate(row)}
        return max(hits, key=lambda s: (s.lifted, order.get(s.id, 99)))

    def _target_at(self, pos) -> tuple | None:
        if self.human_actor() is None:
            return None
        phase = self.shown["phase"]
        # the deck answers in every phase: out of turn the rules say why drawing must wait
        if self._pile_rect("deck").inflate(self.layout.px(16), self.layout.px(16)).collidepoint(pos):
            return ("deck",)
        if phase == "take":
            s = self._card_at(pos)
            if s is not None and self.d_buster is not None and s.id in self.d_rows[self.d_buster]:
                return ("take", s.id)
        if phase == "give":
            seat = self.seat_at(pos)
            if seat is not None:
                return ("give", seat)
        return None

    def _actionable(self, pos) -> bool:
        """Is there something to click or drag under ``pos`` now? (for the hand cursor)"""
        if self.human_actor() is None:
            return False
        if any(b.enabled and b.rect.collidepoint(pos) for b in self.buttons.values()):
            return True
        if self.shown.get("phase") == "give" and self.d_pending is not None:
            s = self.sprites.get(self.d_pending)
            if s is not None and s.rect().collidepoint(pos):
                return True
        target = self._target_at(pos)
        if target is None:
            return False
        if target[0] == "give":
            return target[1] in self._receivers()
        if target[0] == "deck":
            return bool(self.legal_of(Draw))
        return True

    # ------------------------------------------------------------------ hover, press, drag and drop
    def _motion(self, pos) -> bool:
        self.mouse = pos
        self.hover_seat = self.seat_at(pos)
        self._set_cursor(self.drag is not None or self._actionable(pos))
        for b in self.buttons.values():
            b.hover = b.enabled and b.rect.collidepoint(pos)
        if self.drag:
            d = self.drag
            d["sprite"].pos = pygame.Vector2(pos) - d["offset"]
            if (pygame.Vector2(pos) - d["start"]).length() >= DRAG_THRESHOLD:
                d["moved"] = True
        return bool(self.drag)

    def _mouse_down(self, pos) -> bool:
        self.press = None
        a = self.human_actor()
        if a is None:
            return False
        phase = self.shown["phase"]
        s = self._card_at(pos)
        if s is not None:
            if phase == "give" and s.id == self.d_pending:
                return self._start_drag(s, pos, "give")
            if phase == "take" and self.d_buster is not None and s.id in self.d_rows[self.d_buster]:
                return self._start_drag(s, pos, "take")
        self.press = self._target_at(pos)
        return self.press is not None

    def _start_drag(self, s: CardSprite, pos, kind: str) -> bool:
        if s.move_tween:
            s.move_tween.cancel()
            s.move_tween = None
        s.dragging = True
        s.lifted = True
        self.drag = {"sprite": s, "kind": kind, "offset": pygame.Vector2(pos) - s.pos,
                     "start": pygame.Vector2(pos), "moved": False}
        return True

    def _drop(self, pos) -> None:
        d = self.drag
        s = d["sprite"]
        a = self.human_actor()
        seat = self.seat_at(pos)
        if not d["moved"]:
            # a click on the card, not a drag
            self._snap_back()
            if d["kind"] == "take" and a is not None:
                self._submit(Take(a, s.id))
            elif d["kind"] == "give":
                self.rejected(f"Drag the {describe(s.face)} onto a highlighted player, or click one.", at=s.rect())
            return
        if a is None or seat is None:
            self._snap_back()
            return
        if d["kind"] == "give":
            s.dragging = False
            self.drag = None
            if not self._submit(Give(a, seat)):
                s.target = None
                self._relayout(duration=0.3, lift={s.id})
            return
        # take: drop onto your own seat
        if seat == a:
            s.dragging = False
            self.drag = None
            if not self._submit(Take(a, s.id)):
                s.target = None
                self._relayout(duration=0.3, lift={s.id})
            return
        self._snap_back()
        if seat != self.d_buster:
            self.rejected(f"Drop the card on {self.name(a)}'s own row to take it.",
                          at=self.seats_r[self.pos_of(seat)])

    def _snap_back(self) -> None:
        if self.drag:
            s = self.drag["sprite"]
            s.dragging = False
            self.drag = None
            s.target = None
            self._relayout(duration=0.3, lift={s.id})
