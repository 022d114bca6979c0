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
5's put-back and the 6's ask are choosers over the table. Every action has a key (see ``KEYS``).

This module holds the model, the animation steps and the input; ``draw.py`` draws it all.
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.core import Command, Event, Rejected
from rules.sky_towers.commands import Ask, Discard, Draw, EndGame, EndTurn, Play, Return, parse_tower

from ... import theme
from ...layout import Layout, load_layout
from ...widgets import tween, ui
from ...widgets.effects import Banner, Effect, FloatText
from ...widgets.tower_cards import BAND, CARD_RATIO, card_size, default_art
from ..base import DRAG_THRESHOLD, TableView, digit_keys, night_sky
from ..sprites import CardMotion
from .draw import BAD, GOLD, GOOD, CardSprite, TableDrawing
from .words import STEPS, effect_sentence

# Seconds at speed 1.
T_FLIP = 0.24
T_MOVE = 0.38
T_FLY = 0.45
T_STAGGER = 0.07
HOLD_STEP = 0.65          # each step of Taroma's procedure stays on screen at least this long
HOLD_BANNER = 1.4
HOLD_OVER = 1.6
NOTICE_SECONDS = 5.0
CONFIRM_SECONDS = 3.0     # Light: press End game twice within this time
HAND_SHRINK = 0.55        # the smallest a card in your hand (or Taroma's row) gets before cards overlap


DIGITS_0_9 = digit_keys(0)   # 0 stands for the 10th card

KEYS = ("Keys: 1-9 pick a card · arrows move · Enter plays on the focused tower · D draw · "
        "R take a tower back · E end turn")

SLOT_WORDS = {1: ["tower"], 2: ["left tower", "right tower"], 3: ["left tower", "middle tower", "right tower"]}


_VERBS = {"plays": "play", "draws": "draw", "completes": "complete", "takes": "take", "puts": "put",
          "discards": "discard", "asks": "ask", "ends": "end", "has": "have", "gives": "give", "must": "must",
          "wins": "win"}


def _second_person(text: str) -> str:
    """Log lines about a player called "You": 'You plays' -> 'You play', 'asks You' -> 'asks you'."""
    words = text.split(" ")
    for i, w in enumerate(words):
        if w == "You's":
            words[i] = "Your" if i == 0 else "your"
        elif w.startswith("You") and w.rstrip(".,:;!") == "You":
            if i > 0 and not words[i - 1].endswith((".", "!", "?")):    # a new sentence keeps "You"
                words[i] = "you" + w[3:]
            if i + 1 < len(words) and words[i + 1] in _VERBS:
                words[i + 1] = _VERBS[words[i + 1]]
    if words and words[0] == "You":
        words = ["your" if w == "their" else w for w in words]
    return " ".join(words)


class Flash(Effect):
    """A glowing frame around a rectangle that fades (a completed tower, a bonus card changing hands)."""

    def __init__(self, rect: pygame.Rect, colour, width: int, life: float = 1.0):
        super().__init__(life)
        self.rect = pygame.Rect(rect)
        self.colour = colour
        self.width = width

    def draw(self, surface: pygame.Surface) -> None:
        a = self.alpha(0.08, 0.5)
        if a <= 0:
            return
        grow = int(self.width * 2 * min(1.0, self.age / max(0.01, self.life)))
        r = self.rect.inflate(grow, grow)
        s = pygame.Surface(r.inflate(self.width * 2, self.width * 2).size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*self.colour, a), s.get_rect(), self.width, border_radius=self.width * 3)
        surface.blit(s, s.get_rect(center=r.center))


# =========================================================================== the view

class SkyTowersView(TableDrawing, CardMotion, TableView):
    """Draws a Sky Towers session and turns gestures into commands.

    ``host`` offers ``app`` and ``submit(command) -> bool`` (the table scene) and optionally
    ``open_menu()``. ``interactive=False`` (replays, demos) ignores gestures except clicks that
    hurry animations along.
    """

    game_id = "sky-towers"
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

    def slots_of(self, seat: int) -> int:
        return len(self.d_towers[seat])

    def tower_total(self, owner: int, slot: int) -> int:
        return sum(self.faces.get(c, 0) for c in self.d_towers[owner][slot])

    def chooser(self) -> str | None:
        """'discard' or 'ask' while a person here must resolve a 5 or a 6."""
        if self.human_actor() is None:
            return None
        phase = self.shown.get("phase")
        return phase if phase in ("discard", "ask") else None

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
            return self.viewer is not None and seat == self.viewer and self.is_human(seat)
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

    # ------------------------------------------------------------------ geometry
    def _resize_geometry(self) -> None:
        L = self.layout
        px = L.px
        self.f = {
            "name": max(15, px(28)), "chip": max(12, px(19)), "status": max(17, px(32)),
            "small": max(13, px(22)), "label": max(13, px(22)), "count": max(14, px(28)),
            "banner": max(30, px(96)), "banner_sub": max(15, px(30)), "hint": max(13, px(21)),
            "badge": max(13, px(24)), "float": max(18, px(42)), "big": max(20, px(46)),
            "code": max(28, px(84)), "step": max(16, px(32)), "tiny": max(12, px(18)), "pip": max(14, px(26)),
        }
        for s in set(self.f.values()):
            theme.font(s)
            theme.font(s, True)
        n = self.n
        self.seat_r = {p: L[f"seat.{p}"] for p in range(n) if f"seat.{p}" in L}
        self.hand_r = {p: L[f"hand.{p}"] for p in range(n)}
        self.towers_r = {p: L[f"towers.{p}"] for p in range(n)}
        self.done_r = {p: L[f"done.{p}"] for p in range(n) if f"done.{p}" in L}
        self.label_h = theme.font(self.f["small"]).get_linesize() + px(6)
        self.hand_h = {}
        self.tower_h = {}
        for p in range(n):
            r = self.hand_r[p]
            if p == 0:
                self.hand_h[p] = min(r.h * 0.72, r.w / 3.2 / CARD_RATIO)
            elif self.taroma:
                self.hand_h[p] = min(r.h * 0.9, r.w / 4.2 / CARD_RATIO)
            else:
                self.hand_h[p] = min(r.h * 0.9, r.w / 3.0 / CARD_RATIO)
            seat = self.seat_at_pos(p)
            k = max(1, len(self.state.towers[seat]))
            t = self.towers_r[p]
            col_w = t.w / k
            self.tower_h[p] = min(col_w * 0.86 / CARD_RATIO, (t.h - self.label_h) * (0.5 if p == 0 else 0.48))
        deck = L["deck"]
        self.pile_h = min(deck.h * 0.86, deck.w * 0.62 / CARD_RATIO)
        self.pile_step = max(1, px(3))
        self._text_fit.clear()
        self._wrapped.clear()
        self._make_buttons()
        self.bg = self._render_background(self.size)
        self._static = None
        self._relayout(instant=True)
        for s in self.flyers:
            if s.target:
                s.pos = pygame.Vector2(s.target[0])

    def _render_background(self, size) -> pygame.Surface:
        L = self.layout
        bg = night_sky(size, 2121)
        px = L.px
        if "table" in L:
            ui.draw_panel(bg, L["table"], fill=(22, 40, 78), edge=(46, 70, 120), radius=px(22), width=max(1, px(2)))
        for p, r in self.seat_r.items():
            ui.draw_panel(bg, r, fill=(30, 46, 88), edge=(62, 86, 140), radius=px(18), width=max(1, px(2)))
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            for slot in range(len(self.state.towers[seat])):
                col = self._tower_col(seat, slot)
                ui.draw_panel(bg, col.inflate(-px(8), 0), fill=(24, 38, 74), edge=(40, 58, 100), radius=px(12), width=1)
            if p in self.done_r:
                ui.draw_panel(bg, self.done_r[p], fill=(24, 38, 74), edge=(40, 58, 100), radius=px(12), width=1)
        self._draw_status_band(bg)
        for zone in ("actions", "log", "buttons"):
            if zone in L:
                ui.draw_panel(bg, L[zone], fill=(24, 36, 70), edge=(62, 86, 140), radius=px(18), width=max(1, px(2)))
        if "caption" in L:
            ui.draw_panel(bg, L["caption"], fill=(16, 26, 56), edge=(80, 104, 160), radius=px(16), width=max(1, px(2)))
        for zone, label in (("deck", "Deck"), ("discard", "Discard pile"), ("out", "Set aside")):
            if zone in L:
                slot = self._pile_rect(zone)
                pygame.draw.rect(bg, (40, 60, 104), slot.inflate(px(6), px(6)), max(1, px(2)), border_radius=px(10))
                if zone != "deck" or L[zone].w <= L[zone].h * 1.3:
                    ui.blit_text(bg, label, self.f["label"], theme.TEXT_DIM, midtop=(slot.centerx, slot.bottom + px(8)))
        return bg.convert() if pygame.display.get_surface() is not None else bg

    def _pile_rect(self, zone: str) -> pygame.Rect:
        r = self.layout[zone]
        w, h = card_size(self.pile_h)
        rect = pygame.Rect(0, 0, w, h)
        if zone == "deck" and r.w > r.h * 1.3:      # a wide deck zone: the pile left, its count beside it
            rect.midleft = (r.left + self.layout.px(12), r.centery)
        else:
            rect.midtop = (r.centerx, r.top + self.layout.px(8))
        return rect

    def _make_buttons(self) -> None:
        L = self.layout
        end_label = "End game  (E)" if self.light else "End turn  (E)"
        self._set_buttons({
            "draw": ui.Button("Draw  (D)", self._click_draw, primary=True),
            "end": ui.Button(end_label, self._click_end),
        })
        zone = L["buttons"]
        pad, gap = L.px(16), L.px(10)
        bh = max(28, L.px(54))
        bw = zone.w - 2 * pad
        y = zone.bottom - pad - bh
        for key in ("menu", "end", "draw"):
            self.buttons[key].rect = pygame.Rect(zone.left + pad, y, bw, bh)
            y -= bh + gap
        self.hint_rect = pygame.Rect(zone.left + pad, zone.top + pad, bw, y + bh - zone.top - pad)
        self.chooser_buttons = {}

    # ------------------------------------------------------------------ slots
    def _tower_col(self, owner: int, slot: int) -> pygame.Rect:
        p = self.pos_of(owner)
        R = self.towers_r[p]
        k = max(1, len(self.state.towers[owner]))
        w = R.w / k
        return pygame.Rect(round(R.left + slot * w), R.top, round(w), R.h)

    def _tower_slot(self, owner: int, slot: int, i: int, count: int) -> tuple[pygame.Vector2, float]:
        p = self.pos_of(owner)
        col = self._tower_col(owner, slot)
        h = self.tower_h[p]
        fan = col.h - self.label_h - self.layout.px(8)
        if count > 1:   # a tall tower: smaller cards rather than hidden numbers
            h = max(h * 0.62, min(h, fan / (1 + (BAND + 0.02) * (count - 1))))
        step = h * (BAND + 0.02)
        if count > 1:
            step = min(step, (fan - h) / (count - 1))
        return pygame.Vector2(col.centerx, col.top + self.layout.px(6) + h / 2 + i * step), h

    def _hand_slot(self, seat: int, i: int, count: int, cid: int | None = None) -> tuple[pygame.Vector2, float]:
        p = self.pos_of(seat)
        R = self.hand_r[p]
        h = self.hand_h[p]
        own = p == 0 and self.viewer == seat
        row = self.taroma and seat == 1
        if (p == 0 or row) and count > 1:
            # a big hand (or Taroma's long row): smaller cards side by side rather than each card's
            # kites and flags hidden under its neighbour; below HAND_SHRINK they overlap again
            fit = (R.w - 4) / (count * 1.04 - 0.04) / CARD_RATIO
            h = max(h * HAND_SHRINK, min(h, fit))
        w = h * CARD_RATIO
        gap = w * 1.04 if (own or row or p == 0) else w * 0.42
        step = gap if count <= 1 else min(gap, (R.w - w - 4) / (count - 1))
        x = R.left + 2 + w / 2 + i * step
        if p == 0:
            y = R.bottom - h / 2 - self.label_h + self.layout.px(4)
            if own and cid is not None:
                if cid in self.selected:
                    y -= h * 0.13
                elif self.hover == ("card", cid) or self.focus == ("card", cid):
                    y -= h * 0.05
        else:
            y = R.top + h / 2 + self.layout.px(4)
        return pygame.Vector2(x, y), h

    def _done_tiles(self, seat: int) -> list[pygame.Rect]:
        """Where each completed tower of ``seat`` sits (one tile per stack)."""
        p = self.pos_of(seat)
        R = self.done_r.get(p)
        count = len(self.d_completed[seat])
        if R is None or count == 0:
            return []
        px = self.layout.px
        head = self.label_h + px(4)
        area = pygame.Rect(R.left + px(8), R.top + head, R.w - px(16), R.h - head - px(8))
        gap = px(6)
        # as many columns as keep the tiles tallest (their kites and flags readable), each tile wide
        # enough for its numbers and icons
        best = None
        for cols in range(1, 7):
            tile_w = min(area.w, px(168), (area.w - gap * (cols - 1)) // cols)
            if cols > 1 and tile_w < px(96):
                break
            rows = (count + cols - 1) // cols
            tile_h = min(px(48), (area.h - gap * (rows - 1)) // max(1, rows))
            if best is None or tile_h > best[2]:
                best = (cols, tile_w, tile_h)
        cols, tile_w, tile_h = best
        tile_h = max(px(14), tile_h)
        out = []
        for i in range(count):
            r, c = divmod(i, cols)
            out.append(pygame.Rect(area.left + c * (tile_w + gap), area.top + r * (tile_h + gap), tile_w, tile_h))
        return out

    def _done_target(self, seat: int, stack: int) -> pygame.Vector2:
        tiles = self._done_tiles(seat)
        if stack < len(tiles):
            return pygame.Vector2(tiles[stack].center)
        p = self.pos_of(seat)
        R = self.done_r.get(p) or self.seat_r.get(p) or self.hand_r[p]
        return pygame.Vector2(R.center)

    def _pile_top(self, zone: str, count: int) -> pygame.Vector2:
        r = self._pile_rect(zone)
        k = min(5, (count + 9) // 10)
        return pygame.Vector2(r.centerx - k * self.pile_step, r.centery - k * self.pile_step)

    def _bonus_rects(self) -> list[pygame.Rect]:
        R = self.layout["bonus"]
        px = self.layout.px
        gap = px(14)
        count = len(self.d_bonus)
        if R.w >= R.h * 2:
            h = min(R.h, (R.w - gap * (count - 1)) / count / 1.5)
            w = min((R.w - gap * (count - 1)) / count, h * 2.3)
            total = w * count + gap * (count - 1)
            x0 = R.left + (R.w - total) / 2
            return [pygame.Rect(round(x0 + i * (w + gap)), R.top, round(w), round(h)) for i in range(count)]
        h = (R.h - gap * (count - 1)) / count
        return [pygame.Rect(R.left, round(R.top + i * (h + gap)), R.w, round(h)) for i in range(count)]

    def _relayout(self, instant: bool = False, duration: float = T_MOVE, lift: set | None = None,
                  ui_only: bool = False) -> None:
        """Send every hand and tower card to its slot. ``ui_only``: a hover or selection lift, whose
        tweens do not count as animation (input stays open)."""
        if not self.size:
            return
        self._version += 1
        for seat, hand in enumerate(self.d_hands):
            for i, cid in enumerate(hand):
                pos, h = self._hand_slot(seat, i, len(hand), cid)
                self._place(cid, pos, h, instant, duration, lift, ui_only)
        for owner, ts in enumerate(self.d_towers):
            for slot, t in enumerate(ts):
                for i, cid in enumerate(t):
                    pos, h = self._tower_slot(owner, slot, i, len(t))
                    self._place(cid, pos, h, instant, duration, lift, ui_only)

    # ------------------------------------------------------------------ events -> steps
    def _group_handler(self, e: Event):
        """Cards moving from one place to another under one caption fly together."""
        return self._ev_moves if e.kind == "move" else None

    def _same_group(self, first: Event, e: Event) -> bool:
        return (e.kind == "move" and e["src"] == first["src"] and e["dst"] == first["dst"]
                and e.get("caption") == first.get("caption"))

    def _queue_step(self, handler, arg) -> None:
        self.queue.append(partial(self._step, handler, arg))

    def _step(self, handler, arg) -> None:
        handler(arg)
        first = arg[0] if isinstance(arg, list) else arg
        code = first.get("caption")
        if code:
            detail = self._caption_detail(first, arg)
            self.step_caption = (code, detail)
            self.step_seen.append(code)
            if (self.d_turn == 1 or code in ("5", "6")) and (not self.trail or self.trail[-1] != code):
                self.trail.append(code)
            self.hold = max(self.hold, HOLD_STEP)

    def _log(self, text: str) -> None:
        self.log.append(_second_person(text) if "You" in text else text)

    def _slot_word(self, owner: int, slot: int) -> str:
        words = SLOT_WORDS.get(len(self.d_towers[owner]), [])
        return words[slot] if slot < len(words) else f"tower {slot + 1}"

    def _tower_phrase(self, owner: int, slot: int, actor: int | None = None) -> str:
        word = self._slot_word(owner, slot)
        if owner == actor:
            return f"their {word}" if not (self.taroma and owner == 1) else f"its {word}"
        return f"{self.name(owner)}'s {word}"

    def _caption_detail(self, e: Event, arg) -> str:
        kind = e.kind
        if kind == "move":
            group = arg if isinstance(arg, list) else [e]
            src, dst = e["src"], e["dst"]
            if dst.startswith("tower."):
                _, o, k = dst.split(".")
                values = " and ".join(str(g.get("face", "?")) for g in group)
                its = "its " if len(group) == 1 else ""
                return f"Taroma plays {its}{values} onto its {self._slot_word(int(o), int(k))}."
            if dst.startswith("completed."):
                return "The tower reaches 21: Taroma completes it."
            if src == "deck" and dst == "row.1":
                return "Taroma draws a card face down to the left of its row."
            if dst == "deck":
                faces = ", ".join(str(self.faces.get(g["card"], "?")) for g in group) if src == "row.1" else ""
                if src == "row.1":
                    return f"Taroma puts back its highest card{'s' if len(group) > 1 else ''} ({faces}) on the deck."
                seat = int(src.split('.')[1])
                return f"{self.name(seat)} {self._verb(seat, 'puts', 'put')} back cards on the deck."
            if src == "row.1" and dst.startswith("hand."):
                seat = int(dst.split('.')[1])
                return f"{self.name(seat)} {self._verb(seat, 'takes', 'take')} a random card from Taroma's row."
            if dst == "row.1":
                return "Taroma takes a random card from your hand, face down to the left of its row."
            return STEPS.get(e.get("caption"), ("", ""))[1]
        if kind == "flip":
            if e["face_up"]:
                return f"Taroma flips a face-down card: a {e.get('face', '?')}."
            return "Taroma turns its revealed cards face down again."
        if kind == "shuffle":
            return "Taroma's row is shuffled." if e.get("cards") else "Taroma's row is now empty."
        if kind == "taroma_step":
            left = e.get("actions_left", 0)
            if e.get("ends_turn"):
                return "No action left: Taroma's turn ends."
            return f"{left} action{'s' if left != 1 else ''} left: repeat from 1A."
        if kind == "taroma_idle":
            return e.get("reason") or STEPS["1E"][1]
        if kind == "complete":
            return f"Taroma completes a tower: {e.get('kites', 0)} kites."
        if kind == "bonus":
            return f"{self.name(e['seat'])} {self._verb(e['seat'], 'takes', 'take')} a bonus card."
        if kind == "effect":
            v = e.get("value")
            if v in (8, 9):
                return f"The {v} gives Taroma one more action."
            if v == 5:
                return "A 5: everyone with more than 5 cards puts the extras back on the deck."
            if v == 6:
                return STEPS["6"][1]
        if kind == "deck_empty":
            return "The deck is empty."
        return STEPS.get(e.get("caption"), ("", ""))[1]

    def _verb(self, seat: int | None, third: str, second: str) -> str:
        """'draws' or, for a player called "You", 'draw'."""
        return second if self.name(seat) == "You" else third

    def _learn_face(self, e: Event) -> None:
        cid = e.get("card")
        if cid is None:
            return
        if e.get("face") is not None:
            self.faces[cid] = e["face"]
        elif e.get("private_face") is not None and self.viewer is not None and self.viewer in (e.get("seen_by") or []):
            self.faces[cid] = e["private_face"]

    def _new_sprite(self, cid: int, src: str) -> CardSprite:
        if src == "deck":
            return CardSprite(cid, self._pile_top("deck", self.d_deck), self.pile_h)
        if src == "discard" and "discard" in self.layout:
            return CardSprite(cid, self._pile_rect("discard").center, self.pile_h)
        if src.startswith("completed."):
            o = int(src.split(".")[1])
            return CardSprite(cid, self._done_target(o, 0), self.tower_h[self.pos_of(o)], face_up=True)
        return CardSprite(cid, self._pile_top("deck", self.d_deck), self.pile_h)

    def _ev_moves(self, group: list[Event]) -> None:
        src, dst = group[0]["src"], group[0]["dst"]
        ids = []
        for k, e in enumerate(group):
            cid = e["card"]
            self._learn_face(e)
            s = self.sprites.get(cid)
            if s is None or src in ("deck", "discard"):
                s = self._new_sprite(cid, src)
                self.sprites[cid] = s
            s.dragging = False
            self._model_remove(cid, src)
            if cid in self.selected:
                self.selected.remove(cid)
            if cid in self.pick:
                self.pick.remove(cid)
            ids.append(cid)
            if dst in ("deck", "discard") or dst.startswith("completed."):
                self.sprites.pop(cid, None)
                self.flyers.append(s)
                if dst.startswith("completed."):
                    owner = int(dst.split(".")[1])
                    stack = e.get("stack", len(self.d_completed[owner]))
                    while len(self.d_completed[owner]) <= stack:
                        self.d_completed[owner].append([])
                    pos = self._done_target(owner, stack)
                    h = self.tower_h[self.pos_of(owner)] * 0.6
                    if self.light:
                        self._flip(s, False, T_FLY * 0.6, delay=k * T_STAGGER)
                else:
                    pos = self._pile_top(dst, (self.d_deck if dst == "deck" else self.d_discard) + 1)
                    h = self.pile_h
                    self._flip(s, False, T_FLY * 0.6, delay=k * T_STAGGER)
                s.target = ((pos.x, pos.y), h)
                self._move_sprite(s, pos, h, T_FLY, lifted=True, delay=k * T_STAGGER,
                                  on_done=partial(self._land, s, dst, e))
                continue
            self._model_insert(cid, dst, e)
            want = self.face_visible(cid, dst)
            if s.face_up != want:
                self._flip(s, want, delay=k * T_STAGGER)
            s.target = None
        self._relayout(duration=T_FLY if src == "deck" else T_MOVE, lift=set(ids))
        self._say_moves(group, src, dst)

    def _land(self, s: CardSprite, dst: str, e: Event) -> None:
        if s in self.flyers:
            self.flyers.remove(s)
        if dst == "deck":
            self.d_deck += 1
        elif dst == "discard":
            self.d_discard += 1
        elif dst.startswith("completed."):
            owner = int(dst.split(".")[1])
            stack = e.get("stack", 0)
            while len(self.d_completed[owner]) <= stack:
                self.d_completed[owner].append([])
            if s.id not in self.d_completed[owner][stack]:
                self.d_completed[owner][stack].append(s.id)
        self._version += 1

    def _say_moves(self, group: list[Event], src: str, dst: str) -> None:
        who = group[0].get("seat")
        n = len(group)
        values = [self.faces.get(g["card"]) for g in group]
        if dst.startswith("tower."):
            _, o, k = dst.split(".")
            o, k = int(o), int(k)
            shown = " and ".join(str(v) for v in values if v is not None) or "a card"
            actor = who if who is not None else (1 if src == "row.1" else int(src.split(".")[1]))
            self._log(f"{self.name(actor)} plays {shown} onto {self._tower_phrase(o, k, actor)} "
                      f"({self.tower_total(o, k)}).")
        elif src == "deck" and (dst.startswith("hand.") or dst == "row.1"):
            # never the face: the log stays on screen when the device is passed on
            seat = 1 if dst == "row.1" else int(dst.split(".")[1])
            where = " face down" if dst == "row.1" else ""
            self._log(f"{self.name(seat)} {self._verb(seat, 'draws', 'draw')} a card{where}.")
        elif src.startswith("tower.") and (dst.startswith("hand.") or dst == "discard"):
            o = int(src.split(".")[1])
            where = "to the discard pile" if dst == "discard" else "back into their hand"
            self._log(f"{self.name(o)} takes a tower of {n} card{'s' if n != 1 else ''} {where}.")
        elif dst == "deck":
            seat = 1 if src == "row.1" else int(src.split(".")[1])
            self._log(f"{self.name(seat)} puts {n} card{'s' if n != 1 else ''} back on the deck.")
        elif dst == "discard" and src.startswith("hand."):
            self._log(f"{self.name(int(src.split('.')[1]))} discards a card face down.")

    def _ev_flip(self, e: Event) -> None:
        cid = e["card"]
        if e["face_up"]:
            if e.get("face") is not None:
                self.faces[cid] = e["face"]
            self.d_up.add(cid)
        else:
            self.d_up.discard(cid)
        s = self.sprites.get(cid)
        if s is not None:
            self._flip(s, self.face_visible(cid, "row.1"))
        self.hold = max(self.hold, 0.25)

    def _ev_shuffle(self, e: Event) -> None:
        if e.get("zone") == "row.1" and self.taroma:
            cards = [c for c in e["cards"] if c in self.d_hands[1]]
            rest = [c for c in self.d_hands[1] if c not in cards]
            self.d_hands[1] = cards + rest
            self._relayout(duration=T_MOVE)
            if cards:
                self._log("Taroma's row is shuffled.")

    def _tower_rect_of(self, tower: str) -> pygame.Rect:
        o, k = parse_tower(tower) or (0, 0)
        return self._tower_col(o, k)

    def _ev_complete(self, e: Event) -> None:
        seat = e["seat"]
        col = self._tower_rect_of(e["tower"])
        text = "+1 point" if self.light else f"+{e.get('kites', 0)} kites"
        self.effects.append(FloatText(col.center, "21!", self.f["big"], GOLD, life=1.2, rise=self.layout.px(50)))
        self.effects.append(FloatText((col.centerx, col.centery + self.layout.px(50)), text, self.f["float"], GOOD,
                                      life=1.4, rise=self.layout.px(40)))
        self.effects.append(Flash(col, GOLD, max(2, self.layout.px(6)), life=1.0))
        self.hold = max(self.hold, 0.6)
        k, f = e.get("kites", 0), e.get("flags", 0)
        extra = "" if self.light else f" ({k} kite{'s' if k != 1 else ''}, {f} flag{'s' if f != 1 else ''})"
        self._log(f"{self.name(seat)} completes a tower of 21{extra}.")

    def _ev_bonus(self, e: Event) -> None:
        seat = e["seat"]
        index = next((i for i, b in enumerate(self.shown["bonus"]) if b["id"] == e["bonus"]), None)
        name = e["bonus"]
        if index is not None:
            self.d_bonus[index] = seat
            name = self.shown["bonus"][index]["name"]
            rects = self._bonus_rects()
            if index < len(rects):
                self.effects.append(Flash(rects[index], GOLD, max(2, self.layout.px(6)), life=1.4))
        src = e.get("from_seat")
        takes = self._verb(seat, "takes", "take")
        sub = (f"{self.name(seat)} {takes} it from {self.name(src)}" if src is not None
               else f"{self.name(seat)} {takes} it from the table")
        if "You" in sub:
            sub = _second_person(sub)
        self.effects.append(Banner(self.layout["table"], f"{name} bonus!", sub, GOLD, self.f["banner"],
                                   self.f["banner_sub"], HOLD_BANNER + 0.3))
        self.hold = max(self.hold, HOLD_BANNER)
        self._log(f"{sub.replace(' it ', f' the {name} bonus card ')}.")

    def _ev_effect(self, e: Event) -> None:
        v = e.get("value")
        seat = e.get("seat")
        if v in (8, 9):
            col = self.seat_r.get(self.pos_of(seat)) or self.hand_r[self.pos_of(seat)]
            self.effects.append(FloatText(col.center, "+1 action", self.f["float"], GOOD, life=1.2,
                                          rise=self.layout.px(40)))
            self._log(f"The {v} gives {self.name(seat)} one more action.")
            self.hold = max(self.hold, 0.35)
        elif v == 5:
            who = [self.name(p) for p in e.get("discarding") or []]
            sub = (f"{', '.join(who)} must put cards back" if who else "Nobody holds more than 5 cards")
            self.effects.append(Banner(self.layout["table"], "A 5!", sub, BAD, self.f["banner"], self.f["banner_sub"],
                                       HOLD_BANNER, band=(40, 10, 30)))
            self.hold = max(self.hold, HOLD_BANNER * 0.8)
            self._log(f"{self.name(seat)} plays a 5: everyone with more than 5 cards puts the extras on the deck.")
        elif v == 6:
            if e.get("choose"):
                self._log(f"{self.name(seat)} plays a 6: ask a player for a card, or draw.")
            elif e.get("choice") == "take":
                self._log(f"{self.name(seat)}'s 6 takes a random card from {self.name(e.get('target'))}.")
                self.hold = max(self.hold, 0.4)
            elif e.get("choice") == "draw":
                self._log(f"{self.name(seat)} draws for the 6.")

    def _ev_must_discard(self, e: Event) -> None:
        n = e["count"]
        self._log(f"{self.name(e['seat'])} must put {n} card{'s' if n != 1 else ''} back on the deck.")
        self._refresh_status()

    def _ev_ask(self, e: Event) -> None:
        seat, target, value = e["seat"], e["target"], e["value"]
        given = e.get("given")
        word = (f"{self._verb(target, 'gives', 'give')} a {value}" if given
                else f"{self._verb(target, 'has', 'have')} no {value}")
        r = self.seat_r.get(self.pos_of(target)) or self.hand_r[self.pos_of(target)]
        self.effects.append(FloatText(r.center, f"{word}", self.f["float"], GOOD if given else theme.TEXT_DIM,
                                      life=1.6, rise=self.layout.px(40)))
        self._log(f"{self.name(seat)} asks {self.name(target)} for a {value}: {self.name(target)} {word}.")
        self.hold = max(self.hold, 0.8)

    def _ev_deck_empty(self, e: Event) -> None:
        r = self._pile_rect("deck")
        self.effects.append(FloatText(r.center, "Last card!", self.f["float"], GOLD, life=1.4, rise=self.layout.px(40)))
        self._log(f"{self.name(e['seat'])} drew the last card.")

    def _ev_last_round(self, e: Event) -> None:
        self.effects.append(Banner(self.layout["table"], "LAST ROUND",
                                   "The deck is empty: everyone takes one more turn of up to 3 actions", GOLD,
                                   self.f["banner"], self.f["banner_sub"], HOLD_BANNER + 0.5))
        self.hold = max(self.hold, HOLD_BANNER + 0.2)
        self._log("Last round: everyone takes one more turn of up to 3 actions.")
        self._refresh_status()

    def _ev_resume(self, e: Event) -> None:
        self.effects.append(Banner(self.layout["table"], "PLAY GOES ON",
                                   "Cards went back on the deck: normal play resumes", GOLD,
                                   self.f["banner"], self.f["banner_sub"], HOLD_BANNER))
        self.hold = max(self.hold, HOLD_BANNER * 0.8)
        self._log("Cards went back on the deck: normal play resumes.")

    def _ev_turn(self, e: Event) -> None:
        self.hold = max(self.hold, 0.15)
        seat = e["seat"]
        self.d_turn = seat
        if self.taroma and seat == 1:
            self.trail = []
            self.step_caption = ("", "Taroma's turn: for each action, try 1A, 1B, 1C, 1D, then 1E.")
            self.hold = max(self.hold, HOLD_STEP)
        if not self.light:
            extra = " (last round: up to 3 actions)" if e.get("final") else ""
            self._log(f"{self.name(seat)}'s turn{extra}.")
        self._refresh_status()

    def _ev_end_turn(self, e: Event) -> None:
        r = self.seat_r.get(self.pos_of(e["seat"])) or self.hand_r[self.pos_of(e["seat"])]
        self.effects.append(FloatText(r.center, "ends turn", self.f["float"], theme.TEXT_DIM, life=1.0,
                                      rise=self.layout.px(30)))
        self._log(f"{self.name(e['seat'])} ends the turn.")

    def _ev_taroma_step(self, e: Event) -> None:
        self._refresh_status()

    def _ev_taroma_idle(self, e: Event) -> None:
        self._log(e.get("reason") or "Taroma can neither play nor draw.")

    def _ev_game_over(self, e: Event) -> None:
        self.effects.append(Banner(self.layout["table"], "GAME OVER", self._over_words(e.data), GOLD,
                                   self.f["banner"], self.f["banner_sub"], HOLD_OVER + 0.4))
        self.hold = max(self.hold, HOLD_OVER)
        self._log(f"Game over. {self._over_words(e.data)}.")
        self._refresh_status()

    def _over_words(self, res: dict) -> str:
        if self.light:
            return f"Score {res.get('score', 0)}" + (": master builder!" if res.get("master_builder") else "")
        if self.taroma:
            kites = res.get("kites") or [0, 0]
            outcome = {"win": "You win", "loss": "Taroma wins", "shared": "A shared win"}.get(res.get("outcome"), "")
            return f"{outcome}: {kites[0]} kites against {kites[1]}"
        winners = res.get("winners") or []
        kites = res.get("kites") or []
        if not winners or not kites:
            return ""
        names = " and ".join(self.name(w) for w in winners)
        verb = "wins" if len(winners) == 1 and names != "You" else ("win" if len(winners) == 1 else "share the win")
        how = " on flags" if res.get("decided_by") == "flags" else ""
        return f"{names} {verb} with {kites[winners[0]]} kites{how}"

    @staticmethod
    def _step_name(step) -> str:
        # every step is ``partial(self._step, handler, arg)``
        return getattr(step.args[0], "__name__", "") if isinstance(step, partial) and step.args else ""

    def _settle(self) -> None:
        if self.queue:
            return
        self._refresh_shown()
        v = self.shown
        if not self._model_matches(v):
            # Something moved that no event described: show the state as it is, gently.
            self.flyers.clear()
            self._model_from_view(v)
            keep = dict(self._resting_cards())
            for cid in list(self.sprites):
                if cid not in keep:
                    del self.sprites[cid]
            for cid, zone in keep.items():
                s = self.sprites.get(cid)
                if s is None:
                    s = self.sprites[cid] = CardSprite(cid, self._pile_top("deck", self.d_deck), self.pile_h)
                s.face_up = self.face_visible(cid, zone)
            self._relayout()
        else:
            for cid, zone in self._resting_cards():
                s = self.sprites.get(cid)
                if s is not None and s.flip_tween is None and s.face_up != self.face_visible(cid, zone):
                    s.face_up = self.face_visible(cid, zone)
        if self.viewer is not None:
            self.selected = [c for c in self.selected if c in self.d_hands[self.viewer]]
        if self.chooser() != "discard":
            self.pick.clear()
        if self.chooser() == "ask":
            self._ask_defaults()
        if self.focus and self.focus not in self._focus_targets():
            self.focus = None
        self._version += 1

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

    def _snap_back(self) -> None:
        if self.drag:
            for s in self.drag["sprites"]:
                s.dragging = False
                s.target = None
            ids = {s.id for s in self.drag["sprites"]}
            self.drag = None
            self._relayout(duration=0.25, lift=ids, ui_only=True)
        self._version += 1

    def release(self) -> None:
        """The scene is leaving or covered: give the mouse its arrow back, drop any drag."""
        if self.drag:
            self._snap_back()
        # the pointer is about to leave the table (a pass-the-device screen, the menu): what it was
        # over must not stay lit for whoever looks next
        if self.hover is not None:
            old, self.hover = self.hover, None
            if old[0] == "card":
                self._relayout(duration=0.1, ui_only=True)
            self._version += 1
        for b in self.buttons.values():
            b.hover = False
        super().release()

    # ------------------------------------------------------------------ targets
    def _selection_key(self) -> str:
        return ",".join(str(c) for c in sorted(self.selected))

    def _targets(self, ids: list[int] | None = None) -> dict[str, str | None]:
        """For the cards ``ids`` (default: the selection): tower -> None (legal) or the rules' reason."""
        a = self.human_actor()
        if a is None or self.shown.get("phase") != "turn":
            return {}
        ids = sorted(self.selected if ids is None else ids)
        if not ids:
            return {}
        key = (self.shown.get("step"), tuple(ids), a)
        if self._targets_cache and self._targets_cache[0] == key:
            return self._targets_cache[1]
        cards = ",".join(str(c) for c in ids)
        legal = {c.tower for c in self.legal_of(Play) if c.cards == cards}
        values = [self.faces.get(c) for c in ids]
        out: dict[str, str | None] = {}
        for owner in range(self.n):
            if owner != a and not (not self.light and len(ids) == 1 and values[0] in (8, 9)):
                continue
            for slot, t in enumerate(self.d_towers[owner]):
                tower = f"{owner}.{slot}"
                if owner != a and not t:
                    continue
                if tower in legal:
                    out[tower] = None
                else:
                    out[tower] = self._reason(Play(a, cards, tower))
        self._targets_cache = (key, out)
        return out

    def _reason(self, cmd: Command) -> str:
        try:
            self.state.check(cmd)
        except Rejected as e:
            return e.reason
        return ""

    def _tower_at(self, pos) -> str | None:
        for owner in range(self.n):
            for slot in range(len(self.d_towers[owner])):
                if self._tower_col(owner, slot).collidepoint(pos):
                    return f"{owner}.{slot}"
        return None

    def _hand_zone_hit(self, pos) -> bool:
        r = self.hand_r[0]
        return r.inflate(self.layout.px(20), self.layout.px(20)).collidepoint(pos)

    def _card_at(self, pos, seat: int) -> CardSprite | None:
        hand = self.d_hands[seat]
        for cid in reversed(hand):
            s = self.sprites.get(cid)
            if s is not None and s.rect().collidepoint(pos):
                return s
        return None

    def _own_tower_hit(self, pos, seat: int) -> int | None:
        for slot, t in enumerate(self.d_towers[seat]):
            if not t:
                continue
            for cid in t:
                s = self.sprites.get(cid)
                if s is not None and s.rect().collidepoint(pos):
                    return slot
        return None

    # ------------------------------------------------------------------ input
    def _submit(self, cmd: Command) -> bool:
        ok = bool(self.host.submit(cmd))
        if ok:
            self.notice = None
            self.confirm_end = 0.0
        self._version += 1
        return ok

    def _click_draw(self) -> None:
        a = self.human_actor()
        if a is None:
            return
        draws = self.legal_of(Draw)
        if self.light and draws and all(d.discard != -1 for d in draws):
            if len(self.selected) == 1:
                self._submit(Draw(a, self.selected[0]))
            else:
                self.notice = (f"Your hand is full ({self.shown.get('hand_limit')} cards): click the card to discard, "
                               "then the deck (or drag the card onto the discard pile).", NOTICE_SECONDS)
                self._version += 1
            return
        self._submit(Draw(a))

    def _click_end(self) -> None:
        a = self.human_actor()
        if a is None:
            return
        if self.light:
            if self.confirm_end <= 0:
                self.confirm_end = CONFIRM_SECONDS
                self.notice = ("End the game and score now? Press End game (E) again to confirm.", CONFIRM_SECONDS)
                self._version += 1
                return
            self._submit(EndGame(a))
            return
        self._submit(EndTurn(a))

    def _play_selection(self, tower: str) -> bool:
        a = self.human_actor()
        if a is None or not self.selected:
            return False
        cards = self._selection_key()
        cmd = Play(a, cards, tower)
        targets = self._targets()
        if tower in targets and targets[tower] is None:
            return self._submit(cmd)
        reason = targets.get(tower) or self._reason(cmd) or "That card cannot go there."
        self.notice = (reason, NOTICE_SECONDS)
        self._version += 1
        return False

    def _return_words(self) -> str:
        if self.light:
            return "Drag this tower onto the discard pile (or your hand) to discard it, or press R."
        return "Drag this tower onto your hand to take it back (Return), or press R."

    def _return(self, slot: int) -> bool:
        a = self.human_actor()
        if a is None:
            return False
        return self._submit(Return(a, f"{a}.{slot}"))

    def _toggle(self, cid: int) -> None:
        """Select a hand card; several 4s may be selected together, any other card alone."""
        if cid in self.selected:
            self.selected.remove(cid)
        else:
            v = self.faces.get(cid)
            keep = [c for c in self.selected if v == 4 and self.faces.get(c) == 4 and not self.light]
            self.selected = keep + [cid]
        self._targets_cache = None
        self._relayout(duration=0.12, ui_only=True)

    def _press_begins(self, pos) -> None:
        self.mouse = pos

    _press_ends = _press_begins

    def _clickable_buttons(self):
        return self._live_buttons()

    def _right_click(self, pos) -> bool:
        if self.selected:
            self.selected.clear()
            self._relayout(duration=0.12, ui_only=True)
            return True
        return False

    def _live_buttons(self) -> list[ui.Button]:
        """The buttons that answer now, with ``enabled`` brought up to date."""
        self._sync_buttons()
        out = list(self.chooser_buttons.values()) if self.chooser() else []
        if self.show_buttons and not self.caption:
            out += list(self.buttons.values())
        return out

    def _sync_buttons(self) -> None:
        human = self.human_actor()
        in_turn = human is not None and self.shown.get("phase") == "turn"
        self.buttons["draw"].enabled = in_turn and bool(self.legal_of(Draw))
        self.buttons["end"].enabled = in_turn and bool(self.legal_of(EndGame if self.light else EndTurn))
        self.buttons["end"].label = ("Sure? Click again" if self.confirm_end > 0 else
                                     ("End game  (E)" if self.light else "End turn  (E)"))
        self.buttons["menu"].enabled = self.interactive
        kind = self.chooser()
        self._make_chooser_buttons()
        if kind and self.chooser_buttons:
            self.chooser_buttons["confirm"].enabled = (len(self.pick) == self._need_back()) if kind == "discard" \
                else (self.ask_target is not None and self.ask_value is not None)
            if kind == "ask":
                self._ask_defaults()
                self.chooser_buttons["clear"].enabled = bool(self.shown.get("deck"))

    def _motion(self, pos) -> bool:
        self.mouse = pos
        for b in self._live_buttons():
            b.hover = b.enabled and b.rect.collidepoint(pos)
        if self.drag:
            d = self.drag
            for s, off in zip(d["sprites"], d["offsets"]):
                s.pos = pygame.Vector2(pos) - off
            if (pygame.Vector2(pos) - d["start"]).length() >= DRAG_THRESHOLD:
                d["moved"] = True
            if d["kind"] == "play":
                hover = ("discard",) if self._over_discard(pos) else ("tower", self._tower_at(pos))
            else:
                hover = ("hand", self._return_drop(pos))
            if hover != self.hover:
                self.hover = hover
                self._version += 1
            self._set_cursor(True)
            return True
        hover = self._hover_at(pos)
        if hover != self.hover:
            old = self.hover
            self.hover = hover
            if (old and old[0] == "card") or (hover and hover[0] == "card"):
                self._relayout(duration=0.1, ui_only=True)
        self._set_cursor(self._actionable(pos))
        return False

    def _hover_at(self, pos) -> tuple | None:
        a = self.human_actor()
        if a is None or self.chooser():
            return None
        s = self._card_at(pos, a)
        if s is not None:
            return ("card", s.id)
        t = self._tower_at(pos)
        if t is not None:
            return ("tower", t)
        if self._pile_rect("deck").inflate(self.layout.px(16), self.layout.px(16)).collidepoint(pos):
            return ("deck",)
        return None

    def _actionable(self, pos) -> bool:
        if self.human_actor() is None:
            return False
        if any(b.enabled and b.rect.collidepoint(pos) for b in self._live_buttons()):
            return True
        if self.chooser():
            return self._chooser_item_at(pos) is not None
        h = self.hover
        if h is None:
            return False
        if h[0] == "card":
            return True
        if h[0] == "deck":
            return bool(self.legal_of(Draw))
        if h[0] == "tower":
            a = self.human_actor()
            o, k = parse_tower(h[1])
            return bool(self.selected) or (o == a and bool(self.d_towers[a][k]))
        return False

    def _mouse_down(self, pos) -> bool:
        self.press = None
        self.focus = None
        a = self.human_actor()
        if a is None:
            return False
        if self.chooser():
            self.press = self._chooser_item_at(pos)
            return self.press is not None
        phase = self.shown["phase"]
        if phase == "turn":
            s = self._card_at(pos, a)
            if s is not None:
                if s.id in self.selected and len(self.selected) > 1:
                    ids = [c for c in self.d_hands[a] if c in self.selected]
                else:
                    ids = [s.id]
                return self._start_drag("play", ids, pos, lead=s.id)
            slot = self._own_tower_hit(pos, a)
            if slot is not None:
                return self._start_drag("return", list(self.d_towers[a][slot]), pos, lead=self.d_towers[a][slot][-1],
                                        slot=slot)
        self.press = self._target_at(pos)
        return self.press is not None

    def _start_drag(self, kind: str, ids: list[int], pos, lead: int, slot: int | None = None) -> bool:
        sprites = [self.sprites[c] for c in ids if c in self.sprites]
        if not sprites:
            return False
        lead_s = self.sprites[lead]
        for s in sprites:
            if s.move_tween:
                s.move_tween.cancel()
                s.move_tween = None
            s.dragging = True
            s.lifted = True
        # the dragged group fans out a little behind the card held
        offsets = []
        for i, s in enumerate(sprites):
            if kind == "play" and len(sprites) > 1:
                k = i - sprites.index(lead_s)
                target = lead_s.pos + pygame.Vector2(k * s.rect().w * 0.3, 0)
                offsets.append(pygame.Vector2(pos) - target)
            else:
                offsets.append(pygame.Vector2(pos) - s.pos)
        self.drag = {"kind": kind, "ids": list(ids), "sprites": sprites, "offsets": offsets,
                     "start": pygame.Vector2(pos), "moved": False, "lead": lead, "slot": slot}
        if kind == "play":
            self._drag_targets = self._targets(ids)
        self._version += 1
        return True

    def _over_discard(self, pos) -> bool:
        """Light: the pointer is over the discard pile (a card dropped there is discarded to draw)."""
        return self.light and "discard" in self.layout and \
            self._pile_rect("discard").inflate(self.layout.px(30), self.layout.px(30)).collidepoint(pos)

    def _may_discard_to_draw(self, ids) -> bool:
        """Light with a full hand: whether the one card ``ids`` may go onto the discard pile to draw."""
        a = self.human_actor()
        return self.light and a is not None and len(ids) == 1 and Draw(a, ids[0]) in self.legal

    def _return_drop(self, pos) -> bool:
        if self._hand_zone_hit(pos):
            return True
        return self.light and "discard" in self.layout and \
            self._pile_rect("discard").inflate(self.layout.px(30), self.layout.px(30)).collidepoint(pos)

    def _drop(self, pos) -> None:
        d = self.drag
        a = self.human_actor()
        self.hover = None
        if not d["moved"]:
            self._snap_back()
            if a is None:
                return
            if d["kind"] == "play":
                self._toggle(d["lead"])
            else:
                if self.selected:
                    self._play_selection(f"{a}.{d['slot']}")
                else:
                    self.notice = (self._return_words(), NOTICE_SECONDS)
            return
        if a is None:
            self._snap_back()
            return
        if d["kind"] == "return":
            if self._return_drop(pos):
                for s in d["sprites"]:
                    s.dragging = False
                self.drag = None
                if not self._return(d["slot"]):
                    self._relayout(duration=0.25, ui_only=True)
            else:
                self._snap_back()
            return
        ids = sorted(d["ids"])
        cards = ",".join(str(c) for c in ids)
        # Light with a full hand: a card dropped on the discard pile is discarded before drawing.
        if self.light and "discard" in self.layout and len(ids) == 1 and \
                self._pile_rect("discard").inflate(self.layout.px(30), self.layout.px(30)).collidepoint(pos):
            cmd = Draw(a, ids[0])
            if cmd in self.legal:
                for s in d["sprites"]:
                    s.dragging = False
                self.drag = None
                if not self._submit(cmd):
                    self._relayout(duration=0.25, ui_only=True)
            else:
                self._snap_back()
                self.notice = ("A card goes onto the discard pile only to draw with a full hand.", NOTICE_SECONDS)
            return
        tower = self._tower_at(pos)
        if tower is None:
            self._snap_back()
            return
        cmd = Play(a, cards, tower)
        targets = self._targets(ids)
        if tower in targets and targets[tower] is None:
            for s in d["sprites"]:
                s.dragging = False
            self.drag = None
            self.selected = []
            if not self._submit(cmd):
                self._relayout(duration=0.25, ui_only=True)
            return
        self._snap_back()
        self.notice = (targets.get(tower) or self._reason(cmd) or "That card cannot go there.", NOTICE_SECONDS)
        self._version += 1

    def _target_at(self, pos) -> tuple | None:
        if self.human_actor() is None:
            return None
        if self.chooser():
            return self._chooser_item_at(pos)
        if self._pile_rect("deck").inflate(self.layout.px(16), self.layout.px(16)).collidepoint(pos):
            return ("deck",)
        t = self._tower_at(pos)
        if t is not None:
            return ("tower", t)
        return None

    def _activate(self, target: tuple) -> None:
        a = self.human_actor()
        if a is None:
            return
        kind = target[0]
        if kind == "deck":
            self._click_draw()
        elif kind == "tower":
            if self.selected:
                self._play_selection(target[1])
            else:
                o, k = parse_tower(target[1])
                if o == a and self.d_towers[a][k]:
                    self.notice = (self._return_words(), NOTICE_SECONDS)
                else:
                    self.notice = ("Pick a card from your hand first (click it or press its number).", NOTICE_SECONDS)
        elif kind == "card":
            self._toggle(target[1])
        elif kind == "pick":
            self._toggle_pick(target[1])
        elif kind == "ask_target":
            self.ask_target = target[1]
        elif kind == "ask_value":
            self.ask_value = target[1]
        self._version += 1

    # ------------------------------------------------------------------ keyboard
    def _focus_targets(self) -> list[tuple]:
        a = self.human_actor()
        out: list[tuple] = []
        if a is None:
            return out
        if self.chooser() == "discard":
            return [("pick", c) for c in self.d_hands[a]]
        if self.chooser() == "ask":
            return []
        out += [("card", c) for c in self.d_hands[a]]
        for owner in sorted(range(self.n), key=self.pos_of):
            for slot in range(len(self.d_towers[owner])):
                if owner == a or self.d_towers[owner][slot]:
                    out.append(("tower", f"{owner}.{slot}"))
        out.append(("deck",))
        return out

    def _key(self, ev) -> bool:
        k = ev.key
        if not self.interactive:
            return False
        if not self.idle:
            self.skip()
        a = self.human_actor()
        if a is None:
            return False
        mods = getattr(ev, "mod", 0)
        chooser = self.chooser()
        digits = DIGITS_0_9
        if chooser == "ask":
            return self._ask_key(k, digits)
        if chooser == "discard":
            if k in digits:
                i = (digits[k] or 10) - 1
                if i < len(self.d_hands[a]):
                    self._toggle_pick(self.d_hands[a][i])
                return True
            if k == pygame.K_BACKSPACE:
                if self.pick:
                    self.pick.pop()
                return True
            if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._confirm_discard()
                return True
        if k in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            return self._move_focus(k, mods)
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.focus is not None:
                self._activate(self.focus)
                return True
            return False
        if chooser:
            return False
        if k in digits:
            i = (digits[k] or 10) - 1
            hand = self.d_hands[a]
            if i < len(hand):
                self._toggle(hand[i])
                self.focus = ("card", hand[i])
            return True
        if k == pygame.K_BACKSPACE:
            self.selected.clear()
            self._relayout(duration=0.12, ui_only=True)
            return True
        if k == pygame.K_d:
            self._click_draw()
            return True
        if k == pygame.K_e:
            self._click_end()
            return True
        if k == pygame.K_r:
            slot = None
            if self.focus and self.focus[0] == "tower":
                o, s = parse_tower(self.focus[1])
                slot = s if o == a else None
            if slot is None:
                full = [i for i, t in enumerate(self.d_towers[a]) if t]
                slot = full[0] if len(full) == 1 else None
            if slot is None:
                self.notice = ("Move the focus onto one of your towers (Up, then Left/Right) and press R.",
                               NOTICE_SECONDS)
                return True
            self._return(slot)
            return True
        return False

    def _move_focus(self, k, mods) -> bool:
        targets = self._focus_targets()
        if not targets:
            return False
        cur = self.focus if self.focus in targets else None
        if k == pygame.K_TAB:
            back = bool(mods & pygame.KMOD_SHIFT)
            i = (targets.index(cur) + (-1 if back else 1)) if cur else (-1 if back else 0)
            self.focus = targets[i % len(targets)]
        else:
            kinds = {"card": 0, "pick": 0, "tower": 1, "deck": 2}
            row = kinds.get(cur[0], 0) if cur else 0
            if k in (pygame.K_UP, pygame.K_DOWN):
                row = (row + (1 if k == pygame.K_UP else -1)) % 3
                group = [t for t in targets if kinds.get(t[0]) == row]
                if not group:
                    row = (row + (1 if k == pygame.K_UP else -1)) % 3
                    group = [t for t in targets if kinds.get(t[0]) == row]
                self.focus = group[0] if group else cur
            else:
                group = [t for t in targets if kinds.get(t[0]) == row]
                if not group:
                    return False
                i = group.index(cur) if cur in group else -1
                i += -1 if k == pygame.K_LEFT else 1
                self.focus = group[i % len(group)]
        if self.focus and self.focus[0] == "card":
            self._relayout(duration=0.1, ui_only=True)
        self._version += 1
        return True

    # ------------------------------------------------------------------ the 5 and the 6
    def _need_back(self) -> int:
        a = self.shown.get("actor")
        if a is None:
            return 0
        return max(0, len(self.d_hands[a]) - 5)

    def _toggle_pick(self, cid: int) -> None:
        if cid in self.pick:
            self.pick.remove(cid)
        elif len(self.pick) < self._need_back():
            self.pick.append(cid)
        elif self._need_back() == 1:
            self.pick[:] = [cid]          # one card to put back: another click changes the choice
        else:
            self.notice = (f"Put back exactly {self._need_back()} cards: click a numbered card to take it out "
                           "of the list first.", NOTICE_SECONDS)
        self._version += 1

    def _confirm_discard(self) -> None:
        a = self.human_actor()
        if a is None or self.chooser() != "discard":
            return
        need = self._need_back()
        if len(self.pick) != need:
            self.notice = (f"Choose {need} card{'s' if need != 1 else ''} to put back ({len(self.pick)} chosen).",
                           NOTICE_SECONDS)
            return
        order = list(self.pick)
        self.pick.clear()
        for cid in order:
            if not self._submit(Discard(a, cid)):
                break

    def _ask_defaults(self) -> None:
        a = self.shown.get("actor")
        others = [p for p in range(self.n) if p != a]
        if self.ask_target not in others:
            self.ask_target = max(others, key=lambda p: (self.shown["hand_sizes"][p], -p)) if others else None

    def _confirm_ask(self) -> None:
        a = self.human_actor()
        if a is None or self.chooser() != "ask":
            return
        if self.ask_target is None or self.ask_value is None:
            self.notice = ("Choose a player and a number to ask for, or draw instead.", NOTICE_SECONDS)
            return
        if self._submit(Ask(a, self.ask_target, self.ask_value)):
            self.ask_value = None

    def _ask_draw(self) -> None:
        a = self.human_actor()
        if a is None or self.chooser() != "ask":
            return
        self._submit(Draw(a))

    def _ask_key(self, k, digits) -> bool:
        a = self.human_actor()
        self._ask_defaults()
        others = [p for p in sorted(range(self.n), key=self.pos_of) if p != a]
        if k in digits:
            self.ask_value = digits[k] or 10
        elif k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN) and others:
            i = others.index(self.ask_target) if self.ask_target in others else 0
            i += -1 if k in (pygame.K_LEFT, pygame.K_UP) else 1
            self.ask_target = others[i % len(others)]
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_a):
            self._confirm_ask()
        elif k == pygame.K_d:
            self._ask_draw()
        else:
            return False
        self._version += 1
        return True

    def _chooser_rect(self) -> pygame.Rect:
        L = self.layout
        px = L.px
        top = L["status"].bottom + px(14)
        seat0 = L["seat.0"]
        return pygame.Rect(seat0.left + px(60), top, seat0.w - px(120), seat0.top - top - px(10))

    def _chooser_button_h(self) -> int:
        return max(28, self.layout.px(56))

    def _chooser_body(self) -> pygame.Rect:
        """The chooser's room between its two lines of words and its buttons (from the real text
        heights, so nothing overlaps in a small window, where fonts stop shrinking)."""
        R = self._chooser_rect()
        px = self.layout.px
        top = R.top + px(24) + theme.font(self.f["status"], True).get_linesize() \
            + theme.font(self.f["small"]).get_linesize() + px(8)
        bottom = R.bottom - px(24) - self._chooser_button_h() - px(10)
        return pygame.Rect(R.left + px(30), top, R.w - px(60), max(px(40), bottom - top))

    def _badge_r(self) -> int:
        """The radius of the order badge under a card picked in the 5's chooser."""
        return max(10, self.layout.px(22))

    def _chooser_items(self) -> list[tuple[tuple, pygame.Rect]]:
        """Clickable items of the open chooser: ('pick', card), ('ask_target', seat), ('ask_value', v)."""
        kind = self.chooser()
        if kind is None:
            return []
        key = ("items", kind, self.size, tuple(self.d_hands[self.shown["actor"]]))
        cached = getattr(self, "_items_cache", None)
        if cached and cached[0] == key:
            return cached[1]
        R = self._chooser_rect()
        body = self._chooser_body()
        px = self.layout.px
        items: list[tuple[tuple, pygame.Rect]] = []
        a = self.shown["actor"]
        if kind == "discard":
            hand = self.d_hands[a]
            # room under the cards for the order badges, which straddle the cards' bottom edges
            area = pygame.Rect(body.left, body.top, body.w, max(px(30), body.h - self._badge_r()))
            h = min(area.h, area.w / max(1, len(hand)) / 1.06 / CARD_RATIO)
            w = h * CARD_RATIO
            total = w * len(hand) + w * 0.06 * (len(hand) - 1)
            x = area.centerx - total / 2
            for cid in hand:
                top = area.top + round((area.h - h) / 2)
                items.append((("pick", cid), pygame.Rect(round(x), top, round(w), round(h))))
                x += w * 1.06
        else:
            label = theme.font(self.f["small"], True).get_linesize()
            others = [p for p in sorted(range(self.n), key=self.pos_of) if p != a]
            bw = min(px(280), (R.w - px(60)) // max(1, len(others)) - px(12))
            bh = max(px(64), theme.font(self.f["name"], True).get_linesize()
                     + theme.font(self.f["tiny"]).get_linesize() + px(8))
            gap = px(24)
            # the value cards as big as the width and the room left allow; the whole block centred
            vw = min(px(176), (R.w - px(60)) // 10 - px(8))
            room = body.h - 2 * (label + px(4)) - bh - gap
            vh = max(px(40), min(px(170), int((vw - px(6)) / CARD_RATIO), room))
            vw = min(vw, int(vh * CARD_RATIO) + px(6))
            block = 2 * (label + px(4)) + bh + gap + vh
            y = body.top + max(0, (body.h - block) // 2) + label + px(4)    # under "Player to ask"
            total = len(others) * (bw + px(12)) - px(12)
            x = R.centerx - total // 2
            for p in others:
                items.append((("ask_target", p), pygame.Rect(x, y, bw, bh)))
                x += bw + px(12)
            y += bh + gap + label + px(4)          # under "Number to ask for"
            total = 10 * (vw + px(8)) - px(8)
            x = R.centerx - total // 2
            for v in range(1, 11):
                items.append((("ask_value", v), pygame.Rect(x, y, vw, vh)))
                x += vw + px(8)
        self._items_cache = (key, items)
        return items

    def _chooser_item_at(self, pos) -> tuple | None:
        for item, rect in self._chooser_items():
            if rect.collidepoint(pos):
                return item
        return None

    def _make_chooser_buttons(self) -> None:
        kind = self.chooser()
        key = (kind, self.size)
        if getattr(self, "_chooser_key", None) == key:
            return
        self._chooser_key = key
        self.chooser_buttons = {}
        if kind is None:
            return
        R = self._chooser_rect()
        px = self.layout.px
        bw, bh = min(px(300), R.w // 2 - px(24)), self._chooser_button_h()
        y = R.bottom - px(24) - bh
        if kind == "discard":
            self.chooser_buttons = {"confirm": ui.Button("Put back  (Enter)", self._confirm_discard, primary=True),
                                    "clear": ui.Button("Start again  (Backspace)", self._clear_pick)}
        else:
            self.chooser_buttons = {"confirm": ui.Button("Ask  (Enter)", self._confirm_ask, primary=True),
                                    "clear": ui.Button("Draw instead  (D)", self._ask_draw)}
        self.chooser_buttons["confirm"].rect = pygame.Rect(R.centerx + px(12), y, bw, bh)
        self.chooser_buttons["clear"].rect = pygame.Rect(R.centerx - px(12) - bw, y, bw, bh)

    def _clear_pick(self) -> None:
        self.pick.clear()
        self._version += 1

    # ------------------------------------------------------------------ words
    def status_text(self) -> str:
        v = self.shown
        if not v:
            return ""
        if v["over"]:
            return "Game over: " + self._over_words(v.get("result") or {})
        actor = v["actor"]
        who = "You" if (actor == self.viewer and len(self.humans) == 1) else self.name(actor)
        phase = v["phase"]
        if self.taroma and self.d_turn == 1:
            code = self.step_caption[0] if self.step_caption else ""
            return f"Taroma's turn: {code} {STEPS[code][0]}" if code in STEPS else "Taroma's turn"
        if phase == "discard":
            n = max(0, v["hand_sizes"][actor] - 5)
            return f"A 5 was played: {who} must put {n} card{'s' if n != 1 else ''} back on the deck"
        if phase == "ask":
            return f"{who} played a 6: ask a player for a card by number, or draw a card"
        if self.light:
            return f"Light solitaire: play, draw or discard a tower. Score so far: {self._light_score()}"
        acts = v["actions"]
        last = "Last round. " if v["final"] else ""
        whose = "Your turn" if who == "You" else f"{who}'s turn"
        if not v["final"] and acts and self.legal_of(EndTurn):
            if len(self.legal) == 1:
                return f"{whose}: no action is possible, end the turn"
            # Only an 8's or 9's extra action is left, which "you may" take.
            return f"{whose}: {acts} extra action{'s' if acts != 1 else ''} left, or end the turn"
        return f"{last}{whose}: {acts} action{'s' if acts != 1 else ''} left"

    def _light_score(self) -> int:
        return len(self.d_completed[0]) + sum(1 for h in self.d_bonus if h == 0)

    def hint_text(self) -> str:
        v = self.shown
        if not v or v["over"]:
            return "The game is over."
        actor = v["actor"]
        if self.taroma and self.d_turn == 1:
            return "Taroma is playing its turn, step by step (see the caption). Click to hurry it along."
        if not self.is_human(actor):
            return f"{self.name(actor)} (bot) is deciding…"
        if not self.interactive:
            return ""
        if len(self.humans) > 1 and actor != self.viewer:
            return f"Waiting for {self.name(actor)}…"
        phase = v["phase"]
        if phase == "discard":
            return "Click the cards to put back in order: the last one ends on top of the deck."
        if phase == "ask":
            return "Pick a player and a number (or press a digit, 0 for 10), then Ask. D draws instead."
        lines = []
        focus_card = self.hover[1] if (self.hover and self.hover[0] == "card") else (
            self.focus[1] if (self.focus and self.focus[0] == "card") else
            (self.selected[-1] if self.selected else None))
        if focus_card is not None and focus_card in self.faces:
            value = self.faces[focus_card]
            text = effect_sentence(value, self.mode)
            lines.append(f"{value}: {text or 'no effect.'}")
        if self.selected:
            lines.append("Drop or click a green tower to play; right-click clears.")
        else:
            lines.append("Drag a card onto a tower, click the deck to draw, drag a tower onto the discard pile "
                         "to discard it." if self.light else
                         "Drag a card onto a tower, click the deck to draw, drag a tower onto your hand to "
                         "take it back.")
        lines.append(KEYS if not self.light else
                     KEYS.replace("E end turn", "E end game").replace("R take a tower back", "R discard a tower"))
        return "\n".join(lines)
