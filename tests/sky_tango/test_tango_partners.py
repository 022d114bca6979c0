"""Sky Tango with 4 players: partners (docs/rulebooks/sky-tango.txt, "Players sitting opposite are
partners."; RULES-DECISIONS and rules/DECISIONS.md "## Sky Tango"). Each test quotes the sentence
or decision it checks."""
from tango_helpers import Clear, Destroy, legal_lays, position, row, top


def test_partners_sit_opposite():
    """'Players sitting opposite are partners.' (seats 0+2 and 1+3)"""
    s = position(players=4, hands={0: "S5", 1: "M1", 2: "M2", 3: "M3"})
    assert s.partners and s.teams() == [[0, 2], [1, 3]] and s.view(0)["teams"] == [[0, 2], [1, 3]]


def test_a_partner_sets_up_only_the_row_the_other_does_not_hold():
    """'They build only one sun and one moon row together. If one sets up a moon row in front of
    herself, the partner may only set up a sun row and vice versa.'"""
    s = position(players=4, hands={0: "S5 M5", 1: "M1", 2: "M2", 3: "M3"}, rows={2: {"moon": "M10"}})
    assert legal_lays(s, "S5") == {(0, 0)}
    assert (0, 0) not in legal_lays(s, "M5") and (2, 1) not in legal_lays(s, "M5")
    assert (2, -1) in legal_lays(s, "M5")


def test_each_partner_holds_at_most_one_row():
    """'Partners (4 players, opposite seats): each partner holds at most one row, and the two rows of a
    team are of different kinds.'"""
    s = position(players=4, hands={0: "M5", 1: "M1", 2: "M2", 3: "M3"}, rows={0: {"sun": "S10"}})
    assert legal_lays(s, "M5") == set()
    assert s.legal_commands() == [Destroy(0)]


def test_a_partners_destruction_leaves_the_other_partners_row():
    """'If a partner cannot complete his turn, his hand cards are lost and his row, but not the row of
    his partner.'"""
    s = position(players=4, hands={0: "M5", 1: "M1", 2: "M2", 3: "M3"},
                 rows={0: {"sun": "S10"}, 2: {"moon": "M10"}})
    s.apply(Destroy(0))
    assert not s.rows[0]["sun"] and row(s, 2, "moon") == "M10"


def test_partners_may_clear_from_both_team_rows():
    """Decision: 'Partners may clear from both team rows ("They build only one sun and one moon row
    together"); the cards go to the clearer's heap.'"""
    s = position(players=4, hands={0: "S5", 1: "M1", 2: "M2", 3: "M3"},
                 rows={2: {"moon": "M4 M5 M6 M7 M9"}, 1: {"sun": "S1 S2 S3 S4 S6"}})
    clears = [c for c in s.legal_commands() if type(c) is Clear]
    assert clears == [Clear(0, tuple(top(s, 2, "moon", i) for i in range(5)))]
    s.apply(clears[0])
    assert len(s.heaps[0]) == 5 and not s.rows[2]["moon"]


def test_partners_points_are_added():
    """'At the end of the game, the points of both partners are added. The team with most points is
    the winner.'"""
    s = position(players=4, hands={0: "S20", 1: "M20"}, heaps={0: "S1 S2", 2: "S3", 1: "M1 M2 M3"},
                 rows={3: {"moon": "M10"}}, phase="end", out=2, stopped=[3], rest="discard")
    assert s.points() == [2, 3, 1, -1]
    assert s.scores() == [3, 2, 3, 2] and s.result()["winners"] == [0, 2]


def test_a_four_player_game_plays_to_the_end():
    """'A 4-player partner game must also work' (the issue): sensible partners against random ones."""
    from rules.core import bot_move
    from rules.registry import GAMES
    spec = GAMES["sky-tango"]
    s = spec.new_game("multi", 4, "partners")
    bots = [spec.bots["sensible" if p % 2 == 0 else "random"](p, "partners") for p in range(4)]
    while not s.is_over:
        s.apply(bot_move(s, bots[s.actor]))
        assert s.inconsistency() is None
    assert s.result()["scores"][0] == s.result()["scores"][2]
