"""English for sentences about players, one of whom may be called "You" (the setup screen's
default name for the one person at the screen)."""
from __future__ import annotations

YOU = "You"


def agree(names: list[str], singular: str, plural: str) -> str:
    """The verb form that agrees with ``names``: "Vega wins", but "You win" and "Vega and Orion win"."""
    return singular if len(names) == 1 and names[0] != YOU else plural
