"""Colours, fonts and cached text: one look for every scene.

Text surfaces are cached by (text, size, colour, bold) so the frame loop never renders the same
string twice; fonts are cached by (size, bold). The cache is bounded so a long session with many
distinct strings (scores, names) cannot grow without limit.
"""
from __future__ import annotations

from collections import OrderedDict

import pygame

# The table is a night sky: deep blue felt, warm gold accents, light text.
BG = (18, 28, 54)
BG_DARK = (10, 16, 34)
FELT = (28, 46, 86)
PANEL = (36, 52, 92)
PANEL_LIGHT = (52, 72, 120)
OUTLINE = (120, 150, 210)
TEXT = (236, 240, 250)
TEXT_DIM = (160, 172, 200)
ACCENT = (250, 204, 92)
GOOD = (110, 210, 140)
BAD = (240, 110, 100)
HIGHLIGHT = (255, 232, 120)
DISABLED = (90, 100, 130)

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_texts: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
_TEXT_CACHE_SIZE = 2048


def font(size: int, bold: bool = False) -> pygame.font.Font:
    size = max(6, int(size))
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = pygame.font.Font(None, size)  # pygame-ce's bundled font: present on every machine
        f.bold = bold
        _fonts[key] = f
    return f


def text(s: str, size: int, colour=TEXT, bold: bool = False) -> pygame.Surface:
    key = (s, int(size), tuple(colour), bold)
    surf = _texts.get(key)
    if surf is None:
        surf = font(size, bold).render(s, True, colour)
        _texts[key] = surf
        if len(_texts) > _TEXT_CACHE_SIZE:
            _texts.popitem(last=False)
    else:
        _texts.move_to_end(key)
    return surf


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``s`` into lines that fit ``width`` pixels at ``size``."""
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def scale_for(size: tuple[int, int]) -> float:
    """A UI scale factor: 1.0 at 1280x720, growing with the window, never below 0.6."""
    w, h = size
    return max(0.6, min(w / 1280, h / 720))
