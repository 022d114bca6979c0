"""Headless tools: ``python -m rules [--saves DIR] simulate ...``, ``... replay FILE [--verify]`` and
``... list``.

``replay`` and ``list`` exit 0 when every save is fine, 1 on a mismatch (an illegal command, a
snapshot or seats the replay does not reproduce) and 2 when a file is unreadable; no input makes
any tool print a traceback (anything unforeseen is one line and exit 2).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from . import registry
from .core import bot_move
from .saves import SaveError, display_name, folder_problem, load_save, make_save, printable, write_save


def simulate(args: argparse.Namespace) -> int:
    try:
        spec = registry.get(args.game)
        mode = args.mode or spec.default_mode
        if mode not in spec.modes:
            raise LookupError(f"{spec.title} has no mode {mode!r} (modes: {', '.join(spec.modes)})")
        if args.games < 0:
            raise ValueError(f"--games must be 0 or more, not {args.games}")
        levels = [lvl.strip() for lvl in args.bots.split(",")]
        unknown = [lvl for lvl in levels if lvl not in spec.bots]
        if unknown:
            raise LookupError(f"unknown bot level {unknown[0]!r} (levels: {', '.join(spec.bots)})")
        players = args.players if args.players is not None else spec.modes[mode][0]
        # Checks mode and player count before timing anything. A seat may decide for several
        # places at the table (Sky Totems solo: one person, two altars), so the table's own count
        # sizes the win tally.
        places = spec.new_game(mode, players, 0, {}).players
    except (LookupError, ValueError) as e:
        say(f"simulate: {e}", err=True)
        return 2
    wins = [0.0] * max(players, places)
    commands = errors = unfinished = 0
    # A game still going after the spec's step cap is stopped and reported as unfinished (a bot
    # or rule that never ends a game must show up in the figures, not hang the tool).
    cap = spec.step_cap
    save_dir = Path(args.save_dir) if args.save_dir else None
    seat_levels = [levels[p % len(levels)] for p in range(players)]
    seats = [{"name": f"{lvl} bot {p + 1}", "kind": "bot", "level": lvl} for p, lvl in enumerate(seat_levels)]
    # The seats' names go in as the game's names, as the app's saves have them: a save's seats
    # are then checked against the names its game was played under (rules/DECISIONS.md).
    options = {"names": [s["name"] for s in seats]}
    start = time.perf_counter()
    for g in range(args.games):
        seed = f"{args.seed}/{g}"
        state = spec.new_game(mode, players, seed, options)
        bots: dict[int, object] = {}
        log = []
        try:
            while not state.is_over and len(log) < cap:
                actor = state.actor
                bot = bots.get(actor)
                if bot is None:  # one bot per place, of the level of the seat that controls it
                    bot = bots[actor] = spec.bots[seat_levels[min(actor, players - 1)]](actor, seed)
                cmd = bot_move(state, bot)
                state.apply(cmd)
                log.append(cmd)
        except Exception as e:  # a bug in a bot or a rule: count it, keep the other games going
            errors += 1
            say(f"simulate: game {g} (seed {seed!r}) failed at step {state.step}: {type(e).__name__}: {e}",
                err=True)
            continue
        commands += len(log)
        if not state.is_over:
            unfinished += 1
            say(f"simulate: game {g} (seed {seed!r}) is unfinished after {cap} commands (the step cap)",
                err=True)
        else:
            winners = state.result()["winners"]
            for w in winners:
                wins[w] += 1 / len(winners)
        if save_dir:
            try:
                write_save(save_dir / f"{args.game}-{g:05d}.json",
                           make_save(args.game, mode, seats, seed, options, log, state))
            except OSError as e:
                say(f"simulate: cannot write saves to {save_dir}: {e.strerror or e}", err=True)
                return 2
    seconds = time.perf_counter() - start
    print(json.dumps({"game": args.game, "mode": mode, "players": players, "games": args.games,
                      "commands": commands, "seconds": round(seconds, 4),
                      "games_per_s": round(args.games / seconds, 1) if seconds else None,
                      "commands_per_s": round(commands / seconds) if seconds else None,
                      "errors": errors, "unfinished": unfinished, "wins": [round(w, 2) for w in wins], "bots": seat_levels}))
    return 1 if errors else 0


def say(text: str, err: bool = False) -> None:
    """Print one line that any console can show (characters it cannot encode become '?')."""
    stream = sys.stderr if err else sys.stdout
    text = printable(text)
    try:
        print(text, file=stream)
    except UnicodeEncodeError:
        encoding = getattr(stream, "encoding", None) or "ascii"
        print(text.encode(encoding, "replace").decode(encoding, "replace"), file=stream)


def saves_folder(args: argparse.Namespace) -> Path:
    return Path(args.saves) if getattr(args, "saves", None) else Path("saves")


def resolve_save(file: str, args: argparse.Namespace) -> str | Path:
    """``file`` as given when it exists or is absolute; else, with ``--saves DIR``, inside DIR
    (also with ``.json`` added)."""
    folder = getattr(args, "saves", None)
    if not folder or os.path.isabs(file) or os.path.lexists(file):
        return file
    for candidate in (Path(folder) / file, Path(folder) / f"{file}.json"):
        if os.path.lexists(candidate):
            return candidate
    return Path(folder) / file


def describe(result, verified: bool) -> str:
    state = result.state
    status = "finished" if state.is_over else "in progress"
    return (f"{result.spec.title}, {len(result.commands)} commands, {status}"
            + (", verified" if verified else ""))


def replay_cmd(args: argparse.Namespace) -> int:
    path = resolve_save(args.file, args)
    try:
        result = load_save(path, verify=args.verify)
    except SaveError as e:
        say(f"replay: {e}", err=True)
        return 1 if e.kind == "mismatch" else 2
    say(f"{display_name(path)}: {describe(result, args.verify)}")
    return 0


def list_cmd(args: argparse.Namespace) -> int:
    """Check every save in the folder (``*.json`` but settings.json): one line a file."""
    folder = saves_folder(args)
    shown = printable(str(folder), 200)
    why = folder_problem(folder)        # glob alone says nothing of a folder it cannot read
    if why:
        say(f"list: {shown}: {why}", err=True)
        return 2
    try:
        files = sorted(p for p in folder.glob("*.json") if p.name not in NOT_SAVES)
    except OSError as e:
        say(f"list: {shown}: cannot be read ({printable(e.strerror or e)})", err=True)
        return 2
    if not folder.is_dir():
        say(f"list: {shown}: {'not a folder' if os.path.lexists(folder) else 'no such folder'}", err=True)
        return 2
    worst = 0
    for path in files:
        try:
            result = load_save(path, verify=True)
        except SaveError as e:
            say(f"{e.name}: {e.kind}: {e.problem}")
            worst = max(worst, 1 if e.kind == "mismatch" else 2)
            continue
        say(f"{display_name(path)}: {describe(result, True)}")
    if not files:
        say(f"{shown}: no saves")
    return worst


NOT_SAVES = {"settings.json"}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m rules", description="Sky Table headless tools")
    parser.add_argument("--saves", metavar="DIR", help="the saves folder (replay looks there for a "
                        "FILE not found as given; list checks it; default for list: ./saves)")
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
    rep.add_argument("--saves", metavar="DIR", default=argparse.SUPPRESS, help="the saves folder")
    lst = sub.add_parser("list", help="check every save in the saves folder, one line a file")
    lst.add_argument("--saves", metavar="DIR", default=argparse.SUPPRESS, help="the saves folder")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.tool == "simulate":
            return simulate(args)
        if args.tool == "list":
            return list_cmd(args)
        return replay_cmd(args)
    except Exception as e:  # never a traceback: one line, exit 2
        try:
            say(f"{args.tool}: unexpected error ({type(e).__name__}: {printable(e, 200)})", err=True)
        except Exception:
            pass
        return 2


if __name__ == "__main__":
    sys.exit(main())
