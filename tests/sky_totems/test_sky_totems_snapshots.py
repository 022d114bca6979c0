"""Snapshots and hand-made positions: ``from_json`` loads every reachable state and refuses an inconsistent one
with a sentence; ``copy`` never checks; ``positions.position`` builds what its arguments say."""
import json

import pytest

from rules.core import Rejected, bot_move
from rules.sky_totems import BOTS, BuildTotem, PlacePedestal, SkyTotemsState, TakeField, new_game
from rules.sky_totems.components import DESIGNS, PEDESTAL_COUNT, PEDESTAL_NAMES, enc
from rules.sky_totems.positions import check_invariants, position, stack_at, totems_on


def played(mode="multi", seats=3, seed="snap", steps=None, totems=None):
    s = new_game(mode, seats, seed, {"totems": totems} if totems else {})
    bots = [BOTS["random"](p, seed) for p in range(s.players)]
    while not s.over and (steps is None or s.step < steps):
        s.apply(bot_move(s, bots[s.actor]))
    return s


@pytest.mark.parametrize("mode,seats", [("multi", 2), ("multi", 3), ("multi", 4), ("solo", 1)])
def test_every_reachable_snapshot_loads_and_plays_on_the_same(mode, seats):
    for steps in (0, 1, 5, 40, 120, 200, None):
        s = played(mode, seats, f"load/{mode}/{seats}", steps, ["Bird", "Wolf", "Cat", "Dragon"])
        data = json.loads(json.dumps(s.to_json()))
        t = SkyTotemsState.from_json(data)
        assert t.to_json() == s.to_json() and t.inconsistency() is None
        assert t.legal_commands() == s.legal_commands()
        check_invariants(t)                                 # derived data rebuilt by _after_load


def corrupt(edit, state=None):
    s = state or played(steps=80)
    data = json.loads(json.dumps(s.to_json()))
    edit(data)
    with pytest.raises(ValueError) as refused:
        SkyTotemsState.from_json(data)
    message = str(refused.value)
    assert message.startswith("the saved SkyTotemsState is inconsistent: ")
    return message


def on_altar(data):
    return next(s for s in range(len(data["stacks"])) if any(data["stacks"][s]))


def test_inconsistent_snapshots_are_refused_with_a_sentence():
    def duplicate(d):
        s = on_altar(d)
        st = next(st for st in d["stacks"][s] if st)
        d["hoards"][s].append(st[0])
    assert "two places" in corrupt(duplicate)

    def lose(d):
        next(b for b in d["bag"] if b).pop()
    assert "1 pedestals are missing" in corrupt(lose)

    def wrong_bag_list(d):
        d["bag"][0].append(d["bag"][1].pop())
    assert "another design" in corrupt(wrong_bag_list)

    def seat_out_of_range(d):
        d["queue"] = [7]
    assert "not at the table" in corrupt(seat_out_of_range)

    def unknown_phase(d):
        d["phase"] = "lunch"
    assert "no phase 'lunch'" in corrupt(unknown_phase)

    def far_cloud(d):
        d["cells"][0].append(enc(30, 30))
        d["stacks"][0].append([])
        d["cover"][0].append(-1)
    assert "not connected" in corrupt(far_cloud)

    def totem_mark_without_totem(d):
        d["cover"][0][0] = 3
    assert "totem marks" in corrupt(totem_mark_without_totem)

    def extra_altar(d):
        d["players"] = 5
    assert "cannot have 5 altars" in corrupt(extra_altar)

    def card_twice(d):
        d["missions"][0] = [d["start_cards"][0]] * 2
    assert "dealt cards" in corrupt(card_twice)

    def malformed(d):
        d["cells"] = "everywhere"
    assert "malformed" in corrupt(malformed)


def test_a_stack_of_mixed_designs_is_refused_unless_the_hoard_allows_it():
    s = position(altars={0: {(0, 0): ["Ember", "Leaf"]}}, hoards={0: ["Leaf"]})
    data = s.to_json()
    assert SkyTotemsState.from_json(data).to_json() == data
    data["bag"][1].append(data["hoards"][0].pop())
    assert "another design without the hoard" in corrupt(lambda d: d.update(data), s)


def test_copy_does_not_check(monkeypatch):
    s = played(steps=60)
    monkeypatch.setattr(SkyTotemsState, "inconsistency", lambda self: pytest.fail("copy ran the check"))
    t = s.copy()
    assert t.to_json() == s.to_json()
    t.apply(t.legal_commands()[0])


# --------------------------------------------------------------------------- the position builder

def designs_at(s, seat, x, y):
    return stack_at(s, seat, x, y)


def test_position_builds_what_its_arguments_say():
    s = position(seats=3, turn=1, round=4,
                 altars={1: {(0, 0): ["Ember", "Ember"], (1, 0): ["Leaf"], (2, 0): [], (2, 1): ["Gold"]}},
                 built={1: [("Horse", [(0, 0), (1, 0)])]},
                 hoards={2: ["Pearl"]},
                 missions={1: ["wide-altar", "Cat Sanctuary"]},
                 fields=[["Gold"], [], ["Wave", "Wave"], []])
    assert s.actor == 1 and s.round == 4 and s.first == 1 and s.queue == [1, 2, 0]
    assert designs_at(s, 1, 0, 0) == ["Ember", "Ember"] and designs_at(s, 1, 2, 0) == []
    assert designs_at(s, 1, 2, 1) == ["Gold"] and len(s.cells[1]) == 6 and len(s.cells[0]) == 4
    assert totems_on(s, 1) == [("Horse", 2, [(0, 0), (1, 0)])]
    assert [PEDESTAL_NAMES[p] for p in s.hoards[2]] == ["Pearl"]
    assert [s.view(1)["altars"][1]["missions"][k]["key"] for k in range(2)] == ["wide-altar", "cat-sanctuary"]
    assert [[PEDESTAL_NAMES[p] for p in f] for f in s.fields] == [["Gold"], [], ["Wave", "Wave"], []]
    assert s.bag_size() == PEDESTAL_COUNT - 4 - 1 - 3          # altar, hoard, fields
    # a complete, consistent position: it saves, loads and plays
    check_invariants(s)
    t = SkyTotemsState.from_json(s.to_json())
    t.apply(TakeField(1, 2))
    t.apply(PlacePedestal(1, t.tray[0], 2, 0))
    assert designs_at(t, 1, 2, 0) == ["Wave"]


def test_position_turn_defaults_and_who_has_played():
    s = position(seats=4, first=2, turn=0)
    assert s.first == 2 and s.actor == 0 and s.queue == [0, 1]
    assert position().actor == 0 and position(seats=3, turn=2).queue == [2, 0, 1]
    solo = position("solo", 1, turn=1, altars={1: {(0, 0): ["Gold"]}})
    assert solo.players == 2 and solo.actor == 1 and designs_at(solo, 1, 0, 0) == ["Gold"]


def test_position_bag_forces_draws_and_sets_the_rest_aside():
    s = position(altars={0: {(x, 0): ["Ember", "Ember"] for x in range(3)}}, bag={"Gold": 3})
    assert [len(b) for b in s.bag] == [3 if d == "Gold" else 0 for d in DESIGNS]
    s.apply(BuildTotem(0, "Bird", 0, 0, False))
    assert [PEDESTAL_NAMES[p] for p in s.tray] == ["Gold"] * 3          # the Bird's three pedestals
    assert "missing" in s.inconsistency()                               # set aside: no reachable position
    empty = position(bag={})
    assert empty.bag_size() == 0


def test_position_refuses_what_cannot_be():
    for kwargs, words in [({"altars": {0: {(5, 5): ["Ember"]}}}, "not connected"),
                          ({"altars": {0: {(0, 0): ["Ember", "Leaf"]}}}, "another design"),
                          ({"altars": {0: {(0, 0): ["Marble"]}}}, "Marble"),
                          ({"altars": {3: {}}}, "no seat 3"),
                          ({"built": {0: [("Dragon", [(0, 0), (1, 0), (2, 0)])]}}, "not in this game"),
                          ({"missions": {0: ["no-such-card"]}}, "no altar card"),
                          ({"missions": {0: ["wide-altar"]}, "revealed": {0: ["pantheon", "long-altar"]}}, "two altar"),
                          ({"fields": [[]]}, "4 Pedestal Fields"),
                          ({"bag": {"Gold": 50}}, "only 7 Gold"),
                          ({"turn": 2}, "seat"),
                          ({"round": 11}, "round")]:
        with pytest.raises(ValueError) as refused:
            position(**kwargs)
        assert words in str(refused.value), (kwargs, str(refused.value))


def test_rejected_build_on_a_position_changes_nothing():
    s = position(altars={0: {(0, 0): ["Ember"] * 2, (1, 0): ["Leaf"] * 2, (2, 0): ["Wave"]}})
    before = s.to_json()
    with pytest.raises(Rejected, match="condition"):
        s.apply(BuildTotem(0, "Bird", 0, 0, False))
    assert s.to_json() == before
