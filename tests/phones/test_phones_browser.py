"""The phone page in a real browser: headless chromium at 360 x 640, portrait, tapped with a finger,
against the phones' server on 127.0.0.1 with the table's frame loop running as the app's does
(``phone_helpers.with_table``: it drains the phones' commands into the session and plays the bots).

A whole game of Tower with a phone seat against a bot, and a whole game of Sky Totems with a phone
seat placing pedestals on its altar, every move a tap on the page. Set ``SKY_TABLE_PHONE_SHOTS`` to a
folder (docs/phones) to keep the screenshots the README shows; otherwise they go to a temporary one.
"""
from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from browser import NO_BROWSER, Browser, find_browser
from game.phones.faces import HEIGHT, faces_for
from phone_helpers import make, with_table
from rules.tower.cards import name as card_name

CHROMIUM = find_browser()
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason=NO_BROWSER)

# The page's state as the test waits for it: "over", or the step when it is this seat's move and the
# page offers it (drawn, not waiting for an answer), else "".
READY = """(() => {{
    const d = document.body.dataset;
    if (d.over === "true") return "over";
    const offered = document.querySelector("#cards button:not(:disabled):not(.blocked), #moves-part button:not(:disabled)");
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
        session, server = make(game, kinds, rate=1e6, burst=1e6, faces=faces_for(game))
        made.append(server)
        return session, server
    yield build
    for server in made:
        server.stop()


async def _play(browser, server, seat: int, turn) -> int:
    """Play ``seat``'s page to the end of the game: at each of its turns ``turn(browser, n)`` taps
    the n-th move. Returns how many turns it played."""
    await browser.open(server.url(seat))
    turns, last = 0, -1
    while True:
        ready = await browser.wait_for(READY.format(last=last), timeout=15)
        if ready == "over":
            return turns
        last = int(ready)
        await turn(browser, turns)
        turns += 1


def _whole_game(session, server, turn) -> tuple[int, dict]:
    """Seat 0's page played to the end by ``turn`` with the table's frame loop going: the turns it
    played and the page at the end, which says the game is over, shows the result, threw nothing
    and never grew wider than the phone."""
    async def body(_http, _table):
        async with Browser(CHROMIUM) as browser:
            turns = await _play(browser, server, 0, turn)
            end = await browser.evaluate("""({turn: document.getElementById("turn").textContent,
                result: document.getElementById("result").innerText,
                resultShown: !document.getElementById("result-part").hidden,
                width: document.documentElement.scrollWidth})""")
            return turns, end, browser.errors
    turns, end, errors = asyncio.run(with_table(session, server, body))
    assert session.state.is_over and not errors
    assert end["turn"] == "The game is over." and end["resultShown"]
    assert end["width"] <= 360, "the page scrolls sideways on a 360 px phone"
    return turns, end


def test_a_whole_game_of_tower_tapped_on_a_phone_against_a_bot(table, shots):
    session, server = table("tower", "pb")
    tiles_seen = []

    async def turn(browser, n):
        # A card of the hand, then where it goes (a tower, the discard pile), as a person taps them.
        # Once every tile shows its face (a new card's is drawn on the frame loop within a frame or two).
        tiles_seen.append(await browser.wait_for("""(() => {
            const tiles = [...document.querySelectorAll("#cards .card")];
            const images = [...document.querySelectorAll("#cards .card img")];
            if (images.length < tiles.length || !images.every((image) => image.complete)) return null;
            return {tiles: tiles.map((tile) => tile.getAttribute("aria-label")),
                    hand: picture.view.hand.map((card) => card.code), faces: images.map((image) => image.naturalWidth)};
        })()"""))
        if n != 2:
            await browser.tap("#cards button.card:not(:disabled):not(.blocked)")
        else:                       # a few turns in, for the README: the card with the most places
            most = await browser.evaluate("""(() => { const count = {};
                for (const m of picture.moves) count[m.card] = (count[m.card] || 0) + 1;
                return Number(Object.entries(count).sort((a, b) => b[1] - a[1])[0][0]); })()""")
            await browser.tap(f'#cards button[data-card="{most}"]')
            await browser.wait_for('[...document.querySelectorAll("#cards img")].every((image) => image.complete)')
            await browser.screenshot(shots / "tower-hand.png")
        await browser.tap("#targets button")

    turns, end = _whole_game(session, server, turn)
    assert turns == len([c for c in session.commands if c.seat == 0]) > 0
    for name, score in zip(session.state.names, session.state.result()["scores"]):
        assert f"{name}: {score}" in end["result"]
    # Each card of the hand is a tile named in Tower's words ("the queen of clubs" without "the")
    # showing its face as the table draws it (a picture the app made, of the tile's 2x size).
    for seen in tiles_seen:
        assert seen["tiles"] == [card_name(code).removeprefix("the ") for code in seen["hand"]]
        assert seen["faces"] and seen["faces"] == [HEIGHT * 5 // 7] * len(seen["hand"]), seen
    assert (shots / "tower-hand.png").stat().st_size > 1000


def test_a_whole_game_of_sky_totems_on_a_phone_placing_pedestals_on_the_altar(table, shots):
    session, server = table("sky-totems", "pb")
    placed = []

    async def turn(browser, _n):
        moves = await browser.evaluate("picture.moves.map((m) => ({card: m.card ?? null, cell: !!m.cell}))")
        placing = [m["card"] for m in moves if m["card"] is not None and m["cell"]]
        if placing:
            # A pedestal of the tray, then a lit cell of the altar.
            await browser.tap(f'#cards button[data-card="{placing[0]}"]')
            if len(placed) == 8:        # some rounds in: an altar grown beyond its first four cells
                await browser.screenshot(shots / "sky-totems-placing.png")
            cell = await browser.evaluate('document.querySelector("#grid button.target").dataset.cell')
            await browser.tap("#grid button.target")
            placed.append(cell)
        elif any(m["cell"] for m in moves):         # the cloud: a cell beside the altar
            await browser.tap("#grid button.target")
        elif any(m["card"] is None for m in moves):
            await browser.tap("#moves button")
        else:                                       # an altar card to choose, a pedestal to trade
            await browser.tap("#cards button.card:not(:disabled):not(.blocked)")
            await browser.tap("#targets button")

    turns, _end = _whole_game(session, server, turn)
    played = [c for c in session.commands if c.seat == 0]
    assert turns == len(played)
    pedestals = [c.to_json() for c in played if c.to_json()["cmd"] == "place_pedestal"]
    assert len(pedestals) == len(placed) > 8
    assert [f"{p['x']},{p['y']}" for p in pedestals] == placed       # the cell tapped is the cell played
    assert (shots / "sky-totems-placing.png").stat().st_size > 1000


def test_a_card_tapped_when_it_cannot_be_played_says_why_on_the_phone(table):
    # Seat 1 is a person at the screen who does not play here: once seat 0 has played (if it
    # starts), its cards wait, and a tap on one says whose turn it is instead of doing nothing.
    session, server = table("tower", "ph")

    async def body(_http, _table):
        async with Browser(CHROMIUM) as browser:
            await browser.open(server.url(0))
            if await browser.wait_for(READY.format(last=-1)):
                await browser.tap("#cards button.card:not(:disabled):not(.blocked)")
                await browser.tap("#targets button")
            await browser.wait_for('document.body.dataset.mine === "false" && !!document.querySelector("#cards .card.blocked")')
            await browser.tap("#cards .card.blocked")
            said = await browser.wait_for('(() => { const n = document.getElementById("notice"); return !n.hidden && n.textContent; })()')
            return said, browser.errors
    said, errors = asyncio.run(with_table(session, server, body))
    assert said == "It is P1's turn: wait for yours." and not errors
