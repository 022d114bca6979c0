"""The Sky Totems altars' geometry and looks: an altar holds still for a whole turn and re-fits its
panel only between turns; the grids fill their panels; solo shows the acting altar's missions;
stack heights read at a glance; totems are animals centred on their cells; design names show."""
from __future__ import annotations

import pygame
import pytest

from game import theme
from game.session import Seat, Session
from rules.sky_totems import positions as P
from rules.sky_totems.commands import EndTurn, PlaceCloud, PlacePedestal, TakeField, TradePedestal
from game.tables.kit.grid import ring_cells
from table_helpers import PassingApp as FakeApp
from table_helpers import display, input_helpers, table  # noqa: F401 (display: autouse fixture)

pump, drag, click, key = input_helpers(drag_steps=6, frame=True)


def session_at(state, mode="multi"):
    seats = [Seat("Ann")] + [Seat(f"Bot{i}", "bot", "sensible") for i in range(1, 1 if mode == "solo" else state.players)]
    session = Session.new("sky-totems", mode, seats, "t")
    session.state = state
    return session


def first_in_tray(view):
    """Where the tray's first pedestal (the one always picked) rests."""
    return view.card_rect(view.model.tray()[0]).center


def new_table(session, **kw):
    return table(session, FakeApp, **kw)


def draw_at(scene, size):
    """Draw the table into a surface of ``size`` (the view fits itself to it); returns the surface."""
    surface = pygame.Surface(size)
    scene.draw(surface)
    return surface


def took_two(players=4, designs=("Ember", "Leaf", "Wave")):
    state = P.table(players, seed="still")
    P.set_field(state, 0, list(designs))
    session = session_at(state)
    session.submit(TakeField(0, 0))
    return session


# --------------------------------------------------------------------------- the altar holds still

def shows_whole(g, cells):
    """Whether the grid's fit shows ``cells`` and their whole ring inside its panel."""
    return g.holds(cells, ring_cells(cells))


def test_the_altar_keeps_its_scale_and_place_for_the_whole_turn_and_refits_after_it():
    session = took_two()
    app, scene = new_table(session)
    view = scene.table
    g = view.grid_of(0)
    fit = (g.cell, g.ox, g.oy)
    centres = {c: g.rect(*c).center for c in ring_cells(view.model.altar(0)) | set(view.model.altar(0))}
    # trade a pedestal for a cloud and lay the cloud where the turn-start fit would change
    drag(scene, first_in_tray(view), view.zone_rect("bag").center)
    assert isinstance(session.commands[-1], TradePedestal)
    spot = next(c for c in sorted(view.moves.cloud_cells())
                if g.target(set(view.model.altar(0)) | {c})[:3] != fit)
    drag(scene, view.cloud_token_rect().center, centres[spot])
    assert session.commands[-1] == PlaceCloud(0, *spot)
    assert (g.cell, g.ox, g.oy) == fit, "the altar moved within the turn"
    assert all(g.rect(*c).center == p for c, p in centres.items())
    # the next drop lands on the cell it was aimed at before the cloud came
    other = session.state.tray[0]
    aim = sorted(view.moves.place_cells(other))[0]
    drag(scene, first_in_tray(view), centres[aim])
    assert session.commands[-1] == PlacePedestal(0, other, *aim)
    assert session.state.actor == 0 and session.state.tray
    assert (g.cell, g.ox, g.oy) == fit
    # the last pedestal ends the turn: the altar takes the fit of its new cells
    last = session.state.tray[0]
    drag(scene, first_in_tray(view), centres[sorted(view.moves.place_cells(last))[0]])
    assert isinstance(session.commands[-1], PlacePedestal)
    if session.state.actor == 0:
        key(scene, pygame.K_e)
        assert session.commands[-1] == EndTurn(0)
    for _ in range(3):
        pump(scene)
    assert session.state.actor != 0
    # it moves only as far as its new ring needs: never further than re-centring would take it
    cells = set(view.model.altar(0))
    assert (g.cell, g.ox, g.oy) != fit and shows_whole(g, cells)
    centred = g.target(cells)
    assert abs(g.ox - fit[1]) + abs(g.oy - fit[2]) <= abs(centred[1] - fit[1]) + abs(centred[2] - fit[2])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_cloud_the_panel_has_room_for_does_not_move_the_altar_between_turns(size, players=2):
    """Issue 36: the altar re-centred (about 40 px) between turns after a cloud was added."""
    session = took_two(players)
    app, scene = new_table(session, size=size)
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    scene.update(0.016)
    scene.draw(pygame.display.get_surface())
    view = scene.table
    g = view.grid_of(0)
    fit = g.key[:3]
    view.send(TradePedestal(0, session.state.tray[0]))
    cells = set(view.model.altar(0))
    room = [c for c in sorted(view.moves.cloud_cells()) if shows_whole(g, cells | {c})]
    spot = next(c for c in room if g.target(cells | {c})[:3] != fit)      # re-centring would move it
    view.send(PlaceCloud(0, *spot))
    while session.state.actor == 0:
        pid = session.state.tray[0] if session.state.tray else None
        view.send(PlacePedestal(0, pid, *sorted(view.moves.place_cells(pid))[0]) if pid is not None else EndTurn(0))
    for _ in range(60):
        scene.update(1 / 60)
    assert g.key[:3] == fit
    assert shows_whole(g, set(view.model.altar(0)))


def test_the_refit_between_turns_is_a_short_tween():
    session = took_two()
    app, scene = new_table(session, anim_speed=1.0)
    view = scene.table
    g = view.grid_of(0)
    session_cmds = [TradePedestal(0, session.state.tray[0])]
    for cmd in session_cmds:
        view.send(cmd)
    for _ in range(60):
        scene.update(1 / 60)
    spot = next(c for c in sorted(view.moves.cloud_cells()) if g.target(set(view.model.altar(0)) | {c})[:3] != g.key[:3])
    fit = g.key[:3]
    view.send(PlaceCloud(0, *spot))
    for _ in range(60):
        scene.update(1 / 60)
    assert g.key[:3] == fit
    pid = session.state.tray[0]
    view.send(PlacePedestal(0, pid, *sorted(view.moves.place_cells(pid))[0]))
    for _ in range(60):
        scene.update(1 / 60)
    assert g.key[:3] == fit and session.state.actor == 0
    pid = session.state.tray[0]
    view.send(PlacePedestal(0, pid, *sorted(view.moves.place_cells(pid))[0]))
    if session.state.actor == 0:
        view.send(EndTurn(0))
    assert session.state.actor != 0
    seen = set()
    for _ in range(120):
        scene.update(1 / 60)
        seen.add(g.key[:3])
    end = g.key[:3]
    assert end != fit and shows_whole(g, set(view.model.altar(0)))
    assert len(seen - {fit, end}) >= 2, "the re-fit jumped instead of moving"


# --------------------------------------------------------------------------- the altars fill their panels

@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_grid_fills_most_of_its_panel(players, size):
    state = P.table(players, seed="fill")
    app, scene = new_table(session_at(state))
    view = scene.table
    draw_at(scene, size)
    for seat in range(players):
        panel = view.layout[f"altar.{view.pos_of(seat)}"]
        box = view.grid_of(seat).box()
        assert panel.contains(box)
        assert max(box.w, box.h) >= 0.6 * min(panel.w, panel.h), (players, size, seat, box, panel)


def test_four_altars_at_1280x720_are_readable():
    state = P.table(4, seed="fill")
    app, scene = new_table(session_at(state))
    view = scene.table
    for seat in range(4):
        assert view.grid_of(seat).cell >= 50          # was 48 with the ring, the cards strip above


# --------------------------------------------------------------------------- solo missions

def test_solo_shows_the_acting_altars_missions():
    state = P.position("solo", 1, turn=1, missions={0: ["cat-sanctuary", "bird-sanctuary"]},
                       revealed={1: ["wolf-sanctuary", "horse-sanctuary"]})
    session = session_at(state, mode="solo")
    app, scene = new_table(session)
    view = scene.table
    assert session.state.actor == 1
    assert view.missions_seat() == 1
    assert view.mission_rects() == []                 # altar 2 has none hidden: altar 1's are not shown
    state = P.position("solo", 1, turn=1, missions={0: ["cat-sanctuary", "bird-sanctuary"],
                                                    1: ["wolf-sanctuary", "horse-sanctuary"]})
    session = session_at(state, mode="solo")
    app, scene = new_table(session)
    view = scene.table
    assert [cid for cid, _ in view.mission_rects()] == list(session.state.missions[1])


# --------------------------------------------------------------------------- stacks and totems

def test_stacks_of_four_and_six_look_different():
    state = P.table(4, seed="stacks")
    P.put(state, 0, 0, 0, ["Stone"] * 4)
    P.put(state, 0, 1, 0, ["Stone"] * 6)
    app, scene = new_table(session_at(state))
    view = scene.table
    g = view.grid_of(0)
    surface = pygame.display.get_surface()
    scene.draw(surface)
    a, b = g.rect(0, 0), g.rect(1, 0)
    four = surface.subsurface(a).copy()
    six = surface.subsurface(b).copy()
    differing = sum(1 for x in range(a.w) for y in range(a.h) if four.get_at((x, y)) != six.get_at((x, y)))
    assert differing > a.w * a.h * 0.05
    # the taller stack reaches visibly higher (the art alone, on a plain ground)

    def top_row(n):
        s = pygame.Surface(a.size, pygame.SRCALPHA)
        view.art.draw_stack(s, ["Stone"] * n, s.get_rect())
        return s.get_bounding_rect().top

    assert top_row(4) - top_row(6) >= max(4, int(g.cell * 0.12))


def test_stack_height_badges_are_readable():
    state = P.table(2, seed="stacks")
    P.put(state, 0, 0, 0, ["Stone"] * 3)
    app, scene = new_table(session_at(state))
    theme.text_probe = probe = []
    try:
        scene.table.redraw()
        scene.draw(pygame.display.get_surface())
    finally:
        theme.text_probe = None
    assert ("3" in {t for _, t in probe})
    assert all(px >= theme.MIN_TEXT for px, _ in probe)


@pytest.mark.parametrize("kind,cells", [("Horse", [(0, 0), (1, 0)]), ("Horse", [(1, 0), (1, 1)]),
                                        ("Bird", [(0, 0), (0, 1), (0, 2)]), ("Cat", [(1, 1)])])
def test_a_totem_is_an_animal_centred_on_its_cells(kind, cells):
    state = P.table(2, seed="totem")
    P.add_clouds(state, 0, [(0, 2), (1, 2)])
    heights = {"Horse": [1, 3], "Bird": [2, 2, 2], "Cat": [6]}[kind]
    for (x, y), h in zip(cells, heights):
        P.put(state, 0, x, y, ["Stone"] * h)
    P.build(state, 0, kind, cells)
    app, scene = new_table(session_at(state))
    view = scene.table
    g = view.grid_of(0)
    union = g.rect_of(cells)
    r, vertical = view.totem_rect(0, kind, cells)
    assert r.center == union.center and union.contains(r)
    # what is painted is centred too (not hugging an edge) and leaves the cells partly seen through
    layer = pygame.Surface(view.size, pygame.SRCALPHA)
    view.draw_totem(layer, 0, view.model.totems[0][0])
    painted = layer.get_bounding_rect()
    assert abs(painted.centerx - union.centerx) <= g.cell * 0.15
    assert abs(painted.centery - union.centery) <= g.cell * 0.15
    alphas = [layer.get_at((x, y)).a for x in range(painted.left, painted.right, 3)
              for y in range(painted.top, painted.bottom, 3)]
    assert any(0 < a < 200 for a in alphas), "the animal should be see-through"


# --------------------------------------------------------------------------- design names

def test_design_names_show_in_the_bag_and_under_tray_pedestals():
    session = took_two(2, ("Obsidian", "Pearl"))
    app, scene = new_table(session)
    theme.text_probe = probe = []
    try:
        scene.table.redraw()
        scene.draw(pygame.display.get_surface())
    finally:
        theme.text_probe = None
    texts = [t for _, t in probe]
    for name in ("Ember", "Stone", "Gold", "Amethyst"):
        assert name in texts
    assert texts.count("Obsidian") >= 2 and texts.count("Pearl") >= 2      # the legend and the tray


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_no_altar_text_below_the_minimum(size):
    state = P.table(4, seed="text")
    P.put(state, 0, 0, 0, ["Stone"] * 5)
    app, scene = new_table(session_at(state))
    theme.text_probe = probe = []
    try:
        draw_at(scene, size)
    finally:
        theme.text_probe = None
    small = sorted({(px, t) for px, t in probe if px < theme.MIN_TEXT})
    assert not small, small
