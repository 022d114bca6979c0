"""``python -m rules simulate`` for every mode of the games beyond Sky 5, including the ones where
one seat decides for several places at the table (Sky Totems solo: one person, two altars) and the
one with an automaton (Sky Towers against Taroma); ``--save-dir`` saves replay and verify."""
import json

import pytest

from rules.__main__ import main
from rules.saves import load_save


@pytest.mark.parametrize("game, mode, players", [
    ("sky-totems", "solo", 1), ("sky-totems", "multi", 3),
    ("sky-towers", "multi", 2), ("sky-towers", "light", 1), ("sky-towers", "taroma", 1),
])
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


def test_solo_counts_wins_for_both_altars(capsys):
    code = main(["simulate", "--game", "sky-totems", "--mode", "solo", "--games", "2", "--seed", "s"])
    figures = json.loads(capsys.readouterr().out)
    assert code == 0 and len(figures["wins"]) == 2
