"""A Sky Totems altar card's name never runs into its points: grown, a revealed card's coin is a
pill ("+2"), wider than the round coin, and the name once took its room from the round one, so
"Long Altar" touched the pill's edge (issue 36: "no two texts overlapping"). And a card short of
room for its mission's words says the mission's summary rather than its name alone."""
import pygame
import pytest

from game import theme
from game.tables.sky_totems.art import CARD_FILL, GOLD, draw_card
from game.tables.sky_totems.words import card_text
from rules.sky_totems import positions as P
from table_helpers import position_table, texts_drawn

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


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_mission_with_no_room_for_its_words_on_its_altar_says_its_summary_at_100(size):
    # At 100 % too, a mission on its altar's own cards whose whole words have no room says its
    # summary ("A stack of 4+ Bloom") rather than its name alone: in a pass-and-play game at
    # 1280x720, "Devotion to Bloom" stood on its altar as a name over an empty card.
    pygame.init()
    pygame.display.set_mode(size)
    theme.set_interface(100)
    state = P.table(3, seed="missions")
    P.give_missions(state, 0, ["devotion-to-bloom", "long-altar"])
    _app, scene = position_table("sky-totems", state, humans=(0, 1), size=size)
    view = scene.table
    said = " ".join(words for _px, words in texts_drawn(scene))
    for face, what in view.altar_cards(0):
        if what == "mission":
            # once in the board's MISSIONS panel, once on the altar's own card
            forms = {card_text(face), card_text(face, short=True)}
            assert sum(said.count(words) for words in forms) >= 2, (face["name"], said)
