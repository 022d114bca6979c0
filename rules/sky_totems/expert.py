"""Sky Totems' expert bot: ISMCTS (``rules.search``) over worlds drawn from one seat's view.

Hidden from a seat: the other altars' hidden altar cards (their ids are shown, not their faces), the
altar cards left in the box and the bag's order (its contents by design are public: everything else
is on the table). A world deals the card faces the view does not show at random to those ids and
fills the bag with the pedestals of each design that are nowhere else; every future draw follows
from the world's own seed. In solo the one person owns both altars, so only the box is unknown.

A playout is short: the search's tree ends the moment it expands a command, and ``evaluate`` then
finishes the turn under way with the sensible bot (a Horse's extra turn too) and values every altar
as its points so far plus what the sensible bot would still make of it (``expected``): a linear
function of the altar's ``features`` (room, stacks by height, totems ready or one pedestal away,
mission progress...), fitted per number of turns still to play on sensible games' final scores
(bench/sky_totems_fit.py; ``COEF``, and ``COEF_DRAGON`` for the sets with the Dragon). Choosing
the move whose turn ends best by that measure is one step of policy improvement over the sensible
bot. Rewards: in a multi-player game the chance of beating the best other altar, from the gap
between the expected totals; in solo the expected total of both altars, scaled to [0, 1], the same
for both altars, so each altar's moves are weighed by what they do to the pair.
"""
from __future__ import annotations

import dataclasses
import math
import random
import time
from typing import Mapping

from ..core import Command
from ..search import Budget, Decision, Hooks, Search, expert_bot, odds, seat_bots
from .commands import PlacePedestal, Reveal, TakeField
from .components import (CARDS, DESIGN_INDEX, DESIGN_POINTS, DESIGNS, PEDESTAL_DESIGN, ROUNDS,
                         TOTEM_MULTIPLIER, enc)
from .sensible import SensibleBot
from .state import (CAT1, CAT2, CHOOSE, FINAL, MISSIONS, REWARD, ROUND, START_CLOUD, TURN, SkyTotemsState,
                    totem_height)

_KEY_INDEX = {c["key"]: i for i, c in enumerate(CARDS)}
_CHOICE = {"reward": REWARD, "cat1": CAT1, "cat2": CAT2}
N_DESIGNS = len(DESIGNS)


# --------------------------------------------------------------------------- the world
def world(view: Mapping, seat: int, rnd: random.Random) -> SkyTotemsState:
    """A Sky Totems state that ``seat``'s view cannot tell from the real one."""
    n, phase = view["players"], view["phase"]
    kinds = list(view["totem_kinds"])
    altars = view["altars"]
    deck = [i for i, c in enumerate(CARDS) if c["totem"] is None or c["totem"] in kinds]
    faces: list = [None] * len(deck)
    hands, starts, missions, revealed = [], [], [], []
    for s, a in enumerate(altars):
        shown = list(a["hand"]) + list(a["missions"]) + list(a["revealed"])
        if a["start_card"] is not None:
            shown.append(a["start_card"])
        for c in shown:
            if "key" in c:
                faces[c["id"]] = _KEY_INDEX[c["key"]]
        hidden = [c["id"] for c in a["missions"]]
        done = [c["id"] for c in a["revealed"]]
        if a["hand"]:
            hand = [c["id"] for c in a["hand"]]
        else:
            hand = sorted(hidden + done + [a["start_card"]["id"]])
        if a["start_card"] is not None:
            start = a["start_card"]["id"]
        elif a["chosen"]:          # chosen, not yet shown: the dealt card not kept as a mission
            start = next(c for c in hand if c not in hidden)
        else:
            start = -1
        hands.append(hand)
        starts.append(start)
        missions.append(hidden)
        revealed.append(done)
    known = {f for f in faces if f is not None}
    pool = [i for i in deck if i not in known]
    rnd.shuffle(pool)
    for cid in range(len(faces)):
        if faces[cid] is None:
            faces[cid] = pool.pop()

    cells, stacks, cover, totems, hoards = [], [], [], [], []
    used = set(view["tray"])
    for f in view["fields"]:
        used.update(f)
    for a in altars:
        cells.append([enc(x, y) for x, y, _, _ in a["cells"]])
        stacks.append([list(st) for _, _, st, _ in a["cells"]])
        cover.append([cv for _, _, _, cv in a["cells"]])
        totems.append([[t["kind"], t["height"], [enc(x, y) for x, y in t["cells"]]] for t in a["totems"]])
        hoards.append(list(a["hoard"]))
        used.update(a["hoard"])
        for st in stacks[-1]:
            used.update(st)
    bag: list[list[int]] = [[] for _ in DESIGNS]
    for pid, d in enumerate(PEDESTAL_DESIGN):
        if pid not in used:
            bag[d].append(pid)
    counts = view["bag_counts"]
    for d, name in enumerate(DESIGNS):
        rnd.shuffle(bag[d])
        del bag[d][counts[name]:]          # pedestals a hand-made position set aside

    s = SkyTotemsState.__new__(SkyTotemsState)
    s.seed = f"world/{rnd.getrandbits(64)}"
    s.step, s.over, s.mode, s.players = view["step"], view["over"], view["mode"], n
    s.names, s.totem_kinds = list(view["names"]), kinds
    s.faces, s.hands, s.start_cards, s.missions, s.revealed = faces, hands, starts, missions, revealed
    s.bag, s.fields = bag, [list(f) for f in view["fields"]]
    s.cells, s.stacks, s.cover, s.totems, s.hoards = cells, stacks, cover, totems, hoards
    s.phase, s.stage, s.round, s.first = phase, view["stage"], view["round"], view["first"]
    # "The designation of Altar Cards ... collected one seat at a time" (seat order); the starting
    # clouds are placed in seat order by the altars whose starting card shows one.
    s.choosing = [k for k in range(n) if not altars[k]["chosen"]] if phase == CHOOSE else []
    s.cloud_queue = ([k for k in range(n) if CARDS[faces[starts[k]]]["start"]["cloud"] and len(cells[k]) == 4]
                     if phase == START_CLOUD else [])
    s.queue, s.turn_kind, s.done = list(view["queue"]), view["turn_kind"], view["done"]
    s.tray, s.clouds = list(view["tray"]), view["clouds_to_place"]
    s.choices = list(view["choices"])
    s.cat_pick = DESIGN_INDEX[view["cat_pick"]] if view["cat_pick"] is not None else -1
    s.construct, s.extra = view["construct"], view["extra_turns"]
    s._after_load()
    return s


# --------------------------------------------------------------------------- playouts
_sensible = seat_bots(lambda: SensibleBot)


def policy(state: SkyTotemsState, rnd: random.Random):
    """The sensible bot's move, from the sampled world's view for the actor."""
    seat = state.actor
    return _sensible(seat).choose(state.view(seat), state.legal_commands())


def _at_turn_start(st: SkyTotemsState) -> bool:
    return (st.phase == TURN and not st.done and not st.tray and not st.clouds and not st.choices
            and not st.construct)


def finish_turn(state: SkyTotemsState, rnd: random.Random | None = None, limit: int = 60) -> None:
    """Play the turn under way to its end with the sensible bot (a Horse's extra turn with it; the
    setup until the first turn)."""
    steps = 0
    while not state.over and steps < limit:
        if state.phase == TURN and _at_turn_start(state) and steps:
            return
        extra = state.extra
        state.apply(policy(state, rnd))
        steps += 1
        if state.phase == TURN and _at_turn_start(state) and state.extra < extra:
            continue               # a Horse's extra turn: part of the turn that earned it
        if state.phase == TURN and _at_turn_start(state):
            return


# --------------------------------------------------------------------------- evaluation
def turns_left(state: SkyTotemsState, s: int) -> int:
    if state.stage != ROUND:
        return 0
    left = ROUNDS - state.round
    q = state.queue
    if s in q and (s != q[0] or not state.done):
        left += 1
    return left


def _final_totem(state: SkyTotemsState, s: int, options: list | None = None) -> float:
    """The points of the best totem altar ``s`` could build now (the Final Totem is a free action)."""
    stacks, cells, ix = state.stacks[s], state.cells[s], state._ix[s]
    best = 0
    for kind, i, vertical in state._totem_options(s) if options is None else options:
        step = 1 if vertical else 2048
        idxs = [ix[cells[i] + k * step] for k in range(2 if kind == "Horse" else 3)]
        best = max(best, TOTEM_MULTIPLIER[kind] * totem_height(kind, tuple(len(stacks[j]) for j in idxs)))
    return float(best)


def _mission_progress(state: SkyTotemsState, s: int, card_index: int) -> float:
    kind, what, count = MISSIONS[card_index]
    if kind == "totems":
        have = sum(1 for t in state.totems[s] if t[0] == what)
        return have / count
    if kind == "pantheon":
        return len({t[0] for t in state.totems[s]}) / count
    if kind == "wide":
        return len(state.cells[s]) / count
    if kind == "long":
        return state._long_line(s) / count
    if kind == "devotion":
        best = 0
        for st in state.stacks[s]:
            if st and PEDESTAL_DESIGN[st[0]] == what:
                h = 0
                for p in st:
                    if PEDESTAL_DESIGN[p] != what:
                        break
                    h += 1
                best = max(best, h)
        return best / count
    if kind == "treasure":
        return state._designs[s][what] / count
    if kind == "rainbow":
        return (N_DESIGNS - state._designs[s].count(0)) / count
    return 0.0


FEATURES = ("one", "clouds", "empty", "open", "h_sum", "h_sq", "h3", "h4", "h5", "best_totem", "options",
            "near", "mission_pts", "mission_prog", "mission_prog2", "missions", "hoard", "totems", "kinds",
            "next_field")


def features(state: SkyTotemsState, s: int) -> list[float]:
    """What the evaluation reads of altar ``s`` (``FEATURES`` names them), at a turn's start."""
    stacks, cover, cells, ix = state.stacks[s], state.cover[s], state.cells[s], state._ix[s]
    empty = open_ = hs = hq = h3 = h4 = h5 = 0
    heights = []
    for i, st in enumerate(stacks):
        if cover[i] >= 0:
            heights.append(-1)
            continue
        h = len(st)
        heights.append(h)
        if h == 0:
            empty += 1
        else:
            open_ += 1
            hs += h
            hq += h * h
            if h == 3:
                h3 += 1
            elif h == 4:
                h4 += 1
            elif h == 5:
                h5 += 1
    options = state._totem_options(s)
    best = _final_totem(state, s, options)
    # Lines of three open stacks that one more pedestal turns into a Bird or a Wolf.
    near = 0
    for i, c in enumerate(cells):
        a = heights[i]
        if a < 1:
            continue
        for d in (1, 2048):
            j, k = ix.get(c + d), ix.get(c + 2 * d)
            if j is None or k is None:
                continue
            b, e = heights[j], heights[k]
            if e < 1 or b < 0:
                continue
            if (abs(a - e) == 1 and max(a, e) >= 2 and b <= max(a, e)) or (a == e and abs(b - a) == 1):
                near += 1
    points = progress = progress2 = 0.0
    for card in state.missions[s]:
        index = state.faces[card]
        p = min(1.0, _mission_progress(state, s, index))
        pts = CARDS[index]["points"]
        points += pts
        progress += pts * p
        progress2 += pts * p * p
    # The fields' best haul, for the altar that plays next (the others may find it gone).
    q = state.queue
    nxt = 0.0
    if state.stage == ROUND and q and q[0] == s:
        nxt = max((sum(DESIGN_POINTS[PEDESTAL_DESIGN[p]] for p in f) for f in state.fields), default=0)
    return [1.0, len(cells), empty, open_, hs, hq, h3, h4, h5, best, len(options), near, points, progress,
            progress2, len(state.missions[s]), len(state.hoards[s]), len(state.totems[s]),
            len({t[0] for t in state.totems[s]}), nxt]


def _final_pending(state: SkyTotemsState, s: int) -> bool:
    return ((state.stage == ROUND and state.round == ROUNDS)
            or (state.stage == FINAL and s in state.queue and (s != state.queue[0] or not state.done)))


def expected(state: SkyTotemsState, s: int) -> float:
    """Altar ``s``'s points so far plus what the sensible bot's play would still make of it, on
    average (``COEF``: fitted on sensible games' final scores, by turns still to play)."""
    value = float(state.breakdown(s)["total"])
    left = turns_left(state, s)
    if left == 0:
        if _final_pending(state, s):      # the Final Totem: a free action
            value += _final_totem(state, s)
        return value
    coef = (COEF_DRAGON if "Dragon" in state.totem_kinds else COEF)[left]
    return value + sum(c * f for c, f in zip(coef, features(state, s)))


# Fitted by bench/sky_totems_fit.py (3,000 games each, exploring 5 %, ridge 0.01), indexed by the
# turns still to play and listing ``FEATURES``' weights.
COEF_DRAGON: dict[int, tuple[float, ...]] = {
    1: (2.63, 0.114, 0.983, -0.363, 0.414, 0.121, -0.939, -2.1, 1.05, 0.765, 0.468, 1.69, 0.022, -0.883, 2.41,
        0.364, 0.386, -0.582, -0.092, 0.139),
    2: (3.08, 0.685, 0.425, -0.308, 0.943, 0.101, -1.14, -1.49, 0.656, 0.374, 0.128, 1.02, -0.027, -0.727, 2.65,
        0.726, 0.564, -1.32, -0.574, 0.046),
    3: (7.19, 1.03, 0.621, -0.084, 0.997, 0.085, -0.84, -0.542, 0.155, 0.154, 0.061, 0.718, 0.036, -0.58, 2.52,
        0.315, 0.688, -2.16, -0.697, 0.23),
    4: (11.9, 1.24, 0.488, 0.061, 1.18, 0.042, -0.612, -0.169, -0.095, 0, -0.029, 0.49, 0.019, -0.231, 2.23, 0.708,
        0.94, -2.44, -1.38, 0.127),
    5: (18, 1.33, 0.534, 0.475, 0.951, 0.07, -0.304, -0.366, 0.081, 0.003, -0.601, 0.203, 0.099, -0.267, 2.18,
        0.182, 0.708, -2.48, -2.22, 0.219),
    6: (29.5, 0.292, 1.3, 1.69, 0.436, 0.096, 0.263, 0.262, 0.005, -0.144, -0.977, -0.205, 0.016, 0.12, 1.76, 0.355,
        0.366, -1.74, -2.1, 0.066),
    7: (32.7, 0.248, 1.11, 1.38, 1.1, 0.031, 0.878, -0.554, 0.089, -0.371, -0.822, -1.21, 0.06, 0.731, 1.22, 0.723,
        -0.045, -1.27, -1.19, 0.278),
    8: (37.1, 0.469, 1.53, 1.87, 0.507, 0.055, 1.27, -0.045, 0, -0.637, -0.23, -0.004, 0.025, 1.74, 0.1, 0.477, 0,
        -1.47, -1.41, 0.012),
    9: (46.3, 0.641, 0.901, 1.18, 1.04, -0.41, -0.016, -0.191, 0, 0.038, -0, -0.805, 0.01, 1.34, 1, 0.376, 0,
        -0.717, -0.717, 0.097),
    10: (53.8, 0.808, 0.284, 0.523, 0.33, -0.056, 0, 0, 0, 0, 0, 0, -0.051, 2, 2.24, 0, 0, 0, 0, 0.061),
}
COEF: dict[int, tuple[float, ...]] = {
    1: (4.22, 0.476, 0.731, -0.421, 0.228, 0.162, -0.361, -1.07, 0.48, 0.33, 1.24, 0.993, -0.019, -0.305, 1.46,
        0.235, 0, -1.71, -0.324, 0.168),
    2: (4.31, 0.777, 0.482, -0.641, 0.914, 0.113, -0.607, -0.693, 0.122, -0.035, 1.36, 1.16, -0.01, -0.2, 1.68,
        0.285, 0, -1.44, -0.56, 0.059),
    3: (10.8, 1.08, 0.373, -0.814, 1.2, 0.035, -0.906, -1.05, 0.241, -0.163, 1.2, 0.623, -0.085, -0.16, 1.74, 0.901,
        0, -3.13, -0.411, 0.247),
    4: (14.8, 1.25, 0.364, -0.741, 1.65, -0.128, -0.983, -0.543, -0.112, -0.118, 0.899, 0.734, -0.069, 0.05, 1.42,
        1.04, 0, -3.2, -0.754, 0.13),
    5: (20.4, 1.36, 0.115, -0.948, 1.92, -0.243, -1.44, -0.946, 0.055, -0.058, 0.64, 0.919, -0.078, 0.192, 1.4,
        1.22, 0, -3.49, -0.846, 0.281),
    6: (29.5, -0.126, 1.28, 1.07, 1.75, -0.392, -1.84, 0.063, -0.015, 0.137, -0.193, -0.291, -0.145, -0.395, 2.37,
        1.74, 0, -1.45, -1.54, 0.081),
    7: (31.1, 0.408, 1.31, 2.06, 0.273, -0.156, 1.62, -0.014, 0, -0.302, 0.179, -0.391, -0.149, 0.496, 1.28, 1.73,
        0, -1.66, -1.19, 0.238),
    8: (39.6, 0.123, 1.48, 1.42, 1.06, -0.432, 0.144, -0.173, 0, -0.245, 0.729, -0.266, -0.186, 0.862, 1.15, 1.46,
        0, -1.39, -1.39, 0.078),
    9: (45.4, 0.872, 0.875, 1.25, 0.664, -0.367, 0.072, 0, 0, 0.464, 0.203, -0.428, -0.195, 1.43, 1.04, 0.303, 0,
        -0.627, -0.627, 0.055),
    10: (52.5, 0.903, 0.465, 0.439, 0.304, 0.034, 0, 0, 0, 0, 0, 0, -0.211, 1.83, 1.96, 0, 0, 0, 0, -0.045),
}


SCALE = 6.0             # points of lead that make a win about 73 % likely (logistic)
# The logistic's scale by turns still to play: the fitted evaluation's error on one altar's final
# score (sensible games, held-out rows) times sqrt(2) for a difference of two, over 1.7 (a normal
# distribution's CDF as a logistic).
SCALE_BY_LEFT = (2.3, 4.3, 4.9, 5.2, 5.6, 5.8, 6.1, 6.2, 6.4, 6.3, 6.5)
LINEAR_SPAN = 80.0      # a lead of 40 points and more counts in full
SOLO_LOW, SOLO_SPAN = 60.0, 160.0


def _rewards(state: SkyTotemsState, values: list[float]) -> list[float]:
    n = state.players
    if state.mode == "solo":
        r = min(1.0, max(0.0, (sum(values) - SOLO_LOW) / SOLO_SPAN))
        return [r] * n
    scale = SCALE_BY_LEFT[max(turns_left(state, s) for s in range(n))]
    out = []
    for s in range(n):
        lead = values[s] - max(values[o] for o in range(n) if o != s)
        # The chance of winning, plus a linear share of the lead so that a big lead (or gap) still
        # tells better moves from worse ones.
        linear = min(1.0, max(0.0, 0.5 + lead / LINEAR_SPAN))
        out.append(0.5 / (1.0 + math.exp(-lead / scale)) + 0.5 * linear)
    return out


def reward(state: SkyTotemsState) -> list[float]:
    """A finished game: the win's share (most of it) and the margin; solo: the scaled total."""
    scores = [float(x) for x in state.scores()]
    if state.mode == "solo":
        return _rewards(state, scores)
    winners = state.result()["winners"]
    margin = _rewards(state, scores)
    return [0.7 * (1.0 / len(winners) if s in winners else 0.0) + 0.3 * margin[s] for s in range(state.players)]


def evaluate(state: SkyTotemsState) -> list[float]:
    finish_turn(state)
    if state.over:
        return reward(state)
    return _rewards(state, [expected(state, s) for s in range(state.players)])


def prior(view: Mapping, seat: int, legal: list):
    return _sensible(seat).choose(view, legal)


def explain(view: Mapping, command, stats) -> str | None:
    """Why the move is good, in words a player knows (the hint names the move itself), with the
    search's win rate when it searched enough for the rate to mean something."""
    text = _reason(view, command)
    rate = odds(stats)
    if text and rate:
        return f"{text}; {rate}"
    return text or rate


def _reason(view: Mapping, command) -> str | None:
    altar = view["altars"][command.seat]
    designs = view["pedestal_designs"]
    # a Devotion mission asks for a stack all of one design: the design it wants, by name
    devotions = {c["mission"]["design"]: c["name"] for c in altar.get("missions") or ()
                 if (c.get("mission") or {}).get("type") == "devotion"}
    if type(command) is TakeField:
        offered = view["fields"][command.field]
        wanted = [d for d in dict.fromkeys(designs[p] for p in offered) if d in devotions]
        if wanted:
            return f"it holds {wanted[0]} for your {devotions[wanted[0]]}"
        if len(offered) > 1 and len(offered) == max(len(f) for f in view["fields"]):
            return f"its {len(offered)} pedestals are the most on offer"
        return None
    if type(command) is PlacePedestal:
        stack = next((c[2] for c in altar["cells"] if (c[0], c[1]) == (command.x, command.y)), [])
        design = designs[command.pedestal]
        height = len(stack) + 1
        if design in devotions and all(designs[p] == design for p in stack) and height > 1:
            return f"a stack of {height}, all {design}, for your {devotions[design]}"
        return f"your stack there rises to {height}" if height > 1 else None
    if type(command) is Reveal:
        card = next((c for c in altar.get("missions") or () if c["id"] == command.card), None)
        if card is not None:
            return f"its mission is met: {card['points']} points at the end and a pedestal of your choice"
    return None


HOOKS = Hooks(world=world, policy=policy, reward=reward, evaluate=evaluate, depth=0, prior=prior, margin=1.0,
              explain=explain)

# A think time is a most: the search stops sooner once its choice is settled (every root command
# tried and the chosen one ahead of each other by SETTLED standard errors). Many of a turn's small
# steps are clear long before a second, and the table need not wait for them. A budget of
# iterations (tests, benchmarks) always runs in full, so it stays reproducible.
CHUNK, MIN_ITERATIONS, MIN_VISITS, SETTLED, SAME = 32, 96, 6, 3.0, 0.003


def _settled(decision: Decision) -> bool:
    chosen = decision.stats_of(decision.command)
    if decision.iterations < MIN_ITERATIONS or chosen is None:
        return False
    for m in decision.moves:
        if m.visits < MIN_VISITS:
            return False
        if m is chosen:
            continue
        gap, error = chosen.value - m.value, math.hypot(chosen.error, m.error)
        if gap > SETTLED * error or (abs(gap) < SAME and error < SAME):
            continue          # clearly worse, or as good as makes no difference
        return False
    return True


def setup_choice(view: Mapping, seat: int, legal: list, rnd: random.Random) -> Command:
    """The starting card and the starting cloud, without a search: each choice is played out to the
    first turn (others choosing with the sensible bot) and the seat's altars valued by ``expected``.
    Nothing hidden bears on one's own altar here, so one world serves, and the search's values at
    depth 0 would be these very numbers (plus noise from the other altars)."""
    base = world(view, seat, rnd)
    mine = range(base.players) if base.mode == "solo" else (seat,)
    best, best_value = legal[0], -math.inf
    for c in legal:
        w = base.copy()
        w.apply(c)
        finish_turn(w)
        value = sum(expected(w, s) for s in mine)
        if value > best_value:
            best, best_value = c, value
    return best


# The sensible bot's move stands unless the search finds another better by at least ADVANTAGE points
# of expected total (as well as by ``margin`` standard errors): the evaluation is a rough guess, and
# its small preferences are no better than the sensible bot's.
ADVANTAGE = 1.5
_SEARCH_HOOKS = dataclasses.replace(HOOKS, prior=None)


def _points(view: Mapping) -> float:
    """How much of the reward one point of expected total is worth (near an even game)."""
    if view["mode"] == "solo":
        return 1.0 / SOLO_SPAN
    return 0.5 / (4 * SCALE) + 0.5 / LINEAR_SPAN


def _with_prior(decision: Decision, view: Mapping, seat: int, legal: list) -> Decision:
    preferred = prior(view, seat, legal)
    chosen, mine = decision.stats_of(decision.command), decision.stats_of(preferred)
    if mine is None or chosen is None or mine is chosen:
        return decision
    gap = chosen.value - mine.value
    if mine.visits == 0 or gap <= ADVANTAGE * _points(view) + HOOKS.margin * math.hypot(chosen.error, mine.error):
        return Decision(preferred, decision.moves, decision.iterations, decision.seconds)
    return decision


class ExpertBot(expert_bot(HOOKS, "SkyTotemsExpertBot")):
    def choose(self, view: Mapping, legal: list):
        budget = self.budget
        if len(legal) == 1:
            return super().choose(view, legal)
        if view["phase"] in (CHOOSE, START_CLOUD):
            self.last = Decision(setup_choice(view, self.seat, legal, self.rng(view)), [])
            return self.last.command
        search = Search(_SEARCH_HOOKS, view, self.seat, legal, self.rng(view))
        if budget.iterations is not None:
            decision = search.run(budget)
        else:
            start = time.perf_counter()
            while True:
                decision = search.run(Budget(iterations=CHUNK))
                if time.perf_counter() - start >= budget.seconds or _settled(decision):
                    break
        self.last = _with_prior(decision, view, self.seat, legal)
        return self.last.command
