"""The decisions a Sky 5 player makes."""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Command, CommandSet


@dataclass(frozen=True)
class Draw(Command):
    """Draw the top card of the deck."""
    name = "draw"


@dataclass(frozen=True)
class Bank(Command):
    """Attempt to bank: roll the die."""
    name = "bank"


@dataclass(frozen=True)
class Give(Command):
    """Give the card just drawn (a colour the drawer already has) to seat ``to``."""
    to: int
    name = "give"


@dataclass(frozen=True)
class Take(Command):
    """After another player busts, take the buster's face-up card ``card``."""
    card: int
    name = "take"


@dataclass(frozen=True)
class Pass(Command):
    """After another player busts, take nothing."""
    name = "pass"


COMMANDS = CommandSet([Draw, Bank, Give, Take, Pass])
