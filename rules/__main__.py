"""Headless tools: ``python -m rules simulate ...`` and ``python -m rules replay FILE --verify``."""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from . import registry
from .core import bot_move
from .saves import SaveError, load_save, make_save, write_save


def simulate(args: argparse.Namespace) -> int:
    try:
        spec = registry.get(args.game)
        mode = args.mode or spec.default_mode
        if mode not in spec.modes:
            raise LookupError(f"{spec.title} has no mode {mode!r} (modes: {', '.join(spec.modes)})")
        if args.games < 0:
            raise ValueError(f"--games must be 0 or more, not {args.games}")
        if not spec.available:
            raise LookupError(f"{spec.title} is not available yet")
        levels = [lvl.strip() for lvl in args.bots.split(",")]
        unknown = [lvl for lvl in levels if lvl not in spec.bots]
        if unknown:
            raise LookupError(f"unknown bot level {unknown[0]!r} (levels: {', '.join(spec.bots)})")
        players = args.players if args.players is not None else spec.modes[mode][0]
        # Checks mode and player count before timing anything. A seat may decide for several
        # places at the table (Sky Totems solo: one person, two altars), so the table's own count
        # sizes the win tally.
        places = getattr(spec.new_game(mode, players, 0, {}), "players", players)
    except (LookupError, ValueError) as e:
        print(f"simulate: {e}", file=sys.stderr)
        return 2
    wins = [0.0] * max(players, places)
    commands = errors = 0
    save_dir = Path(args.save_dir) if args.save_dir else None
    seat_levels = [levels[p % len(levels)] for p in range(players)]
    start = time.perf_counter()
    for g in range(args.games):
        seed = f"{args.seed}/{g}"
        state = spec.new_game(mode, players, seed, {})
        bots: dict[int, object] = {}
        log = []
        try:
            while not state.is_over:
                actor = state.actor
                bot = bots.get(actor)
                if bot is None:  # one bot per place, of the level of the seat that controls it
                    bot = bots[actor] = spec.bots[seat_levels[min(actor, players - 1)]](actor, seed)
                cmd = bot_move(state, bot)
                state.apply(cmd)
                log.append(cmd)
        except Exception as e:  # a bug in a bot or a rule: count it, keep the other games going
            errors += 1
            print(f"simulate: game {g} (seed {seed!r}) failed at step {state.step}: {type(e).__name__}: {e}",
                  file=sys.stderr)
            continue
        commands += len(log)
        winners = state.result()["winners"]
        for w in winners:
            wins[w] += 1 / len(winners)
        if save_dir:
            seats = [{"name": f"{lvl} bot {p + 1}", "kind": "bot", "level": lvl} for p, lvl in enumerate(seat_levels)]
            try:
                write_save(save_dir / f"{args.game}-{g:05d}.json",
                           make_save(args.game, mode, seats, seed, {}, log, state))
            except OSError as e:
                print(f"simulate: cannot write saves to {save_dir}: {e.strerror or e}", file=sys.stderr)
                return 2
    seconds = time.perf_counter() - start
    print(json.dumps({"game": args.game, "mode": mode, "players": players, "games": args.games,
                      "commands": commands, "seconds": round(seconds, 4),
                      "games_per_s": round(args.games / seconds, 1) if seconds else None,
                      "errors": errors, "wins": [round(w, 2) for w in wins], "bots": seat_levels}))
    return 1 if errors else 0


def replay_cmd(args: argparse.Namespace) -> int:
    try:
        result = load_save(args.file, verify=args.verify)
    except SaveError as e:
        print(f"replay: {e}", file=sys.stderr)
        return 1 if e.kind == "mismatch" else 2
    state = result.state
    status = "finished" if state.is_over else "in progress"
    print(f"{Path(args.file).name}: {result.spec.title}, {len(result.commands)} commands, {status}"
          + (", verified" if args.verify else ""))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules", description="Sky Table headless tools")
    sub = parser.add_subparsers(dest="tool", required=True)
    sim = sub.add_parser("simulate", help="play bot games and print one JSON line of figures")
    sim.add_argument("--game", required=True)
    sim.add_argument("--mode")
    sim.add_argument("--players", type=int)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", default="0")
    sim.add_argument("--bots", default="random", help="a level, or levels by seat separated by commas")
    sim.add_argument("--save-dir")
    rep = sub.add_parser("replay", help="replay a save file")
    rep.add_argument("file")
    rep.add_argument("--verify", action="store_true", help="check the replay reproduces the snapshot")
    args = parser.parse_args(argv)
    return simulate(args) if args.tool == "simulate" else replay_cmd(args)


if __name__ == "__main__":
    sys.exit(main())
