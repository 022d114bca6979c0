"""Sky Totems at the table: its words, its refusals, what it narrates and its tooltips (issue 10,
"Tables you can read across a room"), driven headlessly with posted mouse and keyboard events."""
from __future__ import annotations

import pygame
import pytest

from game import theme
from game.session import Seat, Session
from game.tables.base import BAD
from game.tables.sky_totems.art import draw_card
from game.tables.sky_totems.results import explain, scorepad_rows
from game.tables.sky_totems.words import TOTEM_RULES, TOTEM_WORDS, card_text, points, pts
from rules.sky_totems import positions as P
from rules.sky_totems.commands import BuildTotem, PlacePedestal, Reveal, TakeField
from rules.sky_totems.components import CARD_FACES
from table_helpers import FakeApp, PassingApp
from table_helpers import display, input_helpers, post, table  # noqa: F401 (display: autouse fixture)

pump, drag, click, key = input_helpers(drag_steps=6, frame=True)


def session_at(state, bots=()):
    """A session on the hand-made ``state``: seat 0 the person "Ann", the others bots."""
    seats = [Seat("Ann")] + [Seat(f"Bot{i}", "bot" if i in bots or not bots else "human", "sensible")
                             for i in range(1, state.players)]
    session = Session.new("sky-totems", "multi", seats, "t")
    session.state = state
    return session


def cell_center(view, seat, x, y):
    return view.grid_of(seat).rect(x, y).center


def test_key_2_and_a_click_on_the_empty_field_labelled_2_name_field_2():
    # Issue: 'pressing 2, or clicking the empty field labelled 2, says "Pedestal Field 1 is empty"'
    state = P.table(2, seed="fields")
    P.set_field(state, 1, [])
    session = session_at(state)
    app, scene = table(session, PassingApp)
    view = scene.table
    before = list(session.commands)
    key(scene, pygame.K_2)
    assert session.commands == before
    reason = view.notice[0]
    assert "Pedestal Field 2" in reason and "empty" in reason and "Field 1" not in reason
    assert view.notice_at == view.field_boxes()[1]            # the bubble is at the field
    view.notice = None
    click(scene, view.field_boxes()[1].center)
    assert session.commands == before
    assert "Pedestal Field 2" in view.notice[0] and "Field 1" not in view.notice[0]
    # a field that can be taken still is, by its label
    key(scene, pygame.K_3)
    assert session.commands[-1] == TakeField(0, 2)


def test_the_blocked_field_says_why_by_key_and_by_click():
    # Issue: "pressing 5 on the blocked field gives no feedback (it must say why, via self.rejected(reason,
    # at=field rect))"; rulebook: "If there are between 1~3 players, place a Pedestal Blocking Tile in the
    # Pedestal Field that will not be used."
    state = P.table(2, seed="fields")
    session = session_at(state)
    app, scene = table(session, PassingApp)
    view = scene.table
    assert view.model.n_fields == 4
    before = list(session.commands)
    key(scene, pygame.K_5)
    assert session.commands == before
    assert view.notice and "Pedestal Field 5 is blocked" in view.notice[0]
    assert view.notice_at == view.field_boxes()[4]
    view.notice = None
    click(scene, view.field_boxes()[4].center)
    assert session.commands == before and "blocked" in view.notice[0]


def bird_position():
    state = P.table(2, seed="bird")
    for x in range(3):
        P.put(state, 0, x, 0, ["Stone", "Stone"])
    return state


def test_a_totem_released_over_a_red_cell_is_refused_and_nothing_changes():
    # Issue: "a totem released over a cell outlined in red was built anyway on the snapped legal place. A drop
    # where the pointer shows red must be refused with its reason (self.rejected)."
    state = bird_position()
    session = session_at(state)
    app, scene = table(session, PassingApp)
    view = scene.table
    assert view.moves.builds("Bird") == [(0, 0, False)]
    tile = dict(view.totem_rects())["Bird"]
    target = cell_center(view, 0, 1, 1)             # below the lit row: no Bird can stand over (1, 1)
    post(pygame.MOUSEMOTION, pos=tile.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=tile.center, button=1)
    post(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0))
    pump(scene)
    assert view.drag and view.drag["sprite"].id == ("totem", "Bird")
    surface = pygame.display.get_surface()
    scene.draw(surface)

    def edge(x, y):
        r = view.grid_of(0).rect(x, y).inflate(-view.layout.px(4), -view.layout.px(4))
        return tuple(surface.get_at((r.centerx, r.top + 1)))[:3]

    assert edge(1, 1) == BAD and edge(1, 0) != BAD          # red where refused, lit where it builds
    assert view.why_not(("totem", "Bird"), view.hover)
    assert view.totem_snap("Bird", target, 0) is None
    snapshot = session.state.to_json()
    before = list(session.commands)
    post(pygame.MOUSEBUTTONUP, pos=target, button=1)
    pump(scene)
    assert session.commands == before and session.state.to_json() == snapshot
    assert view.notice and "totem" in view.notice[0].lower()          # the rules' reason
    assert view.notice_at.contains(view.grid_of(0).rect(1, 1))       # at the place it was refused
    # released over a lit cell, it builds there
    drag(scene, tile.center, cell_center(view, 0, 2, 0))
    assert session.commands[-1] == BuildTotem(0, "Bird", 0, 0, False)


def test_the_status_line_moves_on_with_the_turn():
    # Issue: '"Undone." stayed for rounds. The status line must refresh at every turn change; transient
    # messages expire.' (The news line is the log's last line: an undo says so until the next one.)
    state = P.table(2, seed="tray")
    P.set_field(state, 0, ["Ember", "Leaf"])
    session = session_at(state)
    session.submit(TakeField(0, 0))
    app, scene = table(session, PassingApp)
    view = scene.table
    pid = session.state.tray[0]
    view.send(PlacePedestal(0, pid, 0, 0))
    scene.update(0.016)
    key(scene, pygame.K_u)
    assert view.status_news().endswith("back a step.")
    for pid in list(session.state.tray):
        view.send(sorted((c for c in session.state.legal_commands() if isinstance(c, PlacePedestal)
                             and c.pedestal == pid), key=lambda c: (c.y, c.x))[0])
        scene.update(0.016)
    assert session.state.actor == 1
    sub = view.status_news()
    assert "back a step" not in sub and view.notice is None
    assert view.name(1) in view.status_text()


def test_every_bot_move_is_narrated():
    # Issue: "make every command of every seat (bots included) add a clear log line to self.log (clouds placed,
    # totems built with where/what, rewards, blessings, altar cards chosen, scoring)"
    seats = [Seat("You"), Seat("Vega", "bot", "sensible")]
    session = Session.new("sky-totems", "multi", seats, 5)
    app, scene = table(session, FakeApp, anim_speed=0.0, bot_delay=0.0)
    view = scene.table
    said: list[str] = []
    append = view.log.append
    view.log.append = lambda line: (said.append(line), append(line))
    from table_helpers import stand_in_command
    for _ in range(3000):
        if session.state.is_over:
            break
        if session.state.actor == 0 and view.idle:
            n = len(session.commands)
            view.send(stand_in_command(session, 0))
            assert len(session.commands) == n + 1
        scene.update(0.05)
    assert session.state.is_over
    bot_lines = [s for s in said if s.startswith("Vega ")]
    assert any("takes Pedestal Field" in s for s in bot_lines)
    assert any(" places " in s for s in bot_lines)
    assert any("has chosen a starting altar card" in s for s in said)
    assert any(s.startswith("Round 2 begins") for s in said)
    assert any(s.startswith("The Final Totem:") for s in said)
    assert any(s.startswith("Game over:") for s in said)
    # every command of the game has at least one line (no silent move)
    assert len(said) >= len(session.commands)
    # English for a seat named "You"
    assert not [s for s in said if "You takes" in s or "You places" in s or "You has" in s or "You's" in s]


def picker_session(players, seat=0):
    state = P.table(players, seed="reveal")
    cards = P.give_missions(state, seat, ["gold-treasure"])
    P.put(state, seat, 0, 0, ["Gold", "Gold", "Gold"])
    return state, cards[0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_reward_picker_never_covers_the_altar_it_is_for(players):
    # Issue: "the reward and blessing pickers cover the altar you are deciding for: place them so they never
    # cover that altar"
    state, card = picker_session(players)
    session = session_at(state)
    app, scene = table(session, PassingApp)
    view = scene.table
    view.send(Reveal(0, card))
    scene.update(0.016)
    scene.draw(pygame.display.get_surface())
    assert view.chooser() == "design"
    altar = view.layout[f"altar.{view.pos_of(0)}"]
    box = view.chooser_rect()
    assert not box.colliderect(altar), (box, altar)
    assert view.chooser_items() and all(not r.colliderect(altar) for _t, r in view.chooser_items())
    surface = pygame.display.get_surface()
    assert surface.get_rect().contains(box)
    # the choices still work by click
    target, r = next((t, r) for t, r in view.chooser_items() if t == ("design", "Pearl"))
    click(scene, r.center)
    assert session.state.tray and view.code(session.state.tray[-1]) == "Pearl"


def test_the_final_totem_says_nobody_can_build():
    # Issue: 'it must say who may build a final totem, or that nobody can ("No final totem is possible for
    # X")'; rulebook: "At the end of the 10th round ... players may conduct "Totem Construction" action once."
    state = P.position(seats=2, round=10, turn=0, first=1, fields=[["Ember", "Leaf"], [], [], []])
    session = session_at(state)
    app, scene = table(session, PassingApp)
    view = scene.table
    said: list[str] = []
    append = view.log.append
    view.log.append = lambda line: (said.append(line), append(line))
    view.send(TakeField(0, 0))
    for pid, cell in zip(list(session.state.tray), [(0, 0), (1, 1)]):
        view.send(PlacePedestal(0, pid, *cell))
    scene.update(0.016)
    assert session.state.is_over
    final = [s for s in said if s.startswith("The Final Totem")]
    one, two = view.name(0), view.name(1)
    assert final == [f"The Final Totem: No final totem is possible for {one} and {two}."]
    assert view.final_totem_words([1, 0], session.state.view(None)) == \
        f"No final totem is possible for {two} and {one}"
    # with a Bird ready on seat 0's altar, the words name who may build
    state2 = bird_position()
    session2 = session_at(state2)
    app2, scene2 = table(session2, PassingApp)
    v2 = scene2.table
    words = v2.final_totem_words([0, 1], state2.view(None))
    assert words == f"{v2.name(0)} may build one last totem (or pass); no final totem is possible for {v2.name(1)}"


def test_the_final_totem_banner_stays_long_enough_to_read():
    state = P.position(seats=2, round=10, turn=0, first=1, fields=[["Ember", "Leaf"], [], [], []])
    session = session_at(state)
    app, scene = table(session, PassingApp, anim_speed=1.0)
    view = scene.table
    view.send(TakeField(0, 0))
    for pid, cell in zip(list(session.state.tray), [(0, 0), (1, 1)]):
        view.send(PlacePedestal(0, pid, *cell))
    banners = []
    for _ in range(400):
        scene.update(1 / 60)
        banners += [fx for fx in view.effects if getattr(fx, "title", "") == "The Final Totem" and fx not in banners]
    assert banners and "No final totem is possible" in banners[0].sub
    assert banners[0].life >= 3.0


def test_tooltips_give_the_whole_text_of_cards_missions_totems_and_designs():
    # Issue: "implement tooltip_at(pos) for every Sky Totems element with a name or rule ... Rules text is never
    # cut ... what does not fit is in the tooltip."
    state = bird_position()
    P.give_missions(state, 0, ["horse-sanctuary", "obsidian-treasure"])
    P.set_field(state, 0, ["Ember", "Gold"])
    state.apply(BuildTotem(0, "Bird", 0, 0, False))
    session = session_at(state)
    app, scene = table(session, PassingApp)
    view = scene.table
    # a mission on the board: its name, its whole mission and its points
    faces = {c["id"]: c for c in view.shown["altars"][0]["missions"]}
    for card, r in view.mission_rects():
        name, text = view.tooltip_at(r.center)
        assert name == faces[card]["name"]
        assert card_text(faces[card]) in text and points(faces[card]["points"]) in text
    assert {view.tooltip_at(r.center)[0] for _c, r in view.mission_rects()} == {"Horse Sanctuary", "Obsidian Treasure"}
    # an altar card in the altar's strip (the starting card)
    strip = view.card_strip_rects(0, 1 + len(view.shown["altars"][0]["missions"]))
    name, text = view.tooltip_at(strip[0].center)
    assert "starting altar" in name and "scores nothing" in text
    # a totem tile: the whole rule
    name, text = view.tooltip_at(dict(view.totem_rects())["Wolf"].center)
    assert name == "Wolf Totem" and all(part in text for part in TOTEM_RULES["Wolf"])
    # the Bird built on the altar
    name, text = view.tooltip_at(cell_center(view, 0, 1, 0))
    assert name == "Bird Totem" and "height 2" in text and "6 points" in text
    # a design in a field and in the bag
    name, text = view.tooltip_at(view.field_boxes()[0].center)
    assert name == "Pedestal Field 1" and "Ember" in text and "Gold" in text
    r = view.bag_counts_rect()
    found = {view.tooltip_at((x, y))[0] for x in range(r.left + 2, r.right, 8) for y in range(r.top, r.bottom, 6)
             if view.tooltip_at((x, y))}
    assert "Gold pedestal" in found and "Ember pedestal" in found
    name, text = next(view.tooltip_at((x, y)) for x in range(r.left + 2, r.right, 8)
                      for y in range(r.top, r.bottom, 6) if (view.tooltip_at((x, y)) or ("",))[0] == "Gold pedestal")
    assert "Rare design: 2 points" in text and "left in the bag" in text
    # the round track
    assert view.tooltip_at(view.layout["round"].center)[0] == "Round track"


def test_altar_card_words_are_plain_english():
    # Issue: 'The Dragon's condition reads "a, a+1, a+2 (a 1+)": make every altar card condition readable
    # English. ... "1 pts" -> "1 pt".'
    for face in CARD_FACES:
        for text in (card_text(face), face["text"]):
            assert "(s)" not in text and "+1" not in text and ">=" not in text, text
    assert card_text(next(f for f in CARD_FACES if f["key"] == "god-of-birds")) == "Build a Bird totem"
    assert card_text(next(f for f in CARD_FACES if f["key"] == "bird-sanctuary")) == "Build 2 Bird totems"
    for cond, bless in TOTEM_WORDS.values():
        assert "a+1" not in cond and "1+" not in cond
    assert pts(1) == "1 pt" and pts(2) == "2 pts" and points(1) == "1 point"


def test_the_starting_card_shows_no_points_and_card_text_is_never_tiny():
    # Issue: 'The starting altar card shows a "5" points badge beside the words "scores nothing" - fix' and
    # "every text you draw >= theme.MIN_TEXT ... (cards strip texts are 10 px today)".
    face = dict(next(f for f in CARD_FACES if f["points"] == 5), text="Starting altar (scores nothing)", points=None)
    surface = pygame.Surface((200, 80))
    from game.tables.sky_totems.art import default_art
    theme.text_probe = probe = []
    try:
        draw_card(surface, pygame.Rect(0, 0, 110, 56), face, default_art(), {"card_title": 10, "card_text": 9, "chip": 9})
    finally:
        theme.text_probe = None
    texts = [t for _px, t in probe]
    assert "5" not in texts
    assert all(px >= theme.MIN_TEXT for px, _t in probe), probe


def test_the_scorepad_can_be_opened_again_and_again():
    # Issue: "After the game the scorepad can be reopened ... make sure Sky Totems' scorepad (results.py) works
    # when reopened repeatedly."
    session = Session.new("sky-totems", "multi", [Seat("You", "bot", "sensible"), Seat("Vega", "bot", "sensible")], 4)
    while not session.state.is_over:
        session.submit(session.bot_command())
    result = session.state.result()
    import copy
    kept = copy.deepcopy(result)
    first = scorepad_rows(result)
    for _ in range(3):
        assert scorepad_rows(result) == first
        assert explain(result, ["You", "Vega"]) == explain(kept, ["You", "Vega"])
    assert result == kept
    assert first[-1][0] == "Total" and first[-1][1] == result["scores"]


def test_game_over_headline_is_every_tables_with_sky_totems_result_in_words():
    # The headline of a finished game is the kit's, as at every table: "Game over: " and the result,
    # a seat named "You" made English ("you win", as Tower and Sky Tango say it).
    session = Session.new("sky-totems", "multi", [Seat("You"), Seat("Vega", "bot", "sensible")], "t")
    app, scene = table(session, FakeApp, anim_speed=0.0, bot_delay=0.0)
    view = scene.table
    view.shown = dict(view.shown, over=True, result={"winners": [0], "scores": [31, 20]})
    assert view.status_text() == "Game over: you win with 31 points"
    view.shown = dict(view.shown, result={"winners": [1], "scores": [20, 31]})
    assert view.status_text() == "Game over: Vega wins with 31 points"
    view.shown = dict(view.shown, result={"decided_by": "solo", "scores": [40, 30], "rank": "Decent Altars"})
    assert view.status_text() == "Game over: 70 points in total: Decent Altars"
    view.shown = {}
    assert view.status_text() == ""
