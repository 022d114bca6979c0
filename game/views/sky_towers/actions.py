"""What gestures and keys do at the Sky Towers table: where the selected cards may go (and the rules'
reason where not), selecting, drawing, ending the turn, playing and taking a tower back, and the
buttons that answer now.

``TableActions`` is mixed into ``SkyTowersView`` (view.py); the pointer, the keyboard and the
buttons all end here, in ``_submit``.
"""
from __future__ import annotations

from rules.core import Command, Rejected
from rules.sky_towers.commands import Draw, EndGame, EndTurn, Play, Return, parse_tower

from ...widgets import ui
from .timing import CONFIRM_SECONDS


class TableActions:
    """The commands part of ``SkyTowersView``'s input."""

    # ------------------------------------------------------------------ where the selection may go
    def _selection_key(self) -> tuple[int, ...]:
        return tuple(sorted(self.selected))

    def _targets(self, ids: list[int] | None = None) -> dict[str, str | None]:
        """For the cards ``ids`` (default: the selection): tower -> None (legal) or the rules' reason."""
        a = self.human_actor()
        if a is None or self.shown.get("phase") != "turn":
            return {}
        ids = sorted(self.selected if ids is None else ids)
        if not ids:
            return {}
        key = (self.shown.get("step"), tuple(ids), a)
        if self._targets_cache and self._targets_cache[0] == key:
            return self._targets_cache[1]
        cards = tuple(ids)
        legal = {c.tower for c in self.legal_of(Play) if c.cards == cards}
        values = [self.faces.get(c) for c in ids]
        out: dict[str, str | None] = {}
        for owner in range(self.n):
            if owner != a and not (not self.light and len(ids) == 1 and values[0] in (8, 9)):
                continue
            for slot, t in enumerate(self.d_towers[owner]):
                tower = f"{owner}.{slot}"
                if owner != a and not t:
                    continue
                if tower in legal:
                    out[tower] = None
                else:
                    out[tower] = self._reason(Play(a, cards, tower))
        self._targets_cache = (key, out)
        return out

    def _reason(self, cmd: Command) -> str:
        try:
            self.state.check(cmd)
        except Rejected as e:
            return e.reason
        return ""

    # ------------------------------------------------------------------ commands
    def _submit(self, cmd: Command, at=None) -> bool:
        """Send ``cmd``; a command the rules refuse is not sent: its reason is shown at ``at`` (by
        default the thing the command is about: the tower, the deck, the button)."""
        reason = self._reason(cmd)
        if reason:
            self.rejected(reason, at=at if at is not None else self._command_rect(cmd))
            return False
        ok = self.host.submit(cmd) is not None
        if ok:
            self.notice = None
            self.confirm_end = 0.0
        self._version += 1
        return ok

    def _command_rect(self, cmd: Command):
        """Where a refusal of ``cmd`` is shown: the thing it is about."""
        if isinstance(cmd, (Play, Return)):
            return self._tower_rect_of(cmd.tower)
        if isinstance(cmd, Draw):
            return self._pile_rect("deck")
        if isinstance(cmd, (EndTurn, EndGame)):
            return self.buttons["end"].rect
        button = self.chooser_buttons.get("confirm")
        return button.rect if button is not None else None

    def _click_draw(self) -> None:
        a = self.human_actor()
        if a is None:
            return
        draws = self.legal_of(Draw)
        if self.light and draws and all(d.discard != -1 for d in draws):
            if len(self.selected) == 1:
                self._submit(Draw(a, self.selected[0]))
            else:
                self.rejected(f"Your hand is full ({self.shown.get('hand_limit')} cards): click the card to discard, "
                              "then the deck (or drag the card onto the discard pile).", at=self._pile_rect("deck"))
            return
        self._submit(Draw(a))

    def _click_end(self) -> None:
        a = self.human_actor()
        if a is None:
            return
        if self.light:
            if self.confirm_end <= 0:
                self.confirm_end = CONFIRM_SECONDS
                self.rejected("End the game and score now? Press End game (E) again to confirm.",
                              at=self.buttons["end"].rect)
                self.notice = (self.notice[0], CONFIRM_SECONDS)
                return
            self._submit(EndGame(a))
            return
        self._submit(EndTurn(a))

    def _play_selection(self, tower: str) -> bool:
        a = self.human_actor()
        if a is None or not self.selected:
            return False
        cards = self._selection_key()
        cmd = Play(a, cards, tower)
        targets = self._targets()
        if tower in targets and targets[tower] is None:
            return self._submit(cmd)
        reason = targets.get(tower) or self._reason(cmd) or "That card cannot go there."
        self.rejected(reason, at=self._tower_rect_of(tower))
        return False

    def _return_words(self) -> str:
        if self.light:
            return "Drag this tower onto the discard pile (or your hand) to discard it, or press R."
        return "Drag this tower onto your hand to take it back (Return), or press R."

    def _return(self, slot: int) -> bool:
        a = self.human_actor()
        if a is None:
            return False
        return self._submit(Return(a, f"{a}.{slot}"))

    def _toggle(self, cid: int) -> None:
        """Select a hand card; several 4s may be selected together, any other card alone."""
        if cid in self.selected:
            self.selected.remove(cid)
        else:
            v = self.faces.get(cid)
            keep = [c for c in self.selected if v == 4 and self.faces.get(c) == 4 and not self.light]
            self.selected = keep + [cid]
        self._targets_cache = None
        self._relayout(duration=0.12, ui_only=True)

    def _activate(self, target: tuple) -> None:
        a = self.human_actor()
        if a is None:
            return
        kind = target[0]
        if kind == "deck":
            self._click_draw()
        elif kind == "tower":
            if self.selected:
                self._play_selection(target[1])
            else:
                o, k = parse_tower(target[1])
                if o == a and self.d_towers[a][k]:
                    self.rejected(self._return_words(), at=self._tower_col(o, k))
                else:
                    self.rejected("Pick a card from your hand first (click it or press its number).",
                                  at=self._tower_col(o, k))
        elif kind == "card":
            self._toggle(target[1])
        elif kind == "pick":
            self._toggle_pick(target[1])
        elif kind == "ask_target":
            self.ask_target = target[1]
        elif kind == "ask_value":
            self.ask_value = target[1]
        self._version += 1

    # ------------------------------------------------------------------ buttons
    def _clickable_buttons(self):
        return self._live_buttons()

    def _live_buttons(self) -> list[ui.Button]:
        """The buttons that answer now, with ``enabled`` brought up to date."""
        self._sync_buttons()
        out = list(self.chooser_buttons.values()) if self.chooser() else []
        if self.done_for:
            return [self.done_button]
        if self.show_buttons and not self.caption:
            out += list(self.buttons.values())
        return out

    def _sync_buttons(self) -> None:
        human = self.human_actor()
        in_turn = human is not None and self.shown.get("phase") == "turn"
        self.buttons["draw"].enabled = in_turn and bool(self.legal_of(Draw))
        self.buttons["end"].enabled = in_turn and bool(self.legal_of(EndGame if self.light else EndTurn))
        self.buttons["end"].label = ("Sure? Click again" if self.confirm_end > 0 else
                                     ("End game  (E)" if self.light else "End turn  (E)"))
        self.buttons["menu"].enabled = self.interactive
        kind = self.chooser()
        self._make_chooser_buttons()
        if kind and self.chooser_buttons:
            self.chooser_buttons["confirm"].enabled = (len(self.pick) == self._need_back()) if kind == "discard" \
                else (self.ask_target is not None and self.ask_value is not None)
            if kind == "ask":
                self._ask_defaults()
                self.chooser_buttons["clear"].enabled = bool(self.shown.get("deck"))
