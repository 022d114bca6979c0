"""Best scores of the solo games, kept in ``stats.json`` beside the saves.

Which score of which game counts, and under what key (Light per difficulty, Taroma, Sky Totems
solo...), is the game's own business: its table says so through ``TableSpec.best_score`` (see
``game.tables``), so no game is named here. A finished game counts once, by its id in the
library: opening its results again, reloading or replaying it records nothing new.

Reading never raises (a damaged file means no best scores yet, and the file is left in place);
writing is atomic (see ``game.settings.JsonStore``). No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from .settings import JsonStore
from .tables import best_score

MAX_COUNTED = 5000          # game ids remembered as counted (the oldest are forgotten first)


@dataclass(frozen=True)
class Record:
    """What the results screen says about a score: the best before this game (None: the first),
    the best now, and whether this game holds it."""
    key: str
    label: str
    score: int
    best: int | None            # the best score of ``key`` now, this game included
    new_best: bool              # this game set the best (the first game of a key sets it too)


def _score(value) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class Stats(JsonStore):
    FILE = "stats.json"

    def _bests(self) -> dict:
        bests = self.data.get("best")
        return bests if isinstance(bests, dict) else {}

    def best(self, key: str) -> int | None:
        """The best score of ``key`` so far (None: none yet, or a damaged entry)."""
        entry = self._bests().get(key)
        return _score(entry.get("score")) if isinstance(entry, dict) else None

    def holder(self, key: str) -> str:
        entry = self._bests().get(key)
        game = entry.get("game") if isinstance(entry, dict) else None
        return game if isinstance(game, str) else ""

    def counted(self, game_id: str) -> bool:
        ids = self.data.get("counted")
        return isinstance(ids, list) and game_id in ids

    def record(self, game_id: str, key: str, label: str, score: int) -> Record:
        """Count a finished game's score once (by ``game_id``; an empty id is never stored, so a
        game without one is only compared). Returns what the results screen shows."""
        score = int(score)
        if game_id and not self.counted(game_id):
            before = self.best(key)
            if before is None or score > before:
                bests = self.data.get("best")
                if not isinstance(bests, dict):
                    bests = self.data["best"] = {}
                bests[key] = {"score": score, "label": label, "game": game_id,
                              "date": datetime.now().isoformat(timespec="seconds")}
            ids = self.data.get("counted")
            ids = [i for i in ids if isinstance(i, str)] if isinstance(ids, list) else []
            ids.append(game_id)
            self.data["counted"] = ids[-MAX_COUNTED:]
            self.save()
        best = self.best(key)
        if best is None or (not game_id and score > best):
            return Record(key, label, score, score, True)
        return Record(key, label, score, best, bool(game_id) and self.holder(key) == game_id)


def record_session(session, stats: Stats | None = None) -> Record | None:
    """Count a finished solo game played by a person (a bot's game is no one's best); None when it
    keeps no best score. Counting is once per game id (see ``Stats.record``)."""
    state = session.state
    if not state.is_over or any(seat.is_bot for seat in session.seats):
        return None
    found = best_score(session.game, session.mode, session.options, state.result())
    if found is None or found.score is None:
        return None
    stats = stats if stats is not None else Stats.load()
    return stats.record(session.game_id, found.key, found.label, found.score)


__all__ = ["Stats", "Record", "record_session"]
