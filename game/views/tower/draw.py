"""Drawing the Tower table: a board picture (background, seats, towers, Kings, piles) redrawn a seat
at a time when something in it changes, with your hand, the highlights, status, buttons, the moving
cards, the dragged one and the effects drawn over it each frame.

Every face of a card in the viewer's hand that reaches the screen is reported (``_private_drawn``),
each frame it is drawn, so tests can check that no other seat's hand is ever drawn face up.
``TableDrawing`` is mixed into ``TowerView`` (view.py), whose displayed model and geometry it draws.
"""
from __future__ import annotations

import pygame

from ... import theme
from ..base import BAD, DROP, FOCUS, GOLD, GOOD
from ..hand_table import ButtonsAndHint
from ..sprites import CardSprite
from .actions import DISCARD
from .art import EDGE, PAPER, card_size
from .geometry import FAN
from .words import HEIGHT

SELECT = (255, 226, 110)     # the picked card, the card waiting for its paying card


class TableDrawing(ButtonsAndHint):
    """The drawing part of ``TowerView``."""

    # ------------------------------------------------------------------ each frame
    def draw(self, surface: pygame.Surface) -> None:
        """The board (background, seats, towers, piles: kept as one picture, redrawn a seat at a
        time when it changes), then your hand, the highlights, status and buttons, then what moves.

        Unlike the other tables, no still picture of the whole screen is kept: at 1920x1080 each
        copy of the screen costs about 0.7 ms, and a table of ten seats changes several times a
        move, so a still picture made again at each change (board, then still, then screen)
        broke the 4 ms a frame may take. Drawing the few things over the board every frame is
        cheaper than that."""
        if self.size != surface.get_size():
            self.resize(surface.get_size())
        self._sync_buttons()
        changed = self.still_redrawn = self._draw_board(surface)
        self._draw_hand(surface)
        self._draw_targets(surface)
        self._draw_status(surface)
        self._inked(self._status_rect())
        if self.show_buttons:
            self._draw_buttons(surface)
            self._inked(self.layout["buttons"].inflate(self.layout.px(16), self.layout.px(16)))
        drag = self.drag["sprite"] if self.drag else None
        for s in self._moving():
            if s is not drag:
                self._draw_sprite(surface, s)
        self._ink_effects(surface)
        if drag is not None:
            self._draw_sprite(surface, drag)
            self._ink_unknown()
        if not changed:
            self.warm_art(0.6)      # a quiet frame: draw a face or two ahead of need

    def _moving(self) -> list[CardSprite]:
        out = [s for s in self.sprites.values() if self._is_moving(s)]
        out.extend(self.flyers)
        return out

    def _image(self, s: CardSprite, h: float) -> pygame.Surface:
        code = self.faces.get(s.id)
        if s.face_up and code:
            self._warm_size(h)
            return self.art.face(code, h)
        return self.art.back(h)

    def _draw_sprite(self, surface: pygame.Surface, s: CardSprite) -> None:
        """Draw ``s``, reporting a face of the viewer's hand (the one secret the table shows)."""
        if s.face_up and self.viewer is not None and s.id in self.d_hand:
            self._private_drawn(self.viewer, s.id)
        self._blit_sprite(surface, s)

    # ------------------------------------------------------------------ seats
    def _draw_board(self, surface: pygame.Surface) -> bool:
        """The background with each seat's frame, header (badge, name, chips), height and score, tower
        and King, and (for the others) the face-down fan of its hand; the piles; then the gold frame
        of the seat to play.

        The background, the seats and the piles are kept on one board picture, and a seat (or the
        piles) is redrawn on it only when something in it changes: with ten seats, drawing the whole
        table again at each change cost more than the 4 ms a frame may take. True when a part of the
        board was drawn again this frame."""
        v = self.shown
        px = self.layout.px
        over = v.get("over")
        turn = self.d_turn
        result = v.get("result") or {}
        winners = set(result.get("winners") or []) if over else set()
        board = self._seat_board
        changed = False
        if board is None or board.get_size() != self.bg.get_size():
            board = self._seat_board = self.bg.copy()
            self._seat_pictures = {}
        if not self._seat_pictures:
            self._still_changed(None)
        # a fresh board is drawn whole; else a seat a spread redraw leaves keeps its old key, so the
        # next frame draws it (``TableView._spread_begin``)
        self._spread_begin(not self._seat_pictures, board)
        for seat in range(self.n):
            p = self.pos_of(seat)
            R = self.seat_r[p]
            chips = []
            ctrl = self.session.seats[seat] if seat < len(self.session.seats) else None
            if ctrl is not None and ctrl.is_bot:
                chips.append(("BOT", (64, 76, 112), theme.TEXT))
            elif seat == self.viewer:
                chips.append(("YOU" if len(self.humans) == 1 else "HOLDING THE SCREEN", (60, 120, 90), theme.TEXT))
            if over:
                if seat in winners:
                    chips.append(("WINNER", GOLD, theme.BG_DARK))
            elif seat == turn:
                chips.append(("TO PLAY", GOLD, theme.BG_DARK))
            fan = p != 0 or self.viewer != seat
            key = (seat, self.name(seat), tuple(chips), seat == turn and not over, self.tower_value(seat),
                   self.d_counts[seat] if fan else -1, bool(over), self.size, self._tower_key(seat))
            if self._seat_pictures.get(p) != key and self._spread_allows(R):
                self._still_changed(R)
                board.blit(self.bg, R, R)       # the panel as the background has it, then the seat on it
                self._seat_picture(board, seat, chips, fan, turn, over)
                self._draw_tower(board, seat)
                self._seat_pictures[p] = key
                changed = True
        table = self.layout["table"]
        key = (self.d_deck, len(self.d_discard), tuple(self.d_discard[-6:]), self.size)
        if self._seat_pictures.get("piles") != key and self._spread_allows(table):
            self._still_changed(table)
            board.blit(self.bg, table, table)
            self._draw_piles(board)
            self._seat_pictures["piles"] = key
            changed = True
        self._spread_end()
        self._present_still(surface, board)
        for seat in range(self.n):
            if seat == turn and not over or seat in winners:
                R = self.seat_r[self.pos_of(seat)]
                width, radius = max(2, px(4 if seat == turn else 3)), px(18) + px(3)
                pygame.draw.rect(surface, GOLD, R.inflate(px(6), px(6)), width, border_radius=radius)
                self._ink_frame(R.inflate(px(6), px(6)), width, radius)
        return changed

    def _seat_picture(self, surface: pygame.Surface, seat: int, chips: list, fan: bool, turn, over) -> None:
        """One seat's header, height and score, and fan, drawn over its panel of the background."""
        px = self.layout.px
        p = self.pos_of(seat)
        R = self.seat_r[p]
        head = self.tower_r[p].top - R.top
        cy = R.top + head // 2 + px(2)
        x = R.left + px(14)
        x = self._draw_seat_badge(surface, seat, x, cy, self.badge_r, turn, over)
        if theme.interface > 1.0:
            right = R.right - px(10)
            if p == 0 and self.info_r[0].top < self.tower_r[0].top:
                right = min(right, self._info_strip_left(seat) - px(16))
            # "TO PLAY" and "WINNER" first (the gold frame says it too)
            self._draw_grown_name_chips(surface, seat, x, cy, right, chips, {"TO PLAY": 0, "WINNER": 0})
        else:
            self._draw_name_chips(surface, seat, x, cy, R.right - px(10), chips, min_name=70, whole_chips=True)
        self._draw_info(surface, seat)
        if fan:
            self._draw_fan(surface, seat)

    def _info_strip(self, seat: int) -> tuple[int, str, str]:
        """Your seat's header line: (size, height words, points words), the size shrunk toward its
        100 % size where the grown words would be too wide for the strip."""
        k = len(self.d_towers[seat])
        score = self.tower_value(seat)
        bonus = self._bonus(seat)
        points = f"{score + bonus} point{'s' if score + bonus != 1 else ''}"
        height = f"{k}/{HEIGHT} stones" + (f" +{bonus}" if bonus else "")
        size = self.f["count"]
        if theme.interface > 1.0:
            px = self.layout.px
            room = self.info_r[self.pos_of(seat)].w - px(6) - px(20)
            size = self._shrunk(size, lambda size:
                sum(theme.font(size, True).size(t)[0] for t in (points, height)) > room)
        return size, height, points

    def _info_strip_left(self, seat: int) -> int:
        """Where your seat's header line (height and score) begins."""
        px = self.layout.px
        size, height, points = self._info_strip(seat)
        f = theme.font(size, True)
        return self.info_r[self.pos_of(seat)].right - px(6) - f.size(points)[0] - px(20) - f.size(height)[0]

    def _bonus(self, seat: int) -> int:
        result = self.shown.get("result") or {}
        return (result.get("bonus") or [0] * self.n)[seat] if self.shown.get("over") else 0

    def _draw_info(self, surface: pygame.Surface, seat: int) -> None:
        """The tower's height (x/6) and score (the sum of its stones)."""
        px = self.layout.px
        p = self.pos_of(seat)
        R = self.info_r[p]
        k = len(self.d_towers[seat])
        score = self.tower_value(seat)
        result = self.shown.get("result") or {}
        bonus = (result.get("bonus") or [0] * self.n)[seat] if self.shown.get("over") else 0
        score += bonus
        points = f"{score} point{'s' if score != 1 else ''}"
        big, small = self.f["big"], self.f["small"]
        if theme.interface > 1.0:
            strip = R.top < self.tower_r[p].top       # grown text: the header's strip is still the strip
        else:
            strip = R.h < theme.font(self.f["count"]).get_linesize() * 2
        if strip:     # a strip (your seat's header): one line
            size = self.f["count"]
            if theme.interface > 1.0:
                size = self._info_strip(seat)[0]
            line = theme.text(points, size, theme.TEXT, bold=True)
            r = line.get_rect(midright=(R.right - px(6), R.centery))
            surface.blit(line, r)
            height = theme.text(f"{k}/{HEIGHT} stones" + (f" +{bonus}" if bonus else ""), size,
                                GOLD if k else theme.TEXT_DIM, bold=True)
            surface.blit(height, height.get_rect(midright=(r.left - px(20), R.centery)))
            return
        if theme.font(big).get_linesize() + theme.font(small).get_linesize() > R.h:
            big = self.f["count"]
        if theme.interface > 1.0:
            # grown: both lines shrink toward their 100 % sizes to fit the zone's height and width
            big = self._fit_shrinking(f"{k}/{HEIGHT}", big, R.w - px(8), True)[1]
            floor = max(theme.MIN_TEXT, round(self.f["count"] / theme.interface))
            small_floor = max(theme.MIN_TEXT, round(small / theme.interface))
            while theme.font(big).get_linesize() + theme.font(small).get_linesize() > R.h + px(4) - px(2):
                if big > floor:
                    big = max(floor, int(big * 0.94))
                elif small > small_floor:
                    small = max(small_floor, int(small * 0.94))
                else:
                    break
        top = theme.text(f"{k}/{HEIGHT}", big, GOLD if k else theme.TEXT_DIM, bold=True)
        x, y = R.left + px(6), R.top + px(2)
        surface.blit(top, (x, y))
        word = theme.text(f"+{bonus} bonus", small, GOLD, bold=True) if bonus else \
            theme.text("stones", small, theme.TEXT_DIM)
        if x + top.get_width() + px(8) + word.get_width() <= R.right:
            surface.blit(word, word.get_rect(bottomleft=(x + top.get_width() + px(8), y + top.get_height()
                                                         - px(3))))
        y += top.get_height()
        if theme.interface > 1.0:
            line, small = self._fit_shrinking(points, small, R.w - px(8), True)
        else:
            line = self._fit(points, small, R.w - px(8), True)
        img = theme.text(line, small, theme.TEXT, bold=True)
        if y + img.get_height() <= R.bottom + px(4):
            surface.blit(img, (x, y))

    def _pill_size(self, card_h: float, text: str = "88") -> int:
        """The size of a count on a card ``card_h`` high (the draw pile, a face-down fan): grown with
        the interface size while the pill stays within 45 % of the card's height and its width,
        never below its 100 % size."""
        size = self.f["count"]
        if theme.interface <= 1.0:
            return size
        digits = "8" * max(2, len(text))
        key = (round(card_h), len(digits))
        found = self._pill_sizes.get(key)
        if found is None:
            w = card_size(card_h)[0]
            px = self.layout.px

            def too_big(size: int) -> bool:
                f = theme.font(size, True)
                return f.get_height() + px(6) > card_h * 0.45 or f.size(digits)[0] + px(16) > w

            found = self._pill_sizes[key] = self._shrunk(size, too_big)
        return found

    def _fan_image(self, k: int, h: float) -> pygame.Surface:
        """``k`` backs fanned a little to the right (cached per count and size)."""
        key = (k, round(h))
        img = self._fans.get(key)
        if img is None:
            back = self.art.back(h)
            w = back.get_width()
            step = w * 0.22
            img = pygame.Surface((round(w + step * (max(1, k) - 1)) + 1, back.get_height()), pygame.SRCALPHA)
            for i in range(k):
                img.blit(back, (round(i * step), 0))
            if pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            self._fans[key] = img
        return img

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
        if count:
            img = self._fan_image(min(count, FAN), self.fan_h[p])
            fan = img.get_rect(midleft=r.midleft)
            surface.blit(img, fan)
            # the count on the top card, as on the draw pile
            num = theme.text(str(count), self._pill_size(self.fan_h[p], str(count)), theme.TEXT, bold=True)
            back_w = card_size(self.fan_h[p])[0]
            nr = num.get_rect(center=(fan.right - back_w // 2, fan.centery))
            pygame.draw.rect(surface, (10, 14, 34), nr.inflate(px(14), px(6)), border_radius=nr.h)
            surface.blit(num, nr)
        else:
            words, size = self._fit_shrinking("no cards", self.f["small"], self.hand_r[p].right - r.left)
            img = theme.text(words, size, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(r.left, r.centery)))

    # ------------------------------------------------------------------ piles
    def _draw_piles(self, surface: pygame.Surface) -> None:
        px = self.layout.px
        r = self._pile_rect("deck")
        n = self.d_deck
        z = self.layout["deck"]
        if n > 0:
            back = self.art.back(self.pile_h)
            for i in range(self._pile_depth("deck", n) + 1):
                surface.blit(back, back.get_rect(center=(r.centerx - i * self.pile_step, r.centery - i * self.pile_step)))
            top = self._pile_top("deck", n)
            count = theme.text(str(n), self._pill_size(self.pile_h, str(n)), theme.TEXT, bold=True)
            cr = count.get_rect(center=(top.x, top.y + r.h * 0.3))
            pygame.draw.rect(surface, (10, 14, 34), cr.inflate(px(16), px(6)), border_radius=cr.h)
            surface.blit(count, cr)
        else:
            img = theme.text("empty", self._empty_size(r), theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=r.center))
        label = theme.text(*self._fit_shrinking("Draw pile", self.f["label"], z.w, True), theme.TEXT_DIM,
                           bold=True)
        surface.blit(label, label.get_rect(midtop=(z.centerx, r.bottom + px(6))))
        r = self._pile_rect("discard")
        z = self.layout["discard"]
        pile = self.d_discard
        if pile:
            k = self._pile_depth("discard", len(pile))
            for i in range(k, -1, -1):
                cid = pile[-1 - i] if len(pile) > i else None
                code = self.faces.get(cid)
                img = self.art.face(code, self.pile_h) if code else self.art.back(self.pile_h)
                surface.blit(img, img.get_rect(center=(r.centerx - (k - i) * self.pile_step,
                                                       r.centery - (k - i) * self.pile_step)))
        else:
            img = theme.text("empty", self._empty_size(r), theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=r.center))
        # The longest wording that fits whole: a count cut to "Discard · 1…" would say nothing.
        font = theme.font(self.f["label"], True)
        tries = [f"Discard · {len(pile)}", f"Discard {len(pile)}", "Discard"] if pile else ["Discard"]
        words = next((t for t in tries if font.size(t)[0] <= z.w), tries[-1])
        label = theme.text(*self._fit_shrinking(words, self.f["label"], z.w, True), theme.TEXT_DIM, bold=True)
        surface.blit(label, label.get_rect(midtop=(z.centerx, r.bottom + px(6))))

    # ------------------------------------------------------------------ towers
    def _strip(self, code: str, w: int, strip_h: int) -> pygame.Surface:
        """The foot of a covered stone: paper with the stone's name upright (rank and suit). The
        paper reaches a little above ``strip_h``, under the next stone, so that no sliver of the
        covered card's pips shows between the two when positions round differently."""
        key = (code, w, strip_h)
        cache = self.__dict__.setdefault("_strips", {})
        img = cache.get(key)
        if img is None:
            over = max(2, strip_h // 4)
            img = pygame.Surface((w, strip_h + over), pygame.SRCALPHA)
            edge = max(1, w // 60)
            radius = max(2, int(w * self.art.CORNER))
            pygame.draw.rect(img, EDGE, img.get_rect(), border_bottom_left_radius=radius,
                             border_bottom_right_radius=radius)
            pygame.draw.rect(img, PAPER, (edge, 0, w - 2 * edge, strip_h + over - edge),
                             border_bottom_left_radius=max(1, radius - edge),
                             border_bottom_right_radius=max(1, radius - edge))
            label = self.art.label(code, max(6, strip_h * 0.72))
            if label.get_width() > w - 2 * edge - 2:
                label = pygame.transform.smoothscale(label, (w - 2 * edge - 2, label.get_height()))
            img.blit(label, label.get_rect(midleft=(max(edge + 1, int(w * 0.08)), over + strip_h // 2)))
            if len(cache) > 400:
                cache.clear()
            if pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            cache[key] = img
        return img

    def _tower_key(self, seat: int) -> tuple:
        """What the tower of ``seat`` shows: its stones and King where they stand (none in flight),
        and whether a stone waits on top for its construction card."""
        p = self.pending
        out = [p is not None and p["kind"] == "pay" and p["target"] == seat]
        for cid in (*self.d_towers[seat], self.d_kings[seat]):
            s = self.sprites.get(cid) if cid is not None else None
            out.append(None if s is None or self._is_moving(s) else (cid, tuple(s.rect())))
        return tuple(out)

    def _draw_tower(self, surface: pygame.Surface, seat: int) -> None:
        """The stones of ``seat``'s tower (each covered one as a strip naming it) and its King."""
        p = self.pending
        tower = self.d_towers[seat]
        count = len(tower)
        if p is not None and p["kind"] == "pay" and p["target"] == seat:
            count += 1          # the stone laid on top, waiting for its construction card
        for i, cid in enumerate(tower):
            s = self.sprites.get(cid)
            if s is None or self._is_moving(s):
                continue
            self._draw_sprite(surface, s)
            code = self.faces.get(cid)
            if i < count - 1 and code:
                r = s.rect()
                strip_h = max(4, round(s.h * self.step[self.pos_of(seat)]))
                img = self._strip(code, r.w, strip_h)
                surface.blit(img, (r.left, r.bottom - img.get_height()))
        king = self.d_kings[seat]
        if king is not None:
            s = self.sprites.get(king)
            if s is not None and not self._is_moving(s):
                self._draw_sprite(surface, s)

    # ------------------------------------------------------------------ your hand
    def _draw_hand(self, surface: pygame.Surface) -> None:
        px = self.layout.px
        hand = self.hand_ids()
        p = self.pending
        pay = set(p["cmds"]) if p else set()
        for cid in hand:
            s = self.sprites.get(cid)
            if s is None or self._is_moving(s) or (p and cid == p["card"]):
                continue
            if p and cid in pay:
                hot = self.focus == ("pay", cid) or self.hover == ("card", cid)
                ring = self.art.outline(s.h, FOCUS if self.focus == ("pay", cid) else (DROP if hot else GOOD),
                                        max(3, px(7 if hot else 5)))
                self._inked(surface.blit(ring, ring.get_rect(center=s.rect().center)))
            self._draw_sprite(surface, s)
            if p and cid not in pay:
                shade = self.art.shade(s.h)
                self._inked(surface.blit(shade, shade.get_rect(center=s.rect().center)))
            elif cid == self.selected:
                ring = self.art.outline(s.h, SELECT, max(3, px(6)))
                self._inked(surface.blit(ring, ring.get_rect(center=s.rect().center)))
            elif self.focus == ("card", cid):
                ring = self.art.outline(s.h, FOCUS, max(3, px(5)))
                self._inked(surface.blit(ring, ring.get_rect(center=s.rect().center)))
            if cid in self.fresh and not p:
                self._new_tag(surface, s.rect())
        if p:
            s = self.sprites.get(p["card"])
            if s is not None and not self._is_moving(s):
                ring = self.art.outline(s.h, SELECT, max(3, px(6)))
                self._inked(surface.blit(ring, ring.get_rect(center=s.rect().center)))
                self._draw_sprite(surface, s)

    def _new_tag(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """A small gold "new" tag on a card drawn at the start of this turn."""
        img = theme.text("new", self.f["chip"], theme.BG_DARK, bold=True)
        pad = self.layout.px(6)
        tag = img.get_rect(midbottom=(r.centerx, r.top - self.layout.px(3)))
        self._inked(pygame.draw.rect(surface, GOLD, tag.inflate(pad * 2, pad // 2), border_radius=tag.h))
        self._inked(surface.blit(img, tag))

    # ------------------------------------------------------------------ where the card may go
    def _active_card(self) -> int | None:
        if self.drag is not None:
            return self.drag["sprite"].id
        return self.selected

    def _draw_targets(self, surface: pygame.Surface) -> None:
        px = self.layout.px
        if self.human_actor() is None:
            return
        self._ink_unknown()     # a person's table: its highlights do not say where they are drawn
        p = self.pending
        if p is not None:
            r = self._tower_frame(p["target"]).inflate(px(8), px(8))
            pygame.draw.rect(surface, SELECT, r, max(2, px(5)), border_radius=px(12))
            return
        cid = self._active_card()
        if cid is None:
            return
        targets = self.targets_of(cid)
        dragging = self.drag is not None
        for seat in range(self.n):
            target = ("tower", seat)
            r = self._tower_frame(seat).inflate(px(8), px(8))
            if target in targets:
                focused = self.focus == target
                hot = focused or self.hover == target
                colour = FOCUS if focused else (DROP if hot else GOOD)
                pygame.draw.rect(surface, colour, r, max(2, px(7 if hot else (5 if dragging else 4))),
                                 border_radius=px(12))
            elif self.relevant(cid, seat):
                hot = self.hover == target
                pygame.draw.rect(surface, BAD, r, max(2, px(5 if hot else 3)), border_radius=px(12))
                self._blocked_tag(surface, r)
        if DISCARD in targets:
            r = self._pile_rect("discard").inflate(px(14), px(14))
            focused = self.focus == DISCARD
            hot = focused or self.hover == DISCARD
            colour = FOCUS if focused else (DROP if hot else GOOD)
            pygame.draw.rect(surface, colour, r, max(2, px(6 if hot else 3)), border_radius=px(12))

    def _blocked_tag(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """A small "blocked" tag on a tower the card may not go on (the reason comes over it)."""
        img = theme.text("blocked", self.f["tag"], theme.TEXT, bold=True)
        tag = img.get_rect(midtop=(r.centerx, r.top + self.layout.px(6)))
        if tag.w + self.layout.px(12) > r.w:
            return
        pygame.draw.rect(surface, (150, 40, 40), tag.inflate(self.layout.px(12), self.layout.px(4)), border_radius=tag.h)
        surface.blit(img, tag)

    def _empty_size(self, slot: pygame.Rect) -> int:
        """The size of "empty" in an empty pile's slot: the table's, or where the interface size grew
        it wider than the slot's outline, smaller (never below its 100 % size)."""
        size = self.f["small"]
        if self._grown() > 1.0:
            size = self._shrunk(size, lambda size: theme.font(size).size("empty")[0] > slot.w - self.layout.px(8))
        return size

    # ------------------------------------------------------------------ buttons and the hint
