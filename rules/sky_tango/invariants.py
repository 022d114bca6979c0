"""What must hold in every reachable Sky Tango state (``SPEC.invariants``), checked by the
conformance suite after every command of its playouts, beyond ``inconsistency()``.

Written from the card *codes* rather than the ids, so it is a second, independent count: every
card of the game is somewhere exactly once, the rows follow the laying rules, scores follow the
cards, and the public view agrees with the state.
"""
from __future__ import annotations

from collections import Counter

from .cards import CODES, KINDS, card


def invariants(state) -> list[str]:
    found: list[str] = []
    faces = state.faces
    places = [state.deck, state.discard, *state.hands, *state.heaps,
              *[s for r in state.rows for k in KINDS for s in r[k]]]
    seen = Counter(faces[c] for place in places for c in place)
    if seen != Counter(CODES):
        extra, missing = seen - Counter(CODES), Counter(CODES) - seen
        found.append(f"cards counted wrongly: extra {dict(extra)}, missing {dict(missing)}")
    if sum(len(p) for p in places) != len(CODES):
        found.append(f"{sum(len(p) for p in places)} cards in play, {len(CODES)} in the game")
    for p, r in enumerate(state.rows):
        for k in KINDS:
            tops = [card(faces[s[-1]]) for s in r[k]]
            numbers = [t.number for t in tops if not t.eclipse]
            if numbers != sorted(set(numbers)):
                found.append(f"seat {p}'s {k} row shows {numbers}, not rising")
            for s in r[k]:
                if card(faces[s[0]]).eclipse:
                    found.append(f"seat {p}'s {k} row has a stack with an eclipse at the bottom")
    view = state.view(None)
    cleared = [sum(1 for c in h if not card(faces[c]).eclipse) for h in state.heaps]
    left = [sum(1 for k in KINDS for s in r[k] for c in s if not card(faces[c]).eclipse) for r in state.rows]
    if view["points"] != [a - b for a, b in zip(cleared, left)]:
        found.append("the view's points are not cleared minus left numbers")
    if view["hand_sizes"] != [len(h) for h in state.hands] or view["deck"] != len(state.deck):
        found.append("the view's hand sizes or stack size disagree with the state")
    if not state.over and not state.hands[state.turn]:
        found.append(f"seat {state.turn} is to act with an empty hand")
    if state.over and "result" not in view:
        found.append("a finished game's view has no result")
    if state.must_play and state.over:
        found.append("an animal card obliges a play in a finished game")
    return found
