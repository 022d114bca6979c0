"""The error log: unexpected exceptions written to ``error.log`` in the saves folder.

Everything that guards against a failure (the app's frame loop, the scenes, the settings and
best-score files) logs through here, so a person never sees a traceback and a report can still
name what went wrong. Its own module, not part of the app, so that the modules the app is built
from can log without importing the app. No pygame here.
"""
from __future__ import annotations

import time
import traceback
from pathlib import Path

from . import paths


def log_error(exc: BaseException, where: str = "") -> Path | None:
    """Append the traceback to ``error.log`` in the saves folder; returns its path (None if the
    log cannot be written, which must not raise either)."""
    try:
        path = paths.saves_dir() / "error.log"
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > 1_000_000:
            path.replace(path.with_name("error.log.1"))
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"--- {stamp} {where}\n{text}\n")
        return path
    except Exception:
        return None


def main_loop_error(exc: BaseException) -> str:
    """Log an error from outside any scene; returns the one line to print."""
    path = log_error(exc, "main")
    where = f" (details in {path})" if path else ""
    return f"Sky Table stopped because of an error: {type(exc).__name__}{where}"


__all__ = ["log_error", "main_loop_error"]
