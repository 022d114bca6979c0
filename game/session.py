"""A game being played at the table: setup, the state, the command log, bots and autosave.

No pygame here: the table scene drives a session, and tests drive it directly.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from rules import registry
from rules.core import Bot, Command, Event, GameState, Rejected, bot_move
from rules.saves import SaveError, load_save, make_save, write_save

APP_VERSION = "0.1.0"


@dataclass
class Seat:
    name: str
    kind: str = "human"          # "human" or "bot"
    level: str | None = None      # the bot level when kind == "bot"

    def to_json(self) -> dict:
        data = {"name": self.name, "kind": self.kind}
        if self.kind == "bot":
            data["level"] = self.level
        return data

    @classmethod
    def from_json(cls, data: dict) -> "Seat":
        kind = data.get("kind", "human")
        return cls(str(data.get("name", "Player")), kind if kind in ("human", "bot") else "human",
                   data.get("level"))

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


@dataclass
class Session:
    game: str
    mode: str
    seats: list[Seat]
    seed: Any
    options: dict
    state: GameState
    commands: list[Command] = field(default_factory=list)
    autosave: Path | None = None
    created: str = ""

    # ------------------------------------------------------------------ making one
    @classmethod
    def new(cls, game: str, mode: str, seats: list[Seat], seed: Any, options: dict | None = None,
            autosave: Path | None = None) -> "Session":
        spec = registry.get(game)
        options = dict(options or {})
        options.setdefault("names", [s.name for s in seats])
        state = spec.new_game(mode, len(seats), seed, options)
        session = cls(game, mode, list(seats), seed, options, state, [], autosave, _now())
        session.save_autosave()
        return session

    @classmethod
    def load(cls, path: str | Path, autosave: Path | None = None) -> "Session":
        """Replay and verify a save; raises ``SaveError`` with a one-line message."""
        result = load_save(path)
        data = result.data
        return cls(data["game"], data["mode"], [Seat.from_json(s) for s in data["seats"]], data["seed"],
                   dict(data.get("options") or {}), result.state, list(result.commands), autosave,
                   str(data.get("created", "")))

    # ------------------------------------------------------------------ facts
    @property
    def spec(self) -> registry.GameSpec:
        return registry.get(self.game)

    def controller(self, actor: int | None) -> Seat | None:
        """The seat deciding for ``actor``; in a solo game one person controls every actor."""
        if actor is None:
            return None
        return self.seats[min(actor, len(self.seats) - 1)]

    def actor_is_bot(self) -> bool:
        seat = self.controller(self.state.actor)
        return bool(seat and seat.is_bot)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    # ------------------------------------------------------------------ playing
    def submit(self, command: Command) -> list[Event]:
        """Apply a command through the rules; on success log it and autosave. Raises ``Rejected``."""
        events = self.state.apply(command)
        self.commands.append(command)
        self.save_autosave()
        return events

    def bot_command(self) -> Command | None:
        """What the bot whose move it is decides, from its own seat's view only."""
        actor = self.state.actor
        seat = self.controller(actor)
        if seat is None or not seat.is_bot or self.state.is_over:
            return None
        bots = self.spec.bots
        bot: Bot = bots.get(seat.level or "", bots.get("sensible", next(iter(bots.values()))))(actor, self.seed)
        return bot_move(self.state, bot)

    # ------------------------------------------------------------------ saving
    def to_save(self) -> dict:
        return make_save(self.game, self.mode, [s.to_json() for s in self.seats], self.seed, self.options,
                         self.commands, self.state, created=self.created or _now(), saved=_now(),
                         app_version=APP_VERSION)

    def save_as(self, path: str | Path) -> Path:
        return write_save(path, self.to_save())

    def save_autosave(self) -> None:
        if self.autosave is not None:
            try:
                write_save(self.autosave, self.to_save())
            except OSError:
                # A full disk or a read-only folder must not stop the game; the table shows a
                # warning through ``autosave_ok``.
                self.autosave_ok = False
            else:
                self.autosave_ok = True

    autosave_ok: bool = True


def _now() -> str:
    return datetime.now(timezone.utc).astimezone().isoformat(timespec="seconds")


__all__ = ["Seat", "Session", "SaveError", "Rejected", "APP_VERSION"]
