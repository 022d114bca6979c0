"""Drawing the Sky Tango table: a still picture (seats, rows, heaps, piles, your hand, the highlights,
status and buttons) redrawn only when something in it changes, with the moving cards, the dragged one
and the effects blitted over it each frame.

Every face of a card in the viewer's hand that reaches the screen is reported (``_private_drawn`` /
``_static_private_drawn``), so tests can check that no other seat's hand is ever drawn face up.
``TableDrawing`` is mixed into ``TangoView`` (view.py), whose displayed model and geometry it draws.
"""
from __future__ import annotations

import pygame

from rules.sky_tango.commands import LEFT

from ... import theme
from ..base import BAD, DROP, FOCUS, GOLD, GOOD
from ..hand_table import ButtonsAndHint
from ..sprites import CardSprite
from .art import KIND_COLOUR, card_size
from .geometry import FANNED, KINDS, TEAM_COLOURS, TEAM_NAMES

SELECT = (255, 226, 110)          # the picked card, the runs picked for clearing
GLOW = (255, 200, 90)             # a run of five or more
# Which chips of a seat's header stay first when grown text leaves room for only some.
CHIP_RANK = {"TO PLAY": 0, "WINNER": 0, "STOPPED": 1, "YOU": 2, "HOLDING THE SCREEN": 2, "BOT": 2}


class TableDrawing(ButtonsAndHint):
    """The drawing part of ``TangoView``."""

    # ------------------------------------------------------------------ each frame
    def draw(self, surface: pygame.Surface) -> None:
        """Blit the still picture (redrawn only when something in it changed), then what moves."""
        self._blit_still(surface)
        self._draw_frames(surface)
        if self.confirm is not None and self._static is not None:
            # the self-destruct question stays on top of the turn's frame round your seat
            area = self.dialog_rect.inflate(self.layout.px(16), self.layout.px(16)).clip(surface.get_rect())
            surface.blit(self._static, area, area)
        drag = self.drag["sprite"] if self.drag else None
        for s in self._moving():
            if s is not drag:
                self._draw_sprite(surface, s, still=False)
        self._ink_effects(surface)
        if drag is not None:
            self._draw_sprite(surface, drag, still=False)

    def _frame_key(self) -> tuple:
        return (self._version, self.tweens.version, self.ui_tweens.version, id(self.shown), self.human_actor(),
                self.focus, self.hover, self.selected, tuple(sorted(self.runs_picked)), self.confirm, self.d_deck,
                self.d_discard, tuple(b.hover for b in self.buttons.values()),
                tuple(b.hover for b in self.dialog_buttons.values()), self.notice[0] if self.notice else None,
                self.log[-1] if self.log else None, self.drag["sprite"].id if self.drag else None, self.caption,
                self.viewer, self.show_buttons, self.animal_banner, self._done_key())

    def _moving(self) -> list[CardSprite]:
        out = [s for s in self.sprites.values() if self._is_moving(s)]
        out.extend(self.flyers)
        return out

    # ------------------------------------------------------------------ the still picture
    def _render_static(self) -> None:
        """Bring the still picture up to date. It is kept between frames and made of regions (each
        seat's panel, each row with its highlights, your hand, the piles, the status band, the
        buttons): only a region whose contents changed is drawn again, over its own piece of the
        background. A new size, viewer or question (self-destruct) draws everything afresh."""
        surface = self._new_static()
        px = self.layout.px
        full = (self.size, id(surface), self.viewer, self.bottom, self.show_buttons, bool(self.caption))
        if self._static_key is None:      # asked to draw everything afresh (the first time, or a test)
            self._regions.clear()
            self._full_key = None
        whole = full != self._full_key or self.confirm is not None or self._confirm_was
        if whole:
            self._full_key = full
            surface.blit(self.bg, (0, 0))
            self._still_changed(None)
            self._drawn = {}
            self._private_of = {}
        # a region a spread redraw leaves keeps what it showed, and the next frame draws it
        # (``TableView._spread_begin``); a picture drawn afresh is drawn whole
        self._spread_begin(whole or not self._drawn)
        self._confirm_was = self.confirm is not None
        self._sync_buttons()
        for seat in range(self.n):
            p = self.pos_of(seat)
            R = self.seat_r[p]
            head = pygame.Rect(R.left, R.top, R.w, self.row_r[p]["sun"].top - R.top)
            self._region(surface, ("head", p), head, self._seat_key(seat), self._header_drawer(seat))
            heap = self.d_heaps[seat]
            self._region(surface, ("heap", p), self.heap_r[p], (seat, len(heap), tuple(heap[-4:]), self.size),
                         self._heap_drawer(seat))
            if p != 0:
                self._region(surface, ("fan", p), self.hand_r[p], (seat, self.d_counts[seat], self.size),
                             self._fan_drawer(seat))
        self._region(surface, "piles", self.layout["table"], (self.d_deck, self.d_discard, self.size),
                     self._draw_piles)
        self._draw_rows(surface)
        self._region(surface, "hand", self.hand_r[0], self._hand_key(), self._draw_hand_zone,
                     picture=not self._hand_moving())
        band = pygame.Rect(0, 0, surface.get_width(), self.layout["status"].bottom)
        sub = self._status_sub()
        self._region(surface, "status", band, (self.status_text(), sub, self.human_actor() is not None,
                                               tuple(self._team_chips()), self._chips_left(), self.size),
                     lambda surf: (self._draw_status(surf), self._draw_team_scores(surf)))
        if self.show_buttons:
            key = (tuple((b.label, b.enabled, b.hover, self.focus == (k,)) for k, b in self.buttons.items()),
                   self.hint_text(), self.caption, self.done_for, self.done_button.hover, self.size)
            self._region(surface, "buttons", self.layout["buttons"].inflate(px(8), px(8)), key, self._draw_buttons)
        if self.confirm is not None:
            self._draw_dialog(surface)
        self._spread_end()
        self._static_private = [x for faces in self._private_of.values() for x in faces]

    def _region(self, surface: pygame.Surface, name, rect: pygame.Rect, key, draw, picture: bool = True) -> bool:
        """Bring one region of the still picture up to date: nothing when it shows ``key`` already,
        else its piece of the background and then the picture kept from the last time ``key`` was the
        same, or ``draw(surface)`` (clipped to ``rect``), kept unless ``picture`` is False (something in
        it moves). True when it was drawn again."""
        rect = rect.clip(surface.get_rect())
        if self._drawn.get(name) == (key, rect) and picture or not self._spread_allows(rect):
            return False
        self._still_changed(rect)
        surface.blit(self.bg, rect, rect)
        cached = self._regions.get(name)
        if picture and cached is not None and cached[0] == key and cached[1] == rect:
            surface.blit(cached[2], rect)
            private = cached[3]
        else:
            start = len(self._static_private)
            clip = surface.get_clip()
            surface.set_clip(rect)
            draw(surface)
            surface.set_clip(clip)
            private = self._static_private[start:]
            if picture:
                # kept in a surface of its own, reused while the region keeps its size (a subsurface's
                # copy costs more than a blit)
                pic = cached[2] if cached is not None and cached[2].get_size() == rect.size else None
                if pic is None:
                    pic = pygame.Surface(rect.size)
                    if pygame.display.get_surface() is not None:
                        pic = pic.convert()
                pic.blit(surface, (0, 0), rect)
                self._regions[name] = (key, rect, pic, private)
        self._private_of[name] = private
        self._drawn[name] = (key, rect) if picture else None
        return True

    def _image(self, s: CardSprite, h: float) -> pygame.Surface:
        code = self.faces.get(s.id)
        return self.art.face(code, h) if (s.face_up and code) else self.art.back(h)

    def _draw_sprite(self, surface: pygame.Surface, s: CardSprite, still: bool = True) -> None:
        """Draw ``s``, reporting a face of the viewer's hand (the one secret the table shows)."""
        if s.face_up and self.viewer is not None and s.id in self.d_hand and s.id in self.faces:
            if still:
                self._static_private_drawn(self.viewer, s.id)
            else:
                self._private_drawn(self.viewer, s.id)
        elif s.face_up and self.viewer is not None and s.id in self.faces and not self._is_public(s.id):
            self._private_drawn(self.viewer, s.id)      # a card of the viewer's on its way out
        self._blit_sprite(surface, s)

    def _blit_sprite(self, surface: pygame.Surface, s: CardSprite) -> None:
        """Draw ``s`` from its cached art (squashed while flipping, with a shadow while lifted). The art
        and the shadow come at the size the card rests at (or the larger end of its move), scaled to
        the size it has now: a move between sizes makes no new art each frame."""
        h = s.h
        if s.dragging:
            base_h = h
        elif s.base_h is not None and s.move_tween is not None:
            base_h = s.base_h
        elif s.target:
            base_h = s.target[1]
        else:
            base_h = h
        img = self._image(s, base_h)
        w, hh = card_size(h)
        w = max(1, int(w * s.squash))
        if img.get_size() != (w, hh):
            img = pygame.transform.scale(img, (w, hh))
        rect = img.get_rect(center=(round(s.pos.x), round(s.pos.y)))
        if s.lifted or s.dragging:
            shadow = self.art.shadow(base_h)
            if abs(base_h - h) > 0.5:
                sw, sh = shadow.get_size()
                k = h / max(1.0, base_h)
                shadow = pygame.transform.scale(shadow, (max(1, round(sw * k)), max(1, round(sh * k))))
            off = max(2, int(h * 0.04))
            self._inked(surface.blit(shadow, shadow.get_rect(center=(rect.centerx + off, rect.centery + off))),
                        surface)
        self._inked(surface.blit(img, rect), surface)

    def _is_public(self, cid: int) -> bool:
        for rows in self.d_rows:
            for kind in KINDS:
                for stack in rows[kind]:
                    if cid in stack:
                        return True
        return any(cid in heap for heap in self.d_heaps)

    # ------------------------------------------------------------------ seats
    def _seat_chips(self, seat: int) -> list:
        v = self.shown
        over = v.get("over")
        winners = set((v.get("result") or {}).get("winners") or []) if over else set()
        stopped = v.get("stopped") or []
        chips = []
        ctrl = self.session.seats[seat] if seat < len(self.session.seats) else None
        if ctrl is not None and ctrl.is_bot:
            chips.append(("BOT", (64, 76, 112), theme.TEXT))
        elif seat == self.viewer:
            chips.append(("YOU" if len(self.humans) == 1 else "HOLDING THE SCREEN", (60, 120, 90), theme.TEXT))
        team = self.team_of(seat)
        if team is not None:
            chips.append((TEAM_NAMES[team % 2].split()[-1].upper(), TEAM_COLOURS[team % 2], theme.BG_DARK))
        if over:
            if seat in winners:
                chips.append(("WINNER", GOLD, theme.BG_DARK))
        elif seat == self.d_turn:
            chips.append(("TO PLAY", GOLD, theme.BG_DARK))
        elif seat < len(stopped) and stopped[seat]:
            chips.append(("STOPPED", (90, 96, 120), theme.TEXT))
        return chips

    def _seat_key(self, seat: int) -> tuple:
        v = self.shown
        p = self.pos_of(seat)
        points = v.get("points") or [0] * self.n
        return (seat, p, self.name(seat), tuple(self._seat_chips(seat)), seat == self.d_turn, bool(v.get("over")),
                points[seat] if seat < len(points) else 0, self.size)

    def _header_drawer(self, seat: int):
        def draw(surf):
            v = self.shown
            points = v.get("points") or [0] * self.n
            pts = points[seat] if seat < len(points) else 0
            self._seat_header(surf, seat, self._seat_chips(seat), pts, self.d_turn, v.get("over"))
        return draw

    def _heap_drawer(self, seat: int):
        return lambda surf: self._draw_heap(surf, seat)

    def _fan_drawer(self, seat: int):
        return lambda surf: self._draw_fan(surf, seat)

    def _draw_frames(self, surface: pygame.Surface) -> None:
        """The turn's gold frame (and the winners') round a seat, else its team's colour (each frame,
        over the still picture)."""
        v = self.shown
        px = self.layout.px
        over = v.get("over")
        winners = set((v.get("result") or {}).get("winners") or []) if over else set()
        for seat in range(self.n):
            R = self.seat_r[self.pos_of(seat)]
            colour = self._team_colour(seat)
            if seat == self.d_turn and not over or seat in winners:
                pygame.draw.rect(surface, GOLD, R.inflate(px(6), px(6)), max(2, px(4)), border_radius=px(20))
                self._ink_frame(R.inflate(px(6), px(6)), max(2, px(4)), px(20))
            elif colour is not None:
                pygame.draw.rect(surface, colour, R, max(2, px(3)), border_radius=px(18))
                self._ink_frame(R, max(2, px(3)), px(18))

    def _seat_header(self, surface: pygame.Surface, seat: int, chips: list, pts: int, turn, over) -> None:
        """One seat's header (badge, name, chips, points), drawn over its panel of the background."""
        px = self.layout.px
        p = self.pos_of(seat)
        R = self.seat_r[p]
        head_bottom = self.row_r[p]["sun"].top
        cy = R.top + (head_bottom - R.top) // 2
        x = R.left + px(14)
        x = self._draw_seat_badge(surface, seat, x, cy, self.badge_r, turn, over)
        score = theme.text(f"{pts:+d} pt{'s' if abs(pts) != 1 else ''}" if pts else "0 pts", self.f["count"],
                           GOLD if pts > 0 else (BAD if pts < 0 else theme.TEXT_DIM), bold=True)
        sr = score.get_rect(midright=(R.right - px(14), cy))
        surface.blit(score, sr)
        if theme.interface > 1.0:
            self._draw_grown_name_chips(surface, seat, x, cy, sr.left - px(10), chips, CHIP_RANK)
        else:
            self._draw_name_chips(surface, seat, x, cy, sr.left - px(10), chips, min_name=90, whole_chips=True)

    def _fan_image(self, k: int, h: float) -> pygame.Surface:
        key = (k, round(h))
        img = self._fans.get(key)
        if img is None:
            back = self.art.back(h)
            w = back.get_width()
            step = w * 0.18
            img = pygame.Surface((round(w + step * (max(1, k) - 1)) + 1, back.get_height()), pygame.SRCALPHA)
            for i in range(k):
                img.blit(back, (round(i * step), 0))
            if pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            self._fans[key] = img
        return img

    def _pill_size(self, card_h: float) -> int:
        """The count's size on a card ``card_h`` high: grown with the interface size while the pill
        leaves half the card showing, never below its 100 % size."""
        size = self.f["count"]
        if theme.interface <= 1.0:
            return size
        key = round(card_h)
        found = self._pill_sizes.get(key)
        if found is None:
            size = self._shrunk(size, lambda size:
                theme.font(size, True).get_height() + self.layout.px(6) > card_h * 0.5)
            found = self._pill_sizes[key] = size
        return found

    def _count_pill(self, surface, text: str, center, size: int | None = None, card_h: float | None = None) -> pygame.Rect:
        px = self.layout.px
        if size is None and card_h is not None:
            size = self._pill_size(card_h)
        img = theme.text(text, size or self.f["count"], theme.TEXT, bold=True)
        r = img.get_rect(center=(round(center[0]), round(center[1])))
        pygame.draw.rect(surface, (10, 14, 34), r.inflate(px(14), px(6)), border_radius=r.h)
        surface.blit(img, r)
        return r

    def _draw_fan(self, surface: pygame.Surface, seat: int) -> None:
        """Another player's hand (or a hidden one at the bottom): face-down cards and how many."""
        px = self.layout.px
        p = self.pos_of(seat)
        count = self.d_counts[seat]
        if p == 0:
            for i in range(count):      # the bottom hand while nobody holds the screen: backs only
                pos, h = self._hand_slot(i, count)
                back = self.art.back(h)
                surface.blit(back, back.get_rect(center=(round(pos.x), round(pos.y))))
            return
        r = self._fan_rect(seat)
        R = self.hand_r[p]
        if count:
            img = self._fan_image(min(count, FANNED), self.fan_h[p])
            fan = img.get_rect(midtop=r.midtop)
            surface.blit(img, fan)
            self._count_pill(surface, str(count), fan.center, card_h=self.fan_h[p])
        words, size = self._fit_shrinking("in hand" if count else "no cards", self.f["label"], R.w)
        label = theme.text(words, min(size, self.fan_label[p]), theme.TEXT_DIM)
        surface.blit(label, label.get_rect(midtop=(R.centerx, r.bottom + px(4))))

    def _draw_heap(self, surface: pygame.Surface, seat: int) -> None:
        px = self.layout.px
        p = self.pos_of(seat)
        R = self.heap_r[p]
        r = self._heap_rect(seat)
        heap = self.d_heaps[seat]
        if heap:
            k = min(3, (len(heap) + 4) // 5)
            step = max(1, px(2))
            for i in range(k, -1, -1):
                cid = heap[-1 - i] if len(heap) > i else heap[0]
                code = self.faces.get(cid)
                img = self.art.face(code, r.h) if code else self.art.back(r.h)
                surface.blit(img, img.get_rect(center=(r.centerx - (k - i) * step, r.centery - (k - i) * step)))
            self._count_pill(surface, str(len(heap)), (r.centerx, r.bottom - r.h * 0.22), card_h=r.h)
        else:
            pygame.draw.rect(surface, (44, 62, 104), r, max(1, px(2)), border_radius=max(2, int(r.w * 0.1)))
        tries = [f"Cleared · {len(heap)}", f"Cleared {len(heap)}", str(len(heap))]
        size = self.f["label"]
        if theme.interface > 1.0:
            # the words shrink toward their 100 % size before fewer words are said
            for t in tries:
                words, size = self._fit_shrinking(t, self.f["label"], R.w - px(4), True)
                if words == t:
                    break
        else:
            font = theme.font(size, True)
            words = next((t for t in tries if font.size(t)[0] <= R.w - px(4)), tries[-1])
        label = theme.text(words, min(size, self.heap_label[p]), theme.TEXT_DIM, bold=True)
        surface.blit(label, label.get_rect(midtop=(R.centerx, r.bottom + px(4))))

    # ------------------------------------------------------------------ piles
    def _draw_piles(self, surface: pygame.Surface) -> None:
        px = self.layout.px
        piles = (("deck", self.d_deck, "Draw stack"), ("discard", self.d_discard, "Discard"))
        # both names at one size: the smaller of the sizes each fits at
        same = min(self._fit_shrinking(name, self.f["label"], self.layout[zone].w, True)[1] for zone, _n, name in piles)
        same = min(same, self.pile_label)
        for zone, n, name in piles:
            r = self._pile_rect(zone)
            z = self.layout[zone]
            if n > 0:
                back = self.art.back(self.pile_h)
                for i in range(self._pile_depth(n) + 1):
                    surface.blit(back, back.get_rect(center=(r.centerx - i * self.pile_step,
                                                             r.centery - i * self.pile_step)))
                top = self._pile_top(zone, n)
                self._count_pill(surface, str(n), (top.x, top.y + r.h * 0.3), card_h=r.h)
            else:
                img = theme.text("empty", self.f["small"], theme.TEXT_DIM)
                surface.blit(img, img.get_rect(center=r.center))
            label = theme.text(self._fit(name, same, z.w, True), same, theme.TEXT_DIM, bold=True)
            surface.blit(label, label.get_rect(midtop=(z.centerx, r.bottom + px(6))))

    # ------------------------------------------------------------------ rows
    def _glow(self, w: int, h: int, colour, alpha: int) -> pygame.Surface:
        key = (w, h, colour, alpha)
        img = self._glows.get(key)
        if img is None:
            img = pygame.Surface((w, h), pygame.SRCALPHA)
            steps = 4
            for k in range(steps):
                a = int(alpha * (k + 1) / steps)
                inset = (steps - 1 - k) * max(1, h // 40)
                pygame.draw.rect(img, (*colour, a // 2), img.get_rect().inflate(-2 * inset, -2 * inset),
                                 border_radius=max(4, h // 8))
            if len(self._glows) > 200:
                self._glows.clear()
            self._glows[key] = img
        return img

    def _draw_rows(self, surface: pygame.Surface) -> None:
        """Every row with its glowing runs and, while a card is dragged or picked, the places it may go;
        a row whose card is moving is drawn afresh each time."""
        runs_ok = set(self.clearable_runs())
        active = self._active_card() if self.human_actor() is not None else None
        targets = self.targets_of(active) if active is not None else {}
        for seat in range(self.n):
            for kind in KINDS:
                Z = self._row_zone(seat, kind)
                row = self.row(seat, kind)
                moving = any(self.sprites.get(c) is None or self._is_moving(self.sprites[c])
                             for stack in row for c in stack)
                runs = tuple(("run", seat, kind, a) for a, _n in self.runs_of(seat, kind))
                marks = tuple((r in runs_ok, r in self.runs_picked, self.focus == r, self.hover == r) for r in runs)
                here = ()
                if active is not None:
                    here = tuple(sorted((t[3], self.focus == t, self.hover == t) for t in targets
                                        if t[1] == seat and t[2] == kind))
                    hot = self.hover is not None and self.hover[:3] == ("lay", seat, kind)
                    here = (self.code(active), here, hot)
                key = (tuple(tuple(st) for st in row), marks, here, self.size, self.bottom, self.viewer,
                       bool(self.shown.get("over")), self._partner_rows_key(seat), self.human_actor())
                self._region(surface, ("row", seat, kind), Z, key, self._row_drawer(seat, kind, runs_ok),
                             picture=not moving)

    def _row_drawer(self, seat: int, kind: str, runs_ok: set):
        def draw(surf):
            self._draw_row(surf, seat, kind, runs_ok)
            self._draw_row_targets(surf, seat, kind)
        return draw

    def _partner_rows_key(self, seat: int) -> tuple:
        partner = self.partner_of(seat)
        if partner is None:
            return ()
        return tuple(bool(self.row(partner, k)) for k in KINDS) + tuple(bool(self.row(seat, k)) for k in KINDS)

    def _draw_row(self, surface: pygame.Surface, seat: int, kind: str, runs_ok: set) -> None:
        px = self.layout.px
        row = self.row(seat, kind)
        if not row:
            self._draw_empty_row(surface, seat, kind)
            return
        g = self._row_geom(seat, kind)
        for first, length in self.runs_of(seat, kind):
            run = ("run", seat, kind, first)
            rect = g.span(first, length).inflate(px(10), px(6))
            picked = run in self.runs_picked
            ok = run in runs_ok
            colour = SELECT if picked else GLOW
            alpha = 230 if picked else (200 if ok else 110)
            surface.blit(self._glow(rect.w, rect.h, colour, alpha), rect)
            if self.focus == run or self.hover == run:
                pygame.draw.rect(surface, FOCUS if self.focus == run else DROP, rect, max(2, px(4)),
                                 border_radius=max(4, rect.h // 8))
            elif picked:
                pygame.draw.rect(surface, SELECT, rect, max(2, px(3)), border_radius=max(4, rect.h // 8))
        for stack in row:
            for j, cid in enumerate(stack):
                s = self.sprites.get(cid)
                if s is None or self._is_moving(s):
                    continue
                self._draw_sprite(surface, s)
                code = self.faces.get(cid)
                if j < len(stack) - 1 and code and g.fstep < g.h * 0.6:
                    # a covered card: its top strip, with its number big enough to read
                    r = s.rect()
                    surface.blit(self.art.strip(code, s.h, g.fstep + 1), r.topleft)
        for first, length in self.runs_of(seat, kind):
            run = ("run", seat, kind, first)
            if run in runs_ok or run in self.runs_picked:
                rect = g.span(first, length)
                tag = "picked" if run in self.runs_picked else f"clear {length}"
                self._tag(surface, tag, (rect.centerx, rect.bottom), SELECT if run in self.runs_picked
                          else GLOW, below=False)

    def _draw_empty_row(self, surface: pygame.Surface, seat: int, kind: str) -> None:
        px = self.layout.px
        g = self._row_geom(seat, kind, 0)
        r = g.content
        mine = seat == self.viewer or (self.viewer is None and self.pos_of(seat) == 0)
        partner = self.partner_of(seat)
        if mine and not self.shown.get("over"):
            if partner is not None and self.row(partner, kind):
                text, colour = f"{self.name(partner)} holds your team's {kind} row", theme.TEXT_DIM
            elif partner is not None and self.row(seat, "moon" if kind == "sun" else "sun"):
                text, colour = "With a partner you hold one row", theme.TEXT_DIM
            elif self.human_actor() == seat:
                text, colour = f"Start a {kind} row", KIND_COLOUR[kind]
                pygame.draw.rect(surface, KIND_COLOUR[kind], r.inflate(-px(6), -px(6)), max(1, px(2)),
                                 border_radius=px(10))
            else:
                # while others play, the row only says what it is for: a lit outline is a place
                # a card may go now, and none may go there until this seat's own turn
                text, colour = f"Start a {kind} row", theme.TEXT_DIM
        else:
            text, colour = f"no {kind} row", theme.TEXT_DIM
        text, size = self._fit_shrinking(text, self.f["row"], r.w - px(12), True)
        img = theme.text(text, size, colour, bold=True)
        surface.blit(img, img.get_rect(center=r.center))

    def _tag(self, surface, text: str, anchor, fill, below: bool = True,
             inside: pygame.Rect | None = None) -> pygame.Rect:
        """A small pill of ``text`` under (or above) ``anchor``; returns the pill's rect."""
        img = theme.text(text, self.f["tag"], theme.BG_DARK, bold=True)
        pad = self.layout.px(6)
        r = img.get_rect(midtop=anchor) if below else img.get_rect(midbottom=(anchor[0], anchor[1] - pad // 2))
        if inside is not None and theme.interface > 1.0:
            # a grown tag kept whole inside its row
            r.right = min(r.right, inside.right - pad - self.layout.px(4))
        pill = r.inflate(pad * 2, pad // 2)
        pygame.draw.rect(surface, fill, pill, border_radius=r.h)
        surface.blit(img, r)
        return pill

    # ------------------------------------------------------------------ where the card may go
    def _active_card(self) -> int | None:
        if self.drag is not None:
            return self.drag["sprite"].id
        return self.selected

    def _draw_row_targets(self, surface: pygame.Surface, seat: int, kind_row: str) -> None:
        """The places in one row the dragged or picked card may go (lit), or the row marked blocked."""
        px = self.layout.px
        a = self.human_actor()
        if a is None:
            return
        cid = self._active_card()
        code = self.code(cid)
        if cid is None or code is None:
            return
        kind = "sun" if code[0] == "S" else "moon"
        if kind != kind_row:
            return
        targets = self.targets_of(cid)
        row = self.row(seat, kind)
        here = [t for t in targets if t[1] == seat and t[2] == kind]
        g = self._row_geom(seat, kind)
        zone = self._row_zone(seat, kind)
        hot_row = self.hover is not None and self.hover[:3] == ("lay", seat, kind)
        if not here:
            if row or seat == a:
                pygame.draw.rect(surface, BAD, zone, max(2, px(4 if hot_row else 2)), border_radius=px(10))
                self._tag(surface, "blocked", (zone.right - px(40), zone.top + px(4)), (240, 130, 120), inside=zone)
            return
        for t in here:
            at = t[3]
            focused = self.focus == t
            hot = focused or self.hover == t
            colour = FOCUS if focused else (DROP if hot else GOOD)
            width = max(2, px(6 if hot else 4))
            if not row:
                pygame.draw.rect(surface, colour, g.content, width, border_radius=px(10))
            elif at == LEFT or at >= len(row):
                rect = g.left if at == LEFT else g.right
                fill = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(fill, (*colour, 90), fill.get_rect(), border_radius=max(3, rect.w // 3))
                surface.blit(fill, rect)
                pygame.draw.rect(surface, colour, rect, width, border_radius=max(3, rect.w // 3))
                size = self.f["big"]
                if theme.interface > 1.0:     # the mark stays inside its slot, at its 100 % size at least
                    size = self._fit_shrinking("+", size, rect.w, True)[1]
                plus = theme.text("+", size, colour, bold=True)
                surface.blit(plus, plus.get_rect(center=rect.center))
            else:
                r = g.card_rect(at, len(row[at]) - 1)
                ring = self.art.outline(g.h, colour, width)
                surface.blit(ring, ring.get_rect(center=r.center))

    # ------------------------------------------------------------------ your hand
    def _draw_animal_banner(self, surface: pygame.Surface) -> None:
        """"Play another card" over your hand while an animal obliges it."""
        if not self.animal_banner or self.shown.get("over"):
            return
        actor = self.shown.get("actor")
        if actor is None or not self._decides_here(actor) or actor != self.viewer:
            return
        px = self.layout.px
        R = self.hand_r[0]
        text, size = self._fit_shrinking("PLAY ANOTHER CARD: the animal obliges you", self.f["name"], R.w - px(40), True)
        img = theme.text(text, size, theme.BG_DARK, bold=True)
        r = img.get_rect(midtop=(R.centerx, R.top + px(2)))
        self.animal_rect = r.inflate(px(28), px(8))
        pygame.draw.rect(surface, GOLD, self.animal_rect, border_radius=self.animal_rect.h // 2)
        surface.blit(img, r)

    def _hand_moving(self) -> bool:
        return any(self.sprites.get(c) is None or self._is_moving(self.sprites[c]) for c in self.hand_ids())

    def _hand_key(self) -> tuple:
        hand = self.hand_ids()
        mine = self.human_actor() is not None
        cards = tuple((c, self.sprites[c].target) if c in self.sprites else (c, None) for c in hand)
        playable = tuple(bool(self.targets_of(c)) for c in hand) if mine else ()
        actor = self.shown.get("actor")
        banner = self.animal_banner and actor is not None and actor == self.viewer and self._decides_here(actor)
        bottom = self.seat_at_pos(0)
        hidden = self.d_counts[bottom] if self.viewer != bottom else -1
        return (cards, playable, self.selected, self.focus, tuple(sorted(self.fresh)), banner, hidden, self.size,
                bool(self.shown.get("over")))

    def _draw_hand_zone(self, surface: pygame.Surface) -> None:
        bottom = self.seat_at_pos(0)
        if self.viewer != bottom:
            self._draw_fan(surface, bottom)      # nobody holds the screen: the bottom hand's backs
            return
        self.animal_rect = None
        self._draw_animal_banner(surface)
        self._draw_hand(surface)

    def _draw_hand(self, surface: pygame.Surface) -> None:
        px = self.layout.px
        hand = self.hand_ids()
        mine = self.human_actor() is not None
        for cid in hand:
            s = self.sprites.get(cid)
            if s is None or self._is_moving(s):
                continue
            self._draw_sprite(surface, s)
            r = s.rect()
            if mine and not self.targets_of(cid) and cid != self.selected:
                shade = self.art.shade(s.h, 90)
                surface.blit(shade, shade.get_rect(center=r.center))
            if cid == self.selected:
                ring = self.art.outline(s.h, SELECT, max(3, px(6)))
                surface.blit(ring, ring.get_rect(center=r.center))
            elif self.focus == ("card", cid):
                ring = self.art.outline(s.h, FOCUS, max(3, px(5)))
                surface.blit(ring, ring.get_rect(center=r.center))
            if cid in self.fresh:
                if self.animal_rect is not None and self.animal_rect.colliderect(r.move(0, -r.h // 4)):
                    # "Play another card" holds the band above the hand: the tag goes on the card
                    self._tag(surface, "new", (r.centerx, r.top + px(6)), GOLD, below=True)
                else:
                    self._tag(surface, "new", (r.centerx, r.top), GOLD, below=False)

    # ------------------------------------------------------------------ the header's team scores
    def _team_chips(self) -> list[tuple[str, tuple]]:
        if not self.partners():
            return []
        scores = self.shown.get("scores") or []
        out = []
        for k, team in enumerate(self.shown.get("teams") or []):
            if not team:
                continue
            names = " & ".join(self.name(s) for s in team)
            score = scores[team[0]] if team[0] < len(scores) else 0
            out.append((f"{names}: {score:+d}" if score else f"{names}: 0", TEAM_COLOURS[k % 2]))
        return out

    def _team_chip_words(self, chips: list, size: int, room: int) -> tuple[list, int]:
        """Team chips whose text the interface size grew, made to take at most ``room`` of the status
        band (the turn line needs the rest): smaller toward the 100 % size, then "Teal: +3" in place
        of the partners' names (their seats are framed in the team's colour)."""
        key = ("teams", tuple(chips), size, room)
        found = self._text_fit.get(key)
        if found is not None:
            return found
        px = self.layout.px
        floor = max(theme.MIN_TEXT, round(size / theme.interface))

        def width(words, s):
            pad = max(4, s // 3)
            return sum(theme.font(s, True).size(t)[0] + 2 * pad + px(8) for t, _c in words)

        short = [(TEAM_NAMES[TEAM_COLOURS.index(c)].split()[-1].capitalize() + text[text.rindex(":"):], c)
                 if c in TEAM_COLOURS and ":" in text else (text, c) for text, c in chips]
        found = None
        for words in (chips, short):
            s = size
            while width(words, s) > room and s > floor:
                s = max(floor, int(s * 0.94))
            found = (words, s)
            if width(words, s) <= room:
                break
        self._text_fit[key] = found
        return found

    def _team_chip_rects(self) -> list[tuple[pygame.Rect, str, tuple, int]]:
        """Each team chip's rect, words, colour and text size, right to left."""
        chips = self._team_chips()
        if not chips:
            return []
        px = self.layout.px
        zone = self.layout["status"]
        right = (super()._chips_left() or zone.right) - px(16)
        size = self.f["chip"] + 2
        if theme.interface > 1.0:
            chips, size = self._team_chip_words(chips, size, round((right - zone.left) * 0.45))
        out = []
        for text, colour in reversed(chips):
            img = theme.text(text, size, theme.BG_DARK, bold=True)
            pad = max(4, size // 3)
            r = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + pad // 2)
            r.midright = (right, zone.centery)
            out.append((r, text, colour, size))
            right = r.left - px(8)
        return out

    def _chips_left(self) -> int | None:
        rects = self._team_chip_rects()
        if rects:
            return min(r.left for r, _t, _c, _s in rects)
        return super()._chips_left()

    def _draw_team_scores(self, surface: pygame.Surface) -> None:
        for r, text, colour, size in self._team_chip_rects():
            pygame.draw.rect(surface, colour, r, border_radius=r.h // 2)
            img = theme.text(text, size, theme.BG_DARK, bold=True)
            surface.blit(img, img.get_rect(center=r.center))

    # ------------------------------------------------------------------ buttons, the hint, the question
    def _draw_buttons(self, surface: pygame.Surface) -> None:
        text = self.hint_text()
        size, hint = self._hint_fit(text)
        if (size, hint) == (self.f["hint"], text) or self.done_for or self.caption:
            super()._draw_buttons(surface)
            return
        # ButtonsAndHint's drawing, with the hint made to fit (``_hint_fit``)
        px = self.layout.px
        for key, b in self.buttons.items():
            b.focused = self.focus == (key,)
            b.draw(surface)
        r = self.hint_rect
        y = r.top
        step = theme.font(size).get_linesize()
        for para in hint.split("\n"):
            lines = self._wrap(para, size, r.w)
            if y + step * len(lines) > r.bottom:
                return
            colour = theme.TEXT if not para.startswith("Keys") else theme.TEXT_DIM
            for line in lines:
                surface.blit(theme.text(line, size, colour), (r.left, y))
                y += step
            y += step // 3 + px(2)

    def _hint_fit(self, text: str) -> tuple[int, str]:
        """The hint's size and words where the interface size grew it: its first paragraph whole at
        the largest size it fits (never below 100 %), else its first sentences that fit (the tooltip
        keeps the whole hint); the other paragraphs follow while they fit whole."""
        size = self.f["hint"]
        if theme.interface <= 1.0 or not text:
            return size, text
        key = ("hint", text, tuple(self.hint_rect), size)
        found = self._text_fit.get(key)
        if found is None:
            first, _, rest = text.partition("\n")
            floor = max(theme.MIN_TEXT, round(size / theme.interface))
            r = self.hint_rect
            sentences = first.split(". ")
            found = (size, text)
            for k in range(len(sentences), 0, -1):
                words = ". ".join(sentences[:k]) + ("." if k < len(sentences) else "")
                s = size
                while s > floor and theme.font(s).get_linesize() * len(self._wrap(words, s, r.w)) > r.h:
                    s = max(floor, int(s * 0.94))
                if theme.font(s).get_linesize() * len(self._wrap(words, s, r.w)) <= r.h:
                    found = (s, words + ("\n" + rest if rest else ""))
                    break
            self._text_fit[key] = found
        return found


    def _draw_dialog(self, surface: pygame.Surface) -> None:
        px = self.layout.px
        r = self.dialog_rect
        shade = pygame.Surface(r.inflate(px(16), px(16)).size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 0))
        pygame.draw.rect(shade, (6, 10, 26, 235), shade.get_rect(), border_radius=px(18))
        surface.blit(shade, r.inflate(px(16), px(16)))
        pygame.draw.rect(surface, BAD, r, max(2, px(3)), border_radius=px(16))
        title = theme.text("Self-destruct?", self.f["big"], BAD, bold=True)
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.top + px(14))))
        y = r.top + px(20) + title.get_height()
        bottom = self.dialog_buttons["yes"].rect.top - px(8)
        text = second_person_safe(self.destroy_words())
        # What is lost is said whole: the text gets smaller (not cut) when it needs more lines.
        size = self.f["dialog"]
        while True:
            step = theme.font(size).get_linesize()
            lines = self._wrap(text, size, r.w - px(40))
            if y + step * len(lines) <= bottom or size <= theme.MIN_TEXT:
                break
            size -= 1
        for line in lines:
            if y + step > bottom:
                break
            img = theme.text(line, size, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += step
        for b in self.dialog_buttons.values():
            b.draw(surface)


def second_person_safe(text: str) -> str:
    from ...wording import second_person
    return second_person(text)


__all__ = ["TableDrawing", "TEAM_COLOURS", "TEAM_NAMES", "card_size"]
