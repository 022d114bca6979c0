"""Sky Towers: build towers to exactly 21 (rulebook: shared/rulebooks/sky-towers.txt).

Modes: ``multi`` (2-4 players), ``light`` (Light solitaire) and ``taroma`` (solitaire against
Taroma, the automaton, which is part of the rules and plays inside the state).
"""
from .bots import BOTS, SensibleBot
from .commands import Ask, Discard, Draw, EndGame, EndTurn, Play, Return
from .phases import ASK, DISCARD, LIGHT, MULTI, OVER, TAROMA, TAROMA_MODE, TURN
from .state import SkyTowersState, new_game

STATE = SkyTowersState

__all__ = ["BOTS", "STATE", "SensibleBot", "SkyTowersState", "new_game", "Play", "Draw", "Return", "Discard",
           "Ask", "EndTurn", "EndGame", "MULTI", "LIGHT", "TAROMA_MODE", "TAROMA", "TURN", "DISCARD", "ASK",
           "OVER"]
