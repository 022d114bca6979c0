"""The game log drawer: every line the table narrated this game, in a readable, scrollable panel.

``LogDrawer`` is opened and closed by its owner (the L key, the "Log · L" chip); it draws a panel
beside the table's buttons (``panel_rect``: on the side away from them, so Undo, End and Done stay
usable), the newest line at the bottom, and scrolls by whole lines (``scroll``: lines hidden below,
0 = the newest in view). Lines are wrapped once per (log length, width, size); each frame only the
visible lines are blitted (``theme.text`` caches their surfaces).
"""
from __future__ import annotations

import pygame

from .. import theme

TITLE = "Game log"
CHIP = "Log · L"
CHIP_TIP = ("Game log", "Everything that happened in this game, newest at the bottom. "
                        "Press L or click here to open or close it; the mouse wheel and Page Up/Down scroll it.")
EMPTY = "Nothing has happened yet at this table."
# the log starts when the table opens: a game continued from its save had moves before that
EMPTY_CONTINUED = ("Nothing has happened yet since this game was continued. Its earlier moves are in "
                   "its replay: Load, then Watch replay.")
HINT = "L or Esc closes · wheel, PgUp/PgDn scroll"


def chip_rect(status: pygame.Rect, scale: float) -> pygame.Rect:
    """The "Log · L" chip: at the right end of the status band, vertically centred in it."""
    size = theme.px(15, scale)
    pad = max(6, int(10 * scale))
    w = theme.font(size, True).size(CHIP)[0] + 2 * pad
    h = theme.font(size, True).get_linesize() + max(4, int(6 * scale))
    r = pygame.Rect(0, 0, w, h)
    r.midright = (status.right - max(8, int(16 * scale)), status.centery)
    return r


SCORES_CHIP = "Scores"
SCORES_TIP = ("Scores", "The game is over: open the results and the scorepad again.")


def chip_left_of(chip: pygame.Rect, label: str, scale: float) -> pygame.Rect:
    """A chip of ``label`` just left of ``chip``, the same height."""
    size = theme.px(15, scale)
    pad = max(6, int(10 * scale))
    r = pygame.Rect(0, 0, theme.font(size, True).size(label)[0] + 2 * pad, chip.h)
    r.midright = (chip.left - max(6, int(10 * scale)), chip.centery)
    return r


def draw_chip(surface: pygame.Surface, rect: pygame.Rect, scale: float, hover: bool, is_open: bool,
              label: str = CHIP) -> None:
    size = theme.px(15, scale)
    if is_open:
        fill, ink, edge = theme.ACCENT, theme.BG_DARK, theme.ACCENT
    else:
        fill, ink, edge = (theme.PANEL_LIGHT if hover else theme.PANEL), theme.TEXT, theme.OUTLINE
    pygame.draw.rect(surface, fill, rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, edge, rect, width=max(1, int(1.5 * scale)), border_radius=rect.h // 2)
    img = theme.text(label, size, ink, bold=True)
    surface.blit(img, img.get_rect(center=rect.center))


def panel_rect(area: pygame.Rect, avoid: pygame.Rect | None, scale: float) -> pygame.Rect:
    """The drawer inside ``area`` (the table below the status band), on the side away from
    ``avoid`` (the buttons' zone), about two fifths of the width."""
    margin = max(6, int(12 * scale))
    w = min(int(area.w * 0.42), int(600 * max(scale, 0.75)))
    r = pygame.Rect(0, area.top + margin, w, area.h - 2 * margin)
    on_left = avoid is not None and avoid.centerx > area.centerx
    if on_left:
        r.left = area.left + margin
    else:
        r.right = area.right - margin
    return r


class LogDrawer:
    """The drawer's state and drawing (see the module docstring)."""

    def __init__(self):
        self.open = False
        self.scroll = 0               # wrapped lines hidden below the view (0: newest in view)
        self.rect = pygame.Rect(0, 0, 0, 0)       # the panel, as last drawn
        self.close_rect = pygame.Rect(0, 0, 0, 0)  # its "Close" button
        self.page = 1                 # wrapped lines in view, as last drawn
        self.visible: list[str] = []  # the wrapped lines drawn last frame (tests, hit checks)
        self._wrapped: tuple[tuple, list[tuple[str, bool]]] | None = None
        self._seen_total = 0

    # ------------------------------------------------------------------ state
    def toggle(self) -> None:
        self.open = not self.open
        self.scroll = 0

    def close(self) -> bool:
        """Close it; True when it was open."""
        was = self.open
        self.open = False
        self.scroll = 0
        return was

    def scroll_by(self, lines: int) -> None:
        """Positive: back in time (older lines), negative: towards the newest."""
        total = len(self._wrapped[1]) if self._wrapped else 0
        self.scroll = max(0, min(max(0, total - self.page), self.scroll + int(lines)))

    # ------------------------------------------------------------------ lines
    def lines(self, history, total: int, width: int, size: int) -> list[tuple[str, bool]]:
        """The log wrapped to ``width``: (text, first line of an entry) pairs, oldest first."""
        entries = list(history)
        key = (total, len(entries), width, size)
        if self._wrapped is None or self._wrapped[0] != key:
            old = len(self._wrapped[1]) if self._wrapped else 0
            out: list[tuple[str, bool]] = []
            indent = theme.font(size).size("• ")[0]
            for _, line in entries:
                for i, part in enumerate(theme.wrap(str(line), size, max(40, width - indent))):
                    out.append((part, i == 0))
            if self.scroll and total != self._seen_total:
                self.scroll += max(0, len(out) - old)   # reading older lines: new ones do not move them
            self._seen_total = total
            self._wrapped = (key, out)
        return self._wrapped[1]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, rect: pygame.Rect, history, total: int, scale: float,
             empty: str = EMPTY) -> None:
        self.rect = rect
        pad = max(10, int(16 * scale))
        title_size, size, hint_size = theme.px(22, scale), theme.px(16, scale), theme.px(14, scale)
        radius = max(6, int(12 * scale))
        # opaque: the table showing through, even faintly, makes small text harder to read
        pygame.draw.rect(surface, theme.BG_DARK, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.OUTLINE, rect, width=max(2, int(2 * scale)), border_radius=radius)
        # the header: the title, a Close button, and how to move about
        title = theme.text(TITLE, title_size, theme.ACCENT, bold=True)
        surface.blit(title, (rect.left + pad, rect.top + pad))
        close_img = theme.text("Close  (L)", hint_size, theme.TEXT, bold=True)
        self.close_rect = close_img.get_rect().inflate(pad, max(6, pad // 2))
        self.close_rect.midright = (rect.right - pad, rect.top + pad + title.get_height() // 2)
        pygame.draw.rect(surface, theme.PANEL, self.close_rect, border_radius=self.close_rect.h // 2)
        pygame.draw.rect(surface, theme.OUTLINE, self.close_rect, width=1, border_radius=self.close_rect.h // 2)
        surface.blit(close_img, close_img.get_rect(center=self.close_rect.center))
        y = rect.top + pad + title.get_height() + max(2, pad // 4)
        hint = theme.text(HINT, hint_size, theme.TEXT_DIM)
        if hint.get_width() <= rect.w - 2 * pad:
            surface.blit(hint, (rect.left + pad, y))
            y += hint.get_height()
        y += max(4, pad // 2)
        pygame.draw.line(surface, (62, 86, 140), (rect.left + pad, y), (rect.right - pad, y), 1)
        y += max(4, pad // 2)
        # the lines: the newest at the bottom
        bar_w = max(4, int(6 * scale))
        text_w = rect.w - 2 * pad - 2 * bar_w
        lines = self.lines(history, total, text_w, size)
        step = theme.font(size).get_linesize()
        body = pygame.Rect(rect.left + pad, y, text_w, rect.bottom - pad - y)
        self.page = max(1, body.h // step)
        if not lines:
            self.visible = []
            # wrapped: grown, one line of it ran out of the drawer over the table
            for k, part in enumerate(theme.wrap(empty, size, body.w)):
                surface.blit(theme.text(part, size, theme.TEXT_DIM), (body.left, body.top + k * step))
            return
        self.scroll = max(0, min(self.scroll, len(lines) - self.page))
        end = len(lines) - self.scroll
        shown = lines[max(0, end - self.page):end]
        self.visible = [part for part, _ in shown]
        bullet = theme.text("•", size, theme.TEXT_DIM)
        indent = theme.font(size).size("• ")[0]
        newest = self._entry_of(lines, len(lines) - 1)     # the newest entry is gold: what just happened
        start = max(0, end - self.page)
        # a page not yet full reads from the top; a full one ends with the newest at the bottom
        ly = body.top if len(lines) <= self.page else body.bottom - len(shown) * step
        for i, (part, first) in enumerate(shown):
            if first:
                surface.blit(bullet, (body.left, ly))
            ink = theme.ACCENT if start + i >= newest else theme.TEXT
            surface.blit(theme.text(part, size, ink), (body.left + indent, ly))
            ly += step
        if len(lines) > self.page:         # a scroll bar: where this page is in the whole log
            track = pygame.Rect(rect.right - pad - bar_w, body.top, bar_w, body.h)
            pygame.draw.rect(surface, theme.PANEL, track, border_radius=bar_w // 2)
            h = max(bar_w * 3, int(track.h * self.page / len(lines)))
            top = track.top + int((track.h - h) * (1 - self.scroll / max(1, len(lines) - self.page)))
            pygame.draw.rect(surface, theme.OUTLINE, (track.left, top, bar_w, h), border_radius=bar_w // 2)

    @staticmethod
    def _entry_of(lines: list[tuple[str, bool]], i: int) -> int:
        """The index of the first wrapped line of the entry that line ``i`` belongs to."""
        while i > 0 and not lines[i][1]:
            i -= 1
        return i
