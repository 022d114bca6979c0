"""The mouse at a card table: what is under the pointer, hovering, pressing, dragging a hand card
and dropping it, clicking a card then a place, and the right button.

Every gesture ends in the table's one question (``moves``): while a card is dragged, the places it
may go light up and over one it may not, the rules' reason is shown there (the rejection bubble);
a drop plays the card there (``play``) or snaps it back. A click on a hand card picks it, a click on
a place then plays the picked card there; with a choice open (a paying card), a click on a card
picks it for the choice. A click on the bare table, the right button or Esc call a choice off.
The zones answer where a point is (``Zone.target_at``); a game adds its own things to click
(``_extra_target_at``: Sky Tango's runs) and to drag besides hand cards (``_thing_at``: Sky Totems'
cloud, fields, bag and totem tiles), and says what a click on one does (``_clicked``: picked, or at
once). Part of ``CardTable`` (table.py).
"""
from __future__ import annotations

import pygame

from ..base import DRAG_THRESHOLD
from ..sprites import CardSprite


class CardPointer:
    """The mouse part of ``CardTable``."""

    # ------------------------------------------------------------------ what is under the pointer
    def sprite_at(self, cards, pos) -> CardSprite | None:
        """The resting card of ``cards`` under ``pos``: the last one there (it lies over those before)."""
        for cid in reversed(cards):
            s = self.sprites.get(cid)
            if s is not None and s.rect().collidepoint(pos):
                return s
        return None

    def _hand_card_at(self, pos) -> CardSprite | None:
        # the card waiting for its choice lies over the hand
        waiting = [self.choice.card] if self.choice is not None and self.choice.card is not None else []
        return self.sprite_at(waiting, pos) or self.sprite_at([c for c in self.hand_ids() if c not in waiting], pos)

    def _active_card(self) -> int | None:
        """The card whose places are lit: the one dragged, else the one picked."""
        if self.drag is not None:
            return self.drag["sprite"].id
        return self.selected

    def _drop_target(self, pos) -> tuple | None:
        """The place a drop of the active card (else the one waiting for its choice) at ``pos`` means."""
        card = self._active_card()
        if card is None and self.choice is not None:
            card = self.choice.card
        for z in reversed(list(self.zones.values())):
            target = z.target_at(self, card, pos)
            if target is not None:
                return target
        return None

    def _extra_target_at(self, pos) -> tuple | None:
        """A game's own thing to click at ``pos`` while no card is picked (Sky Tango's runs)."""
        return None

    def _thing_at(self, pos) -> CardSprite | None:
        """A game's own thing a press at ``pos`` takes up to drag, besides a hand card (Sky Totems'
        cloud tile, fields, bag and totem tiles): a sprite for it (its ``id`` the thing, as
        ``moves`` names it), or None."""
        return None

    def _clicked(self, card) -> None:
        """A press and release on a hand card or a thing without dragging it: by default the card is
        picked (``pick``); a game may act at once instead (Sky Totems takes a field)."""
        self.pick(card)

    def _target_at(self, pos) -> tuple | None:
        """What a click (press and release on the same thing) acts on."""
        if self.human_actor() is None or self._asking():
            return None
        s = self._hand_card_at(pos)
        if s is not None:
            return ("card", s.id)
        if self.selected is None and self.choice is None:
            extra = self._extra_target_at(pos)
            if extra is not None:
                return extra
        return self._drop_target(pos)

    def _hover_at(self, pos) -> tuple | None:
        if not self.interactive or self.viewer is None or self._asking():
            return None
        s = self._hand_card_at(pos)
        if s is not None and (self.choice is None or s.id != self.choice.card):
            return ("card", s.id)
        if self.human_actor() is None:
            return None
        if self.selected is not None or self.choice is not None:
            return self._drop_target(pos)
        return self._extra_target_at(pos)

    def _actionable(self, pos) -> bool:
        if self.human_actor() is None:
            return False
        if any(b.enabled and b.rect.collidepoint(pos) for b in self._clickable_buttons()):
            return True
        h = self.hover
        if h is None:
            return False
        if h[0] == "card" or h in self._extra_targets():
            return True
        if self.choice is not None:
            return False
        return self.selected is not None and h in self.targets_of(self.selected)

    # ------------------------------------------------------------------ moving
    def _right_click(self, pos) -> bool:
        return self.human_actor() is not None and self.cancel_choice()

    def _motion(self, pos) -> bool:
        self.mouse = pos
        for b in self._clickable_buttons():
            b.hover = b.enabled and b.rect.collidepoint(pos)
        if self.drag:
            d = self.drag
            d["sprite"].pos = pygame.Vector2(pos) - d["offset"]
            for s, offset in d.get("with", ()):      # cards dragged along (a game's: a group, a tower)
                s.pos = pygame.Vector2(pos) - offset
            if (pygame.Vector2(pos) - d["start"]).length() >= DRAG_THRESHOLD:
                d["moved"] = True
            target = self._drop_target(pos) if d["moved"] else None
            if target != self.hover:
                self.hover = target
                self._say_why_not(target)
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
            if self.selected is not None:
                self._say_why_not(hover, self.selected)     # a picked card: why it may not go there
        self._set_cursor(self._actionable(pos))
        return False

    def _say_why_not(self, target: tuple | None, card: int | None = None) -> None:
        """Over a place the card may not go (while dragging, or with a card picked): the reason,
        there, in the table's rejection bubble; gone when the pointer leaves it."""
        if card is None and self.drag is not None:
            card = self.drag["sprite"].id
        reason = ""
        if card is not None and target is not None and target[0] != "card":
            c = self.choice
            if c is not None and c.card is not None:
                if target == c.target and card not in c.picks:
                    reason = self.moves.pick_refusal(c, card)
            elif target not in self.targets_of(card):
                reason = self.moves.why_not(card, target)
        mine = getattr(self, "_drag_notice", None)
        if reason:
            self._drag_notice = self._place_notice(reason, self.target_rect(target))
        elif mine is not None and self.notice and self.notice[0] == mine:
            self.notice = None
            self._drag_notice = None

    @staticmethod
    def _take_up(s: CardSprite) -> None:
        """``s`` leaves its place to follow the pointer: its move stops and it is lifted."""
        if s.move_tween:
            s.move_tween.cancel()
            s.move_tween = None
        s.dragging = s.lifted = True

    def _dragged(self) -> list[CardSprite]:
        """The sprites being dragged: the one held and those dragged along with it."""
        return [self.drag["sprite"]] + [s for s, _offset in self.drag.get("with", ())]

    def _start_drag(self, s: CardSprite, pos) -> bool:
        self._take_up(s)
        self.notice = None              # a new try: the last refusal is answered
        self.drag = {"sprite": s, "offset": pygame.Vector2(pos) - s.pos, "start": pygame.Vector2(pos),
                     "moved": False}
        self._version += 1
        return True

    def _drag_along(self, sprites, pos, offsets=None) -> None:
        """Cards dragged along with the one held (``drag["with"]``): where each is now, or at
        ``offsets`` from the held card (a group fanned out behind it)."""
        lead = self.drag["sprite"]
        self.drag["with"] = []
        for i, s in enumerate(sprites):
            self._take_up(s)
            at = lead.pos + pygame.Vector2(offsets[i]) if offsets else s.pos
            self.drag["with"].append((s, pygame.Vector2(pos) - at))

    def _mouse_down(self, pos) -> bool:
        self.press = None
        if self._asking():
            return True                 # a question is up: only its buttons answer
        if self.human_actor() is None:
            return False
        s = self._hand_card_at(pos)
        if s is not None:
            if self.choice is not None and s.id == self.choice.card:
                self.press = ("card", s.id)       # a click on the waiting card takes it back
                return True
            return self._start_drag(s, pos)
        s = self._thing_at(pos)
        if s is not None:
            return self._start_drag(s, pos)
        self.press = self._target_at(pos)
        if self.press is None and (self.selected is not None or self.choice is not None or self.picks):
            self.press = ("nothing",)
        return self.press is not None

    def _mouse_up(self, pos) -> bool:
        """A drop, a button, the end of a click on the target the press began on, or a click on
        the bare table (it puts the picked card back)."""
        if self.drag:
            self._drop(pos)
            return True
        for b in self._clickable_buttons():
            if b.enabled and b.rect.collidepoint(pos):
                b.on_click()
                self.press = None
                return True
        target, self.press = self.press, None
        if target == ("nothing",):
            if self._target_at(pos) is None and not any(b.rect.collidepoint(pos) for b in self._clickable_buttons()):
                self.cancel_choice()
                return True
        elif target is not None and target == self._target_at(pos):
            self._activate(target)
            return True
        return False

    def _drop(self, pos) -> None:
        d = self.drag
        s = d["sprite"]
        cid = s.id
        self._say_why_not(None)
        self.hover = None
        if not d["moved"]:
            self.snap_back()
            if self.human_actor() is not None:
                self._clicked(cid)
            return
        target = self._drop_target(pos)
        if target is None or self.human_actor() is None:
            self.snap_back()
            return
        for dragged in self._dragged():
            dragged.dragging = False
        self.drag = None
        c = self.choice
        if c is not None and c.card is not None:
            if target == c.target and cid != c.card:
                if not self.choose(cid):
                    self._relayout(duration=0.25, ui_only=True)
                return
            self.choice = None          # the card went elsewhere: the choice is called off
        if not self.play(cid, target):
            self._relayout(duration=0.25, ui_only=True)

    def snap_back(self) -> None:
        """Put a dragged thing back where it came from."""
        if self.drag:
            s = self.drag["sprite"]
            for dragged in self._dragged():
                dragged.dragging = False
                dragged.target = None
            self.drag = None
            self._say_why_not(None)
            self._relayout(duration=0.25, lift={s.id}, ui_only=True)
        self._version += 1

    def release(self) -> None:
        """The scene is leaving or covered: give the mouse its arrow back, drop any drag."""
        if self.drag:
            self.snap_back()
        if self.hover is not None:
            old, self.hover = self.hover, None
            if old[0] == "card":
                self._relayout(duration=0.1, ui_only=True)
            self._version += 1
        for b in self.buttons.values():
            b.hover = False
        self._set_cursor(False)
        self.tooltip.hide()
        self._held.clear()
