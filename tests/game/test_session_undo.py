"""Undo is the session's (``Session.submit`` / ``can_undo`` / ``undo``), played through the real Sky
Totems rules; the table scene's ``submit`` gives the events or None; a bot's rejected command is
written to the error log and the game goes on."""
from __future__ import annotations

import pytest

from game import session as session_module
from game.session import Seat, Session
from game.tables.sky_totems.undo import is_barrier
from rules.core import Rejected
from rules.saves import load_save
from rules.sky5.commands import Bank, Draw
from rules.sky_totems.commands import DrawPedestals
from table_helpers import display, table  # noqa: F401 (display: autouse fixture)


def totems(seats, seed=5, tmp_path=None, mode="multi"):
    auto = tmp_path / "game.json" if tmp_path is not None else None
    return Session.new("sky-totems", mode, seats, seed, autosave=auto)


def people(n=2):
    return [Seat(name) for name in ("Ann", "Bea", "Cai", "Dov")[:n]]


def choose(session, seed=5):
    """What the sensible bot would play for whoever decides now (a stand-in for a person)."""
    st = session.state
    return session.spec.bots["sensible"](st.actor, seed).choose(st.view(st.actor), st.legal_commands())


def assert_file_is(session, state_json, n_commands):
    """The game's own file replays and verifies, to exactly this position."""
    replay = load_save(session.autosave)
    assert replay.state.to_json() == state_json
    assert len(replay.commands) == n_commands


# --------------------------------------------------------------------------- round trips

def test_a_whole_game_undoing_every_step_that_may_be_undone_and_playing_it_again(tmp_path):
    """At each step: undo back as far as the rule allows, checking each position and the file, then
    play the same steps again; the game ends as it would have without undo."""
    session = totems(people(2), tmp_path=tmp_path)
    plain = totems(people(2))
    history: list[tuple[dict, object, bool]] = []     # (state before, command, drew a line)
    undone = barriers = 0
    while not session.state.is_over:
        cmd = choose(session)
        before = session.state.to_json()
        events = session.submit(cmd)
        assert plain.submit(cmd) == events
        line = is_barrier(cmd, events)
        history.append((before, cmd, line))
        if line:
            barriers += 1
            assert not session.can_undo()
            assert session.undo() is None and session.commands[-1] is cmd
            continue
        assert session.can_undo()
        # the run of this person's steps since the last line, newest first
        run = []
        for b, c, was_line in reversed(history):
            if was_line or c.seat != cmd.seat:
                break
            run.append((b, c))
        taken = []
        while session.can_undo():
            b, c = run[len(taken)]
            assert session.undo() is c
            taken.append(c)
            assert session.state.to_json() == b
            assert_file_is(session, b, len(session.commands))
        assert len(taken) == len(run)          # exactly back to the last line, never past it
        undone += len(taken)
        for c in reversed(taken):               # and forward again
            session.submit(c)
        assert session.state.to_json() == plain.state.to_json()
        assert_file_is(session, plain.state.to_json(), len(plain.commands))
    assert undone > 50 and barriers > 10
    assert session.commands == plain.commands
    assert session.state.to_json() == plain.state.to_json()


def test_undo_restores_the_state_exactly_and_the_save_text_replays(tmp_path):
    session = totems(people(2), seed=9, tmp_path=tmp_path)
    while not session.can_undo():
        session.submit(choose(session, 9))
    last = session.commands[-1]
    session.undo()
    before_json = session.state.to_json()
    text_after_undo = session.save_text()
    (tmp_path / "copy.json").write_text(text_after_undo, encoding="utf-8")
    assert load_save(tmp_path / "copy.json").state.to_json() == before_json
    # a different command after the undo: the log's text is made for it, not the undone one
    other = next(c for c in session.state.legal_commands() if c != last)
    session.submit(other)
    (tmp_path / "copy.json").write_text(session.save_text(), encoding="utf-8")
    replay = load_save(tmp_path / "copy.json")
    assert replay.commands[-1] == other and replay.state.to_json() == session.state.to_json()
    assert session.to_save()["commands"][-1] == other.to_json()


def test_undo_works_through_the_save_writer_too(tmp_path):
    from game.autosave import SaveWriter
    writer = SaveWriter()
    try:
        session = Session.new("sky-totems", "multi", people(2), 3, autosave=tmp_path / "g.json", writer=writer)
        while not session.can_undo():
            session.submit(choose(session, 3))
        session.undo()
        writer.flush()
        assert_file_is(session, session.state.to_json(), len(session.commands))
    finally:
        writer.close()


# --------------------------------------------------------------------------- where undo is refused

def drew_from_the_bag(cmd, events):
    """The command drew pedestals from the bag at random (a design chosen into the tray is no draw)."""
    return any(e.kind == "move" and e.get("src") == "bag" for e in events) and \
        getattr(cmd, "name", "") != "choose_design"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_nothing_is_undone_across_a_draw_from_the_bag(seed):
    session = totems(people(2), seed=seed)
    draws = after = 0
    drawn_by = None             # the seat whose last command drew, while that seat goes on
    while not session.state.is_over:
        cmd = choose(session, seed)
        events = session.submit(cmd)
        if drew_from_the_bag(cmd, events):
            draws += 1
            assert is_barrier(cmd, events)
            assert not session.can_undo() and session.undo() is None
            drawn_by = (cmd, len(session.commands))
            continue
        if drawn_by and session.can_undo() and drawn_by[0].seat == cmd.seat:
            # undo goes back step by step, and stops at the draw
            while session.can_undo():
                session.undo()
            assert len(session.commands) == drawn_by[1] and session.commands[-1] is drawn_by[0]
            after += 1
            session.submit(cmd)
        drawn_by = None
    assert draws > 3 and after > 0


def test_a_bots_command_is_never_undone():
    session = totems([Seat("Ann"), Seat("Vega", "bot", "sensible")], seed=2)
    bot_steps = 0
    while not session.state.is_over and bot_steps < 40:
        bot = session.actor_is_bot()
        session.submit(session.bot_command() if bot else choose(session, 2))
        if bot:
            bot_steps += 1
            assert not session.can_undo() and session.undo() is None
    assert bot_steps == 40


def test_another_seats_command_is_never_undone_even_where_the_rule_would_allow_it(monkeypatch):
    """With a rule that draws no line at all, undo still stops at the last change of seat."""
    monkeypatch.setattr(session_module, "undo_rule", lambda game: lambda command, events: False)
    session = totems(people(2), seed=4)
    first = None
    while not session.state.is_over:
        actor = session.state.actor
        session.submit(choose(session, 4))
        if first is None:
            first = actor
        elif session.state.actor != first and session.commands[-1].seat != first:
            break
    # the last command is the second seat's; undoing it must not reach the first seat's steps
    mover = session.commands[-1].seat
    while session.can_undo():
        assert session.undo().seat == mover
    assert session.commands[-1].seat != mover


def test_no_undo_once_the_game_is_over_nor_in_a_game_without_an_undo_rule():
    session = totems(people(2), seed=6)
    while not session.state.is_over:
        session.submit(choose(session, 6))
    assert not session.can_undo() and session.undo() is None
    sky5 = Session.new("sky-5", "multi", people(3), "u", {"first": 0})
    sky5.submit(Draw(0))
    assert not sky5.can_undo() and sky5.undo() is None and len(sky5.commands) == 1


def test_a_rejected_command_keeps_the_undo_and_mark_draws_a_line():
    session = totems(people(2), seed=9)
    while not session.can_undo():
        session.submit(choose(session, 9))
    with pytest.raises(Rejected):
        session.submit(DrawPedestals(1 - session.state.actor))
    assert session.can_undo()
    session.mark()
    assert not session.can_undo() and session.undo() is None


def test_a_log_cut_from_outside_is_not_undone():
    session = totems(people(2), seed=9)
    while not session.can_undo():
        session.submit(choose(session, 9))
    session.commands = session.commands[:-1]        # as a replay sets its own log
    assert not session.can_undo()


# --------------------------------------------------------------------------- the table scene

def sky5_session(bots=()):
    seats = [Seat(n, "bot", "sensible") if i in bots else Seat(n) for i, n in enumerate(["Ana", "Bo", "Cleo"])]
    return Session.new("sky-5", "multi", seats, 7, {"first": 0})


def test_table_submit_gives_the_events_or_none():
    session = sky5_session()
    app, scene = table(session)
    events = scene.submit(Draw(0))
    assert isinstance(events, list) and events and session.commands == [Draw(0)]
    assert scene.submit(Bank(2)) is None            # not Cleo's move
    assert len(session.commands) == 1 and scene.table.notice     # refused: said in the bubble


@pytest.mark.parametrize("game", ["sky-5", "sky-totems"])
def test_a_view_counts_an_accepted_command_with_no_events_as_accepted(game):
    session = Session.new(game, "multi", people(2 if game == "sky-totems" else 3), 7)
    app, scene = table(session)
    answers = []
    scene.submit = lambda cmd: answers.pop()
    cmd = session.state.legal_commands()[0]         # one the rules take (a kit table checks it first)
    answers.append([])
    assert scene.table.send(cmd) is True
    answers.append(None)
    assert scene.table.send(cmd) is False


def test_the_totems_view_only_asks_the_session_for_undo():
    session = totems(people(1) + [Seat("Vega", "bot", "sensible")], seed=9)
    app, scene = table(session)
    view = scene.table
    while not session.can_undo():
        if session.actor_is_bot():
            scene.play_bot()
        else:
            scene.submit(choose(session, 9))
        scene.update(0.016)
    assert view.can_undo() and ("undo",) in view.focus_targets()
    n = len(session.commands)
    view._click_undo()
    assert len(session.commands) == n - 1
    assert not hasattr(view, "undo") and not hasattr(view, "_last_events") and not hasattr(view, "_submitting")


# --------------------------------------------------------------------------- a bot's rejected command

def test_a_rejected_bot_command_is_logged_and_a_legal_one_played(saves, monkeypatch):
    session = sky5_session(bots=(0,))
    app, scene = table(session, bot_delay=1e9)
    assert session.actor_is_bot()
    legal = session.state.legal_commands()
    monkeypatch.setattr(session, "bot_command", lambda: Bank(0))    # nothing to bank yet
    with pytest.raises(Rejected) as rejected:
        session.state.copy().apply(Bank(0))
    assert scene.play_bot()
    assert session.commands == [legal[0]]
    log = (saves / "error.log").read_text(encoding="utf-8")
    assert "bot command rejected" in log and "sky-5" in log and "sensible" in log
    assert rejected.value.reason in log

