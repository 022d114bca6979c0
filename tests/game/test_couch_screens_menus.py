"""Issue 36, read from a couch: the screens a player meets around the tables, at 200 % interface
size, keep their words inside their panels."""
from __future__ import annotations

import pygame
import pytest


@pytest.mark.parametrize("scale", [1.0, 2.0, 3.0])
def test_an_empty_game_log_keeps_its_words_inside_the_drawer(scale):
    """At 1920x1080 / 200 % (the table's scale 3.0) the empty log's "Nothing has happened yet at
    this table." was one line wider than the drawer and ran out over the table."""
    from game.widgets.gamelog import LogDrawer, panel_rect
    pygame.init()
    table = pygame.Rect(0, 0, 1920, 1080)
    surface = pygame.Surface(table.size)
    surface.fill((1, 2, 3))
    drawer = LogDrawer()
    rect = panel_rect(table.inflate(0, -100), None, scale)
    drawer.draw(surface, rect, [], 0, scale)
    outside = pygame.mask.from_threshold(surface, (1, 2, 3), (1, 1, 1, 255))
    outside.invert()                 # every pixel the drawer painted
    painted = outside.get_bounding_rects()
    assert painted and all(rect.contains(r) for r in painted)
