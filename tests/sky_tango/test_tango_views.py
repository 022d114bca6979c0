"""Sky Tango: what each seat may see (DESIGN: "``view(seat)`` (JSON-able, only what that seat may
see)"; the issue: own hand, other hands as counts, the stack as a count, its order never)."""
import json

from tango_helpers import Destroy, lay, position

from rules.sky_tango.state import new_game


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others():
    s = new_game("multi", 3, "views")
    v = s.view(1)
    assert [c["id"] for c in v["hand"]] == s.hands[1]
    assert v["hand_sizes"] == [5, 5, 5] and v["deck"] == 68 - 15 and v["discard"] == 0
    text = json.dumps(v)
    for seat in (0, 2):
        for cid in s.hands[seat]:
            assert f'"id": {cid},' not in text
    for cid in s.deck:
        assert f'"id": {cid},' not in text
    assert s.view(None)["hand"] is None
    json.loads(json.dumps(s.view(None)))


def test_rows_and_heaps_are_face_up_card_dicts():
    s = position(hands={0: "S10", 1: "M1"}, rows={0: {"sun": "S3 S8/SE"}}, heaps={1: "M2 ME"})
    v = s.view(1)
    stack = v["rows"][0]["sun"][1]
    assert [c["code"] for c in stack] == ["S8", "SE"]
    assert stack[0] == {"id": stack[0]["id"], "code": "S8", "kind": "sun", "number": 8, "eclipse": False,
                        "animal": "bird"}
    assert stack[1]["eclipse"] and stack[1]["number"] is None
    assert [c["code"] for c in v["heaps"][1]] == ["M2", "ME"] and v["points"] == [-2, 1]


def test_the_discard_pile_is_a_count():
    """Decision: 'The discard pile is face down (a count in views)'."""
    s = position(hands={0: "S10 M4", 1: "M1"}, rows={0: {"sun": "S3"}})
    s.apply(Destroy(0))
    assert s.view(1)["discard"] == 3 and s.view(0)["discard"] == 3


def test_card_ids_tell_nothing_about_the_faces():
    """Decision: 'Card ids are places in the shuffled deck'."""
    a, b = new_game("multi", 2, "x"), new_game("multi", 2, "y")
    assert a.faces != b.faces and a.hands == b.hands


def test_a_lay_event_shows_the_card_going_face_up():
    s = position(hands={0: "S10", 1: "M1"})
    events = s.apply(lay(s, 0, "S10", 0, 0))
    mv = [e for e in events if e.kind == "move"][0]
    assert mv.data == {"card": mv["card"], "src": "hand.0", "dst": "sun.0", "face_up": True, "face": "S10",
                       "index": 0, "on_top": False}
