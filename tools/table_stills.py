"""Stills of every game's table, for comparing a change's pictures with the ones before it.

    python tools/table_stills.py OUT_DIR                 # write the stills
    python tools/table_stills.py --compare DIR_A DIR_B   # name the stills that differ
    python tools/table_stills.py OUT_DIR --case tower:multi:3:12 [--case ...]   # other positions
    python tools/table_stills.py OUT_DIR --questions     # the tables with a question open
    STILLS_INTERFACE=125,150 python tools/table_stills.py OUT_DIR               # other interface sizes

Each game is played by sensible bots from a fixed seed for a number of moves, with seat 0 a person
holding the screen (so their hand is drawn), then drawn at 1280x720 and 1920x1080, at 100 % and
200 % interface size, with the most and the fewest seats: the pictures a table change must keep.
The display is SDL's dummy driver; nothing is saved.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

# (game, mode, seats, moves played before the still): early and late positions.
CASES = [
    ("tower", "multi", 2, 6), ("tower", "multi", 8, 30), ("tower", "multi", 10, 30),
    ("sky-tango", "multi", 2, 10), ("sky-tango", "multi", 4, 60),
    ("sky-5", "multi", 2, 8), ("sky-5", "multi", 5, 40),
    ("sky-towers", "multi", 4, 40), ("sky-towers", "light", 1, 20), ("sky-towers", "taroma", 1, 20),
    ("sky-totems", "solo", 1, 30), ("sky-totems", "multi", 3, 60),
]
SIZES = [(1280, 720), (1920, 1080)]
INTERFACE = [int(p) for p in os.environ.get("STILLS_INTERFACE", "100,200").split(",")]


# (game, mode, seats, question): a table with a question or a chooser open for the person at seat
# 0, reached by playing the bots from the same seed until the rules ask it (``question_session``)
# and, where the table asks it only when a card is played or a button is clicked, opening it as
# the person would (``open_question``). Issue 36's rule is checked on them too (``text_rule``); the
# stills' byte-for-byte comparison stays on ``CASES``.
QUESTIONS = [
    ("sky-totems", "multi", 4, "start"), ("sky-totems", "solo", 1, "start"),
    ("sky-totems", "multi", 4, "design"), ("sky-totems", "multi", 2, "design"), ("sky-totems", "solo", 1, "design"),
    ("sky-totems", "multi", 4, "trade"), ("sky-totems", "solo", 1, "trade"),
    ("tower", "multi", 10, "pay"), ("tower", "multi", 2, "pay"),
    ("tower", "multi", 10, "attack"), ("tower", "multi", 2, "attack"),
    ("sky-tango", "multi", 4, "confirm"), ("sky-tango", "multi", 2, "confirm"),
    ("sky-tango", "multi", 4, "another card"), ("sky-tango", "multi", 2, "another card"),
    ("sky-towers", "multi", 4, "discard"), ("sky-towers", "taroma", 1, "discard"),
    ("sky-towers", "multi", 4, "ask"), ("sky-towers", "multi", 2, "ask"),
    ("sky-5", "multi", 5, "give"), ("sky-5", "multi", 2, "give"),
]
# the rules' command that says the question is asked of the person, by question
ASKED_BY = {"start": "ChooseStart", "design": "ChooseDesign", "trade": "TradePedestal", "pay": "Build",
            "attack": "Attack", "confirm": "Destroy", "discard": "Discard", "ask": "Ask", "give": "Give"}


class StillApp:
    def __init__(self, size):
        self.size = size
        self.settings = SimpleNamespace(anim_speed=0.0, bot_delay=1e9)

    def __getattr__(self, name):
        return lambda *args, **kwargs: None


def session_for(game, mode, players, moves, seed=None):
    from game.session import Seat, Session
    from rules import registry
    spec = registry.get(game)
    mode = mode or spec.default_mode
    players = players or spec.modes[mode][1]
    names = ["Ana", "Bo", "Cleo", "Dev", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"][:players]
    seats = [Seat(names[0])] + [Seat(n, "bot", "sensible") for n in names[1:]]
    session = Session.new(game, mode, seats, seed or f"stills/{game}")
    for _ in range(moves):
        st = session.state
        if st.is_over:
            break
        actor = st.actor
        bots = spec.bots
        bot = (bots.get("sensible") or next(iter(bots.values())))(actor, session.seed)
        session.submit(bot.choose(st.view(actor), st.legal_commands()))
    return session, mode, players


def _asked(question: str, view: dict, legal: list) -> bool:
    """Whether the rules ask ``question`` of the seat that sees ``view`` and may play ``legal``."""
    if question == "another card":              # Sky Tango: an animal obliges another card
        return bool(view.get("must_play"))
    asked = [c for c in legal if type(c).__name__ == ASKED_BY[question]]
    if question == "pay":                       # a stone that needs a construction card
        asked = [c for c in asked if c.pay >= 0]
    return bool(asked)


def question_session(game, mode, players, question, games=20):
    """A session played by the bots (seat 0's too) until the person at seat 0 is asked ``question``:
    the stills' own seed first, then others, for a question the bots seldom bring to seat 0."""
    from rules import registry
    bots = registry.get(game).bots
    bot_of = bots.get("sensible") or next(iter(bots.values()))
    for attempt in range(games):
        seed = f"stills/{game}" if attempt == 0 else f"stills/{game}/{attempt}"
        session, mode, players = session_for(game, mode, players, 0, seed)
        while not session.state.is_over:
            st = session.state
            legal = st.legal_commands()
            if st.actor == 0 and _asked(question, st.view(0), legal):
                return session, mode, players
            session.submit(bot_of(st.actor, session.seed).choose(st.view(st.actor), legal))
    raise LookupError(f"{game} {mode} {players}: the bots never asked seat 0 {question!r}")


def open_question(table, question: str) -> None:
    """Open ``question`` on ``table`` as the person would, where the rules alone do not open it: a
    card dropped where it needs a second step (Tower), the self-destruct button (Sky Tango), a
    pedestal picked over the bag (Sky Totems' trade)."""
    if question in ("pay", "attack"):
        for card in table.hand_ids():
            for option in table.moves.options(card).values():
                if option.choice is not None and option.choice.kind == question:
                    table.open_choice(option.choice)
                    return
    elif question == "confirm":
        table._click_destroy()
    elif question == "trade":
        pedestal = next(c.pedestal for c in table.moves.legal if type(c).__name__ == "TradePedestal")
        if table.selected != pedestal:          # a pick again puts it back
            table.pick(pedestal)


def scene_for(case: tuple, size: tuple[int, int]):
    """The table of ``case`` (game, mode, seats, then the moves played or a question of
    ``QUESTIONS``, opened) in a ``size`` window at the interface size set now, not yet drawn:
    (scene, mode, seats)."""
    from game.scenes.table import TableScene
    game, mode, players, moves = case
    asks = isinstance(moves, str)
    session, m, n = (question_session if asks else session_for)(game, mode, players, moves)
    scene = TableScene(StillApp(size), session)
    if asks:
        open_question(scene.table, moves)
    return scene, m, n


def write(out: Path, cases=CASES) -> None:
    from game import theme
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    for game, mode, players, moves in cases:
        for size in SIZES:
            screen = pygame.display.set_mode(size)
            for pct in INTERFACE:
                theme.set_interface(pct)
                scene, m, n = scene_for((game, mode, players, moves), size)
                asked = f"-{moves.replace(' ', '-')}" if isinstance(moves, str) else ""
                name = f"{game}-{m}-p{n}{asked}-{size[0]}x{size[1]}-{pct}.png"
                for _ in range(3):
                    scene.update(0.016)
                    scene.draw(screen)
                pygame.image.save(screen, str(out / name))
    theme.set_interface(100)
    print(f"stills written to {out}")


def compare(a: Path, b: Path) -> int:
    pygame.init()
    differ = 0
    for path in sorted(a.glob("*.png")):
        other = b / path.name
        if not other.exists():
            print(f"only in {a}: {path.name}")
            differ += 1
            continue
        sa, sb = pygame.image.load(str(path)), pygame.image.load(str(other))
        if sa.get_size() != sb.get_size() or pygame.image.tobytes(sa, "RGB") != pygame.image.tobytes(sb, "RGB"):
            print(f"differs: {path.name}")
            differ += 1
    print(f"{differ} of {len(list(a.glob('*.png')))} stills differ")
    return 1 if differ else 0


def _case(text: str) -> tuple:
    """``game:mode:players:moves``; moves is a number of moves or a question's name (``QUESTIONS``)."""
    game, mode, players, moves = text.split(":")
    return game, mode, int(players), int(moves) if moves.isdigit() else moves


if __name__ == "__main__":
    import argparse
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", nargs="+", help="the folder to write, or with --compare the two folders")
    parser.add_argument("--compare", action="store_true", help="name the stills that differ between two folders")
    parser.add_argument("--questions", action="store_true", help="the tables with a question open")
    parser.add_argument("--case", action="append", type=_case, default=[], help="game:mode:players:moves")
    args = parser.parse_args()
    if args.compare:
        if len(args.out) != 2:
            parser.error("--compare takes two folders")
        raise SystemExit(compare(Path(args.out[0]), Path(args.out[1])))
    if len(args.out) != 1:
        parser.error("one folder to write the stills to")
    cases = (QUESTIONS if args.questions else []) + args.case
    write(Path(args.out[0]), cases or CASES)
