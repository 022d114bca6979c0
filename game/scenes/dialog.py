"""A modal message or question over whatever is below it."""
from __future__ import annotations

from typing import Callable

import pygame

from .. import theme
from ..widgets import ui
from .menu import MenuScene, button_row


class DialogScene(MenuScene):
    """A title, a message and a row of buttons. Each button closes the dialog, then runs its
    callback (None: just close). Esc picks the ``cancel`` button (the last one by default)."""

    opaque = False

    def __init__(self, app, title: str, message: str,
                 buttons: list[tuple[str, Callable[[], None] | None]] | None = None,
                 cancel: int | None = None, kind: str = "info"):
        super().__init__(app)
        self.title = title
        self.message = message
        self.kind = kind
        specs = buttons or [("OK", None)]
        self.cancel = len(specs) - 1 if cancel is None else cancel
        self.buttons = [ui.Button(label, self._closer(cb), primary=(i == 0 and len(specs) > 1) or len(specs) == 1)
                        for i, (label, cb) in enumerate(specs)]
        self.panel = pygame.Rect(0, 0, 10, 10)
        self.form.set(self.buttons)
        self.form.focus(self.buttons[0])

    @classmethod
    def message_box(cls, app, title: str, message: str, kind: str = "info") -> "DialogScene":
        return cls(app, title, message, [("OK", None)], kind=kind)

    @classmethod
    def confirm(cls, app, title: str, message: str, on_yes: Callable[[], None], yes: str = "Yes",
                no: str = "Cancel") -> "DialogScene":
        return cls(app, title, message, [(yes, on_yes), (no, None)], cancel=1)

    @property
    def content(self):
        """The panel at scale 1 and a margin round it: the message's lines, as wrapped there."""
        # (MenuScene.__init__ asks before the message is set; every resize asks again)
        width = self.panel_width
        lines = len(theme.wrap(getattr(self, "message", ""), 26, width - 64))
        line_h = int(theme.font(26).get_linesize() * 1.15)
        return (width + 60, 32 + 44 + 16 + line_h * lines + 28 + 52 + 28 + 60)

    @property
    def panel_width(self) -> int:
        """The panel's width at scale 1: wider for three buttons, so that each label fits whole."""
        return 780 if len(getattr(self, "buttons", ())) > 2 else 680

    def _closer(self, callback):
        def click():
            self.app.pop(self)
            if callback is not None:
                callback()
        return click

    def widgets(self) -> list:
        return self.buttons

    def back(self) -> None:
        self.buttons[self.cancel].on_click()

    def layout(self, w: int, h: int, s: float) -> None:
        px = self.px
        width = min(w - px(60), px(self.panel_width))
        inner = width - 2 * px(32)
        self.title_size, self.text_size = px(38), px(26)
        lines = theme.wrap(self.message, self.text_size, inner)
        line_h = int(theme.font(self.text_size).get_linesize() * 1.15)
        height = px(32) + px(44) + px(16) + line_h * len(lines) + px(28) + px(52) + px(28)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        bw = min(px(224), (inner - px(16) * (len(self.buttons) - 1)) // len(self.buttons))
        button_row(self.buttons, (self.panel.centerx, self.panel.bottom - px(28) - px(26)), bw, px(52), px(16))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        px = self.px
        edge = theme.BAD if self.kind == "error" else theme.OUTLINE
        ui.draw_panel(surface, self.panel, fill=theme.BG, edge=edge, radius=px(14))
        title = ui.blit_text_fit(surface, self.title, self.title_size, self.panel.width - px(64),
                                 theme.ACCENT if self.kind != "error" else theme.BAD, bold=True,
                                 midtop=(self.panel.centerx, self.panel.top + px(32)))
        body = pygame.Rect(self.panel.left + px(32), title.bottom + px(16), self.panel.width - px(64), 10)
        ui.blit_wrapped(surface, self.message, self.text_size, body, theme.TEXT, align="center")
        self.form.draw(surface)
