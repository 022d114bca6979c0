"""The Sky Tango table, driven headlessly with posted mouse and keyboard events: laying by drag at a
row's ends, eclipsing and covering, starting a row, illegal drops that say why and change nothing,
the keyboard flow, the animal banner, picking runs and clearing them, the self-destruct question,
Stop in the end phase, partners' team colours and scores, privacy, and a whole bot game to the
results."""
from __future__ import annotations

import pygame
import pytest
from table_helpers import (FakeApp, HandOverApp, card_corner, display, frame, hold_drag,  # noqa: F401 (display: autouse fixture)
                           assert_still_is_afresh, grown_view, input_helpers, let_go, position_table, record_tags,
                           stand_in_command, texts_drawn)

from game import theme
from game.scenes.table import TableScene
from game.session import Seat, Session
from rules.sky_tango.commands import LEFT, Clear, Destroy, Lay, Stop
from rules.sky_tango.positions import find, position, top

pump, drag, click, key = input_helpers(drag_steps=6)
NAMES = ["You", "Vega", "Orion", "Lyra"]


def table_at(state, humans=(0,), app_class=FakeApp, size=(1280, 720), **kw):
    return position_table("sky-tango", state, humans, app_class, size, **kw)


card_pos = card_corner


def row_geometry(table, seat, kind):
    return table.zones[f"{kind}.{seat}"].geometry(table)


def right_end(scene, seat, kind):
    return row_geometry(scene.table, seat, kind).right.center


def left_end(scene, seat, kind):
    return row_geometry(scene.table, seat, kind).left.center


def stack_pos(scene, seat, kind, i):
    g = row_geometry(scene.table, seat, kind)
    r = g.card_rect(i, 0)
    return (r.left + max(3, min(r.w, round(g.step)) // 2), r.top + 6)


hover = hold_drag


def laying_position(**kw):
    """Your turn; your sun row 3 5 7 (no moon row); Vega's moon row 10, an eclipse over 12, 15; in hand
    suns that fit either end, an eclipse, moons for a new row and to cover Vega's eclipse."""
    args = dict(players=2, names=NAMES[:2], hands={0: "S10 S2 SE M6 M11 M20", 1: "S20 M7"},
                rows={0: {"sun": "S3 S5 S7"}, 1: {"moon": "M10 M12/ME M15"}}, turn=0)
    args.update(kw)
    return position(**args)


def clearing_position(**kw):
    """Your sun row is a run of six; your moon row a run of five, an eclipse, then a 9."""
    args = dict(players=2, names=NAMES[:2], hands={0: "S20 M12", 1: "S22"},
                rows={0: {"sun": "S1 S2 S3 S4 S5 S6", "moon": "M1 M2 M3 M5 M6 M8/ME M9"}}, turn=0)
    args.update(kw)
    return position(**args)


# --------------------------------------------------------------------------- laying by drag

def test_dragging_a_card_to_the_right_end_of_your_row_lays_it_there():
    st = laying_position()
    app, scene = table_at(st)
    card = find(st, "S10", 0)
    drag(scene, card_pos(scene, card), right_end(scene, 0, "sun"))
    assert scene.session.commands == [Lay(0, card, 0, 3)]
    frame(scene)
    view = scene.table
    assert view.row(0, "sun")[-1] == [card]
    assert view.zone_rect("sun.0").contains(view.card_rect(card))
    assert "You lay the sun 10 at the right end of your own sun row." in view.log


def test_a_low_card_dropped_anywhere_on_the_row_goes_to_the_end_it_fits():
    st = laying_position()
    app, scene = table_at(st)
    card = find(st, "S2", 0)
    drag(scene, card_pos(scene, card), stack_pos(scene, 0, "sun", 2))     # over the 7: it fits only at the left
    assert scene.session.commands == [Lay(0, card, 0, LEFT)]


def test_an_eclipse_goes_on_the_card_it_is_dropped_on_even_in_another_players_row():
    st = laying_position(hands={0: "SE ME S10", 1: "S20"})
    app, scene = table_at(st)
    eclipse = find(st, "SE", 0)
    drag(scene, card_pos(scene, eclipse), stack_pos(scene, 0, "sun", 1))
    assert scene.session.commands == [Lay(0, eclipse, 0, 1)]
    frame(scene)
    assert len(scene.table.row(0, "sun")[1]) == 2


def test_a_card_that_fits_covers_the_eclipse_it_is_dropped_on():
    st = laying_position()
    app, scene = table_at(st)
    card = find(st, "M11", 0)
    drag(scene, card_pos(scene, card), stack_pos(scene, 1, "moon", 1))
    assert scene.session.commands == [Lay(0, card, 1, 1)]
    frame(scene)
    assert len(scene.table.row(1, "moon")[1]) == 3


def test_an_empty_row_of_yours_says_start_and_takes_the_first_card():
    st = laying_position()
    app, scene = table_at(st)
    view = scene.table
    theme.text_probe = probe = []
    try:
        view.redraw()
        frame(scene)
    finally:
        theme.text_probe = None
    assert "Start a moon row" in [str(t) for _, t in probe]
    card = find(st, "M6", 0)
    drag(scene, card_pos(scene, card), view.zone_rect("moon.0").center)
    assert scene.session.commands == [Lay(0, card, 0, 0)]


def test_an_empty_row_is_outlined_as_a_place_to_play_only_on_its_own_seats_turn():
    """The lit outline marks a place a card may go now: while a bot plays, your empty row only
    says what it is for, dim and unlined."""
    from game.tables.sky_tango.art import KIND_COLOUR

    def drawn(scene, actor):
        view = scene.table
        view.shown = dict(view.shown, actor=actor)
        surf = pygame.Surface(view.size, pygame.SRCALPHA)
        calls = []
        real = pygame.draw.rect

        def rect(surface, colour, *a, **k):
            calls.append(tuple(colour)[:3])
            return real(surface, colour, *a, **k)
        theme.text_probe = probe = []
        pygame.draw.rect = rect
        try:
            view.zones["moon.0"].draw(view, surf)
        finally:
            pygame.draw.rect = real
            theme.text_probe = None
        return calls, [str(t) for _, t in probe]
    st = laying_position()
    app, scene = table_at(st)
    assert scene.table.human_actor() == 0
    lines, words = drawn(scene, 0)
    assert tuple(KIND_COLOUR["moon"])[:3] in lines and "Start a moon row" in words
    lines, words = drawn(scene, 1)
    assert tuple(KIND_COLOUR["moon"])[:3] not in lines, "no outline on another seat's turn"
    assert "Start a moon row" in words


# --------------------------------------------------------------------------- refusals

def test_an_illegal_drop_says_why_at_the_row_and_changes_nothing():
    st = laying_position()
    app, scene = table_at(st)
    view = scene.table
    before = st.to_json()
    card = find(st, "S10", 0)
    target = view.zone_rect("sun.1").center          # Vega has no sun row: you start rows only in front of you
    hover(scene, card_pos(scene, card), target)
    assert view.notice is not None and "only in front of yourself" in view.notice[0]
    assert view.notice_at.colliderect(view.zone_rect("sun.1"))
    let_go(scene, target)
    assert scene.session.commands == [] and scene.session.state.to_json() == before
    assert view.notice is not None and "only in front of yourself" in view.notice[0]
    assert view.drag is None and card in view.hand_ids()
    frame(scene, 30)
    assert view.card_rect(card).colliderect(view.zone_rect("hand.0"))


def test_a_card_of_the_other_kind_is_refused_with_the_tables_reason():
    st = laying_position()
    app, scene = table_at(st)
    card = find(st, "M20", 0)
    drag(scene, card_pos(scene, card), right_end(scene, 0, "sun"))
    assert scene.session.commands == []
    assert "goes in a moon row, not in a sun row" in scene.table.notice[0]


def test_while_dragging_the_legal_places_light_up_and_blocked_rows_are_marked():
    st = laying_position()
    app, scene = table_at(st)
    view = scene.table
    card = find(st, "M20", 0)
    hover(scene, card_pos(scene, card), view.layout["table"].center)
    targets = view.targets_of(card)
    assert ("lay", 1, "moon", 3) in targets            # above Vega's 15
    assert ("lay", 0, "moon", 0) in targets            # a new moon row of yours
    assert not any(t[2] == "sun" for t in targets)
    let_go(scene, view.layout["table"].center)
    assert scene.session.commands == []


def test_a_refusal_while_dragging_keeps_off_the_places_the_card_may_go():
    # Issue 36: the reason covered what it talked about (the row the card could go to instead).
    st = laying_position(rows={0: {"sun": "S3 S5 S7", "moon": "M3 M4 M5"}, 1: {"moon": "M10 M12/ME M15"}})
    app, scene = table_at(st)
    view = scene.table
    card = find(st, "S10", 0)
    hover(scene, card_pos(scene, card), right_end(scene, 0, "moon"))
    assert "goes in a sun row, not in a moon row" in view.notice[0]
    lit = [view.target_rect(t) for t in view.targets_of(card)]
    assert lit and view.bubble.rect is not None
    assert not any(view.bubble.rect.colliderect(r) for r in lit), (view.bubble.rect, lit)
    assert not view.bubble.rect.colliderect(view.target_rect(("lay", 0, "moon", 3)))   # nor its own place
    let_go(scene, view.layout["table"].center)


# --------------------------------------------------------------------------- the keyboard

def test_a_number_key_picks_a_card_and_enter_lays_it_at_the_first_lit_place():
    st = laying_position()
    app, scene = table_at(st)
    view = scene.table
    card = find(st, "S10", 0)
    key(scene, pygame.K_1)
    assert view.selected == card and view.focus == ("lay", 0, "sun", 3)
    key(scene, pygame.K_RETURN)
    assert scene.session.commands == [Lay(0, card, 0, 3)]


def test_tab_moves_between_the_places_and_backspace_puts_the_card_back():
    st = laying_position()
    app, scene = table_at(st)
    view = scene.table
    card = find(st, "M20", 0)
    key(scene, pygame.K_6)
    assert view.selected == card
    first = view.focus
    key(scene, pygame.K_TAB)
    assert view.focus != first and view.focus in view.targets_of(card)
    key(scene, pygame.K_BACKSPACE)
    assert view.selected is None and scene.session.commands == []


def test_click_a_card_then_a_row_plays_it_there():
    st = laying_position()
    app, scene = table_at(st)
    card = find(st, "S2", 0)
    click(scene, card_pos(scene, card))
    assert scene.table.selected == card
    click(scene, left_end(scene, 0, "sun"))
    assert scene.session.commands == [Lay(0, card, 0, LEFT)]


# --------------------------------------------------------------------------- animals

def test_after_an_animal_card_a_banner_says_play_another_card():
    st = laying_position(hands={0: "S8 S10 M6", 1: "S20"})
    app, scene = table_at(st)
    view = scene.table
    bird = find(st, "S8", 0)
    drag(scene, card_pos(scene, bird), right_end(scene, 0, "sun"))
    assert scene.session.commands == [Lay(0, bird, 0, 3)]
    frame(scene, 2)
    assert scene.session.state.must_play and view.animal_banner
    assert "play another card" in view.status_text()
    theme.text_probe = probe = []
    try:
        view.redraw()
        frame(scene)
    finally:
        theme.text_probe = None
    assert any("PLAY ANOTHER CARD" in str(t) for _, t in probe)
    assert any("bird obliges You" in line or "bird obliges you" in line for line in view.log)
    card = find(st, "S10", 0)
    drag(scene, card_pos(scene, card), right_end(scene, 0, "sun"))
    assert scene.session.commands[-1] == Lay(0, card, 0, 4)
    frame(scene, 2)
    assert not view.animal_banner


# --------------------------------------------------------------------------- clearing

def test_click_glowing_runs_then_clear_takes_them():
    st = clearing_position()
    app, scene = table_at(st)
    view = scene.table
    runs = view.moves.clearable_runs()
    assert ("run", 0, "sun", 0) in runs and ("run", 0, "moon", 0) in runs
    assert not view.buttons["clear"].enabled
    sun = view.target_rect(("run", 0, "sun", 0))
    moon = view.target_rect(("run", 0, "moon", 0))
    click(scene, (sun.left + 8, sun.top + 8))
    assert view.picks == {("run", 0, "sun", 0)}
    click(scene, (moon.left + 8, moon.top + 8))
    assert len(view.picks) == 2
    frame(scene)
    assert view.buttons["clear"].enabled and "2 runs picked" in view.status_text()
    assert scene.session.commands == []
    tops = tuple(top(st, 0, "sun", i) for i in range(6)) + tuple(top(st, 0, "moon", i) for i in range(5))
    click(scene, view.buttons["clear"].rect.center)
    assert scene.session.commands == [Clear(0, tops)]
    frame(scene, 3)
    assert len(view.cards_in("heap.0")) == 11
    assert [len(r) for r in (view.row(0, "sun"), view.row(0, "moon"))] == [0, 2]


def test_a_run_picked_twice_is_put_back_and_c_clears_by_keyboard():
    st = clearing_position()
    app, scene = table_at(st)
    view = scene.table
    sun = view.target_rect(("run", 0, "sun", 0))
    click(scene, (sun.left + 8, sun.top + 8))
    click(scene, (sun.left + 8, sun.top + 8))
    assert view.picks == set()
    key(scene, pygame.K_c)
    assert scene.session.commands == [] and "Pick the runs to clear first" in view.notice[0]
    # by keyboard: Tab over the cards to the first run, Enter picks it, C clears
    while view.focus is None or view.focus[0] != "run":
        key(scene, pygame.K_TAB)
    run = view.focus
    key(scene, pygame.K_RETURN)
    assert view.picks == {run}
    key(scene, pygame.K_c)
    assert len(scene.session.commands) == 1 and isinstance(scene.session.commands[0], Clear)


# --------------------------------------------------------------------------- self-destruct and stop

def test_self_destruct_asks_first_and_says_what_is_lost():
    st = clearing_position()
    app, scene = table_at(st)
    view = scene.table
    click(scene, view.buttons["destroy"].rect.center)
    assert view.choice is not None and view.choice.kind == "confirm" and scene.session.commands == []
    words = view.destroy_words()
    assert "2 hand cards" in words and "sun row (6 cards" in words and "moon row (8 cards" in words
    theme.text_probe = probe = []
    try:
        frame(scene)
    finally:
        theme.text_probe = None
    said = " ".join(t for _size, t in probe)
    assert "You draw 5 at your next turn." in said, "the question is shown whole, never cut"
    frame(scene)
    key(scene, pygame.K_ESCAPE)
    assert view.choice is None and scene.session.commands == []
    key(scene, pygame.K_x)
    assert view.choice is not None and view.choice.kind == "confirm"
    click(scene, view.question.buttons["yes"].rect.center)
    assert scene.session.commands == [Destroy(0)]
    frame(scene, 3)
    assert view.row(0, "sun") == view.row(0, "moon") == [] and view.hand_ids() == []


def test_the_stop_button_stops_in_the_end_phase_only():
    st = laying_position()
    app, scene = table_at(st)
    frame(scene)
    assert not scene.table.buttons["stop"].enabled
    st = position(players=3, names=NAMES[:3], hands={0: "S10", 1: "M3", 2: "S4"}, phase="end", out=2, turn=0,
                  rows={0: {"sun": "S3 S5"}}, rest="discard")
    app, scene = table_at(st)
    frame(scene)
    assert scene.table.buttons["stop"].enabled and "nothing left to draw" in scene.table.status_text()
    click(scene, scene.table.buttons["stop"].rect.center)
    assert scene.session.commands == [Stop(0)]


# --------------------------------------------------------------------------- partners

def test_partners_share_a_team_colour_and_the_header_shows_team_scores():
    st = position(players=4, names=NAMES, hands={0: "S10", 1: "M3", 2: "S4", 3: "M9"},
                  rows={0: {"sun": "S3 S5"}, 2: {"moon": "M1 M2"}, 1: {"sun": "S7"}},
                  heaps={0: "S20 S21 S22", 1: "M20"}, turn=0)
    app, scene = table_at(st)
    view = scene.table
    assert view.team_of(0) == view.team_of(2) != view.team_of(1) == view.team_of(3)
    assert view.team_colour(0) == view.team_colour(2) != view.team_colour(1)
    theme.text_probe = probe = []
    try:
        view.redraw()
        frame(scene)
    finally:
        theme.text_probe = None
    drawn = [str(t) for _, t in probe]
    scores = st.scores()
    assert scores[0] == -1 and scores[1] == 0
    assert "You & Orion: -1" in drawn and "Vega & Lyra: 0" in drawn
    assert "Orion holds your team's moon row" in drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_partners_row_sentence_wraps_whole_and_readable_at_200(size):
    """Issue 36: "No rule, mission or log text is cut with '…': a line that does not fit wraps". Seen
    at 1280x720 / 200 %: "Orion holds your team's moon r…" in a small font in your empty moon row."""
    st = position(players=4, names=NAMES, hands={0: "S10", 1: "M3", 2: "S4", 3: "M9"},
                  rows={0: {"sun": "S3 S5"}, 2: {"moon": "M1 M2"}, 1: {"sun": "S7"}}, turn=0)
    app, scene = table_at(st, size=size)
    grown_view(scene, size, 200)
    try:
        drawn = texts_drawn(scene)
    finally:
        theme.set_interface(100)
    floor = theme.reading_floor(size, 2.0)
    sentence = "Orion holds your team's moon row"
    words = [(px, t) for px, t in drawn if t in sentence and t != "Orion"]   # not the header's name
    assert sentence.endswith(" ".join(t for _, t in words)) and "holds" in " ".join(t for _, t in words), words
    assert not any("…" in t for _, t in drawn)
    assert all(px >= floor for px, _ in words), (words, floor)


# --------------------------------------------------------------------------- privacy

def test_only_your_hand_is_drawn_face_up_and_others_are_counts():
    st = laying_position()
    app, scene = table_at(st)
    view = scene.table
    view.private_log = seen = []
    frame(scene)
    view.redraw()
    frame(scene)
    assert seen and {s for s, _ in seen} == {0}
    assert {c for _, c in seen} <= set(st.hands[0])
    assert not any(c in view.sprites for c in st.hands[1])
    assert not any(c in view.model.faces for c in st.hands[1])
    assert view.count_in("hand.1") == len(st.hands[1])


def test_with_two_people_nobody_sees_a_hand_before_the_hand_over():
    st = laying_position()
    app, scene = table_at(st, humans=(0, 1), app_class=HandOverApp, bot_delay=0.0)
    view = scene.table
    view.private_log = seen = []
    frame(scene, 3)
    assert [n for n, _go in app.handovers] == ["You"]
    assert seen == [] and view.viewer is None and view.hand_ids() == []
    app.handovers.pop()[1]()
    frame(scene)
    assert seen and {s for s, _ in seen} == {0}
    scene.submit(Lay(0, find(st, "S10", 0), 0, 3))
    del seen[:]
    for _ in range(50):
        frame(scene)
        if scene.done_for is not None:
            break
    assert scene.done_for == 1 and {s for s, _ in seen} <= {0}
    scene.press_done()
    del seen[:]
    frame(scene)
    assert seen == [] and view.viewer is None
    app.handovers.pop()[1]()
    frame(scene)
    assert {s for s, _ in seen} == {1} and view.bottom == 1


# --------------------------------------------------------------------------- layouts and long rows

def test_every_layout_has_its_zones_and_no_seat_overlaps_another():
    from game.layout import load_layout
    for n in (2, 3, 4):
        L = load_layout(f"sky-tango-{n}")
        L.fit((1920, 1080))
        names = {"status", "buttons", "table", "deck", "discard", "banner"}
        names |= {f"{z}.{p}" for p in range(n) for z in ("seat", "sun", "moon", "heap", "hand")}
        assert names <= set(L.zones), (n, names - set(L.zones))
        screen = pygame.Rect(0, 0, 1920, 1080)
        for name in names:
            assert screen.contains(L[name]), (n, name)
        seats = [L[f"seat.{p}"] for p in range(n)] + [L["buttons"], L["table"]]
        for i, a in enumerate(seats):
            assert not any(a.colliderect(b) for b in seats[i + 1:]), (n, i)
        for p in range(n):
            parts = [L[f"{z}.{p}"] for z in ("sun", "moon", "heap", "hand")]
            for z in parts:
                assert L[f"seat.{p}"].contains(z), (n, p)
            for i, a in enumerate(parts):
                assert not any(a.colliderect(b) for b in parts[i + 1:]), (n, p, i)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_row_compresses_inside_its_zone_and_a_stack_fans(size):
    long_row = " ".join(f"S{n}" for n in range(1, 17)) + " S17/SE/S18 S19 S20 S21 S22 S23"
    st = position(players=4, names=NAMES, hands={0: "M3", 1: "M4", 2: "M5", 3: "M6"},
                  rows={1: {"sun": long_row}, 0: {"moon": "M10/ME/M11/ME"}}, turn=0)
    app, scene = table_at(st, size=size)
    view = scene.table
    for seat, kind in ((1, "sun"), (0, "moon")):
        zone = view.zone_rect(f"{kind}.{seat}")
        for stack in view.row(seat, kind):
            for cid in stack:
                assert zone.inflate(2, 2).contains(view.card_rect(cid)), (seat, kind, cid)
    g = row_geometry(view, 1, "sun")
    assert g.step >= g.w * 0.25                  # each corner's number still shows
    stack = view.row(0, "moon")[0]
    ys = [view.sprites[c].pos.y for c in stack]
    assert ys == sorted(ys) and ys[-1] - ys[0] > 3 * 4      # fanned downward, each card a little lower


# --------------------------------------------------------------------------- the whole game

def test_a_whole_bot_game_at_the_table_ends_in_the_results():
    from game.scenes.results import ResultsScene
    session = Session.new("sky-tango", "multi", [Seat(n, "bot", "sensible" if i % 2 else "random")
                                                 for i, n in enumerate(NAMES)], "tango-table/bots")
    app = FakeApp(anim_speed=0.0, bot_delay=0.0)
    scene = TableScene(app, session)
    surface = pygame.display.get_surface()
    for _ in range(8000):
        scene.update(0.05)
        scene.draw(surface)
        if app.stack:
            break
    assert session.state.is_over
    results = app.stack[-1]
    assert isinstance(results, ResultsScene)
    result = session.state.result()
    rows, sentence, _names = results.pad
    labels = [label for label, _ in rows]
    assert labels[0].startswith("Cards cleared") and labels[1].startswith("Cards left") and labels[-1] == "Team total"
    assert rows[-1][1] == result["scores"]
    assert "points" in sentence or "point" in sentence
    assert scene.table.status_text().startswith("Game over")


def test_the_narration_speaks_to_you_in_english():
    from rules.core import Event
    st = laying_position()
    app, scene = table_at(st)
    view = scene.table
    assert view.status_text() == "Your turn: lay a card or self-destruct"
    view.narrate(Event("lay", {"seat": 0, "card": 1, "face": "S2", "owner": 0, "kind": "sun", "at": -1,
                               "index": 0, "new_row": False, "on_top": False, "animal": False}))
    assert view.log[-1] == "You lay the sun 2 at the left end of your own sun row."
    view.narrate(Event("lay", {"seat": 1, "card": 2, "face": "ME", "owner": 0, "kind": "moon", "at": 1,
                               "index": 1, "new_row": False, "on_top": True, "animal": False}))
    assert view.log[-1] == "Vega lays a lunar eclipse on your moon row."
    view.narrate(Event("clear", {"seat": 0, "cards": [1, 2, 3, 4, 5], "numbers": 5, "runs": [{}]}))
    assert view.log[-1] == "You clear 1 run (5 cards): +5."
    view.narrate(Event("skip", {"seat": 0, "why": "empty_hand"}))
    assert view.log[-1] == "You have no cards and are skipped."
    view.narrate(Event("destroy", {"seat": 0, "hand": 2, "rows": ["sun.0"]}))
    assert view.log[-1] == "You self-destruct: 2 hand cards and the sun row to the discard pile."


def test_tooltips_say_what_the_cards_rows_and_piles_are():
    st = laying_position()
    app, scene = table_at(st)
    view = scene.table
    name, text = view.tooltip_at(card_pos(scene, find(st, "SE", 0)))
    assert name == "Solar eclipse" and "visible sun card" in text
    name, text = view.tooltip_at(view.zone_rect("moon.1").move(-3, 0).midright)
    assert name == "Vega's moon row" and "10, eclipse (over 12), 15" in text
    name, text = view.tooltip_at(view.layout["deck"].center)
    assert name == "Draw stack"
    name, text = view.tooltip_at(view.zone_rect("hand.1").center)
    assert name == "Vega's hand" and "2 cards" in text


def test_a_row_cards_tooltip_names_the_card_on_top_where_the_pointer_is():
    """Over the strip of a covered card: that card, covered; lower, the eclipse lying over it."""
    st = laying_position()
    app, scene = table_at(st)
    view = scene.table
    name, text = view.tooltip_at(stack_pos(scene, 1, "moon", 1))
    assert name == "Moon 12" and "stack 2 of 3 (covered)" in text
    name, text = view.tooltip_at(view.card_rect(find(st, "ME", zone="moon.1")).center)
    assert name == "Lunar eclipse" and "stack 2 of 3." in text
    name, text = view.tooltip_at(view.card_rect(find(st, "M15", zone="moon.1")).center)
    assert name == "Moon 15" and "stack 3 of 3." in text


def test_the_new_tags_keep_clear_of_the_play_another_card_banner():
    """Cards drawn at the start of the turn wear a "new" tag over their top edge, where the "Play
    another card" banner sits too: while the banner shows, the tags go on the cards instead of
    under the banner (they were drawn over its words)."""
    st = laying_position(hands={0: "S8 S10 M6 M11", 1: "S20"})
    app, scene = table_at(st)
    view = scene.table
    drag(scene, card_pos(scene, find(st, "S8", 0)), right_end(scene, 0, "sun"))
    frame(scene, 2)
    assert view.animal_banner
    view.fresh = set(view.hand_ids())          # as if all of them were drawn at the start of this turn
    tags = record_tags(view)
    view.redraw()
    frame(scene)
    new = [r for text, r in tags if text == "new"]
    assert len(new) == len(view.hand_ids()) and view.hand_banner_rect is not None
    assert not any(r.colliderect(view.hand_banner_rect) for r in new)
    assert all(any(r.colliderect(view.card_rect(c)) for c in view.hand_ids()) for r in new)


def test_the_self_destruct_question_is_drawn_over_the_turns_frame():
    """The gold frame round the seat whose turn it is is drawn each frame over the still picture; the
    self-destruct question must stay on top of it (the frame's line ran across the dialog)."""
    st = clearing_position()
    app, scene = table_at(st)
    view = scene.table
    click(scene, view.buttons["destroy"].rect.center)
    frame(scene, 10)
    assert view.choice is not None and view.choice.kind == "confirm"
    surface = pygame.Surface(view.size)
    view.draw(surface)
    px = view.layout.px
    frame_r = view.seat_r[0].inflate(px(6), px(6))
    dialog = view.question.rect
    line = [(x, y) for x in range(dialog.left + px(20), dialog.right - px(20))
            for y in range(frame_r.top, frame_r.top + max(2, px(4)))]
    assert line and all(dialog.collidepoint(p) for p in line), "the frame's top edge crosses the dialog"
    line = [p for p in line if not view.question.buttons["yes"].rect.collidepoint(p)]   # a gold button itself
    assert len(line) > 100
    assert not any(tuple(surface.get_at(p))[:3] == tuple(theme.ACCENT)[:3] for p in line)
    assert all(surface.get_at(p) == view.still_picture()[0].get_at(p) for p in line[::7])


def test_enter_with_a_card_that_fits_nowhere_does_not_open_the_menu():
    """A picked card with no place to go leaves the keyboard focus nowhere: Enter does nothing
    (it reached the Menu button, and the pause menu opened over the table)."""
    st = position(players=2, names=NAMES[:2], hands={0: "M7 S3", 1: "S20"},
                  rows={0: {"moon": "M5 M6 M8"}, 1: {"moon": "M1 M20"}}, turn=0)
    app, scene = table_at(st)
    view = scene.table
    seven = find(st, "M7", 0)
    key(scene, getattr(pygame, f"K_{view.hand_ids().index(seven) + 1}"))
    assert view.selected == seven and not view.targets_of(seven)
    key(scene, pygame.K_RETURN)
    key(scene, pygame.K_RETURN)
    assert app.stack == [] and scene.session.commands == [] and view.selected == seven


# --------------------------------------------------------------------------- a big screen (200 %)

def _heights(view, cards: dict) -> dict:
    """The drawn height of each named card, and of the draw stack's top card."""
    heights = {name: view.card_rect(card).h for name, card in cards.items()}
    heights["piles"] = view.zones["deck"].card.h
    return heights


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_200_your_rows_your_hand_and_the_piles_grow_and_the_others_keep_their_size(size, players):
    """Issue 36: "at 200 % ... the cards are about twice as large as at 100 %", the table rearranging
    rather than dropping anything: your rows, your hand and the piles at least 1.6 times their 100 %
    height; the other seats fold into a band above yours, their rows near their 100 % size."""
    st = position(players=players, names=NAMES[:players], hands={0: "S10 S12 M4 M6 M8"},
                  rows={0: {"sun": "S3"}, 1: {"moon": "M9"}}, turn=0)
    cards = {"row": find(st, "S3", zone="sun.0"), "hand": find(st, "S10", 0), "other": find(st, "M9", zone="moon.1")}
    app, scene = table_at(st, size=size)
    before = _heights(scene.table, cards)
    view = grown_view(scene, size, 200)
    try:
        after = _heights(view, cards)
        for name in ("row", "hand", "piles"):
            assert after[name] >= 1.6 * before[name], (name, before, after)
        assert after["other"] >= 0.9 * before["other"], (before, after)
        assert view.zone_rect("seat.1").bottom < view.zone_rect("seat.0").top
    finally:
        theme.set_interface(100)


def test_with_partners_at_200_the_row_another_seat_holds_takes_the_width_of_both():
    """With partners each seat holds one row at most: at 200 % another seat's empty row folds to its
    emblem and the row it holds takes the width of both, laid out anew when it starts a row; a card
    dragged to that row's end at 200 % is laid there."""
    size = (1920, 1080)
    st = position(players=4, names=NAMES, hands={0: "S20 M12", 1: "S12 S14", 2: "M3", 3: "M11"},
                  rows={0: {"sun": "S3"}, 2: {"moon": "M1"}, 3: {"moon": "M9"}}, turn=1)
    app, scene = table_at(st, size=size)
    assert scene.table.zone_rect("sun.3").w == scene.table.zone_rect("moon.3").w     # 100 %: as drawn
    view = grown_view(scene, size, 200)
    try:
        assert view.zone_rect("moon.3").w > 4 * view.zone_rect("sun.3").w          # Lyra holds her moon row
        assert view.zone_rect("sun.1").w == view.zone_rect("moon.1").w              # Vega holds none yet
        vega = find(st, "S12", 1)
        scene.submit(Lay(1, vega, 1, 0))                                           # Vega starts a sun row
        frame(scene, 120)
        assert view.zone_rect("sun.1").w > 4 * view.zone_rect("moon.1").w
        assert view.zone_rect("sun.1").contains(view.card_rect(vega))
        scene.submit(Lay(1, find(st, "S14", 1), 1, 1))
        scene.submit(Lay(2, find(st, "M3", 2), 2, 1))
        scene.submit(Lay(3, find(st, "M11", 3), 3, 1))
        frame(scene, 200)
        assert scene.session.state.actor == 0
        card = find(st, "S20", 0)
        drag(scene, card_pos(scene, card), right_end(scene, 1, "sun"))
        assert scene.session.commands[-1] == Lay(0, card, 1, 2)
    finally:
        theme.set_interface(100)


@pytest.mark.parametrize("pct", [100, 200])
def test_a_bots_another_card_floats_over_its_rows_clear_of_its_name_and_chips(pct):
    """A bot's "another card" (after an animal) rose from the seat's upper part over its name chips;
    then, from between its two rows, over the words of the empty one ("no moon row", issue 36: "a
    bot's 'another card' banner overlaps 'no sun row'"). It rises over the row the animal went to."""
    size = (1920, 1080)
    st = position(players=4, names=NAMES, hands={0: "S10", 1: "S8 S20", 2: "M3", 3: "M11"},
                  rows={1: {"sun": "S3"}, 2: {"moon": "M1"}}, turn=1)
    app, scene = table_at(st, size=size, anim_speed=1.0)
    view = grown_view(scene, size, pct)
    try:
        scene.submit(Lay(1, find(st, "S8", 1), 1, 1))
        head = view._head_rect(view.pos_of(1))
        seen = []
        for _ in range(150):
            frame(scene)
            seen += [e.drawn for e in view.effects if getattr(e, "text", "") == "another card" and e.drawn]
        assert seen
        assert not any(r.colliderect(head) for r in seen), (head, seen[:3])
        rows = view.row_r[view.pos_of(1)]
        assert rows["sun"].collidepoint(seen[0].center), (rows["sun"], seen[0])
        assert not any(r.collidepoint(rows["moon"].center) for r in seen), (rows["moon"], seen[:3])
    finally:
        theme.set_interface(100)


def _fold_change(before, after) -> str | None:
    """How the rows held changed between two folds: "started", "gone" or None."""
    if before is None or after is None or before == after:
        return None
    return "started" if sum(map(sum, after)) > sum(map(sum, before)) else "gone"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_200_a_row_started_or_gone_draws_what_a_fresh_table_draws(size):
    """With partners at 200 % a row started or gone lays out again only the rows whose widths it
    changes, over a background drawn on only there: the picture must be the one a table laid out
    from scratch in the same position draws, after a row starts and after one goes, and again once
    the table is laid out anew (in another window and back: the background drawn on must not come
    back for the layout it was first drawn for)."""
    theme.set_interface(200)
    try:
        session = Session.new("sky-tango", "multi", [Seat(n, "bot", "sensible") for n in NAMES], "refold/5")
        pygame.display.set_mode(size)
        scene = TableScene(FakeApp(size=size, bot_delay=1e9), session)
        frame(scene)
        view = scene.table

        def as_fresh(change):
            fresh = TableScene(FakeApp(size=size, bot_delay=1e9), session)
            fresh.table.log = list(view.log)        # the news line says the last move, which a new table has not seen
            frame(fresh)
            frame(scene)
            assert view.folded == fresh.table.folded
            assert view.layout.rects == fresh.table.layout.rects
            ours, theirs = view.still_picture()[0], fresh.table.still_picture()[0]
            assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(theirs, "RGB"), change
            assert_still_is_afresh(view)

        compared = []
        while (len(compared) < 8 or set(compared) != {"started", "gone"}) and not session.state.is_over:
            before = view.folded
            scene.submit(stand_in_command(session, session.state.actor))
            frame(scene, 3)
            change = _fold_change(before, view.folded)
            if change is None:
                continue
            as_fresh(change)
            view.resize((size[0] - 100, size[1] - 60))
            frame(scene)
            view.resize(size)
            as_fresh(f"{change}, laid out anew")
            compared.append(change)
        assert len(compared) == 8 and set(compared) == {"started", "gone"}
    finally:
        theme.set_interface(100)
