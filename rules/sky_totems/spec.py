"""Sky Totems as the registry lists it."""
from rules.spec import GameSpec

# The game's code is named, not imported: the registry lists the game without loading its rules.

SPEC = GameSpec(
    id="sky-totems", title="Sky Totems", tagline="Raise totems on your altar in the clouds", package=__package__,
    modes={"multi": (2, 4), "solo": (1, 1)}, mode_titles={"multi": "2-4 players", "solo": "Solo: two altars"},
    make="state:new_game", state="state:SkyTotemsState", bots="bots:BOTS", order=30,
    options={"totems": "4 different of Bird, Wolf, Horse, Cat, Dragon", "first": "the seat that starts"},
    step_cap=5_000,
    secrets="secrets:scramble", position="positions:position",
)
