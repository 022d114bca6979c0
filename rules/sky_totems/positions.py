"""Sky Totems positions by hand: the game's documented builder, for tests, tutorials and the rules
reference screen. Everything is named as on the table; nothing here needs the state's internals.

``position(...)`` builds a whole position in one call (the lead's SPEC lists it as ``position=``)::

    s = position(seats=3, turn=1,
                 altars={1: {(0, 0): ["Ember", "Ember"], (1, 0): ["Leaf"], (2, 0): []}},
                 built={1: [("Horse", [(0, 0), (1, 0)])]},
                 missions={1: ["wide-altar", "cat-sanctuary"]},
                 fields=[["Gold"], [], ["Wave", "Wave"], []],
                 bag={"Gold": 3})

Its arguments (all optional, all keywords but ``mode`` and ``seats``):

``mode``, ``seats``
    ``"multi"`` with 2-4 seats, or ``"solo"`` with 1 (one person, two altars: seats 0 and 1).
    "Seat" below always means an altar: 0 .. players-1.
``totems``
    The four totem kinds in the game (default Bird, Wolf, Horse, Cat), as for ``new_game``.
``seed``, ``names``
    The game's seed (it decides every later random draw) and the players' names.
``turn``
    Whose turn it is: the position is at the start of that seat's normal turn in round ``round``
    (default 1). ``first`` (default: ``turn``, else 0) holds the Starting Player Marker; the seats
    from ``first`` up to ``turn`` (clockwise) have already played this round.
``altars``
    ``{seat: {(x, y): [design, ...]}}``: the cloud cells of each altar, x to the right and y
    downwards, each with the pedestals stacked on it by design name ("Ember", "Leaf", "Wave",
    "Sand", "Stone", "Bloom", "Gold", "Obsidian", "Pearl", "Amethyst"), bottom first; ``[]`` is a
    bare cloud. The Starting Cloud Tile, (0, 0) (1, 0) (0, 1) (1, 1), is always there; every other
    cell listed becomes a cloud (all must connect to the tile through edges). The pedestals come
    out of the bag. Altars not named stay bare.
``built``
    ``{seat: [(kind, [(x, y), ...]), ...]}``: totems already standing on those cells (in line,
    left to right or top to bottom; one cell for a Cat). ``(kind, cells, height)`` gives the
    scoring height; it defaults to the tallest stack under the totem. No condition is checked.
``hoards``
    ``{seat: [design, ...]}``: pedestals in that altar's Dragon's Treasure Hoard.
``missions``
    ``{seat: [card, card]}``: the altar's two hidden altar cards, by key ("wide-altar") or printed
    name ("Wide Altar"); see data.json's "cards". Altars not named get cards no test position
    meets by accident (``QUIET_MISSIONS``). ``revealed`` ``{seat: [card, ...]}`` names cards
    already revealed (they take the place of hidden ones: an altar has two in all).
``fields``
    The Pedestal Fields' contents, one list of design names per field (4 fields up to 3 altars,
    5 for 4); default: as dealt at setup.
``bag``
    ``{design: count}``: exactly what the bag holds. The bag is drawn from at random, so a bag of
    one design forces every draw (``bag={"Gold": 3}``: the Bird's three pedestals are Gold), and
    ``bag={}`` empties it. The pedestals that leave the bag this way are set aside: the position
    plays normally, but it is not one a game can reach, so ``from_json`` would refuse its snapshot.
    Default: every pedestal not placed elsewhere.

``stack_at(state, seat, x, y)`` and ``totems_on(state, seat)`` read an altar back in the same terms.
The smaller helpers below (``table``, ``put``, ``add_clouds``, ``build``, ``set_field``, ...) edit
an existing state the same way, step by step; each keeps every pedestal accounted for (what is put
somewhere comes out of the bag, what is taken away goes back) except ``empty_bag``, and each
refreshes the state's derived data. ``problems`` (from ``consistency.py``) states what holds in
every reachable state (the state's ``inconsistency`` and ``check_invariants`` use it);
``check_legal_commands`` holds the legal commands to the rules' reasons.
"""
from __future__ import annotations

from .components import (CARDS, DESIGN_INDEX, DESIGNS, PEDESTAL_DESIGN, ROUNDS, STARTING_TILE, TOTEM_KINDS, dec,
                         enc)
from .consistency import problems
from .state import NORMAL, TURN, SkyTotemsState, new_game


def position(mode: str = "multi", seats: int = 2, *, totems=None, seed="position", names=None, turn: int | None = None,
             first: int | None = None, round: int = 1, altars: dict | None = None, built: dict | None = None,
             hoards: dict | None = None, missions: dict | None = None, revealed: dict | None = None,
             fields: list | None = None, bag: dict | None = None) -> SkyTotemsState:
    """A hand-made position (see the module's docstring for every argument). Raises ValueError,
    with a sentence, for one that cannot be (a design that does not exist, a cloud apart from
    the altar, more pedestals of a design than the game has...)."""
    if first is None:
        first = turn if turn is not None else 0
    options = {"first": first}
    if totems is not None:
        options["totems"] = list(totems)
    if names is not None:
        options["names"] = list(names)
    state = table(seats, mode, seed, **options)
    n = state.players
    for what, table_ in (("altars", altars), ("built", built), ("hoards", hoards), ("missions", missions),
                         ("revealed", revealed)):
        for seat in (table_ or {}):
            if not (isinstance(seat, int) and 0 <= seat < n):
                raise ValueError(f"{what}: there is no seat {seat!r} (seats 0 to {n - 1})")
    if not 1 <= round <= ROUNDS:
        raise ValueError(f"round must be 1 to {ROUNDS}, not {round!r}")
    state.round = round
    if fields is not None:
        if len(fields) != len(state.fields):
            raise ValueError(f"this game has {len(state.fields)} Pedestal Fields, not {len(fields)}")
        empty_fields(state)
    for seat, cells in (altars or {}).items():
        add_clouds(state, seat, [xy for xy in cells if tuple(xy) not in STARTING_TILE])
        for (x, y), designs in cells.items():
            put(state, seat, x, y, designs)
    for seat, totems_ in (built or {}).items():
        for entry in totems_:
            kind, cells = entry[0], entry[1]
            if kind not in state.totem_kinds:
                raise ValueError(f"the {kind} Totem is not in this game (totems: {', '.join(state.totem_kinds)})")
            build(state, seat, kind, cells, entry[2] if len(entry) > 2 else None)
    for seat, designs in (hoards or {}).items():
        for d in designs:
            hoard(state, seat, d)
    for seat in range(n):
        hidden = list((missions or {}).get(seat, []))
        shown = list((revealed or {}).get(seat, []))
        if not hidden and not shown:
            continue
        if len(hidden) + len(shown) > 2:
            raise ValueError(f"an altar has two altar cards besides its starting card, not {len(hidden) + len(shown)}")
        cards = give_missions(state, seat, [card_key(k) for k in shown + hidden])
        for card in cards[:len(shown)]:
            state.missions[seat].remove(card)
            state.revealed[seat].append(card)
    if fields is not None:
        for f, designs in enumerate(fields):
            set_field(state, f, designs)
    if bag is not None:
        set_bag(state, bag)
    if turn is not None:
        if not (isinstance(turn, int) and 0 <= turn < n):
            raise ValueError(f"there is no seat {turn!r} (seats 0 to {n - 1})")
        order = state._order()
        state.queue = order[order.index(turn):]
        state._start_turn(turn, NORMAL, [])
    state._after_load()
    found = problems(state, conserved=bag is None)
    if found:
        raise ValueError(f"not a Sky Totems position: {found[0]}")
    return state


def stack_at(state: SkyTotemsState, seat: int, x: int, y: int) -> list[str] | None:
    """The designs stacked on (x, y) of an altar, bottom first; None where there is no cloud."""
    i = state._ix[seat].get(enc(x, y))
    return None if i is None else [DESIGNS[PEDESTAL_DESIGN[p]] for p in state.stacks[seat][i]]


def totems_on(state: SkyTotemsState, seat: int) -> list[tuple]:
    """An altar's totems as (kind, height, [(x, y), ...])."""
    return [(kind, height, [dec(c) for c in cells]) for kind, height, cells in state.totems[seat]]


def card_key(name: str) -> str:
    """A card's key from its key or printed name ("Wide Altar" -> "wide-altar")."""
    for c in CARDS:
        if name in (c["key"], c["name"]):
            return c["key"]
    raise ValueError(f"there is no altar card {name!r}")


def ready(state: SkyTotemsState) -> SkyTotemsState:
    """Finish setup the simplest way: every altar keeps its first dealt card as the starting card
    and places any starting cloud at the first legal cell. Returns the state, now in round 1."""
    while state.phase != TURN and not state.over:
        state.apply(state.legal_commands()[0])
    return state


# Hidden missions no test position meets by accident; altars take pairs in order (skipping cards
# of the totem not in the game).
QUIET_MISSIONS = ("cat-sanctuary", "bird-sanctuary", "wolf-sanctuary", "horse-sanctuary", "dragon-sanctuary",
                  "pantheon", "amethyst-treasure", "pearl-treasure", "obsidian-treasure", "gold-treasure")


def table(seats: int = 2, mode: str = "multi", seed="table", **options) -> SkyTotemsState:
    """A game in round 1 at the first player's turn (seat 0 unless ``first`` says otherwise), every
    altar a bare Starting Cloud Tile with missions from ``QUIET_MISSIONS``."""
    options.setdefault("first", 0)
    state = ready(new_game(mode, seats, seed, options))
    in_game = {CARDS[i]["key"] for i in state.faces}
    quiet = [k for k in QUIET_MISSIONS if k in in_game]
    for seat in range(state.players):
        clear_altar(state, seat)
        give_missions(state, seat, quiet[2 * seat:2 * seat + 2])
    return state


def take_from_bag(state: SkyTotemsState, design: str) -> int:
    """A pedestal of ``design`` out of the bag (the caller puts it somewhere)."""
    if design not in DESIGN_INDEX:
        raise ValueError(f"there is no pedestal design {design!r} (designs: {', '.join(DESIGNS)})")
    bag = state.bag[DESIGN_INDEX[design]]
    if not bag:
        raise ValueError(f"no {design} pedestal left in the bag")
    return bag.pop()


def to_bag(state: SkyTotemsState, pids) -> None:
    for pid in pids:
        state.bag[PEDESTAL_DESIGN[pid]].append(pid)
    _refresh(state)


def clear_altar(state: SkyTotemsState, seat: int) -> None:
    """Back to a bare Starting Cloud Tile: pedestals (and the hoard) to the bag, totems gone."""
    for st in state.stacks[seat]:
        to_bag(state, st)
    to_bag(state, state.hoards[seat])
    state.cells[seat] = [enc(x, y) for x, y in STARTING_TILE]
    state.stacks[seat] = [[] for _ in STARTING_TILE]
    state.cover[seat] = [-1] * len(STARTING_TILE)
    state.totems[seat] = []
    state.hoards[seat] = []
    _refresh(state)


def add_clouds(state: SkyTotemsState, seat: int, cells) -> None:
    """Cloud cells at each (x, y) not yet a cloud (no adjacency check)."""
    for x, y in cells:
        code = enc(x, y)
        if code not in state._ix[seat]:
            state.cells[seat].append(code)
            state.stacks[seat].append([])
            state.cover[seat].append(-1)
            _refresh(state)


def put(state: SkyTotemsState, seat: int, x: int, y: int, designs) -> list[int]:
    """Stack pedestals of ``designs`` (bottom first) on (x, y), adding the cloud if needed."""
    add_clouds(state, seat, [(x, y)])
    i = state._ix[seat][enc(x, y)]
    pids = [take_from_bag(state, d) for d in designs]
    state.stacks[seat][i].extend(pids)
    _refresh(state)
    return pids


def build(state: SkyTotemsState, seat: int, kind: str, cells, height: int | None = None) -> None:
    """A totem standing on ``cells`` (no condition check); height defaults to the tallest stack."""
    idxs = [state._ix[seat][enc(x, y)] for x, y in cells]
    if height is None:
        height = max(len(state.stacks[seat][i]) for i in idxs)
    t = len(state.totems[seat])
    state.totems[seat].append([kind, height, [state.cells[seat][i] for i in idxs]])
    for i in idxs:
        state.cover[seat][i] = t
    _refresh(state)


def hoard(state: SkyTotemsState, seat: int, design: str) -> int:
    pid = take_from_bag(state, design)
    state.hoards[seat].append(pid)
    _refresh(state)
    return pid


def set_field(state: SkyTotemsState, field: int, designs) -> list[int]:
    to_bag(state, state.fields[field])
    state.fields[field] = [take_from_bag(state, d) for d in designs]
    _refresh(state)
    return list(state.fields[field])


def empty_fields(state: SkyTotemsState) -> None:
    for f in range(len(state.fields)):
        set_field(state, f, [])


def empty_bag(state: SkyTotemsState, keep: dict | None = None) -> list[int]:
    """Take every pedestal out of the bag (but ``keep`` = {design: n}) and return their ids; until
    the caller puts them back with ``to_bag`` the pedestal count is short by that many."""
    keep = keep or {}
    out = []
    for d, bag in enumerate(state.bag):
        n = keep.get(DESIGNS[d], 0)
        out.extend(bag[n:])
        del bag[n:]
    _refresh(state)
    return out


def give_missions(state: SkyTotemsState, seat: int, keys) -> list[int]:
    """Make the altar's hidden missions the cards with ``keys`` (card ids are re-pointed at those
    faces by swapping them in the shuffled deck). Returns the ids of the cards given."""
    ids = list(state.missions[seat])[:len(keys)]
    for cid, key in zip(ids, keys):
        index = next(i for i, c in enumerate(CARDS) if c["key"] == key)
        if index not in state.faces:
            raise ValueError(f"card {key} is not in this game")
        other = state.faces.index(index)
        state.faces[cid], state.faces[other] = state.faces[other], state.faces[cid]
    _refresh(state)
    return ids


def set_bag(state: SkyTotemsState, contents: dict) -> list[int]:
    """Make the bag hold exactly ``contents`` ({design: count}); returns the ids set aside (see
    ``position``'s ``bag``)."""
    for d in contents:
        if d not in DESIGN_INDEX:
            raise ValueError(f"there is no pedestal design {d!r} (designs: {', '.join(DESIGNS)})")
    out = []
    for d, bag in enumerate(state.bag):
        n = contents.get(DESIGNS[d], 0)
        if n > len(bag):
            raise ValueError(f"the bag can hold only {len(bag)} {DESIGNS[d]} pedestals here, not {n}")
        out.extend(bag[n:])
        del bag[n:]
    _refresh(state)
    return out


def _refresh(state: SkyTotemsState) -> None:
    state._after_load()


def check_invariants(state: SkyTotemsState) -> None:
    """What holds in every reachable state (``problems``), and derived data that matches the
    fields; raises AssertionError naming what broke."""
    found = problems(state)
    assert not found, found[0]
    fresh = state.copy()
    fresh._after_load()
    for name in ("_ix", "_front", "_designs", "_base"):
        assert getattr(state, name) == getattr(fresh, name), f"stale derived data: {name}"
    # What is kept until it changes must be what would be found now.
    for s, fits in enumerate(state._fits):
        for d, ok in fits.items():
            assert ok == fresh._fitting(s, d), "stale derived data: _fits"
    # A stack a Cat must take is known to ``_place_cats`` (the mark may stay up longer, never less).
    for s, tall in enumerate(fresh._tall):
        assert state._tall[s] or not tall, "stale derived data: _tall"
    for s, met in enumerate(state._met):
        assert met is None or met[0] == fresh._met_cards(s), "stale derived data: _met"
    if state.over:
        assert state.actor is None and state.legal_commands() == []


def candidate_commands(state: SkyTotemsState) -> list:
    """Every command worth trying for the actor now (all cells near the altar, every field, card,
    design, pedestal in the tray and totem kind): tests hold the legal commands to be exactly the
    accepted ones among them."""
    from .commands import (BuildTotem, ChooseDesign, ChooseStart, DrawPedestals, EndTurn, PlaceCloud,
                           PlacePedestal, Reveal, TakeField, TradePedestal)
    seat = state.actor
    xs = [dec(c)[0] for c in state.cells[seat]]
    ys = [dec(c)[1] for c in state.cells[seat]]
    box = [(x, y) for x in range(min(xs) - 2, max(xs) + 3) for y in range(min(ys) - 2, max(ys) + 3)]
    out = [EndTurn(seat), DrawPedestals(seat)]
    out += [ChooseStart(seat, c) for c in range(len(state.faces))]
    out += [TakeField(seat, f) for f in range(-1, 6)]
    out += [Reveal(seat, c) for c in range(len(state.faces))]
    out += [ChooseDesign(seat, d) for d in DESIGNS + ("Nothing",)]
    out += [PlaceCloud(seat, x, y) for x, y in box]
    outside = next((b[0] for b in state.bag if b), 0)
    for pid in list(state.tray) + [outside]:
        out.append(TradePedestal(seat, pid))
        out += [PlacePedestal(seat, pid, x, y) for x, y in box]
    for kind in TOTEM_KINDS:
        out += [BuildTotem(seat, kind, x, y, v) for x, y in box for v in (False, True)]
    return out


def check_legal_commands(state: SkyTotemsState) -> None:
    """The legal commands, without duplicates, are exactly the ones the rules' reasons
    (``_reason``) find nothing wrong with among ``candidate_commands``, and all of them. (The
    rules accept exactly the legal commands; this holds each refusal to a reason of its own.)"""
    legal = state.legal_commands()
    if state.over:
        assert legal == []
        return
    assert len(set(legal)) == len(legal), "a legal command listed twice"
    assert all(state._reason(c) is None for c in legal), "a legal command has a reason against it"
    tried = candidate_commands(state)
    fine = {c for c in tried if state._reason(c) is None}
    assert fine == set(legal) & set(tried), f"no reason against, but not listed: {fine - set(legal)}"
