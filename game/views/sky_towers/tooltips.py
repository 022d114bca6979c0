"""What each thing on the Sky Towers table is, for the tooltip the shared overlay draws when the
pointer rests on it: ``tooltip_at(pos) -> (name, full text)`` or None.

Every card (its value, kites and flags, and its effect in the rulebook's words as this mode plays
it), every tower (its cards and total, what its top card blocks, and whether the selected cards may
go there), completed towers, bonus cards (their condition and who holds them), the deck and the
piles, Taroma's row and procedure, the actions panel, the seats and the log. A face hidden from the
viewer stays hidden here too: a face-down card is only "a card".

``TableTooltips`` is mixed into ``SkyTowersView`` (view.py).
"""
from __future__ import annotations

import pygame

from rules.sky_towers.cards import FLAGS, KITES, TARGET
from rules.sky_towers.commands import parse_tower

from ...wording import second_person
from .narration import KEYS
from .words import (ACTIONS_RULE, a_card, BONUS_RULE, LIGHT_BONUS_RULE, PLAY_RULE, STEP_ORDER, STEP_RULES, STEPS,
                    rule_text)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


class TableTooltips:
    """The tooltip part of ``SkyTowersView``."""

    def tooltip_at(self, pos) -> tuple[str, str] | None:
        if not self.size or not self.shown or self.drag:
            return None
        pos = (int(pos[0]), int(pos[1]))
        for find in (self._tip_chooser, self._tip_hand_card, self._tip_tower_card, self._tip_tower,
                     self._tip_done, self._tip_bonus, self._tip_piles, self._tip_caption, self._tip_zones):
            tip = find(pos)
            if tip is not None:
                name, text = tip
                return second_person(name), text
        return None

    # ------------------------------------------------------------------ words about cards
    def _whose(self, seat: int) -> str:
        """"your" for the one person here, else "Vega's"."""
        if seat == self.viewer and len(self.humans) == 1:
            return "your"
        return f"{self.name(seat)}'s"

    def card_tip(self, value: int, where: str = "") -> tuple[str, str]:
        """A card's name and its full rule: value, kites, flags and effect as this mode plays it."""
        k, f = KITES[value], FLAGS[value]
        scores = "scores nothing in Light solitaire (a completed tower scores 1 point)" if self.light else \
            f"{_plural(k, 'kite')} and {_plural(f, 'flag')}"
        name = a_card(value).capitalize() + (f" ({where})" if where else "")
        return name, f"Value {value}, {scores}.\n{rule_text(value, self.mode)}"

    def _hidden_card_tip(self, seat: int) -> tuple[str, str]:
        if self.taroma and seat == 1:
            return ("A face-down card in Taroma's row",
                    "Nobody sees it until Taroma flips it. " + STEP_RULES["1D"])
        return (f"A card in {self._whose(seat)} hand",
                second_person(f"Only {self.name(seat)} sees its face.")
                + f" {_plural(len(self.d_hands[seat]), 'card')} in that hand.")

    # ------------------------------------------------------------------ finders, topmost first
    def _tip_chooser(self, pos):
        if not self.chooser():
            return None
        for item, rect in self._chooser_items():
            if not rect.collidepoint(pos):
                continue
            if item[0] == "pick":
                value = self.faces.get(item[1])
                if value is not None and self.shown.get("actor") == self.viewer:
                    return self.card_tip(value, "in your hand")
                return None
            if item[0] == "ask_value":
                name, text = self.card_tip(item[1])
                return f"Ask for {a_card(item[1])}", f"If they hold {a_card(item[1])}, they must give you one.\n{text}"
            if item[0] == "ask_target":
                p = item[1]
                return self.name(p), f"{_plural(len(self.d_hands[p]), 'card')} in hand. {RULE_TEXT_6_ASK}"
        return None

    def _tip_hand_card(self, pos):
        for seat in sorted(range(self.n), key=lambda s: self.pos_of(s)):
            hand = self.d_hands[seat]
            for cid in reversed(hand):
                s = self.sprites.get(cid)
                if s is None or not s.rect().collidepoint(pos):
                    continue
                zone = "row.1" if (self.taroma and seat == 1) else f"hand.{seat}"
                if not (s.face_up and self.face_visible(cid, zone)):
                    return self._hidden_card_tip(seat)
                where = "face up in Taroma's row" if zone == "row.1" else "in your hand"
                name, text = self.card_tip(self.faces[cid], where)
                if zone == "row.1":
                    text += "\n" + STEP_RULES["1B"]
                return name, text
        return None

    def _tip_tower_card(self, pos):
        for owner in range(self.n):
            for slot, t in enumerate(self.d_towers[owner]):
                for cid in reversed(t):
                    s = self.sprites.get(cid)
                    if s is None or not s.rect().collidepoint(pos) or cid not in self.faces:
                        continue
                    tower = self._tower_words(owner, slot)
                    name, text = self.card_tip(self.faces[cid], f"in {tower}")
                    _, about = self.tower_tip(owner, slot)
                    return name, f"{text}\n{about}"
        return None

    def _tip_tower(self, pos):
        tower = self._tower_at(pos)
        if tower is None:
            return None
        owner, slot = parse_tower(tower)
        return self.tower_tip(owner, slot)

    def _tower_words(self, owner: int, slot: int) -> str:
        word = self._slot_word(owner, slot)
        return f"{self._whose(owner)} {word}"

    def tower_tip(self, owner: int, slot: int) -> tuple[str, str]:
        """A tower's name and what it holds: its cards, total, what its top card blocks, and whether
        the selected (or dragged) cards may go onto it and why not."""
        t = self.d_towers[owner][slot]
        values = [self.faces.get(c) for c in t]
        total = sum(v or 0 for v in values)
        name = self._tower_words(owner, slot)
        name = name[:1].upper() + name[1:]
        if not t:
            text = "Empty: a card played here starts a new tower. " + PLAY_RULE
        else:
            cards = ", ".join(str(v) if v is not None else "?" for v in values)
            text = f"Cards, bottom to top: {cards}. Total {total} of {TARGET}: {TARGET - total} more completes it."
            top = values[-1]
            if top is not None and not self.light:
                if self.taroma:
                    other = "Taroma" if owner == 0 else "you"
                    text += f" While the {top} is on top, {other} may never play {a_card(top)}."
                else:
                    if self.n == 2:
                        who = self.name(1 - owner)
                    else:
                        who = f"the players to {self._whose(owner)} left and right"
                    text += " " + second_person(f"While the {top} is on top, {who} may never play {a_card(top)}.")
            if top == 1:
                text += " Only a 1 can cover a 1."
        name = f"{name}: {total} / {TARGET}" if t else name
        ids = self._tip_selection()
        if ids:
            reason = self._targets(ids).get(f"{owner}.{slot}", "missing")
            if reason == "missing":
                a = self.human_actor()
                from rules.sky_towers.commands import Play
                reason = self._reason(Play(a, tuple(sorted(ids)), f"{owner}.{slot}")) if a is not None else ""
            what = " and ".join(str(self.faces.get(c, "?")) for c in ids)
            text = (f"Your {what} cannot go here: {reason}" if reason else f"Your {what} can go here.") + "\n" + text
        return name, text

    def _tip_selection(self) -> list[int]:
        if self.human_actor() is None or self.shown.get("phase") != "turn":
            return []
        return list(self.selected)

    def _tip_done(self, pos):
        for seat in range(self.n):
            for stack, tile in zip(self.d_completed[seat], self._done_tiles(seat)):
                if not tile.collidepoint(pos):
                    continue
                if self.light:
                    return ("A completed tower", "Completed towers lie face down in separate stacks; each "
                                                 "scores 1 point at the end of the game.")
                values = [self.faces.get(c, 0) for c in stack]
                k = sum(KITES[v] for v in values)
                f = sum(FLAGS[v] for v in values)
                cards = ", ".join(str(v) for v in values)
                return (f"One of {self._whose(seat)} completed towers",
                        f"Cards: {cards}. {_plural(k, 'kite')} and {_plural(f, 'flag')} at the end of the game. "
                        "Completed towers no longer block.")
            R = self.done_r.get(self.pos_of(seat))
            if R is not None and R.collidepoint(pos):
                count = len(self.d_completed[seat])
                score = "Each scores 1 point." if self.light else \
                    "Their yellow kites score at the end of the game; pink flags break ties."
                return (f"{self._whose(seat).capitalize()} completed towers: {count}",
                        f"A tower is complete when it adds up to {TARGET} exactly. {score}")
        return None

    def _tip_bonus(self, pos):
        for i, (b, rect) in enumerate(zip(self.shown["bonus"], self._bonus_rects())):
            if not rect.collidepoint(pos):
                continue
            data = self._bonus_card(b["id"])
            holder = self.d_bonus[i]
            prize = "1 point" if self.light else _plural(b["kites"], "kite")
            if holder is None:
                held = "On the table: nobody holds it yet."
            elif holder == self.viewer and len(self.humans) == 1:
                held = "Held by you."
            else:
                held = second_person(f"Held by {self.name(holder)}.")
            condition = data.text if data is not None else ""
            rule = LIGHT_BONUS_RULE if self.light else BONUS_RULE
            return f"{b['name']} bonus card ({prize})", f"{condition} {held}\n{rule}"
        return None

    def _tip_piles(self, pos):
        px = self.layout.px
        if self._pile_rect("deck").inflate(px(16), px(16)).collidepoint(pos) or self.layout["deck"].collidepoint(pos):
            n = self.d_deck
            if self.light:
                text = ("Draw: take the top card from the deck and add it to your hand. If you have a full hand, "
                        "you must discard a card face down to the discard pile before drawing a new card. The game "
                        "ends when you can no longer take an action.")
            else:
                text = ("Draw: take the top card from the deck and add it to your hand. There is no hand limit. "
                        "Tip: Beware of the 5. When the player who draws the last card ends their turn, all "
                        "players take 1 more turn of up to 3 actions.")
            return f"The deck: {_plural(n, 'card')}", text
        for zone, count, name, text in (
                ("discard", self.d_discard, "The discard pile",
                 "Cards discarded face down: to draw with a full hand, or a whole tower taken back (Return)."),
                ("out", self.d_out, "Set aside",
                 "Cards set aside face down at the start of the game: they are out of the game.")):
            if zone in self.layout and self._pile_rect(zone).inflate(px(16), px(16)).collidepoint(pos):
                return f"{name}: {_plural(count, 'card')}", text
        return None

    def _tip_caption(self, pos):
        if "caption" not in self.layout or not self.layout["caption"].collidepoint(pos):
            return None
        code = self.step_caption[0] if self.step_caption else ""
        steps = "\n".join(f"{c}. {STEP_RULES[c]}" for c in STEP_ORDER)
        if code in STEP_RULES:
            return f"Taroma's step {code}: {STEPS[code][0]}", f"{STEP_RULES[code]}\n\nThe procedure:\n{steps}"
        return "Taroma's procedure", ("Taroma normally takes 2 actions, but might take more if they play an 8 or 9. "
                                      "For each action, go through each option until 1 action is taken. Taroma "
                                      f"never takes the Return action.\n{steps}")

    def _tip_zones(self, pos):
        L = self.layout
        if self.taroma and self.hand_r[self.pos_of(1)].collidepoint(pos):
            up = sum(1 for c in self.d_hands[1] if c in self.d_up)
            return (f"Taroma's row: {_plural(len(self.d_hands[1]), 'card')}, {up} face up",
                    "Taroma plays its face-up cards, highest first (1B, 1C), and flips face-down cards from the "
                    "right (1D). Its row's kites count for Taroma at the end of the game.")
        if "actions" in L and L["actions"].collidepoint(pos):
            if self.light:
                return ("Light solitaire", "Take actions repeatedly until you can no longer do so: Play, Draw or "
                                           "Return. Your score is the number of completed towers and bonus cards; "
                                           "10 or more (or all the bonus cards) makes you a master builder.")
            return f"{_plural(self.d_actions, 'action')} left", ACTIONS_RULE
        if getattr(self, "hint_rect", None) is not None and self.hint_rect.collidepoint(pos) and self.show_buttons:
            keys = KEYS if not self.light else \
                KEYS.replace("E end turn", "E end game").replace("R take a tower back", "R discard a tower")
            return "Keys", keys.replace("Keys: ", "")
        if "log" in L and L["log"].collidepoint(pos):
            return "What happened", "The latest news of the game. Press L for the whole log."
        for seat in range(self.n):
            R = self.seat_r.get(self.pos_of(seat))
            if R is None or not R.collidepoint(pos):
                continue
            head = pygame.Rect(R.left, R.top, R.w, self.label_h + self.layout.px(14))
            if not head.collidepoint(pos):
                continue
            v = self.shown
            held = [b["name"] for b, h in zip(v["bonus"], self.d_bonus) if h == seat]
            parts = [_plural(len(self.d_hands[seat]), "card") + (" in the row" if self.taroma and seat == 1
                                                                 else " in hand"),
                     _plural(len(self.d_completed[seat]), "completed tower")]
            if not self.light:
                parts.insert(0, _plural(v["kites"][seat], "kite"))
            if held:
                parts.append("bonus cards: " + ", ".join(held))
            return self.name(seat), "; ".join(parts) + "."
        return None


RULE_TEXT_6_ASK = "When you play a 6, you may ask a player for a card by number: if they have it, they must give it."
