"""The setup screen's extra choice for Sky Totems: which four totems are in play.

The rulebook recommends Bird, Wolf, Horse and Cat for a first game and the Dragon "replacing
either the Bird, Wolf, or Horse Totem" later, "highly recommend[ing] including the Cat", so the
choices are exactly those four sets.
"""
from __future__ import annotations

from rules.sky_totems.components import DEFAULT_TOTEMS, TOTEM_KINDS

DRAGON = "Dragon"
SWAPPABLE = ("Bird", "Wolf", "Horse")


def setup_options(mode: str) -> list[tuple[str, str, list, object]]:
    """(option key, label, choices, default): the rulebook's first-game set, or the Dragon for one
    of the three it may replace."""
    default = list(DEFAULT_TOTEMS)
    sets = [(default, "Classic")]  # the rulebook's first-game set: Bird, Wolf, Horse, Cat
    for out in SWAPPABLE:
        if out in default and DRAGON in TOTEM_KINDS:
            kinds = [k for k in TOTEM_KINDS if k != out and (k in default or k == DRAGON)]
            sets.append((kinds, f"Dragon for {out}"))
    return [("totems", "Totems", sets, default)]
