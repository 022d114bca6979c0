"""Tower's expert bot: ISMCTS (``rules.search``) over worlds drawn from one seat's view.

Hidden from a seat: the draw pile (which cards, in which order) and the other seats' hands (the view
shows only their sizes). Every card reaches a hand from the draw pile, never from the face-up discard
pile, so the history makes no card in another hand public: a world deals every card the view does not
show (all ids minus the seat's hand, the towers, the Kings and the discard pile) at random to the
other hands, keeping their sizes, and to the pile. The pile's future order is that shuffle.
"""
from __future__ import annotations

import random
from typing import Mapping

from ..search import Hooks, expert_bot, odds
from .cards import BONUS, HEIGHT, JACK, KING, QUEEN, name, per_deck, table
from .commands import Attack, Build, Discard, King, Queen
from .sensible import SensibleBot
from .state import TowerState

# SensibleBot's thresholds, for its choice made from the state in playouts (``sensible_move``).
GOOD_BOTTOM, LOW_PILE, TALL = SensibleBot.GOOD_BOTTOM, SensibleBot.LOW_PILE, SensibleBot.TALL


def unseen(view: Mapping) -> list[int]:
    """The ids of the cards ``view`` does not show, in id order."""
    total = view["decks"] * per_deck(view["jokers"])
    seen = [False] * total
    for c in view["hand"]:
        seen[c["id"]] = True
    for c in view["discard"]:
        seen[c["id"]] = True
    for tower in view["towers"]:
        for c in tower:
            seen[c["id"]] = True
    for k in view["kings"]:
        if k is not None:
            seen[k["id"]] = True
    return [i for i in range(total) if not seen[i]]


def world(view: Mapping, seat: int, rnd: random.Random) -> TowerState:
    """A Tower state that ``seat``'s view cannot tell from the real one."""
    players = view["players"]
    pool = unseen(view)
    rnd.shuffle(pool)
    sizes = view["hand_sizes"]
    hands = []
    at = 0
    for p in range(players):
        if p == seat:
            hands.append([c["id"] for c in view["hand"]])
        else:
            hands.append(pool[at:at + sizes[p]])
            at += sizes[p]
    s = TowerState.__new__(TowerState)
    s.seed = f"world/{rnd.getrandbits(64)}"
    s.step, s.over, s.players = view["step"], view["over"], players
    s.names, s.decks, s.jokers, s.dealer = list(view["names"]), view["decks"], view["jokers"], view["dealer"]
    s.turn = view["turn"]
    s.completed = None
    s.deck = pool[at:]
    s.discard = [c["id"] for c in view["discard"]]
    s.hands = hands
    s.towers = [[c["id"] for c in tower] for tower in view["towers"]]
    s.kings = [None if k is None else k["id"] for k in view["kings"]]
    s._t = table(s.decks, s.jokers)
    return s


def _worth(state: TowerState, me: int, card: int) -> float:
    """``SensibleBot._worth`` read from the state's ids (no view to build)."""
    t = state._t
    if t.joker[card]:
        return 10.0
    rank = t.ranks[card]
    towers, kings = state.towers, state.kings
    if rank == JACK:
        return 5.0 if any(p != me and towers[p] and kings[p] is None for p in range(state.players)) else 2.0
    if rank == KING:
        return 4.0 if len(towers[me]) >= 2 and kings[me] is None else 1.0
    if rank == QUEEN:
        return 3.0 if any(p != me and kings[p] is not None for p in range(state.players)) else 0.5
    v = t.values[card]
    tower = towers[me]
    if not tower:
        return v * 0.8
    top = tower[-1]
    top_value = t.values[top]
    worth = 0.0
    if v < top_value:
        worth = max(0.0, 8.0 - (top_value - v) + (1.5 if t.red[card] != t.red[top] else 0.0))
    extra = 3 if kings[me] is not None else 1
    if v >= top_value - 1 + extra:
        worth = max(worth, 6.0 + (v - top_value) * 0.2)
    elif v >= 4:
        worth = max(worth, v * 0.4)
    return worth


def sensible_move(state: TowerState, legal: list):
    """The sensible bot's choice (``sensible.SensibleBot.choose``, the same command) computed from the
    state's ids rather than from a view: the playouts' policy, several times faster."""
    me, t = state.turn, state._t
    values = t.values
    towers = state.towers
    tv = [sum(values[c] for c in tower) for tower in towers]
    worth = {c: _worth(state, me, c) for c in state.hands[me]}
    others = [p for p in range(state.players) if p != me]
    builds = [c for c in legal if type(c) is Build]
    attacks = [c for c in legal if type(c) is Attack]
    mine = towers[me]
    if len(mine) == HEIGHT - 1:
        bonus = BONUS if state.deck else 0
        best_other = max(tv[p] for p in others)
        wins = [c for c in builds if tv[me] + values[c.stone] + bonus >= best_other]
        if wins:
            return max(wins, key=lambda c: (values[c.stone], -worth[c.pay], -c.stone, -c.pay))
        builds = []
    threat = [c for c in attacks if len(towers[c.target]) >= HEIGHT - 1]
    if threat:
        return min(threat, key=lambda c: (-tv[c.target], worth[c.card] + worth[c.jack], c.card, c.jack))
    if builds:
        if not mine:
            best = max(builds, key=lambda c: (values[c.stone], -c.stone))
            if values[best.stone] >= GOOD_BOTTOM or len(state.deck) <= LOW_PILE:
                return best
        else:
            top = values[mine[-1]]
            after = HEIGHT - len(mine) - 1

            def score(c):
                v = values[c.stone]
                return v - (top - v - 1) * 0.7 - (0 if v - 1 >= after else 4) - worth[c.pay] * 0.5

            best = max(builds, key=lambda c: (score(c), -c.stone, -c.pay))
            if score(best) >= 0 or len(state.deck) <= LOW_PILE:
                return best
    ahead = [c for c in attacks if tv[c.target] >= tv[me] or len(towers[c.target]) >= 4]
    ahead = [c for c in ahead if worth[c.card] < 6 or tv[c.target] >= tv[me] + 10]
    if ahead:
        return min(ahead, key=lambda c: (-tv[c.target], worth[c.card] + worth[c.jack], c.card, c.jack))
    if len(mine) >= TALL:
        for c in legal:
            if type(c) is King and c.target == me:
                return c
    queens = [c for c in legal if type(c) is Queen and c.target != me
              and (tv[c.target] >= tv[me] or len(towers[c.target]) >= 4)]
    if queens:
        return max(queens, key=lambda c: (tv[c.target], len(towers[c.target])))
    discards = [c for c in legal if type(c) is Discard]
    return min(discards, key=lambda c: (worth[c.card], c.card))


def policy(state: TowerState, rnd: random.Random):
    """Playouts follow the sensible bot (its choice from the sampled world's state for the seat)."""
    return sensible_move(state, state.legal_commands())


def prior(view: Mapping, seat: int, legal: list):
    return SensibleBot(seat, "prior").choose(view, legal)


def explain(view: Mapping, command, stats) -> str | None:
    """Why the move is good, in words (the hint names the move itself), with the search's win rate
    when it searched enough for the rate to mean something."""
    cards = {c["id"]: c for c in view["hand"]}
    me = view["seat"]
    if type(command) is Build:
        height = len(view["towers"][me]) + 1
        total = view["tower_values"][me] + cards[command.stone]["value"]
        text = (f"it completes your tower: {total} points" if height == HEIGHT
                else f"your tower then has {height} stones, {total} points")
    elif type(command) is Attack:
        top = view["towers"][command.target][-1]
        text = f"it knocks {name(top['code'])} off {view['names'][command.target]}'s tower"
    elif type(command) is King:
        whose = "your" if command.target == me else f"{view['names'][command.target]}'s"
        text = f"it protects {whose} tower from Jacks"
    elif type(command) is Queen:
        text = f"it removes the King from {view['names'][command.target]}'s tower"
    else:
        return odds(stats)
    rate = odds(stats)
    return f"{text}; {rate}" if rate else text


HOOKS = Hooks(world=world, policy=policy, prior=prior, explain=explain)
ExpertBot = expert_bot(HOOKS, "TowerExpertBot")
