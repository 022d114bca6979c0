"""Sky Tango card art: every face of the 68-card deck draws at every size the tables use, sun cards are
warm and moon cards cool, the animals and the eclipses differ from the plain cards, and the cache
keeps what it made. Headless (SDL_VIDEODRIVER=dummy, see tests/conftest.py)."""
from __future__ import annotations

import pygame
import pytest

from game.tables.sky_tango.art import (ANIMALS, TangoArt, card_size, deck_codes, default_art, faces, is_animal,
                                      parse)

HEIGHTS = (34, 80, 260)


@pytest.fixture(scope="module")
def art():
    pygame.init()
    return TangoArt(max_entries=1000)


def _mean(surf: pygame.Surface) -> tuple[float, float, float]:
    """The mean colour of the opaque pixels."""
    w, h = surf.get_size()
    total, r, g, b = 0, 0, 0, 0
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            c = surf.get_at((x, y))
            if c.a > 200:
                total += 1
                r, g, b = r + c.r, g + c.g, b + c.b
    return r / total, g / total, b / total


def _differ(a: pygame.Surface, b: pygame.Surface) -> int:
    assert a.get_size() == b.get_size()
    w, h = a.get_size()
    return sum(1 for y in range(h) for x in range(w) if a.get_at((x, y)) != b.get_at((x, y)))


def test_a_deck_is_68_cards_with_60_faces():
    codes = deck_codes()
    assert len(codes) == 68
    assert codes.count("SE") == 5 and codes.count("ME") == 5
    assert len(faces()) == 60
    assert parse("S7") == ("sun", 7) and parse("M29") == ("moon", 29)
    assert parse("SE") == ("solar", None) and parse("ME") == ("lunar", None)
    assert sorted(ANIMALS) == [4, 8, 12, 16, 20, 24, 28]
    assert is_animal("S4") and is_animal("M28") and not is_animal("S5") and not is_animal("ME")


@pytest.mark.parametrize("height", HEIGHTS)
def test_every_face_draws_at_the_card_size(art, height):
    for code in faces():
        surf = art.face(code, height)
        assert surf.get_size() == card_size(height), code
    assert art.back(height).get_size() == card_size(height)


@pytest.mark.parametrize("height", HEIGHTS)
def test_suns_are_warm_moons_cool_and_eclipses_dark(art, height):
    for n in range(1, 30):
        r, g, b = _mean(art.face(f"S{n}", height))
        assert r > b + 60, f"sun {n} at {height}px is not warm ({r:.0f}, {g:.0f}, {b:.0f})"
        r, g, b = _mean(art.face(f"M{n}", height))
        assert b > r + 25, f"moon {n} at {height}px is not cool ({r:.0f}, {g:.0f}, {b:.0f})"
    for code in ("SE", "ME"):
        assert sum(_mean(art.face(code, height))) < 3 * 110, f"{code} at {height}px is not dark"
    sr, sg, sb = _mean(art.face("SE", height))
    lr, lg, lb = _mean(art.face("ME", height))
    assert sr > sb and lb > lr                 # a warm corona, a cool rim


@pytest.mark.parametrize("height", HEIGHTS)
def test_distinct_faces_look_distinct(art, height):
    w, h = card_size(height)
    least = w * h * 0.02
    pics = {code: art.face(code, height) for code in faces()}
    assert _differ(pics["SE"], pics["ME"]) > least
    for n in (3, 4, 11, 28):
        assert _differ(pics[f"S{n}"], pics[f"M{n}"]) > least
    for a, b in (("S7", "S1"), ("M12", "M21"), ("S3", "S4"), ("M27", "M28")):
        assert _differ(pics[a], pics[b]) > w * h * 0.01, (a, b)
    assert _differ(pics["S5"], art.back(height)) > least


def test_animals_show_a_silhouette_the_others_do_not():
    art = TangoArt()
    # the same number drawn with and without its animal: the animal cards differ at the bottom
    height = 200
    w, h = card_size(height)
    for kind in ("S", "M"):
        plain = art.face(f"{kind}5", height)
        animal = art.face(f"{kind}8", height)
        band = pygame.Rect(int(w * 0.3), int(h * 0.72), int(w * 0.35), int(h * 0.12))
        assert _differ(plain.subsurface(band), animal.subsurface(band)) > band.w * band.h * 0.1


def test_the_cache_returns_the_same_surface_and_makes_nothing_again():
    art = TangoArt()
    first = [art.face(code, 80) for code in faces()]
    assert art.misses == 60
    again = [art.face(code, 80) for code in faces()]
    assert all(a is b for a, b in zip(first, again))
    assert art.back(80) is art.back(80)
    assert art.emblem("sun", 20) is art.emblem("sun", 20)
    assert art.misses == 62


def test_the_cache_stays_bounded():
    small = TangoArt(max_entries=10)
    for code in faces()[:20]:
        small.face(code, 40)
    assert len(small) == 10 and small.misses == 20


@pytest.mark.parametrize("bad", ["", "S0", "S30", "M", "X7", "s7", "S07", "E", None, 7])
def test_an_unknown_code_raises_a_clear_value_error(art, bad):
    with pytest.raises(ValueError, match="unknown card code"):
        art.face(bad, 80)


def test_emblems_for_the_table(art):
    for kind in ("sun", "moon", "solar", "lunar"):
        img = art.emblem(kind, 24)
        assert img.get_size() == (24, 24) and img.get_bounding_rect().w > 10
    with pytest.raises(ValueError, match="unknown emblem"):
        art.emblem("star", 24)


def test_the_default_art_is_one_shared_cache():
    assert default_art() is default_art()
    assert isinstance(default_art(), TangoArt)
