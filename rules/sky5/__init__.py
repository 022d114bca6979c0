"""Sky 5: push-your-luck with a rainbow deck and a die (rulebook: docs/rulebooks/sky-5.txt)."""
from .bots import BOTS, SensibleBot
from .commands import Bank, Draw, Give, Pass, Take
from .state import Sky5State, new_game

from .spec import SPEC

STATE = Sky5State

__all__ = ["BOTS", "SPEC", "STATE", "SensibleBot", "Sky5State", "new_game", "Draw", "Give", "Bank", "Take", "Pass"]
