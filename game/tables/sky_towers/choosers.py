"""The 5's and the 6's choosers over the Sky Towers table: picking the cards that go back on the
deck, in order, and asking a player for a number (or drawing instead); their words, keys, items
and buttons. The kit's ``ItemChooser`` (kit/chooser.py) places them, draws their panel and routes
the pointer to their items."""
from __future__ import annotations

import pygame

from rules.sky_towers.commands import Ask, Discard, Draw

from ... import theme
from ...widgets import ui
from ...wording import plural
from ..base import DIGIT_KEYS, FOCUS, FOCUS_KEYS, GOLD
from ..kit.chooser import ItemChooser
from ..kit.drawing import SELECT
from .art import CARD_RATIO
from .words import QUESTIONS, REFUSALS


class Choosers(ItemChooser):
    """The choosers part of ``SkyTowersTable``."""

    def _init_choosers(self) -> None:
        self.putting_back: list[int] = []   # the 5's chooser: cards in the order they go back
        self.ask_target: int | None = None  # the 6's chooser
        self.ask_value: int | None = None
        self._enter_draws = False            # the hint's move is Draw: Enter draws

    def chooser(self) -> str | None:
        """'discard' or 'ask' while a person here must resolve a 5 or a 6."""
        phase = self.shown.get("phase")
        return phase if phase in ("discard", "ask") and self.human_actor() is not None else None

    # ------------------------------------------------------------------ the 5: cards back on the deck
    def _need_back(self) -> int:
        return max(0, len(self.hand_ids()) - 5)

    def _toggle_pick(self, cid: int) -> None:
        if cid in self.putting_back:
            self.putting_back.remove(cid)
        elif len(self.putting_back) < self._need_back():
            self.putting_back.append(cid)
        elif self._need_back() == 1:
            self.putting_back[:] = [cid]          # one card to put back: another click changes the choice
        else:
            self.rejected(REFUSALS["exactly"].format(need=self._need_back()), at=self._item_rect(("pick", cid)))

    def _confirm_discard(self) -> None:
        need = self._need_back()
        if len(self.putting_back) != need:
            self.rejected(REFUSALS["how many"].format(cards=plural(need, "card"), chosen=len(self.putting_back)),
                          at=self._button_rect("confirm"))
            return
        order = list(self.putting_back)
        self.putting_back.clear()
        for cid in order:
            if not self.send(Discard(self.human_actor(), cid), self._button_rect("confirm")):
                break

    # ------------------------------------------------------------------ the 6: ask or draw
    def _ask_others(self) -> list[int]:
        """The players the 6 may ask, in their order round the table from the bottom."""
        return [p for p in sorted(range(self.n), key=self.pos_of) if p != self.shown.get("actor")]

    def _ask_defaults(self) -> None:
        others = self._ask_others()
        if self.ask_target not in others:
            self.ask_target = max(others, key=lambda p: (self.shown["hand_sizes"][p], -p)) if others else None

    def _confirm_ask(self) -> None:
        if self.ask_target is None or self.ask_value is None:
            self.rejected(REFUSALS["ask what"], at=self._button_rect("confirm"))
        elif self.send(Ask(self.human_actor(), self.ask_target, self.ask_value), self._button_rect("confirm")):
            self.ask_value = None

    def prepare(self, command) -> bool:
        """The open chooser set to answer as ``command`` does (the hint's move), so that Enter
        plays it: the player and number of an Ask, or Draw for Enter; True when it did."""
        if self.chooser() != "ask" or self.human_actor() != getattr(command, "seat", None):
            return False
        if type(command) is Ask:
            self.ask_target, self.ask_value, self._enter_draws = command.target, command.value, False
        else:           # Draw, the 6's only other answer
            self.ask_value, self._enter_draws = None, True
        self._version += 1
        return True

    def _ask_draw(self) -> None:
        self.send(Draw(self.human_actor()), self._button_rect("clear"))

    # ------------------------------------------------------------------ keys and clicks
    def _key(self, ev) -> bool:
        """The 5's chooser: the kit's keys over its cards (1-9 and 0, Tab and the arrows, Space),
        and Enter puts them back, Backspace takes the last one picked out. The 6's: 1-9 and 0 the
        number, the arrows the player, Enter or A asks (or draws, where the hint said to), D draws."""
        if self.interactive and not self.idle:
            self.skip()         # first: what it finishes may open a chooser
        kind, k = (self.chooser() if self.interactive else None), ev.key
        enter = k in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if kind == "discard" and k == pygame.K_BACKSPACE:
            if self.putting_back:
                self.putting_back.pop()
        elif kind == "discard" and enter:
            self._confirm_discard()
        elif kind != "ask" or k in DIGIT_KEYS:
            return super()._key(ev)         # (the 6's numbers are its first ten items)
        else:
            others = self._ask_others()
            self._ask_defaults()
            if enter and self._enter_draws and self.ask_value is None:
                self._enter_draws = False
                self._ask_draw()                 # the hint said to draw
            elif k in FOCUS_KEYS and others:
                i = others.index(self.ask_target)      # (``_ask_defaults`` made it one of them)
                self.ask_target = others[(i + (-1 if k in (pygame.K_LEFT, pygame.K_UP) else 1)) % len(others)]
            elif enter or k == pygame.K_a:
                self._confirm_ask()
            elif k == pygame.K_d:
                self._ask_draw()
            else:
                return False
        self._version += 1
        return True

    def _focus_targets(self) -> list[tuple]:
        """The kit's (the 5's cards); the 6's player and number are chosen by keys of their own."""
        return [] if self.chooser() == "ask" else super()._focus_targets()

    def _activate(self, target: tuple) -> None:
        """A chooser's card, player or number taken (the frame's key sees the choice change)."""
        kind = target[0]
        if kind == "pick" and self.chooser() == "discard":
            self._toggle_pick(target[1])
        elif kind in ("ask_target", "ask_value"):      # the 6's items are named after what they set
            setattr(self, kind, target[1])
        else:
            super()._activate(target)

    # ------------------------------------------------------------------ their words, items and buttons
    def _chooser_texts(self) -> tuple[str, str]:
        words, need = QUESTIONS[self.chooser()], self._need_back()
        sub = words["help_one"] if need == 1 and "help_one" in words else words["help"]
        return words["title"].format(cards=plural(need, "card")), sub

    def _chooser_content(self) -> int:
        """The least room for what the open chooser offers: cards a player can still read."""
        px = self.layout.px
        if self.chooser() == "ask":
            label = theme.font(self.f["small"], True).get_linesize()
            # number cards a player can read from where they sit: taller with the interface size
            return 2 * (label + px(4)) + self._player_button_h() + px(24) + px(round(90 * theme.interface))
        return px(130) + self.order_badge_r() if self.chooser() else 0

    def _player_button_h(self) -> int:
        """The height of a player's button in the 6's question: the name over its count of cards."""
        return max(self.layout.px(64), theme.font(self.f["name"], True).get_linesize()
                   + theme.font(self.f["tiny"]).get_linesize() + self.layout.px(8))

    def _hand_words(self, p: int) -> str:
        return f"{plural(self.count_in(f'hand.{p}'), 'card')} in hand"

    def order_badge_r(self) -> int:
        """The radius of the order badge under a card picked in the 5's chooser."""
        return max(10, self.layout.px(22))

    def _items_in(self, R: pygame.Rect, body: pygame.Rect) -> list[tuple[tuple, pygame.Rect]]:
        """The chooser's items laid out in its rect ``R``, in the room ``body`` left for them: the 5's
        cards; the 6's numbers, first (so that the kit's keys 1-9 and 0 take them), then its players."""
        px = self.layout.px
        if self.chooser() == "discard":
            hand = self.hand_ids()
            # room under the cards for the order badges, which straddle the cards' bottom edges
            area = pygame.Rect(body.left, body.top, body.w, max(px(30), body.h - self.order_badge_r()))
            h = min(area.h, area.w / max(1, len(hand)) / 1.06 / CARD_RATIO)
            w = h * CARD_RATIO
            x, top = area.centerx - (w * len(hand) + w * 0.06 * (len(hand) - 1)) / 2, area.top + round((area.h - h) / 2)
            return [(("pick", cid), pygame.Rect(round(x + i * w * 1.06), top, round(w), round(h)))
                    for i, cid in enumerate(hand)]
        label = theme.font(self.f["small"], True).get_linesize()
        others = self._ask_others()
        # as wide as a name and its count of cards need (grown text), as far as the row holds
        words = max((max(theme.font(self.f["name"], True).size(self.name(p))[0],
                         theme.font(self.f["tiny"]).size(self._hand_words(p))[0])
                     for p in others), default=0)
        bw = min(max(px(280), words + px(28)), (R.w - px(60)) // max(1, len(others)) - px(12))
        bh = self._player_button_h()
        gap = px(24)
        # the value cards as big as the width and the room left allow; the whole block centred
        vw = min(px(176), (R.w - px(60)) // 10 - px(8))
        vh = max(px(40), min(px(170), int((vw - px(6)) / CARD_RATIO), body.h - 2 * (label + px(4)) - bh - gap))
        vw = min(vw, int(vh * CARD_RATIO) + px(6))
        block = 2 * (label + px(4)) + bh + gap + vh
        y = body.top + max(0, (body.h - block) // 2) + label + px(4)    # under "Player to ask"
        x = R.centerx - (len(others) * (bw + px(12)) - px(12)) // 2
        players = [(("ask_target", p), pygame.Rect(x + i * (bw + px(12)), y, bw, bh)) for i, p in enumerate(others)]
        y += bh + gap + label + px(4)          # under "Number to ask for"
        x = R.centerx - (10 * (vw + px(8)) - px(8)) // 2
        return [(("ask_value", v), pygame.Rect(x + (v - 1) * (vw + px(8)), y, vw, vh)) for v in range(1, 11)] + players

    def _chooser_answers(self) -> tuple:
        if self.chooser() == "discard":
            return ("Put back  (Enter)", self._confirm_discard), ("Start again  (Backspace)", self.putting_back.clear)
        return ("Ask  (Enter)", self._confirm_ask), ("Draw instead  (D)", self._ask_draw)

    def _enable_answers(self, buttons) -> None:
        if self.chooser() == "discard":
            buttons["confirm"].enabled = len(self.putting_back) == self._need_back()
        else:
            self._ask_defaults()
            buttons["confirm"].enabled = self.ask_target is not None and self.ask_value is not None
            buttons["clear"].enabled = bool(self.shown.get("deck"))

    # ------------------------------------------------------------------ drawing
    def _chooser_state(self) -> tuple:
        return (tuple(self.putting_back), self.ask_target, self.ask_value)

    def _draw_items(self, surface: pygame.Surface, R: pygame.Rect, items: list) -> None:
        px = self.layout.px
        for item, rect in items:
            if item[0] == "pick":
                cid = item[1]
                value = self.code(cid)
                if value is not None:
                    self._static_private_drawn(self.viewer, cid)
                surface.blit(self.face_image(value, rect.h) if value is not None else self.art.back(rect.h), rect)
                if cid in self.putting_back:
                    self._ring(surface, rect.center, rect.h, SELECT, max(3, px(6)))
                    c = (rect.centerx, rect.bottom)       # on the card's bottom edge: the effect text stays readable
                    pygame.draw.circle(surface, SELECT, c, self.order_badge_r())
                    pygame.draw.circle(surface, theme.BG_DARK, c, self.order_badge_r(), max(1, px(2)))
                    ui.blit_text(surface, str(self.putting_back.index(cid) + 1), self.f["count"], theme.BG_DARK, True,
                                 center=c)
                if self.focus == item:
                    self._ring(surface, rect.center, rect.h, FOCUS, max(3, px(5)))
            elif item[0] == "ask_target":
                p, on = item[1], self.ask_target == item[1]
                ui.draw_panel(surface, rect, fill=GOLD if on else theme.PANEL, edge=GOLD if on else theme.OUTLINE,
                              radius=px(12), width=2)
                fg = theme.BG_DARK if on else theme.TEXT
                t = theme.text(self._fit(self.name(p), self.f["name"], rect.w - px(20), True), self.f["name"], fg, bold=True)
                c = theme.text(self._fit(self._hand_words(p), self.f["tiny"], rect.w - px(12)), self.f["tiny"], fg)
                top = rect.centery - (t.get_height() + c.get_height()) // 2     # the two lines as one block
                surface.blit(t, t.get_rect(midtop=(rect.centerx, top)))
                surface.blit(c, c.get_rect(midtop=(rect.centerx, top + t.get_height())))
            else:
                img = self.face_image(item[1], rect.h)
                surface.blit(img, img.get_rect(center=rect.center))
                if self.ask_value == item[1]:
                    self._ring(surface, rect.center, rect.h, SELECT, max(3, px(6)))
        for what, label in (("ask_value", "Number to ask for"), ("ask_target", "Player to ask")):
            ys = [r.top for it, r in items if it[0] == what]        # the 6's items: none in the 5's
            if ys:
                ui.blit_text(surface, label, self.f["small"], theme.TEXT_DIM, True, midbottom=(R.centerx, ys[0] - px(4)))
