"""Sky Totems keeps its still picture in parts (the kit's zones, the board's rows, the altars'
headers): a part is drawn again only when its key changed. Whatever a person does (pointer moves, clicks, keys, moves played) and whatever
the bots play, the picture kept that way must be the one drawn whole, with the same secrets in it."""
from __future__ import annotations

import random

import pygame
import pytest

from game import theme
from game.scenes.table import TableScene
from game.session import Seat, Session
from game.tables.base import SPREAD_WAIT
from test_sky5_sky_towers_still import bot_table, poke, step
from table_helpers import FakeApp, assert_parts_draw_inside, assert_still_is_afresh
from table_helpers import display  # noqa: F401 (an autouse fixture)


@pytest.mark.parametrize("players, mode, person, size, pct", [
    (2, "multi", True, (1280, 720), 100),
    (3, "multi", True, (1920, 1080), 100),
    (1, "solo", True, (1280, 720), 100),       # one person, two altars
    (2, "multi", False, (1920, 1080), 100),    # the demo: bots alone
    (4, "multi", False, (1920, 1080), 200),    # grown: the big panel follows the acting altar
])
def test_the_region_kept_picture_is_the_whole_picture_at_every_frame(players, mode, person, size, pct):
    theme.set_interface(pct)
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


@pytest.mark.parametrize("players, mode, size, pct", [(4, "multi", (1920, 1080), 100), (1, "solo", (1280, 720), 100),
                                                      (3, "multi", (1024, 600), 100), (4, "multi", (1920, 1080), 200),
                                                      (1, "solo", (1280, 720), 200)])
def test_every_part_draws_inside_its_rect(players, mode, size, pct):
    """What a part draws lies in its rect (the regions drawn again are the rects of the parts that
    changed): an altar's ring of spots never spills onto the board beside it, and its stacks and
    totems stay in its grid (the rect of an altar is its grid, not its panel)."""
    theme.set_interface(pct)
    scene = bot_table("sky-totems", players, seed=5, demo=True, size=size, mode=mode)
    for _ in range(240):
        step(scene)
    assert len(scene.session.commands) > 5
    assert_parts_draw_inside(scene.table)


def test_an_altar_drawn_in_a_clip_draws_only_the_stacks_in_it(monkeypatch):
    """A header or tray drawn again over a corner of a big altar redraws the altar there, clipped:
    only the stacks the clip reaches are drawn (each cost ~0.05 ms at 200 %), the rest not at all."""
    theme.set_interface(200)
    scene = bot_table("sky-totems", 4, seed=5, demo=True, size=(1920, 1080))
    for _ in range(600):
        step(scene)
    view = scene.table
    altar = max((view.zones[f"altar.{p}"] for p in range(4)), key=lambda zone: zone.fit.cell)
    stacks = {cell: stack for cell, stack in altar.cells(view).items() if stack}
    assert len(stacks) >= 3
    drawn = []
    monkeypatch.setattr(view.art, "draw_stack", lambda surface, designs, rect: drawn.append(rect.center))
    surface = pygame.Surface(view.size)
    altar.draw(view, surface)
    assert len(drawn) == len(stacks)
    one = altar.fit.rect(*sorted(stacks)[0])
    clip = one.inflate(-one.w // 2, -one.h // 2)
    drawn.clear()
    surface.set_clip(clip)
    altar.draw(view, surface)
    # the stack in the clip, and the one under it whose tall stack may reach up into the row above
    reaching = {altar.fit.rect(*cell).center for cell in stacks
                if clip.colliderect(altar.fit.rect(*cell).union(altar.fit.rect(*cell).move(0, -one.h)))}
    assert one.center in drawn and set(drawn) == reaching and len(drawn) < len(stacks)


@pytest.mark.parametrize("pct", [100, 200])
def test_a_revealed_missions_points_lie_inside_the_cards_part(pct):
    """At 100 % a revealed mission's "+3" sits astride the card strip's lower edge: it reached 3 px
    below the cards' part, so a change there left the old chip's foot on the picture. (Solo, at
    1280x720: the bots reveal a mission within a few rounds.)"""
    theme.set_interface(pct)
    pygame.display.set_mode((1280, 720))
    session = Session.new("sky-totems", "solo", [Seat("Ana", "bot", "sensible")], 1, autosave=None)
    while not any(altar["revealed"] for altar in session.state.view(0)["altars"]):
        session.submit(session.bot_command())
    scene = TableScene(FakeApp(size=(1280, 720)), session, demo=True)
    for _ in range(3):
        step(scene)
    assert_parts_draw_inside(scene.table)


def test_the_status_part_reaches_no_further_than_the_lines_it_shows():
    """Grown, the status band's part reached 30 px above the window and 30 px into the board for a
    news line Sky Totems' band does not show: every new headline drew the five fields, the round
    and the big altar's header again. It now lies round the lines shown, and the news, where a
    table shows it (Tower), is inside it."""
    theme.set_interface(200)
    scene = bot_table("sky-totems", 4, seed=5, demo=True, size=(1920, 1080))
    for _ in range(200):
        step(scene)
    view = scene.table
    status = next(part.rect for part in view.still_parts() if part.name == "status")
    fields = [part.rect for part in view.still_parts() if part.name.startswith("field.")]
    assert fields and status.collidelist(fields) == -1, (status, fields)
    scene = bot_table("tower", 4, seed=5, demo=True, size=(1920, 1080))
    for _ in range(200):
        step(scene)
    view = scene.table
    assert view.status_news() and view.news_rect() is not None
    status = next(part.rect for part in view.still_parts() if part.name == "status")
    assert status.contains(view.news_rect().clip(pygame.Rect((0, 0), view.size)))


def test_an_altar_re_fitting_scales_its_pictures_rather_than_drawing_them_anew():
    """An altar that must grow re-fits over a quarter of a second, at a new cell size every frame:
    its animals, pedestals and clouds were drawn anew at each size (4-7 ms a frame at 200 %). While
    it moves, the last picture made of each is scaled to the size asked; at rest, the real one."""
    from game.tables.sky_totems.art import PedestalArt
    art = PedestalArt()
    art.altar = 2
    block, animal, cloud = art.block("Ember", 80, 10), art.silhouette("Horse", 160, 70), art.cloud(120, 120)
    made = art.misses
    art.moving = True
    moving = art.block("Ember", 77, 10), art.silhouette("Horse", 154, 67), art.cloud(115, 115)
    assert art.misses == made
    assert [s.get_size() for s in moving] == [(77, art.ellipse_h(77) + 10), (154, 67), (115, 115)]
    art.altar = 1               # another altar's pictures are its own
    art.block("Ember", 77, 10)
    assert art.misses == made + 1
    art.altar, art.moving = 2, False
    still = art.block("Ember", 77, 10), art.silhouette("Horse", 154, 67), art.cloud(115, 115)
    assert art.misses == made + 3 and [s.get_size() for s in still] == [s.get_size() for s in moving]
    assert (block, animal, cloud) == (art.block("Ember", 80, 10), art.silhouette("Horse", 160, 70),
                                      art.cloud(120, 120))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4])
def test_a_header_part_and_its_altars_cards_part_do_not_overlap(size, players):
    """Every new score and turn redraws a header: its part reached over its altar's cards (the big
    altar's column of cards stands up into the header; every cards part reached up by half a
    chip), so the cards were drawn again with it, ~0.2-0.7 ms each time at 200 %. The header's
    part is now its name's row and, beside the cards, its chips' row; the cards' part reaches down
    only (a revealed card's points chip astride its foot)."""
    theme.set_interface(200)
    scene = bot_table("sky-totems", players, seed=5, demo=True, size=size)
    for _ in range(60):
        step(scene)
    parts = {part.name: part.rect for part in scene.table.still_parts()}
    for p in range(players):
        head = [parts[f"head.{p}"]] if isinstance(parts[f"head.{p}"], pygame.Rect) else parts[f"head.{p}"]
        assert pygame.Rect(parts[f"cards.{p}"]).collidelist(head) == -1, (p, head, parts[f"cards.{p}"])
    assert_parts_draw_inside(scene.table)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("pct", [150, 200])
def test_a_focused_buttons_ring_lies_inside_the_buttons_part(size, pct):
    """Grown, Sky Totems' buttons fill their column to its edges, and a focused button's ring (just
    outside it) reached 1-2 px past the buttons' part: moving the focus on could leave those pixels
    behind. The part now reaches as far as every button's ring."""
    theme.set_interface(pct)
    players = 4
    seats = [Seat("Ana")] + [Seat(n, "bot", "sensible") for n in ("Bo", "Cleo", "Dev")][:players - 1]
    session = Session.new("sky-totems", "multi", seats, 5, autosave=None)
    while session.state.actor != 0 or session.state.view(0)["phase"] == "choose":
        st = session.state
        session.submit(session.make_bot("sensible", st.actor).choose(st.view(st.actor), st.legal_commands()))
    scene = TableScene(FakeApp(size=size), session)
    pygame.display.set_mode(size)
    for _ in range(3):
        step(scene)
    view = scene.table
    for key in view.buttons:
        if view.buttons[key].enabled:
            view.focus = (key,)
            assert_parts_draw_inside(view)


def test_a_piece_placed_on_an_altar_draws_its_row_again_not_the_whole_altar():
    """Grown, an altar fills a quarter of the screen, and drawing it all again for every piece
    placed made a bots' game's slowest frames (5-7 ms at 200 %). Its part of the still picture is
    one part per row of its grid: most changes to an altar change only some of its rows' parts
    (a totem over several rows changes each of them; the grid fitting itself anew, every row,
    and moves them: those are not counted here)."""
    theme.set_interface(200)
    scene = bot_table("sky-totems", 4, seed=5, demo=True, size=(1920, 1080))
    view = scene.table
    seen: dict = {}
    changes = partial = 0
    for _ in range(900):
        step(scene)
        rows: dict = {}
        for part in view.still_parts():
            altar, _, row = part.name.rpartition(".")
            if altar.startswith("altar."):
                rows.setdefault(altar, {})[row] = (part.key, tuple(part.rect))
        for altar, now in rows.items():
            before = seen.get(altar)
            if before is None or before == now or set(before) != set(now) \
                    or any(before[row][1] != now[row][1] for row in now):
                continue
            changes += 1
            partial += sum(before[row] != now[row] for row in now) < len(now)
        seen = rows
    assert changes > 15
    assert partial >= 0.8 * changes, (partial, changes)
