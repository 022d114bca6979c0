"""Sky Towers' expert bot: ISMCTS (``rules.search``) over worlds drawn from one seat's view.

Hidden from a seat: the deck (which cards, in which order), the other seats' hands, Light's cards
set aside out of the game, and the faces of Taroma's face-down row cards. A card id is a position
in the shuffled deck and tells nothing about its face. A world takes every card the view shows (the
seat's hand, every tower, every completed tower, Light's discard pile, Taroma's face-up row cards)
and deals the faces the view does not show at random among the hidden places: the other hands (by
their sizes), the deck, Light's cards out of the game and Taroma's face-down row cards (which keep
their public ids and places). The world's own seed samples future chance (Taroma's shuffles).
The bot remembers nothing beyond the view (see rules/DECISIONS.md, Sky Towers, "Expert").

Rewards: multi and Taroma, the share of the win plus a small kite-margin term; Light, whose
``result()`` has no win but a score ("the total number of completed towers and bonus cards"), the
score normalised to [0, 1].
"""
from __future__ import annotations

import random
from typing import Mapping

from ..search import Hooks, expert_bot
from .cards import BONUS_CARDS, DECK_SIZE, KITES, TARGET, composition
from .commands import Ask, Draw, EndGame, EndTurn, Play, Return, parse_tower
from .phases import LIGHT, TAROMA, TAROMA_MODE
from .sensible import SensibleBot
from .state import SkyTowersState, _bonus_matches

_COMPOSITION = composition()
_BONUS_KITES = tuple(b.kites for b in BONUS_CARDS)


def world(view: Mapping, seat: int, rnd: random.Random) -> SkyTowersState:
    """A Sky Towers state that ``seat``'s view cannot tell from the real one."""
    mode = view["mode"]
    players = view["players"]
    faces: list = [None] * DECK_SIZE
    shown = [c for ts in view["towers"] for t in ts for c in t]
    shown += [c for ts in view["completed"] for t in ts for c in t]
    shown += view["hand"] or []
    if mode == LIGHT:
        shown += view["discard"] or []
    row_down: list[int] = []
    if mode == TAROMA_MODE:
        for c in view["row"]:
            if c["face_up"]:
                faces[c["id"]] = c["value"]
            else:
                row_down.append(c["id"])
    for c in shown:
        faces[c["id"]] = c["value"]
    pool = list(_COMPOSITION)
    for v in faces:
        if v is not None:
            pool.remove(v)
    # Ids not shown at all (other hands, the deck, Light's cards out): any of them may be anywhere.
    free = [i for i in range(DECK_SIZE) if faces[i] is None and i not in row_down]
    rnd.shuffle(pool)
    rnd.shuffle(free)
    for i in row_down:
        faces[i] = pool.pop()
    for i in free:
        faces[i] = pool.pop()

    s = SkyTowersState.__new__(SkyTowersState)
    s.seed = f"world/{rnd.getrandbits(64)}"
    s.step, s.over, s.mode = view["step"], view["over"], mode
    s.players, s.seats, s.names, s.difficulty = players, view["seats"], list(view["names"]), view["difficulty"]
    s.faces = faces
    sizes = view["hand_sizes"]
    hands = []
    for p in range(players):
        if p == seat:
            hands.append([c["id"] for c in view["hand"]])
        elif mode == TAROMA_MODE and p == TAROMA:
            hands.append([c["id"] for c in view["row"]])
        else:
            hands.append([free.pop() for _ in range(sizes[p])])
    s.hands = hands
    s.up = [c["id"] for c in view["row"] if c["face_up"]] if mode == TAROMA_MODE else []
    s.out = [free.pop() for _ in range(view["out"])] if mode == LIGHT else []
    s.discard = [c["id"] for c in view["discard"]] if mode == LIGHT else []
    s.deck = [free.pop() for _ in range(view["deck"])]
    # A hand-built position (``positions.py``) may set cards out of the game outside Light, where no
    # view counts them: whatever is left is out.
    s.out += free
    s.towers = [[[c["id"] for c in t] for t in ts] for ts in view["towers"]]
    s.completed = [[[c["id"] for c in t] for t in ts] for ts in view["completed"]]
    s.bonus = [b["holder"] for b in view["bonus"]]
    s.hand_limit = view.get("hand_limit") if mode == LIGHT else None
    s.first, s.turn, s.phase = view["first"], view["turn"], view["phase"]
    s.actions, s.acted = view["actions"], view["acted"]
    s.discard_queue = list(view["discard_queue"])
    s.final, s.final_queue, s.refilled = view["final"], list(view["final_queue"]), view["refilled"]
    s.last_drawer = view["last_drawer"]
    s.ended_by = view.get("ended_by")
    s.opening = []
    s._forget_derived()
    return s


# ---------------------------------------------------------------------- playouts
def _reach(need: int, values: list[int], most: int) -> bool:
    """Whether at most ``most`` of ``values``, each used once, add up to exactly ``need`` (a subset
    sum over bit masks: bit ``t`` of ``layer[k]`` says ``k`` cards make ``t``)."""
    if need == 0:
        return True
    if most <= 0 or need < 0:
        return False
    mask = (2 << need) - 1
    if most >= len(values):
        r = 1
        for v in values:
            r |= (r << v) & mask
        return bool(r >> need & 1)
    layer = [1] + [0] * most
    for v in values:
        for k in range(most, 0, -1):
            below = layer[k - 1]
            if below:
                layer[k] |= (below << v) & mask
    bit = 1 << need
    for k in range(1, most + 1):
        if layer[k] & bit:
            return True
    return False


# The playout's weights, tuned in games played by the policy alone (300 against Taroma, 150-200
# two-player games against the sensible bot): while building, a card's value counts a quarter and
# its kites 3 each (the sensible bot's half a point of value and no kites won 49 % there, these 63 %);
# a completed tower's kites, bonus cards' included, count 6 each; in Taroma solitaire a 6, which
# takes a card (and its kites) from Taroma's row, 30 more. Drawing more often there lost.
W_SIZE, W_KITE, W_DONE, W_SIX = 0.25, 3.0, 6.0, 30.0


def policy(state: SkyTowersState, rnd: random.Random):
    """A fast greedy playout on the sampled world (the sensible bot's ideas without its view):
    complete a tower (most kites first), else build a tower that stays completable, else draw."""
    legal = state._legal_now()
    if len(legal) == 1:
        return legal[0]
    seat = state.actor
    faces = state.faces
    phase = state.phase
    hand = state.hands[seat]
    if phase == "discard":
        # Put back the card least likely to help: not a tower's need, low kites, high value.
        needs = {TARGET - t for t in state._sums[seat]} if state._sums else set()
        return min(legal, key=lambda c: (faces[c.card] in needs, KITES[faces[c.card]], -faces[c.card]))
    if phase == "ask":
        sums = state._sums or state._tower_sums()
        want = [TARGET - t for t in sums[seat] if 0 < TARGET - t <= 10 and t]
        for c in legal:
            if type(c) is Ask and c.value in want and state.hands[c.target]:
                return c
        for c in legal:
            if type(c) is Draw:
                return c
        return legal[rnd.randrange(len(legal))]
    sums = state._sums or state._tower_sums()
    light = state.mode == LIGHT
    final = state.final
    best, best_score = None, -1e9
    seen: dict = {}
    for c in legal:
        kind = type(c)
        if kind is Play:
            owner, slot = parse_tower(c.tower)
            values = [faces[x] for x in c.cards]
            key = (owner, slot, *values)
            score = seen.get(key)
            if score is not None:
                score += rnd.random() * 2.0
                if score > best_score:
                    best, best_score = c, score
                continue
            total = sums[owner][slot] + sum(values)
            if owner != seat:
                score = -100.0 if total == TARGET else -3.0
            elif total == TARGET:
                # The tower's kites and the bonus cards it takes ("After you complete a tower as
                # described on a bonus card, take it"): each one a point in Light.
                tower = [faces[x] for x in state.towers[owner][slot]] + values
                gained = [i for i in _bonus_matches(tower) if state.bonus[i] != seat]
                if light:
                    score = 100.0 + 20.0 * len(gained)
                else:
                    score = 100.0 + W_DONE * (sum([KITES[v] for v in tower])
                                              + sum([_BONUS_KITES[i] for i in gained]))
            else:
                need = TARGET - total
                rest = [faces[x] for x in hand if x not in c.cards]
                score = 10.0 + sum(values) * W_SIZE + W_KITE * sum([KITES[v] for v in values])
                if final:
                    left = state.actions - 1 + (1 if values[0] in (8, 9) else 0)
                    if not _reach(need, rest, left):
                        score = -20.0
                elif _reach(need, rest, 3):
                    score += 40.0
                if values[0] == 1:
                    score -= 30.0
                if values[0] == 10:
                    score += 10.0
                elif values[0] == 6 and state.mode == TAROMA_MODE:
                    score += W_SIX      # Taroma variance: the 6 takes a card of Taroma's row
            seen[key] = score
        elif kind is Draw:
            if final:
                score = -5.0
            elif light:
                score = 30.0 if c.discard == -1 else 25.0 - (faces[c.discard] in
                                                             {TARGET - t for t in sums[seat]}) * 10 - KITES[faces[c.discard]]
            else:
                n = len(hand)
                score = 30.0 if n < 6 else (15.0 if n < 8 else 3.0)
        elif kind is Return:
            slot = parse_tower(c.tower)[1]
            tower = state.towers[seat][slot]
            need = TARGET - sums[seat][slot]
            stuck = faces[tower[-1]] == 1 and need > 4
            if not state.deck and not _reach(need, [faces[x] for x in hand], 21):
                score = 5.0 if light else -1.0
            elif len(tower) == 1 and not light:
                score = -10.0
            else:
                score = 6.0 if stuck else -10.0
        elif kind is EndTurn:
            score = 0.0
        elif kind is EndGame:
            score = -1000.0
        else:
            score = -50.0
        score += rnd.random() * 2.0
        if score > best_score:
            best, best_score = c, score
    return best


# ---------------------------------------------------------------------- rewards
MARGIN_WEIGHT = 0.1      # the share of a reward that follows the kite margin rather than the win
LIGHT_SCALE = 12.0       # a Light score of this much (master builder is 10) counts as 1


def reward(state: SkyTowersState) -> list[float]:
    result = state.result()
    if state.mode == LIGHT:
        return [min(1.0, result["score"] / LIGHT_SCALE)]
    winners = result["winners"]
    kites = state.scores()
    n = state.players
    out = []
    if state.mode == TAROMA_MODE:
        win = 1.0 if winners else 0.0
        if result.get("outcome") == "shared":
            win = 0.5
        margin = max(-1.0, min(1.0, (kites[0] - kites[TAROMA]) / 20.0))
        r = (1 - MARGIN_WEIGHT) * win + MARGIN_WEIGHT * (0.5 + 0.5 * margin)
        return [r, 1.0 - r]
    best_other = [max(kites[q] for q in range(n) if q != p) for p in range(n)]
    for p in range(n):
        win = 1.0 / len(winners) if p in winners else 0.0
        margin = max(-1.0, min(1.0, (kites[p] - best_other[p]) / 20.0))
        out.append((1 - MARGIN_WEIGHT) * win + MARGIN_WEIGHT * (0.5 + 0.5 * margin))
    return out


def prior(view: Mapping, seat: int, legal: list):
    return SensibleBot(seat, "prior").choose(view, legal)


def explain(view: Mapping, command, stats) -> str | None:
    """A reason for the hint button when the move says one plainly: completing a tower (its kites
    and the bonus cards it takes), covering another player's tower, asking for the number a tower
    needs."""
    if type(command) is Play:
        hand = {c["id"]: c["value"] for c in view["hand"] or []}
        owner, slot = parse_tower(command.tower)
        values = [hand[c] for c in command.cards if c in hand]
        tower = [c["value"] for c in view["towers"][owner][slot]] + values
        if owner != command.seat:
            return f"covers {view['names'][owner]}'s tower with a {values[0]}" if values else None
        if sum(tower) == TARGET:
            gained = [BONUS_CARDS[i].name for i in _bonus_matches(tower)
                      if view["bonus"][i]["holder"] != command.seat]
            if view["mode"] == LIGHT:
                text = "completes a tower of 21"
            else:
                k = sum(KITES[v] for v in tower)
                text = f"completes a tower of 21 ({k} kite{'' if k == 1 else 's'})"
            return text + (f" and takes {', '.join(gained)}" if gained else "")
        return None
    if type(command) is Ask:
        # the reason, not the move again: what the number would do for a tower of the asker's
        totals = [sum(c["value"] for c in tower) for tower in view["towers"][command.seat] if tower]
        if any(total + command.value == TARGET for total in totals):
            return f"a {command.value} would bring a tower of yours to 21"
        return None
    return None


HOOKS = Hooks(world=world, policy=policy, reward=reward, explain=explain, prior=prior)
ExpertBot = expert_bot(HOOKS, "SkyTowersExpertBot")
