"""Privacy in pass and play, through the real app and the table scene, for every playable game.

The views report each seat-private face they draw through ``_private_drawn(seat, what)`` (hand card
faces, hidden missions, the starting-card choice, a bank total) when ``private_log`` is a list. The
stand-ins below play full games for the people (the games' own bots choose their commands), press
Done and "I am ready" as a person would (Enter), and after EVERY frame check that each private face
drawn belongs to the seat holding the screen: the person who last said "I am ready", nobody before
the first hand-over and nobody while the pass screen is up.
"""
from __future__ import annotations

import json

import pygame
import pytest

from game.tables import playable
from game.scenes.howto import HowToScene
from game.scenes.passdevice import PassDeviceScene
from game.scenes.pause import PauseScene
from game.scenes.table import TableScene
from game.session import Seat, Session
from rules import registry
from table_helpers import HandOverApp, stand_in_command

DT = 1 / 30
GAMES = [spec.id for spec in registry.GAMES.values() if playable(spec) and "multi" in spec.modes]


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def table_of(app) -> TableScene | None:
    return next((s for s in reversed(app.stack) if isinstance(s, TableScene)), None)


class Watch:
    """Drives an app through a pass-and-play game and checks every frame."""

    def __init__(self, app, session, done_wait: int = 3):
        self.app = app
        self.session = session
        self.holder: int | None = None          # who said "I am ready" last (None: nobody yet)
        self.passes: list[str] = []             # every pass screen, by name
        self.drawn: set[int] = set()            # seats whose secrets were drawn (for their holder)
        self.frames = 0
        self.done_seen = 0
        self.done_wait = done_wait
        self._waited = 0
        self._pass_seen: PassDeviceScene | None = None

    def debug(self, what) -> str:
        scene = table_of(self.app)
        sp = getattr(scene.table, "sprites", {}).get(what) if isinstance(what, int) else None
        extra = f" flipping={sp.flip_tween is not None} moving={sp.move_tween is not None}" if sp else ""
        return f"after {self.session.commands[-3:]}{extra}"

    def name_seat(self, name: str) -> int:
        return next(i for i, s in enumerate(self.session.seats) if s.name == name)

    def frame(self) -> None:
        scene = table_of(self.app)
        log = None
        if scene is not None:
            log = scene.table.private_log = []
        self.app.frame(dt=DT)
        self.frames += 1
        top = self.app.top
        if log is not None:
            if isinstance(top, PassDeviceScene):
                assert log == [], f"{log[:3]} drawn while the pass screen is up"
            for seat, what in log:
                assert self.holder is not None, f"{what} of seat {seat} drawn before any hand-over"
                assert seat == self.holder, \
                    f"{what} of seat {seat} drawn while seat {self.holder} holds the screen {self.debug(what)}"
                self.drawn.add(seat)

    def step(self) -> None:
        """One frame, then what a person at the screen would do next."""
        self.frame()
        top = self.app.top
        if isinstance(top, PassDeviceScene):
            if top is not self._pass_seen:
                self._pass_seen = top
                self.passes.append(top.name)
                seat = self.name_seat(top.name)
                assert not self.session.seats[seat].is_bot, "a bot never gets the screen"
                assert self.holder is None or self.holder != seat, "no hand-over to the person holding it"
                self.holder = None                  # the table is hidden from now on
            if top.age >= 0.4:
                key(self.app, pygame.K_RETURN)      # "I am ready": the screen is theirs from this frame
                self.holder = self.name_seat(top.name)
                self.frame()
                assert self.app.top is not top
            return
        scene = top if isinstance(top, TableScene) else None
        if scene is None:
            return
        if scene.done_for is not None:
            # after the holder's last action their table stays up with the outcome, until Done
            assert scene.table.done_for == self.session.seats[scene.done_for].name
            assert scene.table.viewer == self.holder
            self._waited += 1
            if self._waited > self.done_wait:
                self._waited = 0
                self.done_seen += 1
                key(self.app, pygame.K_RETURN)
            return
        view = scene.table
        seat = view.human_actor()
        if seat is not None and view.idle:
            assert seat == self.holder, "only the person holding the screen may act"
            cmd = stand_in_command(self.session, seat)
            assert scene.submit(cmd) is not None, cmd

    def play(self, most_frames: int = 60000) -> None:
        while not self.session.state.is_over and self.frames < most_frames:
            self.step()
        assert self.session.state.is_over, f"the game did not end in {most_frames} frames"
        for _ in range(10):
            self.frame()


def start(app, session, speed: float = 3.0) -> None:
    app.settings.anim_speed, app.settings.bot_delay = speed, 0.05
    assert app.start_game(session)


SEATINGS = {
    "two people": [Seat("Ana"), Seat("Bo")],
    "three people and a bot": [Seat("Ana"), Seat("Vega", "bot", "sensible"), Seat("Bo"), Seat("Cy")],
    "people between bots": [Seat("Ana"), Seat("Vega", "bot", "random"), Seat("Bo"), Seat("Orion", "bot", "sensible")],
}


@pytest.mark.parametrize("seating", list(SEATINGS))
@pytest.mark.parametrize("game", GAMES)
def test_a_full_pass_and_play_game_draws_only_the_holders_secrets(app, game, seating):
    seats = SEATINGS[seating]
    session = Session.new(game, "multi", seats, f"privacy/{game}/{seating}")
    start(app, session)
    watch = Watch(app, session)
    watch.play()
    people = {s.name for s in seats if not s.is_bot}
    assert set(watch.passes) == people                     # every person was handed the screen
    assert watch.done_seen == len(watch.passes) - 1        # a Done before every hand-over but the first
    # the hook saw each person's secrets while they held the screen (it is wired in, not silent)
    assert watch.drawn == {i for i, s in enumerate(seats) if not s.is_bot}


def test_the_first_hand_over_comes_before_anything_private_and_names_who_acts_first(app):
    seats = [Seat("Ana"), Seat("Bo"), Seat("Cy")]
    session = Session.new("sky-totems", "multi", seats, 12)
    start(app, session)
    scene = app.top
    scene.table.private_log = seen = []
    app.frame(dt=DT)
    assert isinstance(app.top, PassDeviceScene)            # the starting-card choice waits for it
    assert app.top.name == seats[session.state.actor].name
    assert seen == []
    assert scene.table.viewer is None and scene.table.chooser() is None


def _mid_game_save(tmp_path, game: str, seats, seed, commands: int):
    session = Session.new(game, "multi", seats, seed)
    bots = session.spec.bots
    while len(session.commands) < commands and not session.state.is_over:
        actor = session.state.actor
        session.submit(stand_in_command(session, actor, bots))
    path = tmp_path / f"{game}-mid.json"
    path.write_text(json.dumps(session.to_save()), encoding="utf-8")
    return Session.load(path)


def test_continue_mid_game_into_three_person_totems_shows_the_pass_screen_first(app, tmp_path):
    seats = [Seat("Ana"), Seat("Bo"), Seat("Cy")]
    session = _mid_game_save(tmp_path, "sky-totems", seats, 21, commands=25)
    assert session.state.phase not in ("choose",) and not session.state.is_over
    app.settings.anim_speed, app.settings.bot_delay = 1.0, 0.05
    assert app.start_game(session)                         # what Continue and Load do
    scene = app.top
    scene.table.private_log = seen = []
    app.frame(dt=DT)
    assert isinstance(app.top, PassDeviceScene)
    actor = session.state.actor
    assert app.top.name == seats[actor].name
    assert seen == [] and scene.table.viewer is None
    # nobody's missions are in what the table shows until the person is ready
    assert all("name" not in m for altar in scene.table.shown["altars"] for m in altar["missions"])
    watch = Watch(app, session)
    watch._pass_seen = None
    for _ in range(40):
        watch.step()
        if watch.holder is not None:
            break
    assert watch.holder == actor
    watch.frame()
    assert {s for s, _w in scene.table.private_log} == {actor}   # now their missions show


@pytest.mark.parametrize("game", GAMES)
def test_continue_into_any_pass_and_play_game_hands_over_first(app, tmp_path, game):
    seats = [Seat("Ana"), Seat("Vega", "bot", "sensible"), Seat("Bo")]
    session = _mid_game_save(tmp_path, game, seats, 5, commands=9)
    start(app, session)
    watch = Watch(app, session)
    for _ in range(400):
        watch.step()
        if watch.holder is not None:
            break
    assert watch.passes and watch.holder is not None


@pytest.mark.parametrize("game, mode, seats", [
    ("sky-totems", "solo", [Seat("Sol")]),
    ("sky-towers", "taroma", [Seat("Ana")]),
    ("sky-5", "multi", [Seat("Ana"), Seat("Vega", "bot", "sensible"), Seat("Orion", "bot", "random")]),
    ("sky-towers", "multi", [Seat("Vega", "bot", "sensible"), Seat("Ana")]),
    ("sky-totems", "multi", [Seat("Ana"), Seat("Vega", "bot", "sensible")]),
])
def test_one_person_never_gets_a_pass_screen_or_a_done_button(app, game, mode, seats):
    session = Session.new(game, mode, seats, 3)
    start(app, session, speed=0.0)
    person = next(i for i, s in enumerate(seats) if not s.is_bot)
    scene = app.top
    frames = 0
    while not session.state.is_over and frames < 20000:
        scene.table.private_log = seen = []
        app.frame(dt=DT)
        frames += 1
        assert not isinstance(app.top, PassDeviceScene)
        assert scene.done_for is None and scene.table.done_for is None
        # the one person holds the screen from the start
        assert all(session.controller(s) is seats[person] for s, _w in seen)
        seat = scene.table.human_actor()
        if seat is not None and app.top is scene:
            assert scene.submit(stand_in_command(session, seat))
    assert session.state.is_over


def test_the_done_button_keeps_the_outcome_up_until_pressed_and_bots_cause_no_hand_over(app):
    seats = [Seat("Ana"), Seat("Vega", "bot", "sensible"), Seat("Bo")]
    session = Session.new("sky-towers", "multi", seats, 8)
    start(app, session, speed=1.0)
    watch = Watch(app, session, done_wait=10 ** 9)          # never press Done by itself
    while not (table_of(app) and table_of(app).done_for is not None):
        watch.step()
        assert watch.frames < 5000
    scene = app.top
    first = watch.holder
    other = 2 - first
    names = [s.name for s in seats]
    # one hand-over so far: the bot's turns in between gave nobody else the screen
    assert isinstance(scene, TableScene) and watch.passes == [names[first]]
    assert len(session.commands) > 2 and any(session.controller(c.seat).is_bot for c in session.commands)
    assert scene.done_for == other and scene.table.done_for == names[other]
    # the holder's table stays up, with their hand, for as long as they like; the other cannot act yet
    watch.drawn.clear()
    for _ in range(120):
        watch.frame()
        assert app.top is scene and scene.table.viewer == first and scene.table.human_actor() is None
    assert watch.drawn == {first}
    # the big button, drawn in the buttons' place, away from the table's other buttons
    button = scene.table.done_button.rect
    assert button.height >= 60 and scene.table.layout["buttons"].contains(button)
    pos = button.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    watch.step()
    assert isinstance(app.top, PassDeviceScene) and app.top.name == names[other]
    # it says what happened: Ana's last moves and the bot's, from the table's narration
    assert app.top.news and app.top.news[-1] in list(scene.table.log)
    # a click that began on the table does not also dismiss it
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))
    for _ in range(20):
        watch.frame()
    assert isinstance(app.top, PassDeviceScene)


def test_the_pass_screen_offers_the_menu_and_the_rules_and_comes_back_to_itself(app):
    seats = [Seat("Ana"), Seat("Bo")]
    session = Session.new("sky-5", "multi", seats, 4)
    start(app, session)
    app.frame(dt=DT)
    passing = app.top
    first = session.state.actor
    assert isinstance(passing, PassDeviceScene) and passing.name == seats[first].name
    scene = table_of(app)
    scene.table.private_log = seen = []
    key(app, pygame.K_ESCAPE)
    app.frame(dt=DT)
    assert isinstance(app.top, PauseScene)
    key(app, pygame.K_ESCAPE)                               # the menu's "back"
    app.frame(dt=DT)
    assert app.top is passing
    key(app, pygame.K_F1)
    app.frame(dt=DT)
    assert isinstance(app.top, HowToScene)
    key(app, pygame.K_F1)
    app.frame(dt=DT)
    assert app.top is passing
    # the menu's Resume button, clicked, comes back here too, and the click does not pass through
    key(app, pygame.K_ESCAPE)
    app.frame(dt=DT)
    pause = app.top
    pos = pause.resume_button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(15):
        app.frame(dt=DT)
    assert app.top is passing
    assert seen == [] and scene.table.viewer is None
    key(app, pygame.K_RETURN)
    app.frame(dt=DT)
    assert app.top is scene and scene.table.viewer == first


def test_a_fake_app_hand_over_waits_for_done_and_ready():
    """The same flow through ``app.pass_device(name, on_continue)`` of a stand-in app."""
    seats = [Seat("Ana"), Seat("Bo")]
    session = Session.new("sky-totems", "multi", seats, 3)
    app = HandOverApp(anim_speed=0.0, bot_delay=0.0)
    scene = TableScene(app, session)
    surface = pygame.display.get_surface()
    scene.table.private_log = seen = []
    scene.update(DT)
    scene.draw(surface)
    assert [n for n, _go in app.handovers] == ["Ana"] and seen == []
    app.handovers.pop()[1]()
    scene.draw(surface)
    assert seen and {s for s, _w in seen} == {0}            # Ana's three cards
    scene.submit(stand_in_command(session, 0))
    scene.update(DT)
    assert scene.done_for == 1 and not app.handovers
    del seen[:]
    scene.draw(surface)
    assert {s for s, _w in seen} <= {0}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    for ev in pygame.event.get():
        scene.handle_event(ev)
    assert [n for n, _go in app.handovers] == ["Bo"]
    del seen[:]
    scene.update(DT)
    scene.draw(surface)
    assert seen == [] and scene.table.viewer is None
    app.handovers.pop()[1]()
    scene.draw(surface)
    assert {s for s, _w in seen} == {1}


def test_two_people_with_the_same_name_still_hand_the_screen_over():
    seats = [Seat("Ana"), Seat("Ana")]
    session = Session.new("sky-5", "multi", seats, 2)
    app = HandOverApp(anim_speed=0.0, bot_delay=0.0)
    scene = TableScene(app, session)
    holders = []
    for _ in range(200):
        scene.update(DT)
        if app.handovers:
            app.handovers.pop()[1]()
            holders.append(scene.table.viewer)
        if scene.done_for is not None:
            scene.press_done()
        seat = scene.table.human_actor()
        if seat is not None:
            assert seat == scene.table.viewer
            scene.submit(stand_in_command(session, seat))
        if len(set(holders)) == 2:
            break
    assert set(holders) == {0, 1}
