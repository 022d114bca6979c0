"""Sky 5's expert bot: ISMCTS (``rules.search``) over worlds drawn from one seat's view.

Hidden from a seat: the deck (which cards, in which order), the removed cards and the other seats'
banks ("your face-down pile of cards you have banked"). A world deals the cards the view does not
show (every card minus the rows, the discard pile, the card in hand and the seat's own bank) at
random to those places; the die's future rolls follow from the world's own seed. The bot remembers
nothing beyond the view: a face-down bank is as unknown to it as to a player who does not count.

What the search can and cannot do here. Measured with 300 playouts per move at some 400 decisions, the
sensible bot's choice (draw on an empty or all-zero row, attempt to bank as soon as a number shows,
take a card worth more than the risk it adds) is the best one-step choice in almost every position
of the middle game: the two moves' win chances differ by a percent or two, far below what a
one-second search can tell apart through the die's noise, so a search there only adds mistakes.
Where moves really differ is the end of the deck: who draws the last card decides who banks in the
final round, and there swings of 5-20 % occur. So the expert keeps the sensible move while the
deck is long and searches the last ``ENDGAME`` cards, the final round and the takes after busts
near the end. Its leaves are valued by a lean copy of the rules (``_Sim``): several playouts of the
sensible bot per leaf, which is many times faster than the full rules and their events.
"""
from __future__ import annotations

import math
import random
from typing import Mapping

from ..search import Hooks, expert_bot
from .cards import COLOURS, DIE_FACES, STAR, composition
from .sensible import SensibleBot
from .state import GIVE, TAKE, TURN, Sky5State
from .state import _BANK, _DRAW, _PASS

# The deck length from which the expert searches (below it, the sensible bot's move is kept).
ENDGAME = 10
# Playouts of the lean rules per search leaf: more average out the die, fewer allow more iterations.
LEAF_PLAYOUTS = 4
# A leaf's value: mostly the share of the win, plus a little for the score margin, which separates
# moves whose win chances are equal (a loss by 2 is nearer a win than a loss by 20).
MARGIN_SHARE = 0.1
MARGIN_SCALE = 15.0


def world(view: Mapping, seat: int, rnd: random.Random) -> Sky5State:
    """A Sky 5 state that ``seat``'s view cannot tell from the real one."""
    players = view["players"]
    total = len(composition())
    faces: list = [None] * total
    known = [c for row in view["rows"] for c in row] + list(view["discard"]) + list(view.get("my_bank") or [])
    if view["pending"] is not None:
        known.append(view["pending"])
    for c in known:
        faces[c["id"]] = [c["colour"], c["number"]]
    pool = composition()
    for c in known:
        pool.remove([c["colour"], c["number"]])
    rnd.shuffle(pool)
    for cid in range(total):
        if faces[cid] is None:
            faces[cid] = pool.pop()
    # The removed cards are the lowest ids and the deck the next ones up, drawn from its top (the
    # highest id); other banks keep their ids. Any order of a shuffled deck is as likely as another,
    # so the deck's ids stay in place and only their faces were dealt at random above.
    removed = list(range(view["removed"]))
    deck = list(range(view["removed"], view["removed"] + view["deck"]))
    s = Sky5State.__new__(Sky5State)
    s.seed = f"world/{rnd.getrandbits(64)}"
    s.step, s.over, s.players = view["step"], view["over"], players
    s.names = list(view["names"])
    s.faces, s.removed, s.deck = faces, removed, deck
    s.rows = [[c["id"] for c in row] for row in view["rows"]]
    s.banks = [list(ids) for ids in view["bank_ids"]]
    s.discard = [c["id"] for c in view["discard"]]
    s.first, s.turn, s.phase = view["first"], view["turn"], view["phase"]
    s.pending = None if view["pending"] is None else view["pending"]["id"]
    s.buster, s.takers, s.final = view["buster"], list(view["takers"]), view["final"]
    s.final_queue, s.final_done = list(view["final_queue"]), list(view["final_done"])
    s.last_drawer, s.die = view["last_drawer"], view["die"]
    return s


# ---------------------------------------------------------------------- the sensible bot, on a state
def policy(state: Sky5State, rnd: random.Random):
    """The sensible bot's move (``sensible.SensibleBot``), read off the sampled world directly.

    The same decisions as the bot given ``state.view(state.actor)`` (a test plays whole games both
    ways), without building a view at every step of a playout."""
    phase, faces = state.phase, state.faces
    if phase == TURN:
        seat = state.turn
        legal = state.legal_commands()
        if len(legal) == 1:
            return legal[0]
        for c in state.rows[seat]:
            if faces[c][1]:
                return _BANK[seat]
        return _DRAW[seat]
    legal = state.legal_commands()
    if phase == GIVE:
        if len(legal) == 1:
            return legal[0]
        colour = faces[state.pending][0]
        rows = state.rows

        def harm(cmd):
            row = rows[cmd.to]
            colours = {faces[c][0] for c in row} | {colour}
            return (len(colours - {STAR}) == len(COLOURS), -sum(faces[c][1] for c in row))

        return min(legal, key=harm)
    if phase == TAKE:
        seat = state.takers[0]
        row = state.rows[seat]
        numbers = {faces[c][1] for c in row}
        value = sum(faces[c][1] for c in row)
        best, best_gain = None, 0.5
        for cmd in legal:
            if cmd.name == "take":
                n = faces[cmd.card][1]
                gain = n - (value / 6 if (n != 0 and n not in numbers) else 0)
                if gain > best_gain:
                    best, best_gain = cmd, gain
        return best or _PASS[seat]
    return legal[0]


# ---------------------------------------------------------------------- the lean rules
_COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
_STAR_INDEX = len(COLOURS)
_ALL_COLOURS = (1 << len(COLOURS)) - 1


class _Sim:
    """Sky 5 from a position to the end, every seat playing the sensible bot, with a die of its own.

    Cards are ``(colour bit, number)`` pairs (a star has bit 0); rows are lists of them, banks only
    totals and counts. The rules are those of ``state.py`` (the same order of turns, gives, busts,
    takes, Sky Five! and final round: a test plays whole games both ways with the same die)."""

    __slots__ = ("n", "deck", "rows", "score", "cards", "turn", "final", "queue", "done", "roll")

    def __init__(self, state: Sky5State, roll):
        faces = state.faces
        bit = {c: (1 << i) for i, c in enumerate(COLOURS)}
        bit[STAR] = 0

        def card(cid):
            colour, number = faces[cid]
            return (bit[colour], number)

        self.n = state.players
        self.deck = [card(c) for c in state.deck]
        self.rows = [[card(c) for c in row] for row in state.rows]
        self.score = [sum(faces[c][1] for c in bank) for bank in state.banks]
        self.cards = [len(bank) for bank in state.banks]
        self.turn = state.turn
        self.final = state.final
        self.queue = list(state.final_queue)
        self.done = set(state.final_done)
        self.roll = roll                 # roll() -> a face of the die

    # --- the sensible bot's choices
    @staticmethod
    def _wants_draw(row) -> bool:
        for _, number in row:
            if number:
                return False
        return True

    def _draws(self, seat, row) -> bool:
        """Whether ``seat`` draws rather than attempts to bank (``bench/sky5_policies.py`` plays
        other rules here)."""
        return self._wants_draw(row)

    def _give_to(self, seat, colour, receivers):
        rows = self.rows
        best, best_key = None, None
        for p in receivers:
            row = rows[p]
            mask, value = colour, 0
            for b, number in row:
                mask |= b
                value += number
            key = (mask == _ALL_COLOURS, -value)
            if best_key is None or key < best_key:
                best, best_key = p, key
        return best

    # --- the rules
    def _add(self, seat, card) -> None:
        row = self.rows[seat]
        row.append(card)
        if len(row) >= 5:
            mask = 0
            for b, _ in row:
                mask |= b
            if mask == _ALL_COLOURS:       # Sky Five!
                self._bank(seat)

    def _bank(self, seat) -> None:
        row = self.rows[seat]
        self.score[seat] += sum(number for _, number in row)
        self.cards[seat] += len(row)
        row.clear()

    def run(self):
        rows = self.rows
        while True:
            seat = self.turn
            row = rows[seat]
            if not self.final and self.deck and (not row or self._draws(seat, row)):
                self._draw(seat)
            else:                            # a bank attempt (the final round's, or a choice)
                roll = self.roll()
                if any(number == roll for _, number in row):
                    self._bust(seat, None)
                else:
                    self._bank(seat)
            if self._end_turn(seat):
                return self.score, self.cards

    def _draw(self, seat) -> None:
        rows, n = self.rows, self.n
        card = self.deck.pop()
        colour = card[0]
        if colour == 0 or not any(b == colour for b, _ in rows[seat]):
            self._add(seat, card)
            return
        receivers = [p for p in ((seat + k) % n for k in range(1, n))
                     if not any(b == colour for b, _ in rows[p])]
        if receivers:
            self._add(self._give_to(seat, colour, receivers), card)
            return
        self._bust(seat, card)

    def _bust(self, seat, pending) -> None:
        rows, n = self.rows, self.n
        buster = rows[seat]
        for p in ((seat + k) % n for k in range(1, n)):
            if p in self.done or not buster:
                continue
            mine = rows[p]
            mask, value, numbers = 0, 0, set()
            for b, number in mine:
                mask |= b
                value += number
                numbers.add(number)
            best, best_gain = None, 0.5
            for i, (b, number) in enumerate(buster):
                if b and b & mask:
                    continue
                gain = number - (value / 6 if (number and number not in numbers) else 0)
                if gain > best_gain:
                    best, best_gain = i, gain
            if best is not None:
                self._add(p, buster.pop(best))
        buster.clear()

    def _end_turn(self, seat) -> bool:
        """Pass the turn on; True when the game is over."""
        n = self.n
        if not self.final and self.deck:
            self.turn = (seat + 1) % n
            return False
        if self.final:
            self.done.add(seat)
            self.queue.pop(0)
        else:
            self.final = True
            self.queue = [(seat + k) % n for k in range(1, n + 1)]
        queue, rows = self.queue, self.rows
        while queue and not rows[queue[0]]:
            self.done.add(queue.pop(0))
        if queue:
            self.turn = queue[0]
            return False
        return True


def _shares(score, cards) -> list[float]:
    """Each seat's value of a finished game: its share of the win, plus a little for its margin."""
    n = len(score)
    best = max(score)
    leaders = [p for p in range(n) if score[p] == best]
    if len(leaders) > 1:
        most = max(cards[p] for p in leaders)
        leaders = [p for p in leaders if cards[p] == most]
    out = []
    for p in range(n):
        win = 1.0 / len(leaders) if p in leaders else 0.0
        other = max(score[q] for q in range(n) if q != p)
        margin = 0.5 + 0.5 * math.tanh((score[p] - other) / MARGIN_SCALE)
        out.append((1 - MARGIN_SHARE) * win + MARGIN_SHARE * margin)
    return out


def reward(state: Sky5State) -> list[float]:
    """A finished game's value per seat (see ``_shares``)."""
    result = state.result()
    return _shares(result["scores"], result["cards"])


def evaluate(state: Sky5State) -> list[float]:
    """An unfinished position's value per seat: the mean of ``LEAF_PLAYOUTS`` lean playouts.

    Only the position's decision stage (``turn``) is played out leanly; a pending give or take is
    first settled by the sensible bot through the full rules. The die comes from the world's own
    seed (a sampled world's future), so the same search is reproducible."""
    while not state.is_over and state.phase != TURN:
        state.apply(policy(state, None))
    if state.is_over:
        return reward(state)
    rnd = random.Random(f"{state.seed}/{state.step}/leaf")
    roll = lambda: DIE_FACES[rnd.randrange(len(DIE_FACES))]  # noqa: E731
    total = [0.0] * state.players
    for _ in range(LEAF_PLAYOUTS):
        sim = _Sim(state, roll)
        rnd.shuffle(sim.deck)         # a fresh deck order per playout: the world's is one guess
        score, cards = sim.run()
        for p, v in enumerate(_shares(score, cards)):
            total[p] += v
    return [t / LEAF_PLAYOUTS for t in total]


def prior(view: Mapping, seat: int, legal: list):
    return SensibleBot(seat, "prior").choose(view, legal)


def explain(view: Mapping, command, stats) -> str | None:
    """A short, true reason for a hint: the die's risk, the last card, or what a take is worth."""
    seat = command.seat
    row = view["rows"][seat]
    numbers = sorted({c["number"] for c in row} - {0})
    value = sum(c["number"] for c in row)
    searched = stats is not None and stats.visits > 0
    if command.name == "bank":
        if not numbers:
            return f"banks {value} points safely: no number the die can roll shows"
        text = f"banks {value} points; the die busts it on {', '.join(map(str, numbers))} ({len(numbers)} in 6)"
    elif command.name == "draw":
        if view["deck"] == 1:
            text = "draws the last card: the others then bank first in the final round"
        elif not numbers:
            text = "no number shows yet, so a bank attempt would gain nothing"
        else:
            text = "draws again: near the end of the deck the search found this better than banking"
    elif command.name == "take":
        # The hint names the card already; the reason is the search's, when it searched.
        return f"the best in {stats.visits} simulated endings" if searched else None
    elif command.name == "pass":
        text = "no card here is worth the die risk it would add"
    else:
        return None
    if searched:
        text += f"; best in {stats.visits} simulated endings"
    return text


def searches(view: Mapping) -> bool:
    """Whether the expert searches this decision (the end of the deck) or keeps the sensible move."""
    return view["final"] or view["deck"] <= ENDGAME


HOOKS = Hooks(world=world, policy=policy, reward=reward, evaluate=evaluate, depth=0, prior=prior, margin=1.0,
              explain=explain, searches=searches)
# The ``expert`` level: the sensible move while the deck is long, a search at its end.
ExpertBot = expert_bot(HOOKS, "ExpertBot")
