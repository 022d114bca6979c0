"""What a click or Enter acts on at the Sky Totems table: the target under the pointer, the order
Tab steps through, the command each target makes, and where a totem being placed snaps to.

``TableTargets`` is mixed into ``SkyTotemsView`` (view.py). A target is a tuple naming one thing,
such as ``("ped", pid)``, ``("cell", seat, x, y)``, ``("build", kind, x, y, vertical)``,
``("totem", kind)``, ``("start", card)`` or a button's ``("end",)``.

What the pointer shows is what a drop does: a cell outlined in red (``refused_at``) refuses the
drop with its reason; a totem builds only on a lit placement that covers the cell under the pointer
(``totem_snap``), never on a legal place nearby.
"""
from __future__ import annotations

import pygame

from rules.sky_totems.commands import (BuildTotem, ChooseDesign, ChooseStart, DrawPedestals, EndTurn, PlaceCloud,
                                       PlacePedestal, Reveal, TakeField, TradePedestal)
from rules.sky_totems.components import TOTEM_CELLS

from .moves import totem_cells


class TableTargets:
    """What ``SkyTotemsView``'s clicks and keys act on (see the module docstring)."""

    def _actor_altar_cell(self, pos) -> tuple[int, int] | None:
        a = self.shown.get("actor")
        if a is None:
            return None
        return self.grid_of(a).cell_at(pos)

    def _altar_seat_at(self, pos) -> int | None:
        for p in range(self.n):
            if self.layout[f"altar.{p}"].collidepoint(pos):
                return self.seat_at_pos(p)
        return None

    def _target_at(self, pos) -> tuple | None:
        """The thing under ``pos`` a click would act on."""
        if self.show_buttons:
            for key, b in self.buttons.items():
                if b.rect.collidepoint(pos):
                    return (key,)
        a = self.human_actor()
        if a is None:
            return None
        if self.dialog():
            for target, r in self.dialog_rects:
                if r.collidepoint(pos):
                    return target
            return ("dialog",)
        for i, pid in enumerate(self.d.tray()):
            if self._tray_rect(i, len(self.d.tray())).collidepoint(pos):
                return ("ped", pid)
        if self.shown.get("clouds_to_place") or self.shown.get("phase") == "start_cloud":
            if self._cloud_token_rect().collidepoint(pos):
                return ("cloud",)
        for f, box in enumerate(self.field_boxes()):
            if box.collidepoint(pos):
                return ("field", f)          # a blocked or empty field too: a click says why
        if self._bag_rect().inflate(self.layout.px(10), self.layout.px(10)).collidepoint(pos) or \
                self._bag_counts_rect().collidepoint(pos):
            return ("bag",)
        for kind, r in self.totem_rects():
            if r.collidepoint(pos):
                return ("totem", kind)
        for card, r in self.mission_rects():
            if self._reveal_button_rect(r).collidepoint(pos) and card in self.moves.reveals():
                return ("reveal", card)
        cell = self._actor_altar_cell(pos)
        if cell is not None:
            return ("cell", a, cell[0], cell[1])
        return None

    def _focus_targets(self) -> list[tuple]:
        out: list[tuple] = []
        a = self.human_actor()
        if a is not None:
            dlg = self.dialog()
            if dlg:
                if dlg[0] == "start":
                    out += [("start", c) for c in dlg[1]]
                else:
                    out += [("design", d) for d in dlg[1]]
            elif self.moves.cloud_cells():
                out += [("cell", a, x, y) for x, y in sorted(self.moves.cloud_cells(), key=lambda c: (c[1], c[0]))]
            elif self.sel and self.sel[0] == "ped":
                pid = self.sel[1]
                out += [("cell", a, x, y) for x, y in sorted(self.moves.place_cells(pid), key=lambda c: (c[1], c[0]))]
                if self.moves.trades(pid):
                    out.append(("bag",))
                out += [("ped", p) for p in self.d.tray() if p != pid]
            else:
                if self.sel and self.sel[0] == "totem":
                    kind = self.sel[1]
                    out += [("build", kind, x, y, vv) for x, y, vv in self.moves.builds(kind)]
                out += [("field", f) for f in sorted(self.moves.fields())]
                if self.moves.draws():
                    out.append(("bag",))
                out += [("totem", k) for k in (self.shown.get("totem_kinds") or []) if k in self.moves.buildable()
                        and not (self.sel and self.sel == ("totem", k))]
            out += [("reveal", c) for c in sorted(self.moves.reveals())]
            if self.moves.ends():
                out.append(("end",))
            if self.session.can_undo():
                out.append(("undo",))
        if self.interactive and self.show_buttons:
            out.append(("menu",))
        return out

    def _activate(self, target: tuple) -> None:
        kind = target[0]
        if kind == "menu":
            self._click_menu()
            return
        if kind == "undo":
            self._click_undo()
            return
        a = self.human_actor()
        if a is None:
            return
        if kind == "end":
            self._submit(EndTurn(a))
        elif kind == "field":
            self._take_field(target[1])
        elif kind == "bag":
            if self.sel and self.sel[0] == "ped" and not self.moves.draws():
                self._submit(TradePedestal(a, self.sel[1]))
            else:
                self._submit(DrawPedestals(a))
        elif kind == "ped":
            self.sel = ("ped", target[1])
            self._bump("tray", ("altar", a))
        elif kind == "cloud":
            self.sel = ("cloud",)
        elif kind == "totem":
            k = target[1]
            if self.sel == ("totem", k):
                self.sel = None
            else:
                self.sel = ("totem", k)
                opts = self.moves.builds(k)
                if opts:
                    self.vertical = opts[0][2]
                else:
                    self.sel = None
                    self.rejected(self.moves.totem_refusal(k), dict(self.totem_rects()).get(k))
            self._bump("shown", ("altar", a))
        elif kind == "build":
            _, k, x, y, vv = target
            self._submit(BuildTotem(a, k, x, y, vv), self.grid_of(a).rect_of(totem_cells(k, x, y, vv)))
        elif kind == "cell":
            _, _seat, x, y = target
            at = self.grid_of(a).rect(x, y)
            if self.moves.cloud_cells() or (self.sel and self.sel[0] == "cloud"):
                self._submit(PlaceCloud(a, x, y), at)
            elif self.sel and self.sel[0] == "ped":
                self._submit(PlacePedestal(a, self.sel[1], x, y), at)
            elif self.sel and self.sel[0] == "totem":
                self._build_at(self.sel[1], at.center)
        elif kind == "reveal":
            self._submit(Reveal(a, target[1]))
        elif kind == "start":
            self._submit(ChooseStart(a, target[1]))
        elif kind == "design":
            self._submit(ChooseDesign(a, target[1]))
        self._bump("shown")

    def _take_field(self, f: int) -> None:
        """Take Pedestal Field ``f`` (0-based; the board labels it ``f + 1``), or say why not, at
        the field."""
        a = self.human_actor()
        if a is None:
            return
        boxes = self.field_boxes()
        at = boxes[f] if 0 <= f < len(boxes) else None
        if f in self.moves.fields():
            self._submit(TakeField(a, f), at)
            return
        why = self.moves.field_refusal(f)
        if why:
            self.rejected(why, at)
        else:
            self._submit(TakeField(a, f), at)       # the rules say why (another step comes first...)

    def refused_at(self, x: int, y: int) -> bool:
        """Whether what is being dragged (or is selected) would be refused on the cell (x, y) of
        the deciding altar: that cell is outlined in red, and a drop there is refused."""
        a = self.human_actor()
        if a is None:
            return False
        d = self.drag
        kind = d["kind"] if d else (self.sel[0] if self.sel else None)
        if kind == "ped":
            pid = d["pid"] if d else self.sel[1]
            return (x, y) not in self.moves.place_cells(pid)
        if kind == "cloud":
            return (x, y) not in self.moves.cloud_cells()
        if kind == "totem":
            k = d["totem"] if d else self.sel[1]
            return self._snap_cell(k, (x, y), a) is None
        return False

    # --- totem placement
    def totem_snap(self, kind: str, pos, seat: int) -> tuple | None:
        """The legal placement of ``kind`` that covers the cell under ``pos`` (the same orientation
        first, then the one centred nearest the pointer), or None: a totem never snaps to a place
        beside the pointer."""
        cell = self.grid_of(seat).cell_at(pos)
        if cell is None:
            return None
        return self._snap_cell(kind, cell, seat, pos)

    def _snap_cell(self, kind: str, cell, seat: int, pos=None) -> tuple | None:
        g = self.grid_of(seat)
        best = None
        for x, y, vv in self.moves.builds(kind):
            cells = totem_cells(kind, x, y, vv)
            if tuple(cell) not in cells:
                continue
            c = pygame.Vector2(g.rect_of(cells).center)
            dist = (0 if vv == self.vertical else 1e6) + (c.distance_to(pos) if pos is not None else 0)
            if best is None or dist < best[0]:
                best = (dist, (x, y, vv))
        return best[1] if best else None

    def _raw_placement(self, kind: str, pos, seat: int) -> tuple | None:
        cell = self.grid_of(seat).cell_at(pos)
        if cell is None:
            return None
        back = (TOTEM_CELLS[kind] - 1) // 2
        x, y = cell
        return (x, y - back, True) if self.vertical else (x - back, y, False)

    def _build_at(self, kind: str, pos) -> bool:
        """Build ``kind`` on the lit placement under ``pos``; where none is lit, the rules refuse the
        shape as it lies under the pointer, with their reason, at that cell."""
        a = self.human_actor()
        if a is None:
            return False
        g = self.grid_of(a)
        cell = g.cell_at(pos)
        if cell is None:
            return False
        place = self.totem_snap(kind, pos, a)
        if place is None:
            place = self._raw_placement(kind, pos, a)
            if place is None:
                return False
            return self._submit(BuildTotem(a, kind, *place), g.rect(*cell))
        x, y, vv = place
        return self._submit(BuildTotem(a, kind, x, y, vv), g.rect_of(totem_cells(kind, x, y, vv)))

    def rotate(self) -> None:
        self.vertical = not self.vertical
        a = self.shown.get("actor")
        if a is not None:
            self._bump(("altar", a))
