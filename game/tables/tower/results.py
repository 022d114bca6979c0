"""The Tower scorepad for the results screen (each tower's stones, their sum, the +5 and the total)
and one sentence on how the game was decided. Works from ``state.result()`` alone (no pygame)."""
from __future__ import annotations

from ...wording import agree, join_names
from .words import BONUS, HEIGHT


def scorepad_rows(result: dict) -> list[tuple[str, list]]:
    """Rows (label, one value per place)."""
    scores = result.get("scores") or []
    if not scores:
        return []
    n = len(scores)
    stones = result.get("stones") or [0] * n
    values = result.get("values") or list(scores)
    bonus = result.get("bonus") or [0] * n
    return [("Stones", [f"{s}/{HEIGHT}" for s in stones]),
            ("Sum of the stones", list(values)),
            (f"Complete tower +{BONUS}", [f"+{b}" if b else "-" for b in bonus]),
            ("Total", list(scores))]


def explain(result: dict, names: list[str]) -> str:
    scores = result.get("scores") or []
    winners = result.get("winners") or []
    if not winners or not scores:
        return "Nobody won."
    won = [names[i] for i in winners]
    top = scores[winners[0]]
    done = result.get("completed")
    bonus = result.get("bonus") or [0] * len(scores)
    if done is not None:
        who = names[done]
        how = (f"{who} completed a tower of six stones while the pile still held cards: +{BONUS}."
               if bonus[done] else f"{who} completed a tower of six stones after the pile ran out: no bonus.")
    else:
        how = "The pile ran out and every hand was played."
    if len(won) > 1:
        return f"{join_names(won)} share the win with {top} points each. {how}"
    return f"{won[0]} {agree(won, 'wins', 'win')} with {top} points. {how}"
