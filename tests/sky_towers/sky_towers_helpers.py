"""Hand-built Sky Towers positions for the tests: say which card values sit where, get a state.

Values are turned into card ids of those values; every card not placed goes to the bottom of the
deck (or, with ``rest="discard"``, to the unused discard pile, so the deck holds exactly ``deck``),
so the 50 cards are always all somewhere.
"""
from __future__ import annotations

from rules.core import Command
from rules.sky_towers import SkyTowersState, new_game
from rules.sky_towers.commands import Play

TOTAL_CARDS = 50


def position(mode: str = "multi", players: int = 2, *, hands=(), towers=None, completed=None, deck=(),
             row=None, row_up=(), turn: int = 0, actions: int = 2, phase: str = "turn", final: bool = False,
             final_queue=None, difficulty: str | None = None, rest: str = "deck", bonus=None,
             seed="pos", **fields) -> SkyTowersState:
    """``hands[seat]``, ``towers[seat][slot]``, ``completed[seat][k]`` and ``deck`` (bottom to top) are
    lists of card values. Taroma mode: ``row`` lists Taroma's row (left to right) and ``row_up`` the
    indices of its face-up cards."""
    seats = players if mode == "multi" else 1
    options = {"difficulty": difficulty} if difficulty else {}
    data = new_game(mode, seats, seed, options).to_json()
    faces = data["faces"]
    pool = {v: [i for i, f in enumerate(faces) if f == v] for v in range(1, 11)}

    def take(v: int) -> int:
        return pool[v].pop(0)

    n = data["players"]
    slots = [len(ts) for ts in data["towers"]]
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
    else:
        data["deck"] = top
        data[rest] = left
    data.update(turn=turn, actions=actions, acted=0, phase=phase, final=final,
                final_queue=list(final_queue or []), discard_queue=[], refilled=False, over=False,
                last_drawer=None, ended_by=None, opening=[], bonus=list(bonus or [None] * 4), step=0)
    data.update(fields)
    return SkyTowersState.from_json(data)


def ids_of(state: SkyTowersState, seat: int, value: int) -> list[int]:
    """Ids of the cards of ``value`` in ``seat``'s hand (Taroma's row for seat 1 in Taroma mode)."""
    return [c for c in state.hands[seat] if state.faces[c] == value]


def play(state: SkyTowersState, seat: int, value, tower: str, count: int = 1) -> Play:
    """A Play of ``count`` cards of ``value`` from ``seat``'s hand onto ``tower``."""
    ids = ids_of(state, seat, value)[:count]
    assert len(ids) == count, f"seat {seat} holds fewer than {count} cards of value {value}"
    return Play(seat, ",".join(map(str, ids)), tower)


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
