"""How much the tables' cards grow with the interface size, against issue 36's "at 200 % on
1920x1080 the cards are about twice as large as at 100 % on the same screen".

    python bench/card_sizes.py [--game ID] [--size 1920x1080]

Each game's table is played by sensible bots to the positions of ``tools/table_stills.py`` and
laid out at 100 % and 200 %. For each picture the cards are grouped by whose they are: *yours*
(the zones of the seat holding the screen: its hand, row, bank, altar; in a solitaire the seat
being played: the acting one of Sky Totems' two solo altars, whose other altar folds like an
opponent's and counts with the others, and never Taroma's automaton), *middle* (zones of no
seat: piles, the felt, the tray) and *others* (other seats' zones). A group's figure is the
median height in pixels of the cards the table draws there (a Sky Totems altar: its cell), and
the ratio is 200 % over 100 %. Yours and the middle are what the issue asks to double; the
others may fold smaller to make room.
"""
from __future__ import annotations

import argparse
import statistics
import sys

from _common import ROOT, headless

GROUPS = ("yours", "middle", "others")


MIDDLE = {"field"}      # zones numbered by something other than a seat (Sky Totems' pedestal fields)


def group_of(zone: str, yours: set[int]) -> str:
    """Whose ``zone`` is: the first number in its name is a seat (``row.2``, ``tower.0.1``)."""
    kind, *rest = zone.split(".")
    if kind in MIDDLE or not rest or not rest[0].isdigit():
        return "middle"
    return "yours" if int(rest[0]) in yours else "others"


def heights(table, yours: set[int]) -> dict[str, float]:
    """Median drawn height of each group's cards (an altar grid's cell counts as its card)."""
    import pygame
    found: dict[str, list[float]] = {g: [] for g in GROUPS}
    for name, zone in table.zones.items():
        fit = getattr(zone, "fit", None)
        if fit is not None and hasattr(fit, "cell_at"):       # an altar grid
            found[group_of(name, yours)].append(float(fit.cell))
            continue
        pile = getattr(zone, "card", None)
        if isinstance(pile, pygame.Rect):        # a pile: its top card's place, face down or not
            found[group_of(name, yours)].append(float(pile.h))
            continue
        for card in table.cards_in(name):
            rect = table.card_rect(card)
            if rect is not None and rect.h > 0:
                found[group_of(name, yours)].append(float(rect.h))
    return {g: statistics.median(v) for g, v in found.items() if v}


def measure(only: str | None, size: tuple[int, int]) -> None:
    headless()
    sys.path.insert(0, str(ROOT / "tools"))
    import pygame
    import table_stills as stills
    from game import theme
    pygame.init()
    screen = pygame.display.set_mode(size)
    print(f"{'table':28s} " + "  ".join(f"{g:>20s}" for g in GROUPS))
    for game, mode, players, moves in stills.CASES:
        if only and game != only:
            continue
        figures = {}
        for pct in (100, 200):
            theme.set_interface(pct)
            scene, m, n = stills.scene_for((game, mode, players, moves), size)
            for _ in range(40):               # long enough for every tween (an altar's re-fit) to settle
                scene.update(0.05)
                scene.draw(screen)
            # in a solitaire, the seat being played: the acting one of Sky Totems' two altars (the
            # other folds like an opponent's), never Taroma's automaton
            yours = {scene.table.session.state.actor} if players == 1 else {scene.table.viewer}
            figures[pct] = heights(scene.table, yours)
        theme.set_interface(100)
        cells = []
        for g in GROUPS:
            a, b = figures[100].get(g), figures[200].get(g)
            cells.append(f"{a:5.0f} -> {b:4.0f} {b / a:4.2f}x" if a and b else f"{'-':>20s}")
        print(f"{game}-{m}-p{n:<2d}{'':{max(0, 18 - len(game) - len(m))}s} " + "  ".join(f"{c:>20s}" for c in cells))


if __name__ == "__main__":
    from rules import registry
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=list(registry.GAMES))
    ap.add_argument("--size", default="1920x1080")
    a = ap.parse_args()
    w, h = (int(v) for v in a.size.split("x"))
    measure(a.game, (w, h))
