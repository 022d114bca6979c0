"""Pass the device: a full screen that hides the table until the next person is ready.

It says whose turn it is and what happened since that person last held the screen (the table's
narration, every line of it: the newest that fit, wrapped, and "… and N earlier" for the rest; the
whole story is in the table's log drawer, L), and offers Menu (Esc: the pause menu) and How to play (F1); closing either comes back
here, never to the table. "I am ready" (Enter, or a click that is not on the other buttons) gives
the screen to the person.

What happened and which game it is come from ``news`` and ``session``: the table passes its
``handover_context()`` through ``app.pass_device``. Without a session there is no Menu or How to play.
"""
from __future__ import annotations

from typing import Callable

import pygame

from .. import theme
from ..widgets import ui
from .menu import MenuScene

INPUT_DELAY = 0.35   # seconds: the click that ended the last move must not also dismiss this
READY_KEYS = ui.ACTIVATE_KEYS


class PassDeviceScene(MenuScene):
    opaque = True
    # The block at scale 1 with room for a few lines of news: the interface size grows it as far
    # as that still fits (the news box shows fewer, larger lines).
    content = (1060, 600)

    def __init__(self, app, name: str, on_continue: Callable[[], None] | None = None,
                 news: list[str] | None = None, session=None, first: bool | None = None):
        super().__init__(app)
        self.name = name
        self.on_continue = on_continue
        self.news = [str(n) for n in (news or [])]   # all of it: the panel shows what fits
        self.news_shown = 0             # how many of the newest lines the panel shows (all but "N earlier")
        self.session = session
        self.first = bool(first)
        self.age = 0.0
        self.button = ui.Button("I am ready", self.proceed, primary=True)
        self.menu_button = ui.Button("Menu  (Esc)", self.open_menu)
        self.howto_button = ui.Button("How to play  (F1)", self.open_howto)
        self.done = False
        self._pressed = False          # a click counts when it both starts and ends on this screen
        self._panel: pygame.Surface | None = None
        try:
            pressed = pygame.key.get_pressed()
            self._held = {k for k in READY_KEYS if pressed[k]}   # Enter still down from the last move
        except (pygame.error, IndexError):
            self._held = set()

    # ------------------------------------------------------------------ layout
    def widgets(self) -> list:
        extra = [self.menu_button, self.howto_button] if self.session is not None else []
        return [self.button, *extra]

    def _sub_text(self) -> str:
        return f"Only {self.name} should look now. Click or press Enter when ready."

    def _news_heading(self) -> str:
        if not self.news:
            return ""
        if self.first:
            return "What has happened so far"
        return "Since your last turn"

    def layout(self, w: int, h: int, s: float) -> None:
        """Title, the line under it, what happened, "I am ready", Menu and How to play: one block
        centred on the screen."""
        px = self.px
        self.title_size = theme.px(76, s)
        self.sub_size = theme.px(28, s)
        self.note_size = theme.px(20, s)
        self.head_size, self.news_size = theme.px(20, s), theme.px(24, s)
        title_h = theme.font(self.title_size, True).get_linesize()
        # wrapped, not cut: a long name at 720p / 200 % cut "Click or press Enter when ready"
        self.sub_lines = theme.wrap(self._sub_text(), self.sub_size, int(w * 0.9))
        sub_h = theme.font(self.sub_size).get_linesize() * len(self.sub_lines)
        bw, bh = px(380), px(76)
        sw, sh, gap = px(250), px(54), px(20)
        extras = self.session is not None
        below = px(30) + bh + (px(18) + sh + px(8) + theme.font(self.note_size).get_linesize() if extras else 0)
        panel_w = min(w - px(80), px(980))
        if self.news:   # as wide as the longest line needs, within limits
            widest = max(theme.font(self.news_size).size("• " + n)[0] for n in self.news[-40:])
            head = theme.font(self.head_size, True).size(self._news_heading().upper())[0]
            panel_w = min(panel_w, max(px(560), widest + px(70), head + px(60)))
        room = h - px(40) - title_h - px(6) - sub_h - px(24) - below
        self._panel = self._render_panel(panel_w, room) if self.news else None
        panel_h = self._panel.get_height() if self._panel else 0
        total = title_h + px(6) + sub_h + (px(24) + panel_h if panel_h else 0) + below
        y = max(px(16), (h - total) // 2)
        self.title_bottom = y + title_h
        self.sub_top = self.title_bottom + px(6)
        y = self.sub_top + sub_h
        if panel_h:
            y += px(24)
            self.panel_pos = (w // 2 - panel_w // 2, y)
            y += panel_h
        self.button.rect = pygame.Rect(0, 0, bw, bh)
        self.button.rect.midtop = (w // 2, y + px(30))
        y = self.button.rect.bottom + px(18)
        self.menu_button.rect = pygame.Rect(w // 2 - gap // 2 - sw, y, sw, sh)
        self.howto_button.rect = pygame.Rect(w // 2 + gap // 2, y, sw, sh)

    def _render_panel(self, width: int, room: int) -> pygame.Surface:
        """The box of what happened, rendered once per window size: the newest lines that fit in
        ``room``, each wrapped whole, and a line counting the earlier ones left out."""
        px = self.px
        head, size = self.head_size, self.news_size
        pad = px(22)
        line_h = theme.font(size).get_linesize()
        head_h = theme.font(head, True).get_linesize()
        text_w = width - 2 * pad - px(22)
        fit = max(2, (room - 2 * pad - head_h - px(8)) // line_h)
        chosen: list[list[str]] = []          # newest first, each a wrapped item
        used = 0
        for item in reversed(self.news):
            wrapped = theme.wrap(item, size, text_w)
            more = len(self.news) - len(chosen) - 1       # items left out if this is the last
            need = len(wrapped) + (1 if more else 0)
            if used + need > fit:
                if not chosen:                # even the newest is too long: its first lines, cut
                    keep = max(1, fit - (1 if more else 0))
                    cut = wrapped[:keep]
                    if len(wrapped) > keep:
                        cut[-1] = ui.ellipsize(cut[-1] + " …", size, text_w)
                    chosen.append(cut)
                break
            chosen.append(wrapped)
            used += len(wrapped)
        self.news_shown = len(chosen)
        earlier = len(self.news) - len(chosen)
        rows: list[tuple[str, tuple]] = []
        if earlier:
            rows.append((f"… and {earlier} earlier {'line' if earlier == 1 else 'lines'} (see the log: L)",
                         theme.TEXT_DIM))
        for wrapped in reversed(chosen):
            rows.extend([(("• " if i == 0 else "   ") + part, theme.TEXT) for i, part in enumerate(wrapped)])
        height = 2 * pad + head_h + px(8) + len(rows) * line_h
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(surf, (*theme.BG_DARK, 215), surf.get_rect(), border_radius=px(16))
        pygame.draw.rect(surf, theme.OUTLINE, surf.get_rect(), max(1, px(2)), border_radius=px(16))
        y = pad
        img = theme.text(ui.ellipsize(self._news_heading().upper(), head, width - 2 * pad, True), head,
                         theme.TEXT_DIM, bold=True)
        surf.blit(img, (pad, y))
        y += head_h + px(8)
        for line, ink in rows:
            img = theme.text(ui.ellipsize(line, size, width - 2 * pad), size, ink)
            surf.blit(img, (pad, y))
            y += line_h
        return surf

    # ------------------------------------------------------------------ running
    def enter(self) -> None:
        # back from the menu or the rules: a click must start on this screen to count
        self._pressed = False
        for b in (self.button, self.menu_button, self.howto_button):
            b.hover = False

    def update(self, dt: float) -> None:
        self.age += dt

    def proceed(self) -> None:
        if self.done:
            return
        self.done = True
        self.app.pop(self)
        if self.on_continue is not None:
            self.on_continue()

    def open_menu(self) -> None:
        if self.session is None:
            return
        self.app.pause(self.session)

    def open_howto(self) -> None:
        if self.session is None:
            return
        self.app.open_howto(self.session.game)

    def back(self) -> None:
        self.open_menu()   # Esc opens the menu; it never reveals the table to the wrong person

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYUP and ev.key in self._held:
            self._held.discard(ev.key)
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.open_menu()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F1:
            self.open_howto()
            return
        if self.age < INPUT_DELAY:
            if ev.type == pygame.MOUSEMOTION:
                super().handle_event(ev)
            return
        others = [b for b in (self.menu_button, self.howto_button) if b in self.form.widgets]
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self._pressed = True
            if any(b.rect.collidepoint(ev.pos) for b in others):
                super().handle_event(ev)
            return
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            pressed, self._pressed = self._pressed, False
            if not pressed:
                return          # the end of a click that began elsewhere (the table, the menu)
            hit = next((b for b in others if b.rect.collidepoint(ev.pos)), None)
            if hit is not None:
                hit.on_click()
            else:
                self.proceed()
            return
        if ev.type == pygame.KEYDOWN and ev.key in READY_KEYS:
            if ev.key in self._held:
                return          # a held key repeating
            current = self.form.current
            if current in others:
                current.activate()
            else:
                self.proceed()
            return
        super().handle_event(ev)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        w, h = surface.get_size()
        px = self.px
        ui.blit_text_fit(surface, f"Pass to {self.name}", self.title_size, int(w * 0.9), theme.ACCENT, bold=True,
                         midbottom=(w // 2, self.title_bottom))
        step = theme.font(self.sub_size).get_linesize()
        for k, line in enumerate(self.sub_lines):
            self._dim_line(surface, line, self.sub_size, (w // 2, self.sub_top + k * step))
        if self._panel is not None:
            surface.blit(self._panel, self.panel_pos)
        self.form.draw(surface)
        if self.session is not None:
            self._dim_line(surface, "The table stays hidden until you are ready.", self.note_size,
                           (w // 2, self.menu_button.rect.bottom + px(10)))

    def _dim_line(self, surface: pygame.Surface, words: str, size: int, midtop) -> None:
        """A dim line of words on the sky, cleared of its stars: a star inside a dim letter reads
        as a blot on it."""
        label = theme.text(words, size, theme.TEXT_DIM)
        rect = label.get_rect(midtop=midtop)
        ui.clear_of_stars(surface, rect.inflate(self.px(12), 0))
        surface.blit(label, rect)
