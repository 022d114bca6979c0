"""Sky 5: one test (or a small group) per sentence of docs/rulebooks/sky-5.txt.

Each docstring quotes the sentence it checks. Positions are built by hand with
``rules.sky5.positions.position`` (rows, banks, the deck top first, whose turn, the die rolls to
come ...), never by setting the state's fields.
"""
from collections import Counter

import pytest

from rules import registry
from rules.core import Rejected
from rules.sky5 import Bank, Draw, Give, Pass, Sky5State, Take, new_game
from rules.sky5.cards import COLOURS, DECK_SIZE, DIE_FACES, REMOVED_BY_PLAYERS, STAR, composition
from rules.sky5.positions import card, position


def face(code: str) -> list:
    """'R3' -> ['red', 3]; 'S5' -> ['star', 5]."""
    return list(card(code))


def card_id(s, seat, code):
    """The id of the card ``code`` in ``seat``'s row."""
    for c in s.rows[seat]:
        if s.faces[c] == face(code):
            return c
    raise AssertionError(f"{code} is not in row {seat}")


def row_codes(s, seat):
    return sorted(f"{s.faces[c][0][0].upper()}{s.faces[c][1]}" for c in s.rows[seat])


def bank_codes(s, seat):
    return sorted(f"{s.faces[c][0][0].upper()}{s.faces[c][1]}" for c in s.banks[seat])


def assert_rejected(s, cmd, *words):
    """``cmd`` is refused with a readable one-line reason containing ``words``; nothing changes."""
    before = s.to_json()
    with pytest.raises(Rejected) as info:
        s.apply(cmd)
    reason = info.value.reason
    assert isinstance(reason, str) and reason.strip()
    assert "\n" not in reason and len(reason) < 200
    assert reason[0].isupper() and reason.rstrip().endswith("."), reason
    assert "Traceback" not in reason and "object at 0x" not in reason
    for w in words:
        assert w.lower() in reason.lower(), (w, reason)
    assert s.to_json() == before
    return reason


def kinds(events):
    return [e.kind for e in events]


# =========================================================================== components and setup

def test_deck_composition():
    """Rulebook, Components: 'Deck Composition: 5 colors, 0 (x2) and 1-6 in each (x3) • 6 Shooting
    Star Cards 1-6' (106 cards per RULES-DECISIONS: the '107 Cards' counts one card too many)."""
    cards = composition()
    assert len(cards) == DECK_SIZE == 106
    assert len(COLOURS) == 5 and STAR not in COLOURS
    counts = Counter((c, n) for c, n in cards)
    for colour in COLOURS:
        assert counts[(colour, 0)] == 2
        for n in range(1, 7):
            assert counts[(colour, n)] == 3
        assert sum(v for (c, _), v in counts.items() if c == colour) == 20
    assert sorted(n for c, n in cards if c == STAR) == [1, 2, 3, 4, 5, 6]
    assert set(c for c, _ in cards) == set(COLOURS) | {STAR}


def test_rainbow_die_shows_one_to_six():
    """Rulebook, Components: '1 Rainbow Die' (RULES-DECISIONS: 'The die shows 1–6')."""
    assert sorted(DIE_FACES) == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_shuffle_all_cards_together(players):
    """Rulebook, Setup: 'Shuffle all cards together to form the deck and place it face down in the
    center of the play area.'"""
    a = new_game("multi", players, "seed-a")
    b = new_game("multi", players, "seed-b")
    for s in (a, b):
        assert Counter(tuple(f) for f in s.faces) == Counter(tuple(f) for f in composition())
    assert a.faces != b.faces                                   # shuffled differently
    assert a.faces != composition()                              # not in printed order
    assert new_game("multi", players, "seed-a").to_json() == a.to_json()   # reproducible
    assert all(r == [] for r in a.rows) and all(b_ == [] for b_ in a.banks)
    assert a.discard == [] and a.pending is None


@pytest.mark.parametrize("players,removed", [(2, 52), (3, 39), (4, 26), (5, 13)])
def test_removal_table(players, removed):
    """Rulebook, Setup: '| 5 Players | 13 Cards | 4 Players | 26 Cards | 3 Players | 39 Cards |
    2 Players | 52 Cards |' — 'determine how many cards you should remove at random from the deck
    based on your player count'; 'Don't worry too much about being exact-"close" is good enough!'
    (RULES-DECISIONS: remove exactly the table's number)."""
    assert REMOVED_BY_PLAYERS[players] == removed
    s = new_game("multi", players, 7)
    assert len(s.removed) == removed
    assert len(s.deck) == DECK_SIZE - removed
    assert not set(s.removed) & set(s.deck)
    assert sorted(s.removed + s.deck) == list(range(DECK_SIZE))
    v = s.view(0)
    assert v["deck"] == DECK_SIZE - removed and v["removed"] == removed


def test_removed_cards_are_random():
    """Rulebook, Setup: 'remove at random from the deck based on your player count. The fewer
    players, the smaller the deck!'"""
    removed_faces = set()
    for seed in range(10):
        s = new_game("multi", 2, seed)
        removed_faces.add(tuple(sorted(tuple(s.faces[c]) for c in s.removed)))
    assert len(removed_faces) == 10
    sizes = [len(new_game("multi", p, 1).deck) for p in (2, 3, 4, 5)]
    assert sizes == sorted(sizes) and len(set(sizes)) == 4


def test_first_player_chosen_at_setup():
    """Rulebook, Setup: 'The player who most recently had some good luck takes the first turn!'
    (RULES-DECISIONS: random from the seed unless the setup screen names one)."""
    firsts = set()
    for seed in range(40):
        s = new_game("multi", 4, seed)
        assert 0 <= s.first < 4 and s.turn == s.first and s.actor == s.first
        assert new_game("multi", 4, seed).first == s.first
        firsts.add(s.first)
    assert firsts == {0, 1, 2, 3}
    for first in range(5):
        s = new_game("multi", 5, 3, {"first": first})
        assert s.first == s.actor == first
        assert s.legal_commands() == [Draw(first)]
    with pytest.raises(ValueError):
        new_game("multi", 3, 0, {"first": 3})
    with pytest.raises(ValueError):
        new_game("multi", 3, 0, {"first": -1})
    with pytest.raises(ValueError):
        new_game("multi", 3, 0, {"first": True})          # not a seat, though True == 1


@pytest.mark.parametrize("players", [1, 6, 0])
def test_player_count_outside_two_to_five_rejected(players):
    """Rulebook, Setup: the removal table lists '5 Players' to '2 Players' only, so Sky 5 is for
    2-5 players; 1 and 6 are refused."""
    with pytest.raises(ValueError, match="2-5"):
        new_game("multi", players, 0)
    with pytest.raises(ValueError):
        registry.get("sky-5").new_game("multi", players, 0)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_player_count_two_to_five_accepted(players):
    """Rulebook, Setup: '| # of Players | Cards Removed |' covers 2, 3, 4 and 5 players."""
    s = registry.get("sky-5").new_game("multi", players, 0)
    assert isinstance(s, Sky5State) and s.players == players and len(s.rows) == players


# =========================================================================== turns

def test_turns_start_with_first_player_clockwise():
    """Rulebook, How to Play: 'Starting with the first player, take turns in clockwise order.'"""
    s = position(4, deck=["S1", "S2", "S3", "S4", "S5", "S6", "R1"], turn=2)
    order = []
    for _ in range(6):
        order.append(s.actor)
        s.apply(Draw(s.actor))
    assert order == [2, 3, 0, 1, 2, 3]


def test_draw_or_attempt_to_bank():
    """Rulebook, How to Play: 'On your turn, you can either DRAW or ATTEMPT TO BANK.'"""
    s = position(3, rows=[["R1"]], turn=0)
    assert set(s.legal_commands()) == {Draw(0), Bank(0)}
    assert_rejected(s, Give(0, 1), "no drawn card")
    assert_rejected(s, Take(0, s.rows[0][0]), "bust")
    assert_rejected(s, Pass(0), "pass")
    assert_rejected(s, Draw(1), "not", "Player 1")


def test_only_the_player_whose_turn_it_is_may_act():
    """Rulebook, How to Play: 'take turns in clockwise order' — a seat acting out of turn is
    refused with a reason naming who must decide."""
    s = position(3, rows=[["R1"], ["Y1"], ["G1"]], turn=1)
    reason = assert_rejected(s, Draw(0), "Player 1", "Player 2")
    assert reason.startswith("It is not Player 1's")
    assert_rejected(s, Bank(2), "Player 3")
    assert_rejected(s, Draw(7), "not")


# =========================================================================== draw

def test_draw_places_card_face_up():
    """Rulebook, Draw: 'Draw a card from the deck and place it face up in front of you.'"""
    s = position(3, deck=["G4", "B2"], turn=1)
    top = s.deck[-1]
    events = s.apply(Draw(1))
    assert s.rows[1] == [top] and s.faces[top] == ["green", 4]
    assert len(s.deck) == 1 and top not in s.deck
    assert {"colour": "green", "number": 4, "id": top} in s.view(1)["rows"][1]
    assert "draw" in kinds(events)


def test_face_up_cards_visible_to_all():
    """Rulebook, Draw: 'Make sure all of your face-up cards are visible to all players.'"""
    s = position(3, rows=[["R1", "S6"], ["Y5"], []])
    for seat in (0, 1, 2, None):
        v = s.view(seat)
        assert sorted((c["colour"], c["number"]) for c in v["rows"][0]) == [("red", 1), ("star", 6)]
        assert [(c["colour"], c["number"]) for c in v["rows"][1]] == [("yellow", 5)]


def test_card_number_is_its_points_in_the_bank():
    """Rulebook, Draw: 'The number is the amount of points the card will score if it is in your
    bank at the end of the game' — face-up cards score nothing."""
    s = position(3, rows=[["R6", "Y6"], [], []], banks=[["G2", "S5"], ["B0", "P3", "P4"], []])
    assert s.scores() == [7, 7, 0]


def test_draw_new_colour_keep():
    """Rulebook, Draw: 'If you draw a card and you do not currently have a face-up card that
    matches the color of the card you drew, that's great! You must keep the card face up in front
    of you.'"""
    s = position(3, rows=[["R1", "Y2"], ["B3"], ["B4"]], deck=["B5", "G0"], turn=0)
    s.apply(Draw(0))
    assert row_codes(s, 0) == ["B5", "R1", "Y2"]
    assert s.phase == "turn" and s.pending is None and s.actor == 1
    assert row_codes(s, 1) == ["B3"] and row_codes(s, 2) == ["B4"]


def test_draw_colour_you_have_must_give():
    """Rulebook, Draw: 'If you draw a card and you already have a face-up card of that color, you
    must give the card you drew to another player who does not have a card of that color face up
    in front of them.'"""
    s = position(4, rows=[["R1"], ["R2"], [], ["Y3"]], deck=["R6", "G0"], turn=0)
    s.apply(Draw(0))
    drawn = s.pending
    assert s.faces[drawn] == ["red", 6] and s.phase == "give" and s.actor == 0
    assert drawn not in s.rows[0]
    # only players lacking red: seats 2 and 3 (not the drawer, not seat 1)
    assert sorted(c.to for c in s.legal_commands()) == [2, 3]
    assert all(isinstance(c, Give) for c in s.legal_commands())
    assert_rejected(s, Give(0, 1), "Player 2", "red")
    assert_rejected(s, Give(0, 0), "red", "give")
    assert_rejected(s, Give(0, 4), "no seat 4")
    assert_rejected(s, Give(0, -1), "no seat")
    assert_rejected(s, Draw(0), "give")
    assert_rejected(s, Bank(0), "give")
    assert_rejected(s, Pass(0), "pass")
    assert_rejected(s, Give(1, 2), "not")
    s.apply(Give(0, 3))
    assert row_codes(s, 3) == ["R6", "Y3"] and row_codes(s, 0) == ["R1"]
    assert s.pending is None and s.phase == "turn"
    assert s.actor == 1            # the drawer's turn is over; play goes on clockwise from them


def test_give_to_empty_row_player():
    """Rulebook, Draw: '... give the card you drew to another player who does not have a card of
    that color face up' — a player with no face-up cards at all lacks every colour."""
    s = position(2, rows=[["P1"], []], deck=["P2", "G0"])
    s.apply(Draw(0))
    assert s.legal_commands() == [Give(0, 1)]
    s.apply(Give(0, 1))
    assert row_codes(s, 1) == ["P2"]


def test_all_players_have_colour_bust_on_draw():
    """Rulebook, Draw: 'Finally, if you draw a card and all players have a card of that color face
    up in front of them, you BUST!'"""
    s = position(3, rows=[["B1", "Y2"], ["B2"], ["B3", "G4"]], deck=["B6", "R0"], banks=[["P5"]], turn=0)
    drawn = s.deck[-1]
    events = s.apply(Draw(0))
    assert "bust" in kinds(events)
    assert s.phase == "take" and s.buster == 0
    # seat 1 may take the yellow card; seat 2 ... also the yellow card (it lacks yellow)
    assert s.actor == 1
    assert set(s.legal_commands()) == {Take(1, card_id(s, 0, "Y2")), Pass(1)}
    assert_rejected(s, Take(1, drawn), "not among")          # the busting card is not in the row
    assert_rejected(s, Take(1, card_id(s, 0, "B1")), "blue")
    s.apply(Take(1, card_id(s, 0, "Y2")))
    # seat 2 lacks nothing that is left (only blue remains, which it shows): skipped
    assert s.phase == "turn" and s.actor == 1
    assert row_codes(s, 0) == [] and bank_codes(s, 0) == ["P5"]
    assert sorted(s.faces[c] for c in s.discard) == [["blue", 1], ["blue", 6]]
    assert drawn in s.discard and s.pending is None
    assert row_codes(s, 1) == ["B2", "Y2"]


def test_bust_on_draw_needs_every_player_including_you():
    """Rulebook, Busting: 'You draw a card and all players (including you) have a card of that color
    face up in front of them' — when the drawer lacks the colour, they keep it."""
    s = position(3, rows=[["Y1"], ["G2"], ["G3"]], deck=["G5", "R0"], turn=0)
    s.apply(Draw(0))
    assert row_codes(s, 0) == ["G5", "Y1"] and s.phase == "turn" and s.buster is None


# =========================================================================== bank

def test_attempt_to_bank_rolls_the_die():
    """Rulebook, Attempt to Bank: 'Instead of drawing a card, you can roll the dice and see if you
    can move the face-up cards in front of you to your face-down pile of cards you have banked.'"""
    s = position(2, rows=[["R1", "Y2"]])
    events = s.apply(Bank(0))
    rolls = [e["value"] for e in events if e.kind == "die"]
    assert len(rolls) == 1 and rolls[0] in DIE_FACES and s.die == rolls[0]
    assert "draw" not in kinds(events)


def test_die_is_fair_and_seeded():
    """Rulebook, Attempt to Bank: 'Roll the die.' — every face 1-6 comes up, about equally often,
    and the same seed and step always roll the same number."""
    counts = Counter()
    for k in range(600):
        s = position(2, rows=[["R0"]], seed=f"fair-{k}")
        s.apply(Bank(0))
        counts[s.die] += 1
        again = position(2, rows=[["R0"]], seed=f"fair-{k}")
        again.apply(Bank(0))
        assert again.die == s.die
    assert set(counts) == set(DIE_FACES)
    assert all(60 <= n <= 140 for n in counts.values()), counts


def test_bank_success_banks_all_face_up_cards():
    """Rulebook, Attempt to Bank: 'Roll the die. If the number you roll does not match the number
    on one of your face-up cards, you successfully add all of the face-up cards in front of you to
    your scoring pile.'"""
    s = position(3, rows=[["R1", "Y2", "S3", "G0"], ["B4"]], banks=[["P6"]], rolls=[4])
    deck_before = list(s.deck)
    s.apply(Bank(0))
    assert s.die == 4
    assert s.rows[0] == [] and bank_codes(s, 0) == ["G0", "P6", "R1", "S3", "Y2"]
    assert row_codes(s, 1) == ["B4"]                     # only the roller's cards move
    assert s.deck == deck_before and s.phase == "turn" and s.actor == 1
    assert s.view(1)["bank_counts"] == [5, 0, 0]


@pytest.mark.parametrize("roll", [1, 2, 6])
def test_bank_bust_on_matching_number(roll):
    """Rulebook, Attempt to Bank: 'If the number you roll matches the number on one of your face-up
    cards, you BUST!'"""
    s = position(2, rows=[["R1", "Y2", "G6"], []], banks=[["P3"]], rolls=[roll])
    events = s.apply(Bank(0))
    assert "bust" in kinds(events) and s.die == roll
    assert bank_codes(s, 0) == ["P3"]                    # nothing new banked
    assert s.phase == "take" and s.actor == 1


def test_bank_bust_on_shooting_star_number():
    """Rulebook, Busting: 'You attempt to bank, but roll a number on the die that matches the number
    on one of your face-up cards' — a shooting star's number matches too."""
    s = position(2, rows=[["R0", "S3"], ["G3"]], rolls=[3])
    events = s.apply(Bank(0))
    assert "bust" in kinds(events)
    assert s.banks[0] == []


def test_zero_never_matches_the_die():
    """Rulebook, Attempt to Bank: 'If the number you roll does not match the number on one of your
    face-up cards, you successfully add all...' — the die shows 1-6, so 0s never bust."""
    for k in range(30):
        s = position(2, rows=[["R0", "Y0", "G0"]], seed=f"zero-{k}")
        s.apply(Bank(0))
        assert bank_codes(s, 0) == ["G0", "R0", "Y0"] and s.rows[0] == []


def test_bank_needs_a_face_up_card():
    """Rulebook, Attempt to Bank: 'see if you can move the face-up cards in front of you to your
    face-down pile' (RULES-DECISIONS: 'Banking needs at least one face-up card')."""
    s = position(3, rows=[[], ["R1"]], banks=[["Y3"]])
    assert s.legal_commands() == [Draw(0)]
    assert_rejected(s, Bank(0), "no face-up cards")


def test_banked_cards_are_safe_forever():
    """Rulebook, Attempt to Bank: 'Cards in your scoring pile are safe for the rest of the game:
    you can never lose them!'"""
    s = position(3, rows=[["R1", "Y5"], [], []], banks=[["G6", "B2"], ["P4"], []], rolls=[5])
    banks_before = [list(b) for b in s.banks]
    s.apply(Bank(0))                                     # bust
    while s.phase == "take":
        take = next(c for c in s.legal_commands() if isinstance(c, Take))
        s.apply(take)
    assert s.banks == banks_before
    assert s.rows[0] == []
    # takers take from the row only; no command reaches a banked card
    s2 = position(2, rows=[["R1"], []], banks=[["G6"], []], rolls=[1])
    s2.apply(Bank(0))
    assert s2.phase == "take"
    assert_rejected(s2, Take(1, s2.banks[0][0]), "not among")


# =========================================================================== busting

def test_bust_takes_clockwise_with_colour_restriction():
    """Rulebook, Busting: 'When you BUST, starting clockwise from you all other players may take one
    of your cards! However, they cannot take a card if they already have a face-up card of that
    color.'"""
    s = position(4, rows=[["Y1"], ["R2"], ["R3", "G4", "B5", "S6"], ["G0"]], turn=2, rolls=[3])
    s.apply(Bank(2))
    assert s.phase == "take" and s.buster == 2
    assert s.actor == 3                                  # clockwise from the buster
    r3, g4, b5, s6 = (card_id(s, 2, c) for c in ("R3", "G4", "B5", "S6"))
    assert set(s.legal_commands()) == {Take(3, r3), Take(3, b5), Take(3, s6), Pass(3)}
    assert_rejected(s, Take(3, g4), "green", "cannot take")
    assert_rejected(s, Take(0, r3), "not")               # not seat 0's decision yet
    assert_rejected(s, Draw(3), "take")
    assert_rejected(s, Bank(3), "take")
    assert_rejected(s, Give(3, 0), "no drawn card")
    s.apply(Take(3, b5))
    assert s.actor == 0
    assert set(s.legal_commands()) == {Take(0, r3), Take(0, g4), Take(0, s6), Pass(0)}
    s.apply(Pass(0))
    assert s.actor == 1
    assert set(s.legal_commands()) == {Take(1, g4), Take(1, s6), Pass(1)}
    assert_rejected(s, Take(1, r3), "red")
    assert_rejected(s, Take(1, b5), "not among")         # already taken
    s.apply(Take(1, g4))
    # every other player has decided: leftovers discarded, the turn after the buster's
    assert s.phase == "turn" and s.actor == 3
    assert row_codes(s, 3) == ["B5", "G0"] and row_codes(s, 1) == ["G4", "R2"]
    assert row_codes(s, 0) == ["Y1"]
    assert s.rows[2] == [] and sorted(s.faces[c] for c in s.discard) == [["red", 3], ["star", 6]]


def test_each_player_takes_at_most_one_card():
    """Rulebook, Busting: 'all other players may take one of your cards!'"""
    s = position(2, rows=[["R1", "Y1", "G1", "B1"], []], rolls=[1])
    s.apply(Bank(0))
    s.apply(Take(1, card_id(s, 0, "G1")))
    assert s.phase == "turn" and s.actor == 1 and row_codes(s, 1) == ["G1"]
    assert len(s.discard) == 3


def test_remaining_cards_discarded_after_bust():
    """Rulebook, Busting: 'Next, discard any remaining face-up cards to a discard pile beside the
    Rainbow deck.'"""
    s = position(3, rows=[["R2", "Y2", "S4"], [], []], discard=["P6"], rolls=[2])
    s.apply(Bank(0))
    s.apply(Pass(1))
    assert s.phase == "take"
    s.apply(Pass(2))
    assert s.rows[0] == [] and s.phase == "turn" and s.actor == 1
    assert sorted(s.faces[c] for c in s.discard) == [["purple", 6], ["red", 2], ["star", 4], ["yellow", 2]]
    assert all(c in [cc["id"] for cc in s.view(2)["discard"]] for c in s.discard)


def test_player_who_can_take_nothing_is_not_asked():
    """Rulebook, Busting: 'they cannot take a card if they already have a face-up card of that
    color' (DECISIONS: a player who could take nothing is skipped without being asked)."""
    s = position(3, rows=[["R1", "Y3"], ["R4", "Y4"], ["B2"]], rolls=[1])
    s.apply(Bank(0))
    assert s.phase == "take" and s.actor == 2            # seat 1 skipped
    assert s.takers == [2]


def test_bust_with_nobody_able_to_take():
    """Rulebook, Busting: 'Next, discard any remaining face-up cards' — straight away when no other
    player may take any of them."""
    s = position(2, rows=[["R1"], ["R4"]], rolls=[1])
    s.apply(Bank(0))
    assert s.phase == "turn" and s.actor == 1 and s.rows[0] == [] and len(s.discard) == 1


# =========================================================================== shooting stars

def test_shooting_star_always_kept_on_draw():
    """Rulebook, Shooting Stars: 'Cards featuring shooting stars have no color at all! You always
    keep a shooting star when you draw it, even if you have another face-up Shooting Star card.'"""
    s = position(3, rows=[["S1", "R2"], ["S2"], ["S3"]], deck=["S6", "S5"])
    s.apply(Draw(0))
    assert row_codes(s, 0) == ["R2", "S1", "S6"] and s.phase == "turn"
    s.apply(Draw(1))
    assert row_codes(s, 1) == ["S2", "S5"]


def test_shooting_star_may_always_be_taken():
    """Rulebook, Shooting Stars: 'Cards featuring shooting stars have no color at all!'
    (RULES-DECISIONS: 'a shooting star may always be taken')."""
    s = position(2, rows=[["R3", "S3"], ["R1", "S1", "S2"]], rolls=[3])
    s.apply(Bank(0))
    assert set(s.legal_commands()) == {Take(1, card_id(s, 0, "S3")), Pass(1)}
    s.apply(Take(1, card_id(s, 0, "S3")))
    assert row_codes(s, 1) == ["R1", "S1", "S2", "S3"]


def test_shooting_stars_do_not_count_as_a_colour_for_sky_five():
    """Rulebook, Shooting Stars: 'Cards featuring shooting stars have no color at all!' — four
    colours and stars are not Sky Five!"""
    s = position(2, rows=[["R1", "Y1", "G1", "B1", "S2"]], deck=["S3", "R0"])
    events = s.apply(Draw(0))
    assert "sky_five" not in kinds(events) and len(s.rows[0]) == 6 and s.banks[0] == []


# =========================================================================== Sky Five!

def test_sky_five_on_draw_banks_without_rolling():
    """Rulebook, Sky Five!: 'If you ever have cards of all five colors face up in front of you,
    shout "Sky Five!" and you immediately bank all of your face-up cards without having to roll the
    die'"""
    s = position(3, rows=[["R6", "Y6", "G6", "B6", "S6"]], deck=["P6", "R0"])
    events = s.apply(Draw(0))
    assert "sky_five" in kinds(events) and "die" not in kinds(events) and s.die is None
    assert s.rows[0] == [] and bank_codes(s, 0) == ["B6", "G6", "P6", "R6", "S6", "Y6"]
    assert s.phase == "turn" and s.actor == 1


def test_sky_five_out_of_turn_by_a_given_card():
    """Rulebook, Sky Five!: '...you immediately bank all of your face-up cards without having to roll
    the die–even if it's not your turn!' (RULES-DECISIONS: also for a player who receives a card
    out of turn — given)."""
    s = position(3, rows=[["P1"], ["R2", "Y2", "G2", "B2"], ["P3"]], deck=["P5", "R0"])
    s.apply(Draw(0))
    assert s.legal_commands() == [Give(0, 1)]
    events = s.apply(Give(0, 1))
    assert "sky_five" in kinds(events) and "die" not in kinds(events)
    assert s.rows[1] == [] and bank_codes(s, 1) == ["B2", "G2", "P5", "R2", "Y2"]
    assert s.actor == 1 and s.phase == "turn"


def test_sky_five_out_of_turn_by_a_taken_card():
    """Rulebook, Sky Five!: '...even if it's not your turn!' (DECISIONS: 'A player who completes five
    colours by taking a card banks at once')."""
    s = position(3, rows=[["P4", "R4"], ["R1", "Y1", "G1", "B1"], []], rolls=[4])
    s.apply(Bank(0))
    events = s.apply(Take(1, card_id(s, 0, "P4")))
    assert "sky_five" in kinds(events)
    assert s.rows[1] == [] and bank_codes(s, 1) == ["B1", "G1", "P4", "R1", "Y1"]
    assert s.actor == 2                                  # the takes go on


# =========================================================================== final round

def test_final_round_order_and_must_bank():
    """Rulebook, Final Round and Scoring: 'After the last card is drawn, all players take one final
    turn where they must attempt to bank their cards.' (RULES-DECISIONS: starting with the next
    player and ending with the one who drew it; skipped when they have no face-up cards)."""
    s = position(4, rows=[["R0"], ["Y0"], ["G0"], []], deck=["B0"], turn=1)
    events = s.apply(Draw(1))
    assert "final_round" in kinds(events)
    assert s.final and s.deck == [] and s.actor == 2
    assert s.final_queue == [2, 3, 0, 1]
    assert s.legal_commands() == [Bank(2)]
    assert_rejected(s, Draw(2), "final round", "bank")
    order = []
    while not s.is_over:
        order.append(s.actor)
        assert s.legal_commands() == [Bank(s.actor)]
        s.apply(Bank(s.actor))
    assert order == [2, 0, 1]                            # seat 3 had no face-up cards: skipped
    assert s.final_done == [2, 3, 0, 1]
    assert all(r == [] for r in s.rows)
    assert s.phase == "over" and s.actor is None


def test_play_proceeds_to_final_round_only_when_deck_runs_out():
    """Rulebook, Overview: 'Play proceeds to the final round after the deck runs out of cards'"""
    s = position(2, deck=["R0", "Y0"])
    s.apply(Draw(0))
    assert not s.final and Draw(1) in s.legal_commands()
    s.apply(Draw(1))
    assert s.final and s.actor == 0 and s.final_queue == [0, 1]


def test_final_round_after_give_of_last_card():
    """Rulebook, Final Round: 'After the last card is drawn, all players take one final turn' — the
    turn that drew it ends first (the drawn card is given), then the next player starts."""
    s = position(3, rows=[["R1"], ["Y0"], ["G0"]], deck=["R0"], turn=0)
    s.apply(Draw(0))
    assert s.phase == "give" and not s.final
    s.apply(Give(0, 2))
    assert s.final and s.final_queue == [1, 2, 0] and s.actor == 1


def test_final_round_after_bust_on_last_card():
    """Rulebook, Final Round: 'After the last card is drawn...' — a bust on the last card is
    resolved (takes, discard) before the final round begins."""
    s = position(2, rows=[["R1", "Y0"], ["R2"]], deck=["R5"], turn=0, rolls=[None, None, 4])
    s.apply(Draw(0))
    assert s.phase == "take" and s.actor == 1 and not s.final
    s.apply(Take(1, card_id(s, 0, "Y0")))
    assert s.final and s.rows[0] == []
    # seat 1 starts the final round; seat 0 (no face-up cards) is skipped when its turn comes
    assert s.actor == 1 and s.final_queue == [1, 0] and s.final_done == []
    s.apply(Bank(1))                                     # rolls 4
    assert s.is_over and s.final_done == [1, 0]


def test_final_turn_over_may_not_take():
    """Rulebook, Final Round: 'If you've already taken your final turn, you can no longer take cards
    as a result of another player busting during the final round.'"""
    s = position(3, rows=[["R0"], ["Y0", "S6"], ["G6", "B1"]], deck=["P0"], turn=0, rolls=[None, 3, 6])
    s.apply(Draw(0))                                     # seat 0 drew the last card
    assert s.final_queue == [1, 2, 0]
    s.apply(Bank(1))                                     # rolls 3: seat 1 does not bust
    assert s.final_done == [1] and s.actor == 2
    s.apply(Bank(2))                                     # rolls 6: seat 2 busts
    assert s.phase == "take"
    assert s.takers == [0]                               # seat 1's final turn is over
    assert_rejected(s, Take(1, card_id(s, 2, "B1")), "not")
    s.apply(Take(0, card_id(s, 2, "B1")))
    assert row_codes(s, 0) == ["B1", "P0", "R0"]
    assert s.actor == 0 and s.legal_commands() == [Bank(0)]


def test_skipped_final_turn_counts_as_taken():
    """Rulebook, Final Round: 'If you've already taken your final turn, you can no longer take
    cards' (DECISIONS: a final turn with no face-up cards is taken at once, and from then on they
    may not take after busts)."""
    s = position(3, rows=[[], [], ["G6", "B1"]], deck=["P0"], turn=0, rolls=[None, 6])
    events = s.apply(Draw(0))
    assert "final_skip" in kinds(events)
    assert s.final_done == [1] and s.actor == 2          # seat 1 had nothing: its turn is over
    s.apply(Bank(2))                                     # rolls 6
    assert s.phase == "take" and s.takers == [0]         # seat 1 could take anything, but may not
    assert_rejected(s, Take(1, card_id(s, 2, "G6")), "not")


def test_player_whose_final_turn_is_to_come_may_take():
    """Rulebook, Final Round: 'If you've already taken your final turn, you can no longer take cards
    as a result of another player busting during the final round.' — players still waiting for
    their final turn may take."""
    s = position(3, rows=[[], [], ["G6", "B1"]], deck=["P0"], turn=1, rolls=[None, 6])
    s.apply(Draw(1))
    # queue 2, 0, 1: seat 2 plays; seat 0 would be skipped only when its turn comes
    assert s.actor == 2 and s.final_queue == [2, 0, 1]
    s.apply(Bank(2))                                     # rolls 6
    assert s.phase == "take" and s.actor == 0            # seat 0's final turn is still to come
    s.apply(Take(0, card_id(s, 2, "B1")))
    assert s.phase == "take" and s.actor == 1            # the drawer's final turn is still to come
    s.apply(Pass(1))
    assert s.actor == 0 and s.phase == "turn"            # seat 0 now has a card to bank
    assert s.legal_commands() == [Bank(0)]


def test_final_round_all_skipped_ends_game():
    """Rulebook, Final Round: 'After everyone has taken their final turn, add together the numbers
    on all cards in your scoring pile.' — when nobody has face-up cards, the game ends at once."""
    s = position(2, rows=[["R1", "Y1", "G1", "B1"], []], banks=[[], ["G5"]], deck=["P2"], turn=0)
    events = s.apply(Draw(0))                            # Sky Five! with the last card
    assert "sky_five" in kinds(events) and "game_over" in kinds(events)
    assert s.is_over and s.final_done == [1, 0] and s.final_queue == []
    assert s.scores() == [6, 5] and s.result()["winners"] == [0]


# =========================================================================== scoring

def _finish(s):
    """Play a final round made only of 0s (never busts) to the end; return the game_over event."""
    last = None
    while not s.is_over:
        for e in s.apply(s.legal_commands()[0]):
            if e.kind == "game_over":
                last = e
    return last


def test_highest_total_score_wins():
    """Rulebook, Final Round and Scoring: 'After everyone has taken their final turn, add together
    the numbers on all cards in your scoring pile. The player with the highest total score wins!'"""
    s = position(3, rows=[["R0"], ["Y0"], []], banks=[["G6", "S6"], ["B6", "P5", "B0"], ["R6", "R6"]],
              deck=["G0"], turn=2)
    s.apply(Draw(2))
    over = _finish(s)
    assert s.scores() == [12, 11, 12]
    result = s.result()
    # seat 0: 12 points, 3 cards; seat 2: 12 points, 3 cards (R6, R6, G0) -> shared
    assert over is not None and over["scores"] == [12, 11, 12]
    assert result == over.data
    s2 = position(2, rows=[["R0"]], banks=[["G6"], ["B5"]], deck=["Y0"])
    s2.apply(Draw(0))
    _finish(s2)
    assert s2.result()["winners"] == [0] and s2.result()["decided_by"] == "score"
    assert s2.view(1)["result"]["winners"] == [0]


def test_tie_more_cards_wins():
    """Rulebook, Final Round and Scoring: 'In case of a tie, the tied player with more cards wins.'"""
    s = position(3, banks=[["R6"], ["Y3", "G3"], ["B1"]])
    r = s.result()
    assert r["scores"] == [6, 6, 1] and r["cards"] == [1, 2, 1]
    assert r["winners"] == [1] and r["decided_by"] == "cards"
    s = position(2, banks=[["R3", "Y3", "G0"], ["B6", "P0"]])
    assert s.result()["winners"] == [0] and s.result()["decided_by"] == "cards"


def test_tie_persists_victory_shared():
    """Rulebook, Final Round and Scoring: 'If a tie persists, the victory is shared.'"""
    s = position(4, banks=[["R3", "Y3"], ["G3", "B3"], ["P6"], ["R0", "S6"]])
    r = s.result()
    assert r["scores"] == [6, 6, 6, 6]
    assert r["winners"] == [0, 1, 3] and r["decided_by"] == "shared"
    empty = position(2)
    assert empty.result()["winners"] == [0, 1] and empty.result()["decided_by"] == "shared"


def test_game_over_rejects_every_command():
    """Rulebook, Final Round and Scoring: 'After everyone has taken their final turn' the game is
    over: nothing more may be played."""
    s = position(2, rows=[["R0"]], deck=["Y0"])
    s.apply(Draw(0))
    _finish(s)
    assert s.is_over and s.legal_commands() == [] and s.actor is None
    for cmd in (Draw(0), Bank(0), Bank(1), Pass(1), Give(0, 1), Take(1, 0)):
        assert_rejected(s, cmd, "game is over")
