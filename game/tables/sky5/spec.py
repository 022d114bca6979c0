"""The Sky 5 table as the front end lists it."""
from . import EMBLEM
from ..spec import TableSpec
from .results import explain
from .sounds import SOUNDS


def _table_class() -> type:
    from .table import Sky5Table
    return Sky5Table


# The hint button (H) names the suggested command with these phrases (game/hints.py).
HINT_PHRASES = {"draw": "draw a card", "bank": "roll the die to bank your row", "give": "give the card to {to}",
                "take": "take {card}", "pass": "take nothing"}
# ... and lights the first step of it as the keyboard focus: a target is (tag, command fields...).
HINT_FOCUS = {"draw": [("deck",)], "bank": [("bank",)], "give": [("give", "to")], "take": [("take", "card")],
              "pass": [("pass",)]}


TABLE = TableSpec(
    table_class=_table_class, howto="sky-5", emblem=EMBLEM,
    layouts=tuple(f"sky5-{n}" for n in range(2, 6)),
    explain=explain, result_columns=(("Cards banked", "cards"),),
    sounds=SOUNDS, hint_phrases=HINT_PHRASES, hint_focus=HINT_FOCUS,
)
