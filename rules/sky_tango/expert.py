"""Sky Tango's expert bot: ISMCTS (``rules.search``) over worlds drawn from one seat's view.

Hidden from a seat: the covered stack (which cards, in which order), the face-down discard pile and
the other seats' hands (the view shows only how many cards each holds). Card ids are places in the
first shuffle and tell nothing of a face, and a card reaches a hand only from the stack, so a world
takes every id the view does not show (the seat's hand, the rows and the heaps show theirs), deals
the faces the view does not show to them at random, and puts those ids in the other hands (keeping
their sizes), the discard pile and the stack (keeping their counts). A reshuffle to come follows
from the world's own seed.

Where the search plays: while much is left to draw the expert keeps the sensible bot's move (a
one-second search sees too little of a game of hundreds of commands, and only added noise there);
once the stack and the discard pile hold ``ENDGAME`` cards or fewer, and in the end phase, it
searches with playouts to the end (``DEPTH`` commands at most, then ``evaluate``): those moves
decide the score (a number laid on a leader's row, a timely self-destruction).

With partners (4 players) a finished game's reward is the team's: both partners share its score
and its win (``state.scores`` and ``result()["winners"]`` are the team's already).
"""
from __future__ import annotations

import math
import random
from typing import Mapping

from ..search import Hooks, expert_bot, odds, seat_bots, win_shares
from .cards import CODES, DECK_SIZE, KINDS, RUN, card_dict
from .commands import LEFT, Clear, Destroy, Lay
from .sensible import SensibleBot
from .state import SkyTangoState


def world(view: Mapping, seat: int, rnd: random.Random) -> SkyTangoState:
    """A Sky Tango state that ``seat``'s view cannot tell from the real one."""
    players = view["players"]
    faces: list = [None] * DECK_SIZE
    pool = list(CODES)

    def seen(c):
        faces[c["id"]] = c["code"]
        pool.remove(c["code"])
        return c["id"]

    rows = [{k: [[seen(c) for c in stack] for stack in r[k]] for k in KINDS} for r in view["rows"]]
    heaps = [[seen(c) for c in heap] for heap in view["heaps"]]
    mine = [seen(c) for c in view["hand"]]
    hidden = [i for i in range(DECK_SIZE) if faces[i] is None]
    rnd.shuffle(pool)
    for cid, code in zip(hidden, pool):
        faces[cid] = code
    # Which hidden id lies where does not matter: their faces were dealt at random above.
    sizes = view["hand_sizes"]
    hands, at = [], 0
    for p in range(players):
        if p == seat:
            hands.append(mine)
        else:
            hands.append(hidden[at:at + sizes[p]])
            at += sizes[p]
    discard = hidden[at:at + view["discard"]]
    deck = hidden[at + view["discard"]:]
    s = SkyTangoState.__new__(SkyTangoState)
    s.seed = f"world/{rnd.getrandbits(64)}"
    s.step, s.over, s.players = view["step"], view["over"], players
    s.names, s.first, s.faces = list(view["names"]), view["first"], faces
    s.deck, s.discard, s.hands, s.rows, s.heaps = deck, discard, hands, rows, heaps
    s.turn, s.must_play, s.phase, s.out = view["turn"], view["must_play"], view["phase"], view["out"]
    s.refill, s.stopped = list(view["refill"]), list(view["stopped"])
    s._after_load()
    return s


_sensible = seat_bots(lambda: SensibleBot)


def _rows_seen(state: SkyTangoState) -> tuple[dict, dict]:
    """What the sensible bot reads of the rows: each row's visible numbers and its count of numbers."""
    num = state._num
    visible, numbers = {}, {}
    for o in range(state.players):
        r = state.rows[o]
        for k in KINDS:
            row = r[k]
            visible[(o, k)] = [num[st[-1]] or None for st in row]
            numbers[(o, k)] = sum(1 for st in row for x in st if num[x])
    return visible, numbers


def sensible_move(state: SkyTangoState, legal: list):
    """The sensible bot's choice (``sensible.SensibleBot.choose``, the same command) computed from the
    state rather than from a view: the playouts' policy, several times faster."""
    if len(legal) == 1:
        return legal[0]
    best_clear = None
    for c in legal:
        if type(c) is Clear and (best_clear is None or len(c.cards) > len(best_clear.cards)):
            best_clear = c
    if best_clear is not None:
        return best_clear
    me = state.turn
    bot = _sensible(me)
    team = set(state.team(me))
    end = state.phase == "end"
    visible, numbers = _rows_seen(state)
    faces = state.faces
    hand = {cid: card_dict(cid, faces[cid]) for cid in state.hands[me]}
    view = {"partners": state.partners}
    best, best_worth = legal[0], None
    for cmd in legal:
        worth = bot._worth(cmd, view, hand, visible, numbers, team, end)
        if best_worth is None or worth > best_worth:
            best, best_worth = cmd, worth
    return best


def policy(state: SkyTangoState, rnd: random.Random):
    """Playouts follow the sensible bot (its choice from the sampled world's state for the seat)."""
    return sensible_move(state, state.legal_commands())


# A playout stops after DEPTH commands and the position is judged (``evaluate``): whole games last
# 60-650 commands, far too many for a one-second search.
DEPTH = 40
ENDGAME = 10         # the search starts when the stack and the discard pile hold this many cards
SCALE = 3.0          # a lead of this many points (with the rows' worth) is a ~73 % chance to win
MARGIN = 0.1         # a finished game: the win share plus this much of the score margin
# From this many commands on, the search destroys itself only where the sensible bot would
# (``candidates``): games of sensible bots end by then 98.7 % of the time with 2 or 3 players, all
# with 4 (300 games each; the longest 486 commands).
LONG_GAME = 400


def _team_values(state: SkyTangoState, values: list[float]) -> list[float]:
    if state.partners:
        return [values[p] + values[(p + 2) % 4] for p in range(4)]
    return values


def _chances(state: SkyTangoState, values: list[float], scale: float) -> list[float]:
    """Each seat's reward from its team's value against the best other team's."""
    out = []
    mates = state.team
    for p in range(state.players):
        mine = mates(p)
        best = max(values[q] for q in range(state.players) if q not in mine)
        out.append(1.0 / (1.0 + math.exp(-(values[p] - best) / scale)))
    return out


def evaluate(state: SkyTangoState) -> list[float]:
    """An unfinished position: each seat's points now plus what its rows are worth to the sensible
    bot's measure (runs toward five, room at the ends, a cost per number), for its team."""
    bot = _sensible(0)
    end = state.phase == "end"
    visible, numbers = _rows_seen(state)
    pts = state.points()
    values = [pts[p] + sum(bot._row_value(visible[(p, k)], numbers[(p, k)], end) for k in KINDS)
              for p in range(state.players)]
    return _chances(state, _team_values(state, values), SCALE)


def reward(state: SkyTangoState) -> list[float]:
    """A finished game: the team's share of the win, plus a little of its score margin."""
    shares = win_shares(state)
    scores = state.scores()
    margin = _chances(state, [float(x) for x in scores], SCALE)
    out = []
    for p in range(state.players):
        won = 1.0 if shares[p] > 0 else 0.0
        tie = won and sum(1 for x in shares if x > 0) > len(state.team(p))
        out.append((1.0 - MARGIN) * (0.5 if tie else won) + MARGIN * margin[p])
    return out


def prior(view: Mapping, seat: int, legal: list):
    return SensibleBot(seat, "prior").choose(view, legal)


def searches(view: Mapping) -> bool:
    """Whether the expert searches this decision: in the end phase and when little is left to draw
    (then moves decide the score within a few turns, and the search sees to the end); before, the
    sensible bot's move is kept (a short search there only added noise)."""
    return view["phase"] == "end" or view["deck"] + view["discard"] <= ENDGAME


def candidates(view: Mapping, seat: int, legal: list) -> list:
    """Once a game has run ``LONG_GAME`` commands, the search may not choose a self-destruction in
    the play phase that the sensible bot would not make.

    Destroyed cards go to the discard pile, which becomes the stack again, so a self-destruction
    near the end puts the end off. The search's playouts stop after ``DEPTH`` commands, where a
    destroyed row only shows as negative points gone. Against the sensible bot that is a fair
    tactic (kept out of reach all game, the expert won 64 % of 60 games instead of 76 %), but two
    experts destroyed themselves in turn until chance ended the game (2,282 commands in one game,
    508 of them self-destructions). In the end phase nothing is drawn
    again, and destroying to drop one's negative points is the rulebook's own tactic, so the search
    keeps it there."""
    if view["phase"] != "play" or view["step"] < LONG_GAME:
        return legal
    others = [c for c in legal if type(c) is not Destroy]
    if not others or len(others) == len(legal) or type(prior(view, seat, legal)) is Destroy:
        return legal
    return others


def explain(view: Mapping, command, stats) -> str | None:
    """Why the move is good, in words a player knows (the hint names the card and where it goes),
    with the search's win rate when it searched enough for the rate to mean something."""
    text = _reason(view, command)
    rate = odds(stats)
    if text and rate:
        return f"{text}; {rate}"
    return text or rate


def _run_through(tops: list, i: int) -> int:
    """How many visible numbers stand side by side through stack ``i`` of a row's top cards
    (eclipses end a run: a clear takes no visible eclipse)."""
    n, j = 1, i - 1
    while j >= 0 and not tops[j]["eclipse"]:
        n, j = n + 1, j - 1
    j = i + 1
    while j < len(tops) and not tops[j]["eclipse"]:
        n, j = n + 1, j + 1
    return n


def _reason(view: Mapping, command) -> str | None:
    seat, names = command.seat, view["names"]
    if type(command) is Clear:
        return f"{len(command.cards)} cards to your heap, a point each"
    if type(command) is not Lay:
        return None
    card = next((c for c in view["hand"] if c["id"] == command.card), None)
    if card is None:
        return None
    kind = card["kind"]
    tops = [stack[-1] for stack in (view["rows"][command.owner] or {}).get(kind) or []]
    team = next((t for t in view.get("teams") or () if seat in t), (seat,))
    whose = "your" if command.owner in team else f"{names[command.owner]}'s"
    if card["eclipse"]:
        if command.owner in team or not 0 <= command.at < len(tops):
            return None
        run = _run_through(tops, command.at)
        return f"it cuts {whose} run of {run} in the {kind} row" if run >= 3 else None
    if command.at == LEFT:
        tops, at = [card] + tops, 0
    elif command.at >= len(tops):
        tops, at = tops + [card], len(tops)
    else:
        tops, at = tops[:command.at] + [card] + tops[command.at + 1:], command.at
    run = _run_through(tops, at)
    if command.owner not in team or run < 2:
        return None
    return f"{whose} {kind} row then has a run of {run}" + (" to clear" if run >= RUN else "")


HOOKS = Hooks(world=world, policy=policy, prior=prior, evaluate=evaluate, reward=reward, depth=DEPTH,
              searches=searches, candidates=candidates, explain=explain)
# The ``expert`` level: the sensible move while much is left to draw, a search at the end.
ExpertBot = expert_bot(HOOKS, "ExpertBot")
