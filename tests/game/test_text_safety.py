"""Hostile texts (from save files) can neither break nor stall drawing.

Names with NUL, lone surrogates or bidi overrides must render; a 20,000-character name must be cut
and wrapped in well under a frame's worth of waiting; a failing row must not leave a clip set.

"Fast" is checked by the work done, not by a stopwatch (which fails on a busy machine): the
characters handed to the font to measure or draw. The slow ways these tests guard against (cutting
a name one character at a time, measuring the rest of a long word for every line) hand it hundreds
of millions of characters for a 20,000-character text; the ways in the code, a few times its length.
"""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game import theme
from game.widgets import ui

HOSTILE = [
    "Ann\x00ie",                 # NUL: pygame's render raises ValueError
    "\ud800",                     # lone surrogate: UnicodeEncodeError in render and size
    "Bob\udfff\ud800x",
    "\u202eevil\u202c name",       # right-to-left override
    "a\u2066b\u2067c\u2068d\u2069",  # bidi isolates
    "tab\tand\nnewline\r\x07bell\x1b[31m",
    "\x00" * 50,
    "\U000e0001",                 # a tag character alone: "Text has zero width"
    "\u200b",                     # zero-width space alone
    "\ue000\U0010ffff\uffff",     # private use, noncharacters
    "",
]
BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


class _Work:
    """Characters handed to the font (measured, drawn or sized for metrics) since ``reset``."""

    def __init__(self):
        self.chars = 0

    def reset(self) -> None:
        self.chars = 0
        theme._wrap.cache_clear()
        ui.ellipsize.cache_clear()


@pytest.fixture
def work(monkeypatch):
    w = _Work()
    font = theme.SafeFont
    for name in ("size", "render", "metrics"):
        real = getattr(font, name)

        def counted(self, text, *args, _real=real, **kwargs):
            w.chars += len(text) if isinstance(text, str) else 0
            return _real(self, text, *args, **kwargs)
        monkeypatch.setattr(font, name, counted)
    raw = theme._raw_size

    def raw_counted(f):
        measure = raw(f)

        def counted(text):
            w.chars += len(text)
            return measure(text)
        return counted
    monkeypatch.setattr(theme, "_raw_size", raw_counted)
    w.reset()
    return w


def _is_clean(s: str) -> bool:
    for ch in s:
        if ch in BIDI or 0xD800 <= ord(ch) <= 0xDFFF:
            return False
        if ord(ch) < 0x20 or 0x7F <= ord(ch) < 0xA0:
            return False
    return True


# =========================================================================== safe_text

@pytest.mark.parametrize("s", HOSTILE)
def test_safe_text_cleans_one_for_one(s):
    out = theme.safe_text(s)
    assert type(out) is str
    assert _is_clean(out)
    assert len(out) == len(s)  # indexes (a text field's caret) stay valid
    out.encode("utf-8")  # no lone surrogate left


def test_safe_text_keeps_ordinary_text_and_is_cheap():
    for s in ["Player 3", "Zoë — 12 points", "naïve café ★", "10\u00a0pts", "日本語", "😀 ok", ""]:
        assert theme.safe_text(s) == s
    plain = "Ordinary label 42"
    # the fast path hands the same object back: no copy is made of text that needs no cleaning
    assert theme.safe_text(plain) is plain
    assert theme.safe_text("Zoë") == "Zoë"


def test_safe_text_caps_and_accepts_non_strings():
    assert len(theme.safe_text("x" * 20_000)) == theme.TEXT_LIMIT
    assert theme.safe_text("abcdef", limit=3) == "abc"
    assert theme.safe_text(None) == ""
    assert theme.safe_text(123) == "123"
    assert theme.safe_text(b"caf\xc3\xa9\x00") == "caf\u00e9\ufffd"

    class Nasty(str):
        def __str__(self):
            raise RuntimeError("no")

    assert theme.safe_text(Nasty("a\x00b")) == "a\ufffdb"

    class Broken:
        def __str__(self):
            raise RuntimeError("no")

    assert theme.safe_text(Broken()) == "\ufffd"


# =========================================================================== rendering

@pytest.mark.parametrize("s", HOSTILE)
def test_theme_text_renders_hostile_names(s):
    surf = theme.text(s, 24, theme.TEXT, bold=True)
    assert isinstance(surf, pygame.Surface)
    assert surf.get_height() > 0


@pytest.mark.parametrize("s", HOSTILE)
def test_theme_font_renders_and_measures_hostile_names(s):
    f = theme.font(20)
    assert isinstance(f, pygame.font.Font)
    w, h = f.size(s)
    assert h > 0 and w >= 0
    assert isinstance(f.render(s, True, theme.TEXT), pygame.Surface)


def test_bidi_override_is_not_passed_to_the_font():
    assert theme.safe_text("a\u202eb") == "a\ufffdb"
    assert theme.text("a\u202eb", 22).get_size() == theme.text("a\ufffdb", 22).get_size()


def test_ordinary_text_renders_exactly_as_the_ui_font_itself():
    """Sanitising changes nothing in ordinary text: it renders as Inter (the shipped UI font) would."""
    raw = pygame.font.Font(str(theme._font_path(False)), 26)
    for s in ["Sky Table", "Zoë — 12", "Player 4 wins!"]:
        ours = theme.text(s, 26, theme.ACCENT)
        ref = raw.render(s, True, theme.ACCENT)
        assert ours.get_size() == ref.get_size()
        assert pygame.image.tobytes(ours, "RGBA") == pygame.image.tobytes(ref, "RGBA")
        assert theme.font(26).size(s) == raw.size(s)


@pytest.mark.parametrize("s", HOSTILE)
def test_blit_helpers_draw_hostile_names(s):
    screen = pygame.Surface((640, 360))
    rect = ui.blit_text(screen, s, 20, topleft=(10, 10))
    assert isinstance(rect, pygame.Rect)
    rect = ui.blit_text_fit(screen, s, 20, 120, center=(320, 60))
    assert isinstance(rect, pygame.Rect) and rect.width <= 120
    used = ui.blit_wrapped(screen, s * 3, 20, pygame.Rect(10, 100, 200, 200))
    assert used >= 0
    assert _is_clean(ui.ellipsize(s, 20, 80))
    assert all(_is_clean(line) for line in theme.wrap(s, 20, 80))


def test_widgets_draw_hostile_names():
    screen = pygame.Surface((640, 360))
    ui.Button("\ud800 \x00 \u202e", lambda: None, pygame.Rect(10, 10, 200, 44)).draw(screen)
    field = ui.TextInput("Ann\x00\ud800", pygame.Rect(10, 70, 240, 44))
    field.focused = True
    field.draw(screen)
    field.set_text("\u202e" * 40)
    field.draw(screen)
    choice = ui.Choice([(1, "\ud800"), (2, "ok\x00")], rect=pygame.Rect(10, 130, 300, 44))
    choice.draw(screen)
    choice.compact = True
    choice.draw(screen)
    assert screen.get_clip() == screen.get_rect()


# =========================================================================== long texts

def test_ellipsize_20000_character_name_is_fast_and_fits(work):
    for name in ["N" * 20_000, ("Zoë the great " * 2000)[:20_000], "\ud800\x00W" * 7000]:
        for width in (120, 400, 1800):
            work.reset()
            out = ui.ellipsize(name, 24, width)
            assert 0 < work.chars <= len(name) // 4, work.chars  # about 2,000 at most in the code
            assert out.endswith("…")
            assert theme.font(24).size(out)[0] <= width
            assert _is_clean(out)


def test_blit_text_fit_of_a_huge_name_is_fast(work):
    screen = pygame.Surface((1920, 1080))
    name = "Q" * 20_000 + "\x00"
    rect = ui.blit_text_fit(screen, name, 30, 300, topleft=(0, 0))
    assert work.chars <= len(name) // 4, work.chars
    assert rect.width <= 300


def test_ellipsize_keeps_the_old_results_for_ordinary_text():
    def old(s, size, width, bold=False):  # the former one-character-at-a-time version
        f = theme.font(size, bold)
        if f.size(s)[0] <= width:
            return s
        while s and f.size(s + "…")[0] > width:
            s = s[:-1]
        return s.rstrip() + "…"

    texts = ["Sky Table", "Player one has a rather long name", "Zoë — naïve café ★ 12 points",
             "WWWWWWWWWWMMMMMMMiiiiiiilllll", "a b c d e f g h i j k l m n o p", "x"]
    for s in texts:
        for size in (12, 18, 25):
            for width in range(0, 420, 7):
                assert ui.ellipsize(s, size, width) == old(s, size, width), (s, size, width)


@pytest.mark.parametrize("word", ["W" * 20_000, "i" * 20_000, "\x00\ud800" * 10_000])
def test_wrap_breaks_a_20000_character_word_fast(word, work):
    lines = theme.wrap(word, 24, 300)
    assert 0 < work.chars <= 20 * len(word), work.chars      # some 9 times its length in the code
    assert len(lines) > 1
    f = theme.font(24)
    assert all(f.size(line)[0] <= 300 for line in lines)
    screen = pygame.Surface((400, 400))
    work.reset()
    ui.blit_wrapped(screen, word + " tail", 24, pygame.Rect(0, 0, 300, 400))
    assert work.chars <= 20 * len(word), work.chars


def test_wrap_breaks_long_words_between_short_ones():
    f = theme.font(20)
    lines = theme.wrap("short " + "L" * 500 + " words after", 20, 150)
    assert lines[0] == "short"
    assert lines[-1].endswith("after")
    assert all(f.size(line)[0] <= 150 for line in lines)
    assert "".join(lines).replace(" ", "") == ("short" + "L" * 500 + "wordsafter")


def test_wrap_keeps_ordinary_results_and_newlines():
    assert theme.wrap("one two three four five six", 20, 10_000) == ["one two three four five six"]
    assert theme.wrap("first\nsecond", 20, 400) == ["first", "second"]
    assert theme.wrap("", 20, 100) == [""]


def test_text_input_with_long_text_is_fast(work):
    field = ui.TextInput("a" * 20_000, pygame.Rect(0, 0, 300, 44), max_len=50_000)
    field.focused = True
    screen = pygame.Surface((400, 100))
    work.reset()
    field.draw(screen)
    field._caret_at(150)
    assert work.chars <= 3 * 20_000, work.chars             # some 6,000 in the code


# =========================================================================== clipping

def test_scroll_list_restores_clip_when_a_row_fails():
    screen = pygame.Surface((800, 600))

    def bad_row(surface, rect, item, selected, hover):
        raise RuntimeError("row broke")

    lst = ui.ScrollList(["a", "b", "c"], bad_row, pygame.Rect(100, 100, 300, 200), row_height=40)
    with pytest.raises(RuntimeError):
        lst.draw(screen)
    assert screen.get_clip() == screen.get_rect()


def test_scroll_list_restores_an_outer_clip_when_a_row_fails():
    screen = pygame.Surface((800, 600))
    outer = pygame.Rect(50, 50, 500, 400)
    screen.set_clip(outer)

    def bad_row(surface, rect, item, selected, hover):
        raise ValueError("row broke")

    lst = ui.ScrollList(["a"], bad_row, pygame.Rect(100, 100, 300, 200))
    with pytest.raises(ValueError):
        lst.draw(screen)
    assert screen.get_clip() == outer


def test_text_input_restores_clip_when_drawing_fails(monkeypatch):
    screen = pygame.Surface((800, 600))
    field = ui.TextInput("hello", pygame.Rect(10, 10, 240, 44))
    field.focused = True

    def broken(*args, **kwargs):
        raise RuntimeError("render broke")

    monkeypatch.setattr(ui, "blit_text", broken)
    with pytest.raises(RuntimeError):
        field.draw(screen)
    assert screen.get_clip() == screen.get_rect()


def test_scroll_list_rows_with_hostile_names_draw(work):
    screen = pygame.Surface((800, 600))

    def row(surface, rect, item, selected, hover):
        ui.blit_text_fit(surface, item, 22, rect.width - 20, midleft=(rect.left + 10, rect.centery))

    lst = ui.ScrollList(HOSTILE + ["Z" * 20_000], row, pygame.Rect(0, 0, 400, 600), row_height=40)
    work.reset()
    lst.draw(screen)
    assert work.chars <= 20_000, work.chars
    assert screen.get_clip() == screen.get_rect()
