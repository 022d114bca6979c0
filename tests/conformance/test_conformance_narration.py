"""Check 9: what the table narrates is English for a seat named "You".

A whole game is played at the real table (headless, instant animations): seat 0 is a person named
"You" (a stand-in bot decides for them, through the table), the others are bots. Every line the view
narrates (``view.log``, the game-independent hook the pass screen also reads), every status line,
every text drawn on the table while the game goes on (bonus cards, badges, captions: what
``theme.text_probe`` records), the results' explanation, and every text the replay of that game
draws, step by step, must have no "You has/is/draws/plays..." (a third-person verb after "You"), no
"You's" and no "you"/"your" starting a sentence.
"""
from __future__ import annotations

import re
from collections import deque
from types import SimpleNamespace

import pytest

from conformance_helpers import case_id, playable_cases
from game import wording

# Words ending in "s" that may follow "You" and are no verb in the third person.
NOT_VERBS = {"always", "sometimes", "perhaps", "thus", "afterwards", "towards", "also", "plus", "as", "is"}
THIRD = sorted(k for k, v in wording._VERBS.items() if k != v)
PATTERNS = [
    (re.compile(r"\bYou's\b"), "You's"),
    (re.compile(r"\b[Yy]ou (" + "|".join(map(re.escape, THIRD)) + r"|was|does|goes|tries)\b"),
     "a third-person verb after You"),
    (re.compile(r"\b[Yy]ou(?: \([^)]*\))? ([a-z]+[^s\W]s)\b"), "a word in -s after You"),
    (re.compile(r"(?:^|[.!?]\s+)(you|your)\b"), "a sentence starting in lowercase you"),
]
# A drawn line may be the second line of a wrapped sentence ("... on" / "your tower (8)."): only a
# sentence that starts inside it must start with a capital.
FRAGMENT_START = re.compile(r"[.!?]\s+(you|your)\b")
MAX_FRAMES = 20_000


def bad_english(line: str, fragment: bool = False) -> list[str]:
    """What is wrong with ``line``; ``fragment``: a line as drawn, perhaps the rest of a wrapped one."""
    found = []
    for pattern, what in PATTERNS:
        if fragment and what == "a sentence starting in lowercase you":
            pattern = FRAGMENT_START
        for m in pattern.finditer(line):
            if what == "a word in -s after You" and m.group(1) in NOT_VERBS:
                continue
            found.append(f"{what}: {m.group(0)!r}")
    return found


class _App:
    """Just what the table asks of an app (no pass screen: one person plays)."""

    def __init__(self, size=(1280, 720)):
        self.size = size
        self.settings = SimpleNamespace(anim_speed=0.0, bot_delay=0.0)
        self.stack = []

    def push(self, scene):
        self.stack.append(scene)

    def pop(self, scene=None):
        return self.stack.pop() if self.stack else None

    def toast(self, text, kind="info"):
        pass


def _drawn_texts(draw, surface) -> list[str]:
    """Every text ``draw(surface)`` renders (``theme.text_probe``)."""
    from game import theme
    theme.text_probe = probe = []
    try:
        draw(surface)
    finally:
        theme.text_probe = None
    return [str(t) for _, t in probe]


def _replay_texts(app, session) -> set[str]:
    """Every text the replay scene draws while stepping through the whole game."""
    import pygame
    from game.scenes.replay import ReplayScene
    scene = ReplayScene(app, session)
    surface = pygame.Surface(app.size)
    texts = set(_drawn_texts(scene.draw, surface))
    right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    for _ in range(len(session.commands)):
        scene.handle_event(right)
        scene.update(5.0)
        texts.update(_drawn_texts(scene.draw, surface))
    assert len(texts) > 10, "the replay drew almost nothing"
    return texts


def test_the_check_catches_the_mistakes_it_is_for():
    assert bad_english("You draws a card.")
    assert bad_english("You has no cards to bank.")
    assert bad_english("Vega gives a card to You. You's turn.")
    assert bad_english("Vega busts. you take a card.")
    assert bad_english("You completes a tower")
    assert not bad_english("You draw a card. Vega gives it to you. Your turn. You pass.")
    assert not bad_english("You always keep a star; You must bank.")


@pytest.mark.parametrize("spec, mode, seats", playable_cases())
def test_narration_is_english_for_a_seat_named_you(spec, mode, seats):
    import pygame
    from game.scenes.table import TableScene
    from game.session import Seat, Session
    from game.tables import table_for
    pygame.display.init()
    pygame.display.set_mode((1280, 720))
    levels = list(spec.bots)
    names = ["You", "Vega", "Orion", "Lyra", "Altair", "Deneb", "Rigel", "Mira", "Nova", "Sirius"]   # up to ten seats
    people = [Seat("You")] + [Seat(names[p], "bot", levels[p % len(levels)]) for p in range(1, seats)]
    session = Session.new(spec.id, mode, people, f"narration/{case_id(spec, mode, seats)}")
    app = _App()
    table = TableScene(app, session)
    view = table.table
    view.log.history = deque(view.log.history, maxlen=None)     # keep every line of the game
    bots = session.spec.bots
    stand_in = bots["sensible" if "sensible" in bots else levels[-1]](0, session.seed)
    lines: set[str] = set()
    drawn: set[str] = set()
    surface = pygame.Surface(app.size)
    said = -1
    for _ in range(MAX_FRAMES):
        table.update(1 / 60)
        lines.add(view.status_text() if isinstance(view.status_text(), str) else str(view.status_text()))
        if view.log.total != said:          # something happened: read what the table shows now
            said = view.log.total
            drawn.update(_drawn_texts(table.draw, surface))
        if session.state.is_over and view.idle:
            break
        actor = view.human_actor()
        if actor is not None:
            state = session.state
            table.submit(stand_in.choose(state.view(actor), state.legal_commands()) if actor == 0 else
                         bots[levels[0]](actor, session.seed).choose(state.view(actor), state.legal_commands()))
    assert session.state.is_over, f"{case_id(spec, mode, seats)}: the game did not end"
    lines.update(line for _, line in view.log.history)
    explain = table_for(spec.id).explain
    if explain is not None:
        lines.add(explain(session.state.result(), list(session.state.names)))
    assert len(lines) > 5, "the table narrated almost nothing"
    drawn.update(_replay_texts(app, session))
    wrong = {line: bad_english(line) for line in lines if isinstance(line, str) and bad_english(line)}
    wrong.update({line: bad_english(line, fragment=True) for line in drawn - lines
                  if bad_english(line, fragment=True)})
    assert not wrong, f"{case_id(spec, mode, seats)}: " + " | ".join(f"{l!r}: {w}" for l, w in list(wrong.items())[:8])
