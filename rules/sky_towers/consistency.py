"""Whether a Sky Towers snapshot is a position of the game at all (``SkyTowersState.inconsistency``).

``from_json`` refuses a snapshot with an inconsistency, so a hand-edited or damaged save never becomes
a state the rules would trip over. ``copy`` does not run these checks: a state that changed only
through ``apply`` stays consistent. Checked here:

- the mode, the phase and the seat counts are known and agree (``over`` exactly when the phase is
  over; multi: 2-4 seats, Light: 1, Taroma: 1 person and Taroma);
- the setup numbers: one name per place, the tower slots of the mode and difficulty, Light's hand
  limit (and a hand within it), the bonus cards' holders;
- the 50 cards: ``faces`` is the card set, and every card id is in exactly one place (the deck, the
  discard pile (Light only), the cards out of the game (Light's setup; in any mode a hand-built
  position may set cards aside there), a hand or Taroma's row, a tower, a completed tower);
  Taroma's face-up cards (``up``) are cards of its row;
- the towers: an incomplete tower totals under 21, a completed one exactly 21, a 10 is only ever a
  tower's first card and only a 1 sits on a 1;
- the seats named anywhere (turn, first, queues, last drawer) are places at the table, and the actor,
  when there is one, is a person (Taroma never decides through commands).
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from .cards import (BONUS_CARDS, DECK_SIZE, LIGHT_DIFFICULTIES, LIGHT_SLOTS, MULTI_PLAYERS, MULTI_SLOTS, ONE,
                    TAROMA_DIFFICULTIES, TAROMA_PLAYER_SLOTS, TARGET, TEN, composition)
from .phases import ASK, DISCARD, LIGHT, MODES, MULTI, OVER, TAROMA, TAROMA_MODE, TURN

_FACES = Counter(composition())


def _int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _ints(xs: Any) -> bool:
    return isinstance(xs, list) and all(_int(x) for x in xs)


def _seat(x: Any, players: int) -> bool:
    return _int(x) and 0 <= x < players


def find_inconsistency(s) -> str | None:
    """A sentence naming the first thing that makes ``s`` (a ``SkyTowersState``) impossible, or None."""
    mode, phase = s.mode, s.phase
    if mode not in MODES:
        return f"the mode {mode!r} is not one of {', '.join(MODES)}"
    if phase not in (TURN, DISCARD, ASK, OVER):
        return f"the phase {phase!r} is unknown"
    for name in ("over", "final", "refilled"):
        if not isinstance(getattr(s, name), bool):
            return f"'{name}' must be true or false"
    if s.over != (phase == OVER):
        return "'over' and the phase disagree"
    for name in ("step", "actions", "acted"):
        if not _int(getattr(s, name)):
            return f"'{name}' must be a whole number"
    if s.step < 0 or s.acted < 0:
        return "'step' and 'acted' cannot be negative"
    players, seats = s.players, s.seats
    if mode == MULTI:
        low, high = MULTI_PLAYERS
        if not (_int(players) and low <= players <= high and seats == players):
            return f"a multiplayer game has {low}-{high} seats, not players={players!r}, seats={seats!r}"
        if s.difficulty is not None or s.hand_limit is not None:
            return "a multiplayer game has no difficulty and no hand limit"
        slots = [MULTI_SLOTS[players]] * players
    elif mode == LIGHT:
        if players != 1 or seats != 1:
            return "Light solitaire has one seat"
        if s.difficulty not in LIGHT_DIFFICULTIES:
            return f"the Light difficulty {s.difficulty!r} is unknown"
        if not (_int(s.hand_limit) and s.hand_limit > 0):
            return "Light solitaire needs a hand limit"
        slots = [LIGHT_SLOTS]
    else:
        if players != 2 or seats != 1:
            return "Taroma solitaire has one person and Taroma"
        if s.difficulty not in TAROMA_DIFFICULTIES:
            return f"the Taroma difficulty {s.difficulty!r} is unknown"
        if s.hand_limit is not None:
            return "only Light solitaire has a hand limit"
        slots = [TAROMA_PLAYER_SLOTS, TAROMA_DIFFICULTIES[s.difficulty]]
    if not (isinstance(s.names, list) and len(s.names) == players and all(isinstance(n, str) for n in s.names)):
        return f"there must be {players} name(s), one for each place"

    # --- the cards
    faces = s.faces
    if not (_ints(faces) and len(faces) == DECK_SIZE and Counter(faces) == _FACES):
        return f"'faces' is not the {DECK_SIZE} Sky Towers cards"
    hands, towers, completed = s.hands, s.towers, s.completed
    if not (isinstance(hands, list) and len(hands) == players and all(_ints(h) for h in hands)):
        return f"there must be {players} hand(s) of card ids"
    if mode == LIGHT and len(hands[0]) > s.hand_limit:
        return f"Light's hand holds {len(hands[0])} cards, more than its limit of {s.hand_limit}"
    if not (isinstance(towers, list) and len(towers) == players
            and all(isinstance(ts, list) and len(ts) == n and all(_ints(t) for t in ts)
                    for ts, n in zip(towers, slots))):
        return f"the tower slots must be {slots} (per place) lists of card ids"
    if not (isinstance(completed, list) and len(completed) == players
            and all(isinstance(ts, list) and all(_ints(t) and t for t in ts) for ts in completed)):
        return f"there must be {players} list(s) of completed towers"
    for name in ("deck", "discard", "out", "up"):
        if not _ints(getattr(s, name)):
            return f"'{name}' must be a list of card ids"
    if mode != LIGHT and s.discard:
        return "only Light solitaire has a discard pile"
    places = [s.deck, s.discard, s.out, *hands, *(t for ts in towers for t in ts), *(t for ts in completed for t in ts)]
    seen = Counter(c for cards in places for c in cards)
    if len(seen) != DECK_SIZE or any(not 0 <= c < DECK_SIZE for c in seen):
        missing = sorted(set(range(DECK_SIZE)) - set(seen))
        if missing:
            return f"card(s) {', '.join(map(str, missing[:8]))} are nowhere"
        return f"there are card ids other than 0-{DECK_SIZE - 1}"
    twice = sorted(c for c, n in seen.items() if n > 1)
    if twice:
        return f"card(s) {', '.join(map(str, twice[:8]))} are in more than one place"
    up = s.up
    if len(set(up)) != len(up) or (up and (mode != TAROMA_MODE or not set(up) <= set(hands[TAROMA]))):
        return "'up' must list face-up cards of Taroma's row, each once"

    # --- the towers
    for owner in range(players):
        for slot, t in enumerate(towers[owner]):
            problem = _tower_problem([faces[c] for c in t], complete=False)
            if problem:
                return f"tower {owner}.{slot} {problem}"
        for k, t in enumerate(completed[owner]):
            problem = _tower_problem([faces[c] for c in t], complete=True)
            if problem:
                return f"completed tower {k} of place {owner} {problem}"

    # --- the seats
    bonus = s.bonus
    if not (isinstance(bonus, list) and len(bonus) == len(BONUS_CARDS)
            and all(h is None or _seat(h, players) for h in bonus)):
        return f"'bonus' must name a holder (a place, or null) for each of the {len(BONUS_CARDS)} bonus cards"
    for name in ("turn", "first"):
        if not _seat(getattr(s, name), players):
            return f"'{name}' must be a place at the table, not {getattr(s, name)!r}"
    if s.last_drawer is not None and not _seat(s.last_drawer, players):
        return "'last_drawer' must be a place at the table or null"
    for name in ("discard_queue", "final_queue"):
        queue = getattr(s, name)
        if not (isinstance(queue, list) and all(_seat(p, players) for p in queue)):
            return f"'{name}' must list places at the table"
    if phase == DISCARD and not s.discard_queue:
        return "the discard phase needs a seat to discard"
    actor = s.actor
    if actor is not None and not _seat(actor, seats):
        return f"the player to decide ({actor!r}) must be a person at the table"
    if s.ended_by is not None and not s.over:
        return "a game still going cannot say how it ended"
    if not isinstance(s.opening, list):
        return "'opening' must be a list of events"
    return None


def _tower_problem(values: list[int], complete: bool) -> str | None:
    total = sum(values)
    if complete and total != TARGET:
        return f"adds up to {total}, not {TARGET}"
    if not complete and total >= TARGET:
        return f"adds up to {total}: an incomplete tower is under {TARGET}"
    for below, above in zip(values, values[1:]):
        if above == TEN:
            return "has a 10 covering another card"
        if below == ONE and above != ONE:
            return "has a card other than a 1 on a 1"
    return None
