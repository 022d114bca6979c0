"""Sky Totems' expert bot: worlds drawn from one seat's view, and positions where searching pays."""
import random
from collections import Counter

from rules.search import Budget
from rules.sky_totems.bots import BOTS
from rules.sky_totems.commands import BuildTotem, TakeField
from rules.sky_totems.components import CARDS, PEDESTAL_DESIGN
from rules.sky_totems.expert import COEF, COEF_DRAGON, FEATURES, _at_turn_start, _rewards, expected, world
from rules.sky_totems.positions import position
from rules.sky_totems.state import ROUND, TURN, new_game


def _midgame(seed="expert-world", steps=60, mode="multi", seats=2):
    s = new_game(mode, seats, seed)
    bots = [BOTS["sensible"](p, seed) for p in range(s.players)]
    for _ in range(steps):
        s.apply(bots[s.actor].choose(s.view(s.actor), s.legal_commands()))
    return s


def test_a_world_deals_exactly_the_cards_the_seat_cannot_see():
    s = _midgame()
    view = s.view(0)
    rnd = random.Random(1)
    other_faces = Counter()
    for _ in range(30):
        w = world(view, 0, rnd)
        assert w.inconsistency() is None
        assert w.view(0) == view
        # Known facts stay: this seat's own hidden cards, every starting and revealed card.
        assert [w.faces[c] for c in s.missions[0]] == [s.faces[c] for c in s.missions[0]]
        for seat in range(2):
            assert w.faces[s.start_cards[seat]] == s.faces[s.start_cards[seat]]
            assert [w.faces[c] for c in s.revealed[seat]] == [s.faces[c] for c in s.revealed[seat]]
        # The deck is the same set of cards; the unseen ones are dealt among the unseen ids.
        assert sorted(w.faces) == sorted(s.faces)
        shown = {s.faces[c] for c in s.missions[0] + s.start_cards + s.revealed[0] + s.revealed[1]}
        for c in s.missions[1]:
            assert w.faces[c] not in shown
            other_faces[w.faces[c]] += 1
        # The bag holds the same pedestals by design (its order is drawn), and a fresh seed.
        assert [sorted(b) for b in w.bag] == [sorted(b) for b in s.bag]
        assert all(PEDESTAL_DESIGN[p] == d for d, b in enumerate(w.bag) for p in b)
        assert w.seed != s.seed
    assert len(other_faces) > 4, "the other altar's hidden cards should be drawn, not copied"


def test_a_solo_world_knows_both_altars_and_draws_only_the_box():
    s = _midgame("expert-solo", 40, "solo", 1)
    view = s.view(s.actor)
    w = world(view, s.actor, random.Random(2))
    assert w.view(s.actor) == view
    for seat in range(2):
        assert [w.faces[c] for c in s.missions[seat]] == [s.faces[c] for c in s.missions[seat]]


def test_the_world_keeps_a_pending_cat_choice():
    # "Select any 2 differing Pedestals from the Bag": the first pick is public and the second must
    # differ, so the view carries both the pending choices and the first pick.
    s = _midgame()
    s.choices, s.cat_pick = ["cat2"], 0
    s.tray, s.clouds = [], 0
    view = s.view(s.actor)
    assert view["choices"] == ["cat2"] and view["cat_pick"] == "Ember"
    w = world(view, s.actor, random.Random(3))
    assert w.choices == ["cat2"] and w.cat_pick == 0
    assert sorted(map(repr, w.legal_commands())) == sorted(map(repr, s.legal_commands()))


def _two_horses_in_the_last_round():
    # Round 10, seat 0 to play and seat 1 still to come. Two Horses stand ready (heights 1 and 3
    # side by side, twice) and a field of three Gold pedestals waits.
    return position(seats=2, turn=0, first=0, round=10,
                    altars={0: {(0, 0): ["Ember"], (1, 0): ["Ember", "Ember", "Ember"],
                                (0, 1): ["Leaf"], (1, 1): ["Leaf", "Leaf", "Leaf"], (2, 0): [], (2, 1): []},
                            1: {(0, 0): ["Wave", "Wave"], (1, 0): ["Sand"]}},
                    fields=[["Gold", "Gold", "Gold"], ["Stone"], [], []])


def test_the_expert_builds_a_horse_first_in_the_last_round():
    # Horse: "Blessing: Play another turn. During the additional turn, "Pedestal Construction"
    # action or "Totem Construction" action can be conducted." And after round 10 "players may
    # conduct "Totem Construction" action once": taking the field first leaves room for one Horse
    # only, a Horse first makes room for the field and both Horses.
    s = _two_horses_in_the_last_round()
    view, legal = s.view(0), s.legal_commands()
    assert isinstance(BOTS["sensible"](0, "t").choose(view, legal), TakeField)
    bot = BOTS["expert"](0, "t", budget=Budget(iterations=80))
    choice = bot.choose(view, legal)
    assert isinstance(choice, BuildTotem) and choice.kind == "Horse"


def test_expected_counts_the_final_totem_still_to_come():
    s = _two_horses_in_the_last_round()
    before = expected(s, 0)
    assert before >= s.breakdown(0)["total"] + 2 * 3        # a Horse of 3 at the Final Totem at least


def test_the_fitted_tables_weigh_every_feature_for_every_turn_left():
    for table in (COEF, COEF_DRAGON):
        assert sorted(table) == list(range(1, 11))          # "The game consists of 10 rounds in total."
        assert all(len(row) == len(FEATURES) for row in table.values())


def test_expected_predicts_the_sensible_bots_final_scores():
    # ``expected`` is fitted to what the sensible bot's altars end with, so from the start of round 4
    # it should guess unseen sensible games' final scores without a lean and closely enough.
    errors = []
    for g in range(12):
        s = new_game("solo", 1, f"eval-check/{g}")
        bots = [BOTS["sensible"](p, "t") for p in range(2)]
        guess = None
        while not s.over:
            if guess is None and s.phase == TURN and s.stage == ROUND and s.round == 4 and _at_turn_start(s):
                guess = [expected(s, a) for a in range(2)]
            s.apply(bots[s.actor].choose(s.view(s.actor), s.legal_commands()))
        errors += [guess[a] - s.scores()[a] for a in range(2)]
    bias = sum(errors) / len(errors)
    rmse = (sum(e * e for e in errors) / len(errors)) ** 0.5
    assert abs(bias) < 4 and rmse < 9, (bias, rmse)


def test_a_solo_reward_is_the_pair_s_total_for_both_altars():
    # "The final score is determined as the total score of the 2 Altars": both altars' moves are
    # judged by the total, so one altar may give way to the other.
    s = _midgame("expert-solo", 40, "solo", 1)
    assert _rewards(s, [70.0, 60.0]) == _rewards(s, [60.0, 70.0])
    low, high = _rewards(s, [60.0, 60.0]), _rewards(s, [60.0, 75.0])
    assert low[0] == low[1] and high[0] == high[1] and high[0] > low[0]


# --------------------------------------------------------------------------- the hint's reason

def test_the_hints_reason_names_the_devotion_a_field_and_a_stack_serve():
    """Issue 36, "Hints in plain words": a hint gives "a short reason a player understands". A
    field holding the design a Devotion mission asks for says so, and so does the pedestal that
    raises a stack of that design."""
    from rules.sky_totems.commands import PlacePedestal
    from rules.sky_totems.expert import explain
    s = position(seats=2, turn=0, altars={0: {(0, 0): ["Sand", "Sand"]}},
                 missions={0: ["devotion-to-sand", "wide-altar"]},
                 fields=[["Ember"], ["Sand", "Leaf"], ["Wave", "Wave", "Stone"], []])
    view = s.view(0)
    assert explain(view, TakeField(0, 1), None) == "it holds Sand for your Devotion to Sand"
    assert explain(view, TakeField(0, 2), None) == "its 3 pedestals are the most on offer"
    assert explain(view, TakeField(0, 0), None) is None      # no reason worth a word: the hint names the move
    s.apply(TakeField(0, 1))
    view = s.view(0)
    sand = next(c for c in s.legal_commands() if type(c) is PlacePedestal and (c.x, c.y) == (0, 0)
                and view["pedestal_designs"][c.pedestal] == "Sand")
    assert explain(view, sand, None) == "a stack of 3, all Sand, for your Devotion to Sand"
    leaf = next(c for c in s.legal_commands() if type(c) is PlacePedestal and (c.x, c.y) == (1, 0)
                and view["pedestal_designs"][c.pedestal] == "Leaf")
    assert explain(view, leaf, None) is None                  # a bare cloud: nothing to say
