"""The pause menu over the table: resume, save as, how to play, load, settings, quit to the title."""
from __future__ import annotations

import re
from datetime import datetime

import pygame

from .. import paths, theme
from ..widgets import ui
from .dialog import DialogScene
from .menu import MenuScene, button_column

PAIRS_W = 760   # the panel's width at scale 1 with the buttons in pairs
RESERVED = {"settings", "autosave", "error", "setup", "stats"}   # the app's own files


def save_file_name(text: str) -> str:
    """A safe file stem from what the player typed ('' when nothing usable is left)."""
    name = re.sub(r"[^A-Za-z0-9 _\-]+", "_", text.strip())
    return re.sub(r"\s+", " ", name).strip(" ._")[:40]


class PauseScene(MenuScene):
    opaque = False

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        default = f"{session.spec.title} {datetime.now():%Y-%m-%d %H%M}"
        self.name_input = ui.TextInput(save_file_name(default), max_len=40, placeholder="name of the save",
                                       on_submit=lambda _t: self.save())
        self.save_button = ui.Button("Save", self.save)
        self.resume_button = ui.Button("Resume", self.back, primary=True)
        self.howto_button = ui.Button("How to play", self.open_howto)
        self.load_button = ui.Button("Load a game", self.open_load)
        self.settings_button = ui.Button("Settings", self.open_settings)
        self.quit_button = ui.Button("Quit to title", self.quit_to_title)
        # a finished game's results (and scorepad) stay one step away after they were put away
        self.results_button = ui.Button("Results", self.open_results) if session.state.is_over else None
        extra = [self.results_button] if self.results_button else []
        self.two_columns = False
        self.column = [self.resume_button, *extra, self.howto_button, self.load_button, self.settings_button,
                       self.quit_button]

    def widgets(self) -> list:
        extra = [self.results_button] if self.results_button else []
        return [self.resume_button, self.name_input, self.save_button, *extra, self.howto_button,
                self.load_button, self.settings_button, self.quit_button]

    # The panel at scale 1 with a margin: one column of buttons, or (a larger interface size in a
    # window too low for the column) the buttons under Save in pairs, on a wider panel.
    def _content(self, two_columns: bool) -> tuple[int, int]:
        rest = len(self.column) - 1
        if two_columns:
            rows = (rest + 1) // 2
            return (PAIRS_W + 60, 100 + 52 + 44 + 52 + 26 + rows * 66 - 14 + 32 + 60)
        real = 100 + 52 + 44 + 52 + 26 + rest * 66 - 14 + 32
        placed = 100 + rest * 66 + 130      # the height the column is centred by: it hangs lower
        return (620 + 60, 2 * real - placed + 60)

    def scale(self, size) -> float:
        if not hasattr(self, "column"):     # MenuScene.__init__, before the buttons exist
            return super().scale(size)
        one = self.scale_to(size, self._content(False))
        two = self.scale_to(size, self._content(True)) if theme.interface > 1 else one
        self.two_columns = two > one
        return two if self.two_columns else one

    def layout(self, w: int, h: int, s: float) -> None:
        px = self.px
        bh, gap = px(52), px(14)
        width = px(PAIRS_W) if self.two_columns else px(620)
        # the window, not 60 % of it, caps a grown panel (at 100 % px(620) is always the smaller)
        self.panel = pygame.Rect(0, 0, min(w - px(40), width), 0)
        inner_w = self.panel.width - 2 * px(40)
        self.panel.height = px(100) + (len(self.column) - 1) * (bh + gap) + px(90) + px(40)
        self.panel.center = (w // 2, h // 2)
        top = self.panel.top + px(100)
        self.resume_button.rect = pygame.Rect(self.panel.left + px(40), top, inner_w, bh)
        save_top = self.resume_button.rect.bottom + px(44)
        self.save_label_y = save_top - px(8)
        self.name_input.rect = pygame.Rect(self.panel.left + px(40), save_top, inner_w - px(140), bh)
        self.save_button.rect = pygame.Rect(self.name_input.rect.right + px(12), save_top, px(128), bh)
        if self.two_columns:
            col_w = (inner_w - gap) // 2
            y = self.name_input.rect.bottom + px(26)
            for k, b in enumerate(self.column[1:]):
                b.rect = pygame.Rect(self.panel.left + px(40) + (k % 2) * (col_w + gap),
                                     y + (k // 2) * (bh + gap), col_w, bh)
            bottom = max(b.rect.bottom for b in self.column[1:])
        else:
            bottom = button_column(self.column[1:], (self.panel.centerx, self.name_input.rect.bottom + px(26)),
                                   inner_w, bh, gap)
        self.panel.height = bottom + px(32) - self.panel.top
        if self.two_columns:    # its height is known only now: the whole block moves to the centre
            self.panel.centery = h // 2
            dy = self.panel.top - (top - px(100))
            for b in [*self.column, self.name_input, self.save_button]:
                b.rect.move_ip(0, dy)
            self.save_label_y += dy

    # ------------------------------------------------------------------ actions
    def save(self) -> None:
        name = save_file_name(self.name_input.text)
        if not name:
            self.app.toast("Type a name for the save first.", "error")
            self.form.focus(self.name_input)
            return
        if name.lower() in RESERVED:
            self.app.toast(f"“{name}” is used by Sky Table itself; choose another name.", "error")
            return
        path = paths.saves_dir() / f"{name}.json"

        def write():
            try:
                self.session.save_as(path)
            except OSError as e:
                self.app.toast(f"Could not save {path.name} ({e.strerror or e}).", "error")
            else:
                self.app.toast(f"Saved as {path.name}.")

        if path.exists():
            self.app.push(DialogScene.confirm(self.app, "Replace the save?",
                                              f"A save named “{name}” exists. Replace it with this game?",
                                              write, yes="Replace"))
        else:
            write()

    def open_results(self) -> None:
        self.app.pop(self)
        self.app.show_results(self.session)

    def open_howto(self) -> None:
        self.app.open_howto(self.session.game)

    def open_load(self) -> None:
        self.app.open_load()

    def open_settings(self) -> None:
        self.app.open_settings()

    def quit_to_title(self) -> None:
        # The title's Continue line says the game is kept (a toast there covered its buttons).
        self.app.go_title()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        px = self.px
        ui.draw_panel(surface, self.panel, fill=theme.BG, edge=theme.OUTLINE, radius=px(14))
        ui.blit_text(surface, "Paused", px(52), theme.ACCENT, bold=True,
                     midtop=(self.panel.centerx, self.panel.top + px(28)))
        ui.blit_text(surface, "Save this game as", px(22), theme.TEXT_DIM,
                     bottomleft=(self.name_input.rect.left, self.save_label_y))
        self.form.draw(surface)
