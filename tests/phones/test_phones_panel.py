"""The join panel: the LAN address found without sending anything, the QR codes, the rows."""
from __future__ import annotations

import socket

import pygame
import pytest
import segno

from game.phones import panel
from game.phones.links import Links
from game.phones import hosting
from game.phones.hosting import lan_address
from game.phones.panel import QUIET, JoinPanel, join_rows, qr_surface
from game.phones.server import PhoneServer


def _answer(*addresses):
    return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (a, 0)) for a in addresses]


# Tests name loopback addresses only: 127.0.0.2 stands for the machine's LAN address wherever a
# test needs one (``reachable`` is told to take it), and nothing is ever contacted.
STAND_IN = "127.0.0.2"


@pytest.mark.parametrize("found, wanted", [
    (_answer("127.0.1.1"), None),
    (_answer("127.0.0.1", "127.0.1.1", STAND_IN), STAND_IN),
    (_answer(STAND_IN, "127.0.0.1"), STAND_IN),
    (OSError("no name"), None),
])
def test_the_lan_address_comes_from_the_host_names_own_addresses(monkeypatch, found, wanted):
    """The first of the host name's own addresses that phones could reach (here the stand-in),
    read without sending anything."""
    asked = []

    def getaddrinfo(host, port, family=0, kind=0):
        asked.append(host)
        if isinstance(found, Exception):
            raise found
        return found
    monkeypatch.setattr(socket, "gethostname", lambda: "table-laptop")
    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    monkeypatch.setattr(hosting, "reachable", lambda address: address == STAND_IN)
    assert lan_address() == wanted and asked == ["table-laptop"]


@pytest.mark.parametrize("address", ["127.0.0.1", "127.0.1.1", STAND_IN])
def test_a_loopback_address_is_never_one_phones_could_reach(address):
    assert not hosting.reachable(address)


def test_a_code_is_segnos_matrix_module_by_module_with_its_quiet_zone():
    url = "http://127.0.0.1:8765/p/" + "A" * 22
    matrix = segno.make(url, error="m").matrix
    surface = qr_surface(url, 3)
    assert surface.get_width() == (len(matrix) + 2 * QUIET) * 3
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            pixel = surface.get_at(((x + QUIET) * 3 + 1, (y + QUIET) * 3 + 1))[:3]
            assert pixel == ((0, 0, 0) if dark else (255, 255, 255))


def test_the_rows_name_each_phone_seat_and_the_spectators_and_say_when_there_is_no_network():
    server = PhoneServer("tower", Links([0, 2]), host="127.0.0.1")
    server.start()
    try:
        rows = join_rows(server, ["Vega", "Rigel", "Deneb"], "127.0.0.1")
        assert [(r.seat, r.name, r.connected) for r in rows] == [(0, "Vega", 0), (2, "Deneb", 0), (None, "Spectators", 0)]
        assert rows[0].url == server.url(0) and rows[2].url == server.url(None)
        offline = join_rows(server, ["Vega", "Rigel", "Deneb"], None)
        assert all(r.url is None for r in offline)
        screen = pygame.Surface((1920, 1080))
        drawn = JoinPanel()
        drawn.draw(screen, pygame.Rect(160, 140, 1600, 800), rows)
        drawn.draw(screen, pygame.Rect(160, 140, 1600, 800), offline)
        assert panel.NO_NETWORK.startswith("No network")
    finally:
        server.stop()
