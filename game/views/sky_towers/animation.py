"""Rules events turned into animation steps on the Sky Towers table.

``animate(events)`` (``TableView``) queues one step per ``_ev_<kind>`` handler here (one per run of
cards moving together); each step changes the displayed model, starts tweens, effects and log lines,
and holds the queue while they play. When the queue empties, ``_settle`` checks the displayed model
against the rules' view.

``EventAnimation`` is mixed into ``SkyTowersView`` (view.py).
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.core import Event
from rules.sky_towers.commands import parse_tower

from ... import theme
from ...widgets.effects import Banner, Effect, FloatText
from ...wording import join_names, second_person
from ..sprites import CardSprite
from .draw import BAD, GOLD, GOOD
from .words import a_card
from .timing import HOLD_BANNER, HOLD_OVER, HOLD_STEP, T_FLY, T_MOVE, T_STAGGER


class Flash(Effect):
    """A glowing frame around a rectangle that fades (a completed tower, a bonus card changing hands)."""

    def __init__(self, rect: pygame.Rect, colour, width: int, life: float = 1.0):
        super().__init__(life)
        self.rect = pygame.Rect(rect)
        self.colour = colour
        self.width = width

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = pygame.Rect(0, 0, 0, 0)
        a = self.alpha(0.08, 0.5)
        if a <= 0:
            return
        grow = int(self.width * 2 * min(1.0, self.age / max(0.01, self.life)))
        r = self.rect.inflate(grow, grow)
        s = pygame.Surface(r.inflate(self.width * 2, self.width * 2).size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*self.colour, a), s.get_rect(), self.width, border_radius=self.width * 3)
        self.drawn = surface.blit(s, s.get_rect(center=r.center))


class EventAnimation:
    """The events-to-animation part of ``SkyTowersView``."""

    # ------------------------------------------------------------------ queueing steps
    def _group_handler(self, e: Event):
        """Cards moving from one place to another under one caption fly together."""
        return self._ev_moves if e.kind == "move" else None

    def _same_group(self, first: Event, e: Event) -> bool:
        return (e.kind == "move" and e["src"] == first["src"] and e["dst"] == first["dst"]
                and e.get("caption") == first.get("caption"))

    def _queue_step(self, handler, arg) -> None:
        self.queue.append(partial(self._step, handler, arg))

    def _step(self, handler, arg) -> None:
        handler(arg)
        first = arg[0] if isinstance(arg, list) else arg
        code = first.get("caption")
        if code:
            detail = self._caption_detail(first, arg)
            self.step_caption = (code, detail)
            self.step_seen.append(code)
            if (self.d_turn == 1 or code in ("5", "6")) and (not self.trail or self.trail[-1] != code):
                self.trail.append(code)
            self.hold = max(self.hold, HOLD_STEP)

    @staticmethod
    def _step_name(step) -> str:
        # every step is ``partial(self._step, handler, arg)``
        return getattr(step.args[0], "__name__", "") if isinstance(step, partial) and step.args else ""

    # ------------------------------------------------------------------ cards moving
    def _learn_face(self, e: Event) -> None:
        cid = e.get("card")
        if cid is None:
            return
        if e.get("face") is not None:
            self.faces[cid] = e["face"]
        elif e.get("private_face") is not None and self.viewer is not None and self.viewer in (e.get("seen_by") or []):
            self.faces[cid] = e["private_face"]

    def _new_sprite(self, cid: int, src: str) -> CardSprite:
        if src == "deck":
            return CardSprite(cid, self._pile_top("deck", self.d_deck), self.pile_h)
        if src == "discard" and "discard" in self.layout:
            return CardSprite(cid, self._pile_rect("discard").center, self.pile_h)
        if src.startswith("completed."):
            o = int(src.split(".")[1])
            return CardSprite(cid, self._done_target(o, 0), self.tower_h[self.pos_of(o)], face_up=True)
        return CardSprite(cid, self._pile_top("deck", self.d_deck), self.pile_h)

    def _count_action(self, src: str, dst: str) -> None:
        """A step that is a Play, a Draw or a Return takes one of the turn's actions as it is shown
        (the card leaves the hand, the deck or the tower); the 6's draw is part of the 6's Play."""
        if self.light:
            return
        hand = dst.startswith("hand.") or dst == "row.1"
        if src == "deck" and hand:
            if self._free_draw:
                self._free_draw = False
                return
        elif not ((dst.startswith("tower.") and (src.startswith("hand.") or src == "row.1"))
                  or (src.startswith("tower.") and dst.startswith("hand."))):
            return
        self.d_actions = max(0, self.d_actions - 1)
        self._version += 1

    def _ev_moves(self, group: list[Event]) -> None:
        src, dst = group[0]["src"], group[0]["dst"]
        self._count_action(src, dst)
        ids = []
        for k, e in enumerate(group):
            cid = e["card"]
            self._learn_face(e)
            s = self.sprites.get(cid)
            if s is None or src in ("deck", "discard"):
                s = self._new_sprite(cid, src)
                self.sprites[cid] = s
            s.dragging = False
            self._model_remove(cid, src)
            if cid in self.selected:
                self.selected.remove(cid)
            if cid in self.pick:
                self.pick.remove(cid)
            ids.append(cid)
            if dst in ("deck", "discard") or dst.startswith("completed."):
                self.sprites.pop(cid, None)
                self.flyers.append(s)
                if dst.startswith("completed."):
                    owner = int(dst.split(".")[1])
                    stack = e.get("stack", len(self.d_completed[owner]))
                    while len(self.d_completed[owner]) <= stack:
                        self.d_completed[owner].append([])
                    pos = self._done_target(owner, stack)
                    h = self.tower_h[self.pos_of(owner)] * 0.6
                    if self.light:
                        self._flip(s, False, T_FLY * 0.6, delay=k * T_STAGGER)
                else:
                    pos = self._pile_top(dst, (self.d_deck if dst == "deck" else self.d_discard) + 1)
                    h = self.pile_h
                    self._flip(s, False, T_FLY * 0.6, delay=k * T_STAGGER)
                s.target = ((pos.x, pos.y), h)
                self._move_sprite(s, pos, h, T_FLY, lifted=True, delay=k * T_STAGGER,
                                  on_done=partial(self._land, s, dst, e))
                continue
            self._model_insert(cid, dst, e)
            want = self.face_visible(cid, dst)
            if s.face_up != want and not want and dst.startswith("hand."):
                # into a hand the screen's holder may not see: face down at once, not on its way there
                if s.flip_tween is not None:
                    s.flip_tween.cancel()
                    s.flip_tween = None
                s.face_up, s.squash = False, 1.0
            elif s.face_up != want:
                self._flip(s, want, delay=k * T_STAGGER)
            s.target = None
        self._relayout(duration=T_FLY if src == "deck" else T_MOVE, lift=set(ids))
        self._say_moves(group, src, dst)

    def _land(self, s: CardSprite, dst: str, e: Event) -> None:
        if s in self.flyers:
            self.flyers.remove(s)
        if dst == "deck":
            self.d_deck += 1
        elif dst == "discard":
            self.d_discard += 1
        elif dst.startswith("completed."):
            owner = int(dst.split(".")[1])
            stack = e.get("stack", 0)
            while len(self.d_completed[owner]) <= stack:
                self.d_completed[owner].append([])
            if s.id not in self.d_completed[owner][stack]:
                self.d_completed[owner][stack].append(s.id)
        self._version += 1

    # ------------------------------------------------------------------ the other events
    def _ev_flip(self, e: Event) -> None:
        cid = e["card"]
        if e["face_up"]:
            if e.get("face") is not None:
                self.faces[cid] = e["face"]
            self.d_up.add(cid)
        else:
            self.d_up.discard(cid)
        s = self.sprites.get(cid)
        if s is not None:
            self._flip(s, self.face_visible(cid, "row.1"))
        self.hold = max(self.hold, 0.25)

    def _ev_shuffle(self, e: Event) -> None:
        if e.get("zone") == "row.1" and self.taroma:
            cards = [c for c in e["cards"] if c in self.d_hands[1]]
            rest = [c for c in self.d_hands[1] if c not in cards]
            self.d_hands[1] = cards + rest
            self._relayout(duration=T_MOVE)
            if cards:
                self._log("Taroma's row is shuffled.")

    def _tower_rect_of(self, tower: str) -> pygame.Rect:
        o, k = parse_tower(tower) or (0, 0)
        return self._tower_col(o, k)

    def _ev_complete(self, e: Event) -> None:
        seat = e["seat"]
        col = self._tower_rect_of(e["tower"])
        text = "+1 point" if self.light else f"+{e.get('kites', 0)} kites"
        self.effects.append(FloatText(col.center, "21!", self.f["big"], GOLD, life=1.2, rise=self.layout.px(50)))
        self.effects.append(FloatText((col.centerx, col.centery + self.layout.px(50)), text, self.f["float"], GOOD,
                                      life=1.4, rise=self.layout.px(40)))
        self.effects.append(Flash(col, GOLD, max(2, self.layout.px(6)), life=1.0))
        self.hold = max(self.hold, 0.6)
        k, f = e.get("kites", 0), e.get("flags", 0)
        extra = "" if self.light else f" ({k} kite{'s' if k != 1 else ''}, {f} flag{'s' if f != 1 else ''})"
        self._log(f"{self.name(seat)} completes a tower of 21{extra}.")

    def _ev_bonus(self, e: Event) -> None:
        seat = e["seat"]
        index = next((i for i, b in enumerate(self.shown["bonus"]) if b["id"] == e["bonus"]), None)
        name = e["bonus"]
        if index is not None:
            self.d_bonus[index] = seat
            name = self.shown["bonus"][index]["name"]
            rects = self._bonus_rects()
            if index < len(rects):
                self.effects.append(Flash(rects[index], GOLD, max(2, self.layout.px(6)), life=1.4))
        src = e.get("from_seat")
        takes = self._verb(seat, "takes", "take")
        sub = (f"{self.name(seat)} {takes} it from {self.name(src)}" if src is not None
               else f"{self.name(seat)} {takes} it from the table")
        if "You" in sub:
            sub = second_person(sub)
        self.effects.append(Banner(self.layout["table"], f"{name} bonus!", sub, GOLD, self.f["banner"],
                                   self.f["banner_sub"], HOLD_BANNER + 0.3))
        self.hold = max(self.hold, HOLD_BANNER)
        self._log(f"{sub.replace(' it ', f' the {name} bonus card ')}.")

    def _ev_effect(self, e: Event) -> None:
        v = e.get("value")
        seat = e.get("seat")
        if e.get("extra_action"):
            self.d_actions += 1
        if e.get("choice") == "draw":
            self._free_draw = True
        if v in (8, 9):
            col = self.seat_r.get(self.pos_of(seat)) or self.hand_r[self.pos_of(seat)]
            self.effects.append(FloatText(col.center, "+1 action", self.f["float"], GOOD, life=1.2,
                                          rise=self.layout.px(40)))
            self._log(f"The {v} gives {self.name(seat)} one more action.")
            self.hold = max(self.hold, 0.35)
        elif v == 5:
            who = [self.name(p) for p in e.get("discarding") or []]
            sub = (second_person(f"{join_names(who)} must put cards back") if who
                   else "Nobody holds more than 5 cards")
            self.effects.append(Banner(self.layout["table"], "A 5!", sub, BAD, self.f["banner"], self.f["banner_sub"],
                                       HOLD_BANNER, band=(40, 10, 30)))
            self.hold = max(self.hold, HOLD_BANNER * 0.8)
            self._log(f"{self.name(seat)} plays a 5: everyone with more than 5 cards puts the extras on the deck.")
        elif v == 6:
            if e.get("choose"):
                self._log(f"{self.name(seat)} plays a 6: ask a player for a card, or draw.")
            elif e.get("choice") == "take":
                self.hold = max(self.hold, 0.4)     # the card's move says which card went where
            elif e.get("choice") == "draw":
                self._log(f"{self.name(seat)} draws for the 6.")

    def _ev_must_discard(self, e: Event) -> None:
        n = e["count"]
        self._log(f"{self.name(e['seat'])} must put {n} card{'s' if n != 1 else ''} back on the deck.")
        self._refresh_status()

    def _ev_ask(self, e: Event) -> None:
        seat, target, value = e["seat"], e["target"], e["value"]
        given = e.get("given")
        word = (f"{self._verb(target, 'gives', 'give')} {a_card(value)}" if given
                else f"{self._verb(target, 'has', 'have')} no {value}")
        r = self.seat_r.get(self.pos_of(target)) or self.hand_r[self.pos_of(target)]
        self.effects.append(FloatText(r.center, f"{word}", self.f["float"], GOOD if given else theme.TEXT_DIM,
                                      life=1.6, rise=self.layout.px(40)))
        self._log(f"{self.name(seat)} asks {self.name(target)} for {a_card(value)}: {self.name(target)} {word}.")
        self.hold = max(self.hold, 0.8)

    def _ev_deck_empty(self, e: Event) -> None:
        r = self._pile_rect("deck")
        self.effects.append(FloatText(r.center, "Last card!", self.f["float"], GOLD, life=1.4, rise=self.layout.px(40)))
        self._log(f"{self.name(e['seat'])} drew the last card.")

    def _ev_last_round(self, e: Event) -> None:
        self.effects.append(Banner(self.layout["table"], "LAST ROUND",
                                   "The deck is empty: everyone takes one more turn of up to 3 actions", GOLD,
                                   self.f["banner"], self.f["banner_sub"], HOLD_BANNER + 0.5))
        self.hold = max(self.hold, HOLD_BANNER + 0.2)
        self._log("Last round: everyone takes one more turn of up to 3 actions.")
        self._refresh_status()

    def _ev_resume(self, e: Event) -> None:
        self.effects.append(Banner(self.layout["table"], "PLAY GOES ON",
                                   "Cards went back on the deck: normal play resumes", GOLD,
                                   self.f["banner"], self.f["banner_sub"], HOLD_BANNER))
        self.hold = max(self.hold, HOLD_BANNER * 0.8)
        self._log("Cards went back on the deck: normal play resumes.")

    def _ev_turn(self, e: Event) -> None:
        self.hold = max(self.hold, 0.15)
        seat = e["seat"]
        self.d_turn = seat
        self.d_actions = e.get("actions", 0)
        self.d_final = bool(e.get("final"))
        self._free_draw = False
        if self.taroma and seat == 1:
            self.trail = []
            self.step_caption = ("", "Taroma's turn: for each action, try 1A, 1B, 1C, 1D, then 1E.")
            self.hold = max(self.hold, HOLD_STEP)
        if not self.light:
            extra = " (last round: up to 3 actions)" if e.get("final") else ""
            self._log(f"{self.name(seat)}'s turn{extra}.")
        self._refresh_status()
        self._turn_changed()

    def _ev_end_turn(self, e: Event) -> None:
        r = self.seat_r.get(self.pos_of(e["seat"])) or self.hand_r[self.pos_of(e["seat"])]
        self.effects.append(FloatText(r.center, "ends turn", self.f["float"], theme.TEXT_DIM, life=1.0,
                                      rise=self.layout.px(30)))
        self._log(f"{self.name(e['seat'])} ends the turn.")

    def _ev_taroma_step(self, e: Event) -> None:
        self.d_actions = e.get("actions_left", self.d_actions)
        self._refresh_status()

    def _ev_taroma_idle(self, e: Event) -> None:
        self._log(e.get("reason") or "Taroma can neither play nor draw.")

    def _ev_game_over(self, e: Event) -> None:
        self.effects.append(Banner(self.layout["table"], "GAME OVER", self._over_words(e.data), GOLD,
                                   self.f["banner"], self.f["banner_sub"], HOLD_OVER + 0.4))
        self.hold = max(self.hold, HOLD_OVER)
        self._log(f"Game over. {self._over_words(e.data)}.")
        self._refresh_status()

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
            for cid, zone in keep.items():
                s = self.sprites.get(cid)
                if s is None:
                    s = self.sprites[cid] = CardSprite(cid, self._pile_top("deck", self.d_deck), self.pile_h)
                s.face_up = self.face_visible(cid, zone)
            self._relayout()
        else:
            for cid, zone in self._resting_cards():
                s = self.sprites.get(cid)
                if s is not None and s.flip_tween is None and s.face_up != self.face_visible(cid, zone):
                    s.face_up = self.face_visible(cid, zone)
        self.d_actions, self.d_final, self._free_draw = v.get("actions", 0), bool(v.get("final")), False
        if self.d_turn != v["turn"]:
            self.d_turn = v["turn"]
            self._turn_changed()
        if self.viewer is not None:
            self.selected = [c for c in self.selected if c in self.d_hands[self.viewer]]
        if self.chooser() != "discard":
            self.pick.clear()
        if self.chooser() == "ask":
            self._ask_defaults()
        if self.focus and self.focus not in self._focus_targets():
            self.focus = None
        self._version += 1
