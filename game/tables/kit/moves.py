""""What can this card do, and where": the one question every way of playing a table asks.

The mouse (a drag, a click then a click), the keys (a number, Tab, Enter) and a phone's page all end
in it. A game answers it with a ``Moves`` subclass built from what the deciding seat sees (a
``Shown``), the rules' legal commands and their check: for each card, its *options*, one per target
(a tuple naming a place, such as ``("tower", 2)`` or ``("discard",)``), each either the command it
makes there or a ``Choice`` to make first (Tower's paying card). ``why_not`` gives the rules' own
reason where a card may not go, ``pick_refusal`` why a pick will not do for a choice. No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from rules.core import Command, Rejected


@dataclass(frozen=True)
class Choice:
    """A second step a move needs before it is a command: one of ``picks`` (what is picked, a card
    id of the hand, say -> the command it makes). ``kind`` names the step for the game's words
    ("pay", "attack", "confirm"); ``card`` is the card laid and waiting (None when the step is not
    about a card) and ``target`` where it goes."""

    kind: str
    target: tuple
    picks: Mapping[Any, Command] = field(default_factory=dict)
    card: int | None = None


@dataclass(frozen=True)
class Option:
    """One place a card may go: the ``command`` it makes there, or the ``choice`` to make first."""

    target: tuple
    command: Command | None = None
    choice: Choice | None = None


class Moves:
    """The options of every card the deciding seat may play now.

    ``shown``: what that seat sees; ``legal``: the rules' legal commands; ``seat``: the seat deciding
    (None: nobody may play here now, and nothing has options); ``check(command)``: the rules' check,
    raising ``Rejected``. A game fills ``_index()`` (card -> target -> ``Option``) from the legal
    commands and writes ``why_not``; the rest is shared."""

    def __init__(self, shown, legal: list[Command], seat: int | None, check: Callable[[Command], None]):
        self.shown = shown
        self.legal = legal
        self.seat = seat
        self._check = check
        self._options: dict[int, dict[tuple, Option]] | None = None

    # ------------------------------------------------------------------ for a game to fill in
    def _index(self) -> dict[int, dict[tuple, Option]]:
        """Every card's options, from ``self.legal``."""
        return {}

    def why_not(self, card: int, target: tuple) -> str:
        """Why ``card`` may not go to ``target``: the rules' sentence, or the game's own; "" where it may."""
        return "" if target in self.options(card) else "That card cannot go there now."

    def pick_refusal(self, choice: Choice, pick) -> str:
        """Why ``pick`` will not do for the open ``choice`` (Tower: a paying card too low)."""
        return "That cannot be picked now."

    def relevant(self, card: int, target: tuple) -> bool:
        """Whether ``target`` is a place a player might mean for ``card`` though it may not go there
        now (the table marks it blocked and says why); others stay unmarked."""
        return False

    # ------------------------------------------------------------------ shared
    def code(self, card: int | None):
        """Card ``card``'s face as the deciding seat sees it (None: hidden, or no card)."""
        return self.shown.face(card)

    def options(self, card: int | None) -> dict[tuple, Option]:
        if card is None or self.seat is None:
            return {}
        if self._options is None:
            self._options = self._index()
        return self._options.get(card, {})

    def playable(self, card: int) -> bool:
        return bool(self.options(card))

    def of_kind(self, kind: type) -> list[Command]:
        return [c for c in self.legal if isinstance(c, kind)]

    def one(self, kind: type) -> Command | None:
        """The legal command of ``kind`` (a game's Stop, say), or None."""
        return next((c for c in self.legal if isinstance(c, kind)), None)

    def reason(self, command: Command) -> str:
        """The rules' reason for refusing ``command``, or "" when they accept it."""
        try:
            self._check(command)
        except Rejected as e:
            return e.reason
        return ""
