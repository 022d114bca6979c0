"""Sky Tango as the registry lists it."""
from rules.spec import GameSpec

# The game's code is named, not imported: the registry lists the game without loading its rules.

SPEC = GameSpec(
    id="sky-tango", title="Sky Tango", tagline="Lay rising sun and moon rows, eclipse the others, clear runs of five",
    package=__package__, modes={"multi": (2, 4)}, mode_titles={"multi": "2-4, partners at 4"},
    make="state:new_game", state="state:SkyTangoState", bots="bots:BOTS", order=50,
    options={"first": "the seat that starts (default: seat 0)"},
    data=("data.json",),
    # Bot games last about 60-650 commands, 200 on average (rules/DECISIONS.md, Sky Tango): the cap
    # leaves a wide margin and still stops a runaway game quickly.
    step_cap=3000,
    invariants="invariants:invariants", secrets="secrets:scramble", position="positions:position",
)
