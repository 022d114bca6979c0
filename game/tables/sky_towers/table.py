"""Sky Towers at the table: its zones and where they sit, its panels, and its modes' own layouts.

Zones come from ``assets/layouts/sky-towers-{2,3,4,light,taroma}.tmx``: ``seat.P``, ``hand.P``,
``towers.P`` (split evenly among that seat's tower slots, each the zone ``tower.O.K`` its events
name), ``done.P`` (the completed towers, ``completed.O``) for the P-th seat clockwise from the
bottom, and ``status``, ``actions``, ``log``, ``buttons``, ``table``, ``deck`` and ``bonus``. Light
adds ``discard`` and ``out`` (and has one seat); Taroma adds ``caption``, and Taroma's row is
``hand.1`` (the zone ``row.1``: its cards side by side, each face up or down).

Playing: drag a hand card (or several picked 4s) onto a tower, or click it, then the tower; drag
one of your towers onto your hand to take it back (Light: onto the discard pile too); click the
deck to draw (``moves.py``). The 5's put-back and the 6's ask are choosers over the table
(``choosers.py``). Everything else (the shown model, animation, the mouse and the keys, the still
picture) is the kit's (``game/tables/kit``); the words are in ``narration.py`` and ``tooltips.py``,
the fixed texts in ``words.py``, the card art in ``art.py``.
"""
from __future__ import annotations

import re

import pygame

from rules.sky_towers.cards import BONUS_CARDS, FLAGS, KITES, TARGET
from rules.sky_towers.commands import Draw, EndGame, EndTurn, Return

from ... import theme
from ...widgets import ui
from ...wording import plural
from ..base import BAD, DROP, FOCUS, GOLD, GOOD, StillPart, draw_circle
from ..kit.drawing import SELECT
from ..kit.fitting import shrink_to
from ..kit.panels import CardPanels
from ..kit.table import CardTable
from ..kit.zones import Fan, Hand, Pile, RestingZone, Zone, from_left
from .art import BAND, CARD_RATIO, card_size, default_art, mode_face
from .choosers import Choosers
from .moves import SkyMoves
from .narration import BONUS_AT, SkyWords
from .shown import shown_from
from .tooltips import SkyTips
from .words import (ACTIONS_PANEL, GUIDE_KEYS, LIGHT_GUIDE_KEYS, REFUSALS, RETURNS, SHORT_CONDITIONS,
                    SHORT_REASONS, STEP_ORDER, STEPS, bonus_condition)

# Each text role's pixel size in a 1280x720 window (``theme.px`` grows it with the window).
FONT_BASE = {
    "name": 19, "chip": 13, "status": 21, "small": 15, "label": 15, "count": 19, "banner": 64, "banner_sub": 20,
    "guide": 15, "badge": 16, "float": 28, "big": 31, "code": 56, "step": 21, "tiny": 13, "pip": 17, "log": 15,
    "tag": 13,
}

HAND_PLANNED = 12         # hand sizes whose faces are made ahead (``_plan_warm_faces``); more is rare
TOWERS_PLANNED = 5        # tower counts whose card sizes are made ahead; more is rare


def short_reason(reason: str, narrow: bool = False) -> str:
    """A few words for a blocked tower, from the rules' sentence (``narrow``: fewer of them)."""
    r = reason.lower()
    words, short, fewer = next((row for row in SHORT_REASONS if row[0] in r), ("", "not now", "not now"))
    shown = re.search(r"a (\d+) is showing", reason)
    if words == "matches the top card" and shown and not narrow:
        return f"blocked by a {shown.group(1)}"
    return fewer if narrow else short


# --------------------------------------------------------------------------- zones
class TowerZone(Zone):
    """One tower slot ``tower.O.K``: its cards fanned downward from the top (smaller when it is
    tall), the total under it (another seat's folded tower: beside it); an empty slot's outline."""

    def __init__(self, name, rect):
        super().__init__(name, rect)
        self.tower = name.partition(".")[2]

    def slot(self, t, i: int, count: int) -> tuple[pygame.Vector2, float]:
        """The ``i``-th of ``count`` cards: fanned down from the top, smaller in a tall tower rather
        than hiding their numbers."""
        h = t.tower_h[t.pos_of(self.seat)]
        folded = t.folded(t.pos_of(self.seat))
        fan = self.rect.h - t.layout.px(12) if folded else self.rect.h - t.label_h - t.layout.px(8)
        step = 0
        if count > 1:
            h = max(h * 0.62, min(h, fan / (1 + (BAND + 0.02) * (count - 1))))
            step = min(h * (BAND + 0.02), (fan - h) / (count - 1))
        x = self.rect.left + t.layout.px(8) + h * CARD_RATIO / 2 if folded else self.rect.centerx
        return pygame.Vector2(x, self.rect.top + t.layout.px(6) + h / 2 + i * step), h

    def target_at(self, t, card, pos):
        """A hand card's place (a tower dragged whole goes onto your hand, not onto a tower)."""
        if card is not None and card not in t.hand_ids() or not self.rect.collidepoint(pos):
            return None
        return ("tower", self.tower)

    def target_rect(self, t, target):
        return self.rect.inflate(-t.layout.px(10), -t.layout.px(6))

    def key(self, t):
        cards = t.model.ids(self.name)
        return (t.resting_key(cards), t.total(self.tower), t.focus == ("tower", self.tower), t.size)

    def draw(self, t, surface):
        px = t.layout.px
        col = self.rect
        cards = t.model.ids(self.name)
        for cid in cards:
            t._draw_resting(surface, cid)
        if not cards:
            h = t.tower_h[t.pos_of(self.seat)]
            ghost = pygame.Rect(0, 0, round(h * CARD_RATIO), round(h))
            ghost.midtop = (round(self.slot(t, 0, 1)[0].x), col.top + px(6))
            pygame.draw.rect(surface, (44, 64, 110), ghost, max(1, px(2)), border_radius=px(10))
            # inside the outline (which grown text makes smaller), or left out: its tooltip says it;
            # the slot may be smaller than at 100 %: the word shrinks, never cut
            img = theme.text("empty", shrink_to("empty", t.f["tiny"], ghost.w - px(6), least=t.art.floor), theme.TEXT_DIM)
            if img.get_width() <= ghost.w - px(4):
                surface.blit(img, img.get_rect(center=ghost.center))
        else:
            total = t.total(self.tower)
            if t.folded(t.pos_of(self.seat)):
                # beside the cards, as large as the rest of the short column lets it
                left = col.left + px(16) + round(self.slot(t, 0, len(cards))[1] * CARD_RATIO)
                room, place = col.right - px(8) - left, {"midleft": (left, col.centery)}
            else:
                # under the cards; grown, as large as the widest total fits the column
                room, place = col.w - px(12), {"midbottom": (col.centerx, col.bottom - px(4))}
            size = t._shrunk_to([f"{TARGET} / {TARGET}"], t.f["small"], room, True)
            ui.blit_text(surface, f"{total} / {TARGET}", size, GOLD if total >= 17 else theme.TEXT, True, **place)
        if t.focus == ("tower", self.tower):
            pygame.draw.rect(surface, FOCUS, self.focus_rect(t), max(2, px(4)), border_radius=px(12))

    def focus_rect(self, t) -> pygame.Rect:
        """The ring round the column with the keyboard focus: a little taller than the column."""
        return self.rect.inflate(-t.layout.px(4), t.layout.px(4))

    def ink_rect(self, t):
        """The column with its focus ring, and its total where that is wider (grown words in another
        seat's narrow column). No taller: the seat's header ends just above the ring, and a tower
        changes at every card laid on it."""
        wide = theme.font(t.f["small"], True).size(f"{TARGET} / {TARGET}")[0] + 2 - self.rect.w
        return self.rect.union(self.focus_rect(t)).inflate(max(0, wide), 0)

    def draw_marks(self, t, surface, card, lit, blocked):
        """The kit's frame where the card may go; where it may not, a red one with the rules' reason
        in a few words, in the kit's tag just above the tower's total (which stays readable)."""
        if lit:
            return super().draw_marks(t, surface, card, lit, [])
        px = t.layout.px
        col = self.target_rect(t, blocked[0]).inflate(px(8), px(8))
        hot = t.hover == blocked[0] or t.focus == blocked[0]
        pygame.draw.rect(surface, BAD, col, max(2, px(5 if hot else 3)), border_radius=px(12))
        total_top = col.bottom - px(4) - theme.font(t.f["small"]).get_linesize()
        # grown, a narrow tower's reason is set smaller (down to the couch's floor), then in fewer
        # words; a tower too narrow even for those (a folded seat's) keeps only its red frame: the
        # bubble over it says why, whole
        reason, room = t.why_not(card, blocked[0]), col.w - px(24)
        for words in (short_reason(reason), short_reason(reason, narrow=True)):
            size = t._shrunk_to([words], t.f["small"], room, True)
            if theme.font(size, True).size(words)[0] <= room:
                t.draw_tag(surface, words, (col.centerx, total_top - px(5)), (150, 40, 40), False, theme.TEXT,
                           size=size)
                return


class SkyHand(Hand):
    """Your hand: its cards from the left, the number that picks each one under it; a tower
    dragged here is taken back."""

    LIFT = (0.13, 0.05)
    GROWN_LIFT = (0.03, 0.02)       # grown, a card rises less of its height: the room is the card's
    FROM_LEFT = True

    def target_at(self, t, card, pos):
        near = self.rect.inflate(t.layout.px(20), t.layout.px(20)).collidepoint(pos)
        return ("hand", self.seat) if near and card is not None and card not in t.hand_ids() else None

    def draw_marks(self, t, surface, card, lit, blocked):
        px = t.layout.px
        r = self.rect.inflate(px(10), px(10))
        hot = t.hover in lit
        pygame.draw.rect(surface, DROP if hot else GOOD, r, max(2, px(6 if hot else 4)), border_radius=px(16))
        words = t._fit(RETURNS[t.mode]["drop"], t.f["small"], r.w - px(20), True)
        ui.blit_text(surface, words, t.f["small"], DROP if hot else GOOD, True, midtop=(r.centerx, r.top + px(8)))


class RowZone(RestingZone):
    """Taroma's row: its cards side by side from the left, as large as another seat's fan (smaller
    as it grows, down to 55 %), each face up or down."""

    def slot(self, t, i: int, count: int) -> tuple[pygame.Vector2, float]:
        h = t.hand_h[t.pos_of(self.seat)]
        if count > 1:
            h = max(h * 0.55, min(h, (self.rect.w - 4) / (count * 1.04 - 0.04) / CARD_RATIO))
        return pygame.Vector2(from_left(self.rect, h, i, count), self.rect.top + h / 2 + t.layout.px(4)), h

    def key(self, t):
        cards = t.model.ids(self.name)
        return (t.resting_key(cards), tuple(c in t.down for c in cards), t.size)


class SkyPile(Pile):
    """The deck, Light's discard pile and its cards set aside: the kit's pile, face down, its count
    on the top card; framed while the keyboard focus is on it, or the pointer over the deck while
    a card may be drawn."""

    FRAME = (16, 12, 4, 4)

    def target_at(self, t, card, pos):
        return super().target_at(t, card, pos) if self.name != "deck" or t.drag is None else None

    def lit(self, t):
        focused = t.focus == (self.name,)
        hot = self.name == "deck" and t.hover == ("deck",) and t.human_actor() is not None and bool(t.legal_of(Draw))
        return (focused, hot) if focused or hot else None


class DoneZone(Zone):
    """A seat's completed towers: a tile each with its kites and flags (Light: face down, "21")."""

    def arrival(self, t):
        stacks = t.model.stacks.get(self.name, [])
        tiles = t.done_tiles(self.seat, len(stacks) + 1)
        pos = pygame.Vector2(tiles[-1].center) if tiles else pygame.Vector2(self.rect.center)
        return pos, t.tower_h[t.pos_of(self.seat)] * 0.6

    def face_up(self, t):
        return not t.light

    def key(self, t):
        stacks = t.model.stacks.get(self.name, [])
        return (tuple(tuple(t.code(c) for c in s) for s in stacks), t.size)

    def draw(self, t, surface):
        px = t.layout.px
        R = self.rect
        stacks = t.model.stacks.get(self.name, [])
        size = t.done_head_size(t.pos_of(self.seat))
        least = t._least_grown(size)
        # a narrow panel: shorter words, then the count alone, never cut
        heads = ["Completed" if not stacks else f"Completed: {len(stacks)}", f"Done: {len(stacks)}", str(len(stacks))]
        head = next((h for h in heads if theme.font(least, True).size(h)[0] <= R.w - px(16)), heads[-1])
        head, size = t._fit_shrinking(head, size, R.w - px(16), True)
        top = R.top + px(6) - t.done_inset(t.pos_of(self.seat))
        surface.blit(theme.text(head, size, theme.TEXT_DIM, bold=True), (R.left + px(10), top))
        tiles = t.done_tiles(self.seat)
        if len(tiles) < len(stacks):
            stacks = [[cid for stack in stacks for cid in stack]]      # folded: one tile sums them all
        for stack, tile in zip(stacks, tiles):
            # Light's lie face down, in the colours of the cards' backs; the others are paper
            fill, edge = ((34, 52, 110), (190, 196, 220)) if t.light else ((250, 246, 234), GOLD)
            ui.draw_panel(surface, tile, fill=fill, edge=edge, radius=px(8), width=max(1, px(2)))
            if t.light:
                ui.blit_text(surface, "21", t.f["small"], GOLD, True, center=tile.center)
                continue
            values = [t.code(c) or 0 for c in stack]
            size = max(t.done_head_size(t.pos_of(self.seat), t.f["tiny"]), min(t.f["small"], int(tile.h * 0.6)))
            icon = max(8, int(tile.h * 0.7))
            x = tile.left + px(8)
            for count, art, always in ((sum(KITES[v] for v in values), t.art.kite, True),
                                       (sum(FLAGS[v] for v in values), t.art.flag, False)):
                if count or always:
                    x = ui.blit_text(surface, str(count), size, (30, 30, 50), True, midleft=(x, tile.centery)).right + px(2)
                    mark = art(icon)
                    surface.blit(mark, mark.get_rect(midleft=(x, tile.centery)))
                    x += icon + px(8)


# --------------------------------------------------------------------------- the table
class SkyTowersTable(SkyWords, SkyTips, Choosers, CardPanels, CardTable):
    """Draws a Sky Towers session and turns gestures into commands (see the module docstring)."""

    FONT_BASE = FONT_BASE
    MOVES = SkyMoves
    RESTING = ("hand", "tower", "row")      # your hand, the towers and Taroma's row lie as cards
    KEYS = {pygame.K_d: "_click_draw", pygame.K_e: "_click_end", pygame.K_r: "_key_return"}
    T_MOVE, T_FLY, T_STAGGER = 0.38, 0.45, 0.07      # flips, banners and the game's end: the kit's
    ART = staticmethod(default_art)
    shown_from = staticmethod(shown_from)
    notice_seconds = 5.0
    FRAMES_STILL = True         # the gold frame changes only with the turn: a part of the still picture
    SKY = 2121
    GROWN_CORNER = 0.45         # a grown hand overlaps only past the band's "10" (0.42 of a card's width)

    def __init__(self, host, session, interactive: bool = True):
        st = session.state
        self.mode = st.mode
        self.light, self.taroma = self.mode == "light", self.mode == "taroma"
        self.LAYOUT = f"sky-towers-{'light' if self.light else 'taroma' if self.taroma else st.players}"
        self.END = "End game  (E)" if self.light else "End turn  (E)"      # the end button's label
        self.KEYS_WORDS = LIGHT_GUIDE_KEYS if self.light else GUIDE_KEYS    # the keys under the guide
        self.fours: list[int] = []          # the 4s picked before ``selected``, played with it
        self.down: set[int] = set()         # the cards lying face down in Taroma's row
        self.holders: list = []             # who holds each bonus card, as the table shows it
        self.actions_left, self.final, self._free_draw = 0, False, False
        self.step_caption: tuple[str, str] | None = None  # Taroma: (step code, what it does now)
        self.trail: list[str] = []                      # the steps of Taroma's current (or last) turn
        self.confirm_end = 0.0
        self._init_choosers()
        super().__init__(host, session, interactive)
        self.log = type(self.log)(30)
        if self.taroma and st.step == 0 and st.opening:
            # Taroma's opening turn was played during setup: show the table as it was dealt, then play it.
            opening = st.opening_events()
            self._rewind(opening)
            self._say("Taroma always takes the first turn.")
            self.animate(opening)

    # ------------------------------------------------------------------ facts
    def code(self, card):
        return None if card in self.down else self.model.face(card)

    def total(self, tower: str) -> int:
        return sum(self.code(c) or 0 for c in self.model.ids(f"tower.{tower}"))

    def towers_of(self, owner: int) -> list[str]:
        """``owner``'s tower names ("0.0", "0.1"...): a slot for each of the view's (their number is
        the mode's, all game long)."""
        return [f"{owner}.{k}" for k in range(len(self.shown["towers"][owner]))]

    def picked(self) -> list[int]:
        """The hand cards picked: a card, or several 4s."""
        return self.fours + ([self.selected] if self.selected is not None else [])

    def _moves_more(self) -> tuple:
        """The 4s picked together, which ``SkyMoves`` plays as one."""
        return (tuple(self.picked()),) if self.fours else ()

    def _blocked_targets(self, z, card):
        if not isinstance(z, TowerZone):
            return []
        target = ("tower", z.tower)
        return [target] if self.moves.relevant(card, target) or self.hover == target else []

    def lift_of(self, card):
        return 1 if card in self.fours else super().lift_of(card)

    # ------------------------------------------------------------------ the model from the view
    def _snap_model(self):
        super()._snap_model()
        self._view_facts()

    def _view_facts(self) -> None:
        """What the view says besides where the cards are: the actions left, the bonus holders and
        which of Taroma's row cards lie face down."""
        v = self.shown
        self.actions_left, self.final, self._free_draw = v.get("actions", 0), bool(v.get("final")), False
        self.holders = [b["holder"] for b in v["bonus"]]
        self.down = {c["id"] for c in v.get("row") or () if not c["face_up"]}
        for cid in self.model.ids("row.1"):
            s = self.sprites.get(cid)
            if s is not None and s.flip_tween is None:
                s.face_up = cid not in self.down

    def _settle(self):
        if self.queue:
            return
        super()._settle()
        self._view_facts()
        if self.chooser() != "discard":
            self.putting_back.clear()
        if self.chooser() == "ask":
            self._ask_defaults()

    def _rewind(self, events) -> None:
        """Undo ``events`` on the shown model (Taroma's opening turn, before animating it)."""
        self.turn = next((e["seat"] for e in events if e.kind == "turn"), self.turn)
        for e in reversed(events):
            if e.kind == "move":
                self.model.remove(e["card"], e["dst"])
                self.model.insert(e["card"], e["src"], e.get("index") if e["src"] == "row.1" else None)
                if e["dst"] == "row.1":
                    self.down.discard(e["card"])
            elif e.kind == "flip":
                (self.down.add if e["face_up"] else self.down.discard)(e["card"])
            elif e.kind == "bonus":
                self.holders[BONUS_AT[e["bonus"]]] = None if e["src"] == "bonus" else int(e["src"].split(".")[1])
        self.sprites = {cid: self.sprites.get(cid) or self.SPRITE(cid, (0, 0), 10) for cid in self._resting_cards()}
        for cid, s in self.sprites.items():
            s.face_up = cid not in self.down
        self._version += 1

    def snap(self) -> None:
        """Show the state as it is now, without animation (replay jumps)."""
        self.step_caption = None
        self.trail = []
        super().snap()

    def _forget_picks(self) -> bool:
        had = bool(self.fours)
        self.fours = []
        return had

    def pick(self, cid: int) -> None:
        """A hand card picked (again: put back); several 4s may be picked together, any other card alone."""
        picked = self.picked()
        four = lambda c: self.code(c) == 4 and not self.light    # noqa: E731
        if cid in picked:
            picked.remove(cid)
        elif four(cid) and all(four(c) for c in picked):
            picked.append(cid)
        else:
            picked = [cid]
        self.fours, self.selected = picked[:-1], (picked[-1] if picked else None)
        self._relayout(duration=0.12, ui_only=True)

    def _tick(self, dt):
        super()._tick(dt)
        if self.confirm_end > 0:    # (the frame's key holds whether it runs: its end redraws the button)
            self.confirm_end = max(0.0, self.confirm_end - dt)

    def _frame_key(self):
        return super()._frame_key() + (tuple(self.fours), tuple(self.putting_back), self.ask_target, self.ask_value,
                                       self.step_caption, self.confirm_end > 0, self.actions_left)

    def hand_key(self):
        return super().hand_key() + (tuple(self.fours), self.drag is not None)

    # ------------------------------------------------------------------ sizes and zones
    def _sizes(self) -> None:
        px = self.layout.px
        self.art.floor = theme.reading_floor(self.size, theme.interface)
        self.seat_r, self.hand_r, self.towers_r, self.done_r = map(self.per_seat, ("seat", "hand", "towers", "done"))
        self.label_h = theme.font(self.f["small"]).get_linesize() + px(6)
        # grown, "in hand" goes under another seat's fan (Taroma's row shows its cards, and no words)
        words = theme.font(self.f["small"]).get_linesize() + px(8) if theme.interface > 1.0 and not self.taroma else 0
        self.fan_words = [self._fan_words(r, words) for r in self.hand_r]
        self.hand_h = [self.own_hand_h(r) if p == 0 else
                       min(r.h * 0.9 - self.fan_words[p], r.w / (4.2 if self.taroma else 3.0) / CARD_RATIO)
                       for p, r in enumerate(self.hand_r)]
        self.tower_h = [self.tower_card_h(p, len(self.shown["towers"][self.seat_at_pos(p)])) for p in range(self.n)]
        # grown, a pile's card takes more of its zone's width: the map gives the piles the room
        self.pile_h = self.card_over_words(self.layout["deck"], self.f["label"], 0.8 if theme.interface > 1.0 else 0.62)
        self.card_h = self.hand_h[0]

    def own_hand_h(self, r: pygame.Rect) -> float:
        """The cards of your hand in ``r``. Grown (issue 36: about twice as large), as tall as leaves
        room for the number keys under them and a picked card's rise, overlapping more in a long
        hand; at 100 % a share of the zone that shows three cards side by side."""
        if theme.interface <= 1.0:
            return min(r.h * 0.72, r.w / 3.2 / CARD_RATIO)
        return min((r.h - self.hand_foot()) / (1 + SkyHand.GROWN_LIFT[0]), r.w / 2.0 / CARD_RATIO)

    def hand_foot(self) -> int:
        """The room under your hand's cards for the number keys (grown: their least grown height)."""
        if theme.interface > 1.0:
            return theme.font(self._least_grown(self.f["tiny"])).get_height() + self.layout.px(6)
        return self.label_h - self.layout.px(4)

    def _fan_words(self, r: pygame.Rect, words: int) -> int:
        """``words`` (the height of "in hand" under another seat's fan in ``r``) where the backs over
        it stay taller than the count drawn on them and twice the words, else 0: a seat folded short
        shows the count only, on backs that keep the room."""
        h = min(r.h * 0.9 - words, r.w / 3.0 / CARD_RATIO)
        count_h = theme.font(self.count_size(h, "10"), True).get_height() + self.layout.px(6)
        return words if count_h <= h and 2 * words <= h else 0

    def folded(self, p: int) -> bool:
        """Grown, another seat's panel (position ``p``) is folded short to give yours the room (issue
        36): its towers' totals lie beside their cards, its completed panel's words at their least."""
        return p != 0 and theme.interface > 1.0

    def tower_card_h(self, p: int, towers: int) -> float:
        """The cards' size in the towers of the seat at position ``p`` while it has ``towers`` towers
        (a column each, side by side: more towers, narrower columns)."""
        t = self.towers_r[p]
        if self.folded(p):
            # as tall as the column, its total beside it at the total's 100 % size at least
            total_w = theme.font(self._least_grown(self.f["small"]), True).size(f"{TARGET} / {TARGET}")[0]
            return min((t.w / max(1, towers) - total_w - self.layout.px(24)) / CARD_RATIO, t.h - self.layout.px(12))
        # grown, a card of yours fills more of its tower's height (it overlaps more of the one under
        # it) and of its width rather than shrink with the grown header and total over and under it
        share, wide = (0.72, 0.92) if theme.interface > 1.0 else (0.5 if p == 0 else 0.48, 0.86)
        return min(t.w / max(1, towers) * wide / CARD_RATIO, (t.h - self.label_h) * share)

    def _declare_zones(self) -> list:
        L = self.layout
        px = L.px
        zones = [SkyPile("deck", L["deck"], self, "Deck", layers=5)]
        if self.light:
            zones += [SkyPile("discard", L["discard"], self, "Discard pile", per_layer=5, droppable=True),
                      SkyPile("out", L["out"], self, "Set aside", per_layer=5)]
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            zones.append(DoneZone(f"completed.{seat}", self.done_r[p]))
            R, count = self.towers_r[p], len(self.shown["towers"][seat])
            for k in range(count):
                w = R.w / count
                zones.append(TowerZone(f"tower.{seat}.{k}", pygame.Rect(round(R.left + k * w), R.top, round(w), R.h)))
            if p == 0:
                # grown, a long hand overlaps down to its values (``GROWN_CORNER``) before its cards shrink
                grown = theme.interface > 1.0
                hand = SkyHand(f"hand.{seat}", self.hand_r[0], self.hand_h[0], 1.0 if grown else 0.55, px,
                               self.GROWN_CORNER if grown else 0.0)
                hand.foot, hand.LIFT = self.hand_foot(), SkyHand.GROWN_LIFT if grown else SkyHand.LIFT
                zones.append(hand)
            elif self.taroma:
                zones.append(RowZone("row.1", self.hand_r[p]))
            else:
                fan = Fan(f"hand.{seat}", self.hand_r[p], self.hand_h[p], step=0.42, top=px(4),
                          words=self.f["small"] if self.fan_words[p] else 0)
                fan.fan.left = self.hand_r[p].left + 2          # from the left, as the hand at the bottom
                zones.append(fan)
        return zones

    # a grown header pushes its seat's towers, hand and completed towers down (the status band's
    # words shrink to fit it instead: the map's grown band is taller)
    HEADER_ABOVE = "towers"
    STATUS_GROWS = 0

    def _under_header(self, p: int) -> list[str]:
        return [f"towers.{p}", f"hand.{p}", f"done.{p}"]

    def _fit_zones(self) -> None:
        """The kit's (the seats' headers), then above 100 % the actions panel grows down to hold its
        grown lines (whose turn, the pips, the actions left, a last-round line), and the panel under
        it (the log, or Taroma's bonus cards) gives up that room, half of its height at most. At 100 %
        the zones are the layout's own."""
        self.badge_r = max(9, self._badge_radius(16))     # first: a header's grown height counts its disc
        super()._fit_zones()
        rects = self.layout.rects
        if theme.interface <= 1.0:
            return
        R, below = rects["actions"], "bonus" if self.taroma else "log"
        B = rects[below]
        grow = min(self.actions_need() - R.h, B.h // 2)
        if grow > 0 and B.top >= R.bottom - 1:        # (Taroma's grown map has its bonus cards beside it)
            rects["actions"] = pygame.Rect(R.x, R.y, R.w, R.h + grow)
            rects[below] = pygame.Rect(B.x, B.y + grow, B.w, B.h - grow)

    def actions_need(self) -> int:
        """How tall the actions panel's lines are at the grown sizes (see ``draw_actions``)."""
        px = self.layout.px
        name = theme.font(self.f["name"], True).get_height()
        small = theme.font(self.f["small"]).get_linesize()
        if self.light:
            return px(14) + name + theme.font(self.f["big"], True).get_height() + 2 * small + 2 * px(8) + px(12)
        return px(14) + name + px(10) + 2 * max(6, px(18)) + px(12) + small + px(6) + small + px(4) + px(12)

    def _plan_warm_faces(self) -> None:
        """Every value's face at the sizes this layout shows cards at rest (each hand, each tower,
        the deck), and each size a growing hand (or Taroma's row) and a seat starting more towers
        take, made a little each quiet frame (``warm_art``): a face drawn the first time it lands
        costs about a millisecond, several of them one frame's whole budget."""
        grown = [self.zones[f"hand.{self.bottom}"].slot(0, count)[1] for count in range(2, HAND_PLANNED + 1)]
        if self.taroma:
            grown += [self.zones["row.1"].slot(self, 0, count)[1] for count in range(2, HAND_PLANNED + 1)]
        grown += [self.tower_card_h(p, k) for k in range(1, TOWERS_PLANNED + 1) for p in range(self.n)]
        self._warm_faces(range(1, len(KITES)), (*self.hand_h, *self.tower_h, self.pile_h, *grown), key=self.light)

    # ------------------------------------------------------------------ slots
    def done_tiles(self, seat: int, count: int | None = None) -> list[pygame.Rect]:
        """Where each completed tower of ``seat`` sits (one tile per stack; grown, one tile for them all
        where there is no room for a readable tile each, and none in a panel folded too short for one)."""
        R = self.done_r[self.pos_of(seat)]
        count = len(self.model.stacks.get(f"completed.{seat}", [])) if count is None else count
        if count == 0:
            return []
        px = self.layout.px
        p = self.pos_of(seat)
        inset = self.done_inset(p)
        head = theme.font(self.done_head_size(p)).get_linesize() + px(10) - inset
        area = pygame.Rect(R.left + px(8), R.top + head, R.w - px(16), R.h - head - px(8) + inset)
        gap = px(6)
        grown = theme.interface > 1.0
        # grown, a tile is as tall as its grown counts and as much wider (issue 36)
        counts_h = theme.font(self.done_head_size(p, self.f["tiny"]), True).get_height()
        if grown and area.h < counts_h:
            # folded too short for a tile's counts (a small window): the words over it count the
            # towers, the seat's header its kites, the tooltip the rest
            return []
        tallest = max(px(48), counts_h) if grown else px(48)
        narrowest = round(px(96) * theme.interface) if grown else px(96)
        # as many columns as keep the tiles tallest (their kites and flags readable), each tile wide
        # enough for its numbers and icons
        best = None
        for cols in range(1, 7):
            tile_w = min(area.w, px(168), (area.w - gap * (cols - 1)) // cols)
            if cols > 1 and tile_w < narrowest:
                break
            rows = (count + cols - 1) // cols
            tile_h = min(tallest, (area.h - gap * (rows - 1)) // max(1, rows))
            if best is None or tile_h > best[2]:
                best = (cols, tile_w, tile_h)
        cols, tile_w, tile_h = best
        if grown and count > 1 and tile_h < counts_h:
            # grown, more completed towers than tiles that hold their counts: one tile sums them all
            # (the header counts them; a folded seat drops the detail rather than its words overlap)
            return [pygame.Rect(area.left, area.top, min(area.w, px(168)), min(area.h, tallest))]
        tile_h = max(px(14), tile_h)
        return [pygame.Rect(area.left + c * (tile_w + gap), area.top + r * (tile_h + gap), tile_w, tile_h)
                for r, c in (divmod(i, cols) for i in range(count))]

    def done_head_size(self, p: int, size: int | None = None) -> int:
        """The size of the words over (or, with ``size`` given, in the tiles of) the completed towers
        of the seat at position ``p``: the role's own, and in another seat's folded panel the least
        it grows to (``_least_grown``), so that the words and a tile fit the short panel."""
        size = self.f["small"] if size is None else size
        return self._least_grown(size) if self.folded(p) else size

    def done_inset(self, p: int) -> int:
        """How much nearer its edges the words and tiles of a folded seat's short completed panel lie."""
        return self.layout.px(4) if self.folded(p) else 0

    def hand_tags(self) -> list[tuple[str, tuple[int, int]]]:
        """The number key under each of the first ten cards of your hand: (key, midtop). A tag stays
        under its card's place, also while that card is lifted, moving or dragged (and is left out
        for a dragged card, whose place is empty)."""
        hand = self.hand_ids()
        dragged = {s.id for s in self._dragged()} if self.drag else set()
        z = self.zones.get(f"hand.{self.viewer}")
        out = []
        for i, cid in enumerate(hand[:10]):
            if cid not in dragged:
                pos, h = z.slot(i, len(hand))
                w, h = card_size(h)
                out.append((str((i + 1) % 10), (round(pos.x - w / 2) + self.layout.px(16), round(pos.y + h / 2) + self.layout.px(3))))
        return out

    def pip_radius(self, total: int, word_w: int, inner: int) -> int:
        """The action pips' radius: as drawn at this size, or smaller (down to a few pixels) so that
        ``total`` pips and the words beside them (``word_w`` wide) fit the panel's ``inner`` width."""
        px = self.layout.px
        gap, r = px(12), max(6, px(18))
        if total * (2 * r + gap) > inner - word_w - gap and not (theme.interface > 1.0 and total * (2 * r + gap) <= inner + gap):
            r = max(4, ((inner - word_w - gap) // max(1, total) - gap) // 2)
        return r

    def bonus_rects(self) -> list[pygame.Rect]:
        """The bonus cards: in a row in a wide zone, two by two in a squarer one (Taroma's table
        grown), else in a column."""
        R = self.layout["bonus"]
        gap = self.layout.px(10)
        count = len(self.holders)
        if R.w >= R.h * 2:
            h = min(R.h, (R.w - gap * (count - 1)) / count / 1.5)
            # grown, the map folds the row short: the cards widen instead, their words in fewer lines
            w = min((R.w - gap * (count - 1)) / count, h * (3.4 if theme.interface > 1.0 else 2.3))
            x0 = R.left + (R.w - w * count - gap * (count - 1)) / 2
            return [pygame.Rect(round(x0 + i * (w + gap)), R.top, round(w), round(h)) for i in range(count)]
        cols = 2 if R.w >= R.h * 1.2 and count > 2 else 1
        rows = (count + cols - 1) // cols
        w, h = (R.w - gap * (cols - 1)) / cols, (R.h - gap * (rows - 1)) / rows
        return [pygame.Rect(round(R.left + col * (w + gap)), round(R.top + row * (h + gap)), round(w), round(h))
                for row, col in (divmod(i, cols) for i in range(count))]

    def head_rect(self, seat: int) -> pygame.Rect:
        return self._head_rect(self.pos_of(seat))

    # ------------------------------------------------------------------ drawing
    def face_image(self, value: int, h: float) -> pygame.Surface:
        return mode_face(self.art, value, h, self.mode)

    def _render_background(self, size):
        bg = super()._render_background(size)
        px = self.layout.px
        for z in self.zones.values():
            if isinstance(z, (TowerZone, DoneZone)):
                ui.draw_panel(bg, z.rect.inflate(-px(8), 0) if isinstance(z, TowerZone) else z.rect,
                              fill=(24, 38, 74), edge=(40, 58, 100), radius=px(12), width=1)
        for name in ("actions", "log", "caption"):
            if name in self.layout:
                ui.draw_panel(bg, self.layout[name], fill=(16, 26, 56) if name == "caption" else (24, 36, 70),
                              edge=(80, 104, 160) if name == "caption" else (62, 86, 140), radius=px(18),
                              width=max(1, px(2)))
        return bg

    def _draw_hand(self, surface):
        """Your hand (the kit's), the other picked 4s ringed too, and the number key under each card."""
        super()._draw_hand(surface)
        px = self.layout.px
        for cid in self.fours:
            s = self.sprites.get(cid)
            if s is not None and not self._is_moving(s):
                self._ring(surface, s.rect().center, s.h, SELECT, max(3, px(6)))
        if self.human_actor() == self.viewer and self.shown.get("phase") == "turn":
            for label, midtop in self.hand_tags():
                ui.blit_text(surface, label, self._least_grown(self.f["tiny"]), theme.TEXT_DIM, midtop=midtop)

    # the seat headers (the kit's): grown, the name leaves room before the kites
    NAME_GAP = 8

    def _chips_below(self, p: int) -> bool:
        """Grown, the other seats' chips take a row of their own under the name where their panels
        are too narrow (under half of yours) for the name, the chips and the kites in one line.
        Yours keeps one line, and so does a seat as wide as yours (two players, Taroma)."""
        return p != 0 and self.layout[f"seat.{p}"].w < self.layout["seat.0"].w / 2

    CHIP_RANK = {**CardTable.CHIP_RANK, "PLAYING": 0, "PUTTING BACK": 0, "ASKING": 0, "LAST TURN": 0}
    WHO = {**CardTable.WHO, "automaton": ("AUTOMATON", (120, 70, 130))}

    def _who_sits(self, seat: int) -> str:
        return "automaton" if self.taroma and seat == 1 else super()._who_sits(seat)

    def _seat_chips(self, seat: int) -> list:
        """The kit's, then the bonus cards the seat holds."""
        return super()._seat_chips(seat) + [(b.name.upper(), (150, 110, 30), theme.TEXT)
                                            for b, h in zip(BONUS_CARDS, self.holders) if h == seat]

    def _winners(self) -> list[int]:
        """Taroma wins when the player loses."""
        loss = self.taroma and (self.shown.get("result") or {}).get("outcome") == "loss"
        return super()._winners() + ([1] if loss else [])

    def _turn_word(self, seat: int) -> str:
        if self.taroma and seat == 1:
            return "PLAYING"
        phase = self.shown["phase"]
        return {"discard": "PUTTING BACK", "ask": "ASKING"}.get(phase, "LAST TURN" if self.final else "TO PLAY")

    def _head_actor(self) -> int | None:
        """The seat the headers mark as acting: in a turn, the turn as the table shows it."""
        v = self.shown
        return self.turn if v.get("phase") == "turn" or (self.taroma and self.turn == 1) else v.get("actor")

    def _kites(self, seat: int) -> int:
        """The kites so far; at the end, the result's (Taroma's count its unfinished towers and row)."""
        return ((self.shown.get("result") or {}).get("kites") or self.shown["kites"])[seat]

    def _head_key(self, seat):
        return (self.count_in("hand.0") if self.light else self._kites(seat), self._hand_count(seat))

    def _hand_count(self, seat: int) -> int | None:
        if self.pos_of(seat) == 0 and self.viewer == seat:
            return None
        return self.count_in("row.1" if self.taroma and seat == 1 else f"hand.{seat}")

    def _draw_head_right(self, surface, seat, head, cy):
        """Kites (and flags) so far, and the cards in another seat's hand; Light, without kites, says
        your hand against its limit there."""
        px = self.layout.px
        if self.light:
            words = f"Hand {self.count_in('hand.0')} of {self.shown.get('hand_limit')}"
            at = (head.right - px(16), cy)
            return ui.blit_text(surface, words, self.f["small"], theme.TEXT_DIM, True, midright=at).left - px(14)
        r = ui.blit_text(surface, str(self._kites(seat)), self.f["count"], GOLD, True, midright=(head.right - px(14), cy))
        # a little taller than the count, but inside the strip (grown, a narrow seat's name row is
        # at its top)
        ks = max(10, min(int(r.h * 1.1), 2 * (cy - head.top)))
        kite = self.art.kite(ks)
        surface.blit(kite, kite.get_rect(midright=(r.left - px(4), cy)))
        right = r.left - ks - px(16)
        count = self._hand_count(seat)
        if count is not None and theme.interface <= 1.0:   # grown: the words are under the fan
            words = f"{count} {'in row' if self.taroma and seat == 1 else 'in hand'}"
            # grown words shrink toward their 100 % size: the name comes first in a narrow seat
            size = self._shrunk_to([words], self.f["small"], head.w * 0.22)
            right = ui.blit_text(surface, words, size, theme.TEXT_DIM, midright=(right, cy)).left - px(14)
        return right

    def _still_parts(self) -> list[StillPart]:
        parts = super()._still_parts()
        chooser = parts.pop() if self._question_part() is not None else None
        px = self.layout.px
        L = self.layout
        bonus = tuple((b.id, h, self.held_by_words(h) if h is not None else None) for b, h in zip(BONUS_CARDS, self.holders))
        actions = (bool(self.shown.get("over")), self.light_score(), self.turn, self._whose_turn(self.turn),
                   self.actions_left, self.final)
        # the panels of this layout, each with what its look depends on and its drawing
        for name, key, draw in (("bonus", bonus, self._draw_bonus), ("actions", actions, self.draw_actions),
                                ("log", tuple(self.log), lambda surface: self.draw_news(surface, L["log"])),
                                ("caption", (self.step_caption, tuple(self.trail[-14:]), self.turn == 1),
                                 self._draw_caption)):
            if name in L:
                # the actions panel's grown words may reach out of it: its part lies where they do
                rect = self.ink_of(name, key, draw) if name == "actions" else L[name].inflate(px(8), px(8))
                parts.append(StillPart(name, rect, (key, self.size), draw))
        return parts + ([chooser] if chooser else [])

    def _draw_bonus(self, surface):
        for b, h, rect in zip(BONUS_CARDS, self.holders, self.bonus_rects()):
            held = self.held_by_words(h) if h is not None else None
            surface.blit(self.art.bonus(b.name, b.kites, bonus_condition(b), rect.size, light=self.light, held=held,
                                        floor=self.art.floor if theme.interface > 1.0 else 0,
                                        short=SHORT_CONDITIONS.get(b.id, "")), rect)

    def draw_actions(self, surface) -> None:
        """Whose turn and its actions left as pips (Light: the score so far; Taroma's turn: a word)."""
        px = self.layout.px
        R = self.layout["actions"]
        x, y, inner = R.left + px(18), R.top + px(14), R.w - px(36)
        v = self.shown
        panel = ("over" if v.get("over") else "light" if self.light
                 else "taroma" if self.taroma and self.turn == 1 else "turn")
        facts = {"whose": self._whose_turn(self.turn), "score": self.light_score(),
                 "level": (v.get("difficulty") or "").capitalize(), "limit": v.get("hand_limit")}
        for template, role in ACTIONS_PANEL[panel]:
            text, size, bold = template.format(**facts), self.f[role], role in ("name", "big")
            colour = GOLD if role == "name" else theme.TEXT if bold else theme.TEXT_DIM
            # a plain line wraps in a narrow panel rather than lose its end, in as many lines as
            # the panel holds (the last one holds the rest)
            parts = [text] if bold else self._wrap(text, size, inner)
            step = theme.font(size).get_linesize()
            for k, part in enumerate(parts):
                last = k == len(parts) - 1 or y + 2 * step > R.bottom - px(8)
                shown, grown = self._fit_shrinking(" ".join(parts[k:]) if last else part, size, inner, bold)
                y = ui.blit_text(surface, shown, grown, colour, bold, topleft=(x, y)).bottom
                if last:
                    break
            y += px(10)
        if panel != "turn":
            return
        left = self.actions_left
        total = max(3 if self.final else 2, left)
        words, size = self._fit_shrinking(f"{plural(left, 'action')} left", self.f["small"], inner)
        word = theme.text(words, size, theme.TEXT)
        gap = px(12)
        r = self.pip_radius(total, word.get_width(), inner)
        for i in range(total):
            centre = (x + r + i * (2 * r + gap), y + r)
            if i < total - left:
                draw_circle(surface, (60, 74, 110), centre, r, max(2, px(3)) if r > 5 else 1)
            else:
                draw_circle(surface, GOLD, centre, r)
                draw_circle(surface, (120, 84, 0), centre, r, max(1, px(2)))
        wr = word.get_rect(midleft=(x + total * (2 * r + gap), y + r))
        y += 2 * r + px(12)
        if wr.right > x + inner:      # too wide: the words go on their own line
            wr.topleft = (x, y - px(6))
            y = wr.bottom + px(6)
        surface.blit(word, wr)
        if self.final:
            # the whole words where they fit (measured, not cut to see), else the short ones
            line = "LAST ROUND: up to 3 actions"
            size = self._shrunk_to([line], self.f["small"], inner, True)
            if theme.font(size, True).size(line)[0] > inner:
                line, size = self._fit_shrinking("LAST ROUND", self.f["small"], inner, True)
            y = ui.blit_text(surface, line, size, BAD, True, topleft=(x, y)).bottom + px(4)
        if self.taroma:
            lvl = "hard (3 towers)" if v.get("difficulty") == "hard" else "normal"
            # at the panel's foot, in two lines where one is too narrow, and only where it does not
            # crowd the lines above
            size = self._shrunk_to([f"Taroma solitaire, {lvl}"], self.f["tiny"], inner)
            lines = self._wrap(f"Taroma solitaire, {lvl}", size, inner)
            top = R.bottom - px(12) - len(lines) * theme.font(size).get_linesize()
            if top >= y:
                for k, line in enumerate(lines):
                    surface.blit(theme.text(line, size, theme.TEXT_DIM), (x, top + k * theme.font(size).get_linesize()))

    def caption_layout(self, detail: str, lit: str = "") -> dict:
        """Where the parts of Taroma's caption go and at which sizes: the code's box (wide enough for
        the widest code) and size (smaller while taller than the box), the procedure line's size (as
        large as lets every step show, or in rows at its smallest; grown, left out where those rows
        would crowd the title and two lines), its top and each step's place
        (the ``lit`` one bold), and the title's and the detail's sizes (grown: the
        largest, scaled together down to their 100 % sizes, whose title and two detail lines fit)."""
        px, R, g = self.layout.px, self.layout["caption"], theme.interface
        box = pygame.Rect(R.left + px(14), R.top + px(14), px(150), R.h - px(28))
        code = self._shrunk(self.f["code"], lambda size: theme.font(size, True).get_height() > box.h)
        box.w = max(box.w, min(max(theme.font(code, True).size(c)[0] for c in STEP_ORDER + ("…",)) + px(24), R.w // 4))
        x = box.right + px(20)
        tiny = self._shrunk(self.f["tiny"], lambda size: x + sum(theme.font(size, True).size(f"{c} {STEPS[c][0]}")[0]
                                                                 + px(20) for c in STEP_ORDER) > R.right - px(10))
        # the procedure (the current step bold), in as many rows as it needs where even its smallest
        # size is too wide for one
        steps, left, row = {}, x, 0
        for c in STEP_ORDER:
            w = theme.font(tiny, c == lit).size(f"{c} {STEPS[c][0]}")[0]
            if left + px(6) + w > R.right - px(10) and left > x:
                left, row = x, row + 1
            steps[c] = (left + px(6), row)
            left += px(6) + w + px(14)
        line = theme.font(tiny).get_linesize()
        steps_top = R.bottom - px(14) - (row + 1) * line
        least = theme.font(self._least_grown(self.f["step"]), True).get_height() + px(4) \
            + 2 * theme.font(self._least_grown(self.f["small"])).get_height()
        if theme.interface > 1.0 and steps_top - box.top < least:
            # grown on a caption folded short (issue 36: your cards keep its room), the procedure is
            # left out rather than the step's title and what it does: the box's code names the step
            steps, steps_top = {}, R.bottom - px(14)
        steps = {c: (left, steps_top + k * line) for c, (left, k) in steps.items()}
        width, k = R.right - px(16) - x, g
        while True:
            step = max(self._least_grown(self.f["step"]), round(self.f["step"] * k / g))
            small = max(self._least_grown(self.f["small"]), round(self.f["small"] * k / g))
            lines = self._wrap(detail, small, width)
            need = theme.font(step, True).get_height() + px(4) + theme.font(small).get_height() * min(2, len(lines))
            if k <= 1.0 or (len(lines) <= 2 and need <= steps_top - box.top):
                break
            k = max(1.0, k - 0.05)
        return {"box": box, "code": code, "x": x, "width": width, "tiny": tiny, "steps_top": steps_top, "step": step,
                "small": small, "steps": steps}

    def _draw_caption(self, surface) -> None:
        """Taroma's step: its code big on the left, its title and what it does, the procedure with
        the step lit, and the steps of this turn so far."""
        px = self.layout.px
        R = self.layout["caption"]
        code, detail = self.step_caption or ("", "Taroma's procedure: each action tries 1A, 1B, 1C, 1D, then 1E.")
        at = self.caption_layout(detail, code)
        box, x, width, y = at["box"], at["x"], at["width"], R.top + px(14)
        pygame.draw.rect(surface, (120, 70, 130) if code else (44, 56, 96), box, border_radius=px(12))
        ui.blit_text(surface, code or "…", at["code"], theme.TEXT, True, center=box.center)
        title_w = width
        if self.trail:
            head, shown = ("This turn: " if self.turn == 1 else "Last turn: "), self.trail[-14:]
            label = head + "  ".join(shown)
            while len(shown) > 1 and theme.font(self.f["tiny"]).size(label)[0] > width // 2:
                # the newest steps are the ones to read: the oldest give way, not the last ones
                shown = shown[1:]
                label = head + "…  " + "  ".join(shown)
            tr = theme.text(self._fit(label, self.f["tiny"], width // 2), self.f["tiny"], theme.TEXT_DIM)
            surface.blit(tr, tr.get_rect(topright=(R.right - px(16), y + px(4))))
            title_w -= tr.get_width() + px(16)
        title, size = self._fit_shrinking(STEPS.get(code, ("Taroma",))[0], at["step"], title_w, True)
        y = ui.blit_text(surface, title, size, GOLD, True, topleft=(x, y)).bottom + px(4)
        for line in self._wrap(detail, at["small"], width)[:2]:
            img = theme.text(line, at["small"], theme.TEXT)
            if theme.interface > 1.0 and y + img.get_height() > at["steps_top"] + px(2):
                break
            surface.blit(img, (x, y))
            y += img.get_height()
        for c, topleft in at["steps"].items():            # the procedure, with the current step lit
            img = theme.text(f"{c} {STEPS[c][0]}", at["tiny"], theme.BG_DARK if c == code else theme.TEXT_DIM,
                             bold=c == code)
            r = img.get_rect(topleft=topleft)
            if c == code:
                pygame.draw.rect(surface, GOLD, r.inflate(px(10), px(4)), border_radius=r.h // 2)
            surface.blit(img, r)

    # ------------------------------------------------------------------ buttons
    def _make_buttons(self) -> None:
        self._set_buttons({"draw": ui.Button("Draw  (D)", self._click_draw, primary=True),
                           "end": ui.Button(self.END, self._click_end)})
        self._place_buttons([["draw"], ["end"], ["menu"]])

    def _sync_buttons(self) -> None:
        in_turn = self.human_actor() is not None and self.shown.get("phase") == "turn"
        self.buttons["draw"].enabled = in_turn and bool(self.legal_of(Draw))
        self.buttons["end"].enabled = in_turn and bool(self.legal_of(EndGame if self.light else EndTurn))
        self.buttons["end"].label = "Sure? Click again" if self.confirm_end > 0 else self.END
        self._sync_chooser_buttons()

    # ------------------------------------------------------------------ what the mouse and the keys do
    def _focus_targets(self) -> list[tuple]:
        """The kit's, and with a card picked your hand's cards too (more 4s to pick with it, or the
        picked ones to put back), as the keys always let you."""
        out = super()._focus_targets()
        if self.selected is not None and self.choice is None and not self._asking() and self.human_actor() is not None:
            out += [("card", c) for c in self.hand_ids()]
        return out

    def _extra_targets(self) -> list[tuple]:
        """With no card picked, the focus visits your towers (R takes one back, Enter says how) and the deck."""
        a = self.human_actor()
        if a is None or self.shown.get("phase") != "turn":
            return []
        return [("tower", t) for t in self.towers_of(a) if self.model.ids(f"tower.{t}")] + [("deck",)]

    def _extra_target_at(self, pos) -> tuple | None:
        for z in self.zones.values():
            if isinstance(z, TowerZone) and z.rect.collidepoint(pos):
                return ("tower", z.tower)
        deck = self.zones["deck"]
        return ("deck",) if deck.card.inflate(self.layout.px(16), self.layout.px(16)).collidepoint(pos) else None

    def _activate_extra(self, target: tuple) -> bool:
        if target == ("deck",):
            self._click_draw()
            return True
        if target[0] == "tower" and self.selected is None:
            mine = self.zones[f"tower.{target[1]}"].seat == self.human_actor() and self.model.ids(f"tower.{target[1]}")
            self.rejected(RETURNS[self.mode]["how"] if mine else REFUSALS["pick first"], at=self.target_rect(target))
            return True
        return False

    def _thing_at(self, pos):
        """A press on one of your towers takes it up whole, by its top card (onto your hand: Return)."""
        if self.shown.get("phase") == "turn":
            for t in self.towers_of(self.human_actor()):
                if self.sprite_at(self.model.ids(f"tower.{t}"), pos) is not None:
                    return self.sprites[self.model.ids(f"tower.{t}")[-1]]
        return None

    def _start_drag(self, s, pos) -> bool:
        """A tower's other cards come along under its top one; the picked 4s fan out a little behind
        the card held."""
        super()._start_drag(s, pos)
        zone = self.model.zone_of(s.id) or ""
        group = self.picked() if s.id in self.fours or (s.id == self.selected and self.fours) else []
        if zone.startswith("tower."):
            self._drag_along([self.sprites[c] for c in self.model.ids(zone)[:-1]], pos)
        elif len(group) > 1:
            others = [c for c in group if c != s.id and c in self.sprites]
            step = s.rect().w * 0.3
            self._drag_along([self.sprites[c] for c in others], pos,
                             [((group.index(c) - group.index(s.id)) * step, 0) for c in others])
        return True

    def _clicked(self, card) -> None:
        """A click on your tower plays the picked card there, or says how to take it back."""
        zone = self.model.zone_of(card) or ""
        if zone.startswith("tower."):
            self._activate(("tower", zone.partition(".")[2]))
        else:
            super()._clicked(card)

    # (the draw and end buttons, their keys and the deck answer only a person here: ``_sync_buttons``
    # and the kit's keys and pointer ask ``human_actor`` first)
    def _click_draw(self) -> None:
        a = self.human_actor()
        at = self.target_rect(("deck",))
        draws = self.legal_of(Draw)
        full = self.light and draws and all(d.discard != -1 for d in draws)   # Light: a draw discards a card
        if not full:
            self.send(Draw(a), at)
        elif self.selected is not None:         # (Light picks no 4s together)
            self.send(Draw(a, self.selected), at)
        else:
            self.rejected(REFUSALS["hand full"].format(limit=self.shown.get("hand_limit")), at=at)

    def _click_end(self) -> None:
        a = self.human_actor()
        at = self.buttons["end"].rect
        if not self.light:
            self.send(EndTurn(a), at)
        elif self.confirm_end <= 0:
            self.confirm_end = 3.0          # Light: press End game twice within 3 seconds
            self.rejected(REFUSALS["end game?"], at=at)
            self.notice = (self.notice[0], self.confirm_end)
        else:
            self.confirm_end = 0.0
            self.send(EndGame(a), at)

    def _key_return(self) -> None:
        """R: take back the focused tower of yours, or your only one."""
        a = self.human_actor()
        mine = [t for t in self.towers_of(a) if self.model.ids(f"tower.{t}")]
        t = self.focus[1] if self.focus and self.focus[0] == "tower" and self.focus[1] in mine else \
            (mine[0] if len(mine) == 1 else None)
        if t is None:
            self.rejected(REFUSALS["which tower"], at=self.towers_r[0])
        else:
            self.send(Return(a, t), self.target_rect(("tower", t)))
