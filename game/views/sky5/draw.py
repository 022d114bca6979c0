"""Drawing the Sky 5 table: a still picture (seats, piles, resting cards, highlights, the die,
status and buttons) redrawn only when something in it changes, with the moving cards, the rolling
die, the effects and the dragged card blitted over it each frame.

The still picture is drawn in parts (``game.views.base.StillPart``: a seat, the piles, a row of
cards, the status line...), each with a key of what it shows: after a move only the regions of
the parts that changed are drawn again (a bot's move changes a seat or two, a pile and the status
line; drawing the whole 1920x1080 picture again at each step broke the 4 ms a frame may take in
the fast-paced demo). While a person here may act, the picture is drawn whole, as it changes
with the pointer.

``TableDrawing`` is mixed into ``Sky5View`` (view.py), whose displayed model and geometry it draws;
the seats are drawn by ``draw_seats.py``.
"""
from __future__ import annotations

import pygame

from rules.sky5.commands import Bank, Draw, Pass

from ... import theme
from ..base import DROP, FOCUS, GOLD, GOOD, StillPart
from .cards import CardSprite


class TableDrawing:
    """The drawing part of ``Sky5View``."""

    # ------------------------------------------------------------------ each frame
    def draw(self, surface: pygame.Surface) -> None:
        """Blit the still picture (redrawn only when something in it changed), then what moves."""
        self._blit_still(surface)
        drag = self.drag["sprite"] if self.drag else None
        for s in self._moving():
            if s is not drag:
                self._draw_sprite(surface, s)
        if self.die.rolling:
            self._draw_die(surface)
        self._ink_effects(surface)
        if drag is not None:
            self._draw_sprite(surface, drag)

    def _frame_key(self) -> tuple:
        human = self.human_actor()
        deck_hot = (human is not None and self.shown.get("phase") == "turn"
                    and self._pile_rect("deck").inflate(self.layout.px(14), self.layout.px(14)).collidepoint(self.mouse))
        return (self._version, self.tweens.version, id(self.shown), human, self.d_deck, len(self.d_discard),
                tuple(len(b) for b in self.d_banks), tuple(len(r) for r in self.d_rows), self.d_pending,
                self.d_buster, self.focus, self.hover_seat if self.drag else None, deck_hot,
                tuple(b.hover for b in self.buttons.values()), self.notice[0] if self.notice else None,
                self.log[-1] if self.log else None, self.drag["sprite"].id if self.drag else None,
                None if self.die.rolling else self.die.shown, self.die.rolling, self.caption, self.viewer,
                self.show_buttons,
                self._done_key())

    def _moving(self) -> list[CardSprite]:
        """Sprites in motion, drawn every frame above the still picture, rows first."""
        out = []
        seen = set()
        for row in self.d_rows:
            for cid in row:
                s = self.sprites.get(cid)
                if s is not None and self._is_moving(s):
                    out.append(s)
                    seen.add(cid)
        for cid, s in self.sprites.items():
            if cid not in seen and self._is_moving(s):
                out.append(s)
        out.extend(self.flyers)
        return out

    # ------------------------------------------------------------------ the still picture
    def _render_static(self) -> None:
        self._render_parts(self._still_parts(), self._whole_key())

    def _whole_key(self) -> tuple:
        """What the look of every part may depend on: a change draws the whole picture."""
        drag = self.drag
        return (self.size, self.human_actor(), self.focus, drag["sprite"].id if drag else None,
                drag["kind"] if drag else None, self.hover_seat if drag else None, self.interactive,
                self.art)     # another art (a test's fresh cache): every card looks new

    def _still_parts(self) -> list[StillPart]:
        """The still picture's parts in drawing order (the order ``_render_whole`` draws them in)."""
        L = self.layout
        px = self.layout.px
        v = self.shown
        human = self.human_actor()
        parts = []
        ctx = self._seat_context()
        for seat in range(self.n):
            parts.append(StillPart(f"frame.{seat}", self._frame_sides(seat), self._seat_frame_key(seat, ctx),
                                   lambda surface, seat=seat: self._draw_seat_frame(surface, seat, ctx)))
            parts.append(StillPart(f"head.{seat}", self._head_rect(seat), self._seat_head_key(seat, ctx),
                                   lambda surface, seat=seat: self._draw_seat_head(surface, seat, ctx)))
            key = self._seat_bank_key(seat, ctx)
            parts.append(StillPart(f"bank.{seat}", self._bank_rect(seat, key, ctx[7]), key,
                                   lambda surface, seat=seat: self._draw_bank(surface, seat, ctx[7])))
        parts.append(StillPart("piles", self._piles_rect(), (self.d_deck, v.get("removed", 0), len(self.d_discard),
                                                tuple((c, _face_key(self.faces.get(c))) for c in self.d_discard[-4:])),
                               self._draw_piles))
        takeable, shade = self._shaded_row()
        for seat in range(self.n):
            key = (tuple(self._sprite_key(c) for c in self.d_rows[seat]),
                   (tuple(sorted(takeable)), self.focus) if seat == shade else None)
            parts.append(StillPart(f"row.{seat}", self._row_rect(seat, shade), key,
                                   lambda surface, seat=seat: self._draw_row(surface, seat, takeable, shade)))
        pending = self._pile_rect("pending").union(L["pending"]).inflate(px(40), px(40))
        parts.append(StillPart("pending", pending, self._sprite_key(self.d_pending), self._draw_pending))
        if human is None:
            parts.append(StillPart("highlights", pygame.Rect(0, 0, 0, 0), None, self._draw_highlights))
        else:       # the pointer's and the focus's marks: drawn whole each time
            parts.append(StillPart("highlights", None, object(), self._draw_highlights))
        die = self._pile_rect("die").move(round(self.die_offset.x), round(self.die_offset.y))
        parts.append(StillPart("die", die.inflate(px(8), px(8)),
                               ("rolling",) if self.die.rolling else (self.die.shown, tuple(self.die_offset),
                                                                      self.die.angle, self.die.lift),
                               self._draw_still_die))
        parts.append(StillPart("status", self._status_rect(), (self.status_text(), self._status_sub(), self._chips_left()),
                               self._draw_status))
        if self.show_buttons:
            self._sync_buttons()
            buttons = [(k, b.label, b.enabled, b.focused, b.hover, tuple(b.rect)) for k, b in self.buttons.items()]
            hint = None if (self.done_for or self.caption) else self.hint_text()
            zone = L.get("buttons")
            parts.append(StillPart("buttons", zone.inflate(px(4), px(4)) if zone is not None else None,
                                   (self._done_key(), self.done_button.label, self.caption, tuple(buttons), hint),
                                   self._draw_buttons))
        return parts

    def _render_whole(self, surface: pygame.Surface) -> list:
        """The whole still picture drawn on ``surface`` in one go, as it was drawn before it was
        drawn in parts (tests compare the two); returns the private faces it drew."""
        keep, self._static_private = self._static_private, []
        try:
            surface.blit(self.bg, (0, 0))
            self._draw_seats(surface)
            self._draw_piles(surface)
            self._draw_cards(surface)
            self._draw_highlights(surface)
            if not self.die.rolling:
                self._draw_die(surface)
            self._draw_status(surface)
            if self.show_buttons:
                self._draw_buttons(surface)
            return self._static_private
        finally:
            self._static_private = keep

    def _sprite_key(self, cid) -> tuple | None:
        """What a resting card looks like (where, how big, which face), or that it moves (then the
        still picture leaves it out); None for no card."""
        s = self.sprites.get(cid) if cid is not None else None
        if s is None:
            return None
        if self._is_moving(s):
            return cid, "moving"
        return (cid, s.pos.x, s.pos.y, s.h, s.target[1] if s.target else None, s.squash, s.face_up,
                _face_key(s.face))

    def _piles_rect(self) -> pygame.Rect:
        """Where the deck and the discard pile are drawn: each pile (its cards a step up and to the
        left of the one below), and the words under it."""
        px = self.layout.px
        step = 6 * self.pile_step
        out = []
        for zone in ("deck", "discard"):
            r = self._pile_rect(zone)
            out.append(r.union(r.move(-step, -step)))
            if zone == "deck":
                words = f"{self.shown.get('removed', 0)} removed"
            else:
                n = len(self.d_discard)
                words = f"{n} card{'s' if n != 1 else ''}"
            below = (self.layout[zone].centerx, r.bottom + px(10) + theme.font(self.pile_sizes[0]).get_linesize())
            out.append(theme.text(words, self.pile_sizes[1], theme.TEXT_DIM).get_rect(midtop=below))
        return out[0].unionall(out[1:]).inflate(4, 4)

    def _row_rect(self, seat: int, shade: int | None) -> pygame.Rect:
        """Where ``seat``'s resting row cards (and in the buster's row, ``shade``, the halos round
        the takeable ones) are drawn."""
        rects = [s.rect() for s in (self.sprites.get(c) for c in self.d_rows[seat])
                 if s is not None and not self._is_moving(s)]
        if not rects:
            return pygame.Rect(0, 0, 0, 0)
        pad = 2 * (max(3, self.layout.px(8)) + 3) if seat == shade else 0    # a halo: that wide, 2 px out
        return rects[0].unionall(rects[1:]).inflate(pad, pad)

    def _draw_still_die(self, surface: pygame.Surface) -> None:
        if not self.die.rolling:
            self._draw_die(surface)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        px = self.layout.px
        # deck
        r = self._pile_rect("deck")
        if self.d_deck > 0:
            back = self.art.back(self.center_h)
            k = min(5, (self.d_deck + 9) // 10)
            for i in range(k + 1):
                surface.blit(back, back.get_rect(center=(r.centerx - i * self.pile_step, r.centery - i * self.pile_step)))
            top = self._pile_top("deck", self.d_deck)
            size = self.f["count"]
            if self._grown() > 1.0:      # the count's pill within the (smaller) card
                size = self._shrunk_to(["88"], size, r.w - px(16) - px(8), True)
            count = theme.text(str(self.d_deck), size, theme.TEXT, bold=True)
            cr = count.get_rect(center=(top.x, top.y + r.h * 0.33))
            pygame.draw.rect(surface, (10, 14, 34), cr.inflate(px(16), px(6)), border_radius=cr.h)
            surface.blit(count, cr)
        else:
            img = theme.text("empty", self.pile_sizes[1], theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=r.center))
        removed = self.shown.get("removed", 0)
        z = self.layout["deck"]
        lbl = theme.text(f"{removed} removed", self.pile_sizes[1], theme.TEXT_DIM)
        surface.blit(lbl, lbl.get_rect(midtop=(z.centerx, r.bottom + px(10) + theme.font(self.pile_sizes[0]).get_linesize())))
        # discard
        r = self._pile_rect("discard")
        if self.d_discard:
            k = min(3, (len(self.d_discard) + 7) // 8)
            for i in range(k, 0, -1):
                under = self.d_discard[-1 - i] if len(self.d_discard) > i else None
                if under is not None and under in self.faces:
                    img = self.art.face_of(self.faces[under], self.center_h)
                    surface.blit(img, img.get_rect(center=(r.centerx - i * self.pile_step, r.centery - i * self.pile_step)))
            top = self.d_discard[-1]
            face = self.faces.get(top)
            img = self.art.face_of(face, self.center_h) if face else self.art.back(self.center_h)
            surface.blit(img, img.get_rect(center=self._pile_top("discard", len(self.d_discard))))
            z = self.layout["discard"]
            n = len(self.d_discard)
            lbl = theme.text(f"{n} card{'s' if n != 1 else ''}", self.pile_sizes[1], theme.TEXT_DIM)
            surface.blit(lbl, lbl.get_rect(midtop=(z.centerx, r.bottom + px(10) + theme.font(self.pile_sizes[0]).get_linesize())))

    def _draw_die(self, surface: pygame.Surface) -> None:
        r = self._pile_rect("die")
        if self.die.shown is None and not self.die.rolling:
            return
        size = r.w
        if self.die.rolling:
            size = int(r.w * (1 + 0.35 * min(1.0, self.die_offset.length() / max(1, r.w * 3))))
        self._inked(self.die.draw(surface, pygame.Vector2(r.center) + self.die_offset, size), surface)

    def _draw_cards(self, surface: pygame.Surface) -> None:
        """The cards at rest (moving ones are drawn each frame by ``draw``)."""
        takeable, shade = self._shaded_row()
        for seat in range(self.n):
            self._draw_row(surface, seat, takeable, shade)
        self._draw_pending(surface)

    def _shaded_row(self) -> tuple[set[int], int | None]:
        """After a bust a person deciding sees which of the buster's cards they may take: (the
        takeable cards, the buster whose row is shaded), else (empty, None)."""
        if self.d_buster is not None and self.shown.get("phase") == "take" and self.human_actor() is not None:
            return self._takeable(), self.d_buster
        return set(), None

    def _draw_row(self, surface: pygame.Surface, seat: int, takeable: set[int], shade: int | None) -> None:
        """``seat``'s resting row cards: a green halo under each takeable card, a shade over the others
        (in the buster's row, ``shade``)."""
        px = self.layout.px
        shaded = seat == shade
        for cid in self.d_rows[seat]:
            s = self.sprites.get(cid)
            if s is None or self._is_moving(s):
                continue
            if shaded and cid in takeable:
                hot = self.focus == ("take", cid)
                ring = self.art.outline(s.h, FOCUS if hot else GOOD, max(3, px(8 if hot else 6)))
                surface.blit(ring, ring.get_rect(center=s.rect().center))
            self._draw_sprite(surface, s)
            if shaded and cid not in takeable:
                shade_img = self.art.shade(s.h)
                surface.blit(shade_img, shade_img.get_rect(center=s.rect().center))

    def _draw_pending(self, surface: pygame.Surface) -> None:
        if self.d_pending is not None:
            s = self.sprites.get(self.d_pending)
            if s is not None and not self._is_moving(s):
                self._draw_sprite(surface, s)

    def _draw_highlights(self, surface: pygame.Surface) -> None:
        v = self.shown
        human = self.human_actor()
        px = self.layout.px
        if human is None:
            return
        phase = v["phase"]
        if phase == "turn" and self.legal_of(Draw):
            r = self._pile_rect("deck").inflate(px(14), px(14))
            focused = self.focus == ("deck",)
            hot = focused or r.collidepoint(self.mouse)
            pygame.draw.rect(surface, FOCUS if focused else (DROP if hot else GOOD), r.move(-self.pile_step * 3, -self.pile_step * 3),
                             max(2, px(5 if hot else 3)), border_radius=px(14))
        if phase == "give" and self.d_pending is not None and not self.drag:
            s = self.sprites.get(self.d_pending)
            if s is not None:
                ring = self.art.outline(s.h, GOOD, max(2, px(4)))
                surface.blit(ring, ring.get_rect(center=s.rect().center))
        if self.focus and self.focus[0] in ("bank", "pass", "menu"):
            b = self.buttons.get(self.focus[0])
            if b is not None:
                pygame.draw.rect(surface, FOCUS, b.rect.inflate(px(12), px(12)), max(2, px(4)), border_radius=px(14))

    def _sync_buttons(self) -> None:
        """The buttons' ``enabled`` and ``focused``, brought up to date (not while the Done button or
        a caption is shown in their place)."""
        if self.done_for or self.caption:
            return
        human = self.human_actor()
        names = {"draw": Draw, "bank": Bank, "pass": Pass}
        for key, b in self.buttons.items():
            if key == "menu":
                b.enabled = self.interactive
            else:
                b.enabled = human is not None and bool(self.legal_of(names[key]))
            b.focused = self.focus == (key,) if key != "draw" else False

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        if self._draw_demo_caption(surface):
            return
        self._sync_buttons()
        for b in self.buttons.values():
            b.draw(surface)
        size = self.f["hint"]
        r = self.hint_rect
        y = r.top
        if self._grown() > 1.0:
            size = self._hint_size(self.hint_text(), r)
        step = theme.font(size).get_linesize()
        lines = self._wrap(self.hint_text(), size, r.w)
        room = max(1, (r.h + step // 3) // step)
        if len(lines) > room:
            # what does not fit ends in an ellipsis; the tooltip over the hint holds it all
            lines = lines[:room - 1] + [self._fit(" ".join(lines[room - 1:]), size, r.w)]
        for line in lines:
            img = theme.text(line, size, theme.TEXT_DIM)
            surface.blit(img, (r.left, y))
            y += step

    def _draw_demo_caption(self, surface: pygame.Surface) -> bool:
        """The Done button or the demo's caption in place of the buttons (see the base's); grown
        words shrink toward their 100 % sizes to keep within the buttons' zone."""
        if self._grown() <= 1.0 or self.done_for or not self.caption:
            return super()._draw_demo_caption(surface)
        zone = self.layout["buttons"]
        px = self.layout.px
        title, body = self.caption
        shown, size = self._fit_shrinking(title, self.f["status"], zone.w - px(40), True)
        img = theme.text(shown, size, GOLD, bold=True)
        surface.blit(img, img.get_rect(midtop=(zone.centerx, zone.top + px(28))))
        y = zone.top + px(40) + img.get_height()
        room = pygame.Rect(zone.left + px(20), y, zone.w - px(40), zone.bottom - px(12) - y)
        small = self._hint_size(body, room)
        step = theme.font(small).get_linesize()
        lines = self._wrap(body, small, room.w)
        for line in lines[:max(1, (room.h + step // 3) // step)]:
            line_img = theme.text(line, small, theme.TEXT_DIM)
            surface.blit(line_img, line_img.get_rect(midtop=(zone.centerx, y)))
            y += step
        return True

    def _hint_size(self, text: str, r: pygame.Rect) -> int:
        """The grown hint's size: shrunk toward its 100 % size while its lines do not fit ``r``."""
        size = self.f["hint"]
        floor = self._floor(size)
        while size > floor:
            step = theme.font(size).get_linesize()
            if len(self._wrap(text, size, r.w)) <= max(1, (r.h + step // 3) // step):
                break
            size = max(floor, int(size * 0.94))
        return size

    # ------------------------------------------------------------------ sprites
    def _image(self, s: CardSprite, h: float) -> pygame.Surface:
        face = s.face
        return self.art.face_of(face, h) if (s.face_up and face) else self.art.back(h)

    def _draw_sprite(self, surface: pygame.Surface, s: CardSprite) -> None:
        self._blit_sprite(surface, s)


def _face_key(face: dict | None) -> tuple | None:
    return (face.get("colour"), face.get("number")) if face else None
