"""Check 4: ``to_json``/``from_json`` round-trips, and the reloaded state plays on identically
(same legal commands, same events and states for the next commands); ``copy`` likewise."""
from __future__ import annotations

import json

import pytest

from conformance_helpers import case_id, cases, cmd_key, events_json, shared_playout, state_json
from rules.saves import same_json

POSITIONS = 20       # positions per case
PLAY_ON = 6          # commands played on from each


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_to_json_from_json_round_trips_and_plays_on_identically(spec, mode, seats):
    game = shared_playout(spec.id, mode, seats)
    for i in game.sample(POSITIONS):
        state = game.states[i]
        where = f"{case_id(spec, mode, seats)} step {state.step}"
        data = state.to_json()
        text = json.dumps(data)              # plain JSON: no tuples, sets or objects in it
        assert same_json(json.loads(text), data), f"{where}: to_json is not plain JSON"
        for twin, how in ((type(state).from_json(json.loads(text)), "from_json"),
                          (spec.state.from_json(data), "spec.state.from_json"), (state.copy(), "copy")):
            assert same_json(twin.to_json(), data), f"{where}: {how} does not give the same JSON back"
            assert twin.is_over == state.is_over and twin.actor == state.actor, where
            assert [cmd_key(c) for c in twin.legal_commands()] == [cmd_key(c) for c in state.legal_commands()], \
                f"{where}: {how} lists other legal commands"
            for seat in [None, *range(state.players)]:
                assert twin.view(seat) == state.view(seat), f"{where}: {how} shows seat {seat} something else"
            for k in range(i, min(i + PLAY_ON, len(game.commands))):
                cmd = twin.parse_command(game.commands[k].to_json())
                assert events_json(twin.apply(cmd)) == game.events[k], \
                    f"{where}: {how}, command {k + 1} gives other events"
                assert state_json(twin) == state_json(game.states[k + 1]), \
                    f"{where}: {how}, command {k + 1} leads elsewhere"
        # the original was not changed by any of it
        assert same_json(state.to_json(), data)


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_from_json_refuses_a_snapshot_with_a_field_missing(spec, mode, seats):
    data = shared_playout(spec.id, mode, seats).states[1].to_json()
    for name in data:
        broken = {k: v for k, v in data.items() if k != name}
        with pytest.raises(ValueError):
            spec.state.from_json(broken)
