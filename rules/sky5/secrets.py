"""Sky 5's hidden parts, for the conformance suite (``SPEC.secrets``; see tests/conformance/README.md).

Hidden from everyone: the removed cards and the deck (which cards, in which order). Hidden from
everyone but their owner until the game is over: the banked cards ("banked cards are face down";
others see how many, and their ids, not which). ``scramble`` re-deals those faces at random among
themselves, so a seat's view must not change.
"""
from __future__ import annotations

import random


def scramble(state, viewer: int | None, rnd: random.Random):
    """A copy of ``state`` in which every card ``viewer`` may not know has another face (and the
    deck another order); everything ``viewer`` may see is the same."""
    data = state.to_json()
    hidden = list(data["removed"]) + list(data["deck"])
    if not data["over"]:
        for seat, bank in enumerate(data["banks"]):
            if seat != viewer:
                hidden += bank
    faces = data["faces"]
    shuffled = [faces[c] for c in hidden]
    rnd.shuffle(shuffled)
    for c, face in zip(hidden, shuffled):
        faces[c] = face
    rnd.shuffle(data["deck"])
    return type(state).from_json(data)
