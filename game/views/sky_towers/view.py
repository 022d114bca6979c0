"""Sky Towers at the table: where everything sits, how it moves, and which gesture makes which command.

As in the Sky 5 view, a *displayed* model (hands, Taroma's row, towers, completed stacks, deck and
piles, bonus holders) is kept apart from the rules' state. ``animate(events)`` queues one step per
visible change; each step changes the displayed model and starts tweens, and the next step starts
when those end. When the queue empties the model is checked against ``state.view(viewer)``.

Secrets: a card's face is learnt only from what the viewer may see (``face`` of public moves, a
``private_face`` whose ``seen_by`` holds the viewer, the viewer's own view). Hand cards are drawn
face up only in the viewer's own hand, so another seat's hand is never on screen face up; with
several people at one screen the table turns so the person holding it sits at the bottom.

Zones come from ``assets/layouts/sky-towers-{2,3,4,light,taroma}.tmx``: ``seat.P``, ``hand.P``,
``towers.P`` (split evenly among that seat's tower slots), ``done.P`` for the P-th seat clockwise
from the bottom, and ``status``, ``actions``, ``log``, ``buttons``, ``table``, ``deck``, ``bonus``
(Light adds ``discard`` and ``out``; Taroma adds ``caption``, and Taroma's row is ``hand.1``).

Gestures: drag a hand card (or several selected 4s) onto a tower to Play; click cards to select
and click a tower; drag one of your towers onto your hand to Return; click the deck to Draw. The
5's put-back and the 6's ask are choosers over the table. Every action has a key (see ``KEYS`` in
narration.py).

This module holds ``SkyTowersView`` itself: what it knows about the seats and the displayed model.
The rest is mixed in from its neighbours: ``geometry.py`` (where everything sits), ``animation.py``
(rules events turned into animation steps), ``narration.py`` (the status line, hints, Taroma's
captions and the log), ``pointer.py`` (hover, clicks, drag and drop), ``keyboard.py`` (keys and the
focus), ``actions.py`` (targets, buttons and the commands gestures submit), ``choosers.py`` (the 5's
and the 6's choosers), ``tooltips.py`` (what each thing is, for the tooltip) and ``draw.py`` (drawing it
all).

A spectator table (the demo, ``reveal_all``, see ``game.views.base``) hands the screen to each bot
as it decides: its hand is drawn face up at the bottom (``face_visible``), as a person's would be.
"""
from __future__ import annotations

from rules.core import Event

from ...layout import Layout, load_layout
from ...widgets import tween, ui
from .art import default_art
from ..base import TableView
from ..sprites import CardMotion, CardSprite
from .actions import TableActions
from .animation import EventAnimation
from .choosers import Choosers
from .draw import TableDrawing
from .geometry import TableGeometry
from .keyboard import KeyboardInput
from .narration import TableNarration
from .pointer import PointerInput
from .timing import NOTICE_SECONDS, T_FLIP
from .tooltips import TableTooltips


# The mixins come first so that their methods replace TableView's defaults.
class SkyTowersView(TableGeometry, EventAnimation, TableNarration, PointerInput, KeyboardInput, TableActions,
                    Choosers, TableDrawing, TableTooltips, CardMotion, TableView):
    """Draws a Sky Towers session and turns gestures into commands.

    ``host`` offers ``app`` and ``submit(command)`` (the table scene: the events, or None when refused) and optionally
    ``open_menu()``. ``interactive=False`` (replays, demos) ignores gestures except clicks that
    hurry animations along.
    """

    game_id = "sky-towers"
    reflows = True           # its geometry makes room for the interface size's larger text
    notice_seconds = NOTICE_SECONDS
    TURN_STEPS = ("_ev_turn",)
    T_FLIP = T_FLIP

    def __init__(self, host, session, interactive: bool = True):
        self._init_table(host, session, interactive, log_size=30)
        st = session.state
        self.mode = st.mode
        self.light = self.mode == "light"
        self.taroma = self.mode == "taroma"
        self.n = st.players
        name = "light" if self.light else ("taroma" if self.taroma else str(self.n))
        self.layout: Layout = load_layout(f"sky-towers-{name}")
        # With several people at one screen nobody's hand shows until the screen is handed over.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.bottom = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)
        self._ready = False
        self.art = default_art()
        self.ui_tweens = tween.Tweener()     # hover and selection lifts: never hold up the game
        self.sprites: dict[int, CardSprite] = {}
        self.flyers: list[CardSprite] = []
        self.faces: dict[int, int] = {}
        self.selected: list[int] = []
        self.hover: tuple | None = None
        self._targets_cache: tuple | None = None
        self.chooser_buttons: dict[str, ui.Button] = {}
        self.step_caption: tuple[str, str] | None = None  # Taroma: (step code, what it does now)
        self.step_seen: list[str] = []                  # every caption shown (tests, the legend)
        self.trail: list[str] = []                      # the steps of Taroma's current (or last) turn
        self.pick: list[int] = []           # the 5's chooser: cards in the order they go back
        self.ask_target: int | None = None  # the 6's chooser
        self.ask_value: int | None = None
        self.confirm_end = 0.0
        self.drawn_faces: dict[int, int] = {}   # card id -> value of every card drawn face up last frame
        self._static_faces: dict[int, int] = {}
        self._snap_model()
        self._ready = True
        if self.taroma and st.step == 0 and st.opening:
            # Taroma's opening turn was played during setup: show the table as it was dealt, then play it.
            opening = st.opening_events()
            self._rewind(opening)
            self._log("Taroma always takes the first turn.")
            self.animate(opening)

    # ------------------------------------------------------------------ facts
    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat < len(self.session.seats) and not self.session.seats[seat].is_bot \
            and not (self.taroma and seat == 1)

    def _decides_here(self, actor: int) -> bool:
        if not self.is_human(actor):
            return False
        # with several people, not before the screen has been handed over to this person
        return len(self.humans) <= 1 or actor == self.viewer

    def tower_total(self, owner: int, slot: int) -> int:
        return sum(self.faces.get(c, 0) for c in self.d_towers[owner][slot])

    def face_visible(self, cid: int, zone: str) -> bool:
        """Whether card ``cid`` lying in ``zone`` is drawn face up for the viewer."""
        if cid not in self.faces:
            return False
        if zone.startswith("tower."):
            return True
        if zone == "row.1":
            return cid in self.d_up
        if zone.startswith("hand."):
            seat = int(zone.split(".")[1])
            # a bot's hand only on a spectator table (``reveal_all``: the demo), where it holds the screen
            return self.viewer is not None and seat == self.viewer and (self.is_human(seat) or self.reveal_all)
        return False

    def zone_of(self, cid: int) -> str | None:
        for seat, hand in enumerate(self.d_hands):
            if cid in hand:
                return "row.1" if (self.taroma and seat == 1) else f"hand.{seat}"
        for owner, ts in enumerate(self.d_towers):
            for slot, t in enumerate(ts):
                if cid in t:
                    return f"tower.{owner}.{slot}"
        return None

    # ------------------------------------------------------------------ the displayed model
    def _refresh_shown(self) -> None:
        self._version += 1
        st = self.state
        if self._ready and self.auto_viewer and len(self.humans) > 1 and st.actor in self.humans \
                and st.actor != self.viewer:
            self._set_viewer(st.actor)
        self.shown = st.view(self.viewer)
        self.legal = list(st.legal_commands())
        self._targets_cache = None

    def set_viewer(self, seat: int | None) -> None:
        """Whose secrets the screen shows; the host calls this after handing the screen over."""
        self._set_viewer(seat)
        self._snap_model()

    def _set_viewer(self, seat: int | None) -> None:
        if seat == self.viewer:
            return
        self.viewer = seat
        self.selected.clear()
        self.pick.clear()
        self.focus = None
        if seat is not None and seat != self.bottom:
            self.bottom = seat       # the person holding the screen sits at the bottom
            if self.size:
                self._resize_geometry()
        self._version += 1

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
            s.face_up = self.face_visible(cid, zone)
            self.sprites[cid] = s
        self.drag = None
        self.selected = [c for c in self.selected if self.viewer is not None and c in self.d_hands[self.viewer]]
        if self.size:
            self._relayout(instant=True)

    def _resting_cards(self):
        for seat, hand in enumerate(self.d_hands):
            zone = "row.1" if (self.taroma and seat == 1) else f"hand.{seat}"
            for cid in hand:
                yield cid, zone
        for owner, ts in enumerate(self.d_towers):
            for slot, t in enumerate(ts):
                for cid in t:
                    yield cid, f"tower.{owner}.{slot}"

    def _model_from_view(self, v: dict) -> None:
        st = self.state
        faces = self.faces
        for group in (v["towers"], v["completed"]):
            for ts in group:
                for t in ts:
                    for c in t:
                        faces[c["id"]] = c["value"]
        for c in v.get("hand") or []:
            faces[c["id"]] = c["value"]
        for c in v.get("discard") or []:
            faces[c["id"]] = c["value"]
        self.d_deck = v["deck"]
        self.d_turn = v["turn"]
        # the actions left as the table shows them: they change as each action's step is shown
        self.d_actions = v.get("actions", 0)
        self.d_final = bool(v.get("final"))
        self._free_draw = False
        # Card ids never reveal faces (they are positions in the shuffled deck), so the other
        # hands' ids are taken from the state; their faces only ever come from the viewer's view.
        self.d_hands = [list(h) for h in st.hands]
        self.d_up: set[int] = set()
        if self.taroma:
            self.d_hands[1] = [c["id"] for c in v["row"]]
            for c in v["row"]:
                if c["face_up"]:
                    faces[c["id"]] = c["value"]
                    self.d_up.add(c["id"])
        if v.get("hand") is not None and self.viewer is not None:
            self.d_hands[self.viewer] = [c["id"] for c in v["hand"]]
        self.d_towers = [[[c["id"] for c in t] for t in ts] for ts in v["towers"]]
        self.d_completed = [[[c["id"] for c in t] for t in ts] for ts in v["completed"]]
        self.d_discard = v.get("discard_count", 0)
        self.d_out = v.get("out", 0)
        self.d_bonus = [b["holder"] for b in v["bonus"]]

    def _model_matches(self, v: dict) -> bool:
        if self.flyers or self.d_deck != v["deck"]:
            return False
        if self.d_towers != [[[c["id"] for c in t] for t in ts] for ts in v["towers"]]:
            return False
        if self.d_completed != [[[c["id"] for c in t] for t in ts] for ts in v["completed"]]:
            return False
        if [len(h) for h in self.d_hands] != list(v["hand_sizes"]):
            return False
        if v.get("hand") is not None and self.viewer is not None \
                and self.d_hands[self.viewer] != [c["id"] for c in v["hand"]]:
            return False
        if self.taroma:
            if self.d_hands[1] != [c["id"] for c in v["row"]]:
                return False
            if self.d_up != {c["id"] for c in v["row"] if c["face_up"]}:
                return False
        if self.light and (self.d_discard != v.get("discard_count", 0)):
            return False
        return self.d_bonus == [b["holder"] for b in v["bonus"]]

    def _rewind(self, events: list[Event]) -> None:
        """Undo ``events`` on the displayed model (Taroma's opening turn, before animating it)."""
        turns = [e["seat"] for e in events if e.kind == "turn"]
        if turns:
            self.d_turn = turns[0]
        for e in reversed(events):
            if e.kind == "move":
                cid, src, dst = e["card"], e["src"], e["dst"]
                self._model_remove(cid, dst, e)
                self._model_insert(cid, src, e)
            elif e.kind == "flip" and e.get("zone") == "row.1":
                if e["face_up"]:
                    self.d_up.discard(e["card"])
                else:
                    self.d_up.add(e["card"])
            elif e.kind == "bonus":
                src = e["src"]
                holder = None if src == "bonus" else int(src.split(".")[1])
                for i, b in enumerate(self.shown["bonus"]):
                    if b["id"] == e["bonus"]:
                        self.d_bonus[i] = holder
        for cid, zone in self._resting_cards():
            s = self.sprites.get(cid) or CardSprite(cid, (0, 0), 10)
            s.face_up = self.face_visible(cid, zone)
            self.sprites[cid] = s
        for cid in list(self.sprites):
            if self.zone_of(cid) is None:
                del self.sprites[cid]
        self._version += 1

    def _model_remove(self, cid: int, zone: str, e: Event | None = None) -> None:
        if zone == "deck":
            self.d_deck = max(0, self.d_deck - 1)
        elif zone == "discard":
            self.d_discard = max(0, self.d_discard - 1)
        elif zone in ("row.1",) or zone.startswith("hand."):
            seat = 1 if zone == "row.1" else int(zone.split(".")[1])
            if cid in self.d_hands[seat]:
                self.d_hands[seat].remove(cid)
            if zone == "row.1":
                self.d_up.discard(cid)
        elif zone.startswith("tower."):
            _, o, k = zone.split(".")
            t = self.d_towers[int(o)][int(k)]
            if cid in t:
                t.remove(cid)
        elif zone.startswith("completed."):
            o = int(zone.split(".")[1])
            for stack in self.d_completed[o]:
                if cid in stack:
                    stack.remove(cid)
            self.d_completed[o] = [s for s in self.d_completed[o] if s]

    def _model_insert(self, cid: int, zone: str, e: Event | None = None) -> None:
        if zone == "deck":
            self.d_deck += 1
        elif zone == "discard":
            self.d_discard += 1
        elif zone == "row.1" or zone.startswith("hand."):
            seat = 1 if zone == "row.1" else int(zone.split(".")[1])
            index = e.get("index") if (e is not None and zone == "row.1") else None
            if isinstance(index, int) and 0 <= index <= len(self.d_hands[seat]):
                self.d_hands[seat].insert(index, cid)
            else:
                self.d_hands[seat].append(cid)
        elif zone.startswith("tower."):
            _, o, k = zone.split(".")
            self.d_towers[int(o)][int(k)].append(cid)
        elif zone.startswith("completed."):
            o = int(zone.split(".")[1])
            stack = e.get("stack", len(self.d_completed[o])) if e is not None else len(self.d_completed[o])
            while len(self.d_completed[o]) <= stack:
                self.d_completed[o].append([])
            self.d_completed[o][stack].append(cid)

    def snap(self) -> None:
        """Public: show the state as it is now, without animation (replay jumps)."""
        self.step_caption = None
        self.trail = []
        super().snap()

    # ------------------------------------------------------------------ running
    def _tick(self, dt: float) -> None:
        if self.auto_viewer and len(self.humans) > 1 and self.idle and not self.drag:
            actor = self.state.actor
            if actor in self.humans and actor != self.viewer:
                self.set_viewer(actor)
        if self.confirm_end > 0:
            self.confirm_end = max(0.0, self.confirm_end - dt)
            if self.confirm_end == 0:
                self._version += 1

    def _update_tweens(self, dt: float, speed: float) -> None:
        self.tweens.update(dt, speed)
        self.ui_tweens.update(dt, max(speed, 1.0))

    def _finish_instant(self) -> None:
        self.ui_tweens.finish_all()
