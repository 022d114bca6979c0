"""Frame times while an expert bot thinks: the table must keep drawing, never stutter.

    python bench/think_frames.py [--game sky-5] [--seconds 1.0] [--decisions 10] [--size 1920x1080]

Every seat is an expert bot thinking ``--seconds`` per decision on its worker thread
(``game.thinking``), while this loop runs the table's update and draw at 60 frames a second, as the
app does, sleeping out the rest of each frame. Prints the frames' own work (update + draw, p50 /
p99 / max) over the frames when a search was running, the searches' iterations per second, and the
longest gap between two frames (a stutter would show there). Target: no frame over 16 ms.
"""
from __future__ import annotations

import argparse
import time
from types import SimpleNamespace

from _common import headless, percentile

headless()

import pygame  # noqa: E402

from game.scenes.table import TableScene  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from rules import registry  # noqa: E402


class BenchApp:
    def __init__(self, size, seconds):
        self.size = size
        self.settings = SimpleNamespace(anim_speed=1.0, bot_delay=0.0, bot_think=seconds)

    def __getattr__(self, name):
        return lambda *args, **kwargs: None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=list(registry.GAMES), default="sky-5")
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--decisions", type=int, default=10, help="searched decisions to watch")
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.lower().split("x"))
    pygame.display.init()
    surface = pygame.display.set_mode(size)
    spec = registry.get(args.game)
    if "expert" not in spec.bots:
        print(f"{spec.title}: no expert bot yet")
        return
    app = BenchApp(size, args.seconds)
    seats = [Seat(f"Bot {i + 1}", "bot", "expert") for i in range(2)]
    session = Session.new(args.game, "multi", seats, "think-frames")
    table = TableScene(app, session)
    busy, gaps, rates = [], [], []
    searched = 0
    last_thought = None
    last = time.perf_counter()
    while searched < args.decisions and not session.state.is_over:
        start = time.perf_counter()
        gaps.append(start - last)
        last = start
        table.update(1 / 60)
        table.draw(surface)
        pygame.display.flip()
        work = time.perf_counter() - start
        thought = table.thought
        if thought is not None and not thought.done:
            busy.append(work)
        if last_thought is not None and thought is not last_thought and last_thought.done:
            decision = getattr(last_thought.bot, "last", None)
            if decision is not None and decision.iterations:
                searched += 1
                rates.append(decision.iterations / max(decision.seconds, 1e-9))
        last_thought = thought
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
    if not busy:
        print("no frame ran while a search was going on")
        return
    print(f"{spec.title}, {args.size}, expert thinking {args.seconds} s: {len(busy)} frames during {searched} searches: "
          f"work p50 {percentile(busy, 50) * 1000:.1f} ms, p99 {percentile(busy, 99) * 1000:.1f} ms, "
          f"max {max(busy) * 1000:.1f} ms; longest gap between frames {max(gaps[1:]) * 1000:.1f} ms; "
          f"search {sorted(rates)[len(rates) // 2] if rates else 0:.0f} iterations/s while the table draws")


if __name__ == "__main__":
    main()
