"""Check 10: no text is drawn smaller than ``theme.MIN_TEXT`` pixels.

Every scene (title, setup and how-to of each game, load, settings, pause, pass screen, results,
replay) and every table (each game, mode and seat count; at the start, in the middle and at the end
of a game) is drawn at 960x540 and 1280x720 through the real app, headless. ``theme.text_probe``
records the pixel size of every text rendered meanwhile (through ``theme.text`` or any font
``theme.font`` hands out); one below the minimum fails the case and names the text.
"""
from __future__ import annotations

import pygame
import pytest

from conformance_helpers import case_id, playable_cases, shared_playout
from game import theme
from test_conformance_tables import session_at

SIZES = [(960, 540), (1280, 720)]
FRAMES = 3


def _small(probe) -> list[str]:
    seen = {}
    for px, text in probe:
        if px < theme.MIN_TEXT:
            seen.setdefault(str(text)[:60], px)
    return [f"{t!r} at {px} px" for t, px in sorted(seen.items(), key=lambda kv: kv[1])]


def _drawn(app, frames=FRAMES) -> list:
    theme.text_probe = probe = []
    try:
        for _ in range(frames):
            app.frame(1 / 60)
    finally:
        theme.text_probe = None
    return probe


def test_the_probe_sees_small_text():
    pygame.font.init()
    theme.text_probe = probe = []
    try:
        theme.text("tiny", theme.MIN_TEXT - 3)
        theme.font(theme.MIN_TEXT - 1).render("small", True, (255, 255, 255))
        theme.text("fine", theme.MIN_TEXT)
    finally:
        theme.text_probe = None
    assert _small(probe) == [f"'tiny' at {theme.MIN_TEXT - 3} px", f"'small' at {theme.MIN_TEXT - 1} px"]


def test_the_ui_font_is_the_bundled_typeface_with_a_true_bold():
    pygame.font.init()
    regular, bold = theme.font(20), theme.font(20, bold=True)
    assert regular.name == "Inter" and bold.name == "Inter", (regular.name, bold.name)
    assert regular.style_name == "Regular" and bold.style_name == "Bold"
    assert theme.px(8, 1.0) == theme.MIN_TEXT and theme.px(20, 1.5) == 30


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_menu_scenes_draw_no_text_below_the_minimum(size, make_app, errors):
    from game.tables import playable_games
    app = make_app(size)
    small = {}
    small["title"] = _small(_drawn(app))
    for spec in playable_games():
        app.open_setup(spec.id)
        small[f"setup {spec.id}"] = _small(_drawn(app))
        for mode in spec.modes:         # each mode's rows (difficulty, altars, players...)
            scene = app.top
            if hasattr(scene, "_mode_changed"):
                scene._mode_changed(mode)
                small[f"setup {spec.id}/{mode}"] = _small(_drawn(app))
        app.go_title()
        app.open_howto(spec.id)
        small[f"how to play {spec.id}"] = _small(_drawn(app))
        app.go_title()
    app.open_settings()
    small["settings"] = _small(_drawn(app))
    app.go_title()
    for spec in playable_games():
        mode = spec.default_mode
        low, high = spec.modes[mode]
        seats = max(2, low) if mode == "multi" else low
        game = shared_playout(spec.id, mode, seats)
        session = session_at(spec, mode, seats, len(game.commands) // 2)
        session.save_as(app_saves(app) / f"{spec.short_name}.json")
        assert app.start_game(session), errors
        app.pause(session)
        small[f"pause {spec.id}"] = _small(_drawn(app))
        app.pass_device("Vega", None, news=["Vega drew a card.", "Orion played a 7."], session=session)
        small[f"pass screen {spec.id}"] = _small(_drawn(app))
        finished = session_at(spec, mode, seats, len(game.commands))
        app.go_title()
        app.show_results(finished)
        small[f"results {spec.id}"] = _small(_drawn(app))
        assert app.open_replay(finished), errors
        for _ in range(30):
            app.frame(1 / 10)
        small[f"replay {spec.id}"] = _small(_drawn(app))
        app.go_title()
    app.open_load()
    small["load"] = _small(_drawn(app))
    assert errors == [], errors
    bad = {where: texts for where, texts in small.items() if texts}
    assert not bad, "\n".join(f"{where}: {', '.join(texts[:6])}" for where, texts in bad.items())


def app_saves(app):
    from game import paths
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.mark.parametrize("spec, mode, seats", playable_cases())
def test_tables_draw_no_text_below_the_minimum(spec, mode, seats, make_app, errors):
    from game.scenes.table import TableScene
    n = len(shared_playout(spec.id, mode, seats).commands)
    bad = []
    for size in SIZES:
        app = make_app(size)
        for point in sorted({0, n // 2, n}):
            session = session_at(spec, mode, seats, point)
            assert app.start_game(session), errors
            table = app.top
            assert isinstance(table, TableScene)
            table.bot_timer = float("-inf")
            texts = _small(_drawn(app))
            if texts:
                bad.append(f"{size[0]}x{size[1]} after {point} commands: {', '.join(texts[:6])}")
    assert errors == [], errors
    assert not bad, f"{case_id(spec, mode, seats)}:\n" + "\n".join(bad)
