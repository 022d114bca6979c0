"""What a phone is sent: its seat's picture of the table, as JSON.

A picture holds the seat's own view (the rules' ``view(seat)``: never another seat's secrets),
whose turn it is, the legal moves of that seat with a short label each (the hint's words, from
``game.hints``), whether it may undo, the lines of the log written to it, and the result once the
game is over. A spectator's picture is built from ``view(None)``, what the big screen shows.

The legal moves and their labels are made once per step (``Step``) on the frame loop, for the one
seat that acts: the labels come from that seat's view, walked once for all of them.
"""
from __future__ import annotations

from typing import Iterable

from rules import registry
from rules.core import Command

from ..hints import describer
from .messages import key


class Step:
    """The legal commands of one position, their JSON, labels and keys, made once."""

    def __init__(self, game: str, state):
        self.state = state          # kept, so that ``is_for`` never mistakes a new object for it
        self.step = state.step
        self.actor = None if state.is_over else state.actor
        self.moves: list[dict] = []
        self.listed: dict[str, Command] = {}
        if self.actor is None:
            return
        label = describer(game, state.view(self.actor))
        for command in state.legal_commands():
            data = command.to_json()
            self.listed[key(data)] = command
            text = label(command)
            self.moves.append({"command": data, "label": text[:1].upper() + text[1:]})

    def is_for(self, state) -> bool:
        """Whether this is still the position of ``state`` (an undo brings back an older object)."""
        return state is self.state and state.step == self.step


def picture(game: str, state, seat: int | None, step: Step, log: Iterable[str] = (),
            can_undo: bool = False) -> dict:
    """The picture for ``seat`` (None: a spectator) of ``state``, whose moves ``step`` made."""
    names = list(state.names)
    actor = step.actor
    mine = seat is not None and actor == seat
    data = {
        "type": "picture",
        "game": game,
        "title": registry.get(game).title,
        "step": state.step,
        "seat": seat,
        "you": names[seat] if seat is not None and 0 <= seat < len(names) else None,
        "names": names,
        "turn": names[actor] if actor is not None and 0 <= actor < len(names) else None,
        "your_turn": mine,
        "over": bool(state.is_over),
        "view": state.view(seat),
        "moves": step.moves if mine else [],
        "undo": bool(mine and can_undo),
        "log": list(log),
    }
    if state.is_over:
        result = state.result()
        data["result"] = {"scores": list(result.get("scores", [])),
                          "winners": [names[i] for i in result.get("winners", []) if 0 <= i < len(names)]}
    return data
