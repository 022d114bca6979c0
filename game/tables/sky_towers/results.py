"""The Sky Towers scorepad for the results screen: one column per player (Taroma solitaire: you and
Taroma; Light: you), rows from completed towers to the total, and one sentence on how it was decided
(kites, then flags; Light's score and master-builder verdict; Taroma's comparison).

Works from ``state.result()`` alone, so it needs no pygame and no session.
"""
from __future__ import annotations

from rules.sky_towers.cards import BONUS_CARDS, MASTER_BUILDER

from ...wording import agree, join_names as _join

BONUS = {b.id: b for b in BONUS_CARDS}


def _names_of(ids: list[str]) -> str:
    return ", ".join(BONUS[b].name for b in ids if b in BONUS) or "-"


def scorepad_rows(result: dict) -> list[tuple[str, list]]:
    """Rows (label, one value per player) from ``state.result()``."""
    if "master_builder" in result:      # Light solitaire
        bonus = result.get("bonus_cards") or []
        return [("Completed towers", [result.get("towers", 0)]),
                ("Bonus cards", [f"{len(bonus)} ({_names_of(bonus)})" if bonus else "0"]),
                ("Master builder", ["yes" if result.get("master_builder") else "no"]),
                ("Total", [result.get("score", 0)])]
    kites = result.get("kites") or result.get("scores") or []
    if not kites:
        return []
    flags = result.get("flags") or [0] * len(kites)
    towers = result.get("towers") or [0] * len(kites)
    bonus = result.get("bonus_cards") or [[] for _ in kites]
    bonus_kites = [sum(BONUS[b].kites for b in ids if b in BONUS) for ids in bonus]
    on_towers = [k - b for k, b in zip(kites, bonus_kites)]
    taroma = result.get("taroma_breakdown") or {}     # Taroma solitaire: seat 1 is Taroma
    if "outcome" in result:
        on_towers[1] = taroma.get("completed", 0)
    rows = [("Completed towers", list(towers)), ("Kites on completed towers", on_towers),
            ("Bonus cards", [_names_of(b) for b in bonus]), ("Kites on bonus cards", bonus_kites)]
    if "outcome" in result:
        rows.append(("Unfinished towers and row", ["-", taroma.get("towers_and_row", 0)]))
    return rows + [("Flags (tie-break)", list(flags)), ("Total", list(kites))]


def explain(result: dict, names: list[str]) -> str:
    """One sentence on how the game was decided."""
    if "master_builder" in result:
        score = result.get("score", 0)
        if result.get("master_builder"):
            return f"Score {score}: you are a master builder!"
        return (f"Score {score}. A master builder scores {MASTER_BUILDER} or more, or holds all four bonus cards. "
                f"Can you do better next time?")
    kites = result.get("kites") or result.get("scores") or []
    flags = result.get("flags") or [0] * len(kites)
    how = result.get("decided_by", "kites")
    if "outcome" in result:
        me, them = kites[0], kites[1]
        outcome = result["outcome"]
        if outcome == "win":
            tail = f", with more flags ({flags[0]} against {flags[1]})" if how == "flags" else ""
            return f"You beat Taroma: {me} kites against {them}{tail}."
        if outcome == "shared":
            return f"{me} kites and {flags[0]} flags each: you share the win with Taroma."
        tail = f"; Taroma has more flags ({flags[1]} against {flags[0]})" if how == "flags" else ""
        return (f"Taroma wins: {them} kites against your {me}{tail}. Taroma's kites include its unfinished "
                f"towers and row.")
    winners = result.get("winners") or []
    if not winners or not kites:
        return "Nobody won."
    won = [names[i] for i in winners]
    top, verb = kites[winners[0]], agree(won, "wins", "win")
    if how == "flags":
        tied = [i for i, k in enumerate(kites) if k == top and i not in winners]
        return (f"{_join(won)} and {_join([names[i] for i in tied])} tied on {top} kites; {_join(won)} {verb} with "
                f"more flags ({flags[winners[0]]} against {max(flags[i] for i in tied)}).")
    if how == "shared":
        return f"{_join(won)} tied on {top} kites and {flags[winners[0]]} flags, so the win is shared."
    return f"{_join(won)} {verb} with the most kites, {top}."
