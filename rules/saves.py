"""JSON save files: setup + seed + the command log + the final state, replayed on load.

A save is ``{"format": "sky-table/save", "version": 1, "game", "mode", "seats", "seed",
"options", "commands", "snapshot", ...}``. Loading rebuilds the game from its setup, replays every
command through the rules and checks the result equals the snapshot, so a save can never smuggle
in a position the rules would not reach. Every problem becomes a ``SaveError`` whose message names
the file and the problem in one line; nothing here ever writes to a file it is reading.
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import registry
from .core import Command, GameState, Rejected

FORMAT = "sky-table/save"
VERSION = 1


class SaveError(Exception):
    """A save that cannot be used. ``str(error)`` is one line: '<file>: <problem>'.

    ``kind`` is ``"unreadable"`` (not a usable save at all) or ``"mismatch"`` (a well-formed save
    whose commands are illegal or do not reproduce its snapshot).
    """

    def __init__(self, message: str, kind: str = "unreadable"):
        super().__init__(message)
        self.kind = kind


@dataclass
class Replay:
    """A save's game rebuilt: its setup, the commands and the state after all of them."""

    data: dict
    spec: registry.GameSpec
    commands: list[Command]
    state: GameState
    initial: GameState = field(repr=False, default=None)

    def states(self) -> list[GameState]:
        """The state before the first command and after each one: for watching a replay."""
        current = self.initial.copy()
        out = [current.copy()]
        for cmd in self.commands:
            current.apply(cmd)
            out.append(current.copy())
        return out


def make_save(game: str, mode: str, seats: list[dict], seed: Any, options: dict,
              commands: list[Command], state: GameState, **extra: Any) -> dict:
    """The save document for a game; ``extra`` adds fields such as the creation time."""
    data = {"format": FORMAT, "version": VERSION, "game": game, "mode": mode,
            "seats": [dict(s) for s in seats], "seed": seed, "options": dict(options),
            "commands": [c.to_json() for c in commands], "snapshot": state.to_json(),
            "status": "finished" if state.is_over else "in progress", "step": state.step}
    data.update(extra)
    return data


def write_save(path: str | os.PathLike, data: dict) -> Path:
    """Write a save atomically (see ``write_json_atomic``)."""
    return write_json_atomic(path, data)


def write_json_atomic(path: str | os.PathLike, data: Any) -> Path:
    """Write JSON atomically: a temporary file beside the target, flushed to disk, then renamed,
    so a crash or a full disk leaves either the old file or the new one, never half of one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=1, sort_keys=False)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def read_save(path: str | os.PathLike) -> dict:
    """Parse and check the outer form of a save without replaying it."""
    name = Path(path).name
    try:
        raw = Path(path).read_bytes()
    except OSError as e:
        raise SaveError(f"{name}: cannot be read ({e.strerror or e})") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(f"{name}: is not a text file, so it is not a Sky Table save") from None
    except json.JSONDecodeError as e:
        raise SaveError(f"{name}: is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except RecursionError:
        raise SaveError(f"{name}: is nested too deeply to be a Sky Table save") from None
    return check_document(data, name)


def check_document(data: Any, name: str = "save") -> dict:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{name}: is not a Sky Table save (no \"format\": \"{FORMAT}\")")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise SaveError(f"{name}: save version {version!r} is not supported (this version reads {VERSION})")
    game = data.get("game")
    if game not in registry.GAMES:
        raise SaveError(f"{name}: unknown game {game!r}")
    spec = registry.GAMES[game]
    if not spec.available:
        raise SaveError(f"{name}: {spec.title} cannot be played in this version yet")
    if data.get("mode") not in spec.modes:
        raise SaveError(f"{name}: {spec.title} has no mode {data.get('mode')!r}")
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, dict) and isinstance(s.get("name"), str) for s in seats):
        raise SaveError(f"{name}: \"seats\" must be a list of seats, each with a name")
    if not isinstance(data.get("seed"), (int, str)) or isinstance(data.get("seed"), bool):
        raise SaveError(f"{name}: \"seed\" must be a number or a text")
    if not isinstance(data.get("options", {}), dict):
        raise SaveError(f"{name}: \"options\" must be an object")
    if not isinstance(data.get("commands"), list):
        raise SaveError(f"{name}: \"commands\" must be a list")
    if not isinstance(data.get("snapshot"), dict):
        raise SaveError(f"{name}: \"snapshot\" is missing")
    return data


def replay(data: dict, name: str = "save", verify: bool = True) -> Replay:
    """Rebuild the game of a checked save document; with ``verify``, compare it with the snapshot."""
    spec = registry.GAMES[data["game"]]
    try:
        initial = spec.new_game(data["mode"], len(data["seats"]), data["seed"], data.get("options") or {})
    except (ValueError, TypeError, LookupError) as e:
        raise SaveError(f"{name}: its setup cannot start a game ({e})") from None
    state = initial.copy()
    commands = []
    for i, raw in enumerate(data["commands"], start=1):
        try:
            cmd = state.parse_command(raw)
        except Rejected as e:
            raise SaveError(f"{name}: command {i} is malformed: {e.reason}") from None
        try:
            state.apply(cmd)
        except Rejected as e:
            raise SaveError(f"{name}: command {i} ({raw.get('cmd')}) is illegal at its step: {e.reason}",
                            kind="mismatch") from None
        commands.append(cmd)
    if verify:
        snapshot = data["snapshot"]
        actual = state.to_json()
        if actual != snapshot:
            where = sorted(k for k in set(actual) | set(snapshot) if actual.get(k) != snapshot.get(k))
            raise SaveError(f"{name}: replaying its {len(commands)} commands does not reproduce the saved "
                            f"snapshot (differs in: {', '.join(where[:5])})",
                            kind="mismatch")
    return Replay(data=data, spec=spec, commands=commands, state=state, initial=initial)


def load_save(path: str | os.PathLike, verify: bool = True) -> Replay:
    """Read, replay and verify a save file. Raises ``SaveError`` with a one-line message."""
    name = Path(path).name
    data = read_save(path)
    try:
        return replay(data, name, verify)
    except SaveError:
        raise
    except Exception as e:  # a foreign file can break a game's setup in ways no check foresaw
        raise SaveError(f"{name}: cannot be replayed ({type(e).__name__}: {e})") from None
