"""Watch a game from its command log: step forward and back, play and pause, change the speed.

The states are rebuilt by replaying the session's commands from ``spec.new_game(...)`` (the same
way a save is verified), keeping the state before the first command and after each one, and the
events each command produced. Stepping forward animates that command's events on the game's view;
stepping back (or jumping) shows the earlier state at once.

Keys: Right/Left step, Space play/pause, Home/End jump, +/- speed, Esc back. A click or a drag
on the progress bar jumps to that move.
"""
from __future__ import annotations

import pygame

from rules.core import Command, Event

from .. import theme
from ..session import Session
from ..tables import table_class_of
from ..widgets import ui
from ..wording import second_person
from .base import Scene

RATES = [0.5, 1.0, 2.0, 4.0]
STEP_PAUSE = 0.55            # seconds between commands when playing, at rate 1


def describe_command(cmd: Command, state_before, names: list[str]) -> str:
    """A short sentence for a command, from the state it was applied to, in good English when the
    acting seat is called "You"."""
    return second_person(_describe(cmd, state_before, names))


def _describe(cmd: Command, state_before, names: list[str]) -> str:
    who = names[cmd.seat] if 0 <= cmd.seat < len(names) else f"Seat {cmd.seat + 1}"
    kind = getattr(cmd, "name", type(cmd).__name__.lower())
    if kind == "draw":
        return f"{who} draws a card"
    if kind == "bank":
        return f"{who} attempts to bank"
    if kind == "give":
        to = names[cmd.to] if 0 <= cmd.to < len(names) else "?"
        return f"{who} gives the card to {to}"
    if kind == "take":
        try:
            colour, number = state_before.faces[cmd.card]
            card = f"shooting star {number}" if colour == "star" else f"{colour} {number}"
        except (AttributeError, IndexError, TypeError):
            card = "a card"
        return f"{who} takes the {card}"
    if kind == "pass":
        return f"{who} takes nothing"
    return f"{who}: {kind}"


class ReplayScene(Scene):
    opaque = True

    def __init__(self, app, session, start: int = 0):
        super().__init__(app)
        self.source = session
        spec = session.spec
        initial = spec.new_game(session.mode, len(session.seats), session.seed, dict(session.options or {}))
        self.commands: list[Command] = list(session.commands)
        self.states = [initial.copy()]
        self.events: list[list[Event]] = []
        current = initial
        for cmd in self.commands:
            current = current.copy()
            self.events.append(current.apply(cmd))
            self.states.append(current.copy())
        self.names = [s.name for s in session.seats]
        # A session of our own, never saved: the table reads its ``state``.
        self.session = Session(session.game, session.mode, list(session.seats), session.seed,
                               dict(session.options or {}), self.states[0].copy(), [], None, session.created)
        self.index = 0
        # The log line count before the last step's events were animated: "Last:" shows what the
        # table narrated for that move (each game's own words), as the animation says it.
        self._said_from: int | None = None
        self.table = table_class_of(session.game)(self, self.session, interactive=False)
        self.table.show_buttons = False
        self.playing = False
        self.scrubbing = False          # the left button went down on the bar and is held
        self.bar_rect = pygame.Rect(0, 0, 0, 0)
        self._mouse = (-1, -1)
        self.rate_i = 1
        self.timer = 0.0
        self.buttons: dict[str, ui.Button] = {}
        self.size = None
        self.resize(tuple(getattr(app, "size", (1280, 720))))
        if start:
            self.seek(start)

    # ------------------------------------------------------------------ stepping
    @property
    def total(self) -> int:
        return len(self.commands)

    @property
    def rate(self) -> float:
        return RATES[self.rate_i]

    @property
    def state(self):
        return self.session.state

    def _set(self, index: int) -> None:
        self.index = index
        self.session.state = self.states[index].copy()
        self.session.commands = self.commands[:index]

    def step_forward(self) -> bool:
        if self.index >= self.total:
            self.playing = False
            return False
        self.table.skip()
        i = self.index
        self._set(i + 1)
        self._said_from = self.table.log.total
        self.table.animate(self.events[i])
        return True

    def step_back(self) -> bool:
        if self.index <= 0:
            return False
        self.seek(self.index - 1)
        return True

    def seek(self, index: int) -> None:
        index = max(0, min(self.total, int(index)))
        self._set(index)
        self._said_from = None          # a jump narrates nothing: "Last:" falls back to the command
        self.table.snap()

    def last_words(self, sentences: int = 2) -> str:
        """What the move that led here did: the table's own narration of it once its animation
        has said it (stepping; its first ``sentences`` lines), else a short sentence made from
        the command (after a jump)."""
        if self.index <= 0:
            return ""
        said = self.table.log.since(self._said_from) if self._said_from is not None else []
        if said:
            return " ".join(said[:sentences])
        return describe_command(self.commands[self.index - 1], self.states[self.index - 1], self.names) + "."

    def _info_lines(self, width: int, height: int) -> list[tuple[str, int, tuple, bool]]:
        """(text, size, colour, bold) of the lines above the bar: "Replay", the move and the speed
        (side by side where they fit), the last move's words. Where ``height`` holds fewer, the
        move stays, then the title, then the speed (a grown panel in a 720p window holds two or
        three lines: the speed was drawn over the bar); the last move's words come whole, in two
        sentences or one, where the rest leaves room for them (they were cut mid-sentence)."""
        f = self.table.f
        small = f["guide"]
        step = theme.font(small).get_linesize()
        move, speed = f"Move {self.index} of {self.total}", f"speed x{self.rate:g}"
        joined = f"{move}  ·  {speed}"
        where = [joined] if theme.font(small).size(joined)[0] <= width else [move, speed]
        # (the order they show in, the order they give way in reversed, the line)
        lines = [(0, 1, ("Replay", f["status"], theme.ACCENT, True))]
        lines += [(1 + k, 0 if k == 0 else 2, (text, small, theme.TEXT, False)) for k, text in enumerate(where)]
        kept, used = [], 0
        for order, _need, line in sorted(lines, key=lambda t: t[1]):
            h = theme.font(line[1], line[3]).get_linesize()
            if used + h <= height:          # else a smaller line further down the order may still fit
                kept.append(order)
                used += h
        out = [line for order, _need, line in lines if order in kept]
        for sentences in ((2, 1) if self.index > 0 else ()):
            last = self.table._wrap(f"Last: {self.last_words(sentences)}", small, width)
            if len(last) <= 3 and used + step * len(last) <= height:
                return out + [(text, small, theme.TEXT_DIM, False) for text in last]
        return out

    def _bar_hit(self) -> pygame.Rect:
        """Where a press seeks: the bar, with room above and below for a finger or a quick click."""
        bar = self.bar_rect
        return bar.inflate(bar.h, max(24, bar.h * 3))

    def index_at(self, x: int) -> int:
        """The move the bar shows at ``x``: 0 at its left end, the last at its right end."""
        bar = self.bar_rect
        if bar.w <= 0:
            return self.index
        return max(0, min(self.total, round((x - bar.left) / bar.w * self.total)))

    def toggle_play(self) -> None:
        if self.index >= self.total:
            self.seek(0)
        self.playing = not self.playing
        self.timer = 0.0

    def faster(self) -> None:
        self.rate_i = min(len(RATES) - 1, self.rate_i + 1)

    def slower(self) -> None:
        self.rate_i = max(0, self.rate_i - 1)

    def back(self) -> None:
        self.app.pop()

    # ------------------------------------------------------------------ host for the table
    def submit(self, command) -> None:
        return None                  # a replay takes no moves: refused, as the rules would

    # ------------------------------------------------------------------ scene protocol
    def _anim_speed(self) -> float:
        try:
            return max(0.0, float(self.app.settings.anim_speed))
        except (AttributeError, TypeError, ValueError):
            return 1.0

    def resize(self, size) -> None:
        size = tuple(size)
        self.table.resize(size)
        self.size = size
        L = self.table.layout
        zone = L["buttons"]
        pad, gap = L.px(16), L.px(10)
        # a strip (a grown Sky Totems table's, under its board) takes the buttons in one row
        strip = zone.w >= 3 * zone.h
        bh = max(30, L.px(54))
        # the words as large as the table's own buttons' (grown with it), the buttons round them
        words = self.table.button_text_size(bh, zone.h - 2 * pad if strip else (zone.h - 2 * pad - 3 * gap) // 4)
        if theme.interface > 1.0:
            bh = max(bh, theme.font(words, True).get_height() + L.px(14))
        self.buttons = {
            "start": ui.Button("|<", lambda: self.seek(0), tooltip="Home"),
            "back": ui.Button("<", self.step_back, tooltip="Left"),
            "fwd": ui.Button(">", self.step_forward, tooltip="Right"),
            "slower": ui.Button("-", self.slower),
            "faster": ui.Button("+", self.faster),
            "play": ui.Button("Play", self.toggle_play, primary=True, tooltip="Space"),
            "close": ui.Button("Back  (Esc)", self.back),
        }
        font = theme.font(words or bh // 2, True)
        signs = ("start", "back", "fwd", "slower", "faster")
        if strip:
            # one row along the foot: the five signs from the left, Play and Back at the right end;
            # the words and the bar above them
            y = zone.bottom - pad - bh
            sw = max(bh, font.size("|<")[0] + L.px(24))
            ww = font.size("Pause")[0] + L.px(36)
            self.buttons["close"].label = "Back"
            for i, k in enumerate(signs):
                self.buttons[k].rect = pygame.Rect(zone.left + pad + i * (sw + gap), y, sw, bh)
            self.buttons["close"].rect = pygame.Rect(zone.right - pad - ww, y, ww, bh)
            self.buttons["play"].rect = pygame.Rect(zone.right - pad - 2 * ww - gap, y, ww, bh)
            self.info_rect = pygame.Rect(zone.left + pad, zone.top + pad, zone.w - 2 * pad, y - gap - zone.top - pad)
        else:
            # a row of the five signs, then Play and Back, which have words, half the row each (four
            # to a row, a grown "Play" and "Back  (Esc)" shrank to 17-23 px in a narrow panel)
            y1 = zone.bottom - pad - 2 * bh - gap
            y2 = zone.bottom - pad - bh
            sw = (zone.w - 2 * pad - (len(signs) - 1) * gap) // len(signs)
            for i, k in enumerate(signs):
                self.buttons[k].rect = pygame.Rect(zone.left + pad + i * (sw + gap), y1, sw, bh)
            half = (zone.w - 2 * pad - gap) // 2
            self.buttons["play"].rect = pygame.Rect(zone.left + pad, y2, half, bh)
            self.buttons["close"].rect = pygame.Rect(zone.left + pad + half + gap, y2, half, bh)
            if font.size(self.buttons["close"].label)[0] > half - L.px(20):
                self.buttons["close"].label = "Back"        # the key left out rather than the words shrunk
            self.info_rect = pygame.Rect(zone.left + pad, zone.top + pad, zone.w - 2 * pad, y1 - gap - zone.top - pad)
        for b in self.buttons.values():
            b.text_size = words

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.table.overlay_event(ev):     # the table's tooltips and log drawer (L) see it first
            return
        if ev.type == pygame.KEYDOWN:
            k = ev.key
            if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
            elif k == pygame.K_RIGHT:
                self.playing = False
                self.step_forward()
            elif k == pygame.K_LEFT:
                self.playing = False
                self.step_back()
            elif k == pygame.K_SPACE:
                self.toggle_play()
            elif k == pygame.K_HOME:
                self.playing = False
                self.seek(0)
            elif k == pygame.K_END:
                self.playing = False
                self.seek(self.total)
            elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.faster()
            elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.slower()
            return
        if ev.type == pygame.MOUSEMOTION:
            self._mouse = tuple(ev.pos)
            if self.scrubbing:
                self.seek(self.index_at(ev.pos[0]))
            for b in self.buttons.values():
                b.hover = b.rect.collidepoint(ev.pos)
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.total \
                and self._bar_hit().collidepoint(ev.pos):
            self.playing = False
            self.scrubbing = True
            self.seek(self.index_at(ev.pos[0]))
            return
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.scrubbing:
            self.scrubbing = False
            return
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            for key, b in self.buttons.items():
                if b.enabled and b.rect.collidepoint(ev.pos):
                    if key in ("start", "back", "fwd"):
                        self.playing = False
                    b.on_click()
                    return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if not any(b.rect.collidepoint(ev.pos) for b in self.buttons.values()):
                self.table.skip()

    def update(self, dt: float) -> None:
        speed = self._anim_speed() * self.rate
        self.table.update(dt, speed)
        if self.playing and self.table.idle:
            self.timer += dt * self.rate
            if self.timer >= STEP_PAUSE:
                self.timer = 0.0
                if not self.step_forward():
                    self.playing = False

    def draw(self, surface: pygame.Surface) -> None:
        if self.size != surface.get_size():
            self.resize(surface.get_size())
        self.table.draw(surface)
        L = self.table.layout
        px = L.px
        r = self.info_rect
        # the progress bar: a click or a drag on it jumps to that move
        bar = self.bar_rect = pygame.Rect(r.left + px(8), r.bottom - px(14), r.w - px(16), max(6, px(10)))
        y = r.top
        for text, size, colour, bold in self._info_lines(r.w, bar.top - px(8) - r.top):
            ui.blit_text(surface, text, size, colour, bold, topleft=(r.left, y))
            y += theme.font(size, bold).get_linesize()
        pygame.draw.rect(surface, theme.PANEL, bar, border_radius=bar.h // 2)
        if self.total:
            done = bar.copy()
            done.w = max(bar.h, int(bar.w * self.index / self.total))
            pygame.draw.rect(surface, theme.ACCENT, done, border_radius=bar.h // 2)
            knob = (bar.left + int(bar.w * self.index / self.total), bar.centery)
            hot = self.scrubbing or self._bar_hit().collidepoint(self._mouse)
            pygame.draw.circle(surface, theme.TEXT if hot else theme.ACCENT, knob, px(11 if hot else 9))
        self.buttons["play"].label = "Pause" if self.playing else "Play"
        self.buttons["back"].enabled = self.buttons["start"].enabled = self.index > 0
        self.buttons["fwd"].enabled = self.index < self.total
        self.buttons["slower"].enabled = self.rate_i > 0
        self.buttons["faster"].enabled = self.rate_i < len(RATES) - 1
        for b in self.buttons.values():
            b.draw(surface)
