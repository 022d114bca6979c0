"""What the title's first frame saves (issue 38) without changing what it shows: its text sizes
are searched from an estimate, not counted down from the largest; the menus' sky is painted
straight onto the screen the first time at a size; the fonts are read from memory."""
from __future__ import annotations

import logging

import pygame
import pytest

from game import theme
from game.widgets import ui


@pytest.mark.parametrize("start", range(8, 40, 3))
def test_the_size_search_finds_what_counting_down_from_the_largest_finds(start):
    for largest_that_fits in range(10, 37):
        def fits(n):
            return n <= largest_that_fits

        counted = 36
        while counted > 13 and not fits(counted):
            counted -= 1
        assert theme.largest_fitting(fits, start, 13, 36) == counted
    # nothing fits: the smallest, as counting down gives
    assert theme.largest_fitting(lambda n: False, start, 13, 36) == 13


def test_a_size_search_measures_with_one_font_moved_and_keeps_it_at_the_size_found(monkeypatch):
    import io
    pygame.font.init()
    monkeypatch.setattr(theme, "_fonts", {})
    opened = []
    real_load = theme._load_font
    monkeypatch.setattr(theme, "_load_font", lambda n, bold: opened.append(n) or real_load(n, bold))
    words = "Sky Totems"

    def fits(n):
        return theme.font(n, True).size(words)[0] <= 300
    size = theme.largest_fitting(fits, 40, 13, 60, bold=True)
    assert opened == [40]                               # one font, moved to each size tried after
    assert set(theme._fonts) == {(size, True)}          # kept open at the size found only

    def fresh(n):
        return pygame.font.Font(io.BytesIO(theme._font_path(True).read_bytes()), n)
    assert size == max(n for n in range(13, 61) if fresh(n).size(words)[0] <= 300)
    drawn = theme.font(size, True).render(words, True, theme.TEXT)
    assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(fresh(size).render(words, True, theme.TEXT), "RGBA")
    # a size already open is measured with its own font, and stays open
    theme.font(size - 5, True)
    assert theme.largest_fitting(lambda n: n <= size - 5 and fits(n), size - 5, 13, 60, bold=True) == size - 5
    assert (size - 5, True) in theme._fonts and (size - 4, True) not in theme._fonts


def test_a_size_search_with_pygames_own_font_opens_each_size(monkeypatch):
    # pygame scales its own font's size when it opens it, and not when the size is moved
    pygame.font.init()
    monkeypatch.setattr(theme, "_fonts", {})
    monkeypatch.setattr(theme, "_font_files", {True: b"not a font " * 200})
    monkeypatch.setattr(theme, "_font_missing_said", False)

    def width(font):
        return font.size("Sky Totems")[0]
    size = theme.largest_fitting(lambda n: width(theme.font(n, True)) <= 150, 30, 13, 60, bold=True)

    def fresh(n):
        font = pygame.font.Font(None, n)
        font.bold = True
        return font
    assert size == max(n for n in range(13, 61) if width(fresh(n)) <= 150)
    assert width(theme.font(size, True)) == width(fresh(size))


def counted_down(title) -> tuple[int, int]:
    """The title's two text sizes as the title found them before: counting down from the largest."""
    from game.scenes.title import GameTile
    t0 = title.tiles[0]
    size = t0._px(GameTile.TITLE)
    while size > theme.MIN_TEXT and not all(t.title_fits(size) for t in title.tiles):
        size -= 1
    floor = max(theme.MIN_TEXT, t0._px(15), title.floor)
    body = max(t0._px(GameTile.BODY), floor)

    def fits(b):
        sizes = (size, b, b if title.floor else min(b, t0._px(GameTile.MODE)))
        return all(t.text_bottom(sizes) <= t.badge_top() - t._px(6) for t in title.tiles)
    while body > floor and not fits(body):
        body -= 1
    return size, body


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1366, 768), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("percent", [100, 150, 200])
def test_the_title_sizes_are_those_counting_down_found(app, size, percent):
    app.use_interface_size(percent)
    pygame.display.set_mode(size)
    app._window_resized()
    title = app.top
    tile = title.tiles[0]
    assert (tile.title_size, tile.body_size) == counted_down(title)


def test_the_first_frame_loads_no_text_size_far_above_the_one_it_draws(saves, monkeypatch):
    """At 3840x2160 counting down loaded ten title sizes and five tagline sizes too large."""
    from game.app import App
    from game.scenes import title
    from game.scenes.title import GameTile
    monkeypatch.setattr(theme, "_fonts", {})
    monkeypatch.setattr(title, "_fitted", {})
    moved = set()       # sizes a search tried with its one font (not left open: see below)
    real_move = theme._MovingFont.move_to
    monkeypatch.setattr(theme._MovingFont, "move_to", lambda font, n: moved.add((n, font.bold)) or real_move(font, n))
    app = App(size=(3840, 2160))
    try:
        app.frame(dt=1 / 60)
        tile = app.top.tiles[0]
        bold = {size for size, is_bold in set(theme._fonts) | moved if is_bold}
        regular = {size for size, is_bold in set(theme._fonts) | moved if not is_bold}
        # the size above each is tried (it must be known not to fit), none further
        assert tile.title_size + 1 in bold and tile.body_size + 1 in regular
        assert (tile.title_size + 1, True) not in theme._fonts and (tile.body_size + 1, False) not in theme._fonts
        assert not bold & set(range(tile.title_size + 2, tile._px(GameTile.TITLE) + 1))
        assert not regular & set(range(tile.body_size + 2, tile._px(GameTile.BODY) + 1))
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1280, 720), (1001, 603)])
def test_the_sky_painted_on_the_first_frame_is_the_one_kept_for_the_next(size):
    pygame.display.init()
    screen = pygame.display.set_mode(size)
    ui._backdrops.clear()
    ui._skies_painted.clear()
    screen.fill((255, 0, 255))
    ui.draw_sky(screen)
    assert ("sky", size) not in ui._backdrops       # painted, not kept
    first = pygame.image.tobytes(screen, "RGB")
    line = pygame.Rect(0, size[1] // 3, size[0], 40)

    def starry_rows():
        return [y for y in range(line.top, line.bottom)
                if len({tuple(screen.get_at((x, y)))[:3] for x in range(size[0])}) > 1]
    assert starry_rows()
    ui.clear_of_stars(screen, line)                 # a status line on that first frame
    assert not starry_rows()
    screen.fill((255, 0, 255))
    ui.draw_sky(screen)
    assert ("sky", size) in ui._backdrops           # kept from the second frame on
    assert pygame.image.tobytes(screen, "RGB") == first
    assert pygame.image.tobytes(ui.sky_background(size), "RGB") == first


def test_a_missing_font_file_still_gives_pygames_own_font(monkeypatch, caplog):
    pygame.font.init()
    monkeypatch.setattr(theme, "_fonts", {})
    monkeypatch.setattr(theme, "_font_files", {})
    monkeypatch.setattr(theme, "_font_missing_said", False)
    monkeypatch.setitem(theme.FONT_FILES, False, "Missing-Regular.otf")
    caplog.set_level(logging.WARNING, logger="game.theme")
    font = theme.font(20)
    assert font.size("Sky Table")[0] > 0 and font.render("Sky Table", True, theme.TEXT).get_width() > 0
    assert "Missing-Regular.otf" in caplog.text


def test_a_damaged_font_file_still_gives_pygames_own_font(monkeypatch, caplog):
    # pygame opens a file of garbage without complaint and fails only at its first measure
    pygame.font.init()
    monkeypatch.setattr(theme, "_fonts", {})
    monkeypatch.setattr(theme, "_font_files", {False: b"not a font " * 200})
    monkeypatch.setattr(theme, "_font_missing_said", False)
    caplog.set_level(logging.WARNING, logger="game.theme")
    font = theme.font(20)
    assert font.size("Sky Table")[0] > 0 and font.render("Sky Table", True, theme.TEXT).get_width() > 0
    assert "UI font not loaded" in caplog.text


@pytest.mark.parametrize("game", ["tower", "sky-totems"])
def test_the_setup_screen_paints_the_tables_sky_so_starts_first_frame_copies_it(app, monkeypatch, game):
    """"A first table frame ≤ 50 ms" (issue 38): painting the table's starry sky took ~10 ms of
    Start's frame. The setup screen paints it while the person chooses (Sky Totems' sky has a top
    colour of its own), and the frame that first draws the table paints no sky."""
    from game.tables import base
    painted = []
    real = base._draw_night_sky
    monkeypatch.setattr(base, "_draw_night_sky", lambda *a: painted.append(a[:2]) or real(*a))
    base._SKIES.clear()
    app.open_setup(game)
    for _ in range(3):
        app.frame(1 / 60)
    assert len(painted) == 1 and painted[0][0] == app.size
    app.top.start_button.on_click()
    app.frame(1 / 60)
    assert type(app.top).__name__ == "TableScene"
    assert len(painted) == 1, painted


def test_start_reads_no_save_for_the_title_under_the_table_and_the_title_reads_them_when_shown(app, monkeypatch):
    """Start put a fresh title under the table and entered it, reading the saves for its Continue
    (~8 ms of the table's first frame) for a title no one sees. It is entered when the table
    leaves, and then offers the game just left."""
    from game.scenes.title import TitleScene
    checked = []
    real = TitleScene._check_saves
    monkeypatch.setattr(TitleScene, "_check_saves", lambda title: checked.append(title) or real(title))
    app.open_setup("tower")
    app.frame(1 / 60)
    app.top.start_button.on_click()
    app.frame(1 / 60)
    assert [type(scene).__name__ for scene in app.stack] == ["TitleScene", "TableScene"]
    assert checked == []
    app.pop()
    app.frame(1 / 60)
    assert checked == [app.top] and isinstance(app.top, TitleScene)
    assert app.top.continue_button.enabled and "Tower" in app.top.status
    # laid out for the window all along, only not entered: its tiles and buttons where a fresh
    # title puts them, and the keyboard reaching them
    fresh = TitleScene(app)
    fresh.resize(app.size)
    assert [t.rect for t in app.top.tiles] == [t.rect for t in fresh.tiles]
    assert [b.rect for b in app.top.buttons] == [b.rect for b in fresh.buttons]
    assert len(app.top.form.widgets) == len(fresh.form.widgets) > 0


def test_start_leaves_the_setup_memory_to_the_writer_and_the_next_setup_reads_it(app, monkeypatch):
    """Start's frame wrote the setup's choices itself, waiting for the disk (~3-5 ms of the table's
    first frame): the app's save writer writes them, and the next setup screen finds them."""
    import os
    import threading
    from game.settings import SetupMemory
    synced = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(threading.current_thread().name) or real(fd))
    app.open_setup("tower")
    app.frame(1 / 60)
    app.top.names[1].text = "Castor"
    app.top.start_button.on_click()
    app.frame(1 / 60)
    assert threading.main_thread().name not in synced, synced
    app.flush_saves()
    assert SetupMemory.load().choices("tower")["names"][1] == "Castor"
    app.go_title()
    app.open_setup("tower")
    assert app.top.names[1].text == "Castor"


@pytest.mark.parametrize("collecting", [True, False])
def test_loading_the_app_leaves_the_collector_as_it_found_it(collecting):
    """The collector rests while pygame and the app's modules load (it found nothing to free there,
    ~2 ms of the launch) and leaves what they made out of its later passes; a program finds it on
    again after, or still off if it had it off."""
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    code = (f"import gc, sys; sys.path.insert(0, {str(root)!r}); gc.enable() if {collecting} else gc.disable(); "
            "import game.app; print(gc.isenabled(), gc.get_freeze_count() > 10_000)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PATH": ""})
    assert out.stdout.split() == [str(collecting), "True"]


def opened_fonts(monkeypatch) -> list[tuple[int, bool]]:
    """The fonts ``theme`` opens from now on, as (size, bold): none open to begin with, no text
    drawn or measured yet."""
    from collections import OrderedDict

    from game.scenes import title
    monkeypatch.setattr(title, "_fitted", {})
    monkeypatch.setattr(theme, "_fonts", {})
    monkeypatch.setattr(theme, "_texts", OrderedDict())
    for cache in (theme._wrap, ui._ellipsize, ui.two_line_label):
        cache.cache_clear()
    opened = []
    real_load = theme._load_font
    monkeypatch.setattr(theme, "_load_font", lambda n, bold: opened.append((n, bold)) or real_load(n, bold))
    return opened


def first_title_frame(size, percent) -> bytes:
    from game.app import App
    from game.settings import Settings
    app = App(size=size, settings=Settings(interface_size=percent), persist_settings=False)
    try:
        app.frame(dt=1 / 60)
        return pygame.image.tobytes(app.screen, "RGB")
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("percent", [100, 200])
def test_the_first_frame_opens_two_fonts_a_weight_and_draws_what_a_font_a_size_draws(saves, monkeypatch, size,
                                                                                     percent):
    opened = opened_fonts(monkeypatch)
    thrifty = first_title_frame(size, percent)
    # each weight: two fonts, and one more for a size search (moved from size to size)
    assert sum(bold for _, bold in opened) <= 3 and sum(not bold for _, bold in opened) <= 3
    thrift = len(opened)
    monkeypatch.setattr(theme, "THRIFT_FONTS", 1000)     # a font opened for each size
    a_font_a_size = opened_fonts(monkeypatch)
    assert first_title_frame(size, percent) == thrifty
    assert len(a_font_a_size) >= thrift + 3


def test_a_font_someone_holds_keeps_its_size_and_later_frames_open_each_size(saves, app, monkeypatch):
    opened_fonts(monkeypatch)
    theme.thrifty(True)
    try:
        held = theme.font(20)
        width = held.size("Sky Totems")[0]
        for size in (21, 22, 23, 24):
            theme.font(size).size("Sky Totems")
        assert held.px == 20 and held.size("Sky Totems")[0] == width and theme.font(20) is held
        assert len([k for k in theme._fonts if not k[1]]) == 2      # 20 (held) and the last size asked
    finally:
        theme.thrifty(False)
    app.frame(dt=1 / 60)        # past the app's first frame, each size asked stays open
    fonts = [theme.font(size) for size in (30, 31, 32)]
    assert [f.px for f in fonts] == [30, 31, 32] and all(theme.font(f.px) is f for f in fonts)


def test_a_title_laid_out_again_at_a_size_searched_before_tries_no_size(saves, app, monkeypatch):
    """The title Start puts under a table is laid out in Start's frame: its text sizes are those
    the title on screen found, not searched again."""
    from game.scenes.title import TitleScene
    app.frame(dt=1 / 60)
    tried = []
    real_move = theme._MovingFont.move_to
    monkeypatch.setattr(theme._MovingFont, "move_to", lambda font, n: tried.append(n) or real_move(font, n))
    again = TitleScene(app)
    again.resize(app.size)
    assert tried == []
    assert [(t.title_size, t.body_size) for t in again.tiles] == [(t.title_size, t.body_size) for t in app.top.tiles]


def test_a_first_frame_of_another_screen_keeps_each_size_open(saves, monkeypatch):
    """Thrift is for the title's first frame: a setup screen (``--game``) or the demo shown first
    keeps every size it asks for open, as every later frame does."""
    from game.app import App
    from rules import registry
    opened_fonts(monkeypatch)
    app = App(size=(1280, 720), start=False)
    try:
        app.open_setup(registry.first().id)
        for size in (40, 41, 42):
            theme.font(size)
        assert {(40, False), (41, False), (42, False)} <= set(theme._fonts)
    finally:
        app.close()
