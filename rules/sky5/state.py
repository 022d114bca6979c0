"""Sky 5's state and rules. Rule sentences quoted in comments come from docs/rulebooks/sky-5.txt."""
from __future__ import annotations

import hashlib
from typing import Any

from ..core import Command, Event, GameState, event, rng
from .cards import COLOURS, DECK_SIZE, DIE_FACES, MAX_PLAYERS, MIN_PLAYERS, REMOVED_BY_PLAYERS, STAR, composition
from .commands import COMMANDS, Bank, Draw, Give, Pass, Take

# Phases: whose decision it is and which commands fit.
TURN, GIVE, TAKE, OVER = "turn", "give", "take", "over"

# Commands are immutable values, so the legal lists reuse one object per distinct command
# instead of building new ones at every step (bots ask for the list at every step).
_DRAW = [Draw(p) for p in range(MAX_PLAYERS)]
_BANK = [Bank(p) for p in range(MAX_PLAYERS)]
_PASS = [Pass(p) for p in range(MAX_PLAYERS)]
_GIVE = [[Give(p, q) for q in range(MAX_PLAYERS)] for p in range(MAX_PLAYERS)]
_TAKE: dict[tuple[int, int], Take] = {}
_TAKES = [[Take(p, card) for card in range(DECK_SIZE)] for p in range(MAX_PLAYERS)]
# The command objects above, by id: well formed by construction (``Sky5State.apply``). They live as
# long as the module, so no other object ever has one of these ids.
_OURS: dict[int, type] = {
    id(cmd): type(cmd)
    for table in (_DRAW, _BANK, _PASS, *_GIVE, *_TAKES) for cmd in table
}
# Zone names, made once: events name a seat's row at every move.
_ROW = [f"row.{p}" for p in range(MAX_PLAYERS)]
_BANKZ = [f"bank.{p}" for p in range(MAX_PLAYERS)]
_DIE_SIDES = len(DIE_FACES)
# CLOCKWISE[n][seat]: the other seats of an n-seat table, starting with the one to seat's left.
CLOCKWISE = [[tuple((seat + k) % n for k in range(1, n)) for seat in range(n)] for n in range(MAX_PLAYERS + 1)]


def _take(seat: int, card: int) -> Take:
    if 0 <= card < DECK_SIZE:
        return _TAKES[seat][card]
    cmd = _TAKE.get((seat, card))
    if cmd is None:
        cmd = _TAKE[(seat, card)] = Take(seat, card)
    return cmd


def new_game(mode: str = "multi", seats: int = 2, seed: Any = 0, options: dict | None = None) -> "Sky5State":
    options = dict(options or {})
    if mode != "multi":
        raise ValueError(f"Sky 5 has no mode {mode!r}")
    if not MIN_PLAYERS <= seats <= MAX_PLAYERS:
        raise ValueError(f"Sky 5 is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {seats}")
    setup = rng(seed, "setup")
    faces = composition()
    # Card ids are positions in the shuffled deck, so an id never tells which card it is.
    setup.shuffle(faces)
    removed_count = REMOVED_BY_PLAYERS[seats]
    first = options.get("first")
    if first is None:
        first = setup.randrange(seats)
    if isinstance(first, bool) or not (isinstance(first, int) and 0 <= first < seats):
        raise ValueError(f"first player must be a seat from 0 to {seats - 1}")
    names = list(options.get("names") or [])
    names = [str(n) for n in names[:seats]] + [f"Player {i + 1}" for i in range(len(names), seats)]

    s = Sky5State.__new__(Sky5State)
    s.seed, s.step, s.over = seed, 0, False
    s.players, s.names, s.faces = seats, names, faces
    # "remove [cards] at random from the deck based on your player count": the shuffle made the
    # first ids random, so the removed cards are the lowest ids and the top of the deck the highest.
    s.removed = list(range(removed_count))
    s.deck = list(range(removed_count, len(faces)))
    s.rows = [[] for _ in range(seats)]
    s.banks = [[] for _ in range(seats)]
    s.discard = []
    s.first = s.turn = first
    s.phase = TURN
    s.pending = None      # the drawn card waiting to be given, or the card that busted its drawer
    s.buster = None
    s.takers = []         # seats still to decide on a take after a bust; the first decides now
    s.final = False
    s.final_queue = []    # the final round's turns still to come; the first is being played
    s.final_done = []
    s.last_drawer = None
    s.die = None
    return s


class Sky5State(GameState):
    GAME_ID = "sky-5"
    COMMANDS = COMMANDS
    FIELDS = ("seed", "step", "over", "players", "names", "faces", "removed", "deck", "rows", "banks",
              "discard", "first", "turn", "phase", "pending", "buster", "takers", "final",
              "final_queue", "final_done", "last_drawer", "die")
    # Caches (no fields): the BLAKE2 state of the die's seed, and the card dicts views share.
    # Class defaults, so an instance gets its own on first use; reading and setting them as plain
    # attributes keeps the instance's attributes in CPython's fast inline layout (touching
    # ``__dict__`` would turn every attribute read into a dictionary lookup).
    _die_hash: tuple | None = None
    _cards: tuple | None = None

    # ------------------------------------------------------------------ queries
    @property
    def actor(self) -> int | None:
        phase = self.phase
        if phase == TURN or phase == GIVE:
            return self.turn
        if phase == TAKE:
            return self.takers[0]
        return None

    def seat_name(self, seat: int | None) -> str:
        if isinstance(seat, int) and 0 <= seat < self.players:
            return self.names[seat]
        return f"seat {seat}"

    def colour(self, card: int) -> str:
        return self.faces[card][0]

    def number(self, card: int) -> int:
        return self.faces[card][1]

    def has_colour(self, seat: int, colour: str) -> bool:
        faces = self.faces
        # A plain loop: this runs for every seat at every draw, give and take, and a generator
        # expression costs twice as much on rows this short.
        for c in self.rows[seat]:
            if faces[c][0] == colour:
                return True
        return False

    def may_receive(self, seat: int, card: int) -> bool:
        """A shooting star can always join a row; a coloured card only a row without its colour."""
        colour = self.faces[card][0]
        return colour == STAR or not self.has_colour(seat, colour)

    def legal_commands(self) -> list[Command]:
        # The same answers as asking ``may_receive`` card by card, with the loops written out:
        # bots ask at every step.
        phase = self.phase
        if phase == TURN:
            seat = self.turn
            if not self.final and self.deck:
                return [_DRAW[seat], _BANK[seat]] if self.rows[seat] else [_DRAW[seat]]
            return [_BANK[seat]] if self.rows[seat] else []
        if phase == GIVE:
            gives = _GIVE[self.turn]
            return [gives[p] for p in self._receivers()]
        if phase == TAKE:
            seat = self.takers[0]
            faces = self.faces
            mine = {faces[c][0] for c in self.rows[seat]}
            takes = _TAKES[seat]
            cmds: list[Command] = []
            for c in self.rows[self.buster]:
                colour = faces[c][0]
                if colour == STAR or colour not in mine:
                    cmds.append(takes[c] if c < DECK_SIZE else _take(seat, c))
            cmds.append(_PASS[seat])
            return cmds
        return []

    def _receivers(self) -> list[int]:
        """The seats that may be given the pending card, clockwise from the drawer's left."""
        faces, rows = self.faces, self.rows
        colour = faces[self.pending][0]
        others = self._clockwise_from(self.turn)
        if colour == STAR:
            return list(others)
        out = []
        for p in others:
            for c in rows[p]:
                if faces[c][0] == colour:
                    break
            else:
                out.append(p)
        return out

    def _clockwise_from(self, seat: int) -> tuple[int, ...]:
        """The other seats, starting with the one to the left (clockwise) of ``seat``."""
        return CLOCKWISE[self.players][seat]

    # ------------------------------------------------------------------ checks
    # Each command has its own check and its own change; the tables at the end of the class pick
    # them by the command's type.
    def _why_illegal(self, c: Command) -> str | None:
        return self._CHECKS[type(c)](self, c)

    def _not_during_takes(self, c: Command) -> str | None:
        if self.phase == TAKE:
            return (f"{self.names[c.seat]} must now take one of {self.names[self.buster]}'s cards or pass; "
                    f"drawing and banking wait for a turn.")
        if self.phase == GIVE:
            return f"{self.names[c.seat]} must first give away the card just drawn."
        return None

    def _check_draw(self, c: Draw) -> str | None:
        if self.phase == TURN and not self.final and self.deck:
            return None
        if reason := self._not_during_takes(c):
            return reason
        if self.final:
            return "The deck is empty: in the final round every player must attempt to bank."
        if not self.deck:
            return "The deck is empty."
        return None

    def _check_bank(self, c: Bank) -> str | None:
        if self.phase == TURN and self.rows[c.seat]:
            return None
        if reason := self._not_during_takes(c):
            return reason
        if not self.rows[c.seat]:
            return f"{self.names[c.seat]} has no face-up cards to bank."
        return None

    def _check_give(self, c: Give) -> str | None:
        if self.phase != GIVE:
            return "There is no drawn card to give away."
        if not (isinstance(c.to, int) and 0 <= c.to < self.players):
            return f"There is no seat {c.to}."
        if c.to == c.seat:
            return f"{self.names[c.seat]} already has a {self.colour(self.pending)} card and must give this one away."
        if not self.may_receive(c.to, self.pending):
            return (f"{self.names[c.to]} already has a {self.colour(self.pending)} card face up; "
                    f"give it to a player who lacks that colour.")
        return None

    def _check_take(self, c: Take) -> str | None:
        if self.phase != TAKE:
            return "Cards can be taken only after a player busts."
        if c.card not in self.rows[self.buster]:
            return f"That card is not among {self.names[self.buster]}'s face-up cards."
        if not self.may_receive(c.seat, c.card):
            return f"{self.names[c.seat]} already has a {self.colour(c.card)} card face up and cannot take another."
        return None

    def _check_pass(self, c: Pass) -> str | None:
        if self.phase != TAKE:
            return "Passing is only for declining a take after a bust."
        return None

    # ------------------------------------------------------------------ changes
    def apply(self, command: Command) -> list[Event]:
        """The shared pipeline (``GameState.apply``), with one shortcut.

        A command object this module handed out (``legal_commands``) is well formed, so when it
        is the actor's and ``_why_illegal`` would find nothing, it is performed here, as the
        pipeline would after the same checks, without its form checks. Every other command, and
        every rejection, goes through the pipeline itself, so the reasons and their order are its
        own. (Random play: about a fifth less time a command than the pipeline's way.)
        """
        kind = _OURS.get(id(command))
        if kind is not None and not self.over:
            phase, seat = self.phase, command.seat
            if phase == TURN:
                # self.actor is the turn; _why_illegal's answer for a draw and a bank attempt:
                if seat == self.turn and (
                        (self.deck and not self.final) if kind is Draw else
                        bool(self.rows[seat]) if kind is Bank else self._why_illegal(command) is None):
                    events: list[Event] = []
                    self._CHANGES[kind](self, command, events)
                    self.step += 1
                    return events
            elif seat == self.actor and self._why_illegal(command) is None:
                events = []
                self._CHANGES[kind](self, command, events)
                self.step += 1
                return events
        return GameState.apply(self, command)

    def _perform(self, c: Command) -> list[Event]:
        events: list[Event] = []
        self._CHANGES[type(c)](self, c, events)
        return events


    def _do_give(self, c: Give, events: list[Event]) -> None:
        card, self.pending = self.pending, None
        self._move(card, "pending", c.to, events)
        self.phase = TURN
        self._end_turn(events)

    def _do_take(self, c: Take, events: list[Event]) -> None:
        self.rows[self.buster].remove(c.card)
        self._move(c.card, _ROW[self.buster], c.seat, events)
        self.takers.pop(0)
        self._next_taker(events)

    def _do_pass(self, c: Pass, events: list[Event]) -> None:
        events.append(Event("pass", {"seat": c.seat}))
        self.takers.pop(0)
        self._next_taker(events)

    def _face(self, card: int) -> dict:
        colour, number = self.faces[card]
        return {"colour": colour, "number": number}

    def _move(self, card: int, src: str, seat: int, events: list[Event]) -> None:
        """Put ``card`` face up in ``seat``'s row, then apply Sky Five! if it completes one."""
        row = self.rows[seat]
        row.append(card)
        colour, number = self.faces[card]
        events.append(Event("move", {"card": card, "src": src, "dst": _ROW[seat], "face_up": True,
                                     "face": {"colour": colour, "number": number}}))
        if len(row) >= len(COLOURS):         # five colours need five cards
            self._sky_five(seat, events)

    def _do_draw(self, c: Draw, events: list[Event]) -> None:
        seat = c.seat
        # Events are built as ``Event(kind, {...})`` on the hot paths: the same objects ``event``
        # makes, without the keyword packing.
        deck, faces = self.deck, self.faces
        card = deck.pop()
        colour, number = faces[card]
        events.append(Event("draw", {"seat": seat, "card": card, "face": {"colour": colour, "number": number}}))
        if not deck:
            self.last_drawer = seat
            events.append(Event("deck_empty", {"seat": seat}))
        # "You always keep a shooting star when you draw it." / "If you ... do not currently have a
        # face-up card that matches the color ... You must keep the card face up in front of you."
        row = self.rows[seat]
        keep = True
        if colour != STAR:
            for other in row:                # self.has_colour(seat, colour), written out
                if faces[other][0] == colour:
                    keep = False
                    break
        if keep:
            # self._move(card, "deck", seat, events) and self._end_turn(events), written out for
            # the common case: a draw is half of all commands.
            row.append(card)
            events.append(Event("move", {"card": card, "src": "deck", "dst": _ROW[seat], "face_up": True,
                                         "face": {"colour": colour, "number": number}}))
            if len(row) >= len(COLOURS):
                self._sky_five(seat, events)
            if deck and not self.final:
                self.turn = turn = (seat + 1) % self.players
                events.append(Event("turn", {"seat": turn}))
            else:
                self._end_turn(events)
            return
        self.pending = card
        events.append(Event("move", {"card": card, "src": "deck", "dst": "pending", "face_up": True,
                                     "face": {"colour": colour, "number": number}}))
        if self._receivers():
            # "you must give the card you drew to another player who does not have a card of that color"
            self.phase = GIVE
            return
        # "if you draw a card and all players have a card of that color face up ... you BUST!"
        self._bust(seat, "draw", events)

    def _do_bank(self, c: Bank, events: list[Event]) -> None:
        seat = c.seat
        # self._die_pick(), written out: a bank attempt is a quarter of all commands.
        cached = self._die_hash
        if cached is None or cached[0] is not self.seed:
            cached = self._die_hasher()
        h = cached[1].copy()
        h.update(f"{self.step}/die".encode())
        self.die = roll = DIE_FACES[int.from_bytes(h.digest(), "big") % _DIE_SIDES]
        events.append(Event("die", {"seat": seat, "value": roll}))
        faces = self.faces
        for card in self.rows[seat]:
            if faces[card][1] == roll:
                # "If the number you roll matches the number on one of your face-up cards, you BUST!"
                self._bust(seat, "die", events)
                return
        self._bank_row(seat, events)
        if self.deck and not self.final:     # self._end_turn(events), its common case written out
            self.turn = turn = (seat + 1) % self.players
            events.append(Event("turn", {"seat": turn}))
        else:
            self._end_turn(events)

    def _bank_row(self, seat: int, events: list[Event]) -> None:
        row = self.rows[seat]
        events.append(Event("bank", {"seat": seat, "cards": list(row)}))
        src, dst = _ROW[seat], _BANKZ[seat]
        for card in row:
            events.append(Event("move", {"card": card, "src": src, "dst": dst, "face_up": False}))
        self.banks[seat].extend(row)
        row.clear()

    def _die_pick(self) -> int:
        """``self.pick("die", len(DIE_FACES))``, the same number, a little cheaper: the BLAKE2
        state after the seed's part of the text is kept (per seed object) and copied per roll."""
        cached = self._die_hash
        if cached is None or cached[0] is not self.seed:
            cached = self._die_hasher()
        h = cached[1].copy()
        h.update(f"{self.step}/die".encode())
        return int.from_bytes(h.digest(), "big") % _DIE_SIDES

    def _die_hasher(self) -> tuple:
        cached = (self.seed, hashlib.blake2b(f"{self.seed}/".encode(), digest_size=8))
        self._die_hash = cached
        return cached

    def _sky_five(self, seat: int, events: list[Event]) -> None:
        # "If you ever have cards of all five colors face up in front of you ... you immediately
        # bank all of your face-up cards without having to roll the die-even if it's not your turn!"
        faces = self.faces
        if len({faces[c][0] for c in self.rows[seat]} - {STAR}) == len(COLOURS):
            events.append(event("sky_five", seat=seat))
            self._bank_row(seat, events)

    def _bust(self, seat: int, why: str, events: list[Event]) -> None:
        events.append(event("bust", seat=seat, why=why, card=self.pending))
        self.buster = seat
        # "starting clockwise from you all other players may take one of your cards"; "If you've
        # already taken your final turn, you can no longer take cards ... during the final round."
        self.takers = [p for p in self._clockwise_from(seat) if p not in self.final_done]
        self.phase = TAKE
        self._next_taker(events)

    def _next_taker(self, events: list[Event]) -> None:
        """Skip players who cannot take anything; finish the bust when nobody is left to decide."""
        buster_row = self.rows[self.buster]
        takers, faces, rows = self.takers, self.faces, self.rows
        while takers:
            mine = {faces[c][0] for c in rows[takers[0]]}
            for c in buster_row:
                colour = faces[c][0]
                if colour == STAR or colour not in mine:
                    break                   # the first taker may take this card: asked
            else:
                takers.pop(0)
                continue
            events.append(Event("take_turn", {"seat": takers[0], "buster": self.buster}))
            return
        # "Next, discard any remaining face-up cards to a discard pile"; the card that busted its
        # drawer goes with them.
        leftovers = list(buster_row)
        if self.pending is not None:
            leftovers.append(self.pending)
        for card in leftovers:
            src = "pending" if card == self.pending else f"row.{self.buster}"
            events.append(event("move", card=card, src=src, dst="discard", face_up=True,
                                face=self._face(card)))
        self.discard.extend(leftovers)
        buster_row.clear()
        self.pending = None
        self.buster = None
        self.phase = TURN
        self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        seat = self.turn
        if not self.final and self.deck:
            self.turn = turn = (seat + 1) % self.players
            events.append(Event("turn", {"seat": turn}))
            return
        if self.final:
            self.final_done.append(seat)
            self.final_queue.pop(0)
        else:
            # "After the last card is drawn, all players take one final turn where they must attempt
            # to bank": starting with the next player and ending with the one who drew it.
            self.final = True
            self.final_queue = [(seat + k) % self.players for k in range(1, self.players + 1)]
            events.append(event("final_round", order=list(self.final_queue)))
        # A final turn with no face-up cards has nothing to attempt: it passes at once.
        while self.final_queue and not self.rows[self.final_queue[0]]:
            skipped = self.final_queue.pop(0)
            self.final_done.append(skipped)
            events.append(event("final_skip", seat=skipped))
        if self.final_queue:
            self.turn = self.final_queue[0]
            events.append(event("turn", seat=self.turn, final=True))
        else:
            self.over = True
            self.phase = OVER
            events.append(event("game_over", **self.result()))

    _CHECKS = {Draw: _check_draw, Bank: _check_bank, Give: _check_give, Take: _check_take, Pass: _check_pass}
    _CHANGES = {Draw: _do_draw, Bank: _do_bank, Give: _do_give, Take: _do_take, Pass: _do_pass}

    # ------------------------------------------------------------------ results
    def scores(self) -> list[int]:
        faces = self.faces
        return [sum(faces[c][1] for c in bank) for bank in self.banks]

    def result(self) -> dict:
        """Scores, winners and which tie-break decided: 'score', 'cards' or 'shared'."""
        scores = self.scores()
        cards = [len(b) for b in self.banks]
        best = max(scores)
        leaders = [p for p in range(self.players) if scores[p] == best]
        decided_by = "score"
        if len(leaders) > 1:
            # "In case of a tie, the tied player with more cards wins. If a tie persists, the
            # victory is shared."
            most = max(cards[p] for p in leaders)
            leaders = [p for p in leaders if cards[p] == most]
            decided_by = "cards" if len(leaders) == 1 else "shared"
        return {"scores": scores, "cards": cards, "winners": leaders, "decided_by": decided_by}

    # ------------------------------------------------------------------ views
    def _card_dicts(self) -> list[dict]:
        # Built once per faces list and shared by its views: faces never change after setup. A
        # position built by hand (or a copy) that sets a new faces list gets its cards rebuilt.
        cached = self._cards
        if cached is None or cached[0] is not self.faces:
            cached = (self.faces, [{"id": i, "colour": c, "number": n} for i, (c, n) in enumerate(self.faces)])
            self._cards = cached
        return cached[1]

    def view(self, seat: int | None) -> dict:
        """What ``seat`` may see (``None``: a spectator). Banked cards lie face down: others see
        how many, not which; the deck order and the removed cards are never shown.

        Card entries are shared read-only dicts; copy one before changing it."""
        card = self._card_dicts().__getitem__
        v = {
            "game": self.GAME_ID, "players": self.players, "names": list(self.names), "seat": seat,
            "turn": self.turn, "actor": self.actor, "phase": self.phase, "step": self.step,
            "deck": len(self.deck), "removed": len(self.removed),
            "rows": [[card(c) for c in row] for row in self.rows],
            "bank_counts": [len(b) for b in self.banks],
            "bank_ids": [list(b) for b in self.banks],
            "discard": [card(c) for c in self.discard],
            "pending": None if self.pending is None else card(self.pending),
            "buster": self.buster, "takers": list(self.takers), "final": self.final,
            "final_queue": list(self.final_queue), "final_done": list(self.final_done),
            "die": self.die, "over": self.over, "first": self.first, "last_drawer": self.last_drawer,
        }
        if seat is not None and 0 <= seat < self.players:
            v["my_bank"] = [card(c) for c in self.banks[seat]]
        if self.over:
            v["banks"] = [[card(c) for c in b] for b in self.banks]
            v["result"] = self.result()
        return v

    # ------------------------------------------------------------------ data
    def copy(self) -> "Sky5State":
        s = Sky5State.__new__(Sky5State)
        s.seed, s.step, s.over, s.players = self.seed, self.step, self.over, self.players
        s.names = list(self.names)
        s.faces = [list(f) for f in self.faces]
        s.removed, s.deck, s.discard = list(self.removed), list(self.deck), list(self.discard)
        s.rows = [list(r) for r in self.rows]
        s.banks = [list(b) for b in self.banks]
        s.first, s.turn, s.phase, s.pending, s.buster = self.first, self.turn, self.phase, self.pending, self.buster
        s.takers = list(self.takers)
        s.final, s.final_queue, s.final_done = self.final, list(self.final_queue), list(self.final_done)
        s.last_drawer, s.die = self.last_drawer, self.die
        s._die_hash = self._die_hash
        return s


    def inconsistency(self) -> str | None:
        """Why these fields cannot be a Sky 5 position, or None (``from_json`` refuses a snapshot
        that has one; ``copy`` does not ask). Checked: the fields' kinds; the faces are the Sky 5
        deck; every card id is in exactly one place (removed, deck, discard, rows, banks, pending);
        every seat named is at the table; no row shows a colour twice or all five colours; and the
        stage fields (phase, pending, buster, takers, final round, over) fit together. How many
        cards were removed is not checked: a position built by hand may leave out any cards."""
        return _inconsistency(self)


_PHASES = (TURN, GIVE, TAKE, OVER)


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _inconsistency(s: Sky5State) -> str | None:
    if not (_is_int(s.players) and MIN_PLAYERS <= s.players <= MAX_PLAYERS):
        return f"players is {s.players!r}, not a number from {MIN_PLAYERS} to {MAX_PLAYERS}"
    n = s.players
    if not _is_int(s.step) or s.step < 0:
        return f"step is {s.step!r}, not a count of commands"
    if not isinstance(s.over, bool) or not isinstance(s.final, bool):
        return "over and final must be true or false"
    if not (isinstance(s.names, list) and len(s.names) == n and all(isinstance(x, str) for x in s.names)):
        return f"names must be {n} strings, one per seat"
    # --- the faces: the Sky 5 deck, each card once
    faces = s.faces
    if not (isinstance(faces, list) and all(isinstance(f, list) and len(f) == 2 for f in faces)):
        return "faces must be a list of [colour, number] pairs"
    if sorted(map(tuple, faces)) != _SORTED_DECK:
        return f"faces are not the {DECK_SIZE} cards of the Sky 5 deck"
    # --- every card id in exactly one place
    zones: list[tuple[str, Any]] = [("removed", s.removed), ("deck", s.deck), ("discard", s.discard)]
    for name, group in (("rows", s.rows), ("banks", s.banks)):
        if not (isinstance(group, list) and len(group) == n):
            return f"{name} must hold one list per seat ({n})"
        zones += [(f"{name}[{p}]", zone) for p, zone in enumerate(group)]
    if s.pending is not None:
        zones.append(("pending", [s.pending]))
    where: dict[int, str] = {}
    for name, zone in zones:
        if not isinstance(zone, list):
            return f"{name} must be a list of card ids"
        for card in zone:
            if not (_is_int(card) and 0 <= card < DECK_SIZE):
                return f"{name} holds {card!r}, not a card id from 0 to {DECK_SIZE - 1}"
            if card in where:
                return f"card {card} is both in {where[card]} and in {name}"
            where[card] = name
    if len(where) != DECK_SIZE:
        lost = min(set(range(DECK_SIZE)) - set(where))
        return f"card {lost} is nowhere (every card must be removed, in the deck, discard, a row, a bank or pending)"
    for p, row in enumerate(s.rows):
        colours = [faces[c][0] for c in row if faces[c][0] != STAR]
        if len(colours) != len(set(colours)):
            return f"row {p} shows a colour twice"
        if len(colours) == len(COLOURS):
            return f"row {p} shows all five colours (Sky Five! banks them at once)"
    # --- seats
    for name in ("first", "turn"):
        if not (_is_int(getattr(s, name)) and 0 <= getattr(s, name) < n):
            return f"{name} is {getattr(s, name)!r}, not a seat from 0 to {n - 1}"
    for name in ("buster", "last_drawer"):
        value = getattr(s, name)
        if value is not None and not (_is_int(value) and 0 <= value < n):
            return f"{name} is {value!r}, not a seat from 0 to {n - 1}"
    for name in ("takers", "final_queue", "final_done"):
        seats = getattr(s, name)
        if not (isinstance(seats, list) and all(_is_int(p) and 0 <= p < n for p in seats)):
            return f"{name} must be a list of seats from 0 to {n - 1}"
        if len(set(seats)) != len(seats):
            return f"{name} names a seat twice"
    if s.die is not None and s.die not in DIE_FACES:
        return f"die is {s.die!r}, not a face of the die"
    # --- the stage
    phase = s.phase
    if phase not in _PHASES:
        return f"phase is {phase!r}, not one of {', '.join(_PHASES)}"
    if s.over != (phase == OVER):
        return f"over is {str(s.over).lower()} but the phase is {phase!r}"
    if phase != TAKE and (s.buster is not None or s.takers):
        return f"a buster and takers belong to the take phase, not to {phase!r}"
    if phase in (TURN, OVER) and s.pending is not None:
        return f"a pending card belongs to the give or take phase, not to {phase!r}"
    if phase == GIVE:
        if s.pending is None:
            return "the give phase needs the pending card to give"
        colour = faces[s.pending][0]
        if colour == STAR or all(faces[c][0] != colour for c in s.rows[s.turn]):
            return "the pending card is one its drawer could keep, so there is nothing to give"
        if s.final:
            return "nothing is drawn in the final round, so there is nothing to give"
    if phase == TAKE:
        if s.buster is None or not s.takers:
            return "the take phase needs a buster and a seat to decide"
        if s.buster in s.takers:
            return "the buster cannot take from their own row"
        if s.buster != s.turn:
            return "the buster must be the seat whose turn it is"
    if s.final:
        if s.deck:
            return "the final round starts only when the deck is empty"
        if set(s.final_queue) & set(s.final_done):
            return "a seat is both still to play and done in the final round"
        if phase == OVER:
            if s.final_queue or len(s.final_done) != n:
                return "a finished game has every seat's final turn done"
        elif not s.final_queue or s.final_queue[0] != s.turn:
            return "in the final round the seat whose turn it is must head the final queue"
    else:
        if s.final_queue or s.final_done:
            return "final_queue and final_done belong to the final round"
        if phase == OVER:
            return "the game ends only after the final round"
        if phase == TURN and not s.deck:
            return "the deck is empty, so the final round should have begun"
    if phase == OVER and any(s.rows):
        return "a finished game has no face-up cards left"
    return None


_SORTED_DECK = sorted(map(tuple, composition()))
