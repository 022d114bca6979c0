"""The save library: every game keeps its own file, nothing a player made is removed, saves are
written off the frame loop, and a cut-off write leaves nothing behind after the next start.

Issue 8, "Games lost": starting a new game replaced the unfinished one; a finished game was gone
after the next new game; loading from the pause menu destroyed the game in progress.
"""
from __future__ import annotations

import json
import os
import threading

import pygame
import pytest

from game import autosave as autosave_module
from game import paths
from game.autosave import SaveWriter
from game.library import Library
from game.session import Seat, Session
from rules.saves import load_save

DT = 1 / 60


def new_app():
    from game.app import App
    app = App(size=(1280, 720))
    pygame.event.clear()
    return app


def frames(app, n=2):
    for _ in range(n):
        app.frame(dt=DT)


def start(app, seed, game="sky-5", humans=1):
    """A game started the way the setup screen starts one."""
    seats = [Seat(f"P{i}") for i in range(humans)] + [Seat(f"Bot{i}", "bot", "sensible") for i in range(3 - humans)]
    session = Session.new(game, "multi", seats, seed, autosave=app.new_game_file(game), writer=app.saver)
    assert app.start_game(session)
    return session


def play(session, moves):
    for _ in range(moves):
        if session.state.is_over:
            return
        session.submit(session.state.legal_commands()[-1])


def finish(session):
    while not session.state.is_over:
        session.submit(session.bot_command() if session.actor_is_bot() else session.state.legal_commands()[-1])


def statuses(app):
    app.flush_saves()
    return sorted((i.game, app.library.checked(i).finished, app.library.checked(i).step) for i in app.library.infos())


# ----------------------------------------------------------------------------- never lose a game

def test_a_new_game_never_replaces_an_unfinished_one(app, stub_table, saves):
    first = start(app, seed=1)
    play(first, 7)
    second = start(app, seed=2)
    play(second, 3)
    assert first.autosave != second.autosave
    assert statuses(app) == [("sky-5", False, 3), ("sky-5", False, 7)]
    # Continue resumes the most recent unfinished game, in its own file.
    app.go_title()
    frames(app)
    title = app.top
    assert title.continue_button.enabled
    title.continue_game()
    assert app.top.session.autosave == second.autosave and len(app.top.session.commands) == 3


def test_a_finished_game_stays_listed_for_its_replay_after_the_next_game(app, stub_table, saves):
    from game.scenes.load import LoadScene
    done = start(app, seed=3)
    finish(done)
    start(app, seed=4)
    app.go_title()
    app.push(LoadScene(app))
    frames(app, 4)
    scene = app.top
    rows = {i.path: i for i in scene.saves}
    assert rows[done.autosave].finished and rows[done.autosave].checked
    scene.list.select(scene.saves.index(rows[done.autosave]))
    frames(app, 1)
    assert scene.replay_button.enabled and scene.results_button.enabled
    # Continue skips the finished one and offers the game in progress.
    app.go_title()
    frames(app)
    assert app.top.resumable is not None and app.top.resumable.path != done.autosave


def test_loading_another_game_from_the_pause_menu_keeps_the_one_in_progress(app, stub_table, saves):
    from game.scenes.load import LoadScene
    older = start(app, seed=5)
    play(older, 4)
    current = start(app, seed=6)
    play(current, 9)
    app.pause(current)
    app.top.open_load()
    frames(app, 3)
    scene = app.top
    assert isinstance(scene, LoadScene)
    scene.list.select(next(i for i, s in enumerate(scene.saves) if s.path == older.autosave))
    scene.open_selected()
    assert app.top.session.autosave == older.autosave        # resumed in its own file
    app.flush_saves()
    assert len(load_save(current.autosave).commands) == 9     # the other game is still there


def test_a_named_save_is_resumed_into_a_new_file_and_never_changed(app, stub_table, saves):
    session = start(app, seed=7)
    play(session, 5)
    named = session.save_as(saves / "friday.json")
    before = named.read_bytes()
    library = app.library
    resumed = Session.resume(named, library, app.saver)
    assert resumed.autosave not in (named, session.autosave)
    play(resumed, 2)
    app.flush_saves()
    assert named.read_bytes() == before
    assert len(load_save(resumed.autosave).commands) == 7
    assert len(load_save(session.autosave).commands) == 5


def test_the_old_autosave_is_taken_into_the_library_on_first_start(saves, stub_table):
    from game.__main__ import build_session
    session = build_session("sky-5", "multi", 3, 11, 6)
    old = session.save_as(saves / "autosave.json")
    content = json.loads(old.read_text())
    (saves / "broken.json").write_text("{ nope")
    app = new_app()
    frames(app)         # the app's first frame shows the title; the second opens the saves folder
    try:
        assert not old.exists()
        [adopted] = [p for p in saves.glob("sky-5-*.json")]
        data = json.loads(adopted.read_text())
        assert data["id"] == adopted.stem
        assert data["commands"] == content["commands"] and data["snapshot"] == content["snapshot"]
        assert (saves / "broken.json").read_text() == "{ nope"      # other files are left alone
        frames(app)
        assert app.top.continue_button.enabled
        app.top.continue_game()
        assert app.top.session.autosave == adopted                   # the game's own file now
    finally:
        app.close()


def test_an_unreadable_old_autosave_is_kept_under_another_name(saves, stub_table):
    (saves / "autosave.json").write_text("{ half a save")
    app = new_app()
    frames(app)         # the app's first frame shows the title; the second opens the saves folder
    try:
        kept = list(saves.glob("autosave-*.json"))
        assert len(kept) == 1 and kept[0].read_text() == "{ half a save"
        [info] = app.library.infos()
        assert not info.ok
    finally:
        app.close()


def test_leftover_temporary_files_are_removed_at_start_and_nothing_else(saves):
    # Issue 37: every start removed any "*.json.*.tmp", a person's own "notes.json.old.tmp" too.
    (saves / ".sky-5-20260101-000000-abcd.json.skytable-x1y2z3ab.tmp").write_text("{ half")
    (saves / ".settings.json.skytable-k9k9k9_9.tmp").write_text("")
    mine = ["notes.tmp", "notes.json.old.tmp", "autosave.json.k9k9k9.tmp", ".x.json.skytable-toolong12.tmp"]
    for name in mine:
        (saves / name).write_text("mine")
    keep = saves / "sky-5-20260101-000000-abcd.json"
    keep.write_text("{}")
    app = new_app()
    frames(app)         # the app's first frame shows the title; the second opens the saves folder
    try:
        assert sorted(p.name for p in saves.iterdir()) == sorted(mine + [keep.name])
        assert all((saves / name).read_text() == "mine" for name in mine)
    finally:
        app.close()


def test_an_atomic_write_leaves_only_the_file_and_names_its_temporary_file_as_the_apps_own(tmp_path, monkeypatch):
    import os
    from rules.saves import TMP_NAME, write_text_atomic
    seen = []
    real = os.replace

    def spy(src, dst):
        seen.append(os.path.basename(src))
        return real(src, dst)
    monkeypatch.setattr(os, "replace", spy)
    synced = []
    real_fsync = os.fsync

    def fsync(fd):
        synced.append(os.path.isdir(f"/proc/self/fd/{fd}") if os.path.isdir("/proc/self/fd") else None)
        return real_fsync(fd)
    monkeypatch.setattr(os, "fsync", fsync)
    write_text_atomic(tmp_path / "game.json", "{}")
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    assert len(seen) == 1 and TMP_NAME.fullmatch(seen[0]), seen
    if hasattr(os, "O_DIRECTORY") and os.path.isdir("/proc/self/fd"):
        # the file's text, then the folder holding the rename (a power cut keeps both)
        assert synced == [False, True]


def test_delete_removes_only_the_chosen_save_after_asking(app, stub_table, saves):
    from game.scenes.dialog import DialogScene
    from game.scenes.load import LoadScene
    a = start(app, seed=8)
    b = start(app, seed=9)
    app.go_title()
    app.push(LoadScene(app))
    frames(app, 3)
    scene = app.top
    scene.list.select(next(i for i, s in enumerate(scene.saves) if s.path == a.autosave))
    scene.delete_selected()
    assert isinstance(app.top, DialogScene)
    assert a.autosave.exists()                                # nothing goes before the answer
    app.top.buttons[0].on_click()
    frames(app, 1)
    assert not a.autosave.exists() and b.autosave.exists()


# ----------------------------------------------------------------------------- the writer

def test_writes_run_off_the_caller_and_only_the_newest_pending_text_is_written(tmp_path, monkeypatch):
    gate = threading.Event()
    written = []
    real = autosave_module.write_text_atomic

    def slow_write(path, text):
        gate.wait(5)
        written.append(text)
        return real(path, text)

    monkeypatch.setattr(autosave_module, "write_text_atomic", slow_write)
    writer = SaveWriter()
    target = tmp_path / "game.json"
    for n in range(5):
        writer.put(target, json.dumps({"n": n}))     # returns at once although the disk is "stuck"
    assert not target.exists()
    gate.set()
    assert writer.flush(5)
    assert json.loads(target.read_text()) == {"n": 4}
    assert len(written) <= 2 and json.loads(written[-1]) == {"n": 4}
    writer.close()


def test_closing_the_app_writes_what_is_pending(saves, stub_table, monkeypatch):
    app = new_app()
    session = start(app, seed=12)
    play(session, 6)
    app.close()                                               # as on quit or window close
    assert len(load_save(session.autosave).commands) == 6


def test_a_failed_write_stays_on_screen_after_a_bot_move_until_a_write_succeeds(app, stub_table, saves):
    blocker = saves / "not-a-folder"
    blocker.write_text("a file where the game's folder should be")
    seats = [Seat("Ann"), Seat("Bot", "bot", "sensible"), Seat("Cy", "bot", "sensible")]
    session = Session.new("sky-5", "multi", seats, 13, {"first": 1}, autosave=blocker / "game.json",
                          writer=app.saver)
    app.start_game(session)
    assert session.actor_is_bot()
    session.submit(session.bot_command())                     # a bot's move, not a person's
    app.flush_saves()
    frames(app, 2)
    assert app.saver.problem and "game.json" in app.saver.problem
    assert not session.save_ok and app._save_banner is not None
    frames(app, 400)                                          # longer than any toast lives
    assert app._save_banner is not None
    blocker.unlink()
    blocker.mkdir()
    play(session, 1)
    app.flush_saves()
    frames(app, 1)
    assert app.saver.problem is None and app._save_banner is None and session.save_ok


# ----------------------------------------------------------------------------- --saves DIR

def test_saves_option_points_the_app_at_another_folder(tmp_path, monkeypatch):
    from game.__main__ import build_parser, check_args
    stick = tmp_path / "usb" / "sky"
    args = build_parser().parse_args(["--saves", str(stick)])
    try:
        check_args(args)
        assert paths.saves_dir() == stick.resolve() and stick.is_dir()
        assert paths.settings_path().parent == stick.resolve()
    finally:
        paths.use_saves_dir(None)
    assert paths.saves_dir() != stick.resolve()


def test_saves_option_that_cannot_be_a_folder_is_one_line(tmp_path, capsys):
    from game.__main__ import main
    afile = tmp_path / "file"
    afile.write_text("x")
    try:
        assert main(["--saves", str(afile / "sub")]) == 2
    finally:
        paths.use_saves_dir(None)
    err = capsys.readouterr().err.strip()
    assert err.startswith("sky-table: --saves") and "\n" not in err and "Traceback" not in err


def test_library_lists_newest_first_and_checks_on_its_thread(tmp_path):
    from game.__main__ import build_session
    library = Library(tmp_path)
    for n in range(4):
        s = build_session("sky-5", "multi", 3, 20 + n, 5 + n)
        s.autosave = library.new_game_path("sky-5")
        s.save_autosave()
    (tmp_path / "junk.json").write_text("[]")
    infos = library.infos(wait=False)
    assert len(infos) == 5 and not any(i.checked for i in infos if i.ok)
    library.check_later(infos)
    assert library.wait(30)
    infos = [library.current(i) for i in infos]
    assert all(i.checked for i in infos)
    assert [i.step for i in infos if i.ok] and all(i.own_file for i in infos if i.ok)


def _near_cap(path, text):
    """A file of just under the 4 MiB cap: a save's text padded with spaces (still valid JSON)."""
    from rules.saves import MAX_FILE_BYTES
    path.write_text(text + " " * (MAX_FILE_BYTES - 10 - len(text.encode())), encoding="utf-8")


def _good_and_damaged(folder, damaged: int):
    """A library with one good unfinished game and ``damaged`` newer saves, named as the app's own
    games, that fail their replay: (library, the good game's path, its document)."""
    import json

    from game.__main__ import build_session
    library = Library(folder)
    good = build_session("sky-5", "multi", 3, 7, 5)
    good.autosave = library.new_game_path("sky-5")
    good.save_autosave()
    doc = json.loads(good.autosave.read_text())
    for n in range(damaged):
        bad = {**doc, "id": f"sky-5-20991231-00000{n}-abc{n}", "step": 999, "saved": "2099-12-31T00:00:00+00:00"}
        (folder / f"{bad['id']}.json").write_text(json.dumps(bad))
    return library, good.autosave, doc


def test_continue_is_the_newest_game_that_replays_whatever_else_the_folder_holds(tmp_path):
    # Issue 37: five damaged newer saves switched Continue off, and forty near-cap files kept the
    # window blank for 15 s. Continue is the newest good game; big files are read off the frame loop.
    import json
    import os

    library, good, doc = _good_and_damaged(tmp_path, 5)
    for n in range(3):                    # newer still, near the cap, named like games of the app
        big = tmp_path / f"tower-20991231-00001{n}-beef.json"
        _near_cap(big, json.dumps(doc))
        os.utime(big, (4_102_444_800 + n, 4_102_444_800 + n))      # 2100: the newest files

    infos = library.infos(wait=False)
    assert sum(i.pending for i in infos) == 3
    assert all(i.status_text == "Checking…" and i.title == i.name for i in infos if i.pending)
    found, looking = library.find_continue()
    assert (found, looking) == (None, True)            # the near-cap files are newer: wait for them
    assert library.wait(60)
    found, looking = library.find_continue()
    assert not looking and found.path == good
    assert library.latest_unfinished().path == good
    assert all(library.current(i).checked for i in infos)


def test_without_big_files_continue_is_found_at_once(tmp_path):
    library, good, _doc = _good_and_damaged(tmp_path, 5)
    (tmp_path / "notes.json").write_text("not json")
    found, looking = library.find_continue()            # small files: replayed on the spot
    assert not looking and found.path == good and not library.checking


def test_a_fifo_or_a_huge_file_as_settings_is_skipped_without_reading_it(tmp_path):
    import os

    from game.settings import Settings
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)                       # reading it would wait for a writer forever
    settings, problem = Settings.load(fifo)
    assert settings == Settings() and "regular file" in problem
    big = tmp_path / "big.json"
    big.write_text(" " * (2 * 1024 * 1024) + "{}")
    settings, problem = Settings.load(big)
    assert settings == Settings() and problem
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    settings, problem = Settings.load(deep)
    assert settings == Settings() and problem and "\n" not in problem


def test_the_saved_text_is_the_save_document_also_after_undo_cuts_the_log(tmp_path):
    from game.__main__ import build_session
    session = build_session("sky-5", "multi", 3, 31, 8)
    text, data = json.loads(session.save_text()), session.to_save()
    text.pop("saved"), data.pop("saved")
    assert text == data and len(text["commands"]) == 8
    kept = list(session.commands)
    other = build_session("sky-5", "multi", 3, 99, 3).commands[-1]
    session.commands[5:] = [other]               # undo cuts the log, another command follows
    assert json.loads(session.save_text())["commands"] == [c.to_json() for c in kept[:5] + [other]]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes and links as POSIX makes them")
def test_entries_named_like_saves_that_are_not_files_are_listed_as_such_and_left_alone(saves, tmp_path):
    # Issue 37: a pipe, a folder named x.json, a broken link and a link out of the folder were
    # silently left out of the Load list; they are listed, with the reason, never opened or removed.
    outside = tmp_path / "elsewhere.json"
    outside.write_text("{}")
    os.mkfifo(saves / "pipe.json")                   # opening it for reading would block
    (saves / "folder.json").mkdir()
    os.symlink(tmp_path / "nothing-here", saves / "broken.json")
    os.symlink(outside, saves / "out.json")
    before = sorted(p.name for p in saves.iterdir())
    app = new_app()
    try:
        infos = {i.path.name: i for i in app.library.infos()}
        assert set(infos) == {"pipe.json", "folder.json", "broken.json", "out.json"}
        assert not any(i.ok for i in infos.values())
        assert "a pipe, not a save file" in infos["pipe.json"].error
        assert "a folder, not a save file" in infos["folder.json"].error
        assert "a link to nothing" in infos["broken.json"].error
        assert "outside the saves folder" in infos["out.json"].error
        assert app.library.latest_unfinished() is None
    finally:
        app.close()
    assert sorted(p.name for p in saves.iterdir()) == before
    assert outside.read_text() == "{}"


def _folder_refused(monkeypatch, folder, read=True):
    """The saves folder as another user's USB stick looks (the tests run as anyone, even root)."""
    real_scandir, real_access = os.scandir, os.access

    def scandir(path="."):
        if read and os.path.abspath(path) == os.path.abspath(folder):
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)

    def access(path, mode, **kw):
        return False if os.path.abspath(path) == os.path.abspath(folder) else real_access(path, mode, **kw)
    monkeypatch.setattr(os, "scandir", scandir)
    monkeypatch.setattr(os, "access", access)


def test_a_folder_it_cannot_read_is_said_on_the_title_and_load_not_shown_as_empty(app, saves, monkeypatch):
    # Issue 37: Load said "No saved games yet" while the saves were there, unreadable.
    from game.scenes.load import LoadScene
    from game.scenes.title import TitleScene
    from test_app_scenes import frames
    _folder_refused(monkeypatch, saves)
    assert "cannot be read (Permission denied)" in app.library.problem()
    app.go_title()
    frames(app, 2)      # the app's first frame shows the title; the second reads the saves
    title = app.top
    assert isinstance(title, TitleScene) and title.status_kind == "error"
    assert "cannot be read" in title.status and "another folder" in title.status
    app.push(LoadScene(app))
    frames(app, 1)
    assert app.top.saves == [] and "cannot be read" in app.top.problem


def test_start_with_a_folder_it_cannot_write_offers_to_play_without_saving(app, saves, monkeypatch):
    # Issue 37: Start failed with a PermissionError and "Your game is kept in Continue" (there was none).
    from game.scenes.dialog import DialogScene
    from game.scenes.setup import SetupScene
    from test_app_scenes import click, frames
    _folder_refused(monkeypatch, saves, read=False)
    app.push(SetupScene(app, "sky-5"))
    frames(app, 1)
    setup = app.top
    setup.start()
    frames(app, 1)
    dialog = app.top
    assert isinstance(dialog, DialogScene) and "cannot be written" in dialog.message
    assert [b.label for b in dialog.buttons] == ["Another folder", "Play without saving", "Back"]
    click(app, dialog.buttons[1].rect.center)
    frames(app, 2)
    session = app.top.session
    assert session.autosave is None and not session.state.is_over
    # no game file was made (the setup's memory is the app's own, written as it can be)
    assert [p.name for p in saves.iterdir() if p.suffix == ".json" and p.name != "setup.json"] == []
    assert not any("kept" in t.text for t in app.toasts)


def test_start_with_a_folder_it_cannot_write_can_keep_the_game_in_another_folder(app, saves, tmp_path, monkeypatch):
    # Issue 37: "Start offers to play without saving or to choose another folder".
    from game.scenes.dialog import DialogScene
    from game.scenes.folder import FolderScene
    from game.scenes.setup import SetupScene
    from test_app_scenes import click, frames
    _folder_refused(monkeypatch, saves, read=False)
    # the ``saves`` fixture's folder, until the player chooses another (as --saves DIR would)
    monkeypatch.setattr(paths, "_saves_override", None)
    monkeypatch.setattr(paths, "saves_dir", lambda: paths._saves_override or saves)
    app.push(SetupScene(app, "sky-5"))
    frames(app, 1)
    app.top.start()
    frames(app, 1)
    dialog = app.top
    assert isinstance(dialog, DialogScene)
    click(app, dialog.buttons[0].rect.center)            # Another folder
    frames(app, 1)
    chooser = app.top
    assert isinstance(chooser, FolderScene) and chooser.form.current is chooser.input
    (tmp_path / "a file").write_text("x")
    chooser.input.set_text(str(tmp_path / "a file" / "games"))     # cannot be made: refused, said why
    click(app, chooser.use_button.rect.center)
    frames(app, 1)
    assert app.top is chooser and "cannot be made" in app.toasts[-1].text
    other = tmp_path / "stick" / "games"
    chooser.input.set_text(str(other))
    try:
        click(app, chooser.use_button.rect.center)
        frames(app, 2)
        session = app.top.session
        assert session.autosave is not None and session.autosave.parent == other.resolve()
        app.flush_saves()
        assert session.autosave.is_file()
        assert f"Games are kept in {other.resolve()}" in " ".join(t.text for t in app.toasts)
    finally:
        app.flush_saves()
