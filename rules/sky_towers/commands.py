"""The decisions a Sky Towers player makes.

Towers are named ``"<owner>.<slot>"`` (the zone ``tower.<owner>.<slot>`` without its prefix), so
``tower="1.0"`` is seat 1's first tower slot. Command fields may only be int, str or bool, so a Play
of several cards (any number of 4s in one Play) lists their ids in one comma-separated string:
``Play(0, cards="12,40", tower="0.1")``, ids ascending (one spelling per group, so the legal
commands list each group exactly once).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..core import Command, CommandSet
from .cards import DECK_SIZE, LIGHT_SLOTS, MULTI_PLAYERS, MULTI_SLOTS, TAROMA_DIFFICULTIES, TAROMA_PLAYER_SLOTS


@dataclass(frozen=True)
class Play(Command):
    """Play: place ``cards`` (ids, comma-separated) from the hand on tower ``tower``."""
    cards: str
    tower: str
    name = "play"


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


@lru_cache(maxsize=None)
def parse_cards(text: str) -> tuple[int, ...] | None:
    """``"12,40"`` -> ``(12, 40)``; None when the text is not a list of card ids."""
    if not isinstance(text, str) or not text:
        return None
    out = []
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or not part.isascii():
            return None
        out.append(int(part))
    return tuple(out)


@lru_cache(maxsize=None)
def parse_tower(text: str) -> tuple[int, int] | None:
    """``"1.0"`` -> ``(1, 0)``; None when the text does not name a tower slot."""
    if not isinstance(text, str):
        return None
    parts = text.split(".")
    if len(parts) != 2 or not all(p.isdigit() and p.isascii() for p in parts):
        return None
    return int(parts[0]), int(parts[1])


# Commands are immutable values, so the hot paths share one object per distinct command instead of
# building a fresh dataclass each time the legal commands are listed.
_PLAY: dict[tuple, Play] = {}


# Every one-card Play, built once: ``PLAY1[seat][owner][slot][card]``.
_SEATS = max(MULTI_PLAYERS)
_SLOTS = max([LIGHT_SLOTS, TAROMA_PLAYER_SLOTS, *MULTI_SLOTS.values(), *TAROMA_DIFFICULTIES.values()])
PLAY1: list = [[[[Play(seat, str(card), f"{owner}.{slot}") for card in range(DECK_SIZE)] for slot in range(_SLOTS)]
                 for owner in range(_SEATS)] for seat in range(_SEATS)]


# The other commands the hot paths list, built once and indexed by seat (and card or slot).
DRAW1: list = [Draw(seat) for seat in range(_SEATS)]
DRAW_DISCARDING: list = [[Draw(seat, card) for card in range(DECK_SIZE)] for seat in range(_SEATS)]
RETURN1: list = [[Return(seat, f"{seat}.{slot}") for slot in range(_SLOTS)] for seat in range(_SEATS)]
DISCARD1: list = [[Discard(seat, card) for card in range(DECK_SIZE)] for seat in range(_SEATS)]
END_TURN1: list = [EndTurn(seat) for seat in range(_SEATS)]
END_GAME1: list = [EndGame(seat) for seat in range(_SEATS)]


def play(seat: int, cards: str, owner: int, slot: int) -> Play:
    key = (seat, cards, owner, slot)
    cmd = _PLAY.get(key)
    if cmd is None:
        cmd = _PLAY[key] = Play(seat, cards, f"{owner}.{slot}")
    return cmd

