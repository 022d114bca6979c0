"""Another saves folder, typed in, for the rest of the run: what Start offers when the usual folder
cannot be written (someone else's USB stick, a read-only share), beside playing without saving.

The folder is used as ``--saves DIR`` would use it (``paths.use_saves_dir``): the games, the
settings and the setup's memory go there until Sky Table closes. Nothing in the old folder is
touched, and a folder that cannot be written either is refused with the reason.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame

from rules.saves import folder_problem

from .. import paths, theme
from ..library import folder_text
from ..widgets import ui
from .menu import MenuScene, button_row

PATH_CHARS = 400


def suggested_folder() -> Path:
    """A folder of the player's own that is usually writable: "Sky Table saves" in the home folder."""
    return Path.home() / "Sky Table saves"


class FolderScene(MenuScene):
    """A title, a line of words, the folder's text field, and Use / Back. ``on_use`` runs once the
    folder is in use."""

    opaque = False
    content = (740, 420)

    def __init__(self, app, on_use: Callable[[], None] | None = None):
        super().__init__(app)
        self.on_use = on_use
        self.input = ui.TextInput(str(suggested_folder()), max_len=PATH_CHARS, placeholder="a folder",
                                  on_submit=lambda _t: self.use())
        self.use_button = ui.Button("Use this folder", self.use, primary=True)
        self.back_button = ui.Button("Back", self.back)
        self.message = ("Type the folder to keep your games in until Sky Table closes "
                        "(it is made if it does not exist yet).")
        self.panel = pygame.Rect(0, 0, 10, 10)
        self.form.set(self.widgets())
        self.form.focus(self.input)

    def widgets(self) -> list:
        return [self.input, self.use_button, self.back_button]

    def use(self) -> None:
        text = self.input.text.strip()
        if not text:
            self.app.toast("Type a folder first.", "error")
            return
        folder = Path(text).expanduser()
        try:
            folder = folder.resolve()
            folder.mkdir(parents=True, exist_ok=True)
        except (OSError, RuntimeError, ValueError) as e:
            reason = getattr(e, "strerror", None) or str(e)
            self.app.toast(f"{folder_text(folder)} cannot be made ({reason}); try another folder.", "error")
            return
        problem = folder_problem(folder, write=True)
        if problem:
            self.app.toast(f"The folder {folder_text(folder)} {problem}; try another folder.", "error")
            return
        paths.use_saves_dir(folder)
        self.app.toast(f"Games are kept in {folder_text(folder)} until Sky Table closes.")
        self.app.pop(self)
        if self.on_use is not None:
            self.on_use()

    # ------------------------------------------------------------------ layout and drawing
    def layout(self, w: int, h: int, s: float) -> None:
        px = self.px
        width = min(w - px(40), px(680))
        inner = width - 2 * px(32)
        self.title_size, self.text_size = px(34), px(22)
        lines = theme.wrap(self.message, self.text_size, inner)
        line_h = int(theme.font(self.text_size).get_linesize() * 1.15)
        self.panel = pygame.Rect(0, 0, width, px(32) + px(40) + px(14) + line_h * len(lines) + px(18)
                                 + px(52) + px(24) + px(52) + px(28))
        self.panel.center = (w // 2, h // 2)
        self.body_top = self.panel.top + px(32) + px(40) + px(14)
        field_top = self.body_top + line_h * len(lines) + px(18)
        self.input.rect = pygame.Rect(self.panel.left + px(32), field_top, inner, px(52))
        bw = min(px(240), (inner - px(16)) // 2)
        button_row([self.use_button, self.back_button],
                   (self.panel.centerx, self.input.rect.bottom + px(24) + px(26)), bw, px(52), px(16))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        px = self.px
        ui.draw_panel(surface, self.panel, fill=theme.BG, edge=theme.OUTLINE, radius=px(14))
        ui.blit_text_fit(surface, "Keep games in another folder", self.title_size, self.panel.width - px(64),
                         theme.ACCENT, bold=True, midtop=(self.panel.centerx, self.panel.top + px(32)))
        body = pygame.Rect(self.panel.left + px(32), self.body_top, self.panel.width - px(64), 10)
        ui.blit_wrapped(surface, self.message, self.text_size, body, theme.TEXT, align="center")
        self.form.draw(surface)
