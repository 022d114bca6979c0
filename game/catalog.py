"""Which games the front end can seat people at.

A game is playable when its rules are built (``spec.available``) and it has a table view here.
The rules of a game can land before its table does: the headless tools can play it then, and the
title shows it as coming soon. Kept free of pygame imports so the title can ask cheaply.
"""
from __future__ import annotations

from rules.registry import GameSpec

# game id -> module under game.views that holds its table view
TABLES = {"sky-5": "sky5", "sky-totems": "sky_totems", "sky-towers": "sky_towers"}


def playable(spec: GameSpec) -> bool:
    return spec.available and spec.id in TABLES
