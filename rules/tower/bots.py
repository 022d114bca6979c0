"""Tower bots: ``BOTS`` maps each level's name to its class (the registry's ``SPEC.bots``). The random
and the sensible bot (``sensible.py``) decide from ``state.view(seat)`` and the legal commands: the
pile and the other hands stay hidden. The expert (``expert.py``) plays its searches out with the
sensible bot, so the list of levels is a module of its own that imports both."""
from __future__ import annotations

from ..core import RandomBot
from .expert import ExpertBot
from .sensible import SensibleBot

BOTS = {"random": RandomBot, "sensible": SensibleBot, "expert": ExpertBot}

__all__ = ["BOTS", "ExpertBot", "RandomBot", "SensibleBot"]
