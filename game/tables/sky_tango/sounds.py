"""Which Sky Tango events make which sound (``TABLE.sounds``; see ``game.sound.Cue``), played as the
table animates them: cards sliding, an eclipse laid over a card, a run of five or more cleared, a
player destroying itself, and the discard pile shuffled into a new stack."""
from ...sound import Cue

SOUNDS = (
    Cue("move", "slide"),                                   # drawn, laid, cleared to a heap, discarded
    Cue("lay", "eclipse", when={"face": ("SE", "ME")}),     # a solar or lunar eclipse
    Cue("clear", "run_cleared"),
    Cue("destroy", "knock"),
    Cue("reshuffle", "shuffle"),
)
