"""Stand-ins the app tests share."""
from __future__ import annotations

from game.scenes.base import Scene


class StubTable(Scene):
    """Stands in for the table, so a test looks only at what the app does around it."""

    instances: list = []

    def __init__(self, app, session, demo=False):
        super().__init__(app)
        self.session = session
        self.demo = demo
        StubTable.instances.append(self)

    def draw(self, surface):
        surface.fill((5, 60, 30))
