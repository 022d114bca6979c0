"""The join panel on the big screen: per phone seat a QR code of its link, the short address under
it, the seat's name and whether its phone is connected; one more code for spectators.

The address is the machine's LAN address, read from what the machine already knows of itself
(``hosting.lan_address``: the host name's own addresses) without sending anything on the network. With no
such address the panel says in words that phones cannot join. The codes are made with segno and
drawn module by module onto a pygame surface, kept per address (a code changes only when a link
is re-issued).

Under each phone seat's code are its buttons (``ACTIONS``): a new link for it, or the seat leaves its
phone mid-game for a bot or for a person at this screen. The panel only says which was pressed,
for which seat (``on_action``); the table scene does it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame
import segno

from .. import theme
from ..widgets import ui
from .links import SPECTATOR

NO_NETWORK = "No network: this computer has no address phones could reach. Join a Wi-Fi network to play with phones."
KEYS = "1-9: a new code for that seat (the old one stops working) · Esc, Enter or a click elsewhere closes · J shows them again"
# What a phone seat's buttons do: a new link (the old one stops working), or the seat leaves its phone.
NEW_LINK, TO_BOT, HERE = "new link", "bot", "here"
ACTIONS = ((NEW_LINK, "New link"), (TO_BOT, "Give to a bot"), (HERE, "Play here"))
QUIET = 4               # modules of white around a code: scanners need the margin


@dataclass(frozen=True)
class JoinRow:
    """One code of the panel: whose it is, its address, and how many phones have it open."""

    seat: int | None
    name: str
    url: str | None
    connected: int


def join_rows(server, names: list[str], host: str | None) -> list[JoinRow]:
    """The panel's rows: each phone seat, then the spectators; no address without a host."""
    rows = []
    for seat in [*server.links.seats, SPECTATOR]:
        name = "Spectators" if seat is SPECTATOR else names[seat]
        url = server.url(seat, host) if host else None
        rows.append(JoinRow(seat, name, url, server.connected.get(seat, 0)))
    return rows


def qr_surface(text: str, module: int) -> pygame.Surface:
    """``text`` as a QR code, ``module`` pixels a module, with its quiet zone: dark on white."""
    matrix = segno.make(text, error="m").matrix
    size = len(matrix) + 2 * QUIET
    small = pygame.Surface((size, size))
    small.fill((255, 255, 255))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x + QUIET, y + QUIET), (0, 0, 0))
    return pygame.transform.scale(small, (size * module, size * module))      # nearest: crisp edges


class JoinPanel:
    """The panel drawn over the table: a card per code, in a row, centred in the given rect."""

    def __init__(self, on_action: Callable[[str, int], None] = lambda action, seat: None):
        self._codes: dict[tuple[str, int], pygame.Surface] = {}
        self.on_action = on_action
        # The buttons drawn last, by seat and action: kept, so a hover shows from one frame to the next.
        self.buttons: dict[tuple[int, str], ui.Button] = {}
        self._shown: list[ui.Button] = []

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """True when one of the buttons drawn last used ``ev`` (a click, or the pointer over it)."""
        used = False
        for button in self._shown:
            used = button.handle_event(ev) or used
        if ev.type == pygame.MOUSEMOTION:
            return any(button.hover for button in self._shown)
        return used

    def _button(self, seat: int, action: str, label: str) -> ui.Button:
        button = self.buttons.get((seat, action))
        if button is None:
            button = self.buttons[(seat, action)] = ui.Button(label, lambda: self.on_action(action, seat))
        return button

    def code(self, url: str, module: int) -> pygame.Surface:
        key = (url, module)
        found = self._codes.get(key)
        if found is None:
            if len(self._codes) > 32:           # re-issued links leave old codes behind
                self._codes.clear()
            found = self._codes[key] = qr_surface(url, module)
        return found

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, rows: list[JoinRow], scale: float = 1.0) -> None:
        self._shown = []
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=theme.px(12, scale))
        size = theme.px(22, scale)
        title = theme.text("Join with your phone: point its camera at your code", size, theme.TEXT, bold=True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + theme.px(14, scale))))
        keys = theme.text(KEYS, theme.px(15, scale), theme.TEXT_DIM)
        surface.blit(keys, keys.get_rect(midbottom=(rect.centerx, rect.bottom - theme.px(12, scale))))
        if not rows or rows[0].url is None:
            lines = theme.wrap(NO_NETWORK, size, rect.width - theme.px(40, scale))
            y = rect.centery - len(lines) * size
            for line in lines:
                words = theme.text(line, size, theme.TEXT)
                surface.blit(words, words.get_rect(midtop=(rect.centerx, y)))
                y += int(size * 1.4)
            return
        gap = theme.px(16, scale)
        card_w = (rect.width - gap * (len(rows) + 1)) // len(rows)
        text_h = int(size * 1.3) * 3
        button_h = theme.px(30, scale)
        buttons_h = (button_h + gap // 2) * len(ACTIONS) if any(row.seat is not SPECTATOR for row in rows) else 0
        code_px = min(card_w, rect.height - title.get_height() - text_h - buttons_h - 4 * gap)
        x = rect.x + gap
        for number, row in enumerate(rows, start=1):
            code = self.code(row.url, 1)
            module = max(1, code_px // code.get_width())
            code = self.code(row.url, module)
            card = pygame.Rect(x, rect.y + title.get_height() + 2 * gap, card_w, code.get_height() + text_h)
            surface.blit(code, code.get_rect(midtop=card.midtop))
            y = card.y + code.get_height() + gap // 2
            status = ("connected" if row.connected else "waiting for a phone") if row.seat is not SPECTATOR \
                else f"{row.connected} watching"
            label = row.name if row.seat is SPECTATOR else f"{number}. {row.name}"
            for words, colour, bold in ((label, theme.TEXT, True),
                                        (status, theme.GOOD if row.connected else theme.TEXT_DIM, False),
                                        (row.url.removeprefix("http://"), theme.TEXT_DIM, False)):
                line = ui.fitted_label(words, theme.px(15, scale), card_w, colour, bold)
                surface.blit(line, line.get_rect(midtop=(card.centerx, y)))
                y += int(line.get_height() * 1.15)
            if row.seat is not SPECTATOR:
                y += gap // 2
                for action, words in ACTIONS:
                    button = self._button(row.seat, action, words)
                    button.rect = pygame.Rect(0, y, code.get_width(), button_h)
                    button.rect.centerx = card.centerx
                    button.text_size = theme.px(15, scale)
                    button.draw(surface)
                    self._shown.append(button)
                    y += button_h + gap // 2
            x += card_w + gap

