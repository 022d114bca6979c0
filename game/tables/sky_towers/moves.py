"""Where a Sky Towers card may go, and why not (no pygame).

A hand card's targets are the towers it may be played on, ``("tower", "O.K")`` (``O.K``: the rules'
tower name), in Light with a full hand ``("discard",)`` (discarded face down to draw) and after a 5
``("deck",)`` (put back; the 5's chooser orders the cards). Several 4s picked together (``group``)
go onto a tower as one Play. The top card of one of your towers stands for the whole tower: dropped
on your hand, ``("hand", seat)`` (Light: also on the discard pile), it is a Return.
"""
from __future__ import annotations

from rules.sky_towers.commands import Discard, Draw, Play, Return

from ..kit.moves import Moves, Option

DISCARD = ("discard",)


def tower(name: str) -> tuple:
    return ("tower", name)


class SkyMoves(Moves):

    def __init__(self, shown, legal, seat, check, group: tuple = ()):
        super().__init__(shown, legal, seat, check)
        self.group = tuple(sorted(group))          # the 4s picked together (more than one), or ()

    def _index(self) -> dict:
        out: dict[int, dict[tuple, Option]] = {}
        for c in self.legal:
            if isinstance(c, Play) and len(c.cards) == 1:
                out.setdefault(c.cards[0], {})[tower(c.tower)] = Option(tower(c.tower), command=c)
            elif isinstance(c, Discard):         # the 5: back on the deck (the chooser orders them)
                out.setdefault(c.card, {})[("deck",)] = Option(("deck",), command=c)
            elif isinstance(c, Draw) and c.discard != -1:
                out.setdefault(c.discard, {})[DISCARD] = Option(DISCARD, command=c)
            elif isinstance(c, Return):
                stones = self.shown.ids(f"tower.{c.tower}")
                if stones:
                    places = [("hand", c.seat)] + ([DISCARD] if "discard" in self.shown else [])
                    for place in places:
                        out.setdefault(stones[-1], {})[place] = Option(place, command=c)
        # the 4s picked together go only where they go as one Play
        together = {tower(c.tower): Option(tower(c.tower), command=c)
                    for c in self.of_kind(Play) if c.cards == self.group}
        out.update({card: together for card in self.group})
        return out

    def cards_of(self, card: int) -> tuple:
        """The cards that go with ``card``: its group of 4s, or itself."""
        return self.group if card in self.group else (card,)

    def why_not(self, card: int, target: tuple) -> str:
        a = self.seat
        if a is None or target in self.options(card):
            return ""
        if target == DISCARD:
            return "A card goes onto the discard pile only to draw with a full hand."
        if target[0] != "tower":
            return ""
        return self.reason(Play(a, self.cards_of(card), target[1])) or "That card cannot go there."

    def relevant(self, card: int, target: tuple) -> bool:
        """Your own towers, and another player's tower an 8 or a 9 may cover: marked blocked (with
        the rules' reason) where the card may not go."""
        if self.seat is None or target[0] != "tower" or self.shown.zone_of(card) != f"hand.{self.seat}":
            return False
        owner = int(target[1].split(".")[0])
        # (Light has one seat: every tower there is yours)
        return owner == self.seat or (len(self.cards_of(card)) == 1 and self.code(card) in (8, 9)
                                      and bool(self.shown.ids(f"tower.{target[1]}")))
