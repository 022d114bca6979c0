"""The ``move`` event builder every game writes its card movements with, ``seen_face``, the one
way a table learns a face (a face is told only to the seats that may see it), and ``new_event``, the
hot paths' way of making an event."""
from rules.core import Event, event, move, new_event, seen_face


def test_a_card_laid_for_everyone_carries_its_face_face_up():
    e = move(7, "hand.0", "tower.0", "9H", index=2)
    assert e.kind == "move"
    assert e.data == {"card": 7, "src": "hand.0", "dst": "tower.0", "face_up": True, "face": "9H", "index": 2}
    assert seen_face(e, 0) == seen_face(e, 3) == seen_face(e, None) == "9H"


def test_a_drawn_card_tells_its_face_to_its_holder_alone():
    e = move(7, "deck", "hand.1", "9H", seen_by=(1,))
    assert e["face_up"] is False and "face" not in e.data
    assert e["private_face"] == "9H" and e["seen_by"] == [1]
    assert seen_face(e, 1) == "9H"
    assert seen_face(e, 0) is None and seen_face(e, None) is None


def test_a_card_nobody_sees_carries_no_face():
    e = move(7, "discard", "deck")
    assert e.data == {"card": 7, "src": "discard", "dst": "deck", "face_up": False}
    assert seen_face(e, 0) is None


def test_new_event_makes_the_same_event_as_calling_the_class():
    data = {"card": 3, "src": "deck", "dst": "hand.0"}
    made = new_event("move", data)
    assert type(made) is Event
    assert made == Event("move", data) and made.data is data
    assert made.to_json() == {"kind": "move", "card": 3, "src": "deck", "dst": "hand.0"}
    assert made["card"] == 3 and made.get("face") is None
    assert repr(made) == repr(Event("move", data))
    assert event("turn", seat=1) == Event("turn", {"seat": 1})
