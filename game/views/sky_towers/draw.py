"""Drawing the Sky Towers table: a still picture redrawn only when something in it changes, with the
moving cards, the dragged ones and the effects blitted over it each frame.

The still picture is drawn in parts (``game.views.base.StillPart``: a seat's header, the piles, a
seat's towers or hand, the status line, the log...), each with a key of what it shows: after a step
only the regions of the parts that changed are drawn again (drawing the whole 1920x1080 picture at
each step of the fast-paced demo broke the 4 ms a frame may take). When the table turns to another
seat, or while a person here may act, the picture is drawn whole.

``TableDrawing`` is mixed into ``SkyTowersView`` (view.py), whose displayed model (``d_hands``,
``d_towers``, ``d_completed``, ``d_bonus`` ...) and geometry it draws. It records in ``drawn_faces``
every card drawn face up in the last frame, so tests can check that no secret ever reaches the screen.
"""
from __future__ import annotations

import re

import pygame

from rules.sky_towers.cards import FLAGS, KITES, TARGET
from rules.sky_towers.commands import Draw, Play, parse_tower

from ... import theme
from ...widgets import ui
from ..base import InkBounds, StillPart, draw_circle, draw_rect, frame_sides
from ...wording import second_person
from .art import CARD_RATIO, card_size
from ..sprites import CardSprite
from .words import STEP_ORDER, STEPS, bonus_condition

GOOD = theme.GOOD
BAD = theme.BAD
GOLD = theme.ACCENT
FOCUS = (120, 220, 255)      # the keyboard focus
DROP = (170, 255, 190)       # the drop target under the mouse
SELECT = (255, 226, 110)     # selected hand cards
TAROMA_SIX_LABEL = "Take a random card"   # against Taroma a 6 takes from the other row, asking nobody


def short_reason(reason: str) -> str:
    """A few words for a blocked tower, from the rules' sentence."""
    r = reason.lower()
    if "over 21" in r or "go over" in r:
        return "over 21"
    if "matches the top card" in r:
        shown = re.search(r"a (\d+) is showing", reason)
        return f"blocked by a {shown.group(1)}" if shown else "blocked"
    if "10 cannot" in r:
        return "10 starts only"
    if "only a 1" in r:
        return "only a 1 on a 1"
    if "existing tower" in r:
        return "empty slot"
    if "only 4s" in r:
        return "only 4s"
    if "only an 8 or a 9" in r:
        return "not yours"
    return "not now"


# which chips a grown header keeps first when they do not all fit (lower first)
CHIP_RANK = {"TO PLAY": 0, "PLAYING": 0, "PUTTING BACK": 0, "ASKING": 0, "LAST TURN": 0, "WINNER": 0,
             "YOU": 1, "HOLDING THE SCREEN": 1, "AUTOMATON": 1, "BOT": 4}


class TableDrawing:
    """The drawing half of ``SkyTowersView``."""

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the still picture (redrawn only when something in it changed), then what moves."""
        self._blit_still(surface)
        faces = self._static_faces
        self.drawn_faces = faces
        moving = self._moving()
        if moving:
            faces = dict(faces)
            drag = self.drag["sprites"] if self.drag else []
            for s in moving:
                if s not in drag:
                    self._draw_sprite(surface, s, faces)
            for s in drag:
                self._draw_sprite(surface, s, faces)
            self.drawn_faces = faces
        self._ink_effects(surface)
        if not moving and not self.still_redrawn:
            self.warm_art(0.6)      # a quiet frame: draw a face or two ahead of need

    def _frame_key(self) -> tuple:
        human = self.human_actor()
        return (self._version, self.tweens.version, self.ui_tweens.version, id(self.shown), human, self.d_deck,
                self.focus, self.hover,
                tuple(self.selected), tuple(self.pick), self.ask_target, self.ask_value,
                tuple(b.hover for b in self._live_buttons()), self.notice[0] if self.notice else None,
                self.log[-1] if self.log else None, self.drag["lead"] if self.drag else None, self.caption,
                self.viewer, self.show_buttons, self.step_caption, self.confirm_end > 0, self._done_key())

    def _moving(self) -> list[CardSprite]:
        out = [s for s in self.sprites.values() if self._is_moving(s)]
        out.extend(self.flyers)
        return out

    _in_static = False

    def _render_static(self) -> None:
        self._keep_still_per_way_round()
        before = dict(self.__dict__.get("_part_faces", {}))
        self._in_static = True
        try:
            parts = self._still_parts()
            self._render_parts(parts, self._whole_key())
        finally:
            self._in_static = False
        # every card drawn face up in the picture: what each part drew when it was last drawn, and
        # what a part drew before where a spread redraw has not reached yet (``_parts_waiting``)
        kept = self.__dict__.setdefault("_part_faces", {})
        waiting = self._parts_waiting
        for name in waiting:
            kept[name] = {**before.get(name, {}), **kept.get(name, {})}
        faces: dict[int, int] = {}
        for part in parts:
            faces.update(kept.get(part.name, ()))
        for name in sorted(waiting):
            faces.update(kept.get(name, ()))
        for name in set(kept) - {part.name for part in parts} - waiting:
            del kept[name]
        self._static_faces = faces

    def _keep_still_per_way_round(self) -> None:
        """Each way round the table (the seat at the bottom) keeps its own still picture: the demo
        turns the table to the seat deciding at every turn, and a picture kept from the last time
        the table faced that way is drawn again only where it changed since (the seats that played
        in between), not all of it."""
        way = self.bottom
        now = self.__dict__.get("_still_way")
        if now == way:
            return
        stills = self.__dict__.setdefault("_stills", {})
        if now is not None and self._static is not None:
            stills[now] = (self._static, self._parts_seen, self._parts_private, self._parts_on,
                           self.__dict__.get("_part_faces", {}), self._parts_pending)
            self._static = None     # that surface is the other way round's now
        kept = stills.pop(way, None)
        if kept is not None and kept[0].get_size() == self.size:
            (self._static, self._parts_seen, self._parts_private, self._parts_on, self._part_faces,
             self._parts_pending) = kept
        else:                       # a way round not seen yet (or at another size): drawn whole
            self._parts_seen, self._parts_private, self._parts_on, self._part_faces = None, {}, (), {}
            self._parts_pending = []
        for other in [k for k, v in stills.items() if v[0].get_size() != self.size]:
            del stills[other]
        self._still_way = way

    def _whole_key(self) -> tuple:
        """What the look of every part may depend on: a change draws the whole picture."""
        human = self.human_actor()
        drag = self.drag
        pointing = human is not None or bool(drag) or bool(self.selected)
        return (self.size, self.bottom, human, self.focus, self.hover if pointing else None, tuple(self.selected),
                tuple(self.pick), self.ask_target, self.ask_value,
                (drag["kind"], drag["lead"], tuple(drag["ids"])) if drag else None, self.chooser(),
                self.confirm_end > 0, self.interactive,
                self.art)     # another art (a test's fresh cache): every card looks new

    def _faces_of(self, name: str) -> dict:
        """A fresh record of the cards part ``name`` draws face up."""
        faces = self.__dict__.setdefault("_part_faces", {})[name] = {}
        return faces

    def _still_parts(self) -> list[StillPart]:
        """The still picture's parts in drawing order (the order ``_render_whole`` draws them in)."""
        L = self.layout
        px = L.px
        v = self.shown
        parts = []
        actor = self._seat_actor()
        for seat in range(self.n):
            if self.seat_r.get(self.pos_of(seat)) is not None:
                parts.append(StillPart(f"frame.{seat}", self._frame_sides(seat),
                                       (self.pos_of(seat), self._seat_framed(seat, actor)),
                                       lambda surface, seat=seat: self._draw_seat_frame(surface, seat, actor)))
                parts.append(StillPart(f"head.{seat}", self._head_rect(seat), self._seat_key(seat, actor),
                                       lambda surface, seat=seat: self._draw_seat_head(surface, seat, actor)))
        key = self._piles_key()
        parts.append(StillPart("piles", self._ink_rect("piles", key, self._draw_piles), key, self._draw_piles))
        bonus = [(b["id"], b["name"], b["kites"]) for b in v["bonus"]]
        held = [self.held_by_words(h) if h is not None else None for h in self.d_bonus]
        parts.append(StillPart("bonus", L["bonus"].inflate(px(8), px(8)),
                               (tuple(bonus), tuple(self.d_bonus), tuple(held), self.light), self._draw_bonus))
        for seat in range(self.n):
            R = self.done_r.get(self.pos_of(seat))
            if R is not None:
                stacks = tuple(tuple((c, self.faces.get(c, 0)) for c in st) for st in self.d_completed[seat])
                parts.append(StillPart(f"done.{seat}", R, (stacks, self.light),
                                       lambda surface, seat=seat: self._draw_done_seat(surface, seat)))
        for owner in range(self.n):
            p = self.pos_of(owner)
            towers = tuple((tuple(self._sprite_key(c) for c in t), self.tower_total(owner, slot),
                            self.focus == ("tower", f"{owner}.{slot}")) for slot, t in enumerate(self.d_towers[owner]))
            focused = bool(self.focus and self.focus[0] == "tower" and str(self.focus[1]).startswith(f"{owner}."))
            rect = self.towers_r[p].inflate(0, 2 * (px(4) + 1)) if focused else self.towers_r[p]
            parts.append(StillPart(f"towers.{owner}", rect, (towers, self.tower_h[p]),
                                   lambda surface, owner=owner: self._draw_owner_towers(
                                       surface, owner, self._faces_of(f"towers.{owner}"))))
        a = self.human_actor()
        for seat in range(self.n):
            p = self.pos_of(seat)
            parts.append(StillPart(f"hand.{seat}", self._hand_rect(seat, a), self._hand_key(seat, a),
                                   lambda surface, seat=seat: self._draw_hand(
                                       surface, seat, self._faces_of(f"hand.{seat}"), a)))
        limit = self._hand_limit_image()
        if limit is not None:
            parts.append(StillPart("hand-limit", limit[1].inflate(px(8), px(8)), (len(self.d_hands[0]), limit[2]),
                                   self._draw_hand_limit))
        if self._targets_shown():       # while cards are picked or dragged: drawn whole each time
            parts.append(StillPart("targets", None, object(), self._draw_targets))
        else:
            parts.append(StillPart("targets", pygame.Rect(0, 0, 0, 0), None, self._draw_targets))
        parts.append(StillPart("status", self._status_rect(), (self.status_text(), self._status_sub(), self._chips_left()),
                               self._draw_status))
        if "actions" in L:
            key = self._actions_key()
            parts.append(StillPart("actions", self._ink_rect("actions", key, self._draw_actions), key,
                                   self._draw_actions))
        if "log" in L:
            parts.append(StillPart("log", L["log"].inflate(px(8), px(8)), tuple(self.log), self._draw_log))
        if "caption" in L:
            parts.append(StillPart("caption", L["caption"].inflate(px(8), px(8)),
                                   (self.step_caption, tuple(self.trail[-14:]), self.d_turn == 1), self._draw_caption))
        if self.show_buttons:
            buttons = [(k, b.label, b.enabled, b.focused, b.hover, tuple(b.rect)) for k, b in self.buttons.items()]
            hint = None if (self.done_for or self.caption) else self.hint_text()
            parts.append(StillPart("buttons", L["buttons"].inflate(px(4), px(4)),
                                   (self._done_key(), self.done_button.label, self.caption, tuple(buttons), hint),
                                   self._draw_buttons))
        self._make_chooser_buttons()
        if self.chooser():              # a person's choice over the table: drawn whole each time
            parts.append(StillPart("chooser", None, object(),
                                   lambda surface: self._draw_chooser(surface, self._faces_of("chooser"))))
        return parts

    def _render_whole(self, surface: pygame.Surface) -> tuple[dict[int, int], list]:
        """The whole still picture drawn on ``surface`` in one go, as it was drawn before it was
        drawn in parts (tests compare the two); returns the cards it drew face up and the private
        faces among them."""
        keep, self._static_private = self._static_private, []
        self._in_static = True
        try:
            surface.blit(self.bg, (0, 0))
            faces: dict[int, int] = {}
            self._draw_seats(surface)
            self._draw_piles(surface)
            self._draw_bonus(surface)
            self._draw_done(surface)
            self._draw_towers(surface, faces)
            self._draw_hands(surface, faces)
            self._draw_targets(surface)
            self._draw_status(surface)
            self._draw_actions(surface)
            self._draw_log(surface)
            self._draw_caption(surface)
            if self.show_buttons:
                self._draw_buttons(surface)
            self._make_chooser_buttons()
            if self.chooser():
                self._draw_chooser(surface, faces)
            return faces, self._static_private
        finally:
            self._in_static = False
            self._static_private = keep

    def _sprite_key(self, cid: int) -> tuple | None:
        """What a resting card looks like (where, how big, which face), or that it moves (then the
        still picture leaves it out)."""
        s = self.sprites.get(cid)
        if s is None:
            return None
        if self._is_moving(s):
            return cid, "moving"
        return cid, s.pos.x, s.pos.y, s.h, s.target[1] if s.target else None, s.squash, s.face_up, self.faces.get(cid)

    def _image(self, s: CardSprite, h: float) -> pygame.Surface:
        value = self.faces.get(s.id)
        if s.face_up and value is not None:
            return self.art.face(value, h, KITES[value], FLAGS[value], self._effect(value), self._effect_label(value))
        return self.art.back(h)

    def _effect(self, value: int) -> bool:
        """Light solitaire uses only the effects of the 1 and the 10: the others are left off the cards."""
        return not self.light or value in (1, 10)

    def _effect_label(self, value: int) -> str | None:
        """The effect's words where this mode changes them (Taroma's 6 asks nobody), else None."""
        if self.taroma and value == 6:
            return TAROMA_SIX_LABEL
        return None

    def _draw_sprite(self, surface: pygame.Surface, s: CardSprite, faces: dict) -> None:
        """Draw ``s``, recording in ``faces`` what it shows face up (and, for a card in a hand, whose
        secret it is)."""
        if s.face_up and s.id in self.faces:
            faces[s.id] = self.faces[s.id]
            if self._in_static:
                self._private_face(s.id)
            elif self.private_log is not None:
                owner = self._hand_owner(s.id)
                if owner is not None:
                    self._private_drawn(owner, s.id)
        self._blit_sprite(surface, s)

    def _hand_owner(self, cid: int) -> int | None:
        """The seat whose hand (not Taroma's open row) holds ``cid`` on the table, or None."""
        for seat, hand in enumerate(self.d_hands):
            if cid in hand and not (self.taroma and seat == 1):
                return seat
        return None

    def _private_face(self, cid: int, seat: int | None = None) -> None:
        """A hand card's face drawn into the still picture."""
        owner = self._hand_owner(cid)
        if owner is not None or seat is not None:
            self._static_private_drawn(owner if owner is not None else seat, cid)

    def _draw_seats(self, surface: pygame.Surface) -> None:
        actor = self._seat_actor()
        for seat in range(self.n):
            self._draw_seat(surface, seat, actor)

    def _seat_actor(self):
        """The seat the headers mark as acting: in a turn, the turn as the table shows it (Taroma's may
        still be playing out)."""
        v = self.shown
        if v.get("phase") == "turn" or (self.taroma and self.d_turn == 1):
            return self.d_turn
        return v.get("actor")

    def _seat_key(self, seat: int, actor) -> tuple:
        """Everything the look of ``seat``'s header depends on (the still picture draws it again
        only when this changes)."""
        v = self.shown
        over = bool(v.get("over"))
        result = v.get("result") or {}
        p = self.pos_of(seat)
        kites = None
        if not self.light:
            kites = (result.get("kites") or v["kites"])[seat] if over else v["kites"][seat]
        count = len(self.d_hands[seat]) if (p != 0 or self.viewer != seat) else None
        ctrl = self.session.seats[seat] if seat < len(self.session.seats) else None
        won = over and (seat in (result.get("winners") or []) or
                        (self.taroma and result.get("outcome") == "loss" and seat == 1))
        bonus = tuple(self.shown["bonus"][i]["name"] for i, h in enumerate(self.d_bonus) if h == seat)
        you = not (self.taroma and seat == 1) and not (ctrl is not None and ctrl.is_bot) and seat == self.viewer
        return (p, seat == actor, over, kites, count, ctrl is not None and ctrl.is_bot, you and len(self.humans) == 1,
                you, won, v.get("phase") if seat == actor else None, bool(self.d_final), bonus, self.name(seat))

    def _draw_seat(self, surface: pygame.Surface, seat: int, actor) -> None:
        """One seat's frame (the seat to act in gold) and header: badge, name, chips, kites, cards."""
        self._draw_seat_frame(surface, seat, actor)
        self._draw_seat_head(surface, seat, actor)

    def _seat_framed(self, seat: int, actor) -> bool:
        """Whether ``seat`` has the gold frame of the seat to act."""
        over = self.shown.get("over")
        return bool(not over and (seat == actor or (self.taroma and seat == 1 and self.d_turn == 1)))

    def _frame_sides(self, seat: int) -> tuple:
        """Where the seat's gold frame is drawn: four strips along its edges."""
        px = self.layout.px
        return frame_sides(self.seat_r[self.pos_of(seat)], px(6) + 1, px(6) + 2)

    def _head_rect(self, seat: int) -> pygame.Rect:
        """Where the seat's header is drawn: a band along its top, as tall as the tallest of its
        badge, kite, name and chips."""
        px = self.layout.px
        R = self.seat_r[self.pos_of(seat)]
        cy = R.top + (self.label_h + px(14)) // 2 + px(4)
        kite = theme.font(self.f["count"], True).get_height()
        half = max(self._seat_badge_r(), int(kite * 1.1) // 2 + 1, theme.font(self.f["name"], True).get_height() // 2,
                   theme.font(self.f["chip"], True).get_height() // 2 + max(4, self.f["chip"] // 3)) + 2
        side = px(10)           # between the frame's side strips
        return pygame.Rect(R.left + side, R.top, R.w - 2 * side, cy + half - R.top)

    def _draw_seat_frame(self, surface: pygame.Surface, seat: int, actor) -> None:
        """The gold frame of the seat to act (Taroma's too while its turn plays out)."""
        px = self.layout.px
        R = self.seat_r.get(self.pos_of(seat))
        if R is not None and self._seat_framed(seat, actor):
            pygame.draw.rect(surface, GOLD, R.inflate(px(6), px(6)), max(2, px(4)), border_radius=px(18) + px(3))

    def _draw_seat_head(self, surface: pygame.Surface, seat: int, actor) -> None:
        """The header: badge, name, chips; on the right kites (and flags) so far and cards in hand."""
        v = self.shown
        px = self.layout.px
        over = v.get("over")
        result = v.get("result") or {}
        p = self.pos_of(seat)
        R = self.seat_r.get(p)
        if R is None:
            return
        head = self.label_h + px(14)
        cy = R.top + head // 2 + px(4)
        x = R.left + px(16)
        x = self._draw_seat_badge(surface, seat, x, cy, self._seat_badge_r(), actor, over)
        # right side: kites (and flags) so far, cards in hand
        right = R.right - px(14)
        if not self.light:
            kites = (result.get("kites") or v["kites"])[seat] if over else v["kites"][seat]
            kimg = theme.text(str(kites), self.f["count"], GOLD, bold=True)
            kr = kimg.get_rect(midright=(right, cy))
            surface.blit(kimg, kr)
            ks = max(10, int(kimg.get_height() * 1.1))
            kite = self.art.kite(ks)
            surface.blit(kite, kite.get_rect(midright=(kr.left - px(4), cy)))
            right = kr.left - ks - px(16)
        if p != 0 or self.viewer != seat:
            count = len(self.d_hands[seat])
            word = "in row" if (self.taroma and seat == 1) else "in hand"
            words = f"{count} {word}"
            img = theme.text(words, self._hand_count_size(R, words), theme.TEXT_DIM)
            r = img.get_rect(midright=(right, cy))
            surface.blit(img, r)
            right = r.left - px(14)
        chips = []
        ctrl = self.session.seats[seat] if seat < len(self.session.seats) else None
        if self.taroma and seat == 1:
            chips.append(("AUTOMATON", (120, 70, 130), theme.TEXT))
        elif ctrl is not None and ctrl.is_bot:
            chips.append(("BOT", (64, 76, 112), theme.TEXT))
        elif seat == self.viewer:
            chips.append(("YOU" if len(self.humans) == 1 else "HOLDING THE SCREEN", (60, 120, 90), theme.TEXT))
        if over:
            taroma_won = self.taroma and result.get("outcome") == "loss" and seat == 1
            if seat in (result.get("winners") or []) or taroma_won:
                chips.append(("WINNER", GOLD, theme.BG_DARK))
        elif seat == actor:
            label = {"discard": "PUTTING BACK", "ask": "ASKING"}.get(
                v["phase"], "LAST TURN" if self.d_final else "TO PLAY")
            if self.taroma and seat == 1:
                label = "PLAYING"
            chips.append((label, GOLD, theme.BG_DARK))
        for i, holder in enumerate(self.d_bonus):
            if holder == seat:
                chips.append((self.shown["bonus"][i]["name"].upper(), (150, 110, 30), theme.TEXT))
        if theme.interface > 1.0:
            # the turn's chip first (the gold frame and badge say it too; the sidebar and the hint say
            # who is a bot)
            self._draw_grown_name_chips(surface, seat, x, cy, right, chips, CHIP_RANK, self.layout.px(8))
            return
        self._draw_name_chips(surface, seat, x, cy, right, chips, min_name=60, whole_chips=True)

    def _seat_badge_r(self) -> int:
        """The radius of a seat's number disc: grown with the interface size to hold its number."""
        px = self.layout.px
        br = max(9, px(16))
        if theme.interface > 1.0:
            br = max(br, (theme.font(self.f["badge"], True).get_height() + px(6)) // 2)
        return br

    def _hand_count_size(self, R: pygame.Rect, words: str) -> int:
        """The size of a header's "4 in hand": grown with the interface size while the seat is wide,
        toward its 100 % size in a narrow one (the name comes first)."""
        size = self.f["small"]
        if theme.interface <= 1.0:
            return size
        size = self._shrunk(size, lambda size: theme.font(size).size(words)[0] > R.w * 0.22)
        return size

    def _piles_key(self) -> tuple:
        """Everything the look of the deck, the discard pile and the set-aside cards depends on."""
        hot = self.hover == ("deck",) and self.human_actor() is not None
        drag = self.drag
        may_discard = bool(drag and drag["kind"] == "play" and self._may_discard_to_draw(drag["ids"]))
        return (self.d_deck, self.d_discard, self.d_out, hot and bool(self.legal_of(Draw)), self.focus == ("deck",),
                drag["kind"] if drag else None, self.hover if drag else None, may_discard)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        px = self.layout.px
        r = self._pile_rect("deck")
        n = self.d_deck
        hot = self.hover == ("deck",) and self.human_actor() is not None
        if n > 0:
            back = self.art.back(self.pile_h)
            k = min(5, (n + 9) // 10)
            for i in range(k + 1):
                self._blit_pile_card(surface, back, r, i)
        else:
            if theme.interface > 1.0:
                text, size = self._fit_shrinking("empty", self.f["small"], r.w - px(8))
                img = theme.text(text, size, theme.TEXT_DIM)
            else:
                img = theme.text("empty", self.f["small"], theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=r.center))
        words = f"{n} card{'s' if n != 1 else ''}"
        if self.layout["deck"].w <= self.layout["deck"].h * 1.3:
            img = theme.text(*self._pile_words(words, "deck", self.f["small"]), theme.TEXT_DIM)
            below = r.bottom + px(8) + theme.font(self.f["label"]).get_linesize()
            surface.blit(img, img.get_rect(midtop=(r.centerx, below)))
        else:
            z = self.layout["deck"]
            t = theme.text("Deck", self.f["label"], theme.TEXT_DIM)
            x = r.right + px(18)
            surface.blit(t, (x, z.centery - t.get_height() - px(2)))
            room = z.right - x - px(4)
            words, count_size = self._fit_shrinking(words, self.f["count"], room, True)
            c = theme.text(words, count_size, theme.TEXT, bold=True)
            surface.blit(c, (x, z.centery + px(2)))
        if hot and self.legal_of(Draw):
            draw_rect(surface, DROP, r.inflate(px(12), px(12)).move(-self.pile_step * 3, -self.pile_step * 3),
                             max(2, px(4)), border_radius=px(12))
        if self.focus == ("deck",):
            draw_rect(surface, FOCUS, r.inflate(px(16), px(16)).move(-self.pile_step * 3, -self.pile_step * 3),
                             max(2, px(4)), border_radius=px(12))
        for zone, count in (("discard", self.d_discard), ("out", self.d_out)):
            if zone not in self.layout:
                continue
            r = self._pile_rect(zone)
            if count:
                back = self.art.back(self.pile_h)
                k = min(4, (count + 4) // 5)
                for i in range(k + 1):
                    self._blit_pile_card(surface, back, r, i)
            img = theme.text(*self._pile_words(f"{count} card{'s' if count != 1 else ''}", zone, self.f["small"]),
                             theme.TEXT_DIM)
            below = r.bottom + px(8) + theme.font(self.f["label"]).get_linesize()
            surface.blit(img, img.get_rect(midtop=(r.centerx, below)))
            if zone == "discard" and self.drag and self.drag["kind"] == "return":
                draw_rect(surface, DROP if self.hover == ("hand", True) else GOOD, r.inflate(px(14), px(14)),
                                 max(2, px(4)), border_radius=px(12))
            elif zone == "discard" and self.drag and self.drag["kind"] == "play" and \
                    self._may_discard_to_draw(self.drag["ids"]):
                # a full hand: the dragged card may be discarded here before drawing
                hot = self.hover == ("discard",)
                draw_rect(surface, DROP if hot else GOOD, r.inflate(px(14), px(14)),
                                 max(2, px(6 if hot else 4)), border_radius=px(12))

    def _inside_size(self, words: str, size: int, width: int) -> int:
        """The size at which a short placeholder word fits ``width``: ``size`` or smaller, down to the
        smallest text (the slot it names may be smaller than at 100 %)."""
        while size > theme.MIN_TEXT and theme.font(size).size(words)[0] > width:
            size -= 1
        return size

    def _pile_words(self, words: str, zone: str, size: int) -> tuple[str, int]:
        """A pile's words under it at ``size``; grown ones shrink toward their 100 % size to keep
        within the pile's zone (Light's three piles sit side by side)."""
        if theme.interface <= 1.0:
            return words, size
        return self._fit_shrinking(words, size, self.layout[zone].w - self.layout.px(4))

    def _blit_pile_card(self, surface: pygame.Surface, img: pygame.Surface, r: pygame.Rect, i: int) -> None:
        """The ``i``-th card of a pile, each a little up and left of the one below."""
        surface.blit(img, img.get_rect(center=(r.centerx - i * self.pile_step, r.centery - i * self.pile_step)))

    def _draw_bonus(self, surface: pygame.Surface) -> None:
        for i, (b, rect) in enumerate(zip(self.shown["bonus"], self._bonus_rects())):
            holder = self.d_bonus[i]
            data = self._bonus_card(b["id"])
            text = bonus_condition(data) if data else ""
            held = self.held_by_words(holder) if holder is not None else None
            surface.blit(self.art.bonus(b["name"], b["kites"], text, rect.size, light=self.light, held=held), rect)

    def held_by_words(self, holder: int) -> str:
        """'held by you' for the one person here (or a seat called "You"), else 'held by Vega'."""
        if holder == self.viewer and len(self.humans) == 1:
            return "held by you"
        return second_person(f"held by {self.name(holder)}")

    def _bonus_card(self, bonus_id: str):
        return next((x for x in self._bonus_data() if x.id == bonus_id), None)

    @staticmethod
    def _bonus_data():
        from rules.sky_towers.cards import BONUS_CARDS
        return BONUS_CARDS

    def _draw_done(self, surface: pygame.Surface) -> None:
        for seat in range(self.n):
            self._draw_done_seat(surface, seat)

    def _draw_done_seat(self, surface: pygame.Surface, seat: int) -> None:
        """``seat``'s completed towers: a tile each with its kites and flags."""
        px = self.layout.px
        p = self.pos_of(seat)
        R = self.done_r.get(p)
        if R is None:
            return
        stacks = self.d_completed[seat]
        count = len(stacks)
        head = "Completed" if count == 0 else f"Completed: {count}"
        if theme.font(self.f["small"], True).size(head)[0] > R.w - px(16):
            head = f"Done: {count}"       # a narrow panel: short words, never cut
        head, head_size = self._fit_shrinking(head, self.f["small"], R.w - px(16), True)
        img = theme.text(head, head_size, theme.TEXT_DIM, bold=True)
        surface.blit(img, (R.left + px(10), R.top + px(6)))
        for stack, tile in zip(stacks, self._done_tiles(seat)):
            if self.light:
                pygame.draw.rect(surface, (34, 52, 110), tile, border_radius=px(8))
                pygame.draw.rect(surface, (190, 196, 220), tile, max(1, px(2)), border_radius=px(8))
                t = theme.text("21", self.f["small"], GOLD, bold=True)
                surface.blit(t, t.get_rect(center=tile.center))
                continue
            pygame.draw.rect(surface, (250, 246, 234), tile, border_radius=px(8))
            pygame.draw.rect(surface, GOLD, tile, max(1, px(2)), border_radius=px(8))
            values = [self.faces.get(c, 0) for c in stack]
            kites = sum(KITES[v] for v in values)
            flags = sum(FLAGS[v] for v in values)
            size = max(self.f["tiny"], min(self.f["small"], int(tile.h * 0.6)))
            icon = max(8, int(tile.h * 0.7))
            x = tile.left + px(8)
            t = theme.text(str(kites), size, (30, 30, 50), bold=True)
            surface.blit(t, t.get_rect(midleft=(x, tile.centery)))
            x += t.get_width() + px(2)
            k = self.art.kite(icon)
            surface.blit(k, k.get_rect(midleft=(x, tile.centery)))
            x += icon + px(8)
            if flags:
                t = theme.text(str(flags), size, (30, 30, 50), bold=True)
                surface.blit(t, t.get_rect(midleft=(x, tile.centery)))
                x += t.get_width() + px(2)
                fl = self.art.flag(icon)
                surface.blit(fl, fl.get_rect(midleft=(x, tile.centery)))
                x += icon + px(6)

    def _draw_towers(self, surface: pygame.Surface, faces: dict) -> None:
        for owner in range(self.n):
            self._draw_owner_towers(surface, owner, faces)

    def _draw_owner_towers(self, surface: pygame.Surface, owner: int, faces: dict) -> None:
        """``owner``'s towers: the resting cards, an empty slot's outline, each total, the focus."""
        px = self.layout.px
        for slot, t in enumerate(self.d_towers[owner]):
            col = self._tower_col(owner, slot)
            total = self.tower_total(owner, slot)
            if not t:
                h = self.tower_h[self.pos_of(owner)]
                w = h * CARD_RATIO
                ghost = pygame.Rect(0, 0, round(w), round(h))
                ghost.midtop = (col.centerx, col.top + px(6))
                pygame.draw.rect(surface, (44, 64, 110), ghost, max(1, px(2)), border_radius=px(10))
                if theme.interface > 1.0:
                    # inside the outline (which the grown text made smaller), or left out: the outline
                    # and its tooltip say the slot is empty
                    size = self._inside_size("empty", self.f["tiny"], ghost.w - px(6))
                    img = theme.text("empty", size, theme.TEXT_DIM)
                    if img.get_width() <= ghost.w - px(4):
                        surface.blit(img, img.get_rect(center=ghost.center))
                else:
                    img = theme.text("empty", self.f["tiny"], theme.TEXT_DIM)
                    surface.blit(img, img.get_rect(center=ghost.center))
            for cid in t:
                s = self.sprites.get(cid)
                if s is None or self._is_moving(s):
                    continue
                self._draw_sprite(surface, s, faces)
            # the total under the column
            colour = GOLD if total >= 17 else theme.TEXT
            label = f"{total} / {TARGET}" if t else ""
            if label:
                img = theme.text(label, self.f["small"], colour, bold=True)
                surface.blit(img, img.get_rect(midbottom=(col.centerx, col.bottom - px(4))))
            if self.focus == ("tower", f"{owner}.{slot}"):
                pygame.draw.rect(surface, FOCUS, col.inflate(-px(4), px(4)), max(2, px(4)), border_radius=px(12))

    def _draw_hands(self, surface: pygame.Surface, faces: dict) -> None:
        a = self.human_actor()
        for seat in range(len(self.d_hands)):
            self._draw_hand(surface, seat, faces, a)
        self._draw_hand_limit(surface)

    def _hand_key(self, seat: int, a) -> tuple:
        """Everything the look of ``seat``'s hand depends on (``a``: the person here who may act)."""
        hand = self.d_hands[seat]
        p = self.pos_of(seat)
        own = seat == self.viewer and p == 0
        cards = tuple((self._sprite_key(c), c in self.selected, self.focus == ("card", c)) for c in hand)
        tags = self._hand_tags(seat) if (own and a == seat and self.shown.get("phase") == "turn" and hand) else None
        return p, own, cards, tags, self.taroma and seat == 1

    def _hand_rect(self, seat: int, a) -> pygame.Rect:
        """Where ``seat``'s hand is drawn: its resting cards (with the rings of the picked and focused
        ones), the number keys under them, or "no cards"."""
        px = self.layout.px
        hand = self.d_hands[seat]
        p = self.pos_of(seat)
        own = seat == self.viewer and p == 0
        ring = 2 * (max(3, px(6)) + 2) if own else 0
        rects = [s.rect().inflate(ring, ring) for s in (self.sprites.get(c) for c in hand)
                 if s is not None and not self._is_moving(s)]
        if own and a == seat and self.shown.get("phase") == "turn" and hand:
            for label, midtop in self._hand_tags(seat):
                rects.append(theme.text(label, self.f["tiny"], theme.TEXT_DIM).get_rect(midtop=midtop))
        if not own and p != 0 and not hand and not (self.taroma and seat == 1):
            R = self.hand_r[p]
            rects.append(theme.text("no cards", self.f["tiny"], theme.TEXT_DIM).get_rect(midleft=(R.left + px(8),
                                                                                               R.top + px(20))))
        if not rects:
            return pygame.Rect(0, 0, 0, 0)
        return rects[0].unionall(rects[1:]).inflate(2, 2)

    def _hand_limit_image(self):
        """Light solitaire: (the "Hand k of n" words, where they go, n), else None."""
        if not (self.light and "hand.0" in self.layout):
            return None
        px = self.layout.px
        R = self.hand_r[0]
        lim = self.shown.get("hand_limit")
        img = theme.text(f"Hand {len(self.d_hands[0])} of {lim}", self.f["small"], theme.TEXT_DIM, bold=True)
        return img, img.get_rect(topright=(R.right - px(6), R.top - px(6))), lim

    def _draw_hand_limit(self, surface: pygame.Surface) -> None:
        limit = self._hand_limit_image()
        if limit is not None:
            surface.blit(limit[0], limit[1])

    def _draw_hand(self, surface: pygame.Surface, seat: int, faces: dict, a) -> None:
        """``seat``'s resting hand cards (yours face up, with the picked and focused ones ringed and
        the number keys under them), or "no cards"."""
        px = self.layout.px
        hand = self.d_hands[seat]
        own = seat == self.viewer and self.pos_of(seat) == 0
        for i, cid in enumerate(hand):
            s = self.sprites.get(cid)
            if s is None or self._is_moving(s):
                continue
            if own and cid in self.selected:
                ring = self.art.outline(s.h, SELECT, max(3, px(6)))
                surface.blit(ring, ring.get_rect(center=s.rect().center))
            elif own and self.focus == ("card", cid):
                ring = self.art.outline(s.h, FOCUS, max(3, px(6)))
                surface.blit(ring, ring.get_rect(center=s.rect().center))
            self._draw_sprite(surface, s, faces)
        if own and a == seat and self.shown.get("phase") == "turn" and hand:
            # the number keys that pick each card, under the cards
            for label, midtop in self._hand_tags(seat):
                img = theme.text(label, self.f["tiny"], theme.TEXT_DIM)
                surface.blit(img, img.get_rect(midtop=midtop))
        if not own and self.pos_of(seat) != 0 and not hand and not (self.taroma and seat == 1):
            R = self.hand_r[self.pos_of(seat)]
            img = theme.text("no cards", self.f["tiny"], theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(R.left + px(8), R.top + px(20))))

    def _hand_tags(self, seat: int) -> list[tuple[str, tuple[int, int]]]:
        """The number key under each of the first ten cards of ``seat``'s hand: (key, midtop). A tag
        stays under its card's place in the hand, also while that card is lifted, moving or dragged
        (and is left out for a dragged card, whose place is empty)."""
        px = self.layout.px
        hand = self.d_hands[seat]
        dragged = set(self.drag["ids"]) if self.drag else set()
        out = []
        for i, cid in enumerate(hand[:10]):
            if cid in dragged:
                continue
            pos, h = self._hand_slot(seat, i, len(hand))
            w, h = card_size(h)
            left, bottom = round(pos.x - w / 2), round(pos.y + h / 2)
            out.append((str((i + 1) % 10), (left + px(16), bottom + px(3))))
        return out

    def _hover_reason(self) -> str | None:
        """Why the selected or dragged cards may not go onto the tower under the pointer (None: they
        may, or the pointer is not over a tower). Also for the towers no frame marks, such as another
        player's tower for a card that is not an 8 or a 9."""
        if not (self.hover and self.hover[0] == "tower" and self.hover[1]):
            return None
        ids = self.drag["ids"] if (self.drag and self.drag["kind"] == "play") else \
            (self.selected if not self.drag else [])
        if not ids:
            return None
        tower = self.hover[1]
        targets = self._targets(ids)
        if tower in targets:
            return targets[tower]
        a = self.human_actor()
        if a is None or self.shown.get("phase") != "turn":
            return None
        return self._reason(Play(a, tuple(ids), tower)) or "That card cannot go there."

    def _reason_tag_rect(self, col: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """Where a blocked tower's short reason sits: just above the tower's total, which stays readable."""
        px = self.layout.px
        above = col.bottom - px(4) - theme.font(self.f["small"]).get_linesize() - px(6)
        tag = pygame.Rect((0, 0), size)
        tag.midbottom = (col.centerx, above - px(2))
        return tag

    def _targets_shown(self) -> bool:
        """Whether ``_draw_targets`` draws anything: while cards are picked or dragged."""
        if self.drag and self.drag["kind"] == "return":
            return True
        return bool(self.drag["ids"] if (self.drag and self.drag["kind"] == "play") else self.selected)

    def _draw_targets(self, surface: pygame.Surface) -> None:
        """While cards are selected or dragged: green frames on the towers they may go to, red ones with
        the reason on the towers they may not."""
        px = self.layout.px
        if self.drag and self.drag["kind"] == "return":
            r = self.hand_r[0].inflate(px(10), px(10))
            hot = self.hover == ("hand", True)
            pygame.draw.rect(surface, DROP if hot else GOOD, r, max(2, px(6 if hot else 4)), border_radius=px(16))
            words = "Drop here (or on the discard pile) to discard the tower" if self.light else \
                "Drop here to take the tower back"
            img = theme.text(self._fit(words, self.f["small"], r.w - px(20), True), self.f["small"],
                             DROP if hot else GOOD, bold=True)
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.top + px(8))))
            return
        ids = self.drag["ids"] if (self.drag and self.drag["kind"] == "play") else self.selected
        if not ids:
            return
        targets = self._targets(ids)
        hover_reason = self._hover_reason()
        if hover_reason and self.hover[1] not in targets:
            # a tower the cards may never go to (another player's, for most cards): say why under the pointer
            targets = {**targets, self.hover[1]: hover_reason}
        for tower, reason in targets.items():
            o, k = parse_tower(tower)
            col = self._tower_col(o, k).inflate(-px(2), px(2))
            hot = self.hover == ("tower", tower)
            if reason is None:
                colour = DROP if hot else GOOD
                pygame.draw.rect(surface, colour, col, max(2, px(7 if hot else 4)), border_radius=px(14))
            else:
                pygame.draw.rect(surface, BAD, col, max(2, px(5 if hot else 3)), border_radius=px(14))
                word = self._fit(short_reason(reason), self.f["small"], col.w - px(24), True)
                img = theme.text(word, self.f["small"], theme.TEXT, bold=True)
                tag = self._reason_tag_rect(col, img.get_size())
                pygame.draw.rect(surface, (150, 40, 40), tag.inflate(px(12), px(4)), border_radius=tag.h)
                surface.blit(img, tag)

    def _actions_key(self) -> tuple:
        """Everything the look of the actions panel depends on."""
        v = self.shown
        return (bool(v.get("over")), self.light, self._light_score() if self.light else None, v.get("difficulty"),
                v.get("hand_limit"), self.taroma, self.d_turn, self.turn_title(self.d_turn), self.d_actions,
                bool(self.d_final))

    def _ink_rect(self, name: str, key, draw) -> pygame.Rect:
        """Where ``draw`` (a part's drawing, which looks the same while ``key`` does) puts its ink:
        learnt by drawing it on an ``InkBounds`` once for each key (texts, which never shrink below
        the smallest size, may reach out of their zone in a small window)."""
        kept = self.__dict__.setdefault("_inks", {})
        last = kept.get(name)
        if last is None or last[0] != (key, self.size, self.bottom):
            ink = InkBounds()
            draw(ink)
            last = kept[name] = ((key, self.size, self.bottom), ink.rect.inflate(4, 4) if ink.rect.w else ink.rect)
        return last[1]

    def _draw_actions(self, surface: pygame.Surface) -> None:
        L = self.layout
        if "actions" not in L:
            return
        px = L.px
        R = L["actions"]
        v = self.shown
        x = R.left + px(18)
        y = R.top + px(14)
        if v.get("over"):
            img = theme.text("Game over", self.f["name"], GOLD, bold=True)
            surface.blit(img, (x, y))
            return
        if self.light:
            lines = [("Light solitaire", self.f["name"], GOLD, True),
                     (f"Score {self._light_score()}", self.f["big"], theme.TEXT, True),
                     (f"{(v.get('difficulty') or '').capitalize()} · hand limit {v.get('hand_limit')}",
                      self.f["small"], theme.TEXT_DIM, False)]
            for text, size, colour, bold in lines:
                # the rules line wraps in a narrow panel rather than lose its end
                parts = self._wrap(text, size, R.w - px(36), bold) if not bold else [text]
                for part in parts[:2]:
                    if theme.interface > 1.0:       # grown words shrink toward their 100 % size before a cut
                        shown, grown = self._fit_shrinking(part, size, R.w - px(36), bold)
                        img = theme.text(shown, grown, colour, bold=bold)
                        surface.blit(img, (x, y))
                        y += img.get_height() + (px(8) if part is parts[-1] else 0)
                        continue
                    img = theme.text(self._fit(part, size, R.w - px(36), bold), size, colour, bold=bold)
                    surface.blit(img, (x, y))
                    y += img.get_height() + (px(8) if part is parts[-1] else 0)
            return
        turn = self.d_turn
        if self.taroma and turn == 1:
            title, size = self._fit_shrinking("Taroma's turn", self.f["name"], R.w - px(36), True)
            img = theme.text(title, size, GOLD, bold=True)
            surface.blit(img, (x, y))
            # wrapped (a grown size no longer holds it on one line), as many lines as the panel holds
            ty = y + img.get_height() + px(10)
            step = theme.font(self.f["tiny"]).get_linesize()
            lines = self._wrap("Watch the caption for each step", self.f["tiny"], R.w - px(36))
            for i, line in enumerate(lines):
                last = i == len(lines) - 1 or ty + 2 * step > R.bottom - px(8)
                shown = self._fit(" ".join(lines[i:]), self.f["tiny"], R.w - px(36)) if last else line
                surface.blit(theme.text(shown, self.f["tiny"], theme.TEXT_DIM), (x, ty))
                if last:
                    break
                ty += step
            return
        who, size = self._fit_shrinking(self.turn_title(turn), self.f["name"], R.w - px(36), True)
        img = theme.text(who, size, GOLD, bold=True)
        surface.blit(img, (x, y))
        y += img.get_height() + px(10)
        left = self.d_actions
        base = 3 if self.d_final else 2
        total = max(base, left)
        used = max(0, total - left)
        inner = R.w - px(36)
        words = f"{left} action{'s' if left != 1 else ''} left"
        if theme.interface > 1.0:
            words, size = self._fit_shrinking(words, self.f["small"], inner)
            word = theme.text(words, size, theme.TEXT)
        else:
            word = theme.text(words, self.f["small"], theme.TEXT)
        gap = px(12)
        r = self._pip_radius(total, word.get_width(), inner)
        cx = x + r
        for i in range(total):
            centre = (cx + i * (2 * r + gap), y + r)
            if i < used:
                draw_circle(surface, (60, 74, 110), centre, r, max(2, px(3)) if r > 5 else 1)
            else:
                draw_circle(surface, GOLD, centre, r)
                draw_circle(surface, (120, 84, 0), centre, r, max(1, px(2)))
        wr = word.get_rect(midleft=(x + total * (2 * r + gap), y + r))
        y += 2 * r + px(12)
        if wr.right > x + inner:      # still too wide: the words go on their own line
            wr.topleft = (x, y - px(6))
            y = wr.bottom + px(6)
        surface.blit(word, wr)
        if self.d_final and theme.interface > 1.0:
            # one line, shrunk toward its 100 % size: the panel grew for one (see ``_actions_need``)
            line, size = self._fit_shrinking("LAST ROUND: up to 3 actions", self.f["small"], inner, True)
            if line != "LAST ROUND: up to 3 actions":
                line, size = self._fit_shrinking("LAST ROUND", self.f["small"], inner, True)
            t = theme.text(line, size, BAD, bold=True)
            surface.blit(t, (x, y))
            y += t.get_height() + px(4)
        elif self.d_final:
            for line in self._wrap("LAST ROUND: up to 3 actions", self.f["small"], inner, True):
                t = theme.text(self._fit(line, self.f["small"], inner, True), self.f["small"], BAD, bold=True)
                surface.blit(t, (x, y))
                y += t.get_height()
            y += px(4)
        if self.taroma:
            lvl = "hard (3 towers)" if v.get("difficulty") == "hard" else "normal"
            text, size = self._fit_shrinking(f"Taroma solitaire, {lvl}", self.f["tiny"], R.w - px(36))
            t = theme.text(text, size, theme.TEXT_DIM)
            if R.bottom - px(12) - t.get_height() >= y:     # only where it does not crowd the lines above
                surface.blit(t, (x, R.bottom - px(12) - t.get_height()))

    def turn_title(self, turn: int) -> str:
        """'Your turn' for the one person here (or a seat called "You"), else "Vega's turn"."""
        you = (turn == self.viewer and len(self.humans) == 1) or self.name(turn) == "You"
        return "Your turn" if you else f"{self.name(turn)}'s turn"

    def _pip_radius(self, total: int, word_w: int, inner: int) -> int:
        """The action pips' radius: as drawn at this size, or smaller (down to a few pixels) so that
        ``total`` pips and the words beside them (``word_w`` wide) fit the panel's ``inner`` width."""
        px = self.layout.px
        gap = px(12)
        r = max(6, px(18))
        room = inner - word_w - gap
        if total * (2 * r + gap) > room:
            if theme.interface > 1.0 and total * (2 * r + gap) <= inner + gap:
                return r        # grown words: they take their own line and the pips keep their size
            r = max(4, (room // max(1, total) - gap) // 2)
        return r

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The last few lines of news, newest at the foot, at a size read across a room (the whole
        game's log is the shared drawer, on L)."""
        L = self.layout
        if "log" not in L:
            return
        px = L.px
        R = L["log"]
        x, inner = R.left + px(18), R.w - px(36)
        head, head_size = self._fit_shrinking("What happened", self.f["small"], inner, True)
        img = theme.text(head, head_size, theme.TEXT_DIM, bold=True)
        surface.blit(img, (x, R.top + px(12)))
        more = theme.text("L: all", self.f["tiny"], theme.TEXT_DIM)
        if img.get_width() + more.get_width() + px(12) <= inner:
            surface.blit(more, more.get_rect(topright=(R.right - px(18), R.top + px(12) + img.get_height()
                                                       - more.get_height())))
        y = R.bottom - px(12)
        size = self.f["log"]
        step = theme.font(size).get_linesize()
        top = R.top + px(12) + img.get_height() + px(6)
        for k, line in enumerate(reversed(self.log)):
            lines = self._wrap(line, size, inner)
            if y - step * len(lines) < top:
                break
            colour = theme.TEXT if k == 0 else theme.TEXT_DIM
            for text in reversed(lines):
                y -= step
                surface.blit(theme.text(text, size, colour), (x, y))
            y -= px(6)

    def _draw_caption(self, surface: pygame.Surface) -> None:
        L = self.layout
        if "caption" not in L:
            return
        px = L.px
        R = L["caption"]
        code, detail = self.step_caption or ("", "Taroma's procedure: each action tries 1A, 1B, 1C, 1D, then 1E.")
        # the step's code, big, on the left
        box = pygame.Rect(R.left + px(14), R.top + px(14), px(150), R.h - px(28))
        code_size = self.f["code"]
        grown = theme.interface > 1.0
        if grown:
            code_size, box.w = self._caption_code_fit(box)
        active = bool(code)
        pygame.draw.rect(surface, (120, 70, 130) if active else (44, 56, 96), box, border_radius=px(12))
        img = theme.text(code or "…", code_size, theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(center=box.center))
        x = box.right + px(20)
        width = R.right - px(16) - x
        title = STEPS.get(code, ("Taroma", ""))[0] if code else "Taroma"
        y = R.top + px(14)
        if self.trail:
            label = ("This turn: " if self.d_turn == 1 else "Last turn: ") + "  ".join(self.trail[-14:])
            tr = theme.text(self._fit(label, self.f["tiny"], width // 2), self.f["tiny"], theme.TEXT_DIM)
            surface.blit(tr, tr.get_rect(topright=(R.right - px(16), y + px(4))))
            width_title = width - tr.get_width() - px(16)
        else:
            width_title = width
        tiny = self._caption_steps_size(x, R) if grown else self.f["tiny"]
        steps_top = R.bottom - px(14) - theme.font(tiny).get_linesize()
        small = self.f["small"]
        if grown:
            # the title and the detail in the room above the procedure: both smaller (toward their
            # 100 % sizes) rather than over it
            step_size, small = self._caption_text_sizes(detail, width, steps_top - y)
            shown, step_size = self._fit_shrinking(title, step_size, width_title, True)
            t = theme.text(shown, step_size, GOLD, bold=True)
        else:
            t = theme.text(self._fit(title, self.f["step"], width_title, True), self.f["step"], GOLD, bold=True)
        surface.blit(t, (x, y))
        y += t.get_height() + px(4)
        for line in self._wrap(detail, small, width)[:2]:
            img = theme.text(line, small, theme.TEXT)
            if grown and y + img.get_height() > steps_top + px(2):
                break
            surface.blit(img, (x, y))
            y += img.get_height()
        # the procedure, with the current step lit
        cx = x
        y = steps_top
        for c in STEP_ORDER:
            lit = c == code
            label = f"{c} {STEPS[c][0]}"
            img = theme.text(label, tiny, theme.BG_DARK if lit else theme.TEXT_DIM, bold=lit)
            r = img.get_rect(topleft=(cx + px(6), y))
            if r.right > R.right - px(10):
                break
            if lit:
                pygame.draw.rect(surface, GOLD, r.inflate(px(10), px(4)), border_radius=r.h // 2)
            surface.blit(img, r)
            cx = r.right + px(14)

    def _caption_code_fit(self, box: pygame.Rect) -> tuple[int, int]:
        """The grown caption's step code: its size (toward its 100 % size while it is taller than the
        box) and the box's width (wide enough for the widest code, at least its 100 % width)."""
        px = self.layout.px
        size = self.f["code"]
        size = self._shrunk(size, lambda size: theme.font(size, True).get_height() > box.h)
        widest = max(theme.font(size, True).size(c)[0] for c in list(STEP_ORDER) + ["…"])
        return size, max(box.w, min(widest + px(24), self.layout["caption"].w // 4))

    def _caption_text_sizes(self, detail: str, width: int, room: int) -> tuple[int, int]:
        """The grown caption's title and detail sizes: the largest, scaled together down to their
        100 % sizes, whose title line and (up to two) detail lines fit ``room`` pixels."""
        px = self.layout.px
        g = theme.interface
        k = g
        while True:
            step = max(theme.MIN_TEXT, round(self.f["step"] * k / g))
            small = max(theme.MIN_TEXT, round(self.f["small"] * k / g))
            lines = self._wrap(detail, small, width)
            need = theme.font(step, True).get_height() + px(4) + theme.font(small).get_height() * min(2, len(lines))
            if k <= 1.0 or (len(lines) <= 2 and need <= room):
                return step, small
            k = max(1.0, k - 0.05)

    def _caption_steps_size(self, x: int, R: pygame.Rect) -> int:
        """The size of the grown caption's procedure line: as large as lets every step show."""
        px = self.layout.px
        size = self.f["tiny"]
        floor = max(theme.MIN_TEXT, round(size / theme.interface))
        while size > floor:
            f = theme.font(size, True)
            need = sum(f.size(f"{c} {STEPS[c][0]}")[0] + px(20) for c in STEP_ORDER)
            if x + need <= R.right - px(10):
                break
            size = max(floor, int(size * 0.94))
        return size

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        if self._draw_demo_caption(surface):
            return
        self._sync_buttons()
        for b in self.buttons.values():
            b.draw(surface)
        size = self.f["hint"]
        r = self.hint_rect
        y = r.top
        step = theme.font(size).get_linesize()
        for para in self.hint_text().split("\n"):
            lines = self._wrap(para, size, r.w)
            if y + step * len(lines) > r.bottom:
                return          # a paragraph is shown whole or not at all (the keys are in the tooltip)
            colour = theme.TEXT if para[:2].strip().rstrip(":").isdigit() else theme.TEXT_DIM
            for line in lines:
                surface.blit(theme.text(line, size, colour), (r.left, y))
                y += step
            y += step // 3

    def _draw_chooser(self, surface: pygame.Surface, faces: dict) -> None:
        kind = self.chooser()
        R = self._chooser_rect()
        px = self.layout.px
        veil = getattr(self, "_veil", None)
        if veil is None or veil.get_size() != self.size:
            veil = pygame.Surface(self.size, pygame.SRCALPHA)
            veil.fill((4, 8, 20, 150))
            self._veil = veil
        top = self.layout["status"].bottom
        surface.blit(veil, (0, top), pygame.Rect(0, 0, self.size[0], self.layout["seat.0"].top - top))
        ui.draw_panel(surface, R, fill=(20, 30, 62), edge=GOLD, radius=px(18), width=max(2, px(3)))
        a = self.shown["actor"]
        if kind == "discard":
            need = self._need_back()
            title = f"A 5 was played: put {need} card{'s' if need != 1 else ''} back on the deck"
            sub = ("Click the card to put back (or press its number); click another to change your mind."
                   if need == 1 else
                   "Click the cards in the order they go back (or press their numbers). "
                   "The last one you pick ends on top of the deck.")
        else:
            title = "You played a 6: ask a player for a card by number, or draw a card"
            sub = ("If they hold a card of that number, they must give you one. "
                   "Keys: arrows pick the player, 1-9 and 0 the number.")
        img = theme.text(self._fit(title, self.f["status"], R.w - px(40), True), self.f["status"], GOLD, bold=True)
        surface.blit(img, img.get_rect(midtop=(R.centerx, R.top + px(18))))
        sub_img = theme.text(self._fit(sub, self.f["small"], R.w - px(40)), self.f["small"], theme.TEXT_DIM)
        surface.blit(sub_img, sub_img.get_rect(midtop=(R.centerx, R.top + px(24) + img.get_height())))
        for item, rect in self._chooser_items():
            if item[0] == "pick":
                cid = item[1]
                value = self.faces.get(cid)
                if value is not None and a == self.viewer:
                    face = self.art.face(value, rect.h, KITES[value], FLAGS[value], self._effect(value),
                                         self._effect_label(value))
                    faces[cid] = value
                    self._private_face(cid, a)
                else:
                    face = self.art.back(rect.h)
                surface.blit(face, rect)
                if cid in self.pick:
                    order = self.pick.index(cid) + 1
                    ring = self.art.outline(rect.h, SELECT, max(3, px(6)))
                    surface.blit(ring, ring.get_rect(center=rect.center))
                    br = self._badge_r()      # on the card's bottom edge: the effect text stays readable
                    c = (rect.centerx, rect.bottom)
                    pygame.draw.circle(surface, SELECT, c, br)
                    pygame.draw.circle(surface, theme.BG_DARK, c, br, max(1, px(2)))
                    num = theme.text(str(order), self.f["count"], theme.BG_DARK, bold=True)
                    surface.blit(num, num.get_rect(center=c))
                if self.focus == item:
                    ring = self.art.outline(rect.h, FOCUS, max(3, px(5)))
                    surface.blit(ring, ring.get_rect(center=rect.center))
            elif item[0] == "ask_target":
                p = item[1]
                on = self.ask_target == p
                ui.draw_panel(surface, rect, fill=GOLD if on else theme.PANEL, edge=GOLD if on else theme.OUTLINE,
                              radius=px(12), width=2)
                fg = theme.BG_DARK if on else theme.TEXT
                label = self._fit(self.name(p), self.f["name"], rect.w - px(20), True)
                t = theme.text(label, self.f["name"], fg, bold=True)
                k = len(self.d_hands[p])
                count = self._fit(f"{k} card{'s' if k != 1 else ''} in hand", self.f["tiny"], rect.w - px(12))
                c = theme.text(count, self.f["tiny"], fg)
                top = rect.centery - (t.get_height() + c.get_height()) // 2     # the two lines as one block
                surface.blit(t, t.get_rect(midtop=(rect.centerx, top)))
                surface.blit(c, c.get_rect(midtop=(rect.centerx, top + t.get_height())))
            else:
                value = item[1]
                on = self.ask_value == value
                h = rect.h
                img = self.art.face(value, h, KITES[value], FLAGS[value])
                surface.blit(img, img.get_rect(center=rect.center))
                if on:
                    ring = self.art.outline(h, SELECT, max(3, px(6)))
                    surface.blit(ring, ring.get_rect(center=rect.center))
        if kind == "ask":
            items = self._chooser_items()
            for what, label in (("ask_value", "Number to ask for"), ("ask_target", "Player to ask")):
                ys = [r.top for it, r in items if it[0] == what]
                if ys:
                    t = theme.text(label, self.f["small"], theme.TEXT_DIM, bold=True)
                    surface.blit(t, t.get_rect(midbottom=(R.centerx, ys[0] - px(4))))
        self._sync_buttons()
        for b in self.chooser_buttons.values():
            b.draw(surface)
