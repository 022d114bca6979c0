"""Sky Totems setup: one test per rule sentence of "Game Setup" (docs/rulebooks/sky-totems.txt)."""
from collections import Counter

import pytest

from rules.core import Rejected
from rules.sky_totems import ChooseStart, PlaceCloud, new_game
from rules.sky_totems.components import (CARDS, COMMON, DESIGN_POINTS, PEDESTAL_COUNT, PEDESTAL_NAMES, RARE,
                                         STARTING_TILE, dec, enc)
from rules.sky_totems.positions import check_invariants, ready
from rules.sky_totems.state import CHOOSE, START_CLOUD, TURN


def test_components_118_pedestals_6_common_designs_of_15_and_4_rare_of_7():
    # "118 Pedestal blocks - Common Pedestals: 6 designs, 15 blocks each - Rare Pedestals: 4 designs, 7 blocks each"
    assert PEDESTAL_COUNT == 118
    counts = Counter(PEDESTAL_NAMES)
    assert [counts[d] for d in COMMON] == [15] * 6 and [counts[d] for d in RARE] == [7] * 4
    assert {DESIGN_POINTS[i] for i in range(6)} == {1} and {DESIGN_POINTS[i] for i in range(6, 10)} == {2}


def test_24_altar_cards_two_per_totem_and_starting_halves_all_different():
    # "24 Altar Cards"; decisions: two per totem kind, no two cards start alike, a cloud on every second card.
    assert len(CARDS) == 24
    kinds = ("Bird", "Wolf", "Horse", "Cat", "Dragon")
    assert Counter(c["totem"] for c in CARDS if c["totem"]) == {k: 2 for k in kinds}
    starts = [tuple(sorted(map(tuple, c["start"]["pedestals"]))) + (c["start"]["cloud"],) for c in CARDS]
    assert len(set(starts)) == 24
    assert [c["start"]["cloud"] for c in CARDS] == [i % 2 == 1 for i in range(24)]
    tile = set(STARTING_TILE)
    assert all(1 <= len(c["start"]["pedestals"]) <= 3 for c in CARDS)
    assert all((x, y) in tile for c in CARDS for _, x, y in c["start"]["pedestals"])


@pytest.mark.parametrize("mode,seats,fields", [("solo", 1, 4), ("multi", 2, 4), ("multi", 3, 4), ("multi", 4, 5)])
def test_pedestal_blocking_tile_with_1_to_3_players(mode, seats, fields):
    # "If there are between 1~3 players, place a Pedestal Blocking Tile in the Pedestal Field that will not be used."
    assert len(new_game(mode, seats, 1).fields) == fields


def test_four_totems_default_bird_wolf_horse_cat():
    # "Select four Totems ... it is recommended to use the Bird, Wolf, Horse, and Cat Totems."
    assert new_game("multi", 2, 1).totem_kinds == ["Bird", "Wolf", "Horse", "Cat"]
    s = new_game("multi", 2, 1, {"totems": ["Dragon", "Cat", "Bird", "Wolf"]})
    assert s.totem_kinds == ["Bird", "Wolf", "Cat", "Dragon"]
    for bad in (["Bird", "Wolf", "Horse"], ["Bird", "Bird", "Wolf", "Cat"], ["Bird", "Wolf", "Horse", "Fox"]):
        with pytest.raises(ValueError):
            new_game("multi", 2, 1, {"totems": bad})


def test_altar_cards_of_unused_totem_removed_and_three_dealt_each():
    # "Remove the two Altar Cards corresponding to the Totems that were not selected ... deal three cards to each
    # player."
    s = new_game("multi", 4, 7, {"totems": ["Bird", "Wolf", "Cat", "Dragon"]})
    assert len(s.faces) == 22
    assert all(CARDS[i]["totem"] != "Horse" for i in s.faces)
    assert all(len(h) == 3 for h in s.hands)
    assert len({c for h in s.hands for c in h}) == 12


def test_starting_player_random_or_chosen():
    # "Select a starting player at random. Give the Starting Player Marker to that player."
    firsts = {new_game("multi", 4, seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game("multi", 3, 5, {"first": 2}).first == 2
    with pytest.raises(ValueError):
        new_game("multi", 3, 5, {"first": 3})


def test_all_pedestals_in_the_bag_and_starting_cloud_tile_2x2():
    # "Place all Pedestals in the Bag."  "A. ... Each player receives one Starting Cloud Tile."
    s = new_game("multi", 3, 2)
    assert s.bag_size() == 118
    for seat in range(3):
        assert s.cells[seat] == [enc(x, y) for x, y in [(0, 0), (1, 0), (0, 1), (1, 1)]]
        assert all(st == [] for st in s.stacks[seat])


def test_choose_one_starting_card_two_hidden_missions_one_seat_at_a_time():
    # "B. Each player places two of the cards face down and reveals one of the cards."
    s = new_game("multi", 3, 3)
    assert s.phase == CHOOSE and s.actor == 0
    assert [c.card for c in s.legal_commands()] == s.hands[0]
    s.apply(ChooseStart(0, s.hands[0][1]))
    assert s.start_cards[0] == s.hands[0][1]
    assert s.missions[0] == [s.hands[0][0], s.hands[0][2]]
    assert s.actor == 1
    with pytest.raises(Rejected):
        s.apply(ChooseStart(1, s.hands[0][0]))      # not one of seat 1's cards


def test_choices_are_simultaneous_hidden_until_everyone_chose():
    # "A player cannot look at other players' decisions before making their own."
    s = new_game("multi", 2, 3)
    s.apply(ChooseStart(0, s.hands[0][2]))
    other = s.view(1)["altars"][0]
    assert other["start_card"] is None and other["chosen"] is True
    assert all(set(c) == {"id"} for c in other["hand"])
    mine = s.view(0)["altars"][0]
    assert mine["start_card"]["id"] == s.hands[0][2]
    s.apply(ChooseStart(1, s.hands[1][0]))
    assert s.view(1)["altars"][0]["start_card"]["id"] == s.hands[0][2]     # revealed together


def test_starting_pedestals_from_bag_as_indicated_and_cloud_icon_cloud():
    # "C. Each player collects the Pedestal(s) described on their revealed Altar Card from the Bag and places them
    # on the Altar as indicated. If the revealed Altar Card indicates a cloud icon, the player takes a Cloud Tile
    # and places it adjacent to a Starting Cloud Tile."
    for seed in range(30):
        s = new_game("multi", 2, seed)
        s.apply(ChooseStart(0, s.hands[0][0]))
        s.apply(ChooseStart(1, s.hands[1][0]))
        for seat in range(2):
            face = CARDS[s.faces[s.start_cards[seat]]]
            want = Counter((d, x, y) for d, x, y in face["start"]["pedestals"])
            got = Counter((PEDESTAL_NAMES[p], *dec(c)) for c, st in zip(s.cells[seat], s.stacks[seat]) for p in st)
            assert got == want
        clouds = [seat for seat in range(2) if CARDS[s.faces[s.start_cards[seat]]]["start"]["cloud"]]
        if not clouds:
            assert s.phase == TURN
            continue
        assert s.phase == START_CLOUD and s.actor == clouds[0]
        with pytest.raises(Rejected):
            s.apply(PlaceCloud(clouds[0], 2, 2))    # only a corner touches
        assert PlaceCloud(clouds[0], 2, 0) in s.legal_commands()
        assert len(s.legal_commands()) == 8
        ready(s)
        assert all(len(s.cells[seat]) == 4 + (seat in clouds) for seat in range(2))
        return
    pytest.fail("no seed gave a cloud icon")


def test_fields_get_two_random_pedestals_each():
    # "D. The starting player draws Pedestals from the Bag and places two Pedestals on each Pedestal Field."
    fields = set()
    for seed in range(5):
        s = ready(new_game("multi", 4, seed))
        assert [len(f) for f in s.fields] == [2] * 5
        fields.add(tuple(tuple(f) for f in s.fields))
        check_invariants(s)
    assert len(fields) == 5


def test_first_turn_is_the_starting_players():
    # "In each round, players take turns clockwise starting with the Starting Player."
    s = ready(new_game("multi", 3, 9, {"first": 1}))
    assert s.phase == TURN and s.round == 1 and s.actor == 1 and s.queue == [1, 2, 0]


def test_solo_is_two_altars_of_one_person():
    # "When playing solo, the player creates 2 Altars by themself ... same as in a 2-player game"
    s = new_game("solo", 1, 4, {"names": ["Ada"]})
    assert s.players == 2 and s.names == ["Ada (altar 1)", "Ada (altar 2)"]
    with pytest.raises(ValueError):
        new_game("solo", 2, 4)
    with pytest.raises(ValueError):
        new_game("multi", 5, 4)
