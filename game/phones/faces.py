"""The game's own card faces for the phone's page, as PNG pictures, so that phone and screen show
the same cards.

Drawn with the table's own art (``TowerArt``, ``TangoArt``, Sky Towers' ``ModeFaces``: the faces the
big screen draws, in the game's mode), on the frame loop only (pygame draws there), ahead of need
while nobody moves or when a picture that shows the card is made; the server then serves the PNG
bytes from its own route to the phones that were sent that card. Only games whose view names a
card's face by a code (Sky Towers' by its value) have faces here; the others' tiles show the card's
name in words (Sky 5 has no hand; Sky Totems' pedestals and altar cards are words and the grid).
"""
from __future__ import annotations

import importlib
import io
import logging
import time
from typing import Callable, Iterable

import pygame

HEIGHT = 168            # px: a card tile of 84 CSS px on a phone's screen of two pixels a point
ART = {                 # game -> the module, the class of the art its table draws faces with, and
    "tower": ("game.tables.tower.art", "TowerArt", "deck_codes"),      # the function listing its faces
    "sky-tango": ("game.tables.sky_tango.art", "TangoArt", "faces"),
    "sky-towers": ("game.tables.sky_towers.art", "ModeFaces", "face_codes"),
}
MODED = {"sky-towers"}  # the games whose faces differ by mode (Light and Taroma word some effects otherwise)


class Faces:
    """``faces(codes)``: the PNG bytes of each card code's face, made once per code. ``warm`` makes
    the faces of ``every`` code ahead of need."""

    def __init__(self, art, every: Iterable[str] = ()):
        self.art = art
        self._made: dict[str, bytes] = {}
        self._to_warm = list(dict.fromkeys(every))

    def warm(self, budget: float) -> None:
        """Make faces not made yet for about ``budget`` seconds (at least one, while any is left): a
        face takes ~4 ms, and made when a move first shows it, it took that from the frame the move
        was animated in. The first seconds of a game (the join panel is up, nobody moves) make them all."""
        start = time.perf_counter()
        while self._to_warm:
            self([self._to_warm.pop()])
            if time.perf_counter() - start >= budget:
                break

    def __call__(self, codes: Iterable[str]) -> dict[str, bytes]:
        out = {}
        for code in codes:
            png = self._made.get(code)
            if png is None:
                try:
                    face = self.art.face(code, HEIGHT)
                except (ValueError, pygame.error):      # a code the art does not know, or no font:
                    continue                            # the tile keeps its words
                buffer = io.BytesIO()
                pygame.image.save(face, buffer, "face.png")
                png = self._made[code] = buffer.getvalue()
            out[code] = png
        return out


def faces_for(game: str, mode: str = "multi") -> Callable[[Iterable[str]], dict[str, bytes]] | None:
    """The faces of ``game``'s cards (in ``mode``), or None where its cards have no face by code (or
    its art fails to load: logged, and the phones show the cards' names)."""
    found = ART.get(game)
    if found is None:
        return None
    module, name, codes = found
    try:
        art = importlib.import_module(module)
        make = getattr(art, name)
        return Faces(make(mode) if game in MODED else make(), getattr(art, codes)())
    except Exception as e:
        logging.getLogger(__name__).warning("no card faces for the phones of %s: %s", game, e)
        return None
