"""Sky 5 at the table: its zones and where they sit, the die, and which gesture makes which command.

Zones come from ``assets/layouts/sky5-N.tmx`` (N players): ``seat.P``, ``row.P`` and ``bank.P`` for the
P-th seat clockwise from the bottom, and ``deck``, ``discard``, ``pending`` (the card drawn and waiting
to be given), ``die``, ``table``, ``status`` and ``buttons``. A row's cards lie side by side, closer as
it grows; a bank is a face-down pile with how many cards it holds and, to its owner (and at a
spectator table, the demo's), their points. Nobody holds cards in hand, so the table never turns: the
first person sits at the bottom all game. At a larger interface size the maps' 200 % layer arranges
the table anew: the felt's piles in a band at the top between the other seats, folded (their rows
narrower, their banks a small pile beside its count), your seat across the foot with your row and
bank larger; a seat's grown header takes its room from the row and bank under it, and the felt's
words shrink toward the reading floor before the piles' cards do.

Playing: click the deck (D) to draw, Bank (B) rolls the die. A drawn card whose colour its drawer
shows waits in the middle: drag it onto a lit player, click one or press their number. After a bust,
drag a lit card of the buster's row onto your own (or click it), or Pass (P). Everything else (the
shown model, animation, the mouse and the keys, the still picture) is the kit's (``game/tables/kit``);
the words are in ``narration.py`` and ``tooltips.py``, the cards' names in ``words.py``, their art in
``art.py``.
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.sky5.cards import composition
from rules.sky5.commands import Draw

from ... import theme
from ...widgets import ui
from ...widgets.art import card_rect
from ...wording import plural
from ..base import BAD, GOLD, GOOD
from ..kit.die import DieSprite, DieZone
from ..kit.drawing import BOT_CHIP, YOU_CHIP
from ..kit.table import CardTable
from ..kit.zones import Pile, Zone, from_left
from .art import CARD_RATIO, RAINBOW, default_art
from .moves import Sky5Moves
from .narration import DRAW_LIFT, Sky5Words
from .shown import shown_from
from .tooltips import Sky5Tips
from .words import BUTTON_TIPS, CHIP_TIPS, TURN_CHIPS, describe, points

# Each text role's size in a 1280x720 window: the layouts are drawn at 1920x1080, in whose pixels
# these sizes were chosen.
FONT_BASE = {role: size / 1.5 for role, size in {
    "name": 30, "chip": 20, "status": 34, "small": 23, "label": 24, "count": 28, "banner": 96, "banner_sub": 32,
    "guide": 23, "badge": 24, "float": 44, "tag": 20}.items()}

# The buttons: what each does (its target, see ``moves.py``) and its label.
BUTTONS = {"draw": (("deck",), "Draw  (D)"), "bank": (("bank",), "Bank  (B)"), "pass": (("pass",), "Pass  (P)")}


class FeltPile(Pile):
    """The deck or the discard pile on the felt: the kit's pile, its name under it and under that
    how many cards were removed or lie there; the deck framed while the person deciding may draw."""

    # the line under each pile's name: how many cards left the game at its start (so the pile's key
    # needs nothing more), how many lie on the discard pile
    SUB = {"deck": lambda t, count: f"{t.shown.get('removed', 0)} removed",
           "discard": lambda t, count: plural(count, "card") if count else ""}
    FRAME = (14, 14, 5, 3)

    def __init__(self, name, t, layers: int, per_layer: int, face_up: bool = False):
        # clicked, never dropped on (``_extra_target_at``); its words at the sizes the felt's words
        # were given (``_fit_pile_words``)
        super().__init__(name, t.layout[name], t, name.capitalize(), face_up=face_up, per_layer=per_layer,
                         layers=layers, label_size=t.pile_sizes[0], sub=self.SUB[name],
                         sub_size=t.pile_sizes[1], aimed=False)
        self.card = t.pile_rect(name)

    def lit(self, t):
        if self.name != "deck" or t.human_actor() is None or t.moves.one(Draw) is None:
            return None         # the person deciding may not draw (the rules offer it only on a turn)
        return t.focus == ("deck",), t.hover == ("deck",)


class PendingZone(Zone):
    """The card drawn and waiting to be given; ringed while the person deciding may give it."""

    def __init__(self, name, t):
        super().__init__(name, t.layout[name])
        self.card = t.pile_rect(name)
        self.ring = max(2, t.layout.px(4))

    def slots(self, t, cards):
        return [(cid, pygame.Vector2(self.card.center), t.pile_h) for cid in cards]

    def key(self, t):
        return (t.resting_key(t.model.ids(self.name)), t.giving(), t.size)

    def ink_rect(self, t) -> pygame.Rect:
        pad = 2 * (self.ring + 3)      # the ring lies round the card
        return self.card.inflate(pad, pad)

    def draw(self, t, surface):
        for cid in t.model.ids(self.name):
            r = t._draw_resting(surface, cid)
            if r is not None and t.giving():
                t._ring(surface, r.center, t.sprites[cid].h, GOOD, self.ring)


class RowZone(Zone):
    """A seat's row, face up; after a bust the person deciding sees which of the buster's cards they
    may take (ringed, the focused one blue) and which not (shaded)."""

    def slots(self, t, cards):
        R, h = self.rect, t.row_h[t.pos_of(self.seat)]
        for i, cid in enumerate(cards):
            yield cid, pygame.Vector2(from_left(R, h, i, len(cards), 1.06), R.centery), h

    def takeable(self, t) -> tuple | None:
        """The cards the person deciding may take, while this row is the buster's; else None."""
        if t.phase() != "take" or self.seat != t.shown.get("buster") or t.human_actor() is None:
            return None
        return t.moves.takeable()

    def key(self, t):
        takeable = self.takeable(t)
        return (t.resting_key(t.model.ids(self.name)), takeable, t.focus if takeable is not None else None, t.size)

    def ink_rect(self, t) -> pygame.Rect:
        pad = 2 * (max(3, t.layout.px(8)) + 3) if self.takeable(t) is not None else 0
        return self.rect.inflate(pad, pad)

    def draw(self, t, surface):
        takeable = self.takeable(t)
        for cid in t.model.ids(self.name):
            s = t.sprites.get(cid)
            if takeable is None:
                t._draw_resting(surface, cid)
            elif s is not None and not t._is_moving(s):
                t._draw_offered(surface, s, cid in takeable, t.focus == ("take", cid))


class BankZone(Pile):
    """A seat's bank: its cards face down (a layer more for every four, an edge under even one), how
    many, and the points: to its owner (and at a spectator table) while the game goes on, to
    everyone at the end. A narrow zone has the words under the pile, a wide one beside it."""

    def __init__(self, name, t, p: int):
        # a card is given to the seat around the bank (``SeatZone``), never aimed at the bank
        rect = t.banks_r[p]
        super().__init__(name, rect, t, "", per_layer=4, layers=5, edge_from_one=True, h=t.bank_h[p], aimed=False)
        self.sizes, self.wide = t.bank_sizes[p], rect.w > rect.h * 1.3
        # grown, a folded seat's bank keeps its words close to its small pile
        self.gap, self.below = t.layout.px(12 if theme.interface > 1.0 else 24), t.layout.px(8)
        if self.wide:
            self.card = card_rect(self.h, midleft=(rect.left + t.layout.px(16), rect.centery))
        else:       # room above for the pile's height (it grows up and to the left): never into the header
            self.card.move_ip(0, 5 * self.step)

    def key(self, t):
        return (t.model.count(self.name), t.bank_points(self.seat), t.size)

    def lines(self, t) -> list[tuple]:
        """(words, colour, size) under or beside the pile: how many, then the points shown here."""
        small, big = self.sizes
        total = t.bank_points(self.seat)
        return [(f"{t.model.count(self.name)} banked", theme.TEXT, small)] + (
            [(points(total), GOLD, big)] if total is not None else [])

    def words_rect(self, lines) -> pygame.Rect:
        """Where the lines go: under the pile in a narrow zone, beside it in a wide one."""
        h = sum(theme.font(size).get_linesize() for _w, _c, size in lines)
        R = self.rect
        if self.wide:
            x = self.card.right + self.gap
            return pygame.Rect(x, R.centery - h // 2, R.right - x, h)
        return pygame.Rect(R.left, self.card.bottom + self.below, R.w, h)

    def ink_rect(self, t) -> pygame.Rect:
        k = self.depth(t.model.count(self.name))
        pile = self.card.union(self.card.move(-k * self.step, -k * self.step))
        return pile.union(self.words_rect(self.lines(t))).inflate(4, 4)

    def draw(self, t, surface):
        count = t.model.count(self.name)
        if count:
            self.draw_cards(t, surface, count)      # an empty bank: the kit's outline of its place
        lines = self.lines(t)
        if len(lines) > 1 and not t.shown.get("over"):
            t._static_private_drawn(self.seat, "bank total")     # only the bank's owner knows its total
        box = self.words_rect(lines)
        y = box.top
        for text, colour, size in lines:
            text, size = t._fit_shrinking(text, size, box.w, True)
            img = theme.text(text, size, colour, bold=True)
            surface.blit(img, (box.left, y) if self.wide else img.get_rect(midtop=(box.centerx, y)))
            y += theme.font(size).get_linesize()


class SeatZone(Zone):
    """A seat's panel as a place: the card to give goes to its player, a card taken after a bust to
    your own row. Lit round the panel while it may take the card held (the kit's marks)."""

    def target_at(self, t, card, pos):
        if card is None or not self.rect.collidepoint(pos):
            return None
        if card == t.moves.pending():
            return ("give", self.seat)
        if self.seat == t.moves.seat:
            return ("take", card)
        return None if self.seat == t.moves.buster() else ("seat", self.seat)

    def target_rect(self, t, target):
        return self.rect.inflate(t.layout.px(6), t.layout.px(6))


class Sky5Table(Sky5Words, Sky5Tips, CardTable):
    """Draws a Sky 5 session and turns gestures into commands (see the module docstring)."""

    LAYOUT = "sky5-{n}"
    FONT_BASE = FONT_BASE
    MOVES = Sky5Moves
    ART = staticmethod(default_art)
    RESTING = ("row", "pending")
    shown_from = staticmethod(shown_from)
    T_MOVE, T_FLY, T_STAGGER, T_FLIP, T_ROLL = 0.42, 0.5, 0.07, 0.26, 0.9
    HOLD_BUST, HOLD_SKY5, HOLD_FINAL = 1.35, 1.5, 1.8
    TURN_STEPS = ("_ev_turn", "_ev_take_turn")
    TURNS_TO_VIEWER = False
    HAND_OVER_REDRAWS = False           # a hand-over changes no part but through its key
    KEYS = {pygame.K_d: ("deck",), pygame.K_b: ("bank",), pygame.K_p: ("pass",)}
    SKY = 1234
    _rolls = 0                  # the dice rolled here: each tumble its own seed (the die is made in ``_snap_model``)

    # ------------------------------------------------------------------ facts
    def phase(self) -> str | None:
        return self.shown.get("phase")

    def giving(self) -> bool:
        """The person deciding must give the drawn card (and holds it in no drag)."""
        return self.phase() == "give" and self.human_actor() is not None and not self.drag

    def bank_points(self, seat: int) -> int | None:
        """The points ``seat``'s bank shows here: its final score, or its total to its owner (and at a
        spectator table); None when hidden."""
        v = self.shown
        if v.get("over"):
            return (v.get("result") or {}).get("scores", [None] * self.n)[seat]
        if seat == self.viewer or self.reveal_all:
            return self.points_of(self.model.ids(f"bank.{seat}"))
        return None

    # ------------------------------------------------------------------ sizes and zones
    def _sizes(self) -> None:
        px = self.layout.px
        grown = theme.interface > 1.0
        self.seat_r, self.rows_r, self.banks_r = map(self.per_seat, ("seat", "row", "bank"))
        self.badge_r = max(9, self._badge_radius(17))
        if grown:
            # a grown header is taller: the row and the bank beside it give their top to it
            self._give_heads_room([R.top + 2 * (self.head_half() + px(4)) + 1 for R in self.seat_r],
                                  self.rows_r, self.banks_r)
        # a fixed card size per row: 6 cards side by side, up to 10 with the corners showing; grown,
        # a folded seat's narrow row overlaps its cards more rather than shrink them
        across = 2.0 if grown else 3.0
        self.row_h = [min(r.h * 0.96 * CARD_RATIO, r.w / across) / CARD_RATIO for r in self.rows_r]
        deck = self.layout["deck"]
        self.pile_h = self.card_h = min(deck.w * 0.92 / CARD_RATIO, deck.h * 0.74)
        self.pile_sizes = (self.f["label"], self.f["small"])
        self.bank_sizes = [(self.f["small"], self.f["count"])] * self.n
        if grown:
            self._fit_pile_words()
        self.pile_step = max(1, px(3))
        self.bank_h = []
        for p, r in enumerate(self.banks_r):
            if r.w > r.h * 1.3:          # a wide bank zone (below a tall seat): pile on the left, words beside
                self.bank_h.append(min(r.h * 0.9, r.w * 0.35 / CARD_RATIO))
            else:
                # grown, the pile takes all the height its words leave (``_fit_bank_words``)
                h = min(r.h if grown else r.h * 0.55, r.w * 0.8 / CARD_RATIO)
                self.bank_h.append(self._fit_bank_words(p, h) if grown else h)

    def head_half(self) -> int:
        """Half the height of the tallest thing in a seat's header: the number disc, the name, a chip,
        the row's value."""
        return max(self.badge_r, theme.font(self.f["name"], True).get_height() // 2, self._chip_row_h() // 2 + 1,
                   theme.font(self.f["small"]).get_height() // 2)

    def _fit_pile_words(self) -> None:
        """The grown words under the felt's piles ("Discard", "13 removed"): as large as keeps them
        within their zones' widths, and smaller, down to what reads from the couch, while they would
        leave the piles' cards less wide than their zones; the cards take the height the words leave."""
        L = self.layout
        px = L.px
        deck = L["deck"]
        width = min(L[z].w for z in ("deck", "discard", "pending")) - px(4)
        label = self._shrunk_to(["Deck", "Discard", "To give", "Die"], self.f["label"], width)
        small = self._shrunk_to(["88 removed", "88 cards", "empty"], self.f["small"], width)
        floor = theme.reading_floor(self.size, theme.interface)

        def room(label: int, small: int) -> int:
            words = theme.font(label).get_linesize() + theme.font(small).get_height()
            return deck.h - px(6) - px(10) - words - px(2)

        card = deck.w / CARD_RATIO
        while room(label, small) < card and (label > floor or small > floor):
            label, small = max(floor, int(label * 0.94)), max(floor, int(small * 0.94))
        self.pile_sizes = (label, small)
        self.pile_h = self.card_h = max(px(30), min(card, room(label, small)))

    def _fit_bank_words(self, p: int, h: float) -> float:
        """A narrow bank's grown words ("4 banked", "12 points") under its pile: as large as keeps them
        within the zone's width, shrunk toward their 100 % sizes while they would take more than half
        its height; the pile as tall as the rest leaves."""
        px = self.layout.px
        r = self.banks_r[p]
        small = self._shrunk_to(["88 banked"], self.f["small"], r.w - px(4), True)
        count = self._shrunk_to(["88 points"], self.f["count"], r.w - px(4), True)
        floors = [self._least_grown(self.f[k]) for k in ("small", "count")]

        def lines(a: int, b: int) -> int:
            return theme.font(a).get_linesize() + theme.font(b).get_linesize()

        while lines(small, count) > r.h * 0.5 and (small > floors[0] or count > floors[1]):
            small, count = max(floors[0], int(small * 0.94)), max(floors[1], int(count * 0.94))
        self.bank_sizes[p] = (small, count)
        return max(px(24), min(h, r.h - px(8) - 5 * self.pile_step - px(8) - lines(small, count) - px(2)))

    def pile_rect(self, zone: str) -> pygame.Rect:
        """Where a card lies on the felt's ``zone`` (``deck``, ``discard``, ``pending``)."""
        r = self.layout[zone]
        return card_rect(self.pile_h, midtop=(r.centerx, r.top + self.layout.px(6)))

    def die_rect(self) -> pygame.Rect:
        """Where the die lies still."""
        r = self.layout["die"]
        size = int(min(r.w * 0.72, r.h * 0.56))
        rect = pygame.Rect(r.centerx - size // 2, r.top + (r.h - size) // 2 - self.layout.px(24), size, size)
        rect.bottom = min(rect.bottom, self.pile_rect("deck").bottom)     # its name on the piles' line
        return rect

    def _declare_zones(self) -> list:
        zones = [SeatZone(f"seat.{self.seat_at_pos(p)}", self.seat_r[p]) for p in range(self.n)]
        zones += [FeltPile("deck", self, 5, 10), FeltPile("discard", self, 3, 8, face_up=True),
                  PendingZone("pending", self), DieZone("die", self.layout["die"], self.die_rect())]
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            zones += [RowZone(f"row.{seat}", self.rows_r[p]), BankZone(f"bank.{seat}", self, p)]
        return zones

    def _plan_warm_faces(self) -> None:
        """Every face at the sizes this layout shows cards at rest (the rows, the felt's piles, the
        banks, a drawn card as it turns over), made a little at a time (``warm_art``: while the demo's
        title card is up) rather than in the frame a card first lands (a face costs about a millisecond)."""
        faces = [{"colour": colour, "number": n} for colour, n in dict.fromkeys((c, int(n)) for c, n in composition())]
        self._warm_faces(faces, (*self.row_h, self.pile_h, *self.bank_h, self.pile_h * DRAW_LIFT))

    def _render_background(self, size) -> pygame.Surface:
        """The kit's, with each row's panel, the outlines of the card to give and of the die, and the
        names under the felt's places."""
        bg = super()._render_background(size)
        px = self.layout.px
        for r in self.rows_r:
            ui.draw_panel(bg, r, fill=(24, 38, 74), edge=(40, 58, 100), radius=px(12), width=1)
        names_top = self.pile_rect("deck").bottom + px(6)     # on one line with the piles' names, the die's no lower
        for zone, label, slot in (("pending", "To give", self.pile_rect("pending")), ("die", "Die", self.die_rect())):
            pygame.draw.rect(bg, (40, 60, 104), slot.inflate(px(6), px(6)), max(1, px(2)), border_radius=px(12))
            ui.blit_text(bg, label, self.pile_sizes[0], theme.TEXT_DIM, True, midtop=(self.layout[zone].centerx, names_top))
        return bg

    # ------------------------------------------------------------------ buttons
    def _make_buttons(self) -> None:
        self._set_buttons({key: ui.Button(label, partial(self._act, target), primary=key != "pass",
                                          tooltip=BUTTON_TIPS[key]) for key, (target, label) in BUTTONS.items()})
        self._place_buttons([["draw", "bank"], ["pass", "menu"]],
                            {k: (b.label, b.label.split("  (")[0]) for k, b in self.buttons.items()})

    def _sync_buttons(self) -> None:
        actions = self.moves.actions()         # none while nobody here decides
        for key, (target, _label) in BUTTONS.items():
            self.buttons[key].enabled = target in actions

    # ------------------------------------------------------------------ seats
    BADGE_INSET = (8, 8)
    NAME_GAP = 8
    HEAD_DROP = 2
    # TO PLAY gives way first: the seat to play also wears the gold frame and disc, and the
    # headline names it, while nothing else on its panel says it is a bot
    CHIP_RANK = {"GIVING": 0, "MAY TAKE": 0, "FINAL TURN": 0, "WINNER": 0, "BUST": 0,
                 "TURN": 1, "YOU": 1, "DONE": 2, "PLAYER": 3, "BOT": 4, "TO PLAY": 5}
    CHIP_TIPS = CHIP_TIPS           # what a seat's chips say in its tooltip
    # every person's seat says so (among several people, nobody's is "YOU")
    WHO = {"bot": ("BOT", BOT_CHIP), "you": ("YOU", YOU_CHIP), "holding": ("PLAYER", YOU_CHIP),
           "other": ("PLAYER", YOU_CHIP)}

    def _head_rect(self, p: int) -> pygame.Rect:
        """The strip as tall as from the seat's top to its row, ``HEAD_DROP`` pixels lower (its words
        centred there) and within the panel's sides."""
        R = self.seat_r[p]
        px = self.layout.px
        return pygame.Rect(R.left + px(10), R.top + px(self.HEAD_DROP), R.w - 2 * px(10), self.rows_r[p].top - R.top)

    def _head_key(self, seat: int) -> tuple:
        return (sum(c["number"] for c in self.shown["rows"][seat]), bool(self.shown["rows"][seat]))

    def _head_actor(self) -> int | None:
        return self.shown.get("actor")

    def _turn_word(self, seat: int) -> str:
        return TURN_CHIPS[self._situation()]

    def _idle_chips(self, seat: int) -> list:
        """Whose turn a bust came in, the buster, and who had their final turn."""
        v = self.shown
        chips = []
        if seat == v.get("turn") and v["phase"] == "take":
            chips.append(("TURN", (90, 100, 140), theme.TEXT))
        if v["phase"] == "take" and seat == v.get("buster"):
            chips.append(("BUST", BAD, theme.TEXT))
        if v["final"] and seat in v["final_done"]:
            chips.append(("DONE", (70, 78, 100), theme.TEXT_DIM))
        return chips

    def _draw_head_right(self, surface, seat, head, cy) -> int:
        """The row's value."""
        px = self.layout.px
        row = self.shown["rows"][seat]
        right = head.right - px(6)
        if row:
            words = f"row {sum(c['number'] for c in row)}"
            # shrunk to a share of the seat, never below the reading floor (``_least_grown``: a narrow seat's name gives way)
            size = self._shrunk_to([words], self.f["small"], int(self.seat_r[self.pos_of(seat)].w * 0.18))
            right = ui.blit_text(surface, words, size, theme.TEXT_DIM, midright=(right, cy)).left - px(10)
        return right

    FRAMES_STILL = True         # the frames change only with the turn: parts of the still picture

    def _frame(self, seat: int) -> tuple | None:
        """(rect, colour, width, radius) of ``seat``'s frame: the seat deciding gold, a buster whose
        cards may be taken red; None."""
        px = self.layout.px
        v = self.shown
        R = self.seat_r[self.pos_of(seat)]
        if seat == v.get("actor") and not v.get("over"):
            return R.inflate(px(6), px(6)), GOLD, max(2, px(5)), px(18) + px(3)
        if seat == v.get("buster") and v.get("phase") == "take":
            return R.inflate(px(4), px(4)), BAD, max(2, px(4)), px(18) + px(2)
        return None

    # ------------------------------------------------------------------ gestures
    def _target_zone(self, target: tuple) -> str:
        if target[0] in ("give", "seat"):
            return f"seat.{target[1]}"
        if target[0] == "take":
            return f"seat.{self.moves.seat}"
        return super()._target_zone(target)

    def _active_card(self) -> int | None:
        """The card dragged; while a card waits to be given, that card (its receivers stay lit)."""
        card = super()._active_card()
        return self.moves.pending() if card is None and self.giving() else card

    def _hand_card_at(self, pos):
        """The card a press may take up: the one to give, or a card of the buster's row (the top one)."""
        if self.human_actor() is None:
            return None
        phase, m = self.phase(), self.moves
        cards = [m.pending()] if phase == "give" else self.model.ids(f"row.{m.buster()}") if phase == "take" else []
        return self.sprite_at(cards, pos)

    def _extra_targets(self) -> list[tuple]:
        return sorted(self.moves.actions(), key=lambda t: self.pos_of(t[1]) if t[0] == "give" else 0)

    def _extra_target_at(self, pos) -> tuple | None:
        """The deck (in every phase: out of turn the rules say why drawing must wait), else the player
        under the pointer while a card waits to be given."""
        if self.zones["deck"].card.inflate(self.layout.px(16), self.layout.px(16)).collidepoint(pos):
            return ("deck",)
        return self._drop_target(pos)

    def _act(self, target: tuple) -> bool:
        """Send what ``target`` does (the deck draws, a player receives the card...); False when it is
        nothing. A refusal is shown at what it aims at: the deck, the player, the card taken, the
        button of Bank and Pass."""
        cmd = self.moves.command(target)        # None while nobody here decides (``_moves_seat``)
        if cmd is not None:
            button = self.buttons.get(target[0])
            at = button.rect if button is not None else self.target_rect(target)
            self.send(cmd, self.card_rect(target[1]) if target[0] == "take" else at)
        return cmd is not None

    _activate_extra = _act      # a focused deck, player or Pass acts at once, as do their keys (``KEYS``)

    def pick(self, cid: int) -> None:
        """A click, not a drag: the card to give says how it is given; a buster's card is taken."""
        if cid == self.moves.pending():
            self.rejected(f"Drag the {describe(self.code(cid))} onto a highlighted player, or click one.",
                          at=self.card_rect(cid))
        else:
            self._act(("take", cid))

    def _number_key(self, seat: int) -> None:
        """A player's number gives them the card waiting to be given."""
        if self.phase() == "give" and seat < self.n:
            self._act(("give", seat))

    def _flip(self, s, face_up: bool, duration: float | None = None, delay: float = 0.0) -> None:
        """A card flying into a bank turns face down over most of its flight (the kit's quicker turn
        is for a card turned over in place)."""
        if not face_up and duration is None:
            duration, delay = self.T_FLY * 0.8, delay - self.T_FLY * 0.1
        super()._flip(s, face_up, duration, delay)

    # ------------------------------------------------------------------ the shown model
    def _snap_model(self) -> None:
        """The kit's, keeping the faces seen (every Sky 5 card lay face up before it was banked: a
        hand-over forgets none), with a new die showing the last roll: one still rolling lands unsaid."""
        seen = self.model.faces
        self.die = DieSprite(self.state.die, RAINBOW)
        super()._snap_model()
        self.model.faces = {**seen, **self.model.faces}
