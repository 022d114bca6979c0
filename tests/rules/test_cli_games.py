"""``python -m rules simulate`` for every registered game and mode (including the ones where one seat
decides for several places at the table, and the ones with an automaton); ``--save-dir`` saves
replay and verify. The games come from the registry: a new game is covered by registering."""
import json

import pytest

from rules.__main__ import main
from rules.registry import GAMES
from rules.saves import load_save

CASES = [pytest.param(spec.id, mode, low, id=f"{spec.id}/{mode}/{low}")
         for spec in GAMES.values() for mode, (low, high) in spec.modes.items()]


@pytest.mark.parametrize("game, mode, players", CASES)
def test_simulate_plays_every_mode_without_errors(capsys, tmp_path, game, mode, players):
    code = main(["simulate", "--game", game, "--mode", mode, "--players", str(players), "--games", "3",
                 "--seed", "cli", "--bots", "random", "--save-dir", str(tmp_path)])
    out, err = capsys.readouterr()
    assert code == 0, err
    figures = json.loads(out)
    assert figures["errors"] == 0 and figures["games"] == 3 and figures["commands"] > 0
    saves = sorted(tmp_path.glob("*.json"))
    assert len(saves) == 3
    for path in saves:
        replay = load_save(path)
        assert replay.state.is_over and len(replay.commands) > 0


@pytest.mark.parametrize("game, mode, players", CASES)
def test_wins_are_counted_for_every_place_at_the_table(capsys, game, mode, players):
    """A seat may decide for several places (one person, two altars): the tally has one entry per
    place, and the shares of each game add up to one (zero when nobody wins, e.g. a lost solitaire)."""
    code = main(["simulate", "--game", game, "--mode", mode, "--players", str(players), "--games", "2",
                 "--seed", "s"])
    figures = json.loads(capsys.readouterr().out)
    places = GAMES[game].new_game(mode, players, 0, {}).players
    assert code == 0 and len(figures["wins"]) == max(players, places)
    assert 0 <= sum(figures["wins"]) <= 2 + 1e-6
