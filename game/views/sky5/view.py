"""Sky 5 at the table: where everything sits, how it moves, and which gesture makes which command.

The view keeps a *displayed* model (what the screen shows: rows, pending card, deck count, bank
counts, discard, die) apart from the rules' state. ``animate(events)`` turns the rules' events into
queued steps; each step changes the displayed model and starts tweens, and the next step starts when
those end, so the screen catches up with the state one visible change at a time. Card sprites are
keyed by the rules' stable card ids. When the queue empties, the displayed model is checked against
the state (and put right if anything was missed), and the status, markers and legal targets are
refreshed from ``state.view(seat)``.

Seats are placed clockwise from the bottom of the screen: the first human seat sits at the bottom.
Zones come from ``assets/layouts/sky5-N.tmx`` (N players): ``seat.P``, ``row.P``, ``bank.P`` for the
P-th position clockwise from the bottom, and ``deck``, ``discard``, ``pending``, ``die``, ``table``,
``status`` and ``buttons``.

This module holds ``Sky5View`` itself: its seats and the displayed model. The rest is mixed in from
its neighbours: ``geometry.py`` (where everything sits), ``animation.py`` (rules events turned into
animation steps), ``narration.py`` (the status line and the hint), ``tooltips.py`` (what each thing
is, in full), ``pointer.py`` (hover, clicks, drag and drop), ``keyboard.py`` (keys and the focus),
``actions.py`` (legal targets, the commands gestures submit, and where a refusal is shown),
``draw.py`` and ``draw_seats.py`` (drawing it all). ``cards.py`` holds the card sprite and
``describe``; ``timing.py`` how long everything takes.

A spectator table (the demo, ``reveal_all``, see ``game.views.base``) shows every bank's total.
"""
from __future__ import annotations

import pygame

from ...layout import Layout, load_layout
from .art import default_art
from .die import DieSprite
from ..base import TableView
from ..sprites import CardMotion
from .actions import TableActions
from .animation import EventAnimation
from .cards import CardSprite
from .draw import TableDrawing
from .draw_seats import SeatDrawing
from .geometry import TableGeometry
from .keyboard import KeyboardInput
from .narration import TableNarration
from .pointer import PointerInput
from .tooltips import TableTooltips
from .timing import NOTICE_SECONDS, T_FLIP


# The mixins come first so that their methods replace TableView's defaults.
class Sky5View(TableGeometry, EventAnimation, TableNarration, TableTooltips, PointerInput, KeyboardInput,
               TableActions, TableDrawing, SeatDrawing, CardMotion, TableView):
    """Draws a Sky 5 session and turns gestures into commands.

    ``host`` offers ``app`` and ``submit(command)`` (the events, or None when refused) (the table scene: it applies the command,
    shows a rejection and calls ``animate`` with the events) and optionally ``open_menu()``.
    ``interactive=False`` (replays, demos) ignores gestures except clicks that hurry animations.
    """

    game_id = "sky-5"
    reflows = True           # its geometry makes room for the interface size's larger text
    notice_seconds = NOTICE_SECONDS
    TURN_STEPS = ("_ev_turn", "_ev_take_turn")
    T_FLIP = T_FLIP

    def __init__(self, host, session, interactive: bool = True):
        self._init_table(host, session, interactive)
        self.n = session.state.players
        self.layout: Layout = load_layout(f"sky5-{self.n}")
        humans = self.humans
        self.bottom = humans[0] if humans else 0
        # With several people at one screen the bank total shown follows the human who decides,
        # unless the host hands the screen over itself (``set_viewer``: ``auto_viewer`` False).
        self.viewer: int | None = humans[0] if humans else None
        self.art = default_art()
        self.die = DieSprite(session.state.die)
        self.die_offset = pygame.Vector2(0, 0)
        self.sprites: dict[int, CardSprite] = {}
        self.flyers: list[CardSprite] = []
        self.faces: dict[int, dict] = {}
        self.hover_seat: int | None = None
        self._rolls = 0
        self._aim = None            # where a refusal of the command being sent is shown (actions.py)
        self._snapping = False
        self._snap_model()

    # ------------------------------------------------------------------ the displayed model
    def _refresh_shown(self) -> None:
        self._version += 1
        st = self.state
        if self.auto_viewer and len(self.humans) > 1 and st.actor in self.humans:
            self.viewer = st.actor
        self.shown = st.view(self.viewer)
        self.legal = list(st.legal_commands())

    def set_viewer(self, seat: int | None) -> None:
        """Whose secrets (the bank total) the screen shows; the host calls this after a hand-over."""
        self.viewer = seat
        self._refresh_shown()

    def _snap_model(self) -> None:
        """Make the displayed model equal the state at once (start, resize, replay jumps)."""
        self._snapping = True
        try:
            self._drop_animations()
        finally:
            self._snapping = False
        self._refresh_shown()
        v = self.shown
        self._model_from_view(v)
        old = self.sprites
        self.sprites = {}
        for cid in [c for r in self.d_rows for c in r] + ([self.d_pending] if self.d_pending is not None else []):
            s = old.get(cid)
            if s is None:
                s = CardSprite(cid, self.faces.get(cid), (0, 0), 10)
            s.face = self.faces.get(cid)
            s.face_up, s.squash, s.lifted, s.dragging = True, 1.0, False, False
            s.move_tween = s.flip_tween = None
            s.target = None
            self.sprites[cid] = s
        self.drag = None
        self.die = DieSprite(v["die"])
        if self.size:
            self._relayout(instant=True)

    def _model_from_view(self, v: dict) -> None:
        for row in v["rows"]:
            for c in row:
                self.faces[c["id"]] = {"colour": c["colour"], "number": c["number"]}
        for c in v["discard"] + v.get("my_bank", []) + ([v["pending"]] if v["pending"] else []):
            self.faces[c["id"]] = {"colour": c["colour"], "number": c["number"]}
        for b in v.get("banks") or []:
            for c in b:
                self.faces[c["id"]] = {"colour": c["colour"], "number": c["number"]}
        self.d_deck = v["deck"]
        self.d_rows = [[c["id"] for c in row] for row in v["rows"]]
        self.d_pending = v["pending"]["id"] if v["pending"] else None
        self.d_banks = [list(b) for b in v["bank_ids"]]
        self.d_discard = [c["id"] for c in v["discard"]]
        self.d_buster = v["buster"]
        self.d_die = v["die"]

    def _model_matches(self, v: dict) -> bool:
        return (self.d_deck == v["deck"] and self.d_rows == [[c["id"] for c in r] for r in v["rows"]]
                and self.d_pending == (v["pending"]["id"] if v["pending"] else None)
                and self.d_banks == [list(b) for b in v["bank_ids"]]
                and self.d_discard == [c["id"] for c in v["discard"]] and not self.flyers)
