"""Each way round the table keeps its background (``BaseTable._kept_background``) and the night
sky under it is made once per size (``night_sky``): the demo turns the table to the seat deciding at
every turn, and drawing them again cost 5-8 ms a turn at 1920x1080 (issue 13: demo frame p99 4 ms).
A kept background must be the very picture a fresh one would be."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.demo import warm_a_seat
from game.tables import base
from test_sky5_sky_towers_still import bot_table, pixels, step
from table_helpers import assert_still_is_afresh, display  # noqa: F401 (display: an autouse fixture)


def round_the_table(scene, frames, on_turn, held=None, way=lambda view: view.bottom):
    """Play the bots' game for at most ``frames`` frames, calling ``on_turn()`` each time the table
    turns to another seat at the bottom (``way``: what tells a turn). Returns the turns seen and the
    distinct pictures ``held()`` handed out (kept in the list, so that no new picture can take an old
    one's id)."""
    view = scene.table
    pictures, turns, bottom, due = [], 0, way(view), False
    for _ in range(frames):
        if scene.session.state.is_over:
            break
        step(scene)
        if held is not None and not any(p is held() for p in pictures):
            pictures.append(held())
        if way(view) != bottom:
            turns, bottom, due = turns + 1, way(view), True
        # the demo spreads a move's redraws over a few frames: checked once they caught up
        if due and not view.still_pending:
            due = False
            on_turn()
    return turns, pictures


def count_backgrounds(view, monkeypatch):
    """``(drawn, render)``: the seat at the bottom each time ``view``'s class draws a background
    from now on, and the drawing method itself (for a fresh picture to compare with)."""
    drawn = []
    render = type(view)._render_background

    def counted(self, size):
        drawn.append(self.bottom)
        return render(self, size)
    monkeypatch.setattr(type(view), "_render_background", counted)
    return drawn, render


@pytest.mark.parametrize("game, players", [("tower", 3), ("sky-tango", 3), ("sky-tango", 4), ("sky-towers", 3)])
def test_each_way_round_the_table_keeps_its_background_and_it_is_the_fresh_one(game, players, monkeypatch):
    scene = bot_table(game, players, seed=5, demo=True, size=(1280, 720))
    view = scene.table
    drawn, render = count_backgrounds(view, monkeypatch)

    def fresh():
        assert pixels(view.bg) == pixels(render(view, view.size))
    turns, _ = round_the_table(scene, 900, fresh)
    assert turns > 2 * players
    # drawn once for each seat at the bottom (Sky Towers: again when a tower count changes)
    assert len(drawn) < turns


@pytest.mark.parametrize("game", ["sky-tango", "tower"])
def test_under_the_title_card_a_demo_table_turns_to_each_seat_once(game, monkeypatch):
    """Each seat's first turn at the bottom laid the table out and drew its background in the middle
    of play (15-70 ms): under the demo's title card (``demo.warm_a_seat``) each seat is drawn once, and
    turning to any seat afterwards draws no background."""
    scene = bot_table(game, 3, seed=4, demo=True, size=(1280, 720))
    view = scene.table
    step(scene)
    view.show_every_hand()
    first = view.viewer
    drawn, render = count_backgrounds(view, monkeypatch)
    turns = 0
    holder = SimpleNamespace(seats_to_warm=None)       # the demo's own record of the seats to warm
    while warm_a_seat(holder, view):
        turns += 1
        assert view.viewer == first, "back to the seat deciding after each"
    assert turns == 2 and set(drawn) <= {0, 1, 2} - {first}
    drawn.clear()
    for seat in (0, 1, 2, first):
        view.set_viewer(seat)
    assert drawn == [], "every seat's background was made already"


def test_the_night_sky_is_made_once_per_size_and_handed_out_as_a_copy():
    first = base.night_sky((320, 200), 77)
    first.fill((255, 0, 0))            # a caller draws on its copy ...
    again = base.night_sky((320, 200), 77)
    assert again.get_at((5, 5))[:3] != (255, 0, 0)      # ... and the kept sky is untouched
    assert pixels(again) == pixels(base._draw_night_sky((320, 200), 77, (24, 38, 74), (10, 16, 38)))
    assert pixels(base.night_sky((320, 200), 78)) != pixels(again)


@pytest.mark.parametrize("game, players, seed", [("tower", 3, 9), ("sky-tango", 3, 4), ("sky-tango", 4, 4),
                                                 ("sky-5", 4, 3),
                                                 ("sky-towers", 3, 4), ("sky-towers", 4, 4)])
def test_a_card_table_keeps_a_still_picture_for_each_seat_at_the_bottom_and_it_is_the_fresh_one(game, players, seed):
    """A kit table's still picture is kept for each seat at the bottom; coming back to a seat
    redraws only the parts that changed since, and the picture is then the one drawn afresh, with
    the same secrets reported. (Sky 5's table never turns: the demo hands it to the seat deciding,
    each seat's bank total shows, and the one picture is kept.)"""
    scene = bot_table(game, players, seed=seed, demo=True, size=(1280, 720))
    view = scene.table

    turns, stills = round_the_table(scene, 1500, lambda: assert_still_is_afresh(view), held=lambda: view.still_picture()[0],
                                    way=lambda view: (view.bottom, view.viewer))
    assert turns > 3 * players
    assert len(stills) <= players + 1     # one picture per seat at the bottom, not one per turn



def test_a_picture_already_in_the_screens_format_is_not_copied_to_convert_it():
    """A table's background (drawn on a copy of the sky) and its still picture (a new surface) are
    in the window's format already; converting them anyway copied each whole, 2-4 ms at 1920x1080,
    at a table's first frame and each background made. One in another format is converted."""
    screen = pygame.display.set_mode((320, 200))
    same = pygame.Surface((320, 200))
    assert (same.get_bitsize(), same.get_masks()) == (screen.get_bitsize(), screen.get_masks())
    assert base.in_screen_format(same) is same
    other = pygame.Surface((320, 200), 0, 16)
    converted = base.in_screen_format(other)
    assert converted is not other and converted.get_bitsize() == screen.get_bitsize()
    sky = base.night_sky((320, 200), 99)
    assert base.in_screen_format(sky) is sky
