"""Sky 5 as the registry lists it."""
from rules.spec import GameSpec

# The game's code is named, not imported: the registry lists the game without loading its rules.

SPEC = GameSpec(
    id="sky-5", title="Sky 5", tagline="Push your luck with a rainbow deck", package=__package__,
    modes={"multi": (2, 5)}, mode_titles={"multi": "2-5 players"},
    make="state:new_game", state="state:Sky5State", bots="bots:BOTS", order=10,
    options={"first": "the seat that starts (default: seat 0)"},
    step_cap=2_000,
    secrets="secrets:scramble", position="positions:position",
)
