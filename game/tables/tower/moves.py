"""Where a Tower card may go, and why not (no pygame).

A card's targets are ``("tower", seat)`` and ``("discard",)``. A stone on your tower (but the
bottom one) needs a construction card, and a Jack on another tower an attack card: laying one there
opens that ``Choice`` ("pay" or "attack"), whose picks are the hand's cards that will do.
"""
from __future__ import annotations

from rules.tower.commands import NO_CARD, Attack, Build, Discard, King, Queen

from ...wording import capital
from ..kit.moves import Choice, Moves, Option
from .words import kind, parse, short, the, value

DISCARD = ("discard",)
# each command's field naming the card played, and the one naming the seat whose tower it goes on
# (None: the discard pile)
PLACED = {Build: ("stone", "seat"), King: ("card", "target"), Queen: ("card", "target"),
          Attack: ("jack", "target"), Discard: ("card", None)}


class TowerMoves(Moves):

    def _index(self) -> dict:
        grouped: dict[tuple, list] = {}
        for c in self.legal:
            card, seat = PLACED[type(c)]
            target = ("tower", getattr(c, seat)) if seat else DISCARD
            grouped.setdefault((getattr(c, card), target), []).append(c)
        out: dict[int, dict[tuple, Option]] = {}
        for (card, target), cmds in grouped.items():
            first = cmds[0]
            if isinstance(first, Build) and first.pay != NO_CARD:
                option = Option(target, choice=Choice("pay", target, {c.pay: c for c in cmds}, card))
            elif isinstance(first, Attack):
                option = Option(target, choice=Choice("attack", target, {c.card: c for c in cmds}, card))
            else:
                option = Option(target, command=first)
            out.setdefault(card, {})[target] = option
        return out

    # ------------------------------------------------------------------ facts
    def tower_of(self, seat: int) -> list[int]:
        return self.shown.ids(f"tower.{seat}")

    def king_of(self, seat: int) -> int | None:
        king = self.shown.ids(f"king.{seat}")
        return king[0] if king else None

    def _name(self, seat: int) -> str:
        names = self.shown.view.get("names") or []
        return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"

    def best_payer(self, exclude: int) -> int:
        """The highest card of the hand that may pay (a joker first), or ``NO_CARD``."""
        payers = [c for c in self.shown.ids(f"hand.{self.seat}")
                  if c != exclude and self.code(c) is not None and kind(self.code(c)) != "face"]
        return max(payers, key=lambda c: value(self.code(c)) or 0, default=NO_CARD)

    # ------------------------------------------------------------------ why not
    def why_not(self, card: int, target: tuple) -> str:
        a = self.seat
        if a is None or target in self.options(card):
            return ""
        if target == DISCARD:
            return self.reason(Discard(a, card)) or "That card cannot be discarded now."
        if target[0] != "tower":
            return ""
        seat = target[1]
        code = self.code(card)
        if code is None:
            return ""
        k = kind(code)
        rank, _suit = parse(code)
        whose = "your" if seat == a else f"{self._name(seat)}'s"
        if k == "joker":
            return ("A joker is never a stone: it pays for a stone or, with a Jack, for an attack. Drop the stone "
                    "or the Jack on the tower, then pick the joker.")
        if k == "number":
            if seat != a:
                return f"Stones go on your own tower, not on {whose}."
            pay = NO_CARD if not self.tower_of(a) else self.best_payer(card)
            return self.reason(Build(a, card, pay)) or "That stone cannot go on your tower now."
        if rank == "K":
            return self.reason(King(a, card, seat)) or "The King cannot go there now."
        if rank == "Q":
            return self.reason(Queen(a, card, seat)) or "The Queen cannot go there now."
        # a Jack
        if seat == a:
            return "A Jack attacks another player's tower, never your own."
        stones = self.tower_of(seat)
        if not stones:
            return f"{capital(whose)} tower has no stone to remove."
        if self.king_of(seat) is not None:
            return f"The {short(self.code(self.king_of(seat)))} protects {whose} tower from attack."
        top = self.code(stones[-1])
        need = (value(top) or 0) + 1
        best = self.best_payer(card)
        if best == NO_CARD:
            return f"Removing {the(top)} takes an attack card of at least {need} (or a joker), and you hold none."
        return (self.reason(Attack(a, card, best, seat))
                or f"Removing {the(top)} takes an attack card of at least {need} (or a joker).")

    def relevant(self, card: int, target: tuple) -> bool:
        """A tower a player might mean for the card (marked blocked when it may not go there); a
        stone on another tower is no such place."""
        code = self.code(card)
        if code is None or self.seat is None or target[0] != "tower":
            return False
        seat = target[1]
        if kind(code) == "number":
            return seat == self.seat
        places = {"K": bool(self.tower_of(seat)), "Q": self.king_of(seat) is not None,
                  "J": seat != self.seat and bool(self.tower_of(seat))}
        return places.get(parse(code)[0], False)

    # ------------------------------------------------------------------ the paying card
    def pay_need(self, choice: Choice) -> int:
        """The least value the choice's paying card needs (jokers aside)."""
        seat = choice.target[1]
        if choice.kind == "pay":
            stone = value(self.code(choice.card) or "") or 0
            return stone + (3 if self.king_of(seat) is not None else 1)
        stones = self.tower_of(seat)
        return (value(self.code(stones[-1])) or 0) + 1 if stones else 0

    def pick_refusal(self, choice: Choice, card: int) -> str:
        need = self.pay_need(choice)
        what = "construction card" if choice.kind == "pay" else "attack card"
        code = self.code(card)
        if code is not None and kind(code) == "face":
            return f"A face card cannot be the {what}: it must be a numbered card of at least {need}, or a joker."
        if card == choice.card:
            return f"Pick another card as the {what}."
        return f"The {what} must be at least {need} (or a joker)."
