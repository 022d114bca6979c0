"""Crash safety of the saves: games are played with their files written as the app writes them,
the process is killed (SIGKILL) at a random moment, and the folder is opened again as the app
opens it at start (leftover temporary files removed, every save listed and replayed).

    python bench/crash_safety.py [--trials 100] [--seed 1] [--saves DIR] [--keep]

Prints one JSON line: {"trials", "checked", "loaded_ok", "failures", "orphan_tmp", ...}. ``failures``
counts saves that no longer load (a half-written file, say) and games a trial had fully written but
were then missing; ``orphan_tmp`` counts temporary files still there after the next start;
``checked`` how many saves were replayed; ``players_files_touched`` counts files a person put in the
folder (named like temporary or backup files) that were changed or removed. Target: all three 0,
with saves checked. A child that dies of
anything but the kill, or a run that checked no save, is a failure of the bench itself: its error
is printed and the exit status is 1 (a figure that cannot fail measures nothing).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _common import ROOT

from game.library import TMP_PATTERN, Library  # noqa: E402


PLAYERS_FILES = ["notes.json.old.tmp", "game.json.1234.tmp", ".backup.json.tmp", "my game.json.bak"]


def child(folder: Path, seed: str) -> None:
    """Play bot games forever, every command saved through the app's writer, until killed."""
    from game.autosave import SaveWriter
    from game.session import Seat, Session
    from rules import registry

    library = Library(folder)
    writer = SaveWriter()
    rnd = random.Random(seed)
    specs = list(registry.GAMES.values())
    n = 0
    while True:
        spec = rnd.choice(specs)
        mode = rnd.choice(sorted(spec.modes))
        low, high = spec.modes[mode]
        count = rnd.randint(low, high)
        # The expert thinks a second a move: the quick levels play more games in the time.
        levels = sorted(level for level in spec.bots if level != "expert")
        seats = [Seat(f"Bot {i + 1}", "bot", rnd.choice(levels)) for i in range(count)]
        session = Session.new(spec.id, mode, seats, f"{seed}/{n}", autosave=library.new_game_path(spec.id),
                              writer=writer)
        n += 1
        while not session.state.is_over:
            session.submit(session.bot_command())
        # The parent learns which games were complete on disk, to check none goes missing.
        writer.flush()
        print(session.autosave.name, flush=True)


class ChildDied(Exception):
    """The playing child ended before the kill: the bench measured nothing."""


def trial(folder: Path, seed: str, rnd: random.Random) -> list[str]:
    proc = subprocess.Popen([sys.executable, __file__, "--child", str(folder), "--seed", seed],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, text=True)
    time.sleep(rnd.uniform(0.15, 1.2))
    proc.send_signal(signal.SIGKILL)
    out, err = proc.communicate()
    if proc.returncode != -signal.SIGKILL:
        raise ChildDied(f"the child ended by itself (status {proc.returncode}):\n{err.strip()}")
    return out.split()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=100)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--saves", help="the folder to play in (default: a new temporary one)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(Path(args.child), args.seed)
        return
    folder = Path(args.saves) if args.saves else Path(tempfile.mkdtemp(prefix="sky-crash-"))
    folder.mkdir(parents=True, exist_ok=True)
    # A person's own files, named the way the app's temporary files used to be: never touched.
    theirs = {name: f"{name}: a person's file\n".encode() for name in PLAYERS_FILES}
    for name, content in theirs.items():
        (folder / name).write_bytes(content)
    rnd = random.Random(args.seed)
    finished: set[str] = set()
    tmp_seen = 0
    start = time.perf_counter()
    for t in range(args.trials):
        try:
            finished.update(trial(folder, f"{args.seed}/{t}", rnd))
        except ChildDied as e:
            print(f"crash_safety: trial {t}: {e}", file=sys.stderr)
            raise SystemExit(1)
        tmp_seen += sum(1 for p in folder.iterdir() if TMP_PATTERN.fullmatch(p.name))
        Library(folder).tidy()          # what the next start of the app does
    orphans = sum(1 for p in folder.iterdir() if TMP_PATTERN.fullmatch(p.name))
    library = Library(folder)
    infos = [library.checked(i) for i in library.infos()]
    ok = sum(1 for i in infos if i.ok)
    broken = [i.error for i in infos if not i.ok]
    names = {i.path.name for i in infos}
    missing = sorted(finished - names)
    touched = sum(1 for name, content in theirs.items()
                  if not (folder / name).is_file() or (folder / name).read_bytes() != content)
    print(json.dumps({"trials": args.trials, "checked": len(infos), "loaded_ok": ok,
                      "failures": len(broken) + len(missing),
                      "orphan_tmp": orphans, "players_files_touched": touched, "tmp_left_by_kills": tmp_seen, "finished_games": len(finished),
                      "seconds": round(time.perf_counter() - start, 1)}))
    for e in broken[:5]:
        print(f"  broken: {e}", file=sys.stderr)
    for m in missing[:5]:
        print(f"  missing: {m}", file=sys.stderr)
    if not args.saves and not args.keep:
        for p in folder.iterdir():
            os.unlink(p)
        folder.rmdir()
    if not infos or broken or missing or orphans or touched:
        if not infos:
            print("crash_safety: no save was checked", file=sys.stderr)
        raise SystemExit(1)


if __name__ == "__main__":
    main()
