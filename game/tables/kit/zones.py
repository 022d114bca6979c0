"""The kinds of zone a card table is made of, where they put their cards and how they draw them.

A zone is a place named as the rules' ``move`` events name it (``deck``, ``hand.2``, ``tower.1``...),
made from the layout at each resize. Two sorts:

- a zone whose cards *rest* as sprites: the hand of the person holding the screen, a
  tower, a row. ``slots`` says where each of its cards lies; the table sends the sprites there.
- a zone that draws its cards itself (a pile, a face-down fan, a heap): a card arriving *flies* in
  as a sprite and lands (``arrival``), then it is part of the zone's drawing.

Which zones' cards rest is the table's ``RESTING``. Every zone says where a card leaving it starts
(``origin``), which drop target a point over it is for a card (``target_at``), how a target in it is
lit while a card is dragged or picked (``draw_marks``) and, for the still picture, what its drawing
depends on (``key``) and the drawing (``draw``), as one part of the picture (``still_parts``: a big
zone that changes in one place at a time may be several). A game's own zone kinds (a Tower tower)
subclass ``Zone``; a row of stacks (a Sky Tango row) subclasses ``rows.StackRow``.
"""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets import ui
from ...widgets.art import CARD_RATIO, card_rect, card_size
from ..base import BAD, DROP, FOCUS, GOOD, StillPart


class Zone:
    """One zone of the table (see the module docstring); ``rect`` is its area on screen."""

    def __init__(self, name: str, rect: pygame.Rect):
        self.name = name
        self.rect = pygame.Rect(rect)

    @property
    def seat(self) -> int | None:
        """The seat a zone named ``kind.N`` (or ``kind.N.K``, seat N's K-th tower) belongs to."""
        number = self.name.split(".")[1] if "." in self.name else ""
        return int(number) if number.isdigit() else None

    @property
    def kind(self) -> str:
        """The kind of zone: ``sun`` of ``sun.2``, ``deck`` of ``deck``."""
        return self.name.partition(".")[0]

    # ------------------------------------------------------------------ cards in it
    def slots(self, t, cards: list[int]):
        """(card, centre, height) for each card resting here: by default where the zone's
        ``slot(t, i, count)`` puts the ``i``-th of ``count``."""
        for i, cid in enumerate(cards):
            yield cid, *self.slot(t, i, len(cards))

    def origin(self, t) -> tuple[pygame.Vector2, float]:
        """Where a card leaving this zone (and not yet on screen) starts: (centre, height)."""
        return pygame.Vector2(self.rect.center), t.card_h

    def arrival(self, t) -> tuple[pygame.Vector2, float]:
        """Where a card flying into this zone lands: (centre, height)."""
        return self.origin(t)

    def face_up(self, t) -> bool:
        """Whether a card here shows its face (to this screen, when it knows the face)."""
        return True

    # ------------------------------------------------------------------ input
    def target_at(self, t, card: int, pos) -> tuple | None:
        """The target a drop (or a click, with ``card`` picked) at ``pos`` means here, or None."""
        return None

    def target_rect(self, t, target: tuple) -> pygame.Rect:
        """Where ``target`` is lit and where a refusal about it is shown."""
        return self.rect

    def draw_marks(self, t, surface, card: int, lit: list[tuple], blocked: list[tuple]) -> None:
        """Light the targets of this zone ``card`` may go to (``lit``) and mark those it may not
        (``blocked``): a frame, green (the drop target under the pointer: pale; the keyboard focus:
        blue), or red with a "blocked" tag."""
        px = t.layout.px
        dragging = t.drag is not None
        for target in lit:
            r = self.target_rect(t, target).inflate(px(8), px(8))
            focused = t.focus == target
            hot = focused or t.hover == target
            colour = FOCUS if focused else (DROP if hot else GOOD)
            pygame.draw.rect(surface, colour, r, max(2, px(7 if hot else (5 if dragging else 4))),
                             border_radius=px(12))
        for target in blocked:
            r = self.target_rect(t, target).inflate(px(8), px(8))
            hot = t.hover == target
            pygame.draw.rect(surface, BAD, r, max(2, px(5 if hot else 3)), border_radius=px(12))
            t.draw_tag(surface, "blocked", (r.centerx, r.top + px(6)), (150, 40, 40), ink=theme.TEXT, inside=r)

    # ------------------------------------------------------------------ the still picture
    def key(self, t):
        """What the zone's drawing depends on (None: it draws nothing)."""
        return None

    def ink_rect(self, t) -> pygame.Rect:
        """Everything ``draw`` puts on the table lies in this rect."""
        return self.rect

    def draw(self, t, surface: pygame.Surface) -> None:
        """Draw what the zone shows itself (its resting cards are drawn by the table)."""

    def still_parts(self, t) -> list[StillPart]:
        """The zone's parts of the still picture: by default one, drawn whole (``draw``) in its
        ``ink_rect`` whenever its ``key`` changes. A big zone that changes in one place at a time
        (an altar's grid) may give several, each with its own rect and key."""
        key = self.key(t)
        if key is None:
            return []
        return [StillPart(self.name, self.ink_rect(t), key, lambda surface: self.draw(t, surface))]

    def draw_moving(self, t, surface: pygame.Surface) -> None:
        """Draw, each frame over the still picture, what of the zone is in motion (a rolling die);
        report where with ``t._inked``."""


class RestingZone(Zone):
    """A zone whose resting cards are all it draws (Tower's King beside a tower's base, Taroma's row)."""

    def key(self, t):
        return (t.resting_key(t.model.ids(self.name)), t.size)

    def draw(self, t, surface):
        for cid in t.model.ids(self.name):
            t._draw_resting(surface, cid)


# --------------------------------------------------------------------------- piles
class Pile(Zone):
    """A pile: the draw pile, face down with its count on the top card, or a discard pile, face
    up (``face_up``) or down, where a card may be dropped (``droppable``); its place is outlined on
    the background. A few cards show under the top one, more for a thicker pile (one more per
    ``per_layer`` cards, at most ``layers``; with ``edge_from_one`` a lone card already shows one
    under it). ``label(count)`` gives the words under it, the longest that fits first, at
    ``label_size`` at most (by default the table's ``pile_label_size``); ``sub(table, count)`` a
    dimmer line under them (Sky 5's "13 removed"), at ``sub_size`` (by default the table's
    ``small``). Its cards are ``h`` high (by default the table's ``pile_h``); ``counted``: the
    count on the top card (by default a face-down pile's). ``aimed``: a card dropped or clicked
    on it aims at it (and is refused with the rules' reason); False for a pile only the rules
    fill (Sky Tango's heap of cleared cards).

    A pile one may draw from is framed while its ``lit`` says so (the keyboard focus on it, the
    pointer over it), round its top card as a thick pile lifts it; ``FRAME`` is the frame's look."""

    # the frame of a pile that may be lit: how much wider than the top card, its corners' radius, its
    # line's width under the pointer and else (None: a pile never framed, whose ink leaves it out)
    FRAME: tuple[int, int, int, int] | None = None

    def __init__(self, name: str, rect: pygame.Rect, t, label, face_up: bool = False, per_layer: int = 10,
                 droppable: bool = False, layers: int = 4, edge_from_one: bool = False, h: float | None = None,
                 counted: bool | None = None, label_size: int | None = None, sub=None, sub_size: int | None = None,
                 aimed: bool = True):
        super().__init__(name, rect)
        self.layers = layers
        self.faces = face_up
        self.droppable = droppable      # a card may be dropped on it (Tower's discard pile)
        self.aimed = aimed
        self.per_layer = per_layer
        self.edge_from_one = edge_from_one
        self.label = label if callable(label) else (lambda count, words=label: [words])
        self.label_size = label_size
        self.sub = sub
        self.sub_size = sub_size
        self.counted = not face_up if counted is None else counted
        self.h = t.pile_h if h is None else h
        self.card = card_rect(self.h, midtop=(self.rect.centerx, self.rect.top + t.layout.px(8)))
        self.step = max(1, t.layout.px(3))

    def depth(self, count: int) -> int:
        """How many cards show under the top one."""
        if count <= 1 and not self.edge_from_one:
            return 0
        return min(self.layers, (count + self.per_layer - 1) // self.per_layer)

    def top(self, count: int) -> pygame.Vector2:
        k = self.depth(count)
        return pygame.Vector2(self.card.centerx - k * self.step, self.card.centery - k * self.step)

    def origin(self, t):
        return self.top(t.model.count(self.name)), self.h

    def arrival(self, t):
        return self.top(t.model.count(self.name) + 1), self.h

    def face_up(self, t) -> bool:
        return self.faces

    def lit(self, t) -> tuple[bool, bool] | None:
        """(the keyboard focus on it, the pointer over it) while the pile is framed, else None."""
        return None

    def frame_rect(self, t) -> pygame.Rect:
        pad = t.layout.px(self.FRAME[0])
        return self.card.inflate(pad, pad).move(-self.step * 3, -self.step * 3)

    def ink_rect(self, t) -> pygame.Rect:
        """The zone, and the cards under the top one, which rise out of it to the upper left (and the
        line under its name, and its frame while it is lit: unlit, a panel just above the deck, which
        changes at every move, would take the deck along)."""
        lift = self.layers * self.step
        ink = self.rect.union(self.card.move(-lift, -lift))
        if self.FRAME is not None and self.lit(t) is not None:
            ink = ink.union(self.frame_rect(t).inflate(4, 4))
        return ink.union(self.sub_rect(t)) if self.sub is not None else ink

    def sub_rect(self, t) -> pygame.Rect:
        """Where the line under the pile's name lies."""
        size = self.label_size or t.pile_label_size()
        top = self.card.bottom + t.layout.px(6) + theme.font(size, True).get_height() + t.layout.px(2)
        return pygame.Rect(self.rect.left, top, self.rect.w, theme.font(self.sub_size or t.f["small"]).get_height())

    def target_at(self, t, card, pos):
        px = t.layout.px
        if not self.aimed:
            return None
        if self.droppable and self.rect.collidepoint(pos) or self.card.inflate(px(24), px(24)).collidepoint(pos):
            return (self.name,)
        return None

    def target_rect(self, t, target):
        return self.card.inflate(t.layout.px(6), t.layout.px(6))

    def key(self, t):
        count = t.model.count(self.name)
        return (count, tuple(t.model.ids(self.name)[-self.layers - 2:]), self.lit(t), t.size)

    def draw_cards(self, t, surface, count: int) -> None:
        """The top card and the ones that show under it, rising to the upper left (a face-up pile
        thinner than its layers shows its bottom card again)."""
        cards = t.model.ids(self.name)
        r = self.card
        k = self.depth(count)
        for i in range(k, -1, -1):
            code = t.model.face(cards[max(0, len(cards) - 1 - i)]) if self.faces and cards else None
            img = t.art.face(code, self.h) if code else t.art.back(self.h)
            surface.blit(img, img.get_rect(center=(r.centerx - (k - i) * self.step, r.centery - (k - i) * self.step)))

    def draw(self, t, surface):
        px = t.layout.px
        count = t.model.count(self.name)
        r = self.card
        size = self.label_size or t.pile_label_size()
        tries = self.label(count)
        words = next((w for w in tries if theme.font(size, True).size(w)[0] <= self.rect.w), tries[-1])
        # grown text: words on a card too small for them to read from the couch are left out where
        # something else says it (the words under the pile its count, the outlined place that it is empty)
        floor = theme.reading_floor(t.size, theme.interface) if theme.interface > 1.0 else 0
        empty = t._shrunk_to(["empty"], t.f["small"], r.w - px(8))
        empty_fits = not floor or theme.font(empty).size("empty")[0] <= r.w - px(8)
        if count > 0:
            self.draw_cards(t, surface, count)
            if self.counted and (t.count_size(self.h, str(count)) >= floor or str(count) not in words):
                top = self.top(count)
                t.draw_count(surface, str(count), (top.x, top.y + r.h * 0.3), self.h)
        elif empty >= floor and empty_fits:
            ui.blit_text(surface, "empty", empty, theme.TEXT_DIM, center=r.center)
        words, size = t._fit_shrinking(words, size, self.rect.w, True)
        img = theme.text(words, size, theme.TEXT_DIM, bold=True)
        surface.blit(img, img.get_rect(midtop=(self.rect.centerx, r.bottom + px(6))))
        if self.sub is not None:
            words, size = t._fit_shrinking(self.sub(t, count), self.sub_size or t.f["small"], self.rect.w)
            ui.blit_text(surface, words, size, theme.TEXT_DIM, midtop=self.sub_rect(t).midtop)
        lit = self.lit(t)
        if lit is not None:
            focused, hot = lit
            _, radius, hot_width, width = self.FRAME
            pygame.draw.rect(surface, FOCUS if focused else (DROP if hot else GOOD), self.frame_rect(t),
                             max(2, px(hot_width if hot else width)), border_radius=px(radius))


# --------------------------------------------------------------------------- hands
def from_left(R: pygame.Rect, h: float, i: int, count: int, gap: float = 1.04) -> float:
    """The centre's x of the ``i``-th of ``count`` cards ``h`` high laid side by side from ``R``'s
    left edge, ``gap`` card widths apart (overlapping where they must to stay inside it)."""
    w = h * CARD_RATIO
    step = w * gap if count <= 1 else min(w * gap, (R.w - w - 4) / (count - 1))
    return R.left + 2 + w / 2 + i * step


class Fan(Zone):
    """Another seat's hand (or the hand at the bottom while nobody holds the screen, which lies
    face down in the hand's slots): a few backs fanned to the right, the count on the top one,
    and, where ``words`` is set, "in hand" or "no cards" under it ("no cards" in its place without)."""

    SHOWN = 5                     # backs shown at most

    def __init__(self, name: str, rect: pygame.Rect, h: float, step: float = 0.2, words: int = 0,
                 top: int | None = None):
        super().__init__(name, rect)
        self.h = h
        self.step = step
        self.words = words        # the size of the words under the fan (0: no words)
        w = h * CARD_RATIO
        self.fan = pygame.Rect(0, 0, round(w * (1 + step * (self.SHOWN - 1))), round(h))
        if top is not None:                 # at the top of the zone, ``top`` pixels down
            self.fan.midtop = (self.rect.centerx, self.rect.top + top)
        else:
            self.fan.center = self.rect.center

    def slots(self, t, cards):
        return ()       # a hand's cards rest only in a ``Hand``: the fan draws its backs itself

    def origin(self, t):
        return pygame.Vector2(self.fan.center), self.h

    def face_up(self, t) -> bool:
        return False

    def key(self, t):
        return (t.model.count(self.name), t.size)

    def image(self, t, k: int) -> pygame.Surface:
        """``k`` backs fanned a little to the right (cached per count and size)."""
        key = ("fan", k, round(self.h), self.step)
        img = t.kept.get(key)
        if img is None:
            back = t.art.back(self.h)
            w = back.get_width()
            img = pygame.Surface((round(w + w * self.step * (max(1, k) - 1)) + 1, back.get_height()), pygame.SRCALPHA)
            for i in range(k):
                img.blit(back, (round(i * w * self.step), 0))
            if pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            t.kept[key] = img
        return img

    def draw(self, t, surface):
        px = t.layout.px
        count = t.model.count(self.name)
        if count:
            img = self.image(t, min(count, self.SHOWN))
            fan = img.get_rect(topleft=self.fan.topleft)
            surface.blit(img, fan)
            back_w = card_size(self.h)[0]
            t.draw_count(surface, str(count), (fan.right - back_w // 2, fan.centery), self.h)
        if self.words:
            words, size = t._fit_shrinking("in hand" if count else "no cards", t.f["label"], self.rect.w)
            img = theme.text(words, min(size, self.words), theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, self.fan.bottom + px(4))))
        elif not count:
            # "none" where "no cards" would not fit even at the reading floor (it is cut only past that)
            room = self.rect.right - self.fan.left
            fits = theme.font(t._shrunk_to(["no cards"], t.f["small"], room)).size("no cards")[0] <= room
            said = "no cards" if fits else "none"
            words, size = t._fit_shrinking(said, t.f["small"], room)
            img = theme.text(words, size, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(self.fan.left, self.fan.centery)))


class Hand(Zone):
    """The hand of the person holding the screen, at the bottom: cards side by side, smaller as
    the hand grows (down to ``shrink`` of their size), then overlapping, with ``corner``, only down
    to that share of each card's width (its value corner) before the cards shrink on; a picked card
    rises (``LIFT``), one under the pointer or the keyboard focus a little. While nobody holds the
    screen, the hand at the bottom lies here face down."""

    LIFT = (0.14, 0.06)           # the picked card's rise, and a hovered or focused one's, of a card's height
    FROM_LEFT = False             # the cards laid from the zone's left edge (Sky Towers), not centred in it

    def __init__(self, name: str, rect: pygame.Rect, h: float, shrink: float, px, corner: float = 0.0):
        super().__init__(name, rect)
        self.h = h
        self.shrink = shrink
        self.corner = corner
        self.foot = px(4)         # the room under the cards (Sky Towers: the number keys)

    def slot(self, i: int, count: int, lift: int = 0) -> tuple[pygame.Vector2, float]:
        """The ``i``-th of ``count`` cards: (centre, height); ``lift`` 1 picked, 2 hovered."""
        R = self.rect
        h = self.h
        if count > 1:
            # a big hand: smaller cards side by side rather than hidden corners; below ``shrink``
            # they overlap
            fit = (R.w - 4) / (count * 1.04 - 0.04) / CARD_RATIO
            h = max(h * self.shrink, min(h, fit))
            if self.corner:
                # a long hand's cards shrink rather than overlap past their values: a "10" never half hidden
                h = min(h, (R.w - 4) / (1 + self.corner * (count - 1)) / CARD_RATIO)
        w = h * CARD_RATIO
        gap = w * 1.04
        step = gap if count <= 1 else min(gap, (R.w - w - 4) / (count - 1))
        width = w + step * max(0, count - 1)
        x = (R.left + 2 if self.FROM_LEFT else R.left + (R.w - width) / 2) + w / 2 + i * step
        y = R.bottom - h / 2 - self.foot
        if lift:
            y -= h * self.LIFT[lift - 1]
        return pygame.Vector2(x, y), h

    def slots(self, t, cards):
        for i, cid in enumerate(cards):
            yield cid, *self.slot(i, len(cards), t.lift_of(cid))

    def origin(self, t):
        return pygame.Vector2(self.rect.center), self.h

    def face_up(self, t) -> bool:
        return not t.model.hidden(self.name)

    def ink_rect(self, t) -> pygame.Rect:
        """The zone, and above it what rises out of it now: a picked card, a "new" tag over a card,
        the banner's edge. (As tight as that: the still picture draws again whatever a changed
        part's rect reaches, and a hand changes often.)"""
        px = t.layout.px
        top = self.rect.top - px(4)
        cards = t.model.ids(self.name)
        tag = theme.font(t.f["tag"], True).get_height() + px(6) // 2 + px(3)
        for i, cid in enumerate(cards):
            lift = t.lift_of(cid)
            if lift or cid in t.fresh:
                pos, h = self.slot(i, len(cards), lift)
                top = min(top, round(pos.y - h / 2) - (tag if cid in t.fresh else 0) - 1)
        ink = pygame.Rect(self.rect.left, top, self.rect.w, self.rect.bottom - top)
        # laid from the zone's left edge, a picked card's ring there reaches past it
        return ink.inflate(2 * (max(3, px(6)) + 2), 0) if self.FROM_LEFT else ink

    def key(self, t):
        return (t.model.count(self.name), t.size) if t.model.hidden(self.name) else t.hand_key()

    def draw(self, t, surface):
        """The hand (``CardTable._draw_hand``), or the backs of one nobody holds the screen for."""
        if not t.model.hidden(self.name):
            t._draw_hand(surface)
            return
        count = t.model.count(self.name)
        for i in range(count):
            pos, h = self.slot(i, count)
            back = t.art.back(h)
            surface.blit(back, back.get_rect(center=(round(pos.x), round(pos.y))))
