"""Which Sky 5 events make which sound (``TABLE.sounds``; see ``game.sound.Cue``), played as the table
animates them: the card turned over on the deck, every card moving (to a row, a bank or the
discard), the die tumbling, and the chime of Sky Five!"""
from ...sound import Cue

SOUNDS = (
    Cue("draw", "flip"),            # the drawn card is turned face up on the deck
    Cue("move", "slide"),           # to a row, to the player it is given to, into a bank
    Cue("die", "die"),
    Cue("sky_five", "sky_five"),    # five colours face up: banked at once
)
