"""rules.search: a playout that would never end is cut at ``Hooks.cap`` and valued, never a hang.

Seen in Sky Towers' Taroma solitaire: in a sampled world the playout policy refilled the deck with
its discards turn after turn, and a single decision searched forever (the suite stopped there)."""
from __future__ import annotations

import random

from rules.search import Budget, Hooks, decide


class Endless:
    """A two-seat game that never ends: each command passes the turn."""

    players = 2

    def __init__(self, actor: int = 0):
        self.actor = actor
        self.steps = 0

    @property
    def is_over(self) -> bool:
        return False

    def legal_commands(self):
        return ["left", "right"]

    def apply(self, command) -> None:
        self.steps += 1
        self.actor = 1 - self.actor


def test_an_endless_playout_is_cut_at_the_cap_and_counted_as_nobody_won():
    worlds = []

    def world(view, seat, rnd):
        worlds.append(Endless())
        return worlds[-1]

    hooks = Hooks(world=world, policy=lambda s, rnd: "left", cap=50)
    decision = decide(hooks, {}, 0, ["left", "right"], random.Random(1), Budget(iterations=6))
    assert decision.command in ("left", "right")
    assert decision.iterations == 6
    # One command to leave the root, then at most ``cap`` playout commands, in every iteration.
    assert max(w.steps for w in worlds) <= 50 + 2
    assert all(m.value == 0.0 for m in decision.moves if m.visits)


def test_a_cut_playout_is_valued_by_the_evaluation_when_the_game_has_one():
    hooks = Hooks(world=lambda v, seat, r: Endless(seat), policy=lambda s, rnd: "left", cap=10,
                  evaluate=lambda s: [0.25, 0.75])
    decision = decide(hooks, {}, 1, ["left", "right"], random.Random(2), Budget(iterations=4))
    assert all(m.value == 0.75 for m in decision.moves if m.visits)


def test_depth_below_the_cap_still_stops_a_playout_first():
    worlds = []

    def world(view, seat, rnd):
        worlds.append(Endless())
        return worlds[-1]

    hooks = Hooks(world=world, policy=lambda s, rnd: "left", cap=100, depth=3, evaluate=lambda s: [0.5, 0.5])
    decide(hooks, {}, 0, ["left", "right"], random.Random(3), Budget(iterations=4))
    assert max(w.steps for w in worlds) <= 3 + 2
