"""Sky 5: the position builder (``rules.sky5.positions.position``) builds what it says."""
import pytest

from rules.sky5 import Bank, Draw, Give, Pass, Take
from rules.sky5.positions import card, position


def codes(s, ids):
    return [f"{s.faces[c][0][0].upper()}{s.faces[c][1]}" for c in ids]


def test_card_notations():
    assert card("R3") == card("red 3") == card(("red", 3)) == card(["red", 3]) == ("red", 3)
    assert card("S6") == card("star 6") == ("star", 6)
    assert card("p0") == ("purple", 0)
    for bad in ("X3", "R", "red three", 3, None):
        with pytest.raises(ValueError):
            card(bad)


def test_rows_banks_discard_and_deck_in_reading_order():
    s = position(3, rows=[["R1", "Y2"], [], ["S4"]], banks=[[], ["B0"]], discard=["P6"],
                 deck=["G4", "B2", "P6"], turn=1)
    assert [codes(s, r) for r in s.rows] == [["R1", "Y2"], [], ["S4"]]
    assert [codes(s, b) for b in s.banks] == [[], ["B0"], []]
    assert codes(s, s.discard) == ["P6"]
    assert len(s.deck) == 3 and len(s.removed) == 106 - 8
    assert s.actor == 1 and s.first == 1 and s.phase == "turn"
    drawn = []
    while not s.final:
        events = s.apply(Draw(s.actor))
        drawn += [f"{e['face']['colour'][0].upper()}{e['face']['number']}" for e in events if e.kind == "draw"]
    assert drawn == ["G4", "B2", "P6"]                   # the first card written is the top


def test_default_deck_holds_every_other_card():
    s = position(2, rows=[["R1"]])
    assert len(s.deck) == 105 and s.removed == []


def test_give_stage_matches_play():
    built = position(4, rows=[["R1"], ["R2"], [], ["Y3"]], pending="R6", stage="give")
    played = position(4, rows=[["R1"], ["R2"], [], ["Y3"]], deck=["R6", "G0"])
    played.apply(Draw(0))
    assert built.phase == played.phase == "give" and built.actor == played.actor == 0
    assert built.legal_commands() == played.legal_commands() == [Give(0, 2), Give(0, 3)]


def test_take_stage_asks_as_the_rules_would():
    s = position(4, rows=[["Y1"], ["R2"], ["R3", "G4", "B5", "S6"], ["G0"]], turn=2, stage="take")
    assert s.buster == 2 and s.takers == [3, 0, 1] and s.actor == 3
    r3, g4, b5, s6 = s.rows[2]
    assert set(s.legal_commands()) == {Take(3, r3), Take(3, b5), Take(3, s6), Pass(3)}
    skip = position(3, rows=[["R1", "Y3"], ["R4", "Y4"], ["B2"]], stage="take")
    assert skip.takers == [2]                            # seat 1 could take nothing
    drawn_bust = position(2, rows=[["B1", "Y2"], ["B2"]], pending="B6", stage="take")
    drawn_bust.apply(Pass(1))
    assert codes(drawn_bust, drawn_bust.discard) == ["B1", "Y2", "B6"]


def test_final_round_and_over():
    s = position(3, rows=[["R0"], [], ["G1"]], deck=[], final_queue=[2, 0])
    assert s.final and s.actor == 2 and s.final_done == [1] and s.legal_commands() == [Bank(2)]
    over = position(2, banks=[["R3"], ["Y4", "G0"]], deck=[], stage="over")
    assert over.is_over and over.actor is None and over.result()["winners"] == [1]


def test_rolls_are_forced():
    for value in (1, 3, 6):
        s = position(2, rows=[["R0"]], rolls=[value])
        s.apply(Bank(0))
        assert s.die == value
    s = position(2, rows=[["R0"], ["Y0"]], rolls={0: 2, 1: 5})
    s.apply(Bank(0))
    assert s.die == 2
    s.apply(Bank(1))
    assert s.die == 5
    s = position(3, rows=[["R0"], ["Y1"], ["G1"]], step=40, rolls=[None, 1, 1])
    s.apply(Bank(0))
    s.apply(Bank(1))
    assert s.die == 1 and s.phase == "take"           # seat 1 busts on the forced 1


def test_impossible_requests_are_refused_with_a_sentence():
    cases = [
        (dict(rows=[["R0", "R0", "R0"]]), "no more red 0"),
        (dict(rows=[["R1", "R2"]]), "row 0 shows a colour twice"),
        (dict(rows=[[], [], []]), "3 seats"),
        (dict(stage="dance"), "stage"),
        (dict(stage="give"), "pending"),
        (dict(stage="take"), "nobody could take"),
        (dict(final_queue=[0]), "deck is empty"),
        (dict(turn=2), "not a seat from 0 to 1"),
        (dict(rows=[["R1"]], rolls=[7]), "the die shows"),
        (dict(takers=[1]), "take"),
    ]
    for kwargs, words in cases:
        with pytest.raises(ValueError, match=words):
            position(2, **kwargs)
    with pytest.raises(ValueError, match="2-5 players"):
        position(6)
