"""The decisions a Sky Totems player makes, one small step at a time.

Coordinates are altar cells: ``x`` to the right, ``y`` downwards; the Starting Cloud Tile covers
(0, 0), (1, 0), (0, 1), (1, 1). Pedestals and altar cards are named by their ids.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Command, CommandSet, prechecked, prechecked_copy
from .components import dec


@dataclass(frozen=True)
class ChooseStart(Command):
    """Setup: reveal ``card`` (one of the three dealt) as the starting altar; the other two
    become this altar's hidden missions."""
    card: int
    name = "choose_start"


@dataclass(frozen=True)
class PlaceCloud(Command):
    """Place a cloud tile at (x, y), edge-adjacent to a cloud of this altar."""
    x: int
    y: int
    name = "place_cloud"


@dataclass(frozen=True)
class TakeField(Command):
    """Pedestal Construction: take every pedestal of Pedestal Field ``field``."""
    field: int
    name = "take_field"


@dataclass(frozen=True)
class DrawPedestals(Command):
    """Pedestal Construction while every field is empty: draw 2 pedestals from the bag."""
    name = "draw_pedestals"


@dataclass(frozen=True)
class PlacePedestal(Command):
    """Place pedestal ``pedestal`` from the tray on the cloud at (x, y)."""
    pedestal: int
    x: int
    y: int
    name = "place_pedestal"


@dataclass(frozen=True)
class TradePedestal(Command):
    """Return pedestal ``pedestal`` from the tray to the bag; a cloud tile to place follows."""
    pedestal: int
    name = "trade_pedestal"


@dataclass(frozen=True)
class BuildTotem(Command):
    """Totem Construction: a ``kind`` totem whose first (left or top) cell is (x, y), along a row
    (``vertical`` False) or a column (True)."""
    kind: str
    x: int
    y: int
    vertical: bool
    name = "build_totem"


@dataclass(frozen=True)
class Reveal(Command):
    """Reveal hidden altar card ``card`` whose mission is met; a pedestal of your choice follows."""
    card: int
    name = "reveal"


@dataclass(frozen=True)
class ChooseDesign(Command):
    """Take a pedestal of ``design`` from the bag (altar-card reward, Cat blessing)."""
    design: str
    name = "choose_design"


@dataclass(frozen=True)
class EndTurn(Command):
    """End the turn once its action is done; pass in the Final Totem, the end-of-game reveals,
    or a turn in which no Pedestal Construction is possible."""
    name = "end_turn"


COMMANDS = CommandSet([ChooseStart, PlaceCloud, TakeField, DrawPedestals, PlacePedestal, TradePedestal,
                       BuildTotem, Reveal, ChooseDesign, EndTurn])

# Commands are immutable values: the hot paths reuse them instead of building new ones.
class _Made(dict):
    """Commands of one class by their field values (a tuple), each made on first use."""

    def __init__(self, cls):
        super().__init__()
        self.cls = cls

    def __missing__(self, key):
        if len(self) > 100_000:
            self.clear()
        cmd = self[key] = prechecked(self.cls, *key)     # the state's own values (see ``cached``)
        return cmd


MADE = {cls: _Made(cls) for cls in COMMANDS.classes}


def cached(cls, *args) -> Command:
    """``cls(*args)``, made once. For the values the state lists (of the fields' types): the
    command is marked type-checked when made (``prechecked``)."""
    return MADE[cls][args]


class CellCommands(dict):
    """``cls(*values, x, y)`` by encoded cell (x, y), each made on first use (``prechecked``: the
    values are the state's own): one seat's cloud placements, or one seat's placements of one
    pedestal. A hit is a plain dict lookup, so whole lists come from ``map(cells.__getitem__, codes)``."""

    def __init__(self, cls, *values):
        super().__init__()
        self.cls, self.values = cls, values
        self.model = None       # the command at (0, 0): the others are copies with their x and y

    def __missing__(self, code):
        model = self.model
        if model is None:
            model = self.model = prechecked(self.cls, *self.values, 0, 0)
        x, y = dec(code)
        cmd = self[code] = prechecked_copy(model, x=x, y=y)
        return cmd
