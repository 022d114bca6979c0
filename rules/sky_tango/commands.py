"""The decisions a Sky Tango player makes. A turn is one ``Lay`` (more after an animal card), one
``Clear`` or one ``Destroy``; in the end phase a player may also ``Stop``. Drawing is no command:
the rules draw for the player at the start of a turn (and after an animal card played as the last
hand card). See ``state.py``'s docstring for the events and the view.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Command, CommandSet

LEFT = -1     # Lay.at: a new stack at the left end of the row


@dataclass(frozen=True)
class Lay(Command):
    """Lay hand card ``card`` into seat ``owner``'s row of the card's kind (a sun card or a solar
    eclipse into the sun row, a moon card or a lunar eclipse into the moon row).

    ``at`` says where, in the row's stack indexes before the play (stack 0 is the leftmost):
    - ``-1``: a new stack at the left end (a number lower than every visible number in the row);
    - ``len(row)``: a new stack at the right end (higher than every visible number); on a row that
      does not exist yet (no stack) this is ``0`` and starts the row, only with ``owner == seat``;
    - ``0 .. len(row) - 1``: on top of that stack: an eclipse on a visible number, or a number
      covering an eclipse (it must fit between the nearest visible numbers left and right)."""
    card: int
    owner: int
    at: int
    name = "lay"


@dataclass(frozen=True)
class Clear(Command):
    """Clear runs of 5 or more visible numbers from your own rows (with partners: the team's two
    rows) into your heap. ``cards`` names the cleared stacks by the ids of their top (visible)
    cards, every stack of each chosen run; the rules keep it sorted. A run is always taken whole:
    every stack between two eclipses (or a row's ends)."""
    cards: tuple[int, ...]
    name = "clear"

    def __post_init__(self):
        if type(self.cards) is tuple and all(type(c) is int for c in self.cards):
            object.__setattr__(self, "cards", tuple(sorted(self.cards)))


@dataclass(frozen=True)
class Destroy(Command):
    """Destroy yourself: your hand and your rows (with partners: your own row) go to the discard
    pile. Always allowed as the turn's action (also after an animal card); forced when nothing
    else is."""
    name = "destroy"


@dataclass(frozen=True)
class Stop(Command):
    """Stop playing for the rest of the game: only in the end phase, at the start of your turn."""
    name = "stop"


COMMANDS = CommandSet([Lay, Clear, Destroy, Stop])
