"""The replay scene rebuilds every state from the command log and steps through them."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.scenes.replay import ReplayScene
from game.session import Seat, Session
from game.tables import playable_games
from rules import registry


class FakeApp:
    def __init__(self, size=(1280, 720)):
        self.size = size
        self.settings = SimpleNamespace(anim_speed=1.0, bot_delay=0.0)
        self.stack = []

    def pop(self, scene=None):
        self.stack.append("popped")


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    yield pygame.display.set_mode((1280, 720))


def played(n=3, seed=8, moves=40):
    seats = [Seat(name, "bot", "sensible") for name in ["Ana", "Bo", "Cleo", "Dev", "Eve"][:n]]
    session = Session.new("sky-5", "multi", seats, seed)
    for _ in range(moves):
        if session.state.is_over:
            break
        session.submit(session.bot_command())
    return session


def expected_states(session):
    state = registry.get("sky-5").new_game(session.mode, len(session.seats), session.seed, session.options)
    out = [state.to_json()]
    for cmd in session.commands:
        state.apply(cmd)
        out.append(state.to_json())
    return out


def displayed(scene):
    v = scene.table
    return ([v.cards_in(f"row.{p}") for p in range(v.n)], v.count_in("deck"), [v.count_in(f"bank.{p}") for p in range(v.n)],
            v.cards_in("discard"), (v.cards_in("pending") or [None])[0])


def shown_from(state):
    v = state.view(None)
    return ([[c["id"] for c in r] for r in v["rows"]], v["deck"], v["bank_counts"],
            [c["id"] for c in v["discard"]], v["pending"]["id"] if v["pending"] else None)


def settle(scene, frames=400):
    for _ in range(frames):
        scene.update(1 / 60)
        if scene.table.idle:
            break
    scene.draw(pygame.display.get_surface())


def test_replay_steps_forward_and_back_to_the_right_states():
    session = played()
    want = expected_states(session)
    scene = ReplayScene(FakeApp(), session)
    assert scene.total == len(session.commands) == 40
    assert scene.state.to_json() == want[0]
    for i in range(1, 8):
        assert scene.step_forward()
        assert scene.index == i and scene.state.to_json() == want[i]
        settle(scene)
        assert displayed(scene) == shown_from(scene.state)
    for i in range(6, 2, -1):
        assert scene.step_back()
        assert scene.state.to_json() == want[i]
        assert displayed(scene) == shown_from(scene.state)      # back is immediate
    scene.seek(scene.total)
    assert scene.state.to_json() == want[-1] == session.state.to_json()
    assert not scene.step_forward()
    scene.draw(pygame.display.get_surface())


def test_replay_keys_and_autoplay():
    session = played(moves=12)
    want = expected_states(session)
    scene = ReplayScene(FakeApp(), session)
    for k in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT):
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))
    assert scene.index == 2 and scene.state.to_json() == want[2]
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PLUS, mod=0))
    assert scene.rate == 2.0
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    assert scene.playing
    for _ in range(3000):
        scene.update(1 / 30)
        if not scene.playing:
            break
    assert scene.index == scene.total and scene.state.to_json() == want[-1]
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0))
    assert scene.index == 0
    app = scene.app
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert app.stack == ["popped"]


def test_replay_never_touches_the_watched_session():
    session = played(moves=20)
    before = (session.state.to_json(), list(session.commands))
    scene = ReplayScene(FakeApp(), session)
    scene.seek(5)
    scene.step_forward()
    settle(scene)
    assert (session.state.to_json(), list(session.commands)) == before
    assert scene.session.autosave is None


@pytest.mark.parametrize("game", [spec.id for spec in playable_games()])
def test_replay_says_the_last_move_in_the_tables_own_words(game):
    """Stepping shows what the table narrated for the move (not a command name such as
    "Orion: build"); after a jump, a sentence made from the command instead."""
    spec = registry.get(game)
    seats = [Seat(name, "bot", "sensible") for name in ["Ana", "Bo"]]
    mode = "multi" if "multi" in spec.modes else spec.default_mode
    session = Session.new(game, mode, seats, "replay words")
    for _ in range(6):
        session.submit(session.bot_command())
    scene = ReplayScene(FakeApp(), session)
    assert scene.last_words() == ""
    for _ in range(4):
        scene.step_forward()
        settle(scene)
        words = scene.last_words()
        said = scene.table.log.since(scene._said_from)
        assert said and words == " ".join(said[:2]), (game, words, said)
        assert words[0].isupper() and words.rstrip().endswith((".", "!")), words
    scene.seek(2)
    assert scene.last_words().startswith(("Ana", "Bo")) and scene.last_words().endswith(".")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game,mode,players", [("sky-towers", "taroma", 1), ("tower", "multi", 10),
                                               ("sky-tango", "multi", 4), ("sky-totems", "solo", 1)])
def test_the_replay_panel_reads_from_the_couch_at_200_percent(size, game, mode, players):
    """Issue 36 at 200 %: the replay's words keep the reading floor and are never cut, its lines
    keep off the progress bar (the speed was drawn over it in a 720p window's Taroma table), the
    last move's words come in whole sentences, and every button's label is drawn at the floor at
    least ("Play" and "Back  (Esc)" shrank to 17-23 px, four buttons to a row)."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import text_rule
    from game import theme
    seats = [Seat("You")] + [Seat(f"Bot{i}", "bot", "sensible") for i in range(1, players)]
    session = Session.new(game, mode, seats, 4)
    for _ in range(30):
        state = session.state
        bot = session.spec.bots["sensible"](state.actor, session.seed)
        session.submit(bot.choose(state.view(state.actor), state.legal_commands()))
    screen = pygame.display.set_mode(size)
    theme.set_interface(200)
    try:
        scene = ReplayScene(FakeApp(size), session, start=5)
        scene.step_forward()
        for _ in range(120):
            scene.update(1 / 60)
            scene.draw(screen)
        cut, drawn = [], []
        real = scene._info_lines

        def recorded(width, height):
            lines = real(width, height)
            drawn.extend(lines)
            return lines
        scene._info_lines = recorded
        theme.text_probe = probe = []
        with text_rule._recording_cuts(cut):
            scene.draw(screen)
        theme.text_probe = None
        least = text_rule.floor(size, 200)
        assert cut == []
        assert [(px, words) for px, words in probe if px < least] == []
        r = scene.info_rect
        height = sum(theme.font(s, bold).get_linesize() for _t, s, _c, bold in drawn)
        assert r.top + height <= scene.bar_rect.top
        assert any(text.startswith("Move 6 of 30") for text, *_ in drawn)
        # the controls lie in their room and over nothing the table shows (Sky Totems' grown map
        # folds the missions' room to nothing: they were drawn over the totems' rules)
        room = scene.table.layout["buttons"]
        controls = [b.rect for b in scene.buttons.values()] + [scene.info_rect]
        assert all(room.contains(rect) and rect.h > 0 for rect in controls)
        assert [name for name, zone in scene.table.zones.items()
                if any(zone.rect.colliderect(rect) for rect in controls)] == []
        last = " ".join(text for text, _s, colour, _b in drawn if colour == theme.TEXT_DIM)
        assert not last or last.endswith((".", "!", ")")), last
    finally:
        theme.text_probe = None
        theme.set_interface(100)
