"""The Sky Totems table at a larger interface size (125 / 150 / 200 %): its text grows and its maps'
``zones-200`` layer makes room for it (the altar being played big beside the board, its cards and
the buttons in a column beside its grid, the round track and the missions panel folded, the other
altars folded under the board), so that the zones stay in the window and apart, no text shrinks
under the couch's floor, and at 100 % nothing moves."""
from __future__ import annotations

import pygame
import pytest
from table_helpers import (FakeApp, PassingApp, assert_parts_draw_inside, display, frame, grown_view,  # noqa: F401
                           stand_in_command, table, texts_drawn, zone_rects)      # (display: autouse fixture)

from game import theme
from game.layout import load_layout
from game.session import Seat, Session
from game.tables.sky_totems.table import FONT_BASE, GOLD

SIZES = [(1280, 720), (1920, 1080)]
BOARD_ZONES = ("round", "fields", "bag", "totems", "tray", "missions")
FOLDED = ("round", "missions")     # grown, to nothing: the status line says the round, the altar's cards the missions
TABLES = [("solo", 1), ("multi", 2), ("multi", 3), ("multi", 4)]


def new_session(mode: str, n: int, seed: int = 3) -> Session:
    seats = [Seat("Ann")] + [Seat(f"Bot{i}", "bot", "sensible") for i in range(1, n if mode != "solo" else 1)]
    return Session.new("sky-totems", mode, seats, seed)


def view_at(mode: str, n: int, size, pct: int):
    """The table's view at ``size``, laid out for ``pct`` % (the setting changed while it is open)."""
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    _app, scene = table(new_session(mode, n), FakeApp, size=size)
    return grown_view(scene, size, pct)


@pytest.fixture(autouse=True)
def _back_to_100():
    yield
    theme.set_interface(100)


def geometry(view) -> tuple:
    return (zone_rects(view), dict(view.f), [tuple(b.rect) for b in view.buttons.values()],
            [g.key for g in view.grids])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", TABLES)
def test_at_100_the_zones_and_fonts_are_the_layouts_own(size, mode, n):
    view = view_at(mode, n, size, 100)
    own = load_layout(f"sky-totems-{max(2, view.n)}")
    own.fit(size)
    drawn = zone_rects(view)
    altars = [own[f"altar.{p}"] for p in range(max(2, view.n))]
    assert drawn.pop("table") == altars[0].unionall(altars[1:])     # the kit's table: the altars' area, derived
    assert drawn == {name: pygame.Rect(r) for name, r in own.rects.items()}
    m = theme.MIN_TEXT
    assert view.f == {k: max(m, v) for k, v in FONT_BASE(own.px).items()}
    # text shrinks in its place to what reads from a couch (16 px at 1920x1080), not below
    assert view.least == theme.reading_floor(size)
    assert all(b.text_size == 0 for b in view.buttons.values() if b is not None)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", TABLES)
def test_going_back_to_100_gives_the_100_layout_again(size, mode, n):
    before = geometry(view_at(mode, n, size, 100))
    view = view_at(mode, n, size, 200)
    assert geometry(view) != before
    theme.set_interface(100)
    view.resize(size)
    assert geometry(view) == before


@pytest.mark.parametrize("pct", [125, 150, 200])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", TABLES)
def test_grown_text_has_room(pct, size, mode, n):
    view = view_at(mode, n, size, pct)
    L = view.layout
    own = load_layout(f"sky-totems-{max(2, view.n)}")
    own.fit(size)
    g = pct / 100
    # every text grows with the setting; none shrinks to fit under the couch's floor
    assert view.f["name"] == max(theme.MIN_TEXT, round(FONT_BASE(own.px)["name"] * g))
    assert view.least == max(theme.MIN_TEXT, round(max(12, own.px(16)) * g))
    assert all(v >= view.least for v in view.f.values())
    # every size grows from its 100 % size, the readable minimum included (the starting-card
    # chooser's words, 13 px at 100 % at 1280x720, were once 24 px at 200 %, not 26)
    assert view.f == {k: max(theme.MIN_TEXT, round(v * g)) for k, v in view.f100.items()}
    window = pygame.Rect((0, 0), size)
    # everything in the window; the board's rows apart, inside the board (the round track and the
    # missions panel may fold to nothing)
    for name, r in L.rects.items():
        assert window.contains(r), name
    rows = [L[z] for z in BOARD_ZONES]
    for i, a in enumerate(rows):
        assert L["board"].contains(a)
        assert not any(a.colliderect(b) for b in rows[i + 1:]), BOARD_ZONES[i]
        assert a.h > 0 or BOARD_ZONES[i] in FOLDED
    # the board widened, the altars beside it and apart; the altar played the biggest, the buttons
    # in its panel under its cards
    assert L["board"].w > own["board"].w
    big = L["altar.0"]
    assert all(big.w * big.h > L[f"altar.{p}"].w * L[f"altar.{p}"].h for p in range(1, view.n))
    assert big.contains(L["buttons"]) and L["buttons"].top >= L["cards.0"].bottom
    for p in range(view.n):
        assert not L["board"].colliderect(L[f"altar.{p}"])
        head, cards, grid = L[f"head.{p}"], L[f"cards.{p}"], L[f"grid.{p}"]
        for r in (head, cards, grid):
            assert L[f"altar.{p}"].contains(r)
        # the header holds the grown name, and the cards start under it (a column of cards under
        # the name, the chips' row beside it); the grid under it, or (a folded altar with two
        # altars) beside it, the panel's full height
        assert head.h >= theme.font(view.f["name"], True).get_height()
        assert cards.top >= head.top + theme.font(view.f["name"], True).get_height() and not grid.colliderect(head)
        assert cards.top >= head.bottom or cards.h > cards.w
        assert not cards.colliderect(grid)
        for q in range(p + 1, view.n):
            assert not L[f"altar.{p}"].colliderect(L[f"altar.{q}"])
    # the buttons hold their grown labels, in the buttons' zone, apart
    bs = [view.buttons[k] for k in ("end", "undo", "menu")]
    for b in bs:
        assert L["buttons"].contains(b.rect)
        assert b.text_size == view.f["button"]
        assert b.rect.h >= theme.font(view.f["button"], True).get_height()
    for a, b in zip(bs, bs[1:]):
        assert not a.rect.colliderect(b.rect)
    # the buttons leave the guide no room: its place (a hint's) is on the folded altars, under
    # their headers, clear of the buttons
    assert not any(view.guide_rect.colliderect(b.rect) for b in bs)
    for p in range(1, view.n):
        assert view.guide_rect.top >= L[f"head.{p}"].bottom and L[f"altar.{p}"].colliderect(view.guide_rect)
    # the totem tiles and field boxes inside their rows, under their labels
    for _k, r in view.totem_rects():
        assert L["totems"].contains(r)
    for box in view.field_boxes():
        assert L["fields"].contains(box)
    # the bag's legend rows hold the design's text
    for _d, slot in view.zones["bag"].legend_slots(view):
        assert slot.h >= theme.font(view.f["design"], True).get_height() - 2


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pct", [150, 200])
def test_dragging_a_tray_pedestal_onto_a_cell_works_grown(size, pct):
    """The altar grid and drag-and-drop keep working with the grown zones: a tray pedestal dragged
    onto a legal cell submits exactly that placement."""
    from rules.sky_totems import positions as P
    from rules.sky_totems.commands import PlacePedestal, TakeField
    from table_helpers import input_helpers
    _pump, drag, _click, _key = input_helpers(drag_steps=6, frame=True)
    theme.set_interface(pct)
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    state = P.table(2, seed="tray")
    P.set_field(state, 0, ["Ember", "Leaf"])
    seats = [Seat("Ann"), Seat("Bot1", "bot", "sensible")]
    session = Session.new("sky-totems", "multi", seats, "t")
    session.state = state
    session.submit(TakeField(0, 0))
    _app, scene = table(session, FakeApp, size=size)
    view = scene.table
    assert view.f["name"] > view.f100["name"]
    pid = session.state.tray[0]
    before = len(session.commands)
    assert (1, 1) in view.moves.place_cells(pid)
    drag(scene, view.card_rect(view.model.tray()[0]).center, view.grid_of(0).rect(1, 1).center)
    assert len(session.commands) == before + 1
    assert session.commands[-1] == PlacePedestal(0, pid, 1, 1)
    assert view.idle and pid in view.model.altar(0)[(1, 1)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("pct", [100, 200])
def test_the_bag_tooltip_names_the_legend_slot_under_the_pointer(size, pct):
    """The tooltip over a design in the bag's legend names that design, in the legend as drawn
    (at 100 % four rows of three; it once read the slots as two rows of five)."""
    view = view_at("multi", 2, size, pct)
    for d, slot in view.zones["bag"].legend_slots(view):
        tip = view.tooltip_at(slot.center)
        assert tip is not None and d in tip[0], (d, tip)


def test_the_altar_grid_and_a_drag_still_work_at_200():
    """At 200 % a grid cell is where its rect says, and the cell under a point is found."""
    view = view_at("multi", 2, (1280, 720), 200)
    for s in range(view.n):
        g = view.grid_of(s)
        for (x, y) in view.model.altar(s):
            r = g.rect(x, y)
            assert view.layout[f"grid.{view.pos_of(s)}"].contains(r)
            assert g.cell_at(r.center) == (x, y)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("mode, n", [("solo", 1), ("multi", 4)])
@pytest.mark.parametrize("pct", [150, 200])
def test_altar_names_stay_whole_at_a_grown_size(size, mode, n, pct):
    """An altar's header keeps its name whole ("You (altar 1)" in solo), the big altar's and the
    folded ones' (whose chips give way first): the score beside it shrinks toward its 100 % size and
    the name toward its own before the name is ever cut."""
    view = view_at(mode, n, size, pct)
    surface = pygame.display.get_surface()
    theme.text_probe = probe = []
    try:
        view.redraw()
        view.draw(surface)
    finally:
        theme.text_probe = None
    drawn = {text for _px, text in probe}
    names = {view.name(seat) for seat in range(len(view.shown["altars"]))}
    assert drawn >= names, sorted(drawn)
    assert not [t for t in drawn if t.endswith("…")], sorted(drawn)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_folded_headers_side_by_side_show_their_scores_alike(size):
    """Grown, with four players, the three folded headers each chose their score's form alone:
    "Vega 35" beside "Lyra 34 pts" under a smaller name. Headers as wide as each other now decide
    together: every score in one form and at one size, and every name at one size (each fitted
    alone, "Vega" was drawn at 33 px beside "Lyra" at 42 at 1920x1080)."""
    pygame.display.set_mode(size)
    theme.set_interface(200)
    names = ["Ann", "Vega", "Orion", "Lyra"]
    session = Session.new("sky-totems", "multi", [Seat("Ann")] + [Seat(n, "bot", "sensible") for n in names[1:]],
                          "headers/1")
    while session.state.round < 8 or session.state.actor != 0:   # Ann to play: no bot moves as it is drawn
        st = session.state
        session.submit(session.make_bot("sensible", st.actor).choose(st.view(st.actor), st.legal_commands()))
    _app, scene = table(session, FakeApp, size=size)
    scores = session.state.view(0)["scores"]
    drawn = [(px, text) for px, text in texts_drawn(scene)]
    folded = range(1, 4)
    name_size = {text: px for px, text in drawn if text in names[1:]}
    forms = [(px, text) for px, text in drawn for s in folded if text in (str(scores[s]), f"{scores[s]} pts")]
    assert set(name_size) == set(names[1:]), drawn              # every name whole
    assert len(set(name_size.values())) == 1, name_size
    assert len(forms) >= 3 and len({px for px, _ in forms}) == 1, forms
    assert len({text.endswith("pts") for _, text in forms}) == 1, forms


@pytest.mark.parametrize("pct", [100, 200])
def test_a_changed_score_redraws_only_its_own_header_while_the_form_holds(pct):
    """Headers decide their score's form together, but a score that changes and keeps that form
    redraws only its own header: every header (and what lies under them) drawn again for any score
    made the bots' late turns at 200 % cost ~1 ms a move."""
    view = view_at("multi", 4, (1920, 1080), pct)
    def head_keys():
        return {part.name: part.key for part in view.still_parts() if part.name.startswith("head.")}
    before = head_keys()
    scores = view.shown["scores"]
    seat = 2
    scores[seat] += 1 if scores[seat] % 10 != 9 else -1        # as many digits: the form holds
    after = head_keys()
    assert [name for name in before if before[name] != after[name]] == [f"head.{view.pos_of(seat)}"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pct", [100, 200])
@pytest.mark.parametrize("mode, n", [("solo", 1), ("multi", 3)])
def test_the_starting_card_chooser_holds_its_numbers_and_little_altars(size, pct, mode, n, monkeypatch):
    """The starting-card chooser at any interface size: each card's number under it inside the
    chooser's box (at 200 % the grown numbers once ran over its lower edge), each card's "As your
    altar:" heading within the card and leaving the little altar room, and the "+1" of a starting
    cloud inside its little cloud (it was drawn at the card's text size, a blot over a tiny cloud)."""
    from game.tables.sky_totems import art as cards_mod
    view = view_at(mode, n, size, pct)
    assert view.chooser() == "start"
    drawn, clouds = [], []
    real_blit, real_cloud = cards_mod.ui.blit_text, view.art.cloud
    monkeypatch.setattr(cards_mod.ui, "blit_text", lambda surf, s, sz, *a, **kw: (drawn.append((s, sz, kw)),
                                                                                   real_blit(surf, s, sz, *a, **kw))[1])
    monkeypatch.setattr(view.art, "cloud", lambda w, h: (clouds.append((w, h)), real_cloud(w, h))[1])
    view.draw_still_afresh()
    box = view.chooser_rect()
    number = theme.font(max(theme.MIN_TEXT, view.f["chip"]), True).get_linesize()
    cards = [r for _t, r in view.chooser_items()]
    assert len(cards) == 3
    for r in cards:
        assert box.contains(r) and r.bottom + number <= box.bottom
    heads = [(sz, kw) for s, sz, kw in drawn if s == "As your altar:"]
    # grown, where the reading floor does not hold it whole it is left out (the little altar says it)
    assert len(heads) == 3 or pct > 100 and not heads
    for sz, kw in heads:
        x = kw["topleft"][0]
        assert any(c.left <= x and x + theme.font(sz, True).size("As your altar:")[0] <= c.right for c in cards)
        assert theme.font(sz, True).get_linesize() <= cards[0].h * 0.09
    for s, sz, _kw in drawn:
        if s == "+1":
            cloud_h = min(h for _w, h in clouds)
            assert theme.font(sz, True).size("+1")[1] <= cloud_h


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", [("solo", 1), ("multi", 3), ("multi", 4)])
def test_grown_headers_keep_every_chip(size, mode, n):
    """At 200 % the big altar's chips (BOT, FIRST, TO PLAY or CHOOSING) all stay, in a row of their
    own under the name, inside the header and apart, at least their 100 % size (beside the grown
    name they once gave way and were gone). A folded altar's say who sits there and who starts the
    round, in a row of their own too (beside its name and score its BOT chip was dropped), at the
    reading floor at least; its gold frame and lit disc say that it plays."""
    view = view_at(mode, n, size, 200)
    v = view.shown
    window = pygame.Rect((0, 0), size)
    for seat in range(view.n):
        p = view.pos_of(seat)
        head = view.layout[f"head.{p}"]
        chips = view.head_chips(seat)
        labels = [c[0] for c in chips]
        assert ("BOT" in labels) == (mode != "solo" and seat > 0), labels
        assert ("FIRST" in labels) == (seat == view.model.first), labels
        assert bool({"TO PLAY", "CHOOSING"} & set(labels)) == (seat == v["actor"] and p == 0), labels
        rects = [c[1] for c in chips]
        cards = view.layout[f"cards.{p}"]
        for r in rects:
            assert head.contains(r) and window.contains(r) and not r.colliderect(cards)
            # under the name's row, whose descenders a chip once covered (solo's big altar, 1280x720)
            assert r.top >= head.top + view.layout.px(2) + view._name_row_h()
        for a, b in zip(rects, rects[1:]):
            assert a.right <= b.left
        assert all(c[4] >= (view.f100["chip"] if p == 0 else view.least) for c in chips)
    drawn = [text for _px, text in texts_drawn(view.host)]     # the host: the table's scene
    assert drawn.count("BOT") == (0 if mode == "solo" else n - 1)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pct", [100, 200])
@pytest.mark.parametrize("mode, n", [("solo", 1), ("multi", 3), ("multi", 4)])
def test_the_totem_tiles_show_each_condition_whole(size, pct, mode, n):
    """Issue 36: the totem rules were cut with "…" at 1280x720 ("2 stacks of the same height (2 or
    m…") and at 200 %. Each tile shows its totem's whole condition (grown, where the board has no
    room for it, its summary whole), its blessing whole or not at all, and nothing drawn in the
    tiles ends in an ellipsis."""
    from game.tables.sky_totems.words import TOTEM_SHORT, TOTEM_WORDS
    view = view_at(mode, n, size, pct)
    theme.text_probe = probe = []
    try:
        view.zones["totems"].draw(view, pygame.display.get_surface())
    finally:
        theme.text_probe = None
    drawn = [text for _px, text in probe]
    said = " ".join(drawn)
    assert not [t for t in drawn if t.endswith("…")], drawn
    kinds = view.shown["totem_kinds"]
    assert len(kinds) == 4
    # grown, where the board has no room for a whole condition, its summary whole (the tooltip has it)
    assert all(TOTEM_WORDS[kind][0] in said or pct > 100 and TOTEM_SHORT[kind] in said for kind in kinds), drawn
    blessings = [kind for kind in kinds if TOTEM_WORDS[kind][1] in said]
    assert said.count("Blessing:") == len(blessings), drawn        # a blessing whole or not at all


@pytest.mark.parametrize("kind", ["Bird", "Wolf", "Horse", "Cat", "Dragon"])
def test_a_totem_tile_at_1280x720_holds_its_whole_condition(kind):
    """The tile's size and text sizes on the 1280x720 board at 100 %, every kind (Dragon too)."""
    from game.tables.sky_totems.art import default_art
    from game.tables.sky_totems.art import draw_totem_tile
    from game.tables.sky_totems.words import TOTEM_WORDS
    theme.text_probe = probe = []
    try:
        for state in ("idle", "buildable"):
            draw_totem_tile(pygame.Surface((190, 63)), pygame.Rect(0, 0, 190, 63), kind, default_art(),
                            {"tile_name": 16, "card_text": 13, "chip": 13}, state)
    finally:
        theme.text_probe = None
    said = " ".join(text for _px, text in probe)
    assert said.count(TOTEM_WORDS[kind][0]) == 2 and "…" not in said, said


# --------------------------------------------------------------------------- the altar played, big

def grown_table(session, size=(1920, 1080), pct=200):
    """``(scene, view)`` of ``session`` laid out at ``pct`` % in a ``size`` window."""
    theme.set_interface(pct)
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    _app, scene = table(session, FakeApp, size=size)
    scene.table.resize(size)
    return scene, scene.table


@pytest.mark.parametrize("pct", [100, 200])
def test_in_solo_the_acting_altar_takes_the_big_panel_at_200_and_never_at_100(pct):
    """Issue 36: at 200 % the altar being played gets the big room; in solo one person plays both
    altars, so panel 0 is the acting one's, and the altars change places between turns. At 100 %
    they never move."""
    from table_helpers import input_helpers
    _pump, _drag, _click, key = input_helpers(drag_steps=6, frame=True)
    scene, view = grown_table(new_session("solo", 1), pct=pct)
    session = view.session
    acting = []
    for _ in range(4):
        frame_until_idle(scene)
        actor = session.state.actor
        acting.append(actor)
        big, folded = view.grid_of(actor), view.grid_of(1 - actor)
        if pct == 200:
            assert view.pos_of(actor) == 0 and big.cell > 2 * folded.cell
        else:
            assert view.pos_of(0) == 0 and big.cell == folded.cell
        key(scene, pygame.K_1 if view.chooser() else pygame.K_e)
    assert set(acting) == {0, 1}


def frame_until_idle(scene, most=400):
    for _ in range(most):
        scene.update(0.05)
        scene.draw(pygame.display.get_surface())
        if scene.table.idle:
            return


@pytest.mark.parametrize("pct", [100, 200])
def test_with_several_people_the_one_holding_the_screen_has_the_big_panel_at_200(pct):
    seats = [Seat("Ann"), Seat("Bea"), Seat("Cid", "bot", "sensible")]
    scene, view = grown_table(Session.new("sky-totems", "multi", seats, 5), pct=pct)
    assert view.pos_of(0) == 0
    view.set_viewer(1)
    assert view.pos_of(1 if pct == 200 else 0) == 0
    if pct == 200:
        assert view.layout["grid.0"].w > 2 * view.layout["grid.1"].w


def test_at_200_a_field_is_taken_by_click_and_by_drag_and_a_cloud_dragged_onto_a_lit_spot():
    """The drag-and-drop altar grid at 200 %: a field clicked, a field dragged onto the tray and one
    onto the altar, a pedestal traded on the bag and the cloud from the tray onto a lit spot."""
    from rules.sky_totems import positions as P
    from rules.sky_totems.commands import PlaceCloud, TakeField, TradePedestal
    from table_helpers import input_helpers
    _pump, drag, click, _key = input_helpers(drag_steps=6, frame=True)
    for how in ("click", "tray", "altar"):
        state = P.table(2, seed="fields")
        session = Session.new("sky-totems", "multi", [Seat("Ann"), Seat("Bot1", "bot", "sensible")], "t")
        session.state = state
        scene, view = grown_table(session)
        field = sorted(view.moves.fields())[1]
        box = view.field_boxes()[field]
        if how == "click":
            click(scene, box.center)
        else:
            drag(scene, box.center, view.layout["tray" if how == "tray" else "grid.0"].center)
        assert session.commands[-1] == TakeField(0, field), how
    pid = session.state.tray[0]
    drag(scene, view.card_rect(pid).center, view.zone_rect("bag").center)
    assert session.commands[-1] == TradePedestal(0, pid)
    spot = sorted(view.moves.cloud_cells())[0]
    drag(scene, view.cloud_token_rect().center, view.grid_of(0).rect(*spot).center)
    assert session.commands[-1] == PlaceCloud(0, *spot)


@pytest.mark.parametrize("size", SIZES)
def test_at_200_a_mission_is_read_and_revealed_on_the_altars_own_card(size):
    """The missions panel folds at 200 %: the altar's own cards say the missions (whole, or in a
    summary), and a met one's Reveal button, on its card, reveals it."""
    from rules.sky_totems import positions as P
    from rules.sky_totems.commands import Reveal
    from table_helpers import input_helpers
    _pump, _drag, click, key = input_helpers(drag_steps=6, frame=True)
    state = P.table(2, seed="reveal")
    card = P.give_missions(state, 0, ["gold-treasure"])[0]
    P.put(state, 0, 0, 0, ["Gold", "Gold", "Gold"])
    session = Session.new("sky-totems", "multi", [Seat("Ann"), Seat("Bot1", "bot", "sensible")], "t")
    session.state = state
    scene, view = grown_table(session, size)
    assert view.missions_folded()
    rect = dict(view.mission_rects())[card]
    assert rect in view.card_strip_rects(0, len(view.altar_cards(0))) and view.layout["cards.0"].contains(rect)
    theme.text_probe = probe = []
    try:
        view.redraw()
        scene.draw(pygame.display.get_surface())
    finally:
        theme.text_probe = None
    said = " ".join(text for _px, text in probe)
    assert "Gold" in said and "Reveal +" in said
    click(scene, view.reveal_rect(rect).center)
    assert session.commands[-1] == Reveal(0, card)
    # revealed, its coin says the points scored, inside the card: a "+N" badge astride its lower
    # edge once met the coin at the card's foot, and was cut at the foot of the screen
    key(scene, pygame.K_1)                  # the mission's reward: a pedestal from the bag
    assert session.commands[-1].name != "reveal"
    for _ in range(240):
        scene.update(1 / 60)
    theme.text_probe = probe = []
    try:
        view.redraw()
        screen = pygame.display.get_surface()
        scene.draw(screen)
    finally:
        theme.text_probe = None
    points = next(face for face, what in view.altar_cards(0) if what == "revealed")["points"]
    assert f"+{points}" in [text for _px, text in probe]
    rect = view.card_strip_rects(0, len(view.altar_cards(0)))[[w for _f, w in view.altar_cards(0)].index("revealed")]
    below = pygame.Rect(rect.left + view.layout.px(8), rect.bottom + 1, rect.w - view.layout.px(16), view.layout.px(6))
    gold = [(x, y) for x in range(below.left, below.right) for y in range(below.top, below.bottom)
            if tuple(screen.get_at((x, y)))[:3] == GOLD]
    assert not gold, gold[:5]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", TABLES)
def test_a_folded_altars_stack_heights_read_from_the_couch(size, mode, n):
    """Grown, every stack on every altar, the folded ones' too, says its height at the reading
    floor at least (a folded altar's cells once were too small for it: only a tooltip said it)."""
    from rules.sky_totems import positions as P
    session = new_session(mode, n)
    state = P.table(max(2, n), seed="folded")
    designs = ["Ember", "Leaf", "Wave", "Sand", "Stone", "Bloom"]
    for seat in range(max(2, n)):
        P.put(state, seat, 0, 0, designs[:seat + 2])
        P.put(state, seat, 1, 1, designs[:1])
    session.state = state
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    _app, scene = table(session, FakeApp, size=size)
    view = grown_view(scene, size, 200)
    # folded smaller than the altar played, yet each cell at least the reading floor's height (the
    # totem tiles' heads in one row give the folded altars the board's height)
    assert view.least <= view.grid_of(view.seat_at_pos(1)).cell < view.grid_of(view.seat_at_pos(0)).cell
    heights = [t for px, t in texts_drawn(scene) if px >= view.least]
    assert all(str(seat + 2) in heights for seat in range(max(2, n)))
    assert heights.count("1") >= max(2, n)


@pytest.mark.parametrize("speed", [0, 1])
def test_in_solo_the_altars_trade_places_in_a_tween_at_the_animation_speed(speed):
    """Grown, in solo, the two altars' panels glide to their new places between turns (at speed 0
    at once), the one now played at last in the big panel."""
    from table_helpers import input_helpers
    _pump, _drag, _click, key = input_helpers(drag_steps=6, frame=True)
    scene, view = grown_table(new_session("solo", 1), pct=200)
    scene.app.settings.anim_speed = speed
    scene.update(0.016)         # the table runs at that speed from now on
    surface = pygame.display.get_surface()
    big = pygame.Rect(view.seat_r[0])
    moving = []
    for _ in range(4):
        key(scene, pygame.K_1 if view.chooser() else pygame.K_e)
        for _ in range(200):
            scene.update(0.05)
            scene.draw(surface)
            moving += [view.swap_t for _p, was, now in view.swapping if 0 < view.swap_t < 1 and was != now]
            if view.idle and not view.swapping:
                break
        assert view.pos_of(view.session.state.actor) == 0 and view.seat_r[0] == big
    assert bool(moving) == bool(speed)


def test_in_solo_the_altars_wait_for_a_drop_to_trade_places():
    """Nothing moves under the hand: with a pedestal held, the altar played stays in the big panel
    until it is dropped."""
    scene, view = grown_table(new_session("solo", 1), pct=200)
    frame_until_idle(scene)
    actor = view.session.state.actor
    view.drag = {"sprite": None}        # held: what the pointer holds does not matter here
    view.shown["actor"] = 1 - actor     # the turn moved on (as the shown model says it)
    view._face_big_altar()
    assert view.pos_of(actor) == 0
    view.drag = None
    view._tick(0.016)
    assert view.pos_of(1 - actor) == 0


@pytest.mark.parametrize("size", SIZES)
def test_the_starting_card_chooser_reads_from_the_couch(size):
    """Grown, the starting cards offered say their words at the reading floor at least, none cut
    (their small print once shrank to 18 px at 1920x1080 / 200 %, and "As your altar:" was cut),
    and each its name (at 1280x720 "Cat Sanctuary" beside its points coin was left out whole)."""
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    _app, scene = table(new_session("solo", 1, seed=4), FakeApp, size=size)     # a Horse Sanctuary
    view = grown_view(scene, size, 200)
    assert view.chooser() is not None
    probe = texts_drawn(scene)
    assert probe and min(px for px, _t in probe) >= view.least
    assert not [t for _px, t in probe if t.endswith("…")]
    said = " ".join(t for _px, t in probe).split()
    for card in view.shown["altars"][view.human_actor()]["hand"]:
        assert all(word in said for word in card["name"].split()), (card["name"], said)


def test_with_only_bots_at_the_table_the_acting_altar_takes_the_big_panel():
    """The game-night demo at 200 %: with nobody holding the screen for a seat, the first altar
    stayed big all game while the bots playing were folded under the board. The big panel follows
    the acting altar, as in solo."""
    seats = [Seat(f"Bot{i}", "bot", "sensible") for i in range(3)]
    scene, view = grown_table(Session.new("sky-totems", "multi", seats, 4))
    actors = set()
    for _ in range(300):               # FakeApp's bots move at once; the table shows each turn
        frame_until_idle(scene)
        actor = view.shown.get("actor")
        if actor is None or view.session.state.is_over:
            break
        actors.add(actor)
        assert view.pos_of(actor) == 0, actor
        if len(actors) == 3:
            break
    assert actors == {0, 1, 2}


@pytest.mark.parametrize("name", ["Alexandrina-Margarethe", "Maximiliana Wolf", "Maximilianawolfs", "Vega"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_grown_the_done_button_says_a_long_name_at_the_reading_floor(size, name):
    """Pass-and-play at 200 %: the hand-over's "Done · pass to …" sits in the narrow strip under
    the big altar's cards, its label wrapped at the reading floor. At 1280x720 the strip held three
    of its four lines ("Done · / pass to / Alexandri…"): the button reaches up out of it over the
    altar's cards, and shows every line whole on screen, nothing drawn over it (a button reaching
    up had its first line covered by the cards drawn after it)."""
    theme.set_interface(200)
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    session = Session.new("sky-totems", "multi", [Seat("Ana"), Seat(name)], "donebtn/sky-totems")
    while session.state.actor != 0 or len(session.commands) < 3:
        session.submit(stand_in_command(session, session.state.actor))
    _app, scene = table(session, PassingApp, size=size)
    frame(scene)
    while session.state.actor == 0:        # Ana plays her turn: the screen is to go to the other
        session.submit(stand_in_command(session, 0))
    frame(scene, 3)
    view = scene.table
    assert view.done_for == name
    button = view.done_button
    lines, at = button.label_lines()
    assert at >= view.least
    assert "".join(lines).replace(" ", "") == f"Done · pass to {name}".replace(" ", ""), lines
    assert len(lines) * theme.font(at, True).get_linesize() <= button.rect.h - 4
    drawn = texts_drawn(scene)
    assert all((at, line) in drawn for line in lines), (lines, drawn)
    # on screen and on top: the button drawn again over the frame changes none of its pixels
    screen = pygame.display.get_surface()
    assert screen.get_rect().contains(button.rect)
    again = screen.copy()
    button.draw(again)
    assert pygame.image.tobytes(again.subsurface(button.rect), "RGB") == \
        pygame.image.tobytes(screen.subsurface(button.rect), "RGB")
    assert_parts_draw_inside(view)         # a frame drawn in part draws it again where it reaches


@pytest.mark.parametrize("size", SIZES)
def test_a_folded_altars_cards_say_what_they_are(size):
    """Solo at 200 %: the other altar folded under the board drew its cards as bare bars, each too
    short for its name. It leaves out its starting card (its altar half is the grid, its mission half
    scores nothing), and each mission it shows says its name whole."""
    from rules import registry
    session = new_session("solo", 1)
    bot = registry.get("sky-totems").bots["sensible"]
    for _ in range(30):
        state = session.state
        session.submit(bot(state.actor, session.seed).choose(state.view(state.actor), state.legal_commands()))
    scene, view = grown_table(session, size=size)
    frame_until_idle(scene)
    folded = view.seat_at_pos(1)
    cards = view.altar_cards(folded)
    assert cards and all(what != "start" for _face, what in cards)
    said = " ".join(text for _px, text in texts_drawn(scene))
    for face, _what in cards:
        assert face is not None and all(word in said for word in face["name"].split()), (face["name"], said)


def test_with_only_bots_grown_one_background_serves_every_big_altar(monkeypatch):
    """The big panel follows the acting altar with only bots at the table (the demo): the kit kept a
    background per seat at the bottom and drew the same sky again (~20 ms) for each altar made big.
    One is drawn, and it is the one a fresh drawing makes."""
    from game.tables.sky_totems.table import TotemsTable
    render, drawn = TotemsTable._render_background, []

    def counted(self, size):
        drawn.append(self.bottom)
        return render(self, size)
    monkeypatch.setattr(TotemsTable, "_render_background", counted)
    seats = [Seat(f"Bot{i}", "bot", "sensible") for i in range(3)]
    scene, view = grown_table(Session.new("sky-totems", "multi", seats, 4))
    bottoms = set()
    for _ in range(300):
        frame_until_idle(scene)
        bottoms.add(view.bottom)
        if len(bottoms) == 3 or view.session.state.is_over:
            break
    assert bottoms == {0, 1, 2} and len(drawn) == 1, drawn
    assert pygame.image.tobytes(view.bg, "RGB") == pygame.image.tobytes(render(view, view.size).convert(), "RGB")


@pytest.mark.parametrize("size", SIZES)
def test_the_buttons_share_their_row_at_100_and_stack_in_the_grown_column(size):
    # at 100 % one row at the foot of the buttons' zone: End turn the widest, 40 % of what the three
    # take, Undo and Menu alike after it
    view = view_at("multi", 3, size, 100)
    end, undo, menu = (view.buttons[k].rect for k in ("end", "undo", "menu"))
    assert end.y == undo.y == menu.y and end.h == undo.h == menu.h
    assert end.right < undo.left and undo.right < menu.left and undo.w == menu.w
    assert abs(end.w - 0.4 * (end.w + undo.w + menu.w)) <= 1
    assert view.guide_rect.bottom < end.top
    # grown, the narrow column beside the altar: End turn across it, over Undo and Menu side by side
    view = view_at("multi", 3, size, 200)
    zone = view.layout["buttons"]
    end, undo, menu = (view.buttons[k].rect for k in ("end", "undo", "menu"))
    assert (end.left, end.w) == (zone.left, zone.w) and end.bottom < undo.top
    assert undo.y == menu.y and undo.left == zone.left and abs(menu.right - zone.right) <= 1
    assert undo.w == menu.w and undo.right < menu.left
