"""Sky Towers' state and rules. Rule sentences quoted in comments come from
docs/rulebooks/sky-towers.txt; gaps are decided in docs/rulebooks/RULES-DECISIONS.md and rules/DECISIONS.md.

Three modes share one state:
- ``multi``: 2-4 seats, each with a secret hand.
- ``light``: one seat, the Light solitaire (hand limit, discard pile, only the 1 and 10 effects).
- ``taroma``: one human seat (0) against Taroma (seat 1), the automaton. Taroma never decides
  through commands: its turns are applied inside the state as part of the rules, each event carrying
  a ``caption`` naming the rulebook step ("1A" ... "1E", "2").

Card ids are positions in the shuffled deck (``faces[id]`` is the card's value), so an id never
reveals a face. The deck's top card is the last id in ``deck``.
"""
from __future__ import annotations

from itertools import chain, combinations
from typing import Any, Iterable

from ..core import Command, Event, GameState, event, new_event, rng, shuffle
from .cards import (ACTIONS, ACTIONS_LAST, BONUS_CARDS, DECK_SIZE, DISCARD_DOWN_TO, EXTRA_ACTION, FIVE, FLAGS,
                    FOUR, HAND_SIZE, KITES, LIGHT_DEFAULT, LIGHT_DIFFICULTIES, LIGHT_SLOTS, MASTER_BUILDER,
                    MULTI_PLAYERS, MULTI_SLOTS, ONE, SIX, TAROMA_DEFAULT, TAROMA_DIFFICULTIES, TAROMA_NAME,
                    TAROMA_PLAYER_SLOTS, TAROMA_ROW, TARGET, TEN, VALUES, composition)
from .commands import (COMMANDS, DISCARD1, DRAW1, DRAW_DISCARDING, END_GAME1, END_TURN1, PLAY1, RETURN1, Ask,
                       Discard, Draw, EndGame, EndTurn, Play, Return, parse_tower, play)
from .phases import ASK, DISCARD, LIGHT, MODES, MULTI, OVER, TAROMA, TAROMA_MODE, TURN
from .consistency import find_inconsistency
from .taroma import TaromaMixin

_ASKS: dict[tuple[int, int], tuple] = {}
# Zone names of hands and tower slots, made once: ``_TOWER_ZONE[owner][slot]``.
_HAND_ZONE = [f"hand.{seat}" for seat in range(max(MULTI_PLAYERS))]
_MAX_SLOTS = max([LIGHT_SLOTS, TAROMA_PLAYER_SLOTS, *MULTI_SLOTS.values(), *TAROMA_DIFFICULTIES.values()])
_TOWER_ZONE = [[f"tower.{owner}.{slot}" for slot in range(_MAX_SLOTS)] for owner in range(max(MULTI_PLAYERS))]
_TOWER_NAME = [[f"{owner}.{slot}" for slot in range(_MAX_SLOTS)] for owner in range(max(MULTI_PLAYERS))]
_COMPLETED_ZONE = [f"completed.{owner}" for owner in range(max(MULTI_PLAYERS))]
# (owner, slot) by tower name, for commands already found legal (which name an existing slot).
_TOWER_PLACE = {name: (owner, slot) for owner, names in enumerate(_TOWER_NAME) for slot, name in enumerate(names)}
# The frequent events' data is a copy of a prepared dict with the keys that differ set
# (``data = template.copy()``, then ``data["card"] = c``): a dict literal is built key by key and
# costs about twice as much at six or seven keys, ``dict(template, card=c)`` a fifth more than the
# copy (a call of the type, its keywords set one by one), and a random play-out makes some six
# events a command. Each template has the keys in the order of the literal it stands for, so the
# events and their JSON are the same.
# The cards of a play, by ``[seat][owner][slot]``; Taroma's own, by ``[caption][slot]``.
_PLAY_MOVE = [[[{"card": 0, "src": _HAND_ZONE[seat], "dst": _TOWER_ZONE[owner][slot], "face_up": True, "face": 0,
                 "seat": seat} for slot in range(_MAX_SLOTS)] for owner in range(max(MULTI_PLAYERS))]
              for seat in range(max(MULTI_PLAYERS))]
_TAROMA_PLAY_MOVE = {caption: [{"card": 0, "src": "row.1", "dst": _TOWER_ZONE[TAROMA][slot], "face_up": True, "face": 0,
                                "seat": TAROMA, "caption": caption} for slot in range(_MAX_SLOTS)]
                     for caption in ("1A", "1B", "1C", "1D")}
# The cards of a returned tower, by ``[seat][slot]``; a card Taroma draws; a turn's start, by
# ``[final][seat]``.
_RETURN_MOVE = [[{"card": 0, "src": _TOWER_ZONE[seat][slot], "dst": _HAND_ZONE[seat], "face_up": False, "face": 0}
                 for slot in range(_MAX_SLOTS)] for seat in range(max(MULTI_PLAYERS))]
_TAROMA_DRAW = {"card": 0, "src": "deck", "dst": "row.1", "index": 0, "face_up": False, "seat": TAROMA}
_TURN_DATA = {final: [{"seat": seat, "actions": ACTIONS_LAST if final else ACTIONS, "final": final}
                      for seat in range(max(MULTI_PLAYERS))] for final in (False, True)}
# The bonus cards (indexes into BONUS_CARDS) a completed tower earns, by its sorted card values:
# whether a tower matches depends only on its values, and towers of 21 repeat a few hundred shapes.
_BONUS_MATCHES: dict[tuple[int, ...], tuple[int, ...]] = {}


def _bonus_matches(values: list[int]) -> tuple[int, ...]:
    key = tuple(sorted(values))
    found = _BONUS_MATCHES.get(key)
    if found is None:
        found = _BONUS_MATCHES[key] = tuple(i for i, card in enumerate(BONUS_CARDS) if card.matches(values))
    return found


def _asks(players: int, seat: int) -> tuple:
    """Every Ask of ``seat``: each other seat, each card value."""
    found = _ASKS.get((players, seat))
    if found is None:
        found = _ASKS[(players, seat)] = tuple(Ask(seat, p, v) for p in range(players) if p != seat for v in VALUES)
    return found


def _accepts(room: int, top: int, v: int) -> bool:
    """Whether a card of value ``v`` fits a tower with ``room`` left below 21 and top card ``top``
    (0: an empty slot): "NEVER ... over 21"; "A 10 cannot cover another card"; "You can only cover a
    1 with another 1." Blocking by neighbours is checked apart."""
    if v > room:
        return False
    if not top:
        return True
    return v != TEN and (top != ONE or v == ONE)


# _ACCEPT[total][top][value] for a tower of that total and top card's value (0, 0: an empty slot),
# precomputed for the legal-command hot path.
_ACCEPT = [[tuple(_accepts(TARGET - total, top, v) for v in range(TEN + 1)) for top in range(TEN + 1)]
           for total in range(TARGET + 1)]
_NEIGHBOURS: dict[tuple[int, int], tuple[int, ...]] = {}


def neighbours(players: int, seat: int) -> tuple[int, ...]:
    """The seats whose tower tops block ``seat``: left and right (2 players: the opponent)."""
    key = (players, seat)
    found = _NEIGHBOURS.get(key)
    if found is None:
        if players < 2:
            found = ()
        else:
            found = tuple(sorted({(seat - 1) % players, (seat + 1) % players} - {seat}))
        _NEIGHBOURS[key] = found
    return found


# ``neighbours`` for every table size and seat, as a list lookup for the legal-command hot path.
_BLOCKERS = [[neighbours(players, seat) for seat in range(max(MULTI_PLAYERS))]
             for players in range(max(MULTI_PLAYERS) + 1)]
# By card value: whether a card adds plays of its own to the legal commands (a group of 4s; an 8 or 9
# on another player's tower). Light solitaire uses neither effect.
_SPECIAL = tuple(v == FOUR or v in EXTRA_ACTION for v in range(TEN + 1))
_LIGHT_SPECIAL = (False,) * (TEN + 1)
_NO_ACCEPTS = (False,) * (TEN + 1)
# The legal-command loop (``_turn_commands``) is written for a deciding seat with one or two slots.
_PERSON_SLOTS = (LIGHT_SLOTS, TAROMA_PLAYER_SLOTS, *MULTI_SLOTS.values())
if not all(1 <= n <= 2 for n in _PERSON_SLOTS):
    raise ValueError(f"data.json: a seat has one or two tower slots, not {_PERSON_SLOTS}")

_COMPOSITION = tuple(composition())
_OPENING = object()     # ``_r`` during Taroma's opening turn, until ``_rand`` makes its generator


def _names(options: dict, count: int) -> list[str]:
    names = list(options.get("names") or [])
    return [str(n) for n in names[:count]] + [f"Player {i + 1}" for i in range(len(names), count)]


def new_game(mode: str = MULTI, seats: int = 2, seed: Any = 0, options: dict | None = None) -> "SkyTowersState":
    """A new game. Options: ``first`` (multi: the seat that starts), ``names`` and ``difficulty``
    (light: easy/normal/challenging/hard; taroma: normal/hard)."""
    options = dict(options or {})
    if mode not in MODES:
        raise ValueError(f"Sky Towers has no mode {mode!r} (modes: {', '.join(MODES)})")
    setup = rng(seed, "setup")
    faces = list(_COMPOSITION)
    # "Shuffle all of the other cards and form a face down draw deck." Card ids are positions in the
    # shuffled deck, so an id never tells which card it is; the top of the deck is the highest id.
    shuffle(setup, faces)

    s = SkyTowersState.__new__(SkyTowersState)
    s.seed, s.step, s.over = seed, 0, False
    s.mode = mode
    s.faces = faces
    s.deck = list(range(DECK_SIZE))
    s.discard, s.out, s.up = [], [], []
    s.bonus = [None] * len(BONUS_CARDS)      # "Set aside the bonus cards": None = on the table
    s.phase, s.actions, s.acted = TURN, 0, 0
    s.discard_queue, s.final, s.final_queue, s.refilled = [], False, [], False
    s.last_drawer, s.ended_by, s.opening = None, None, []
    s.hand_limit = None
    s._forget_derived()

    if mode == MULTI:
        low, high = MULTI_PLAYERS
        if not (isinstance(seats, int) and low <= seats <= high):
            raise ValueError(f"Sky Towers is for {low}-{high} players, not {seats}")
        s.players = s.seats = seats
        s.difficulty = None
        s.names = _names(options, seats)
        first = options.get("first")
        if first is None:
            first = setup.randrange(seats)
        if not (isinstance(first, int) and not isinstance(first, bool) and 0 <= first < seats):
            raise ValueError(f"first player must be a seat from 0 to {seats - 1}")
        s.first = first
        slots = MULTI_SLOTS[seats]
        s.towers = [[[] for _ in range(slots)] for _ in range(seats)]
        s.hands = [[] for _ in range(seats)]
        # "Each player draws 5 cards."
        for _ in range(HAND_SIZE):
            for k in range(seats):
                s.hands[(first + k) % seats].append(s.deck.pop())
    elif mode == LIGHT:
        if seats != 1:
            raise ValueError(f"Light solitaire is for 1 player, not {seats}")
        level = options.get("difficulty") or LIGHT_DEFAULT
        if level not in LIGHT_DIFFICULTIES:
            raise ValueError(f"Light difficulty must be one of {', '.join(LIGHT_DIFFICULTIES)}, not {level!r}")
        s.players = s.seats = 1
        s.difficulty = level
        s.names = _names(options, 1)
        s.first = 0
        s.towers = [[[] for _ in range(LIGHT_SLOTS)]]
        deal = LIGHT_DIFFICULTIES[level]
        # "Draw 4 cards to your hand. Draw and set aside 4 cards, face down. These cards are out of
        # the game." "The number of cards you were dealt during setup determines your maximum hand size."
        s.hands = [[s.deck.pop() for _ in range(deal)]]
        s.out = [s.deck.pop() for _ in range(deal)]
        s.hand_limit = deal
    else:
        if seats != 1:
            raise ValueError(f"Taroma solitaire is for 1 player, not {seats}")
        level = options.get("difficulty") or TAROMA_DEFAULT
        if level not in TAROMA_DIFFICULTIES:
            raise ValueError(f"Taroma difficulty must be one of {', '.join(TAROMA_DIFFICULTIES)}, not {level!r}")
        s.players, s.seats = 2, 1
        s.difficulty = level
        s.names = _names(options, 1) + [TAROMA_NAME]
        # "Taroma always takes the first turn."
        s.first = TAROMA
        # "Both players may build up to 2 towers each"; harder: "Taroma may build an additional tower".
        s.towers = [[[] for _ in range(TAROMA_PLAYER_SLOTS)], [[] for _ in range(TAROMA_DIFFICULTIES[level])]]
        # "Draw 5 cards to your hand. Deal 5 cards face down to form Taroma's row."
        s.hands = [[s.deck.pop() for _ in range(HAND_SIZE)], [s.deck.pop() for _ in range(TAROMA_ROW)]]
    s.completed = [[] for _ in range(s.players)]

    if mode == LIGHT:
        s.turn = 0
    elif mode == MULTI:
        s.turn = s.first
        s.actions = ACTIONS
    else:
        # Taroma's opening turn happens during setup; its events are kept in ``opening`` (plain
        # JSON) so the table can animate them. See ``opening_events``.
        s._r = _OPENING       # the opening turn's own generator, made only if a card needs it (``_rand``)
        events: list[Event] = []
        s._start_turn(TAROMA, events)
        s._r = None
        s.opening = [e.to_json() for e in events]
    return s


class SkyTowersState(TaromaMixin, GameState):
    GAME_ID = "sky-towers"
    COMMANDS = COMMANDS
    FIELDS = ("seed", "step", "over", "mode", "players", "seats", "names", "difficulty", "faces", "deck",
              "hands", "up", "towers", "completed", "bonus", "discard", "out", "hand_limit", "first", "turn",
              "phase", "actions", "acted", "discard_queue", "final", "final_queue", "refilled", "last_drawer",
              "ended_by", "opening")
    # The derived data (below) and ``opening`` are slots, the other fields plain attributes. CPython
    # (3.11) keeps an object's attributes inline, under names its class shares, for at most 29 names;
    # with more, each state got a dict of its own, and each method call on it (``self._play(...)``,
    # a dozen a command) missed the interpreter's cache of the lookup, whose key is the shared names.
    # Slots are not among the names. All of them are set when a state is made (``_forget_derived``).
    __slots__ = ("opening", "_r", "_sums", "_tops", "_legal", "_cards")

    # ------------------------------------------------------------------ queries
    @property
    def actor(self) -> int | None:
        phase = self.phase
        if phase == TURN or phase == ASK:
            return self.turn
        if phase == DISCARD:
            return self.discard_queue[0]
        return None

    def seat_name(self, seat: int | None) -> str:
        if isinstance(seat, int) and 0 <= seat < self.players:
            return self.names[seat]
        return f"seat {seat}"

    def opening_events(self) -> list[Event]:
        """Taroma solitaire: the events of Taroma's first turn, played during setup."""
        return [new_event(e["kind"], {k: v for k, v in e.items() if k != "kind"}) for e in self.opening]

    def hand_zone(self, seat: int) -> str:
        if self.mode == TAROMA_MODE and seat == TAROMA:
            return "row.1"
        return f"hand.{seat}"

    def tower_total(self, owner: int, slot: int) -> int:
        faces = self.faces
        return sum(faces[c] for c in self.towers[owner][slot])

    # Each tower's total, ``_sums[owner][slot]``, and its top card's value, ``_tops[owner][slot]`` (0
    # for an empty slot, which no card value matches): derived data, never saved. A tower changes
    # only in ``_play``, ``_complete`` and ``_return``, which keep both up to date, so the hot paths
    # (the legal commands, Taroma's turn, completing) need not look at a tower's cards again. Built
    # together on first use (``self._sums or self._tower_sums()``) after setup, ``from_json`` or
    # ``copy`` (which copies them), so a malformed save still gets the consistency check's sentence
    # rather than an error here.
    _sums: list[list[int]] | None
    _tops: list[list[int]] | None
    # The legal commands of one step, (step, commands[, the commands as a frozenset]), or None: see
    # ``_list_legal``. Never saved; ``copy`` and ``from_json`` start without.
    _legal: tuple | None
    # This command's generator (``_rand``), and the view's card dicts (``_card_dicts``), or None.
    _r: Any
    _cards: list[dict] | None

    def _forget_derived(self) -> None:
        """No derived data: each part is made again when first needed."""
        self._r = None
        self._sums = None
        self._tops = None
        self._legal = None
        self._cards = None

    def _tower_sums(self) -> list[list[int]]:
        faces = self.faces
        sums = self._sums = [[sum(map(faces.__getitem__, t)) for t in ts] for ts in self.towers]
        self._tops = [[faces[t[-1]] if t else 0 for t in ts] for ts in self.towers]
        return sums

    def blocked_values(self, seat: int) -> set[int]:
        """Values ``seat`` may not play: "You may NEVER play a card that matches the top card of the
        tower to your left or right. In a 2 player game, this refers to both of your opponent's towers"."""
        if self.mode == LIGHT:
            return set()
        faces, towers = self.faces, self.towers
        return {faces[t[-1]] for p in neighbours(self.players, seat) for t in towers[p] if t}

    # ------------------------------------------------------------------ legal commands
    def legal_commands(self) -> list[Command]:
        """Every legal command of the actor, in a deterministic order (plays, draws, returns, end).

        This list is the one source of legality: ``apply`` accepts a command exactly when it is
        listed here (``_why_illegal``); the other checks only find the sentence that says why a
        command is not. The list is remembered for this step (states change only through ``apply``,
        which advances the step)."""
        cache = self._legal
        step = self.step
        if cache is not None and cache[0] == step:
            return list(cache[1])
        if self.phase == TURN:
            # ``_list_legal``'s usual case, written here: a play-out lists at every command, and
            # going through ``_list_legal`` cost an interpreter frame each time.
            cmds = self._turn_commands(self.turn)
            self._legal = (step, cmds)
            return list(cmds)
        return list(self._list_legal())

    def _legal_now(self) -> list:
        cache = self._legal
        if cache is not None and cache[0] == self.step:
            return cache[1]
        return self._list_legal()

    def _list_legal(self) -> list:
        """The legal commands, listed afresh and remembered for this step (the list is never handed
        out: ``legal_commands`` returns copies)."""
        phase = self.phase
        if phase == TURN:
            cmds = self._turn_commands(self.turn)
        elif phase == DISCARD:
            seat = self.discard_queue[0]
            row = DISCARD1[seat]
            cmds = [row[c] for c in self.hands[seat]]
        elif phase == ASK:
            seat = self.turn
            cmds = list(_asks(self.players, seat))
            if self.deck:
                cmds.append(DRAW1[seat])
        else:
            cmds = []
        self._legal = (self.step, cmds)
        return cmds

    def _turn_commands(self, seat: int) -> list[Command]:
        faces = self.faces
        towers = self.towers
        hand = self.hands[seat]
        light = self.mode == LIGHT
        cmds: list[Command] = []
        mine = towers[seat]
        sums = self._sums or self._tower_sums()
        tops = self._tops
        if hand:
            # The values of the blocking tops (an empty slot's 0 blocks no card). With one neighbour
            # (two players, Taroma solitaire) its list of tops is read as it is, with no set made.
            blockers = _BLOCKERS[self.players][seat]
            if len(blockers) == 1:
                blocked = tops[blockers[0]]
            else:
                blocked = set()
                for p in blockers:     # none in Light solitaire
                    blocked.update(tops[p])
            # A deciding seat (Taroma never decides) has one or two slots (see _PERSON_SLOTS), so the
            # loop below tests both written out, a slot that accepts nothing standing in for a
            # missing second one.
            plays = PLAY1[seat][seat]
            totals = sums[seat]
            my_tops = tops[seat]
            accepts0 = _ACCEPT[totals[0]][my_tops[0]]
            row0 = plays[0]
            if len(mine) > 1:
                accepts1 = _ACCEPT[totals[1]][my_tops[1]]
                row1 = plays[1]
            else:
                accepts1, row1 = _NO_ACCEPTS, None
            special = _LIGHT_SPECIAL if light else _SPECIAL
            fours = None
            others = None      # other players' towers an 8 or 9 may cover: (room, plays), built once
            for c in hand:
                v = faces[c]
                if v in blocked:
                    continue
                if accepts0[v]:
                    cmds.append(row0[c])
                if accepts1[v]:
                    cmds.append(row1[c])
                if special[v]:
                    if v == FOUR:
                        if fours is None:
                            fours = [c]
                        else:
                            fours.append(c)
                    else:
                        others = self._cover_plays(seat, c, v, others, cmds.append)
            if fours is not None and len(fours) > 1 and not light:
                # "You may play any number of 4 cards (on 1 tower) with 1 Play action."
                fours.sort()
                for k, t in enumerate(mine):
                    if t and faces[t[-1]] == ONE:
                        continue
                    room = TARGET - totals[k]
                    for n in range(2, min(len(fours), room // FOUR) + 1):
                        for group in combinations(fours, n):
                            cmds.append(play(seat, group, seat, k))
        if self.deck:
            if light and len(hand) >= self.hand_limit:
                # "If you have a full hand, you must discard a card before drawing a new card."
                row = DRAW_DISCARDING[seat]
                cmds.extend([row[c] for c in hand])
            else:
                cmds.append(DRAW1[seat])
        returns = RETURN1[seat]
        if mine[0]:
            cmds.append(returns[0])
        if len(mine) > 1 and mine[1]:
            cmds.append(returns[1])
        if light:
            cmds.append(END_GAME1[seat])
        elif self.final or not cmds or self.acted >= ACTIONS:
            # "During this 'last turn' players may take up to 3 actions"; a turn with no possible
            # action simply ends; and once two actions are taken, what is left is an 8's or 9's
            # extra action, which "you may immediately take".
            cmds.append(END_TURN1[seat])
        return cmds

    def _cover_plays(self, seat: int, card: int, v: int, others: list | None, append) -> list:
        """List the plays of ``card``, an 8 or 9 of value ``v``, onto other players' towers: "You may
        play an 8 or a 9 onto your tower or another player's tower." ``others`` holds those towers
        as (room, plays), made on the first call and returned for the next."""
        if others is None:
            faces, sums = self.faces, self._sums
            others = [(TARGET - sums[p][k], PLAY1[seat][p][k])
                      for p in range(self.players) if p != seat
                      for k, t in enumerate(self.towers[p]) if t and faces[t[-1]] != ONE]
        for room, row in others:
            if v <= room:
                append(row[card])
        return others

    # ------------------------------------------------------------------ checks
    def _why_illegal(self, c: Command) -> str | None:
        """None exactly when ``c`` is one of ``legal_commands()``; otherwise the sentence
        ``explain_illegal`` finds (a generic one should it find none)."""
        cache = self._legal
        legal = cache[1] if cache is not None and cache[0] == self.step else self._legal_now()
        for x in legal:
            if x is c:
                return None     # the very object legal_commands listed (bots, the table)
        cache = self._legal
        if len(cache) < 3:
            cache = self._legal = (cache[0], legal, frozenset(legal))
        if c in cache[2]:
            return None
        return self.explain_illegal(c) or f"{c!r} is not a legal move now."

    def explain_illegal(self, c: Command) -> str | None:
        """Why the actor's command ``c`` breaks a rule, as a sentence for the player, or None when
        these checks find nothing against it. Only ``legal_commands`` decides legality; the tests
        check that these sentences agree with it (None exactly for the listed commands)."""
        name = self.names[c.seat]
        phase = self.phase
        kind = type(c)
        if phase == DISCARD and kind is not Discard:
            return (f"{name} must first put {len(self.hands[c.seat]) - DISCARD_DOWN_TO} more card(s) from "
                    f"their hand on top of the deck (a 5 was played).")
        if phase == ASK and kind is not Ask and kind is not Draw:
            return f"{name} must first resolve the 6: ask a player for a card by number, or draw a card."
        if kind is Play:
            return self._play_reason(c)
        if kind is Draw:
            if not self.deck:
                return "The draw deck is empty."
            hand = self.hands[c.seat]
            if self.mode == LIGHT and len(hand) >= self.hand_limit:
                if c.discard not in hand:
                    return (f"{name}'s hand is full ({self.hand_limit} cards): choose a card to discard "
                            f"before drawing.")
            elif c.discard != -1:
                return "A card is discarded before drawing only in Light solitaire with a full hand."
            return None
        if kind is Return:
            where = parse_tower(c.tower)
            if where is None or where[0] != c.seat or where[1] >= len(self.towers[c.seat]):
                return f"{name} can only return one of their own towers, not {c.tower!r}."
            if not self.towers[c.seat][where[1]]:
                return f"{name}'s tower {c.tower} has no cards to return."
            return None
        if kind is Discard:
            if phase != DISCARD:
                return "Cards go back on the deck only after a 5 is played."
            if c.card not in self.hands[c.seat]:
                return f"Card {c.card} is not in {name}'s hand."
            return None
        if kind is Ask:
            if phase != ASK:
                return "Asking for a card is the effect of a 6 you just played."
            if not (0 <= c.target < self.players) or c.target == c.seat:
                return f"{name} must ask another player, not seat {c.target}."
            if c.value not in VALUES:
                return f"There are no cards of value {c.value}."
            return None
        if kind is EndTurn:
            if self.mode == LIGHT:
                return "Light solitaire has no turns: play, draw or return, or end the game."
            if not self.final and self._turn_commands(c.seat)[-1] is not END_TURN1[c.seat]:
                return f"{name} must take {ACTIONS - self.acted} more action(s) this turn."
            return None
        if kind is EndGame:
            if self.mode != LIGHT:
                return "Only Light solitaire can be ended at will."
            return None
        return f"{c!r} is not a Sky Towers move."

    def _play_reason(self, c: Play) -> str | None:
        seat = c.seat
        name = self.names[seat]
        if self.phase != TURN:
            return f"{name} cannot play a card now."
        ids = c.cards
        if not ids:
            return "A Play places at least one card."
        if len(set(ids)) != len(ids):
            return "A card can be played only once: the same card id is listed twice."
        hand = self.hands[seat]
        for card in ids:
            if card not in hand:
                return f"Card {card} is not in {name}'s hand."
        where = parse_tower(c.tower)
        if where is None or not (0 <= where[0] < self.players) or where[1] >= len(self.towers[where[0]]):
            return f"There is no tower {c.tower!r}."
        owner, slot = where
        faces = self.faces
        values = [faces[x] for x in ids]
        v = values[0]
        if len(ids) > 1:
            if self.mode == LIGHT:
                return "In Light solitaire a Play places one card (the 4's effect is not used)."
            if any(x != FOUR for x in values):
                return "Only 4s may be played several at once: 'You may play any number of 4 cards with 1 Play.'"
        tower = self.towers[owner][slot]
        if owner != seat:
            if v not in EXTRA_ACTION:
                return "Only an 8 or a 9 may be played onto another player's tower."
            if not tower:
                return "An 8 or a 9 goes onto another player's existing tower, not into an empty slot."
        if v in self.blocked_values(seat):
            where = "one of Taroma's towers" if self.mode == TAROMA_MODE else "a neighbour's tower"
            return f"You may never play a card that matches the top card of {where}: a {v} is showing there."
        if tower:
            top = faces[tower[-1]]
            if v == TEN:
                return "A 10 cannot cover another card: it can only be a tower's first card."
            if top == ONE and v != ONE:
                return "Only a 1 can cover a 1."
        total = sum(faces[x] for x in tower) + sum(values)
        if total > TARGET:
            return f"That would take the tower to {total}: a tower may never go over {TARGET}."
        return None

    # ------------------------------------------------------------------ changes
    def _perform(self, c: Command) -> list[Event]:
        events: list[Event] = []
        self._r = None
        kind = type(c)
        seat = c.seat
        if kind is Play:
            owner, slot = _TOWER_PLACE[c.tower]
            self._play(seat, c.cards, owner, slot, events)
            self._finish_action(events)
        elif kind is Draw:
            if c.discard != -1:
                # Light: "you must discard a card face down to the discard pile before drawing".
                self.hands[seat].remove(c.discard)
                self.discard.append(c.discard)
                events.append(event("move", card=c.discard, src=f"hand.{seat}", dst="discard", face_up=False,
                                    private_face=self.faces[c.discard], seen_by=[seat]))
            if self.phase == ASK:
                events.append(event("effect", value=SIX, seat=seat, choice="draw"))
                self.phase = TURN
            elif self.mode != LIGHT:
                self.actions -= 1
                self.acted += 1
            self._draw(seat, events)
            self._finish_action(events)
        elif kind is Return:
            self._return(seat, _TOWER_PLACE[c.tower][1], events)
            self._finish_action(events)
        elif kind is Discard:
            self._put_back(seat, c.card, events)
            if len(self.hands[seat]) <= DISCARD_DOWN_TO:
                self.discard_queue.pop(0)
            if self._advance_discards(events):
                self._finish_action(events)
        elif kind is Ask:
            self._ask(seat, c.target, c.value, events)
            self.phase = TURN
            self._finish_action(events)
        elif kind is EndTurn:
            events.append(event("end_turn", seat=seat, actions_left=self.actions))
            self._end_turn(events)
        elif kind is EndGame:
            self._game_over(events, "player")
        self._r = None
        return events

    def _rand(self):
        """This command's generator (one per command; Taroma's opening turn has its own)."""
        r = self._r
        if r is None:
            r = self._r = rng(self.seed, self.step, "chance")    # ``self.rng("chance")``
        elif r is _OPENING:
            r = self._r = rng(self.seed, "opening")
        return r

    def _caption(self, data: dict, caption: str | None) -> dict:
        if caption is not None:
            data["caption"] = caption
        return data

    def _play(self, seat: int, ids: list[int], owner: int, slot: int, events: list[Event],
              caption: str | None = None) -> None:
        """Place ``ids`` from ``seat``'s hand on tower ``owner.slot``, then complete it and resolve
        the card's effect."""
        faces = self.faces
        mode = self.mode
        light = mode == LIGHT
        if not light:
            self.actions -= 1
            self.acted += 1
        hand = self.hands[seat]
        tower = self.towers[owner][slot]
        # Only Taroma's own plays have a caption (``_taroma_continue``): from its row, on its towers.
        if caption is None:
            template = _PLAY_MOVE[seat][owner][slot]
        else:
            template = _TAROMA_PLAY_MOVE[caption][slot]
        up = self.up
        sums = (self._sums or self._tower_sums())[owner]
        total = sums[slot]
        for c in ids:
            hand.remove(c)
            if up and c in up:
                up.remove(c)
            tower.append(c)
            face = faces[c]
            total += face
            data = template.copy()
            data["card"] = c
            data["face"] = face
            events.append(new_event("move", data))
        sums[slot] = total
        self._tops[owner][slot] = face
        v = faces[ids[0]]
        if total == TARGET:
            # "If your tower adds up to 21 exactly, it is complete."
            self._complete(owner, slot, events, caption)
        if light:
            return  # "Only the effects on the cards with values 1 and the 10 are used."
        if v in EXTRA_ACTION:
            # "When you play an 8 or a 9 you may immediately take 1 additional action."
            self.actions += 1
            events.append(new_event("effect", self._caption({"value": v, "seat": seat, "extra_action": True}, caption)))
        elif v == FIVE:
            self._five(seat, events, caption)
        elif v == SIX:
            if self.mode == TAROMA_MODE:
                self._six_variance(seat, events, caption)
            else:
                # "you must either: A) ask a player for a card by number ... Or B) Draw a card."
                self.phase = ASK
                events.append(event("effect", value=SIX, seat=seat, choose="ask_or_draw"))

    def _complete(self, owner: int, slot: int, events: list[Event], caption: str | None = None) -> None:
        """Set a tower of exactly 21 aside: "They no longer block. They will score at the end of the
        game." """
        faces = self.faces
        towers = self.towers[owner]
        cards = towers[slot]
        towers[slot] = []
        (self._sums or self._tower_sums())[owner][slot] = 0
        self._tops[owner][slot] = 0
        done = self.completed[owner]
        done.append(cards)
        index = len(done) - 1
        src, dst = _TOWER_ZONE[owner][slot], _COMPLETED_ZONE[owner]
        if self.mode == LIGHT:      # Light: "Keep each completed tower in a separate face down stack."
            template = {"card": 0, "src": src, "dst": dst, "stack": index, "face_up": False}
            if caption is not None:
                template["caption"] = caption
            for c in cards:
                data = template.copy()
                data["card"] = c
                events.append(new_event("move", data))
        else:
            template = {"card": 0, "src": src, "dst": dst, "stack": index, "face_up": True, "face": 0}
            if caption is not None:
                template["caption"] = caption
            for c in cards:
                data = template.copy()
                data["card"] = c
                data["face"] = faces[c]
                events.append(new_event("move", data))
        values = list(map(faces.__getitem__, cards))
        kites, flags = self._card_points(cards)
        data = {"seat": owner, "tower": _TOWER_NAME[owner][slot], "cards": list(cards), "kites": kites, "flags": flags}
        if caption is not None:
            data["caption"] = caption
        events.append(new_event("complete", data))
        # "After you complete a tower as described on a bonus card, take it (from the table or from
        # another player)". One tower matching several bonus cards takes all of them.
        bonus = self.bonus
        for i in _bonus_matches(values):
            holder = bonus[i]
            if holder != owner:
                bonus[i] = owner
                events.append(new_event("bonus", self._caption(
                    {"bonus": BONUS_CARDS[i].id, "src": "bonus" if holder is None else f"bonus.{holder}",
                     "dst": f"bonus.{owner}", "seat": owner, "from_seat": holder}, caption)))

    def _draw(self, seat: int, events: list[Event], caption: str | None = None) -> None:
        """Draw: "Take the top card from the deck and add it to your hand." Taroma draws face down
        to the left of its row."""
        deck = self.deck
        card = deck.pop()
        if seat == TAROMA and self.mode == TAROMA_MODE:
            self.hands[seat].insert(0, card)
            data = _TAROMA_DRAW.copy()
            data["card"] = card
        else:
            self.hands[seat].append(card)
            data = {"card": card, "src": "deck", "dst": _HAND_ZONE[seat], "face_up": False, "seat": seat,
                    "private_face": self.faces[card], "seen_by": [seat]}
        if caption is not None:
            data["caption"] = caption
        events.append(new_event("move", data))
        if not deck and self.mode != LIGHT:
            self.last_drawer = seat
            events.append(new_event("deck_empty", self._caption({"seat": seat}, caption)))

    def _return(self, seat: int, slot: int, events: list[Event]) -> None:
        tower = self.towers[seat][slot]
        cards = list(tower)
        tower.clear()
        (self._sums or self._tower_sums())[seat][slot] = 0
        self._tops[seat][slot] = 0
        src = _TOWER_ZONE[seat][slot]
        faces = self.faces
        if self.mode == LIGHT:
            # "Return: Discard all of the cards from 1 of your incomplete towers to the discard pile."
            self.discard.extend(cards)
            for c in cards:
                events.append(new_event("move", {"card": c, "src": src, "dst": "discard", "face_up": False,
                                      "private_face": faces[c], "seen_by": [seat]}))
        else:
            # "Take all of the cards from 1 of your incomplete towers back into your hand."
            self.actions -= 1
            self.acted += 1
            self.hands[seat].extend(cards)
            template = _RETURN_MOVE[seat][slot]
            for c in cards:
                data = template.copy()
                data["card"] = c
                data["face"] = faces[c]
                events.append(new_event("move", data))

    def _five(self, seat: int, events: list[Event], caption: str | None = None) -> None:
        """The 5: "When a 5 is played, starting with the active player, all players with more than 5 cards in
        their hand must place their extra cards (in any order) on top of the draw deck, face down."""
        n = self.players
        queue = [(seat + k) % n for k in range(n)]
        queue = [p for p in queue if len(self.hands[p]) > DISCARD_DOWN_TO]
        events.append(new_event("effect", self._caption({"value": FIVE, "seat": seat, "discarding": list(queue)},
                                                    caption)))
        self.discard_queue = queue
        self.phase = DISCARD
        self._advance_discards(events, caption)

    def _advance_discards(self, events: list[Event], caption: str | None = None) -> bool:
        """Skip seats with nothing more to put back and let Taroma discard by its own rule; True when
        every discard is done (and the turn goes on)."""
        queue = self.discard_queue
        while queue:
            p = queue[0]
            if len(self.hands[p]) <= DISCARD_DOWN_TO:
                queue.pop(0)
            elif self.mode == TAROMA_MODE and p == TAROMA:
                self._taroma_discard(events, caption or "5")
                queue.pop(0)
            else:
                events.append(new_event("must_discard", self._caption(
                    {"seat": p, "count": len(self.hands[p]) - DISCARD_DOWN_TO}, caption)))
                return False
        self.phase = TURN
        return True

    def _put_back(self, seat: int, card: int, events: list[Event], caption: str | None = None) -> None:
        """One card from ``seat``'s hand (or Taroma's row) onto the top of the deck, face down."""
        self.hands[seat].remove(card)
        if card in self.up:
            self.up.remove(card)
        if not self.deck:
            self.last_drawer = None
        self.deck.append(card)
        if self.final:
            # "If cards are discarded (see 5), normal play resumes after the active player takes (up
            # to) 3 actions and ends their turn."
            self.refilled = True
        data = {"card": card, "src": self.hand_zone(seat), "dst": "deck", "face_up": False, "seat": seat}
        if not (self.mode == TAROMA_MODE and seat == TAROMA):
            data["private_face"] = self.faces[card]
            data["seen_by"] = [seat]
        events.append(new_event("move", self._caption(data, caption)))

    def _ask(self, seat: int, target: int, value: int, events: list[Event]) -> None:
        """Option A of the 6: "ask a player for a card by number. If they have it in hand, they must
        give it to you." """
        faces = self.faces
        theirs = self.hands[target]
        card = next((c for c in theirs if faces[c] == value), None)
        events.append(event("ask", seat=seat, target=target, value=value, given=card is not None))
        if card is not None:
            theirs.remove(card)
            self.hands[seat].append(card)
            events.append(event("move", card=card, src=f"hand.{target}", dst=f"hand.{seat}", face_up=False,
                                face=value))

    def _finish_action(self, events: list[Event]) -> None:
        """After an action and its effect: end Light when nothing is left to do, go on with Taroma's
        turn, or end the turn when its actions are used."""
        if self.phase != TURN or self.over:
            return
        if self.mode == LIGHT:
            # "The game ends when you can no longer take an action." With the deck, the hand and every
            # tower empty nothing is possible; otherwise a Draw, a Play or a Return always is.
            if not self.deck and not self.hands[0] and not any(self.towers[0]):
                self._game_over(events, "no_action")
            return
        if self.mode == TAROMA_MODE and self.turn == TAROMA:
            self._taroma_continue(events)
        elif self.actions <= 0:
            self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        seat = self.turn
        n = self.players
        if self.final and not self.refilled:
            self.final_queue.pop(0)
            if not self.final_queue:
                # "After the players' last turn, the game ends."
                self._game_over(events, "last_round")
                return
            nxt = self.final_queue[0]
        else:
            if self.final:
                self.final, self.refilled, self.final_queue = False, False, []
                events.append(event("resume", seat=seat))
            if not self.deck:
                # "When the player who draws the last card from the draw deck ends their turn, all
                # players take 1 more turn, including the player who took the last card."
                self.final = True
                self.final_queue = [(seat + k) % n for k in range(1, n + 1)]
                events.append(event("last_round", order=list(self.final_queue), last_drawer=seat))
                nxt = self.final_queue[0]
            else:
                nxt = (seat + 1) % n
        self._start_turn(nxt, events)

    def _start_turn(self, seat: int, events: list[Event]) -> None:
        self.turn = seat
        final = self.final
        self.actions = ACTIONS_LAST if final else ACTIONS
        self.acted = 0
        events.append(new_event("turn", _TURN_DATA[final][seat].copy()))
        if seat == TAROMA and self.mode == TAROMA_MODE:
            self._taroma_continue(events)

    def _game_over(self, events: list[Event], why: str) -> None:
        self.over = True
        self.phase = OVER
        self.ended_by = why
        events.append(event("game_over", **self.result()))

    # ------------------------------------------------------------------ results
    def _card_points(self, cards: Iterable[int]) -> tuple[int, int]:
        """The kites and flags printed on ``cards``. (A plain loop: a game's end adds up dozens of
        cards, twice in a play-out, and ``map`` over ``__getitem__`` costs about half as much again
        a card, a tuple's ``__getitem__`` packing each value in a new tuple.)"""
        faces = self.faces
        kites = flags = 0
        for c in cards:
            v = faces[c]
            kites += KITES[v]
            flags += FLAGS[v]
        return kites, flags

    def _bonus_points(self, seat: int) -> tuple[int, int]:
        """The kites and flags of the bonus cards ``seat`` holds."""
        kites = flags = 0
        for card, holder in zip(BONUS_CARDS, self.bonus):
            if holder == seat:
                kites += card.kites
                flags += card.flags
        return kites, flags

    def _kites(self, seat: int) -> int:
        """Kites on ``seat``'s completed towers and bonus cards."""
        return self._card_points(chain.from_iterable(self.completed[seat]))[0] + self._bonus_points(seat)[0]

    def _light_score(self) -> int:
        return len(self.completed[0]) + sum(1 for h in self.bonus if h == 0)

    def _totals(self) -> tuple[list[int], list[int], int, int]:
        """Each place's kites and flags on completed towers and bonus cards, Taroma's (in Taroma
        solitaire) with those on its incomplete towers and row, which count for Taroma; and, for
        Taroma's breakdown, the kites of its bonus cards and of its towers and row (else 0, 0)."""
        kites, flags = [], []
        taroma_bonus = 0
        for p in range(self.players):
            tower_kites, tower_flags = self._card_points(chain.from_iterable(self.completed[p]))
            bonus_kites, bonus_flags = self._bonus_points(p)
            kites.append(tower_kites + bonus_kites)
            flags.append(tower_flags + bonus_flags)
            if p == TAROMA:
                taroma_bonus = bonus_kites
        extra_kites = 0
        if self.mode == TAROMA_MODE:
            extra_kites, extra_flags = self._card_points([*chain.from_iterable(self.towers[TAROMA]),
                                                          *self.hands[TAROMA]])
            kites[TAROMA] += extra_kites
            flags[TAROMA] += extra_flags
        return kites, flags, taroma_bonus, extra_kites

    def scores(self) -> list[int]:
        """Multi: kites per seat. Light: [score]. Taroma: [your kites, Taroma's kites]."""
        if self.mode == LIGHT:
            return [self._light_score()]
        return self._totals()[0]

    def result(self) -> dict:
        """Multi: kites, flags, winners (shared wins list several) and the deciding tie-break.
        Light: the score and the master-builder verdict. Taroma: both totals and the comparison;
        ``winners`` lists only human seats ([0] when you win or share, else [])."""
        if self.mode == LIGHT:
            score = self._light_score()
            bonus = [b.id for b, h in zip(BONUS_CARDS, self.bonus) if h == 0]
            # "If you scored 10 points or more, or achieved all of the bonus cards, you are
            # considered a master builder."
            master = score >= MASTER_BUILDER or len(bonus) == len(BONUS_CARDS)
            return {"scores": [score], "score": score, "towers": len(self.completed[0]), "bonus_cards": bonus,
                    "master_builder": master, "winners": [0] if master else [], "ended_by": self.ended_by,
                    "decided_by": "score"}
        kites, flags, taroma_bonus, extra_kites = self._totals()
        bonus = [[b.id for b, h in zip(BONUS_CARDS, self.bonus) if h == p] for p in range(self.players)]
        towers = [len(c) for c in self.completed]
        best = max(kites)
        leaders = [p for p in range(self.players) if kites[p] == best]
        decided_by = "kites"
        if len(leaders) > 1:
            # "In case of a tie, the tied player with the most pink flags wins. Players who are still
            # tied share the win."
            most = max(flags[p] for p in leaders)
            leaders = [p for p in leaders if flags[p] == most]
            decided_by = "flags" if len(leaders) == 1 else "shared"
        out = {"scores": kites, "kites": kites, "flags": flags, "towers": towers, "bonus_cards": bonus,
               "winners": leaders, "decided_by": decided_by}
        if self.mode == TAROMA_MODE:
            # "you win if your score is greater than the total number of yellow kites on Taroma's
            # completed towers, bonus cards, incomplete towers, and row"; a tie goes to the flags.
            outcome = "shared" if len(leaders) > 1 else ("win" if leaders == [0] else "loss")
            out.update({
                "outcome": outcome, "winners": [0] if outcome != "loss" else [],
                "taroma_breakdown": {"completed": kites[TAROMA] - extra_kites - taroma_bonus,
                                     "bonus_cards": taroma_bonus, "towers_and_row": extra_kites},
            })
        return out

    # ------------------------------------------------------------------ views
    def _card_dicts(self) -> list[dict]:
        # Built once per state object and shared by its views: faces never change after setup.
        cards = self._cards
        if cards is None:
            cards = [{"id": i, "value": v, "kites": KITES[v], "flags": FLAGS[v]} for i, v in enumerate(self.faces)]
            self._cards = cards
        return cards

    def view(self, seat: int | None) -> dict:
        """What ``seat`` may see (``None``: a spectator): its own hand, everyone's hand sizes, the
        towers and completed towers, the bonus cards; never another hand nor the deck's order.

        Keys: game, mode, players, seats, names, seat, turn, actor, phase, step, over, first,
        difficulty, deck (a count), hand (cards, or None), hand_sizes, towers, tower_totals,
        completed, bonus (id, name, kites, holder), actions, acted (actions taken this turn), final,
        refilled (a 5 refilled the deck during the last round), final_queue, last_drawer,
        discard_queue, kites (on completed towers and bonus cards so far); Light adds hand_limit,
        out, discard_count and discard; Taroma adds taroma (its seat) and row (id, face_up and the
        value of face-up cards); a finished game adds result and ended_by. A card is
        {"id", "value", "kites", "flags"}; the entries are shared read-only dicts."""
        card = self._card_dicts().__getitem__
        faces = self.faces
        v = {
            "game": self.GAME_ID, "mode": self.mode, "players": self.players, "seats": self.seats,
            "names": list(self.names), "seat": seat, "turn": self.turn, "actor": self.actor,
            "phase": self.phase, "step": self.step, "over": self.over, "first": self.first,
            "difficulty": self.difficulty, "deck": len(self.deck),
            "hand": None, "hand_sizes": [len(h) for h in self.hands],
            "towers": [[[card(c) for c in t] for t in ts] for ts in self.towers],
            "tower_totals": [[sum(faces[c] for c in t) for t in ts] for ts in self.towers],
            "completed": [[[card(c) for c in t] for t in ts] for ts in self.completed],
            "bonus": [{"id": b.id, "name": b.name, "kites": b.kites, "holder": h}
                      for b, h in zip(BONUS_CARDS, self.bonus)],
            "actions": self.actions, "acted": self.acted, "final": self.final, "refilled": self.refilled,
            "final_queue": list(self.final_queue),
            "last_drawer": self.last_drawer, "discard_queue": list(self.discard_queue),
            "kites": [self._kites(p) for p in range(self.players)],
        }
        human = seat is not None and 0 <= seat < self.seats
        if human:
            v["hand"] = [card(c) for c in self.hands[seat]]
        if self.mode == LIGHT:
            v["hand_limit"] = self.hand_limit
            v["out"] = len(self.out)
            v["discard_count"] = len(self.discard)
            # The discard pile is face down; only the player, who put the cards there, sees it.
            v["discard"] = [card(c) for c in self.discard] if human else None
        elif self.mode == TAROMA_MODE:
            up = self.up
            v["taroma"] = TAROMA
            v["row"] = [{"id": c, "face_up": True, "value": faces[c]} if c in up else {"id": c, "face_up": False}
                        for c in self.hands[TAROMA]]
        if self.over:
            v["result"] = self.result()
            v["ended_by"] = self.ended_by
        return v

    # ------------------------------------------------------------------ data
    def _after_load(self) -> None:
        """Derived data after ``from_json``: no generator of a command in progress, no remembered
        legal commands (``copy`` does the same by hand, without the consistency check)."""
        self._forget_derived()

    def inconsistency(self) -> str | None:
        """Why these fields are no Sky Towers position, or None (see ``consistency.py``)."""
        return find_inconsistency(self)

    def copy(self) -> "SkyTowersState":
        s = SkyTowersState.__new__(SkyTowersState)
        d = s.__dict__
        d.update(self.__dict__)
        d["names"] = list(self.names)
        d["deck"] = list(self.deck)
        d["hands"] = [list(h) for h in self.hands]
        d["up"] = list(self.up)
        d["towers"] = [[list(t) for t in ts] for ts in self.towers]
        d["completed"] = [[list(t) for t in ts] for ts in self.completed]
        d["bonus"] = list(self.bonus)
        d["discard"] = list(self.discard)
        d["out"] = list(self.out)
        d["discard_queue"] = list(self.discard_queue)
        d["final_queue"] = list(self.final_queue)
        s.opening = list(self.opening)   # event dicts are never changed after setup
        s._r = None
        s._legal = None
        sums = self._sums
        if sums is None:
            s._sums = None
            s._tops = None
        else:
            s._sums = [list(x) for x in sums]
            s._tops = [list(x) for x in self._tops]
        s._cards = self._cards
        return s  # faces never change after setup, so the copy shares them (and the view's card dicts)
