"""Rules events turned into animation steps on the Tower table.

``animate(events)`` (``TableView``) queues one step per ``_ev_<kind>`` handler here, and one per run of
cards moving together (the two cards a turn draws, a Jack with its attack card); each step changes the
displayed model, starts tweens, effects and log lines, and holds the queue while they play. Drawn
cards fly from the pile: face up into your hand, face down into another player's fan. When the queue
empties, ``_settle`` checks the displayed model against the rules' view.

``EventAnimation`` is mixed into ``TowerView`` (view.py).
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.core import Event, seen_face

from ... import theme
from ...widgets.effects import Banner, FloatText
from ...wording import agree, second_person
from ..base import BAD, GOLD, GOOD
from ..sprites import CardSprite
from .timing import HOLD_BANNER, HOLD_OVER, T_FLY, T_MOVE, T_STAGGER
from .words import BONUS, HEIGHT, the, value


class EventAnimation:
    """The animation part of ``TowerView``."""

    # ------------------------------------------------------------------ grouping and words
    def _group_handler(self, e: Event):
        """Cards going from one place to the same other place move together."""
        return self._ev_moves if e.kind == "move" else None

    def _same_group(self, first: Event, e: Event) -> bool:
        return e.kind == "move" and e["src"] == first["src"] and e["dst"] == first["dst"]

    def _say(self, text: str) -> None:
        self.log.append(second_person(text))

    def _v(self, seat: int | None, third: str, second: str) -> str:
        """'draws' or, for a player called "You", 'draw'."""
        return agree([self.name(seat)], third, second)

    def _whose(self, target: int, seat: int) -> str:
        """'their own' for the actor's own tower, else "Vega's" ("You's" becomes "your")."""
        return "their own" if target == seat else f"{self.name(target)}'s"

    def _banner(self, title: str, sub: str, colour, life: float, **kw) -> None:
        rect = self.layout["banner"]
        self.effects.append(Banner(rect, title, second_person(sub), colour, self.f["banner"], self.f["banner_sub"],
                                   life, **kw))

    def _float(self, seat: int, text: str, colour, life: float = 1.2) -> None:
        r = self._tower_frame(seat)
        self.effects.append(FloatText((r.centerx, r.top + r.h * 0.3), text, self.f["float"], colour, life=life,
                                      rise=self.layout.px(40)))

    # ------------------------------------------------------------------ the model
    def _zone_seat(self, zone: str) -> int:
        return int(zone.split(".")[1])

    def _visible_zone(self, zone: str) -> bool:
        """Whether a card lying in ``zone`` is face up for the viewer."""
        if zone.startswith("hand."):
            return self.viewer is not None and self._zone_seat(zone) == self.viewer
        return zone != "deck"

    def _model_remove(self, cid: int, zone: str) -> None:
        if zone == "deck":
            self.d_deck = max(0, self.d_deck - 1)
        elif zone.startswith("hand."):
            seat = self._zone_seat(zone)
            self.d_counts[seat] = max(0, self.d_counts[seat] - 1)
            if seat == self.viewer and cid in self.d_hand:
                self.d_hand.remove(cid)
                self.fresh.discard(cid)
                if self.selected == cid:
                    self.selected = None
        elif zone.startswith("tower."):
            tower = self.d_towers[self._zone_seat(zone)]
            if cid in tower:
                tower.remove(cid)
        elif zone.startswith("king."):
            seat = self._zone_seat(zone)
            if self.d_kings[seat] == cid:
                self.d_kings[seat] = None
        elif zone == "discard" and cid in self.d_discard:
            self.d_discard.remove(cid)

    def _model_insert(self, cid: int, zone: str, e: Event) -> None:
        if zone.startswith("tower."):
            tower = self.d_towers[self._zone_seat(zone)]
            index = e.get("index")
            tower.insert(index if isinstance(index, int) and 0 <= index <= len(tower) else len(tower), cid)
        elif zone.startswith("king."):
            self.d_kings[self._zone_seat(zone)] = cid
        elif zone.startswith("hand."):
            seat = self._zone_seat(zone)
            self.d_counts[seat] += 1
            if seat == self.viewer:
                self.d_hand.append(cid)

    def _new_sprite(self, cid: int, src: str) -> CardSprite:
        if src.startswith("hand."):
            seat = self._zone_seat(src)
            if seat != self.viewer:
                return CardSprite(cid, self._fan_center(seat), self._fan_height(seat), face_up=False)
            return CardSprite(cid, self.hand_r[0].center, self.hand_h, face_up=True)
        if src.startswith(("tower.", "king.")):
            return CardSprite(cid, self._tower_frame(self._zone_seat(src)).center, self.stone_h[0], face_up=True)
        if src == "discard":
            return CardSprite(cid, self._pile_top("discard", len(self.d_discard)), self.pile_h, face_up=True)
        return CardSprite(cid, self._pile_top("deck", self.d_deck), self.pile_h, face_up=False)

    def _fan_height(self, seat: int) -> float:
        p = self.pos_of(seat)
        return self.hand_h if p == 0 else self.fan_h[p]

    # ------------------------------------------------------------------ cards moving
    def _ev_moves(self, group: list[Event]) -> None:
        src, dst = group[0]["src"], group[0]["dst"]
        arriving: list[int] = []
        for k, e in enumerate(group):
            cid = e["card"]
            face = seen_face(e, self.viewer)
            if self._visible_zone(dst) and face:
                self.faces[cid] = face             # public now (or the viewer's own card)
            s = self.sprites.pop(cid, None) or self._new_sprite(cid, src)
            s.dragging = False
            self._model_remove(cid, src)
            delay = k * T_STAGGER
            if dst == "discard" or (dst.startswith("hand.") and self._zone_seat(dst) != self.viewer):
                self.flyers.append(s)
                if dst == "discard":
                    pos, h = self._pile_top("discard", len(self.d_discard) + 1), self.pile_h
                    if not s.face_up:
                        self._flip(s, True, delay=delay + T_FLY * 0.2)
                else:
                    seat = self._zone_seat(dst)
                    pos, h = self._fan_center(seat), self._fan_height(seat)
                    if src == "deck":
                        self.drawn_last.setdefault(seat, set()).add(cid)
                    if s.face_up:
                        s.face_up = False
                s.target = ((pos.x, pos.y), h)
                self._move_sprite(s, pos, h, T_FLY, lifted=True, delay=delay, on_done=partial(self._land, s, dst))
                continue
            self.sprites[cid] = s
            self._model_insert(cid, dst, e)
            if dst.startswith("hand.") and src == "deck":
                self.fresh.add(cid)
            if dst.startswith("hand.") and src == "deck":
                self.drawn_last.setdefault(self._zone_seat(dst), set()).add(cid)
            if not s.face_up and self._visible_zone(dst):
                self._flip(s, True, delay=delay + T_FLY * 0.35)
            s.target = None
            arriving.append(cid)
        duration = T_FLY if src == "deck" else T_MOVE
        self._relayout(duration=duration, lift=set(arriving))
        for k, cid in enumerate(arriving[1:], start=1):       # the second card a little after the first
            s = self.sprites.get(cid)
            if s is not None and s.target is not None:
                (x, y), h = s.target
                self._move_sprite(s, pygame.Vector2(x, y), h, duration, lifted=True, delay=k * T_STAGGER)
        self._version += 1

    def _land(self, s: CardSprite, dst: str) -> None:
        if s in self.flyers:
            self.flyers.remove(s)
        if dst == "discard":
            if s.id not in self.d_discard:
                self.d_discard.append(s.id)
        elif dst.startswith("hand."):
            seat = self._zone_seat(dst)
            self.d_counts[seat] += 1
        self._version += 1

    # ------------------------------------------------------------------ the actions
    def _ev_build(self, e: Event) -> None:
        seat, stone, pay, height = e["seat"], e["stone"], e.get("pay"), e.get("height", 0)
        who = self.name(seat)
        if pay is None:
            self._say(f"{who} {self._v(seat, 'lays', 'lay')} {the(stone)} as the bottom stone of their tower "
                      f"({height}/{HEIGHT}).")
        else:
            self._say(f"{who} {self._v(seat, 'builds', 'build')} {the(stone)} on their tower, paying with "
                      f"{the(pay)} ({height}/{HEIGHT}).")
        self._after_action(lambda: self._float(seat, f"{height}/{HEIGHT}", GOOD))

    def _ev_king(self, e: Event) -> None:
        seat, target = e["seat"], e["target"]
        self._say(f"{self.name(seat)} {self._v(seat, 'protects', 'protect')} {self._whose(target, seat)} tower "
                  f"with {the(e['card'])}.")
        self._after_action(lambda: self._float(target, "protected", GOLD))

    def _ev_queen(self, e: Event) -> None:
        seat, target = e["seat"], e["target"]
        self._say(f"{self.name(seat)} {self._v(seat, 'plays', 'play')} {the(e['card'])}: {the(e['king'])} leaves "
                  f"{self._whose(target, seat)} tower.")
        self._after_action(lambda: self._float(target, "King gone", theme.TEXT))

    def _ev_attack(self, e: Event) -> None:
        seat, target, stone = e["seat"], e["target"], e["stone"]
        self._say(f"{self.name(seat)} {self._v(seat, 'attacks', 'attack')} {self.name(target)}'s tower with "
                  f"{the(e['jack'])} and {the(e['card'])}: {the(stone)} falls.")
        self._after_action(lambda: self._float(target, f"-{value(stone) or 0}", BAD))

    def _ev_discard(self, e: Event) -> None:
        seat = e["seat"]
        self._say(f"{self.name(seat)} {self._v(seat, 'discards', 'discard')} {the(e['card'])}.")

    def _after_action(self, effect) -> None:
        """The action's word over its tower while its cards move."""
        effect()

    # ------------------------------------------------------------------ turns and the end
    def _ev_draw(self, e: Event) -> None:
        seat, count = e["seat"], e.get("count", 0)
        if seat == self.viewer:
            self.fresh = set()
        self.drawn_last[seat] = set()
        if seat != self.d_turn:
            self.d_turn = seat          # drawing starts that seat's turn: the frames and headline move on
            self._version += 1
        who = self.name(seat)
        if count:
            self._say(f"{who} {self._v(seat, 'draws', 'draw')} {'a card' if count == 1 else f'{count} cards'}.")
        else:
            self._say(f"The pile is empty: {who} {self._v(seat, 'draws', 'draw')} nothing.")

    def _ev_skip(self, e: Event) -> None:
        seat = e["seat"]
        self._say(f"{self.name(seat)} {self._v(seat, 'has', 'have')} no cards and {self._v(seat, 'is', 'are')} "
                  f"skipped.")
        self._float(seat, "no cards", theme.TEXT_DIM)
        self.hold = max(self.hold, 0.4)

    def _ev_pile_empty(self, e: Event) -> None:
        r = self._pile_rect("deck")
        self.effects.append(FloatText(r.center, "Pile empty", self.f["float"], GOLD, life=1.4,
                                      rise=self.layout.px(40)))
        self._say("The draw pile is empty: play goes on without drawing until every hand is played.")
        self.hold = max(self.hold, 0.4)

    def _ev_complete(self, e: Event) -> None:
        seat, bonus = e["seat"], e.get("bonus", 0)
        who = self.name(seat)
        sub = (f"{who} {self._v(seat, 'lays', 'lay')} a sixth stone: +{bonus} bonus" if bonus else
               f"{who} {self._v(seat, 'lays', 'lay')} a sixth stone (the pile is empty: no bonus)")
        self._banner("TOWER COMPLETE!", sub, GOLD, HOLD_BANNER + 0.3)
        self.hold = max(self.hold, HOLD_BANNER)
        self._say(f"{who} {self._v(seat, 'completes', 'complete')} their tower: "
                  f"{f'+{BONUS} bonus.' if bonus else 'no bonus, the pile was empty.'}")

    def _ev_turn(self, e: Event) -> None:
        self.hold = max(self.hold, 0.12)
        self.d_turn = e["seat"]
        self._refresh_status()
        self._turn_changed()

    def _ev_game_over(self, e: Event) -> None:
        sub = self._over_words(e.data)
        self._banner("GAME OVER", sub, GOLD, HOLD_OVER + 0.4)
        self.hold = max(self.hold, HOLD_OVER)
        self._say(f"Game over. {sub}.")
        self._refresh_status()
        self._turn_changed()

    # ------------------------------------------------------------------ when the queue is empty
    def _settle(self) -> None:
        if self.queue:
            return
        self._refresh_shown()
        v = self.shown
        if not self._model_matches(v):
            # Something moved that no event described: show the state as it is, gently.
            self.flyers.clear()
            self._model_from_view(v)
            keep = dict(self._resting_cards())
            for cid in list(self.sprites):
                if cid not in keep:
                    del self.sprites[cid]
            for cid in keep:
                s = self.sprites.get(cid)
                if s is None:
                    self.sprites[cid] = CardSprite(cid, self._pile_top("deck", self.d_deck), self.pile_h)
                self.sprites[cid].face_up = True
            self._relayout()
        if self.d_turn != v["turn"]:
            self.d_turn = v["turn"]
            self._turn_changed()
        if self.selected is not None and self.selected not in self.hand_ids():
            self.selected = None
        if self.focus and self.focus not in self._focus_targets():
            self.focus = None
        self._version += 1
