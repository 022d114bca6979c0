"""Drawing the Sky 5 table: a still picture (seats, piles, resting cards, highlights, the die,
status and buttons) redrawn only when something in it changes, with the moving cards, the rolling
die, the effects and the dragged card blitted over it each frame.

``TableDrawing`` is mixed into ``Sky5View`` (view.py), whose displayed model and geometry it draws;
the seats are drawn by ``draw_seats.py``.
"""
from __future__ import annotations

import pygame

from rules.sky5.commands import Bank, Draw, Pass

from ... import theme
from ..base import DROP, FOCUS, GOOD
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
        for fx in self.effects:
            fx.draw(surface)
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
                self.die.shown, self.die.rolling, self.caption, self.viewer, self.show_buttons,
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
        surface = self._new_static()
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
            count = theme.text(str(self.d_deck), self.f["count"], theme.TEXT, bold=True)
            cr = count.get_rect(center=(top.x, top.y + r.h * 0.33))
            pygame.draw.rect(surface, (10, 14, 34), cr.inflate(px(16), px(6)), border_radius=cr.h)
            surface.blit(count, cr)
        else:
            img = theme.text("empty", self.f["small"], theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=r.center))
        removed = self.shown.get("removed", 0)
        z = self.layout["deck"]
        lbl = theme.text(f"{removed} removed", self.f["small"], theme.TEXT_DIM)
        surface.blit(lbl, lbl.get_rect(midtop=(z.centerx, r.bottom + px(10) + theme.font(self.f["label"]).get_linesize())))
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
            lbl = theme.text(f"{n} card{'s' if n != 1 else ''}", self.f["small"], theme.TEXT_DIM)
            surface.blit(lbl, lbl.get_rect(midtop=(z.centerx, r.bottom + px(10) + theme.font(self.f["label"]).get_linesize())))

    def _draw_die(self, surface: pygame.Surface) -> None:
        r = self._pile_rect("die")
        if self.die.shown is None and not self.die.rolling:
            return
        size = r.w
        if self.die.rolling:
            size = int(r.w * (1 + 0.35 * min(1.0, self.die_offset.length() / max(1, r.w * 3))))
        self.die.draw(surface, pygame.Vector2(r.center) + self.die_offset, size)

    def _draw_cards(self, surface: pygame.Surface) -> None:
        """The cards at rest (moving ones are drawn each frame by ``draw``)."""
        # After a bust a person deciding sees which of the buster's cards they may take: a green
        # halo under each takeable card, a shade over the others.
        takeable: set[int] = set()
        shade_row: list[int] = []
        if self.d_buster is not None and self.shown.get("phase") == "take" and self.human_actor() is not None:
            takeable = self._takeable()
            shade_row = self.d_rows[self.d_buster]
        px = self.layout.px
        for row in self.d_rows:
            for cid in row:
                s = self.sprites.get(cid)
                if s is None or self._is_moving(s):
                    continue
                if row is shade_row and cid in takeable:
                    hot = self.focus == ("take", cid)
                    ring = self.art.outline(s.h, FOCUS if hot else GOOD, max(3, px(8 if hot else 6)))
                    surface.blit(ring, ring.get_rect(center=s.rect().center))
                self._draw_sprite(surface, s)
                if row is shade_row and cid not in takeable:
                    shade = self.art.shade(s.h)
                    surface.blit(shade, shade.get_rect(center=s.rect().center))
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

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        if self._draw_demo_caption(surface):
            return
        human = self.human_actor()
        names = {"draw": Draw, "bank": Bank, "pass": Pass}
        for key, b in self.buttons.items():
            if key == "menu":
                b.enabled = self.interactive
            else:
                b.enabled = human is not None and bool(self.legal_of(names[key]))
            b.focused = self.focus == (key,) if key != "draw" else False
            b.draw(surface)
        size = self.f["hint"]
        r = self.hint_rect
        y = r.top
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

    # ------------------------------------------------------------------ sprites
    def _image(self, s: CardSprite, h: float) -> pygame.Surface:
        face = s.face
        return self.art.face_of(face, h) if (s.face_up and face) else self.art.back(h)

    def _draw_sprite(self, surface: pygame.Surface, s: CardSprite) -> None:
        self._blit_sprite(surface, s)
