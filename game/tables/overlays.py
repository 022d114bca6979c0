"""The overlays every table gets, whatever the game: tooltips, the rejection bubble, the game log
drawer and its "Log · L" chip. ``BaseTable`` (base.py) mixes this in.

- Tooltips: after the pointer rests ``tooltip.REST`` seconds (no button down, no drag) on something
  for which ``_overlay_tip(pos)`` has a (name, text) - the log chip, a shared button with a
  ``tooltip``, else the table's ``tooltip_at(pos)`` - a box near the pointer says what it is.
- The notice (``self.notice``, set by ``rejected(reason, at)``) is drawn as a
  bubble at ``self.notice_at`` (the target, else the pointer), never over the status headline.
- The log drawer (L, or a click on the chip) shows ``self.log.history``; the wheel and Page Up/Down
  scroll it, L or Esc close it; clicks inside it never reach the table.
- Once the game is over, a "Scores" chip beside the log chip opens the results again
  (``host.show_results``): the scorepad is never lost by putting it away.

Every table's ``draw`` ends with ``_draw_overlays`` (``CardDrawing.draw``),
so hosts need not know about them; a host that does not pass events through ``table.handle_event``
(the replay) calls ``view.overlay_event(ev)`` first.
"""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets import gamelog
from ..widgets.gamelog import LogDrawer
from ..widgets.notice import Bubble
from ..widgets.tooltip import Tooltip

SCROLL_LINES = 3          # wrapped lines per wheel notch


class TableOverlays:
    """The shared overlays' state, input and drawing (see the module docstring)."""

    def _init_overlays(self) -> None:
        self.tooltip = Tooltip()
        self.log_drawer = LogDrawer()
        self.bubble = Bubble()
        self._pointer: tuple[int, int] | None = None
        self._held: set[int] = set()            # mouse buttons down (a held button hides tooltips)

    # ------------------------------------------------------------------ facts
    @property
    def log_open(self) -> bool:
        return self.log_drawer.open

    def _overlay_scale(self) -> float:
        """The log drawer's, the notice's and the tooltip's scale: the window's, grown by the
        interface size."""
        return theme.scale_for(self.size or (1280, 720)) * theme.interface

    def _chip_scale(self, status: pygame.Rect) -> float:
        """The overlay scale, or less: the chips stay inside the status band (the band is the
        layout's, it does not grow with the interface size). Cached per band and scale."""
        want = self._overlay_scale()

        def find() -> float:
            s, floor = want, theme.scale_for(self.size or (1280, 720))
            while s > floor and gamelog.chip_rect(status, s).h > status.h - 4:
                s = max(floor, s * 0.92)
            return s

        return self._fitted(("chip scale", tuple(status), want), find)

    def log_chip_rect(self) -> pygame.Rect | None:
        """The "Log · L" chip (none in a demo, whose any key leaves the table)."""
        if self.caption:
            return None
        status = self.layout["status"]
        # asked several times a frame (the headline's room, the news line, the mouse): measured once
        found = self._fitted(("log chip", tuple(status)), lambda: gamelog.chip_rect(status, self._chip_scale(status)))
        return pygame.Rect(found)

    def scores_chip_rect(self) -> pygame.Rect | None:
        """The "Scores" chip, left of the log chip, once the game is over at a table that can show
        the results again (after they were put away, the scorepad is one click away)."""
        chip = self.log_chip_rect()
        if chip is None or not self.interactive or not (self.shown or {}).get("over") \
                or not callable(getattr(self.host, "show_results", None)):
            return None
        return gamelog.chip_left_of(chip, gamelog.SCORES_CHIP, self._chip_scale(self.layout["status"]))

    def _chips_left(self) -> int | None:
        """The left edge of the chips at the right end of the status band (None: no chip)."""
        chip = self.scores_chip_rect() or self.log_chip_rect()
        return chip.left if chip is not None else None

    def _log_panel_rect(self) -> pygame.Rect:
        status = self.layout["status"]
        bottom = min(self.size[1], self.layout.bounds.bottom)
        area = pygame.Rect(status.left, status.bottom, status.w, bottom - status.bottom)
        return gamelog.panel_rect(area, self.layout.get("buttons"), self._overlay_scale())

    def _overlay_tip(self, pos) -> tuple[str, str] | None:
        """What the tooltip says at ``pos``: a chip's (none over the drawer), a shared button's,
        else the table's own."""
        at = self._overlay_at(pos)
        if at is not None:
            return {"log": gamelog.CHIP_TIP, "scores": gamelog.SCORES_TIP}.get(at)
        for b in self._clickable_buttons():
            if getattr(b, "tooltip", "") and b.rect.collidepoint(pos):
                return b.label, b.tooltip
        return self.tooltip_at(pos)

    # ------------------------------------------------------------------ input
    def overlay_event(self, ev: pygame.event.Event) -> bool:
        """The overlays see ``ev`` first; True when they used it (then the table must not)."""
        t = ev.type
        if t == pygame.MOUSEMOTION:
            self._pointer = tuple(ev.pos)
            self.tooltip.moved(ev.pos, self._overlay_tip)
            return False
        if t == pygame.MOUSEBUTTONDOWN:
            if ev.button in (1, 2, 3):       # 4 and up: the wheel, as buttons
                self._held.add(ev.button)
                self.tooltip.pressed()
            return not self.drag and self._overlay_at(ev.pos) is not None
        if t == pygame.MOUSEBUTTONUP:
            self._held.discard(ev.button)
            if self.drag:
                self.tooltip.pressed()       # a drop says its own result: no tip over it until a move
                return False                 # the table ends its drag wherever it is dropped
            at = self._overlay_at(ev.pos)
            if ev.button != 1:
                return at is not None
            if at == "scores":
                self.log_drawer.close()
                self.tooltip.hide()
                self.host.show_results()
            elif at == "log":
                self.log_drawer.toggle()
            elif at == "drawer":
                if self.log_drawer.close_rect.collidepoint(ev.pos):
                    self.log_drawer.close()
            else:
                return False
            self.press = None                # a press begun on the table ends here: no click
            return True
        if t == pygame.MOUSEWHEEL and self.log_drawer.open:
            self.log_drawer.scroll_by(SCROLL_LINES * int(getattr(ev, "y", 0)))
            return True
        if t == pygame.KEYDOWN:
            self.tooltip.pressed()      # a key changes the table under a resting pointer: the tip is stale
            return self._overlay_key(ev)
        return False

    def _overlay_at(self, pos) -> str | None:
        """What of the overlays is at ``pos`` (a press there is theirs): the "log" or the "scores"
        chip, the open "drawer", or None."""
        for name, chip in (("log", self.log_chip_rect()), ("scores", self.scores_chip_rect())):
            if chip is not None and chip.collidepoint(pos):
                return name
        return "drawer" if self.log_drawer.open and self.log_drawer.rect.collidepoint(pos) else None

    def _overlay_key(self, ev) -> bool:
        k = ev.key
        if k == pygame.K_l and not ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            if self.caption:
                return False                  # a demo: any key leaves it, the host decides
            self.log_drawer.toggle()
            self.tooltip.hide()
            return True
        if not self.log_drawer.open:
            return False
        page = max(1, self.log_drawer.page - 1)
        scroll = {pygame.K_PAGEUP: page, pygame.K_PAGEDOWN: -page, pygame.K_HOME: 10 ** 6, pygame.K_END: -10 ** 6}
        if k == pygame.K_ESCAPE:
            self.log_drawer.close()
        elif k in scroll:
            self.log_drawer.scroll_by(scroll[k])
        else:
            return False                      # the table keeps its keys while the log is open
        return True

    def close_overlays(self) -> None:
        """The screen changes hands (or the scene leaves): close the drawer, hide the tooltip."""
        self.log_drawer.close()
        self.tooltip.pressed()          # hidden until the pointer moves again

    # ------------------------------------------------------------------ each frame
    def _draw_overlays(self, surface: pygame.Surface) -> None:
        """Over the whole table: the chip, the drawer, the notice bubble (a refusal must be seen
        even with the log open), then the tooltip."""
        s = self._overlay_scale()
        for chip, label, is_open in ((self.log_chip_rect(), gamelog.CHIP, self.log_drawer.open),
                                     (self.scores_chip_rect(), gamelog.SCORES_CHIP, False)):
            if chip is not None:
                hover = self._pointer is not None and chip.collidepoint(self._pointer)
                gamelog.draw_chip(surface, chip, self._chip_scale(self.layout["status"]), hover, is_open, label)
                self._inked(chip.inflate(4, 4))
        if self.log_drawer.open:
            empty = gamelog.EMPTY_CONTINUED if self.opened_after else gamelog.EMPTY
            self.log_drawer.draw(surface, self._log_panel_rect(), self.log.history, self.log.total, s, empty)
            self._ink_unknown()
        if self.notice:
            self._ink_unknown()
        self._draw_notice(surface, s)
        if self.tooltip.draw(surface, s) is not None:
            self._ink_unknown()

    def _draw_notice(self, surface: pygame.Surface, s: float) -> None:
        if not self.notice:
            self.bubble.rect = None
            return
        text, left = self.notice[0], self.notice[1]
        target = self.notice_at
        if target.w == 0 and target.h == 0:        # a point (the pointer): keep clear of its picture
            target = target.inflate(int(28 * s), int(40 * s))
        self.bubble.draw(surface, str(text), float(left), target, self.layout["status"].bottom, s,
                         avoid=self._keep_clear())
