"""A Sky Totems altar card's name never runs into its points: grown, a revealed card's coin is a
pill ("+2"), wider than the round coin, and the name once took its room from the round one, so
"Long Altar" touched the pill's edge (issue 36: "no two texts overlapping")."""
import pygame
import pytest

from game import theme
from game.tables.sky_totems.art import CARD_FILL, GOLD, draw_card

FACE = {"name": "Long Altar", "points": 2, "coin": "+2", "mission": {"type": "line", "count": 6},
        "text": "6 clouds in a line"}


@pytest.fixture()
def grown():
    pygame.init()
    before = theme.interface
    theme.set_interface(200)
    yield
    theme.set_interface(before * 100)


@pytest.mark.parametrize("coin", ["+2", 2])
@pytest.mark.parametrize("width", range(150, 330, 6))
def test_the_name_stops_short_of_the_coin(grown, coin, width):
    sizes = {"card_title": 30, "card_text": 26, "chip": 22}
    surface = pygame.Surface((width + 20, 260))
    surface.fill((0, 0, 0))
    rect = pygame.Rect(10, 10, width, 240)
    draw_card(surface, rect, dict(FACE, coin=coin), None, sizes, least=24)
    band = range(rect.top, rect.top + 70)
    gold = [x for x in range(rect.left, rect.right) for y in band if tuple(surface.get_at((x, y)))[:3] == GOLD]
    if not gold:
        return          # the coin went to the foot of the words: the name has the whole width
    left = min(gold)
    rows = [y for y in band if tuple(surface.get_at((left + 2, y)))[:3] == GOLD]
    for x in range(left - 3, left):
        for y in rows:
            assert tuple(surface.get_at((x, y)))[:3] == CARD_FILL, (x, y, width, coin)
