"""How big the tables' text is, against issue 36's rule for reading from a couch.

    python bench/text_sizes.py [--game ID]

Each game's table is played by sensible bots to the positions of ``tools/table_stills.py`` (the
most and the fewest seats, early and late), drawn at 1280x720 and 1920x1080, at 100 % and 200 %
interface size, and measured by ``tools/text_rule.py``. For each picture it prints the smallest
text size in pixels, the rule's floor there (16 px at 1920x1080 and 12 px at 1280x720, times the
interface size), the texts under the floor, and the texts that were cut. Text drawn on card faces
by the art directly is not measured here. ``tests/game/test_readable_sizes.py`` holds the rule as a
test. Exits 1 when any picture breaks the rule.
"""
from __future__ import annotations

import argparse
import sys

from _common import ROOT, headless


def measure(only: str | None) -> int:
    headless()
    sys.path.insert(0, str(ROOT / "tools"))
    import pygame
    import table_stills as stills
    import text_rule
    pygame.init()
    broken = 0
    for case in stills.CASES:
        if only and case[0] != only:
            continue
        for size in stills.SIZES:
            for pct in stills.INTERFACE:
                p = text_rule.measure(case, size, pct)
                verdict = "ok" if p.ok else "BELOW" if p.small else "CUT"
                broken += not p.ok
                print(f"{p.name}: smallest {p.smallest:2d} px (floor {p.floor}), {len(p.small)} texts under it, "
                      f"{len(p.cut)} cut  {verdict}")
                for px, text in p.small[:3]:
                    print(f"      {px} px: {text[:48]!r}")
                for text in p.cut[:2]:
                    print(f"      cut: {text[:48]!r}")
    print(f"{broken} pictures break the rule")
    return 1 if broken else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", help="one game's id (default: all)")
    sys.exit(measure(parser.parse_args().game))


if __name__ == "__main__":
    main()
