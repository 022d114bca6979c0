"""Where a Sky Tango card may go, which runs may be cleared, and why not (no pygame).

A card's targets are ``("lay", owner, kind, at)``, ``at`` as the rules' ``Lay`` has it (``-1`` the
left end, ``len(row)`` the right end, ``0`` a new row, else the stack covered or eclipsed). A run
is ``("run", seat, kind, first)``: the stretch of ``RUN`` or more visible numbers starting at stack
``first``; the runs picked together make one ``Clear``. Self-destruction is a question first: the
``Choice`` "confirm", whose one pick is the ``Destroy``.
"""
from __future__ import annotations

from rules.sky_tango.commands import Clear, Destroy, Lay
from rules.sky_tango.rows import runs as row_runs

from ..kit.moves import Choice, Moves, Option
from .words import RUN, kind_of, number, short


class TangoMoves(Moves):

    def _index(self) -> dict:
        out: dict[int, dict[tuple, Option]] = {}
        for c in self.of_kind(Lay):
            code = self.code(c.card)
            if code is not None:
                target = ("lay", c.owner, kind_of(code), c.at)
                out.setdefault(c.card, {})[target] = Option(target, command=c)
        return out

    def why_not(self, card: int, target: tuple) -> str:
        code = self.code(card)
        if self.seat is None or code is None or target in self.options(card) or target[0] != "lay":
            return ""
        _lay, owner, kind, at = target
        if kind_of(code) != kind:
            return f"The {short(code)} goes in a {kind_of(code)} row, not in a {kind} row."
        return self.reason(Lay(self.seat, card, owner, at)) or "That card cannot go there now."

    def relevant(self, card: int, target: tuple) -> bool:
        """A row (``("sun", seat)``) of the card's kind that is there, or is the deciding seat's to start."""
        code = self.code(card)
        return (code is not None and kind_of(code) == target[0]
                and (target[1] == self.seat or bool(self.row(target[1], target[0]))))

    # ------------------------------------------------------------------ rows and runs
    def row(self, seat: int, kind: str) -> list[list[int]]:
        return self.shown.stacks.get(f"{kind}.{seat}", [])

    def visible(self, seat: int, kind: str) -> list[int | None]:
        """The row's stacks as the rules' ``rows`` helpers read them: each top's number, None for an
        eclipse on top."""
        return [number(self.code(stack[-1])) for stack in self.row(seat, kind)]

    def runs_of(self, seat: int, kind: str) -> list[tuple[int, int]]:
        """The runs of ``RUN`` or more visible numbers in a row: (first stack, length)."""
        return [(a, n) for a, n in row_runs(self.visible(seat, kind)) if n >= RUN]

    def run_tops(self, seat: int, kind: str, first: int) -> tuple[int, ...]:
        """The top cards of the run starting at stack ``first`` (none if no run starts there)."""
        row = self.row(seat, kind)
        length = dict(self.runs_of(seat, kind)).get(first, 0)
        return tuple(row[i][-1] for i in range(first, first + length))

    def clearable_runs(self) -> list[tuple]:
        """The runs the seat deciding may pick for clearing now (each part of a legal ``Clear``)."""
        tops = {card for c in self.of_kind(Clear) for card in c.cards} if self.seat is not None else set()
        if not tops:
            return []
        out = []
        for name in self.shown.stacks:
            kind, seat = name.split(".")
            out += [("run", int(seat), kind, first) for first, _n in self.runs_of(int(seat), kind)
                    if set(self.run_tops(int(seat), kind, first)) <= tops]
        return out

    def clear(self, picked) -> Clear | None:
        """The ``Clear`` of the runs ``picked``."""
        if self.seat is None or not picked:
            return None
        tops = tuple(card for _r, seat, kind, first in sorted(picked) for card in self.run_tops(seat, kind, first))
        return Clear(self.seat, tops)

    def question(self) -> Choice | None:
        """"Self-destruct?", when it may be done."""
        destroy = self.one(Destroy)
        return Choice("confirm", ("destroy",), {"yes": destroy}) if destroy is not None else None
