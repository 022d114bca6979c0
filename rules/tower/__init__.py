"""Tower: build six stones, each lower than the one below and of the other colour, with standard
decks and face-card attacks (rulebook: docs/rulebooks/tower.txt)."""
from rules.spec import lazy_exports

from .spec import SPEC

# What the package offers, loaded on first use (PEP 562), so that finding the game's SPEC does not
# load its rules: name -> "module:attribute".
_LAZY = {
    "BOTS": "bots:BOTS",
    "SensibleBot": "bots:SensibleBot",
    "Attack": "commands:Attack",
    "Build": "commands:Build",
    "Discard": "commands:Discard",
    "King": "commands:King",
    "Queen": "commands:Queen",
    "TowerState": "state:TowerState",
    "new_game": "state:new_game",
    "position": "positions:position",
}

__getattr__ = lazy_exports(__name__, _LAZY, globals())


__all__ = ["BOTS", "SPEC", "SensibleBot", "TowerState", "new_game", "position", "Build", "King", "Queen",
           "Attack", "Discard"]
