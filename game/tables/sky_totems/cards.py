"""Drawing Sky Totems altar cards and totem description tiles (cached text, cached art); their
words are ``words.py``'s."""
from __future__ import annotations

import functools

import pygame

from ... import theme
from ...widgets import ui
from ..kit.fitting import fit, fit_lines, layout_text, shrink_to, words_fit, wrap
from .art import TOTEM_COLOUR, PedestalArt
from .words import TOTEM_SCORE, TOTEM_SHORT, TOTEM_WORDS, card_text

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
    never under ``least``; a mission's words that still do not fit are left out rather than cut
    (the tooltip has the whole card). Returns where the words are, None for a face-down card."""
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
    if theme.interface > 1.0 and body and not placed[-1][0] and short != body:
        # grown, no room for the whole mission: its summary rather than nothing
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
