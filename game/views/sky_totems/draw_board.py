"""Drawing the Sky Totems table's still picture and its common board: the picture is kept in one
surface, region by region, each region redrawn only when its key changed; the board's regions are
the status line, the round track, the fields, the bag, the totem tiles, the tray, the missions and
the buttons.

``BoardDrawing`` is mixed into ``SkyTotemsView`` (view.py); what the altars' regions show and what
moves over the picture are drawn by ``draw_altars.py``.
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.sky_totems.components import DESIGNS, RARE

from ... import theme
from ...widgets import ui
from ..base import night_sky
from .cards import draw_card, draw_totem_tile, fit, wrap
from .style import DROP, FOCUS, GOLD, GOOD, PANEL_EDGE, PANEL_FILL


class BoardDrawing:
    """How ``SkyTotemsView`` draws its still picture and common board (see the module docstring)."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.size != surface.get_size():
            self.resize(surface.get_size())
        if self._static is None or self._static.get_size() != self.size:
            self._static = pygame.Surface(self.size)
            if pygame.display.get_surface() is not None:
                self._static = self._static.convert()
            self._static.blit(self.bg, (0, 0))
            self._keys.clear()
            self._region_private = {}
            self._still_changed(None)
        # drawn whole when nothing is kept yet; else a region a spread redraw leaves keeps its old
        # key, so the next frame draws it (see ``TableView._spread_begin``)
        self._spread_begin(not self._keys)
        self.still_redrawn = False      # read by the demo, which puts its own redraws off a frame
        for name, rect, key, fn in self._regions():
            if self._keys.get(name) != key and self._spread_allows(rect):
                self.still_redrawn = True
                self._keys[name] = key
                self._still_changed(rect)
                s = self._static
                s.set_clip(rect)
                s.blit(self.bg, rect, rect)
                self._region_private[name] = self._static_private = []
                fn(s)
                s.set_clip(None)
        self._spread_end()
        self._present_still(surface)
        self._draw_active_frame(surface)
        if self.private_log is not None:
            # the private faces inside the still picture are on screen again this frame
            for faces in self._region_private.values():
                self.private_log.extend(faces)
        self._draw_moving(surface)

    def _regions(self) -> list[tuple]:
        L = self.layout
        px = L.px
        v = self.shown
        human = self.human_actor()
        drag = (self.drag["kind"], self.drag.get("pid"), self.drag.get("field"), self.drag.get("totem")) if self.drag else None
        hov = (self.hover, self.focus, drag, self.sel, human)
        # The legal targets' highlights change with every move shown, but only for a person here:
        # with bots alone (the demo) a region is drawn again only when what it shows changed.
        legal_v = (self.ver.get("shown"), human) if human is not None else None
        seat = self._missions_seat()
        missions = (str(v["altars"][seat]["missions"]) if v and seat is not None else None, v.get("phase"),
                    v.get("over"), seat)
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
            ("tray", L["tray"].inflate(px(8), px(4)), (self.ver.get("tray"), legal_v, hov, v.get("actor"),
                                                        v.get("clouds_to_place"), v.get("phase")), self._draw_tray),
            ("missions", L["missions"].inflate(px(8), px(4)), (legal_v, hov, self.viewer, missions, self.show_buttons),
             self._draw_missions),
            ("buttons", L["buttons"].inflate(px(8), px(4)),
             (legal_v, hov, self.caption, self.show_buttons, self.guide_text(), self.can_undo(),
              tuple((b.hover, b.enabled, b.label) for b in self.buttons.values()), self._done_key()),
             self._draw_buttons),
        ]
        actor = v.get("actor")
        scores = v.get("scores") or []
        for p in range(self.n):
            s = self.seat_at_pos(p)
            rising = tuple(k for k in self.rising if k[0] == s)
            # what the panel shows besides the altar itself: its header and cards
            altar = v["altars"][s] if v else {}
            strip = (v.get("over"), v.get("phase"), str(altar.get("start_card")), str(altar.get("missions")),
                     len(altar.get("revealed") or ()))
            head = (s == actor, scores[s] if s < len(scores) else None, v.get("over"), v.get("phase"),
                    altar.get("chosen"), self.d.first == s)
            mine = (legal_v, hov, self.vertical, self.focus) if s == actor and human is not None else None
            # the panel (its header too); then the header alone, which a turn changes without the rest
            out.append((f"altar.{p}", L[f"altar.{p}"],
                        (self.ver.get(("altar", s)), strip, self.grid_of(s).key, rising, mine,
                         tuple(sorted(k for k in self.arriving if k[0] == s))),
                        partial(self._draw_altar, s)))
            out.append((f"head.{p}", self._head_region(p), head, partial(self._draw_altar_head, s)))
        return out

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
                ui.blit_text(bg, label.upper(), self.fb["label"], theme.TEXT_DIM, bold=True, topleft=(r.left + px(6), r.top))
        return bg.convert() if pygame.display.get_surface() is not None else bg

    # --- status, board
    def _status_gap(self) -> int:
        return 0

    def _draw_round(self, surface: pygame.Surface) -> None:
        L = self.layout
        px = L.px
        r = L["round"]
        label = theme.text("ROUND", self.fb["label"], theme.TEXT_DIM, bold=True)
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
            ui.blit_text(surface, str(i + 1), self.fb["count"], theme.TEXT_DIM if past else theme.TEXT, bold=True,
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

    def _target_colour(self, target: tuple) -> tuple | None:
        if self.focus == target:
            return FOCUS
        if self.hover == target:
            return DROP
        return None

    def _draw_fields(self, surface: pygame.Surface) -> None:
        px = self.layout.px
        human = self.human_actor()
        boxes = self.field_boxes()
        nf = self.d.n_fields
        dragging = self.drag and self.drag["kind"] == "field"
        for f, box in enumerate(boxes):
            blocked = f >= nf
            fill = (26, 40, 76) if not blocked else (20, 26, 44)
            pygame.draw.rect(surface, fill, box, border_radius=px(12))
            pygame.draw.rect(surface, (60, 84, 134), box, max(1, px(2)), border_radius=px(12))
            if blocked:
                cross = box.inflate(-px(24), -px(24))
                word, size = self._fit_shrinking("blocked", self.fb["chip"], box.w - px(6))
                if theme.interface > 1.0 and self.reflows:
                    # the cross above the grown word, not through it
                    cross.h = max(px(8), box.bottom - px(6) - theme.font(size).get_height() - cross.top)
                pygame.draw.line(surface, (80, 70, 90), cross.topleft, cross.bottomright, max(2, px(5)))
                pygame.draw.line(surface, (80, 70, 90), cross.topright, cross.bottomleft, max(2, px(5)))
                ui.blit_text(surface, word, size, theme.TEXT_DIM, midbottom=(box.centerx, box.bottom - px(4)))
                continue
            ui.blit_text(surface, str(f + 1), self.fb["chip"], theme.TEXT_DIM, bold=True,
                         topleft=(box.left + px(8), box.top + px(4)))
            pieces = self.d.field(f)
            if dragging and self.drag["field"] == f:
                pass
            else:
                for i, pid in enumerate(pieces):
                    c, w = self._field_slot(f, i, len(pieces))
                    self._piece(surface, self.d.design(pid), c, w)
            if not pieces:
                word, size = self._fit_shrinking("empty", self.fb["chip"], box.w - px(6))
                ui.blit_text(surface, word, size, theme.TEXT_DIM, center=box.center)
            if human is not None and f in self.moves.fields():
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
        total = sum(self.d.bag_counts().values())
        human = self.human_actor()
        trade = human is not None and ((self.sel and self.sel[0] == "ped") or (self.drag and self.drag["kind"] == "ped"))
        num = theme.text(str(total), self.fb["name"], theme.TEXT, bold=True)
        word = theme.text("trade", self.fb["chip"], (200, 255, 210), bold=True) if trade else None
        h = num.get_height() + (word.get_height() - px(4) if word else 0)
        y = body.centery + px(4) - h // 2
        surface.blit(num, num.get_rect(midtop=(body.centerx, y)))
        if word:
            # a pedestal dropped on the bag is traded for a cloud: said inside the sack
            surface.blit(word, word.get_rect(midtop=(body.centerx, y + num.get_height() - px(4))))
        if human is not None and (self.moves.draws() or trade):
            col = self._target_colour(("bag",)) or GOOD
            self._ring(surface, b.inflate(px(12), px(12)), col, px(5 if col != GOOD else 3), px(16))
        # what is in the bag, design by design: a token, its name and how many
        self._draw_bag_legend(surface)

    def _bag_legend_slots(self) -> list[tuple[str, pygame.Rect]]:
        """One row per design in the bag's legend: three columns, commons first, then rares."""
        r = self._bag_counts_rect()
        rows, cols = self._bag_legend_grid()
        rh = r.h / rows
        cw = r.w / cols
        out = []
        for i, d in enumerate(DESIGNS):
            k = i if i < 6 else i
            col, row = k % cols, k // cols
            out.append((d, pygame.Rect(round(r.left + col * cw), round(r.top + row * rh), int(cw), int(rh))))
        return out

    def _bag_legend_grid(self) -> tuple[int, int]:
        """The legend's rows and columns: four rows of three; with grown text that four rows do not
        hold, two rows of five (tokens and counts; the tooltips name the designs)."""
        if theme.interface > 1.0 and self.reflows:
            if 4 * theme.font(self.fb["design"], True).get_height() > self._bag_counts_rect().h:
                return 2, 5
        return 4, 3

    def _draw_bag_legend(self, surface: pygame.Surface) -> None:
        px = self.layout.px
        size = self.fb["design"]
        rows = []
        for d, slot in self._bag_legend_slots():
            n = self.d.bag_counts().get(d, 0)
            tok = max(8, min(slot.h - px(2), int(size * 1.15)))
            c = (slot.left + tok // 2, slot.centery)
            col = theme.TEXT if n else theme.DISABLED
            if d in RARE:
                col = GOLD if n else theme.DISABLED
            count = theme.text(f"×{n}", size, col, bold=True)
            cr = count.get_rect(midright=(slot.right - px(4), slot.centery))
            x = c[0] + tok // 2 + px(5)
            rows.append((d, n, slot, tok, c, count, cr, x, cr.left - px(3) - x))
        # Names only where every one fits whole (at least at the smallest text): a legend of
        # "Em...", "Sto..." reads worse than tokens and counts alone (the tooltips name them).
        named = all(theme.font(theme.MIN_TEXT).size(r[0])[0] <= r[8] for r in rows)
        if theme.interface > 1.0 and self.reflows:
            # grown: names only where every one fits whole at the legend's own size (one size for all)
            named = all(theme.font(size).size(r[0])[0] <= r[8] for r in rows)
        for d, n, slot, tok, c, count, cr, x, room in rows:
            self._design_token(surface, d, c, tok, dim=not n)
            if not named:
                surface.blit(count, count.get_rect(midleft=(x, slot.centery)))
                continue
            # A narrow sidebar sets a name a little smaller before it would cut it.
            name_size = size
            while name_size > theme.MIN_TEXT and theme.font(name_size).size(d)[0] > room:
                name_size -= 1
            name = fit(d, name_size, room)
            ui.blit_text(surface, name, name_size, theme.TEXT_DIM if n else theme.DISABLED, midleft=(x, slot.centery))
            surface.blit(count, cr)

    def _design_token(self, surface: pygame.Surface, design: str, center, size: int, dim: bool = False) -> None:
        """A design as a flat round token: its colour with its glyph (the legend's and labels' mark)."""
        from .art import DESIGN_STYLE, _ink
        base, _glyph, rare = DESIGN_STYLE.get(design, ((180, 180, 180), "", False))
        if dim:
            base = tuple(int(v * 0.45 + 30) for v in base)
        rad = size // 2
        pygame.draw.circle(surface, (255, 214, 96) if rare else (12, 14, 28), center, rad)
        pygame.draw.circle(surface, base, center, max(2, rad - max(1, size // 10)))
        g = self.art.glyph(design, int(size * 0.62), _ink(base))
        surface.blit(g, g.get_rect(center=center))

    def _draw_totems(self, surface: pygame.Surface) -> None:
        human = self.human_actor()
        px = self.layout.px
        for kind, r in self.totem_rects():
            state = "idle"
            if human is not None and kind in self.moves.buildable():
                state = "buildable"
            if self.sel == ("totem", kind) or (self.drag and self.drag.get("totem") == kind):
                state = "selected"
            if theme.interface > 1.0 and self.reflows:
                draw_totem_tile(surface, r, kind, self.art, self.fb, state, fitted=True)
            else:
                draw_totem_tile(surface, r, kind, self.art, self.fb, state)
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
        ui.blit_text(surface, fit(head, self.fb["label"], r.w, True), self.fb["label"], theme.TEXT_DIM, bold=True,
                     topleft=(r.left + px(6), r.top))
        human = self.human_actor()
        dragging = self.drag["pid"] if self.drag and self.drag["kind"] == "ped" else None
        tray = self.d.tray()
        named = self._tray_step()[1]
        for i, pid in enumerate(tray):
            if pid == dragging:
                continue
            c = self._tray_slot(i, len(tray))
            rect = self._piece(surface, self.d.design(pid), c, self._tray_piece_w())
            if named:
                ui.blit_text(surface, self.d.design(pid), self.fb["design"], theme.TEXT,
                             midtop=(rect.centerx, rect.bottom + px(2)))
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
                ui.blit_text(surface, f"×{clouds}", self.fb["count"], theme.BG_DARK, bold=True, center=cr.center)
            if human is not None:
                self._ring(surface, cr.inflate(px(8), px(8)), self._target_colour(("cloud",)) or GOLD, px(4), px(12))
        if not tray and not clouds:
            msg = "Pedestals you take wait here" if human is not None else ""
            if msg:
                ui.blit_text(surface, msg, self.fb["small"], theme.TEXT_DIM,
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
            ui.blit_text(surface, "MISSIONS", self.fb["label"], theme.TEXT_DIM, bold=True, topleft=(r.left + px(6), r.top))
            return
        altar = v["altars"][seat]
        head = f"MISSIONS  ·  {self.name(seat)}"
        ui.blit_text(surface, fit(head, self.fb["label"], r.w, True), self.fb["label"], theme.TEXT_DIM, bold=True,
                     topleft=(r.left + px(6), r.top))
        rects = self.mission_rects()
        if not rects:
            top = r.top + theme.font(self.fb["label"], True).get_linesize() + px(8)
            text = ("Chosen at the start: two of your three cards." if v["phase"] == "choose"
                    else "No hidden missions left.")
            ui.blit_text(surface, text, self.fb["small"], theme.TEXT_DIM, topleft=(r.left + px(8), top))
            return
        human = self.human_actor()
        for (card, cr), face in zip(rects, altar["missions"]):
            met = card in self.moves.reveals() and human is not None
            face_shown = face if "name" in face else None
            if face_shown is not None and not v.get("over"):
                self._static_private_drawn(seat, ("mission", card))
            draw_card(surface, cr, face_shown, self.art, self.fb, edge=GOLD if met else None)
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
        if self.show_buttons and self._draw_done_panel(surface, zone):
            return
        if self.caption:
            title, body = self.caption
            img = theme.text(title, self.fb["status"], GOLD, bold=True)
            surface.blit(img, img.get_rect(midtop=(zone.centerx, zone.top + px(6))))
            y = zone.top + px(12) + img.get_height()
            step = theme.font(self.fb["hint"]).get_linesize()
            for line in wrap(body, self.fb["hint"], zone.w - px(20)):
                s = theme.text(line, self.fb["hint"], theme.TEXT_DIM)
                surface.blit(s, s.get_rect(midtop=(zone.centerx, y)))
                y += step
            return
        if not self.show_buttons:
            return
        human = self.human_actor()
        self.buttons["end"].enabled = human is not None and self.moves.ends()
        v = self.shown
        self.buttons["end"].label = "Pass  (E)" if (self.moves.ends() and not v.get("done")) else "End turn  (E)"
        self.buttons["undo"].enabled = self.can_undo()
        self.buttons["menu"].enabled = self.interactive
        for key, b in self.buttons.items():
            b.focused = self.focus == (key,)
            b.draw(surface)
        size = self.fb["hint"]
        y = self.guide_rect.top
        step = theme.font(size).get_linesize()
        for line in wrap(self.guide_text(), size, self.guide_rect.w):
            if y + step > self.guide_rect.bottom + step // 3:
                break
            surface.blit(theme.text(line, size, theme.TEXT_DIM), (self.guide_rect.left, y))
            y += step
