"""Sky Tango's hidden parts, for the conformance suite (``SPEC.secrets``; see tests/conformance/README.md).

Hidden from everyone: the stack (which cards, in which order) and the discard pile (face down).
Hidden from everyone but their owner: a hand (others see how many cards it holds). Rows and heaps
are face up. Card ids are places in the shuffled deck and tell nothing, so ``scramble`` re-deals
the faces of the hidden ids among them; hands stay hidden after the end too.
"""
from __future__ import annotations

import random


def scramble(state, viewer: int | None, rnd: random.Random):
    """A copy of ``state`` in which every card ``viewer`` may not know is another card; everything
    ``viewer`` may see is the same."""
    data = state.to_json()
    hidden = list(data["deck"]) + list(data["discard"])
    hidden += [c for seat, hand in enumerate(data["hands"]) if seat != viewer for c in hand]
    faces = data["faces"]
    dealt = [faces[c] for c in hidden]
    rnd.shuffle(dealt)
    for cid, face in zip(hidden, dealt):
        faces[cid] = face
    return type(state).from_json(data)
