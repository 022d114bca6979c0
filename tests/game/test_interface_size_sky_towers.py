"""The Sky Towers table at a larger interface size (125 / 150 / 200 %): its text grows, and the table
makes room for it (the seat headers push the hands, towers and completed stacks down, the actions
panel grows into the log or Taroma's bonus column, the caption's words fit above its procedure line),
so that no grown text lies over cards, other text or buttons, and at 100 % nothing moves."""
from __future__ import annotations

import pygame
import pytest
from table_helpers import FakeApp, display, input_helpers, table, grown_view, record_tags, zone_rects  # noqa: F401 (display: autouse fixture)
from towers_helpers import advance, new_session

from game import theme
from game.layout import load_layout
from game.tables.sky_towers.art import BAND, CARD_RATIO, TowerArt
from game.tables.sky_towers.table import FONT_BASE
from game.tables.sky_towers.words import SHORT_CONDITIONS, STEP_ORDER, STEPS, bonus_condition
from rules.sky_towers.cards import BONUS_CARDS, TARGET
from rules.sky_towers.commands import Draw, Play

SIZES = [(1280, 720), (1920, 1080)]
TABLES = [("multi", 2), ("multi", 3), ("multi", 4), ("light", 1), ("taroma", 1)]
LONG = ("Ana", "Bo", "Cleo", "Dev")


def layout_name(mode: str, n: int) -> str:
    return f"sky-towers-{mode if mode != 'multi' else n}"


def view_at(mode: str, n: int, size, pct: int, seed: int = 3):
    """The table's view at ``size``, laid out for ``pct`` % (the app's setting changed while it is open)."""
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    _app, scene = table(new_session(mode, n, seed=seed), FakeApp, size=size)
    return grown_view(scene, size, pct)


def geometry(view) -> tuple:
    return (zone_rects(view), {name: view.zone_rect(name) for name in view.zones}, tuple(view.hand_h),
            tuple(view.tower_h), view.pile_h, view.label_h)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", TABLES)
def test_at_100_the_zones_are_the_layouts_own_and_nothing_grows(size, mode, n):
    """At 100 % the table looks exactly as it always did: the layout's own zones and fonts, the seat
    zones the map's (no header pushed anything down)."""
    view = view_at(mode, n, size, 100)
    own = load_layout(layout_name(mode, n))
    own.fit(size)
    assert zone_rects(view) == {name: pygame.Rect(r) for name, r in own.rects.items()}
    s = theme.scale_for(size)
    assert view.f == {role: theme.px(base, s) for role, base in FONT_BASE.items()}
    for p in range(view.n):
        assert view.hand_r[p] == own.rects[f"hand.{p}"]
        assert view.towers_r[p] == own.rects[f"towers.{p}"]
    assert view.badge_r == max(9, own.px(16))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", TABLES)
def test_going_back_to_100_gives_the_100_layout_again(size, mode, n):
    """Choosing 200 % and then 100 % again leaves no grown actions panel, squeezed log or pushed-down
    hand behind."""
    before = geometry(view_at(mode, n, size, 100))
    view = view_at(mode, n, size, 200)
    assert geometry(view) != before
    theme.set_interface(100)
    view.resize(size)
    assert geometry(view) == before


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", TABLES)
@pytest.mark.parametrize("pct", [150, 200])
def test_the_text_grows(size, mode, n, pct):
    """Across a room the words must be larger: every text role at least 1.4x at 150 % (bar clamps)."""
    view = view_at(mode, n, size, pct)
    s = theme.scale_for(size)
    for role, base in FONT_BASE.items():
        assert view.f[role] >= round(theme.px(base, s) * pct / 100) - 1, role


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", TABLES)
@pytest.mark.parametrize("pct", [125, 150, 200])
def test_the_seat_headers_clear_the_cards_under_them(size, mode, n, pct):
    """A grown name row never lies over a seat's cards: each seat's header band holds its name, chip
    and number disc, and the hand, towers and completed stacks beside it start below that band."""
    view = view_at(mode, n, size, pct)
    for p, R in enumerate(view.seat_r):
        seat = view.seat_at_pos(p)
        head = view.head_rect(seat)
        assert head.h >= theme.font(view.f["name"], True).get_height()
        assert head.h >= theme.font(view.f["chip"], True).get_height()
        bottom = head.bottom
        for zones_of in (view.hand_r, view.towers_r, view.done_r):
            r = zones_of[p]
            if r is not None and r.top >= R.top and r.colliderect(head):
                raise AssertionError(f"seat {p}: {r} under the header {head}")
            if r is not None and R.top <= r.top:
                assert r.top >= bottom or r.bottom <= R.top, (p, r, bottom)
        # the hand's cards (top seats: from the zone's top; another's fan of backs: its zone) keep below
        # the header
        hand = "row.1" if mode == "taroma" and seat == 1 else f"hand.{seat}"
        cards = [view.card_rect(c) for c in view.cards_in(hand)]
        for i, r in enumerate(cards or [view.zone_rect(hand)]):
            assert r.top >= bottom - 1, (p, i)
    # the number disc holds its grown number
    num = theme.font(view.f["badge"], True)
    assert 2 * view.badge_r >= num.get_height()
    assert 2 * view.badge_r >= num.size("4")[0] + 4


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", TABLES)
@pytest.mark.parametrize("pct", [150, 200])
def test_the_panels_stay_in_the_window_and_apart(size, mode, n, pct):
    """Grown panels stay on screen and never lie over one another: the actions panel grew, the panel
    under it gave up that room (and kept at least half of itself, as the map places it at this
    interface size: a map's ``zones-200`` layer may fold the log smaller)."""
    view = view_at(mode, n, size, pct)
    L = view.layout
    window = pygame.Rect((0, 0), size)
    own = load_layout(layout_name(mode, n))
    own.fit(size, pct / 100)
    for name, r in L.rects.items():
        assert window.contains(r), name
    side = [name for name in ("actions", "log", "bonus", "buttons") if name in L
            and L[name].left >= L["actions"].left - 1]
    for a in side:
        for b in side:
            if a < b:
                assert not L[a].colliderect(L[b]), (a, b)
    assert L["actions"].h >= own.rects["actions"].h
    below = "log" if "log" in L and L["log"].left >= L["actions"].left - 1 else "bonus"
    assert L[below].h >= own.rects[below].h // 2
    # the grown panel holds its lines (or grew by all the panel under it could give)
    assert L["actions"].h >= view.actions_need() or L[below].h <= own.rects[below].h // 2 + 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pct", [150, 200])
def test_the_taroma_caption_keeps_its_words_apart(size, pct):
    """Taroma's caption at a grown size: the code box holds the widest step code (no more fixed
    150 px), the title and the detail fit above the procedure, which still names every step: in
    one line where it fits, in rows at its smallest size where it does not (200 %: its own map), or
    not at all on a caption folded too short for a row of it under the title and two lines."""
    view = view_at("taroma", 1, size, pct)
    px = view.layout.px
    R = view.layout["caption"]
    detail = "Taroma's procedure: each action tries 1A, 1B, 1C, 1D, then 1E."
    at = view.caption_layout(detail)
    box = pygame.Rect(R.left + px(14), R.top + px(14), px(150), R.h - px(28))
    assert at["box"].topleft == box.topleft and at["box"].h == box.h and at["box"].w >= box.w
    code_size, box_w = at["code"], at["box"].w
    assert code_size >= round(view.f["code"] / theme.interface)
    assert theme.font(code_size, True).get_height() <= box.h or code_size == round(view.f["code"] / theme.interface)
    assert box_w >= max(theme.font(code_size, True).size(c)[0] for c in STEP_ORDER) + px(12)
    x = box.left + box_w + px(20)
    width = R.right - px(16) - x
    assert (at["x"], at["width"]) == (x, width)
    tiny = at["tiny"]
    one_line = x + sum(theme.font(tiny, True).size(f"{c} {STEPS[c][0]}")[0] + px(20) for c in STEP_ORDER) \
        <= R.right - px(10)
    assert one_line or tiny == view._least_grown(view.f["tiny"])
    line = theme.font(tiny).get_linesize()
    least = theme.font(view._least_grown(view.f["step"]), True).get_height() + px(4) \
        + 2 * theme.font(view._least_grown(view.f["small"])).get_height()
    if not at["steps"]:
        # a caption folded short leaves the procedure out, only where its rows at their smallest
        # would crowd the title and two lines of what the step does
        assert at["steps_top"] == R.bottom - px(14)
        assert not one_line and tiny == view._least_grown(view.f["tiny"])
    else:
        rows = sorted({y for _, y in at["steps"].values()})
        assert list(at["steps"]) == list(STEP_ORDER) and rows[0] == at["steps_top"]
        assert rows == [at["steps_top"] + k * line for k in range(len(rows))] and (len(rows) == 1 or not one_line)
        assert at["steps_top"] + len(rows) * line == R.bottom - px(14)
        assert at["steps_top"] - box.top >= least
        for c, (left, top) in at["steps"].items():
            assert x < left and left + theme.font(tiny).size(f"{c} {STEPS[c][0]}")[0] <= R.right - px(10)
    steps_top = at["steps_top"]
    step, small = at["step"], at["small"]
    lines = theme.wrap(detail, small, width)
    need = theme.font(step, True).get_height() + px(4) + theme.font(small).get_height() * min(2, len(lines))
    assert len(lines) <= 2 and need <= steps_top - (R.top + px(14))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pct", [150, 200])
def test_names_stay_whole_in_a_full_table(size, pct):
    """Four players at a grown size: every seat's name is drawn whole (the BOT chip and the hand
    count give way first), and the chips that are drawn fit before the hand count."""
    view = view_at("multi", 4, size, pct)
    theme.text_probe = drawn = []
    theme._texts.clear()                # every text of the frame rendered again, so seen
    try:
        view.redraw()                   # every seat's header drawn again
        view.draw(pygame.display.get_surface())
    finally:
        theme.text_probe = None
    names = {view.name(seat) for seat in range(4)}
    assert names <= {text for _, text in drawn}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pct", [100, 150, 200])
def test_taromas_turn_panel_says_watch_the_caption_whole(size, pct, monkeypatch):
    """During Taroma's turn the actions panel says to watch the caption: at a grown size the line
    wraps rather than lose its end ("Watch the capti..." was seen at 150 %)."""
    view = view_at("taroma", 1, size, pct)
    view.turn = 1
    drawn = []
    real = theme.text

    def text(s, *args, **kwargs):
        drawn.append(str(s))
        return real(s, *args, **kwargs)

    monkeypatch.setattr(theme, "text", text)
    view.draw_actions(pygame.display.get_surface())
    assert not any(t.endswith("…") for t in drawn), drawn
    assert " ".join(t for t in drawn if t != "Taroma's turn") == "Watch the caption for each step"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", [("multi", 2), ("multi", 3), ("multi", 4), ("taroma", 1)])
def test_grown_completed_towers_keep_their_counts_readable(size, mode, n):
    """200 %: the seat at the top (folded short to give your hand the room) gets a tile for each
    completed tower as tall as its counts (at the least they grow to, still read from the couch),
    or, with more than it has room for, one tile that sums them all; nothing drawn beyond the panel."""
    view = view_at(mode, n, size, 200)
    counts = view.done_head_size(1, view.f["tiny"])
    assert counts >= theme.reading_floor(size, 2.0)
    counts_h = theme.font(counts, True).get_height()
    area = view.zone_rect("completed.1")
    folded = False
    for count in range(1, 8):
        tiles = view.done_tiles(1, count)
        assert len(tiles) in (count, 1)
        folded |= len(tiles) < count
        assert all(tile.h >= counts_h and area.contains(tile) for tile in tiles), count
        assert all(not a.colliderect(b) for i, a in enumerate(tiles) for b in tiles[i + 1:])
    assert folded                                        # seven do not fit a folded seat one by one


# The least each kind of card of yours grows from 100 % to 200 % on every table and window (issue 36
# asks about twice).
GROWS = {"hand": 1.6, "towers": 1.6, "deck": 1.6}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", TABLES)
def test_at_200_your_cards_and_the_deck_grow_toward_twice(size, mode, n):
    """200 %: your hand's cards, your towers' and the deck's are far larger than at 100 % on the same
    window, not smaller under grown words; another seat's towers fold smaller to make the room."""
    views = {pct: view_at(mode, n, size, pct) for pct in (100, 200)}
    heights = {pct: {"hand": max(v.card_rect(c).h for c in v.hand_ids()), "towers": v.tower_h[0], "deck": v.pile_h}
               for pct, v in views.items()}
    for kind, least in GROWS.items():
        assert heights[200][kind] >= least * heights[100][kind], (kind, heights)
    if n > 1 or mode == "taroma":
        assert views[200].tower_h[1] < views[100].tower_h[1]


# Your hand on the 3- and 4-player tables, where the other seats and the bonus row lie over it: it
# grew only 1.53x (4 players, 1280x720) before the bonus row took one line of words.
HAND_GROWS = 1.7


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [3, 4])
def test_at_200_your_hand_grows_at_least_1_7x_with_three_or_four_players(size, n):
    """200 %: your hand's cards are at least 1.7x as tall as at 100 % on the same window, as dealt
    (the cards drawn) and at every length up to ten cards (longer hands overlap, then shrink)."""
    views = {pct: view_at("multi", n, size, pct) for pct in (100, 200)}
    dealt = {pct: max(v.card_rect(c).h for c in v.hand_ids()) for pct, v in views.items()}
    assert dealt[200] >= HAND_GROWS * dealt[100], dealt
    hands = {pct: v.zones[f"hand.{v.viewer}"] for pct, v in views.items()}
    for count in range(1, 11):
        small, grown = (hands[pct].slot(0, count)[1] for pct in (100, 200))
        assert grown >= HAND_GROWS * small, (count, small, grown)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [3, 4])
def test_the_grown_bonus_row_holds_each_condition_whole_in_one_line(size, n, monkeypatch):
    """200 %: the bonus row is short (your hand takes the room), each card's condition one line at the
    reading floor at least: Star's and Twins' in their short form; at 100 % every card says it whole."""
    for pct in (100, 200):
        view = view_at("multi", n, size, pct)
        drawn = []
        label = TowerArt._label

        def recorded(canvas, text, text_size, colour, rect, bold=True, floor=0):
            # what fits is drawn at ``floor`` or larger (``_label``); the condition is the card's one
            # text not in bold
            fits = label(canvas, text, text_size, colour, rect, bold, floor)
            if fits and not bold:
                font = theme.font(max(theme.MIN_TEXT, floor))
                one_line = font.size(text)[0] <= rect.w and 2 * font.get_linesize() > rect.h + 2
                drawn.append((text, one_line))
            return fits
        monkeypatch.setattr(TowerArt, "_label", staticmethod(recorded))
        for b, rect in zip(BONUS_CARDS, view.bonus_rects()):
            del drawn[:]
            floor = view.art.floor if pct > 100 else 0
            view.art._draw_bonus(b.name, b.kites, bonus_condition(b), rect.w, rect.h, False, None, floor,
                                 SHORT_CONDITIONS.get(b.id, ""))
            assert len(drawn) == 1, (b.id, drawn)
            text, one_line = drawn[0]
            if pct == 100:
                assert text == bonus_condition(b)
            else:
                assert text == SHORT_CONDITIONS.get(b.id, bonus_condition(b)) and one_line, drawn
        monkeypatch.undo()


@pytest.mark.parametrize("size", SIZES)
def test_a_folded_seats_tower_shows_its_total_beside_its_cards(size):
    """200 %: another seat's tower is folded short, its cards as tall as the column and its total
    beside them, inside the column."""
    session = advance(lambda st: any(st.towers[1][k] for k in range(len(st.towers[1]))), players=4)
    _app, scene = table(session, FakeApp, size=size)
    view = grown_view(scene, size, 200)
    tower = next(f"1.{k}" for k in range(len(session.state.towers[1])) if session.state.towers[1][k])
    col = view.zone_rect(f"tower.{tower}")
    cards = [view.card_rect(c) for c in view.model.ids(f"tower.{tower}")]
    assert all(col.contains(r) for r in cards)
    pos, h = view.zones[f"tower.{tower}"].slot(view, 0, len(cards))
    total_w = theme.font(view._least_grown(view.f["small"]), True).size(f"{TARGET} / {TARGET}")[0]
    assert pos.x + h * CARD_RATIO / 2 + total_w <= col.right


pump, drag, click, key = input_helpers(drag_steps=6)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4])
def test_at_200_dragging_a_hand_card_onto_your_tower_plays_it_and_a_click_on_the_deck_draws(size, players):
    """Play still works on the grown table: a drag from your (overlapping) hand onto your tower, and a
    click on the deck beside your seat or the other one."""
    def playable(st):
        return st.phase == "turn" and any(isinstance(c, Play) and len(c.cards) == 1 and c.tower.startswith("0.")
                                          for c in st.legal_commands())
    session = advance(playable, players=players)
    _app, scene = table(session, FakeApp, size=size)
    view = grown_view(scene, size, 200)
    cmd = next(c for c in session.state.legal_commands()
               if isinstance(c, Play) and len(c.cards) == 1 and c.tower.startswith("0."))
    r = view.card_rect(cmd.cards[0])
    drag(scene, (r.left + 8, r.top + 10), view.zone_rect(f"tower.{cmd.tower}").center)
    assert session.commands[-1] == cmd
    # the same position again, on a fresh table: a click on the deck draws
    session = advance(playable, players=players)
    _app, scene = table(session, FakeApp, size=size)
    view = grown_view(scene, size, 200)
    click(scene, view.zones["deck"].card.center)
    assert session.commands[-1] == Draw(0)


def value_right(face: pygame.Surface) -> int:
    """How far from a face's left edge its value in the top band reaches: its white digits' last
    column (the kites' pale discs lie in the band's right half)."""
    band = face.subsurface((0, 0, face.get_width() // 2, round(face.get_height() * BAND)))
    digits = pygame.mask.from_threshold(band, (255, 255, 255), (24, 24, 24, 255))
    return max(r.right for r in digits.get_bounding_rects())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode, n", TABLES)
@pytest.mark.parametrize("pct", [150, 200])
def test_a_long_grown_hand_shows_each_cards_value_whole(size, mode, n, pct):
    """Grown, a long hand overlaps rather than shrink, but never over the value in a card's top band:
    the part of each card the next one leaves in sight holds its whole "10", up to the longest
    hands the game deals; from there the cards shrink, inside the hand's zone."""
    view = view_at(mode, n, size, pct)
    hand = view.zones[f"hand.{view.viewer}"]
    for count in range(2, 13):
        (first, h), (second, _) = hand.slot(0, count), hand.slot(1, count)
        assert second.x - first.x >= value_right(view.face_image(10, h)), count
        assert hand.rect.left <= first.x - h * CARD_RATIO / 2
        assert hand.slot(count - 1, count)[0].x + h * CARD_RATIO / 2 <= hand.rect.right


@pytest.mark.parametrize("size", SIZES)
def test_a_picked_new_cards_tag_keeps_off_your_header(size):
    """Grown, the "new" tag over a card you just drew stays off your header when the card is picked
    and rises toward it: above the card it covered your name ("You" under "new", 1280x720)."""
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    session = advance(lambda st: st.phase == "turn" and any(isinstance(c, Play) for c in st.legal_commands()),
                      players=4)
    _app, scene = table(session, FakeApp, size=size)
    view = grown_view(scene, size, 200)
    _pump, _drag, click, _key = input_helpers(frame=True)
    seat = view.viewer
    card = next(c.cards[0] for c in session.state.legal_commands() if isinstance(c, Play))
    view.fresh = {card}
    r = view.card_rect(card)
    click(scene, (r.left + 8, r.centery))           # its left edge: the next card may cover its middle
    assert view.selected == card
    for _ in range(60):
        scene.update(1 / 60)
    tags = record_tags(view)
    view.redraw()
    scene.draw(pygame.display.get_surface())
    pills = [pill for text, pill in tags if text == "new"]
    assert pills
    for pill in pills:
        assert not pill.colliderect(view.head_rect(seat)), (pill, view.head_rect(seat))


@pytest.mark.parametrize("size", SIZES)
def test_new_tags_over_an_overlapped_hand_leave_every_corner_rank_showing(size):
    """Grown, where the band above your hand is taken by your header, the "new" tags of your last
    draw once went inside the cards' tops, where each covered the rank of the card overlapping it
    (Light at 200 %, 1920x1080: "7", "1" and "10" under "new"). Every rank in the hand shows."""
    if pygame.display.get_surface().get_size() != size:
        pygame.display.set_mode(size)
    session = advance(lambda st: len(st.hands[0]) >= 4, mode="light", players=1)
    _app, scene = table(session, FakeApp, size=size)
    view = grown_view(scene, size, 200)
    hand = view.cards_in(f"hand.{view.viewer}")
    view.fresh = set(hand)
    tags = record_tags(view)
    view.redraw()
    scene.draw(pygame.display.get_surface())
    pills = [pill for text, pill in tags if text == "new"]
    assert pills
    rects = sorted((view.card_rect(c) for c in hand), key=lambda r: r.left)
    for r, after in zip(rects, rects[1:] + [None]):
        shown_w = (after.left if after is not None else r.right) - r.left
        corner = pygame.Rect(r.left, r.top, shown_w, int(r.h * BAND))      # the rank's band
        for pill in pills:
            assert not pill.colliderect(corner), (pill, corner)
