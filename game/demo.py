"""The game-night demo: bots play every game in turn, each between its title card and its results card.

Each game opens with its title card, is played by bots at the demo's own pace (never the player's
settings) with every hand face up, and closes with a results card. A game still going after
``DEMO_LIMIT`` seconds of play ends there, its card showing the standings so far. Any key or click
ends the show (the app's event loop sees to that).

The director works on the app it is given: ``start`` puts a demo table on its stack and keeps the
game's record (``_Demo``) as ``app.demo``; the app's frame calls ``update`` for the show's clock,
and its drawing ``draw_frozen``, ``draw_cards`` and ``freeze`` for the cards. What a show is asked
from outside stays on the app: ``app.demo_rnd`` (``--seed``), ``app.stop_after`` and
``app.frame_times`` (``--seconds``), ``app.demo_shown`` and ``app.demo_games()``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from . import theme
from .errors import log_error
from .settings import BIG_SCREEN
from .wording import join_names

DEMO_PAUSE = 6.0          # seconds the results card of a demo game stays up before the next game
DEMO_TITLE = 4.0          # seconds the title card stays up before the bots start
DEMO_LIMIT = 90.0         # seconds of play a demo game may take
DEMO_SETTLE = 2.0         # at most this long for the last move's animation before the results card
DEMO_SEATS = (2, 3)       # the seat counts a demo game picks from (within what the game allows)
TICKER_WAIT = 4           # frames the demo's log band may wait for a frame without a table redraw
DEMO_PACE = {"anim_speed": 2.5, "bot_delay": 0.2}      # the demo table's own settings
BOT_NAMES = ["Vega", "Orion", "Lyra", "Nova", "Sirius", "Altair", "Deneb", "Rigel", "Mira", "Castor"]


@dataclass
class _Demo:
    session: object
    scene: object
    entry: dict                  # this game's line of ``App.demo_shown``
    number: int = 1              # its place in the rotation (1: the title's first game)
    phase: str = "title"         # "title" (its card up, the bots wait), "play", "results"
    age: float = 0.0             # seconds in this phase
    played: float = 0.0          # seconds of play
    over_for: float = 0.0        # seconds the results card has been up
    result: dict | None = None   # scores and winners, once the game ended (or its time ran out)
    card: tuple | None = None    # (what it shows, picture): the card or band drawn last frame
    ticker_waited: int = 0       # frames the band has shown its previous line since the log changed
    frozen: tuple | None = None  # (card shown, picture): the table with its title or results card over it
    bots_ready: bool = False     # its bots' module is loaded (under the title card, not in play)
    seats_to_warm: list | None = None   # the seats its table has not been turned to yet (``warm_a_seat``)
    count: int = 1               # the games this show has started, this one included


def new_session(rnd: random.Random, game: str):
    """An all-bot game of ``game`` (its multiplayer mode, ``DEMO_SEATS`` seats where it allows),
    mixed bot levels, a fresh seed; no autosave."""
    from rules import registry

    from .session import Seat, Session
    spec = registry.get(game)
    low, high = spec.modes["multi"]
    count = rnd.randint(max(DEMO_SEATS[0], low), max(low, min(high, DEMO_SEATS[1])))
    names = rnd.sample(BOT_NAMES, count)
    seats = [Seat(n, "bot", rnd.choice(["sensible", "sensible", "random"])) for n in names]
    return Session.new(game, "multi", seats, rnd.randrange(1, 10**9), autosave=None)


def games() -> list[str]:
    """The games the demo shows, in the title's order: every one that has a table."""
    from .tables import playable_games
    return [spec.id for spec in playable_games() if "multi" in spec.modes]


def start(app) -> bool:
    """The show's next game on ``app`` (its first when no show is running): the stack becomes
    [title, demo table] with the table held under the game's title card. False (and a message)
    when it cannot start."""
    table = app.table_class()
    if table is None:
        from .scenes.title import TitleScene
        if not isinstance(app.top, TitleScene):
            app.go_title()
        return False
    running = app.demo
    try:
        shown = app.demo_games()
        game = shown[running.count % len(shown)] if running is not None else shown[0]
        count = running.count + 1 if running is not None else 1
        session = app.new_demo_session(game=game)
        app.go_title()
        # full screen, the show is for a room: its tables at the big screen's size (its title and
        # results cards are drawn for the room already); the setting itself is not changed
        app.use_interface_size(BIG_SCREEN if app.fullscreen else app.settings.interface_size)
        scene = table(app, session, demo=True)
        scene.pace = dict(DEMO_PACE)     # this table's pace; the player's settings stay as they are
        scene.held = True                # the bots wait while the title card is up
        app.push(scene)
    except Exception as e:
        app.report(e, "demo", "The demo could not be started.")
        app.go_title()
        return False
    entry = {"game": game, "players": len(session.seats), "seconds": 0.0, "played": 0.0, "end": "stopped"}
    app.demo_shown.append(entry)
    app.demo = _Demo(session, scene, entry, (count - 1) % len(shown) + 1, count=count)
    return True


def stop(app) -> None:
    """No show running from now on: the interface size the player chose is back."""
    if app.demo is None:
        return
    app.demo = None
    app.use_interface_size(getattr(app.settings, "interface_size", 100))


def update(app, dt: float) -> None:
    """The demo's clock: title card, play (at most ``DEMO_LIMIT``), results card, next game.
    Also ``--seconds``: the app stops by itself after ``app.stop_after`` seconds."""
    if app.stop_after is not None:
        app.ran_for += dt
        if app.ran_for >= app.stop_after:
            app.quit()
    demo = app.demo
    if demo is None:
        return
    if demo.scene not in app.stack:
        stop(app)
        return
    demo.age += dt
    demo.entry["seconds"] = round(demo.entry["seconds"] + dt, 3)
    over = demo.session.state.is_over
    if demo.phase == "title" and (over or demo.age >= DEMO_TITLE):
        demo.phase, demo.age = "play", 0.0
        demo.scene.held = False
    if demo.phase == "play":
        demo.played += dt
        demo.entry["played"] = round(demo.played, 3)
        if over or demo.played >= DEMO_LIMIT:
            demo.phase, demo.age = "results", 0.0
            demo.scene.held = True       # time is up: the bots stop where they are
            demo.result = _result(demo.session)
            demo.entry["end"] = "over" if over else "time"
    if demo.phase == "results" and _card_up(demo):
        demo.over_for += dt
        if demo.over_for >= DEMO_PAUSE:
            app.start_demo()


def _card_up(demo: _Demo) -> bool:
    """The results card shows once the last move has been animated (at most DEMO_SETTLE s)."""
    view = getattr(demo.scene, "table", None)
    return demo.age >= DEMO_SETTLE or bool(getattr(view, "idle", True))


def _result(session) -> dict:
    """The demo's results card: the game's result, or (its time ran out) the scores so far with the
    leaders as ``winners`` and ``time`` True."""
    state = session.state
    try:
        if state.is_over:
            return dict(state.result())
        scores = list(state.scores())
        top = max(scores) if scores else None
        return {"scores": scores, "winners": [i for i, v in enumerate(scores) if v == top], "time": True}
    except Exception as e:       # a card without scores rather than no next game
        log_error(e, "demo result")
        return {"scores": [], "winners": [], "time": not state.is_over}


def draw_cards(app, screen: pygame.Surface) -> bool:
    """The demo's title card, results card, or (during play) its big log band at the foot;
    True when nothing was drawn over the table (the band lies in the room the table leaves it)."""
    demo = app.demo
    if demo is None or app.top is not demo.scene:
        return True
    try:
        from .scenes import demo_cards
        size = screen.get_size()
        spec = getattr(demo.session, "spec", None)
        title = getattr(spec, "title", demo.session.game)
        names = [s.name for s in demo.session.seats]
        if demo.phase == "title":
            key = ("title", size)
            if demo.card is None or demo.card[0] != key:
                total = len(app.demo_games())
                players = f"{len(names)} players: {join_names(names)} (bots)"
                demo.card = (key, demo_cards.title_card(size, title, getattr(spec, "tagline", ""), players,
                                                        f"Demo · game {demo.number} of {total}"))
        elif demo.phase == "results" and _card_up(demo):
            key = ("results", size)
            if demo.card is None or demo.card[0] != key:
                r = demo.result or {}
                demo.card = (key, demo_cards.results_card(size, title, names, list(r.get("scores") or []),
                                                          list(r.get("winners") or []), r.get("time", False)))
        else:
            view = getattr(demo.scene, "table", None)
            log = getattr(view, "log", None)
            line = str(log[-1]) if log else ""
            key = ("ticker", size, line)
            stale = demo.card is None or demo.card[0] != key
            # A move redraws the table's still picture and writes a new log line in the same
            # frame: the band's new line waits for the next frame (a few at most), so that the
            # two redraws do not add up to one slow frame.
            wait = stale and demo.card is not None and demo.card[0][:2] == key[:2] \
                and getattr(view, "still_redrawn", False) and demo.ticker_waited < TICKER_WAIT
            if wait:
                demo.ticker_waited += 1
            elif stale:
                demo.ticker_waited = 0
                demo.card = (key, demo_cards.ticker(size[0], theme.scale_for(size), title, line))
            band = demo.card[1].get_rect(bottomleft=(0, size[1]))
            screen.blit(demo.card[1], band)
            return band.top >= size[1] - getattr(demo.scene, "footer", 0)
        screen.blit(demo.card[1], (0, 0))
    except Exception as e:   # the show goes on without its cards rather than stop
        log_error(e, "demo card")
        demo.card = ("failed", None) if demo.card is None else demo.card
    return False


def _card_shown(app):
    """The demo's title or results card on screen over its table, or None (play, or not yet up)."""
    demo = app.demo
    if demo is None or app.top is not demo.scene or demo.card is None or demo.card[1] is None:
        return None
    key = demo.card[0]
    return key if key[0] == demo.phase and demo.phase in ("title", "results") else None


def freeze(app, screen: pygame.Surface) -> None:
    """Keep the frame just drawn while a demo card is up, for ``draw_frozen``."""
    key = _card_shown(app)
    if key is not None:
        app.demo.frozen = (key, screen.copy())


def draw_frozen(app, screen: pygame.Surface) -> bool:
    """While a demo card is up, the table under it (dimmed, waiting) is drawn once with the card
    over it and that picture shown from then on: a full-screen translucent card over a table
    drawn afresh cost 2-4 ms a frame at 1920x1080, the picture 0.5 ms. The time saved (up to 3 ms a
    frame in all) warms the table's art (``warm_art``), which would otherwise be made in the first
    frames of play."""
    key = _card_shown(app)
    frozen = app.demo.frozen if key is not None else None
    if frozen is None or frozen[0] != key or frozen[1].get_size() != screen.get_size():
        return False
    if not app.screen_kept_for(("frozen", id(frozen[1]))):    # else the screen shows it already
        screen.blit(frozen[1], (0, 0))
    view = getattr(app.demo.scene, "table", None)
    if app.demo.phase == "title" and (_load_bots(app.demo) or view is not None and warm_a_seat(app.demo, view)):
        return True
    warm = getattr(view, "warm_art", None)
    if warm is not None:
        warm(2.5)
    return True


def warm_a_seat(demo: _Demo, view) -> bool:
    """Under the title card, turn the spectator table once to the next seat not yet shown and draw
    it off screen, then back. The demo gives the screen to the seat deciding at every turn, and each
    seat's first turn laid the table out for it and drew its background and still picture afresh:
    one frame of 15-70 ms in the middle of play. True when a seat was drawn (the frame's time is
    spent); False once every seat has been."""
    if not view.reveal_all or not view.size or not view.idle:
        return False
    if demo.seats_to_warm is None:
        demo.seats_to_warm = [s for s in range(view.n) if s != view.viewer]
    if not demo.seats_to_warm:
        return False
    back = view.viewer
    view.set_viewer(demo.seats_to_warm.pop(0))
    view.draw(pygame.Surface(view.size))
    view.set_viewer(back)
    return True


def _load_bots(demo: _Demo) -> bool:
    """A game's first bot move loads its bots and their search (a few ms, up to 15 where Python
    compiles them afresh): under the title card instead, once. True in the frame it did so."""
    if demo.bots_ready:
        return False
    demo.bots_ready = True
    try:
        demo.session.spec.bots
    except Exception:
        pass            # the table meets the same failure at its first bot move and reports it
    return True


def report(app) -> dict:
    """What ``--demo --seconds N`` prints: the games shown (seconds on screen, of play, how each
    ended: "over", "time" or "stopped") and the frame times, in milliseconds, over the run."""
    times = sorted(app.frame_times or [])

    def pct(q: float):
        return round(times[min(len(times) - 1, int(len(times) * q))] * 1000, 2) if times else None
    return {"seconds": round(app.ran_for, 1), "size": list(app.window.get_size() if hasattr(app, "window")
                                                             else app.size),
            "fullscreen": app.fullscreen, "games_shown": len(app.demo_shown),
            "distinct_games": len({g["game"] for g in app.demo_shown}),
            "games": [dict(g, seconds=round(g["seconds"], 1), played=round(g["played"], 1))
                      for g in app.demo_shown],
            "frames": len(times), "frame_ms_p50": pct(0.50), "frame_ms_p99": pct(0.99),
            "frame_ms_max": pct(1.0)}


__all__ = ["BOT_NAMES", "DEMO_LIMIT", "DEMO_PACE", "DEMO_PAUSE", "DEMO_SEATS", "DEMO_SETTLE", "DEMO_TITLE",
           "draw_cards", "draw_frozen", "freeze", "games", "new_session", "report", "start", "update"]
