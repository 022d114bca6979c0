"""Sky Totems components, read from data.json: pedestals, totems, altar cards, solo ranks.

Altar cells are encoded as one int (``enc(x, y)``) inside the rules for speed; everything the
outside sees (commands, events, views) uses plain ``x, y``.
"""
from __future__ import annotations

import json
from pathlib import Path

_DATA = json.loads(Path(__file__).with_name("data.json").read_text(encoding="utf-8"))

# --------------------------------------------------------------------------- pedestals
_PED = _DATA["pedestals"]
COMMON: tuple[str, ...] = tuple(_PED["common"]["designs"])
RARE: tuple[str, ...] = tuple(_PED["rare"]["designs"])
DESIGNS: tuple[str, ...] = COMMON + RARE
DESIGN_INDEX: dict[str, int] = {d: i for i, d in enumerate(DESIGNS)}
DESIGN_POINTS: tuple[int, ...] = tuple([_PED["common"]["points"]] * len(COMMON) + [_PED["rare"]["points"]] * len(RARE))
_COPIES = [_PED["common"]["copies"]] * len(COMMON) + [_PED["rare"]["copies"]] * len(RARE)
# Pedestal ids: 0.. in design order, so an id's design never changes (and never needs hiding:
# a pedestal is face up everywhere but in the bag, whose contents views show only as counts).
PEDESTAL_DESIGN: tuple[int, ...] = tuple(d for d, n in enumerate(_COPIES) for _ in range(n))
PEDESTAL_COUNT = len(PEDESTAL_DESIGN)
PEDESTAL_NAMES: tuple[str, ...] = tuple(DESIGNS[d] for d in PEDESTAL_DESIGN)


_BAG: tuple[tuple[int, ...], ...] = tuple(tuple(p for p, d in enumerate(PEDESTAL_DESIGN) if d == design)
                                         for design in range(len(DESIGNS)))


def bag_lists() -> list[list[int]]:
    """The full bag: one list of pedestal ids per design (copied from one made at import, as every
    game starts with one)."""
    return list(map(list, _BAG))


# --------------------------------------------------------------------------- game shape
ROUNDS: int = _DATA["rounds"]
_F = _DATA["fields"]
FIELDS_DEFAULT, FIELDS_FEW, FEW_ALTARS = _F["default"], _F["few_altars"], _F["few_altars_up_to"]
FIELD_INITIAL, REFILL_PARTIAL, REFILL_EMPTY = _F["initial"], _F["refill_partial"], _F["refill_empty"]
STARTING_TILE: tuple[tuple[int, int], ...] = tuple(tuple(c) for c in _DATA["starting_tile"])
CAT_HEIGHT: int = _DATA["cat_height"]
BLESSINGS: dict = _DATA["blessings"]

TOTEM_KINDS: tuple[str, ...] = tuple(_DATA["totem_kinds"])
DEFAULT_TOTEMS: tuple[str, ...] = tuple(_DATA["default_totems"])
TOTEMS: dict[str, dict] = _DATA["totems"]
TOTEM_CELLS: dict[str, int] = {k: v["cells"] for k, v in TOTEMS.items()}
TOTEM_MULTIPLIER: dict[str, int] = {k: v["multiplier"] for k, v in TOTEMS.items()}
ACTION_TOTEMS: tuple[str, ...] = tuple(k for k in TOTEM_KINDS if TOTEMS[k]["action"])

# --------------------------------------------------------------------------- altar cards
CARDS: tuple[dict, ...] = tuple(_DATA["cards"])
_TEXT = _DATA["mission_text"]


def mission_text(card: dict) -> str:
    m = card["mission"]
    return _TEXT[m["type"]].format(**m)


def card_face(index: int) -> dict:
    """A card's public face (everything printed on it), JSON-able."""
    c = CARDS[index]
    return {"key": c["key"], "name": c["name"], "points": c["points"], "totem": c["totem"],
            "mission": dict(c["mission"]), "text": mission_text(c),
            "start": {"pedestals": [list(p) for p in c["start"]["pedestals"]], "cloud": c["start"]["cloud"]}}


CARD_FACES: tuple[dict, ...] = tuple(card_face(i) for i in range(len(CARDS)))
SOLO_RANKS: tuple[tuple[int, str], ...] = tuple((lo, name) for lo, name in _DATA["solo_ranks"])


def solo_rank(total: int) -> str:
    name = SOLO_RANKS[0][1]
    for low, title in SOLO_RANKS:
        if total >= low:
            name = title
    return name


# --------------------------------------------------------------------------- cells
OFF = 1024
SPAN = 2048
LIMIT = 1000          # |x|, |y| beyond this are refused (an altar never grows that far in 10 rounds)


def enc(x: int, y: int) -> int:
    return (x + OFF) * SPAN + (y + OFF)


def dec(code: int) -> tuple[int, int]:
    return code // SPAN - OFF, code % SPAN - OFF


def reading_key(code: int) -> tuple[int, int]:
    """Reading order: top row first (smallest y), then left to right."""
    return code % SPAN, code // SPAN
