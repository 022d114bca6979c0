"""Links (128 random bits, revoke, re-issue, never saved) and the checks of a phone's messages."""
from __future__ import annotations

import json

import pytest

from game.phones.links import Links, new_token
from game.phones.messages import (MAX_BYTES, NOT_YOURS, STALE, TOO_FAST, Bucket, Refused, legal_command,
                                  read)
from game.phones.pictures import Step
from game.session import Seat, Session
from rules import registry


def test_a_token_carries_128_random_bits():
    token = new_token()
    assert len(token) == 22          # 16 bytes, base64 without padding
    assert len({new_token() for _ in range(200)}) == 200


def test_each_link_opens_exactly_its_seat_and_the_spectators_theirs():
    links = Links([0, 2])
    assert links.seats == [0, 2]
    assert links.holder(links.link_of(0)).seat == 0
    assert links.holder(links.link_of(2)).seat == 2
    assert links.holder(links.link_of(None)).is_spectator
    assert links.link_of(1) is None
    assert links.holder("not-a-link") is None
    assert links.holder(None) is None
    assert links.link_of(0) not in repr(links)


def test_revoke_and_reissue_close_the_old_link():
    links = Links([0, 1])
    old = links.link_of(1)
    new = links.issue(1)
    assert new != old and links.holder(old) is None and links.holder(new).seat == 1
    links.revoke(1)
    assert links.holder(new) is None and links.seats == [0]


def test_links_are_never_written_to_a_save(tmp_path):
    session = Session.new("tower", "multi", [Seat("Vega"), Seat("Rigel", "bot", "random")], 3,
                          autosave=tmp_path / "game.json")
    links = Links([0])
    text = (tmp_path / "game.json").read_text() + session.save_text()
    assert links.link_of(0) not in text and links.link_of(None) not in text


@pytest.mark.parametrize("text, words", [
    ("{", "could not read"),
    ("[]", "could not read"),
    ('{"type": 3}', "could not read"),
    ('{"type": "dance"}', "does not know"),
    ('{"type": "command", "step": "1", "command": {}}', "turn it was made for"),
    ('{"type": "command", "step": 1, "command": []}', "turn it was made for"),
    ('{"type": "command", "step": true, "command": {}}', "turn it was made for"),
    ("[" * 3000 + "]" * 1000, "could not read"),
    (b"{}", "only text"),
    ("x" * (MAX_BYTES + 1), "too long"),
])
def test_malformed_messages_are_refused_with_a_sentence(text, words):
    with pytest.raises(Refused) as caught:
        read(text)
    assert words in caught.value.sentence and caught.value.sentence.endswith(".")


def test_the_shapes_a_phone_may_send():
    assert read('{"type": "hello"}').kind == "hello"
    assert read('{"type": "undo"}').kind == "undo"
    message = read('{"type": "command", "step": 4, "command": {"cmd": "discard"}}')
    assert (message.kind, message.step, message.command) == ("command", 4, {"cmd": "discard"})


def _tower():
    state = registry.get("tower").new_game("multi", 2, 5, {})
    return state, Step("tower", state)


def test_a_listed_command_of_the_seat_at_this_step_is_the_rules_own_object():
    state, step = _tower()
    seat = state.actor
    wanted = step.moves[0]["command"]
    message = read(json.dumps({"type": "command", "step": state.step, "command": wanted}))
    command = legal_command(message, seat, state, step.listed)
    assert any(command is c for c in step.listed.values())


def test_stale_foreign_unknown_and_illegal_commands_are_refused():
    state, step = _tower()
    seat = state.actor
    wanted = step.moves[0]["command"]

    def refusal(data, as_seat=seat, at=state.step):
        with pytest.raises(Refused) as caught:
            legal_command(read(json.dumps({"type": "command", "step": at, "command": data})), as_seat,
                          state, step.listed)
        return caught.value.sentence

    assert refusal(wanted, at=state.step - 1) == STALE
    assert refusal(wanted, as_seat=1 - seat) == NOT_YOURS
    assert "Unknown command" in refusal({"cmd": "teleport", "seat": seat})
    assert refusal({**wanted, "seat": "0"}).startswith("The command")
    before = json.dumps(state.to_json(), sort_keys=True)
    # A discard of a card the seat does not hold: the rules' own reason.
    assert refusal({"cmd": "discard", "seat": seat, "card": 9999})
    assert json.dumps(state.to_json(), sort_keys=True) == before


def test_the_bucket_lets_a_burst_through_then_a_steady_rate():
    now = [0.0]
    bucket = Bucket(rate=2.0, burst=3.0, clock=lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.5
    assert bucket.take() and not bucket.take()
    now[0] += 100
    assert sum(bucket.take() for _ in range(10)) == 3
    assert TOO_FAST.endswith(".")
