"""Expert bots: information-set Monte Carlo tree search (ISMCTS) through the real rules.

A bot may know only its seat's view, so it cannot search the true game. Each iteration it samples
one *world*: a full state that agrees with everything the view shows (the table, its own hand, what
the history made public) and fills the rest (other hands, the deck's order, future dice, which
follow from a fresh seed) at random. That world comes from the game's ``world(view, seat, rnd)``,
which is handed the view and nothing else, so no sample can lean on the true hidden cards.

One tree is shared by all the worlds (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012):
its edges are commands, a node counts how often its command was *available* as well as how often it
was tried, and selection uses those counts in UCB1, so moves that exist only in some worlds (an
opponent's card) are judged fairly. A playout finishes the game with the game's ``policy`` (random
moves unless the game gives a cheap better one) or stops at ``depth`` and asks ``evaluate``.
Rewards are one number per seat in [0, 1]: a share of the win by default.

The budget is a number of iterations (reproducible: the same seed, view and budget give the same
move, which tests and benchmarks use) or seconds (the table's Settings: 0.25, 1 or 3).

A game adds an ``expert.py`` with the hooks (see ``Hooks``) and ``expert_bot(hooks)`` makes its bot
class; every hook but ``world`` has a default.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .core import Bot, Command, GameState

# UCB1's exploration constant for rewards in [0, 1]: sqrt(2) is the textbook value; a little less
# explores less among the many near-equal moves these games offer, and played better in duels.
EXPLORATION = 0.9
DEFAULT_SECONDS = 1.0
THINK_CHOICES = (0.25, 1.0, 3.0)    # the Settings' choices, in seconds


@dataclass(frozen=True)
class Budget:
    """How long one decision may think: ``iterations`` (reproducible) or ``seconds`` (the table)."""

    iterations: int | None = None
    seconds: float | None = None

    def __post_init__(self):
        if self.iterations is None and self.seconds is None:
            raise ValueError("a think budget needs iterations or seconds")


@dataclass
class Hooks:
    """What one game tells the search. Only ``world`` is required.

    - ``world(view, seat, rnd)``: a state whose ``view(seat)`` shows what ``view`` shows, with every
      hidden part drawn with ``rnd`` (and a seed of its own, so chance is sampled too).
    - ``policy(state, rnd)``: the playout's command for ``state.actor`` (it may read the whole
      sampled world: that world is the bot's own guess). Default: a uniform legal command.
    - ``reward(state)``: a finished game's value for each seat in [0, 1]. Default: a share of the win.
    - ``evaluate(state)``: the same for an unfinished state, when a playout stops at ``depth``.
    - ``depth``: the most playout commands (None: play to the end).
    - ``explain(view, command, stats)``: a short reason for a hint ("completes a tower of 21"), or
      None; ``stats`` is the move's ``MoveStats``.
    - ``prior(view, seat, legal)``: a cheap bot's choice (the sensible one's). The search overrules
      it only when another command's mean is better by more than ``margin`` standard errors: with a
      small budget, or among near-equal moves, the search's noise would otherwise pick worse moves
      than the cheap bot it is meant to beat.
    - ``cap``: the most commands of any playout, whatever ``depth`` says: in a sampled world a
      cheap policy may go round in circles (Taroma refilling the deck with its discards, turn after
      turn); a playout cut there is valued by ``evaluate``, else as a game nobody won.
    - ``searches(view)``: whether this decision is searched at all; when it says no, the prior's
      move is played at once (a game where the cheap bot is as good as a short search for most of
      the game, and the search pays only near the end).
    - ``candidates(view, seat, legal)``: the commands the search may choose among, where a game must
      keep some out of its reach (default: all of ``legal``): moves whose cost lies beyond every
      playout's horizon (in Sky Tango a self-destruction near the end refills the stack).
    """

    world: Callable[[Mapping, int, random.Random], GameState]
    policy: Callable[[GameState, random.Random], Command] | None = None
    reward: Callable[[GameState], list[float]] | None = None
    evaluate: Callable[[GameState], list[float]] | None = None
    depth: int | None = None
    explain: Callable[[Mapping, Command, "MoveStats"], str | None] | None = None
    prior: Callable[[Mapping, int, list[Command]], Command] | None = None
    margin: float = 1.0
    searches: Callable[[Mapping], bool] | None = None
    candidates: Callable[[Mapping, int, list[Command]], list[Command]] | None = None
    cap: int = 2000


@dataclass(frozen=True)
class MoveStats:
    """What the search learnt of one root command: tries and its mean value for the deciding seat."""

    command: Command
    visits: int
    value: float
    error: float = 1.0       # the standard error of ``value``


@dataclass
class Decision:
    """A search's outcome: the chosen command, every root command's figures, and the work done."""

    command: Command
    moves: list[MoveStats] = field(default_factory=list)
    iterations: int = 0
    seconds: float = 0.0

    def stats_of(self, command: Command) -> MoveStats | None:
        return next((m for m in self.moves if m.command == command), None)


class _Node:
    __slots__ = ("mover", "children", "visits", "avail", "total", "squares")

    def __init__(self, mover: int | None):
        self.mover = mover          # the seat whose command led here (its reward is what counts)
        self.children: dict[Command, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.squares = 0.0


def win_shares(state: GameState) -> list[float]:
    """1 for a sole winner, split among tied winners, 0 for the others."""
    winners = state.result().get("winners") or []
    shares = [0.0] * state.players
    for w in winners:
        shares[w] = 1.0 / len(winners)
    return shares


def seat_bots(load: Callable[[], type]) -> Callable[[int], Any]:
    """A per-seat bot for playouts, made once: ``seat_bots(load)(seat)``. ``load()`` returns the
    bot class and runs at the first call."""
    made: dict = {}

    def bot(seat: int):
        found = made.get(seat)
        if found is None:
            found = made[seat] = load()(seat, "playout")
        return found
    return bot


def random_policy(state: GameState, rnd: random.Random) -> Command:
    legal = state.legal_commands()
    return legal[rnd.randrange(len(legal))]


class Search:
    """One decision's tree, grown by ``run`` until its budget is spent."""

    def __init__(self, hooks: Hooks, view: Mapping, seat: int, legal: list[Command], rnd: random.Random):
        self.hooks = hooks
        self.view = view
        self.seat = seat
        self.legal = list(legal)
        self.rnd = rnd
        self.root = _Node(None)
        self.iterations = 0
        self.seconds = 0.0
        self._policy = hooks.policy or random_policy
        self._reward = hooks.reward or win_shares

    # ------------------------------------------------------------------ growing the tree
    def run(self, budget: Budget) -> Decision:
        """Search until ``budget`` is spent (a given number of iterations, else seconds)."""
        start = time.perf_counter()
        if budget.iterations is not None:
            for _ in range(budget.iterations):
                self.iterate()
        else:
            deadline = start + budget.seconds
            while True:
                self.iterate()
                if time.perf_counter() >= deadline:
                    break
        self.seconds += time.perf_counter() - start
        return self.decision()

    def iterate(self) -> None:
        rnd = self.rnd
        world = self.hooks.world(self.view, self.seat, rnd)
        node = self.root
        path = [node]
        first = True
        # Selection and expansion: walk down while every available command has been tried.
        while not world.is_over:
            # At the root the real legal commands are the bot's choices (the world agrees with the
            # view, so they are legal there too); below it, the world's own.
            legal = self.legal if first else world.legal_commands()
            first = False
            actor = world.actor
            children = node.children
            untried = []
            for c in legal:
                child = children.get(c)
                if child is None:
                    untried.append(c)
                else:
                    child.avail += 1
            if untried:
                c = untried[rnd.randrange(len(untried))]
                child = children[c] = _Node(actor)
                child.avail = 1
                world.apply(c)
                node = child
                path.append(node)
                break
            best, best_score = None, -1.0
            for c in legal:
                child = children[c]
                score = child.total / child.visits + EXPLORATION * math.sqrt(math.log(child.avail) / child.visits)
                if score > best_score:
                    best, best_score = c, score
            world.apply(best)
            node = children[best]
            path.append(node)
        # Playout.
        depth = self.hooks.depth
        limit = self.hooks.cap if depth is None else min(depth, self.hooks.cap)
        steps = 0
        policy = self._policy
        while not world.is_over and steps < limit:
            world.apply(policy(world, rnd))
            steps += 1
        if world.is_over:
            rewards = self._reward(world)
        elif self.hooks.evaluate is not None:
            rewards = self.hooks.evaluate(world)
        else:
            rewards = [0.0] * world.players
        for n in path:
            n.visits += 1
            if n.mover is not None:
                r = rewards[n.mover]
                n.total += r
                n.squares += r * r
        self.iterations += 1

    # ------------------------------------------------------------------ the answer
    def decision(self) -> Decision:
        moves = []
        for c in self.legal:
            child = self.root.children.get(c)
            if child is None or child.visits == 0:
                moves.append(MoveStats(c, 0, 0.0))
            else:
                n = child.visits
                mean = child.total / n
                var = max(0.0, child.squares / n - mean * mean)
                moves.append(MoveStats(c, n, mean, math.sqrt(var / n) if n > 1 else 1.0))
        # The most tried command is the robust choice; its value breaks ties, then the legal order.
        best = max(range(len(moves)), key=lambda i: (moves[i].visits, moves[i].value, -i))
        choice = moves[best]
        if self.hooks.prior is not None:
            prior = self.hooks.prior(self.view, self.seat, self.legal)
            mine = next((m for m in moves if m.command == prior), None)
            if mine is not None and mine is not choice:
                gap = choice.value - mine.value
                if mine.visits == 0 or gap <= self.hooks.margin * math.hypot(choice.error, mine.error):
                    choice = mine
        return Decision(choice.command, moves, self.iterations, self.seconds)


def decide(hooks: Hooks, view: Mapping, seat: int, legal: list[Command], rnd: random.Random,
           budget: Budget) -> Decision:
    """The search's choice among ``legal`` for ``seat`` (no search when there is one choice)."""
    if len(legal) == 1:
        return Decision(legal[0], [MoveStats(legal[0], 0, 0.0)])
    return Search(hooks, view, seat, legal, rnd).run(budget)


# What a bot built without a budget gets. The test suite sets a few iterations here (tests/conftest.py)
# so that games played with every level stay quick and reproducible.
DEFAULT_BUDGET = Budget(seconds=DEFAULT_SECONDS)


class ExpertBot(Bot):
    """The ``expert`` level: ISMCTS over worlds sampled from this seat's view (see the module)."""

    level = "expert"
    hooks: Hooks              # set by ``expert_bot``

    def __init__(self, seat: int, seed: Any = 0, budget: Budget | None = None):
        super().__init__(seat, seed)
        self.budget = budget or DEFAULT_BUDGET
        self.last: Decision | None = None

    def choose(self, view: Mapping, legal: list[Command]) -> Command:
        hooks = self.hooks
        if (len(legal) > 1 and hooks.prior is not None and hooks.searches is not None
                and not hooks.searches(view)):
            choice = hooks.prior(view, self.seat, legal)
            self.last = Decision(choice, [MoveStats(choice, 0, 0.0)])
            return choice
        if hooks.candidates is not None and len(legal) > 1:
            legal = hooks.candidates(view, self.seat, legal)
        self.last = decide(hooks, view, self.seat, legal, self.rng(view), self.budget)
        return self.last.command

    def explain(self, view: Mapping, decision: Decision | None = None) -> str | None:
        """A one-line reason for the last (or given) decision, for the hint button."""
        decision = decision or self.last
        if decision is None:
            return None
        stats = decision.stats_of(decision.command)
        if self.hooks.explain is not None:
            text = self.hooks.explain(view, decision.command, stats)
            if text:
                return text
        return odds(stats)


# A win rate from fewer played-out games than this says more about luck than about the move, so
# a reason quotes none below it.
QUOTED_FROM = 50


def odds(stats: MoveStats | None) -> str | None:
    """"wins 46% of 120 simulated games" for a move searched often enough to mean it, else None."""
    if stats is None or stats.visits < QUOTED_FROM:
        return None
    return f"wins {stats.value:.0%} of {stats.visits} simulated games"


def expert_bot(hooks: Hooks, name: str = "ExpertBot") -> type[ExpertBot]:
    """A game's expert bot class, built with ``(seat, seed, budget=None)`` like the other levels."""
    return type(name, (ExpertBot,), {"hooks": hooks, "__doc__": ExpertBot.__doc__})


def budget_from(value: Any) -> Budget:
    """A budget from a setting: seconds as a number, or {"iterations": n} / {"seconds": s}."""
    if isinstance(value, Budget):
        return value
    if isinstance(value, Mapping):
        its, secs = value.get("iterations"), value.get("seconds")
        if isinstance(its, int) and not isinstance(its, bool) and its > 0:
            return Budget(iterations=its)
        value = secs
    if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 < value <= 60:
        return Budget(seconds=float(value))
    return DEFAULT_BUDGET
