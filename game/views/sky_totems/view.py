"""Sky Totems at the table: the common board, the altars, and which gesture makes which command.

The view keeps a *shown* model (``shown.TotemsShown``, the kit's: fields, tray, bag, altars, totems,
hoards, round) apart from the rules' state. ``animate(events)`` queues one step per visible change (a group
of pedestals flying, a cloud sliding in, a totem rising, the round marker moving); when the queue
is empty the model is checked against ``state.view(seat)`` and put right if anything was missed.
Status, legal targets and secrets come from ``state.view(viewer)`` and ``state.legal_commands()``.

Zones come from ``assets/layouts/sky-totems-N.tmx`` (N altars, 2 for solo): the common board on the
left (``round``, ``fields``, ``bag``, ``totems``, ``tray``, ``missions``, ``buttons``) and per altar
``altar.P``, ``head.P``, ``cards.P``, ``grid.P`` (P: the panel in reading order, the first person
at this screen first). The still picture is drawn into one surface region by region, each region
redrawn only when what it shows changed; moving things are drawn over it every frame.

``SkyTotemsView`` here holds the shown model, the legal commands indexed by kind and the selection
(undo is the session's: the view asks ``session.can_undo()`` and calls ``session.undo()``; the
rule is in ``undo``), and says what happens: every command's events get their log lines from
``words.narration`` (bots' commands too), each said as the animation of its event starts; a refused
move's reason goes to ``rejected`` with the target it was aimed at. The rest is mixed in, one
concern a module: ``geometry`` (where things are), ``animation`` (events into steps), ``targets``
(what a click or Enter acts on), ``gestures`` (mouse and keys), ``dialogs`` (the choosers),
``words`` (status, the guide, narration), ``tooltips`` (what the thing under the pointer is),
``draw_board`` and ``draw_altars`` (the picture).

A spectator table (the demo, ``reveal_all``, see ``game.views.base``) hands the screen to each bot
as it decides: its hidden missions and starting-card choice are shown as a person's would be.
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.core import Command, Event
from rules.sky_totems.commands import EndTurn

from ...layout import Layout, load_layout
from ...widgets.effects import SlideBanner
from ...wording import second_person
from .art import default_art
from ..base import TableView
from .animation import EventAnimation
from .dialogs import TableDialogs
from .draw_altars import AltarDrawing
from .draw_board import BoardDrawing
from .effects import Flyer
from .geometry import TableGeometry
from .gestures import TableGestures
from ..kit.grid import GridFit
from .moves import TotemsMoves, totem_cells
from .shown import TotemsShown, shown_from
from .style import GOLD, NOTICE_SECONDS
from .targets import TableTargets
from .tooltips import TableTooltips
from .words import TableWords

__all__ = ["SkyTotemsView", "totem_cells"]


class SkyTotemsView(EventAnimation, TableGestures, TableTargets, TableDialogs, TableWords, TableTooltips, BoardDrawing,
                    AltarDrawing, TableGeometry, TableView):
    """Draws a Sky Totems session and turns gestures into commands (see the module docstring).

    ``host`` offers ``submit(command)`` (it applies the command, shows a rejection through
    ``rejected`` and returns None, or animates the events through ``animate`` and returns them) and
    optionally ``open_menu()``.
    """

    game_id = "sky-totems"
    reflows = True           # its geometry makes room for the interface size's larger text
    seat_word = "Altar"
    notice_seconds = NOTICE_SECONDS
    TURN_STEPS = ("_ev_turn", "_ev_round", "_ev_chosen")

    def __init__(self, host, session, interactive: bool = True):
        self._init_table(host, session, interactive)
        st = session.state
        self.n = st.players
        self.solo = st.mode == "solo"
        self.layout: Layout = load_layout(f"sky-totems-{max(2, self.n)}")
        # Altars sit in reading order starting with the first person at this screen.
        self.bottom = self.humans[0] if self.humans else 0
        self.viewer: int | None = self.bottom if self.humans else None
        self.art = default_art()
        self.flyers: list[Flyer] = []
        self.rising: dict[tuple[int, int], float] = {}      # (seat, totem index) -> 0..1
        self.arriving: set[tuple[int, int, int]] = set()     # (seat, x, y) clouds on their way
        self.marker = 1.0                                    # the round marker's square (float while moving)
        self.sel: tuple | None = None          # ("ped", pid) | ("cloud",) | ("totem", kind)
        self.vertical = False                  # a totem's orientation while placing it
        self.hover: tuple | None = None        # the target under the mouse
        self._keys: dict[str, tuple] = {}
        self.ver: dict = {}
        self.grids: list[GridFit] = []
        self.dialog_rects: list[tuple[tuple, pygame.Rect]] = []
        self._dialog_cache: tuple | None = None
        self.d = TotemsShown()
        self._region_private: dict[str, list] = {}   # still-picture region -> private faces in it
        self._aim = None                       # where the move being submitted was aimed (for a refusal)
        self._flash: tuple[str, float] | None = None   # a short message on the status line's second line
        self._turn_key: tuple | None = None
        self._lines: list[tuple[Event, list[str]]] = []   # narration waiting for its event's step
        self._moves: tuple | None = None
        self._snap_model()

    # ------------------------------------------------------------------ facts
    def _decides_here(self, actor: int) -> bool:
        seat = self.session.controller(actor)
        if seat is None or seat.is_bot:
            return False
        # with several people, not before the screen has been handed over to this person
        return self.auto_viewer or len(self.humans) <= 1 or self.session.controller(self.viewer) is seat

    def _bump(self, *keys) -> None:
        for k in keys:
            self.ver[k] = self.ver.get(k, 0) + 1

    def _bump_all(self) -> None:
        self._bump("fields", "bag", "tray", "round", "shown", *[("altar", s) for s in range(self.n)])

    # ------------------------------------------------------------------ shown state
    def _refresh_shown(self) -> None:
        st = self.state
        if self.auto_viewer and len(self.humans) > 1 and st.actor is not None:
            ctrl = self.session.controller(st.actor)
            if ctrl is not None and not ctrl.is_bot:
                self.viewer = st.actor
        self.shown = st.view(self.viewer)
        self.d.view = self.shown        # what is not a piece (phase, choice...) is the rules' latest word
        self.legal = list(st.legal_commands())
        self._bump("shown")
        v = self.shown
        key = (v.get("actor"), v.get("turn"), v.get("round"), v.get("stage"), v.get("phase"), v.get("over"))
        if key != self._turn_key:
            if self._turn_key is not None:
                self._turn_changed()
            self._turn_key = key

    @property
    def moves(self) -> TotemsMoves:
        """What each thing may do now, for the altar acting (made again when that changes)."""
        key = (id(self.legal), id(self.d), self.shown.get("actor"))
        if self._moves is None or self._moves[0] != key:
            self._moves = (key, TotemsMoves(self.d, self.legal, self.shown.get("actor"), self.state.check))
        return self._moves[1]

    def set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        self._refresh_shown()
        self._fix_selection()

    def _snap_model(self) -> None:
        """Show the state as it is at once (start, resize, undo, replay jumps)."""
        self._drop_animations()
        self.rising.clear()
        self.arriving.clear()
        self.drag = None
        self._refresh_shown()
        self.d = shown_from(self.shown, self.viewer)
        self.marker = float(self.d.round)
        self._bump_all()
        self._fit_grids(refit=not self.interactive)   # an undo holds the altar still; a replay's jump re-fits
        self._fix_selection()

    def _fix_selection(self) -> None:
        """Keep the selection meaningful: the cloud while clouds wait, else a tray pedestal."""
        v = self.shown
        if not v:
            return
        human = self.human_actor() if self.idle else (v.get("actor") if self.interactive else None)
        if v.get("clouds_to_place") or v.get("phase") == "start_cloud":
            self.sel = ("cloud",)
        elif self.d.tray():
            if not (self.sel and self.sel[0] == "ped" and self.sel[1] in self.d.tray()):
                self.sel = ("ped", self.d.tray()[0])
        elif self.sel and self.sel[0] == "totem" and self.sel[1] in self.moves.buildable():
            pass
        else:
            self.sel = None
        if human is None and not self.interactive:
            self.sel = None
        if self.focus is not None and self.focus not in self._focus_targets():
            self.focus = None

    # ------------------------------------------------------------------ running
    def _notice_changed(self) -> None:
        self._bump("status")

    def _focus_moved(self) -> None:
        self._bump("hover")

    # ------------------------------------------------------------------ narration
    def _say(self, text: str) -> None:
        """The animation steps' own sentences are left out: ``words.narration`` says everything
        that happens, once, from the events (see ``animate``)."""
        self._bump("status")

    def _ev_said(self, lines: list[str]) -> None:
        for line in lines:
            self.log.append(line)
        self._bump("status")

    def animate(self, events: list[Event]) -> None:
        """Queue the events' animation with their narration: each log line is said as the step of
        its event starts (the lines of events without a step go with the next step)."""
        events = list(events)
        cmd = self.session.commands[-1] if self.session.commands else None
        self._lines = list(zip(events, self.narration(cmd, events)))
        super().animate(events)
        rest = [line for _e, lines in self._lines for line in lines]
        self._lines = []
        if rest:
            if self.queue and self.queue[-1] == self._settle:
                self.queue.insert(len(self.queue) - 1, partial(self._ev_said, rest))
            else:
                self._ev_said(rest)

    def _queue_step(self, handler, arg) -> None:
        last = arg[-1] if isinstance(arg, list) else arg
        pending = self._lines
        at = next((k for k, (e, _lines) in enumerate(pending) if e is last), None)
        if at is not None:
            said = [line for _e, lines in pending[:at + 1] for line in lines]
            del pending[:at + 1]
            if said:
                self.queue.append(partial(self._ev_said, said))
        super()._queue_step(handler, arg)

    def _ev_final_totem(self, e: Event) -> None:
        """The Final Totem: who may build a last totem, and for whom none is possible, in a banner
        that holds the table long enough to read (the log says it too)."""
        words = self.final_totem_words(list(e.get("order") or []), self.state.view(None))
        self.effects.append(SlideBanner(self._altars_area(), "The Final Totem", words, GOLD,
                                        self.f["banner"], self.f["small"], 3.4))
        self.hold = max(self.hold, 2.8)
        self._refresh_shown()       # the status line says Final Totem while the banner holds the table

    # ------------------------------------------------------------------ commands
    def _submit(self, cmd: Command, at=None) -> bool:
        """Send ``cmd``; ``at`` (a Rect or a point) is where a refusal's reason is shown."""
        self._aim = at
        try:
            ok = self.host.submit(cmd) is not None
        finally:
            self._aim = None
        self._bump("shown")
        return ok

    def rejected(self, reason: str, at=None) -> None:
        """A refused move: its reason, in the board's words, at the target it was aimed at."""
        if at is None:
            at = self._aim
        super().rejected(second_person(reason), at)

    def _click_end(self) -> None:
        a = self.human_actor()
        if a is not None:
            self._submit(EndTurn(a))

    def _click_undo(self) -> None:
        if self.human_actor() is None and not self.idle:
            self.skip()
        if self.can_undo() and self.session.undo() is not None:
            self.notice = None
            a = self.shown.get("actor")
            self._snap_model()
            self.log.append(f"{self._who(a, 'takes', 'take')} back a step.")
            self.flash("Step undone.")
        else:
            self.rejected("Nothing to undo: a step is taken back only within the action, until something is "
                          "drawn, revealed or the turn ends.", self.buttons["undo"].rect if "undo" in self.buttons else None)

    def can_undo(self) -> bool:
        """Whether the Undo button is offered: the person at this screen may take a step back."""
        return self.interactive and self.human_actor() is not None and self.session.can_undo()
