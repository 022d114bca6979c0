"""game.session.Session driving a Sky 5 game: play, autosave, save and load round trips."""
import json

import pytest

from game.session import Seat, Session
from rules.core import Rejected
from rules.saves import SaveError, load_save
from rules.sky5 import Bank, Draw


def seats(n=3, bots=()):
    return [Seat(f"P{i}", "bot", "sensible") if i in bots else Seat(f"P{i}") for i in range(n)]


def play_some(session, count):
    for _ in range(count):
        if session.state.is_over:
            break
        session.submit(session.state.legal_commands()[-1])


def test_new_session_uses_seat_names_and_first_option():
    s = Session.new("sky-5", "multi", seats(4), "sess", {"first": 2})
    assert s.state.names == ["P0", "P1", "P2", "P3"]
    assert s.state.actor == 2 and s.commands == []


def test_save_as_and_load_round_trip(tmp_path):
    s = Session.new("sky-5", "multi", seats(3, bots=(1,)), "sess-1")
    play_some(s, 25)
    path = s.save_as(tmp_path / "mine.json")
    loaded = Session.load(path)
    assert loaded.state.to_json() == s.state.to_json()
    assert loaded.commands == s.commands
    assert [x.to_json() for x in loaded.seats] == [x.to_json() for x in s.seats]
    assert loaded.seats[1].is_bot and loaded.seats[1].level == "sensible"
    assert loaded.seed == "sess-1" and loaded.options == s.options
    assert loaded.created == s.created and loaded.created
    # and both go on identically
    play_some(s, 10)
    play_some(loaded, 10)
    assert loaded.state.to_json() == s.state.to_json()


def test_finished_game_round_trip(tmp_path):
    s = Session.new("sky-5", "multi", seats(2), 11)
    play_some(s, 10_000)
    assert s.state.is_over
    data = s.to_save()
    assert data["status"] == "finished" and data["app_version"]
    loaded = Session.load(s.save_as(tmp_path / "done.json"))
    assert loaded.state.is_over and loaded.state.result() == s.state.result()


def test_autosave_follows_every_accepted_command(tmp_path):
    auto = tmp_path / "autosave.json"
    s = Session.new("sky-5", "multi", seats(3), "auto", autosave=auto)
    assert auto.exists() and load_save(auto).state.step == 0
    for n in range(1, 6):
        s.submit(s.state.legal_commands()[0])
        assert load_save(auto).state.to_json() == s.state.to_json()
        assert len(json.loads(auto.read_text())["commands"]) == n
    assert s.autosave_ok
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]


def test_rejected_submit_changes_nothing(tmp_path):
    auto = tmp_path / "autosave.json"
    s = Session.new("sky-5", "multi", seats(3), "rej", {"first": 0}, autosave=auto)
    s.submit(Draw(0))
    before_state, before_file = s.state.to_json(), auto.read_bytes()
    for bad in (Draw(0), Bank(2), Draw(5)):
        with pytest.raises(Rejected):
            s.submit(bad)
    assert s.state.to_json() == before_state
    assert len(s.commands) == 1
    assert auto.read_bytes() == before_file


def test_autosave_failure_does_not_stop_the_game(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    s = Session.new("sky-5", "multi", seats(2), "full-disk", autosave=blocker / "autosave.json")
    assert s.autosave_ok is False
    s.submit(s.state.legal_commands()[0])
    assert s.autosave_ok is False and len(s.commands) == 1


def test_load_bad_file_raises_save_error(tmp_path):
    path = tmp_path / "broken.json"
    path.write_bytes(b"{nope")
    with pytest.raises(SaveError) as info:
        Session.load(path)
    assert str(info.value).startswith("broken.json: ") and "\n" not in str(info.value)
    assert path.read_bytes() == b"{nope"


def test_bot_command_is_legal_and_only_for_bots():
    s = Session.new("sky-5", "multi", seats(3, bots=(0, 2)), "bots", {"first": 0})
    assert s.actor_is_bot()
    for _ in range(60):
        if s.state.is_over:
            break
        if s.actor_is_bot():
            cmd = s.bot_command()
            assert cmd in s.state.legal_commands()
            s.submit(cmd)
        else:
            assert s.bot_command() is None
            s.submit(s.state.legal_commands()[0])
    assert s.humans == [1]
