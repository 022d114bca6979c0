"""What one seat's screen shows of a game, zone by zone: the *shown model*.

The rules' per-seat view (``state.view(seat)``) says where everything is; each game turns it into a
``Shown`` with one small function (its ``shown.py``). Zones have the names the rules' ``move`` events
use (``deck``, ``discard``, ``hand.2``, ``tower.1``, ``sun.0``...), and hold one of three things:

- cards: card ids in order (a hand left to right, a tower bottom first, a pile bottom first);
- stacks: a row of stacks, each a list of card ids bottom first (Sky Tango's rows);
- a count: a hidden zone (the draw pile, another seat's hand) shows only how many cards it holds;
- cells: a grid (``kit.grid``), each cell (x, y) with its pieces, bottom first (Sky Totems' altars).

``faces`` maps a card id to its face for the cards the seat may see, and nothing else: a face is
learnt from the view, or from a ``move`` event through ``rules.core.seen_face``. While the table
animates, cards leave and enter zones one event at a time (``remove`` / ``insert``); when it settles,
the model is compared with a fresh one from the view (``same_places``). No pygame here: a phone's page
builds the same model from the same view.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping


class Shown:
    """The zones of one seat's screen (see the module docstring). ``view`` is the rules' per-seat
    dict it was made from, for everything that is not a card (turn, names, points...)."""

    __slots__ = ("view", "cards", "stacks", "counts", "faces", "cells")

    def __init__(self, view: Mapping | None = None):
        self.view: Mapping = view if view is not None else {}
        self.cards: dict[str, list[int]] = {}
        self.stacks: dict[str, list[list[int]]] = {}
        self.counts: dict[str, int] = {}
        self.faces: dict[int, Any] = {}
        self.cells: dict[str, dict[tuple, list[int]]] = {}

    # ------------------------------------------------------------------ filling it from a view
    def learn(self, card: Any) -> int:
        """A card of the view (a dict with ``id`` and ``code``, or ``value`` where a game's rules call
        its face that, as Sky Towers' do; or a bare id): its face is learnt."""
        if isinstance(card, int):
            return card         # asked first: asking ``Mapping`` costs ~4 µs, thousands a turn in Sky Totems
        if isinstance(card, Mapping):
            self.faces[card["id"]] = card.get("code", card.get("value"))
            return card["id"]
        return card

    def put(self, zone: str, cards: Iterable) -> None:
        """``zone`` holds ``cards`` in this order (dicts with ``id`` and ``code``, or ids)."""
        self.cards[zone] = [self.learn(c) for c in cards]

    def put_stacks(self, zone: str, stacks: Iterable[Iterable]) -> None:
        """``zone`` is a row of ``stacks`` (each bottom card first)."""
        self.stacks[zone] = [[self.learn(c) for c in stack] for stack in stacks]

    def put_cells(self, zone: str, cells: Mapping) -> None:
        """``zone`` is a grid: (x, y) -> the pieces on that cell, bottom first."""
        self.cells[zone] = {tuple(at): [self.learn(c) for c in pieces] for at, pieces in cells.items()}

    def hide(self, zone: str, count: int) -> None:
        """``zone`` is hidden from this seat: only how many cards it holds shows."""
        self.counts[zone] = int(count)

    def put_hands(self, sizes: list[int], hand, viewer: int | None) -> None:
        """``hand.N`` for each seat: the viewer's ``hand`` card by card, the others' ``sizes`` only."""
        for seat, count in enumerate(sizes):
            if seat == viewer and hand is not None:
                self.put(f"hand.{seat}", hand)
            else:
                self.hide(f"hand.{seat}", count)

    # ------------------------------------------------------------------ reading it
    def __contains__(self, zone: str) -> bool:
        return zone in self.cards or zone in self.stacks or zone in self.counts or zone in self.cells

    def hidden(self, zone: str) -> bool:
        return zone in self.counts

    def ids(self, zone: str) -> list[int]:
        """The cards the seat sees in ``zone`` (a row's stacks one after the other); [] when hidden."""
        if zone in self.cards:
            return self.cards[zone]
        if zone in self.stacks:
            return [c for stack in self.stacks[zone] for c in stack]
        if zone in self.cells:
            return [c for pieces in self.cells[zone].values() for c in pieces]
        return []

    def count(self, zone: str) -> int:
        """How many cards ``zone`` holds, seen or not."""
        if zone in self.counts:
            return self.counts[zone]
        return len(self.ids(zone))

    def face(self, card: int | None) -> Any:
        return self.faces.get(card) if card is not None else None

    def zone_of(self, card: int) -> str | None:
        for zone in (*self.cards, *self.stacks, *self.cells):
            if card in self.ids(zone):
                return zone
        return None

    UNORDERED: frozenset = frozenset()      # zones whose order never shows (a bag)

    def _places(self) -> tuple:
        """Where every card is, as a screen shows it: an empty zone is no zone, and the cards of an
        ``UNORDERED`` zone are a set."""
        cards = {z: sorted(c) if z in self.UNORDERED else c for z, c in self.cards.items() if c}
        cells = {z: {at: p for at, p in grid.items() if p} for z, grid in self.cells.items()}
        return (cards, {z: s for z, s in self.stacks.items() if s}, self.counts,
                {z: grid for z, grid in cells.items() if grid})

    def same_places(self, other: "Shown") -> bool:
        """Whether both show every card in the same place (faces aside)."""
        return self._places() == other._places()

    # ------------------------------------------------------------------ cards moving
    def remove(self, card: int, zone: str) -> None:
        """``card`` leaves ``zone`` (a hidden zone counts one fewer; a stack left empty goes)."""
        if zone in self.counts:
            self.counts[zone] = max(0, self.counts[zone] - 1)
        elif zone in self.cards:
            if card in self.cards[zone]:
                self.cards[zone].remove(card)
        elif zone in self.stacks:
            row = self.stacks[zone]
            for stack in row:
                if card in stack:
                    stack.remove(card)
                    if not stack:
                        row.remove(stack)
                    break
        elif zone in self.cells:
            for pieces in self.cells[zone].values():
                if card in pieces:
                    pieces.remove(card)      # the cell stays: a grid's cells do not go
                    break

    def insert(self, card: int, zone: str, index: Any = None, on_top: bool = False) -> None:
        """``card`` enters ``zone``: at ``index`` (of the cards, or of the stacks: a new stack there,
        or with ``on_top`` onto the stack there), by default at the end; a hidden zone counts one more.
        In a grid ``index`` is the cell (x, y): onto its pieces (a cell not yet there is made)."""
        if zone in self.counts:
            self.counts[zone] += 1
        elif zone in self.cells:
            pieces = self.cells[zone].setdefault(tuple(index), [])
            if card not in pieces:
                pieces.append(card)
        elif zone in self.stacks:
            row = self.stacks[zone]
            at = index if isinstance(index, int) and not isinstance(index, bool) else len(row)
            if on_top and 0 <= at < len(row):
                row[at].append(card)
            else:
                row.insert(max(0, min(len(row), at)), [card])
        else:
            cards = self.cards.setdefault(zone, [])
            if card in cards:
                return
            at = index if isinstance(index, int) and not isinstance(index, bool) else len(cards)
            cards.insert(max(0, min(len(cards), at)), card)
