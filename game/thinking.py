"""An expert bot's search, run on a worker thread so the table keeps drawing while it thinks.

The search is pure Python, so the thread and the frame loop share the interpreter lock. Python
hands the lock over every ``sys.getswitchinterval()`` (5 ms by default), which would add up to a
few such waits to every frame; while a search runs the interval is 1 ms, so a frame waits at most
about that long each time it asks for the lock, and the old interval comes back when it ends.

The worker gets its own copy of the state and only the bot (which sees its seat's view, nothing
else); the answer is used only if the game is still where it was asked (``step``), so an undo, a
loaded game or a table left meanwhile never receives a stale move.
"""
from __future__ import annotations

import sys
import threading
from contextlib import contextmanager
from typing import Any, Callable

from rules.core import bot_move

THINK_SWITCH_INTERVAL = 0.001
_lock = threading.Lock()
_running = 0
_saved_interval: float | None = None


def _enter() -> None:
    global _running, _saved_interval
    with _lock:
        if _running == 0:
            _saved_interval = sys.getswitchinterval()
            sys.setswitchinterval(THINK_SWITCH_INTERVAL)
        _running += 1


def _leave() -> None:
    global _running
    with _lock:
        _running -= 1
        if _running == 0 and _saved_interval is not None:
            sys.setswitchinterval(_saved_interval)


@contextmanager
def sharing_interpreter():
    """Around pure-Python work on a thread beside the frame loop (a search, checking saves): the
    short switch interval above while it runs."""
    _enter()
    try:
        yield
    finally:
        _leave()


class Thought:
    """One decision being searched: ``done``, then ``command`` (or ``error``) for ``key``."""

    def __init__(self, key: Any, state, bot, on_error: Callable[[BaseException], None] | None = None):
        self.key = key
        self.command = None
        self.error: BaseException | None = None
        self.bot = bot
        self._done = threading.Event()
        self._state = state.copy()
        self._on_error = on_error
        self._thread = threading.Thread(target=self._run, name="sky-table-bot", daemon=True)
        _enter()
        self._thread.start()

    def _run(self) -> None:
        try:
            self.command = bot_move(self._state, self.bot)
        except BaseException as exc:      # a bug in a bot: the table falls back, nothing is lost
            self.error = exc
        finally:
            _leave()
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)
