"""Tower at the table: where everything sits, how it moves, and which gesture makes which command.

As at the other tables, a *displayed* model (your hand, every tower and King, the piles, how many
cards each other hand holds) is kept apart from the rules' state. ``animate(events)`` queues one
step per visible change; each step changes the displayed model and starts tweens, and the next step
starts when those end. When the queue empties the model is checked against ``state.view(viewer)``.

Secrets: a card's face (and its id, which tells the face) is learnt only from what the viewer may
see: cards on towers, Kings and the discard pile (public), and the viewer's own hand. Other hands
are drawn as a face-down fan with a count; only the viewer's hand is ever drawn face up, and every
such face is reported through ``_private_drawn``. With several people at one screen the table turns
so the person holding it sits at the bottom; before the first hand-over nobody's hand shows.

Zones come from ``assets/layouts/tower-N.tmx`` (N players): ``seat.P``, ``tower.P`` (the stones, bottom
first and growing upward, and the King beside the base), ``info.P`` (height and score) and ``hand.P``
for the P-th seat clockwise from the bottom, and ``status``, ``buttons``, ``table``, ``deck``,
``discard`` and ``banner``.

Gestures: drag a card from your hand onto a tower or the discard pile (legal towers light up, a
blocked one says why); a stone on your tower (but the bottom one) and a Jack on another tower then
ask for the construction or attack card: the ones that will do light up in your hand, click one.
Clicking a card picks it, then a click on a tower or the pile plays it. Every action has a key
(``KEYS`` in narration.py); Esc or the right button calls a choice off.

This module holds ``TowerView`` itself: its seats and the displayed model. The rest is mixed in from
its neighbours: ``geometry.py`` (where everything sits), ``animation.py`` (rules events turned into
animation steps), ``narration.py`` (the status line, the hint, the log's sentences), ``tooltips.py``
(what each thing is), ``pointer.py`` (hover, clicks, drag and drop), ``keyboard.py`` (keys and the
focus), ``actions.py`` (targets, reasons, choices and the commands gestures submit) and ``draw.py``
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


# The mixins come first so that their methods replace TableView's defaults.
class TowerView(TableGeometry, EventAnimation, TableNarration, TableTooltips, PointerInput, KeyboardInput,
                TableActions, TableDrawing, CardMotion, TableView):
    """Draws a Tower session and turns gestures into commands.

    ``host`` offers ``app`` and ``submit(command)`` (the events, or None when refused) and optionally
    ``open_menu()``. ``interactive=False`` (replays, demos) ignores gestures except clicks that hurry
    animations along.
    """

    game_id = "tower"
    reflows = True
    notice_seconds = NOTICE_SECONDS
    TURN_STEPS = ("_ev_turn",)
    T_FLIP = T_FLIP

    def __init__(self, host, session, interactive: bool = True):
        self._init_table(host, session, interactive, log_size=8)
        st = session.state
        self.n = st.players
        self.layout: Layout = load_layout(f"tower-{self.n}")
        # With several people at one screen nobody's hand shows until the screen is handed over.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.bottom = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)
        self._ready = False
        self.art = default_art()
        self.ui_tweens = tween.Tweener()     # hover and pick lifts: never hold up the game
        self.sprites: dict[int, CardSprite] = {}
        self.flyers: list[CardSprite] = []
        self.faces: dict[int, str] = {}      # card id -> code, for the cards the viewer may see
        self.selected: int | None = None     # the hand card picked (click or number key)
        self.pending: dict | None = None     # a stone or Jack laid, waiting for its paying card
        self.hover: tuple | None = None      # what is under the pointer: ("card", id), ("tower", seat)...
        self.fresh: set[int] = set()         # the viewer's cards drawn at the start of this turn
        self.drawn_last: dict[int, set[int]] = {}   # each seat's last draw (shown as "new" to its holder)
        self._options_cache: tuple | None = None
        self._aim = None
        self._ready = True
        self._snap_model()

    # ------------------------------------------------------------------ facts
    def hand_ids(self) -> list[int]:
        """The viewer's hand as the table shows it (empty when nobody's hand is shown)."""
        return self.d_hand if self.viewer is not None else []

    def code(self, cid: int | None) -> str | None:
        return self.faces.get(cid) if cid is not None else None

    def tower_value(self, seat: int) -> int:
        from .words import value
        return sum(value(self.faces[c]) or 0 for c in self.d_towers[seat] if c in self.faces)

    # ------------------------------------------------------------------ the displayed model
    def _refresh_shown(self) -> None:
        self._version += 1
        st = self.state
        self.shown = st.view(self.viewer)
        self.legal = list(st.legal_commands())
        self._options_cache = None

    def set_viewer(self, seat: int | None) -> None:
        """Whose hand the screen shows; the host calls this after handing the screen over."""
        if seat != self.viewer:
            self.viewer = seat
            self.selected = None
            self.pending = None
            self.focus = None
            self.hover = None
            # the person taking the screen sees which cards their turn's draw brought
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
        self._model_from_view(self.shown)
        old = self.sprites
        self.sprites = {}
        for cid, zone in self._resting_cards():
            s = old.get(cid) or CardSprite(cid, (0, 0), 10)
            s.squash, s.lifted, s.dragging = 1.0, False, False
            s.move_tween = s.flip_tween = None
            s.target = None
            s.face_up = True
            self.sprites[cid] = s
        self.drag = None
        if self.selected not in self.hand_ids():
            self.selected = None
        self.pending = None
        if self.size:
            self._relayout(instant=True)

    def _resting_cards(self):
        for cid in self.hand_ids():
            yield cid, "hand"
        for seat, tower in enumerate(self.d_towers):
            for cid in tower:
                yield cid, f"tower.{seat}"
        for seat, king in enumerate(self.d_kings):
            if king is not None:
                yield king, f"king.{seat}"

    def _model_from_view(self, v: dict) -> None:
        faces = self.faces
        for tower in v["towers"]:
            for c in tower:
                faces[c["id"]] = c["code"]
        for k in v["kings"]:
            if k is not None:
                faces[k["id"]] = k["code"]
        for c in v["discard"]:
            faces[c["id"]] = c["code"]
        for c in v.get("hand") or []:
            faces[c["id"]] = c["code"]
        self.d_deck = v["deck"]
        self.d_discard = [c["id"] for c in v["discard"]]
        self.d_towers = [[c["id"] for c in t] for t in v["towers"]]
        self.d_kings = [None if k is None else k["id"] for k in v["kings"]]
        self.d_counts = list(v["hand_sizes"])
        self.d_hand = [c["id"] for c in v.get("hand") or []] if self.viewer is not None else []
        self.d_turn = v["turn"]
        self.fresh &= set(self.d_hand)

    def _model_matches(self, v: dict) -> bool:
        return (not self.flyers and self.d_deck == v["deck"]
                and self.d_discard == [c["id"] for c in v["discard"]]
                and self.d_towers == [[c["id"] for c in t] for t in v["towers"]]
                and self.d_kings == [None if k is None else k["id"] for k in v["kings"]]
                and self.d_counts == list(v["hand_sizes"])
                and (self.viewer is None or self.d_hand == [c["id"] for c in v.get("hand") or []]))

    # ------------------------------------------------------------------ running
    def _tick(self, dt: float) -> None:
        if self.auto_viewer and len(self.humans) > 1 and self.idle and not self.drag:
            actor = self.state.actor
            if actor in self.humans and actor != self.viewer:
                self.set_viewer(actor)

    def _update_tweens(self, dt: float, speed: float) -> None:
        self.tweens.update(dt, speed)
        self.ui_tweens.update(dt, max(speed, 1.0))

    def _finish_instant(self) -> None:
        self.ui_tweens.finish_all()
