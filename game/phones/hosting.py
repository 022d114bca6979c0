"""A game's phones, as the table scene holds them: the server started for the phone seats of a
session, drained once a frame, its join panel's rows, stopped with the game.

The server listens on the machine's LAN address (``lan_address``) so that phones on the same
Wi-Fi reach it; with no such address it listens on loopback only, and the panel says in words that
phones cannot join. The server is given the game's card faces (``faces``, drawn with pygame on
the frame loop).
"""
from __future__ import annotations

import ipaddress
import logging
import os
import socket

from .faces import faces_for
from .links import Links
from ..session import Seat
from .server import AT_SCREEN, BOT_SEAT, Applied, PhoneServer

PORT = 8765             # the port asked for first; a taken one falls back (server.PORT_TRIES)
LOOPBACK = "127.0.0.1"
ADDRESS_SETTING = "SKY_TABLE_PHONES_ADDRESS"      # the address phones use, instead of the one found
FIND = "find"           # Phones.start's address: the LAN address, found when the server starts


def lan_address() -> str | None:
    """An IPv4 address of this machine that others on the LAN can reach, or None. Read from the
    host name's addresses (the system's own tables); no packet is sent to find it."""
    try:
        found = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET, socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        return None
    for *_rest, (address, _port) in found:
        if reachable(address):
            return address
    return None


def reachable(address: str) -> bool:
    """Whether phones on the LAN could reach ``address``: not loopback, link-local, unspecified or
    multicast."""
    ip = ipaddress.ip_address(address)
    return not (ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast)


def phone_seats(session) -> list[int]:
    """The places played on phones (a person's seat marked ``phone``). None in a game where one
    person plays several places (Sky Totems solo's two altars): a phone opens exactly one place,
    so that person plays at the screen."""
    if len(session.seats) < session.state.players:
        return []
    return [i for i, seat in enumerate(session.seats) if seat.phone and not seat.is_bot]


class Phones:
    """The phone seats of one game at the table."""

    def __init__(self, session, address: str | None, port: int = PORT):
        self.address = address          # the LAN address phones use; None: no network
        self.server = PhoneServer(session.game, Links(phone_seats(session)), host=address or LOOPBACK, port=port,
                                  faces=faces_for(session.game, session.mode))
        self.server.hold = True         # the pictures go out once the frame is drawn (``flush``)

    @classmethod
    def start(cls, session, address: str | None = FIND, port: int | None = None) -> "Phones | None":
        """The started phones of ``session``, or None when it has no phone seat or no port could be
        bound (logged: the game goes on at the screen). ``address``: the LAN address (None: none)."""
        if not phone_seats(session):
            return None
        if address == FIND:
            # SKY_TABLE_PHONES_ADDRESS keeps the phones on this machine (127.0.0.1: a rehearsal, a
            # play-through with headless phones), or names the interface when several could serve
            address = os.environ.get(ADDRESS_SETTING) or lan_address()
        phones = cls(session, address, PORT if port is None else port)
        try:
            phones.server.start()
        except OSError as e:
            logging.getLogger(__name__).warning("the phones' server could not start: %s", e)
            return None
        return phones

    def drain(self, session, publish: bool = True) -> list[Applied]:
        return self.server.drain(session, publish)

    def flush(self) -> None:
        """Send the pictures this frame made: called when the frame is drawn, and at the next
        frame's start in case it was not drawn (a scene over the table)."""
        self.server.flush()

    def stop(self) -> None:
        self.server.stop()

    def new_link(self, seat: int) -> None:
        """A new link for ``seat`` (a phone lost or in the wrong hands): the old phone is told its
        link was withdrawn, and its code on the panel changes."""
        self.server.reissue(seat)

    def give_to_bot(self, session, seat: int, level: str = "sensible") -> None:
        """``seat`` leaves its phone mid-game and a bot plays it from its next move on (the
        game's sensible one; ``Session.make_bot`` falls back where a game has none of that name).
        Its phone is told; the save records the seat as a bot from now."""
        session.seats[seat] = Seat(session.seats[seat].name, "bot", level)
        self.server.revoke(seat, BOT_SEAT)
        session.save_autosave()

    def play_here(self, session, seat: int) -> None:
        """``seat`` leaves its phone mid-game: its person plays at this screen from now on, handed
        the screen as any person at it is. Its phone is told; the save records a person here."""
        session.seats[seat] = Seat(session.seats[seat].name)
        self.server.revoke(seat, AT_SCREEN)
        session.save_autosave()

    def is_phone(self, seat: int | None) -> bool:
        return seat is not None and seat in self.server.links.seats

    def all_joined(self) -> bool:
        return all(self.server.connected.get(seat, 0) for seat in self.server.links.seats)

    def rows(self, names: list[str]):
        from .panel import join_rows
        return join_rows(self.server, names, self.address)
