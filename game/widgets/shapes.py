"""Vector shapes for card art: polygons in a unit box centred on (0, 0), drawn at any size with
``pygame.draw.polygon`` (no symbol font, no image file), shared by the games' art modules."""
from __future__ import annotations

import math

Point = tuple[float, float]


def quad(p0: Point, p1: Point, p2: Point, n: int = 10) -> list[Point]:
    """Points of the quadratic Bezier curve p0 -> p2 pulled towards p1 (p0 left out)."""
    out = []
    for i in range(1, n + 1):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def fit(polys: list[list[Point]]) -> list[list[Point]]:
    """``polys`` moved and scaled together so that the larger side of their box spans [-1, 1]."""
    xs = [x for poly in polys for x, _ in poly]
    ys = [y for poly in polys for _, y in poly]
    cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    half = max(max(xs) - min(xs), max(ys) - min(ys)) / 2 or 1
    return [[((x - cx) / half, (y - cy) / half) for x, y in poly] for poly in polys]


def star(inner: float) -> list[Point]:
    """A five-pointed star, points up, its inner corners at ``inner`` of its radius."""
    pts = []
    for i in range(10):
        ang = -math.pi / 2 + math.pi * i / 5
        r = 1.0 if i % 2 == 0 else inner
        pts.append((r * math.cos(ang), r * math.sin(ang)))
    return pts
