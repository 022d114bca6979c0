"""What the Sky Tango table says: the log's sentences (``SAY``, one per event kind), the status
line (whose turn, what to do now), the guide beside the buttons with the keys, what
self-destruction would cost, words about a row; and what events show besides words (a banner, a
floating score). Written in the third person; the kit makes it English for a seat named "You"."""
from __future__ import annotations

from rules.core import Event
from rules.sky_tango.commands import LEFT

from ... import theme
from ...wording import join_names, plural, verb
from ..base import BAD, GOLD, GOOD
from .shown import KINDS
from .words import ANIMAL, CAN, DOING, GUIDE, KEYS, LAID, REFUSE, SKIPPED, is_eclipse, kind_of, number, short, the

def _lay(t, e):
    face = e.get("face")
    how = ("new row" if e.get("new_row") else "eclipse" if face and is_eclipse(face) else
           "cover" if e.get("on_top") else "end")
    whose = "their own" if e["owner"] == e["seat"] else f"{t.name(e['owner'])}'s"
    return LAID[how].format(who=t.name(e["seat"]), card=the(face), whose=whose, kind=e["kind"],
                            end="left" if e.get("at") == LEFT else "right")


def _destroy(t, e):
    lost = [plural(e.get("hand", 0), "hand card")] + [f"the {z.split('.')[0]} row" for z in e.get("rows") or []]
    return f"{t.name(e['seat'])} self-destructs: {join_names(lost)} to the discard pile."


def _skip(t, e):
    who = t.name(e["seat"])
    return f"{who} {SKIPPED.get(e.get('why'), 'is skipped')} and {verb(who, 'is')} skipped."


SAY = {
    "lay": _lay,
    # the animal on the card just laid, in the row ``_ev_lay`` noted
    "must_play": lambda t, e: f"The {ANIMAL[t._laid_in[1]]} obliges {t.name(e['seat'])} to play another card.",
    "clear": lambda t, e: (f"{t.name(e['seat'])} clears {plural(len(e.get('runs') or []), 'run')} "
                           f"({plural(len(e.get('cards') or []), 'card')}): +{e.get('numbers', 0)}."),
    "destroy": _destroy,
    "stop": lambda t, e: f"{t.name(e['seat'])} stops playing.",
    "draw": lambda t, e: f"{t.name(e['seat'])} draws {plural(e.get('count', 0), 'card')}.",
    "reshuffle": lambda t, e: (f"The draw stack is empty: the discard pile ({plural(e.get('count', 0), 'card')}) "
                               "is shuffled into a new one."),
    "end_phase": lambda t, e: (f"Nothing is left to draw for {t.name(e['seat'])}: the others play out their "
                               "hands without drawing."),
    "skip": _skip,
    "game_over": lambda t, e: f"Game over: {t._over_words(e.data)}.",
}


class TangoWords:
    """The words part of ``TangoTable``, and what its events show besides words."""

    SAY = SAY
    KEYS_WORDS = KEYS

    # ------------------------------------------------------------------ events
    def _ev_lay(self, e: Event) -> None:
        self._laid_in = (e["owner"], e["kind"])     # where an animal's "another card" rises; its kind names the animal

    def _ev_must_play(self, e: Event) -> None:
        self.animal_banner = True
        owner, kind = self._laid_in
        if self._decides_here(e["seat"]):
            self._banner("PLAY ANOTHER CARD", f"The {ANIMAL[kind]} obliges you to lay one more card this turn.",
                         self.HOLD_BANNER + 0.2, hold=self.HOLD_BANNER * 0.6)
        else:
            # over the row the animal was just laid in, which shows cards rather than words (between
            # the seat's two rows it covered an empty row's "no sun row"), below the seat's name
            # and chips (a seat folded low at 200 % too)
            at = self.row_r[self.pos_of(owner)][kind].center
            self._float_from(at, "another card", GOLD, rise=8, size="name", hold=0.3)

    def _ev_clear(self, e: Event) -> None:
        self._float_at(self.heap_r[self.pos_of(e["seat"])], f"+{e.get('numbers', 0)}", GOOD, life=1.4, hold=0.2)

    def _ev_destroy(self, e: Event) -> None:
        self._float_at(self.seat_r[self.pos_of(e["seat"])], "self-destructed", BAD, life=1.4, hold=0.4)

    def _ev_stop(self, e: Event) -> None:
        self._float_at(self.seat_r[self.pos_of(e["seat"])], "stopped", theme.TEXT_DIM)

    def _ev_reshuffle(self, e: Event) -> None:
        self._float_at(self.zones["deck"].card, "shuffled", GOLD)

    def _ev_end_phase(self, e: Event) -> None:
        self._banner("NOTHING LEFT TO DRAW", "Play out your hands without drawing; each player may stop.",
                     self.HOLD_BANNER + 0.3, hold=self.HOLD_BANNER)

    def _turn_changed(self) -> None:
        """A new turn, or the end: the animal's obligation is over (``_refresh_shown`` says it again if not)."""
        self.animal_banner = False
        super()._turn_changed()

    def _refresh_shown(self) -> None:
        """The rules' view read afresh (settling, a jump, a new turn) says whether an animal obliges."""
        super()._refresh_shown()
        self.animal_banner = bool(self.shown.get("must_play")) and not self.shown.get("over")

    # ------------------------------------------------------------------ the status line
    def _turn_words(self) -> str:
        head = self._whose_turn(self.turn)
        return head + " (nothing left to draw)" if self.shown.get("phase") == "end" else head

    def _waiting_words(self, head: str) -> str:
        return f"{head}: another card after the animal" if self.shown.get("must_play") else head

    def _situation(self) -> str:
        """What the person deciding is at (the key of ``DOING`` and ``GUIDE``), the first that holds: the
        self-destruct question, a picked card (one that fits nowhere, an eclipse), runs picked for
        clearing, an animal's obligation; else a free turn."""
        card = self.selected
        holds = {"asking": self._asking(), "fits nowhere": card is not None and not self.targets_of(card),
                 "eclipse": is_eclipse(self.code(card) or ""), "picked": card is not None,
                 "runs": bool(self.picks), "animal": bool(self.shown.get("must_play"))}
        return next((situation for situation, held in holds.items() if held), "free")

    def _doing_words(self) -> str:
        situation = self._situation()
        if situation == "free":
            can = {c.name for c in self.legal}
            parts = [words for name, words in CAN.items() if name in can]
            if parts in ([], [CAN["destroy"]]):        # nothing but self-destruction is left
                return DOING["stuck"]
            return join_names(parts, "or")
        code = self.code(self.selected)
        return DOING[situation].format(card=short(code), kind=kind_of(code or ""), runs=plural(len(self.picks), "run"))

    def _guide_words(self) -> str:
        situation = self._situation()
        cost = self.destroy_words() if situation == "asking" else ""
        words = GUIDE[situation].format(card=short(self.code(self.selected)).capitalize(), cost=cost)
        if theme.interface > 1.0:
            # grown, each sentence is a paragraph: the guide shows those that fit at a size that
            # reads rather than all of them smaller (the tooltip keeps them all)
            words = words.replace(". ", ".\n")
        return words

    def _over_words(self, res: dict) -> str:
        """With partners (the rules' result then names the teams), the team that won, or that the teams tie."""
        if not res.get("partners"):
            return super()._over_words(res)
        winners = res["winners"]
        top = res["scores"][winners[0]]
        pts = "point" if abs(top) == 1 else "points"
        if len([t for t in res["teams"] if any(s in winners for s in t)]) > 1:
            return f"the teams tie with {top} {pts}"
        return f"{join_names([self.name(w) for w in winners])} win as partners with {top} {pts}"

    def _run_refusal(self, seat: int) -> str:
        if self.shown.get("must_play"):
            return REFUSE["run after an animal"]
        if seat not in (self.human_actor(), self.partner_of(self.human_actor())):
            return REFUSE["another's run"].format(owner=self.name(seat))
        return REFUSE["run"]

    def _clear_refusal(self) -> str:
        """Why Clear does nothing now: no run may be cleared (after an animal, none at all), or none is picked."""
        if self.moves.clearable_runs():
            return REFUSE["no runs picked"]
        return REFUSE["clear after an animal"] if self.shown.get("must_play") else REFUSE["no runs"]

    def destroy_words(self) -> str:
        """What self-destruction costs, said before it is done."""
        a = self.shown["actor"]      # asked only while the question is up: the actor's
        hand = self.model.count(f"hand.{a}")
        parts = [plural(hand, "hand card")] if hand else []
        for kind in KINDS:
            cards = self.model.ids(f"{kind}.{a}")
            if cards:
                numbers = sum(1 for c in cards if self.code(c) and not is_eclipse(self.code(c)))
                parts.append(f"your {kind} row ({plural(len(cards), 'card')}: {-numbers} now)")
        lost = join_names(parts) if parts else "nothing"
        partner = self.partner_of(a)
        keep = f" {self.name(partner)}'s row stays." if partner is not None and any(
            self.row(partner, k) for k in KINDS) else ""
        return f"You lose {lost} to the discard pile.{keep} You draw 5 at your next turn."

    # ------------------------------------------------------------------ words about a row
    def row_words(self, seat: int, kind: str) -> str:
        """A row as a sentence: its stacks left to right (an eclipse and what it covers), and its runs."""
        row = self.row(seat, kind)
        if not row:
            return f"No {kind} row yet."
        parts = []
        for stack in row:
            numbers = [number(self.code(c)) for c in reversed(stack)]      # top first, None for an eclipse
            under = next((n for n in numbers if n is not None), None)      # the number an eclipse on top covers
            eclipse = "eclipse" if under is None else f"eclipse (over {under})"
            parts.append(eclipse if numbers[0] is None else str(numbers[0]))
        text = f"{plural(len(row), 'stack')}, left to right: {', '.join(parts)}."
        text += "".join(f" A run of {n} may be cleared." for _a, n in self.moves.runs_of(seat, kind))
        vis = [x for x in self.moves.visible(seat, kind) if x is not None]
        if vis:
            text += f" Next card: below {vis[0]} at the left end or above {vis[-1]} at the right end."
        return text

