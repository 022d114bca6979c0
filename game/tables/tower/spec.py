"""The Tower table as the front end lists it."""
from rules.tower.cards import name

from . import EMBLEM
from ...hints import card_name as plain_name
from ..spec import TableSpec
from .results import explain, scorepad_rows
from .sounds import SOUNDS
from .words import setup_options


def _table_class() -> type:
    from .table import TowerTable
    return TowerTable


# The hint button (H) names the suggested command with these phrases (game/hints.py).
HINT_PHRASES = {"build": "build with {stone}", "king": "play {card} on {tower}",
                "queen": "play {card} on {tower}", "attack": "attack {target} with {jack}",
                "discard": "discard {card}"}
# ... and lights the first step of it as the keyboard focus: a target is (tag, command fields...).
HINT_FOCUS = {"build": [("card", "stone"), ("pick", "pay")], "king": [("card", "card"), ("tower", "target")],
              "queen": [("card", "card"), ("tower", "target")], "attack": [("card", "jack"), ("tower", "target")],
              "discard": [("card", "card"), ("discard",)]}


def card_name(card) -> str:
    """"the ace of hearts", "the red joker": Tower's cards in words (the log's "A♥" is for reading
    at a glance, a hint is read as a sentence)."""
    return name(card["code"]) if card and "code" in card else plain_name(card)


def hint_words(view, command) -> dict:
    """Whose tower a King or Queen goes on: "your tower" or "Vega's tower"."""
    target = getattr(command, "target", None)
    if not isinstance(target, int) or not 0 <= target < len(view.get("names") or []):
        return {}
    return {"tower": "your tower" if target == view.get("seat") else f"{view['names'][target]}'s tower"}


TABLE = TableSpec(
    table_class=_table_class, howto="tower",
    emblem=EMBLEM,
    layouts=tuple(f"tower-{n}" for n in range(2, 11)),
    setup_options=setup_options, explain=explain, scorepad=scorepad_rows, sounds=SOUNDS, hint_phrases=HINT_PHRASES, hint_focus=HINT_FOCUS,
    card_name=card_name, hint_words=hint_words,
    hint_cards=frozenset({"card", "stone", "jack", "pay"}),     # a build's stone and payment, an attack's Jack
)
