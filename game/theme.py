"""Colours, fonts and cached text: one look for every scene.

Text surfaces are cached by (text, size, colour, bold) so the frame loop never renders the same
string twice; fonts are cached by (size, bold). The cache is bounded so a long session with many
distinct strings (scores, names) cannot grow without limit.

Texts can come from save files, so they can be hostile: ``safe_text`` is the choke point that makes
any value drawable (no NUL, no lone surrogate, no bidi override, no other unprintable, a sane
length). Every font handed out by ``font`` sanitises what it renders or measures, and ``text`` and
``wrap`` go through it too, so no string can make drawing raise or stall a frame.
"""
from __future__ import annotations

import io
import itertools
import sys
from collections import OrderedDict
from functools import lru_cache

import pygame

# The table is a night sky: deep blue felt, warm gold accents, light text.
BG = (18, 28, 54)
BG_DARK = (10, 16, 34)
FELT = (28, 46, 86)
PANEL = (36, 52, 92)
PANEL_LIGHT = (52, 72, 120)
OUTLINE = (120, 150, 210)
TEXT = (236, 240, 250)
TEXT_DIM = (160, 172, 200)
ACCENT = (250, 204, 92)
GOOD = (110, 210, 140)
BAD = (240, 110, 100)
HIGHLIGHT = (255, 232, 120)
DISABLED = (90, 100, 130)

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_texts: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
_TEXT_CACHE_SIZE = 2048

# =========================================================================== safe text

TEXT_LIMIT = 2000          # no label is ever drawn or measured beyond this many characters
WRAP_LIMIT = 8 * TEXT_LIMIT  # what ``wrap`` accepts in all (each paragraph is cut to TEXT_LIMIT)
REPLACEMENT = "\ufffd"
# Whitespace controls read as a space in a one-line label (``wrap`` splits on newlines first).
_AS_SPACE = frozenset("\t\n\r\x0b\x0c")
# Invisible format characters that are harmless to render (soft hyphen, zero-width (non)joiners,
# zero-width space, word joiner, BOM). Every other Cf (bidi embeddings, overrides, isolates and
# marks, tags, annotations...) is replaced.
_KEEP_FORMAT = frozenset("\u00ad\u200b\u200c\u200d\u2060\ufeff")


class _CharTable(dict):
    """A ``str.translate`` table built lazily: each unprintable character maps to its stand-in."""

    def __missing__(self, code: int):
        ch = chr(code)
        if ch in _AS_SPACE:
            out = " "
        elif ch.isprintable():
            out = ch
        else:
            # imported here: ordinary text never gets this far (the title's first frame loads none
            # of the Unicode tables, ~0.2 ms)
            import unicodedata
            cat = unicodedata.category(ch)
            # Zs (no-break and other spaces) and a few harmless Cf pass; Cc, Cs, Co, Cn, Zl, Zp and
            # the other Cf (bidi controls included) become U+FFFD, one for one.
            out = ch if cat == "Zs" or ch in _KEEP_FORMAT else REPLACEMENT
        if len(self) > 65536:  # hostile texts with many distinct code points: stay bounded
            self.clear()
        self[code] = out
        return out


_CHARS = _CharTable()


def _to_str(s) -> str:
    if isinstance(s, str):
        return str.__str__(s)  # a str subclass becomes a plain str (its __str__ is not trusted)
    if s is None:
        return ""
    if isinstance(s, (bytes, bytearray)):
        return bytes(s).decode("utf-8", "replace")
    try:
        return str(s)
    except Exception:  # noqa: BLE001 - a broken __str__ must not stop a frame
        return REPLACEMENT


@lru_cache(maxsize=4096)
def _clean(s: str) -> str:
    return s.translate(_CHARS)


def safe_text(s, limit: int = TEXT_LIMIT) -> str:
    """``s`` made safe to render and measure with any font, cheaply (call it every frame).

    Guarantees: the result is a plain ``str`` of at most ``limit`` characters (a non-string
    becomes its ``str()``, ``None`` becomes ``""``, bytes are decoded as UTF-8); it holds no
    control character (tab, newline, CR, VT, FF become a space; NUL and every other Cc become
    U+FFFD), no lone surrogate, no bidi embedding/override/isolate/mark (U+202A-U+202E,
    U+2066-U+2069, U+200E/F, U+061C) and no other unprintable (private use, unassigned, line and
    paragraph separators, other format characters): each becomes U+FFFD. Replacement is one for
    one, so ``len(safe_text(s)) == min(len(s), limit)`` for a string ``s`` and indexes into the
    text (a caret) stay valid. Printable text (all ordinary text) is returned unchanged, through a
    fast path; other strings are cleaned once and cached.
    """
    if type(s) is not str:
        s = _to_str(s)
    if len(s) > limit:
        s = s[: max(0, int(limit))]
    if s.isprintable():
        return s
    return _clean(s)


class SafeFont(pygame.font.Font):
    """A ``pygame.font.Font`` whose ``render``, ``size`` and ``metrics`` sanitise their text with
    ``safe_text`` first, and whose ``render`` never fails on the text (a text of zero width, e.g.
    only zero-width characters, gives an empty surface)."""

    px = 0  # the pixel size it was made at (``font`` sets it)
    # Whether ``point_size`` gives what opening at that size gives (see ``_MovingFont``): not for
    # pygame's own font, whose sizes pygame scales when it opens it (about 0.69 of the size asked).
    movable = True

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):
        if text_probe is not None and text:
            text_probe.append((self.px, text))
        if wraplength:  # pygame breaks lines itself: keep the newlines, clean each line
            raw = text if type(text) is str else _to_str(text)
            clean = "\n".join(safe_text(line) for line in raw[:WRAP_LIMIT].split("\n"))
        else:
            clean = safe_text(text)
        try:
            return super().render(clean, antialias, color, bgcolor, wraplength)
        except pygame.error:  # "Text has zero width" and the like: draw nothing rather than fail
            return super().render("", antialias, color, bgcolor)

    def size(self, text):
        return super().size(safe_text(text))

    def metrics(self, text):
        return super().metrics(safe_text(text))


# The UI typeface: Inter (SIL Open Font License, assets/fonts/LICENSE-Inter.txt), a face drawn for
# screens with a tall x-height, in two true weights: pygame's synthetic bold smears small text.
FONT_FILES = {False: "Inter-Regular.otf", True: "Inter-Bold.otf"}

# No text is drawn smaller than this many pixels (the font's em) in a window up to 1280x720; larger
# windows grow it with ``scale_for`` (see ``px``).
MIN_TEXT = 13

# A test sets this to a list; every text rendered then appends its pixel size (see ``font``).
text_probe: list | None = None
_font_missing_said = False


def _font_path(bold: bool):
    from .paths import ASSETS
    return ASSETS / "fonts" / FONT_FILES[bool(bold)]


# Each weight's file, read once: every size is opened from its bytes in memory. FreeType reads a
# font's tables and glyphs as it needs them, and from the file each read was a seek and a read, a
# system call each (~700 a font; the title's first frame opens eleven fonts): on the shared
# virtual machine ~5 ms of system time at start-up, where the same reads from memory cost ~11 M
# instructions, under 1 ms.
_font_files: dict[bool, bytes] = {}


def _font_source(bold: bool) -> io.BytesIO:
    data = _font_files.get(bold)
    if data is None:
        data = _font_files[bold] = _font_path(bold).read_bytes()
    return io.BytesIO(data)


def _load_font(size: int, bold: bool) -> pygame.font.Font:
    """Inter at ``size``; with its file missing or unreadable, pygame's bundled font (never a
    crash), said once in the log."""
    global _font_missing_said
    try:
        f = SafeFont(_font_source(bool(bold)), size)
        # A damaged file can open and fail only at its first measure ("Passed a NULL pointer"):
        # measure once here, where the fallback can still take over. The empty text fails the same
        # way and shapes no glyph (words cost ~80 k instructions a glyph at each size).
        f.size("")
    except (OSError, pygame.error, FileNotFoundError) as exc:
        if not _font_missing_said:
            _font_missing_said = True
            import logging
            logging.getLogger(__name__).warning("UI font not loaded (%s); using pygame's own", exc)
        f = SafeFont(None, size)
        f.bold = bool(bold)
        f.movable = False
    f.px = size
    return f


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font at ``size`` pixels (cached): a ``SafeFont``, so any text it renders or measures
    is sanitised by ``safe_text`` first."""
    size = max(6, int(size))
    key = (size, bool(bold))
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        f = _taken_over(key) if _thrift else None
        if f is None:
            f = _load_font(size, bool(bold))
        _fonts[key] = f
    if _thrift:
        _asked[key] = next(_ticks)
    return f


# While the app makes the title's first frame (``thrifty``), each weight keeps at most
# ``THRIFT_FONTS`` fonts open: a size not open yet takes over the font of its weight asked for
# least recently, moved to the new size (``point_size``: the same pixels as a font opened at it),
# where opening one more costs that frame ~0.3 ms (its file parsed, its shaping set up, ~70 page
# faults). Two of a weight hold what the title draws side by side (a tile's title and its Play
# badge, its tagline and its modes); the sizes it draws once (its heading, its buttons, its keys
# line) take a font over (1280x720: 4 fonts opened where 9 were; 280.8 -> 274.0 M instructions to
# the first frame).
THRIFT_FONTS = 2
_thrift = False
_asked: dict[tuple[int, bool], int] = {}     # while thrifty: when each open size was last asked for
_ticks = itertools.count()


def thrifty(on: bool) -> None:
    """Open as few fonts as the words drawn side by side need (the title's first frame), or as
    many as are asked for (every later frame, and a first frame of another screen: a size once
    open stays open)."""
    global _thrift
    _thrift = bool(on)
    _asked.clear()


def _taken_over(key: tuple[int, bool]) -> pygame.font.Font | None:
    """An open font of ``key``'s weight moved to ``key``'s size, when the weight has
    ``THRIFT_FONTS`` open and one of them is held by nothing but the cache; else None."""
    same = sorted((k for k in _fonts if k[1] == key[1]), key=lambda k: _asked.get(k, -1))
    if len(same) < THRIFT_FONTS:
        return None
    for old in same:
        f = _fonts[old]
        # held by the cache, by ``f`` and by getrefcount's argument alone: a font someone holds
        # (a size search's, a measure in hand, a widget's own) keeps its size
        if f.movable and sys.getrefcount(f) <= 3:
            del _fonts[old]
            f.point_size = key[0]
            f.px = key[0]
            return f
    return None


# The interface size (Settings, 1.0 to 2.0): tables grow their text roles by it (``grow``) and menus
# their whole scale, each as far as its room holds. Set by the app (``set_interface``) only.
interface = 1.0


def set_interface(percent) -> bool:
    """Take the interface size in percent (clamped to 100-200); True when it changed."""
    global interface
    try:
        value = min(2.0, max(1.0, float(percent) / 100))
    except (TypeError, ValueError):
        value = 1.0
    if value != value:   # NaN
        value = 1.0
    changed = value != interface
    interface = value
    return changed


def grow(size: float) -> int:
    """A text size grown by the interface size."""
    return int(round(size * interface))


def px(base: float, scale: float = 1.0) -> int:
    """A text size: ``base`` pixels at 1280x720 times the window's ``scale``, never below
    ``MIN_TEXT``."""
    return max(MIN_TEXT, int(round(base * scale)))


def text(s: str, size: int, colour=TEXT, bold: bool = False) -> pygame.Surface:
    """``s`` rendered (cached). Any value is accepted and sanitised with ``safe_text``: it never
    raises because of the text, and it always returns a surface."""
    if type(s) is not str:
        s = safe_text(s)
    key = (s, int(size), tuple(colour), bold)
    if text_probe is not None and s:
        text_probe.append((max(6, int(size)), s))
    surf = _texts.get(key)
    if surf is None:
        surf = font(size, bold).render(s, True, colour)  # SafeFont: cleaned and capped
        _texts[key] = surf
        if len(_texts) > _TEXT_CACHE_SIZE:
            _texts.popitem(last=False)
    else:
        _texts.move_to_end(key)
    return surf


# =========================================================================== measuring

def _raw_size(f: pygame.font.Font):
    """``f.size`` without the sanitising layer: only for text already passed through safe_text."""
    return pygame.font.Font.size.__get__(f)


def fit_prefix(measure, s: str, width: int, suffix: str = "") -> int:
    """The largest ``k`` in ``1..len(s)`` with ``measure(s[:k] + suffix)[0] <= width``, or 0.

    Widths grow with ``k``, so this gallops (8, 16, 32... characters, never measuring much more
    than fits) and then bisects: O(log n) measurements instead of one per character."""
    n = len(s)
    lo, hi = 0, n + 1  # s[:lo] fits (0: none known), s[:hi] does not (n + 1: unknown)
    k = 8
    while k < n:
        if measure(s[:k] + suffix)[0] <= width:
            lo, k = k, k * 2
        else:
            hi = k
            break
    if hi > n:
        if n and measure(s + suffix)[0] <= width:
            return n
        hi = n
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if measure(s[:mid] + suffix)[0] <= width:
            lo = mid
        else:
            hi = mid
    return lo


def largest_fitting(fits, start: int, low: int, high: int, bold: bool | None = None) -> int:
    """The largest size in ``low``..``high`` for which ``fits(size)``, or ``low`` when none above it
    does: what counting down from ``high`` finds, for a test that holds at every size below one
    that passes (words widen with their size). The search starts at ``start`` and steps from
    there, so that sizes far from the answer, each a font loaded and its words measured, are
    never tried.

    With ``bold`` (the weight of the words whose size is sought), the sizes tried share one font,
    moved from size to size and kept as the font of the size found (``_MovingFont``)."""
    if bold is not None:
        moving = _MovingFont(bold)
        size = largest_fitting(moving.trying(fits), start, low, high)
        moving.keep(size)
        return size
    size = min(high, max(low, start))
    if size > low and not fits(size):
        size -= 1
        while size > low and not fits(size):
            size -= 1
        return size
    while size < high and fits(size + 1):
        size += 1
    return size


class _MovingFont:
    """One font for every size a search tries that has no font open yet: opening a size parses
    the font file and sets up its shaping again (~1.3 M instructions), where moving an open font
    to another size (``point_size``) costs a few thousand and draws the same pixels. While a size
    is tried the font stands in ``font``'s cache at that size; a size found is kept open."""

    def __init__(self, bold: bool):
        self.bold = bool(bold)
        self.font: pygame.font.Font | None = None

    def move_to(self, size: int) -> tuple[int, bool] | None:
        """Put the font at ``size`` in the cache; the key it took, or None when a font of its own
        was already open there."""
        key = (max(6, int(size)), self.bold)
        if key in _fonts:
            return None
        if self.font is not None and self.font.movable:
            self.font.point_size = key[0]
            self.font.px = key[0]
        else:
            self.font = _load_font(key[0], self.bold)
        _fonts[key] = self.font
        return key

    def trying(self, fits):
        def fits_moved(size: int) -> bool:
            key = self.move_to(size)
            try:
                return fits(size)
            finally:
                if key is not None:
                    del _fonts[key]
        return fits_moved

    def keep(self, size: int) -> None:
        if self.font is not None:
            self.move_to(size)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``s`` into lines that fit ``width`` pixels at ``size``.

    Lines break at spaces; a word wider than ``width`` on its own is broken between characters
    (every line fits unless a single character is wider than ``width``). Newlines start a new line;
    each line is sanitised with ``safe_text``; the input is capped (``WRAP_LIMIT`` characters, each
    paragraph ``TEXT_LIMIT``). Cached."""
    if type(s) is not str:
        s = _to_str(s)
    return list(_wrap(s[:WRAP_LIMIT], int(size), int(width), bool(bold)))


@lru_cache(maxsize=1024)
def _wrap(s: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    measure = _raw_size(font(size, bold))
    lines: list[str] = []
    for para in s.split("\n"):
        para = safe_text(para)
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if measure(trial)[0] <= width:
                line = trial
                continue
            if line:
                lines.append(line)
                line = word
            else:
                line = trial
            # ``line`` (one word) may still be too wide: break it where it stops fitting.
            while line and measure(line)[0] > width:
                k = max(1, fit_prefix(measure, line, width))
                lines.append(line[:k])
                line = line[k:]
        lines.append(line)
    return tuple(lines)


def reading_floor(size: tuple[int, int], interface: float = 1.0) -> int:
    """The smallest text that reads from a couch in a window of ``size`` (issue 36's rule: 16 px at
    1920x1080, 12 px at 1280x720, times the ``interface`` size; never below ``MIN_TEXT``): words
    that would be smaller are left out (their card's icon and tooltip say it)."""
    return max(MIN_TEXT, round(max(12, round(16 * scale_for(size) / 1.5)) * interface))


def interface_room(size: tuple[int, int]) -> int:
    """The largest interface size, in percent, that a window of ``size`` holds: 200 % from 1280x720
    up, a smaller window in proportion (150 % at the least window, 960x540). Live bot games of every
    game cut no word at 960x540 / 150 % or 1100x620 / 172 %, where 175-200 % at 960x540 cut Sky 5's
    banked counts, Sky Towers' actions and Sky Totems' folded names: the tables' fitting is made
    for 1280x720 and up, and below it the grown text has no room left to give way in."""
    w, h = size
    return max(100, int(200 * min(w / 1280, h / 720, 1.0)))


def scale_for(size: tuple[int, int]) -> float:
    """A UI scale factor: 1.0 at 1280x720, growing with the window, never below 0.6."""
    w, h = size
    return max(0.6, min(w / 1280, h / 720))
