"""The Sky Totems table as the front end lists it."""
from rules.sky_totems.components import DEFAULT_TOTEMS, TOTEM_KINDS

from . import EMBLEM
from ..spec import BestScore, TableSpec
from .results import explain, scorepad_rows
from .sounds import SOUNDS
from .undo import is_barrier
from .words import HINT_PHRASES, SOLO_LABEL


def _table_class() -> type:
    from .table import TotemsTable
    return TotemsTable


def setup_options(mode: str) -> list[tuple[str, str, list, object]]:
    """The setup screen's extra choice, which four totems are in play: the rulebook recommends Bird,
    Wolf, Horse and Cat for a first game and the Dragon "replacing either the Bird, Wolf, or Horse
    Totem" later, "highly recommend[ing] including the Cat", so the choices are those four sets."""
    default = list(DEFAULT_TOTEMS)
    sets = [(default, "Classic")]
    for out in ("Bird", "Wolf", "Horse"):
        if out in default and "Dragon" in TOTEM_KINDS:
            kinds = [k for k in TOTEM_KINDS if k != out and (k in default or k == "Dragon")]
            sets.append((kinds, f"Dragon for {out}"))
    return [("totems", "Totems", sets, default)]


def best_score(mode: str, options: dict, result: dict | None) -> BestScore | None:
    """Solo keeps a best total of both altars (with the rulebook's rank); multiplayer none."""
    if mode != "solo":
        return None
    if result is None:
        return BestScore("solo", SOLO_LABEL)
    total = result.get("total", sum(result.get("scores") or []))
    return BestScore("solo", SOLO_LABEL, total, "points", str(result.get("rank") or ""))


# The hint button (H) names the suggested command (``words.HINT_PHRASES``) and lights the first step
# of it as the keyboard focus: a target is (tag, command fields...).
HINT_FOCUS = {"choose_start": [("start", "card")], "place_cloud": [("cell", "seat", "x", "y")],
              "take_field": [("field", "field")], "draw_pedestals": [("bag",)],
              "place_pedestal": [("ped", "pedestal"), ("cell", "seat", "x", "y")],
              "trade_pedestal": [("ped", "pedestal"), ("bag",)],
              "build_totem": [("totem", "kind"), ("build", "kind", "x", "y", "vertical")],
              "reveal": [("reveal", "card")], "choose_design": [("design", "design")], "end_turn": [("end",)]}


TABLE = TableSpec(
    table_class=_table_class, howto="sky-totems",
    emblem=EMBLEM,
    layouts=("sky-totems-2", "sky-totems-3", "sky-totems-4"),
    setup_options=setup_options, explain=explain, scorepad=scorepad_rows, undo=is_barrier,
    best_score=best_score, sounds=SOUNDS, hint_phrases=HINT_PHRASES, hint_focus=HINT_FOCUS,
    hint_counted=frozenset({"field"}),
)
