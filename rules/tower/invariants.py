"""What must hold in every reachable Tower state (``SPEC.invariants``), checked by the conformance
suite after every command of its playouts, beyond ``inconsistency()``.

Written from the card *codes* rather than the ids, so it is a second, independent count: every
card of the decks is somewhere exactly once (each code as many times as there are decks), the
towers follow the building rules, and the public view agrees with the state.
"""
from __future__ import annotations

from collections import Counter

from .cards import HEIGHT, card, deck_codes


def invariants(state) -> list[str]:
    found: list[str] = []
    codes = state._t.codes
    places = [state.deck, state.discard, *state.hands, *state.towers, [k for k in state.kings if k is not None]]
    seen = Counter(codes[c] for place in places for c in place)
    expected = Counter(deck_codes(state.jokers) * state.decks)
    if seen != expected:
        extra, missing = seen - expected, expected - seen
        found.append(f"cards counted wrongly: extra {dict(extra)}, missing {dict(missing)}")
    if sum(len(p) for p in places) != len(codes):
        found.append(f"{sum(len(p) for p in places)} cards in play, {len(codes)} in the decks")
    for p, tower in enumerate(state.towers):
        stones = [card(codes[c]) for c in tower]
        if len(stones) > HEIGHT:
            found.append(f"tower {p} has {len(stones)} stones")
        if any(s.kind != "number" for s in stones):
            found.append(f"tower {p} has a face card or a joker as a stone")
        for below, above in zip(stones, stones[1:]):
            if not (above.value < below.value and above.red != below.red):
                found.append(f"tower {p}: {above.code} on {below.code}")
        king = state.kings[p]
        if king is not None and (not tower or card(codes[king]).rank != "K"):
            found.append(f"tower {p}: the King's place holds {codes[king]} over {len(tower)} stones")
    view = state.view(None)
    if view["tower_values"] != [sum(card(codes[c]).value for c in t) for t in state.towers]:
        found.append("the view's tower values are not the sums of the stones")
    if view["hand_sizes"] != [len(h) for h in state.hands] or view["deck"] != len(state.deck):
        found.append("the view's hand sizes or pile size disagree with the state")
    if not state.over and not state.hands[state.turn]:
        found.append(f"seat {state.turn} is to act with an empty hand")
    if state.over and "result" not in view:
        found.append("a finished game's view has no result")
    return found
