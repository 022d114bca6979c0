"""Check 1: bots play every game, mode and seat count to its end within ``spec.step_cap``, and every
position on the way is one (``inconsistency()``, the spec's ``invariants``, the protocol's
promises) after every command. Also: other seeds deal other games, and a result is plain JSON."""
from __future__ import annotations

import json

import pytest

from conformance_helpers import RANDOM, case_id, cases, play, problems, shared_playout
from rules.core import bot_move

SEEDS = ("seed one", "seed two", "seed three")   # games that must not all be the same
SEEN_STEPS = 40           # commands of each compared
RANDOM_GAMES = 3          # random playouts per case (each checked after every command)
OTHER_LEVEL_GAMES = 1     # playouts per other bot level


def _checked(spec, mode, seats, seed, level):
    def check(state, before, cmd, events):
        found = problems(spec, state)
        assert not found, (f"{case_id(spec, mode, seats)} seed {seed!r} ({level} bots), after command "
                           f"{before + 1} {cmd.to_json()}: {'; '.join(found)}")
        assert isinstance(events, list)

    first = spec.new_game(mode, seats, seed, {})
    found = problems(spec, first)
    assert not found, f"{case_id(spec, mode, seats)} seed {seed!r}: the new game: {'; '.join(found)}"
    return play(spec, mode, seats, seed, level, keep_states=False, check=check)


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_random_playouts_end_within_the_step_cap_and_keep_every_invariant(spec, mode, seats):
    assert RANDOM in spec.bots, f"{spec.id} offers no '{RANDOM}' bot"
    for k in range(RANDOM_GAMES):
        game = _checked(spec, mode, seats, f"playout/{k}", RANDOM)
        assert game.final.is_over and game.commands
        result = game.final.result()
        assert len(result["scores"]) == game.final.players
        assert all(0 <= w < game.final.players for w in result["winners"])


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_every_bot_level_finishes_a_game(spec, mode, seats):
    for level in spec.bots:
        if level == RANDOM:
            continue
        for k in range(OTHER_LEVEL_GAMES):
            game = _checked(spec, mode, seats, f"level/{level}/{k}", level)
            assert game.final.is_over


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_games_are_reproducible_from_their_seed(spec, mode, seats):
    a = play(spec, mode, seats, "same seed", keep_states=False)
    b = play(spec, mode, seats, "same seed", keep_states=False)
    assert [c.to_json() for c in a.commands] == [c.to_json() for c in b.commands]
    assert a.events == b.events
    assert a.final.to_json() == b.final.to_json()


def _what_the_actor_sees(spec, mode, seats, seed) -> list[str]:
    """The actor's views over the first commands of a game whose bots are the same for every seed
    (so only the deal can make two games differ)."""
    state = spec.new_game(mode, seats, seed, {})
    bots, seen = {}, []
    while True:
        seen.append(json.dumps(state.view(0 if state.actor is None else state.actor), sort_keys=True))
        if state.is_over or len(seen) > SEEN_STEPS:
            return seen
        bot = bots.get(state.actor)
        if bot is None:
            bot = bots[state.actor] = spec.bots[RANDOM](state.actor, "the same bots")
        state.apply(bot_move(state, bot))


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_other_seeds_deal_other_games(spec, mode, seats):
    """The seed decides the deal: games with other seeds (and the same bots) do not all look the same
    to the seats playing them."""
    games = {tuple(_what_the_actor_sees(spec, mode, seats, seed)) for seed in SEEDS}
    assert len(games) > 1, f"{case_id(spec, mode, seats)}: seeds {SEEDS} all give the same game"


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_the_result_is_plain_json(spec, mode, seats):
    end = shared_playout(spec.id, mode, seats).final
    result = end.result()
    assert json.loads(json.dumps(result)) == result, f"{case_id(spec, mode, seats)}: result() is not plain JSON"
