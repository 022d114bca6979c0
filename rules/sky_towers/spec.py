"""Sky Towers as the registry lists it."""
from rules.spec import GameSpec

from .bots import BOTS
from .positions import position
from .secrets import scramble
from .state import SkyTowersState, new_game

SPEC = GameSpec(
    id="sky-towers", title="Sky Towers", tagline="Build towers to exactly 21", package=__package__,
    modes={"multi": (2, 4), "light": (1, 1), "taroma": (1, 1)},
    mode_titles={"multi": "2-4 players", "light": "Light solitaire", "taroma": "Taroma solitaire"},
    make=new_game, state=SkyTowersState, bots=BOTS, order=20,
    options={"first": "multi: the seat that starts",
             "difficulty": "light: easy, normal, challenging or hard; taroma: normal or hard"},
    step_cap=20_000,
    secrets=scramble, position=position,
)
