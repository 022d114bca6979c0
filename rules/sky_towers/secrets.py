"""Sky Towers' hidden parts, for the conformance suite (``SPEC.secrets``; see
tests/conformance/README.md).

Hidden from everyone: the deck (which cards, in which order) and Light's cards set aside out of the
game. Hidden from everyone but their owner: a hand, and Light's face-down discard pile. Hidden from
everyone until the game is over (when its kites and flags are counted): the faces of Taroma's
face-down row cards (their places in the row are public). ``scramble`` re-deals the hidden cards
among the hidden places (a card id is no more public than its face) and then their faces among
themselves.
"""
from __future__ import annotations

import random

from .phases import TAROMA_MODE


def scramble(state, viewer: int | None, rnd: random.Random):
    """A copy of ``state`` in which every card ``viewer`` may not know is another card with another
    face; everything ``viewer`` may see is the same."""
    data = state.to_json()
    human = viewer is not None and 0 <= viewer < data["seats"]
    taroma = data["mode"] == TAROMA_MODE
    piles = [data["deck"], data["out"]]                 # places whose card ids are hidden too
    if not human:
        piles.append(data["discard"])
    faces_only = []                                     # ids shown, faces hidden: Taroma's row
    for seat, hand in enumerate(data["hands"]):
        if taroma and seat >= data["seats"]:
            if not data["over"]:
                faces_only += [c for c in hand if c not in data["up"]]
        elif seat != viewer or not human:
            piles.append(hand)
    ids = [c for pile in piles for c in pile]
    rnd.shuffle(ids)
    for pile in piles:
        pile[:], ids = ids[:len(pile)], ids[len(pile):]
    hidden = [c for pile in piles for c in pile] + faces_only
    faces = data["faces"]
    shuffled = [faces[c] for c in hidden]
    rnd.shuffle(shuffled)
    for c, face in zip(hidden, shuffled):
        faces[c] = face
    return type(state).from_json(data)
