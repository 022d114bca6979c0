"""Tower: face plays, the King, the Queen and the Jack (docs/rulebooks/tower.txt, "Face Play:";
RULES-DECISIONS "## Tower"). Each test quotes the sentence it checks."""
import pytest
from tower_helpers import assert_rejected, find, hand, moves, position, tower

from rules.tower.commands import Attack, Build, Discard, King, Queen


def attack(s, seat, jack, card, target):
    return Attack(seat, find(s, jack, seat), find(s, card, seat), target)


# --------------------------------------------------------------------------- the King

def test_a_king_protects_any_players_tower():
    """'King: A King may be played next to the base of any player's tower, thereby "protecting" that
    tower.' RULES-DECISIONS: 'any player's tower, one King per tower.'"""
    for target in (0, 1, 2):
        s = position(3, hands={0: "KH 2C"}, towers={0: "9S", 1: "8D", 2: "10C"})
        events = s.apply(King(0, find(s, "KH", 0), target))
        assert s.code(s.kings[target]) == "KH" and hand(s, 0) == ["2C"]
        assert events[0].kind == "king" and events[0].data == {"seat": 0, "card": "KH", "target": target}
        assert moves(events)[0] == ("KH", "hand.0", f"king.{target}")


def test_a_king_needs_a_tower_with_a_stone():
    """RULES-DECISIONS: 'A King protects a tower that has at least one stone (there is no base
    without one)'."""
    s = position(hands={0: "KH 2C"}, towers={0: "9S"})
    assert_rejected(s, King(0, find(s, "KH", 0), 1), "at least one stone", "Player 2's tower has none")


def test_one_king_a_tower():
    """'Only 1 king may protect a tower at a time.'"""
    s = position(hands={0: "KH 2C"}, towers={0: "9S", 1: "8D"}, kings={1: "KS"})
    assert_rejected(s, King(0, find(s, "KH", 0), 1), "only one King", "K♠")
    s.apply(King(0, find(s, "KH", 0), 0))


def test_only_a_king_protects():
    """'each of which has a different action associated with it': a Queen or a Jack is no King."""
    s = position(hands={0: "QH JH 2C"}, towers={0: "9S"})
    assert_rejected(s, King(0, find(s, "QH", 0), 0), "Only a King protects", "Q♥")
    assert_rejected(s, King(0, find(s, "2C", 0), 0), "Only a King protects")


def test_the_king_is_no_layer_of_the_tower():
    """'The King is not to be considered as one of the six layers of the tower.' It adds no stone and
    no points."""
    s = position(hands={0: "KH 2C"}, towers={0: "10S 9H 8S 7D 6S"})
    s.apply(King(0, find(s, "KH", 0), 0))
    assert not s.is_over and len(s.towers[0]) == 5
    assert s.view(None)["tower_values"][0] == 40 and s.scores()[0] == 40


def test_a_protected_tower_may_not_be_attacked():
    """'A tower protected by a king may not be attacked by a jack'; 'Jack: ... provided there is no
    king protecting it.'"""
    s = position(hands={0: "JH XR"}, towers={1: "8D"}, kings={1: "KS"})
    assert_rejected(s, attack(s, 0, "JH", "XR", 1), "K♠ protects Player 2's tower")
    assert not [c for c in s.legal_commands() if isinstance(c, Attack)]


# --------------------------------------------------------------------------- the Queen

@pytest.mark.parametrize("target", [0, 1])
def test_a_queen_removes_a_king_from_any_tower(target):
    """'Queen: A queen may be played to remove a king from the base of any player's tower';
    RULES-DECISIONS: 'A Queen removes a King from any tower, own included.' RULES-DECISIONS: '... the
    Queen and the removed King go to the discard pile'."""
    s = position(hands={0: "QD 2C"}, towers={0: "9S", 1: "8D"}, kings={target: "KS"})
    events = s.apply(Queen(0, find(s, "QD", 0), target))
    assert s.kings == [None, None]
    assert [s.code(c) for c in s.discard[-2:]] == ["QD", "KS"]
    assert events[0].data == {"seat": 0, "card": "QD", "target": target, "king": "KS"}
    assert moves(events)[:2] == [("QD", "hand.0", "discard"), ("KS", f"king.{target}", "discard")]


def test_a_queen_needs_a_king_to_remove():
    """'A queen may be played to remove a king': no King, no Queen play."""
    s = position(hands={0: "QD 2C"}, towers={0: "9S", 1: "8D"})
    assert_rejected(s, Queen(0, find(s, "QD", 0), 1), "has none")
    assert_rejected(s, Queen(0, find(s, "2C", 0), 1), "Only a Queen removes a King")


def test_after_the_queen_the_tower_is_open_again():
    """The Queen undoes the King: the tower may be attacked and builds cost 'just 1' more again."""
    s = position(hands={0: "QD JC 9C"}, towers={0: "9S", 1: "8D"}, kings={1: "KS"})
    s.apply(Queen(0, find(s, "QD", 0), 1))
    s.apply(Discard(1, s.hands[1][0]))
    assert s.turn == 0 and attack(s, 0, "JC", "9C", 1) in s.legal_commands()


# --------------------------------------------------------------------------- the Jack

def test_a_jack_and_an_attack_card_remove_the_top_stone():
    """'Jack: A jack card may be played in conjunction with an attack card to remove the top stone off
    another player's tower'. RULES-DECISIONS: 'The removed stone, the Jack, the attack card ... go to
    the discard pile'."""
    s = position(3, hands={0: "JH 9C 2C"}, towers={2: "10S 7H"})
    events = s.apply(attack(s, 0, "JH", "9C", 2))
    assert tower(s, 2) == ["10S"] and hand(s, 0) == ["2C"]
    assert [s.code(c) for c in s.discard] == ["JH", "9C", "7H"]
    assert events[0].data == {"seat": 0, "jack": "JH", "card": "9C", "target": 2, "stone": "7H"}
    assert moves(events)[:3] == [("JH", "hand.0", "discard"), ("9C", "hand.0", "discard"),
                                 ("7H", "tower.2", "discard")]


def test_the_attack_card_is_at_least_one_more_than_the_stone():
    """'The attack card must be a numbered card of value 1 or more greater than the card to be removed,
    or must be a joker.'"""
    s = position(hands={0: "JH 7C 8D XB"}, towers={1: "10S 7H"})
    reason = assert_rejected(s, attack(s, 0, "JH", "7C", 1))
    assert reason == "Removing the 7♥ takes an attack card of at least 8 (or a joker)."
    legal = {s.code(c.card) for c in s.legal_commands() if isinstance(c, Attack)}
    assert legal == {"8D", "XB"}
    s.apply(attack(s, 0, "JH", "8D", 1))
    assert tower(s, 1) == ["10S"]


def test_a_joker_attacks_any_stone():
    """'... or must be a joker.'"""
    s = position(hands={0: "JH XR"}, towers={1: "10S"})
    s.apply(attack(s, 0, "JH", "XR", 1))
    assert tower(s, 1) == []


@pytest.mark.parametrize("face", ["JD", "QD", "KD"])
def test_a_face_card_is_never_an_attack_card(face):
    """'Face cards may not be used as attack cards.'"""
    s = position(hands={0: f"JH {face}"}, towers={1: "3S"})
    assert_rejected(s, attack(s, 0, "JH", face, 1), "may not be an attack card")


def test_only_another_players_tower_is_attacked():
    """'remove the top stone off another player's tower'; RULES-DECISIONS: 'A Jack attack needs another
    player's unprotected tower with at least one stone'."""
    s = position(hands={0: "JH XR"}, towers={0: "10S 9H", 1: "3S"})
    assert_rejected(s, attack(s, 0, "JH", "XR", 0), "another player's tower")
    assert_rejected(s, Attack(0, find(s, "JH", 0), find(s, "XR", 0), 5), "not at this table")


def test_an_attack_needs_a_stone_to_remove():
    """RULES-DECISIONS: '... with at least one stone'."""
    s = position(3, hands={0: "JH XR"}, towers={1: "3S"})
    assert_rejected(s, attack(s, 0, "JH", "XR", 2), "has no stone to remove")


def test_the_attack_needs_a_jack_and_a_second_card():
    """'A jack card may be played in conjunction with an attack card': two cards, the first a Jack."""
    s = position(hands={0: "JH QS 9C"}, towers={1: "3S"})
    jack = find(s, "JH", 0)
    assert_rejected(s, Attack(0, jack, jack, 1), "another card than the Jack")
    assert_rejected(s, attack(s, 0, "QS", "9C", 1), "made with a Jack")
    assert_rejected(s, Attack(0, jack, find(s, "3S", zone="tower.1"), 1), "from your hand")


def test_a_tower_knocked_down_to_nothing_starts_again_for_free():
    """An attack on a one-stone tower empties it; then 'The bottommost layer of the tower may be played
    without a construction card, for free' again, and the next stone follows the new top."""
    s = position(hands={0: "JH XR", 1: "4C 5D 6S"}, towers={1: "10S"})
    s.apply(attack(s, 0, "JH", "XR", 1))
    assert tower(s, 1) == [] and s.turn == 1
    s.apply(Build(1, find(s, "4C", 1), -1))
    assert tower(s, 1) == ["4C"]
