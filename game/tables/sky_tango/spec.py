"""The Sky Tango table as the front end lists it."""
from rules.sky_tango.cards import PARTNERS_AT

from ...tables import TableSpec
from .results import explain, scorepad_rows
from .sounds import SOUNDS
from .words import setup_options


def _table_class() -> type:
    from .table import TangoTable
    return TangoTable


# The hint button (H) names the suggested command with these phrases (game/hints.py).
HINT_PHRASES = {"lay": "lay the {card}", "clear": "clear {cards}", "destroy": "destroy a row", "stop": "stop"}
# ... and lights the first step of it as the keyboard focus: a target is (tag, command fields...).
HINT_FOCUS = {"lay": [("card", "card"), ("lay", "owner", "*", "at")]}


def partners(mode: str, count: int) -> list[tuple[int, int]]:
    """"Players sitting opposite are partners": with 4 players, seats 1+3 and 2+4."""
    return [(0, 2), (1, 3)] if count == PARTNERS_AT else []


TABLE = TableSpec(
    table_class=_table_class, howto="sky-tango",
    # sun gold and orange either side of a silver-blue moon: the two kinds in their dance
    emblem=((255, 214, 102), (246, 146, 44), (150, 180, 232), (246, 146, 44), (255, 214, 102)),
    layouts=tuple(f"sky-tango-{n}" for n in range(2, 5)),
    setup_options=setup_options, explain=explain, scorepad=scorepad_rows,
    # "The youngest player begins": the setup names who starts, the first seat listed unless changed
    # (RULES-DECISIONS, Sky Tango); the rules draw no first player, so there is no "Random".
    first_random=False,
    partners=partners, sounds=SOUNDS, hint_phrases=HINT_PHRASES, hint_focus=HINT_FOCUS,
)
