"""Sky Tango: lay rising sun and moon rows, interrupt the others' with eclipses and clear runs of five
(rulebook: docs/rulebooks/sky-tango.txt)."""
from rules.spec import lazy_exports

from .spec import SPEC

# What the package offers, loaded on first use (PEP 562), so that finding the game's SPEC does not
# load its rules: name -> "module:attribute".
_LAZY = {
    "BOTS": "bots:BOTS",
    "RandomBot": "bots:RandomBot",
    "SensibleBot": "bots:SensibleBot",
    "Clear": "commands:Clear",
    "Destroy": "commands:Destroy",
    "Lay": "commands:Lay",
    "Stop": "commands:Stop",
    "SkyTangoState": "state:SkyTangoState",
    "new_game": "state:new_game",
    "position": "positions:position",
}

__getattr__ = lazy_exports(__name__, _LAZY, globals())


__all__ = ["BOTS", "SPEC", "RandomBot", "SensibleBot", "SkyTangoState", "new_game", "position", "Lay", "Clear",
           "Destroy", "Stop"]
