"""A real browser for the phone page's tests: Debian's headless chromium, driven over its DevTools
protocol (CDP) with aiohttp, at a phone's size (360 x 640, portrait, touch).

Why CDP and not Selenium: aiohttp is already the app's own dependency, the tests already run the
server and the table's frame loop on one asyncio loop (``phone_helpers.with_table``), and CDP is
asynchronous too, so the browser joins that loop; no chromedriver, no new package. A tap is a
finger's touch put down and lifted at the middle of the element (``Input.dispatchTouchEvent``:
chromium makes of it the touch events and then the click the page listens to), after checking that
the element is what a finger there would hit. Everything stays on 127.0.0.1: chromium's debugging port is bound there, and it is only
sent to the app's server.
"""
from __future__ import annotations

import asyncio
import base64
import itertools
import json
import os
import shutil
import tempfile
from pathlib import Path

import aiohttp

HOST = "127.0.0.1"
WIDTH, HEIGHT = 360, 640
CANDIDATES = ("/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
NO_BROWSER = ("no chromium found (looked for: " + ", ".join(CANDIDATES) + "); "
              "install Debian's: apt-get install chromium")


def find_browser() -> str | None:
    """The path of a chromium to run, or None. ``SKY_TABLE_CHROMIUM`` names one explicitly."""
    for name in (os.environ.get("SKY_TABLE_CHROMIUM"), *CANDIDATES):
        found = name and shutil.which(name)
        if found:
            return found
    return None


class PageError(AssertionError):
    """The page threw, or did not reach what a test waited for."""


class Browser:
    """One headless chromium with one tab, emulating a phone. Use ``async with Browser(path)``."""

    def __init__(self, path: str):
        self.path = path
        self.errors: list[str] = []         # the page's uncaught exceptions, as chromium reported them
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future] = {}

    async def __aenter__(self) -> "Browser":
        self._profile = tempfile.TemporaryDirectory(prefix="sky-table-chromium-")
        self._process = await asyncio.create_subprocess_exec(
            self.path, "--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            # A test run as root (CI is) has no sandbox to enter; the page is only our own loopback page.
            "--no-sandbox",
            "--disable-dev-shm-usage",      # a container's /dev/shm is often too small for chromium
            "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--disable-component-update", "--disable-default-apps", "--metrics-recording-only",
            f"--remote-debugging-address={HOST}", "--remote-debugging-port=0",
            f"--user-data-dir={self._profile.name}", "about:blank",
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
        port = await self._debugging_port()
        self._http = aiohttp.ClientSession()
        async with self._http.get(f"http://{HOST}:{port}/json/list") as answer:
            tabs = await answer.json()
        tab = next(t for t in tabs if t.get("type") == "page")
        self._socket = await self._http.ws_connect(tab["webSocketDebuggerUrl"], max_msg_size=0)
        self._reader = asyncio.ensure_future(self._read())
        await self.send("Runtime.enable")
        await self.send("Page.enable")
        await self.send("Emulation.setDeviceMetricsOverride", width=WIDTH, height=HEIGHT,
                        deviceScaleFactor=2, mobile=True)
        await self.send("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        return self

    async def __aexit__(self, *exc) -> None:
        try:
            await asyncio.wait_for(self.send("Browser.close"), 5)
        except (asyncio.TimeoutError, ConnectionError, PageError):
            self._process.kill()
        try:
            await asyncio.wait_for(self._process.wait(), 10)
        except asyncio.TimeoutError:
            self._process.kill()
            await self._process.wait()
        self._reader.cancel()
        await self._http.close()
        self._profile.cleanup()

    async def _debugging_port(self) -> int:
        """The port chromium chose, from the file it writes in its profile once it listens."""
        marker = Path(self._profile.name, "DevToolsActivePort")
        for _ in range(300):
            if marker.exists():
                first = marker.read_text().split("\n", 1)[0].strip()
                if first.isdigit():
                    return int(first)
            if self._process.returncode is not None:
                break
            await asyncio.sleep(0.05)
        raise PageError(f"{self.path} did not start (exit code {self._process.returncode})")

    async def _read(self) -> None:
        async for frame in self._socket:
            if frame.type != aiohttp.WSMsgType.TEXT:
                continue
            data = json.loads(frame.data)
            waiting = self._waiting.pop(data.get("id"), None)
            if waiting is not None and not waiting.done():
                waiting.set_result(data)
            elif data.get("method") == "Runtime.exceptionThrown":
                details = data["params"]["exceptionDetails"]
                self.errors.append(details.get("exception", {}).get("description") or details.get("text", "?"))
        for waiting in self._waiting.values():
            waiting.set_exception(ConnectionError("chromium closed its debugging socket"))

    async def send(self, method: str, **params):
        """One CDP command's result; its error raises ``PageError``."""
        ident = next(self._ids)
        answer = self._waiting[ident] = asyncio.get_running_loop().create_future()
        await self._socket.send_str(json.dumps({"id": ident, "method": method, "params": params}))
        data = await asyncio.wait_for(answer, 30)
        if "error" in data:
            raise PageError(f"{method}: {data['error'].get('message')}")
        return data.get("result", {})

    # ------------------------------------------------------------------ what a test does with it
    async def open(self, url: str) -> None:
        await self.send("Page.navigate", url=url)
        await self.wait_for("document.readyState === 'complete'")

    async def evaluate(self, expression: str):
        """The value of a JavaScript expression in the page (plain JSON values only)."""
        result = await self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise PageError(f"{expression}: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")

    async def wait_for(self, expression: str, timeout: float = 10.0):
        """Poll ``expression`` until it is truthy, and return its value."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            value = await self.evaluate(expression)
            if value:
                return value
            if self.errors:
                raise PageError(f"the page threw: {self.errors}")
            if asyncio.get_running_loop().time() > deadline:
                text = await self.evaluate("document.body.innerText")
                raise PageError(f"waited {timeout} s for {expression}; the page shows:\n{text}")
            await asyncio.sleep(0.02)

    async def tap(self, selector: str) -> dict:
        """Tap the middle of the first element matching ``selector`` with a finger, as a person
        would: scrolled into view, at least 44 px each way (a thumb's target), and what a finger
        there hits (nothing over it). Returns the element's box."""
        box = await self.evaluate(f"""(() => {{
            const el = document.querySelector({json.dumps(selector)});
            if (!el) return null;
            el.scrollIntoView({{block: "center", inline: "center"}});
            const r = el.getBoundingClientRect();
            const x = r.left + r.width / 2, y = r.top + r.height / 2;
            const hit = document.elementFromPoint(x, y);
            return {{x, y, width: r.width, height: r.height, hit: !!hit && (hit === el || el.contains(hit)),
                     disabled: !!el.disabled}};
        }})()""")
        if box is None:
            raise PageError(f"nothing on the page matches {selector}")
        assert box["hit"], f"{selector} is covered: a finger at its middle would not touch it"
        assert not box["disabled"], f"{selector} is disabled"
        assert box["width"] >= 44 and box["height"] >= 44, f"{selector} is {box['width']}x{box['height']} px: under a thumb's 44"
        await self.send("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": box["x"], "y": box["y"]}])
        await self.send("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
        return box

    async def screenshot(self, path: Path) -> None:
        """What the phone's screen shows now (the viewport, not the whole page), as a PNG."""
        shot = await self.send("Page.captureScreenshot", format="png")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(shot["data"]))
