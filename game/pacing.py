"""The frame loop's pace: at most 60 frames a second, woken early by a phone's move.

``pygame.time.Clock.tick(60)`` sleeps until the next frame is due, whatever arrives meanwhile: a
phone's tap that reaches the server just after a frame waited up to a whole frame (16.7 ms) to be
applied, and issue 39 asks for 20 ms from tap to game at the 99th percentile, network included.
``FramePacer.wait`` sleeps the same way, but on an event that the phones' server sets (from its
own thread) when a move arrives: the next frame then starts at once, so the move is applied within
about a millisecond, no sooner than ``soonest`` after the last frame (a flood of messages cannot
make frames much more often than the screen shows them: the server's rate cap bounds it too).
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    import threading


class FramePacer:
    """Waits for the next frame (``wait``, on the frame loop); ``wake.set()`` from any thread ends
    the wait early."""

    def __init__(self, fps: float = 60.0, soonest: float = 1 / 240,
                 clock: Callable[[], float] = time.perf_counter):
        self.period = 1.0 / fps
        self.soonest = soonest
        self.clock = clock
        self._wake: threading.Event | None = None
        self._last: float | None = None

    @property
    def wake(self) -> threading.Event:
        """The event that ends a wait early. Made at its first use, which is on the frame loop's
        thread (the first ``wait``, which needs none, comes before it; a table hands it to the
        phones' server when it is built): importing ``threading`` costs ~3 M instructions that the
        app's first frame can do without."""
        if self._wake is None:
            import threading
            self._wake = threading.Event()
        return self._wake

    def wait(self) -> float:
        """Sleep until the next frame is due, or ``wake`` is set (but not before ``soonest`` after
        the last frame); returns the seconds since the last frame (0 the first time)."""
        now = self.clock()
        if self._last is None:
            self._last = now
            return 0.0
        early = self._last + self.soonest - now
        if early > 0:
            time.sleep(early)
        left = self._last + self.period - self.clock()
        if left > 0:
            self.wake.wait(left)
        self.wake.clear()
        now = self.clock()
        dt, self._last = now - self._last, now
        return dt
