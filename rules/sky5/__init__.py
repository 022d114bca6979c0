"""Sky 5: push-your-luck with a rainbow deck and a die (rulebook: docs/rulebooks/sky-5.txt)."""
from rules.spec import lazy_exports

from .spec import SPEC

# What the package offers, loaded on first use (PEP 562), so that finding the game's SPEC does not
# load its rules: name -> "module:attribute".
_LAZY = {
    "BOTS": "bots:BOTS",
    "SensibleBot": "bots:SensibleBot",
    "Bank": "commands:Bank",
    "Draw": "commands:Draw",
    "Give": "commands:Give",
    "Pass": "commands:Pass",
    "Take": "commands:Take",
    "Sky5State": "state:Sky5State",
    "new_game": "state:new_game",
}

__getattr__ = lazy_exports(__name__, _LAZY, globals())


__all__ = ["BOTS", "SPEC", "SensibleBot", "Sky5State", "new_game", "Draw", "Give", "Bank", "Take", "Pass"]
