"""Where things are on the Sky Totems table: fonts and buttons fitted to the window, the places
on the common board (fields, bag, tray, cloud token, totem tiles, missions) and on each altar
(stacks, hoard), and the point a pedestal flies to in each zone.

``TableGeometry`` is mixed into ``SkyTotemsView`` (view.py); it reads the layout's zones and the
shown model ``self.d``.
"""
from __future__ import annotations

import math

import pygame

from rules.sky_totems.components import FIELDS_DEFAULT

from ... import theme
from ...widgets import ui
from .grid import AltarGrid


class TableGeometry:
    """Where ``SkyTotemsView`` puts things (see the module docstring)."""

    def _resize_geometry(self) -> None:
        L = self.layout
        if not self.show_buttons:
            # a replay puts its own controls where the buttons are: give them the missions' room too
            L.rects["buttons"] = L["missions"].union(L["buttons"])
        px = L.px
        self._use_fonts({
            "name": max(15, px(28)), "chip": max(11, px(17)), "status": max(17, px(32)),
            "small": max(13, px(21)), "label": max(12, px(19)), "count": max(13, px(22)),
            "banner": max(30, px(84)), "banner_sub": max(15, px(30)), "hint": max(13, px(21)),
            "badge": max(11, px(19)), "float": max(18, px(40)), "button": max(13, px(24)),
            "card_title": max(13, px(21)), "card_text": max(12, px(18)), "tile_name": max(14, px(24)),
            "height": max(11, px(18)), "dialog_title": max(18, px(38)),
        })
        self.grids = []
        for p in range(self.n):
            zone = L[f"grid.{p}"]
            self.grids.append(AltarGrid(zone, cap=min(zone.w, zone.h) / 4.0))
        self._fit_grids()
        self._make_buttons()
        self.bg = self._render_background(self.size)
        self._static = None
        self._keys.clear()
        self._dialog_cache = None
        for fl in self.flyers:
            fl.tw and fl.tw.finish()

    def grid_of(self, seat: int) -> AltarGrid:
        return self.grids[self.pos_of(seat)]

    def _fit_grids(self) -> None:
        if not self.grids:
            return
        for s in range(self.n):
            cells = set(self.d.cells[s]) | {(x, y) for (ss, x, y) in self.arriving if ss == s}
            if self.grid_of(s).fit(cells):
                self._bump(("altar", s))

    def _make_buttons(self) -> None:
        L = self.layout
        self._set_buttons({
            "end": ui.Button("End turn  (E)", self._click_end, primary=True),
            "undo": ui.Button("Undo  (U)", self._click_undo),
        })
        zone = L["buttons"]
        pad, gap = L.px(8), L.px(12)
        bh = max(30, L.px(54))
        y = zone.bottom - pad - bh
        w_end = int((zone.w - 2 * pad - 2 * gap) * 0.4)
        w_other = (zone.w - 2 * pad - 2 * gap - w_end) // 2
        x = zone.left + pad
        self.buttons["end"].rect = pygame.Rect(x, y, w_end, bh)
        self.buttons["undo"].rect = pygame.Rect(x + w_end + gap, y, w_other, bh)
        self.buttons["menu"].rect = pygame.Rect(x + w_end + gap + w_other + gap, y, w_other, bh)
        self.hint_rect = pygame.Rect(zone.left + pad, zone.top + pad, zone.w - 2 * pad, y - gap - zone.top - pad)

    # --- places on the common board
    def field_boxes(self) -> list[pygame.Rect]:
        """One box per field slot (always five: with 1-3 altars the last is blocked)."""
        L = self.layout
        r = L["fields"]
        top = r.top + theme.font(self.f["label"], True).get_linesize() + L.px(2)
        gap = L.px(10)
        slots = FIELDS_DEFAULT
        w = (r.w - gap * (slots - 1)) / slots
        return [pygame.Rect(round(r.left + i * (w + gap)), top, round(w), r.bottom - top) for i in range(slots)]

    def _field_slot(self, f: int, i: int, count: int) -> tuple[pygame.Vector2, int]:
        box = self.field_boxes()[f]
        cols = 2 if count <= 6 else 3
        rows = max(2, math.ceil(count / cols))
        pw = int(min(box.w / cols * 0.86, (box.h - self.layout.px(18)) / (rows * 0.72 + 0.3)))
        col, row = i % cols, i // cols
        cx = box.centerx + (col - (cols - 1) / 2) * box.w / cols * 0.92
        step = pw * 0.7
        cy = box.top + self.layout.px(20) + pw * 0.35 + row * step
        return pygame.Vector2(cx, cy), pw

    def _bag_rect(self) -> pygame.Rect:
        r = self.layout["bag"]
        size = int(min(r.h * 0.92, r.w * 0.2))
        return pygame.Rect(r.left + self.layout.px(8), r.centery - size // 2, size, size)

    def _bag_counts_rect(self) -> pygame.Rect:
        r = self.layout["bag"]
        b = self._bag_rect()
        return pygame.Rect(b.right + self.layout.px(16), r.top, r.right - b.right - self.layout.px(16), r.h)

    def _tray_piece_w(self) -> int:
        r = self.layout["tray"]
        return int(min(r.h * 0.52, r.w / 9))

    def _tray_slot(self, i: int, count: int) -> pygame.Vector2:
        r = self.layout["tray"]
        pw = self._tray_piece_w()
        top = r.top + theme.font(self.f["label"], True).get_linesize()
        step = pw * 1.25
        x = r.left + self.layout.px(14) + pw / 2 + i * step
        return pygame.Vector2(x, top + (r.bottom - top) / 2)

    def _tray_rect(self, i: int, count: int) -> pygame.Rect:
        c = self._tray_slot(i, count)
        pw = self._tray_piece_w()
        e = self.art.ellipse_h(pw)
        t = max(3, int(pw * 0.22))
        return pygame.Rect(round(c.x - pw / 2), round(c.y - (e + t) / 2), pw, e + t)

    def _cloud_token_rect(self) -> pygame.Rect:
        n = len(self.d.tray)
        c = self._tray_slot(n, n + 1)
        pw = int(self._tray_piece_w() * 1.1)
        r = pygame.Rect(0, 0, pw, pw)
        r.center = (round(c.x + pw * 0.1), round(c.y))
        return r

    def totem_rects(self) -> list[tuple[str, pygame.Rect]]:
        L = self.layout
        r = L["totems"]
        top = r.top + theme.font(self.f["label"], True).get_linesize() + L.px(2)
        gap = L.px(10)
        kinds = self.shown.get("totem_kinds") or []
        w = (r.w - gap) // 2
        h = (r.bottom - top - gap) // 2
        return [(k, pygame.Rect(r.left + (i % 2) * (w + gap), top + (i // 2) * (h + gap), w, h))
                for i, k in enumerate(kinds)]

    def mission_rects(self) -> list[tuple[int, pygame.Rect]]:
        r = self.layout["missions"]
        top = r.top + theme.font(self.f["label"], True).get_linesize() + self.layout.px(2)
        gap = self.layout.px(10)
        seat = self._missions_seat()
        if seat is None:
            return []
        cards = self.shown["altars"][seat]["missions"]
        w = (r.w - gap) // 2
        return [(c["id"], pygame.Rect(r.left + i * (w + gap), top, w, r.bottom - top)) for i, c in enumerate(cards[:2])]

    def _reveal_button_rect(self, card_rect: pygame.Rect) -> pygame.Rect:
        h = max(20, int(card_rect.h * 0.3))
        w = int(card_rect.w * 0.5)
        return pygame.Rect(card_rect.right - w - self.layout.px(8), card_rect.bottom - h - self.layout.px(6), w, h)

    def _missions_seat(self) -> int | None:
        """Whose hidden missions the board shows: the one deciding if this screen may see them,
        else the viewer's."""
        v = self.shown
        if not v:
            return None
        actor = v.get("actor")
        if actor is not None and self._may_see(actor):
            return actor
        return self.viewer

    def _may_see(self, seat: int) -> bool:
        v = self.shown
        altars = v.get("altars") or []
        if not (0 <= seat < len(altars)):
            return False
        ms = altars[seat]["missions"]
        return bool(ms) and "name" in ms[0] or (not ms and seat == self.viewer)

    # --- places on an altar
    def _stack_top(self, seat: int, x: int, y: int, height: int) -> tuple[pygame.Vector2, int]:
        g = self.grid_of(seat)
        r = g.rect(x, y)
        w, t, e = self.art.stack_metrics(r.w, max(1, height))
        bottom = r.bottom - int(r.h * 0.07)
        top_y = bottom - e - t - (height - 1) * t
        return pygame.Vector2(r.centerx, top_y + (e + t) / 2), w

    def _hoard_slot(self, seat: int, i: int) -> tuple[pygame.Vector2, int]:
        z = self.layout[f"cards.{self.pos_of(seat)}"]
        pw = int(min(z.h * 0.5, z.w / 14))
        x = z.right - self.layout.px(10) - pw / 2 - i * pw * 1.1
        return pygame.Vector2(x, z.centery + self.layout.px(6)), pw

    def _totem_geometry(self, seat: int, kind: str, cells: list) -> tuple[pygame.Rect, bool]:
        g = self.grid_of(seat)
        union = g.rect_of(cells)
        vertical = len(cells) > 1 and cells[0][0] == cells[1][0]
        c = g.cell
        if vertical:
            w = max(8, int(c * 0.32))
            r = pygame.Rect(0, 0, w, union.h - int(c * 0.16))
            r.midleft = (union.left + int(c * 0.04), union.centery)
        else:
            h = max(8, int(c * 0.34))
            r = pygame.Rect(0, 0, union.w - int(c * 0.16), h)
            r.midtop = (union.centerx, union.top + int(c * 0.04))
        return r, vertical

    def zone_point(self, zone: str, pid: int | None, x=None, y=None, extra: int = 0) -> tuple[pygame.Vector2, int]:
        """Where a pedestal sits (or will sit) in ``zone``, and its width there."""
        kind, _, rest = zone.partition(".")
        d = self.d
        if kind == "field":
            f = int(rest)
            lst = d.fields[f]
            i = lst.index(pid) if pid in lst else len(lst) + extra
            return self._field_slot(f, i, max(len(lst) + extra + 1, i + 1))
        if kind == "tray":
            i = d.tray.index(pid) if pid in d.tray else len(d.tray) + extra
            return self._tray_slot(i, len(d.tray) + 1), self._tray_piece_w()
        if kind == "altar":
            s = int(rest)
            st = d.cells[s].get((x, y), [])
            h = (st.index(pid) + 1) if pid in st else len(st) + 1 + extra
            return self._stack_top(s, x, y, h)
        if kind == "hoard":
            s = int(rest)
            h = d.hoards[s]
            i = h.index(pid) if pid in h else len(h) + extra
            return self._hoard_slot(s, i)
        b = self._bag_rect()
        return pygame.Vector2(b.center), int(b.w * 0.4)

    def _altars_area(self) -> pygame.Rect:
        L = self.layout
        r = L["altar.0"]
        for p in range(1, self.n):
            r = r.union(L[f"altar.{p}"])
        return r
