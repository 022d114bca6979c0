"""What every table shares: the host and session plumbing, whose screen it is, the animation
queue and effects loop, rejections, the mouse cursor, the common mouse, button and keyboard-focus
plumbing, and the status line, seat header and caption drawing.

A table keeps a *shown* model apart from the rules' state. ``animate(events)`` (kit/words.py) queues
one step per event that has an ``_ev_<kind>`` handler (and one per run of events ``_group_handler``
gathers), then ``_settle``; ``update(dt, speed)`` runs the steps one visible change at a time: a step
starts when the tweens of the last one have ended and no banner holds the table. ``speed <= 0`` runs
everything at once (instant animations).

The one table built on it is ``CardTable`` (``kit/table.py``), which provides the shown model, the
zones, the input hooks (``_motion``, ``_mouse_down``, ``_target_at``, ``_key``...) and the drawing.

The shared overlays (``overlays.py``: the tooltip, the rejection bubble of ``rejected``, the one way
to say no, and the log drawer) are drawn after every table's ``draw`` without the table asking.
``update`` calls ``_turn_changed()`` when the shown actor or the end of the game changes: what was
said about the last turn is stale.

The host (the table or replay scene) uses: ``resize``, ``handle_event`` (a host that keeps the events
to itself calls ``overlay_event(ev)`` first), ``update(dt, speed)``, ``draw``, ``animate(events)``,
``rejected(reason)``, ``release()``, ``close_overlays()``, ``log_open``, ``set_viewer(seat)``, ``idle``,
``drag``, ``viewer``, ``auto_viewer``, ``caption``, ``snap_back``, ``skip`` and ``snap``; with several
people at one screen also ``done_for`` (the name on the "Done · pass to …" button drawn in place of
the buttons, or None), ``done_button`` and ``log.total`` / ``log.history`` (what was narrated, for the
pass screen).
The table sends a command with ``host.submit(command)``: the events (a list, which may be empty) when
the rules accepted it, None when they rejected it; so a table tests ``is not None``, never truth.

Sound: the game's ``TableSpec.sounds`` (``game.sound.Cue``: event kind, sound name, optional condition)
say which events make which sound. ``animate`` ties the sounds of each step's events to the step it
queues (``_cue_step``; a step is the ``functools.partial`` ``_queue_step`` makes), and the sounds are
played, through the host's app (``host.app.sound``, none without one), when that step runs
(``_run_step``): with the animation, not when the rules decided. Instant animations play them too
(each name once: the player throttles); ``skip`` (a click hurrying the table along) plays none.
Sounds never change what is drawn.

Spectators (the demo only): ``show_every_hand()`` sets ``reveal_all``, off on every table unless the
demo's table turns it on (a normal game, with people or bots, never does). Then the screen belongs to
the seat deciding now: each time the table is idle, ``set_viewer`` is given the actor, so that seat's
hand (and its other secrets) is drawn face up where a person's own would be, and the watchers see each
bot's choice; Sky 5 shows every bank's total. Each table widens its own privacy test with it.

Privacy: every place that draws a face only one seat may see (a hand card, a hidden mission, the
starting-card choice, a bank total...) calls ``_private_drawn(seat, what)``. It costs one attribute
test unless ``private_log`` is a list (tests set one): then ``(seat, what)`` is appended each time,
also for the private faces inside the still picture each frame it is blitted.

The still picture is drawn in parts: ``_render_static`` hands ``_render_parts`` a list of
``StillPart`` (name, the rect everything it draws lies in, a key of what its look depends on, its
drawing), in drawing order. Only the regions of the parts whose key (or rect) changed are drawn again:
the background, then every part that reaches into the region, clipped to it; so the picture is the
one a full redraw would make, at the cost of the few parts that changed (a bot's move changes a seat
or two, a pile and the status line, not the whole screen). A part whose rect is None covers the
whole picture; a change of the ``whole`` key, of the background or of the size draws everything, and
so does a redraw forced by setting ``_static_key`` to None (tests compare it with the picture kept).

The screen drawn in part (``partial_screen``, set by the table scene): a table with a still
picture copies to the screen (``_present_still``) only the regions of the picture drawn again this
frame and what was drawn over the picture last frame (``_inked``: the moving cards, the effects, the
chips), not the whole picture, when the screen still holds the last frame (``host.screen_kept()``:
nothing else was drawn over it since). Whatever draws over the picture without saying where
(``_ink_unknown``: a dialog, a tooltip, a drag, a person's highlights on their turn) has the next
frame copy all of it.

Spread redraws (the demo only: ``spread_redraws``, set by its table): when a move changes several
regions of a still picture at once, a frame draws them only up to ``SPREAD_AREA`` of the screen and
leaves the rest for the next frames (``_spread_begin`` / ``_spread_allows`` / ``_spread_end``), so one
move never costs one long frame. A region waits at most ``SPREAD_WAIT`` frames; a picture drawn whole
(a new size, viewer or way round) is never spread.
"""
from __future__ import annotations

import random
from collections import deque
from functools import partial
from typing import Callable, NamedTuple

import pygame

from rules.core import Command, Event

from .. import theme
from ..sound import cues_for, index_cues
from ..wording import second_person, shorter_forms
from ..widgets import tween, ui
from ..widgets.art import WarmQueue
from .kit.fitting import fit, wrap
from .overlays import TableOverlays

GOOD = theme.GOOD
BAD = theme.BAD
GOLD = theme.ACCENT
FOCUS = (120, 220, 255)      # the keyboard focus
DROP = (170, 255, 190)       # the drop target under a dragged thing
DRAG_THRESHOLD = 6           # pixels the mouse moves before a press becomes a drag
MENU_TIP = "Save, load, how to play, settings, or quit to the title. The game is saved after every move."

FOCUS_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP)
ACTIVATE_KEYS = ui.ACTIVATE_KEYS


# The number row and keypad as numbers 1 to 10, 0 standing for 10: a seat of ten (Tower seats ten
# players) or the tenth card of a hand is one key away, like the first nine.
DIGIT_KEYS = {getattr(pygame, f"{row}{i}"): i or 10 for row in ("K_", "K_KP") for i in range(10)}


_SKIES: dict = {}

# Off: every table copies its whole still picture to the screen each frame (tests compare the two ways).
PARTIAL_SCREEN = True

# The demo's spread redraws (see the module docstring): the screen area one frame redraws before the
# rest waits, and how many frames a region may wait.
SPREAD_AREA = 0.1
SPREAD_WAIT = 3


def night_sky(size: tuple[int, int], seed, top=(24, 38, 74), bottom=(10, 16, 38)) -> pygame.Surface:
    """The backdrop of every table: a dark blue gradient, top to bottom, with faint stars; a copy
    the caller may draw on. Made once per size and seed: a table redraws its background each time
    the screen turns to another seat (the demo does at every turn), and the stars alone cost ~3 ms
    at 1920x1080 where a copy costs ~0.3 ms."""
    key = (tuple(size), seed, tuple(top), tuple(bottom))
    sky = _SKIES.get(key)
    if sky is None:
        sky = in_screen_format(_draw_night_sky(size, seed, top, bottom))
        if len(_SKIES) >= 4:       # a window resized many times keeps only its latest skies
            del _SKIES[next(iter(_SKIES))]
        _SKIES[key] = sky
    return sky.copy()


def in_screen_format(picture: pygame.Surface) -> pygame.Surface:
    """``picture`` in the window's pixel format, which blits fastest: as it is where it already is
    (a copy of the sky, a new surface: pygame makes them so), else converted. Converting anyway
    made a whole copy, 2-4 ms at 1920x1080, of a table's background and its still picture."""
    screen = pygame.display.get_surface()
    if screen is None or (picture.get_bitsize(), picture.get_masks()) == (screen.get_bitsize(), screen.get_masks()):
        return picture
    return picture.convert()


def _draw_night_sky(size, seed, top, bottom) -> pygame.Surface:
    bg = pygame.Surface(size)
    w, h = size
    for y in range(0, h, 4):
        t = y / max(1, h)
        pygame.draw.rect(bg, [int(top[i] + (bottom[i] - top[i]) * t) for i in range(3)], (0, y, w, 4))
    rnd = random.Random(seed)
    for _ in range(int(w * h / 9000)):
        x, y = rnd.randrange(w), rnd.randrange(h)
        c = rnd.randint(70, 150)
        pygame.draw.circle(bg, (c, c, min(255, c + 40)), (x, y), 1)
    return bg


def _same_words(a: str, b: str) -> bool:
    """The same words, whatever the punctuation and capitals ("Game over. Vega wins." and
    "Game over: Vega wins")."""
    def words(s: str) -> list[str]:
        return "".join(c if c.isalnum() else " " for c in s.lower()).split()
    return bool(a) and words(a) == words(b)


class StillPart(NamedTuple):
    """One part of a still picture drawn in parts (``BaseTable._render_parts``): ``draw(surface)``
    draws nothing outside ``rect`` (a Rect, a tuple of Rects, say the four sides of a frame, or None:
    anywhere), and draws the same while ``key`` is equal."""
    name: str
    rect: pygame.Rect | tuple | None
    key: object
    draw: Callable[[pygame.Surface], None]


def _rects_of(rect) -> tuple:
    return (rect,) if isinstance(rect, pygame.Rect) else tuple(rect)


class InkBounds:
    """Stands in for a surface to learn where a drawing puts its ink, without drawing: its blits,
    and the circles it draws with ``draw_circle``, grow ``rect``."""

    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)

    def add(self, rect) -> pygame.Rect:
        rect = pygame.Rect(rect)
        self.rect = rect if not (self.rect.w and self.rect.h) else self.rect.union(rect)
        return rect

    def blit(self, img: pygame.Surface, dest, area=None, *args, **kw) -> pygame.Rect:
        x, y = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else (dest.x, dest.y)
        w, h = pygame.Rect(area).size if area is not None else img.get_size()
        return self.add((x, y, w, h))


def draw_circle(surface, colour, centre, radius, width: int = 0):
    """``pygame.draw.circle``, or the circle's ink on an ``InkBounds``."""
    if isinstance(surface, InkBounds):
        r = int(radius) + 1
        return surface.add((int(centre[0]) - r, int(centre[1]) - r, 2 * r + 1, 2 * r + 1))
    return pygame.draw.circle(surface, colour, centre, radius, width)


def frame_sides(rect: pygame.Rect, outside: int, inside: int) -> tuple[pygame.Rect, ...]:
    """Four strips along the edges of ``rect``, reaching ``outside`` pixels out and ``inside`` in:
    where a frame around it (a ``pygame.draw.rect`` outline a little bigger or smaller) is drawn."""
    o = rect.inflate(2 * outside, 2 * outside)
    band = outside + inside
    middle = max(0, o.h - 2 * band)
    return (pygame.Rect(o.left, o.top, o.w, band), pygame.Rect(o.left, o.bottom - band, o.w, band),
            pygame.Rect(o.left, o.top + band, band, middle), pygame.Rect(o.right - band, o.top + band, band, middle))


def merge_rects(rects: list[pygame.Rect], slack: int = 0) -> list[pygame.Rect]:
    """``rects`` with those that overlap joined into one when their union is at most ``slack``
    pixels bigger than the two together (as a part's rect before and after a change mostly is): a
    region costs the parts drawn in it, which may cost more than a few more pixels of background.
    Rects that still overlap are drawn one after the other: the overlap twice, the same both times."""
    def area(r: pygame.Rect) -> int:
        return r.w * r.h

    out: list[pygame.Rect] = []
    for r in (pygame.Rect(r) for r in rects if r.w and r.h):
        while True:          # join the first that overlaps cheaply, again with the union
            i = next((i for i, o in enumerate(out)
                      if o.colliderect(r) and area(r.union(o)) <= area(r) + area(o) + slack), None)
            if i is None:
                break
            r = r.union(out.pop(i))
        out.append(r)
    return out


class Narration(deque):
    """The table's log (the last few lines, for the status line and a table's news panel) that also
    counts every line said (``total``) and keeps the game's ``history`` of ``(number, line)``: the
    log drawer shows it, and the pass screen tells the next person what happened since they last
    held the screen."""

    def __init__(self, maxlen: int, history: int = 1000):
        super().__init__(maxlen=maxlen)
        self.total = 0
        self.history: deque[tuple[int, str]] = deque(maxlen=history)

    def append(self, line) -> None:
        super().append(line)
        self.total += 1
        self.history.append((self.total, line))

    def since(self, number: int) -> list[str]:
        """The lines said after line ``number``, oldest first."""
        return [line for k, line in self.history if k > number]


_UNSET = object()           # no value yet (None is a value: no actor, no line to wrap)


def _game_cues(session) -> dict:
    """The sound cues of ``session``'s game by event kind ({} when its table declares none, or
    when there is no table spec to ask, as for a stand-in session)."""
    try:
        from ..tables import table_for
        return index_cues(table_for(session.game).sounds)
    except Exception:
        return {}


FITTED_KEPT = 4096          # fitted words a table keeps before it measures afresh (``_fitted``)


class BaseTable(TableOverlays):
    """The shared half of a table (see the module docstring)."""

    seat_word = "Seat"            # "Seat 3" for a seat the names do not cover
    STATUS_FILL = (12, 18, 40)    # the status band across the top
    notice_seconds = 4.5          # how long a rejection reason stays in the status line
    # the background differs with the seat at the bottom (its panels are the seats'); False where
    # they are places on a map whichever seat is there (Sky Totems' altars)
    BACKGROUND_PER_SEAT = True

    def _init_table(self, host, session, interactive: bool, log_size: int = 6) -> None:
        self.host = host
        self.session = session
        self.interactive = interactive
        self.humans = [i for i, s in enumerate(session.seats) if not s.is_bot]
        # With several people at one screen the table follows the person who decides, unless the host
        # hands the screen over itself (``set_viewer``), which sets this False.
        self.auto_viewer = True
        self.tweens = tween.Tweener()
        self.ui_tweens = tween.Tweener()     # hover and pick lifts: never hold up the game
        self.queue: deque[Callable[[], None]] = deque()
        self.hold = 0.0
        self.effects: list = []
        self.log: Narration = Narration(log_size)
        self.opened_after = len(session.commands)     # moves made before the table opened: not in its log
        self.notice: tuple[str, float] | None = None   # (text, seconds left): a rejection reason
        self.notice_at = pygame.Rect(0, 0, 0, 0)        # where it is shown: the pointer or the target
        self.drag: dict | None = None
        self.press: tuple | None = None
        self.focus: tuple | None = None
        self.mouse = (0, 0)
        self.speed = 1.0
        self.size: tuple[int, int] | None = None
        self.interface = 1.0                           # theme.interface the geometry was made for
        self.bg: pygame.Surface | None = None
        self._text_fit: dict[tuple, str] = {}
        self.buttons: dict[str, ui.Button] = {}
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._version = 0
        self.show_buttons = True
        self.caption: tuple[str, str] | None = None   # words in place of the buttons (demo)
        self.shown: dict = {}
        self.legal: list[Command] = []
        # pass-and-play: the name on the Done button (drawn in place of the buttons) or None
        self.done_for: str | None = None
        self.done_button = ui.Button("Done", self._click_done, primary=True)
        # privacy instrumentation (tests): None, or a list that ``_private_drawn`` appends to
        self.private_log: list | None = None
        self._static_private: list = []     # the private faces inside the still picture
        self._parts_seen: dict | None = None  # drawn in parts: name -> (key, rect) as last drawn
        self._parts_private: dict = {}      # name -> the private faces that part drew
        self._parts_on: tuple = ()          # (surface, background, whole key) the parts were drawn with
        self._still_whole = True            # the next picture drawn in parts is drawn whole
        self.still_redraws = {"full": 0, "parts": 0}   # how the still picture was drawn (tests count them)
        # only what changed is copied to the screen (see the module docstring; the table scene sets it)
        self.partial_screen = False
        self.screen_copies = {"full": 0, "partial": 0}  # how the still picture reached the screen
        self._still_dirty: list | None = None   # regions of the still picture drawn this frame (None: all)
        self._ink: list | None = []         # this frame's drawing over the picture (None: not known)
        self._inking = False                # the picture was presented this frame: record the ink
        self._presented: pygame.Surface | None = None   # the picture last copied to the screen
        self._screen_at: tuple | None = None  # where and from which picture the screen was last drawn
        self.spread_redraws = False         # the demo: a move's redraws are spread over a few frames
        self._spread_left: float | None = None   # screen area this frame may still redraw (None: all)
        self._spread_deferred = False       # a region was left for the next frame
        self._spread_waited = 0             # frames in a row that left a region waiting
        self._parts_pending: list = []      # drawn in parts: the regions left for the next frame
        self._turn_seen = _UNSET            # (actor, over) last frame: a change calls _turn_changed
        self._cues = _game_cues(session)    # event kind -> the game's sound cues for it
        self._to_warm = WarmQueue()         # the table's art to make ahead of need
        self._init_overlays()

    # ------------------------------------------------------------------ facts
    @property
    def state(self):
        return self.session.state

    @property
    def idle(self) -> bool:
        """No step queued, no tween running, no banner holding the table."""
        return not self.queue and self.hold <= 0 and not self.tweens.busy

    def pos_of(self, seat: int) -> int:
        return (seat - self.bottom) % self.n

    def seat_at_pos(self, pos: int) -> int:
        return (pos + self.bottom) % self.n

    def name(self, seat: int | None) -> str:
        if seat is None:
            return "?"
        names = self.shown.get("names") or self.state.names
        return names[seat] if 0 <= seat < len(names) else f"{self.seat_word} {seat + 1}"

    def human_actor(self) -> int | None:
        """The seat a person at this screen must decide for now, when input is open."""
        if not self.interactive or not self.idle:
            return None
        v = self.shown
        if v.get("over") or v.get("actor") is None:
            return None
        actor = v["actor"]
        return actor if self._decides_here(actor) else None

    def is_bot(self, seat: int) -> bool:
        """Whether a bot plays ``seat``."""
        ctrl = self.session.seats[seat] if seat < len(self.session.seats) else None
        return ctrl is not None and ctrl.is_bot

    def _decides_here(self, actor: int) -> bool:
        """Whether the person who decides for ``actor`` may do so on this screen now."""
        seat = self.session.controller(actor)
        if seat is None or seat.is_bot:
            return False
        # with several people, not before the screen has been handed over to this person
        return self.auto_viewer or len(self.humans) <= 1 or actor == self.viewer

    # ------------------------------------------------------------------ privacy
    reveal_all = False       # a spectator table (the demo): every seat's secrets may be drawn

    def show_every_hand(self) -> None:
        """Spectator tables only (the demo, all bots): the seat deciding now holds the screen from
        here on, so its hand is drawn face up; never called for a table people play at."""
        self.reveal_all = True
        self.auto_viewer = False
        self._follow_actor()

    def _follow_actor(self) -> None:
        """``reveal_all``: when the table is idle, give the screen to the seat that must decide."""
        if not self.reveal_all or not self.idle or self.drag:
            return
        actor = self.state.actor
        if actor is not None and actor != self.viewer and not self.state.is_over:
            self.set_viewer(actor)

    def _private_drawn(self, seat: int | None, what=None) -> None:
        """A face only ``seat`` may see is being drawn (the single hook every table calls)."""
        if self.private_log is not None:
            self.private_log.append((seat, what))

    def _static_private_drawn(self, seat: int | None, what=None) -> None:
        """A private face drawn into the still picture: reported each frame the picture is blitted."""
        self._static_private.append((seat, what))

    def _spread_begin(self, whole: bool = False) -> None:
        """A still picture's redraw begins; ``whole``: everything in it is drawn this frame. A kept
        picture coming back (the table turned to another seat: ``_static`` is not the one on
        screen) is copied whole this frame, so its changed regions wait for the next."""
        w, h = self.size or (0, 0)
        spread = self.spread_redraws and not whole and self._spread_waited < SPREAD_WAIT
        back = self._presented is not None and self._static is not self._presented
        self._spread_left = (0 if back else SPREAD_AREA * w * h) if spread else None
        self._spread_deferred = False

    def _spread_allows(self, rect) -> bool:
        """Whether a region of ``rect`` may be drawn again this frame (the first always may, unless
        the frame draws none: ``_spread_begin``)."""
        left = self._spread_left
        if left is None:
            return True
        if left <= 0:
            self._spread_deferred = True
            return False
        self._spread_left = left - rect.w * rect.h
        return True

    def _spread_end(self) -> None:
        """The redraw is done (``still_pending`` says whether a region waits for the next frame)."""
        self._spread_waited = self._spread_waited + 1 if self._spread_deferred else 0
        self._spread_left = None
        self._spread_deferred = False

    @property
    def still_pending(self) -> bool:
        """The still picture has regions a spread redraw left for the next frame."""
        return self._spread_waited > 0

    def _still_changed(self, rect) -> None:
        """A region of the still picture was drawn again (None: all of it)."""
        if rect is None:
            self._still_dirty = None
        elif self._still_dirty is not None:
            self._still_dirty.append(pygame.Rect(rect))

    def _inked(self, rect, surface=None) -> None:
        """Something was drawn over the still picture on the screen in ``rect`` this frame (drawing
        into the picture itself, ``surface`` the picture, is not)."""
        if self._inking and self._ink is not None and rect and (
                surface is None or surface is not self._static and surface is not self._presented):
            self._ink.append(pygame.Rect(rect))

    def _ink_unknown(self) -> None:
        """Something was drawn over the still picture without saying where: the next frame copies
        the whole picture to the screen."""
        self._ink = None

    def _ink_effects(self, surface) -> None:
        """Draw the effects (over the still picture), each where its ``bounds()`` says."""
        for fx in self.effects:
            fx.draw(surface)
            rect = fx.bounds()        # None where it does not know
            if rect is None:
                self._ink_unknown()
            else:
                self._inked(rect)

    def _present_still(self, surface: pygame.Surface) -> None:
        """Copy the still picture to ``surface`` (the screen), all of it or, with ``partial_screen``,
        in part (see the module docstring)."""
        picture = self._presented = self._static
        at = (id(surface.get_abs_parent()), surface.get_abs_offset(), surface.get_size(), id(picture))
        last_ink, self._ink = self._ink, []
        dirty, self._still_dirty = self._still_dirty, []
        self._inking = self.partial_screen and PARTIAL_SCREEN
        kept = getattr(self.host, "screen_kept", None)
        partial = self._inking and at == self._screen_at and last_ink is not None and dirty is not None \
            and kept is not None and kept()
        self._screen_at = at
        if not partial:
            surface.blit(picture, (0, 0))
            self.screen_copies["full"] += 1
            return
        area = surface.get_rect()
        for r in merge_rects(dirty + last_ink, area.w * area.h // 200):
            r = r.clip(area)
            if r.w and r.h:
                surface.blit(picture, r, r)
        self.screen_copies["partial"] += 1

    def legal_of(self, kind: type) -> list[Command]:
        return [c for c in self.legal if isinstance(c, kind)]

    # ------------------------------------------------------------------ the shown model
    def _use_fonts(self, sizes: dict[str, int]) -> None:
        """Take ``sizes`` (role -> pixel size) as ``self.f`` and load each size, plain and bold,
        now: on a resize, not in the first frames that draw text."""
        # no text of the table below the readable minimum, whatever the window; all of it grown by
        # the interface size (the geometry takes its bands and rows from these sizes)
        sizes = {role: max(theme.MIN_TEXT, round(size * theme.interface)) for role, size in sizes.items()}
        self.f = sizes
        for size in set(sizes.values()):
            theme.font(size)
            theme.font(size, True)

    def snap(self) -> None:
        """Public: show the state as it is now, without animation (replay jumps)."""
        self.log.clear()
        self.log.history.clear()      # a jump: the drawer tells what was narrated since
        self.notice = None
        self._snap_model()

    # ------------------------------------------------------------------ geometry
    def resize(self, size: tuple[int, int]) -> None:
        size = (int(size[0]), int(size[1]))
        if size == self.size and theme.interface == self.interface:
            return
        if self.size is not None:
            self.skip()
        self.size = size
        self.interface = theme.interface
        self.layout.fit(size, theme.interface)
        self._resize_geometry()

    # ------------------------------------------------------------------ the host's and tests' surface
    # (public doors to the hooks a table fills in: the table scene and the tests use these)
    def animates(self, e: Event) -> bool:
        """Whether ``e`` gets a step of its own (or of its group's) when the table animates it."""
        return self._group_handler(e) is not None or self._handler_of(e) is not None

    def focus_targets(self) -> list:
        """What Tab and the arrows visit now, in order."""
        return self._focus_targets()

    def set_focus(self, target) -> None:
        """Put the keyboard focus on ``target`` (the hint lights its move's first step so)."""
        self.focus = target
        self._focus_moved()

    def activate(self, target) -> None:
        """Act on ``target`` as Enter on it would."""
        self._activate(target)

    def target_at(self, pos):
        """What a click at ``pos`` would act on, or None."""
        return self._target_at(pos)

    def status_news(self) -> str:
        """The status band's second line: the latest news (never a refusal), or "" where it only
        says the headline again ("Game over: Vega wins with 28 points."): said once."""
        news = self._status_sub()
        return "" if _same_words(news, self.status_text()) else news

    def _refresh_status(self) -> None:
        """The status line and markers move on with the turn before the last tweens end, unless a
        queued step (one of ``TURN_STEPS``) will move the turn on itself; input still waits for ``idle``."""
        if not any(self._step_name(step) in self.TURN_STEPS for step in self.queue):
            self._refresh_shown()

    # ------------------------------------------------------------------ sound
    def _cue_step(self, events) -> None:
        """Tie the sounds of ``events`` to the step ``_queue_step`` just queued: they are played
        when it runs."""
        cues = [c for e in events for c in self._cues.get(getattr(e, "kind", None), ())]
        names = cues_for(list({id(c): c for c in cues}.values()), list(events)) if cues else ()
        if names:
            self.queue[-1].sounds = names

    def _run_step(self, step, sounds: bool = True) -> None:
        """Run one queued step, then play its sounds (``sounds`` False: silently)."""
        step()
        names = getattr(step, "sounds", None) if sounds else None
        if names:
            player = getattr(getattr(self.host, "app", None), "sound", None)
            if player is not None:
                try:
                    for name in names:
                        player.play(name)
                except Exception:           # a sound must never stop the table
                    pass

    # ------------------------------------------------------------------ running
    def update(self, dt: float, speed: float = 1.0) -> None:
        self.speed = speed
        self._tick(dt)
        if self.notice:
            left = self.notice[1] - dt
            self.notice = (self.notice[0], left) if left > 0 else None
        self._watch_turn()
        self.tooltip.update(dt, bool(self.drag or self._held), self._overlay_tip)
        if speed <= 0:
            self._run_instant()
            self.ui_tweens.finish_all()
            self.effects.clear()
        else:
            self.tweens.update(dt, speed)
            self.ui_tweens.update(dt, max(speed, 1.0))
            self.hold -= dt * speed
            guard = 0
            while self.queue and self.hold <= 0 and not self.tweens.busy and guard < 200:
                guard += 1
                self._version += 1
                self._run_step(self.queue.popleft())
            self.effects = [fx for fx in self.effects if fx.update(dt * speed)]
        self._follow_actor()

    def _watch_turn(self) -> None:
        """Call ``_turn_changed`` when the shown actor (or the end of the game) changed."""
        v = self.shown
        key = (v.get("actor"), bool(v.get("over"))) if v else None
        if key != self._turn_seen:
            first = self._turn_seen is _UNSET
            self._turn_seen = key
            if not first:
                self._turn_changed()

    def _run_instant(self, sounds: bool = True) -> None:
        self._version += 1
        for _ in range(100000):
            self.tweens.finish_all()
            if not self.queue:
                break
            self._run_step(self.queue.popleft(), sounds)
        self.tweens.finish_all()
        self.hold = 0.0

    def skip(self) -> None:
        """Finish every queued animation now (silently: the table is being hurried along)."""
        self._run_instant(sounds=False)
        self.effects.clear()

    def rejected(self, reason: str, at=None) -> None:
        """The rules (or the table) said no: show ``reason`` (in English for a seat named You) as a
        short message at ``at`` (a point or a Rect: the target the move was aimed at), by default
        where the command being sent was aimed, else at the pointer; put a dragged thing back."""
        self._place_notice(reason, at if at is not None else self._aim or self._pointer or self.mouse)
        self.snap_back()

    def _place_notice(self, reason: str, at) -> str:
        """Show ``reason``, in the table's words and in English for a seat named You, as the notice
        bubble at ``at`` (a Rect, or a point); returns it as shown."""
        reason = second_person(self._plain(reason))
        self.notice = (reason, self.notice_seconds)
        self.notice_at = pygame.Rect(at) if len(at) == 4 else pygame.Rect(int(at[0]), int(at[1]), 0, 0)
        return reason

    def _set_cursor(self, hand: bool) -> None:
        if hand == getattr(self, "_hand_cursor", False):
            return
        self._hand_cursor = hand
        try:
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if hand else pygame.SYSTEM_CURSOR_ARROW)
        except (pygame.error, AttributeError):
            pass

    def _set_buttons(self, buttons: dict) -> None:
        """Make ``buttons`` (and the menu button, last) the table's buttons, keeping the hover of
        those that stay; the caller places them."""
        old = self.buttons
        self.buttons = {**buttons, "menu": ui.Button("Menu  (Esc)", self._click_menu, tooltip=MENU_TIP)}
        for k, b in self.buttons.items():
            if k in old:
                b.hover = old[k].hover

    def _click_done(self) -> None:
        done = getattr(self.host, "press_done", None)
        if done:
            done()

    def _click_menu(self) -> None:
        opener = getattr(self.host, "open_menu", None)
        if opener:
            opener()

    # ------------------------------------------------------------------ input
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if self.overlay_event(ev):
            return True
        if ev.type == pygame.MOUSEMOTION:
            return self._motion(ev.pos)
        self._version += 1
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.mouse = ev.pos
            if self.focus is not None:
                self.focus = None          # the mouse took over: no keyboard ring
            if not self.idle:
                self.skip()          # a click hurries the animations along
                self.press = None
                return True
            return self._mouse_down(ev.pos)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self.mouse = ev.pos
            return self._mouse_up(ev.pos)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            return self._right_click(ev.pos)
        if ev.type == pygame.KEYDOWN:
            return self._key(ev)
        return False

    def _cycle_focus(self, k: int, mods: int) -> bool:
        """Tab, Shift+Tab and the arrows step the keyboard focus through ``_focus_targets()``."""
        targets = self._focus_targets()
        if not targets:
            return False
        back = k in (pygame.K_LEFT, pygame.K_UP) or (k == pygame.K_TAB and mods & pygame.KMOD_SHIFT)
        if self.focus in targets:
            i = targets.index(self.focus) + (-1 if back else 1)
        else:
            i = -1 if back else 0
        self.focus = targets[i % len(targets)]
        self._focus_moved()
        return True

    # ------------------------------------------------------------------ words and drawing
    def _waiting_guide(self) -> str | None:
        """The guide while nobody here may act: the game is over, a bot decides, or a replay; else None."""
        v = self.shown
        if not v or v["over"]:
            return "The game is over."
        # while steps run, whose turn the animation has reached (the headline's), not the shown
        # model's actor, which catches up only when the steps have run: "Orion (bot) is deciding…"
        # stood beside "Your turn" while your draw was animated. Once they have run, the actor:
        # the one deciding may be another than the turn's owner (a Sky 5 bot taking one of your
        # busted row's cards, where the guide told you to take one)
        actor = v["actor"] if self.idle or self.turn is None else self.turn
        seat = self.session.controller(actor)
        if seat is not None and seat.is_bot:
            return f"{self.name(actor)} (bot) is deciding…"
        if not self.interactive:
            return ""
        return None

    # words cut with an ellipsis, or wrapped, to a width: the kit's one way (``kit/fitting.py``)
    _fit = staticmethod(fit)
    _wrap = staticmethod(wrap)

    def warm_art(self, budget_ms: float) -> None:
        """Make art this table will soon show, for about ``budget_ms`` (a frame with time to spare:
        the demo's title card is up): what the table planned in ``_to_warm``."""
        self._to_warm.run(budget_ms)

    @property
    def warming(self) -> int:
        """How many pieces of art wait to be made ahead of need."""
        return len(self._to_warm)

    def still_parts(self) -> list:
        """The parts of the still picture as they are now (a table drawn in parts)."""
        return self._still_parts()

    def draw_part(self, part: "StillPart", surface: pygame.Surface) -> None:
        """Draw one part of the still picture alone on ``surface`` (the secrets it reports are not kept)."""
        keep = self._static_private
        try:
            part.draw(surface)
        finally:
            self._static_private = keep

    def _blit_still(self, surface: pygame.Surface) -> None:
        """Blit the still picture, redrawn (``_render_static``) only when ``_frame_key()`` changed."""
        if self.size != surface.get_size():
            self.resize(surface.get_size())
        key = self._frame_key()
        # read by the demo, which puts off its own redraws to a frame that has not redrawn this one
        self.still_redrawn = key != self._static_key or self._static is None or self.still_pending
        if self.still_redrawn:
            self._static_private = []
            # ``_static_key`` None (the first frame, or a caller forcing a redraw): a picture drawn
            # in parts is drawn whole, so that the forced redraw is the one a whole redraw makes
            self._still_whole = self._static_key is None
            self._render_static()
            self._static_key = key
        self._present_still(surface)
        if self.private_log is not None:      # the private faces in the picture are on screen
            self.private_log.extend(self._static_private)

    def _kept_background(self) -> pygame.Surface:
        """``_render_background(size)``, kept for each way the table is laid out (its zones, and the
        seat at the bottom where ``BACKGROUND_PER_SEAT``): the demo turns the table to the seat
        deciding at every turn, and drawing the sky and panels again cost 5-8 ms a turn (Sky
        Totems' ~20 ms for each altar the bots' big panel follows)."""
        L = self.layout
        seat = self.bottom if self.BACKGROUND_PER_SEAT else None
        key = (self.size, theme.interface, seat, tuple(sorted((n, tuple(r)) for n, r in L.rects.items())))
        cache = self.__dict__.setdefault("_backgrounds", {})
        bg = cache.get(key)
        if bg is None:
            if len(cache) >= 8:
                cache.clear()
            bg = cache[key] = self._render_background(self.size)
        return bg

    def _render_parts(self, parts: list[StillPart], whole=None) -> None:
        """Draw the still picture from ``parts`` over ``self.bg``, in part or whole (see the module
        docstring; ``whole``: what every part depends on). The private faces in the picture
        (``_static_private``) are those each part drew when it was last drawn."""
        if self._static is None or self._static.get_size() != self.size:
            self._static = in_screen_format(pygame.Surface(self.size))
        surface = self._static
        area = surface.get_rect()
        seen = self._parts_seen or {}
        now = {part.name: (part.key, part.rect) for part in parts}
        on = (surface, self.bg, whole)
        changed = [name for name in now if seen.get(name) != now[name]]
        rects = []          # where the changed parts are and were, and where the parts gone were
        for name in changed:
            rects += [now[name][1]] + ([seen[name][1]] if name in seen else [])
        rects += [rect for name, (_key, rect) in seen.items() if name not in now]
        full = self._parts_seen is None or self._still_whole or on != self._parts_on \
            or any(rect is None for rect in rects)
        if full:
            regions, changed = [area], list(now)
            self._parts_private = {}
            self._still_changed(None)
        else:
            # the regions a spread redraw left (``_spread_begin``) come again
            dirty = [r for rect in rects for r in _rects_of(rect)] + self._parts_pending
            regions = [r.clip(area) for r in merge_rects(dirty, area.w * area.h // 50)]
        self._spread_begin(full)
        deferred = [r for r in regions if r.w and r.h and not self._spread_allows(r)]
        regions = [r for r in regions if r.w and r.h and r not in deferred]
        # the parts that still show (in part) as they were in a region left for the next frame: their
        # private faces as drawn before stay reported with the new ones, until that region is drawn
        waiting = {name for name, (_key, rect) in seen.items()
                   if any(r.collidelist(_rects_of(rect)) >= 0 for r in deferred)}
        before = dict(self._parts_private)
        private = self._parts_private
        undrawn = set(changed)
        self._parts_seen = None         # until drawn: a part that fails leaves the next call drawing all

        def draw(part: StillPart) -> None:
            self._static_private = []
            part.draw(surface)
            private[part.name] = self._static_private
            undrawn.discard(part.name)

        try:
            for region in regions:
                self._still_changed(region)
                surface.set_clip(region)
                surface.blit(self.bg, region, region)
                for part in parts:
                    if part.rect is None or region.collidelist(_rects_of(part.rect)) >= 0:
                        draw(part)
            # a changed part that now draws nothing (an empty rect) is drawn clipped to nothing, so
            # that what it records (its private faces) is what it shows now; one in a region left for
            # the next frame is drawn then (drawing it here cost the whole part for nothing)
            surface.set_clip(pygame.Rect(0, 0, 0, 0))
            for part in parts:
                if part.name in undrawn and not (deferred and part.rect is not None
                                                 and any(r.collidelist(deferred) >= 0 for r in _rects_of(part.rect))):
                    draw(part)
        finally:
            surface.set_clip(None)
        for name in waiting:
            old = before.get(name, ())
            private[name] = list(old) + [face for face in private.get(name, ()) if face not in old]
        names = list(now) + sorted(waiting.difference(now))
        self._parts_private = {name: private[name] for name in names if name in private}
        self._static_private = [face for name in names for face in self._parts_private.get(name, ())]
        self._parts_seen, self._parts_on, self._parts_pending = now, on, deferred
        self._spread_end()
        self._still_whole = False
        self.still_redraws["full" if full else "parts"] += 1

    def _draw_status_band(self, bg: pygame.Surface) -> None:
        """The status bar across the top, the full width of the window (also when letterboxed)."""
        px = self.layout.px
        band = pygame.Rect(0, 0, bg.get_width(), self.layout["status"].bottom)
        pygame.draw.rect(bg, self.STATUS_FILL, band)
        pygame.draw.line(bg, (62, 86, 140), band.bottomleft, band.bottomright, max(1, px(2)))

    def _chip(self, surface, text: str, x: int, cy: int, fill, fg, right: bool = False, size: int | None = None) -> int:
        """A small rounded label beside ``x`` (after it; ``right``: before it); returns its far edge."""
        size = size or self.f["chip"]
        img = theme.text(text, size, fg, bold=True)
        pad = max(4, size // 3)
        r = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + pad // 2)
        if right:
            r.midright = (x, cy)
        else:
            r.midleft = (x, cy)
        pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
        surface.blit(img, img.get_rect(center=r.center))
        return r.left if right else r.right

    def _draw_seat_badge(self, surface, seat: int, x: int, cy: int, br: int, actor, over) -> int:
        """The seat's number in a disc of radius ``br`` (gold for the seat to act); returns x after it."""
        pygame.draw.circle(surface, GOLD if seat == actor and not over else (70, 92, 150), (x + br, cy), br)
        num = theme.text(str(seat + 1), self.f["badge"], theme.BG_DARK if seat == actor else theme.TEXT, bold=True)
        surface.blit(num, num.get_rect(center=(x + br, cy)))
        return x + 2 * br + self.layout.px(10)

    def _grow_status_band(self, cap: float) -> None:
        """The status band grown to hold the turn line and the news line at their grown sizes, and
        a news too long for a line on two lines under the turn line, all three at their least
        (``_news_lines``), by at most ``cap`` of the layout's height; every zone under it squeezed
        evenly into the rest."""
        L = self.layout
        rects = L.rects
        status = rects["status"]
        bottom = L.bounds.bottom
        least, least_sub = self._least_grown(self.f["status"]), self._least_grown(self.f["small"])
        need = max(self._status_height(self.f["status"], self.f["small"]),
                   self._status_height(least, least_sub) + theme.font(least_sub).get_linesize())
        grow = min(max(0, need - (status.h + L.px(6))), round(cap * L.bounds.h))
        if grow <= 0:
            return
        under = [name for name, r in L.frects.items() if name != "status" and r.top >= status.bottom - 1]
        self._squeeze(under, status.bottom, bottom, grow, L.frects)   # from the map: no rounding twice
        rects["status"] = pygame.Rect(status.x, status.y, status.w, status.h + grow)

    def _squeeze(self, names: list[str], top: int, bottom: int, grow: int, source: dict) -> None:
        """The zones ``names`` (their heights as in ``source``) squeezed evenly between ``top +
        grow`` and ``bottom``, where they lay between ``top`` and ``bottom``; what lies above
        ``top`` stays."""
        rects = self.layout.rects
        k = (bottom - top - grow) / max(1, bottom - top)
        for name in names:
            r = source[name]
            y0, y1 = (round(top + grow + (y - top) * k) if y >= top else round(y) for y in (r.top, r.bottom))
            rects[name] = pygame.Rect(rects[name].x, y0, rects[name].w, y1 - y0)

    def _give_heads_room(self, bottoms: list[int], *zones: list[pygame.Rect]) -> None:
        """The rects of ``zones`` (each a list by seat position) that start beside their seat's grown
        header, above ``bottoms[p]``, give their top to it (keeping 20 pixels at least): new rects
        in the lists, the layout's own stay as fitted."""
        px = self.layout.px
        for p, R in enumerate(self.seat_r):
            for rects in zones:
                r = rects[p]
                if R.top <= r.top < bottoms[p]:
                    rects[p] = pygame.Rect(r.left, bottoms[p], r.w, max(px(20), r.bottom - bottoms[p]))

    def _status_sub(self) -> str:
        """The status zone's second line: the last log line (a rejection is a bubble at its target,
        see ``overlays``; never here)."""
        return self.log[-1] if self.log else ""

    def _status_gap(self) -> int:
        return self.layout.px(2)

    def status_sizes(self) -> tuple[int, int]:
        """The status line's and the news line's text sizes: the table's ``status`` and ``small``,
        made smaller where the interface size grew them past what the band holds (the news line
        gives way first, down to ``_least_grown``, then it is left out (0), then the status line
        shrinks toward its own least).
        At 100 % they are the table's own sizes, as they always were."""
        zone = self.layout["status"]
        size, sub = self.f["status"], self.f["small"]
        if theme.interface <= 1.0:
            return size, sub
        floor, sub_floor = self._least_grown(size), self._least_grown(sub)
        room = zone.h + self.layout.px(6)
        height = self._status_height

        def find() -> tuple[int, int]:
            a, b = size, sub
            while height(a, b) > room and b > sub_floor:
                b -= 1
            if height(a, b) > room:
                b = 0          # whose turn matters more than the last news (the log keeps it)
            while height(a, b) > room and a > floor:
                a -= 1
            return a, b

        return self._fitted(("status", tuple(zone), size, sub), find)

    def _status_height(self, size: int, sub: int) -> int:
        """How tall the headline at ``size`` is with the news line at ``sub`` under it (0: none)."""
        return theme.font(size, True).get_height() + (theme.font(sub).get_linesize() + self._status_gap() if sub else 0)

    def _least_grown(self, size: int) -> int:
        """The least a text of ``size`` grown by the interface size shrinks to before it wraps, is
        cut or gives way: its 100 % size, and no less than reads from the couch
        (``theme.reading_floor``). At 100 % that is ``size`` itself."""
        at_100 = max(theme.MIN_TEXT, round(size / theme.interface))
        return max(at_100, min(size, theme.reading_floor(self.size, theme.interface)))

    def _too_tall(self, words: str, room: pygame.Rect, size: int) -> bool:
        """Whether ``words`` wrapped to ``room``'s width at ``size`` run below it."""
        return len(self._wrap(words, size, room.w)) * theme.font(size).get_linesize() > room.h

    def _shrunk(self, size: int, too_big) -> int:
        """``size``, or where the interface size grew it so far that ``too_big(size)``, smaller: the
        largest size, in steps of 6 %, down to ``_least_grown`` (never below) at which it is not."""
        floor = self._least_grown(size)
        while size > floor and too_big(size):
            size = max(floor, int(size * 0.94))
        return size

    def _shrunk_to(self, words: list[str], size: int, width: int, bold: bool = False) -> int:
        """The largest size from ``size`` down to ``_least_grown`` at which every one of ``words`` fits."""
        return self._fitted(("shrunk to", tuple(words), size, width, bold), lambda: self._shrunk(
            size, lambda size: max(theme.font(size, bold).size(w)[0] for w in words) > width))

    def _fit_shrinking(self, s: str, size: int, width: int, bold: bool = False) -> tuple[str, int]:
        """``s`` at ``size`` or, when the interface size grew it too wide for ``width``, smaller
        (never below ``_least_grown``) before it is cut with an ellipsis: (text, size)."""
        size = self._shrunk_to([s], size, width, bold)
        return self._fit(s, size, width, bold), size

    def _fitted(self, key: tuple, find: Callable[[], object]):
        """``find()``, kept for ``key`` until the size or the interface size changes: words fitted
        to their place are measured once, not every frame."""
        found = self._text_fit.get(key, _UNSET)
        if found is _UNSET:
            if len(self._text_fit) >= FITTED_KEPT:
                # every turn's headline is a new key: a long evening must not keep them all
                self._text_fit.clear()
            found = self._text_fit[key] = find()
        return found

    def _status_lines(self) -> tuple[tuple[tuple[str, int, bool, tuple[int, int]], ...], pygame.Rect | None]:
        """The status band's lines as they are drawn, (words, size, bold, where) each: the headline
        (at ``status_sizes``, shrunk as far as reads, or wrapped: ``_status_wrapped``), then the
        news under it (none without room for it, or where the headline wrapped into its line),
        each of its lines shrunk as far as reads (``_news_lines``) before it is cut, the two
        centred in the band together; and the rect of the news lines (None without them). Kept for
        what they are laid out from (``_fitted``): every frame that draws the picture again asks for
        them twice, for the band's rect and to draw them, and the scene once more while a badge shows
        (``news_rect``); laying them out measured each line anew (~0.1 ms each time, grown)."""
        text = self.status_text()
        size, sub_size = self.status_sizes()
        width = self._status_width()
        news = self.status_news() if sub_size else ""
        key = ("status lines", text, news, size, sub_size, width, tuple(self.layout["status"]))
        return self._fitted(key, lambda: self._lay_status_lines(text, news, size, sub_size, width))

    def _lay_status_lines(self, text: str, news: str, size: int, sub_size: int,
                          width: int) -> tuple[tuple, pygame.Rect | None]:
        """``_status_lines`` for the headline ``text`` and the ``news`` under it, at the sizes and the
        width the band gives them."""
        wrapped = self._status_wrapped(text, size, width)
        news_size, news_lines = 0, ()
        if wrapped is not None:
            # the headline wrapped into the news line's room: no news (the log keeps it)
            size, head = wrapped
            step = theme.font(size, True).get_linesize()
            head_h = step * len(head)
        else:
            if news:
                size, news_size, news_lines = self._news_lines(news, size, sub_size, width)
            line, size = self._fit_shrinking(text, size, width, True)
            head, step = (line,), 0
            head_h = theme.text(line, size, bold=True).get_height()   # may be a pixel taller than its font
        news_step = theme.font(news_size).get_linesize() if news_lines else 0
        news_h = news_step * len(news_lines)
        zone = self.layout["status"]
        gap = self._status_gap() if news_h else 0
        x, y = zone.left + self.layout.px(28), zone.top + (zone.h - head_h - news_h - gap) // 2
        box = pygame.Rect(x, y + head_h + gap, zone.right - x, news_h) if news_h else None
        lines = [(words, size, True, (x, y + i * step)) for i, words in enumerate(head)]
        for i, words in enumerate(news_lines):
            words, k = self._fit_shrinking(words, news_size, width)
            lines.append((words, k, False, (box.x, box.y + i * news_step)))
        return tuple(lines), box

    def _status_width(self) -> int:
        """How wide the headline may be: to the chips at the right end ("Log · L", "Scores"...)."""
        zone, px = self.layout["status"], self.layout.px
        x = zone.left + px(28)
        chips = self._chips_left()
        return (chips - px(24) - x) if chips is not None else zone.w - px(56)

    def _status_wrapped(self, text: str, size: int, width: int) -> tuple[int, tuple] | None:
        """The headline ``text`` (at ``size``, ``width`` wide) where it is too long for one line (a
        game's end said in full, a long name at a grown size): (size, two lines) over the band's
        room for the news line (the log keeps the news), so that it is never cut with "…"; None
        when it fits one line, or two do not fit the band."""
        zone, px = self.layout["status"], self.layout.px

        def find():
            if theme.font(self._shrunk_to([text], size, width, True), True).size(text)[0] <= width:
                return None             # one line holds it (at most shrunk to ``_least_grown``)
            for k in range(size, self._least_grown(size) - 1, -1):
                lines = theme.wrap(text, k, width, True)
                if len(lines) <= 2 and theme.font(k, True).get_linesize() * len(lines) <= zone.h + px(6):
                    return k, tuple(lines)
            return None

        return self._fitted(("status-wrapped", text, size, width, tuple(zone)), find)

    def news_rect(self) -> pygame.Rect | None:
        """Where the status band's news lines are, or None when the band has no room for them: the
        hint stands in for them while the headline leaves no room beside it."""
        box = self._status_lines()[1]
        return box.copy() if box is not None else None     # the kept one stays as laid out

    def _news_lines(self, news: str, size: int, sub_size: int, width: int) -> tuple[int, int, tuple]:
        """The headline's size, the news' size and its lines for ``news`` under a headline of
        ``size``: the news on one line, shrunk as far as reads from the couch; where it is longer,
        on two lines, the headline shrinking (as far as reads) to leave them room; only where even
        that does not fit is its one line cut with "…" (the log keeps it whole)."""
        zone, gap = self.layout["status"], self._status_gap()

        def find():
            one = self._shrunk_to([news], sub_size, width)
            if theme.font(one).size(news)[0] <= width:
                return size, sub_size, (news,)      # drawn shrunk to ``one``, in a line as tall as ever
            room = zone.h + self.layout.px(6)
            for k in range(sub_size, self._least_grown(sub_size) - 1, -1):
                lines = tuple(theme.wrap(news, k, width))
                if len(lines) != 2:
                    continue
                for head in range(size, self._least_grown(size) - 1, -1):
                    if theme.font(head, True).get_height() + gap + 2 * theme.font(k).get_linesize() <= room:
                        return head, k, lines
            return size, sub_size, (news,)       # cut where it is drawn

        return self._fitted(("news", news, size, sub_size, width, tuple(zone)), find)

    def _status_rect(self) -> pygame.Rect:
        """Where the status band's lines put their ink now: the status band across the window, or
        taller where the lines it shows (the headline wrapped, or the headline and the news under
        it) are taller than the band. Only those: a rect reaching down for a news line not shown had
        every new headline draw the board's top row again (Sky Totems' fields, grown)."""
        lines = self._status_lines()[0]
        top = min(0, *(y for *_words, (_x, y) in lines)) - 1
        # two pixels under each line: a line's image may be a pixel taller than its font
        bottom = max(self.layout["status"].bottom,
                     *(y + theme.font(size, bold).get_linesize() + 2 for _w, size, bold, (_x, y) in lines)) + 1
        return pygame.Rect(0, top, self.size[0], bottom - top)

    def done_label(self) -> str:
        """The Done button's words: whom the screen goes to."""
        return f"Done · pass to {self.done_for}"

    def place_done_button(self) -> None:
        """The Done button where ``_done_place`` puts it, saying ``done_label()``: at each draw, and
        as soon as someone waits (a click may come before the next draw)."""
        b = self.done_button
        b.label = self.done_label()
        b.least_text_size = theme.reading_floor(self.size, theme.interface)
        b.rect, b.text_size = self._done_place()

    def _done_place(self) -> tuple[pygame.Rect, int]:
        """Where the Done button sits in the buttons' zone and its words' size (0: as large as it
        holds): most of the zone's width, big, and taller where its label, never under the reading
        floor, takes more lines (a long name grown in a narrow zone): the sentence under it gives
        way first (``_draw_done_panel``)."""
        zone = self.layout["buttons"]
        px = self.layout.px
        h = min(zone.h - px(20), max(px(64), int(zone.h * 0.42)))
        r = pygame.Rect(0, 0, zone.w - px(28), h)
        r.h = min(zone.h - px(20), max(h, self._done_label_height(r)))
        r.midtop = (zone.centerx, zone.top + px(14))
        return r, 0

    def _done_label_height(self, rect: pygame.Rect, text_size: int = 0) -> int:
        """How tall the Done button's label stands in ``rect`` at ``text_size`` (0: as large as the
        button holds), wrapped at the reading floor rather than shrunk under it."""
        trial = ui.Button(self.done_label(), self._click_done, rect, primary=True)
        trial.text_size, trial.least_text_size = text_size, theme.reading_floor(self.size, theme.interface)
        return trial.label_height()

    def _draw_done_panel(self, surface: pygame.Surface) -> bool:
        """The "Done · pass to …" button in place of the buttons, with a line under it; False when
        nobody is waiting for the screen."""
        if not self.done_for:
            return False
        zone = self.layout["buttons"]
        px = self.layout.px
        self.place_done_button()
        b = self.done_button
        r = b.rect
        b.enabled = True
        pygame.draw.rect(surface, theme.BG_DARK, r.inflate(px(10), px(10)), border_radius=max(4, r.h // 4) + px(4))
        b.draw(surface)
        small = self.f["guide"]
        room = pygame.Rect(zone.left + px(14), r.bottom + px(12), zone.w - px(28), zone.bottom - r.bottom - px(12))
        # whole sentences only, as many as the zone holds under the button (a grown Sky Totems' narrow
        # zone showed "Press" and no more); the button itself says what to do
        for words in shorter_forms("Press Enter or click when you have seen the table. Menu: Esc."):
            if not self._too_tall(words, room, small):
                self._draw_centred_lines(surface, self._wrap(words, small, room.w), small, theme.TEXT,
                                         zone.centerx, room.top)
                break
        return True

    def _draw_centred_lines(self, surface, lines: list[str], size: int, colour, centerx: int, y: int,
                            bottom: int | None = None, bold: bool = False) -> int:
        """``lines`` of ``size`` one under the other from ``y``, each centred on ``centerx``, while
        they end above ``bottom`` (None: all of them); returns where the next line would start."""
        step = theme.font(size, bold).get_linesize()
        for line in lines:
            if bottom is not None and y + step > bottom:
                break
            img = theme.text(line, size, colour, bold=bold)
            surface.blit(img, img.get_rect(midtop=(centerx, y)))
            y += step
        return y

    def _draw_demo_caption(self, surface: pygame.Surface) -> bool:
        """The Done button or the caption (a demo's words) in place of the buttons; False when there
        is neither. Grown words shrink toward their 100 % sizes to keep within the buttons' zone."""
        if self._draw_done_panel(surface):
            return True
        if not self.caption:
            return False
        zone = self.layout["buttons"]
        px = self.layout.px
        title, body = self.caption
        img = theme.text(*self._fit_shrinking(title, self.f["status"], zone.w - px(40), True), GOLD, bold=True)
        surface.blit(img, img.get_rect(midtop=(zone.centerx, zone.top + px(28))))
        y = zone.top + px(40) + img.get_height()
        room = pygame.Rect(zone.left + px(20), y, zone.w - px(40), zone.bottom - px(12) - y)
        # grown in a small buttons' zone (Sky Totems' at 200 %), its first sentence rather than a
        # cut one, "Bots are playing.", or the title alone (the title card said how to leave)
        for body in shorter_forms(body):
            small = self._shrunk(self.f["guide"], partial(self._too_tall, body, room))
            if not self._too_tall(body, room, small):
                break
        else:
            return True
        step = theme.font(small).get_linesize()
        # the first line always, the last one reaching at most a third of a line past the room
        self._draw_centred_lines(surface, self._wrap(body, small, room.w), small, theme.TEXT_DIM, zone.centerx, y,
                                 max(y + step, room.bottom + step // 3))
        return True
