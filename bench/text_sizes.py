"""How big the tables' text is, against issue 36's rule for reading from a couch.

    python bench/text_sizes.py [--game ID]

Each game's table is played by sensible bots to the positions of ``tools/table_stills.py`` (the
most and the fewest seats, early and late), drawn at 1280x720 and 1920x1080, at 100 % and 200 %
interface size, and every text the frame renders through ``theme.text`` is recorded, and every
text the widgets cut to a width (``ui.ellipsize``, Sky Towers' card art). For each picture it
prints the smallest text size in pixels, the rule's floor there (16 px at 1920x1080 and 12 px at
1280x720, times the interface size), the texts under the floor, and the texts that were cut. Text
drawn on card faces is written by the art directly and is not measured here.
Exits 1 when any picture breaks the rule (the figure for the closing note, not a test yet).
"""
from __future__ import annotations

import argparse
import sys

from _common import ROOT, headless

FLOOR_100 = {(1280, 720): 12, (1920, 1080): 16}


def measure(only: str | None) -> int:
    headless()
    sys.path.insert(0, str(ROOT / "tools"))
    import pygame
    import table_stills as stills
    from game import theme
    from game.scenes.table import TableScene
    from game.tables.sky_towers import art as towers_art
    from game.widgets import ui
    cuts: list[str] = []

    def recording(module, name):
        real = getattr(module, name)

        def cut(text, *args):
            out = real(text, *args)
            if out != text:
                cuts.append(text)
            return out
        setattr(module, name, cut)
    recording(ui, "_ellipsize")
    recording(towers_art, "_ellipsize")
    pygame.init()
    broken = 0
    for game, mode, players, moves in stills.CASES:
        if only and game != only:
            continue
        for size in stills.SIZES:
            screen = pygame.display.set_mode(size)
            for pct in stills.INTERFACE:
                theme.set_interface(pct)
                session, m, n = stills.session_for(game, mode, players, moves)
                scene = TableScene(stills.StillApp(size), session)
                theme.text_probe = []
                theme._texts.clear()          # every text of the frame is rendered, so measured
                cuts.clear()
                for _ in range(3):
                    scene.update(0.016)
                    scene.draw(screen)
                seen, theme.text_probe = theme.text_probe, None
                floor = FLOOR_100[size] * pct // 100
                small = sorted({(px, text) for px, text in seen if px < floor})
                cut = sorted(set(cuts))
                smallest = min((px for px, _ in seen), default=0)
                verdict = "ok" if not small and not cut else "BELOW" if small else "CUT"
                broken += verdict != "ok"
                print(f"{game}-{m}-p{n} {size[0]}x{size[1]} {pct:3d} %: smallest {smallest:2d} px "
                      f"(floor {floor}), {len(small)} texts under it, {len(cut)} cut  {verdict}")
                for px, text in small[:3]:
                    print(f"      {px} px: {text[:48]!r}")
                for text in cut[:2]:
                    print(f"      cut: {text[:48]!r}")
    theme.set_interface(100)
    print(f"{broken} pictures break the rule")
    return 1 if broken else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", help="one game's id (default: all)")
    sys.exit(measure(parser.parse_args().game))


if __name__ == "__main__":
    main()
