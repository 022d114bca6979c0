"""Issue 36, read from a couch: the screens a player meets around the tables, at 200 % interface
size, keep their words inside their panels."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game import theme
from table_helpers import display  # noqa: F401  (a fresh headless screen per test)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import text_rule  # noqa: E402


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


def test_a_tooltip_stays_over_a_grown_hint():
    """At 1920x1080 / 200 % Sky 5's hint fills the guide's place, drawn after the table: the deck's
    tooltip, reaching into the guide, was hidden under the hint's words."""
    from game.scenes.table import TableScene
    from game.session import Seat, Session
    from table_helpers import FakeApp
    size = (1920, 1080)
    screen = pygame.display.set_mode(size)
    theme.set_interface(200)
    try:
        session = Session.new("sky-5", "multi", [Seat("You"), Seat("Vega", "bot", "sensible"),
                                                 Seat("Orion", "bot", "sensible")], "couch", options={"first": 0})
        app = FakeApp(size=size, anim_speed=0.0, bot_delay=1e9)
        app.settings.bot_think = {"iterations": 30}
        scene = TableScene(app, session)
        scene.table.resize(size)
        scene.update(1 / 60)
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        scene.hint_thought.wait(30)
        scene.update(1 / 60)
        scene.draw(screen)
        badge = pygame.Rect(scene.badge_rect)
        tooltip = scene.table.tooltip
        tooltip.content = ("Deck", "67 cards left; 39 were removed unseen at the start. " * 4)
        box = tooltip.surface(*tooltip.content, scene.table._overlay_scale())
        tooltip.pos = (size[0] - box.get_width() - 40, badge.top - 20)     # below right, into the hint
        scratch = pygame.Surface(size)
        tip = tooltip.draw(scratch, scene.table._overlay_scale())
        over = tip.clip(badge)
        assert over.w > 40 and over.h > 40          # the tooltip reaches well into the hint
        scene.draw(screen)
        for x, y in ((over.centerx, over.centery), (over.left + 10, over.bottom - 10)):
            # the box is nearly opaque: what lies under it shows a shade at most
            drawn, box_ink = screen.get_at((x, y)), scratch.get_at((x, y))
            assert all(abs(a - b) <= 4 for a, b in zip(drawn[:3], box_ink[:3])), (x, y, drawn, box_ink)
    finally:
        theme.set_interface(100)


@pytest.mark.parametrize("size,floor", [((1280, 720), 24), ((1920, 1080), 32)])
def test_the_pass_screen_wraps_a_long_name_s_words_and_keeps_them_above_the_news(saves, size, floor):
    """A name as long as the setup takes (16 letters) at 720p / 200 %: "Only Maximiliana Wolf
    should look now. Click or press Enter when ready." was cut after "Enter"."""
    from game.__main__ import build_session
    from game.app import App
    session = build_session("sky-5", "multi", 3, 1, 6)
    app = App(size=size)
    try:
        app.set_interface_size(200)
        app.pass_device("Maximiliana Wolf", lambda: None, news=["Orion passed."] * 3, session=session)
        for _ in range(2):
            app.frame(dt=1 / 60)
        texts = text_rule.texts_of_frame(app)
        scene = app.top
        words = " ".join(text for _px, text in texts)
        assert "Click or press Enter when" in words and "ready." in words
        assert [text for _px, text in texts if text.endswith("…")] == []
        assert [t for t in texts if t[0] < floor] == []
        step = theme.font(scene.sub_size).get_linesize()
        assert scene.panel_pos[1] >= scene.sub_top + step * len(scene.sub_lines)
    finally:
        app.close()


def test_a_tall_button_puts_a_long_label_on_two_lines_rather_than_shrink_it():
    """Pass-and-play at 1920x1080 / 200 %: the Done button (about 220x135 px) said "Done · pass to
    Maximiliana Wolf" on one line at 12 px; on two lines its words are twice as large."""
    from game.widgets import ui
    button = ui.Button("Done · pass to Maximiliana Wolf", lambda: None, primary=True)
    button.rect = pygame.Rect(100, 100, 220, 135)
    one_line = ui.fitted_label(button.label, int(135 * 0.5), 220 - 8, theme.TEXT, True).get_height()
    seen = []
    theme.text_probe = seen
    try:
        button.draw(pygame.Surface((600, 400)))
    finally:
        theme.text_probe = None
    assert {text for _px, text in seen} == {"Done · pass to", "Maximiliana Wolf"}
    assert min(px for px, _text in seen) >= 24 and one_line < 20       # 25 px, and 16 px high on one line


def test_a_short_button_keeps_its_label_on_one_line():
    from game.widgets import ui
    for label, rect in (("Menu  (Esc)", (0, 0, 90, 60)), ("Watch replay", (0, 0, 200, 52)), ("Bank", (0, 0, 30, 30))):
        assert ui.two_line_label(label, 26, rect[2] - 8, rect[3] - 4, False)[0] == (label,)


@pytest.mark.parametrize("game,players", [("tower", 10), ("sky-5", 5), ("sky-tango", 4)])
def test_the_done_panel_says_its_sentence_whole_at_200_percent(game, players):
    """Under the Done button the table says what to do; at 1920x1080 / 200 % "…then hand the
    screen to Maximiliana Wolf. Menu: Esc." lost its last lines (the button says whom to pass to)."""
    import table_stills as stills
    from game.scenes.table import TableScene
    size = (1920, 1080)
    screen = pygame.display.set_mode(size)
    theme.set_interface(200)
    seen = []
    try:
        session, _mode, _n = stills.session_for(game, "multi", players, 10)
        scene = TableScene(stills.StillApp(size), session)
        scene.table.done_for = "Maximiliana Wolf"
        theme.text_probe = seen
        scene.update(0.016)
        scene.draw(screen)
    finally:
        theme.text_probe = None
        theme.set_interface(100)
    words = " ".join(text for _px, text in seen)
    assert "Press Enter or" in words and "Esc." in words


@pytest.mark.parametrize("size,floor", [((1280, 720), 24), ((1920, 1080), 32)])
def test_a_damaged_save_s_row_says_why_whole(saves, size, floor):
    """At 720p / 200 % the row of a damaged save said "sky-5-2026-12-07-0100.json: is not valid
    JS…": the file's name again (the row's title says it) and the JSON parser's details (Open
    shows them) left no room for why."""
    from game.app import App
    from game.scenes.dialog import DialogScene
    from game.scenes.load import LoadScene
    (saves / "sky-5-2026-12-07-0100.json").write_text('{"game": "sky-5", "broken')
    app = App(size=size)
    try:
        app.set_interface_size(200)
        app.push(LoadScene(app))
        for _ in range(3):
            app.frame(dt=1 / 60)
        texts = text_rule.texts_of_frame(app)
        drawn = {text for _px, text in texts}
        assert "is not valid JSON" in drawn and "sky-5-2026-12-07-0100" in drawn
        assert [text for text in drawn if text.endswith("…")] == []
        assert [t for t in texts if t[0] < floor] == []
        # the folder's long path keeps its end, the folder's own name
        assert any(text.startswith("Folder: …") and text.endswith(saves.name) for text in drawn)
        scene = app.top
        scene.open_selected()
        for _ in range(2):
            app.frame(dt=1 / 60)
        assert isinstance(app.top, DialogScene) and "(line 1, column" in app.top.message
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["tower", "sky-totems"])
def test_how_to_play_shows_whole_lines_as_it_scrolls(saves, size, game):
    """At 720p / 200 % How to play holds five lines and a half: the half, sliced through its
    letters, stood at the view's bottom edge (and, scrolled, at its top). Scrolled by the wheel,
    the keys or to the end, each line is in view whole or not at all, and the view moves on."""
    from game.app import App
    from game.scenes.howto import HowToScene
    app = App(size=size)
    try:
        app.set_interface_size(200)
        app.push(HowToScene(app, game))
        app.frame(dt=1 / 60)
        scene = app.top
        seen = []
        moves = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)] * 5 + \
                [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="")] * 2 + \
                [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)] * 3 + \
                [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="")]
        for event in moves:
            scene.handle_event(event)
            app.frame(dt=1 / 60)
            top, bottom = scene.shown()
            assert scene.offset <= top <= bottom <= scene.offset + scene.view.height
            for line_top, line_bottom in scene.lines:
                assert line_bottom <= top or line_top >= bottom or (top <= line_top and line_bottom <= bottom)
            # and on the screen: under the last whole line the view is the panel's plain fill
            view = scene.view
            below = pygame.Rect(view.left, view.top + bottom - scene.offset + 1, view.w - 40, 0)
            below.height = view.bottom - below.top
            if below.height > 0:
                fill = pygame.mask.from_threshold(app.screen.subsurface(below), theme.BG, (2, 2, 2, 255))
                assert fill.count() == below.w * below.h, (scene.offset, below)
            seen.append(scene.offset)
        assert seen[4] > seen[0] > 0 and seen[6] > seen[4] and seen[9] < seen[6] and seen[-1] >= seen[6]
    finally:
        app.close()
