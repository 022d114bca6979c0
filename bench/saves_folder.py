"""A saves folder full of big and damaged files: how soon the title draws, the longest frame, and
whether Continue still finds the good game.

    python bench/saves_folder.py [--big 40] [--damaged 5]

The folder (a fresh temporary one) holds one good unfinished game of Sky 5, ``--damaged`` newer
saves named like the app's own games that fail their replay, and ``--big`` newer files just under
the 4 MiB cap, also named like games of the app: a long real two-player Sky Towers game (random
bots make the longest games) padded with spaces, its step changed so that the whole log is
replayed before it fails. The app (SDL's dummy video) starts on that folder; the figures are: from
creating the app to its first title frame, every frame's time while the title looks for the game
Continue resumes and then while the Load screen checks every row, and which game Continue offers.
Targets (issue 37): title within 0.5 s, no frame over 50 ms, Continue = the good game. Exits 1
when a target is missed.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from _common import headless

TITLE_TARGET = 0.5
FRAME_TARGET = 0.050
FUTURE = 4_102_444_800          # 2100-01-01: the big files are the newest of the folder
LONG_GAME = [0]                 # commands in each big file (for the printout)


def fill(folder: Path, big: int, damaged: int) -> Path:
    """The folder's files; returns the good game's path."""
    from game.__main__ import build_session
    from game.library import Library
    from rules.saves import MAX_FILE_BYTES
    library = Library(folder)
    good = build_session("sky-5", "multi", 3, 7, 5)
    good.autosave = library.new_game_path("sky-5")
    good.save_autosave()
    doc = json.loads(good.autosave.read_text(encoding="utf-8"))
    for n in range(damaged):
        stem = f"sky-5-20991231-{n:06d}-dead"
        bad = {**doc, "id": stem, "step": 999, "saved": "2099-12-31T00:00:00+00:00"}
        (folder / f"{stem}.json").write_text(json.dumps(bad), encoding="utf-8")
    long_game = build_session("sky-towers", "multi", 2, 11, None, "random")     # to its end
    long_game.autosave = folder / "long.json"
    long_game.save_autosave()
    long_doc = json.loads(long_game.autosave.read_text(encoding="utf-8"))
    long_game.autosave.unlink()
    LONG_GAME[0] = len(long_doc["commands"])
    for n in range(big):
        stem = f"sky-towers-21000101-{n:06d}-beef"
        text = json.dumps({**long_doc, "id": stem, "step": len(long_doc["commands"]) + 1})
        path = folder / f"{stem}.json"
        path.write_text(text + " " * (MAX_FILE_BYTES - 16 - len(text.encode())), encoding="utf-8")
        os.utime(path, (FUTURE + n, FUTURE + n))
    return good.autosave


def run(big: int, damaged: int) -> int:
    headless()
    from game import paths
    from game.app import App
    from game.settings import Settings
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        good = fill(folder, big, damaged)
        paths.use_saves_dir(folder)
        try:
            start = time.perf_counter()
            app = App(size=(1920, 1080), settings=Settings(), persist_settings=False)
            app.frame(1 / 60)
            first = time.perf_counter() - start
            title = app.top
            title_frames = frames_until(app, lambda: not title.looking)
            offered = title.resumable.path if title.resumable else None
            app.open_load()
            load = app.top
            load_frames = frames_until(app, lambda: all(i.checked for i in load.saves))
            rows = len(load.saves)
            app.close()
        finally:
            paths.use_saves_dir(None)
    worst = max(title_frames + load_frames)
    ok = first <= TITLE_TARGET and worst <= FRAME_TARGET and offered == good
    print(f"folder: 1 good game, {damaged} damaged newer saves, {big} newer files near the 4 MiB cap "
          f"(each a {LONG_GAME[0]}-command game)")
    print(f"first title frame: {first * 1000:.0f} ms (target {TITLE_TARGET * 1000:.0f} ms)")
    print(f"title looking for Continue: {len(title_frames)} frames, {sum(title_frames):.1f} s of frame work, "
          f"longest {max(title_frames) * 1000:.1f} ms")
    print(f"Load checking {rows} rows: {len(load_frames)} frames, longest {max(load_frames) * 1000:.1f} ms")
    print(f"longest frame: {worst * 1000:.1f} ms (target {FRAME_TARGET * 1000:.0f} ms)")
    print(f"Continue offers: {offered.name if offered else 'nothing'} "
          f"({'the good game' if offered == good else 'NOT the good game'})")
    print("all targets met" if ok else "TARGET MISSED")
    return 0 if ok else 1


def frames_until(app, done, limit: float = 120.0) -> list[float]:
    """Frames at 60 per second until ``done()`` (or ``limit`` seconds); each frame's own time."""
    times = []
    deadline = time.perf_counter() + limit
    while True:
        t0 = time.perf_counter()
        app.frame(1 / 60)
        times.append(time.perf_counter() - t0)
        if done() or time.perf_counter() > deadline:
            return times
        time.sleep(max(0.0, 1 / 60 - times[-1]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--big", type=int, default=40)
    parser.add_argument("--damaged", type=int, default=5)
    args = parser.parse_args()
    sys.exit(run(args.big, args.damaged))


if __name__ == "__main__":
    main()
