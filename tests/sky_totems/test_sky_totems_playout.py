"""Sky Totems as a whole: random playouts with invariants at every step, legal commands that are exactly
the accepted ones, JSON round trips, determinism, and views that keep each altar's secrets."""
import json
import time

import pytest

from rules.core import Rejected, RandomBot, bot_move
from rules.sky_totems import BOTS, STATE, EndTurn, SkyTotemsState, new_game
from rules.sky_totems.components import DESIGNS
from rules.sky_totems.positions import candidate_commands, check_invariants, check_legal_commands

CASES = [("solo", 1), ("multi", 2), ("multi", 3), ("multi", 4)]
TOTEM_SETS = [["Bird", "Wolf", "Horse", "Cat"], ["Bird", "Wolf", "Cat", "Dragon"],
              ["Wolf", "Horse", "Cat", "Dragon"], ["Bird", "Wolf", "Horse", "Dragon"]]


def play(mode, seats, seed, totems, levels=("random",), every=None):
    """Play a bot game; ``every(state)`` runs before each command. Returns the state and the command log."""
    s = new_game(mode, seats, seed, {"totems": totems})
    bots = [BOTS[levels[p % len(levels)]](p, seed) for p in range(s.players)]
    log = []
    while not s.is_over:
        if every:
            every(s)
        cmd = bot_move(s, bots[s.actor])
        s.apply(cmd)
        log.append(cmd)
        assert len(log) < 5000, "the game does not end"
    return s, log


def accepted(s, cmd):
    return cmd.seat == s.actor and s._why_illegal(cmd) is None


@pytest.mark.parametrize("mode,seats", CASES)
def test_random_playouts_keep_every_invariant(mode, seats):
    # Pedestal conservation (118 in bag + fields + tray + altars + hoards), stacks of one design unless the hoard
    # allows, connected clouds, a Cat on every stack of 6+, a legal command in every running state; the game ends.
    for g in range(10):
        s, log = play(mode, seats, f"inv/{mode}/{seats}/{g}", TOTEM_SETS[g % 4],
                      levels=("random",) if g % 3 else ("sensible", "random"), every=check_invariants)
        check_invariants(s)
        assert s.over and s.round == 10 and s.actor is None and s.legal_commands() == []
        result = s.result()
        assert len(result["scores"]) == s.players and result["winners"]
        if mode == "solo":
            assert result["total"] == sum(result["scores"]) and result["rank"]


def test_legal_commands_are_exactly_the_accepted_ones():
    checked = 0

    def compare(s):
        nonlocal checked
        if s.step % 4 == 0:
            check_legal_commands(s)
            checked += 1

    for g, (mode, seats) in enumerate(CASES):
        play(mode, seats, f"legal/{g}", TOTEM_SETS[g], levels=("sensible", "random"), every=compare)
    assert checked > 100


def test_rejected_commands_change_nothing():
    s, log = play("multi", 3, "rej", TOTEM_SETS[1])
    s = new_game("multi", 3, "rej", {"totems": TOTEM_SETS[1]})
    for n, cmd in enumerate(log):
        if n % 9 == 0:
            before = s.to_json()
            for bad in candidate_commands(s)[::37]:
                if not accepted(s, bad):
                    with pytest.raises(Rejected):
                        s.apply(bad)
                    assert s.to_json() == before
            other = (s.actor + 1) % s.players
            with pytest.raises(Rejected, match="not"):
                s.apply(EndTurn(other))
        s.apply(cmd)


def test_json_round_trip_and_copy_at_every_step():
    def round_trip(s):
        data = s.to_json()
        again = STATE.from_json(json.loads(json.dumps(data)))
        assert again.to_json() == data
        assert again.legal_commands() == s.legal_commands()
        assert s.copy().to_json() == data
        for cmd in s.legal_commands()[:3]:
            assert s.parse_command(json.loads(json.dumps(cmd.to_json()))) == cmd
        if s.step % 11 == 0:                   # a copy is independent of its original
            c = s.copy()
            c.apply(s.legal_commands()[-1])
            assert s.to_json() == data

    for g, (mode, seats) in enumerate(CASES[:3]):
        play(mode, seats, f"json/{g}", TOTEM_SETS[g + 1], every=round_trip)


def test_malformed_saved_state_is_a_value_error():
    data = new_game("multi", 2, 1).to_json()
    del data["cells"]
    with pytest.raises(ValueError):
        SkyTotemsState.from_json(data)
    data = new_game("multi", 2, 1).to_json()
    data["cells"] = 5
    with pytest.raises(ValueError):
        SkyTotemsState.from_json(data)


def test_malformed_commands_are_rejected_not_crashes():
    s = new_game("multi", 2, 1)
    for bad in [{"cmd": "place_pedestal", "seat": 0, "pedestal": 1, "x": "a", "y": 0}, {"cmd": "fly", "seat": 0},
                {"cmd": "build_totem", "seat": 0, "kind": "Bird", "x": 0, "y": 0}, [1, 2], None,
                {"cmd": "end_turn", "seat": True}]:
        with pytest.raises(Rejected):
            s.parse_command(bad)


def test_same_seed_and_commands_same_game():
    s1, log = play("multi", 3, "det", TOTEM_SETS[2])
    s2 = new_game("multi", 3, "det", {"totems": TOTEM_SETS[2]})
    events1, events2 = [], []
    s3 = new_game("multi", 3, "det", {"totems": TOTEM_SETS[2]})
    for cmd in log:
        events2 += [e.to_json() for e in s2.apply(cmd)]
        events1 += [e.to_json() for e in s3.apply(STATE.COMMANDS.from_json(cmd.to_json()))]
    assert s2.to_json() == s1.to_json() == s3.to_json()
    assert events1 == events2 and json.loads(json.dumps(events1)) == events1
    other, _ = play("multi", 3, "det-other", TOTEM_SETS[2])
    assert other.to_json() != s1.to_json()


# ------------------------------------------------------------------ what views show

def hide_secrets_from(s, seat):
    """The same table except for what ``seat`` may not see: other altars' hidden and dealt cards swapped with
    cards left in the box, and the bag's order shuffled."""
    t = s.copy()
    t.faces = list(t.faces)
    box = list(range(3 * t.players, len(t.faces)))
    hidden = [c for other in range(t.players) if other != seat and t.mode != "solo"
              for c in (t.missions[other] if t.phase != "choose" else t.hands[other])
              if not (t.phase != "choose" and c == t.start_cards[other])]
    for a, b in zip(hidden, box):
        t.faces[a], t.faces[b] = t.faces[b], t.faces[a]
    t.bag = [list(reversed(b)) for b in t.bag]
    return t


def test_views_never_show_other_altars_hidden_cards_or_the_bag_order():
    looked = 0

    def look(s):
        nonlocal looked
        if s.step % 3:
            return
        for seat in list(range(s.players)) + [None]:
            v = s.view(seat)
            json.dumps(v)
            assert isinstance(v["bag"], int) and set(v["bag_counts"]) == set(DESIGNS)
            for other, altar in enumerate(v["altars"]):
                if seat is None or (other != seat and s.mode != "solo"):
                    assert all(set(c) == {"id"} for c in altar["missions"] + altar["hand"])
                    if s.phase == "choose":
                        assert altar["start_card"] is None
            if seat is not None:
                t = hide_secrets_from(s, seat)
                assert t.view(seat) == v
                looked += 1

    for g, (mode, seats) in enumerate(CASES):
        play(mode, seats, f"view/{g}", TOTEM_SETS[g], every=look)
    assert looked > 100


def test_own_and_solo_views_show_the_missions():
    s = new_game("multi", 2, 3)
    assert all("mission" in c for c in s.view(0)["altars"][0]["hand"])
    s = new_game("solo", 1, 3)
    for seat in (0, 1):
        assert all("mission" in c for a in s.view(seat)["altars"] for c in a["hand"])
    assert all(set(c) == {"id"} for a in s.view(None)["altars"] for c in a["hand"])


def test_finished_game_shows_everything_and_the_result():
    s, _ = play("multi", 2, "over", TOTEM_SETS[0])
    v = s.view(1)
    assert v["over"] and v["result"] == s.result()
    assert all("mission" in c for a in v["altars"] for c in a["missions"])


# ------------------------------------------------------------------ bots

def test_sensible_bot_decides_from_the_view_only_and_quickly():
    worst = 0.0

    def watch(s):
        nonlocal worst
        seat = s.actor
        bot = BOTS["sensible"](seat, "b")
        legal = s.legal_commands()
        start = time.perf_counter()
        choice = bot.choose(s.view(seat), legal)
        worst = max(worst, time.perf_counter() - start)
        assert choice in legal
        if s.step % 5 == 0:
            t = hide_secrets_from(s, seat)
            assert bot.choose(t.view(seat), t.legal_commands()) == choice

    for g, (mode, seats) in enumerate(CASES):
        play(mode, seats, f"bot/{g}", TOTEM_SETS[g], levels=("sensible",), every=watch)
    assert worst < 0.25


def test_sensible_bot_beats_the_random_bot():
    wins = 0
    for g in range(6):
        s, _ = play("multi", 2, f"duel/{g}", TOTEM_SETS[g % 4], levels=("sensible", "random") if g % 2 else
                    ("random", "sensible"))
        sensible = 0 if g % 2 else 1
        wins += sensible in s.result()["winners"]
    assert wins >= 5


def test_bots_offered_for_every_level():
    assert set(BOTS) == {"random", "sensible"} and BOTS["random"] is RandomBot


# ------------------------------------------------------------------ property-based

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(CASES), totems=st.sampled_from(TOTEM_SETS), seed=st.integers(0, 10**6),
       picks=st.lists(st.integers(0, 10**6), min_size=20, max_size=400))
def test_any_sequence_of_legal_commands_keeps_the_invariants(case, totems, seed, picks):
    mode, seats = case
    s = new_game(mode, seats, seed, {"totems": totems})
    for pick in picks:
        if s.is_over:
            break
        legal = s.legal_commands()
        s.apply(legal[pick % len(legal)])
        check_invariants(s)
    assert STATE.from_json(json.loads(json.dumps(s.to_json()))).to_json() == s.to_json()
