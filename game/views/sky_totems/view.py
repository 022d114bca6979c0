"""Sky Totems at the table: the common board, the altars, and which gesture makes which command.

The view keeps a *shown* model (``model.Shown``: fields, tray, bag counts, altars, totems, hoards,
round) apart from the rules' state. ``animate(events)`` queues one step per visible change (a group
of pedestals flying, a cloud sliding in, a totem rising, the round marker moving); when the queue
is empty the model is checked against ``state.view(seat)`` and put right if anything was missed.
Status, legal targets and secrets come from ``state.view(viewer)`` and ``state.legal_commands()``.

Zones come from ``assets/layouts/sky-totems-N.tmx`` (N altars, 2 for solo): the common board on the
left (``round``, ``fields``, ``bag``, ``totems``, ``tray``, ``missions``, ``buttons``) and per altar
``altar.P``, ``head.P``, ``cards.P``, ``grid.P`` (P: the panel in reading order, the first person
at this screen first). The still picture is drawn into one surface region by region, each region
redrawn only when what it shows changed; moving things are drawn over it every frame.
"""
from __future__ import annotations

import math
from functools import partial

import pygame

from rules.core import Command, Event
from rules.sky_totems.commands import (BuildTotem, ChooseDesign, ChooseStart, DrawPedestals, EndTurn, PlaceCloud,
                                       PlacePedestal, Reveal, TakeField, TradePedestal)
from rules.sky_totems.components import DESIGNS, FIELDS_DEFAULT, RARE, TOTEM_CELLS

from ... import theme
from ...layout import Layout, load_layout
from ...widgets import tween, ui
from ...widgets.pedestals import TOTEM_COLOUR, default_art
from .cards import draw_card, draw_totem_tile, fit, wrap
from ...widgets.effects import FloatText, SlideBanner, alpha_blit
from ..base import DIGIT_KEYS, DRAG_THRESHOLD, FOCUS_KEYS, TableView, night_sky
from .effects import Flyer
from .grid import AltarGrid
from .model import Shown
from .undo import UndoLog

T_FLY = 0.42
T_STAGGER = 0.07
T_CLOUD = 0.32
T_RISE = 0.55
T_MARKER = 0.5
NOTICE_SECONDS = 4.5

GOOD = theme.GOOD
BAD = theme.BAD
GOLD = theme.ACCENT
FOCUS = (120, 220, 255)
DROP = (170, 255, 190)
PANEL_FILL = (30, 46, 88)
PANEL_EDGE = (62, 86, 140)
ACTIVE_EDGE = GOLD


def totem_cells(kind: str, x: int, y: int, vertical: bool) -> list[tuple[int, int]]:
    n = TOTEM_CELLS[kind]
    return [(x, y + k) if vertical else (x + k, y) for k in range(n)]


class SkyTotemsView(TableView):
    """Draws a Sky Totems session and turns gestures into commands (see the module docstring).

    ``host`` offers ``submit(command) -> bool`` (it applies the command, shows a rejection through
    ``rejected`` and animates the events through ``animate``) and optionally ``open_menu()``.
    """

    game_id = "sky-totems"
    seat_word = "Altar"
    notice_seconds = NOTICE_SECONDS
    TURN_STEPS = ("_ev_turn", "_ev_round", "_ev_chosen")

    def __init__(self, host, session, interactive: bool = True):
        self._init_table(host, session, interactive)
        st = session.state
        self.n = st.players
        self.solo = st.mode == "solo"
        self.layout: Layout = load_layout(f"sky-totems-{max(2, self.n)}")
        # Altars sit in reading order starting with the first person at this screen.
        self.bottom = self.humans[0] if self.humans else 0
        self.viewer: int | None = self.bottom if self.humans else None
        self.art = default_art()
        self.flyers: list[Flyer] = []
        self.rising: dict[tuple[int, int], float] = {}      # (seat, totem index) -> 0..1
        self.arriving: set[tuple[int, int, int]] = set()     # (seat, x, y) clouds on their way
        self.marker = 1.0                                    # the round marker's square (float while moving)
        self.sel: tuple | None = None          # ("ped", pid) | ("cloud",) | ("totem", kind)
        self.vertical = False                  # a totem's orientation while placing it
        self.hover: tuple | None = None        # the target under the mouse
        self._keys: dict[str, tuple] = {}
        self.ver: dict = {}
        self.undo = UndoLog()
        self._submitting = False
        self._last_events: list[Event] | None = None
        self.grids: list[AltarGrid] = []
        self.dialog_rects: list[tuple[tuple, pygame.Rect]] = []
        self._dialog_cache: tuple | None = None
        self.d = Shown()
        self._snap_model()

    # ------------------------------------------------------------------ facts
    def _decides_here(self, actor: int) -> bool:
        seat = self.session.controller(actor)
        if seat is None or seat.is_bot:
            return False
        # with several people, not before the screen has been handed over to this person
        return self.auto_viewer or len(self.humans) <= 1 or self.session.controller(self.viewer) is seat

    def _bump(self, *keys) -> None:
        for k in keys:
            self.ver[k] = self.ver.get(k, 0) + 1

    def _bump_all(self) -> None:
        self._bump("fields", "bag", "tray", "round", "shown", *[("altar", s) for s in range(self.n)])

    # ------------------------------------------------------------------ shown state
    def _refresh_shown(self) -> None:
        st = self.state
        if self.auto_viewer and len(self.humans) > 1 and st.actor is not None:
            ctrl = self.session.controller(st.actor)
            if ctrl is not None and not ctrl.is_bot:
                self.viewer = st.actor
        self.shown = st.view(self.viewer)
        self.legal = list(st.legal_commands())
        self._index_legal()
        self._bump("shown")

    def _index_legal(self) -> None:
        self.lg_fields: set[int] = set()
        self.lg_draw = False
        self.lg_place: dict[int, set] = {}
        self.lg_trade: set[int] = set()
        self.lg_cloud: set[tuple[int, int]] = set()
        self.lg_build: dict[str, list[tuple]] = {}
        self.lg_reveal: set[int] = set()
        self.lg_design: list[str] = []
        self.lg_start: list[int] = []
        self.lg_end = False
        for c in self.legal:
            t = type(c)
            if t is PlacePedestal:
                self.lg_place.setdefault(c.pedestal, set()).add((c.x, c.y))
            elif t is TradePedestal:
                self.lg_trade.add(c.pedestal)
            elif t is PlaceCloud:
                self.lg_cloud.add((c.x, c.y))
            elif t is TakeField:
                self.lg_fields.add(c.field)
            elif t is DrawPedestals:
                self.lg_draw = True
            elif t is BuildTotem:
                self.lg_build.setdefault(c.kind, []).append((c.x, c.y, c.vertical))
            elif t is Reveal:
                self.lg_reveal.add(c.card)
            elif t is ChooseDesign:
                self.lg_design.append(c.design)
            elif t is ChooseStart:
                self.lg_start.append(c.card)
            elif t is EndTurn:
                self.lg_end = True

    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        self._refresh_shown()
        self._fix_selection()

    def _snap_model(self) -> None:
        """Show the state as it is at once (start, resize, undo, replay jumps)."""
        self._drop_animations()
        self.rising.clear()
        self.arriving.clear()
        self.drag = None
        self._refresh_shown()
        self.d = Shown.from_view(self.shown)
        self.marker = float(self.d.round)
        self._bump_all()
        self._fit_grids()
        self._fix_selection()

    def snap(self) -> None:
        self.undo.clear()
        super().snap()

    # ------------------------------------------------------------------ geometry
    def _resize_geometry(self) -> None:
        L = self.layout
        if not self.show_buttons:
            # a replay puts its own controls where the buttons are: give them the missions' room too
            L.rects["buttons"] = L["missions"].union(L["buttons"])
        px = L.px
        self.f = {
            "name": max(15, px(28)), "chip": max(11, px(17)), "status": max(17, px(32)),
            "small": max(13, px(21)), "label": max(12, px(19)), "count": max(13, px(22)),
            "banner": max(30, px(84)), "banner_sub": max(15, px(30)), "hint": max(13, px(21)),
            "badge": max(11, px(19)), "float": max(18, px(40)), "button": max(13, px(24)),
            "card_title": max(13, px(21)), "card_text": max(12, px(18)), "tile_name": max(14, px(24)),
            "height": max(11, px(18)), "dialog_title": max(18, px(38)),
        }
        for s in set(self.f.values()):
            theme.font(s)
            theme.font(s, True)
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

    def _render_background(self, size) -> pygame.Surface:
        L = self.layout
        px = L.px
        bg = night_sky(size, 4321, top=(24, 40, 80))
        self._draw_status_band(bg)
        ui.draw_panel(bg, L["board"], fill=(22, 36, 72), edge=(46, 70, 120), radius=px(18), width=max(1, px(2)))
        for p in range(self.n):
            ui.draw_panel(bg, L[f"altar.{p}"], fill=PANEL_FILL, edge=PANEL_EDGE, radius=px(18), width=max(1, px(2)))
        labels = {"round": None, "fields": "Pedestal fields", "bag": None, "totems": "Totems", "tray": None,
                  "missions": None, "buttons": None}
        for zone, label in labels.items():
            if label:
                r = L[zone]
                ui.blit_text(bg, label.upper(), self.f["label"], theme.TEXT_DIM, bold=True, topleft=(r.left + px(6), r.top))
        return bg.convert() if pygame.display.get_surface() is not None else bg

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

    # ------------------------------------------------------------------ events -> steps
    def animate(self, events: list[Event]) -> None:
        self._last_events = events
        if not self._submitting:
            self.undo.seen(events)
        super().animate(events)

    def _group_handler(self, e: Event):
        """Pieces that move one after another fly as one group."""
        return self._ev_moves if e.kind == "move" else None

    def _same_group(self, first: Event, e: Event) -> bool:
        return e.kind == "move"

    def _say(self, text: str) -> None:
        self.log.append(text)
        self._bump("status")

    def _ev_moves(self, group: list[Event]) -> None:
        heading: dict = {}
        for k, e in enumerate(group):
            pid, src, dst = e["item"], e["src"], e["dst"]
            pos, w = self.zone_point(src, pid)
            self.d.take(pid, src)
            key = (dst, e.get("x"), e.get("y"))
            extra = heading.get(key, 0)
            heading[key] = extra + 1
            end, end_w = self.zone_point(dst, None, e.get("x"), e.get("y"), extra=extra)
            fl = Flyer(pid, e["design"], pos, w, dst, e.get("x"), e.get("y"))
            self.flyers.append(fl)
            self._fly(fl, end, end_w, delay=k * T_STAGGER)
            self._bump_zone(src)
        self._bump("fields", "bag", "tray")

    def _fly(self, fl: Flyer, end, end_w: float, delay: float = 0.0, duration: float = T_FLY) -> None:
        start = {}

        def begin():
            start["p"], start["w"] = pygame.Vector2(fl.pos), fl.w

        def fn(t):
            if "p" not in start:
                begin()
            p = start["p"].lerp(pygame.Vector2(end), max(0.0, min(1.0, t)))
            # a little hop on the way
            p.y -= math.sin(math.pi * max(0.0, min(1.0, t))) * self.layout.px(40)
            fl.pos = p
            fl.w = start["w"] + (end_w - start["w"]) * t

        fl.tw = self.tweens.add(tween.Tween(duration, fn, tween.ease_in_out, delay, partial(self._land, fl),
                                            on_start=begin))

    def _land(self, fl: Flyer) -> None:
        if fl in self.flyers:
            self.flyers.remove(fl)
        if fl.design is None:
            key = (fl.seat, fl.x, fl.y)
            self.arriving.discard(key)
            self.d.cells[fl.seat].setdefault((fl.x, fl.y), [])
            self._bump(("altar", fl.seat))
            return
        self.d.put(fl.pid, fl.dst, fl.x, fl.y)
        self._bump_zone(fl.dst)

    def _bump_zone(self, zone: str) -> None:
        kind, _, rest = zone.partition(".")
        if kind == "field":
            self._bump("fields")
        elif kind in ("tray", "bag"):
            self._bump(kind)
        elif rest.isdigit():
            self._bump(("altar", int(rest)))

    def _ev_cloud(self, e: Event) -> None:
        s, x, y = e["seat"], e["x"], e["y"]
        self.arriving.add((s, x, y))
        self._fit_grids()
        g = self.grid_of(s)
        r = g.rect(x, y)
        start = self._cloud_token_rect().center if s == self.shown.get("actor") else self.layout[f"head.{self.pos_of(s)}"].center
        fl = Flyer(None, None, start, self._tray_piece_w(), "", x, y, s)
        self.flyers.append(fl)
        self._fly(fl, r.center, r.w, duration=T_CLOUD)
        self._bump("tray")

    def _ev_totem(self, e: Event) -> None:
        s = e["seat"]
        t = {"kind": e["totem"], "height": e["height"], "cells": [tuple(c) for c in e["cells"]], "score": e["score"]}
        idx = len(self.d.totems[s])
        self.d.totems[s].append(t)
        for c in t["cells"]:
            self.d.cover[s][c] = idx
        self.rising[(s, idx)] = 0.0
        self._bump(("altar", s))

        def fn(v, key=(s, idx)):
            self.rising[key] = v

        def done(key=(s, idx)):
            self.rising.pop(key, None)
            self._bump(("altar", key[0]))

        self.tweens.add(tween.Tween(T_RISE, fn, tween.ease_out_back, 0.0, done))
        center = self.grid_of(s).rect_of(t["cells"]).center
        self.effects.append(FloatText(center, f"+{t['score']}", self.f["float"], TOTEM_COLOUR.get(t["kind"], GOLD),
                                      life=1.4, rise=self.layout.px(70)))
        self.hold = max(self.hold, 0.25)
        self._say(f"{self.name(s)} raises a {t['kind']} totem (height {t['height']}, {t['score']} points).")

    def _ev_blessing(self, e: Event) -> None:
        words = {"Bird": "3 clouds and 3 pedestals", "Wolf": "a pedestal on every free stack",
                 "Horse": "another turn", "Cat": "choose 2 pedestals", "Dragon": "a hoard pedestal, then a field"}
        self._say(f"{e['totem']}'s blessing for {self.name(e['seat'])}: {words.get(e['totem'], '')}.")

    def _ev_chosen(self, e: Event) -> None:
        self._say(f"{self.name(e['seat'])} has chosen a starting altar card.")
        self._refresh_status()

    def _ev_reveal_start(self, e: Event) -> None:
        self._say(f"{self.name(e['seat'])} starts with {e['face']['name']}.")

    def _ev_start_cloud(self, e: Event) -> None:
        self._refresh_status()

    def _ev_turn(self, e: Event) -> None:
        self.hold = max(self.hold, 0.1)
        if e.get("extra"):
            self._float_at(e["seat"], "Another turn!", GOLD)
        self._refresh_status()

    def _ev_pass(self, e: Event) -> None:
        self._float_at(e["seat"], "passes", theme.TEXT_DIM)
        self.hold = max(self.hold, 0.35)
        self._say(f"{self.name(e['seat'])} passes.")

    def _ev_choose(self, e: Event) -> None:
        self._refresh_status()

    def _ev_reveal(self, e: Event) -> None:
        s = e["seat"]
        z = self.layout[f"altar.{self.pos_of(s)}"]
        self.effects.append(SlideBanner(z, "Mission complete!", f"{self.name(s)} reveals {e['face']['name']}: "
                                   f"+{e['points']} points and a pedestal of their choice", GOLD,
                                   self.f["dialog_title"], self.f["small"], 1.8))
        self.hold = max(self.hold, 1.2)
        self._say(f"{self.name(s)} reveals {e['face']['name']} (+{e['points']}).")

    def _ev_bag_empty(self, e: Event) -> None:
        b = self._bag_rect()
        self.effects.append(FloatText(b.center, "The bag is empty", self.f["small"], BAD, life=1.6,
                                      rise=self.layout.px(30)))
        self._say("The bag is empty.")

    def _ev_round(self, e: Event) -> None:
        n = e["n"]
        self.d.round = n
        self.d.first = e["first"]
        tween.move(self.tweens, self, "marker", float(n), T_MARKER, tween.ease_in_out)
        if n > 1:
            r = self._altars_area()
            self.effects.append(SlideBanner(r, f"Round {n}", f"{self.name(e['first'])} starts", GOLD,
                                       self.f["banner"], self.f["small"], 1.1))
            self.hold = max(self.hold, 0.7)
        self._bump("round")
        self._refresh_status()

    def _ev_marker(self, e: Event) -> None:
        self.d.first = e["seat"]
        self._bump("round")

    def _ev_final_totem(self, e: Event) -> None:
        self.effects.append(SlideBanner(self._altars_area(), "The Final Totem",
                                   "Each altar may build one last totem, or pass", GOLD,
                                   self.f["banner"], self.f["small"], 1.8))
        self.hold = max(self.hold, 1.4)
        self._say("The Final Totem: each altar may build one more totem.")
        self._refresh_status()

    def _ev_end_reveals(self, e: Event) -> None:
        self._say("Before scoring: met missions may still be revealed.")
        self._refresh_status()

    def _ev_game_over(self, e: Event) -> None:
        self.effects.append(SlideBanner(self._altars_area(), "Game over", self._result_sentence(e.data), GOLD,
                                   self.f["banner"], self.f["small"], 2.0))
        self.hold = max(self.hold, 1.6)
        self._say(f"Game over. {self._result_sentence(e.data)}")
        self._refresh_status()

    def _result_sentence(self, res: dict) -> str:
        scores = res.get("scores") or []
        if res.get("decided_by") == "solo":
            return f"{res.get('total', sum(scores))} points in total: {res.get('rank', '')}"
        winners = res.get("winners") or []
        if not winners or not scores:
            return ""
        names = " and ".join(self.name(w) for w in winners)
        verb = "share the win" if len(winners) > 1 else ("win" if names == "You" else "wins")
        return f"{names} {verb} with {scores[winners[0]]} points"

    def _float_at(self, seat: int, text: str, colour) -> None:
        z = self.layout[f"grid.{self.pos_of(seat)}"]
        self.effects.append(FloatText(z.center, text, self.f["float"], colour, life=1.2, rise=self.layout.px(40)))

    def _altars_area(self) -> pygame.Rect:
        L = self.layout
        r = L["altar.0"]
        for p in range(1, self.n):
            r = r.union(L[f"altar.{p}"])
        return r

    def _settle(self) -> None:
        if self.queue:
            return
        self._refresh_shown()
        fresh = Shown.from_view(self.shown)
        if not fresh.same_as(self.d) or self.flyers:
            for fl in list(self.flyers):
                if fl.tw:
                    fl.tw.cancel()
            self.flyers.clear()
            self.arriving.clear()
            self.d = fresh
            self._bump_all()
        self.marker = float(self.d.round)
        self._fit_grids()
        self._fix_selection()

    def _fix_selection(self) -> None:
        """Keep the selection meaningful: the cloud while clouds wait, else a tray pedestal."""
        v = self.shown
        if not v:
            return
        human = self.human_actor() if self.idle else (v.get("actor") if self.interactive else None)
        if v.get("clouds_to_place") or v.get("phase") == "start_cloud":
            self.sel = ("cloud",)
        elif self.d.tray:
            if not (self.sel and self.sel[0] == "ped" and self.sel[1] in self.d.tray):
                self.sel = ("ped", self.d.tray[0])
        elif self.sel and self.sel[0] == "totem" and self.sel[1] in self.lg_build:
            pass
        else:
            self.sel = None
        if human is None and not self.interactive:
            self.sel = None
        if self.focus is not None and self.focus not in self._focus_targets():
            self.focus = None

    # ------------------------------------------------------------------ running
    def _notice_changed(self) -> None:
        self._bump("status")

    def _focus_moved(self) -> None:
        self._bump("hover")

    def _snap_back(self) -> None:
        if self.drag:
            d = self.drag
            self.drag = None
            if d["kind"] == "ped":
                pid = d["pid"]
                fl = Flyer(pid, self.d.design(pid), d["pos"], d["w"], "tray")
                if pid in self.d.tray:
                    end, w = self.zone_point("tray", pid)
                    i = self.d.tray.index(pid)
                    self.d.tray.remove(pid)
                    self.flyers.append(fl)

                    def back(fl=fl, i=i):
                        if fl in self.flyers:
                            self.flyers.remove(fl)
                        if fl.pid not in self.d.tray:
                            self.d.tray.insert(min(i, len(self.d.tray)), fl.pid)
                        self._bump("tray")

                    start = {"p": pygame.Vector2(fl.pos)}

                    def fn(t, fl=fl):
                        fl.pos = start["p"].lerp(end, max(0.0, min(1.0, t)))

                    fl.tw = self.tweens.add(tween.Tween(0.25, fn, tween.ease_out, 0.0, back))
            self._bump("tray", "fields", "bag", "shown", *[("altar", s) for s in range(self.n)])

    # ------------------------------------------------------------------ commands
    def _submit(self, cmd: Command) -> bool:
        point = self.undo.before(self.session) if self.interactive else None
        self._last_events = None
        self._submitting = True
        try:
            ok = bool(self.host.submit(cmd))
        finally:
            self._submitting = False
        if ok and point is not None:
            self.undo.after(point, cmd, self._last_events or [])
        self._bump("shown")
        return ok

    def _click_end(self) -> None:
        a = self.human_actor()
        if a is not None:
            self._submit(EndTurn(a))

    def _click_undo(self) -> None:
        if self.human_actor() is None and not self.idle:
            self.skip()
        if self.undo.undo(self.session):
            self.notice = None
            self._say("Undone.")
            self._snap_model()
        else:
            self.notice = ("Nothing to undo: undo works within your action until something is drawn, revealed or "
                           "the turn ends.", NOTICE_SECONDS)
            self._bump("status")


    def can_undo(self) -> bool:
        return self.interactive and self.human_actor() is not None and self.undo.can_undo(self.session)

    # ------------------------------------------------------------------ targets
    def dialog(self) -> tuple | None:
        """The chooser shown now: ("start", cards) or ("design", designs, why), else None."""
        a = self.human_actor()
        if a is None:
            return None
        v = self.shown
        if v["phase"] == "choose" and self.lg_start:
            cards = v["altars"][a]["hand"]
            if cards and "name" in cards[0]:
                return ("start", tuple(c["id"] for c in cards))
        if v.get("choice") and self.lg_design:
            return ("design", tuple(self.lg_design), v["choice"]["why"])
        return None

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
        for i, pid in enumerate(self.d.tray):
            if self._tray_rect(i, len(self.d.tray)).collidepoint(pos):
                return ("ped", pid)
        if self.shown.get("clouds_to_place") or self.shown.get("phase") == "start_cloud":
            if self._cloud_token_rect().collidepoint(pos):
                return ("cloud",)
        for f, box in enumerate(self.field_boxes()):
            if box.collidepoint(pos) and f < len(self.d.fields):
                return ("field", f)
        if self._bag_rect().inflate(self.layout.px(10), self.layout.px(10)).collidepoint(pos) or \
                self._bag_counts_rect().collidepoint(pos):
            return ("bag",)
        for kind, r in self.totem_rects():
            if r.collidepoint(pos):
                return ("totem", kind)
        for card, r in self.mission_rects():
            if self._reveal_button_rect(r).collidepoint(pos) and card in self.lg_reveal:
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
            elif self.lg_cloud:
                out += [("cell", a, x, y) for x, y in sorted(self.lg_cloud, key=lambda c: (c[1], c[0]))]
            elif self.sel and self.sel[0] == "ped":
                pid = self.sel[1]
                out += [("cell", a, x, y) for x, y in sorted(self.lg_place.get(pid, ()), key=lambda c: (c[1], c[0]))]
                if pid in self.lg_trade:
                    out.append(("bag",))
                out += [("ped", p) for p in self.d.tray if p != pid]
            else:
                if self.sel and self.sel[0] == "totem":
                    kind = self.sel[1]
                    out += [("build", kind, x, y, vv) for x, y, vv in self.lg_build.get(kind, [])]
                out += [("field", f) for f in sorted(self.lg_fields)]
                if self.lg_draw:
                    out.append(("bag",))
                out += [("totem", k) for k in (self.shown.get("totem_kinds") or []) if k in self.lg_build
                        and not (self.sel and self.sel == ("totem", k))]
            out += [("reveal", c) for c in sorted(self.lg_reveal)]
            if self.lg_end:
                out.append(("end",))
            if self.undo.can_undo(self.session):
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
            self._submit(TakeField(a, target[1]))
        elif kind == "bag":
            if self.sel and self.sel[0] == "ped" and not self.lg_draw:
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
                opts = self.lg_build.get(k)
                if opts:
                    self.vertical = opts[0][2]
                else:
                    self.notice = (self._why_not_buildable(k), NOTICE_SECONDS)
            self._bump("shown", ("altar", a))
        elif kind == "build":
            _, k, x, y, vv = target
            self._submit(BuildTotem(a, k, x, y, vv))
        elif kind == "cell":
            _, _seat, x, y = target
            if self.lg_cloud or (self.sel and self.sel[0] == "cloud"):
                self._submit(PlaceCloud(a, x, y))
            elif self.sel and self.sel[0] == "ped":
                self._submit(PlacePedestal(a, self.sel[1], x, y))
            elif self.sel and self.sel[0] == "totem":
                self._build_at(self.sel[1], self.mouse)
        elif kind == "reveal":
            self._submit(Reveal(a, target[1]))
        elif kind == "start":
            self._submit(ChooseStart(a, target[1]))
        elif kind == "design":
            self._submit(ChooseDesign(a, target[1]))
        self._bump("shown")

    def _why_not_buildable(self, kind: str) -> str:
        v = self.shown
        if kind == "Cat":
            return "The Cat Totem is never built by hand: it comes by itself on a stack of 6 or more."
        if v.get("phase") != "turn":
            return "Totems are built during your turn."
        if v.get("done") or v.get("tray") or v.get("construct"):
            return "You have already taken this turn's action."
        return f"No {kind} Totem can stand on your altar now: its condition is not met anywhere."

    # --- totem placement
    def totem_snap(self, kind: str, pos, seat: int) -> tuple | None:
        """The legal placement of ``kind`` nearest to ``pos`` (same orientation first), or None."""
        g = self.grid_of(seat)
        best = None
        for x, y, vv in self.lg_build.get(kind, []):
            c = pygame.Vector2(g.rect_of(totem_cells(kind, x, y, vv)).center)
            dist = c.distance_to(pos) + (0 if vv == self.vertical else g.cell * 0.35)
            if dist <= g.cell * 1.1 and (best is None or dist < best[0]):
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
        a = self.human_actor()
        if a is None:
            return False
        place = self.totem_snap(kind, pos, a) or self._raw_placement(kind, pos, a)
        if place is None:
            return False
        x, y, vv = place
        return self._submit(BuildTotem(a, kind, x, y, vv))

    def rotate(self) -> None:
        self.vertical = not self.vertical
        a = self.shown.get("actor")
        if a is not None:
            self._bump(("altar", a))

    # ------------------------------------------------------------------ input
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
            i = self.d.tray.index(pid)
            c = self._tray_slot(i, len(self.d.tray))
            return self._start_drag("ped", pos, c, self._tray_piece_w(), pid=pid)
        if kind == "cloud":
            return self._start_drag("cloud", pos, pygame.Vector2(self._cloud_token_rect().center),
                                    self._cloud_token_rect().w)
        if kind == "field" and self.d.fields[target[1]]:
            box = self.field_boxes()[target[1]]
            return self._start_drag("field", pos, pygame.Vector2(box.center), box.w, field=target[1])
        if kind == "totem":
            r = dict(self.totem_rects())[target[1]]
            opts = self.lg_build.get(target[1])
            if opts and not any(vv == self.vertical for _x, _y, vv in opts):
                self.vertical = opts[0][2]
            return self._start_drag("totem", pos, pygame.Vector2(r.center), r.w, totem=target[1])
        if kind == "bag" and self.lg_draw:
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
        if kind == "ped":
            pid = d["pid"]
            if over_bag:
                cmd = TradePedestal(a, pid)
            elif cell is not None:
                cmd = PlacePedestal(a, pid, cell[0], cell[1])
        elif kind == "cloud":
            if cell is not None:
                cmd = PlaceCloud(a, cell[0], cell[1])
        elif kind == "field":
            if over_tray or seat_at == a:
                cmd = TakeField(a, d["field"])
        elif kind == "bag":
            if over_tray or seat_at == a:
                cmd = DrawPedestals(a)
        elif kind == "totem":
            k = d["totem"]
            if cell is not None:
                place = self.totem_snap(k, pos, a) or self._raw_placement(k, pos, a)
                if place is not None:
                    cmd = BuildTotem(a, k, *place)
        if cmd is None:
            if seat_at is not None and seat_at != a and kind in ("ped", "cloud", "totem"):
                self.notice = (f"That is {self.name(seat_at)}'s altar: build on {self.name(a)}'s.", NOTICE_SECONDS)
                self._bump("status")
            self._snap_back()
            return
        if kind == "ped":
            # the piece lands where it was dropped: the move animation starts from there
            pid = d["pid"]
            self.drag = None
            drop_pos = d["pos"]
            ok = self._submit(cmd)
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
        if not self._submit(cmd):
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
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
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
            self._submit(DrawPedestals(a))
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
            if i < len(self.d.fields):
                self._submit(TakeField(a, i))
                return True
        return False

    # ------------------------------------------------------------------ words
    def status_text(self) -> str:
        v = self.shown
        if not v:
            return ""
        if v["over"]:
            return "Game over: " + self._result_sentence(v.get("result") or {})
        actor = v["actor"]
        who = self.name(actor)
        human = self.human_actor() is not None
        ph = v["phase"]
        if ph == "choose":
            return f"{who}: choose your starting altar card" if human else f"{who} is choosing a starting altar card"
        if ph == "start_cloud":
            return f"{who}: place your starting cloud next to your altar"
        rnd = f"Round {v['round']} of {v['rounds']}"
        if v["stage"] == "final":
            rnd = "Final Totem"
        elif v["stage"] == "reveals":
            rnd = "Last reveals"
        if v["clouds_to_place"]:
            n = v["clouds_to_place"]
            what = f"place the cloud tile{'s' if n > 1 else ''} ({n} to place)"
        elif v["choice"]:
            why = "the mission's reward" if v["choice"]["why"] == "reward" else "the Cat's blessing"
            what = f"choose a pedestal from the bag ({why})"
        elif v["tray"]:
            n = len(v["tray"])
            what = f"place or trade {n} pedestal{'s' if n > 1 else ''}"
        elif v["construct"]:
            what = "the Dragon's blessing: take a Pedestal Field"
        elif v["turn_kind"] == "final":
            what = "build a last totem or pass"
        elif v["turn_kind"] == "reveal":
            what = "reveal a met mission or pass"
        elif v["done"]:
            what = "reveal a met mission or end the turn"
        else:
            what = "take a Pedestal Field or build a totem"
        return f"{rnd}  ·  {who}: {what}"

    def hint_text(self) -> str:
        waiting = self._waiting_hint()
        if waiting is not None:
            return waiting
        v = self.shown
        if self.human_actor() is None:
            return "Waiting…"
        if self.dialog():
            return "Click a choice, or press its number. Tab and Enter work too."
        if self.lg_cloud:
            return "Drag the cloud onto a highlighted space next to your altar, or click a highlighted space."
        if v["tray"]:
            return ("Drag a pedestal onto a highlighted cloud, or onto the bag to trade it for a cloud. "
                    "Click a pedestal, then a cloud, works too.")
        if self.sel and self.sel[0] == "totem":
            return f"Click where the {self.sel[1]} Totem should stand (R or right button turns it). Tab cycles the places."
        parts = []
        if self.lg_fields:
            parts.append("Drag a Pedestal Field to your tray (or click it, or press 1-5)")
        if self.lg_draw:
            parts.append("Click the bag to draw 2 pedestals (D)")
        if self.lg_build:
            parts.append("drag a glowing totem tile onto your altar")
        if self.lg_reveal:
            parts.append("reveal a met mission")
        if self.lg_end and not parts:
            parts.append("End the turn (E)")
        text = "; ".join(parts) + "." if parts else ""
        return text[:1].upper() + text[1:]

    def _wrap(self, s: str, size: int, width: int) -> list[str]:
        return wrap(s, size, width)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self.size != surface.get_size():
            self.resize(surface.get_size())
        if self._static is None or self._static.get_size() != self.size:
            self._static = pygame.Surface(self.size)
            if pygame.display.get_surface() is not None:
                self._static = self._static.convert()
            self._static.blit(self.bg, (0, 0))
            self._keys.clear()
        for name, rect, key, fn in self._regions():
            if self._keys.get(name) != key:
                self._keys[name] = key
                s = self._static
                s.set_clip(rect)
                s.blit(self.bg, rect, rect)
                fn(s)
                s.set_clip(None)
        surface.blit(self._static, (0, 0))
        self._draw_moving(surface)

    def _regions(self) -> list[tuple]:
        L = self.layout
        px = L.px
        v = self.shown
        human = self.human_actor()
        drag = (self.drag["kind"], self.drag.get("pid"), self.drag.get("field"), self.drag.get("totem")) if self.drag else None
        hov = (self.hover, self.focus, drag, self.sel, human)
        legal_v = (self.ver.get("shown"), human)
        status = L["status"]
        out = [
            ("status", pygame.Rect(0, 0, self.size[0], status.bottom),
             (self.status_text(), self.notice[0] if self.notice else None, self.log[-1] if self.log else None, human),
             self._draw_status),
            ("round", L["round"].inflate(px(8), px(8)), (self.ver.get("round"), round(self.marker, 3), self.d.first),
             self._draw_round),
            ("fields", L["fields"].inflate(px(8), px(4)), (self.ver.get("fields"), legal_v, hov, self.n),
             self._draw_fields),
            ("bag", L["bag"].inflate(px(8), px(4)), (self.ver.get("bag"), legal_v, hov), self._draw_bag),
            ("totems", L["totems"].inflate(px(8), px(4)), (legal_v, hov), self._draw_totems),
            ("tray", L["tray"].inflate(px(8), px(4)), (self.ver.get("tray"), legal_v, hov,
                                                        v.get("clouds_to_place"), v.get("phase")), self._draw_tray),
            ("missions", L["missions"].inflate(px(8), px(4)), (legal_v, hov, self.viewer), self._draw_missions),
            ("buttons", L["buttons"].inflate(px(8), px(4)),
             (legal_v, hov, self.caption, self.show_buttons, self.hint_text(), self.can_undo(),
              tuple(b.hover for b in self.buttons.values())), self._draw_buttons),
        ]
        actor = v.get("actor")
        scores = v.get("scores") or []
        for p in range(self.n):
            s = self.seat_at_pos(p)
            rising = tuple(k for k in self.rising if k[0] == s)
            # what the panel shows besides the altar itself: its header and cards
            altar = v["altars"][s] if v else {}
            head = (s == actor, scores[s] if s < len(scores) else None, v.get("over"), v.get("phase"),
                    altar.get("chosen"), str(altar.get("start_card")), str(altar.get("missions")),
                    len(altar.get("revealed") or ()), self.d.first == s)
            mine = (legal_v, hov, self.vertical, self.focus) if s == actor and human is not None else None
            out.append((f"altar.{p}", L[f"altar.{p}"],
                        (self.ver.get(("altar", s)), head, self.grid_of(s).key, rising, mine,
                         tuple(sorted(k for k in self.arriving if k[0] == s))),
                        partial(self._draw_altar, s)))
        return out

    # --- status, board
    def _status_gap(self) -> int:
        return 0

    def _draw_round(self, surface: pygame.Surface) -> None:
        L = self.layout
        px = L.px
        r = L["round"]
        label = theme.text("ROUND", self.f["label"], theme.TEXT_DIM, bold=True)
        surface.blit(label, label.get_rect(midleft=(r.left + px(6), r.centery)))
        x0 = r.left + px(6) + label.get_width() + px(14)
        gap = px(6)
        sq = min(r.h - px(8), (r.right - x0 - 9 * gap) / 10)
        rounds = self.shown.get("rounds", 10)
        for i in range(rounds):
            box = pygame.Rect(round(x0 + i * (sq + gap)), round(r.centery - sq / 2), round(sq), round(sq))
            past = i + 1 < self.marker - 0.01
            pygame.draw.rect(surface, (40, 58, 100) if not past else (30, 42, 74), box, border_radius=px(8))
            pygame.draw.rect(surface, (80, 104, 160), box, max(1, px(2)), border_radius=px(8))
            ui.blit_text(surface, str(i + 1), self.f["count"], theme.TEXT_DIM if past else theme.TEXT, bold=True,
                         center=box.center)
        # the marker: a gold ring on the current round's square
        m = min(max(self.marker, 1.0), float(rounds))
        cx = x0 + (m - 1) * (sq + gap) + sq / 2
        ring = pygame.Rect(0, 0, round(sq + px(6)), round(sq + px(6)))
        ring.center = (round(cx), r.centery)
        pygame.draw.rect(surface, GOLD, ring, max(2, px(4)), border_radius=px(10))

    def _piece(self, surface: pygame.Surface, design: str, center, w: float) -> pygame.Rect:
        img = self.art.piece(design, int(w))
        r = img.get_rect(center=(round(center[0]), round(center[1])))
        surface.blit(img, r)
        return r

    def _ring(self, surface, rect: pygame.Rect, colour, width: int, radius: int | None = None) -> None:
        pygame.draw.rect(surface, colour, rect, max(2, width),
                         border_radius=radius if radius is not None else self.layout.px(10))

    def _target_colour(self, target: tuple, hot_kinds: tuple = ()) -> tuple | None:
        if self.focus == target:
            return FOCUS
        if self.hover == target:
            return DROP
        return None

    def _draw_fields(self, surface: pygame.Surface) -> None:
        px = self.layout.px
        human = self.human_actor()
        boxes = self.field_boxes()
        nf = len(self.d.fields)
        dragging = self.drag and self.drag["kind"] == "field"
        for f, box in enumerate(boxes):
            blocked = f >= nf
            fill = (26, 40, 76) if not blocked else (20, 26, 44)
            pygame.draw.rect(surface, fill, box, border_radius=px(12))
            pygame.draw.rect(surface, (60, 84, 134), box, max(1, px(2)), border_radius=px(12))
            if blocked:
                pygame.draw.line(surface, (80, 70, 90), box.inflate(-px(24), -px(24)).topleft,
                                 box.inflate(-px(24), -px(24)).bottomright, max(2, px(5)))
                pygame.draw.line(surface, (80, 70, 90), box.inflate(-px(24), -px(24)).topright,
                                 box.inflate(-px(24), -px(24)).bottomleft, max(2, px(5)))
                ui.blit_text(surface, "blocked", self.f["chip"], theme.TEXT_DIM, midbottom=(box.centerx, box.bottom - px(4)))
                continue
            ui.blit_text(surface, str(f + 1), self.f["chip"], theme.TEXT_DIM, bold=True,
                         topleft=(box.left + px(8), box.top + px(4)))
            pieces = self.d.fields[f]
            if dragging and self.drag["field"] == f:
                pass
            else:
                for i, pid in enumerate(pieces):
                    c, w = self._field_slot(f, i, len(pieces))
                    self._piece(surface, self.d.design(pid), c, w)
            if not pieces:
                ui.blit_text(surface, "empty", self.f["chip"], theme.TEXT_DIM, center=box.center)
            if human is not None and f in self.lg_fields:
                col = self._target_colour(("field", f)) or GOOD
                self._ring(surface, box, col, px(5 if col != GOOD else 3), px(12))

    def _draw_bag(self, surface: pygame.Surface) -> None:
        L = self.layout
        px = L.px
        b = self._bag_rect()
        # the bag: a sack with a drawstring
        body = pygame.Rect(b.left, b.top + b.h * 0.22, b.w, b.h * 0.78)
        pygame.draw.ellipse(surface, (120, 84, 56), body)
        pygame.draw.ellipse(surface, (150, 108, 70), body.inflate(-b.w * 0.12, -b.h * 0.12).move(0, -b.h * 0.03))
        neck = pygame.Rect(0, 0, b.w * 0.44, b.h * 0.3)
        neck.midbottom = (b.centerx, body.top + b.h * 0.1)
        pygame.draw.polygon(surface, (140, 100, 64), [neck.bottomleft, neck.topleft, neck.topright, neck.bottomright])
        pygame.draw.line(surface, (230, 200, 120), (neck.left - px(4), neck.bottom - px(6)),
                         (neck.right + px(4), neck.bottom - px(6)), max(2, px(4)))
        total = sum(self.d.bag.values())
        ui.blit_text(surface, str(total), self.f["name"], theme.TEXT, bold=True, center=(body.centerx, body.centery + px(4)))
        human = self.human_actor()
        trade = human is not None and ((self.sel and self.sel[0] == "ped") or (self.drag and self.drag["kind"] == "ped"))
        if human is not None and (self.lg_draw or trade):
            col = self._target_colour(("bag",)) or GOOD
            self._ring(surface, b.inflate(px(12), px(12)), col, px(5 if col != GOOD else 3), px(16))
            if trade:
                ui.blit_text(surface, "trade", self.f["chip"], GOOD, bold=True, midtop=(b.centerx, b.bottom + px(1)))
        # counts per design
        r = self._bag_counts_rect()
        head = theme.text(f"BAG  ·  {total} pedestals", self.f["label"], theme.TEXT_DIM, bold=True)
        surface.blit(head, (r.left, r.top))
        top = r.top + head.get_height() + px(4)
        cols = 5
        cw = r.w / cols
        rh = (r.bottom - top) / 2
        pw = int(min(rh * 0.82, cw * 0.42))
        for i, d in enumerate(DESIGNS):
            cx = r.left + (i % cols) * cw
            cy = top + (i // cols) * rh + rh / 2
            n = self.d.bag.get(d, 0)
            img = self.art.piece(d, pw)
            surface.blit(img, img.get_rect(midleft=(round(cx), round(cy))))
            col = theme.TEXT if n else theme.DISABLED
            if d in RARE:
                col = GOLD if n else theme.DISABLED
            ui.blit_text(surface, f"×{n}", self.f["count"], col, bold=True, midleft=(round(cx + pw + px(4)), round(cy)))

    def _draw_totems(self, surface: pygame.Surface) -> None:
        human = self.human_actor()
        px = self.layout.px
        for kind, r in self.totem_rects():
            state = "idle"
            if human is not None and kind in self.lg_build:
                state = "buildable"
            if self.sel == ("totem", kind) or (self.drag and self.drag.get("totem") == kind):
                state = "selected"
            draw_totem_tile(surface, r, kind, self.art, self.f, state)
            col = self._target_colour(("totem", kind))
            if col and human is not None:
                self._ring(surface, r.inflate(px(6), px(6)), col, px(4), px(12))

    def _draw_tray(self, surface: pygame.Surface) -> None:
        L = self.layout
        px = L.px
        r = L["tray"]
        v = self.shown
        actor = v.get("actor")
        who = self.name(actor) if actor is not None and v.get("phase") != "choose" else ""
        head = "TRAY" + (f"  ·  {who}" if who else "")
        ui.blit_text(surface, fit(head, self.f["label"], r.w, True), self.f["label"], theme.TEXT_DIM, bold=True,
                     topleft=(r.left + px(6), r.top))
        human = self.human_actor()
        dragging = self.drag["pid"] if self.drag and self.drag["kind"] == "ped" else None
        tray = self.d.tray
        for i, pid in enumerate(tray):
            if pid == dragging:
                continue
            c = self._tray_slot(i, len(tray))
            rect = self._piece(surface, self.d.design(pid), c, self._tray_piece_w())
            if human is not None:
                col = self._target_colour(("ped", pid))
                if self.sel == ("ped", pid):
                    col = col or GOLD
                if col:
                    self._ring(surface, rect.inflate(px(10), px(10)), col, px(4), px(12))
        clouds = v.get("clouds_to_place") or (1 if v.get("phase") == "start_cloud" else 0)
        if clouds and not (self.drag and self.drag["kind"] == "cloud"):
            cr = self._cloud_token_rect()
            surface.blit(self.art.cloud(cr.w, cr.h), cr)
            if clouds > 1:
                ui.blit_text(surface, f"×{clouds}", self.f["count"], theme.BG_DARK, bold=True, center=cr.center)
            if human is not None:
                self._ring(surface, cr.inflate(px(8), px(8)), self._target_colour(("cloud",)) or GOLD, px(4), px(12))
        if not tray and not clouds:
            msg = "Pedestals you take wait here" if human is not None else ""
            if msg:
                ui.blit_text(surface, msg, self.f["small"], theme.TEXT_DIM,
                             midleft=(r.left + px(10), self._tray_slot(0, 1).y))

    def _draw_missions(self, surface: pygame.Surface) -> None:
        if not self.show_buttons:
            return
        L = self.layout
        px = L.px
        r = L["missions"]
        seat = self._missions_seat()
        v = self.shown
        if seat is None or not v:
            ui.blit_text(surface, "MISSIONS", self.f["label"], theme.TEXT_DIM, bold=True, topleft=(r.left + px(6), r.top))
            return
        altar = v["altars"][seat]
        head = f"MISSIONS  ·  {self.name(seat)}"
        ui.blit_text(surface, fit(head, self.f["label"], r.w, True), self.f["label"], theme.TEXT_DIM, bold=True,
                     topleft=(r.left + px(6), r.top))
        rects = self.mission_rects()
        if not rects:
            top = r.top + theme.font(self.f["label"], True).get_linesize() + px(8)
            text = ("Chosen at the start: two of your three cards." if v["phase"] == "choose"
                    else "No hidden missions left.")
            ui.blit_text(surface, text, self.f["small"], theme.TEXT_DIM, topleft=(r.left + px(8), top))
            return
        human = self.human_actor()
        for (card, cr), face in zip(rects, altar["missions"]):
            met = card in self.lg_reveal and human is not None
            face_shown = face if "name" in face else None
            draw_card(surface, cr, face_shown, self.art, self.f, edge=GOLD if met else None)
            if met:
                br = self._reveal_button_rect(cr)
                col = self._target_colour(("reveal", card))
                pygame.draw.rect(surface, (255, 218, 120) if col else GOLD, br, border_radius=br.h // 3)
                ui.blit_text(surface, f"Reveal +{face_shown['points'] if face_shown else ''}", max(11, int(br.h * 0.55)),
                             theme.BG_DARK, bold=True, center=br.center)
                if col:
                    self._ring(surface, br.inflate(px(6), px(6)), col, px(3), br.h // 3)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        L = self.layout
        px = L.px
        zone = L["buttons"]
        if self.caption:
            title, body = self.caption
            img = theme.text(title, self.f["status"], GOLD, bold=True)
            surface.blit(img, img.get_rect(midtop=(zone.centerx, zone.top + px(6))))
            y = zone.top + px(12) + img.get_height()
            step = theme.font(self.f["hint"]).get_linesize()
            for line in wrap(body, self.f["hint"], zone.w - px(20)):
                s = theme.text(line, self.f["hint"], theme.TEXT_DIM)
                surface.blit(s, s.get_rect(midtop=(zone.centerx, y)))
                y += step
            return
        if not self.show_buttons:
            return
        human = self.human_actor()
        self.buttons["end"].enabled = human is not None and self.lg_end
        v = self.shown
        self.buttons["end"].label = "Pass  (E)" if (self.lg_end and not v.get("done")) else "End turn  (E)"
        self.buttons["undo"].enabled = self.can_undo()
        self.buttons["menu"].enabled = self.interactive
        for key, b in self.buttons.items():
            b.focused = self.focus == (key,)
            b.draw(surface)
        size = self.f["hint"]
        y = self.hint_rect.top
        step = theme.font(size).get_linesize()
        for line in wrap(self.hint_text(), size, self.hint_rect.w):
            if y + step > self.hint_rect.bottom + step // 3:
                break
            surface.blit(theme.text(line, size, theme.TEXT_DIM), (self.hint_rect.left, y))
            y += step

    # --- altars
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
        if altar["start_card"]:
            items.append((dict(altar["start_card"], text="Starting altar (scores nothing)"), "START", (120, 120, 140)))
        for c in altar["missions"]:
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

    def _draw_dialog(self, surface: pygame.Surface) -> None:
        dlg = self.dialog()
        if not dlg:
            self.dialog_rects = []
            return
        key = (dlg, self.focus, self.hover, self.size)
        if self._dialog_cache is None or self._dialog_cache[0] != key:
            self._dialog_cache = (key, *self._render_dialog(dlg))
        _key, img, rect, rects = self._dialog_cache
        self.dialog_rects = rects
        surface.blit(img, rect)

    def _render_dialog(self, dlg: tuple) -> tuple:
        L = self.layout
        px = L.px
        area = self._altars_area()
        v = self.shown
        a = self.human_actor()
        if dlg[0] == "start":
            cards = {c["id"]: c for c in v["altars"][a]["hand"]}
            title = f"{self.name(a)}: choose your starting altar card"
            sub = "Its black half becomes your altar; the other two cards become your hidden missions."
            cw = int(min(area.w * 0.28, px(340)))
            ch = int(min(area.h * 0.62, cw * 1.25))
            sizes = dict(self.f, card_title=max(self.f["card_title"], int(cw * 0.1)),
                         card_text=max(self.f["card_text"], int(cw * 0.085)))
            n = len(dlg[1])
        else:
            title = "Choose a pedestal from the bag"
            why = dlg[2]
            sub = ("Your mission's reward: any design still in the bag." if why == "reward" else
                   "The Cat's blessing: two pedestals of different designs.")
            cw = int(min(area.w * 0.16, px(150)))
            ch = int(cw * 1.2)
            n = len(dlg[1])
        gap = px(18)
        per_row = n if dlg[0] == "start" else min(n, 5)
        rows = math.ceil(n / per_row)
        title_img = theme.text(title, self.f["dialog_title"], GOLD, bold=True)
        sub_lines = wrap(sub, self.f["small"], int(area.w * 0.8))
        line_h = theme.font(self.f["small"]).get_linesize()
        w = max(per_row * cw + (per_row - 1) * gap, title_img.get_width(),
                max(theme.font(self.f["small"]).size(s)[0] for s in sub_lines)) + 2 * px(30)
        w = min(w, area.w)
        h = px(24) + title_img.get_height() + len(sub_lines) * line_h + px(20) + rows * ch + (rows - 1) * gap + px(40)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = area.center
        img = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(img, (10, 14, 32, 238), img.get_rect(), border_radius=px(18))
        pygame.draw.rect(img, GOLD, img.get_rect(), max(2, px(3)), border_radius=px(18))
        y = px(24)
        img.blit(title_img, title_img.get_rect(midtop=(w // 2, y)))
        y += title_img.get_height()
        for s in sub_lines:
            t = theme.text(s, self.f["small"], theme.TEXT_DIM)
            img.blit(t, t.get_rect(midtop=(w // 2, y)))
            y += line_h
        y += px(20)
        rects = []
        for i, opt in enumerate(dlg[1]):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x0 = (w - (in_row * cw + (in_row - 1) * gap)) // 2
            r = pygame.Rect(x0 + col * (cw + gap), y + row * (ch + gap), cw, ch)
            target = ("start", opt) if dlg[0] == "start" else ("design", opt)
            hot = self.hover == target or self.focus == target
            edge = FOCUS if self.focus == target else (DROP if hot else None)
            if dlg[0] == "start":
                draw_card(img, r, cards[opt], self.art, sizes, full=True, edge=edge or (150, 118, 80))
            else:
                pygame.draw.rect(img, (34, 50, 92) if not hot else (50, 72, 124), r, border_radius=px(14))
                pygame.draw.rect(img, edge or (90, 114, 170), r, max(2, px(3)), border_radius=px(14))
                piece = self.art.piece(opt, int(cw * 0.56))
                img.blit(piece, piece.get_rect(center=(r.centerx, r.top + int(ch * 0.4))))
                ui.blit_text(img, opt, self.f["small"], GOLD if opt in RARE else theme.TEXT, bold=True,
                             midbottom=(r.centerx, r.bottom - px(26)))
                ui.blit_text(img, f"{self.d.bag.get(opt, 0)} in bag  ·  {2 if opt in RARE else 1} pt",
                             self.f["card_text"], theme.TEXT_DIM, midbottom=(r.centerx, r.bottom - px(6)))
            ui.blit_text(img, str(i + 1), self.f["chip"], theme.TEXT_DIM, bold=True,
                         midtop=(r.centerx, r.bottom + px(4)))
            rects.append((target, r.move(rect.topleft)))
        return img, rect, rects
