"""Moving things drawn over the still table: flying pedestals and clouds, rising totems, words."""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets import tween


class Flyer:
    """A pedestal (``design``) or a cloud (``design`` None) on its way from one place to another."""

    __slots__ = ("pid", "design", "pos", "w", "dst", "x", "y", "seat", "tw")

    def __init__(self, pid, design, pos, w: float, dst: str = "", x=None, y=None, seat=None):
        self.pid = pid
        self.design = design
        self.pos = pygame.Vector2(pos)
        self.w = float(w)
        self.dst, self.x, self.y, self.seat = dst, x, y, seat
        self.tw: tween.Tween | None = None


class Effect:
    def __init__(self, life: float):
        self.age = 0.0
        self.life = life

    def update(self, dt: float) -> bool:
        self.age += dt
        return self.age < self.life

    def alpha(self, fade_in: float = 0.12, fade_out: float = 0.35) -> int:
        a = 1.0
        if self.age < fade_in:
            a = self.age / fade_in
        if self.life - self.age < fade_out:
            a = min(a, max(0.0, (self.life - self.age) / fade_out))
        return int(255 * a)

    def draw(self, surface: pygame.Surface) -> None:
        pass


def alpha_blit(surface: pygame.Surface, img: pygame.Surface, rect, alpha: int) -> None:
    if alpha >= 255:
        surface.blit(img, rect)
    elif alpha > 0:
        img = img.copy()
        img.set_alpha(alpha)
        surface.blit(img, rect)


class FloatText(Effect):
    """A short word that rises and fades (``+12``, ``passes``)."""

    def __init__(self, pos, text: str, size: int, colour, life: float = 1.3, rise: float = 40):
        super().__init__(life)
        self.pos = pygame.Vector2(pos)
        self.text, self.size, self.colour, self.rise = text, size, colour, rise

    def draw(self, surface: pygame.Surface) -> None:
        img = theme.text(self.text, self.size, self.colour, bold=True)
        shadow = theme.text(self.text, self.size, (0, 0, 0), bold=True)
        y = self.pos.y - self.rise * tween.ease_out(min(1.0, self.age / self.life))
        r = img.get_rect(center=(self.pos.x, y))
        a = self.alpha(0.1, 0.4)
        alpha_blit(surface, shadow, r.move(2, 2), a // 2)
        alpha_blit(surface, img, r, a)


class Banner(Effect):
    """A big word with a line under it, on a band across ``rect``."""

    def __init__(self, rect: pygame.Rect, title: str, sub: str, colour, title_size: int, sub_size: int,
                 life: float, band=(8, 12, 30)):
        super().__init__(life)
        self.rect = pygame.Rect(rect)
        self.title, self.sub, self.colour = title, sub, colour
        self.title_size, self.sub_size = title_size, sub_size
        self.band = band
        self._surf: pygame.Surface | None = None

    def _render(self) -> pygame.Surface:
        t_img = theme.text(self.title, self.title_size, self.colour, bold=True)
        lines = theme.wrap(self.sub, self.sub_size, int(self.rect.w * 0.9)) if self.sub else []
        line_h = theme.font(self.sub_size).get_linesize()
        h = t_img.get_height() + len(lines) * line_h + self.sub_size * 2
        w = min(self.rect.w, max(t_img.get_width(), *(theme.font(self.sub_size).size(s)[0] for s in lines), 10)
                + self.sub_size * 4)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(4, h // 6)
        pygame.draw.rect(surf, (*self.band, 225), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (*self.colour, 255), surf.get_rect(), 2, border_radius=radius)
        y = self.sub_size
        surf.blit(t_img, t_img.get_rect(midtop=(w // 2, y)))
        y += t_img.get_height()
        for line in lines:
            img = theme.text(line, self.sub_size, theme.TEXT)
            surf.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += line_h
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        if self._surf is None:
            self._surf = self._render()
        # slides down a little while fading in (no per-frame scaling: that would cost milliseconds)
        drop = int((1 - tween.ease_out(min(1.0, self.age / 0.25))) * self.sub_size)
        img = self._surf
        img.set_alpha(self.alpha())
        surface.blit(img, img.get_rect(center=(self.rect.centerx, self.rect.centery - drop)))
