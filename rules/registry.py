"""Game id -> spec: what the title screen lists and what the tools can play."""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass(frozen=True)
class GameSpec:
    id: str
    title: str
    tagline: str
    modes: dict[str, tuple[int, int]]       # mode -> (fewest, most) seats
    package: str | None = None               # rules.<package> holds new_game and BOTS; None: not built yet
    default_mode: str = "multi"
    mode_titles: dict[str, str] = field(default_factory=dict)

    @property
    def available(self) -> bool:
        return self.package is not None

    def _module(self):
        if self.package is None:
            raise LookupError(f"{self.title} is not available yet.")
        return importlib.import_module(f"rules.{self.package}")

    def new_game(self, mode: str, seats: int, seed: Any, options: dict | None = None):
        if mode not in self.modes:
            raise ValueError(f"{self.title} has no mode {mode!r} (modes: {', '.join(self.modes)})")
        low, high = self.modes[mode]
        if not low <= seats <= high:
            raise ValueError(f"{self.title} ({mode}) is for {low}-{high} seats, not {seats}")
        return self._module().new_game(mode, seats, seed, options or {})

    @property
    def bots(self) -> dict[str, Callable]:
        """Bot level -> class; each bot is built with a seat and decides from that seat's view."""
        return dict(self._module().BOTS)

    @property
    def state_class(self):
        return self._module().STATE


GAMES: dict[str, GameSpec] = {spec.id: spec for spec in [
    GameSpec("sky-towers", "Sky Towers", "Build towers to exactly 21",
             {"multi": (2, 4), "light": (1, 1), "taroma": (1, 1)}, package="sky_towers",
             mode_titles={"multi": "2-4 players", "light": "Light solitaire", "taroma": "Taroma solitaire"}),
    GameSpec("sky-5", "Sky 5", "Push your luck with a rainbow deck", {"multi": (2, 5)}, package="sky5",
             mode_titles={"multi": "2-5 players"}),
    GameSpec("sky-totems", "Sky Totems", "Raise totems on your altar in the clouds",
             {"multi": (2, 4), "solo": (1, 1)}, package="sky_totems",
             mode_titles={"multi": "2-4 players", "solo": "Solo: two altars"}),
    GameSpec("tower", "Tower", "A tower of standard playing cards", {"multi": (2, 10)},
             mode_titles={"multi": "2-10 players"}),
    GameSpec("sky-tango", "Sky Tango", "Sun and moon rows", {"multi": (2, 4)},
             mode_titles={"multi": "2-4 players"}),
]}


def get(game_id: str) -> GameSpec:
    try:
        return GAMES[game_id]
    except KeyError:
        raise LookupError(f"unknown game {game_id!r} (games: {', '.join(GAMES)})") from None
