"""The hand-over's "Done · pass to …" button of every game at 200 % (issue 36): with a long name
its label shrank under the reading floor (Sky 5, Sky Towers: 15-24 px where the floor is 24-32)
and could be cut. The widget's label now wraps at the floor into as many lines as it needs, and
the table grows the button for them."""
from __future__ import annotations

import pygame
import pytest
from table_helpers import PassingApp, display, frame, stand_in_command, texts_drawn  # noqa: F401 (display: autouse fixture)

from game import theme
from game.scenes.table import TableScene
from game.session import Seat, Session
from game.widgets import ui

NAME = "Alexandrina-Margarethe"
LABEL = f"Done · pass to {NAME}"


@pytest.fixture(autouse=True)
def back_to_100():
    yield
    theme.set_interface(100)


def handing_over(game: str, size) -> TableScene:
    """Two people at one screen at 200 %: Ana holds it and has just played, so the table asks her
    to press Done and pass the screen to Alexandrina-Margarethe."""
    pygame.display.set_mode(size)
    theme.set_interface(200)
    session = Session.new(game, "multi", [Seat("Ana"), Seat(NAME)], f"donebtn/{game}")
    while session.state.actor != 0 or len(session.commands) < 3:
        session.submit(stand_in_command(session, session.state.actor))
    scene = TableScene(PassingApp(size=size), session)
    frame(scene)
    while session.state.actor == 0:
        session.submit(stand_in_command(session, 0))
    frame(scene, 3)
    assert scene.table.done_for == NAME
    return scene


def drawn_label(scene) -> tuple[list[str], int]:
    """The lines of the Done button's label as the next frame draws them, and their size: the run
    of texts of one size, drawn one after another, that spell the label ([] when none does)."""
    probe = texts_drawn(scene)
    whole = LABEL.replace(" ", "")
    for start, (size, _words) in enumerate(probe):
        run = []
        for px, words in probe[start:]:
            if px != size:
                break
            run.append(words)
            if "".join(run).replace(" ", "") == whole:
                return run, size
    return [], 0


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["tower", "sky-tango", "sky-5", "sky-towers"])
def test_the_grown_done_button_says_a_long_name_whole_at_the_reading_floor(game, size):
    scene = handing_over(game, size)
    view = scene.table
    lines, at = drawn_label(scene)
    assert lines, "every word of the label drawn"
    assert at >= theme.reading_floor(size, 2.0), (lines, at)
    button, zone = view.done_button.rect, view.layout["buttons"]
    assert zone.contains(button)
    assert len(lines) * theme.font(at, True).get_linesize() <= button.h


def test_a_button_with_a_least_size_wraps_at_it_rather_than_shrink():
    width, least = 200, 24
    lines, at = ui.two_line_label(LABEL, 40, width, 60, True, least)
    assert at == least and lines == ("Done · pass to", "Alexandrina-", "Margarethe")
    assert all(theme.font(least, True).size(line)[0] <= width for line in lines)
    # without it, two lines shrunk under it (the other buttons keep that)
    assert ui.two_line_label(LABEL, 40, width, 60, True)[1] < least


def test_with_room_the_label_takes_more_lines_at_a_larger_size():
    label = "Done · pass to Ann Marie Wolf"
    lines, at = ui.two_line_label(label, 40, 200, 300, True, 24)
    assert at > 24 and len(lines) >= 3 and " ".join(lines) == label
    assert all(theme.font(at, True).size(line)[0] <= 200 for line in lines)
    assert len(lines) * theme.font(at, True).get_linesize() <= 300


def test_the_button_draws_every_line_of_its_label_at_its_size():
    b = ui.Button(LABEL, lambda: None, pygame.Rect(0, 0, 200, 60), primary=True)
    b.text_size, b.least_text_size = 40, 24
    b.rect.h = b.label_height()
    theme.text_probe = probe = []
    try:
        surface = pygame.Surface((400, 400))
        b.draw(surface)
    finally:
        theme.text_probe = None
    assert probe == [(24, line) for line in b.label_lines()[0]]


def test_a_label_longer_than_its_button_can_hold_stays_inside_it():
    b = ui.Button("Done · pass to " + "Alexandrina-Margarethe " * 20, lambda: None, pygame.Rect(0, 0, 200, 100),
                  primary=True)
    b.text_size, b.least_text_size = 40, 24
    theme.text_probe = probe = []
    try:
        b.draw(pygame.Surface((400, 400)))
    finally:
        theme.text_probe = None
    lines = list(dict.fromkeys(words for _px, words in probe))     # a new text is recorded twice
    assert len(lines) * theme.font(24, True).get_linesize() <= b.rect.h - 4
    assert lines[-1].endswith("…")


def test_a_hyphen_a_pixel_too_wide_hangs_at_its_line_rather_than_stand_alone():
    """Sky Totems' grown hand-over button read "Alexandrina" / "-" / "Margarethe": the hyphen did
    not fit beside its half of the name by a pixel and took a line of its own."""
    size = 24
    width = theme.font(size, True).size("Alexandrina-")[0] - 1
    lines = ui.wrap_label(LABEL, size, width, True)
    assert "-" not in lines and "Alexandrina-" in lines, lines
    assert " ".join(lines).replace("- ", "-") == LABEL, lines
