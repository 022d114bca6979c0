"""Sky Totems at the table: its zones and where they sit, and the things a person moves.

Zones come from ``assets/layouts/sky-totems-N.tmx`` (N altars, 2 for solo): the common board on the
left (``round``, ``fields``, ``bag``, ``totems``, ``tray``, ``missions``, ``buttons``) and per altar
``altar.P``, ``head.P``, ``cards.P``, ``grid.P`` (P: the panel in reading order, the first person
at this screen first; grown, the altar being played: ``big_seat``); grown, where the map's
``zones-200`` layer puts them (``_fit_zones``). The kit's zones, named as the rules' ``move``
events name them: ``field.F`` (a Pedestal Field), ``tray.S`` (the pedestals the acting altar
took), ``hoard.S`` (a Dragon's hoard, at the foot of the altar's cards), ``bag`` and ``altar.S``
(a ``kit.grid.GridZone``: the clouds, stacks and totems).
The pedestals are the kit's cards: they rest as sprites in the fields, the tray and the hoards, and
fly into the bag and onto the altars' cells, where the zones draw them.

What a person drags and clicks, onto what, and the keys are ``keys.py`` and ``moves.py``, the
choosers ``choosers.py``, the words ``words.py`` and ``tooltips.py``, the pieces', cards' and tiles'
art ``art.py``; the rest (the shown model, the flights, the still picture in parts, the mouse's
drags) is the kit's.
"""
from __future__ import annotations

import math
from collections import defaultdict

import pygame

from rules.core import Event
from rules.sky_totems.commands import EndTurn
from rules.sky_totems.components import DESIGNS, FIELDS_DEFAULT, TOTEM_CELLS

from ... import theme
from ...widgets import tween, ui
from ...widgets.effects import SlideBanner, alpha_blit
from ..kit.fitting import shrink_to, wrap
from ...wording import second_person
from ..base import BAD, DROP, FOCUS, GOLD, GOOD, StillPart, in_screen_format, night_sky
from ..kit.drawing import BOT_CHIP
from ..kit.grid import GridFit, GridZone, ring_cells
from ..kit.table import CardTable
from ..kit.zones import RestingZone, Zone
from ..sprites import CardSprite
from .art import (TOTEM_COLOUR, PedestalArt, default_art, draw_bag_legend, draw_card, draw_dragged_sack, draw_field_box,
                  draw_hatch, draw_height_badge, draw_reveal_button, draw_round_track, draw_sack, draw_totem_tile, pill)
from .choosers import Choosers
from .keys import TotemsKeys
from .moves import BAG, CLOUD, TotemsMoves, totem_cells
from .shown import shown_from
from .tooltips import TableTooltips
from .words import SAY, TableWords, pts

T_CLOUD, T_RISE, T_MARKER = 0.32, 0.55, 0.5
T_SWAP = 0.45       # solo, grown: the two altars trading places between turns


def FONT_BASE(px) -> dict[str, int]:
    """The table's text sizes for the layout's scale ``px`` (before the interface size)."""
    return {
        "name": max(15, px(28)), "chip": px(19), "status": max(17, px(32)),
        "small": px(21), "label": px(19), "count": px(22),
        "banner": max(30, px(84)), "banner_sub": max(15, px(30)), "guide": px(21),
        "badge": px(19), "float": max(18, px(40)), "button": px(24),
        "card_title": px(21), "card_text": px(18), "tile_name": max(14, px(24)),
        "height": px(20), "dialog_title": max(18, px(38)), "design": px(18), "tag": px(19),
    }


class Piece(CardSprite):
    """A pedestal (its id), or a thing a person drags: the cloud tile (``CLOUD``), the bag
    (``BAG``), a field or a totem tile (``("field", f)``, ``("totem", kind)``). ``h`` is its width."""

    __slots__ = ()

    def rect(self) -> pygame.Rect:
        """Where a pedestal of this width is drawn (``PedestalArt.piece``)."""
        w = max(6, int(self.h))
        r = pygame.Rect(0, 0, w, PedestalArt.ellipse_h(w) + PedestalArt.piece_thickness(w))
        r.center = (round(self.pos.x), round(self.pos.y))
        return r


# --------------------------------------------------------------------------- zones
class PieceZone(RestingZone):
    """A zone whose pedestals rest as sprites (a field, the tray, a hoard): ``slot(t, i, n)``."""

    def arrival(self, t):
        n = t.model.count(self.name)
        return self.slot(t, n, n + 1)

    def origin(self, t):
        return self.slot(t, 0, 1)


class FieldZone(PieceZone):
    """A Pedestal Field: its box, number and pedestals, ringed while it may be taken; the last one
    crossed out ("blocked") with 1-3 altars."""

    def __init__(self, name, rect, f):
        super().__init__(name, rect)
        self.f = f

    def slot(self, t, i, n):
        """In two columns (three for more than six) under the field's number."""
        box = self.rect
        cols = 2 if n <= 6 else 3
        rows = max(2, math.ceil(n / cols))
        top = t._field_top()
        pw = int(min(box.w / cols * 0.86, (box.h - top + t.layout.px(2)) / (rows * 0.72 + 0.3)))
        col, row = i % cols, i // cols
        cx = box.centerx + (col - (cols - 1) / 2) * box.w / cols * 0.92
        return pygame.Vector2(cx, box.top + top + pw * 0.35 + row * pw * 0.7), pw

    def key(self, t):
        takes = t.human_actor() is not None and self.f in t.moves.fields()
        return (*super().key(t), self.f < t.model.n_fields, t.lit_colour(("field", self.f)), takes)

    def draw(self, t, surface):
        px = t.layout.px
        box = self.rect
        if self.f >= t.model.n_fields:
            draw_field_box(surface, box, None, t.word_size("blocked", t.f["chip"], box.w - px(6)), px)
            return
        draw_field_box(surface, box, self.f + 1, t.f["chip"], px)
        super().draw(t, surface)
        size = t.word_size("empty", t.f["chip"], box.w - px(6))
        if not t.model.ids(self.name) and size:
            # under the field's number in a short (grown) box
            cy = max(box.centery, box.top + t._field_top() + theme.font(size).get_height() // 2)
            ui.blit_text(surface, "empty", size, theme.TEXT_DIM, center=(box.centerx, cy))
        if t.human_actor() is not None and self.f in t.moves.fields():
            t.ring(surface, box, t.lit_colour(("field", self.f)) or GOOD, px(12))


class TrayZone(PieceZone):
    """The acting altar's tray: its pedestals (named when there is room), the cloud tile waiting."""

    def slot(self, t, i, n):
        return t.tray_slot(i), t.tray_piece_w()

    def slots(self, t, cards):
        # each pedestal in its own slot, which it keeps while the others are placed (``tray_order``)
        order = t.tray_order()
        for i, cid in enumerate(cards):
            yield cid, *self.slot(t, order.index(cid) if cid in order else i, len(cards))

    def target_at(self, t, card, pos):
        # every altar's tray lies in the one place on the board: only the acting altar's takes
        taken = card == BAG or isinstance(card, tuple) and card[0] == "field"
        acting = self.seat == t.shown.get("actor")
        return ("tray", self.seat) if taken and acting and self.rect.collidepoint(pos) else None

    def key(self, t):
        v = t.shown
        if self.seat != (v.get("actor") if v.get("actor") is not None else 0):
            return None
        return (*super().key(t), t.name(self.seat) if v.get("phase") != "choose" else "", t.clouds_waiting(),
                t.human_actor() is not None, t.selected, t.drag is not None and t.drag["sprite"].id == CLOUD,
                tuple(t.lit_colour(("ped", p)) for p in t.model.ids(self.name)), t.lit_colour(("cloud",)))

    def ink_rect(self, t):
        return self.rect.inflate(t.layout.px(8), t.layout.px(4))

    def draw(self, t, surface):
        px = t.layout.px
        r = self.rect
        v = t.shown
        who = t.name(self.seat) if v.get("actor") is not None and v.get("phase") != "choose" else ""
        t.draw_heading(surface, "TRAY", who, r)
        human = t.human_actor() is not None
        named = t.tray_step()[1]
        tray = t.model.ids(self.name)
        for pid in tray:
            rect = t._draw_resting(surface, pid)
            if rect is None:
                continue
            if named:
                ui.blit_text(surface, t.model.face(pid), t.f["design"], theme.TEXT,
                             midtop=(rect.centerx, rect.bottom + px(2)))
            col = human and (t.lit_colour(("ped", pid)) or (GOLD if t.selected == pid else None))
            if col:
                t.ring(surface, rect.inflate(px(10), px(10)), col, px(12), px(4))
        clouds = t.clouds_waiting()
        if clouds and not (t.drag and t.drag["sprite"].id == CLOUD):
            cr = t.cloud_token_rect()
            surface.blit(t.art.cloud(cr.w, cr.h), cr)
            if clouds > 1:
                ui.blit_text(surface, f"×{clouds}", t.f["count"], theme.BG_DARK, bold=True, center=cr.center)
            if human:
                t.ring(surface, cr.inflate(px(8), px(8)), t.lit_colour(("cloud",)) or GOLD, px(12), px(4))
        if not tray and not clouds and human:
            # wrapped (grown) round the first slot's middle, whole or not at all
            lines = wrap(SAY["tray"], t.f["small"], r.w - px(16))
            step = theme.font(t.f["small"]).get_linesize()
            if len(lines) * step <= r.bottom - r.top - theme.font(t.f["label"], True).get_linesize():
                y = min(t.tray_slot(0).y - step * (len(lines) - 1) / 2, r.bottom - step * (len(lines) - 0.5))
                for i, line in enumerate(lines):
                    ui.blit_text(surface, line, t.f["small"], theme.TEXT_DIM, midleft=(r.left + px(10), y + i * step))


class HoardZone(PieceZone):
    """A Dragon's hoard: its pedestals under the word HOARD, at the foot of the altar's cards."""

    def slot(self, t, i, n):
        """In a row under the word HOARD."""
        pw = t._hoard_piece_w(self.seat)
        r = t.hoard_rect(self.seat)         # never None: a hoard's pedestals rest there, none leaves it
        label = theme.font(t.f["chip"], True).get_linesize()
        return pygame.Vector2(r.left + t.layout.px(6) + pw / 2 + i * pw * 1.1, r.top + label + (r.h - label) / 2), pw

    def key(self, t):
        return super().key(t) if t.model.ids(self.name) else None

    def draw(self, t, surface):
        hr = t.hoard_rect(self.seat)        # never None: an empty hoard has no part (``key``)
        ui.blit_text(surface, "HOARD", t.f["chip"], (230, 120, 120), bold=True,
                     topleft=(hr.left + t.layout.px(4), hr.top))
        super().draw(t, surface)


class BagZone(Zone):
    """The bag: a sack (the zone's rect, ``bag_rect``) with how many pedestals it holds ("trade" in
    it while a pedestal may be traded), ringed while it may be drawn from, and its legend, design by
    design."""

    def origin(self, t):
        return pygame.Vector2(self.rect.center), int(self.rect.w * 0.4)

    def target_at(self, t, card, pos):
        return ("bag",) if isinstance(card, int) and t.over_bag(pos) else None

    def draw_marks(self, t, surface, card, lit, blocked):
        """Lit in the still picture (``draw``)."""

    def key(self, t):
        return (t.model.count("bag"), tuple(sorted(t.model.bag_counts().items())), t.trading(),
                t.human_actor() is not None and t.moves.draws(), t.lit_colour(("bag",)), t.size)

    def ink_rect(self, t):
        return t.layout["bag"].inflate(t.layout.px(8), t.layout.px(4))

    def draw(self, t, surface):
        px = t.layout.px
        trade = t.trading()
        draw_sack(surface, self.rect, px, t.model.count("bag"), t.f, trade)
        if t.human_actor() is not None and (t.moves.draws() or trade):
            t.ring(surface, self.rect.inflate(px(12), px(12)), t.lit_colour(("bag",)) or GOOD, px(16))
        draw_bag_legend(surface, self.legend_slots(t), t.model.bag_counts(), t.art, t.f["design"], t.least, px)

    def legend_slots(self, t) -> list[tuple[str, pygame.Rect]]:
        """Four rows of three (a grown map's bag holds four rows of grown text)."""
        r = t.bag_counts_rect()
        cols = 3
        rh, cw = r.h / 4, r.w / cols
        return [(d, pygame.Rect(round(r.left + (i % cols) * cw), round(r.top + (i // cols) * rh), int(cw), int(rh)))
                for i, d in enumerate(DESIGNS)]


class TilesZone(Zone):
    """The totem tiles: what each totem needs, gives and scores; a buildable one says BUILD."""

    def key(self, t):
        kinds = [kind for kind, _r in t.totem_rects()]
        return tuple(t.tile_state(k) for k in kinds), tuple(t.lit_colour(("totem", k)) for k in kinds), t.size

    def ink_rect(self, t):
        return self.rect.inflate(t.layout.px(8), t.layout.px(4))

    def draw(self, t, surface):
        px = t.layout.px
        # grown, the names no larger than the rules under them: the rules' lines before the names
        sizes = dict(t.f, tile_name=min(t.f["tile_name"], t.f["card_text"])) if theme.interface > 1.0 else t.f
        for kind, r in t.totem_rects():
            # grown, the BUILD chip never takes a row of its own: the folded altars need the height
            draw_totem_tile(surface, r, kind, t.art, sizes, t.tile_state(kind), t.least,
                            chip_row=theme.interface <= 1.0)
            col = t.lit_colour(("totem", kind))
            if col and t.human_actor() is not None:
                t.ring(surface, r.inflate(px(6), px(6)), col, px(12), px(4))


class AltarZone(GridZone):
    """An altar's panel (``fit``: its grid in it): its clouds, the faint spots round them where
    clouds may come, the stacks with their heights, the totems as see-through animals; the places
    of a totem being placed are tinted and the one under the pointer shows the totem there."""

    def cell_target(self, t, card, cell, pos):
        if isinstance(card, tuple) and card[0] == "totem":
            place = t.totem_snap(card[1], pos, self.seat) or t.raw_placement(card[1], cell)
            return ("build", card[1], *place)
        if card == BAG or isinstance(card, tuple):
            return ("altar", self.seat)
        return super().cell_target(t, card, cell, pos)

    def target_at(self, t, card, pos):
        target = super().target_at(t, card, pos)
        if target is None and card is not None and self.rect.collidepoint(pos):
            if card == BAG or isinstance(card, tuple) and card[0] == "field" or self.seat != t.shown.get("actor"):
                return ("altar", self.seat)     # a field taken, or a piece brought to another altar
        return target

    def target_rect(self, t, target):
        if target[0] == "build":
            return self.fit.rect_of(totem_cells(*target[1:]))
        return super().target_rect(t, target)

    def arrival_at(self, t, at, before=0):
        """On top of the stack on cell ``at``, as high as it will then be: (centre, width)."""
        height = len(t.model.altar(self.seat).get(tuple(at), [])) + 1 + before
        r = self.fit.rect(*at)
        w, thick, e = t.art.stack_metrics(r.w, height)
        top_y = r.bottom - int(r.h * 0.07) - e - thick - (height - 1) * thick
        return pygame.Vector2(r.centerx, top_y + (e + thick) / 2), w

    def key(self, t):
        rising = tuple(k for k in t.rising if k[0] == self.seat)
        # re-fitting or not: its last frame may be at the fit it comes to rest at, its pictures scaled
        return (tuple((c, tuple(p)) for c, p in self.cells(t).items()), str(t.model.totems[self.seat]),
                self.fit.key, self.fit.moving is None, rising, tuple(sorted(k for k in t.arriving if k[0] == self.seat)),
                t.size)

    def ink_rect(self, t):
        # the grid with the ring round its clouds, never past the panel; not the whole panel, whose
        # header and cards were drawn again with every piece placed (~1 ms of a grown bot's move)
        return self.fit.box().clip(self.rect)

    def draw_marks(self, t, surface, card, lit, blocked):
        """The cells a pedestal or the cloud may go to (the kit's), the cells under a totem's lit
        places tinted and the keyboard's place framed; a refused cell under the pointer in red."""
        px = t.layout.px
        builds = [x for x in lit if x[0] == "build"]
        cells = self.cells(t)
        if builds:
            glow = pygame.Surface((int(self.fit.cell), int(self.fit.cell)), pygame.SRCALPHA)
            glow.fill((*GOOD, 70))
            for c in {c for b in builds for c in totem_cells(*b[1:])}:
                if c in cells:
                    surface.blit(glow, self.fit.rect(*c))
            if t.focus in builds:
                pygame.draw.rect(surface, FOCUS, self.target_rect(t, t.focus).inflate(-px(2), -px(2)), max(2, px(5)),
                                 border_radius=max(4, px(12)))
        h = t.hover
        refused = [h] if h and h[0] == "cell" and h[1] == self.seat and h not in lit and card != BAG else []
        if h and h[0] == "build" and h not in lit:
            refused = [("cell", self.seat, *c) for c in [self.fit.cell_at(t.mouse)] if c is not None]
        super().draw_marks(t, surface, card, [x for x in lit if x[0] == "cell"], refused)

    def still_parts(self, t):
        """A part for each row of the grid, keyed by what shows in it: a piece placed draws its row
        again, not the whole altar (grown, an altar fills a quarter of the screen, and drawing it
        all again made the slowest frames of a bots' game, 5-7 ms at 200 %). Whatever a cell shows
        lies in the cell (its cloud, stack, height and the ring's spots), except a tall stack on a
        small cell, which reaches up into the row above; a totem lies over its cells' rows. A grid
        fitting itself anew changes every row."""
        g = self.fit
        if g.moving is not None:
            return super().still_parts(t)
        cells = self.cells(t)
        # what shows in each row, gathered in one pass (this runs every frame the picture may change)
        shows, spots, totems = defaultdict(list), defaultdict(list), defaultdict(list)
        for c, stack in sorted(cells.items()):
            look = (c, tuple(stack))
            shows[c[1]].append(look)
            r = g.rect(*c)
            if t.art.stack_top(r, len(stack)) < r.top:      # a tall stack on a small cell
                shows[c[1] - 1].append(look)
        for c in sorted(ring_cells(cells)):
            spots[c[1]].append(c)
        for i, totem in enumerate(t.model.totems[self.seat]):
            look = (i, str(totem), (self.seat, i) in t.rising)
            for y in {c[1] for c in totem["cells"]}:
                totems[y].append(look)
        ink = self.ink_rect(t)
        x0, y0, x1, y1 = g.bounds
        parts = []
        for y in range(y0, y1 + 1):
            band = g.rect(x0, y).union(g.rect(x1, y)).clip(ink)
            key = (shows.get(y), spots.get(y), totems.get(y), g.key, t.size)
            parts.append(StillPart(f"{self.name}.{y}", band, key,
                                   lambda surface, band=band: self._draw_in(t, surface, band)))
        return parts

    def draw(self, t, surface):
        self._draw_in(t, surface, self.ink_rect(t))

    def _draw_in(self, t, surface, area: pygame.Rect) -> None:
        """The altar's grid as far as it lies in ``area`` (in its ink rect)."""
        # a spot of the ring mostly inside the grid may stick out past the panel: never onto the board
        clip = surface.get_clip()
        shown = clip.clip(area)
        surface.set_clip(shown)
        # re-fitting, its pictures are scaled, not drawn anew (``PedestalArt._sized``)
        t.art.altar, t.art.moving = self.seat, self.fit.moving is not None
        try:
            self._draw_altar(t, surface, shown)
        finally:
            t.art.altar, t.art.moving = None, False
            surface.set_clip(clip)

    def _draw_altar(self, t, surface, shown: pygame.Rect) -> None:
        px = t.layout.px
        g = self.fit
        every = self.cells(t)
        totems = t.model.totems[self.seat]
        wolf_middles = {tuple(totem["cells"][1]) for totem in totems if totem["kind"] == "Wolf"}
        # only the cells in the clip are drawn: a header or a tray drawn again over a big altar's
        # corner redraws the altar there, and every stack of it cost ~0.5 ms at 200 %
        cs = int(g.cell)
        def in_view(x, y):
            r = g.rect(x, y)
            return shown.colliderect(r.union(r.move(0, -r.h)))      # a tall stack reaches the row above
        cells = {c: stack for c, stack in every.items() if in_view(*c)}
        cloud = t.art.cloud(cs - 2, cs - 2)
        for (x, y) in cells:
            surface.blit(cloud, g.rect(x, y).move(1, 1))
        for (x, y) in ring_cells(every):        # the altar's room: faint slots where clouds may come
            r = g.rect(x, y).inflate(-px(10), -px(10))
            if r.w > 4 and g.shows(x, y) and shown.colliderect(r):
                pygame.draw.rect(surface, (52, 72, 124), r, max(1, px(2)), border_radius=max(4, r.w // 5))
        for (x, y) in sorted(cells, key=lambda c: (c[1], c[0])):   # a tall stack overlaps the row above
            r = g.rect(x, y)
            if cells[(x, y)]:
                t.art.draw_stack(surface, [t.model.face(p) for p in cells[(x, y)]], r)
            if (x, y) in wolf_middles:      # the Wolf's middle: covered, bare, hatched
                draw_hatch(surface, r.inflate(-px(6), -px(6)), max(6, px(14)), max(1, px(2)))
        for i, totem in enumerate(totems):
            if (self.seat, i) not in t.rising:
                t.draw_totem(surface, self.seat, totem)
        for (x, y), stack in cells.items():     # over the totems, so that it always shows
            if stack:
                r = g.rect(x, y)
                # its height grown no wider than a third of the cell (never under its 100 % size, nor
                # the least grown text)
                size = max(t.least, t.f100["height"], min(t.f["height"], int(r.w * 0.26)))
                draw_height_badge(surface, r, len(stack), t.model.face(stack[-1]), size, t.least, px)

    def draw_moving(self, t, surface):
        totems = t.model.totems[self.seat]
        for (seat, i), rise in list(t.rising.items()):
            if seat == self.seat and i < len(totems):
                t._inked(t.draw_totem(surface, seat, totems[i], rise=rise, alpha=int(255 * min(1.0, rise * 1.6))))


# --------------------------------------------------------------------------- the table
class TotemsTable(Choosers, TotemsKeys, TableWords, TableTooltips, CardTable):
    """Draws a Sky Totems session and turns gestures into commands (see the module docstring)."""

    LAYOUT = "sky-totems-{n}"
    MOVES = TotemsMoves
    ART = staticmethod(default_art)
    RESTING = ("field", "tray", "hoard")
    SPRITE = Piece
    MOVED = "item"
    shown_from = staticmethod(shown_from)
    T_MOVE, T_FLY, T_STAGGER = 0.4, 0.42, 0.07
    TURNS_TO_VIEWER = False
    BACKGROUND_PER_SEAT = False   # its panels are the map's places, not the seats'
    TURN_STEPS = ("_ev_turn", "_ev_round", "_ev_chosen")
    seat_word = "Altar"
    SKY = 4321
    SKY_TOP = (24, 40, 80)
    GUIDE_INK = theme.TEXT_DIM

    def __init__(self, host, session, interactive: bool = True):
        self.solo = session.state.mode == "solo"
        # the big panel follows the acting altar where nobody holds the screen for a seat of their
        # own: solo, and the demo's bots (whose first altar stayed big while the others played folded)
        self.follows_actor = self.solo or all(s.is_bot for s in session.seats)
        self.rising: dict[tuple[int, int], float] = {}       # (seat, totem index) -> 0..1 while it rises
        self.arriving: set[tuple[int, int, int]] = set()      # (seat, x, y): clouds on their way
        self.marker = 1.0                                     # the round marker's square (float while moving)
        self.vertical = False                                 # a totem's orientation while placing it
        self.grids: list[GridFit] = []
        self._refit_due = False
        self._tray_order: list[int] = []
        # solo, grown: the altars' panels trading places, (picture, from, to), and how far (0..1)
        self.swapping: list[tuple[pygame.Surface, pygame.Rect, pygame.Rect]] = []
        self.swap_t = 1.0
        super().__init__(host, session, interactive)
        # altars in reading order from the first person at this screen, who holds it from the start
        if self.viewer is None and self.humans:
            self.viewer = self.humans[0]
            self._snap_model()
        self.first_bottom = self.bottom

    def big_seat(self) -> int:
        """Whose altar is panel 0. At 100 % the first person's at this screen, always: the altars
        never change places. Grown, panel 0 is the big one and holds the altar being played: in
        solo (and the demo's) the acting one, with several people at the screen the one holding it."""
        if theme.interface <= 1.0:
            return self.first_bottom
        if self.follows_actor:
            actor = self.shown.get("actor")
            return self.bottom if actor is None else actor
        if len(self.humans) > 1:
            return self.bottom if self.viewer is None else self.viewer      # None: the screen is being handed over
        return self.first_bottom

    def _face_big_altar(self) -> None:
        """Between turns (and at a hand-over): the altar now played takes the big panel. In solo the
        two panels trade places in a short tween at the animation speed; never under a drag (the
        drop, ``_tick``, lets it happen)."""
        if not self.size or self.big_seat() == self.bottom or self.drag:
            return
        # each altar's panel as the still picture shows it, to glide from: solo only (with several
        # people the screen changes hands, and the new holder's table comes whole; with only bots,
        # the demo's three or four panels would each be scaled every frame of the glide)
        static = self._static
        glides = self.solo and static is not None and static.get_size() == self.size
        before = [(self.seat_at_pos(p), r, static.subsurface(r).copy()) for p, r in enumerate(self.seat_r)
                  if glides and static.get_rect().contains(r)]
        self._resize_geometry()
        if before:
            self.swapping = [(picture, was, self.seat_r[self.pos_of(seat)]) for seat, was, picture in before]
            self.swap_t = 0.0
            self.tweens.tween(T_SWAP, self._swap_step)

    def _swap_step(self, t: float) -> None:
        self.swap_t = t
        if t >= 1.0:
            self.swapping = []
        self._version += 1

    def _tick(self, dt: float) -> None:
        super()._tick(dt)
        if self.idle:
            self._face_big_altar()      # one a drag held back

    def _draw_table(self, surface: pygame.Surface) -> None:
        """The table; while the altars trade places, their panels' pictures moving over empty
        panels, the one now played over the other."""
        super()._draw_table(surface)
        if not self.swapping:
            return
        for r in self.seat_r:
            surface.blit(self.bg, r, r)
        for picture, was, now in self.swapping:
            t = self.swap_t
            r = pygame.Rect(round(tween.lerp(was.x, now.x, t)), round(tween.lerp(was.y, now.y, t)),
                            max(1, round(tween.lerp(was.w, now.w, t))), max(1, round(tween.lerp(was.h, now.h, t))))
            # a plain scale: a half-screen panel smoothscaled took ~3 ms of a frame, for a picture
            # in motion for under half a second
            surface.blit(pygame.transform.scale(picture, r.size), r)

    # ------------------------------------------------------------------ facts
    def _moves_seat(self) -> int | None:
        """``moves`` is for the altar acting (its lit places show while it acts)."""
        return self.shown.get("actor")

    def clouds_waiting(self) -> int:
        v = self.shown
        return v.get("clouds_to_place") or (1 if v.get("phase") == "start_cloud" else 0)

    def trading(self) -> bool:
        """A pedestal of the tray is picked or dragged (the bag says "trade")."""
        return self.human_actor() is not None and isinstance(self._active_card(), int)

    def grid_of(self, seat: int) -> GridFit:
        return self.grids[self.pos_of(seat)]

    def lit_colour(self, target: tuple):
        """The keyboard focus's colour on ``target``, the pointer's, or None."""
        if self.focus == target:
            return FOCUS
        return DROP if self.hover == target else None

    def tile_state(self, kind: str) -> str:
        if self.selected == ("totem", kind) or (self.drag and self.drag["sprite"].id == ("totem", kind)):
            return "selected"
        return "buildable" if self.human_actor() is not None and kind in self.moves.buildable() else "idle"

    def _frame_key(self) -> tuple:
        return (*super()._frame_key(), round(self.marker, 3))     # the round marker slides in the still picture

    # ------------------------------------------------------------------ the shown model
    def _snap_model(self) -> None:
        self.rising.clear()
        self.arriving.clear()
        super()._snap_model()
        self.marker = float(self.model.round)
        self._fit_grids(centre=not self.interactive)   # an undo holds the altar still; a replay's jump re-fits
        self._fix_selection()
        self._face_big_altar()

    def _settle(self) -> None:
        if self.queue:
            return
        super()._settle()
        self.arriving.clear()
        self.marker = float(self.model.round)
        refit, self._refit_due = self._refit_due, False
        self._fit_grids(refit=refit, animate=True)
        self._fix_selection()
        self._face_big_altar()

    def _turn_changed(self) -> None:
        super()._turn_changed()
        self._fix_selection()

    def _fix_selection(self) -> None:
        """The cloud is picked while clouds wait, else a pedestal of the tray (the first), else a
        totem tile picked stays picked while it may be built."""
        tray = self.model.tray()
        sel = self.selected
        if not self.interactive:
            sel = None
        elif self.clouds_waiting():
            sel = CLOUD
        elif tray:
            sel = sel if sel in tray else tray[0]
        elif not (isinstance(sel, tuple) and sel[1] in self.moves.buildable()):
            sel = None
        self.selected = sel
        if self.focus is not None and self.focus not in self._focus_targets():
            self.focus = None

    def cancel_choice(self) -> bool:
        """A totem tile picked is put back (a pedestal and the cloud stay picked)."""
        if isinstance(self.selected, tuple):
            self.selected = None
            self._version += 1
            return True
        return False

    # ------------------------------------------------------------------ sizes and zones
    def _fit_zones(self) -> None:
        """The fonts for this window and interface size, and the smallest size text shrinks to in
        its place (``least``), and whose altar is panel 0 (``big_seat``). The zones are the
        layout's: grown, where its ``zones-200`` layer puts them (the altar played big beside the
        board, its cards and the buttons in a column beside its grid, the round track and the
        missions panel folded, the other altars folded under the board). That layer arranges the
        table anew, so zones taken part of the way would cross: the maps say ``grow`` = ``whole``,
        and any grown size takes it whole."""
        self.bottom = self.big_seat()
        # grown from the 100 % sizes (each at least the readable minimum)
        self.f100 = {k: max(theme.MIN_TEXT, v) for k, v in FONT_BASE(self.layout.px).items()}
        self._use_fonts(self.f100)
        self.badge_r = max(9, self._badge_radius(17))   # an altar's number disc, grown round its grown number
        # no text under what reads from a couch: 16 px at 1920x1080 (12 px at 1280x720) times the
        # interface size (issue 36; at 100 % too: an altar's mission text shrank to 15 px)
        self.least = theme.reading_floor(self.size, theme.interface)

    def _sizes(self) -> None:
        L = self.layout
        # a replay puts its own controls where the buttons are: give them the missions' room too
        # where it lies over them; grown, where the missions fold away, the totems' rules' (what a
        # watcher needs least: the missions' room was none, and the controls were drawn over the
        # totems' rules and the other altars)
        self.replay_on_totems = not self.show_buttons and L["missions"].h == 0
        if not self.show_buttons:
            L.rects["buttons"] = L["totems"] if self.replay_on_totems else L["missions"].union(L["buttons"])
        self.seat_r = self.per_seat("altar")
        # the altars' area (banners, choosers); grown, the big altar's panel alone (the folded ones
        # lie under the board, and the banners and choosers would cover it)
        L.rects["table"] = self.seat_r[0] if theme.interface > 1.0 else self.seat_r[0].unionall(self.seat_r[1:])
        self.card_h = self.tray_piece_w()
        self.grids = [GridFit(r, cap=min(r.w, r.h) / 4.0) for r in self.per_seat("grid")]
        self._fit_grids(centre=True)

    def _declare_zones(self) -> list:
        L = self.layout
        zones: list = [FieldZone(f"field.{f}", box, f) for f, box in enumerate(self.field_boxes())]
        zones += [BagZone("bag", self.bag_rect())]
        if not self.replay_on_totems:
            zones.append(TilesZone("totems", L["totems"]))
        zones += [TrayZone(f"tray.{s}", L["tray"]) for s in range(self.n)]
        for p in range(self.n):
            s = self.seat_at_pos(p)
            zones.append(AltarZone(f"altar.{s}", self.seat_r[p], self.grids[p]))
            zones.append(HoardZone(f"hoard.{s}", L[f"cards.{p}"]))
        return zones

    def _target_zone(self, target: tuple) -> str:
        if target[0] == "cell":
            return f"altar.{target[1]}"
        if target[0] == "build":
            return f"altar.{self.shown.get('actor')}"
        return super()._target_zone(target)

    def _fit_grids(self, refit: bool = False, animate: bool = False, centre: bool = False) -> None:
        """Each altar's grid follows its cells and those of the clouds on their way, and for the
        acting altar the spots a cloud may go to (``GridFit.follow``: still within a turn, moved
        least with ``refit``, a short tween when ``animate``, centred with ``centre``)."""
        actor = self.shown["actor"]
        for p, g in enumerate(self.grids):
            s = self.seat_at_pos(p)
            cells = set(self.model.altar(s)) | {(x, y) for (ss, x, y) in self.arriving if ss == s}
            spots = self.moves.cloud_cells() if s == actor else ()
            g.follow(cells, spots, refit, centre, self.tweens if animate else None, self._changed)

    def _changed(self) -> None:
        """Something drawn moved: the next frame draws it."""
        self._version += 1

    def _make_buttons(self) -> None:
        self._set_buttons({"end": ui.Button("End turn  (E)", self._click_end, primary=True),
                           "undo": ui.Button("Undo  (U)", self._click_undo)})
        zone = self.layout["buttons"]
        self.guide_folded = zone.w < zone.h * 2
        if self.guide_folded:
            # a grown map's narrow column beside the altar, as wide as the altar's cards over it:
            # End turn over the other two
            self._place_buttons([["end"], ["undo", "menu"]], pad=8, side=0, gap=12, height=54)
            # no room over them for the guide (the headline says what to do): the H key's hint goes
            # to the map's "hint", where it covers no button, no place to play and no name (under
            # the band it hid the acting altar's)
            self.guide_rect = pygame.Rect(self.layout["hint"])
        else:
            self._place_buttons([["end", "undo", "menu"]], shares={"end": 0.4}, pad=8, gap=12, height=54)
        # grown words (shrunk to the button's width), the keys in brackets going before the words
        # would shrink (the keys' help has them)
        self._keys_on_buttons = theme.interface <= 1.0 or all(
            theme.font(self.f["button"], True).size(b.label)[0] <= b.rect.w - self.layout.px(20)
            for b in self.buttons.values())
        for b in self.buttons.values():
            b.label = self._button_label(b.label)

    def _button_label(self, label: str) -> str:
        return label if self._keys_on_buttons else label.split("  (")[0]

    def button_text_size(self, height: int, room: int) -> int:
        # as large as the button holds (half its height); grown, the table's button words, the
        # buttons growing round them
        return self.f["button"] if theme.interface > 1.0 else 0

    def _done_place(self) -> tuple[pygame.Rect, int]:
        """The kit's Done button, but where its label at the reading floor needs more lines than the
        short strip under the altar's cards holds (grown at 1280x720, a long name ended "Alexandri…"),
        it reaches up out of the strip over the cards, as wide as they are for its longest words: the
        cards are the seat's, going with the screen."""
        zone = self.layout["buttons"]
        px = self.layout.px
        r, size = super()._done_place()
        if self._done_label_height(r) <= r.h:
            return r, size
        # at the floor, with room for its first and last lines inside the rounded corners (a
        # larger size would take that room)
        r.w, r.left = zone.w, zone.left
        r.h = min(self._done_label_height(r, self.least) + px(16), zone.bottom - self.layout["status"].bottom - px(20))
        r.bottom = zone.bottom - px(6)
        return r, self.least

    def _sync_buttons(self) -> None:
        human = self.human_actor() is not None
        ends = self.moves.ends()
        self.buttons["end"].enabled = human and ends
        passes = ends and not self.shown.get("done")
        self.buttons["end"].label = self._button_label("Pass  (E)" if passes else "End turn  (E)")
        self.buttons["undo"].enabled = self.can_undo()

    # ------------------------------------------------------------------ places on the common board
    def _under_label(self, r: pygame.Rect) -> int:
        """Where a board zone's contents start: under its label ("PEDESTAL FIELDS", "TOTEMS"), which
        a grown map leaves out."""
        if theme.interface > 1.0:
            return r.top
        return r.top + theme.font(self.f["label"], True).get_linesize() + self.layout.px(2)

    def field_boxes(self) -> list[pygame.Rect]:
        """One box per field slot (always five: with 1-3 altars the last is blocked)."""
        L = self.layout
        r = L["fields"]
        top = self._under_label(r)
        gap = L.px(10)
        w = (r.w - gap * (FIELDS_DEFAULT - 1)) / FIELDS_DEFAULT
        return [pygame.Rect(round(r.left + i * (w + gap)), top, round(w), r.bottom - top) for i in range(FIELDS_DEFAULT)]

    def _field_top(self) -> int:
        """How far below a field box's top its pedestals start (under the field's number)."""
        px = self.layout.px
        number = theme.font(self.f["chip"], True).get_height() + px(6) if theme.interface > 1.0 else 0
        return max(px(20), number)

    def bag_rect(self) -> pygame.Rect:
        r = self.layout["bag"]
        # as wide as its number of three digits (grown, "103" ran past a narrow sack), whatever the
        # count, so that the legend beside it never moves
        number = theme.font(self.f["name"], True).size("000")[0] + self.layout.px(12)
        size = int(min(r.h * 0.92, max(r.w * 0.16, number)))
        return pygame.Rect(r.left + self.layout.px(8), r.centery - size // 2, size, size)

    def bag_counts_rect(self) -> pygame.Rect:
        r = self.layout["bag"]
        b = self.bag_rect()
        return pygame.Rect(b.right + self.layout.px(16), r.top, r.right - b.right - self.layout.px(16), r.h)

    def over_bag(self, pos) -> bool:
        px = self.layout.px
        return self.bag_rect().inflate(px(16), px(16)).collidepoint(pos) or self.bag_counts_rect().collidepoint(pos)

    def tray_piece_w(self) -> int:
        r = self.layout["tray"]
        if theme.interface > 1.0:
            # grown: the cloud token with its ring under the grown label, four pedestals side by
            # side (more overlap, and the designs' names go under them where there is room left:
            # ``tray_step``)
            top = r.top + theme.font(self.f["label"], True).get_linesize()
            return max(8, int(min(r.w / 4.5, (r.bottom - top - self.layout.px(16)) / 1.1)))
        return int(min(r.h * 0.52, r.w / 9))

    def tray_order(self) -> list[int]:
        """The acting altar's tray slot by slot, with the pedestals placed or traded from it this
        turn: each pedestal keeps its slot while the others go, so a second press where the next
        one was drawn still grabs it (issue 36); the slots close up when the tray is refilled or
        emptied."""
        tray = self.model.tray()
        if not tray or not set(tray) <= set(self._tray_order):
            self._tray_order = list(tray)
        return self._tray_order

    def tray_step(self) -> tuple[float, bool]:
        """How far apart the tray's slots stand, and whether each pedestal has its design's name
        under it (when the tray has the room for the names and the cloud token)."""
        r = self.layout["tray"]
        pw = self.tray_piece_w()
        tray = self.tray_order()
        if not tray:
            return pw * 1.25, False
        size = self.f["design"]
        step = max(pw * 1.25, max(theme.font(size).size(self.model.face(p))[0] for p in tray) + self.layout.px(14))
        room = r.w - self.layout.px(14) - pw * 1.2
        top = r.top + theme.font(self.f["label"], True).get_linesize()
        tall = self.art.ellipse_h(pw) + self.art.piece_thickness(pw) + theme.font(size).get_linesize()
        if len(tray) * step <= room and tall <= r.bottom - top:
            return step, True
        if theme.interface > 1.0:
            # grown pedestals overlap where a full tray (and the cloud token) would run past its end
            return min(pw * 1.25, (r.w - self.layout.px(14) - pw * 0.6) / (len(tray) + 1)), False
        return pw * 1.25, False

    def tray_slot(self, i: int) -> pygame.Vector2:
        r = self.layout["tray"]
        pw = self.tray_piece_w()
        top = r.top + theme.font(self.f["label"], True).get_linesize()
        step, named = self.tray_step()
        cy = top + (r.bottom - top) / 2 - (theme.font(self.f["design"]).get_linesize() / 2 if named else 0)
        return pygame.Vector2(r.left + self.layout.px(14) + max(pw, step) / 2 + i * step, cy)

    def cloud_token_rect(self) -> pygame.Rect:
        c = self.tray_slot(len(self.tray_order()))
        pw = int(self.tray_piece_w() * 1.1)
        r = pygame.Rect(0, 0, pw, pw)
        r.center = (round(c.x + pw * 0.1), round(c.y))
        return r

    def totem_rects(self) -> list[tuple[str, pygame.Rect]]:
        """The four totem tiles under the label (grown, without it: ``_render_background``), two
        rows of two (every map, at every size, gives the totems a zone wider than it is tall)."""
        L = self.layout
        r = L["totems"]
        top = self._under_label(r)
        gap = L.px(10)
        kinds = self.shown.get("totem_kinds") or []
        rows = math.ceil(len(kinds) / 2)
        w, h = (r.w - gap) // 2, (r.bottom - top - gap * (rows - 1)) // max(1, rows)
        return [(k, pygame.Rect(r.left + (i % 2) * (w + gap), top + (i // 2) * (h + gap), w, h))
                for i, k in enumerate(kinds)]

    def mission_rects(self) -> list[tuple[int, pygame.Rect]]:
        """Where the hidden missions the board shows lie: side by side in the missions panel, or on
        their altar's own cards where a grown map folds the panel (``missions_folded``)."""
        r = self.layout["missions"]
        top = r.top + theme.font(self.f["label"], True).get_linesize() + self.layout.px(2)
        gap = self.layout.px(10)
        seat = self.missions_seat()
        if seat is None:
            return []
        missions = self.shown["altars"][seat]["missions"][:2]
        if self.missions_folded():
            first = 1 if self.shown["altars"][seat]["start_card"] else 0
            cards = self.card_strip_rects(seat, len(self.altar_cards(seat)))
            return [(c["id"], rect) for c, rect in zip(missions, cards[first:])]
        w = (r.w - gap) // 2
        return [(c["id"], pygame.Rect(r.left + i * (w + gap), top, w, r.bottom - top)) for i, c in enumerate(missions)]

    def missions_folded(self) -> bool:
        """A grown map folds the board's missions panel to nothing: the altar's own cards, beside the
        altar being played, say and reveal them."""
        return self.layout["missions"].h == 0

    def reveal_rect(self, card_rect: pygame.Rect) -> pygame.Rect:
        """The Reveal button at a met mission's foot, under its words (``draw_card``'s ``foot``)."""
        px = self.layout.px
        font = theme.font(self.f["chip"], True)
        h, w = font.get_linesize() + px(6), min(card_rect.w - px(16), font.size("Reveal +00")[0] + px(16))
        return pygame.Rect(card_rect.right - w - px(8), card_rect.bottom - h - px(6), w, h)

    def missions_seat(self) -> int | None:
        """Whose hidden missions the board shows: the one deciding if this screen may see them,
        else the viewer's."""
        actor = self.shown["actor"]
        if actor is None:
            return self.viewer
        ms = self.shown["altars"][actor]["missions"]
        # nothing hidden left: the acting altar's empty list is shown when this screen plays it (its
        # own altar, or either altar in solo), so it never shows another altar's cards
        seen = "name" in ms[0] if ms else actor == self.viewer or self.solo
        return actor if seen else self.viewer

    # ------------------------------------------------------------------ places on an altar
    def _hoard_piece_w(self, seat: int) -> int:
        z = self.layout[f"cards.{self.pos_of(seat)}"]
        return int(min(z.w / 5, self.layout.px(44))) if z.h > z.w else int(min(z.h * 0.42, z.w / 14))

    def hoard_rect(self, seat: int) -> pygame.Rect | None:
        """Where the Dragon's hoard lies in the cards zone (None while it is empty): the column's
        foot, or the strip's right end."""
        z = self.layout[f"cards.{self.pos_of(seat)}"]
        n = self.model.count(f"hoard.{seat}")
        if not n:
            return None
        pw = self._hoard_piece_w(seat)
        px = self.layout.px
        if z.h > z.w:
            h = theme.font(self.f["chip"], True).get_linesize() + int(pw * 0.75) + px(8)
            return pygame.Rect(z.left, z.bottom - h, z.w, h)
        w = max(int(n * pw * 1.1 + px(12)), theme.font(self.f["chip"], True).size("HOARD")[0] + px(12))
        return pygame.Rect(z.right - w, z.top, w, z.h)

    def altar_cards(self, seat: int) -> list[tuple[dict | None, str]]:
        """An altar's cards in its strip, in order: (the face, None where it is hidden from this
        screen; "start", "mission" or "revealed"). A folded altar leaves its starting card out (a
        bare bar there, too short to name it, read as nothing): its altar half is the grid, its
        mission half scores nothing, and the missions get the room to say what they are."""
        altar = self.shown["altars"][seat]
        folded = theme.interface > 1.0 and self.pos_of(seat)
        cards = [(altar["start_card"], "start")] if altar["start_card"] and not folded else []
        cards += [(c if "name" in c else None, "mission") for c in altar["missions"]]
        return cards + [(c, "revealed") for c in altar["revealed"]]

    def card_strip_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """The rectangles of ``count`` cards in an altar's cards zone (a column with 3-4 altars, a
        strip with 2), leaving the hoard its room."""
        z = self.layout[f"cards.{self.pos_of(seat)}"]
        gap = self.layout.px(8)
        hoard = self.hoard_rect(seat)
        if count <= 0:
            return []
        if z.h > z.w:
            # room under the last card, clear of the panel's rounded foot
            avail = z.h - (hoard.h + gap if hoard else 0) - theme.font(self.f["chip"], True).get_linesize() // 2
            heights = [1.0] * count
            if theme.interface > 1.0 and self.altar_cards(seat)[0][1] == "start":
                heights[0] = 0.45       # grown, the starting card (it scores nothing) leaves its missions the room
            ch = min((avail - gap * (count - 1)) / sum(heights), z.w * 1.1)
            rects, y = [], z.top
            for h in heights:
                rects.append(pygame.Rect(z.left, y, z.w, int(ch * h)))
                y += int(ch * h) + gap
            return rects
        avail = z.w - (hoard.w + gap if hoard else 0)
        ch = z.h - self.layout.px(6)
        cw = int(min(ch * 1.9, (avail - gap * (count - 1)) / count))
        return [pygame.Rect(z.left + i * (cw + gap), z.top + self.layout.px(3), cw, ch) for i in range(count)]

    def totem_rect(self, seat: int, kind: str, cells: list) -> tuple[pygame.Rect, bool]:
        """Where a totem's animal is drawn over its cells (centred on them, a little inside their
        outline) and whether it stands along a column."""
        g = self.grid_of(seat)
        union = g.rect_of(cells)
        vertical = len(cells) > 1 and cells[0][0] == cells[1][0]
        thick = max(8, int(g.cell * 0.8))
        r = pygame.Rect(0, 0, thick, max(8, union.h - int(g.cell * 0.06))) if vertical else \
            pygame.Rect(0, 0, max(8, union.w - int(g.cell * 0.06)), thick)
        r.center = union.center
        return r, vertical

    # ------------------------------------------------------------------ totem placement
    def totem_snap(self, kind: str, pos, seat: int) -> tuple | None:
        """The legal placement (x, y, vertical) of ``kind`` that covers the cell under ``pos`` (the
        same orientation first, then the one centred nearest the pointer), or None: a totem never
        snaps to a place beside the pointer."""
        g = self.grid_of(seat)
        cell = g.cell_at(pos)
        if cell is None or seat != self.shown.get("actor"):
            return None
        places = [p for p in self.moves.builds(kind) if cell in totem_cells(kind, *p)]
        return min(places, default=None, key=lambda p: (0 if p[2] == self.vertical else 1e6)
                   + pygame.Vector2(g.rect_of(totem_cells(kind, *p)).center).distance_to(pos))

    def raw_placement(self, kind: str, cell) -> tuple:
        """The totem as it lies over ``cell`` in the orientation chosen (the rules say why not)."""
        back = (TOTEM_CELLS[kind] - 1) // 2
        x, y = cell
        return (x, y - back, True) if self.vertical else (x - back, y, False)

    def rotate(self) -> None:
        self.vertical = not self.vertical
        self._version += 1

    # ------------------------------------------------------------------ the still picture
    def _render_background(self, size) -> pygame.Surface:
        L = self.layout
        px = L.px
        bg = night_sky(size, self.SKY, self.SKY_TOP)
        self._draw_status_band(bg)
        ui.draw_panel(bg, L["board"], fill=(22, 36, 72), edge=(46, 70, 120), radius=px(18), width=max(1, px(2)))
        self._draw_seat_panels(bg)      # the altars' panels (``seat_r``), the kit's
        if theme.interface <= 1.0:
            # grown, the rows go without them: the numbered fields and the named totems say what
            # they are, and the pedestals and rules take their lines
            for zone, label in (("fields", "Pedestal fields"), ("totems", "Totems")):
                self.draw_heading(bg, label.upper(), "", L[zone])
        return in_screen_format(bg)

    def _still_parts(self) -> list[StillPart]:
        L = self.layout
        px = L.px
        v = self.shown
        parts = [StillPart("round", L["round"].inflate(px(8), px(8)),
                           (round(self.marker, 3), self.model.first, v["rounds"], self.size), self._draw_round)]
        seat = self.missions_seat()
        missions = (str(v["altars"][seat]["missions"]) if seat is not None else None, v["phase"], v["over"], seat,
                    self.human_actor() is not None and tuple(sorted(self.moves.reveals())),
                    tuple(self.lit_colour(("reveal", c)) for c, _r in self.mission_rects()), self.show_buttons, self.size)
        parts.append(StillPart("missions", L["missions"].inflate(px(8), px(4)), missions, self._draw_missions))
        for p in range(self.n):
            s = self.seat_at_pos(p)
            altar = v["altars"][s]
            key = (v["over"], v["phase"], str(altar["start_card"]), str(altar["missions"]), len(altar["revealed"]),
                   self.model.count(f"hoard.{s}"), self.size, self.missions_folded() and s == seat and missions)
            parts.append(StillPart(f"cards.{p}", L[f"cards.{p}"].inflate(px(8), 0), key,
                                   lambda surf, s=s: self._draw_cards(surf, s)))
        # the board's and the altars' own parts before the buttons (the Done button may reach up over
        # the altar's cards: ``_done_place``) and a chooser over them
        kit = super()._still_parts()
        at = [part.name for part in kit].index("status") + 1
        return kit[:at] + parts + kit[at:]

    def _draw_round(self, surface: pygame.Surface) -> None:
        r = self.layout["round"]
        if r.h < theme.font(self.f["count"], True).get_height():
            return          # folded by a grown map: the status line says the round
        # the marker as the part's key has it
        draw_round_track(surface, r, self.shown["rounds"], round(self.marker, 3), self.f, self.layout.px)

    def _draw_missions(self, surface: pygame.Surface) -> None:
        if not self.show_buttons or self.missions_folded():
            return
        px = self.layout.px
        r = self.layout["missions"]
        seat = self.missions_seat()
        v = self.shown
        self.draw_heading(surface, "MISSIONS", self.name(seat) if seat is not None else "", r)
        if seat is None:
            return
        rects = self.mission_rects()
        if not rects:
            text = SAY["missions chosen"] if v["phase"] == "choose" else SAY["no missions"]
            # wrapped in the panel: grown, one line would run past it (over the altars beside it)
            top = r.top + theme.font(self.f["label"], True).get_linesize() + px(8)
            ui.blit_wrapped(surface, text, self.f["small"], pygame.Rect(r.left + px(8), top, r.w - px(16), r.bottom - top),
                            theme.TEXT_DIM, line_gap=1.0)
            return
        for (card, cr), face in zip(rects, v["altars"][seat]["missions"]):
            if "name" in face and not v.get("over"):
                self._static_private_drawn(seat, ("mission", card))
            self._draw_mission(surface, cr, face, self.f)

    def _draw_mission(self, surface: pygame.Surface, cr: pygame.Rect, face: dict, sizes: dict) -> None:
        """A hidden mission the board shows, gold-edged with its Reveal button at its foot while it
        may be revealed."""
        card = face["id"]
        met = self.human_actor() is not None and card in self.moves.reveals()
        shown = face if "name" in face else None
        br = self.reveal_rect(cr)
        draw_card(surface, cr, shown, self.art, sizes, edge=GOLD if met else None,
                  foot=cr.bottom - br.top if met else 0, least=self.least)
        if met:
            col = self.lit_colour(("reveal", card))
            draw_reveal_button(surface, br, shown["points"] if shown else "", self.f["chip"], bool(col))
            if col:
                self.ring(surface, br.inflate(self.layout.px(6), self.layout.px(6)), col, br.h // 3, self.layout.px(3))

    # the edge of each kind of card in an altar's strip (a mission's is the card's own)
    CARD_EDGES = {"start": (120, 120, 140), "revealed": GOLD}

    def _draw_cards(self, surface: pygame.Surface, seat: int) -> None:
        """An altar's cards: its starting card, hidden missions and revealed ones with their points."""
        secret = not self.shown["over"]
        cards = self.altar_cards(seat)
        # the missions a folded panel leaves to these cards, each with its Reveal button (this
        # screen sees them: ``missions_seat``)
        revealable = self.missions_folded() and seat == self.missions_seat()
        for (face, what), r in zip(cards, self.card_strip_rects(seat, len(cards))):
            if what == "start":
                if secret and self.shown["phase"] == "choose":
                    # chosen, but the others' choices are still to come: the choice is its owner's secret
                    self._static_private_drawn(seat, ("start", face["id"]))
                face = dict(face, text=SAY["start card"], short=SAY["start card short"], points=None)
            elif what == "mission" and face is not None and secret:
                self._static_private_drawn(seat, ("mission", face["id"]))
            sizes = dict(self.f, card_title=max(self.least, min(self.f["card_title"], int(r.h * 0.3))),
                         card_text=max(self.least, min(self.f["card_text"], int(r.h * 0.24))))
            if what == "mission" and revealable:
                self._draw_mission(surface, r, face, sizes)
                continue
            if what == "revealed":
                # the coin itself says the points scored, inside the card: a badge astride its lower
                # edge met a grown coin moved to the card's foot, and at the screen's foot was cut
                face = dict(face, coin=f"+{face['points']}")
            draw_card(surface, r, face, self.art, sizes, edge=self.CARD_EDGES.get(what), least=self.least)

    # ------------------------------------------------------------------ the altars' headers
    # the kit's header
    BADGE_INSET = (4, 4)
    NAME_GAP = 8
    WHO = {"bot": ("BOT", BOT_CHIP)}

    def _chips_below(self, p: int) -> bool:
        """Grown, every altar's chips in a row of their own: beside the grown name and score they
        crowded it out and were dropped (a folded altar's BOT)."""
        return True

    def _seat_chips(self, seat: int) -> list:
        """Grown, a folded altar's header says who sits there and who starts the round, all its row
        holds at the reading floor; its gold frame and lit disc say that it plays."""
        folded = theme.interface > 1.0 and self.pos_of(seat)
        return [chip for chip in super()._seat_chips(seat) if not folded or chip[0] in ("BOT", "FIRST")]

    def _head_rect(self, p: int) -> pygame.Rect:
        return self.layout[f"head.{p}"]

    def _head_ink(self, p: int) -> pygame.Rect | list[pygame.Rect]:
        """The panel's width (a grown 2-altar map's folded header: its own column's, beside the grid
        standing the panel's full height), from its top (the disc stands out of the header) to the
        header's foot. Where the altar's cards reach up into the header (the big altar, grown), its
        row of chips stands beside them, so below the name's row it is only the chips' side: the
        cards' part, drawn again with every new score and turn, cost ~0.2-0.7 ms each time."""
        panel, head, cards = self.layout[f"altar.{p}"], self.layout[f"head.{p}"], self.layout[f"cards.{p}"]
        right = head.right if self.layout[f"grid.{p}"].top < head.bottom else panel.right
        whole = pygame.Rect(panel.left, panel.top, right - panel.left, head.bottom - panel.top)
        name_foot = head.top + self.layout.px(2) + self._name_row_h()
        chips = self._chip_row_left(p) - self.layout.px(2)
        if not cards.top < head.bottom or cards.top < name_foot or chips >= right:
            return whole
        return [pygame.Rect(whole.left, whole.top, whole.w, name_foot - whole.top),
                pygame.Rect(chips, name_foot, right - chips, whole.bottom - name_foot)]

    def _head_actor(self) -> int | None:
        return self.shown.get("actor")

    def _game_chips(self, seat: int) -> list:
        return [("FIRST", (90, 70, 140), theme.TEXT)] if seat == self.model.first else []

    def _turn_word(self, seat: int) -> str:
        return "CHOOSING" if self.shown.get("phase") == "choose" else "TO PLAY"

    def _idle_chips(self, seat: int) -> list:
        v = self.shown
        chosen = v.get("phase") == "choose" and v["altars"][seat]["chosen"]
        return [("CHOSEN", (60, 120, 90), theme.TEXT)] if chosen else []

    def _winners(self) -> list[int]:
        return [] if self.solo else super()._winners()

    def _head_key(self, seat: int) -> tuple:
        # the form the headers side by side chose together, not their scores: a score that changes
        # redraws only its own header while the form stays (every header drawn again cost ~1 ms)
        return self.shown["scores"][seat], self._score_form(seat)

    def _draw_head_right(self, surface, seat, head, cy) -> int:
        """The score; grown, the name is kept whole first: the score shrinks toward its 100 % size to
        make room, and where it still does not fit it says the number alone. Headers as wide as this
        one decide alike, by the widest name and score among them: side by side, "Vega 35" beside
        "Lyra 34 pts" read as two different tables (and Lyra's name was drawn smaller for it)."""
        px = self.layout.px
        size, whole, widest = self._score_form(seat)
        score = pts(self.shown["scores"][seat]) if whole else str(self.shown["scores"][seat])
        ui.blit_text(surface, score, size, GOLD, True, midright=(head.right - px(4), cy))
        # the names' room left of the widest score beside it, so that the names too take one size
        return head.right - px(4) - widest - px(12)

    def _score_form(self, seat: int) -> tuple[int, bool, int]:
        """The size of the score in ``seat``'s header, whether it says "pts" (see
        ``_draw_head_right``) and the width of the widest score among the headers beside it;
        measured once for each set of names and scores side by side."""
        head = self._head_rect(self.pos_of(seat))
        peers = self.head_peers(seat)
        names = tuple(self.name(s) for s in peers)
        scores = tuple(pts(self.shown["scores"][s]) for s in peers)
        return self._fitted(("score form", head.w, names, scores), lambda: self._fit_score_form(head, names, scores))

    def _fit_score_form(self, head: pygame.Rect, names: tuple, scores: tuple) -> tuple[int, bool, int]:
        px = self.layout.px
        name_font, score_font = theme.font(max(self.least, self.f100["name"]), True), theme.font(self.f["name"], True)
        name_w = max(name_font.size(name)[0] for name in names)
        room = head.right - px(4) - self._name_left(head) - px(12) - px(8) - name_w
        widest = max(scores, key=lambda words: score_font.size(words)[0])
        size = self._shrunk(self.f["name"], lambda size: theme.font(size, True).size(widest)[0] > room)
        whole = theme.font(size, True).size(widest)[0] <= room
        shown = max(theme.font(size, True).size(words if whole else words.split()[0])[0] for words in scores)
        return size, whole, shown

    def _chip_row_left(self, p: int) -> int:
        """Beside a column of cards reaching into the header, after it; else under the number."""
        cards, head = self.layout[f"cards.{p}"], self.layout[f"head.{p}"]
        return cards.right + self.layout.px(10) if cards.top < head.bottom else head.left + self.layout.px(4)

    def _frame(self, seat: int) -> tuple | None:
        """The gold frame round the altar to play (drawn over the still picture: a turn moves it
        without drawing either altar's panel again)."""
        if seat != self.shown.get("actor") or self.shown.get("over"):
            return None
        px = self.layout.px
        return self.seat_r[self.pos_of(seat)], GOLD, max(2, px(5)), px(18)

    # ------------------------------------------------------------------ small pieces
    def word_size(self, word: str, size: int, width: int) -> int | None:
        """The size a word that names what a box shows anyway ("empty", "blocked") is drawn at in
        ``width``: smaller, down to ``least``, where it is too wide; None where it still is (left
        out, never cut)."""
        size = shrink_to(word, size, width, least=self.least)
        return size if theme.font(size).size(word)[0] <= width else None

    def draw_heading(self, surface, word: str, who: str, row: pygame.Rect) -> None:
        """A board row's label at its top left, with whose it is ("TRAY  ·  Bo"), or the word alone
        where the name would not fit whole (the status line names who acts)."""
        head = f"{word}  ·  {who}" if who else word
        head = head if theme.font(self.f["label"], True).size(head)[0] <= row.w else word
        ui.blit_text(surface, head, self.f["label"], theme.TEXT_DIM, bold=True,
                     topleft=(row.left + self.layout.px(6), row.top))

    def ring(self, surface, rect: pygame.Rect, colour, radius: int, width: int | None = None) -> None:
        """A lit thing's ring: thin green while it may be used, thicker for the pointer or the focus."""
        px = self.layout.px
        width = width if width is not None else px(5 if colour != GOOD else 3)
        pygame.draw.rect(surface, colour, rect, max(2, width), border_radius=radius)

    def draw_totem(self, surface: pygame.Surface, seat: int, t: dict, rise: float = 1.0,
                   alpha: int = 255) -> pygame.Rect:
        """A totem as its animal, centred on its cells and see-through, with its score in a chip;
        where it was drawn."""
        kind, cells = t["kind"], [tuple(c) for c in t["cells"]]
        g = self.grid_of(seat)
        r, vertical = self.totem_rect(seat, kind, cells)
        r = r.move(0, int((1 - rise) * g.cell * 0.5))
        alpha_blit(surface, self.art.silhouette(kind, r.w, r.h, vertical), r, alpha)
        # grown, in proportion to the cells (never under its 100 % size, nor the least grown text);
        # on cells too small for that (a folded altar's) none: the totem's tooltip says its score
        size = max(self.least, self.f100["chip"], min(self.f["chip"], int(g.cell * 0.3)))
        if alpha < 255 or t.get("score") == "" or theme.interface > 1.0 and size > g.cell * 0.6:
            return r.inflate(8, 8)
        chip = pill(str(t["score"]), size, TOTEM_COLOUR.get(kind, (200, 200, 200)), (30, 24, 20), max(6, size // 2))
        cr = chip.get_rect(topright=(r.right, r.top))
        surface.blit(chip, cr)
        return r.inflate(8, 8).union(cr)

    # ------------------------------------------------------------------ what moves
    def _blit_sprite(self, surface: pygame.Surface, s: CardSprite) -> None:
        """A pedestal (bigger while dragged, at least most of a cell), or a thing dragged: the cloud
        tile, the bag, a totem (over the altar where it would stand, elsewhere its animal at the
        pointer) or a field (its pedestals come along)."""
        what = s.id
        a = self.human_actor()
        if isinstance(what, int):
            w = s.h
            if s.dragging and self.drag is not None and self.drag["sprite"] is s:
                w = max(w * 1.15, self.grid_of(a).cell * 0.6 if a is not None else 0)
            img = self.art.piece(self.model.face(what), int(w))
            self._inked(surface.blit(img, img.get_rect(center=(round(s.pos.x), round(s.pos.y)))), surface)
        elif what == CLOUD:
            w = int(s.h * (1.2 if s.dragging else 1))
            img = self.art.cloud(w, w)
            self._inked(surface.blit(img, img.get_rect(center=(round(s.pos.x), round(s.pos.y)))), surface)
        elif not self.drag or not self.drag["moved"]:
            return
        elif what == BAG:
            draw_dragged_sack(surface, self.bag_rect(), s.pos)
        elif what[0] == "totem":
            if a is not None and self._draw_totem_ghost(surface, what[1], a, self.mouse):
                return
            n = TOTEM_CELLS[what[1]]
            cell = self.grid_of(a).cell if a is not None else self.layout.px(80)
            vertical = self.vertical and n > 1
            img = self.art.silhouette(what[1], int(cell * (0.8 if vertical else n * 0.94)),
                                      int(cell * (n * 0.94 if vertical else 0.8)), vertical)
            alpha_blit(surface, img, img.get_rect(center=(round(self.mouse[0]), round(self.mouse[1]))), 210)

    def _draw_totem_ghost(self, surface, kind: str, seat: int, pos) -> bool:
        place = self.totem_snap(kind, pos, seat)
        if place is None:
            return False
        cells = totem_cells(kind, *place)
        g = self.grid_of(seat)
        pygame.draw.rect(surface, DROP, g.rect_of(cells).inflate(-4, -4), max(2, self.layout.px(4)),
                         border_radius=max(4, int(g.cell * 0.2)))
        self.draw_totem(surface, seat, {"kind": kind, "cells": cells, "score": ""}, alpha=200)
        return True

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """The kit's lit places; a totem tile picked shows where it would stand under the pointer."""
        super()._draw_marks(surface)
        if isinstance(self.selected, tuple) and not self.drag:
            self._draw_totem_ghost(surface, self.selected[1], self.human_actor(), self.mouse)

    # ------------------------------------------------------------------ events
    def _same_group(self, first: Event, e: Event) -> bool:
        """Pedestals moving one after another fly as one group."""
        return e.kind == "move"

    def _ev_cloud(self, e: Event) -> None:
        s, x, y = e["seat"], e["x"], e["y"]
        self.arriving.add((s, x, y))
        self._fit_grids(animate=True)       # holds still unless the cloud would leave the panel
        r = self.grid_of(s).rect(x, y)
        start = self.cloud_token_rect().center if s == self.shown.get("actor") else \
            self.layout[f"head.{self.pos_of(s)}"].center
        fl = Piece(CLOUD, start, self.tray_piece_w(), face_up=True)
        self.flyers.append(fl)

        def land():
            if fl in self.flyers:
                self.flyers.remove(fl)
            self.arriving.discard((s, x, y))
            self.model.altar(s).setdefault((x, y), [])
            self._version += 1

        self._move_sprite(fl, pygame.Vector2(r.center), r.w, T_CLOUD, lifted=True, on_done=land)
        self._version += 1

    def _ev_totem(self, e: Event) -> None:
        s = e["seat"]
        t = {"kind": e["totem"], "height": e["height"], "cells": [tuple(c) for c in e["cells"]], "score": e["score"]}
        key = (s, len(self.model.totems[s]))
        self.model.totems[s].append(t)
        for c in t["cells"]:
            self.model.cover[s][c] = key[1]
        self.rising[key] = 0.0

        def done():
            self.rising.pop(key, None)
            self._version += 1

        self.tweens.add(tween.Tween(T_RISE, lambda v: self.rising.__setitem__(key, v), tween.ease_out_back, 0.0, done))
        self._float_from(self.grid_of(s).rect_of(t["cells"]).center, f"+{t['score']}", TOTEM_COLOUR.get(t["kind"], GOLD),
                         1.4, rise=70, hold=0.25)

    def _ev_chosen(self, e: Event) -> None:
        self._refresh_status()

    def _ev_choose(self, e: Event) -> None:
        """A step that only moves the status line on (not a turn step, as ``_ev_chosen`` is)."""
        self._refresh_status()

    _ev_start_cloud = _ev_end_reveals = _ev_choose

    def _ev_reveal_start(self, e: Event) -> None:
        self._refit_due = True

    def _ev_turn(self, e: Event) -> None:
        self._refit_due = True          # the altars may re-fit their panels once what moves has landed
        self._hold(0.1)
        if e.get("extra"):
            self._float_at(self.layout[f"grid.{self.pos_of(e['seat'])}"], SAY["another turn"], GOLD)
        self._refresh_status()

    def _ev_pass(self, e: Event) -> None:
        self._float_at(self.layout[f"grid.{self.pos_of(e['seat'])}"], SAY["passes"], theme.TEXT_DIM, hold=0.35)

    def _ev_reveal(self, e: Event) -> None:
        self._slide(self.seat_r[self.pos_of(e["seat"])], SAY["mission complete"], self.reveal_words(e), "dialog_title",
                    1.8, hold=1.2)

    def _ev_bag_empty(self, e: Event) -> None:
        self._float_from(self.bag_rect().center, SAY["bag empty"], BAD, 1.6, rise=30, size="small")

    def _ev_round(self, e: Event) -> None:
        n = e["n"]
        self._refit_due = True
        self.model.round = n
        self.model.first = e["first"]
        tween.move(self.tweens, self, "marker", float(n), T_MARKER, tween.ease_in_out)
        if n > 1:
            self._slide(self.layout["table"], f"Round {n}", second_person(f"{self.name(e['first'])} starts"), "banner", 1.1,
                        hold=0.7)
        self._refresh_status()

    def _ev_marker(self, e: Event) -> None:
        self.model.first = e["seat"]
        self._version += 1

    def _ev_final_totem(self, e: Event) -> None:
        """Who may build a last totem, and for whom none is possible, in a banner that holds the
        table long enough to read (the log says it too)."""
        words = self.final_totem_words(list(e.get("order") or []), self.state.view(None))
        self._slide(self.layout["table"], "The Final Totem", words, "banner", 3.4, hold=2.8)
        self._refresh_shown()       # the status line says Final Totem while the banner holds the table

    def _ev_game_over(self, e: Event) -> None:
        self._slide(self.layout["table"], "Game over", self._over_words(e.data), "banner", 2.0, hold=1.6)
        self._refresh_status()

    def _slide(self, rect: pygame.Rect, title: str, sub: str, title_role: str, life: float, hold: float) -> None:
        """A gold banner sliding in over ``rect`` (an altar, the altars), its title in the text role
        ``title_role``, that holds the table ``hold`` seconds to be read."""
        self.effects.append(SlideBanner(rect, title, sub, GOLD, self.f[title_role], self.f["small"], life))
        self._hold(hold)

    # ------------------------------------------------------------------ commands
    def _click_end(self) -> None:
        """End the turn (the button is enabled, and E and the focus act, only while a person here acts)."""
        self.send(EndTurn(self.human_actor()), self.buttons["end"].rect)

    def _click_undo(self) -> None:
        """Take a step back (U finds the table idle: ``ItemChooser._key`` finished what was animating)."""
        if self.can_undo() and self.session.undo() is not None:
            self.notice = None
            a = self.shown.get("actor")
            self._snap_model()
            self.log.append(f"{self._who(a, 'takes', 'take')} back a step.")      # the status line's news too
        else:
            self.rejected(SAY["no undo"], self.buttons["undo"].rect)

    def can_undo(self) -> bool:
        """Whether the Undo button is offered: the person at this screen may take a step back."""
        return self.interactive and self.human_actor() is not None and self.session.can_undo()
