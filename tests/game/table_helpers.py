"""What the table tests share: a stand-in for the app, the display fixture, and posted mouse and
keyboard input.

Test modules in this folder import it by name (``from table_helpers import ...``): pytest puts the
folder of a test module without ``__init__.py`` on ``sys.path``. Import ``display`` into a module to
give every test there a fresh 1280x720 headless display with an empty event queue.
"""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.scenes.table import TableScene
from game.session import Seat, Session

SIZE = (1280, 720)


class FakeApp:
    """Records what the table asks of the app (scenes pushed, toasts, going to the title, demos)."""

    def __init__(self, size=SIZE, anim_speed=0.0, bot_delay=0.0):
        self.size = size
        self.settings = SimpleNamespace(anim_speed=anim_speed, bot_delay=bot_delay)
        self.stack, self.toasts, self.calls = [], [], []

    def push(self, scene):
        self.stack.append(scene)

    def pop(self, scene=None):
        return self.stack.pop() if self.stack else None

    def replace(self, scene):
        self.stack[-1:] = [scene]

    def reset(self, scene):
        self.stack = [scene]

    def toast(self, text, kind="info"):
        self.toasts.append((text, kind))

    def go_title(self):
        self.calls.append("title")

    def start_demo(self):
        self.calls.append("demo")

    # The scenes the table opens through the app, built as the real App builds them.
    def pause(self, session):
        from game.scenes.pause import PauseScene
        self.push(PauseScene(self, session))

    def show_results(self, session):
        from game.scenes.results import ResultsScene
        self.push(ResultsScene(self, session))

    def open_howto(self, game):
        from game.scenes.howto import HowToScene
        self.push(HowToScene(self, game))


class HandOverApp(FakeApp):
    """An app with a pass-the-device screen that waits: ``handovers`` holds (name, continue) per request."""

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.handovers = []

    def pass_device(self, name, on_continue=None, **context):
        self.handovers.append((name, on_continue))


class PassingApp(FakeApp):
    """An app with a pass-the-device screen (which continues at once) and no demo; bots wait."""

    start_demo = None       # the table looks it up with getattr: None is "not offered"

    def __init__(self, size=SIZE, anim_speed=0.0, bot_delay=1e9):
        super().__init__(size, anim_speed, bot_delay)
        self.passes = []

    def pass_device(self, name, on_continue=None, **context):
        self.passes.append(name)
        if on_continue:
            on_continue()


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    screen = pygame.display.set_mode(SIZE)
    pygame.event.clear()
    yield screen
    pygame.event.clear()


def table(session, app_class=FakeApp, **kw):
    """``(app, scene)``: a table scene for ``session``, one frame updated and drawn."""
    app = app_class(**kw)
    scene = TableScene(app, session)
    scene.update(0.016)
    scene.draw(pygame.display.get_surface())
    return app, scene


def position_session(game, state, humans=(0,)):
    """A session of ``game`` holding ``state`` (a position builder's), the seats in ``humans``
    people and the others sensible bots, named as the position names them."""
    seats = [Seat(n) if i in humans else Seat(n, "bot", "sensible") for i, n in enumerate(state.names)]
    return Session(game, "multi", seats, state.seed, {"names": list(state.names)}, state, [])


def position_table(game, state, humans=(0,), app_class=FakeApp, size=SIZE, **kw):
    """``(app, scene)``: a table at ``size`` for a position of ``game``; bots wait (the test
    decides what happens) unless ``bot_delay`` says otherwise."""
    kw.setdefault("bot_delay", 1e9)
    app = app_class(size=size, **kw)
    scene = TableScene(app, position_session(game, state, humans))
    surface = pygame.display.get_surface()
    if surface.get_size() != size:
        surface = pygame.display.set_mode(size)
    scene.update(0.016)
    scene.draw(surface)
    return app, scene


def frame(scene, n=1, dt=0.016):
    """``n`` frames of ``scene`` updated and drawn."""
    surface = pygame.display.get_surface()
    for _ in range(n):
        scene.update(dt)
        scene.draw(surface)


def card_corner(scene, cid):
    """A point on a hand card that no neighbour covers: its top-left corner."""
    r = scene.table.sprites[cid].rect()
    return (r.left + 8, r.top + 10)


def post(kind, **kw):
    pygame.event.post(pygame.event.Event(kind, **kw))


def input_helpers(drag_steps: int = 6, frame: bool = False):
    """``pump, drag, click, key`` for posting input to a scene. ``pump`` hands the queued events to
    the scene (``frame``: then updates and draws one frame); the others post and pump."""

    def pump(scene):
        for ev in pygame.event.get():
            scene.handle_event(ev)
        if frame:
            scene.update(0.016)
            scene.draw(pygame.display.get_surface())

    def drag(scene, start, end, steps=drag_steps, button=1):
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=button)
        sx, sy = start
        ex, ey = end
        for i in range(1, steps + 1):
            p = (sx + (ex - sx) * i // steps, sy + (ey - sy) * i // steps)
            post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        post(pygame.MOUSEBUTTONUP, pos=end, button=button)
        pump(scene)

    def click(scene, pos):
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        pump(scene)

    def key(scene, k, mod=0):
        post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
        pump(scene)

    return pump, drag, click, key


def hold_drag(scene, start, end, steps=6):
    """Press on ``start`` and move to ``end`` without letting go (a drag in progress), then a frame."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
    for ev in pygame.event.get():
        scene.handle_event(ev)
    frame(scene)


def let_go(scene, pos):
    """Release the button at ``pos`` (ending a ``hold_drag``), then a frame."""
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    for ev in pygame.event.get():
        scene.handle_event(ev)
    frame(scene)


def stand_in_command(session, seat, bots=None):
    """What a stand-in for the person at ``seat`` plays: the game's sensible bot decides for them,
    from that seat's view only."""
    bots = bots or session.spec.bots
    bot = (bots.get("sensible") or next(iter(bots.values())))(seat, session.seed)
    state = session.state
    return bot.choose(state.view(seat), state.legal_commands())


# --------------------------------------------------------------------------- interface size
def grown_view(scene, size, pct: int):
    """``scene``'s view laid out again for ``pct`` % (the app's setting changed while the table is
    open), after one update and one drawn frame."""
    from game import theme
    view = scene.table
    theme.set_interface(pct)
    view.resize(size)
    scene.update(0.016)
    scene.draw(pygame.display.get_surface())
    return view


def texts_drawn(scene) -> list[tuple[int, str]]:
    """Every text the table's next frame draws, drawn afresh: (size in px, words)."""
    from game import theme
    theme.text_probe = probe = []
    try:
        scene.table.redraw()
        frame(scene)
    finally:
        theme.text_probe = None
    return [(px, str(words)) for px, words in probe]


def zone_rects(view) -> dict:
    """A copy of the view's layout zones."""
    return {name: pygame.Rect(r) for name, r in view.layout.rects.items()}


def record_fits(view) -> list:
    """Record every (text, text as drawn) the view fits with ``_fit_shrinking`` from now on."""
    fitted = []
    real = view._fit_shrinking

    def fit(s, size, width, bold=False):
        out = real(s, size, width, bold)
        fitted.append((s, out[0]))
        return out

    view._fit_shrinking = fit
    return fitted


def record_tags(view) -> list:
    """Record every tag (``draw_tag``) the view draws from now on: (text, pill)."""
    tags = []
    real = view.draw_tag

    def draw_tag(surface, text, *args, **kw):
        pill = real(surface, text, *args, **kw)
        tags.append((text, pill))
        return pill

    view.draw_tag = draw_tag
    return tags


def assert_parts_draw_inside(view) -> None:
    """Each part of the view's still picture draws only inside its rect (the regions drawn again
    are the rects of the parts that changed): each is drawn alone on a clear surface, its rect
    cleared again, and nothing may be left."""
    for part in view.still_parts():
        if part.rect is None:
            continue
        ink = pygame.Surface(view.size, pygame.SRCALPHA)
        ink.fill((0, 0, 0, 0))
        view.draw_part(part, ink)
        for rect in (part.rect,) if isinstance(part.rect, pygame.Rect) else part.rect:
            ink.fill((0, 0, 0, 0), rect)
        outside = ink.get_bounding_rect()
        assert not (outside.w and outside.h), f"{part.name} draws at {outside}, outside {part.rect}"


def assert_still_is_afresh(view) -> None:
    """A kit table's still picture as kept is the one drawn afresh, with the same secrets reported."""
    picture, private = view.still_picture()
    kept, private = pygame.image.tobytes(picture, "RGB"), sorted(map(repr, private))
    view.draw_still_afresh()
    picture, again = view.still_picture()
    assert pygame.image.tobytes(picture, "RGB") == kept
    assert sorted(map(repr, again)) == private
