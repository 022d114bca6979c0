"""The Sky 5 table read across a room (issue 10): 6 and 9 told apart upside down, the die's number
said only once the die lies still, English for a seat named You, a tooltip for everything with a
name or a rule, every refusal shown at its target, text that grows with the window and never
covers the seat headers, and a status line that moves on with the turn."""
from __future__ import annotations

import pygame
import pytest

from game import theme
from game.session import Seat, Session
from game.tables.sky5 import art as sky5_art
from game.tables.sky5.words import describe
from rules.core import Event
from rules.sky5.bots import SensibleBot
from rules.sky5.commands import Bank, Draw, Take
from table_helpers import FakeApp, display, input_helpers, table  # noqa: F401 (display: autouse fixture)

pump, drag, click, key = input_helpers(drag_steps=5)


def new_session(players=3, seed=1, first="You"):
    names = [first, "Vega", "Orion", "Lyra", "Nova"][:players]
    seats = [Seat(n, "bot", "sensible") if i else Seat(n) for i, n in enumerate(names)]
    return Session.new("sky-5", "multi", seats, seed)


def advance(until, players=3, seeds=range(1, 400), max_steps=400, first="You"):
    """A fresh session played by bots (seat 0 only draws) until ``until(state)`` with seat 0 to act."""
    for seed in seeds:
        s = new_session(players, seed, first)
        for _ in range(max_steps):
            st = s.state
            if st.is_over:
                break
            if st.actor == 0 and until(st):
                return s
            if st.actor == 0 and any(isinstance(c, Draw) for c in st.legal_commands()):
                cmd = Draw(0)
            else:
                cmd = SensibleBot(st.actor, seed).choose(st.view(st.actor), st.legal_commands())
            s.submit(cmd)
    raise AssertionError("no such position found")


def turn_with_row():
    return advance(lambda st: st.phase == "turn" and st.rows[0] and not st.final and st.deck)


# --------------------------------------------------------------------------- 6 and 9

def _ink(surface: pygame.Surface, rect: pygame.Rect, ink) -> set[tuple[int, int]]:
    """The pixels of ``rect`` near the colour ``ink``, relative to its corner."""
    out = set()
    for y in range(rect.h):
        for x in range(rect.w):
            c = surface.get_at((rect.x + x, rect.y + y))
            if c.a > 200 and sum(abs(c[i] - ink[i]) for i in range(3)) < 90:
                out.add((x, y))
    return out


def _six_against_nine(art) -> float:
    """How much the upside-down index of a green 6 (bottom right, as seen) differs from the index of
    a green 9 (top left): the share of their ink pixels that are not in both."""
    h = 280
    six, nine = art.face({"colour": "green", "number": 6}, h), art.face({"colour": "green", "number": 9}, h)
    w, hh = six.get_size()
    top_left = pygame.Rect(int(w * 0.02), int(hh * 0.01), int(w * 0.26), int(hh * 0.225))
    bottom_right = pygame.Rect(w - top_left.right, hh - top_left.bottom, top_left.w, top_left.h)
    ink = sky5_art.PALETTE["green"]["ink"]
    a, b = _ink(six, bottom_right, ink), _ink(nine, top_left, ink)
    assert a and b
    return len(a ^ b) / len(a | b)


def test_an_upside_down_six_does_not_look_like_a_nine(monkeypatch):
    underlined = _six_against_nine(sky5_art.CardArt())
    monkeypatch.setattr(sky5_art, "UNDERLINED", ())
    plain = _six_against_nine(sky5_art.CardArt())
    # without the line the turned 6 and the 9 are nearly the same ink; the line (under the 9, over
    # the turned 6) sets them well apart
    assert underlined > plain + 0.1 and underlined > plain * 1.4, (underlined, plain)
    assert underlined > 0.3


def test_only_six_and_nine_are_underlined():
    art = sky5_art.CardArt()
    h = 280
    for n in (0, 1, 2, 3, 4, 5, 6, 9):
        face = art.face({"colour": "red", "number": n}, h)
        w, hh = face.get_size()
        # a full-width ink band just under the index number (the line) only on 6 and 9
        ink = sky5_art.PALETTE["red"]["ink"]
        band = pygame.Rect(int(w * 0.02), int(hh * 0.205), int(w * 0.26), int(hh * 0.025))
        rows = [sum(1 for x in range(band.w) if (x, y) in _ink(face, band, ink)) for y in range(band.h)]
        has_line = max(rows) >= band.w * 0.3
        assert has_line == (n in (6, 9)), (n, rows)


# --------------------------------------------------------------------------- the die

def test_the_rolled_number_is_said_only_once_the_die_lies_still():
    session = turn_with_row()
    app, scene = table(session, FakeApp, anim_speed=1.0, bot_delay=1e9)
    view = scene.table
    said_before = view.log.total
    key(scene, pygame.K_b)
    assert session.commands[-1] == Bank(0)
    value = session.state.die
    words = f"roll a {value}"

    def said() -> list[str]:
        new = view.log.total - said_before
        return list(view.log)[-new:] if new else []

    surface = pygame.display.get_surface()
    rolled = False
    for _ in range(400):
        scene.update(1 / 60)
        scene.draw(surface)
        if view.die.rolling:
            rolled = True
            status = view.tooltip_at(view.layout["status"].center)[1]      # the status line and the news line
            texts = said() + [view.status_text(), status, view.tooltip_at(view.die_rect().center)[1]]
            assert not any(str(value) in t for t in said()), said()
            assert not any(words in t for t in texts), texts
        elif rolled:
            break
    assert rolled and not view.die.rolling
    assert any(words in line for line in said()), said()
    assert view.die.shown == value
    assert f"The last roll was a {value}" in view.tooltip_at(view.die_rect().center)[1]


# --------------------------------------------------------------------------- English for You

def show(view, e, dt=1 / 60):
    """The table animates event ``e``: its step runs (after the holds of the steps before, ``dt``)."""
    view.animate([e])
    view.update(dt)


def test_sky_five_and_the_status_are_english_for_you():
    session = turn_with_row()
    app, scene = table(session)
    view = scene.table
    show(view, Event("sky_five", {"seat": 0}))
    banner = view.effects[-1]
    assert banner.sub == "You show all five colours and bank at once"
    assert view.log[-1] == "Sky Five! You bank without rolling."
    show(view, Event("final_skip", {"seat": 0}), dt=2.0)
    assert view.log[-1] == "You have no cards, so your final turn is over."
    show(view, Event("sky_five", {"seat": 1}), dt=1.0)
    assert view.effects[-1].sub == "Vega shows all five colours and banks at once"


# --------------------------------------------------------------------------- tooltips

def test_a_card_tooltip_names_it_and_gives_its_whole_rule():
    session = turn_with_row()
    app, scene = table(session)
    view = scene.table
    cid = view.cards_in("row.0")[0]
    face = session.state.view(0)["rows"][0][0]
    name, text = view.tooltip_at(view.card_rect(cid).center)
    colour = "shooting star" if face["colour"] == "star" else face["colour"]
    assert name.lower().startswith(colour) and str(face["number"]) in name
    assert f"worth {face['number']} point" in text
    assert "bank" in text and "your row" in text            # whose row, in English for You
    assert "…" not in text and len(text) > 120
    # a bot's card speaks of that bot
    for seat in (1, 2):
        if view.cards_in(f"row.{seat}"):
            other = view.cards_in(f"row.{seat}")[0]
            assert f"{view.name(seat)}'s row" in view.tooltip_at(view.card_rect(other).center)[1]


def test_the_die_deck_bank_and_seat_tooltips():
    session = turn_with_row()
    app, scene = table(session)
    view = scene.table
    name, text = view.tooltip_at(view.die_rect().center)
    assert name == "Rainbow die"
    assert "1 to 6" in text and "bust" in text and "bank" in text
    row_numbers = sorted({session.state.number(c) for c in session.state.rows[0] if session.state.number(c)})
    if row_numbers:
        assert "busts" in text and str(row_numbers[-1]) in text     # what a roll does now
    name, text = view.tooltip_at(view.pile_rect("deck").center)
    assert name == "Deck" and f"{session.state.view(0)['deck']} cards left" in text
    # the viewer's own bank tells its total; another seat's never does
    mine = view.tooltip_at(view.zones["bank.0"].card.center)
    theirs = view.tooltip_at(view.zones["bank.1"].card.center)
    assert mine[0] == "Your bank" and "Worth" in mine[1]
    assert theirs[0] == "Vega's bank" and "Worth" not in theirs[1] and "known only to Vega" in theirs[1]
    name, text = view.tooltip_at(view.seat_r[view.pos_of(1)].midtop[0:1] + (view.seat_r[view.pos_of(1)].top + 4,))
    assert name.startswith("Vega") and "bot" in text
    bank = view.buttons["bank"]          # a button's tooltip is its own (the shared overlay shows it)
    assert "bank" in bank.label.lower() and "die" in bank.tooltip


def test_the_card_to_give_has_its_own_tooltip_not_a_hand_cards():
    session = give_position()
    app, scene = table(session)
    view = scene.table
    cid = view.cards_in("pending")[0]
    name, text = view.tooltip_at(view.card_rect(cid).center)
    face = view.code(cid)
    assert name == describe(face).capitalize() and "In your hand" not in text
    assert text.endswith(f"Drawn by you, who already shows {face['colour']}: it goes to a player without "
                         f"{face['colour']} face up.")


def test_a_seat_tooltip_says_who_plays_it_what_its_chips_mean_and_its_row():
    session = turn_with_row()
    app, scene = table(session)
    view = scene.table

    def tip(seat):
        r = view.seat_r[view.pos_of(seat)]
        return view.tooltip_at((r.centerx, r.top + 4))

    assert tip(0)[0] == "You (seat 1)"
    assert tip(0)[1].startswith("A person at this screen. You are to play: draw a card or attempt to bank. Row: ")
    for seat in (1, 2):
        row = session.state.view(0)["rows"][seat]
        name, text = tip(seat)
        assert name == f"{view.name(seat)} (seat {seat + 1})" and text.startswith("A bot (sensible). ")
        assert text.endswith(f"worth {sum(c['number'] for c in row)}, not yet safe: banking moves them to the bank."
                             if row else ". No cards face up.")


def test_the_discard_pile_tooltip_says_how_many_lie_there_and_the_card_on_top():
    session = advance(lambda st: st.phase == "turn" and len(st.discard) > 1)
    app, scene = table(session)
    view = scene.table
    pile = view.cards_in("discard")
    name, text = view.tooltip_at(view.pile_rect("discard").center)
    assert name == "Discard" and text.startswith(f"{len(pile)} cards. When a player busts")
    assert text.endswith(f" On top: the {describe(view.code(pile[-1]))}.")


def test_the_felt_piles_say_under_their_names_what_left_the_game_and_what_was_discarded():
    session = turn_with_row()
    app, scene = table(session)
    view = scene.table
    deck, discard = view.zones["deck"], view.zones["discard"]
    assert deck.sub(view, view.count_in("deck")) == f"{session.state.view(0)['removed']} removed"
    assert discard.sub(view, 0) == ""               # an empty discard pile says "empty" on its place instead
    assert discard.sub(view, 1) == "1 card" and discard.sub(view, 7) == "7 cards"


def test_the_guide_and_status_tooltips_hold_the_whole_text():
    session = turn_with_row()
    app, scene = table(session)
    view = scene.table
    assert view.tooltip_at(view.guide_rect.center) == ("Guide", view.guide_text().replace("\n", " "))
    name, text = view.tooltip_at(view.layout["status"].center)
    assert name == "Status" and view.status_text() in text


# --------------------------------------------------------------------------- refusals

def give_position():
    def until(st):
        if st.phase != "give":
            return False
        colour = st.colour(st.pending)
        return any(st.has_colour(p, colour) for p in range(1, st.players))
    return advance(until)


def test_a_refused_give_is_shown_at_the_player_it_was_aimed_at():
    session = give_position()
    app, scene = table(session)
    view = scene.table
    st = session.state
    colour = st.colour(st.pending)
    bad = next(p for p in range(1, st.players) if st.has_colour(p, colour))
    calls = []
    real = type(view).rejected

    def spy(reason, at=None):
        calls.append((reason, at))
        real(view, reason, at)

    view.rejected = spy
    before = list(session.commands)
    key(scene, getattr(pygame, f"K_{bad + 1}"))
    assert session.commands == before
    assert calls and view.notice is not None
    assert view.notice_at == view.target_rect(("give", bad)) and view.notice_at.contains(view.seat_r[view.pos_of(bad)])


def test_a_refused_draw_is_shown_at_the_deck_and_a_plain_click_at_the_card():
    session = give_position()
    app, scene = table(session)
    view = scene.table
    key(scene, pygame.K_d)                     # the card must be given first: the rules say no
    assert view.notice is not None and view.notice_at == view.target_rect(("deck",))
    view.notice = None
    card = view.cards_in("pending")[0]
    click(scene, view.card_rect(card).center)   # a click on the card to give, not a drag
    assert view.notice is not None and "Drag the" in view.notice[0]
    assert view.notice_at == view.card_rect(card)


def test_dropping_a_taken_card_on_another_player_is_refused_there():
    session = advance(lambda st: st.phase == "take" and any(isinstance(c, Take) for c in st.legal_commands()))
    app, scene = table(session)
    view = scene.table
    buster = view.shown["buster"]
    cid = next(c for c in view.cards_in(f"row.{buster}") if view.targets_of(c))
    other = next(p for p in range(session.state.players) if p not in (0, buster))
    target = view.seat_r[view.pos_of(other)]
    drag(scene, view.card_rect(cid).center, target.center)
    assert session.state.phase == "take"
    assert view.notice is not None and view.notice_at == view.target_rect(("seat", other))
    assert view.notice_at.contains(target)


def test_a_refusal_is_gone_when_the_turn_moves_on():
    session = give_position()
    app, scene = table(session)
    view = scene.table
    view.send(Draw(0))
    assert view.notice is not None
    show(view, Event("turn", {"seat": 1}))
    assert view.notice is None


# --------------------------------------------------------------------------- banners and text sizes

def test_bust_banners_lie_over_the_row_never_over_the_header():
    session = turn_with_row()
    app, scene = table(session)
    view = scene.table
    show(view, Event("bust", {"seat": 1, "why": "die", "card": None}))
    banner = view.effects[-1]
    seat_r, row_r = view.seat_r[view.pos_of(1)], view.rows_r[view.pos_of(1)]
    assert banner.rect == row_r and banner.rect.top >= seat_r.top + (row_r.top - seat_r.top)
    assert not banner.rect.colliderect(view.layout["status"])
    assert banner.sub_size >= theme.MIN_TEXT


@pytest.mark.parametrize("players", [2, 5])
def test_text_grows_with_the_window_and_never_falls_below_the_minimum(players):
    session = new_session(players)
    sizes = {}
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        app, scene = table(session, FakeApp, size=size)
        scene.table.resize(size)
        sizes[size] = dict(scene.table.f)
        assert min(sizes[size].values()) >= theme.MIN_TEXT, sizes[size]
        for b in scene.table.buttons.values():        # a button's label is half its height
            assert b.rect.h * 0.5 >= theme.MIN_TEXT
    for role in ("name", "status", "small", "guide", "chip"):
        assert sizes[(960, 540)][role] <= sizes[(1280, 720)][role] < sizes[(1920, 1080)][role], role


def test_the_guide_names_the_bot_taking_from_your_busted_row_not_you():
    """After you bust, the others may each take one of your row's cards. While a bot decides what
    to take, the turn is still yours: the guide once told you to "Drag a highlighted card onto your
    row" beside "Vega may take one of You's cards"."""
    for seed in range(1, 200):
        session = new_session(3, seed)
        st = session.state
        while not st.is_over and not (st.phase == "take" and st.buster == 0 == st.turn and st.actor != 0):
            session.submit(SensibleBot(st.actor, seed).choose(st.view(st.actor), st.legal_commands()))
            st = session.state
        if not st.is_over:
            break
    else:
        raise AssertionError("no game where a bot takes from your busted row")
    app, scene = table(session, app_class=lambda: FakeApp(bot_delay=1e9))    # the bot never gets to move
    view = scene.table
    pump(scene)
    assert view.idle and view.shown["turn"] == 0 != view.shown["actor"]
    assert view.guide_text() == f"{view.name(view.shown['actor'])} (bot) is deciding…"
