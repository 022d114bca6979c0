"""What the thing under the pointer is, at the Sky Totems table: after the kit's ``tooltip_at``
(``kit/words.py``) has asked an open chooser's items, ``_tip_places`` gives a name and its whole
text or rule for every element that has one (altar cards and missions, the totem tiles and the
totems on the altars, pedestals in the fields, the tray, the bag and the hoards, the stacks and
clouds of the altars, the round track). The shared overlay (base.py) draws it; nothing that is
hidden from this screen is ever named (a face-down card is only "a hidden mission").

``TableTooltips`` is mixed into ``TotemsTable`` (table.py); the texts of a design, a card and a totem
are ``words.py``'s.
"""
from __future__ import annotations

from rules.sky_totems.components import FIELDS_DEFAULT

from .words import Tip, card_tip, design_tip, designs_list, points, stack_words, tip, totem_tip


class TableTooltips:
    """``_tip_places`` of ``TotemsTable`` (see the module docstring)."""

    def _tip_places(self, pos) -> Tip | None:
        try:
            return self._tip(pos, self.shown)
        except (KeyError, IndexError, AttributeError, TypeError):
            return None          # something is between two states: no tooltip this frame

    def _tip(self, pos, v: dict) -> Tip | None:
        if self.chooser() and self.chooser_rect().collidepoint(pos):
            return None         # the chooser's panel hides the board (the kit asked its items first)
        # outside the chooser the board still explains itself (what a Bird is, while choosing)
        thing = self.board_at(pos)
        kind = thing[0] if thing else None
        if kind == "mission":
            seat = self.missions_seat()
            face = next(c for c in v["altars"][seat]["missions"] if c["id"] == thing[1])
            return card_tip(face) if "name" in face else tip("hidden", whom=self._obj(seat))
        if kind == "totem":
            return totem_tip(thing[1])
        if kind == "field":
            return self._field_tip(thing[1])
        if kind == "ped":
            return design_tip(self.model.face(thing[1]))
        if kind == "cloud":
            return tip("cloud")
        if kind == "bag":
            return self._bag_tip(pos)
        if self.layout["round"].collidepoint(pos):
            return tip("round", round=v["round"], rounds=v["rounds"])
        for p in range(self.n):
            if self.seat_r[p].collidepoint(pos):
                return self._altar_tip(self.seat_at_pos(p), pos)
        return None

    def _field_tip(self, f: int) -> Tip:
        name = self.field_label(f)
        if f >= self.model.n_fields:
            return tip("blocked field", field=name, used=self.model.n_fields, slots=FIELDS_DEFAULT)
        pieces = [self.model.face(p) for p in self.model.ids(f"field.{f}")]
        if not pieces:
            return tip("empty field", field=name)
        return tip("field", field=name, designs=designs_list(pieces), key=f + 1)

    def _bag_tip(self, pos) -> Tip:
        """The sack's tip, or in its legend the design under the pointer (``BagZone.legend_slots``:
        its rows and columns as drawn)."""
        total = self.model.count("bag")
        if not self.bag_counts_rect().collidepoint(pos):
            return tip("bag", total=total)
        for d, cell in self.zones["bag"].legend_slots(self):
            if cell.collidepoint(pos):
                return design_tip(d, self.model.bag_counts().get(d, 0))
        return tip("bag legend", total=total)

    def _altar_tip(self, seat: int, pos) -> Tip | None:
        cards = self.altar_cards(seat)
        for (face, what), r in zip(cards, self.card_strip_rects(seat, len(cards))):
            if r.collidepoint(pos):
                if face is None:
                    return tip("hidden", whom=self._obj(seat))
                name, text = card_tip(face, what == "start")
                if what == "revealed":
                    text = f"Revealed: +{points(face['points'])}. " + text
                return name, text
        hoard = self.hoard_rect(seat)       # None while the hoard is empty
        if hoard is not None and hoard.collidepoint(pos):
            return tip("hoard", designs=designs_list([self.model.face(p) for p in self.model.ids(f"hoard.{seat}")]))
        cell = self.grid_of(seat).cell_at(pos)
        if cell is None:
            return None
        cover = self.model.cover[seat]
        if cell in cover:
            t = self.model.totems[seat][cover[cell]]
            return totem_tip(t["kind"], t)
        stack = self.model.altar(seat).get(cell)
        if stack is None:
            return None
        if not stack:
            return tip("bare cloud")
        designs = [self.model.face(p) for p in stack]
        return tip("stack", n=len(stack), what=stack_words(designs), low=designs[0])
