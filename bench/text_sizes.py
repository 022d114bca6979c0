"""How big the tables' text is, against issue 36's rule for reading from a couch.

    python bench/text_sizes.py [--game ID]
    python bench/text_sizes.py --menus


Each game's table is played by sensible bots to the positions of ``tools/table_stills.py`` (the
most and the fewest seats, early and late, and its ``QUESTIONS``: every chooser and question open
for the person), drawn at 1280x720 and 1920x1080, at 100 % and 200 %
interface size, and measured by ``tools/text_rule.py``. For each picture it prints the smallest
text size in pixels, the rule's floor there (16 px at 1920x1080 and 12 px at 1280x720, times the
interface size), the texts under the floor, and the texts that were cut. Text drawn on card faces
by the art directly is not measured here. ``tests/game/test_readable_sizes.py`` holds the rule as a
test. Exits 1 when any picture breaks the rule.

``--menus`` measures the screens around the tables the same way: the title (with a status line),
each game's setup at its most seats, the settings, the saved games and a nine-row scorepad (Sky
Totems, four players), at both window sizes and both interface sizes
(``tests/game/test_interface_size_menus.py`` holds the rule for them as tests).
"""
from __future__ import annotations

import argparse
import sys

from pathlib import Path

from _common import ROOT, headless


def measure(only: str | None) -> int:
    headless()
    sys.path.insert(0, str(ROOT / "tools"))
    import pygame
    import table_stills as stills
    import text_rule
    pygame.init()
    broken = pictures = 0
    for case in stills.CASES + stills.QUESTIONS:
        if only and case[0] != only:
            continue
        for size in stills.SIZES:
            for pct in stills.INTERFACE:
                p = text_rule.measure(case, size, pct)
                verdict = "ok" if p.ok else "BELOW" if p.small else "CUT"
                broken += not p.ok
                pictures += 1
                print(f"{p.name}: smallest {p.smallest:2d} px (floor {p.floor}), {len(p.small)} texts under it, "
                      f"{len(p.cut)} cut  {verdict}")
                for px, text in p.small[:3]:
                    print(f"      {px} px: {text[:48]!r}")
                for text in p.cut[:2]:
                    print(f"      cut: {text[:48]!r}")
    print(f"{broken} of {pictures} pictures break the rule")
    return 1 if broken else 0


def menus() -> int:
    headless()
    sys.path.insert(0, str(ROOT / "tools"))
    import tempfile
    import pygame
    from text_rule import floor, texts_of_frame
    from game import paths
    from game.__main__ import build_session
    from game.app import App
    from game.scenes.load import LoadScene
    from game.scenes.results import ResultsScene
    from game.scenes.settings import SettingsScene
    from game.scenes.setup import SetupScene
    folder = Path(tempfile.mkdtemp(prefix="sky-menus-"))
    paths.use_saves_dir(folder)     # never the player's saves
    finished = build_session("sky-totems", "multi", 4, 5, None)
    # the saved games list's longest rows: a solo game's score, a named save of ten seats
    build_session("sky-towers", "taroma", 1, 4, None).save_as(folder / "taroma.json")
    build_session("tower", "multi", 10, 4, None).save_as(folder / "Friday night at the club.json")
    screens = [("title", None), ("title, a status line", None)]
    screens += [(f"setup {game}", lambda app, g=game, n=most: SetupScene(app, g, n))
                for game, most in (("tower", 10), ("sky-5", 5), ("sky-totems", 4), ("sky-tango", 4), ("sky-towers", 4))]
    screens += [("settings", SettingsScene), ("saved games", LoadScene),
                ("scorepad", lambda app: ResultsScene(app, finished))]
    broken = 0
    for size in ((1280, 720), (1920, 1080)):
        app = App(size=size)
        for pct in (100, 200):
            app.set_interface_size(pct)
            for name, make in screens:
                if make is not None:
                    app.push(make(app))
                else:           # the title, with its status line or without
                    app.top.status = "Your game is kept: Continue on the title picks it up." if "status" in name else ""
                for _ in range(2):
                    app.frame(dt=1 / 60)
                for _ in range(200):        # the saved games list replays each save to say how it ended
                    if all(info.checked for info in getattr(app.top, "saves", ())):
                        break
                    app.frame(dt=1 / 60)
                seen = texts_of_frame(app)
                least = floor(size, pct)
                small = sorted({(px, text) for px, text in seen if px < least})
                cut = sorted({text for _, text in seen if text.endswith("…")})
                broken += bool(small or cut)
                print(f"{name} {size[0]}x{size[1]} {pct} %: smallest {min(px for px, _ in seen):2d} px "
                      f"(floor {least}), {len(small)} under it, {len(cut)} cut  {'ok' if not (small or cut) else 'BREAKS'}")
                for px, text in small[:2]:
                    print(f"      {px} px: {text[:48]!r}")
                if make is not None:
                    app.pop(app.top)
        app.close()
    pygame.quit()
    print(f"{broken} screens break the rule")
    return 1 if broken else 0


def main() -> None:
    from rules import registry
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=list(registry.GAMES), help="one game's id (default: all)")
    parser.add_argument("--menus", action="store_true", help="the title, setups, settings, saves and a scorepad")
    args = parser.parse_args()
    sys.exit(menus() if args.menus else measure(args.game))


if __name__ == "__main__":
    main()
