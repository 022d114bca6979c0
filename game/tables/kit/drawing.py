"""Drawing a card table: one still picture drawn in parts, and what moves drawn over it each frame.

The still picture's parts (``BaseTable._render_parts``): every seat's header, every zone (a zone
whose cards rest draws them, a pile or a fan draws itself), the status band and the buttons with
the guide above them; a game adds its own (``_still_parts``). A picture is kept for each seat at
the bottom (``_keep_still_of_bottom``).

Each frame, over the picture: the gold frame of the seat to play, the places the picked or dragged
card may go (``Zone.draw_marks``), the card waiting for a choice, the cards in motion, the effects
and the dragged card. Every face of the viewer's secret cards that reaches the screen is reported
(``_private_drawn``). Part of ``CardTable`` (table.py).
"""
from __future__ import annotations

from functools import partial
from itertools import chain

import pygame

from ... import theme
from ...widgets import ui
from ...widgets.art import card_size
from ...wording import shorter_forms
from ..base import DROP, FOCUS, GOLD, GOOD, StillPart, frame_sides, in_screen_format, night_sky
from ..sprites import CardSprite
from .zones import Pile

SELECT = (255, 226, 110)      # the picked card, the card waiting for its choice
BOT_CHIP = (64, 76, 112)
YOU_CHIP = (60, 120, 90)


class CardDrawing:
    """The drawing part of ``CardTable``."""

    BUTTONS_FILL = (24, 36, 70)       # the panel of the buttons and the guide over them
    GUIDE_INK = theme.TEXT    # the guide's words (its "Keys" paragraph is dimmed)

    # ------------------------------------------------------------------ each frame
    def draw(self, surface: pygame.Surface) -> None:
        """The table, then the shared overlays (tooltip, notice bubble, log drawer) over it: no game
        and no host has to remember to draw them."""
        self._draw_table(surface)
        self._draw_overlays(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        """The still picture (redrawn in the parts that changed), then what moves."""
        self._blit_still(surface)
        self._draw_frames(surface)
        question = self._question_part()
        if question is not None and self._static is not None:
            # the question stays on top of the turn's frame
            area = question.rect.clip(surface.get_rect())
            surface.blit(self._static, area, area)
        if self.human_actor() is not None:
            self._ink_unknown()     # a person's table: its highlights do not say where they are drawn
            self._draw_marks(surface)
            self._draw_waiting_card(surface)
        drag = self.drag["sprite"] if self.drag else None
        for s in [*filter(self._is_moving, self.sprites.values()), *self.flyers]:
            if s is not drag:
                self._draw_sprite(surface, s, still=False)
        for z in self.zones.values():
            z.draw_moving(self, surface)
        self._ink_effects(surface)
        if drag is not None:
            self._draw_sprite(surface, drag, still=False)
            self._ink_unknown()
        if not self.still_redrawn:
            self.warm_art(0.6)      # a quiet frame: draw a face or two ahead of need

    def _frame_key(self) -> tuple:
        return (self._version, self.tweens.version, self.ui_tweens.version, id(self.shown), self.human_actor(),
                self.focus, self.hover, self.selected, self.choice, frozenset(self.picks), self.turn,
                tuple(b.hover for b in self._clickable_buttons()), self.notice[0] if self.notice else None,
                self.log[-1] if self.log else None, self.drag["sprite"].id if self.drag else None, self.caption,
                self.viewer, self.show_buttons, self.done_for, self._hand_banner())

    def face_image(self, code, h: float) -> pygame.Surface:
        """The face of ``code`` at height ``h`` as this table shows it (a game's mode may change it)."""
        return self.art.face(code, h)

    def _image(self, s: CardSprite, h: float) -> pygame.Surface:
        code = self.code(s.id)
        if s.face_up and code is not None:
            self.warm_size(h)
            return self.face_image(code, h)
        return self.art.back(h)

    warm_sizes: set = frozenset()       # the card heights whose faces are planned (``_warm_faces``)
    _warm_codes: list = []

    def _warm_faces(self, codes: list, sizes, *more, key=None) -> None:
        """Plan every face of ``codes`` at each card height of ``sizes``, then the pieces of ``more``
        (iterables of callables), to be made a few a frame while the table is quiet (``warm_art``): a
        face drawn the first time it lands takes about a millisecond, several of them one frame's
        whole budget. ``key``: what else the plan is made from (the plan of the same key stands)."""
        heights = tuple(dict.fromkeys(card_size(h)[1] for h in sizes))
        planned = (partial(self.face_image, code, h) for h in heights for code in codes)
        if self._to_warm.plan(chain(planned, *more), key=(heights, key)):
            self.warm_sizes = set(heights)      # kept while the plan stands: sizes added since stay known
            self._warm_codes = codes

    def warm_size(self, h: float) -> None:
        """A face shown at a size not planned (a hand of many cards shrinks them): the rest of the
        deck at that size is made next, before the hand's next card lands at it."""
        h = card_size(h)[1]
        if self._warm_codes and h not in self.warm_sizes:
            self.warm_sizes.add(h)
            self._to_warm.add(partial(self.face_image, code, h) for code in self._warm_codes)

    def _draw_sprite(self, surface: pygame.Surface, s: CardSprite, still: bool = True) -> None:
        """Draw ``s``, reporting a face only the viewer may see."""
        if s.face_up and s.id in self._secret and self.viewer is not None and self.code(s.id) is not None:
            if still:
                self._static_private_drawn(self.viewer, s.id)
            else:
                self._private_drawn(self.viewer, s.id)
        self._blit_sprite(surface, s)

    def _draw_resting(self, surface: pygame.Surface, cid: int) -> pygame.Rect | None:
        """A resting card, unless it moves (then it is drawn over the picture each frame)."""
        s = self.sprites.get(cid)
        if s is None or self._is_moving(s):
            return None
        self._draw_sprite(surface, s)
        return s.rect()

    def resting_key(self, cards) -> tuple:
        """What resting ``cards`` look like in the picture: each one's slot, or that it moves."""
        out = []
        for cid in cards:
            s = self.sprites.get(cid)
            out.append(None if s is None or self._is_moving(s) else (cid, s.target or tuple(s.rect()), s.face_up))
        return tuple(out)

    # ------------------------------------------------------------------ the still picture
    # a hand-over draws the whole picture afresh; False where the parts' keys say all it changes
    # (Sky 5, without a hand: a bank's points, the YOU chip)
    HAND_OVER_REDRAWS = True

    def _render_static(self) -> None:
        self._sync_buttons()
        viewer = self.viewer if self.HAND_OVER_REDRAWS else None
        self._render_parts(self._still_parts(), whole=(viewer, self.bottom, self.show_buttons,
                                                       bool(self.caption), self.size))

    def _keep_still_of_bottom(self) -> None:
        """The still picture and what its parts showed are kept for each seat at the bottom, four
        at most (the demo turns the table to the seat deciding at every turn): coming back to a
        seat redraws only the parts that changed since, not the whole picture (5-7 ms at
        1920x1080). One drawn over another background is not kept."""
        kept = self.__dict__.setdefault("_stills", {})     # bottom -> (background, picture state)
        made = self.__dict__.get("_stills_made")           # (bottom, background) of the one in hand
        if made is not None:
            kept[made[0]] = (made[1], (self._static, self._parts_seen, self._parts_private, self._parts_on))
        bg, still = kept.pop(self.bottom, (None, (None, None, {}, ())))
        if bg is not self.bg:
            still = (None, None, {}, ())
        while len(kept) >= 4:
            del kept[next(iter(kept))]
        self._stills_made = (self.bottom, self.bg)
        (self._static, self._parts_seen, self._parts_private, self._parts_on) = still

    def _still_parts(self) -> list[StillPart]:
        parts = [self._head_part(seat) for seat in range(self.n)]
        # a zone's part lies in its ink_rect (a game's geometry keeps everything a zone draws in it,
        # the rising cards and tags of a hand too): parts that overlap are drawn again together, so
        # a loose rect costs its neighbours' drawing at every change
        for z in self.zones.values():
            parts += z.still_parts(self)
        parts.append(self._status_part())
        if self.show_buttons:
            parts.append(self._buttons_part())
        if self.FRAMES_STILL:
            parts += [self._frame_part(seat) for seat in range(self.n)]
        question = self._question_part()
        if question is not None:
            parts.append(question)
        return parts

    question = None           # a game's ``QuestionPanel`` (kit/question.py), made with its buttons

    def _question_part(self) -> StillPart | None:
        """The open question's panel, drawn last."""
        if self.question is None or not self._asking():
            return None
        return self.question.part(self)

    # ------------------------------------------------------------------ the background
    SKY = 0                   # the seed of the background's stars
    SKY_TOP = (24, 38, 74)    # and the colour at the top of its gradient

    @classmethod
    def ready_sky(cls, size: tuple[int, int]) -> None:
        """Paint this table's sky for a window of ``size`` before its first frame (the setup screen
        does, while a person chooses): that frame then copies it, where painting it took ~10 ms."""
        night_sky(size, cls.SKY, cls.SKY_TOP)

    def _render_background(self, size) -> pygame.Surface:
        """The night sky with the panels: each seat's and what the game draws on it
        (``_draw_seat_panels``), the table's middle, the status band, the buttons' panel and the
        outline of each pile's place."""
        L = self.layout
        px = L.px
        bg = night_sky(size, self.SKY, self.SKY_TOP)
        self._draw_seat_panels(bg)
        self._draw_status_band(bg)
        ui.draw_panel(bg, L["table"], fill=(22, 40, 78), edge=(46, 70, 120), radius=px(18), width=max(1, px(2)))
        ui.draw_panel(bg, L["buttons"], fill=self.BUTTONS_FILL, edge=(62, 86, 140), radius=px(18), width=max(1, px(2)))
        for z in self.zones.values():
            if isinstance(z, Pile):
                pygame.draw.rect(bg, (40, 60, 104), z.card.inflate(px(6), px(6)), max(1, px(2)), border_radius=px(10))
        return in_screen_format(bg)

    ZONE_PANELS: tuple[str, ...] = ()   # the kinds of a seat's zones with a panel of their own (Sky Tango's heaps)

    def _draw_seat_panels(self, bg: pygame.Surface) -> None:
        """Each seat's panel, and on it the panels of its zones of ``ZONE_PANELS`` (a game may add more)."""
        px = self.layout.px
        for p in range(self.n):
            ui.draw_panel(bg, self.seat_r[p], fill=(30, 46, 88), edge=self._panel_edge(self.seat_at_pos(p)),
                          radius=px(18), width=max(1, px(2)))
        for kind in self.ZONE_PANELS:
            for r in self.per_seat(kind):
                ui.draw_panel(bg, r, fill=(24, 38, 74), edge=(40, 58, 100), radius=px(10), width=1)

    def _panel_edge(self, seat: int):
        """A seat panel's edge: the seat's own colour (``_seat_colour``) dimmed, else the panels' blue."""
        colour = self._seat_colour(seat)
        return (62, 86, 140) if colour is None else tuple(int(v * 0.75) for v in colour)

    # ------------------------------------------------------------------ seats
    # Every game's seat header is this one: the seat's number disc (lit for ``_head_actor``), its
    # name and chips, and the game's words at the right (``_draw_head_right``). What differs between
    # the games is said by the attributes and hooks here.
    HEAD_DROP = 0             # the header strip starts this many pixels (at 1280x720) below its seat's top
    BADGE_INSET = (14, 14)    # the number disc's left edge, this many pixels (at 1280x720) into the strip: 100 %, grown
    NAME_GAP = 0              # grown text: the name leaves this many pixels (at 1280x720) before the words at the right
    # Which chips stay first when grown text beside the name leaves room for only some (lower first).
    # What only a chip says stays (a bot sits here, who won); TO PLAY gives way first, as the seat to
    # play also wears the gold frame and disc and the headline names it.
    CHIP_RANK = {"WINNER": 0, "BOT": 0, "STOPPED": 1, "YOU": 2, "HOLDING THE SCREEN": 2, "TO PLAY": 4}
    UNRANKED = 3              # the rank of a chip ``CHIP_RANK`` does not name
    # The chip saying who sits at a seat (``_who_sits``): its words and colour.
    WHO = {"bot": ("BOT", BOT_CHIP), "you": ("YOU", YOU_CHIP), "holding": ("HOLDING THE SCREEN", YOU_CHIP)}

    def _head_rect(self, p: int) -> pygame.Rect:
        """Seat position ``p``'s header strip: down to the top of the seat's ``HEADER_ABOVE`` zone
        (40 pixels high without one)."""
        R = self.seat_r[p]
        top = R.top + (self.layout.px(self.HEAD_DROP) if self.HEAD_DROP else 0)
        h = self.layout[f"{self.HEADER_ABOVE}.{p}"].top - R.top if self.HEADER_ABOVE else self.layout.px(40)
        return pygame.Rect(R.left, top, R.w, h)

    def _head_ink(self, p: int) -> pygame.Rect:
        """Where seat position ``p``'s header draws: its strip (a game's disc may stand out of it), but
        for the ``HEAD_DROP`` of it over the zone under it, where its words never reach (a header
        changing at every turn drew that zone again, and a change there the header)."""
        head, drop = self._head_rect(p), self.layout.px(self.HEAD_DROP) if self.HEAD_DROP else 0
        return pygame.Rect(head.left, head.top, head.w, head.h - drop)

    def _badge_radius(self, base: int) -> int:
        """The radius of a seat's number disc: ``base`` pixels at 1280x720 and, where the interface
        size grew the text, as large as holds its digits."""
        px = self.layout.px
        r = max(8, px(base))
        if theme.interface > 1.0:
            badge = theme.font(self.f["badge"], True)
            r = max(r, (badge.get_height() + px(4)) // 2, (badge.size(str(self.n))[0] + px(8)) // 2)
        return r

    def _head_actor(self) -> int | None:
        """The seat whose header shows it acts: its disc lit and its chip ``_turn_word``."""
        return self.turn

    def _who_sits(self, seat: int) -> str:
        """Who sits at ``seat``, a key of ``WHO``: "bot", "you" (the one person here), "holding"
        (the person holding the screen among several) or "other"."""
        if self.is_bot(seat):
            return "bot"
        if seat == self.viewer:
            return "you" if len(self.humans) == 1 else "holding"
        return "other"

    def _seat_chips(self, seat: int) -> list:
        """(text, fill, ink) of the chips after a seat's name: who sits there (``WHO``), the game's
        own, and whether it won or acts now (or the game's words for a seat that waits)."""
        who = self.WHO.get(self._who_sits(seat))
        chips = [(who[0], who[1], theme.TEXT)] if who else []
        chips += self._game_chips(seat)
        if self.shown.get("over"):
            if seat in self._winners():
                chips.append(("WINNER", GOLD, theme.BG_DARK))
        elif seat == self._head_actor():
            chips.append((self._turn_word(seat), GOLD, theme.BG_DARK))
        else:
            chips += self._idle_chips(seat)
        return chips

    def _game_chips(self, seat: int) -> list:
        return []

    def _idle_chips(self, seat: int) -> list:
        return []

    def _turn_word(self, seat: int) -> str:
        """The chip of the seat acting now (a game's word for what it does)."""
        return "TO PLAY"

    def _winners(self) -> list[int]:
        return (self.shown.get("result") or {}).get("winners") or []

    def _head_key(self, seat: int) -> tuple:
        """What a seat's header shows besides its chips (a game's: points, a tower's height)."""
        return ()

    def _head_part(self, seat: int) -> StillPart:
        p = self.pos_of(seat)
        key = (seat, p, self.name(seat), tuple(self._seat_chips(seat)), seat == self._head_actor(),
               bool(self.shown.get("over")), self._head_key(seat), self.size)
        return StillPart(f"head.{p}", self._head_ink(p), key, lambda surf: self._draw_head(surf, seat))

    def _draw_head(self, surface: pygame.Surface, seat: int) -> None:
        """A seat's header: its number, its name and chips, and the game's words at the right. Beside
        the name the chips give way by ``CHIP_RANK``; grown, where ``_chips_below``, they are in a
        row of their own, the name's row above it."""
        px = self.layout.px
        head = self._head_rect(self.pos_of(seat))
        grown = theme.interface > 1.0
        chips_below = grown and self._chips_below(self.pos_of(seat))
        cy = head.top + px(2) + self._name_row_h() // 2 if chips_below else head.centery
        x = self._draw_seat_badge(surface, seat, head.left + px(self.BADGE_INSET[grown]), cy, self.badge_r,
                                  self._head_actor(), self.shown.get("over"))
        right = self._draw_head_right(surface, seat, head, cy)
        chips = self._seat_chips(seat)
        if chips_below:
            # headers as wide as this one draw their names at one size, the largest at which each
            # fits: side by side, "Vega" at 33 px beside "Lyra" at 42 read as two tables
            width = right - x - px(self.NAME_GAP)
            names = tuple(self.name(s) for s in self.head_peers(seat))
            size = self._fitted(("peer names", names, width),
                                lambda: self._shrunk_to(list(names), self.f["name"], width, True))
            text = self._fit(self.name(seat), size, width, True)
            img = theme.text(text, size, theme.TEXT, bold=True)
            surface.blit(img, img.get_rect(midleft=(x, cy)))
            for label, r, fill, ink, size in self.head_chips(seat):
                self._chip(surface, label, r.left, r.centery, fill, ink, size=size)
        else:
            self._draw_name_and_chips(surface, seat, x, cy, right, chips)

    def head_peers(self, seat: int) -> list[int]:
        """The seats whose headers are as wide as ``seat``'s (itself too): side by side, they say
        their names (and a game its scores) alike."""
        w = self._head_rect(self.pos_of(seat)).w
        return [s for s in range(self.n) if self._head_rect(self.pos_of(s)).w == w]

    def _chips_below(self, p: int) -> bool:
        """Grown text: whether seat position ``p``'s chips take a row of their own under its name
        (``head_chips``) rather than give way beside it: no seat's, unless a game says it per seat
        (a narrow seat's header, Sky Totems' big altar)."""
        return False

    def _draw_head_right(self, surface: pygame.Surface, seat: int, head: pygame.Rect, cy: int) -> int:
        """The game's words at the right of a header (points); returns where the name's room ends."""
        return head.right - self.layout.px(10)

    def _draw_name_and_chips(self, surface, seat: int, x: int, cy: int, right: int, chips: list) -> None:
        """A header's name and chips in a row. Every chip says something (FIRST, TO PLAY...), so room
        is found before any is left out: grown, the chips shrink down to the reading floor
        (``_least_grown``); only then are chips dropped, highest ``CHIP_RANK`` first (a chip it
        does not name: ``UNRANKED``). The name comes before any chip: it keeps its size for them
        (the seat to play, with one chip more, has a name as large as its neighbours'), and it
        shrinks, then is cut with "...", only where it does not fit alone (a name as short as
        "Orion" was cut beside BOT and TO PLAY at 100 %). The chips are drawn in their usual order."""
        px = self.layout.px
        name, gap, name_gap = self.name(seat), px(6), px(self.NAME_GAP)
        labels = tuple(c[0] for c in chips)

        def find() -> tuple[str, int, int, frozenset]:
            every = range(len(labels))

            def chips_width(size: int, which=every) -> int:
                pad = max(4, size // 3)
                return sum(theme.font(size, True).size(labels[i])[0] + 2 * pad + gap for i in which)

            def room(name_size: int) -> int:
                return right - x - theme.font(name_size, True).size(name)[0] - px(12)

            name_size = self._fit_shrinking(name, self.f["name"], right - x - name_gap, True)[1]
            chip = self._shrunk(self.f["chip"], lambda size: chips_width(size) > room(name_size))
            keep, left = set(), room(name_size)      # all of them where they fit together
            for i in sorted(every, key=lambda i: self.CHIP_RANK.get(labels[i], self.UNRANKED)):
                if chips_width(chip, [i]) <= left:
                    keep.add(i)
                    left -= chips_width(chip, [i])
            return self._fit(name, name_size, right - x - name_gap, True), name_size, chip, frozenset(keep)

        # measured once for these words in this room (a header is drawn again at every change)
        text, name_size, chip, keep = self._fitted(("grown name chips", name, labels, right - x), find)
        img = theme.text(text, name_size, theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(midleft=(x, cy)))
        x += img.get_width() + px(12)
        for i, (label, fill, ink) in enumerate(chips):
            if i in keep:
                x = self._chip(surface, label, x, cy, fill, ink, size=chip) + gap

    def _name_left(self, head: pygame.Rect) -> int:
        """Where a grown header's name starts: after its number disc."""
        px = self.layout.px
        return head.left + px(self.BADGE_INSET[1]) + 2 * self.badge_r + px(10)

    def _name_row_h(self) -> int:
        """With its chips below (``_chips_below``), grown text: the height of a header's row of disc and name."""
        return max(theme.font(self.f["name"], True).get_height(), 2 * self.badge_r)

    def _chip_row_h(self, size: int | None = None) -> int:
        size = size or self.f["chip"]
        return theme.font(size, True).get_height() + max(4, size // 3) // 2

    def _chip_row_left(self, p: int) -> int:
        """With its chips below: where seat position ``p``'s own row of chips starts (under the name)."""
        return self._name_left(self._head_rect(p))

    def head_chips(self, seat: int) -> list[tuple[str, pygame.Rect, tuple, tuple, int]]:
        """With its chips below, grown text: a header's chips (label, rect, fill, ink, text size) in a
        row of their own along the foot of its strip, shrunk toward the reading floor where the row
        would not hold them all."""
        p = self.pos_of(seat)
        head = self._head_rect(p)
        chips = self._seat_chips(seat)
        return self._fitted(("head_chips", tuple(chips), tuple(head), self._chip_row_left(p)),
                            lambda: self._placed_chips(chips, head, self._chip_row_left(p)))

    def _placed_chips(self, chips: list, head: pygame.Rect, left: int) -> list:
        px = self.layout.px

        def widths(size: int) -> list[int]:
            return [theme.font(size, True).size(c[0])[0] + 2 * max(4, size // 3) for c in chips]

        size = self._shrunk(self.f["chip"], lambda size: left + sum(widths(size)) + px(6) * len(chips) > head.right)
        h = self._chip_row_h(size)
        out, x = [], left
        for (label, fill, ink), w in zip(chips, widths(size)):
            out.append((label, pygame.Rect(x, head.bottom - px(2) - h, w, h), fill, ink, size))
            x += w + px(6)
        return out

    def _seat_colour(self, seat: int):
        """A seat's own colour (Sky Tango's teams): its frame when not to play, dimmed its panel's edge; or None."""
        return None

    def _frame(self, seat: int) -> tuple | None:
        """(rect, colour, width, radius) of ``seat``'s frame: gold round the seat to play (and the
        winners'), else the seat's own colour (``_seat_colour``); None for no frame."""
        px = self.layout.px
        v = self.shown
        over = v.get("over")
        R = self.seat_r[self.pos_of(seat)]
        if seat == self.turn and not over or over and seat in self._winners():
            return R.inflate(px(6), px(6)), GOLD, max(2, px(4 if seat == self.turn else 3)), px(21)
        colour = self._seat_colour(seat)
        return (R, colour, max(2, px(3)), px(18)) if colour is not None else None

    # The seats' frames are drawn over the still picture each frame; a game whose frames change only
    # with the turn may make them parts of the picture instead (``_frame_part``).
    FRAMES_STILL = False

    def _draw_frames(self, surface: pygame.Surface) -> None:
        """Each seat's frame (``_frame``) over the still picture, unless ``FRAMES_STILL``."""
        if self.FRAMES_STILL:
            return
        for seat in range(self.n):
            frame = self._frame(seat)
            if frame is not None:
                self._draw_frame(surface, frame)
                for side in self._frame_sides(frame):
                    self._inked(side)

    def _frame_part(self, seat: int) -> StillPart:
        """``seat``'s frame as a part of the still picture: four thin strips along the frame (a
        deeper or wider part would take the seat's cards and words, or the status band and the
        buttons beside it, along at each turn's redraw)."""
        frame = self._frame(seat)
        sides = self._frame_sides(frame) if frame is not None else ()
        return StillPart(f"frame.{seat}", sides, frame, partial(self._draw_frame, frame=frame))

    @staticmethod
    def _frame_sides(frame: tuple) -> tuple[pygame.Rect, ...]:
        """Where a frame (rect, colour, width, radius) draws: strips along the inside of its rect,
        as deep as its rounded corners reach (no point of a corner's ring lies more than
        radius * 0.3 + width in from both sides)."""
        rect, _colour, width, radius = frame
        return frame_sides(rect, 1, width + radius * 3 // 10 + 1)

    @staticmethod
    def _draw_frame(surface: pygame.Surface, frame: tuple | None) -> None:
        if frame is not None:
            rect, colour, width, radius = frame
            pygame.draw.rect(surface, colour, rect, width, border_radius=radius)

    # ------------------------------------------------------------------ the hand
    def _hand_banner(self) -> str | None:
        """Words over your hand (Sky Tango's "play another card"), or None."""
        return None

    def hand_key(self) -> tuple:
        hand = self.hand_ids()
        mine = self.human_actor() is not None
        c = self.choice
        return (self.resting_key(hand), tuple(self.moves.playable(x) for x in hand) if mine else (),
                self.selected, self.focus, self.hover if c is not None else None, c,
                tuple(sorted(self.fresh)), self._hand_banner(), self.size, bool(self.shown.get("over")))

    def _draw_hand(self, surface: pygame.Surface) -> None:
        """Your hand: a picked card ringed, the cards a choice will take ringed (the others dimmed),
        cards that fit nowhere dimmed, new ones tagged."""
        px = self.layout.px
        mine = self.human_actor() is not None
        c = self.choice if self.choice is not None and self.choice.card is not None else None
        banner = self._draw_hand_banner(surface)
        fresh: list[pygame.Rect] = []
        shown: list[pygame.Rect] = []           # every card drawn, for what of a tagged one shows
        for cid in self.hand_ids():
            s = self.sprites.get(cid)
            if s is None or self._is_moving(s) or (c is not None and cid == c.card):
                continue
            r = s.rect()
            shown.append(r)
            if c is not None:
                self._draw_offered(surface, s, cid in c.picks, self.focus == ("pick", cid), self.hover == ("card", cid))
            else:
                self._draw_sprite(surface, s)
                if mine and not self.moves.playable(cid) and cid != self.selected:
                    shade = self.art.shade(s.h, 90)
                    surface.blit(shade, shade.get_rect(center=r.center))
            if cid == self.selected:
                self._ring(surface, r.center, s.h, SELECT, max(3, px(6)))
            elif self.focus == ("card", cid):
                self._ring(surface, r.center, s.h, FOCUS, max(3, px(5)))
            if cid in self.fresh and c is None:
                fresh.append(r)
        self._draw_new_tags(surface, fresh, banner, shown)

    def _draw_new_tags(self, surface: pygame.Surface, cards: list[pygame.Rect], banner,
                       hand: list[pygame.Rect]) -> None:
        """A "new" tag over each card of your last draw; where the hand overlaps so much that two
        tags would touch, one tag over those cards together rather than tags over each other."""
        px = self.layout.px
        words = theme.text("new", self.f["tag"], theme.BG_DARK, bold=True).get_rect()
        width = words.w + px(12) + px(4)
        groups: list[pygame.Rect] = []
        lasts: list[pygame.Rect] = []                # each group's last card
        last = None                                  # the centre of the card tagged before
        for r in sorted(cards, key=lambda r: r.centerx):
            if groups and r.centerx - last < width:
                groups[-1] = groups[-1].union(r)
                lasts[-1] = r
            else:
                groups.append(pygame.Rect(r))
                lasts.append(r)
            last = r.centerx
        # grown, a tag above a card (a picked one rises) could reach your header's name and chips
        head = self._head_rect(0) if theme.interface > 1.0 else None
        for r, card in zip(groups, lasts):
            above = self._tag_rects(words, (r.centerx, r.top), below=False)[1]
            if (banner is not None and banner.colliderect(r.move(0, -r.h // 4))
                    or head is not None and head.colliderect(above)):
                # ringed: a gold pill on a gold face (Sky Tango's suns) did not read as a tag
                self.draw_tag(surface, "new", self._inside_tag_at(r, card, hand, words.h), GOLD, edge=theme.BG_DARK)
            else:
                self.draw_tag(surface, "new", (r.centerx, r.top), GOLD, below=False)

    def _inside_tag_at(self, r: pygame.Rect, card: pygame.Rect, hand: list[pygame.Rect], tall: int) -> tuple[int, int]:
        """Where a "new" tag goes inside the cards ``r`` (``card`` the last of them) when the band
        above them is taken: where the face leaves room (``TAG_WHOLE``, ``TAG_STRIP`` of the art),
        across a card that shows whole, else centred across what shows of the cards (at their top
        the tag hid the corner rank of the card overlapping them)."""
        shows_to = min((h.left for h in hand if h.left > card.left), default=r.right)
        if card.left == r.left and shows_to >= r.right:
            across, down = self.art.TAG_WHOLE
            x = r.left + int(across * r.w)
        else:
            down = self.art.TAG_STRIP
            x = (r.left + shows_to) // 2
        return x, card.top + int(down * card.h) - tall // 2

    def _draw_offered(self, surface: pygame.Surface, s: CardSprite, offered: bool, focused: bool,
                      hot: bool = False) -> None:
        """A resting card a choice may take (``offered``: ringed, blue with the keyboard focus, pale
        under the pointer) or may not (shaded): a paying card, a buster's card to take."""
        hot = hot or focused
        if offered:
            colour = FOCUS if focused else (DROP if hot else GOOD)
            self._ring(surface, s.rect().center, s.h, colour, max(3, self.layout.px(7 if hot else 5)))
        self._draw_sprite(surface, s)
        if not offered:
            shade = self.art.shade(s.h)
            surface.blit(shade, shade.get_rect(center=s.rect().center))

    def _ring(self, surface: pygame.Surface, at, h: float, colour, width: int) -> None:
        """A card-shaped outline ``width`` wide round a card ``h`` high centred on ``at``."""
        ring = self.art.outline(h, colour, width)
        surface.blit(ring, ring.get_rect(center=at))

    def _draw_hand_banner(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The words over your hand, in a gold pill; where it was drawn (``hand_banner_rect``)."""
        words = self._hand_banner()
        self.hand_banner_rect = None
        if not words:
            return None
        px = self.layout.px
        R = self.zones[f"hand.{self.viewer}"].rect
        text, size = self._fit_shrinking(words, self.f["name"], R.w - px(40), True)
        img = theme.text(text, size, theme.BG_DARK, bold=True)
        r = img.get_rect(midtop=(R.centerx, R.top + px(2)))
        pill = r.inflate(px(28), px(8))
        pygame.draw.rect(surface, GOLD, pill, border_radius=pill.h // 2)
        surface.blit(img, r)
        self.hand_banner_rect = pill
        return pill

    def _draw_waiting_card(self, surface: pygame.Surface) -> None:
        """The card laid and waiting for its choice, ringed, where it will go."""
        c = self.choice
        s = self.sprites.get(c.card) if c is not None and c.card is not None else None
        if s is not None and not self._is_moving(s):
            self._ring(surface, s.rect().center, s.h, SELECT, max(3, self.layout.px(6)))
            self._draw_sprite(surface, s, still=False)

    # ------------------------------------------------------------------ where the card may go
    def _draw_marks(self, surface: pygame.Surface) -> None:
        """The places the picked or dragged card may go, lit, and the blocked ones a player might
        mean, marked; with a choice open, the place the waiting card goes."""
        px = self.layout.px
        c = self.choice
        if c is not None:
            if c.card is not None:
                r = self.target_rect(c.target).inflate(px(8), px(8))
                pygame.draw.rect(surface, SELECT, r, max(2, px(5)), border_radius=px(12))
            return
        card = self._active_card()
        if card is None:
            return
        options = self.moves.options(card)
        for z in self.zones.values():
            lit = [t for t in options if self._target_zone(t) == z.name]
            blocked = [t for t in self._blocked_targets(z, card) if t not in options]
            if lit or blocked:
                z.draw_marks(self, surface, card, lit, blocked)

    def _keep_clear(self) -> tuple:
        """The places lit for the picked or dragged card: a refusal's bubble keeps off them."""
        card = self._active_card() if self.choice is None else None
        if card is None:
            return ()
        return tuple(self.target_rect(t) for t in self.moves.options(card))

    def _blocked_targets(self, z, card: int) -> list[tuple]:
        """The targets of zone ``z`` a player might mean for ``card`` (a game's: ``Moves.relevant``)."""
        target = (z.name,) if "." not in z.name else (z.name.split(".")[0], z.seat)
        return [target] if self.moves.relevant(card, target) else []

    # ------------------------------------------------------------------ small pieces
    def draw_tag(self, surface, text: str, anchor, fill, below: bool = True, ink=None,
                 inside: pygame.Rect | None = None, size: int | None = None, edge=None) -> pygame.Rect:
        """A small pill of ``text`` (at the ``tag`` text size, or ``size``) under ``anchor`` (or
        above it), ringed in ``edge`` if given; kept inside ``inside`` at a grown size. Returns the
        pill's rect."""
        img = theme.text(text, size or self.f["tag"], ink or theme.BG_DARK, bold=True)
        r, pill = self._tag_rects(img.get_rect(), anchor, below, inside)
        if inside is not None and pill.w > inside.w:
            return pill
        pygame.draw.rect(surface, fill, pill, border_radius=r.h)
        if edge is not None:
            pygame.draw.rect(surface, edge, pill, max(1, self.layout.px(2)), border_radius=r.h)
        surface.blit(img, r)
        return pill

    def _tag_rects(self, r: pygame.Rect, anchor, below: bool = True,
                   inside: pygame.Rect | None = None) -> tuple[pygame.Rect, pygame.Rect]:
        """Where ``draw_tag`` puts words of rect ``r`` for ``anchor``, and its pill round them."""
        pad = self.layout.px(6)
        r = r.copy()
        if below:
            r.midtop = anchor
        else:
            r.midbottom = (anchor[0], anchor[1] - pad // 2)
        if inside is not None and theme.interface > 1.0:
            r.right = min(r.right, inside.right - pad - self.layout.px(4))
        return r, r.inflate(pad * 2, pad // 2)

    def count_size(self, card_h: float, text: str = "88") -> int:
        """The size of a count on a card ``card_h`` high (a pile, a fan): grown with the interface
        size while the pill stays within 45 % of the card's height and its width, never below the
        reading floor (``_least_grown``: the pill then covers more of a small card, Tower's ten fans)."""
        size = self.f["count"]
        digits = "8" * max(2, len(text))
        w = card_size(card_h)[0]
        px = self.layout.px

        def too_big(size: int) -> bool:
            f = theme.font(size, True)
            return f.get_height() + px(6) > card_h * 0.45 or f.size(digits)[0] + px(16) > w

        return self._fitted(("count", round(card_h), len(digits)), partial(self._shrunk, size, too_big))

    def draw_count(self, surface, text: str, center, card_h: float) -> pygame.Rect:
        """A count in its dark pill on a card ``card_h`` high."""
        px = self.layout.px
        img = theme.text(text, self.count_size(card_h, text), theme.TEXT, bold=True)
        r = img.get_rect(center=(round(center[0]), round(center[1])))
        pygame.draw.rect(surface, (10, 14, 34), r.inflate(px(14), px(6)), border_radius=r.h)
        surface.blit(img, r)
        return r

    def pile_label_size(self) -> int:
        """One size for the names under the piles that have no size of their own: the largest at
        which each one fits its zone."""
        return min((self._shrunk_to(z.label(0), self.f["label"], z.rect.w, True) for z in self.zones.values()
                    if isinstance(z, Pile) and z.label_size is None), default=self.f["label"])

    # ------------------------------------------------------------------ the status band
    def _status_part(self) -> StillPart:
        key = (self.status_text(), self._status_sub(), self.human_actor() is not None, self._chips_left(),
               tuple(self.status_chips()[0]), self.size)
        return StillPart("status", self._status_rect(), key, self._draw_status_band_words)

    def _draw_status_band_words(self, surface: pygame.Surface) -> None:
        """Whose turn and what to do (in gold when it is for a person here) and under it the last
        news (``_status_lines``), then the game's chips (``status_chips``) left of the log chip."""
        colour = GOLD if self.human_actor() is not None else theme.TEXT
        for words, size, bold, at in self._status_lines()[0]:
            surface.blit(theme.text(words, size, colour if bold else theme.TEXT_DIM, bold=bold), at)
        chips, size = self.status_chips()
        x, cy = self._status_chips_right(), self.layout["status"].centery
        for words, colour in reversed(chips):
            x = self._chip(surface, words, x, cy, colour, theme.BG_DARK, right=True, size=size) - self.layout.px(8)

    def _status_chip_tries(self) -> tuple[list[list[str]], tuple]:
        """A game's chips in the status band (Sky Tango's teams): the words of every chip, in the
        order to try them (the longest first), and each chip's colour; by default none."""
        return [], ()

    def status_chips(self) -> tuple[list[tuple[str, tuple]], int]:
        """The game's chips in the status band, (words, colour) each, and their text size. Where the
        interface size grew them past 45 % of the band, they shrink toward the reading floor, then say
        the next of their tries (``_status_chip_tries``: the last even if still too wide)."""
        tries, colours = self._status_chip_tries()
        if not tries:
            return [], 0
        words, size = tries[0], self.f["chip"] + 2
        if theme.interface > 1.0:
            room = round((self._status_chips_right() - self.layout["status"].left) * 0.45)

            def fit() -> tuple[list[str], int]:
                for words in tries:
                    fitted = self._shrunk(size, lambda s: self._chips_width(words, s) > room)
                    if self._chips_width(words, fitted) <= room:
                        break
                return words, fitted

            words, size = self._fitted(("status chips", tuple(map(tuple, tries)), size, room), fit)
        return list(zip(words, colours)), size

    def _status_chips_right(self) -> int:
        """Where the game's status chips end: left of the log (and scores) chips."""
        return (super()._chips_left() or self.layout["status"].right) - self.layout.px(16)

    def _chips_width(self, words: list[str], size: int) -> int:
        """How wide chips of ``words`` at ``size`` are side by side, each with the gap after it."""
        return sum(theme.font(size, True).size(w)[0] + 2 * max(4, size // 3) + self.layout.px(8) for w in words)

    def _chips_left(self) -> int | None:
        chips, size = self.status_chips()
        if not chips:
            return super()._chips_left()
        return self._status_chips_right() - self._chips_width([words for words, _c in chips], size) + self.layout.px(8)

    # ------------------------------------------------------------------ buttons and the guide
    def _buttons_part(self) -> StillPart:
        key = (tuple((b.label, b.enabled, b.hover, self.focus == (k,)) for k, b in self.buttons.items()),
               self.guide_text(), self.caption, self.done_for, self.done_button.hover, self.size)
        px = self.layout.px
        # as far as a focused button's ring reaches (buttons filling the zone to its edges, Sky
        # Totems' grown column, put it past the margin); only while one is focused: the part larger
        # at every turn was drawn again with the altar beside it. So too the Done button's dark
        # surround (``_draw_done_panel``), where a game puts it past the zone (Sky Totems' over the
        # altar's cards)
        reach = [b.ring() for k, b in self.buttons.items() if self.focus == (k,) and b.rect.w]
        if self.done_for:
            reach.append(self._done_place()[0].inflate(px(10), px(10)))
        return StillPart("buttons", self.layout["buttons"].inflate(px(8), px(8)).unionall(reach), key,
                         self._draw_buttons)

    def _place_buttons(self, rows: list[list[str]], shorter: dict | None = None, shares: dict | None = None,
                       pad: int = 14, side: int | None = None, gap: int = 10, height: int = 52) -> None:
        """Lay ``rows`` of buttons (by key, the menu last) at the foot of the buttons' zone, the guide's
        room above them: a button with a share of its row (``shares``, by key) takes that much of its
        width, the others split the rest evenly. ``pad`` is the margin round them (``side`` at the sides
        where it differs), ``gap`` the space between them and ``height`` theirs at 100 %, in the map's
        pixels. A label too wide for its button takes the first of its ``shorter`` forms that fits."""
        L = self.layout
        px = L.px
        zone = L["buttons"]
        pad, side, gap = px(pad), px(pad if side is None else side, 0), px(gap)
        shares = shares or {}
        bh = max(2 * theme.MIN_TEXT + 6, px(height))
        room = (zone.h - 2 * pad - len(rows) * gap - theme.font(self.f["guide"]).get_linesize() * 2) // len(rows)
        size = self.button_text_size(bh, room)
        if theme.interface > 1.0:
            bh = max(bh, theme.font(size, True).get_height() + px(14))     # taller to hold the grown words
        y = zone.bottom - pad - bh * len(rows) - gap * (len(rows) - 1)
        top = y
        for row in rows:
            width = zone.w - 2 * side - gap * (len(row) - 1)
            shared = {key: int(width * shares[key]) for key in row if key in shares}
            even = (width - sum(shared.values())) // max(1, len(row) - len(shared))
            x = zone.left + side
            for key in row:
                w = shared.get(key, even)
                self.buttons[key].rect = pygame.Rect(x, y, w, bh)
                x += w + gap
            y += bh + gap
        for b in self.buttons.values():
            b.text_size = size
        floor = self._least_grown(size)
        for key, labels in (shorter or {}).items():
            b = self.buttons[key]
            room = b.rect.w - px(20)       # a word flush with its button's edge reads as cut
            # the longest that fits at the grown size, else at the least it shrinks to
            fits = [s for k in (size, floor) for s in labels if theme.font(k, b.primary).size(s)[0] <= room]
            b.label = fits[0] if fits else labels[-1]
        self.guide_rect = pygame.Rect(zone.left + pad, zone.top + pad, zone.w - 2 * pad, top - gap - zone.top - pad)

    def button_text_size(self, height: int, room: int) -> int:
        """The size of the buttons' words for buttons ``height`` tall: at most the status line's at
        100 %. Grown, they grow like the table's text and the buttons round them, while each row
        keeps within ``room`` so that the guide above them keeps two lines."""
        status_100 = theme.px(self.FONT_BASE["status"], theme.scale_for(self.size))
        size = max(theme.MIN_TEXT, min(int(height * 0.42), status_100))
        if theme.interface > 1.0:
            size = theme.grow(size)
            least = self._least_grown(size)
            while size > least and theme.font(size, True).get_height() + self.layout.px(14) > max(height, room):
                size -= 1
        return size

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        """The buttons and the guide above them (or the Done button, or the demo's caption)."""
        if self._draw_demo_caption(surface):
            return
        px = self.layout.px
        for key, b in self.buttons.items():
            b.focused = self.focus == (key,)
            b.draw(surface)
        size, text = self.guide_fit(self.guide_text())
        r = self.guide_rect
        y = r.top
        step = theme.font(size).get_linesize()
        for para in text.split("\n"):
            lines = self._wrap(para, size, r.w)
            if y + step * len(lines) > r.bottom:
                return          # a paragraph is shown whole or not at all (the tooltip holds it all)
            colour = self.GUIDE_INK if not para.startswith("Keys") else theme.TEXT_DIM
            for line in lines:
                surface.blit(theme.text(line, size, colour), (r.left, y))
                y += step
            y += step // 3 + px(2)

    def guide_fit(self, text: str) -> tuple[int, str]:
        """The guide's size and words where the interface size grew it: its first paragraph at the
        largest size it fits (never below ``_least_grown``), whole, else in its longest shorter form
        that fits (``shorter_forms``: fewer sentences, then clauses; the tooltip keeps it all); the
        other paragraphs follow while they fit whole. Where not even a clause fits it is left out."""
        size = self.f["guide"]
        if theme.interface <= 1.0 or not text:
            return size, text
        r = self.guide_rect

        def find() -> tuple[int, str]:
            # a sentence too long for a grown guide even at the floor gives way to its first clauses
            # (Taroma's, in a 720p window: the guide stood empty on your turn)
            first, _, rest = text.partition("\n")
            for words in shorter_forms(first):
                s = self._shrunk(size, partial(self._too_tall, words, r))
                if not self._too_tall(words, r, s):
                    return s, words + ("\n" + rest if rest else "")
            return size, text

        return self._fitted(("guide", text, tuple(r), size), find)

    def _clickable_buttons(self):
        """The buttons a click may press now (asked at every frame: their state is made here)."""
        self.buttons["menu"].enabled = self.interactive
        self._sync_buttons()
        if self.done_for:
            return (self.done_button,)
        if not self.show_buttons or self.caption:
            return ()
        if self._asking():
            return tuple(self._question_buttons().values()) + (self.buttons["menu"],)
        return self.buttons.values()

    def _question_buttons(self) -> dict:
        return self.question.buttons if self.question is not None else {}

    def _sync_buttons(self) -> None:
        """Which of the game's own buttons may be pressed now, and what they say (a game's)."""
