"""The tables: which games the front end can seat people at, and what each table declares about
itself. One package per game here (``game/tables/<package>/``, named like its rules package), its
``spec.py`` holding ``TABLE`` and its ``__init__.py`` only ``EMBLEM`` (the title's colours); ``kit/`` is the card-table kit they are built on, ``base.py``, ``overlays.py``
and ``sprites.py`` what every table shares.

A game's ``TABLE`` is a ``TableSpec`` (``rules/sky5`` -> ``game/tables/sky5``). A game whose rules
are registered but whose table package does not exist yet is not listed by ``playable``; a table
package that exists but fails to import is a bug, and says so loudly (``TableError``) instead of
quietly hiding the game.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field, replace
from typing import Callable, Mapping

from rules import registry
from rules.spec import GameSpec

Colour = tuple[int, int, int]
# The command fields a hint names as cards and as seats unless a table says otherwise (TableSpec).
HINT_CARDS = frozenset({"card", "cards"})
HINT_SEATS = frozenset({"to", "target", "owner"})


@dataclass(frozen=True)
class BestScore:
    """A solo game's score as the best-score list keeps it (see ``TableSpec.best_score``): ``key``
    names the list within the game (one per mode and difficulty, say), ``label`` says it in words
    ("Light, Challenging"), ``score`` is this game's (None when asked before a game, on the setup
    screen), ``unit`` its word ("points", "kites") and ``note`` the game's verdict (a rank).
    """

    key: str
    label: str
    score: int | None = None
    unit: str = "points"
    note: str = ""


@dataclass(frozen=True, eq=False)
class TableSpec:
    """What the shared scenes ask of one game's table.

    ``table_class`` returns the table's class (imported on first use, so the title screen stays cheap);
    ``emblem`` colours the fan of cards on the game's title tile; ``howto`` names the text in
    ``assets/howto/``; ``layouts`` the Tiled layouts in ``assets/layouts/`` the table loads.
    ``setup_options(mode)`` gives extra setup choices: (option key, label, [(value, text)], default).
    ``explain(result, names)`` is the sentence on how the game was decided; ``scorepad(result)``
    gives rows (label, one value per place) for a score breakdown, or [] for the plain list, whose
    extra columns are ``result_columns``: (heading, key of ``result``). ``undo`` is the game's undo
    rule, asked by ``game.session.Session`` after each command a person makes: True when nothing
    up to this command may be taken back (hidden things came out, the turn moved on); None: the
    game has no undo. ``best_score(mode, options, result)`` says which best-score list a game of
    that mode and those options counts in (a ``BestScore``; ``result`` None: before the game, for the
    setup screen), or None when the game keeps no best score (a game against other people).
    ``first_random``: the rules draw a first player from the seed when the setup names none, so the
    setup may offer "Random"; False where the rules start with the first seat listed.
    ``sounds``: which of the game's events make which sound, a tuple of ``game.sound.Cue`` (event
    kind, sound name, optional condition), played as the table animates the event.
    """

    table_class: Callable[[], type]
    emblem: tuple[Colour, ...]
    howto: str
    layouts: tuple[str, ...] = ()
    setup_options: Callable[[str], list] = lambda mode: []
    explain: Callable[[dict, list[str]], str] | None = None
    scorepad: Callable[[dict], list] | None = None
    result_columns: tuple[tuple[str, str], ...] = field(default_factory=tuple)
    undo: Callable[[object, list], bool] | None = None     # (command, events) -> a barrier? None: no undo
    best_score: Callable[[str, dict, dict | None], BestScore | None] | None = None
    # The setup offers "Random" for the first player only where the rules draw one from the seed
    # when none is named; a game whose rules start with the first seat listed says False.
    first_random: bool = True
    # a card dict of the seat's view -> its name with its article in the game's words ("the ace of
    # hearts"), for the hint; None: the plain default (game/hints.py)
    card_name: Callable[[Mapping], str] | None = None
    # (view, command) -> more words for the hint's phrase, such as where a card goes (game/hints.py)
    hint_words: Callable[[Mapping, object], dict] | None = None
    # (mode, seats) -> the pairs of seats that play as partners, said on the setup screen
    partners: Callable[[str, int], list] = lambda mode, count: []
    sounds: tuple = ()          # of game.sound.Cue: see game/sound.py and game/tables/<game>/sounds.py
    hint_phrases: Mapping = field(default_factory=dict)   # command name -> phrase for the hint (game/hints.py)
    # command name -> the keyboard-focus targets that begin it, most wanted first (game/hints.py)
    hint_focus: Mapping = field(default_factory=dict)
    # command field -> (noun, view key): a field naming a seat's place as "<seat>.<slot>" and the
    # view's list of each seat's places, so a hint says "your right tower" (game/hints.py)
    hint_places: Mapping = field(default_factory=dict)
    # command fields that count from 0 where the table shows them from 1 (a field numbered 1-4)
    hint_counted: frozenset = frozenset()
    # command fields holding a card id or a list of them: the hint names each card by its face
    hint_cards: frozenset = HINT_CARDS
    # command fields holding a seat: the hint names the seat's player
    hint_seats: frozenset = HINT_SEATS


class TableError(LookupError):
    """A game has no table, or its table package is broken; the message says which."""


def package_of(spec: GameSpec) -> str:
    return f"game.tables.{spec.short_name}"


def playable(spec: GameSpec) -> bool:
    """True when the game has a table package (checked without importing it)."""
    try:
        return importlib.util.find_spec(package_of(spec)) is not None
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
            from .errors import log_error
            log_error(e, f"best_score: {game}")
        except Exception:
            pass
        return None
    if found is None:
        return None
    return replace(found, key=f"{game}/{found.key}")


def playable_games() -> list[GameSpec]:
    """Registered games with a table, in title order."""
    return [spec for spec in registry.GAMES.values() if playable(spec)]
