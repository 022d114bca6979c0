"""Where things are on the Sky Totems table: fonts and buttons fitted to the window, the places
on the common board (fields, bag, tray, cloud token, totem tiles, missions) and on each altar
(stacks, hoard, the cards in a column with 3-4 altars or a strip with 2), and the point a
pedestal flies to in each zone. Every text size is at least ``theme.MIN_TEXT``.

Each altar's grid (``grid.AltarGrid``) keeps its scale and place for the whole turn:
``_fit_grids`` re-fits it, with a short tween, only once a turn has ended (the animation's
``_turn_over``), or when a further cloud's spots would leave the panel.

``TableGeometry`` is mixed into ``SkyTotemsView`` (view.py); it reads the layout's zones and the
shown model ``self.d``.
"""
from __future__ import annotations

import math

import pygame

from rules.sky_totems.components import FIELDS_DEFAULT

from ... import theme
from ...widgets import tween, ui
from .grid import AltarGrid

# How long an altar takes to re-fit its panel between turns (seconds).
T_REFIT = 0.35


class TableGeometry:
    """Where ``SkyTotemsView`` puts things (see the module docstring)."""

    def _resize_geometry(self) -> None:
        L = self.layout
        if not self.show_buttons:
            # a replay puts its own controls where the buttons are: give them the missions' room too
            L.rects["buttons"] = L["missions"].union(L["buttons"])
        px = L.px
        m = theme.MIN_TEXT
        self._use_fonts({k: max(m, v) for k, v in {
            "name": max(15, px(28)), "chip": px(19), "status": max(17, px(32)),
            "small": px(21), "label": px(19), "count": px(22),
            "banner": max(30, px(84)), "banner_sub": max(15, px(30)), "hint": px(21),
            "badge": px(19), "float": max(18, px(40)), "button": px(24),
            "card_title": px(21), "card_text": px(18), "tile_name": max(14, px(24)),
            "height": px(20), "dialog_title": max(18, px(38)), "design": px(18),
        }.items()})
        self.grids = []
        self._grid_moves = {}
        for p in range(self.n):
            zone = L[f"grid.{p}"]
            self.grids.append(AltarGrid(zone, cap=min(zone.w, zone.h) / 4.0))
        self._fit_grids(refit=True)
        self._make_buttons()
        self.bg = self._render_background(self.size)
        self._static = None
        self._keys.clear()
        self._dialog_cache = None
        for fl in self.flyers:
            fl.tw and fl.tw.finish()

    def grid_of(self, seat: int) -> AltarGrid:
        return self.grids[self.pos_of(seat)]

    def _fit_grids(self, refit: bool = False, animate: bool = False) -> None:
        """Keep each altar's grid still within a turn: the fit on screen stays while it shows the
        altar's cells and their ring inside the panel (``bounds`` only widens); with ``refit``
        (between turns), or when a cloud would leave the panel, each grid takes its turn-start
        fit, with a short tween when ``animate``."""
        if not self.grids:
            return
        if not hasattr(self, "_grid_moves"):
            self._grid_moves = {}
        for s in range(self.n):
            cells = set(self.d.cells[s]) | {(x, y) for (ss, x, y) in self.arriving if ss == s}
            g = self.grid_of(s)
            moving = self._grid_moves.get(s)
            spots = self.lg_cloud if s == (self.shown or {}).get("actor") else ()
            if not refit and moving is None and g.holds(cells, spots):
                if g.extend(cells):
                    self._bump(("altar", s))
                continue
            tgt = g.target(cells)
            if moving is not None:
                if moving[1] == tgt:
                    continue
                moving[2].cancel()
                del self._grid_moves[s]
            if tgt == g.key:
                continue
            if not animate:
                g.set(*tgt)
                self._bump(("altar", s))
                continue
            start = g.key

            def step(t, g=g, start=start, tgt=tgt, s=s):
                g.between(start, tgt, t)
                self._bump(("altar", s))

            def done(s=s):
                self._grid_moves.pop(s, None)

            tw = self.tweens.add(tween.Tween(T_REFIT, step, tween.ease_in_out, 0.0, done))
            self._grid_moves[s] = (start, tgt, tw)

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
        size = int(min(r.h * 0.92, r.w * 0.16))
        return pygame.Rect(r.left + self.layout.px(8), r.centery - size // 2, size, size)

    def _bag_counts_rect(self) -> pygame.Rect:
        r = self.layout["bag"]
        b = self._bag_rect()
        return pygame.Rect(b.right + self.layout.px(16), r.top, r.right - b.right - self.layout.px(16), r.h)

    def _tray_piece_w(self) -> int:
        r = self.layout["tray"]
        return int(min(r.h * 0.52, r.w / 9))

    def _tray_step(self) -> tuple[float, bool]:
        """How far apart the tray's pedestals stand, and whether each has its design's name under it
        (when the tray has the room for the names and the cloud token)."""
        r = self.layout["tray"]
        pw = self._tray_piece_w()
        plain = pw * 1.25
        tray = self.d.tray
        if not tray:
            return plain, False
        size = self.f["design"]
        widest = max(theme.font(size).size(self.d.design(p))[0] for p in tray)
        step = max(plain, widest + self.layout.px(14))
        room = r.w - self.layout.px(14) - pw * 1.2
        top = r.top + theme.font(self.f["label"], True).get_linesize()
        tall = self.art.ellipse_h(pw) + max(3, int(pw * 0.22)) + theme.font(size).get_linesize()
        if len(tray) * step <= room and tall <= r.bottom - top:
            return step, True
        return plain, False

    def _tray_slot(self, i: int, count: int) -> pygame.Vector2:
        r = self.layout["tray"]
        pw = self._tray_piece_w()
        top = r.top + theme.font(self.f["label"], True).get_linesize()
        step, named = self._tray_step()
        x = r.left + self.layout.px(14) + max(pw, step) / 2 + i * step
        cy = top + (r.bottom - top) / 2
        if named:
            cy -= theme.font(self.f["design"]).get_linesize() / 2
        return pygame.Vector2(x, cy)

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
        if not ms:
            # nothing hidden left: the acting altar's empty list is shown when this screen plays
            # it (its own altar, or either altar in solo), so it never shows another altar's cards
            return seat == self.viewer or self.solo
        return "name" in ms[0]

    # --- places on an altar
    def _stack_top(self, seat: int, x: int, y: int, height: int) -> tuple[pygame.Vector2, int]:
        g = self.grid_of(seat)
        r = g.rect(x, y)
        w, t, e = self.art.stack_metrics(r.w, max(1, height))
        bottom = r.bottom - int(r.h * 0.07)
        top_y = bottom - e - t - (height - 1) * t
        return pygame.Vector2(r.centerx, top_y + (e + t) / 2), w

    def _hoard_piece_w(self, seat: int) -> int:
        z = self.layout[f"cards.{self.pos_of(seat)}"]
        if z.h > z.w:
            return int(min(z.w / 5, self.layout.px(44)))
        return int(min(z.h * 0.42, z.w / 14))

    def _hoard_rect(self, seat: int) -> pygame.Rect | None:
        """Where the Dragon's hoard lies in the cards zone (None while it is empty): the column's
        foot, or the strip's right end."""
        z = self.layout[f"cards.{self.pos_of(seat)}"]
        n = len(self.d.hoards[seat]) if seat < len(self.d.hoards) else 0
        if not n:
            return None
        pw = self._hoard_piece_w(seat)
        label = theme.font(self.f["chip"], True).get_linesize()
        if z.h > z.w:
            h = label + int(pw * 0.75) + self.layout.px(8)
            return pygame.Rect(z.left, z.bottom - h, z.w, h)
        w = max(int(n * pw * 1.1 + self.layout.px(12)), theme.font(self.f["chip"], True).size("HOARD")[0] + self.layout.px(12))
        return pygame.Rect(z.right - w, z.top, w, z.h)

    def card_strip_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """The rectangles of ``count`` cards in an altar's cards zone (a column with 3-4 altars, a
        strip with 2), leaving the hoard its room."""
        z = self.layout[f"cards.{self.pos_of(seat)}"]
        gap = self.layout.px(8)
        hoard = self._hoard_rect(seat)
        if count <= 0:
            return []
        if z.h > z.w:
            # room under the last card for half a revealed card's points pill
            avail = z.h - (hoard.h + gap if hoard else 0) - theme.font(self.f["chip"], True).get_linesize() // 2
            ch = int(min((avail - gap * (count - 1)) / count, z.w * 1.1))
            return [pygame.Rect(z.left, z.top + i * (ch + gap), z.w, ch) for i in range(count)]
        avail = z.w - (hoard.w + gap if hoard else 0)
        ch = z.h - self.layout.px(6)
        cw = int(min(ch * 1.9, (avail - gap * (count - 1)) / count))
        return [pygame.Rect(z.left + i * (cw + gap), z.top + self.layout.px(3), cw, ch) for i in range(count)]

    def _hoard_slot(self, seat: int, i: int) -> tuple[pygame.Vector2, int]:
        pw = self._hoard_piece_w(seat)
        r = self._hoard_rect(seat)
        if r is None:
            z = self.layout[f"cards.{self.pos_of(seat)}"]
            r = pygame.Rect(z.right - pw * 2, z.bottom - pw * 2, pw * 2, pw * 2)
        label = theme.font(self.f["chip"], True).get_linesize()
        y = r.top + label + (r.h - label) / 2
        x = r.left + self.layout.px(6) + pw / 2 + i * pw * 1.1
        return pygame.Vector2(x, y), pw

    def _totem_geometry(self, seat: int, kind: str, cells: list) -> tuple[pygame.Rect, bool]:
        """Where a totem's animal is drawn over its cells (centred on them, a little inside their
        outline) and whether it stands along a column."""
        g = self.grid_of(seat)
        union = g.rect_of(cells)
        vertical = len(cells) > 1 and cells[0][0] == cells[1][0]
        c = g.cell
        thick = max(8, int(c * 0.8))
        if vertical:
            r = pygame.Rect(0, 0, thick, max(8, union.h - int(c * 0.06)))
        else:
            r = pygame.Rect(0, 0, max(8, union.w - int(c * 0.06)), thick)
        r.center = union.center
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
