"""One view per game: where its zones sit on screen and which gesture makes which command."""
from __future__ import annotations

from .sky5 import Sky5View
from .sky_totems import SkyTotemsView
from .sky_towers import SkyTowersView

VIEWS = {"sky-5": Sky5View, "sky-totems": SkyTotemsView, "sky-towers": SkyTowersView}


def view_for(game_id: str):
    """The view class for ``game_id``; ``LookupError`` (with a sentence) when none is built yet."""
    try:
        return VIEWS[game_id]
    except KeyError:
        raise LookupError(f"There is no table for {game_id!r} yet.") from None


__all__ = ["VIEWS", "Sky5View", "SkyTotemsView", "SkyTowersView", "view_for"]
