"""Taroma, the automaton of Taroma solitaire: part of the rules, not a bot.

Taroma's turn is applied inside the state right after the person's turn (and during setup, since
"Taroma always takes the first turn"). Each event it causes carries a ``caption`` naming the
rulebook step: "1A" complete a tower, "1B" play the highest card, "1C" play the next highest, "1D"
flip and play, "1E" draw face down, "2" repeat or end. Effects Taroma resolves outside its own turn
(discarding for your 5, being robbed by your 6) carry the caption "5" or "6".

Taroma's row is ``hands[1]``, left to right; ``up`` lists its face-up cards.
"""
from __future__ import annotations

from ..core import Event, event
from .cards import DISCARD_DOWN_TO, FOUR, ONE, TARGET, TAROMA_ONE_TOTALS, TEN
from .phases import TAROMA, TAROMA_MODE, TURN


class TaromaMixin:
    """Taroma's procedure and effect variances, mixed into ``SkyTowersState``."""

    # ------------------------------------------------------------------ the turn
    def _taroma_continue(self, events: list[Event]) -> None:
        """Run Taroma's turn until it ends, or until the person must decide (discarding for a 5)."""
        while not self.over and self.phase == TURN and self.turn == TAROMA and self.mode == TAROMA_MODE:
            if self.acted:
                # "2. Repeat or End. If Taroma has played their last action, their turn ends.
                # Otherwise, repeat this process starting from 1A."
                ends = self.actions <= 0
                events.append(event("taroma_step", caption="2", actions_left=max(self.actions, 0), ends_turn=ends))
                if ends:
                    self._end_turn(events)
                    return
            self._taroma_action(events)

    def _taroma_action(self, events: list[Event]) -> None:
        """One action: "go through each option in step 1 (1A, 1B, 1C, 1D, and 1E) until 1 action is
        taken." Taroma never takes the Return action."""
        pick = self._taroma_pick()
        if pick is not None:
            self._taroma_play(pick[0], pick[1], events, pick[2])
            return
        # "1D. Flip and Play. If no face up cards can be played, flip over Taroma's rightmost face
        # down card, one by one, until you can Play a card. Revealed cards remain face up."
        row, up, faces = self.hands[TAROMA], self.up, self.faces
        while True:
            hidden = [i for i, c in enumerate(row) if c not in up]
            if not hidden:
                break
            index = hidden[-1]
            card = row[index]
            up.append(card)
            events.append(event("flip", card=card, zone="row.1", index=index, face_up=True, face=faces[card],
                                caption="1D"))
            pick = self._taroma_pick()
            if pick is not None:
                self._taroma_play(pick[0], pick[1], events, "1D")
                return
        # "1E. Draw Face Down. If still no card can be played (all cards are face up or there are no
        # cards), Draw a card to the left of Taroma's row, face down."
        self.actions -= 1
        self.acted += 1
        if self.deck:
            self._draw(TAROMA, events, "1E")
        else:
            events.append(event("taroma_idle", caption="1E", seat=TAROMA,
                                reason="Taroma can neither play nor draw: the action is lost."))

    def _taroma_fits(self, v: int, total: int, top: int) -> bool:
        if total + v > TARGET:
            return False
        if top and (v == TEN or (top == ONE and v != ONE)):
            return False
        # Variance: "Taroma can only play the 1 card on a tower of 19 or 20."
        return v != ONE or total in TAROMA_ONE_TOTALS

    def _taroma_pick(self) -> tuple[int, int, str] | None:
        """The face-up card Taroma plays and where (card, slot, caption), by steps 1A-1C; None when
        no face-up card can be played."""
        faces, row, up = self.faces, self.hands[TAROMA], self.up
        # Highest value first; among equal values the rightmost card first.
        cands = sorted(((faces[c], i, c) for i, c in enumerate(row) if c in up), reverse=True)
        if not cands:
            return None
        blocked = self.blocked_values(TAROMA)
        # "always choosing the rightmost tower possible": slots from right to left, empty ones too.
        slots = []
        for k in range(len(self.towers[TAROMA]) - 1, -1, -1):
            t = self.towers[TAROMA][k]
            slots.append((k, sum(faces[c] for c in t), faces[t[-1]] if t else 0))
        # "1A. Complete a Tower. Play Taroma's highest face up card to any of Taroma's towers to
        # complete it."
        for v, _, c in cands:
            if v in blocked:
                continue
            for k, total, top in slots:
                if total + v == TARGET and self._taroma_fits(v, total, top):
                    return c, k, "1A"
        # "1B. Play Highest Card ... 1C. Play Next Highest. If the highest card cannot be played
        # (blocked), Play the next highest face up card until a card is played."
        highest = cands[0][0]
        for v, _, c in cands:
            if v in blocked:
                continue
            for k, total, top in slots:
                if self._taroma_fits(v, total, top):
                    return c, k, "1B" if v == highest else "1C"
        return None

    def _taroma_play(self, card: int, slot: int, events: list[Event], caption: str) -> None:
        ids = [card]
        faces = self.faces
        if faces[card] == FOUR:
            # Variance: "When a 4 is played by Taroma, also play as many of their face up 4 cards as
            # possible to the same tower."
            total = sum(faces[c] for c in self.towers[TAROMA][slot]) + FOUR
            row = self.hands[TAROMA]
            for c in reversed(row):
                if c != card and c in self.up and faces[c] == FOUR and total + FOUR <= TARGET:
                    ids.append(c)
                    total += FOUR
        self._play(TAROMA, ids, TAROMA, slot, events, caption)

    # ------------------------------------------------------------------ effect variances
    def _taroma_discard(self, events: list[Event], caption: str) -> None:
        """Variance of the 5: "If Taroma needs to discard, reveal any of their face down row cards and
        discard the highest number card until there are 5 cards left. Shuffle and return these, face
        down, to Taroma's row." The discards go onto the deck highest last (the highest ends on top);
        the revealed cards that stay are shuffled among the face-down places of the row."""
        row, up, faces = self.hands[TAROMA], self.up, self.faces
        if len(row) <= DISCARD_DOWN_TO:
            return
        hidden = [c for c in row if c not in up]
        for c in hidden:
            events.append(event("flip", card=c, zone="row.1", index=row.index(c), face_up=True, face=faces[c],
                                caption=caption))
        ranked = sorted(range(len(row)), key=lambda i: (-faces[row[i]], -i))
        extras = [row[i] for i in ranked[:len(row) - DISCARD_DOWN_TO]]
        for c in reversed(extras):
            self._put_back(TAROMA, c, events, caption)
        stay = [c for c in hidden if c in row]
        places = [i for i, c in enumerate(row) if c in stay]
        self._rand().shuffle(stay)
        for i, c in zip(places, stay):
            row[i] = c
        for c in stay:
            events.append(event("flip", card=c, zone="row.1", index=row.index(c), face_up=False, caption=caption))
        events.append(event("shuffle", zone="row.1", cards=list(row), caption=caption))

    def _six_variance(self, seat: int, events: list[Event], caption: str | None) -> None:
        """Variance of the 6: "shuffle the cards in the opponent's row and draw one at random to the
        active player's row. Then return the remaining cards, face down if to Taroma's row, or face up
        if to your row. If an opponent has no cards, Draw a card instead." The card Taroma takes joins
        its row face down at the left end."""
        caption = caption or "6"
        other = 1 - seat
        theirs = self.hands[other]
        if not theirs:
            events.append(event("effect", value=6, seat=seat, choice="draw", caption=caption))
            if self.deck:
                self._draw(seat, events, caption)
            return
        events.append(event("effect", value=6, seat=seat, choice="take", target=other, caption=caption))
        pool = list(theirs)
        self._rand().shuffle(pool)
        taken, rest = pool[0], pool[1:]
        up = self.up
        if other == TAROMA:
            if taken in up:
                up.remove(taken)
            self.hands[seat].append(taken)
            events.append(event("move", card=taken, src="row.1", dst=f"hand.{seat}", face_up=False,
                                private_face=self.faces[taken], seen_by=[seat], seat=seat, caption=caption))
            for c in rest:
                if c in up:
                    up.remove(c)
                    events.append(event("flip", card=c, zone="row.1", index=theirs.index(c), face_up=False,
                                        caption=caption))
            theirs[:] = rest
            events.append(event("shuffle", zone="row.1", cards=list(rest), caption=caption))
        else:
            theirs.remove(taken)
            self.hands[TAROMA].insert(0, taken)
            events.append(event("move", card=taken, src=f"hand.{other}", dst="row.1", index=0, face_up=False,
                                private_face=self.faces[taken], seen_by=[other], seat=seat, caption=caption))
