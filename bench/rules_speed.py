"""Random play through the real rules layer, as ``python -m rules simulate`` measures it.

    python bench/rules_speed.py [--runs 3] [--games 300]

Each figure is the median of ``--runs`` fresh ``python -m rules simulate --game G ... --games N
--bots random`` processes (so command caches start cold, as in the tool), run one after another;
the commands a second are the tool's own ``commands_per_s`` (setting up each game counts, the
process start does not). Issue 38's three play-outs have a target of 100,000 commands a second on
one core; Sky 5, Sky Towers multi and Light are printed for context. The figures of the whole
rules layer, every game and seat count, are ``bench/bot_games.py``'s. About 20 s.

Another process busy on the same cores lowers every figure: compare runs made back to back.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

from _common import ROOT

TARGET = 100_000
# (label, simulate arguments, whether issue 38's target applies)
CASES = (
    ("Sky Totems, 2 players", ["--game", "sky-totems", "--players", "2"], True),
    ("Sky Totems, 4 players", ["--game", "sky-totems", "--players", "4"], True),
    ("Taroma solitaire", ["--game", "sky-towers", "--mode", "taroma"], True),
    ("Sky 5, 5 players", ["--game", "sky-5", "--players", "5"], False),
    ("Sky Towers, 3 players", ["--game", "sky-towers", "--players", "3"], False),
    ("Light solitaire", ["--game", "sky-towers", "--mode", "light"], False),
)


def simulate(args: list[str], games: int) -> dict:
    """One ``python -m rules simulate`` run's figures (its JSON line)."""
    out = subprocess.run([sys.executable, "-m", "rules", "simulate", *args, "--games", str(games),
                          "--bots", "random"], cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"rules_speed: simulate {' '.join(args)} failed: {out.stderr.strip()}")
    return json.loads(out.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="processes per figure, the median kept (default: 3)")
    parser.add_argument("--games", type=int, default=300, help="games per process (default: 300)")
    args = parser.parse_args()
    print(f"Random play, python -m rules simulate --games {args.games} --bots random "
          f"(commands/s, median of {args.runs} processes)")
    print(f"{'':<24}{'commands/s':>12}{'target':>10}  {'':<8}{'commands':>10}")
    for label, sim_args, targeted in CASES:
        runs = [simulate(sim_args, args.games) for _ in range(args.runs)]
        rate = statistics.median(r["commands_per_s"] for r in runs)
        shown = f"{TARGET:,}" if targeted else "-"
        verdict = ("met" if rate >= TARGET else "NOT met") if targeted else "context"
        print(f"{label:<24}{rate:>12,.0f}{shown:>10}  {verdict:<8}{runs[0]['commands']:>10,}", flush=True)


if __name__ == "__main__":
    main()
