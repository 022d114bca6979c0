"""Sky 5 in words: a card's name ("blue 4", "shooting star 3") and rule, points said right ("1 point"),
and the rules the tooltips give of the buttons, the header's chips, the die, the deck, the discard
pile, the card to give and a bank."""
from __future__ import annotations

from ...wording import plural

COLOUR_GLYPH = {"red": "heart", "yellow": "sun", "green": "leaf", "blue": "drop", "purple": "moon"}


def describe(face: dict | None) -> str:
    """'blue 4', 'shooting star 3'; 'card' for a face not known."""
    if not face:
        return "card"
    colour = face["colour"]
    return f"shooting star {face['number']}" if colour == "star" else f"{colour} {face['number']}"


def points(n: int) -> str:
    return plural(n, "point")        # "1 points" read wrong on the seat panel


BUTTON_TIPS = {
    "draw": "Take the top card of the deck and lay it face up in your row. If you already show its colour you "
            "must give it to a player who does not; if every player shows it, you bust.",
    "bank": "Attempt to bank: roll the die. If no face-up card in your row has the number rolled, your whole row "
            "goes to your bank, safe for the rest of the game; if one has it, you bust.",
    "pass": "Take none of the busted player's cards.",
}

# The chip of the seat deciding, by what it faces (``Sky5Words._situation``).
TURN_CHIPS = {"give": "GIVING", "take": "MAY TAKE", "final": "FINAL TURN", "first": "TO PLAY", "turn": "TO PLAY"}
# What a chip in a seat's header means, said after the player's name.
CHIP_TIPS = {
    "TO PLAY": "is to play: draw a card or attempt to bank",
    "FINAL TURN": "is playing the final turn and must attempt to bank",
    "GIVING": "must give the drawn card to a player who does not show its colour",
    "MAY TAKE": "may take one of the busted player's cards, or pass",
    "BUST": "busted: the others may each take one card of the row, the rest is discarded",
    "DONE": "has taken the final turn",
    "WINNER": "won the game",
}

# Why a player busted (the banner's line and the log's), by the bust event's ``why``: the die rolled a
# number of their row, or they drew a colour every player shows.
BUST = {
    "die": "{who} rolled a {value}, the number of a card in the row",
    "draw": "{who} drew a {card} and every player shows {colour}",
}

# The status line while the game goes on, by what the seat deciding faces (``Sky5Words._situation``):
# a drawn card to give, a buster's card to take, the final round, a first draw, a turn.
STATUS = {
    "give": "{who} must give the {card} to a player without {colour}",
    "take": "{who} may take one of {buster}'s cards",
    "final": "Final round: {who} must attempt to bank",
    "first": "{who}: draw a card",
    "turn": "{who}: draw a card or attempt to bank",
}
# ... and the guide beside the buttons.
GUIDE = {
    "give": "Drag the card onto a highlighted player, click one, or press their number ({keys}).",
    "take": "Drag a highlighted card onto your row, or click it. Nothing you want? Pass (P).",
    "final": "Final round: Bank (B) rolls the die.",
    "first": "Click the deck or press D to draw a card.",
    "turn": "Click the deck or press D to draw. Bank (B) rolls the die to bank your row.",
}

# What each place on the felt and a bank is for, by the zone's kind (its tooltip's rule).
RULES = {
    "die": "Its faces are 1 to 6. To attempt to bank you roll it: when no face-up card in your row has the number "
           "rolled, your whole row goes to your bank; when one has it, you bust. A 0 is never rolled.",
    "deck": "Draw: take the top card face up. If you already show its colour, give it to a player who does not; if "
            "every player shows it, you bust. After the last card is drawn comes the final round: every player "
            "must attempt to bank.",
    "discard": "When a player busts, the others each may take one of the row's cards; the rest (and a card that "
               "busted its drawer) are discarded, out of the game.",
    "pending": "A drawn card whose colour its drawer already shows waits here until it is given to a player who does "
               "not show that colour face up.",
    "bank": "banked face down, safe for the rest of the game. At the end the banked points are added up: the "
            "highest total wins; on a tie, more cards.",
}

# What may happen to a card where it lies, after its rule in its tooltip (``Sky5Tips.card_tip``).
CARD_WHERE = {
    "in a row": "Face up in {who}'s row, not yet safe: if {who} rolls a {number} when attempting to bank, {who} busts.",
    "a 0 in a row": "Face up in {who}'s row, not yet safe. The die shows 1 to 6, so a 0 never makes a roll bust.",
    "in the buster's row": "The others may take it now, unless they already show its colour.",
    "to give": "Drawn by {drawer}, who already shows {colour}: it goes to a player without {colour} face up.",
}
# What a seat's tooltip says of its row, while it holds cards.
ROW_TIP = "Row: {cards} face up ({faces}), worth {worth}, not yet safe: banking moves them to the bank."
# What a bank's tooltip says of its total: at the end, to its owner, or to the others while hidden.
BANK_TOTAL = {
    "over": " Final total: {total}.",
    "owner": " Worth {total}: the total is shown to its owner only.",
    "hidden": " Its total is known only to {who}.",
}


def card_rule(face: dict) -> str:
    """What a card is worth and what its colour means."""
    colour, worth = face["colour"], plural(face["number"], "point")
    if colour == "star":
        return (f"A shooting star worth {worth} in a bank at the end of the game. It has no colour: whoever draws it "
                "always keeps it, even beside another shooting star, and it never counts toward Sky Five's five "
                "colours.")
    return (f"A {colour} card (its glyph: a {COLOUR_GLYPH.get(colour, colour)}) worth {worth} in a bank at the end of "
            f"the game. A player who already shows {colour} must give a drawn {colour} card to a player who does not; "
            f"when every player shows {colour}, the drawer busts. Five colours face up bank at once: Sky Five!")
