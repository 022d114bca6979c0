"""Whether a Tower snapshot is a position of the game at all (``TowerState.inconsistency``).

``from_json`` refuses a snapshot with an inconsistency, so a damaged or hand-edited save never
becomes a state the rules would trip over. Checked here:

- the setup: 2-10 players with one name each, the rulebook's number of decks for them, jokers a
  bool, the dealer and the turn seats at the table, the step a count;
- the cards: every card id of the decks is in exactly one place (the pile, the discard pile, a
  hand, a tower, a King's place), none counted twice and none lost;
- the towers: at most six stones, every stone a numbered card (A-10), each strictly lower than the
  stone below and of the other colour; a King only at a tower with a stone, and only a King there;
- the stage: a game goes on while no tower is complete and some hand holds a card, and then the
  seat whose turn it is holds one (an empty hand is skipped); ``completed`` names the one complete
  tower exactly when there is one, and then the game is over.
"""
from __future__ import annotations

from typing import Any

from .cards import DECKS_BY_PLAYERS, HEIGHT, KING, MAX_PLAYERS, MIN_PLAYERS, colour, label, per_deck


def _int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _seat(x: Any, n: int) -> bool:
    return _int(x) and 0 <= x < n


def inconsistency(s) -> str | None:
    return _setup(s) or _cards(s) or _towers(s) or _stage(s)


def _setup(s) -> str | None:
    if not (_int(s.players) and MIN_PLAYERS <= s.players <= MAX_PLAYERS):
        return f"players is {s.players!r}, not a number from {MIN_PLAYERS} to {MAX_PLAYERS}"
    n = s.players
    if not (isinstance(s.names, list) and len(s.names) == n and all(isinstance(x, str) for x in s.names)):
        return f"names must be {n} strings, one per seat"
    if not _int(s.step) or s.step < 0:
        return f"step is {s.step!r}, not a count of commands"
    if not isinstance(s.over, bool):
        return "over must be true or false"
    if not isinstance(s.jokers, bool):
        return f"jokers is {s.jokers!r}, not true or false"
    if s.decks != DECKS_BY_PLAYERS[n] or not _int(s.decks):
        return f"{n} players play with {DECKS_BY_PLAYERS[n]} decks, not {s.decks!r}"
    for name in ("dealer", "turn"):
        if not _seat(getattr(s, name), n):
            return f"{name} is {getattr(s, name)!r}, not a seat from 0 to {n - 1}"
    if s.completed is not None and not _seat(s.completed, n):
        return f"completed is {s.completed!r}, not a seat from 0 to {n - 1} or null"
    s._after_load()          # the card table of these decks (cached), for the checks below
    return None


def _cards(s) -> str | None:
    n = s.players
    total = s.decks * per_deck(s.jokers)
    zones: list[tuple[str, Any]] = [("the pile", s.deck), ("the discard pile", s.discard)]
    for name, group in (("hands", s.hands), ("towers", s.towers)):
        if not (isinstance(group, list) and len(group) == n):
            return f"{name} must hold one list per seat ({n})"
        zones += [(f"{name}[{p}]", zone) for p, zone in enumerate(group)]
    if not (isinstance(s.kings, list) and len(s.kings) == n):
        return f"kings must hold one entry per seat ({n})"
    zones += [(f"kings[{p}]", [k]) for p, k in enumerate(s.kings) if k is not None]
    where: dict[int, str] = {}
    for name, zone in zones:
        if not isinstance(zone, list):
            return f"{name} must be a list of card ids"
        for card in zone:
            if not (_int(card) and 0 <= card < total):
                return f"{name} holds {card!r}, not a card id from 0 to {total - 1}"
            if card in where:
                return f"card {card} is both in {where[card]} and in {name}"
            where[card] = name
    if len(where) != total:
        lost = min(set(range(total)) - set(where))
        return (f"card {lost} is nowhere (every card is in the pile, the discard pile, a hand, a tower or a "
                f"King's place)")
    return None


def _towers(s) -> str | None:
    t = s._t
    for p, tower in enumerate(s.towers):
        if len(tower) > HEIGHT:
            return f"tower {p} has {len(tower)} stones; a tower is complete at {HEIGHT}"
        for i, stone in enumerate(tower):
            if not t.stone[stone]:
                return f"tower {p} has the {label(t.codes[stone])} as a stone; stones are Ace to 10"
            if i:
                below = tower[i - 1]
                if t.values[stone] >= t.values[below] or t.red[stone] == t.red[below]:
                    return (f"tower {p} has the {label(t.codes[stone])} on the {label(t.codes[below])}; "
                            f"a stone is lower than the one below and {colour(not t.red[below])}")
        king = s.kings[p]
        if king is not None:
            if t.ranks[king] != KING:
                return f"the {label(t.codes[king])} protects tower {p}; only a King can"
            if not tower:
                return f"a King protects tower {p}, which has no stone"
    return None


def _stage(s) -> str | None:
    complete = [p for p, tower in enumerate(s.towers) if len(tower) == HEIGHT]
    if len(complete) > 1:
        return f"towers {complete[0]} and {complete[1]} are both complete; the first one ends the game"
    if complete:
        if s.completed != complete[0]:
            return f"tower {complete[0]} is complete but completed is {s.completed!r}"
        if not s.over:
            return "a tower is complete, so the game is over"
        return None
    if s.completed is not None:
        return f"completed is {s.completed!r} but tower {s.completed} has {len(s.towers[s.completed])} stones"
    emptied = not s.deck and not any(s.hands)
    if s.over != emptied:
        return ("the pile and every hand are empty, so the game is over" if emptied else
                "the game is over with no complete tower while cards are left to play")
    if not s.over and not s.hands[s.turn]:
        return f"seat {s.turn} has no card, so its turn would have been skipped"
    return None
