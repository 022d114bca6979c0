"""What the Sky Totems table says: the status line, the hint over the buttons, the result in a
sentence, and why a totem cannot be built now.

``TableWords`` is mixed into ``SkyTotemsView`` (view.py).
"""
from __future__ import annotations

from ...wording import agree
from .cards import wrap


class TableWords:
    """What ``SkyTotemsView`` says (see the module docstring)."""

    def status_text(self) -> str:
        v = self.shown
        if not v:
            return ""
        if v["over"]:
            return "Game over: " + self._result_sentence(v.get("result") or {})
        actor = v["actor"]
        who = self.name(actor)
        human = self.human_actor() is not None
        ph = v["phase"]
        if ph == "choose":
            return f"{who}: choose your starting altar card" if human else f"{who} is choosing a starting altar card"
        if ph == "start_cloud":
            return f"{who}: place your starting cloud next to your altar"
        rnd = f"Round {v['round']} of {v['rounds']}"
        if v["stage"] == "final":
            rnd = "Final Totem"
        elif v["stage"] == "reveals":
            rnd = "Last reveals"
        if v["clouds_to_place"]:
            n = v["clouds_to_place"]
            what = f"place the cloud tile{'s' if n > 1 else ''} ({n} to place)"
        elif v["choice"]:
            why = "the mission's reward" if v["choice"]["why"] == "reward" else "the Cat's blessing"
            what = f"choose a pedestal from the bag ({why})"
        elif v["tray"]:
            n = len(v["tray"])
            what = f"place or trade {n} pedestal{'s' if n > 1 else ''}"
        elif v["construct"]:
            what = "the Dragon's blessing: take a Pedestal Field"
        elif v["turn_kind"] == "final":
            what = "build a last totem or pass"
        elif v["turn_kind"] == "reveal":
            what = "reveal a met mission or pass"
        elif v["done"]:
            what = "reveal a met mission or end the turn"
        else:
            what = "take a Pedestal Field or build a totem"
        return f"{rnd}  ·  {who}: {what}"

    def hint_text(self) -> str:
        waiting = self._waiting_hint()
        if waiting is not None:
            return waiting
        v = self.shown
        if self.human_actor() is None:
            return "Waiting…"
        if self.dialog():
            return "Click a choice, or press its number. Tab and Enter work too."
        if self.lg_cloud:
            return "Drag the cloud onto a highlighted space next to your altar, or click a highlighted space."
        if v["tray"]:
            return ("Drag a pedestal onto a highlighted cloud, or onto the bag to trade it for a cloud. "
                    "Click a pedestal, then a cloud, works too.")
        if self.sel and self.sel[0] == "totem":
            return f"Click where the {self.sel[1]} Totem should stand (R or right button turns it). Tab cycles the places."
        parts = []
        if self.lg_fields:
            parts.append("Drag a Pedestal Field to your tray (or click it, or press 1-5)")
        if self.lg_draw:
            parts.append("Click the bag to draw 2 pedestals (D)")
        if self.lg_build:
            parts.append("drag a glowing totem tile onto your altar")
        if self.lg_reveal:
            parts.append("reveal a met mission")
        if self.lg_end and not parts:
            parts.append("End the turn (E)")
        text = "; ".join(parts) + "." if parts else ""
        return text[:1].upper() + text[1:]

    def _wrap(self, s: str, size: int, width: int) -> list[str]:
        return wrap(s, size, width)

    def _result_sentence(self, res: dict) -> str:
        scores = res.get("scores") or []
        if res.get("decided_by") == "solo":
            return f"{res.get('total', sum(scores))} points in total: {res.get('rank', '')}"
        winners = res.get("winners") or []
        if not winners or not scores:
            return ""
        won = [self.name(w) for w in winners]
        names = " and ".join(won)
        verb = agree(won, "wins", "win") if len(won) == 1 else "share the win"
        return f"{names} {verb} with {scores[winners[0]]} points"

    def _why_not_buildable(self, kind: str) -> str:
        v = self.shown
        if kind == "Cat":
            return "The Cat Totem is never built by hand: it comes by itself on a stack of 6 or more."
        if v.get("phase") != "turn":
            return "Totems are built during your turn."
        if v.get("done") or v.get("tray") or v.get("construct"):
            return "You have already taken this turn's action."
        return f"No {kind} Totem can stand on your altar now: its condition is not met anywhere."
