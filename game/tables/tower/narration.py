"""What the Tower table says: the log's sentences (``SAY``, one per event kind), the status line
(whose turn, what to do now), the guide beside the buttons with the keys, and the prompt of a
choice in progress; and what events show besides words (a floating height, a banner). Written in
the third person; the kit makes it English for a seat named "You"."""
from __future__ import annotations

from rules.core import Event
from rules.tower.commands import Attack, Build, King, Queen

from ... import theme
from ...wording import capital, verb
from ..base import BAD, GOLD, GOOD
from .words import BONUS, HEIGHT, kind, parse, short, the, unsymbol, value


def _whose(t, target: int, seat: int) -> str:
    """'their own' for the actor's own tower, else "Vega's"."""
    return "their own" if target == seat else f"{t.name(target)}'s"


def _build(t, e):
    who, height = t.name(e["seat"]), e.get("height", 0)
    if e.get("pay") is None:
        return f"{who} lays {the(e['stone'])} as the bottom stone of their tower ({height}/{HEIGHT})."
    return f"{who} builds {the(e['stone'])} on their tower, paying with {the(e['pay'])} ({height}/{HEIGHT})."


def _draw(t, e):
    who, count = t.name(e["seat"]), e.get("count", 0)
    if count:
        return f"{who} draws {'a card' if count == 1 else f'{count} cards'}."
    return f"The pile is empty: {who} draws nothing."


def _complete(t, e):
    return (f"{t.name(e['seat'])} completes their tower: "
            f"{f'+{BONUS} bonus.' if e.get('bonus') else 'no bonus, the pile was empty.'}")


SAY = {
    "build": _build,
    "king": lambda t, e: f"{t.name(e['seat'])} protects {_whose(t, e['target'], e['seat'])} tower with {the(e['card'])}.",
    "queen": lambda t, e: (f"{t.name(e['seat'])} plays {the(e['card'])}: {the(e['king'])} leaves "
                           f"{_whose(t, e['target'], e['seat'])} tower."),
    "attack": lambda t, e: (f"{t.name(e['seat'])} attacks {t.name(e['target'])}'s tower with {the(e['jack'])} and "
                            f"{the(e['card'])}: {the(e['stone'])} falls."),
    "discard": lambda t, e: f"{t.name(e['seat'])} discards {the(e['card'])}.",
    "draw": _draw,
    "skip": lambda t, e: f"{t.name(e['seat'])} has no cards and {verb(t.name(e['seat']), 'is')} skipped.",
    "pile_empty": lambda t, e: "The draw pile is empty: play goes on without drawing until every hand is played.",
    "complete": _complete,
    "game_over": lambda t, e: f"Game over: {t._over_words(e.data)}.",
}


# what a turn may do besides discarding, and the commands that say it may
DOING = (("build", {Build}), ("play a face card", {King, Queen, Attack}))


class TowerWords:
    """The words part of ``TowerTable``, and what its events show besides words."""

    SAY = SAY
    KEYS_WORDS = ("Keys: 1-9 and 0 pick a card · Tab or arrows choose where · Enter plays · D discards · "
                  "Esc calls off · L log · F1 rules")

    _plain = staticmethod(unsymbol)

    # ------------------------------------------------------------------ events
    def _float(self, seat: int, text: str, colour, hold: float = 0.0) -> None:
        self._float_at(self.tower_r[self.pos_of(seat)], text, colour, hold=hold)

    def _ev_build(self, e: Event) -> None:
        self._float(e["seat"], f"{e.get('height', 0)}/{HEIGHT}", GOOD)

    def _ev_king(self, e: Event) -> None:
        self._float(e["target"], "protected", GOLD)

    def _ev_queen(self, e: Event) -> None:
        self._float(e["target"], "King gone", theme.TEXT)

    def _ev_attack(self, e: Event) -> None:
        self._float(e["target"], f"-{value(e['stone']) or 0}", BAD)

    def _ev_draw(self, e: Event) -> None:
        super()._ev_draw(e)
        if e["seat"] != self.turn:
            self.turn = e["seat"]         # drawing starts that seat's turn: the frames and headline move on
            self._version += 1

    def _ev_skip(self, e: Event) -> None:
        self._float(e["seat"], "no cards", theme.TEXT_DIM, hold=0.4)

    def _ev_pile_empty(self, e: Event) -> None:
        self._float_from(self.zones["deck"].card.center, "Pile empty", GOLD, 1.4, hold=0.4)

    def _ev_complete(self, e: Event) -> None:
        bonus = e.get("bonus", 0)
        sub = f": +{bonus} bonus" if bonus else " (the pile is empty: no bonus)"
        self._banner("TOWER COMPLETE!", f"{self.name(e['seat'])} lays a sixth stone{sub}", self.HOLD_BANNER + 0.3,
                     hold=self.HOLD_BANNER)

    # ------------------------------------------------------------------ the status line
    def _doing_words(self) -> str:
        if self.choice is not None:
            return self.choice_prompt(short_form=True)
        card = self._active_card()
        if card is not None:
            return self._selected_words(card)
        can = {type(c) for c in self.legal}
        parts = [words for words, kinds in DOING if can & kinds] + ["discard"]
        if len(parts) == 1:
            return "nothing can be built, discard a card"
        return ", ".join(parts[:-1]) + " or " + parts[-1]

    def _selected_words(self, cid: int) -> str:
        code = self.code(cid)
        name = short(code)
        if not [t for t in self.targets_of(cid) if t[0] == "tower"]:
            return f"the {name} can only be discarded now: drop it on the discard pile"
        rank, _suit = parse(code or "")
        if kind(code or "") == "number":
            return f"drop the {name} on your tower, or on the discard pile"
        what = {"K": "a tower to protect", "Q": "a King to remove", "J": "a tower to attack"}.get(rank, "where")
        return f"the {name} goes on {what}, or on the discard pile"

    def choice_prompt(self, short_form: bool = False) -> str:
        """What the choice in progress asks for: the construction or the attack card."""
        c = self.choice
        if c is None:
            return ""
        need = self.moves.pay_need(c)
        if c.kind == "pay":
            head = f"pick the construction card for the {short(self.code(c.card))}"
        else:
            top = self.model.ids(f"tower.{c.target[1]}")
            stone = short(self.code(top[-1])) if top else "stone"
            head = f"pick the attack card that knocks off the {stone}"
        tail = f"(at least {need}, or a joker)" if need <= 12 else "(a joker)"
        if short_form:
            return f"{head} {tail}"
        return (f"{capital(head)} {tail}: click one of the lit cards of your hand or press its "
                f"number. Esc calls it off.")

    def _guide_words(self) -> str:
        if self.choice is not None:
            return self.choice_prompt()
        if self.selected is not None:
            return (f"{short(self.code(self.selected))}: lit places take it; a red one says why not. Click one, "
                    "or Tab and Enter. D discards it, Esc puts it back.")
        return "Drag a card from your hand onto a tower, or onto the discard pile. Or click a card, then where it goes."

    # ------------------------------------------------------------------ words about a tower
    def tower_words(self, seat: int) -> str:
        """A tower as a sentence: its stones bottom first, its sum and what may go on it next."""
        stones = [self.code(c) for c in self.model.ids(f"tower.{seat}")]
        if not stones:
            return "No stone yet: the bottom stone (any Ace to 10) is free."
        listed = ", ".join(short(c) for c in stones)
        text = f"{len(stones)} of {HEIGHT} stones, bottom first: {listed}; sum {self.tower_value(seat)}."
        if len(stones) < HEIGHT:
            top = stones[-1]
            v = value(top) or 0
            other = "black" if top[-1] in "HD" else "red"
            text += f" Next stone: lower than {v} and {other}." if v > 1 else " Nothing can go on an Ace."
        return text
