"""Hand-made Sky 5 positions from readable arguments, for tests and tutorials.

    from rules.sky5.positions import position

    s = position(3, rows=[["R1", "Y2"], ["B3"]], deck=["B5", "G0"], turn=0)
    s.apply(Draw(0))          # draws B5, the top of the deck

``position(players, **arguments)`` returns a ``Sky5State`` that passes ``inconsistency()`` (a
``ValueError`` with a sentence otherwise). Every argument but ``players`` is a keyword:

Cards
    A card is written ``"R3"`` (colour letter and number: R red, Y yellow, G green, B blue,
    P purple, S shooting star), ``"red 3"``, or ``("red", 3)``. Each card of the Sky 5 deck can
    be used as often as the deck holds it (a colour's 0 twice, its 1-6 three times each, each
    star once); asking for more is a ``ValueError``.

``rows``
    The face-up cards in front of each seat, one list per seat from seat 0 (missing seats: none).
``banks``
    The banked (face-down) cards of each seat, likewise.
``discard``
    The discard pile, oldest first.
``deck``
    The deck in reading order: the first card is the top, drawn next. (The state keeps the top at
    the end of its list; this argument hides that.) Cards not placed anywhere else are removed
    from the game. ``None`` (the default): the deck is every card not placed elsewhere, in a fixed
    order, and nothing is removed.
``turn``
    The seat whose turn it is (default 0). ``first`` (default: ``turn``) is the seat that started.
``stage``
    What the table waits for: ``"turn"`` (default: the turn's player draws or attempts to bank),
    ``"give"`` (the turn's player drew ``pending``, a colour they show, and must give it away),
    ``"take"`` (the turn's player, the buster, went bust; ``takers`` decide in turn), or
    ``"over"`` (the game has ended: the final round is over, no face-up cards are left).
``pending``
    A card: at ``"give"``, the card to give away; at ``"take"``, the card that busted its drawer
    (omit it for a bust on the die).
``takers``
    At ``"take"``: the seats still to decide on a take, the first deciding now. Default: as the
    rules would ask them, clockwise from the buster, without seats whose final turn is over and
    skipping seats that could take nothing.
``final_queue``
    Puts the game in its final round (the deck must then be empty): the seats whose final turns
    are still to come, the first being played now (``turn`` defaults to it). ``final_done``: the
    seats whose final turn is over (default: every seat not in ``final_queue``, in seat order).
``rolls``
    Forces the die: ``rolls[k]`` is what a bank attempt rolls if it is the k-th command played
    from this position (0: the next command). ``rolls=[4]``: the next command, a bank attempt,
    rolls 4; ``rolls=[None, 3, 6]``: the next command's roll is left to chance, then 3, then 6.
    A ``{k: value}`` dict works too. The builder picks a seed that gives these rolls (the die
    comes from the seed and the step), starting from ``seed``.
``seed``
    The game's seed (default ``"position"``); with ``rolls``, where the search starts.
``step``
    The number of commands played so far (default 0).
``names``
    The players' names (default ``Player 1``, ``Player 2`` ...).
``die``, ``last_drawer``
    The last roll shown and the seat that drew the last card, for a position that needs them
    (default ``None``).

Card ids are given in order: rows, banks, discard, pending, deck (top first), removed cards; a test
that needs one asks the state (``s.rows[0][1]``), never a number written down.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Mapping

from .cards import COLOURS, DIE_FACES, MAX_PLAYERS, MIN_PLAYERS, STAR, composition
from .state import CLOCKWISE, GIVE, OVER, TAKE, TURN, Sky5State

LETTERS = {colour[0].upper(): colour for colour in COLOURS} | {"S": STAR}
_STAGES = {"turn": TURN, "give": GIVE, "take": TAKE, "over": OVER}
_SEED_TRIES = 200_000


def card(text: Any) -> tuple[str, int]:
    """``"R3"``, ``"red 3"`` or ``("red", 3)`` as ``("red", 3)``; ``ValueError`` for anything else."""
    if isinstance(text, (tuple, list)) and len(text) == 2:
        colour, number = text
    elif isinstance(text, str) and " " in text.strip():
        colour, number = text.split()
    elif isinstance(text, str) and len(text) >= 2 and text[0].upper() in LETTERS:
        colour, number = LETTERS[text[0].upper()], text[1:]
    else:
        raise ValueError(f"{text!r} is not a card (write 'R3', 'red 3' or ('red', 3))")
    colour = {"stars": STAR, "shooting star": STAR}.get(str(colour).lower(), str(colour).lower())
    try:
        number = int(number)
    except ValueError:
        raise ValueError(f"{text!r} is not a card: {number!r} is not a number") from None
    return colour, number


def position(players: int = 2, *, rows: Iterable = (), banks: Iterable = (), discard: Iterable = (),
             deck: Iterable | None = None, turn: int | None = None, first: int | None = None,
             stage: str = "turn", pending: Any = None, takers: Iterable[int] | None = None,
             final_queue: Iterable[int] | None = None, final_done: Iterable[int] | None = None,
             rolls: Iterable | Mapping | None = None, seed: Any = "position", step: int = 0,
             names: Iterable[str] | None = None, die: int | None = None,
             last_drawer: int | None = None) -> Sky5State:
    """A Sky 5 position built from readable arguments (see the module docstring)."""
    if not (isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS):
        raise ValueError(f"Sky 5 is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {players!r}")
    if stage not in _STAGES:
        raise ValueError(f"stage must be one of {', '.join(_STAGES)}, not {stage!r}")
    rows, banks = _per_seat("rows", rows, players), _per_seat("banks", banks, players)
    pool = Counter(tuple(f) for f in composition())
    faces: list[list] = []

    def take(text: Any) -> int:
        face = card(text)
        if pool[face] <= 0:
            left = "any" if face not in pool else "no more"
            raise ValueError(f"the Sky 5 deck has {left} {face[0]} {face[1]} for {text!r}")
        pool[face] -= 1
        faces.append(list(face))
        return len(faces) - 1

    s = Sky5State.__new__(Sky5State)
    s.seed, s.step, s.players = seed, step, players
    s.names = list(names) if names is not None else [f"Player {i + 1}" for i in range(players)]
    s.rows = [[take(c) for c in row] for row in rows]
    s.banks = [[take(c) for c in bank] for bank in banks]
    s.discard = [take(c) for c in discard]
    s.pending = None if pending is None else take(pending)
    if deck is None:
        top_down = [take(face) for face in sorted(pool) for _ in range(pool[face])]
        s.removed = []
    else:
        top_down = [take(c) for c in deck]
        s.removed = [take(face) for face in sorted(pool) for _ in range(pool[face])]
    s.deck = top_down[::-1]                 # the state draws from the end of its list
    s.faces = faces

    s.final = final_queue is not None
    s.final_queue = list(final_queue or [])
    if final_done is None:
        final_done = [p for p in range(players) if p not in s.final_queue] if s.final else []
    s.final_done = list(final_done)
    if stage == "over":
        s.final = True
        s.final_queue = []
        s.final_done = list(range(players)) if final_queue is None else s.final_done
    if turn is None:
        turn = s.final_queue[0] if s.final_queue else 0
    s.turn = turn
    s.first = turn if first is None else first
    s.phase = _STAGES[stage]
    s.over = stage == "over"
    s.buster = turn if stage == "take" else None
    s.takers = []
    s.last_drawer, s.die = last_drawer, die
    if stage == "take":
        s.takers = list(takers) if takers is not None else _askers(s)
        if not s.takers:
            raise ValueError("after this bust nobody could take a card: give takers, or build the "
                             "position after the bust")
    elif takers is not None:
        raise ValueError("takers belong to the 'take' stage")
    problem = s.inconsistency()
    if problem:
        raise ValueError(f"not a Sky 5 position: {problem}")
    if rolls is not None:
        s.seed = _seed_for(s, seed, rolls)
    return s


def _per_seat(name: str, given: Iterable, players: int) -> list[list]:
    lists = [list(x) for x in given]
    if len(lists) > players:
        raise ValueError(f"{name} lists {len(lists)} seats, but there are {players} players")
    return lists + [[] for _ in range(players - len(lists))]


def _askers(s: Sky5State) -> list[int]:
    """The takers the rules would ask after ``s.buster`` busts (see ``Sky5State._next_taker``)."""
    seats = [p for p in CLOCKWISE[s.players][s.buster] if p not in s.final_done]
    while seats and not any(s.may_receive(seats[0], c) for c in s.rows[s.buster]):
        seats.pop(0)
    return seats


def _seed_for(s: Sky5State, seed: Any, rolls: Iterable | Mapping) -> Any:
    wanted = dict(rolls) if isinstance(rolls, Mapping) else dict(enumerate(rolls))
    wanted = {k: v for k, v in wanted.items() if v is not None}
    for k, value in wanted.items():
        if value not in DIE_FACES:
            raise ValueError(f"rolls[{k}] is {value!r}: the die shows {', '.join(map(str, DIE_FACES))}")
    probe = s.copy()
    base = s.step
    for attempt in range(_SEED_TRIES):
        probe.seed = seed if attempt == 0 else f"{seed}/{attempt}"
        ok = True
        for k, value in wanted.items():
            probe.step = base + k
            if DIE_FACES[probe._die_pick()] != value:
                ok = False
                break
        if ok:
            return probe.seed
    raise ValueError(f"no seed near {seed!r} gives the rolls {rolls!r}")   # pragma: no cover


__all__ = ["card", "position", "LETTERS"]
