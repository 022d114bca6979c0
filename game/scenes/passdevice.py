"""Pass the device: a full screen that hides the table until the next person is ready."""
from __future__ import annotations

from typing import Callable

import pygame

from .. import theme
from ..widgets import ui
from .menu import MenuScene

INPUT_DELAY = 0.35   # seconds: the click that ended the last move must not also dismiss this


class PassDeviceScene(MenuScene):
    opaque = True

    def __init__(self, app, name: str, on_continue: Callable[[], None] | None = None):
        super().__init__(app)
        self.name = name
        self.on_continue = on_continue
        self.age = 0.0
        self.button = ui.Button("I am ready", self.proceed, primary=True)
        self.done = False

    def widgets(self) -> list:
        return [self.button]

    def layout(self, w: int, h: int, s: float) -> None:
        self.button.rect = pygame.Rect(0, 0, self.px(300), self.px(60))
        self.button.rect.center = (w // 2, int(h * 0.64))

    def update(self, dt: float) -> None:
        self.age += dt

    def proceed(self) -> None:
        if self.done:
            return
        self.done = True
        self.app.pop(self)
        if self.on_continue is not None:
            self.on_continue()

    def back(self) -> None:
        pass  # Esc must not reveal the table to the wrong person

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.age < INPUT_DELAY:
            return
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.proceed()
        elif ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.proceed()
        else:
            super().handle_event(ev)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        w, h = surface.get_size()
        px = self.px
        ui.blit_text_fit(surface, f"Pass to {self.name}", px(84), int(w * 0.9), theme.ACCENT, bold=True,
                         midbottom=(w // 2, int(h * 0.42)))
        ui.blit_text_fit(surface, f"Only {self.name} should look now. Click or press Enter when ready.",
                         px(28), int(w * 0.9), theme.TEXT_DIM, midtop=(w // 2, int(h * 0.45)))
        self.form.draw(surface)
