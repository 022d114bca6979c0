"""The decisions a Sky Towers player makes.

Towers are named ``"<owner>.<slot>"`` (the zone ``tower.<owner>.<slot>`` without its prefix), so
``tower="1.0"`` is seat 1's first tower slot. A Play's ``cards`` is a tuple of card ids (a JSON list),
one id for most plays, several for a group of 4s: ``Play(0, cards=(12, 40), tower="0.1")``. The ids
may come in any order; the command sorts them when it is made, so ``Play(0, (40, 12), "0.1")`` equals
``Play(0, (12, 40), "0.1")``, is recorded as ``[12, 40]`` and places card 12 first. Saves written when
``cards`` was a comma-separated string (``"cards": "12,40"``) still load: ``Play``'s JSON reader
takes that spelling too (``parse_cards``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..core import Command, CommandSet, Rejected, short_repr
from .cards import DECK_SIZE, LIGHT_SLOTS, MULTI_PLAYERS, MULTI_SLOTS, TAROMA_DIFFICULTIES, TAROMA_PLAYER_SLOTS


@dataclass(frozen=True)
class Play(Command):
    """Play: place ``cards`` (a tuple of ids, sorted when the command is made) from the hand on
    tower ``tower``."""
    cards: tuple[int, ...]
    tower: str
    name = "play"

    def __post_init__(self):
        # Any order the player chose is the same play: keep one spelling, ascending ids. A value of
        # the wrong type is left alone for ``_bad_field`` to refuse.
        cards = self.cards
        if type(cards) is list:
            cards = tuple(cards)
        if type(cards) is tuple and len(cards) > 1:
            try:
                cards = tuple(sorted(cards))
            except TypeError:
                pass
        if cards is not self.cards:
            object.__setattr__(self, "cards", cards)

    @classmethod
    def _from_fields(cls, data):
        # Saves from before the tuple form spell the cards "12,40"; read them as (12, 40).
        if isinstance(data, dict) and type(data.get("cards")) is str:
            ids = parse_cards(data["cards"])
            if ids is None:
                raise Rejected(f"{short_repr(data['cards'])} is not a list of card ids.")
            data = {**data, "cards": ids}
        return super()._from_fields(data)


@dataclass(frozen=True)
class Draw(Command):
    """Draw: take the deck's top card (also option B of a 6).

    Light solitaire with a full hand: ``discard`` names the hand card discarded first, face down;
    otherwise it stays -1.
    """
    discard: int = -1
    name = "draw"

    @classmethod
    def _from_fields(cls, data):
        # ``discard`` may be left out of the JSON form: it is -1 unless Light's full hand needs it.
        if isinstance(data, dict) and "discard" not in data:
            data = {**data, "discard": -1}
        return super()._from_fields(data)


@dataclass(frozen=True)
class Return(Command):
    """Return: take every card of one of your incomplete towers back (Light: to the discard pile)."""
    tower: str
    name = "return"


@dataclass(frozen=True)
class Discard(Command):
    """After a 5: put ``card`` from your hand on top of the deck, face down (one card a command)."""
    card: int
    name = "discard"


@dataclass(frozen=True)
class Ask(Command):
    """After your 6: ask seat ``target`` for a card of ``value`` (option A; option B is Draw)."""
    target: int
    value: int
    name = "ask"


@dataclass(frozen=True)
class EndTurn(Command):
    """End the turn early: in the last turn (up to 3 actions), or when no action is possible."""
    name = "end_turn"


@dataclass(frozen=True)
class EndGame(Command):
    """Light solitaire: stop here and score."""
    name = "end_game"


COMMANDS = CommandSet([Play, Draw, Return, Discard, Ask, EndTurn, EndGame])


# One spelling per id: "0" or digits without a leading zero, ASCII only, no spaces or signs, as
# ``str(int)`` writes them. A save spelling card 49 as " 49" or "049" is refused, not read as 49.
_ID = r"(?:0|[1-9][0-9]{0,8})"
_CARDS = re.compile(rf"{_ID}(?:,{_ID})*")
_TOWER = re.compile(rf"({_ID})\.({_ID})")
MAX_CARDS_TEXT = 256     # a Play lists at most the five 4s; any longer text is not a card list
# Distinct texts in real play are a few hundred (one-card Plays, groups of 4s, tower names), so
# a bounded cache (emptied when full) is as fast as the unbounded ``lru_cache`` it replaces, and a
# hostile save cannot grow it past ``PARSE_CACHE_SIZE`` short texts. A plain dict because the hot
# path is one lookup: cheaper than a wrapper around ``lru_cache``.
PARSE_CACHE_SIZE = 4096
_CARDS_SEEN: dict[str, tuple[int, ...]] = {}
_TOWERS_SEEN: dict[str, tuple[int, int]] = {}


def parse_cards(text: str) -> tuple[int, ...] | None:
    """``"12,40"`` -> ``(12, 40)``; None when the text is not a canonical list of card ids. Only old
    saves spell cards this way (see the module docstring)."""
    try:
        return _CARDS_SEEN[text]
    except (KeyError, TypeError):
        pass
    if type(text) is not str or len(text) > MAX_CARDS_TEXT or _CARDS.fullmatch(text) is None:
        return None
    found = tuple(map(int, text.split(",")))
    if len(_CARDS_SEEN) >= PARSE_CACHE_SIZE:
        _CARDS_SEEN.clear()
    _CARDS_SEEN[text] = found
    return found


def parse_tower(text: str) -> tuple[int, int] | None:
    """``"1.0"`` -> ``(1, 0)``; None when the text does not name a tower slot canonically."""
    try:
        return _TOWERS_SEEN[text]
    except (KeyError, TypeError):
        pass
    match = _TOWER.fullmatch(text) if type(text) is str and len(text) <= 32 else None
    if match is None:
        return None
    found = int(match[1]), int(match[2])
    if len(_TOWERS_SEEN) >= PARSE_CACHE_SIZE:
        _TOWERS_SEEN.clear()
    _TOWERS_SEEN[text] = found
    return found


# Commands are immutable values, so the hot paths share one object per distinct command instead of
# building a fresh dataclass each time the legal commands are listed.
_PLAY: dict[tuple, Play] = {}


# Every one-card Play, built once: ``PLAY1[seat][owner][slot][card]``.
_SEATS = max(MULTI_PLAYERS)
_SLOTS = max([LIGHT_SLOTS, TAROMA_PLAYER_SLOTS, *MULTI_SLOTS.values(), *TAROMA_DIFFICULTIES.values()])
PLAY1: list = [[[[Play(seat, (card,), f"{owner}.{slot}") for card in range(DECK_SIZE)] for slot in range(_SLOTS)]
                 for owner in range(_SEATS)] for seat in range(_SEATS)]


# The other commands the hot paths list, built once and indexed by seat (and card or slot).
DRAW1: list = [Draw(seat) for seat in range(_SEATS)]
DRAW_DISCARDING: list = [[Draw(seat, card) for card in range(DECK_SIZE)] for seat in range(_SEATS)]
RETURN1: list = [[Return(seat, f"{seat}.{slot}") for slot in range(_SLOTS)] for seat in range(_SEATS)]
DISCARD1: list = [[Discard(seat, card) for card in range(DECK_SIZE)] for seat in range(_SEATS)]
END_TURN1: list = [EndTurn(seat) for seat in range(_SEATS)]
END_GAME1: list = [EndGame(seat) for seat in range(_SEATS)]


def play(seat: int, cards: tuple[int, ...], owner: int, slot: int) -> Play:
    """The shared ``Play`` of ``cards`` (ascending ids) by ``seat`` on tower ``owner.slot``."""
    key = (seat, cards, owner, slot)
    cmd = _PLAY.get(key)
    if cmd is None:
        cmd = _PLAY[key] = Play(seat, cards, f"{owner}.{slot}")
    return cmd

