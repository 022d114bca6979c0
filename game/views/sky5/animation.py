"""Rules events turned into animation steps on the Sky 5 table.

``animate(events)`` (``TableView``) queues one step per ``_ev_<kind>`` handler here (cards flying to
a bank or the discard pile go as one step); each step changes the displayed model, starts tweens,
effects and log lines, and holds the queue while they play. When the queue empties, ``_settle``
checks the displayed model against the rules' view.

``EventAnimation`` is mixed into ``Sky5View`` (view.py).
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.core import Event

from ... import theme
from ...widgets import tween
from ...widgets.effects import Banner, Burst, FloatText
from ...wording import agree, second_person
from ..base import BAD, GOLD, GOOD
from .cards import DRAW_LIFT, CardSprite, describe
from .timing import HOLD_BUST, HOLD_FINAL, HOLD_OVER, HOLD_SKY5, T_FLIP, T_FLY, T_MOVE, T_ROLL, T_STAGGER


class EventAnimation:
    """The animation part of ``Sky5View``."""

    # ------------------------------------------------------------------ grouping and sprites
    def _group_handler(self, e: Event):
        """Cards going to a bank or the discard pile fly together."""
        if e.kind == "move" and (str(e["dst"]).startswith("bank.") or e["dst"] == "discard"):
            return self._ev_move_group
        return None

    def _same_group(self, first: Event, e: Event) -> bool:
        return e.kind == "move" and e["dst"] == first["dst"]

    def _say(self, text: str) -> None:
        self.log.append(second_person(text))

    def _banner(self, rect: pygame.Rect, title: str, sub: str, colour, life: float, **kw) -> None:
        """A banner over ``rect`` (a seat's row, or the felt): never over a seat's header or the
        status line. Its word is sized to the rect, its line wrapped under it, both in English for a
        seat named You."""
        sub = second_person(sub)
        sub_size = min(self.f["banner_sub"], max(theme.MIN_TEXT, int(rect.h * 0.16)))
        title_size = max(theme.MIN_TEXT, min(self.f["banner"], int(rect.h * 0.42)))
        while True:
            # the band holds the word, the wrapped line and a margin (see widgets.effects.Banner)
            lines = len(theme.wrap(sub, sub_size, int(rect.w * 0.94))) if sub else 0
            need = (theme.font(title_size, True).get_height() + lines * theme.font(sub_size).get_linesize()
                    + 2 * sub_size)
            if need <= rect.h:
                break
            if title_size > 2 * sub_size:
                title_size = max(2 * sub_size, int(title_size * 0.9))
            elif sub_size > theme.MIN_TEXT:
                sub_size -= 1
                title_size = min(title_size, 2 * sub_size)
            else:
                break
        self.effects.append(Banner(rect, title, sub, colour, title_size, sub_size, life, **kw))

    def _new_sprite(self, cid: int, src: str) -> CardSprite:
        face = self.faces.get(cid)
        if src == "pending":
            return CardSprite(cid, face, self._pile_rect("pending").center, self.center_h)
        if src.startswith("row."):
            seat = int(src.split(".")[1])
            return CardSprite(cid, face, self.rows_r[self.pos_of(seat)].center, self.row_h[self.pos_of(seat)])
        # The deck, and any zone a card is not shown in, start it face down on the deck.
        return CardSprite(cid, face, self._pile_top("deck", self.d_deck), self.center_h, face_up=False)

    def _take_from(self, cid: int, src: str) -> None:
        if src.startswith("row."):
            seat = int(src.split(".")[1])
            if cid in self.d_rows[seat]:
                self.d_rows[seat].remove(cid)
        elif src == "pending":
            if self.d_pending == cid:
                self.d_pending = None

    # ------------------------------------------------------------------ cards
    def _ev_draw(self, e: Event) -> None:
        cid = e["card"]
        self.faces[cid] = dict(e["face"])
        s = self._new_sprite(cid, "deck")
        s.face = self.faces[cid]
        self.d_deck = max(0, self.d_deck - 1)
        s.lifted = True
        self.sprites[cid] = s
        self._flip(s, True)
        lift_to = s.pos + pygame.Vector2(0, -self.center_h * 0.08)
        self._move_sprite(s, lift_to, s.h * DRAW_LIFT, T_FLIP, lifted=True)
        self._say(f"{self.name(e['seat'])} draws the {describe(e['face'])}.")

    def _ev_move(self, e: Event) -> None:
        cid, src, dst = e["card"], e["src"], e["dst"]
        if e.get("face"):
            self.faces[cid] = dict(e["face"])
        s = self.sprites.get(cid)
        if s is None:
            s = self._new_sprite(cid, src)
            if src == "deck":
                self.d_deck = max(0, self.d_deck - 1)
            self.sprites[cid] = s
        s.face = self.faces.get(cid)
        s.dragging = False
        self._take_from(cid, src)
        if dst.startswith("row."):
            seat = int(dst.split(".")[1])
            self.d_rows[seat].append(cid)
            if src == "pending":
                self._say(f"{self.name(self.shown.get('turn'))} gives the {describe(s.face)} to {self.name(seat)}.")
            elif src.startswith("row."):
                self._say(f"{self.name(seat)} takes the {describe(s.face)} from {self.name(int(src.split('.')[1]))}.")
        elif dst == "pending":
            self.d_pending = cid
        if not s.face_up:
            self._flip(s, True)
        s.target = None
        self._relayout(duration=T_MOVE if src != "deck" else T_FLY, lift={cid})

    def _ev_move_group(self, group: list[Event]) -> None:
        dst = group[0]["dst"]
        for k, e in enumerate(group):
            cid, src = e["card"], e["src"]
            if e.get("face"):
                self.faces[cid] = dict(e["face"])
            s = self.sprites.pop(cid, None) or self._new_sprite(cid, src)
            s.face = self.faces.get(cid)
            s.dragging = False
            self._take_from(cid, src)
            self.flyers.append(s)
            if dst == "discard":
                pos, h = self._pile_top("discard", len(self.d_discard) + 1), self.center_h
                if not s.face_up:
                    self._flip(s, True, delay=k * T_STAGGER)
                on_done = partial(self._land_discard, s)
            else:
                seat = int(dst.split(".")[1])
                pos = self._bank_top(seat, len(self.d_banks[seat]) + 1)
                h = self.bank_h[self.pos_of(seat)]
                self._flip(s, False, T_FLY * 0.8, delay=k * T_STAGGER + T_FLY * 0.1)
                on_done = partial(self._land_bank, s, seat)
            s.target = ((pos.x, pos.y), h)
            self._move_sprite(s, pos, h, T_FLY, lifted=True, delay=k * T_STAGGER, on_done=on_done)
        self._relayout()

    def _land_discard(self, s: CardSprite) -> None:
        if s in self.flyers:
            self.flyers.remove(s)
        if s.id not in self.d_discard:
            self.d_discard.append(s.id)

    def _land_bank(self, s: CardSprite, seat: int) -> None:
        if s in self.flyers:
            self.flyers.remove(s)
        if s.id not in self.d_banks[seat]:
            self.d_banks[seat].append(s.id)

    # ------------------------------------------------------------------ the die, banking and busting
    def _ev_die(self, e: Event) -> None:
        # The number is said (and shown in the log and the status line) once the die lies still,
        # never while it tumbles.
        self._rolls += 1
        self.d_die = None
        self.die.roll(self.tweens, e["value"], T_ROLL, seed=(self.state.seed, self.state.step, self._rolls),
                      on_settle=partial(self._die_settled, e["seat"], e["value"]))
        start = self.rows_r[self.pos_of(e["seat"])].center
        self.die_offset = pygame.Vector2(start) - pygame.Vector2(self._pile_rect("die").center)
        tween.move(self.tweens, self, "die_offset", pygame.Vector2(0, 0), T_ROLL * 0.8, tween.ease_out)
        self.hold = 0.3
        self._say(f"{self.name(e['seat'])} rolls the die…")

    def _die_settled(self, seat: int, value: int) -> None:
        self.d_die = value
        if self._snapping:
            return          # the table is being set straight (a jump): no news
        self._version += 1
        self._say(f"{self.name(seat)} rolls a {value}.")

    def _ev_bank(self, e: Event) -> None:
        total = sum(self.faces.get(c, {}).get("number", 0) for c in e["cards"])
        rect, _h = self._bank_pile(e["seat"])
        self.effects.append(FloatText(rect.center, f"+{total}", self.f["float"], GOOD, life=1.4,
                                      rise=self.layout.px(60)))
        n = len(e["cards"])
        self._say(f"{self.name(e['seat'])} banks {n} card{'s' if n != 1 else ''} worth {total}.")

    def _ev_sky_five(self, e: Event) -> None:
        seat = e["seat"]
        center = self.rows_r[self.pos_of(seat)].center
        self.effects.append(Burst(center, self.layout.scale, life=HOLD_SKY5 + 0.3, seed=self.state.step))
        who = [self.name(seat)]
        self._banner(self.rows_r[self.pos_of(seat)], "SKY FIVE!",
                     f"{who[0]} {agree(who, 'shows', 'show')} all five colours and "
                     f"{agree(who, 'banks', 'bank')} at once", GOLD, HOLD_SKY5 + 0.3)
        self.hold = HOLD_SKY5
        self._say(f"Sky Five! {self.name(seat)} banks without rolling.")

    def _bust_reason(self, e: Event) -> str:
        if e["why"] == "die":
            return f"{self.name(e['seat'])} rolled a {self.d_die}, the number of a card in the row"
        face = self.faces.get(e.get("card"), {})
        colour = face.get("colour", "that")
        return f"{self.name(e['seat'])} drew a {describe(face)} and every player shows {colour}"

    def _ev_bust(self, e: Event) -> None:
        seat = e["seat"]
        self.d_buster = seat
        reason = self._bust_reason(e)
        self._banner(self.rows_r[self.pos_of(seat)], "BUST!", reason, BAD, HOLD_BUST + 0.25, band=(40, 8, 12))
        self.hold = HOLD_BUST
        self._say(f"Bust! {reason}.")

    def _ev_pass(self, e: Event) -> None:
        self.effects.append(FloatText(self._seat_center(e["seat"]), "passes", self.f["float"], theme.TEXT_DIM,
                                      life=1.0, rise=self.layout.px(40)))
        self.hold = 0.45
        self._say(f"{self.name(e['seat'])} takes nothing.")

    # ------------------------------------------------------------------ the turn and the end
    def _ev_deck_empty(self, e: Event) -> None:
        r = self._pile_rect("deck")
        self.effects.append(FloatText(r.center, "Last card!", self.f["float"], GOLD, life=1.4,
                                      rise=self.layout.px(40)))
        self._say(f"{self.name(e['seat'])} drew the last card.")

    def _ev_final_round(self, e: Event) -> None:
        self._banner(self.layout["table"], "FINAL ROUND", "The deck is empty: every player must attempt to bank",
                     GOLD, HOLD_FINAL + 0.3)
        self.hold = HOLD_FINAL
        self._say("Final round: every player must attempt to bank.")
        self._refresh_status()
        self._turn_changed()

    def _ev_final_skip(self, e: Event) -> None:
        self.effects.append(FloatText(self._seat_center(e["seat"]), "no cards: final turn over",
                                      self.f["small"], theme.TEXT_DIM, life=1.4, rise=self.layout.px(30)))
        self.hold = 0.4
        self._say(f"{self.name(e['seat'])} has no cards, so their final turn is over.")

    def _ev_turn(self, e: Event) -> None:
        self.hold = max(self.hold, 0.12)
        self._refresh_status()
        self._turn_changed()

    def _ev_take_turn(self, e: Event) -> None:
        self._refresh_status()
        self._turn_changed()

    def _ev_game_over(self, e: Event) -> None:
        winners = e.get("winners") or []
        scores = e.get("scores") or []
        won = [self.name(w) for w in winners]
        verb = agree(won, "wins", "win") if len(won) == 1 else "share the win"
        sub = f"{', '.join(won)} {verb} with {scores[winners[0]]} points" if winners and scores else ""
        self._banner(self.layout["table"], "GAME OVER", sub, GOLD, HOLD_OVER + 0.4)
        self.hold = HOLD_OVER
        self._say(f"Game over. {sub}.")
        self._refresh_status()
        self._turn_changed()

    # ------------------------------------------------------------------ when the queue empties
    def _settle(self) -> None:
        if self.queue:
            return
        self._refresh_shown()
        v = self.shown
        self.d_buster = v["buster"]
        if not self._model_matches(v):
            # Something moved that no event described: show the state as it is, gently.
            self._model_from_view(v)
            for cid in list(self.sprites):
                if cid not in {c for r in self.d_rows for c in r} and cid != self.d_pending:
                    del self.sprites[cid]
            for cid in [c for r in self.d_rows for c in r] + ([self.d_pending] if self.d_pending is not None else []):
                if cid not in self.sprites:
                    self.sprites[cid] = CardSprite(cid, self.faces.get(cid), self._pile_top("deck", self.d_deck),
                                                   self.center_h)
            self.flyers.clear()
            self._relayout()
        if self.focus and self.focus not in self._focus_targets():
            self.focus = None
