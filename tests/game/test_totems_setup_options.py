"""Choosing the four totems on the setup screen (rulebook: "Select four Totems to be used in the
game"; the Dragon replaces "either the Bird, Wolf, or Horse Totem")."""
from __future__ import annotations


def test_the_choices_are_the_classic_set_and_the_three_dragon_swaps():
    from game.tables.sky_totems.spec import setup_options
    [(key, _label, choices, default)] = setup_options("multi")
    assert key == "totems"
    assert default == ["Bird", "Wolf", "Horse", "Cat"]
    sets = [sorted(kinds) for kinds, _ in choices]
    assert sets == [sorted(["Bird", "Wolf", "Horse", "Cat"]), sorted(["Wolf", "Horse", "Cat", "Dragon"]),
                    sorted(["Bird", "Horse", "Cat", "Dragon"]), sorted(["Bird", "Wolf", "Cat", "Dragon"])]


def test_starting_with_dragon_for_wolf_plays_with_the_dragon(app):
    from game.scenes.setup import SetupScene
    setup = SetupScene(app, "sky-totems")
    app.push(setup)
    app.frame(1 / 60)
    [choice] = [choice for key, _label, choice in setup.option_choices if key == "totems"]
    index = [label for _, label in choice.options].index("Dragon for Wolf")
    choice.select(index)
    setup.start()
    app.frame(1 / 60)
    state = app.top.session.state
    assert "Dragon" in state.totem_kinds and "Wolf" not in state.totem_kinds
    assert app.top.session.options["totems"] == ["Bird", "Horse", "Cat", "Dragon"]
