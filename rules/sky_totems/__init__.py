"""Sky Totems: raise totems on your altar in the clouds (rulebook: shared/rulebooks/sky-totems.txt)."""
from .bots import BOTS, RandomBot, SensibleBot
from .commands import (BuildTotem, ChooseDesign, ChooseStart, DrawPedestals, EndTurn, PlaceCloud, PlacePedestal,
                       Reveal, TakeField, TradePedestal)
from .state import SkyTotemsState, new_game

STATE = SkyTotemsState

__all__ = ["BOTS", "STATE", "RandomBot", "SensibleBot", "SkyTotemsState", "new_game", "ChooseStart", "PlaceCloud",
           "TakeField", "DrawPedestals", "PlacePedestal", "TradePedestal", "BuildTotem", "Reveal", "ChooseDesign",
           "EndTurn"]
