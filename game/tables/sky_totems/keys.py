"""What the mouse and the keys act on at the Sky Totems table.

The things a person takes up with the mouse (the kit drags them, ``kit/pointer.py``): a pedestal of
the tray, the cloud tile, a field that may be taken, the bag while it may be drawn from and a totem
tile. A click on one (no drag) acts on it: a pedestal, the cloud or a totem tile is picked (then a
click on a lit place plays it there), a field is taken, the bag drawn from. Anything else under the
pointer is a target (``_target_at``): a cell of the acting altar, a Reveal button, a button. A
target is a tuple such as ``("ped", pid)``, ``("cell", seat, x, y)``, ``("build", kind, x, y,
vertical)``, ``("totem", kind)`` or ``("end",)`` (``spec.HINT_FOCUS`` lights the hint's first step
with them). While a chooser is open the kit's ``ItemChooser`` takes the pointer and the keys
(``choosers.py``); its items, ``("start", card)`` and ``("design", name)``, are sent here.

The keys are the kit's (``kit/keys.py``): Tab (Shift+Tab) and the arrows move the focus, Enter or
Space act on it (with nothing focused and a thing picked, Enter goes to its first place); 1-5 take
that field; D draws from the bag, E ends the turn (or passes), R or the right button turns a totem,
X, Backspace or Delete puts a picked totem back; and the table's own: U or Ctrl+Z takes a step
back. Part of ``TotemsTable`` (table.py).
"""
from __future__ import annotations

import pygame

from rules.sky_totems.commands import ChooseDesign, ChooseStart, DrawPedestals, Reveal
from rules.sky_totems.components import FIELDS_DEFAULT

from .moves import BAG, CLOUD


class TotemsKeys:
    """The mouse's things and the keys of ``TotemsTable`` (see the module docstring)."""

    KEYS = {pygame.K_r: "rotate", pygame.K_e: "_click_end", pygame.K_d: "draw_from_bag",
            pygame.K_x: "cancel_choice", pygame.K_DELETE: "cancel_choice"}

    # ------------------------------------------------------------------ the things taken up
    def _thing_at(self, pos):
        """A pedestal of the tray, the cloud tile, a field that may be taken, the bag while it may be
        drawn from, a totem tile (the table has no hand: the tray is the acting altar's). The kit asks
        only while a person here acts."""
        target = self._target_at(pos)
        kind = target[0] if target else None
        if kind == "ped":
            return self.sprites.get(target[1])
        if kind == "cloud":
            r = self.cloud_token_rect()
            return self.SPRITE(CLOUD, r.center, r.w)
        if kind == "field" and target[1] in self.moves.fields():
            box = self.field_boxes()[target[1]]
            return self.SPRITE(target, box.center, box.w)
        if kind == "bag" and self.moves.draws():
            return self.SPRITE(BAG, self.bag_rect().center, self.bag_rect().w)
        if kind == "totem":
            opts = self.moves.builds(target[1])
            if opts and not any(v == self.vertical for _x, _y, v in opts):
                self.vertical = opts[0][2]
            r = dict(self.totem_rects())[target[1]]
            return self.SPRITE(target, r.center, r.w)
        return None

    def _start_drag(self, s, pos) -> bool:
        """A field's pedestals come along with it."""
        super()._start_drag(s, pos)
        if isinstance(s.id, tuple) and s.id[0] == "field":
            self._drag_along([self.sprites[c] for c in self.model.ids(f"field.{s.id[1]}") if c in self.sprites], pos)
        return True

    def _clicked(self, thing) -> None:
        """A thing taken up and let go where it was acts as its target: ``("ped", pid)``, ``("cloud",)``..."""
        if isinstance(thing, int):
            thing = ("ped", thing)
        self._activate((thing,) if isinstance(thing, str) else thing)

    def _hover_at(self, pos):
        return self._target_at(pos) if self.interactive else None

    def _actionable(self, pos) -> bool:
        return self.hover is not None or any(b.enabled and b.rect.collidepoint(pos)
                                                            for b in self._clickable_buttons())

    def _right_click(self, pos) -> bool:
        held = self._active_card()
        if isinstance(held, tuple) and held[0] == "totem":
            self.rotate()
            return True
        return super()._right_click(pos)

    # ------------------------------------------------------------------ what a click acts on
    def _target_at(self, pos) -> tuple | None:
        """The thing under ``pos`` a click would act on."""
        if self.show_buttons:
            for key, b in self.buttons.items():
                if b.rect.collidepoint(pos):
                    return (key,)
        a = self.human_actor()
        if a is None:
            return None
        thing = self.board_at(pos)          # a blocked or empty field too: a click says why
        if thing is not None and thing[0] == "mission":
            card, r = thing[1:]
            return ("reveal", card) if self.reveal_rect(r).collidepoint(pos) and card in self.moves.reveals() else None
        if thing is not None:
            return thing
        cell = self.grid_of(a).cell_at(pos)
        if cell is None:
            return None
        # the cell, or with a totem picked the place it would take there (as a drop there means)
        return self.zones[f"altar.{a}"].cell_target(self, self.selected, cell, pos)

    def board_at(self, pos) -> tuple | None:
        """The thing of the common board under ``pos`` (a click's and a tooltip's): a pedestal of the
        tray ``("ped", pid)``, the cloud tile waiting ``("cloud",)``, a field ``("field", f)``, the
        bag ``("bag",)``, a totem tile ``("totem", kind)`` or a mission card ``("mission", card, rect)``."""
        s = self.sprite_at(self.model.tray(), pos)
        if s is not None:
            return ("ped", s.id)
        if self.clouds_waiting() and self.cloud_token_rect().collidepoint(pos):
            return ("cloud",)
        for f, box in enumerate(self.field_boxes()):
            if box.collidepoint(pos):
                return ("field", f)
        if self.over_bag(pos):
            return ("bag",)
        places = [(("totem", kind), r) for kind, r in self.totem_rects()]
        places += [(("mission", card, r), r) for card, r in self.mission_rects() if self.show_buttons]
        return next((thing for thing, r in places if r.collidepoint(pos)), None)

    # a click or Enter on these sends the command at once, for the choice the target names
    SENDS = {"reveal": Reveal, "start": ChooseStart, "design": ChooseDesign}

    def _activate_extra(self, target: tuple) -> bool:
        """Every target here is the table's own (it has no hand to pick from): the kit's
        ``_activate`` leaves it all to this, past the menu and a person's turn."""
        kind, sel = target[0], self.selected
        if kind in ("undo", "end"):
            getattr(self, f"_click_{kind}")()
        elif kind == "field":
            self.take_field(target[1])
        elif kind == "bag":
            if isinstance(sel, int) and not self.moves.draws():
                self.play(sel, ("bag",))
            else:
                self.draw_from_bag()
        elif kind in ("ped", "cloud"):
            self.selected = target[1] if kind == "ped" else CLOUD
        elif kind == "totem":
            k = target[1]
            if sel == target:
                self.selected = None
            elif self.moves.builds(k):
                self.selected = target
                self.vertical = self.moves.builds(k)[0][2]
            else:
                self.selected = None
                self.rejected(self.moves.totem_refusal(k), dict(self.totem_rects()).get(k))
        elif kind == "build":
            self.play(("totem", target[1]), target)
        elif kind == "cell":
            if self.moves.cloud_cells() or sel == CLOUD:
                self.play(CLOUD, target)
            elif isinstance(sel, int):
                self.play(sel, target)
        elif kind in self.SENDS:
            self.send(self.SENDS[kind](self.human_actor(), target[1]))
        return True

    def draw_from_bag(self) -> None:
        self.send(DrawPedestals(self.human_actor()), self.bag_rect())

    def take_field(self, f: int) -> None:
        """Take Pedestal Field ``f`` (0-based; the board labels it ``f + 1``) as a drop on the tray
        does, or say why not, at the field."""
        self.play(("field", f), ("tray", self.human_actor()), self.field_boxes()[f])

    # ------------------------------------------------------------------ the keys
    def _focus_targets(self) -> list[tuple]:
        out: list[tuple] = []
        a = self.human_actor()
        sel = self.selected
        if a is not None:
            if self.moves.cloud_cells():
                out += [("cell", a, x, y) for x, y in sorted(self.moves.cloud_cells(), key=lambda c: (c[1], c[0]))]
            elif isinstance(sel, int):
                out += [("cell", a, x, y) for x, y in sorted(self.moves.place_cells(sel), key=lambda c: (c[1], c[0]))]
                if ("bag",) in self.moves.options(sel):     # a trade
                    out.append(("bag",))
                out += [("ped", p) for p in self.model.tray() if p != sel]
            else:
                if isinstance(sel, tuple):
                    out += [("build", sel[1], x, y, v) for x, y, v in self.moves.builds(sel[1])]
                out += [("field", f) for f in sorted(self.moves.fields())]
                if self.moves.draws():
                    out.append(("bag",))
                out += [("totem", k) for k in (self.shown.get("totem_kinds") or []) if k in self.moves.buildable()
                        and sel != ("totem", k)]
            out += [("reveal", c) for c in sorted(self.moves.reveals())]
            if self.moves.ends():
                out.append(("end",))
            if self.session.can_undo():
                out.append(("undo",))
        if self.interactive and self.show_buttons:
            out.append(("menu",))
        return out

    def _key(self, ev) -> bool:
        """U or Ctrl+Z takes a step back; the rest is the kit's (``KEYS``, the digits: ``_number_key``)."""
        undo = ev.key == pygame.K_u or (ev.key == pygame.K_z and getattr(ev, "mod", 0) & pygame.KMOD_CTRL)
        if not (undo and self.interactive):
            return super()._key(ev)
        self._click_undo()      # what was animating is finished first (``ItemChooser._key``)
        return True

    def _number_key(self, i: int) -> None:
        """1-5 take that field (the key's number is the field's label; a blocked one says so)."""
        if i < FIELDS_DEFAULT:
            self.take_field(i)
