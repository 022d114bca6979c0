"""What each thing at the Sky Totems table may do, and where (no pygame).

The things a person moves are the kit's cards: a pedestal of the tray (its id), the cloud tile
waiting (``CLOUD``), a Pedestal Field (``("field", f)``), the bag (``BAG``: draw from it) and a
totem tile (``("totem", kind)``). Their targets: an altar's cell ``("cell", seat, x, y)``, a
totem's placement ``("build", kind, x, y, vertical)``, the bag ``("bag",)`` (a pedestal traded),
the tray or the acting altar (``("tray", seat)``, ``("altar", seat)``: a field taken, pedestals
drawn). The choosers (the starting altar card, a pedestal from the bag) are ``Choice`` steps with
no card. ``why_not`` says the rules' own reason, or the board's where the thing itself says it.
"""
from __future__ import annotations

from rules.sky_totems.commands import (BuildTotem, ChooseDesign, ChooseStart, DrawPedestals, EndTurn, PlaceCloud,
                                       PlacePedestal, Reveal, TakeField, TradePedestal)
from rules.sky_totems.components import TOTEM_CELLS

from ..kit.moves import Choice, Moves, Option
from .words import field_label

CLOUD = "cloud"
BAG = "bag"


def totem_cells(kind: str, x: int, y: int, vertical: bool) -> list[tuple[int, int]]:
    n = TOTEM_CELLS[kind]
    return [(x, y + k) if vertical else (x + k, y) for k in range(n)]


# Each legal command as what it moves and the targets it is played on (seat ``a``, the acting altar):
# a field taken and pedestals drawn go to the tray or onto the altar alike.
PLAYS = {
    PlacePedestal: lambda c, a: (c.pedestal, [("cell", a, c.x, c.y)]),
    TradePedestal: lambda c, a: (c.pedestal, [("bag",)]),
    PlaceCloud: lambda c, a: (CLOUD, [("cell", a, c.x, c.y)]),
    TakeField: lambda c, a: (("field", c.field), [("tray", a), ("altar", a)]),
    DrawPedestals: lambda c, a: (BAG, [("tray", a), ("altar", a)]),
    BuildTotem: lambda c, a: (("totem", c.kind), [("build", c.kind, c.x, c.y, c.vertical)]),
}


class TotemsMoves(Moves):

    def _index(self) -> dict:
        out: dict = {}
        for c in self.legal:
            play = PLAYS.get(type(c))
            if play is None:
                continue
            thing, targets = play(c, self.seat)
            for target in targets:
                out.setdefault(thing, {})[target] = Option(target, command=c)
        return out

    # ------------------------------------------------------------------ what may be done now
    def builds(self, kind: str) -> list[tuple]:
        """The legal placements (x, y, vertical) of a ``kind`` totem."""
        return [t[2:] for t in self.options(("totem", kind))]

    def buildable(self) -> list[str]:
        return [c.kind for c in self.of_kind(BuildTotem)]

    def place_cells(self, pid: int) -> set:
        """The cells of the acting altar pedestal ``pid`` may go to."""
        return {t[2:] for t in self.options(pid) if t[0] == "cell"}

    def draws(self) -> bool:
        return self.playable(BAG)

    def ends(self) -> bool:
        return self.one(EndTurn) is not None

    def cloud_cells(self) -> set:
        return {t[2:] for t in self.options(CLOUD)}

    def fields(self) -> set[int]:
        return {c.field for c in self.of_kind(TakeField)}

    def reveals(self) -> set[int]:
        return {c.card for c in self.of_kind(Reveal)}

    def dialog(self) -> Choice | None:
        """The chooser open now: the starting altar card (``kind`` "start", picks: card ids) or a
        pedestal from the bag ("design": designs; ``target`` says why), else None."""
        if self.seat is None:
            return None
        v = self.shown.view
        starts = self.of_kind(ChooseStart)
        if v.get("phase") == "choose" and starts:
            cards = v["altars"][self.seat]["hand"]
            if cards and "name" in cards[0]:
                return Choice("start", (), {c.card: c for c in starts})
        designs = self.of_kind(ChooseDesign)
        if v.get("choice") and designs:
            return Choice("design", (v["choice"]["why"],), {c.design: c for c in designs})
        return None

    # ------------------------------------------------------------------ why not
    def why_not(self, card, target: tuple) -> str:
        if self.seat is None or target in self.options(card):
            return ""
        a = self.seat
        kind = target[0]
        if kind in ("cell", "altar") and target[1] != a:
            return "That altar is not the one playing: drop it on the altar outlined in gold."
        if kind == "cell" and card == CLOUD:
            return self.reason(PlaceCloud(a, *target[2:]))
        if kind == "cell" and isinstance(card, int):
            return self.reason(PlacePedestal(a, card, *target[2:]))
        if kind == "build":
            return self.reason(BuildTotem(a, *target[1:]))
        if kind == "bag" and isinstance(card, int):
            return self.reason(TradePedestal(a, card))
        if isinstance(card, tuple) and card[0] == "field":
            return self.field_refusal(card[1]) or self.reason(TakeField(a, card[1]))
        if card == BAG:
            return self.reason(DrawPedestals(a))
        return ""

    def field_refusal(self, f: int) -> str:
        """Why Pedestal Field ``f`` (0-based) cannot be taken, in the board's numbering, when the
        reason is the field itself; "" otherwise (the rules then say why). The board has five
        fields (keys 1-5); with 1-3 altars the last is blocked."""
        used = self.shown.n_fields
        if f >= used:
            return (f"{field_label(f)} is blocked: with {used} fields in play (1 to 3 altars) the "
                    f"rulebook blocks the last one.")
        if not self.shown.ids(f"field.{f}"):
            return f"{field_label(f)} is empty: it is refilled at the end of the round."
        return ""

    def totem_refusal(self, kind: str) -> str:
        """Why no ``kind`` totem can be built now."""
        v = self.shown.view
        if kind == "Cat":
            return "The Cat Totem is never built by hand: it comes by itself on a stack of 6 or more."
        if v.get("phase") != "turn":
            return "Totems are built during the turn, as its action."
        if v.get("done") or v.get("tray") or v.get("construct"):
            return "This turn's action is already taken."
        return f"No {kind} Totem can stand on this altar now: its condition is not met anywhere."
