"""What the game-night demo draws over its tables, big enough to read from across a room.

- ``title_card``: the game's name, who plays and its one-line pitch (the spec's title and tagline),
  for the first seconds of each demo game;
- ``results_card``: who won and every score, when a demo game ends (or its time runs out: then the
  standings so far), before the next game;
- ``ticker``: a band at the foot of the table while the bots play: the game's name and the latest
  line of the table's log, in the largest of the theme's text sizes.

Each returns a finished picture (``pygame.Surface``) at the screen's size or the band's width; the
demo makes it once per card and size (``game.demo.draw_cards``), so a frame only blits it.
"""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets import ui
from ..wording import join_names

# Text sizes at the 1280x720 scale (``theme.px`` grows them with the screen).
HUGE, BIG, MEDIUM, TICKER = 120, 54, 40, 30


def _card_panel(size: tuple[int, int], height: float) -> tuple[pygame.Surface, pygame.Rect, float]:
    w, h = size
    s = theme.scale_for(size)
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(ui.dim_overlay(size, 200), (0, 0))
    panel = pygame.Rect(0, 0, int(w * 0.84), int(h * height))
    panel.center = (w // 2, h // 2)
    ui.draw_panel(out, panel, fill=(*theme.BG_DARK, 245), edge=theme.ACCENT, radius=theme.px(28, s),
                  width=max(2, theme.px(4, s)))
    return out, panel, s


def title_card(size: tuple[int, int], title: str, tagline: str, players: str, number: str = "") -> pygame.Surface:
    """The opening card: ``number`` ("Game 2 of 5"), the title huge, ``players`` and the tagline,
    and at its foot how to play yourself. The panel grows (up to nearly the whole screen) when a
    tagline of two lines or more would push the players' line down onto that foot line."""
    return title_card_parts(size, title, tagline, players, number)[0]


def title_card_parts(size: tuple[int, int], title: str, tagline: str, players: str,
                     number: str = "") -> tuple[pygame.Surface, int, pygame.Rect]:
    """``title_card``'s picture, where its players' line ends and where its foot line is."""
    frac = 0.72
    for _ in range(2):
        out, panel, s = _card_panel(size, frac)
        bottom = _title_content(out, panel, s, title, tagline, players, number)
        foot = theme.px(24, s)
        need = bottom - panel.top + theme.px(16, s) + theme.font(foot).get_linesize() + theme.px(24, s)
        if need <= panel.h:
            break
        frac = min(0.96, need / size[1])
    at = ui.blit_text(out, "Bots are playing  ·  any key or click to play yourself", foot, theme.DISABLED,
                      midbottom=(panel.centerx, panel.bottom - theme.px(24, s)))
    return out, bottom, at


def _title_content(out: pygame.Surface, panel: pygame.Rect, s: float, title: str, tagline: str, players: str,
                   number: str) -> int:
    """The title card's words from the panel's top down; returns where the players' line ends."""
    width = panel.width - theme.px(80, s)
    y = panel.top + theme.px(40, s)
    if number:
        y = ui.blit_text_fit(out, number.upper(), theme.px(MEDIUM * 0.7, s), width, theme.TEXT_DIM, bold=True,
                             midtop=(panel.centerx, y)).bottom + theme.px(18, s)
    head = ui.fitted_label(title, theme.px(HUGE, s), width, theme.ACCENT, bold=True)
    out.blit(head, head.get_rect(midtop=(panel.centerx, y)))
    y += head.get_height() + theme.px(16, s)
    pygame.draw.line(out, theme.OUTLINE, (panel.left + theme.px(120, s), y), (panel.right - theme.px(120, s), y),
                     max(1, theme.px(2, s)))
    y += theme.px(28, s)
    y += ui.blit_wrapped(out, tagline, theme.px(BIG, s), pygame.Rect(panel.left + theme.px(40, s), y, width, 10),
                         theme.TEXT, bold=True, align="center") + theme.px(20, s)
    return ui.blit_text_fit(out, players, theme.px(MEDIUM, s), width, theme.TEXT_DIM,
                            midtop=(panel.centerx, y)).bottom


def results_card(size: tuple[int, int], title: str, names: list[str], scores: list, winners: list[int],
                 timed_out: bool = False) -> pygame.Surface:
    """The closing card: who won (or "Time!" and who leads), then one line per seat, best first."""
    n = max(1, len(names))
    out, panel, s = _card_panel(size, min(0.9, 0.42 + 0.09 * n))
    width = panel.width - theme.px(80, s)
    y = panel.top + theme.px(30, s)
    label = f"{title}  ·  time is up: the standings so far" if timed_out else f"{title}  ·  final scores"
    y = ui.blit_text_fit(out, label.upper(), theme.px(MEDIUM * 0.7, s), width, theme.TEXT_DIM, bold=True,
                         midtop=(panel.centerx, y)).bottom + theme.px(12, s)
    won = [names[i] for i in winners if 0 <= i < len(names)]
    if not won:
        head = "Nobody won"
    elif timed_out:
        head = f"{join_names(won)} {'leads' if len(won) == 1 else 'lead'}"
    else:
        head = f"{join_names(won)} {'wins!' if len(won) == 1 else 'share the win!'}"
    img = ui.fitted_label(head, theme.px(HUGE * 0.8, s), width, theme.ACCENT, bold=True)
    out.blit(img, img.get_rect(midtop=(panel.centerx, y)))
    y += img.get_height() + theme.px(24, s)
    order = sorted(range(len(names)), key=lambda i: (i not in winners, -_num(scores, i)))
    row_h = min(theme.px(72, s), (panel.bottom - theme.px(30, s) - y) // n)
    size_px = max(theme.MIN_TEXT, min(theme.px(BIG, s), int(row_h * 0.8)))
    left, right = panel.left + int(panel.width * 0.2), panel.right - int(panel.width * 0.2)
    for i in order:
        colour = theme.ACCENT if i in winners else theme.TEXT
        cy = y + row_h // 2
        if i in winners:
            ui.draw_star(out, (left - theme.px(36, s), cy), max(6, size_px // 3), theme.HIGHLIGHT)
        name = ui.fitted_label(names[i], size_px, (right - left) * 2 // 3, colour, bold=True)
        out.blit(name, name.get_rect(midleft=(left, cy)))
        points = _num(scores, i)
        ui.blit_text(out, f"{points} point{'s' if points != 1 else ''}", size_px, colour, bold=i in winners,
                     midright=(right, cy))
        y += row_h
    return out


def _num(scores: list, i: int) -> int:
    try:
        return int(scores[i])
    except (IndexError, TypeError, ValueError):
        return 0


def ticker_height(scale: float) -> int:
    """The band's height at ``scale`` (the table scene leaves this much room under a demo table)."""
    return theme.font(theme.px(TICKER, scale), True).get_linesize() + 2 * theme.px(12, scale)


def ticker(width: int, scale: float, title: str, line: str) -> pygame.Surface:
    """The band at the foot of a demo table: the game's name in gold, then the latest log line."""
    size = theme.px(TICKER, scale)
    pad = theme.px(12, scale)
    h = ticker_height(scale)
    # Opaque (the table is laid out above it): blitted every frame, it costs less than a translucent one.
    screen = pygame.display.get_surface()
    # made in the screen's own format: no converted copy to make afterwards
    band = pygame.Surface((width, h), 0, screen) if screen is not None else pygame.Surface((width, h))
    band.fill(theme.BG_DARK)
    pygame.draw.line(band, theme.ACCENT, (0, 0), (width, 0), max(1, theme.px(2, scale)))
    name = theme.text(title, size, theme.ACCENT, bold=True)
    band.blit(name, name.get_rect(midleft=(pad * 2, h // 2)))
    x = pad * 2 + name.get_width() + pad * 2
    if line:
        img = ui.fitted_label(line, size, width - x - pad * 2, theme.TEXT, bold=True)
        band.blit(img, img.get_rect(midleft=(x, h // 2)))
    return band
