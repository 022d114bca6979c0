"""What the conformance modules share: the cases (every registered game x mode x seat count),
seeded playouts, and the checks made after every command.

No game is named here: everything comes from ``rules.registry.GAMES`` and the specs' hooks. Test
modules import this by name (pytest puts this folder on ``sys.path``).
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pytest

from rules.core import Command, Rejected, bot_move
from rules.registry import GAMES
from rules.spec import GameSpec

RANDOM = "random"       # the level every spec must offer: any legal command, uniformly
SHORT_GAME = 40         # a shared playout shorter than this is replaced by a longer one


def case_id(spec: GameSpec, mode: str, seats: int) -> str:
    return f"{spec.id}/{mode}/{seats}"


def cases(games=None) -> list:
    """``pytest.param(spec, mode, seats, id="<game>/<mode>/<seats>")`` for every registered game
    (or ``games``), mode and seat count."""
    out = []
    for spec in (GAMES.values() if games is None else games):
        for mode, seats in spec.seat_counts():
            out.append(pytest.param(spec, mode, seats, id=case_id(spec, mode, seats)))
    return out


def playable_cases() -> list:
    """The cases of the games that have a table."""
    from game.tables import playable_games
    return cases(playable_games())


def cmd_key(cmd: Command) -> str:
    """A command's identity: its JSON form (normalised fields, e.g. a sorted tuple of card ids)."""
    return json.dumps(cmd.to_json(), sort_keys=True)


def state_json(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def events_json(events) -> str:
    return json.dumps([e.to_json() for e in events], sort_keys=True)


# --------------------------------------------------------------------------- invariants

def problems(spec: GameSpec, state) -> list[str]:
    """What is wrong with ``state`` as a position: the game's own ``inconsistency()`` (every
    component counted once), the spec's extra ``invariants`` and the protocol's promises."""
    found = []
    why = state.inconsistency()
    if why:
        found.append(f"inconsistency: {why}")
    if spec.invariants is not None:
        found += [f"invariant: {p}" for p in spec.invariants(state)]
    legal = state.legal_commands()
    if state.is_over:
        if state.actor is not None:
            found.append(f"the game is over but the actor is {state.actor}")
        if legal:
            found.append(f"the game is over but {len(legal)} commands are legal")
    else:
        if state.actor is None or not 0 <= state.actor < state.players:
            found.append(f"the game goes on but the actor is {state.actor!r}")
        if not legal:
            found.append("the game goes on but no command is legal")
        wrong = [c for c in legal if c.seat != state.actor]
        if wrong:
            found.append(f"legal commands for another seat than the actor {state.actor}: {wrong[:3]}")
        keys = [cmd_key(c) for c in legal]
        if len(set(keys)) != len(keys):
            found.append("legal_commands lists a command twice")
    if len(state.names) != state.players:
        found.append(f"{len(state.names)} names for {state.players} places")
    return found


# --------------------------------------------------------------------------- playouts

@dataclass
class Playout:
    """A whole game played by bots: the first state, the commands, and every state along the way
    (``states[i]`` is the state before ``commands[i]``; the last one is the end)."""
    spec: GameSpec
    mode: str
    seats: int
    seed: Any
    level: str
    commands: list[Command] = field(default_factory=list)
    states: list = field(default_factory=list)
    events: list[str] = field(default_factory=list)     # events_json of each command

    @property
    def initial(self):
        return self.states[0]

    @property
    def final(self):
        return self.states[-1]

    def sample(self, k: int, rnd: random.Random | None = None) -> list[int]:
        """About ``k`` indices of ``states`` spread over the game, always the first and last."""
        n = len(self.states)
        if n <= k:
            return list(range(n))
        picked = {0, n - 1}
        stride = (n - 1) / (k - 1)
        picked.update(round(i * stride) for i in range(k))
        return sorted(picked)


def play(spec: GameSpec, mode: str, seats: int, seed: Any, level: str = RANDOM, keep_states: bool = True,
         check=None) -> Playout:
    """A game played to its end by bots of ``level`` (one per place), within ``spec.step_cap``
    commands. ``check(state, before, cmd, events)`` runs after every command when given."""
    state = spec.new_game(mode, seats, seed, {})
    bot_class = spec.bots[level]
    bots = {}
    out = Playout(spec, mode, seats, seed, level)
    out.states.append(state.copy() if keep_states else None)
    while not state.is_over:
        assert state.step <= spec.step_cap, (
            f"{case_id(spec, mode, seats)} seed {seed!r} ({level} bots): still going after "
            f"{spec.step_cap} commands (spec.step_cap)")
        actor = state.actor
        bot = bots.get(actor)
        if bot is None:
            bot = bots[actor] = bot_class(actor, seed)
        cmd = bot_move(state, bot)
        before = state.step
        events = state.apply(cmd)
        assert state.step == before + 1, f"step went from {before} to {state.step} on {cmd!r}"
        out.commands.append(cmd)
        out.events.append(events_json(events))
        if check is not None:
            check(state, before, cmd, events)
        out.states.append(state.copy() if keep_states else None)
    if not keep_states:
        out.states[-1] = state
    return out


@lru_cache(maxsize=None)
def shared_playout(game_id: str, mode: str, seats: int, seed: str = "conformance") -> Playout:
    """One playout per case and seed, shared by the modules that only read it: random bots, unless
    their game is very short (a random Light solitaire player ends the game at once), then the
    longest game of any level."""
    spec = GAMES[game_id]
    game = play(spec, mode, seats, seed)
    if len(game.commands) < SHORT_GAME:
        games = [game] + [play(spec, mode, seats, seed, level) for level in spec.bots if level != RANDOM]
        game = max(games, key=lambda g: len(g.commands))
    return game


def apply_ok(state, cmd) -> tuple[bool, Any]:
    """Apply ``cmd`` to a copy of ``state``: (accepted, events or the Rejected)."""
    trial = state.copy()
    try:
        return True, trial.apply(cmd)
    except Rejected as e:
        return False, e
