"""Random play through the real rules layer, on one core: commands a second, for every game.

    python bench/bot_games.py [--game ID] [--seconds 3]
    python bench/bot_games.py --game ID --profile MODE [--players N]   # where the time goes

For every registered game (``rules.registry.GAMES``, or only ``--game``), every mode and every
player count, uniformly random players play whole games the way the app's bots do: at each step
``rules.core.bot_move`` asks the game's ``random`` bot for the actor's command (one
``legal_commands()`` call) and the state applies it (``apply()``). Setting up each game is part of
the time. Printed: commands a second (the best of three runs of ``--seconds / 3`` each, so a busy
neighbour on a shared machine lowers it less), commands a game, games a second, and the cost of
``copy()`` and of ``legal_commands()`` in µs, averaged over every position of a few such games.

Targets, in random-play commands a second on one core (the figure is compared with the line whose
title and mode match; a game or mode not listed has no target):

    title          mode      commands/s
    Sky 5          multi        150,000
    Sky Towers     multi        150,000
    Sky Towers     light        100,000
    Sky Towers     taroma       100,000
    Sky Totems     multi        100,000
    Sky Totems     solo         100,000
"""
from __future__ import annotations

import argparse
import re
import time

import _common  # noqa: F401  (puts the checkout on sys.path)
from rules import registry
from rules.core import RandomBot, bot_move

SAMPLE_GAMES = 12         # games played for the copy / legal_commands figures


def targets() -> dict[tuple[str, str], int]:
    """(title, mode) -> commands a second, read from the table in this module's docstring."""
    found = {}
    for line in __doc__.splitlines():
        m = re.fullmatch(r"\s{4}(\S.*?)\s{2,}(\S+)\s+([\d,]+)\s*", line)
        if m:
            found[(m[1], m[2])] = int(m[3].replace(",", ""))
    return found


def bot_class(spec):
    return spec.bots.get("random", RandomBot)


def play(spec, mode: str, players: int, seed: str, keep=None) -> int:
    """One game of random players; the number of commands. ``keep(state)``, if given, is shown
    each position (after setup and after every command)."""
    state = spec.new_game(mode, players, seed, {})
    kind = bot_class(spec)
    bots = [kind(p, seed) for p in range(state.players)]
    commands = 0
    while not state.is_over:
        if keep is not None:
            keep(state)
        state.apply(bot_move(state, bots[state.actor]))
        commands += 1
    return commands


def commands_per_second(spec, mode: str, players: int, seconds: float) -> tuple[float, float, float]:
    """(commands/s, commands/game, games/s) of the best of three timed runs."""
    best = (0.0, 0.0, 0.0)
    for run in range(3):
        games = commands = 0
        start = time.perf_counter()
        while True:
            commands += play(spec, mode, players, f"bench/{run}/{games}")
            games += 1
            elapsed = time.perf_counter() - start
            if elapsed >= seconds / 3:
                break
        if commands / elapsed > best[0]:
            best = (commands / elapsed, commands / games, games / elapsed)
    return best


def call_costs(spec, mode: str, players: int) -> tuple[float, float]:
    """(µs a ``copy()``, µs a ``legal_commands()``), each timed where random play makes it: the
    first ``legal_commands()`` of every position (a game may remember the list within a step, so a
    second call would measure the memory), and a ``copy()`` of every position, over a few games."""
    timer = time.perf_counter
    copy_total = legal_total = 0.0
    calls = 0
    for g in range(SAMPLE_GAMES):
        state = spec.new_game(mode, players, f"sample/{g}", {})
        bots = [bot_class(spec)(p, g) for p in range(state.players)]
        while not state.is_over:
            t0 = timer()
            state.copy()
            t1 = timer()
            legal = state.legal_commands()
            t2 = timer()
            copy_total += t1 - t0
            legal_total += t2 - t1
            calls += 1
            bot = bots[state.actor]
            view = state.view(state.actor) if bot.needs_view else {"step": state.step}
            state.apply(bot.choose(view, legal))
    return copy_total / calls * 1e6, legal_total / calls * 1e6


def profile(spec, mode: str, players: int, seconds: float, rows: int = 25) -> None:
    """cProfile of random games of one mode for about ``seconds``: the functions that take the time."""
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    commands = games = 0
    start = time.perf_counter()
    profiler.enable()
    while time.perf_counter() - start < seconds:
        commands += play(spec, mode, players, f"profile/{games}")
        games += 1
    profiler.disable()
    print(f"{spec.title} {mode} {players}: {games} games, {commands} commands (times include profiling)")
    pstats.Stats(profiler).sort_stats("tottime").print_stats(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=list(registry.GAMES), help="only this game id (default: every registered game)")
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="time for each figure, split over its three runs (default: 3)")
    parser.add_argument("--profile", metavar="MODE", help="with --game: profile random games of this mode instead")
    parser.add_argument("--players", type=int, help="with --profile: the seat count (default: the mode's fewest)")
    args = parser.parse_args()
    if args.profile:
        spec = registry.get(args.game) if args.game else parser.error("--profile needs --game")
        if args.profile not in spec.modes:
            parser.error(f"{spec.title} has no mode {args.profile!r} (modes: {', '.join(spec.modes)})")
        profile(spec, args.profile, args.players or spec.modes[args.profile][0], args.seconds)
        return
    specs = [registry.get(args.game)] if args.game else list(registry.GAMES.values())
    wanted = targets()
    print("Random play through the rules layer, one core (commands/s: best of 3)")
    print(f"{'game':<12}{'mode':<8}{'players':>7}{'commands/s':>12}{'target':>10}  {'':<8}"
          f"{'cmds/game':>10}{'games/s':>9}{'copy µs':>9}{'legal µs':>9}")
    for spec in specs:
        for mode, players in spec.seat_counts():
            rate, per_game, games = commands_per_second(spec, mode, players, args.seconds)
            copy_us, legal_us = call_costs(spec, mode, players)
            target = wanted.get((spec.title, mode))
            verdict = "" if target is None else ("met" if rate >= target else "NOT MET")
            shown = "-" if target is None else f"{target:,}"
            print(f"{spec.title:<12}{mode:<8}{players:>7}{rate:>12,.0f}{shown:>10}  {verdict:<8}"
                  f"{per_game:>10.1f}{games:>9.1f}{copy_us:>9.1f}{legal_us:>9.2f}", flush=True)


if __name__ == "__main__":
    main()
