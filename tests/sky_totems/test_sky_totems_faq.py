"""Every answer of the Sky Totems rulebook's "Rules FAQs" (21), one test each, named by section."""
import pytest

from rules.core import Rejected
from rules.sky_totems import (BuildTotem, ChooseDesign, DrawPedestals, PlaceCloud, PlacePedestal, Reveal,
                              TakeField, TradePedestal)
from rules.sky_totems.components import PEDESTAL_NAMES
from rules.sky_totems.positions import (add_clouds, build, check_invariants, empty_bag, stack_at,
                                        empty_fields, give_missions, hoard, position, put, set_field, table)
from rules.sky_totems.state import FINAL_TURN, NORMAL


# After every command of these scenarios, the legal commands are exactly those the rules accept.
pytestmark = pytest.mark.usefixtures("legal_commands_are_the_accepted_ones")


def kinds(s):
    return {type(c).__name__ for c in s.legal_commands()}


def place_everything(s):
    while s.phase == "turn" and (s.tray or s.clouds or s.choices):
        s.apply(s.legal_commands()[0])


def stack(s, seat, x, y):
    return stack_at(s, seat, x, y)


def bird_ready(s, seat=0):
    """Three stacks of height 2 in a row at (0..2, 0)."""
    add_clouds(s, seat, [(2, 0)])
    for x, d in enumerate(["Ember", "Leaf", "Wave"]):
        put(s, seat, x, 0, [d] * 2)


# ------------------------------------------------------------------ General Rules

def test_general_q1_no_limit_on_totems():
    # "A1. There is no limit to the number of Totems that can be built"
    s = table()
    add_clouds(s, 0, [(x, y) for x in range(9) for y in range(2, 5)])
    for k in range(8):                                   # the box holds 8 Bird tiles
        build(s, 0, "Bird", [(x + 3 * (k % 3), 2 + k // 3) for x in range(3)], 2)
    bird_ready(s)
    s.apply(BuildTotem(0, "Bird", 0, 0, False))
    assert sum(1 for t in s.totems[0] if t[0] == "Bird") == 9


def test_general_q2_no_limit_on_cloud_tiles():
    # "A2. There is no limit to the number of Cloud Tiles that can be placed"
    s = table()
    add_clouds(s, 0, [(x, y) for x in range(2, 8) for y in range(0, 8)])
    assert len(s.cells[0]) == 4 + 48 > 44            # more than the box's 4 starting + 40 cloud tiles
    (pid,) = set_field(s, 0, ["Ember"])
    s.apply(TakeField(0, 0))
    s.apply(TradePedestal(0, pid))
    assert kinds(s) == {"PlaceCloud"}
    s.apply(PlaceCloud(0, 8, 0))
    assert len(s.cells[0]) == 53


def test_general_q3_empty_bag_no_pedestal_from_blessings_cards_or_refills():
    # "A3. If there are no Pedestals left in the bag when you attempt to draw one due to Totem Blessings or Altar
    # Cards, you cannot acquire a Pedestal. If Pedestals cannot be replenished at the start of a round, no further
    # Pedestals will be added."
    s = table()
    bird_ready(s)
    empty_bag(s)
    s.apply(BuildTotem(0, "Bird", 0, 0, False))
    assert s.clouds == 3 and s.tray == []            # the clouds come, the pedestals cannot
    s = table()
    wide, _ = give_missions(s, 0, ["wide-altar", "cat-sanctuary"])
    add_clouds(s, 0, [(x, 2) for x in range(4)] + [(2, 0), (2, 1), (3, 0), (3, 1)])
    empty_bag(s)
    s.apply(Reveal(0, wide))
    assert not s.choices and s.tray == [] and s.revealed[0] == [wide]
    s.apply(TakeField(0, 0))
    place_everything(s)
    s.apply(TakeField(1, 1))
    place_everything(s)
    assert s.round == 2 and [len(f) for f in s.fields] == [0, 0, 2, 2]


# ------------------------------------------------------------------ Pedestal Placement Rules

def test_pedestal_q1_place_on_a_cloud_just_traded_for():
    # "A1. Yes, it is allowed." (a pedestal just obtained on a Cloud Tile just obtained)
    s = table()
    a, b = set_field(s, 0, ["Ember", "Leaf"])
    s.apply(TakeField(0, 0))
    s.apply(TradePedestal(0, a))
    s.apply(PlaceCloud(0, 2, 0))
    assert PlacePedestal(0, b, 2, 0) in s.legal_commands()
    s.apply(PlacePedestal(0, b, 2, 0))
    assert stack(s, 0, 2, 0) == ["Leaf"]


def test_pedestal_q2_same_design_on_separate_clouds():
    # "A2. Yes, they can be placed separately."
    s = table()
    a, b = set_field(s, 0, ["Ember", "Ember"])
    s.apply(TakeField(0, 0))
    s.apply(PlacePedestal(0, a, 0, 0))
    s.apply(PlacePedestal(0, b, 1, 1))
    assert stack(s, 0, 0, 0) == ["Ember"] and stack(s, 0, 1, 1) == ["Ember"]


def test_pedestal_q3_trade_even_with_empty_clouds():
    # "A3. Yes, they can be traded." (even if there are empty Cloud Tiles)
    s = table()
    (a,) = set_field(s, 0, ["Ember"])
    s.apply(TakeField(0, 0))
    assert all(st == [] for st in s.stacks[0])
    assert TradePedestal(0, a) in s.legal_commands()
    s.apply(TradePedestal(0, a))
    assert s.clouds == 1


# ------------------------------------------------------------------ Bird Totem Rules

def test_bird_q1_blessing_pedestals_may_be_traded():
    # "A1. Yes, they can be traded."
    s = table()
    bird_ready(s)
    s.apply(BuildTotem(0, "Bird", 0, 0, False))
    for x in (3, 4, 5):
        s.apply(PlaceCloud(0, x, 0))
    assert all(TradePedestal(0, p) in s.legal_commands() for p in s.tray)
    s.apply(TradePedestal(0, s.tray[0]))
    assert s.clouds == 1


# ------------------------------------------------------------------ Wolf Totem Rules

def test_wolf_q1_not_when_the_middle_is_higher():
    # "A1. No, it cannot be built if the middle is higher than the sides."
    s = table()
    add_clouds(s, 0, [(2, 0)])
    put(s, 0, 0, 0, ["Ember"] * 2)
    put(s, 0, 1, 0, ["Leaf"] * 3)
    put(s, 0, 2, 0, ["Wave"] * 2)
    assert not any(isinstance(c, BuildTotem) for c in s.legal_commands())
    with pytest.raises(Rejected):
        s.apply(BuildTotem(0, "Wolf", 0, 0, False))


def test_wolf_q2_cannot_straddle_another_totem():
    # "A2. No, it cannot overlap with another Totem."
    s = table()
    add_clouds(s, 0, [(2, 0), (1, -1)])
    put(s, 0, 0, 0, ["Ember"] * 2)
    put(s, 0, 1, 0, ["Leaf"])
    put(s, 0, 1, -1, ["Sand"] * 3)
    put(s, 0, 2, 0, ["Wave"] * 2)
    assert BuildTotem(0, "Wolf", 0, 0, False) in s.legal_commands()
    build(s, 0, "Horse", [(1, -1), (1, 0)])          # a Horse standing on the middle cell
    assert BuildTotem(0, "Wolf", 0, 0, False) not in s.legal_commands()
    with pytest.raises(Rejected, match="straddle"):
        s.apply(BuildTotem(0, "Wolf", 0, 0, False))


def test_wolf_q3_nothing_placed_between_the_wolfs_legs():
    # "A3. No. There is no Totem Tile Stand on the space between the Wolf Totem's legs, but it is treated as if a
    # Totem is standing there."
    s = table()
    add_clouds(s, 0, [(2, 0)])
    put(s, 0, 0, 0, ["Ember"] * 2)
    put(s, 0, 1, 0, ["Ember"])
    put(s, 0, 2, 0, ["Ember"] * 2)
    s.apply(BuildTotem(0, "Wolf", 0, 0, False))
    assert stack(s, 0, 1, 0) == ["Ember"]            # the Wolf's blessing skips it
    s = table()
    add_clouds(s, 0, [(2, 0)])
    put(s, 0, 0, 0, ["Ember"] * 2)
    put(s, 0, 2, 0, ["Ember"] * 2)
    build(s, 0, "Wolf", [(0, 0), (1, 0), (2, 0)])
    (pid,) = set_field(s, 1, ["Ember"])
    s.apply(TakeField(0, 1))
    assert not any(isinstance(c, PlacePedestal) and (c.x, c.y) == (1, 0) for c in s.legal_commands())
    with pytest.raises(Rejected, match="totem"):
        s.apply(PlacePedestal(0, pid, 1, 0))


def test_wolf_q4_blessing_pedestals_cannot_be_traded():
    # "A4. No, they cannot be traded." They go straight onto the stacks: no trade is ever offered for them.
    s = table()
    add_clouds(s, 0, [(2, 0)])
    put(s, 0, 0, 0, ["Ember"] * 2)
    put(s, 0, 2, 0, ["Wave"] * 2)
    put(s, 0, 0, 1, ["Sand"])
    events = s.apply(BuildTotem(0, "Wolf", 0, 0, False))
    added = [e["item"] for e in events if e.kind == "move"]
    assert len(added) == 1 and stack(s, 0, 0, 1) == ["Sand", "Sand"]
    assert s.tray == [] and s.actor == 1
    with pytest.raises(Rejected):
        s.apply(TradePedestal(0, added[0]))


# ------------------------------------------------------------------ Horse Totem Rules

def test_horse_q1_not_directly_on_a_cloud():
    # "A1. No. At least one Pedestal must be placed under the Horse Totem."
    s = table()
    put(s, 0, 1, 0, ["Leaf"] * 2)
    assert not any(isinstance(c, BuildTotem) for c in s.legal_commands())
    with pytest.raises(Rejected):
        s.apply(BuildTotem(0, "Horse", 0, 0, False))


def test_horse_q2_final_totem_extra_turn_with_empty_fields_draws_two():
    # "A2. If there are no Pedestals left in the Pedestal Fields, draw 2 Pedestals randomly from the Bag in order
    # to conduct "Pedestal Construction" action."
    s = position(round=10, altars={1: {(0, 0): ["Ember"], (1, 0): ["Leaf"] * 3}}, fields=[[], [], [], []])
    s.apply(DrawPedestals(0))
    place_everything(s)
    s.apply(DrawPedestals(1))
    while s.tray:                                     # trade both: the Horse's stacks stay as they are
        s.apply(TradePedestal(1, s.tray[0]))
        s.apply(s.legal_commands()[0])
    assert s.actor == 1 and s.turn_kind == FINAL_TURN and not any(s.fields)
    s.apply(BuildTotem(1, "Horse", 0, 0, False))
    assert s.actor == 1 and s.turn_kind == NORMAL
    assert DrawPedestals(1) in s.legal_commands()
    bag = s.bag_size()
    s.apply(DrawPedestals(1))
    assert len(s.tray) == 2 and s.bag_size() == bag - 2


# ------------------------------------------------------------------ Cat Totem Rules

def test_cat_q1_two_on_a_stack_of_five_make_a_cat_of_seven():
    # "A1. Yes. The Cat Totem can only be placed after the obtained Pedestals have all been placed."
    s = table()
    put(s, 0, 0, 0, ["Ember"] * 5)
    a, b = set_field(s, 0, ["Ember", "Ember"])
    s.apply(TakeField(0, 0))
    events = s.apply(PlacePedestal(0, a, 0, 0))
    assert not any(e.kind == "totem" for e in events)
    events = s.apply(PlacePedestal(0, b, 0, 0))
    assert [(e["totem"], e["height"]) for e in events if e.kind == "totem"] == [("Cat", 7)]
    assert s.breakdown(0)["totems"]["Cat"] == 7


def test_cat_q2_blessing_pedestals_may_be_traded():
    # "A2. Yes, they can be traded."
    s = table()
    put(s, 0, 0, 0, ["Ember"] * 5)
    (a,) = set_field(s, 0, ["Ember"])
    s.apply(TakeField(0, 0))
    s.apply(PlacePedestal(0, a, 0, 0))
    s.apply(ChooseDesign(0, "Gold"))
    s.apply(ChooseDesign(0, "Leaf"))
    assert {TradePedestal(0, p) for p in s.tray} <= set(s.legal_commands())
    s.apply(TradePedestal(0, s.tray[0]))
    assert s.clouds == 1


# ------------------------------------------------------------------ Dragon Totem Rules

def dragon_table():
    return table(totems=["Bird", "Wolf", "Cat", "Dragon"])


def test_dragon_q1_hoard_pedestals_score():
    # "A1. Yes, they are counted."
    s = dragon_table()
    before = s.breakdown(0)
    hoard(s, 0, "Gold")
    hoard(s, 0, "Ember")
    after = s.breakdown(0)
    assert after["rare"] - before["rare"] == 2 and after["common"] - before["common"] == 1
    assert after["total"] - before["total"] == 3


def test_dragon_q2_not_directly_on_a_cloud():
    # "A2. No. At least one Pedestal must be placed under the Dragon Totem."
    s = dragon_table()
    add_clouds(s, 0, [(2, 0)])
    put(s, 0, 1, 0, ["Leaf"])
    put(s, 0, 2, 0, ["Wave"] * 2)
    assert not any(isinstance(c, BuildTotem) for c in s.legal_commands())
    with pytest.raises(Rejected):
        s.apply(BuildTotem(0, "Dragon", 0, 0, False))


def test_dragon_q3_second_dragon_second_hoard_pedestal():
    # "A3. Yes, a second Pedestal can be added to the Hoard."
    s = dragon_table()
    add_clouds(s, 0, [(2, 0), (2, 1)])
    for y in (0, 1):
        for x in range(3):
            put(s, 0, x, y, [["Ember", "Leaf"][y]] * (x + 1))
    s.apply(BuildTotem(0, "Dragon", 0, 0, False))
    assert len(s.hoards[0]) == 1
    s.apply(TakeField(0, 0))
    while s.tray:                                     # trade: the second staircase stays as it is
        s.apply(TradePedestal(0, s.tray[0]))
        s.apply(s.legal_commands()[0])
    while s.actor != 0:
        s.apply(TakeField(s.actor, next(f for f, fl in enumerate(s.fields) if fl)))
        place_everything(s)
    s.apply(BuildTotem(0, "Dragon", 0, 1, False))
    assert len(s.hoards[0]) == 2
    check_invariants(s)


def test_dragon_q4_blessing_with_empty_fields_draws_two():
    # "A4. When performing the "Pedestal Construction" action as part of the blessing effect, draw 2 Pedestals
    # randomly from the Bag."
    s = dragon_table()
    add_clouds(s, 0, [(2, 0)])
    for x in range(3):
        put(s, 0, x, 0, ["Ember"] * (x + 1))
    empty_fields(s)
    s.apply(BuildTotem(0, "Dragon", 0, 0, False))
    assert s.legal_commands() == [DrawPedestals(0)]
    s.apply(DrawPedestals(0))
    assert len(s.tray) == 2


# ------------------------------------------------------------------ Altar Card Rules

def test_altar_q1_reward_pedestal_may_be_traded():
    # "A1. Yes, they can be traded."
    s = table()
    wide, _ = give_missions(s, 0, ["wide-altar", "cat-sanctuary"])
    add_clouds(s, 0, [(x, 2) for x in range(4)] + [(2, 0), (2, 1), (3, 0), (3, 1)])
    s.apply(Reveal(0, wide))
    s.apply(ChooseDesign(0, "Pearl"))
    (pid,) = s.tray
    assert PEDESTAL_NAMES[pid] == "Pearl" and TradePedestal(0, pid) in s.legal_commands()
    s.apply(TradePedestal(0, pid))
    assert s.clouds == 1


@pytest.mark.parametrize("key,kind,cells,heights", [
    ("god-of-birds", "Bird", [(0, 0), (1, 0), (2, 0)], 4),
    ("god-of-horses", "Horse", [(0, 0), (1, 0)], 5),
])
def test_altar_q2_totem_cards_met_at_any_height(key, kind, cells, heights):
    # "A2. No, they can be any height." (God of Birds / God of Horses / Dragon God)
    s = table()
    (card,) = give_missions(s, 0, [key])
    add_clouds(s, 0, cells)
    for x, y in cells:
        put(s, 0, x, y, ["Stone"])
    build(s, 0, kind, cells, heights)
    assert Reveal(0, card) in s.legal_commands()


def test_altar_q2_dragon_god_met_at_any_height():
    s = dragon_table()
    (card,) = give_missions(s, 0, ["dragon-god"])
    add_clouds(s, 0, [(2, 0)])
    for x, d in enumerate(["Ember", "Leaf", "Wave"]):
        put(s, 0, x, 0, [d] * (x + 4))
    s.apply(BuildTotem(0, "Dragon", 0, 0, False))       # a Dragon of height 6, not the card's picture
    assert Reveal(0, card) in s.legal_commands()
