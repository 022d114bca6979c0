"""Issue 13, "Big-screen scale": Settings gets an interface size (100 / 125 / 150 / 200 %) for TVs and
projectors, applied to every table and scene, and remembered. These tests check the setting itself:
the file, the Settings row, the app laying every scene out again, and the table chrome (the turn
line, the log chip) that every table shares. Each table's and menu's own reflow has its own file
(``test_interface_size_<part>.py``)."""
from __future__ import annotations

import json

import pygame
import pytest

from game import theme
from game.settings import INTERFACE_SIZES, Settings
from test_app_scenes import click, frames  # the real app's frame and mouse helpers


# ----------------------------------------------------------------------------- the setting

def test_the_presets_are_the_four_sizes_the_issue_names():
    assert [v for v, _ in INTERFACE_SIZES] == [100, 125, 150, 200]
    assert Settings().interface_size == 100


def test_the_interface_size_is_remembered_in_the_settings_file(tmp_path):
    path = tmp_path / "settings.json"
    Settings(interface_size=150).save(path)
    assert json.loads(path.read_text())["interface_size"] == 150
    assert Settings.load(path) == (Settings(interface_size=150), None)


@pytest.mark.parametrize("bad", [300, 50, "big", True, None, [150]])
def test_a_damaged_interface_size_means_defaults_and_a_sentence(tmp_path, bad):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"interface_size": bad}))
    settings, problem = Settings.load(path)
    assert settings == Settings()
    assert "interface_size" in problem and "defaults" in problem


def test_an_older_settings_file_without_it_keeps_100():
    assert Settings.from_json({"anim_speed": 2.0}).interface_size == 100


@pytest.mark.parametrize("given, factor", [(100, 1.0), (125, 1.25), (200, 2.0), (500, 2.0), (10, 1.0),
                                           ("x", 1.0), (float("nan"), 1.0)])
def test_the_theme_takes_any_value_clamped(given, factor):
    theme.set_interface(given)
    assert theme.interface == factor
    assert theme.grow(20) == round(20 * factor)


# ----------------------------------------------------------------------------- the app

def test_choosing_150_in_settings_saves_it_and_lays_the_open_table_out_again(saves):
    """The Settings row over a running table: the table (Sky Tango) has its text grown at
    once, the choice is in the file, and a new start of the app comes back at 150 %."""
    from game.__main__ import build_session
    from game.app import App
    from game.scenes.settings import SettingsScene
    app = App(size=(1280, 720))
    try:
        assert app.start_game(build_session("sky-tango", "multi", 3, 1, 0))
        frames(app)
        table = app.top
        before = dict(table.table.f)
        app.push(SettingsScene(app))
        frames(app, 1)
        scene = app.top
        click(app, scene.interface.segments()[2].center)          # 150 %
        assert app.settings.interface_size == 150 and theme.interface == 1.5
        assert Settings.load(saves / "settings.json")[0].interface_size == 150
        after = table.table.f
        for role in ("status", "name", "small"):
            assert after[role] >= round(1.45 * before[role]), (role, before[role], after[role])
        frames(app, 2)                                               # drawing at 150 % raises nothing
        # the settings scene itself was laid out again and still fits the window
        assert pygame.Rect(0, 0, 1280, 720).contains(scene.panel)
    finally:
        app.close()
    theme.set_interface(100)
    again = App(size=(1280, 720))
    try:
        assert again.settings.interface_size == 150 and theme.interface == 1.5
    finally:
        again.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (960, 540)])
def test_the_settings_panel_grows_as_far_as_the_window_holds_it(saves, size):
    from game.app import App
    from game.scenes.settings import SettingsScene
    app = App(size=size)
    try:
        app.push(SettingsScene(app))
        scene = app.top
        heights = {}
        for pct in (100, 125, 150, 200):
            app.set_interface_size(pct)
            frames(app, 1)
            window = pygame.Rect((0, 0), size)
            assert window.contains(scene.panel), pct
            rows = [w.rect for _, w in scene.rows] + [scene.done.rect]
            for r in rows:
                assert scene.panel.contains(r), pct
            assert all(not a.colliderect(b) for i, a in enumerate(rows) for b in rows[i + 1:]), pct
            heights[pct] = scene.panel.h
        assert heights[100] <= heights[125] <= heights[150] <= heights[200]
    finally:
        app.close()


@pytest.mark.parametrize("size, room", [((960, 540), 150), ((1100, 620), 171), ((1280, 720), 200),
                                        ((1920, 1080), 200), ((1280, 1000), 200)])
def test_a_window_holds_200_percent_from_720p_up_and_less_below(size, room):
    assert theme.interface_room(size) == room


def test_a_small_window_shows_what_it_holds_and_keeps_the_setting_for_a_larger_one(saves):
    """Issue 36: "no rule, mission or log text is cut with '…'". At the least window (960x540) a live
    bot game at 200 % cut Sky 5's banked counts and Sky Towers' actions; 150 % cut nothing. So the
    window shows as much of the interface size as it holds, the setting stays 200 % (Settings says
    what the window shows), and a larger window shows all of it again."""
    from game.app import App
    from game.scenes.settings import SettingsScene
    Settings(interface_size=200).save(saves / "settings.json")
    app = App(size=(960, 540))
    try:
        assert theme.interface == 1.5 and app.settings.interface_size == 200
        app.push(SettingsScene(app))
        frames(app, 1)
        assert app.top._footer() == "This window shows 150 %: a larger one shows 200 %."
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
        frames(app, 1)
        assert theme.interface == 2.0 and app.top._footer() == "Changes are saved at once."
        assert Settings.load(saves / "settings.json")[0].interface_size == 200
    finally:
        app.close()


# ----------------------------------------------------------------------------- the shared table chrome

@pytest.mark.parametrize("game", ["sky-5", "sky-towers", "sky-totems", "tower", "sky-tango"])
@pytest.mark.parametrize("pct", [150, 200])
def test_the_turn_line_stays_in_its_band_and_is_larger_than_at_100(saves, game, pct):
    """Whose turn it is matters most across a room: at a larger interface the turn line is drawn
    larger than at 100 % (the news line under it gives way first) and still inside the status band;
    the log chip stays inside the band too."""
    from game.__main__ import build_session
    from game.app import App
    sizes = {}
    for p in (100, pct):
        app = App(size=(1280, 720))
        try:
            app.set_interface_size(p)
            assert app.start_game(build_session(game, "multi", 3, 1, 4))
            frames(app, 3)
            view = app.top.table
            zone = view.layout["status"]
            status, sub = view.status_sizes()
            line_h = theme.font(status, True).get_height() + (theme.font(sub).get_linesize() if sub else 0)
            assert line_h <= zone.h + view.layout.px(6) + view._status_gap()
            chip = view.log_chip_rect()
            assert chip is None or pygame.Rect(0, 0, 1280, zone.bottom).contains(chip)
            sizes[p] = status
        finally:
            app.close()
    assert sizes[pct] > sizes[100]         # every table reflows: its text grows


def test_big_screen_is_one_click_to_full_screen_at_200_and_back_to_the_size_before(saves):
    """Issue 36, "A couch mode": "a one-click 'Big screen' choice ... that sets the interface size
    for a TV". Turned off, the interface size chosen before comes back."""
    from game.app import App
    from game.scenes.settings import SettingsScene
    from game.settings import BIG_SCREEN
    app = App(size=(1280, 720))
    try:
        app.set_interface_size(150)
        app.push(SettingsScene(app))
        frames(app, 1)
        scene = app.top
        assert scene.big.value is False
        click(app, scene.big.segments()[1].center)                  # On
        assert app.fullscreen and app.settings.interface_size == BIG_SCREEN
        # as far as the screen holds it: the test's screen (SDL's dummy, 1024x768) holds 160 %
        assert theme.interface == min(BIG_SCREEN, theme.interface_room(app.size)) / 100
        assert scene.interface.value == BIG_SCREEN
        assert Settings.load(saves / "settings.json")[0].interface_size == BIG_SCREEN
        frames(app, 1)
        assert pygame.Rect((0, 0), app.size).contains(scene.panel)
        click(app, scene.big.segments()[0].center)                  # Off
        assert app.settings.interface_size == 150 and scene.interface.value == 150
        assert scene.big.value is False
        click(app, scene.interface.segments()[3].center)            # 200 % by hand, still full screen
        assert scene.big.value is True
    finally:
        app.close()
    theme.set_interface(100)
