"""Tower's hidden parts, for the conformance suite (``SPEC.secrets``; see tests/conformance/README.md).

Hidden from everyone: the draw pile (which cards, in which order). Hidden from everyone but their
owner: a hand (others see only how many cards it holds). Towers, Kings and the discard pile are face
up. A card's id tells its face (``cards.py``), so ``scramble`` re-deals the hidden ids themselves
among the hidden places, keeping each place's size; hands stay hidden after the end too.
"""
from __future__ import annotations

import random


def scramble(state, viewer: int | None, rnd: random.Random):
    """A copy of ``state`` in which every card ``viewer`` may not know is another card; everything
    ``viewer`` may see is the same."""
    data = state.to_json()
    piles = [data["deck"]] + [hand for seat, hand in enumerate(data["hands"]) if seat != viewer]
    ids = [c for pile in piles for c in pile]
    rnd.shuffle(ids)
    for pile in piles:
        pile[:], ids = ids[:len(pile)], ids[len(pile):]
    return type(state).from_json(data)
