"""Build a Sky Towers position by saying which card values sit where: the game's documented builder
for tests, puzzles and screenshots.

    from rules.sky_towers.positions import position
    s = position("multi", 2, hands=[[10, 4, 4], [9]], towers=[[[10, 7]], [[6], [2]]], deck=[5, 3], turn=0)
    # seat 0 holds a 10 and two 4s, seat 1 a 9; seat 0's first tower is 10+7; the deck's top card is a 3

Everything is given as card *values* (1-10); the builder picks card ids of those values (the lowest
free id of each value, in the order the values are listed) so the test never needs to know ids.
Ask the state for ids afterwards: ``[c for c in s.hands[0] if s.faces[c] == 4]``.

Arguments (all but ``mode`` and ``players`` by keyword):

``mode``
    ``"multi"`` (2-4 players), ``"light"`` (Light solitaire) or ``"taroma"`` (solitaire against Taroma).
``players``
    Multi: the number of seats (2-4). Ignored by the solitaires (one person; Taroma is place 1).
``hands``
    One list of values per seat, in hand order (left to right as dealt); missing seats hold nothing.
    In Taroma mode ``hands[0]`` is the person's hand (use ``row`` for Taroma's).
``towers``
    ``towers[seat][slot]``: the values of that tower from the bottom card to the top card (the
    top, the card that blocks neighbours and that new cards cover, is the list's end). Missing seats
    and slots are empty. Slots per seat: multi 2 (2 players) or 1 (3-4 players), Light 2, Taroma 2
    for the person and 2 (``difficulty="hard"``: 3) for Taroma. An incomplete tower totals under 21.
``completed``
    ``completed[seat]``: that seat's completed towers, each a list of values adding up to exactly 21.
``deck``
    The values at the top of the draw deck, listed bottom to top: the deck's top card, the next one
    drawn, is the list's *end* (``deck=[5, 3]`` draws the 3 first, then the 5).
``rest``
    Where every card not placed by the other arguments goes: ``"deck"`` (the default) puts them
    under ``deck``, in id order, so the deck holds them plus ``deck``; ``"out"`` sets them aside,
    out of the game (``state.out``), so the deck holds exactly ``deck``; ``"discard"`` puts them on
    Light's discard pile (in the other modes, which have no discard pile, it means ``"out"``).
    Either way all 50 cards are somewhere, as ``from_json`` insists.
``row``, ``row_up``
    Taroma mode: Taroma's row, left to right (values), and the indices into ``row`` of its
    face-up cards (the others are face down). Taroma draws to the left end of its row.
``turn``
    The seat whose turn it is (Taroma mode: 0 is the person, 1 Taroma).
``actions``
    Actions left in this turn (2 in a normal turn, 3 in a last turn); ``acted`` (actions already
    taken this turn) starts at 0 unless given in ``fields``.
``phase``
    ``"turn"`` (the default), ``"discard"`` (after a 5: give ``discard_queue=[seats]`` in ``fields``,
    the first one decides), ``"ask"`` (after a 6 in multi: the turn's seat asks or draws) or ``"over"``
    (give ``over=True`` too).
``final``, ``final_queue``
    The last round: ``final=True`` and ``final_queue`` the seats still to play, the current one first.
``difficulty``
    Light: ``"easy"``, ``"normal"``, ``"challenging"`` or ``"hard"`` (its hand limit is the number
    dealt: 5, 4, 3, 2; override with ``hand_limit=`` in ``fields``). Taroma: ``"normal"`` or ``"hard"``.
``bonus``
    Who holds each bonus card (a list of 4: a seat, or None for on the table); default all on the table.
``seed``
    The game's seed: chance later in the game (Taroma's shuffles) depends on it and on the step.
``fields``
    Any other state field, set last as given (``hand_limit``, ``discard_queue``, ``acted``,
    ``last_drawer``, ``first``, ``step``...). See ``SkyTowersState.FIELDS``.

The result comes from ``SkyTowersState.from_json``, so a position the game could never have (a card
twice, a tower over 21, a 10 covering a card...) raises ``ValueError`` with a sentence saying why.
"""
from __future__ import annotations

from typing import Any, Sequence

from .cards import BONUS_CARDS
from .phases import MULTI
from .state import SkyTowersState, new_game


def position(mode: str = MULTI, players: int = 2, *, hands: Sequence[Sequence[int]] = (),
             towers: Sequence[Sequence[Sequence[int]]] | None = None,
             completed: Sequence[Sequence[Sequence[int]]] | None = None, deck: Sequence[int] = (),
             row: Sequence[int] | None = None, row_up: Sequence[int] = (), turn: int = 0, actions: int = 2,
             phase: str = "turn", final: bool = False, final_queue: Sequence[int] | None = None,
             difficulty: str | None = None, rest: str = "deck", bonus: Sequence[int | None] | None = None,
             seed: Any = "pos", **fields: Any) -> SkyTowersState:
    """A ``SkyTowersState`` with these cards where they are said to be (see the module docstring)."""
    seats = players if mode == MULTI else 1
    options = {"difficulty": difficulty} if difficulty else {}
    data = new_game(mode, seats, seed, options).to_json()
    faces = data["faces"]
    pool = {v: [i for i, f in enumerate(faces) if f == v] for v in set(faces)}

    def take(v: int) -> int:
        if not pool.get(v):
            raise ValueError(f"there are not that many cards of value {v} in Sky Towers")
        return pool[v].pop(0)

    n = data["players"]
    slots = [len(ts) for ts in data["towers"]]
    if len(hands) > n:
        raise ValueError(f"{len(hands)} hands for {n} place(s)")
    data["hands"] = [[take(v) for v in h] for h in hands] + [[] for _ in range(n - len(hands))]
    if row is not None:
        data["hands"][1] = [take(v) for v in row]
        data["up"] = [data["hands"][1][i] for i in row_up]
    else:
        data["up"] = []
    towers = towers or []
    data["towers"] = [[[take(v) for v in (towers[p][k] if p < len(towers) and k < len(towers[p]) else [])]
                       for k in range(slots[p])] for p in range(n)]
    completed = completed or []
    data["completed"] = [[[take(v) for v in t] for t in (completed[p] if p < len(completed) else [])]
                         for p in range(n)]
    top = [take(v) for v in deck]
    left = sorted(i for ids in pool.values() for i in ids)
    data["discard"], data["out"] = [], []
    if rest == "deck":
        data["deck"] = left + top
    elif rest in ("discard", "out"):
        data["deck"] = top
        data[rest if mode == "light" else "out"] = left
    else:
        raise ValueError(f"rest must be 'deck', 'discard' or 'out', not {rest!r}")
    data.update(turn=turn, actions=actions, acted=0, phase=phase, final=final,
                final_queue=list(final_queue or []), discard_queue=[], refilled=False, over=False,
                last_drawer=None, ended_by=None, opening=[],
                bonus=list(bonus) if bonus is not None else [None] * len(BONUS_CARDS), step=0)
    data.update(fields)
    return SkyTowersState.from_json(data)
