"""Sky 5's state and rules. Rule sentences quoted in comments come from shared/rulebooks/sky-5.txt."""
from __future__ import annotations

from typing import Any

from ..core import Command, Event, GameState, event, rng
from .cards import COLOURS, DIE_FACES, MAX_PLAYERS, MIN_PLAYERS, REMOVED_BY_PLAYERS, STAR, composition
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


def _take(seat: int, card: int) -> Take:
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

    # ------------------------------------------------------------------ queries
    @property
    def actor(self) -> int | None:
        if self.phase == TAKE:
            return self.takers[0]
        if self.phase == OVER:
            return None
        return self.turn

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
        phase = self.phase
        if phase == TURN:
            seat = self.turn
            cmds: list[Command] = []
            if not self.final and self.deck:
                cmds.append(_DRAW[seat])
            if self.rows[seat]:
                cmds.append(_BANK[seat])
            return cmds
        if phase == GIVE:
            gives = _GIVE[self.turn]
            return [gives[p] for p in self._receivers()]
        if phase == TAKE:
            seat = self.takers[0]
            return [_take(seat, c) for c in self.rows[self.buster] if self.may_receive(seat, c)] + [_PASS[seat]]
        return []

    def _receivers(self) -> list[int]:
        card, me = self.pending, self.turn
        return [p for p in self._clockwise_from(me) if self.may_receive(p, card)]

    def _clockwise_from(self, seat: int) -> list[int]:
        """The other seats, starting with the one to the left (clockwise) of ``seat``."""
        return [(seat + k) % self.players for k in range(1, self.players)]

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
        if reason := self._not_during_takes(c):
            return reason
        if self.final:
            return "The deck is empty: in the final round every player must attempt to bank."
        if not self.deck:
            return "The deck is empty."
        return None

    def _check_bank(self, c: Bank) -> str | None:
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
    def _perform(self, c: Command) -> list[Event]:
        events: list[Event] = []
        self._CHANGES[type(c)](self, c, events)
        return events

    def _do_draw(self, c: Draw, events: list[Event]) -> None:
        self._draw(c.seat, events)

    def _do_bank(self, c: Bank, events: list[Event]) -> None:
        self._attempt_bank(c.seat, events)

    def _do_give(self, c: Give, events: list[Event]) -> None:
        card, self.pending = self.pending, None
        self._move(card, "pending", c.to, events)
        self.phase = TURN
        self._end_turn(events)

    def _do_take(self, c: Take, events: list[Event]) -> None:
        self.rows[self.buster].remove(c.card)
        self._move(c.card, f"row.{self.buster}", c.seat, events)
        self.takers.pop(0)
        self._next_taker(events)

    def _do_pass(self, c: Pass, events: list[Event]) -> None:
        events.append(event("pass", seat=c.seat))
        self.takers.pop(0)
        self._next_taker(events)

    _CHECKS = {Draw: _check_draw, Bank: _check_bank, Give: _check_give, Take: _check_take, Pass: _check_pass}
    _CHANGES = {Draw: _do_draw, Bank: _do_bank, Give: _do_give, Take: _do_take, Pass: _do_pass}

    def _face(self, card: int) -> dict:
        colour, number = self.faces[card]
        return {"colour": colour, "number": number}

    def _move(self, card: int, src: str, seat: int, events: list[Event]) -> None:
        """Put ``card`` face up in ``seat``'s row, then apply Sky Five! if it completes one."""
        self.rows[seat].append(card)
        events.append(event("move", card=card, src=src, dst=f"row.{seat}", face_up=True,
                            face=self._face(card)))
        self._sky_five(seat, events)

    def _draw(self, seat: int, events: list[Event]) -> None:
        card = self.deck.pop()
        events.append(event("draw", seat=seat, card=card, face=self._face(card)))
        if not self.deck:
            self.last_drawer = seat
            events.append(event("deck_empty", seat=seat))
        # "You always keep a shooting star when you draw it." / "If you ... do not currently have a
        # face-up card that matches the color ... You must keep the card face up in front of you."
        if self.may_receive(seat, card):
            self._move(card, "deck", seat, events)
            self._end_turn(events)
            return
        self.pending = card
        events.append(event("move", card=card, src="deck", dst="pending", face_up=True,
                            face=self._face(card)))
        if self._receivers():
            # "you must give the card you drew to another player who does not have a card of that color"
            self.phase = GIVE
            return
        # "if you draw a card and all players have a card of that color face up ... you BUST!"
        self._bust(seat, "draw", events)

    def _attempt_bank(self, seat: int, events: list[Event]) -> None:
        roll = DIE_FACES[self.pick("die", len(DIE_FACES))]
        self.die = roll
        events.append(event("die", seat=seat, value=roll))
        if any(self.faces[c][1] == roll for c in self.rows[seat]):
            # "If the number you roll matches the number on one of your face-up cards, you BUST!"
            self._bust(seat, "die", events)
            return
        self._bank_row(seat, events)
        self._end_turn(events)

    def _bank_row(self, seat: int, events: list[Event]) -> None:
        row = self.rows[seat]
        events.append(event("bank", seat=seat, cards=list(row)))
        for card in row:
            events.append(event("move", card=card, src=f"row.{seat}", dst=f"bank.{seat}", face_up=False))
        self.banks[seat].extend(row)
        row.clear()

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
        while self.takers and not any(self.may_receive(self.takers[0], c) for c in buster_row):
            self.takers.pop(0)
        if self.takers:
            events.append(event("take_turn", seat=self.takers[0], buster=self.buster))
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
        if self.final:
            self.final_done.append(seat)
            self.final_queue.pop(0)
        elif not self.deck:
            # "After the last card is drawn, all players take one final turn where they must attempt
            # to bank": starting with the next player and ending with the one who drew it.
            self.final = True
            self.final_queue = [(seat + k) % self.players for k in range(1, self.players + 1)]
            events.append(event("final_round", order=list(self.final_queue)))
        else:
            self.turn = (seat + 1) % self.players
            events.append(event("turn", seat=self.turn))
            return
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
        cached = self.__dict__.get("_cards")
        if cached is None or cached[0] is not self.faces:
            cached = (self.faces, [{"id": i, "colour": c, "number": n} for i, (c, n) in enumerate(self.faces)])
            self.__dict__["_cards"] = cached
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
            "die": self.die, "over": self.over, "first": self.first,
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
        s.__dict__.update(self.__dict__)
        s.names = list(self.names)
        s.faces = [list(f) for f in self.faces]
        s.removed, s.deck, s.discard = list(self.removed), list(self.deck), list(self.discard)
        s.rows = [list(r) for r in self.rows]
        s.banks = [list(b) for b in self.banks]
        s.takers, s.final_queue, s.final_done = list(self.takers), list(self.final_queue), list(self.final_done)
        return s

