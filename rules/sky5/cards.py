"""The Sky 5 deck, read from data.json."""
from __future__ import annotations

import json
from pathlib import Path

_DATA = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

COLOURS: tuple[str, ...] = tuple(_DATA["colours"])
STAR = "star"
DIE_FACES: tuple[int, ...] = tuple(_DATA["die"])
MIN_PLAYERS, MAX_PLAYERS = _DATA["players"]
REMOVED_BY_PLAYERS: dict[int, int] = {int(k): v for k, v in _DATA["removed_by_players"].items()}


def _printed_order() -> tuple[tuple[str, int], ...]:
    cards = []
    for colour in COLOURS:
        for number, copies in sorted(_DATA["per_colour"].items(), key=lambda kv: int(kv[0])):
            cards.extend((colour, int(number)) for _ in range(copies))
    cards.extend((STAR, n) for n in _DATA["shooting_stars"])
    return tuple(cards)


# Built once: every new game starts from it (building it from the data costs more than shuffling).
_PRINTED = _printed_order()


def composition() -> list[list]:
    """Every card as ``[colour, number]`` in a fixed order (the order before shuffling)."""
    return [[colour, number] for colour, number in _PRINTED]


DECK_SIZE = len(_PRINTED)
