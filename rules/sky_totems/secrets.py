"""Sky Totems' hidden parts, for the conformance suite (``SPEC.secrets``; see
tests/conformance/README.md).

Hidden from everyone: the order of the pedestals in the bag (how many of each design is public) and
the altar cards left in the box. Hidden from everyone but the altar's owner (in solo the one person
owns both altars) until the game is over: the three cards dealt to an altar while the starting
cards are chosen (the chosen one is revealed once every altar has chosen), then its hidden
altar-card missions. ``scramble`` re-deals those cards' faces at random among themselves and
shuffles the bag.
"""
from __future__ import annotations

import random

from .state import CHOOSE


def scramble(state, viewer: int | None, rnd: random.Random):
    """A copy of ``state`` in which every card ``viewer`` may not know has another face and the bag
    another order; everything ``viewer`` may see is the same."""
    data = state.to_json()
    owner = viewer is not None and 0 <= viewer < data["players"]
    dealt = {c for hand in data["hands"] for c in hand}
    hidden = [c for c in range(len(data["faces"])) if c not in dealt]      # the box
    if not data["over"]:
        for seat in range(data["players"]):
            if owner and (seat == viewer or data["mode"] == "solo"):
                continue
            hidden += data["hands"][seat] if data["phase"] == CHOOSE else data["missions"][seat]
    faces = data["faces"]
    shuffled = [faces[c] for c in hidden]
    rnd.shuffle(shuffled)
    for c, face in zip(hidden, shuffled):
        faces[c] = face
    for design in data["bag"]:
        rnd.shuffle(design)
    return type(state).from_json(data)
