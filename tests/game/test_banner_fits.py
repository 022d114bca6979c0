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


class _Inks(Banner):
    """A Banner that keeps every rect it draws: the band first, then its word and lines."""

    def _ink(self, rect) -> None:
        super()._ink(rect)
        self.inks = [*getattr(self, "inks", []), pygame.Rect(rect)]


def test_words_that_need_more_than_the_rect_grow_the_band_and_stay_on_the_screen():
    """A rect too short for the word and its wrapped line (Sky Towers' "LAST ROUND" over the deck's
    cell at 1280x720, 200 %): the word stood above the band and the last line below it. The band
    now holds them, grown round the rect's middle and kept on the screen."""
    surface = pygame.Surface((1280, 720))
    rect = pygame.Rect(1044, 600, 220, 110)
    banner = _Inks(rect, "LAST ROUND", "The deck is empty: everyone takes one more turn of up to 3 actions",
                   (250, 200, 80), 48, 24, life=3.0)
    banner.age = 1.0
    banner.draw(surface)
    band, *words = banner.inks
    assert band.h > rect.h and surface.get_rect().contains(band)
    assert words and all(band.contains(r) for r in words), (band, words)


def test_a_grown_sky_towers_banner_lies_across_the_table_not_in_the_decks_column():
    """At 1280x720 and 200 % Sky Towers' table zone is the deck's cell in the right-hand column: the
    last round's banner wrapped there into a column of words over the log."""
    from table_helpers import FakeApp, frame, stand_in_command
    from game.scenes.table import TableScene
    from game.session import Seat, Session
    pygame.display.set_mode((1280, 720))
    theme.set_interface(200)
    try:
        session = Session.new("sky-towers", "multi", [Seat("Ana")] + [Seat(n, "bot", "sensible") for n in
                                                                       ("Vega", "Orion", "Lyra")], "banner/last")
        scene = TableScene(FakeApp(size=(1280, 720), anim_speed=1.0, bot_delay=1e9), session)
        frame(scene)
        while not session.state.is_over:
            events = scene.submit(stand_in_command(session, session.state.actor)) or []
            if any(e.kind == "last_round" for e in events):
                break
            frame(scene, 200)
        else:
            pytest.fail("no last round in this game")
        for _ in range(400):
            frame(scene)
            banners = [fx for fx in scene.table.effects if isinstance(fx, Banner)]
            if banners:
                break
        assert banners and banners[0].rect.w > 1280 // 2, [fx.rect for fx in banners]
    finally:
        theme.set_interface(100)


def test_words_rising_by_the_screens_edge_stay_on_the_screen():
    """"Last card!" rose from Sky Towers' deck at the right edge, grown, and lost its "!" there."""
    from game.widgets.effects import FloatText
    surface = pygame.Surface((1280, 720))
    fx = FloatText((1200, 300), "Last card!", 64, (250, 200, 80), life=1.4, rise=40)
    fx.age = 0.3
    fx.draw(surface)
    whole = theme.text("Last card!", 64, (250, 200, 80), bold=True).get_width()
    assert fx.drawn and surface.get_rect().contains(fx.drawn) and fx.drawn.w >= whole
