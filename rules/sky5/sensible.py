"""Sky 5's sensible bot. It decides from ``state.view(seat)``: the deck order and others' banks stay
hidden. ``bots.py`` lists it with the other levels; the expert (``expert.py``) plays its searches
out with it."""
from __future__ import annotations

from typing import Mapping

from ..core import Bot, Command
from .cards import COLOURS, STAR
from .commands import Bank, Draw, Give, Pass, Take


class SensibleBot(Bot):
    """Banks as soon as the die could bust it, and keeps its rows cheap to protect.

    Each face-up number is a 1-in-6 chance that a bank attempt busts, and a bust loses the whole
    row, so it draws only while no number from 1 to 6 shows (empty rows, zeros) and attempts to
    bank as soon as one does: in bot-against-bot play (``bench/sky5_policies.py``) this beats every
    "draw while the expected gain is positive" rule tried, because a long row pays for its extra
    cards with a larger loss when the die or a colour finally catches it. Gives avoid handing out
    a Sky Five!, and takes weigh a card's points against the bust risk its number adds.
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

    def _draw_is_better(self, view: Mapping) -> bool:
        return self._die_risk(view["rows"][self.seat]) == 0

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
