"""A game being played at the table: setup, the state, the command log, undo, bots and its save file.

Every game has a file of its own (``autosave``, named by ``game.library``) that is kept current
after every command: through the app's ``SaveWriter`` (``writer``) off the frame loop, or written at
once where there is no writer (tools, tests). No pygame here: the table scene drives a session, and
tests drive it directly.

Undo, as ``Board.push``/``pop`` in python-chess: ``submit`` applies a command, logs it and keeps
what is needed to take it back; ``can_undo()`` says whether the last command may be taken back and
``undo()`` does it (the state goes back to a snapshot taken before the command, the log is cut, the
file follows, so the save still replays to its snapshot). Which steps may be taken back is the
game's rule, ``TableSpec.undo(command, events)`` in its table package's spec: True when nothing up to and including that command may be
taken back (it drew or revealed something hidden, or moved the turn on). A game without one has
no undo. Only a person's own commands are ever taken back, only while that person is still to
decide and the game is not over: a bot's command, or a command for another seat, draws a line.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, NamedTuple

from rules import registry
from rules.core import Bot, Command, Event, GameState, Rejected, bot_move
from rules.saves import SaveError, load_save, make_save, write_save, write_text_atomic

from .tables import table_for

APP_VERSION = "0.1.0"


@dataclass
class Seat:
    name: str
    kind: str = "human"          # "human" or "bot"
    level: str | None = None      # the bot level when kind == "bot"
    # A person playing on their own phone (game/phones), not at the screen. Saved as a person with
    # "phone": true (the save format knows people and bots; its links are never saved), so a
    # continued game seats the person at a phone again, with a new link.
    phone: bool = False

    def to_json(self) -> dict:
        data = {"name": self.name, "kind": self.kind}
        if self.kind == "bot":
            data["level"] = self.level
        elif self.phone:
            data["phone"] = True
        return data

    @classmethod
    def from_json(cls, data: dict) -> "Seat":
        kind = data.get("kind", "human")
        kind = kind if kind in ("human", "bot") else "human"
        return cls(str(data.get("name", "Player")), kind, data.get("level"),
                   phone=kind == "human" and data.get("phone") is True)

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


UndoRule = Callable[[Command, list[Event]], bool]


def undo_rule(game: str) -> UndoRule | None:
    """The game's undo rule (``TableSpec.undo``: is this command a barrier nothing before can be
    taken back across?), or None when the game has no undo. A table that fails to load raises."""
    return table_for(game).undo


class UndoPoint(NamedTuple):
    """What taking one command back needs: the state before it, the log's length before it, the
    seat that made it, and the command (to check the log still ends with it)."""
    before: GameState
    length: int
    actor: int
    command: Command


@dataclass
class Session:
    game: str
    mode: str
    seats: list[Seat]
    seed: Any
    options: dict
    state: GameState
    commands: list[Command] = field(default_factory=list)
    autosave: Path | None = None      # this game's own file, kept current after every command
    created: str = ""
    writer: Any = None                # a game.autosave.SaveWriter; None: write at once
    loaded_id: str = ""               # the "id" of the save this session was loaded from
    think: Any = None                 # an expert bot's budget (seconds or rules.search.Budget); None: 1 s

    # ------------------------------------------------------------------ making one
    @classmethod
    def new(cls, game: str, mode: str, seats: list[Seat], seed: Any, options: dict | None = None,
            autosave: Path | None = None, writer: Any = None) -> "Session":
        spec = registry.get(game)
        options = dict(options or {})
        options.setdefault("names", [s.name for s in seats])
        state = spec.new_game(mode, len(seats), seed, options)
        session = cls(game, mode, list(seats), seed, options, state, [], autosave, _now(), writer)
        session.save_autosave()
        return session

    @classmethod
    def load(cls, path: str | Path, autosave: Path | None = None) -> "Session":
        """Replay and verify a save; raises ``SaveError`` with a one-line message."""
        result = load_save(path)
        data = result.data
        loaded_id = data.get("id") if isinstance(data.get("id"), str) else ""
        return cls(data["game"], data["mode"], [Seat.from_json(s) for s in data["seats"]], data["seed"],
                   dict(data.get("options") or {}), result.state, list(result.commands), autosave,
                   str(data.get("created", "")), loaded_id=loaded_id)

    @classmethod
    def resume(cls, path: str | Path, library, writer: Any = None) -> "Session":
        """A save to play on. The game's own file (see ``game.library``) is written on in place;
        any other save (one the player named, an old one) is copied into a new file of the
        library first, so the file the player made stays as it was. Raises ``SaveError``."""
        path = Path(path)
        session = cls.load(path)
        session.writer = writer
        if session.loaded_id and session.loaded_id == path.stem:
            session.autosave = path
        else:
            session.autosave = library.new_game_path(session.game)
            session.save_autosave()
        return session

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
        """Apply a command through the rules; on success log it, keep what undoing it needs (see
        the module docstring) and autosave; returns its events. Raises ``Rejected`` (nothing
        changed then)."""
        point = self._undo_point(command)
        events = self.state.apply(command)
        self.commands.append(command)
        points = self._undo_points
        if point is None or self._rule(command, events):
            points.clear()
        else:
            if points and points[-1].actor != point.actor:
                points.clear()
            points.append(point)
        self.save_autosave()
        return events

    # ------------------------------------------------------------------ undo
    def can_undo(self) -> bool:
        """Whether ``undo()`` would take the last command back: a person's command that drew no
        line, made for the seat that is still to decide, in a game that is not over."""
        points = self._undo_points
        if not points:
            return False
        last = points[-1]
        st = self.state
        return (not st.is_over and st.actor == last.actor and len(self.commands) == last.length + 1
                and self.commands[-1] is last.command)

    def undo(self) -> Command | None:
        """Take the last command back (the state before it, the log without it, the file brought up
        to date); returns that command, or None (and changes nothing) when it cannot be undone."""
        if not self.can_undo():
            return None
        point = self._undo_points.pop()
        self.state = point.before
        del self.commands[point.length:]
        self.save_autosave()
        return point.command

    def mark(self) -> None:
        """Draw a line: nothing played so far can be undone."""
        self._undo_points.clear()

    @property
    def _undo_points(self) -> list[UndoPoint]:
        return self.__dict__.setdefault("_undo", [])

    def _rule(self, command: Command, events: list[Event]) -> bool:
        """True when ``command`` draws a line (always, for a game without undo)."""
        rule = undo_rule(self.game)
        return True if rule is None else bool(rule(command, events))

    def _undo_point(self, command: Command) -> UndoPoint | None:
        """The point to keep before ``command``, or None when it could never be taken back (a bot's
        or nobody's move, a game without undo, a game that is over)."""
        st = self.state
        actor = st.actor
        if actor is None or st.is_over or command.seat != actor:
            return None
        seat = self.controller(actor)
        if seat is None or seat.is_bot or undo_rule(self.game) is None:
            return None
        return UndoPoint(st.copy(), len(self.commands), actor, command)

    def bot_command(self) -> Command | None:
        """What the bot whose move it is decides, from its own seat's view only."""
        bot = self.bot()
        return None if bot is None else bot_move(self.state, bot)

    def bot(self) -> Bot | None:
        """The bot whose move it is (None: a person's move, or the game is over)."""
        actor = self.state.actor
        seat = self.controller(actor)
        if seat is None or not seat.is_bot or self.state.is_over:
            return None
        return self.make_bot(seat.level or "", actor)

    def make_bot(self, level: str, actor: int) -> Bot:
        """A bot of ``level`` (the sensible one if the game has no such level) for place ``actor``;
        an expert gets the session's think budget."""
        bots = self.spec.bots
        cls = bots.get(level, bots.get("sensible", next(iter(bots.values()))))
        if getattr(cls, "level", "") == "expert":
            from rules.search import budget_from
            return cls(actor, self.seed, budget=budget_from(self.think))
        return cls(actor, self.seed)

    def thinks(self) -> bool:
        """Whether the bot to move searches (an expert): the table lets it think off the frame loop."""
        bot_seat = self.controller(self.state.actor)
        if bot_seat is None or not bot_seat.is_bot or self.state.is_over:
            return False
        cls = self.spec.bots.get(bot_seat.level or "")
        return getattr(cls, "level", "") == "expert"

    # ------------------------------------------------------------------ saving
    @property
    def game_id(self) -> str:
        """The name of this game in the library: its own file's name, else the one it came from."""
        return self.autosave.stem if self.autosave is not None else self.loaded_id

    def to_save(self) -> dict:
        data = self._save_head()
        data["commands"] = [j for _c, j, _t in self._command_cache()]
        return data

    def _save_head(self) -> dict:
        """The save document without its commands."""
        extra = {"id": self.game_id} if self.game_id else {}
        return make_save(self.game, self.mode, [s.to_json() for s in self.seats], self.seed, self.options,
                         [], self.state, created=self.created or _now(), saved=_now("milliseconds"),
                         app_version=APP_VERSION, **extra)

    def save_as(self, path: str | Path) -> Path:
        return write_save(path, self.to_save())

    def save_text(self) -> str:
        """The save as compact JSON, made on this thread so the writer never reads a state the next
        command is changing. Each command's text is made once and joined: the log is most of a
        save, and encoding it again after every command would cost the frame loop."""
        head = self._save_head()
        head.pop("commands", None)
        text = json.dumps(head, ensure_ascii=False)
        body = ",".join(t for _c, _j, t in self._command_cache())
        return f'{text[:-1]}, "commands": [{body}]}}' if head else f'{{"commands": [{body}]}}'

    def save_autosave(self) -> None:
        """Bring this game's own file up to date (through the writer when there is one)."""
        if self.autosave is None:
            return
        text = self.save_text()
        if self.writer is not None:
            self.writer.put(self.autosave, text)
            return
        try:
            write_text_atomic(self.autosave, text)
        except OSError:
            # A full disk or a read-only folder must not stop the game; ``autosave_ok`` tells.
            self.autosave_ok = False
        else:
            self.autosave_ok = True

    def _command_cache(self) -> list[tuple[Command, dict, str]]:
        """(command, its JSON, its text) for the log, made once per command: undo may cut the log
        and new commands follow, so the cache is matched to the log by identity, not by length."""
        cache = self.__dict__.setdefault("_json_cache", [])
        n = 0
        limit = min(len(cache), len(self.commands))
        while n < limit and cache[n][0] is self.commands[n]:
            n += 1
        del cache[n:]
        for c in self.commands[n:]:
            j = c.to_json()
            cache.append((c, j, json.dumps(j, ensure_ascii=False)))
        return cache

    @property
    def save_ok(self) -> bool:
        """False while the last write of this game's file failed."""
        if self.writer is not None and self.autosave is not None:
            return not self.writer.failed(self.autosave)
        return self.autosave_ok

    autosave_ok: bool = True


def _now(timespec: str = "seconds") -> str:
    return datetime.now(timezone.utc).astimezone().isoformat(timespec=timespec)


__all__ = ["Seat", "Session", "UndoPoint", "undo_rule", "SaveError", "Rejected", "APP_VERSION"]
