"""Sky Totems keeps its still picture in parts (the kit's zones, the board's rows, the altars'
headers): a part is drawn again only when its key changed. Whatever a person does (pointer moves, clicks, keys, moves played) and whatever
the bots play, the picture kept that way must be the one drawn whole, with the same secrets in it."""
from __future__ import annotations

import random

import pytest

from game.tables.base import SPREAD_WAIT
from test_sky5_sky_towers_still import bot_table, poke, step
from table_helpers import assert_parts_draw_inside, assert_still_is_afresh
from table_helpers import display  # noqa: F401 (an autouse fixture)


@pytest.mark.parametrize("players, mode, person, size", [
    (2, "multi", True, (1280, 720)),
    (3, "multi", True, (1920, 1080)),
    (1, "solo", True, (1280, 720)),       # one person, two altars
    (2, "multi", False, (1920, 1080)),    # the demo: bots alone
])
def test_the_region_kept_picture_is_the_whole_picture_at_every_frame(players, mode, person, size):
    scene = bot_table("sky-totems", players, seed=4, demo=not person, size=size, person=person, mode=mode)
    view = scene.table
    rnd = random.Random(3)
    played = waited = compared = 0
    for f in range(360):
        if scene.session.state.is_over:
            break
        if person and f % 2 == 0:
            poke(scene, rnd, view.size)
        if person and f % 25 == 0 and view.human_actor() is not None:
            legal = scene.session.state.legal_commands()
            played += bool(legal and scene.submit(rnd.choice(legal)) is not None)
        step(scene)
        if view.still_pending:
            # the demo spreads a move's redraws over a few frames: compared once they caught up
            waited += 1
            assert waited <= SPREAD_WAIT, f"frame {f}: regions left waiting {waited} frames"
            continue
        waited = 0
        assert_still_is_afresh(view)
        compared += 1
    assert compared > 200
    assert len(scene.session.commands) > 10
    assert played > 5 or not person


@pytest.mark.parametrize("players, mode, size", [(4, "multi", (1920, 1080)), (1, "solo", (1280, 720)),
                                                 (3, "multi", (1024, 600))])
def test_every_part_draws_inside_its_rect(players, mode, size):
    """What a part draws lies in its rect (the regions drawn again are the rects of the parts that
    changed): an altar's ring of spots never spills onto the board beside it."""
    scene = bot_table("sky-totems", players, seed=5, demo=True, size=size, mode=mode)
    for _ in range(240):
        step(scene)
    assert len(scene.session.commands) > 5
    assert_parts_draw_inside(scene.table)
