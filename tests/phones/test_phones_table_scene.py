"""Phone seats at the real table scene (headless, loopback only): the join panel, no hand-over and no
secrets on the screen for a phone's seat, a whole game with a phone, a bot and a person at the
screen, and the phones told when the table closes."""
from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace

import aiohttp
import pygame
import pytest

from game.pacing import FramePacer
from game.phones import hosting
from game.phones import server as server_module
from game.scenes.table import TableScene
from game.session import Seat, Session
from phone_helpers import Phone
from rules.core import bot_move

SIZE = (1280, 720)


class App:
    """What the table scene asks of the app here: its size and settings, and the results."""

    def __init__(self):
        self.size = SIZE
        self.settings = SimpleNamespace(anim_speed=0.0, bot_delay=0.0)
        self.results = []
        self.pacer = FramePacer()

    def show_results(self, session):
        self.results.append(session)


@pytest.fixture(autouse=True)
def loopback(monkeypatch):
    """The "LAN address" is loopback and the port any free one: nothing leaves this machine."""
    monkeypatch.setattr(hosting, "lan_address", lambda: "127.0.0.1")
    monkeypatch.setattr(hosting, "PORT", 0)
    pygame.init()
    pygame.display.set_mode(SIZE)
    yield


def _scene(kinds: str, seed=4):
    """A Tower table whose seats are ``kinds``: "p" a phone, "b" a bot, "h" a person at the screen."""
    seats = [Seat(f"P{i}", "bot" if k == "b" else "human", "sensible" if k == "b" else None, phone=k == "p")
             for i, k in enumerate(kinds)]
    return TableScene(App(), Session.new("tower", "multi", seats, seed))


def _frame(scene, surface=None):
    scene.update(0.016)
    scene.draw(surface or pygame.display.get_surface())


def test_the_join_panel_is_up_first_and_the_game_waits_until_it_is_closed():
    scene = _scene("pbh")
    try:
        assert scene.join_open and scene.phones.server.port
        for _ in range(5):
            _frame(scene)
        assert not scene.session.commands           # the bot waits while the codes are up
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_j, mod=0, unicode="j"))
        for ev in pygame.event.get():
            scene.handle_event(ev)
        assert not scene.join_open
    finally:
        scene.exit()


def test_the_screen_never_holds_a_phone_seat_and_hands_nothing_over():
    scene = _scene("pbh")
    try:
        assert not scene.hand_over and scene.table.viewer == 2
        assert scene._person(0) is None and scene._person(2) == 2
    finally:
        scene.exit()
    alone = _scene("pb")
    try:
        assert alone.table.viewer is None and not alone.table.interactive   # the big screen watches
    finally:
        alone.exit()


class NoCap:
    """A rate cap that lets everything through: the phone here plays as fast as a test can (the cap
    itself is tested in test_phones_links_messages.py and test_phones_server.py)."""

    def __init__(self, *args):
        pass

    def take(self) -> bool:
        return True


def test_a_whole_game_with_a_phone_a_bot_and_a_person_at_the_screen(monkeypatch):
    monkeypatch.setattr(server_module, "Bucket", NoCap)
    scene = _scene("pbh")
    scene.join_open = False
    session = scene.session
    link = scene.phones.server.links.link_of(0)

    async def play():
        async with aiohttp.ClientSession() as http:
            phone = await Phone(http, scene.phones.server, link).join()
            sent = -1
            for _ in range(3000):
                _frame(scene)
                state = session.state
                if state.is_over:
                    break
                if state.actor == 2 and scene.table.human_actor() == 2:
                    scene.submit(bot_move(state, session.make_bot("random", 2)))      # the person plays
                pic = phone.picture
                if pic and pic["your_turn"] and pic["step"] == state.step and pic["step"] > sent:
                    sent = pic["step"]
                    await phone.send({"type": "command", "step": sent, "command": pic["moves"][0]["command"]})
                try:
                    await asyncio.wait_for(phone.next(), 0.005)
                except asyncio.TimeoutError:
                    pass
            await asyncio.get_running_loop().run_in_executor(None, scene.exit)
            return await phone.until(lambda d: d["type"] == "closed")
    closed = asyncio.run(play())
    assert session.state.is_over and {c.seat for c in session.commands} == {0, 1, 2}
    assert closed["text"] == "The table closed."


def test_a_phone_seat_is_saved_as_a_person_on_a_phone_and_its_link_never(tmp_path):
    seats = [Seat("Vega", phone=True), Seat("Rigel", "bot", "random")]
    session = Session.new("tower", "multi", seats, 2, autosave=tmp_path / "game.json")
    phones = hosting.Phones.start(session)
    try:
        text = (tmp_path / "game.json").read_text()
        assert json.loads(text)["seats"][0] == {"name": "Vega", "kind": "human", "phone": True}
        assert phones.server.links.link_of(0) not in text
        again = Session.load(tmp_path / "game.json")
        assert again.seats[0].phone and not again.seats[1].phone
        assert Seat.from_json({"name": "x", "kind": "bot", "level": "random", "phone": True}).phone is False
    finally:
        phones.stop()


def test_the_setup_offers_a_phone_for_any_seat_and_a_solo_game_plays_at_the_screen(saves):
    from game.app import App as RealApp
    from game.scenes.setup import SetupScene
    from game.settings import Settings
    app = RealApp(size=SIZE, settings=Settings(), persist_settings=False)
    try:
        setup = SetupScene(app, "tower", 3)
        assert setup.kinds[-1] == ("phone", "Phone") and setup.kinds[0] == ("human", "Human")
        setup.kind_choices[1].value = "phone"
        seats = setup.seats()
        assert [(s.kind, s.phone) for s in seats] == [("human", False), ("human", True), ("bot", False)]
    finally:
        app.close()
    solo = Session.new("sky-totems", "solo", [Seat("You", phone=True)], 1)
    assert hosting.phone_seats(solo) == [] and hosting.Phones.start(solo) is None


def test_a_codes_number_on_the_join_panel_gives_its_seat_a_new_link():
    scene = _scene("bpp")
    try:
        old = [scene.phones.server.links.link_of(seat) for seat in (1, 2)]
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
        new = [scene.phones.server.links.link_of(seat) for seat in (1, 2)]
        assert new[0] == old[0] and new[1] != old[1] and scene.join_open
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3"))   # no third code
        assert [scene.phones.server.links.link_of(seat) for seat in (1, 2)] == new
        _frame(scene)
    finally:
        scene.exit()


# ---------------------------------------------------------------------- the join panel's buttons
def _press(scene, seat: int, action: str) -> None:
    """Click ``action``'s button under ``seat``'s code, on the panel as the screen shows it (J opens
    it again once every phone has joined)."""
    if not scene.join_open:
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_j, mod=0, unicode="j"))
    scene.draw(pygame.display.get_surface())
    where = scene.join_panel.buttons[(seat, action)].rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle_event(pygame.event.Event(kind, button=1, pos=where))


def _told_on_the_phone(scene, seat: int, act) -> dict:
    """What the phone holding ``seat``'s link is told when ``act()`` runs at the table (whose frames
    go on meanwhile, as the app's do: the pictures are made on the frame loop)."""
    async def frames():
        while True:
            _frame(scene)
            await asyncio.sleep(0.005)

    async def run():
        loop = asyncio.create_task(frames())
        try:
            async with aiohttp.ClientSession() as http:
                phone = await Phone(http, scene.phones.server, scene.phones.server.links.link_of(seat)).join()
                await phone.until(lambda d: d["type"] == "picture")
                act()
                return await phone.until(lambda d: d["type"] != "picture")
        finally:
            loop.cancel()
    return asyncio.run(run())


def test_new_link_withdraws_the_old_one_and_tells_its_phone():
    from game.phones.panel import NEW_LINK
    scene = _scene("pbp")
    try:
        old = scene.phones.server.links.link_of(2)
        told = _told_on_the_phone(scene, 2, lambda: _press(scene, 2, NEW_LINK))
        assert told == {"type": "revoked", "text": server_module.WITHDRAWN}
        assert scene.phones.server.links.holder(old) is None and scene.phones.server.links.link_of(2) not in (None, old)
        assert scene.join_open and not scene.session.seats[2].is_bot       # still a phone seat, with a new code
    finally:
        scene.exit()


def _until_seat_moves(scene, seat: int, frames: int = 3000) -> int:
    """Frames until ``seat`` has a command in the log; the number of the command."""
    for _ in range(frames):
        _frame(scene)
        found = [i for i, command in enumerate(scene.session.commands) if command.seat == seat]
        if found:
            return found[0]
    raise AssertionError(f"seat {seat} never moved")


def test_give_to_a_bot_mid_game_the_bot_plays_the_seat_and_the_save_continues_with_it(tmp_path):
    from game.phones.panel import TO_BOT
    seats = [Seat("Vega", phone=True), Seat("Rigel", "bot", "sensible"), Seat("Deneb", phone=True)]
    session = Session.new("tower", "multi", seats, 4, autosave=tmp_path / "game.json")
    scene = TableScene(App(), session)
    try:
        actor = session.state.actor
        assert scene.phones.is_phone(actor)         # a phone seat is to play: the game waits for it
        told = _told_on_the_phone(scene, actor, lambda: _press(scene, actor, TO_BOT))
        assert told == {"type": "revoked", "text": server_module.BOT_SEAT}
        assert session.seats[actor].is_bot and not scene.phones.is_phone(actor)
        scene.join_open = False
        assert _until_seat_moves(scene, actor) == 0          # the bot plays the seat's turn
        saved = json.loads((tmp_path / "game.json").read_text())
        assert saved["seats"][actor] == {"name": seats[actor].name, "kind": "bot", "level": "sensible"}
        again = Session.load(tmp_path / "game.json")
        assert again.state.step == session.state.step and again.seats[actor].is_bot
        assert again.actor_is_bot() == (again.state.actor in (1, actor))
    finally:
        scene.exit()


class PassApp(App):
    """An app with the pass-the-device screen, which hands the screen over at once here."""

    def pass_device(self, name, ready, **context):
        ready()


def test_play_here_mid_game_seats_the_person_at_the_screen_and_the_save_continues_with_them(tmp_path):
    from game.phones.panel import HERE
    seats = [Seat("Vega"), Seat("Rigel", "bot", "sensible"), Seat("Deneb", phone=True)]
    session = Session.new("tower", "multi", seats, 4, autosave=tmp_path / "game.json")
    scene = TableScene(PassApp(), session)
    try:
        assert not scene.hand_over and scene.table.viewer == 0      # one person here: no hand-over yet
        told = _told_on_the_phone(scene, 2, lambda: _press(scene, 2, HERE))
        assert told == {"type": "revoked", "text": server_module.AT_SCREEN}
        assert not scene.phones.is_phone(2) and scene.hand_over and scene.holder == 0
        scene.join_open = False
        for _ in range(3000):       # Deneb's turn comes at this screen, after the usual hand-over
            _frame(scene)
            if session.state.actor == 2 and scene.table.human_actor() == 2:
                break
            if scene.done_for is not None:
                scene.press_done()
            if session.state.actor == 0 and scene.table.human_actor() == 0:
                scene.submit(bot_move(session.state, session.make_bot("random", 0)))
        assert scene.table.viewer == 2 and scene._person(2) == 2
        saved = json.loads((tmp_path / "game.json").read_text())
        assert saved["seats"][2] == {"name": "Deneb", "kind": "human"}
        again = Session.load(tmp_path / "game.json")
        assert again.state.step == session.state.step and not again.seats[2].phone
        later = TableScene(PassApp(), again)          # continued: two people at this screen, no phones
        try:
            assert later.phones is None and later.hand_over
        finally:
            later.exit()
    finally:
        scene.exit()


def test_the_phones_address_can_be_set_and_then_no_other_is_looked_for(monkeypatch):
    """SKY_TABLE_PHONES_ADDRESS names the address phones use (127.0.0.1: phones on this machine,
    as in a rehearsal with headless phones); the LAN address is then not looked for at all."""
    monkeypatch.setenv(hosting.ADDRESS_SETTING, "127.0.0.1")
    monkeypatch.setattr(hosting, "lan_address", lambda: pytest.fail("the LAN address was looked for"))
    session = Session.new("tower", "multi", [Seat("Vega", phone=True), Seat("Rigel", "bot", "random")], 2)
    phones = hosting.Phones.start(session)
    try:
        assert phones.address == "127.0.0.1" and phones.server.url(0).startswith("http://127.0.0.1:")
    finally:
        phones.stop()


def test_the_table_hands_its_phones_the_frame_loops_wake():
    """A phone's move wakes the app's frame loop (``game.pacing``): the table gives its phones'
    server the app's pacer's wake when the game starts."""
    scene = _scene("pb")
    try:
        assert scene.phones.server.wake is scene.app.pacer.wake
    finally:
        scene.exit()


def test_the_frame_that_moves_the_game_on_leaves_the_phones_pictures_to_the_next_frames(monkeypatch):
    """Issue 39's 4 ms frames: the frame that applies a move animates it; listing the new
    position's moves and making its pictures there too made it the slowest frame of a game. The
    phones get no time in it, however much the frame has left, and the frames after it make the
    pictures."""
    from game.scenes import table as table_module
    monkeypatch.setattr(table_module, "PHONES_FRAME", 1.0)      # every frame has time left
    scene = _scene("pbb")        # the bots move first, up to the phone's turn
    scene.join_open = False
    server = scene.phones.server
    publish = server.publish
    commands_before = [0]
    budgets = []        # (whether the frame moved the game on, the time the phones were given)

    def recording(session, force=False, budget=server_module.PICTURES_BUDGET):
        budgets.append((len(session.commands) != commands_before[0], budget))
        publish(session, force, budget)

    server.publish = recording
    try:
        for _ in range(120):
            commands_before[0] = len(scene.session.commands)
            _frame(scene)
    finally:
        scene.exit()
    moving = [budget for moved, budget in budgets if moved]
    assert moving and all(budget == 0.0 for budget in moving)
    assert any(budget > 0.0 for moved, budget in budgets if not moved)
    assert server._step is not None and server._step.is_for(scene.session.state)     # pictured since
