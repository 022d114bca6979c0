"""How long a bot takes to decide: every decision of sensible bots over whole games.

    python bench/bot_think.py [--game sky-totems] [--mode M] [--players N] [--games 20] [--level sensible]

Times ``bot.choose(view, legal)`` plus building the seat's view and the legal commands, which is
what the table waits for. Target for Sky Totems' sensible bot: 0.25 s per decision.
"""
from __future__ import annotations

import argparse
import time

from _common import summary
from rules import registry


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="sky-totems")
    parser.add_argument("--mode")
    parser.add_argument("--players", type=int)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--level", default="sensible")
    args = parser.parse_args()
    spec = registry.get(args.game)
    mode = args.mode or spec.default_mode
    players = args.players or spec.modes[mode][1]
    bot_class = spec.bots[args.level]
    times = []
    for g in range(args.games):
        seed = f"think/{g}"
        state = spec.new_game(mode, players, seed, {})
        bots = {}
        while not state.is_over:
            actor = state.actor
            bot = bots.setdefault(actor, bot_class(actor, seed))
            start = time.perf_counter()
            cmd = bot.choose(state.view(actor), state.legal_commands())
            times.append(time.perf_counter() - start)
            state.apply(cmd)
    s = summary(times)
    print(f"{spec.title} ({mode}, {players} seats), {args.level} bot, {len(times)} decisions in {args.games} games: "
          f"median {s['median'] * 1000:.2f} ms, p99 {s['p99'] * 1000:.2f} ms, max {s['max'] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
