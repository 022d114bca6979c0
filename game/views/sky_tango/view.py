"""Sky Tango at the table: where everything sits, how it moves, and which gesture makes which command.

As at the other tables, a *displayed* model (your hand, every player's sun and moon rows, the heaps of
cleared cards, the piles, how many cards each other hand holds) is kept apart from the rules' state.
``animate(events)`` queues one step per visible change; each step changes the displayed model and
starts tweens, and the next step starts when those end. When the queue empties the model is checked
against ``state.view(viewer)``.

Secrets: a card's face is learnt only from what the viewer may see: the rows and heaps (public) and
the viewer's own hand. Other hands are a face-down fan with a count, the draw stack and the discard
pile are face down; only the viewer's hand is ever drawn face up, and every such face is reported
through ``_private_drawn``. With several people at one screen the table turns so the person holding
it sits at the bottom; before the first hand-over nobody's hand shows.

Zones come from ``assets/layouts/sky-tango-N.tmx`` (N players): ``seat.P``, ``sun.P``, ``moon.P``
(the rows), ``heap.P`` (the cleared cards) and ``hand.P`` for the P-th seat clockwise from the bottom,
and ``status``, ``buttons``, ``table``, ``deck``, ``discard`` and ``banner``.

Gestures: drag a hand card to a row's end, onto an eclipse it may cover, or (an eclipse) onto a visible
card of its kind; legal places light up while dragging, a blocked row says why. An empty row of yours
reads "Start a sun row" and takes the first card. Runs of five or more glow in their owner's rows:
click the ones to clear, then Clear. Self-destruct asks first and says what is lost; Stop (the end
phase) stops. Clicking a card picks it, then a click on a lit place plays it. Every action has a key
(``KEYS`` in narration.py); Esc or the right button calls a choice off.

This module holds ``TangoView`` itself: its seats and the displayed model. The rest is mixed in from
its neighbours: ``geometry.py`` (where everything sits), ``animation.py`` (rules events turned into
animation steps), ``narration.py`` (the status line, the hint, the log's sentences), ``tooltips.py``
(what each thing is), ``pointer.py`` (hover, clicks, drag and drop), ``keyboard.py`` (keys and the
focus), ``actions.py`` (targets, reasons, runs and the commands gestures submit) and ``draw.py``
(drawing it all). ``words.py`` names the cards and their rules; ``art.py`` draws them.

A spectator table (the demo, ``reveal_all``, see ``game.views.base``) hands the screen to each bot
as it decides: its hand turns face up at the bottom, as a person's would.
"""
from __future__ import annotations

from ...layout import Layout, load_layout
from ...widgets import tween
from ..base import TableView
from ..sprites import CardMotion, CardSprite
from .actions import TableActions
from .animation import EventAnimation
from .art import default_art
from .draw import TableDrawing
from .geometry import TableGeometry
from .keyboard import KeyboardInput
from .narration import TableNarration
from .pointer import PointerInput
from .timing import NOTICE_SECONDS, T_FLIP
from .tooltips import TableTooltips

KINDS = ("sun", "moon")


# The mixins come first so that their methods replace TableView's defaults.
class TangoView(TableGeometry, EventAnimation, TableNarration, TableTooltips, PointerInput, KeyboardInput,
                TableActions, TableDrawing, CardMotion, TableView):
    """Draws a Sky Tango session and turns gestures into commands.

    ``host`` offers ``app`` and ``submit(command)`` (the events, or None when refused) and optionally
    ``open_menu()``. ``interactive=False`` (replays, demos) ignores gestures except clicks that hurry
    animations along.
    """

    game_id = "sky-tango"
    reflows = True           # its geometry makes room for the interface size's larger text
    notice_seconds = NOTICE_SECONDS
    TURN_STEPS = ("_ev_turn",)
    T_FLIP = T_FLIP

    def __init__(self, host, session, interactive: bool = True):
        self._init_table(host, session, interactive, log_size=8)
        st = session.state
        self.n = st.players
        self.layout: Layout = load_layout(f"sky-tango-{self.n}")
        # With several people at one screen nobody's hand shows until the screen is handed over.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.bottom = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)
        self.art = default_art()
        self.ui_tweens = tween.Tweener()     # hover and pick lifts: never hold up the game
        self.sprites: dict[int, CardSprite] = {}
        self.flyers: list[CardSprite] = []
        self.faces: dict[int, str] = {}      # card id -> code, for the cards the viewer may see
        self.selected: int | None = None     # the hand card picked (click or number key)
        self.runs_picked: set[tuple] = set()  # runs picked for clearing: (seat, kind, first stack)
        self.confirm: str | None = None      # "destroy" while the self-destruct question is up
        self.hover: tuple | None = None      # what is under the pointer: ("card", id), ("lay", ...)...
        self.fresh: set[int] = set()         # the viewer's cards drawn at the start of this turn
        self.drawn_last: dict[int, set[int]] = {}
        self.animal_banner = False           # "play another card" (an animal obliges it)
        self.animal_rect: pygame.Rect | None = None   # where that banner was drawn (the "new" tags keep clear)
        self._options_cache: tuple | None = None
        self._runs_cache: tuple | None = None
        self._aim = None
        self._snap_model()

    # ------------------------------------------------------------------ facts
    def hand_ids(self) -> list[int]:
        """The viewer's hand as the table shows it (empty when nobody's hand is shown)."""
        return self.d_hand if self.viewer is not None else []

    def code(self, cid: int | None) -> str | None:
        return self.faces.get(cid) if cid is not None else None

    def row(self, seat: int, kind: str) -> list[list[int]]:
        return self.d_rows[seat][kind]

    def visible(self, seat: int, kind: str) -> list[int | None]:
        """The row's stacks as the rules' ``rows`` helpers read them: each top's number, None for an
        eclipse on top."""
        out = []
        for stack in self.row(seat, kind):
            code = self.faces.get(stack[-1]) if stack else None
            out.append(None if code is None or code[1:] == "E" else int(code[1:]))
        return out

    def partners(self) -> bool:
        return bool(self.shown.get("partners"))

    def partner_of(self, seat: int) -> int | None:
        for team in self.shown.get("teams") or []:
            if seat in team and len(team) > 1:
                return next(s for s in team if s != seat)
        return None

    def team_of(self, seat: int) -> int | None:
        """The index of ``seat``'s team (with partners), else None."""
        if not self.partners():
            return None
        for k, team in enumerate(self.shown.get("teams") or []):
            if seat in team:
                return k
        return None

    # ------------------------------------------------------------------ the displayed model
    def _refresh_shown(self) -> None:
        self._version += 1
        st = self.state
        self.shown = st.view(self.viewer)
        self.legal = list(st.legal_commands())
        self._options_cache = None
        self._runs_cache = None

    def set_viewer(self, seat: int | None) -> None:
        """Whose hand the screen shows; the host calls this after handing the screen over."""
        if seat != self.viewer:
            self.viewer = seat
            self.selected = None
            self.runs_picked = set()
            self.confirm = None
            self.focus = None
            self.hover = None
            self.fresh = set(self.drawn_last.get(seat, ())) if seat is not None else set()
            if seat is not None and seat != self.bottom:
                self.bottom = seat       # the person holding the screen sits at the bottom
                if self.size:
                    self._resize_geometry()
        self._snap_model()

    def _snap_model(self) -> None:
        """Make the displayed model equal the state at once (start, hand-over, replay jumps)."""
        self._drop_animations()
        self._refresh_shown()
        self.faces = {}                  # learnt again from what this viewer may see
        self._model_from_view(self.shown)
        old = self.sprites
        self.sprites = {}
        for cid in self._resting_cards():
            s = old.get(cid) or CardSprite(cid, (0, 0), 10)
            s.squash, s.lifted, s.dragging = 1.0, False, False
            s.move_tween = s.flip_tween = None
            s.target = None
            s.face_up = True
            self.sprites[cid] = s
        self.drag = None
        if self.selected not in self.hand_ids():
            self.selected = None
        self.runs_picked = set()
        self.confirm = None
        self.animal_banner = bool(self.shown.get("must_play")) and not self.shown.get("over")
        if self.size:
            self._relayout(instant=True)

    def _resting_cards(self):
        yield from self.hand_ids()
        for rows in self.d_rows:
            for kind in KINDS:
                for stack in rows[kind]:
                    yield from stack

    def _model_from_view(self, v: dict) -> None:
        faces = self.faces
        for rows in v["rows"]:
            for kind in KINDS:
                for stack in rows.get(kind) or []:
                    for c in stack:
                        faces[c["id"]] = c["code"]
        for heap in v["heaps"]:
            for c in heap:
                faces[c["id"]] = c["code"]
        for c in v.get("hand") or []:
            faces[c["id"]] = c["code"]
        self.d_deck = v["deck"]
        self.d_discard = v["discard"]
        self.d_rows = [{kind: [[c["id"] for c in stack] for stack in rows.get(kind) or []] for kind in KINDS}
                       for rows in v["rows"]]
        self.d_heaps = [[c["id"] for c in heap] for heap in v["heaps"]]
        self.d_counts = list(v["hand_sizes"])
        self.d_hand = [c["id"] for c in v.get("hand") or []] if self.viewer is not None else []
        self.d_turn = v["turn"]
        self.fresh &= set(self.d_hand)

    def _model_matches(self, v: dict) -> bool:
        rows = [{kind: [[c["id"] for c in stack] for stack in r.get(kind) or []] for kind in KINDS}
                for r in v["rows"]]
        return (not self.flyers and self.d_deck == v["deck"] and self.d_discard == v["discard"]
                and self.d_rows == rows
                and self.d_heaps == [[c["id"] for c in heap] for heap in v["heaps"]]
                and self.d_counts == list(v["hand_sizes"])
                and (self.viewer is None or self.d_hand == [c["id"] for c in v.get("hand") or []]))

    # ------------------------------------------------------------------ running
    def _tick(self, dt: float) -> None:
        self.warm_art(1.0)
        if self.auto_viewer and len(self.humans) > 1 and self.idle and not self.drag:
            actor = self.state.actor
            if actor in self.humans and actor != self.viewer:
                self.set_viewer(actor)

    def _update_tweens(self, dt: float, speed: float) -> None:
        self.tweens.update(dt, speed)
        self.ui_tweens.update(dt, max(speed, 1.0))

    def _finish_instant(self) -> None:
        self.ui_tweens.finish_all()
