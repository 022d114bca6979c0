"""The Sky 5 table at a larger interface size (125 / 150 / 200 %): its text grows and the table
grows as one picture (issue 36): the maps' 200 % layer gives your row, your bank and the felt's
piles at least 1.6 times their 100 % size, the die more room, and folds the other seats (their rows
narrower, their banks a small pile beside its count), the felt's words shrink toward the reading
floor rather than the piles, the buttons grow to hold their labels, no grown text lies over cards,
other text or buttons, play works as at 100 %, and at 100 % nothing moves."""
from __future__ import annotations

import pygame
import pytest
from table_helpers import (FakeApp, assert_parts_draw_inside, display, grown_view, input_helpers,  # noqa: F401 (display: autouse fixture)
                           stand_in_command, table, texts_drawn)
from test_sky5_table_polish import advance, give_position

from rules.core import Event
from rules.sky5.commands import Take

from game import theme
from game.layout import load_layout
from game.session import Seat, Session
from game.tables.sky5.table import FONT_BASE

SIZES = [(1280, 720), (1920, 1080)]
PLAYERS = [2, 3, 4, 5]
NAMES = ["You", "Vega", "Orion", "Lyra", "Nova"]


@pytest.fixture(autouse=True)
def back_to_100():
    yield
    theme.set_interface(100)


def new_session(players: int, seed: int = 1, names=NAMES) -> Session:
    seats = [Seat(n, "bot", "sensible") if i else Seat(n) for i, n in enumerate(names[:players])]
    return Session.new("sky-5", "multi", seats, seed)


def view_at(n: int, size, pct: int, names=NAMES):
    """The table's view at ``size``, laid out for ``pct`` % (the app's setting changed while it is open)."""
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    _app, scene = table(new_session(n, names=names), FakeApp, size=size)
    return grown_view(scene, size, pct)


def geometry(view) -> tuple:
    return ({k: pygame.Rect(r) for k, r in view.layout.rects.items()}, list(map(pygame.Rect, view.rows_r)),
            list(map(pygame.Rect, view.banks_r)), list(view.row_h), list(view.bank_h), view.pile_h,
            view.pile_sizes, list(view.bank_sizes), dict(view.f),
            {k: (b.label, b.text_size, tuple(b.rect)) for k, b in view.buttons.items()}, tuple(view.guide_rect))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
def test_at_100_the_zones_are_the_layouts_own_and_nothing_grows(size, n):
    """At 100 % the table looks exactly as it always did: the layout's own zones, rows and banks,
    the table's own text sizes, the buttons' labels with their keys at the kit's size."""
    view = view_at(n, size, 100)
    own = load_layout(f"sky5-{n}")
    own.fit(size)
    assert {k: pygame.Rect(r) for k, r in view.layout.rects.items()} == own.rects
    for p in range(n):
        assert view.rows_r[p] == own.rects[f"row.{p}"]
        assert view.banks_r[p] == own.rects[f"bank.{p}"]
    s = theme.scale_for(size)
    assert view.f == {role: theme.px(base, s) for role, base in FONT_BASE.items()}
    assert view.f["name"] == theme.px(30 / 1.5, s) and view.f["small"] == theme.px(23 / 1.5, s)
    assert view.pile_sizes == (view.f["label"], view.f["small"])
    assert all(s == (view.f["small"], view.f["count"]) for s in view.bank_sizes)
    assert view.badge_r == max(9, own.px(17))
    # the buttons' words at the table's own size (never larger than its status line), as every kit table's
    assert view.buttons["draw"].label == "Draw  (D)" and 0 < view.buttons["draw"].text_size <= view.f["status"]
    assert view.buttons["draw"].rect.h == max(2 * theme.MIN_TEXT + 6, own.px(52))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
def test_going_back_to_100_gives_the_100_layout_again(size, n):
    """Choosing 200 % and then 100 % again leaves no pushed-down row, small pile or tall button behind."""
    before = geometry(view_at(n, size, 100))
    view = view_at(n, size, 200)
    assert geometry(view) != before
    theme.set_interface(100)
    view.resize(size)
    assert geometry(view) == before


def card_sizes(view) -> dict[str, float]:
    """The heights of what the issue asks to grow (your row's and bank's cards, the piles', the die)
    and of the other seats' rows' cards (the lowest)."""
    mine = view.pos_of(view.viewer)
    return {"row": view.row_h[mine], "bank": view.bank_h[mine], "piles": view.pile_h, "die": view.die_rect().h,
            "others": min(h for p, h in enumerate(view.row_h) if p != mine)}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
def test_at_200_yours_and_the_felt_grow_and_the_other_seats_fold(size, n):
    """Issue 36: at 200 % the cards a player decides with are about twice as large as at 100 %. The
    screen holds 1.6 times for your row and the felt's piles (one above the other on the screen),
    your bank nearly twice, the die (in the felt's band, beside the piles) a quarter more; the other
    seats fold, their banks beside their counts."""
    at_100 = card_sizes(view_at(n, size, 100))
    view = view_at(n, size, 200)
    at_200 = card_sizes(view)
    for what in ("row", "bank", "piles"):
        assert at_200[what] >= 1.6 * at_100[what] - 1, what
    assert at_200["bank"] >= 1.9 * at_100["bank"] and at_200["die"] >= 1.25 * at_100["die"]
    assert at_200["others"] <= at_100["others"]
    for p in range(1, n):
        R = view.banks_r[p]
        assert R.w > R.h * 1.3 and view.bank_h[p] < view.row_h[p], p       # a small pile beside its count
    # the felt's words stay readable: shrunk toward the reading floor for the piles' sake, no further
    floor = theme.reading_floor(size, 2.0)
    assert min(view.pile_sizes) >= floor and min(min(s) for s in view.bank_sizes) >= floor


@pytest.mark.parametrize("size", SIZES)
def test_at_200_a_bust_in_a_folded_row_is_told_over_the_felt_in_words_that_read(size):
    """A folded seat's row is too low for a banner's words: grown, its bust is told over the felt;
    at 100 % over the row, as it always was."""
    for pct, over in ((100, "row.2"), (200, "table")):
        view = view_at(5, size, pct)
        view.effects.clear()
        view._ev_bust(Event("bust", {"seat": 2, "why": "die", "card": None}))
        banner = view.effects[-1]
        assert banner.rect == (view.layout["table"] if over == "table" else view.zone_rect(over))
    assert banner.sub_size >= theme.reading_floor(size, 2.0) and banner.title_size > banner.sub_size


pump, drag, click, key = input_helpers(drag_steps=5)


def test_at_200_a_drag_gives_the_card_and_a_click_takes_one():
    """Play at 200 %: the card to give dragged onto a lit player goes to them; after a bust, a click
    on a lit card of the buster's folded row takes it."""
    theme.set_interface(200)
    session = give_position()
    _app, scene = table(session, FakeApp, size=(1920, 1080))
    view = scene.table
    st = session.state
    to = next(p for p in range(1, st.players) if not st.has_colour(p, st.colour(st.pending)))
    card = view.cards_in("pending")[0]
    drag(scene, view.card_rect(card).center, view.seat_r[view.pos_of(to)].center)
    assert session.state.phase != "give" and card in session.state.rows[to]

    session = advance(lambda st: st.phase == "take" and any(isinstance(c, Take) for c in st.legal_commands()))
    _app, scene = table(session, FakeApp, size=(1920, 1080))
    view = scene.table
    buster = view.shown["buster"]
    card = next(c for c in view.cards_in(f"row.{buster}") if view.targets_of(c))
    click(scene, view.card_rect(card).center)
    assert card in session.state.rows[0]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pct", [150, 200])
def test_the_text_grows(size, pct):
    """Across a room the words must be larger: every text role grown by the interface size."""
    base = dict(view_at(3, size, 100).f)
    view = view_at(3, size, pct)
    for role, s in base.items():
        assert view.f[role] >= round(s * pct / 100) - 1, role


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
@pytest.mark.parametrize("pct", [125, 150, 200])
def test_the_seat_headers_clear_the_cards_under_them(size, n, pct):
    """A grown name row never lies over a seat's cards: each header band holds its name, chips, row
    value and number disc, and the row and the bank beside it start below that band."""
    view = view_at(n, size, pct)
    px = view.layout.px
    name_h = theme.font(view.f["name"], True).get_height()
    chip_h = theme.font(view.f["chip"], True).get_height()
    num = theme.font(view.f["badge"], True)
    for seat in range(n):
        p = view.pos_of(seat)
        R = view.seat_r[p]
        head = pygame.Rect(R.left, R.top, R.w, view.rows_r[p].top - R.top)      # the band above the row
        assert head.h >= max(name_h, chip_h, 2 * view.badge_r) + 2 * px(2), seat
        cy = R.top + head.h // 2 + px(2)
        half = view.head_half()
        assert cy - half >= R.top and cy + half <= view.rows_r[p].top, seat
        for zone in (view.rows_r[p], view.banks_r[p]):
            assert not zone.colliderect(head) and R.contains(zone), seat
        for cid in view.cards_in(f"row.{seat}"):
            assert view.card_rect(cid).top >= head.bottom - 1, (seat, cid)
        rect = view.zones[f"bank.{seat}"].card
        assert rect.top - 5 * view.pile_step >= head.bottom - 1, seat
    assert 2 * view.badge_r >= num.get_height()
    assert 2 * view.badge_r >= num.size("5")[0] + 4


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
@pytest.mark.parametrize("pct", [125, 150, 200])
def test_the_buttons_hold_their_grown_labels(size, n, pct):
    """The buttons stay in their zone, apart, each tall and wide enough for its grown label; the guide
    keeps room above them."""
    view = view_at(n, size, pct)
    zone = view.layout["buttons"]
    rects = [b.rect for k, b in view.buttons.items() if k in ("draw", "bank", "pass", "menu")]
    for i, b in enumerate(rects):
        assert zone.contains(b)
        assert not any(b.colliderect(o) for o in rects[i + 1:])
    for key in ("draw", "bank", "pass", "menu"):
        b = view.buttons[key]
        at_100 = min(int(max(2 * theme.MIN_TEXT + 6, view.layout.px(52)) * 0.42),     # the kit's size at 100 %
                     theme.px(FONT_BASE["status"], theme.scale_for(size)))
        assert b.text_size >= at_100
        f = theme.font(b.text_size, True)
        assert f.size(b.label)[0] <= b.rect.w - 8, key
        assert f.get_height() <= b.rect.h, key
    assert view.guide_rect.h >= theme.font(view.f["guide"]).get_linesize() // 2
    assert view.guide_rect.bottom <= min(r.top for r in rects)
    # the guide's lines fit its room at the size it is drawn
    size_hint, text = view.guide_fit(view.guide_text())
    step = theme.font(size_hint).get_linesize()
    lines = theme.wrap(text.split("\n")[0], size_hint, view.guide_rect.w)
    assert size_hint >= round(view.f["guide"] / theme.interface)
    assert len(lines) * step <= view.guide_rect.h + step // 3 or size_hint == round(view.f["guide"] / theme.interface)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
@pytest.mark.parametrize("pct", [150, 200])
def test_the_felt_and_bank_words_fit_under_their_cards(size, n, pct):
    """The piles' words ("Discard", "13 removed") keep within their zones, side by side and under
    the cards; a narrow bank's "4 banked" and "12 points" fit under its pile, within the seat."""
    view = view_at(n, size, pct)
    L = view.layout
    px = L.px
    label, small = view.pile_sizes
    for zone, words in (("deck", "Deck"), ("discard", "Discard"), ("pending", "To give"), ("die", "Die")):
        assert theme.font(label).size(words)[0] <= L[zone].w
    for zone in ("deck", "discard", "pending"):
        slot = view.pile_rect(zone)
        assert L[zone].contains(slot)
        bottom = slot.bottom + px(10) + theme.font(label).get_linesize() + theme.font(small).get_height()
        assert bottom <= L[zone].bottom
        assert theme.font(small).size("88 removed")[0] <= L[zone].w
    for seat in range(n):
        p = view.pos_of(seat)
        R = view.banks_r[p]
        a, b = view.bank_sizes[p]
        rect = view.zones[f"bank.{seat}"].card
        if R.w > R.h * 1.3:
            continue
        assert theme.font(a, True).size("88 banked")[0] <= R.w
        assert theme.font(b, True).size("88 points")[0] <= R.w
        need = rect.bottom + px(8) + theme.font(a).get_linesize() + theme.font(b).get_linesize()
        assert need <= R.bottom + px(2), seat
        assert view.seat_r[p].contains(R)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pct", [150, 200])
def test_names_stay_whole_in_a_full_table(size, pct):
    """Five players at a grown size: every seat's name is drawn whole (the BOT chip gives way
    first), and the chips that are drawn end before the row's value."""
    names = ["Cassiopeia", "Andromeda", "Betelgeuse", "Aldebaran", "Fomalhaut"]
    view = view_at(5, size, pct, names=names)
    texts = []

    drawn = []
    real_chip = view._chip

    def chip(surface, text, x, cy, fill, fg, right=False, size=None):
        end = real_chip(surface, text, x, cy, fill, fg, right, size)
        drawn.append((x, cy, end))
        return end

    view._chip = chip
    theme.text_probe = texts
    theme._texts.clear()                # every text of the picture rendered again, so seen
    try:
        view.draw_still_afresh()        # every header drawn again
    finally:
        theme.text_probe = None
    assert drawn
    for x, cy, end in drawn:
        R = next(R for R in view.seat_r if R.collidepoint(x, cy))
        assert end <= R.right - view.layout.px(16), (R, end)
    assert set(names) <= {text for _, text in texts}


@pytest.mark.parametrize("pct", [150, 200])
def test_the_demo_caption_keeps_within_the_buttons_zone(pct):
    """The demo's caption in place of the buttons: its grown lines end inside the zone."""
    view = view_at(3, (1280, 720), pct)
    view.draw_still_afresh()
    before = view.still_picture()[0].copy()
    view.caption = ("Demo", "Bots are playing. Press any key or click to return to the title.")
    view.draw_still_afresh()
    after = view.still_picture()[0]
    # what the caption changed (its words, the buttons gone) lies inside the buttons' zone
    changed = [(x, y) for y in range(0, after.get_height(), 2) for x in range(0, after.get_width(), 2)
               if after.get_at((x, y)) != before.get_at((x, y))]
    zone = view.layout["buttons"]
    assert changed and all(zone.collidepoint(p) for p in changed)


def bot_scene(players: int, size, pct: int):
    """A demo table of bots at ``size`` and ``pct`` %, animating as the demo does."""
    from game.scenes.table import TableScene
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    theme.set_interface(pct)
    seats = [Seat(n, "bot", "sensible") for n in NAMES[:players]]
    session = Session.new("sky-5", "multi", seats, 5, autosave=None)
    return TableScene(FakeApp(size=size, anim_speed=1.0, bot_delay=0.05), session, demo=True)


def step(scene):
    scene.update(1 / 60)
    scene.draw(pygame.display.get_surface())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 5])
@pytest.mark.parametrize("pct", [150, 200])
def test_grown_parts_draw_inside_their_rects_and_make_the_whole_picture(size, n, pct):
    """The still picture drawn in parts at a grown size: what each part draws lies in its rect (so
    that it is drawn again where it changes), and the parts make the picture drawn whole."""
    scene = bot_scene(n, size, pct)
    view = scene.table
    checked = 0
    for round_ in range(3):
        for _ in range(150 if round_ else 1):
            before = dict(view.still_redraws)
            step(scene)
            # a demo table spreads a move's redraws over a few frames: compared once caught up
            if view.still_redraws != before and checked < 40 and not view.still_pending:
                kept = pygame.image.tobytes(view.still_picture()[0], "RGB")
                view.draw_still_afresh()
                assert pygame.image.tobytes(view.still_picture()[0], "RGB") == kept
                checked += 1
        assert_parts_draw_inside(view)
    assert checked > 5


@pytest.mark.parametrize("size", SIZES)
def test_grown_a_narrow_seat_to_play_keeps_its_bot_chip(size):
    """Five seats, 200 %: a bot's narrow header has room beside its name for one chip, and the one
    it keeps says it is a bot. TO PLAY gives way, as the seat's gold frame and disc and the headline
    already say whose turn it is; BOT is said nowhere else on the seat (it was dropped)."""
    session = new_session(5)
    while session.state.actor == 0:             # you draw, then bank or bust: a bot is to play
        session.submit(stand_in_command(session, 0))
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    app, scene = table(session, FakeApp, size=size)
    app.settings.bot_delay = 999                # the bot to play waits, so its chips can be read
    grown_view(scene, size, 200)
    assert [words for _size, words in texts_drawn(scene)].count("BOT") == 4
