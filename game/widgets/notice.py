"""The one way a table says "no": a short message bubble at the thing the move was aimed at.

``bubble_rect`` places it above the target (below when there is no room above, or to one side when
that keeps it off the places lit for the move), on screen and never over the status headline at the
top (``keep_out``: the headline band's bottom edge): whose turn it is stays readable while the
reason is shown, and so is where the piece could go instead. ``Bubble`` renders the box once per text and size, with
a small tail pointing at the target, and fades it out in its last ``FADE`` seconds.
"""
from __future__ import annotations

import pygame

from .. import theme

FADE = 0.6          # seconds of fading out at the end of a notice


def bubble_rect(box: tuple[int, int], target: pygame.Rect, screen: pygame.Rect, keep_out: int,
                gap: int, avoid: tuple = ()) -> tuple[pygame.Rect, bool]:
    """Where a bubble of size ``box`` goes for ``target``, and whether it is above the target.
    It lies within ``screen`` below ``keep_out`` (when it can fit there at all). Of the places
    above and below the target (centred on it, or to either side of it with the tail still at its
    middle), the first that covers least of ``avoid`` (the places the piece could go instead, lit
    on the table) is taken: the reason must not hide the answer."""
    w, h = box
    top_limit = max(screen.top, keep_out + gap)
    # on screen (off its very edge), and below the headline whatever else gives way
    area = pygame.Rect(screen.left + gap, top_limit, screen.w - 2 * gap, max(h, screen.bottom - gap - top_limit))
    shifts = (0, -(w // 2 - 3 * gap), w // 2 - 3 * gap)      # the tail stays within the box
    places = []
    for above in (True, False):
        for dx in shifts:
            r = pygame.Rect(0, 0, w, h)
            if above:
                r.midbottom = (target.centerx + dx, target.top - gap)
            else:
                r.midtop = (target.centerx + dx, target.bottom + gap)
            fits = area.top <= r.top and r.bottom <= area.bottom     # the sides are clamped below
            r.clamp_ip(area)
            places.append((r, above, fits))
    # where it fits unmoved, above before below (as a bubble always went), and off the lit places
    def cost(place):
        r, above, fits = place
        covered = sum(c.w * c.h for c in (r.clip(a) for a in avoid))
        return (covered, not fits, r.colliderect(target))
    r, above, _ = min(places, key=cost)
    return r, above


def render_body(text: str, scale: float) -> pygame.Surface:
    """The bubble's box: the reason wrapped to at most a comfortable width, red-edged."""
    size = theme.px(17, scale)
    pad = max(8, int(12 * scale))
    lines = theme.wrap(text, size, int(440 * max(scale, 0.75)))[:5]
    f = theme.font(size)
    w = max(f.size(s)[0] for s in lines) + 2 * pad
    h = len(lines) * f.get_linesize() + 2 * pad
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(6, int(10 * scale))
    pygame.draw.rect(surf, (58, 22, 30, 250), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, theme.BAD, surf.get_rect(), width=max(2, int(2 * scale)), border_radius=radius)
    for i, line in enumerate(lines):
        surf.blit(theme.text(line, size, theme.TEXT), (pad, pad + i * f.get_linesize()))
    return surf


class Bubble:
    """The notice bubble of one view: rendered once per (text, place), faded at the end."""

    def __init__(self):
        self._body: tuple[tuple, pygame.Surface] | None = None
        self._composed: tuple[tuple, pygame.Surface, pygame.Rect] | None = None
        self.rect: pygame.Rect | None = None        # where it was drawn last (tests, hit checks)

    def layout(self, text: str, target: pygame.Rect, screen: pygame.Rect, keep_out: int,
               scale: float, avoid: tuple = ()) -> tuple[pygame.Surface, pygame.Rect]:
        """The bubble (box and tail) and its place on screen, cached until anything changes."""
        key = (text, tuple(target), tuple(screen), keep_out, round(scale, 3), tuple(tuple(a) for a in avoid))
        if self._composed is not None and self._composed[0] == key:
            return self._composed[1], self._composed[2]
        bkey = (text, round(scale, 3))
        if self._body is None or self._body[0] != bkey:
            self._body = (bkey, render_body(text, scale))
        body = self._body[1]
        tail = max(6, int(9 * scale))
        box, above = bubble_rect(body.get_size(), target, screen, keep_out, tail + max(2, int(3 * scale)), avoid)
        # the tail sticks out of the side facing the target: one surface, so the fade applies to all
        surf = pygame.Surface((box.w, box.h + tail), pygame.SRCALPHA)
        y0 = 0 if above else tail
        surf.blit(body, (0, y0))
        tx = max(tail * 2, min(box.w - tail * 2, target.centerx - box.left))
        if above:
            tip = [(tx - tail, box.h - 2), (tx + tail, box.h - 2), (tx, box.h + tail - 1)]
        else:
            tip = [(tx - tail, tail + 2), (tx + tail, tail + 2), (tx, 1)]
        pygame.draw.polygon(surf, (58, 22, 30, 250), tip)
        pygame.draw.lines(surf, theme.BAD, False, [tip[0], tip[2], tip[1]], max(2, int(2 * scale)))
        rect = surf.get_rect(topleft=(box.left, box.top - (0 if above else tail)))
        self._composed = (key, surf, rect)
        return surf, rect

    def draw(self, surface: pygame.Surface, text: str, left: float, target: pygame.Rect, keep_out: int,
             scale: float, screen: pygame.Rect | None = None, avoid: tuple = ()) -> pygame.Rect:
        """Draw ``text`` at ``target`` with ``left`` seconds to live (fading in the last ``FADE``),
        off the rects of ``avoid`` where it can be."""
        surf, rect = self.layout(text, target, screen or surface.get_rect(), keep_out, scale, avoid)
        surf.set_alpha(255 if left >= FADE else max(0, int(255 * left / FADE)))
        surface.blit(surf, rect)
        self.rect = rect
        return rect
