"""The Sky Towers cards, bonus cards and setup numbers, read from data.json."""
from __future__ import annotations

import json
from pathlib import Path

_DATA = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

_CARDS = sorted(_DATA["cards"], key=lambda c: c["value"])
VALUES: tuple[int, ...] = tuple(c["value"] for c in _CARDS)
MAX_VALUE = max(VALUES)
# Indexed by card value (index 0 unused), so a hot path needs no dictionary lookup.
KITES: tuple[int, ...] = tuple(next((c["kites"] for c in _CARDS if c["value"] == v), 0) for v in range(MAX_VALUE + 1))
FLAGS: tuple[int, ...] = tuple(next((c["flags"] for c in _CARDS if c["value"] == v), 0) for v in range(MAX_VALUE + 1))
EFFECTS: dict[int, str] = {c["value"]: c["effect"] for c in _CARDS}

TARGET: int = _DATA["target"]
HAND_SIZE: int = _DATA["hand_size"]
DISCARD_DOWN_TO: int = _DATA["discard_down_to"]
ACTIONS: int = _DATA["actions_per_turn"]
ACTIONS_LAST: int = _DATA["actions_last_turn"]

MULTI_PLAYERS: tuple[int, int] = tuple(_DATA["multi"]["players"])
MULTI_SLOTS: dict[int, int] = {int(k): v for k, v in _DATA["multi"]["tower_slots"].items()}

LIGHT_SLOTS: int = _DATA["light"]["tower_slots"]
LIGHT_DIFFICULTIES: dict[str, int] = dict(_DATA["light"]["difficulties"])
LIGHT_DEFAULT: str = _DATA["light"]["default"]
MASTER_BUILDER: int = _DATA["light"]["master_builder_score"]

TAROMA_PLAYER_SLOTS: int = _DATA["taroma"]["player_slots"]
TAROMA_DIFFICULTIES: dict[str, int] = dict(_DATA["taroma"]["difficulties"])
TAROMA_DEFAULT: str = _DATA["taroma"]["default"]
TAROMA_ROW: int = _DATA["taroma"]["row_size"]
TAROMA_ONE_TOTALS: tuple[int, ...] = tuple(_DATA["taroma"]["one_only_on_totals"])
TAROMA_NAME: str = _DATA["taroma"]["name"]

# The card effects the rules act on, by value (Light solitaire uses only ONE and TEN).
ONE, FOUR, FIVE, SIX, TEN = 1, 4, 5, 6, 10
EXTRA_ACTION = frozenset({8, 9})


def composition() -> list[int]:
    """Every tower card's value in a fixed order (the order before shuffling)."""
    out: list[int] = []
    for c in _CARDS:
        out.extend([c["value"]] * c["copies"])
    return out


DECK_SIZE = len(composition())


class BonusCard:
    """One bonus card: its id, name, kites, flags and the tower it rewards."""

    __slots__ = ("id", "name", "kites", "flags", "text", "rule")

    def __init__(self, data: dict):
        self.id = data["id"]
        self.name = data["name"]
        self.kites = data["kites"]
        self.flags = data.get("flags", 0)
        self.text = data.get("text", "")
        self.rule = dict(data["rule"])
        if self.rule["kind"] not in ("count", "only", "one_each", "distinct"):
            raise ValueError(f"unknown bonus rule {self.rule['kind']!r} in data.json")

    def matches(self, values: list[int]) -> bool:
        """Whether a completed tower with these card values earns this bonus card."""
        rule = self.rule
        kind = rule["kind"]
        if kind == "count":          # exactly n cards of one value
            return values.count(rule["value"]) == rule["n"]
        if kind == "only":           # every card among the listed values
            allowed = rule["values"]
            return all(v in allowed for v in values)
        if kind == "one_each":       # exactly one card of each listed value and nothing else
            return sorted(values) == sorted(rule["values"])
        return len(set(values)) == rule["n"]   # "distinct": exactly n different values

    def to_json(self) -> dict:
        return {"id": self.id, "name": self.name, "kites": self.kites, "flags": self.flags, "text": self.text}


BONUS_CARDS: tuple[BonusCard, ...] = tuple(BonusCard(b) for b in _DATA["bonus_cards"])
