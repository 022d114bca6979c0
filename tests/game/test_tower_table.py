"""The Tower table, driven headlessly with posted mouse and keyboard events: building by drag and a
click on the paying card, a blocked drag that says why and changes nothing, Kings, Queens and Jacks,
discarding, the keyboard flow, Esc, privacy, a ten-player table whose complete tower fits, the drawn
cards flying in, and a whole bot game to the results."""
from __future__ import annotations

import pygame
import pytest
from table_helpers import (FakeApp, HandOverApp, card_corner, display, frame, hold_drag,  # noqa: F401 (display: autouse fixture)
                           input_helpers, let_go, position_table)

from game.scenes.table import TableScene
from game.session import Seat, Session
from rules.tower.commands import NO_CARD, Attack, Build, Discard, King, Queen
from rules.tower.positions import find, position

pump, drag, click, key = input_helpers(drag_steps=6)
NAMES = ["You", "Vega", "Orion", "Lyra", "Nova", "Sirius", "Altair", "Deneb", "Rigel", "Mira"]


def table_at(state, humans=(0,), app_class=FakeApp, size=(1280, 720), **kw):
    return position_table("tower", state, humans, app_class, size, **kw)


card_pos = card_corner


def tower_pos(scene, seat):
    return scene.table.target_rect(("tower", seat)).center


hover = hold_drag


def building_position(**kw):
    """Your turn; your tower 10♥ 8♣ 6♥; in hand a stone that fits (4♠), one that does not (7♣), payers
    (9♦, the red joker, 8♥) and face cards."""
    args = dict(players=4, names=NAMES[:4], hands={0: "4S 9D XR 7C 8H KC JS QD", 1: "2H 3H", 2: "5S", 3: "6C"},
                towers={0: "10H 8C 6H", 1: "9S 7D", 2: "10D", 3: "8S"}, kings={3: "KD"}, turn=0)
    args.update(kw)
    return position(**args)


# --------------------------------------------------------------------------- building

def test_dragging_a_stone_onto_your_tower_lays_it_then_the_payers_light_up_and_a_click_builds():
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    stone, pay = find(st, "4S", 0), find(st, "9D", 0)
    drag(scene, card_pos(scene, stone), tower_pos(scene, 0))
    frame(scene)
    assert scene.session.commands == []                   # the stone waits for its construction card
    assert view.choice and view.choice.card == stone and view.choice.kind == "pay"
    payers = {c.pay for c in st.legal_commands() if isinstance(c, Build) and c.stone == stone}
    assert set(view.choice.picks) == payers and pay in payers and find(st, "XR", 0) in payers
    # the stone rests on top of the tower, where it will go
    assert view.target_rect(("tower", 0)).contains(view.card_rect(stone))
    assert "construction card" in view.status_text() and "4 of spades" in view.status_text()
    click(scene, card_pos(scene, pay))
    frame(scene)
    assert scene.session.commands == [Build(0, stone, pay)]
    assert view.cards_in("tower.0")[-1] == stone and pay in view.cards_in("discard")
    assert view.choice is None
    assert view.log and "build the 4 of spades" in " ".join(view.log)


def test_the_bottom_stone_is_built_at_once_without_a_payer():
    st = position(players=2, names=NAMES[:2], hands={0: "7H 9S KC", 1: "2C"}, turn=0)
    app, scene = table_at(st)
    stone = find(st, "9S", 0)
    drag(scene, card_pos(scene, stone), tower_pos(scene, 0))
    assert scene.session.commands == [Build(0, stone, NO_CARD)]
    assert scene.table.choice is None


def test_a_blocked_drag_says_why_at_the_tower_and_changes_nothing():
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    before = st.to_json()
    bad = find(st, "7C", 0)
    target = tower_pos(scene, 0)
    hover(scene, card_pos(scene, bad), target)
    # while the card is over the tower: the reason, at the tower, in the rejection bubble
    assert view.notice is not None
    assert "lower than the 6 of hearts and black" in view.notice[0]
    assert view.notice_at.colliderect(view.target_rect(("tower", 0)))
    assert ("tower", 0) not in view.targets_of(bad)
    let_go(scene, target)
    assert scene.session.commands == [] and scene.session.state.to_json() == before
    assert view.notice is not None and "lower than the 6 of hearts" in view.notice[0]
    assert view.choice is None and view.drag is None
    assert bad in view.hand_ids() and view.card_rect(bad).colliderect(view.zone_rect("hand.0"))


def test_while_dragging_the_legal_towers_light_up_and_the_others_are_marked():
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    jack = find(st, "JS", 0)
    hover(scene, card_pos(scene, jack), view.layout["table"].center)
    targets = view.targets_of(jack)
    assert ("tower", 1) in targets and ("tower", 2) in targets        # unprotected, with a stone
    assert ("tower", 3) not in targets and view.moves.relevant(jack, ("tower", 3))     # protected by a King
    assert "play" not in view.status_text() or "Jack" in view.status_text()
    let_go(scene, view.layout["table"].center)
    assert scene.session.commands == []


def test_a_card_dropped_back_on_the_hand_or_the_bare_table_changes_nothing():
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    card = find(st, "7C", 0)
    others = [c for c in st.hands[0] if c != card]
    drag(scene, card_pos(scene, card), view.card_rect(others[-1]).center)
    drag(scene, card_pos(scene, card), (view.layout["table"].left - 30, view.layout["table"].centery))
    assert scene.session.commands == [] and view.notice is None and view.choice is None
    frame(scene, 30)
    assert view.card_rect(card).colliderect(view.zone_rect("hand.0"))


# --------------------------------------------------------------------------- face cards

def test_a_king_dragged_onto_a_tower_protects_it():
    st = building_position()
    app, scene = table_at(st)
    king = find(st, "KC", 0)
    drag(scene, card_pos(scene, king), tower_pos(scene, 1))
    assert scene.session.commands == [King(0, king, 1)]
    frame(scene)
    assert scene.table.cards_in("king.1") == [king]
    assert scene.table.target_rect(("tower", 1)).contains(scene.table.card_rect(king))


def test_a_king_onto_a_protected_tower_is_refused_there():
    st = building_position()
    app, scene = table_at(st)
    king = find(st, "KC", 0)
    drag(scene, card_pos(scene, king), tower_pos(scene, 3))
    assert scene.session.commands == []
    assert "Only one King protects a tower" in scene.table.notice[0]


def test_a_queen_dragged_onto_a_king_removes_it():
    st = building_position()
    app, scene = table_at(st)
    queen = find(st, "QD", 0)
    drag(scene, card_pos(scene, queen), scene.table.card_rect(st.kings[3]).center)
    assert scene.session.commands == [Queen(0, queen, 3)]
    frame(scene)
    assert not scene.table.cards_in("king.3")
    assert "king of diamonds" in " ".join(scene.table.log)


def test_a_jack_then_a_lit_attack_card_knocks_off_the_top_stone():
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    jack, low, high = find(st, "JS", 0), find(st, "7C", 0), find(st, "8H", 0)
    top = st.towers[1][-1]
    drag(scene, card_pos(scene, jack), tower_pos(scene, 1))
    frame(scene)
    assert view.choice and view.choice.kind == "attack" and scene.session.commands == []
    assert high in view.choice.picks and low not in view.choice.picks
    assert "attack card" in view.status_text()
    click(scene, card_pos(scene, low))                    # a 7 does not beat the 7 of diamonds
    assert scene.session.commands == [] and "at least 8" in view.notice[0]
    click(scene, card_pos(scene, high))
    assert scene.session.commands == [Attack(0, jack, high, 1)]
    frame(scene)
    assert top not in view.cards_in("tower.1") and top in view.cards_in("discard")


def test_escape_and_the_right_button_call_a_choice_off_without_opening_the_menu():
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    stone = find(st, "4S", 0)
    drag(scene, card_pos(scene, stone), tower_pos(scene, 0))
    assert view.choice is not None
    key(scene, pygame.K_ESCAPE)
    assert view.choice is None and app.stack == []        # no menu: Esc called the choice off
    frame(scene, 30)
    assert view.card_rect(stone).colliderect(view.zone_rect("hand.0"))
    drag(scene, card_pos(scene, stone), tower_pos(scene, 0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 300), button=3))
    pump(scene)
    assert view.choice is None
    key(scene, pygame.K_ESCAPE)                            # nothing left to call off: the menu
    assert app.stack and type(app.stack[-1]).__name__ == "PauseScene"
    assert scene.session.commands == []


# --------------------------------------------------------------------------- discarding

def test_a_card_dragged_onto_the_discard_pile_is_discarded():
    st = building_position()
    app, scene = table_at(st)
    card = find(st, "QD", 0)
    drag(scene, card_pos(scene, card), scene.table.target_rect(("discard",)).center)
    assert scene.session.commands == [Discard(0, card)]
    frame(scene)
    assert scene.table.cards_in("discard")[-1] == card


def test_click_to_pick_then_click_a_place_and_d_to_discard():
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    king = find(st, "KC", 0)
    click(scene, card_pos(scene, king))
    assert view.selected == king
    frame(scene, 20)
    click(scene, tower_pos(scene, 2))
    assert scene.session.commands == [King(0, king, 2)]
    st2 = building_position()
    app, scene = table_at(st2)
    card = find(st2, "2H", 1) if False else find(st2, "QD", 0)
    click(scene, card_pos(scene, card))
    key(scene, pygame.K_d)
    assert scene.session.commands == [Discard(0, card)]


# --------------------------------------------------------------------------- the keyboard

def test_the_keyboard_builds_a_stone_and_pays_for_it():
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    hand = list(st.hands[0])
    stone = find(st, "4S", 0)
    key(scene, getattr(pygame, f"K_{hand.index(stone) + 1}"))      # its number picks it
    assert view.selected == stone and view.focus == ("tower", 0)   # the focus on the first place it may go
    key(scene, pygame.K_RETURN)
    assert view.choice and view.choice.card == stone
    assert view.focus is not None and view.focus[0] == "pick"
    first = view.focus[1]
    key(scene, pygame.K_TAB)
    assert view.focus[0] == "pick" and view.focus[1] != first
    chosen = view.focus[1]
    key(scene, pygame.K_RETURN)
    assert scene.session.commands == [Build(0, stone, chosen)]


def test_tab_cycles_the_places_a_picked_card_may_go_and_a_number_key_pays():
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    hand = list(st.hands[0])
    jack = find(st, "JS", 0)
    key(scene, getattr(pygame, f"K_{hand.index(jack) + 1}"))
    seen = [view.focus]
    for _ in range(3):
        key(scene, pygame.K_TAB)
        seen.append(view.focus)
    assert {("tower", 1), ("tower", 2), ("discard",)} <= set(seen)
    assert ("tower", 3) not in seen and ("tower", 0) not in seen
    while view.focus != ("tower", 2):
        key(scene, pygame.K_TAB)
    key(scene, pygame.K_RETURN)
    assert view.choice and view.choice.target == ("tower", 2)
    payer = find(st, "XR", 0)
    key(scene, getattr(pygame, f"K_{hand.index(payer) + 1}"))
    assert scene.session.commands == [Attack(0, jack, payer, 2)]


def test_backspace_puts_a_picked_card_back():
    st = building_position()
    app, scene = table_at(st)
    key(scene, pygame.K_1)
    assert scene.table.selected is not None
    key(scene, pygame.K_BACKSPACE)
    assert scene.table.selected is None and scene.session.commands == []


# --------------------------------------------------------------------------- privacy

def test_only_your_hand_is_drawn_face_up_and_others_are_counts():
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    view.private_log = seen = []
    frame(scene)
    view.redraw()                      # the still picture redrawn: every face in it reported
    frame(scene)
    assert seen and {s for s, _ in seen} == {0}
    assert {c for _, c in seen} <= set(st.hands[0])
    for seat in (1, 2, 3):
        assert not any(c in view.sprites for c in st.hands[seat])   # no sprite (no face) for other hands
        assert view.count_in(f"hand.{seat}") == len(st.hands[seat])


def test_with_two_people_nobody_sees_a_hand_before_the_hand_over():
    st = building_position()
    app, scene = table_at(st, humans=(0, 2), app_class=HandOverApp, bot_delay=0.0)
    view = scene.table
    view.private_log = seen = []
    frame(scene, 3)
    assert [n for n, _go in app.handovers] == ["You"]
    assert seen == [] and view.viewer is None and view.hand_ids() == []
    app.handovers.pop()[1]()
    frame(scene)
    assert seen and {s for s, _ in seen} == {0}
    # You discard; Vega (a bot) plays; then Orion's person must get the screen: nothing of Orion's before
    scene.submit(Discard(0, find(st, "QD", 0)))
    del seen[:]
    for _ in range(200):
        frame(scene)
        if scene.done_for is not None:
            break
    assert scene.done_for == 2 and {s for s, _ in seen} <= {0}
    scene.press_done()
    del seen[:]
    frame(scene)
    assert seen == [] and view.viewer is None
    app.handovers.pop()[1]()
    frame(scene)
    assert {s for s, _ in seen} == {2} and view.bottom == 2        # Orion holds the screen, at the bottom


# --------------------------------------------------------------------------- room for a whole tower

@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_ten_players_a_six_stone_tower_and_its_king_fit_every_seat(size):
    # Vega's tower is complete (it ended the game), with a King; three more have five stones
    towers = {1: "10H 9S 8H 7S 6H 5S", 0: "10C 9D 8C 7D 6C", 2: "9H 8S 7H 6S 5H", 7: "10D 9C 8D 7C 6D"}
    st = position(players=10, names=NAMES, hands={0: "2H", 4: "3C"}, towers=towers,
                  kings={1: "KD", 2: "KC", 7: "KH"}, turn=0)
    assert st.is_over          # a sixth stone ends the game
    app, scene = table_at(st, size=size)
    view = scene.table
    for p in range(10):
        seat = view.seat_at_pos(p)
        zone, panel = view.zone_rect(f"tower.{seat}"), view.layout[f"seat.{p}"]
        rects = [view.stone_slot(seat, i) for i in range(6)] + [view.king_slot(seat)]
        for pos, h in rects:
            w = h * 5 / 7
            r = pygame.Rect(round(pos.x - w / 2), round(pos.y - h / 2), round(w), round(h))
            assert zone.inflate(2, 2).contains(r) and panel.contains(r), (p, r, zone)
        # each covered stone shows a strip with its name, tall enough to read
        assert view.stone_h[p] * view.step[p] >= 12, (p, view.stone_h[p], view.step[p])
    for seat in towers:
        for cid in view.cards_in(f"tower.{seat}"):
            assert view.target_rect(("tower", seat)).inflate(2, 2).contains(view.card_rect(cid))
    for seat in (1, 2, 7):
        assert view.target_rect(("tower", seat)).inflate(2, 2).contains(view.card_rect(st.kings[seat]))


def test_every_layout_has_its_zones_on_the_map_and_no_seat_overlaps_another():
    from game.layout import load_layout
    for n in range(2, 11):
        L = load_layout(f"tower-{n}")
        L.fit((1920, 1080))
        names = {"status", "buttons", "table", "deck", "discard", "banner"}
        names |= {f"{z}.{p}" for p in range(n) for z in ("seat", "tower", "info", "hand")}
        assert names <= set(L.zones), (n, names - set(L.zones))
        screen = pygame.Rect(0, 0, 1920, 1080)
        for name in names:
            assert screen.contains(L[name]), (n, name)
        seats = [L[f"seat.{p}"] for p in range(n)] + [L["buttons"], L["table"]]
        for i, a in enumerate(seats):
            assert not any(a.colliderect(b) for b in seats[i + 1:]), (n, i)
        for p in range(n):
            for z in ("tower", "info", "hand"):
                assert L[f"seat.{p}"].contains(L[f"{z}.{p}"]), (n, z, p)


# --------------------------------------------------------------------------- animation and the end

def test_the_two_drawn_cards_fly_in_from_the_pile_at_the_start_of_your_turn():
    st = position(players=2, names=NAMES[:2], hands={0: "4S 9D KC", 1: "2H"}, towers={0: "10H", 1: "9S"},
                  turn=1)
    before = set(st.hands[0])
    app, scene = table_at(st, anim_speed=1.0, bot_delay=0.0)
    view = scene.table
    deck = view.target_rect(("deck",))
    flying = set()
    for _ in range(400):
        frame(scene, dt=1 / 60)
        for cid in view.hand_ids():
            s = view.sprites[cid]
            if s.move_tween is not None and s.rect().colliderect(deck.inflate(deck.w * 3, deck.h * 3)):
                flying.add(cid)
        if scene.session.state.turn == 0 and view.idle:
            break
    drawn = set(scene.session.state.hands[0]) - before
    assert len(drawn) == 2 and drawn <= flying
    assert view.fresh == drawn
    assert all(view.sprites[c].face_up for c in drawn)
    assert "You draw 2 cards." in view.log


def test_a_whole_bot_game_at_the_table_ends_in_the_results():
    from game.scenes.results import ResultsScene
    session = Session.new("tower", "multi", [Seat(n, "bot", "sensible" if i % 2 else "random")
                                              for i, n in enumerate(NAMES[:5])], "tower-table/bots")
    app = FakeApp(anim_speed=0.0, bot_delay=0.0)
    scene = TableScene(app, session)
    surface = pygame.display.get_surface()
    for _ in range(5000):
        scene.update(0.05)
        scene.draw(surface)
        if app.stack:
            break
    assert session.state.is_over
    results = app.stack[-1]
    assert isinstance(results, ResultsScene)
    result = session.state.result()
    rows, sentence, _names = results.pad
    assert [label for label, _ in rows] == ["Stones", "Sum of the stones", "Complete tower +5", "Total"]
    assert rows[-1][1] == result["scores"]
    assert "points" in sentence and any(NAMES[w] in sentence for w in result["winners"])
    assert scene.table.status_text().startswith("Game over")
    # the headline is said once: the news line ("Game over: ... .") does not say it again
    assert scene.table.status_news() == ""


def test_the_narration_speaks_to_you_in_english():
    from rules.core import Event
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    assert view.status_text() == "Your turn: build, play a face card or discard"
    view.narrate(Event("build", {"seat": 0, "stone": "4S", "pay": "9D", "height": 4}))
    assert view.log[-1] == "You build the 4 of spades on your tower, paying with the 9 of diamonds (4/6)."
    view.narrate(Event("king", {"seat": 1, "card": "KC", "target": 0}))
    assert view.log[-1] == "Vega protects your tower with the king of clubs."
    view.narrate(Event("attack", {"seat": 0, "jack": "JS", "card": "8H", "target": 1, "stone": "7D"}))
    assert view.log[-1] == "You attack Vega's tower with the jack of spades and the 8 of hearts: the 7 of diamonds falls."
    view.narrate(Event("skip", {"seat": 0}))
    assert view.log[-1] == "You have no cards and are skipped."
    view.narrate(Event("queen", {"seat": 2, "card": "QH", "target": 2, "king": "KS"}))
    assert view.log[-1] == "Orion plays the queen of hearts: the king of spades leaves their own tower."


def test_tooltips_say_what_the_cards_towers_and_piles_do():
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    king = find(st, "KC", 0)
    name, text = view.tooltip_at(card_pos(scene, king))
    assert name == "King of clubs" and "protects a tower from Jacks; building on it then costs stone + 3" in text
    name, text = view.tooltip_at(view.card_rect(st.kings[3]).center)
    assert name == "King of diamonds" and "Protects Lyra's tower" in text
    name, text = view.tooltip_at(view.zone_rect("tower.1").midtop)
    assert name == "Vega's tower" and "9 of spades, 7 of diamonds" in text and "sum 16" in text
    name, text = view.tooltip_at(view.target_rect(("deck",)).center)
    assert name == "Draw pile" and "left" in text
    name, text = view.tooltip_at(view.zone_rect("hand.2").center)
    assert name == "Orion's hand" and "1 card" in text and "5" not in text     # a count, never a face


def test_the_discard_pile_tooltip_says_how_many_lie_there_face_up_and_the_card_on_top():
    app, scene = table_at(building_position(discard="5H 9C"))
    view = scene.table
    name, text = view.tooltip_at(view.target_rect(("discard",)).center)
    assert name == "Discard pile" and text.startswith("2 cards, face up. On top: the 9 of clubs. Construction cards")


def test_the_reason_goes_when_the_dragged_card_leaves_the_blocked_tower():
    st = building_position()
    app, scene = table_at(st)
    view = scene.table
    bad = find(st, "7C", 0)
    hover(scene, card_pos(scene, bad), tower_pos(scene, 0))
    assert view.notice is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=view.layout["table"].center, rel=(0, 0),
                                         buttons=(1, 0, 0)))
    pump(scene)
    assert view.notice is None
    let_go(scene, view.layout["table"].center)
    assert scene.session.commands == []


def test_the_results_explain_the_bonus_and_a_shared_win():
    from game.tables.tower.results import explain, scorepad_rows
    names = ["You", "Vega", "Orion"]
    won = {"scores": [45, 30, 12], "winners": [0], "decided_by": "score", "stones": [6, 4, 2],
           "values": [40, 30, 12], "bonus": [5, 0, 0], "completed": 0, "pile_left": 12}
    assert explain(won, names) == ("You win with 45 points. You completed a tower of six stones while the pile "
                                   "still held cards: +5.")
    rows = dict(scorepad_rows(won))
    assert rows["Stones"] == ["6/6", "4/6", "2/6"] and rows["Complete tower +5"] == ["+5", "-", "-"]
    assert rows["Total"] == [45, 30, 12]
    shared = {"scores": [20, 20, 12], "winners": [0, 1], "decided_by": "score", "stones": [3, 3, 2],
              "values": [20, 20, 12], "bonus": [0, 0, 0], "completed": None, "pile_left": 0}
    assert explain(shared, names).startswith("You and Vega share the win with 20 points each.")


def test_the_hand_closes_up_while_a_discarded_card_flies_to_the_pile():
    """A card leaving the hand for a pile flies there; the cards left behind move together at once
    (they kept a gap until the next card arrived)."""
    st = building_position()
    app, scene = table_at(st, anim_speed=1.0)
    view = scene.table
    card, held = find(st, "QD", 0), len(st.hands[0])
    drag(scene, card_pos(scene, card), view.target_rect(("discard",)).center)
    assert scene.session.commands == [Discard(0, card)]
    frame(scene)
    left = view.hand_ids()
    assert card not in left and len(left) == held - 1
    hand = view.zones["hand.0"]
    for i, cid in enumerate(left):
        (x, y), h = view.sprites[cid].target
        pos, _h = hand.slot(i, len(left))
        assert abs(x - pos.x) < 1, (i, x, pos.x)
