"""The game session (``game.session.Session``) with every game: people and bots at one table, the
game's own file kept current after every command, a rejected command changing nothing, save and load
round trips that play on identically, and undo where the game's table has an undo rule."""
from __future__ import annotations

import random

import pytest

from conformance_helpers import cases, cmd_key, state_json
from game.session import Seat, Session, undo_rule
from rules.core import Rejected
from rules.saves import load_save

RANDOM = "random"


def mixed_seats(seats: int) -> list[Seat]:
    """Seat 0 a person; the others alternate bot, person (a one-seat mode: just the person)."""
    return [Seat(f"P{i}") if i % 2 == 0 else Seat(f"B{i}", "bot", RANDOM) for i in range(seats)]


def step(session: Session, rnd: random.Random) -> None:
    """What the table does: a bot decides for itself, a person picks any legal command."""
    cmd = session.bot_command() if session.actor_is_bot() else rnd.choice(session.state.legal_commands())
    session.submit(cmd)


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_a_session_keeps_its_file_current_and_round_trips(spec, mode, seats, tmp_path):
    rnd = random.Random(f"session/{spec.id}/{mode}/{seats}")
    own = tmp_path / "own.json"
    session = Session.new(spec.id, mode, mixed_seats(seats), f"session/{mode}/{seats}", autosave=own)
    assert load_save(own).state.step == 0
    while not session.state.is_over and len(session.commands) < 60:
        step(session, rnd)
        assert load_save(own).state.to_json() == session.state.to_json()   # after every command
    # a refused command: nothing changes, nothing is logged, the file stays
    before, logged, text = state_json(session.state), len(session.commands), own.read_text()
    with pytest.raises(Rejected):
        session.submit(_refused(session))
    assert state_json(session.state) == before and len(session.commands) == logged and own.read_text() == text
    # save, load, play on: the same game
    loaded = Session.load(session.save_as(tmp_path / "copy.json"))
    assert loaded.state.to_json() == session.state.to_json() and loaded.commands == session.commands
    assert [s.to_json() for s in loaded.seats] == [s.to_json() for s in session.seats]
    twin_rnd = random.Random(rnd.random())
    rnd_copy = random.Random()
    rnd_copy.setstate(twin_rnd.getstate())
    for _ in range(20):
        if session.state.is_over:
            break
        step(session, twin_rnd)
        step(loaded, rnd_copy)
        assert state_json(loaded.state) == state_json(session.state)


def _refused(session: Session):
    """A command the rules refuse now: the last command again once the game is over, else the first
    legal command made by a place that is not at the table."""
    state = session.state
    if state.is_over:
        return session.commands[-1]
    refused = state.parse_command({**state.legal_commands()[0].to_json(), "seat": state.players})
    assert cmd_key(refused) not in {cmd_key(c) for c in state.legal_commands()}
    return refused


@pytest.mark.parametrize("spec, mode, seats", cases())
def test_undo_goes_back_exactly_where_the_game_allows_it(spec, mode, seats, tmp_path):
    """Where the table has an undo rule, every command a person may take back is taken back to the
    very state before it, and the game's file replays to it; without a rule nothing is undone."""
    rule = undo_rule(spec.id)
    rnd = random.Random(f"undo/{spec.id}/{mode}/{seats}")
    own = tmp_path / "own.json"
    session = Session.new(spec.id, mode, mixed_seats(seats), f"undo/{mode}/{seats}", autosave=own)
    undone = 0
    while not session.state.is_over and len(session.commands) < 80:
        before = state_json(session.state)
        bot = session.actor_is_bot()
        step(session, rnd)
        if session.can_undo():
            assert rule is not None and not bot
            cmd = session.commands[-1]
            assert session.undo() == cmd
            assert state_json(session.state) == before
            assert load_save(own).state.to_json() == session.state.to_json()
            undone += 1
            session.submit(cmd)
        else:
            after = state_json(session.state)
            assert session.undo() is None and state_json(session.state) == after
    if rule is None:
        assert undone == 0
    else:
        assert undone > 0, "the rule allowed no undo at all in 80 commands: the check saw nothing"
