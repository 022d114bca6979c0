"""The phones' server: aiohttp (HTTP and WebSocket in one) on its own thread and event loop.

Routes, and nothing else:

- ``GET /p/<link>``: the page (``page/page.html``); a link that opens no seat gets 403;
- ``GET /static/<name>``: the page's script and styles, only names in ``STATIC`` (package data);
- ``GET /ws/<link>``: the seat's WebSocket; 403 for an unknown link or a foreign ``Origin``;
- ``GET /face/<link>/<code>.png``: a card's face in the game's own art (``faces``), only of a card
  that link's pictures have shown (else 404: the faces drawn so far must not tell what others hold).

Threads: the server's thread reads phones' messages and checks what it can without the game (size,
rate, shape: ``messages.read``); commands and undos wait in a ``queue.Queue`` until the frame loop
calls ``drain(session)``, which checks them against the position and applies them through the
``Session``, so nothing about the game is read or changed off the frame loop. ``drain`` then makes
new pictures when the position moved (whoever moved it: a phone, a bot, the mouse) and hands them
to the server's loop with ``call_soon_threadsafe``, which sends each connected phone its own.
"""
from __future__ import annotations

import asyncio
import json
import queue
import sys
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Callable, Iterable
from urllib.parse import urlsplit

from aiohttp import WSMsgType, web

from rules.core import Command, Event, Rejected

from .links import Holder, Links
from .messages import Bucket, Message, Refused, TOO_FAST, legal_command, read
from .pictures import Step, picture

STATIC = {"page.js": "application/javascript", "page.css": "text/css"}
CLOSED = "The table closed."
WITHDRAWN = "This link was withdrawn at the table: ask for a new one."
BOT_SEAT = "A bot plays this seat now."
AT_SCREEN = "This seat is played at the table's screen now."
MAX_FRAME = 64 * 1024       # aiohttp closes a connection over this; below it, messages.read answers
LOG_LINES = 40              # the log lines a phone is sent
FACES_BUDGET = 0.003        # s of a frame spent drawing card faces (at least one face is drawn)
SWITCH_INTERVAL = 0.001     # s: Python's thread switch interval while the server runs (``start``)
PUT_OFF = 6                 # frames in a row a new position's pictures may wait for a frame with time
PICTURES_BUDGET = 0.003     # s of a frame spent making and encoding pictures (at least one, unless the moves were listed); the rest wait a frame
LISTING_COST = 0.001        # s a new position's moves take to list (ten seats of Tower), until measured
PICTURE_COST = 0.0003       # s one holder's picture takes to make and encode, until measured
PORT_TRIES = 10             # a taken port: the next ones are tried, then any free one
HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",       # the link is in the address: never pass it on
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:",
}


def _lately(estimate: float, took: float) -> float:
    """What a piece of work costs lately: a running average of what it took, a quarter the latest
    (a moment the machine was busy does not hold the next frames' pictures back)."""
    return estimate + (took - estimate) / 4


@dataclass
class Applied:
    """What ``drain`` did for a phone: ``command`` applied for ``seat`` with ``events``; an undo
    has ``undone`` True and ``events`` None (the table shows the restored position). ``at``: when
    (``time.perf_counter``), before the pictures of the new position are made."""

    seat: int
    command: Command
    events: list[Event] | None
    undone: bool = False
    at: float = field(default_factory=time.perf_counter)


@dataclass
class _Inbound:
    """A phone's command or undo on its way to the frame loop."""

    socket: Any
    link: str
    seat: int
    message: Message


_switching = {"servers": 0, "before": None}
_switching_lock = threading.Lock()


def _shorter_switches(change: int) -> None:
    """One more (+1) or one fewer (-1) server running: the switch interval is ``SWITCH_INTERVAL``
    while any runs, and what it was before once none does (tests start several at once)."""
    with _switching_lock:
        if _switching["servers"] == 0 and change > 0:
            _switching["before"] = sys.getswitchinterval()
            sys.setswitchinterval(min(_switching["before"], SWITCH_INTERVAL))
        _switching["servers"] = max(0, _switching["servers"] + change)
        if _switching["servers"] == 0 and change < 0 and _switching["before"] is not None:
            sys.setswitchinterval(_switching["before"])


class PhoneServer:
    """One game's phone server. ``start`` binds it (``port``; 0: any free port), ``drain`` is called
    on the frame loop once a frame, ``stop`` closes it and tells the phones."""

    def __init__(self, game: str, links: Links, host: str = "127.0.0.1", port: int = 0,
                 rate: float = 8.0, burst: float = 16.0, clock: Callable[[], float] = time.monotonic,
                 faces: Callable[[Iterable[str]], dict[str, bytes]] | None = None):
        self.game, self.links, self.host, self.wanted_port = game, links, host, port
        # The card faces' PNG by code, drawn on the frame loop (``faces.Faces``; None: names only),
        # and the codes each holder's pictures have shown, the only ones its link may fetch.
        self.faces = faces
        self._face_png: dict[str, bytes | None] = {}
        self._face_shown: dict[int | None, set[str]] = {}
        self.rate, self.burst, self.clock = rate, burst, clock
        self.port: int | None = None
        self._lock = threading.Lock()           # the links are changed on the frame loop, read here
        self._inbox: queue.Queue[_Inbound] = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        # The server loop's own: every open socket and whom it holds, the latest picture per holder.
        self._sockets: dict[web.WebSocketResponse, tuple[str, Holder]] = {}
        self._latest: dict[int | None, str] = {}
        # The frame loop's own: this position's moves and each seat's log.
        self._step: Step | None = None
        self._logs: dict[int | None, deque] = {}
        self._told = False                      # a log line came since the last pictures
        self._unpictured: list[int | None] = []  # the holders still to be sent this position's picture
        # Pictures made but not yet handed to the server's loop. With ``hold`` they wait for
        # ``flush``, which the table scene calls once the frame is drawn: the server's thread then
        # sends them while the frame loop sleeps, rather than take the GIL from the drawing.
        self._outbox: dict[int | None, str] = {}
        self.hold = False
        self.connected: dict[int | None, int] = {}      # open sockets per holder (read by the panel)
        # set when a move arrives: the frame loop's wait ends at once (``game.pacing``), so a tap
        # is applied within a millisecond instead of up to a frame later
        self.wake: threading.Event | None = None
        self._put_off = 0                       # frames in a row that had no time for a new position
        # what listing a position's moves and making one picture cost lately (s): each is started
        # only in a frame whose time left holds it, so that the last one never runs past the frame
        self._listing_cost = LISTING_COST
        self._picture_cost = PICTURE_COST

    # ------------------------------------------------------------------ starting and stopping
    def start(self) -> int:
        """Bind and serve on a thread of its own; returns the port. Raises OSError when no port
        could be bound."""
        ready = threading.Event()
        failure: list[BaseException] = []
        loop = asyncio.new_event_loop()

        def serve():
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self._bind())
            except BaseException as e:      # told to start(), which raises it there
                failure.append(e)
                ready.set()
                return
            ready.set()
            loop.run_forever()

        self._loop = loop
        self._thread = threading.Thread(target=serve, name="phones", daemon=True)
        self._thread.start()
        ready.wait()
        if failure:
            self._thread.join()
            loop.close()
            self._loop = None
            raise failure[0]
        # The server's thread shares the GIL with the frame loop: once it holds it (sending twenty
        # pictures), the frame loop waited up to Python's switch interval, 5 ms, to take it back,
        # a third of a frame. A millisecond keeps a frame's wait short, for a few more switches
        # between the two threads.
        _shorter_switches(+1)
        return self.port

    async def _bind(self) -> None:
        app = web.Application(client_max_size=MAX_FRAME)
        app.router.add_get("/p/{link}", self._page)
        app.router.add_get("/static/{name}", self._static)
        app.router.add_get("/ws/{link}", self._socket)
        app.router.add_get("/face/{link}/{name}", self._face)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        ports = [self.wanted_port + i for i in range(PORT_TRIES)] if self.wanted_port else []
        for port in [*ports, 0]:
            site = web.TCPSite(self._runner, self.host, port)
            try:
                await site.start()
            except OSError:
                if port == 0:
                    raise
                continue
            self.port = site._server.sockets[0].getsockname()[1]
            return

    def stop(self) -> None:
        """Tell every phone the table closed, close the sockets and the server, end the thread."""
        loop = self._loop
        if loop is None:
            return
        try:
            asyncio.run_coroutine_threadsafe(self._close_all(), loop).result(timeout=5)
        finally:
            loop.call_soon_threadsafe(loop.stop)
            self._thread.join(timeout=5)
            loop.close()
            self._loop = None
            _shorter_switches(-1)

    async def _close_all(self) -> None:
        for socket in list(self._sockets):
            await self._say_and_close(socket, "closed", CLOSED)
        await self._runner.cleanup()

    def url(self, seat: int | None, host: str | None = None) -> str | None:
        """The address of ``seat``'s page (None: the spectators'), or None when it has no link."""
        with self._lock:
            link = self.links.link_of(seat)
        if link is None or self.port is None:
            return None
        return f"http://{host or self.host}:{self.port}/p/{link}"

    # ------------------------------------------------------------------ links, from the table
    def reissue(self, seat: int | None) -> str:
        """A new link for ``seat``; phones on the old one are told and closed."""
        with self._lock:
            link = self.links.issue(seat)
        self._on_loop(self._drop_stale)
        return link

    def revoke(self, seat: int | None, why: str = WITHDRAWN) -> None:
        """``seat`` has no phone any more (a bot or pass-and-play plays it); its phone is told ``why``."""
        with self._lock:
            self.links.revoke(seat)
        self._on_loop(self._drop_stale, why)

    def _holder(self, link: str) -> Holder | None:
        with self._lock:
            return self.links.holder(link)

    async def _drop_stale(self, why: str = WITHDRAWN) -> None:
        for socket, (link, holder) in list(self._sockets.items()):
            if self._holder(link) != holder:
                await self._say_and_close(socket, "revoked", why)

    # ------------------------------------------------------------------ the frame loop's side
    def tell(self, seat: int | None, line: str) -> None:
        """Add ``line`` to the log ``seat``'s phone shows (None: the spectators'); on the frame loop."""
        self._logs.setdefault(seat, deque(maxlen=LOG_LINES)).append(line)
        self._told = True

    def drain(self, session, publish: bool = True) -> list[Applied]:
        """Apply what phones sent since the last frame, through ``session``; then (``publish``) send
        new pictures if the position moved, from the next frame on where a move was applied (the
        frame that applies it animates it: a move's frame with its pictures too was the slowest of
        a game). On the frame loop only."""
        applied = []
        while True:
            try:
                inbound = self._inbox.get_nowait()
            except queue.Empty:
                break
            try:
                done = self._apply(session, inbound)
            except Refused as e:
                self._reply(inbound.socket, "refused", e.sentence)
                if e.sentence.startswith("That move was made for an earlier turn"):
                    self._resend(inbound.socket, inbound.seat)
                continue
            applied.append(done)
        if publish and not applied:
            self.publish(session)
        return applied

    def _apply(self, session, inbound: _Inbound) -> Applied:
        if self._holder(inbound.link) != Holder(inbound.seat):
            raise Refused(WITHDRAWN)
        seat = inbound.seat
        controller = session.controller(seat)
        if controller is None or controller.is_bot:
            raise Refused(BOT_SEAT)
        state = session.state
        if inbound.message.kind == "undo":
            if state.actor != seat or not session.can_undo():
                raise Refused("There is nothing you may take back now.")
            return Applied(seat, session.undo(), None, undone=True)
        command = legal_command(inbound.message, seat, state, self._moves(session).listed)
        try:
            events = session.submit(command)
        except Rejected as e:       # listed a moment ago, so never in practice; still a sentence
            raise Refused(e.reason) from None
        return Applied(seat, command, events)

    def _moves(self, session) -> Step:
        if self._step is None or not self._step.is_for(session.state):
            self._step = Step(self.game, session.state)
        return self._step

    def publish(self, session, force: bool = False, budget: float = PICTURES_BUDGET) -> None:
        """Make each holder's picture of the position and send it, when the position moved (or a
        log line came, or ``force``). Ten phones' pictures take several milliseconds, more than a
        frame can spare: a frame makes as many as ``budget`` seconds hold at what they cost lately
        (the seat to move first, the spectators last; at least one) and the next frames make the
        rest; a new position's moves (``Step``, ~1 ms for ten seats) are listed only in a frame
        whose budget holds them, then pictures only in what is left of it, and a frame with too
        little time puts the listing off (``PUT_OFF`` frames at most). A finished game's pictures
        are made all at once."""
        start = time.perf_counter()
        fresh = self._step is None or not self._step.is_for(session.state)
        # a finished game lists no moves and nothing moves on: every holder gets its result at once
        over = session.state.is_over
        if fresh and not over and budget < self._listing_cost and not force and self._put_off < PUT_OFF:
            self._put_off += 1
            return
        self._put_off = 0
        step = self._moves(session)
        if fresh:
            self._listing_cost = _lately(self._listing_cost, time.perf_counter() - start)
        if fresh or self._told or force:
            self._told = False
            with self._lock:
                seats = self.links.seats
            first = [seat for seat in seats if seat == step.actor]
            self._unpictured = [*first, *(seat for seat in seats if seat != step.actor), None]
        if not self._unpictured:
            warm = getattr(self.faces, "warm", None)
            if warm is not None:        # nothing to send this frame: faces ahead of need
                warm(FACES_BUDGET)
            return
        state, undo = session.state, session.can_undo()
        made = 0
        # the next picture is started only when the time left holds one at what they cost lately
        # (the faces a picture draws are the faces' own budget), so the last never runs past it
        while self._unpictured and (over or not (made or fresh)
                                    or time.perf_counter() - start + self._picture_cost <= budget):
            seat = self._unpictured.pop(0)
            began = time.perf_counter()
            pic = picture(self.game, state, seat, step, self._logs.get(seat, ()), undo)
            faces = self._draw_faces({seat: pic}) if self.faces is not None else 0.0
            self._outbox[seat] = json.dumps(pic)
            self._picture_cost = _lately(self._picture_cost, time.perf_counter() - began - faces)
            made += 1
        if not self.hold:
            self.flush()

    def flush(self) -> None:
        """Hand the pictures made so far to the server's loop, which sends them."""
        if self._outbox:
            texts, self._outbox = self._outbox, {}
            self._on_loop(self._deliver, texts)

    def _draw_faces(self, pictures: dict) -> float:
        """Draw the faces these pictures show and let each holder fetch its own. On the frame loop,
        before the pictures are sent (a phone never asks for a face not drawn yet), and a few
        milliseconds a frame at most: a face takes about 4 ms, and ten phones' first hands are some
        seventy faces. A face not drawn yet is left out of its picture (the tile shows the card's
        name) and the pictures are sent again once more faces are drawn, on the next frames.
        Returns the seconds it took."""
        shown = {seat: {card["face"] for card in pic["cards"] if card.get("face")} for seat, pic in pictures.items()}
        wanted = sorted(set().union(*shown.values()) - self._face_png.keys())
        drawn: dict[str, bytes | None] = {}
        start = time.perf_counter()
        for code in wanted:
            if drawn and time.perf_counter() - start > FACES_BUDGET:
                self._told = True           # more to draw: these pictures go out again next frame
                break
            drawn[code] = self.faces([code]).get(code)      # None: the art has no such face
        with self._lock:
            self._face_png.update(drawn)
            ready = {code for code, png in self._face_png.items() if png}
            for seat, codes in shown.items():
                self._face_shown.setdefault(seat, set()).update(codes & ready)
        for pic in pictures.values():
            for card in pic["cards"]:
                if card.get("face") not in ready:
                    card["face"] = None
        return time.perf_counter() - start

    def _reply(self, socket, kind: str, text: str) -> None:
        self._on_loop(self._send, socket, json.dumps({"type": kind, "text": text}))

    def _resend(self, socket, seat: int | None) -> None:
        self._on_loop(self._send_latest, socket, seat)

    def _on_loop(self, make, *args) -> None:
        """Run the coroutine ``make(*args)`` on the server's loop, from any thread."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        try:
            loop.call_soon_threadsafe(lambda: loop.create_task(make(*args)))
        except RuntimeError:        # the loop closed meanwhile: the phones were told already
            pass

    # ------------------------------------------------------------------ the server loop's side
    async def _deliver(self, texts: dict) -> None:
        self._latest.update(texts)
        for socket, (_link, holder) in list(self._sockets.items()):
            text = texts.get(holder.seat)
            if text is not None:
                await self._send(socket, text)

    async def _send_latest(self, socket, seat: int | None) -> None:
        text = self._latest.get(seat)
        if text is not None:
            await self._send(socket, text)

    async def _send(self, socket, text: str) -> None:
        if socket.closed:
            return
        try:
            await socket.send_str(text)
        except (ConnectionError, RuntimeError):     # a phone gone mid-send: its socket closes
            pass

    async def _say_and_close(self, socket, kind: str, text: str) -> None:
        await self._send(socket, json.dumps({"type": kind, "text": text}))
        await socket.close()

    async def _page(self, request: web.Request) -> web.Response:
        if self._holder(request.match_info["link"]) is None:
            raise web.HTTPForbidden(text="This link opens no seat at this table.")
        page = resources.files(__package__).joinpath("page", "page.html").read_bytes()
        return web.Response(body=page, content_type="text/html", charset="utf-8", headers=HEADERS)

    async def _static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in STATIC:          # a fixed set of names: no path ever reaches the disk
            raise web.HTTPNotFound()
        body = resources.files(__package__).joinpath("page", name).read_bytes()
        return web.Response(body=body, content_type=STATIC[name], charset="utf-8", headers=HEADERS)

    async def _face(self, request: web.Request) -> web.Response:
        holder = self._holder(request.match_info["link"])
        if holder is None:
            raise web.HTTPForbidden(text="This link opens no seat at this table.")
        code = request.match_info["name"].removesuffix(".png")
        with self._lock:
            png = self._face_png.get(code) if code in self._face_shown.get(holder.seat, ()) else None
        if png is None:
            raise web.HTTPNotFound()
        # A code's face never changes: the phone keeps it rather than fetch it for every picture.
        return web.Response(body=png, content_type="image/png", headers={**HEADERS, "Cache-Control": "private, max-age=86400"})

    def _same_origin(self, request: web.Request) -> bool:
        """A browser names the page's origin; it must be this server (a page elsewhere may not drive
        a seat). No Origin at all is not a browser page, and the link alone decides."""
        origin = request.headers.get("Origin")
        return origin is None or urlsplit(origin).netloc == request.host

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        link = request.match_info["link"]
        holder = self._holder(link)
        if holder is None:
            raise web.HTTPForbidden(text="This link opens no seat at this table.")
        if not self._same_origin(request):
            raise web.HTTPForbidden(text="Only the table's own page may connect.")
        socket = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=20.0)
        await socket.prepare(request)
        self._sockets[socket] = (link, holder)
        self.connected[holder.seat] = self.connected.get(holder.seat, 0) + 1
        bucket = Bucket(self.rate, self.burst, self.clock)
        try:
            await self._send_latest(socket, holder.seat)
            async for frame in socket:
                if frame.type in (WSMsgType.TEXT, WSMsgType.BINARY):
                    await self._receive(socket, link, holder, bucket, frame.data)
        finally:
            self._sockets.pop(socket, None)
            self.connected[holder.seat] -= 1
        return socket

    async def _receive(self, socket, link: str, holder: Holder, bucket: Bucket, data) -> None:
        if self._holder(link) != holder:
            await self._say_and_close(socket, "revoked", WITHDRAWN)
            return
        if not bucket.take():
            await self._send(socket, json.dumps({"type": "refused", "text": TOO_FAST}))
            return
        try:
            message = read(data)
            if message.kind != "hello" and holder.is_spectator:
                raise Refused("A spectator watches: this page makes no moves.")
        except Refused as e:
            await self._send(socket, json.dumps({"type": "refused", "text": e.sentence}))
            return
        if message.kind == "hello":
            await self._send_latest(socket, holder.seat)
        else:
            self._inbox.put(_Inbound(socket, link, holder.seat, message))
            if self.wake is not None:
                self.wake.set()
