"""Issue 36, "Readable sizes as a rule the code checks": "no text below 16 px font size at
1920×1080 and 100 % (12 px at 1280×720), and every size multiplied by the interface size", and "no
rule, mission or log text is cut with '…'". Every game's table is drawn at the positions of
``tools/table_stills.py`` (the most and the fewest seats, early and late) and at its ``QUESTIONS``
(each chooser and question of a table open for the person: Sky Totems' starting card, a pedestal
from the bag, a trade; Tower's paying card; Sky Tango's self-destruction, another card; Sky Towers'
5 and 6; Sky 5's drawn card to give), at both sizes and at 100 and 200 %, and every text the frame
draws is measured (``tools/text_rule.py``).

The pictures that do not meet the rule yet are listed in ``NOT_YET`` with what breaks it: they are
expected to fail (strictly: once one of them meets the rule, its test fails until it leaves the
list), so the list is always the truth. Every table's maps arrange it anew at 200 % (their
``zones-200`` layer): the cards you decide with grow with the words, the other seats fold (see
the README's "Interface size" and ``bench/card_sizes.py``)."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import table_stills as stills  # noqa: E402
import text_rule  # noqa: E402

# picture -> why it does not meet the rule yet
NOT_YET: dict[str, str] = {}      # every picture meets the rule now; a new one that cannot goes here


def picture_name(case: tuple, size: tuple[int, int], pct: int) -> str:
    game, mode, players, moves = case
    asked = f" {moves}" if isinstance(moves, str) else ""       # a question's position
    return f"{game}-{mode}-p{players}{asked} {size[0]}x{size[1]} {pct}"


def pictures():
    for case in stills.CASES + stills.QUESTIONS:
        for size in stills.SIZES:
            for pct in stills.INTERFACE:
                name = picture_name(case, size, pct)
                why = NOT_YET.get(name)
                marks = [pytest.mark.xfail(strict=True, reason=why)] if why else []
                yield pytest.param(case, size, pct, id=name.replace(" ", "-"), marks=marks)


@pytest.fixture(autouse=True)
def dummy_display():
    pygame.display.init()
    yield


@pytest.mark.parametrize("case,size,pct", list(pictures()))
def test_every_text_of_the_table_reads_from_the_couch(case, size, pct):
    picture = text_rule.measure(case, size, pct)
    assert picture.seen, "nothing was measured"
    assert not picture.small, f"{picture.name}: under {picture.floor} px: {picture.small[:4]}"
    assert not picture.cut, f"{picture.name}: cut: {picture.cut[:4]}"


def test_the_names_of_the_pictures_not_yet_readable_are_pictures_the_test_draws():
    """A typo in ``NOT_YET`` would leave a picture tested as if it had to pass, and the list lie."""
    drawn = {picture_name(case, size, pct) for case in stills.CASES + stills.QUESTIONS for size in stills.SIZES
             for pct in stills.INTERFACE}
    assert set(NOT_YET) <= drawn


@pytest.mark.parametrize("case", stills.QUESTIONS, ids=lambda case: " ".join(map(str, case)).replace(" ", "-"))
def test_every_question_position_shows_its_question_open(case):
    """A question position measures what it names: the rules ask the person that question and the
    table shows it (its chooser, its panel, the waiting card's choice, the pedestal over the bag)."""
    from game.scenes.table import TableScene
    game, mode, players, question = case
    session, _, _ = stills.question_session(game, mode, players, question)
    table = TableScene(stills.StillApp((1280, 720)), session).table
    stills.open_question(table, question)
    assert table.human_actor() == 0
    if question in ("start", "design", "discard", "ask"):
        assert table.chooser() == question
    elif question in ("pay", "attack", "confirm"):
        assert table.choice is not None and table.choice.kind == question
    elif question == "trade":
        assert table.trading()
    elif question == "give":
        assert session.state.view(0)["phase"] == "give"
    else:               # another card: the banner over the rows says so
        assert table.animal_banner


@pytest.mark.parametrize("size", stills.SIZES)
def test_a_headline_too_long_for_its_line_wraps_instead_of_being_cut(size):
    """"No rule, mission or log text is cut with '…': a line that does not fit wraps" (issue 36):
    the end of a partners' game of Sky Tango at 200 % ("Game over: Vega and Lyra win as partners
    with 37 points together") beside the team chips takes the news line's place as its second line."""
    picture = text_rule.measure(("sky-tango", "multi", 4, 100000), size, 200)      # played to its end
    drawn = {text for _, text in picture.seen}
    assert not picture.cut, picture.cut
    first = [text for text in drawn if text.startswith("Game over: ")]
    second = [text for text in drawn if text.endswith(" points") and " win" not in text]
    assert len(first) == 1 and len(second) == 1 and " win " in first[0] + " " + second[0], (first, second)



def test_a_grown_folded_altar_keeps_its_name_whole_where_its_score_is_wide(monkeypatch):
    """Sky Totems, four players, a late mission's reward at 1280x720 and 200 %: Cleo's folded altar
    read "Cl…" beside "48 pts" (the score at its least still too wide); the score says its number
    alone there, and the name is whole."""
    real = stills.session_for
    monkeypatch.setattr(stills, "session_for",
                        lambda game, mode, players, moves, seed=None: real(game, mode, players, moves,
                                                                           "stills/sky-totems/design"))
    picture = text_rule.measure(("sky-totems", "multi", 4, "design"), (1280, 720), 200)
    drawn = {text for _, text in picture.seen}
    assert not picture.cut, picture.cut
    assert "Cleo" in drawn and "48" in drawn and "48 pts" not in drawn


def bots_playing(game: str, names: list[str], seed: str, pct: int, size=(1280, 720)):
    """A table of ``game`` the bots play at ``names``' seats, in a ``size`` window at ``pct`` % (every
    test leaves the interface size at 100 % again: tests/conftest.py)."""
    from game import theme
    from game.scenes.table import TableScene
    from game.session import Seat, Session
    from table_helpers import FakeApp
    pygame.display.set_mode(size)
    theme.set_interface(pct)
    session = Session.new(game, "multi", [Seat(n, "bot", "sensible") for n in names], seed, autosave=None)
    return TableScene(FakeApp(size=size, anim_speed=1.0, bot_delay=0.0), session)


def frames_until(scene, done, most: int) -> bool:
    """Play ``scene`` a frame at a time until ``done()`` (True), at most ``most`` frames (False)."""
    for _ in range(most):
        scene.update(1 / 60)
        scene.draw(pygame.display.get_surface())
        if done():
            return True
    return False


def drawn_whole(scene) -> tuple[list[str], list[str]]:
    """The texts the scene's next frame draws, and those of them cut with "…" to fit."""
    from table_helpers import texts_drawn
    cut = []
    with text_rule._recording_cuts(cut):
        drawn = [text for _, text in texts_drawn(scene)]
    return drawn, cut


def test_news_too_long_for_its_line_wraps_in_the_band_instead_of_being_cut():
    """"No rule, mission or log text is cut with '…': a line that does not fit wraps, and the table
    makes room for it" (issue 36). Sky Tango, four players with the demo's names, at 1280x720 and
    200 %: beside the team chips the news "Lyra lays the moon 14 at the left end of Vega's moon
    row." read "…Vega's moo…". It now takes two lines of the band (the headline giving way), each
    whole and inside the band."""
    scene = bots_playing("sky-tango", ["Altair", "Lyra", "Vega", "Sirius"], "cut/1", 200)
    view = scene.table
    assert frames_until(scene, lambda: len(view.status_news()) > 55 and view.news_rect() is not None, 4000)
    news = view.status_news()
    drawn, cut = drawn_whole(scene)
    assert not cut, cut
    first = max((text for text in drawn if news.startswith(text)), key=len)
    assert first != news and news[len(first):].strip() in drawn, (first, news)
    rect, band = view.news_rect(), view.layout["status"].inflate(0, view.layout.px(6))
    assert rect.top >= band.top and rect.bottom <= band.bottom, (rect, band)


SETUP_NAMES = ["You", "Vega", "Orion", "Lyra", "Nova", "Sirius", "Altair", "Deneb", "Rigel", "Mira"]


@pytest.mark.parametrize("game,players", [("tower", 10), ("sky-tango", 4), ("sky-5", 5), ("sky-towers", 4),
                                          ("sky-totems", 4)])
@pytest.mark.parametrize("pct", [100, 200])
def test_every_seats_name_from_the_setup_is_drawn_whole_at_its_turn(game, players, pct):
    """"Any text cut off" fails the rule (issue 36). With the setup's own names (You, Vega, Orion...)
    at 1280x720, a seat's header beside its BOT and TO PLAY chips read "Ori…" in Sky Towers at
    100 %: the name now comes before the chips at every size, as it did grown (the chips give way
    by rank). Each seat's name is drawn whole while it is that seat's turn."""
    from game.scenes import setup
    assert setup.DEFAULT_NAMES[1:] == SETUP_NAMES[1:len(setup.DEFAULT_NAMES)]
    names = SETUP_NAMES[:players]
    scene = bots_playing(game, names, "names/1", pct)
    left = set(range(players))

    def each_seat_seen() -> bool:
        actor = scene.table.turn             # the seat the table shows to play
        if actor in left:
            drawn, cut = drawn_whole(scene)
            assert names[actor] in drawn and not [c for c in cut if c in names], (names[actor], cut)
            left.discard(actor)
        return not left or scene.session.state.is_over
    frames_until(scene, each_seat_seen, 3000)
    assert not left, f"seats never seen at their turn: {left}"


@pytest.mark.parametrize("pct", [100, 200])
def test_sky_towers_last_round_words_are_measured_not_cut_to_see_if_they_fit(pct):
    """Sky Towers' panel says "LAST ROUND: up to 3 actions", or "LAST ROUND" where that does not
    fit: it cut the long words with "…" to see whether they fit (the couch rule's check counted
    them as cut, though never drawn). Now measured; whichever is drawn is drawn whole."""
    scene = bots_playing("sky-towers", SETUP_NAMES[:3], "names/1", pct)
    assert frames_until(scene, lambda: scene.table.final and not scene.session.state.is_over, 6000), "no last round"
    drawn, cut = drawn_whole(scene)
    assert not cut, cut
    assert "LAST ROUND: up to 3 actions" in drawn or "LAST ROUND" in drawn


@pytest.mark.parametrize("game,players", [("tower", 10), ("sky-tango", 4), ("sky-towers", 4)])   # Sky 5 has no hand
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_picked_cards_marks_and_refusals_are_drawn_whole(game, players, size):
    """"Any text cut off" fails the rule (issue 36), the marks of a picked card too: with each card of
    the person's hand picked and the pointer over each place of the table, at 200 %, no word is cut.
    Four players' Sky Towers towers read "blocked by…" and a folded seat's "not yo…"."""
    import random

    from game import theme
    from game.scenes.table import TableScene
    from game.session import Seat, Session
    from table_helpers import FakeApp, frame, input_helpers, post, zone_rects
    pump = input_helpers()[0]
    pygame.display.set_mode(size)
    theme.set_interface(200)
    seats = [Seat("Altair")] + [Seat(n, "bot", "sensible") for n in SETUP_NAMES[1:players]]
    session = Session.new(game, "multi", seats, "picked/1", autosave=None)
    moves = random.Random(1)
    while not (session.state.actor == 0 and len(session.commands) >= 12):
        who = session.state.actor
        session.submit(session.bot_command() if who != 0 else moves.choice(session.state.legal_commands()))
    scene = TableScene(FakeApp(size=size), session)
    frame(scene)
    view = scene.table
    cut = []
    for cid in view.hand_ids():
        view.pick(cid)
        for place in zone_rects(view).values():
            post(pygame.MOUSEMOTION, pos=place.center, rel=(0, 0), buttons=(0, 0, 0))
            with text_rule._recording_cuts(cut):
                pump(scene)
                frame(scene)
    assert view.hand_ids() and not cut, cut
