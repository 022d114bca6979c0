"""Sky Towers: build towers to exactly 21 (rulebook: docs/rulebooks/sky-towers.txt).

Modes: ``multi`` (2-4 players), ``light`` (Light solitaire; option ``difficulty`` easy 5/5, normal
4/4, challenging 3/3, hard 2/2) and ``taroma`` (solitaire against Taroma; ``difficulty`` normal or
hard, where Taroma builds a third tower). Taroma is part of the rules, not a bot: seat 1, never the
actor, its turns applied inside the state with a ``caption`` on each event ("1A" ... "1E", "2").

Commands (fields int, str, bool or tuples of ints; towers are ``"<owner>.<slot>"``):
    Play(seat, cards, tower)   cards: a tuple of ids, any order, kept ascending ((12, 40) for several 4s;
                               JSON [12, 40]; old saves' "12,40" still load)
    Draw(seat, discard=-1)     also option B of a 6; Light with a full hand: discard = the card
    Return(seat, tower)        one of your incomplete towers (Light: to the discard pile)
    Discard(seat, card)        after a 5: one card from your hand onto the deck, by the discarding seat
    Ask(seat, target, value)   after your 6 (option A), multiplayer only
    EndTurn(seat)              in a last turn (up to 3 actions), or when no action is possible
    EndGame(seat)              Light solitaire only

Zones in events: ``deck``, ``hand.<seat>``, ``row.1`` (Taroma's row), ``tower.<owner>.<slot>``,
``completed.<owner>`` (with ``stack``), ``discard`` (Light), ``bonus`` (the table) and
``bonus.<seat>``. Event kinds: move, flip, shuffle, complete, bonus, effect, must_discard, ask,
deck_empty, last_round, resume, turn, end_turn, taroma_step, taroma_idle, game_over. A move carries
``face`` when the card is public, or ``private_face`` with ``seen_by`` when only some seats know it.

Positions for tests and puzzles: ``positions.position`` (documented there). Legality has one source,
``legal_commands()``; ``apply`` accepts exactly the listed commands.
"""
from rules.spec import lazy_exports

from .spec import SPEC

# What the package offers, loaded on first use (PEP 562), so that finding the game's SPEC does not
# load its rules: name -> "module:attribute".
_LAZY = {
    "BOTS": "bots:BOTS",
    "SensibleBot": "bots:SensibleBot",
    "Ask": "commands:Ask",
    "Discard": "commands:Discard",
    "Draw": "commands:Draw",
    "EndGame": "commands:EndGame",
    "EndTurn": "commands:EndTurn",
    "Play": "commands:Play",
    "Return": "commands:Return",
    "ASK": "phases:ASK",
    "DISCARD": "phases:DISCARD",
    "LIGHT": "phases:LIGHT",
    "MULTI": "phases:MULTI",
    "OVER": "phases:OVER",
    "TAROMA": "phases:TAROMA",
    "TAROMA_MODE": "phases:TAROMA_MODE",
    "TURN": "phases:TURN",
    "SkyTowersState": "state:SkyTowersState",
    "new_game": "state:new_game",
}

__getattr__ = lazy_exports(__name__, _LAZY, globals())


__all__ = ["BOTS", "SPEC", "SensibleBot", "SkyTowersState", "new_game", "Play", "Draw", "Return", "Discard",
           "Ask", "EndTurn", "EndGame", "MULTI", "LIGHT", "TAROMA_MODE", "TAROMA", "TURN", "DISCARD", "ASK",
           "OVER"]
