"""The Sky Towers table, driven headlessly with posted mouse and keyboard events."""
from __future__ import annotations

import pygame
import pytest
from table_helpers import SIZE, FakeApp, HandOverApp, display, frame, input_helpers, post, table, texts_drawn  # noqa: F401 (display: autouse fixture)
from towers_helpers import advance, new_session

from game import theme
from game.scenes.table import TableScene
from game.session import Seat, Session
from rules.core import Rejected
from rules.sky_towers import SensibleBot
from rules.sky_towers.commands import Ask, Discard, Draw, EndGame, EndTurn, Play, Return, parse_tower

pump, drag, click, key = input_helpers(drag_steps=6)


def card_pos(scene, cid):
    r = scene.table.card_rect(cid)
    # grab the card by its top band, which is never covered by its neighbour on the right
    return (r.left + 8, r.top + 8)


def tower_pos(scene, tower):
    return scene.table.zone_rect(f"tower.{tower}").center


def single_plays(state):
    return [c for c in state.legal_commands() if isinstance(c, Play) and len(c.cards) == 1]


# --------------------------------------------------------------------------- playing cards

def test_dragging_a_card_onto_a_legal_tower_submits_exactly_that_play():
    session = advance(lambda st: st.phase == "turn" and any(p.tower.startswith("0.") for p in single_plays(st)))
    app, scene = table(session)
    cmd = next(p for p in single_plays(session.state) if p.tower.startswith("0."))
    before = len(session.commands)
    drag(scene, card_pos(scene, cmd.cards[0]), tower_pos(scene, cmd.tower))
    assert len(session.commands) == before + 1
    assert session.commands[-1] == cmd


def test_dragging_onto_a_blocked_tower_submits_nothing_and_shows_the_reason():
    def blocked(st):
        if st.phase != "turn":
            return False
        legal = {(c.cards, c.tower) for c in single_plays(st)}
        return any(((c,), f"0.{k}") not in legal for c in st.hands[0] for k in range(len(st.towers[0])))
    session = advance(blocked)
    app, scene = table(session)
    st = session.state
    legal = {(c.cards, c.tower) for c in single_plays(st)}
    cid, tower = next((c, f"0.{k}") for c in st.hands[0] for k in range(len(st.towers[0]))
                      if ((c,), f"0.{k}") not in legal)
    with pytest.raises(Rejected) as why:
        st.copy().apply(Play(0, (cid,), tower))
    before = list(session.commands)
    drag(scene, card_pos(scene, cid), tower_pos(scene, tower))
    assert session.commands == before
    assert scene.table.notice[0] == why.value.reason
    # while the card is selected, that tower is framed as blocked with the same reason
    click(scene, card_pos(scene, cid))
    assert scene.table.selected == cid
    assert ("tower", tower) not in scene.table.targets_of(cid)
    assert scene.table.why_not(cid, ("tower", tower)) == why.value.reason


def test_clicking_a_card_then_a_tower_plays_it():
    session = advance(lambda st: st.phase == "turn" and any(p.tower.startswith("0.") for p in single_plays(st)))
    app, scene = table(session)
    cmd = next(p for p in single_plays(session.state) if p.tower.startswith("0."))
    click(scene, card_pos(scene, cmd.cards[0]))
    assert scene.table.selected == cmd.cards[0]
    click(scene, tower_pos(scene, cmd.tower))
    assert session.commands[-1] == cmd


def test_several_fours_selected_by_clicks_are_dragged_as_one_play():
    def two_fours(st):
        return st.phase == "turn" and any(isinstance(c, Play) and len(c.cards) == 2 for c in st.legal_commands())
    session = advance(two_fours, players=2, seeds=range(1, 2000))
    app, scene = table(session)
    cmd = next(c for c in session.state.legal_commands() if isinstance(c, Play) and len(c.cards) == 2)
    a, b = cmd.cards
    click(scene, card_pos(scene, a))
    click(scene, card_pos(scene, b))
    assert sorted(scene.table.picked()) == [a, b]
    before = len(session.commands)
    drag(scene, card_pos(scene, b), tower_pos(scene, cmd.tower))
    assert len(session.commands) == before + 1
    assert session.commands[-1] == cmd


def test_an_eight_or_nine_can_be_dragged_onto_an_opponents_tower():
    def onto_other(st):
        return st.phase == "turn" and any(p.tower.startswith("1.") for p in single_plays(st))
    session = advance(onto_other, seeds=range(1, 3000))
    app, scene = table(session)
    cmd = next(p for p in single_plays(session.state) if p.tower.startswith("1."))
    drag(scene, card_pos(scene, cmd.cards[0]), tower_pos(scene, cmd.tower))
    assert session.commands[-1] == cmd


def test_dragging_a_tower_onto_the_hand_returns_it():
    session = advance(lambda st: st.phase == "turn" and any(isinstance(c, Return) for c in st.legal_commands()))
    app, scene = table(session)
    cmd = next(c for c in session.state.legal_commands() if isinstance(c, Return))
    o, k = parse_tower(cmd.tower)
    top = scene.table.card_rect(session.state.towers[o][k][-1])
    drag(scene, top.center, scene.table.zone_rect("hand.0").center)
    assert session.commands[-1] == cmd


def test_clicking_the_deck_draws_and_d_draws():
    session = advance(lambda st: st.phase == "turn" and Draw(0) in st.legal_commands() and st.actions == 2)
    app, scene = table(session)
    click(scene, scene.table.target_rect(("deck",)).center)
    assert session.commands[-1] == Draw(0)
    scene.update(0.016)
    if session.state.actor == 0 and Draw(0) in session.state.legal_commands():
        key(scene, pygame.K_d)
        assert session.commands[-1] == Draw(0) and session.commands[-2] == Draw(0)


def test_keyboard_picks_a_card_by_number_and_plays_it_on_the_focused_tower():
    session = advance(lambda st: st.phase == "turn" and any(p.tower.startswith("0.") for p in single_plays(st)))
    app, scene = table(session)
    cmd = next(p for p in single_plays(session.state) if p.tower.startswith("0."))
    index = session.state.hands[0].index(cmd.cards[0])
    key(scene, getattr(pygame, f"K_{(index + 1) % 10}"))
    assert scene.table.selected == cmd.cards[0]
    key(scene, pygame.K_UP)                   # from the hand to the towers
    for _ in range(8):
        if scene.table.focus == ("tower", cmd.tower):
            break
        key(scene, pygame.K_RIGHT)
    assert scene.table.focus == ("tower", cmd.tower)
    key(scene, pygame.K_RETURN)
    assert session.commands[-1] == cmd


def test_end_turn_button_in_the_last_round():
    session = advance(lambda st: st.final and st.phase == "turn" and EndTurn(0) in st.legal_commands(),
                      seeds=range(1, 200), max_steps=600)
    app, scene = table(session)
    click(scene, scene.table.buttons["end"].rect.center)
    assert session.commands[-1] == EndTurn(0)


# --------------------------------------------------------------------------- the 5 and the 6

def test_the_fives_chooser_puts_back_the_picked_cards_in_the_order_picked():
    session = advance(lambda st: st.phase == "discard", seeds=range(1, 400))
    app, scene = table(session)
    st = session.state
    assert scene.table.chooser() == "discard"
    need = len(st.hands[0]) - 5
    items = dict(scene.table.chooser_items())
    order = list(reversed(st.hands[0]))[:need]
    for cid in order:
        click(scene, items[("pick", cid)].center)
    assert scene.table.putting_back == order
    before = len(session.commands)
    click(scene, scene.table.chooser_buttons["confirm"].rect.center)
    assert session.commands[before:before + need] == [Discard(0, c) for c in order]


def test_the_fives_chooser_by_keyboard():
    session = advance(lambda st: st.phase == "discard", seeds=range(1, 400))
    app, scene = table(session)
    hand = list(session.state.hands[0])
    need = len(hand) - 5
    for i in range(need):
        key(scene, getattr(pygame, f"K_{i + 1}"))
    key(scene, pygame.K_RETURN)
    assert session.commands[-need:] == [Discard(0, c) for c in hand[:need]]


def test_the_fives_chooser_tab_space_and_backspace():
    """Tab moves the focus over the cards, Space picks the focused one, Backspace takes the last
    one picked out again, and a digit toggles its card."""
    session = advance(lambda st: st.phase == "discard", seeds=range(1, 400))
    app, scene = table(session)
    view = scene.table
    hand = list(session.state.hands[0])
    key(scene, pygame.K_TAB)
    assert view.focus == ("pick", hand[0])
    key(scene, pygame.K_TAB)
    key(scene, pygame.K_SPACE)
    assert view.putting_back == [hand[1]]
    key(scene, pygame.K_BACKSPACE)
    assert view.putting_back == []
    key(scene, pygame.K_3)
    key(scene, pygame.K_3)
    assert view.putting_back == []
    assert session.state.phase == "discard"


def test_the_chooser_frames_the_item_under_the_pointer():
    """The kit's chooser frames the item the pointer is over, as the drop target is lit, and no
    other; the pointer gone, the frame goes."""
    from game.tables.base import DROP
    session = advance(lambda st: st.phase == "discard", seeds=range(1, 400))
    app, scene = table(session)
    (first, under), (_second, other) = scene.table.chooser_items()[:2]
    surface = pygame.display.get_surface()

    def framed(rect):
        return surface.get_at((rect.centerx, rect.top + 1))[:3] == DROP

    post(pygame.MOUSEMOTION, pos=under.center, rel=(0, 0), buttons=(0, 0, 0))
    pump(scene)
    frame(scene)
    assert scene.table.hover == first
    assert framed(under) and not framed(other)
    post(pygame.MOUSEMOTION, pos=(2, surface.get_height() - 2), rel=(0, 0), buttons=(0, 0, 0))
    pump(scene)
    frame(scene)
    assert scene.table.hover is None and not framed(under)


def test_the_sixs_chooser_asks_a_player_for_a_number_or_draws():
    session = advance(lambda st: st.phase == "ask", players=3, seeds=range(1, 400))
    app, scene = table(session)
    assert scene.table.chooser() == "ask"
    items = dict(scene.table.chooser_items())
    click(scene, items[("ask_target", 2)].center)
    click(scene, items[("ask_value", 7)].center)
    click(scene, scene.table.chooser_buttons["confirm"].rect.center)
    assert session.commands[-1] == Ask(0, 2, 7)

    session = advance(lambda st: st.phase == "ask" and st.deck, players=3, seeds=range(1, 400))
    app, scene = table(session)
    click(scene, scene.table.chooser_buttons["clear"].rect.center)      # "Draw instead"
    assert session.commands[-1] == Draw(0)


def test_the_sixs_chooser_by_keyboard():
    session = advance(lambda st: st.phase == "ask", players=2, seeds=range(1, 400))
    app, scene = table(session)
    key(scene, pygame.K_0)                    # 0 asks for a 10
    key(scene, pygame.K_RETURN)
    assert session.commands[-1] == Ask(0, 1, 10)


def test_an_open_chooser_is_the_tables_question():
    """While the 6's chooser is open only its items, its buttons and the menu answer: its items
    have tooltips, and a press beside them does nothing."""
    session = advance(lambda st: st.phase == "ask", players=3, seeds=range(1, 400))
    app, scene = table(session)
    t = scene.table
    items = dict(t.chooser_items())
    assert set(t.chooser_buttons) == {"confirm", "clear"}
    assert t.tooltip_at(items[("ask_value", 7)].center)[0] == "Ask for a 7"
    assert t.tooltip_at(items[("ask_target", 2)].center)[0] == t.name(2)
    before = len(session.commands)
    click(scene, (t.chooser_rect().left + 4, t.chooser_rect().top + 4))
    assert len(session.commands) == before and t.ask_value is None
    assert not t.chooser_buttons["confirm"].enabled      # no number yet
    click(scene, items[("ask_value", 3)].center)
    scene.update(0.016)
    scene.draw(pygame.display.get_surface())          # the buttons follow the answers as drawn
    assert t.ask_value == 3 and t.chooser_buttons["confirm"].enabled


# --------------------------------------------------------------------------- secrets

def test_other_hands_are_never_drawn_face_up():
    session = new_session("multi", 4, seed=3)
    app = FakeApp(anim_speed=1.0)
    scene = TableScene(app, session)
    surface = pygame.display.get_surface()
    checked = 0
    for frame in range(4000):
        scene.update(1 / 30)
        scene.table.private_log = seen = []
        scene.draw(surface)
        st = session.state
        others = {c for p in range(1, 4) for c in st.hands[p]}
        # every secret face on screen is the person's own; another hand is a fan of backs, no card of it rests
        assert {p for p, _c in seen} <= {0}, frame
        assert not (others & set(scene.table.sprites)), frame
        assert all(scene.table.count_in(f"hand.{p}") == len(st.hands[p]) or not scene.table.idle for p in (1, 2, 3))
        mine = set(st.hands[0]) & {c for _p, c in seen}
        checked += len(mine)
        if st.actor == 0 and scene.table.human_actor() == 0:
            scene.submit(SensibleBot(0, 3).choose(st.view(0), st.legal_commands()))
        if st.is_over:
            break
    assert checked > 0                         # the person's own cards are shown to them


def test_two_people_at_one_screen_hand_it_over_and_only_the_holder_sees_a_hand():
    seats = [Seat("Ana"), Seat("Bo"), Seat("Cleo", "bot", "sensible")]
    session = Session.new("sky-towers", "multi", seats, 4)
    app = HandOverApp()
    handovers = app.handovers
    scene = TableScene(app, session)
    surface = pygame.display.get_surface()
    seen = set()
    for _ in range(3000):
        scene.update(0.05)
        if handovers:
            name, go = handovers.pop()
            assert name == session.seats[session.state.actor].name
            go()
            seen.add(name)
            continue
        if scene.done_for is not None:
            scene.press_done()                     # the person before is done looking
            continue
        scene.table.private_log = shown = []
        scene.draw(surface)
        st = session.state
        viewer = scene.table.viewer
        assert {p for p, _c in shown} <= {viewer}
        for p in range(3):
            if p != viewer:
                assert not (set(st.hands[p]) & {c for _p, c in shown})
                assert not (set(st.hands[p]) & set(scene.table.sprites))
        actor = st.actor
        if actor in (0, 1) and scene.table.human_actor() == actor:
            assert viewer == actor
            assert scene.submit(SensibleBot(actor, 4).choose(st.view(actor), st.legal_commands()))
        if st.is_over:
            break
    assert seen == {"Ana", "Bo"}


# --------------------------------------------------------------------------- Taroma

def test_taromas_opening_turn_is_animated_step_by_step_with_captions():
    session = new_session("taroma", 1, seed=3)
    opening = [e.get("caption") for e in session.state.opening_events() if e.get("caption")]
    assert opening
    app = FakeApp(anim_speed=1.0)
    scene = TableScene(app, session)
    surface = pygame.display.get_surface()
    captions = []
    for _ in range(2000):
        scene.update(1 / 30)
        scene.draw(surface)
        cap = scene.table.step_caption
        if cap and cap[0] and (not captions or captions[-1] != cap):
            captions.append(cap)
        if scene.table.idle:
            break
    codes = [c for c, _ in captions]
    assert codes and set(codes) <= set(opening)
    assert codes[0] == opening[0] and codes[-1] == opening[-1]
    assert all(text for _, text in captions)        # each step says what it does
    # the person's cards were dealt face up to them only; Taroma's row shows only what is face up
    assert all(scene.table.code(c) is None for c in set(session.state.hands[1]) - set(session.state.up))


def test_taroma_plays_its_turns_after_yours_and_each_step_is_captioned():
    session = new_session("taroma", 1, seed=5)
    app, scene = table(session)
    st = session.state
    cmd = next(c for c in st.legal_commands() if isinstance(c, Draw))
    assert scene.submit(cmd)
    cmd = next(c for c in session.state.legal_commands() if isinstance(c, Draw))
    scene.table.trail.clear()       # the opening turn's steps
    assert scene.submit(cmd)
    scene.update(0.016)
    # the caption's "This turn:" line: Taroma's steps in this turn
    assert "2" in scene.table.trail and any(c.startswith("1") for c in scene.table.trail)


def test_a_long_turn_of_taroma_shows_its_newest_steps_when_they_do_not_all_fit():
    """The caption's trail of Taroma's steps is cut from its oldest end: "Last turn: 1D  2  1E…"
    hid the steps just played (at 200 % in 1920x1080) and read as cut words."""
    pygame.display.set_mode((1920, 1080))
    theme.set_interface(200)
    try:
        session = new_session("taroma", 1, seed=5)
        scene = TableScene(FakeApp(size=(1920, 1080)), session)
        frame(scene)
        scene.table.trail[:] = ["1A", "1B", "1C", "1D", "1E", "2"] * 2 + ["1A", "1D"]
        said = [words for _px, words in texts_drawn(scene) if words.startswith(("This turn", "Last turn"))]
        assert said and said[0].endswith("1A  1D") and "…  " in said[0], said
    finally:
        theme.set_interface(100)


# --------------------------------------------------------------------------- Light

def test_light_drawing_with_a_full_hand_discards_the_selected_card_first():
    session = advance(lambda st: st.phase == "turn" and len(st.hands[0]) >= st.hand_limit and st.deck,
                      mode="light", players=1)
    app, scene = table(session)
    before = list(session.commands)
    click(scene, scene.table.target_rect(("deck",)).center)
    assert session.commands == before and "full" in scene.table.notice[0]
    cid = session.state.hands[0][0]
    click(scene, card_pos(scene, cid))
    click(scene, scene.table.target_rect(("deck",)).center)
    assert session.commands[-1] == Draw(0, cid)


def test_light_end_game_asks_for_confirmation():
    session = new_session("light", 1, seed=2)
    app, scene = table(session)
    key(scene, pygame.K_e)
    assert not session.commands
    key(scene, pygame.K_e)
    assert session.commands[-1] == EndGame(0)


def test_light_end_game_confirmation_lapses_after_three_seconds():
    session = new_session("light", 1, seed=2)
    app, scene = table(session)
    key(scene, pygame.K_e)
    frame(scene)
    assert "Sure? Click again" in [words for _px, words in texts_drawn(scene)]
    # the picture kept between frames shows the button's own words again when the time is up
    probe = theme.text_probe = []
    try:
        frame(scene, n=40, dt=0.1)
    finally:
        theme.text_probe = None
    assert "End game  (E)" in [str(words) for _px, words in probe]
    key(scene, pygame.K_e)
    assert not session.commands       # asked again, not ended


# --------------------------------------------------------------------------- whole games

@pytest.mark.parametrize("mode,players", [("multi", 2), ("multi", 3), ("multi", 4), ("light", 1), ("taroma", 1)])
def test_a_bot_game_reaches_the_results(mode, players):
    session = new_session(mode, players, seed=11, humans=())
    app = FakeApp(anim_speed=0.0)
    scene = TableScene(app, session)
    surface = pygame.display.get_surface()
    for _ in range(3000):
        scene.update(0.1)
        scene.draw(surface)
        if app.stack:
            break
    assert session.state.is_over
    assert type(app.stack[-1]).__name__ == "ResultsScene"
    results = app.stack[-1]
    assert results.pad is not None                  # the Sky Towers scorepad
    rows = dict(results.pad[0])
    assert rows["Total"] == (session.state.scores() if mode != "light" else [session.state.result()["score"]])
    results.resize(SIZE)
    results.draw(surface)


def test_setup_offers_the_modes_and_their_difficulties(tmp_path, monkeypatch):
    from game import paths
    from game.library import Library
    from game.scenes.setup import SetupScene
    from game.tables import table_for
    game_options = lambda game, mode: table_for(game).setup_options(mode)  # noqa: E731

    monkeypatch.setattr(paths, "saves_dir", lambda: tmp_path)     # the autosave goes there

    assert [k for k, *_ in game_options("sky-towers", "light")] == ["difficulty"]
    assert [v for v, _ in game_options("sky-towers", "taroma")[0][2]] == ["normal", "hard"]
    assert game_options("sky-towers", "multi") == []

    class SetupApp(FakeApp):
        started = None
        saver = None

        def new_game_file(self, game):
            return None        # no file: this test looks only at the session it starts

        def start_game(self, session):
            self.started = session

    app = SetupApp()
    app.library = Library(tmp_path)        # a folder that can be written: Start asks before it starts
    scene = SetupScene(app, "sky-towers")
    scene.resize(SIZE)
    scene._mode_changed("taroma")
    (key_, _label, choice), = scene.option_choices
    choice.select(1)
    scene.start()
    assert app.started.mode == "taroma" and app.started.state.difficulty == "hard"
    assert len(app.started.state.towers[1]) == 3
