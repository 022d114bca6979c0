"""Taroma, the automaton of Taroma solitaire: part of the rules, not a bot.

Taroma's turn is applied inside the state right after the person's turn (and during setup, since
"Taroma always takes the first turn"). Each event it causes carries a ``caption`` naming the
rulebook step: "1A" complete a tower, "1B" play the highest card, "1C" play the next highest, "1D"
flip and play, "1E" draw face down, "2" repeat or end. Effects Taroma resolves outside its own turn
(discarding for your 5, being robbed by your 6) carry the caption "5" or "6".

Taroma's row is ``hands[1]``, left to right; ``up`` lists its face-up cards.
"""
from __future__ import annotations

from ..core import Event, event, new_event, shuffle
from .cards import (ACTIONS, ACTIONS_LAST, DISCARD_DOWN_TO, FOUR, ONE, TARGET, TAROMA_DIFFICULTIES, TAROMA_ONE_TOTALS,
                    TEN)
from .phases import TAROMA, TURN


def _fits(v: int, total: int, top: int) -> bool:
    """Whether Taroma may play a ``v`` on a tower of ``total`` with top card ``top`` (0: empty)."""
    if total + v > TARGET:
        return False
    if top and (v == TEN or (top == ONE and v != ONE)):
        return False
    # Variance: "Taroma can only play the 1 card on a tower of 19 or 20."
    return v != ONE or total in TAROMA_ONE_TOTALS


# _TAROMA_FITS[total][top][value], for totals below 21, tops 0 (empty) to 10, values 0 to 10.
_TAROMA_FITS = [[tuple(_fits(v, total, top) for v in range(TEN + 1)) for top in range(TEN + 1)]
                for total in range(TARGET)]
# The data of Taroma's frequent events, copied with the keys that differ set (see state.py's templates).
_STEP_ENDS = {"caption": "2", "actions_left": 0, "ends_turn": True}
# By the actions left, which never grow past a turn's start (an 8 or 9 gives back the one it used).
_STEP_GOES_ON = [{"caption": "2", "actions_left": left, "ends_turn": False}
                 for left in range(max(ACTIONS, ACTIONS_LAST) + 1)]
_FLIP_UP = {"card": 0, "zone": "row.1", "index": 0, "face_up": True, "face": 0, "caption": "1D"}


# Taroma's slot k as ``_taroma_continue`` reads it, (k, room left below 21, which values fit), by its
# total and top card's value (0, 0 when empty): ``_TAROMA_SLOTS[k][total][top]``.
_TAROMA_SLOTS = [[[(k, TARGET - total, _TAROMA_FITS[total][top]) for top in range(TEN + 1)] for total in range(TARGET)]
                 for k in range(max(TAROMA_DIFFICULTIES.values()))]


class TaromaMixin:
    """Taroma's procedure and effect variances, mixed into ``SkyTowersState``."""

    # ------------------------------------------------------------------ the turn
    def _taroma_continue(self, events: list[Event]) -> None:
        """Run Taroma's turn until it ends, or until the person must decide (discarding for a 5).

        For each action, "go through each option in step 1 (1A, 1B, 1C, 1D, and 1E) until 1 action
        is taken. Then see if their turn has ended as explained in step 2." Taroma never takes the
        Return action. The turn is one pass over plain local data; what the steps read is kept
        across the turn rather than found again for each action:
        - ``blocked``, the values of the person's tower tops: nothing in Taroma's turn changes the
          person's towers (Taroma builds only its own; its 5 and 6 move hand cards);
        - ``slots``, Taroma's slots in the order "always choosing the rightmost tower possible"
          (right to left, empty ones too), each as (slot, room left below 21, which values fit);
          only the slot a play changed is looked at again;
        - ``scan``: after a draw (1E) the face-up cards are not looked at again. None of them could
          be played, and neither they, the slots nor the blocked values have changed since; only
          the card just drawn, face down, is new, and 1D flips it.
        Called only while it is Taroma's turn in a game going on (``_start_turn``, ``_finish_action``).
        """
        faces, row, up = self.faces, self.hands[TAROMA], self.up
        totals = (self._sums or self._tower_sums())[TAROMA]
        blocked = self._tops[1 - TAROMA]     # the person's tops, 0 for an empty slot (no card's value)
        tops = self._tops[TAROMA]
        last = len(totals) - 1          # slot k is ``slots[last - k]``
        slots = []
        for k in range(last, -1, -1):
            slots.append(_TAROMA_SLOTS[k][totals[k]][tops[k]])
        scan = True
        while True:
            if self.acted:
                # "2. Repeat or End. If Taroma has played their last action, their turn ends.
                # Otherwise, repeat this process starting from 1A."
                left = self.actions
                if left <= 0:
                    events.append(new_event("taroma_step", _STEP_ENDS.copy()))
                    self._end_turn(events)
                    return
                events.append(new_event("taroma_step", _STEP_GOES_ON[left].copy()))
            card = None
            if scan and up:     # ``up`` lists face-up cards of the row only
                # Taroma's face-up values, each with its rightmost card ("always ... the rightmost"
                # among equal values: walking left to right, the rightmost is written last).
                shown = {}
                for c in row:
                    if c in up:
                        shown[faces[c]] = c
                # "1A. Complete a Tower. Play Taroma's highest face up card to any of Taroma's
                # towers to complete it." Only a card of a slot's exact room completes it; of two
                # slots with the same room, the rightmost.
                best = 0
                for k, room, fits in slots:
                    if room > best and room in shown and fits[room] and room not in blocked:
                        best, slot = room, k
                if best:
                    card, caption = shown[best], "1A"
                else:
                    # "1B. Play Highest Card ... to one of Taroma's towers, always choosing the
                    # rightmost tower possible." "1C. Play Next Highest. If the highest card cannot
                    # be played (blocked), Play the next highest face up card until a card is
                    # played."
                    values = sorted(shown, reverse=True)
                    for v in values:
                        if v in blocked:
                            continue
                        for k, room, fits in slots:
                            if fits[v]:
                                card, slot = shown[v], k
                                caption = "1B" if v == values[0] else "1C"
                                break
                        if card is not None:
                            break
            if card is None:
                # "1D. Flip and Play. If no face up cards can be played, flip over Taroma's
                # rightmost face down card, one by one, until you can Play a card. Revealed cards
                # remain face up." Nothing else changes between flips, so only the card just
                # revealed can be the one played: on a slot it completes if there is one, else on
                # the rightmost it fits. The face-down cards are found from the left, where Taroma
                # draws them (``up`` holds row cards only, so their number is known), then flipped
                # from the right.
                hidden = len(row) - len(up)
                down = []
                if hidden:
                    for index, c in enumerate(row):
                        if c not in up:
                            down.append(index)
                            if len(down) == hidden:
                                break
                for index in reversed(down):
                    c = row[index]
                    up.append(c)
                    v = faces[c]
                    data = _FLIP_UP.copy()
                    data["card"] = c
                    data["index"] = index
                    data["face"] = v
                    events.append(new_event("flip", data))
                    if v in blocked:
                        continue
                    target = None
                    for k, room, fits in slots:
                        if fits[v]:
                            if v == room:
                                target = k
                                break
                            if target is None:
                                target = k
                    if target is not None:
                        card, slot, caption = c, target, "1D"
                        break
            if card is None:
                # "1E. Draw Face Down. If still no card can be played (all cards are face up or
                # there are no cards), Draw a card to the left of Taroma's row, face down."
                self.actions -= 1
                self.acted += 1
                if self.deck:
                    self._draw(TAROMA, events, "1E")
                else:
                    events.append(new_event("taroma_idle", {
                        "caption": "1E", "seat": TAROMA, "reason": "Taroma can neither play nor draw: the action is lost."}))
                scan = False
                continue
            if faces[card] == FOUR:
                self._taroma_play_fours(card, slot, events, caption)
            else:
                self._play(TAROMA, (card,), TAROMA, slot, events, caption)
            slots[last - slot] = _TAROMA_SLOTS[slot][totals[slot]][tops[slot]]
            scan = True
            # A play never ends the turn or the game; only a 5 that makes the person put cards back
            # stops it (the person's Discard goes on with it, see ``_finish_action``).
            if self.phase != TURN:
                return

    def _taroma_play_fours(self, card: int, slot: int, events: list[Event], caption: str) -> None:
        """Play the 4 ``card`` on Taroma's tower ``slot``, and by the variance, "When a 4 is played by
        Taroma, also play as many of their face up 4 cards as possible to the same tower"."""
        faces = self.faces
        ids = [card]
        total = self._sums[TAROMA][slot] + FOUR      # set up by ``_taroma_continue``
        up = self.up
        for c in reversed(self.hands[TAROMA]):
            if c != card and c in up and faces[c] == FOUR and total + FOUR <= TARGET:
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
        if len(stay) > 1:     # shuffling one card draws no random number: no generator needed
            shuffle(self._rand(), stay)
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
        if len(pool) > 1:     # shuffling one card draws no random number: no generator needed
            shuffle(self._rand(), pool)
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
