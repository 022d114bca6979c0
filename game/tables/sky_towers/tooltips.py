"""What each thing on the Sky Towers table is, for the tooltip: every card (its value, kites and
flags, and its effect in the rulebook's words as this mode plays it), every tower (its cards and
total, what its top card blocks, and whether the picked cards may go there), completed towers,
bonus cards (their condition and who holds them), the deck and the piles, Taroma's row and
procedure, the actions panel, the seats and the log. A face hidden from the viewer stays hidden
here too: a face-down card is only "a card". The kit asks the zones top first
(``CardWords.tooltip_at``)."""
from __future__ import annotations

from rules.sky_towers.cards import BONUS_CARDS, FLAGS, KITES, TARGET

from ...wording import capital, plural
from .words import (ACTIONS_RULE, ASK_RULE, BONUS_RULE, COMPLETE_RULE, DRAW_RULE, LIGHT_BONUS_RULE,
                    LIGHT_COMPLETE_RULE, LIGHT_COMPLETED_RULE, LIGHT_DRAW_RULE, LIGHT_RULE, PILES, PLAY_RULE, ROW_RULE,
                    STEP_ORDER, STEP_RULES, STEPS, TAROMA_RULE, a_card, rule_text)


class SkyTips:
    """The tooltip part of ``SkyTowersTable``."""

    def card_tip(self, value: int, where: str = "") -> tuple[str, str]:
        """A card's name and its full rule: value, kites, flags and effect as this mode plays it."""
        scores = "scores nothing in Light solitaire (a completed tower scores 1 point)" if self.light else \
            f"{plural(KITES[value], 'kite')} and {plural(FLAGS[value], 'flag')}"
        return a_card(value).capitalize() + (f" ({where})" if where else ""), \
            f"Value {value}, {scores}.\n{rule_text(value, self.mode)}"

    def _hand_card_where(self, card: int) -> str:
        return "in your hand"

    def _zone_tip(self, z, pos):
        kind = z.kind
        s = self.sprite_at(self.model.ids(z.name), pos)
        card = s.id if s is not None else None
        if kind == "tower":
            if card is not None:
                name, text = self.card_tip(self.code(card), f"in {self.tower_words(z.tower)}")
                return name, f"{text}\n{self.tower_tip(z.tower)[1]}"
            return self.tower_tip(z.tower) if z.rect.collidepoint(pos) else None
        if kind == "row":
            if card is not None and self.code(card) is None:
                return "A face-down card in Taroma's row", "Nobody sees it until Taroma flips it. " + STEP_RULES["1D"]
            if card is not None:
                name, text = self.card_tip(self.code(card), "face up in Taroma's row")
                return name, f"{text}\n{STEP_RULES['1B']}"
            if z.rect.collidepoint(pos):
                cards = self.model.ids(z.name)
                return (f"Taroma's row: {plural(len(cards), 'card')}, {sum(c not in self.down for c in cards)} face up",
                        ROW_RULE)
        if kind == "hand" and z.rect.collidepoint(pos) and self.count_in(z.name):
            return self._hidden_hand_tip(z, DRAW_RULE)
        if kind == "completed":
            return self._done_tip(z, pos)
        if kind in ("deck", "discard", "out") and (z.card.inflate(self.layout.px(16), self.layout.px(16)).collidepoint(pos)
                                                   or kind == "deck" and z.rect.collidepoint(pos)):
            name, text = PILES.get(kind) or ("The deck", LIGHT_DRAW_RULE if self.light else DRAW_RULE)
            return f"{name}: {plural(self.count_in(kind), 'card')}", text
        return None

    def tower_words(self, tower: str) -> str:
        owner, slot = map(int, tower.split("."))
        return f"{self.name_you(owner)} {self.slot_word(owner, slot)}"

    def tower_tip(self, tower: str) -> tuple[str, str]:
        """A tower's name and what it holds: its cards, total, what its top card blocks, and whether
        the picked (or dragged) cards may go onto it and why not."""
        owner = int(tower.split(".")[0])
        values = [self.code(c) for c in self.model.ids(f"tower.{tower}")]
        total = sum(v or 0 for v in values)
        name = capital(self.tower_words(tower))
        if not values:
            text = "Empty: a card played here starts a new tower. " + PLAY_RULE
        else:
            cards = ", ".join(str(v) if v is not None else "?" for v in values)
            text = f"Cards, bottom to top: {cards}. Total {total} of {TARGET}: {TARGET - total} more completes it."
            top = values[-1]
            if top is not None and not self.light:
                # two seats (Taroma's table too): the other one; more: the neighbours
                who = (("you" if self._you(1 - owner) else self.name(1 - owner)) if self.n == 2
                       else f"the players to {self.name_you(owner)} left and right")
                text += f" While the {top} is on top, {who} may never play {a_card(top)}."
            if top == 1:
                text += " Only a 1 can cover a 1."
            name = f"{name}: {total} / {TARGET}"
        picked = self.picked() if self.human_actor() is not None and self.shown.get("phase") == "turn" else []
        if picked:
            reason = self.why_not(picked[-1], ("tower", tower))
            what = " and ".join(str(self.code(c) or "?") for c in picked)
            text = (f"Your {what} cannot go here: {reason}" if reason else f"Your {what} can go here.") + "\n" + text
        return name, text

    def _done_tip(self, z, pos):
        stacks = self.model.stacks.get(z.name, [])
        tiles = self.done_tiles(z.seat)
        if len(tiles) < len(stacks):
            tiles = []          # folded into one tile that sums them: the zone's own tip below says it
        for stack, tile in zip(stacks, tiles):
            if tile.collidepoint(pos):
                if self.light:
                    return "A completed tower", LIGHT_COMPLETED_RULE
                values = [self.code(c) or 0 for c in stack]
                return (f"One of {self.name_you(z.seat)} completed towers",
                        f"Cards: {', '.join(map(str, values))}. {plural(sum(KITES[v] for v in values), 'kite')} and "
                        f"{plural(sum(FLAGS[v] for v in values), 'flag')} at the end of the game. "
                        "Completed towers no longer block.")
        if z.rect.collidepoint(pos):
            return (f"{self.name_you(z.seat).capitalize()} completed towers: {len(stacks)}",
                    LIGHT_COMPLETE_RULE if self.light else COMPLETE_RULE)
        return None

    def _item_tip(self, item: tuple) -> tuple[str, str] | None:
        """A chooser's card, number or player."""
        if item[0] == "pick":
            value = self.code(item[1])
            return self.card_tip(value, "in your hand") if value is not None else None
        if item[0] == "ask_value":
            _name, text = self.card_tip(item[1])
            return f"Ask for {a_card(item[1])}", f"If they hold {a_card(item[1])}, they must give you one.\n{text}"
        return self.name(item[1]), f"{self._hand_words(item[1])}. {ASK_RULE}"

    def _tip_places(self, pos):
        L = self.layout
        for b, h, rect in zip(BONUS_CARDS, self.holders, self.bonus_rects()):
            if rect.collidepoint(pos):
                held = "On the table: nobody holds it yet." if h is None else capital(self.held_by_words(h)) + "."
                prize = "1 point" if self.light else plural(b.kites, "kite")
                return f"{b.name} bonus card ({prize})", f"{b.text} {held}\n{LIGHT_BONUS_RULE if self.light else BONUS_RULE}"
        if "caption" in L and L["caption"].collidepoint(pos):
            code = self.step_caption[0] if self.step_caption else ""
            steps = "\n".join(f"{c}. {STEP_RULES[c]}" for c in STEP_ORDER)
            if code in STEP_RULES:
                return f"Taroma's step {code}: {STEPS[code][0]}", f"{STEP_RULES[code]}\n\nThe procedure:\n{steps}"
            return "Taroma's procedure", f"{TAROMA_RULE}\n{steps}"
        if "actions" in L and L["actions"].collidepoint(pos):
            if self.light:
                return "Light solitaire", LIGHT_RULE
            return f"{plural(self.actions_left, 'action')} left", ACTIONS_RULE
        if "log" in L and L["log"].collidepoint(pos):
            return "What happened", "The latest news of the game. Press L for the whole log."
        return super()._tip_places(pos)

    def _seat_tip(self, seat: int) -> tuple[str, str]:
        taroma = self.taroma and seat == 1
        parts = [plural(self.count_in("row.1" if taroma else f"hand.{seat}"), "card") + (" in the row" if taroma else " in hand"),
                 plural(len(self.model.stacks.get(f"completed.{seat}", [])), "completed tower")]
        if not self.light:
            parts.insert(0, plural(self.shown["kites"][seat], "kite"))
        held = [b.name for b, h in zip(BONUS_CARDS, self.holders) if h == seat]
        if held:
            parts.append("bonus cards: " + ", ".join(held))
        return self.name(seat), "; ".join(parts) + "."
