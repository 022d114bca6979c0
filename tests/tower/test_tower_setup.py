"""Tower: the cards, the decks and the deal (docs/rulebooks/tower.txt, "Tower" and "Starting:";
docs/rulebooks/RULES-DECISIONS.md, "## Tower"). Each test quotes the sentence it checks."""
from collections import Counter

import pytest
from tower_helpers import hand

from rules import registry
from rules.tower import new_game
from rules.tower.cards import DECKS_BY_PLAYERS, card, deck_codes, per_deck, table


@pytest.mark.parametrize("players, decks", [(2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 3), (8, 4), (9, 4), (10, 4)])
def test_decks_by_player_count(players, decks):
    """'2 players: 1 deck • 3-4 players: 2 decks • 5-7 players: 3 decks • 8-10 players: 4 decks'
    (RULES-DECISIONS: 'Decks by player count as listed ... Players: 2–10')."""
    s = new_game("multi", players, "decks")
    assert DECKS_BY_PLAYERS[players] == decks == s.decks
    assert len(s._t.codes) == decks * 54
    everywhere = s.deck + s.discard + sum(s.hands, []) + sum(s.towers, [])
    assert Counter(s.code(c) for c in everywhere) == Counter(deck_codes(True) * decks)


def test_two_to_ten_players():
    """'Players: 2–10.' (RULES-DECISIONS)"""
    spec = registry.get("tower")
    assert spec.modes == {"multi": (2, 10)}
    for bad in (1, 11):
        with pytest.raises(ValueError, match="2-10"):
            spec.new_game("multi", bad, 1)


def test_jokers_are_in_by_default_and_an_option_removes_them():
    """'one or more normal 52 or 54 card decks'; RULES-DECISIONS: 'jokers in by default (54-card
    decks), an option removes them.'"""
    with_jokers = new_game("multi", 3, "j")
    assert with_jokers.jokers and per_deck(True) == 54
    assert Counter(with_jokers._t.codes)["XR"] == 2 and Counter(with_jokers._t.codes)["XB"] == 2
    without = new_game("multi", 3, "j", {"jokers": False})
    assert not without.jokers and len(without._t.codes) == 2 * 52
    assert not any(c.startswith("X") for c in without._t.codes)
    with pytest.raises(ValueError, match="jokers"):
        new_game("multi", 3, "j", {"jokers": "no"})


def test_identical_cards_from_different_decks_are_different_ids():
    """RULES-DECISIONS: 'Identical cards from different decks are different card ids.' The contract:
    id = deck_index * cards_per_deck + index_in_deck, suits S, H, D, C, ranks A..K, then the black
    and the red joker."""
    t = table(2, True)
    sevens = [i for i, c in enumerate(t.codes) if c == "7H"]
    assert sevens == [13 + 6, 54 + 13 + 6]
    assert t.codes[:3] == ("AS", "2S", "3S") and t.codes[12] == "KS" and t.codes[13] == "AH"
    assert t.codes[51:54] == ("KC", "XB", "XR") and t.codes[54] == "AS"
    assert table(1, False).codes[-1] == "KC"


def test_colours_and_values():
    """'Aces are low, having a value of 1, with the remainder of the cards being the value shown. A
    Joker is considered to be equivalent to a numbered card of value 12'; RULES-DECISIONS: 'Red =
    hearts and diamonds, black = spades and clubs. Ace = 1, 2–10 face value, joker = 12.'"""
    assert card("AS").value == 1 and card("10D").value == 10 and card("7C").value == 7
    assert card("XB").value == card("XR").value == 12
    assert card("JH").value is card("QD").value is card("KS").value is None
    assert card("3H").red and card("3D").red and not card("3S").red and not card("3C").red
    assert card("XR").red and not card("XB").red
    assert [card(c).kind for c in ("AS", "10H", "JD", "QC", "KS", "XR")] == \
        ["number", "number", "face", "face", "face", "joker"]


@pytest.mark.parametrize("players", [2, 3, 5, 10])
def test_six_cards_dealt_to_each_player_and_the_rest_is_the_pile(players):
    """'Deal out 6 cards to each player and put the remaining cards in a pile in the center, the
    draw pile.' The first player has also drawn the two cards of its first turn."""
    s = new_game("multi", players, "deal")
    first = (s.dealer + 1) % players
    assert s.turn == first
    for p in range(players):
        assert len(s.hands[p]) == 6 + (2 if p == first else 0)
    assert len(s.deck) == len(s._t.codes) - 6 * players - 2
    assert s.discard == [] and not any(s.towers) and s.kings == [None] * players


def test_the_dealer_comes_from_the_seed_and_the_seat_to_its_left_starts():
    """'Starting left of the dealer, play goes clockwise'; RULES-DECISIONS: 'the dealer is picked at
    random from the seed (the setup screen may fix it), and the seat to the dealer's left plays first.'"""
    dealers = {new_game("multi", 4, f"seed {k}").dealer for k in range(40)}
    assert dealers == {0, 1, 2, 3}
    for dealer in range(5):
        s = new_game("multi", 5, "fixed", {"dealer": dealer})
        assert s.dealer == dealer and s.turn == (dealer + 1) % 5 == s.actor
    with pytest.raises(ValueError, match="dealer"):
        new_game("multi", 3, 1, {"dealer": 3})


def test_the_setup_screen_may_name_the_first_player_instead_of_the_dealer():
    """RULES-DECISIONS: 'the dealer is picked at random from the seed (the setup screen may fix it)':
    the setup screen names the first player (option ``first``), so the dealer is the seat before it."""
    for first in range(4):
        s = new_game("multi", 4, "first", {"first": first})
        assert s.turn == s.actor == first and s.dealer == (first - 1) % 4
    assert new_game("multi", 3, 1, {"first": 0, "dealer": 2}).turn == 0      # the same choice, twice
    with pytest.raises(ValueError, match="disagree"):
        new_game("multi", 3, 1, {"first": 0, "dealer": 0})
    with pytest.raises(ValueError, match="first player"):
        new_game("multi", 3, 1, {"first": 3})


def test_the_deal_is_the_seeds_alone():
    """All randomness comes from the seed: the same seed deals the same game, others deal others."""
    a, b = new_game("multi", 4, "same"), new_game("multi", 4, "same")
    assert a.to_json() == b.to_json()
    deals = {tuple(hand(new_game("multi", 4, f"other {k}", {"dealer": 0}), 1)) for k in range(5)}
    assert len(deals) == 5


def test_names_fill_in():
    s = new_game("multi", 3, 1, {"names": ["Ann", "Bo"]})
    assert s.names == ["Ann", "Bo", "Player 3"]
