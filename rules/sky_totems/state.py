"""Sky Totems' state and rules.

Quoted sentences come from docs/rulebooks/sky-totems.txt (the authority); where it is silent the
code follows docs/rulebooks/RULES-DECISIONS.md and rules/DECISIONS.md ("## Sky Totems").

A turn is a sequence of small commands. What may come next is decided in one order (see
``legal_commands``): a cloud tile still to place, then a design still to choose, then pedestals
still in the tray, then a Pedestal Construction owed by a Dragon, then the turn's action (or, once
it is done, revealing cards and ending the turn). Whatever needs no decision (Cat totems, the
Wolf's pedestals, the end of a turn with nothing left to decide, refills, skipping a Final Totem
nobody can build) happens at once in ``_settle``.
"""
from __future__ import annotations

import functools
from itertools import chain, compress
from typing import Any

from ..core import Command, Event, GameState, event, new_event, pick, picker, rng, shuffle
from .commands import (COMMANDS, BuildTotem, CellCommands, ChooseDesign, ChooseStart, DrawPedestals, EndTurn,
                       PlaceCloud, PlacePedestal, Reveal, TakeField, TradePedestal, cached)
from .components import (ACTION_TOTEMS, BLESSINGS, CARD_FACES, CARDS, CAT_HEIGHT, COMMON, DEFAULT_TOTEMS,
                         DESIGN_INDEX, DESIGN_POINTS, DESIGNS, FEW_ALTARS, FIELD_INITIAL, FIELDS_DEFAULT,
                         FIELDS_FEW, LIMIT, OFF, PEDESTAL_COUNT, PEDESTAL_DESIGN, PEDESTAL_NAMES, REFILL_EMPTY,
                         REFILL_PARTIAL, ROUNDS, SPAN, STARTING_TILE, TOTEM_CELLS, TOTEM_KINDS,
                         TOTEM_MULTIPLIER, bag_lists, dec, enc, reading_key, solo_rank)
from .consistency import problems
# Phases, stages, kinds of turn and pending choices (other modules import them from here too).
from .phases import (CAT1, CAT2, CHOOSE, FINAL, FINAL_TURN, NORMAL, OVER, REVEAL_TURN, REVEALS, REWARD, ROUND, SETUP,
                     START_CLOUD, TURN)

# ``_base`` marks of a cell without pedestals and of a cell under a totem (else: the bottom design).
EMPTY, COVERED = -1, -2
# The kind of the turns of each stage.
_TURN_KIND = {ROUND: NORMAL, FINAL: FINAL_TURN}

PD = PEDESTAL_DESIGN
N_DESIGNS = len(DESIGNS)
_DIRS = ((False, SPAN), (True, 1))        # (vertical, code step to the next cell along the line)
_NEIGHBOURS = (-SPAN, 1, SPAN, -1)        # left, down, right, up
_KIND_ORDER = {k: n for n, k in enumerate(TOTEM_KINDS)}


def _mission(card_index: int) -> tuple:
    m = CARDS[card_index]["mission"]
    t = m["type"]
    if t == "totems":
        return t, m["kind"], m["count"]
    if t == "devotion":
        return t, DESIGN_INDEX[m["design"]], m["height"]
    if t == "treasure":
        return t, DESIGN_INDEX[m["design"]], m["count"]
    return t, None, m["count"]


MISSIONS = tuple(_mission(i) for i in range(len(CARDS)))

# The commands that name a cell, made once and reused: a seat's cloud placements and a seat's
# placements of one pedestal, by encoded cell.
# Indexed [seat] and [seat][pedestal]; trades too: ``_TRADE[seat][pedestal]``.
_SEATS = 4                   # the most altars at a table
# A fresh process makes thousands of them while it plays, so they are made ``prechecked``.
_CLOUD_AT = tuple(CellCommands(PlaceCloud, s) for s in range(_SEATS))
_PLACE_AT = tuple(tuple(CellCommands(PlacePedestal, s, pid) for pid in range(PEDESTAL_COUNT)) for s in range(_SEATS))
_TRADE = tuple(tuple(TradePedestal(s, pid) for pid in range(PEDESTAL_COUNT)) for s in range(_SEATS))
# The commands without a cell, by seat (and field): listed at every turn, looked up in a tuple.
_TAKE = tuple(tuple(TakeField(s, f) for f in range(max(FIELDS_DEFAULT, FIELDS_FEW))) for s in range(_SEATS))
_END = tuple(EndTurn(s) for s in range(_SEATS))
_DRAW = tuple(DrawPedestals(s) for s in range(_SEATS))
# Zone names of ``move`` events, by seat or field, made once rather than formatted at every move.
_TRAY_ZONE = tuple(f"tray.{s}" for s in range(_SEATS))
_ALTAR_ZONE = tuple(f"altar.{s}" for s in range(_SEATS))
_HOARD_ZONE = tuple(f"hoard.{s}" for s in range(_SEATS))
_FIELD_ZONE = tuple(f"field.{f}" for f in range(max(FIELDS_DEFAULT, FIELDS_FEW)))
# The salts of the draws that refill the fields, by field and draw (see ``_refill``).
_REFILL_SALT = tuple(tuple(f"refill{f}/{k}" for k in range(max(REFILL_EMPTY, REFILL_PARTIAL)))
                     for f in range(max(FIELDS_DEFAULT, FIELDS_FEW)))


# Whether a pedestal may go on a cell, by the cell's ``_base`` mark (a design, EMPTY or COVERED, which
# index a tuple from its end): of design d (``_FITS[d]``), and of any design with the hoard. A tuple's
# ``__getitem__`` is a fast call for ``map``, unlike the slot wrappers ``(EMPTY, d).__contains__``.
assert (EMPTY, COVERED) == (-1, -2)
_FITS = tuple(tuple(k == d for k in range(N_DESIGNS)) + (False, True) for d in range(N_DESIGNS))
_UNCOVERED = (True,) * N_DESIGNS + (False, True)
HOARD = N_DESIGNS           # the key of ``_fits[s]`` for a pedestal of any design (with the hoard)

# By pedestal id, for the scorepad: 1 for a common design, and a rare design's points (else 0).
_IS_COMMON = tuple(int(PD[p] < len(COMMON)) for p in range(PEDESTAL_COUNT))
_RARE_POINTS = tuple(DESIGN_POINTS[PD[p]] if PD[p] >= len(COMMON) else 0 for p in range(PEDESTAL_COUNT))

_LOW, _HIGH = OFF - LIMIT, OFF + LIMIT      # bounds of x + OFF and y + OFF within reach


def _in_reach(code: int) -> bool:
    x, y = divmod(code, SPAN)
    return _LOW <= x <= _HIGH and _LOW <= y <= _HIGH


@functools.lru_cache(maxsize=16)      # every altar starts with the same tile: one answer for all
def _frontier(cells: tuple[int, ...]) -> tuple[int, ...]:
    """The cells where a cloud may go: edge neighbours of ``cells`` that are no cloud yet, within
    reach, in the order first met going through ``cells`` and each cell's left, down, right, up."""
    taken = set(cells)
    seen: set[int] = set()
    out = []
    for c in cells:
        for d in _NEIGHBOURS:
            n = c + d
            if n not in taken and n not in seen:
                seen.add(n)
                if _in_reach(n):
                    out.append(n)
    return tuple(out)


def _mission_test(card_index: int):
    """The test of one card's mission, ``test(state, seat) -> bool`` (``MISSIONS`` says what)."""
    kind, what, count = MISSIONS[card_index]
    if kind == "totems":
        return lambda st, s: [t[0] for t in st.totems[s]].count(what) >= count
    if kind == "pantheon":
        return lambda st, s: len({t[0] for t in st.totems[s]}) >= count
    if kind == "wide":
        return lambda st, s: len(st.cells[s]) >= count
    if kind == "devotion":
        return lambda st, s: st._devotion(s, what, count)
    if kind == "treasure":          # pedestals on the altar (the hoard is not on it)
        return lambda st, s: st._designs[s][what] >= count
    if kind == "rainbow":
        return lambda st, s: N_DESIGNS - st._designs[s].count(0) >= count
    if kind == "long":
        return lambda st, s: st._long_line(s) >= count
    raise ValueError(f"unknown mission type {kind!r}")


_MISSION_MET = tuple(_mission_test(i) for i in range(len(CARDS)))
# What of its altar each card's mission test reads (see ``_mission_test``): a change of anything
# else cannot make it met or unmet (``_altar_changed``). Pedestals are told apart by design: most
# turns place a few pedestals, and a hidden Treasure or Devotion card reads one design only. A
# pedestal placed changes the tests of its own design and of its stack's bottom design (a Devotion
# stack of one design ends when another design goes on it, over the hoard); Rainbow reads them all.
CLOUDS, TOTEMS = 1, 2
DESIGN_READ = tuple(4 << d for d in range(N_DESIGNS))
PEDESTALS = sum(DESIGN_READ)            # pedestals of any design
_READS = {"totems": TOTEMS, "pantheon": TOTEMS, "wide": CLOUDS, "long": CLOUDS, "rainbow": PEDESTALS}
_MISSION_READS = tuple(_READS.get(MISSIONS[i][0]) or DESIGN_READ[MISSIONS[i][1]] for i in range(len(CARDS)))


def totem_height(kind: str, heights: tuple[int, ...]) -> int:
    """The scoring height of a ``kind`` totem on stacks of ``heights`` (in line order), or 0 when
    its condition is not met. The one statement of each condition; ``_totem_options`` is a faster
    enumeration that the tests hold equal to it."""
    if kind == "Bird":      # "all three Pedestals are the same height ... 2 or higher"
        a, b, c = heights
        return a if a >= 2 and a == b == c else 0
    if kind == "Wolf":      # "two Pedestals one space away ... same height ... 2 or higher"; FAQ W1
        a, b, c = heights
        return a if a >= 2 and a == c and b <= a else 0
    if kind == "Horse":     # "adjacent Pedestals have a height difference of 2"; FAQ H1
        a, b = heights
        return max(a, b) if min(a, b) >= 1 and abs(a - b) == 2 else 0
    if kind == "Dragon":    # "a stair formation across 3 spaces"; FAQ D2
        a, b, c = heights
        if a >= 1 and b == a + 1 and c == a + 2:
            return c
        if c >= 1 and b == c + 1 and a == c + 2:
            return a
        return 0
    return 0


def _move(pid: int, src: str, dst: str) -> Event:
    """A pedestal's ``move`` event (to a place without a cell)."""
    return new_event("move", {"item": pid, "design": PEDESTAL_NAMES[pid], "src": src, "dst": dst})


def _move_to(pid: int, src: str, dst: str, x: int, y: int) -> Event:
    """A pedestal's ``move`` event onto the altar cell (x, y)."""
    return new_event("move", {"item": pid, "design": PEDESTAL_NAMES[pid], "src": src, "dst": dst, "x": x, "y": y})


def new_game(mode: str = "multi", seats: int = 2, seed: Any = 0, options: dict | None = None) -> "SkyTotemsState":
    options = dict(options or {})
    if mode == "solo":
        if seats != 1:
            raise ValueError("Sky Totems solo is for 1 player (who plays two altars)")
        altars = 2
    elif mode == "multi":
        if not 2 <= seats <= 4:
            raise ValueError(f"Sky Totems is for 2-4 players, not {seats}")
        altars = seats
    else:
        raise ValueError(f"Sky Totems has no mode {mode!r}")
    kinds = options.get("totems") or list(DEFAULT_TOTEMS)
    if (not isinstance(kinds, (list, tuple)) or len(kinds) != 4 or len(set(kinds)) != 4
            or any(k not in TOTEM_KINDS for k in kinds)):
        raise ValueError(f"choose 4 different totems out of {', '.join(TOTEM_KINDS)}, not {kinds!r}")
    kinds = [k for k in TOTEM_KINDS if k in kinds]
    setup = rng(seed, "setup")
    # "Remove the two Altar Cards corresponding to the Totems that were not selected ... shuffle the
    # remaining cards face down and deal three cards to each player." Card ids are positions in the
    # shuffled deck, so an id never tells which card it is.
    deck = [i for i, c in enumerate(CARDS) if c["totem"] is None or c["totem"] in kinds]
    shuffle(setup, deck)
    first = options.get("first")
    if first is None:
        # "Select a starting player at random."
        first = setup.randrange(altars)
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < altars:
        raise ValueError(f"first player must be a seat from 0 to {altars - 1}")
    given = [str(n) for n in (options.get("names") or [])]
    if mode == "solo":
        if len(given) == 1:
            names = [f"{given[0]} (altar 1)", f"{given[0]} (altar 2)"]
        else:
            names = given[:2] + [f"Altar {i + 1}" for i in range(len(given[:2]), 2)]
    else:
        names = given[:altars] + [f"Player {i + 1}" for i in range(len(given[:altars]), altars)]

    s = SkyTotemsState.__new__(SkyTotemsState)
    s.seed, s.step, s.over = seed, 0, False
    s.mode, s.players, s.names, s.totem_kinds = mode, altars, names, kinds
    s.faces = deck
    s.hands = [[3 * k, 3 * k + 1, 3 * k + 2] for k in range(altars)]
    s.start_cards = [-1] * altars
    s.missions = [[] for _ in range(altars)]
    s.revealed = [[] for _ in range(altars)]
    s.bag = bag_lists()
    # "If there are between 1~3 players, place a Pedestal Blocking Tile in the Pedestal Field that
    # will not be used."
    s.fields = [[] for _ in range(FIELDS_FEW if altars <= FEW_ALTARS else FIELDS_DEFAULT)]
    # "Each player receives one Starting Cloud Tile" (a 2x2 block of cells).
    s.cells = [[enc(x, y) for x, y in STARTING_TILE] for _ in range(altars)]
    s.stacks = [[[] for _ in STARTING_TILE] for _ in range(altars)]
    s.cover = [[-1] * len(STARTING_TILE) for _ in range(altars)]
    s.totems = [[] for _ in range(altars)]
    s.hoards = [[] for _ in range(altars)]
    s.phase, s.stage, s.round, s.first = CHOOSE, SETUP, 0, first
    # "The designation of Altar Cards is conducted simultaneously": collected one seat at a time.
    s.choosing = list(range(altars))
    s.cloud_queue = []
    s.queue = []
    s.turn_kind, s.done = NORMAL, False
    s.tray, s.clouds, s.choices, s.cat_pick, s.construct, s.extra = [], 0, [], -1, False, 0
    s._after_load()
    return s


class SkyTotemsState(GameState):
    GAME_ID = "sky-totems"
    COMMANDS = COMMANDS
    FIELDS = ("seed", "step", "over", "mode", "players", "names", "totem_kinds", "faces", "hands",
              "start_cards", "missions", "revealed", "bag", "fields", "cells", "stacks", "cover", "totems",
              "hoards", "phase", "stage", "round", "first", "choosing", "cloud_queue", "queue", "turn_kind",
              "done", "tray", "clouds", "choices", "cat_pick", "construct", "extra")
    # Altars: ``cells[s]`` lists cloud cells (encoded) in the order they were placed; ``stacks[s][i]``
    # is the pedestal ids on cell i, bottom first; ``cover[s][i]`` the index of the totem standing
    # on (or straddling) cell i, or -1; ``totems[s]`` holds ``[kind, height, [cells]]``.
    # Not saved, rebuilt by ``_reindex`` (``from_json`` runs it; so must a hand edit of the fields, as
    # ``positions`` does), and kept up to date as the game goes: ``_ix[s]`` cell -> index,
    # ``_designs[s][d]`` how many pedestals of design d the altar holds, ``_base[s][i]`` the design at
    # the bottom of cell i (EMPTY, or COVERED under a totem), ``_fits[s][d]`` the cells (encoded, in
    # order) where those marks let a pedestal of design d go (or of any design: key HOARD), listed
    # when first needed and then kept up to date (``_fitting``; a copy starts without), ``_front[s]``
    # the cells where a cloud may go and ``_long[s]`` (cloud count, longest straight line) when last
    # counted (these two are tuples, replaced when they change, so a copy shares them); ``_legal`` the legal commands of
    # this step, if known; ``_tall[s]`` whether altar s may hold a stack a Cat must take (set when a
    # pedestal makes a stack that tall, cleared once ``_place_cats`` has looked); ``_met[s]`` the
    # hidden cards of altar s whose missions are met (a tuple) and what of the altar their tests
    # read, or None until asked again after that (see ``_altar_changed``) or the hidden cards changed.
    #
    # That derived data and the fields fixed at setup are slots, the other fields plain attributes.
    # CPython (3.11) keeps an object's attributes inline, under names its class shares, for at most
    # 29 names; with the 43 a state had, each state got a dict of its own and each method call on it
    # (``self._place(...)``, many a command) missed the interpreter's cache of the lookup, whose key
    # is the shared names. Slots are not among the names. ``copy`` copies them one by one.
    __slots__ = ("seed", "mode", "players", "names", "totem_kinds",
                 "_ix", "_front", "_long", "_designs", "_base", "_fits", "_tall", "_legal", "_met")

    # ------------------------------------------------------------------ plain data
    def _reindex(self) -> None:
        self._ix = [{c: i for i, c in enumerate(cells)} for cells in self.cells]
        self._front = tuple(_frontier(tuple(cells)) for cells in self.cells)
        self._long = ((-1, 0),) * len(self.cells)
        self._designs = [[0] * N_DESIGNS for _ in self.stacks]
        for counts, stacks in zip(self._designs, self.stacks):
            for p in chain.from_iterable(stacks):
                counts[PD[p]] += 1
        self._base = [[COVERED if cv >= 0 else PD[st[0]] if st else EMPTY for st, cv in zip(stacks, cover)]
                      for stacks, cover in zip(self.stacks, self.cover)]
        self._fits = [{} for _ in self.cells]
        self._tall = [any(len(st) >= CAT_HEIGHT and cv < 0 for st, cv in zip(stacks, cover))
                      for stacks, cover in zip(self.stacks, self.cover)]
        self._legal = None
        self._met = [None] * len(self.cells)

    def _after_load(self) -> None:
        self._reindex()

    def inconsistency(self) -> str | None:
        """The first thing that makes these fields no Sky Totems position (``consistency.problems``
        states them all), or None. ``from_json`` asks; ``copy`` does not."""
        found = problems(self)
        return found[0] if found else None

    def copy(self) -> "SkyTotemsState":
        s = SkyTotemsState.__new__(SkyTotemsState)
        d = self.__dict__.copy()
        # Lists that change during play are copied; names, totem_kinds and hands never change after
        # setup, and a totem record never changes once built, so those are shared.
        # ``_legal`` is shared: it holds for both until one changes (``_perform`` drops it).
        d["faces"] = list(self.faces)
        d["start_cards"] = list(self.start_cards)
        for key in ("missions", "revealed", "bag", "fields", "cells", "cover", "totems", "hoards"):
            d[key] = list(map(list, d[key]))
        d["stacks"] = [list(map(list, seat)) for seat in self.stacks]
        for key in ("choosing", "cloud_queue", "queue", "tray", "choices"):
            d[key] = list(d[key])
        s.__dict__ = d
        s.seed, s.mode, s.players, s.names, s.totem_kinds = self.seed, self.mode, self.players, self.names, self.totem_kinds
        s._designs = list(map(list, self._designs))
        s._base = list(map(list, self._base))
        s._ix = list(map(dict.copy, self._ix))
        s._met = list(self._met)
        s._tall = list(self._tall)
        s._fits = [{} for _ in self._fits]      # lists kept up to date in place: not shared
        s._front, s._long, s._legal = self._front, self._long, self._legal
        return s

    # ------------------------------------------------------------------ queries
    @property
    def actor(self) -> int | None:
        ph = self.phase
        if ph == TURN:
            return self.queue[0]
        if ph == CHOOSE:
            return self.choosing[0]
        if ph == START_CLOUD:
            return self.cloud_queue[0]
        return None

    @property
    def turn(self) -> int | None:
        """The seat whose turn it is (during play; the same as ``actor``)."""
        return self.queue[0] if self.phase == TURN else None

    def seat_name(self, seat: int | None) -> str:
        if isinstance(seat, int) and 0 <= seat < self.players:
            return self.names[seat]
        return f"seat {seat}"

    def _order(self) -> list[int]:
        """Every seat once, clockwise from the Starting Player Marker."""
        n = self.players
        return [(self.first + k) % n for k in range(n)]

    def bag_size(self) -> int:
        return sum(map(len, self.bag))

    def _may_stack(self, seat: int, design: int, i: int) -> bool:
        """"only matching Pedestal designs can be stacked"; with a hoard, "the next Pedestal must match
        the design of the lowest Pedestal or the design of the Pedestal in the Dragon's Treasure Hoard"."""
        if self.cover[seat][i] >= 0:
            return False      # "No additional pedestals ... on a spot where a totem has already been placed"
        st = self.stacks[seat][i]
        return not st or PD[st[0]] == design or any(PD[p] == design for p in self.hoards[seat])

    def met_missions(self, seat: int) -> list[int]:
        """The hidden altar cards of ``seat`` whose missions are met now."""
        return list(self._met_cards(seat))

    def _met_cards(self, s: int) -> tuple:
        # Asked at every step of a turn (for the Reveal commands) and again when it ends; what the
        # missions read of the altar changes less often than that, so the answer is kept until it does.
        met = self._met[s]
        if met is None:
            faces, hidden = self.faces, self.missions[s]
            reads = 0
            for c in hidden:
                reads |= _MISSION_READS[faces[c]]
            met = self._met[s] = (tuple(c for c in hidden if _MISSION_MET[faces[c]](self, s)), reads)
        return met[0]

    def _altar_changed(self, s: int, what: int) -> None:
        """Altar ``s`` changed ``what`` (pedestals of some designs, CLOUDS or TOTEMS): forget the met missions if
        their tests read it."""
        met = self._met[s]
        if met is not None and met[1] & what:
            self._met[s] = None

    def _mission_met(self, s: int, card_index: int) -> bool:
        """Whether the mission of card ``card_index`` (of ``CARDS``) is met on altar ``s``."""
        return _MISSION_MET[card_index](self, s)

    def _devotion(self, s: int, design: int, height: int) -> bool:
        if self._designs[s][design] < height:
            return False
        return any(len(st) >= height and all(PD[p] == design for p in st) for st in self.stacks[s])

    def _long_line(self, s: int) -> int:
        # Clouds only come, so the longest line is remembered with the cloud count it had.
        n, best = self._long[s]
        if n != len(self.cells[s]):
            best = self._longest_line(s)
            self._long = self._long[:s] + ((len(self.cells[s]), best),) + self._long[s + 1:]
        return best

    def _longest_line(self, s: int) -> int:
        """The most cloud cells touching in a straight line (kept in ``_long[s]``)."""
        ix, best = self._ix[s], 0
        for c in self.cells[s]:
            for step in (SPAN, 1):
                if c - step not in ix:
                    n = 1
                    while c + n * step in ix:
                        n += 1
                    best = max(best, n)
        return best

    # ------------------------------------------------------------------ legal commands
    def legal_commands(self) -> list[Command]:
        """Every command the actor may give now, in a fixed order. The one statement of what is
        legal: ``_why_illegal`` accepts exactly these (see there)."""
        ph = self.phase
        if ph == TURN:
            cmds = self._turn_commands(self.queue[0])
        elif ph == CHOOSE:
            s = self.choosing[0]
            cmds = [cached(ChooseStart, s, c) for c in self.hands[s]]
        elif ph == START_CLOUD:
            cmds = self._cloud_commands(self.cloud_queue[0])
        else:
            cmds = []
        # Remembered for ``_why_illegal`` until the state changes: [step, commands, the commands as a
        # set (made when first needed)].
        self._legal = [self.step, tuple(cmds), None]
        return cmds

    def _turn_commands(self, s: int) -> list[Command]:
        if self.clouds:
            return self._cloud_commands(s)
        if self.choices:
            return [cached(ChooseDesign, s, DESIGNS[d]) for d in self._choice_designs()]
        if self.tray:
            cmds = self._tray_commands(s)
        elif self.construct:
            cmds = self._construction_commands(s)
        elif not self.done:
            if self.turn_kind == FINAL_TURN:
                # "players may conduct "Totem Construction" action once. (Players can also choose to pass.)"
                cmds = self._totem_commands(s)
                cmds.append(_END[s])
            else:
                cons = self._construction_commands(s)
                cmds = cons + self._totem_commands(s)
                if not cons:
                    cmds.append(_END[s])
        else:
            cmds = [_END[s]]
        if self.turn_kind != FINAL_TURN and self.missions[s]:
            met = self._met[s]          # remembered, as ``_met_cards`` would answer (it is asked only if not)
            met = self._met_cards(s) if met is None else met[0]
            if met:
                cmds += [cached(Reveal, s, c) for c in met]
        return cmds

    def _cloud_commands(self, s: int) -> list[Command]:
        return list(map(_CLOUD_AT[s].__getitem__, self._front[s]))

    def _choice_designs(self) -> list[int]:
        bag = self.bag
        if self.choices[0] == CAT2:
            # "Select any 2 differing Pedestals from the Bag ... must not be the same design as each other."
            return [d for d in range(N_DESIGNS) if bag[d] and d != self.cat_pick]
        return [d for d in range(N_DESIGNS) if bag[d]]

    def _tray_commands(self, s: int) -> list[Command]:
        hoards = self.hoards[s]
        hoard = {PD[p] for p in hoards} if hoards else ()
        fits = self._fits[s]
        places, trades = _PLACE_AT[s], _TRADE[s]
        out = []
        for pid in self.tray:
            d = PD[pid]
            if d in hoard:
                d = HOARD
            ok = fits.get(d)
            if ok is None:
                ok = self._fitting(s, d)
            out += map(places[pid].__getitem__, ok)
            # Every tray pedestal may be traded (FAQ P3, B1, C2, A1); the Wolf's never reach the tray.
            out.append(trades[pid])
        return out

    def _fitting(self, s: int, d: int) -> list[int]:
        """The cells where ``_may_stack`` lets a pedestal of design d (or any, ``HOARD``) go: no totem,
        and no pedestal or one of this design at the bottom. Listed once, then kept in ``_fits``
        (a tray's pedestals are listed at every step, the marks change far less often)."""
        fits = _UNCOVERED if d == HOARD else _FITS[d]
        ok = self._fits[s][d] = list(compress(self.cells[s], map(fits.__getitem__, self._base[s])))
        return ok

    def _first_pedestal(self, s: int, i: int, d: int) -> None:
        """Cell i of altar s, bare until now, gets a pedestal of design d at the bottom: no other
        design (but with the hoard) fits there any more."""
        self._base[s][i] = d
        code = self.cells[s][i]
        for k, ok in self._fits[s].items():
            if k != d and k != HOARD:
                ok.remove(code)

    def _construction_commands(self, s: int) -> list[Command]:
        out = list(compress(_TAKE[s], self.fields))       # the fields with pedestals
        if not out and self.bag_size():
            out.append(_DRAW[s])
        return out

    def _totem_commands(self, s: int) -> list[Command]:
        cells = self.cells[s]
        return [cached(BuildTotem, s, kind, *dec(cells[i]), vertical) for kind, i, vertical in self._totem_options(s)]

    def _totem_options(self, s: int) -> list[tuple]:
        """Every buildable totem as (kind, first cell index, vertical), kinds in the usual order. A fast
        form of ``totem_height`` over the whole altar (the tests hold the two equal)."""
        heights = list(map(len, self.stacks[s]))
        if self.totems[s]:
            heights = [h if b != COVERED else -1 for h, b in zip(heights, self._base[s])]
        # A Horse or a Dragon needs a stack of 3 or more; without one, only a Bird or a Wolf can
        # stand, on two stacks of 2 with its first cell on one of them. Most turns start without
        # either (the cells need not be looked at then).
        low = 1
        if max(heights) < 3:
            if heights.count(2) < 2:
                return []
            low = 2
        kinds = self.totem_kinds
        bird, wolf, horse, dragon = ("Bird" in kinds, "Wolf" in kinds, "Horse" in kinds, "Dragon" in kinds)
        ix, cells = self._ix[s], self.cells[s]
        out = []
        for i, a in enumerate(heights):
            if a < low:
                continue
            c = cells[i]
            for vertical, d in _DIRS:
                j = ix.get(c + d)
                if j is None:
                    continue
                b = heights[j]
                if b < 0:
                    continue
                if horse and b >= 1 and (a - b == 2 or b - a == 2):
                    out.append(("Horse", i, vertical))
                k = ix.get(c + d + d)
                if k is None:
                    continue
                e = heights[k]
                if e < 1:
                    continue
                if a == e and a >= 2:
                    if bird and b == a:
                        out.append(("Bird", i, vertical))
                    if wolf and b <= a:
                        out.append(("Wolf", i, vertical))
                if dragon and ((b == a + 1 and e == b + 1) or (b == e + 1 and a == b + 1)):
                    out.append(("Dragon", i, vertical))
        if len(out) > 1:
            out.sort(key=lambda o: _KIND_ORDER[o[0]])
        return out


    def _totem_line(self, s: int, kind: str, x: int, y: int, vertical: bool) -> tuple[list[int], int] | str:
        """The cells and height of that totem, or the reason it cannot stand there."""
        ix, cover, stacks = self._ix[s], self.cover[s], self.stacks[s]
        step = 1 if vertical else SPAN
        start = enc(x, y)
        idxs = []
        for k in range(TOTEM_CELLS[kind]):
            i = ix.get(start + k * step)
            if i is None:
                return "A totem stands only on cloud cells of your altar."
            if cover[i] >= 0:
                # FAQ W2: "it cannot overlap with another Totem."
                return "A totem cannot stand on or straddle another totem."
            idxs.append(i)
        h = totem_height(kind, tuple(len(stacks[i]) for i in idxs))
        if not h:
            return f"The pedestals there do not meet the {kind} Totem's condition."
        return idxs, h

    # ------------------------------------------------------------------ checks
    def _why_illegal(self, c: Command) -> str | None:
        """None exactly for the commands ``legal_commands`` lists (legality has that one source);
        for any other, ``_reason`` says why (the tests hold it to a reason for each of them)."""
        legal = self._legal
        if legal is None or legal[0] != self.step:
            self.legal_commands()
            legal = self._legal
        # The listed command itself (what a bot or the table hands back; a plain loop is cheaper
        # here than any(map(is_, ...)) over lists this short) ...
        for listed in legal[1]:
            if listed is c:
                return None
        # ... or an equal one, made elsewhere.
        same = legal[2]
        if same is None:
            same = legal[2] = set(legal[1])
        if c in same:
            return None
        return self._reason(c) or f"{c!r} is not a legal move now."

    def _reason(self, c: Command) -> str | None:
        """Why ``c`` (from the actor) breaks the rules, or None when it keeps them."""
        t, ph, s = type(c), self.phase, c.seat
        name = self.names[s]
        if t is ChooseStart:
            if ph != CHOOSE:
                return "The starting altar cards have already been chosen."
            if c.card not in self.hands[s]:
                return f"Card {c.card} is not one of {name}'s three altar cards."
            return None
        if ph == CHOOSE:
            return "Every altar must first choose its starting altar card."
        if t is PlaceCloud:
            if not (ph == START_CLOUD or (ph == TURN and self.clouds)):
                return f"{name} has no cloud tile to place."
            return self._cloud_reason(s, c.x, c.y)
        if ph == START_CLOUD:
            return f"{self.names[self.cloud_queue[0]]} must first place the starting cloud tile."
        if self.clouds:
            return f"{name} must first place the cloud tile just acquired."
        if t is ChooseDesign:
            if not self.choices:
                return "There is no pedestal to choose from the bag now."
            d = DESIGN_INDEX.get(c.design)
            if d is None:
                return f"There is no pedestal design {c.design!r} (designs: {', '.join(DESIGNS)})."
            if not self.bag[d]:
                return f"There is no {c.design} pedestal left in the bag."
            if self.choices[0] == CAT2 and d == self.cat_pick:
                return "The Cat's blessing gives two pedestals of different designs."
            return None
        if self.choices:
            return f"{name} must first choose a pedestal design from the bag."
        if t is Reveal:
            if self.turn_kind == FINAL_TURN:
                return "Altar cards are revealed after the Final Totem, before scoring."
            if c.card not in self.missions[s]:
                return f"Card {c.card} is not one of {name}'s hidden altar cards."
            if not self._mission_met(s, self.faces[c.card]):
                return f"The mission of that card ({CARDS[self.faces[c.card]]['name']}) is not met yet."
            return None
        if t is PlacePedestal or t is TradePedestal:
            if c.pedestal not in self.tray:
                return f"Pedestal {c.pedestal} is not among the pedestals {name} is placing."
            if t is TradePedestal:
                return None
            i = self._ix[s].get(enc(c.x, c.y)) if -LIMIT <= c.x <= LIMIT and -LIMIT <= c.y <= LIMIT else None
            if i is None:
                return "Pedestals can only be placed on top of Cloud Tiles."
            if self.cover[s][i] >= 0:
                return "No pedestal can be placed where a totem stands."
            if not self._may_stack(s, PD[c.pedestal], i):
                return (f"Only matching designs can be stacked: a {PEDESTAL_NAMES[c.pedestal]} pedestal cannot "
                        f"go on {PEDESTAL_NAMES[self.stacks[s][i][0]]}.")
            return None
        if self.tray:
            return f"{name} must first place or trade the pedestals taken."
        if t is TakeField or t is DrawPedestals:
            if not self.construct and (self.done or self.turn_kind != NORMAL):
                return f"{name} has already taken this turn's action." if self.done else \
                    "The Final Totem allows only Totem Construction (or a pass)."
            if t is DrawPedestals:
                if any(self.fields):
                    return "Take a Pedestal Field: pedestals are drawn from the bag only when every field is empty."
                if not self.bag_size():
                    return "The bag is empty."
                return None
            if not 0 <= c.field < len(self.fields):
                return f"There is no Pedestal Field {c.field}."
            if not self.fields[c.field]:
                return f"Pedestal Field {c.field} is empty."
            return None
        if self.construct:
            return "The Dragon's blessing: conduct a Pedestal Construction first."
        if t is BuildTotem:
            if self.done or self.turn_kind == REVEAL_TURN:
                return f"{name} has already taken this turn's action."
            if c.kind not in self.totem_kinds:
                return f"The {c.kind} Totem is not in this game (totems: {', '.join(self.totem_kinds)})."
            if c.kind not in ACTION_TOTEMS:
                return "The Cat Totem cannot be placed by Totem Construction: it comes on its own at height 6."
            if not (-LIMIT <= c.x <= LIMIT and -LIMIT <= c.y <= LIMIT):
                return "A totem stands only on cloud cells of your altar."
            line = self._totem_line(s, c.kind, c.x, c.y, c.vertical)
            return line if isinstance(line, str) else None
        if t is EndTurn:
            if not self.done and self.turn_kind == NORMAL and self._construction_commands(s):
                return f"{name} must first take an action: Pedestal Construction or Totem Construction."
            return None
        return f"{c!r} is not a Sky Totems move."

    def _cloud_reason(self, s: int, x: int, y: int) -> str | None:
        if not (-LIMIT <= x <= LIMIT and -LIMIT <= y <= LIMIT):
            return "That cell is too far from the altar."
        code, ix = enc(x, y), self._ix[s]
        if code in ix:
            return "There is already a cloud there."
        if not any(code + d in ix for d in _NEIGHBOURS):
            return "Cloud Tiles can only be placed adjacent to an existing Cloud Tile (not only at a corner)."
        return None

    # ------------------------------------------------------------------ changes
    def _perform(self, c: Command) -> list[Event]:
        self._legal = None
        events: list[Event] = []
        t, s = type(c), c.seat
        if t is PlacePedestal:
            self.tray.remove(c.pedestal)
            i = self._ix[s][(c.x + OFF) * SPAN + c.y + OFF]      # enc(x, y), without a call
            stack = self.stacks[s][i]
            d = PD[c.pedestal]
            if not stack:
                self._first_pedestal(s, i, d)
            stack.append(c.pedestal)
            if len(stack) >= CAT_HEIGHT:
                self._tall[s] = True
            self._altar_changed(s, DESIGN_READ[d] | DESIGN_READ[PD[stack[0]]])
            self._designs[s][d] += 1
            events.append(_move_to(c.pedestal, _TRAY_ZONE[s], _ALTAR_ZONE[s], c.x, c.y))
        elif t is TradePedestal:
            # "Each Pedestal can either be placed on the player's Altar or returned to the Bag. For each
            # Pedestal returned to the Bag, the player acquires one Cloud Tile and places it"
            self.tray.remove(c.pedestal)
            self.bag[PD[c.pedestal]].append(c.pedestal)
            self.clouds += 1
            events.append(_move(c.pedestal, _TRAY_ZONE[s], "bag"))
        elif t is PlaceCloud:
            self._add_cloud(s, c.x, c.y, events)
            if self.phase == START_CLOUD:
                self.cloud_queue.pop(0)
                if self.cloud_queue:
                    events.append(event("start_cloud", seat=self.cloud_queue[0]))
                else:
                    self._begin_round(events)
            else:
                self.clouds -= 1
        elif t is TakeField:
            # "The player selects a Pedestal Field and acquires all Pedestals placed there."
            pids, self.fields[c.field] = self.fields[c.field], []
            for pid in pids:
                self.tray.append(pid)
                events.append(_move(pid, _FIELD_ZONE[c.field], _TRAY_ZONE[s]))
            self._construction_done()
        elif t is DrawPedestals:
            for k in range(BLESSINGS["fields_empty_draw"]):
                pid = self._draw_random(f"draw{k}")
                if pid is None:
                    break
                self.tray.append(pid)
                events.append(_move(pid, "bag", _TRAY_ZONE[s]))
            self._construction_done()
        elif t is BuildTotem:
            self._build(s, c, events)
        elif t is Reveal:
            self._reveal(s, c.card, events)
        elif t is ChooseDesign:
            d = DESIGN_INDEX[c.design]
            if self.choices.pop(0) == CAT1:
                self.cat_pick = d
            pid = self.bag[d].pop()
            self.tray.append(pid)
            events.append(_move(pid, "bag", _TRAY_ZONE[s]))
        elif t is EndTurn:
            if not self.done:
                events.append(event("pass", seat=s, turn_kind=self.turn_kind))
                self.done = True
            self._end_turn(events)
        elif t is ChooseStart:
            self._choose_start(s, c.card, events)
        self._settle(events)
        return events

    def _construction_done(self) -> None:
        if self.construct:
            self.construct = False
        else:
            self.done = True

    def _draw_random(self, salt: str, draw=None, total: int | None = None) -> int | None:
        """A pedestal drawn at random from the bag ("without looking inside"), or None if it is empty.
        Each draw within one command needs its own ``salt``; a command that draws several passes
        ``draw``, a ``picker`` of this step (the same numbers, the step hashed once), and may pass
        ``total``, the bag's size, counted down as it draws (rather than counted again each time)."""
        bag = self.bag
        if total is None:
            total = sum(map(len, bag))
        if not total:
            return None
        # the k-th pedestal, designs in order
        k = draw(salt, total) if draw else pick(self.seed, self.step, salt, total)
        for ids in bag:
            n = len(ids)
            if k < n:
                return ids.pop(k)
            k -= n

    def _add_cloud(self, s: int, x: int, y: int, events: list[Event]) -> None:
        code = enc(x, y)
        ix = self._ix[s]
        ix[code] = len(self.cells[s])
        # The cloud came from the frontier (a legal placement): it leaves it, and its neighbours
        # that are new to it join at the end, as ``_frontier`` would list them.
        front = self._front[s]
        grown = list(front)
        grown.remove(code)
        for d in _NEIGHBOURS:
            n = code + d
            if n not in ix and n not in front:
                a, b = divmod(n, SPAN)
                if _LOW <= a <= _HIGH and _LOW <= b <= _HIGH:
                    grown.append(n)
        self._front = self._front[:s] + (tuple(grown),) + self._front[s + 1:]
        self.cells[s].append(code)
        self.stacks[s].append([])
        self.cover[s].append(-1)
        self._base[s].append(EMPTY)
        for ok in self._fits[s].values():
            ok.append(code)             # a bare cloud takes any design
        self._altar_changed(s, CLOUDS)
        events.append(new_event("cloud", {"seat": s, "x": x, "y": y}))

    def _add_totem(self, s: int, kind: str, idxs, height: int, events: list[Event]) -> None:
        t = len(self.totems[s])
        cells = self.cells[s]
        self.totems[s].append([kind, height, [cells[i] for i in idxs]])
        base = self._base[s]
        fits = self._fits[s].values()
        for i in idxs:
            self.cover[s][i] = t
            base[i] = COVERED
            code = cells[i]
            for ok in fits:             # nothing goes under a totem
                if code in ok:
                    ok.remove(code)
        self._altar_changed(s, TOTEMS)
        events.append(event("totem", seat=s, totem=kind, cells=[list(dec(cells[i])) for i in idxs], height=height,
                            score=TOTEM_MULTIPLIER[kind] * height))

    # --- setup
    def _choose_start(self, s: int, card: int, events: list[Event]) -> None:
        # "Each player places two of the cards face down and reveals one of the cards."
        self.start_cards[s] = card
        self.missions[s] = [c for c in self.hands[s] if c != card]
        self._met[s] = None             # other hidden cards: other missions
        self.choosing.pop(0)
        events.append(event("chosen", seat=s))
        if self.choosing:
            return
        for seat in range(self.players):
            card = self.start_cards[seat]
            face = CARDS[self.faces[card]]
            events.append(event("reveal_start", seat=seat, card=card, face=CARD_FACES[self.faces[card]]))
            # "Each player collects the Pedestal(s) described on their revealed Altar Card from the Bag
            # and places them on the Altar as indicated."
            for design, x, y in face["start"]["pedestals"]:
                b = self.bag[DESIGN_INDEX[design]]
                if b:
                    pid = b.pop()
                    i = self._ix[seat][enc(x, y)]
                    if not self.stacks[seat][i]:
                        self._first_pedestal(seat, i, PD[pid])
                    self.stacks[seat][i].append(pid)
                    self._tall[seat] = True
                    self._designs[seat][PD[pid]] += 1
                    self._altar_changed(seat, PEDESTALS)
                    events.append(_move_to(pid, "bag", _ALTAR_ZONE[seat], x, y))
            if face["start"]["cloud"]:
                self.cloud_queue.append(seat)
        # "The starting player draws Pedestals from the Bag and places two Pedestals on each Pedestal
        # Field ... at random."
        draw = picker(self.seed, self.step)
        for f, fl in enumerate(self.fields):
            for k in range(FIELD_INITIAL):
                pid = self._draw_random(f"field{f}/{k}", draw)
                if pid is not None:
                    fl.append(pid)
                    events.append(_move(pid, "bag", _FIELD_ZONE[f]))
        if self.cloud_queue:
            # "If the revealed Altar Card indicates a cloud icon, the player takes a Cloud Tile and
            # places it adjacent to a Starting Cloud Tile."
            self.phase = START_CLOUD
            events.append(event("start_cloud", seat=self.cloud_queue[0]))
        else:
            self._begin_round(events)

    # --- totems and blessings
    def _build(self, s: int, c: BuildTotem, events: list[Event]) -> None:
        idxs, height = self._totem_line(s, c.kind, c.x, c.y, c.vertical)
        self._add_totem(s, c.kind, idxs, height, events)
        self.done = True
        kind = c.kind
        events.append(event("blessing", seat=s, totem=kind))
        if kind == "Bird":
            # "Acquire 3 Cloud Tiles and 3 Pedestals randomly from the Bag and place them."
            self.clouds += BLESSINGS["Bird"]["clouds"]
            for k in range(BLESSINGS["Bird"]["pedestals"]):
                pid = self._draw_random(f"bird{k}")
                if pid is None:
                    events.append(event("bag_empty", seat=s))
                    break
                self.tray.append(pid)
                events.append(_move(pid, "bag", _TRAY_ZONE[s]))
        elif kind == "Wolf":
            # "For all Pedestals without a Totem constructed, one of the same Pedestal can be taken
            # from the Bag and placed on top." Reading order when a design runs short.
            stacks, cover, cells = self.stacks[s], self.cover[s], self.cells[s]
            for i in sorted((i for i in range(len(cells)) if cover[i] < 0 and stacks[i]),
                            key=lambda i: reading_key(cells[i])):
                b = self.bag[PD[stacks[i][0]]]
                if b:
                    pid = b.pop()
                    stacks[i].append(pid)
                    self._designs[s][PD[pid]] += 1
                    events.append(_move_to(pid, "bag", _ALTAR_ZONE[s], *dec(cells[i])))
            self._tall[s] = True
            self._altar_changed(s, PEDESTALS)
        elif kind == "Horse":
            # "Play another turn."
            self.extra += 1
        elif kind == "Dragon":
            # "Choose 1 random Pedestal from the Bag and place it in the "Dragon's Treasure Hoard" ...
            # Then, conduct "Pedestal Construction" action."
            pid = self._draw_random("hoard")
            if pid is None:
                events.append(event("bag_empty", seat=s))
            else:
                self.hoards[s].append(pid)
                events.append(_move(pid, "bag", _HOARD_ZONE[s]))
            self.construct = True

    def _place_cats(self, s: int, events: list[Event]) -> bool:
        """"When the height of the Pedestals in a column reaches 6 or more, immediately place the Cat
        Totem on that Pedestal" (FAQ C1: once all obtained pedestals are placed)."""
        # Asked whenever a turn has nothing left to place, which is most commands: a stack grows only
        # by a pedestal, which sets ``_tall``, so until one has, there is nothing to look for.
        if not self._tall[s]:
            return False
        self._tall[s] = False       # every stack that tall gets its Cat below (or never: no Cat)
        if "Cat" not in self.totem_kinds:
            return False
        stacks, cover = self.stacks[s], self.cover[s]
        found = [i for i, st in enumerate(stacks) if len(st) >= CAT_HEIGHT and cover[i] < 0]
        if not found:
            return False
        cells = self.cells[s]
        found.sort(key=lambda i: reading_key(cells[i]))
        for i in found:
            self._add_totem(s, "Cat", [i], len(stacks[i]), events)
            if self.stage == REVEALS:
                continue          # at the end-of-game reveals a Cat scores but brings no blessing
            events.append(event("blessing", seat=s, totem="Cat"))
            self.choices += [CAT1, CAT2] if BLESSINGS["Cat"]["choices"] == 2 else [CAT1]
        return True

    def _reveal(self, s: int, card: int, events: list[Event]) -> None:
        # "After revealing an Altar Card, the player can select a Pedestal of their choice from the
        # Bag and place it on their Altar."
        self.missions[s].remove(card)
        self.revealed[s].append(card)
        self._met[s] = None             # other hidden cards: other missions
        index = self.faces[card]
        events.append(event("reveal", seat=s, card=card, face=CARD_FACES[index], points=CARDS[index]["points"]))
        self.choices.append(REWARD)

    # --- the flow of turns
    def _settle(self, events: list[Event]) -> None:
        """Do everything that needs no decision, until someone must decide or the game is over."""
        while self.phase == TURN:
            if self.clouds:
                return
            if self.choices:
                if self._choice_designs():
                    events.append(event("choose", seat=self.queue[0],
                                        why="cat" if self.choices[0] != REWARD else "reward"))
                    return
                # FAQ G3: "If there are no Pedestals left in the bag ... you cannot acquire a Pedestal."
                self.choices.pop(0)
                events.append(event("bag_empty", seat=self.queue[0]))
                continue
            if self.tray:
                return
            s = self.queue[0]
            if self._tall[s] and self._place_cats(s, events):       # (no stack that tall: no call)
                continue
            if self.construct:
                if self._construction_commands(s):
                    return
                self.construct = False
                continue
            if not self.done:
                if self.turn_kind == FINAL_TURN and not self._totem_options(s):
                    events.append(event("pass", seat=s, turn_kind=FINAL_TURN))
                    self.done = True
                    self._end_turn(events)
                    continue
                return
            if self.turn_kind != FINAL_TURN and self._met_cards(s):
                return
            self._end_turn(events)

    def _start_turn(self, seat: int, kind: str, events: list[Event], extra: bool = False) -> None:
        self.turn_kind = kind
        self.done = kind == REVEAL_TURN
        self.tray, self.clouds, self.choices, self.cat_pick, self.construct = [], 0, [], -1, False
        events.append(new_event("turn", {"seat": seat, "round": self.round, "turn_kind": kind, "extra": extra}))

    def _begin_round(self, events: list[Event]) -> None:
        self.round += 1
        self.stage, self.phase = ROUND, TURN
        self.queue = self._order()
        events.append(new_event("round", {"n": self.round, "first": self.first}))
        self._start_turn(self.queue[0], NORMAL, events)

    def _end_turn(self, events: list[Event]) -> None:
        s = self.queue[0]
        events.append(new_event("end_turn", {"seat": s}))
        if self.extra:
            self.extra -= 1
            # Horse: "Play another turn. During the additional turn, "Pedestal Construction" action or
            # "Totem Construction" action can be conducted."
            self._start_turn(s, NORMAL, events, extra=True)
            return
        self.queue.pop(0)
        if self.queue:
            self._start_turn(self.queue[0], _TURN_KIND.get(self.stage, REVEAL_TURN), events)
        elif self.stage == ROUND:
            self._end_round(events)
        elif self.stage == FINAL:
            # "Before Score Calculation, if any player has an unrevealed Altar Card with its mission
            # requirements met, the Altar Card can be revealed ... clockwise starting from the player
            # closest to the starting player."
            self.stage = REVEALS
            self.queue = self._order()
            events.append(event("end_reveals", order=list(self.queue)))
            self._start_turn(self.queue[0], REVEAL_TURN, events)
        else:
            self._game_over(events)

    def _end_round(self, events: list[Event]) -> None:
        # "The starting player advances the Round Marker by 1 space" and "passes the Starting Player
        # Marker and the Bag to the player to their left" (also after round 10: see the decisions).
        events.append(new_event("round_end", {"n": self.round}))
        self.first = (self.first + 1) % self.players
        events.append(new_event("marker", {"seat": self.first}))
        if self.round < ROUNDS:
            self._refill(events)
            self._begin_round(events)
            return
        # "At the end of the 10th round, beginning with the current starting player, players may
        # conduct "Totem Construction" action once."
        self.stage = FINAL
        self.queue = self._order()
        events.append(event("final_totem", order=list(self.queue)))
        self._start_turn(self.queue[0], FINAL_TURN, events)

    def _refill(self, events: list[Event]) -> None:
        # "Pedestal Fields with Pedestals still standing: ... take 1 Pedestal from the Bag"; "Pedestal
        # Fields with no Pedestals left: ... take 2"; FAQ G3: nothing once the bag is empty.
        draw = picker(self.seed, self.step)
        left = self.bag_size()
        for f, fl in enumerate(self.fields):
            for k in range(REFILL_PARTIAL if fl else REFILL_EMPTY):
                pid = self._draw_random(_REFILL_SALT[f][k], draw, left)
                if pid is None:
                    events.append(event("bag_empty", seat=None))
                    return
                left -= 1
                fl.append(pid)
                events.append(_move(pid, "bag", _FIELD_ZONE[f]))

    def _game_over(self, events: list[Event]) -> None:
        self.phase, self.stage, self.over = OVER, OVER, True
        self.queue = []
        events.append(event("game_over", **self.result()))

    # ------------------------------------------------------------------ results
    def breakdown(self, s: int) -> dict:
        """One altar's scorepad, top to bottom: totems by kind, common, rare, altar cards, total."""
        totems = {k: 0 for k in self.totem_kinds}
        for kind, height, _ in self.totems[s]:
            totems[kind] = totems.get(kind, 0) + TOTEM_MULTIPLIER[kind] * height
        # "All Pedestals are counted in the score whether or not there are Totems built on top of
        # them"; FAQ D1: the hoard's pedestals are counted too.
        pids = [*chain.from_iterable(self.stacks[s]), *self.hoards[s]]
        common = sum(map(_IS_COMMON.__getitem__, pids))
        rare = sum(map(_RARE_POINTS.__getitem__, pids))
        cards = sum(CARDS[self.faces[c]]["points"] for c in self.revealed[s])
        total = sum(totems.values()) + common * DESIGN_POINTS[0] + rare + cards
        return {"totems": totems, "common": common * DESIGN_POINTS[0], "rare": rare, "altar_cards": cards,
                "total": total}

    def scores(self) -> list[int]:
        return [self.breakdown(s)["total"] for s in range(self.players)]

    def result(self) -> dict:
        """Scores, each altar's scorepad, winners and the tie-break that decided ('score', 'totems',
        'shared'); in solo the total of both altars and the rulebook's rank."""
        pads = [self.breakdown(s) for s in range(self.players)]
        scores = [p["total"] for p in pads]
        counts = [len(t) for t in self.totems]
        out = {"scores": scores, "breakdown": pads, "totem_counts": counts}
        if self.mode == "solo":
            total = sum(scores)
            out.update(total=total, rank=solo_rank(total), winners=list(range(self.players)), decided_by="solo")
            return out
        best = max(scores)
        leaders = [p for p in range(self.players) if scores[p] == best]
        decided_by = "score"
        if len(leaders) > 1:
            # "If there is a tie ... the player with the most Totems is the winner. If even the number
            # of Totems is the same, the players share the victory."
            most = max(counts[p] for p in leaders)
            leaders = [p for p in leaders if counts[p] == most]
            decided_by = "totems" if len(leaders) == 1 else "shared"
        out.update(winners=leaders, decided_by=decided_by)
        return out

    # ------------------------------------------------------------------ views
    def _card(self, card: int) -> dict:
        return {"id": card, **CARD_FACES[self.faces[card]]}

    def view(self, seat: int | None) -> dict:
        """What ``seat`` may see (``None``: a spectator). Hidden: other altars' dealt hands and
        missions (ids only), their starting choice until every altar has chosen, the bag's order
        and the cards left in the box. In solo one person owns both altars and sees both."""
        n, ph, over = self.players, self.phase, self.over
        owner = seat is not None and 0 <= seat < n
        altars = []
        for s in range(n):
            sees = over or (owner and (s == seat or self.mode == "solo"))
            card = self._card
            start = self.start_cards[s]
            altars.append({
                "cells": [[*dec(c), list(st), cv] for c, st, cv in zip(self.cells[s], self.stacks[s], self.cover[s])],
                "totems": [{"kind": k, "height": h, "cells": [list(dec(c)) for c in cs],
                            "score": TOTEM_MULTIPLIER[k] * h} for k, h, cs in self.totems[s]],
                "hoard": list(self.hoards[s]),
                "chosen": start >= 0,
                "start_card": card(start) if start >= 0 and (sees or ph != CHOOSE) else None,
                "hand": [card(c) if sees else {"id": c} for c in self.hands[s]] if ph == CHOOSE else [],
                "missions": [card(c) if sees else {"id": c} for c in self.missions[s]],
                "revealed": [card(c) for c in self.revealed[s]],
            })
        choice = None
        if ph == TURN and self.choices and not self.clouds:
            choice = {"why": "reward" if self.choices[0] == REWARD else "cat",
                      "designs": [DESIGNS[d] for d in self._choice_designs()]}
        v = {
            "game": self.GAME_ID, "mode": self.mode, "players": n, "names": list(self.names), "seat": seat,
            "step": self.step, "phase": ph, "stage": self.stage, "round": self.round, "rounds": ROUNDS,
            "first": self.first, "actor": self.actor, "turn": self.turn, "turn_kind": self.turn_kind,
            "totem_kinds": list(self.totem_kinds),
            "fields": [list(f) for f in self.fields],
            "bag": self.bag_size(), "bag_counts": {DESIGNS[d]: len(b) for d, b in enumerate(self.bag)},
            "tray": list(self.tray), "clouds_to_place": self.clouds, "choice": choice,
            # Every pending design choice (public: the blessings and reveals that owe them were seen)
            # and the Cat's first pick, which the second must differ from.
            "choices": list(self.choices), "cat_pick": DESIGNS[self.cat_pick] if self.cat_pick >= 0 else None,
            "construct": self.construct, "done": self.done, "extra_turns": self.extra,
            "queue": list(self.queue), "altars": altars, "scores": self.scores(),
            "pedestal_designs": list(PEDESTAL_NAMES), "pedestal_count": PEDESTAL_COUNT,
            "over": over,
        }
        if over:
            v["result"] = self.result()
        return v
