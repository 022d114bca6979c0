"""What the Sky Towers table says: the log's sentences (``SAY``, one per event kind; the cards
moving, one per run of them), the status line, the guide beside the buttons with the keys, Taroma's
step captions; and what events show besides words (a floating "21!", a banner, a flash). Written in
the third person; the kit makes it English for a seat named "You". The fixed texts (Taroma's steps,
the cards' effects) are in ``words.py``."""
from __future__ import annotations

from functools import wraps

from rules.core import Event, seen_face
from rules.sky_towers.cards import BONUS_CARDS
from rules.sky_towers.commands import EndTurn

from ... import theme
from ...widgets.effects import Flash
from ...wording import join_names, plural, second_person, verb
from ..base import BAD, GOLD, GOOD
from .words import (EFFECT_CAPTIONS, EFFECT_SAY, MOVE_WORDS, QUESTIONS, SLOT_WORDS, STEPS, TAROMA_OVER,
                    a_card, effect_sentence)

# The moves (from a kind of zone to another) that are a Draw, a Play or a Return: one action each.
ACTION_MOVES = {("deck", "hand"), ("deck", "row"), ("hand", "tower"), ("row", "tower"), ("tower", "hand")}
HOLD_STEP = 0.65          # each step of Taroma's procedure stays on screen at least this long


# Each bonus card's place in the bonus row (and in ``holders``), by its id.
BONUS_AT = {b.id: i for i, b in enumerate(BONUS_CARDS)}


def _bonus_name(e) -> str:
    return BONUS_CARDS[BONUS_AT[e["bonus"]]].name


def _whence(t, e) -> str:
    """Whom a bonus card is taken from: a player, or the table."""
    return t.name(e["from_seat"]) if e.get("from_seat") is not None else "the table"


def _effect(t, e):
    value = e.get("value")
    how = ("choose" if e.get("choose") else e.get("choice")) if value == 6 else None
    sentence = EFFECT_SAY.get((value, how))
    return sentence.format(who=t.name(e.get("seat"))) if sentence else None


def _complete(t, e):
    scored = "" if t.light else f" ({plural(e.get('kites', 0), 'kite')}, {plural(e.get('flags', 0), 'flag')})"
    return f"{t.name(e['seat'])} completes a tower of 21{scored}."


def _ask(t, e):
    seat, target, value = e["seat"], e["target"], e["value"]
    return f"{t.name(seat)} asks {t.name(target)} for {a_card(value)}: {t.name(target)} {t.ask_words(e)}."


SAY = {
    "move": lambda t, e: t.moves_words([e]),       # one card; a run of cards is said by ``_ev_moves``
    "complete": _complete,
    "bonus": lambda t, e: f"{t.name(e['seat'])} takes the {_bonus_name(e)} bonus card from {_whence(t, e)}.",
    "effect": _effect,
    "must_discard": lambda t, e: f"{t.name(e['seat'])} must put {plural(e['count'], 'card')} back on the deck.",
    "ask": _ask,
    "deck_empty": lambda t, e: f"{t.name(e['seat'])} drew the last card.",
    "last_round": lambda t, e: "Last round: everyone takes one more turn of up to 3 actions.",
    "resume": lambda t, e: "Cards went back on the deck: normal play resumes.",
    "turn": lambda t, e: None if t.light else f"{t.name(e['seat'])}'s turn"
                                              f"{' (last round: up to 3 actions)' if e.get('final') else ''}.",
    "end_turn": lambda t, e: f"{t.name(e['seat'])} ends the turn.",
    "taroma_idle": lambda t, e: e.get("reason") or "Taroma can neither play nor draw.",
    "shuffle": lambda t, e: "Taroma's row is shuffled." if e.get("zone") == "row.1" and e["cards"] else None,
    "game_over": lambda t, e: f"Game over. {t._over_words(e.data)}.",
}


# What a step of Taroma's turn does, by event kind, in its caption (a card moving: ``caption_detail``).
CAPTIONS = {
    "flip": lambda t, e: (f"Taroma flips a face-down card: {a_card(e.get('face', '?'))}." if e["face_up"]
                          else "Taroma turns its revealed cards face down again."),
    "shuffle": lambda t, e: "Taroma's row is shuffled." if e.get("cards") else "Taroma's row is now empty.",
    "taroma_step": lambda t, e: ("No action left: Taroma's turn ends." if e.get("ends_turn")
                                 else f"{plural(e.get('actions_left', 0), 'action')} left: repeat from 1A."),
    "taroma_idle": lambda t, e: e.get("reason") or STEPS["1E"][1],
    "complete": lambda t, e: f"Taroma completes a tower: {e.get('kites', 0)} kites.",
    "bonus": lambda t, e: f"{t.name(e['seat'])} takes a bonus card.",
    "effect": lambda t, e: EFFECT_CAPTIONS.get(e.get("value")),
    "deck_empty": lambda t, e: "The deck is empty.",
}


class SkyWords:
    """The words part of ``SkyTowersTable``, and what its events show besides words."""

    SAY = SAY
    BANNER_ZONE = "table"
    SCORE_UNIT = "kite"

    def ask_words(self, e) -> str:
        target, value = e["target"], e["value"]
        return (f"{verb(self.name(target), 'gives')} {a_card(value)}" if e.get("given")
                else f"{verb(self.name(target), 'has')} no {value}")

    def light_score(self) -> int:
        return len(self.model.stacks.get("completed.0", [])) + sum(1 for h in self.holders if h == 0)

    def held_by_words(self, holder: int) -> str:
        """'held by you' for the one person here (or a seat called "You"), else 'held by Vega'."""
        return "held by you" if self._you(holder) else f"held by {self.name(holder)}"

    # ------------------------------------------------------------------ events
    def _same_group(self, first: Event, e: Event) -> bool:
        """Cards moving from one place to another under one caption fly together."""
        return super()._same_group(first, e) and e.get("caption") == first.get("caption")

    def _queue_step(self, handler, arg) -> None:
        """A step of Taroma's procedure shows its caption when it runs."""
        first = arg[0] if isinstance(arg, list) else arg
        if isinstance(first, Event) and first.get("caption"):
            inner = handler

            @wraps(inner)
            def handler(a, inner=inner):
                inner(a)
                self._show_caption(first, a)
        super()._queue_step(handler, arg)

    def _show_caption(self, first: Event, arg) -> None:
        code = first["caption"]
        self.step_caption = (code, self.caption_detail(first, arg))
        if (self.turn == 1 or code in ("5", "6")) and (not self.trail or self.trail[-1] != code):
            self.trail.append(code)
        self._hold(HOLD_STEP)

    def _ev_moves(self, group: list[Event]) -> None:
        src, dst = group[0]["src"], group[0]["dst"]
        self._count_action(src, dst)
        moved = {e["card"] for e in group}
        self.fours = [c for c in self.fours if c not in moved]
        self.putting_back[:] = [c for c in self.putting_back if c not in moved]
        for e in group:
            if dst == "row.1" and e.get("face") is None:
                self.down.add(e["card"])
            elif src == "row.1":
                self.down.discard(e["card"])
        super()._ev_moves(group)
        line = self.moves_words(group)
        if line:
            self._say(line)

    def _land(self, s, e) -> None:
        """A card of a completed tower lands on its stack (each completed tower is a stack)."""
        if not e["dst"].startswith("completed."):
            return super()._land(s, e)
        if s in self.flyers:
            self.flyers.remove(s)
        self.model.insert(s.id, e["dst"], e["stack"], on_top=True)     # its first card: a new stack at the end
        self._version += 1

    def _count_action(self, src: str, dst: str) -> None:
        """A step that is a Play, a Draw or a Return takes one of the turn's actions as it is shown
        (the card leaves the hand, the deck or the tower); the 6's draw is part of the 6's Play."""
        kinds = (src.partition(".")[0], dst.partition(".")[0])
        if self.light or kinds not in ACTION_MOVES:
            return
        if kinds[0] == "deck" and self._free_draw:
            self._free_draw = False
            return
        self.actions_left = max(0, self.actions_left - 1)

    def _ev_flip(self, e: Event) -> None:
        cid = e["card"]
        if e.get("face") is not None:
            self.model.faces[cid] = e["face"]
        (self.down.discard if e["face_up"] else self.down.add)(cid)
        s = self.sprites.get(cid)
        if s is not None:
            self._flip(s, cid not in self.down)
        self._hold(0.25)

    def _ev_shuffle(self, e: Event) -> None:
        row = self.model.cards.get("row.1")
        if e.get("zone") == "row.1" and row is not None:
            cards = [c for c in e["cards"] if c in row]
            self.model.cards["row.1"] = cards + [c for c in row if c not in cards]
            self._relayout()

    def _ev_complete(self, e: Event) -> None:
        col = self.target_rect(("tower", e["tower"]))
        self._float_from(col.center, "21!", GOLD, rise=50, size="big", hold=0.6)
        self._float_from((col.centerx, col.centery + self.layout.px(50)),
                         "+1 point" if self.light else f"+{e.get('kites', 0)} kites", GOOD, life=1.4)
        self.effects.append(Flash(col, GOLD, max(2, self.layout.px(6)), life=1.0))

    def _ev_bonus(self, e: Event) -> None:
        i = BONUS_AT[e["bonus"]]
        self.holders[i] = e["seat"]      # a rect for each holder: the bonus card's is there
        self.effects.append(Flash(self.bonus_rects()[i], GOLD, max(2, self.layout.px(6)), life=1.4))
        self._banner(f"{_bonus_name(e)} bonus!", f"{self.name(e['seat'])} takes it from {_whence(self, e)}",
                     self.HOLD_BANNER + 0.3, hold=self.HOLD_BANNER)

    def _ev_effect(self, e: Event) -> None:
        v, seat = e.get("value"), e.get("seat")
        if e.get("extra_action"):
            self.actions_left += 1
        if e.get("choice") == "draw":
            self._free_draw = True
        if v in (8, 9):
            self._float_from(self.seat_r[self.pos_of(seat)].center, "+1 action", GOOD, hold=0.35)
        elif v == 5:
            who = [self.name(p) for p in e.get("discarding") or []]
            self._banner("A 5!", f"{join_names(who)} must put cards back" if who else "Nobody holds more than 5 cards",
                         self.HOLD_BANNER, colour=BAD, hold=self.HOLD_BANNER * 0.8, band=(40, 10, 30))
        elif v == 6 and e.get("choice") == "take":
            self._hold(0.4)     # the card's move says which card went where

    def _ev_must_discard(self, e: Event) -> None:
        self._refresh_status()

    def _ev_ask(self, e: Event) -> None:
        self._float_from(self.seat_r[self.pos_of(e["target"])].center, self.ask_words(e),
                         GOOD if e.get("given") else theme.TEXT_DIM, life=1.6, hold=0.8)

    def _ev_deck_empty(self, e: Event) -> None:
        self._float_from(self.zones["deck"].card.center, "Last card!", GOLD, life=1.4)

    def _ev_last_round(self, e: Event) -> None:
        self._banner("LAST ROUND", "The deck is empty: everyone takes one more turn of up to 3 actions",
                     self.HOLD_BANNER + 0.5, hold=self.HOLD_BANNER + 0.2)
        self._refresh_status()

    def _ev_resume(self, e: Event) -> None:
        self._banner("PLAY GOES ON", "Cards went back on the deck: normal play resumes", self.HOLD_BANNER,
                     hold=self.HOLD_BANNER * 0.8)

    def _ev_turn(self, e: Event) -> None:
        self.actions_left, self.final, self._free_draw = e.get("actions", 0), bool(e.get("final")), False
        if self.taroma and e["seat"] == 1:
            self.trail = []
            self.step_caption = ("", "Taroma's turn: for each action, try 1A, 1B, 1C, 1D, then 1E.")
            self._hold(HOLD_STEP)
        super()._ev_turn(e)
        self._hold(0.15)

    def _ev_end_turn(self, e: Event) -> None:
        self._float_from(self.seat_r[self.pos_of(e["seat"])].center, "ends turn", theme.TEXT_DIM, life=1.0, rise=30)

    def _ev_taroma_step(self, e: Event) -> None:
        self.actions_left = e.get("actions_left", self.actions_left)
        self._refresh_status()

    # ------------------------------------------------------------------ the cards moving, in words
    def slot_word(self, owner: int, slot: int) -> str:
        words = SLOT_WORDS.get(len(self.shown["towers"][owner]), [])
        return words[slot] if slot < len(words) else f"tower {slot + 1}"

    def moves_words(self, group: list[Event]) -> str | None:
        """A run of cards moving from one place to another, in the log's sentence (``MOVE_WORDS``)."""
        if group[0]["dst"].startswith("tower."):
            return self.play_words(group)
        return self._move_sentence(group)

    def play_words(self, group: list[Event]) -> str:
        """Cards played onto a tower: who plays which (as this screen may see them) onto whose tower."""
        src, dst = group[0]["src"], group[0]["dst"]
        o, k = map(int, dst.split(".")[1:])
        values = " and ".join(str(self.code(g["card"])) for g in group if self.code(g["card"]) is not None)
        actor = group[0].get("seat")
        actor = actor if actor is not None else int(src.split(".")[1])      # row.1 is Taroma's, seat 1
        whose = (f"{'its' if self.taroma and o == 1 else 'their'} " if o == actor else f"{self.name(o)}'s ")
        return (f"{self.name(actor)} plays {values or 'a card'} onto {whose}{self.slot_word(o, k)} "
                f"({self.total(f'{o}.{k}')}).")

    def _move_sentence(self, group: list[Event], caption: bool = False) -> str | None:
        """The log's sentence (or Taroma's caption) ``MOVE_WORDS`` has for the kinds of zone
        ``group``'s cards leave and enter, filled in; None where it has none."""
        src, dst = group[0]["src"], group[0]["dst"]
        whose, said, captioned = MOVE_WORDS.get((src.partition(".")[0], dst.partition(".")[0]), (None, None, None))
        sentence = captioned if caption else said
        if sentence is None:
            return None
        return sentence.format(who=self.name(int((src if whose == "src" else dst).split(".")[1])),
                               cards=plural(len(group), "card"), card_word="card" if len(group) == 1 else "cards",
                               faces=", ".join(str(self.model.face(g["card"]) or "?") for g in group),
                               taken=self.taken(group[0]) if "{taken}" in sentence else "")

    def taken(self, e: Event) -> str:
        """The card a 6 takes at random (from Taroma's row, or from a hand into it), named for whoever
        may see it: "a 7", "Ana's 7"; else "a card", "a card from Ana's hand"."""
        face = seen_face(e, self.viewer)
        if e["src"] == "row.1":
            return "a card" if face is None else a_card(face)
        loser = self.name(int(e["src"].split(".")[1]))
        return f"a card from {loser}'s hand" if face is None else f"{loser}'s {face}"

    def _over_words(self, res: dict) -> str:
        if self.light:
            return f"Score {res.get('score', 0)}" + (": master builder!" if res.get("master_builder") else "")
        if self.taroma:
            me, them = res.get("kites") or [0, 0]
            return TAROMA_OVER.get(res.get("outcome"), "").format(me=me, them=them)
        return super()._over_words(res) + (" on flags" if res.get("decided_by") == "flags" else "")

    # ------------------------------------------------------------------ the status line and the guide
    def _status_words(self) -> str:
        v = self.shown
        if not v or v["over"]:
            return super()._status_words()
        actor = v["actor"]
        who = "You" if self._you(actor) and actor == self.viewer else self.name(actor)
        if self.taroma and self.turn == 1:
            code = self.step_caption[0] if self.step_caption else ""
            return f"Taroma's turn: {code} {STEPS[code][0]}" if code in STEPS else "Taroma's turn"
        if v["phase"] in QUESTIONS:
            back = plural(max(0, v["hand_sizes"][actor] - 5), "card")
            return QUESTIONS[v["phase"]]["status"].format(who=who, cards=back)
        if self.light:
            return f"Light solitaire: play, draw or discard a tower. Score so far: {self.light_score()}"
        # the turn and its actions as the table shows them (they change as each action's step is shown)
        acts, whose = self.actions_left, self._whose_turn(self.turn)
        settled = acts == v["actions"] and self.turn == v["turn"] and self.final == bool(v["final"])
        if settled and not v["final"] and acts and self.legal_of(EndTurn):
            if len(self.legal) == 1:
                return f"{whose}: no action is possible, end the turn"
            # Only an 8's or 9's extra action is left, which "you may" take.
            return f"{whose}: {plural(acts, 'extra action')} left, or end the turn"
        return f"{'Last round. ' if self.final else ''}{whose}: {plural(acts, 'action')} left"

    def guide_text(self) -> str:
        """What to do now (and what the card under the pointer does), then the keys; nothing under the
        demo's caption, which stands in its place (the buttons' part is not drawn again at each turn)."""
        v = self.shown
        if self.caption:
            return ""
        if v and not v["over"] and self.taroma and self.turn == 1:
            return "Taroma is playing its turn, step by step (see the caption). Click to hurry it along."
        if v and not v["over"] and v["phase"] in QUESTIONS and self.human_actor() is not None:
            return QUESTIONS[v["phase"]]["guide"]
        return super().guide_text()

    def _guide_words(self) -> str:
        lines = []
        card = next((t[1] for t in (self.hover, self.focus) if t and t[0] == "card"), self.selected)
        if card is not None and self.code(card) is not None:
            lines.append(f"{self.code(card)}: {effect_sentence(self.code(card), self.mode) or 'no effect.'}")
        if self.selected is not None:
            lines.append("Drop or click a green tower to play; right-click clears.")
        else:
            where = "the discard pile to discard it" if self.light else "your hand to take it back"
            lines.append(f"Drag a card onto a tower, click the deck to draw, drag a tower onto {where}.")
        return "\n".join(lines)

    # ------------------------------------------------------------------ Taroma's captions
    def caption_detail(self, e: Event, arg) -> str:
        """What the step of Taroma's turn that ``e`` starts does (``arg``: the run of cards moving
        with it), for its caption: by the kinds of zone the cards leave and enter, else by event
        kind (``CAPTIONS``), else the step's own words."""
        line = None
        if e.kind == "move":
            group = arg if isinstance(arg, list) else [e]
            line = self._play_caption(group) if e["dst"].startswith("tower.") else \
                self._move_sentence(group, caption=True)
        elif e.kind in CAPTIONS:
            line = CAPTIONS[e.kind](self, e)
        return second_person(line or STEPS.get(e.get("caption"), ("", ""))[1])

    def _play_caption(self, group: list[Event]) -> str:
        _, o, k = group[0]["dst"].split(".")
        values = " and ".join(str(g.get("face", "?")) for g in group)
        return f"Taroma plays {'its ' if len(group) == 1 else ''}{values} onto its {self.slot_word(int(o), int(k))}."
