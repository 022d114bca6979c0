"""What the Sky Towers table tests share: sessions with chosen people and bots, and positions
reached by letting the sensible bot play every seat."""
from __future__ import annotations

from game.session import Seat, Session
from rules.sky_towers import SensibleBot

NAMES = ("Ana", "Bo", "Cleo", "Dev")


def new_session(mode="multi", players=2, seed=1, humans=(0,), names=NAMES, options=None):
    """A Sky Towers session whose seats in ``humans`` are people and the others sensible bots."""
    seats = [Seat(n) if i in humans else Seat(n, "bot", "sensible") for i, n in enumerate(names[:players])]
    return Session.new("sky-towers", mode, seats, seed, options or {})


def advance(until, mode="multi", players=2, seeds=range(1, 300), max_steps=400, **kw):
    """A fresh session played by the sensible bot for every seat until ``until(state)`` holds while
    seat 0, the person, must decide. ``kw`` goes to ``new_session``."""
    for seed in seeds:
        s = new_session(mode, players, seed, **kw)
        for _ in range(max_steps):
            st = s.state
            if st.is_over:
                break
            if st.actor == 0 and until(st):
                return s
            s.submit(SensibleBot(st.actor, seed).choose(st.view(st.actor), st.legal_commands()))
    raise AssertionError("no such position found")
