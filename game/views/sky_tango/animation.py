"""Rules events turned into animation steps on the Sky Tango table.

``animate(events)`` (``TableView``) queues one step per ``_ev_<kind>`` handler here, and one per run of
cards moving together (a draw of five, a cleared run, a self-destruction); each step changes the
displayed model, starts tweens, effects and log lines, and holds the queue while they play. Drawn cards
fly from the stack: face up into your hand, face down into another player's fan. Laid cards slide into
their row; cleared cards fly to their heap; destroyed ones to the discard pile, face down. When the
queue empties, ``_settle`` checks the displayed model against the rules' view.

``EventAnimation`` is mixed into ``TangoView`` (view.py).
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.core import Event
from rules.sky_tango.commands import LEFT

from ... import theme
from ...widgets.effects import Banner, FloatText
from ...wording import agree, second_person
from ..base import BAD, GOLD, GOOD
from ..sprites import CardSprite
from .timing import HOLD_BANNER, HOLD_OVER, T_FLY, T_MOVE, T_STAGGER
from .words import ANIMAL, plural, the

KINDS = ("sun", "moon")


class EventAnimation:
    """The animation part of ``TangoView``."""

    # ------------------------------------------------------------------ grouping and words
    def _group_handler(self, e: Event):
        return self._ev_moves if e.kind == "move" else None

    def _same_group(self, first: Event, e: Event) -> bool:
        return e.kind == "move" and e["src"] == first["src"] and e["dst"] == first["dst"] \
            and not first["dst"].startswith(KINDS)

    def _say(self, text: str) -> None:
        self.log.append(second_person(text))

    def _v(self, seat: int | None, third: str, second: str) -> str:
        """'draws' or, for a player called "You", 'draw'."""
        return agree([self.name(seat)], third, second)

    def _banner(self, title: str, sub: str, colour, life: float) -> None:
        rect = self.layout["banner"]
        self.effects.append(Banner(rect, title, second_person(sub), colour, self.f["banner"], self.f["banner_sub"],
                                   life))

    def _float_at(self, rect: pygame.Rect, text: str, colour, life: float = 1.2) -> None:
        self.effects.append(FloatText((rect.centerx, rect.top + rect.h * 0.3), text, self.f["float"], colour,
                                      life=life, rise=self.layout.px(40)))

    # ------------------------------------------------------------------ the model
    @staticmethod
    def _zone_seat(zone: str) -> int:
        return int(zone.split(".")[1])

    def _visible_zone(self, zone: str) -> bool:
        """Whether a card lying in ``zone`` is face up for the viewer."""
        if zone.startswith("hand."):
            return self.viewer is not None and self._zone_seat(zone) == self.viewer
        return zone.startswith(KINDS + ("heap.",))

    def _model_remove(self, cid: int, zone: str) -> None:
        if zone == "deck":
            self.d_deck = max(0, self.d_deck - 1)
        elif zone == "discard":
            self.d_discard = max(0, self.d_discard - 1)
        elif zone.startswith("hand."):
            seat = self._zone_seat(zone)
            self.d_counts[seat] = max(0, self.d_counts[seat] - 1)
            if seat == self.viewer and cid in self.d_hand:
                self.d_hand.remove(cid)
                self.fresh.discard(cid)
                if self.selected == cid:
                    self.selected = None
        elif zone.startswith(KINDS):
            kind, seat = zone.split(".")
            row = self.d_rows[int(seat)][kind]
            for stack in row:
                if cid in stack:
                    stack.remove(cid)
                    if not stack:
                        row.remove(stack)
                    break
        elif zone.startswith("heap."):
            heap = self.d_heaps[self._zone_seat(zone)]
            if cid in heap:
                heap.remove(cid)

    def _model_insert(self, cid: int, zone: str, e: Event) -> None:
        if zone.startswith(KINDS):
            kind, seat = zone.split(".")
            row = self.d_rows[int(seat)][kind]
            index = e.get("index")
            index = index if isinstance(index, int) else len(row)
            if e.get("on_top") and 0 <= index < len(row):
                row[index].append(cid)
            else:
                row.insert(max(0, min(len(row), index)), [cid])
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
        if src.startswith(KINDS):
            kind, seat = src.split(".")
            Z = self._row_zone(int(seat), kind)
            return CardSprite(cid, Z.center, self.row_h[self.pos_of(int(seat))], face_up=True)
        if src == "discard":
            return CardSprite(cid, self._pile_top("discard", self.d_discard), self.pile_h, face_up=False)
        if src.startswith("heap."):
            return CardSprite(cid, self._heap_rect(self._zone_seat(src)).center, self.pile_h, face_up=True)
        return CardSprite(cid, self._pile_top("deck", self.d_deck), self.pile_h, face_up=False)

    # ------------------------------------------------------------------ cards moving
    def _ev_moves(self, group: list[Event]) -> None:
        src, dst = group[0]["src"], group[0]["dst"]
        if src == "discard" and dst == "deck":          # a reshuffle: the pile becomes the stack
            self.d_discard = max(0, self.d_discard - len(group))
            self.d_deck += len(group)
            self.hold = max(self.hold, 0.3)
            self._version += 1
            return
        arriving: list[int] = []
        for k, e in enumerate(group):
            cid = e["card"]
            face = e.get("face")
            if face is None and self.viewer is not None and self.viewer in (e.get("seen_by") or ()) \
                    and dst == f"hand.{self.viewer}":
                face = e.get("private_face")
            if face and self._visible_zone(dst):
                self.faces[cid] = face       # public now (or the viewer's own card)
            s = self.sprites.pop(cid, None) or self._new_sprite(cid, src)
            s.dragging = False
            self._model_remove(cid, src)
            delay = k * T_STAGGER
            flying = dst in ("discard", "deck") or dst.startswith("heap.") or \
                (dst.startswith("hand.") and self._zone_seat(dst) != self.viewer)
            if flying:
                self.flyers.append(s)
                if dst == "discard":
                    pos, h = self._pile_top("discard", self.d_discard + 1), self.pile_h
                    if s.face_up:
                        self._flip(s, False, delay=delay + T_FLY * 0.2)
                elif dst == "deck":
                    pos, h = self._pile_top("deck", self.d_deck + 1), self.pile_h
                elif dst.startswith("heap."):
                    seat = self._zone_seat(dst)
                    r = self._heap_rect(seat)
                    pos, h = pygame.Vector2(r.center), r.h
                else:
                    seat = self._zone_seat(dst)
                    pos, h = self._fan_center(seat), self._fan_height(seat)
                    if src == "deck":
                        self.drawn_last.setdefault(seat, set()).add(cid)
                    s.face_up = False
                s.target = ((pos.x, pos.y), h)
                self._move_sprite(s, pos, h, T_FLY, lifted=True, delay=delay, on_done=partial(self._land, s, dst))
                continue
            self.sprites[cid] = s
            self._model_insert(cid, dst, e)
            if dst.startswith("hand.") and src == "deck":
                self.fresh.add(cid)
                self.drawn_last.setdefault(self._zone_seat(dst), set()).add(cid)
            if not s.face_up and self._visible_zone(dst) and cid in self.faces:
                self._flip(s, True, delay=delay + T_FLY * 0.35)
            s.target = None
            arriving.append(cid)
        if not arriving:
            self._version += 1
            return
        duration = T_FLY if src == "deck" else T_MOVE
        self._relayout(duration=duration, lift=set(arriving))
        for k, cid in enumerate(arriving[1:], start=1):       # each card a little after the one before
            s = self.sprites.get(cid)
            if s is not None and s.target is not None:
                (x, y), h = s.target
                self._move_sprite(s, pygame.Vector2(x, y), h, duration, lifted=True, delay=k * T_STAGGER)
        self._version += 1

    def _land(self, s: CardSprite, dst: str) -> None:
        if s in self.flyers:
            self.flyers.remove(s)
        if dst == "discard":
            self.d_discard += 1
        elif dst == "deck":
            self.d_deck += 1
        elif dst.startswith("heap."):
            heap = self.d_heaps[self._zone_seat(dst)]
            if s.id not in heap:
                heap.append(s.id)
        elif dst.startswith("hand."):
            self.d_counts[self._zone_seat(dst)] += 1
        self._version += 1

    # ------------------------------------------------------------------ the actions
    def _ev_lay(self, e: Event) -> None:
        seat, owner, kind, face = e["seat"], e["owner"], e["kind"], e.get("face")
        who = self.name(seat)
        whose = "their own" if owner == seat else f"{self.name(owner)}'s"
        verb = self._v(seat, "lays", "lay")
        if e.get("new_row"):
            text = f"{who} {self._v(seat, 'starts', 'start')} a {kind} row with {the(face)}."
        elif face and face[1:] == "E":
            text = f"{who} {verb} {the(face)} on {whose} {kind} row."
        elif e.get("on_top"):
            text = f"{who} {verb} {the(face)} on an eclipse in {whose} {kind} row."
        else:
            end = "left" if e.get("at") == LEFT else "right"
            text = f"{who} {verb} {the(face)} at the {end} end of {whose} {kind} row."
        self._say(text)

    def _ev_must_play(self, e: Event) -> None:
        seat = e["seat"]
        self.animal_banner = True
        animal = "animal"
        last = self.log[-1] if self.log else ""
        for kind, name in ANIMAL.items():
            if f"the {kind} " in last:
                animal = name
        who = self.name(seat)
        self._say(f"The {animal} obliges {who} to play another card.")
        if self.human_actor() == seat or self._decides_here(seat):
            self._banner("PLAY ANOTHER CARD", f"The {animal} obliges you to lay one more card this turn.", GOLD,
                         HOLD_BANNER + 0.2)
            self.hold = max(self.hold, HOLD_BANNER * 0.6)
        else:
            self._float_at(self.seat_r[self.pos_of(seat)], "another card", GOLD)
            self.hold = max(self.hold, 0.3)
        self._version += 1

    def _ev_clear(self, e: Event) -> None:
        seat = e["seat"]
        n = e.get("numbers", 0)
        cards = len(e.get("cards") or [])
        runs = len(e.get("runs") or [])
        self._say(f"{self.name(seat)} {self._v(seat, 'clears', 'clear')} {plural(runs, 'run')} "
                  f"({plural(cards, 'card')}): +{n}.")
        self._float_at(self.heap_r[self.pos_of(seat)], f"+{n}", GOOD, life=1.4)
        self.hold = max(self.hold, 0.2)

    def _ev_close(self, e: Event) -> None:
        self._relayout(duration=T_MOVE)

    def _ev_destroy(self, e: Event) -> None:
        seat = e["seat"]
        rows = e.get("rows") or []
        lost = [plural(e.get("hand", 0), "hand card")]
        lost += [f"the {z.split('.')[0]} row" for z in rows]
        text = ", ".join(lost[:-1]) + " and " + lost[-1] if len(lost) > 1 else lost[0]
        self._say(f"{self.name(seat)} {self._v(seat, 'self-destructs', 'self-destruct')}: {text} to the discard pile.")
        self._float_at(self.seat_r[self.pos_of(seat)], "self-destructed", BAD, life=1.4)
        self.hold = max(self.hold, 0.4)

    def _ev_stop(self, e: Event) -> None:
        seat = e["seat"]
        self._say(f"{self.name(seat)} {self._v(seat, 'stops', 'stop')} playing.")
        self._float_at(self.seat_r[self.pos_of(seat)], "stopped", theme.TEXT_DIM)

    # ------------------------------------------------------------------ turns and the end
    def _ev_draw(self, e: Event) -> None:
        seat, count = e["seat"], e.get("count", 0)
        if seat == self.viewer:
            self.fresh = set()
        self.drawn_last[seat] = set()
        who = self.name(seat)
        self._say(f"{who} {self._v(seat, 'draws', 'draw')} {plural(count, 'card')}.")

    def _ev_reshuffle(self, e: Event) -> None:
        self._say(f"The draw stack is empty: the discard pile ({plural(e.get('count', 0), 'card')}) is shuffled "
                  "into a new one.")
        self._float_at(self._pile_rect("deck"), "shuffled", GOLD)

    def _ev_end_phase(self, e: Event) -> None:
        seat = e["seat"]
        who = self.name(seat)
        self._say(f"Nothing is left to draw for {who}: the others play out their hands without drawing.")
        self._banner("NOTHING LEFT TO DRAW", "Play out your hands without drawing; each player may stop.", GOLD,
                     HOLD_BANNER + 0.3)
        self.hold = max(self.hold, HOLD_BANNER)

    def _ev_skip(self, e: Event) -> None:
        seat = e["seat"]
        why = {"could_not_draw": "could not draw", "empty_hand": "has no cards", "stopped": "has stopped"}.get(
            e.get("why"), "is skipped")
        if self.name(seat) == "You":
            why = why.replace("has ", "have ")
        self._say(f"{self.name(seat)} {why} and {self._v(seat, 'is', 'are')} skipped.")

    def _ev_turn(self, e: Event) -> None:
        self.hold = max(self.hold, 0.12)
        self.d_turn = e["seat"]
        self.animal_banner = False
        self._refresh_status()
        self._turn_changed()

    def _ev_game_over(self, e: Event) -> None:
        self.animal_banner = False
        sub = self._over_words(e.data)
        self._banner("GAME OVER", sub, GOLD, HOLD_OVER + 0.4)
        self.hold = max(self.hold, HOLD_OVER)
        self._say(f"Game over: {sub}.")
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
            for s in self.flyers:
                if s.move_tween:
                    s.move_tween.cancel()
            self.flyers.clear()
            self._model_from_view(v)
            keep = set(self._resting_cards())
            for cid in list(self.sprites):
                if cid not in keep:
                    del self.sprites[cid]
            for cid in keep:
                if cid not in self.sprites:
                    self.sprites[cid] = CardSprite(cid, self._pile_top("deck", self.d_deck), self.pile_h)
                self.sprites[cid].face_up = True
            self._relayout()
        if self.d_turn != v["turn"]:
            self.d_turn = v["turn"]
            self._turn_changed()
        self.animal_banner = bool(v.get("must_play")) and not v.get("over")
        if self.selected is not None and self.selected not in self.hand_ids():
            self.selected = None
        if self.focus and self.focus not in self._focus_targets():
            self.focus = None
        self._version += 1
