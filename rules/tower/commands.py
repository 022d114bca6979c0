"""The decisions a Tower player makes: one action a turn. Drawing is no command: the rules draw for
the player at the start of each turn."""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Command, CommandSet

NO_CARD = -1      # Build.pay for the bottom stone, which needs no construction card


@dataclass(frozen=True)
class Build(Command):
    """Lay ``stone`` on your own tower and discard ``pay`` as its construction card; ``pay`` is
    ``-1`` exactly when the tower is empty (the bottom stone is free)."""
    stone: int
    pay: int
    name = "build"


@dataclass(frozen=True)
class King(Command):
    """Play King ``card`` at the base of seat ``target``'s tower, protecting it."""
    card: int
    target: int
    name = "king"


@dataclass(frozen=True)
class Queen(Command):
    """Play Queen ``card`` to remove the King from seat ``target``'s tower."""
    card: int
    target: int
    name = "queen"


@dataclass(frozen=True)
class Attack(Command):
    """Play Jack ``jack`` with attack card ``card`` to remove the top stone of seat ``target``'s tower."""
    jack: int
    card: int
    target: int
    name = "attack"


@dataclass(frozen=True)
class Discard(Command):
    """Discard ``card``: the action that is always allowed."""
    card: int
    name = "discard"


COMMANDS = CommandSet([Build, King, Queen, Attack, Discard])


# --------------------------------------------------------------------------- made once
# ``legal_commands`` lists dozens of commands at every step and a frozen dataclass costs about a
# microsecond to build, so each distinct command is made once and handed out again (commands are
# immutable values). The caches are keyed by the command's ints packed into one int; each is
# emptied when it grows past _CAP, so a long session cannot make them grow without bound.
_CAP = 50_000
_BITS = 9                   # card ids + 1, seats + 1 and -1 + 1 fit in 9 bits (4 decks of 54: ids < 216)
_MADE: dict[type, dict[int, Command]] = {Build: {}, King: {}, Queen: {}, Attack: {}, Discard: {}}


def made(cls: type, *fields: int) -> Command:
    """``cls(*fields)``, the same object every time for the same fields."""
    key = 0
    for f in fields:
        if not 0 <= f + 1 < 1 << _BITS:
            return cls(*fields)         # no id or seat of a game: not cached (its key would collide)
        key = (key << _BITS) | (f + 1)
    cache = _MADE[cls]
    cmd = cache.get(key)
    if cmd is None:
        if len(cache) >= _CAP:
            cache.clear()
        cmd = cache[key] = cls(*fields)
    return cmd
