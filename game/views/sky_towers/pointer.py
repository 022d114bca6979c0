"""The mouse on the Sky Towers table: what is under the pointer, hover, presses, and dragging cards
onto towers (Play), towers onto the hand (Return) and, in Light, cards or towers onto the discard pile.

``PointerInput`` is mixed into ``SkyTowersView`` (view.py); ``TableView.handle_event`` calls its
``_motion``, ``_mouse_down`` and ``_drop``.
"""
from __future__ import annotations

import pygame

from rules.sky_towers.commands import Draw, Play, parse_tower

from ..base import DRAG_THRESHOLD
from ..sprites import CardSprite


class PointerInput:
    """The mouse part of ``SkyTowersView``'s input."""

    # ------------------------------------------------------------------ what is under the pointer
    def _tower_at(self, pos) -> str | None:
        for owner in range(self.n):
            for slot in range(len(self.d_towers[owner])):
                if self._tower_col(owner, slot).collidepoint(pos):
                    return f"{owner}.{slot}"
        return None

    def _hand_zone_hit(self, pos) -> bool:
        r = self.hand_r[0]
        return r.inflate(self.layout.px(20), self.layout.px(20)).collidepoint(pos)

    def _card_at(self, pos, seat: int) -> CardSprite | None:
        hand = self.d_hands[seat]
        for cid in reversed(hand):
            s = self.sprites.get(cid)
            if s is not None and s.rect().collidepoint(pos):
                return s
        return None

    def _own_tower_hit(self, pos, seat: int) -> int | None:
        for slot, t in enumerate(self.d_towers[seat]):
            if not t:
                continue
            for cid in t:
                s = self.sprites.get(cid)
                if s is not None and s.rect().collidepoint(pos):
                    return slot
        return None

    def _hover_at(self, pos) -> tuple | None:
        a = self.human_actor()
        if a is None or self.chooser():
            return None
        s = self._card_at(pos, a)
        if s is not None:
            return ("card", s.id)
        t = self._tower_at(pos)
        if t is not None:
            return ("tower", t)
        if self._pile_rect("deck").inflate(self.layout.px(16), self.layout.px(16)).collidepoint(pos):
            return ("deck",)
        return None

    def _target_at(self, pos) -> tuple | None:
        if self.human_actor() is None:
            return None
        if self.chooser():
            return self._chooser_item_at(pos)
        if self._pile_rect("deck").inflate(self.layout.px(16), self.layout.px(16)).collidepoint(pos):
            return ("deck",)
        t = self._tower_at(pos)
        if t is not None:
            return ("tower", t)
        return None

    def _actionable(self, pos) -> bool:
        if self.human_actor() is None:
            return False
        if any(b.enabled and b.rect.collidepoint(pos) for b in self._live_buttons()):
            return True
        if self.chooser():
            return self._chooser_item_at(pos) is not None
        h = self.hover
        if h is None:
            return False
        if h[0] == "card":
            return True
        if h[0] == "deck":
            return bool(self.legal_of(Draw))
        if h[0] == "tower":
            a = self.human_actor()
            o, k = parse_tower(h[1])
            return bool(self.selected) or (o == a and bool(self.d_towers[a][k]))
        return False

    # ------------------------------------------------------------------ pressing and moving
    def _press_begins(self, pos) -> None:
        self.mouse = pos

    _press_ends = _press_begins

    def _right_click(self, pos) -> bool:
        if self.selected:
            self.selected.clear()
            self._relayout(duration=0.12, ui_only=True)
            return True
        return False

    def _motion(self, pos) -> bool:
        self.mouse = pos
        for b in self._live_buttons():
            b.hover = b.enabled and b.rect.collidepoint(pos)
        if self.drag:
            d = self.drag
            for s, off in zip(d["sprites"], d["offsets"]):
                s.pos = pygame.Vector2(pos) - off
            if (pygame.Vector2(pos) - d["start"]).length() >= DRAG_THRESHOLD:
                d["moved"] = True
            if d["kind"] == "play":
                hover = ("discard",) if self._over_discard(pos) else ("tower", self._tower_at(pos))
            else:
                hover = ("hand", self._return_drop(pos))
            if hover != self.hover:
                self.hover = hover
                self._version += 1
            self._set_cursor(True)
            return True
        hover = self._hover_at(pos)
        if hover != self.hover:
            old = self.hover
            self.hover = hover
            if (old and old[0] == "card") or (hover and hover[0] == "card"):
                self._relayout(duration=0.1, ui_only=True)
        self._set_cursor(self._actionable(pos))
        return False

    def _mouse_down(self, pos) -> bool:
        self.press = None
        self.focus = None
        a = self.human_actor()
        if a is None:
            return False
        if self.chooser():
            self.press = self._chooser_item_at(pos)
            return self.press is not None
        phase = self.shown["phase"]
        if phase == "turn":
            s = self._card_at(pos, a)
            if s is not None:
                if s.id in self.selected and len(self.selected) > 1:
                    ids = [c for c in self.d_hands[a] if c in self.selected]
                else:
                    ids = [s.id]
                return self._start_drag("play", ids, pos, lead=s.id)
            slot = self._own_tower_hit(pos, a)
            if slot is not None:
                return self._start_drag("return", list(self.d_towers[a][slot]), pos, lead=self.d_towers[a][slot][-1],
                                        slot=slot)
        self.press = self._target_at(pos)
        return self.press is not None

    # ------------------------------------------------------------------ drag and drop
    def _start_drag(self, kind: str, ids: list[int], pos, lead: int, slot: int | None = None) -> bool:
        sprites = [self.sprites[c] for c in ids if c in self.sprites]
        if not sprites:
            return False
        lead_s = self.sprites[lead]
        for s in sprites:
            if s.move_tween:
                s.move_tween.cancel()
                s.move_tween = None
            s.dragging = True
            s.lifted = True
        # the dragged group fans out a little behind the card held
        offsets = []
        for i, s in enumerate(sprites):
            if kind == "play" and len(sprites) > 1:
                k = i - sprites.index(lead_s)
                target = lead_s.pos + pygame.Vector2(k * s.rect().w * 0.3, 0)
                offsets.append(pygame.Vector2(pos) - target)
            else:
                offsets.append(pygame.Vector2(pos) - s.pos)
        self.drag = {"kind": kind, "ids": list(ids), "sprites": sprites, "offsets": offsets,
                     "start": pygame.Vector2(pos), "moved": False, "lead": lead, "slot": slot}
        self._version += 1
        return True

    def _over_discard(self, pos) -> bool:
        """Light: the pointer is over the discard pile (a card dropped there is discarded to draw)."""
        return self.light and "discard" in self.layout and \
            self._pile_rect("discard").inflate(self.layout.px(30), self.layout.px(30)).collidepoint(pos)

    def _may_discard_to_draw(self, ids) -> bool:
        """Light with a full hand: whether the one card ``ids`` may go onto the discard pile to draw."""
        a = self.human_actor()
        return self.light and a is not None and len(ids) == 1 and Draw(a, ids[0]) in self.legal

    def _return_drop(self, pos) -> bool:
        if self._hand_zone_hit(pos):
            return True
        return self._over_discard(pos)

    def _drop(self, pos) -> None:
        d = self.drag
        a = self.human_actor()
        self.hover = None
        if not d["moved"]:
            self._snap_back()
            if a is None:
                return
            if d["kind"] == "play":
                self._toggle(d["lead"])
            else:
                if self.selected:
                    self._play_selection(f"{a}.{d['slot']}")
                else:
                    self.rejected(self._return_words(), at=self._tower_col(a, d["slot"]))
            return
        if a is None:
            self._snap_back()
            return
        if d["kind"] == "return":
            if self._return_drop(pos):
                for s in d["sprites"]:
                    s.dragging = False
                self.drag = None
                if not self._return(d["slot"]):
                    self._relayout(duration=0.25, ui_only=True)
            else:
                self._snap_back()
            return
        ids = sorted(d["ids"])
        cards = tuple(ids)
        # Light with a full hand: a card dropped on the discard pile is discarded before drawing.
        if len(ids) == 1 and self._over_discard(pos):
            cmd = Draw(a, ids[0])
            if cmd in self.legal:
                for s in d["sprites"]:
                    s.dragging = False
                self.drag = None
                if not self._submit(cmd):
                    self._relayout(duration=0.25, ui_only=True)
            else:
                self.rejected("A card goes onto the discard pile only to draw with a full hand.",
                              at=self._pile_rect("discard"))
            return
        tower = self._tower_at(pos)
        if tower is None:
            self._snap_back()
            return
        cmd = Play(a, cards, tower)
        targets = self._targets(ids)
        if tower in targets and targets[tower] is None:
            for s in d["sprites"]:
                s.dragging = False
            self.drag = None
            self.selected = []
            if not self._submit(cmd):
                self._relayout(duration=0.25, ui_only=True)
            return
        self.rejected(targets.get(tower) or self._reason(cmd) or "That card cannot go there.",
                      at=self._tower_col(*parse_tower(tower)))

    def _snap_back(self) -> None:
        if self.drag:
            for s in self.drag["sprites"]:
                s.dragging = False
                s.target = None
            ids = {s.id for s in self.drag["sprites"]}
            self.drag = None
            self._relayout(duration=0.25, lift=ids, ui_only=True)
        self._version += 1

    def release(self) -> None:
        """The scene is leaving or covered: give the mouse its arrow back, drop any drag."""
        if self.drag:
            self._snap_back()
        # the pointer is about to leave the table (a pass-the-device screen, the menu): what it was
        # over must not stay lit for whoever looks next
        if self.hover is not None:
            old, self.hover = self.hover, None
            if old[0] == "card":
                self._relayout(duration=0.1, ui_only=True)
            self._version += 1
        for b in self.buttons.values():
            b.hover = False
        super().release()
