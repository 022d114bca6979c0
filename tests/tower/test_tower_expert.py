"""Tower's expert bot (rules/tower/expert.py): worlds drawn from a seat's view, the playout policy,
and positions where its search beats the sensible bot."""
import random
from collections import Counter

from tower_helpers import position

from rules.search import Budget
from rules.tower import new_game
from rules.tower.bots import BOTS, SensibleBot
from rules.tower.commands import Discard, Queen
from rules.tower.expert import GOOD_BOTTOM, LOW_PILE, TALL, ExpertBot, sensible_move, unseen, world


def _midgame(seed, players=2, steps=12):
    s = new_game("multi", players, seed)
    for _ in range(steps):
        s.apply(sensible_move(s, s.legal_commands()))
    return s


def test_expert_is_listed():
    assert BOTS["expert"] is ExpertBot


def test_a_world_deals_exactly_the_unseen_cards_and_keeps_what_the_view_shows():
    s = _midgame("world", players=3)
    seat = s.actor
    view = s.view(seat)
    hidden = sorted(s.deck + [c for p, h in enumerate(s.hands) if p != seat for c in h])
    assert unseen(view) == hidden
    rnd = random.Random(1)
    worlds = [world(view, seat, rnd) for _ in range(5)]
    for w in worlds:
        assert w.inconsistency() is None
        assert w.view(seat) == view
        assert w.hands[seat] == s.hands[seat] and w.towers == s.towers and w.kings == s.kings
        assert w.discard == s.discard
        dealt = sorted(w.deck + [c for p, h in enumerate(w.hands) if p != seat for c in h])
        assert dealt == hidden
        assert [len(h) for h in w.hands] == [len(h) for h in s.hands] and len(w.deck) == len(s.deck)
        assert w.seed != s.seed
    # The hidden cards really are drawn: the other hands differ between worlds.
    assert len({tuple(w.hands[(seat + 1) % 3]) for w in worlds}) > 1
    # Every unseen card lands in an opponent's hand about as often as its share says.
    counts = Counter()
    for _ in range(400):
        w = world(view, seat, rnd)
        counts.update(w.hands[(seat + 1) % 3])
    assert set(counts) <= set(hidden) and len(counts) > len(hidden) // 2


def test_the_playout_policy_is_the_sensible_bot():
    assert (GOOD_BOTTOM, LOW_PILE, TALL) == (SensibleBot.GOOD_BOTTOM, SensibleBot.LOW_PILE, SensibleBot.TALL)
    rnd = random.Random(3)
    for g in range(6):
        s = new_game("multi", 2 + g % 3, f"policy/{g}")
        while not s.is_over:
            legal = s.legal_commands()
            want = SensibleBot(s.actor, "t").choose(s.view(s.actor), legal)
            assert sensible_move(s, legal) == want
            s.apply(want if rnd.random() < 0.7 else rnd.choice(legal))


def test_the_expert_keeps_a_king_that_blocks_a_winning_sixth_stone():
    """"A tower protected by a king ... when building to that tower the construction card must be of
    value 3 or greater than the stone card" and "A queen may be played to remove a king". The pile
    is empty and every other card discarded, so the opponent's hand (A♥, 2♦) is known: with the
    King it cannot pay for its A♥ (2♦ < 1 + 3); the sensible bot's Queen would let it complete a
    tower of 37 against 36. Discarding keeps the King and the 36-36 tie."""
    s = position(2, hands={0: "QC 9D", 1: "AH 2D"}, towers={0: "10H 9S 8H 7S 2H", 1: "10S 9H 8S 7H 2S"},
                 kings={1: "KC"}, deck="", rest="discard", turn=0)
    view, legal = s.view(0), s.legal_commands()
    assert type(SensibleBot(0, "t").choose(view, legal)) is Queen
    bot = ExpertBot(0, "t", budget=Budget(iterations=120))
    choice = bot.choose(view, legal)
    assert type(choice) is Discard
    queen = next(m for m in bot.last.moves if type(m.command) is Queen)
    assert queen.value < bot.last.stats_of(choice).value


def test_a_search_is_reproducible():
    s = _midgame("repro")
    view, legal = s.view(s.actor), s.legal_commands()
    picks = {ExpertBot(s.actor, "r", budget=Budget(iterations=30)).choose(view, legal) for _ in range(2)}
    assert len(picks) == 1 and picks <= set(legal)


def test_the_hint_says_what_the_move_does():
    s = position(2, hands={0: "5S 10D JC"}, towers={0: "10H 9S 8H 7S 6H", 1: "10S 9H"}, deck="", rest="discard")
    view, legal = s.view(0), s.legal_commands()
    bot = ExpertBot(0, "t", budget=Budget(iterations=20))
    choice = bot.choose(view, legal)
    # 20 played-out games are too few for a win rate to mean anything: the reason quotes none.
    assert choice.name == "build" and bot.explain(view) == "it completes your tower: 45 points"
    attack = next(c for c in legal if c.name == "attack")
    # The hint reads as a sentence: the card in words, never a code or a suit symbol.
    assert ExpertBot.hooks.explain(view, attack, None) == "it knocks the 9 of hearts off Player 2's tower"


def test_a_reason_quotes_a_win_rate_only_from_enough_played_out_games():
    from rules.search import QUOTED_FROM, MoveStats, odds
    assert odds(MoveStats(None, QUOTED_FROM - 1, 0.6)) is None
    assert odds(MoveStats(None, QUOTED_FROM, 0.456)) == f"wins 46% of {QUOTED_FROM} simulated games"
    assert odds(None) is None


def test_cards_in_words():
    from rules.tower.cards import name
    assert [name(c) for c in ("AH", "7S", "10D", "JC", "QH", "KS", "XR", "XB")] == [
        "the ace of hearts", "the 7 of spades", "the 10 of diamonds", "the jack of clubs",
        "the queen of hearts", "the king of spades", "the red joker", "the black joker"]
