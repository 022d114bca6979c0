"""Which Sky Totems events make which sound (``TABLE.sounds``; see ``game.sound.Cue``), played as the
table animates them: pedestals and clouds placed, a starting altar card turned over, a totem built
and a mission revealed."""
from ...sound import Cue

SOUNDS = (
    Cue("move", "slide"),           # pedestals to a field, a tray, an altar or the bag
    Cue("cloud", "slide"),          # a cloud laid on an altar
    Cue("reveal_start", "flip"),    # the starting altar cards turned face up
    Cue("totem", "totem"),
    Cue("reveal", "mission"),       # a mission met and shown
)
