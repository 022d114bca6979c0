"""``CardTable``: the class every card game's table is built on (see ``game/tables/kit/__init__``).

A game's table subclasses it and declares:

- ``LAYOUT`` (the layout's name, ``{n}`` standing for the number of seats) and ``FONT_BASE`` (each
  text role's size in a 1280x720 window); ``ART`` (a function making the game's card art);
- ``shown_from(view, viewer)``: the shown model (``kit.shown``) from the rules' per-seat view;
- ``MOVES``: its ``kit.moves.Moves`` class, "what can this card do, and where";
- ``_declare_zones()``: its zones (``kit.zones``), by their event names, from the fitted layout;
- ``_make_buttons()``, ``_still_parts()`` additions, how its seat headers differ (``drawing.py``: chips,
  words at the right, where the disc sits) and the words (``SAY``: event kind -> sentence;
  ``_status_words``, ``guide_text``, ``_over_words``, tooltips);
- the timings ``T_MOVE``, ``T_FLY``, ``T_STAGGER``, ``T_FLIP``, ``HOLD_BANNER``, ``HOLD_OVER``.

The kit keeps the shown model (``model``: from the rules' view when the table settles, moved one
``move`` event at a time while it animates) and sends commands (``play``, ``choose``, ``send``); the
mouse and the keys (``pointer.py``, ``keys.py``), the drawing and the words are its other parts.

The public test surface: ``cards_in(zone)``, ``count_in(zone)``, ``zone_rect(zone)``,
``target_rect(target)``, ``card_rect(card)``, ``targets_of(card)``, ``why_not(card, target)``,
``status_text()``, ``guide_text()``, ``narrate(event)``, ``redraw()``, ``still_picture()``,
``draw_still_afresh()``, ``selected``, ``choice``, ``focus``, ``notice``, ``log``.
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.core import Command, Event, seen_face

from ... import theme
from ...layout import load_layout
from ...widgets.art import CARD_RATIO
from ..base import BaseTable
from ..sprites import CardMotion, CardSprite
from .drawing import CardDrawing
from .fitting import words_fit, wrap
from .keys import CardKeys
from .moves import Choice, Moves, Option
from .pointer import CardPointer
from .shown import Shown
from .words import CardWords
from .zones import Fan, Hand, Zone


# The kit's parts come first so that their methods replace BaseTable's defaults.
class CardTable(CardPointer, CardKeys, CardDrawing, CardWords, CardMotion, BaseTable):
    """The shared engine of a card game's table (see the module docstring)."""

    LAYOUT = ""
    FONT_BASE: dict[str, int] = {}
    MOVES: type[Moves] = Moves
    ART = None
    RESTING: tuple[str, ...] = ("hand",)   # the kinds of zone (``hand`` of ``hand.2``) whose cards rest as sprites
    T_MOVE, T_FLY, T_STAGGER, T_FLIP = 0.4, 0.48, 0.09, 0.24
    HOLD_BANNER, HOLD_OVER = 1.4, 1.6
    TURN_STEPS = ("_ev_turn",)            # handlers of queued steps that move the turn on themselves
    SPRITE = CardSprite                   # the sprite of a card resting or moving (a game's pieces draw otherwise)
    MOVED = "card"                        # the field of a ``move`` event naming what moves (Sky Totems: ``item``)
    TURNS_TO_VIEWER = True        # the table turns to put the person holding the screen at the bottom

    def __init__(self, host, session, interactive: bool = True):
        self._init_table(host, session, interactive, log_size=8)
        self.n = session.state.players
        self.layout = load_layout(self.LAYOUT.format(n=self.n))
        # With several people at one screen nobody's hand shows until the screen is handed over.
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.bottom = self.viewer if self.viewer is not None else (self.humans[0] if self.humans else 0)
        self.art = self.ART()
        self.sprites: dict[int, CardSprite] = {}    # the cards resting in zones, and those moving to them
        self.flyers: list[CardSprite] = []          # the cards flying into a zone that draws its own
        self.zones: dict = {}
        self.model = Shown()
        self.selected: int | None = None     # the hand card picked (click or number key)
        self.choice: Choice | None = None    # a second step open: a paying card, a question
        self.picks: set = set()              # a game's own picks: Sky Tango's runs to clear
        self.hover: tuple | None = None      # what is under the pointer: ("card", id), a target...
        self.fresh: set[int] = set()         # the viewer's cards drawn at the start of this turn
        self.drawn_last: dict[int, set[int]] = {}   # each seat's last draw (shown as "new" to its holder)
        self.turn: int | None = None         # whose turn the table shows
        self.kept: dict = {}                 # pictures made for this size (fans, a chooser's veil)
        self._secret: set[int] = set()       # the cards whose face only the viewer may see
        self._moves: tuple | None = None
        self._aim = None
        self._snap_model()

    # ------------------------------------------------------------------ for a game to declare
    @staticmethod
    def shown_from(view: dict, viewer: int | None) -> Shown:
        raise NotImplementedError

    def _declare_zones(self) -> list:
        """The zones (``kit.zones``) for the layout as fitted now, in drawing order."""
        raise NotImplementedError

    def _make_buttons(self) -> None:
        """The buttons and where they sit (``_set_buttons`` and ``_place_buttons``)."""
        self._set_buttons({})
        self._place_buttons([["menu"]])

    def _choice_slot(self, choice: Choice) -> tuple[pygame.Vector2, float]:
        """Where the card of an open choice waits (by default where it lies in the hand)."""
        hand = self.hand_ids()
        i = hand.index(choice.card) if choice.card in hand else 0
        return self.zones[f"hand.{self.viewer}"].slot(i, len(hand), 1)

    def _fit_zones(self) -> None:
        """The layout's zones for this window and interface size: at 100 % the layout's own; above,
        the status band grows to hold the turn line and the news line at their grown sizes (at most
        ``STATUS_GROWS`` of the height), and each seat's header to hold its badge, name and chips,
        what lies under it (``_under_header``) giving up that room, squeezed evenly. Without a
        ``HEADER_ABOVE`` the layout's own zones stand at every size (Sky 5 makes its room itself)."""
        L = self.layout
        if getattr(self, "_zones_grown", False):      # an earlier interface size grew them: afresh from the map
            L.size = None
            L.fit(self.size, theme.interface)
            self._zones_grown = False
        if not self.HEADER_ABOVE or theme.interface <= 1.0:
            return
        self._zones_grown = True
        self._grow_status_band(self.STATUS_GROWS)
        rects = L.rects
        for p in range(self.n):
            first = rects[f"{self.HEADER_ABOVE}.{p}"]
            grow = self._head_need(p) - (first.top - rects[f"seat.{p}"].top)
            if grow > 0:
                # the zones under it start lower and end where they ended, giving up at most a quarter
                names = self._under_header(p)
                low = max(rects[name].bottom for name in names)
                grow = min(grow, (low - first.top) // 4)
                self._squeeze(names, first.top, low, grow, rects)
                self._header_grew(p, grow)

    STATUS_GROWS = 0.1
    HEADER_ABOVE = ""             # the kind of zone a seat's header ends at (``tower`` of ``tower.P``)

    def _under_header(self, p: int) -> list[str]:
        """The zones of seat position ``p`` that give way to its grown header."""
        return []

    def _header_grew(self, p: int, grow: int) -> None:
        """Seat position ``p``'s header grew by ``grow`` (a game may widen a zone of its own)."""

    def _head_need(self, p: int) -> int:
        """How tall seat position ``p``'s header must be for its grown badge, name and chips, and the
        words at its right (``_head_counts``: at the count's size); with ``_chips_below``, its row of
        disc and name over its row of chips."""
        px = self.layout.px
        if self._chips_below(p):
            return self._name_row_h() + self._chip_row_h() + px(6)
        chip = self._chip_row_h()
        badge = max(2 * max(8, px(15)), theme.font(self.f["badge"], True).get_height() + px(4))
        count = theme.font(self.f["count"], True).get_height() if self._head_counts(p) else 0
        return max(theme.font(self.f["name"], True).get_height(), chip, badge, count) + max(4, px(10))

    def _head_counts(self, p: int) -> bool:
        return True

    def _plan_warm_faces(self) -> None:
        """Faces to make ahead of need (``_to_warm.plan``)."""

    # ------------------------------------------------------------------ the public test surface
    def cards_in(self, zone: str) -> list[int]:
        """The cards the table shows in ``zone`` (a row's stacks one after the other)."""
        return list(self.model.ids(zone))

    def count_in(self, zone: str) -> int:
        return self.model.count(zone)

    def zone_rect(self, zone: str) -> pygame.Rect:
        z = self.zones.get(zone)
        return pygame.Rect(z.rect) if z is not None else self.layout[zone]

    def target_rect(self, target: tuple) -> pygame.Rect:
        """Where ``target`` is lit, and where a refusal about it is shown."""
        z = self.zones.get(self._target_zone(target))
        return pygame.Rect(z.target_rect(self, target)) if z is not None else self.layout["table"]

    def card_rect(self, card: int) -> pygame.Rect | None:
        s = self.sprites.get(card)
        return s.rect() if s is not None else None

    def targets_of(self, card: int | None) -> dict[tuple, Option]:
        return self.moves.options(card)

    def why_not(self, card: int, target: tuple) -> str:
        return self.moves.why_not(card, target)

    def redraw(self) -> None:
        """The next frame draws the whole still picture afresh (tests compare it with the kept one)."""
        self._static_key = None

    def still_picture(self) -> tuple[pygame.Surface | None, list]:
        """The still picture as kept, and the secret faces in it."""
        return self._static, list(self._static_private)

    def draw_still_afresh(self) -> None:
        """Draw the whole still picture again now, from the background, its words measured and
        fitted afresh too (``_fitted`` keeps them): a kept fit whose key missed something it
        depends on shows in the tests that compare this picture with the kept one."""
        self._text_fit.clear()
        self._still_whole = True
        self._render_static()

    # ------------------------------------------------------------------ facts
    def hand_ids(self) -> list[int]:
        """The viewer's hand as the table shows it (empty when nobody's hand is shown)."""
        return self.model.ids(f"hand.{self.viewer}") if self.viewer is not None else []

    def code(self, card: int | None):
        return self.model.face(card)

    @property
    def moves(self) -> Moves:
        """What the cards of ``_moves_seat`` may do now (made again when that changes)."""
        actor, more = self._moves_seat(), self._moves_more()
        key = (id(self.legal), id(self.model), actor, more)
        if self._moves is None or self._moves[0] != key:
            self._moves = (key, self.MOVES(self.model, self.legal, actor, self.state.check, *more))
        return self._moves[1]

    def _moves_more(self) -> tuple:
        """What else ``MOVES`` is made with (Sky Towers: the 4s picked to be played together)."""
        return ()

    def _moves_seat(self) -> int | None:
        """The seat ``moves`` is for: the person deciding here (a game may show another's)."""
        return self.human_actor()

    def lift_of(self, card: int) -> int:
        """How a hand card rises: 1 picked (or laid, waiting), 2 under the pointer or the focus, 0 not."""
        if card == self.selected or (self.choice is not None and card == self.choice.card):
            return 1
        if self.hover == ("card", card) or self.focus in (("card", card), ("pick", card)):
            return 2
        return 0

    def _rests_in(self, zone: str) -> bool:
        """Whether a card in ``zone`` rests there as a sprite (else the zone draws it)."""
        return zone.partition(".")[0] in self.RESTING and zone in self.model and not self.model.hidden(zone)

    def _target_zone(self, target: tuple) -> str:
        """The zone a target lies in: ``("discard",)`` in ``discard``, ``("tower", 2)`` in ``tower.2``."""
        return target[0] if len(target) == 1 else f"{target[0]}.{target[1]}"

    # ------------------------------------------------------------------ the shown model
    def _refresh_shown(self) -> None:
        self._version += 1
        st = self.state
        self.shown = st.view(self.viewer)
        self.legal = list(st.legal_commands())
        self._moves = None

    def set_viewer(self, seat: int | None) -> None:
        """Whose hand the screen shows; the host calls this after handing the screen over."""
        if seat != self.viewer:
            self.viewer = seat
            self.selected = None
            self.choice = None
            self.focus = None
            self.hover = None
            self._forget_picks()
            # the person taking the screen sees which cards their turn's draw brought
            self.fresh = set(self.drawn_last.get(seat, ())) if seat is not None else set()
            if seat is not None and seat != self.bottom and self.TURNS_TO_VIEWER:
                self.bottom = seat       # the person holding the screen sits at the bottom
                if self.size:
                    self._resize_geometry()
        self._snap_model()

    def _snap_model(self) -> None:
        """Make the shown model equal the state at once (start, hand-over, replay jumps): every
        tween, queued step, hold, effect and flying card is forgotten."""
        self.tweens.finish_all()
        self.tweens.clear()
        self.queue.clear()
        self.hold = 0.0
        self.effects.clear()
        self.flyers.clear()
        self._refresh_shown()
        self.model = self.shown_from(self.shown, self.viewer)
        self._secret = set(self.hand_ids())
        self.turn = self.shown.get("turn")
        old = self.sprites
        self.sprites = {}
        for cid in self._resting_cards():
            s = old.get(cid) or self.SPRITE(cid, (0, 0), 10)
            s.squash, s.lifted, s.dragging = 1.0, False, False
            s.move_tween = s.flip_tween = None
            s.target = None
            s.face_up = True
            self.sprites[cid] = s
        self.drag = None
        if self.selected not in self.hand_ids():
            self.selected = None
        self.choice = None
        self._forget_picks()
        self.fresh &= set(self.hand_ids())
        if self.size:
            self._relayout(instant=True)

    def _resting_cards(self):
        for name in (*self.model.cards, *self.model.stacks):
            if self._rests_in(name):
                yield from self.model.ids(name)

    # ------------------------------------------------------------------ geometry
    def _resize_geometry(self) -> None:
        s = theme.scale_for(self.size)
        self._use_fonts({role: theme.px(base, s) for role, base in self.FONT_BASE.items()})
        self._fit_zones()
        if getattr(self, "_kept_for", None) != (self.size, theme.interface):
            # pictures and fitted words of another size; a table turned to another seat (the demo
            # does at every turn) keeps them, and its still picture for that seat
            self._kept_for = (self.size, theme.interface)
            self.kept = {}
            self._text_fit.clear()
        self._sizes()
        self.zones = {z.name: z for z in self._declare_zones()}
        self._make_buttons()
        self.bg = self._kept_background()
        self._keep_still_of_bottom()
        self._relayout(instant=True)
        self._plan_warm_faces()
        for s in self.flyers:
            if s.target:
                s.pos = pygame.Vector2(s.target[0])
        self._version += 1

    def _sizes(self) -> None:
        """Card sizes and the like for the fitted layout, before the zones are declared."""

    def per_seat(self, kind: str) -> list[pygame.Rect]:
        """The layout's ``kind.P`` zone for each seat position P (``seat``, ``hand``...), as fitted now."""
        return [self.layout[f"{kind}.{p}"] for p in range(self.n)]

    def card_over_words(self, zone: pygame.Rect, size: int, wide: float) -> float:
        """The height of a card standing in ``zone`` over a line of words ``size`` high (a pile over
        its name), at most ``wide`` of the zone's width."""
        px = self.layout.px
        return min(zone.h - theme.font(size).get_linesize() - px(4) - px(14), zone.w * wide / CARD_RATIO)

    def label_under(self, zone_h: float, room: float) -> int:
        """The size of the words under a card (a pile, a heap, a fan) in a zone ``zone_h`` high whose
        margins take ``room``: grown with the interface size while the card keeps 55 % of the zone
        (its count pill says the number large), never below the reading floor (``_least_grown``)."""
        return self._shrunk(self.f["label"], lambda size: theme.font(size).get_linesize() + room > zone_h * 0.45)

    def fan_over_words(self, zone: pygame.Rect, h: float, size: int) -> tuple[float, int]:
        """A fan of backs ``h`` high in ``zone`` with its words under it ("in hand", ``size``):
        (the fan's height, the words' size). Grown text takes its room from the cards; a fan then
        too low for its count (in its pill, at the reading floor) says the count alone (size 0)."""
        if theme.interface <= 1.0:
            return h, size
        px = self.layout.px
        over_words = min(h, zone.h - theme.font(size).get_linesize() - px(12))
        floor = theme.reading_floor(self.size, theme.interface)
        pill = theme.font(floor, True).get_height() + px(6)
        return (over_words, size) if over_words >= pill else (h, 0)

    def boxed_words(self, text: str, size: int, width: int, height: int, bold: bool = False) -> tuple[list[str], int]:
        """``text`` in a box ``width`` by ``height``: (lines, size). Grown text too wide for the box
        wraps (over as many lines as its height holds) and shrinks no further than a couch can
        read (``_least_grown``) before it is cut; at 100 % it is one line, shrunk, then cut."""
        if theme.interface > 1.0:
            for tried in range(size, self._least_grown(size) - 1, -1):
                lines = wrap(text, tried, width, bold)
                tall = len(lines) * theme.font(tried, bold).get_linesize()
                if tall <= height and words_fit(text, tried, width, bold):
                    return lines, tried
        text, size = self._fit_shrinking(text, size, width, bold)
        return [text], size

    GROWN_CORNER = 0.3            # the share of a card's width its value corner takes (``Hand``'s ``corner``)

    def _hand_zone(self, p: int, shrink: float, step: float, **fan) -> Zone:
        """Seat position ``p``'s hand: at the bottom the hand of the person holding the screen (its
        cards down to ``shrink`` of their size; grown, a long hand overlapping only down to their
        value corners, ``GROWN_CORNER``), elsewhere a ``Fan`` of backs ``step`` apart."""
        seat = self.seat_at_pos(p)
        if p == 0:
            corner = self.GROWN_CORNER if theme.interface > 1.0 else 0.0
            return Hand(f"hand.{seat}", self.hand_r[0], self.hand_h, shrink, self.layout.px, corner)
        return Fan(f"hand.{seat}", self.hand_r[p], self.fan_h[p], step=step, **fan)

    def _relayout(self, instant: bool = False, duration: float | None = None, lift: set | None = None,
                  ui_only: bool = False) -> None:
        """Send every resting card to its slot (a new ``_version``: the picture is drawn again).
        ``ui_only``: a hover or pick lift, whose tweens do not count as animation (input stays open)."""
        if not self.size:
            return
        duration = self.T_MOVE if duration is None else duration
        self._version += 1
        waiting = self.choice.card if self.choice is not None else None
        for z in self.zones.values():
            if not self._rests_in(z.name):
                continue
            for cid, pos, h in z.slots(self, self.model.ids(z.name)):
                if cid != waiting:
                    self._place(cid, pos, h, instant, duration, lift, ui_only)
        if waiting is not None and waiting in self.sprites:
            pos, h = self._choice_slot(self.choice)
            self._place(waiting, pos, h, instant, min(duration, 0.25), {waiting}, ui_only)

    # ------------------------------------------------------------------ cards moving
    def _group_handler(self, e: Event):
        """Cards going from one place to the same other place move together."""
        return self._ev_moves if e.kind == "move" else None

    def _same_group(self, first: Event, e: Event) -> bool:
        return e.kind == "move" and e["src"] == first["src"] and e["dst"] == first["dst"]

    def _new_sprite(self, cid: int, src: str) -> CardSprite:
        z = self.zones.get(src)
        if z is None:
            return self.SPRITE(cid, self.layout["table"].center, self.card_h, face_up=False)
        pos, h = z.origin(self)
        return self.SPRITE(cid, pos, h, face_up=z.face_up(self) and self.code(cid) is not None)

    def _move_index(self, e: Event):
        """Where in ``dst`` a ``move`` puts its card: the event's ``index``, or the grid cell (x, y)
        it names (``kit.grid``)."""
        return (e["x"], e["y"]) if e.get("x") is not None else e.get("index")

    def _arrival(self, zone, e: Event, group: list[Event]):
        """Where a card flying into ``zone`` by ``e`` lands (``group``: the moves flying with it,
        ``e`` among them): the zone's ``arrival``, or on a grid the cell the event names, above
        the pieces landing there before it."""
        at = self._move_index(e)
        if hasattr(zone, "arrival_at") and isinstance(at, tuple):
            before = sum(1 for g in group[:group.index(e)] if self._move_index(g) == at)
            return zone.arrival_at(self, at, before)
        return zone.arrival(self)

    def _ev_moves(self, group: list[Event]) -> None:
        src, dst = group[0]["src"], group[0]["dst"]
        if self.model.hidden(src) and self.model.hidden(dst) and not dst.startswith("hand."):
            # hidden pile to hidden pile (a discard pile shuffled into a new draw pile): the counts
            for e in group:
                self.model.remove(e[self.MOVED], src)
                self.model.insert(e[self.MOVED], dst)
            self.hold = max(self.hold, 0.3)
            self._version += 1
            return
        arriving: list[int] = []
        T = self.T_FLY
        for k, e in enumerate(group):
            src, dst = e["src"], e["dst"]        # one group may gather several places (``_same_group``)
            cid = e[self.MOVED]
            face = seen_face(e, self.viewer)
            if face is not None:
                self.model.faces[cid] = face
                if e.get("face") is None:
                    self._secret.add(cid)       # the viewer's own card: no one else sees it
                else:
                    self._secret.discard(cid)
            s = self.sprites.pop(cid, None) or self._new_sprite(cid, src)
            s.dragging = False
            self.model.remove(cid, src)
            self.fresh.discard(cid)
            if self.selected == cid:
                self.selected = None
            if src == "deck" and dst.startswith("hand."):
                self.drawn_last.setdefault(int(dst.split(".")[1]), set()).add(cid)
            delay = k * self.T_STAGGER
            zone = self.zones.get(dst)
            up = zone is not None and zone.face_up(self) and self.code(cid) is not None
            if not self._rests_in(dst):
                self.flyers.append(s)
                pos, h = self._arrival(zone, e, group) if zone is not None else \
                    (pygame.Vector2(self.layout["table"].center), s.h)
                if s.face_up != up:
                    if dst.startswith("hand."):
                        s.face_up = up             # into a hidden hand: no turning over in the air
                    else:
                        self._flip(s, up, delay=delay + T * 0.2)
                s.target = ((pos.x, pos.y), h)
                self._move_sprite(s, pos, h, T, lifted=True, delay=delay, on_done=partial(self._land, s, e))
                continue
            self.sprites[cid] = s
            self.model.insert(cid, dst, self._move_index(e), bool(e.get("on_top")))
            if dst.startswith("hand.") and src == "deck":
                self.fresh.add(cid)
            if not s.face_up and up:
                self._flip(s, True, delay=delay + T * 0.35)
            s.target = None
            arriving.append(cid)
        # the cards left behind close up (a hand, a row) as the moving ones go
        duration = T if src == "deck" else self.T_MOVE
        self._relayout(duration=duration, lift=set(arriving))
        for k, cid in enumerate(arriving[1:], start=1):       # each card a little after the one before
            s = self.sprites.get(cid)
            if s is not None and s.target is not None:
                (x, y), h = s.target
                self._move_sprite(s, pygame.Vector2(x, y), h, duration, lifted=True, delay=k * self.T_STAGGER)
        self._version += 1

    def _land(self, s: CardSprite, e: Event) -> None:
        if s in self.flyers:
            self.flyers.remove(s)
        self.model.insert(s.id, e["dst"], self._move_index(e), bool(e.get("on_top")))
        self._version += 1

    def _ev_draw(self, e: Event) -> None:
        seat = e["seat"]
        if seat == self.viewer:
            self.fresh = set()
        self.drawn_last[seat] = set()

    def _ev_turn(self, e: Event) -> None:
        self.hold = max(self.hold, 0.12)
        self.turn = e["seat"]
        self._refresh_status()
        self._turn_changed()

    def _ev_game_over(self, e: Event) -> None:
        self._banner("GAME OVER", self._over_words(e.data), self.HOLD_OVER + 0.4, hold=self.HOLD_OVER)
        self._refresh_status()
        self._turn_changed()

    def _settle(self) -> None:
        """The queue is empty: the shown model is checked against the rules' view (anything that
        moved without an event to say so is put right, gently)."""
        if self.queue:
            return
        self._refresh_shown()
        v = self.shown
        fresh = self.shown_from(v, self.viewer)
        if self.flyers or not self.model.same_places(fresh):
            for s in self.flyers:
                if s.move_tween:
                    s.move_tween.cancel()
            self.flyers.clear()
            fresh.faces = {**self.model.faces, **fresh.faces}
            self.model = fresh
            deck = self.zones.get("deck")      # a card that came without a move comes from the deck
            pos, h = deck.origin(self) if deck is not None else (self.layout["table"].center, self.card_h)
            self.sprites = {cid: self.sprites.get(cid) or self.SPRITE(cid, pos, h) for cid in self._resting_cards()}
            for s in self.sprites.values():
                s.face_up = True
            self._relayout()
        else:
            self.model.view = v          # the same places: the facts beside them (a chooser) are new
        if self.turn != v.get("turn"):
            self.turn = v.get("turn")
            self._turn_changed()
        if self.selected is not None and self.selected not in self.hand_ids():
            self.selected = None
        if self.focus and self.focus not in self._focus_targets():
            self.focus = None
        self._version += 1

    # ------------------------------------------------------------------ running
    def _tick(self, dt: float) -> None:
        if self.auto_viewer and len(self.humans) > 1 and self.idle and not self.drag:
            actor = self.state.actor
            if actor in self.humans and actor != self.viewer:
                self.set_viewer(actor)

    # ------------------------------------------------------------------ playing
    def pick(self, cid: int) -> None:
        """A click or number key on a hand card: pick it (again: put it back); with a choice open,
        pick it for the choice (the waiting card itself: take it back)."""
        if self.choice is not None and self.choice.card is not None:
            if cid == self.choice.card:
                self.cancel_choice()
            else:
                self.choose(cid)
            return
        self._forget_picks()
        self.selected = None if self.selected == cid else cid
        self._relayout(duration=0.12, ui_only=True)

    def play(self, cid: int, target: tuple, at=None) -> bool:
        """Play hand card ``cid`` at ``target``: its command, or its choice opened. False (and the
        reason shown there) when it may not go there."""
        if self.human_actor() is None:
            return False
        at = at if at is not None else self.target_rect(target)
        option = self.moves.options(cid).get(target)
        if option is None:
            self.rejected(self.moves.why_not(cid, target) or "That card cannot go there.", at=at)
            return False
        if option.choice is not None:
            self.open_choice(option.choice)
            return True
        return self.send(option.command, at)

    def open_choice(self, choice: Choice) -> None:
        self.selected = None
        self.choice = choice
        self.focus = None
        self.notice = None              # a refusal said before is answered
        self._relayout(duration=0.22, ui_only=True)

    def choose(self, pick) -> bool:
        """The open choice's ``pick`` (a card of the hand, or a question's answer)."""
        c = self.choice
        if c is None:
            return False
        cmd = c.picks.get(pick)
        if cmd is None:
            at = self.card_rect(pick) if isinstance(pick, int) else None
            self.rejected(self.moves.pick_refusal(c, pick), at=at)
            return False
        at = self.target_rect(c.target) if c.card is not None else self.layout["table"]
        return self.send(cmd, at)

    def cancel_choice(self) -> bool:
        """Call off the open choice, else the picked card, else a game's other picks; True when
        there was one."""
        if self.choice is not None:
            self.choice = None
            self._relayout(duration=0.22, ui_only=True)
            return True
        if self.selected is not None:
            self.selected = None
            self.focus = None
            self._relayout(duration=0.12, ui_only=True)
            return True
        return self._forget_picks()

    def _forget_picks(self) -> bool:
        """A game's own picks (``picks``) called off; True when there were some."""
        had = bool(self.picks)
        self.picks = set()
        return had

    def escape(self) -> bool:
        """Esc at the table: call off a choice in progress (True), else leave it to the host (the menu)."""
        return self.human_actor() is not None and self.cancel_choice()

    def send(self, cmd: Command, at=None) -> bool:
        """Send ``cmd``; a refusal is shown at ``at``."""
        reason = self.moves.reason(cmd)
        if reason:
            self.choice = None
            self.rejected(reason, at=at)
            self._relayout(duration=0.25, ui_only=True)
            return False
        # the choice is over before the events are shown (instant animations show them at once)
        self.selected = None
        self.choice = None
        self._forget_picks()
        self.focus = None
        self._aim = at
        try:
            ok = self.host.submit(cmd) is not None
        finally:
            self._aim = None
        if ok:
            self.notice = None
        self._version += 1
        return ok

    def _plain(self, reason: str) -> str:
        """A refusal in the table's words (Tower writes suits as words)."""
        return reason

    def _turn_changed(self) -> None:
        """The turn moved on: a refusal said in the last turn and any choice in progress are gone."""
        self.notice = None
        self.selected = None
        self.choice = None
        self._forget_picks()
        self._moves = None
        self.tooltip.hide()
        self._version += 1
