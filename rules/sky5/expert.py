"""Sky 5's expert bot: ISMCTS (``rules.search``) over worlds drawn from one seat's view.

Hidden from a seat: the deck (which cards, in which order), the removed cards and the other seats'
banks ("your face-down pile of cards you have banked"). A world deals the cards the view does not
show (every card minus the rows, the discard pile, the card in hand and the seat's own bank) at
random to those places; the die's future rolls follow from the world's own seed. The bot remembers
nothing beyond the view: a face-down bank is as unknown to it as to a player who does not count.
"""
from __future__ import annotations

import random
from typing import Mapping

from ..search import Hooks, expert_bot
from .cards import composition
from .state import Sky5State


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


_playout_bots: dict = {}


def policy(state: Sky5State, rnd: random.Random):
    """Playouts follow the sensible bot, which reads only the sampled world's view for its seat."""
    bot = _playout_bots.get(state.actor)
    if bot is None:
        from .bots import SensibleBot      # bots.py lists this module's bot: imported when first used
        bot = _playout_bots[state.actor] = SensibleBot(state.actor, "playout")
    return bot.choose(state.view(state.actor), state.legal_commands())


def prior(view: Mapping, seat: int, legal: list):
    from .bots import SensibleBot
    return SensibleBot(seat, "prior").choose(view, legal)


HOOKS = Hooks(world=world, policy=policy, prior=prior)
ExpertBot = expert_bot(HOOKS, "Sky5ExpertBot")
