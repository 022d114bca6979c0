"""Labels in a narrow place (the smallest window, 960x540): a button keeps its word whole before
its key reminder, and the Sky Totems sidebar neither overlaps a totem's score with its name nor
cuts the bag legend's design names to "Em..."."""
from __future__ import annotations

import pygame

from game import theme
from game.widgets import ui
from table_helpers import display  # noqa: F401  (display: a fresh headless screen per test)


def test_a_button_too_narrow_for_its_key_keeps_the_word_whole():
    word = theme.text("Menu", 20, theme.TEXT).get_width()
    full = theme.text("Menu  (Esc)", theme.MIN_TEXT, theme.TEXT).get_width()
    width = (word + full) // 2           # room for the word at full size, not the key even at the smallest
    label = ui.fitted_label("Menu  (Esc)", 20, width, theme.TEXT)
    assert label.get_width() <= width
    assert label.get_size() == theme.text("Menu", 20, theme.TEXT).get_size()


def test_a_button_with_room_keeps_its_key():
    label = ui.fitted_label("Menu  (Esc)", 20, 400, theme.TEXT)
    assert label.get_size() == theme.text("Menu  (Esc)", 20, theme.TEXT).get_size()


def test_a_narrow_totem_tile_puts_the_score_under_the_name():
    from game.tables.sky_totems import art as cards, words
    from game.tables.sky_totems.art import PedestalArt
    sizes = {"tile_name": 22, "card_text": 14, "chip": 13}
    art = PedestalArt()
    name_w = theme.text("Horse", 22, (0, 0, 0), bold=True).get_width()
    score_w = theme.text(words.TOTEM_SCORE["Horse"], 14, (0, 0, 0), bold=True).get_width()
    narrow = pygame.Rect(0, 0, int(60 * 0.62) + name_w + score_w - 10, 60)
    # Drawn on a surface the width of the tile, the score can only fit below the name, not beside it.
    tile = pygame.Surface((narrow.w, 120))
    tile.fill((0, 0, 0))
    cards.draw_totem_tile(tile, pygame.Rect(0, 0, narrow.w, 120), "Horse", art, sizes)
    gold = [(x, y) for x in range(narrow.w) for y in range(120) if tile.get_at((x, y))[:3] == cards.GOLD[:3]]
    assert gold, "the score is drawn"
    name_h = theme.font(22, True).get_linesize()
    pad = max(3, 120 // 14)
    assert max(y for _, y in gold) > pad + name_h, "the score sits under the name"
