"""Tower's state and rules. Sentences quoted in comments come from docs/rulebooks/tower.txt; the
gap decisions from docs/rulebooks/RULES-DECISIONS.md ("## Tower") and rules/DECISIONS.md ("## Tower").

The state is plain data (``FIELDS``): card ids in the draw pile (``deck``, its top at the end of
the list), the discard pile (oldest first), each seat's hand, tower (bottom stone first) and King
(or None). A card's face follows from its id (``cards.py``), so no list of faces is kept.
"""
from __future__ import annotations

from typing import Any

from ..core import Command, Event, GameState, move, pick, rng
from .cards import (ATTACK_MARGIN, BONUS, COST, DRAW, HAND, HEIGHT, JACK, KING, KING_COST, MAX_PLAYERS,
                    MIN_PLAYERS, QUEEN, colour, decks_for, label, per_deck, table)
from .commands import _BITS, _MADE, COMMANDS, NO_CARD, Attack, Build, Discard, King, Queen, made

MODE = "multi"

# Zone names, made once: events name them at every move.
_HAND = [f"hand.{p}" for p in range(MAX_PLAYERS)]
_TOWER = [f"tower.{p}" for p in range(MAX_PLAYERS)]
_KING = [f"king.{p}" for p in range(MAX_PLAYERS)]
DECK, DISCARD = "deck", "discard"
# Every discard command, made once (see commands.made): _DISCARDS[seat][card].
_DISCARDS = [[made(Discard, p, c) for c in range(per_deck(True) * decks_for(MAX_PLAYERS))]
             for p in range(MAX_PLAYERS)]


def new_game(mode: str = MODE, seats: int = 2, seed: Any = 0, options: dict | None = None) -> "TowerState":
    """A new game: the decks for ``seats`` players shuffled from the seed, six cards dealt to each,
    and the seat left of the dealer holding its first two draws, to act.

    Options: ``names`` (one per seat), ``jokers`` (bool, default True), ``dealer`` (a seat; default
    picked from the seed) or ``first`` (the seat that starts, as the setup screen names it)."""
    options = dict(options or {})
    if mode != MODE:
        raise ValueError(f"Tower has no mode {mode!r}")
    if isinstance(seats, bool) or not (isinstance(seats, int) and MIN_PLAYERS <= seats <= MAX_PLAYERS):
        raise ValueError(f"Tower is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {seats!r}")
    jokers = options.get("jokers", True)
    if not isinstance(jokers, bool):
        raise ValueError(f"the jokers option is true or false, not {jokers!r}")
    dealer = options.get("dealer")
    first = options.get("first")
    if first is not None:
        # The setup screen names the first player, as for the other games; the dealer is the seat
        # to its right, so that "starting left of the dealer" gives that player.
        if isinstance(first, bool) or not (isinstance(first, int) and 0 <= first < seats):
            raise ValueError(f"the first player must be a seat from 0 to {seats - 1}, not {first!r}")
        if dealer is not None and dealer != (first - 1) % seats:
            raise ValueError(f"a dealer of seat {dealer} and a first player of seat {first} disagree")
        dealer = (first - 1) % seats
    if dealer is None:
        # "the dealer is picked at random from the seed (the setup screen may fix it)"
        dealer = pick(seed, 0, "dealer", seats)
    if isinstance(dealer, bool) or not (isinstance(dealer, int) and 0 <= dealer < seats):
        raise ValueError(f"the dealer must be a seat from 0 to {seats - 1}, not {dealer!r}")
    names = [str(n) for n in list(options.get("names") or [])[:seats]]
    names += [f"Player {i + 1}" for i in range(len(names), seats)]

    decks = decks_for(seats)
    deck = list(range(decks * per_deck(jokers)))
    rng(seed, 0, "shuffle").shuffle(deck)

    s = TowerState.__new__(TowerState)
    s.seed, s.step, s.over = seed, 0, False
    s.players, s.names, s.decks, s.jokers, s.dealer = seats, names, decks, jokers, dealer
    s.deck, s.discard = deck, []
    s.hands = [[] for _ in range(seats)]
    s.towers = [[] for _ in range(seats)]
    s.kings = [None] * seats
    s.completed = None
    # "Deal out 6 cards to each player": one at a time, clockwise from the dealer's left.
    for _ in range(HAND):
        for k in range(1, seats + 1):
            s.hands[(dealer + k) % seats].append(deck.pop())
    s._after_load()
    # "Starting left of the dealer, play goes clockwise": the first turn starts (with its draw)
    # as every later one does, from the seat before it.
    s.turn = dealer
    s._next_turn([])
    return s


class TowerState(GameState):
    GAME_ID = "tower"
    COMMANDS = COMMANDS
    FIELDS = ("seed", "step", "over", "players", "names", "decks", "jokers", "dealer", "turn",
              "deck", "discard", "hands", "towers", "kings", "completed")
    _t = None           # the card table (cards.Table) of this game's decks: derived, no field

    def _after_load(self) -> None:
        self._t = table(self.decks, self.jokers) if self._valid_setup() else None

    def _valid_setup(self) -> bool:
        d, j = self.decks, self.jokers
        return isinstance(j, bool) and isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 64

    # ------------------------------------------------------------------ queries
    @property
    def actor(self) -> int | None:
        return None if self.over else self.turn

    @property
    def mode(self) -> str:
        return MODE

    def seat_name(self, seat: int | None) -> str:
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < self.players:
            return self.names[seat]
        return f"seat {seat}"

    def code(self, card: int) -> str:
        return self._t.codes[card]

    def label(self, card: int) -> str:
        """How a sentence names the card ``card``: "7♥", "the red joker"."""
        return label(self._t.codes[card])

    def need_to_build(self, seat: int, stone: int) -> int:
        """The least construction card value (jokers aside) for ``stone`` on ``seat``'s tower:
        "value 1 or more than that of the stone card", "3 or greater" on a tower with a King."""
        return self._t.values[stone] + (KING_COST if self.kings[seat] is not None else COST)

    def tower_value(self, seat: int) -> int:
        values = self._t.values
        return sum(values[c] for c in self.towers[seat])

    def legal_commands(self) -> list[Command]:
        """Every command ``apply`` accepts now, in a fixed order: builds, face plays (Kings, Queens,
        attacks), discards, each by the hand order of its first card, then its second card and target."""
        if self.over:
            return []
        seat, n, t = self.turn, self.players, self._t
        hand, towers, kings = self.hands[seat], self.towers, self.kings
        values, red, stone_ok, payer, joker, ranks = t.values, t.red, t.stone, t.payer, t.joker, t.ranks
        # Commands come from commands.made; the two loops that list the most (builds and attacks)
        # look its cache up themselves, with the key made() packs (each field + 1, _BITS bits each).
        out: list[Command] = []
        payers = [c for c in hand if payer[c]]
        # What each payer is worth against a requirement: a joker meets any (construction or attack).
        paying = [(c, 99 if joker[c] else values[c]) for c in payers]
        tower = towers[seat]
        if not tower:
            # "The bottommost layer of the tower may be played without a construction card"
            out += [made(Build, seat, s, NO_CARD) for s in hand if stone_ok[s]]
        elif len(tower) < HEIGHT:
            top = tower[-1]
            top_value, top_red = values[top], red[top]
            extra = KING_COST if kings[seat] is not None else COST
            builds, base = _MADE[Build], (seat + 1) << (2 * _BITS)
            for s in hand:
                if stone_ok[s] and values[s] < top_value and red[s] != top_red:
                    need = values[s] + extra
                    key = base | ((s + 1) << _BITS)
                    for p, worth in paying:
                        if worth >= need and p != s:
                            cmd = builds.get(key | (p + 1))
                            out.append(cmd if cmd is not None else made(Build, seat, s, p))
        for c in hand:
            rank = ranks[c]
            if rank == KING:
                out += [made(King, seat, c, p) for p in range(n) if towers[p] and kings[p] is None]
            elif rank == QUEEN:
                out += [made(Queen, seat, c, p) for p in range(n) if kings[p] is not None]
            elif rank == JACK:
                attacks, base = _MADE[Attack], (((seat + 1) << _BITS) | (c + 1)) << (2 * _BITS)
                for p in range(n):
                    if p != seat and towers[p] and kings[p] is None:
                        need = values[towers[p][-1]] + ATTACK_MARGIN
                        for a, worth in paying:
                            if worth >= need:
                                cmd = attacks.get(base | ((a + 1) << _BITS) | (p + 1))
                                out.append(cmd if cmd is not None else made(Attack, seat, c, a, p))
        discards = _DISCARDS[seat]
        out += [discards[c] for c in hand]
        return out

    # ------------------------------------------------------------------ checks
    def _why_illegal(self, c: Command) -> str | None:
        return self._CHECKS[type(c)](self, c)

    def _whose(self, target: int, seat: int) -> str:
        return "your" if target == seat else f"{self.names[target]}'s"

    def _no_seat(self, target: int) -> str | None:
        if not 0 <= target < self.players:
            return f"Seat {target} is not at this table (seats 0 to {self.players - 1})."
        return None

    def _check_build(self, c: Build) -> str | None:
        seat, t = c.seat, self._t
        hand, tower = self.hands[c.seat], self.towers[c.seat]
        if c.stone not in hand:
            return "The stone must be a card from your hand."
        if not t.stone[c.stone]:
            if t.joker[c.stone]:
                return "A joker may not be a stone: it is only a construction or attack card."
            return f"The {self.label(c.stone)} may not be a stone: stones are numbered cards, Ace to 10."
        if len(tower) >= HEIGHT:
            return f"Your tower already has its {HEIGHT} stones."
        if not tower:
            if c.pay != NO_CARD:
                return "The bottom stone is free: build it without a construction card."
            return None
        top = tower[-1]
        if t.values[c.stone] >= t.values[top] or t.red[c.stone] == t.red[top]:
            return f"The stone must be lower than the {self.label(top)} and {colour(not t.red[top])}."
        need = self.need_to_build(seat, c.stone)
        if c.pay == NO_CARD:
            return (f"Only the bottom stone is free: the {self.label(c.stone)} needs a construction card "
                    f"of at least {need} (or a joker).")
        if c.pay == c.stone:
            return "The construction card must be another card than the stone."
        if c.pay not in hand:
            return "The construction card must be a card from your hand."
        if not t.payer[c.pay]:
            return (f"The {self.label(c.pay)} may not pay for a stone: a construction card is a numbered "
                    f"card or a joker.")
        if not t.joker[c.pay] and t.values[c.pay] < need:
            if self.kings[seat] is not None:
                return f"A tower protected by a King needs a construction card of at least {need} (or a joker)."
            return f"The {self.label(c.stone)} needs a construction card of at least {need} (or a joker)."
        return None

    def _check_king(self, c: King) -> str | None:
        if c.card not in self.hands[c.seat]:
            return "The King must be a card from your hand."
        if self._t.ranks[c.card] != KING:
            return f"Only a King protects a tower, and the {self.label(c.card)} is none."
        if reason := self._no_seat(c.target):
            return reason
        whose = self._whose(c.target, c.seat)
        if not self.towers[c.target]:
            return f"A King protects a tower with at least one stone, and {whose} tower has none yet."
        king = self.kings[c.target]
        if king is not None:
            return f"Only one King protects a tower at a time, and {whose} tower has the {self.label(king)}."
        return None

    def _check_queen(self, c: Queen) -> str | None:
        if c.card not in self.hands[c.seat]:
            return "The Queen must be a card from your hand."
        if self._t.ranks[c.card] != QUEEN:
            return f"Only a Queen removes a King, and the {self.label(c.card)} is none."
        if reason := self._no_seat(c.target):
            return reason
        if self.kings[c.target] is None:
            return f"A Queen removes a King, and {self._whose(c.target, c.seat)} tower has none."
        return None

    def _check_attack(self, c: Attack) -> str | None:
        t, hand = self._t, self.hands[c.seat]
        if c.jack not in hand:
            return "The Jack must be a card from your hand."
        if t.ranks[c.jack] != JACK:
            return f"An attack is made with a Jack, and the {self.label(c.jack)} is none."
        if reason := self._no_seat(c.target):
            return reason
        if c.target == c.seat:
            return "A Jack attacks another player's tower, never your own."
        if c.card == c.jack:
            return "The attack card must be another card than the Jack."
        if c.card not in hand:
            return "The attack card must be a card from your hand."
        if not t.payer[c.card]:
            return (f"The {self.label(c.card)} may not be an attack card: an attack card is a numbered card "
                    f"or a joker.")
        whose = self._whose(c.target, c.seat)
        tower = self.towers[c.target]
        if not tower:
            return f"{whose.capitalize()} tower has no stone to remove."
        king = self.kings[c.target]
        if king is not None:
            return f"The {self.label(king)} protects {whose} tower from attack."
        top = tower[-1]
        need = t.values[top] + ATTACK_MARGIN
        if not t.joker[c.card] and t.values[c.card] < need:
            return f"Removing the {self.label(top)} takes an attack card of at least {need} (or a joker)."
        return None

    def _check_discard(self, c: Discard) -> str | None:
        if c.card not in self.hands[c.seat]:
            return "You can discard only a card from your hand."
        return None

    # ------------------------------------------------------------------ changes
    def _perform(self, c: Command) -> list[Event]:
        events: list[Event] = []
        self._CHANGES[type(c)](self, c, events)
        return events

    def _move(self, card: int, src: str, dst: str, events: list[Event], index: int | None = None) -> None:
        """A card laid face up for everyone (on a tower, a King's place, the discard pile)."""
        more = {} if index is None else {"index": index}
        events.append(move(card, src, dst, self._t.codes[card], **more))

    def _to_discard(self, card: int, src: str, events: list[Event]) -> None:
        # "The removed stone, the Jack, the attack card, the Queen and the removed King go to the
        # discard pile, as do construction cards. The discard pile is never reshuffled."
        self.discard.append(card)
        self._move(card, src, DISCARD, events)

    def _do_build(self, c: Build, events: list[Event]) -> None:
        seat, codes = c.seat, self._t.codes
        hand, tower = self.hands[seat], self.towers[seat]
        events.append(Event("build", {"seat": seat, "stone": codes[c.stone],
                                      "pay": None if c.pay == NO_CARD else codes[c.pay],
                                      "height": len(tower) + 1}))
        hand.remove(c.stone)
        tower.append(c.stone)
        self._move(c.stone, _HAND[seat], _TOWER[seat], events, index=len(tower) - 1)
        if c.pay != NO_CARD:
            hand.remove(c.pay)
            self._to_discard(c.pay, _HAND[seat], events)
        if len(tower) == HEIGHT:
            # "Upon a player successfully adding a 6th layer to their tower, gameplay immediately ends."
            self.completed = seat
            events.append(Event("complete", {"seat": seat, "bonus": BONUS if self.deck else 0}))
            self._finish(events)
            return
        self._next_turn(events)

    def _do_king(self, c: King, events: list[Event]) -> None:
        events.append(Event("king", {"seat": c.seat, "card": self._t.codes[c.card], "target": c.target}))
        self.hands[c.seat].remove(c.card)
        self.kings[c.target] = c.card
        self._move(c.card, _HAND[c.seat], _KING[c.target], events)
        self._next_turn(events)

    def _do_queen(self, c: Queen, events: list[Event]) -> None:
        codes = self._t.codes
        king = self.kings[c.target]
        events.append(Event("queen", {"seat": c.seat, "card": codes[c.card], "target": c.target,
                                      "king": codes[king]}))
        self.hands[c.seat].remove(c.card)
        self._to_discard(c.card, _HAND[c.seat], events)
        self.kings[c.target] = None
        self._to_discard(king, _KING[c.target], events)
        self._next_turn(events)

    def _do_attack(self, c: Attack, events: list[Event]) -> None:
        codes = self._t.codes
        tower = self.towers[c.target]
        stone = tower[-1]
        events.append(Event("attack", {"seat": c.seat, "jack": codes[c.jack], "card": codes[c.card],
                                       "target": c.target, "stone": codes[stone]}))
        hand = self.hands[c.seat]
        hand.remove(c.jack)
        self._to_discard(c.jack, _HAND[c.seat], events)
        hand.remove(c.card)
        self._to_discard(c.card, _HAND[c.seat], events)
        tower.pop()
        self._to_discard(stone, _TOWER[c.target], events)
        self._next_turn(events)

    def _do_discard(self, c: Discard, events: list[Event]) -> None:
        events.append(Event("discard", {"seat": c.seat, "card": self._t.codes[c.card]}))
        self.hands[c.seat].remove(c.card)
        self._to_discard(c.card, _HAND[c.seat], events)
        self._next_turn(events)

    def _next_turn(self, events: list[Event]) -> None:
        """Start the next turn: clockwise, the next seat draws (two, one if only one is left, none
        from an empty pile) and acts, unless its hand is still empty: then it is skipped. With an
        empty pile and empty hands, the game is over."""
        deck, hands = self.deck, self.hands
        if not deck and not any(hands):
            # "the game ends when every hand is empty or a tower reaches 6 layers"
            self._finish(events)
            return
        seat, n = self.turn, self.players
        codes = self._t.codes
        while True:
            seat = (seat + 1) % n
            count = DRAW if len(deck) >= DRAW else len(deck)
            events.append(Event("draw", {"seat": seat, "count": count}))
            hand, zone = hands[seat], _HAND[seat]
            for _ in range(count):
                card = deck.pop()
                hand.append(card)
                events.append(move(card, DECK, zone, codes[card], seen_by=(seat,)))
                if not deck:
                    events.append(Event("pile_empty", {}))
            if hand:
                self.turn = seat
                events.append(Event("turn", {"seat": seat}))
                return
            # "A player whose hand is empty after drawing is skipped." Some hand holds a card (checked
            # above), so this loop ends within one round.
            events.append(Event("skip", {"seat": seat}))

    def _finish(self, events: list[Event]) -> None:
        self.over = True
        events.append(Event("game_over", self.result()))

    _CHECKS = {Build: _check_build, King: _check_king, Queen: _check_queen, Attack: _check_attack,
               Discard: _check_discard}
    _CHANGES = {Build: _do_build, King: _do_king, Queen: _do_queen, Attack: _do_attack, Discard: _do_discard}

    # ------------------------------------------------------------------ results
    def bonuses(self) -> list[int]:
        """+5 for the seat that completed its tower while the pile still held a card ("If a player
        has completed his or her tower before the draw pile is exhausted ... 5 bonus points"). The
        game ends at once, so the pile now is the pile at that moment."""
        out = [0] * self.players
        if self.completed is not None and self.deck:
            out[self.completed] = BONUS
        return out

    def scores(self) -> list[int]:
        """"the sum of the value of the numbered cards which their tower consists of", plus the bonus."""
        values = [self.tower_value(p) for p in range(self.players)]
        return [v + b for v, b in zip(values, self.bonuses())]

    def result(self) -> dict:
        values = [self.tower_value(p) for p in range(self.players)]
        bonus = self.bonuses()
        scores = [v + b for v, b in zip(values, bonus)]
        best = max(scores)
        return {"scores": scores,
                # "The player with the highest score wins." Equal highest scores share the win.
                "winners": [p for p, v in enumerate(scores) if v == best],
                "decided_by": "score", "stones": [len(t) for t in self.towers], "values": values,
                "bonus": bonus, "completed": self.completed, "pile_left": len(self.deck)}

    # ------------------------------------------------------------------ views
    def view(self, seat: int | None) -> dict:
        """What ``seat`` may see (``None``: a spectator): its own hand; of the others only how many
        cards they hold. Towers, Kings and the discard pile are face up; of the pile only its size.

        Card dicts are shared read-only dicts; copy one before changing it."""
        d = self._t.dicts
        mine = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < self.players
        v = {"game": self.GAME_ID, "mode": MODE, "players": self.players, "names": list(self.names),
             "seat": seat, "turn": self.turn, "actor": self.actor, "step": self.step, "over": self.over,
             "dealer": self.dealer, "jokers": self.jokers, "decks": self.decks, "deck": len(self.deck),
             "discard": [d[c] for c in self.discard],
             "hand": [d[c] for c in self.hands[seat]] if mine else None,
             "hand_sizes": [len(h) for h in self.hands],
             "towers": [[d[c] for c in tower] for tower in self.towers],
             "kings": [None if k is None else d[k] for k in self.kings],
             "tower_values": [self.tower_value(p) for p in range(self.players)]}
        if self.over:
            v["result"] = self.result()
        return v

    # ------------------------------------------------------------------ data
    def copy(self) -> "TowerState":
        s = TowerState.__new__(TowerState)
        s.seed, s.step, s.over, s.players = self.seed, self.step, self.over, self.players
        s.names, s.decks, s.jokers, s.dealer = list(self.names), self.decks, self.jokers, self.dealer
        s.turn, s.completed = self.turn, self.completed
        s.deck, s.discard, s.kings = list(self.deck), list(self.discard), list(self.kings)
        s.hands = [list(h) for h in self.hands]
        s.towers = [list(t) for t in self.towers]
        s._t = self._t
        return s

    def inconsistency(self) -> str | None:
        """Why these fields cannot be a Tower position, or None (``from_json`` refuses a snapshot that
        has one; ``copy`` does not ask). See ``consistency.py`` for what is checked."""
        from .consistency import inconsistency
        return inconsistency(self)
