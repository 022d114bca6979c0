"""The Sky Tango table as the front end lists it."""
from rules.sky_tango.cards import PARTNERS_AT, label
from rules.sky_tango.commands import LEFT

from . import EMBLEM
from ...hints import card_name as plain_name
from ..spec import TableSpec
from .results import explain, scorepad_rows
from .sounds import SOUNDS
from .words import short


def _table_class() -> type:
    from .table import TangoTable
    return TangoTable


# The hint button (H) names the suggested command with these phrases (game/hints.py).
HINT_PHRASES = {"lay": "lay {card} {where}", "clear": "clear {cards}", "destroy": "destroy a row", "stop": "stop"}
# ... and lights the first step of it as the keyboard focus: a target is (tag, command fields...).
HINT_FOCUS = {"lay": [("card", "card"), ("lay", "owner", "*", "at")]}


def card_name(card) -> str:
    """"the sun 16", "a solar eclipse": as the log names Sky Tango's cards."""
    return label(card["code"]) if card and "code" in card else plain_name(card)


def hint_words(view, command) -> dict:
    """Where a hinted card goes ("at the right end of your sun row", "on the solar eclipse in
    Vega's sun row") and what a clear takes ("a run of 5 cards from your rows")."""
    if command.name == "clear":
        return {"cards": f"a run of {len(command.cards)} cards from your rows"}
    if command.name != "lay":
        return {}
    # the hint is the deciding seat's move: its card is in the hand its view shows
    kind, owner = next(c["kind"] for c in view["hand"] if c["id"] == command.card), command.owner
    whose = "your" if owner == view["seat"] else f"{view['names'][owner]}'s"
    row = view["rows"][owner][kind]
    if not row:
        return {"where": f"to start {whose} {kind} row"}
    if command.at == LEFT or command.at >= len(row):
        end = "left" if command.at == LEFT else "right"
        return {"where": f"at the {end} end of {whose} {kind} row"}
    top = short(row[command.at][-1]["code"])          # the stack's visible card
    return {"where": f"on the {top} in {whose} {kind} row"}


def partners(mode: str, count: int) -> list[tuple[int, int]]:
    """"Players sitting opposite are partners": with 4 players, seats 1+3 and 2+4."""
    return [(0, 2), (1, 3)] if count == PARTNERS_AT else []


TABLE = TableSpec(
    table_class=_table_class, howto="sky-tango", emblem=EMBLEM,
    layouts=tuple(f"sky-tango-{n}" for n in range(2, 5)), explain=explain, scorepad=scorepad_rows,
    # "The youngest player begins": the setup names who starts, the first seat listed unless changed
    # (RULES-DECISIONS, Sky Tango); the rules draw no first player, so there is no "Random".
    first_random=False,
    card_name=card_name, hint_words=hint_words, partners=partners, sounds=SOUNDS, hint_phrases=HINT_PHRASES, hint_focus=HINT_FOCUS,
)
