"""Words fitted to a box: cut with an ellipsis, wrapped, set smaller down to a least size, wrapped
in so many lines, or several blocks (a card's name over its words) sized together to show whole in
a height. Any table may use them; Sky Totems' cards and tiles do. A width under 8 pixels counts as 8
(a squeezed box never asks for less), and ``fit`` never sets text under the readable minimum.
"""
from __future__ import annotations

import functools

from ... import theme
from ...widgets.ui import ellipsize


def fit(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s`` cut with an ellipsis to ``width`` pixels."""
    return ellipsize(s, max(theme.MIN_TEXT, size), max(8, int(width)), bold)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``s`` wrapped to ``width`` pixels."""
    return theme.wrap(s, size, max(8, int(width)), bold)


def shrink_to(text: str, size: int, width: int, bold: bool = False, least: int = theme.MIN_TEXT) -> int:
    """The largest size from ``size`` down to ``least`` at which ``text`` is no wider than ``width``."""
    while size > least and theme.font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def words_fit(s: str, size: int, width: int, bold: bool) -> bool:
    """Every word of ``s`` fits ``width`` on its own (so wrapping never breaks a word)."""
    f = theme.font(size, bold)
    return all(f.size(w)[0] <= width for w in s.split())


def fit_lines(s: str, size: int, width: int, most: int, bold: bool = False) -> list[str]:
    """``s`` wrapped to ``width`` in at most ``most`` lines; when it does not fit, the last line
    shown ends in an ellipsis (the tooltip has the rest)."""
    if most <= 0:
        return []
    lines = wrap(s, size, width, bold)
    if len(lines) <= most and words_fit(s, size, width, bold):
        return lines
    words = s.split()
    out: list[str] = []
    f = theme.font(size, bold)
    while words and len(out) < most - 1:
        line = words.pop(0)
        while words and f.size(f"{line} {words[0]}")[0] <= width:
            line += " " + words.pop(0)
        out.append(fit(line, size, width, bold))
    out.append(fit(" ".join(words) + ("…" if words and len(out) else ""), size, width, bold) if words else "")
    return [line for line in out if line]


@functools.lru_cache(maxsize=512)      # cards are drawn again and again; measuring every size is slow
def _whole(text: str, lines: tuple, most: int, size: int, width: int, bold: bool) -> bool:
    """``text``, wrapped as ``lines``, shows whole in ``most`` lines (no word wider than a line)."""
    return len(lines) <= most and (not text or words_fit(text, size, width, bold))


def layout_text(blocks: tuple[tuple[str, int, int, bool], ...], widths: tuple[int, ...],
                height: int, least: int = theme.MIN_TEXT) -> list[tuple[tuple[str, ...], int, bool]]:
    """Sizes for several blocks of text one under another, ``(text, size, most lines, bold)``,
    block i ``widths[i]`` wide: each size shrinks (never under ``least``) until every block fits
    whole in ``height``. Returns (lines, size, bold) per block; where they still do not fit, the
    first block (a name) is cut with an ellipsis and the others are left out whole. With ``least``
    above the readable minimum (grown text: the smallest that reads from a couch) the name too is
    left out whole rather than cut, and then the words under it (the card's tooltip has them)."""
    m = least
    sizes = [max(m, b[1]) for b in blocks]
    while True:
        out, total, whole = [], 0, True
        for (text, _s, most, bold), size, width in zip(blocks, sizes, widths):
            lines = tuple(wrap(text, size, width, bold)) if text else ()
            if not _whole(text, lines, most, size, width, bold):
                whole = False
            out.append((lines, size, bold))
            total += len(lines) * theme.font(size, bold).get_linesize()
        if whole and total <= height:
            return out
        if all(sz <= m for sz in sizes):
            break
        sizes = [max(m, sz - 1) for sz in sizes]
    # at the smallest size: the name as far as there is room (cut only as the last resort); a
    # block under it shown whole or not at all (a mission's words cut mid-sentence read as another
    # mission; the tooltip and the missions panel hold them whole)
    out, room = [], height
    for i, ((text, _s, most, bold), size, width) in enumerate(zip(blocks, sizes, widths)):
        step = theme.font(size, bold).get_linesize()
        can = max(0, min(most, room // step))
        if i == 0 and least <= theme.MIN_TEXT:
            lines = tuple(fit_lines(text, size, width, can, bold)) if text else ()
        else:
            lines = tuple(wrap(text, size, width, bold)) if text else ()
            if not _whole(text, lines, can, size, width, bold):
                lines = ()
                if i == 0:
                    room = 0        # no words under a name left out (they would run under its points)
        out.append((lines, size, bold))
        room -= len(lines) * step
    return out
