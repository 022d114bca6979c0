"""Sky Towers' sensible bot. It decides from ``state.view(seat)`` and the legal commands only: other
hands, Taroma's face-down cards and the deck order stay hidden from it. ``bots.py`` lists it with
the other levels; the expert (``expert.py``) starts its search from its choice."""
from __future__ import annotations

from typing import Mapping

from ..core import Bot, Command
from .cards import KITES, TARGET
from .commands import Ask, Draw, EndGame, EndTurn, Play, Return, parse_tower


def _completable(need: int, values: list[int], max_cards: int) -> bool:
    """Whether at most ``max_cards`` of ``values``, each used once, add up to exactly ``need``."""
    if need == 0:
        return True
    best = [False] * (need + 1)
    best[0] = True
    counts = [0] + [99] * need
    for v in values:
        for s in range(need, v - 1, -1):
            if best[s - v] and counts[s - v] + 1 < counts[s]:
                best[s] = True
                counts[s] = counts[s - v] + 1
    return best[need] and counts[need] <= max_cards


class SensibleBot(Bot):
    """A greedy player: completes towers when it can, keeps towers completable from its hand,
    draws while its hand is small, asks for the card that would complete a tower, puts back its
    least useful cards after a 5, and uses the last turn only for what can still be finished."""

    level = "sensible"

    def choose(self, view: Mapping, legal: list[Command]) -> Command:
        phase = view["phase"]
        if phase == "discard":
            return self._discard(view, legal)
        if phase == "ask":
            return self._ask(view, legal)
        best, best_score = legal[0], None
        rng = self.rng(view)
        for cmd in legal:
            score = self._score(view, cmd) + rng.random() * 0.01
            if best_score is None or score > best_score:
                best, best_score = cmd, score
        return best

    # --- helpers over the view
    def _hand(self, view: Mapping) -> dict[int, int]:
        return {c["id"]: c["value"] for c in view["hand"] or []}

    def _score(self, view: Mapping, cmd: Command) -> float:
        me = self.seat
        light = view["mode"] == "light"
        final = view.get("final", False)
        actions = view.get("actions", 1)
        hand = self._hand(view)
        if isinstance(cmd, Play):
            ids = cmd.cards
            owner, slot = parse_tower(cmd.tower)
            values = [hand[c] for c in ids]
            total = view["tower_totals"][owner][slot] + sum(values)
            rest = [v for c, v in hand.items() if c not in ids]
            if owner != me:
                # An 8 or 9 on someone else's tower: never complete it for them; otherwise a free
                # action (the extra one) that changes a tower top blocking us.
                return -100.0 if total == TARGET else -2.0
            if total == TARGET:
                cards = view["towers"][owner][slot]
                kites = sum(c["kites"] for c in cards) + sum(KITES[v] for v in values)
                return 100.0 + (0 if light else kites * 3)
            need = TARGET - total
            left = actions - 1 if not light else 99
            if values[0] in (8, 9) and not light:
                left += 1
            if final and not _completable(need, rest, left):
                return -20.0
            score = 10.0 + sum(values) / 2
            if _completable(need, rest, 3):
                score += 40.0
            if values[0] == 1:
                score -= 30.0       # a 1 on top stops the tower until another 1 comes
            if need < 4 and not _completable(need, rest, 2):
                score -= 15.0
            if values[0] == 10:
                score += 10.0
            return score
        if isinstance(cmd, Draw):
            if final:
                return -5.0
            size = len(hand)
            if light:
                if cmd.discard != -1:
                    return 25.0 - self._usefulness(view, hand[cmd.discard]) / 10
                return 30.0
            return 30.0 if size < 6 else (15.0 if size < 8 else 3.0)
        if isinstance(cmd, Return):
            slot = parse_tower(cmd.tower)[1]
            need = TARGET - view["tower_totals"][me][slot]
            cards = view["towers"][me][slot]
            top = cards[-1]["value"]
            if len(cards) == 1 and not light:
                # Taking one card back only to lay it again wastes both actions, turn after turn
                # (the demo showed "takes a tower of 1 card back" over and over).
                return -10.0
            # A 1 on top waits for 1s only: the tower is stuck when they cannot be enough.
            stuck = top == 1 and need > 4
            if view["deck"] == 0 and not _completable(need, list(hand.values()), 21):
                return 5.0 if light else -1.0
            return 6.0 if stuck else -10.0
        if isinstance(cmd, EndTurn):
            return 0.0
        if isinstance(cmd, EndGame):
            return -1000.0
        return -50.0

    def _usefulness(self, view: Mapping, value: int) -> float:
        me = self.seat
        needs = [TARGET - t for t in view["tower_totals"][me]]
        if value in needs:
            return 100.0
        if value == 1:
            return 5.0
        return 20.0 + value

    def _discard(self, view: Mapping, legal: list[Command]) -> Command:
        hand = self._hand(view)
        return min(legal, key=lambda c: (self._usefulness(view, hand[c.card]) - KITES[hand[c.card]], c.card))

    def _ask(self, view: Mapping, legal: list[Command]) -> Command:
        me = self.seat
        hand_values = list(self._hand(view).values())
        asks = [c for c in legal if isinstance(c, Ask)]
        sizes = view["hand_sizes"]
        wanted = []
        for total in view["tower_totals"][me]:
            if total == 0:
                wanted.append(10)                 # a 10 starts a tower well
            elif TARGET - total <= 9:
                wanted.append(TARGET - total)     # the card that completes it
        for value in wanted:
            options = [c for c in asks if c.value == value]
            if options:
                return max(options, key=lambda c: (sizes[c.target], -c.target))
        draws = [c for c in legal if isinstance(c, Draw)]
        if draws:
            return draws[0]
        common = max(range(2, 4), key=lambda v: -hand_values.count(v))
        options = [c for c in asks if c.value == common] or asks
        return max(options, key=lambda c: (sizes[c.target], -c.target))
