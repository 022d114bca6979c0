"""Issue 13, "Big-screen scale": the interface size is "applied to every table and scene". These
tests cover the menus that fill the window or hold a game's results: the saved-games list, the
results panel and the pass-the-device screen grow their text at 150/200 %, and at every size and two
window sizes everything stays inside the window, nothing overlaps, and every label fits its button."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pygame
import pytest

from game import theme
from game.widgets import ui
from test_app_scenes import frames, make_save  # the real app's frame helper and a saved Sky 5 game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import text_rule  # noqa: E402

SIZES = [(1280, 720), (1920, 1080)]
PCTS = [100, 125, 150, 200]


def _app(size):
    from game.app import App
    app = App(size=size)
    pygame.event.clear()
    return app


def _label_fits(button) -> bool:
    """The label as the button draws it is whole (no ellipsis) and inside the button."""
    r = button.rect
    img = ui.fitted_label(button.label, button.text_size or int(r.height * 0.5), r.width - 8, theme.TEXT,
                          button.primary)
    whole = theme.text(button.label, max(theme.MIN_TEXT, button.text_size or int(r.height * 0.5)), theme.TEXT,
                       button.primary)
    return img.get_width() <= r.width and img.get_height() <= r.height + 2 and img.get_width() >= whole.get_width() * 0.6


def _no_overlaps(rects) -> bool:
    return all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


# ----------------------------------------------------------------------------- saved games

@pytest.mark.parametrize("size", SIZES)
def test_the_saved_games_list_grows_its_rows_and_buttons_and_keeps_them_in_the_window(saves, size):
    """Across a room the list of saves must be readable: at a larger interface its rows (and their
    text) are taller and the buttons' labels larger; the buttons stay under the list, inside the
    window, whole, and never over each other."""
    for i in range(3):
        make_save(saves, f"game {i}", moves=5 + i)
    heights, labels = {}, {}
    for pct, app, scene in _saves_list_at_each_size(size):
        window = pygame.Rect((0, 0), size)
        assert len(scene.saves) == 3
        rects = [b.rect for b in scene.buttons]
        assert all(window.contains(r) for r in rects), pct
        assert all(r.top >= scene.panel.bottom for r in rects), pct
        assert _no_overlaps(rects), pct
        assert all(_label_fits(b) for b in scene.buttons), pct
        assert scene.list.rect.contains(pygame.Rect(scene.list.rect.x, scene.list.rect.y, 1, scene.list.row_height))
        heights[pct] = scene.list.row_height
        assert _row_texts_apart(app, scene), pct
        labels[pct] = scene.buttons[1].text_size or scene.buttons[1].rect.h // 2
    assert heights[100] < heights[125] < heights[150] <= heights[200]
    assert labels[150] > labels[100]


def _row_texts_apart(app, scene) -> bool:
    """Each row's title, players, status and date are drawn inside the list, none touching another
    (the title used to touch the players line under it)."""
    drawn = []
    real = ui.blit_text_fit

    def record(*args, **kw):
        rect = real(*args, **kw)
        drawn.append(rect)
        return rect
    ui.blit_text_fit = record
    try:
        frames(app, 1)
    finally:
        ui.blit_text_fit = real
    rows = [drawn[i:i + 4] for i in range(0, len(drawn), 4) if len(drawn[i:i + 4]) == 4][:len(scene.saves)]
    return bool(rows) and all(_no_overlaps([r.inflate(0, 2) for r in row]) for row in rows)


@pytest.mark.parametrize("size", SIZES)
def test_no_row_of_the_saved_games_list_is_cut_at_any_size(saves, size):
    """Issue 36: nothing read from the couch is cut with "...". Grown, a finished Taroma game's title
    and status stood side by side and were both cut ("Sky Towers · Taroma soli…", "Finished · 17
    kites (Taro…"): each now has a line, the date beside the first with room for it. A ten-seat
    table's players, longer than any row, say as many names as fit and how many more."""
    from game.__main__ import build_session
    build_session("sky-towers", "taroma", 1, 4, None).save_as(saves / "taroma.json")
    build_session("tower", "multi", 10, 4, None).save_as(saves / "Friday night at the club.json")
    for pct, app, scene in _saves_list_at_each_size(size):
        for _ in range(200):            # the list replays each save to say how it ended
            if all(info.checked for info in scene.saves):
                break
            frames(app, 1)
        cut = []
        with text_rule._recording_cuts(cut):
            frames(app, 1)
        assert cut == [], (pct, cut)
        assert _row_texts_apart(app, scene), pct
        drawn = {words for _size, words in _texts_drawn(app)}
        for info in scene.saves:
            assert {info.title, info.status_text} <= drawn, (pct, info.title, drawn)
        ten = next(info for info in scene.saves if len(info.seats) == 10)
        assert any(words.startswith("You, Vega (bot)") and re.search(r" and \d more$", words) for words in drawn) \
            or ten.seats_text in drawn, (pct, drawn)


def _saves_list_at_each_size(size):
    """The saved games list in a window of ``size`` at each interface size: (pct, app, the list)."""
    from game.scenes.load import LoadScene
    app = _app(size)
    try:
        for pct in PCTS:
            app.set_interface_size(pct)
            app.push(LoadScene(app))
            frames(app, 2)
            yield pct, app, app.top
            app.pop(app.top)
    finally:
        app.close()


# ----------------------------------------------------------------------------- results

@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,players", [("sky-5", 3), ("sky-5", 5), ("sky-totems", 4)])
def test_the_results_panel_grows_as_far_as_the_window_holds_it(saves, size, game, players):
    """The results are what a game night looks at together: at a larger interface the panel (and
    its text) is larger where the window has room, never larger than the window, and its table
    of scores never runs into the buttons."""
    from game.__main__ import build_session
    from game.scenes.results import ResultsScene
    session = build_session(game, "multi", players, 5, None)
    assert session.state.is_over
    panels = {}
    app = _app(size)
    try:
        for pct in PCTS:
            app.set_interface_size(pct)
            app.push(ResultsScene(app, session))
            frames(app, 2)
            scene = app.top
            window = pygame.Rect((0, 0), size)
            assert window.contains(scene.panel), pct
            rows = (len(scene.pad[0]) + 1) if scene.pad is not None else len(scene.names)
            table_bottom = scene.table_top + rows * scene.row_h
            rects = [b.rect for b in scene.buttons]
            assert all(scene.panel.contains(r) for r in rects), pct
            assert all(r.top >= table_bottom for r in rects), pct
            assert _no_overlaps(rects) and all(_label_fits(b) for b in scene.buttons), pct
            panels[pct] = (scene.panel.h, scene.s, scene.row_h)
            app.pop(scene)
    finally:
        app.close()
    assert panels[100][1] == theme.scale_for(size)                   # 100 %: as it always was
    assert [panels[p][1] for p in PCTS] == sorted(panels[p][1] for p in PCTS)
    if game == "sky-5" and players == 3:                          # a short panel: room to grow
        assert panels[150][1] > panels[100][1] * 1.2
    if game == "sky-totems":
        # a long scorepad's rows (and their words) grow too: at 720p / 200 % they stayed at 14 px
        assert panels[200][2] >= panels[100][2] * 1.2


# ----------------------------------------------------------------------------- pass the device

@pytest.mark.parametrize("size", SIZES)
def test_the_pass_screen_grows_and_keeps_its_block_inside_the_window(saves, size):
    """"Pass to Vega" is read from the far side of the table: at a larger interface its title and
    buttons are larger, the news box still sits between the words and the buttons, and all of it
    stays inside the window."""
    from game.__main__ import build_session
    session = build_session("sky-5", "multi", 3, 1, 6)
    news = [f"Orion draws the red {i}." for i in range(1, 9)]
    titles = {}
    app = _app(size)
    try:
        for pct in PCTS:
            app.set_interface_size(pct)
            app.pass_device("Vega", lambda: None, news=news, session=session)
            frames(app, 2)
            scene = app.top
            window = pygame.Rect((0, 0), size)
            rects = [scene.button.rect, scene.menu_button.rect, scene.howto_button.rect]
            assert all(window.contains(r) for r in rects) and _no_overlaps(rects), pct
            assert all(_label_fits(b) for b in (scene.button, scene.menu_button, scene.howto_button)), pct
            assert scene._panel is not None and scene.news_shown >= 2, pct
            panel = pygame.Rect(scene.panel_pos, scene._panel.get_size())
            assert window.contains(panel) and panel.top >= scene.sub_top and panel.bottom <= scene.button.rect.top
            titles[pct] = scene.title_size
            app.pop(scene)
    finally:
        app.close()
    assert titles[100] == theme.px(76, theme.scale_for(size))
    assert titles[100] < titles[125] <= titles[150] <= titles[200]


# ----------------------------------------------------------------------------- a new game's setup

def _texts_drawn(app) -> list[tuple[int, str]]:
    """(pixel size, words) of every text one frame of ``app`` draws."""
    return text_rule.texts_of_frame(app)


@pytest.mark.parametrize("size,floor", [((1280, 720), 24), ((1920, 1080), 32)])
@pytest.mark.parametrize("game,players", [("tower", 10), ("sky-5", 5), ("sky-totems", 4), ("sky-tango", 4),
                                          ("sky-towers", 4)])
def test_the_setup_screen_reads_from_the_couch_at_200_percent(saves, size, floor, game, players):
    """Issue 36: a game night sets its game up from the couch too. At 200 % every word of the
    setup (the fullest one: the most seats) reaches the couch's floor (12 px at 720p and 16 px at
    1080p, times two), none is cut with "…", and the form and its buttons stay whole inside the
    window, no two controls over each other. At 100 % the setup stayed its desk size; it used to
    stay so at 200 % too (seat choices 16 px in a 720p window)."""
    from game.scenes.setup import SetupScene
    app = _app(size)
    try:
        app.set_interface_size(200)
        app.push(SetupScene(app, game, players))
        frames(app, 2)
        scene = app.top
        texts = _texts_drawn(app)
        assert texts
        assert [t for t in texts if t[0] < floor] == []
        assert [t for t in texts if t[1].endswith("…")] == []
        window = pygame.Rect((0, 0), size)
        controls = [w.rect for w in scene.widgets() if w.rect.w]
        buttons = [scene.back_button.rect, scene.howto_button.rect, scene.start_button.rect]
        assert all(window.contains(r) for r in controls)
        assert all(scene.panel.contains(w.rect) for w in scene.widgets() if w.rect not in buttons)
        assert _no_overlaps(controls)
        assert all(r.top >= scene.panel.bottom for r in buttons)
        assert all(_label_fits(b) for b in (scene.back_button, scene.howto_button, scene.start_button))
        # every seat's kind is shown whole, as a choice of its own or one at a time between arrows
        for choice in scene.kind_choices[:players]:
            assert choice.compact or choice.labels_fit()
        app.pop(scene)
        app.set_interface_size(100)
        app.push(SetupScene(app, game, players))
        frames(app, 2)
        assert min(px for px, _ in _texts_drawn(app)) < floor    # the desk size is smaller: it grew
    finally:
        app.close()


@pytest.mark.parametrize("size,floor", [((1280, 720), 24), ((1920, 1080), 32)])
def test_the_title_reads_from_the_couch_at_200_percent(saves, size, floor):
    """Issue 36: the title is the first thing a game night reads. At 200 % every word on it (the
    games' taglines and modes, Play, the buttons, the keys line, a status line) reaches the
    couch's floor, none is cut, and the tiles, the buttons and the words under them neither
    overlap nor leave the window; at 100 % it keeps its desk size (its taglines were 20 px at
    720p / 200 % before)."""
    app = _app(size)
    try:
        app.set_interface_size(200)
        frames(app, 2)
        title = app.top
        for status in ("", "Your game is kept: Continue on the title picks it up."):
            title.status, title.status_kind = status, "info"
            texts = _texts_drawn(app)
            assert {t for _, t in texts} >= {"Play", "Settings", *(t.spec.title for t in title.tiles)}
            assert [t for t in texts if t[0] < floor] == []
            assert [t for t in texts if t[1].endswith("…")] == []
        window = pygame.Rect((0, 0), size)
        rects = [t.rect for t in title.tiles] + [b.rect for b in title.buttons]
        assert all(window.contains(r) for r in rects) and _no_overlaps(rects)
        assert all(t.text_bottom() <= t.badge_top() for t in title.tiles)     # words above Play
        assert all(b.rect.top > title.tiles_bottom for b in title.buttons)
        app.set_interface_size(100)
        frames(app, 2)
        assert min(px for px, _ in _texts_drawn(app)) < floor
    finally:
        app.close()


@pytest.mark.parametrize("size,floor", [((1280, 720), 24), ((1920, 1080), 32)])
def test_the_settings_read_from_the_couch_at_200_percent(saves, size, floor):
    """Issue 36: Big screen and the interface size are set from the couch. At 200 % every choice's
    words reach the couch's floor (19 px at 720p before: the panel already filled the window's
    height), none is cut, and every row stays inside the panel and the window."""
    from game.scenes.settings import SettingsScene
    app = _app(size)
    try:
        app.set_interface_size(200)
        app.push(SettingsScene(app))
        frames(app, 2)
        scene = app.top
        texts = _texts_drawn(app)
        assert {"Full screen", "200 %", "After 10 minutes"} <= {t for _, t in texts}
        assert [t for t in texts if t[0] < floor] == []
        assert [t for t in texts if t[1].endswith("…")] == []       # a label shrunk to fit is under the floor
        rects = [w.rect for w in scene.widgets()]
        assert all(scene.panel.contains(r) for r in rects) and _no_overlaps(rects)
        assert pygame.Rect((0, 0), size).contains(scene.panel)
    finally:
        app.close()


@pytest.mark.parametrize("size,floor", [((1280, 720), 24), ((1920, 1080), 32)])
@pytest.mark.parametrize("game,players,label", [("sky-totems", 4, "Common pedestals"), ("tower", 10, "Complete tower +5")])
def test_a_long_or_wide_scorepad_reads_from_the_couch_at_200_percent(saves, size, floor, game, players, label):
    """Issue 36: the results are read together from the couch. Sky Totems' scorepad has nine rows
    for four players; at 200 % its words reach the couch's floor too (21 px at 720p before: the
    rows took the desk's proportion of their height), none cut. Tower's has ten places: at 720p its
    labels ("Sum of the stones") and then its names fell to 22 px beside 40 px values."""
    from game.__main__ import build_session
    from game.scenes.results import ResultsScene
    app = _app(size)
    try:
        app.set_interface_size(200)
        app.push(ResultsScene(app, build_session(game, "multi", players, 5, None)))
        frames(app, 2)
        texts = _texts_drawn(app)
        assert {label, "Total"} <= {t for _, t in texts}
        assert [t for t in texts if t[0] < floor] == []
        assert [t for t in texts if t[1].endswith("…")] == []
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game,mode,players", [("tower", "multi", 10), ("tower", "multi", 6), ("sky-tango", "multi", 4),
                                               ("sky-totems", "multi", 4), ("sky-towers", "multi", 4)])
def test_a_scorepad_row_never_draws_its_label_under_its_values(saves, size, game, mode, players):
    """Played to the end at 1920x1080 / 200 %: Sky Tango's "Cards cleared (+1 each)" and Tower's "Sum
    of the stones" ran under the first place's values, the labels' column staying its desk width
    while its words grew, and ten places' names were cut to "V…", "O…". Every text of a row lies
    apart from the others, and no name is cut, at every size."""
    from game.__main__ import build_session
    from game.scenes.results import ResultsScene
    app = _app(size)
    drawn = []
    real = ui.blit_text

    def record(surface, s, *args, **kw):
        rect = real(surface, s, *args, **kw)
        drawn.append((str(s), rect))
        return rect
    try:
        for pct in PCTS:
            app.set_interface_size(pct)
            app.push(ResultsScene(app, build_session(game, mode, players, 5, None)))
            frames(app, 1)
            scene = app.top
            if scene.pad is None:
                pytest.skip(f"{game} shows no scorepad")
            drawn.clear()
            ui.blit_text = record
            try:
                frames(app, 1)
            finally:
                ui.blit_text = real
            # the panel's texts, not those of the screen under it
            drawn[:] = drawn[[s for s, _r in drawn].index("Game over"):]
            assert not [s for s, _r in drawn if s.endswith("…")], pct        # no place's name cut
            labels = [label for label, _values in scene.pad[0]]
            for label in labels:
                found = [r for s, r in drawn if s == label]
                assert found, (pct, label)
                row = [r for s, r in drawn if r.centery == found[0].centery and s != label]
                assert row and not any(found[0].colliderect(r) for r in row), (pct, label)
            app.pop(scene)
    finally:
        ui.blit_text = real
        app.close()
