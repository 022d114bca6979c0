"""Tower: turns, drawing, discarding, the end and the score (docs/rulebooks/tower.txt, "Play:",
"Discard:", "Game ending and scoring:"; RULES-DECISIONS "## Tower"). Each test quotes the sentence
it checks."""
from tower_helpers import assert_rejected, find, hand, kinds, moves, position

from rules.tower.commands import Attack, Build, Discard, King, Queen


def discard(s, seat, code):
    return Discard(seat, find(s, code, seat))


# --------------------------------------------------------------------------- drawing

def test_the_next_player_draws_two_at_the_start_of_the_turn():
    """'On a player's turn, he or she draws two cards from the draw pile and takes exactly one of three
    possible actions'. The rules draw for the player (no command), face down, and then the turn starts."""
    s = position(hands={0: "7H", 1: "8S"}, deck="2C 3D 4S")
    events = s.apply(discard(s, 0, "7H"))
    assert kinds(events) == ["discard", "move", "draw", "move", "move", "turn"]
    assert events[2].data == {"seat": 1, "count": 2} and events[-1].data == {"seat": 1}
    assert moves(events)[1:] == [("2C", "deck", "hand.1"), ("3D", "deck", "hand.1")]
    assert not any(e["face_up"] for e in events if e.kind == "move" and e["src"] == "deck")
    assert hand(s, 1) == ["8S", "2C", "3D"] and len(s.deck) == 54 - 2 - 2
    assert s.turn == s.actor == 1


def test_one_card_left_is_drawn_alone_and_the_pile_is_empty():
    """RULES-DECISIONS: 'A turn: draw two (one if only one is left, none when the pile is empty)'."""
    s = position(hands={0: "7H", 1: "8S"}, deck="2C", rest="discard")
    events = s.apply(discard(s, 0, "7H"))
    assert kinds(events) == ["discard", "move", "draw", "move", "pile_empty", "turn"]
    assert events[2].data == {"seat": 1, "count": 1} and hand(s, 1) == ["8S", "2C"] and s.deck == []


def test_nothing_is_drawn_from_an_empty_pile():
    """'If the draw pile is exhausted, gameplay continues'; '(... none when the pile is empty)'."""
    s = position(hands={0: "7H 5C", 1: "8S"}, deck="", rest="discard")
    events = s.apply(discard(s, 0, "7H"))
    assert kinds(events) == ["discard", "move", "draw", "turn"]
    assert events[2].data == {"seat": 1, "count": 0} and hand(s, 1) == ["8S"]


def test_there_is_no_hand_limit():
    """RULES-DECISIONS: 'There is no hand limit.'"""
    s = position(hands={0: "7H 2C 3C 4C 5C 6C 7C 8C 9C", 1: "8S"})
    s.apply(discard(s, 0, "7H"))
    s.apply(discard(s, 1, "8S"))
    assert len(s.hands[0]) == 8 + 2


def test_play_goes_clockwise_and_wraps():
    """'Starting left of the dealer, play goes clockwise.' After the last seat comes seat 0."""
    s = position(3, hands={0: "2C", 1: "3C", 2: "4C"}, turn=2)
    s.apply(discard(s, 2, "4C"))
    assert s.turn == 0
    s.apply(s.legal_commands()[-1])
    assert s.turn == 1


# --------------------------------------------------------------------------- exactly one action

def test_exactly_one_action_a_turn():
    """'... and takes exactly one of three possible actions': after any one action the turn passes."""
    cases = [
        ({0: "5S 6C"}, {0: "9H"}, {}, lambda s: Build(0, find(s, "5S", 0), find(s, "6C", 0))),
        ({0: "KH 6C"}, {0: "9H"}, {}, lambda s: King(0, find(s, "KH", 0), 0)),
        ({0: "QH 6C"}, {0: "9H"}, {0: "KS"}, lambda s: Queen(0, find(s, "QH", 0), 0)),
        ({0: "JH XR 6C"}, {1: "9H"}, {}, lambda s: Attack(0, find(s, "JH", 0), find(s, "XR", 0), 1)),
        ({0: "6C"}, {}, {}, lambda s: Discard(0, find(s, "6C", 0))),
    ]
    for hands, towers, kings, make in cases:
        s = position(hands={**hands, 1: "2D"}, towers=towers, kings=kings)
        s.apply(make(s))
        assert s.turn == 1


def test_discarding_is_always_allowed():
    """RULES-DECISIONS: 'Discarding is always allowed as the turn's action'. Also with a build, a
    face play and an attack at hand; a face card may be discarded too."""
    s = position(hands={0: "5S 6C KH JD XR", 1: "2D"}, towers={0: "9H", 1: "8S"})
    legal = s.legal_commands()
    assert {type(c).__name__ for c in legal} == {"Build", "King", "Attack", "Discard"}
    assert {s.code(c.card) for c in legal if isinstance(c, Discard)} == {"5S", "6C", "KH", "JD", "XR"}
    events = s.apply(discard(s, 0, "KH"))
    assert events[0].data == {"seat": 0, "card": "KH"} and s.code(s.discard[-1]) == "KH"
    assert moves(events)[0] == ("KH", "hand.0", "discard")


def test_discarding_is_forced_when_nothing_else_is_possible():
    """'If a player cannot build to their tower or make a face play on their turn, they must discard
    one card to the discard pile.'"""
    s = position(hands={0: "5H 3D QS JC", 1: "2D"}, towers={0: "9H"})
    legal = s.legal_commands()
    assert legal and all(isinstance(c, Discard) for c in legal)
    assert len(legal) == len(s.hands[0])


def test_only_your_own_cards_are_discarded():
    s = position(hands={0: "5H", 1: "2D"})
    assert_rejected(s, Discard(0, find(s, "2D", 1)), "from your hand")
    assert_rejected(s, Discard(1, find(s, "2D", 1)), "not Player 2's move")


def test_the_discard_pile_is_never_reshuffled():
    """RULES-DECISIONS: 'The discard pile is never reshuffled.' With an empty pile and a full discard
    pile, nobody draws."""
    s = position(hands={0: "5H 6H", 1: "2D"}, deck="", rest="discard")
    before = len(s.discard)
    s.apply(discard(s, 0, "5H"))
    assert s.deck == [] and len(s.discard) == before + 1 and hand(s, 1) == ["2D"]


# --------------------------------------------------------------------------- the end

def test_after_the_pile_play_goes_on_and_empty_hands_are_skipped():
    """'If the draw pile is exhausted, gameplay continues until each player runs out of cards'; RULES-
    DECISIONS: 'When the draw pile is empty, turns go on without drawing; a player with no cards is
    skipped'."""
    s = position(3, hands={0: "5H 6H", 1: "", 2: "2D"}, deck="", rest="discard")
    events = s.apply(discard(s, 0, "5H"))
    assert kinds(events) == ["discard", "move", "draw", "skip", "draw", "turn"]
    assert events[3].data == {"seat": 1} and s.turn == 2


def test_the_game_ends_when_every_hand_is_empty():
    """'gameplay continues until each player runs out of cards, or a player successfully completes a
    tower, whichever is first.'"""
    s = position(3, hands={0: "5H"}, towers={1: "10S 9H"}, deck="", rest="discard")
    events = s.apply(discard(s, 0, "5H"))
    assert s.is_over and s.actor is None
    assert kinds(events) == ["discard", "move", "game_over"]
    assert events[-1].data == s.result() and s.result()["winners"] == [1]


def test_the_game_goes_on_while_the_pile_holds_cards_even_with_empty_hands():
    """Only an empty pile and empty hands end the game: with cards in the pile the next player draws."""
    s = position(hands={0: "5H"}, deck="2C 3C", rest="discard")
    s.apply(discard(s, 0, "5H"))
    assert not s.is_over and s.turn == 1 and hand(s, 1) == ["2C", "3C"]


def test_a_completed_tower_ends_the_game_with_cards_still_in_hands():
    """'whichever is first': the sixth stone ends the game though hands and the pile hold cards."""
    s = position(hands={0: "5S 6C 7C", 1: "2D 3D"}, towers={0: "10H 9S 8H 7S 6H"})
    s.apply(Build(0, find(s, "5S", 0), find(s, "6C", 0)))
    assert s.is_over and len(s.hands[1]) == 2 and s.deck


# --------------------------------------------------------------------------- the score

def test_the_score_is_the_sum_of_the_stones_with_aces_low():
    """'Each player then sums up their score, which is the sum of the value of the numbered cards which
    their tower consists of.' 'Aces are low, having a value of 1'. The King adds nothing."""
    s = position(3, hands={0: "5H"}, towers={0: "10S 9H 2C AH", 1: "3H", 2: ""}, kings={1: "KS"},
                 deck="", rest="discard")
    s.apply(discard(s, 0, "5H"))
    r = s.result()
    assert r["values"] == [22, 3, 0] and r["scores"] == [22, 3, 0] and r["bonus"] == [0, 0, 0]
    assert r["stones"] == [4, 1, 0] and r["completed"] is None and r["pile_left"] == 0
    assert r["winners"] == [0] and r["decided_by"] == "score"


def test_completing_while_the_pile_holds_a_card_earns_five():
    """'If a player has completed his or her tower before the draw pile is exhausted and thereby ending
    the game early, he or she is given 5 bonus points.' RULES-DECISIONS: 'the draw pile still held at
    least one card at the moment the 6th stone was laid.'"""
    s = position(hands={0: "5S 6C", 1: "2D"}, towers={0: "10H 9S 8H 7S 6H"}, deck="4D", rest="discard")
    events = s.apply(Build(0, find(s, "5S", 0), find(s, "6C", 0)))
    assert events[-2].data == {"seat": 0, "bonus": 5}
    r = s.result()
    assert r["values"][0] == 45 and r["bonus"] == [5, 0] and r["scores"] == [50, 0]
    assert r["completed"] == 0 and r["pile_left"] == 1


def test_completing_after_the_pile_ran_out_earns_no_bonus():
    """'... before the draw pile is exhausted': with the pile empty, no bonus."""
    s = position(hands={0: "5S 6C", 1: "2D"}, towers={0: "10H 9S 8H 7S 6H"}, deck="", rest="discard")
    events = s.apply(Build(0, find(s, "5S", 0), find(s, "6C", 0)))
    assert events[-2].data == {"seat": 0, "bonus": 0}
    assert s.result()["scores"] == [45, 0] and s.result()["bonus"] == [0, 0]


def test_the_highest_score_wins_and_equal_scores_share():
    """'The player with the highest score wins.' RULES-DECISIONS: 'Equal highest scores share the win.'"""
    s = position(3, hands={0: "5H"}, towers={0: "10S 2H", 1: "9C 3D", 2: "7S"}, deck="", rest="discard")
    s.apply(discard(s, 0, "5H"))
    assert s.result()["scores"] == [12, 12, 7] and s.result()["winners"] == [0, 1]
