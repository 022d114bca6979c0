"""Sky Tango bots: ``BOTS`` maps each level's name to its class (the registry's ``SPEC.bots``). The
random bot (here) decides from the step alone and the sensible one (``sensible.py``) from
``state.view(seat)``, each with the legal commands: the stack, the discard pile and the other hands
stay hidden. The expert (``expert.py``) plays its searches out with the sensible bot, so the list of
levels is a module of its own that imports both."""
from __future__ import annotations

from typing import Mapping

from ..core import Bot, Command, pick
from .commands import Destroy
from .expert import ExpertBot
from .sensible import SensibleBot


class RandomBot(Bot):
    """Any legal command, uniformly, from the seeded generator, but destroys itself only when
    nothing else is legal (a bot's choice, not a rule: so random games end)."""

    level = "random"
    needs_view = False

    def choose(self, view: Mapping, legal: list[Command]) -> Command:
        others = [c for c in legal if type(c) is not Destroy]
        if not others:
            return legal[-1]
        return others[pick(self.seed, view.get("step", 0), self.salt, len(others))]


BOTS = {"random": RandomBot, "sensible": SensibleBot, "expert": ExpertBot}

__all__ = ["BOTS", "ExpertBot", "RandomBot", "SensibleBot"]
