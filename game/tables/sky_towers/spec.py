"""The Sky Towers table as the front end lists it."""
from rules.sky_towers.cards import LIGHT_DEFAULT, TAROMA_DEFAULT

from . import EMBLEM
from ..spec import BestScore, TableSpec
from .results import explain, scorepad_rows
from .sounds import SOUNDS
from .words import HINT_PHRASES, setup_options


def _table_class() -> type:
    from .table import SkyTowersTable
    return SkyTowersTable


def best_score(mode: str, options: dict, result: dict | None) -> BestScore | None:
    """Light keeps a best score per difficulty, Taroma per difficulty too; games against other
    people keep none."""
    if mode not in ("light", "taroma"):
        return None
    level = str((options or {}).get("difficulty") or (LIGHT_DEFAULT if mode == "light" else TAROMA_DEFAULT))
    label = f"{'Light' if mode == 'light' else 'Taroma'}, {level.capitalize()}"
    if result is None:
        return BestScore(f"{mode}/{level}", label)
    if mode == "light":
        return BestScore(f"{mode}/{level}", label, result.get("score", 0), "points",
                         "master builder" if result.get("master_builder") else "")
    kites = result.get("kites") or result.get("scores") or [0]
    outcome = {"win": "you beat Taroma", "shared": "shared with Taroma", "loss": "Taroma won"}
    return BestScore(f"{mode}/{level}", label, kites[0], "kites", outcome.get(result.get("outcome"), ""))


# The hint button (H) names the suggested command (``HINT_PHRASES``) and lights the first step of it
# as the keyboard focus: a target is (tag, command fields...).
HINT_FOCUS = {"play": [("card", "cards"), ("tower", "tower")], "draw": [("deck",)], "return": [("tower", "tower")],
              "discard": [("pick", "card")]}


TABLE = TableSpec(
    table_class=_table_class, howto="sky-towers",
    emblem=EMBLEM,
    layouts=("sky-towers-2", "sky-towers-3", "sky-towers-4", "sky-towers-light", "sky-towers-taroma"),
    setup_options=setup_options, explain=explain, scorepad=scorepad_rows, best_score=best_score,
    sounds=SOUNDS, hint_phrases=HINT_PHRASES, hint_focus=HINT_FOCUS, hint_places={"tower": ("tower", "towers")},
)
