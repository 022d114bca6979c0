"""The phones' server on loopback (127.0.0.1, a free port): whole games through WebSockets with
phone seats and bots, rejoining, revoking, refusals, and everything it must refuse to serve."""
from __future__ import annotations

import asyncio
import json
import socket as sockets

import aiohttp
import pytest
from yarl import URL

from game.phones.messages import MAX_BYTES, NOT_YOURS, STALE, TOO_FAST
from game.phones import server as server_module
from game.phones.server import CLOSED, MAX_FRAME, WITHDRAWN, PhoneServer
from game.phones.faces import faces_for
from game.phones.links import Links
from phone_helpers import HOST, Phone, make, with_table
from rules.registry import GAMES


def _state_text(session):
    return json.dumps(session.state.to_json(), sort_keys=True)


@pytest.fixture
def table():
    """``table(game, kinds)``: a session and its started server, stopped after the test."""
    made = []

    def build(game="tower", kinds="pb", **args):
        session, server = make(game, kinds, **args)
        made.append(server)
        return session, server
    yield build
    for server in made:
        server.stop()


@pytest.mark.parametrize("game", list(GAMES))
def test_whole_games_with_two_phones_and_a_bot(table, game):
    # Phones playing as fast as they can: the rate cap (made for people's thumbs) is lifted.
    session, server = table(game, "pbp", rate=1e6, burst=1e6)

    async def body(http, _table):
        phones = [await Phone(http, server, server.links.link_of(seat)).join() for seat in (0, 2)]
        watcher = await Phone(http, server, server.links.link_of(None)).join()
        ends = await asyncio.wait_for(asyncio.gather(*(p.play_to_the_end() for p in phones)), 9)
        await watcher.until(lambda d: d.get("over"))
        return ends
    ends = asyncio.run(body_with(session, server, body))
    assert session.state.is_over
    assert all(end["result"]["scores"] == session.state.result()["scores"] for end in ends)
    seats = {c.seat for c in session.commands}
    assert {0, 2} <= seats
    assert session.spec.state.from_json(session.state.to_json())       # the log is the same log


async def body_with(session, server, body):
    return await with_table(session, server, body)


def test_a_phone_that_rejoins_mid_turn_gets_the_whole_picture_and_plays_on(table):
    session, server = table("tower", "pb")

    async def body(http, _table):
        phone = await Phone(http, server, server.links.link_of(0)).join()
        first = await phone.until(lambda d: d["type"] == "picture" and d["your_turn"])
        await phone.socket.close()
        again = await Phone(http, server, server.links.link_of(0)).join()
        pic = await again.until(lambda d: d["type"] == "picture")
        assert pic == first
        await again.send({"type": "command", "step": pic["step"], "command": pic["moves"][0]["command"]})
        return await again.until(lambda d: d["type"] == "picture" and d["step"] > pic["step"])
    moved = asyncio.run(with_table(session, server, body))
    assert moved["step"] > 0 and session.commands[0].seat == 0


def test_a_command_sent_twice_is_applied_once_and_the_second_is_stale(table):
    session, server = table("tower", "pp")

    async def body(http, _table):
        phone = await Phone(http, server, server.links.link_of(session.state.actor)).join()
        pic = await phone.until(lambda d: d["type"] == "picture")
        message = {"type": "command", "step": pic["step"], "command": pic["moves"][0]["command"]}
        await phone.send(message)
        await phone.send(message)
        return await phone.until(lambda d: d["type"] == "refused")
    refused = asyncio.run(with_table(session, server, body))
    assert refused["text"] == STALE and len(session.commands) == 1


def test_foreign_and_illegal_commands_are_refused_and_change_nothing(table):
    session, server = table("tower", "pp")
    actor = session.state.actor
    before = _state_text(session)

    async def body(http, _table):
        waiting = await Phone(http, server, server.links.link_of(1 - actor)).join()
        mover = await Phone(http, server, server.links.link_of(actor)).join()
        pic = await mover.until(lambda d: d["type"] == "picture")
        move = pic["moves"][0]["command"]
        await waiting.send({"type": "command", "step": pic["step"], "command": move})
        foreign = await waiting.until(lambda d: d["type"] == "refused")
        await mover.send({"type": "command", "step": pic["step"], "command": {**move, "seat": 1 - actor}})
        other_seat = await mover.until(lambda d: d["type"] == "refused")
        await mover.send({"type": "command", "step": pic["step"], "command": {"cmd": "discard", "seat": actor, "card": 999}})
        illegal = await mover.until(lambda d: d["type"] == "refused")
        await mover.send({"type": "hello"})         # the connection stays
        await mover.until(lambda d: d["type"] == "picture")
        return foreign, other_seat, illegal
    foreign, other_seat, illegal = asyncio.run(with_table(session, server, body))
    assert foreign["text"] == NOT_YOURS and other_seat["text"] == NOT_YOURS
    assert illegal["text"].endswith(".") and illegal["text"] != NOT_YOURS
    assert _state_text(session) == before and not session.commands


def test_malformed_oversized_and_too_fast_messages_get_a_sentence_and_the_connection_stays(table):
    now = [0.0]
    session, server = table("tower", "pb", rate=1.0, burst=5.0, clock=lambda: now[0])
    before = _state_text(session)

    async def body(http, _table):
        phone = await Phone(http, server, server.links.link_of(0)).join()
        await phone.until(lambda d: d["type"] == "picture")
        answers = []
        for bad in ("{", "[1]", json.dumps({"type": "command", "step": 0, "command": "x" * MAX_BYTES}),
                    json.dumps({"type": "command"})):
            await phone.send(bad)
            answers.append(await phone.until(lambda d: d["type"] == "refused"))
        await phone.socket.send_bytes(b"\x00\x01")
        answers.append(await phone.until(lambda d: d["type"] == "refused"))
        for _ in range(3):
            await phone.send({"type": "hello"})
        too_fast = await phone.until(lambda d: d["type"] == "refused")
        now[0] += 10
        await phone.send({"type": "hello"})
        await phone.until(lambda d: d["type"] == "picture")
        await phone.send("x" * (MAX_FRAME + 1))     # beyond any message: the connection is closed
        gone = await phone.until(lambda d: d["type"] == "gone")
        return answers, too_fast, gone
    answers, too_fast, gone = asyncio.run(with_table(session, server, body))
    assert all(a["text"].endswith(".") for a in answers) and "too long" in answers[2]["text"]
    assert too_fast["text"] == TOO_FAST and gone["type"] == "gone"
    assert _state_text(session) == before


def test_a_revoked_link_is_told_and_refused_and_the_new_one_opens_the_seat(table):
    session, server = table("tower", "pb")
    old = server.links.link_of(0)

    async def body(http, _table):
        phone = await Phone(http, server, old).join()
        await phone.until(lambda d: d["type"] == "picture")
        new = server.reissue(0)
        told = await phone.until(lambda d: d["type"] == "revoked")
        async with http.get(f"http://{HOST}:{server.port}/p/{old}") as page:
            old_page = page.status
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await Phone(http, server, old).join()
        fresh = await Phone(http, server, new).join()
        pic = await fresh.until(lambda d: d["type"] == "picture")
        server.revoke(0)
        await fresh.until(lambda d: d["type"] == "revoked")
        return told, old_page, refused.value.status, pic
    told, old_page, ws_status, pic = asyncio.run(with_table(session, server, body))
    assert told["text"] == WITHDRAWN and old_page == 403 and ws_status == 403 and pic["you"] == "P0"
    assert server.links.link_of(0) is None


def test_a_seat_given_to_a_bot_refuses_its_phone(table):
    session, server = table("tower", "pp")
    actor = session.state.actor
    session.seats[actor].kind, session.seats[actor].level = "bot", "random"

    async def body(http, table_loop):
        table_loop.running = False                  # the bot must not move before the phone tries
        phone = await Phone(http, server, server.links.link_of(actor)).join()
        server.drain(session)
        pic = await phone.until(lambda d: d["type"] == "picture")
        await phone.send({"type": "command", "step": pic["step"], "command": pic["moves"][0]["command"]})
        await asyncio.sleep(0.05)
        server.drain(session)
        return await phone.until(lambda d: d["type"] == "refused")
    assert asyncio.run(with_table(session, server, body))["text"] == "A bot plays this seat now."
    assert not session.commands


def test_unknown_links_foreign_origins_and_path_tricks_are_refused(table):
    session, server = table("tower", "pb")
    link = server.links.link_of(0)
    base = f"http://{HOST}:{server.port}"

    async def body(http, _table):
        statuses = {}
        for path in ("/p/nothing", "/p/" + link[:-1], "/ws/nothing", "/static/../server.py", "/static/%2e%2e%2fserver.py",
                     "/static/..%2fserver.py", "/static/page.html", "/static/__init__.py", "/static/", "/static/../../../rules/core.py",
                     "/page/page.js", "/", "/favicon.ico", f"/p/{link}/../../server.py"):
            # encoded: the path goes out as written, dots and escapes not tidied by the client
            async with http.get(URL(base + path, encoded=True), allow_redirects=False) as answer:
                statuses[path] = (answer.status, await answer.text())
        with pytest.raises(aiohttp.WSServerHandshakeError) as foreign:
            await Phone(http, server, link).join(Origin="http://evil.example")
        with pytest.raises(aiohttp.WSServerHandshakeError) as unknown:
            await Phone(http, server, "nothing").join()
        same = await Phone(http, server, link).join(Origin=base)
        await same.until(lambda d: d["type"] == "picture")
        async with http.get(f"{base}/p/{link}") as page, http.get(f"{base}/static/page.js") as script:
            good = (page.status, await page.text(), script.status, page.headers.get("Referrer-Policy"))
        return statuses, foreign.value.status, unknown.value.status, good
    statuses, foreign, unknown, good = asyncio.run(with_table(session, server, body))
    for path, (status, text) in statuses.items():
        assert status in (403, 404), (path, status)
        assert "import" not in text and "<html" not in text.lower(), path
    assert statuses["/p/nothing"][0] == 403 and statuses["/ws/nothing"][0] == 403
    assert foreign == 403 and unknown == 403
    assert good[0] == 200 and "/static/page.js" in good[1] and good[2] == 200 and good[3] == "no-referrer"


def test_stopping_tells_every_phone_the_table_closed():
    session, server = make("tower", "pb")

    async def body(http, _table):
        phone = await Phone(http, server, server.links.link_of(0)).join()
        watcher = await Phone(http, server, server.links.link_of(None)).join()
        await phone.until(lambda d: d["type"] == "picture")
        await asyncio.get_running_loop().run_in_executor(None, server.stop)
        return [await p.until(lambda d: d["type"] == "closed") for p in (phone, watcher)]
    said = asyncio.run(with_table(session, server, body))
    assert [s["text"] for s in said] == [CLOSED, CLOSED]
    server.stop()       # twice is harmless


def test_a_taken_port_falls_back_to_the_next():
    taken = sockets.socket()
    taken.bind((HOST, 0))
    taken.listen()
    port = taken.getsockname()[1]
    server = PhoneServer("tower", Links([0]), host=HOST, port=port)
    try:
        assert server.start() not in (None, port)
        assert server.url(0).startswith(f"http://{HOST}:{server.port}/p/")
    finally:
        server.stop()
        taken.close()


def test_a_spectator_makes_no_moves(table):
    session, server = table("tower", "pb")

    async def body(http, _table):
        watcher = await Phone(http, server, server.links.link_of(None)).join()
        pic = await watcher.until(lambda d: d["type"] == "picture")
        await watcher.send({"type": "command", "step": pic["step"], "command": {"cmd": "discard", "seat": 0, "card": 1}})
        return pic, await watcher.until(lambda d: d["type"] == "refused")
    pic, refused = asyncio.run(with_table(session, server, body))
    assert pic["view"] == session.state.view(None) and pic["moves"] == [] and "spectator" in refused["text"]


def test_a_phone_takes_back_a_step_where_the_game_allows_it(table):
    session, server = table("sky-totems", "pp", rate=1e6, burst=1e6)

    async def body(http, _table):
        phones = {seat: await Phone(http, server, server.links.link_of(seat)).join() for seat in (0, 1)}
        for _ in range(200):
            actor = session.state.actor
            phone = phones[actor]
            pic = phone.picture          # the seat may be to move again: its picture came already
            if pic is None or pic["step"] != session.state.step:
                pic = await phone.until(lambda d: d["type"] == "picture" and d["step"] == session.state.step)
            if pic["undo"]:
                await phone.send({"type": "undo"})
                back = await phone.until(lambda d: d["type"] == "picture" and d["step"] < pic["step"])
                return pic, back
            await phone.send({"type": "command", "step": pic["step"], "command": pic["moves"][0]["command"]})
            await phone.until(lambda d: d["type"] == "picture" and d["step"] > pic["step"])
        raise AssertionError("no step could be taken back in 200 commands")
    pic, back = asyncio.run(with_table(session, server, body))
    assert back["step"] == pic["step"] - 1 == session.state.step and back["your_turn"]
    assert len(session.commands) == session.state.step


def test_a_phone_fetches_the_faces_of_its_own_cards_and_no_others(table):
    session, server = table("tower", "pb", faces=faces_for("tower"))
    link, watching = server.links.link_of(0), server.links.link_of(None)
    base = f"http://{HOST}:{server.port}/face"
    theirs = [card["code"] for card in session.state.view(1)["hand"]]

    async def body(http, _table):
        phone = await Phone(http, server, link).join()
        # once every face is drawn: a few are drawn a frame
        pic = await phone.until(lambda d: d["type"] == "picture" and all(card["face"] for card in d["cards"]))
        mine = [card["face"] for card in pic["cards"]]
        answers = {}
        for name, url in (("mine", f"{base}/{link}/{mine[0]}.png"), ("theirs", f"{base}/{link}/{theirs[0]}.png"),
                          ("watching", f"{base}/{watching}/{mine[0]}.png"), ("unknown", f"{base}/nothing/{mine[0]}.png"),
                          ("trick", f"{base}/{link}/..%2fserver.py")):
            async with http.get(URL(url, encoded=True)) as answer:
                answers[name] = (answer.status, answer.content_type, await answer.read())
        return mine, answers
    mine, answers = asyncio.run(with_table(session, server, body))
    assert mine == [card["code"] for card in session.state.view(0)["hand"]]
    status, kind, png = answers["mine"]
    assert status == 200 and kind == "image/png" and png.startswith(b"\x89PNG")
    # Another seat's card, a spectator asking for a hand's card, an unknown link, a path: refused.
    assert answers["theirs"][0] == 404 and answers["watching"][0] == 404
    assert answers["unknown"][0] == 403 and answers["trick"][0] == 404


def test_faces_are_drawn_a_few_a_frame_and_the_pictures_sent_again_with_them(table, monkeypatch):
    monkeypatch.setattr(server_module, "FACES_BUDGET", 0.0)        # one face a frame
    session, server = table("tower", "pb", faces=faces_for("tower"))
    hand = [card["code"] for card in session.state.view(0)["hand"]]

    async def body():
        # The frame loop is this test's own here: one drain, one frame, one picture.
        async with aiohttp.ClientSession() as http:
            phone = await Phone(http, server, server.links.link_of(0)).join()
            seen = []
            while len(seen) < 20 and (not seen or None in seen[-1]):
                server.drain(session)
                pic = await phone.until(lambda d: d["type"] == "picture")
                seen.append([card["face"] for card in pic["cards"]])
            return seen
    seen = asyncio.run(body())
    assert seen[-1] == hand and len(seen) == len(hand)     # a face more each frame
    assert all(face in (None, code) for faces in seen for face, code in zip(faces, hand))


def test_a_card_that_cannot_be_played_says_why_in_the_tables_words_on_its_phone_only(table):
    from game.phones.pictures import CANNOT, place
    from game.tables import table_class_of
    session, server = table("sky-towers", "pp", seed=0)
    seen = []

    async def body(http, _table):
        phones = [await Phone(http, server, server.links.link_of(seat)).join() for seat in (0, 1)]
        watcher = await Phone(http, server, server.links.link_of(None)).join()
        while True:         # each phone plays its first move until a card of the one to play is refused
            phone = phones[session.state.actor]
            def current(d):
                return d["type"] == "picture" and d["your_turn"] and d["step"] == session.state.step
            pic = phone.picture if phone.picture and current(phone.picture) else await phone.until(current)
            assert not pic["over"], "no card of this game was ever refused"
            blocked = [card for card in pic["cards"] if "why" in card]
            if blocked:
                seen.append((pic, blocked, session.state))
                await watcher.until(lambda d: d["type"] == "picture" and d["step"] == pic["step"])
                return watcher.picture
            await phone.send({"type": "command", "step": pic["step"], "command": pic["moves"][0]["command"]})
            await phone.until(lambda d: d["type"] == "picture" and d["step"] > pic["step"])
    spectator = asyncio.run(with_table(session, server, body))
    pic, blocked, state = seen[0]
    seat = pic["seat"]
    towers = table_class_of("sky-towers")
    shown = towers.shown_from(state.view(seat), seat)
    moves = towers.MOVES(shown, state.legal_commands(), seat, state.check)
    for card in blocked:
        assert not card["plays"] and card["why"] != CANNOT
        # a sentence the big screen says over a place it marks blocked for that card
        places = [place(zone) for zone in shown.cards]
        assert card["why"] in {moves.why_not(card["id"], target) for target in places if moves.relevant(card["id"], target)}
    assert all("why" not in card for card in spectator["cards"])


def test_a_card_tapped_out_of_turn_says_whose_turn_it_is(table):
    session, server = table("tower", "pb", seed=3)

    async def body(http, _table):
        phone = await Phone(http, server, server.links.link_of(0)).join()
        pic = await phone.until(lambda d: d["type"] == "picture" and d["your_turn"])
        await phone.send({"type": "command", "step": pic["step"], "command": pic["moves"][0]["command"]})
        return await phone.until(lambda d: d["type"] == "picture" and not d["your_turn"])
    waiting = asyncio.run(with_table(session, server, body))
    assert waiting["cards"] and all(card["why"] == "It is P1's turn: wait for yours." for card in waiting["cards"])


def test_a_move_from_a_phone_wakes_the_frame_loop_and_nothing_else_does(table):
    """Issue 39's 20 ms from tap to game: the frame loop sleeps on the server's ``wake`` between
    frames (``game.pacing``); a phone's move sets it, a hello (joining) does not."""
    import threading
    session, server = table("tower", "pp")
    server.wake = threading.Event()

    async def body(http, _table):
        phone = await Phone(http, server, server.links.link_of(session.state.actor)).join()
        pic = await phone.until(lambda d: d["type"] == "picture")
        woken_by_joining = server.wake.is_set()
        await phone.send({"type": "command", "step": pic["step"], "command": pic["moves"][0]["command"]})
        await phone.until(lambda d: d["type"] == "picture" and d["step"] > pic["step"])
        return woken_by_joining
    server.wake.clear()
    assert asyncio.run(with_table(session, server, body)) is False
    assert server.wake.is_set() and len(session.commands) == 1


def test_a_new_positions_pictures_wait_for_a_frame_with_time_but_never_long():
    """Issue 39's 4 ms frames: the table hands the phones what its frame left of its time; a frame
    with none left puts a new position's pictures off (listing its moves costs ~1 ms for ten
    seats), but only for ``PUT_OFF`` frames: a slow machine still gets its pictures."""
    from game.session import Seat, Session
    session = Session.new("tower", "multi", [Seat("A", phone=True), Seat("B", phone=True)], 3)
    server = PhoneServer("tower", Links([0, 1]), host=HOST)
    server.hold = True          # kept until flushed: nothing is sent (no server runs here)
    for _ in range(server_module.PUT_OFF):
        server.publish(session, budget=0.0)
        assert server._outbox == {}
    server.publish(session, budget=0.0)         # the moves listed at last, in a frame of its own
    assert server._outbox == {}
    server.publish(session, budget=0.0)
    assert list(server._outbox) == [session.state.actor]        # the seat to move first, at least one
    server.publish(session, budget=1.0)
    assert set(server._outbox) == {0, 1, None}


def test_every_face_is_drawn_ahead_while_nobody_moves():
    """A face takes ~4 ms: drawn when a move first showed it, it cost that move's frame. ``warm``
    draws the game's faces ahead, at least one a call, as many as its time allows."""
    faces = faces_for("tower")
    assert faces.warm is not None
    faces.warm(0.0)
    assert len(faces._made) == 1
    faces.warm(60.0)
    from game.tables.tower.art import deck_codes
    assert set(faces._made) == set(deck_codes())
    made = dict(faces._made)
    assert all(faces([code])[code] is made[code] for code in made)     # served as drawn, not again


def test_a_finished_games_pictures_go_out_at_once():
    """After the last move nothing moves on: every holder is sent its result in one frame, however
    little time that frame has (the phones learn the result together)."""
    from game.session import Seat, Session
    from rules.core import bot_move
    session = Session.new("tower", "multi", [Seat("A", phone=True), Seat("B", phone=True)], 3)
    while not session.state.is_over:
        session.submit(bot_move(session.state, session.make_bot("sensible", session.state.actor)))
    server = PhoneServer("tower", Links([0, 1]), host=HOST)
    server.hold = True          # kept until flushed: nothing is sent (no server runs here)
    server.publish(session, budget=0.0)
    assert set(server._outbox) == {0, 1, None}
    assert all(json.loads(text)["over"] for text in server._outbox.values())
