"""What the tables played from a hand of cards alone share (Tower, Sky Tango): picking up a hand card
to drag it, a click on the bare table that puts a picked card back, and the words for whose turn it
is. A table's own ``PointerInput`` and ``TableNarration`` derive from these mixins."""
from __future__ import annotations

import pygame

from .. import theme
from ..wording import second_person
from .base import DRAG_THRESHOLD
from .sprites import CardSprite


class HandDragging:
    """The mouse over a table of hand cards: hover (a hand card lifts), dragging a card with the
    place under it lit or explained (``_drop_target``, ``_drag_reason``), the right button and a
    click on nothing calling the choice in progress off. A table gives ``_hover_at``,
    ``_actionable``, ``_drop_target``, ``_drag_reason`` and ``cancel_choice``."""

    def _press_begins(self, pos) -> None:
        self.mouse = pos
        if self.focus is not None:
            self.focus = None          # the mouse took over: no keyboard ring
            self._version += 1

    def _press_ends(self, pos) -> None:
        self.mouse = pos

    def _right_click(self, pos) -> bool:
        return self.human_actor() is not None and self.cancel_choice()

    def _motion(self, pos) -> bool:
        self.mouse = pos
        for b in self._clickable_buttons():
            b.hover = b.enabled and b.rect.collidepoint(pos)
        if self.drag:
            d = self.drag
            d["sprite"].pos = pygame.Vector2(pos) - d["offset"]
            if (pygame.Vector2(pos) - d["start"]).length() >= DRAG_THRESHOLD:
                d["moved"] = True
            target = self._drop_target(pos) if d["moved"] else None
            if target != self.hover:
                self.hover = target
                self._drag_reason(target)
                self._version += 1
            self._set_cursor(True)
            return True
        hover = self._hover_at(pos)
        if hover != self.hover:
            old = self.hover
            self.hover = hover
            self._version += 1
            if (old and old[0] == "card") or (hover and hover[0] == "card"):
                self._relayout(duration=0.1, ui_only=True)
            self._hover_moved(hover)
        self._set_cursor(self._actionable(pos))
        return False

    def _hover_moved(self, hover) -> None:
        """The pointer came onto another thing (no drag going on): a table may say something."""


    def _start_drag(self, s: CardSprite, pos) -> bool:
        if s.move_tween:
            s.move_tween.cancel()
            s.move_tween = None
        s.dragging = True
        s.lifted = True
        self.notice = None              # a new try: the last refusal is answered
        self.drag = {"sprite": s, "offset": pygame.Vector2(pos) - s.pos, "start": pygame.Vector2(pos),
                     "moved": False}
        self._version += 1
        return True

    def _mouse_up(self, pos) -> bool:
        if self.drag is None and self.press == ("nothing",):
            self.press = None
            if self._target_at(pos) is None and not any(b.rect.collidepoint(pos) for b in self._clickable_buttons()):
                self.cancel_choice()          # a click on the bare table puts the picked card back
                return True
        return super()._mouse_up(pos)

    def _snap_back(self) -> None:
        if self.drag:
            s = self.drag["sprite"]
            s.dragging = False
            s.target = None
            self.drag = None
            self._drag_reason(None)
            self._relayout(duration=0.25, lift={s.id}, ui_only=True)
        self._version += 1

    def release(self) -> None:
        """The scene is leaving or covered: give the mouse its arrow back, drop any drag."""
        if self.drag:
            self._snap_back()
        if self.hover is not None:
            old, self.hover = self.hover, None
            if old[0] == "card":
                self._relayout(duration=0.1, ui_only=True)
            self._version += 1
        for b in self.buttons.values():
            b.hover = False
        super().release()


class TurnWords:
    """The status line's words, spoken to a seat named You: a view gives ``_status_words()``."""

    def status_text(self) -> str:
        return second_person(self._status_words())

    def _whose_turn(self, seat: int) -> str:
        return "Your turn" if self._you(seat) else f"{self.name(seat)}'s turn"

    def _you(self, seat: int | None) -> bool:
        """Whether ``seat`` is addressed as "you": the one person at this screen, or a seat named You."""
        return seat is not None and ((seat == self.viewer and len(self.humans) == 1) or self.name(seat) == "You")


class SeatTips:
    """The tooltips of a hand-card table's zones: the hint beside the buttons, each seat's panel
    (``_seat_tip``, which a table writes from ``_seat_lead``) and the status line."""

    def _tip_zones(self, pos):
        for b in self.buttons.values():
            if b.rect.collidepoint(pos) and self.show_buttons and not self.done_for and not self.caption:
                return None             # the shared overlay gives the buttons' own tooltips
        hint = getattr(self, "hint_rect", None)
        if hint is not None and hint.collidepoint(pos) and self.show_buttons and not self.done_for:
            text = self.hint_text()
            return ("Hint", text.replace("\n", " ")) if text else None
        for p in range(self.n):
            if self.seat_r[p].collidepoint(pos):
                return self._seat_tip(self.seat_at_pos(p))
        if self.layout["status"].collidepoint(pos):
            text = self.status_text()
            sub, _colour = self._status_sub()
            if sub:
                text = f"{text}. {sub}" if text else sub
            return ("Status", text) if text else None
        return None

    def _seat_lead(self, seat: int) -> tuple[str, str]:
        """(name, what the seat is and whether it is to play or won): how a seat's tip begins."""
        who = self.name(seat)
        ctrl = self.session.seats[seat] if seat < len(self.session.seats) else None
        if ctrl is not None and ctrl.is_bot:
            kind = f"A bot ({ctrl.level})." if ctrl.level else "A bot."
        else:
            kind = "A person at this screen."
        v = self.shown
        now = ""
        if v.get("over"):
            if seat in ((v.get("result") or {}).get("winners") or []):
                now = f" {who} won the game."
        elif seat == self.d_turn:
            now = f" It is {who}'s turn."
        return who, f"{kind}{now}"


class ButtonsAndHint:
    """The buttons beside the table and the hint above them (``hint_text()``, paragraphs split by
    newlines, the key list dimmed), or the demo's caption in their place."""

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        if self._draw_demo_caption(surface):
            return
        px = self.layout.px
        for key, b in self.buttons.items():
            b.focused = self.focus == (key,)
            b.draw(surface)
        r = self.hint_rect
        text = self.hint_text()
        size = self._hint_size(text, r)
        y = r.top
        step = theme.font(size).get_linesize()
        for para in text.split("\n"):
            lines = self._wrap(para, size, r.w)
            if y + step * len(lines) > r.bottom:
                return          # a paragraph is shown whole or not at all (the tooltip holds it all)
            colour = theme.TEXT if not para.startswith("Keys") else theme.TEXT_DIM
            for line in lines:
                surface.blit(theme.text(line, size, colour), (r.left, y))
                y += step
            y += step // 3 + px(2)

    def _hint_size(self, text: str, r: pygame.Rect) -> int:
        """The hint's text size: the table's, or where the interface size grew it past what the
        space above the buttons holds, smaller (never below its 100 % size) until its first
        paragraph fits, rather than leave the space empty (a paragraph is shown whole or not at all)."""
        size = self.f["hint"]
        if self._grown() <= 1.0 or not text:
            return size
        key = ("hint-size", text, size, tuple(r))
        found = self._text_fit.get(key)
        if found is None:
            first = text.split("\n")[0]
            size = self._shrunk(size, lambda size:
                theme.font(size).get_linesize() * len(self._wrap(first, size, r.w)) > r.h)
            found = self._text_fit[key] = size
        return found

