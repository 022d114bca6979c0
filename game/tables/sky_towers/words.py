"""Sky Towers words: Taroma's step captions, effect sentences, the rulebook's texts, the guide's keys, the
names of tower slots and piles, and the setup options.

No pygame here, so the setup and results scenes (and tests) can ask cheaply.
"""
from __future__ import annotations

from rules.sky_towers.cards import (EFFECTS, LIGHT_DEFAULT, LIGHT_DIFFICULTIES, TAROMA_DEFAULT,
                                    TAROMA_DIFFICULTIES, TARGET)

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

LIGHT_LEVELS = [("easy", "Easy: 5 cards"), ("normal", "Normal: 4 cards"), ("challenging", "Challenging: 3 cards"),
                ("hard", "Hard: 2 cards")]
TAROMA_LEVELS = [("normal", "Normal"), ("hard", "Hard: Taroma builds 3 towers")]


# A bonus's condition in fewer words, for a grown card whose short row holds one line of it (its
# tooltip keeps the rule whole).
SHORT_CONDITIONS = {"star": "One each of 1 to 6", "twins": "Exactly 2 values"}


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


# The guide's keys, the words for a seat's tower slots (by how many it has).
GUIDE_KEYS = ("Keys: 1-9 and 0 pick a card · arrows move · Enter plays on the focused tower · D draw · "
        "R take a tower back · E end turn")
LIGHT_GUIDE_KEYS = GUIDE_KEYS.replace("E end turn", "E end game").replace("R take a tower back", "R discard a tower")
SLOT_WORDS = {1: ["tower"], 2: ["left tower", "right tower"], 3: ["left tower", "middle tower", "right tower"]}

# A run of cards moving (one onto a tower: ``SkyWords.play_words``), in words, by the kinds of zone
# they leave and enter: the zone whose seat ``{who}`` names ("src": the one they leave), the log's
# sentence, and the caption of the step of Taroma's turn that moves them (None: the step's own words).
# ``{cards}`` says how many, ``{taken}`` the card a 6 takes as far as this screen may see it; the log
# names no other face: it stays on screen when the device is passed on. A caption may say
# ``{faces}``, the cards' faces, and ``{card_word}``, "card" or "cards". Third person: the kit makes
# it English for a seat named "You".
MOVE_WORDS = {
    ("deck", "hand"): ("dst", "{who} draws a card.", None),
    ("deck", "row"): ("dst", "{who} draws a card face down.", "Taroma draws a card face down to the left of its row."),
    ("tower", "hand"): ("src", "{who} takes a tower of {cards} back into their hand.", None),
    ("tower", "discard"): ("src", "{who} takes a tower of {cards} to the discard pile.", None),
    ("tower", "completed"): ("src", None, "The tower reaches 21: Taroma completes it."),
    ("hand", "deck"): ("src", "{who} puts {cards} back on the deck.", "{who} puts back cards on the deck."),
    ("row", "deck"): ("src", "{who} puts {cards} back on the deck.",
                      "Taroma puts back its highest {card_word} ({faces}) on the deck."),
    ("hand", "discard"): ("src", "{who} discards a card face down.", None),
    ("hand", "row"): ("src", "Taroma's 6 takes {taken} at random, face down to the left of its row.",
                      "Taroma takes {taken} at random, face down to the left of its row."),
    ("row", "hand"): ("dst", "{who}'s 6 takes {taken} from Taroma's row at random.",
                      "{who} takes {taken} from Taroma's row at random."),
}
# The log's sentence for a card's effect, by the card's value and, for a 6, what its player does
# ("choose": ask or draw; "draw"); a 6 that takes a card is said by the card's move.
EFFECT_SAY = {
    (8, None): "The 8 gives {who} one more action.",
    (9, None): "The 9 gives {who} one more action.",
    (5, None): "{who} plays a 5: everyone with more than 5 cards puts the extras on the deck.",
    (6, "choose"): "{who} plays a 6: ask a player for a card, or draw.",
    (6, "draw"): "{who} draws for the 6.",
}

# What the 5's and the 6's questions say, by the phase of the turn that asks them (the chooser open
# for a person here): the status line, the guide, and the chooser's title and line of help (with one
# card to put back, ``help_one``). ``{who}``: who must answer; ``{cards}``: how many go back.
QUESTIONS = {
    "discard": {"status": "A 5 was played: {who} must put {cards} back on the deck",
                "guide": "Click the cards to put back in order: the last one ends on top of the deck.",
                "title": "A 5 was played: put {cards} back on the deck",
                "help_one": "Click the card to put back (or press its number); click another to change your mind.",
                "help": "Click the cards in the order they go back (or press their numbers). "
                        "The last one you pick ends on top of the deck."},
    "ask": {"status": "{who} played a 6: ask a player for a card by number, or draw a card",
            "guide": "Pick a player and a number (or press a digit, 0 for 10), then Ask. D draws instead.",
            "title": "You played a 6: ask a player for a card by number, or draw a card",
            "help": "If they hold a card of that number, they must give you one. "
                    "Keys: arrows pick the player, 1-9 and 0 the number."},
}

# Light's piles besides the deck: their names and what they are.
PILES = {"discard": ("The discard pile",
                     "Cards discarded face down: to draw with a full hand, or a whole tower taken back (Return)."),
         "out": ("Set aside", "Cards set aside face down at the start of the game: they are out of the game.")}

# A blocked tower's mark in a few words (``short_reason``): the first whose phrase the rules' reason
# holds ("matches the top card" names the blocking card), then fewer words for a tower too narrow for
# them even at the couch's floor (four players' towers at 200 %); the bubble above says it whole.
SHORT_REASONS = (("over 21", "over 21", "over 21"),
                 ("go over", "over 21", "over 21"),
                 ("10 cannot", "10 starts only", "10 starts"),
                 ("only a 1", "only a 1 on a 1", "only a 1"),
                 ("existing tower", "empty slot", "empty slot"),
                 ("only 4s", "only 4s", "only 4s"),
                 ("only an 8 or a 9", "not yours", "not yours"),
                 ("matches the top card", "blocked", "blocked"))

# Taroma's caption for a card's effect, by the card's value.
EFFECT_CAPTIONS = {5: "A 5: everyone with more than 5 cards puts the extras back on the deck.",
                   6: STEPS["6"][1], 8: "The 8 gives Taroma one more action.", 9: "The 9 gives Taroma one more action."}

# The hint button (H) names the suggested command with these phrases (game/hints.py).
HINT_PHRASES = {"play": "play {cards} on {tower}", "draw": "draw a card", "return": "take {tower} back",
                "discard": "put {card} back on the deck", "ask": "ask {target} for a {value}", "end_turn": "end your turn",
                "end_game": "end the game"}

# How a Taroma game ended, by its outcome, for the log: each side's kites said with whose they are
# ("Taroma wins: 20 kites against 22" read as if the 20 were Taroma's).
TAROMA_OVER = {"win": "You win: {me} kites against Taroma's {them}", "loss": "Taroma wins: {them} kites against your {me}",
               "shared": "A shared win: {me} kites each"}

# The actions panel's lines, by what it shows: whose turn (its pips follow), or in their place the
# game's end, Light's score, Taroma's turn. Each is (words, text role): the name's role is gold and
# bold, the big one bold, the others dim and wrapped.
ACTIONS_PANEL = {"turn": [("{whose}", "name")], "over": [("Game over", "name")],
                 "taroma": [("Taroma's turn", "name"), ("Watch the caption for each step", "tiny")],
                 "light": [("Light solitaire", "name"), ("Score {score}", "big"), ("{level} · hand limit {limit}", "small")]}

# Taking a tower back, by mode (Light discards it): the words over your hand while a tower is
# dragged there, and how to do it (a click on your tower with no card picked).
_RETURN = {"drop": "Drop here to take the tower back",
           "how": "Drag this tower onto your hand to take it back (Return), or press R."}
RETURNS = {"multi": _RETURN, "taroma": _RETURN,
           "light": {"drop": "Drop here (or on the discard pile) to discard the tower",
                     "how": "Drag this tower onto the discard pile (or your hand) to discard it, or press R."}}

# What the table says when a click or a key cannot do what it asks, and what to do instead.
REFUSALS = {
    "pick first": "Pick a card from your hand first (click it or press its number).",
    "hand full": "Your hand is full ({limit} cards): click the card to discard, then the deck (or drag the card "
                 "onto the discard pile).",
    "end game?": "End the game and score now? Press End game (E) again to confirm.",
    "which tower": "Move the focus onto one of your towers (Tab) and press R.",
    "exactly": "Put back exactly {need} cards: click a numbered card to take it out of the list first.",
    "how many": "Choose {cards} to put back ({chosen} chosen).",
    "ask what": "Choose a player and a number to ask for, or draw instead.",
}

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


# --------------------------------------------------------------------------- the rulebook's words
# Each card's effect as the rulebook words it (docs/rulebooks/sky-towers.txt, "Effects"), for the
# card's tooltip; Light and Taroma change some of them ("Light Effects", "Taroma Effects Variances").
RULE_TEXT = {
    1: "You can only cover a 1 with another 1. No other card can cover this card. A 1 is worth 2 points. "
       "Tip: Play these later, to complete a tower.",
    4: "You may play any number of 4 cards (on 1 tower) with 1 Play action. Only this card has this ability. "
       "Tip: Hold on to your 4 cards to play them all at once.",
    5: "When a 5 is played, starting with the active player, all players with more than 5 cards in their hand "
       "must place their extra cards (in any order) on top of the draw deck, face down. "
       "Tip: Play it when others have many cards.",
    6: "When you play a 6, you must either: A) ask a player for a card by number. If they have it in hand, they "
       "must give it to you. Add it to your hand. Or B) Draw a card. Tip: Be nice.",
    8: "When you play an 8 or a 9 you may immediately take 1 additional action. You may play an 8 or a 9 onto "
       "your tower or another player's tower. Tip: Cover a tower that is blocking you, or deny someone a "
       "bonus card.",
    10: "A 10 cannot cover another card. It can only be played as your first card. "
        "Tip: Play or discard it as soon as you can.",
}
RULE_TEXT[9] = RULE_TEXT[8]
LIGHT_RULE_TEXT = {
    1: "You can only cover a 1 with another 1. No other card can cover this card. "
       "Tip: Play these later, to complete a tower.",
    10: "A 10 cannot cover another card. It can only be played as your first card. Tip: Play it as soon as you can.",
}
TAROMA_RULE_TEXT = {
    1: RULE_TEXT[1] + " Taroma can only play the 1 card on a tower of 19 or 20.",
    4: RULE_TEXT[4] + " When a 4 is played by Taroma, also play as many of their face up 4 cards as possible "
                      "to the same tower.",
    5: RULE_TEXT[5] + " If Taroma needs to discard, reveal any of their face down row cards and discard the "
                      "highest number card until there are 5 cards left. Shuffle and return these, face down, "
                      "to Taroma's row.",
    6: "When a 6 is played, shuffle the cards in the opponent's row and draw one at random to the active "
       "player's row. Then return the remaining cards, face down if to Taroma's row, or face up if to your row. "
       "If an opponent has no cards, Draw a card instead.",
}

# Taroma's procedure in the rulebook's words ("Taroma's Turn"), for the caption's tooltip.
STEP_RULES = {
    "1A": "Complete a Tower. Play Taroma's highest face up card to any of Taroma's towers to complete it.",
    "1B": "Play Highest Card. Looking at the numeric value of Taroma's face up row cards, Play the highest card "
          "to one of Taroma's towers, always choosing the rightmost tower possible.",
    "1C": "Play Next Highest. If the highest card cannot be played (blocked), Play the next highest face up card "
          "until a card is played.",
    "1D": "Flip and Play. If no face up cards can be played, flip over Taroma's rightmost face down card, one by "
          "one, until you can Play a card. Revealed cards remain face up.",
    "1E": "Draw Face Down. If still no card can be played (all cards are face up or there are no cards), Draw a "
          "card to the left of Taroma's row, face down.",
    "2": "Repeat or End. If Taroma has played their last action, their turn ends. Otherwise, repeat this process "
         "starting from 1A.",
    "5": TAROMA_RULE_TEXT[5],
    "6": TAROMA_RULE_TEXT[6],
}

ACTIONS_RULE = ("On your turn, take 2 actions; they can be the same or different, and in any order. They are: "
                "Play, Draw, and Return. An 8 or a 9 gives 1 additional action. In the last turn, players may "
                "take up to 3 actions.")
PLAY_RULE = ("Play: place a card from your hand on top of your tower or in front of you to start a new tower. "
             "You may NEVER play a card that matches the top card of the tower to your left or right, nor one "
             "that makes a tower go over 21. If your tower adds up to 21 exactly, it is complete.")
BONUS_RULE = ("After you complete a tower as described on a bonus card, take it (from the table or from another "
              "player) and set it aside.")
LIGHT_BONUS_RULE = ("After you complete a tower as described on a bonus card, take it and set it aside. Each bonus "
                    "card obtained will score 1 point at the end of the game.")
ASK_RULE = "When you play a 6, you may ask a player for a card by number: if they have it, they must give it."
DRAW_RULE = ("Draw: take the top card from the deck and add it to your hand. There is no hand limit. Tip: Beware of "
             "the 5. When the player who draws the last card ends their turn, all players take 1 more turn of up "
             "to 3 actions.")
LIGHT_DRAW_RULE = ("Draw: take the top card from the deck and add it to your hand. If you have a full hand, you must "
                   "discard a card face down to the discard pile before drawing a new card. The game ends when you "
                   "can no longer take an action.")
LIGHT_RULE = ("Take actions repeatedly until you can no longer do so: Play, Draw or Return. Your score is the number "
              "of completed towers and bonus cards; 10 or more (or all the bonus cards) makes you a master builder.")
TAROMA_RULE = ("Taroma normally takes 2 actions, but might take more if they play an 8 or 9. For each action, go "
               "through each option until 1 action is taken. Taroma never takes the Return action.")


ROW_RULE = ("Taroma plays its face-up cards, highest first (1B, 1C), and flips face-down cards from the right (1D). "
            "Its row's kites count for Taroma at the end of the game.")
COMPLETE_RULE = (f"A tower is complete when it adds up to {TARGET} exactly. Their yellow kites score at the end of the "
                 "game; pink flags break ties.")
LIGHT_COMPLETE_RULE = f"A tower is complete when it adds up to {TARGET} exactly. Each scores 1 point."
LIGHT_COMPLETED_RULE = "Completed towers lie face down in separate stacks; each scores 1 point at the end of the game."


def a_card(value) -> str:
    """'a 7', but 'an 8' (and 'an 11', 'an 18', which no card has): the article as it is said."""
    return f"an {value}" if str(value) in ("8", "11", "18") else f"a {value}"


def rule_text(value: int, mode: str) -> str:
    """The full rule of a card of ``value`` in ``mode``, in the rulebook's words."""
    if mode == "light":
        return LIGHT_RULE_TEXT.get(value, "No effect in Light solitaire: only the effects of the 1 and the 10 "
                                          "are used.")
    if mode == "taroma" and value in TAROMA_RULE_TEXT:
        return TAROMA_RULE_TEXT[value]
    return RULE_TEXT.get(value, "No effect.")


__all__ = ["STEPS", "STEP_ORDER", "EFFECT_TEXT", "RULE_TEXT", "STEP_RULES", "bonus_condition", "effect_sentence",
           "rule_text", "a_card", "setup_options"]
