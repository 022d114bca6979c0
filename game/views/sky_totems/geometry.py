"""Where things are on the Sky Totems table: fonts and buttons fitted to the window, the places
on the common board (fields, bag, tray, cloud token, totem tiles, missions) and on each altar
(stacks, hoard, the cards in a column with 3-4 altars or a strip with 2), and the point a
pedestal flies to in each zone. Every text size is at least ``theme.MIN_TEXT``.

Each altar's grid (``kit.grid.GridFit``) keeps its scale and place for the whole turn:
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
from ..kit.grid import GridFit

# How long an altar takes to re-fit its panel between turns (seconds).
T_REFIT = 0.35


def FONT_BASE(px) -> dict[str, int]:
    """The table's text sizes for the layout's scale ``px`` (before the interface size)."""
    return {
        "name": max(15, px(28)), "chip": px(19), "status": max(17, px(32)),
        "small": px(21), "label": px(19), "count": px(22),
        "banner": max(30, px(84)), "banner_sub": max(15, px(30)), "hint": px(21),
        "badge": px(19), "float": max(18, px(40)), "button": px(24),
        "card_title": px(21), "card_text": px(18), "tile_name": max(14, px(24)),
        "height": px(20), "dialog_title": max(18, px(38)), "design": px(18),
    }


# The board's zones, top to bottom, in the left column.
BOARD_ZONES = ("round", "fields", "bag", "totems", "tray", "missions", "buttons")


class TableGeometry:
    """Where ``SkyTotemsView`` puts things (see the module docstring)."""

    def _resize_geometry(self) -> None:
        L = self.layout
        px = L.px
        m = theme.MIN_TEXT
        self._use_fonts({k: max(m, v) for k, v in FONT_BASE(px).items()})
        self.fb = self.f        # the board column's sizes (see ``_fit_zones``)
        self.totem_rows = 2     # the totem tiles in two rows of two (or, grown, one of four)
        # the sizes at 100 % (what the layout's own zones were drawn for)
        self.f100 = {k: max(m, v) for k, v in FONT_BASE(px).items()}
        self._fit_zones()
        if not self.show_buttons:
            # a replay puts its own controls where the buttons are: give them the missions' room too
            L.rects["buttons"] = L["missions"].union(L["buttons"])
        self.grids = []
        self._grid_moves = {}
        for p in range(self.n):
            zone = L[f"grid.{p}"]
            self.grids.append(GridFit(zone, cap=min(zone.w, zone.h) / 4.0))
        self._fit_grids(refit=True)
        self._make_buttons()
        self.bg = self._render_background(self.size)
        self._static = None
        self._keys.clear()
        self._dialog_cache = None
        for fl in self.flyers:
            fl.tw and fl.tw.finish()

    # --- the zones for a grown interface size
    def _fit_zones(self) -> None:
        """The layout's zones for this window and interface size. At 100 % they are the layout's
        own. Above it the board column widens (the altars give up the room, their grids scale
        down), each altar's header grows to hold its grown name row (the cards and the grid move
        down), and the board's rows take the heights their grown text needs (the totem tiles give
        up the room)."""
        L = self.layout
        if not self._zones_to_grow("board"):
            return
        R = L.rects
        px = L.px
        g = theme.interface
        # 1. a wider board column, taken from the altars
        board = R["board"]
        a_left = min(R[f"altar.{p}"].left for p in range(self.n))
        a_right = max(R[f"altar.{p}"].right for p in range(self.n))
        extra = round(board.w * 0.4 * (g - 1.0))
        if extra > 0:
            new_left = a_left + extra
            k = (a_right - new_left) / max(1, a_right - a_left)

            def mx(x: int) -> int:
                return round(new_left + (x - a_left) * k)

            R["board"] = pygame.Rect(board.x, board.y, board.w + extra, board.h)
            for z in BOARD_ZONES:
                r = R[z]
                R[z] = pygame.Rect(r.x, r.y, r.w + extra, r.h)
            for p in range(self.n):
                cards = R[f"cards.{p}"]
                column = cards.h > cards.w
                for z in ("altar", "head", "cards", "grid"):
                    r = R[f"{z}.{p}"]
                    R[f"{z}.{p}"] = pygame.Rect(mx(r.left), r.top, mx(r.right) - mx(r.left), r.h)
                if column:
                    # the cards' column keeps its width; the grid beside it gives the room
                    c, gr = R[f"cards.{p}"], R[f"grid.{p}"]
                    gap = gr.left - c.right
                    R[f"cards.{p}"] = pygame.Rect(c.left, c.top, cards.w, c.h)
                    left = c.left + cards.w + gap
                    R[f"grid.{p}"] = pygame.Rect(left, gr.top, gr.right - left, gr.h)
        # 2. each altar's header holds its grown name, badge and chips
        for p in range(self.n):
            head = R[f"head.{p}"]
            need = self._head_need()
            grow = need - head.h
            if grow <= 0:
                continue
            R[f"head.{p}"] = pygame.Rect(head.x, head.y, head.w, need)
            for z in ("cards", "grid"):
                r = R[f"{z}.{p}"]
                if r.top < head.bottom + px(12):
                    R[f"{z}.{p}"] = pygame.Rect(r.x, r.y + grow, r.w, max(px(20), r.h - grow))
                elif z == "grid":
                    R[f"{z}.{p}"] = pygame.Rect(r.x, r.y + grow, r.w, max(px(20), r.h - grow))
            c, gr = R[f"cards.{p}"], R[f"grid.{p}"]
            if gr.top < c.bottom and gr.left < c.right:      # the strip over the grid: keep them apart
                R[f"grid.{p}"] = pygame.Rect(gr.x, c.bottom + px(5), gr.w, gr.bottom - c.bottom - px(5))
        # 3. the board's rows: each as tall as its grown text needs, the totem tiles take the rest;
        # the board's text grows as far as the column holds it (``self.fb``)
        rows = [R[z] for z in BOARD_ZONES]
        top, bottom = rows[0].top, rows[-1].bottom
        gaps = [rows[i + 1].top - rows[i].bottom for i in range(len(rows) - 1)]
        m = theme.MIN_TEXT
        gb = g
        while True:
            self.fb = {k: max(m, round(v * gb)) for k, v in self.f100.items()}
            need = {z: max(R[z].h, self._row_need(z)) for z in BOARD_ZONES}
            free = bottom - top - sum(gaps) - sum(h for z, h in need.items() if z != "totems")
            if free >= self._totems_need(2):
                self.totem_rows = 2
                break
            if free >= self._totems_need(1) and self._one_row_holds(R["totems"].w, free):
                self.totem_rows = 1        # the four tiles side by side
                break
            if gb <= 1.0:
                break
            gb = max(1.0, gb - 0.05)
        need["totems"] = max(free, 0)
        y = top
        for z, gap in zip(BOARD_ZONES, gaps + [0]):
            r = R[z]
            R[z] = pygame.Rect(r.x, y, r.w, need[z])
            y += need[z] + gap

    def _head_need(self) -> int:
        """How tall an altar's header is at the grown sizes (badge, name, chips)."""
        px = self.layout.px
        name = theme.font(self.f["name"], True).get_height()
        chip = theme.font(self.f["chip"], True).get_height() + max(4, self.f["chip"] // 3) // 2
        return max(name, chip, 2 * self._badge_r()) + px(4)

    def _badge_r(self) -> int:
        """The radius of an altar's number disc in its header (grown round its grown number)."""
        r = max(9, self.layout.px(17))
        if theme.interface > 1.0 and self.reflows:
            r = max(r, theme.font(self.f["badge"], True).get_height() // 2 + self.layout.px(3))
        return r

    def _row_need(self, zone: str) -> int:
        """How tall the board's row ``zone`` is at the grown sizes: the layout's height plus what its
        grown label and text take more than at 100 %."""
        L = self.layout
        px = L.px
        f, f0 = self.fb, self.f100
        r = L[zone]

        def more(role: str, bold: bool = False) -> int:
            return theme.font(f[role], bold).get_linesize() - theme.font(f0[role], bold).get_linesize()

        if zone == "round":
            return max(r.h, theme.font(f["count"], True).get_height() + px(12),
                       theme.font(f["label"], True).get_height() + px(8))
        if zone == "fields":
            return r.h + more("label", True) + more("chip", True)
        if zone == "bag":
            # two rows of five at most (see ``_bag_legend_grid``), the sack's number beside them
            return max(r.h, 2 * theme.font(f["design"], True).get_height() + px(12),
                       theme.font(f["name"], True).get_height() + px(16))
        if zone == "tray":
            # the grown label, a pedestal (or the cloud token and its ring) nearly its 100 % size and
            # its name under it (see ``_tray_piece_w``)
            pw0 = int(min(r.h * 0.52, r.w / 9))
            return max(r.h + more("label", True), theme.font(f["label"], True).get_linesize()
                       + theme.font(f["design"]).get_linesize() + int(pw0 * 0.94) + px(16))
        if zone == "missions":
            return r.h + more("label", True)
        if zone == "buttons":
            return r.h + (self._button_h() - max(30, px(54))) + more("hint")
        return r.h

    def _totems_need(self, rows: int) -> int:
        """The least height of the totems' row at the board's sizes: its label and ``rows`` rows of
        tiles, each with its name, its score (beside the name in two rows, under it in one) and a
        line of words."""
        px = self.layout.px
        f = self.fb
        tile = (theme.font(f["tile_name"], True).get_linesize() + theme.font(f["card_text"]).get_linesize()
                + theme.font(theme.MIN_TEXT).get_linesize() + px(8))
        if rows == 1:
            tile += theme.font(f["card_text"], True).get_linesize()
        return theme.font(f["label"], True).get_linesize() + px(2) + rows * tile + px(10) * (rows - 1)

    def _one_row_holds(self, w: int, h: int) -> bool:
        """Whether four tiles side by side in a totems row ``w`` by ``h`` hold each totem's name and
        score whole, at least at their 100 % sizes (see ``cards.draw_totem_tile``, ``fitted``)."""
        from .cards import TOTEM_SCORE
        tile_w = (w - 3 * self.layout.px(10)) // 4
        tile_h = h - theme.font(self.fb["label"], True).get_linesize() - self.layout.px(2)
        pad = max(3, tile_h // 14)
        text_w = tile_w - 3 * pad - min(int(tile_h * 0.62), tile_w // 3)
        name = theme.font(self.f100["tile_name"], True)
        score = theme.font(self.f100["card_text"], True)
        kinds = (getattr(self, "shown", None) or {}).get("totem_kinds") or list(TOTEM_SCORE)
        return all(name.size(k)[0] <= text_w and score.size(TOTEM_SCORE.get(k, ""))[0] <= text_w for k in kinds)

    def _button_h(self) -> int:
        """The buttons' height: the layout's, or taller to hold the grown label."""
        px = self.layout.px
        bh = max(30, px(54))
        if theme.interface > 1.0 and self.reflows:
            bh = max(bh, theme.font(self.fb["button"], True).get_height() + px(14))
        return bh

    def grid_of(self, seat: int) -> GridFit:
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
            cells = set(self.d.altar(s)) | {(x, y) for (ss, x, y) in self.arriving if ss == s}
            g = self.grid_of(s)
            moving = self._grid_moves.get(s)
            spots = self.moves.cloud_cells() if s == (self.shown or {}).get("actor") else ()
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
        bh = self._button_h()
        y = zone.bottom - pad - bh
        w_end = int((zone.w - 2 * pad - 2 * gap) * 0.4)
        w_other = (zone.w - 2 * pad - 2 * gap - w_end) // 2
        x = zone.left + pad
        self.buttons["end"].rect = pygame.Rect(x, y, w_end, bh)
        self.buttons["undo"].rect = pygame.Rect(x + w_end + gap, y, w_other, bh)
        self.buttons["menu"].rect = pygame.Rect(x + w_end + gap + w_other + gap, y, w_other, bh)
        if theme.interface > 1.0 and self.reflows:
            for b in self.buttons.values():
                b.text_size = self.fb["button"]     # grown words (shrunk to the button's width)
        self.guide_rect = pygame.Rect(zone.left + pad, zone.top + pad, zone.w - 2 * pad, y - gap - zone.top - pad)

    # --- places on the common board
    def field_boxes(self) -> list[pygame.Rect]:
        """One box per field slot (always five: with 1-3 altars the last is blocked)."""
        L = self.layout
        r = L["fields"]
        top = r.top + theme.font(self.fb["label"], True).get_linesize() + L.px(2)
        gap = L.px(10)
        slots = FIELDS_DEFAULT
        w = (r.w - gap * (slots - 1)) / slots
        return [pygame.Rect(round(r.left + i * (w + gap)), top, round(w), r.bottom - top) for i in range(slots)]

    def _field_slot(self, f: int, i: int, count: int) -> tuple[pygame.Vector2, int]:
        box = self.field_boxes()[f]
        cols = 2 if count <= 6 else 3
        rows = max(2, math.ceil(count / cols))
        pw = int(min(box.w / cols * 0.86, (box.h - self._field_top() + self.layout.px(2)) / (rows * 0.72 + 0.3)))
        col, row = i % cols, i // cols
        cx = box.centerx + (col - (cols - 1) / 2) * box.w / cols * 0.92
        step = pw * 0.7
        cy = box.top + self._field_top() + pw * 0.35 + row * step
        return pygame.Vector2(cx, cy), pw

    def _field_top(self) -> int:
        """How far below a field box's top its pedestals start (under the field's number)."""
        px = self.layout.px
        if theme.interface > 1.0 and self.reflows:
            return max(px(20), theme.font(self.fb["chip"], True).get_height() + px(6))
        return px(20)

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
        pw = int(min(r.h * 0.52, r.w / 9))
        if theme.interface > 1.0 and self.reflows:
            # grown: the cloud token and its ring under the grown label, with a name line spare
            top = r.top + theme.font(self.fb["label"], True).get_linesize()
            room = r.bottom - top - theme.font(self.fb["design"]).get_linesize() - self.layout.px(16)
            pw = max(8, min(pw, int(room / 1.1)))
        return pw

    def _tray_step(self) -> tuple[float, bool]:
        """How far apart the tray's pedestals stand, and whether each has its design's name under it
        (when the tray has the room for the names and the cloud token)."""
        r = self.layout["tray"]
        pw = self._tray_piece_w()
        plain = pw * 1.25
        tray = self.d.tray()
        if not tray:
            return plain, False
        size = self.fb["design"]
        widest = max(theme.font(size).size(self.d.design(p))[0] for p in tray)
        step = max(plain, widest + self.layout.px(14))
        room = r.w - self.layout.px(14) - pw * 1.2
        top = r.top + theme.font(self.fb["label"], True).get_linesize()
        tall = self.art.ellipse_h(pw) + max(3, int(pw * 0.22)) + theme.font(size).get_linesize()
        if len(tray) * step <= room and tall <= r.bottom - top:
            return step, True
        return plain, False

    def _tray_slot(self, i: int, count: int) -> pygame.Vector2:
        r = self.layout["tray"]
        pw = self._tray_piece_w()
        top = r.top + theme.font(self.fb["label"], True).get_linesize()
        step, named = self._tray_step()
        x = r.left + self.layout.px(14) + max(pw, step) / 2 + i * step
        cy = top + (r.bottom - top) / 2
        if named:
            cy -= theme.font(self.fb["design"]).get_linesize() / 2
        return pygame.Vector2(x, cy)

    def _tray_rect(self, i: int, count: int) -> pygame.Rect:
        c = self._tray_slot(i, count)
        pw = self._tray_piece_w()
        e = self.art.ellipse_h(pw)
        t = max(3, int(pw * 0.22))
        return pygame.Rect(round(c.x - pw / 2), round(c.y - (e + t) / 2), pw, e + t)

    def _cloud_token_rect(self) -> pygame.Rect:
        n = len(self.d.tray())
        c = self._tray_slot(n, n + 1)
        pw = int(self._tray_piece_w() * 1.1)
        r = pygame.Rect(0, 0, pw, pw)
        r.center = (round(c.x + pw * 0.1), round(c.y))
        return r

    def totem_rects(self) -> list[tuple[str, pygame.Rect]]:
        L = self.layout
        r = L["totems"]
        top = r.top + theme.font(self.fb["label"], True).get_linesize() + L.px(2)
        gap = L.px(10)
        kinds = self.shown.get("totem_kinds") or []
        if getattr(self, "totem_rows", 2) == 1 and theme.interface > 1.0:
            w = (r.w - gap * 3) // 4
            return [(k, pygame.Rect(r.left + i * (w + gap), top, w, r.bottom - top)) for i, k in enumerate(kinds)]
        w = (r.w - gap) // 2
        h = (r.bottom - top - gap) // 2
        return [(k, pygame.Rect(r.left + (i % 2) * (w + gap), top + (i // 2) * (h + gap), w, h))
                for i, k in enumerate(kinds)]

    def mission_rects(self) -> list[tuple[int, pygame.Rect]]:
        r = self.layout["missions"]
        top = r.top + theme.font(self.fb["label"], True).get_linesize() + self.layout.px(2)
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
        n = len(self.d.hoard(seat))
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
            lst = d.field(f)
            i = lst.index(pid) if pid in lst else len(lst) + extra
            return self._field_slot(f, i, max(len(lst) + extra + 1, i + 1))
        if kind == "tray":
            tray = d.tray()
            i = tray.index(pid) if pid in tray else len(tray) + extra
            return self._tray_slot(i, len(tray) + 1), self._tray_piece_w()
        if kind == "altar":
            s = int(rest)
            st = d.altar(s).get((x, y), [])
            h = (st.index(pid) + 1) if pid in st else len(st) + 1 + extra
            return self._stack_top(s, x, y, h)
        if kind == "hoard":
            s = int(rest)
            h = d.hoard(s)
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
