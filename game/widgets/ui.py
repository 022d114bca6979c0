"""Small mouse-and-keyboard widgets drawn in the app's theme."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from .. import theme


class Button:
    """A rounded button: click it, or press its hotkey. ``enabled`` greys it out."""

    def __init__(self, label: str, on_click: Callable[[], None], rect: pygame.Rect | None = None,
                 hotkey: int | None = None, enabled: bool = True, primary: bool = False,
                 tooltip: str = ""):
        self.label = label
        self.on_click = on_click
        self.rect = pygame.Rect(rect or (0, 0, 160, 44))
        self.hotkey = hotkey
        self.enabled = enabled
        self.primary = primary
        self.tooltip = tooltip
        self.hover = False
        self.focused = False
        self.text_size = 0          # the label's pixel size; 0: half the button's height
        # the least the label shrinks to before it takes more lines (its layout makes room for them,
        # ``label_lines``); 0: two lines at most, then one shrunk and cut
        self.least_text_size = 0

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """True when the event was used by this button."""
        if not self.enabled:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.rect.collidepoint(ev.pos):
            self.on_click()
            return True
        elif ev.type == pygame.KEYDOWN and self.hotkey is not None and ev.key == self.hotkey:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if not self.enabled:
            fill, fg, edge = theme.PANEL, theme.DISABLED, theme.DISABLED
        elif self.primary:
            fill = (255, 218, 120) if self.hover else theme.ACCENT
            fg, edge = theme.BG_DARK, theme.ACCENT
        else:
            fill = theme.PANEL_LIGHT if self.hover else theme.PANEL
            fg, edge = theme.TEXT, theme.HIGHLIGHT if self.focused else theme.OUTLINE
        radius = max(4, r.height // 4)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        pygame.draw.rect(surface, edge, r, width=2, border_radius=radius)
        lines, at = self.label_lines()
        if len(lines) > 1:
            step = theme.font(at, self.primary).get_linesize()
            most = max(1, (r.height - 4) // step)
            if len(lines) > most:
                # more than its layout could make room for (a name from a hostile save): the
                # lines that fit, the last one ending in an ellipsis, rather than over the table
                lines = lines[:most - 1] + (ellipsize(lines[most - 1] + "…", at, r.width - 8, self.primary),)
            top = r.centery - step * len(lines) // 2
            for k, line in enumerate(lines):
                img = theme.text(line, at, fg, self.primary)
                surface.blit(img, img.get_rect(midtop=(r.centerx, top + k * step)))
        else:
            label = fitted_label(self.label, self.text_size or int(r.height * 0.5), r.width - 8, fg, self.primary)
            surface.blit(label, label.get_rect(center=r.center))
        if self.focused and self.enabled:
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.ring(), width=2, border_radius=radius + 3)

    def ring(self) -> pygame.Rect:
        """Where the keyboard focus's ring lies: just outside the button."""
        grow = max(6, self.rect.height // 6)
        return self.rect.inflate(grow, grow)

    def label_lines(self) -> tuple[tuple[str, ...], int]:
        """The label's lines in this rect and their size (``two_line_label``)."""
        r = self.rect
        size = self.text_size or int(r.height * 0.5)
        return two_line_label(self.label, size, r.width - 8, r.height - 4, self.primary, self.least_text_size)

    def label_height(self) -> int:
        """How tall the label's lines are in this rect: a layout grows the button to hold them."""
        lines, at = self.label_lines()
        return len(lines) * theme.font(at, self.primary).get_linesize() + 4

    def activate(self) -> None:
        """What Enter or Space does when the button has the keyboard focus."""
        if self.enabled:
            self.on_click()


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, fill=theme.PANEL, edge=theme.OUTLINE,
               radius: int = 12, width: int = 2) -> None:
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if width:
        pygame.draw.rect(surface, edge, rect, width=width, border_radius=radius)


def blit_text(surface: pygame.Surface, s: str, size: int, colour=theme.TEXT, bold: bool = False,
              **anchor) -> pygame.Rect:
    """Draw cached text placed by a rect keyword (``center=``, ``topleft=``, ``midleft=``...)."""
    surf = theme.text(s, size, colour, bold)
    rect = surf.get_rect(**anchor)
    surface.blit(surf, rect)
    return rect


@lru_cache(maxsize=256)
def two_line_label(s: str, size: int, width: int, height: int, bold: bool = False,
                   least: int = 0) -> tuple[tuple[str, ...], int]:
    """A button's label as two lines and their size, where two whole lines in ``height`` read
    larger than one line shrunk to ``width`` (a tall Done button's "Done · pass to Maximiliana
    Wolf" at 200 %: 12 px on one line); else the label as one line at ``size`` (``fitted_label``
    shrinks it). With a ``least`` size (the reading floor) the label takes as many whole lines as
    ``height`` holds, at the largest size down to ``least``, and neither shrinks under it: a label
    that does not fit so takes as many lines at ``least`` as it needs (``wrap_label``), and its
    layout makes room for them (``Button.label_height``)."""
    one_line = theme.font(size, bold).size(s)[0]
    if one_line <= width or "  (" in s:      # "Menu  (Esc)" drops its key rather than wrap
        return (s,), size
    shrunk = int(size * width / one_line)
    for at in range(size, max(shrunk, least - 1), -1):
        lines = theme.wrap(s, at, width, bold)
        whole_words = " ".join(lines) == " ".join(s.split())
        # two lines; with a least size as many as ``height`` holds (its layout made room for them)
        allowed = len(lines) == 2 or bool(least)
        if allowed and whole_words and len(lines) * theme.font(at, bold).get_linesize() <= height:
            return tuple(lines), at
    if least and theme.font(least, bold).size(s)[0] > width:
        return wrap_label(s, least, width, bold), least
    return (s,), size


def wrap_label(s: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """``s`` wrapped to ``width`` at ``size``, a word too wide for a line broken after a hyphen of
    it ("Alexandrina-" over "Margarethe") before ``theme.wrap`` breaks it between letters."""
    measure = theme.font(size, bold).size
    lines = [""]
    for word in theme.safe_text(s).split():
        parts = [word]
        if measure(word)[0] > width:
            parts = [part + "-" for part in word.split("-")[:-1]] + [word.split("-")[-1]]
        for k, part in enumerate(parts):
            trial = lines[-1] + part if k else f"{lines[-1]} {part}".strip()
            if lines[-1] and measure(trial)[0] > width:
                lines.append(part)
            else:
                lines[-1] = trial
    pieces: list[str] = []
    for piece in (piece for line in lines for piece in theme.wrap(line, size, width, bold)):
        if piece == "-" and pieces:
            # a hyphen a pixel too wide for its line hangs at its end rather than stand alone
            # ("Alexandrina" over "-" over "Margarethe"): the button's padding holds it
            pieces[-1] += piece
        else:
            pieces.append(piece)
    return tuple(pieces)


def fitted_label(s: str, size: int, width: int, colour, bold: bool = False) -> pygame.Surface:
    """A label for a widget: at ``size`` pixels (never below ``theme.MIN_TEXT``), shrunk towards
    the minimum when it is too wide, and only then cut with an ellipsis: text never gets too
    small to read across a room, and never overflows its widget."""
    size = size0 = max(theme.MIN_TEXT, int(size))
    surf = theme.text(s, size, colour, bold)
    if surf.get_width() > width:
        size = max(theme.MIN_TEXT, int(size * width / max(1, surf.get_width())))
        surf = theme.text(s, size, colour, bold)
        # Widths do not scale exactly with the size (hinting, kerning): a pixel or two smaller
        # before the word is cut ("Hum..." beside four other choices).
        while surf.get_width() > width and size > theme.MIN_TEXT:
            size -= 1
            surf = theme.text(s, size, colour, bold)
        if surf.get_width() > width and "  (" in s:
            # "Menu  (Esc)": the key is a reminder, the word is the button; the word goes whole,
            # as large as it fits.
            return fitted_label(s.split("  (")[0], size0, width, colour, bold)
        if surf.get_width() > width:
            surf = theme.text(ellipsize(s, size, max(8, width), bold), size, colour, bold)
    return surf


# =========================================================================== text helpers

def ellipsize(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s`` shortened with an ellipsis so that it fits ``width`` pixels at ``size`` (cached).

    Any value is accepted: the text is sanitised and capped by ``theme.safe_text`` first (a text
    cut by the cap always ends with the ellipsis). The cut point is found with O(log n)
    measurements, so even a 20,000-character name costs well under a millisecond; the result is
    the same as trimming one character at a time."""
    if type(s) is not str:
        s = theme.safe_text(s)
    return _ellipsize(s, int(size), int(width), bool(bold))


@lru_cache(maxsize=1024)
def _ellipsize(s: str, size: int, width: int, bold: bool) -> str:
    measure = theme._raw_size(theme.font(size, bold))
    t = theme.safe_text(s)
    if len(t) == len(s) and measure(t)[0] <= width:
        return t
    k = theme.fit_prefix(measure, t, width, "…")
    return t[:k].rstrip() + "…"


ellipsize.cache_clear = _ellipsize.cache_clear  # type: ignore[attr-defined]
ellipsize.cache_info = _ellipsize.cache_info  # type: ignore[attr-defined]


def blit_text_fit(surface: pygame.Surface, s: str, size: int, width: int, colour=theme.TEXT,
                  bold: bool = False, **anchor) -> pygame.Rect:
    """Like ``blit_text``, but cut with an ellipsis to at most ``width`` pixels."""
    return blit_text(surface, ellipsize(s, size, max(8, int(width)), bold), size, colour, bold, **anchor)


def _wrapped(s: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """``theme.wrap`` as a tuple (cached there); any value is accepted and sanitised."""
    return tuple(theme.wrap(s, size, width, bold))


def blit_wrapped(surface: pygame.Surface, s: str, size: int, rect: pygame.Rect, colour=theme.TEXT,
                 bold: bool = False, align: str = "left", line_gap: float = 1.15) -> int:
    """Draw ``s`` wrapped to ``rect.width`` from ``rect.top``; returns the height used."""
    step = int(theme.font(size, bold).get_linesize() * line_gap)
    y = rect.top
    for line in _wrapped(s, size, rect.width, bold):
        surf = theme.text(line, size, colour, bold)
        if align == "center":
            r = surf.get_rect(midtop=(rect.centerx, y))
        else:
            r = surf.get_rect(topleft=(rect.left, y))
        surface.blit(surf, r)
        y += step
    return y - rect.top


# =========================================================================== backdrops

_backdrops: dict[tuple, pygame.Surface] = {}
# Window sizes whose sky was painted straight onto the screen once, not kept (see ``draw_sky``).
_skies_painted: set[tuple[int, int]] = set()


def _paint_gradient(surf: pygame.Surface) -> None:
    """The sky without its stars over all of ``surf``: a vertical gradient from ``BG_DARK`` to
    ``FELT``."""
    w, h = surf.get_size()
    grad = pygame.Surface((1, 64))
    top, bottom = theme.BG_DARK, theme.FELT
    for y in range(64):
        t = y / 63
        grad.set_at((0, y), [int(a + (b - a) * t) for a, b in zip(top, bottom)])
    # One column smoothed to the height, then widened by copying it: the same pixels as smoothing
    # the whole picture (the gradient is vertical). Each copy doubles the columns done, so the
    # width costs a dozen plain blits, where stretching the column took ~7 M instructions.
    column = pygame.transform.smoothscale(grad, (1, h))
    if pygame.display.get_surface():
        column = column.convert()
    surf.blit(column, (0, 0))
    done = 1
    while done < w:
        more = min(done, w - done)
        surf.blit(surf, (done, 0), (0, 0, more, h))
        done += more


def _paint_sky(surf: pygame.Surface) -> None:
    """The gradient and a fixed scatter of stars (the same every time), none in the foot band."""
    import random

    _paint_gradient(surf)
    w, h = surf.get_size()
    r = random.Random(7)
    for _ in range(int(w * h / 5200)):
        x, y = r.randrange(w), r.randrange(h)
        b = r.randint(110, 235)
        radius = 1 if r.random() < 0.85 else 2
        if y < h * 0.92:
            pygame.draw.circle(surf, (b, b, min(255, b + 20)), (x, y), radius)


def _new_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """A window-sized picture in the screen's pixel format (when there is a screen)."""
    screen = pygame.display.get_surface()
    return pygame.Surface(size, 0, screen) if screen else pygame.Surface(size)


def sky_background(size: tuple[int, int]) -> pygame.Surface:
    """The night sky behind the menus: a vertical gradient with a fixed scatter of stars, none in
    the foot band where the screens write their key lines (a star inside a dim letter reads as a
    blot on it).

    Built once per window size and cached; the same stars every time (a fixed seed)."""
    key = ("sky", tuple(size))
    surf = _backdrops.get(key)
    if surf is not None:
        return surf
    surf = _new_backdrop((max(1, size[0]), max(1, size[1])))
    _paint_sky(surf)
    if len(_backdrops) > 16:
        _backdrops.clear()
        _skies_painted.clear()
    _backdrops[key] = surf
    return surf


def draw_sky(surface: pygame.Surface) -> None:
    """The menus' sky over all of ``surface``. The first time at a size it is painted straight
    onto ``surface``, and kept as a picture of its own (``sky_background``) only the next time: a
    new window-sized picture costs ~900 page faults (~2 ms on the shared machine), which the
    title's first frame, and each size a window is dragged through, can do without."""
    size = surface.get_size()
    if ("sky", size) in _backdrops or size in _skies_painted:
        surface.blit(sky_background(size), (0, 0))
    else:
        _skies_painted.add(size)
        _paint_sky(surface)


def clear_of_stars(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Paint ``rect`` of a menu's sky again without its stars, under a line of text that may
    stand anywhere (the title's Continue line moves with the interface size): a star inside a dim
    letter reads as a blot on it. The starless sky is made the first time a screen asks for it,
    not with the sky: the title's first frame has no such line."""
    size = surface.get_size()
    if ("sky", size) not in _backdrops and size not in _skies_painted:
        return      # no menu sky at this size: nothing of it to clear
    key = ("plain", size)
    plain = _backdrops.get(key)
    if plain is None:
        plain = _backdrops[key] = _new_backdrop(size)
        _paint_gradient(plain)
    surface.blit(plain, rect, rect)


def dim_overlay(size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
    """A translucent dark layer that overlays put over the scene below them (cached)."""
    key = ("dim", tuple(size), alpha)
    surf = _backdrops.get(key)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((*theme.BG_DARK, alpha))
        _backdrops[key] = surf
    return surf


# =========================================================================== input widgets

def _as_text(text) -> str:
    """A text field's value as a string (``None`` is empty); its content is kept as given and
    only sanitised for display."""
    if isinstance(text, str):
        return text
    return "" if text is None else theme.safe_text(text)


# The keys that press what has the focus, everywhere: a button, a seat, a card.
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def _is_activate_key(ev: pygame.event.Event) -> bool:
    return ev.type == pygame.KEYDOWN and ev.key in ACTIVATE_KEYS


# =========================================================================== the clipboard

# What was copied last inside the app: the clipboard when the system's cannot be used (no display,
# a headless test, a platform without one), and the check that the system's still holds our text.
_app_clipboard = ""


def clipboard_put(text: str) -> None:
    """Put ``text`` on the system clipboard (SDL's, through ``pygame.scrap``); the app keeps its
    own copy too, so copy and paste work inside the app even where the system's is missing."""
    global _app_clipboard
    _app_clipboard = str(text)
    try:
        pygame.scrap.put_text(_app_clipboard)
    except Exception:           # no video system, no clipboard: the app's own copy is enough
        pass


def clipboard_get() -> str:
    """The clipboard's text: the system's when it can be read and holds text, else what was last
    copied inside the app. Never raises."""
    try:
        text = pygame.scrap.get_text()
    except Exception:
        text = None
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    if isinstance(text, str) and text:
        return text.replace("\x00", "")
    return _app_clipboard


def _command_key(ev: pygame.event.Event) -> bool:
    """Ctrl (or Cmd on a Mac) held with this key, without Alt (AltGr types characters)."""
    mod = getattr(ev, "mod", 0)
    return bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_GUI)) and not mod & pygame.KMOD_ALT


class TextInput:
    """A one-line text field: click (or Tab) to focus, type, Backspace/Delete, arrows, Home/End.

    Shift with the arrows (or a drag of the mouse) selects; Ctrl+A selects everything; Ctrl+C,
    Ctrl+X and Ctrl+V copy, cut and paste (Cmd on a Mac); typing or Backspace replaces the
    selection. Typed text arrives as ``TEXTINPUT`` events; ``on_submit`` runs on Enter.
    ``allowed`` filters characters (a function of one character); ``max_len`` caps the length.
    """

    def __init__(self, text: str = "", rect: pygame.Rect | None = None, placeholder: str = "",
                 max_len: int = 24, on_change: Callable[[str], None] | None = None,
                 on_submit: Callable[[str], None] | None = None,
                 allowed: Callable[[str], bool] | None = None):
        self.text = _as_text(text)[:max_len]
        self.rect = pygame.Rect(rect or (0, 0, 240, 44))
        self.placeholder = placeholder
        self.max_len = max_len
        self.text_size = 0          # the text's pixel size; 0: half the field's height
        self.on_change = on_change
        self.on_submit = on_submit
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.caret = len(self.text)
        self.anchor: int | None = None      # the other end of the selection (None: nothing selected)
        self.enabled = True
        self.focused = False
        self.hover = False
        self._dragging = False

    def set_text(self, text: str) -> None:
        self.text = _as_text(text)[: self.max_len]
        self.caret = len(self.text)
        self.anchor = None

    # ------------------------------------------------------------------ the selection
    @property
    def selection(self) -> tuple[int, int] | None:
        """(start, end) of the selected text, or None."""
        if self.anchor is None or self.anchor == self.caret:
            return None
        a = max(0, min(len(self.text), self.anchor))
        return (min(a, self.caret), max(a, self.caret))

    @property
    def selected_text(self) -> str:
        sel = self.selection
        return self.text[sel[0]:sel[1]] if sel else ""

    def select_all(self) -> None:
        self.anchor, self.caret = 0, len(self.text)

    def _delete_selection(self) -> bool:
        sel = self.selection
        self.anchor = None
        if not sel:
            return False
        self.text = self.text[: sel[0]] + self.text[sel[1]:]
        self.caret = sel[0]
        return True

    def insert(self, chars: str) -> None:
        """Put ``chars`` (filtered by ``allowed``, capped by ``max_len``) in place of the selection
        or at the caret."""
        chars = "".join(ch for ch in _as_text(chars) if self.allowed(ch))
        removed = self._delete_selection()
        room = self.max_len - len(self.text)
        chars = chars[:max(0, room)]
        if chars:
            self.text = self.text[: self.caret] + chars + self.text[self.caret:]
            self.caret += len(chars)
        if chars or removed:
            self._changed()

    def copy(self) -> None:
        if self.selected_text:
            clipboard_put(self.selected_text)

    def cut(self) -> None:
        if self.selected_text:
            clipboard_put(self.selected_text)
            self._delete_selection()
            self._changed()

    def paste(self) -> None:
        # One line: newlines and tabs of a pasted text become spaces.
        text = " ".join(clipboard_get().replace("\t", " ").splitlines())
        self.insert(text)

    def _move(self, to: int, extend: bool) -> None:
        """The caret to ``to``; with Shift the selection grows, without it is dropped."""
        if extend:
            if self.anchor is None:
                self.anchor = self.caret
        else:
            self.anchor = None
        self.caret = max(0, min(len(self.text), to))

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self.text)

    def activate(self) -> None:
        if self.on_submit:
            self.on_submit(self.text)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(ev.pos)
            if self._dragging and self.focused and getattr(ev, "buttons", (0,))[0]:
                self.caret = self._caret_at(ev.pos[0])
            return False
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self._dragging = False
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            at = self._caret_at(ev.pos[0])
            if getattr(ev, "clicks", 1) >= 2:        # a double click selects the whole field
                self.select_all()
                return True
            self.anchor = self.caret if pygame.key.get_mods() & pygame.KMOD_SHIFT and self.focused else at
            self.caret = at
            self._dragging = True
            return True
        if not self.focused:
            return False
        if ev.type == pygame.TEXTINPUT:
            self.insert(ev.text)
            return True
        if ev.type != pygame.KEYDOWN:
            return False
        k = ev.key
        shift = bool(ev.mod & pygame.KMOD_SHIFT)
        if _command_key(ev):
            if k == pygame.K_a:
                self.select_all()
            elif k == pygame.K_c:
                self.copy()
            elif k == pygame.K_x:
                self.cut()
            elif k == pygame.K_v:
                self.paste()
            elif k in (pygame.K_LEFT, pygame.K_HOME):
                self._move(0, shift)
            elif k in (pygame.K_RIGHT, pygame.K_END):
                self._move(len(self.text), shift)
            elif k == pygame.K_BACKSPACE:       # Ctrl+Backspace: everything before the caret
                if not self._delete_selection() and self.caret:
                    self.text, self.caret = self.text[self.caret:], 0
                self._changed()
            else:
                return False                    # Ctrl+S and the like stay with the scene
            return True
        if k == pygame.K_BACKSPACE:
            if self._delete_selection():
                self._changed()
            elif self.caret > 0:
                self.text = self.text[: self.caret - 1] + self.text[self.caret:]
                self.caret -= 1
                self._changed()
            return True
        if k == pygame.K_DELETE:
            if self._delete_selection():
                self._changed()
            elif self.caret < len(self.text):
                self.text = self.text[: self.caret] + self.text[self.caret + 1:]
                self._changed()
            return True
        if k == pygame.K_LEFT:
            sel = self.selection
            self._move(sel[0] if sel and not shift else self.caret - 1, shift)
            return True
        if k == pygame.K_RIGHT:
            sel = self.selection
            self._move(sel[1] if sel and not shift else self.caret + 1, shift)
            return True
        if k == pygame.K_HOME:
            self._move(0, shift)
            return True
        if k == pygame.K_END:
            self._move(len(self.text), shift)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit:
                self.on_submit(self.text)
                return True
            return False
        # Printable keys arrive again as TEXTINPUT; swallow them here so no hotkey fires while typing.
        return bool(ev.unicode) and ev.unicode.isprintable() and k != pygame.K_TAB

    def _font_size(self) -> int:
        return max(theme.MIN_TEXT, self.text_size or int(self.rect.height * 0.5))

    def _caret_at(self, x: int) -> int:
        f = theme.font(self._font_size())
        rel = x - self.rect.left - self._pad()
        shown = theme.safe_text(self.text)  # one for one with self.text (capped): same indexes
        if len(shown) > 64:  # long text: bisect for the first prefix at least ``rel`` wide
            lo, hi = 0, len(shown)
            while lo < hi:
                mid = (lo + hi) // 2
                if f.size(shown[:mid])[0] < rel:
                    lo = mid + 1
                else:
                    hi = mid
            if lo == 0:
                return 0
            before = abs(f.size(shown[: lo - 1])[0] - rel)
            return lo if abs(f.size(shown[:lo])[0] - rel) < before else lo - 1
        best, best_d = 0, abs(rel)
        for i in range(1, len(shown) + 1):
            d = abs(f.size(shown[:i])[0] - rel)
            if d < best_d:
                best, best_d = i, d
        return best

    def _pad(self) -> int:
        return max(6, self.rect.height // 4)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        edge = theme.HIGHLIGHT if self.focused else (theme.TEXT_DIM if self.hover else theme.OUTLINE)
        fill = theme.BG_DARK if self.enabled else theme.PANEL
        radius = max(4, r.height // 5)
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        pygame.draw.rect(surface, edge, r, width=2, border_radius=radius)
        size = self._font_size()
        pad = self._pad()
        inner = r.inflate(-2 * pad, -4)
        if not self.text and not self.focused:
            blit_text_fit(surface, self.placeholder, size, inner.width, theme.DISABLED,
                          midleft=(inner.left, r.centery))
            return
        f = theme.font(size)
        shown = theme.safe_text(self.text)  # one for one with self.text (capped): same indexes
        caret_x = f.size(shown[: self.caret])[0]
        shift = max(0, caret_x - inner.width + 2)  # keep the caret in view in long text
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        try:
            colour = theme.TEXT if self.enabled else theme.DISABLED
            sel = self.selection if self.focused else None
            if sel and shown:
                x0 = inner.left - shift + f.size(shown[: sel[0]])[0]
                x1 = inner.left - shift + f.size(shown[: sel[1]])[0]
                h = f.get_height()
                pygame.draw.rect(surface, theme.OUTLINE, (x0, r.centery - h // 2, x1 - x0, h))
            if shown:
                blit_text(surface, shown, size, colour, midleft=(inner.left - shift, r.centery))
            elif self.placeholder:
                blit_text(surface, self.placeholder, size, theme.DISABLED, midleft=(inner.left, r.centery))
            if self.focused and (pygame.time.get_ticks() // 530) % 2 == 0:
                x = inner.left - shift + caret_x
                h = f.get_height()
                pygame.draw.line(surface, theme.HIGHLIGHT, (x, r.centery - h // 2), (x, r.centery + h // 2), 2)
        finally:
            surface.set_clip(clip)


class Choice:
    """A segmented choice: one of several labelled options, picked by click or Left/Right."""

    def __init__(self, options: list[tuple[object, str]], value: object = None,
                 rect: pygame.Rect | None = None, on_change: Callable[[object], None] | None = None):
        self.options = list(options)
        self.value = value if any(v == value for v, _ in self.options) else self.options[0][0]
        self.rect = pygame.Rect(rect or (0, 0, 300, 44))
        self.on_change = on_change
        self.enabled = True
        self.focused = False
        self.hover_index: int | None = None
        # compact: show only the chosen option between two arrows; a click on either half steps.
        self.compact = False
        self.text_size = 0          # the labels' pixel size; 0: from the height

    @property
    def index(self) -> int:
        for i, (v, _) in enumerate(self.options):
            if v == self.value:
                return i
        return 0

    def set_options(self, options: list[tuple[object, str]], value: object = None) -> None:
        self.options = list(options)
        if value is not None and any(v == value for v, _ in self.options):
            self.value = value
        elif not any(v == self.value for v, _ in self.options):
            self.value = self.options[0][0]

    def segments(self) -> list[pygame.Rect]:
        """Equal segments when every label fits one; else each as wide as its label needs and the
        spare room shared out, so a long label ("Challenging: 3 cards") is not shrunk or cut while
        a short one beside it has room to spare."""
        n = max(1, len(self.options))
        r = self.rect
        need = self._label_needs() or [1]
        if max(need) <= r.width / n:
            shares = [r.width / n] * n
        else:
            spare = r.width - sum(need)
            shares = [w + spare / n for w in need] if spare >= 0 else [r.width * w / sum(need) for w in need]
        edges, x = [r.left], float(r.left)
        for w in shares:
            x += w
            edges.append(round(x))
        edges[-1] = r.right
        return [pygame.Rect(edges[i], r.top, edges[i + 1] - edges[i], r.height) for i in range(n)]

    def label_size(self) -> int:
        """The labels' pixel size: ``text_size``, or from the height."""
        return self.text_size or max(theme.MIN_TEXT, int(self.rect.height * 0.46))

    def _label_needs(self) -> list[int]:
        """The width each label needs whole, at ``label_size``, with its margin."""
        font = theme.font(self.label_size(), True)
        return [font.size(label)[0] + 20 for _, label in self.options]

    def labels_fit(self) -> bool:
        """Whether every label fits side by side, whole and at its size (else ``segments`` shares
        out too little room and the widest are drawn smaller)."""
        return sum(self._label_needs()) <= self.rect.width

    def select(self, index: int) -> None:
        index = max(0, min(len(self.options) - 1, index))
        value = self.options[index][0]
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def activate(self) -> None:
        self.select((self.index + 1) % len(self.options))

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover_index = next((i for i, s in enumerate(self.segments()) if s.collidepoint(ev.pos)), None)
            return False
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.rect.collidepoint(ev.pos) and self.compact:
            step = -1 if ev.pos[0] < self.rect.centerx else 1
            self.select((self.index + step) % len(self.options))
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.rect.collidepoint(ev.pos):
            for i, s in enumerate(self.segments()):
                if s.collidepoint(ev.pos):
                    self.select(i)
                    return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            return True
        if self.focused and ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_LEFT:
                self.select(self.index - 1)
                return True
            if ev.key == pygame.K_RIGHT:
                self.select(self.index + 1)
                return True
        return False

    def _draw_compact(self, surface: pygame.Surface) -> None:
        r = self.rect
        radius = max(4, r.height // 4)
        pygame.draw.rect(surface, theme.BG_DARK, r, border_radius=radius)
        colour = theme.ACCENT if self.enabled else theme.DISABLED
        a = max(4, r.height // 6)
        for sign, x in ((-1, r.left + a * 2), (1, r.right - a * 2)):
            cy = r.centery
            pygame.draw.polygon(surface, colour, [(x + sign * a, cy), (x - sign * a, cy - a), (x - sign * a, cy + a)])
        label = self.options[self.index][1]
        blit_text_fit(surface, label, self.label_size(), r.width - a * 8,
                      theme.TEXT if self.enabled else theme.DISABLED, bold=True, center=r.center)
        edge = theme.HIGHLIGHT if self.focused else theme.OUTLINE
        pygame.draw.rect(surface, edge, r, width=2, border_radius=radius)

    def draw(self, surface: pygame.Surface) -> None:
        if self.compact:
            self._draw_compact(surface)
            return
        r = self.rect
        radius = max(4, r.height // 4)
        pygame.draw.rect(surface, theme.BG_DARK, r, border_radius=radius)
        segs = self.segments()
        size = self.label_size()
        for i, ((_, label), s) in enumerate(zip(self.options, segs)):
            chosen = i == self.index
            if chosen:
                fill = theme.ACCENT if self.enabled else theme.PANEL_LIGHT
                pygame.draw.rect(surface, fill, s.inflate(-4, -4), border_radius=max(3, radius - 2))
                fg = theme.BG_DARK if self.enabled else theme.TEXT_DIM
            else:
                if i == self.hover_index and self.enabled:
                    pygame.draw.rect(surface, theme.PANEL_LIGHT, s.inflate(-4, -4), border_radius=max(3, radius - 2))
                fg = theme.TEXT if self.enabled else theme.DISABLED
            # a margin that grows with the control: a label shrunk to fit stays clear of the edges
            surf = fitted_label(label, size, s.width - 2 * max(4, r.height // 6), fg, chosen)
            surface.blit(surf, surf.get_rect(center=s.center))
            if i and not chosen and i - 1 != self.index:
                pygame.draw.line(surface, theme.PANEL_LIGHT, (s.left, s.top + 8), (s.left, s.bottom - 8))
        edge = theme.HIGHLIGHT if self.focused else theme.OUTLINE
        pygame.draw.rect(surface, edge, r, width=2, border_radius=radius)


class ScrollList:
    """A vertical list of rows drawn by ``draw_row(surface, rect, item, selected, hover)``.

    Click selects, double-click or Enter opens (``on_activate``); the wheel, Up/Down, Page Up/Down,
    Home/End move and scroll. Rows are clipped to the list's rect.
    """

    def __init__(self, items: list, draw_row: Callable, rect: pygame.Rect | None = None,
                 row_height: int = 60, on_select: Callable[[int], None] | None = None,
                 on_activate: Callable[[int], None] | None = None):
        self.items = list(items)
        self.draw_row = draw_row
        self.rect = pygame.Rect(rect or (0, 0, 400, 300))
        self.row_height = row_height
        self.on_select = on_select
        self.on_activate = on_activate
        self.selected: int | None = 0 if self.items else None
        self.offset = 0
        self.enabled = True
        self.focused = False
        self.hover: int | None = None
        self._last_click = (-1, -10_000)

    def set_items(self, items: list, keep: int | None = None) -> None:
        self.items = list(items)
        if not self.items:
            self.selected = None
        else:
            want = self.selected if keep is None else keep
            self.selected = max(0, min(len(self.items) - 1, want or 0))
        self._clamp()

    @property
    def max_offset(self) -> int:
        return max(0, len(self.items) * self.row_height - self.rect.height)

    def _clamp(self) -> None:
        self.offset = max(0, min(self.max_offset, self.offset))

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.left, self.rect.top + i * self.row_height - self.offset,
                           self.rect.width - 10, self.row_height)

    def index_at(self, pos) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        i = (pos[1] - self.rect.top + self.offset) // self.row_height
        return i if 0 <= i < len(self.items) else None

    def select(self, i: int | None) -> None:
        if i is None or not self.items:
            return
        i = max(0, min(len(self.items) - 1, i))
        changed = i != self.selected
        self.selected = i
        r = self.row_rect(i)
        if r.top < self.rect.top:
            self.offset -= self.rect.top - r.top
        elif r.bottom > self.rect.bottom:
            self.offset += r.bottom - self.rect.bottom
        self._clamp()
        if changed and self.on_select:
            self.on_select(i)

    def activate(self) -> None:
        if self.selected is not None and self.on_activate:
            self.on_activate(self.selected)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.index_at(ev.pos)
            return False
        if ev.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()):
                self.offset -= int(ev.y * self.row_height * 0.6)
                self._clamp()
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            i = self.index_at(ev.pos)
            if i is None:
                return False
            now = pygame.time.get_ticks()
            double = self._last_click[0] == i and now - self._last_click[1] < 400
            self._last_click = (i, now)
            self.select(i)
            if double and self.on_activate:
                self.on_activate(i)
            return True
        if self.focused and ev.type == pygame.KEYDOWN and self.items:
            page = max(1, self.rect.height // self.row_height)
            cur = self.selected or 0
            moves = {pygame.K_UP: cur - 1, pygame.K_DOWN: cur + 1, pygame.K_PAGEUP: cur - page,
                     pygame.K_PAGEDOWN: cur + page, pygame.K_HOME: 0, pygame.K_END: len(self.items) - 1}
            if ev.key in moves:
                target = moves[ev.key]
                # Up from the first row (or Down from the last) leaves the list for the form.
                if ev.key in (pygame.K_UP, pygame.K_DOWN) and not 0 <= target < len(self.items):
                    return False
                self.select(target)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        try:  # a row that fails to draw must not leave the clip set for everything after it
            first = self.offset // self.row_height
            last = min(len(self.items), first + self.rect.height // self.row_height + 2)
            for i in range(first, last):
                self.draw_row(surface, self.row_rect(i), self.items[i], i == self.selected, i == self.hover)
        finally:
            surface.set_clip(clip)
        if self.max_offset:  # a thin scroll bar shows where the view is
            track = pygame.Rect(self.rect.right - 6, self.rect.top, 6, self.rect.height)
            total = len(self.items) * self.row_height
            h = max(20, int(track.height * self.rect.height / total))
            y = track.top + int((track.height - h) * self.offset / self.max_offset)
            pygame.draw.rect(surface, theme.PANEL, track, border_radius=3)
            pygame.draw.rect(surface, theme.OUTLINE, (track.left, y, 6, h), border_radius=3)
        if self.focused:
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.rect.inflate(6, 6), width=2, border_radius=8)


class Form:
    """Keyboard focus over a scene's widgets: Tab/Shift+Tab cycle, arrows move to the nearest
    widget in that direction, Enter/Space activate the focused one; the mouse focuses what it
    clicks. A widget needs ``rect``, ``enabled``, ``focused``, ``handle_event`` and ``activate``.
    """

    def __init__(self, widgets: list | None = None):
        self.widgets: list = []
        self.current = None
        self.set(widgets or [])

    def set(self, widgets: list) -> None:
        """Replace the widgets, keeping the focus on the same widget when it is still there."""
        self.widgets = list(widgets)
        if self.current is not None and self.current not in self.widgets:
            self.focus(None)
        self._sync()

    def _sync(self) -> None:
        for w in self.widgets:
            w.focused = w is self.current

    def _usable(self, w) -> bool:
        return getattr(w, "enabled", True)

    def focus(self, widget) -> None:
        self.current = widget
        self._sync()
        if isinstance(widget, TextInput):
            try:
                pygame.key.start_text_input()
            except pygame.error:
                pass

    def cycle(self, step: int) -> None:
        usable = [w for w in self.widgets if self._usable(w)]
        if not usable:
            return
        if self.current not in usable:
            self.focus(usable[0] if step > 0 else usable[-1])
            return
        i = usable.index(self.current)
        self.focus(usable[(i + step) % len(usable)])

    def move(self, dx: int, dy: int) -> None:
        """Focus the nearest usable widget in direction (dx, dy) from the current one."""
        usable = [w for w in self.widgets if self._usable(w)]
        if not usable:
            return
        if self.current not in usable:
            self.focus(usable[0])
            return
        cx, cy = self.current.rect.center
        best, best_score = None, None
        for w in usable:
            if w is self.current:
                continue
            x, y = w.rect.center
            along = (x - cx) * dx + (y - cy) * dy
            if along <= 0:
                continue
            across = abs((x - cx) * dy) + abs((y - cy) * dx)
            if dx and abs(y - cy) > max(w.rect.height, self.current.rect.height):
                across *= 3  # sideways moves prefer the same row
            score = along + 2 * across
            if best_score is None or score < best_score:
                best, best_score = w, score
        if best is not None:
            self.focus(best)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """Give the event to the widgets; True when one of them (or the focus keys) used it."""
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
                hit = next((w for w in self.widgets if self._usable(w) and w.rect.collidepoint(ev.pos)), None)
                self.focus(hit)
            used = False
            for w in list(self.widgets):
                if w.handle_event(ev):
                    used = True
                    break
            return used
        if ev.type == pygame.TEXTINPUT:
            return bool(self.current is not None and self.current.handle_event(ev))
        if ev.type != pygame.KEYDOWN:
            return False
        cur = self.current
        if cur is not None and self._usable(cur) and cur.handle_event(ev):
            return True
        shift = ev.mod & pygame.KMOD_SHIFT
        if ev.key == pygame.K_TAB:
            self.cycle(-1 if shift else 1)
            return True
        arrows = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
        if ev.key in arrows:
            self.move(*arrows[ev.key])
            return True
        if cur is not None and self._usable(cur) and _is_activate_key(ev):
            # Space in a text field is typing; Enter on a choice is left to the scene (e.g. Start).
            if not ((isinstance(cur, TextInput) and ev.key == pygame.K_SPACE)
                    or (isinstance(cur, Choice) and ev.key != pygame.K_SPACE)):
                cur.activate()
                return True
        for w in list(self.widgets):  # hotkeys of buttons that do not have the focus
            if isinstance(w, Button) and w is not cur and w.handle_event(ev):
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            w.draw(surface)


def draw_star(surface: pygame.Surface, center: tuple[int, int], radius: int, colour=theme.HIGHLIGHT) -> None:
    """A five-pointed star (the bundled font has no star glyph)."""
    import math

    cx, cy = center
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surface, colour, points)
