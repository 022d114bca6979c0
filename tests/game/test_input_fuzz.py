"""Random clicks, drags and keys on every table: nothing may raise. The app's guard would turn
an exception into a message and a log entry, so the test watches the log: a person must never
meet that message through ordinary (if clumsy) input."""
from __future__ import annotations

import random

import pygame
import pytest

import game.app as app_module
from game.session import Seat, Session

KEYS = [pygame.K_d, pygame.K_b, pygame.K_p, pygame.K_e, pygame.K_u, pygame.K_r, pygame.K_TAB, pygame.K_RETURN,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_1, pygame.K_2, pygame.K_3,
        pygame.K_SPACE, pygame.K_BACKSPACE]


def post_random_input(rnd: random.Random, size) -> None:
    w, h = size
    if rnd.random() < 0.6:
        start = (rnd.randrange(w), rnd.randrange(h))
        end = (rnd.randrange(w), rnd.randrange(h)) if rnd.random() < 0.5 else start
        button = 1 if rnd.random() < 0.85 else 3
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button))
    else:
        key = rnd.choice(KEYS)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("game, mode, seats", [
    ("sky-5", "multi", [Seat("You"), Seat("Ann"), Seat("Bot", "bot", "random")]),
    ("sky-totems", "solo", [Seat("You")]),
    ("sky-totems", "multi", [Seat("You"), Seat("Bot", "bot", "sensible")]),
    ("sky-towers", "multi", [Seat("You"), Seat("Bot", "bot", "sensible")]),
    ("sky-towers", "taroma", [Seat("You")]),
])
def test_random_input_never_raises(app, monkeypatch, game, mode, seats):
    logged = []
    monkeypatch.setattr(app_module, "log_error", lambda exc, where="": logged.append((where, repr(exc))))
    app.settings.anim_speed, app.settings.bot_delay = 0.0, 0.0
    session = Session.new(game, mode, seats, f"fuzz/{game}/{mode}")
    assert app.start_game(session)
    rnd = random.Random(f"{game}/{mode}")
    for _ in range(400):
        post_random_input(rnd, app.size)
        app.frame(1 / 60)
        if type(app.top).__name__ != "TableScene":
            # A menu or a hand-over screen opened: leave it, as a person would.
            if type(app.top).__name__ == "TitleScene":
                app.start_game(session)
            else:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                                     scancode=0))
    assert logged == []
    assert session.state.step > 0, "the random input should have played some moves"
