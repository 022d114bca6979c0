"""Make the app icon: ``assets/icons/sky-table.svg`` (the source, any size), a simpler
``sky-table-small.svg`` for 16-32 px, and ``sky-table-<N>.png`` at every size in ``SIZES``.

    python tools/make_icons.py          # writes them all into assets/icons/
    python tools/make_icons.py --check  # exit 1 if a file differs from what the script makes

The SVGs are written from the drawing below (night-sky tile, a fan of three cards, a gold star on
the front card, the colours of ``game/theme.py`` and the card backs); the PNGs are those SVGs
rendered by pygame-ce (``pygame.image.load_sized_svg``), so the PNGs always match the SVG source.
Small sizes use the small drawing: two cards, a bigger star, no sparkles, thicker edges.
"""
from __future__ import annotations

import argparse
import io
import math
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "assets" / "icons"
NAME = "sky-table"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SMALL = 32                  # this size and below are rendered from the small drawing

# The palette of the tables (game/theme.py, the card backs in game/widgets/art.py).
SKY_TOP = "#22386e"         # between theme.FELT and theme.PANEL_LIGHT
SKY_BOTTOM = "#0a1022"      # theme.BG_DARK
GOLD = "#facc5c"            # theme.ACCENT
GOLD_LIGHT = "#ffe878"      # theme.HIGHLIGHT
GOLD_DARK = "#b07a14"
PAPER = "#eceef8"           # the card backs' paper
CARD_SKY = "#1e2a60"        # the card backs' sky
CARD_LINE = "#c8cee6"
SPARKLE = "#c8d2ff"


def _n(x: float) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".")


def star_points(cx: float, cy: float, r: float, inner: float = 0.45, points: int = 5) -> str:
    """A five-pointed star, point up, as an SVG ``points`` list."""
    out = []
    for k in range(points * 2):
        rad = r if k % 2 == 0 else r * inner
        a = -math.pi / 2 + k * math.pi / points
        out.append(f"{_n(cx + rad * math.cos(a))},{_n(cy + rad * math.sin(a))}")
    return " ".join(out)


def _card(angle: float, pivot: tuple[float, float], x: float, y: float, w: float, h: float,
          rim: float, face: str, *, lines: bool, shadow: bool = True) -> str:
    """One card turned by ``angle`` degrees around ``pivot``: paper rim, night-sky face."""
    r = w * 0.11
    px, py = pivot
    parts = [f'<g transform="rotate({_n(angle)} {_n(px)} {_n(py)})">']
    if shadow:  # a soft shadow to the lower right keeps the cards apart from each other
        parts.append(f'<rect x="{_n(x + w * 0.05)}" y="{_n(y + w * 0.05)}" width="{_n(w)}" height="{_n(h)}" '
                     f'rx="{_n(r)}" fill="#000000" fill-opacity="0.35"/>')
    parts += [f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="{_n(r)}" fill="{PAPER}"/>',
             f'<rect x="{_n(x + rim)}" y="{_n(y + rim)}" width="{_n(w - 2 * rim)}" height="{_n(h - 2 * rim)}" '
             f'rx="{_n(max(1.0, r - rim))}" fill="{face}"/>']
    if lines:
        inset = rim + w * 0.05
        parts.append(f'<rect x="{_n(x + inset)}" y="{_n(y + inset)}" width="{_n(w - 2 * inset)}" '
                     f'height="{_n(h - 2 * inset)}" rx="{_n(max(1.0, r - inset))}" fill="none" '
                     f'stroke="{CARD_LINE}" stroke-opacity="0.55" stroke-width="{_n(w * 0.02)}"/>')
    parts.append("</g>")
    return "\n  ".join(parts)


def svg(small: bool = False) -> str:
    """The icon as SVG text on a 512x512 canvas (``small``: the drawing for 16-32 px)."""
    S = 512
    pad = 0 if small else 20                       # room around the tile, as icon themes expect
    tile = S - 2 * pad
    radius = tile * (0.2 if small else 0.22)
    body = []
    body.append(f'<rect x="{pad}" y="{pad}" width="{tile}" height="{tile}" rx="{_n(radius)}" fill="url(#sky)"/>')
    ring = 32 if small else 8
    body.append(f'<rect x="{_n(pad + ring / 2)}" y="{_n(pad + ring / 2)}" width="{_n(tile - ring)}" '
                f'height="{_n(tile - ring)}" rx="{_n(radius - ring / 2)}" fill="none" stroke="{GOLD}" '
                f'stroke-width="{ring}"/>')
    if not small:
        # the sky: a few fixed stars (the same every run)
        for fx, fy, fr, col in ((0.17, 0.16, 5, SPARKLE), (0.83, 0.2, 7, GOLD_LIGHT), (0.12, 0.5, 4, SPARKLE),
                                (0.88, 0.55, 5, SPARKLE), (0.3, 0.08, 3, SPARKLE), (0.68, 0.1, 4, SPARKLE),
                                (0.24, 0.3, 3, SPARKLE), (0.78, 0.38, 3, SPARKLE)):
            body.append(f'<circle cx="{_n(S * fx)}" cy="{_n(S * fy)}" r="{fr}" fill="{col}"/>')
        body.append(f'<polygon points="{star_points(S * 0.83, S * 0.2, 17, 0.38)}" fill="{GOLD_LIGHT}"/>')
        body.append(f'<polygon points="{star_points(S * 0.17, S * 0.16, 11, 0.38)}" fill="{SPARKLE}"/>')
    # the fan: cards turned around a point below the tile, the front one upright
    if small:
        # on whole pixels of the 16 px icon (32 units each), so its front card stays sharp
        w, h = 256, 352
        x, y = 192, 96
        pivot = (x + w / 2, y + h * 1.1)
        angles, rim = (-24.0,), 32
    else:
        w, h = 184, 258
        x, y = (S - w) / 2, S * 0.5 - h / 2 + 30
        pivot = (S / 2, y + h * 1.15)
        angles, rim = (-28.0, 28.0, -14.0, 14.0), 12
    for a in angles:
        body.append(_card(a, pivot, x, y, w, h, rim, CARD_SKY, lines=not small, shadow=not small))
    body.append(_card(0.0, pivot, x, y, w, h, rim, "url(#face)", lines=not small, shadow=not small))
    # the star on the front card, with a dark edge so it holds against the blue at any size
    cx, cy = S / 2, y + h * 0.5
    sr = w * (0.56 if small else 0.4)
    body.append(f'<polygon points="{star_points(cx, cy + sr * 0.06, sr, 0.47)}" fill="url(#gold)" '
                f'stroke="{GOLD_DARK}" stroke-width="{_n(w * (0.035 if small else 0.025))}" stroke-linejoin="round"/>')
    defs = (
        f'<linearGradient id="sky" x1="0%" y1="0%" x2="0%" y2="100%">'
        f'<stop offset="0" stop-color="{SKY_TOP}"/><stop offset="1" stop-color="{SKY_BOTTOM}"/></linearGradient>\n'
        f'<linearGradient id="face" x1="0%" y1="0%" x2="0%" y2="100%">'
        f'<stop offset="0" stop-color="#2a3c80"/><stop offset="1" stop-color="{CARD_SKY}"/></linearGradient>\n'
        f'<linearGradient id="gold" x1="0%" y1="0%" x2="0%" y2="100%">'
        f'<stop offset="0" stop-color="{GOLD_LIGHT}"/><stop offset="1" stop-color="{GOLD}"/></linearGradient>'
    )
    title = "Sky Table" + (" (small sizes)" if small else "")
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<!-- {title}: made by tools/make_icons.py; edit the script, not this file. -->\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{S}" height="{S}" viewBox="0 0 {S} {S}">\n'
            f'<title>{title}</title>\n<defs>\n{defs}\n</defs>\n  ' + "\n  ".join(body) + "\n</svg>\n")


def render(svg_text: str, size: int):
    """The SVG drawn at ``size`` x ``size`` by pygame-ce. Drawn 4x bigger and smoothed down, which
    gives cleaner edges than the rasteriser's own anti-aliasing at small sizes."""
    import pygame
    big = pygame.image.load_sized_svg(io.BytesIO(svg_text.encode()), (size * 4, size * 4))
    return pygame.transform.smoothscale(big, (size, size))


def png_name(size: int) -> str:
    return f"{NAME}-{size}.png"


def outputs() -> dict[str, bytes]:
    """Every file the script makes, name -> bytes."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    full, small = svg(False), svg(True)
    files = {f"{NAME}.svg": full.encode(), f"{NAME}-small.svg": small.encode()}
    for size in SIZES:
        surf = render(small if size <= SMALL else full, size)
        buf = io.BytesIO()
        pygame.image.save(surf, buf, "png")
        files[png_name(size)] = buf.getvalue()
    return files


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ICONS, help="folder to write into (default assets/icons)")
    p.add_argument("--check", action="store_true", help="compare with the files there; write nothing")
    args = p.parse_args(argv)
    try:
        files = outputs()
    except Exception as e:  # no SVG support in this pygame build, say
        print(f"make_icons: cannot render the icon: {e}", file=sys.stderr)
        return 1
    if args.check:
        stale = [n for n, data in files.items()
                 if not (args.out / n).is_file() or (args.out / n).read_bytes() != data]
        for n in stale:
            print(f"make_icons: {args.out / n} is not what the script makes")
        return 1 if stale else 0
    try:
        args.out.mkdir(parents=True, exist_ok=True)
        for n, data in files.items():
            (args.out / n).write_bytes(data)
    except OSError as e:
        print(f"make_icons: cannot write into {args.out}: {e.strerror or e}", file=sys.stderr)
        return 1
    print(f"make_icons: wrote {len(files)} files into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
