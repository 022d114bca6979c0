"""What a Sky 5 player may do, and where (no pygame).

The card drawn and waiting to be given (``pending``) goes to a player: ``("give", seat)``. After a
bust a card of the buster's row goes to the taker's own row: ``("take", card)``; over another
player's seat it is ``("seat", seat)``, where it may not go. The rest is about no card: ``("deck",)``
draws, ``("bank",)`` rolls the die, ``("pass",)`` takes nothing. ``actions()`` lists what the seat
deciding may do now (the keyboard's round, the hint's targets) and ``command(target)`` makes it.
"""
from __future__ import annotations

from rules.sky5.commands import Bank, Draw, Give, Pass, Take

from ..kit.moves import Moves, Option

# The command each kind of target makes, the target's second field (if any) its argument.
COMMANDS = {"deck": Draw, "bank": Bank, "pass": Pass, "give": Give, "take": Take}


class Sky5Moves(Moves):

    def pending(self) -> int | None:
        return next(iter(self.shown.ids("pending")), None)

    def buster(self) -> int | None:
        return self.shown.view.get("buster")

    def _index(self) -> dict:
        # (card, target, command): the card to give to each player, each card of the buster's row to take
        moves = [(self.pending(), ("give", c.to), c) for c in self.of_kind(Give)]
        moves += [(c.card, ("take", c.card), c) for c in self.of_kind(Take)]
        out: dict[int, dict[tuple, Option]] = {}
        for card, target, c in moves:
            out.setdefault(card, {})[target] = Option(target, command=c)
        return out

    def takeable(self) -> tuple[int, ...]:
        return tuple(sorted(c.card for c in self.of_kind(Take)))

    def actions(self) -> list[tuple]:
        """What the seat may do now, in one phase (the rules never mix them): draw and bank; give to
        each player who may take the card; take each card of the buster's row that may be taken (in
        the row's order), or pass."""
        if self.seat is None:
            return []
        out = [("give", c.to) for c in self.of_kind(Give)]
        takeable = self.takeable()       # none but after a bust
        out += [("take", c) for c in self.shown.ids(f"row.{self.buster()}") if c in takeable]
        return out + [(kind,) for kind in ("deck", "bank", "pass") if self.one(COMMANDS[kind]) is not None]

    def command(self, target: tuple):
        """The command ``target`` makes for the seat deciding (the rules may still refuse it)."""
        kind = COMMANDS.get(target[0])
        return kind(self.seat, *target[1:]) if kind is not None and self.seat is not None else None

    def why_not(self, card: int, target: tuple) -> str:
        if self.seat is None or target in self.options(card):
            return ""
        if target[0] == "seat":
            return f"Drop the card on {self.shown.view['names'][self.seat]}'s own row to take it."
        cmd = self.command(target if target[0] == "give" else ("take", card))
        return self.reason(cmd) or "That card cannot go there now."
