"""Sky Tango's cards, read from data.json: codes, kinds, numbers, animals and the card dicts views show.

A card's code says what it is: ``S7`` (sun 7), ``M12`` (moon 12), ``SE`` (a solar eclipse), ``ME``
(a lunar eclipse). Card ids are positions in the shuffled deck (``state.faces[id]`` is the code), so
an id tells nothing about its card.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

_DATA = json.loads(Path(__file__).with_name("data.json").read_text(encoding="utf-8"))

MIN_PLAYERS, MAX_PLAYERS = _DATA["players"]
PARTNERS_AT = _DATA["partners_at"]          # this many players play as partners, opposite seats
KINDS: tuple[str, ...] = tuple(_DATA["kinds"])        # ("sun", "moon")
SUN, MOON = KINDS
LETTERS: dict[str, str] = dict(_DATA["letters"])
LOW, HIGH = _DATA["numbers"]
ECLIPSES = _DATA["eclipses"]                 # of each kind
ECLIPSE_NAMES: dict[str, str] = dict(_DATA["eclipse_names"])
ANIMAL_NUMBERS = frozenset(_DATA["animal_numbers"])
ANIMALS: dict[str, str] = dict(_DATA["animals"])
HAND = _DATA["hand"]                         # cards each player draws at the setup
DRAW = _DATA["draw"]                         # cards drawn when a player draws
RUN = _DATA["run"]                           # the shortest run that may be cleared
_KIND_OF_LETTER = {letter: kind for kind, letter in LETTERS.items()}


class Card(NamedTuple):
    code: str
    kind: str                 # "sun" or "moon"
    number: int | None        # None for an eclipse
    eclipse: bool
    animal: str | None        # "bird" (suns), "bat" (moons) or None


def all_codes() -> tuple[str, ...]:
    """The 68 cards' codes in a fixed order: suns 1-29, moons 1-29, the solar then the lunar eclipses."""
    out = [f"{LETTERS[k]}{n}" for k in KINDS for n in range(LOW, HIGH + 1)]
    out += [f"{LETTERS[k]}E" for k in KINDS for _ in range(ECLIPSES)]
    return tuple(out)


CODES = all_codes()
DECK_SIZE = len(CODES)


@lru_cache(maxsize=None)
def card(code: str) -> Card:
    """The ``Card`` of a code; ``KeyError`` for a code that is no Sky Tango card."""
    if not isinstance(code, str) or len(code) < 2 or code[0] not in _KIND_OF_LETTER:
        raise KeyError(code)
    kind, rest = _KIND_OF_LETTER[code[0]], code[1:]
    if rest == "E":
        return Card(code, kind, None, True, None)
    if not rest.isdigit() or rest != str(int(rest)) or not LOW <= int(rest) <= HIGH:
        raise KeyError(code)
    n = int(rest)
    return Card(code, kind, n, False, ANIMALS[kind] if n in ANIMAL_NUMBERS else None)


def label(code: str) -> str:
    """How a sentence names a card: "the sun 7", "the moon 12", "a solar eclipse"."""
    c = card(code)
    if c.eclipse:
        return f"a {ECLIPSE_NAMES[c.kind]}"
    return f"the {c.kind} {c.number}"


@lru_cache(maxsize=None)
def _dict(cid: int, code: str) -> dict:
    c = card(code)
    return {"id": cid, "code": code, "kind": c.kind, "number": c.number, "eclipse": c.eclipse,
            "animal": c.animal}


def card_dict(cid: int, code: str) -> dict:
    """The card dict views show (a fresh dict: change it freely)."""
    return dict(_dict(cid, code))
