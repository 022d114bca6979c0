"""The saved games: every game, unfinished and finished, with Resume, Watch replay, Results and
Delete (which asks first). A file that is not a usable save is listed as unreadable with its
one-line reason; nothing here crashes on a bad file. Rows appear at once from the files' headers
(a big file's row says "Checking…" until it is read); each frame replays a few small ones and the
library's checker thread the rest, so no frame waits for a big file."""
from __future__ import annotations

import pygame

from rules.saves import display_name

from .. import theme
from ..library import QUICK_BYTES, SaveInfo
from ..widgets import ui
from .dialog import DialogScene
from .menu import MenuScene, button_row


def row_error(info: SaveInfo) -> str:
    """Why a file cannot be read, as its row says it: the row's title names the file and Open
    says the details, so "is not valid JSON", not "x.json: is not valid JSON (line 1, column 26:
    …)", which was cut at 720p / 200 %."""
    words = info.error
    named = f"{display_name(info.path)}: "
    if words.startswith(named):
        words = words[len(named):]
    return words.split(" (")[0]


class LoadScene(MenuScene):
    g = 1.0          # the interface size the layout grew its text by (see ``layout``)

    def __init__(self, app):
        super().__init__(app)
        self.saves: list[SaveInfo] = []
        self.folder_text = ""
        self.list = ui.ScrollList([], self._draw_row, on_activate=lambda i: self.open_selected(),
                                  on_select=lambda i: self._update_buttons())
        self.open_button = ui.Button("Resume", self.open_selected, primary=True)
        self.replay_button = ui.Button("Watch replay", self.watch_selected)
        self.results_button = ui.Button("Results", self.results_selected)
        self.delete_button = ui.Button("Delete", self.delete_selected, hotkey=pygame.K_DELETE)
        self.back_button = ui.Button("Back", self.back)
        self.buttons = [self.open_button, self.replay_button, self.results_button, self.delete_button,
                        self.back_button]

    # ------------------------------------------------------------------ data
    @property
    def library(self):
        return self.app.library

    def enter(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        keep = self.list.selected
        self.app.flush_saves()   # the game being played is listed as it is now
        self.folder_text = f"Folder: {self.library.folder}"
        self.problem = self.library.problem(write=False)
        self.saves = self.library.check_some(self.library.infos(wait=False))
        self.list.set_items(self.saves, keep=keep)
        self._update_buttons()

    def update(self, dt: float) -> None:
        super().update(dt)
        if any(not i.checked for i in self.saves):
            self.saves = self.library.check_some(self.saves)
            self.list.items = self.saves
            self._update_buttons()

    @property
    def selected(self) -> SaveInfo | None:
        i = self.list.selected
        return self.saves[i] if i is not None and 0 <= i < len(self.saves) else None

    def _checked_selected(self) -> SaveInfo | None:
        """The selected save, replayed now if the list had not got to it yet and it is small; a
        big one is put first in the checker's queue and the player told to wait for it."""
        i = self.list.selected
        info = self.selected
        if info is not None and not info.checked and (info.pending or info.size > QUICK_BYTES):
            self.library.check_later([info])
            self.app.toast(f"{info.name} is still being checked; a moment, please.")
            return None
        if info is not None and not info.checked:
            info = self.saves[i] = self.library.checked(info)
            self.list.items = self.saves
            self._update_buttons()
        return info

    def _update_buttons(self) -> None:
        info = self.selected
        self.open_button.enabled = info is not None  # an unreadable one explains itself
        self.open_button.label = "Open" if info is not None and (info.finished or not info.ok) else "Resume"
        self.replay_button.enabled = bool(info and info.ok and info.finished)
        self.results_button.enabled = bool(info and info.ok and info.finished)
        self.delete_button.enabled = info is not None

    def _loaded(self, info: SaveInfo):
        """The save as a session to look at (no file is written); None and a message when it fails."""
        from ..session import SaveError, Session
        try:
            return Session.load(info.path)
        except SaveError as e:
            self.refresh()
            self.app.push(DialogScene.message_box(self.app, "This save cannot be opened", str(e), "error"))
            return None

    # ------------------------------------------------------------------ actions
    def open_selected(self) -> None:
        info = self._checked_selected()
        if info is None:
            return
        if not info.ok:
            self.app.push(DialogScene.message_box(self.app, "This file cannot be opened", info.error, "error"))
            return
        if info.finished:
            if info.score_text:         # a solo game: its score, not a winner
                said = f"{info.title}: {info.score_text}" + (f", {info.note}" if info.note else "") + "."
            else:
                said = f"{info.title}: {' and '.join(info.winners) or 'nobody'} won."
            self.app.push(DialogScene(self.app, "This game is finished",
                                      f"{said} Watch it again or see the scores.",
                                      [("Watch replay", self.watch_selected), ("Results", self.results_selected),
                                       ("Cancel", None)]))
            return
        from ..session import SaveError, Session
        try:
            # The game in progress is in its own file already; resuming another never touches it.
            session = Session.resume(info.path, self.library, self.app.saver)
        except SaveError as e:
            self.refresh()
            self.app.push(DialogScene.message_box(self.app, "This save cannot be opened", str(e), "error"))
            return
        self.app.start_game(session)

    def watch_selected(self) -> None:
        info = self._checked_selected()
        if info and info.ok:
            session = self._loaded(info)
            if session is not None:
                self.app.open_replay(session)

    def results_selected(self) -> None:
        info = self._checked_selected()
        if info and info.ok and info.finished:
            session = self._loaded(info)
            if session is not None:
                self.app.show_results(session)

    def delete_selected(self) -> None:
        info = self.selected
        if info is None:
            return
        if info.ok:
            what = f"{info.title} ({info.status_text.lower()}, saved {info.saved_text})"
        else:
            what = f"“{info.name}”"

        def delete():
            try:
                self.library.delete(info)
            except OSError as e:
                self.app.toast(f"Could not delete {info.name} ({e.strerror or e}).", "error")
            else:
                self.app.toast(f"Deleted {info.name}.")
            self.refresh()

        self.app.push(DialogScene.confirm(self.app, "Delete this save?",
                                          f"Delete {what}? This cannot be undone.", delete, yes="Delete"))

    # ------------------------------------------------------------------ layout and drawing
    def widgets(self) -> list:
        return [self.list] + self.buttons

    def layout(self, w: int, h: int, s: float) -> None:
        px = self.px
        # The list fills the window at 100 %; a larger interface size grows its text and rows (fewer
        # rows show, the list scrolls) and the buttons' labels, rather than the whole scene.
        # (at most 1.5x: beyond that the rows' titles and dates no longer fit side by side)
        self.g = min(theme.interface, 1.5)
        grow = self.gx
        self.panel = pygame.Rect(0, 0, min(int(w * 0.86), px(1200)), int(h * 0.66))
        self.panel.midtop = (w // 2, int(h * 0.17))
        self.list.rect = self.panel.inflate(-px(24), -px(24))
        # two lines of text (the title, then the players), their margins and a gap between them;
        # grown, the status has a line of its own between them (``_draw_row``)
        status = theme.font(grow(24), True).get_linesize() + grow(4) if self.g > 1.0 else 0
        self.list.row_height = (theme.font(grow(28), True).get_linesize() + theme.font(grow(22)).get_linesize()
                                + status + 2 * grow(12) + grow(4) + px(6))
        self.list._clamp()
        bw = min(grow(190), (self.panel.width - 4 * px(16)) // 5)
        bh = min(grow(52), (h - self.panel.bottom) - px(28))
        button_row(self.buttons, (w // 2, (self.panel.bottom + h) // 2), bw, bh, px(16))
        size = 0                       # 0: half the button's height, as at 100 %
        if self.g > 1.0:
            # one size for the whole row, the largest at which every label fits its button with a margin
            size = bh // 2
            while size > px(26) and any(theme.font(size, b.primary).size(b.label)[0] > bw - px(36)
                                        for b in self.buttons):
                size -= 1
        for b in self.buttons:
            b.text_size = size

    def gx(self, n: float) -> int:
        """``n`` pixels at 1280x720 grown by the interface size (text and the rows that hold it)."""
        return self.px(n * self.g)

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, info: SaveInfo, selected: bool,
                  hover: bool) -> None:
        px, gx = self.px, self.gx
        r = rect.inflate(-px(4), -px(6))
        fill = theme.PANEL_LIGHT if selected else (theme.PANEL if hover else theme.BG)
        edge = theme.ACCENT if selected else theme.PANEL_LIGHT
        ui.draw_panel(surface, r, fill=fill, edge=edge, radius=px(10), width=2)
        pad = gx(16)
        top, bottom = r.top + gx(12), r.bottom - gx(12)
        if info.ok:
            colour = theme.TEXT_DIM if info.pending else theme.GOOD if not info.finished else theme.ACCENT
            under_size, under_colour = gx(22), theme.TEXT_DIM
        else:
            colour, under_size, under_colour = theme.BAD, gx(21), theme.BAD
        if self.g > 1.0:
            under = self._players_line(info, under_size, r.width - 2 * pad) if info.ok else row_error(info)
            self._draw_grown_row(surface, r, info, colour, (under, under_size, under_colour))
            return
        # the status and the date take what they need (up to 42 %), the title and the players the rest
        right = [(info.status_text, gx(24), True), (info.saved_text, gx(21), False)]
        right_w = min(int(r.width * 0.42), max(theme.font(size, bold).size(t)[0] for t, size, bold in right))
        left_w = r.width - right_w - 3 * pad
        under = self._players_line(info, under_size, left_w) if info.ok else row_error(info)
        ui.blit_text_fit(surface, info.title, gx(28), left_w, theme.TEXT, bold=True, topleft=(r.left + pad, top))
        ui.blit_text_fit(surface, under, under_size, left_w, under_colour, bottomleft=(r.left + pad, bottom))
        ui.blit_text_fit(surface, info.status_text, gx(24), right_w, colour, bold=True, topright=(r.right - pad, top))
        ui.blit_text_fit(surface, info.saved_text, gx(21), right_w, theme.TEXT_DIM, bottomright=(r.right - pad, bottom))

    def _draw_grown_row(self, surface: pygame.Surface, r: pygame.Rect, info: SaveInfo, colour, under: tuple) -> None:
        """Grown, a row's title, status and players each have a line (side by side, the title and
        the status cut each other at 200 %: "Sky Towers · Taroma soli…", "Finished · 17 kites (Taro…");
        the date stands at the right of the first of them with room for it beside."""
        gx = self.gx
        pad = gx(16)
        top = r.top + gx(12)
        middle = top + theme.font(gx(28), True).get_linesize() + gx(4)
        lines = [(info.title, gx(28), theme.TEXT, True, "topleft", top),
                 (info.status_text, gx(24), colour, True, "topleft", middle),
                 (*under, False, "bottomleft", r.bottom - gx(12))]
        date_w = theme.font(gx(21)).size(info.saved_text)[0]
        room = [r.width - 3 * pad - theme.font(size, bold).size(text)[0] - date_w for text, size, _c, bold, _a, _y in lines]
        beside = next((k for k, left in enumerate(room) if left >= 0), max(range(3), key=room.__getitem__))
        for k, (text, size, ink, bold, anchor, y) in enumerate(lines):
            width = r.width - 2 * pad - (date_w + pad if k == beside else 0)
            ui.blit_text_fit(surface, text, size, width, ink, bold=bold, **{anchor: (r.left + pad, y)})
        text, size, _ink, _bold, anchor, y = lines[beside]
        place = {"topleft": "topright", "bottomleft": "bottomright"}[anchor]
        ui.blit_text_fit(surface, info.saved_text, gx(21), date_w, theme.TEXT_DIM, **{place: (r.right - pad, y)})

    @staticmethod
    def _players_line(info: SaveInfo, size: int, width: int) -> str:
        """The players and the game's verdict ("master builder"), in ``width``: as many players as
        fit and how many more where all do not (a ten-seat table's names are longer than a row)."""
        note = f"  ·  {info.note}" if info.note else ""
        names = info.seat_names
        font = theme.font(size)
        tries = [", ".join(names)] + [f"{', '.join(names[:shown])} and {len(names) - shown} more"
                                      for shown in range(len(names) - 1, 0, -1)]
        return next((line + note for line in tries if font.size(line + note)[0] <= width),
                    f"{len(names)} players{note}")

    def _folder_line(self, size: int, width: int) -> str:
        """The folder's line in ``width``: a long path keeps its end, the folder's own name (cut at
        its end, a grown "Folder: /home/ana/.local/share/sk…" said all but which folder)."""
        font = theme.font(size)
        if font.size(self.folder_text)[0] <= width:
            return self.folder_text
        path = str(self.library.folder)
        while len(path) > 1 and font.size(f"Folder: …{path}")[0] > width:
            path = path[1:]
        return f"Folder: …{path}"

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        w, h = surface.get_size()
        px = self.px
        ui.blit_text(surface, "Saved games", px(56), theme.ACCENT, bold=True, midbottom=(w // 2, int(h * 0.11)))
        folder = min(self.gx(19), self.panel.top - int(h * 0.11) - px(10))
        ui.blit_text(surface, self._folder_line(folder, int(w * 0.8)), folder, theme.TEXT_DIM,
                     midtop=(w // 2, int(h * 0.11) + px(6)))
        ui.draw_panel(surface, self.panel, fill=theme.BG_DARK, edge=theme.OUTLINE, radius=px(14))
        if not self.saves:
            # A folder it cannot read is not an empty one: its games are there, unseen.
            words, colour = ((f"{self.problem}, so its games cannot be listed.", theme.BAD) if self.problem else
                             ("No saved games yet. Every game you start is kept here, finished or not.", theme.TEXT_DIM))
            ui.blit_wrapped(surface, words, self.gx(26), pygame.Rect(self.panel.left + px(40), self.panel.centery - px(20),
                                                                    self.panel.width - px(80), 10), colour, align="center")
        self.form.draw(surface)
