"""The phone page in a real browser: headless chromium at 360 x 640, portrait, tapped with a finger,
against the phones' server on 127.0.0.1 with the table's frame loop running as the app's does
(``phone_helpers.with_table``: it drains the phones' commands into the session and plays the bots).

A whole game of Tower with a phone seat against a bot, and a whole game of Sky Totems with a phone
seat placing pedestals on its altar, every move a tap on the page. Set ``SKY_TABLE_PHONE_SHOTS`` to a
folder (docs/phones) to keep the screenshots the README shows; otherwise they go to a temporary one.
"""
from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

import pytest

from browser import NO_BROWSER, Browser, find_browser
from phone_helpers import make, with_table

CHROMIUM = find_browser()
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason=NO_BROWSER)

# The page's state as the test waits for it: "over", or the step when it is this seat's move and the
# page offers it (drawn, not waiting for an answer), else "".
READY = """(() => {{
    const d = document.body.dataset;
    if (d.over === "true") return "over";
    const offered = document.querySelector("#moves button:not(:disabled)");
    return d.mine === "true" && Number(d.step) > {last} && offered ? d.step : "";
}})()"""


@pytest.fixture
def shots(tmp_path) -> Path:
    return Path(os.environ.get("SKY_TABLE_PHONE_SHOTS") or tmp_path)


@pytest.fixture
def table():
    made = []

    def build(game, kinds):
        # The test's finger taps as soon as a move is offered, faster than the rate cap made for
        # people's thumbs (8 a second): the cap is lifted, as for the WebSocket games.
        session, server = make(game, kinds, rate=1e6, burst=1e6)
        made.append(server)
        return session, server
    yield build
    for server in made:
        server.stop()


async def _moves(browser) -> list[dict]:
    """The moves the page offers now: each button's words and the command it sends."""
    return await browser.evaluate("""[...document.querySelectorAll("#moves button")].map(
        (b, i) => ({index: i, label: b.textContent, command: picture.moves[i].command}))""")


async def _play(browser, session, server, seat: int, choose, at_turn=None) -> int:
    """Play ``seat``'s page to the end of the game: at each of its turns ``choose(moves)`` names the
    button to tap (its index); ``at_turn(browser, n, moves)`` runs first at the n-th turn. Returns
    the taps."""
    await browser.open(server.url(seat))
    taps, last = 0, -1
    while True:
        ready = await browser.wait_for(READY.format(last=last), timeout=15)
        if ready == "over":
            return taps
        last = int(ready)
        moves = await _moves(browser)
        if at_turn is not None:
            await at_turn(browser, taps, moves)
        await browser.tap(f"#moves button:nth-of-type({choose(moves) + 1})")
        taps += 1


def _seat_commands(session, seat: int) -> list[str]:
    return [c.to_json()["cmd"] for c in session.commands if c.seat == seat]


async def _game_over_page(browser) -> dict:
    return await browser.evaluate("""({turn: document.getElementById("turn").textContent,
        result: document.getElementById("result").innerText,
        resultShown: !document.getElementById("result-part").hidden,
        width: document.documentElement.scrollWidth})""")


def test_a_whole_game_of_tower_tapped_on_a_phone_against_a_bot(table, shots):
    session, server = table("tower", "pb")

    async def shoot(browser, turn, _moves):
        if turn == 2:                   # a few turns in: stones on the towers, a full hand
            await browser.screenshot(shots / "tower-hand.png")

    async def body(_http, _table):
        async with Browser(CHROMIUM) as browser:
            taps = await _play(browser, session, server, 0, lambda moves: 0, shoot)
            return taps, await _game_over_page(browser), browser.errors
    taps, end, errors = asyncio.run(with_table(session, server, body))
    assert session.state.is_over and not errors
    assert taps == len(_seat_commands(session, 0)) > 0
    assert end["turn"] == "The game is over." and end["resultShown"]
    for name, score in zip(session.state.names, session.state.result()["scores"]):
        assert f"{name}: {score}" in end["result"]
    assert end["width"] <= 360, "the page scrolls sideways on a 360 px phone"
    assert (shots / "tower-hand.png").stat().st_size > 1000


def test_a_whole_game_of_sky_totems_on_a_phone_placing_pedestals_on_the_altar(table, shots):
    session, server = table("sky-totems", "pb")
    shot_taken = []

    def choose(moves):
        # Place a pedestal on the altar whenever the page offers it; otherwise the first move.
        placing = [m["index"] for m in moves if m["command"]["cmd"] == "place_pedestal"]
        return placing[0] if placing else 0

    async def shoot(browser, _turn, moves):
        if not shot_taken and any(m["command"]["cmd"] == "place_pedestal" for m in moves):
            shot_taken.append(True)
            await browser.screenshot(shots / "sky-totems-placing.png")

    async def body(_http, _table):
        async with Browser(CHROMIUM) as browser:
            taps = await _play(browser, session, server, 0, choose, shoot)
            return taps, await _game_over_page(browser), browser.errors
    taps, end, errors = asyncio.run(with_table(session, server, body))
    assert session.state.is_over and not errors
    played = _seat_commands(session, 0)
    assert taps == len(played) and played.count("place_pedestal") >= 5
    assert end["turn"] == "The game is over." and end["resultShown"]
    assert end["width"] <= 360, "the page scrolls sideways on a 360 px phone"
    assert shot_taken and (shots / "sky-totems-placing.png").stat().st_size > 1000
    assert json.dumps(session.state.to_json())          # the phone's commands are the same log
