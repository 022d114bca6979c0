"""The player's settings: a small dataclass saved as JSON beside the saves.

A missing file means defaults. A file that cannot be read or parsed also means defaults, and the
problem is returned as a sentence for the app to show; nothing here raises on bad input.
"""
from __future__ import annotations

import json
import os
import stat
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from rules.saves import write_json_atomic

# The choices the settings screen offers; any value in range loads, these are just the presets.
ANIM_SPEEDS = [(0.0, "Instant"), (0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast")]
BOT_DELAYS = [(0.0, "None"), (0.3, "Short"), (0.6, "Normal"), (1.2, "Long"), (2.0, "Very long")]

_LIMITS = {"anim_speed": (0.0, 4.0), "bot_delay": (0.0, 5.0)}
MAX_BYTES = 64 * 1024        # a real settings file is about 100 bytes


@dataclass
class Settings:
    anim_speed: float = 1.0      # 0 instant, 1 normal, 2 fast
    bot_delay: float = 0.6       # seconds a bot waits before it moves
    fullscreen: bool = False
    sound: bool = True

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> "Settings":
        """Settings from parsed JSON; raises ``ValueError`` naming the first bad field."""
        if not isinstance(data, dict):
            raise ValueError("it is not a JSON object")
        values = {}
        for f in fields(cls):
            if f.name not in data:
                continue  # a newer field missing from an older file keeps its default
            value = data[f.name]
            if f.name in _LIMITS:
                if isinstance(value, bool) or not isinstance(value, (int, float)):
                    raise ValueError(f"'{f.name}' must be a number")
                low, high = _LIMITS[f.name]
                if not low <= value <= high:
                    raise ValueError(f"'{f.name}' must be between {low:g} and {high:g}")
                value = float(value)
            elif not isinstance(value, bool):
                raise ValueError(f"'{f.name}' must be true or false")
            values[f.name] = value
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
        try:
            return cls.from_json(json.loads(raw)), None
        except (json.JSONDecodeError, RecursionError):
            return cls(), "Settings file was damaged (not valid JSON); using defaults."
        except ValueError as e:
            return cls(), f"Settings file was damaged ({e}); using defaults."

    def save(self, path: str | os.PathLike) -> None:
        """Write atomically; raises ``OSError`` when the folder cannot be written."""
        write_json_atomic(path, self.to_json())

