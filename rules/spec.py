"""What a game declares about itself, once, in ``rules/<package>/spec.py`` as ``SPEC``.

The registry (``rules.registry``) finds every package under ``rules/`` that exports a ``SPEC`` and
lists it; nothing else in the shared code names a game. The conformance suite
(``tests/conformance/``) runs every check over every registered game, mode and player count, using
the hooks at the end of the spec (invariants, secrets, step cap), so a new game gets all of it by
registering.
"""
from __future__ import annotations

import importlib
from dataclasses import FrozenInstanceError
from typing import Any, Callable, Mapping

# The parts of a spec that are the game's code. Each may be given as "module:attribute" inside the
# game's package, loaded on first use: listing the games (the title screen, the registry) then
# costs no game's rules, which matters more with every game added.
PARTS = frozenset({"make", "state", "bots", "position", "invariants", "secrets"})

# A spec's fields in the constructor's order, as its repr and ``match`` list them.
FIELDS = ("id", "title", "tagline", "package", "modes", "mode_titles", "make", "state", "bots", "options",
          "data", "position", "order", "default_mode", "step_cap", "invariants", "secrets")


class GameSpec:
    """One game: what the title, setup, tools and tests need to know about it.

    ``make(mode, seats, seed, options)`` builds a fresh state; ``new_game`` checks the mode and
    the seat count first, with a sentence for a bad one. ``options`` lists the keys ``make``
    understands besides ``names`` (a list of names, one per seat), each with a line saying what it
    takes. ``position`` is the game's documented position builder (a hand-made state from readable
    arguments) for tests and tutorials.

    The conformance hooks (``tests/conformance/README.md``): ``step_cap`` bounds a random playout;
    ``invariants(state)`` lists what is wrong with a reachable state beyond ``inconsistency()``
    (sentences; empty when all holds); ``secrets(state, viewer, rng)`` returns a new state, made
    from ``state`` (left unchanged), in which everything ``viewer`` (a place, or None for a
    spectator) may not know at that moment (other seats' hands, hidden cards, the deck's order...)
    is re-dealt at random with ``rng``, and nothing else changes: ``viewer``'s view of it must equal
    ``viewer``'s view of ``state``. A game that hides nothing sets ``secrets.nothing_hidden = True``
    on a hook that returns ``state.copy()``.

    ``make``, ``state``, ``bots``, ``position``, ``invariants`` and ``secrets`` may each be given as
    ``"module:attribute"`` inside ``package`` (``"state:new_game"``); reading the field loads it.

    A spec is read-only and equal only to itself. It is a plain class, not a dataclass: making the
    dataclass cost the title's first frame ~6 M instructions (its methods compiled at import).
    """

    __match_args__ = FIELDS

    def __init__(self, id: str, title: str, tagline: str,
                 package: str,                               # the rules package, e.g. "rules.sky5"
                 modes: dict[str, tuple[int, int]],          # mode -> (fewest, most) seats
                 mode_titles: dict[str, str],
                 make: Callable[..., Any] | str,
                 state: type | str,
                 bots: Mapping[str, type] | str,             # level -> Bot class, built with (seat, seed)
                 options: Mapping[str, str] | None = None,
                 data: tuple[str, ...] = (),                 # files the rules read (paths in the package)
                 position: Callable[..., Any] | str | None = None,
                 order: int = 100,                           # place on the title screen, lowest first
                 default_mode: str = "multi",
                 # --- for the conformance suite
                 step_cap: int = 5_000,                      # a random playout ends within this many commands
                 # what must hold in every reachable state
                 invariants: Callable[[Any], list[str]] | str | None = None,
                 # see tests/conformance/README (hidden parts)
                 secrets: Callable[..., Any] | str | None = None):
        # set past __setattr__, which refuses every change once the spec is made
        vars(self).update(id=id, title=title, tagline=tagline, package=package, modes=modes,
                          mode_titles=mode_titles, make=make, state=state, bots=bots,
                          options={} if options is None else options, data=data, position=position,
                          order=order, default_mode=default_mode, step_cap=step_cap,
                          invariants=invariants, secrets=secrets)

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __repr__(self) -> str:
        # each field read as any reader does: a named part shows loaded
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in FIELDS)
        return f"{type(self).__qualname__}({shown})"

    def __getattribute__(self, name: str) -> Any:
        value = object.__getattribute__(self, name)
        if type(value) is str and name in PARTS:
            module, _, attribute = value.partition(":")
            value = getattr(importlib.import_module(f"{object.__getattribute__(self, 'package')}.{module}"), attribute)
            object.__setattr__(self, name, value)      # loaded once; the spec is frozen to everyone else
        return value

    def new_game(self, mode: str, seats: int, seed: Any, options: dict | None = None):
        if mode not in self.modes:
            raise ValueError(f"{self.title} has no mode {mode!r} (modes: {', '.join(self.modes)})")
        low, high = self.modes[mode]
        if not low <= seats <= high:
            raise ValueError(f"{self.title} ({mode}) is for {low}-{high} seats, not {seats}")
        return self.make(mode, seats, seed, dict(options or {}))

    @property
    def short_name(self) -> str:
        """The package's own name ("sky5"): the table lives in ``game.tables.<short_name>``."""
        return self.package.rsplit(".", 1)[-1]

    def seat_counts(self) -> list[tuple[str, int]]:
        """Every (mode, seats) the game can be played with."""
        return [(mode, n) for mode, (low, high) in self.modes.items() for n in range(low, high + 1)]


def lazy_exports(package: str, names: Mapping[str, str], namespace: dict) -> Callable[[str], Any]:
    """A package's module ``__getattr__`` (PEP 562) offering ``names`` (name -> "module:attribute")
    on first use, so that importing the package for its ``SPEC`` loads none of its rules."""
    def __getattr__(name: str) -> Any:
        where = names.get(name)
        if where is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module, _, attribute = where.partition(":")
        value = namespace[name] = getattr(importlib.import_module(f"{package}.{module}"), attribute)
        return value
    return __getattr__
