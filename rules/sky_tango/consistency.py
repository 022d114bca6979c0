"""Whether a Sky Tango snapshot is a position of the game at all (``SkyTangoState.inconsistency``).

``from_json`` refuses a snapshot with an inconsistency. Checked here:

- the setup: 2-4 players with one name each, the step a count, ``first`` and ``turn`` seats,
  ``faces`` the 68 codes of the game (each once; the eclipses five times);
- the cards: every id 0-67 is in exactly one place (the stack, the discard pile, a hand, a row's
  stack, a heap);
- the rows: one sun and one moon row per seat; a stack's bottom is a number of the row's kind and
  above it eclipses and numbers of that kind alternate; the visible numbers rise left to right;
  with partners a seat holds at most one row and a team's two rows are of different kinds;
- the stage: ``phase`` is "play" or "end"; ``out`` names a seat exactly in the end phase; nobody
  has stopped before it; a game goes on with a seat to act that holds a card (in the end phase one
  that may still play), and is over exactly when, in the end phase, nobody may; ``must_play`` only
  while the game goes on.
"""
from __future__ import annotations

from typing import Any

from .cards import CODES, DECK_SIZE, KINDS, MAX_PLAYERS, MIN_PLAYERS, PARTNERS_AT, card


def _int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _seat(x: Any, n: int) -> bool:
    return _int(x) and 0 <= x < n


def _bools(x: Any, n: int) -> bool:
    return isinstance(x, list) and len(x) == n and all(isinstance(b, bool) for b in x)


def inconsistency(s) -> str | None:
    return _setup(s) or _cards(s) or _rows(s) or _stage(s)


def _setup(s) -> str | None:
    if not (_int(s.players) and MIN_PLAYERS <= s.players <= MAX_PLAYERS):
        return f"players is {s.players!r}, not a number from {MIN_PLAYERS} to {MAX_PLAYERS}"
    n = s.players
    if not (isinstance(s.names, list) and len(s.names) == n and all(isinstance(x, str) for x in s.names)):
        return f"names must be {n} strings, one per seat"
    if not _int(s.step) or s.step < 0:
        return f"step is {s.step!r}, not a count of commands"
    for name in ("over", "must_play"):
        if not isinstance(getattr(s, name), bool):
            return f"{name} must be true or false"
    for name in ("first", "turn"):
        if not _seat(getattr(s, name), n):
            return f"{name} is {getattr(s, name)!r}, not a seat from 0 to {n - 1}"
    if not (isinstance(s.faces, list) and len(s.faces) == DECK_SIZE and all(isinstance(f, str) for f in s.faces)
            and sorted(s.faces) == sorted(CODES)):
        return f"faces must list the {DECK_SIZE} cards of the game, each once"
    for name in ("refill", "stopped"):
        if not _bools(getattr(s, name), n):
            return f"{name} must hold true or false for each of the {n} seats"
    s._after_load()
    return None


def _cards(s) -> str | None:
    n = s.players
    zones: list[tuple[str, Any]] = [("the stack", s.deck), ("the discard pile", s.discard)]
    for name, group in (("hands", s.hands), ("heaps", s.heaps)):
        if not (isinstance(group, list) and len(group) == n):
            return f"{name} must hold one list per seat ({n})"
        zones += [(f"{name}[{p}]", zone) for p, zone in enumerate(group)]
    if not (isinstance(s.rows, list) and len(s.rows) == n):
        return f"rows must hold one entry per seat ({n})"
    for p, r in enumerate(s.rows):
        if not (isinstance(r, dict) and sorted(r) == sorted(KINDS)):
            return f"rows[{p}] must have a sun and a moon row"
        for k in KINDS:
            if not isinstance(r[k], list):
                return f"the {k} row of seat {p} must be a list of stacks"
            for i, stack in enumerate(r[k]):
                if not (isinstance(stack, list) and stack):
                    return f"stack {i} of seat {p}'s {k} row must be a non-empty list of card ids"
                zones.append((f"stack {i} of seat {p}'s {k} row", stack))
    where: dict[int, str] = {}
    for name, zone in zones:
        if not isinstance(zone, list):
            return f"{name} must be a list of card ids"
        for cid in zone:
            if not (_int(cid) and 0 <= cid < DECK_SIZE):
                return f"{name} holds {cid!r}, not a card id from 0 to {DECK_SIZE - 1}"
            if cid in where:
                return f"card {cid} is both in {where[cid]} and in {name}"
            where[cid] = name
    if len(where) != DECK_SIZE:
        lost = min(set(range(DECK_SIZE)) - set(where))
        return f"card {lost} is nowhere (every card is in the stack, the discard pile, a hand, a row or a heap)"
    return None


def _rows(s) -> str | None:
    for p, r in enumerate(s.rows):
        for k in KINDS:
            shown = []
            for i, stack in enumerate(r[k]):
                for j, cid in enumerate(stack):
                    c = card(s.faces[cid])
                    if c.kind != k:
                        return f"seat {p}'s {k} row holds {s.faces[cid]}, a {c.kind} card"
                    if c.eclipse != (j % 2 == 1):
                        return (f"stack {i} of seat {p}'s {k} row must alternate numbers and eclipses from a "
                                f"number at the bottom")
                top = card(s.faces[stack[-1]])
                if not top.eclipse:
                    shown.append(top.number)
            if any(a >= b for a, b in zip(shown, shown[1:])):
                return f"the visible numbers of seat {p}'s {k} row do not rise from left to right: {shown}"
    if s.players == PARTNERS_AT:
        for p, r in enumerate(s.rows):
            held = [k for k in KINDS if r[k]]
            if len(held) > 1:
                return f"seat {p} holds two rows; a partner holds only one"
        for a, b in ((0, 2), (1, 3)):
            for k in KINDS:
                if s.rows[a][k] and s.rows[b][k]:
                    return f"seats {a} and {b} are partners and both hold a {k} row"
    return None


def _stage(s) -> str | None:
    n = s.players
    if s.phase not in ("play", "end"):
        return f"phase is {s.phase!r}, not 'play' or 'end'"
    if s.phase == "play":
        if s.out is not None:
            return "out names a seat, but nothing has run out: the end phase has not begun"
        if any(s.stopped):
            return "a seat has stopped before the end phase"
        if s.over:
            return "the game is over before the end phase"
        if not s.hands[s.turn]:
            return f"seat {s.turn} is to act with no card in hand"
        return None
    if not _seat(s.out, n):
        return f"out is {s.out!r}, not the seat that could not draw"
    if s.deck:
        return "the end phase has begun (nothing was left to draw) but the stack holds cards"
    players_left = [p for p in range(n) if s.eligible(p) is None]
    if s.over:
        if players_left:
            return f"the game is over while seat {players_left[0]} may still play"
        if s.must_play:
            return "must_play is set in a finished game"
        return None
    if s.turn not in players_left:
        return f"seat {s.turn} is to act but may not play any more (it {s.eligible(s.turn).replace('_', ' ')})"
    return None
