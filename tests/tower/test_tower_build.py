"""Tower: building the tower (docs/rulebooks/tower.txt, "The Tower:", "Building the Tower:";
RULES-DECISIONS "## Tower"). Each test quotes the sentence it checks; positions come from the
builder (``rules.tower.positions.position``)."""
import pytest
from tower_helpers import assert_rejected, find, hand, kinds, moves, position, tower

from rules.tower.commands import Build, King


def build(s, seat, stone, pay=None):
    """Build ``stone`` (a code in ``seat``'s hand) paying with ``pay`` (a code, or None: no card)."""
    return Build(seat, find(s, stone, seat), -1 if pay is None else find(s, pay, seat))


# --------------------------------------------------------------------------- the bottom stone

@pytest.mark.parametrize("stone", ["AS", "5H", "10D"])
def test_the_bottom_stone_is_free(stone):
    """'The bottommost layer of the tower may be played without a construction card, for free.'
    RULES-DECISIONS: 'The bottom stone (any A–10) needs no construction card'."""
    s = position(hands={0: f"{stone} 2C", 1: "3C"})
    events = s.apply(build(s, 0, stone))
    assert tower(s, 0) == [stone] and hand(s, 0) == ["2C"] and s.discard == []
    assert kinds(events)[:2] == ["build", "move"]
    assert events[0].data == {"seat": 0, "stone": stone, "pay": None, "height": 1}
    assert events[1].data["dst"] == "tower.0" and events[1].data["index"] == 0 and events[1].data["face_up"]


def test_a_construction_card_for_the_bottom_stone_is_refused():
    """The contract: 'pay is -1 exactly when the tower is empty (the bottom stone is free)'; a card
    offered for it is refused rather than thrown away."""
    s = position(hands={0: "9S 10H", 1: "3C"})
    assert_rejected(s, build(s, 0, "9S", "10H"), "bottom stone is free")


# --------------------------------------------------------------------------- the stones

def test_a_stone_must_be_lower_than_the_one_below():
    """'Each card must have a lower number than the one before (below) it'; 'Stones are strictly
    lower than the stone below' (RULES-DECISIONS): an equal or higher one is refused."""
    s = position(hands={0: "7S 8S 9C XR", 1: "3C"}, towers={0: "7H"})
    reason = assert_rejected(s, build(s, 0, "7S", "XR"))
    assert reason == "The stone must be lower than the 7♥ and black."
    assert_rejected(s, build(s, 0, "8S", "XR"), "lower than the 7♥")


def test_a_stone_must_be_the_opposite_colour():
    """'... and must be the opposite (red/black) color.'"""
    s = position(hands={0: "6H 6D 6S 10C", 1: "3C"}, towers={0: "7H"})
    assert_rejected(s, build(s, 0, "6H", "10C"), "and black")
    assert_rejected(s, build(s, 0, "6D", "10C"), "and black")
    s.apply(build(s, 0, "6S", "10C"))
    assert tower(s, 0) == ["7H", "6S"]


def test_a_stone_need_not_be_the_next_number():
    """'The stone card may be any card from Ace to Ten, provided it meets the requirements stated
    above': any lower number of the other colour, not only one less."""
    s = position(hands={0: "2S 3C", 1: "3H"}, towers={0: "10H"})
    s.apply(build(s, 0, "2S", "3C"))
    assert tower(s, 0) == ["10H", "2S"]


def test_a_joker_is_never_a_stone():
    """'Jokers may not be used as a stone card. (It can only be used as a construction card or an
    attack card.)' Not as the bottom stone either."""
    s = position(hands={0: "XR XB 10S", 1: "3C"})
    assert_rejected(s, Build(0, find(s, "XR", 0), -1), "joker may not be a stone")
    s = position(hands={0: "XR XB 10S", 1: "3C"}, towers={0: "10H"})
    assert_rejected(s, Build(0, find(s, "XB", 0), find(s, "XR", 0)), "joker may not be a stone")


@pytest.mark.parametrize("face", ["JS", "QS", "KS"])
def test_a_face_card_is_never_a_stone(face):
    """'The tower is a row of cards ... consisting entirely of numbered cards'; 'The stone card may be
    any card from Ace to Ten'."""
    s = position(hands={0: f"{face} XR", 1: "3C"})
    assert_rejected(s, Build(0, find(s, face, 0), -1), "may not be a stone", "Ace to 10")
    s = position(hands={0: f"{face} XR", 1: "3C"}, towers={0: "10H"})
    assert_rejected(s, Build(0, find(s, face, 0), find(s, "XR", 0)), "may not be a stone")


def test_building_goes_up_from_the_top():
    """'A player may only build up from the top card of the tower, they may not build down by placing
    higher value cards at the bottom of the tower.' The new stone lands on top (its index is the
    height below it)."""
    s = position(hands={0: "5H XR", 1: "3C"}, towers={0: "9H 6S"})
    events = s.apply(build(s, 0, "5H", "XR"))
    assert tower(s, 0) == ["9H", "6S", "5H"]
    stone = next(e for e in events if e.kind == "move" and e["dst"] == "tower.0")
    assert stone["index"] == 2
    s = position(hands={0: "10S XR", 1: "3C"}, towers={0: "9H"})
    assert_rejected(s, build(s, 0, "10S", "XR"), "lower than the 9♥")


# --------------------------------------------------------------------------- construction cards

def test_the_construction_card_is_at_least_one_more_of_any_colour():
    """'The construction card must be a numbered card of value 1 or more than that of the stone card,
    of any color'; 'Construction card ≥ stone + 1' (RULES-DECISIONS). It is discarded."""
    s = position(hands={0: "5S 6C 5C", 1: "3C"}, towers={0: "9H"})
    assert_rejected(s, build(s, 0, "5S", "5C"), "at least 6")
    events = s.apply(build(s, 0, "5S", "6C"))     # the same colour as the stone: fine
    assert tower(s, 0) == ["9H", "5S"] and codes_of_discard(s) == ["6C"]
    assert events[0].data == {"seat": 0, "stone": "5S", "pay": "6C", "height": 2}
    assert moves(events)[:2] == [("5S", "hand.0", "tower.0"), ("6C", "hand.0", "discard")]


def codes_of_discard(s):
    return [s.code(c) for c in s.discard]


def test_an_ace_pays_for_nothing_and_a_ten_for_up_to_nine():
    """'value 1 or more than that of the stone card': an Ace (1) pays for no stone (the lowest stone
    is an Ace); a 10 pays for a 9."""
    s = position(hands={0: "AS 2C 9S 10C", 1: "3C"}, towers={0: "10H"})
    assert_rejected(s, build(s, 0, "2C", "AS"), "at least 3")
    assert not [c for c in s.legal_commands() if isinstance(c, Build) and s.code(c.pay) == "AS"]
    s.apply(build(s, 0, "9S", "10C"))
    assert tower(s, 0) == ["10H", "9S"]


def test_a_joker_pays_for_any_stone():
    """'... or may be a joker.'"""
    s = position(hands={0: "9S XB", 1: "3C"}, towers={0: "10H"})
    s.apply(build(s, 0, "9S", "XB"))
    assert tower(s, 0) == ["10H", "9S"]


@pytest.mark.parametrize("face", ["JC", "QC", "KC"])
def test_a_face_card_never_pays(face):
    """'Face cards may not be used as construction cards.'"""
    s = position(hands={0: f"5S {face}", 1: "3C"}, towers={0: "9H"})
    assert_rejected(s, build(s, 0, "5S", face), "may not pay", "numbered card or a joker")


def test_without_the_construction_cost_the_stone_waits():
    """'If a player does not have the construction cost for a stone, they may not add that stone to
    their tower until they obtain the construction cost.' Only the bottom stone is free."""
    s = position(hands={0: "5S 3D", 1: "3C"}, towers={0: "9H"})
    assert_rejected(s, build(s, 0, "5S"), "needs a construction card of at least 6")
    assert_rejected(s, build(s, 0, "5S", "3D"), "needs a construction card of at least 6")
    assert not [c for c in s.legal_commands() if isinstance(c, Build)]
    s.apply(s.legal_commands()[-1])            # a discard; later, with a 6, the 5 may go on


def test_the_stone_and_the_construction_card_are_two_cards_from_the_hand():
    """'To add a layer to the tower, the player must play two cards'."""
    s = position(hands={0: "5S", 1: "6C"}, towers={0: "9H"})
    stone = find(s, "5S", 0)
    assert_rejected(s, Build(0, stone, stone), "another card than the stone")
    assert_rejected(s, Build(0, stone, find(s, "6C", 1)), "from your hand")
    assert_rejected(s, Build(0, find(s, "6C", 1), stone), "from your hand")


def test_a_protected_tower_needs_three_more():
    """'when building to that tower the construction card must be of value 3 or greater than the stone
    card, rather than just 1, (jokers are still permissable)'; 'Construction card ≥ stone + 1 (≥ stone
    + 3 on a tower protected by a King), or a joker.'"""
    s = position(hands={0: "5S 7C 8D XR", 1: "3C"}, towers={0: "9H"}, kings={0: "KC"})
    reason = assert_rejected(s, build(s, 0, "5S", "7C"))
    assert reason == "A tower protected by a King needs a construction card of at least 8 (or a joker)."
    legal = {s.code(c.pay) for c in s.legal_commands() if isinstance(c, Build) and s.code(c.stone) == "5S"}
    assert legal == {"8D", "XR"}
    s.apply(build(s, 0, "5S", "8D"))
    assert tower(s, 0) == ["9H", "5S"]


def test_a_protected_tower_still_takes_a_joker():
    """'(jokers are still permissable)'."""
    s = position(hands={0: "8S XB", 1: "3C"}, towers={0: "9H"}, kings={0: "KC"})
    s.apply(build(s, 0, "8S", "XB"))
    assert tower(s, 0) == ["9H", "8S"]


def test_a_king_on_an_empty_tower_cannot_be_so_the_free_bottom_stone_stays_free():
    """RULES-DECISIONS: 'The bottom stone (any A–10) needs no construction card, even on a protected
    tower' and 'A King protects a tower that has at least one stone (there is no base without one)':
    a tower with a King always has a stone, so no position has a King over an empty base."""
    with pytest.raises(ValueError, match="no stone"):
        position(hands={0: "5S", 1: "3C"}, kings={0: "KC"})
    s = position(hands={0: "KC 5S", 1: "3C"})
    assert_rejected(s, King(0, find(s, "KC", 0), 0), "at least one stone")


def test_the_sixth_stone_ends_the_game_at_once():
    """'Apon a player successfully adding a 6th layer to their tower, gameplay immediately ends.'
    RULES-DECISIONS: '... the game ends when every hand is empty or a tower reaches 6 layers.'"""
    s = position(3, hands={0: "5H 6C 9D", 1: "3C", 2: "4D"}, towers={0: "10S 9H 8S 7D 6S"})
    events = s.apply(build(s, 0, "5H", "6C"))
    assert s.is_over and s.actor is None and s.legal_commands() == []
    assert kinds(events) == ["build", "move", "move", "complete", "game_over"]
    assert events[3].data == {"seat": 0, "bonus": 5}
    assert s.result()["completed"] == 0 and s.result()["stones"] == [6, 0, 0]
    assert len(s.hands[1]) == 1, "nobody draws after the sixth stone"
