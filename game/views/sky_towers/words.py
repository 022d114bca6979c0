"""Sky Towers words: Taroma's step captions, effect sentences and the setup options.

No pygame here, so the setup and results scenes (and tests) can ask cheaply.
"""
from __future__ import annotations

from rules.sky_towers.cards import (EFFECTS, LIGHT_DEFAULT, LIGHT_DIFFICULTIES, TAROMA_DEFAULT,
                                    TAROMA_DIFFICULTIES)

# Taroma's procedure, in the rulebook's words (shortened to fit one line each).
STEPS = {
    "1A": ("Complete a tower", "Play the highest face-up card that completes one of Taroma's towers."),
    "1B": ("Play highest card", "Play the highest face-up card onto the rightmost tower possible."),
    "1C": ("Play next highest", "The highest card is blocked: play the next highest face-up card."),
    "1D": ("Flip and play", "No face-up card can be played: flip the rightmost face-down card."),
    "1E": ("Draw face down", "Still nothing to play: draw a card to the left of the row, face down."),
    "2": ("Repeat or end", "Actions left? Repeat from 1A. Otherwise Taroma's turn ends."),
    "5": ("Discard for a 5", "Reveal the row, put back the highest cards until 5 are left, shuffle the rest "
                             "face down."),
    "6": ("The 6", "Shuffle the opponent's row and take one card at random (no cards: draw instead)."),
}
STEP_ORDER = ("1A", "1B", "1C", "1D", "1E", "2")

EFFECT_TEXT = dict(EFFECTS)
EFFECT_TEXT.update({
    1: "Only a 1 may cover a 1. A 1 shows 2 kites.",
    10: "A 10 cannot cover another card: it can only be a tower's first card.",
})

LIGHT_LEVELS = [("easy", "Easy: 5 cards"), ("normal", "Normal: 4 cards"), ("challenging", "Challenging: 3"),
                ("hard", "Hard: 2 cards")]
TAROMA_LEVELS = [("normal", "Normal"), ("hard", "Hard: Taroma builds 3 towers")]


def bonus_condition(bonus) -> str:
    """'Exactly three 7s' from 'A tower of exactly three 7s.'"""
    text = bonus.text if hasattr(bonus, "text") else str(bonus)
    for prefix in ("A tower of ", "a tower of "):
        if text.startswith(prefix):
            text = text[len(prefix):]
    text = text.rstrip(".").replace("1, 2, 3, 4, 5 and 6", "1 to 6")
    return text[:1].upper() + text[1:]


def effect_sentence(value: int, mode: str) -> str:
    """The effect of a card of ``value``, as it applies in ``mode``."""
    text = EFFECT_TEXT.get(value, "")
    if mode == "light" and value not in (1, 10):
        return "No effect in Light solitaire." if text else ""
    if mode == "taroma" and value == 6:
        return "Take a random card from Taroma's row (no cards there: draw instead)."
    if mode == "taroma" and value == 1:
        return text + " (Taroma plays a 1 only onto a tower of 19 or 20.)"
    return text


# --------------------------------------------------------------------------- setup

def setup_options(mode: str) -> list[tuple[str, str, list[tuple[object, str]], object]]:
    """The setup screen's extra choices for ``mode``: (option key, label, choices, default)."""
    if mode == "light":
        levels = [(k, label) for k, label in LIGHT_LEVELS if k in LIGHT_DIFFICULTIES]
        return [("difficulty", "Difficulty", levels, LIGHT_DEFAULT)]
    if mode == "taroma":
        levels = [(k, label) for k, label in TAROMA_LEVELS if k in TAROMA_DIFFICULTIES]
        return [("difficulty", "Difficulty", levels, TAROMA_DEFAULT)]
    return []


__all__ = ["STEPS", "STEP_ORDER", "EFFECT_TEXT", "bonus_condition", "effect_sentence", "setup_options"]
