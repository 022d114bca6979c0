"""Tower card art: every card of a 54-card deck draws at every size the tables use, red cards are
red and black cards never are, the courts and the jokers differ, and the cache keeps what it made.
Headless (SDL_VIDEODRIVER=dummy, see tests/conftest.py)."""
from __future__ import annotations

import pygame
import pytest

from game.tables.tower import art as tower_art
from game.tables.tower.art import TowerArt, card_size, deck_codes, default_art, is_red, parse

HEIGHTS = (34, 80, 260)


@pytest.fixture(scope="module")
def art():
    pygame.init()
    return TowerArt(max_entries=1000)


def _redish(surf: pygame.Surface) -> int:
    """How many pixels are a clear, opaque red (strong red, little green or blue)."""
    count = 0
    w, h = surf.get_size()
    for y in range(h):
        for x in range(w):
            r, g, b, a = surf.get_at((x, y))
            if a > 200 and r >= 150 and g <= 90 and b <= 100:
                count += 1
    return count


def _differ(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels of two surfaces of one size differ."""
    assert a.get_size() == b.get_size()
    w, h = a.get_size()
    return sum(1 for y in range(h) for x in range(w) if a.get_at((x, y)) != b.get_at((x, y)))


def test_a_deck_is_54_codes_in_the_rules_order():
    codes = deck_codes()
    assert len(codes) == 54 and len(set(codes)) == 54
    assert codes[:3] == ["AS", "2S", "3S"] and codes[12] == "KS" and codes[13] == "AH"
    assert codes[-2:] == ["XB", "XR"]
    assert deck_codes(jokers=False) == codes[:52]
    assert parse("10H") == ("10", "H") and parse("XR") == ("X", None)
    assert is_red("QD") and is_red("XR") and not is_red("AS") and not is_red("XB")


@pytest.mark.parametrize("height", HEIGHTS)
def test_every_card_draws_at_the_card_size(art, height):
    for code in deck_codes():
        surf = art.face(code, height)
        assert isinstance(surf, pygame.Surface)
        assert surf.get_size() == card_size(height), code
    assert art.back(height).get_size() == card_size(height)


@pytest.mark.parametrize("height", HEIGHTS)
def test_red_cards_show_red_and_black_cards_none(art, height):
    for code in deck_codes():
        reds = _redish(art.face(code, height))
        if is_red(code):
            w, h = card_size(height)
            assert reds >= w * h * 0.01, f"{code} at {height}px shows too little red ({reds} px)"
        else:
            assert reds == 0, f"{code} at {height}px shows {reds} red pixels"


@pytest.mark.parametrize("height", HEIGHTS)
def test_courts_differ_from_each_other_and_jokers_differ(art, height):
    for suit in "SHDC":
        j, q, k = (art.face(rank + suit, height) for rank in "JQK")
        w, h = card_size(height)
        least = w * h * 0.02
        assert _differ(j, q) > least and _differ(q, k) > least and _differ(j, k) > least, suit
    w, h = card_size(height)
    assert _differ(art.face("XB", height), art.face("XR", height)) > w * h * 0.02


def test_the_cache_returns_the_same_surface_and_makes_nothing_again():
    art = TowerArt()
    first = [art.face(code, 80) for code in deck_codes()]
    misses = art.misses
    assert misses == 54
    again = [art.face(code, 80) for code in deck_codes()]
    assert all(a is b for a, b in zip(first, again))
    assert art.back(80) is art.back(80)
    assert art.pip("H", 20) is art.pip("H", 20)
    assert art.label("7H", 20) is art.label("7H", 20)
    assert art.misses == misses + 3  # the back, the pip and the label, once each


def test_the_cache_stays_bounded():
    small = TowerArt(max_entries=10)
    for code in deck_codes()[:20]:
        small.face(code, 40)
    assert len(small) == 10 and small.misses == 20


@pytest.mark.parametrize("bad", ["", "ZZ", "1S", "11H", "AX", "X", "XG", "as", "10", None, 7])
def test_an_unknown_code_raises_a_clear_value_error(art, bad):
    with pytest.raises(ValueError, match="unknown card code"):
        art.face(bad, 80)
    with pytest.raises(ValueError, match="unknown card code"):
        art.label(bad, 20)


def test_pips_and_labels_for_banners(art):
    for suit in "SHDCX":
        pip = art.pip(suit, 18)
        assert pip.get_size() == (18, 18)
        assert pip.get_bounding_rect().w > 9  # something is drawn
    assert _redish(art.pip("H", 30)) > 0 and _redish(art.pip("S", 30)) == 0
    assert _redish(art.pip("S", 30, colour=(220, 20, 40))) > 0  # an explicit colour wins
    with pytest.raises(ValueError, match="unknown suit"):
        art.pip("Q", 18)
    seven, ten = art.label("7H", 24), art.label("10S", 24)
    assert seven.get_height() == ten.get_height() == 24
    assert ten.get_width() > seven.get_width() > 24  # the rank and a pip beside it
    assert _redish(seven) > 0 and _redish(ten) == 0
    light = art.label("10S", 24, on_dark=True)  # black cards on the dark table write in light ink
    assert max(light.get_at((x, y))[0] for x in range(light.get_width()) for y in range(24)) > 200
    assert art.label("XR", 24).get_width() > art.label("KH", 24).get_width()  # a star and "JOKER"


def test_the_default_art_is_one_shared_cache():
    assert default_art() is default_art()
    assert isinstance(default_art(), TowerArt)
    assert tower_art.COMPACT_BELOW > 34  # the smallest table draws compact faces
