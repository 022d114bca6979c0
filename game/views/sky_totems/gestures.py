"""The mouse and the keyboard at the Sky Totems table: hovering, pressing, dragging a pedestal, a
cloud, a field, the bag or a totem tile and dropping it on the altar grid, the right button that
turns a totem, and the keys (Tab, the arrows and Enter; digits; R, E, D; U or Ctrl+Z; X, Backspace
or Delete to put a totem back).

``TableGestures`` is mixed into ``SkyTotemsView`` (view.py); ``TableView.handle_event`` calls it.
What a gesture lands on is ``targets.py``'s business. Every refused gesture says why through
``rejected(reason, at)``, at the thing it was aimed at.
"""
from __future__ import annotations

import pygame

from rules.core import Command
from rules.sky_totems.commands import (BuildTotem, DrawPedestals, EndTurn, PlaceCloud, PlacePedestal, TakeField,
                                       TradePedestal)

from rules.sky_totems.components import FIELDS_DEFAULT

from ..base import ACTIVATE_KEYS, DIGIT_KEYS, DRAG_THRESHOLD, FOCUS_KEYS
from .moves import totem_cells


class TableGestures:
    """The mouse and keyboard of ``SkyTotemsView`` (see the module docstring)."""

    def _motion(self, pos) -> bool:
        self.mouse = pos
        hover = self._target_at(pos) if self.interactive else None
        if hover != self.hover:
            self.hover = hover
            self._bump("hover")
        for b in self.buttons.values():
            b.hover = b.enabled and b.rect.collidepoint(pos)
        self._set_cursor(self.drag is not None or (hover is not None and hover != ("dialog",)))
        if self.drag:
            d = self.drag
            d["pos"] = pygame.Vector2(pos) - d["offset"]
            if (pygame.Vector2(pos) - d["start"]).length() >= DRAG_THRESHOLD:
                d["moved"] = True
        return bool(self.drag)

    def _right_click(self, pos) -> bool:
        if (self.drag and self.drag["kind"] == "totem") or (self.sel and self.sel[0] == "totem"):
            self.rotate()
            return True
        return False

    def _mouse_down(self, pos) -> bool:
        self.press = None
        a = self.human_actor()
        if a is None:
            self.press = self._target_at(pos)
            return self.press is not None
        target = self._target_at(pos)
        if target is None:
            return False
        kind = target[0]
        if kind == "ped":
            pid = target[1]
            i = self.d.tray().index(pid)
            c = self._tray_slot(i, len(self.d.tray()))
            return self._start_drag("ped", pos, c, self._tray_piece_w(), pid=pid)
        if kind == "cloud":
            return self._start_drag("cloud", pos, pygame.Vector2(self._cloud_token_rect().center),
                                    self._cloud_token_rect().w)
        if kind == "field" and target[1] in self.moves.fields():
            box = self.field_boxes()[target[1]]
            return self._start_drag("field", pos, pygame.Vector2(box.center), box.w, field=target[1])
        if kind == "totem":
            r = dict(self.totem_rects())[target[1]]
            opts = self.moves.builds(target[1])
            if opts and not any(vv == self.vertical for _x, _y, vv in opts):
                self.vertical = opts[0][2]
            return self._start_drag("totem", pos, pygame.Vector2(r.center), r.w, totem=target[1])
        if kind == "bag" and self.moves.draws():
            return self._start_drag("bag", pos, pygame.Vector2(self._bag_rect().center), self._bag_rect().w)
        self.press = target
        return True

    def _start_drag(self, kind: str, pos, center, w, **extra) -> bool:
        self.drag = {"kind": kind, "offset": pygame.Vector2(pos) - pygame.Vector2(center),
                     "start": pygame.Vector2(pos), "pos": pygame.Vector2(center), "w": w, "moved": False, **extra}
        self._bump("tray", "fields", "bag", "shown", ("altar", self.shown.get("actor", 0) or 0))
        return True

    def _drop(self, pos) -> None:
        d = self.drag
        a = self.human_actor()
        kind = d["kind"]
        if not d["moved"]:
            # a click, not a drag
            self.drag = None
            self._bump("tray", "fields", "bag", "shown")
            if kind == "ped":
                self._activate(("ped", d["pid"]))
            elif kind == "cloud":
                self._activate(("cloud",))
            elif kind == "field":
                self._activate(("field", d["field"]))
            elif kind == "totem":
                self._activate(("totem", d["totem"]))
            elif kind == "bag":
                self._activate(("bag",))
            return
        if a is None:
            self._snap_back()
            return
        cell = self.grid_of(a).cell_at(pos)
        over_bag = self._bag_rect().inflate(self.layout.px(16), self.layout.px(16)).collidepoint(pos) or \
            self._bag_counts_rect().collidepoint(pos)
        over_tray = self.layout["tray"].collidepoint(pos)
        seat_at = self._altar_seat_at(pos)
        cmd: Command | None = None
        g = self.grid_of(a)
        at = g.rect(*cell) if cell is not None else None
        if kind == "ped":
            pid = d["pid"]
            if over_bag:
                cmd = TradePedestal(a, pid)
                at = self._bag_rect()
            elif cell is not None:
                cmd = PlacePedestal(a, pid, cell[0], cell[1])
        elif kind == "cloud":
            if cell is not None:
                cmd = PlaceCloud(a, cell[0], cell[1])
        elif kind == "field":
            if over_tray or seat_at == a:
                cmd = TakeField(a, d["field"])
                at = self.field_boxes()[d["field"]]
        elif kind == "bag":
            if over_tray or seat_at == a:
                cmd = DrawPedestals(a)
                at = self._bag_rect()
        elif kind == "totem":
            k = d["totem"]
            if cell is not None:
                # only the lit placement under the pointer builds; elsewhere (a red cell) the rules
                # refuse the shape as it lies there, with their reason
                place = self.totem_snap(k, pos, a)
                if place is not None:
                    at = g.rect_of(totem_cells(k, *place))
                else:
                    place = self._raw_placement(k, pos, a)
                if place is not None:
                    cmd = BuildTotem(a, k, *place)
        if cmd is None:
            if seat_at is not None and seat_at != a and kind in ("ped", "cloud", "totem"):
                self.rejected("That altar is not the one playing: drop it on the altar outlined in gold.",
                              self.layout[f"altar.{self.pos_of(seat_at)}"])
                return
            self._snap_back()
            return
        if kind == "ped":
            # the piece lands where it was dropped: the move animation starts from there
            pid = d["pid"]
            self.drag = None
            drop_pos = d["pos"]
            ok = self._submit(cmd, at)
            if ok:
                for fl in self.flyers:
                    if fl.pid == pid:
                        fl.pos = pygame.Vector2(drop_pos)
                        if fl.tw:
                            fl.tw.on_start and fl.tw.on_start()
            else:
                self.drag = d
                self._snap_back()
            return
        self.drag = None
        if not self._submit(cmd, at):
            self._bump("tray", "fields", "bag", "shown")

    def _key(self, ev) -> bool:
        k = ev.key
        if not self.interactive:
            return False
        if not self.idle and k != pygame.K_ESCAPE:
            self.skip()
        mods = getattr(ev, "mod", 0)
        if k in FOCUS_KEYS:
            return self._cycle_focus(k, mods)
        if k in ACTIVATE_KEYS:
            if self.focus is not None:
                target = self.focus
                self._activate(target)
                if self.focus is not None and self.focus not in self._focus_targets():
                    self.focus = None
                return True
            return False
        if k == pygame.K_u or (k == pygame.K_z and mods & pygame.KMOD_CTRL):
            self._click_undo()
            return True
        a = self.human_actor()
        if a is None:
            return False
        if k == pygame.K_r:
            self.rotate()
            return True
        if k == pygame.K_e:
            self._submit(EndTurn(a))
            return True
        if k == pygame.K_d:
            self._submit(DrawPedestals(a), self._bag_rect())
            return True
        if k in (pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_x):
            if self.sel and self.sel[0] == "totem":
                self.sel = None
                self._bump("shown", ("altar", a))
                return True
            return False
        if k in DIGIT_KEYS:
            i = DIGIT_KEYS[k] - 1
            dlg = self.dialog()
            if dlg:
                opts = dlg[1]
                if i < len(opts):
                    self._activate(("start", opts[i]) if dlg[0] == "start" else ("design", opts[i]))
                return True
            if i < FIELDS_DEFAULT:
                self._take_field(i)         # the key's number is the field's label; a blocked one says so
                return True
        return False
