"""Tower in words: card names, what each card can do, and the setup's options.

Cards are the rules' codes ("7H", "10S", "KC", "XR": rank + suit, jokers XB and XR). No pygame here,
so the setup and results scenes (and tests) can ask cheaply.
"""
from __future__ import annotations

import re

from ...wording import capital

HEIGHT = 6                # stones in a complete tower
BONUS = 5                 # for completing it while the pile still holds a card
KING_COST = 3             # a stone on a protected tower needs a construction card of stone + 3
SYMBOL = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
SUIT_NAME = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAME = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}    # as the hints name them
FACES = ("J", "Q", "K")

KING_RULE = "King: protects a tower from Jacks; building on it then costs stone + 3."
QUEEN_RULE = "Queen: removes the King from any tower, your own too."
JACK_RULE = ("Jack: with an attack card (a numbered card at least one higher than the top stone, or a "
             "joker) removes the top stone of another player's tower that no King protects.")
JOKER_RULE = ("Joker: worth 12, never a stone. It pays for any stone (even on a tower a King protects) "
              "and, with a Jack, removes any top stone.")
TOWER_RULE = ("A tower is up to six stones (Ace to 10), each lower than the one below and of the other "
              "colour. The bottom stone is free; every other one needs a construction card at least one "
              "higher (three higher on a tower a King protects), or a joker, which is discarded.")
DRAW_RULE = ("Each turn starts with drawing two cards (one if only one is left). When it is empty, play "
             "goes on until every hand is played or a tower is complete; completing a tower while it still "
             "holds a card scores +5.")
DISCARD_RULE = ("Construction cards, discards, Jacks with their attack cards and the stones they knock off, "
                "Queens and the Kings they remove all go here. It is never shuffled back.")
PROTECTED_RULE = ("Jacks cannot attack it, and building on it needs a construction card three higher than the "
                  "stone (or a joker).")
DISCARD_BUTTON = "Discard the picked card: your whole turn. Or drag a card onto the discard pile."
CANCEL_BUTTON = "Put the picked card back, or call off the choice of a paying card."
SCORE_RULE = ("Score: the sum of the stones in your tower, plus 5 for completing six stones while the draw "
              "pile still holds a card. A sixth stone ends the game at once.")


def parse(code: str) -> tuple[str, str | None]:
    """``(rank, suit)``: ``("10", "H")``, ``("X", None)`` for a joker."""
    if code in ("XB", "XR"):
        return "X", None
    return code[:-1], code[-1:]


def is_red(code: str) -> bool:
    rank, suit = parse(code)
    return code == "XR" if rank == "X" else suit in ("H", "D")


def colour_word(code: str) -> str:
    return "red" if is_red(code) else "black"


def value(code: str) -> int | None:
    """A=1 .. 10, a joker 12; None for J, Q, K."""
    rank, _suit = parse(code)
    if rank == "X":
        return 12
    if rank == "A":
        return 1
    return None if rank in FACES else int(rank)


def kind(code: str) -> str:
    """"number" (A-10), "face" (J, Q, K) or "joker"."""
    rank, _suit = parse(code)
    return "joker" if rank == "X" else ("face" if rank in FACES else "number")


def short(code: str | None) -> str:
    """How a sentence names a card: "7 of hearts", "king of clubs", "red joker". Words, not suit
    symbols: the interface font has a heart but no spade, diamond or club."""
    if not code:
        return "card"
    rank, suit = parse(code)
    if rank == "X":
        return f"{colour_word(code)} joker"
    return f"{RANK_NAME.get(rank, rank)} of {SUIT_NAME[suit]}"


def the(code: str | None) -> str:
    """"the 7 of hearts", "the red joker"."""
    return f"the {short(code)}"


def full(code: str) -> str:
    """A card's name as a title: "7 of hearts", "King of clubs", "Red joker"."""
    return capital(short(code))


_SYMBOLIC = re.compile(r"(?<![\w])(10|[2-9]|A|J|Q|K)([\u2660\u2665\u2666\u2663])")
_SUIT_OF = {v: k for k, v in SYMBOL.items()}


def unsymbol(text: str) -> str:
    """A sentence of the rules ("lower than the 7♣") with its cards in words ("the 7 of clubs"), which
    the interface font can draw."""
    return _SYMBOLIC.sub(lambda m: f"{RANK_NAME.get(m.group(1), m.group(1))} of {SUIT_NAME[_SUIT_OF[m.group(2)]]}",
                         text)


def card_rule(code: str) -> str:
    """What a card can do, in full (its tooltip)."""
    k = kind(code)
    rank, _suit = parse(code)
    if k == "joker":
        return JOKER_RULE
    if rank == "K":
        return (f"{KING_RULE} Lay it beside the base of any tower that has a stone, yours or another "
                "player's; one King per tower. It is no stone and scores nothing.")
    if rank == "Q":
        return f"{QUEEN_RULE} The Queen and the King go to the discard pile."
    if rank == "J":
        return f"{JACK_RULE} The Jack, the attack card and the stone go to the discard pile."
    v = value(code)
    other = "black" if is_red(code) else "red"
    parts = [f"Value {v}, {colour_word(code)}. As a stone it scores {v}: it goes on your tower on a "
             f"{other} stone higher than {v} (or as the free bottom stone)."]
    if v >= 2:
        parts.append(f"As a construction card it pays for a stone of {v - 1} or less"
                     + (f" ({v - KING_COST} or less on a tower a King protects)." if v > KING_COST else
                        " (on a tower a King protects it pays for none)."))
        parts.append(f"With a Jack it removes a top stone of {v - 1} or less.")
    else:
        parts.append("It is too low to pay for a stone or to attack one.")
    return " ".join(parts)


def setup_options(mode: str) -> list[tuple[str, str, list[tuple[object, str]], object]]:
    """The setup screen's extra choice: with or without the two jokers of each deck."""
    return [("jokers", "Jokers", [(True, "With jokers"), (False, "Without")], True)]


__all__ = ["BONUS", "HEIGHT", "KING_COST", "KING_RULE", "QUEEN_RULE", "JACK_RULE", "JOKER_RULE", "TOWER_RULE",
           "SCORE_RULE", "DRAW_RULE", "DISCARD_RULE", "PROTECTED_RULE", "DISCARD_BUTTON", "CANCEL_BUTTON",
           "card_rule", "colour_word", "full", "is_red", "kind", "parse", "setup_options", "short", "the", "unsymbol",
           "value"]
