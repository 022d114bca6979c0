"""The links that open a phone's page: one per phone seat, one for spectators.

A link is 128 random bits (``secrets.token_urlsafe(16)``), so it cannot be guessed, and it opens
exactly one seat. A seat's link can be revoked (the seat goes to a bot or to pass-and-play) or
re-issued (a phone lost or handed to the wrong person): the old link then opens nothing. Links live
only in memory: a save never holds one, so a continued game is given new links.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Callable, Iterable

SPECTATOR = None        # the seat a spectator's link opens: what view(None) shows


def new_token() -> str:
    return secrets.token_urlsafe(16)        # 16 bytes: 128 bits


@dataclass(frozen=True)
class Holder:
    """Who a link belongs to: a seat, or a spectator (``seat`` None)."""

    seat: int | None

    @property
    def is_spectator(self) -> bool:
        return self.seat is SPECTATOR


class Links:
    """The phone seats' links and the spectators' link, each revocable and re-issuable."""

    def __init__(self, seats: Iterable[int] = (), token: Callable[[], str] = new_token):
        self._token = token
        self._by_link: dict[str, Holder] = {}
        self._of_seat: dict[int | None, str] = {}
        self.issue(SPECTATOR)
        for seat in seats:
            self.issue(seat)

    def issue(self, seat: int | None) -> str:
        """A new link for ``seat`` (None: the spectators); the seat's old link opens nothing now."""
        self.revoke(seat)
        link = self._token()
        while link in self._by_link:        # never in practice; a test's token may repeat
            link = self._token()
        self._by_link[link] = Holder(seat)
        self._of_seat[seat] = link
        return link

    def revoke(self, seat: int | None) -> None:
        """``seat`` has no link any more (given to a bot or to pass-and-play)."""
        old = self._of_seat.pop(seat, None)
        if old is not None:
            del self._by_link[old]

    def holder(self, link: str) -> Holder | None:
        """Who ``link`` opens, or None for a link that is unknown or revoked."""
        return self._by_link.get(link) if isinstance(link, str) else None

    def link_of(self, seat: int | None) -> str | None:
        return self._of_seat.get(seat)

    @property
    def seats(self) -> list[int]:
        """The phone seats, in order (not the spectators)."""
        return sorted(seat for seat in self._of_seat if seat is not SPECTATOR)

    def __repr__(self) -> str:
        # Never the links themselves: a repr may end up in a log or an error report.
        return f"Links(seats={self.seats})"
