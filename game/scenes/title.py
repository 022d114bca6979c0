"""The title screen: every game with a table as a tile, and Continue / Load / Settings / Demo / Quit.

With "Demo when idle" set (``settings.demo_idle``, minutes), the demo starts by itself after that
long on the title without a key, click or mouse move; any input starts the count again."""
from __future__ import annotations

import pygame

from rules import registry

from .. import theme
from ..tables import TableError, emblem_of, playable_games
from ..widgets import ui
from .menu import MenuScene, button_row

# What counts as someone at the screen: it starts the idle count again.
INPUT_EVENTS = (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                pygame.MOUSEWHEEL, pygame.TEXTINPUT, pygame.FINGERDOWN, pygame.JOYBUTTONDOWN)


def card_fan(colours: list[tuple[int, int, int]], card_h: int, dim: bool) -> pygame.Surface:
    """Cards fanned from a common point below them, each a rounded rect with a light edge."""
    card_w = int(card_h * 0.68)
    n = len(colours)
    spread = 12 if n > 3 else 16
    size = (card_w * 2 + card_h, card_h * 2)
    out = pygame.Surface(size, pygame.SRCALPHA)
    for i, colour in enumerate(colours):
        if dim:
            colour = tuple((c + p * 2) // 3 for c, p in zip(colour, theme.PANEL))
        card = pygame.Surface((card_w, card_h), pygame.SRCALPHA)
        r = card.get_rect()
        pygame.draw.rect(card, colour, r, border_radius=max(3, card_w // 8))
        pygame.draw.rect(card, theme.BG_DARK, r, width=max(1, card_w // 18), border_radius=max(3, card_w // 8))
        angle = (i - (n - 1) / 2) * spread
        turned = pygame.transform.rotozoom(card, -angle, 1)
        offset = i - (n - 1) / 2
        centre = (size[0] / 2 + offset * card_w * 0.22, size[1] / 2 + abs(offset) * card_h * 0.04)
        out.blit(turned, turned.get_rect(center=centre))
    return out


class GameTile(ui.Button):
    """One game: its title, tagline and modes, and a fan of cards in its table's colours. It
    clicks, hovers and takes focus like a button; only its face differs. A table that cannot load
    leaves its tile disabled, saying so (the cause is in the error log)."""

    def __init__(self, spec: registry.GameSpec, on_click, emblem, broken: bool = False):
        super().__init__(spec.title, on_click, pygame.Rect(0, 0, 200, 260), enabled=not broken)
        self.spec = spec
        self.emblem = list(emblem)
        self.s = 1.0
        self.fan_h = 0
        # grown for a couch (``TitleScene.layout``): the smallest words it may draw, else 0; the
        # mode lines are then as large as the tagline and the margins narrower
        self.floor = 0

    # Text sizes at scale 1; ``layout`` may make them smaller, the same for every tile, so that the
    # longest title and the fullest tile still fit whole (a cut "Sky Tow..." names nothing).
    TITLE, BODY, MODE = 36, 23, 20

    def _px(self, n: float) -> int:
        return max(1, int(round(n * self.s)))

    def sizes(self) -> tuple[int, int, int]:
        """The title, tagline and mode-line text sizes in pixels."""
        title = getattr(self, "title_size", None) or self._px(self.TITLE)
        body = getattr(self, "body_size", None) or self._px(self.BODY)
        return title, body, body if self.floor else min(body, self._px(self.MODE))

    def pad(self) -> int:
        return self._px(10 if self.floor else 16)

    def title_fits(self, size: int) -> bool:
        inner = self.rect.inflate(-2 * self.pad(), -2 * self.pad())
        return theme.font(size, True).size(self.spec.title)[0] <= inner.width

    def text_bottom(self, sizes: tuple[int, int, int] | None = None) -> int:
        """Where the title, the tagline and the mode lines end (what ``draw`` writes)."""
        title, body, mode = sizes or self.sizes()
        px, r = self._px, self.rect
        inner = r.inflate(-2 * self.pad(), -2 * self.pad())
        y = inner.top + theme.font(title, True).get_height() + px(24)
        lines = len(theme.wrap(self.spec.tagline, body, inner.width))
        y += lines * int(theme.font(body).get_linesize() * 1.15) + px(14)
        y += len(self.spec.modes) * (theme.font(mode).get_height() + px(4))
        return y

    def badge_top(self) -> int:
        return self.rect.inflate(-2 * self.pad(), -2 * self.pad()).bottom - self._px(34)

    def room_for_fan(self) -> int:
        """The height left between the text and the Play badge (what ``draw`` will leave)."""
        return self.badge_top() - self.text_bottom() - self._px(8)

    def _fan(self, card_h: int) -> pygame.Surface:
        key = (card_h, self.enabled)
        if getattr(self, "_fan_key", None) != key:
            colours = self.emblem or [theme.PANEL_LIGHT] * 3
            self._fan_surface, self._fan_key = card_fan(colours, card_h, not self.enabled), key
        return self._fan_surface

    def draw(self, surface: pygame.Surface) -> None:
        r, spec = self.rect, self.spec
        px = self._px
        title_size, body_size, mode_size = self.sizes()
        lit = self.enabled and (self.hover or self.focused)
        fill = theme.PANEL_LIGHT if lit else (theme.PANEL if self.enabled else theme.BG)
        edge = theme.HIGHLIGHT if self.focused else (theme.ACCENT if self.enabled else theme.DISABLED)
        ui.draw_panel(surface, r, fill=fill, edge=edge, radius=px(14), width=3 if lit else 2)
        pad = self.pad()
        inner = r.inflate(-2 * pad, -2 * pad)
        title_colour = theme.ACCENT if self.enabled else theme.TEXT_DIM
        y = ui.blit_text_fit(surface, spec.title, title_size, inner.width, title_colour, bold=True,
                             midtop=(r.centerx, inner.top)).bottom + px(12)
        pygame.draw.line(surface, edge if self.enabled else theme.DISABLED,
                         (inner.left + px(10), y), (inner.right - px(10), y), 1)
        y += px(12)
        body = theme.TEXT if self.enabled else theme.TEXT_DIM
        y += ui.blit_wrapped(surface, spec.tagline, body_size, pygame.Rect(inner.left, y, inner.width, 10), body,
                             align="center") + px(14)
        for mode in spec.modes:
            label = spec.mode_titles.get(mode, mode)
            y = ui.blit_text_fit(surface, label, mode_size, inner.width, theme.TEXT_DIM,
                                 midtop=(r.centerx, y)).bottom + px(4)
        badge_h = px(34)
        badge = pygame.Rect(0, 0, inner.width - px(10), badge_h)
        badge.midbottom = (r.centerx, inner.bottom)
        room = badge.top - y - px(8)
        if self.fan_h and room > self.fan_h:
            fan = self._fan(self.fan_h)
            surface.blit(fan, fan.get_rect(center=(r.centerx, y + room // 2 + px(4))))
        if self.enabled:
            pygame.draw.rect(surface, theme.ACCENT, badge, border_radius=badge_h // 2)
            ui.blit_text(surface, "Play", max(px(24), self.floor), theme.BG_DARK, bold=True, center=badge.center)
        else:
            pygame.draw.rect(surface, theme.DISABLED, badge, width=2, border_radius=badge_h // 2)
            ui.blit_text(surface, "Cannot load", max(px(22), self.floor), theme.TEXT_DIM, center=badge.center)


# The tiles' text sizes found (``TitleScene._fit_tile_text``), by what they depend on.
_fitted: dict[tuple, tuple[int, int]] = {}


class TitleScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        self.tiles = [self._tile(spec) for spec in playable_games()]
        self.continue_button = ui.Button("Continue", self.continue_game, enabled=False, primary=True)
        self.buttons = [
            self.continue_button,
            ui.Button("Load", self.open_load, hotkey=pygame.K_l),
            ui.Button("Settings", self.open_settings, hotkey=pygame.K_s),
            ui.Button("Demo", self.app.start_demo, hotkey=pygame.K_d),
            ui.Button("Quit", self.app.quit, hotkey=pygame.K_q),
        ]
        self.resumable = None         # SaveInfo of the game Continue resumes, once checked
        self.looking = False          # the library's checker is still reading what Continue needs
        self.saves_unread = False     # the saves are looked at from the app's second frame on
        self.status = ""
        self.status_kind = "info"
        self.idle_for = 0.0           # seconds on the title without input (for "Demo when idle")

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.saves_unread and getattr(self.app, "frame_no", 2) > 1:
            self.saves_unread = False
            self.enter()
        if self.looking and not self.app.library.checking:
            self._show_continue()        # the checker has read what Continue was waiting for
            if self.continue_button.enabled and self.form.current is None:
                self.form.focus(self.continue_button)
        self.idle_for += dt
        try:
            minutes = float(getattr(self.app.settings, "demo_idle", 0) or 0)
        except (TypeError, ValueError):
            minutes = 0.0
        if minutes > 0 and self.idle_for >= minutes * 60 and getattr(self.app, "top", None) is self:
            self.idle_for = 0.0
            self.app.start_demo()

    def _tile(self, spec: registry.GameSpec) -> GameTile:
        try:
            return GameTile(spec, self._opener(spec.id), emblem_of(spec.id))
        except TableError as e:
            from ..errors import log_error
            log_error(e, f"title: {spec.id}")
            return GameTile(spec, self._opener(spec.id), (), broken=True)

    def mark_broken(self, game_id: str) -> None:
        """A game whose table failed to load when the app readied it (``App._warm_up``): its tile
        says "Cannot load", as a package broken at its first line does from the start."""
        for tile in self.tiles:
            if tile.spec.id == game_id:
                tile.enabled = False
                tile.emblem = []

    # ------------------------------------------------------------------ actions
    def _opener(self, game_id: str):
        return lambda: self.app.open_setup(game_id)

    def open_load(self) -> None:
        self.app.open_load()

    def open_settings(self) -> None:
        self.app.open_settings()

    def continue_game(self) -> None:
        """Resume the most recent unfinished game."""
        from ..session import SaveError, Session
        self.app.flush_saves()
        info, looking = self.app.library.find_continue(prefer=getattr(self.app, "last_game", None))
        if looking:
            self.app.toast("Still looking for your last game; a moment, please.")
            return
        if info is None:
            self._check_saves()
            self.app.toast("There is no unfinished game to continue.")
            return
        try:
            session = Session.resume(info.path, self.app.library, self.app.saver)
        except SaveError as e:
            self._check_saves()
            from .dialog import DialogScene
            self.app.push(DialogScene.message_box(self.app, "This game cannot be continued", str(e), "error"))
            return
        self.app.start_game(session)

    def back(self) -> None:
        pass  # Esc on the title does nothing: Quit is a button (Q)

    # ------------------------------------------------------------------ the saves
    def enter(self) -> None:
        self.idle_for = 0.0
        if getattr(self.app, "frame_no", 1) == 0:
            # The app's first frame shows the title at once; the saves (what Continue resumes) are
            # read on the next one, so that the first frame waits for none of the save format.
            self.saves_unread = True
            return
        self._check_saves()
        # With a game to continue, Continue has the focus: Enter resumes it.
        if self.continue_button.enabled and self.form.current is None:
            self.form.focus(self.continue_button)
        elif not self.continue_button.enabled and self.form.current is self.continue_button:
            self.form.focus(None)

    def _check_saves(self) -> None:
        """Enable Continue when the library holds an unfinished game that replays (looked for when
        the title is shown; while the library's checker reads big files, on later frames)."""
        self.app.flush_saves()
        self._show_continue()

    def _show_continue(self) -> None:
        last = getattr(self.app, "last_game", None)
        info, self.looking = self.app.library.find_continue(prefer=last)
        self.resumable = info
        self.continue_button.enabled = info is not None
        self.status_kind = "info"
        kept = "Your game is kept. " if info is not None and info.path == last else ""
        self.status = (f"{kept}Continue: {info.game_title} · {info.seats_text} · saved {info.saved_text}"
                       if info else "Looking for your last game…" if self.looking else "")
        problem = self.app.library.problem()
        if problem:
            self.status_kind = "error"
            self.status = f"{problem}: games are not saved. Start offers another folder."

    # ------------------------------------------------------------------ layout and drawing
    floor = 0       # the smallest words a grown title draws (``layout``), else 0

    def widgets(self) -> list:
        return self.tiles + self.buttons

    def layout(self, w: int, h: int, s: float) -> None:
        px = self.px
        n = len(self.tiles)
        # Grown for a couch (a larger interface size), the words must reach the couch's floor; the
        # window is already full at 100 %, so the heading gets smaller, the tiles take the width
        # and the height it gave up, and the keys line moves under the buttons.
        grown = theme.interface > 1.0
        self.floor = theme.reading_floor((w, h), theme.interface) if grown else 0
        gap = px(14 if grown else 20)
        avail = int(w * 0.96) if grown else min(int(w * 0.92), px(1240))
        tile_w = min(px(340), (avail - gap * (n - 1)) // n)
        bw, bh = px(180), px(54)
        if grown:
            top = px(136)
            button_y = h - px(12) - theme.font(self.floor).get_linesize() - px(12) - bh // 2
            tile_h = button_y - bh // 2 - px(22) - top
        else:
            top = int(h * 0.30)
            tile_h = min(int(h * 0.42), px(320))
        x = (w - (tile_w * n + gap * (n - 1))) // 2
        for t in self.tiles:
            t.rect = pygame.Rect(x, top, tile_w, tile_h)
            t.s = s
            t.floor = self.floor
            t.title_size = t.body_size = None
            x += tile_w + gap
        self._fit_tile_text()
        # One card size for every tile's fan: what the fullest tile has room for.
        fan_h = min(px(64 * theme.interface), int(min(t.room_for_fan() for t in self.tiles) * 0.62))
        for t in self.tiles:
            t.fan_h = fan_h if fan_h >= px(24) else 0
        self.tiles_bottom = top + tile_h
        if not grown:
            button_y = self.tiles_bottom + (h - self.tiles_bottom) * 2 // 5
        button_row(self.buttons, (w // 2, button_y), bw, bh, px(18))

    def _fit_tile_text(self) -> None:
        """One title size and one tagline size for every tile: the largest at which each title fits
        its tile's width and each tile's words end above its Play badge (down to the smallest text
        the app draws; below that a title is cut with an ellipsis rather than made unreadable).

        Each size tried costs a measure of its words, each letter a glyph loaded at that size, so
        neither is counted down from the largest: the title size starts where the Play badge's
        bold font (drawn anyway) says the longest title fits, and the tagline size where the
        title's shrinking says, one size larger, as a size too large is ruled out on the longest
        title or the fullest tile alone (asked first) and a size too small only after every
        tile's words. Each search moves one font from size to size (``theme.largest_fitting``).
        The title's first frame opened 15 fonts and measured 158 words at 1280x720, 24 and 302 at
        3840x2160; now 9 and 92 at both."""
        if not self.tiles:
            return
        t0 = self.tiles[0]
        # The sizes found depend on the tiles' room and words alone: a title laid out again at a
        # size already searched (the one Start puts under a table) takes them as found.
        words = tuple((t.spec.title, t.spec.tagline, len(t.spec.modes)) for t in self.tiles)
        key = (t0.rect.size, t0.s, self.floor, words)
        found = _fitted.get(key)
        if found is None:
            if len(_fitted) > 64:       # a window dragged through many sizes
                _fitted.clear()
            found = _fitted[key] = self._search_tile_text()
        for t in self.tiles:
            t.title_size, t.body_size = found

    def _search_tile_text(self) -> tuple[int, int]:
        """The search ``_fit_tile_text`` describes: (the title size, the tagline size)."""
        t0 = self.tiles[0]
        title_top = t0._px(GameTile.TITLE)
        known = max(t0._px(24), self.floor)
        inner = t0.rect.width - 2 * t0.pad()
        # The longest title, measured alone (each letter measured is a glyph loaded at that size),
        # says where to start; asked first at each size tried, it rules out a size too large alone.
        longest = sorted(self.tiles, key=lambda t: len(t.spec.title), reverse=True)
        widest = theme.font(known, True).size(longest[0].spec.title)[0]
        title = theme.largest_fitting(lambda n: all(t.title_fits(n) for t in longest),
                                      known * inner // max(1, widest), theme.MIN_TEXT, title_top, bold=True)
        floor = max(theme.MIN_TEXT, t0._px(15), self.floor)
        body_top = max(t0._px(GameTile.BODY), floor)
        fullest = sorted(self.tiles, key=lambda t: len(t.spec.tagline), reverse=True)

        def fits(b: int) -> bool:
            sizes = (title, b, b if self.floor else min(b, t0._px(GameTile.MODE)))
            return all(t.text_bottom(sizes) <= t.badge_top() - t._px(6) for t in fullest)
        body = theme.largest_fitting(fits, -(-body_top * title // title_top) + 1, floor, body_top, bold=False)
        return title, body

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type in INPUT_EVENTS:
            self.idle_for = 0.0
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.form.current is None:
            if self.continue_button.enabled:        # Enter means Continue when there is a game
                self.continue_game()
                return
            first = next((t for t in self.tiles if t.enabled), None)
            if first is not None:
                self.form.focus(first)
            return
        super().handle_event(ev)

    def status_line(self) -> tuple[int, int]:
        """Where the status line's words start (their top) and their pixel size."""
        px = self.px
        return self.buttons[0].rect.bottom + px(12 if self.floor else 22), max(px(22), self.floor)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        w, h = surface.get_size()
        px = self.px
        grown = bool(self.floor)
        heading = (px(72), px(28), px(84)) if grown else (px(104), px(30), int(h * 0.19))
        head = ui.blit_text(surface, "Sky Table", heading[0], theme.ACCENT, bold=True, midbottom=(w // 2, heading[2]))
        ui.blit_text(surface, "Card games under the night sky", heading[1], theme.TEXT_DIM,
                     midtop=(w // 2, head.bottom + px(6)))
        self.form.draw(surface)
        lines = 0
        if self.status:
            colour = theme.BAD if self.status_kind == "error" else theme.TEXT_DIM
            y, size = self.status_line()
            lines = len(theme.wrap(self.status, size, int(w * 0.9))) if self.status_kind == "error" else 1
            ui.clear_of_stars(surface, pygame.Rect(0, y - px(4), w, int(lines * theme.font(size).get_linesize() * 1.15) + px(8)))
            if self.status_kind == "error":     # a folder's whole path: wrapped, never cut
                ui.blit_wrapped(surface, self.status, size, pygame.Rect(w // 20, y, int(w * 0.9), 10),
                                colour, align="center")
            else:
                ui.blit_text_fit(surface, self.status, size, int(w * 0.9), colour, midtop=(w // 2, y))
        # the keys line gives its place to a second line of a problem (grown, to any line: the
        # buttons stand just above it)
        if getattr(self.app, "top", self) is self and lines < (1 if grown else 2):
            # the keys line is for the title itself; under a menu (Settings, How to play) it showed
            # cut by the menu's panel edge
            ui.blit_text(surface, "Arrows, Tab and Enter work too  ·  F11 full screen", max(px(18), self.floor),
                         theme.DISABLED, midbottom=(w // 2, h - px(12)))
