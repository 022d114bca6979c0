"""The player's settings: a small class saved as JSON beside the saves.

A missing file means defaults. A file that cannot be read or parsed also means defaults, and the
problem is returned as a sentence for the app to show; nothing here raises on bad input.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path


# The choices the settings screen offers; any value in range loads, these are just the presets.
# Slowest to fastest, "Instant" (no animation) last, as a person reads a scale.
ANIM_SPEEDS = [(0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast"), (0.0, "Instant")]
BOT_DELAYS = [(0.0, "None"), (0.3, "Short"), (0.6, "Normal"), (1.2, "Long"), (2.0, "Very long")]
VOLUMES = [(v, f"{v} %") for v in range(0, 101, 10)]     # the sound volume, percent
# "Demo when idle": minutes on the title before the bots start the demo (0: never).
# How long an expert bot thinks over one decision, in seconds (rules.search.THINK_CHOICES).
BOT_THINK = [(0.25, "Quick (0.25 s)"), (1.0, "Normal (1 s)"), (3.0, "Deep (3 s)")]
DEMO_IDLE = [(0, "Off"), (2, "After 2 minutes"), (5, "After 5 minutes"), (10, "After 10 minutes")]
# "Interface size", percent: the text of every table and menu grows by it (for TVs and projectors).
INTERFACE_SIZES = [(100, "100 %"), (125, "125 %"), (150, "150 %"), (200, "200 %")]
# "Big screen" (a TV seen from a couch): full screen at this interface size, the size the tables'
# maps are drawn for (their ``zones-200`` layer); the full-screen demo uses it too.
BIG_SCREEN = 200

_PERCENT = {"volume"}       # whole numbers 0-100 (a fraction in the file is rounded)

_LIMITS = {"anim_speed": (0.0, 4.0), "bot_delay": (0.0, 5.0), "bot_think": (0.05, 10.0)}
_WHOLE = {"demo_idle": (0, 60), "interface_size": (100, 200), "desk_interface_size": (100, 200)}      # whole numbers in a range (minutes; a fraction is rounded)
MAX_BYTES = 64 * 1024        # a real settings file is about 100 bytes


class Settings:
    """Each annotated class attribute below is a setting, its value the default; ``Settings(**values)``
    sets any of them. A plain class, not a dataclass: making a dataclass costs ~3 M instructions
    when this module is imported, on the way to the title's first frame."""

    anim_speed: float = 1.0      # 0 instant, 1 normal, 2 fast
    bot_delay: float = 0.6       # seconds a bot waits before it moves
    fullscreen: bool = False
    sound: bool = True           # sound effects on or off
    volume: int = 70             # their volume, 0-100 %
    demo_idle: int = 0           # minutes idle on the title before the demo starts; 0 off (DEMO_IDLE)
    bot_think: float = 1.0       # seconds an expert bot searches per decision (BOT_THINK)
    interface_size: int = 100    # percent: text and menus grown for a big screen (INTERFACE_SIZES)
    desk_interface_size: int = 100   # the interface size "Big screen" turned off goes back to

    def __init__(self, **values) -> None:
        for name, value in values.items():
            if name not in FIELDS:
                raise TypeError(f"Settings has no {name!r}")
            setattr(self, name, value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return "Settings(" + ", ".join(f"{name}={value!r}" for name, value in self.to_json().items()) + ")"

    def to_json(self) -> dict:
        return {name: getattr(self, name) for name in FIELDS}

    @classmethod
    def from_json(cls, data: object) -> "Settings":
        """Settings from parsed JSON; raises ``ValueError`` naming the first bad field."""
        if not isinstance(data, dict):
            raise ValueError("it is not a JSON object")
        values = {}
        for name in FIELDS:
            if name not in data:
                continue  # a newer field missing from an older file keeps its default
            value = data[name]
            if name in _PERCENT:
                if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
                    raise ValueError(f"'{name}' must be a number")
                if not 0 <= value <= 100:
                    raise ValueError(f"'{name}' must be between 0 and 100")
                value = int(round(value))
            elif name in _WHOLE:
                low, high = _WHOLE[name]
                if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
                    raise ValueError(f"'{name}' must be a number")
                if not low <= value <= high:
                    raise ValueError(f"'{name}' must be between {low} and {high}")
                value = int(round(value))
            elif name in _LIMITS:
                if isinstance(value, bool) or not isinstance(value, (int, float)):
                    raise ValueError(f"'{name}' must be a number")
                low, high = _LIMITS[name]
                if not low <= value <= high:
                    raise ValueError(f"'{name}' must be between {low:g} and {high:g}")
                value = float(value)
            elif not isinstance(value, bool):
                raise ValueError(f"'{name}' must be true or false")
            values[name] = value
        return cls(**values)

    @classmethod
    def load(cls, path: str | os.PathLike) -> tuple["Settings", str | None]:
        """(settings, problem): defaults and a one-line reason when the file is unusable."""
        path = Path(path)
        try:
            # Only a small regular file is opened: a FIFO or a device there must not hang the start.
            info = path.stat()
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES:
                return cls(), "Settings file is not a small regular file; using defaults."
            with open(path, "rb") as f:
                raw = f.read(MAX_BYTES + 1).decode("utf-8")
        except FileNotFoundError:
            return cls(), None
        except (OSError, UnicodeDecodeError) as e:
            return cls(), f"Settings file could not be read ({type(e).__name__}); using defaults."
        import json     # only once there is a file: without one the title's first frame needs no JSON
        try:
            return cls.from_json(json.loads(raw)), None
        except (json.JSONDecodeError, RecursionError):
            return cls(), "Settings file was damaged (not valid JSON); using defaults."
        except ValueError as e:
            return cls(), f"Settings file was damaged ({e}); using defaults."

    def save(self, path: str | os.PathLike) -> None:
        """Write atomically; raises ``OSError`` when the folder cannot be written."""
        from rules.files import write_json_atomic   # JSON and the atomic writer: not for the first frame
        write_json_atomic(path, self.to_json())


# The settings' names, in the file's order: the annotated attributes of ``Settings``.
FIELDS = tuple(Settings.__annotations__)


# =========================================================================== small JSON files

def read_small_json(path: str | os.PathLike, limit: int = MAX_BYTES) -> tuple[object, str | None]:
    """(parsed JSON, None) from a small regular file; (None, None) when there is no file; (None,
    a reason) when it cannot be used: not a regular file, too big, unreadable, not UTF-8, not
    JSON, nested too deep. Never raises, never hangs on a FIFO or a device."""
    import json
    path = Path(path)
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            return None, "it is not a regular file"
        if info.st_size > limit:
            return None, "it is too big"
        with open(path, "rb") as f:
            raw = f.read(limit + 1)
        if len(raw) > limit:
            return None, "it is too big"
        return json.loads(raw.decode("utf-8")), None
    except FileNotFoundError:
        return None, None
    except (OSError, UnicodeDecodeError) as e:
        return None, f"it could not be read ({type(e).__name__})"
    except (json.JSONDecodeError, RecursionError, ValueError):
        return None, "it is not valid JSON"


class JsonStore:
    """A small JSON document the app keeps beside the saves (setup memory, best scores).

    ``load`` never raises: a missing file is an empty document; a damaged one (or one that is not
    a file) is an empty document too, and the file is left where it is, untouched. Only when
    something new has to be written is a damaged file moved aside to ``<name>.damaged`` (never
    deleted: nothing a player made is removed without asking). Writes are atomic.
    """

    FILE = "store.json"

    def __init__(self, path: Path, data: dict | None = None, problem: str | None = None):
        self.path = Path(path)
        self.data: dict = data if isinstance(data, dict) else {}
        self.problem = problem

    @classmethod
    def load(cls, folder: str | os.PathLike | None = None):
        from . import paths
        path = Path(folder if folder is not None else paths.saves_dir()) / cls.FILE
        data, problem = read_small_json(path)
        if problem is None and data is not None and not isinstance(data, dict):
            problem = "it is not a JSON object"
        return cls(path, data if problem is None else None, problem)

    def save(self, writer=None) -> bool:
        """Write the document atomically; False (and nothing raised) when it cannot be written.
        ``writer`` (the app's ``SaveWriter``): written by its thread, off the frame loop, unless a
        damaged file must first be moved aside."""
        from rules.files import json_text, write_json_atomic
        try:
            if writer is not None and self.problem is None:
                try:
                    writer.put(self.path, json_text(self.data))
                    return True
                except RuntimeError:        # the writer is closed (the app closing): written here
                    pass
            if self.problem is not None and (self.path.exists() or self.path.is_symlink()):
                aside = self.path.with_name(self.path.name + ".damaged")
                n = 1
                while aside.exists() or aside.is_symlink():
                    n += 1
                    aside = self.path.with_name(f"{self.path.name}.damaged-{n}")
                self.path.rename(aside)
            write_json_atomic(self.path, self.data)
        except (OSError, TypeError, ValueError) as e:
            try:
                from .errors import log_error
                log_error(e, f"writing {self.path.name}")
            except Exception:
                pass
            return False
        self.problem = None
        return True


class SetupMemory(JsonStore):
    """The setup screen's last choices per game: ``{"games": {game: {...}}}``. What it holds is
    only a suggestion: the setup screen takes each value only when it is still a valid choice."""

    FILE = "setup.json"

    def choices(self, game: str) -> dict:
        games = self.data.get("games")
        found = games.get(game) if isinstance(games, dict) else None
        return found if isinstance(found, dict) else {}

    def remember(self, game: str, choices: dict, writer=None) -> bool:
        games = self.data.get("games")
        if not isinstance(games, dict):
            games = self.data["games"] = {}
        if games.get(game) == choices:
            return True
        games[game] = choices
        return self.save(writer)
