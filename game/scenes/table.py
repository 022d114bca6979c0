"""The game table: hosts a game's view, feeds it the session's events, runs the bots.

``TableScene(app, session, demo=False)`` works for any game that has a table in ``game.tables``.
Commands reach the rules only through ``submit``: a rejection becomes the rules' reason in the
view's one rejection style, a bubble at the pointer or target (``view.rejected``; no toast: a toast
is for the app's own messages), and ``submit`` returns None; an accepted command's events go to the table to
animate and are returned (a list, possibly empty). Bots move when the table is idle (every
animation finished) and ``app.settings.bot_delay`` has passed; a bot command the rules reject is a
bug in the bot: it is written to ``error.log`` (``game.errors.log_error``) and a legal command is
played in its place, so the game goes on. At the end of a game the results are shown; in demo mode
(all bots) any key or click goes back to the title and a finished game is followed by a new one.

Several people at one screen (pass and play, when the app offers ``pass_device``): a seat's secrets are
drawn only while that seat's person holds the screen (the table's ``viewer``). The hand-over runs as
follows. ``holder`` is the seat whose person holds the screen, None at the start (a new game, Continue
and Load alike): nothing private is drawn then. When the table is idle and a person must decide:
- nobody holds the screen: the pass screen for that person comes at once;
- someone else holds it: their table stays up (with the outcome of their last action, and bots playing
  on) with a big "Done · pass to <name>" button (``done_for``; Enter or a click); the next person's
  input stays locked. ``press_done()`` puts up the pass screen (``passing``);
- "I am ready" on the pass screen gives them the screen (``holder``, ``view.set_viewer``).
Bots never cause a hand-over: a person who acts, then bots, then the same person keeps the screen.
With one person (against bots, or solo) that person holds the screen from the start, with no pass screen.

Esc closes the log drawer, else puts a dragged thing back, else lets the table call off a choice in
progress of its own (``table.escape()``, for a table that has one: True when it did), else opens the menu.

The demo (``demo=True``, built only by ``App.start_demo``): every hand is shown (the table's
``show_every_hand``: ``reveal_all``, off at every other table); ``pace`` (a dict, say
``{"anim_speed": 2.5, "bot_delay": 0.2}``) overrides those settings for this table only, leaving the
player's own settings as they are; ``held`` True keeps the bots waiting (under the demo's title card
and after its time is up) while animations finish.

Headless driving (tests, benchmarks): build it with any object offering ``size`` and ``settings``
(``anim_speed``, ``bot_delay``), then call ``update(dt)`` and ``draw(surface)`` yourself.
"""
from __future__ import annotations

import time

import pygame

from rules.core import Command, Event, Rejected

from ..errors import log_error
from ..tables import table_class_of
from ..widgets.ui import ACTIVATE_KEYS
from .base import Scene

RESULTS_AFTER = 0.4        # seconds after the last animation before the results appear
THINKING_SHOWN_AFTER = 0.3  # an expert still searching after this long gets a "thinking" badge
# A frame's time (s) the table's own work and the phones' pictures share: the pictures take what the
# frame left of it (at least one a frame), so that a move's frames stay in issue 39's 4 ms
PHONES_FRAME = 0.0035


def _fit(theme, words: str, size: int, width: int) -> str:
    """``words`` cut with an ellipsis to ``width`` pixels at ``size``."""
    f = theme.font(size)
    if f.size(words)[0] <= width:
        return words
    while words and f.size(words + "...")[0] > width:
        words = words[:-1]
    return words.rstrip() + "..."


def demo_footer(size) -> int:
    """The height of the demo's log band at the foot of the screen (``demo_cards.ticker``)."""
    from .demo_cards import ticker_height
    from .. import theme
    return ticker_height(theme.scale_for(tuple(size)))


class TableScene(Scene):
    opaque = True

    def __init__(self, app, session, demo: bool = False):
        super().__init__(app)
        self.session = session
        self.demo = demo
        # Phone seats (game/phones): their people play on their own phones, so the screen never
        # shows their secrets nor hands itself over to them; a screen with no person left at it
        # is a spectator's. The join panel (J) shows their codes, first when the game starts.
        self.phones = None
        if not demo and any(seat.phone for seat in session.seats):
            from ..phones.hosting import Phones
            self.phones = Phones.start(session)
            wake = getattr(getattr(app, "pacer", None), "wake", None)   # an app's stand-in may have none
            if self.phones is not None and wake is not None:
                self.phones.server.wake = wake      # a phone's move wakes the frame loop (game.pacing)
        self.join_open = self.phones is not None
        self.join_panel = None
        self._frame_began = time.perf_counter()     # where this frame's time began (``update``)
        self._frame_position = self._position()      # the game's position when it began
        self._phones_published = True               # the last frame's pictures were made when it was drawn
        humans = self._people_here()
        self.table = table_class_of(session.game)(self, session,
                                                  interactive=not demo and (bool(humans) or self.phones is None))
        self.bot_timer = 0.0
        self.at_rest = 0                     # frames in a row the table has been at rest (``update``)
        self.thought = None                  # an expert bot's search running off the frame loop
        self.hint_thought = None             # the hint button's search (H), for a person's move
        self.badge_rect: pygame.Rect | None = None   # where the hint or "is thinking" pill was drawn last
        self.hint: tuple | None = None       # (key, line, command) of the hint shown for the move now
        self._hint_lit = None                # the target the hint lit, and the steps of it taken
        self._hint_done: set = set()
        self._hint_answered = False          # an open question on the table was set to the hint's answer
        self.over_for = 0.0
        self.results_shown = False
        # Several people at one screen: hand it over (the app's pass-the-device screen) before
        # showing a person's secrets, when the app offers one.
        self.hand_over = len(humans) > 1 and hasattr(app, "pass_device") and not demo
        self.holder: int | None = None       # the seat whose person holds the screen
        self.done_for: int | None = None     # the seat waiting for the holder to press Done
        self.passing: int | None = None      # the seat the pass screen is up for
        self.seen: dict[int, int] = {}       # person -> the last narrated line they saw
        self.pass_news: list[str] = []
        self._pass_first = True
        if self.hand_over:
            self.table.auto_viewer = False
            self.table.set_viewer(None)       # nobody holds the screen before the first hand-over
        elif self.phones is not None:
            self.table.auto_viewer = False    # never following the turn to a phone's seat
            self.table.set_viewer(humans[0] if humans else None)
        self.pace: dict = {}                 # the demo's own animation speed and bot pause
        self.held = False                    # True: the bots wait (the demo's cards are up)
        if demo:
            self.table.caption = ("Demo", "Bots are playing. Press any key or click to return to the title.")
            self.table.show_every_hand()      # a spectator table: the watchers see every bot's choice
            self.table.spread_redraws = True  # and a move's redraws spread over a few frames
        # only what changed is copied to the screen while nothing else drew over it: the whole
        # 1920x1080 picture cost 0.6-0.9 ms a frame, most of a quiet frame (a person's own turn,
        # whose highlights do not say where they are drawn, is still copied whole)
        self.table.partial_screen = True
        self.resize(tuple(getattr(app, "size", (1280, 720))))

    # ------------------------------------------------------------------ settings
    def _setting(self, name: str, default: float) -> float:
        if self.demo and name in self.pace:
            return float(self.pace[name])
        try:
            return float(getattr(self.app.settings, name))
        except (AttributeError, TypeError, ValueError):
            return default

    @property
    def anim_speed(self) -> float:
        return max(0.0, self._setting("anim_speed", 1.0))

    @property
    def bot_delay(self) -> float:
        return max(0.0, self._setting("bot_delay", 0.6))

    # ------------------------------------------------------------------ scene protocol
    def resize(self, size) -> None:
        w, h = size
        # The demo keeps a band at the foot of the screen for its big log line (the app draws it):
        # the table is laid out above it, so the band covers nothing.
        self.footer = demo_footer((w, h)) if self.demo else 0
        self.table.resize((w, h - self.footer))

    def enter(self) -> None:
        self.bot_timer = 0.0

    def exit(self) -> None:
        self.table.release()
        if self.phones is not None:
            self.phones.stop()          # the phones are told the table closed
        self.thought = None          # a search still running ends on its own; its answer is dropped

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.demo:
            if ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                self.app.go_title()
            return
        if self.phones is not None and self._join_event(ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F1:
            self.table.release()
            self.app.open_howto(self.session.game)
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_h and not (ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.ask_hint()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            if self.table.log_open:
                self.table.close_overlays()      # Esc closes the log drawer before it opens the menu
            elif self.table.drag:
                self.table.snap_back()
            elif not getattr(self.table, "escape", lambda: False)():
                self.open_menu()        # unless the table had a choice in progress to call off
            return
        if self.done_for is not None and self._done_event(ev):
            return
        if self._enter_plays_hint(ev):
            return
        lit = self._hint_step_taken(ev)
        self.table.handle_event(ev)
        if lit is not None and self.hint is not None and self.hint[0] == self._move_key():
            # The lit step was taken (its card picked) and the move is still to make: light the next.
            self._hint_done.add(lit)
            self._light_hint(self.hint[2])

    def _enter_plays_hint(self, ev: pygame.event.Event) -> bool:
        """Enter on the target the hint lit plays the whole hinted move at once (a click still
        takes it step by step, as any move by hand); True when it did."""
        if not (ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            return False
        hint, lit = self.hint, self._hint_lit
        if hint is None or hint[0] != self._move_key():
            return False
        # the lit step has the focus, or the move has no place to light (Sky Tango's self-destruct,
        # a button's move) and nothing else has the focus: Enter is for the hint; an answer the
        # table holds is the table's to give
        if self.table.focus != lit or (lit is None and self._hint_answered):
            return False
        if self.table.human_actor() != hint[2].seat:
            return False
        self._hint_lit = None
        getattr(self.table, "send", self.submit)(hint[2])     # the table puts a picked card down
        return True

    def _hint_step_taken(self, ev: pygame.event.Event):
        """The lit target of the hint when ``ev`` activates it (Enter on it, a click on it)."""
        lit = self._hint_lit
        if lit is None or self.hint is None:
            return None
        try:
            if ev.type == pygame.KEYDOWN and ev.key in ACTIVATE_KEYS:
                return lit if self.table.focus == lit else None
            if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
                return lit if self.table.target_at(ev.pos) == lit else None
        except Exception as e:          # a hint must never stop the game
            log_error(e, f"hint step: game {self.session.game}")
        return None

    def _done_event(self, ev: pygame.event.Event) -> bool:
        """Enter or a click on the Done button while the next person waits; True when used."""
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press_done()
            return True
        rect = self.table.done_button.rect
        if ev.type == pygame.MOUSEMOTION:
            hover = rect.collidepoint(ev.pos)
            if hover != self.table.done_button.hover:
                self.table.done_button.hover = hover
            return False
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and ev.button == 1 \
                and rect.collidepoint(ev.pos):
            if ev.type == pygame.MOUSEBUTTONUP:
                self.press_done()
            return True
        return False

    def update(self, dt: float) -> None:
        self._frame_began = time.perf_counter()
        self._frame_position = self._position()
        self._update_hint(dt)
        self.table.update(dt, self.anim_speed)
        if self.phones is not None:
            self._phones_frame()
            if self.join_open:
                return          # the game waits while the codes are up
        if self.passing is not None:
            return          # the pass screen is up: nothing moves on until the person is ready
        if not self.table.idle or self.table.drag:
            self.at_rest = 0
            return
        self.at_rest += 1
        state = self.session.state
        if state.is_over:
            self.over_for += dt
            # A demo's next game is the app's to start (``game.demo.update``); people get results.
            if not self.demo and not self.results_shown and self.over_for >= RESULTS_AFTER:
                self.results_shown = True
                self.show_results()
            return
        if self.hand_over and self._hand_over_due():
            return
        if self.held:
            self.bot_timer = 0.0
            return
        if self.session.actor_is_bot():
            self.bot_timer += dt
            if self.session.thinks() and self._thinks_off_loop():
                self._think()
            elif self.bot_timer >= self.bot_delay and self.at_rest > 1:
                # never in the frame the table came to rest, which draws where the last move ended:
                # with no bot delay the two made the slowest frames (a bot's move ~1.5 ms beside it)
                self.bot_timer, self.at_rest = 0.0, 0
                self.play_bot()
        else:
            self.bot_timer = 0.0
            self.thought = None

    def _thinks_off_loop(self) -> bool:
        """A think time in seconds runs on the worker thread; a budget in iterations (tests,
        benchmarks) is played at once, like the quick bots, so a scripted table stays in step."""
        from rules.search import budget_from
        self.session.think = self.pace.get("bot_think") if self.demo and "bot_think" in self.pace \
            else getattr(self.app.settings, "bot_think", None)
        return budget_from(self.session.think).iterations is None

    def _think(self) -> None:
        """An expert searches on a worker thread (``game.thinking``); its move is played once the
        search is done and the bot pause has passed, if the game is still where it was asked."""
        from ..thinking import Thought
        session = self.session
        key = (id(session), session.state.step, len(session.commands))
        if self.thought is None or self.thought.key != key:
            # session.think was just set from the settings by _thinks_off_loop
            self.thought = Thought(key, session.state, session.bot())
            return
        if not self.thought.done or self.bot_timer < self.bot_delay:
            return
        thought, self.thought = self.thought, None
        self.bot_timer = 0.0
        if thought.error is not None:
            log_error(thought.error, f"expert bot failed: game {session.game}; the sensible bot moves instead")
            self.play_bot(session.make_bot("sensible", session.state.actor))
            return
        self.play_bot(command=thought.command)

    # ------------------------------------------------------------------ the hint button
    def hints_allowed(self) -> bool:
        """Hints are the expert's: on with one person at the screen, in pass-and-play only when
        the game was set up with them (``options["hints"]``), never in the demo."""
        if self.demo or "expert" not in self.session.spec.bots:
            return False
        return len(self.session.humans) <= 1 or bool(self.session.options.get("hints"))

    def _move_key(self) -> tuple:
        return (id(self.session), self.session.state.step, len(self.session.commands))

    def ask_hint(self) -> None:
        """H: search the expert's move for the person deciding now, from that seat's view only."""
        seat = self.table.human_actor()
        if seat is None:
            return
        if not self.hints_allowed():
            # the table's own bubble, by the guide where a hint would show, kept clear of what the
            # player decides on: the app's toast at the screen's foot covered Sky Totems' starting
            # cards at 200 %
            self.table.rejected("Hints are off in this game (pass-and-play: turn them on in the setup).",
                                getattr(self.table, "guide_rect", None))
            return
        key = self._move_key()
        if self.hint is not None and self.hint[0] == key:
            # H again: the hint's next step gets the focus back. Moved off it (an arrow key, an
            # Enter pressed before the hint came), Enter acted on another card and the hinted move
            # could not be played from the keys any more.
            self._light_hint(self.hint[2])
            return
        if self.hint_thought is not None and self.hint_thought.key == key:
            return
        from ..thinking import Thought
        session = self.session
        session.think = getattr(self.app.settings, "bot_think", None)
        bot = session.make_bot("expert", seat)
        self.hint_thought = Thought(key, session.state, bot)
        self.hint_timer = 0.0

    def _update_hint(self, dt: float) -> None:
        t = self.hint_thought
        key = self._move_key()
        if self.hint is not None and self.hint[0] != key:
            self.hint = None             # the hint was for a move that has been made
        if t is None:
            return
        self.hint_timer = getattr(self, "hint_timer", 0.0) + dt
        if t.key != key:
            self.hint_thought = None
            return
        if not t.done:
            return
        self.hint_thought = None
        if t.error is not None or t.command is None:
            log_error(t.error or RuntimeError("no move"), f"hint failed: game {self.session.game}")
            self.app.toast("No hint this time, sorry.")
            return
        from ..hints import hint_line
        view = self.session.state.view(t.bot.seat)
        self.hint = (key, hint_line(self.session.game, view, t.command, t.bot.explain(view)), t.command)
        self._hint_done = set()
        self._light_hint(t.command)

    def _light_hint(self, command) -> None:
        """The hinted move's next step gets the keyboard focus: lit like any legal target, and
        Enter takes it (then the step after is lit: the card, then where it goes). A table
        without a target for it keeps the words alone."""
        from ..hints import focus_target
        self._hint_lit = None
        self._hint_answered = False
        try:
            targets = [t for t in self.table.focus_targets() if t not in self._hint_done]
            target = focus_target(self.session.game, command, targets)
        except Exception as e:          # a hint must never stop the game
            log_error(e, f"hint focus: game {self.session.game}")
            return
        if target is not None:
            self._hint_lit = target
            self.table.set_focus(target)
            return
        # a question open on the table (Sky Towers' 6) is set to the hint's answer: the table's own
        # Enter gives the answer as it stands then (the person may still change it)
        prepare = getattr(self.table, "prepare", None)
        try:
            self._hint_answered = bool(prepare is not None and prepare(command))
        except Exception as e:          # a hint must never stop the game
            log_error(e, f"hint answer: game {self.session.game}")

    @property
    def thinking_seat(self) -> int | None:
        """The place whose expert is searching now (the table shows it), or None."""
        t = self.thought
        return None if t is None or t.done else t.bot.seat

    def draw(self, surface: pygame.Surface) -> None:
        footer = getattr(self, "footer", 0)
        if footer:
            w, h = surface.get_size()
            surface.fill((10, 16, 34), (0, h - footer, w, footer))
            surface = surface.subsurface((0, 0, w, max(1, h - footer)))
        self.table.draw(surface)
        seat = self.thinking_seat
        badge = True
        if seat is not None and self.bot_timer > THINKING_SHOWN_AFTER:
            self._draw_badge(surface, f"{self._name(seat)} is thinking", self.bot_timer)
        elif self.hint_thought is not None:
            self._draw_badge(surface, "Finding a hint", getattr(self, "hint_timer", 0.0))
        elif self.hint is not None and self.hint[0] == self._move_key():
            self._draw_badge(surface, self.hint[1], None)
        else:
            badge = False
        if badge:
            self._draw_tooltip_again(surface)
        if self.join_open:
            self._draw_join(surface)
        if self.phones is not None:
            # the phones' pictures are made in what is left of the frame's time, and go out while
            # the frame loop rests; a frame that moved the game on has none left (it applied the
            # move, and the animation's first redraw follows)
            spent = time.perf_counter() - self._frame_began
            moved = self._position() != self._frame_position
            self.phones.server.publish(self.session, budget=0.0 if moved else max(0.0, PHONES_FRAME - spent))
            self._phones_published = True
            self.phones.flush()

    def _draw_tooltip_again(self, surface: pygame.Surface) -> None:
        """The tooltip the table drew, over the pill drawn after it: a grown hint fills the guide's
        place, and a card's tooltip reaching into it was hidden under the hint's words."""
        view = self.table
        tooltip = getattr(view, "tooltip", None)
        if tooltip is None:
            return
        rect = tooltip.draw(surface, view._overlay_scale())
        if rect is not None:
            view._inked(rect.inflate(2, 2))

    def _draw_badge(self, surface: pygame.Surface, words: str, dots_for: float | None) -> None:
        """A pill in the status band, between the headline and the Log chip: "Lyra is thinking..."
        (pulsing dots) or a hint, at the news line's size (grown with the interface), its words
        whole: where the headline leaves too little room beside it, over the news line it stands in
        for (the log keeps the news); else wrapped in the guide's place; under the band, centred,
        for a table without a guide."""
        from .. import theme
        w, h = surface.get_size()
        view = self.table
        size = max(14, min(26, h // 40))
        zone = right = news = None
        try:
            zone = view.layout["status"]
            px = view.layout.px
            size = max(size, view.f["small"])
            head_size = view.f["status"]
            chips = view._chips_left()
            right = (chips if chips is not None else zone.right) - px(16)
            left = zone.left + px(28) + theme.font(head_size, True).size(view.status_text())[0] + px(24)
            news = view.news_rect()
        except (AttributeError, KeyError, TypeError):
            left = None
        pad = size // 2
        dot_w = theme.text("...", size, theme.ACCENT).get_width() if dots_for is not None else 0
        label_h = theme.font(size).get_linesize() + pad
        need = theme.font(size).size(words)[0] + 3 * pad + dot_w     # the words whole: a hint is never cut
        if left is not None and right - left >= need:
            room, height = right - left - 3 * pad - dot_w, min(label_h, zone.h)
            anchor = ("midright", (right, zone.centery))
        elif news is not None and right - news.left >= need:
            room, height = right - news.left - 3 * pad - dot_w, news.h
            anchor = ("midright", (right, news.centery))
            surface.fill(view.STATUS_FILL, (news.left, news.top, right - news.left, news.h))   # the news it hides
        elif self._draw_badge_in_chooser(surface, words, dots_for) or self._draw_badge_in_guide(surface, words,
                                                                                                 dots_for):
            return
        else:
            room, height = max(40, w - 6 * pad - dot_w), label_h
            anchor = ("midtop", (w // 2, (zone.bottom if zone is not None else 0) + pad))
        label = theme.text(_fit(theme, words, size, room), size, theme.TEXT)
        rect = pygame.Rect(0, 0, label.get_width() + dot_w + 3 * pad, height)
        setattr(rect, *anchor)
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, theme.ACCENT if dots_for is None else theme.OUTLINE, rect, 1,
                         border_radius=rect.height // 2)
        surface.blit(label, (rect.x + pad + pad // 2, rect.centery - label.get_height() // 2))
        if dots_for is not None:
            dots = theme.text("." * (1 + int(dots_for * 3) % 3), size, theme.ACCENT)
            surface.blit(dots, (rect.x + pad + pad // 2 + label.get_width() + pad // 3,
                                rect.centery - label.get_height() // 2))
        view._inked(rect.inflate(2, 2))    # drawn over the table's still picture: restored next frame
        self.badge_rect = rect

    def _draw_badge_in_chooser(self, surface: pygame.Surface, words: str, dots_for: float | None) -> bool:
        """The pill's words in place of an open chooser's line of help, where the chooser covers the
        guide's place (Sky Totems' pedestal from the bag, at a grown size): drawn in the guide they
        would lie over the chooser's items."""
        view = self.table
        chooser = getattr(view, "chooser", None)
        guide = getattr(view, "guide_rect", None)
        if chooser is None or chooser() is None or guide is None or not view.chooser_rect().colliderect(guide):
            return False
        return self._draw_badge_in(surface, words, dots_for, view.chooser_help_rect(), view.CHOOSER_FILL)

    def _draw_badge_in_guide(self, surface: pygame.Surface, words: str, dots_for: float | None) -> bool:
        """The pill's words in the guide's place (the panel that says what to do now) when the
        status band has no room for them: wrapped whole at the guide's size, over the guide's words
        while they are shown; False for a table without a guide."""
        from .. import theme
        view = self.table
        guide = getattr(view, "guide_rect", None)
        # a guide place with words of its own is covered whole; one that holds none (Sky Totems'
        # grown hint place, over the other altars) only where the hint's panel needs
        own_words = bool(getattr(view, "guide_text", lambda: "x")())
        return self._draw_badge_in(surface, words, dots_for, guide, getattr(view, "BUTTONS_FILL", theme.PANEL),
                                   whole=own_words)

    def _draw_badge_in(self, surface: pygame.Surface, words: str, dots_for: float | None, r, fill,
                       whole: bool = True) -> bool:
        """The pill's words wrapped whole in ``r`` over what it holds, filled with ``fill``
        (``whole``: all of ``r``, hiding its words; else a framed panel at its top just tall enough
        for them); False where ``r`` is missing or too small."""
        from .. import theme
        view = self.table
        if r is None or r.w < 40 or r.h < 20:
            return False
        size = view.f.get("guide", theme.MIN_TEXT)
        pad = 0 if whole else max(4, size // 2)
        inner = r.inflate(-2 * pad, -2 * pad)
        words = words + ("." * (1 + int(dots_for * 3) % 3) if dots_for is not None else "")
        # smaller to fit, never under what reads from where the players sit (a grown table keeps room)
        least = max(theme.MIN_TEXT, min(size, theme.reading_floor(surface.get_size(), theme.interface)))
        from ..hints import without_reason
        top = size
        for said in dict.fromkeys((words, without_reason(words))):
            # a hint's reason ("— wins 34% of 61 simulated games") gives way before the move does
            size = top
            lines = theme.wrap(said, size, inner.w)
            while size > least and len(lines) * theme.font(size).get_linesize() > inner.h:
                size -= 1
                lines = theme.wrap(said, size, inner.w)
            if len(lines) * theme.font(size).get_linesize() <= inner.h + 2:
                break
        step = theme.font(size).get_linesize()
        lines = lines[:(inner.h + 2) // step]                   # whole lines that fit
        box = pygame.Rect(r)
        if whole:
            surface.fill(fill, box)
        else:
            box.h = min(r.h, len(lines) * step + 2 * pad)
            pygame.draw.rect(surface, fill, box, border_radius=pad)
            pygame.draw.rect(surface, theme.ACCENT if dots_for is None else theme.OUTLINE, box, 1, border_radius=pad)
        colour = theme.ACCENT if dots_for is None else theme.TEXT
        for k, line in enumerate(lines):
            surface.blit(theme.text(line, size, colour), (inner.left, inner.top + k * step))
        view._inked(box.inflate(2, 2))
        self.badge_rect = box
        return True

    def screen_kept(self) -> bool:
        """Whether the screen still holds the last frame as this table drew it (nothing else was
        drawn over it since): then the table may copy only what changed (``partial_screen``)."""
        kept = getattr(self.app, "screen_kept_for", None)
        return bool(kept is not None and kept(self))

    # ------------------------------------------------------------------ handing the screen over
    @property
    def handing_over(self) -> bool:
        return self.passing is not None

    def _people_here(self) -> list[int]:
        """The seats whose person plays at this screen (not a bot's, not a phone's)."""
        return [i for i in self.session.humans if self._person(i) is not None]

    def _person(self, seat: int | None) -> int | None:
        """The index of the person deciding for ``seat``, or None (a bot, nobody)."""
        if seat is None:
            return None
        ctrl = self.session.controller(seat)
        if ctrl is None or ctrl.is_bot or (self.phones is not None and self.phones.is_phone(seat)):
            return None
        # by position, as ``Session.controller`` maps seats (two people may share a name)
        return min(seat, len(self.session.seats) - 1)

    def _name(self, seat: int) -> str:
        ctrl = self.session.controller(seat)
        return ctrl.name if ctrl is not None else self.table.name(seat)

    def _hand_over_due(self) -> bool:
        """Whether a person other than the holder must decide now (then the Done button or the pass
        screen is up, or comes up now): the bots and the game wait."""
        if self.passing is not None:
            return True
        actor = self.session.state.actor
        person = self._person(actor)
        if person is None:
            return False
        if self.holder is not None and self._person(self.holder) == person:
            if self.table.viewer != actor:
                self.table.set_viewer(actor)      # the same person deciding for another seat
                self.holder = actor
            return False
        if self.holder is None:
            self._pass_to(actor)
        elif self.done_for != actor:
            self.done_for = actor
            self.table.done_for = self._name(actor)
            self.table.done_button.hover = False
            if "buttons" in self.table.layout.zones:   # placed now: a click may come before the next draw
                self.table.place_done_button()
        return True

    def press_done(self) -> bool:
        """The holder is done: put up the pass screen for the person waiting. False when nobody waits."""
        seat = self.done_for
        if seat is None or self.passing is not None:
            return False
        self._pass_to(seat)
        return True

    def _pass_to(self, seat: int) -> None:
        if self.holder is not None:
            self.seen[self._person(self.holder)] = self.table.log.total
        person = self._person(seat)
        first = person not in self.seen
        self.pass_news = self.table.log.since(self.seen.get(person, 0))
        self._pass_first = first
        self.holder = None
        self.done_for = None
        self.table.done_for = None
        self.passing = seat
        self.table.focus = None                # the last person's keyboard focus is not the next one's
        self.table.close_overlays()            # nor their open log or tooltip
        self.table.set_viewer(None)            # nothing private is drawn while the screen changes hands
        self.table.release()

        def ready(seat=seat):
            self.take_screen(seat)

        # No fallback that hands the screen over without the pass screen: if it cannot be shown,
        # the app's error guard returns to the title and the game waits in its save.
        self.app.pass_device(self._name(seat), ready, **self.handover_context())

    def take_screen(self, seat: int) -> None:
        """The person deciding for ``seat`` is ready: the screen (and their secrets) are theirs."""
        if self.passing != seat:
            return
        self.passing = None
        self.holder = seat
        self.seen[self._person(seat)] = self.table.log.total
        self.bot_timer = 0.0
        self.table.set_viewer(seat)

    def handover_context(self) -> dict:
        """What the pass screen says: every line narrated since that person last held the screen
        (the pass screen shows the newest that fit and counts the rest)."""
        return {"news": list(self.pass_news), "session": self.session, "first": self._pass_first}

    # ------------------------------------------------------------------ phones
    def _position(self) -> tuple:
        """Which position the game is at: a move changes its step, an undo its state too."""
        state = self.session.state
        return id(state), state.step

    def _phones_frame(self) -> None:
        """Apply what the phones sent, as a bot's move is, while the table is idle; keep their
        pictures current meanwhile."""
        self.phones.flush()             # what the last frame made, if that frame was not drawn
        if not self._phones_published:
            self.phones.server.publish(self.session)    # the last frame was not drawn: made here
        self._phones_published = False
        if not self.table.idle or self.table.drag or self.passing is not None:
            return
        for done in self.phones.drain(self.session, publish=False):
            self.bot_timer = 0.0
            if done.undone:
                self.table._snap_model()        # the position before the step, as the table's Undo does
            else:
                self.table.animate(done.events)
        if self.join_open and self.phones.all_joined():
            self.join_open = False

    def _join_event(self, ev: pygame.event.Event) -> bool:
        """J opens and closes the join panel; while it is up, its buttons give a seat a new link or
        take the seat off its phone, a code's number (1-9) gives that seat a new link too (a phone
        lost or in the wrong hands), and Esc, Enter or a click beside the buttons close it."""
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_j and not (ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.join_open = not self.join_open
            return True
        if not self.join_open:
            return False
        if self.join_panel is not None and self.join_panel.handle_event(ev):
            return True
        seats = self.phones.server.links.seats
        if ev.type == pygame.KEYDOWN and pygame.K_1 <= ev.key < pygame.K_1 + min(9, len(seats)):
            self.phones.new_link(seats[ev.key - pygame.K_1])
            return True
        if (ev.type == pygame.KEYDOWN and ev.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)) \
                or (ev.type == pygame.MOUSEBUTTONUP and ev.button == 1):
            self.join_open = False
        return True

    def _join_action(self, action: str, seat: int) -> None:
        """A join panel button pressed for ``seat``: a new link, or the seat leaves its phone."""
        from ..phones.panel import HERE, NEW_LINK, TO_BOT
        if action == NEW_LINK:
            self.phones.new_link(seat)
            return
        if action == TO_BOT:
            self.phones.give_to_bot(self.session, seat)
        elif action == HERE:
            self.phones.play_here(self.session, seat)
        self._seats_changed()

    def _seats_changed(self) -> None:
        """A seat left its phone mid-game: the people at this screen are counted again, as when the
        table was built. A second person here brings the usual hand-over (whoever held the screen
        keeps it until the new person's turn); a first one holds the screen at once."""
        self.table.humans = list(self.session.humans)
        humans = self._people_here()
        self.table.interactive = bool(humans)
        hand_over = len(humans) > 1 and hasattr(self.app, "pass_device")
        if hand_over and not self.hand_over:
            self.hand_over = True
            self.holder = self.table.viewer if self._person(self.table.viewer) is not None else None
            if self.holder is None:
                self.table.set_viewer(None)
        elif not self.hand_over:
            self.table.set_viewer(humans[0] if humans else None)

    def _draw_join(self, surface: pygame.Surface) -> None:
        from .. import theme
        from ..phones.panel import JoinPanel
        if self.join_panel is None:
            self.join_panel = JoinPanel(self._join_action)
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((*theme.BG_DARK, 200))
        surface.blit(shade, (0, 0))
        rect = pygame.Rect(0, 0, w * 9 // 10, h * 8 // 10)
        rect.center = (w // 2, h // 2)
        self.join_panel.draw(surface, rect, self.phones.rows(list(self.session.state.names)), theme.scale_for((w, h)))

    # ------------------------------------------------------------------ playing
    def submit(self, command: Command) -> list[Event] | None:
        """Send ``command`` to the rules: its events when accepted (they are then animated; the list
        may be empty), None when rejected (the reason is shown)."""
        try:
            events = self.session.submit(command)
        except Rejected as e:
            self.table.rejected(e.reason)
            return None
        self.bot_timer = 0.0
        self.table.animate(events)
        return events

    def play_bot(self, bot=None, command: Command | None = None) -> bool:
        if command is not None:
            cmd = command
        elif bot is not None:
            from rules.core import bot_move
            cmd = bot_move(self.session.state, bot)
        else:
            cmd = self.session.bot_command()
        if cmd is None:
            return False
        try:
            events = self.session.submit(cmd)
        except Rejected as e:
            self._log_bot_rejection(cmd, e)
            legal = self.session.state.legal_commands()
            if not legal:
                return False
            events = self.session.submit(legal[0])
        self.table.animate(events)
        return True

    def _log_bot_rejection(self, cmd: Command, error: Rejected) -> None:
        """A bot chose a command the rules refuse: a bug in the bot, written to the error log."""
        seat = self.session.controller(self.session.state.actor)
        level = (seat.level if seat is not None else None) or "?"
        log_error(error, f"bot command rejected: game {self.session.game}, bot level {level}, "
                         f"seat {getattr(cmd, 'seat', '?')}, command {cmd!r}, reason: {error.reason}")

    def open_menu(self) -> None:
        self.table.release()
        self.app.pause(self.session)

    def show_results(self) -> None:
        self.table.release()
        self.app.show_results(self.session)
