"""Sky Tango: the material and the setup (docs/rulebooks/sky-tango.txt, "Material" and the start;
RULES-DECISIONS "## Sky Tango"). Each test quotes the sentence or decision it checks."""
import json
from collections import Counter
from pathlib import Path

import pytest

from rules.registry import GAMES
from rules.sky_tango import cards
from rules.sky_tango.state import new_game

DATA = json.loads((Path(cards.__file__).with_name("data.json")).read_text(encoding="utf-8"))


def test_the_deck_is_68_cards_read_from_the_data_file():
    """'29 sun cards 1-29, 29 moon cards 1-29, 5 solar eclipses, 5 lunar eclipses = 68.'"""
    codes = Counter(cards.CODES)
    assert len(cards.CODES) == 68
    assert {f"S{n}" for n in range(1, 30)} | {f"M{n}" for n in range(1, 30)} <= set(codes)
    assert codes["SE"] == DATA["eclipses"] == 5 and codes["ME"] == 5
    assert (cards.LOW, cards.HIGH) == tuple(DATA["numbers"]) == (1, 29)


def test_animals_are_on_the_multiples_of_four_birds_on_suns_bats_on_moons():
    """'sun and moon cards numbered 4, 8, 12, 16, 20, 24, 28 show one (birds on suns, bats on moons).'"""
    animals = {c: cards.card(c).animal for c in set(cards.CODES) if cards.card(c).animal}
    assert sorted(DATA["animal_numbers"]) == [4, 8, 12, 16, 20, 24, 28]
    assert {c for c, a in animals.items() if a == "bird"} == {f"S{n}" for n in DATA["animal_numbers"]}
    assert {c for c, a in animals.items() if a == "bat"} == {f"M{n}" for n in DATA["animal_numbers"]}
    assert cards.card("SE").animal is None and cards.card("S5").animal is None


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_each_player_draws_five_from_the_shuffled_covered_stack(seats):
    """'All cards are shuffled well and provided as a covered stack. Each player draws 5 cards from
    the stack and keeps them in hand.'"""
    s = new_game("multi", seats, "deal")
    assert [len(h) for h in s.hands] == [5] * seats
    assert len(s.deck) == 68 - 5 * seats and not s.discard
    assert sorted(s.faces) == sorted(cards.CODES)
    assert s.faces != list(cards.CODES)          # shuffled
    assert s.inconsistency() is None


def test_the_shuffle_comes_from_the_seed_only():
    """'Randomness: derive each random choice from the seed' (DESIGN): the same seed deals the same game."""
    assert new_game("multi", 3, "a").to_json() == new_game("multi", 3, "a").to_json()
    assert new_game("multi", 3, "a").faces != new_game("multi", 3, "b").faces


def test_the_first_player_is_chosen_in_the_setup_and_play_goes_clockwise():
    """'The setup picks the first player (default: the first seat listed).' 'Game play is then
    continued clockwise one after the other.'"""
    assert new_game("multi", 3, 1).turn == 0
    s = new_game("multi", 3, 1, {"first": 2})
    assert s.turn == 2 and s.actor == 2
    # the first player draws first
    assert s.hands[2] == [67, 66, 65, 64, 63]
    s.apply(next(c for c in s.legal_commands()))
    assert s.turn == 0


@pytest.mark.parametrize("bad", [3, -1, True, "0"])
def test_a_first_player_off_the_table_is_refused(bad):
    with pytest.raises(ValueError):
        new_game("multi", 3, 1, {"first": bad})


def test_two_to_four_players_and_partners_only_with_four():
    """'Players: 2-4. With 4 players, opposite seats are always partners (seats 1+3, 2+4); with 2 or 3
    nobody is.'"""
    spec = GAMES["sky-tango"]
    assert spec.modes == {"multi": (2, 4)}
    for bad in (1, 5):
        with pytest.raises(ValueError):
            spec.new_game("multi", bad, 0)
    assert not new_game("multi", 3, 0).partners
    four = new_game("multi", 4, 0)
    assert four.partners and four.teams() == [[0, 2], [1, 3]] and four.partner(1) == 3


def test_names_fill_in_for_every_seat():
    s = new_game("multi", 3, 0, {"names": ["Ann"]})
    assert s.names == ["Ann", "Player 2", "Player 3"]
