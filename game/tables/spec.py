"""What a game's table declares about itself: its ``TableSpec`` (each game's ``spec.py`` holds one
as ``TABLE``) and the ``BestScore`` its best-score hook gives. Apart from ``game/tables/__init__.py``
so that the title's first frame, which only lists the games and their emblems, does not make them."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping

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
