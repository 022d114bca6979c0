"""Everything shared code (the front end, saves, tools, tests) may call on a game.

A game's state follows ``State``; the shared base class ``rules.core.GameState`` provides the
command pipeline, ``to_json``/``from_json`` and randomness, and each game adds the rest. A game's
``SPEC`` (``rules.spec.GameSpec``) follows ``Spec``. Nothing outside a game's own packages may rely
on anything else: a name that is not here is that game's private business.
"""
from __future__ import annotations

from typing import Any, Mapping, Protocol, runtime_checkable


@runtime_checkable
class State(Protocol):
    """A position of a game, plain JSON-able data plus these methods."""

    GAME_ID: str
    seed: Any            # all randomness comes from seed and step
    step: int            # commands applied so far
    players: int         # places at the table (can exceed the people: Sky Totems solo has two altars)
    names: list[str]     # one per place, as the players typed them

    @property
    def actor(self) -> int | None:
        """The place that must decide now; None when the game is over."""

    @property
    def is_over(self) -> bool: ...

    def legal_commands(self) -> list:
        """Every command ``apply`` accepts now, and no other."""

    def apply(self, command) -> list:
        """Accept ``command`` and return its events, or raise ``rules.core.Rejected`` (with a
        sentence for the player) and leave the state exactly as it was."""

    def check(self, command) -> None:
        """Raise ``Rejected`` exactly when ``apply`` would, changing nothing."""

    def parse_command(self, data: Any):
        """A command from its JSON form; ``Rejected`` for anything malformed or unknown."""

    def view(self, seat: int | None) -> dict:
        """What ``seat`` may see (``None``: a spectator): never another seat's secrets."""

    def scores(self) -> list[int]: ...

    def result(self) -> dict:
        """``scores``, ``winners`` and ``decided_by``, plus game-specific parts."""

    def seat_name(self, seat: int) -> str: ...

    def to_json(self) -> dict: ...

    @classmethod
    def from_json(cls, data: Mapping) -> "State":
        """``ValueError`` for a snapshot that is malformed or inconsistent."""

    def inconsistency(self) -> str | None:
        """Why these fields are no position of the game (a component counted twice or lost...), or
        None: ``from_json`` refuses a snapshot that has one, and the conformance suite asks it after
        every command of its playouts."""

    def copy(self) -> "State": ...


class Spec(Protocol):
    """What ``rules.registry`` lists for each game (``rules.spec.GameSpec`` is the one kind)."""

    id: str
    title: str
    tagline: str
    package: str
    modes: dict[str, tuple[int, int]]
    mode_titles: dict[str, str]
    default_mode: str
    bots: Mapping[str, type]
    state: type

    def new_game(self, mode: str, seats: int, seed: Any, options: dict | None = None) -> State: ...
