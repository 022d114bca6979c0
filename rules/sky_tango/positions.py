"""Hand-made Sky Tango positions from readable arguments, for tests, tutorials and screenshots.

    from rules.sky_tango.positions import find, position

    s = position(players=2, hands={0: "S10 M4 ME", 1: "S20"},
                 rows={0: {"sun": "S3 S5/SE/S7 S9"}, 1: {"moon": "M10 M11/ME"}},
                 deck="S1 S2", turn=0)
    s.apply(Lay(0, find(s, "S10", 0), 0, 3))    # the sun 10 at the right end of seat 0's sun row

The position is the moment the seat whose turn it is (``turn``) decides: its draw is done. Every
argument but ``players`` is a keyword. The result passes ``inconsistency()``; anything else is a
``ValueError`` with a sentence saying why (a card asked for twice, more than five eclipses of a
kind, a row whose visible numbers do not rise, an empty hand to act...).

Cards
    ``S1`` .. ``S29`` (suns), ``M1`` .. ``M29`` (moons), ``SE`` (a solar eclipse), ``ME`` (a lunar
    eclipse). A group of cards is a string (``"S6 M4 ME"``, commas allowed) or a list of codes.
``hands``, ``heaps``
    ``{seat: cards}`` (or a list, one entry per seat): a hand in order; a heap (cleared cards).
``rows``
    ``{seat: {"sun": row, "moon": row}}``; a row is its stacks left to right, separated by spaces,
    each stack's cards bottom first joined by ``/``: ``"S3 S5/SE/S7 S9"`` is three stacks, the
    middle one a 5 under an eclipse covered by a 7. A list of stacks (lists of codes) works too.
``deck``, ``discard``, ``rest``
    ``deck`` lists the stack's cards top first; ``discard`` the discard pile, oldest first. Every
    card not placed anywhere goes ``rest="deck"`` under the given ``deck`` (the default) or
    ``rest="discard"`` under the discard pile.
``turn``, ``must_play``, ``refill``, ``phase``, ``out``, ``stopped``
    The seat to act (default 0); whether an animal card obliges it to lay another card; the seats
    (a list of seats) that cleared or destroyed themselves last turn and draw five at their next turn;
    ``"play"`` (default) or ``"end"``; in the end phase the seat that could not draw (``out``) and
    the seats that stopped (a list of seats). The game is over when, in the end phase, nobody may play.
``first``, ``names``, ``seed``, ``step``
    The first player (default 0), the players' names, the game's seed (default ``"position"``) and
    the commands played so far (default 0).

Card ids are given in listing order (hands, rows, heaps, discard, deck, then the rest); a test asks
for one with ``find(s, "S10", 0)`` (the sun 10 in seat 0's hand), ``find(s, "SE", zone="sun.0",
index=1)`` or ``top(s, 0, "sun", 1)``, never a number written down.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Mapping

from .cards import CODES, KINDS, MAX_PLAYERS, MIN_PLAYERS, card
from .state import END, PLAY, SkyTangoState


def parse(text: str) -> str:
    """A card code, checked: ``"s7"`` -> ``"S7"``; ``ValueError`` for anything that is no card."""
    bad = f"{text!r} is not a card code (write 'S7', 'M12', 'SE' or 'ME')"
    if not isinstance(text, str) or not text.strip():
        raise ValueError(bad)
    code = text.strip().upper()
    try:
        card(code)
    except KeyError:
        raise ValueError(bad) from None
    return code


def cards_of(group: Any) -> list[str]:
    """A group of card codes as a list: ``"S7 M4, SE"`` or ``["S7", "M4", "SE"]``."""
    if group is None:
        return []
    if isinstance(group, str):
        return [parse(t) for t in group.replace(",", " ").split()]
    return [parse(t) for t in group]


def stacks_of(row: Any) -> list[list[str]]:
    """A row as stacks of codes: ``"S3 S5/SE/S7"`` -> ``[["S3"], ["S5", "SE", "S7"]]``."""
    if row is None:
        return []
    if isinstance(row, str):
        return [[parse(t) for t in stack.split("/")] for stack in row.replace(",", " ").split()]
    return [cards_of(stack) for stack in row]


def _per_seat(name: str, given: Any, players: int) -> list:
    out: list = [None] * players
    if given is None:
        return out
    items = given.items() if isinstance(given, Mapping) else enumerate(given)
    for seat, value in items:
        if not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < players):
            raise ValueError(f"{name} names seat {seat!r}, but the seats are 0 to {players - 1}")
        out[seat] = value
    return out


def _seats(name: str, given: Any, players: int) -> list[bool]:
    out = [False] * players
    for seat in given or ():
        if not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < players):
            raise ValueError(f"{name} names seat {seat!r}, but the seats are 0 to {players - 1}")
        out[seat] = True
    return out


def position(players: int = 2, *, hands: Any = None, rows: Any = None, heaps: Any = None,
             discard: Any = (), deck: Any = (), rest: str = "deck", turn: int = 0, must_play: bool = False,
             refill: Iterable[int] = (), phase: str = PLAY, out: int | None = None,
             stopped: Iterable[int] = (), first: int = 0, names: Iterable[str] | None = None,
             seed: Any = "position", step: int = 0) -> SkyTangoState:
    """A Sky Tango position built from readable arguments (see the module docstring)."""
    if isinstance(players, bool) or not (isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS):
        raise ValueError(f"Sky Tango is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {players!r}")
    if rest not in ("deck", "discard"):
        raise ValueError(f"rest must be 'deck' or 'discard', not {rest!r}")
    if phase not in (PLAY, END):
        raise ValueError(f"phase must be {PLAY!r} or {END!r}, not {phase!r}")
    hand_lists = [cards_of(h) for h in _per_seat("hands", hands, players)]
    heap_lists = [cards_of(h) for h in _per_seat("heaps", heaps, players)]
    row_specs = []
    for seat, spec in enumerate(_per_seat("rows", rows, players)):
        spec = spec or {}
        if not isinstance(spec, Mapping) or set(spec) - set(KINDS):
            raise ValueError(f"the rows of seat {seat} are {{'sun': ..., 'moon': ...}}, not {spec!r}")
        row_specs.append({k: stacks_of(spec.get(k)) for k in KINDS})
    discard_list, deck_list = cards_of(discard), cards_of(deck)

    faces: list[str] = []

    def take(codes: list[str]) -> list[int]:
        ids = list(range(len(faces), len(faces) + len(codes)))
        faces.extend(codes)
        return ids

    hand_ids = [take(h) for h in hand_lists]
    row_ids = [{k: [take(st) for st in r[k]] for k in KINDS} for r in row_specs]
    heap_ids = [take(h) for h in heap_lists]
    discard_ids = take(discard_list)
    deck_top_first = take(deck_list)
    wanted = Counter(faces)
    over = wanted - Counter(CODES)
    if over:
        code = sorted(over)[0]
        have = Counter(CODES)[code]
        raise ValueError(f"{code} is asked for {wanted[code]} times, but the game has {have}")
    left = list((Counter(CODES) - wanted).elements())
    left.sort(key=CODES.index)
    rest_ids = take(left)
    if rest == "deck":
        deck_top_first += rest_ids
    else:
        discard_ids = rest_ids + discard_ids

    s = SkyTangoState.__new__(SkyTangoState)
    s.seed, s.step, s.players = seed, step, players
    s.names = list(names) if names is not None else [f"Player {i + 1}" for i in range(players)]
    s.first, s.faces = first, faces
    s.deck = deck_top_first[::-1]            # the state draws from the end of its list
    s.discard = discard_ids
    s.hands, s.rows, s.heaps = hand_ids, row_ids, heap_ids
    s.turn, s.must_play, s.phase, s.out = turn, must_play, phase, out
    s.refill = _seats("refill", refill, players)
    s.stopped = _seats("stopped", stopped, players)
    s.over = False
    s._after_load()
    if phase == END and isinstance(out, int) and 0 <= out < players:
        s.over = all(s.eligible(p) is not None for p in range(players))
    problem = s.inconsistency()
    if problem:
        raise ValueError(f"not a Sky Tango position: {problem}")
    return s


def find(state: SkyTangoState, code: str, seat: int | None = None, zone: str | None = None,
         index: int | None = None) -> int:
    """The id of the first card ``code`` in ``seat``'s hand, or in ``zone``: ``"sun.1"``,
    ``"moon.0"`` (with ``index``: only in that stack), ``"heap.1"``, ``"discard"``, ``"deck"`` (top first)."""
    want = parse(code)
    if zone is None:
        zone = f"hand.{seat}"
    kind, _, owner = zone.partition(".")
    if kind == "hand":
        cards = state.hands[int(owner)]
    elif kind in KINDS:
        row = state.rows[int(owner)][kind]
        stacks = row if index is None else [row[index]]
        cards = [c for st in stacks for c in st]
    elif kind == "heap":
        cards = state.heaps[int(owner)]
    elif kind == "discard":
        cards = state.discard
    elif kind == "deck":
        cards = state.deck[::-1]
    else:
        raise ValueError(f"there is no zone {zone!r}")
    for cid in cards:
        if state.faces[cid] == want:
            return cid
    raise ValueError(f"there is no {code} in {zone}" + ("" if index is None else f" stack {index}"))


def top(state: SkyTangoState, seat: int, kind: str, index: int) -> int:
    """The id of the visible card of stack ``index`` in ``seat``'s ``kind`` row."""
    return state.rows[seat][kind][index][-1]


def row_codes(state: SkyTangoState, seat: int, kind: str) -> str:
    """A row written as the builder reads it: ``"S3 S5/SE/S7 S9"``."""
    return " ".join("/".join(state.faces[c] for c in st) for st in state.rows[seat][kind])


__all__ = ["cards_of", "find", "parse", "position", "row_codes", "stacks_of", "top"]
