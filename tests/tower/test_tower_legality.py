"""Tower: ``legal_commands`` and ``apply`` agree on every command that could be made.

At positions of seeded random games, every command of every kind with card ids from the actor's hand
(and a few from elsewhere) and every target seat is tried: those ``legal_commands`` lists apply, every
other one is refused with a readable sentence naming cards with their suit symbols, and a refusal
changes nothing. (The conformance suite samples mutations; this tries them all.)
"""
import itertools
import random

import pytest

from rules.core import Rejected
from rules.tower import new_game
from rules.tower.commands import NO_CARD, Attack, Build, Discard, King, Queen


def positions(players, seed, every):
    s = new_game("multi", players, seed)
    rnd = random.Random(f"legality/{players}/{seed}")
    out = []
    while not s.is_over:
        if s.step % every == 0:
            out.append(s.copy())
        s.apply(rnd.choice(s.legal_commands()))
    return out


def every_command(s):
    seat = s.actor
    ids = list(s.hands[seat])
    for zone in (s.deck[-1:], s.discard[-2:], *[t[-1:] for t in s.towers], [k for k in s.kings if k is not None][:1],
                 *[h[:1] for p, h in enumerate(s.hands) if p != seat]):
        ids += zone
    ids += [len(s._t.codes)]
    seats = range(-1, s.players + 1)
    cmds = [Discard(seat, c) for c in ids]
    cmds += [Build(seat, a, b) for a, b in itertools.product(ids, ids + [NO_CARD])]
    cmds += [cls(seat, c, t) for cls in (King, Queen) for c in ids for t in seats]
    cmds += [Attack(seat, j, c, t) for j, c in itertools.product(ids, ids) for t in seats]
    return cmds


@pytest.mark.parametrize("players, seed, every", [(2, 0, 3), (2, 1, 3), (3, 0, 5), (5, 0, 10), (10, 0, 30)])
def test_legal_commands_are_exactly_the_accepted_ones(players, seed, every):
    for s in positions(players, seed, every):
        legal = s.legal_commands()
        assert len(set(legal)) == len(legal), "a command is listed twice"
        listed = set(legal)
        before = s.to_json()
        for cmd in every_command(s):
            try:
                s.copy().apply(cmd)
                ok = True
            except Rejected as e:
                ok = False
                reason = e.reason
                assert reason and "\n" not in reason and reason[0].isupper() and reason.endswith("."), reason
            assert ok == (cmd in listed), (s.step, cmd, None if ok else reason)
        assert s.to_json() == before


def test_reasons_name_cards_with_suit_symbols():
    """The rejections quoted by the issue, word for word."""
    from tower_helpers import assert_rejected, find, position
    s = position(hands={0: "6H 5S 7C XR", 1: "2D"}, towers={0: "7H"})
    assert assert_rejected(s, Build(0, find(s, "6H", 0), find(s, "XR", 0))) == \
        "The stone must be lower than the 7♥ and black."
    s = position(hands={0: "5S 7C", 1: "2D"}, towers={0: "9H"}, kings={0: "KD"})
    assert assert_rejected(s, Build(0, find(s, "5S", 0), find(s, "7C", 0))) == \
        "A tower protected by a King needs a construction card of at least 8 (or a joker)."
    s = position(hands={0: "JC 5S", 1: "2D"}, towers={1: "9H"})
    assert "9♥" in assert_rejected(s, Attack(0, find(s, "JC", 0), find(s, "5S", 0), 1))


def test_the_actor_alone_decides():
    s = new_game("multi", 3, "actor")
    other = (s.actor + 1) % 3
    with pytest.raises(Rejected, match="not"):
        s.apply(Discard(other, s.hands[other][0]))
