"""Sky Towers table: what a newcomer playing with the mouse ran into, each pinned by a test.

Pass-and-play words for a seat named "You", the pointer's highlight surviving a hand-over, the
reason for a tower no frame marks, number tags under a dragged card, big hands hiding kites, the
5's and 6's choosers in small windows, the action pips in the last round, Light's discard pile as a
drop target, and Taroma's captions about "You".
"""
from __future__ import annotations

from functools import partial

import pygame
import pytest
import towers_helpers
from table_helpers import SIZE, FakeApp, HandOverApp, display, input_helpers, post, record_tags, table  # noqa: F401
from towers_helpers import new_session

from game import theme
from game.scenes.table import TableScene
from game.tables.sky_towers.art import TAROMA_SIX_LABEL
from game.tables.sky_towers.table import short_reason
from game.tables.sky_towers.results import explain
from game.wording import second_person as _second_person
from rules.core import Event, Rejected
from rules.sky_towers.commands import Discard, Draw, Play

pump, drag, click, key = input_helpers(drag_steps=6)


# These positions may lie deeper into a game than the other table tests look.
advance = partial(towers_helpers.advance, max_steps=600)


def card_pos(scene, cid):
    r = scene.table.card_rect(cid)
    return (r.left + 8, r.top + 8)


def press_and_move(scene, start, *points):
    """Press on ``start`` and move through ``points`` without letting go (a drag in progress)."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for p in points:
        post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
    pump(scene)


def release(scene, pos):
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    pump(scene)


# --------------------------------------------------------------------------- words about "You"

def test_pass_and_play_seat_named_you_reads_your_turn_everywhere():
    # the setup screen names seat 1 "You" also when several people share the screen
    session = new_session(players=2, humans=(0, 1), names=("You", "Vega"))
    app, scene = table(session, HandOverApp)
    view = scene.table
    view.set_viewer(session.state.actor)
    assert view.status_text().startswith("Your turn" if session.state.actor == 0 else "Vega's turn")
    assert "You's" not in view.status_text()


def test_a_single_winner_called_you_wins_in_the_second_person():
    session = new_session(players=2, names=("You", "Vega"))
    app, scene = table(session)
    # (the rules' game_over carries the result: its scores are the kites)
    scene.table.narrate(Event("game_over", {"winners": [0], "kites": [12, 9], "scores": [12, 9]}))
    assert scene.table.log[-1] == "Game over. You win with 12 kites."
    scene.table.narrate(Event("game_over", {"winners": [1], "kites": [12, 19], "scores": [12, 19]}))
    assert scene.table.log[-1] == "Game over. Vega wins with 19 kites."
    tie = explain({"winners": [0], "kites": [9, 9], "flags": [3, 1], "decided_by": "flags"}, ["You", "Vega"])
    assert "You win with more flags" in tie and "You wins" not in tie


def test_log_lines_keep_you_capitalised_at_a_new_sentence():
    assert _second_person("Game over. You wins with 10 kites.") == "Game over. You win with 10 kites."
    assert _second_person("Vega asks You for a 5: You gives a 5.") == "Vega asks you for a 5: you give a 5."


def test_taromas_captions_and_the_bonus_banner_speak_to_you():
    session = new_session("taroma", 1, seed=3, names=("You",))
    app, scene = table(session)
    view = scene.table
    take = Event("move", {"card": 1, "src": "row.1", "dst": "hand.0", "caption": "6"})
    assert view.caption_detail(take, [take]) == "You take a card from Taroma's row at random."
    back = Event("move", {"card": 1, "src": "hand.0", "dst": "deck", "caption": "5"})
    assert view.caption_detail(back, [back]) == "You put back cards on the deck."
    bonus = session.state.view(0)["bonus"][0]
    view.animate([Event("bonus", {"seat": 0, "bonus": bonus["id"], "src": "bonus", "dst": "bonus.0"})])
    assert [e.sub for e in view.effects if hasattr(e, "sub")][-1] == "You take it from the table"


# --------------------------------------------------------------------------- the pointer and hand-overs

def test_what_the_pointer_lit_is_not_lit_for_the_next_person():
    session = new_session(players=2, humans=(0, 1), seed=5)
    app = HandOverApp()
    scene = TableScene(app, session)
    view = scene.table
    for _ in range(50):
        scene.update(0.05)
        if app.handovers:
            app.handovers.pop()[1]()
    actor = session.state.actor
    assert view.viewer == actor and view.human_actor() == actor
    deck = view.target_rect(("deck",)).center
    post(pygame.MOUSEMOTION, pos=deck, rel=(0, 0), buttons=(0, 0, 0))
    pump(scene)
    assert view.hover == ("deck",)
    click(scene, deck)
    click(scene, deck)                      # two draws end the turn: the screen goes to the other person
    for _ in range(200):
        scene.update(0.05)
        if scene.done_for is not None:
            scene.press_done()              # the person is done looking at the outcome
        if app.handovers:
            break
    assert app.handovers, "the table asks for the screen to be handed over"
    assert view.hover is None               # the deck is no longer lit under the pointer that left
    app.handovers.pop()[1]()
    scene.draw(pygame.display.get_surface())
    assert view.hover is None


# --------------------------------------------------------------------------- reasons while dragging

def test_dragging_over_another_players_tower_says_why_before_the_drop():
    def other_tower_with_a_low_card(st):
        return st.phase == "turn" and any(st.towers[1]) and any(st.faces[c] not in (8, 9) for c in st.hands[0])
    session = advance(other_tower_with_a_low_card)
    app, scene = table(session)
    view = scene.table
    st = session.state
    cid = next(c for c in st.hands[0] if st.faces[c] not in (8, 9))
    slot = next(k for k, t in enumerate(st.towers[1]) if t)
    tower = f"1.{slot}"
    with pytest.raises(Rejected) as why:
        st.copy().apply(Play(0, (cid,), tower))
    assert ("tower", tower) not in view.targets_of(cid) and not view.moves.relevant(cid, ("tower", tower))
    centre = view.zone_rect(f"tower.1.{slot}").center                   # no frame marks it
    press_and_move(scene, card_pos(scene, cid), (centre[0], centre[1] - 20), centre)
    assert view.drag and view.hover == ("tower", tower)
    assert view.why_not(cid, ("tower", tower)) == why.value.reason
    assert view.notice[0] == why.value.reason and view.notice_at == view.target_rect(("tower", tower))
    scene.draw(pygame.display.get_surface())
    before = list(session.commands)
    release(scene, centre)
    assert session.commands == before and view.notice[0] == why.value.reason


@pytest.mark.parametrize("players, pct", [(2, 100), (4, 200)])
def test_a_selected_card_over_a_blocked_tower_says_why_at_the_tower(players, pct):
    """The reason is said whole, at 200 % in four players' narrow towers too (it was cut to "blocke…")."""
    def blocked(st):
        if st.phase != "turn":
            return False
        legal = {(c.cards, c.tower) for c in st.legal_commands() if isinstance(c, Play)}
        return any(((c,), f"0.{k}") not in legal for c in st.hands[0] for k in range(len(st.towers[0])))
    theme.set_interface(pct)
    session = advance(blocked, players=players)
    app, scene = table(session)
    view = scene.table
    st = session.state
    legal = {(c.cards, c.tower) for c in st.legal_commands() if isinstance(c, Play)}
    cid, k = next((c, k) for c in st.hands[0] for k in range(len(st.towers[0])) if ((c,), f"0.{k}") not in legal)
    click(scene, card_pos(scene, cid))
    centre = view.zone_rect(f"tower.0.{k}").center
    post(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    pump(scene)
    reason = view.why_not(cid, ("tower", f"0.{k}"))
    assert reason and view.notice[0] == reason and view.notice_at == view.target_rect(("tower", f"0.{k}"))
    tags = record_tags(view)
    theme.text_probe = drawn = []
    try:
        scene.draw(pygame.display.get_surface())       # the marks of the picked card's places
    finally:
        theme.text_probe = None
    # why, at the target (the one rejection style), never over the headline: the status line keeps
    # the news; its tag lies just above the tower's total, which stays readable. Whole: in fewer
    # words where the tower is too narrow for them (four players at 200 %: "blocked", not "blocke…")
    said = short_reason(reason) if pct == 100 else short_reason(reason, narrow=True)
    assert said in {t for _, t in drawn}
    assert reason not in view.tooltip_at(view.layout["status"].center)[1]
    col = view.zone_rect(f"tower.0.{k}").inflate(-view.layout.px(2), view.layout.px(2))
    total_top = col.bottom - view.layout.px(4) - theme.font(view.f["small"], True).get_linesize()
    pills = [pill for text, pill in tags if col.colliderect(pill)]
    assert [text for text, pill in tags if col.colliderect(pill)] == [said]
    assert col.contains(pills[0]) and pills[0].bottom <= total_top


def test_another_seats_narrow_tower_keeps_its_red_frame_and_no_cut_reason():
    """Four players at 200 %: a folded seat's tower is too narrow even for "not yours" at the couch's
    floor (it read "not yo…"); it keeps its red frame and the bubble says why, whole."""
    def other_tower(st):
        return st.phase == "turn" and len(st.towers[1]) >= 1
    theme.set_interface(200)
    session = advance(other_tower, players=4)
    app, scene = table(session)
    view = scene.table
    cid = next(c for c in session.state.hands[0] if ("tower", "1.0") not in view.targets_of(c))
    view.pick(cid)
    centre = view.zone_rect("tower.1.0").center
    post(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    pump(scene)
    reason = view.why_not(cid, ("tower", "1.0"))
    assert reason and view.notice[0] == reason
    tags = record_tags(view)
    scene.draw(pygame.display.get_surface())
    col = view.zone_rect("tower.1.0")
    said = [text for text, pill in tags if col.colliderect(pill)]
    assert all("…" not in text for text, _ in tags)
    assert said in ([], [short_reason(reason)], [short_reason(reason, narrow=True)])


def test_the_short_reason_names_the_blocking_value():
    reason = "You may never play a card that matches the top card of a neighbour's tower: a 7 is showing there."
    assert short_reason(reason) == "blocked by a 7" and short_reason(reason, narrow=True) == "blocked"
    assert short_reason(reason.replace("a neighbour's tower", "one of Taroma's towers")) == "blocked by a 7"


def test_number_tags_stay_under_the_hand_while_a_card_is_dragged():
    session = advance(lambda st: st.phase == "turn" and len(st.hands[0]) >= 3)
    app, scene = table(session)
    view = scene.table
    hand = view.cards_in("hand.0")
    before = dict((label, pos) for label, pos in view.hand_tags())
    assert len(before) == min(10, len(hand))
    cid = hand[1]
    press_and_move(scene, card_pos(scene, cid), (400, 200), (420, 180))
    assert view.drag and view.drag["sprite"].id == cid and not view.drag.get("with")
    during = dict(view.hand_tags())
    assert "2" not in during                                        # the dragged card's place is empty
    assert all(during[k] == before[k] for k in during)              # the others do not move
    sprite = view.card_rect(cid)
    assert not any(sprite.collidepoint(p) for p in during.values())
    release(scene, (5, 5))


# --------------------------------------------------------------------------- readable hands

@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (1920, 1080)])
def test_a_big_hand_shows_every_cards_band_whole(size):
    # eight cards: two players (the narrowest hand) at the smallest the cards get
    session = advance(lambda st: st.phase == "turn" and len(st.hands[0]) == 8, seeds=range(1, 400))
    app, scene = table(session, size=size)
    view = scene.table
    view.resize(size)                       # every card laid in its slot at once
    rects = [view.card_rect(c) for c in view.cards_in("hand.0")]
    for left, right in zip(rects, rects[1:]):
        assert right.left >= left.right, "a card covers the kites on the right of its neighbour's band"
    zone = view.zone_rect("hand.0")
    assert all(zone.left <= r.left and r.right <= zone.right + 2 for r in rects)


def test_taromas_long_row_shows_its_face_up_cards_whole():
    def long_row(st):
        return st.phase == "turn" and 6 <= len(st.hands[1]) <= 8
    session = advance(long_row, mode="taroma", players=1, names=("You",), seeds=range(1, 200), max_steps=400)
    app, scene = table(session)
    view = scene.table
    rects = [view.card_rect(c) for c in view.cards_in("row.1")]
    assert 6 <= len(rects) <= 8
    for left, right in zip(rects, rects[1:]):
        assert right.left >= left.right


# --------------------------------------------------------------------------- the 5's and the 6's choosers

def test_with_one_card_to_put_back_another_click_changes_the_choice():
    def one_back(st):
        return st.phase == "discard" and len(st.hands[0]) == 6
    session = advance(one_back, players=3, seeds=range(1, 600))
    app, scene = table(session)
    view = scene.table
    items = dict(view.chooser_items())
    first, second = session.state.hands[0][:2]
    click(scene, items[("pick", first)].center)
    click(scene, items[("pick", second)].center)
    assert view.putting_back == [second] and view.notice is None
    click(scene, view.chooser_buttons["confirm"].rect.center)
    assert session.commands[-1] == Discard(0, second)


@pytest.mark.parametrize("pct", [100, 200])
@pytest.mark.parametrize("size", [(640, 400), (960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("phase", ["discard", "ask"])
def test_the_choosers_items_never_cover_their_words_or_buttons(size, phase, pct):
    from table_helpers import grown_view
    session = advance(lambda st: st.phase == phase, players=4 if phase == "ask" else 3, seeds=range(1, 600))
    app, scene = table(session, size=size)
    view = grown_view(scene, size, pct)
    scene.draw(pygame.display.get_surface())
    R = view.chooser_rect()
    body = view.chooser_body()
    buttons = [b.rect for b in view.chooser_buttons.values()]
    assert len(buttons) == 2
    items = view.chooser_items()
    assert items
    badge = view.order_badge_r()
    for item, rect in items:
        shape = rect.inflate(0, 2 * badge) if item[0] == "pick" else rect     # the order badge straddles
        assert R.contains(rect), item
        assert rect.top >= body.top, item                                     # below the two lines of words
        assert not any(shape.colliderect(b) for b in buttons), item
    for (a, ra), (b, rb) in zip(items, items[1:]):
        assert not ra.colliderect(rb), (a, b)
    if phase == "ask":
        label_h = theme.font(view.f["small"], True).get_linesize()
        targets = [r for it, r in items if it[0] == "ask_target"]
        values = [r for it, r in items if it[0] == "ask_value"]
        assert targets[0].top - label_h >= body.top - 1                      # room for "Player to ask"
        assert values[0].top - label_h >= targets[0].bottom                  # and for "Number to ask for"
    if size[1] >= 720:
        # Issue 36: at 200 % the title and help were cut with "..." and the number cards hidden
        # under the buttons; the words wrap and the chooser grows over your seat instead.
        assert R.bottom <= size[1] and body.h >= view.layout.px(60)
        title, sub = view._chooser_words(R.w)
        for line, font in [(t, theme.font(view.f["status"], True)) for t in title] + \
                          [(t, theme.font(view.f["small"])) for t in sub]:
            assert font.size(line)[0] <= R.w - view.layout.px(40), line
        if phase == "ask":
            assert min(r.h for r in values) >= view.layout.px(60)


# --------------------------------------------------------------------------- the action pips

@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_action_pips_and_words_fit_the_panel_in_the_last_round(size):
    session = advance(lambda st: st.final and st.phase == "turn", players=4, seeds=range(1, 200), max_steps=800)
    app, scene = table(session, size=size)
    view = scene.table
    view.resize(size)
    R = view.layout["actions"]
    px = view.layout.px
    inner = R.w - px(36)
    word_w = theme.text("3 actions left", view.f["small"], theme.TEXT).get_width()
    r = view.pip_radius(3, word_w, inner)
    assert 3 * (2 * r + px(12)) + word_w <= inner


# --------------------------------------------------------------------------- Light's discard pile

def test_light_with_a_full_hand_lights_the_discard_pile_while_a_card_is_dragged():
    session = advance(lambda st: st.phase == "turn" and len(st.hands[0]) >= st.hand_limit and st.deck,
                      mode="light", players=1)
    app, scene = table(session)
    view = scene.table
    cid = session.state.hands[0][0]
    pile = view.target_rect(("discard",)).center
    press_and_move(scene, card_pos(scene, cid), (pile[0], pile[1] + 60), pile)
    assert view.hover == ("discard",) and ("discard",) in view.targets_of(cid)
    scene.draw(pygame.display.get_surface())
    release(scene, pile)
    assert session.commands[-1] == Draw(0, cid)


def test_light_words_say_a_tower_is_discarded_not_taken_back():
    session = new_session("light", 1, seed=2, names=("You",))
    app, scene = table(session)
    guide = scene.table.guide_text()
    assert "discard" in guide and "take it back" not in guide and "take a tower back" not in guide
    assert "take a tower back" not in scene.table.status_text()


# --------------------------------------------------------------------------- completed towers

def test_many_completed_towers_get_tiles_tall_enough_to_read():
    session = new_session(players=4, seed=2)
    app, scene = table(session)
    view = scene.table
    tiles = view.done_tiles(1, 4)                         # four completed stacks beside a small seat
    area = view.zone_rect("completed.1")
    assert len(tiles) == 4
    assert all(area.contains(t) for t in tiles)
    assert all(not a.colliderect(b) for i, a in enumerate(tiles) for b in tiles[i + 1:])
    # the kite and flag counts are drawn at 0.6 of a tile's height: not smaller than the small text
    assert min(t.h for t in tiles) * 0.6 >= view.f["small"]


# --------------------------------------------------------------------------- Taroma's 6

def test_against_taroma_the_six_says_what_it_does_on_the_card_and_an_empty_row_is_not_shuffled():
    session = new_session("taroma", 1, seed=3, names=("You",))
    app, scene = table(session)
    view = scene.table
    assert TAROMA_SIX_LABEL == "Take a random card"
    six = view.face_image(6, 200)
    labelled = view.art.face(6, 200, 1, 0, True, TAROMA_SIX_LABEL)
    plain = view.art.face(6, 200, 1, 0, True)
    assert pygame.image.tobytes(six, "RGBA") == pygame.image.tobytes(labelled, "RGBA")
    assert pygame.image.tobytes(six, "RGBA") != pygame.image.tobytes(plain, "RGBA")   # other words drawn
    five = pygame.image.tobytes(view.face_image(5, 200), "RGBA")
    assert five == pygame.image.tobytes(view.art.face(5, 200, 1, 1, True), "RGBA")     # the 5's own words
    empty = Event("shuffle", {"zone": "row.1", "cards": [], "caption": "6"})
    assert view.caption_detail(empty, empty) == "Taroma's row is now empty."
    before = list(view.log)
    view.animate([empty])
    assert list(view.log) == before

    session = new_session("multi", 2, seed=3)
    app, scene = table(session)
    six = pygame.image.tobytes(scene.table.face_image(6, 200), "RGBA")
    assert six == pygame.image.tobytes(plain, "RGBA")          # asking works as printed with other players


def test_the_status_line_says_an_8s_extra_action_is_optional():
    """'When you play an 8 or a 9 you may immediately take 1 additional action': once the two
    actions are taken, the table says the extra one may be left and End turn is offered."""
    from rules.sky_towers.commands import EndTurn
    session = advance(lambda st: not st.final and st.acted >= 2 and st.actions > 0, seeds=range(1, 2000))
    app, scene = table(session)
    view = scene.table
    assert EndTurn(0) in session.state.legal_commands()
    assert view.status_text() == "Your turn: 1 extra action left, or end the turn"
    assert scene.table.buttons["end"].enabled
