"""What every game shares: commands, events, rejections, seeded randomness, the state pipeline.

A state is plain JSON-able data plus a small set of methods (see ``GameState``). Every input is a
``Command``; ``GameState.apply`` either accepts it and returns ``Event`` objects the front end can
animate, or raises ``Rejected`` with a reason a person can read and leaves the state untouched.
"""
from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import random
from operator import attrgetter
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable, Mapping


class Rejected(Exception):
    """An input the rules refuse. ``reason`` is a sentence meant for the player."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def rng(seed: Any, step: Any, salt: str = "") -> random.Random:
    """A generator that depends only on the seed, the step and a salt.

    String seeds are hashed with SHA-512 by ``random.Random``, so the same game replays the same
    way on any machine and any Python version; nothing else (clock, hash seed) takes part.
    """
    return random.Random(f"{seed}/{step}/{salt}")


def pick(seed: Any, step: Any, salt: str, n: int) -> int:
    """A uniform choice of ``range(n)`` from seed, step and salt, for single draws on hot paths.

    Seeding a Mersenne Twister costs microseconds; one BLAKE2 digest is several times cheaper and
    just as reproducible. The modulo bias of a 64-bit value over small ``n`` is negligible.
    """
    # The hashing written out, and the last draw's seed and the kept text tested here: calls fewer
    # for each pick of a random bot, at every command of a play-out.
    last = _LAST_SEED
    h = (last[1] if seed is last[0] else _seed_part(seed)).copy()
    text = _TEXTS.get((step, salt)) if type(step) is int and type(salt) is str else None
    if text is None:
        text = _text(step, salt)
    h.update(text)
    return _from_bytes(h.digest()) % n


def picker(seed: Any, step: Any):
    """``pick`` for several draws of one step: ``picker(seed, step)(salt, n)`` equals
    ``pick(seed, step, salt, n)``. The text hashed is the same; its "seed/step/" part is hashed once
    for all the draws (a round's refills draw up to eight pedestals at one step)."""
    base = _seed_part(seed).copy()
    base.update(f"{step}/".encode())

    def draw(salt: str, n: int) -> int:
        return _number(base, salt, n)
    return draw


def _number(base: "hashlib._Hash", text: str, n: int) -> int:
    """The number of the text hashed so far (``base``, left as it is) and then ``text``."""
    h = base.copy()
    h.update(text.encode())
    return _from_bytes(h.digest()) % n


# Looked up once: ``int.from_bytes`` makes a bound method at every lookup. Its byte order is "big"
# unless told (Python 3.11), and passing it costs the parsing of the word at every draw.
_from_bytes = int.from_bytes


def _text(step: Any, salt: str) -> bytes:
    """The "step/salt" part of a draw's text, encoded; kept for an int step (a play-out draws
    with a handful of salts at each of a few hundred steps, and formatting costs a third of a pick).
    Only an exact int and str are kept: True and 1 are equal keys but are written "True" and "1"."""
    text = f"{step}/{salt}".encode()
    if type(step) is int and type(salt) is str:
        if len(_TEXTS) >= _TEXTS_KEPT:
            _TEXTS.clear()
        _TEXTS[step, salt] = text
    return text


_TEXTS: dict[tuple[int, str], bytes] = {}
_TEXTS_KEPT = 20_000       # a few hundred steps times a handful of salts, with room to spare


def _seed_part(seed: Any) -> "hashlib._Hash":
    """The seed's part of a draw, hashed (the last seed's found by identity, the others cached)."""
    last = _LAST_SEED
    if seed is not last[0]:
        last[:] = seed, _seeded(seed)
    return last[1]


# The seed object of the last draw and its hashed part. One game's draws (its own and its bots') all
# pass the same seed object, so an identity test finds it before the cache's key is even built; the
# same object is the same value of the same type, so the numbers are those of ``_seeded``.
_LAST_SEED: list = [object(), None]


@functools.lru_cache(maxsize=256, typed=True)   # typed: 1, 1.0 and True are different seeds
def _seeded(seed: Any) -> "hashlib._Hash":
    # The digest of "seed/step/salt", with the seed's part hashed once per seed rather than once
    # per draw: the same numbers as hashing the whole text, a few hundred nanoseconds cheaper.
    return hashlib.blake2b(f"{seed}/".encode(), digest_size=8)


_BITS = [n.bit_length() for n in range(129)]    # ``n.bit_length()`` for the shuffle below


def shuffle(r: random.Random, x: list) -> None:
    """``r.shuffle(x)`` for a ``random.Random`` ``r``, written out: the same calls of ``getrandbits``
    and the same swaps (Python's Fisher-Yates with ``_randbelow_with_getrandbits``), so the same
    order, without two Python calls per item. Setting up a short game is mostly its shuffles."""
    getrandbits = r.getrandbits
    bits = _BITS if len(x) < len(_BITS) else [n.bit_length() for n in range(len(x) + 1)]
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = bits[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


# --------------------------------------------------------------------------- commands

class _Ints:
    """The field type ``tuple[int, ...]``: a tuple of ints in Python, a JSON list of ints."""


INTS = _Ints
_FIELD_TYPES = {int: int, "int": int, str: str, "str": str, bool: bool, "bool": bool,
                tuple[int, ...]: INTS, "tuple[int, ...]": INTS, "tuple[int,...]": INTS}
_SHOWN_CHARS = 60   # a bad value in a message is cut to this many characters


def short_repr(value: Any) -> str:
    """``repr(value)`` cut to a length a message can show."""
    if isinstance(value, (tuple, list)) and len(value) > _SHOWN_CHARS:
        value = type(value)(value[:_SHOWN_CHARS])      # repr of a huge list costs; cut it first
    text = repr(value)
    return text if len(text) <= _SHOWN_CHARS else text[:_SHOWN_CHARS - 3] + "..."


def _is_int(value: Any) -> bool:
    # bool is an int in Python; a seat of True is still malformed input.
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Command:
    """One decision by one seat. Subclasses add fields and set ``name``.

    A field is annotated ``int``, ``str``, ``bool`` or ``tuple[int, ...]`` (several ids, e.g. the
    cards of one play: a tuple in Python, a JSON list in ``to_json``; bools are not ints there
    either). A game may normalise a tuple field (sort it) in ``__post_init__``.
    """

    seat: int
    name: ClassVar[str] = "command"

    def to_json(self) -> dict:
        data = {"cmd": self.name}
        for fname, want in _field_types(type(self)):
            value = getattr(self, fname)
            data[fname] = list(value) if want is INTS and isinstance(value, tuple) else value
        return data

    @classmethod
    def _from_fields(cls, data: Mapping) -> "Command":
        values = {}
        for fname, want in _field_types(cls):
            if fname not in data:
                raise Rejected(f"The command '{cls.name}' needs a value for '{fname}'.")
            value = data[fname]
            if want is INTS and type(value) is list:
                value = tuple(value)
            values[fname] = value
        bad = cls._bad_field(values.__getitem__)
        if bad:
            raise Rejected(bad)
        extra = set(data) - {"cmd"} - set(values)
        if extra:
            raise Rejected(f"The command '{cls.name}' has unknown fields: {', '.join(sorted(map(str, extra)))}.")
        return cls(**values)

    @classmethod
    def _bad_field(cls, value_of) -> str | None:
        """The reason a field value (``value_of(name)``) has the wrong type, or None. The JSON
        parser and ``apply`` share it, so a command ``apply`` accepts always survives a save."""
        for fname, want in _field_types(cls):
            value = value_of(fname)
            if type(value) is want:
                continue        # exactly an int, str or bool: the usual case, no more to check
            if want is int:
                ok = _is_int(value)
            elif want is INTS:
                ok = type(value) is tuple and all(map(_is_int, value))
            else:
                ok = isinstance(value, want)
            if not ok:
                return f"The command '{cls.name}' has a bad value for '{fname}': {short_repr(value)}."
        return None


_FIELDS_OF: dict[type, tuple[tuple[str, type], ...]] = {}


def _field_types(cls: type) -> tuple[tuple[str, type], ...]:
    found = _FIELDS_OF.get(cls)
    if found is None:
        found = _FIELDS_OF[cls] = tuple((f.name, _field_type(cls, f.type)) for f in dataclasses.fields(cls))
    return found


def _field_type(cls: type, annotation: Any) -> type:
    if isinstance(annotation, str):
        annotation = annotation.replace(" ", "").replace(",", ", ")
    want = _FIELD_TYPES.get(annotation)
    if want is None:
        raise TypeError(f"{cls.__name__}: a command field is int, str, bool or tuple[int, ...], not {annotation!r}")
    return want


def prechecked(cls: type, *values: Any) -> Command:
    """``cls(*values)`` for a command a game lists itself, from values it made of the field types
    (the ints of a cell, a seat...). A frozen dataclass's ``__init__`` sets each field through
    ``object.__setattr__`` and ``apply`` then checks the types the first time it meets the object;
    a game listing thousands of distinct commands (Sky Totems' placements) pays both for each. This
    sets the fields at once and marks the object checked, as ``apply`` would after its check. Any
    other object (a command from JSON, a bot's own) is still checked. Only for classes without a
    ``__post_init__`` (nothing would run it)."""
    names = _NAMES_OF.get(cls)
    if names is None:
        if hasattr(cls, "__post_init__"):
            raise TypeError(f"{cls.__name__} has a __post_init__: make it with {cls.__name__}(...)")
        names = _NAMES_OF[cls] = tuple(name for name, _ in _field_types(cls))
    if len(values) != len(names):
        raise TypeError(f"{cls.__name__} takes {len(names)} values, not {len(values)}")
    cmd = object.__new__(cls)
    cmd.__dict__.update(zip(names, values), _typed=True)
    return cmd


_NAMES_OF: dict[type, tuple[str, ...]] = {}


def prechecked_copy(model: Command, **values: Any) -> Command:
    """``dataclasses.replace(model, **values)`` for a ``prechecked`` ``model`` and new values of its
    fields' types (the ints of another cell...); the copy is marked checked as the model is. Copying
    the model's fields costs about half of ``prechecked``'s setting of each, and Sky Totems makes
    thousands of placements that differ from one another by their cell only."""
    fields = model.__dict__.copy()
    count = len(fields)
    fields.update(values)
    if len(fields) != count:
        unknown = sorted(set(values) - set(model.__dict__))
        raise TypeError(f"{type(model).__name__} has no field {unknown[0]!r}")
    made = _new_object(type(model))
    object.__setattr__(made, "__dict__", fields)     # a frozen dataclass refuses plain assignment
    return made


class CommandSet:
    """The commands one game understands, decoded from their JSON form."""

    def __init__(self, classes: Iterable[type[Command]]):
        self.by_name = {c.name: c for c in classes}
        self.classes = frozenset(self.by_name.values())

    def from_json(self, data: Any) -> Command:
        if not isinstance(data, Mapping):
            raise Rejected(f"A command must be a JSON object, not {type(data).__name__}.")
        name = data.get("cmd")
        if not isinstance(name, str) or name not in self.by_name:
            known = ", ".join(sorted(self.by_name))
            raise Rejected(f"Unknown command {name!r}; this game knows: {known}.")
        return self.by_name[name]._from_fields(data)


# --------------------------------------------------------------------------- events

@dataclass(slots=True)
class Event:
    """Something that happened, in terms the front end can animate.

    ``kind`` names it (``move``, ``die``, ``bust`` ...); ``data`` holds JSON-able details. A
    ``move`` event carries ``card`` (a stable id that does not reveal the face), ``src`` and ``dst``
    zone names, ``face_up`` and, when the card is face up at its destination, its ``face`` (``move``
    builds them, ``seen_face`` reads them).
    """

    kind: str
    data: dict = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def to_json(self) -> dict:
        return {"kind": self.kind, **self.data}


def new_event(kind: str, data: dict) -> Event:
    """``Event(kind, data)`` for a game's hot paths. Calling the class runs the dataclass's
    ``__init__`` as an interpreter frame of its own, from C; this sets the two slots directly, a
    sixth cheaper, and a random play-out makes several events a command."""
    made = _new_object(Event)
    made.kind = kind
    made.data = data
    return made


_new_object = object.__new__


def event(kind: str, **data: Any) -> Event:
    return new_event(kind, data)


def move(card: int, src: str, dst: str, face: Any = None, *, seen_by: Iterable[int] | None = None,
         **more: Any) -> Event:
    """A card going from zone ``src`` to zone ``dst``: the one way games write a ``move`` event.

    Who may see the card's face decides its fields. Everyone (``face`` given, ``seen_by`` None: a
    card laid on the table): ``face_up`` True and ``face``. Only the seats in ``seen_by`` (a card
    drawn into a hand, or thrown away from one face down): ``face_up`` False, ``private_face`` and
    ``seen_by``. Nobody (no ``face``): ``face_up`` False. A table learns a face only through
    ``seen_face``, so a seat is never told a face it may not see. ``more`` adds the game's own
    details (``index``, ``on_top``, ``seat``...).
    """
    data = {"card": card, "src": src, "dst": dst}
    if face is not None and seen_by is None:
        data["face_up"] = True
        data["face"] = face
    else:
        data["face_up"] = False
        if face is not None:
            data["private_face"] = face
            data["seen_by"] = sorted(seen_by)
    data.update(more)
    return Event("move", data)


def seen_face(e: Event, seat: int | None) -> Any:
    """The face a ``move`` shows to ``seat`` (None: a spectator): the public face, or the private
    one when ``seat`` is among those who see it; None when the card stays hidden from it."""
    face = e.data.get("face")
    if face is None and seat is not None and seat in (e.data.get("seen_by") or ()):
        face = e.data.get("private_face")
    return face


# --------------------------------------------------------------------------- states

class GameState:
    """The protocol every game's state follows, and the one pipeline that applies commands.

    Subclasses hold their data in plain attributes listed in ``FIELDS`` (JSON-able values only)
    and implement ``_why_illegal`` (a reason, or None) and ``_perform`` (mutate, return events).
    The pipeline rejects a finished game, a seat that is not the actor and an unknown command in
    one place, each with its own reason, before the game's own checks run; nothing is changed
    unless every check passed. A game that remembers its listing of this step (``_legal``) has
    the very objects it listed performed without checking them again.
    """

    GAME_ID: ClassVar[str] = ""
    COMMANDS: ClassVar[CommandSet]
    FIELDS: ClassVar[tuple[str, ...]] = ()

    seed: Any
    step: int
    over: bool
    players: int            # places at the table (Sky Totems solo: two altars, one person)
    names: list[str]        # one per place

    # --- the protocol
    @property
    def actor(self) -> int | None:
        raise NotImplementedError

    # ``over``, read by a getter written in C: a property's Python getter runs an interpreter frame
    # of its own at each read, and a play loop reads it at every command.
    is_over = property(attrgetter("over"), doc="Whether the game is over.")

    def legal_commands(self) -> list[Command]:
        raise NotImplementedError

    def scores(self) -> list[int]:
        raise NotImplementedError

    def result(self) -> dict:
        """The outcome: ``scores`` and ``winners`` (places), ``decided_by`` (a word the game's
        results explanation understands) and any game-specific parts (a ``breakdown``...)."""
        scores = list(self.scores())
        best = max(scores) if scores else 0
        return {"scores": scores, "winners": [i for i, v in enumerate(scores) if v == best], "decided_by": "score"}

    def view(self, seat: int | None) -> dict:
        raise NotImplementedError

    def seat_name(self, seat: int) -> str:
        return f"Seat {seat + 1}"

    # The legal commands of one step, as a game that remembers them keeps them: ``(step, commands,
    # ...)``, with every command the actor's, and none once the game is over; None (the default)
    # for a game that does not.
    _legal: Any = None

    def apply(self, command: Command) -> list[Event]:
        # A command object the game listed itself for this very step (what a bot or the table hands
        # back) has passed every check below when it was listed: only its performing is left. Any
        # other object, equal or not, goes through the checks, each rejection with its own reason.
        # (A plain loop: the lists are short, and ``in`` would compare unequal commands field by field.)
        listed = self._legal
        if listed is not None and listed[0] == self.step:
            for known in listed[1]:
                if known is command:
                    break
            else:
                self._screen(command)
        else:
            self._screen(command)
        events = self._perform(command)
        self.step += 1
        return events

    def _screen(self, command: Command) -> None:
        """Raise ``Rejected`` unless ``command`` may be performed now: a move of this game, with
        fields of the right types, the game not over, from the actor, and legal (``_why_illegal``)."""
        if type(command) not in self.COMMANDS.classes:
            raise Rejected(f"{command!r} is not a move in this game.")
        marks = getattr(command, "__dict__", None)   # None for a command class with __slots__
        if marks is None or "_typed" not in marks:
            bad = command._bad_field(command.__getattribute__)
            if bad:
                raise Rejected(bad)
            if marks is not None:
                # Fields of a frozen command never change, so one check per object is enough; the
                # mark is no field, so equality, hashing and the JSON form ignore it.
                marks["_typed"] = True
        if self.over:
            raise Rejected("The game is over.")
        if command.seat != self.actor:
            raise Rejected(f"It is not {self.seat_name(command.seat)}'s move: "
                           f"{self.seat_name(self.actor)} must decide now.")
        reason = self._why_illegal(command)
        if reason:
            raise Rejected(reason)

    def is_legal(self, command: Command) -> bool:
        try:
            self.check(command)
        except Rejected:
            return False
        return True

    def check(self, command: Command) -> None:
        """Raise ``Rejected`` exactly when ``apply`` would, without changing anything."""
        self.copy().apply(command)

    def rng(self, salt: str = "") -> random.Random:
        return rng(self.seed, self.step, salt)

    def pick(self, salt: str, n: int) -> int:
        return pick(self.seed, self.step, salt, n)

    # --- the game's part
    def _why_illegal(self, command: Command) -> str | None:
        raise NotImplementedError

    def _perform(self, command: Command) -> list[Event]:
        raise NotImplementedError

    # --- plain data in and out
    def to_json(self) -> dict:
        return json.loads(json.dumps({name: getattr(self, name) for name in self.FIELDS}))

    @classmethod
    def from_json(cls, data: Mapping) -> "GameState":
        """A state from its JSON form; ``ValueError`` (a sentence) for a missing field or a
        snapshot the game finds inconsistent (``inconsistency``), never a state that is not one."""
        state = cls.__new__(cls)
        for name in cls.FIELDS:
            if name not in data:
                raise ValueError(f"the saved state has no '{name}'")
        for name in cls.FIELDS:
            setattr(state, name, json.loads(json.dumps(data[name])))
        try:
            state._after_load()
            problem = state.inconsistency()
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            problem = f"it is malformed ({type(exc).__name__}: {exc})"
        if problem:
            raise ValueError(f"the saved {cls.__name__} is inconsistent: {problem}")
        return state

    def _after_load(self) -> None:
        """Rebuild derived data (indexes, caches) after ``from_json`` set the fields."""

    def inconsistency(self) -> str | None:
        """Why these fields cannot be a position of this game (a component counted twice or
        lost, a seat out of range...), or None. ``from_json`` refuses a snapshot that has one."""
        return None

    def copy(self) -> "GameState":
        return type(self).from_json(self.to_json())

    def parse_command(self, data: Any) -> Command:
        return self.COMMANDS.from_json(data)


# --------------------------------------------------------------------------- bots

class Bot:
    """A player that decides from one seat's view and the legal commands, never the hidden state."""

    level: ClassVar[str] = "bot"
    needs_view: ClassVar[bool] = True   # False: ``choose`` reads only ``view["step"]``

    def __init__(self, seat: int, seed: Any = 0):
        self.seat = seat
        self.seed = seed
        self.salt = f"bot{seat}"      # what makes this seat's draws its own

    def rng(self, view: Mapping) -> random.Random:
        return rng(self.seed, view.get("step", 0), self.salt)

    def choose(self, view: Mapping, legal: list[Command]) -> Command:
        raise NotImplementedError


class RandomBot(Bot):
    """Any legal command, uniformly, from the seeded generator."""

    level = "random"
    needs_view = False

    def choose(self, view: Mapping, legal: list[Command]) -> Command:
        return legal[pick(self.seed, view.get("step", 0), self.salt, len(legal))]


def bot_move(state: GameState, bot: Bot) -> Command:
    """Ask ``bot`` for the actor's next command, showing it only the actor's view."""
    view = state.view(state.actor) if bot.needs_view else {"step": state.step}
    return bot.choose(view, state.legal_commands())
