"""Every game the rules know, found by its package: ``rules/<package>/`` exporting ``SPEC``.

Adding a game adds a package; nothing here changes. ``GAMES`` keeps the title screen's order
(``SPEC.order``, then the title).
"""
from __future__ import annotations

import importlib
import os

import rules

from .spec import GameSpec


def discover(package=rules) -> dict[str, GameSpec]:
    """Every subpackage of ``package`` that exports a ``GameSpec`` as ``SPEC``, by id, in title order."""
    found: list[GameSpec] = []
    for name in _subpackages(package):
        spec = getattr(importlib.import_module(f"{package.__name__}.{name}"), "SPEC", None)
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


def _subpackages(package) -> list[str]:
    """The names of ``package``'s subpackages, sorted: its folders holding an ``__init__.py``; in a
    standalone app, whose packages are not folders, what ``pkgutil`` lists (importing and asking it
    cost the app's first frame ~3 M instructions)."""
    names = [entry.name for folder in package.__path__ if os.path.isdir(folder) for entry in os.scandir(folder)
             if entry.is_dir() and os.path.isfile(os.path.join(entry.path, "__init__.py"))]
    if not names:
        import pkgutil
        names = [info.name for info in pkgutil.iter_modules(package.__path__) if info.ispkg]
    return sorted(names)


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
