"""Tower: whole random games for 2, 3, 5, 8 and 10 players (and the sensible bots).

After every command: every card of the decks is somewhere exactly once (by id, and by code as many
times as there are decks); the events tell the whole story (replaying their moves on a model of the
zones gives the state's zones); each action's events start with its action event. Every game ends,
within as many commands as there are cards (each command takes a card out of a hand for good and
cards only come into hands from the pile), with a ``game_over`` event carrying the result.
"""
from collections import Counter

import pytest

from rules.core import bot_move
from rules.tower import BOTS, new_game
from rules.tower.cards import deck_codes
from rules.tower.commands import Attack, Build, Discard, King, Queen

ACTION = {Build: "build", King: "king", Queen: "queen", Attack: "attack", Discard: "discard"}


def zones(s) -> dict[str, list[int]]:
    out = {"deck": list(s.deck), "discard": list(s.discard)}
    for p in range(s.players):
        out[f"hand.{p}"] = list(s.hands[p])
        out[f"tower.{p}"] = list(s.towers[p])
        out[f"king.{p}"] = [] if s.kings[p] is None else [s.kings[p]]
    return out


def replay(model: dict[str, list[int]], events) -> None:
    """Apply the move events to the zone model, checking each card leaves where the event says."""
    for e in events:
        if e.kind != "move":
            continue
        src, dst, card = model[e["src"]], model[e["dst"]], e["card"]
        if e["src"] == "deck":
            assert src[-1] == card, "a draw takes the top of the pile"
        assert card in src, f"card {card} is not in {e['src']}"
        src.remove(card)
        if e["dst"].startswith("tower."):
            assert e["index"] == len(dst)
        dst.append(card)


def every_card_once(s) -> None:
    every = s.deck + s.discard + sum(s.hands, []) + sum(s.towers, []) + [k for k in s.kings if k is not None]
    assert sorted(every) == list(range(len(s._t.codes))), "a card is counted twice or lost"
    assert Counter(s.code(c) for c in every) == Counter(deck_codes(s.jokers) * s.decks)


def play(players, seed, levels=("random",), options=None):
    s = new_game("multi", players, seed, options)
    bots = [BOTS[levels[p % len(levels)]](p, seed) for p in range(players)]
    model = zones(s)
    cap = len(s._t.codes)
    events = []
    while not s.is_over:
        assert s.step < cap, "the game does not end"
        cmd = bot_move(s, bots[s.actor])
        events = s.apply(cmd)
        assert events[0].kind == ACTION[type(cmd)] and events[0]["seat"] == cmd.seat
        replay(model, events)
        assert model == zones(s), f"the events of {cmd} do not tell what happened"
        every_card_once(s)
    assert events[-1].kind == "game_over" and events[-1].data == s.result()
    return s


@pytest.mark.parametrize("players", [2, 3, 5, 8, 10])
@pytest.mark.parametrize("seed", range(4))
def test_random_games_keep_every_card_once_and_end(players, seed):
    s = play(players, f"playout/{seed}")
    r = s.result()
    assert (r["completed"] is not None) or (not s.deck and not any(s.hands))
    assert r["scores"] == [v + b for v, b in zip(r["values"], r["bonus"])]


@pytest.mark.parametrize("players", [2, 3, 5, 8, 10])
def test_sensible_and_mixed_games_end(players):
    play(players, "sensible", ("sensible",))
    play(players, "mixed", ("sensible", "random"), {"jokers": False})


def test_sensible_bots_complete_towers():
    """The +5 is reachable: sensible bots complete towers while the pile still holds cards."""
    ends = [play(2, f"complete/{k}", ("sensible",)).result() for k in range(20)]
    assert any(r["completed"] is not None and max(r["bonus"]) == 5 for r in ends)
