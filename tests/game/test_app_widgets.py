"""The widgets added for the menus: text input, choice, scrolling list, keyboard focus."""
from __future__ import annotations

import pygame
import pytest

from game.widgets import ui


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 720))
    return surface


def keydown(k, unicode="", mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def text(s):
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


def test_text_input_edits_at_the_caret_and_respects_limits():
    changes = []
    box = ui.TextInput("abc", pygame.Rect(10, 10, 300, 40), max_len=6, on_change=changes.append,
                       allowed=lambda ch: ch.isalnum())
    box.focused = True
    box.handle_event(keydown(pygame.K_LEFT))
    box.handle_event(text("X"))
    assert box.text == "abXc" and box.caret == 3
    box.handle_event(text("!?"))                     # filtered out
    box.handle_event(text("12345"))                  # only two more fit
    assert box.text == "abX12c"
    box.handle_event(keydown(pygame.K_HOME))
    box.handle_event(keydown(pygame.K_DELETE))
    box.handle_event(keydown(pygame.K_END))
    box.handle_event(keydown(pygame.K_BACKSPACE))
    assert box.text == "bX12"
    assert changes[-1] == "bX12"
    # A printable key is swallowed (its TEXTINPUT does the typing) so no hotkey fires meanwhile.
    assert box.handle_event(keydown(pygame.K_q, "q"))
    box.focused = False
    assert not box.handle_event(text("z")) and box.text == "bX12"


def test_choice_by_click_and_arrows_and_compact_steps():
    seen = []
    c = ui.Choice([(1, "One"), (2, "Two"), (3, "Three")], 2, pygame.Rect(0, 0, 300, 40), on_change=seen.append)
    c.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=c.segments()[2].center, button=1))
    assert c.value == 3
    c.focused = True
    c.handle_event(keydown(pygame.K_LEFT))
    c.handle_event(keydown(pygame.K_LEFT))
    c.handle_event(keydown(pygame.K_LEFT))          # stops at the first
    assert c.value == 1 and seen == [3, 2, 1]
    c.compact = True
    c.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(10, 20), button=1))   # left half: back, wraps
    assert c.value == 3
    c.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(290, 20), button=1))  # right half: on
    assert c.value == 1
    c.draw(pygame.display.get_surface())



def test_a_crowded_choice_keeps_its_labels_clear_of_the_segment_edges(monkeypatch):
    """Four long options in a narrow control (the setup's seat rows at 1280x720: "Human", "Bot:
    random", "Bot: sensible", "Bot: expert"): each label shrinks to fit and keeps a margin inside its
    segment, rather than touching the control's border."""
    c = ui.Choice([("h", "Human"), ("r", "Bot: random"), ("s", "Bot: sensible"), ("e", "Bot: expert")], "h",
                  pygame.Rect(10, 10, 465, 44))
    blits = []
    surface = pygame.Surface((500, 80))
    real = ui.fitted_label

    def fitted(s, size, width, colour, bold=False):
        out = real(s, size, width, colour, bold)
        blits.append(out.get_width())
        return out
    monkeypatch.setattr(ui, "fitted_label", fitted)
    c.draw(surface)
    margin = 44 // 6
    assert len(blits) == 4
    for seg, w in zip(c.segments(), blits):
        assert w <= seg.width - 2 * margin, (seg, w)


def test_scroll_list_keeps_the_selection_in_view():
    drawn = []
    lst = ui.ScrollList(list(range(30)), lambda s, r, item, sel, hov: drawn.append(item),
                        pygame.Rect(0, 0, 400, 200), row_height=50)
    lst.focused = True
    for _ in range(10):
        lst.handle_event(keydown(pygame.K_DOWN))
    assert lst.selected == 10
    assert lst.row_rect(10).bottom <= lst.rect.bottom and lst.offset > 0
    lst.handle_event(keydown(pygame.K_END))
    assert lst.selected == 29 and lst.offset == lst.max_offset
    assert not lst.handle_event(keydown(pygame.K_DOWN))   # past the end: the form may move on
    lst.draw(pygame.display.get_surface())
    assert drawn and set(drawn) <= set(range(24, 30))


def test_form_tab_and_arrows_move_focus_and_enter_presses():
    pressed = []
    a = ui.Button("A", lambda: pressed.append("a"), pygame.Rect(0, 0, 100, 40))
    b = ui.Button("B", lambda: pressed.append("b"), pygame.Rect(200, 0, 100, 40))
    off = ui.Button("Off", lambda: pressed.append("off"), pygame.Rect(400, 0, 100, 40), enabled=False)
    c = ui.Button("C", lambda: pressed.append("c"), pygame.Rect(0, 100, 100, 40), hotkey=pygame.K_c)
    form = ui.Form([a, b, off, c])
    form.handle_event(keydown(pygame.K_TAB))
    assert form.current is a and a.focused
    form.handle_event(keydown(pygame.K_RIGHT))
    assert form.current is b
    form.handle_event(keydown(pygame.K_RIGHT))          # the disabled button is skipped
    assert form.current is b
    form.handle_event(keydown(pygame.K_TAB))             # Tab wraps past the disabled one to C
    assert form.current is c
    form.handle_event(keydown(pygame.K_TAB, mod=pygame.KMOD_SHIFT))
    assert form.current is b
    form.handle_event(keydown(pygame.K_RETURN))
    form.handle_event(keydown(pygame.K_c))
    assert pressed == ["b", "c"]


def test_the_menus_sky_leaves_the_foot_band_clear_of_stars():
    # The title's key line ("Arrows, Tab and Enter work too") is dim text at the foot: a star
    # inside a letter read as a blot. Above the band the stars stay.
    from game.widgets.ui import sky_background
    w, h = 1280, 720
    sky = sky_background((w, h))

    def starry(y):
        return len({tuple(sky.get_at((x, y)))[:3] for x in range(w)}) > 1
    assert not any(starry(y) for y in range(int(h * 0.93), h))
    assert sum(starry(y) for y in range(0, int(h * 0.9))) > 50


def test_a_label_that_fits_at_some_readable_size_is_shrunk_to_it_never_cut(monkeypatch):
    """Setup's seat choice with "Phone" beside four others showed the chosen seat as "Hum...": a
    label shrunk in proportion can still be a pixel too wide (widths do not scale exactly with the
    size), and was then cut although a pixel smaller held the whole word."""
    from game import theme
    cut = []
    real = ui.ellipsize
    monkeypatch.setattr(ui, "ellipsize", lambda *a, **k: cut.append(a) or real(*a, **k))
    least = theme.font(theme.MIN_TEXT, True).size("Human")[0]
    for width in range(least, theme.font(40, True).size("Human")[0] + 1):
        label = ui.fitted_label("Human", 40, width, theme.TEXT, bold=True)
        assert label.get_width() <= width
    assert cut == []
