"""Sky Tango's state and rules. Sentences quoted in comments come from docs/rulebooks/sky-tango.txt;
the gaps are decided in docs/rulebooks/RULES-DECISIONS.md ("## Sky Tango") and rules/DECISIONS.md
("## Sky Tango").

Cards and ids
    68 cards (``data.json``): suns 1-29 (codes ``S1`` .. ``S29``), moons 1-29 (``M1`` .. ``M29``),
    5 solar eclipses (``SE``) and 5 lunar eclipses (``ME``); the numbers 4, 8, .. 28 show an animal
    (a bird on suns, a bat on moons). A card id is a position in the shuffled deck (ids 0..67), so
    an id never reveals a face: ``state.faces[id]`` is its code, and ``cards.card(code)`` /
    ``cards.card_dict(id, code)`` tell what it is. A card dict (in views) is
    ``{"id", "code", "kind": "sun"|"moon", "number": int|None, "eclipse": bool,
    "animal": "bird"|"bat"|None}``.

Fields (plain JSON, ``FIELDS``)
    ``deck``     card ids of the covered draw stack, its top at the END of the list;
    ``discard``  card ids of the discard pile (face down; reshuffled into an empty stack);
    ``hands``    one list of ids per seat, in the order the cards came;
    ``rows``     one ``{"sun": row, "moon": row}`` per seat; a row is a list of STACKS, left to
                 right; a stack is a list of ids, bottom first, its last id the visible card. A stack's
                 bottom is always a number; above it eclipses and covering numbers alternate. A row
                 with no stack does not exist (yet, or any more);
    ``heaps``    one list of ids per seat: the cards it cleared (face up, never reshuffled);
    ``turn``     the seat whose turn it is (= ``actor`` while the game goes on);
    ``must_play`` True while an animal card obliges ``turn`` to lay another card this turn;
    ``refill``   per seat: draws 5 at the start of its next turn (it cleared or destroyed itself);
    ``phase``    ``"play"`` or ``"end"`` (nothing was left to draw: no more drawing);
    ``out``      the seat that could not draw (skipped in the end phase), or None;
    ``stopped``  per seat: it stopped in the end phase; plus ``seed``, ``step``, ``over``,
                 ``players``, ``names``, ``first``, ``faces``.
    Partners: 4 players, seats 0+2 and 1+3 (``state.partner(seat)``); each holds at most one row.

Zones (event ``src``/``dst``)
    ``deck``, ``discard``, ``hand.N``, ``sun.N``, ``moon.N`` (seat N's row; an ``index`` names the
    stack), ``heap.N``.

Events (``Event.kind`` and its data; every card movement is a ``move``)
    ``move``      ``card``, ``src``, ``dst``, ``face_up``; ``face`` (the code) when the card is face up
                  at its destination; into a hand: ``private_face`` and ``seen_by`` ([the seat])
                  instead of ``face``; into or out of a row ``index`` (the stack, counted before the
                  move for a source, after it for a destination) and, into a row, ``on_top`` (True:
                  on an existing stack; False: a new stack at that index);
    ``turn``      ``seat``: its turn begins;
    ``draw``      ``seat``, ``count`` (before that many moves ``deck`` -> ``hand.N``);
    ``reshuffle`` ``count``: the discard pile becomes the stack (``count`` moves ``discard`` -> ``deck``
                  follow, face down);
    ``lay``       ``seat``, ``card``, ``face``, ``owner``, ``kind`` ("sun"/"moon"), ``at`` (the command's),
                  ``index`` (the stack it is in now), ``new_row``, ``on_top``, ``animal`` (bool);
    ``must_play`` ``seat``: an animal card obliges another card this turn;
    ``clear``     ``seat``, ``cards`` (every id cleared), ``numbers`` (the numbered cards among them),
                  ``runs``: ``[{"zone": "sun.N", "start": i, "length": L}]`` (indexes before the clear);
                  the moves (row -> ``heap.N``) follow, then one ``close`` per row;
    ``close``     ``zone``, ``stacks`` (the row's stacks after it closed up);
    ``destroy``   ``seat``, ``hand`` (how many hand cards), ``rows`` (zones lost); moves to
                  ``discard`` follow, face down (hand cards with ``private_face``/``seen_by``);
    ``end_phase`` ``seat``: it had to draw and nothing was left: from now on nobody draws;
    ``skip``      ``seat``, ``why`` ("could_not_draw", "empty_hand", "stopped") in the end phase;
    ``stop``      ``seat``;
    ``game_over`` the ``result()``.

View (``view(seat)``, plain JSON; ``seat`` None for a spectator)
    ``game``, ``mode``, ``players``, ``names``, ``seat``, ``turn``, ``actor``, ``step``, ``over``,
    ``phase``, ``must_play``, ``first``, ``partners`` (bool), ``teams`` (lists of seats),
    ``deck`` (count), ``discard`` (count), ``hand`` (the seat's card dicts, or None),
    ``hand_sizes``, ``rows`` (per seat ``{"sun": [[card dict, ...] per stack], "moon": ...}``),
    ``heaps`` (per seat, card dicts), ``refill``, ``stopped``, ``out``, ``points`` (per seat:
    numbers cleared minus numbers in its rows, now), ``scores`` (per seat, team totals with
    partners), and ``result`` once over.
"""
from __future__ import annotations

from typing import Any

from ..core import Command, Event, GameState, move, rng
from .cards import (CODES, DECK_SIZE, DRAW, HAND, KINDS, MAX_PLAYERS, MIN_PLAYERS, PARTNERS_AT, RUN,
                    card, card_dict, label)
from .commands import COMMANDS, LEFT, Clear, Destroy, Lay, Stop
from .rows import coverable, cover_fits, end_fits, neighbours, runs

MODE = "multi"
PLAY, END = "play", "end"
DECK, DISCARD = "deck", "discard"
_HAND = [f"hand.{p}" for p in range(MAX_PLAYERS)]
_HEAP = [f"heap.{p}" for p in range(MAX_PLAYERS)]
_ROW = {k: [f"{k}.{p}" for p in range(MAX_PLAYERS)] for k in KINDS}
_KIND_INDEX = {k: i for i, k in enumerate(KINDS)}


def _seat_ok(x: Any, n: int) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x < n


def new_game(mode: str = MODE, seats: int = 2, seed: Any = 0, options: dict | None = None) -> "SkyTangoState":
    """A new game: the 68 cards shuffled from the seed into the covered stack, five drawn by each
    player (the first player first, then clockwise), the first player to act.

    Options: ``names`` (one per seat), ``first`` (the seat that starts; default 0)."""
    options = dict(options or {})
    if mode != MODE:
        raise ValueError(f"Sky Tango has no mode {mode!r}")
    if isinstance(seats, bool) or not (isinstance(seats, int) and MIN_PLAYERS <= seats <= MAX_PLAYERS):
        raise ValueError(f"Sky Tango is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {seats!r}")
    first = options.get("first", 0)
    if first is None:
        first = 0
    if not _seat_ok(first, seats):
        raise ValueError(f"the first player must be a seat from 0 to {seats - 1}, not {first!r}")
    names = [str(n) for n in list(options.get("names") or [])[:seats]]
    names += [f"Player {i + 1}" for i in range(len(names), seats)]
    # "All cards are shuffled well and provided as a covered stack." An id is a place in the
    # shuffled stack (the top is the highest id), so ids tell nothing of the faces.
    faces = list(CODES)
    rng(seed, 0, "shuffle").shuffle(faces)

    s = SkyTangoState.__new__(SkyTangoState)
    s.seed, s.step, s.over = seed, 0, False
    s.players, s.names, s.first, s.faces = seats, names, first, faces
    s.deck, s.discard = list(range(DECK_SIZE)), []
    s.hands = [[] for _ in range(seats)]
    s.rows = [{k: [] for k in KINDS} for _ in range(seats)]
    s.heaps = [[] for _ in range(seats)]
    s.turn, s.must_play, s.phase, s.out = first, False, PLAY, None
    s.refill = [False] * seats
    s.stopped = [False] * seats
    s._after_load()
    # "Each player draws 5 cards from the stack and keeps them in hand." Five at a time, from the
    # first player clockwise.
    for k in range(seats):
        hand = s.hands[(first + k) % seats]
        for _ in range(HAND):
            hand.append(s.deck.pop())
    return s


class SkyTangoState(GameState):
    GAME_ID = "sky-tango"
    COMMANDS = COMMANDS
    FIELDS = ("seed", "step", "over", "players", "names", "first", "faces", "deck", "discard", "hands",
              "rows", "heaps", "turn", "must_play", "refill", "phase", "out", "stopped")

    # derived (no fields): per id, its kind, number (0 for an eclipse) and whether it shows an animal
    _kind: list[str] = ()
    _num: list[int] = ()
    _animal: list[bool] = ()
    _legal: tuple | None = None         # (step, commands, set of commands) of the last listing

    def _after_load(self) -> None:
        self._legal = None
        faces = self.faces
        if isinstance(faces, list) and len(faces) == DECK_SIZE and sorted(map(str, faces)) == sorted(CODES):
            cards = [card(c) for c in faces]
            self._kind = [c.kind for c in cards]
            self._num = [c.number or 0 for c in cards]
            self._animal = [c.animal is not None for c in cards]
        else:
            self._kind = self._num = self._animal = ()

    # ------------------------------------------------------------------ the protocol
    @property
    def actor(self) -> int | None:
        return None if self.over else self.turn

    @property
    def mode(self) -> str:
        return MODE

    @property
    def partners(self) -> bool:
        """"Players sitting opposite are partners": with 4 players, seats 0+2 and 1+3."""
        return self.players == PARTNERS_AT

    def partner(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.partners else None

    def team(self, seat: int) -> list[int]:
        return sorted([seat, (seat + 2) % 4]) if self.partners else [seat]

    def teams(self) -> list[list[int]]:
        if self.partners:
            return [[0, 2], [1, 3]]
        return [[p] for p in range(self.players)]

    def seat_name(self, seat: int | None) -> str:
        if _seat_ok(seat, self.players):
            return self.names[seat]
        return f"seat {seat}"

    def code(self, cid: int) -> str:
        return self.faces[cid]

    def label(self, cid: int) -> str:
        return label(self.faces[cid])

    def visible(self, owner: int, kind: str) -> list[int | None]:
        """The visible number of each stack of ``owner``'s ``kind`` row (None: an eclipse on top)."""
        num = self._num
        return [num[s[-1]] or None for s in self.rows[owner][kind]]

    def may_start(self, seat: int, kind: str) -> bool:
        """"Each player may only set up one sun and one moon row in front of himself"; partners
        "build only one sun and one moon row together": a partner holding no row may start the kind
        the other partner does not hold."""
        mine = self.rows[seat]
        if mine[kind]:
            return False
        if self.partners:
            if any(mine[k] for k in KINDS):
                return False
            if self.rows[self.partner(seat)][kind]:
                return False
        return True

    def clear_rows(self, seat: int) -> list[tuple[int, str]]:
        """The rows ``seat`` may clear from: its own; with partners the team's two rows (decision)."""
        owners = self.team(seat)
        return [(o, k) for o in ([seat] + [o for o in owners if o != seat]) for k in KINDS]

    def clear_runs(self, seat: int) -> list[tuple[int, str, int, int]]:
        """Every run ``seat`` may clear: (owner, kind, first stack, length), 5 or more visible numbers."""
        out = []
        for owner, kind in self.clear_rows(seat):
            if self.rows[owner][kind]:
                out += [(owner, kind, a, n) for a, n in runs(self.visible(owner, kind)) if n >= RUN]
        return out

    def eligible(self, seat: int) -> str | None:
        """Why ``seat`` is skipped in the end phase ("could_not_draw", "empty_hand", "stopped"), or None."""
        if seat == self.out:
            return "could_not_draw"
        if not self.hands[seat]:
            return "empty_hand"
        if self.stopped[seat]:
            return "stopped"
        return None

    def legal_commands(self) -> list[Command]:
        """Every command ``apply`` accepts now, in a fixed order: lays (by hand order, then owner,
        then ``at``), clears (every non-empty set of runs), stop, destroy."""
        return list(self._listing()[0])

    def _listing(self) -> tuple[list[Command], set]:
        cached = self._legal
        if cached is not None and cached[0] == self.step:
            return cached[1], cached[2]
        out: list[Command] = []
        if not self.over:
            seat, n = self.turn, self.players
            kinds, num = self._kind, self._num
            visible = {(o, k): self.visible(o, k) for o in range(n) for k in KINDS}
            for c in self.hands[seat]:
                kind, v = kinds[c], num[c]
                for o in range(n):
                    vis = visible[(o, kind)]
                    if not vis:
                        if v and o == seat and self.may_start(seat, kind):
                            out.append(Lay(seat, c, o, 0))
                        continue
                    if v:
                        left, right = end_fits(vis, v)
                        if left:
                            out.append(Lay(seat, c, o, LEFT))
                        out += [Lay(seat, c, o, i) for i, t in enumerate(vis)
                                if t is None and cover_fits(vis, i, v)]
                        if right:
                            out.append(Lay(seat, c, o, len(vis)))
                    else:
                        out += [Lay(seat, c, o, i) for i, t in enumerate(vis) if t is not None]
            if not self.must_play:
                found = self.clear_runs(seat)
                for mask in range(1, 1 << len(found)):
                    tops = []
                    for j, (o, k, a, length) in enumerate(found):
                        if mask >> j & 1:
                            row = self.rows[o][k]
                            tops += [row[i][-1] for i in range(a, a + length)]
                    out.append(Clear(seat, tuple(tops)))
                if self.phase == END:
                    out.append(Stop(seat))
            out.append(Destroy(seat))
        self._legal = (self.step, out, set(out))
        return out, self._legal[2]

    # ------------------------------------------------------------------ checks
    def _why_illegal(self, c: Command) -> str | None:
        # One source of legality: the listing decides; the rest only finds the sentence.
        if c in self._listing()[1]:
            return None
        return self._reason(c) or "That is not a move you can make now."

    def _reason(self, c: Command) -> str | None:
        seat = c.seat
        if type(c) is Stop:
            if self.phase != END:
                return "You may stop only in the end phase, once nothing is left to draw."
            return "You must lay another card after an animal card (or destroy yourself) before you may stop."
        if type(c) is Clear:
            return self._clear_reason(c)
        if type(c) is Destroy:
            return None
        # Lay
        hand = self.hands[seat]
        if c.card not in hand:
            return "You can lay only a card from your hand."
        if not _seat_ok(c.owner, self.players):
            return f"Seat {c.owner} is not at this table (seats 0 to {self.players - 1})."
        kind, v, name = self._kind[c.card], self._num[c.card], self.label(c.card)
        whose = "your" if c.owner == seat else f"{self.names[c.owner]}'s"
        row = self.rows[c.owner][kind]
        if not row:
            if not v:
                return f"An eclipse goes on top of a {kind} card in a row; it cannot start a row."
            if c.owner != seat:
                return (f"{whose.capitalize()} {kind} row does not exist yet, and you may start rows only in "
                        f"front of yourself.")
            if c.at != 0:
                return f"You start a {kind} row with at 0, not {c.at}."
            if self.partners:
                partner = self.partner(seat)
                if any(self.rows[seat][k] for k in KINDS):
                    return "With a partner you hold only one row, and you already have one."
                return (f"{self.names[partner]} already holds your team's {kind} row; start a "
                        f"{'moon' if kind == 'sun' else 'sun'} row instead.")
            return f"You cannot start a {kind} row now."
        if not -1 <= c.at <= len(row):
            return f"{whose.capitalize()} {kind} row has stacks 0 to {len(row) - 1}; at is -1 to {len(row)}."
        vis = self.visible(c.owner, kind)
        if not v:
            if c.at in (LEFT, len(row)):
                return f"An eclipse goes on top of a {kind} card in a row, never at a row's end."
            return f"{name.capitalize()} goes only on a visible {kind} card, and stack {c.at} shows an eclipse."
        if c.at == LEFT:
            return f"At the left end of {whose} {kind} row a card must be lower than every visible number there."
        if c.at == len(row):
            return f"At the right end of {whose} {kind} row a card must be higher than every visible number there."
        if vis[c.at] is not None:
            return ("A card goes at either end of a row, never between or on cards already put down "
                    "(only an eclipse may be covered).")
        if not coverable(vis, c.at):
            return "Of several eclipses next to each other, one beside a visible number must be covered first."
        left, right = neighbours(vis, c.at)
        between = " and ".join(str(x) for x in (left, right) if x is not None)
        return f"A card covering this eclipse must fit between {between}."

    def _clear_reason(self, c: Clear) -> str | None:
        if self.must_play:
            return "After an animal card you must lay another card; clearing is a whole turn of its own."
        if not c.cards:
            return "Name the stacks you clear."
        if len(set(c.cards)) != len(c.cards):
            return "A stack is named twice."
        tops = {}
        for owner, kind in self.clear_rows(c.seat):
            for i, stack in enumerate(self.rows[owner][kind]):
                tops[stack[-1]] = (owner, kind, i)
        for cid in c.cards:
            if cid not in tops:
                if any(cid == s[-1] for rows in self.rows for k in KINDS for s in rows[k]):
                    return "You may clear only from your own rows."
                return "You clear stacks by their visible cards in your rows."
            if not self._num[cid]:
                return "A cleared run must not contain a visible eclipse."
        return (f"You clear whole uninterrupted runs of at least {RUN} visible numbers: every stack "
                f"between two eclipses or a row's ends.")

    # ------------------------------------------------------------------ changes
    def _perform(self, c: Command) -> list[Event]:
        self._legal = None
        events: list[Event] = []
        self._CHANGES[type(c)](self, c, events)
        self._legal = None
        return events

    def _do_lay(self, c: Lay, events: list[Event]) -> None:
        seat, cid = c.seat, c.card
        kind = self._kind[cid]
        row = self.rows[c.owner][kind]
        new_row = not row
        hand = self.hands[seat]
        hand.remove(cid)
        if c.at == LEFT:
            row.insert(0, [cid])
            index, on_top = 0, False
        elif c.at == len(row):
            row.append([cid])
            index, on_top = len(row) - 1, False
        else:
            row[c.at].append(cid)
            index, on_top = c.at, True
        face = self.faces[cid]
        animal = self._animal[cid]
        events.append(Event("lay", {"seat": seat, "card": cid, "face": face, "owner": c.owner, "kind": kind,
                                    "at": c.at, "index": index, "new_row": new_row, "on_top": on_top,
                                    "animal": animal}))
        events.append(move(cid, _HAND[seat], _ROW[kind][c.owner], face, index=index, on_top=on_top))
        if not animal:
            self._advance(events)
            return
        # "Whenever there is an animal on the card that was just put down, the player must put down
        # another card in the same turn. If the animal card was her last hand card, she draws 5 new
        # ones from the stack and continues playing."
        if not hand:
            if self.phase == END:
                # "an animal card played with no card left simply ends the turn there"
                self._advance(events)
                return
            if not self._draw(seat, events):
                self._begin_end(seat, events)
                self._advance(events)
                return
        self.must_play = True
        events.append(Event("must_play", {"seat": seat}))

    def _do_clear(self, c: Clear, events: list[Event]) -> None:
        seat = c.seat
        chosen = set(c.cards)
        heap = self.heaps[seat]
        plan, moved = [], []
        for owner, kind in self.clear_rows(seat):
            row = self.rows[owner][kind]
            picked = [i for i, s in enumerate(row) if s[-1] in chosen]
            if picked:
                plan.append((owner, kind, picked))
        found = []
        for owner, kind, picked in plan:
            zone = _ROW[kind][owner]
            for a, length in runs([0 if i in picked else None for i in range(len(self.rows[owner][kind]))]):
                found.append({"zone": zone, "start": a, "length": length})
        numbers = sum(1 for owner, kind, picked in plan for i in picked
                      for x in self.rows[owner][kind][i] if self._num[x])
        cleared = [x for owner, kind, picked in plan for i in picked for x in self.rows[owner][kind][i]]
        events.append(Event("clear", {"seat": seat, "cards": cleared, "numbers": numbers, "runs": found}))
        # "If the cleared cards cut a row in two, the two remaining ends are moved together so that
        # only one row remains. These cards form a heap next to the draw stack."
        for owner, kind, picked in plan:
            row, zone = self.rows[owner][kind], _ROW[kind][owner]
            for i in picked:
                for x in row[i]:
                    heap.append(x)
                    moved.append(move(x, zone, _HEAP[seat], self.faces[x], index=i))
            keep = set(picked)
            row[:] = [s for i, s in enumerate(row) if i not in keep]
            moved.append(Event("close", {"zone": zone, "stacks": len(row)}))
        events += moved
        # "In the next turn, the player may draw 5 new cards and continue to play."
        self.refill[seat] = True
        self._advance(events)

    def _do_destroy(self, c: Destroy, events: list[Event]) -> None:
        seat = c.seat
        hand = self.hands[seat]
        lost = [_ROW[k][seat] for k in KINDS if self.rows[seat][k]]
        events.append(Event("destroy", {"seat": seat, "hand": len(hand), "rows": lost}))
        # "she loses her hand cards and her sun row and moon row. All of these cards are discarded."
        # With partners only her own row goes: the partner's row is the partner's.
        for cid in hand:
            self.discard.append(cid)
            events.append(move(cid, _HAND[seat], DISCARD, self.faces[cid], seen_by=(seat,)))
        hand.clear()
        for k in KINDS:
            row = self.rows[seat][k]
            for i, stack in enumerate(row):
                for cid in stack:
                    self.discard.append(cid)
                    events.append(move(cid, _ROW[k][seat], DISCARD, index=i))
            row.clear()
        # "At the start of her next turn, the player draws 5 new cards before continuing normally."
        self.refill[seat] = True
        self._advance(events)

    def _do_stop(self, c: Stop, events: list[Event]) -> None:
        self.stopped[c.seat] = True
        events.append(Event("stop", {"seat": c.seat}))
        self._advance(events)

    _CHANGES = {Lay: _do_lay, Clear: _do_clear, Destroy: _do_destroy, Stop: _do_stop}

    def _draw(self, seat: int, events: list[Event]) -> int:
        """Draw up to five for ``seat``: "If less than 5 cards remain in the stack, the player takes
        just these"; an empty stack is first made of the shuffled discard pile. How many it drew
        (0: nothing was left)."""
        if not self.deck and self.discard:
            # "If the draw stack is empty, the pile of cards next to it is shuffled and put down as
            # the covered new draw stack."
            pile = self.discard
            order = list(pile)
            self.rng("reshuffle").shuffle(order)
            events.append(Event("reshuffle", {"count": len(order)}))
            for cid in order:
                events.append(move(cid, DISCARD, DECK))
            self.deck, self.discard = order, []
        count = min(DRAW, len(self.deck))
        if not count:
            return 0
        events.append(Event("draw", {"seat": seat, "count": count}))
        hand, zone, deck = self.hands[seat], _HAND[seat], self.deck
        for _ in range(count):
            cid = deck.pop()
            hand.append(cid)
            events.append(move(cid, DECK, zone, self.faces[cid], seen_by=(seat,), seat=seat))
        return count

    def _begin_end(self, seat: int, events: list[Event]) -> None:
        # "If a player can not draw any hand cards because the draw stack is used up, the game
        # ends. The other players may play their hand cards one after the other ... but not draw
        # any more!"
        self.phase, self.out = END, seat
        events.append(Event("end_phase", {"seat": seat}))

    def _advance(self, events: list[Event]) -> None:
        """End the turn and start the next: clockwise, the next seat draws five if its hand is
        empty or it cleared or destroyed itself last turn; in the end phase nobody draws and a seat
        that could not draw, has no card or has stopped is skipped. The game is over when nobody
        can or will play."""
        self.must_play = False
        n, seat = self.players, self.turn
        looked = 0
        while looked < n:
            seat = (seat + 1) % n
            if self.phase == PLAY:
                if not self.hands[seat] or self.refill[seat]:
                    self.refill[seat] = False
                    if not self._draw(seat, events):
                        self._begin_end(seat, events)
                        continue          # the end phase looks at every other seat from here
                self._give_turn(seat, events)
                return
            looked += 1
            why = self.eligible(seat)
            if why is None:
                self._give_turn(seat, events)
                return
            events.append(Event("skip", {"seat": seat, "why": why}))
        self.over = True
        events.append(Event("game_over", self.result()))

    def _give_turn(self, seat: int, events: list[Event]) -> None:
        self.turn = seat
        events.append(Event("turn", {"seat": seat}))

    # ------------------------------------------------------------------ results
    def cleared(self, seat: int) -> int:
        num = self._num
        return sum(1 for x in self.heaps[seat] if num[x])

    def left(self, seat: int) -> int:
        num = self._num
        return sum(1 for k in KINDS for s in self.rows[seat][k] for x in s if num[x])

    def points(self) -> list[int]:
        """Each seat's own points now: "+1 for each sun or moon card you cleared; -1 for each sun or
        moon card still in your rows"; eclipses and hand cards score 0."""
        return [self.cleared(p) - self.left(p) for p in range(self.players)]

    def scores(self) -> list[int]:
        """Each seat's score: its points, or with partners its team's ("the points of both partners
        are added")."""
        pts = self.points()
        if self.partners:
            return [pts[p] + pts[(p + 2) % 4] for p in range(4)]
        return pts

    def result(self) -> dict:
        pts = self.points()
        scores = self.scores()
        best = max(scores)
        return {"scores": scores,
                # "The team with most points is the winner." Equal highest scores share the win.
                "winners": [p for p, v in enumerate(scores) if v == best],
                "decided_by": "score", "points": pts,
                "cleared": [self.cleared(p) for p in range(self.players)],
                "left": [self.left(p) for p in range(self.players)],
                "teams": self.teams(), "partners": self.partners}

    # ------------------------------------------------------------------ views
    def view(self, seat: int | None) -> dict:
        """What ``seat`` may see (``None``: a spectator): its own hand; of the other hands, the
        stack and the discard pile only how many cards they hold. Rows and heaps are face up."""
        f = self.faces
        mine = _seat_ok(seat, self.players)
        rows = [{k: [[card_dict(x, f[x]) for x in stack] for stack in r[k]] for k in KINDS} for r in self.rows]
        v = {"game": self.GAME_ID, "mode": MODE, "players": self.players, "names": list(self.names),
             "seat": seat, "turn": self.turn, "actor": self.actor, "step": self.step, "over": self.over,
             "phase": self.phase, "must_play": self.must_play, "first": self.first,
             "partners": self.partners, "teams": self.teams(),
             "deck": len(self.deck), "discard": len(self.discard),
             "hand": [card_dict(x, f[x]) for x in self.hands[seat]] if mine else None,
             "hand_sizes": [len(h) for h in self.hands], "rows": rows,
             "heaps": [[card_dict(x, f[x]) for x in h] for h in self.heaps],
             "refill": list(self.refill), "stopped": list(self.stopped), "out": self.out,
             "points": self.points(), "scores": self.scores()}
        if self.over:
            v["result"] = self.result()
        return v

    # ------------------------------------------------------------------ data
    def copy(self) -> "SkyTangoState":
        s = SkyTangoState.__new__(SkyTangoState)
        s.seed, s.step, s.over, s.players = self.seed, self.step, self.over, self.players
        s.names, s.first, s.faces = list(self.names), self.first, list(self.faces)
        s.deck, s.discard = list(self.deck), list(self.discard)
        s.hands = [list(h) for h in self.hands]
        s.rows = [{k: [list(st) for st in r[k]] for k in KINDS} for r in self.rows]
        s.heaps = [list(h) for h in self.heaps]
        s.turn, s.must_play, s.phase, s.out = self.turn, self.must_play, self.phase, self.out
        s.refill, s.stopped = list(self.refill), list(self.stopped)
        s._kind, s._num, s._animal = self._kind, self._num, self._animal
        s._legal = None
        return s

    def inconsistency(self) -> str | None:
        """Why these fields cannot be a Sky Tango position, or None (see ``consistency.py``)."""
        from .consistency import inconsistency
        return inconsistency(self)
