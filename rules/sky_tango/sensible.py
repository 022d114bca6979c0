"""Sky Tango's sensible bot. It decides from ``state.view(seat)`` and the legal commands: the stack,
the discard pile and the other hands stay hidden. ``bots.py`` lists it with the other levels; the
expert (``expert.py``) plays its searches out with it."""
from __future__ import annotations

from typing import Mapping

from ..core import Bot, Command
from .cards import HIGH, KINDS, LOW, RUN
from .commands import LEFT, Clear, Destroy, Lay, Stop
from .rows import cover_fits, end_fits, runs


class SensibleBot(Bot):
    """Builds rising runs toward five in its (team's) rows, breaks the opponents' runs with
    eclipses, clears whenever it can, and destroys itself when its rows cost more than they can
    still earn; with a partner it plays for the team.

    It clears the most stacks it can at once. Otherwise each lay, a self-destruction and a stop
    get a worth (``_worth``): the change in the value of every row (``_row_value``: runs weighted
    toward five, room left at the row's ends, minus a cost per number in the row; the team's rows
    count for it, the opponents' against it). An animal card counts the obligation it brings: a
    follow-up card must fit somewhere, or the bot would have to destroy itself. The best worth wins,
    ties going to the first in the legal order.
    """

    level = "sensible"
    # The worth of a run of L visible numbers is L * WEIGHT[min(L, RUN)]: toward five it rises,
    # and a clearable run is worth most.
    WEIGHT = {0: 0.0, 1: 0.25, 2: 0.45, 3: 0.65, 4: 0.85, 5: 1.6}
    END_WEIGHT = {0: 0.0, 1: 0.05, 2: 0.1, 3: 0.15, 4: 0.3, 5: 2.0}
    COST = 0.6            # a number in a row, in the play phase (it may still be cleared)
    ROOM = 0.04           # each number still free beyond a row's ends
    TEMPO = 1.5           # what a self-destruction costs in the play phase besides the rows
    FRESH_HAND = 1.5      # an animal played as the last card draws five

    def choose(self, view: Mapping, legal: list[Command]) -> Command:
        if len(legal) == 1:
            return legal[0]
        clears = [c for c in legal if type(c) is Clear]
        if clears:
            return max(clears, key=lambda c: len(c.cards))
        me = self.seat
        team = next(set(t) for t in view["teams"] if me in t)
        end = view["phase"] == "end"
        rows = view["rows"]
        seats = range(view["players"])
        visible = {(o, k): [st[-1]["number"] for st in rows[o][k]] for o in seats for k in KINDS}
        numbers = {(o, k): sum(1 for st in rows[o][k] for c in st if c["number"] is not None)
                   for o in seats for k in KINDS}
        hand = {c["id"]: c for c in view["hand"]}
        best, best_worth = legal[0], None
        for cmd in legal:
            worth = self._worth(cmd, view, hand, visible, numbers, team, end)
            if best_worth is None or worth > best_worth:
                best, best_worth = cmd, worth
        return best

    # --- worths
    def _worth(self, cmd, view, hand, visible, numbers, team, end) -> float:
        if type(cmd) is Stop:
            return -0.01
        if type(cmd) is Destroy:
            mine = sum(self._row_value(visible[(self.seat, k)], numbers[(self.seat, k)], end) for k in KINDS)
            return -mine - (0.0 if end else self.TEMPO + 0.2 * len(hand))
        if type(cmd) is not Lay:
            return -99.0
        card = hand[cmd.card]
        key = (cmd.owner, card["kind"])
        before, count = visible[key], numbers[key]
        after = self._after(before, cmd.at, card["number"])
        sign = 1.0 if cmd.owner in team else -1.0
        gain = sign * (self._row_value(after, count + (card["number"] is not None), end)
                       - self._row_value(before, count, end))
        if card["animal"]:
            rest = [c for cid, c in hand.items() if cid != cmd.card]
            if not rest:
                gain += 0.0 if end else self.FRESH_HAND
            else:
                trial = dict(visible)
                trial[key] = after
                if not any(self._fits(c, trial, view) for c in rest):
                    mine = sum(self._row_value(visible[(self.seat, k)], numbers[(self.seat, k)], end) for k in KINDS)
                    gain -= max(mine, 0.0) + self.TEMPO
        return gain

    def _row_value(self, visible: list, count: int, end: bool) -> float:
        if not visible:
            return 0.0
        weight = self.END_WEIGHT if end else self.WEIGHT
        value = sum(n * weight[min(n, RUN)] for _, n in runs(visible))
        shown = [v for v in visible if v is not None]
        if shown and not end:
            value += self.ROOM * ((shown[0] - LOW) + (HIGH - shown[-1]))
        return value - count * (1.0 if end else self.COST)

    @staticmethod
    def _after(visible: list, at: int, number) -> list:
        if at == LEFT:
            return [number] + visible
        if at == len(visible):
            return visible + [number]
        out = list(visible)
        out[at] = number
        return out

    def _fits(self, card: Mapping, visible: Mapping, view: Mapping) -> bool:
        """Whether ``card`` could be laid somewhere in rows that look like ``visible`` (a new row
        counts when the bot holds no row of that kind)."""
        kind, number = card["kind"], card["number"]
        for (owner, k), vis in visible.items():
            if k != kind:
                continue
            if number is None:
                if any(v is not None for v in vis):
                    return True
            elif vis:
                if any(end_fits(vis, number)) or any(cover_fits(vis, i, number) for i in range(len(vis))):
                    return True
            elif owner == self.seat:
                if not view["partners"]:
                    return True
                partner = (owner + 2) % 4
                if not any(visible[(owner, x)] for x in KINDS) and not visible[(partner, kind)]:
                    return True
        return False
