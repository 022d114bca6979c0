"""Sky 5's own invariants over whole games (what the conformance suite cannot know about Sky 5).

What every game must satisfy (every card in one place and no row showing a colour twice, through
``inconsistency()``; the protocol; JSON round trips and copies; views that show no hidden face;
legality; determinism) is checked once for every game by ``tests/conformance``. Here, after every
command: banks only grow ("banked cards are safe forever") and the removed cards never change; the
seat that acted sees its own bank, face up. At the end: every card was drawn, nothing is left face up, the
game ended within a bound worked out from the deck, and the scores are the banked cards' numbers.
"""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import RandomBot, bot_move
from rules.sky5 import Draw, new_game
from rules.sky5.bots import SensibleBot
from rules.sky5.cards import DECK_SIZE

ALL = list(range(DECK_SIZE))


def check_step(banks_before, s, removed0):
    """Between the state before a command (its banks) and after it: no banked card left its bank,
    the removed cards are the ones removed at setup."""
    assert s.removed == removed0, "the removed cards changed"
    for before, after in zip(banks_before, s.banks):
        assert after[:len(before)] == before, "a banked card left the bank"


def step_bound(players, deck):
    """Draws, gives and bank attempts are at most one per card drawn; busts are at most one per
    draw or bank attempt, each followed by at most players - 1 takes or passes."""
    return 3 * deck + (players - 1) * 2 * deck


def play(players, seed, bots):
    s = new_game("multi", players, seed)
    deck0, removed0 = len(s.deck), list(s.removed)
    bound = step_bound(players, deck0)
    commands = draws = 0
    while not s.is_over:
        assert commands <= bound, "the game does not end"
        seat = s.actor
        cmd = bot_move(s, bots[seat])
        draws += isinstance(cmd, Draw)
        banks = [list(b) for b in s.banks]
        s.apply(cmd)
        commands += 1
        check_step(banks, s, removed0)
        if not s.is_over:      # the banks are face down: only the owner's view shows them
            mine = s.view(seat)["my_bank"]
            assert sorted(c["id"] for c in mine) == sorted(s.banks[seat])
            assert all([c["colour"], c["number"]] == s.faces[c["id"]] for c in mine)
    # the end: every card drawn, nothing left face up, every card banked, discarded or removed
    assert draws == deck0 and s.deck == [] and s.final
    assert all(r == [] for r in s.rows) and s.pending is None
    assert commands <= bound
    assert sorted(s.removed + s.discard + sum(s.banks, [])) == ALL
    result = s.result()
    assert result["scores"] == [sum(s.faces[c][1] for c in b) for b in s.banks]
    assert all(result["scores"][w] == max(result["scores"]) for w in result["winners"])
    return s


def test_random_and_sensible_games_keep_sky5s_invariants():
    """Both bots, every player count, a few seeds."""
    for players in (2, 3, 4, 5):
        for seed in range(4):
            kind = SensibleBot if seed % 2 else RandomBot
            play(players, f"sky5/{seed}", [kind(p, seed) for p in range(players)])


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.one_of(st.integers(), st.text(max_size=12)),
       players=st.integers(min_value=2, max_value=5),
       choices=st.lists(st.integers(min_value=0, max_value=10 ** 6), max_size=400))
def test_property_any_seed_any_choices(seed, players, choices):
    """For any seed (a number or any text) and any sequence of choices among the legal commands,
    banks only grow and the removed cards never change."""
    s = new_game("multi", players, seed)
    removed0 = list(s.removed)
    for k in choices:
        if s.is_over:
            break
        legal = s.legal_commands()
        banks = [list(b) for b in s.banks]
        s.apply(legal[k % len(legal)])
        check_step(banks, s, removed0)


def test_view_follows_faces_set_by_hand():
    """A position built by hand after a view was taken shows its own faces, not the old ones."""
    s = new_game("multi", 2, 0)
    s.view(0)
    s.faces = [["red", 0]] * DECK_SIZE
    s.rows[0] = [s.deck.pop()]
    assert s.view(1)["rows"][0] == [{"id": s.rows[0][0], "colour": "red", "number": 0}]
    t = s.copy()
    t.faces = [["blue", 6]] * DECK_SIZE
    assert t.view(0)["rows"][0][0]["colour"] == "blue"
    assert s.view(0)["rows"][0][0]["colour"] == "red"
