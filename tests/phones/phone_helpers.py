"""A table and phones for the server's tests, all on loopback (127.0.0.1) and one asyncio loop.

``Table`` stands in for the app's frame loop: every millisecond it drains the phones' commands
through the session and lets the bot whose move it is play, as the table scene does. A ``Phone`` is
a WebSocket client like the page: it keeps the last picture and can play the first move offered.
"""
from __future__ import annotations

import asyncio
import json

import aiohttp

from game.phones.links import Links
from game.phones.server import PhoneServer
from game.session import Seat, Session

HOST = "127.0.0.1"


def make(game: str, kinds: str, seed=7, **server_args):
    """A session whose seats are ``kinds`` ("p": a phone, "b": a sensible bot, "h": a person at the
    screen) and a started server for its phone seats."""
    seats = [Seat(f"P{i}", "bot" if k == "b" else "human", "sensible" if k == "b" else None)
             for i, k in enumerate(kinds)]
    spec_mode = "multi"
    session = Session.new(game, spec_mode, seats, seed)
    links = Links([i for i, k in enumerate(kinds) if k == "p"])
    server = PhoneServer(game, links, host=HOST, **server_args)
    server.start()
    return session, server


class Table:
    """The frame loop of the test: drains and plays the bots until stopped."""

    def __init__(self, session, server):
        self.session, self.server = session, server
        self.applied = []
        self.running = True

    def frame(self):
        done = self.server.drain(self.session)
        self.applied += done
        # as at the app's table, a bot moves in a later frame than a phone's move (after its
        # animation), so the phones are sent the position in between first
        if not done and not self.session.state.is_over and self.session.actor_is_bot():
            self.session.submit(self.session.bot_command())
            self.server.drain(self.session)

    async def run(self):
        while self.running:
            self.frame()
            await asyncio.sleep(0.001)


class Phone:
    """One phone's WebSocket: the pictures and sentences it was sent."""

    def __init__(self, http: aiohttp.ClientSession, server: PhoneServer, link: str):
        self.http, self.server, self.link = http, server, link
        self.picture = None
        self.said: list[dict] = []
        self.socket = None

    async def join(self, **headers):
        self.socket = await self.http.ws_connect(f"http://{HOST}:{self.server.port}/ws/{self.link}", headers=headers)
        return self

    async def send(self, data):
        await self.socket.send_str(data if isinstance(data, str) else json.dumps(data))

    async def next(self, timeout: float = 5.0) -> dict:
        """The next message, kept (a picture) or noted (a sentence)."""
        frame = await asyncio.wait_for(self.socket.receive(), timeout)
        if frame.type != aiohttp.WSMsgType.TEXT:
            return {"type": "gone", "frame": frame.type}
        data = json.loads(frame.data)
        if data["type"] == "picture":
            self.picture = data
        else:
            self.said.append(data)
        return data

    async def until(self, test, timeout: float = 5.0) -> dict:
        """Read until a message passes ``test``."""
        async def wait():
            while True:
                data = await self.next(timeout)
                if test(data):
                    return data
        return await asyncio.wait_for(wait(), timeout)

    async def play_to_the_end(self):
        """Play the first move offered at every turn of this seat until the game is over."""
        sent_at = -1
        while True:
            pic = self.picture
            if pic is not None and pic["over"]:
                return pic
            if pic is not None and pic["your_turn"] and pic["step"] > sent_at:
                sent_at = pic["step"]
                await self.send({"type": "command", "step": pic["step"], "command": pic["moves"][0]["command"]})
            data = await self.next()
            assert data["type"] in ("picture", "refused"), data
            assert data["type"] == "picture", f"refused: {data['text']}"


async def with_table(session, server, body):
    """Run ``body(http, table)`` with the table's frame loop going, then stop both."""
    table = Table(session, server)
    runner = asyncio.ensure_future(table.run())
    try:
        async with aiohttp.ClientSession() as http:
            return await body(http, table)
    finally:
        table.running = False
        await runner
