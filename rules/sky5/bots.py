"""Sky 5 bots. Both decide from ``state.view(seat)``: the deck order and others' banks stay hidden."""
from __future__ import annotations

from collections import Counter
from typing import Mapping

from ..core import Bot, Command, RandomBot
from .cards import COLOURS, STAR, composition
from .commands import Bank, Draw, Give, Pass, Take

_FULL = Counter((c, n) for c, n in composition())


class SensibleBot(Bot):
    """Looks one card ahead: draws only while drawing-then-banking beats banking now.

    The unseen cards are the whole deck's composition less every card this seat can see (rows,
    discard, the pending card, its own bank); others' banked cards stay among the unseen because
    their faces are hidden from it.
    """

    level = "sensible"

    def choose(self, view: Mapping, legal: list[Command]) -> Command:
        kinds = {type(c) for c in legal}
        if Give in kinds:
            return self._give(view, legal)
        if Take in kinds:
            return self._take(view, legal)
        if Draw in kinds and Bank in kinds:
            return Draw(self.seat) if self._draw_is_better(view) else Bank(self.seat)
        return legal[0]

    # --- helpers over the view
    @staticmethod
    def _row_value(row) -> int:
        return sum(c["number"] for c in row)

    @staticmethod
    def _die_risk(row) -> float:
        return len({c["number"] for c in row} & {1, 2, 3, 4, 5, 6}) / 6

    def _unseen(self, view: Mapping) -> Counter:
        seen = Counter()
        for row in view["rows"]:
            seen.update((c["colour"], c["number"]) for c in row)
        for c in view["discard"] + view.get("my_bank", []):
            seen[(c["colour"], c["number"])] += 1
        if view["pending"]:
            seen[(view["pending"]["colour"], view["pending"]["number"])] += 1
        return _FULL - seen

    def _draw_is_better(self, view: Mapping) -> bool:
        me = self.seat
        row = view["rows"][me]
        value = self._row_value(row)
        bank_now = value * (1 - self._die_risk(row))
        unseen = self._unseen(view)
        total = sum(unseen.values())
        if total == 0:
            return False
        colour_sets = [{c["colour"] for c in r} for r in view["rows"]]
        mine = colour_sets[me]
        expected = 0.0
        for (colour, number), count in unseen.items():
            if colour == STAR or colour not in mine:
                new_row = row + [{"colour": colour, "number": number}]
                if len(({c["colour"] for c in new_row}) - {STAR}) == len(COLOURS):
                    outcome = value + number          # Sky Five! banks without a roll
                else:
                    outcome = (value + number) * (1 - self._die_risk(new_row))
            elif any(colour not in s for p, s in enumerate(colour_sets) if p != me):
                outcome = bank_now                    # given away: nothing changes for me
            else:
                outcome = 0.0                         # bust
            expected += outcome * count
        return expected / total > bank_now

    def _give(self, view: Mapping, legal: list[Command]) -> Command:
        card = view["pending"]

        def harm(cmd: Give) -> tuple:
            row = view["rows"][cmd.to]
            colours = {c["colour"] for c in row} | {card["colour"]}
            completes = len(colours - {STAR}) == len(COLOURS)
            # Never hand out a Sky Five!; otherwise feed the richest row, whose die risk it raises.
            return (completes, -self._row_value(row))

        return min(legal, key=harm)

    def _take(self, view: Mapping, legal: list[Command]) -> Command:
        row = view["rows"][self.seat]
        numbers = {c["number"] for c in row}
        buster = view["buster"]
        faces = {c["id"]: c for c in view["rows"][buster]}
        best, best_gain = None, 0.5
        for cmd in legal:
            if isinstance(cmd, Take):
                card = faces[cmd.card]
                new_risk = card["number"] not in numbers and card["number"] != 0
                gain = card["number"] - (self._row_value(row) / 6 if new_risk else 0)
                if gain > best_gain:
                    best, best_gain = cmd, gain
        return best or Pass(self.seat)


BOTS = {"random": RandomBot, "sensible": SensibleBot}
