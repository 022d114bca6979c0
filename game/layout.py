"""Table layouts drawn in Tiled: named rectangles in an object layer "zones", fitted to the window.

A layout file is a Tiled ``.tmx`` map (no tilesets, no images) whose object layer ``zones`` holds
rectangles with names such as ``deck``, ``row.0``, ``bank.3``. ``Layout.fit(size)`` scales the
whole map uniformly to fit the window (letterboxed, centred) and keeps the result until the size
changes, so the frame loop only looks rectangles up.

A map may also hold a second object layer, ``zones-200``: where the same zones lie at 200 %
interface size, drawn for a big screen seen from a couch (your hand and the middle of the table
larger, the other seats folded smaller). ``Layout.fit(size, grow)`` takes each zone that far from
its ``zones`` rectangle toward its ``zones-200`` one (``grow`` 1.0 to 2.0, the interface size), so
the whole table grows as one picture; a zone the second layer does not name stays where it is.
Where the two layers place a panel in different parts of the table (Tower's piles move beside the
other seats), a panel on its way would lie over another: then the whole map is taken as it is at
the nearer end instead (see ``_step``). A map whose 200 % layer arranges the table anew says so
with the map property ``grow`` = ``whole``: any size above 100 % takes that layer whole.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Iterator

import pygame

from .paths import ASSETS

LAYOUTS = ASSETS / "layouts"


BIG_LAYER = "zones-200"          # the zones at 200 % interface size (optional)


class LayoutError(Exception):
    """A layout file that cannot be used; the message names the file."""


@lru_cache(maxsize=32)
def _read(path: str) -> tuple[tuple[int, int], tuple, tuple, tuple]:
    """Parse a .tmx once per process: (map size in pixels, zones, zones at 200 %, map properties)."""
    import pytmx  # imported here so a missing optional dependency names itself at first use

    try:
        # The default image loader loads nothing: it only records file names, and these maps
        # have no tilesets at all.
        tm = pytmx.TiledMap(path)
    except FileNotFoundError:
        raise LayoutError(f"{Path(path).name}: no such layout file") from None
    except Exception as e:  # malformed XML, bad attributes
        raise LayoutError(f"{Path(path).name}: not a readable Tiled map ({e})") from None
    try:
        group = tm.get_layer_by_name("zones")
    except (KeyError, ValueError):
        raise LayoutError(f"{Path(path).name}: has no object layer named 'zones'") from None
    try:
        big = tm.get_layer_by_name(BIG_LAYER)
    except (KeyError, ValueError):
        big = []
    size = (int(tm.width * tm.tilewidth), int(tm.height * tm.tileheight))
    props = tuple(sorted((k, v) for k, v in (tm.properties or {}).items()))
    zones = _rects_of(group)
    names = {name for name, _ in zones}
    return size, zones, tuple((n, r) for n, r in _rects_of(big) if n in names), props


def _rects_of(group) -> tuple[tuple[str, tuple[float, float, float, float]], ...]:
    return tuple((obj.name, (float(obj.x), float(obj.y), float(obj.width or 0), float(obj.height or 0)))
                 for obj in group if obj.name)


class Layout:
    """Named zones in map pixels, and the same zones fitted to a window."""

    def __init__(self, map_size: tuple[int, int], zones: dict[str, tuple[float, float, float, float]],
                 properties: dict | None = None, name: str = "layout", big: dict | None = None):
        self.map_size = (int(map_size[0]), int(map_size[1]))
        self.zones = dict(zones)
        self.big = dict(big or {})                 # zone -> its rectangle at 200 % (``zones-200``)
        self.grow = 1.0
        self.properties = dict(properties or {})
        self.name = name
        self.size: tuple[int, int] | None = None
        self.scale = 1.0
        self.offset = (0.0, 0.0)
        self.rects: dict[str, pygame.Rect] = {}
        self.frects: dict[str, pygame.FRect] = {}
        self.bounds = pygame.Rect(0, 0, *self.map_size)

    @classmethod
    def load(cls, path: str | Path) -> "Layout":
        size, zones, big, props = _read(str(path))
        return cls(size, dict(zones), dict(props), Path(path).stem, dict(big))

    # ------------------------------------------------------------------ fitting
    def fit(self, size: tuple[int, int], grow: float = 1.0) -> bool:
        """Scale to ``size`` (window pixels), each zone ``grow`` (1.0 to 2.0) of the way from its
        ``zones`` rectangle to its ``zones-200`` one. Returns True when anything changed."""
        size = (int(size[0]), int(size[1]))
        grow = min(2.0, max(1.0, float(grow))) if self.big else 1.0
        if size == self.size and grow == self.grow:
            return False
        self.size, self.grow = size, grow
        mw, mh = self.map_size
        self.scale = s = min(size[0] / mw, size[1] / mh)
        ox, oy = (size[0] - mw * s) / 2, (size[1] - mh * s) / 2
        self.offset = (ox, oy)
        self.bounds = pygame.Rect(round(ox), round(oy), round(mw * s), round(mh * s))
        step = self._step(grow - 1.0)
        self.frects = {n: pygame.FRect(ox + x * s, oy + y * s, w * s, h * s)
                       for n, (x, y, w, h) in ((n, self._between(n, step)) for n in self.zones)}
        self.rects = {n: pygame.Rect(round(r.x), round(r.y), round(r.w), round(r.h)) for n, r in self.frects.items()}
        return True

    def _between(self, name: str, t: float) -> tuple[float, float, float, float]:
        """Zone ``name`` in map pixels, ``t`` (0 to 1) of the way to its ``zones-200`` rectangle."""
        rect = self.zones[name]
        big = self.big.get(name)
        if big is None or t == 0.0:
            return rect
        return tuple(a + (b - a) * t for a, b in zip(rect, big))

    def _step(self, t: float) -> float:
        """``t``, or the nearer end (0 or 1) where zones taken ``t`` of the way would lie over each
        other though they lie apart at both ends; 1 for a map that grows ``whole``."""
        if t in (0.0, 1.0):
            return t
        if self.properties.get("grow") == "whole":
            return 1.0
        ends = [{n: pygame.FRect(self._between(n, e)) for n in self.zones} for e in (0.0, 1.0)]
        now = {n: pygame.FRect(self._between(n, t)) for n in self.zones}
        names = sorted(self.zones)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                if now[a].colliderect(now[b]) and not any(end[a].colliderect(end[b]) for end in ends):
                    return 1.0 if t >= 0.5 else 0.0
        return t

    def __getitem__(self, name: str) -> pygame.Rect:
        return self.rects[name]

    def __contains__(self, name: str) -> bool:
        return name in self.zones

    def get(self, name: str, default=None):
        return self.rects.get(name, default)

    def names(self, prefix: str = "") -> Iterator[str]:
        return (n for n in self.zones if n.startswith(prefix))

    def px(self, map_pixels: float, minimum: int = 1) -> int:
        """A length given in map pixels, in window pixels (fonts, borders, gaps)."""
        return max(minimum, round(map_pixels * self.scale))


def layout_path(name: str) -> Path:
    return LAYOUTS / f"{name}.tmx"


def load_layout(name: str) -> Layout:
    """``load_layout("sky5-3")`` reads assets/layouts/sky5-3.tmx (parsed once per process)."""
    return Layout.load(layout_path(name))
