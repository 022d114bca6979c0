"""Sentences about players agree with "You" (the default name of the one person at the screen)."""
from __future__ import annotations

from game.tables.sky_totems.results import explain as totems_explain
from game.tables.sky_towers.results import explain as towers_explain
from game.wording import agree


def test_agree_picks_the_verb_for_one_player_you_or_several():
    assert agree(["Vega"], "wins", "win") == "wins"
    assert agree(["You"], "wins", "win") == "win"
    assert agree(["Vega", "Orion"], "wins", "win") == "win"


def test_sky_totems_tie_break_sentence_about_you():
    result = {"scores": [30, 30], "winners": [0], "decided_by": "totems", "totem_counts": [5, 4]}
    assert totems_explain(result, ["You", "Vega"]).startswith("You win the tie on 30 points")
    assert totems_explain(result, ["Ada", "Vega"]).startswith("Ada wins the tie on 30 points")


def test_sky_towers_result_sentences_about_you():
    result = {"kites": [18, 18], "flags": [6, 4], "winners": [0], "decided_by": "flags"}
    assert "; You win with more flags (6 against 4)." in towers_explain(result, ["You", "Vega"])
    result = {"kites": [11, 20], "flags": [1, 1], "winners": [1], "decided_by": "kites"}
    assert towers_explain(result, ["You", "Vega"]) == "Vega wins with the most kites, 20."


def test_sky_5_sentences_about_you():
    from game.tables.sky5.results import explain as sky5_explain
    from game.wording import second_person
    assert second_person("You banks 2 cards worth 9.") == "You bank 2 cards worth 9."
    assert second_person("Sky Five! You banks without rolling.") == "Sky Five! You bank without rolling."
    assert second_person("Vega gives the green 4 to You.") == "Vega gives the green 4 to you."
    assert second_person("Vega rolls a 3.") == "Vega rolls a 3."
    result = {"scores": [30, 12], "winners": [0], "decided_by": "score"}
    assert sky5_explain(result, ["You", "Vega"]) == "You win with the highest score, 30 points."


def test_sky_totems_log_sentences_about_you():
    from game.wording import second_person
    assert second_person("You passes.") == "You pass."
    assert second_person("You has chosen a starting altar card.") == "You have chosen a starting altar card."
    assert second_person("Bird's blessing for You: two clouds.") == "Bird's blessing for you: two clouds."
    assert second_person("You is choosing a starting altar card") == "You are choosing a starting altar card"


def test_a_count_takes_its_noun_in_the_plural_unless_it_is_one():
    from game.wording import plural
    assert [plural(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
