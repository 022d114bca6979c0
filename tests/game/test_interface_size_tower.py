"""The Tower table at a larger interface size (125 / 150 / 200 %): its text grows, and the table makes
room for it (the status band and the seat headers grow, the towers, hands and piles give way), so
that no grown text lies over cards, other text or buttons, and at 100 % nothing moves."""
from __future__ import annotations

import pygame
import pytest
from table_helpers import display, grown_view, position_table, zone_rects  # noqa: F401 (display: autouse fixture)

from game import theme
from game.widgets.ui import fitted_label
from game.tables.tower.table import FONT_BASE, TowerTable
from rules.tower.positions import position

NAMES = ["You", "Vega", "Orion", "Lyra", "Nova", "Sirius", "Altair", "Deneb", "Rigel", "Mira"]
SIZES = [(1280, 720), (1920, 1080)]
PLAYERS = [2, 4, 6, 8, 9, 10]


def the_state(n: int):
    """Your turn, a tower of three stones each, a few cards in every hand."""
    others = ["2H 3H", "2C 3C", "2D 3D", "2S 3S", "4H 5H", "4C 5C", "4D 5D", "5S 7H", "7C 7D"]
    hands = {p: "4S 9C 8D KC JS QD" if p == 0 else others[p - 1] for p in range(n)}
    towers = {0: "10H 8C 6H", 1: "10S 9D 7S", n - 1: "10D 8S 6D"}
    return position(players=n, names=NAMES[:n], hands=hands, towers=towers, kings={1: "KD"}, turn=0)


def view_at(n: int, size, pct: int):
    """The table's view at ``size``, laid out for ``pct`` % (the app's setting changed while it is open)."""
    _app, scene = position_table("tower", the_state(n), size=size)
    return grown_view(scene, size, pct)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
def test_at_100_the_zones_are_the_layouts_own_and_nothing_grows(size, n):
    """At 100 % the table looks exactly as it always did: the layout's own zones, fonts, buttons."""
    view = view_at(n, size, 100)
    from game.layout import load_layout
    own = load_layout(f"tower-{n}")
    own.fit(size)
    assert zone_rects(view) == {name: pygame.Rect(r) for name, r in own.rects.items()}
    s = theme.scale_for(size)
    assert view.f == {role: theme.px(base, s) for role, base in FONT_BASE.items()}
    # the buttons' words at the table's own size: never larger than its status line
    assert all(0 < b.text_size <= view.f["status"] for b in view.buttons.values())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
def test_going_back_to_100_gives_the_100_layout_again(size, n):
    """Choosing 200 % and then 100 % again leaves no grown header or squeezed tower behind."""
    plain = view_at(n, size, 100)
    before = (zone_rects(plain), list(plain.stone_h), plain.hand_h, plain.pile_h)
    view = view_at(n, size, 200)
    theme.set_interface(100)
    view.resize(size)
    assert (zone_rects(view), list(view.stone_h), view.hand_h, view.pile_h) == before


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
@pytest.mark.parametrize("pct", [150, 200])
def test_the_text_grows(size, n, pct):
    """Across a room the words must be larger: every text role at least 1.4x at 150 % (bar clamps)."""
    view = view_at(n, size, pct)
    s = theme.scale_for(size)
    for role, base in FONT_BASE.items():
        assert view.f[role] >= round(theme.px(base, s) * pct / 100) - 1, role


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
@pytest.mark.parametrize("pct", [125, 150, 200])
def test_headers_hold_their_grown_name_badge_and_chips(size, n, pct):
    """A seat's name, number disc and BOT / TO PLAY chips are never taller than its header strip
    (they would run into the tower under it)."""
    view = view_at(n, size, pct)
    px = view.layout.px
    name = theme.font(view.f["name"], True).get_height()
    chip = theme.font(view.f["chip"], True).get_height() + max(4, view.f["chip"] // 3) // 2
    badge = theme.font(view.f["badge"], True)
    assert 2 * view.badge_r >= badge.get_height()
    assert 2 * view.badge_r >= badge.size(str(n))[0]
    for p in range(n):
        head = view.tower_r[p].top - view.seat_r[p].top
        assert head >= max(name, chip, 2 * view.badge_r) + 2, p
        if p == 0:      # your tower's height and score sit in your header
            info = view.info_r[0]
            assert info.h >= theme.font(view.info_strip(view.seat_at_pos(0))[0], True).get_height() - px(4)
            assert info.bottom <= view.tower_r[0].top


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
@pytest.mark.parametrize("pct", [150, 200])
def test_zones_stay_in_the_window_and_in_their_seat(size, n, pct):
    """Squeezed zones still lie in the window, each seat's tower, info and hand inside the seat, and
    the text zones (info, status) never overlap the cards' zones (tower, hand, piles)."""
    view = view_at(n, size, pct)
    window = pygame.Rect((0, 0), size)
    L = view.layout
    for name, r in L.rects.items():
        assert window.contains(r), name
    status = L["status"]
    for p in range(n):
        seat = view.seat_r[p]
        for r in (view.tower_r[p], view.info_r[p], view.hand_r[p]):
            assert seat.contains(r), p
            assert not r.colliderect(status)
        assert not view.info_r[p].colliderect(view.tower_r[p])
        if p:
            assert not view.info_r[p].colliderect(view.hand_r[p])
    for zone in ("deck", "discard"):
        assert not L[zone].colliderect(status)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
@pytest.mark.parametrize("pct", [150, 200])
def test_cards_fit_their_zones_and_the_pile_labels_fit_under_the_piles(size, n, pct):
    """Grown text takes its room from the cards: a whole tower of six stones and its King still fit
    the tower zone, your hand leaves room above it for the "new" tags, and the piles leave room for
    their grown labels inside the table panel."""
    view = view_at(n, size, pct)
    px = view.layout.px
    for seat in range(n):
        p = view.pos_of(seat)
        T = view.tower_r[p]
        top, h = view.stone_slot(seat, 5)
        assert top.y - h / 2 >= T.top - 1, seat
        king, kh = view.king_slot(seat)
        assert king.x + kh * 0.36 <= T.right + 1
    R = view.hand_r[0]
    tag = theme.font(view.f["chip"], True).get_height() + px(3)
    assert R.h - view.hand_h * 1.06 >= tag
    label = theme.font(view.f["label"]).get_linesize()
    for zone in ("deck", "discard"):
        r = view.zones[zone].card
        assert r.bottom + px(6) + label <= view.layout["table"].bottom + px(4), zone


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 8, 9, 10])
@pytest.mark.parametrize("pct", [150, 200])
def test_buttons_are_taller_than_their_grown_labels_and_leave_the_guide_room(size, n, pct):
    """The Discard, Cancel and Menu buttons hold their grown words, side by side without touching,
    and the hint above them keeps room for a line."""
    view = view_at(n, size, pct)
    zone = view.layout["buttons"]
    rects = [b.rect for b in view.buttons.values() if b.rect.w]
    for key, b in view.buttons.items():
        if not b.rect.w:
            continue
        assert zone.contains(b.rect), key
        font = theme.font(b.text_size or b.rect.h // 2, b.primary)
        assert b.rect.h > font.get_height(), key
        assert b.text_size >= round(view.layout.px(54) * 0.5), key
        drawn = fitted_label(b.label, b.text_size, b.rect.w - 8, theme.TEXT, b.primary)
        assert drawn.get_width() <= b.rect.w - 8 and drawn.get_height() < b.rect.h, key
        if key in ("discard", "cancel"):
            assert "(" not in b.label or font.size(b.label)[0] <= b.rect.w - 8, key
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert view.guide_rect.h >= theme.font(view.f["guide"]).get_linesize()
    assert all(not view.guide_rect.colliderect(r) for r in rects)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", PLAYERS)
def test_counts_on_cards_stay_on_the_card(size, n):
    """The count on the draw pile and on each face-down fan grows only while its pill stays on the
    card (else it covers the seat beside it); never below the reading floor. Above it the pill
    keeps within 45 % of the card; at the floor (the small fans of the folded seats) it may cover
    more of the card: as high as the card, as wide as the seat's hand zone."""
    view = view_at(n, size, 200)
    base = theme.px(FONT_BASE["count"], theme.scale_for(size))
    floor = theme.reading_floor(size, 2.0)
    from game.tables.tower.art import card_size
    fans = [(view.fan_h[p], view.hand_r[p].w) for p in range(1, n)]
    for h, room in [(view.pile_h, card_size(view.pile_h)[0] + 1)] + fans:
        size_ = view.count_size(h)
        assert size_ >= max(base, floor)
        f = theme.font(size_, True)
        if size_ > floor:
            assert f.get_height() + view.layout.px(6) <= h * 0.45 + 1
            assert f.size("88")[0] + view.layout.px(16) <= card_size(h)[0] + 1
        else:
            assert f.get_height() + view.layout.px(6) <= h
            assert f.size("88")[0] + view.layout.px(14) <= room


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pct", [150, 200])
def test_your_header_line_leaves_room_for_your_name(size, pct):
    """Your seat's header holds your name and, at its right end, your tower's height and score: the
    two never overlap (the score shrinks toward its 100 % size first)."""
    view = view_at(4, size, pct)
    seat = view.seat_at_pos(0)
    left = view.info_strip_left(seat)
    x = view.seat_r[0].left + view.layout.px(14) + 2 * view.badge_r + view.layout.px(10)
    assert left - x >= theme.font(view.f["name"], True).size("You")[0]
    assert left >= view.info_r[0].left


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pct", [150, 200])
def test_the_guide_shows_its_first_paragraph_and_the_buttons_keep_a_margin(size, pct):
    """On your turn the space above the buttons says what to do: the hint shrinks toward its 100 %
    size until its first paragraph fits (it was left empty at 200 %), and the Discard and Cancel
    words keep a margin inside their buttons."""
    view = view_at(3, size, pct)
    text = view.guide_text()
    assert text
    r = view.guide_rect
    hint = view.guide_fit(text)[0]
    assert hint >= round(view.f["guide"] / theme.interface) - 1
    first = theme.wrap(text.split("\n")[0], hint, r.w)
    assert theme.font(hint).get_linesize() * len(first) <= r.h
    for key in ("discard", "cancel"):
        b = view.buttons[key]
        assert theme.font(b.text_size, b.primary).size(b.label)[0] <= b.rect.w - view.layout.px(20), key


@pytest.mark.parametrize("size", SIZES)
def test_empty_piles_say_so_inside_their_outline(size):
    """An empty discard pile's "empty" lies inside the pile's outline at a grown size."""
    view = view_at(2, size, 200)
    r = view.zones["discard"].card
    size_ = view._shrunk_to(["empty"], view.f["small"], r.w - view.layout.px(8))
    assert theme.font(size_).size("empty")[0] <= r.w - view.layout.px(8) \
        or size_ == round(view.f["small"] / theme.interface)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(2, 11))
def test_at_200_your_cards_grow_too_not_only_the_words(size, n):
    """"At 200 % on 1920×1080 the cards are about twice as large as at 100 % on the same screen" (issue
    36): the map's 200 % zones give your hand, your tower and the piles the room the other seats fold
    away from. Your hand and the piles grow by at least 1.6 (about 2 with up to six seats, where the
    screen has the room), your tower's stones never shrink, and a hand of eight keeps its whole
    size: a longer one overlaps more before it shrinks (down to its values, see below)."""
    small = view_at(n, size, 100)
    view = view_at(n, size, 200)
    hand = view.zones[f"hand.{view.seat_at_pos(0)}"]
    hand_100 = small.zones[f"hand.{small.seat_at_pos(0)}"]
    assert hand.slot(0, 8)[1] == view.hand_h
    for cards in (7, 8, 10):
        assert hand.slot(0, cards)[1] >= hand_100.slot(0, cards)[1] * 1.6
    grows = 1.9 if n <= 3 else 1.8 if n <= 6 else 1.6
    assert view.pile_h >= small.pile_h * grows
    assert view.stone_h[0] >= small.stone_h[0]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 4, 7, 10])
def test_at_200_the_other_towers_fold_into_rows_that_read(size, n):
    """The other seats' towers lie in a row, bottom stone at the left and the King at the row's end,
    inside their zone; their cards are small enough to be drawn compact, whose rank (a third of the
    card) is at least as tall as the reading floor's capitals, and the top stone is never covered."""
    from game.tables.tower.art import COMPACT_BELOW
    view = view_at(n, size, 200)
    floor = theme.reading_floor(size, 2.0)
    cap = floor * 0.72         # the height of Inter's capitals at the floor's size
    for seat in range(n):
        p = view.pos_of(seat)
        assert view.folded[p] == (p > 0)
        if not p:
            continue
        T = view.tower_r[p]
        h = view.stone_h[p]
        assert h < COMPACT_BELOW and h * 0.34 >= cap - 1, (p, h)
        row = [view.stone_slot(seat, i)[0] for i in range(max(1, len(view.cards_in(f"tower.{seat}"))))]
        king, kh = view.king_slot(seat)
        assert kh == h and king.y == row[0].y
        xs = [pos.x for pos in row] + [king.x]
        assert xs == sorted(xs) and king.x - row[-1].x >= h * 0.714, p
        w = h * 0.714
        assert T.left <= xs[0] - w / 2 and xs[-1] + w / 2 <= T.right + 1, p
        assert T.top <= row[0].y - h / 2 and row[0].y + h / 2 <= T.bottom, p


def ink_columns(face: pygame.Surface) -> tuple[int, int]:
    """The first and the last column of a face's top half with ink on it (its rank, on a compact face)."""
    w, h = face.get_size()
    columns = [x for x in range(2, w) if any(sum(face.get_at((x, y))[:3]) < 400 for y in range(h // 20, h // 2))]
    return columns[0], columns[-1]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [5, 8, 9, 10])
def test_at_200_a_folded_tower_shows_each_covered_rank_whole_or_none_of_it(size, n):
    """A folded row of six stones, of three and of two, each with a 10 at the bottom: a covered
    stone shows its whole rank (a "10" cut to its "1" reads as an ace) or none of it (a pile under
    the top stone, whose height says how many); the top stone shows whole, inside the zone."""
    towers = {0: "8H", 1: "10S 9D 8S 7D 6S 5D", 2: "10D 9S 8D", 3: "10H 9C", 4: "9H 8C 7H 6C"}
    hands = {p: ["4S 9C", "2H", "2C", "2D", "2S", "4H", "4C", "4D", "5S", "7C"][p] for p in range(n)}
    _app, scene = position_table("tower", position(players=n, names=NAMES[:n], hands=hands, towers=towers,
                                                   turn=0), size=size)
    view = grown_view(scene, size, 200)
    for seat, stones in towers.items():
        p = view.pos_of(seat)
        if not p:
            continue
        codes = stones.split()
        xs = [view.stone_slot(seat, i)[0].x for i in range(len(codes))]
        h = view.stone_h[p]
        for code, x, above in zip(codes, xs, xs[1:]):
            first, last = ink_columns(view.art.face(code, h))
            shown = above - x
            assert shown >= last + 1 or shown <= first, (seat, code, shown, first, last)
        T = view.tower_r[p]
        assert T.left <= xs[0] - h * 0.357 and xs[-1] + h * 0.357 <= T.right, seat


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [8, 9, 10])
def test_at_200_a_folded_bot_to_play_keeps_its_bot_chip(size, n):
    """Whether a seat is a bot is public: at 200 % the folded seat of a bot to play keeps its BOT
    chip in the grid's narrow headers (its turn chip says PLAYS where TO PLAY leaves no room, and
    gives way first: the seat's gold disc and frame still say it plays)."""
    drawn = []
    real = TowerTable._chip

    def chip(self, surface, text, *args, **kw):
        drawn.append(text)
        return real(self, surface, text, *args, **kw)
    for turn in range(1, n):
        hands = {p: ["2H", "3S", "4D", "5C", "6H", "7S", "8D", "9C", "2S", "3H"][p] for p in range(n)}
        _app, scene = position_table("tower", position(players=n, names=NAMES[:n], hands=hands, turn=turn), size=size)
        view = grown_view(scene, size, 200)
        drawn.clear()
        TowerTable._chip = chip
        try:
            view._draw_head(pygame.Surface(size), turn)
        finally:
            TowerTable._chip = real
        assert drawn in (["BOT", "TO PLAY"], ["BOT", "PLAYS"], ["BOT"]), (turn, drawn)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [4, 10])
def test_at_200_you_build_attack_and_crown_by_mouse_on_the_folded_table(size, n):
    """Play works on the grown table: a stone dragged onto your tower and a click on its lit payer
    builds, a Jack dropped on a folded seat and a click on a lit attack card knocks off its top
    stone, and a King dropped on another folded seat protects it."""
    from table_helpers import card_corner, frame, input_helpers
    from rules.tower.commands import Attack, Build, King
    from rules.tower.positions import find
    _pump, drag, click, _key = input_helpers(drag_steps=6)
    state = the_state(n)
    card = {code: find(state, code, 0) for code in ("4S", "9C", "JS", "KC")}
    last = n - 1          # a folded seat whose unprotected tower tops with the 6 of diamonds

    def grown_table():          # each on a position of its own (a session plays on its state)
        _app, scene = position_table("tower", the_state(n), size=size)
        view = grown_view(scene, size, 200)
        frame(scene)
        return scene, view

    try:
        scene, view = grown_table()
        drag(scene, card_corner(scene, card["4S"]), view.target_rect(("tower", 0)).center)
        frame(scene)
        click(scene, card_corner(scene, card["9C"]))
        assert scene.session.commands == [Build(0, card["4S"], card["9C"])]
        scene, view = grown_table()
        assert view.folded[view.pos_of(last)]
        drag(scene, card_corner(scene, card["JS"]), view.target_rect(("tower", last)).center)
        frame(scene)
        click(scene, card_corner(scene, card["9C"]))
        assert scene.session.commands == [Attack(0, card["JS"], card["9C"], last)]
        scene, view = grown_table()
        drag(scene, card_corner(scene, card["KC"]), view.target_rect(("tower", last)).center)
        assert scene.session.commands == [King(0, card["KC"], last)]
        frame(scene, 30)
        assert view.cards_in(f"king.{last}") == [card["KC"]]
        king = view.card_rect(card["KC"])
        assert king.h == round(view.stone_h[view.pos_of(last)]) and view.tower_r[view.pos_of(last)].contains(king)
    finally:
        theme.set_interface(100)


def longest_hand(n: int) -> int:
    """The most cards a hand can hold at ``n`` seats: a player who only ever discards (one card a
    turn for the two drawn), first to draw, until the pile (with jokers) runs out."""
    from rules.tower.cards import DECKS_BY_PLAYERS, DRAW, HAND, per_deck
    pile = DECKS_BY_PLAYERS[n] * per_deck(True) - HAND * n
    turns = -(-pile // DRAW)
    own = -(-turns // n)
    return HAND + DRAW * own - (own - 1)


def ten_ink_right(view, h: float) -> int:
    """How far into a card ``h`` high the ink of its corner's "10" reaches, in pixels from its left
    edge (the rows above the first pips, in the red of the ten of hearts)."""
    face = view.art.face("10H", h)
    w, rows = face.get_width(), int(face.get_height() * 0.14)
    return max(x for x in range(w * 3 // 10) for y in range(rows) if face.get_at((x, y)).g < 150)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", range(2, 11))
@pytest.mark.parametrize("pct", [150, 200])
def test_a_long_grown_hand_shows_every_cards_whole_value(size, n, pct):
    """A grown hand overlaps rather than shrink, but never so far that the next card hides part of
    a card's value: up to the longest hand the rules can deal, the part of each card left in sight
    holds its corner's whole "10" (a hidden "0" reads as an ace), and the hand stays in its zone."""
    from game.tables.tower.art import CARD_RATIO
    view = view_at(n, size, pct)
    hand = view.zones[f"hand.{view.seat_at_pos(0)}"]
    for count in range(2, longest_hand(n) + 1):
        (first, h), (second, _) = hand.slot(0, count), hand.slot(1, count)
        assert second.x - first.x >= ten_ink_right(view, h) + 1, count
        assert hand.rect.left <= first.x - h * CARD_RATIO / 2
        assert hand.slot(count - 1, count)[0].x + h * CARD_RATIO / 2 <= hand.rect.right


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [8, 9, 10])
def test_the_grown_done_panel_says_its_sentence_whole(size, n):
    """With seven to ten seats the buttons' zone shares the table with a grid of folded seats: still
    wide enough that under the "Done · pass to …" button the whole sentence shows, up to "Esc."."""
    _app, scene = position_table("tower", the_state(n), size=size)
    view = grown_view(scene, size, 200)
    view.done_for = "Maximiliana Wolf"
    seen = []
    theme.text_probe = seen
    try:
        scene.update(0.016)
        scene.draw(pygame.display.get_surface())
    finally:
        theme.text_probe = None
        theme.set_interface(100)
    words = " ".join(text for _px, text in seen)
    assert "Press Enter or" in words and "Esc." in words
