"""Tower's sensible bot. It decides from ``state.view(seat)`` and the legal commands: the pile and
the other hands stay hidden. ``bots.py`` lists it with the other levels; the expert (``expert.py``)
plays its searches out with it."""
from __future__ import annotations

from typing import Mapping

from ..core import Bot, Command
from .cards import BONUS, HEIGHT
from .commands import Attack, Build, Discard, King, Queen


class SensibleBot(Bot):
    """Plans a high tower, descending and alternating, and keeps the leader down.

    Each card in hand gets a worth for the plan (``_worth``): a stone that fits the tower soon, a
    construction card that can pay for the next stones, a joker, a Jack while some tower can be
    attacked... Then, in order: it completes its tower when that wins; attacks a tower that is about
    to be completed; builds the best stone (the highest that fits, paid with the least worthy card
    that can pay, a bottom stone only when it is high enough or the pile runs low); attacks the
    leader when the leader is ahead of it; protects its own tall tower with a King; removes with a
    Queen a King that shelters a threatening tower; else discards its least worthy card.
    """

    level = "sensible"
    GOOD_BOTTOM = 8        # a bottom stone this high is built at once ...
    LOW_PILE = 12          # ... a lower one only once the pile is this small
    TALL = 3               # a tower this tall is worth a King

    def choose(self, view: Mapping, legal: list[Command]) -> Command:
        me = self.seat
        towers, values = view["towers"], view["tower_values"]
        hand = {c["id"]: c for c in view["hand"]}
        worth = {cid: self._worth(c, view) for cid, c in hand.items()}
        others = [p for p in range(view["players"]) if p != me]
        builds = [c for c in legal if type(c) is Build]
        attacks = [c for c in legal if type(c) is Attack]

        # 1. A sixth stone ends the game at once: lay it when that wins (or shares the win), never
        #    when it loses.
        if len(towers[me]) == HEIGHT - 1:
            bonus = BONUS if view["deck"] else 0
            best_other = max(values[p] for p in others)
            wins = [c for c in builds if values[me] + hand[c.stone]["value"] + bonus >= best_other]
            if wins:
                return max(wins, key=lambda c: (hand[c.stone]["value"], -worth[c.pay], -c.stone, -c.pay))
            builds = []
        # 2. A tower one stone from complete is knocked down first.
        threat = [c for c in attacks if len(towers[c.target]) >= HEIGHT - 1]
        if threat:
            return self._cheapest_attack(threat, worth, values)
        # 3. Build.
        build = self._best_build(builds, view, hand, worth)
        if build is not None:
            return build
        # 4. Attack the leader when it is ahead (or close behind with a tall tower).
        ahead = [c for c in attacks if values[c.target] >= values[me] or len(towers[c.target]) >= 4]
        ahead = [c for c in ahead if worth[c.card] < 6 or values[c.target] >= values[me] + 10]
        if ahead:
            return self._cheapest_attack(ahead, worth, values)
        # 5. Protect a tall tower of its own.
        mine = [c for c in legal if type(c) is King and c.target == me]
        if mine and len(towers[me]) >= self.TALL:
            return mine[0]
        # 6. A Queen against a King that shelters a tower doing better than this one.
        queens = [c for c in legal if type(c) is Queen and c.target != me
                  and (values[c.target] >= values[me] or len(towers[c.target]) >= 4)]
        if queens:
            return max(queens, key=lambda c: (values[c.target], len(towers[c.target])))
        # 7. Discard the least worthy card.
        discards = [c for c in legal if type(c) is Discard]
        return min(discards, key=lambda c: (worth[c.card], c.card))

    # --- what a card is worth to the plan
    def _worth(self, card: Mapping, view: Mapping) -> float:
        me = self.seat
        tower = view["towers"][me]
        kind = card["kind"]
        if kind == "joker":
            return 10.0
        rank = card["rank"]
        if rank == "J":
            open_towers = [p for p in range(view["players"]) if p != me and view["towers"][p]
                           and view["kings"][p] is None]
            return 5.0 if open_towers else 2.0
        if rank == "K":
            return 4.0 if len(tower) >= 2 and view["kings"][me] is None else 1.0
        if rank == "Q":
            kinged = [p for p in range(view["players"]) if p != me and view["kings"][p] is not None]
            return 3.0 if kinged else 0.5
        v = card["value"]
        if not tower:
            # A bottom stone: the higher the better; a high card also pays for later stones.
            return v * 0.8
        top = tower[-1]
        worth = 0.0
        if v < top["value"]:
            # A stone to come: best when it fits right away (next colour, just below the top).
            gap = top["value"] - v
            fits_now = card["red"] != top["red"]
            worth = max(worth, 8.0 - gap + (1.5 if fits_now else 0.0))
        # A construction card: can it pay for the next stone (about top - 1)?
        extra = 3 if view["kings"][me] is not None else 1
        if v >= top["value"] - 1 + extra:
            worth = max(worth, 6.0 + (v - top["value"]) * 0.2)
        elif v >= 4:
            worth = max(worth, v * 0.4)
        return worth

    def _best_build(self, builds: list[Build], view: Mapping, hand: Mapping, worth: Mapping) -> Build | None:
        if not builds:
            return None
        me = self.seat
        tower = view["towers"][me]
        if not tower:
            best = max(builds, key=lambda c: (hand[c.stone]["value"], -c.stone))
            high = hand[best.stone]["value"]
            if high >= self.GOOD_BOTTOM or view["deck"] <= self.LOW_PILE:
                return best
            return None
        top = tower[-1]["value"]
        after = HEIGHT - len(tower) - 1           # stones still needed after this one

        def score(c: Build) -> float:
            v = hand[c.stone]["value"]
            gap = top - v - 1
            room = v - 1 >= after                 # can the tower still be completed above it?
            return v - gap * 0.7 - (0 if room else 4) - worth[c.pay] * 0.5

        best = max(builds, key=lambda c: (score(c), -c.stone, -c.pay))
        if score(best) < 0 and view["deck"] > self.LOW_PILE:
            return None
        return best

    @staticmethod
    def _cheapest_attack(attacks: list[Attack], worth: Mapping, values: list[int]) -> Attack:
        return min(attacks, key=lambda c: (-values[c.target], worth[c.card] + worth[c.jack], c.card, c.jack))
