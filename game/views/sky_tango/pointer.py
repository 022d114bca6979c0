"""The mouse on the Sky Tango table: what is under the pointer, hover, presses, dragging a hand card
into a row, and clicking the glowing runs to clear.

While a card is dragged the places it may go light up (a row's end, an eclipse it may cover, a card an
eclipse may go on, an empty row of yours to start); over a row where it may not go the rules' reason is
shown there, in the rejection bubble every table uses, and dropping it there changes nothing. A drop
anywhere on a row means the place in that row nearest the pointer that the card may take: the end
it fits, the eclipse under it, the card under an eclipse. A click on a hand card picks it (then a click
on a row plays it there); a click on a glowing run picks it for clearing. The right button calls a
choice off. ``PointerInput`` is mixed into ``TangoView`` (view.py).
"""
from __future__ import annotations

import pygame

from rules.sky_tango.commands import LEFT

from ..hand_table import HandDragging
from ..sprites import CardSprite
from .words import is_eclipse

KINDS = ("sun", "moon")


class PointerInput(HandDragging):
    """The mouse part of ``TangoView``'s input."""

    # ------------------------------------------------------------------ what is under the pointer
    def _hand_card_at(self, pos) -> CardSprite | None:
        for cid in reversed(self.hand_ids()):
            s = self.sprites.get(cid)
            if s is not None and s.rect().collidepoint(pos):
                return s
        return None

    def _row_at(self, pos) -> tuple[int, str] | None:
        for p in range(self.n):
            for kind in KINDS:
                if self.row_r[p][kind].collidepoint(pos):
                    return self.seat_at_pos(p), kind
        return None

    def _stack_at(self, seat: int, kind: str, pos) -> int | None:
        row = self.row(seat, kind)
        if not row:
            return None
        g = self._row_geom(seat, kind)
        for i in range(len(row) - 1, -1, -1):
            r = g.stack_rect(i)
            if r.left <= pos[0] < r.right:
                return i
        return None

    def _lay_target(self, cid: int, owner: int, kind: str, pos) -> tuple:
        """The place in ``owner``'s ``kind`` row a drop of card ``cid`` at ``pos`` means."""
        row = self.row(owner, kind)
        if not row:
            return ("lay", owner, kind, 0)
        code = self.code(cid) or ""
        n = len(row)
        g = self._row_geom(owner, kind)
        x = pos[0]
        i = self._stack_at(owner, kind, pos)
        if is_eclipse(code):
            if i is None:
                i = 0 if x < g.x0 else n - 1
            return ("lay", owner, kind, i)
        targets = self.targets_of(cid)
        if x < g.x0 - g.w / 2:
            return ("lay", owner, kind, LEFT)
        if i is None:
            return ("lay", owner, kind, n)
        vis = self.visible(owner, kind)
        if vis[i] is None:
            return ("lay", owner, kind, i)          # on an eclipse: cover it
        ends = [at for at in (LEFT, n) if ("lay", owner, kind, at) in targets]
        if len(ends) == 1:
            return ("lay", owner, kind, ends[0])
        covers = [t for t in targets if t[1] == owner and t[2] == kind and 0 <= t[3] < n]
        if len(covers) == 1:
            return covers[0]
        return ("lay", owner, kind, LEFT if x < g.x0 + (n - 1) * g.step / 2 else n)

    def _run_at(self, pos) -> tuple | None:
        """The run of five or more under the pointer (a clearable one, or any in the rows)."""
        where = self._row_at(pos)
        if where is None:
            return None
        seat, kind = where
        i = self._stack_at(seat, kind, pos)
        if i is None:
            return None
        for first, length in self.runs_of(seat, kind):
            if first <= i < first + length:
                return ("run", seat, kind, first)
        return None

    def _drop_target(self, pos) -> tuple | None:
        if self.drag is None:
            return None
        where = self._row_at(pos)
        if where is None:
            return None
        return self._lay_target(self.drag["sprite"].id, where[0], where[1], pos)

    def _target_at(self, pos) -> tuple | None:
        """What a click (press and release on the same thing) acts on."""
        if self.human_actor() is None or self.confirm is not None:
            return None
        s = self._hand_card_at(pos)
        if s is not None:
            return ("card", s.id)
        if self.selected is not None:
            where = self._row_at(pos)
            if where is not None:
                return ("row", where[0], where[1])
            return None
        return self._run_at(pos)

    def _hover_at(self, pos) -> tuple | None:
        if not self.interactive or self.confirm is not None:
            return None
        s = self._hand_card_at(pos)
        if s is not None:
            return ("card", s.id)
        if self.human_actor() is None:
            return None
        if self.selected is not None:
            where = self._row_at(pos)
            return self._lay_target(self.selected, where[0], where[1], pos) if where else None
        run = self._run_at(pos)
        return run if run in self.clearable_runs() else None

    def _actionable(self, pos) -> bool:
        if self.human_actor() is None:
            return False
        if any(b.enabled and b.rect.collidepoint(pos) for b in self._clickable_buttons()):
            return True
        h = self.hover
        if h is None:
            return False
        if h[0] in ("card", "run"):
            return True
        return self.selected is not None and h in self.targets_of(self.selected)

    # ------------------------------------------------------------------ pressing and moving
    def _hover_moved(self, hover) -> None:
        if self.selected is not None:
            self._drag_reason(hover, self.selected)       # a picked card: why it may not go there

    def _drag_reason(self, target: tuple | None, cid: int | None = None) -> None:
        """Over a place the card may not go while dragging (or with a card picked): say why there
        (the table's rejection bubble); gone when the pointer leaves it."""
        if cid is None and self.drag is not None:
            cid = self.drag["sprite"].id
        reason = ""
        if cid is not None and target is not None and target[0] == "lay" and target not in self.targets_of(cid):
            reason = self.why_not(cid, target)
        mine = getattr(self, "_drag_notice", None)
        if reason:
            from ...wording import second_person
            reason = second_person(reason)
            self.notice = (reason, self.notice_seconds)
            self.notice_at = pygame.Rect(self._target_rect(target))
            self._notice_placed = reason
            self._drag_notice = reason
        elif mine is not None and self.notice and self.notice[0] == mine:
            self.notice = None
            self._drag_notice = None

    def _mouse_down(self, pos) -> bool:
        self.press = None
        if self.confirm is not None:
            return True                 # the question is up: only its buttons answer
        a = self.human_actor()
        if a is None:
            return False
        s = self._hand_card_at(pos)
        if s is not None:
            return self._start_drag(s, pos)
        self.press = self._target_at(pos)
        if self.press is None and (self.selected is not None or self.runs_picked):
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
        if not self.play(cid, target):
            self._relayout(duration=0.25, ui_only=True)
