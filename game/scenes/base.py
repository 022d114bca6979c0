"""The scene protocol. The app keeps a stack of scenes; the top one gets events and updates.

Scenes that are not ``opaque`` (overlays: pause menu, dialogs) are drawn over the scene below.
A scene never constructs the app's stack itself: it calls ``app.push/pop/replace/reset``.
"""
from __future__ import annotations

import pygame


class Scene:
    opaque = True

    def __init__(self, app):
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (pushed, or uncovered by a pop)."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute layout (never per frame)."""

    def handle_event(self, ev: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        """``dt`` in seconds since the last frame."""

    def draw(self, surface: pygame.Surface) -> None:
        pass
