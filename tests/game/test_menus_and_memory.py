"""The menus' newer conveniences, driven headlessly with posted events: Enter continues on the
title, the setup screen remembers its choices (and survives a damaged memory file), text fields
select, copy, cut and paste, solo games keep best scores, the load list shows a solo score, the
replay bar seeks, and a finished game's results stay one step away (pause menu, "Scores" chip).
"""
from __future__ import annotations

import json

import pygame
import pytest

from game.session import Seat, Session
from game.widgets import ui
from rules.sky_towers import SensibleBot

DT = 1 / 60

# Light games the sensible bot plays for the person: (difficulty, seed) -> score (checked below).
EASY_9 = ("easy", 2)
EASY_7 = ("easy", 1)
NORMAL_6 = ("normal", 1)


# ----------------------------------------------------------------------------- helpers

@pytest.fixture
def app(saves):
    """The real app, instant animations and bots, settings never written."""
    from game.app import App
    from game.settings import Settings
    a = App(size=(1280, 720), settings=Settings(anim_speed=0.0, bot_delay=0.0), persist_settings=False)
    pygame.event.clear()
    yield a
    a.close()


def frames(app, n=2):
    for _ in range(n):
        app.frame(dt=DT)


def post(kind, **kw):
    pygame.event.post(pygame.event.Event(kind, **kw))


def click(app, pos):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(dt=DT)


def key(app, k, mod=0, unicode=""):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)
    app.frame(dt=DT)


def ctrl(app, k):
    key(app, k, mod=pygame.KMOD_LCTRL)


def type_text(app, text):
    for ch in text:
        post(pygame.TEXTINPUT, text=ch)
    app.frame(dt=DT)


def play_out(session):
    """The sensible bot decides for the person until the game is over."""
    seed = session.seed
    for _ in range(2000):
        st = session.state
        if st.is_over:
            break
        session.submit(SensibleBot(st.actor, seed).choose(st.view(st.actor), st.legal_commands()))
    assert session.state.is_over
    return session


def light_game(where, level_seed, bot=False, name="You"):
    """A finished Light game of one person (or one bot) with a file of its own: ``where`` is an app
    (its library names the file) or a folder."""
    difficulty, seed = level_seed
    seat = Seat(name, "bot", "sensible") if bot else Seat(name, "human")
    if hasattr(where, "new_game_file"):
        path = where.new_game_file("sky-towers")
    else:
        path = where / f"sky-towers-{difficulty}-{seed}-{'bot' if bot else 'you'}.json"
    session = Session.new("sky-towers", "light", [seat], seed, {"difficulty": difficulty}, autosave=path)
    return play_out(session)


def stub_out_system_clipboard(monkeypatch):
    """No system clipboard (as on a headless machine): copy and paste go through the app's own."""
    def missing(*_a, **_k):
        raise pygame.error("no clipboard here")
    monkeypatch.setattr(pygame.scrap, "get_text", missing, raising=False)
    monkeypatch.setattr(pygame.scrap, "put_text", missing, raising=False)
    monkeypatch.setattr(ui, "_app_clipboard", "")


def test_the_light_games_used_here_score_as_expected():
    """The scores the tests below rely on (the sensible bot is deterministic per seed)."""
    scores = {}
    for level_seed in (EASY_9, EASY_7, NORMAL_6):
        difficulty, seed = level_seed
        s = Session.new("sky-towers", "light", [Seat("You")], seed, {"difficulty": difficulty})
        scores[level_seed] = play_out(s).state.result()["score"]
    assert scores == {EASY_9: 9, EASY_7: 7, NORMAL_6: 6}


# ----------------------------------------------------------------------------- 1. the title

def library_game(app, moves=12, seed=3):
    from game.__main__ import build_session
    session = build_session("sky-5", "multi", 3, seed, moves)
    session.autosave = app.new_game_file("sky-5")
    session.save_autosave()
    return session


def test_enter_on_the_title_continues_the_unfinished_game(app, stub_table):
    from game.scenes.title import TitleScene
    session = library_game(app)
    app.go_title()
    frames(app, 2)      # the app's first frame shows the title; the second reads the saves
    title = app.top
    assert isinstance(title, TitleScene) and title.continue_button.enabled
    assert title.form.current is title.continue_button     # Continue has the focus
    title.form.focus(None)                                  # even with nothing focused...
    key(app, pygame.K_RETURN)                               # ... Enter continues the game
    assert isinstance(app.top, stub_table)
    assert app.top.session.commands == session.commands
    assert app.top.session.autosave == session.autosave


def test_enter_with_the_continue_button_focused_continues_too(app, stub_table):
    session = library_game(app, moves=7)
    app.go_title()
    frames(app, 2)      # the app's first frame shows the title; the second reads the saves
    key(app, pygame.K_KP_ENTER)
    assert isinstance(app.top, stub_table)
    assert len(app.top.session.commands) == len(session.commands) == 7


def test_enter_on_the_title_without_a_game_focuses_the_first_tile(app, stub_table):
    from game.scenes.title import TitleScene
    frames(app, 1)
    title = app.top
    assert not title.continue_button.enabled and title.form.current is None
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TitleScene) and not stub_table.instances
    first = next(t for t in title.tiles if t.enabled)
    assert title.form.current is first


def test_a_finished_game_is_not_continued_by_enter(app, stub_table):
    from game.__main__ import build_session
    from game.scenes.title import TitleScene
    session = build_session("sky-5", "multi", 3, 4, None)
    session.autosave = app.new_game_file("sky-5")
    session.save_autosave()
    app.go_title()
    frames(app, 1)
    title = app.top
    assert not title.continue_button.enabled
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TitleScene) and not stub_table.instances
    assert title.form.current in title.tiles


# ----------------------------------------------------------------------------- 2. setup memory

def open_setup(app, game="sky-towers"):
    from game.scenes.setup import SetupScene
    app.open_setup(game)
    frames(app, 1)
    assert isinstance(app.top, SetupScene)
    return app.top


def test_setup_remembers_names_kinds_and_count_after_a_start(app, stub_table, saves):
    setup = open_setup(app)
    assert setup.mode == "multi" and setup.count == 3           # the defaults first
    assert [c.value for c in setup.kind_choices[:3]] == ["human", "sensible", "sensible"]
    click(app, setup.count_choice.segments()[-1].center)         # four players
    click(app, setup.names[1].rect.center)
    ctrl(app, pygame.K_a)
    type_text(app, "Ada")
    click(app, setup.kind_choices[2].segments()[0].center)       # seat 3: a person
    click(app, setup.kind_choices[3].segments()[1].center)       # seat 4: the random bot
    frames(app, 1)
    click(app, setup.start_button.rect.center)
    assert isinstance(app.top, stub_table)
    started = app.top.session
    assert [s.name for s in started.seats][1:3] == ["Ada", "Orion"]
    app.flush_saves()           # the app's save writer writes the choices, off the frame loop
    assert (saves / "setup.json").is_file()

    again = open_setup(app)
    assert again is not setup
    assert again.mode == "multi" and again.count == 4 and again.count_choice.value == 4
    assert again.names[1].text == "Ada"
    assert again.names[0].text == "Player 1"                     # two people: the pass-and-play name
    assert [c.value for c in again.kind_choices[:4]] == ["human", "sensible", "human", "random"]
    assert [s.kind for s in again.seats()] == [s.kind for s in started.seats]
    # Another game keeps its own memory: Sky 5 opens with its defaults.
    app.pop()
    sky5 = open_setup(app, "sky-5")
    assert sky5.count == 3 and sky5.names[1].text == "Vega"


def test_setup_remembers_the_mode_and_its_options(app, stub_table):
    setup = open_setup(app)
    click(app, setup.mode_choice.segments()[1].center)           # Light solitaire
    frames(app, 1)
    assert setup.mode == "light"
    (_key, _label, difficulty), = setup.option_choices
    values = [v for v, _ in difficulty.options]
    click(app, difficulty.segments()[values.index("challenging")].center)
    assert setup.options() == {"difficulty": "challenging"}
    click(app, setup.start_button.rect.center)
    assert isinstance(app.top, stub_table)
    assert app.top.session.mode == "light" and app.top.session.options["difficulty"] == "challenging"

    again = open_setup(app)
    assert again.mode == "light" and again.mode_choice.value == "light"
    assert again.options() == {"difficulty": "challenging"}
    # Back to the game with people, then to Light: the difficulty is still the one chosen.
    click(app, again.mode_choice.segments()[0].center)
    # (the game with people also has the expert's hint option, off for pass-and-play by default)
    assert again.mode == "multi" and again.options() == {"hints": False}
    click(app, again.mode_choice.segments()[1].center)
    assert again.options() == {"difficulty": "challenging"}


def test_setup_back_keeps_the_choices_too(app):
    setup = open_setup(app, "sky-5")
    click(app, setup.count_choice.segments()[-1].center)         # five players
    key(app, pygame.K_ESCAPE)
    data = json.loads((app_saves(app) / "setup.json").read_text(encoding="utf-8"))
    assert data["games"]["sky-5"]["counts"]["multi"] == 5
    assert open_setup(app, "sky-5").count == 5


def app_saves(app):
    from game import paths
    return paths.saves_dir()


DAMAGED = {
    "garbage": lambda p: p.write_bytes(b"\x89\xff\xfe not json at all \x00\x01"),
    "list": lambda p: p.write_text(json.dumps([{"games": {}}, 1, 2]), encoding="utf-8"),
    "folder": lambda p: (p.mkdir(), (p / "inside.txt").write_text("x")),
    "games not a dict": lambda p: p.write_text(json.dumps({"games": [1, 2, 3]}), encoding="utf-8"),
}


@pytest.mark.parametrize("damage", list(DAMAGED))
def test_a_damaged_setup_memory_opens_with_defaults_and_is_kept(app, stub_table, saves, damage):
    path = saves / "setup.json"
    DAMAGED[damage](path)
    before = path.read_bytes() if path.is_file() else None
    setup = open_setup(app)
    assert setup.mode == "multi" and setup.count == 3
    assert [f.text for f in setup.names[:3]] == ["You", "Vega", "Orion"]
    assert [c.value for c in setup.kind_choices[:3]] == ["human", "sensible", "sensible"]
    frames(app, 2)                                               # it draws, too
    # Only looked at: the file is where it was, as it was.
    assert path.exists() and not (saves / "setup.json.damaged").exists()
    if before is not None:
        assert path.read_bytes() == before
    # Something new to remember: the damaged file is moved aside (never deleted), a good one written.
    click(app, setup.count_choice.segments()[0].center)          # two players
    click(app, setup.start_button.rect.center)
    assert isinstance(app.top, stub_table)
    if damage == "games not a dict":
        # A JSON object is a usable document: only its "games" entry is replaced.
        assert not (saves / "setup.json.damaged").exists()
    else:
        aside = saves / "setup.json.damaged"
        assert aside.exists()
        if before is not None:
            assert aside.read_bytes() == before
        else:
            assert (aside / "inside.txt").read_text() == "x"
    app.flush_saves()       # a good document goes through the app's save writer
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["games"]["sky-towers"]["counts"]["multi"] == 2
    assert open_setup(app).count == 2


def test_a_second_damaged_file_is_moved_aside_beside_the_first(app, stub_table, saves):
    (saves / "setup.json.damaged").write_text("older")
    (saves / "setup.json").write_text("{ broken")
    setup = open_setup(app)
    click(app, setup.start_button.rect.center)
    assert (saves / "setup.json.damaged").read_text() == "older"
    assert (saves / "setup.json.damaged-2").read_text() == "{ broken"
    assert isinstance(json.loads((saves / "setup.json").read_text()), dict)


def test_invalid_remembered_values_are_ignored(app, saves):
    memory = {"games": {"sky-towers": {
        "mode": "chess", "counts": {"multi": 99, "light": 5, "chess": 2},
        "kinds": ["alien", 7, None, "random"], "names": [42, "A name far too long for a seat", "Bo\x00b", "Cy"],
        "options": {"light": {"difficulty": "impossible"}, "chess": {"x": 1}, "taroma": "hard"},
    }}}
    (saves / "setup.json").write_text(json.dumps(memory), encoding="utf-8")
    setup = open_setup(app)
    assert setup.mode == "multi"                                 # no such mode
    assert setup.count == 3                                      # 99 players is no choice: the default
    assert [c.value for c in setup.kind_choices[:4]] == ["human", "sensible", "sensible", "random"]
    assert [f.text for f in setup.names[:4]] == ["You", "Vega", "Orion", "Cy"]
    click(app, setup.mode_choice.segments()[1].center)           # Light: the default difficulty
    assert setup.options() == {"difficulty": "normal"}
    click(app, setup.mode_choice.segments()[2].center)           # Taroma: its default too
    assert setup.options() == {"difficulty": "normal"}
    click(app, setup.mode_choice.segments()[0].center)           # back to people: still 3
    assert setup.count == 3


BAD_COUNTS = [0, 1, -4, 5, 99, "4", 2.5, True, None, [3]]


@pytest.mark.parametrize("count", BAD_COUNTS)
def test_a_remembered_player_count_out_of_range_or_not_a_number_is_ignored(app, saves, count):
    (saves / "setup.json").write_text(json.dumps({"games": {"sky-towers": {
        "mode": "multi", "counts": {"multi": count}}}}), encoding="utf-8")
    setup = open_setup(app)
    assert setup.mode == "multi" and setup.count == 3 and setup.count_choice.value == 3   # the default


def baseline_count_after_light(app, saves):
    """The player count the game with people gets after Light, when none was remembered for it."""
    (saves / "setup.json").write_text(json.dumps({"games": {"sky-towers": {"mode": "light"}}}))
    setup = open_setup(app)
    click(app, setup.mode_choice.segments()[0].center)
    found = setup.count
    app.pop()
    return found


@pytest.mark.parametrize("count", BAD_COUNTS)
def test_a_bad_remembered_count_of_another_mode_is_ignored_when_switching(app, stub_table, saves, count):
    from game.scenes.setup import SetupScene
    expected = baseline_count_after_light(app, saves)
    (saves / "setup.json").write_text(json.dumps({"games": {"sky-towers": {
        "mode": "light", "counts": {"multi": count}}}}), encoding="utf-8")
    setup = open_setup(app)
    assert setup.mode == "light" and setup.count == 1
    click(app, setup.mode_choice.segments()[0].center)           # to the game with people
    assert app.top is setup and isinstance(setup, SetupScene)    # no crash back to the title
    assert not any(t.kind == "error" for t in app.toasts)
    assert setup.mode == "multi" and setup.count == expected
    assert setup.count in [v for v, _ in setup.count_choice.options]
    click(app, setup.start_button.rect.center)
    assert isinstance(app.top, stub_table) and len(app.top.session.seats) == expected


def test_a_good_remembered_count_of_another_mode_comes_back_when_switching(app, saves):
    (saves / "setup.json").write_text(json.dumps({"games": {"sky-towers": {
        "mode": "light", "counts": {"multi": 4}}}}), encoding="utf-8")
    setup = open_setup(app)
    click(app, setup.mode_choice.segments()[0].center)
    assert setup.count == 4


# ----------------------------------------------------------------------------- 3. text fields

def focused_field(text="Vega", max_len=16):
    field = ui.TextInput(text, max_len=max_len)
    field.focused = True
    return field


def send_key(field, k, mod=0):
    return field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def send_text(field, text):
    for ch in text:
        field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))


CTRL = pygame.KMOD_LCTRL


def test_ctrl_a_then_backspace_clears_a_setup_name(app, monkeypatch):
    stub_out_system_clipboard(monkeypatch)
    setup = open_setup(app, "sky-5")
    name = setup.names[1]
    assert name.text == "Vega"
    click(app, name.rect.center)
    assert setup.form.current is name
    ctrl(app, pygame.K_a)
    assert name.selected_text == "Vega"
    key(app, pygame.K_BACKSPACE)
    assert name.text == ""
    assert setup.seat_name(1) == "Player 2"                     # a blank name reads as the seat


def test_typing_after_ctrl_a_replaces_everything():
    field = focused_field("Vega")
    field.caret = 2
    assert send_key(field, pygame.K_a, CTRL)
    send_text(field, "Ada")
    assert field.text == "Ada" and field.caret == 3 and field.selection is None


def test_plain_a_is_typed_not_select_all():
    field = focused_field("Vega")
    send_key(field, pygame.K_a)                                  # no Ctrl: nothing selected
    assert field.selection is None
    send_text(field, "x")
    assert field.text == "Vegax"


def test_copy_and_paste_through_the_app_clipboard(monkeypatch):
    stub_out_system_clipboard(monkeypatch)
    source, target = focused_field("Vega"), focused_field("Orion")
    send_key(source, pygame.K_a, CTRL)
    send_key(source, pygame.K_c, CTRL)
    assert source.text == "Vega"                                 # copying keeps the text
    assert ui.clipboard_get() == "Vega"
    send_key(target, pygame.K_a, CTRL)
    send_key(target, pygame.K_v, CTRL)                           # the selection is replaced
    assert target.text == "Vega"
    send_key(target, pygame.K_HOME)
    send_key(target, pygame.K_v, CTRL)                           # at the caret
    assert target.text == "VegaVega"


def test_cut_takes_the_selection_out(monkeypatch):
    stub_out_system_clipboard(monkeypatch)
    changes = []
    field = ui.TextInput("Sirius", max_len=16, on_change=changes.append)
    field.focused = True
    send_key(field, pygame.K_HOME)
    send_key(field, pygame.K_RIGHT, pygame.KMOD_LSHIFT)
    send_key(field, pygame.K_RIGHT, pygame.KMOD_LSHIFT)
    send_key(field, pygame.K_x, CTRL)
    assert field.text == "rius" and ui.clipboard_get() == "Si"
    assert changes and changes[-1] == "rius"
    send_key(field, pygame.K_END)
    send_key(field, pygame.K_v, CTRL)
    assert field.text == "riusSi"
    # Nothing selected: Ctrl+X cuts nothing and the clipboard keeps what it had.
    send_key(field, pygame.K_x, CTRL)
    assert field.text == "riusSi" and ui.clipboard_get() == "Si"


def test_paste_keeps_one_line_without_control_characters(monkeypatch):
    stub_out_system_clipboard(monkeypatch)
    ui.clipboard_put("Ada\r\nLove\x07lace\tX\x00")
    field = focused_field("", max_len=40)
    send_key(field, pygame.K_v, CTRL)
    assert field.text == "Ada Lovelace X"
    assert all(ch.isprintable() for ch in field.text)


def test_paste_respects_max_len(monkeypatch):
    stub_out_system_clipboard(monkeypatch)
    ui.clipboard_put("0123456789abcdef")
    field = focused_field("ab", max_len=6)
    send_key(field, pygame.K_HOME)
    send_key(field, pygame.K_v, CTRL)
    assert field.text == "0123ab" and len(field.text) == 6 and field.caret == 4
    send_key(field, pygame.K_v, CTRL)                            # full: nothing more goes in
    assert field.text == "0123ab"
    send_key(field, pygame.K_a, CTRL)
    send_key(field, pygame.K_v, CTRL)                            # the whole field is room now
    assert field.text == "012345"


def test_ctrl_c_and_v_in_a_setup_name_field(app, monkeypatch):
    stub_out_system_clipboard(monkeypatch)
    setup = open_setup(app, "sky-5")
    click(app, setup.names[1].rect.center)
    ctrl(app, pygame.K_a)
    ctrl(app, pygame.K_c)
    click(app, setup.names[2].rect.center)
    ctrl(app, pygame.K_a)
    ctrl(app, pygame.K_v)
    assert setup.names[2].text == "Vega"
    ui.clipboard_put("A very long name indeed, longer than sixteen")
    ctrl(app, pygame.K_a)
    ctrl(app, pygame.K_v)
    assert setup.names[2].text == "A very long name"             # NAME_LEN is 16


# ----------------------------------------------------------------------------- 4. best scores

def test_a_finished_light_game_records_its_score_per_difficulty(saves):
    from game.stats import Stats, record_session
    first = light_game(saves, EASY_9)
    record = record_session(first)
    assert record is not None
    assert record.key == "sky-towers/light/easy" and record.label == "Light, Easy"
    assert record.score == 9 and record.best == 9 and record.new_best
    assert Stats.load(saves).best("sky-towers/light/easy") == 9          # on disk
    # A lower score later: counted, but the best stays.
    lower = record_session(light_game(saves, EASY_7))
    assert lower.score == 7 and lower.best == 9 and not lower.new_best
    stats = Stats.load(saves)
    assert stats.best("sky-towers/light/easy") == 9 and stats.holder("sky-towers/light/easy") == first.game_id
    # Another difficulty has a best of its own.
    other = record_session(light_game(saves, NORMAL_6))
    assert other.key == "sky-towers/light/normal" and other.new_best and other.best == 6
    assert Stats.load(saves).best("sky-towers/light/easy") == 9
    assert Stats.load(saves).best("sky-towers/light/normal") == 6


def test_a_higher_score_replaces_the_best(saves):
    from game.stats import Stats, record_session
    record_session(light_game(saves, EASY_7))
    higher = light_game(saves, EASY_9)
    record = record_session(higher)
    assert record.new_best and record.best == 9
    assert Stats.load(saves).holder("sky-towers/light/easy") == higher.game_id


def test_the_same_game_counts_once(saves):
    from game.stats import Stats, record_session
    session = light_game(saves, EASY_7)
    record_session(session)
    again = record_session(session)                 # its results opened again
    assert again.best == 7 and again.new_best       # it still holds the best
    data = json.loads((saves / "stats.json").read_text())
    assert data["counted"].count(session.game_id) == 1
    # The same id with another score (a save reloaded and played differently) changes nothing.
    stats = Stats.load(saves)
    stats.record(session.game_id, "sky-towers/light/easy", "Light, Easy", 50)
    assert Stats.load(saves).best("sky-towers/light/easy") == 7
    # A game loaded from its file later has the same id: still counted once.
    loaded = Session.load(session.autosave)
    assert loaded.game_id == session.game_id
    record_session(loaded, Stats.load(saves))
    assert json.loads((saves / "stats.json").read_text())["counted"].count(session.game_id) == 1


def test_a_game_with_a_bot_seat_records_nothing(saves):
    from game.stats import record_session
    session = light_game(saves, EASY_9, bot=True)
    assert session.state.is_over
    assert record_session(session) is None
    assert not (saves / "stats.json").exists()


def test_games_that_keep_no_best_record_nothing(saves):
    from game.__main__ import build_session
    from game.stats import record_session
    people = Session.new("sky-towers", "multi", [Seat("Ann"), Seat("Bo")], 5, autosave=saves / "multi.json")
    play_out(people)
    assert record_session(people) is None
    unfinished = Session.new("sky-towers", "light", [Seat("You")], 2, {"difficulty": "easy"},
                             autosave=saves / "unfinished.json")
    assert record_session(unfinished) is None
    sky5 = build_session("sky-5", "multi", 2, 3, None)
    assert record_session(sky5) is None
    assert not (saves / "stats.json").exists()


STATS_DAMAGE = {
    "garbage": lambda p: p.write_bytes(b"\xff\xfe\x00 stats?"),
    "list": lambda p: p.write_text("[1, 2, 3]"),
    "folder": lambda p: p.mkdir(),
    "bad entries": lambda p: p.write_text(json.dumps({"best": {"sky-towers/light/easy": {"score": "lots"}},
                                                      "counted": "everything"})),
}


@pytest.mark.parametrize("damage", list(STATS_DAMAGE))
def test_a_damaged_stats_file_never_raises(saves, damage):
    from game.stats import Stats, record_session
    path = saves / "stats.json"
    STATS_DAMAGE[damage](path)
    before = path.read_bytes() if path.is_file() else None
    stats = Stats.load(saves)
    assert stats.best("sky-towers/light/easy") is None
    assert path.exists() and (before is None or path.read_bytes() == before)
    session = light_game(saves, EASY_7)
    record = record_session(session)
    assert record is not None and record.best == 7 and record.new_best
    assert Stats.load(saves).best("sky-towers/light/easy") == 7
    if damage != "bad entries":                       # an unusable file was moved aside, not lost
        aside = saves / "stats.json.damaged"
        assert aside.exists()
        if before is not None:
            assert aside.read_bytes() == before


def test_results_say_a_new_best_then_the_best(app, stub_table):
    from game.scenes.results import ResultsScene
    first = light_game(app, EASY_9)
    app.show_results(first)
    frames(app, 1)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert results.sentence.endswith("Your new best in Light, Easy!")
    app.pop()
    second = light_game(app, EASY_7)
    app.show_results(second)
    frames(app, 1)
    assert app.top.sentence.endswith("Your best in Light, Easy: 9.")
    assert "new best" not in app.top.sentence


def test_a_solo_sky_totems_best_names_the_game(app, stub_table):
    """The results of a solo Sky Totems game say whose best in which game: "in Solo" named none."""
    session = Session.new("sky-totems", "solo", [Seat("You", "human")], "best/solo",
                          autosave=app.new_game_file("sky-totems"))
    bots = [session.spec.bots["sensible"](altar, session.seed) for altar in (0, 1)]
    while not (st := session.state).is_over:
        session.submit(bots[st.actor].choose(st.view(st.actor), st.legal_commands()))
    app.show_results(session)
    frames(app, 1)
    assert app.top.sentence.endswith("Your new best in Sky Totems solo!"), app.top.sentence


def test_results_of_a_bot_game_say_nothing_of_a_best(app, stub_table, saves):
    bot_game = light_game(app, EASY_9, bot=True)
    app.show_results(bot_game)
    frames(app, 1)
    assert "best" not in app.top.sentence.lower()
    assert not (saves / "stats.json").exists()


def test_results_survive_a_damaged_stats_file(app, stub_table, saves):
    (saves / "stats.json").write_bytes(b"\x00\x01garbage")
    session = light_game(app, EASY_9)
    app.show_results(session)
    frames(app, 2)
    assert app.top.sentence.endswith("Your new best in Light, Easy!")
    assert (saves / "stats.json.damaged").read_bytes() == b"\x00\x01garbage"


def test_setup_shows_the_best_for_the_chosen_mode_and_difficulty(app, saves):
    from game.stats import record_session
    record_session(light_game(saves, EASY_9))
    setup = open_setup(app)
    assert setup.best_text == ""                                 # the game with people keeps none
    click(app, setup.mode_choice.segments()[1].center)           # Light, at its default difficulty
    assert setup.options() == {"difficulty": "normal"}
    assert setup.best_text.startswith("No best score yet")
    (_key, _label, difficulty), = setup.option_choices
    values = [v for v, _ in difficulty.options]
    click(app, difficulty.segments()[values.index("easy")].center)
    assert setup.best_text.startswith("Best") and setup.best_text.endswith(": 9")
    assert "Light, Easy" in setup.best_text or setup.best_text == "Best: 9"
    frames(app, 1)
    click(app, setup.mode_choice.segments()[0].center)
    assert setup.best_text == ""


# ----------------------------------------------------------------------------- 5. the load list

def test_the_load_list_shows_a_solo_score_not_a_winner(app, saves):
    from game.library import describe_save
    from game.scenes.load import LoadScene
    session = light_game(app, EASY_9)
    app.flush_saves()
    info = describe_save(session.autosave)
    assert info.finished and info.status_text == "Finished · 9 points (Light, Easy)"
    assert "won" not in info.status_text
    app.push(LoadScene(app))
    frames(app, 5)
    scene = app.top
    (row,) = [i for i in scene.saves if i.path == session.autosave]
    assert row.checked and row.status_text == "Finished · 9 points (Light, Easy)"


def test_the_load_list_still_names_the_winner_of_a_game_with_people(saves):
    from game.__main__ import build_session
    from game.library import describe_save
    session = build_session("sky-5", "multi", 3, 4, None)
    path = session.save_as(saves / "people.json")
    info = describe_save(path)
    names = [s.name for s in session.seats]
    winners = [names[i] for i in session.state.result()["winners"]]
    assert info.status_text == f"Finished · {' & '.join(winners)} won"
    assert info.score_text == ""


# ----------------------------------------------------------------------------- 6. the replay bar

def open_replay(app, moves=40):
    from game.__main__ import build_session
    from game.scenes.replay import ReplayScene
    session = build_session("sky-5", "multi", 3, 8, moves)
    assert app.open_replay(session)
    frames(app, 2)                                               # drawn: the bar has its place
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.bar_rect.w > 0
    assert replay.total == len(session.commands) == moves
    return replay


def test_a_click_on_the_replay_bar_seeks(app):
    replay = open_replay(app)
    bar = replay.bar_rect
    click(app, bar.center)
    assert abs(replay.index - replay.total // 2) <= 1
    assert replay.state.to_json() == replay.states[replay.index].to_json()
    click(app, (bar.left, bar.centery))
    assert replay.index == 0
    click(app, (bar.right, bar.centery))
    assert replay.index == replay.total
    click(app, (bar.left + bar.w // 4, bar.centery))
    assert abs(replay.index - replay.total // 4) <= 1


def test_dragging_on_the_replay_bar_keeps_seeking_until_released(app):
    replay = open_replay(app)
    bar = replay.bar_rect
    post(pygame.MOUSEMOTION, pos=(bar.left, bar.centery), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(bar.left, bar.centery), button=1)
    frames(app, 1)
    assert replay.index == 0 and replay.scrubbing
    seen = []
    for frac in (0.25, 0.5, 0.75):
        x = bar.left + int(bar.w * frac)
        # well above the bar: a held drag follows the pointer's x wherever it is
        post(pygame.MOUSEMOTION, pos=(x, bar.top - 80), rel=(0, 0), buttons=(1, 0, 0))
        frames(app, 1)
        seen.append(replay.index)
        assert abs(replay.index - round(replay.total * frac)) <= 1
    assert seen == sorted(seen) and seen[0] < seen[-1]
    post(pygame.MOUSEBUTTONUP, pos=(bar.left + int(bar.w * 0.75), bar.top - 80), button=1)
    frames(app, 1)
    assert not replay.scrubbing
    held = replay.index
    post(pygame.MOUSEMOTION, pos=(bar.left + 2, bar.centery), rel=(0, 0), buttons=(0, 0, 0))
    frames(app, 1)
    assert replay.index == held                                  # released: moving does not seek


def test_a_click_on_the_replay_bar_stops_playing(app):
    replay = open_replay(app)
    key(app, pygame.K_SPACE)
    assert replay.playing
    bar = replay.bar_rect
    click(app, (bar.left + bar.w // 2, bar.centery))
    assert not replay.playing
    at = replay.index
    frames(app, 120)                                             # two seconds: nothing plays on
    assert replay.index == at


def test_a_click_away_from_the_bar_does_not_seek(app):
    replay = open_replay(app)
    key(app, pygame.K_END)
    assert replay.index == replay.total
    bar = replay.bar_rect
    click(app, (bar.centerx, bar.top - 120))
    assert replay.index == replay.total


# ----------------------------------------------------------------------------- 7. the pause menu

def test_pause_menu_of_a_finished_game_opens_its_results(app, stub_table):
    from game.scenes.pause import PauseScene
    from game.scenes.results import ResultsScene
    session = light_game(app, EASY_9)
    assert app.start_game(session)
    app.pause(session)
    frames(app, 1)
    pause = app.top
    assert isinstance(pause, PauseScene)
    assert pause.results_button is not None and pause.results_button.label == "Results"
    assert pause.results_button in pause.widgets()
    click(app, pause.results_button.rect.center)
    assert isinstance(app.top, ResultsScene) and app.top.session is session
    assert pause not in app.stack
    key(app, pygame.K_ESCAPE)                                    # Esc: back at the table
    assert isinstance(app.top, stub_table)


def test_pause_menu_of_a_game_in_progress_has_no_results(app, stub_table):
    from game.__main__ import build_session
    session = build_session("sky-5", "multi", 3, 8, 10)
    assert app.start_game(session)
    app.pause(session)
    frames(app, 1)
    pause = app.top
    assert pause.results_button is None
    assert "Results" not in [getattr(w, "label", None) for w in pause.widgets()]


# ----------------------------------------------------------------------------- 8. the "Scores" chip

def real_table(app, session):
    from game.scenes.table import TableScene
    assert app.start_game(session)
    table = app.top
    assert isinstance(table, TableScene)
    frames(app, 2)
    return table


def test_a_finished_game_shows_a_scores_chip_that_reopens_the_results(app):
    from game.scenes.results import ResultsScene
    session = light_game(app, EASY_9)
    table = real_table(app, session)
    for _ in range(120):                                         # the results come up by themselves
        frames(app, 1)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    key(app, pygame.K_ESCAPE)                                    # put away
    assert app.top is table
    chip = table.table.scores_chip_rect()
    assert chip is not None
    log_chip = table.table.log_chip_rect()
    assert chip.right <= log_chip.left and not chip.colliderect(log_chip)
    frames(app, 30)
    assert app.top is table                                      # they do not come back by themselves
    click(app, chip.center)
    assert isinstance(app.top, ResultsScene) and app.top.session is session
    assert not table.table.log_open


def test_no_scores_chip_while_the_game_is_in_progress(app):
    from game.__main__ import build_session
    session = build_session("sky-5", "multi", 3, 8, 10)
    table = real_table(app, session)
    assert table.table.log_chip_rect() is not None
    assert table.table.scores_chip_rect() is None
