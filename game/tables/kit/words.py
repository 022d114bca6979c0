"""What a card table says: the log's sentences, the status line, the guide beside the buttons,
banners and floating words, and the tooltips.

Narration is a table: ``SAY`` maps an event kind to a function ``(table, event) -> sentence`` (or
None), written in the third person ("Vega draws 2 cards."); the kit says it when the event's step
runs, made English for a seat named You (``second_person``). A game whose sentences need a run of
events (one sentence for a blessing and the pedestals it brings) says them with ``_say_run``. A
game's ``_ev_<kind>`` handlers add only what is not words (a banner, a floating number, a hold).
Tooltips come from providers: the open choice, a hand card, each zone's ``tip`` (in reverse drawing
order: what lies on top first), the seats, the guide and the status line. Part of ``CardTable``
(table.py).
"""
from __future__ import annotations

from functools import partial

import pygame

from rules.core import Event

from ... import theme
from ...widgets.effects import Banner, FloatText
from ...wording import agree, join_names, plural, second_person
from ..base import GOLD


class CardWords:
    """The words part of ``CardTable``."""

    SAY: dict = {}

    # ------------------------------------------------------------------ narration
    def _say_run(self, events: list[Event]) -> list[list[str]] | None:
        """The sentences of a game whose words need a run of events (Sky Totems: a blessing and the
        pedestals it brings, a field taken and its pedestals): for each of one command's ``events``,
        those said as its step starts (an event without a step of its own has its sentences said
        with the next step); None: each event says its own (``SAY``)."""
        return None

    def animate(self, events: list[Event]) -> None:
        """Queue the animation of ``events`` (from ``session.submit``) after what is queued, then
        ``_settle``: one step per event with an ``_ev_<kind>`` handler or a sentence, one per run of
        events ``_group_handler`` gathers; ``_say_run``'s sentences are said step by step."""
        events = list(events)
        said = self._say_run(events)
        self._run_said = list(zip(events, said)) if said is not None else []
        i = 0
        while i < len(events):
            e, j = events[i], i + 1
            handler = self._group_handler(e)
            if handler is not None:
                while j < len(events) and self._same_group(e, events[j]):
                    j += 1
                arg = events[i:j]
            else:
                handler, arg = self._handler_of(e), e
            if handler is not None:
                self._queue_step(handler, arg)
                self._cue_step(events[i:j])
            i = j
        rest = [line for _e, lines in self._run_said for line in lines]
        self._run_said = []
        if rest:        # said when the last step has run, before the table settles
            self.queue.append(partial(self._said, rest))
        self.queue.append(self._settle)
        if self.speed <= 0:
            self._run_instant()

    def _said(self, lines: list[str]) -> None:
        """The step that says sentences of ``_say_run``."""
        for line in lines:
            self._say(line)

    def _queue_step(self, handler, arg) -> None:
        """Each event's step first says the event's sentence (``SAY``), then runs its handler; the
        sentences of ``_say_run`` up to the step's last event are said in a step before it."""
        pending = self.__dict__.get("_run_said")
        if pending:
            last = arg[-1] if isinstance(arg, list) else arg
            at = next((k for k, (e, _lines) in enumerate(pending) if e is last), None)
            if at is not None:
                said = [line for _e, lines in pending[:at + 1] for line in lines]
                del pending[:at + 1]
                if said:
                    self.queue.append(partial(self._said, said))
        if isinstance(arg, Event) and arg.kind in self.SAY:
            self.queue.append(partial(self._said_then, handler, arg))
        else:
            self.queue.append(partial(handler, arg))

    @staticmethod
    def _step_name(step) -> str:
        """The name of the handler a queued step calls, through the sentence said before it."""
        if isinstance(step, partial):
            return step.args[0].__name__ if step.func.__name__ == "_said_then" else step.func.__name__
        return ""

    def _said_then(self, handler, e: Event) -> None:
        self.narrate(e)
        handler(e)

    def narrate(self, e: Event) -> None:
        """Say ``e``'s sentence in the log (nothing for an event the table has no sentence for)."""
        say = self.SAY.get(e.kind)
        line = say(self, e) if say is not None else None
        if line:
            self._say(line)

    def _handler_of(self, e: Event):
        """The step that animates ``e``: its ``_ev_<kind>`` handler, else a quiet one when it has a
        sentence to say, else None (nothing to show)."""
        handler = getattr(self, f"_ev_{e.kind}", None)
        return handler if handler is not None or e.kind not in self.SAY else self._quiet

    @staticmethod
    def _quiet(e: Event) -> None:
        """The step of an event that only says something."""

    def _say(self, text: str) -> None:
        self.log.append(second_person(text))

    def _hold(self, seconds: float) -> None:
        """The next queued step waits at least ``seconds`` (the time to read what was just shown)."""
        self.hold = max(self.hold, seconds)

    BANNER_ZONE = "banner"      # the zone a banner lies across (Sky Towers: the table's middle)

    def _banner(self, title: str, sub: str, life: float, colour=GOLD, hold: float = 0.0, **kw) -> None:
        """A banner across ``BANNER_ZONE``, its words fitted to it (``_banner_over``). A zone narrower
        than a third of the screen (a grown map's column: Sky Towers' deck beside the hands) would
        wrap the words into a tower of lines: the banner then lies across the table at its height."""
        rect = self.layout[self.BANNER_ZONE]
        if rect.w < self.size[0] // 3:
            margin = self.layout.px(16)
            rect = pygame.Rect(margin, rect.top, self.size[0] - 2 * margin, rect.h)
        self._banner_over(rect, title, sub, colour, life, hold=hold, **kw)

    def _banner_over(self, rect: pygame.Rect, title: str, sub: str, colour, life: float, hold: float = 0.0,
                     **kw) -> None:
        """A banner over ``rect`` (a seat's row, the table's middle) rather than the layout's banner
        zone: its word sized to the rect, its line wrapped under it, both in English for a seat
        named You; the next step held back ``hold`` seconds; ``kw`` goes to ``Banner`` (its band's
        colour)."""
        self._hold(hold)
        sub = second_person(sub)
        # grown, the line is never under what reads from the couch: it wraps instead
        least = self._least_grown(self.f["banner_sub"]) if theme.interface > 1.0 else theme.MIN_TEXT
        sub_size = max(least, min(self.f["banner_sub"], int(rect.h * 0.16)))
        title_size = max(theme.MIN_TEXT, min(self.f["banner"], int(rect.h * 0.42)))
        while True:
            # the band holds the word, the wrapped line and a margin (see widgets.effects.Banner)
            lines = len(theme.wrap(sub, sub_size, int(rect.w * 0.94))) if sub else 0
            need = (theme.font(title_size, True).get_height() + lines * theme.font(sub_size).get_linesize()
                    + 2 * sub_size)
            if need <= rect.h:
                break
            if title_size > 2 * sub_size:
                title_size = max(2 * sub_size, int(title_size * 0.9))
            elif sub_size > least:
                sub_size -= 1
                title_size = min(title_size, 2 * sub_size)
            else:
                break
        self.effects.append(Banner(rect, title, sub, colour, title_size, sub_size, life, **kw))

    def _float_at(self, rect: pygame.Rect, text: str, colour, life: float = 1.2, hold: float = 0.0) -> None:
        self._float_from((rect.centerx, rect.top + rect.h * 0.3), text, colour, life, hold=hold)

    def _float_from(self, at, text: str, colour, life: float = 1.2, rise: int = 40, size: str = "float",
                    hold: float = 0.0) -> None:
        """Words in the ``size`` text role rising ``rise`` pixels (at 1280x720) from the point ``at``,
        the next step held back ``hold`` seconds (``_hold``)."""
        self._hold(hold)
        self.effects.append(FloatText(at, text, self.f[size], colour, life=life, rise=self.layout.px(rise)))

    # ------------------------------------------------------------------ words about seats
    def _you(self, seat: int | None) -> bool:
        """Whether ``seat`` is addressed as "you": the one person at this screen, or a seat named You."""
        return seat is not None and ((seat == self.viewer and len(self.humans) == 1) or self.name(seat) == "You")

    def _whose_turn(self, seat: int) -> str:
        return "Your turn" if self._you(seat) else f"{self.name(seat)}'s turn"

    def name_you(self, seat: int) -> str:
        """"your", or "Vega's"."""
        return "your" if self._you(seat) else f"{self.name(seat)}'s"

    SCORE_UNIT = "point"        # what the scores count (Sky Towers: kites)

    def _over_words(self, res: dict) -> str:
        """Who won, in a few words ("Vega wins with 21 points")."""
        winners = res.get("winners") or []
        scores = res.get("scores") or []
        if not winners or not scores:
            return "nobody wins"
        won = [self.name(w) for w in winners]
        top = scores[winners[0]]
        points = self.SCORE_UNIT if abs(top) == 1 else self.SCORE_UNIT + "s"
        verb = agree(won, "wins", "win") if len(won) == 1 else "share the win"
        return f"{join_names(won)} {verb} with {top} {points}"

    # ------------------------------------------------------------------ the status line and the guide
    def status_text(self) -> str:
        return second_person(self._status_words())

    def _status_words(self) -> str:
        v = self.shown
        if not v:
            return ""
        if v["over"]:
            return "Game over: " + self._over_words(v.get("result") or {})
        head = self._turn_words()
        if self.human_actor() is None:
            return self._waiting_words(head)
        return f"{head}: {self._doing_words()}"

    def _turn_words(self) -> str:
        return self._whose_turn(self.turn)

    def _waiting_words(self, head: str) -> str:
        return head

    def _doing_words(self) -> str:
        """What the person deciding is doing or may do (a game's words)."""
        return ""

    def guide_text(self) -> str:
        """The words beside the buttons: what to do now, then the keys (paragraphs split by
        newlines; the one starting "Keys" is dimmed)."""
        waiting = self._waiting_guide()
        if waiting is not None:
            return waiting
        actor = self.shown["actor"]
        if len(self.humans) > 1 and actor != self.viewer:
            return f"Waiting for {self.name(actor)}…"
        return "\n".join(line for line in (self._guide_words(), self.KEYS_WORDS) if line)

    KEYS_WORDS = ""

    def _guide_words(self) -> str:
        return ""

    def choice_prompt(self) -> str:
        """What the open choice asks for, in a sentence (a game's words)."""
        return ""

    # ------------------------------------------------------------------ tooltips
    def tooltip_at(self, pos) -> tuple[str, str] | None:
        """What the thing under ``pos`` is: (its name, its full text or rule), or None; the shared
        overlay shows it after the pointer rests there."""
        if not self.size or not self.shown or self.drag:
            return None
        pos = (int(pos[0]), int(pos[1]))
        tip = self._choice_tip(pos) or self._hand_tip(pos)
        if tip is None:
            for z in reversed(list(self.zones.values())):
                tip = self._zone_tip(z, pos)
                if tip is not None:
                    break
        tip = tip or self._tip_places(pos)
        if tip is None:
            return None
        name, text = tip
        return second_person(name), second_person(text)

    def _choice_tip(self, pos):
        """The open question's tooltip, over its panel."""
        if self.question is None or not self._asking():
            return None
        return self.question.tip(pos)

    def _hand_tip(self, pos):
        if f"hand.{self.viewer}" not in self.zones:
            return None             # no hand here (Sky 5): the cards' tooltips are their zones'
        s = self._hand_card_at(pos)
        if s is None:
            return None
        code = self.code(s.id)
        if code is None:
            return None
        self._private_drawn(self.viewer, s.id)      # a face of the viewer's hand, in words
        return self.card_tip(code, self._hand_card_where(s.id))

    def _hand_card_where(self, card: int) -> str:
        c = self.choice
        if c is not None and c.card is not None:
            if card == c.card:
                return "Laid, waiting (click it to take it back)."
            if card in c.picks:
                return "In your hand: it will do now (click it)."
        if self.human_actor() is not None and not self.targets_of(card):
            return "In your hand: it fits nowhere now."
        return "In your hand."

    def card_tip(self, code, where: str = "") -> tuple[str, str]:
        """A card's name and rule (a game's words)."""
        return str(code), where

    def _zone_tip(self, z, pos):
        """The tooltip of zone ``z`` at ``pos``: its card there, else the zone itself (a game's)."""
        return None

    def _hidden_hand_tip(self, z, rule: str) -> tuple[str, str] | None:
        """The tooltip of hand zone ``z`` when it lies face down to this screen: how many cards and
        who sees them, then ``rule`` (when a hand draws); None for the hand shown face up here."""
        seat = z.seat
        if self.pos_of(seat) == 0 and self.viewer == seat:
            return None
        count, who = self.model.count(z.name), self.name(seat)
        return f"{who}'s hand", f"{plural(count, 'card')}, face down: only {who} sees them. {rule}"

    def _face_up_pile_words(self, zone: str, name_of) -> tuple[str, str]:
        """A face-up pile's tooltip words: how many cards ("12 cards") and, when its top card's face
        is known, " On top: the <name_of(face)>." (else nothing)."""
        cards = self.model.ids(zone)
        top = self.code(cards[-1]) if cards else None
        return plural(len(cards), "card"), f" On top: the {name_of(top)}." if top else ""

    def _tip_places(self, pos):
        """The guide, a seat's panel, the status line."""
        for b in self.buttons.values():
            if b.rect.collidepoint(pos) and self.show_buttons and not self.done_for and not self.caption:
                return None             # the shared overlay gives the buttons' own tooltips
        if self.guide_rect.collidepoint(pos) and self.show_buttons and not self.done_for:
            text = self.guide_text()
            return ("Guide", text.replace("\n", " ")) if text else None
        for p in range(self.n):
            if self.seat_r[p].collidepoint(pos):
                return self._seat_tip(self.seat_at_pos(p))
        if self.layout["status"].collidepoint(pos):
            text = self.status_text()
            sub = self._status_sub()
            if sub:
                text = f"{text}. {sub}" if text else sub
            return ("Status", text) if text else None
        return None

    def _seat_kind_words(self, seat: int) -> str:
        """Who plays ``seat``: a bot (and its level) or a person."""
        if not self.is_bot(seat):
            return "A person at this screen."
        level = self.session.seats[seat].level
        return f"A bot ({level})." if level else "A bot."

    # a game's words for its seats' chips ("BUST": "busted: the others..."): a seat's tooltip says
    # them rather than whether it is to play or won
    CHIP_TIPS: dict[str, str] = {}

    def _seat_tip(self, seat: int) -> tuple[str, str]:
        """Who plays the seat and whether it is to play or won (or what its chips say), then the
        game's words about it."""
        who, v = self.name(seat), self.shown
        now = ""
        if self.CHIP_TIPS:
            now = "".join(f" {who} {self.CHIP_TIPS[c[0]]}." for c in self._seat_chips(seat) if c[0] in self.CHIP_TIPS)
        elif v.get("over"):
            if seat in self._winners():        # the game's own say (Taroma wins your loss)
                now = f" {who} won the game."
        elif seat == self.turn:
            now = f" It is {who}'s turn."
        return f"{who} (seat {seat + 1})", f"{self._seat_kind_words(seat)}{now}{self._seat_more(seat)}"

    def _seat_more(self, seat: int) -> str:
        """What a seat's tooltip says after who plays it (a game's: its hand, its tower)."""
        return ""
