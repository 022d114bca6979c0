"""The positions of seeded Sky Totems playouts, for the tests that check something at every step."""
from rules.core import bot_move
from rules.sky_totems import BOTS, new_game

# every mode, seat count and a choice of totems that brings in each kind
TOTEM_CHOICES = [("multi", 2, None), ("multi", 3, ["Bird", "Wolf", "Cat", "Dragon"]),
                 ("multi", 4, ["Wolf", "Horse", "Cat", "Dragon"]), ("solo", 1, ["Bird", "Horse", "Cat", "Dragon"])]


def positions(label: str, cases, games: int | None, levels=("random",)):
    """Every position of ``games`` games of each case of ``cases`` (mode, seats, totems), seeded
    ``label/case/game`` (``label/case`` for one game a case: ``games`` None), played out by bots of
    ``levels`` (one level a game, in turn): yields (seed, state) before each move, and plays the move
    once the caller is done with the state."""
    for k, (mode, seats, totems) in enumerate(cases):
        for g in range(games or 1):
            seed = f"{label}/{k}" if games is None else f"{label}/{k}/{g}"
            s = new_game(mode, seats, seed, {"totems": totems} if totems else {})
            bots = [BOTS[levels[g % len(levels)]](p, seed) for p in range(s.players)]
            while not s.over:
                yield seed, s
                s.apply(bot_move(s, bots[s.actor]))
