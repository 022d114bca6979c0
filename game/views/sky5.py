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
"""
from __future__ import annotations

import math
import random
from collections import deque
from functools import partial
from typing import Any, Callable

import pygame

from rules.core import Command, Event
from rules.sky5.commands import Bank, Draw, Give, Pass, Take

from .. import theme
from ..layout import Layout, load_layout
from ..widgets import tween, ui
from ..widgets.cards import CARD_RATIO, PALETTE, RAINBOW, card_size, default_art
from ..widgets.die import DieSprite

# Seconds at speed 1.
T_FLIP = 0.26
T_MOVE = 0.42
T_FLY = 0.5
T_STAGGER = 0.07
T_ROLL = 0.9
HOLD_BUST = 1.35
HOLD_SKY5 = 1.5
HOLD_FINAL = 1.8
HOLD_OVER = 1.6
NOTICE_SECONDS = 4.5
DRAG_THRESHOLD = 6

GOOD = theme.GOOD
BAD = theme.BAD
GOLD = theme.ACCENT
FOCUS = (120, 220, 255)      # the keyboard focus
DROP = (170, 255, 190)       # the drop target under a dragged card


def describe(face: dict | None) -> str:
    """'blue 4', 'shooting star 3'."""
    if not face:
        return "card"
    colour = face["colour"]
    return f"shooting star {face['number']}" if colour == "star" else f"{colour} {face['number']}"


# =========================================================================== sprites and effects

class CardSprite:
    """One card on screen, by its rules id. ``pos`` is its centre, ``h`` its height in pixels."""

    __slots__ = ("id", "face", "face_up", "pos", "h", "squash", "lifted", "move_tween", "flip_tween",
                 "target", "dragging", "base_h")

    def __init__(self, cid: int, face: dict | None, pos, h: float, face_up: bool = True):
        self.id = cid
        self.face = face
        self.face_up = face_up
        self.pos = pygame.Vector2(pos)
        self.h = float(h)
        self.squash = 1.0            # horizontal scale while flipping
        self.lifted = False          # drawn above the resting cards (moving)
        self.move_tween: tween.Tween | None = None
        self.flip_tween: tween.Tween | None = None
        self.target: tuple | None = None
        self.dragging = False
        self.base_h: float | None = None   # while moving: the size whose cached art is scaled (never up)

    def rect(self) -> pygame.Rect:
        w, h = card_size(self.h)
        r = pygame.Rect(0, 0, w, h)
        r.center = (round(self.pos.x), round(self.pos.y))
        return r


class Effect:
    def __init__(self, life: float):
        self.age = 0.0
        self.life = life

    def update(self, dt: float) -> bool:
        self.age += dt
        return self.age < self.life

    def alpha(self, fade_in: float = 0.12, fade_out: float = 0.35) -> int:
        a = 1.0
        if self.age < fade_in:
            a = self.age / fade_in
        if self.life - self.age < fade_out:
            a = min(a, max(0.0, (self.life - self.age) / fade_out))
        return int(255 * a)

    def draw(self, surface: pygame.Surface) -> None:
        pass


def _alpha_blit(surface: pygame.Surface, img: pygame.Surface, rect, alpha: int) -> None:
    if alpha >= 255:
        surface.blit(img, rect)
    elif alpha > 0:
        img = img.copy()
        img.set_alpha(alpha)
        surface.blit(img, rect)


class Banner(Effect):
    """A big word with a line under it, over a band across ``rect``."""

    def __init__(self, rect: pygame.Rect, title: str, sub: str, colour, title_size: int, sub_size: int,
                 life: float, band=(8, 12, 30)):
        super().__init__(life)
        self.rect = pygame.Rect(rect)
        self.title, self.sub, self.colour = title, sub, colour
        self.title_size, self.sub_size = title_size, sub_size
        self.band = band
        self._band_surf: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface) -> None:
        alpha = self.alpha()
        t_img = theme.text(self.title, self.title_size, self.colour, bold=True)
        sub_lines = theme.wrap(self.sub, self.sub_size, int(self.rect.w * 0.94)) if self.sub else []
        line_h = theme.font(self.sub_size).get_linesize()
        height = t_img.get_height() + len(sub_lines) * line_h + self.sub_size
        band = pygame.Rect(0, 0, self.rect.w, min(self.rect.h, height + self.sub_size))
        band.center = self.rect.center
        if self._band_surf is None or self._band_surf.get_size() != band.size:
            self._band_surf = pygame.Surface(band.size, pygame.SRCALPHA)
            pygame.draw.rect(self._band_surf, (*self.band, 215), self._band_surf.get_rect(),
                             border_radius=max(4, band.h // 8))
            pygame.draw.rect(self._band_surf, (*self.colour, 255), self._band_surf.get_rect(), 2,
                             border_radius=max(4, band.h // 8))
        _alpha_blit(surface, self._band_surf, band, alpha)
        pop = tween.ease_out_back(min(1.0, self.age / 0.28))
        img = t_img
        if pop < 0.999:
            w = max(1, int(t_img.get_width() * (0.6 + 0.4 * pop)))
            h = max(1, int(t_img.get_height() * (0.6 + 0.4 * pop)))
            img = pygame.transform.smoothscale(t_img, (w, h))
        top = band.top + (band.h - height) // 2
        r = img.get_rect(midtop=(band.centerx, top))
        _alpha_blit(surface, img, r, alpha)
        y = top + t_img.get_height() + self.sub_size // 3
        for line in sub_lines:
            s = theme.text(line, self.sub_size, theme.TEXT)
            _alpha_blit(surface, s, s.get_rect(midtop=(band.centerx, y)), alpha)
            y += line_h


class FloatText(Effect):
    """A short word that rises and fades (``+7``, ``passes``)."""

    def __init__(self, pos, text: str, size: int, colour, life: float = 1.3, rise: float = 40):
        super().__init__(life)
        self.pos = pygame.Vector2(pos)
        self.text, self.size, self.colour, self.rise = text, size, colour, rise

    def draw(self, surface: pygame.Surface) -> None:
        img = theme.text(self.text, self.size, self.colour, bold=True)
        y = self.pos.y - self.rise * tween.ease_out(min(1.0, self.age / self.life))
        shadow = theme.text(self.text, self.size, (0, 0, 0), bold=True)
        r = img.get_rect(center=(self.pos.x, y))
        a = self.alpha(0.1, 0.4)
        _alpha_blit(surface, shadow, r.move(2, 2), a // 2)
        _alpha_blit(surface, img, r, a)


class Burst(Effect):
    """Sky Five!: coloured sparks and stars flying out from a point."""

    def __init__(self, center, scale: float, life: float = 1.6, count: int = 110, seed: Any = 0):
        super().__init__(life)
        rnd = random.Random(f"burst/{seed}")
        cx, cy = center
        self.parts = []
        for i in range(count):
            ang = rnd.uniform(0, math.tau)
            speed = rnd.uniform(180, 620) * scale
            colour = RAINBOW[i % 5] if i % 7 else PALETTE["star"]["ink"]
            self.parts.append([cx, cy, math.cos(ang) * speed, math.sin(ang) * speed - 200 * scale,
                               max(2, rnd.uniform(3, 8) * scale), colour, i % 7 == 0])
        self.gravity = 700 * scale

    def update(self, dt: float) -> bool:
        for p in self.parts:
            p[0] += p[2] * dt
            p[1] += p[3] * dt
            p[3] += self.gravity * dt
            p[2] *= 0.985
        return super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        fade = max(0.0, 1 - self.age / self.life)
        for x, y, _vx, _vy, r, colour, star in self.parts:
            rr = r * (0.4 + 0.6 * fade)
            if star:
                pts = [(x + math.cos(-math.pi / 2 + k * math.pi / 5) * (rr * 2 if k % 2 == 0 else rr * 0.9),
                        y + math.sin(-math.pi / 2 + k * math.pi / 5) * (rr * 2 if k % 2 == 0 else rr * 0.9))
                       for k in range(10)]
                pygame.draw.polygon(surface, colour, pts)
            else:
                pygame.draw.circle(surface, colour, (x, y), rr)


# =========================================================================== the view

class Sky5View:
    """Draws a Sky 5 session and turns gestures into commands.

    ``host`` offers ``app`` and ``submit(command) -> bool`` (the table scene: it applies the command,
    shows a rejection and calls ``animate`` with the events) and optionally ``open_menu()``.
    ``interactive=False`` (replays, demos) ignores gestures except clicks that hurry animations.
    """

    game_id = "sky-5"

    def __init__(self, host, session, interactive: bool = True):
        self.host = host
        self.session = session
        self.interactive = interactive
        self.n = session.state.players
        self.layout: Layout = load_layout(f"sky5-{self.n}")
        humans = [i for i, s in enumerate(session.seats) if not s.is_bot]
        self.humans = humans
        self.bottom = humans[0] if humans else 0
        self.viewer: int | None = humans[0] if humans else None
        # With several people at one screen the bank total shown follows the human who decides,
        # unless the host hands the screen over itself (``set_viewer``).
        self.auto_viewer = True
        self.art = default_art()
        self.tweens = tween.Tweener()
        self.queue: deque[Callable[[], None]] = deque()
        self.hold = 0.0
        self.effects: list[Effect] = []
        self.die = DieSprite(session.state.die)
        self.die_offset = pygame.Vector2(0, 0)
        self.sprites: dict[int, CardSprite] = {}
        self.flyers: list[CardSprite] = []
        self.faces: dict[int, dict] = {}
        self.log: deque[str] = deque(maxlen=6)
        self.notice: tuple[str, float] | None = None   # (text, seconds left): a rejection reason
        self.drag: dict | None = None
        self.press: tuple | None = None
        self.focus: tuple | None = None
        self.hover_seat: int | None = None
        self.mouse = (0, 0)
        self.speed = 1.0
        self.size: tuple[int, int] | None = None
        self.bg: pygame.Surface | None = None
        self._rolls = 0
        self._text_fit: dict[tuple, str] = {}
        self._wrapped: dict[tuple, list[str]] = {}
        self.buttons: dict[str, ui.Button] = {}
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._version = 0
        self.show_buttons = True
        self.caption: tuple[str, str] | None = None   # words in place of the buttons (demo)
        self.shown: dict = {}
        self.legal: list[Command] = []
        self._snap_model()

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
        return names[seat]

    def human_actor(self) -> int | None:
        """The seat a person at this screen must decide for now, when input is open."""
        if not self.interactive or not self.idle:
            return None
        v = self.shown
        if v.get("over") or v.get("actor") is None:
            return None
        seat = self.session.controller(v["actor"])
        if seat is None or seat.is_bot:
            return None
        if not self.auto_viewer and len(self.humans) > 1 and v["actor"] != self.viewer:
            return None          # the screen has not been handed over to this person yet
        return v["actor"]

    def legal_of(self, kind: type) -> list[Command]:
        return [c for c in self.legal if isinstance(c, kind)]

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
        self.tweens.finish_all()
        self.tweens.clear()
        self.queue.clear()
        self.hold = 0.0
        self.effects.clear()
        self.flyers.clear()
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

    def snap(self) -> None:
        """Public: show the state as it is now, without animation (replay jumps)."""
        self.log.clear()
        self.notice = None
        self._snap_model()

    # ------------------------------------------------------------------ geometry
    def resize(self, size: tuple[int, int]) -> None:
        size = (int(size[0]), int(size[1]))
        if size == self.size:
            return
        self.skip()
        self.size = size
        L = self.layout
        L.fit(size)
        px = L.px
        self.f = {
            "name": max(15, px(30)), "chip": max(12, px(19)), "status": max(17, px(34)),
            "small": max(14, px(23)), "label": max(13, px(24)), "count": max(14, px(28)),
            "banner": max(34, px(110)), "banner_sub": max(15, px(32)), "hint": max(13, px(23)),
            "badge": max(13, px(26)), "float": max(18, px(44)), "button": max(14, px(26)),
        }
        for s in set(self.f.values()):
            theme.font(s)
            theme.font(s, True)
        self.rows_r = [L[f"row.{p}"] for p in range(self.n)]
        self.banks_r = [L[f"bank.{p}"] for p in range(self.n)]
        self.seats_r = [L[f"seat.{p}"] for p in range(self.n)]
        self.row_h = []
        for r in self.rows_r:
            # a fixed card size per row: 6 cards side by side, up to 10 with the corners showing
            cw = min(r.h * 0.96 * CARD_RATIO, r.w / 3.0)
            self.row_h.append(cw / CARD_RATIO)
        deck = L["deck"]
        self.center_h = min(deck.w * 0.92 / CARD_RATIO, deck.h * 0.74)
        self.bank_h = []
        for r in self.banks_r:
            if r.w > r.h * 1.3:          # a wide bank zone (below a tall seat): pile on the left, words beside
                self.bank_h.append(min(r.h * 0.9, r.w * 0.35 / CARD_RATIO))
            else:
                self.bank_h.append(min(r.h * 0.6, r.w * 0.8 / CARD_RATIO))
        self.pile_step = max(1, px(3))
        self._text_fit.clear()
        self._wrapped.clear()
        self._make_buttons()
        self.bg = self._render_background(size)
        self._relayout(instant=True)
        for s in self.flyers:
            s.pos = pygame.Vector2(self._flyer_target(s))

    def _render_background(self, size) -> pygame.Surface:
        L = self.layout
        bg = pygame.Surface(size)
        w, h = size
        top, bottom = (24, 38, 74), (10, 16, 38)
        for y in range(0, h, 4):
            t = y / max(1, h)
            pygame.draw.rect(bg, [int(top[i] + (bottom[i] - top[i]) * t) for i in range(3)], (0, y, w, 4))
        rnd = random.Random(1234)
        for _ in range(int(w * h / 9000)):
            x, y = rnd.randrange(w), rnd.randrange(h)
            c = rnd.randint(70, 150)
            pygame.draw.circle(bg, (c, c, min(255, c + 40)), (x, y), 1)
        px = L.px
        # the felt in the middle
        table = L["table"].inflate(px(8), px(8))
        ui.draw_panel(bg, table, fill=(22, 40, 78), edge=(46, 70, 120), radius=px(26), width=max(1, px(2)))
        # seat panels
        for p in range(self.n):
            ui.draw_panel(bg, self.seats_r[p], fill=(30, 46, 88), edge=(62, 86, 140), radius=px(18),
                          width=max(1, px(2)))
            ui.draw_panel(bg, self.rows_r[p], fill=(24, 38, 74), edge=(40, 58, 100), radius=px(12), width=1)
        # status bar
        status = L["status"]
        band = pygame.Rect(0, 0, w, status.bottom)      # full width, also when letterboxed
        pygame.draw.rect(bg, (12, 18, 40), band)
        pygame.draw.line(bg, (62, 86, 140), band.bottomleft, band.bottomright, max(1, px(2)))
        # zone captions on the felt
        for zone, label in (("deck", "Deck"), ("discard", "Discard"), ("pending", "To give"), ("die", "Die")):
            r = L[zone]
            slot = self._pile_rect(zone)
            pygame.draw.rect(bg, (40, 60, 104), slot.inflate(px(6), px(6)), max(1, px(2)), border_radius=px(12))
            ui.blit_text(bg, label, self.f["label"], theme.TEXT_DIM, midtop=(r.centerx, slot.bottom + px(10)))
        if "buttons" in L:
            ui.draw_panel(bg, L["buttons"], fill=(24, 36, 70), edge=(62, 86, 140), radius=px(18), width=max(1, px(2)))
        return bg.convert() if pygame.display.get_surface() is not None else bg

    def _pile_rect(self, zone: str) -> pygame.Rect:
        r = self.layout[zone]
        if zone == "die":
            size = self._die_size()
            return pygame.Rect(0, 0, size, size).move(r.centerx - size // 2, r.top + (r.h - size) // 2 - self.layout.px(24))
        w, h = card_size(self.center_h)
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = (r.centerx, r.top + self.layout.px(6))
        return rect

    def _die_size(self) -> int:
        r = self.layout["die"]
        return int(min(r.w * 0.72, r.h * 0.56))

    def _make_buttons(self) -> None:
        L = self.layout
        if "buttons" not in L:
            self.buttons = {}
            return
        old = self.buttons
        self.buttons = {
            "draw": ui.Button("Draw  (D)", self._click_draw, primary=True),
            "bank": ui.Button("Bank  (B)", self._click_bank, primary=True),
            "pass": ui.Button("Pass  (P)", self._click_pass),
            "menu": ui.Button("Menu  (Esc)", self._click_menu),
        }
        for k, b in self.buttons.items():
            if k in old:
                b.hover = old[k].hover
        zone = L["buttons"]
        pad, gap = L.px(16), L.px(12)
        bh = max(30, L.px(58))
        bw = (zone.w - 2 * pad - gap) // 2
        y2 = zone.bottom - pad - bh
        y1 = y2 - gap - bh
        self.buttons["draw"].rect = pygame.Rect(zone.left + pad, y1, bw, bh)
        self.buttons["bank"].rect = pygame.Rect(zone.left + pad + bw + gap, y1, bw, bh)
        self.buttons["pass"].rect = pygame.Rect(zone.left + pad, y2, bw, bh)
        self.buttons["menu"].rect = pygame.Rect(zone.left + pad + bw + gap, y2, bw, bh)
        self.hint_rect = pygame.Rect(zone.left + pad, zone.top + pad, zone.w - 2 * pad, y1 - gap - zone.top - pad)

    # ------------------------------------------------------------------ targets
    def _row_slot(self, seat: int, i: int, count: int) -> tuple[pygame.Vector2, float]:
        p = self.pos_of(seat)
        R = self.rows_r[p]
        h = self.row_h[p]
        w = h * CARD_RATIO
        gap = w * 1.06
        step = gap if count <= 1 else min(gap, (R.w - w - 4) / (count - 1))
        x = R.left + 2 + w / 2 + i * step
        return pygame.Vector2(x, R.centery), h

    def _pile_top(self, zone: str, count: int) -> pygame.Vector2:
        r = self._pile_rect(zone)
        k = min(5, (count + 9) // 10)
        return pygame.Vector2(r.centerx - k * self.pile_step, r.centery - k * self.pile_step)

    def _bank_pile(self, seat: int) -> tuple[pygame.Rect, float]:
        p = self.pos_of(seat)
        r = self.banks_r[p]
        h = self.bank_h[p]
        w = h * CARD_RATIO
        rect = pygame.Rect(0, 0, round(w), round(h))
        if r.w > r.h * 1.3:
            rect.midleft = (r.left + self.layout.px(16), r.centery)
        else:
            rect.midtop = (r.centerx, r.top + self.layout.px(8))
        return rect, h

    def _bank_top(self, seat: int, count: int) -> pygame.Vector2:
        rect, _h = self._bank_pile(seat)
        k = min(5, (count + 3) // 4)
        return pygame.Vector2(rect.centerx - k * self.pile_step, rect.centery - k * self.pile_step)

    def _flyer_target(self, s: CardSprite) -> pygame.Vector2:
        return pygame.Vector2(s.target[0]) if s.target else s.pos

    def _relayout(self, instant: bool = False, duration: float = T_MOVE, lift: set | None = None) -> None:
        """Send every row and pending card to its slot (tweening those whose slot changed)."""
        if not self.size:
            return
        self._version += 1
        for seat, row in enumerate(self.d_rows):
            for i, cid in enumerate(row):
                pos, h = self._row_slot(seat, i, len(row))
                self._place(cid, pos, h, instant, duration, lift)
        if self.d_pending is not None:
            r = self._pile_rect("pending")
            self._place(self.d_pending, pygame.Vector2(r.center), self.center_h, instant, duration, lift)

    def _place(self, cid: int, pos: pygame.Vector2, h: float, instant: bool, duration: float,
               lift: set | None) -> None:
        s = self.sprites.get(cid)
        if s is None:
            return
        target = ((round(pos.x, 1), round(pos.y, 1)), round(h, 1))
        if s.dragging:
            s.target = target
            return
        if instant:
            if s.move_tween:
                s.move_tween.cancel()
                s.move_tween = None
            s.pos, s.h, s.target, s.lifted = pygame.Vector2(pos), h, target, False
            return
        if target == s.target and (s.move_tween is not None or (s.pos - pos).length() < 0.5):
            return                      # already there, or on its way
        s.target = target
        self._move_sprite(s, pos, h, duration, lifted=bool(lift and cid in lift))

    def _move_sprite(self, s: CardSprite, pos, h: float, duration: float, lifted: bool = False,
                     delay: float = 0.0, on_done: Callable[[], None] | None = None,
                     ease=tween.ease_in_out) -> None:
        if s.move_tween:
            s.move_tween.cancel()
        start = {}
        end_pos, end_h = pygame.Vector2(pos), float(h)

        def begin():
            start["pos"], start["h"] = pygame.Vector2(s.pos), s.h
            s.base_h = max(s.h, end_h)
            if lifted:
                s.lifted = True

        def fn(t):
            if "pos" not in start:
                begin()
            s.pos = start["pos"].lerp(end_pos, max(0.0, min(1.0, t))) if t <= 1 else end_pos
            s.h = start["h"] + (end_h - start["h"]) * t

        def done():
            s.move_tween = None
            s.lifted = False
            s.base_h = None
            if on_done:
                on_done()

        s.move_tween = self.tweens.add(tween.Tween(duration, fn, ease, delay, done, on_start=begin))

    def _flip(self, s: CardSprite, face_up: bool, duration: float = T_FLIP, delay: float = 0.0) -> None:
        if s.face_up == face_up and s.flip_tween is None:
            return
        if s.flip_tween:
            s.flip_tween.cancel()
        switched = {"done": False}

        def fn(t):
            s.squash = abs(1 - 2 * t)
            if t >= 0.5 and not switched["done"]:
                switched["done"] = True
                s.face_up = face_up

        def done():
            s.squash = 1.0
            s.face_up = face_up
            s.flip_tween = None

        s.flip_tween = self.tweens.add(tween.Tween(duration, fn, tween.linear, delay, done))

    # ------------------------------------------------------------------ events -> steps
    def animate(self, events: list[Event]) -> None:
        """Queue the animation of ``events`` (from ``session.submit``) after what is queued."""
        i = 0
        while i < len(events):
            e = events[i]
            if e.kind == "move" and (str(e["dst"]).startswith("bank.") or e["dst"] == "discard"):
                group = [e]
                j = i + 1
                while j < len(events) and events[j].kind == "move" and events[j]["dst"] == e["dst"]:
                    group.append(events[j])
                    j += 1
                self.queue.append(partial(self._ev_move_group, group))
                i = j
                continue
            handler = getattr(self, f"_ev_{e.kind}", None)
            if handler is not None:
                self.queue.append(partial(handler, e))
            i += 1
        self.queue.append(self._settle)
        if self.speed <= 0:
            self._run_instant()

    def _say(self, text: str) -> None:
        self.log.append(text)

    def _seat_center(self, seat: int) -> pygame.Vector2:
        return pygame.Vector2(self.seats_r[self.pos_of(seat)].center)

    def _new_sprite(self, cid: int, src: str) -> CardSprite:
        face = self.faces.get(cid)
        if src == "deck":
            return CardSprite(cid, face, self._pile_top("deck", self.d_deck), self.center_h, face_up=False)
        if src == "pending":
            return CardSprite(cid, face, self._pile_rect("pending").center, self.center_h)
        if src.startswith("row."):
            seat = int(src.split(".")[1])
            return CardSprite(cid, face, self.rows_r[self.pos_of(seat)].center, self.row_h[self.pos_of(seat)])
        return CardSprite(cid, face, self._pile_top("deck", self.d_deck), self.center_h, face_up=False)

    def _take_from(self, cid: int, src: str) -> None:
        if src.startswith("row."):
            seat = int(src.split(".")[1])
            if cid in self.d_rows[seat]:
                self.d_rows[seat].remove(cid)
        elif src == "pending":
            if self.d_pending == cid:
                self.d_pending = None

    def _ev_draw(self, e: Event) -> None:
        cid = e["card"]
        self.faces[cid] = dict(e["face"])
        s = self._new_sprite(cid, "deck")
        s.face = self.faces[cid]
        self.d_deck = max(0, self.d_deck - 1)
        s.lifted = True
        self.sprites[cid] = s
        self._flip(s, True)
        lift_to = s.pos + pygame.Vector2(0, -self.center_h * 0.08)
        self._move_sprite(s, lift_to, s.h * 1.05, T_FLIP, lifted=True)
        self._say(f"{self.name(e['seat'])} draws the {describe(e['face'])}.")

    def _ev_move(self, e: Event) -> None:
        cid, src, dst = e["card"], e["src"], e["dst"]
        if e.get("face"):
            self.faces[cid] = dict(e["face"])
        s = self.sprites.get(cid)
        if s is None:
            s = self._new_sprite(cid, src)
            if src == "deck":
                self.d_deck = max(0, self.d_deck - 1)
            self.sprites[cid] = s
        s.face = self.faces.get(cid)
        s.dragging = False
        self._take_from(cid, src)
        if dst.startswith("row."):
            seat = int(dst.split(".")[1])
            self.d_rows[seat].append(cid)
            if src == "pending":
                self._say(f"{self.name(self.shown.get('turn'))} gives the {describe(s.face)} to {self.name(seat)}.")
            elif src.startswith("row."):
                self._say(f"{self.name(seat)} takes the {describe(s.face)} from {self.name(int(src.split('.')[1]))}.")
        elif dst == "pending":
            self.d_pending = cid
        if not s.face_up:
            self._flip(s, True)
        s.target = None
        self._relayout(duration=T_MOVE if src != "deck" else T_FLY, lift={cid})

    def _ev_move_group(self, group: list[Event]) -> None:
        dst = group[0]["dst"]
        for k, e in enumerate(group):
            cid, src = e["card"], e["src"]
            if e.get("face"):
                self.faces[cid] = dict(e["face"])
            s = self.sprites.pop(cid, None) or self._new_sprite(cid, src)
            s.face = self.faces.get(cid)
            s.dragging = False
            self._take_from(cid, src)
            self.flyers.append(s)
            if dst == "discard":
                pos, h = self._pile_top("discard", len(self.d_discard) + 1), self.center_h
                if not s.face_up:
                    self._flip(s, True, delay=k * T_STAGGER)
                on_done = partial(self._land_discard, s)
            else:
                seat = int(dst.split(".")[1])
                pos = self._bank_top(seat, len(self.d_banks[seat]) + 1)
                h = self.bank_h[self.pos_of(seat)]
                self._flip(s, False, T_FLY * 0.8, delay=k * T_STAGGER + T_FLY * 0.1)
                on_done = partial(self._land_bank, s, seat)
            s.target = ((pos.x, pos.y), h)
            self._move_sprite(s, pos, h, T_FLY, lifted=True, delay=k * T_STAGGER, on_done=on_done)
        self._relayout()

    def _land_discard(self, s: CardSprite) -> None:
        if s in self.flyers:
            self.flyers.remove(s)
        if s.id not in self.d_discard:
            self.d_discard.append(s.id)

    def _land_bank(self, s: CardSprite, seat: int) -> None:
        if s in self.flyers:
            self.flyers.remove(s)
        if s.id not in self.d_banks[seat]:
            self.d_banks[seat].append(s.id)

    def _ev_die(self, e: Event) -> None:
        self._rolls += 1
        self.die.roll(self.tweens, e["value"], T_ROLL, seed=(self.state.seed, self.state.step, self._rolls))
        start = self.rows_r[self.pos_of(e["seat"])].center
        self.die_offset = pygame.Vector2(start) - pygame.Vector2(self._pile_rect("die").center)
        tween.move(self.tweens, self, "die_offset", pygame.Vector2(0, 0), T_ROLL * 0.8, tween.ease_out)
        self.d_die = e["value"]
        self.hold = 0.3
        self._say(f"{self.name(e['seat'])} rolls a {e['value']}.")

    def _ev_bank(self, e: Event) -> None:
        total = sum(self.faces.get(c, {}).get("number", 0) for c in e["cards"])
        rect, _h = self._bank_pile(e["seat"])
        self.effects.append(FloatText(rect.center, f"+{total}", self.f["float"], GOOD, life=1.4,
                                      rise=self.layout.px(60)))
        n = len(e["cards"])
        self._say(f"{self.name(e['seat'])} banks {n} card{'s' if n != 1 else ''} worth {total}.")

    def _ev_sky_five(self, e: Event) -> None:
        seat = e["seat"]
        center = self.rows_r[self.pos_of(seat)].center
        self.effects.append(Burst(center, self.layout.scale, life=HOLD_SKY5 + 0.3, seed=self.state.step))
        self.effects.append(Banner(self.seats_r[self.pos_of(seat)], "SKY FIVE!",
                                   f"{self.name(seat)} shows all five colours and banks at once",
                                   GOLD, self.f["banner"], self.f["banner_sub"], HOLD_SKY5 + 0.3))
        self.hold = HOLD_SKY5
        self._say(f"Sky Five! {self.name(seat)} banks without rolling.")

    def _bust_reason(self, e: Event) -> str:
        if e["why"] == "die":
            return f"{self.name(e['seat'])} rolled a {self.d_die}, the number of a card in the row"
        face = self.faces.get(e.get("card"), {})
        colour = face.get("colour", "that")
        return f"{self.name(e['seat'])} drew a {describe(face)} and every player shows {colour}"

    def _ev_bust(self, e: Event) -> None:
        seat = e["seat"]
        self.d_buster = seat
        reason = self._bust_reason(e)
        self.effects.append(Banner(self.seats_r[self.pos_of(seat)], "BUST!", reason, BAD, self.f["banner"],
                                   self.f["banner_sub"], HOLD_BUST + 0.25, band=(40, 8, 12)))
        self.hold = HOLD_BUST
        self._say(f"Bust! {reason}.")

    def _ev_pass(self, e: Event) -> None:
        self.effects.append(FloatText(self._seat_center(e["seat"]), "passes", self.f["float"], theme.TEXT_DIM,
                                      life=1.0, rise=self.layout.px(40)))
        self.hold = 0.45
        self._say(f"{self.name(e['seat'])} takes nothing.")

    def _ev_deck_empty(self, e: Event) -> None:
        r = self._pile_rect("deck")
        self.effects.append(FloatText(r.center, "Last card!", self.f["float"], GOLD, life=1.4,
                                      rise=self.layout.px(40)))
        self._say(f"{self.name(e['seat'])} drew the last card.")

    def _ev_final_round(self, e: Event) -> None:
        self.effects.append(Banner(self.layout["table"], "FINAL ROUND",
                                   "The deck is empty: every player must attempt to bank", GOLD,
                                   self.f["banner"], self.f["banner_sub"], HOLD_FINAL + 0.3))
        self.hold = HOLD_FINAL
        self._say("Final round: every player must attempt to bank.")
        self._refresh_status()

    def _ev_final_skip(self, e: Event) -> None:
        self.effects.append(FloatText(self._seat_center(e["seat"]), "no cards: final turn over",
                                      self.f["small"], theme.TEXT_DIM, life=1.4, rise=self.layout.px(30)))
        self.hold = 0.4
        self._say(f"{self.name(e['seat'])} has no cards, so their final turn is over.")

    def _ev_turn(self, e: Event) -> None:
        self.hold = max(self.hold, 0.12)
        self._refresh_status()

    def _ev_take_turn(self, e: Event) -> None:
        self._refresh_status()

    def _refresh_status(self) -> None:
        """The status line and markers move on with the turn, before the last tweens end; input
        still waits for ``idle``."""
        if not any(isinstance(step, partial) and step.func.__name__ in ("_ev_turn", "_ev_take_turn")
                   for step in self.queue):
            self._refresh_shown()

    def _ev_game_over(self, e: Event) -> None:
        winners = e.get("winners") or []
        scores = e.get("scores") or []
        names = ", ".join(self.name(w) for w in winners)
        sub = (f"{names} {'wins' if len(winners) == 1 else 'share the win'} with {scores[winners[0]]} points"
               if winners and scores else "")
        self.effects.append(Banner(self.layout["table"], "GAME OVER", sub, GOLD, self.f["banner"],
                                   self.f["banner_sub"], HOLD_OVER + 0.4))
        self.hold = HOLD_OVER
        self._say(f"Game over. {sub}.")
        self._refresh_status()

    def _settle(self) -> None:
        if self.queue:
            return
        self._refresh_shown()
        v = self.shown
        self.d_buster = v["buster"]
        if not self._model_matches(v):
            # Something moved that no event described: show the state as it is, gently.
            self._model_from_view(v)
            for cid in list(self.sprites):
                if cid not in {c for r in self.d_rows for c in r} and cid != self.d_pending:
                    del self.sprites[cid]
            for cid in [c for r in self.d_rows for c in r] + ([self.d_pending] if self.d_pending is not None else []):
                if cid not in self.sprites:
                    self.sprites[cid] = CardSprite(cid, self.faces.get(cid), self._pile_top("deck", self.d_deck),
                                                   self.center_h)
            self.flyers.clear()
            self._relayout()
        if self.focus and self.focus not in self._focus_targets():
            self.focus = None

    # ------------------------------------------------------------------ running
    def update(self, dt: float, speed: float = 1.0) -> None:
        self.speed = speed
        if self.notice:
            left = self.notice[1] - dt
            self.notice = (self.notice[0], left) if left > 0 else None
        if speed <= 0:
            self._run_instant()
            self.effects.clear()
            return
        self.tweens.update(dt, speed)
        self.hold -= dt * speed
        guard = 0
        while self.queue and self.hold <= 0 and not self.tweens.busy and guard < 200:
            guard += 1
            self._version += 1
            self.queue.popleft()()
        if self.effects:
            self.effects = [fx for fx in self.effects if fx.update(dt * speed)]

    def _run_instant(self) -> None:
        self._version += 1
        for _ in range(100000):
            self.tweens.finish_all()
            if not self.queue:
                break
            self.queue.popleft()()
        self.tweens.finish_all()
        self.hold = 0.0

    def skip(self) -> None:
        """Finish every queued animation now."""
        self._run_instant()
        self.effects.clear()

    def rejected(self, reason: str) -> None:
        self.notice = (reason, NOTICE_SECONDS)
        self._snap_back()

    def _snap_back(self) -> None:
        if self.drag:
            s = self.drag["sprite"]
            s.dragging = False
            self.drag = None
            s.target = None
            self._relayout(duration=0.3, lift={s.id})

    # ------------------------------------------------------------------ input
    def _submit(self, cmd: Command) -> bool:
        self.focus = self.focus if self.focus else None
        return bool(self.host.submit(cmd))

    def _click_draw(self) -> None:
        a = self.human_actor()
        if a is not None:
            self._submit(Draw(a))

    def _click_bank(self) -> None:
        a = self.human_actor()
        if a is not None:
            self._submit(Bank(a))

    def _click_pass(self) -> None:
        a = self.human_actor()
        if a is not None:
            self._submit(Pass(a))

    def _click_menu(self) -> None:
        opener = getattr(self.host, "open_menu", None)
        if opener:
            opener()

    def seat_at(self, pos) -> int | None:
        for p, r in enumerate(self.seats_r):
            if r.collidepoint(pos):
                return self.seat_at_pos(p)
        return None

    def _card_at(self, pos) -> CardSprite | None:
        hits = [s for s in self.sprites.values() if s.rect().collidepoint(pos)]
        if not hits:
            return None
        order = {cid: i for row in self.d_rows for i, cid in enumerate(row)}
        return max(hits, key=lambda s: (s.lifted, order.get(s.id, 99)))

    def _takeable(self) -> set[int]:
        return {c.card for c in self.legal_of(Take)}

    def _receivers(self) -> set[int]:
        return {c.to for c in self.legal_of(Give)}

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type != pygame.MOUSEMOTION:
            self._version += 1
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            self.hover_seat = self.seat_at(ev.pos)
            self._set_cursor(self.drag is not None or self._actionable(ev.pos))
            for b in self.buttons.values():
                b.hover = b.enabled and b.rect.collidepoint(ev.pos)
            if self.drag:
                d = self.drag
                d["sprite"].pos = pygame.Vector2(ev.pos) - d["offset"]
                if (pygame.Vector2(ev.pos) - d["start"]).length() >= DRAG_THRESHOLD:
                    d["moved"] = True
            return bool(self.drag)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.focus = None
            if not self.idle:
                self.skip()          # a click hurries the animations along
                self.press = None
                return True
            return self._mouse_down(ev.pos)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            if self.drag:
                self._drop(ev.pos)
                return True
            if self.show_buttons:
                for b in self.buttons.values():
                    if b.enabled and b.rect.collidepoint(ev.pos):
                        b.on_click()
                        self.press = None
                        return True
            target, self.press = self.press, None
            if target is not None and target == self._target_at(ev.pos):
                self._activate(target)
                return True
            return False
        if ev.type == pygame.KEYDOWN:
            return self._key(ev)
        return False

    def _actionable(self, pos) -> bool:
        """Is there something to click or drag under ``pos`` now? (for the hand cursor)"""
        if self.human_actor() is None:
            return False
        if any(b.enabled and b.rect.collidepoint(pos) for b in self.buttons.values()):
            return True
        if self.shown.get("phase") == "give" and self.d_pending is not None:
            s = self.sprites.get(self.d_pending)
            if s is not None and s.rect().collidepoint(pos):
                return True
        target = self._target_at(pos)
        if target is None:
            return False
        if target[0] == "give":
            return target[1] in self._receivers()
        if target[0] == "deck":
            return bool(self.legal_of(Draw))
        return True

    def _set_cursor(self, hand: bool) -> None:
        if hand == getattr(self, "_hand", False):
            return
        self._hand = hand
        try:
            pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if hand else pygame.SYSTEM_CURSOR_ARROW)
        except (pygame.error, AttributeError):
            pass

    def release(self) -> None:
        """The scene is leaving: give the mouse its arrow back."""
        self._set_cursor(False)

    def _mouse_down(self, pos) -> bool:
        self.press = None
        a = self.human_actor()
        if a is None:
            return False
        phase = self.shown["phase"]
        s = self._card_at(pos)
        if s is not None:
            if phase == "give" and s.id == self.d_pending:
                return self._start_drag(s, pos, "give")
            if phase == "take" and self.d_buster is not None and s.id in self.d_rows[self.d_buster]:
                return self._start_drag(s, pos, "take")
        self.press = self._target_at(pos)
        return self.press is not None

    def _start_drag(self, s: CardSprite, pos, kind: str) -> bool:
        if s.move_tween:
            s.move_tween.cancel()
            s.move_tween = None
        s.dragging = True
        s.lifted = True
        self.drag = {"sprite": s, "kind": kind, "offset": pygame.Vector2(pos) - s.pos,
                     "start": pygame.Vector2(pos), "moved": False}
        return True

    def _drop(self, pos) -> None:
        d = self.drag
        s = d["sprite"]
        a = self.human_actor()
        seat = self.seat_at(pos)
        if not d["moved"]:
            # a click on the card, not a drag
            self._snap_back()
            if d["kind"] == "take" and a is not None:
                self._submit(Take(a, s.id))
            elif d["kind"] == "give":
                self.notice = (f"Drag the {describe(s.face)} onto a highlighted player, or click one.", NOTICE_SECONDS)
            return
        if a is None or seat is None:
            self._snap_back()
            return
        if d["kind"] == "give":
            s.dragging = False
            self.drag = None
            if not self._submit(Give(a, seat)):
                s.target = None
                self._relayout(duration=0.3, lift={s.id})
            return
        # take: drop onto your own seat
        if seat == a:
            s.dragging = False
            self.drag = None
            if not self._submit(Take(a, s.id)):
                s.target = None
                self._relayout(duration=0.3, lift={s.id})
            return
        self._snap_back()
        if seat != self.d_buster:
            self.notice = (f"Drop the card on {self.name(a)}'s own row to take it.", NOTICE_SECONDS)

    def _target_at(self, pos) -> tuple | None:
        if self.human_actor() is None:
            return None
        phase = self.shown["phase"]
        # the deck answers in every phase: out of turn the rules say why drawing must wait
        if self._pile_rect("deck").inflate(self.layout.px(16), self.layout.px(16)).collidepoint(pos):
            return ("deck",)
        if phase == "take":
            s = self._card_at(pos)
            if s is not None and self.d_buster is not None and s.id in self.d_rows[self.d_buster]:
                return ("take", s.id)
        if phase == "give":
            seat = self.seat_at(pos)
            if seat is not None:
                return ("give", seat)
        return None

    def _activate(self, target: tuple) -> None:
        a = self.human_actor()
        kind = target[0]
        if kind == "menu":
            self._click_menu()
            return
        if a is None:
            return
        if kind == "deck":
            self._submit(Draw(a))
        elif kind == "bank":
            self._submit(Bank(a))
        elif kind == "give":
            self._submit(Give(a, target[1]))
        elif kind == "take":
            self._submit(Take(a, target[1]))
        elif kind == "pass":
            self._submit(Pass(a))

    def _focus_targets(self) -> list[tuple]:
        a = self.human_actor()
        out: list[tuple] = []
        if a is not None:
            phase = self.shown["phase"]
            if phase == "turn":
                if self.legal_of(Draw):
                    out.append(("deck",))
                if self.legal_of(Bank):
                    out.append(("bank",))
            elif phase == "give":
                out += [("give", p) for p in sorted(self._receivers(), key=self.pos_of)]
            elif phase == "take":
                buster = self.d_buster
                if buster is not None:
                    out += [("take", c) for c in self.d_rows[buster] if c in self._takeable()]
                out.append(("pass",))
        if self.interactive and self.show_buttons:
            out.append(("menu",))
        return out

    def _key(self, ev) -> bool:
        k = ev.key
        if not self.interactive:
            return False
        if not self.idle and k not in (pygame.K_ESCAPE,):
            self.skip()
            # fall through: the key may act on the position now shown
        a = self.human_actor()
        mods = getattr(ev, "mod", 0)
        if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            targets = self._focus_targets()
            if not targets:
                return False
            back = k in (pygame.K_LEFT, pygame.K_UP) or (k == pygame.K_TAB and mods & pygame.KMOD_SHIFT)
            if self.focus in targets:
                i = targets.index(self.focus) + (-1 if back else 1)
            else:
                i = -1 if back else 0
            self.focus = targets[i % len(targets)]
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.focus is not None:
                target = self.focus
                self._activate(target)
                return True
            return False
        if a is None:
            return False
        if k == pygame.K_d:
            self._submit(Draw(a))
            return True
        if k == pygame.K_b:
            self._submit(Bank(a))
            return True
        if k == pygame.K_p:
            self._submit(Pass(a))
            return True
        digits = {getattr(pygame, f"K_{i}"): i for i in range(1, 10)}
        digits.update({getattr(pygame, f"K_KP{i}"): i for i in range(1, 10)})
        if k in digits:
            seat = digits[k] - 1
            if seat >= self.n:
                return False
            if self.shown["phase"] == "give":
                self._submit(Give(a, seat))
                return True
        return False

    # ------------------------------------------------------------------ status words
    def status_text(self) -> str:
        v = self.shown
        if not v:
            return ""
        if v["over"]:
            res = v.get("result") or {}
            winners = res.get("winners") or []
            if winners:
                names = " and ".join(self.name(w) for w in winners)
                return f"Game over: {names} {'wins' if len(winners) == 1 else 'share the win'} with {res['scores'][winners[0]]} points"
            return "Game over"
        actor = v["actor"]
        who = self.name(actor)
        phase = v["phase"]
        if phase == "give":
            face = v["pending"] or {}
            colour = face.get("colour", "")
            return f"{who} must give the {describe(face)} to a player without {colour}"
        if phase == "take":
            return f"{who} may take one of {self.name(v['buster'])}'s cards"
        if v["final"]:
            return f"Final round: {who} must attempt to bank"
        if not v["rows"][actor]:
            return f"{who}: draw a card"
        return f"{who}: draw a card or attempt to bank"

    def hint_text(self) -> str:
        v = self.shown
        if not v or v["over"]:
            return "The game is over."
        actor = v["actor"]
        seat = self.session.controller(actor)
        if seat is not None and seat.is_bot:
            return f"{self.name(actor)} (bot) is deciding…"
        if not self.interactive:
            return ""
        phase = v["phase"]
        if phase == "give":
            keys = ", ".join(str(p + 1) for p in sorted(self._receivers()))
            return (f"Drag the card onto a highlighted player, click one, or press their number ({keys}).")
        if phase == "take":
            return "Drag a highlighted card onto your row, or click it. Nothing you want? Pass (P)."
        if v["final"]:
            return "Final round: Bank (B) rolls the die."
        if not v["rows"][actor]:
            return "Click the deck or press D to draw a card."
        return "Click the deck or press D to draw. Bank (B) rolls the die to bank your row."

    # ------------------------------------------------------------------ drawing
    def _fit(self, s: str, size: int, width: int, bold: bool = False) -> str:
        key = (s, size, width, bold)
        out = self._text_fit.get(key)
        if out is None:
            out = ui.ellipsize(s, size, max(8, width), bold)
            if len(self._text_fit) > 512:
                self._text_fit.clear()
            self._text_fit[key] = out
        return out

    def _wrap(self, s: str, size: int, width: int) -> list[str]:
        key = (s, size, width)
        out = self._wrapped.get(key)
        if out is None:
            out = theme.wrap(s, size, width)
            if len(self._wrapped) > 256:
                self._wrapped.clear()
            self._wrapped[key] = out
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the still picture (redrawn only when something in it changed), then what moves."""
        if self.size != surface.get_size():
            self.resize(surface.get_size())
        key = self._frame_key()
        if key != self._static_key or self._static is None:
            self._render_static()
            self._static_key = key
        surface.blit(self._static, (0, 0))
        drag = self.drag["sprite"] if self.drag else None
        for s in self._moving():
            if s is not drag:
                self._draw_sprite(surface, s)
        if self.die.rolling:
            self._draw_die(surface)
        for fx in self.effects:
            fx.draw(surface)
        if drag is not None:
            self._draw_sprite(surface, drag)

    def _frame_key(self) -> tuple:
        human = self.human_actor()
        deck_hot = (human is not None and self.shown.get("phase") == "turn"
                    and self._pile_rect("deck").inflate(self.layout.px(14), self.layout.px(14)).collidepoint(self.mouse))
        return (self._version, self.tweens.version, id(self.shown), human, self.d_deck, len(self.d_discard),
                tuple(len(b) for b in self.d_banks), tuple(len(r) for r in self.d_rows), self.d_pending,
                self.d_buster, self.focus, self.hover_seat if self.drag else None, deck_hot,
                tuple(b.hover for b in self.buttons.values()), self.notice[0] if self.notice else None,
                self.log[-1] if self.log else None, self.drag["sprite"].id if self.drag else None,
                self.die.shown, self.die.rolling, self.caption, self.viewer, self.show_buttons)

    @staticmethod
    def _is_moving(s: CardSprite) -> bool:
        return s.move_tween is not None or s.flip_tween is not None or s.lifted or s.dragging

    def _moving(self) -> list[CardSprite]:
        """Sprites in motion, drawn every frame above the still picture, rows first."""
        out = []
        seen = set()
        for row in self.d_rows:
            for cid in row:
                s = self.sprites.get(cid)
                if s is not None and self._is_moving(s):
                    out.append(s)
                    seen.add(cid)
        for cid, s in self.sprites.items():
            if cid not in seen and self._is_moving(s):
                out.append(s)
        out.extend(self.flyers)
        return out

    def _render_static(self) -> None:
        if self._static is None or self._static.get_size() != self.size:
            self._static = pygame.Surface(self.size)
            if pygame.display.get_surface() is not None:
                self._static = self._static.convert()
        surface = self._static
        surface.blit(self.bg, (0, 0))
        self._draw_seats(surface)
        self._draw_piles(surface)
        self._draw_cards(surface)
        self._draw_highlights(surface)
        if not self.die.rolling:
            self._draw_die(surface)
        self._draw_status(surface)
        if self.show_buttons:
            self._draw_buttons(surface)

    def _chip(self, surface, text: str, x: int, cy: int, fill, fg, right: bool = False) -> int:
        size = self.f["chip"]
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

    def _draw_seats(self, surface: pygame.Surface) -> None:
        v = self.shown
        L = self.layout
        px = L.px
        actor = v.get("actor")
        turn = v.get("turn")
        human = self.human_actor()
        receivers = self._receivers() if (human is not None and v.get("phase") == "give") else set()
        dragging_give = bool(self.drag and self.drag["kind"] == "give")
        dragging_take = bool(self.drag and self.drag["kind"] == "take")
        over = v.get("over")
        scores = (v.get("result") or {}).get("scores") if over else None
        for seat in range(self.n):
            p = self.pos_of(seat)
            R = self.seats_r[p]
            radius = px(18)
            # frames: the actor in gold; give receivers in green (bright while dragging)
            if seat == actor and not over:
                pygame.draw.rect(surface, GOLD, R.inflate(px(6), px(6)), max(2, px(5)), border_radius=radius + px(3))
            elif seat == self.d_buster and v.get("phase") == "take":
                pygame.draw.rect(surface, BAD, R.inflate(px(4), px(4)), max(2, px(4)), border_radius=radius + px(2))
            if seat in receivers:
                focused = self.focus == ("give", seat)
                hot = (dragging_give and self.hover_seat == seat) or focused
                colour = FOCUS if focused else (DROP if hot else GOOD)
                width = max(2, px(7 if hot else (5 if dragging_give else 3)))
                pygame.draw.rect(surface, colour, R.inflate(px(14), px(14)), width, border_radius=radius + px(7))
            if dragging_take and seat == human:
                hot = self.hover_seat == seat
                pygame.draw.rect(surface, DROP if hot else GOOD, R.inflate(px(14), px(14)),
                                 max(2, px(7 if hot else 5)), border_radius=radius + px(7))
            # header: badge, name, chips; the row's value on the right
            head_h = self.rows_r[p].top - R.top
            cy = R.top + head_h // 2 + px(2)
            x = R.left + px(18)
            br = max(9, px(17))
            badge_fill = GOLD if seat == actor and not over else (70, 92, 150)
            pygame.draw.circle(surface, badge_fill, (x + br, cy), br)
            num = theme.text(str(seat + 1), self.f["badge"], theme.BG_DARK if seat == actor else theme.TEXT, bold=True)
            surface.blit(num, num.get_rect(center=(x + br, cy)))
            x += 2 * br + px(10)
            row_cards = v["rows"][seat]
            value = sum(c["number"] for c in row_cards)
            right = R.right - px(16)
            if row_cards:
                val = theme.text(f"row {value}", self.f["small"], theme.TEXT_DIM)
                vr = val.get_rect(midright=(right, cy))
                surface.blit(val, vr)
                right = vr.left - px(10)
            chips = []
            ctrl = self.session.seats[seat] if seat < len(self.session.seats) else None
            if ctrl is not None and ctrl.is_bot:
                chips.append(("BOT", (64, 76, 112), theme.TEXT))
            elif seat == self.viewer and len(self.humans) == 1:
                chips.append(("YOU", (60, 120, 90), theme.TEXT))
            else:
                chips.append(("PLAYER", (60, 120, 90), theme.TEXT))
            if over:
                if seat in ((v.get("result") or {}).get("winners") or []):
                    chips.append(("WINNER", GOLD, theme.BG_DARK))
            elif seat == actor:
                label = {"give": "GIVING", "take": "MAY TAKE"}.get(v["phase"], "FINAL TURN" if v["final"] else "TO PLAY")
                chips.append((label, GOLD, theme.BG_DARK))
            elif seat == turn and v["phase"] == "take":
                chips.append(("TURN", (90, 100, 140), theme.TEXT))
            if not over and v["phase"] == "take" and seat == self.d_buster:
                chips.append(("BUST", BAD, theme.TEXT))
            if not over and v["final"] and seat in v["final_done"]:
                chips.append(("DONE", (70, 78, 100), theme.TEXT_DIM))
            # name gets what the chips leave
            chip_w = sum(theme.text(c[0], self.f["chip"], c[2], bold=True).get_width() + px(22) for c in chips)
            name_w = max(px(40), right - x - chip_w - px(8))
            nm = self._fit(self.name(seat), self.f["name"], name_w, True)
            img = theme.text(nm, self.f["name"], theme.TEXT, bold=True)
            surface.blit(img, img.get_rect(midleft=(x, cy)))
            x += img.get_width() + px(12)
            for text, fill, fg in chips:
                if x > right - px(10):
                    break
                x = self._chip(surface, text, x, cy, fill, fg) + px(6)
            # bank pile and words
            self._draw_bank(surface, seat, scores)

    def _draw_bank(self, surface, seat: int, scores) -> None:
        px = self.layout.px
        p = self.pos_of(seat)
        R = self.banks_r[p]
        count = len(self.d_banks[seat])
        rect, h = self._bank_pile(seat)
        if count == 0:
            pygame.draw.rect(surface, (46, 66, 110), rect, max(1, px(2)), border_radius=max(3, rect.w // 10))
        else:
            k = min(5, (count + 3) // 4)
            back = self.art.back(h)
            for i in range(k + 1):
                surface.blit(back, back.get_rect(center=(rect.centerx - i * self.pile_step, rect.centery - i * self.pile_step)))
        wide = R.w > R.h * 1.3
        lines = [(f"{count} banked", theme.TEXT, self.f["small"])]
        if scores is not None:
            lines.append((f"{scores[seat]} points", GOLD, self.f["count"]))
        elif seat == self.viewer:
            total = sum(self.faces.get(c, {}).get("number", 0) for c in self.d_banks[seat])
            lines.append((f"{total} points", GOLD, self.f["count"]))
        if wide:
            x = rect.right + px(24)
            y = R.centery - sum(theme.font(s).get_linesize() for _t, _c, s in lines) // 2
            for text, colour, size in lines:
                img = theme.text(self._fit(text, size, R.right - x, True), size, colour, bold=True)
                surface.blit(img, (x, y))
                y += theme.font(size).get_linesize()
        else:
            y = rect.bottom + px(8)
            for text, colour, size in lines:
                img = theme.text(self._fit(text, size, R.w, True), size, colour, bold=True)
                surface.blit(img, img.get_rect(midtop=(R.centerx, y)))
                y += theme.font(size).get_linesize()

    def _draw_piles(self, surface: pygame.Surface) -> None:
        px = self.layout.px
        # deck
        r = self._pile_rect("deck")
        if self.d_deck > 0:
            back = self.art.back(self.center_h)
            k = min(5, (self.d_deck + 9) // 10)
            for i in range(k + 1):
                surface.blit(back, back.get_rect(center=(r.centerx - i * self.pile_step, r.centery - i * self.pile_step)))
            top = self._pile_top("deck", self.d_deck)
            count = theme.text(str(self.d_deck), self.f["count"], theme.TEXT, bold=True)
            cr = count.get_rect(center=(top.x, top.y + r.h * 0.33))
            pygame.draw.rect(surface, (10, 14, 34), cr.inflate(px(16), px(6)), border_radius=cr.h)
            surface.blit(count, cr)
        else:
            img = theme.text("empty", self.f["small"], theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=r.center))
        removed = self.shown.get("removed", 0)
        z = self.layout["deck"]
        lbl = theme.text(f"{removed} removed", self.f["small"], theme.TEXT_DIM)
        surface.blit(lbl, lbl.get_rect(midtop=(z.centerx, r.bottom + px(10) + theme.font(self.f["label"]).get_linesize())))
        # discard
        r = self._pile_rect("discard")
        if self.d_discard:
            k = min(3, (len(self.d_discard) + 7) // 8)
            for i in range(k, 0, -1):
                under = self.d_discard[-1 - i] if len(self.d_discard) > i else None
                if under is not None and under in self.faces:
                    img = self.art.face_of(self.faces[under], self.center_h)
                    surface.blit(img, img.get_rect(center=(r.centerx - i * self.pile_step, r.centery - i * self.pile_step)))
            top = self.d_discard[-1]
            face = self.faces.get(top)
            img = self.art.face_of(face, self.center_h) if face else self.art.back(self.center_h)
            surface.blit(img, img.get_rect(center=self._pile_top("discard", len(self.d_discard))))
            z = self.layout["discard"]
            n = len(self.d_discard)
            lbl = theme.text(f"{n} card{'s' if n != 1 else ''}", self.f["small"], theme.TEXT_DIM)
            surface.blit(lbl, lbl.get_rect(midtop=(z.centerx, r.bottom + px(10) + theme.font(self.f["label"]).get_linesize())))

    def _draw_die(self, surface: pygame.Surface) -> None:
        r = self._pile_rect("die")
        if self.die.shown is None and not self.die.rolling:
            return
        size = r.w
        if self.die.rolling:
            size = int(r.w * (1 + 0.35 * min(1.0, self.die_offset.length() / max(1, r.w * 3))))
        self.die.draw(surface, pygame.Vector2(r.center) + self.die_offset, size)

    def _draw_sprite(self, surface: pygame.Surface, s: CardSprite) -> None:
        h = s.h
        face = s.face
        if s.dragging:
            base_h = h
        elif s.base_h is not None and s.move_tween is not None:
            base_h = s.base_h
        elif s.target:
            base_h = s.target[1]
        else:
            base_h = h
        img = self.art.face_of(face, base_h) if (s.face_up and face) else self.art.back(base_h)
        w, hh = card_size(h)
        w = max(1, int(w * s.squash))
        if img.get_size() != (w, hh):
            img = pygame.transform.scale(img, (w, hh))
        rect = img.get_rect(center=(round(s.pos.x), round(s.pos.y)))
        if s.lifted or s.dragging:
            shadow = self.art.shadow(h)
            off = max(2, int(h * 0.04))
            surface.blit(shadow, shadow.get_rect(center=(rect.centerx + off, rect.centery + off)))
        surface.blit(img, rect)

    def _draw_cards(self, surface: pygame.Surface) -> None:
        """The cards at rest (moving ones are drawn each frame by ``draw``)."""
        # After a bust a person deciding sees which of the buster's cards they may take: a green
        # halo under each takeable card, a shade over the others.
        takeable: set[int] = set()
        shade_row: list[int] = []
        if self.d_buster is not None and self.shown.get("phase") == "take" and self.human_actor() is not None:
            takeable = self._takeable()
            shade_row = self.d_rows[self.d_buster]
        px = self.layout.px
        for row in self.d_rows:
            for cid in row:
                s = self.sprites.get(cid)
                if s is None or self._is_moving(s):
                    continue
                if row is shade_row and cid in takeable:
                    hot = self.focus == ("take", cid)
                    ring = self.art.outline(s.h, FOCUS if hot else GOOD, max(3, px(8 if hot else 6)))
                    surface.blit(ring, ring.get_rect(center=s.rect().center))
                self._draw_sprite(surface, s)
                if row is shade_row and cid not in takeable:
                    shade = self.art.shade(s.h)
                    surface.blit(shade, shade.get_rect(center=s.rect().center))
        if self.d_pending is not None:
            s = self.sprites.get(self.d_pending)
            if s is not None and not self._is_moving(s):
                self._draw_sprite(surface, s)

    def _draw_highlights(self, surface: pygame.Surface) -> None:
        v = self.shown
        human = self.human_actor()
        px = self.layout.px
        if human is None:
            return
        phase = v["phase"]
        if phase == "turn" and self.legal_of(Draw):
            r = self._pile_rect("deck").inflate(px(14), px(14))
            focused = self.focus == ("deck",)
            hot = focused or r.collidepoint(self.mouse)
            pygame.draw.rect(surface, FOCUS if focused else (DROP if hot else GOOD), r.move(-self.pile_step * 3, -self.pile_step * 3),
                             max(2, px(5 if hot else 3)), border_radius=px(14))
        if phase == "give" and self.d_pending is not None and not self.drag:
            s = self.sprites.get(self.d_pending)
            if s is not None:
                ring = self.art.outline(s.h, GOOD, max(2, px(4)))
                surface.blit(ring, ring.get_rect(center=s.rect().center))
        if self.focus and self.focus[0] in ("bank", "pass", "menu"):
            b = self.buttons.get(self.focus[0])
            if b is not None:
                pygame.draw.rect(surface, FOCUS, b.rect.inflate(px(12), px(12)), max(2, px(4)), border_radius=px(14))

    def _draw_status(self, surface: pygame.Surface) -> None:
        L = self.layout
        px = L.px
        zone = L["status"]
        status = self.status_text()
        colour = GOLD if self.human_actor() is not None else theme.TEXT
        size = self.f["status"]
        x = zone.left + px(28)
        line1 = self._fit(status, size, zone.w - px(56), True)
        img = theme.text(line1, size, colour, bold=True)
        gap = px(2)
        sub_size = self.f["small"]
        if self.notice:
            sub, sub_col = self.notice[0], BAD
        else:
            sub, sub_col = (self.log[-1] if self.log else ""), theme.TEXT_DIM
        total = img.get_height() + (theme.font(sub_size).get_linesize() + gap if sub else 0)
        y = zone.top + (zone.h - total) // 2
        surface.blit(img, (x, y))
        if sub:
            s2 = theme.text(self._fit(sub, sub_size, zone.w - px(56)), sub_size, sub_col)
            surface.blit(s2, (x, y + img.get_height() + gap))

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        if self.caption:
            zone = self.layout["buttons"]
            px = self.layout.px
            title, body = self.caption
            img = theme.text(title, self.f["status"], GOLD, bold=True)
            surface.blit(img, img.get_rect(midtop=(zone.centerx, zone.top + px(28))))
            y = zone.top + px(40) + img.get_height()
            step = theme.font(self.f["hint"]).get_linesize()
            for line in self._wrap(body, self.f["hint"], zone.w - px(40)):
                line_img = theme.text(line, self.f["hint"], theme.TEXT_DIM)
                surface.blit(line_img, line_img.get_rect(midtop=(zone.centerx, y)))
                y += step
            return
        human = self.human_actor()
        names = {"draw": Draw, "bank": Bank, "pass": Pass}
        for key, b in self.buttons.items():
            if key == "menu":
                b.enabled = self.interactive
            else:
                b.enabled = human is not None and bool(self.legal_of(names[key]))
            b.focused = self.focus == (key,) if key != "draw" else False
            b.draw(surface)
        size = self.f["hint"]
        r = self.hint_rect
        y = r.top
        step = theme.font(size).get_linesize()
        for line in self._wrap(self.hint_text(), size, r.w):
            if y + step > r.bottom + step // 3:
                break
            img = theme.text(line, size, theme.TEXT_DIM)
            surface.blit(img, (r.left, y))
            y += step


