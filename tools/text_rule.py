"""Issue 36's rule for reading a table from a couch, measured on one picture.

The rule: no text below 16 px at 1920x1080 and 12 px at 1280x720, times the interface size, and no
text cut with "…". ``measure`` draws a table at one of ``table_stills``' positions and records
every text the frame renders through ``theme.text`` and every text the widgets cut to a width
(``ui._ellipsize``, Sky Towers' card art). Text drawn on card faces by the art directly is not
seen here. Used by ``bench/text_sizes.py`` (the figures) and ``tests/game/test_readable_sizes.py``
(the rule as a test).
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

import sys

import table_stills as stills

FLOOR_100 = {(1280, 720): 12, (1920, 1080): 16}


def floor(size: tuple[int, int], pct: int) -> int:
    """The smallest text the rule allows in a window of ``size`` at ``pct`` % interface size."""
    return FLOOR_100[tuple(size)] * pct // 100


@dataclass
class Picture:
    name: str
    floor: int
    seen: list = field(default_factory=list)        # (px, text) of every text drawn
    cut: list = field(default_factory=list)         # texts cut with "…"

    @property
    def smallest(self) -> int:
        return min((px for px, _ in self.seen), default=0)

    @property
    def small(self) -> list:
        return sorted({(px, text) for px, text in self.seen if px < self.floor})

    @property
    def ok(self) -> bool:
        return not self.small and not self.cut


@contextmanager
def _recording_cuts(cuts: list):
    """Every text the width-fitting helpers shorten, appended to ``cuts`` while inside."""
    from game.tables.sky_towers import art as towers_art
    from game.widgets import ui
    real = {m: m._ellipsize for m in (ui, towers_art)}

    def recorder(module):
        def cut(text, *args):
            out = real[module](text, *args)
            if out != text:
                cuts.append(text)
            return out
        return cut
    for module in real:
        module._ellipsize = recorder(module)
    try:
        yield
    finally:
        for module, f in real.items():
            module._ellipsize = f


def _forget_drawn_words() -> None:
    """Every cached picture or fitting of words the tables keep (card art, fitted tiles), so that
    this picture draws, and so measures, all its words: what an earlier picture in the same process
    drew is not seen again otherwise."""
    from game import theme
    theme._texts.clear()
    for name, module in list(sys.modules.items()):
        if not name.startswith("game.tables") or module is None:
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == name:
                value.cache_clear()


def texts_of_frame(app) -> list[tuple[int, str]]:
    """(pixel size, words) of every text one frame of ``app`` (the real app: a screen that is not a
    table, the title, a setup, the settings) draws, each rendered afresh rather than from the cache."""
    from game import theme
    seen: list = []
    theme._texts.clear()
    theme.text_probe = seen
    try:
        app.frame(dt=1 / 60)
    finally:
        theme.text_probe = None
    return seen


def measure(case: tuple, size: tuple[int, int], pct: int) -> Picture:
    """The texts of ``case`` (game, mode, seats, moves: a ``table_stills`` position, or a question
    of ``table_stills.QUESTIONS`` in place of the moves, open) drawn at
    ``size`` and ``pct`` %. Needs a display (SDL's dummy driver will do)."""
    from game import theme
    game, mode, players, moves = case
    screen = pygame.display.get_surface()
    if screen is None or screen.get_size() != tuple(size):
        screen = pygame.display.set_mode(size)
    theme.set_interface(pct)
    try:
        scene, m, n = stills.scene_for(case, size)
        name = f"{game}-{m}-p{n}" + (f" {moves}" if isinstance(moves, str) else "")
        picture = Picture(f"{name} {size[0]}x{size[1]} {pct} %", floor(size, pct))
        theme.text_probe = picture.seen
        _forget_drawn_words()
        with _recording_cuts(picture.cut):
            for _ in range(3):
                scene.update(0.016)
                scene.draw(screen)
    finally:
        theme.text_probe = None
        theme.set_interface(100)
    picture.cut = sorted(set(picture.cut))
    return picture
