"""Random playouts over many seeds: invariants at every step, JSON round trips, views that leak
nothing, legal commands that agree with the rules' checks, and exact determinism."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sky_towers_helpers import TOTAL_CARDS, all_cards

from rules.core import Rejected, bot_move
from rules.sky_towers import BOTS, STATE, SkyTowersState, new_game
from rules.sky_towers.commands import COMMANDS, Ask, Discard, Draw, EndGame, EndTurn, Play, Return

CASES = [("multi", 2), ("multi", 3), ("multi", 4), ("light", 1), ("taroma", 1)]
MAX_STEPS = 5000


def check_invariants(s: SkyTowersState) -> None:
    cards = all_cards(s)
    assert len(cards) == TOTAL_CARDS and sorted(cards) == list(range(TOTAL_CARDS)), "cards lost or doubled"
    faces = s.faces
    for ts in s.towers:
        for t in ts:
            assert sum(faces[c] for c in t) < 21, "a tower over 21, or a complete one left standing"
            if t:
                for below, above in zip(t, t[1:]):
                    assert faces[above] != 10, "a 10 covers a card"
                    if faces[below] == 1:
                        assert faces[above] == 1, "something other than a 1 covers a 1"
    for ts in s.completed:
        for t in ts:
            assert sum(faces[c] for c in t) == 21
    assert set(s.up) <= set(s.hands[1]) if s.mode == "taroma" else not s.up
    if s.mode == "light":
        assert len(s.hands[0]) <= s.hand_limit
    if not s.over:
        assert s.actor is not None and 0 <= s.actor < s.seats
        assert s.legal_commands(), "a live game with nothing to do"
    else:
        assert s.actor is None and s.legal_commands() == []
    for h in s.bonus:
        assert h is None or 0 <= h < s.players


def playout(mode: str, seats: int, seed, pick=None, roundtrip: bool = True):
    s = new_game(mode, seats, seed, {})
    r = random.Random(f"pick/{seed}")
    log = []
    steps = 0
    check_invariants(s)
    while not s.is_over:
        legal = s.legal_commands()
        if pick is None:
            choices = [c for c in legal if not isinstance(c, EndGame)] or legal
            cmd = r.choice(choices)
        else:
            cmd = pick(s, legal)
        before = s.to_json()
        s.apply(cmd)
        log.append(cmd)
        steps += 1
        assert s.step == steps
        check_invariants(s)
        if roundtrip:
            data = s.to_json()
            assert json.loads(json.dumps(data)) == data
            back = SkyTowersState.from_json(data)
            assert back.to_json() == data
            assert back.legal_commands() == s.legal_commands()
            assert s.copy().to_json() == data
        assert before != s.to_json()
        assert steps < MAX_STEPS, "game does not end"
    return s, log


@pytest.mark.parametrize("mode,seats", CASES)
def test_random_playouts_keep_every_invariant(mode, seats):
    """50 cards conserved across deck/hands/towers/completed/discard/row; no tower over 21; every
    game ends; JSON round trip and copy equal at every step."""
    games = 12 if mode == "multi" else 40
    for g in range(games):
        s, log = playout(mode, seats, f"inv/{g}", roundtrip=g < 3)
        assert s.is_over
        res = s.result()
        assert isinstance(res["winners"], list)
        json.dumps(res)


@pytest.mark.parametrize("mode,seats", CASES)
def test_bot_games_finish(mode, seats):
    for level, games in (("random", 15), ("sensible", 8)):
        for g in range(games):
            s = new_game(mode, seats, f"bot/{level}/{g}", {})
            bots = [BOTS[level](p, g) for p in range(seats)]
            steps = 0
            while not s.is_over:
                s.apply(bot_move(s, bots[s.actor]))
                steps += 1
                assert steps < MAX_STEPS
            check_invariants(s)


@pytest.mark.parametrize("mode,seats", CASES)
def test_replay_is_deterministic(mode, seats):
    for g in range(4):
        a, log = playout(mode, seats, f"det/{g}", roundtrip=False)
        b = new_game(mode, seats, f"det/{g}", {})
        for cmd in log:
            b.apply(COMMANDS.from_json(json.loads(json.dumps(cmd.to_json()))))
        assert a.to_json() == b.to_json()
        assert a.result() == b.result()
    assert new_game(mode, seats, "same", {}).to_json() == new_game(mode, seats, "same", {}).to_json()
    assert new_game(mode, seats, "one", {}).faces != new_game(mode, seats, "two", {}).faces


def candidate_commands(s: SkyTowersState):
    """A broad superset of the actor's possible commands, legal or not."""
    seat = s.actor
    out = []
    ids = sorted(set(s.hands[seat]) | {s.deck[-1]} if s.deck else set(s.hands[seat]))
    towers = [f"{p}.{k}" for p in range(s.players) for k in range(len(s.towers[p]))] + ["9.0", "0.7"]
    for c in ids:
        for t in towers:
            out.append(Play(seat, (c,), t))
    fours = [c for c in s.hands[seat] if s.faces[c] == 4]
    if len(fours) > 1:
        for t in towers:
            out.append(Play(seat, tuple(fours), t))
    nonfours = [c for c in s.hands[seat] if s.faces[c] != 4]
    if fours and nonfours:
        out.append(Play(seat, (fours[0], nonfours[0]), f"{seat}.0"))
    if len(fours) > 1:
        out.append(Play(seat, tuple(sorted(fours, reverse=True)), f"{seat}.0"))
    out.append(Draw(seat))
    out += [Draw(seat, c) for c in s.hands[seat][:3]]
    out += [Return(seat, t) for t in towers]
    out += [Discard(seat, c) for c in ids]
    out += [Ask(seat, p, v) for p in range(s.players) for v in (0, 1, 5, 10, 11)]
    out += [EndTurn(seat), EndGame(seat)]
    other = (seat + 1) % max(s.seats, 1)
    if other != seat:
        out.append(Draw(other))
    return out


@pytest.mark.parametrize("mode,seats", CASES)
def test_legal_commands_agree_with_the_checks(mode, seats):
    """Every listed command is accepted; every unlisted candidate is rejected with a reason and
    leaves the state unchanged."""
    for g in range(2):
        s = new_game(mode, seats, f"agree/{g}", {})
        r = random.Random(g)
        steps = 0
        while not s.is_over and steps < 150:
            legal = s.legal_commands()
            assert len(set(legal)) == len(legal), "a command listed twice"
            for cmd in candidate_commands(s):
                before = s.to_json()
                try:
                    s.copy().apply(cmd)
                    ok = True
                except Rejected as e:
                    ok = False
                    assert e.reason
                assert ok == (cmd in legal), (cmd, ok)
                assert s.to_json() == before
            choices = [c for c in legal if not isinstance(c, EndGame)] or legal
            s.apply(r.choice(choices))
            steps += 1


def test_views_never_leak_hidden_cards():
    """A view shows its own hand only (others' hand sizes), never the deck's order nor Taroma's
    face-down cards, and changing hidden information does not change the view."""
    for mode, seats in CASES:
        s, _ = playout(mode, seats, f"view/{mode}{seats}", roundtrip=False,
                       pick=lambda st, legal: legal[len(st.legal_commands()) // 2])
        s2 = new_game(mode, seats, f"view2/{mode}{seats}", {})
        for state in (s2,):
            r = random.Random(1)
            for _ in range(30):
                if state.is_over:
                    break
                state.apply(r.choice([c for c in state.legal_commands() if not isinstance(c, EndGame)]))
            for seat in list(range(state.seats)) + [None]:
                v = state.view(seat)
                json.dumps(v)
                text = json.dumps(v)
                assert "deck_ids" not in v and isinstance(v["deck"], int)
                assert v["hand_sizes"] == [len(h) for h in state.hands]
                if seat is not None:
                    assert [c["id"] for c in v["hand"]] == state.hands[seat]
                else:
                    assert v["hand"] is None
                # Hidden: shuffle the deck, swap other hands' cards with the deck: the view stays.
                hidden = state.copy()
                others = [p for p in range(state.players) if p != seat and not (mode == "taroma" and p == 1)]
                pool = list(hidden.deck)
                for p in others:
                    pool += hidden.hands[p]
                random.Random(7).shuffle(pool)
                for p in others:
                    k = len(hidden.hands[p])
                    hidden.hands[p], pool = pool[:k], pool[k:]
                hidden.deck = pool
                if mode == "taroma":
                    down = [c for c in hidden.hands[1] if c not in hidden.up]
                    swap = hidden.deck[:len(down)]
                    if len(swap) == len(down):
                        hidden.deck = down + hidden.deck[len(down):]
                        it = iter(swap)
                        hidden.hands[1] = [next(it) if c not in hidden.up else c for c in hidden.hands[1]]
                hv = json.loads(json.dumps(hidden.view(seat)))
                # ids of face-down cards are positions, not faces: compare everything but them
                for key in ("row",):
                    if key in hv:
                        hv[key] = [c.get("value") for c in hv[key]]
                ov = json.loads(text)
                for key in ("row",):
                    if key in ov:
                        ov[key] = [c.get("value") for c in ov[key]]
                assert hv == ov


def test_state_protocol():
    s = new_game("multi", 2, 1, {})
    assert STATE is SkyTowersState
    assert set(BOTS) >= {"random", "sensible"}
    data = s.to_json()
    assert set(data) == set(SkyTowersState.FIELDS)
    with pytest.raises(ValueError):
        SkyTowersState.from_json({k: v for k, v in data.items() if k != "deck"})
    with pytest.raises(Rejected):
        COMMANDS.from_json({"cmd": "fly", "seat": 0})
    with pytest.raises(Rejected):
        COMMANDS.from_json({"cmd": "play", "seat": 0, "cards": 3, "tower": "0.0"})
    with pytest.raises(Rejected):
        s.apply(Play(s.actor, "not,ids", "0.0"))
    with pytest.raises(Rejected):
        s.apply(Play(1 - s.actor, (s.hands[1 - s.actor][0],), f"{1 - s.actor}.0"))
    for cmd in s.legal_commands():
        assert COMMANDS.from_json(cmd.to_json()) == cmd


@settings(max_examples=30, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 10**6),
       picks=st.lists(st.integers(0, 10**6), max_size=150))
def test_property_any_legal_sequence_keeps_the_invariants(case, seed, picks):
    mode, seats = case
    s = new_game(mode, seats, seed, {})
    for k in picks:
        if s.is_over:
            break
        legal = s.legal_commands()
        s.apply(legal[k % len(legal)])
        check_invariants(s)
    data = s.to_json()
    assert SkyTowersState.from_json(data).to_json() == data
