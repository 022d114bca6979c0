"""Hand-made Tower positions from readable arguments, for tests, tutorials and screenshots.

    from rules.tower.positions import find, position

    s = position(players=3, hands={0: "7H 8S XR", 1: "JD 10C", 2: "QS"}, towers={1: "9S 8H"},
                 kings={1: "KC"}, deck="5D 4C", turn=0)
    s.apply(Build(0, find(s, "7H", 0), find(s, "XR", 0)))   # Build: from rules.tower.commands

The position is the moment the seat whose turn it is (``turn``) decides: its draw is done. Every
argument but ``players`` is a keyword. The result passes ``inconsistency()``; anything else is a
``ValueError`` with a sentence saying why (a card asked for more often than the decks hold it, a
tower that breaks the building rules, a King on a tower with no stone, an empty hand to act...).

Cards
    A card is its code: rank ``A 2 .. 10 J Q K`` (``T`` for 10 works too) and suit ``S H D C``
    (or ``♠ ♥ ♦ ♣``): ``"7H"``, ``"10C"``, ``"A♠"``; the jokers are ``"XB"`` (black) and ``"XR"``
    (red). With several decks (3+ players) each code exists once per deck: a plain code takes the
    copy of the lowest deck not used yet; ``"7H.1"`` asks for the 7♥ of deck 1 (decks count from 0;
    the card's id is ``deck * cards_per_deck + index in the deck``, see ``cards.py``). A group of
    cards is a string of codes separated by spaces or commas, or a list of codes.
``players``
    2-10; the decks are the rulebook's for that many players.
``hands``, ``towers``
    ``{seat: cards}`` or a list with one entry per seat (missing seats: none). A tower is listed
    bottom stone first.
``kings``
    ``{seat: "KC"}`` or a list of codes and ``None``: the King protecting that seat's tower.
``discard``
    The discard pile, oldest first (its last card is the one on top).
``deck``
    The draw pile, top first: its first card is the next one drawn.
``rest``
    Where every card not placed by the arguments above goes: ``"deck"`` (the default) under the
    given pile, in id order, so the pile holds ``deck`` and then all of them; ``"discard"`` at the
    bottom of the discard pile (under ``discard``), so the pile holds exactly ``deck`` (``deck=""``:
    an empty pile).
``turn``
    The seat whose turn it is (default 0); it must hold a card unless the game is over.
``dealer``
    Default: the seat to the right of ``turn``.
``jokers``
    True (the default): 54-card decks; False: 52.
``names``, ``seed``, ``step``
    The players' names (default "Player 1", ...), the game's seed (default ``"position"``) and the
    number of commands played so far (default 0).

Whether the game is over follows from the cards: a complete tower (six stones) has ended it, and so
has an empty pile with every hand empty. A test that needs an id asks for it: ``find(s, "7H", 0)``
(the 7♥ in seat 0's hand), ``find(s, "9S", zone="tower.1")`` or ``s.hands[0][2]``, never a number
written down.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from .cards import HEIGHT, MAX_PLAYERS, MIN_PLAYERS, SYMBOLS, card, decks_for, deck_codes
from .state import TowerState

_SUIT_OF_SYMBOL = {symbol: suit for suit, symbol in SYMBOLS.items()}
_RESTS = ("deck", "discard")


def parse(text: str) -> tuple[str, int | None]:
    """``"7H"`` -> ``("7H", None)``; ``"7♥.2"`` -> ``("7H", 2)``; ``ValueError`` for anything else."""
    bad = f"{text!r} is not a card code (write '7H', '10C', 'XR' or '7H.1')"
    if not isinstance(text, str) or not text.strip():
        raise ValueError(bad)
    body, _, deck = text.strip().partition(".")
    if body[-1:] in _SUIT_OF_SYMBOL:
        body = body[:-1] + _SUIT_OF_SYMBOL[body[-1]]
    code = body.upper()
    if code.startswith("T"):
        code = "10" + code[1:]
    try:
        card(code)
    except KeyError:
        raise ValueError(bad) from None
    if deck == "":
        return code, None
    if not deck.isdigit():
        raise ValueError(f"{text!r}: the deck after the dot must be a number")
    return code, int(deck)


def find(state: TowerState, code: str, seat: int | None = None, zone: str | None = None) -> int:
    """The id of the first card ``code`` (``"7H"``, or ``"7H.1"`` for deck 1's) in ``seat``'s hand,
    or in ``zone``: ``"tower.1"``, ``"king.1"``, ``"discard"``, ``"deck"``."""
    want, deck = parse(code)
    if zone is None:
        zone = f"hand.{seat}"
    kind, _, owner = zone.partition(".")
    places = {"hand": lambda p: state.hands[p], "tower": lambda p: state.towers[p],
              "king": lambda p: [state.kings[p]] if state.kings[p] is not None else [],
              "discard": lambda p: state.discard, "deck": lambda p: state.deck[::-1]}
    cards = places[kind](int(owner) if owner else None)
    size = len(state._t.codes) // state.decks
    for cid in cards:
        if state.code(cid) == want and (deck is None or cid // size == deck):
            return cid
    raise ValueError(f"there is no {code} in {zone}")


def cards_of(group: Any) -> list[str]:
    """A group of card codes as a list: ``"7H 8S, XR"`` or ``["7H", "8S", "XR"]``."""
    if group is None:
        return []
    if isinstance(group, str):
        return group.replace(",", " ").split()
    return list(group)


def _per_seat(name: str, given: Any, players: int) -> list:
    """``{seat: x}`` or ``[x, ...]`` as one entry per seat (None where nothing is given)."""
    out: list = [None] * players
    if given is None:
        return out
    items = given.items() if isinstance(given, Mapping) else enumerate(given)
    for seat, value in items:
        if not (isinstance(seat, int) and 0 <= seat < players):
            raise ValueError(f"{name} names seat {seat!r}, but the seats are 0 to {players - 1}")
        out[seat] = value
    return out


class _Allocator:
    """Hands out card ids for codes: an asked-for deck first, else the lowest deck with that card free."""

    def __init__(self, decks: int, jokers: bool):
        self.codes = deck_codes(jokers)
        self.size = len(self.codes)
        self.decks = decks
        self.index = {code: i for i, code in enumerate(self.codes)}
        self.used: set[int] = set()

    def reserve(self, text: str) -> int | None:
        """The id of an explicit ``"7H.1"`` (taken now), or None for a plain code."""
        code, deck = parse(text)
        if code not in self.index:
            raise ValueError(f"{text!r}: this game is played without jokers")
        if deck is None:
            return None
        if deck >= self.decks:
            raise ValueError(f"{text!r}: there are only {self.decks} decks (0 to {self.decks - 1})")
        cid = deck * self.size + self.index[code]
        if cid in self.used:
            raise ValueError(f"{text!r} is asked for twice")
        self.used.add(cid)
        return cid

    def take(self, text: str) -> int:
        code, _ = parse(text)
        for deck in range(self.decks):
            cid = deck * self.size + self.index[code]
            if cid not in self.used:
                self.used.add(cid)
                return cid
        raise ValueError(f"{text!r}: the {self.decks} deck(s) hold no more {code}")

    def rest(self) -> list[int]:
        return [c for c in range(self.decks * self.size) if c not in self.used]


def position(players: int = 2, *, hands: Any = None, towers: Any = None, kings: Any = None,
             discard: Any = (), deck: Any = (), rest: str = "deck", turn: int = 0, dealer: int | None = None,
             jokers: bool = True, names: Iterable[str] | None = None, seed: Any = "position",
             step: int = 0) -> TowerState:
    """A Tower position built from readable arguments (see the module docstring)."""
    if isinstance(players, bool) or not (isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS):
        raise ValueError(f"Tower is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {players!r}")
    if rest not in _RESTS:
        raise ValueError(f"rest must be 'deck' or 'discard', not {rest!r}")
    if not isinstance(jokers, bool):
        raise ValueError(f"jokers is True or False, not {jokers!r}")
    decks = decks_for(players)
    alloc = _Allocator(decks, jokers)
    # Every group of codes, in the order their plain codes get ids: hands, towers, Kings, discard, pile.
    groups: list[list[str]] = []
    hand_lists = [cards_of(h) for h in _per_seat("hands", hands, players)]
    tower_lists = [cards_of(t) for t in _per_seat("towers", towers, players)]
    king_list = [[k] if k is not None else [] for k in _per_seat("kings", kings, players)]
    for group in hand_lists + tower_lists + king_list:
        groups.append(group)
    groups += [cards_of(discard), cards_of(deck)]
    # Explicit copies ("7H.1") first, so a plain "7H" listed earlier cannot take the copy asked for.
    reserved = [[alloc.reserve(text) for text in group] for group in groups]
    ids = [[cid if cid is not None else alloc.take(text) for text, cid in zip(group, got)]
           for group, got in zip(groups, reserved)]
    hand_ids = ids[:players]
    tower_ids = ids[players:2 * players]
    king_ids = [g[0] if g else None for g in ids[2 * players:3 * players]]
    discard_ids, pile_top_first = ids[3 * players], ids[3 * players + 1]
    left = alloc.rest()
    if rest == "deck":
        pile_top_first = pile_top_first + left
    else:
        discard_ids = left + discard_ids

    s = TowerState.__new__(TowerState)
    s.seed, s.step, s.players = seed, step, players
    s.names = list(names) if names is not None else [f"Player {i + 1}" for i in range(players)]
    s.decks, s.jokers = decks, jokers
    s.turn = turn
    s.dealer = (turn - 1) % players if dealer is None and isinstance(turn, int) else dealer
    s.hands, s.towers, s.kings = hand_ids, tower_ids, king_ids
    s.discard = discard_ids
    s.deck = pile_top_first[::-1]          # the state draws from the end of its list
    complete = [p for p, t in enumerate(tower_ids) if len(t) == HEIGHT]
    s.completed = complete[0] if len(complete) == 1 else None
    s.over = bool(complete) or (not s.deck and not any(hand_ids))
    s._after_load()
    problem = s.inconsistency()
    if problem:
        raise ValueError(f"not a Tower position: {problem}")
    return s


__all__ = ["cards_of", "find", "parse", "position"]
