"""Card faces drawn with pygame.draw at any size, each colour with its own glyph."""
from __future__ import annotations

import pygame
import pytest

from game.tables.sky5.art import CARD_RATIO, GLYPHS, CardArt, card_size
from game.tables.kit.die import die_face

COLOURS = ["red", "yellow", "green", "blue", "purple", "star"]


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    yield pygame.display.set_mode((320, 240))


@pytest.mark.parametrize("height", [40, 97, 180, 300])
def test_faces_render_at_the_asked_size_with_round_transparent_corners(height):
    art = CardArt()
    for colour in COLOURS:
        for number in (0, 3, 6):
            face = art.face({"colour": colour, "number": number}, height)
            assert face.get_size() == card_size(height) == (round(height * CARD_RATIO), height)
            assert face.get_at((0, 0)).a == 0                      # rounded corner
            assert face.get_at((face.get_width() // 2, face.get_height() // 2)).a == 255


def test_faces_are_cached_per_face_and_size():
    art = CardArt()
    a = art.face({"colour": "blue", "number": 4}, 120)
    assert art.face({"colour": "blue", "number": 4}, 120) is a
    assert art.face({"colour": "blue", "number": 4}, 121) is not a
    misses = art.misses
    art.face({"colour": "blue", "number": 4}, 120)     # a new dict of the same face
    assert art.misses == misses


def test_each_colour_differs_by_hue_and_by_glyph_and_stars_are_dark():
    art = CardArt()
    assert len(set(GLYPHS.values())) == len(GLYPHS)
    # the glyph shapes alone (one colour, no card) differ from one another
    masks = {}
    for colour, kind in GLYPHS.items():
        g = art.glyph(kind, 64, (255, 255, 255))
        masks[kind] = {(x, y) for x in range(64) for y in range(64) if g.get_at((x, y)).a > 128}
    kinds = list(masks)
    for i, a in enumerate(kinds):
        for b in kinds[i + 1:]:
            overlap = len(masks[a] & masks[b]) / len(masks[a] | masks[b])
            assert overlap < 0.85, (a, b)
    # the card body: a star card is much darker than any coloured card
    def body(colour):
        f = art.face({"colour": colour, "number": 5}, 210)
        return f.get_at((f.get_width() - 12, f.get_height() // 3))[:3]
    bodies = {c: body(c) for c in COLOURS}
    assert len(set(bodies.values())) == len(COLOURS)
    assert sum(bodies["star"]) < min(sum(v) for c, v in bodies.items() if c != "star") / 2


def test_numbers_are_drawn():
    art = CardArt()
    a, b = art.face({"colour": "red", "number": 1}, 200), art.face({"colour": "red", "number": 6}, 200)
    diff = sum(1 for x in range(0, a.get_width(), 2) for y in range(0, a.get_height(), 2)
               if a.get_at((x, y)) != b.get_at((x, y)))
    assert diff > 200


def test_backs_and_die_faces():
    art = CardArt()
    back = art.back(150)
    assert back.get_size() == card_size(150)
    assert back.get_at((back.get_width() // 2, back.get_height() // 2)) != art.face({"colour": "blue", "number": 3}, 150).get_at(
        (back.get_width() // 2, back.get_height() // 2))
    faces = [die_face(v, 64) for v in range(1, 7)]
    assert all(f.get_size() == (64, 64) for f in faces)
    assert len({pygame.image.tobytes(f, "RGBA") for f in faces}) == 6
