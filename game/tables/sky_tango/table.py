"""Sky Tango at the table: its zones and where they sit, its rows drawn stack by stack, the runs
picked for clearing, the self-destruct question, and the teams of partners.

Zones come from ``assets/layouts/sky-tango-N.tmx`` (N players): ``seat.P``, ``sun.P``, ``moon.P``
(the rows), ``heap.P`` (the cleared cards) and ``hand.P`` for the P-th seat clockwise from the
bottom, and ``status``, ``buttons``, ``table``, ``deck``, ``discard`` and ``banner``. A row shows its
emblem at the left, then its stacks as ``kit.rows`` lays them (fanned downward by ``FAN``).

At a grown interface size the maps' ``zones-200`` layer folds the other seats into a band above
yours, and a row keeps room for stacks two deep, its height going to bigger cards. With partners
each seat holds one row at most: another seat's empty row folds to its emblem and the row it
holds takes the width of both, laid out anew when that changes (``_refold``).

Playing: drag a hand card to a row's end, onto an eclipse it may cover, or (an eclipse) onto a
visible card of its kind (``moves.py``); an empty row of yours reads "Start a sun row". Runs of
five or more glow: click them, then Clear. Self-destruct asks first and says what is lost; Stop
(the end phase) stops. Everything else is the kit's (``game/tables/kit``); the words are in
``narration.py`` and ``tooltips.py``, the cards' names in ``words.py``, their art in ``art.py``.
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.sky_tango.commands import LEFT, Stop

from ... import theme
from ...widgets import ui
from ..base import BAD, DROP, FOCUS, GOLD
from ..kit.drawing import SELECT
from ..kit.question import QuestionPanel
from ..kit.rows import StackGeometry, StackRow
from ..kit.table import CardTable
from ..kit.zones import Pile
from .art import CARD_RATIO, COMPACT_BELOW, GLOW, KIND_COLOUR, TEAM_COLOURS, card_size, default_art, faces
from .moves import TangoMoves
from .narration import TangoWords
from .shown import KINDS, shown_from
from .tooltips import TangoTips
from .words import BUTTONS, TEAM_WORDS, is_eclipse

# Each text role's pixel size in a 1280x720 window (``theme.px`` grows it with the window).
FONT_BASE = {
    "name": 16, "chip": 13, "status": 21, "small": 14, "label": 14, "count": 17, "big": 26, "banner": 56,
    "banner_sub": 20, "guide": 14, "badge": 14, "float": 26, "tag": 13, "row": 15, "dialog": 17,
}

FAN = 0.24                # each card of a stack sits this much of a card's height below the one under it
DEPTH = 3                 # stacks this deep fit the row at the full step (deeper ones squeeze)
DEPTH_GROWN = 2           # the same at a grown interface size: the row's height goes to bigger cards
SHOWN = 0.26              # of its width, a covered stack of a long row shows this much: its corner number
SHOWN_COMPACT = 0.92      # the same for a compact face (a folded seat's), whose one number spans its top
HAND_PLANNED = 12         # hand sizes whose cards are made ahead (``_plan_warm_faces``); more is rare

class RowZone(StackRow):
    """A seat's sun or moon row (its ``kind``): stacks left to right, the runs glowing."""

    def geometry(self, t):
        Z = self.rect
        lab = t.emblem_w(Z.h)
        content = pygame.Rect(Z.left + lab, Z.top + t.pad, Z.w - lab - t.pad, Z.h - 2 * t.pad)
        h = t.row_h[t.pos_of(self.seat)]
        show = SHOWN if h >= COMPACT_BELOW else SHOWN_COMPACT
        return StackGeometry(content, h, self.stacks(t), t.layout.px, show, FAN, DEPTH)

    def target_at(self, t, card, pos):
        if card is None or not self.rect.collidepoint(pos):
            return None
        return ("lay", self.seat, self.kind, self.place_at(t, card, pos[0]))

    def place_at(self, t, card: int, x: int) -> int:
        """The place in the row a drop of ``card`` at ``x`` means: the end it fits, the eclipse
        under it, the card under an eclipse."""
        n = len(self.stacks(t))
        if not n:
            return 0
        g = self.geometry(t)
        i = g.stack_at(x)
        if is_eclipse(t.code(card) or ""):
            if i is None:
                return 0 if x < g.x0 else n - 1
            return i
        if x < g.x0 - g.w / 2:
            return LEFT
        if i is None:
            return n
        if t.moves.visible(self.seat, self.kind)[i] is None:
            return i          # on an eclipse: cover it
        # on a visible card: the one end it may go to, else the one card in the row it may cover
        fits = {target[-1] for target in t.targets_of(card) if target[:3] == ("lay", self.seat, self.kind)}
        for places in ([at for at in (LEFT, n) if at in fits], [at for at in range(n) if at in fits]):
            if len(places) == 1:
                return places[0]
        return LEFT if x < g.x0 + (n - 1) * g.step / 2 else n

    def target_rect(self, t, target):
        """A run's stretch; a place to lay a card (``place_rect``); else the row."""
        kind, at = target[0], target[-1]
        if kind == "run":
            return self.geometry(t).span(at, dict(t.moves.runs_of(self.seat, self.kind)).get(at, 1))
        return self.place_rect(t, at) if kind == "lay" else self.rect

    def key(self, t):
        runs = tuple(("run", self.seat, self.kind, a) for a, _n in t.moves.runs_of(self.seat, self.kind))
        ok = t.moves.clearable_runs()
        marks = tuple((r in ok, r in t.picks, t.focus == r, t.hover == r) for r in runs)
        stacks = self.stacks(t)
        empty = () if stacks else t.empty_row_words(self.seat, self.kind)
        return (t.resting_key(t.model.ids(self.name)), tuple(map(tuple, stacks)), marks, t.size, empty)

    def draw(self, t, surface):
        """The row's panel with its emblem (here, not on the background: its width changes as the
        rows fold), its glowing runs, its stacks, the runs' tags; or, empty, what it is for."""
        px = t.layout.px
        Z, label_w = self.rect, t.emblem_w(self.rect.h)
        ui.draw_panel(surface, Z, fill=(40, 40, 70) if self.kind == "sun" else (24, 38, 80), edge=(48, 64, 108),
                      radius=px(10), width=1)
        emblem = t.art.emblem(self.kind, label_w - 2 * t.pad)
        surface.blit(emblem, emblem.get_rect(center=(Z.left + label_w // 2, Z.top + Z.h * 0.3)))
        g = self.geometry(t)
        if not self.stacks(t):
            words = t.empty_row_words(self.seat, self.kind)
            if words is None:
                return
            r = g.content
            text, colour, outlined = words
            if outlined:
                pygame.draw.rect(surface, colour, r.inflate(-px(6), -px(6)), max(1, px(2)), border_radius=px(10))
            lines, size = t.boxed_words(text, t.f["row"], r.w - px(12), r.h, True)
            top = r.centery - len(lines) * theme.font(size, True).get_linesize() // 2
            t._draw_centred_lines(surface, lines, size, colour, r.centerx, top, bold=True)
            return
        ok = t.moves.clearable_runs()
        runs = [(("run", self.seat, self.kind, first), g.span(first, length), length)
                for first, length in t.moves.runs_of(self.seat, self.kind)]
        for run, span, _length in runs:
            rect = span.inflate(px(10), px(6))
            picked = run in t.picks
            alpha = 230 if picked else (200 if run in ok else 110)
            surface.blit(t.art.glow(rect.w, rect.h, SELECT if picked else GLOW, alpha), rect)
            # the focus's ring, else the pointer's, else a picked run's (thinner)
            ring = FOCUS if t.focus == run else DROP if t.hover == run else SELECT if picked else None
            if ring is not None:
                pygame.draw.rect(surface, ring, rect, max(2, px(3 if ring == SELECT else 4)),
                                 border_radius=max(4, rect.h // 8))
        self.draw_stacks(t, surface, g)
        for run, span, length in runs:
            picked = run in t.picks
            if picked or run in ok:
                t.draw_tag(surface, "picked" if picked else f"clear {length}", (span.centerx, span.bottom),
                           SELECT if picked else GLOW, below=False)


class TangoTable(TangoWords, TangoTips, CardTable):
    """Draws a Sky Tango session and turns gestures into commands (see the module docstring)."""

    LAYOUT = "sky-tango-{n}"
    FONT_BASE = FONT_BASE
    MOVES = TangoMoves
    ART = staticmethod(default_art)
    RESTING = ("hand", *KINDS)
    shown_from = staticmethod(shown_from)
    T_MOVE, T_FLY, T_STAGGER, T_FLIP = 0.36, 0.46, 0.07, 0.22
    HOLD_BANNER = 1.1
    KEYS = {pygame.K_c: "_click_clear", pygame.K_x: "_click_destroy", pygame.K_s: "_click_stop"}
    CLICKS = {"clear": "_click_clear", "stop": "_click_stop", "destroy": "_click_destroy", "cancel": "cancel_choice"}
    animal_banner = False       # "play another card" (an animal obliges it)
    folded = None               # grown, with partners: which rows each seat held when the rows were folded
    # the kit's ``picks`` are the runs picked for clearing: ("run", seat, kind, first)

    # ------------------------------------------------------------------ facts
    def row(self, seat: int, kind: str) -> list[list[int]]:
        return self.model.stacks.get(f"{kind}.{seat}", [])

    def team_of(self, seat: int) -> int | None:
        """The index of ``seat``'s team (with partners), else None."""
        if not self.shown.get("partners"):
            return None
        return next(k for k, team in enumerate(self.shown["teams"]) if seat in team)

    def partner_of(self, seat: int) -> int | None:
        team = self.team_of(seat)
        return None if team is None else next(s for s in self.shown["teams"][team] if s != seat)

    def _target_zone(self, target: tuple) -> str:
        if target[0] in ("lay", "run"):
            return f"{target[2]}.{target[1]}"
        return super()._target_zone(target)

    # ------------------------------------------------------------------ sizes and zones
    def _fit_zones(self) -> None:
        """The kit's, then, grown with partners (``folded``: each seat holds one row at most), each other
        seat's empty row folded to its emblem beside the row the seat holds, which takes the width of both."""
        self.badge_r = self._badge_radius(14)     # first: a header's grown height counts its disc
        super()._fit_zones()
        self.folded = self._held_rows() if theme.interface > 1.0 and self.shown.get("partners") else None
        if self.folded is None:
            return
        rects = self.layout.rects
        for p in range(1, self.n):
            held = self.folded[self.seat_at_pos(p)]
            if sum(held) != 1:
                continue
            sun, moon = rects[f"sun.{p}"], rects[f"moon.{p}"]
            gap = moon.left - sun.right
            slot = self.emblem_w(sun.h)
            wide = moon.right - sun.left - slot - gap
            sun_w, moon_w = (wide, slot) if held[0] else (slot, wide)
            rects[f"sun.{p}"] = pygame.Rect(sun.left, sun.top, sun_w, sun.h)
            rects[f"moon.{p}"] = pygame.Rect(sun.left + sun_w + gap, moon.top, moon_w, moon.h)

    def _held_rows(self) -> tuple:
        """Which of its rows each seat holds (with partners, one at most)."""
        return tuple(tuple(bool(rows[kind]) for kind in KINDS) for rows in self.shown["rows"])

    def emblem_w(self, row_h: int) -> int:
        """The width of a row's emblem at its left, in a row ``row_h`` high."""
        return round(min(row_h * 0.3, self.layout.px(40))) + 2 * max(2, self.layout.px(5))

    def _settle(self) -> None:
        super()._settle()
        if not self.queue and self.size and self.folded is not None and self.folded != self._held_rows():
            self._refold()

    def _refold(self) -> None:
        """A row started or gone: another seat's rows share their width anew. Only what those
        widths decide is done again (the zones fitted and folded, a tenth of a millisecond; the
        rows' zones, whose parts of the picture, panels and all, are drawn again where they lie and
        lay): the whole ``_resize_geometry`` and the whole picture drawn again cost 8-14 ms in one
        frame, and a new background alone (its sky copied and converted) 9-13 ms at 1920x1080."""
        self._fit_zones()
        self._sizes()
        self.zones = {z.name: z for z in self._declare_zones()}
        self._relayout(instant=True)

    def _sizes(self) -> None:
        L = self.layout
        px = L.px
        self.seat_r, self.heap_r, self.hand_r = map(self.per_seat, ("seat", "heap", "hand"))
        self.row_r = [{kind: L[f"{kind}.{p}"] for kind in KINDS} for p in range(self.n)]
        self.pad = max(2, px(5))
        depth = DEPTH if theme.interface <= 1.0 else DEPTH_GROWN
        self.row_h = [(rows["sun"].h - 2 * self.pad) / (1 + FAN * (depth - 1)) for rows in self.row_r]
        R = self.hand_r[0]
        self.hand_h = min(R.h * 0.84, R.w / 3.0 / CARD_RATIO)
        # another's fan over its words ("in hand"), or over none where they leave it too low
        self.fan_h, self.fan_label = zip(*[self.fan_over_words(r, min(r.h * 0.7, r.w * 0.5 / CARD_RATIO),
                                                               self.label_under(r.h, px(12))) for r in self.hand_r])
        self.heap_label = [self.label_under(r.h, px(18)) for r in self.heap_r]
        if theme.interface > 1.0:
            # Grown text takes its room from the cards beside it: your hand leaves a band above it
            # for "Play another card" and the "new" tags. The words under a heap (its count), at the
            # reading floor at least (``label_under``), leave the card what is left (a folded
            # seat's cards are small).
            band = theme.font(self.f["name"], True).get_linesize() + px(8) + px(2)
            self.hand_h = min(self.hand_h, R.h - band - px(4))
        deck = L["deck"]
        self.pile_h = self.card_over_words(deck, self.label_under(deck.h, px(18)), 0.8)
        self.heap_h = [self.card_over_words(r, size, 0.7) for r, size in zip(self.heap_r, self.heap_label)]
        self.card_h = self.hand_h

    def _declare_zones(self) -> list:
        L = self.layout
        zones = [Pile("deck", L["deck"], self, "Draw stack"), Pile("discard", L["discard"], self, "Discard")]
        for p in range(self.n):
            seat = self.seat_at_pos(p)
            zones += [RowZone(f"{kind}.{seat}", self.row_r[p][kind]) for kind in KINDS]
            # the cleared cards, face up with their count (grown, the words under them say it: a folded
            # seat's heap card is too small for it); a card is never aimed at them (clearing fills them)
            zones.append(Pile(f"heap.{seat}", self.heap_r[p], self, lambda n: [f"Cleared · {n}", f"Cleared {n}", str(n)],
                              face_up=True, per_layer=5, layers=3, edge_from_one=True, h=self.heap_h[p],
                              counted=theme.interface <= 1.0, label_size=self.heap_label[p], aimed=False))
            zones.append(self._hand_zone(p, 0.78, 0.18, words=self.fan_label[p], top=L.px(4)))
        return zones

    HEADER_ABOVE = "sun"        # a grown header pushes the rows, the heap and another's hand down

    def _chips_below(self, p: int) -> bool:
        """Grown text: a seat under half as wide as yours (with four players the others sit three
        abreast) is too narrow for a name, its points and three chips (BOT, the team, TO PLAY) in
        one row: its chips take a row of their own."""
        return self.layout[f"seat.{p}"].w < self.layout["seat.0"].w / 2

    def _under_header(self, p: int) -> list[str]:
        return [f"sun.{p}", f"moon.{p}", f"heap.{p}"] + ([f"hand.{p}"] if p else [])

    def _plan_warm_faces(self) -> None:
        """The faces this size of the table will show (``_warm_faces``), those a frame may need many of
        at once first: the piles' size (a seat destroying itself sends its hand and rows to the discard),
        the heaps' (a run cleared), each size your hand takes (all its cards change size with its
        count), then the rows' (a card at a time), and last the strips of covered cards in the rows."""
        hand = [self.zones[f"hand.{self.bottom}"].slot(0, count)[1] for count in range(1, HAND_PLANNED + 1)]
        strips = tuple(dict.fromkeys(card_size(h)[1] for h in self.row_h))
        covered = (partial(self.art.strip, code, h, FAN * h + 1) for h in strips for code in faces())
        self._warm_faces(faces(), [self.pile_h, *self.heap_h, *hand, *self.row_h], covered, key=strips)

    SKY = 2929
    ZONE_PANELS = ("heap",)     # each row draws its own panel: its width changes as the rows fold

    def team_colour(self, seat: int):
        """The colour of ``seat``'s team (partners), or None without partners."""
        team = self.team_of(seat)
        return None if team is None else TEAM_COLOURS[team]

    _seat_colour = team_colour

    def _make_buttons(self) -> None:
        self._set_buttons({key: ui.Button(labels[0], getattr(self, self.CLICKS[key]), primary=key == "clear",
                                          tooltip=tip) for key, (labels, tip) in BUTTONS.items()})
        rows = [["clear", "stop"], ["destroy", "cancel"], ["menu"]]
        if theme.interface > 1.0:
            rows = [["clear", "stop", "destroy"], ["cancel", "menu"]]     # two rows leave the guide its lines
        self._place_buttons(rows, {key: labels for key, (labels, _tip) in BUTTONS.items()})
        # the self-destruct question: a panel over the table with two buttons
        self.question = QuestionPanel(self, "Self-destruct?", self.destroy_words, "Self-destruct  (Enter)",
                                      "Keep playing  (Esc)", BAD)

    def _sync_buttons(self) -> None:
        human = self.human_actor() is not None
        self.buttons["clear"].enabled = human and bool(self.picks)
        self.buttons["stop"].enabled = human and self.moves.one(Stop) is not None
        self.buttons["destroy"].enabled = human and self.moves.question() is not None and not self._asking()
        self.buttons["cancel"].enabled = human and (self.selected is not None or bool(self.picks)
                                                    or self.choice is not None)

    # ------------------------------------------------------------------ the runs and the buttons
    def _extra_targets(self) -> list[tuple]:
        return self.moves.clearable_runs()

    def _extra_target_at(self, pos) -> tuple | None:
        """The run of five or more under the pointer (asked only while a person here may pick one)."""
        for z in self.zones.values():
            if isinstance(z, RowZone) and z.rect.collidepoint(pos):
                i = z.geometry(self).stack_at(pos[0])
                return next((("run", z.seat, z.kind, first) for first, length in self.moves.runs_of(z.seat, z.kind)
                             if i is not None and first <= i < first + length), None)
        return None

    def _activate_extra(self, target: tuple) -> bool:
        if target[0] != "run":
            return False
        if target not in self.moves.clearable_runs():
            self.rejected(self._run_refusal(target[1]), at=self.target_rect(target))
            return True
        self.picks ^= {target}
        self._relayout(duration=0.12, ui_only=True)
        return True

    def _enter(self) -> bool:
        if self.picks:
            self._click_clear()
            return True
        return False

    def _click_clear(self) -> None:
        """Clear (the C key, Enter with runs picked): pressed only while a person here decides."""
        cmd = self.moves.clear(self.picks)
        if cmd is None:
            self.rejected(self._clear_refusal(), at=self.buttons["clear"].rect)
            return
        self.send(cmd, self.target_rect(next(iter(self.picks))))

    def _click_destroy(self) -> None:
        question = self.moves.question()
        if question is not None:
            self._forget_picks()
            self.open_choice(question)

    def _click_stop(self) -> None:
        """Stop (the S key too; only while a person here decides): refused, and said why, before the end phase."""
        self.send(Stop(self.human_actor()), self.buttons["stop"].rect)

    # ------------------------------------------------------------------ rows
    def empty_row_words(self, seat: int, kind: str) -> tuple[str, tuple, bool] | None:
        """What an empty row says, in which colour, and whether it is outlined (yours to start now);
        None for another seat's folded rows, where the empty panel says it."""
        mine = self.pos_of(seat) == 0        # the screen's own rows: its holder's (who sits at the bottom)
        if self.folded is not None and not mine:
            return None
        if not mine or self.shown.get("over"):
            return f"no {kind} row", theme.TEXT_DIM, False
        partner = self.partner_of(seat)
        if partner is not None and self.row(partner, kind):
            return f"{self.name(partner)} holds your team's {kind} row", theme.TEXT_DIM, False
        if partner is not None and self.row(seat, "moon" if kind == "sun" else "sun"):
            return "With a partner you hold one row", theme.TEXT_DIM, False
        if self.human_actor() == seat:
            return f"Start a {kind} row", KIND_COLOUR[kind], True
        # while others play, the row only says what it is for: a lit outline is a place a card may
        # go now, and none may go there until this seat's own turn
        return f"Start a {kind} row", theme.TEXT_DIM, False

    # ------------------------------------------------------------------ seats and the status band
    def _game_chips(self, seat: int) -> list:
        team = self.team_of(seat)
        return [] if team is None else [(TEAM_WORDS[team].upper(), TEAM_COLOURS[team], theme.BG_DARK)]

    def _idle_chips(self, seat: int) -> list:
        return [("STOPPED", (90, 96, 120), theme.TEXT)] if self.shown["stopped"][seat] else []

    def _head_key(self, seat: int) -> tuple:
        return (self.shown["points"][seat],)

    def _draw_head_right(self, surface, seat, head, cy) -> int:
        pts = self.shown["points"][seat]
        px = self.layout.px
        words = f"{pts:+d} pt{'s' if abs(pts) != 1 else ''}" if pts else "0 pts"
        colour = GOLD if pts > 0 else (BAD if pts < 0 else theme.TEXT_DIM)
        score = ui.blit_text(surface, words, self.f["count"], colour, True, midright=(head.right - px(14), cy))
        return score.left - px(10)

    def _hand_banner(self) -> str | None:
        actor = self.shown.get("actor")
        obliged = self.animal_banner and actor == self.viewer and self._decides_here(actor)
        return "PLAY ANOTHER CARD: the animal obliges you" if obliged else None

    def _status_chip_tries(self) -> tuple[list[list[str]], tuple]:
        """With partners, each team's chip in the status band: the partners' names and the team's
        score ("Ana & Cleo: +3"), else (grown text too wide for them) the team's name ("Teal: +3";
        their seats are framed in its colour)."""
        if not self.shown.get("partners"):
            return [], ()
        names, teams = [], []
        for k, team in enumerate(self.shown["teams"]):
            score = self.shown["scores"][team[0]]
            said = f": {score:+d}" if score else ": 0"
            names.append(" & ".join(self.name(s) for s in team) + said)
            teams.append(TEAM_WORDS[k] + said)
        return [names, teams], TEAM_COLOURS
