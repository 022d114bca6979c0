"""JSON save files: setup + seed + the command log + the final state, replayed on load.

A save is ``{"format": "sky-table/save", "version": 1, "game", "mode", "seats", "seed",
"options", "commands", "snapshot", "status", "step", "seal", ...}``. Loading rebuilds the game
from its setup, replays every command through the rules and checks the result equals the
snapshot (strictly: ``1``, ``1.0`` and ``true`` differ), so a save can never smuggle in a position
the rules would not reach. ``seal`` holds a copy of what the replay cannot check by itself (the
seats: who is a person and who a bot of which level); verifying compares it strictly with
``seats``, so editing one of them alone is a mismatch. Saves written before ``seal`` existed have
none and still load, with every other check.

Every problem becomes a ``SaveError`` whose message names the file and the problem in one
printable line; no other exception leaves ``read_save``, ``check_document``, ``replay`` or
``load_save``, whatever the input. A file is checked before it is read (only a regular file of at
most ``MAX_FILE_BYTES`` is opened, and at most that many bytes plus one are read), and nothing
here ever writes to a file it is reading.
"""
from __future__ import annotations

import json
import math
import os
import stat
import sys
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import files, registry
from .core import Command, GameState, Rejected

# Atomic writes live in rules.files (the app's settings and autosave need them and nothing else of
# this module); they stay importable from here, as saves and outside tools have always had them.
TMP_NAME = files.TMP_NAME
write_json_atomic = files.write_json_atomic
write_text_atomic = files.write_text_atomic

FORMAT = "sky-table/save"
VERSION = 1

# Limits that no real save comes near, so that any file answers quickly (see DECISIONS.md, "Save
# files"). Measured with random bots: ``python -m rules simulate --game sky-towers --games 50
# --save-dir DIR`` (two seats, the longest games there are) wrote at most 78,420 bytes; 1,000 such
# games at most 1,918 commands and 133,602 bytes (that save loads and verifies in ~40 ms, ~21 us a
# command, so 20,000 commands replay in about 0.4 s). Sky 5 (five seats): 256 commands, 16 KB; Sky
# Totems: 188 commands, 19 KB; parsing a 4 MiB file of numbers takes ~0.12 s.
MAX_FILE_BYTES = 4 * 1024 * 1024      # 4 MiB: 30 times the largest save measured
MAX_COMMANDS = 20_000                 # 10 times the longest game measured
MAX_NAME_CHARS = 32                   # the setup screen allows 16
MAX_NAMES = 16                        # entries of options["names"]
# Options every game takes besides its own (``GameSpec.options``): the players' names, and the
# front end's "hints" (on in pass-and-play only when the setup said so). Any other key is refused.
FRONT_END_OPTIONS = frozenset({"names", "hints"})
MAX_SEED_CHARS = 256                  # the setup screen allows 24
MAX_SEED_DIGITS = 100                 # an integer seed; the setup screen makes at most 15 digits
MAX_MESSAGE_CHARS = 300               # one SaveError line
MAX_SHOWN_NAME_CHARS = 120            # a file name inside a message

SEAT_KINDS = ("human", "bot")


# =========================================================================== printable names

def printable(text: Any, limit: int | None = None) -> str:
    """``text`` with every character that cannot be shown on one line (control characters, NUL,
    lone surrogates, bidi overrides, line breaks...) replaced by U+FFFD, cut to ``limit``."""
    if not isinstance(text, str):
        if isinstance(text, (bytes, bytearray)):
            text = bytes(text).decode("utf-8", "replace")
        else:
            try:
                text = str(text)
            except Exception:
                text = f"<{type(text).__name__}>"
    try:   # bytes a file system name could not decode (surrogate escapes): decode them for real
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    except UnicodeEncodeError:
        pass  # other lone surrogates: replaced below
    if not text.isprintable():
        text = "".join(c if c.isprintable() else "\ufffd" for c in text)
    if limit is not None and len(text) > limit:
        text = text[:max(limit - 1, 0)] + "\u2026"
    return text


def display_name(path: Any) -> str:
    """The file name of ``path`` (str, bytes or path-like) as a printable, one-line string."""
    try:
        raw = os.fspath(path)
    except TypeError:
        return printable(path, MAX_SHOWN_NAME_CHARS)
    if isinstance(raw, bytes):
        base = os.path.basename(raw.rstrip(b"/" + os.sep.encode())) or raw
    else:
        base = Path(raw).name or raw
    return printable(base, MAX_SHOWN_NAME_CHARS) or "save"


def _show(value: Any, limit: int = 40) -> str:
    """A short readable form of a value found in a file, for messages."""
    if isinstance(value, str):
        return repr(printable(value, limit))
    if value is None or isinstance(value, (bool, float)):
        return repr(value)
    if isinstance(value, int):
        digits = len(str(value)) if -10 ** 30 < value < 10 ** 30 else None
        return repr(value) if digits is not None else "a number of over 30 digits"
    if isinstance(value, list):
        return "[...]"
    if isinstance(value, dict):
        return "{...}"
    return f"<{type(value).__name__}>"


def _exc_text(e: BaseException) -> str:
    try:
        return printable(str(e), 120)
    except Exception:
        return ""


# =========================================================================== errors

class SaveError(Exception):
    """A save that cannot be used. ``str(error)`` is one printable line: '<file>: <problem>'.

    ``kind`` is ``"unreadable"`` (not a usable save at all) or ``"mismatch"`` (a well-formed save
    whose commands are illegal or do not reproduce its snapshot or seats). ``name`` and
    ``problem`` are the two halves of the message.
    """

    def __init__(self, message: str, kind: str = "unreadable", *, name: str | None = None,
                 problem: str | None = None):
        message = printable(message, MAX_MESSAGE_CHARS)
        super().__init__(message)
        self.kind = kind
        if name is None or problem is None:
            name, _, problem = message.partition(": ")
        self.name = printable(name)
        self.problem = printable(problem)


def _fail(name: str, problem: str, kind: str = "unreadable") -> SaveError:
    problem = printable(problem, MAX_MESSAGE_CHARS)
    return SaveError(f"{name}: {problem}", kind, name=name, problem=problem)


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


# =========================================================================== writing

def make_save(game: str, mode: str, seats: list[dict], seed: Any, options: dict,
              commands: list[Command], state: GameState, **extra: Any) -> dict:
    """The save document for a game; ``extra`` adds fields such as the creation time."""
    seat_list = [dict(s) for s in seats]
    data = {"format": FORMAT, "version": VERSION, "game": game, "mode": mode,
            "seats": seat_list, "seed": seed, "options": dict(options),
            "commands": [c.to_json() for c in commands], "snapshot": state.to_json(),
            "status": "finished" if state.is_over else "in progress", "step": state.step,
            "seal": {"seats": json.loads(json.dumps(seat_list))}}
    data.update(extra)
    return data


def write_save(path: str | os.PathLike, data: dict) -> Path:
    """Write a save atomically (see ``write_json_atomic``)."""
    return write_json_atomic(path, data)


def folder_problem(folder: str | os.PathLike, write: bool = False) -> str | None:
    """Why the saves folder cannot be read (or, with ``write``, also written), in words, or None.
    A folder not made yet is no problem (the first save makes it) if its parent takes it."""
    folder = Path(folder)
    try:
        with os.scandir(folder) as entries:
            next(entries, None)
    except FileNotFoundError:
        pass
    except NotADirectoryError:
        return "is not a folder"
    except OSError as e:
        return f"cannot be read ({_os_reason(e)})"
    if write:
        there = folder
        while not there.exists() and there.parent != there:
            there = there.parent
        if not os.access(there, os.W_OK | os.X_OK):
            return "cannot be written (permission denied)"
    return None


# =========================================================================== reading

def _kind_of_file(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _os_reason(e: BaseException) -> str:
    if isinstance(e, OSError) and e.strerror:
        return printable(e.strerror, 80)
    return _exc_text(e) or type(e).__name__


def _too_large(name: str, size: int | None, max_bytes: int) -> SaveError:
    said = f"{size / 1048576:.1f} MiB; " if size is not None else ""
    return _fail(name, f"is too large to be a Sky Table save ({said}at most {max_bytes / 1048576:g} MiB)")


def read_bytes_capped(path: Any, name: str, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``, read without ever blocking on or
    reading from anything else (a pipe, a device, a folder). Raises ``SaveError``."""
    if not isinstance(path, (str, bytes, os.PathLike)):     # os.stat would take a descriptor
        raise _fail(name, "cannot be read (not a file name)")
    try:
        st = os.stat(path)
    except (OSError, ValueError, TypeError) as e:
        raise _fail(name, f"cannot be read ({_os_reason(e)})") from None
    if not stat.S_ISREG(st.st_mode):
        raise _fail(name, f"cannot be read (it is {_kind_of_file(st.st_mode)}, not a save file)")
    if st.st_size > max_bytes:
        raise _too_large(name, st.st_size, max_bytes)
    flags = os.O_RDONLY
    for extra in ("O_NONBLOCK", "O_CLOEXEC", "O_NOCTTY", "O_BINARY"):
        flags |= getattr(os, extra, 0)
    try:
        fd = os.open(path, flags)
    except (OSError, ValueError, TypeError) as e:
        raise _fail(name, f"cannot be read ({_os_reason(e)})") from None
    try:
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):   # swapped for something else since the first look
                raise _fail(name, f"cannot be read (it is {_kind_of_file(st.st_mode)}, not a save file)")
            if st.st_size > max_bytes:
                raise _too_large(name, st.st_size, max_bytes)
            chunks, total = [], 0
            while total <= max_bytes:
                chunk = os.read(fd, min(max_bytes + 1 - total, 1 << 20))
                if not chunk:
                    break
                chunks.append(chunk)
                total += len(chunk)
        except OSError as e:
            raise _fail(name, f"cannot be read ({_os_reason(e)})") from None
    finally:
        os.close(fd)
    if total > max_bytes:                       # it grew while being read
        raise _too_large(name, None, max_bytes)
    return b"".join(chunks)


class _BadNumber(ValueError):
    pass


def _no_constant(token: str):
    raise _BadNumber(f"{token} is not a JSON number")


def _one_value_per_key(pairs: list) -> dict:
    """A JSON object whose keys each come once: with a key twice, which value counts would be up to
    the reader (json keeps the last, others the first), so the file is refused instead."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen = set()
        twice = next(k for k, _ in pairs if k in seen or seen.add(k))
        raise _BadNumber(f"the key {_show(twice)} appears twice in one object")
    return out


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _BadNumber("a number is too large")
    return value


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 4300:
        raise _BadNumber("a number has too many digits")
    return int(text)


def parse_json(raw: bytes, name: str) -> Any:
    """The JSON value of a file's bytes; NaN, Infinity and numbers too long to read are refused."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _fail(name, "is not a text file, so it is not a Sky Table save") from None
    if text.startswith("\ufeff"):    # a byte order mark some editors add
        text = text[1:]
    hooks: dict = {"parse_constant": _no_constant, "parse_float": _finite_float,
                   "object_pairs_hook": _one_value_per_key}
    limit = getattr(sys, "get_int_max_str_digits", lambda: 4300)()
    if limit == 0 or limit > 4300:   # the interpreter's own guard is off: keep one of ours
        hooks["parse_int"] = _bounded_int
    try:
        return json.loads(text, **hooks)
    except _BadNumber as e:
        raise _fail(name, f"is not valid JSON ({e})") from None
    except json.JSONDecodeError as e:
        raise _fail(name, f"is not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except RecursionError:
        raise _fail(name, "is nested too deeply to be a Sky Table save") from None
    except ValueError as e:         # e.g. an integer beyond the interpreter's digit limit
        if "digits" in str(e):
            raise _fail(name, "is not valid JSON (a number has too many digits)") from None
        raise _fail(name, f"is not valid JSON ({_exc_text(e)})") from None
    except MemoryError:
        raise _fail(name, "is too large to be a Sky Table save") from None


@contextmanager
def _only_save_errors(name: str, failing: str):
    """Around each public entry point: nothing a file holds may escape as anything but a one-line
    ``SaveError`` ("<name>: <failing> (<what went wrong>)" for what no check foresaw)."""
    try:
        yield
    except SaveError:
        raise
    except RecursionError:
        raise _fail(name, "is nested too deeply to be a Sky Table save") from None
    except Exception as e:
        raise _fail(name, f"{failing} ({type(e).__name__}: {_exc_text(e)})") from None


def read_save(path: str | os.PathLike, *, max_bytes: int = MAX_FILE_BYTES) -> dict:
    """Read, parse and check the outer form of a save without replaying it."""
    name = display_name(path)
    with _only_save_errors(name, "cannot be read"):
        data = parse_json(read_bytes_capped(path, name, max_bytes), name)
        return check_document(data, name)


# =========================================================================== checking

def name_problem(name: Any) -> str | None:
    """Why ``name`` cannot be a seat's name, or None: a text of 1-32 printable characters (no
    control characters, NUL, lone surrogates or bidi overrides), not only spaces."""
    if not isinstance(name, str):
        return "is not a text"
    if len(name) > MAX_NAME_CHARS:
        return f"is longer than {MAX_NAME_CHARS} characters"
    if not name.strip():
        return "is empty"
    if not name.isprintable():
        return "has a character that cannot be shown (a control, bidi or unpaired character)"
    return None


def _check_seats(seats: Any, spec: registry.GameSpec, mode: str, name: str) -> None:
    if not isinstance(seats, list):
        raise _fail(name, "\"seats\" must be a list of seats, each with a name")
    low, high = spec.modes[mode]
    if not low <= len(seats) <= high:
        raise _fail(name, f"its setup cannot start a game ({spec.title} ({mode}) is for {low}-{high} seats, "
                          f"not {len(seats)})")
    levels = spec.bots
    for i, seat in enumerate(seats, start=1):
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str):
            raise _fail(name, "\"seats\" must be a list of seats, each with a name")
        why = name_problem(seat["name"])
        if why:
            raise _fail(name, f"seat {i}'s name {why}")
        kind = seat.get("kind", "human")
        if not isinstance(kind, str) or kind not in SEAT_KINDS:
            raise _fail(name, f"seat {i}'s kind must be \"human\" or \"bot\", not {_show(kind)}")
        level = seat.get("level")
        if kind == "bot":
            if not isinstance(level, str) or level not in levels:
                raise _fail(name, f"seat {i} is a bot of unknown level {_show(level)} "
                                  f"(levels: {', '.join(levels)})")
        elif level is not None:
            raise _fail(name, f"seat {i} is a person but has a bot level {_show(level)}")


def check_document(data: Any, name: str = "save") -> dict:
    """Check the outer form of a parsed save (no replay). Returns ``data``; raises ``SaveError``."""
    name = printable(name, MAX_SHOWN_NAME_CHARS)
    with _only_save_errors(name, "cannot be read"):
        return _check_document(data, name)


def _check_document(data: Any, name: str) -> dict:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _fail(name, f"is not a Sky Table save (no \"format\": \"{FORMAT}\")")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise _fail(name, f"save version {_show(version)} is not supported (this version reads {VERSION})")
    game = data.get("game")
    if not isinstance(game, str) or game not in registry.GAMES:
        raise _fail(name, f"unknown game {_show(game)}")
    spec = registry.GAMES[game]
    mode = data.get("mode")
    if not isinstance(mode, str) or mode not in spec.modes:
        raise _fail(name, f"{spec.title} has no mode {_show(mode)}")
    _check_seats(data.get("seats"), spec, mode, name)
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise _fail(name, "\"seed\" must be a number or a text")
    if isinstance(seed, int) and not -10 ** MAX_SEED_DIGITS < seed < 10 ** MAX_SEED_DIGITS:
        raise _fail(name, f"\"seed\" must have at most {MAX_SEED_DIGITS} digits")
    if isinstance(seed, str):
        if len(seed) > MAX_SEED_CHARS:
            raise _fail(name, f"\"seed\" must be at most {MAX_SEED_CHARS} characters")
        try:
            seed.encode("utf-8")
        except UnicodeEncodeError:
            raise _fail(name, "\"seed\" has an unpaired surrogate character") from None
    options = data.get("options", {})
    if options is not None and not isinstance(options, dict):
        raise _fail(name, "\"options\" must be an object")
    options = options or {}         # null: no options
    unknown = sorted(set(options) - set(spec.options) - FRONT_END_OPTIONS, key=str)
    if unknown:
        raise _fail(name, f"{spec.title} has no option {_show(unknown[0])}")
    if not isinstance(options.get("hints", False), bool):
        raise _fail(name, "the \"hints\" option must be true or false")
    names = options.get("names")
    if names is not None:
        if not isinstance(names, list) or len(names) > MAX_NAMES:
            raise _fail(name, f"\"options\" names must be a list of at most {MAX_NAMES} names")
        for i, n in enumerate(names, start=1):
            why = name_problem(n)
            if why:
                raise _fail(name, f"name {i} of the options {why}")
        # The names the game was played under are its seats' names, in their order: seats moved
        # around would pass a seat's hand-over to another person's hand.
        if names != [s["name"] for s in data["seats"]]:
            raise _fail(name, "its seats' names are not the names its game was played under", "mismatch")
    commands = data.get("commands")
    if not isinstance(commands, list):
        raise _fail(name, "\"commands\" must be a list")
    if len(commands) > MAX_COMMANDS:
        raise _fail(name, f"has {len(commands)} commands; no game is that long (at most {MAX_COMMANDS})")
    if not isinstance(data.get("snapshot"), dict):
        raise _fail(name, "\"snapshot\" is missing")
    if "seal" in data:
        seal = data["seal"]
        if not isinstance(seal, dict) or not isinstance(seal.get("seats"), list):
            raise _fail(name, "\"seal\" must be an object with the list of seats")
    return data


# =========================================================================== comparing

def same_json(a: Any, b: Any) -> bool:
    """Strict equality of JSON values: the same types (``1``, ``1.0`` and ``true`` differ), the
    same keys, lists in the same order. Iterative, so no nesting depth can overflow it."""
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        if type(x) is not type(y):
            return False
        if type(x) is dict:
            if len(x) != len(y) or x.keys() != y.keys():
                return False
            stack.extend((x[k], y[k]) for k in x)
        elif type(x) is list:
            if len(x) != len(y):
                return False
            stack.extend(zip(x, y))
        elif x != y:
            return False
    return True


_MISSING = object()


def _differences(actual: dict, snapshot: dict) -> list[str]:
    keys = list(actual) + [k for k in snapshot if k not in actual]
    return [printable(k, 30) for k in keys
            if not same_json(actual.get(k, _MISSING), snapshot.get(k, _MISSING))]


# =========================================================================== replaying

def replay(data: Any, name: str = "save", verify: bool = True) -> Replay:
    """Rebuild the game of a save document (checked again here); with ``verify``, compare it with
    its snapshot and its sealed seats. Raises only ``SaveError``."""
    name = printable(name, MAX_SHOWN_NAME_CHARS)
    # a foreign file can break a game's setup in ways no check foresaw
    with _only_save_errors(name, "cannot be replayed"):
        return _replay(check_document(data, name), name, verify)


def _replay(data: dict, name: str, verify: bool) -> Replay:
    spec = registry.GAMES[data["game"]]
    try:
        initial = spec.new_game(data["mode"], len(data["seats"]), data["seed"], dict(data.get("options") or {}))
    except (ValueError, TypeError, LookupError) as e:
        raise _fail(name, f"its setup cannot start a game ({_exc_text(e)})") from None
    state = initial.copy()
    commands = []
    for i, raw in enumerate(data["commands"], start=1):
        try:
            cmd = state.parse_command(raw)
        except Rejected as e:
            raise _fail(name, f"command {i} is malformed: {e.reason}") from None
        try:
            state.apply(cmd)
        except Rejected as e:
            raise _fail(name, f"command {i} ({cmd.name}) is illegal at its step: {e.reason}", "mismatch") from None
        commands.append(cmd)
    if verify:
        snapshot = data["snapshot"]
        actual = state.to_json()
        if not same_json(actual, snapshot):
            where = _differences(actual, snapshot)
            raise _fail(name, f"replaying its {len(commands)} commands does not reproduce the saved "
                              f"snapshot (differs in: {', '.join(where[:5])})", "mismatch")
        if "seal" in data and not same_json(data["seal"]["seats"], data["seats"]):
            raise _fail(name, "its seats do not match the seats sealed with its snapshot "
                              "(a seat was edited)", "mismatch")
        status = "finished" if state.is_over else "in progress"
        if "status" in data and not same_json(data["status"], status):
            raise _fail(name, f"its status {_show(data['status'])} does not match its replay ({status})",
                        "mismatch")
        if "step" in data and not same_json(data["step"], state.step):
            raise _fail(name, f"its step {_show(data['step'])} does not match its replay ({state.step})",
                        "mismatch")
    return Replay(data=data, spec=spec, commands=commands, state=state, initial=initial)


def load_save(path: str | os.PathLike, verify: bool = True) -> Replay:
    """Read, replay and verify a save file. Raises only ``SaveError``, with a one-line message."""
    name = display_name(path)
    with _only_save_errors(name, "cannot be replayed"):
        return replay(read_save(path), name, verify)
