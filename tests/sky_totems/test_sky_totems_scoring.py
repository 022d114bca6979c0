"""Sky Totems score calculation: the rulebook's example (52 points), tie-breaks, solo ranks."""
import pytest

from rules.sky_totems.components import solo_rank
from rules.sky_totems.positions import position


def example_altar(rare="Gold"):
    """The rulebook's example (as ``position`` arguments for one altar): a Bird on height 2, two Horses on
    heights 3 (and 1), a Cat on 6; 14 common and 6 rare pedestals."""
    altar = {(0, 0): ["Ember"] * 2, (1, 0): ["Leaf"] * 2, (2, 0): ["Wave"] * 2, (3, 0): [rare] * 6,
             (0, 1): ["Sand"] * 3, (1, 1): ["Stone"], (0, 2): ["Bloom"] * 3, (1, 2): ["Ember"]}
    built = [("Bird", [(0, 0), (1, 0), (2, 0)]), ("Horse", [(0, 1), (1, 1)]), ("Horse", [(0, 2), (1, 2)]),
             ("Cat", [(3, 0)])]
    return altar, built


def test_the_rulebooks_example_scores_52():
    # "Bird Totem: 3x2 = 6 points - Wolf Totem: 0 points (not built) - Horse Totem: 2x3 + 2x3 = 12 points - Cat
    # Totem: 1x6 = 6 points - Normal Pedestals: 14x1 = 14 points - Rare Pedestals: 6x2 = 12 points - Altar Cards:
    # 2 points For a total of 52 points."
    altar, built = example_altar()
    s = position(altars={0: altar}, built={0: built}, revealed={0: ["Wide Altar"]})     # 2 points of altar cards
    pad = s.breakdown(0)
    assert pad == {"totems": {"Bird": 6, "Wolf": 0, "Horse": 12, "Cat": 6}, "common": 14, "rare": 12,
                   "altar_cards": 2, "total": 52}
    assert list(pad) == ["totems", "common", "rare", "altar_cards", "total"]      # the scorepad's order
    assert s.scores()[0] == 52
    result = s.result()
    assert result["breakdown"][0] == pad and result["scores"] == [52, 0] and result["winners"] == [0]


def test_revealed_cards_count_even_if_no_longer_met_starting_card_does_not():
    # "If the Altar Card has been revealed at some point in the game, the points are counted in the score
    # regardless of whether the mission requirements are met at the end of the game."
    s = position(revealed={0: ["devotion-to-ember"]})   # revealed, though no Ember stack is standing
    assert s.breakdown(0)["altar_cards"] == 2
    assert s.start_cards[0] >= 0 and s.breakdown(1)["altar_cards"] == 0   # the starting card's half is its altar


def test_tie_broken_by_most_totems():
    # "If there is a tie between players for the highest score, the player with the most Totems is the winner."
    s = position(altars={0: {(0, 0): ["Ember"], (1, 0): ["Leaf"] * 3},                     # 4 pedestals
                         1: {(0, 0): ["Stone"] * 5, (1, 0): ["Gold"] * 2, (0, 1): ["Sand"]}},   # 5 + 4 + 1 = 10
                 built={0: [("Horse", [(0, 0), (1, 0)])]})                                     # + 6 = 10
    result = s.result()
    assert result["scores"] == [10, 10] and result["winners"] == [0] and result["decided_by"] == "totems"


def test_same_score_same_totems_share_the_victory():
    # "If even the number of Totems is the same, the players share the victory."
    s = position(seats=3, altars={0: {(0, 0): ["Gold"]}, 1: {(0, 0): ["Pearl"]}, 2: {(0, 0): ["Ember"]}})
    result = s.result()
    assert result["scores"] == [2, 2, 1] and result["winners"] == [0, 1] and result["decided_by"] == "shared"


@pytest.mark.parametrize("total,rank", [
    (0, "Unfinished Altars"), (99, "Unfinished Altars"), (100, "Decent Altars"), (129, "Decent Altars"),
    (130, "Wonderful Altars"), (159, "Wonderful Altars"), (160, "Altars to Go Down in History"),
    (179, "Altars to Go Down in History"), (180, "Altars Chosen by the Gods"), (400, "Altars Chosen by the Gods"),
])
def test_solo_score_ranges(total, rank):
    # "Score ranges: ~99 points: Unfinished Altars - 100~129 points: Decent Altars - 130~159 points: Wonderful
    # Altars - 160~179 points: Altars to Go Down in History - 180~ points: Altars Chosen by the Gods"
    assert solo_rank(total) == rank


def test_solo_result_is_the_total_of_both_altars_with_its_rank():
    # "The final score is determined as the total score of the 2 Altars."
    (altar0, built0), (altar1, built1) = example_altar(), example_altar(rare="Pearl")
    altar1[(2, 1)] = ["Stone"]
    s = position("solo", 1, altars={0: altar0, 1: altar1}, built={0: built0, 1: built1},
                 revealed={0: ["wide-altar"], 1: ["long-altar"]})
    result = s.result()
    assert result["scores"] == [52, 53] and result["total"] == 105 and result["rank"] == "Decent Altars"
