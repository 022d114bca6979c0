"""Sky Towers' own checks over whole games, beyond what ``tests/conformance`` checks for every game.

The 50 cards each in one place, the towers (under 21, completed ones exactly 21, a 10 only first,
only a 1 on a 1), Taroma's face-up cards, the bonus cards' holders and the seats are
``inconsistency()`` (``rules/sky_towers/consistency.py``), which the conformance suite asks after
every command of every mode; it also checks JSON round trips, copies, determinism, legality and that
views hide what they must. Legality with mutations of Sky Towers commands and every difficulty is
``test_sky_towers_legality.py``; the bots are ``test_sky_towers_bots.py``. Left here: Light's hand
limit through whole games at every difficulty, and what a view does show.
"""
from __future__ import annotations

import random

import pytest

from rules.core import bot_move
from rules.sky_towers import BOTS, EndGame, new_game
from rules.sky_towers.cards import LIGHT_DIFFICULTIES


def long_random_game(mode, seats, seed, options, check=None):
    """A game of random commands that never ends it early (Light's 'end the game' would stop most
    random games at once)."""
    s = new_game(mode, seats, seed, options)
    r = random.Random(f"pick/{seed}")
    while not s.is_over:
        legal = s.legal_commands()
        s.apply(r.choice([c for c in legal if not isinstance(c, EndGame)] or legal))
        if check:
            check(s)
    return s


@pytest.mark.parametrize("difficulty", sorted(LIGHT_DIFFICULTIES))
def test_light_hand_never_exceeds_the_hand_limit(difficulty):
    """Light solitaire (a full hand discards before it draws): after every command of random and
    sensible games, the hand holds at most the difficulty's hand limit, and random games reach it."""
    options = {"difficulty": difficulty}
    limit = new_game("light", 1, 0, options).hand_limit
    assert limit == LIGHT_DIFFICULTIES[difficulty]

    full = 0

    def within(s):
        nonlocal full
        assert len(s.hands[0]) <= s.hand_limit == limit, f"{len(s.hands[0])} cards, limit {limit}"
        full += len(s.hands[0]) == limit

    for g in range(8):
        long_random_game("light", 1, f"limit/{difficulty}/{g}", options, within)
    assert full, "no random game ever filled the hand: the limit was never tested"
    for g in range(3):
        s = new_game("light", 1, f"limit/sensible/{difficulty}/{g}", options)
        bot = BOTS["sensible"](0, g)
        while not s.is_over:
            s.apply(bot_move(s, bot))
            within(s)


@pytest.mark.parametrize("mode,seats", [("multi", 2), ("multi", 4), ("light", 1), ("taroma", 1)])
def test_a_view_shows_its_own_hand_and_only_counts_of_the_rest(mode, seats):
    """A seat sees its own hand (ids in hand order), every hand's size and the deck as a count; a
    spectator sees no hand."""
    seen = 0

    def look(s):
        nonlocal seen
        if s.step > 40:
            return
        for seat in [*range(s.seats), None]:
            v = s.view(seat)
            assert "deck_ids" not in v and v["deck"] == len(s.deck)
            assert v["hand_sizes"] == [len(h) for h in s.hands]
            if seat is None:
                assert v["hand"] is None
            else:
                assert [c["id"] for c in v["hand"]] == s.hands[seat]
                assert [c["value"] for c in v["hand"]] == [s.faces[c] for c in s.hands[seat]]
                seen += bool(v["hand"])

    long_random_game(mode, seats, f"view/{mode}/{seats}", {}, look)
    assert seen
