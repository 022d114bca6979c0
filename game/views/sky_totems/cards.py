"""Drawing Sky Totems altar cards and totem description tiles (cached text, cached art)."""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets import ui
from .art import TOTEM_COLOUR, PedestalArt

GOLD = theme.ACCENT
CARD_FILL = (44, 34, 30)          # the brown half: the mission
CARD_EDGE = (150, 118, 80)
ALTAR_FILL = (26, 24, 34)         # the black half: the starting altar

# Short words for the totem description tiles (the rulebook's conditions and blessings).
TOTEM_WORDS = {
    "Bird": ("3 stacks in a line, all the same height (2+)", "Blessing: 3 clouds and 3 random pedestals"),
    "Wolf": ("2 equal stacks (2+) one apart; middle lower or equal", "Blessing: +1 pedestal on every free stack"),
    "Horse": ("2 neighbouring stacks differing by exactly 2", "Blessing: play another turn"),
    "Cat": ("Comes by itself on any stack of 6 or more", "Blessing: choose 2 different pedestals"),
    "Dragon": ("3 stacks in a line rising a, a+1, a+2 (a 1+)", "Blessing: a pedestal to the hoard, then take a field"),
}
# Example heights for each tile's little diagram.
TOTEM_SHAPE = {"Bird": (2, 2, 2), "Wolf": (3, 1, 3), "Horse": (1, 3), "Cat": (6,), "Dragon": (1, 2, 3)}
TOTEM_SCORE = {"Bird": "3 × height", "Wolf": "3 × height", "Horse": "2 × higher", "Cat": "1 × height",
               "Dragon": "3 × top"}


def fit(s: str, size: int, width: int, bold: bool = False) -> str:
    return ui.ellipsize(s, size, max(8, int(width)), bold)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    return list(ui._wrapped(s, size, max(8, int(width)), bold))


def draw_card(surface: pygame.Surface, rect: pygame.Rect, face: dict | None, art: PedestalArt, sizes: dict,
              full: bool = False, edge=None, badge: str | None = None) -> None:
    """An altar card: its name, points and mission (the brown half); ``full`` adds the starting
    altar (the black half: a 2x2 of the start's pedestals and the cloud icon). ``face`` None: a
    face-down card."""
    radius = max(4, rect.h // 12 if full else rect.h // 6)
    if face is None:
        pygame.draw.rect(surface, (58, 44, 40), rect, border_radius=radius)
        pygame.draw.rect(surface, edge or CARD_EDGE, rect, max(1, rect.h // 30 if full else 2), border_radius=radius)
        inner = rect.inflate(-rect.w // 5, -rect.h // 4)
        pygame.draw.rect(surface, (86, 66, 56), inner, max(1, rect.h // 24), border_radius=radius)
        ui.blit_text(surface, "?", max(10, int(rect.h * 0.42)), (190, 160, 120), bold=True, center=rect.center)
        return
    title, text_size = sizes["card_title"], sizes["card_text"]
    pad = max(3, int(text_size * 0.45))
    pygame.draw.rect(surface, CARD_FILL, rect, border_radius=radius)
    pygame.draw.rect(surface, edge or CARD_EDGE, rect, max(2, rect.h // 90) if full else 2, border_radius=radius)
    # points in a coin at the top right
    coin_r = max(7, int(title * 0.62))
    coin = (rect.right - pad - coin_r, rect.top + pad + coin_r)
    pygame.draw.circle(surface, GOLD, coin, coin_r)
    ui.blit_text(surface, str(face["points"]), max(9, int(coin_r * 1.3)), theme.BG_DARK, bold=True, center=coin)
    x = rect.left + pad + (badge is not None) * 0
    y = rect.top + pad
    name_w = coin[0] - coin_r - pad - x
    lines = wrap(face["name"], title, name_w, True)[:2] if full else [fit(face["name"], title, name_w, True)]
    for line in lines:
        img = theme.text(line, title, (250, 232, 200), bold=True)
        surface.blit(img, (x, y))
        y += theme.font(title, True).get_linesize()
    y = max(y, coin[1] + coin_r) + pad // 2
    bottom = rect.bottom - pad
    if full:
        bottom = rect.top + int(rect.h * 0.58)
        ui.blit_text(surface, "As a hidden mission:", sizes["chip"], (190, 160, 120), bold=True, topleft=(x, y))
        y += theme.font(sizes["chip"], True).get_linesize() + pad // 3
    step = theme.font(text_size).get_linesize()
    for line in wrap(face["text"], text_size, rect.w - 2 * pad):
        if y + step > bottom + 2:
            break
        surface.blit(theme.text(line, text_size, (226, 214, 196)), (x, y))
        y += step
    if badge:
        img = theme.text(badge, sizes["chip"], theme.BG_DARK, bold=True)
        r = img.get_rect(bottomright=(rect.right - pad, rect.bottom - pad)).inflate(pad * 2, pad // 2)
        pygame.draw.rect(surface, GOLD, r, border_radius=r.h // 2)
        surface.blit(img, img.get_rect(center=r.center))
    if not full:
        return
    # the black half: the starting altar
    half = pygame.Rect(rect.left + pad, rect.top + int(rect.h * 0.6), rect.w - 2 * pad, rect.bottom - pad - (rect.top + int(rect.h * 0.6)))
    pygame.draw.rect(surface, ALTAR_FILL, half, border_radius=radius)
    ui.blit_text(surface, "As your altar:", sizes["chip"], theme.TEXT_DIM, bold=True,
                 topleft=(half.left + pad, half.top + pad))
    label_h = theme.font(sizes["chip"], True).get_linesize()
    cell = int(min((half.h - 2 * pad - label_h) / 2, half.w * 0.28))
    gx = half.centerx - cell
    gy = half.top + pad + label_h + (half.h - 2 * pad - label_h - 2 * cell) // 2
    stacks: dict = {}
    for design, cx, cy in face["start"]["pedestals"]:
        stacks.setdefault((cx, cy), []).append(design)
    for cx in (0, 1):
        for cy in (0, 1):
            r = pygame.Rect(gx + cx * cell, gy + cy * cell, cell, cell)
            surface.blit(art.cloud(cell - 2, cell - 2), r.move(1, 1))
            if (cx, cy) in stacks:
                art.draw_stack(surface, stacks[(cx, cy)], r)
    if face["start"]["cloud"]:
        r = pygame.Rect(0, 0, int(cell * 0.8), int(cell * 0.8))
        r.midleft = (gx + 2 * cell + pad * 2, gy + cell)
        surface.blit(art.cloud(r.w, r.h), r)
        ui.blit_text(surface, "+1", text_size, theme.BG_DARK, bold=True, center=r.center)


def draw_totem_tile(surface: pygame.Surface, rect: pygame.Rect, kind: str, art: PedestalArt, sizes: dict,
                    state: str = "idle") -> None:
    """A totem description tile: emblem, name, score, a little diagram, the condition and blessing.
    ``state``: "idle", "buildable" (a totem of this kind can be built now) or "selected"."""
    colour = TOTEM_COLOUR.get(kind, (200, 200, 200))
    radius = max(4, rect.h // 8)
    fill = (30, 44, 82) if state != "selected" else (44, 66, 110)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    edge = GOLD if state in ("buildable", "selected") else (70, 92, 140)
    pygame.draw.rect(surface, edge, rect, max(1, 3 if state != "idle" else 1), border_radius=radius)
    pad = max(3, rect.h // 14)
    left = pygame.Rect(rect.left + pad, rect.top + pad, int(rect.h * 0.62), rect.h - 2 * pad)
    em = art.emblem(kind, int(left.w * 0.7))
    surface.blit(em, em.get_rect(midtop=(left.centerx, left.top)))
    # the diagram: example stack heights as bars
    heights = TOTEM_SHAPE.get(kind, ())
    bar_top = left.top + em.get_height() + pad // 2
    bar_h = left.bottom - bar_top
    if bar_h > 6 and heights:
        bw = max(3, (left.w - (len(heights) - 1) * 2) // len(heights))
        unit = bar_h / max(heights)
        x = left.centerx - (len(heights) * bw + (len(heights) - 1) * 2) // 2
        for i, h in enumerate(heights):
            hh = max(2, int(h * unit))
            col = colour if not (kind == "Wolf" and i == 1) else (120, 130, 150)
            pygame.draw.rect(surface, col, (x, left.bottom - hh, bw, hh), border_radius=1)
            x += bw + 2
    x = left.right + pad
    w = rect.right - pad - x
    y = rect.top + pad
    name = theme.text(kind, sizes["tile_name"], colour, bold=True)
    surface.blit(name, (x, y))
    score = theme.text(TOTEM_SCORE.get(kind, ""), sizes["card_text"], GOLD, bold=True)
    surface.blit(score, score.get_rect(bottomright=(rect.right - pad, y + name.get_height() - 1)))
    y += theme.font(sizes["tile_name"], True).get_linesize()
    cond, bless = TOTEM_WORDS.get(kind, ("", ""))
    step = theme.font(sizes["card_text"]).get_linesize()
    lines = [(s, theme.TEXT) for s in wrap(cond, sizes["card_text"], w)]
    lines += [(s, theme.TEXT_DIM) for s in wrap(bless, sizes["card_text"], w)]
    for line, col in lines:
        if y + step > rect.bottom - pad + 3:
            break
        surface.blit(theme.text(line, sizes["card_text"], col), (x, y))
        y += step
    if state == "buildable":
        tag = theme.text("BUILD", sizes["chip"], theme.BG_DARK, bold=True)
        r = tag.get_rect(bottomright=(rect.right - pad, rect.bottom - pad)).inflate(pad * 2, 2)
        pygame.draw.rect(surface, GOLD, r, border_radius=r.h // 2)
        surface.blit(tag, tag.get_rect(center=r.center))
