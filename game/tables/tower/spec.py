"""The Tower table as the front end lists it."""
from ...tables import TableSpec
from .results import explain, scorepad_rows
from .sounds import SOUNDS
from .words import setup_options


def _table_class() -> type:
    from .table import TowerTable
    return TowerTable


# The hint button (H) names the suggested command with these phrases (game/hints.py).
HINT_PHRASES = {"build": "build with the {stone}", "king": "play the {card} on {target}",
                "queen": "play the {card} on {target}", "attack": "attack {target} with the {jack}",
                "discard": "discard the {card}"}
# ... and lights the first step of it as the keyboard focus: a target is (tag, command fields...).
HINT_FOCUS = {"build": [("card", "stone"), ("pick", "pay")], "king": [("card", "card"), ("tower", "target")],
              "queen": [("card", "card"), ("tower", "target")], "attack": [("card", "jack"), ("tower", "target")],
              "discard": [("card", "card"), ("discard",)]}


TABLE = TableSpec(
    table_class=_table_class, howto="tower",
    # a red and a black card either side of a gold King: the tower's alternating colours
    emblem=((206, 28, 48), (40, 44, 64), (232, 180, 48), (206, 28, 48), (40, 44, 64)),
    layouts=tuple(f"tower-{n}" for n in range(2, 11)),
    setup_options=setup_options, explain=explain, scorepad=scorepad_rows, sounds=SOUNDS, hint_phrases=HINT_PHRASES, hint_focus=HINT_FOCUS,
    hint_cards=frozenset({"card", "stone", "jack", "pay"}),     # a build's stone and payment, an attack's Jack
)
