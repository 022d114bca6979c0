"""Checks 7 and 8, for every game with a table (``game.tables.playable_games()``), every mode and
seat count:

7. the table renders at 960x540 and 1920x1080 at the start, in the middle and at the end of a game
   (through the real app, table scene and view, headless), and the results follow the end;
8. random mouse motion, clicks, drags and keys at the table raise nothing (the app's error guard
   logs nothing) and leave a game that is consistent and replays to its state.
"""
from __future__ import annotations

import random

import pygame
import pytest

from conformance_helpers import case_id, playable_cases, problems, shared_playout, state_json
from rules.saves import replay

SIZES = [(960, 540), (1920, 1080)]
FRAMES = 4                 # frames drawn at each point of the game
FUZZ_EVENTS = 200          # random inputs per case
PLAY_EVERY = 4             # every so many inputs a person who must decide makes a sensible move
KEYS = [pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
        pygame.K_BACKSPACE, pygame.K_ESCAPE, pygame.K_F1, pygame.K_u, pygame.K_z, pygame.K_1, pygame.K_2,
        pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_9, pygame.K_0, pygame.K_KP_ENTER] + \
       [getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxy"]


def seats_for(spec, seats: int, people: int = 1):
    """Seat 0 ("You") and up to ``people`` people, then bots of every level in turn."""
    from game.session import Seat
    levels = list(spec.bots)
    names = ["You", "Vega", "Orion", "Lyra", "Altair", "Deneb", "Rigel", "Mira", "Nova", "Sirius"]   # up to ten seats
    return [Seat(names[p]) if p < people else Seat(names[p], "bot", levels[p % len(levels)])
            for p in range(seats)]


def session_at(spec, mode, seats, commands: int, people: int = 1):
    """A session of the shared playout's game after its first ``commands`` commands."""
    from game.session import Session
    game = shared_playout(spec.id, mode, seats)
    session = Session.new(spec.id, mode, seats_for(spec, seats, people), game.seed)
    for cmd in game.commands[:commands]:
        session.submit(cmd)
    return session


@pytest.mark.parametrize("spec, mode, seats", playable_cases())
def test_the_table_renders_at_start_middle_and_end_in_both_sizes(spec, mode, seats, make_app, errors):
    from game.scenes.results import ResultsScene
    from game.scenes.table import TableScene
    n = len(shared_playout(spec.id, mode, seats).commands)
    for size in SIZES:
        app = make_app(size)
        for point in sorted({0, n // 2, n}):
            where = f"{case_id(spec, mode, seats)} at {size[0]}x{size[1]} after {point} commands"
            session = session_at(spec, mode, seats, point)
            assert app.start_game(session), f"{where}: the table did not open ({errors})"
            table = app.top
            assert isinstance(table, TableScene), where
            table.bot_timer = float("-inf")      # the picture as it is: no bot moves meanwhile
            for _ in range(FRAMES):
                app.frame(1 / 60)
            assert errors == [], f"{where}: {errors}"
            assert app.top is table or isinstance(app.top, ResultsScene), f"{where}: {type(app.top).__name__}"
            # the other size, through the view's own resize
            other = SIZES[1 - SIZES.index(size)]
            table.resize(other)
            table.draw(pygame.Surface(other))
            table.resize(size)
            table.draw(app.screen)
            if session.state.is_over:
                for _ in range(60):
                    app.frame(1 / 20)
                    if isinstance(app.top, ResultsScene):
                        break
                assert isinstance(app.top, ResultsScene), f"{where}: no results after the end"
                app.frame(1 / 60)
            assert errors == [], f"{where}: {errors}"


def _post_random_input(rnd: random.Random, size) -> None:
    w, h = size
    post = pygame.event.post
    r = rnd.random()
    if r < 0.55:
        start = (rnd.randrange(w), rnd.randrange(h))
        end = (rnd.randrange(w), rnd.randrange(h)) if rnd.random() < 0.5 else start
        button = rnd.choice([1, 1, 1, 1, 1, 3, 2])
        post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
        post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button))
        for k in range(1, rnd.randint(1, 4) + 1):
            p = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
            post(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
        post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button))
    elif r < 0.65:
        post(pygame.event.Event(pygame.MOUSEMOTION, pos=(rnd.randrange(w), rnd.randrange(h)), rel=(0, 0),
                                buttons=(0, 0, 0)))
    elif r < 0.7:
        post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice([-1, 1]), flipped=False))
    else:
        key = rnd.choice(KEYS)
        mod = rnd.choice([0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL])
        post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))


def _stand_in_move(app, session) -> None:
    """When a person at this screen must decide and the table is idle: the game's best bot decides
    for them, through the table (as a click would)."""
    from game.scenes.table import TableScene
    table = app.top
    if type(table).__name__ == "PassDeviceScene":       # the next person takes the screen
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
        return
    if not isinstance(table, TableScene) or session.state.is_over or not table.table.idle:
        return
    if table.done_for is not None:                       # the holder is done: pass the screen
        table.press_done()
        return
    actor = table.table.human_actor()
    if actor is None or table.table.drag:
        return
    table.submit(stand_in(session, actor))


def stand_in(session, seat):
    bots = session.spec.bots
    level = "sensible" if "sensible" in bots else list(bots)[-1]
    state = session.state
    return bots[level](seat, session.seed).choose(state.view(seat), state.legal_commands())


@pytest.mark.parametrize("spec, mode, seats", playable_cases())
def test_random_input_at_the_table_never_raises_and_keeps_the_game_consistent(spec, mode, seats, make_app,
                                                                              errors):
    from game.session import Session
    app = make_app((1280, 720))
    people = 2 if seats >= 3 else 1          # pass and play too, where there is room for it
    session = Session.new(spec.id, mode, seats_for(spec, seats, people), f"fuzz/{case_id(spec, mode, seats)}")
    assert app.start_game(session)
    rnd = random.Random(case_id(spec, mode, seats))
    for k in range(FUZZ_EVENTS):
        if k % PLAY_EVERY == 0:
            _stand_in_move(app, session)      # so the input meets many positions of the game
        _post_random_input(rnd, app.size)
        app.frame(1 / 60)
        top = type(app.top).__name__
        if top == "TitleScene":
            app.start_game(session)            # the menu's way out: sit down again
        elif top not in ("TableScene", "PassDeviceScene") and rnd.random() < 0.3:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                                 scancode=0))
        assert errors == [], f"{case_id(spec, mode, seats)}: {errors}"
    state = session.state
    assert state.step >= 5, f"{case_id(spec, mode, seats)}: only {state.step} commands were played"
    assert not problems(spec, state), problems(spec, state)
    assert state_json(replay(session.to_save()).state) == state_json(state)
