"""What holds in every reachable Sky Totems position: ``problems`` states everything wrong with one.

``SkyTotemsState.inconsistency`` (which ``from_json`` asks, so a damaged or hand-edited save is
refused) and ``positions.check_invariants`` (the tests, after every command) both use it. It reads
the state's fields and never imports the state: the state asks it.
"""
from __future__ import annotations

from .components import (CARDS, CAT_HEIGHT, DESIGNS, FEW_ALTARS, FIELDS_DEFAULT, FIELDS_FEW, LIMIT, PEDESTAL_COUNT,
                         PEDESTAL_DESIGN, ROUNDS, SPAN, STARTING_TILE, TOTEM_CELLS, TOTEM_KINDS, dec)
from .phases import (CAT1, CAT2, CHOOSE, FINAL, FINAL_TURN, NORMAL, OVER, REVEAL_TURN, REVEALS, REWARD, ROUND, SETUP,
                     START_CLOUD, TURN)

_PHASES = {CHOOSE: (SETUP,), START_CLOUD: (SETUP,), TURN: (ROUND, FINAL, REVEALS), OVER: (OVER,)}
_TURN_KINDS = (NORMAL, FINAL_TURN, REVEAL_TURN)


def problems(state, conserved: bool = True) -> list[str]:
    """Everything wrong with ``state`` as a Sky Totems position, as sentences (empty: nothing).
    The one statement of what holds in every reachable state: ``SkyTotemsState.inconsistency``
    (which ``from_json`` asks) and ``check_invariants`` use it. With ``conserved`` False, pedestals
    set aside (see ``positions.position``'s ``bag``) are allowed. It expects fields of the right
    types (a caller turns a TypeError into its own sentence) and derived data rebuilt
    (``_after_load``)."""
    out: list[str] = []
    n = state.players
    if state.mode not in ("multi", "solo"):
        return [f"there is no mode {state.mode!r}"]
    if not (state.mode == "solo" and n == 2 or state.mode == "multi" and 2 <= n <= 4):
        return [f"a {state.mode} game cannot have {n} altars"]
    for name in ("names", "hands", "start_cards", "missions", "revealed", "cells", "stacks", "cover", "totems",
                 "hoards"):
        if len(getattr(state, name)) != n:
            return [f"'{name}' has {len(getattr(state, name))} entries for {n} altars"]
    if not isinstance(state.step, int) or state.step < 0:
        out.append(f"the step count {state.step!r} is not a count")
    if len(state.totem_kinds) != 4 or len(set(state.totem_kinds)) != 4 or \
            any(k not in TOTEM_KINDS for k in state.totem_kinds):
        out.append(f"the totems in play {state.totem_kinds!r} are not 4 different kinds")
    # --- phases, seats, whose move
    if state.phase not in _PHASES:
        return out + [f"there is no phase {state.phase!r}"]
    if state.stage not in _PHASES[state.phase]:
        out.append(f"the stage {state.stage!r} does not go with the phase {state.phase!r}")
    if state.turn_kind not in _TURN_KINDS:
        out.append(f"there is no kind of turn {state.turn_kind!r}")
    if state.over != (state.phase == OVER):
        out.append("the game is over only in the phase 'over'")
    if not 0 <= state.first < n:
        out.append(f"the starting player {state.first!r} is not a seat")
    if not 0 <= state.round <= ROUNDS or (state.phase == TURN and state.round < 1):
        out.append(f"round {state.round!r} is not a round of this game")
    for name in ("queue", "choosing", "cloud_queue"):
        seats = getattr(state, name)
        if any(not isinstance(q, int) or isinstance(q, bool) or not 0 <= q < n for q in seats):
            out.append(f"'{name}' names a seat that is not at the table: {seats!r}")
        elif len(set(seats)) != len(seats):
            out.append(f"'{name}' names a seat twice: {seats!r}")
    waiting = {CHOOSE: state.choosing, START_CLOUD: state.cloud_queue, TURN: state.queue}.get(state.phase)
    if waiting is not None and not waiting:
        out.append(f"nobody is to move in the phase {state.phase!r}")
    if state.phase == OVER and state.queue:
        out.append("a finished game has nobody to move")
    if state.phase != TURN and (state.tray or state.clouds or state.choices or state.construct or state.extra):
        out.append("a turn's pending steps outside of a turn")
    if not isinstance(state.clouds, int) or state.clouds < 0 or not isinstance(state.extra, int) or state.extra < 0:
        out.append("a negative count of clouds to place or extra turns")
    if any(c not in (REWARD, CAT1, CAT2) for c in state.choices):
        out.append(f"an unknown pending choice in {state.choices!r}")
    if out:
        return out
    # --- altar cards
    faces = state.faces
    if sorted(faces) != sorted(set(faces)) or any(not 0 <= f < len(CARDS) for f in faces):
        out.append("the deck holds a card twice or a card that does not exist")
    for s in range(n):
        hand = state.hands[s]
        if len(hand) != 3 or any(not 0 <= c < len(faces) for c in hand):
            out.append(f"altar {s} was not dealt three cards of the deck")
            continue
        start, hidden, shown = state.start_cards[s], state.missions[s], state.revealed[s]
        if state.phase == CHOOSE and s in state.choosing:
            if start != -1 or hidden or shown:
                out.append(f"altar {s} has cards out before choosing its starting card")
        elif start not in hand or sorted([start] + hidden + shown) != sorted(hand):
            out.append(f"altar {s}'s starting, hidden and revealed cards are not its three dealt cards")
    if len({c for h in state.hands for c in h}) != 3 * n:
        out.append("two altars were dealt the same card")
    # --- pedestals: each one exactly once
    seen: list[int] = []
    for d, bag in enumerate(state.bag):
        if any(PEDESTAL_DESIGN[p] != d for p in bag):
            out.append(f"a pedestal in the bag's {DESIGNS[d]} list is of another design")
        seen += bag
    if len(state.bag) != len(DESIGNS):
        out.append(f"the bag has {len(state.bag)} design lists, not {len(DESIGNS)}")
    if len(state.fields) != (FIELDS_FEW if n <= FEW_ALTARS else FIELDS_DEFAULT):
        out.append(f"{len(state.fields)} Pedestal Fields for {n} altars")
    for fl in state.fields:
        seen += fl
    seen += state.tray
    for s in range(n):
        for st in state.stacks[s]:
            seen += st
        seen += state.hoards[s]
    if any(not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < PEDESTAL_COUNT for p in seen):
        return out + ["a pedestal id that is not a pedestal"]
    if len(set(seen)) != len(seen):
        out.append("a pedestal is in two places at once")
    elif conserved and len(seen) != PEDESTAL_COUNT:
        out.append(f"{PEDESTAL_COUNT - len(seen)} pedestals are missing from the bag, fields, tray, altars and hoards")
    # --- altars
    for s in range(n):
        out += [f"altar {s}: {p}" for p in _altar_problems(state, s)]
    if out:
        return out
    # --- a running game always has a move
    if not state.over and not state.legal_commands():
        out.append("nobody can move, yet the game is not over")
    return out


def _altar_problems(state, s: int) -> list[str]:
    out = []
    cells, stacks, cover = state.cells[s], state.stacks[s], state.cover[s]
    if not (len(cells) == len(stacks) == len(cover)):
        return ["its cells, stacks and totem marks are out of step"]
    if len(set(cells)) != len(cells):
        return ["a cloud cell is listed twice"]
    if [dec(c) for c in cells[:len(STARTING_TILE)]] != list(STARTING_TILE):
        return ["it does not begin with the Starting Cloud Tile"]
    if any(not -LIMIT <= v <= LIMIT for c in cells for v in dec(c)):
        return ["a cloud cell lies out of reach"]
    ix = {c: i for i, c in enumerate(cells)}
    todo, reach = [cells[0]], {cells[0]}
    while todo:
        c = todo.pop()
        for nb in (c + 1, c - 1, c + SPAN, c - SPAN):
            if nb in ix and nb not in reach:
                reach.add(nb)
                todo.append(nb)
    if len(reach) != len(cells):
        out.append("a cloud cell is not connected to the altar")
    hoard = {PEDESTAL_DESIGN[p] for p in state.hoards[s]}
    for st in stacks:
        if st and any(PEDESTAL_DESIGN[p] != PEDESTAL_DESIGN[st[0]] and PEDESTAL_DESIGN[p] not in hoard for p in st):
            out.append("a pedestal stacked on another design without the hoard")
            break
    totems = state.totems[s]
    covered = {}
    for t, entry in enumerate(totems):
        kind, height, tcells = entry
        if kind not in state.totem_kinds:
            out.append(f"a {kind!r} totem, not in this game")
            continue
        if len(tcells) != TOTEM_CELLS[kind] or any(c not in ix for c in tcells):
            out.append(f"a {kind} totem not standing on {TOTEM_CELLS[kind]} of its cloud cells")
            continue
        line = sorted(tcells)
        steps = {b - a for a, b in zip(line, line[1:])}
        if len(line) > 1 and steps not in ({1}, {SPAN}):
            out.append(f"a {kind} totem whose cells are not in a line")
        if not isinstance(height, int) or height < 1 or kind == "Cat" and height < CAT_HEIGHT:
            out.append(f"a {kind} totem of height {height!r}")
        for c in tcells:
            if c in covered:
                out.append("two totems on one cell")
            covered[c] = t
    if out:
        return out
    if [covered.get(c, -1) for c in cells] != list(cover):
        out.append("the cells' totem marks do not match its totems")
    elif (state.phase == TURN and not state.tray and not state.clouds and not state.choices
          and "Cat" in state.totem_kinds
          and any(len(st) >= CAT_HEIGHT and cover[i] < 0 for i, st in enumerate(stacks))):
        out.append("a stack of 6 or more without a Cat")
    return out


__all__ = ["problems"]
