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

from functools import partial

import pygame

from rules.core import Command, Event
from rules.sky5.commands import Bank, Draw, Give, Pass, Take

from .. import theme
from ..layout import Layout, load_layout
from ..widgets import tween, ui
from ..widgets.cards import CARD_RATIO, card_size, default_art
from ..widgets.die import DieSprite
from ..widgets.effects import Banner, Burst, FloatText
from .base import BAD, DIGIT_KEYS, DRAG_THRESHOLD, DROP, FOCUS, FOCUS_KEYS, GOLD, GOOD, TableView, night_sky
from .sprites import CardMotion
from .sprites import CardSprite as _Sprite

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


def describe(face: dict | None) -> str:
    """'blue 4', 'shooting star 3'."""
    if not face:
        return "card"
    colour = face["colour"]
    return f"shooting star {face['number']}" if colour == "star" else f"{colour} {face['number']}"


# =========================================================================== sprites

class CardSprite(_Sprite):
    """One card on screen, by its rules id, with its face (``None``: unknown)."""

    __slots__ = ("face",)

    def __init__(self, cid: int, face: dict | None, pos, h: float, face_up: bool = True):
        super().__init__(cid, pos, h, face_up)
        self.face = face


# =========================================================================== the view

class Sky5View(CardMotion, TableView):
    """Draws a Sky 5 session and turns gestures into commands.

    ``host`` offers ``app`` and ``submit(command) -> bool`` (the table scene: it applies the command,
    shows a rejection and calls ``animate`` with the events) and optionally ``open_menu()``.
    ``interactive=False`` (replays, demos) ignores gestures except clicks that hurry animations.
    """

    game_id = "sky-5"
    notice_seconds = NOTICE_SECONDS
    TURN_STEPS = ("_ev_turn", "_ev_take_turn")
    T_FLIP = T_FLIP

    def __init__(self, host, session, interactive: bool = True):
        self._init_table(host, session, interactive)
        self.n = session.state.players
        self.layout: Layout = load_layout(f"sky5-{self.n}")
        humans = self.humans
        self.bottom = humans[0] if humans else 0
        # With several people at one screen the bank total shown follows the human who decides,
        # unless the host hands the screen over itself (``set_viewer``: ``auto_viewer`` False).
        self.viewer: int | None = humans[0] if humans else None
        self.art = default_art()
        self.die = DieSprite(session.state.die)
        self.die_offset = pygame.Vector2(0, 0)
        self.sprites: dict[int, CardSprite] = {}
        self.flyers: list[CardSprite] = []
        self.faces: dict[int, dict] = {}
        self.hover_seat: int | None = None
        self._rolls = 0
        self._snap_model()

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
        self._drop_animations()
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

    # ------------------------------------------------------------------ geometry
    def _resize_geometry(self) -> None:
        L = self.layout
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
        self.bg = self._render_background(self.size)
        self._relayout(instant=True)
        for s in self.flyers:
            s.pos = pygame.Vector2(self._flyer_target(s))

    def _render_background(self, size) -> pygame.Surface:
        L = self.layout
        bg = night_sky(size, 1234)
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
        self._draw_status_band(bg)
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
        self._set_buttons({
            "draw": ui.Button("Draw  (D)", self._click_draw, primary=True),
            "bank": ui.Button("Bank  (B)", self._click_bank, primary=True),
            "pass": ui.Button("Pass  (P)", self._click_pass),
        })
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

    # ------------------------------------------------------------------ events -> steps
    def _group_handler(self, e: Event):
        """Cards going to a bank or the discard pile fly together."""
        if e.kind == "move" and (str(e["dst"]).startswith("bank.") or e["dst"] == "discard"):
            return self._ev_move_group
        return None

    def _same_group(self, first: Event, e: Event) -> bool:
        return e.kind == "move" and e["dst"] == first["dst"]

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

    def _motion(self, pos) -> bool:
        self.mouse = pos
        self.hover_seat = self.seat_at(pos)
        self._set_cursor(self.drag is not None or self._actionable(pos))
        for b in self.buttons.values():
            b.hover = b.enabled and b.rect.collidepoint(pos)
        if self.drag:
            d = self.drag
            d["sprite"].pos = pygame.Vector2(pos) - d["offset"]
            if (pygame.Vector2(pos) - d["start"]).length() >= DRAG_THRESHOLD:
                d["moved"] = True
        return bool(self.drag)

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
        if k in FOCUS_KEYS:
            return self._cycle_focus(k, getattr(ev, "mod", 0))
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
        if k in DIGIT_KEYS:
            seat = DIGIT_KEYS[k] - 1
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
        waiting = self._waiting_hint()
        if waiting is not None:
            return waiting
        v = self.shown
        actor = v["actor"]
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
    def draw(self, surface: pygame.Surface) -> None:
        """Blit the still picture (redrawn only when something in it changed), then what moves."""
        self._blit_still(surface)
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
        surface = self._new_static()
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
            x = self._draw_seat_badge(surface, seat, x, cy, max(9, px(17)), actor, over)
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
            self._draw_name_chips(surface, seat, x, cy, right, chips)
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

    def _image(self, s: CardSprite, h: float) -> pygame.Surface:
        face = s.face
        return self.art.face_of(face, h) if (s.face_up and face) else self.art.back(h)

    def _draw_sprite(self, surface: pygame.Surface, s: CardSprite) -> None:
        self._blit_sprite(surface, s)

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

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        if self._draw_demo_caption(surface):
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


