"""Sky Totems turns: one test per rule sentence of "Player Turns" to "The Final Totem"
(docs/rulebooks/sky-totems.txt), and the decisions that fill its gaps."""
import pytest

from rules.core import Rejected
from rules.sky_totems import (BuildTotem, ChooseDesign, DrawPedestals, EndTurn, PlaceCloud, PlacePedestal, Reveal,
                              TakeField, TradePedestal)
from rules.sky_totems.components import PEDESTAL_NAMES
from rules.sky_totems.positions import (add_clouds, build, check_invariants, empty_bag, stack_at,
                                        empty_fields, give_missions, hoard, position, put, set_field, table)
from rules.sky_totems.state import (FINAL, FINAL_TURN, NORMAL, OVER, REVEAL_TURN, REVEALS, ROUND)


# After every command of these scenarios, the legal commands are exactly those the rules accept.
pytestmark = pytest.mark.usefixtures("legal_commands_are_the_accepted_ones")


def legal_kinds(s):
    return {type(c).__name__ for c in s.legal_commands()}


def rejected(s, cmd, words=""):
    before = s.to_json()
    with pytest.raises(Rejected) as info:
        s.apply(cmd)
    assert s.to_json() == before, "a rejected command changed the state"
    assert words.lower() in info.value.reason.lower(), info.value.reason
    return info.value.reason


def stack(s, seat, x, y):
    return stack_at(s, seat, x, y)


def place_everything(s):
    """Place (or trade, when nothing fits) every pedestal of the current action, first legal choice each."""
    while s.phase == "turn" and (s.tray or s.clouds or s.choices):
        s.apply(s.legal_commands()[0])


def take_and_place(s, field=None):
    """A whole turn: take a field, place everything, and end the turn if a reveal keeps it open."""
    seat = s.actor
    if field is None:
        field = next(f for f, fl in enumerate(s.fields) if fl)
    s.apply(TakeField(seat, field))
    place_everything(s)
    if s.actor == seat and s.done and not s.over:
        s.apply(EndTurn(seat))


# ------------------------------------------------------------------ the turn's one action

def test_one_action_each_turn():
    # "During a player's turn, the player performs one of the following actions"
    s = table()
    rejected(s, EndTurn(0), "action")
    set_field(s, 0, ["Ember"])
    s.apply(TakeField(0, 0))
    rejected(s, TakeField(0, 1), "place")
    s.apply(PlacePedestal(0, s.tray[0], 0, 0))
    assert s.actor == 1 and s.turn_kind == NORMAL        # nothing left to decide: the turn ended


def test_pedestal_construction_takes_every_pedestal_of_one_field():
    # "The player selects a Pedestal Field and acquires all Pedestals placed there."
    s = table()
    pids = set_field(s, 2, ["Ember", "Leaf", "Gold"])
    s.apply(TakeField(0, 2))
    assert s.tray == pids and s.fields[2] == []
    rejected(s, TakeField(0, 2), "")
    assert legal_kinds(s) == {"PlacePedestal", "TradePedestal"}


def test_each_pedestal_placed_or_returned_for_a_cloud():
    # "Each Pedestal can either be placed on the player's Altar or returned to the Bag. For each Pedestal returned
    # to the Bag, the player acquires one Cloud Tile and places it on their Altar."
    s = table()
    a, b = set_field(s, 0, ["Ember", "Leaf"])
    s.apply(TakeField(0, 0))
    bag = s.bag_size()
    s.apply(TradePedestal(0, a))
    assert s.bag_size() == bag + 1 and s.clouds == 1
    assert legal_kinds(s) == {"PlaceCloud"}
    rejected(s, PlacePedestal(0, b, 0, 0), "cloud")
    s.apply(PlaceCloud(0, 2, 0))
    assert len(s.cells[0]) == 5
    s.apply(PlacePedestal(0, b, 0, 0))
    assert s.actor == 1


def test_pedestals_only_on_cloud_tiles():
    # "Pedestals can only be placed on top of Cloud Tiles. Pedestals cannot be placed in a spot with no Cloud Tile."
    s = table()
    (pid,) = set_field(s, 0, ["Ember"])
    s.apply(TakeField(0, 0))
    rejected(s, PlacePedestal(0, pid, 3, 3), "cloud")
    assert {(c.x, c.y) for c in s.legal_commands() if isinstance(c, PlacePedestal)} == {(0, 0), (1, 0), (0, 1), (1, 1)}


def test_only_matching_designs_stack():
    # "Pedestals can be placed on top of each other, but only matching Pedestal designs can be stacked."
    s = table()
    put(s, 0, 0, 0, ["Ember"])
    leaf, ember = set_field(s, 0, ["Leaf", "Ember"])
    s.apply(TakeField(0, 0))
    rejected(s, PlacePedestal(0, leaf, 0, 0), "match")
    s.apply(PlacePedestal(0, ember, 0, 0))
    assert stack(s, 0, 0, 0) == ["Ember", "Ember"]


def test_a_pedestal_with_no_legal_place_must_be_traded():
    # Brief: "a pedestal with no legal place must be traded".
    s = table()
    for x, y in [(0, 0), (1, 0), (0, 1), (1, 1)]:
        put(s, 0, x, y, ["Ember"])
    (leaf,) = set_field(s, 0, ["Leaf"])
    s.apply(TakeField(0, 0))
    assert s.legal_commands() == [TradePedestal(0, leaf)]


def test_clouds_edge_adjacent_only():
    # "Cloud Tiles can only be placed adjacent to an existing Cloud Tile. Cloud Tiles cannot be placed if only the
    # corners are touching, or a tile is separated from existing Cloud Tiles."
    s = table()
    (pid,) = set_field(s, 0, ["Ember"])
    s.apply(TakeField(0, 0))
    s.apply(TradePedestal(0, pid))
    rejected(s, PlaceCloud(0, 2, 2), "adjacent")
    rejected(s, PlaceCloud(0, 5, 0), "adjacent")
    rejected(s, PlaceCloud(0, 1, 1), "already")
    assert {(c.x, c.y) for c in s.legal_commands()} == {(-1, 0), (-1, 1), (2, 0), (2, 1),
                                                        (0, -1), (1, -1), (0, 2), (1, 2)}
    s.apply(PlaceCloud(0, 1, -1))
    assert s.actor == 1


def test_fields_empty_draw_two_from_bag_else_totem_or_pass():
    # Decision: "A turn whose player wants Pedestal Construction while every field is empty draws 2 from the bag ...
    # with the bag empty as well, the player may only build a totem or pass."
    s = table()
    empty_fields(s)
    assert legal_kinds(s) == {"DrawPedestals"}
    rejected(s, TakeField(0, 0), "empty")
    bag = s.bag_size()
    s.apply(DrawPedestals(0))
    assert len(s.tray) == 2 and s.bag_size() == bag - 2
    s = table()
    empty_fields(s)
    empty_bag(s)
    assert s.legal_commands() == [EndTurn(0)]
    s.apply(EndTurn(0))
    assert s.actor == 1


# ------------------------------------------------------------------ totems

def test_nothing_on_a_spot_where_a_totem_stands():
    # "No additional pedestals or totems can be placed on a spot where a totem has already been placed."
    s = table()
    put(s, 0, 0, 0, ["Ember"])
    put(s, 0, 1, 0, ["Leaf"] * 3)
    s.apply(BuildTotem(0, "Horse", 0, 0, False))
    set_field(s, 0, ["Ember"])
    s.apply(TakeField(0, 0))
    rejected(s, PlacePedestal(0, s.tray[0], 0, 0), "totem")
    assert all((c.x, c.y) not in ((0, 0), (1, 0)) for c in s.legal_commands() if isinstance(c, PlacePedestal))
    s = table()
    put(s, 0, 0, 0, ["Ember"] * 2)
    put(s, 0, 1, 0, ["Leaf"] * 2)
    add_clouds(s, 0, [(2, 0)])
    put(s, 0, 2, 0, ["Wave"] * 2)
    build(s, 0, "Horse", [(1, 0), (1, 1)], 2)
    rejected(s, BuildTotem(0, "Bird", 0, 0, False), "totem")


def test_bird_condition_three_same_heights_two_or_more():
    # Bird "Condition: This Totem can be placed when all three Pedestals are the same height. The height of the
    # Pedestals must be 2 or higher."
    s = table()
    add_clouds(s, 0, [(2, 0), (0, 2)])
    put(s, 0, 0, 0, ["Ember"] * 2)
    put(s, 0, 1, 0, ["Leaf"] * 2)
    put(s, 0, 2, 0, ["Wave"] * 2)
    put(s, 0, 0, 1, ["Sand"])
    put(s, 0, 0, 2, ["Stone"] * 2)
    assert BuildTotem(0, "Bird", 0, 0, False) in s.legal_commands()
    rejected(s, BuildTotem(0, "Bird", 0, 0, True), "condition")        # 2, 1, 2
    put(s, 0, 2, 0, ["Wave"])                                           # 2, 2, 3
    rejected(s, BuildTotem(0, "Bird", 0, 0, False), "condition")
    s = table()
    add_clouds(s, 0, [(2, 0)])
    for x in range(3):
        put(s, 0, x, 0, ["Ember"])
    rejected(s, BuildTotem(0, "Bird", 0, 0, False), "condition")        # 1, 1, 1


def test_bird_blessing_three_clouds_three_random_pedestals_and_score():
    # Bird "Blessing: Acquire 3 Cloud Tiles and 3 Pedestals randomly from the Bag and place them." "Score ... (3
    # times the height of the Pedestals under the Totem) points."
    s = table()
    add_clouds(s, 0, [(2, 0)])
    for x, d in enumerate(["Ember", "Leaf", "Wave"]):
        put(s, 0, x, 0, [d] * 2)
    bag = s.bag_size()
    events = s.apply(BuildTotem(0, "Bird", 0, 0, False))
    assert [e["totem"] for e in events if e.kind == "totem"] == ["Bird"]
    assert s.clouds == 3 and len(s.tray) == 3 and s.bag_size() == bag - 3
    assert legal_kinds(s) == {"PlaceCloud"}
    assert s.breakdown(0)["totems"]["Bird"] == 6
    place_everything(s)
    assert len(s.cells[0]) == 8 and s.actor == 1
    check_invariants(s)


@pytest.mark.parametrize("middle,ok", [(0, True), (1, True), (2, True), (3, False)])
def test_wolf_condition_equal_ends_middle_not_higher(middle, ok):
    # Wolf "Condition: This Totem can be placed when two Pedestals one space away from each other are the same
    # height. The height of the Pedestals must be 2 or higher." (FAQ W1: not when the middle is higher.)
    s = table()
    add_clouds(s, 0, [(2, 0)])
    put(s, 0, 0, 0, ["Ember"] * 2)
    put(s, 0, 1, 0, ["Leaf"] * middle)
    put(s, 0, 2, 0, ["Wave"] * 2)
    assert (BuildTotem(0, "Wolf", 0, 0, False) in s.legal_commands()) is ok
    if not ok:
        rejected(s, BuildTotem(0, "Wolf", 0, 0, False), "condition")


def test_wolf_needs_height_two_and_a_cloud_between():
    s = table()
    add_clouds(s, 0, [(2, 0)])
    put(s, 0, 0, 0, ["Ember"])
    put(s, 0, 2, 0, ["Wave"])
    rejected(s, BuildTotem(0, "Wolf", 0, 0, False), "condition")
    s = table()
    add_clouds(s, 0, [(0, 2)])
    put(s, 0, 0, 0, ["Ember"] * 2)
    put(s, 0, 0, 2, ["Wave"] * 2)
    s.cells[0].pop(2), s.stacks[0].pop(2), s.cover[0].pop(2)          # no cloud at (0, 1)
    s._reindex()
    rejected(s, BuildTotem(0, "Wolf", 0, 0, True), "cloud")


def test_wolf_blessing_one_more_of_the_same_design_on_every_free_stack_and_score():
    # Wolf "Blessing: For all Pedestals without a Totem constructed, one of the same Pedestal can be taken from the
    # Bag and placed on top." "Score ... (3 times the height of the Pedestals under the Totem) points."
    s = table()
    add_clouds(s, 0, [(2, 0), (2, 1)])
    put(s, 0, 0, 0, ["Ember"] * 2)
    put(s, 0, 2, 0, ["Wave"] * 2)
    put(s, 0, 0, 1, ["Sand"])
    put(s, 0, 1, 1, ["Gold", "Gold"])
    hoard(s, 0, "Pearl")
    put(s, 0, 1, 1, ["Pearl"])                     # a mixed stack: its design is its lowest pedestal's
    s.apply(BuildTotem(0, "Wolf", 0, 0, False))
    assert stack(s, 0, 0, 0) == ["Ember"] * 2 and stack(s, 0, 2, 0) == ["Wave"] * 2
    assert stack(s, 0, 0, 1) == ["Sand"] * 2
    assert stack(s, 0, 1, 1) == ["Gold", "Gold", "Pearl", "Gold"]
    assert stack(s, 0, 2, 1) == []
    assert s.breakdown(0)["totems"]["Wolf"] == 6
    assert s.actor == 1
    check_invariants(s)


def test_wolf_blessing_short_of_a_design_serves_reading_order():
    # Decision: "Wolf blessing with too few pedestals of a design in the bag: serve stacks in reading order (top row
    # first, left to right) until it runs out."
    s = table()
    add_clouds(s, 0, [(2, 0), (2, 1), (-1, 1)])
    put(s, 0, 0, 0, ["Ember"] * 2)
    put(s, 0, 2, 0, ["Ember"] * 2)
    put(s, 0, 2, 1, ["Sand"])
    put(s, 0, -1, 1, ["Sand"])
    put(s, 0, 1, 1, ["Sand"])
    empty_bag(s, keep={"Sand": 2})
    s.apply(BuildTotem(0, "Wolf", 0, 0, False))
    assert [len(stack(s, 0, x, 1)) for x in (-1, 1, 2)] == [2, 2, 1]


def test_horse_condition_height_difference_two_and_score():
    # Horse "Condition: This Totem can be placed when adjacent Pedestals have a height difference of 2. (The height
    # is counted as the higher of the two.)" "Score: ... (2 times the height of the Pedestals under the Totem)"
    s = table()
    put(s, 0, 0, 0, ["Ember"])
    put(s, 0, 1, 0, ["Leaf"] * 3)
    put(s, 0, 0, 1, ["Wave"] * 2)
    horses = {(c.x, c.y, c.vertical) for c in s.legal_commands() if isinstance(c, BuildTotem)}
    assert horses == {(0, 0, False)}
    rejected(s, BuildTotem(0, "Horse", 0, 0, True), "condition")       # 1 and 2
    s.apply(BuildTotem(0, "Horse", 0, 0, False))
    assert s.totems[0][0][:2] == ["Horse", 3] and s.breakdown(0)["totems"]["Horse"] == 6


def test_horse_blessing_another_turn():
    # Horse "Blessing: Play another turn. During the additional turn, "Pedestal Construction" action or "Totem
    # Construction" action can be conducted."
    s = table()
    put(s, 0, 0, 0, ["Ember"])
    put(s, 0, 1, 0, ["Leaf"] * 3)
    put(s, 0, 0, 1, ["Wave"])
    put(s, 0, 1, 1, ["Sand"] * 3)
    events = s.apply(BuildTotem(0, "Horse", 0, 0, False))
    assert any(e.kind == "turn" and e["seat"] == 0 and e["extra"] for e in events)
    assert s.actor == 0 and not s.done
    assert {"TakeField", "BuildTotem"} <= legal_kinds(s)
    s.apply(BuildTotem(0, "Horse", 0, 1, False))       # a Horse in the extra turn: yet another turn
    assert s.actor == 0
    take_and_place(s)
    assert s.actor == 1


def test_cat_placed_automatically_at_six_not_by_action():
    # Cat "Condition: This Totem cannot be placed by "Totem Construction" action. When the height of the Pedestals
    # in a column reaches 6 or more, immediately place the Cat Totem on that Pedestal."
    s = table()
    put(s, 0, 0, 0, ["Ember"] * 5)
    rejected(s, BuildTotem(0, "Cat", 0, 0, False), "cat")
    (pid,) = set_field(s, 0, ["Ember"])
    s.apply(TakeField(0, 0))
    events = s.apply(PlacePedestal(0, pid, 0, 0))
    assert [(e["totem"], e["cells"], e["height"]) for e in events if e.kind == "totem"] == [("Cat", [[0, 0]], 6)]
    assert s.breakdown(0)["totems"]["Cat"] == 6


def test_cat_blessing_two_different_designs_from_the_bag():
    # Cat "Blessing: Select any 2 differing Pedestals from the Bag and place them. The Pedestals must not be the
    # same design as each other."
    s = table()
    put(s, 0, 0, 0, ["Ember"] * 5)
    (pid,) = set_field(s, 0, ["Ember"])
    s.apply(TakeField(0, 0))
    s.apply(PlacePedestal(0, pid, 0, 0))
    assert legal_kinds(s) == {"ChooseDesign"} and len(s.legal_commands()) == 10
    s.apply(ChooseDesign(0, "Gold"))
    rejected(s, ChooseDesign(0, "Gold"), "different")
    assert ChooseDesign(0, "Gold") not in s.legal_commands() and len(s.legal_commands()) == 9
    s.apply(ChooseDesign(0, "Pearl"))
    assert sorted(PEDESTAL_NAMES[p] for p in s.tray) == ["Gold", "Pearl"]


def test_cat_blessing_with_one_design_left_gives_one():
    # Decision: "Cat blessing with one design left: one pedestal; empty bag: none."
    s = table()
    put(s, 0, 0, 0, ["Ember"] * 5)
    (pid,) = set_field(s, 0, ["Ember"])
    s.apply(TakeField(0, 0))
    empty_bag(s, keep={"Leaf": 3})
    s.apply(PlacePedestal(0, pid, 0, 0))
    assert s.legal_commands() == [ChooseDesign(0, "Leaf")]
    s.apply(ChooseDesign(0, "Leaf"))
    assert len(s.tray) == 1 and not s.choices


def dragon_table():
    return table(totems=["Bird", "Wolf", "Cat", "Dragon"])


@pytest.mark.parametrize("heights,ok", [((1, 2, 3), True), ((3, 2, 1), True), ((0, 1, 2), False),
                                        ((1, 2, 2), False), ((2, 3, 4), True)])
def test_dragon_condition_stairs(heights, ok):
    # Dragon "Condition: This Totem can be placed when Pedestals form a stair formation across 3 spaces."
    s = dragon_table()
    add_clouds(s, 0, [(2, 0)])
    for x, (h, d) in enumerate(zip(heights, ["Ember", "Leaf", "Wave"])):
        put(s, 0, x, 0, [d] * h)
    assert (BuildTotem(0, "Dragon", 0, 0, False) in s.legal_commands()) is ok
    if ok:
        s.apply(BuildTotem(0, "Dragon", 0, 0, False))
        # "Score: ... (3 times the height of the Pedestals under the Totem) ... The height of the highest Pedestals"
        assert s.breakdown(0)["totems"]["Dragon"] == 3 * max(heights)


def test_dragon_blessing_hoard_then_pedestal_construction():
    # Dragon "Blessing: Choose 1 random Pedestal from the Bag and place it in the "Dragon's Treasure Hoard" ...
    # Then, conduct "Pedestal Construction" action."
    s = dragon_table()
    add_clouds(s, 0, [(2, 0)])
    for x in range(3):
        put(s, 0, x, 0, ["Ember"] * (x + 1))
    bag = s.bag_size()
    s.apply(BuildTotem(0, "Dragon", 0, 0, False))
    assert len(s.hoards[0]) == 1 and s.bag_size() == bag - 1 and s.construct
    assert legal_kinds(s) == {"TakeField"}
    rejected(s, EndTurn(0), "dragon")
    take_and_place(s)
    assert s.actor == 1


def test_hoard_design_stacks_on_any_design_next_must_match_lowest_or_hoard():
    # "Any Pedestal with the same design as a Pedestal in the Dragon's Treasure Hoard can be placed on top of any
    # Pedestal regardless of design." "When multiple designs of Pedestals are stacked together, the next Pedestal
    # must match the design of the lowest Pedestal or the design of the Pedestal in the Dragon's Treasure Hoard."
    s = dragon_table()
    hoard(s, 0, "Gold")
    put(s, 0, 0, 0, ["Ember"])
    gold, ember, leaf, gold2 = set_field(s, 0, ["Gold", "Ember", "Leaf", "Gold"])
    s.apply(TakeField(0, 0))
    s.apply(PlacePedestal(0, gold, 0, 0))
    rejected(s, PlacePedestal(0, leaf, 0, 0), "match")
    s.apply(PlacePedestal(0, ember, 0, 0))
    s.apply(PlacePedestal(0, gold2, 0, 0))
    assert stack(s, 0, 0, 0) == ["Ember", "Gold", "Ember", "Gold"]
    check_invariants(s)


def test_hoards_are_per_altar():
    # Decision: "Each player has their own Dragon's Hoard."
    s = dragon_table()
    hoard(s, 1, "Gold")
    put(s, 0, 0, 0, ["Ember"])
    (gold,) = set_field(s, 0, ["Gold"])
    s.apply(TakeField(0, 0))
    rejected(s, PlacePedestal(0, gold, 0, 0), "match")


# ------------------------------------------------------------------ altar cards

def test_reveal_when_met_any_time_during_the_turn_and_choose_a_pedestal():
    # "Players may reveal their Altar Cards at any time during their turn if the mission requirements are met.
    # After revealing an Altar Card, the player can select a Pedestal of their choice from the Bag and place it"
    s = table()
    wide, cats = give_missions(s, 0, ["wide-altar", "cat-sanctuary"])
    add_clouds(s, 0, [(x, 2) for x in range(4)] + [(2, 0), (2, 1), (3, 0), (3, 1)])
    assert len(s.cells[0]) == 12
    assert Reveal(0, wide) in s.legal_commands()
    rejected(s, Reveal(0, cats), "not met")
    rejected(s, Reveal(1, wide), "not")                  # not this seat's turn
    set_field(s, 0, ["Ember"])
    s.apply(TakeField(0, 0))                              # in the middle of the action too
    events = s.apply(Reveal(0, wide))
    assert [e["card"] for e in events if e.kind == "reveal"] == [wide]
    assert legal_kinds(s) == {"ChooseDesign"} and len(s.legal_commands()) == 10
    s.apply(ChooseDesign(0, "Obsidian"))
    assert [PEDESTAL_NAMES[p] for p in s.tray][-1] == "Obsidian"
    place_everything(s)
    assert s.revealed[0] == [wide] and s.breakdown(0)["altar_cards"] == 2
    assert s.actor == 1


def test_a_met_mission_keeps_the_turn_open_until_end_turn():
    s = table()
    wide, _ = give_missions(s, 0, ["wide-altar", "cat-sanctuary"])
    add_clouds(s, 0, [(x, 2) for x in range(4)] + [(2, 0), (2, 1), (3, 0)])
    (pid,) = set_field(s, 0, ["Ember"])
    s.apply(TakeField(0, 0))
    s.apply(TradePedestal(0, pid))
    s.apply(PlaceCloud(0, 3, 1))                           # the twelfth cloud: now the mission is met
    assert s.actor == 0 and set(s.legal_commands()) == {EndTurn(0), Reveal(0, wide)}
    s.apply(EndTurn(0))
    assert s.actor == 1 and s.missions[0] == [wide, s.missions[0][1]]


# ------------------------------------------------------------------ rounds

def test_turns_clockwise_then_marker_passes_left_and_fields_refill():
    # "every player takes a turn in clockwise order, then the End of Round Process happens (pass the Starting
    # Player Marker to the player on the left, and refill Pedestal Fields)"; "Pedestal Fields with Pedestals still
    # standing: ... take 1 Pedestal"; "Pedestal Fields with no Pedestals left: ... take 2"
    s = table(3)
    set_field(s, 3, ["Gold", "Gold"])
    seen = []
    for field in range(3):
        seen.append(s.actor)
        take_and_place(s, field)
    assert seen == [0, 1, 2]
    assert s.round == 2 and s.first == 1 and s.actor == 1 and s.queue == [1, 2, 0]
    assert [len(f) for f in s.fields] == [2, 2, 2, 3]
    assert [PEDESTAL_NAMES[p] for p in s.fields[3][:2]] == ["Gold", "Gold"]


def test_refill_stops_when_the_bag_is_empty():
    # FAQ G3: "If Pedestals cannot be replenished at the start of a round, no further Pedestals will be added."
    s = table()
    take_and_place(s, 0)
    empty_bag(s, keep={"Ember": 1})
    take_and_place(s, 1)
    assert s.round == 2 and sum(map(len, s.fields)) == 4 + 1


def game_at_round(seats=2, rnd=10, **opts):
    return position(seats=seats, round=rnd, **opts)


def test_ten_rounds_no_refill_after_the_tenth_then_the_final_totem():
    # "The game consists of 10 rounds in total." "(No Pedestals are replenished at the end of the 10th round.)"
    s = game_at_round()
    take_and_place(s, 0)
    take_and_place(s, 1)
    assert s.round == 10 and s.stage != ROUND
    assert s.fields[0] == [] and s.fields[1] == []
    assert s.over                    # nobody could build a Final Totem or reveal: straight to the end
    assert s.phase == OVER and s.actor is None and s.legal_commands() == []
    rejected(s, EndTurn(0), "over")


def test_final_totem_from_the_new_starting_player_totem_or_pass():
    # "At the end of the 10th round, beginning with the current starting player, players may conduct "Totem
    # Construction" action once. (Players can also choose to pass.)"; decision: the marker passes after round 10 too.
    s = game_at_round(3)
    for seat in range(3):
        put(s, seat, 0, 0, ["Ember"])
        put(s, seat, 1, 0, ["Leaf"] * 3)
    for f in range(4):
        set_field(s, f, ["Gold"])
    for f in range(3):
        take_and_place(s, f)
    assert s.stage == FINAL and s.first == 1 and s.actor == 1 and s.turn_kind == FINAL_TURN
    assert set(s.legal_commands()) == {BuildTotem(1, "Horse", 0, 0, False), EndTurn(1)}
    rejected(s, TakeField(1, 3), "final totem")
    s.apply(EndTurn(1))
    assert s.actor == 2
    s.apply(BuildTotem(2, "Horse", 0, 0, False))
    # the Horse's extra turn is a whole turn
    assert s.actor == 2 and s.turn_kind == NORMAL and "TakeField" in legal_kinds(s)
    take_and_place(s, 3)
    assert s.actor == 0 and s.turn_kind == FINAL_TURN
    s.apply(EndTurn(0))
    assert s.over


def test_final_totem_seat_with_nothing_to_build_is_passed():
    s = game_at_round(2)
    put(s, 0, 0, 0, ["Ember"])
    put(s, 0, 1, 0, ["Leaf"] * 3)
    set_field(s, 0, ["Gold"])
    set_field(s, 1, ["Gold"])
    take_and_place(s, 0)
    events = s.apply(TakeField(1, 1))
    events += s.apply(s.legal_commands()[0])
    # the marker went to seat 1, who can build nothing: passed at once; seat 0 decides
    assert s.first == 1 and s.actor == 0 and s.turn_kind == FINAL_TURN
    assert [e["seat"] for e in events if e.kind == "pass"] == [1]


def test_end_reveals_in_order_from_the_starting_player_then_scoring():
    # "Before Score Calculation, if any player has an unrevealed Altar Card with its mission requirements met, the
    # Altar Card can be revealed ... clockwise starting from the player closest to the starting player."
    s = game_at_round(3)
    cards = {}
    for seat, key in [(0, "wide-altar"), (2, "long-altar")]:
        cards[seat] = give_missions(s, seat, [key])[0]
    add_clouds(s, 0, [(x, y) for x in range(2, 4) for y in range(3)] + [(0, 2), (1, 2)])
    add_clouds(s, 2, [(x, 0) for x in range(2, 6)])
    take_and_place(s, 0)
    take_and_place(s, 1)
    take_and_place(s, 2)
    assert s.stage == REVEALS and s.turn_kind == REVEAL_TURN
    order = []
    while not s.over:
        order.append(s.actor)
        assert set(s.legal_commands()) == {EndTurn(s.actor), Reveal(s.actor, cards[s.actor])}
        s.apply(Reveal(s.actor, cards[s.actor]))
        s.apply(s.legal_commands()[0])          # choose a design
        place_everything(s)
    assert order == [2, 0]                      # seat 1 holds the marker and has nothing to reveal
    assert s.result()["breakdown"][0]["altar_cards"] == 2 and s.result()["breakdown"][2]["altar_cards"] == 2


def test_end_reveal_pedestal_completes_a_cat_without_blessing():
    # Decision: "A pedestal placed during the end-of-game reveals can complete a Cat (it scores) but gives no blessing."
    s = game_at_round(2)
    wide, _ = give_missions(s, 0, ["wide-altar", "cat-sanctuary"])
    add_clouds(s, 0, [(x, y) for x in range(2, 4) for y in range(3)] + [(0, 2), (1, 2)])
    put(s, 0, 0, 0, ["Ember"] * 5)
    set_field(s, 0, ["Leaf"])
    set_field(s, 1, ["Leaf"])
    s.apply(TakeField(0, 0))
    s.apply(PlacePedestal(0, s.tray[0], 1, 0))
    s.apply(EndTurn(0))
    take_and_place(s, 1)
    assert s.stage == REVEALS and s.actor == 0
    s.apply(Reveal(0, wide))
    s.apply(ChooseDesign(0, "Ember"))
    events = s.apply(PlacePedestal(0, s.tray[0], 0, 0))
    assert [e["totem"] for e in events if e.kind == "totem"] == ["Cat"]
    assert not any(e.kind == "blessing" for e in events)
    assert s.over and s.result()["breakdown"][0]["totems"]["Cat"] == 6
