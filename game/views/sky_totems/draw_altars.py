"""Drawing the Sky Totems altars and what moves over the table: each altar's panel (header, cards
strip, hoard, grid of stacks with its lit targets, totems), then each frame the flying pieces,
rising totems, the chooser, the piece or totem being dragged and its ghost on the grid.

Stacks are drawn with blocks of one thickness per grid (so 4 and 6 stand visibly apart) and a
height badge; totems are see-through animal silhouettes (``art.silhouette``) centred on their
cells; faint slots mark the spots round the clouds where clouds may come.

``AltarDrawing`` is mixed into ``SkyTotemsView`` (view.py).
"""
from __future__ import annotations

import pygame

from rules.sky_totems.components import TOTEM_CELLS

from ... import theme
from ...widgets import ui
from ...widgets.effects import alpha_blit
from .art import TOTEM_COLOUR
from ..kit.grid import ring_cells
from .cards import draw_card
from .moves import totem_cells
from .style import ACTIVE_EDGE, BAD, DROP, FOCUS, GOLD, GOOD


class AltarDrawing:
    """How ``SkyTotemsView`` draws the altars and what moves (see the module docstring)."""

    def _draw_altar(self, seat: int, surface: pygame.Surface) -> None:
        """An altar's panel in the still picture: its header, cards strip and grid (the gold frame
        of the altar to play is drawn over the picture each frame: ``_draw_active_frame``)."""
        self._draw_altar_head(seat, surface)
        self._draw_cards_strip(seat, surface)
        self._draw_grid(seat, surface)

    def _active_frame(self) -> tuple | None:
        """(panel, width, radius) of the gold frame round the altar to play, or None."""
        v = self.shown
        actor = v.get("actor")
        if actor is None or v.get("over") or not 0 <= actor < self.n:
            return None
        px = self.layout.px
        return self.layout[f"altar.{self.pos_of(actor)}"], max(2, px(5)), px(18)

    def _draw_active_frame(self, surface: pygame.Surface) -> None:
        """The gold frame round the altar to play, over the still picture: a turn moves it without
        drawing either altar's panel again."""
        frame = self._active_frame()
        if frame is not None:
            panel, width, radius = frame
            pygame.draw.rect(surface, ACTIVE_EDGE, panel, width, border_radius=radius)
            self._ink_frame(panel, width, radius)

    def _head_region(self, p: int) -> pygame.Rect:
        """What an altar's header may draw in: the panel's width, from its top to the header's foot."""
        L = self.layout
        panel, head = L[f"altar.{p}"], L[f"head.{p}"]
        return pygame.Rect(panel.left, panel.top, panel.w, head.bottom - panel.top)

    def _draw_altar_head(self, seat: int, surface: pygame.Surface) -> None:
        """An altar's header: badge, name and chips, the score on the right."""
        L = self.layout
        px = L.px
        p = self.pos_of(seat)
        v = self.shown
        actor = v.get("actor")
        over = v.get("over")
        head = L[f"head.{p}"]
        cy = head.centery
        x = self._draw_seat_badge(surface, seat, head.left + px(4), cy, self._badge_r(), actor, over)
        scores = v.get("scores") or []
        right = head.right - px(4)
        grown = theme.interface > 1.0 and self.reflows
        if seat < len(scores):
            score = f"{scores[seat]} {'pt' if scores[seat] == 1 else 'pts'}"
            size = self.f["name"]
            if grown:
                # the name is kept whole first: the score shrinks toward its 100 % size to make room
                name_w = theme.font(self.f100["name"], True).size(self.name(seat))[0]
                while size > self.f100["name"] and \
                        right - theme.font(size, True).size(score)[0] - px(12) - x - px(8) < name_w:
                    size = max(self.f100["name"], int(size * 0.94))
            img = theme.text(score, size, GOLD, bold=True)
            rr = img.get_rect(midright=(right, cy))
            surface.blit(img, rr)
            right = rr.left - px(12)
        chips = []
        ctrl = self.session.controller(seat)
        if ctrl is not None and ctrl.is_bot:
            chips.append(("BOT", (64, 76, 112), theme.TEXT))
        if seat == self.d.first:
            chips.append(("FIRST", (90, 70, 140), theme.TEXT))
        if over:
            if seat in ((v.get("result") or {}).get("winners") or []) and not self.solo:
                chips.append(("WINNER", GOLD, theme.BG_DARK))
        elif seat == actor:
            chips.append(("TO PLAY" if v.get("phase") != "choose" else "CHOOSING", GOLD, theme.BG_DARK))
        elif v.get("phase") == "choose" and v["altars"][seat]["chosen"]:
            chips.append(("CHOSEN", (60, 120, 90), theme.TEXT))
        if grown:
            # grown words: the chips that would crowd the name out (or run past the score) give way,
            # the least telling first (the panel's gold frame says whose turn it is too)
            def width(c):
                return theme.text(c[0], self.f["chip"], c[2], bold=True).get_width() + px(22)

            name_w = theme.font(self.f["name"], True).size(self.name(seat))[0]
            order = [c for c in chips if c[0] in ("FIRST", "BOT")] + [c for c in chips if c[0] not in ("FIRST", "BOT")]
            while chips and x + min(name_w, px(160)) + px(12) + sum(width(c) for c in chips) > right:
                chips.remove(order.pop(0))
            chip_w = sum(width(c) for c in chips)
            # the name shrinks toward its 100 % size before it is ever cut
            text, size = self._fit_shrinking(self.name(seat), self.f["name"], right - x - chip_w - px(8), True)
            img = theme.text(text, size, theme.TEXT, bold=True)
            surface.blit(img, img.get_rect(midleft=(x, cy)))
            x += img.get_width() + px(12)
            for label, fill, ink in chips:
                x = self._chip(surface, label, x, cy, fill, ink) + px(6)
        else:
            self._draw_name_chips(surface, seat, x, cy, right, chips)

    def _draw_cards_strip(self, seat: int, surface: pygame.Surface) -> None:
        L = self.layout
        px = L.px
        altar = self.shown["altars"][seat]
        items: list[tuple[dict | None, str | None, tuple | None]] = []
        secret = not self.shown.get("over")
        if altar["start_card"]:
            if secret and self.shown.get("phase") == "choose":
                # chosen, but the others' choices are still to come: the choice is its owner's secret
                self._static_private_drawn(seat, ("start", altar["start_card"]["id"]))
            items.append((dict(altar["start_card"], text="Starting altar: scores nothing", points=None), None,
                          (120, 120, 140)))
        for c in altar["missions"]:
            if "name" in c and secret:
                self._static_private_drawn(seat, ("mission", c["id"]))
            items.append((c if "name" in c else None, None, None))
        for c in altar["revealed"]:
            items.append((c, f"+{c['points']}", GOLD))
        rects = self.card_strip_rects(seat, len(items))
        m = theme.MIN_TEXT
        badges = []
        for (face, badge, edge), r in zip(items, rects):
            small = dict(self.f)
            small["card_title"] = max(m, min(self.f["card_title"], int(r.h * 0.3)))
            small["card_text"] = max(m, min(self.f["card_text"], int(r.h * 0.24)))
            draw_card(surface, r, face, self.art, small, edge=edge)
            if badge and face:
                badges.append((badge, edge, r))
        # a revealed card's points in a pill astride its lower edge, clear of its words
        for badge, edge, r in badges:
            size = self.f["chip"]
            if theme.interface > 1.0 and self.reflows:
                # grown, but no taller than a fifth of its card (it lies over the card's lower edge)
                size = max(self.f100["chip"], min(size, int(r.h * 0.2)))
            img = theme.text(badge, size, theme.BG_DARK, bold=True)
            br = img.get_rect().inflate(px(10), 0)
            br.center = (r.right - px(6) - br.w // 2, r.bottom)
            pygame.draw.rect(surface, edge, br, border_radius=br.h // 2)
            pygame.draw.rect(surface, (40, 30, 20), br, 1, border_radius=br.h // 2)
            surface.blit(img, img.get_rect(center=br.center))
        hoard = self.d.hoard(seat)
        hr = self._hoard_rect(seat)
        if hoard and hr is not None:
            ui.blit_text(surface, "HOARD", self.f["chip"], (230, 120, 120), bold=True,
                         topleft=(hr.left + px(4), hr.top))
            for i, pid in enumerate(hoard):
                c, w = self._hoard_slot(seat, i)
                self._piece(surface, self.d.design(pid), c, w)

    def _draw_grid(self, seat: int, surface: pygame.Surface) -> None:
        L = self.layout
        px = L.px
        g = self.grid_of(seat)
        d = self.d
        human = self.human_actor()
        mine = human is not None and seat == human
        cells = d.altar(seat)
        cover = d.cover[seat]
        # what may be highlighted on this altar
        targets: set = set()
        tint: set = set()
        if mine:
            if self.moves.cloud_cells():
                targets = set(self.moves.cloud_cells())
            elif self.drag and self.drag["kind"] == "ped":
                targets = set(self.moves.place_cells(self.drag["pid"]))
            elif self.sel and self.sel[0] == "ped":
                targets = set(self.moves.place_cells(self.sel[1]))
            kind = None
            if self.drag and self.drag["kind"] == "totem":
                kind = self.drag_kind()
            elif self.sel and self.sel[0] == "totem":
                kind = self.sel[1]
            if kind:
                for x, y, vv in self.moves.builds(kind):
                    tint.update(totem_cells(kind, x, y, vv))
        hover_cell = None
        if mine and self.hover and self.hover[0] == "cell":
            hover_cell = (self.hover[2], self.hover[3])
        focus_cell = (self.focus[2], self.focus[3]) if self.focus and self.focus[0] == "cell" else None
        cs = int(g.cell)
        cloud_img = self.art.cloud(cs - 2, cs - 2)
        for (x, y) in cells:
            r = g.rect(x, y)
            surface.blit(cloud_img, (r.left + 1, r.top + 1))
        # the altar's room: faint slots round its clouds, where clouds may come
        slot_col = (52, 72, 124)
        for (x, y) in self._ring_cells(cells):
            r = g.rect(x, y).inflate(-px(10), -px(10))
            if r.w > 4 and g.shows(x, y):
                pygame.draw.rect(surface, slot_col, r, max(1, px(2)), border_radius=max(4, r.w // 5))
        # empty spaces where a cloud may go
        if mine and self.moves.cloud_cells():
            for (x, y) in self.moves.cloud_cells():
                r = g.rect(x, y).inflate(-px(8), -px(8))
                col = FOCUS if (x, y) == focus_cell else (DROP if (x, y) == hover_cell else GOOD)
                pygame.draw.rect(surface, col, r, max(2, px(4 if col != GOOD else 3)), border_radius=max(4, r.w // 5))
                if col == GOOD:
                    ui.blit_text(surface, "+", self.f["name"], GOOD, bold=True, center=r.center)
        # tint of totem places
        if tint:
            glow = pygame.Surface((cs, cs), pygame.SRCALPHA)
            glow.fill((*GOOD, 70))
            for c in tint:
                if c in cells:
                    surface.blit(glow, g.rect(*c))
        # stacks, top row first so a tall stack overlaps the row above it
        for (x, y) in sorted(cells, key=lambda c: (c[1], c[0])):
            st = cells[(x, y)]
            r = g.rect(x, y)
            if st:
                self.art.draw_stack(surface, [d.design(p) for p in st], r)
            if (x, y) in cover and d.totems[seat][cover[(x, y)]]["kind"] == "Wolf" and \
                    (x, y) == tuple(d.totems[seat][cover[(x, y)]]["cells"][1]):
                # the Wolf's middle cell: covered although no stand is on it
                hatch = r.inflate(-px(6), -px(6))
                for k in range(-hatch.h, hatch.w, max(6, px(14))):
                    a = (hatch.left + max(0, k), hatch.top + max(0, -k))
                    b = (hatch.left + min(hatch.w, k + hatch.h), hatch.top + min(hatch.h, hatch.h - (k + hatch.h - hatch.w) if k + hatch.h > hatch.w else hatch.h))
                    pygame.draw.line(surface, (120, 130, 160), a, b, max(1, px(2)))
            if (x, y) in targets:
                col = FOCUS if (x, y) == focus_cell else (DROP if (x, y) == hover_cell else GOOD)
                pygame.draw.rect(surface, col, r.inflate(-px(4), -px(4)), max(2, px(5 if col != GOOD else 3)),
                                 border_radius=max(4, r.w // 5))
            elif mine and hover_cell == (x, y) and self.refused_at(x, y):
                pygame.draw.rect(surface, BAD, r.inflate(-px(4), -px(4)), max(2, px(3)), border_radius=max(4, r.w // 5))
        # totems (rising ones are drawn over the table each frame)
        for i, t in enumerate(d.totems[seat]):
            if (seat, i) in self.rising:
                continue
            self._draw_totem(surface, seat, t)
        # each stack's height in a badge, over the totems so it always shows
        for (x, y), st in cells.items():
            if st:
                self._height_badge(surface, g.rect(x, y), len(st))
        # keyboard focus on a totem placement
        if mine and self.focus and self.focus[0] == "build":
            _, k, x, y, vv = self.focus
            r = g.rect_of(totem_cells(k, x, y, vv))
            pygame.draw.rect(surface, FOCUS, r.inflate(-px(2), -px(2)), max(2, px(5)), border_radius=max(4, px(12)))

    _ring_cells = staticmethod(ring_cells)     # the empty spots beside an altar's clouds

    def _height_badge(self, surface: pygame.Surface, r: pygame.Rect, n: int) -> None:
        """A stack's height as a number in a dark disc at its cell's lower right (text >= MIN_TEXT)."""
        size = self.f["height"]
        if theme.interface > 1.0 and self.reflows:
            # grown, but never a disc wider than about a third of its cell
            size = max(self.f100["height"], min(size, int(r.w * 0.26)))
        hr = max(int(size * 0.62), int(r.w * 0.13))
        c = (r.right - hr - max(1, self.layout.px(3)), r.bottom - hr - max(1, self.layout.px(3)))
        pygame.draw.circle(surface, (16, 22, 44), c, hr)
        pygame.draw.circle(surface, (200, 210, 236), c, hr, max(1, self.layout.px(2)))
        ui.blit_text(surface, str(n), size, theme.TEXT, bold=True, center=c)

    def drag_kind(self) -> str | None:
        if self.drag and self.drag["kind"] == "totem":
            return self.drag.get("totem")
        return None

    def _draw_totem(self, surface: pygame.Surface, seat: int, t: dict, rise: float = 1.0, alpha: int = 255,
                    outline=None) -> pygame.Rect:
        """A totem as its animal, centred on its cells and see-through, with its score in a chip;
        where it was drawn."""
        kind, cells = t["kind"], [tuple(c) for c in t["cells"]]
        g = self.grid_of(seat)
        r, vertical = self._totem_geometry(seat, kind, cells)
        off = int((1 - rise) * g.cell * 0.5)
        r = r.move(0, off)
        colour = TOTEM_COLOUR.get(kind, (200, 200, 200))
        img = self.art.silhouette(kind, r.w, r.h, vertical)
        alpha_blit(surface, img, r, alpha)
        if outline:
            pygame.draw.rect(surface, outline, r.inflate(6, 6), 3, border_radius=max(3, min(r.w, r.h) // 4))
        if alpha >= 255 and t.get("score") != "":
            # the score, in a chip at the animal's top right
            size = self.f["chip"]
            if theme.interface > 1.0 and self.reflows:
                # grown, but in proportion to the altar's cells
                size = max(self.f100["chip"], min(size, int(g.cell * 0.3)))
            img = theme.text(str(t["score"]), size, theme.BG_DARK, bold=True)
            cr = img.get_rect().inflate(max(6, size // 2), 0)
            cr.topright = (r.right, r.top)
            pygame.draw.rect(surface, colour, cr, border_radius=cr.h // 2)
            pygame.draw.rect(surface, (30, 24, 20), cr, 1, border_radius=cr.h // 2)
            surface.blit(img, img.get_rect(center=cr.center))
            return r.inflate(8, 8).union(cr)
        return r.inflate(8, 8)

    # --- what moves
    def _draw_moving(self, surface: pygame.Surface) -> None:
        for fl in self.flyers:
            if fl.design is None:
                img = self.art.cloud(int(fl.w), int(fl.w))
                self._inked(surface.blit(img, img.get_rect(center=(round(fl.pos.x), round(fl.pos.y)))))
            else:
                self._inked(self._piece(surface, fl.design, fl.pos, fl.w))
        for (seat, i), t in list(self.rising.items()):
            if i < len(self.d.totems[seat]):
                self._inked(self._draw_totem(surface, seat, self.d.totems[seat][i], rise=t,
                                             alpha=int(255 * min(1.0, t * 1.6))))
        self._draw_dialog(surface)
        if self.drag and self.drag["moved"]:
            self._draw_drag(surface)
            self._ink_unknown()
        elif self.sel and self.sel[0] == "totem" and self.human_actor() is not None and not self.drag:
            a = self.human_actor()
            if self.grid_of(a).cell_at(self.mouse) is not None:
                self._draw_totem_ghost(surface, self.sel[1], a, self.mouse)
                self._ink_unknown()
        self._ink_effects(surface)

    def _draw_totem_ghost(self, surface, kind: str, seat: int, pos) -> bool:
        place = self.totem_snap(kind, pos, seat)
        if place is None:
            return False
        x, y, vv = place
        cells = totem_cells(kind, x, y, vv)
        g = self.grid_of(seat)
        pygame.draw.rect(surface, DROP, g.rect_of(cells).inflate(-4, -4), max(2, self.layout.px(4)),
                         border_radius=max(4, int(g.cell * 0.2)))
        self._draw_totem(surface, seat, {"kind": kind, "cells": cells, "score": ""}, alpha=200)
        return True

    def _draw_drag(self, surface: pygame.Surface) -> None:
        d = self.drag
        px = self.layout.px
        kind = d["kind"]
        pos = d["pos"]
        if kind == "ped":
            a = self.human_actor()
            w = d["w"] * 1.15
            if a is not None:
                w = max(w, self.grid_of(a).cell * 0.6)
            self._piece(surface, self.d.design(d["pid"]), pos + pygame.Vector2(px(3), px(5)), w)
        elif kind == "cloud":
            w = int(d["w"] * 1.2)
            img = self.art.cloud(w, w)
            surface.blit(img, img.get_rect(center=(round(pos.x), round(pos.y))))
        elif kind == "field":
            f = d["field"]
            pieces = self.d.field(f)
            for i, pid in enumerate(pieces):
                c, w = self._field_slot(f, i, len(pieces))
                box = self.field_boxes()[f]
                self._piece(surface, self.d.design(pid), pygame.Vector2(c) - pygame.Vector2(box.center) + pos, w)
        elif kind == "bag":
            b = self._bag_rect()
            pygame.draw.ellipse(surface, (150, 108, 70), pygame.Rect(0, 0, b.w * 0.6, b.h * 0.5).move(pos.x - b.w * 0.3, pos.y - b.h * 0.25))
        elif kind == "totem":
            k = d["totem"]
            a = self.human_actor()
            if a is not None and self.grid_of(a).cell_at(self.mouse) is not None and \
                    self._draw_totem_ghost(surface, k, a, self.mouse):
                return
            n = TOTEM_CELLS[k]
            cell = self.grid_of(a).cell if a is not None else px(80)
            if self.vertical and n > 1:
                img = self.art.silhouette(k, int(cell * 0.8), int(cell * n * 0.94), True)
            else:
                img = self.art.silhouette(k, int(cell * n * 0.94), int(cell * 0.8))
            alpha_blit(surface, img, img.get_rect(center=(round(self.mouse[0]), round(self.mouse[1]))), 210)
