"""Writing every game's save file off the frame loop.

The table hands over a finished JSON text after every command; a worker thread writes it
atomically (temporary file, fsync, rename). Only the newest pending text of each file is written:
when moves come faster than the disk, the older snapshots are skipped, never the latest. A failed
write is kept as ``problem`` (a sentence for the player) until a later write of the same file
succeeds; ``flush`` waits for everything pending, and ``close`` flushes and stops the worker.

The text is made on the caller's thread, so the worker never touches a game state that the next
command is already changing. No pygame here.
"""
from __future__ import annotations

import threading
from pathlib import Path

from rules.files import write_text_atomic


class SaveWriter:
    def __init__(self) -> None:
        self._pending: dict[Path, str] = {}
        self._failed: dict[Path, str] = {}
        self._busy = False
        self._closed = False
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        self.writes = 0           # files written (for tests and the benchmarks)

    # ------------------------------------------------------------------ the caller's side
    def put(self, path: Path, text: str) -> None:
        """Write ``text`` to ``path`` soon; replaces a text for the same file not written yet."""
        path = Path(path)
        with self._cond:
            if self._closed:
                raise RuntimeError("the save writer is closed")
            self._pending[path] = text
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="sky-table-saves", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until nothing is pending or being written; False if ``timeout`` ran out first."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._busy, timeout)

    def close(self, timeout: float = 5.0) -> bool:
        """Flush, then stop the worker. Later ``put`` calls raise."""
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout=0.5)
        return done

    @property
    def problem(self) -> str | None:
        """Why the last write of some file failed (None while every file is current)."""
        with self._cond:
            return next(iter(self._failed.values()), None)

    def failed(self, path: Path) -> bool:
        with self._cond:
            return Path(path) in self._failed

    # ------------------------------------------------------------------ the worker
    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending or self._closed)
                if not self._pending:
                    return          # closed and nothing left
                path, text = next(iter(self._pending.items()))
                del self._pending[path]
                self._busy = True
            problem = None
            try:
                write_text_atomic(path, text)
            except OSError as e:
                problem = f"{path.name} could not be written ({e.strerror or e})"
            except Exception as e:  # a writer that dies would silently stop every later save
                problem = f"{path.name} could not be written ({type(e).__name__})"
            with self._cond:
                self._busy = False
                self.writes += 1
                if problem is None:
                    self._failed.pop(path, None)
                else:
                    self._failed[path] = problem
                self._cond.notify_all()


__all__ = ["SaveWriter"]
