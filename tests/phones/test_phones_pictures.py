"""What a phone is sent: the conformance suite's privacy check, extended to phones.

For every registered game, mode and seat count, a random game is played; at positions along it,
each seat's picture (and the spectator's) must not change when everything that seat may not know
is re-dealt (``spec.secrets``, as tests/conformance/test_conformance_privacy.py does for views):
the labels of the moves and the moves themselves included. And a seat's picture holds no card face
that another seat's view shows and its own view does not.
"""
from __future__ import annotations

import json
import random
import re

import pytest

from game.phones.faces import HEIGHT, faces_for
from game.phones.pictures import Step, picture
from rules.core import RandomBot, bot_move
from rules.registry import GAMES

POSITIONS = 12


def _cases():
    return [pytest.param(spec, mode, seats, id=f"{spec.id}/{mode}/{seats}")
            for spec in GAMES.values() for mode, seats in spec.seat_counts()]


def _positions(spec, mode, seats):
    """About POSITIONS states of one random game, spread over it, and its last."""
    state = spec.new_game(mode, seats, f"phones/{spec.id}", {})
    bots = [RandomBot(seat, "phones") for seat in range(state.players)]
    states = [state.copy()]
    while not state.is_over and state.step < spec.step_cap:
        state.apply(bot_move(state, bots[state.actor]))
        states.append(state)
        state = state.copy()
    stride = max(1, len(states) // POSITIONS)
    return states[::stride] + [states[-1]]


def _faces(value, found: dict) -> None:
    """Every dict with an int ``id`` and something more (a face) in a JSON value, by id."""
    if isinstance(value, dict):
        if isinstance(value.get("id"), int) and len(value) > 1:
            found[value["id"]] = json.dumps(value, sort_keys=True)
        for v in value.values():
            _faces(v, found)
    elif isinstance(value, list):
        for v in value:
            _faces(v, found)


def _text(pic) -> str:
    return json.dumps(pic, sort_keys=True)


@pytest.mark.parametrize("spec, mode, seats", _cases())
def test_a_phone_is_never_sent_what_its_seat_may_not_know(spec, mode, seats):
    rnd = random.Random(f"phones/{spec.id}/{mode}/{seats}")
    for state in _positions(spec, mode, seats):
        step = Step(spec.id, state)
        for seat in [None, *range(state.players)]:
            seen = _text(picture(spec.id, state, seat, step))
            for _ in range(2):
                other = spec.secrets(state, seat, rnd)
                again = _text(picture(spec.id, other, seat, Step(spec.id, other)))
                assert again == seen, (f"{spec.id}/{mode}/{seats} step {state.step}: the phone of "
                                       f"{'a spectator' if seat is None else f'seat {seat}'} is sent "
                                       f"something that changes when its secrets are re-dealt")


@pytest.mark.parametrize("spec, mode, seats", _cases())
def test_no_face_only_another_seat_sees_reaches_a_phone(spec, mode, seats):
    for state in _positions(spec, mode, seats):
        step = Step(spec.id, state)
        views = {seat: {} for seat in [None, *range(state.players)]}
        for seat, faces in views.items():
            _faces(state.view(seat), faces)
        for seat, own in views.items():
            sent = {}
            _faces(picture(spec.id, state, seat, step), sent)
            for other, theirs in views.items():
                hidden = {cid for cid, face in theirs.items() if own.get(cid) != face}
                leaked = [cid for cid in hidden if sent.get(cid) == theirs[cid]]
                assert not leaked, (f"{spec.id} step {state.step}: seat {seat}'s phone is sent cards "
                                    f"{leaked[:3]} that only seat {other} may see")


def test_the_moves_are_labelled_in_words_and_only_the_actor_gets_them():
    spec = GAMES["tower"]
    state = spec.new_game("multi", 2, 5, {})
    step = Step("tower", state)
    mine = picture("tower", state, state.actor, step, log=["You draw 2 cards."])
    theirs = picture("tower", state, 1 - state.actor, step)
    assert mine["your_turn"] and mine["moves"] and not theirs["moves"]
    assert all(m["label"] and m["label"][0].isupper() and "{" not in m["label"] for m in mine["moves"])
    assert mine["log"] == ["You draw 2 cards."] and mine["turn"] == mine["you"]
    assert picture("tower", state, None, step)["view"] == state.view(None)


def _first_state(game: str, test) -> tuple:
    """The first position of a first-move game of ``game`` where ``test(step)`` holds."""
    spec = GAMES[game]
    state = spec.new_game("multi", 2, 11, {})
    while not state.is_over:
        step = Step(game, state)
        if test(step):
            return state, step
        state.apply(state.legal_commands()[0])
    raise AssertionError(f"no such position in {game}")


def test_a_tower_move_names_the_card_it_plays_and_the_card_that_pays_for_it():
    state, step = _first_state("tower", lambda s: any("paying" in m for m in s.moves))
    pic = picture("tower", state, state.actor, step)
    tiles = {card["id"]: card for card in pic["cards"]}
    hand = [card["id"] for card in state.view(state.actor)["hand"]]
    assert list(tiles) == hand          # the hand as cards, in its order
    codes = {card["id"]: card["code"] for card in state.view(state.actor)["hand"]}
    assert all(tile["face"] == codes[card] for card, tile in tiles.items())     # its face picture's name
    for move in pic["moves"]:
        command = move["command"]
        played = command.get("stone", command.get("jack", command.get("card")))
        assert move["card"] == played and tiles[played]["plays"]
        if command["cmd"] == "build" and command["pay"] >= 0:
            assert move["paying"] == command["pay"]
    assert not any("cell" in m for m in pic["moves"]) and pic["grid"] is None
    other = picture("tower", state, 1 - state.actor, step)
    assert other["moves"] == [] and not any(card["plays"] for card in other["cards"])


def test_a_sky_totems_pedestal_is_a_card_whose_moves_are_cells_of_the_altar():
    state, step = _first_state("sky-totems", lambda s: any(m["command"]["cmd"] == "place_pedestal" for m in s.moves))
    seat = state.actor
    pic = picture("sky-totems", state, seat, step)
    view = state.view(seat)
    names = {card["id"]: card["name"] for card in pic["cards"]}
    for move in pic["moves"]:
        command = move["command"]
        if command["cmd"] == "place_pedestal":
            assert move["cell"] == [command["x"], command["y"]] and move["card"] == command["pedestal"]
            assert names[command["pedestal"]] == view["pedestal_designs"][command["pedestal"]] + " pedestal"
        if command["cmd"] == "build_totem":
            assert "cell" not in move          # a totem spans cells: a labelled move of its own
    cells = {(c["x"], c["y"]) for c in pic["grid"]}
    assert cells == {(x, y) for x, y, _stack, _totem in view["altars"][seat]["cells"]}


# The rules' words that are not people's: a key, a code, a Python or JSON value.
CODES = re.compile(r"\b(None|null|True|False|true|false|actor|turn_kind|hand_sizes|tower_values|bank_counts)\b|[{}\[\]_]")


@pytest.mark.parametrize("spec, mode, seats", _cases())
def test_what_a_phone_lists_is_the_table_in_words_with_no_code_of_the_rules(spec, mode, seats):
    """Issue 39: the phone shows its seat "whose turn it is, the score line" and its secrets. Played
    in a real browser, its "What you see" was the rules' view as it is ("turn: 0", "actor: 0",
    "X of null", "kings: ,", "fields 4: 76, 42"). Now each game lists its table in its own words,
    every seat by name, the phone's own as "You", and not one rules' key, code or JSON value."""
    for state in _positions(spec, mode, seats):
        step = Step(spec.id, state)
        for seat in [None, *range(state.players)]:
            lines = picture(spec.id, state, seat, step)["seen"]
            assert lines and all(isinstance(line, str) and line for line in lines)
            bad = [line for line in lines if CODES.search(line)]
            assert not bad, f"{spec.id}/{mode} step {state.step}, seat {seat}: {bad}"
            said = " ".join(lines)
            if seat is not None and mode != "solo":
                assert "You" in said
            others = [n for i, n in enumerate(state.names) if i != seat and not (mode == "solo")]
            assert all(name in said for name in others), (others, said)


def test_a_sky_totems_phone_lists_its_own_missions_and_pedestals_by_design_never_by_id():
    """The seat's secrets come first, in words: its starting card and missions (another seat's are
    never named), its tray and the fields by design (the list once read "fields 4: 76, 42")."""
    state, step = _first_state("sky-totems", lambda s: any(m["command"]["cmd"] == "place_pedestal" for m in s.moves))
    seat = state.actor
    view = state.view(seat)
    lines = picture("sky-totems", state, seat, step)["seen"]
    designs = view["pedestal_designs"]
    mine = view["altars"][seat]["missions"]
    assert [line for line in lines if line.startswith("Your mission")] == [
        f"Your mission {m['name']} ({m['points']} points): {m['text']}" for m in mine]
    assert f"Your tray: {', '.join(designs[p] for p in view['tray'])}" in lines
    for k, field in enumerate(view["fields"], start=1):
        assert f"Pedestal field {k}: {', '.join(designs[p] for p in field) if field else 'empty'}" in lines
    theirs = [m for s, altar in enumerate(state.view(None)["altars"]) if s != seat
              for m in state.view(s)["altars"][s]["missions"]]
    assert theirs and not any(m["name"] in " ".join(lines) for m in theirs if m["name"] not in
                              {own["name"] for own in mine})


def test_a_sky_5_phone_lists_its_own_bank_and_a_spectator_none():
    """A bank lies face down: its seat's phone lists its cards, every other phone only how many."""
    from game.__main__ import build_session
    session = build_session("sky-5", "multi", 3, 4, 30)
    state = session.state
    banked = next(s for s in range(3) if state.view(s)["my_bank"])
    step = Step("sky-5", state)
    own = picture("sky-5", state, banked, step)["seen"]
    assert own[0].startswith("Your bank: the ")
    for seat in [None, *(s for s in range(3) if s != banked)]:
        lines = picture("sky-5", state, seat, step)["seen"]
        assert own[0] not in lines                  # another seat's bank is its own, if any
        assert (seat is None) == (not any(line.startswith("Your bank") for line in lines))
        assert any(f"{len(state.view(banked)['my_bank'])} card" in line and "banked" in line
                   and line.startswith(state.names[banked]) for line in lines)


def test_faces_are_the_tables_own_art_as_png_and_only_for_cards_known_by_a_code():
    faces = faces_for("tower")
    drawn = faces(["QS", "not a card"])
    assert list(drawn) == ["QS"] and drawn["QS"].startswith(b"\x89PNG")
    assert faces(["QS"])["QS"] is drawn["QS"]          # drawn once
    assert faces_for("sky-totems") is None             # pedestals and altar cards stay words


def test_a_sky_towers_phone_shows_its_cards_as_the_table_draws_them_in_its_mode():
    """Issue 39: "the card faces come from the game's own art ... so phone and screen show the same
    cards". Sky Towers' cards were words on the phone: their view names no code. Its faces are
    known by value now, drawn as the table draws them in the game's mode: Light leaves a 5's effect
    off, and against Taroma a 6 says it takes a random card."""
    import pygame
    from game.tables.sky_towers.art import TowerArt, mode_face
    for mode in ("multi", "light", "taroma"):
        state = GAMES["sky-towers"].new_game(mode, 1 if mode != "multi" else 2, 5, {})
        seat = state.actor
        step = Step("sky-towers", state)
        pic = picture("sky-towers", state, seat, step)
        hand = state.view(seat)["hand"]
        assert [card["face"] for card in pic["cards"][:len(hand)]] == [str(card["value"]) for card in hand]
        # a card played alone is a tile to tap, then where it goes; several 4s together stay a button
        for move in pic["moves"]:
            played = move["command"].get("cards") or []
            assert move.get("card") == (played[0] if len(played) == 1 else None), move
        assert any("card" in move for move in pic["moves"])
        faces = faces_for("sky-towers", mode)
        drawn = faces([str(v) for v in range(1, 11)] + ["0", "11", "QS"])
        assert sorted(drawn, key=int) == [str(v) for v in range(1, 11)]
        for value in (5, 6):
            mine = pygame.image.load(__import__("io").BytesIO(drawn[str(value)]), "face.png")
            table = mode_face(TowerArt(), value, HEIGHT, mode)
            assert mine.get_size() == table.get_size()
            assert pygame.image.tobytes(mine, "RGB") == pygame.image.tobytes(table, "RGB"), (mode, value)
    light, multi = faces_for("sky-towers", "light")(["5"])["5"], faces_for("sky-towers", "multi")(["5"])["5"]
    assert light != multi
