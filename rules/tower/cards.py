"""Tower's cards, read from data.json: codes, values, colours and the card dicts views show.

A card's id says which card it is: ``id = deck_index * per_deck + index_in_deck``, each deck listed
suit by suit (S, H, D, C), ranks A..K, then (with jokers) the black and the red joker. So the id is
as secret as the face: a view never lists the id of a card its seat may not see.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

_DATA = json.loads(Path(__file__).with_name("data.json").read_text(encoding="utf-8"))

MIN_PLAYERS, MAX_PLAYERS = _DATA["players"]
DECKS_BY_PLAYERS: dict[int, int] = {int(k): v for k, v in _DATA["decks_by_players"].items()}
SUITS: tuple[str, ...] = tuple(_DATA["suits"])
RED_SUITS = frozenset(_DATA["red_suits"])
SYMBOLS: dict[str, str] = dict(_DATA["symbols"])
RANKS: tuple[str, ...] = tuple(_DATA["ranks"])
VALUES: dict[str, int] = dict(_DATA["values"])
JOKERS: tuple[str, ...] = tuple(_DATA["jokers"])      # black first, then red
HAND = _DATA["hand"]                # cards dealt to each player
DRAW = _DATA["draw"]                # cards drawn at the start of a turn
HEIGHT = _DATA["height"]            # stones in a complete tower
COST = _DATA["cost"]                # a construction card is at least stone + COST ...
KING_COST = _DATA["king_cost"]      # ... or stone + KING_COST on a tower protected by a King
ATTACK_MARGIN = _DATA["attack_margin"]   # an attack card is at least the removed stone + this
BONUS = _DATA["bonus"]              # for completing a tower while the pile still holds a card
JOKER_RANK = "X"
KING, QUEEN, JACK = "K", "Q", "J"
FACES = frozenset({JACK, QUEEN, KING})

# Kinds, as the card dicts name them.
NUMBER, FACE, JOKER = "number", "face", "joker"


def deck_codes(jokers: bool) -> tuple[str, ...]:
    """One deck's card codes in id order: ``"AS" .. "KC"``, then ``"XB", "XR"`` with jokers."""
    codes = [rank + suit for suit in SUITS for rank in RANKS]
    return tuple(codes + (list(JOKERS) if jokers else []))


def per_deck(jokers: bool) -> int:
    return len(deck_codes(jokers))


class Card(NamedTuple):
    """What the rules need to know about one card code."""
    code: str
    rank: str               # "A", "2".."10", "J", "Q", "K" or "X" (a joker)
    suit: str | None        # None for a joker
    red: bool
    value: int | None       # A=1 .. 10, joker 12; None for J, Q, K
    kind: str               # NUMBER, FACE (J, Q, K) or JOKER


@lru_cache(maxsize=None)
def card(code: str) -> Card:
    """The ``Card`` of a code; ``KeyError`` for a code that is no Tower card."""
    if code in JOKERS:
        return Card(code, JOKER_RANK, None, code == JOKERS[1], VALUES[JOKER_RANK], JOKER)
    rank, suit = code[:-1], code[-1:]
    if rank not in RANKS or suit not in SUITS:
        raise KeyError(code)
    kind = FACE if rank in FACES else NUMBER
    return Card(code, rank, suit, suit in RED_SUITS, VALUES.get(rank), kind)


def label(code: str) -> str:
    """How a sentence names a card: ``"7♥"``, ``"A♠"``, ``"K♣"``, ``"the red joker"``."""
    c = card(code)
    if c.kind == JOKER:
        return f"the {'red' if c.red else 'black'} joker"
    return c.rank + SYMBOLS[c.suit]


# A card's name in words, for sentences that must read without symbols (the hint).
RANK_WORDS = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}
SUIT_WORDS = {"H": "hearts", "D": "diamonds", "C": "clubs", "S": "spades"}


def name(code: str) -> str:
    """A card in words: ``"the ace of hearts"``, ``"the 7 of spades"``, ``"the red joker"``."""
    c = card(code)
    if c.kind == JOKER:
        return label(code)
    return f"the {RANK_WORDS.get(c.rank, c.rank)} of {SUIT_WORDS[c.suit]}"


def colour(red: bool) -> str:
    return "red" if red else "black"


class Table(NamedTuple):
    """Every card of a game (``decks`` decks, with or without jokers), indexed by card id."""
    codes: tuple[str, ...]
    ranks: tuple[str, ...]
    values: tuple[int | None, ...]      # None for J, Q, K
    stone: tuple[bool, ...]             # may be a stone: A-10
    payer: tuple[bool, ...]             # may pay (construction or attack card): A-10 or a joker
    joker: tuple[bool, ...]
    red: tuple[bool, ...]
    dicts: tuple[dict, ...]             # the card dicts of views (shared; never change one)


@lru_cache(maxsize=None)
def table(decks: int, jokers: bool) -> Table:
    codes = deck_codes(jokers) * decks
    cards = [card(c) for c in codes]
    dicts = tuple({"id": i, "code": c.code, "rank": c.rank, "suit": c.suit, "red": c.red,
                   "value": c.value, "kind": c.kind} for i, c in enumerate(cards))
    return Table(codes=codes, ranks=tuple(c.rank for c in cards), values=tuple(c.value for c in cards),
                 stone=tuple(c.kind == NUMBER for c in cards),
                 payer=tuple(c.kind != FACE for c in cards), joker=tuple(c.kind == JOKER for c in cards),
                 red=tuple(c.red for c in cards), dicts=dicts)


def decks_for(players: int) -> int:
    """Decks used by ``players`` players (the rulebook's list; data.json)."""
    return DECKS_BY_PLAYERS[players]
