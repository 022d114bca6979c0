"""Tower: the gaps decided in rules/DECISIONS.md ("## Tower") that the rulebook tests do not already
check. Each test quotes the decision."""
from tower_helpers import find, kinds, position, tower

from rules.core import rng
from rules.tower import new_game
from rules.tower.commands import Attack, Build, Discard, King, Queen


def test_the_deal_is_one_card_at_a_time_clockwise_from_the_dealers_left():
    """'The deal is one card at a time, clockwise from the dealer's left, six rounds.'"""
    s = new_game("multi", 3, "deal order", {"dealer": 1})
    shuffled = list(range(2 * 54))
    rng("deal order", 0, "shuffle").shuffle(shuffled)
    order = [2, 0, 1]                               # left of dealer 1 first
    dealt = shuffled[::-1][:18]                     # the pile's top is the end of the list
    for k, card in enumerate(dealt):
        assert s.hands[order[k % 3]][k // 3] == card


def test_a_high_construction_card_of_any_colour_pays():
    """'A construction or attack card may be any colour and any value at least the one required,
    higher than the top stone included.'"""
    s = position(hands={0: "4S 10D", 1: "2C"}, towers={0: "5H"})
    s.apply(Build(0, find(s, "4S", 0), find(s, "10D", 0)))
    assert tower(s, 0) == ["5H", "4S"]
    s = position(hands={0: "JS 3H", 1: "2C"}, towers={1: "2H"})       # a red attack card on a red stone
    s.apply(Attack(0, find(s, "JS", 0), find(s, "3H", 0), 1))
    assert tower(s, 1) == []


def test_a_king_on_another_players_tower_makes_its_building_dearer():
    """'A King on another player's tower is allowed ("any player's tower"): it protects that tower and
    makes its building dearer; the owner may remove it with a Queen like anyone.'"""
    s = position(hands={0: "KS 2C", 1: "5C 7D QD"}, towers={1: "9H"})
    s.apply(King(0, find(s, "KS", 0), 1))
    assert Build(1, find(s, "5C", 1), find(s, "7D", 1)) not in s.legal_commands()
    s.apply(Queen(1, find(s, "QD", 1), 1))
    assert s.kings == [None, None]


def test_the_bonus_counts_the_pile_after_the_players_own_draw():
    """'The +5 bonus counts the pile after the completing player's own draw: if that draw took the last
    card, the pile is exhausted and there is no bonus.'"""
    s = position(hands={0: "2C", 1: "5S 6C"}, towers={1: "10H 9S 8H 7S 6H"}, deck="3D", rest="discard")
    events = s.apply(Discard(0, find(s, "2C", 0)))
    assert "pile_empty" in kinds(events) and s.deck == []
    s.apply(Build(1, find(s, "5S", 1), find(s, "6C", 1)))
    assert s.result()["bonus"] == [0, 0] and s.result()["scores"] == [0, 45]


def test_legal_commands_come_in_a_fixed_order():
    """'legal_commands lists builds, then face plays (Kings, Queens, attacks), then discards, each by the
    hand order of its first card, then by its second card and target seat.'"""
    s = position(3, hands={0: "2S 4D JC KH QS XR", 1: "2C", 2: "2D"}, towers={0: "5H", 1: "9H", 2: "8C"},
                 kings={2: "KD"})
    legal = s.legal_commands()
    kinds_in_order = [type(c).__name__ for c in legal]
    assert kinds_in_order == (["Build"] * 2 + ["Attack"] * 1 + ["King"] * 2 + ["Queen"] + ["Discard"] * 6)
    assert [(s.code(c.stone), s.code(c.pay)) for c in legal[:2]] == [("2S", "4D"), ("2S", "XR")]
    assert [c.target for c in legal if isinstance(c, King)] == [0, 1]
    assert [c.card for c in legal if isinstance(c, Discard)] == s.hands[0]
