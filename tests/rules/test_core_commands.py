"""rules.core with Sky 5's commands: JSON forms, malformed input, the shared apply pipeline, rng."""
import pytest

from rules import registry
from rules.core import Rejected, event, rng
from rules.sky5 import Bank, Draw, Give, Pass, Take, new_game
from rules.sky5.commands import COMMANDS

ALL = [Draw(0), Bank(3), Give(1, 2), Take(4, 105), Pass(2)]


@pytest.mark.parametrize("cmd", ALL, ids=lambda c: c.name)
def test_command_json_round_trip(cmd):
    data = cmd.to_json()
    assert data["cmd"] == cmd.name and data["seat"] == cmd.seat
    assert COMMANDS.from_json(data) == cmd
    assert eval(repr(cmd)) == cmd                        # a repr you could paste back
    assert hash(cmd) == hash(COMMANDS.from_json(data))


@pytest.mark.parametrize("raw,words", [
    ("draw", ["JSON object", "str"]),
    (["draw", 0], ["JSON object", "list"]),
    (None, ["JSON object"]),
    ({"seat": 0}, ["Unknown command None", "draw"]),
    ({"cmd": "fly", "seat": 0}, ["Unknown command 'fly'", "bank, draw, give, pass, take"]),
    ({"cmd": ["draw"], "seat": 0}, ["Unknown command ['draw']"]),
    ({"cmd": {"a": 1}, "seat": 0}, ["Unknown command"]),
    ({"cmd": 3, "seat": 0}, ["Unknown command 3"]),
    ({"cmd": "draw"}, ["needs a value for 'seat'"]),
    ({"cmd": "give", "seat": 0}, ["needs a value for 'to'"]),
    ({"cmd": "draw", "seat": "0"}, ["bad value for 'seat': '0'"]),
    ({"cmd": "draw", "seat": 1.0}, ["bad value for 'seat'"]),
    ({"cmd": "draw", "seat": True}, ["bad value for 'seat': True"]),
    ({"cmd": "take", "seat": 0, "card": None}, ["bad value for 'card'"]),
    ({"cmd": "draw", "seat": 0, "to": 1}, ["unknown fields: to"]),
])
def test_malformed_commands_are_rejected_readably(raw, words):
    with pytest.raises(Rejected) as info:
        COMMANDS.from_json(raw)
    reason = info.value.reason
    assert "\n" not in reason and reason.endswith(".")
    for w in words:
        assert w in reason, (w, reason)


def test_parse_command_is_the_games_command_set():
    s = new_game("multi", 2, 0)
    assert s.parse_command({"cmd": "give", "seat": 1, "to": 0}) == Give(1, 0)


def test_pipeline_rejects_wrong_seat_with_names():
    s = new_game("multi", 3, 0, {"first": 1, "names": ["Ann", "Bob", "Cy"]})
    before = s.to_json()
    with pytest.raises(Rejected) as info:
        s.apply(Draw(2))
    assert info.value.reason == "It is not Cy's move: Bob must decide now."
    with pytest.raises(Rejected) as info:
        s.apply(Draw(9))
    assert "seat 9" in info.value.reason and "Bob" in info.value.reason
    assert s.to_json() == before


def test_pipeline_rejects_after_the_game_is_over():
    s = new_game("multi", 2, 0)
    s.over = True
    with pytest.raises(Rejected, match="The game is over."):
        s.apply(Draw(s.turn))


def test_step_counts_accepted_commands_only():
    s = new_game("multi", 2, 0, {"first": 0})
    assert s.step == 0
    s.apply(Draw(0))
    assert s.step == 1
    with pytest.raises(Rejected):
        s.apply(Draw(0))
    assert s.step == 1


def test_rng_depends_only_on_seed_step_salt():
    a = [rng("s", 3, "die").random() for _ in range(2)]
    assert a[0] == a[1]
    assert rng("s", 3, "die").random() != rng("s", 4, "die").random()
    assert rng("s", 3, "die").random() != rng("s", 3, "bot").random()
    assert rng("s", 3, "die").random() != rng("t", 3, "die").random()


def test_same_seed_same_setup_any_seed_type():
    for seed in (0, 12345678901234567890, "text", "ünïcode"):
        assert new_game("multi", 4, seed).to_json() == new_game("multi", 4, seed).to_json()
    assert new_game("multi", 4, 1).faces != new_game("multi", 4, "1/").faces


def test_event_access():
    e = event("move", card=3, src="deck")
    assert e["card"] == 3 and e.get("dst") is None and e.to_json() == {"kind": "move", "card": 3, "src": "deck"}


def test_registry_sky5_spec():
    spec = registry.get("sky-5")
    assert spec.modes == {"multi": (2, 5)}
    assert set(spec.bots) >= {"random", "sensible"}
    with pytest.raises(ValueError, match="no mode"):
        spec.new_game("solo", 2, 0)
    with pytest.raises(LookupError, match="unknown game"):
        registry.get("sky-6")


def test_from_json_needs_every_field():
    s = new_game("multi", 2, 0)
    data = s.to_json()
    del data["rows"]
    with pytest.raises(ValueError, match="rows"):
        type(s).from_json(data)


@pytest.mark.parametrize("cmd", [Draw(True), Draw(1.0), Draw("1"), Give(1, True), Give(1, 0.0),
                                 Take(1, True), Take(1, None), Pass(True)], ids=repr)
def test_apply_rejects_values_a_save_could_not_hold(cmd):
    """A command ``apply`` accepts must survive its JSON form: True is not a seat (nor a card)."""
    s = new_game("multi", 2, 0, {"first": 1})
    s.apply(Draw(1))
    if s.phase == "give":
        s.apply(s.legal_commands()[0])
    before = s.to_json()
    with pytest.raises(Rejected) as info:
        s.apply(cmd)
    assert "bad value" in info.value.reason and info.value.reason.endswith(".")
    assert s.to_json() == before
    with pytest.raises(Rejected):
        COMMANDS.from_json(cmd.to_json())


# --------------------------------------------------------------------------- tuple[int, ...] fields

from dataclasses import dataclass  # noqa: E402

from rules.core import Command, CommandSet  # noqa: E402


@dataclass(frozen=True)
class Pick(Command):
    ids: tuple[int, ...]
    label: str = ""
    name = "pick"


PICKS = CommandSet([Pick])


def test_tuple_field_is_a_json_list_and_back():
    cmd = Pick(0, (3, 1, 2), "x")
    assert cmd.to_json() == {"cmd": "pick", "seat": 0, "ids": [3, 1, 2], "label": "x"}
    back = PICKS.from_json(cmd.to_json())
    assert back == cmd and type(back.ids) is tuple and hash(back) == hash(cmd)
    assert PICKS.from_json({"cmd": "pick", "seat": 0, "ids": [], "label": ""}).ids == ()


@pytest.mark.parametrize("ids", [[True], [1, False], ["1"], [1.0], [[1]], "1,2", 3, None, {"a": 1}])
def test_tuple_field_refuses_anything_but_ints(ids):
    with pytest.raises(Rejected) as info:
        PICKS.from_json({"cmd": "pick", "seat": 0, "ids": ids, "label": ""})
    assert "bad value for 'ids'" in info.value.reason and info.value.reason.endswith(".")
    assert Pick._bad_field({"seat": 0, "ids": ids, "label": ""}.__getitem__)


def test_bad_field_checks_tuples_and_keeps_long_values_short():
    assert Pick._bad_field(Pick(0, (1, 2)).__getattribute__) is None
    assert Pick._bad_field(Pick(0, (1, True)).__getattribute__)
    assert Pick._bad_field(Pick(0, [1, 2]).__getattribute__)       # a list is not a tuple in Python
    reason = Pick._bad_field(Pick(0, ("x",) * 100_000).__getattribute__)
    assert len(reason) < 200


def test_a_field_of_another_type_is_a_programming_error():
    @dataclass(frozen=True)
    class Odd(Command):
        where: float
        name = "odd"

    with pytest.raises(TypeError, match="tuple"):
        CommandSet([Odd]).from_json({"cmd": "odd", "seat": 0, "where": 1.5})


def test_pick_hashes_the_whole_text_of_seed_step_and_salt():
    """Saves replay on any machine: a draw is the BLAKE2 digest of "seed/step/salt", whatever is
    cached; seeds that compare equal but print differently (1, 1.0, True) are different seeds."""
    import hashlib

    from rules.core import pick

    def by_hand(seed, step, salt, n):
        return int.from_bytes(hashlib.blake2b(f"{seed}/{step}/{salt}".encode(), digest_size=8).digest(), "big") % n
    for seed in (1, 1.0, True, "1", "privacy/sky 5", 10**30):
        for step in (0, 7, 123):
            assert pick(seed, step, "bot0", 1_000_003) == by_hand(seed, step, "bot0", 1_000_003)
    assert len({pick(s, 5, "", 1 << 62) for s in (1, 1.0, True)}) == 3
