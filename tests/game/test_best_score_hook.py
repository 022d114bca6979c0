"""A game's best-score hook that raises never stops the results or the setup screen: the results
go on without a best score, and the error is logged (the hook's import of the logger once pointed
at a module that does not exist, so the error vanished unlogged)."""
from types import SimpleNamespace

import game.errors
import game.tables as tables


def test_a_broken_best_score_hook_is_logged_and_gives_none(monkeypatch):
    def broken(mode, options, result):
        raise ValueError("the hook broke")
    monkeypatch.setattr(tables, "table_for", lambda game: SimpleNamespace(best_score=broken))
    logged = []
    monkeypatch.setattr(game.errors, "log_error", lambda e, where="": logged.append((type(e), where)))
    assert tables.best_score("sky-towers", "light", {}, {"score": 3}) is None
    assert logged == [(ValueError, "best_score: sky-towers")]


def test_the_shipped_games_are_playable_and_an_unknown_package_is_not():
    from rules import registry
    assert all(tables.playable(spec) for spec in registry.GAMES.values() if spec.short_name in
               ("tower", "sky5", "sky_tango", "sky_towers", "sky_totems"))
    assert not tables.playable(SimpleNamespace(short_name="no_such_game"))
