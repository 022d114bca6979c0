"""Bot against bot: how often one level beats another, with a 95 % interval.

    python bench/bot_duel.py [--game sky-5] [--a sensible] [--b random] [--games 300]
                             [--players 2,3] [--iterations N | --seconds S] [--jobs 2]
                             [--progress 20]
    python bench/bot_duel.py --game sky-towers --solo taroma --a expert --games 200 --iterations 300
    python bench/bot_duel.py --game sky-totems --solo solo --a expert --b sensible --games 100

Seats alternate between the two levels and the arrangement rotates with the game number, so
neither level gains from seat order. Each row gives the wins per seat held by each level (ties
split): with equal bots both would win 1/players of the time. The interval is Wilson's for the
first level's share of 2-player games (a proportion of games), and a normal one otherwise.

``--solo MODE`` plays a one-seat mode instead: ``taroma`` (Sky Towers against the automaton) prints
each level's win rate there; ``solo`` / ``light`` print each level's mean total score.

``--iterations`` gives the expert a fixed search per decision (reproducible; what the figures in
the README use), ``--seconds`` a think time. ``--jobs`` plays games in that many processes.
"""
from __future__ import annotations

import argparse
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

import _common  # noqa: F401
from rules import registry
from rules.core import bot_move


def make_bot(spec, level: str, seat: int, seed, budget):
    cls = spec.bots[level]
    if level == "expert" and budget is not None:
        return cls(seat, seed, budget=budget)
    return cls(seat, seed)


def _budget(iterations, seconds):
    if iterations is None and seconds is None:
        return None
    from rules.search import Budget
    return Budget(iterations=iterations, seconds=seconds)


def play_multi(job) -> tuple[list[str], list[int]]:
    game, players, g, a, b, iterations, seconds = job
    spec = registry.get(game)
    budget = _budget(iterations, seconds)
    seed = f"duel/{players}/{g}"
    levels = [a if (p + g) % 2 == 0 else b for p in range(players)]
    bots = [make_bot(spec, level, p, seed, budget) for p, level in enumerate(levels)]
    state = spec.new_game("multi", players, seed, {})
    while not state.is_over:
        state.apply(bot_move(state, bots[state.actor]))
    return levels, state.result()["winners"]


def play_solo(job) -> tuple[str, float, bool]:
    game, mode, g, level, iterations, seconds = job
    spec = registry.get(game)
    seed = f"solo/{mode}/{g}"
    state = spec.new_game(mode, 1, seed, {})
    budget = _budget(iterations, seconds)
    bots = {}
    while not state.is_over:
        actor = state.actor
        bot = bots.get(actor)
        if bot is None:
            bot = bots[actor] = make_bot(spec, level, actor, seed, budget)
        state.apply(bot_move(state, bot))
    result = state.result()
    return level, float(sum(state.scores())), 0 in result["winners"]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _run(fn, jobs, workers):
    """Results in the jobs' order, each as soon as it and those before it are done."""
    if workers <= 1:
        yield from map(fn, jobs)
        return
    with ProcessPoolExecutor(workers) as pool:
        yield from pool.map(fn, jobs, chunksize=1)


def _tally(args, done: int, wins: dict, seats: dict, start: float) -> None:
    # A 1 s think makes a 200-game run last an hour or more: a running figure lets a stopped run
    # still say something (the games are seeded by number, so the first N are the same N games).
    share = wins[args.a] / max(seats[args.a], 1)
    print(f"  after {done} games: {args.a} {share:.1%} ({time.perf_counter() - start:.0f} s)", flush=True)


def multi(args, spec) -> None:
    low, high = spec.modes["multi"]
    counts = [int(p) for p in args.players.split(",")] if args.players else list(range(max(low, 2), high + 1))
    print(f"{spec.title}, {args.games} games per row, {args.a} against {args.b}{_budget_words(args)}: wins per seat held")
    print(f"{'players':>7}  {args.a:>9}  {args.b:>9}  {'95 % interval (' + args.a + ')':>24}  seconds")
    for players in counts:
        start = time.perf_counter()
        jobs = [(args.game, players, g, args.a, args.b, args.iterations, args.seconds) for g in range(args.games)]
        wins = {args.a: 0.0, args.b: 0.0}
        seats = {args.a: 0, args.b: 0}
        for done, (levels, winners) in enumerate(_run(play_multi, jobs, args.jobs), 1):
            for level in levels:
                seats[level] += 1
            for w in winners:
                wins[levels[w]] += 1 / len(winners)
            if args.progress and done % args.progress == 0 and done < args.games:
                _tally(args, done, wins, seats, start)
        share_a = wins[args.a] / seats[args.a]
        if players == 2:
            lo, hi = wilson(wins[args.a], args.games)
        else:
            n = seats[args.a]
            half = 1.96 * math.sqrt(max(share_a * (1 - share_a), 1e-9) / n)
            lo, hi = max(0.0, share_a - half), min(1.0, share_a + half)
        print(f"{players:>7}  {share_a:>9.1%}  {wins[args.b] / seats[args.b]:>9.1%}  "
              f"{f'{lo:.1%} - {hi:.1%}':>24}  {time.perf_counter() - start:7.0f}")


def solo(args, spec) -> None:
    levels = [args.a] + ([args.b] if args.b and args.b != args.a else [])
    print(f"{spec.title}, {args.solo} mode, {args.games} games per level{_budget_words(args)}")
    for level in levels:
        start = time.perf_counter()
        jobs = [(args.game, args.solo, g, level, args.iterations, args.seconds) for g in range(args.games)]
        results = list(_run(play_solo, jobs, args.jobs))
        totals = [t for _l, t, _w in results]
        won = sum(1 for *_x, w in results if w)
        lo, hi = wilson(won, len(results))
        sd = statistics.stdev(totals) if len(totals) > 1 else 0.0
        half = 1.96 * sd / math.sqrt(len(totals))
        print(f"{level:>9}: mean total {statistics.mean(totals):.1f} (95 % interval +-{half:.1f}), "
              f"wins {won / len(results):.1%} ({lo:.1%} - {hi:.1%}), {time.perf_counter() - start:.0f} s")


def _budget_words(args) -> str:
    if args.iterations:
        return f", expert search {args.iterations} iterations a decision"
    if args.seconds:
        return f", expert search {args.seconds} s a decision"
    return ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=list(registry.GAMES), default="sky-5")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--a", default="sensible", help="the level measured (default sensible)")
    parser.add_argument("--b", default="random", help="its opponent (default random)")
    parser.add_argument("--players", help="seat counts, e.g. 2,3 (default: every count)")
    parser.add_argument("--solo", help="a one-seat mode instead: taroma, light (Sky Towers) or solo (Sky Totems)")
    parser.add_argument("--iterations", type=int, help="the expert's search per decision, in iterations")
    parser.add_argument("--seconds", type=float, help="the expert's search per decision, in seconds")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games side by side")
    parser.add_argument("--progress", type=int, metavar="N", help="print the figure so far every N games (duels of two or more seats)")
    args = parser.parse_args()
    spec = registry.get(args.game)
    if args.solo:
        solo(args, spec)
    else:
        multi(args, spec)


if __name__ == "__main__":
    main()
