"""The app shell and its menu scenes, driven headlessly with posted events.

A stand-in TableScene is installed as ``game.scenes.table`` so these tests do not depend on the
table being built; they check what the app does around it.
"""
from __future__ import annotations

import json
import sys

import pygame
import pytest

from game import theme
from game.scenes.base import Scene
from rules.saves import load_save
from stubs import StubTable

DT = 1 / 60


# ----------------------------------------------------------------------------- fixtures

def frames(app, n=3):
    for _ in range(n):
        app.frame(dt=DT)


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(dt=DT)


def key(app, k, mod=0, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))
    app.frame(dt=DT)


def type_text(app, text):
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.frame(dt=DT)


def colours(surface, step=7):
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y))) for x in range(0, w, step) for y in range(0, h, step)}


def make_save(folder, name="game", moves=20, seed=3, players=3, finish=False):
    from game.__main__ import build_session
    session = build_session("sky-5", "multi", players, seed, None if finish else moves)
    path = folder / f"{name}.json"
    session.save_as(path)
    return session, path


# ----------------------------------------------------------------------------- the shell

def test_app_shows_title_headlessly(app):
    from game.scenes.title import TitleScene
    frames(app, 5)
    assert isinstance(app.top, TitleScene)
    assert app.size == (1280, 720)
    assert pygame.display.get_caption()[0] == "Sky Table"
    assert len(colours(app.screen)) > 20  # a drawn title, not a blank window


def test_scene_stack_operations_call_hooks(app):
    calls = []

    class Probe(Scene):
        def __init__(self, app, name):
            super().__init__(app)
            self.name = name

        def enter(self):
            calls.append(("enter", self.name))

        def exit(self):
            calls.append(("exit", self.name))

        def resize(self, size):
            calls.append(("resize", self.name, tuple(size)))

    a, b, c = Probe(app, "a"), Probe(app, "b"), Probe(app, "c")
    app.reset(a)
    app.push(b)
    app.replace(c)
    app.pop()
    assert app.stack == [a]
    assert calls == [("resize", "a", (1280, 720)), ("enter", "a"), ("resize", "b", (1280, 720)), ("enter", "b"),
                     ("exit", "b"), ("resize", "c", (1280, 720)), ("enter", "c"), ("exit", "c"), ("enter", "a")]
    app.pop()  # never an empty stack: the title comes back
    from game.scenes.title import TitleScene
    assert isinstance(app.top, TitleScene)


def test_overlay_draws_over_the_scene_below(app):
    from game.scenes.dialog import DialogScene
    frames(app, 1)
    app.push(DialogScene.message_box(app, "Hello", "A message over the title."))
    frames(app, 2)
    # The corner is outside the dialog: the dimmed title shows there, not a flat fill.
    assert len(colours(app.screen, 11)) > 20
    key(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "TitleScene"


def test_exception_in_a_scene_returns_to_title_with_a_message(app, saves):
    from game.scenes.title import TitleScene

    class Broken(Scene):
        def update(self, dt):
            raise ZeroDivisionError("boom in update")

    app.push(Broken(app))
    frames(app, 2)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1
    assert any(t.kind == "error" and "ZeroDivisionError" in t.text for t in app.toasts)
    log = (saves / "error.log").read_text()
    assert "boom in update" in log and "Traceback" in log

    class BrokenDraw(Scene):
        def draw(self, surface):
            raise KeyError("boom in draw")

    app.push(BrokenDraw(app))
    frames(app, 2)
    assert isinstance(app.top, TitleScene)
    assert "boom in draw" in (saves / "error.log").read_text()
    assert app.running


def test_a_title_that_keeps_failing_ends_in_the_fallback_screen_not_a_crash(app, monkeypatch):
    from game.app import FallbackScene
    from game.scenes.title import TitleScene
    monkeypatch.setattr(TitleScene, "draw", lambda self, surface: 1 / 0)
    frames(app, 4)
    assert isinstance(app.top, FallbackScene)
    key(app, pygame.K_SPACE)
    assert not app.running and app.exit_code == 1


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_every_title_tile_shows_its_whole_name_and_words_above_play(app, size):
    """With five games side by side, "Sky Towers" and "Sky Totems" were cut to "Sky Tow..." and
    Sky Tango's player line hid behind its Play badge: one title size and one tagline size for all
    tiles, the largest that fits them all."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    frames(app, 2)
    tiles = app.top.tiles
    assert len(tiles) >= 3
    assert len({t.sizes() for t in tiles}) == 1, "every tile at one size"
    for t in tiles:
        assert t.title_fits(t.sizes()[0]), t.spec.title
        assert t.text_bottom() <= t.badge_top(), t.spec.title
    assert tiles[0].sizes()[1] >= theme.MIN_TEXT


@pytest.mark.parametrize("size,pct", [((1920, 1080), 100), ((1920, 1080), 200)])
def test_no_star_shows_through_the_titles_continue_line(app, size, pct):
    """"Background stars show through the title footer text" (issue 36): the Continue line moves
    with the interface size, so the sky under it is painted again without stars, wherever it is."""
    from game.widgets import ui
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.use_interface_size(pct)
    frames(app, 2)
    title = app.top
    title.status, title.status_kind = "Continue: a game", "info"
    frames(app, 1)
    y, size = title.status_line()
    w = app.screen.get_width()
    words = theme.text(title.status, size, theme.TEXT_DIM).get_rect(midtop=(w // 2, y))
    beside = [x for x in range(w) if not words.left - 2 <= x <= words.right + 2]
    sky = ui.sky_background(app.screen.get_size())

    def starry_rows(surface):
        return [row for row in range(words.top, words.bottom)
                if len({surface.get_at((x, row))[:3] for x in beside}) > 1]
    if words.top < app.screen.get_height() * 0.92:
        assert starry_rows(sky), "the sky has a star there: the test would see it"
    else:       # grown, the line stands in the foot band, which the sky keeps free of stars
        assert pct > 100
    assert not starry_rows(app.screen)


def test_window_smaller_than_minimum_is_grown_back(app):
    pygame.display.set_mode((800, 450), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 450), w=800, h=450))
    frames(app, 1)
    assert app.size == (960, 540)
    assert app.top.size == (960, 540)  # the title laid itself out again


def test_corrupt_settings_fall_back_to_defaults_with_a_message(saves):
    from game.app import App
    from game.settings import Settings
    for bad in ["{not json", json.dumps({"anim_speed": "fast"}), json.dumps([1, 2]),
                json.dumps({"anim_speed": 99}), "\xff\xfe garbage"]:
        (saves / "settings.json").write_text(bad, encoding="utf-8", errors="surrogateescape")
        app = App(size=(1280, 720))
        try:
            assert app.settings == Settings()
            assert any(t.kind == "error" and "Settings" in t.text for t in app.toasts), bad
            frames(app, 2)
        finally:
            app.close()


def test_settings_scene_saves_each_change_at_once(app, saves):
    from game.scenes.settings import SettingsScene
    from game.settings import Settings
    app.push(SettingsScene(app))
    frames(app, 1)
    scene = app.top
    assert [label for _, label in scene.anim.options] == ["Slow", "Normal", "Fast", "Instant"]
    click(app, scene.anim.segments()[-1].center)     # Instant: slowest to fastest, no animation last
    assert app.settings.anim_speed == 0.0
    assert Settings.load(saves / "settings.json")[0].anim_speed == 0.0
    click(app, scene.delay.segments()[0].center)     # no bot pause
    assert Settings.load(saves / "settings.json")[0].bot_delay == scene.delay.value
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, SettingsScene)


def test_missing_table_module_gives_a_message_not_a_crash(app, monkeypatch):
    monkeypatch.setitem(sys.modules, "game.scenes.table", None)  # import fails with ModuleNotFoundError
    from game.__main__ import build_session
    assert app.start_game(build_session("sky-5", "multi", 2, 1, 0)) is False
    frames(app, 2)
    assert type(app.top).__name__ == "TitleScene"
    assert any(t.kind == "error" for t in app.toasts)


# ----------------------------------------------------------------------------- title -> setup -> table

def test_mouse_title_to_setup_to_game(app, stub_table, saves):
    from game.scenes.setup import SetupScene
    frames(app, 2)
    title = app.top
    sky5 = next(t for t in title.tiles if t.spec.id == "sky-5")
    click(app, sky5.rect.center)
    assert isinstance(app.top, SetupScene)
    setup = app.top
    click(app, setup.count_choice.segments()[-1].center)   # five players
    assert setup.count == 5
    click(app, setup.names[1].rect.center)
    key(app, pygame.K_END)
    for _ in range(10):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Ada")
    click(app, setup.kind_choices[1].segments()[0].center)  # seat 2 human
    click(app, setup.seed_input.rect.center)
    type_text(app, "42")
    click(app, setup.first_choice.segments()[2].center)     # seat 2 starts
    frames(app, 2)
    click(app, setup.start_button.rect.center)
    frames(app, 2)
    table = app.top
    assert isinstance(table, StubTable) and not table.demo
    assert [type(s).__name__ for s in app.stack] == ["TitleScene", "StubTable"]
    session = table.session
    assert session.game == "sky-5" and session.seed == 42
    # Two people at one screen: the solo default "You" became "Player 1" ("Pass to You" reads wrong).
    assert [s.name for s in session.seats][:2] == ["Player 1", "Ada"]
    assert [s.kind for s in session.seats] == ["human", "human", "bot", "bot", "bot"]
    assert session.options["first"] == 1 and session.state.turn == 1
    # The new game has a file of its own in the saves folder, written through the app's writer.
    assert session.autosave.parent == saves and session.autosave.name.startswith("sky-5-")
    assert session.writer is app.saver
    app.flush_saves()
    assert session.autosave.is_file()


@pytest.mark.parametrize("game, drawn", [("tower", True), ("sky-5", True), ("sky-tango", False)])
def test_setup_offers_a_random_first_player_only_where_the_rules_draw_one(app, game, drawn):
    """Sky Tango: "The setup picks the first player (default: the first seat listed)"; its rules
    draw none, so a "Random" there would always start seat 1. The others draw one from the seed."""
    from game.scenes.setup import SetupScene
    from game.session import Session
    app.push(SetupScene(app, game))
    frames(app, 1)
    setup = app.top
    values = [v for v, _ in setup.first_choice.options]
    assert (None in values) == drawn
    assert setup.first_choice.value == (None if drawn else 0)
    if not drawn:
        click(app, setup.first_choice.segments()[1].center)       # the second seat starts
        started = []
        app.start_game = lambda session: started.append(session) or True
        setup.start()
        assert isinstance(started[0], Session) and started[0].options["first"] == 1
        assert started[0].state.actor == 1


def test_setup_names_seat_one_you_only_while_one_person_plays(app):
    from game.scenes.setup import SetupScene
    app.push(SetupScene(app, "sky-towers"))
    frames(app, 1)
    setup = app.top
    assert setup.names[0].text == "You"
    click(app, setup.kind_choices[1].segments()[0].center)   # a second person joins
    assert setup.names[0].text == "Player 1" and setup.seats()[0].name == "Player 1"
    click(app, setup.kind_choices[1].segments()[1].center)   # back to a bot
    assert setup.names[0].text == "You"
    click(app, setup.kind_choices[0].segments()[-1].center)  # seat 1 on a phone: "You's turn" there
    assert setup.kinds[-1][0] == "phone" and setup.names[0].text == "Player 1"
    click(app, setup.kind_choices[0].segments()[0].center)   # back at the screen, alone
    click(app, setup.kind_choices[2].segments()[-1].center)  # another seat on a phone
    assert setup.names[0].text == "Player 1"
    click(app, setup.kind_choices[2].segments()[1].center)
    assert setup.names[0].text == "You"
    setup.names[0].set_text("Ada")                           # a typed name is never replaced
    click(app, setup.kind_choices[1].segments()[0].center)
    assert setup.names[0].text == "Ada"


def test_sky_tango_setup_says_who_partners_whom_with_four_players(app):
    # Sky Tango: "Players sitting opposite are partners" (4 players). The setup never said who
    # that would be; it names the pairs beside the player count, by the names as typed.
    from game.scenes.setup import SetupScene
    app.push(SetupScene(app, "sky-tango"))
    frames(app, 1)
    setup = app.top
    click(app, setup.count_choice.segments()[-1].center)      # 4 players
    frames(app, 1)
    assert setup.count == 4
    assert setup.partners_text() == "Partners: You & Orion,  Vega & Lyra"
    setup.names[2].set_text("Ada")
    assert setup.partners_text() == "Partners: You & Ada,  Vega & Lyra"
    click(app, setup.count_choice.segments()[0].center)       # 2 players: nobody partners
    frames(app, 1)
    assert setup.partners_text() == ""
    app.push(SetupScene(app, "tower"))
    frames(app, 1)
    assert app.top.partners_text() == ""


def test_setup_rows_stay_put_when_the_player_count_or_mode_changes(app):
    from game.scenes.setup import SetupScene
    app.push(SetupScene(app, "sky-towers"))
    frames(app, 1)
    setup = app.top
    before = (setup.mode_choice.rect.copy(), setup.names[0].rect.copy(), setup.start_button.rect.copy())
    click(app, setup.count_choice.segments()[0].center)      # 2 players: a seat row less
    frames(app, 1)
    assert setup.count == 2
    # the buttons too: a person adding a player and then pressing Start finds it where it was
    assert (setup.mode_choice.rect, setup.names[0].rect, setup.start_button.rect) == before
    click(app, setup.mode_choice.segments()[1].center)       # Light: one seat and a difficulty
    frames(app, 1)
    assert setup.mode_choice.rect == before[0]
    # a form of fewer rows keeps its buttons near it
    assert setup.start_button.rect.top < before[2].top


def test_keyboard_title_to_setup_to_game(app, stub_table):
    from game.scenes.setup import SetupScene
    frames(app, 1)
    key(app, pygame.K_RETURN)        # focuses the first playable game
    key(app, pygame.K_RETURN)        # opens it
    assert isinstance(app.top, SetupScene)
    for _ in range(4):               # (Mode, when the game has modes,) Players -> Seat 1's name
        key(app, pygame.K_TAB)
        if app.top.form.current is app.top.names[0]:
            break
    assert app.top.form.current is app.top.names[0]
    for _ in range(5):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Kim")
    key(app, pygame.K_RETURN)        # Enter in a field moves on
    key(app, pygame.K_ESCAPE)        # Esc goes back...
    assert type(app.top).__name__ == "TitleScene"
    key(app, pygame.K_RETURN)        # ... and the title still has the focus on the game
    setup = app.top
    assert isinstance(setup, SetupScene)
    for _ in range(3):               # (Mode,) Players
        key(app, pygame.K_TAB)
        if setup.form.current is setup.count_choice:
            break
    key(app, pygame.K_RIGHT)         # Players: 3 -> 4
    assert setup.count == 4
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    frames(app, 2)
    assert isinstance(app.top, StubTable)
    assert len(app.top.session.seats) == 4


def library_game(app, moves=12, seed=3, players=3):
    """A game started as the setup screen starts one: with its own file in the library."""
    from game.__main__ import build_session
    session = build_session("sky-5", "multi", players, seed, moves)
    session.autosave = app.new_game_file("sky-5")
    session.save_autosave()
    return session, session.autosave


def test_continue_resumes_the_latest_unfinished_game_in_its_own_file(app, stub_table, saves):
    from game.scenes.title import TitleScene
    frames(app, 1)
    assert not app.top.continue_button.enabled       # no game yet
    session, path = library_game(app, moves=12)
    app.go_title()
    frames(app, 1)
    title = app.top
    assert title.continue_button.enabled and "Sky 5" in title.status
    click(app, title.continue_button.rect.center)
    assert isinstance(app.top, StubTable)
    loaded = app.top.session
    assert loaded.commands == session.commands and loaded.autosave == path
    assert sorted(p.name for p in saves.iterdir()) == [path.name]   # resumed in place, no copy

    path.write_text("{ broken", encoding="utf-8")
    app.go_title()
    frames(app, 2)
    title = app.top
    assert isinstance(title, TitleScene)
    assert not title.continue_button.enabled and title.status == ""
    # Even if Continue is triggered directly, it says there is nothing to continue, not a crash.
    title.continue_game()
    frames(app, 1)
    assert isinstance(app.top, TitleScene) and any("no unfinished game" in t.text for t in app.toasts)
    assert path.read_text(encoding="utf-8") == "{ broken"         # the damaged file is kept


def test_after_quit_to_title_continue_resumes_the_game_just_left_and_says_it_is_kept(app, stub_table, saves):
    # The pause menu's Quit to title promised "Continue on the title picks it up", but Continue
    # took the newest file: a game loaded from an older file and left without a move was not it.
    # The promise is now the title's own Continue line, and no toast covers the title's buttons.
    import os
    from game.scenes.pause import PauseScene
    from game.scenes.title import TitleScene
    older, older_path = library_game(app, moves=6, seed=4)
    newer, newer_path = library_game(app, moves=12, seed=5)
    os.utime(older_path, (1_000_000, 1_000_000))
    assert app.library.latest_unfinished().path == newer_path      # the newest file, by itself
    app.start_game(resumed(older_path, app))
    app.push(PauseScene(app, app.top.session))
    frames(app, 1)
    app.top.quit_to_title()
    frames(app, 1)
    title = app.top
    assert isinstance(title, TitleScene) and not app.toasts
    assert title.status.startswith("Your game is kept. Continue: Sky 5")
    click(app, title.continue_button.rect.center)
    assert isinstance(app.top, StubTable) and app.top.session.autosave == older_path
    assert app.top.session.commands == older.commands


def resumed(path, app):
    from game.session import Session
    return Session.resume(path, app.library, app.saver)


def test_demo_runs_bots_and_any_key_returns_to_title(app, stub_table, monkeypatch):
    import game.demo as demo_module
    assert app.start_demo()
    table = app.top
    assert isinstance(table, StubTable) and table.demo
    session = table.session
    assert 2 <= len(session.seats) <= 5 and all(s.is_bot for s in session.seats)
    assert session.autosave is None
    # When the game ends the next one starts after a pause.
    while not session.state.is_over:
        session.submit(session.bot_command())
    monkeypatch.setattr(demo_module, "DEMO_PAUSE", 0.05)
    frames(app, 6)
    assert isinstance(app.top, StubTable) and app.top is not table and app.top.demo
    # The show goes on with the next game that has a table: Sky 5 first, then the others in turn.
    shown = [session.game, app.top.session.game]
    assert shown[0] == "sky-5" and shown[1] != "sky-5" and shown[1] in app.demo_games()
    key(app, pygame.K_a)
    assert type(app.top).__name__ == "TitleScene" and app.demo is None
    # A click ends the demo too, and its button-up does not press anything on the title.
    app.start_demo()
    quit_button = app.stack[0].buttons[-1]
    click(app, quit_button.rect.center)
    assert type(app.top).__name__ == "TitleScene" and app.running


# ----------------------------------------------------------------------------- load list

def _tampered_saves(saves):
    good, path = make_save(saves, "good", moves=25)
    data = json.loads(path.read_text())
    bad_cmd = json.loads(json.dumps(data))
    bad_cmd["commands"][5] = {"cmd": "give", "seat": 0, "to": 7}
    (saves / "bad command.json").write_text(json.dumps(bad_cmd))
    bad_snap = json.loads(json.dumps(data))
    bad_snap["snapshot"]["discard"] = [1, 2, 3]
    (saves / "bad snapshot.json").write_text(json.dumps(bad_snap))
    (saves / "not json.json").write_text("hello {")
    (saves / "foreign.json").write_text(json.dumps({"name": "a package", "version": 3}))
    (saves / "binary.json").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    (saves / "settings.json").write_text(json.dumps({"anim_speed": 1}))
    return good, path


def test_load_list_shows_tampered_and_foreign_files_as_unreadable(app, stub_table, saves):
    from game.scenes.dialog import DialogScene
    from game.scenes.load import LoadScene
    _tampered_saves(saves)
    app.push(LoadScene(app))
    frames(app, 3)
    scene = app.top
    by_name = {i.path.name: i for i in scene.saves}
    assert "settings.json" not in by_name
    assert set(by_name) == {"good.json", "bad command.json", "bad snapshot.json", "not json.json",
                            "foreign.json", "binary.json"}
    assert by_name["good.json"].ok and by_name["good.json"].step == 25
    for name in ["bad command.json", "bad snapshot.json", "not json.json", "foreign.json", "binary.json"]:
        info = by_name[name]
        assert not info.ok and info.error.startswith(name + ":") and "\n" not in info.error, info.error
    assert "illegal" in by_name["bad command.json"].error
    assert "snapshot" in by_name["bad snapshot.json"].error
    # Every row can be drawn, scrolled to and opened without a crash.
    for i, info in enumerate(scene.saves):
        scene.list.select(i)
        frames(app, 1)
        if not info.ok:
            click(app, scene.open_button.rect.center)
            assert isinstance(app.top, DialogScene) and app.top.message == info.error
            key(app, pygame.K_ESCAPE)
            assert app.top is scene
    assert (saves / "bad snapshot.json").read_text()  # files are left as they were


def test_load_resume_of_a_named_save_goes_on_in_a_new_file_and_keeps_the_named_one(app, stub_table, saves):
    from game.scenes.load import LoadScene
    session, path = make_save(saves, "friday", moves=15)
    before = path.read_bytes()
    app.push(LoadScene(app))
    frames(app, 1)
    scene = app.top
    scene.list.select(next(i for i, s in enumerate(scene.saves) if s.path == path))
    assert scene.open_button.label == "Resume"
    click(app, scene.open_button.rect.center)
    assert isinstance(app.top, StubTable)
    resumed = app.top.session
    assert resumed.commands == session.commands
    assert resumed.autosave.parent == saves and resumed.autosave != path
    resumed.submit(resumed.bot_command() or resumed.state.legal_commands()[0])
    app.flush_saves()
    assert path.read_bytes() == before                       # the player's named save is untouched
    assert len(load_save(resumed.autosave).commands) == 16


def test_load_finished_game_offers_results_and_delete_confirms(app, saves):
    from game.scenes.dialog import DialogScene
    from game.scenes.load import LoadScene
    from game.scenes.results import ResultsScene
    session, path = make_save(saves, "done", finish=True)
    app.push(LoadScene(app))
    frames(app, 1)
    scene = app.top
    assert scene.saves[0].finished and scene.results_button.enabled and scene.replay_button.enabled
    click(app, scene.open_button.rect.center)
    assert isinstance(app.top, DialogScene)
    labels = [b.label for b in app.top.buttons]
    assert labels == ["Watch replay", "Results", "Cancel"]
    click(app, app.top.buttons[1].rect.center)
    assert isinstance(app.top, ResultsScene)
    assert app.top.result == session.state.result()
    app.pop()
    assert app.top is scene
    click(app, scene.delete_button.rect.center)
    assert isinstance(app.top, DialogScene)
    key(app, pygame.K_ESCAPE)          # cancel keeps the file
    assert path.exists()
    click(app, scene.delete_button.rect.center)
    click(app, app.top.buttons[0].rect.center)
    assert not path.exists() and scene.saves == []


# ----------------------------------------------------------------------------- pause, results, pass

def test_pause_save_as_writes_a_named_save(app, stub_table, saves):
    from game.__main__ import build_session
    from game.scenes.pause import PauseScene
    from rules.saves import load_save
    session = build_session("sky-5", "multi", 3, 8, 10)
    app.start_game(session)
    app.pause(session)
    frames(app, 1)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, pause.name_input.rect.center)
    key(app, pygame.K_END)
    for _ in range(60):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "My game/../x")
    key(app, pygame.K_RETURN)
    written = saves / "My game_x.json"  # no path tricks reach the file name
    assert written.is_file(), list(saves.iterdir())
    assert load_save(written).commands == session.commands
    for _ in range(60):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "settings")
    click(app, pause.save_button.rect.center)
    assert not (saves / "settings.json").exists()
    assert any("choose another name" in t.text for t in app.toasts)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, StubTable)


def test_sky_5_results_explain_the_tie_break():
    from game.tables.sky5.results import explain
    names = ["Ann", "Bo", "Cy"]
    assert explain({"scores": [5, 9, 3], "cards": [2, 4, 1], "winners": [1], "decided_by": "score"}, names) \
        == "Bo wins with the highest score, 9 points."
    text = explain({"scores": [9, 9, 3], "cards": [5, 4, 1], "winners": [0], "decided_by": "cards"}, names)
    assert "Ann and Bo tied on 9 points" in text and "more banked cards (5 against 4)" in text
    text = explain({"scores": [9, 9, 3], "cards": [4, 4, 1], "winners": [0, 1], "decided_by": "shared"}, names)
    assert "shared" in text and "Ann and Bo" in text


def test_plain_results_sentence_for_a_game_whose_table_adds_none():
    from game.scenes.results import plain_explain
    names = ["Ann", "Bo", "You"]
    assert plain_explain({"scores": [5, 9, 3], "winners": [1]}, names) == "Bo wins with the highest score, 9 points."
    assert plain_explain({"scores": [5, 9, 9], "winners": [1, 2]}, names) == "Bo and You tied on 9 points, so the victory is shared."
    assert plain_explain({"scores": [1, 2, 9], "winners": [2]}, names) == "You win with the highest score, 9 points."


def test_results_play_again_keeps_seats_with_a_new_seed(app, stub_table, saves):
    from game.__main__ import build_session
    session = build_session("sky-5", "multi", 4, 5, None)
    app.show_results(session)
    frames(app, 2)
    results = app.top
    winners = results.result["winners"]
    assert results.order[0] in winners
    click(app, results.again.rect.center)
    new = app.top.session
    assert isinstance(app.top, StubTable)
    assert [s.to_json() for s in new.seats] == [s.to_json() for s in session.seats]
    assert new.state.step == 0 and new.autosave.parent == saves and new.autosave.name.startswith("sky-5-")


def test_pass_device_hides_until_clicked(app):
    seen = []
    app.pass_device("Ada", lambda: seen.append("go"))
    frames(app, 1)
    click(app, (10, 10))             # too soon: the click that ended the last move
    assert type(app.top).__name__ == "PassDeviceScene" and not seen
    frames(app, 30)
    click(app, (10, 10))
    assert seen == ["go"] and type(app.top).__name__ == "TitleScene"


def test_f11_keeps_the_window_on_the_screen(app, monkeypatch):
    """Under a bare X server F11 grew the window where it stood (+320+180), partly off the screen:
    the window goes to the screen's corner before it fills it, and back to the middle after."""
    from game.app import App
    moves, modes = [], []
    monkeypatch.setattr(App, "_move_window", staticmethod(lambda where: moves.append((where, len(modes)))))
    real = pygame.display.set_mode

    def set_mode(size=(0, 0), flags=0, *args, **kwargs):
        modes.append(flags & pygame.FULLSCREEN)
        return real(size, flags, *args, **kwargs)
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    app.set_fullscreen(True)
    if not app.fullscreen:
        pytest.skip("this video driver has no full screen")
    assert moves == [((0, 0), 0)], "to the corner before the full-screen mode is set"
    app.set_fullscreen(False)
    assert moves[-1] == (pygame.WINDOWPOS_CENTERED, 2), "back to the middle once it is a window again"


def test_back_from_full_screen_the_window_has_its_size_again_and_nothing_is_printed(app, monkeypatch, recwarn):
    """SDL's software framebuffer (a bare X server) kept a window that had been full screen at the
    screen's size, and pygame printed "Requested window was forcibly resized by the OS" on the
    terminal: the window is put back to its windowed size, quietly."""
    import warnings
    real = pygame.display.set_mode
    app.set_fullscreen(True)
    if not app.fullscreen:
        pytest.skip("this video driver has no full screen")
    windowed = app._windowed_size
    big = (windowed[0] + 300, windowed[1] + 200)

    def set_mode(size=(0, 0), flags=0, *args, **kwargs):
        if not flags & pygame.FULLSCREEN:
            warnings.warn("Requested window was forcibly resized by the OS.", RuntimeWarning)
            return real(big, flags, *args, **kwargs)        # as SDL did: the screen's size kept
        return real(size, flags, *args, **kwargs)
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    app.set_fullscreen(False)
    assert not app.fullscreen
    assert app.size == tuple(windowed), "the window is back at the size it had before full screen"
    assert not [w for w in recwarn if "forcibly" in str(w.message)], "no warning reaches the terminal"


def test_the_title_keys_line_shows_on_the_title_and_not_cut_under_a_menu(app):
    """The keys line at the title's foot is for the title: under Settings (a panel nearly the
    window's height) it was drawn behind the panel's lower edge, cut by it."""
    line = "Arrows, Tab and Enter work too  ·  F11 full screen"

    def drawn():
        theme.text_probe = probe = []
        try:
            frames(app, 1)
        finally:
            theme.text_probe = None
        return [t for _, t in probe]
    assert line in drawn()
    app.open_settings()
    assert type(app.top).__name__ == "SettingsScene" and line not in drawn()
    key(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "TitleScene" and line in drawn()


@pytest.mark.parametrize("game", ["tower", "sky-tango"])
def test_the_pass_screen_picture_tells_its_own_games_news(app, game):
    """``--screenshot --scene pass`` showed two Sky 5 lines ("Orion draws the red 2.") for every
    game: the picture is the table's real hand-over, after a bot's first moves in that game."""
    import argparse
    from game.__main__ import pass_screen
    pass_screen(app, argparse.Namespace(game=game, mode=None, seed="1", bots="sensible"))
    top = app.top
    assert type(top).__name__ == "PassDeviceScene" and top.name in ("Vega", "You")
    assert top.news and any("Orion" in line for line in top.news), top.news
    assert not any("red 2" in line or "banks" in line for line in top.news), "no Sky 5 words at another game"
