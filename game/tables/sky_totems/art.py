"""Sky Totems art: pedestal blocks (a colour AND a glyph per design; rare designs look precious),
totem emblems and silhouettes, drawn with pygame and cached per size; and the faces of the altar
cards and the totem description tiles (``draw_card``, ``draw_totem_tile``: cached text, cached
art; their words are ``words.py``'s).

Everything is drawn once per (what, size) and kept in a bounded cache, so the frame loop only blits.
A pedestal is a short cylinder seen from above at an angle: stacked blocks overlap by their
thickness, so a stack's height reads at a glance. Glyphs are drawn supersampled and scaled down.
"""
from __future__ import annotations

import functools
import math

import pygame

from rules.sky_totems.components import RARE

from ... import theme
from ...widgets import ui
from ...widgets.art import ArtCache, mix as _mix
from ..kit.fitting import fit, fit_lines, layout_text, shrink_to, words_fit, wrap
from ..base import FOCUS
from .words import TOTEM_SCORE, TOTEM_SHORT, TOTEM_WORDS, card_text, pts

# design -> (base colour, glyph, rare)
DESIGN_STYLE: dict[str, tuple[tuple[int, int, int], str, bool]] = {
    "Ember": ((226, 92, 52), "flame", False),
    "Leaf": ((86, 176, 84), "leaf", False),
    "Wave": ((64, 136, 222), "wave", False),
    "Sand": ((214, 182, 112), "dune", False),
    "Stone": ((138, 140, 152), "rock", False),
    "Bloom": ((228, 118, 178), "flower", False),
    "Gold": ((246, 198, 56), "star", True),
    "Obsidian": ((46, 38, 66), "shard", True),
    "Pearl": ((234, 234, 244), "pearl", True),
    "Amethyst": ((156, 92, 214), "gem", True),
}

# totem kind -> colour
TOTEM_COLOUR: dict[str, tuple[int, int, int]] = {
    "Bird": (112, 196, 250),
    "Wolf": (176, 188, 214),
    "Horse": (206, 138, 78),
    "Cat": (248, 168, 64),
    "Dragon": (226, 76, 76),
}

# the bag: a leather sack (its body, lighter in its middle, and its neck) tied with a gold cord
SACK, SACK_LIGHT, SACK_NECK, CORD = (120, 84, 56), (150, 108, 70), (140, 100, 64), (230, 200, 120)
HATCH = (120, 130, 160)           # the lines across a Wolf's middle cell
HEIGHT_DISC, HEIGHT_RIM = (16, 22, 44), (200, 210, 236)
# the round track's squares: (fill, fill of a round gone by), their edge
ROUND_SQUARE, ROUND_PAST, ROUND_EDGE = (40, 58, 100), (30, 42, 74), (80, 104, 160)

SS = 3  # supersampling factor for glyphs and emblems

# Each totem as an animal seen from the side, facing right, in units: x from 0 to the totem's
# length in cells, y from 0 (top) to 1 (feet). Shapes: ("poly", points), ("ellipse", x, y, w, h),
# ("circle", cx, cy, r). "eye" marks where the eye goes. The Wolf stands on its two end cells (its
# middle cell has no stand), the Horse's legs stand one on each cell. A polygon's points are written
# as SVG writes them, "x,y x,y ...".


def points(text: str) -> list[tuple[float, float]]:
    """The points of "x,y x,y ..." (a polygon as SVG writes it)."""
    return [(float(x), float(y)) for x, y in (p.split(",") for p in text.split())]


SILHOUETTES: dict[str, dict] = {
    "Wolf": {"shapes": [
        ("poly", points("0.05,0.74 0.2,0.5 0.48,0.36 1.0,0.33 1.6,0.35 2.1,0.3 2.3,0.2 2.36,0.02 2.47,0.17 2.58,0.04 "
                        "2.64,0.2 2.95,0.34 2.93,0.43 2.64,0.46 2.52,0.56 2.6,0.97 2.46,0.97 2.38,0.68 2.3,0.97 "
                        "2.16,0.97 2.12,0.62 1.6,0.6 0.9,0.62 0.74,0.97 0.6,0.97 0.58,0.7 0.46,0.97 0.32,0.97 "
                        "0.36,0.62 0.26,0.6 0.1,0.8"))],
        "eye": (2.62, 0.27)},
    "Horse": {"shapes": [
        ("poly", points("0.06,0.78 0.1,0.46 0.3,0.34 0.9,0.37 1.32,0.33 1.46,0.17 1.6,0.04 1.63,0.0 1.7,0.07 1.96,0.3 "
                        "1.92,0.39 1.74,0.34 1.62,0.45 1.58,0.6 1.62,0.97 1.5,0.97 1.46,0.68 1.42,0.97 1.3,0.97 "
                        "1.28,0.62 0.74,0.63 0.68,0.97 0.56,0.97 0.52,0.7 0.46,0.97 0.34,0.97 0.3,0.6 0.2,0.52 "
                        "0.15,0.8"))],
        "eye": (1.74, 0.16)},
    "Bird": {"shapes": [
        ("poly", points("0.04,0.28 0.5,0.2 0.95,0.22 1.28,0.36 1.38,0.16 1.5,0.05 1.62,0.16 1.72,0.36 2.05,0.22 "
                        "2.5,0.2 2.96,0.28 2.7,0.4 2.74,0.46 2.45,0.48 2.48,0.55 2.1,0.54 1.68,0.6 1.74,0.94 1.5,0.8 "
                        "1.26,0.94 1.32,0.6 0.9,0.54 0.52,0.55 0.55,0.48 0.26,0.46 0.3,0.4"))],
        "eye": (1.5, 0.17)},
    "Cat": {"shapes": [
        ("ellipse", 0.22, 0.42, 0.52, 0.56),
        ("circle", 0.48, 0.32, 0.2),
        ("poly", points("0.3,0.3 0.3,0.06 0.44,0.18")),
        ("poly", points("0.52,0.18 0.66,0.06 0.66,0.3")),
        ("poly", points("0.68,0.9 0.86,0.86 0.94,0.66 0.9,0.5 0.84,0.52 0.86,0.68 0.8,0.8 0.66,0.8"))],
        "eye": (0.56, 0.3)},
    "Dragon": {"shapes": [
        ("poly", points("0.03,0.95 0.4,0.78 0.9,0.64 1.3,0.56 1.7,0.46 2.2,0.33 2.42,0.2 2.5,0.02 2.6,0.13 2.72,0.06 "
                        "2.98,0.17 2.95,0.26 2.72,0.28 2.56,0.38 2.4,0.52 2.46,0.97 2.32,0.97 2.24,0.6 1.8,0.68 "
                        "1.66,0.97 1.52,0.97 1.5,0.72 0.9,0.8 0.45,0.92 0.12,1.0")),
        ("poly", points("1.28,0.55 1.05,0.04 1.42,0.2 1.66,0.0 1.82,0.22 2.12,0.12 1.95,0.42"))],
        "eye": (2.7, 0.17)},
}


def ink_on(colour) -> tuple[int, int, int]:
    """A glyph colour that stands out on ``colour``."""
    lum = 0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2]
    return (28, 22, 40) if lum > 150 else (250, 246, 236)


def _poly(points, cx, cy, r):
    return [(cx + x * r, cy + y * r) for x, y in points]


def draw_glyph(surface: pygame.Surface, glyph: str, center, radius: float, colour) -> None:
    """A design's glyph in a circle of ``radius`` around ``center`` (unit shapes scaled)."""
    cx, cy = center
    r = radius
    if glyph == "flame":
        pts = [(0, -1), (0.45, -0.35), (0.62, 0.2), (0.45, 0.72), (0, 0.95), (-0.45, 0.72), (-0.62, 0.2),
               (-0.28, -0.12), (-0.12, 0.25), (0.05, -0.2)]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
    elif glyph == "leaf":
        pts = [(math.sin(a) * 0.5, -math.cos(a) * 0.95) for a in [i * math.pi / 10 for i in range(21)]]
        pts += [(-math.sin(a) * 0.5, math.cos(a) * 0.95) for a in [i * math.pi / 10 for i in range(21)]]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
        pygame.draw.line(surface, ink_on(colour), (cx, cy - 0.8 * r), (cx, cy + 0.8 * r), max(1, int(r * 0.12)))
    elif glyph == "wave":
        w = max(2, int(r * 0.22))
        for dy in (-0.45, 0.0, 0.45):
            pts = [(cx + (t / 10 - 1) * r * 0.9, cy + dy * r + math.sin(t / 10 * math.pi * 2) * r * 0.18)
                   for t in range(21)]
            pygame.draw.lines(surface, colour, False, pts, w)
    elif glyph == "dune":
        pygame.draw.polygon(surface, colour, _poly([(-0.95, 0.7), (-0.2, -0.6), (0.2, 0.05), (0.45, -0.25),
                                                      (0.95, 0.7)], cx, cy, r))
    elif glyph == "rock":
        pts = [(math.cos(a) * 0.9, math.sin(a) * 0.9) for a in [math.pi / 6 + k * math.pi / 3 for k in range(6)]]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
    elif glyph == "flower":
        for k in range(5):
            a = -math.pi / 2 + k * 2 * math.pi / 5
            pygame.draw.circle(surface, colour, (cx + math.cos(a) * r * 0.5, cy + math.sin(a) * r * 0.5), r * 0.4)
        pygame.draw.circle(surface, ink_on(colour), (cx, cy), r * 0.24)
    elif glyph == "star":
        pts = [(math.cos(-math.pi / 2 + k * math.pi / 5) * (1.0 if k % 2 == 0 else 0.42),
                math.sin(-math.pi / 2 + k * math.pi / 5) * (1.0 if k % 2 == 0 else 0.42)) for k in range(10)]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
    elif glyph == "shard":
        pygame.draw.polygon(surface, colour, _poly([(0, -1), (0.6, 0), (0, 1), (-0.6, 0)], cx, cy, r))
    elif glyph == "pearl":
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.8, max(2, int(r * 0.22)))
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.3)
    elif glyph == "gem":
        pygame.draw.polygon(surface, colour, _poly([(-0.9, -0.35), (-0.45, -0.85), (0.45, -0.85), (0.9, -0.35),
                                                      (0, 0.95)], cx, cy, r))
        ink = ink_on(colour)
        pygame.draw.line(surface, ink, (cx - 0.9 * r, cy - 0.35 * r), (cx + 0.9 * r, cy - 0.35 * r), max(1, int(r * 0.1)))
    else:
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.6)


def draw_emblem(surface: pygame.Surface, kind: str, center, radius: float, colour) -> None:
    """A totem kind's emblem: Bird wings, Wolf head, Horse shoe, Cat face, Dragon wing."""
    cx, cy = center
    r = radius
    if kind == "Bird":
        pts = [(-1, -0.35), (-0.55, -0.55), (0, 0.1), (0.55, -0.55), (1, -0.35), (0.3, 0.5), (0, 0.75), (-0.3, 0.5)]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
    elif kind == "Wolf":
        pts = [(-0.8, -0.95), (-0.35, -0.4), (0.35, -0.4), (0.8, -0.95), (0.75, 0.05), (0.3, 0.45), (0, 0.95),
               (-0.3, 0.45), (-0.75, 0.05)]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
        dark = (30, 30, 44)
        pygame.draw.circle(surface, dark, (cx - 0.32 * r, cy - 0.05 * r), r * 0.11)
        pygame.draw.circle(surface, dark, (cx + 0.32 * r, cy - 0.05 * r), r * 0.11)
    elif kind == "Horse":
        rect = pygame.Rect(0, 0, int(1.7 * r), int(1.9 * r))
        rect.center = (int(cx), int(cy + 0.05 * r))
        pygame.draw.arc(surface, colour, rect, math.radians(-35), math.radians(215), max(3, int(r * 0.42)))
        dark = (30, 30, 44)
        for a in (150, 110, 70, 30):
            rad = math.radians(a)
            pygame.draw.circle(surface, dark, (cx + math.cos(rad) * 0.66 * r, cy + 0.05 * r - math.sin(rad) * 0.74 * r),
                               max(1, r * 0.07))
    elif kind == "Cat":
        pygame.draw.polygon(surface, colour, _poly([(-0.85, -0.95), (-0.25, -0.45), (-0.8, -0.1)], cx, cy, r))
        pygame.draw.polygon(surface, colour, _poly([(0.85, -0.95), (0.25, -0.45), (0.8, -0.1)], cx, cy, r))
        pygame.draw.ellipse(surface, colour, pygame.Rect(cx - 0.85 * r, cy - 0.6 * r, 1.7 * r, 1.5 * r))
        dark = (30, 30, 44)
        pygame.draw.ellipse(surface, dark, pygame.Rect(cx - 0.45 * r, cy - 0.2 * r, 0.22 * r, 0.34 * r))
        pygame.draw.ellipse(surface, dark, pygame.Rect(cx + 0.23 * r, cy - 0.2 * r, 0.22 * r, 0.34 * r))
        pygame.draw.polygon(surface, dark, _poly([(-0.12, 0.3), (0.12, 0.3), (0, 0.45)], cx, cy, r))
    elif kind == "Dragon":
        pts = [(-1, 0.6), (-0.7, -0.2), (-0.45, 0.15), (-0.2, -0.75), (0.05, -0.05), (0.35, -0.95), (0.55, -0.1),
               (1, -0.5), (0.8, 0.35), (0.2, 0.75)]
        pygame.draw.polygon(surface, colour, _poly(pts, cx, cy, r))
    else:
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.7)



# ---------------------------------------------------------------------- drawn straight onto the table
# (sized by the table's layout each time; ``px`` turns the layout's map pixels into the window's)
def draw_sack(surface: pygame.Surface, b: pygame.Rect, px, count: int, sizes: dict, trade: bool) -> None:
    """The bag filling ``b``: a sack tied with a gold cord, how many pedestals it holds on its body
    and, with ``trade`` (a pedestal dropped on it is traded for a cloud), "trade" under the count."""
    body = pygame.Rect(b.left, b.top + b.h * 0.22, b.w, b.h * 0.78)
    pygame.draw.ellipse(surface, SACK, body)
    pygame.draw.ellipse(surface, SACK_LIGHT, body.inflate(-b.w * 0.12, -b.h * 0.12).move(0, -b.h * 0.03))
    neck = pygame.Rect(0, 0, b.w * 0.44, b.h * 0.3)
    neck.midbottom = (b.centerx, body.top + b.h * 0.1)
    pygame.draw.polygon(surface, SACK_NECK, [neck.bottomleft, neck.topleft, neck.topright, neck.bottomright])
    pygame.draw.line(surface, CORD, (neck.left - px(4), neck.bottom - px(6)),
                     (neck.right + px(4), neck.bottom - px(6)), max(2, px(4)))
    num = theme.text(str(count), sizes["name"], theme.TEXT, bold=True)
    word = theme.text("trade", sizes["chip"], (200, 255, 210), bold=True) if trade else None
    h = num.get_height() + (word.get_height() - px(4) if word else 0)
    y = body.centery + px(4) - h // 2
    surface.blit(num, num.get_rect(midtop=(body.centerx, y)))
    if word:
        surface.blit(word, word.get_rect(midtop=(body.centerx, y + num.get_height() - px(4))))


def draw_field_box(surface: pygame.Surface, box: pygame.Rect, number: int | None, size: int | None, px) -> None:
    """A Pedestal Field's box, its ``number`` at its top left at ``size``; a blocked field's
    (``number`` None) darker and crossed out, "blocked" under the cross at ``size`` (None: the word
    is too wide, and left out)."""
    pygame.draw.rect(surface, (26, 40, 76) if number is not None else (20, 26, 44), box, border_radius=px(12))
    pygame.draw.rect(surface, (60, 84, 134), box, max(1, px(2)), border_radius=px(12))
    if number is not None:
        ui.blit_text(surface, str(number), size, theme.TEXT_DIM, bold=True, topleft=(box.left + px(8), box.top + px(4)))
        return
    cross = box.inflate(-px(24), -px(24))
    if size and theme.interface > 1.0:
        # the cross above the grown word, not through it
        cross.h = max(px(8), box.bottom - px(6) - theme.font(size).get_height() - cross.top)
    pygame.draw.line(surface, (80, 70, 90), cross.topleft, cross.bottomright, max(2, px(5)))
    pygame.draw.line(surface, (80, 70, 90), cross.topright, cross.bottomleft, max(2, px(5)))
    if size:
        ui.blit_text(surface, "blocked", size, theme.TEXT_DIM, midbottom=(box.centerx, box.bottom - px(4)))


def draw_dragged_sack(surface: pygame.Surface, b: pygame.Rect, at) -> None:
    """The bag carried to a drop: a smaller body centred on ``at`` (``b``: where the bag rests)."""
    pygame.draw.ellipse(surface, SACK_LIGHT,
                        pygame.Rect(0, 0, b.w * 0.6, b.h * 0.5).move(at[0] - b.w * 0.3, at[1] - b.h * 0.25))


def draw_bag_legend(surface: pygame.Surface, slots: list, counts: dict, art: "PedestalArt", size: int, least: int,
                    px) -> None:
    """The bag's legend: in each of its ``slots`` (design, rect) the design's token, name and how many
    of it the bag holds (``counts``), at ``size`` at most, shrinking no further than ``least``."""
    # every count at one size, the largest at which the widest one fits beside its token in its
    # slot (grown at 1280x720, "×10" ran into the next slot's token); under the reading floor
    # the tokens give up their room first
    widest = max((f"×{counts.get(d, 0)}" for d, _ in slots), key=lambda c: theme.font(size, True).size(c)[0])
    tok = max(8, min(slots[0][1].h - px(2), int(size * 1.15)))
    size = shrink_to(widest, size, slots[0][1].w - tok - px(9), True, least=least)
    tok = max(8, min(tok, slots[0][1].w - theme.font(size, True).size(widest)[0] - px(9)))
    rows = []       # (design, how many, slot, its count's picture, where its name starts, the name's room)
    for d, slot in slots:
        n = counts.get(d, 0)
        count = theme.text(f"×{n}", size, (GOLD if d in RARE else theme.TEXT) if n else theme.DISABLED, bold=True)
        x = slot.left + tok // 2 * 2 + px(5)
        rows.append((d, n, slot, count, x, slot.right - px(4) - count.get_width() - px(3) - x))
    # names only where every one fits whole (grown: at the legend's own size): a legend of
    # "Em...", "Sto..." reads worse than tokens and counts alone (the tooltips name them)
    name_font = theme.font(size if theme.interface > 1.0 else theme.MIN_TEXT)
    named = all(name_font.size(d)[0] <= room for d, _n, _slot, _count, _x, room in rows)
    for d, n, slot, count, x, room in rows:
        art.draw_token(surface, d, (slot.left + tok // 2, slot.centery), tok, dim=not n)
        if not named:
            surface.blit(count, count.get_rect(midleft=(x, slot.centery)))
            continue
        # a narrow sidebar sets a name a little smaller before it would cut it
        name_size = shrink_to(d, size, room, least=least)
        ui.blit_text(surface, fit(d, name_size, room), name_size, theme.TEXT_DIM if n else theme.DISABLED,
                     midleft=(x, slot.centery))
        surface.blit(count, count.get_rect(midright=(slot.right - px(4), slot.centery)))


def draw_hatch(surface: pygame.Surface, r: pygame.Rect, step: int, width: int) -> None:
    """Lines ``step`` apart slanting across ``r``: a Wolf's middle cell, covered and bare."""
    for k in range(-r.h, r.w, step):      # the line x - y = k across it
        a = (r.left + max(0, k), r.top + max(0, -k))
        b = (r.left + min(r.w, k + r.h), r.top + min(r.h, r.w - k))
        pygame.draw.line(surface, HATCH, a, b, width)


def pill(words: str, size: int, fill, edge, pad: int) -> pygame.Surface:
    """``words`` dark and bold on a ``fill`` pill ``pad`` wider than them, edged with ``edge``: a
    totem's score on its animal, a revealed card's points."""
    img = theme.text(words, size, theme.BG_DARK, bold=True)
    surf = pygame.Surface(img.get_rect().inflate(pad, 0).size, pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, fill, r, border_radius=r.h // 2)
    pygame.draw.rect(surf, edge, r, 1, border_radius=r.h // 2)
    surf.blit(img, img.get_rect(center=r.center))
    return surf


def draw_reveal_button(surface: pygame.Surface, br: pygame.Rect, points, size: int, lit: bool) -> None:
    """A met mission's Reveal button in ``br`` saying the ``points`` it scores: gold, paler while
    lit (the table rings it)."""
    pygame.draw.rect(surface, (255, 218, 120) if lit else GOLD, br, border_radius=br.h // 3)
    ui.blit_text(surface, f"Reveal +{points}", size, theme.BG_DARK, bold=True, center=br.center)


def draw_height_disc(surface: pygame.Surface, centre, radius: int, n: int, size: int, rim: int,
                     fill=None) -> None:
    """A stack's height ``n`` in a disc: dark, or ``fill`` (its top design's colour, on a folded
    altar's stack) with ink that stands out on it; ``rim``: its light edge's width."""
    ink = theme.TEXT if fill is None else ink_on(fill)
    pygame.draw.circle(surface, fill or HEIGHT_DISC, centre, radius)
    pygame.draw.circle(surface, HEIGHT_RIM, centre, radius, rim)
    ui.blit_text(surface, str(n), size, ink, bold=True, center=centre)


def draw_height_badge(surface: pygame.Surface, r: pygame.Rect, n: int, top: str, size: int, least: int, px) -> None:
    """A stack's height ``n`` in a dark disc at its cell ``r``'s lower right, its number ``size``
    high (``top``: the design on top of the stack). Grown, a folded altar's cell is too small for a
    disc at its corner: the height at the reading floor ``least`` in a disc over the stack, in its
    top design's colour (the disc hides the stack), so that another altar's stacks read from the
    couch."""
    rim = max(1, px(2))
    if theme.interface > 1.0 and size > r.w * 0.5:
        draw_height_disc(surface, r.center, int(r.w * 0.42), n, least, rim, DESIGN_STYLE[top][0])
        return
    hr = max(int(size * 0.62), int(r.w * 0.13))
    draw_height_disc(surface, (r.right - hr - max(1, px(3)), r.bottom - hr - max(1, px(3))), hr, n, size, rim)


def draw_design(surface: pygame.Surface, r: pygame.Rect, design: str, art: PedestalArt, sizes: dict, in_bag: int,
                hot: bool, px) -> None:
    """A design to choose from the bag: its pedestal, its name (gold for a rare one), how many are in
    the bag (``in_bag``) and its points; ``hot``: the keyboard's focus."""
    pygame.draw.rect(surface, (50, 72, 124) if hot else (34, 50, 92), r, border_radius=px(14))
    pygame.draw.rect(surface, FOCUS if hot else (90, 114, 170), r, max(2, px(3)), border_radius=px(14))
    small, tiny = sizes["small"], sizes["card_text"]     # never under theme.MIN_TEXT (_use_fonts)
    step = theme.font(tiny).get_linesize()
    piece_w = int(min(r.w * 0.56, r.h - theme.font(small, True).get_linesize() - step - px(14)))
    if piece_w > 8:
        piece = art.piece(design, piece_w)
        surface.blit(piece, piece.get_rect(midtop=(r.centerx, r.top + px(6))))
    inside = r.w - px(8)
    rare = DESIGN_STYLE[design][2]
    ui.blit_text(surface, fit(design, small, inside, True), small, GOLD if rare else theme.TEXT, bold=True,
                 midbottom=(r.centerx, r.bottom - px(4) - step))
    worth = pts(2 if rare else 1)
    count = f"{in_bag} in bag · {worth}"
    if theme.font(tiny).size(count)[0] > inside:
        count = f"{in_bag} · {worth}"
    ui.blit_text(surface, fit(count, tiny, inside), tiny, theme.TEXT_DIM, midbottom=(r.centerx, r.bottom - px(4)))


def draw_round_track(surface: pygame.Surface, r: pygame.Rect, rounds: int, marker: float, sizes: dict, px) -> None:
    """The round track in ``r``: its word, a square for each of the ``rounds`` (dimmed once the
    round has gone by) and the marker, a gold ring on round ``marker``'s square (between two while
    it slides on)."""
    label = ui.blit_text(surface, "ROUND", sizes["label"], theme.TEXT_DIM, True, midleft=(r.left + px(6), r.centery))
    x0 = label.right + px(14)
    gap = px(6)
    sq = min(r.h - px(8), (r.right - x0 - 9 * gap) / 10)
    for n in range(1, rounds + 1):
        box = pygame.Rect(round(x0 + (n - 1) * (sq + gap)), round(r.centery - sq / 2), round(sq), round(sq))
        past = n < marker - 0.01
        pygame.draw.rect(surface, ROUND_PAST if past else ROUND_SQUARE, box, border_radius=px(8))
        pygame.draw.rect(surface, ROUND_EDGE, box, max(1, px(2)), border_radius=px(8))
        ui.blit_text(surface, str(n), sizes["count"], theme.TEXT_DIM if past else theme.TEXT, bold=True,
                     center=box.center)
    m = min(max(marker, 1.0), float(rounds))
    ring = pygame.Rect(0, 0, round(sq + px(6)), round(sq + px(6)))
    ring.center = (round(x0 + (m - 1) * (sq + gap) + sq / 2), r.centery)
    pygame.draw.rect(surface, GOLD, ring, max(2, px(4)), border_radius=px(10))

class PedestalArt(ArtCache):
    """Cached pedestal and totem surfaces. ``block(design, w, t)`` is one cylinder of width ``w`` and
    thickness ``t``; ``stack_offset`` is how far up the next block of a stack sits (``t``)."""

    def __init__(self, max_entries: int = 1500):
        super().__init__(max_entries)
        self.altar: int | None = None     # the altar being drawn, and whether it is re-fitting (``_sized``)
        self.moving = False
        self._at_rest: dict[tuple, pygame.Surface] = {}

    def _sized(self, key: tuple, like: tuple, size: tuple[int, int], make) -> pygame.Surface:
        """``make()``, kept for ``key``. While an altar re-fits (a new cell size every frame for a
        quarter of a second) its animals, pedestals and clouds are the pictures it last drew at
        rest, scaled to ``size``: drawing them anew at every size cost each frame 4-7 ms at 200 %.
        Those pictures are the altar's own and change only at rest, so a frame drawn twice (in part,
        then whole) is the same picture. The re-fit's last frame draws the real ones."""
        mine = (self.altar, *like)
        if self.moving and mine in self._at_rest:
            return pygame.transform.scale(self._at_rest[mine], size)
        surf = self._get(key, make)
        if self.altar is not None and not self.moving:
            self._at_rest[mine] = surf
        return surf

    # ------------------------------------------------------------------ pedestals
    @staticmethod
    def ellipse_h(w: int) -> int:
        return max(3, int(w * 0.46))

    def block(self, design: str, w: int, t: int) -> pygame.Surface:
        """One pedestal: a cylinder ``w`` wide, ``t`` thick; its top face carries the glyph."""
        w, t = max(6, int(w)), max(2, int(t))
        # like a block as squat as it (a tray's loose piece is thicker than a stack's block)
        return self._sized(("block", design, w, t), ("block", design, 10 * t // w), (w, self.ellipse_h(w) + t),
                           lambda: self._draw_block(design, w, t))

    @staticmethod
    def piece_thickness(w: int) -> int:
        return max(3, int(w * 0.22))

    def piece(self, design: str, w: int) -> pygame.Surface:
        """A loose pedestal (field, tray, bag, flying): a block of a set thickness, ``w`` wide and
        ``ellipse_h(w) + piece_thickness(w)`` tall."""
        w = max(6, int(w))
        return self.block(design, w, self.piece_thickness(w))

    def glyph(self, design: str, size: int, colour=None) -> pygame.Surface:
        size = max(6, int(size))
        base, glyph, _rare = DESIGN_STYLE.get(design, ((180, 180, 180), "", False))
        colour = colour or base
        return self._get(("glyph", design, size, colour), lambda: self._draw_glyph(glyph, size, colour))

    def _draw_glyph(self, glyph: str, size: int, colour) -> pygame.Surface:
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        draw_glyph(big, glyph, (size * SS / 2, size * SS / 2), size * SS * 0.46, colour)
        return pygame.transform.smoothscale(big, (size, size))

    def _draw_block(self, design: str, w: int, t: int) -> pygame.Surface:
        base, glyph, rare = DESIGN_STYLE.get(design, ((180, 180, 180), "", False))
        e = self.ellipse_h(w)
        W, E, T = w * SS, e * SS, t * SS
        big = pygame.Surface((W, E + T), pygame.SRCALPHA)
        side = _mix(base, (0, 0, 0), 0.32)
        rim = (255, 224, 120) if rare else _mix(base, (0, 0, 0), 0.55)
        # the side: a band between the bottom and the top ellipses
        pygame.draw.ellipse(big, rim, pygame.Rect(0, T, W, E))
        pygame.draw.ellipse(big, side, pygame.Rect(SS, T, W - 2 * SS, E - SS))
        pygame.draw.rect(big, side, pygame.Rect(SS, E // 2, W - 2 * SS, T))
        pygame.draw.line(big, rim, (0, E // 2), (0, E // 2 + T), SS)
        pygame.draw.line(big, rim, (W - SS, E // 2), (W - SS, E // 2 + T), SS)
        if rare:
            # a precious band: gold lines round the side
            band = max(SS, T // 5)
            pygame.draw.rect(big, (255, 214, 96), pygame.Rect(SS, E // 2 + T // 2 - band // 2, W - 2 * SS, band))
        # the top face, lighter, with a shine for rare designs
        top = _mix(base, (255, 255, 255), 0.12)
        pygame.draw.ellipse(big, rim, pygame.Rect(0, 0, W, E))
        pygame.draw.ellipse(big, top, pygame.Rect(SS * 2, SS * 2, W - 4 * SS, E - 4 * SS))
        if rare:
            shine = _mix(top, (255, 255, 255), 0.55)
            pygame.draw.ellipse(big, shine, pygame.Rect(W * 0.18, E * 0.16, W * 0.28, E * 0.22))
        # the glyph, squashed onto the top face
        g = pygame.Surface((W, W), pygame.SRCALPHA)
        draw_glyph(g, glyph, (W / 2, W / 2), W * 0.34, ink_on(top))
        g = pygame.transform.smoothscale(g, (W, E))
        big.blit(g, (0, 0))
        if rare:
            # a little sparkle on the rim
            sx, sy, sr = W * 0.82, E * 0.18, W * 0.09
            pygame.draw.polygon(big, (255, 255, 255), [(sx, sy - sr), (sx + sr * 0.25, sy - sr * 0.25), (sx + sr, sy),
                                                       (sx + sr * 0.25, sy + sr * 0.25), (sx, sy + sr),
                                                       (sx - sr * 0.25, sy + sr * 0.25), (sx - sr, sy),
                                                       (sx - sr * 0.25, sy - sr * 0.25)])
        return pygame.transform.smoothscale(big, (w, e + t))

    def stack_metrics(self, cell: float, height: int) -> tuple[int, int, int]:
        """For a stack of ``height`` in a cell of ``cell`` pixels: (block width, thickness, ellipse h).
        Every block of a grid is as thick as the others up to 7 high, so a stack's height reads as
        its size (4 and 6 stand visibly apart); taller ones squeeze to stay in their cell."""
        w = max(8, int(cell * 0.64))
        e = self.ellipse_h(w)
        room = cell * 0.88 - e
        t = int(min(cell * 0.085, room / max(7, height)))
        return w, max(2, t), e

    def draw_stack(self, surface: pygame.Surface, designs: list[str], cell_rect: pygame.Rect) -> pygame.Rect:
        """Draw the stack (bottom first) standing in ``cell_rect``; returns the top face's rect. Each
        block's lower rim is drawn dark, so the layers can be counted."""
        n = len(designs)
        w, t, e = self.stack_metrics(cell_rect.w, n)
        x = cell_rect.centerx - w // 2
        y = self.stack_top(cell_rect, n) + (n - 1) * t       # the lowest block's
        top = pygame.Rect(x, y, w, e)
        for i, d in enumerate(designs):
            img = self.block(d, w, t)
            yy = y - i * t
            surface.blit(img, (x, yy))
            top = pygame.Rect(x, yy, w, e)
            if i and t >= 4:
                # the seam between this block and the one below
                seam = pygame.Rect(x, yy + t, w, e)
                pygame.draw.arc(surface, (16, 14, 28), seam, math.pi * 1.05, math.pi * 1.95, 1)
        return top

    def stack_top(self, cell_rect: pygame.Rect, height: int) -> int:
        """Where the top of a stack of ``height`` standing in ``cell_rect`` lies (``draw_stack``)."""
        _w, t, e = self.stack_metrics(cell_rect.w, height)
        return cell_rect.bottom - int(cell_rect.h * 0.06) - e - height * t

    def draw_token(self, surface: pygame.Surface, design: str, center, size: int, dim: bool = False) -> None:
        """A design as a flat round token: its colour with its glyph (the legend's mark)."""
        base, _glyph, rare = DESIGN_STYLE.get(design, ((180, 180, 180), "", False))
        if dim:
            base = tuple(int(v * 0.45 + 30) for v in base)
        rad = size // 2
        pygame.draw.circle(surface, (255, 214, 96) if rare else (12, 14, 28), center, rad)
        pygame.draw.circle(surface, base, center, max(2, rad - max(1, size // 10)))
        g = self.glyph(design, int(size * 0.62), ink_on(base))
        surface.blit(g, g.get_rect(center=center))

    # ------------------------------------------------------------------ totems
    def emblem(self, kind: str, size: int, colour=None) -> pygame.Surface:
        size = max(6, int(size))
        colour = colour or TOTEM_COLOUR.get(kind, (200, 200, 200))
        return self._get(("emblem", kind, size, colour), lambda: self._draw_emblem(kind, size, colour))

    def _draw_emblem(self, kind: str, size: int, colour) -> pygame.Surface:
        big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
        draw_emblem(big, kind, (size * SS / 2, size * SS / 2), size * SS * 0.46, colour)
        return pygame.transform.smoothscale(big, (size, size))

    def silhouette(self, kind: str, w: int, h: int, vertical: bool = False, colour=None) -> pygame.Surface:
        """The totem as its animal, ``w`` x ``h`` pixels along its cells (a standing animal facing
        right; ``vertical`` turns it to face up): a see-through body in the kind's colour with a
        solid outline, so the stacks under it stay readable."""
        w, h = max(8, int(w)), max(8, int(h))
        colour = tuple(colour or TOTEM_COLOUR.get(kind, (200, 200, 200)))
        return self._sized(("animal", kind, w, h, vertical, colour), ("animal", kind, vertical, colour), (w, h),
                           lambda: self._draw_silhouette(kind, w, h, vertical, colour))

    def _draw_silhouette(self, kind: str, w: int, h: int, vertical: bool, colour) -> pygame.Surface:
        spec = SILHOUETTES.get(kind)
        length = max(1, {"Cat": 1, "Horse": 2}.get(kind, 3))
        if vertical:
            w, h = h, w                        # drawn lying, then turned
        W, H = w * SS, h * SS
        sx, sy = W / length, H

        def pts(p):
            return [(x * sx, y * sy) for x, y in p]

        def paint(surf, col, grow=0.0):
            for shape in (spec["shapes"] if spec else [("ellipse", 0, 0, length, 1)]):
                if shape[0] == "poly":
                    pygame.draw.polygon(surf, col, pts(shape[1]))
                    if grow:
                        pygame.draw.lines(surf, col, True, pts(shape[1]), max(1, int(grow)))
                elif shape[0] == "ellipse":
                    _, x, y, ew, eh = shape
                    pygame.draw.ellipse(surf, col, pygame.Rect(x * sx, y * sy, ew * sx, eh * sy).inflate(grow, grow))
                else:
                    _, cx, cy, r = shape
                    pygame.draw.ellipse(surf, col, pygame.Rect((cx - r) * sx, (cy - r) * sy, 2 * r * sx, 2 * r * sy)
                                        .inflate(grow, grow))

        edge = max(2 * SS, int(min(W / length, H) * 0.07))
        outline = pygame.Surface((W, H), pygame.SRCALPHA)
        paint(outline, (*_mix(colour, (0, 0, 0), 0.6), 255), grow=edge * 2)
        inner = pygame.Surface((W, H), pygame.SRCALPHA)
        paint(inner, (255, 255, 255, 255))
        # the outline is the shape grown, minus the shape itself; the body is the shape, see-through
        ring = outline.copy()
        ring.blit(inner, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
        light = pygame.Surface((W, H), pygame.SRCALPHA)
        paint(light, (*colour, 255), grow=edge)
        light.blit(inner, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
        body = pygame.Surface((W, H), pygame.SRCALPHA)
        paint(body, (*colour, 120))
        body.blit(ring, (0, 0))
        body.blit(light, (0, 0))
        if spec and spec.get("eye"):
            ex, ey = spec["eye"]
            pygame.draw.circle(body, (20, 18, 30, 255), (ex * sx, ey * sy), max(SS * 1.5, min(sx, sy) * 0.045))
        out = pygame.transform.smoothscale(body, (w, h))
        return pygame.transform.rotate(out, 90) if vertical else out

    def cloud(self, w: int, h: int, hot: bool = False) -> pygame.Surface:
        """A cloud tile (a cell of the altar)."""
        w, h = max(6, int(w)), max(6, int(h))
        return self._sized(("cloud", w, h, hot), ("cloud", hot), (w, h), lambda: self._draw_cloud(w, h, hot))

    @staticmethod
    def _draw_cloud(w: int, h: int, hot: bool) -> pygame.Surface:
        surf = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
        W, H = w * SS, h * SS
        fill = (222, 232, 250) if not hot else (226, 248, 230)
        shade = (164, 182, 222) if not hot else (150, 210, 164)
        body = pygame.Rect(0, 0, W, H).inflate(-W * 0.07, -H * 0.07)
        pygame.draw.rect(surf, shade, body, border_radius=int(W * 0.22))
        pygame.draw.rect(surf, fill, body.inflate(-W * 0.05, -H * 0.09).move(0, -H * 0.025), border_radius=int(W * 0.2))
        # a few soft puffs inside the tile
        puff = _mix(fill, (255, 255, 255), 0.5)
        for fx, fy, fr in ((0.3, 0.3, 0.12), (0.48, 0.24, 0.15), (0.66, 0.3, 0.1)):
            pygame.draw.circle(surf, puff, (W * fx, H * fy), W * fr)
        return pygame.transform.smoothscale(surf, (w, h))


@functools.cache
def default_art() -> PedestalArt:
    """The app-wide pedestal art cache (created on first use, after the display exists)."""
    return PedestalArt()


# --------------------------------------------------------------------------- cards and tiles
GOLD = theme.ACCENT
CARD_FILL = (44, 34, 30)          # the brown half: the mission
CARD_EDGE = (150, 118, 80)
ALTAR_FILL = (26, 24, 34)         # the black half: the starting altar


def draw_card(surface: pygame.Surface, rect: pygame.Rect, face: dict | None, art: PedestalArt, sizes: dict,
              full: bool = False, edge=None, foot: int = 0, least: int = theme.MIN_TEXT) -> pygame.Rect | None:
    """An altar card: its name, points and mission (the brown half); ``full`` adds the starting
    altar (the black half: a 2x2 of the start's pedestals and the cloud icon). ``face`` None: a
    face-down card; ``face["points"]`` None: no points coin (the starting card scores nothing).
    The words wrap and shrink to fit above the card's last ``foot`` pixels (a Reveal button's),
    never under ``least``; a mission's words that do not fit give way to its summary, and where even
    that does not, are left out rather than cut (the tooltip has the whole card). Returns where the
    words are, None for a face-down card."""
    radius = max(4, rect.h // 12 if full else rect.h // 6)
    if face is None:
        pygame.draw.rect(surface, (58, 44, 40), rect, border_radius=radius)
        pygame.draw.rect(surface, edge or CARD_EDGE, rect, max(1, rect.h // 30 if full else 2), border_radius=radius)
        inner = rect.inflate(-rect.w // 5, -rect.h // 4)
        pygame.draw.rect(surface, (86, 66, 56), inner, max(1, rect.h // 24), border_radius=radius)
        ui.blit_text(surface, "?", max(least, int(rect.h * 0.42)), (190, 160, 120), bold=True, center=rect.center)
        return None
    title, text_size, chip = (max(least, sizes[role]) for role in ("card_title", "card_text", "chip"))
    pad = max(3, int(text_size * 0.4))
    if least > theme.MIN_TEXT:
        # grown, a short card (an altar's at a grown size) keeps no more than a sixteenth of its
        # height for each margin: its name's second line comes before the margins
        pad = min(pad, max(3, rect.h // 16))
    pygame.draw.rect(surface, CARD_FILL, rect, border_radius=radius)
    pygame.draw.rect(surface, edge or CARD_EDGE, rect, max(2, rect.h // 90) if full else 2, border_radius=radius)
    x = rect.left + pad
    y = rect.top + pad
    right = rect.right - pad
    bottom = rect.top + int(rect.h * 0.58) if full else rect.bottom - pad - foot
    if face.get("points") is not None:
        # points in a coin at the top right; grown, on a card too narrow for the name beside it, at
        # the foot of its words (a whole card's brown half: the name left out for the coin's sake
        # would hide what the card is), or none over a foot's Reveal button, which says the points
        num = max(least, int(title * 0.8))
        coin_r = max(int(num * 0.7), int(title * 0.55))
        img = theme.text(str(face.get("coin", face["points"])), num, theme.BG_DARK, bold=True)
        # a coin, or for "+3" on a revealed card, grown, a pill as wide as its words; the name
        # stops short of either
        coin_w = 2 * coin_r if img.get_width() <= 1.8 * coin_r else img.get_width() + coin_r // 2
        coin = pygame.Rect(0, 0, coin_w, 2 * coin_r)
        coin.topright = (rect.right - pad, rect.top + pad)
        right = coin.left - pad // 2
        if theme.interface > 1.0 and not words_fit(face["name"], least, right - x, True):
            coin = None if foot else coin.move(0, bottom - 2 * coin_r - coin.top)
            right = rect.right - pad
            bottom -= 0 if foot else 2 * coin_r + pad // 2
        if coin and coin.w == 2 * coin_r:
            pygame.draw.circle(surface, GOLD, coin.center, coin_r)
        elif coin:
            pygame.draw.rect(surface, GOLD, coin, border_radius=coin_r)
        if coin:
            surface.blit(img, img.get_rect(center=coin.center))
    # (words, size, most lines, bold) and colour of each block: the name, the label over the
    # mission of a card shown whole, the mission (a starting altar, with no points, its own words)
    blocks = [(face["name"], title, 2, True)]
    colours = [(250, 232, 200)]
    if full:
        blocks.append(("As a hidden mission:", chip, 1, True))
        colours.append((190, 160, 120))
    body = face.get("text", "") if face.get("points") is None else card_text(face)
    short = face.get("short", body) if face.get("points") is None else card_text(face, short=True)
    blocks.append((body, text_size, 6, False))
    colours.append((226, 214, 196))
    widths = (right - x,) + (rect.w - 2 * pad,) * (len(blocks) - 1)
    placed = layout_text(tuple(blocks), widths, bottom - y + 2, least)
    if body and not placed[-1][0] and short != body:
        # no room for the whole mission: its summary rather than nothing (at 100 % too: a folded
        # altar's "Devotion to Bloom" was a name over an empty card)
        placed = layout_text(tuple(blocks[:-1]) + ((short, text_size, 6, False),), widths, bottom - y + 2, least)
    top = y
    for (lines, size, bold), colour in zip(placed, colours):
        step = theme.font(size, bold).get_linesize()
        for line in lines:
            surface.blit(theme.text(line, size, colour, bold=bold), (x, y))
            y += step
    words = pygame.Rect(x, top, rect.w - 2 * pad, y - top)
    if not full:
        return words
    # the black half: the starting altar
    half = pygame.Rect(rect.left + pad, rect.top + int(rect.h * 0.6), rect.w - 2 * pad, rect.bottom - pad - (rect.top + int(rect.h * 0.6)))
    pygame.draw.rect(surface, ALTAR_FILL, half, border_radius=radius)
    # the heading no taller than a fifth of the half and no wider than it (grown text once took
    # the half's height from the little altar and ran past its sides); where the least size is
    # taller than that or does not hold it whole (a chooser's card at a grown size) it is left out:
    # the little altar says it
    head = shrink_to("As your altar:", max(least, min(chip, int(half.h * 0.2))), half.w - 2 * pad, True, least)
    label_h = 0
    if head <= half.h * 0.2 and theme.font(head, True).size("As your altar:")[0] <= half.w - 2 * pad:
        ui.blit_text(surface, "As your altar:", head, theme.TEXT_DIM, bold=True, topleft=(half.left + pad, half.top + pad))
        label_h = theme.font(head, True).get_linesize()
    cell = int(min((half.h - 2 * pad - label_h) / 2, half.w * 0.28))
    gx = half.centerx - cell
    gy = half.top + pad + label_h + (half.h - 2 * pad - label_h - 2 * cell) // 2
    for cx, cy in ((0, 0), (0, 1), (1, 0), (1, 1)):
        r = pygame.Rect(gx + cx * cell, gy + cy * cell, cell, cell)
        surface.blit(art.cloud(cell - 2, cell - 2), r.move(1, 1))
        stack = [design for design, sx, sy in face["start"]["pedestals"] if (sx, sy) == (cx, cy)]
        if stack:
            art.draw_stack(surface, stack, r)
    if face["start"]["cloud"]:
        r = pygame.Rect(0, 0, int(cell * 0.8), int(cell * 0.8))
        r.midleft = (gx + 2 * cell + pad * 2, gy + cell)
        surface.blit(art.cloud(r.w, r.h), r)
        # "+1" inside its little cloud, not the card's text size spilling over it
        ui.blit_text(surface, "+1", max(least, min(text_size, int(r.h * 0.6))), theme.BG_DARK, bold=True, center=r.center)
    return words


def _head_rows(name: pygame.Surface, score: pygame.Surface, chip_w: int, w: int, pad: int,
               chip_row: bool = True) -> list[tuple]:
    """A totem tile's name, score and BUILD chip (``"chip"``) in rows ``w`` wide: all three in one
    where it holds them, else the chip beside the name or the score, else in a row of its own. The
    chip's room is kept whether it shows or not, so that the words under the rows never move.
    Without ``chip_row`` the name and score keep one row without the chip where it does not fit
    beside them (``draw_totem_tile`` then sets the emblem on a gold disc)."""
    def holds(row: tuple) -> bool:
        return sum(chip_w if p == "chip" else p.get_width() for p in row) + pad * (len(row) - 1) <= w

    # the fewest rows whose rows of two or three hold them (a picture alone is fitted to the width)
    for rows in ([(name, score, "chip")], [(name, score)], [(name, "chip"), (score,)], [(name,), (score, "chip")]):
        keeps_chip = any("chip" in row for row in rows)
        if (keeps_chip or not chip_row) and all(holds(row) for row in rows if len(row) > 1):
            return rows
    return [(name,), (score,), ("chip",)]


def _tile_head(kind: str, sizes: dict, w: int, least: int, chip_row: bool = True) -> tuple:
    """A totem tile ``w`` wide: its pad, its emblem's side, the BUILD tag and the head's rows
    (``_head_rows``: the name and score pictures beside the emblem). The name shrinks a little
    (never under ``least``) to keep the name, score and chip in one row: a second row takes a
    line from the rule's words."""
    pad = max(3, max(least, sizes["card_text"]) // 3)
    em = theme.font(sizes["tile_name"], True).get_linesize()
    room = w - 3 * pad - em
    score_size = shrink_to(TOTEM_SCORE.get(kind, ""), max(least, sizes["card_text"]), room, True, least)
    score = theme.text(fit(TOTEM_SCORE.get(kind, ""), score_size, room, True), score_size, GOLD, bold=True)
    tag = theme.text("BUILD", max(least, sizes["chip"]), theme.BG_DARK, bold=True)
    chip_w = tag.get_width() + pad
    row = room - score.get_width() - chip_w - 2 * pad       # the name's room in a row of all three
    if not chip_row and theme.font(least, True).size(kind)[0] > row:
        row = room - score.get_width() - pad                # beside the score alone
    most = row if theme.font(least, True).size(kind)[0] <= row else room
    name_size = shrink_to(kind, sizes["tile_name"], most, True, least)
    name = theme.text(fit(kind, name_size, room, True), name_size, TOTEM_COLOUR.get(kind, (200, 200, 200)), bold=True)
    return pad, em, tag, _head_rows(name, score, chip_w, room, pad, chip_row)


@functools.lru_cache(maxsize=256)
def tile_words(kind: str, size: int, w: int, h: int, least: int = theme.MIN_TEXT) -> tuple[int, tuple]:
    """The rule words a totem tile shows in ``w`` x ``h``: the condition whole at the largest size
    from ``size`` down to ``least`` that holds it, and under it the blessing where it fits whole at
    that size too (the tooltip has it). (size, lines of each block). Only where even the condition
    does not fit at the smallest size is it cut (the table's layout makes the room)."""
    cond, bless = TOTEM_WORDS.get(kind, ("", ""))
    # the condition; where there is no room for it whole (a grown map's board), its summary, whole
    # (the tooltip has the rule)
    for text in (cond, TOTEM_SHORT.get(kind, cond)):
        for sz in range(max(size, least), least - 1, -1):
            lines = wrap(text, sz, w)
            room = h // theme.font(sz).get_linesize()
            if words_fit(text, sz, w, False) and len(lines) <= room:
                more = wrap(bless, sz, w)
                if text == cond and words_fit(bless, sz, w, False) and len(lines) + len(more) <= room:
                    return sz, (tuple(lines), tuple(more))
                return sz, (tuple(lines),)
    return least, (tuple(fit_lines(cond, least, w, h // theme.font(least).get_linesize())),)


def draw_totem_tile(surface: pygame.Surface, rect: pygame.Rect, kind: str, art: PedestalArt, sizes: dict,
                    state: str = "idle", least: int = theme.MIN_TEXT, chip_row: bool = True) -> None:
    """A totem description tile: its emblem, name and score at the top, under them the condition
    and the blessing across the tile, whole (``tile_words``). ``state``: "idle", "buildable" (a
    totem of this kind can be built now: a BUILD chip at the right end of the name's or the score's
    row, ``_head_rows``, covering no words) or "selected". The name and score shrink to the
    tile's width (grown text, never under ``least``) rather than run past it. Without ``chip_row``
    (a grown board, whose height the folded altars under it need) the chip never takes a row of
    its own: where it does not fit beside the name and score, the emblem on a gold disc says it."""
    radius = max(4, rect.h // 8)
    fill = (30, 44, 82) if state != "selected" else (44, 66, 110)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    edge = GOLD if state in ("buildable", "selected") else (70, 92, 140)
    pygame.draw.rect(surface, edge, rect, max(1, 3 if state != "idle" else 1), border_radius=radius)
    pad, em, tag, rows = _tile_head(kind, sizes, rect.w, least, chip_row)
    emblem = art.emblem(kind, em)
    if state == "buildable" and not any("chip" in row for row in rows):
        pygame.draw.circle(surface, GOLD, (rect.left + pad + em // 2, rect.top + pad + em // 2), int(em * 0.62))
        emblem = art.emblem(kind, em, theme.BG_DARK)
    surface.blit(emblem, (rect.left + pad, rect.top + pad))
    x = rect.left + 2 * pad + em
    y = rect.top + pad
    for row in rows:
        h = max(tag.get_height() + 2 if p == "chip" else p.get_height() for p in row)
        right = rect.right - pad
        for p in reversed(row):
            if p == "chip":
                if state == "buildable":
                    chip = pygame.Rect(0, 0, tag.get_width() + pad, tag.get_height() + 2)
                    chip.midright = (right, y + h // 2)
                    pygame.draw.rect(surface, GOLD, chip, border_radius=chip.h // 2)
                    surface.blit(tag, tag.get_rect(center=chip.center))
                    right = chip.left - pad
            elif p is row[0]:
                surface.blit(p, p.get_rect(midleft=(x, y + h // 2)))
            else:
                right = surface.blit(p, p.get_rect(midright=(right, y + h // 2))).left - pad
        y += h
    y = max(y, rect.top + pad + em) + pad // 2        # the words under the rows and the emblem
    size, blocks = tile_words(kind, max(least, sizes["card_text"]), rect.w - 2 * pad, rect.bottom - pad - y, least)
    step = theme.font(size).get_linesize()
    for lines, col in zip(blocks, (theme.TEXT, theme.TEXT_DIM)):
        for line in lines:
            surface.blit(theme.text(line, size, col), (rect.left + pad, y))
            y += step
