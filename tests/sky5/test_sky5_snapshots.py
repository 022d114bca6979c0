"""Sky 5: ``from_json`` loads every position play can reach and refuses an inconsistent snapshot.

``Sky5State.inconsistency()`` names what is wrong (a card counted twice or lost, a seat out of
range, stage fields that do not fit together); ``from_json`` turns that into a ``ValueError``
whose message is one readable line. ``copy()`` does not check (it copies what it is given).
"""
import random

import pytest

from rules.sky5 import Sky5State, new_game
from rules.sky5.positions import position


def reached(players, seed, stop):
    """The position a seeded random game reaches after ``stop`` commands (or at its end)."""
    s = new_game("multi", players, seed)
    r = random.Random(f"snap/{seed}")
    while not s.is_over and s.step < stop:
        s.apply(r.choice(s.legal_commands()))
    return s


def until(players, seed, wanted):
    """The first position of a seeded random game where ``wanted(state)`` holds."""
    s = new_game("multi", players, seed)
    r = random.Random(f"until/{seed}")
    while not wanted(s):
        assert not s.is_over, "the game ended first"
        s.apply(r.choice(s.legal_commands()))
    return s


def test_every_reachable_position_loads():
    """A snapshot of any position of real play loads, and loads to the same state."""
    for players in (2, 3, 4, 5):
        for seed in range(3):
            s = new_game("multi", players, seed)
            r = random.Random(seed)
            while True:
                assert s.inconsistency() is None
                data = s.to_json()
                assert Sky5State.from_json(data).to_json() == data
                if s.is_over:
                    break
                s.apply(r.choice(s.legal_commands()))


def test_hand_made_positions_load():
    for s in (position(3, rows=[["R1"], ["R2"]], pending="R6", stage="give"),
              position(2, rows=[["R1", "Y0"], ["R2"]], stage="take"),
              position(3, rows=[["R0"], [], ["G1"]], deck=[], final_queue=[2, 0]),
              position(2, banks=[["R3"], ["Y4"]], deck=[], stage="over")):
        assert s.inconsistency() is None
        assert Sky5State.from_json(s.to_json()).to_json() == s.to_json()


def _mid():
    return reached(3, "corrupt", 25).to_json()


def _give():
    return until(4, 1, lambda s: s.phase == "give").to_json()


def _take():
    return until(4, 2, lambda s: s.phase == "take").to_json()


def _final():
    return until(3, 3, lambda s: s.final and s.phase == "turn").to_json()


def _over():
    return reached(2, "done", 10 ** 6).to_json()


def _some_row(d):
    return next(p for p, row in enumerate(d["rows"]) if row)


def _dup_deck_into_bank(d):
    d["banks"][0].append(d["deck"][0])


def _lose_a_card(d):
    d["removed"].pop()


def _foreign_id(d):
    d["discard"].append(106)


def _id_as_text(d):
    d["deck"][0] = str(d["deck"][0])


def _faces_changed(d):
    d["faces"][0] = ["pink", 9]


CORRUPTIONS = [
    # (name, snapshot maker, change, words the message must contain)
    ("card-twice", _mid, _dup_deck_into_bank, ["card", "both in deck", "banks[0]"]),
    ("card-lost", _mid, _lose_a_card, ["nowhere"]),
    ("id-out-of-range", _mid, _foreign_id, ["discard", "106", "not a card id"]),
    ("id-as-text", _mid, _id_as_text, ["deck", "not a card id"]),
    ("faces-not-the-deck", _mid, _faces_changed, ["faces", "Sky 5 deck"]),
    ("too-many-players", _mid, lambda d: d.update(players=6), ["players", "2 to 5"]),
    ("players-bool", _mid, lambda d: d.update(players=True), ["players"]),
    ("rows-per-seat", _mid, lambda d: d["rows"].pop(), ["rows", "one list per seat"]),
    ("turn-out-of-range", _mid, lambda d: d.update(turn=3), ["turn", "not a seat"]),
    ("turn-negative", _mid, lambda d: d.update(turn=-1), ["turn", "not a seat"]),
    ("first-missing-seat", _mid, lambda d: d.update(first=None), ["first"]),
    ("unknown-phase", _mid, lambda d: d.update(phase="dance"), ["phase", "dance"]),
    ("over-but-turn", _mid, lambda d: d.update(over=True), ["over", "phase"]),
    ("step-negative", _mid, lambda d: d.update(step=-1), ["step"]),
    ("names-short", _mid, lambda d: d["names"].pop(), ["names"]),
    ("die-seven", _mid, lambda d: d.update(die=7), ["die", "7"]),
    ("takers-outside-take", _mid, lambda d: d.update(takers=[1]), ["takers", "take phase"]),
    ("final-queue-outside-final", _mid, lambda d: d.update(final_queue=[0]), ["final_queue"]),
    ("give-without-pending", _give, lambda d: (d["discard"].append(d["pending"]), d.update(pending=None)),
     ["give phase", "pending"]),
    ("pending-in-turn", _give, lambda d: d.update(phase="turn"), ["pending card", "'turn'"]),
    ("take-without-takers", _take, lambda d: d.update(takers=[]), ["take phase", "buster"]),
    ("buster-takes", _take, lambda d: d.update(takers=[d["buster"]]), ["buster", "own row"]),
    ("taker-out-of-range", _take, lambda d: d.update(takers=[9]), ["takers", "seats from 0 to 3"]),
    ("final-with-deck", _final, lambda d: d.update(deck=[d["removed"].pop()]), ["final round", "deck is empty"]),
    ("final-turn-not-queued", _final, lambda d: d.update(turn=(d["final_queue"][0] + 1) % 3),
     ["final round", "head the final queue"]),
    ("not-final-no-deck", _mid, lambda d: (d["removed"].extend(d["deck"]), d["deck"].clear()),
     ["final round should have begun"]),
    ("over-not-final", _over, lambda d: d.update(final=False), ["final"]),
    ("over-with-row", _over, lambda d: d["rows"][0].append(d["discard"].pop()), ["finished game", "face-up"]),
]


@pytest.mark.parametrize("name,make,change,words", CORRUPTIONS, ids=[c[0] for c in CORRUPTIONS])
def test_inconsistent_snapshot_refused(name, make, change, words):
    data = make()
    Sky5State.from_json(data)                            # the good one loads
    change(data)
    with pytest.raises(ValueError) as info:
        Sky5State.from_json(data)
    message = str(info.value)
    assert message.startswith("the saved Sky5State is inconsistent: "), message
    assert "\n" not in message and len(message) < 250, message
    assert "Traceback" not in message and "object at 0x" not in message, message
    for w in words:
        assert w.lower() in message.lower(), (w, message)


def test_colour_shown_twice_refused():
    data = position(3, rows=[["R1", "Y2"], ["B3"]]).to_json()
    red = next(c for c in data["deck"] if data["faces"][c] == ["red", 4])
    data["deck"].remove(red)
    data["rows"][0].append(red)
    with pytest.raises(ValueError, match="row 0 shows a colour twice"):
        Sky5State.from_json(data)


def test_five_colours_face_up_refused():
    data = position(2, rows=[["R1", "Y1", "G1", "B1"]]).to_json()
    purple = next(c for c in data["deck"] if data["faces"][c][0] == "purple")
    data["deck"].remove(purple)
    data["rows"][0].append(purple)
    with pytest.raises(ValueError, match="all five colours"):
        Sky5State.from_json(data)


def test_malformed_fields_are_a_sentence_not_a_crash():
    for change in (lambda d: d.update(rows=None), lambda d: d.update(faces=[["red"]] * 106),
                   lambda d: d.update(pending="x"), lambda d: d.update(final_done=[0, 0])):
        data = _mid()
        change(data)
        with pytest.raises(ValueError) as info:
            Sky5State.from_json(data)
        assert "\n" not in str(info.value)


def test_copy_does_not_check():
    """``copy()`` copies whatever it is given, quickly; only loading a snapshot checks."""
    s = reached(2, "copy", 5)
    s.turn = 7                                           # nonsense, set by hand
    assert s.copy().turn == 7
    with pytest.raises(ValueError):
        Sky5State.from_json(s.to_json())
