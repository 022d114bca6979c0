"""Sky Towers as the registry lists it."""
from rules.spec import GameSpec

# The game's code is named, not imported: the registry lists the game without loading its rules.

SPEC = GameSpec(
    id="sky-towers", title="Sky Towers", tagline="Build towers to exactly 21", package=__package__,
    modes={"multi": (2, 4), "light": (1, 1), "taroma": (1, 1)},
    mode_titles={"multi": "2-4 players", "light": "Light solitaire", "taroma": "Taroma solitaire"},
    make="state:new_game", state="state:SkyTowersState", bots="bots:BOTS", order=20,
    options={"first": "multi: the seat that starts",
             "difficulty": "light: easy, normal, challenging or hard; taroma: normal or hard"},
    step_cap=20_000,
    secrets="secrets:scramble", position="positions:position",
)
