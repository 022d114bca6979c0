"""Sky Totems' sensible bot. It decides from ``state.view(seat)`` and the legal commands: other
altars' hidden missions and the bag's order stay hidden from it (the bag's counts are public).
``bots.py`` lists it with the other levels; the expert (``expert.py``) plays its searches out with
it."""
from __future__ import annotations

from typing import Mapping

from ..core import Bot, Command
from .commands import (BuildTotem, ChooseDesign, ChooseStart, DrawPedestals, EndTurn, PlaceCloud, PlacePedestal,
                       Reveal, TakeField, TradePedestal)
from .components import CAT_HEIGHT, DESIGN_INDEX, DESIGN_POINTS, TOTEM_CELLS, TOTEM_MULTIPLIER
from .state import totem_height

# How likely a hidden mission is to be met, by type (a rough guide for the starting choice).
_EASE = {"totems": 0.75, "devotion": 0.7, "treasure": 0.5, "wide": 0.9, "rainbow": 0.8, "long": 0.6,
         "pantheon": 0.5}
# What a totem's blessing is worth, roughly, in points.
_BLESSING = {"Bird": 6.0, "Horse": 4.0, "Dragon": 4.0, "Cat": 4.0}


class Board:
    """One altar as the bot sees it in a view: (x, y) -> the designs stacked there."""

    def __init__(self, view: Mapping, seat: int):
        altar = view["altars"][seat]
        names = view["pedestal_designs"]
        self.stacks: dict[tuple[int, int], list[str]] = {}
        self.covered: set[tuple[int, int]] = set()
        for x, y, stack, cover in altar["cells"]:
            self.stacks[(x, y)] = [names[p] for p in stack]
            if cover >= 0:
                self.covered.add((x, y))
        self.hoard = {names[p] for p in altar["hoard"]}
        self.kinds = list(view["totem_kinds"])
        self.totems = [t["kind"] for t in altar["totems"]]

    def may_stack(self, design: str, cell) -> bool:
        st = self.stacks.get(cell)
        if st is None or cell in self.covered:
            return False
        return not st or st[0] == design or design in self.hoard

    def height(self, cell) -> int:
        """The stack height, or -1 for no cloud or a covered cell."""
        st = self.stacks.get(cell)
        return -1 if st is None or cell in self.covered else len(st)

    def best_totem(self) -> float:
        """The value of the best totem buildable now (0 if none)."""
        # Read each line of stacks once and try every kind on it: a bot weighs this for every
        # candidate placement, on the frame loop.
        kinds = [(kind, TOTEM_CELLS[kind], TOTEM_MULTIPLIER[kind], _BLESSING.get(kind, 2.0))
                 for kind in self.kinds if kind != "Cat"]
        if not kinds:
            return 0.0
        longest = max(n for _, n, _, _ in kinds)
        heights = {cell: self.height(cell) for cell in self.stacks}
        best = 0.0
        for (x, y), h0 in heights.items():
            if h0 < 0:
                continue
            for dx, dy in ((1, 0), (0, 1)):
                line = [h0]
                for k in range(1, longest):
                    h = heights.get((x + k * dx, y + k * dy), -1)
                    if h < 0:
                        break
                    line.append(h)
                for kind, n, multiplier, blessing in kinds:
                    if n <= len(line):
                        h = totem_height(kind, tuple(line[:n]))
                        if h:
                            best = max(best, multiplier * h + blessing)
        return best

    def cat_progress(self) -> float:
        if "Cat" not in self.kinds:
            return 0.0
        return sum(len(st) ** 2 for c, st in self.stacks.items() if c not in self.covered and len(st) < CAT_HEIGHT) / 12


class SensibleBot(Bot):
    """A greedy player: reveals whenever it can, builds the most valuable totem when one is worth
    more than a field, grows stacks toward totems and Cats, and trades pedestals for clouds while
    the altar is small or nothing fits."""

    level = "sensible"

    def choose(self, view: Mapping, legal: list[Command]) -> Command:
        if len(legal) == 1:
            return legal[0]
        for c in legal:
            if isinstance(c, Reveal):
                return c
        first = legal[0]
        if isinstance(first, ChooseStart):
            return max(legal, key=lambda c: self._start_value(view, c.card))
        if isinstance(first, PlaceCloud):
            return self._cloud(view, legal)
        if isinstance(first, ChooseDesign):
            return self._design(view, legal)
        if any(isinstance(c, (PlacePedestal, TradePedestal)) for c in legal):
            return self._place(view, legal)
        return self._action(view, legal)

    # --- setup
    def _start_value(self, view: Mapping, card_id: int) -> float:
        hand = view["altars"][self.seat]["hand"]
        value = 0.0
        for card in hand:
            if card["id"] == card_id:
                start = card["start"]
                value += sum(DESIGN_POINTS[DESIGN_INDEX[d]] for d, _, _ in start["pedestals"])
                value += 1.5 if start["cloud"] else 0.0
            else:
                m = card["mission"]
                ease = _EASE.get(m["type"], 0.5) * (0.5 if m.get("count") == 2 and m["type"] == "totems" else 1)
                value += card["points"] * ease
        return value

    # --- helpers
    def _missions(self, view: Mapping) -> list[dict]:
        return [c["mission"] for c in view["altars"][self.seat]["missions"] if "mission" in c]

    def _cloud(self, view: Mapping, legal: list[Command]) -> Command:
        board = Board(view, self.seat)
        wants_line = any(m["type"] == "long" for m in self._missions(view))

        def value(c: PlaceCloud) -> float:
            x, y = c.x, c.y
            near = sum((x + dx, y + dy) in board.stacks for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))
            line = 0
            if wants_line:
                for dx, dy in ((1, 0), (0, 1)):
                    run = 1
                    for sign in (1, -1):
                        k = 1
                        while (x + sign * k * dx, y + sign * k * dy) in board.stacks:
                            run += 1
                            k += 1
                    line = max(line, run)
            # Rows of three make room for Bird, Wolf and Dragon totems.
            row = sum(1 for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                      if (x + dx, y + dy) in board.stacks and (x + 2 * dx, y + 2 * dy) in board.stacks)
            return near + row + line

        return max(legal, key=value)

    def _placement_value(self, view: Mapping, board: Board, design: str, cell, before: float | None = None) -> float:
        # ``before`` is the same for every candidate on one board: callers weighing many pass it in
        # once, which halves a bot's thinking time (it runs on the frame loop).
        if before is None:
            before = board.best_totem() + board.cat_progress()
        st = board.stacks[cell]
        st.append(design)
        try:
            after = board.best_totem() + board.cat_progress()
            if "Cat" in board.kinds and len(st) == CAT_HEIGHT:
                after += CAT_HEIGHT + _BLESSING["Cat"]
            bonus = 0.0
            for m in self._missions(view):
                t = m["type"]
                if t == "devotion" and m["design"] == design and all(d == design for d in st):
                    bonus += 0.4 * len(st)
                elif t == "treasure" and m["design"] == design:
                    bonus += 1.0
                elif t == "rainbow" and all(design not in s for c, s in board.stacks.items() if c != cell) \
                        and st.count(design) == 1:
                    bonus += 1.0
        finally:
            st.pop()
        return DESIGN_POINTS[DESIGN_INDEX[design]] + 0.6 * (after - before) + bonus + (0.3 if st else 0.0)

    def _place(self, view: Mapping, legal: list[Command]) -> Command:
        board = Board(view, self.seat)
        names = view["pedestal_designs"]
        small = len(board.stacks) < 9
        wide = any(m["type"] in ("wide", "long") for m in self._missions(view))
        cache: dict = {}
        before = board.best_totem() + board.cat_progress()
        best, best_value = legal[0], float("-inf")
        for c in legal:
            if isinstance(c, PlacePedestal):
                key = (names[c.pedestal], c.x, c.y)
                if key not in cache:
                    cache[key] = self._placement_value(view, board, key[0], (c.x, c.y), before)
                value = cache[key]
                if not board.stacks[(c.x, c.y)] and small:
                    value -= 0.8          # an empty cell spent while the altar is still small
            elif isinstance(c, TradePedestal):
                value = (1.6 if small else 0.4) + (0.6 if wide else 0.0)
            else:
                continue
            if value > best_value:
                best, best_value = c, value
        return best

    def _design(self, view: Mapping, legal: list[Command]) -> Command:
        board = Board(view, self.seat)
        before = board.best_totem() + board.cat_progress()

        def value(c: ChooseDesign) -> float:
            cells = [cell for cell in board.stacks if board.may_stack(c.design, cell)]
            if not cells:
                return DESIGN_POINTS[DESIGN_INDEX[c.design]] - 1.0
            return max(self._placement_value(view, board, c.design, cell, before) for cell in cells)

        return max(legal, key=value)

    # --- the turn's action
    def _action(self, view: Mapping, legal: list[Command]) -> Command:
        board = Board(view, self.seat)
        names = view["pedestal_designs"]
        late = view["round"] >= view["rounds"] or view["turn_kind"] == "final"
        missions = self._missions(view)
        best, best_value = legal[0], float("-inf")
        for c in legal:
            if isinstance(c, BuildTotem):
                dx, dy = (0, 1) if c.vertical else (1, 0)
                cells = [(c.x + k * dx, c.y + k * dy) for k in range(TOTEM_CELLS[c.kind])]
                h = totem_height(c.kind, tuple(board.height(cell) for cell in cells))
                value = TOTEM_MULTIPLIER[c.kind] * h
                if not late:
                    if c.kind == "Wolf":
                        value += 1.2 * sum(1 for cell, st in board.stacks.items()
                                           if st and cell not in board.covered and cell not in cells)
                    else:
                        value += _BLESSING.get(c.kind, 0.0)
                for m in missions:
                    if m["type"] == "totems" and m["kind"] == c.kind and board.totems.count(c.kind) + 1 == m["count"]:
                        value += 4.0
                    elif m["type"] == "pantheon" and c.kind not in board.totems \
                            and len(set(board.totems)) + 1 >= m["count"]:
                        value += 4.0
            elif isinstance(c, TakeField):
                value = sum(self._pedestal_fit(board, names[p]) for p in view["fields"][c.field])
            elif isinstance(c, DrawPedestals):
                value = 2.5
            elif isinstance(c, EndTurn):
                value = -1.0
            else:
                value = 0.0
            if value > best_value:
                best, best_value = c, value
        return best

    @staticmethod
    def _pedestal_fit(board: Board, design: str) -> float:
        points = DESIGN_POINTS[DESIGN_INDEX[design]]
        heights = [len(st) for cell, st in board.stacks.items() if st and board.may_stack(design, cell)]
        return points + (0.5 + 0.2 * max(heights) if heights else 0.3)
