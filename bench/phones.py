"""Phones at a Tower table on loopback (127.0.0.1 only): how long a phone's tap takes to reach the
game and to reach every phone's picture, with every seat a phone playing as fast as it is allowed.

    python bench/phones.py [--phones 10] [--games 3] [--spectators 10] [--think 100]

The frame loop runs on the main thread at 60 frames a second, as the app's does, calling
``PhoneServer.drain`` once a frame, and like the app's it is woken early by a phone's move
(``game.pacing.FramePacer``: the server sets its ``wake``); the phones are WebSocket clients in a
process of their own, as real phones are (on a thread of the app's process they took its GIL from
the frame loop and the server, which real phones never do), each playing the first move it is offered after a random pause of up to ``--think`` ms (a person's tap
comes at any moment of a frame; 0: at once, which is always just after a frame, the worst case),
with the rate cap of people's phones; the server draws the cards' faces for the phones on the frame
loop, as the app's does (``game/phones/faces.py``). Printed: p50,
p99 and the worst of (1) tap to command applied on the frame loop and (2) tap to the new picture at
every phone and spectator, in ms, against the issue's targets (20 ms and 100 ms p99).

Then the real table (``TableScene``, headless dummy video, 1920x1080, its frames timed as
``bench/frame_time.py`` times them: update + draw) for the same ten phones and ten spectators:
(3) frame p99 while the phones play a 10-seat Tower game (target 4 ms), and (4) ``--hostile``
malformed or hostile messages and requests (oversized, bad JSON, wrong shapes, other seats'
commands, stale steps, spectators' commands, unknown links, foreign origins, path tricks) while
nobody plays: server errors, changes to the game and frames over 16 ms, each target 0.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import logging
import multiprocessing
import os
import random
import sys
import threading
import time
from typing import Callable

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from _common import headless, summary  # noqa: E402

headless()

import aiohttp  # noqa: E402
import pygame  # noqa: E402
from yarl import URL  # noqa: E402

from game.pacing import FramePacer  # noqa: E402
from game.phones import hosting  # noqa: E402
from game.phones.faces import faces_for  # noqa: E402
from game.phones.links import Links  # noqa: E402
from game.phones.server import PhoneServer  # noqa: E402
from frame_time import BenchApp  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402
from game.session import Seat, Session  # noqa: E402

HOST = "127.0.0.1"
FRAME = 1 / 60


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))] if ordered else float("nan")


async def phone(http, port: int, link: str, think: float, pause: random.Random,
                heard: Callable[[int], None] = lambda step: None, tap: Callable[[int], None] | None = None):
    """One phone until the game is over or the table closes: each picture's step is ``heard``; with
    ``tap`` (a seat's phone, not a spectator's) it plays the first move offered at each of its turns,
    after a pause of up to ``think`` ms, telling ``tap`` the step just before sending."""
    sent = -1
    async with http.ws_connect(f"http://{HOST}:{port}/ws/{link}") as socket:
        async for frame in socket:
            data = json.loads(frame.data)
            if data.get("type") != "picture":
                continue
            heard(data["step"])
            if data["over"]:
                return
            if tap is not None and data["your_turn"] and data["step"] > sent:
                sent = data["step"]
                await asyncio.sleep(pause.uniform(0, think) / 1000)
                tap(sent)
                await socket.send_str(json.dumps({"type": "command", "step": sent,
                                                  "command": data["moves"][0]["command"]}))


def phones_process(port: int, seats: list[str], watchers: list[str], think: float, seed: int, report) -> None:
    """The phones, in a process of their own as real phones are (their work takes no time from the
    app's process, as it did when they ran on a thread of it): play until the game is over, then
    send ``report`` what each seat tapped when, and when each picture reached each phone
    (``time.perf_counter`` is the machine's monotonic clock, the same in both processes)."""
    tapped: dict[int, float] = {}          # step -> when its command was sent
    pictured: dict[int, list[float]] = {}  # step -> when each client got its picture
    pause = random.Random(seed)

    def heard(step: int) -> None:
        pictured.setdefault(step, []).append(time.perf_counter())

    def tap(step: int) -> None:
        tapped[step] = time.perf_counter()

    async def clients():
        async with aiohttp.ClientSession() as http:
            tasks = [phone(http, port, link, think, pause, heard, tap) for link in seats]
            tasks += [phone(http, port, link, think, pause, heard) for link in watchers]
            await asyncio.gather(*tasks)
    asyncio.run(clients())
    try:
        report.send((tapped, pictured))
    except (BrokenPipeError, ConnectionResetError):
        pass        # the table's frames part stops listening when its time is up: nothing to report


def start_phones(port: int, seats: list[str], watchers: list[str], think: float, seed: int):
    """``phones_process`` started; returns (the process, the end of the pipe its report comes on)."""
    context = multiprocessing.get_context("spawn")      # the app's process has threads: no fork
    ours, theirs = context.Pipe(duplex=False)
    process = context.Process(target=phones_process, args=(port, seats, watchers, think, seed, theirs), daemon=True)
    process.start()
    return process, ours


def one_game(phones: int, spectators: int, seed: int, think: float) -> tuple[list[float], list[float], int]:
    session = Session.new("tower", "multi", [Seat(f"P{i}", phone=True) for i in range(phones)], seed)
    server = PhoneServer("tower", Links(range(phones)), host=HOST, faces=faces_for("tower"))      # as the app's
    server.start()
    applied: list[float] = []
    pacer = FramePacer()
    server.wake = pacer.wake
    process, report = start_phones(server.port, [server.links.link_of(seat) for seat in range(phones)],
                                   [server.links.link_of(None)] * spectators, think, seed)
    while process.is_alive() and not report.poll() and not session.state.is_over:
        pacer.wait()
        for done in server.drain(session):      # when applied, not when its pictures were made
            applied.append((done.at, session.state.step - 1))
    server.drain(session)
    tapped, pictured = report.recv() if report.poll(30) else ({}, {})
    process.join(10)
    server.stop()
    to_game = [(at - tapped[step]) * 1000 for at, step in applied if step in tapped]
    everyone = phones + spectators
    to_pictures = [(max(pictured[step + 1]) - tapped[step]) * 1000 for step in tapped
                   if len(pictured.get(step + 1, ())) == everyone]
    return to_game, to_pictures, session.state.step


# ---------------------------------------------------------------------- the real table's frames
SIZE = (1920, 1080)
SLOW = 16.0             # ms: a frame longer than this misses the screen's 60 a second
BURST = 16              # the messages a connection may send at once (the server's rate cap)


def phone_table(phones: int, seed: int) -> TableScene:
    """The app's Tower table at 1920x1080, every seat a phone, its server on loopback, the join
    panel put away (J) as people do once they have joined."""
    hosting.lan_address = lambda: HOST      # the panel's "LAN address": nothing leaves this machine
    hosting.PORT = 0
    session = Session.new("tower", "multi", [Seat(f"P{i}", phone=True) for i in range(phones)], seed)
    scene = TableScene(BenchApp(SIZE), session)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_j, mod=0, unicode="j"))
    screen = pygame.display.get_surface()
    for _ in range(120):        # warm the art caches, as the first seconds of a real game do
        scene.update(FRAME)
        scene.draw(screen)
    return scene


def run_frames(scene: TableScene, finished: Callable[[], bool], seconds: float) -> list[float]:
    """The scene's frames at 60 a second (woken early by its phones' moves, as the app's are) until
    ``finished()`` or ``seconds`` pass: each frame's update + draw in ms, as ``bench/frame_time.py``
    times them."""
    screen = pygame.display.get_surface()
    times = []
    pacer = FramePacer()
    if scene.phones is not None:
        scene.phones.server.wake = pacer.wake
    end = time.perf_counter() + seconds
    while not finished() and time.perf_counter() < end:
        dt = min(pacer.wait(), 0.1)
        start = time.perf_counter()
        scene.update(dt)
        scene.draw(screen)
        times.append((time.perf_counter() - start) * 1000)
    return times


def in_background(make) -> threading.Event:
    """Run the coroutine ``make()`` on a thread of its own; the event is set when it ends."""
    done = threading.Event()

    def run():
        try:
            asyncio.run(make())
        finally:
            done.set()

    threading.Thread(target=run, daemon=True).start()
    return done


def table_frames(phones: int, spectators: int, seed: int, think: float, seconds: float) -> tuple[list[float], int]:
    """Frame times of the real table while its phones play a game (or ``seconds`` pass), and the
    commands played."""
    scene = phone_table(phones, seed)
    port, links = scene.phones.server.port, scene.phones.server.links
    process, report = start_phones(port, [links.link_of(seat) for seat in range(phones)],
                                   [links.link_of(None)] * spectators, think, seed)
    times = run_frames(scene, lambda: not process.is_alive() or scene.session.state.is_over, seconds)
    scene.exit()            # the phones are told the table closed
    process.join(10)
    return times, len(scene.session.commands)


def bots_frames(players: int, seed: int, seconds: float) -> tuple[list[float], int]:
    """The same table's frames at the same pace with sensible bots in every seat, no phones, for
    comparison (this shared machine's frame times swing with its load from one minute to the next)."""
    app = BenchApp(SIZE)
    app.settings.bot_delay = 0.6            # a pause between moves, as people's taps make one
    session = Session.new("tower", "multi", [Seat(f"P{i}", "bot", "sensible") for i in range(players)], seed)
    scene = TableScene(app, session)
    screen = pygame.display.get_surface()
    for _ in range(120):
        scene.update(FRAME)
        scene.draw(screen)
    times = run_frames(scene, lambda: session.state.is_over, seconds)
    scene.exit()
    return times, len(session.commands)


class Errors(logging.Handler):
    """Counts the errors logged anywhere (aiohttp logs a handler's exception before its 500)."""

    def __init__(self):
        super().__init__(logging.ERROR)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


def hostile_messages(step: int, actor: int, legal: list[dict], seat: int | None) -> list:
    """What a hostile or broken page sends from ``seat``'s socket (None: a spectator's): each a text
    frame, or bytes for a binary one. Never the actor's legal move at the current step."""
    command = legal[0]
    messages = [
        "x" * 5000,                                                         # oversized
        json.dumps({"type": "command", "step": step, "command": {**command, "pad": "x" * 5000}}),
        "{", "not json", "\x00\xff", "[" * 3000, '{"type": "command", "step": NaN, "command": {}}',    # bad JSON
        "[]", "42", "null", '{"type": 5}', '{"type": "teleport"}', '{"type": "command"}',           # wrong shapes
        json.dumps({"type": "command", "step": str(step), "command": command}),
        json.dumps({"type": "command", "step": step, "command": [command]}),
        json.dumps({"type": "command", "step": True, "command": command}),
        json.dumps({"type": "command", "step": step, "command": {"kind": "nothing-such"}}),
        json.dumps({"type": "command", "step": step, "command": {**command, "seat": 99}}),
        json.dumps({"type": "command", "step": step, "command": {**command, "seat": -1}}),
        b"\x00\x01binary",
        json.dumps({"type": "undo"}) if seat != actor else json.dumps({"type": "command", "step": 2 ** 70, "command": command}),
    ]
    for old in (step - 1, step - 5, step + 1, -1):                        # stale (and future) steps
        messages.append(json.dumps({"type": "command", "step": old, "command": command}))
    if seat != actor:                                                       # another seat's moves
        messages += [json.dumps({"type": "command", "step": step, "command": move}) for move in legal]
    return messages


async def attack(port: int, links: dict, step: int, actor: int, legal: list[dict], count: int) -> dict:
    """Send ``count`` hostile messages and requests to the server, from every seat's link and the
    spectators', and check each answer: a sentence for each message, 4xx for each request."""
    tally = {"messages": 0, "refused": 0, "requests": 0, "4xx": 0, "server errors": 0, "unexpected": 0}
    base = f"http://{HOST}:{port}"
    some_link = links[0]
    requests = [
        ("GET", "/p/" + "A" * 22, {}), ("GET", "/ws/" + "A" * 22, {}), ("GET", "/p/" + some_link[:-1], {}),
        ("GET", "/ws/" + some_link, {"Origin": "http://elsewhere.example"}),                 # a foreign page
        ("GET", "/static/../server.py", {}), ("GET", "/static/%2e%2e%2fserver.py", {}),    # path tricks
        ("GET", "/static/..%2f..%2f..%2frules%2fcore.py", {}), ("GET", "/static/page.html", {}),
        ("GET", f"/p/{some_link}/../../server.py", {}), ("GET", "//etc/passwd", {}),
        ("GET", f"/face/{some_link}/..%2fserver.py", {}), ("GET", f"/face/{links[None]}/S13.png", {}),
        ("POST", f"/p/{some_link}", {}), ("GET", "/%2e%2e/%2e%2e/etc/passwd", {}),
    ]

    async def send_burst(http, link: str, burst: list) -> None:
        async with http.ws_connect(f"{base}/ws/{link}") as socket:
            for message in burst:
                if isinstance(message, bytes):
                    await socket.send_bytes(message)
                else:
                    await socket.send_str(message)
            answered = 0
            while answered < len(burst):
                frame = await asyncio.wait_for(socket.receive(), 10)
                if frame.type != aiohttp.WSMsgType.TEXT:
                    tally["unexpected"] += len(burst) - answered        # closed before answering
                    return
                kind = json.loads(frame.data).get("type")
                if kind == "refused":
                    answered += 1
                elif kind != "picture":                                 # the picture on joining
                    tally["unexpected"] += 1
            tally["refused"] += answered

    async def request(http, method: str, path: str, headers: dict) -> None:
        async with http.request(method, URL(base + path, encoded=True), headers=headers, allow_redirects=False) as answer:
            await answer.read()
        tally["requests"] += 1
        if answer.status >= 500:
            tally["server errors"] += 1
        elif answer.status >= 400:
            tally["4xx"] += 1
        else:
            tally["unexpected"] += 1

    async def one_holder(http, seat, share: int) -> None:
        messages = hostile_messages(step, actor, legal, seat)
        sent = 0
        while sent < share:
            method, path, headers = requests[sent % len(requests)]
            await request(http, method, path, headers)
            burst = [messages[(sent + i) % len(messages)] for i in range(min(BURST, share - sent - 1))]
            await send_burst(http, links[seat], burst)
            sent += 1 + len(burst)
            tally["messages"] += len(burst)

    async with aiohttp.ClientSession() as http:
        holders = list(links)
        shares = [count // len(holders) + (i < count % len(holders)) for i in range(len(holders))]
        await asyncio.gather(*(one_holder(http, seat, share) for seat, share in zip(holders, shares)))
    return tally


def hostile_figures(phones: int, count: int, seed: int) -> tuple[dict, list[float], bool]:
    """The attack's tally, the frame times meanwhile, and whether the game changed."""
    scene = phone_table(phones, seed)
    session, server = scene.session, scene.phones.server
    state, commands = session.state, list(session.commands)
    links = {seat: server.links.link_of(seat) for seat in [*range(phones), None]}
    legal = [command.to_json() for command in session.state.legal_commands()]
    errors = Errors()
    logging.getLogger().addHandler(errors)
    result: dict = {}

    async def run():
        result.update(await attack(server.port, links, session.state.step, session.state.actor, legal, count))

    done = in_background(run)
    times = run_frames(scene, done.is_set, 600)
    for _ in range(10):         # the last messages drained and answered
        run_frames(scene, lambda: False, FRAME)
    changed = session.state is not state or session.state.step != state.step or session.commands != commands
    scene.exit()
    logging.getLogger().removeHandler(errors)
    result["server errors"] += errors.count
    return result, times, changed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phones", type=int, default=10)
    parser.add_argument("--spectators", type=int, default=10)
    parser.add_argument("--games", type=int, default=3, help="games timed tap by tap (0: only the real table's figures)")
    parser.add_argument("--think", type=float, default=100.0, help="a phone's longest pause before its tap, ms")
    parser.add_argument("--seconds", type=float, default=60.0, help="the longest the real table's game is timed")
    parser.add_argument("--hostile", type=int, default=10_000, help="hostile messages and requests sent")
    args = parser.parse_args()
    pygame.init()
    pygame.display.set_mode(SIZE)
    to_game, to_pictures, steps = [], [], 0
    for seed in range(args.games):
        g, p, n = one_game(args.phones, args.spectators, seed, args.think)
        to_game += g
        to_pictures += p
        steps += n
    print(f"{args.games} games of Tower, {args.phones} phones and {args.spectators} spectators, {steps} commands, "
          f"taps after 0-{args.think:g} ms")
    for label, values, target in (("tap -> applied on the frame loop", to_game, 20),
                                  ("tap -> every phone's new picture", to_pictures, 100)) if args.games else ():
        p99 = percentile(values, 99)
        print(f"  {label:34} p50 {percentile(values, 50):6.1f} ms  p99 {p99:6.1f} ms  worst {max(values):6.1f} ms"
              f"  (target p99 <= {target} ms: {'met' if p99 <= target else 'NOT met'})")
    times, played = table_frames(args.phones, args.spectators, 0, args.think, args.seconds)
    wall = summary(times)
    print(f"the real table, {SIZE[0]}x{SIZE[1]}, its phones playing Tower: {len(times)} frames, {played} commands")
    print(f"  frame (update + draw)              p50 {wall['median']:6.2f} ms  p99 {wall['p99']:6.2f} ms  "
          f"worst {wall['max']:6.1f} ms  (target p99 <= 4 ms: {'met' if wall['p99'] <= 4 else 'NOT met'})")
    times, played = bots_frames(args.phones, 0, args.seconds)
    wall = summary(times)
    print(f"  the same table with bots, no phones: {len(times)} frames, {played} commands, "
          f"p50 {wall['median']:.2f} ms  p99 {wall['p99']:.2f} ms  worst {wall['max']:.1f} ms")
    tally, times, changed = hostile_figures(args.phones, args.hostile, 1)
    slow = sum(took > SLOW for took in times)
    print(f"{tally['messages'] + tally['requests']} hostile messages and requests at the real table "
          f"({tally['messages']} WebSocket messages, {tally['requests']} HTTP requests), {len(times)} frames meanwhile")
    print(f"  answered with a sentence {tally['refused']}, refused with 4xx {tally['4xx']}, "
          f"other answers {tally['unexpected']}")
    print(f"  server errors {tally['server errors']}, changes to the game {int(changed)}, frames over {SLOW:g} ms {slow} "
          f"(worst {max(times):.1f} ms)  (target 0, 0, 0: {'met' if not (tally['server errors'] or changed or slow) else 'NOT met'})")


if __name__ == "__main__":
    main()
