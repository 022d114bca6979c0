"""The tables: which games the front end can seat people at, and what each table declares about
itself. One package per game here (``game/tables/<package>/``, named like its rules package), its
``spec.py`` holding ``TABLE`` and its ``__init__.py`` only ``EMBLEM`` (the title's colours); ``kit/`` is the card-table kit they are built on, ``base.py``, ``overlays.py``
and ``sprites.py`` what every table shares.

A game's ``TABLE`` is a ``TableSpec`` (``rules/sky5`` -> ``game/tables/sky5``), declared in ``spec.py``
here, which the title's first frame does not import (two dataclasses made at import, ~2 ms). A game whose rules
are registered but whose table package does not exist yet is not listed by ``playable``; a table
package that exists but fails to import is a bug, and says so loudly (``TableError``) instead of
quietly hiding the game.
"""
from __future__ import annotations

import functools
import importlib
import importlib.util
from typing import TYPE_CHECKING

from rules import registry
from rules.spec import GameSpec

if TYPE_CHECKING:
    from .spec import BestScore, TableSpec

class TableError(LookupError):
    """A game has no table, or its table package is broken; the message says which."""


def package_of(spec: GameSpec) -> str:
    return f"game.tables.{spec.short_name}"


def playable(spec: GameSpec) -> bool:
    """True when the game has a table package (checked without importing it)."""
    return _has_package(package_of(spec))


@functools.cache
def _has_package(name: str) -> bool:
    # asked for every game by the title's first frame, its emblems and the setup screen: the
    # packages shipped do not change while the app runs, so the path search is made once
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


_TABLES: dict[str, TableSpec] = {}


def _with_table(game_id: str) -> GameSpec:
    """The rules' spec of ``game_id``; ``TableError`` when the game is unknown or has no table."""
    try:
        spec = registry.get(game_id)
    except LookupError as e:
        raise TableError(str(e)) from None
    if not playable(spec):
        raise TableError(f"There is no table for {spec.title} yet.")
    return spec


def _table_module(spec: GameSpec, name: str = ""):
    """``spec``'s table package (or its module ``name``), or ``TableError`` with the import error's
    own message, so a log shows the real cause: a broken package is never hidden silently."""
    try:
        return importlib.import_module(package_of(spec) + name)
    except Exception as e:
        raise TableError(f"The {spec.title} table could not load: {type(e).__name__}: {e}") from e


def table_for(game_id: str) -> TableSpec:
    """The table spec of ``game_id``; ``TableError`` with a sentence when there is none or it is
    broken."""
    found = _TABLES.get(game_id)
    if found is not None:
        return found
    spec = _with_table(game_id)
    _table_module(spec)
    from .spec import TableSpec
    table = getattr(_table_module(spec, ".spec"), "TABLE", None)
    if not isinstance(table, TableSpec):
        raise TableError(f"{package_of(spec)}.spec.TABLE is not a TableSpec")
    _TABLES[game_id] = table
    return table


def emblem_of(game_id: str) -> tuple:
    """The colours of ``game_id``'s title tile, read from its table package's ``__init__`` alone:
    the title's first frame imports no table. ``TableError`` as ``table_for`` when there is none or
    it is broken; a break further in (its spec, its table) shows when the title readies the game."""
    found = _TABLES.get(game_id)
    if found is not None:
        return found.emblem
    spec = _with_table(game_id)
    return tuple(getattr(_table_module(spec), "EMBLEM", ()))


def table_class_of(game_id: str) -> type:
    """The class of ``game_id``'s table (a ``kit.CardTable``)."""
    return table_for(game_id).table_class()


def best_score(game: str, mode: str, options: dict | None, result: dict | None = None) -> BestScore | None:
    """The game's ``BestScore`` for that mode and those options (its table's hook), with the key
    made the game's own; None when the game keeps none or its table does not load. (Here, beside
    the tables, so that the best-score file and the saves list both ask it without depending on
    each other.)"""
    try:
        hook = table_for(game).best_score
        found = hook(mode, dict(options or {}), result) if hook else None
    except Exception as e:      # a broken hook must not stop the results or the setup screen
        try:
            from ..errors import log_error
            log_error(e, f"best_score: {game}")
        except Exception:
            pass
        return None
    if found is None:
        return None
    from dataclasses import replace
    return replace(found, key=f"{game}/{found.key}")


def playable_games() -> list[GameSpec]:
    """Registered games with a table, in title order."""
    return [spec for spec in registry.GAMES.values() if playable(spec)]
