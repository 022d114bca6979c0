"""Sky 5 as the registry lists it."""
from rules.spec import GameSpec

from .bots import BOTS
from .positions import position
from .secrets import scramble
from .state import Sky5State, new_game

SPEC = GameSpec(
    id="sky-5", title="Sky 5", tagline="Push your luck with a rainbow deck", package=__package__,
    modes={"multi": (2, 5)}, mode_titles={"multi": "2-5 players"},
    make=new_game, state=Sky5State, bots=BOTS, order=10,
    options={"first": "the seat that starts (default: seat 0)"},
    step_cap=2_000,
    secrets=scramble, position=position,
)
