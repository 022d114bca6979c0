"""Short-lived things drawn over a table for a moment: big banners, rising words, bursts of sparks.

Each ``Effect`` ages with the animation clock; ``update(dt)`` says whether it is still alive, and
``alpha()`` gives its fade in and out. A view keeps a list of them, updates it every frame and draws
what is left over everything else.

``bounds()`` is where the last ``draw`` put its ink (a table that copies only what changed to the
screen restores it the next frame), or None when the effect does not say.
"""
from __future__ import annotations

import math
import random
from typing import Any

import pygame

from .. import theme
from . import tween

# Sparks of a burst: five bright colours and, every seventh, star gold.
SPARKS = [(212, 62, 62), (242, 190, 40), (52, 154, 82), (46, 112, 214), (136, 80, 192)]
STAR_GOLD = (255, 214, 96)


class Effect:
    drawn: pygame.Rect | None = None     # where the last draw drew (None: not known)

    def __init__(self, life: float):
        self.age = 0.0
        self.life = life

    def bounds(self) -> pygame.Rect | None:
        return self.drawn

    def _ink(self, rect) -> None:
        if rect:
            self.drawn = pygame.Rect(rect) if not self.drawn else self.drawn.union(rect)

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


def alpha_blit(surface: pygame.Surface, img: pygame.Surface, rect, alpha: int) -> pygame.Rect | None:
    """Blit ``img`` at ``alpha`` (0-255) without touching ``img`` itself; where it went."""
    if alpha >= 255:
        return surface.blit(img, rect)
    if alpha > 0:
        img = img.copy()
        img.set_alpha(alpha)
        return surface.blit(img, rect)
    return None


class Banner(Effect):
    """A big word with a line under it, over a band across ``rect``; the word pops in."""

    def __init__(self, rect: pygame.Rect, title: str, sub: str, colour, title_size: int, sub_size: int,
                 life: float, band=(8, 12, 30)):
        super().__init__(life)
        self.rect = pygame.Rect(rect)
        self.title, self.sub, self.colour = title, sub, colour
        self.title_size, self.sub_size = title_size, sub_size
        self.band = band
        self._surf: pygame.Surface | None = None     # what is drawn once and kept
        self._title_img: pygame.Surface | None = None

    def _title_image(self, width: int) -> pygame.Surface:
        """The title at its size, or smaller (down to the line under it) where the band is narrower
        than the title, and wrapped if even that is too wide: a big word is never cut at the band's
        edges (a grown interface in a narrow panel)."""
        if self._title_img is None:
            size, least = self.title_size, min(self.title_size, self.sub_size)
            while size > least and theme.font(size, True).size(self.title)[0] > width:
                size -= 1
            lines = [theme.text(line, size, self.colour, bold=True)
                     for line in theme.wrap(self.title, size, width, bold=True)] or [theme.text("", size)]
            img = lines[0]
            if len(lines) > 1:
                img = pygame.Surface((max(i.get_width() for i in lines), sum(i.get_height() for i in lines)),
                                     pygame.SRCALPHA)
                y = 0
                for line in lines:
                    # onto a clear surface, the lines' own pixels (a blend would darken their edges)
                    img.blit(line, line.get_rect(midtop=(img.get_width() // 2, y)), special_flags=pygame.BLEND_RGBA_MAX)
                    y += line.get_height()
            self._title_img = img
        return self._title_img

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = pygame.Rect(0, 0, 0, 0)
        alpha = self.alpha()
        t_img = self._title_image(int(self.rect.w * 0.94))
        sub_lines = theme.wrap(self.sub, self.sub_size, int(self.rect.w * 0.94)) if self.sub else []
        line_h = theme.font(self.sub_size).get_linesize()
        height = t_img.get_height() + len(sub_lines) * line_h + self.sub_size
        # the band holds its words: where they need more than ``rect`` (a narrow place, words at the
        # reading floor), it grows round the rect's middle, kept on the screen, rather than let the
        # word and the last line spill over its edges
        band = pygame.Rect(0, 0, self.rect.w, height + self.sub_size)
        band.center = self.rect.center
        band.clamp_ip(surface.get_rect())
        if self._surf is None or self._surf.get_size() != band.size:
            self._surf = pygame.Surface(band.size, pygame.SRCALPHA)
            pygame.draw.rect(self._surf, (*self.band, 215), self._surf.get_rect(), border_radius=max(4, band.h // 8))
            pygame.draw.rect(self._surf, (*self.colour, 255), self._surf.get_rect(), 2,
                             border_radius=max(4, band.h // 8))
        self._ink(alpha_blit(surface, self._surf, band, alpha))
        pop = tween.ease_out_back(min(1.0, self.age / 0.28))
        img = t_img
        if pop < 0.999:
            w = max(1, int(t_img.get_width() * (0.6 + 0.4 * pop)))
            h = max(1, int(t_img.get_height() * (0.6 + 0.4 * pop)))
            img = pygame.transform.smoothscale(t_img, (w, h))
        top = band.top + (band.h - height) // 2
        r = img.get_rect(midtop=(band.centerx, top))
        self._ink(alpha_blit(surface, img, r, alpha))
        y = top + t_img.get_height() + self.sub_size // 3
        for line in sub_lines:
            s = theme.text(line, self.sub_size, theme.TEXT)
            self._ink(alpha_blit(surface, s, s.get_rect(midtop=(band.centerx, y)), alpha))
            y += line_h


class SlideBanner(Banner):
    """A ``Banner`` rendered once on a band just wide enough for its words; it slides down a little
    while fading in (no per-frame scaling: that would cost milliseconds)."""

    def _render(self) -> pygame.Surface:
        t_img = self._title_image(self.rect.w - self.sub_size * 4)
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
        drop = int((1 - tween.ease_out(min(1.0, self.age / 0.25))) * self.sub_size)
        img = self._surf
        img.set_alpha(self.alpha())
        self.drawn = surface.blit(img, img.get_rect(center=(self.rect.centerx, self.rect.centery - drop)))


class FloatText(Effect):
    """A short word that rises and fades (``+7``, ``passes``)."""

    def __init__(self, pos, text: str, size: int, colour, life: float = 1.3, rise: float = 40):
        super().__init__(life)
        self.pos = pygame.Vector2(pos)
        self.text, self.size, self.colour, self.rise = text, size, colour, rise

    def draw(self, surface: pygame.Surface) -> None:
        img = theme.text(self.text, self.size, self.colour, bold=True)
        y = self.pos.y - self.rise * tween.ease_out(min(1.0, self.age / self.life))
        shadow = theme.text(self.text, self.size, (0, 0, 0), bold=True)
        # on the screen whole: words rising from a pile by the screen's edge were cut there
        r = img.get_rect(center=(self.pos.x, y)).clamp(surface.get_rect())
        a = self.alpha(0.1, 0.4)
        self.drawn = pygame.Rect(0, 0, 0, 0)
        self._ink(alpha_blit(surface, shadow, r.move(2, 2), a // 2))
        self._ink(alpha_blit(surface, img, r, a))


class Burst(Effect):
    """Coloured sparks and stars flying out from a point (Sky Five!)."""

    def __init__(self, center, scale: float, life: float = 1.6, count: int = 110, seed: Any = 0):
        super().__init__(life)
        rnd = random.Random(f"burst/{seed}")
        cx, cy = center
        self.parts = []
        for i in range(count):
            ang = rnd.uniform(0, math.tau)
            speed = rnd.uniform(180, 620) * scale
            colour = SPARKS[i % 5] if i % 7 else STAR_GOLD
            self.parts.append([cx, cy, math.cos(ang) * speed, math.sin(ang) * speed - 200 * scale,
                               max(2, rnd.uniform(3, 8) * scale), colour, i % 7 == 0])
        self.gravity = 700 * scale

    def update(self, dt: float) -> bool:
        for p in self.parts:
            p[0] += p[2] * dt
            p[1] += p[3] * dt
            p[3] += self.gravity * dt
            p[2] *= 0.985
        return super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = pygame.Rect(0, 0, 0, 0)
        fade = max(0.0, 1 - self.age / self.life)
        for x, y, _vx, _vy, r, colour, star in self.parts:
            rr = r * (0.4 + 0.6 * fade)
            if star:
                pts = [(x + math.cos(-math.pi / 2 + k * math.pi / 5) * (rr * 2 if k % 2 == 0 else rr * 0.9),
                        y + math.sin(-math.pi / 2 + k * math.pi / 5) * (rr * 2 if k % 2 == 0 else rr * 0.9))
                       for k in range(10)]
                self._ink(pygame.draw.polygon(surface, colour, pts))
            else:
                self._ink(pygame.draw.circle(surface, colour, (x, y), rr))


class Flash(Effect):
    """A glowing frame around a rectangle that grows a little and fades (a tower completed, a prize
    changing hands)."""

    def __init__(self, rect: pygame.Rect, colour, width: int, life: float = 1.0):
        super().__init__(life)
        self.rect, self.colour, self.width = pygame.Rect(rect), colour, width

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = pygame.Rect(0, 0, 0, 0)
        a = self.alpha(0.08, 0.5)
        if a > 0:
            grow = int(self.width * 2 * min(1.0, self.age / max(0.01, self.life)))
            r = self.rect.inflate(grow, grow)
            s = pygame.Surface(r.inflate(self.width * 2, self.width * 2).size, pygame.SRCALPHA)
            pygame.draw.rect(s, (*self.colour, a), s.get_rect(), self.width, border_radius=self.width * 3)
            self.drawn = surface.blit(s, s.get_rect(center=r.center))
