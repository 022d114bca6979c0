"""Drawing the Sky Totems altars and what moves over the table: each altar's panel (header, cards
strip, hoard, grid of stacks with its lit targets, totems), then each frame the flying pieces,
rising totems, the chooser, the piece or totem being dragged and its ghost on the grid.

``AltarDrawing`` is mixed into ``SkyTotemsView`` (view.py).
"""
from __future__ import annotations

import pygame

from rules.sky_totems.components import TOTEM_CELLS

from ... import theme
from ...widgets import ui
from ...widgets.effects import alpha_blit
from .art import TOTEM_COLOUR
from .cards import draw_card
from .grid import totem_cells
from .style import ACTIVE_EDGE, BAD, DROP, FOCUS, GOLD, GOOD


class AltarDrawing:
    """How ``SkyTotemsView`` draws the altars and what moves (see the module docstring)."""

    def _draw_altar(self, seat: int, surface: pygame.Surface) -> None:
        L = self.layout
        px = L.px
        p = self.pos_of(seat)
        v = self.shown
        panel = L[f"altar.{p}"]
        actor = v.get("actor")
        over = v.get("over")
        if seat == actor and not over:
            pygame.draw.rect(surface, ACTIVE_EDGE, panel, max(2, px(5)), border_radius=px(18))
        # header: badge, name, chips; score on the right
        head = L[f"head.{p}"]
        cy = head.centery
        x = self._draw_seat_badge(surface, seat, head.left + px(4), cy, max(9, px(17)), actor, over)
        scores = v.get("scores") or []
        right = head.right - px(4)
        if seat < len(scores):
            img = theme.text(f"{scores[seat]} pts", self.f["name"], GOLD, bold=True)
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
        self._draw_name_chips(surface, seat, x, cy, right, chips)
        self._draw_cards_strip(seat, surface)
        self._draw_grid(seat, surface)

    def _draw_cards_strip(self, seat: int, surface: pygame.Surface) -> None:
        L = self.layout
        px = L.px
        p = self.pos_of(seat)
        z = L[f"cards.{p}"]
        altar = self.shown["altars"][seat]
        ch = z.h - px(6)
        cw = int(ch * 1.9)
        x = z.left
        gap = px(8)
        items: list[tuple[dict | None, str | None, tuple | None]] = []
        secret = not self.shown.get("over")
        if altar["start_card"]:
            if secret and self.shown.get("phase") == "choose":
                # chosen, but the others' choices are still to come: the choice is its owner's secret
                self._static_private_drawn(seat, ("start", altar["start_card"]["id"]))
            items.append((dict(altar["start_card"], text="Starting altar (scores nothing)"), "START", (120, 120, 140)))
        for c in altar["missions"]:
            if "name" in c and secret:
                self._static_private_drawn(seat, ("mission", c["id"]))
            items.append((c if "name" in c else None, None, None))
        for c in altar["revealed"]:
            items.append((c, f"+{c['points']}", GOLD))
        hoard = self.d.hoards[seat]
        hoard_w = (len(hoard) * 1.1 * int(min(z.h * 0.5, z.w / 14)) + px(70)) if hoard else 0
        avail = z.w - hoard_w
        if items:
            cw = int(min(cw, (avail - gap * (len(items) - 1)) / len(items)))
        small = dict(self.f)
        small["card_title"] = max(11, min(self.f["card_title"], int(ch * 0.3)))
        small["card_text"] = max(10, min(self.f["card_text"], int(ch * 0.24)))
        for face, badge, edge in items:
            r = pygame.Rect(x, z.top + px(3), cw, ch)
            draw_card(surface, r, face, self.art, small, edge=edge)
            if badge and face:
                img = theme.text(badge, self.f["chip"], theme.BG_DARK, bold=True)
                br = img.get_rect(bottomright=(r.right - px(4), r.bottom - px(3))).inflate(px(8), 0)
                pygame.draw.rect(surface, edge, br, border_radius=br.h // 2)
                surface.blit(img, img.get_rect(center=br.center))
            x += cw + gap
        if hoard:
            for i, pid in enumerate(hoard):
                c, w = self._hoard_slot(seat, i)
                self._piece(surface, self.d.design(pid), c, w)
            c, w = self._hoard_slot(seat, len(hoard) - 1)
            ui.blit_text(surface, "HOARD", self.f["chip"], (230, 120, 120), bold=True,
                         midright=(round(c.x - w / 2 - px(6)), round(c.y)))

    def _draw_grid(self, seat: int, surface: pygame.Surface) -> None:
        L = self.layout
        px = L.px
        g = self.grid_of(seat)
        d = self.d
        human = self.human_actor()
        mine = human is not None and seat == human
        cells = d.cells[seat]
        cover = d.cover[seat]
        # what may be highlighted on this altar
        targets: set = set()
        tint: set = set()
        if mine:
            if self.lg_cloud:
                targets = set(self.lg_cloud)
            elif self.drag and self.drag["kind"] == "ped":
                targets = set(self.lg_place.get(self.drag["pid"], ()))
            elif self.sel and self.sel[0] == "ped":
                targets = set(self.lg_place.get(self.sel[1], ()))
            kind = None
            if self.drag and self.drag["kind"] == "totem":
                kind = self.drag_kind()
            elif self.sel and self.sel[0] == "totem":
                kind = self.sel[1]
            if kind:
                for x, y, vv in self.lg_build.get(kind, []):
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
        # empty spaces where a cloud may go
        if mine and self.lg_cloud:
            for (x, y) in self.lg_cloud:
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
        # stacks, bottom row first so taller stacks overlap the row above
        hsize = self.f["height"]
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
            if st:
                # the height, readable at a glance
                hr = max(7, int(min(r.w * 0.16, hsize * 0.75)))
                c = (r.right - hr - max(1, px(3)), r.bottom - hr - max(1, px(3)))
                pygame.draw.circle(surface, (16, 22, 44), c, hr)
                pygame.draw.circle(surface, (200, 210, 236), c, hr, max(1, px(2)))
                ui.blit_text(surface, str(len(st)), max(10, int(hr * 1.5)), theme.TEXT, bold=True, center=c)
            if (x, y) in targets:
                col = FOCUS if (x, y) == focus_cell else (DROP if (x, y) == hover_cell else GOOD)
                pygame.draw.rect(surface, col, r.inflate(-px(4), -px(4)), max(2, px(5 if col != GOOD else 3)),
                                 border_radius=max(4, r.w // 5))
            elif mine and hover_cell == (x, y) and (self.drag or (self.sel and self.sel[0] == "ped")):
                pygame.draw.rect(surface, BAD, r.inflate(-px(4), -px(4)), max(2, px(3)), border_radius=max(4, r.w // 5))
        # totems (rising ones are drawn over the table each frame)
        for i, t in enumerate(d.totems[seat]):
            if (seat, i) in self.rising:
                continue
            self._draw_totem(surface, seat, t)
        # keyboard focus on a totem placement
        if mine and self.focus and self.focus[0] == "build":
            _, k, x, y, vv = self.focus
            r = g.rect_of(totem_cells(k, x, y, vv))
            pygame.draw.rect(surface, FOCUS, r.inflate(-px(2), -px(2)), max(2, px(5)), border_radius=max(4, px(12)))

    def drag_kind(self) -> str | None:
        if self.drag and self.drag["kind"] == "totem":
            return self.drag.get("totem")
        return None

    def _draw_totem(self, surface: pygame.Surface, seat: int, t: dict, rise: float = 1.0, alpha: int = 255,
                    outline=None) -> None:
        kind, cells = t["kind"], [tuple(c) for c in t["cells"]]
        g = self.grid_of(seat)
        r, vertical = self._totem_geometry(seat, kind, cells)
        off = int((1 - rise) * g.cell * 0.5)
        r = r.move(0, off)
        colour = TOTEM_COLOUR.get(kind, (200, 200, 200))
        # the stands, from each stack's top up to the tile (none under the Wolf's middle)
        stand_w = max(2, int(g.cell * 0.07))
        for i, (x, y) in enumerate(cells):
            if kind == "Wolf" and i == 1:
                continue
            cr = g.rect(x, y)
            if vertical:
                a, b = (cr.centerx, cr.centery), (r.centerx, cr.centery)
            else:
                a, b = (cr.centerx, cr.centery + int(g.cell * 0.1)), (cr.centerx, r.bottom)
            if alpha >= 255:
                pygame.draw.line(surface, (60, 44, 30), a, b, stand_w + 2)
                pygame.draw.line(surface, colour, a, b, stand_w)
        img = self.art.totem_tile(kind, r.w, r.h, len(cells))
        alpha_blit(surface, img, r, alpha)
        if outline:
            pygame.draw.rect(surface, outline, r.inflate(6, 6), 3, border_radius=max(3, min(r.w, r.h) // 4))
        if alpha >= 255:
            # the score, in a chip at the tile's end
            size = max(10, int(min(self.f["chip"], g.cell * 0.26)))
            img = theme.text(str(t["score"]), size, theme.BG_DARK, bold=True)
            cr = img.get_rect().inflate(size // 2, 2)
            if vertical:
                cr.midtop = (r.centerx, r.bottom - cr.h // 2)
            else:
                cr.midleft = (r.right - cr.w // 2, r.centery)
            pygame.draw.rect(surface, colour, cr, border_radius=cr.h // 2)
            pygame.draw.rect(surface, (30, 24, 20), cr, 1, border_radius=cr.h // 2)
            surface.blit(img, img.get_rect(center=cr.center))

    # --- what moves
    def _draw_moving(self, surface: pygame.Surface) -> None:
        for fl in self.flyers:
            if fl.design is None:
                img = self.art.cloud(int(fl.w), int(fl.w))
                surface.blit(img, img.get_rect(center=(round(fl.pos.x), round(fl.pos.y))))
            else:
                self._piece(surface, fl.design, fl.pos, fl.w)
        for (seat, i), t in list(self.rising.items()):
            if i < len(self.d.totems[seat]):
                self._draw_totem(surface, seat, self.d.totems[seat][i], rise=t, alpha=int(255 * min(1.0, t * 1.6)))
        self._draw_dialog(surface)
        if self.drag and self.drag["moved"]:
            self._draw_drag(surface)
        elif self.sel and self.sel[0] == "totem" and self.human_actor() is not None and not self.drag:
            a = self.human_actor()
            if self.grid_of(a).cell_at(self.mouse) is not None:
                self._draw_totem_ghost(surface, self.sel[1], a, self.mouse)
        for fx in self.effects:
            fx.draw(surface)

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
            pieces = self.d.fields[f]
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
            if self.vertical:
                img = self.art.totem_tile(k, int(cell * 0.34), int(cell * n * 0.9), n)
            else:
                img = self.art.totem_tile(k, int(cell * n * 0.9), int(cell * 0.34), n)
            alpha_blit(surface, img, img.get_rect(center=(round(self.mouse[0]), round(self.mouse[1]))), 210)
