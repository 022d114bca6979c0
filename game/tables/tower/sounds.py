"""Which Tower events make which sound (``TABLE.sounds``; see ``game.sound.Cue``), played as the table
animates them: cards moving, a King protecting a tower, a Jack's attack knocking off a stone, and a
sixth stone, with its own fanfare when it brings the +5 bonus."""
from ...sound import Cue

SOUNDS = (
    Cue("move", "slide"),           # drawn, built, discarded, knocked off
    Cue("king", "king"),
    Cue("attack", "knock"),
    Cue("complete", "tower_bonus", when={"bonus": lambda bonus: bool(bonus)}),   # +5: the pile held cards
    Cue("complete", "tower_complete", when={"bonus": lambda bonus: not bonus}),
)
