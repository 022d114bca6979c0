"""Tower as the registry lists it."""
from rules.spec import GameSpec

# The game's code is named, not imported: the registry lists the game without loading its rules.

SPEC = GameSpec(
    id="tower", title="Tower", tagline="Build six stones, descending and alternating colours",
    package=__package__, modes={"multi": (2, 10)}, mode_titles={"multi": "2-10 players"},
    make="state:new_game", state="state:TowerState", bots="bots:BOTS", order=40,
    options={"jokers": "true (the default) or false: play with or without the two jokers of each deck",
             "dealer": "the dealer's seat (default: picked from the seed); the seat to its left starts",
             "first": "the seat that starts (the dealer is then the seat before it)"},
    data=("data.json",),
    # Every command takes a card out of a hand for good, and cards enter hands only from the pile,
    # so a game has at most as many commands as cards: 4 decks of 54 at 10 players.
    step_cap=4 * 54,
    invariants="invariants:invariants", secrets="secrets:scramble", position="positions:position",
)
