"""``picker`` (several draws of one step) and ``pick``'s shortcut for the seed it drew with last give
the very numbers of hashing "seed/step/salt" whole: saves and fixed-seed games depend on them."""
import hashlib

from rules.core import pick, picker


def by_hand(seed, step, salt, n):
    return int.from_bytes(hashlib.blake2b(f"{seed}/{step}/{salt}".encode(), digest_size=8).digest(), "big") % n


def test_a_picker_draws_what_pick_draws_for_every_salt_in_any_order():
    for seed in (0, "0/3", 1.0, True, 10**30):
        for step in (0, 41, "setup"):
            draw = picker(seed, step)
            salts = ["refill0/0", "refill3/1", "", "bird2", "refill0/0"]
            for salt in salts + salts[::-1]:
                assert draw(salt, 97) == pick(seed, step, salt, 97) == by_hand(seed, step, salt, 97)


def test_pick_alternating_seeds_equal_in_value_but_not_in_type_keeps_them_apart():
    # The shortcut remembers the last seed object: 1, 1.0 and True compare equal and must not share it.
    seeds = [1, 1.0, True, "1", 1, True, 1.0, "1"]
    for step in range(3):
        for seed in seeds:
            assert pick(seed, step, "bot0", 1 << 62) == by_hand(seed, step, "bot0", 1 << 62)


def test_pick_steps_and_salts_equal_in_value_but_not_in_type_are_written_apart():
    # pick keeps the "step/salt" text of an int step and a str salt: a step True (written "True")
    # or a salt that is no str must not be given the text kept for 1 or "1".
    class Salt(str):
        def __format__(self, spec):
            return "other"
    for step, salt in [(1, "bot0"), (True, "bot0"), (1, "bot0"), (1.0, "bot0"), (2, "x"), (2, Salt("x")),
                       (2, "x"), (3, 1), (3, True), (3, "1")]:
        assert pick("seed", step, salt, 1 << 62) == by_hand("seed", step, salt, 1 << 62)


def test_a_prechecked_copy_is_the_command_with_those_values_and_checked_as_its_model():
    import pytest

    from rules.core import prechecked, prechecked_copy
    from rules.sky_totems.commands import PlaceCloud, PlacePedestal

    model = prechecked(PlacePedestal, 1, 5, 0, 0)
    made = prechecked_copy(model, x=3, y=-2)
    plain = PlacePedestal(1, 5, 3, -2)
    assert made == plain and hash(made) == hash(plain) and repr(made) == repr(plain)
    assert made.to_json() == plain.to_json() and type(made) is PlacePedestal
    assert "_typed" in vars(made) and (model.x, model.y) == (0, 0)       # the model is left as it was
    assert "_typed" not in vars(prechecked_copy(PlaceCloud(0, 1, 1), x=2))  # a model never checked: nor is its copy
    with pytest.raises(TypeError, match="no field 'z'"):
        prechecked_copy(model, z=1)


def test_a_prechecked_command_is_the_same_value_and_foreign_ones_are_still_checked():
    import pytest

    from rules.core import Rejected, prechecked
    from rules.registry import get
    from rules.sky_totems.commands import BuildTotem, PlacePedestal

    for cls, values in ((PlacePedestal, (1, 5, 3, -2)), (BuildTotem, (0, "Bird", 1, 0, True))):
        made, plain = prechecked(cls, *values), cls(*values)
        assert made == plain and hash(made) == hash(plain) and repr(made) == repr(plain)
        assert made.to_json() == plain.to_json()
    with pytest.raises(TypeError):
        prechecked(PlacePedestal, 1, 5, 3)          # a value short
    state = get("sky-totems").new_game("multi", 2, "prechecked", {})
    while not any(type(c) is PlacePedestal for c in state.legal_commands()):
        state.apply(state.legal_commands()[0])
    listed = next(c for c in state.legal_commands() if type(c) is PlacePedestal)
    # Equal to a listed command but with a float for an int: the type check still refuses it.
    odd = PlacePedestal(listed.seat, listed.pedestal, float(listed.x), listed.y)
    assert odd == listed
    with pytest.raises(Rejected, match="bad value for 'x'"):
        state.apply(odd)
    state.apply(listed)


# --------------------------------------------------------------------------- the written-out shuffle

def test_shuffle_is_random_shuffle():
    import random

    from rules.core import shuffle
    for seed in range(200):
        for n in (0, 1, 2, 5, 7, 22, 50, 64, 128, 129, 300):
            a, b = list(range(n)), list(range(n))
            r1, r2 = random.Random(f"s/{seed}"), random.Random(f"s/{seed}")
            r1.shuffle(a)
            shuffle(r2, b)
            assert a == b and r1.random() == r2.random()
