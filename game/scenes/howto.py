"""How to play: a game's rules summary over whatever is below, scrolled with the wheel or keys.

The text lives in ``assets/howto/<name>.txt``, named by the game's table spec (``TableSpec.howto``): lines starting with ``# `` are headings, lines
starting with ``- `` are bullets, anything else is a paragraph. It is read once, when the scene
opens, and laid out once per window size, so scrolling only blits one prepared surface.
"""
from __future__ import annotations

import pygame

from .. import paths, theme
from ..tables import TableError, table_for
from ..widgets import ui
from .menu import MenuScene


def load_text(game_id: str) -> str:
    try:
        path = paths.ASSETS / "howto" / f"{table_for(game_id).howto}.txt"
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError, TableError):
        return "# How to play\nThe rules summary for this game is missing from this copy of Sky Table."


class HowToScene(MenuScene):
    opaque = False
    # The page scrolls and the panel takes the window's width, so a larger interface size only
    # needs room for the close button and a few lines of text.
    content = (760, 450)

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.text = load_text(game_id)
        self.offset = 0
        self.page: pygame.Surface | None = None
        self.lines: list[tuple[int, int]] = []    # each line's top and bottom on the page
        self.close_button = ui.Button("Close", self.back, primary=True)

    def widgets(self) -> list:
        return [self.close_button]

    def layout(self, w: int, h: int, s: float) -> None:
        px = self.px
        self.panel = pygame.Rect(0, 0, min(w - px(60), px(900)), h - px(60))
        self.panel.center = (w // 2, h // 2)
        self.view = self.panel.inflate(-px(64), -px(140))
        self.view.top = self.panel.top + px(36)
        self.close_button.rect = pygame.Rect(0, 0, px(160), px(48))
        self.close_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - px(22))
        self.page = self._render_page(self.view.width)
        self._clamp()

    def _render_page(self, width: int) -> pygame.Surface:
        px = self.px
        blocks = []  # (surface, gap above)
        for raw in self.text.splitlines():
            line = raw.rstrip()
            if not line:
                continue
            if line.startswith("# "):
                size, colour, bold, indent, gap, text = px(30), theme.ACCENT, True, 0, px(18), line[2:]
            elif line.startswith("- "):
                size, colour, bold, indent, gap, text = px(22), theme.TEXT, False, px(22), px(6), line[2:]
            else:
                size, colour, bold, indent, gap, text = px(22), theme.TEXT, False, 0, px(8), line
            for i, part in enumerate(theme.wrap(text, size, width - indent - px(4), bold)):
                blocks.append((theme.text(part, size, colour, bold), indent, gap if i == 0 else px(2),
                               line.startswith("- ") and i == 0))
        height = sum(s.get_height() + gap for s, _, gap, _ in blocks) + px(10)
        page = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
        y = 0
        self.lines = []
        for surf, indent, gap, bullet in blocks:
            y += gap
            self.lines.append((y, y + surf.get_height()))
            if bullet:
                pygame.draw.circle(page, theme.ACCENT, (indent // 2, y + surf.get_height() // 2), max(2, px(4)))
            page.blit(surf, (indent, y))
            y += surf.get_height()
        return page

    def _clamp(self) -> None:
        most = max(0, (self.page.get_height() if self.page else 0) - self.view.height)
        self.offset = max(0, min(self.offset, most))

    def scroll(self, dy: int) -> None:
        self.offset += dy
        self._clamp()

    def shown(self) -> tuple[int, int]:
        """The part of the page the view shows from ``offset``: its lines that fit whole (at 200 %
        a line sliced through its letters stood at the view's edge)."""
        bottom = self.offset + self.view.height
        whole = [(top, end) for top, end in self.lines if top >= self.offset and end <= bottom]
        if not whole:
            return self.offset, bottom
        return whole[0][0], whole[-1][1]

    def handle_event(self, ev: pygame.event.Event) -> None:
        step = self.px(40)
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll(-ev.y * step)
            return
        if ev.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: self.view.height - step,
                     pygame.K_PAGEUP: -(self.view.height - step), pygame.K_SPACE: self.view.height - step,
                     pygame.K_HOME: -10 ** 9, pygame.K_END: 10 ** 9}
            if ev.key in moves:
                self.scroll(moves[ev.key])
                return
            if ev.key == pygame.K_F1:
                self.back()
                return
        super().handle_event(ev)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        px = self.px
        ui.draw_panel(surface, self.panel, fill=theme.BG, edge=theme.OUTLINE, radius=px(14))
        if self.page is not None:
            top, bottom = self.shown()
            surface.blit(self.page, (self.view.left, self.view.top + top - self.offset),
                         pygame.Rect(0, top, self.view.width, bottom - top))
            if self.page.get_height() > self.view.height:
                # A thin scroll bar says there is more, and where in the text the view is.
                track = pygame.Rect(self.panel.right - px(20), self.view.top, px(6), self.view.height)
                pygame.draw.rect(surface, theme.PANEL, track, border_radius=px(3))
                share = self.view.height / self.page.get_height()
                thumb = track.copy()
                thumb.height = max(px(20), int(track.height * share))
                most = self.page.get_height() - self.view.height
                thumb.top = track.top + int((track.height - thumb.height) * self.offset / most)
                pygame.draw.rect(surface, theme.OUTLINE, thumb, border_radius=px(3))
        self.form.draw(surface)
