"""A banner's big word fits the band it is drawn over: set smaller, then wrapped, never cut at the
band's edges (issue 36: "The Final Totem" over Sky Totems' acting altar at 200 % in 1280x720 read
"ne Final Tote")."""
import pygame
import pytest

from game import theme
from game.widgets.effects import Banner, SlideBanner


@pytest.fixture(autouse=True)
def _display():
    pygame.init()
    yield


@pytest.mark.parametrize("kind", [Banner, SlideBanner])
@pytest.mark.parametrize("width", [620, 300])
def test_a_big_title_is_drawn_whole_inside_a_narrow_band(kind, width):
    rect = pygame.Rect(40, 100, width, 400)
    title_size, sub_size = 96, 24
    assert theme.font(title_size, True).size("The Final Totem")[0] > width      # too wide as asked
    banner = kind(rect, "The Final Totem", "You may build one last totem.", (250, 200, 80),
                  title_size, sub_size, life=3.0)
    banner.age = 1.0                                   # popped in, fully shown
    surface = pygame.Surface((1280, 720))
    banner.draw(surface)
    assert banner.drawn is not None and rect.left <= banner.drawn.left and banner.drawn.right <= rect.right
    title = banner._title_image(width)
    assert title.get_width() <= width
    # every letter is there: the words set in the title's lines are the title's words
    size = title_size
    while theme.font(size, True).size("The Final Totem")[0] > width and size > sub_size:
        size -= 1
    assert " ".join(theme.wrap("The Final Totem", size, width, bold=True)) == "The Final Totem"
    assert size >= sub_size


def test_a_title_that_fits_is_drawn_at_its_own_size():
    banner = Banner(pygame.Rect(0, 0, 1600, 400), "Round 2", "", (250, 200, 80), 60, 24, life=2.0)
    assert banner._title_image(1500).get_height() == theme.text("Round 2", 60, (250, 200, 80), bold=True).get_height()
