"""Which Sky Towers events make which sound (``TABLE.sounds``; see ``game.sound.Cue``), played as the
table animates them: cards moving, a card turned over, a shuffle, and a tower of 21 completed."""
from ...sound import Cue

SOUNDS = (
    Cue("move", "slide"),           # drawn, played onto a tower, taken back, stacked when complete
    Cue("flip", "flip"),            # Light's and Taroma's row cards turned over
    Cue("shuffle", "shuffle"),
    Cue("complete", "tower_complete"),  # a tower of exactly 21
)
