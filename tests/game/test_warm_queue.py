"""The art warm-up queue (``game.widgets.art.WarmQueue``): pieces made ahead of need in order, and
never one started that the frame's time left is unlikely to hold (that made the frames slow)."""
import time

from game.widgets.art import WarmQueue


def _sleeper(ms, made, name):
    def make():
        time.sleep(ms / 1000)
        made.append(name)
    return make


def test_pieces_are_made_in_the_planned_order():
    made = []
    q = WarmQueue(est_ms=0.0)
    q.plan(_sleeper(0, made, n) for n in "abc")
    assert q.run(1000) == 3
    assert made == ["a", "b", "c"] and len(q) == 0


def test_a_piece_the_budget_cannot_hold_waits_and_the_estimate_comes_down():
    made = []
    q = WarmQueue(est_ms=1.0)
    q.plan([_sleeper(20, made, "dear"), _sleeper(0, made, "cheap")])
    assert q.run(0.5) == 0 and made == []          # 1 ms expected, half a millisecond left
    assert q.est_ms < 1.0                           # a later frame will try
    assert q.run(1000) == 2 and made == ["dear", "cheap"]


def test_after_a_dear_piece_the_next_frame_does_not_start_one_it_cannot_finish():
    made = []
    q = WarmQueue(est_ms=0.0)
    q.plan([_sleeper(15, made, "dear"), _sleeper(0, made, "next")])
    assert q.run(5) == 1                            # the first: nothing was known of its cost
    assert q.est_ms >= 15
    assert q.run(5) == 0 and made == ["dear"]       # the estimate says it would overrun
