"""Checking what a phone sends, in two halves.

``read`` runs on the server's thread and knows nothing of the game: the size cap, and JSON of one
of the expected shapes::

    {"type": "hello"}
    {"type": "undo"}
    {"type": "command", "step": <int>, "command": <the command's JSON, as Command.to_json gives>}

``legal_command`` runs on the frame loop, where the state lives: the command must be the phone's
seat's, made for the current step, and among the commands the rules list now. The rate cap is a
token bucket per connection (``Bucket``). Every refusal is ``Refused`` with a sentence the phone
shows; nothing refused ever changes the game.
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from rules.core import Command, Rejected

MAX_BYTES = 4096            # a command's JSON is a few dozen bytes; a few KB is plenty
STALE = "That move was made for an earlier turn: the table has moved on. Here is the table now."
NOT_YOURS = "That move is for another seat: this phone plays only its own."


class Refused(Exception):
    """A phone's message refused; ``sentence`` is what the phone shows."""

    def __init__(self, sentence: str):
        super().__init__(sentence)
        self.sentence = sentence


@dataclass(frozen=True)
class Message:
    """A phone's message of the right shape: ``kind`` is hello, undo or command."""

    kind: str
    step: int | None = None
    command: Mapping | None = None


def read(text: Any) -> Message:
    """The message in ``text`` (a WebSocket text frame), or ``Refused``."""
    if not isinstance(text, str):
        raise Refused("The table reads only text messages.")
    if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise Refused(f"That message is too long (more than {MAX_BYTES} bytes).")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise Refused("The table could not read that message.") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise Refused("The table could not read that message.")
    kind = data["type"]
    if kind in ("hello", "undo"):
        return Message(kind)
    if kind != "command":
        raise Refused("The table does not know that kind of message.")
    step, command = data.get("step"), data.get("command")
    if type(step) is not int or not isinstance(command, dict):
        raise Refused("A move needs the turn it was made for and the move itself.")
    return Message("command", step, command)


def legal_command(message: Message, seat: int, state, listed: Mapping[str, Command]) -> Command:
    """The listed command ``message`` asks for, for ``seat`` at ``state`` (on the frame loop), or
    ``Refused``. ``listed`` maps each legal command's key (``key``) to the command the rules
    listed, made once per step (``pictures.Step``), so the command applied is the rules' own object."""
    if message.step != state.step:
        raise Refused(STALE)
    try:
        command = state.parse_command(message.command)
    except Rejected as e:
        raise Refused(e.reason) from None
    if command.seat != seat:
        raise Refused(NOT_YOURS)
    found = listed.get(key(command.to_json()))
    if found is None:
        try:
            state.check(command)        # the rules' own reason for refusing it
        except Rejected as e:
            raise Refused(e.reason) from None
        raise Refused("That move is not possible now.")
    return found


def key(command_json: Mapping) -> str:
    """A command's identity: its JSON with sorted keys."""
    return json.dumps(command_json, sort_keys=True)


class Bucket:
    """A token bucket: ``burst`` messages at once, then ``rate`` a second. ``clock`` is injectable
    so tests need not sleep."""

    def __init__(self, rate: float = 8.0, burst: float = 16.0, clock: Callable[[], float] = time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = burst
        self.last = clock()

    def take(self) -> bool:
        """True when a message may pass now (and counts it), False when it is over the cap."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


TOO_FAST = "Too many messages at once: wait a moment and try again."
