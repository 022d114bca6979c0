"""Legality has one source (issue 9): over random positions of every mode, ``apply`` accepts a command
exactly when it is in ``legal_commands()``, a rejection changes nothing, and the sentences of
``explain_illegal`` agree with the list (None exactly for the listed commands)."""
from __future__ import annotations

import random

import pytest

from rules.core import Command, Rejected, RandomBot, bot_move
from rules.sky5 import commands as sky5_commands
from rules.sky_towers import SkyTowersState, new_game
from rules.sky_towers.cards import DECK_SIZE, VALUES
from rules.sky_towers.commands import Ask, Discard, Draw, EndGame, EndTurn, Play, Return

CASES = [("multi", 2, {}), ("multi", 3, {}), ("multi", 4, {}), ("light", 1, {}),
         ("light", 1, {"difficulty": "easy"}), ("taroma", 1, {}), ("taroma", 1, {"difficulty": "hard"})]
GAMES = 4            # random playouts per case
EVERY = 13           # a position every this many steps...
PER_GAME = 16        # ...at most this many from each playout (and its last position)


def positions(mode, seats, options, games=GAMES):
    for g in range(games):
        seed = f"legality/{mode}/{seats}/{options}/{g}"
        s = new_game(mode, seats, seed, options)
        bots = [RandomBot(p, seed) for p in range(max(seats, 2))]
        taken = 0
        while not s.is_over and s.step < 600:
            if s.step % EVERY == 0 and taken < PER_GAME:
                taken += 1
                yield s.copy()
            s.apply(bot_move(s, bots[s.actor]))
        yield s.copy()     # also a finished game: nothing is legal


def towers_of(s):
    return [f"{p}.{k}" for p in range(s.players) for k in range(len(s.towers[p]))]


def mutations(s: SkyTowersState, cmd: Command, rnd: random.Random) -> list[Command]:
    """Commands near ``cmd``: other cards, towers, seats and values, other orders, duplicates."""
    seats = list(range(s.players)) + [s.players, -1]
    hand_ids = [c for h in s.hands for c in h]
    cards = sorted(set(rnd.sample(range(DECK_SIZE), 6) + hand_ids[:8] + [-1, DECK_SIZE]))
    towers = towers_of(s) + ["9.0", "0.9", "0", "x.y", ""]
    out: list[Command] = []
    if isinstance(cmd, Play):
        ids = list(cmd.cards)
        for c in cards:
            out.append(Play(cmd.seat, (c,), cmd.tower))
            out.append(Play(cmd.seat, tuple(ids[:-1] + [c]), cmd.tower))
            out.append(Play(cmd.seat, tuple(ids + [c]), cmd.tower))
        out += [Play(cmd.seat, cmd.cards, t) for t in towers]
        out += [Play(p, cmd.cards, cmd.tower) for p in seats]
        out += [Play(cmd.seat, tuple(reversed(ids)), cmd.tower), Play(cmd.seat, tuple(ids + ids[:1]), cmd.tower),
                Play(cmd.seat, (), cmd.tower)]
    elif isinstance(cmd, Draw):
        out += [Draw(cmd.seat, c) for c in cards + [-2]] + [Draw(p, cmd.discard) for p in seats]
    elif isinstance(cmd, Return):
        out += [Return(cmd.seat, t) for t in towers] + [Return(p, cmd.tower) for p in seats]
    elif isinstance(cmd, Discard):
        out += [Discard(cmd.seat, c) for c in cards] + [Discard(p, cmd.card) for p in seats]
    elif isinstance(cmd, Ask):
        out += [Ask(cmd.seat, p, cmd.value) for p in seats]
        out += [Ask(cmd.seat, cmd.target, v) for v in (0, 11, -1, *VALUES)]
        out += [Ask(p, cmd.target, cmd.value) for p in seats]
    out += [EndTurn(p) for p in seats] + [EndGame(p) for p in seats]
    return out


def junk(s: SkyTowersState) -> list:
    a = s.actor if s.actor is not None else 0
    card = s.hands[a][0] if s.hands and s.hands[a] else 0
    return [Play(a, str(card), "0.0"), Play(a, ",".join([str(card)] * 2), "0.0"), Play(a, (True,), "0.0"),
            Play(a, (card, "1"), "0.0"), Play(a, ((card,),), "0.0"), Play(a, (float(card),), "0.0"),
            Play(a, (card,), 0), Play(True, (card,), "0.0"), Draw(a, True), Draw(a, None), Discard(a, "3"),
            Ask(a, 1.0, 4), Return(a, None), EndTurn("0"), sky5_commands.Draw(a), sky5_commands.Pass(a)]


def accepted(s: SkyTowersState, cmd) -> bool:
    c = s.copy()
    before = c.to_json()
    try:
        c.apply(cmd)
    except Rejected as e:
        assert c.to_json() == before, f"{cmd!r} was rejected but changed the state"
        assert e.reason and "\n" not in e.reason
        return False
    return True


@pytest.mark.parametrize("mode,seats,options", CASES, ids=lambda x: str(x))
def test_apply_accepts_exactly_the_legal_commands(mode, seats, options):
    rnd = random.Random(f"mutations/{mode}/{seats}/{options}")
    checked = 0
    for s in positions(mode, seats, options):
        legal = s.legal_commands()
        listed = set(legal)
        assert len(listed) == len(legal), "a command is listed twice"
        candidates = list(legal) + junk(s)
        for cmd in rnd.sample(legal, min(len(legal), 4)):
            candidates += mutations(s, cmd, rnd)
        for cmd in candidates:
            expected = _well_typed(cmd) and cmd in listed       # other games' commands are never listed
            assert accepted(s, cmd) == expected, (cmd, s.to_json())
            checked += 1
    assert checked > 500


def _well_typed(cmd) -> bool:
    try:
        return type(cmd)._bad_field(cmd.__getattribute__) is None
    except TypeError:
        return False


@pytest.mark.parametrize("mode,seats,options", CASES, ids=lambda x: str(x))
def test_the_reasons_agree_with_the_legal_list(mode, seats, options):
    """``explain_illegal`` is None exactly for the listed commands (of the actor, well typed): a rule
    changed in one of the two places only fails here."""
    rnd = random.Random(f"reasons/{mode}/{seats}/{options}")
    for s in positions(mode, seats, options):
        if s.is_over:
            continue
        legal = s.legal_commands()
        listed = set(legal)
        candidates = list(legal)
        for cmd in legal:
            candidates += mutations(s, cmd, rnd)
        for cmd in candidates:
            if cmd.seat != s.actor or not _well_typed(cmd):
                continue
            reason = s.explain_illegal(cmd)
            assert (reason is None) == (cmd in listed), (cmd, reason, s.to_json())


def test_a_command_equal_to_a_listed_one_is_accepted_and_order_does_not_matter():
    for s in positions("multi", 2, {}, games=6):
        for cmd in s.legal_commands():
            twin = s.parse_command(cmd.to_json())           # equal, not the same object
            assert twin == cmd and twin is not cmd and s.is_legal(twin)
            if isinstance(cmd, Play) and len(cmd.cards) > 1:
                backwards = Play(cmd.seat, tuple(reversed(cmd.cards)), cmd.tower)
                assert backwards == cmd and s.is_legal(backwards)


def test_legal_commands_is_a_fresh_list_each_time():
    s = new_game("multi", 2, "fresh")
    first = s.legal_commands()
    first.clear()
    assert s.legal_commands()
