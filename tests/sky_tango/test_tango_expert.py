"""Sky Tango's expert bot (rules/sky_tango/expert.py): worlds drawn from a seat's view, the playout
policy, the team reward, and a position where its search beats the sensible bot."""
import random
from collections import Counter

from tango_helpers import all_but, position

from rules.search import Budget
from rules.sky_tango import new_game
from rules.sky_tango.bots import BOTS, SensibleBot
from rules.sky_tango.commands import Destroy, Lay
from rules.sky_tango import expert
from rules.sky_tango.expert import ExpertBot, evaluate, reward, sensible_move, world


def _midgame(seed, players=2, steps=25):
    s = new_game("multi", players, seed)
    for _ in range(steps):
        s.apply(sensible_move(s, s.legal_commands()))
    return s


def test_expert_is_listed():
    assert BOTS["expert"] is ExpertBot


def test_a_world_deals_exactly_the_unseen_faces_and_keeps_what_the_view_shows():
    s = _midgame("world", players=3)
    seat = s.actor
    view = s.view(seat)
    hidden = s.deck + s.discard + [c for p, h in enumerate(s.hands) if p != seat for c in h]
    unseen = Counter(s.faces[c] for c in hidden)
    rnd = random.Random(1)
    worlds = [world(view, seat, rnd) for _ in range(6)]
    for w in worlds:
        assert w.inconsistency() is None
        assert w.view(seat) == view
        assert w.hands[seat] == s.hands[seat] and w.rows == s.rows and w.heaps == s.heaps
        w_hidden = w.deck + w.discard + [c for p, h in enumerate(w.hands) if p != seat for c in h]
        assert sorted(w_hidden) == sorted(hidden)
        assert Counter(w.faces[c] for c in w_hidden) == unseen
        assert [len(h) for h in w.hands] == [len(h) for h in s.hands]
        assert (len(w.deck), len(w.discard)) == (len(s.deck), len(s.discard))
        assert w.seed != s.seed
    other = (seat + 1) % 3
    assert len({tuple(sorted(w.faces[c] for c in w.hands[other])) for w in worlds}) > 1


def test_the_playout_policy_is_the_sensible_bot():
    rnd = random.Random(3)
    for g in range(3):
        s = new_game("multi", 2 + g, f"policy/{g}")
        while not s.is_over and s.step < 150:
            legal = s.legal_commands()
            want = SensibleBot(s.actor, "t").choose(s.view(s.actor), legal)
            assert sensible_move(s, legal) == want
            s.apply(want if rnd.random() < 0.8 else rnd.choice(legal))


def test_partners_share_the_reward():
    """"At the end of the game, the points of both partners are added. The team with most points is
    the winner." Partners (seats 0+2, 1+3) get the same reward and evaluation."""
    s = _midgame("team", players=4, steps=30)
    e = evaluate(s)
    assert e[0] == e[2] and e[1] == e[3] and all(0 <= x <= 1 for x in e)
    while not s.is_over:
        s.apply(sensible_move(s, s.legal_commands()))
    r = reward(s)
    winners = s.result()["winners"]
    assert r[0] == r[2] and r[1] == r[3]
    if len(winners) == 2:
        assert r[winners[0]] > 0.5 > min(r)


def test_in_the_end_phase_the_expert_burdens_the_leader_before_destroying_itself():
    """The end phase: "The other players may play their hand cards one after the other, i.e. put
    down, clear away or even destroy themselves — but not draw any more!"; a card "may be placed
    both in your own or your opponent's rows"; each number left in a row scores -1. Seat 1 is out
    with 16 points; seat 0 has 9 with six numbers in its rows. Destroying at once (the sensible
    bot's move) ends 15-16; laying the moons 26 and 27 on seat 1's moon row first and then
    destroying wins 15-14."""
    used = "M26 M27 S1 S3 S6 SE S25 M3 M21 M22 M2 M9 ME M16 M17 M19"
    rest = all_but(used)
    nums = [c for c in rest if c not in ("SE", "ME")]
    eclipses = [c for c in rest if c in ("SE", "ME")]
    s = position(2, hands={0: "M26 M27 S1"}, rows={0: {"sun": "S3 S6/SE S25", "moon": "M3 M21 M22"},
                 1: {"moon": "M2 M9/ME/M16 M17 M19"}}, heaps={0: nums[:15], 1: nums[15:36] + eclipses},
                 discard=nums[36:], deck="", phase="end", out=1, turn=0)
    assert s.points() == [9, 16]
    view, legal = s.view(0), s.legal_commands()
    assert type(SensibleBot(0, "t").choose(view, legal)) is Destroy
    bot = ExpertBot(0, "t", budget=Budget(iterations=120))
    choice = bot.choose(view, legal)
    assert type(choice) is Lay and choice.owner == 1
    destroy = next(m for m in bot.last.moves if type(m.command) is Destroy)
    assert destroy.value < bot.last.stats_of(choice).value


def test_the_expert_keeps_the_sensible_move_while_much_is_left_to_draw():
    s = _midgame("early", steps=4)
    assert s.phase == "play" and len(s.deck) + len(s.discard) > 10
    view, legal = s.view(s.actor), s.legal_commands()
    bot = ExpertBot(s.actor, "e", budget=Budget(iterations=50))
    assert bot.choose(view, legal) == SensibleBot(s.actor, "e").choose(view, legal)
    assert bot.last.iterations == 0


def test_a_search_is_reproducible():
    s = new_game("multi", 2, "repro")
    while len(s.deck) + len(s.discard) > 10 or len(s.legal_commands()) < 2:
        s.apply(sensible_move(s, s.legal_commands()))
    view, legal = s.view(s.actor), s.legal_commands()
    bots = [ExpertBot(s.actor, "r", budget=Budget(iterations=20)) for _ in range(2)]
    picks = {bot.choose(view, legal) for bot in bots}
    assert len(picks) == 1 and picks <= set(legal) and bots[0].last.iterations == 20


def _rows_that_cost_ten(step):
    """Seat 0 to move with four cards left to draw; its rows hold ten numbers (-10 if the game ended
    now), and the sensible bot lays its one card rather than destroy itself."""
    used = "S24 SE M10 S6 M15 S4 S7 M3 M7 ME M21 ME M5 M13 ME M11 M27 M28 M14 M24 ME S28 SE S12 M1"
    numbers = [c for c in all_but(used) if c not in ("SE", "ME")]
    s = position(2, hands={0: "S24", 1: "SE M10 S6 M15"},
                 rows={0: {"sun": "S4 S7", "moon": "M3 M7/ME M21/ME/M5 M13/ME/M11 M27 M28"},
                       1: {"moon": "M14 M24/ME"}},
                 heaps={0: numbers[:22] + ["SE", "SE"], 1: numbers[22:] + ["SE", "ME"]},
                 deck="S28 SE S12 M1", turn=0, step=step)
    assert s.phase == "play" and s.points() == [12, 15] and len(s.deck) + len(s.discard) <= expert.ENDGAME
    view, legal = s.view(0), s.legal_commands()
    assert {type(c) for c in legal} == {Lay, Destroy}
    assert type(SensibleBot(0, "t").choose(view, legal)) is Lay
    return view, legal


def _picks(view, legal):
    return [type(ExpertBot(0, seed, budget=Budget(iterations=150)).choose(view, legal))
            for seed in ("t", "u", "w", "x", "y")]


def test_a_long_game_is_not_put_off_by_the_experts_self_destructions():
    """"If a player cannot (completely) perform her turn ... she destroys herself"; "If the draw
    stack is empty, the pile of cards next to it is shuffled" (the discard pile, RULES-DECISIONS).
    A self-destruction sends the rows and the hand to the discard pile, so near the end it puts the
    end off; two experts did it in turn for thousands of commands. Early in a game the search may
    still destroy itself here to drop its rows' -10 (the rulebook's "Destruction of your own game
    may be valuable for tactical reasons"); once a game has run ``LONG_GAME`` commands it plays as
    the sensible bot does."""
    early = _picks(*_rows_that_cost_ten(step=120))
    assert Destroy in early and Lay in early
    assert set(_picks(*_rows_that_cost_ten(step=expert.LONG_GAME))) == {Lay}


def test_the_hints_reason_says_what_the_card_does_to_a_run():
    """Issue 36, "Hints in plain words": "where it goes ... and a short reason a player
    understands". The rulebook: "The cleared 5 or more cards may be part of a longer row
    (interrupted by an eclipse), but must not contain a visible eclipse." A number laid says the
    run it makes in your row (and when it may be cleared); an eclipse laid on another's row says
    the run it cuts."""
    from rules.sky_tango.commands import Clear
    from rules.sky_tango.expert import explain
    from rules.sky_tango.positions import find
    s = position(players=2, names=["You", "Vega"], hands={0: "S10 ME S1", 1: "M3"},
                 rows={0: {"sun": "S3 S5 S7 S8"}, 1: {"moon": "M10 M12 M15"}}, turn=0)
    view = s.view(0)
    assert explain(view, Lay(0, find(s, "S10", 0), 0, 4), None) == "your sun row then has a run of 5 to clear"
    assert explain(view, Lay(0, find(s, "S1", 0), 0, -1), None) == "your sun row then has a run of 5 to clear"
    assert explain(view, Lay(0, find(s, "ME", 0), 1, 1), None) == "it cuts Vega's run of 3 in the moon row"
    assert explain(view, Clear(0, (1, 2, 3, 4, 5)), None) == "5 cards to your heap, a point each"
