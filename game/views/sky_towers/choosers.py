"""The 5's and the 6's choosers over the Sky Towers table: picking the cards that go back on the
deck, in order, and asking a player for a number (or drawing instead); their keys, their clickable
items and buttons, and where those sit.

``Choosers`` is mixed into ``SkyTowersView`` (view.py); ``draw.py`` draws them.
"""
from __future__ import annotations

import pygame

from rules.sky_towers.commands import Ask, Discard, Draw

from ... import theme
from ...widgets import ui
from .art import CARD_RATIO


class Choosers:
    """The choosers part of ``SkyTowersView``."""

    # ------------------------------------------------------------------ which chooser is open
    def chooser(self) -> str | None:
        """'discard' or 'ask' while a person here must resolve a 5 or a 6."""
        if self.human_actor() is None:
            return None
        phase = self.shown.get("phase")
        return phase if phase in ("discard", "ask") else None

    # ------------------------------------------------------------------ the 5: cards back on the deck
    def _need_back(self) -> int:
        a = self.shown.get("actor")
        if a is None:
            return 0
        return max(0, len(self.d_hands[a]) - 5)

    def _toggle_pick(self, cid: int) -> None:
        if cid in self.pick:
            self.pick.remove(cid)
        elif len(self.pick) < self._need_back():
            self.pick.append(cid)
        elif self._need_back() == 1:
            self.pick[:] = [cid]          # one card to put back: another click changes the choice
        else:
            self.rejected(f"Put back exactly {self._need_back()} cards: click a numbered card to take it out "
                          "of the list first.", at=self._pick_rect(cid))
        self._version += 1

    def _confirm_discard(self) -> None:
        a = self.human_actor()
        if a is None or self.chooser() != "discard":
            return
        need = self._need_back()
        if len(self.pick) != need:
            self.rejected(f"Choose {need} card{'s' if need != 1 else ''} to put back ({len(self.pick)} chosen).",
                          at=self._confirm_rect())
            return
        order = list(self.pick)
        self.pick.clear()
        for cid in order:
            if not self._submit(Discard(a, cid)):
                break

    def _clear_pick(self) -> None:
        self.pick.clear()
        self._version += 1

    # ------------------------------------------------------------------ the 6: ask or draw
    def _ask_defaults(self) -> None:
        a = self.shown.get("actor")
        others = [p for p in range(self.n) if p != a]
        if self.ask_target not in others:
            self.ask_target = max(others, key=lambda p: (self.shown["hand_sizes"][p], -p)) if others else None

    def _confirm_ask(self) -> None:
        a = self.human_actor()
        if a is None or self.chooser() != "ask":
            return
        if self.ask_target is None or self.ask_value is None:
            self.rejected("Choose a player and a number to ask for, or draw instead.", at=self._confirm_rect())
            return
        if self._submit(Ask(a, self.ask_target, self.ask_value)):
            self.ask_value = None

    def _ask_draw(self) -> None:
        a = self.human_actor()
        if a is None or self.chooser() != "ask":
            return
        self._submit(Draw(a))

    def _ask_key(self, k, digits) -> bool:
        a = self.human_actor()
        self._ask_defaults()
        others = [p for p in sorted(range(self.n), key=self.pos_of) if p != a]
        if k in digits:
            self.ask_value = digits[k]
        elif k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN) and others:
            i = others.index(self.ask_target) if self.ask_target in others else 0
            i += -1 if k in (pygame.K_LEFT, pygame.K_UP) else 1
            self.ask_target = others[i % len(others)]
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_a):
            self._confirm_ask()
        elif k == pygame.K_d:
            self._ask_draw()
        else:
            return False
        self._version += 1
        return True

    # ------------------------------------------------------------------ where they sit
    def _chooser_rect(self) -> pygame.Rect:
        L = self.layout
        px = L.px
        top = L["status"].bottom + px(14)
        seat0 = L["seat.0"]
        return pygame.Rect(seat0.left + px(60), top, seat0.w - px(120), seat0.top - top - px(10))

    def _chooser_button_h(self) -> int:
        return max(28, self.layout.px(56))

    def _chooser_body(self) -> pygame.Rect:
        """The chooser's room between its two lines of words and its buttons (from the real text
        heights, so nothing overlaps in a small window, where fonts stop shrinking)."""
        R = self._chooser_rect()
        px = self.layout.px
        top = R.top + px(24) + theme.font(self.f["status"], True).get_linesize() \
            + theme.font(self.f["small"]).get_linesize() + px(8)
        bottom = R.bottom - px(24) - self._chooser_button_h() - px(10)
        return pygame.Rect(R.left + px(30), top, R.w - px(60), max(px(40), bottom - top))

    def _badge_r(self) -> int:
        """The radius of the order badge under a card picked in the 5's chooser."""
        return max(10, self.layout.px(22))

    def _chooser_items(self) -> list[tuple[tuple, pygame.Rect]]:
        """Clickable items of the open chooser: ('pick', card), ('ask_target', seat), ('ask_value', v)."""
        kind = self.chooser()
        if kind is None:
            return []
        key = ("items", kind, self.size, tuple(self.d_hands[self.shown["actor"]]))
        cached = getattr(self, "_items_cache", None)
        if cached and cached[0] == key:
            return cached[1]
        R = self._chooser_rect()
        body = self._chooser_body()
        px = self.layout.px
        items: list[tuple[tuple, pygame.Rect]] = []
        a = self.shown["actor"]
        if kind == "discard":
            hand = self.d_hands[a]
            # room under the cards for the order badges, which straddle the cards' bottom edges
            area = pygame.Rect(body.left, body.top, body.w, max(px(30), body.h - self._badge_r()))
            h = min(area.h, area.w / max(1, len(hand)) / 1.06 / CARD_RATIO)
            w = h * CARD_RATIO
            total = w * len(hand) + w * 0.06 * (len(hand) - 1)
            x = area.centerx - total / 2
            for cid in hand:
                top = area.top + round((area.h - h) / 2)
                items.append((("pick", cid), pygame.Rect(round(x), top, round(w), round(h))))
                x += w * 1.06
        else:
            label = theme.font(self.f["small"], True).get_linesize()
            others = [p for p in sorted(range(self.n), key=self.pos_of) if p != a]
            bw = min(px(280), (R.w - px(60)) // max(1, len(others)) - px(12))
            bh = max(px(64), theme.font(self.f["name"], True).get_linesize()
                     + theme.font(self.f["tiny"]).get_linesize() + px(8))
            gap = px(24)
            # the value cards as big as the width and the room left allow; the whole block centred
            vw = min(px(176), (R.w - px(60)) // 10 - px(8))
            room = body.h - 2 * (label + px(4)) - bh - gap
            vh = max(px(40), min(px(170), int((vw - px(6)) / CARD_RATIO), room))
            vw = min(vw, int(vh * CARD_RATIO) + px(6))
            block = 2 * (label + px(4)) + bh + gap + vh
            y = body.top + max(0, (body.h - block) // 2) + label + px(4)    # under "Player to ask"
            total = len(others) * (bw + px(12)) - px(12)
            x = R.centerx - total // 2
            for p in others:
                items.append((("ask_target", p), pygame.Rect(x, y, bw, bh)))
                x += bw + px(12)
            y += bh + gap + label + px(4)          # under "Number to ask for"
            total = 10 * (vw + px(8)) - px(8)
            x = R.centerx - total // 2
            for v in range(1, 11):
                items.append((("ask_value", v), pygame.Rect(x, y, vw, vh)))
                x += vw + px(8)
        self._items_cache = (key, items)
        return items

    def _pick_rect(self, cid: int):
        """The 5's chooser: where card ``cid`` sits (None when it is not shown)."""
        return next((r for item, r in self._chooser_items() if item == ("pick", cid)), None)

    def _confirm_rect(self):
        self._make_chooser_buttons()
        button = self.chooser_buttons.get("confirm")
        return button.rect if button is not None else None

    def _chooser_item_at(self, pos) -> tuple | None:
        for item, rect in self._chooser_items():
            if rect.collidepoint(pos):
                return item
        return None

    def _make_chooser_buttons(self) -> None:
        kind = self.chooser()
        key = (kind, self.size)
        if getattr(self, "_chooser_key", None) == key:
            return
        self._chooser_key = key
        self.chooser_buttons = {}
        if kind is None:
            return
        R = self._chooser_rect()
        px = self.layout.px
        bw, bh = min(px(300), R.w // 2 - px(24)), self._chooser_button_h()
        y = R.bottom - px(24) - bh
        if kind == "discard":
            self.chooser_buttons = {"confirm": ui.Button("Put back  (Enter)", self._confirm_discard, primary=True),
                                    "clear": ui.Button("Start again  (Backspace)", self._clear_pick)}
        else:
            self.chooser_buttons = {"confirm": ui.Button("Ask  (Enter)", self._confirm_ask, primary=True),
                                    "clear": ui.Button("Draw instead  (D)", self._ask_draw)}
        self.chooser_buttons["confirm"].rect = pygame.Rect(R.centerx + px(12), y, bw, bh)
        self.chooser_buttons["clear"].rect = pygame.Rect(R.centerx - px(12) - bw, y, bw, bh)
