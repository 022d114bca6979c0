"""What the Sky 5 table says: the log's sentences (``SAY``, one per event kind; a card moving says
something only when it is given or taken), the status line (who must do what), the guide beside
the buttons; and what events show besides words: the drawn card turning over on the deck, the die
rolling in from the roller's row (its number said once it lies still), banners over a row (Sky
Five!, Bust!; grown, a folded seat's over the middle) or over the middle (the final round, the end)
and floating words. Written in the third person; the kit makes it English for a seat named "You"."""
from __future__ import annotations

from functools import partial

import pygame

from rules.core import Event
from rules.sky5.commands import Give

from ... import theme
from ...widgets.effects import Burst
from ...wording import agree, plural
from ..base import BAD, GOLD, GOOD
from .words import BUST, GUIDE, STATUS, describe

DRAW_LIFT = 1.05          # a card drawn from the deck rises this much larger while it turns over


def _move(t, e):
    """A card given (from the middle) or taken (from a buster's row) says so; the others say nothing."""
    src, dst = e["src"], e["dst"]
    if not dst.startswith("row.") or src == "deck":
        return None
    card, seat = describe(e.get("face") or t.code(e["card"])), int(dst.split(".")[1])
    if src == "pending":
        return f"{t.name(t.turn)} gives the {card} to {t.name(seat)}."
    return f"{t.name(seat)} takes the {card} from {t.name(int(src.split('.')[1]))}."


SAY = {
    "draw": lambda t, e: f"{t.name(e['seat'])} draws the {describe(e['face'])}.",
    "move": _move,
    "die": lambda t, e: f"{t.name(e['seat'])} rolls the die…",
    "bank": lambda t, e: f"{t.name(e['seat'])} banks {plural(len(e['cards']), 'card')} worth {t.points_of(e['cards'])}.",
    "sky_five": lambda t, e: f"Sky Five! {t.name(e['seat'])} banks without rolling.",
    "bust": lambda t, e: f"Bust! {t.bust_reason(e)}.",
    "pass": lambda t, e: f"{t.name(e['seat'])} takes nothing.",
    "deck_empty": lambda t, e: f"{t.name(e['seat'])} drew the last card.",
    "final_round": lambda t, e: "Final round: every player must attempt to bank.",
    "final_skip": lambda t, e: f"{t.name(e['seat'])} has no cards, so their final turn is over.",
    "game_over": lambda t, e: f"Game over. {t._over_words(e.data)}.",
}


class Sky5Words:
    """The words part of ``Sky5Table``, and what its events show besides words."""

    SAY = SAY
    BANNER_ZONE = "table"       # the final round's and the end's banners lie over the table's middle

    def points_of(self, cards) -> int:
        return sum((self.code(c) or {}).get("number", 0) for c in cards)

    def bust_reason(self, e: Event) -> str:
        face = self.code(e.get("card")) or {}       # the card drawn (none for a roll)
        return BUST[e["why"]].format(who=self.name(e["seat"]), value=self.die.value, card=describe(face),
                                     colour=face.get("colour", "that"))

    # ------------------------------------------------------------------ events
    def _ev_moves(self, group: list[Event]) -> None:
        for e in group:
            self.narrate(e)
        super()._ev_moves(group)

    def _ev_draw(self, e: Event) -> None:
        """The drawn card turns over on the deck, rising a little (then it moves: ``_ev_moves``)."""
        cid = e["card"]
        self.model.faces[cid] = e["face"]
        s = self.sprites[cid] = self._new_sprite(cid, "deck")      # face down on the deck's top
        s.lifted = True
        self._flip(s, True)
        self._move_sprite(s, s.pos + pygame.Vector2(0, -self.pile_h * 0.08), s.h * DRAW_LIFT, self.T_FLIP, lifted=True)

    def _ev_die(self, e: Event) -> None:
        """The die is thrown from the roller's row to its place; its number is said once it lies still."""
        self._rolls += 1
        seat, value = e["seat"], e["value"]
        row, spot = self.zone_rect(f"row.{seat}"), self.zones["die"].spot
        thrown = pygame.Vector2(row.center) - pygame.Vector2(spot.center)
        self.die.roll(self.tweens, value, self.T_ROLL, seed=(self.state.seed, self.state.step, self._rolls),
                      thrown_from=thrown, on_settle=partial(self._die_settled, self.die, seat, value))
        self.hold = 0.3

    def _die_settled(self, die, seat: int, value: int) -> None:
        if die is not self.die:
            return          # the table was set straight (a jump) while it rolled: no news
        self._say(f"{self.name(seat)} rolls a {value}.")

    def _ev_bank(self, e: Event) -> None:
        pile = self.zones[f"bank.{e['seat']}"].card
        self._float_from(pile.center, f"+{self.points_of(e['cards'])}", GOOD, 1.4, 60)

    def _banner_rect(self, seat: int) -> pygame.Rect:
        """Where a banner about ``seat``'s row lies: over the row; grown, over the felt where the row
        is lower (a folded seat's row is too small for a banner's words to read from the couch)."""
        row, felt = self.zone_rect(f"row.{seat}"), self.layout["table"]
        return felt if theme.interface > 1.0 and felt.h > row.h else row

    def _ev_sky_five(self, e: Event) -> None:
        row, who = self._banner_rect(e["seat"]), [self.name(e["seat"])]
        self.effects.append(Burst(row.center, self.layout.scale, life=self.HOLD_SKY5 + 0.3, seed=self.state.step))
        self._banner_over(row, "SKY FIVE!", f"{who[0]} {agree(who, 'shows', 'show')} all five colours and "
                          f"{agree(who, 'banks', 'bank')} at once", GOLD, self.HOLD_SKY5 + 0.3, hold=self.HOLD_SKY5)

    def _ev_bust(self, e: Event) -> None:
        self._banner_over(self._banner_rect(e["seat"]), "BUST!", self.bust_reason(e), BAD,
                          self.HOLD_BUST + 0.25, hold=self.HOLD_BUST, band=(40, 8, 12))

    def _ev_pass(self, e: Event) -> None:
        self._float_from(self.seat_r[self.pos_of(e["seat"])].center, "passes", theme.TEXT_DIM, 1.0, hold=0.45)

    def _ev_deck_empty(self, e: Event) -> None:
        self._float_from(self.zones["deck"].card.center, "Last card!", GOLD, 1.4)

    def _ev_final_round(self, e: Event) -> None:
        self._banner("FINAL ROUND", "The deck is empty: every player must attempt to bank", self.HOLD_FINAL + 0.3,
                     hold=self.HOLD_FINAL)
        self._ev_take_turn(e)

    def _ev_final_skip(self, e: Event) -> None:
        self._float_from(self.seat_r[self.pos_of(e["seat"])].center, "no cards: final turn over", theme.TEXT_DIM,
                         1.4, 30, "small", hold=0.4)

    def _ev_take_turn(self, e: Event) -> None:
        self._refresh_status()
        self._turn_changed()

    # ------------------------------------------------------------------ the status line and the guide
    def _situation(self) -> str:
        """What the seat deciding faces (the key of ``STATUS`` and ``GUIDE``): a drawn card to give, a
        buster's card to take, the final round, a first draw (nothing in its row to bank) or a turn."""
        v = self.shown
        if v["phase"] in ("give", "take"):
            return v["phase"]
        if v["final"]:
            return "final"
        return "turn" if v["rows"][v["actor"]] else "first"

    def _status_words(self) -> str:
        v = self.shown
        if not v or v["over"]:
            return super()._status_words()      # the kit's: "Game over: Vega wins with 21 points"
        face = v["pending"] or {}
        return STATUS[self._situation()].format(who=self.name(v["actor"]), card=describe(face),
                                                colour=face.get("colour", ""), buster=self.name(v.get("buster")))

    def _guide_words(self) -> str:
        keys = ", ".join(str(p + 1) for p in sorted(c.to for c in self.legal_of(Give)))
        return GUIDE[self._situation()].format(keys=keys)
