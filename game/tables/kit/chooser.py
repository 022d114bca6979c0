"""A chooser over the table: a question answered by clicking its items (cards, players, numbers)
and then one of its two buttons (Sky Towers' 5 and 6).

While a game's ``chooser()`` names an open chooser it is the table's question (``_asking``): only
its items, its buttons and the menu answer. The kit places it (between the status band and the
bottom seat, reaching down over that seat where grown text needs the room), wraps its title and
its line of help, veils the table behind it, draws its panel, words and buttons, routes the
pointer to its items (framing the one under it), keeps refusals off them and gives each item's
tooltip. A game says only what is its own, in the methods below marked "(a game's)": the chooser
open (``chooser()``), its words, its items, how they look, its two answers (none where a click on
an item answers at once, as Sky Totems' starting card) and what its picture shows besides the items.

The items are tuples whose first word says their kind (``("pick", card)``); ``_activate`` gets a
clicked one. The keys: 1-9 and 0 take the items in order, Tab (Shift+Tab) and the arrows move the
focus over them, Enter or Space takes the one focused (a game with other keys for its chooser
handles them first). A game whose chooser stands elsewhere (beside the seat it is for) places it
with ``_chooser_rects`` and says what the veil covers with ``_veil_rect``. Mixed into a
``CardTable`` ahead of it. Part of the pygame kit.
"""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets import ui
from ..base import ACTIVATE_KEYS, DIGIT_KEYS, DROP, FOCUS_KEYS, GOLD, StillPart


class ItemChooser:
    """The chooser part of a ``CardTable`` (see the module docstring)."""

    chooser_buttons: dict[str, ui.Button] = {}    # made with the chooser's place (``_chooser_place``)
    CHOOSER_FILL = (20, 30, 62)

    def chooser(self) -> str | None:
        """The kind of the chooser open for a person here, or None (a game's)."""
        return None

    def _asking(self) -> bool:
        return self.chooser() is not None or super()._asking()

    def _question_buttons(self) -> dict:
        return self.chooser_buttons

    # ------------------------------------------------------------------ the pointer on its items
    def _chooser_item_at(self, pos) -> tuple | None:
        return next((item for item, rect in self.chooser_items() if rect.collidepoint(pos)), None)

    def _target_at(self, pos):
        return self._chooser_item_at(pos) if self.chooser() else super()._target_at(pos)

    def _hover_at(self, pos):
        # framed at each frame (``_draw_marks``)
        return self._chooser_item_at(pos) if self.chooser() else super()._hover_at(pos)

    def _mouse_down(self, pos) -> bool:
        if self.chooser() is None:
            return super()._mouse_down(pos)
        self.press = self._chooser_item_at(pos)
        return self.press is not None

    def _actionable(self, pos) -> bool:
        if self.chooser() and self._chooser_item_at(pos) is not None:
            return True
        return super()._actionable(pos)

    def _choice_tip(self, pos):
        if self.chooser() is None:
            return super()._choice_tip(pos)
        item = self._chooser_item_at(pos)
        return None if item is None else self._item_tip(item)

    def _item_tip(self, item: tuple) -> tuple[str, str] | None:
        """An item's tooltip (a game's)."""
        return None

    # ------------------------------------------------------------------ the keys on its items
    def _focus_targets(self) -> list[tuple]:
        if self.chooser() is None:
            return super()._focus_targets()
        return [item for item, _rect in self.chooser_items()]

    def _key(self, ev) -> bool:
        """1-9 and 0 take the open chooser's items in order, Tab and the arrows move the focus over
        them, Enter or Space takes the focused one (see the module docstring)."""
        if self.interactive and not self.idle:
            self.skip()         # first: what it finishes may open a chooser
        if self.chooser() is None or not self.interactive:
            return super()._key(ev)
        k = ev.key
        items = [item for item, _rect in self.chooser_items()]
        if k in DIGIT_KEYS:
            if DIGIT_KEYS[k] <= len(items):
                self._activate(items[DIGIT_KEYS[k] - 1])
        elif k in FOCUS_KEYS:
            return self._cycle_focus(k, getattr(ev, "mod", 0))
        elif k in ACTIVATE_KEYS and self.focus in items:
            self._activate(self.focus)
        else:
            return False
        self._version += 1
        return True

    def _keep_clear(self) -> tuple:
        """A refusal about the open chooser keeps off the things to choose from."""
        if self.chooser():
            return tuple(r for _, r in self.chooser_items())
        return super()._keep_clear()

    # ------------------------------------------------------------------ where it sits
    def chooser_rect(self) -> pygame.Rect:
        """Between the status band and your seat; where a grown interface size needs more room
        for the words and the things to choose, it reaches down over your seat as far as that
        (it is a question to answer first: your hand comes back with the answer)."""
        return self._chooser_place()[0]

    def chooser_help_rect(self) -> pygame.Rect:
        """Where the open chooser's line of help is drawn (a hint stands in for it)."""
        R, body, title, sub, _items = self._chooser_place()
        px = self.layout.px
        top = R.top + px(18) + len(title) * theme.font(self.f["status"], True).get_linesize() + px(6)
        return pygame.Rect(R.left + px(20), top, R.w - px(40), max(body.top - top, px(8)))

    def chooser_body(self) -> pygame.Rect:
        """The room between the chooser's words and its buttons (from the real text heights, so
        nothing overlaps in a small window, where fonts stop shrinking)."""
        return self._chooser_place()[1]

    def chooser_items(self) -> list[tuple[tuple, pygame.Rect]]:
        """The open chooser's clickable items and where they sit."""
        return self._chooser_place()[4]

    def _item_rect(self, item):
        return next((r for it, r in self.chooser_items() if it == item), None)

    def _button_rect(self, key: str) -> pygame.Rect:
        self._chooser_place()
        return self.chooser_buttons[key].rect

    def _chooser_place(self) -> tuple:
        """(rect, body, title lines, help lines, items) of the open chooser, and its buttons, worked
        out once for each chooser, hand and size rather than at every call (its words wrapped once)."""
        key = (self.chooser(), self._chooser_offer(), self.size, theme.interface)
        kept = self.__dict__.get("_chooser_kept")
        if kept is None or kept[0] != key:
            R, body, title, sub = self._chooser_rects()
            items = self._items_in(R, body) if self.chooser() else []
            kept = self._chooser_kept = (key, (R, body, title, sub, items))
            self.chooser_buttons = self._chooser_buttons_in(R)
        return kept[1]

    def _chooser_offer(self) -> tuple:
        """What the open chooser offers (its items are laid out again when it changes): by default
        the hand (a game's where its chooser offers something else)."""
        return tuple(self.hand_ids())

    def _chooser_rects(self) -> tuple:
        """(rect, body, title lines, help lines): the panel between the status band and the bottom
        seat, as tall as its words, its items' least room (``_chooser_content``) and its buttons
        need; the body the room left between the words and the buttons. (A game whose chooser
        stands elsewhere, beside the seat it is for, places it here.)"""
        L = self.layout
        px = L.px
        top, seat0 = L["status"].bottom + px(14), L["seat.0"]
        width = seat0.w - px(120)
        title, sub = self._chooser_words(width)
        body_top = top + self._chooser_head(title, sub)
        foot = self._chooser_foot()
        bottom = max(seat0.top - px(10), min(self.size[1] - px(10), body_top + self._chooser_content() + foot))
        R = pygame.Rect(seat0.left + px(60), top, width, bottom - top)
        body = pygame.Rect(R.left + px(30), body_top, R.w - px(60), max(px(40), R.bottom - foot - body_top))
        return R, body, title, sub

    def _chooser_head(self, title: list[str], sub: list[str]) -> int:
        """The room over the items: the margin, the title's and help's lines (``_draw_chooser``)."""
        words = (len(title) * theme.font(self.f["status"], True).get_linesize()
                 + len(sub) * theme.font(self.f["small"]).get_linesize())
        return self.layout.px(24) + words + self.layout.px(8)

    def _chooser_foot(self) -> int:
        """The room under the items: over the buttons, the buttons and the margin (a margin alone
        for a chooser without buttons)."""
        px = self.layout.px
        return px(10) + self._chooser_button_h() + px(24) if self._chooser_answers() else px(20)

    def _chooser_words(self, width: int) -> tuple[list[str], list[str]]:
        """The chooser's title and its line of help, wrapped to its width (never cut). Grown for a
        couch, the help keeps room for two lines: a hint stands in for it there (the table scene's
        ``_draw_badge_in_chooser``), and a hint's reason in one line was shrunk under the floor."""
        title, sub = self._chooser_texts() if self.chooser() else ("", "")
        inner = width - self.layout.px(40)
        help_lines = list(theme.wrap(sub, self.f["small"], inner))
        if theme.interface > 1.0 and help_lines:
            help_lines += [""] * (2 - len(help_lines))
        return theme.wrap(title, self.f["status"], inner, True), help_lines

    def _chooser_texts(self) -> tuple[str, str]:
        """The open chooser's title and its line of help (a game's)."""
        return "", ""

    def _chooser_content(self) -> int:
        """The least room for the open chooser's items (a game's)."""
        return 0

    def _items_in(self, R: pygame.Rect, body: pygame.Rect) -> list[tuple[tuple, pygame.Rect]]:
        """The open chooser's items laid out in its rect ``R``, in the room ``body`` (a game's)."""
        return []

    def _chooser_answers(self) -> tuple:
        """The open chooser's two buttons, ((label, action) of the answer, (label, action) of the
        other way out) (a game's)."""
        return ()

    def _chooser_buttons_in(self, R: pygame.Rect) -> dict[str, ui.Button]:
        """The open chooser's two buttons at the foot of its rect ``R``: its answer, and the other way
        out (none for a chooser whose items answer at once)."""
        px = self.layout.px
        if self.chooser() is None or not self._chooser_answers():
            return {}
        yes, no = self._chooser_answers()
        bw, bh = min(px(300), R.w // 2 - px(24)), self._chooser_button_h()
        y = R.bottom - px(24) - bh
        buttons = {"confirm": ui.Button(*yes, pygame.Rect(R.centerx + px(12), y, bw, bh), primary=True),
                   "clear": ui.Button(*no, pygame.Rect(R.centerx - px(12) - bw, y, bw, bh))}
        if theme.interface > 1.0:
            # grown, the two labels shrink together to their buttons' width, but not under the
            # couch's floor: the key is a reminder, the word is the button, so the key goes first
            room = bw - px(8)
            floor = theme.reading_floor(self.size, theme.interface)
            for b in buttons.values():
                if theme.font(floor, b.primary).size(b.label)[0] > room:
                    b.label = b.label.split("  (")[0]
            size = self._shrunk_to([b.label for b in buttons.values()], bh // 2, room, True)
            for b in buttons.values():
                b.text_size = size
        return buttons

    def _chooser_button_h(self) -> int:
        """The height of the chooser's buttons, whose words are half of it: grown like the table's
        text."""
        return theme.grow(max(28, self.layout.px(56)))

    def _sync_chooser_buttons(self) -> None:
        self._chooser_place()
        if self.chooser():
            self._enable_answers(self.chooser_buttons)

    def _enable_answers(self, buttons: dict[str, ui.Button]) -> None:
        """Which of the open chooser's buttons may be pressed now (a game's)."""

    def _veil_rect(self) -> pygame.Rect:
        """The veil over the table behind the chooser: from the status band down to your seat's
        top, or under a grown chooser."""
        top = self.layout["status"].bottom
        bottom = max(self.layout["seat.0"].top, self.chooser_rect().bottom + self.layout.px(10))
        return pygame.Rect(0, top, self.size[0], bottom - top)

    # ------------------------------------------------------------------ drawing
    def _chooser_state(self) -> tuple:
        """What the open chooser's picture shows besides its items and focus (a game's)."""
        return ()

    def _question_part(self) -> StillPart | None:
        kind = self.chooser()
        if kind is None:
            return super()._question_part()
        self._sync_chooser_buttons()
        veil = self._veil_rect()
        key = (kind, self._chooser_offer(), self._chooser_state(), self.focus,
               tuple((b.enabled, b.hover) for b in self.chooser_buttons.values()), self.size)
        return StillPart("chooser", veil, key, self._draw_chooser)

    def _draw_chooser(self, surface: pygame.Surface) -> None:
        """The veil over the table, the panel, its title and help, its items and its buttons."""
        R, _body, title, sub, items = self._chooser_place()
        px = self.layout.px
        veil = self.kept.get("veil")
        if veil is None or veil.get_size() != self.size:
            veil = self.kept["veil"] = pygame.Surface(self.size, pygame.SRCALPHA)
            veil.fill((4, 8, 20, 150))
        area = self._veil_rect()
        surface.blit(veil, area, pygame.Rect(0, 0, area.w, area.h))
        ui.draw_panel(surface, R, fill=self.CHOOSER_FILL, edge=GOLD, radius=px(18), width=max(2, px(3)))
        y = self._draw_centred_lines(surface, title, self.f["status"], GOLD, R.centerx, R.top + px(18), bold=True)
        self._draw_centred_lines(surface, sub, self.f["small"], theme.TEXT_DIM, R.centerx, y + px(6))
        self._draw_items(surface, R, items)
        for b in self.chooser_buttons.values():
            b.draw(surface)

    def _draw_items(self, surface: pygame.Surface, R: pygame.Rect, items: list) -> None:
        """The open chooser's items (a game's)."""

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """The item under the pointer framed at each frame (the focused one has its own mark): the
        chooser's still picture (its veil over the whole table) is drawn again only when what it
        shows changes."""
        super()._draw_marks(surface)
        rect = self._item_rect(self.hover) if self.chooser() and self.hover != self.focus else None
        if rect is not None:
            corner = self._item_corner(self.hover, rect)
            pygame.draw.rect(surface, DROP, rect, max(2, self.layout.px(3)), border_radius=corner)

    def _item_corner(self, item: tuple, rect: pygame.Rect) -> int:
        """How round an item's corners are, for the frame round it under the pointer (a game's)."""
        return self.layout.px(12)
