"""The frame loop's pace (``game.pacing``): 60 frames a second, woken early by a phone's move
(issue 39: a tap is applied within 20 ms; a frame that slept through it cost up to 16.7 ms). No
timing is asserted but lower bounds (a sleep is never shorter than asked) and waits far shorter than
the period, so a busy machine cannot fail these."""
from __future__ import annotations

import threading
import time

from game.pacing import FramePacer


def test_without_a_wake_a_frame_waits_for_its_period():
    pacer = FramePacer(fps=20)
    assert pacer.wait() == 0.0              # the first frame starts at once
    assert pacer.wait() >= 0.049
    assert pacer.wait() >= 0.049


def test_a_wake_from_another_thread_starts_the_next_frame_at_once():
    pacer = FramePacer(fps=0.1)             # a 10 s frame: only the wake can end it soon
    pacer.wait()
    threading.Timer(0.05, pacer.wake.set).start()
    started = time.perf_counter()
    dt = pacer.wait()
    assert 0.04 <= dt < 5.0 and time.perf_counter() - started < 5.0
    assert not pacer.wake.is_set()          # taken: the frame after it waits again


def test_a_flood_of_wakes_cannot_start_frames_sooner_than_the_soonest():
    pacer = FramePacer(fps=0.1, soonest=0.02)
    pacer.wait()
    for _ in range(3):
        pacer.wake.set()
        assert pacer.wait() >= 0.019
