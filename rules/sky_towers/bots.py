"""Sky Towers bots: ``BOTS`` maps each level's name to its class (the registry's ``SPEC.bots``). The
random and the sensible bot (``sensible.py``) decide from ``state.view(seat)`` and the legal
commands only: other hands, Taroma's face-down cards and the deck order stay hidden from them.
(Taroma is not a bot: it is part of the rules, see taroma.py.) The expert (``expert.py``) starts its
search from the sensible bot's choice, so the list of levels is a module of its own that imports
both."""
from __future__ import annotations

from ..core import RandomBot
from .expert import ExpertBot
from .sensible import SensibleBot

BOTS = {"random": RandomBot, "sensible": SensibleBot, "expert": ExpertBot}

__all__ = ["BOTS", "ExpertBot", "RandomBot", "SensibleBot"]
