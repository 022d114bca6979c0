"""The Sky Totems table, driven headlessly with posted mouse and keyboard events."""
from __future__ import annotations

import pygame
import pytest

from game.session import Seat, Session
from rules.core import Rejected
from rules.sky_totems import positions as P
from rules.sky_totems.commands import (BuildTotem, ChooseDesign, ChooseStart, PlaceCloud, PlacePedestal, Reveal,
                                       TakeField, TradePedestal)
from table_helpers import PassingApp as FakeApp
from table_helpers import display, frame, input_helpers, post, table  # noqa: F401 (display: autouse fixture)

pump, drag, click, key = input_helpers(drag_steps=6, frame=True)


def session_at(state, humans=1, mode="multi"):
    """A session whose state is ``state`` (a position set up by hand); seat 0 a person."""
    seats = [Seat("Ann")] + [Seat(f"Bot{i}", "human" if i < humans else "bot", "sensible")
                             for i in range(1, 1 if mode == "solo" else state.players)]
    session = Session.new("sky-totems", mode, seats, "t")
    session.state = state
    return session


def new_table(session, **kw):
    return table(session, FakeApp, **kw)


def first_in_tray(view):
    """Where the tray's first pedestal (the one always picked) rests."""
    return view.card_rect(view.model.tray()[0]).center


def cell_center(view, seat, x, y):
    return view.grid_of(seat).rect(x, y).center


def with_tray(designs=("Ember", "Leaf")):
    """Seat 0 to play in round 1 with ``designs`` just taken from field 0 (in the tray)."""
    state = P.table(2, seed="tray")
    P.set_field(state, 0, list(designs))
    session = session_at(state)
    session.submit(TakeField(0, 0))
    return session


# --------------------------------------------------------------------------- pedestals

def test_dragging_a_tray_pedestal_onto_a_legal_cell_submits_exactly_that_placement():
    session = with_tray()
    app, scene = new_table(session)
    view = scene.table
    pid = session.state.tray[0]
    before = len(session.commands)
    assert (1, 1) in view.moves.place_cells(pid)
    drag(scene, first_in_tray(view), cell_center(view, 0, 1, 1))
    assert len(session.commands) == before + 1
    assert session.commands[-1] == PlacePedestal(0, pid, 1, 1)
    assert view.idle and pid in view.model.altar(0)[(1, 1)]      # shown on the altar


def test_the_tray_pedestals_keep_their_places_while_they_are_placed_one_by_one():
    """Issue 36: a second press where the next pedestal was drawn grabs it (it did not jump left)."""
    session = with_tray(("Ember", "Leaf", "Wave"))
    app, scene = new_table(session)
    view = scene.table
    first, second, third = session.state.tray
    spots = {pid: view.card_rect(pid).center for pid in (second, third)}
    drag(scene, first_in_tray(view), cell_center(view, 0, 1, 1))
    assert session.commands[-1] == PlacePedestal(0, first, 1, 1)
    frame(scene, 30)
    assert {pid: view.card_rect(pid).center for pid in (second, third)} == spots
    drag(scene, spots[second], cell_center(view, 0, 0, 1))
    assert session.commands[-1] == PlacePedestal(0, second, 0, 1)
    frame(scene, 30)
    assert view.card_rect(third).center == spots[third]


def test_a_drop_on_an_illegal_cell_submits_nothing_and_shows_the_reason():
    session = with_tray(("Ember", "Leaf"))
    P.put(session.state, 0, 0, 0, ["Wave"])                  # a Wave stack: an Ember cannot go on it
    app, scene = new_table(session)
    view = scene.table
    pid = session.state.tray[0]
    with pytest.raises(Rejected) as expected:
        session.state.copy().apply(PlacePedestal(0, pid, 0, 0))
    before = list(session.commands)
    drag(scene, first_in_tray(view), cell_center(view, 0, 0, 0))
    assert session.commands == before
    assert view.notice[0] == expected.value.reason
    assert not app.toasts                 # one rejection style: the bubble at the target, no toast
    for _ in range(30):
        scene.update(0.016)
    assert pid in view.model.tray()                                  # back in the tray
    # a drop off the altar (outside the grid) submits nothing either
    drag(scene, first_in_tray(view), view.layout["totems"].center)
    assert session.commands == before


def test_only_legal_cells_are_highlighted_while_dragging():
    session = with_tray(("Ember", "Leaf"))
    P.put(session.state, 0, 0, 0, ["Wave"])
    app, scene = new_table(session)
    view = scene.table
    start = first_in_tray(view)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0] + 60, start[1] - 60), rel=(0, 0), buttons=(1, 0, 0))
    pump(scene)
    pid = view.drag["sprite"].id
    legal = {(c.x, c.y) for c in session.state.legal_commands() if isinstance(c, PlacePedestal) and c.pedestal == pid}
    assert (0, 0) not in legal and (1, 1) in legal
    surface = pygame.display.get_surface()
    scene.draw(surface)
    px = view.layout.px

    def edge(x, y):
        r = view.grid_of(0).rect(x, y).inflate(-px(4), -px(4))
        return surface.get_at((r.centerx, r.top + 1))[:3]

    assert edge(1, 1) == view_good()
    assert edge(0, 0) != view_good()
    post(pygame.MOUSEBUTTONUP, pos=(start[0] + 60, start[1] - 60), button=1)
    pump(scene)


def view_good():
    from game import theme
    return theme.GOOD


# --------------------------------------------------------------------------- fields

def test_taking_a_field_by_click():
    state = P.table(2, seed="fields")
    session = session_at(state)
    app, scene = new_table(session)
    view = scene.table
    field = sorted(view.moves.fields())[1]
    pieces = list(state.fields[field])
    click(scene, view.field_boxes()[field].center)
    assert session.commands[-1] == TakeField(0, field)
    assert view.model.tray() == pieces and view.cards_in(f"field.{field}") == []


def test_taking_a_field_by_dragging_it_to_the_tray():
    state = P.table(2, seed="fields")
    session = session_at(state)
    app, scene = new_table(session)
    view = scene.table
    drag(scene, view.field_boxes()[2].center, view.layout["tray"].center)
    assert session.commands[-1] == TakeField(0, 2)


def test_taking_a_field_with_the_keyboard():
    state = P.table(2, seed="fields")
    session = session_at(state)
    app, scene = new_table(session)
    key(scene, pygame.K_TAB)
    assert scene.table.focus == ("field", 0)
    key(scene, pygame.K_TAB)
    key(scene, pygame.K_RETURN)
    assert session.commands[-1] == TakeField(0, 1)


# --------------------------------------------------------------------------- trading

def test_trading_by_dropping_on_the_bag_then_placing_the_cloud():
    session = with_tray()
    app, scene = new_table(session)
    view = scene.table
    pid = session.state.tray[0]
    drag(scene, first_in_tray(view), view.zone_rect("bag").center)
    assert session.commands[-1] == TradePedestal(0, pid)
    assert session.state.clouds == 1 and view.moves.cloud_cells()
    target = (2, 0)
    assert target in view.moves.cloud_cells()
    drag(scene, view.cloud_token_rect().center, cell_center(view, 0, *target))
    assert session.commands[-1] == PlaceCloud(0, *target)
    assert target in view.model.altar(0)
    # the other pedestal may now go on the new cloud (FAQ P1)
    other = session.state.tray[0]
    drag(scene, first_in_tray(view), cell_center(view, 0, *target))
    assert session.commands[-1] == PlacePedestal(0, other, *target)


def test_an_illegal_cloud_drop_is_refused_with_the_reason():
    session = with_tray()
    session.submit(TradePedestal(0, session.state.tray[0]))
    app, scene = new_table(session)
    view = scene.table
    before = list(session.commands)
    drag(scene, view.cloud_token_rect().center, cell_center(view, 0, 1, 1))   # already a cloud
    assert session.commands == before
    assert view.notice[0] == "There is already a cloud there."


# --------------------------------------------------------------------------- totems

def bird_position():
    state = P.table(2, seed="bird")
    for x in range(3):
        P.put(state, 0, x, 0, ["Stone", "Stone"])
    return state


@pytest.mark.parametrize("sizes, tile", [({"tile_name": 16, "card_text": 13, "chip": 13}, (190, 65)),
                                         ({"tile_name": 24, "card_text": 18, "chip": 19}, (285, 98))])
def test_the_build_chip_covers_no_rule_text(sizes, tile):
    """Issue 36: the BUILD chip of a buildable tile lay over the Horse's rule text. The words below
    the name row are drawn alike whether the chip shows or not."""
    from game import theme
    from game.tables.sky_totems.art import default_art
    from game.tables.sky_totems.art import draw_totem_tile
    rect = pygame.Rect((0, 0), tile)
    below_name = max(3, rect.h // 14) + theme.font(sizes["tile_name"], True).get_linesize()     # under the name row
    body = pygame.Rect(6, below_name, rect.w - 12, rect.h - below_name - 6)
    for kind in ("Horse", "Wolf", "Bird"):
        idle, buildable = pygame.Surface(rect.size), pygame.Surface(rect.size)
        draw_totem_tile(idle, rect, kind, default_art(), sizes, "idle")
        draw_totem_tile(buildable, rect, kind, default_art(), sizes, "buildable")
        assert pygame.image.tobytes(idle.subsurface(body), "RGB") == pygame.image.tobytes(buildable.subsurface(body),
                                                                                           "RGB"), kind


def test_a_totem_drag_snaps_to_a_legal_placement_and_builds_it():
    state = bird_position()
    session = session_at(state)
    app, scene = new_table(session)
    view = scene.table
    assert ("Bird", 0, 0, False) in {(c.kind, c.x, c.y, c.vertical) for c in state.legal_commands()
                                      if isinstance(c, BuildTotem)}
    tile = dict(view.totem_rects())["Bird"]
    # dropped a little off the middle cell: the shape snaps to the placement under the pointer
    cx, cy = cell_center(view, 0, 1, 0)
    drop = (cx + int(view.grid_of(0).cell * 0.3), cy + int(view.grid_of(0).cell * 0.2))
    assert view.totem_snap("Bird", drop, 0) == (0, 0, False)
    drag(scene, tile.center, drop)
    assert session.commands[-1] == BuildTotem(0, "Bird", 0, 0, False)
    assert view.model.totems[0][0]["kind"] == "Bird"


def test_a_totem_dropped_where_it_cannot_stand_is_refused():
    state = bird_position()
    session = session_at(state)
    app, scene = new_table(session)
    view = scene.table
    before = list(session.commands)
    tile = dict(view.totem_rects())["Horse"]
    drag(scene, tile.center, cell_center(view, 0, 1, 1))
    assert session.commands == before
    assert view.notice and "Horse" in view.notice[0] or "totem" in view.notice[0].lower()


def test_the_right_button_turns_the_totem_being_placed():
    state = P.table(2, seed="bird")
    for y in range(3):
        P.put(state, 0, 0, y, ["Stone", "Stone"])
    session = session_at(state)
    app, scene = new_table(session)
    view = scene.table
    tile = dict(view.totem_rects())["Bird"]
    click(scene, tile.center)                 # a click selects the totem for placing
    assert view.selected == ("totem", "Bird")
    was = view.vertical
    post(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=3)
    pump(scene)
    assert view.vertical != was
    key(scene, pygame.K_r)
    assert view.vertical == was
    click(scene, cell_center(view, 0, 0, 1))
    assert session.commands[-1] == BuildTotem(0, "Bird", 0, 0, True)


# --------------------------------------------------------------------------- setup and missions

def test_choosing_the_starting_card_by_click_and_by_number():
    seats = [Seat("Ann"), Seat("Ben")]
    session = Session.new("sky-totems", "multi", seats, 3)
    app, scene = new_table(session)
    view = scene.table
    assert app.passes == ["Ann"]            # the first private choice comes after a hand-over too
    assert view.chooser() == "start"
    hand = session.state.hands[0]
    target, rect = view.chooser_items()[1]
    assert target == ("start", hand[1])
    click(scene, rect.center)
    assert session.commands[-1] == ChooseStart(0, hand[1])
    # two people at one screen: Ann's table stays up until she is done, then it is handed over
    # before Ben sees his cards
    scene.update(0.016)
    assert scene.done_for == 1 and view.viewer == 0 and app.passes == ["Ann"]
    assert scene.press_done()
    assert app.passes == ["Ann", "Ben"]
    assert view.viewer == 1 and view.chooser() == "start"
    key(scene, pygame.K_3)
    assert session.commands[-1] == ChooseStart(1, session.state.hands[1][2])
    # Ben's cards were never in Ann's view, and Ann's missions are hers alone
    assert "name" not in session.state.view(1)["altars"][0]["missions"][0]


def test_a_met_mission_lights_up_its_reveal_button_and_the_reward_is_chosen():
    state = P.table(2, seed="reveal")
    seat_cards = P.give_missions(state, 0, ["gold-treasure"])
    P.put(state, 0, 0, 0, ["Gold", "Gold", "Gold"])
    session = session_at(state)
    app, scene = new_table(session)
    view = scene.table
    card = seat_cards[0]
    assert card in view.moves.reveals()
    rect = dict(view.mission_rects())[card]
    click(scene, view.reveal_rect(rect).center)
    assert session.commands[-1] == Reveal(0, card)
    assert view.chooser() == "design"
    target, r = next((t, r) for t, r in view.chooser_items() if t == ("design", "Pearl"))
    click(scene, r.center)
    assert session.commands[-1] == ChooseDesign(0, "Pearl")


def test_the_choosers_answer_tab_the_arrows_enter_and_every_number_key():
    """The kit's chooser keys: Tab and the arrows walk the choices, Enter takes the one lit, and
    the number keys take the choice of that number, 0 the tenth (the tenth design)."""
    session = Session.new("sky-totems", "solo", [Seat("Sol")], 8)
    app, scene = new_table(session)
    view = scene.table
    starts = [item for item, _r in view.chooser_items()]
    key(scene, pygame.K_TAB)
    assert view.focus == starts[0]
    key(scene, pygame.K_RIGHT)
    assert view.focus == starts[1]
    key(scene, pygame.K_RETURN)
    assert session.commands[-1] == ChooseStart(0, starts[1][1])
    state = P.table(2, seed="reveal")
    card = P.give_missions(state, 0, ["gold-treasure"])[0]
    P.put(state, 0, 0, 0, ["Gold", "Gold", "Gold"])
    session = session_at(state)
    app, scene = new_table(session)
    view = scene.table
    click(scene, view.reveal_rect(dict(view.mission_rects())[card]).center)
    designs = [item[1] for item, _r in view.chooser_items()]
    assert view.chooser() == "design" and len(designs) == 10
    key(scene, pygame.K_0)
    assert session.commands[-1] == ChooseDesign(0, designs[9])


@pytest.mark.parametrize("pct", [100, 200])
def test_the_reveal_button_sits_under_the_mission_words(pct, monkeypatch):
    """A met mission's Reveal button leaves the card's words readable: they are laid out above it
    (it once covered the last line, "on the altar")."""
    from game import theme
    from game.tables.sky_totems import table as totems_table
    from table_helpers import grown_view
    state = P.table(4, seed="reveal")
    cards = P.give_missions(state, 0, ["amethyst-treasure", "gold-treasure"])
    P.put(state, 0, 0, 0, ["Gold", "Gold", "Gold"])
    P.put(state, 0, 1, 0, ["Amethyst", "Amethyst", "Amethyst"])
    app, scene = new_table(session_at(state))
    try:
        view = grown_view(scene, pygame.display.get_surface().get_size(), pct)
        words = {}
        real = totems_table.draw_card

        def draw_card(surface, rect, face, *args, **kw):
            words[tuple(rect)] = real(surface, rect, face, *args, **kw)
            return words[tuple(rect)]

        monkeypatch.setattr(totems_table, "draw_card", draw_card)
        view.redraw()
        view.draw(pygame.display.get_surface())
        missions = dict(view.mission_rects())
        assert set(cards) <= view.moves.reveals() and set(cards) <= set(missions)
        for card in cards:
            rect = missions[card]
            button, text = view.reveal_rect(rect), words[tuple(rect)]
            assert rect.contains(button) and rect.contains(text)
            assert text.h > 0 and not text.colliderect(button)
    finally:
        theme.set_interface(100)


def test_solo_shows_two_altars_and_never_hands_over():
    session = Session.new("sky-totems", "solo", [Seat("Sol")], 8)
    app, scene = new_table(session)
    view = scene.table
    assert view.n == 2 and not scene.hand_over
    assert {"altar.0", "altar.1"} <= set(view.layout.zones)
    for seat in (0, 1):
        assert view.chooser() == "start" and session.state.actor == seat
        key(scene, pygame.K_1)
    assert app.passes == []
    assert session.state.phase in ("turn", "start_cloud")
    # one person controls both altars: whichever decides, the input is open
    assert view.human_actor() == session.state.actor


# --------------------------------------------------------------------------- undo

def test_undo_within_an_action_goes_back_by_snapshot():
    session = with_tray()
    app, scene = new_table(session)
    view = scene.table
    before_state = session.state.to_json()
    n = len(session.commands)
    pid = session.state.tray[0]
    drag(scene, first_in_tray(view), cell_center(view, 0, 1, 1))
    assert len(session.commands) == n + 1 and view.can_undo()
    key(scene, pygame.K_u)
    assert len(session.commands) == n
    assert session.state.to_json() == before_state
    assert pid in view.model.tray()


def test_undo_is_not_offered_after_a_draw_from_the_bag():
    state = bird_position()
    session = session_at(state)
    app, scene = new_table(session)
    view = scene.table
    tile = dict(view.totem_rects())["Bird"]
    drag(scene, tile.center, cell_center(view, 0, 1, 0))
    assert isinstance(session.commands[-1], BuildTotem)        # the Bird's blessing drew pedestals
    assert not view.can_undo()
    n = len(session.commands)
    key(scene, pygame.K_u)
    assert len(session.commands) == n


# --------------------------------------------------------------------------- whole games

@pytest.mark.parametrize("mode,players", [("multi", 4), ("solo", 1)])
def test_a_bot_game_runs_to_the_results_through_the_table(mode, players):
    from game.scenes.results import ResultsScene
    seats = [Seat(f"B{i}", "bot", "sensible") for i in range(players)]
    session = Session.new("sky-totems", mode, seats, 21)
    app, scene = new_table(session, bot_delay=0.0)
    surface = pygame.display.get_surface()
    for i in range(20000):
        scene.update(1 / 30)
        if i % 7 == 0:
            scene.draw(surface)
        if app.stack:
            break
    assert session.state.is_over
    assert isinstance(app.stack[-1], ResultsScene)
    results = app.stack[-1]
    assert results.pad is not None
    rows = dict(results.pad[0])
    assert rows["Total"] == session.state.scores()


def test_animations_run_at_normal_speed_and_bots_wait_for_them():
    seats = [Seat("B0", "bot", "sensible"), Seat("B1", "bot", "random")]
    session = Session.new("sky-totems", "multi", seats, 5)
    app, scene = new_table(session, anim_speed=1.0, bot_delay=0.0)
    surface = pygame.display.get_surface()
    busy_seen = 0
    for _ in range(900):
        scene.update(1 / 60)
        scene.draw(surface)
        if not scene.table.idle:
            busy_seen += 1
            n = len(session.commands)
            scene.update(0.001)            # something still moves: no bot may move yet
            assert len(session.commands) == n
    assert busy_seen > 50 and len(session.commands) > 10


# --------------------------------------------------------------------------- the screenshot tool

@pytest.mark.parametrize("mode,players,moves", [("solo", 1, 70), ("multi", 4, 120)])
def test_the_screenshot_cli_renders_a_sky_totems_table(tmp_path, mode, players, moves):
    import subprocess
    import sys
    from pathlib import Path
    out = tmp_path / "t.png"
    root = Path(__file__).resolve().parents[2]
    env = {**__import__("os").environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    r = subprocess.run([sys.executable, "-m", "game", "--screenshot", str(out), "--game", "sky-totems", "--mode", mode,
                        "--players", str(players), "--seed", "3", "--moves", str(moves), "--size", "1280x720"],
                       cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)
    colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, 1280, 37) for y in range(0, 720, 29)}
    assert len(colours) > 40                                  # not a blank picture


def test_placing_and_building_with_the_keyboard_only():
    session = with_tray()
    app, scene = new_table(session)
    view = scene.table
    pid = session.state.tray[0]
    assert view.selected == pid                          # the first tray pedestal is picked up
    key(scene, pygame.K_TAB)
    focus = view.focus
    assert focus[0] == "cell" and (focus[2], focus[3]) in view.moves.place_cells(pid)
    key(scene, pygame.K_RETURN)
    assert session.commands[-1] == PlacePedestal(0, pid, focus[2], focus[3])
    # a totem: Tab to its tile, Enter picks it, Tab to a placement, Enter builds
    state = bird_position()
    session = session_at(state)
    app, scene = new_table(session)
    view = scene.table
    for _ in range(12):
        key(scene, pygame.K_TAB)
        if view.focus == ("totem", "Bird"):
            break
    key(scene, pygame.K_RETURN)
    assert view.selected == ("totem", "Bird")
    key(scene, pygame.K_TAB)
    assert view.focus[0] == "build"
    key(scene, pygame.K_RETURN)
    assert isinstance(session.commands[-1], BuildTotem)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hint_over_the_pedestal_chooser_covers_none_of_its_designs(size):
    """Issue 36, "Messages never cover what matters". Seen at 1280x720 / 200 %: "Hint: Choose the
    Amethyst design" was drawn in the guide's place, over the chooser's Pearl. Where the chooser
    covers the guide, the hint stands in for the chooser's line of help."""
    from game import theme
    state = P.table(2, seed="reveal")
    card = P.give_missions(state, 0, ["gold-treasure"])[0]
    P.put(state, 0, 0, 0, ["Gold", "Gold", "Gold"])
    pygame.display.set_mode(size)
    theme.set_interface(200)
    try:
        app, scene = table(session_at(state), FakeApp, size=size)
        view = scene.table
        view.resize(size)
        frame(scene)
        click(scene, view.reveal_rect(dict(view.mission_rects())[card]).center)
        assert view.chooser() == "design"
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        scene.hint_thought.wait(30)
        scene.update(1 / 60)
        theme.text_probe = probe = []
        scene.draw(pygame.display.get_surface())
        panel, items = view.chooser_rect(), view.chooser_items()      # as drawn at 200 %
        # a hint with its reason, as long as the expert's read: two lines at the couch's size
        # (shrunk to one line, it was 23 px at 720p, under the floor of 24)
        scene.hint = (scene.hint[0], "Hint: Choose the Gold design: a stack of 3, all Gold, for your Gold "
                                     "Treasure (wins 62% of 80 simulated games)")
        theme.text_probe = long_probe = []
        scene.draw(pygame.display.get_surface())
        long_badge = pygame.Rect(scene.badge_rect)
        floor = theme.reading_floor(size, 2.0)
    finally:
        theme.text_probe = None
        theme.set_interface(100)
    assert scene.hint is not None and scene.badge_rect is not None
    drawn = " ".join(text for _, text in probe)
    assert "Hint: Choose the Gold design" in " ".join(drawn.split()), "the hint is drawn whole"
    # its lines are drawn one after another, the first starting "Hint:"
    first = next(i for i, (_px, text) in enumerate(long_probe) if text.startswith("Hint: Choose the Gold design:"))
    hint_words, said = [], []
    for px, text in long_probe[first:]:
        if len(said) >= len(scene.hint[1].split()):
            break
        if hint_words and hint_words[-1][1] == text:
            continue        # a text is probed as asked for and again as rendered
        hint_words.append((px, text))
        said += text.split()
    assert said == scene.hint[1].split(), "the long hint is drawn whole"
    assert hint_words and min(px for px, _ in hint_words) >= floor
    for badge in (scene.badge_rect, long_badge):
        assert panel.contains(badge)
        assert not any(badge.colliderect(r) for _item, r in items)
    assert not any("…" in str(text) for _, text in probe), "a design's name or count was cut"


def played_to_seat_0(mode, players, moves):
    """A session of ``players`` altars, seat 0 a person, played by sensible bots (seat 0's too) for
    ``moves`` moves and then on until seat 0 decides."""
    from rules import registry
    bot_of = registry.get("sky-totems").bots["sensible"]
    seats = [Seat("Ana")] + [Seat(f"Bot{i}", "bot", "sensible") for i in range(1, players)]
    session = Session.new("sky-totems", mode, seats, "hint place")
    while session.state.actor != 0 or len(session.commands) < moves:
        st = session.state
        session.submit(bot_of(st.actor, session.seed).choose(st.view(st.actor), st.legal_commands()))
    return session


@pytest.mark.parametrize("pct", [100, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("mode, players", [("solo", 1), ("multi", 4)])
def test_a_hint_is_shown_whole_over_nothing_that_matters(mode, players, size, pct):
    """Issue 36, "Messages never cover what matters". Seen in solo at 1280x720 / 200 %: the hint
    had no room in the guide (the buttons fill their column beside the altar) and fell back under
    the status band, over the acting altar's name. It is drawn whole, at the reading size, over
    no button, no place to play and no altar's header."""
    from game import theme
    pygame.display.set_mode(size)
    theme.set_interface(pct)
    try:
        app, scene = table(played_to_seat_0(mode, players, 20), FakeApp, size=size, bot_delay=1e9)
        app.settings.bot_think = {"iterations": 30}
        view = scene.table
        view.resize(size)
        frame(scene)
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        scene.hint_thought.wait(30)
        scene.update(1 / 60)
        theme.text_probe = probe = []
        scene.draw(pygame.display.get_surface())
        badge = pygame.Rect(scene.badge_rect)
        floor = theme.reading_floor(size, pct / 100)
        targets = [view.target_rect(t) for t in view.focus_targets()]
        buttons = [b.rect for b in view.buttons.values()]
        heads = [view.layout[f"head.{p}"] for p in range(view.n)]
        # where the hint's place holds no words of its own (grown, over the other altars), its
        # panel is as tall as its lines, covering no more of those altars than it must
        empty_place = not view.guide_text()
        line = theme.font(view.f["guide"]).get_linesize()
    finally:
        theme.text_probe = None
        theme.set_interface(100)
    if empty_place:
        assert badge.h <= 3 * line, (badge, view.guide_rect)
    words = scene.hint[1].split()
    first = next(i for i, (_px, text) in enumerate(probe) if text.startswith("Hint:"))
    said, sizes = [], []
    for px, text in probe[first:]:
        if len(said) >= len(words):
            break
        if said and said[-len(text.split()):] == text.split():
            continue        # a text is probed as asked for and again as rendered
        said += text.split()
        sizes.append(px)
    assert said == words, "the hint is drawn whole"
    assert min(sizes) >= floor
    for r in targets + buttons + heads:
        assert not badge.colliderect(r), r


def test_a_grown_board_tile_keeps_one_head_row_and_marks_build_on_its_emblem():
    """Grown (``chip_row`` off: the folded altars under the board need its height), a tile too narrow
    for the BUILD chip beside its name and score keeps them in one row and its rule under them;
    a gold disc behind the emblem says the totem may be built. The words stay where they were."""
    from game import theme
    from game.tables.sky_totems.art import default_art
    from game.tables.sky_totems.art import GOLD, draw_totem_tile
    rect = pygame.Rect(0, 0, 297, 85)
    sizes = {"tile_name": 24, "card_text": 24, "chip": 24}
    pictures = {}
    for state in ("idle", "buildable"):
        pictures[state] = surface = pygame.Surface(rect.size)
        theme.text_probe = probe = []
        try:
            draw_totem_tile(surface, rect, "Horse", default_art(), sizes, state, 24, chip_row=False)
        finally:
            theme.text_probe = None
        said = [text for _px, text in probe]
        assert "Neighbours 2 apart" in said, said
    pad = 24 // 3
    words = pygame.Rect(pad + 44, 12, rect.w - pad - 58, rect.h - 24)   # right of the emblem, inside the edge
    assert pygame.image.tobytes(pictures["idle"].subsurface(words), "RGB") == \
        pygame.image.tobytes(pictures["buildable"].subsurface(words), "RGB")
    corner = (pad + 2, pad + 12)         # the emblem's disc, left of the horseshoe
    assert pictures["buildable"].get_at(corner)[:3] == GOLD[:3] != pictures["idle"].get_at(corner)[:3]
