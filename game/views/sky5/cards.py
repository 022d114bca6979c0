"""A Sky 5 card on screen (a ``CardSprite`` that knows its face) and in words (``describe``).

Faces are the rules' plain dicts, ``{"colour": ..., "number": ...}``; ``None`` means not known.
"""
from __future__ import annotations

from ..sprites import CardSprite as _Sprite


# A card drawn from the deck rises this much larger while it turns over (its face is made ahead at that size).
DRAW_LIFT = 1.05


def describe(face: dict | None) -> str:
    """'blue 4', 'shooting star 3'."""
    if not face:
        return "card"
    colour = face["colour"]
    return f"shooting star {face['number']}" if colour == "star" else f"{colour} {face['number']}"


class CardSprite(_Sprite):
    """One card on screen, by its rules id, with its face (``None``: unknown)."""

    __slots__ = ("face",)

    def __init__(self, cid: int, face: dict | None, pos, h: float, face_up: bool = True):
        super().__init__(cid, pos, h, face_up)
        self.face = face
