"""Sky Tango in words: card names, what each card and row can do, and the setup's options.

Cards are the rules' codes ("S7" the sun 7, "M12" the moon 12, "SE" a solar eclipse, "ME" a lunar
eclipse), which are also the art's codes. No pygame here, so the setup and results scenes (and
tests) can ask cheaply.
"""
from __future__ import annotations

from ...wording import capital

RUN = 5                   # the shortest run that may be cleared
DRAW = 5                  # cards drawn at once
ANIMAL = {"sun": "bird", "moon": "bat"}
ECLIPSE = {"sun": "solar eclipse", "moon": "lunar eclipse"}
TEAM_WORDS = ("Teal", "Rose")     # the two teams of partners, in a chip

ROW_RULE = ("A row ascends left to right. A new card goes at either end: below the lowest or above the "
            "highest visible number, never between cards.")
ECLIPSE_RULE = ("An eclipse covers one visible card of its kind (a solar eclipse a sun card, a lunar eclipse a "
                "moon card) and cuts the row there. A card covering an eclipse must fit between the nearest "
                "visible numbers on both sides; of several eclipses side by side, one beside a visible number "
                "is covered first.")
ANIMAL_RULE = "An animal on the card just laid (4, 8, 12 ... 28) obliges you to lay another card this turn."
CLEAR_RULE = ("Clear: a whole turn. Take runs of 5 or more visible numbers (no visible eclipse among them) "
              "from your own rows into your heap; the row closes up. You draw 5 at your next turn.")
DESTROY_RULE = ("Self-destruct: your hand and your rows go to the discard pile. Always allowed as your turn; "
                "forced when you cannot finish your turn. You draw 5 at your next turn.")
SCORE_RULE = ("Score: +1 for each sun or moon card you cleared, -1 for each one still in your rows at the end; "
              "eclipses and hand cards score nothing. Partners add their points.")

# How the log says a card laid, by where it went: a new row, an eclipse onto a card, a card covering an
# eclipse, a card at a row's end (filled in with who laid it, the card, whose row, its kind and the end).
LAID = {
    "new row": "{who} starts a {kind} row with {card}.",
    "eclipse": "{who} lays {card} on {whose} {kind} row.",
    "cover": "{who} lays {card} on an eclipse in {whose} {kind} row.",
    "end": "{who} lays {card} at the {end} end of {whose} {kind} row.",
}
# Why a seat's turn is skipped, in the log ("Vega could not draw and is skipped.").
SKIPPED = {"could_not_draw": "could not draw", "empty_hand": "has no cards", "stopped": "has stopped"}
HAND_RULE = "A player draws 5 when the hand is empty, or after clearing or self-destructing."
# The tooltips of the heaps and the piles: (title, text), filled in with whose the heap is, how many
# cards lie there (``cards``, or ``left`` for the draw stack) and how many of them are numbers.
ZONE_TIPS = {
    "heap": ("{whose} cleared cards", "{cards} cleared, {numbers} of them sun or moon cards: +{numbers}. They stay "
                                      "here and are never shuffled back. " + SCORE_RULE),
    "deck": ("Draw stack", "{left} When it is empty the discard pile is shuffled into a new one; when nothing is "
                           "left at all, the end begins: hands are played out without drawing."),
    "discard": ("Discard pile", "{cards}, face down: what players lost by self-destructing. It becomes the new draw "
                                "stack when the stack runs out."),
}

# Each button: its labels (the first that fits is shown) and its tooltip; then the keys, in the guide.
BUTTONS = {
    "clear": (("Clear  (C)", "Clear"),
              "Clear the runs you picked (click the glowing runs in your rows first): your whole turn."),
    "stop": (("Stop  (S)", "Stop"),
             "Only when nothing is left to draw: stop playing for the rest of the game (your hand then counts "
             "nothing)."),
    "destroy": (("Self-destruct  (X)", "Self-destruct", "Destroy"),
                "Self-destruct: your hand and your rows go to the discard pile; you draw 5 at your next turn. "
                "It asks first."),
    "cancel": (("Cancel  (Esc)", "Cancel"), "Put the picked card back, or forget the runs picked for clearing."),
}
KEYS = ("Keys: 1-9 and 0 pick a card · Tab or arrows choose where · Enter plays · C clears · X self-destructs · "
        "S stops · Esc calls off · L log · F1 rules")

# What the person deciding is doing, in the status line after whose turn it is, by their situation
# (``TangoWords._situation``; a free turn with nothing left but self-destruction is "stuck").
DOING = {
    "asking": "self-destruct? Enter confirms, Esc keeps playing",
    "fits nowhere": "the {card} fits nowhere now: pick another card",
    "eclipse": "drop the {card} on a lit {kind} card",
    "picked": "drop the {card} at a lit place",
    "runs": "{runs} picked, press Clear (C) or pick more",
    "animal": "play another card (the animal obliges it) or self-destruct",
    "stuck": "no card fits: you must self-destruct (X)",
}
# ... and the guide beside the buttons (one for any picked card).
PICKED_GUIDE = "{card}: lit places take it; a red row says why not. Click one, or Tab and Enter. Esc puts it back."
GUIDE = {
    "asking": "Self-destruct? {cost}",
    "fits nowhere": PICKED_GUIDE, "eclipse": PICKED_GUIDE, "picked": PICKED_GUIDE,
    "runs": "Click more glowing runs to clear them too, then Clear (C). Esc forgets them.",
    "animal": "The animal obliges you: play another card.",
    "free": ("Drag a card from your hand to a lit end of a row. Glowing runs of five or more in your rows can be "
             "cleared: click them, then Clear."),
}
# A free turn's words say what the person deciding can do, by the rules' legal commands, in this order.
CAN = {"lay": "lay a card", "clear": "clear a glowing run", "stop": "stop", "destroy": "self-destruct"}
# Why a run may not be picked, or Clear not be done.
REFUSE = {
    "run after an animal": "After an animal card you must lay another card; clearing is a whole turn of its own.",
    "another's run": "You may clear only from your own rows, not from {owner}'s.",
    "run": "That run cannot be cleared now.",
    "no runs picked": "Pick the runs to clear first: click a glowing run (or Tab to it and press Enter).",
    "clear after an animal": "After an animal card you must lay another card first.",
    "no runs": f"No run of {RUN} or more visible numbers in your rows to clear.",
}

def kind_of(code: str) -> str:
    """"sun" or "moon" (eclipses too: a solar eclipse is of the sun)."""
    return "sun" if code[:1] == "S" else "moon"


def is_eclipse(code: str) -> bool:
    return code[1:] == "E"


def number(code: str) -> int | None:
    return None if is_eclipse(code) else int(code[1:])


def is_animal(code: str) -> bool:
    n = number(code)
    return n is not None and n % 4 == 0


def short(code: str | None) -> str:
    """How a sentence names a card: "sun 7", "moon 12", "solar eclipse"."""
    if not code:
        return "card"
    if is_eclipse(code):
        return ECLIPSE[kind_of(code)]
    return f"{kind_of(code)} {number(code)}"


def the(code: str | None) -> str:
    """"the sun 7", "a solar eclipse"."""
    if code and is_eclipse(code):
        return f"a {short(code)}"
    return f"the {short(code)}"


def full(code: str) -> str:
    """A card's name as a title: "Sun 7", "Lunar eclipse"."""
    return capital(short(code))


def card_rule(code: str) -> str:
    """What a card can do, in full (its tooltip)."""
    kind = kind_of(code)
    if is_eclipse(code):
        return (f"Lay it on a visible {kind} card of any row, yours or another player's, to cut the row there: "
                f"no run reaches across it until a {kind} card that fits covers it. {ECLIPSE_RULE}")
    n = number(code)
    text = (f"Goes into a {kind} row: at its left end when {n} is below the lowest visible number, at its right "
            f"end when above the highest; or on a {ECLIPSE[kind]} when it fits between the nearest visible "
            "numbers either side. Into any player's row, yours too; a new row only in front of you.")
    if is_animal(code):
        text += f" It shows a {ANIMAL[kind]}: lay another card after it this turn."
    return text


__all__ = ["ANIMAL", "ANIMAL_RULE", "BUTTONS", "CAN", "CLEAR_RULE", "DESTROY_RULE", "DOING", "DRAW", "ECLIPSE",
           "ECLIPSE_RULE", "GUIDE", "HAND_RULE", "KEYS", "LAID", "REFUSE", "ROW_RULE", "RUN", "SCORE_RULE", "SKIPPED",
           "TEAM_WORDS", "ZONE_TIPS", "card_rule", "full", "is_animal", "is_eclipse", "kind_of", "number", "short",
           "the"]
