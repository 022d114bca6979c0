"""Helpers for the Sky Towers tests. ``position`` (say which card values sit where, get a state) is
the game's documented builder, ``rules.sky_towers.positions.position``; it is re-exported here.
"""
from __future__ import annotations

from rules.core import Command
from rules.sky_towers import SkyTowersState
from rules.sky_towers.commands import Play
from rules.sky_towers.positions import position  # noqa: F401  (re-exported for the tests)

__all__ = ["position", "ids_of", "play", "values", "hand_values", "tower_values", "all_cards", "is_legal",
           "TOTAL_CARDS"]

TOTAL_CARDS = 50


def ids_of(state: SkyTowersState, seat: int, value: int) -> list[int]:
    """Ids of the cards of ``value`` in ``seat``'s hand (Taroma's row for seat 1 in Taroma mode)."""
    return [c for c in state.hands[seat] if state.faces[c] == value]


def play(state: SkyTowersState, seat: int, value, tower: str, count: int = 1) -> Play:
    """A Play of ``count`` cards of ``value`` from ``seat``'s hand onto ``tower``."""
    ids = ids_of(state, seat, value)[:count]
    assert len(ids) == count, f"seat {seat} holds fewer than {count} cards of value {value}"
    return Play(seat, tuple(ids), tower)


def values(state: SkyTowersState, ids) -> list[int]:
    return [state.faces[c] for c in ids]


def hand_values(state: SkyTowersState, seat: int) -> list[int]:
    return sorted(values(state, state.hands[seat]))


def tower_values(state: SkyTowersState, owner: int, slot: int) -> list[int]:
    return values(state, state.towers[owner][slot])


def all_cards(state: SkyTowersState) -> list[int]:
    """Every card id in every zone, for the conservation check."""
    cards = list(state.deck) + list(state.discard) + list(state.out)
    for h in state.hands:
        cards += h
    for ts in state.towers:
        for t in ts:
            cards += t
    for ts in state.completed:
        for t in ts:
            cards += t
    return cards


def is_legal(state: SkyTowersState, cmd: Command) -> bool:
    return state.is_legal(cmd)
