"""How long a bot takes to decide: every decision over whole games, per game.

    python bench/bot_think.py [--game sky-totems | --all] [--mode M] [--players N] [--games 20]
                              [--level sensible | expert] [--iterations N | --seconds S]

Times ``bot.choose(view, legal)`` plus building the seat's view and the legal commands, which is
what the table waits for. For the expert it also prints the search's iterations per second (over
the decisions that searched: one legal command needs no search). Target for Sky Totems' sensible
bot: 0.25 s per decision; an expert's decision lasts its budget.
"""
from __future__ import annotations

import argparse
import time

from _common import percentile, summary
from rules import registry


def measure(game: str, mode: str | None, players: int | None, games: int, level: str, budget) -> str:
    spec = registry.get(game)
    mode = mode or spec.default_mode
    players = players or (2 if mode == "multi" else spec.modes[mode][1])
    bot_class = spec.bots[level]
    times, rates = [], []
    for g in range(games):
        seed = f"think/{g}"
        state = spec.new_game(mode, players, seed, {})
        bots = {}
        while not state.is_over:
            actor = state.actor
            bot = bots.get(actor)
            if bot is None:
                bot = bots[actor] = bot_class(actor, seed, budget=budget) if level == "expert" else bot_class(actor, seed)
            start = time.perf_counter()
            cmd = bot.choose(state.view(actor), state.legal_commands())
            times.append(time.perf_counter() - start)
            last = getattr(bot, "last", None)
            if last is not None and last.iterations and last.seconds > 0:
                rates.append(last.iterations / last.seconds)
            state.apply(cmd)
    s = summary(times)
    line = (f"{spec.title} ({mode}, {players} seats), {level} bot, {len(times)} decisions in {games} games: "
            f"p50 {s['median'] * 1000:.1f} ms, p99 {percentile(times, 99) * 1000:.1f} ms, max {s['max'] * 1000:.1f} ms")
    if rates:
        line += f"; search {sorted(rates)[len(rates) // 2]:.0f} iterations/s (median of {len(rates)} searches)"
    return line


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=list(registry.GAMES), default="sky-totems")
    parser.add_argument("--all", action="store_true", help="every game, 2 seats")
    parser.add_argument("--mode")
    parser.add_argument("--players", type=int)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--level", default="sensible")
    parser.add_argument("--iterations", type=int, help="the expert's search per decision, in iterations")
    parser.add_argument("--seconds", type=float, help="the expert's search per decision, in seconds")
    args = parser.parse_args()
    budget = None
    if args.level == "expert":
        from rules.search import Budget
        budget = Budget(iterations=args.iterations) if args.iterations else Budget(seconds=args.seconds or 1.0)
    games = list(registry.GAMES) if args.all else [args.game]
    for game in games:
        spec = registry.get(game)
        if args.level not in spec.bots:
            print(f"{spec.title}: no {args.level} bot yet")
            continue
        print(measure(game, None if args.all else args.mode, None if args.all else args.players, args.games,
                      args.level, budget), flush=True)


if __name__ == "__main__":
    main()
