"""The overlays every table shares (game/tables/overlays.py): tooltips, the one rejection bubble, the
game log drawer, the pass screen's "since your last turn", and a stale notice cleared at a turn
change. Driven on a real Sky 5 table with posted input, headless."""
from __future__ import annotations

import pygame
import pytest

from game import theme
from game.scenes.passdevice import PassDeviceScene
from game.session import Seat, Session
from game.widgets import tooltip as tooltip_mod
from rules.sky5.commands import Draw
from table_helpers import SIZE, FakeApp, HandOverApp, display, input_helpers, post, table  # noqa: F401 (display: autouse fixture)

pump, drag, click, key = input_helpers(drag_steps=5)
SCREEN = pygame.Rect(0, 0, *SIZE)


def sky5(humans=1, players=3, seed=3) -> Session:
    names = ["Ana", "Bo", "Cleo", "Dev"][:players]
    seats = [Seat(n) if i < humans else Seat(n, "bot", "sensible") for i, n in enumerate(names)]
    return Session.new("sky-5", "multi", seats, seed, {"first": 0})


def frame(scene, dt=0.016):
    scene.update(dt)
    scene.draw(pygame.display.get_surface())


def drawn_texts(scene, dt=0.016) -> list[tuple[int, str]]:
    """Every text rendered during one frame, with its pixel size."""
    theme.text_probe = probe = []
    try:
        frame(scene, dt)
    finally:
        theme.text_probe = None
    return probe


def move_to(scene, pos):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pump(scene)


def status_band(scene) -> pygame.Rect:
    return pygame.Rect(0, 0, SIZE[0], scene.table.layout["status"].bottom)


# --------------------------------------------------------------------------- tooltips

RULE = ("Shooting star", "A dark card with a star: it may be banked with any colour, and a second one "
                         "showing in your row busts you at once, however lucky the die.")


@pytest.fixture
def tipped():
    """A Sky 5 table whose deck has a tooltip (the view's ``tooltip_at``, stood in for)."""
    app, scene = table(sky5())
    view = scene.table
    deck = view.pile_rect("deck")
    view.tooltip_at = lambda pos: RULE if deck.collidepoint(pos) else None
    return scene, deck


def test_a_resting_pointer_shows_the_views_tooltip_with_its_whole_text(tipped):
    scene, deck = tipped
    view = scene.table
    move_to(scene, deck.center)
    frame(scene, 0.2)
    assert view.tooltip.content is None, "not before the pointer has rested 0.35 s"
    texts = drawn_texts(scene, 0.2)
    assert view.tooltip.content == RULE
    said = " ".join(t for size, t in texts if size >= theme.px(15, 1.0))
    assert RULE[0] in said and "however lucky the die." in said     # the name and all of the text
    box = view.tooltip.surface(*RULE, theme.scale_for(SIZE))
    where = tooltip_mod.place(box.get_size(), deck.center, SCREEN)
    assert SCREEN.contains(where), "kept fully on screen"
    assert not where.colliderect(tooltip_mod.cursor_rect(deck.center, 1.0)), "never under the pointer"


def test_the_tooltip_goes_when_the_pointer_leaves_or_a_button_goes_down(tipped):
    scene, deck = tipped
    view = scene.table
    move_to(scene, deck.center)
    frame(scene, 0.4)
    assert view.tooltip.content == RULE
    move_to(scene, (deck.centerx + 2, deck.centery + 2))          # still on the deck: it stays
    assert view.tooltip.content == RULE
    move_to(scene, (SIZE[0] // 2, SIZE[1] - 5))                   # off it: gone at once
    assert view.tooltip.content is None
    move_to(scene, deck.center)
    frame(scene, 0.4)
    post(pygame.MOUSEBUTTONDOWN, pos=deck.center, button=1)
    pump(scene)
    frame(scene, 0.5)
    assert view.tooltip.content is None, "hidden while a button is held (a click or a drag)"


def test_no_tooltip_after_a_click_until_the_pointer_moves_even_when_the_turn_changes(tipped):
    """A pointer left where a card was dropped or clicked asks nothing: a new turn under it (the bots
    having played) must not open a box over the hand the person is about to look at."""
    scene, deck = tipped
    view = scene.table
    move_to(scene, deck.center)
    post(pygame.MOUSEBUTTONDOWN, pos=deck.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=deck.center, button=1)
    pump(scene)
    view.tooltip.hide()                       # what a turn change does
    for _ in range(10):
        frame(scene, 0.1)
    assert view.tooltip.content is None
    move_to(scene, (deck.centerx + 1, deck.centery))
    frame(scene, 0.4)
    assert view.tooltip.content == RULE, "a move brings it back"


def test_a_tooltip_near_a_corner_is_placed_on_screen_and_off_the_pointer():
    for pos in [(5, 5), (SIZE[0] - 3, 5), (5, SIZE[1] - 3), (SIZE[0] - 3, SIZE[1] - 3), (640, 360)]:
        r = tooltip_mod.place((420, 160), pos, SCREEN)
        assert SCREEN.contains(r) and not r.colliderect(tooltip_mod.cursor_rect(pos, 1.0)), (pos, r)


def test_the_log_chip_has_a_tooltip_too():
    app, scene = table(sky5())
    chip = scene.table.log_chip_rect()
    move_to(scene, chip.center)
    frame(scene, 0.4)
    assert scene.table.tooltip.content and scene.table.tooltip.content[0] == "Game log"


# --------------------------------------------------------------------------- one rejection style

def test_a_refusal_is_a_bubble_at_its_target_never_over_the_status_headline():
    app, scene = table(sky5())
    view = scene.table
    surface = pygame.display.get_surface()
    frame(scene)
    band = status_band(scene)
    before = surface.subsurface(band).copy()
    # a target just under the headline: the bubble cannot go above it, so it goes below
    top_seat = pygame.Rect(view.seat_r[view.pos_of(1)])
    reason = "That is Bo's row: only the player who busts gives cards from it."
    view.rejected(reason, at=top_seat)
    texts = drawn_texts(scene)
    bubble = view.bubble.rect
    assert bubble is not None and not bubble.colliderect(band), (bubble, band)
    assert bubble.left < top_seat.right and bubble.right > top_seat.left     # at the target
    assert pygame.image.tobytes(surface.subsurface(band), "RGB") == pygame.image.tobytes(before, "RGB"), \
        "the status band looks the same with the bubble up"
    assert any(reason.split(":")[0] in t for size, t in texts if size >= theme.px(15, 1.0))
    assert view.status_news() != reason, "the status line's second line is not the refusal"
    # a target lower down: the bubble sits above it
    deck = view.pile_rect("deck")
    view.rejected("Give the drawn card away first.", at=deck)
    frame(scene)
    assert view.bubble.rect.bottom <= deck.top and not view.bubble.rect.colliderect(band)


def test_a_bubble_keeps_off_the_places_lit_for_the_move():
    from game.widgets.notice import bubble_rect
    screen = pygame.Rect(0, 0, 1280, 720)
    target = pygame.Rect(600, 400, 80, 60)
    plain, above = bubble_rect((300, 50), target, screen, 60, 12)
    assert above and plain.bottom <= target.top and plain.centerx == target.centerx   # as always
    lit = pygame.Rect(600, 330, 80, 60)                # the place the card may go, right above
    r, above = bubble_rect((300, 50), target, screen, 60, 12, avoid=(lit,))
    assert not r.colliderect(lit) and not r.colliderect(target)
    assert r.left <= target.centerx <= r.right          # its tail still points at the target
    both = (lit, pygame.Rect(600, 470, 80, 60))        # lit above and below: as little as it can
    r, _ = bubble_rect((300, 50), target, screen, 60, 12, avoid=both)
    covered = lambda box: sum(box.clip(a).w * box.clip(a).h for a in both)  # noqa: E731
    assert covered(r) < covered(plain) and r.left <= target.centerx <= r.right


def test_a_refusal_by_the_rules_is_not_also_a_toast_and_fades_away():
    app, scene = table(sky5())
    view = scene.table
    move_to(scene, (300, 600))
    assert scene.submit(Draw(1)) is None                 # not Bo's turn
    frame(scene)
    assert view.notice and not app.toasts                # said once, in the bubble
    assert view.bubble.rect.collidepoint(300, 600) is False
    assert abs(view.bubble.rect.centerx - 300) < view.bubble.rect.w // 2 + 40   # at the pointer
    for _ in range(int(view.notice_seconds / 0.1) + 2):
        frame(scene, 0.1)
    assert view.notice is None and view.bubble.rect is None


def test_a_stale_notice_is_cleared_when_the_turn_moves_on():
    session = sky5()
    app, scene = table(session, bot_delay=1e9)         # the bots wait: the turn stays with them
    view = scene.table
    reason = "Drag the card onto a highlighted player."
    for _ in range(30):                                # Ana draws until the turn leaves her
        view.rejected(reason)
        frame(scene)
        assert view.notice, "within her turn the reason stays"
        legal = session.state.legal_commands()
        assert scene.submit(next((c for c in legal if isinstance(c, Draw)), legal[0])) is not None
        frame(scene)
        if session.state.actor != 0:
            break
    assert session.state.actor != 0 and view.shown["actor"] != 0
    assert view.notice is None, "what was said about Ana's turn is old news on Bo's"


# --------------------------------------------------------------------------- the log drawer

def test_l_opens_the_game_log_and_the_wheel_and_page_keys_scroll_it():
    app, scene = table(sky5())
    view = scene.table
    for i in range(80):
        view.log.append(f"Bo draws card number {i} of the evening.")
    key(scene, pygame.K_l)
    assert view.log_open
    texts = [t for size, t in drawn_texts(scene) if size >= theme.px(16, 1.0)]
    shown = view.log_drawer.visible
    assert "Game log" in texts and shown[-1] == "Bo draws card number 79 of the evening."   # newest at the bottom
    assert shown[-1] in texts and "Bo draws card number 10 of the evening." not in shown
    post(pygame.MOUSEWHEEL, x=0, y=5, flipped=False, precise_x=0.0, precise_y=5.0)
    pump(scene)
    frame(scene)
    assert view.log_drawer.scroll == 15 and view.log_drawer.visible[-1] == "Bo draws card number 64 of the evening."
    key(scene, pygame.K_HOME)
    frame(scene)
    assert view.log_drawer.visible[0] == "Bo draws card number 0 of the evening."   # the whole game is kept
    key(scene, pygame.K_PAGEDOWN)
    assert 0 < view.log_drawer.scroll
    key(scene, pygame.K_END)
    assert view.log_drawer.scroll == 0
    key(scene, pygame.K_l)
    assert not view.log_open


def test_a_continued_game_s_empty_log_does_not_say_nothing_has_happened(tmp_path):
    """The log starts when the table opens, so a game continued from its save showed "Nothing has
    happened yet at this table." though it was many moves in: it says where the earlier moves are."""
    from game.widgets import gamelog
    session = sky5(humans=3)
    for _ in range(4):
        session.submit(session.state.legal_commands()[0])
    session.save_as(tmp_path / "g.json")
    for opened, words in ((sky5(humans=3), gamelog.EMPTY), (Session.load(tmp_path / "g.json"), gamelog.EMPTY_CONTINUED)):
        app, scene = table(opened)
        key(scene, pygame.K_l)
        texts = " ".join(t for _, t in drawn_texts(scene))
        assert words.split(":")[0].split(".")[0] in texts
        other = gamelog.EMPTY if words is gamelog.EMPTY_CONTINUED else gamelog.EMPTY_CONTINUED
        assert other.split(".")[0] not in texts


def test_clicks_inside_the_open_log_do_not_reach_the_table_and_esc_closes_it():
    session = sky5()
    app, scene = table(session)
    view = scene.table
    key(scene, pygame.K_l)
    frame(scene)
    deck = view.pile_rect("deck")
    assert view.log_drawer.rect.collidepoint(deck.center), "the drawer covers the deck in this layout"
    click(scene, deck.center)
    assert session.commands == []
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    pump(scene)
    assert not view.log_open and app.stack == [], "Esc closed the log, not opened the menu"
    click(scene, deck.center)
    assert session.commands == [Draw(0)]              # closed: the deck is the deck again


def test_the_log_chip_opens_and_closes_the_drawer():
    app, scene = table(sky5())
    chip = scene.table.log_chip_rect()
    band = status_band(scene)
    assert band.contains(chip)
    click(scene, chip.center)
    assert scene.table.log_open
    click(scene, chip.center)
    assert not scene.table.log_open


@pytest.mark.parametrize("game", ["sky-5", "sky-towers", "sky-totems"])
def test_l_is_the_logs_key_on_every_table(game):
    from game.tables import table_for
    spec = table_for(game)
    seats = [Seat("Ana"), Seat("Bo", "bot", "random")]
    session = Session.new(game, "multi", seats, 1)
    app, scene = table(session, bot_delay=1e9)
    before = list(session.commands)
    key(scene, pygame.K_l)
    frame(scene)
    assert scene.table.log_open and session.commands == before, spec


# --------------------------------------------------------------------------- pass and play

class RecordingApp(HandOverApp):
    def pass_device(self, name, on_continue=None, **context):
        self.handovers.append((name, on_continue, context))


def test_the_pass_screen_gets_every_line_since_that_persons_last_turn():
    session = sky5(humans=2)
    app, scene = table(session, RecordingApp)
    name, ready, context = app.handovers[-1]
    ready()                                            # Ana takes the screen
    said = [f"Cleo draws a card ({i})." for i in range(14)]
    for line in said:
        scene.table.log.append(line)
    scene.table.log.append("Ana gives it to Bo.")
    scene._pass_to(1)                                  # Bo's turn: the pass screen for Bo
    name, ready, context = app.handovers[-1]
    assert name == "Bo" and context["news"][-15:] == said + ["Ana gives it to Bo."]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pass_screen_shows_the_newest_lines_that_fit_and_counts_the_rest(size):
    screen = pygame.display.set_mode(size)
    news = [f"Cleo took the shooting star {i} from Bo's row after Bo went bust on a four." for i in range(40)]
    scene = PassDeviceScene(FakeApp(size=size), "Ana", news=news)
    theme.text_probe = probe = []
    try:
        scene.resize(size)            # the summary is rendered once per window size
        scene.draw(screen)
    finally:
        theme.text_probe = None
    texts = [t for _, t in probe]
    assert min(px for px, _ in probe) >= 15
    shown = scene.news_shown
    assert 0 < shown < 40
    assert any(f"and {40 - shown} earlier" in t for t in texts)
    assert any(t.startswith("• Cleo took the shooting star 39") for t in texts), "the newest is there"
    assert "SINCE YOUR LAST TURN" in texts


def test_a_short_pass_screen_summary_lists_every_line():
    news = ["Bo draws a red 2.", "Bo banks 3 cards.", "Cleo draws a blue 5."]
    scene = PassDeviceScene(FakeApp(), "Ana", news=news)
    theme.text_probe = probe = []
    try:
        scene.resize(SIZE)
        scene.draw(pygame.display.get_surface())
    finally:
        theme.text_probe = None
    texts = [t for _, t in probe]
    assert scene.news_shown == 3 and all(f"• {n}" in texts for n in news)
    assert not any("earlier" in t for t in texts)


# --------------------------------------------------------------------------- app toasts

def test_app_toasts_never_cover_the_status_headline(app):
    session = sky5()
    assert app.start_game(session)
    app.frame(1 / 60)
    band = pygame.Rect(0, 0, app.size[0], app.top.table.layout["status"].bottom)
    before = pygame.image.tobytes(app.screen.subsurface(band), "RGB")
    app.toast("Saved as friday.json. " * 6, "info")
    app.frame(1 / 60)
    assert pygame.image.tobytes(app.screen.subsurface(band), "RGB") == before
