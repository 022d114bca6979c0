"""Every game the rules know, found by its package: ``rules/<package>/`` exporting ``SPEC``.

Adding a game adds a package; nothing here changes. ``GAMES`` keeps the title screen's order
(``SPEC.order``, then the title).
"""
from __future__ import annotations

import importlib
import pkgutil

import rules

from .spec import GameSpec


def discover(package=rules) -> dict[str, GameSpec]:
    """Every subpackage of ``package`` that exports a ``GameSpec`` as ``SPEC``, by id, in title order."""
    found: list[GameSpec] = []
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if not info.ispkg:
            continue
        spec = getattr(importlib.import_module(f"{package.__name__}.{info.name}"), "SPEC", None)
        if isinstance(spec, GameSpec):
            found.append(spec)
    found.sort(key=lambda s: (s.order, s.title))
    games: dict[str, GameSpec] = {}
    for spec in found:
        if spec.id in games:
            raise RuntimeError(f"two rules packages call themselves {spec.id!r}: "
                               f"{games[spec.id].package} and {spec.package}")
        games[spec.id] = spec
    return games


GAMES: dict[str, GameSpec] = discover()


def get(game_id: str) -> GameSpec:
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise LookupError(f"unknown game {game_id!r} (games: {', '.join(GAMES)})") from None


def first() -> GameSpec:
    """The game listed first: the default where a tool is not told which game."""
    return next(iter(GAMES.values()))


__all__ = ["GAMES", "GameSpec", "discover", "first", "get"]
