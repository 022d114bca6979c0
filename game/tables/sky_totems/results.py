"""The Sky Totems scorepad for the results screen, in the rulebook's order: the totems by kind,
common pedestals, rare pedestals, altar cards, total (and in solo the total of both altars and the
rank)."""
from __future__ import annotations

from ...wording import agree, join_names


def scorepad_rows(result: dict) -> list[tuple[str, list]]:
    """Rows (label, one value per altar) from ``state.result()``; empty when there is no breakdown."""
    pads = result.get("breakdown") or []
    if not pads:
        return []
    rows = [(f"{kind} totems", [p["totems"].get(kind, 0) for p in pads]) for kind in pads[0]["totems"]]
    for label, key in (("Common pedestals", "common"), ("Rare pedestals", "rare"), ("Altar cards", "altar_cards"),
                       ("Total", "total")):
        rows.append((label, [p[key] for p in pads]))
    return rows


def explain(result: dict, names: list[str]) -> str:
    """One sentence on how the game was decided."""
    scores, winners = result.get("scores") or [], result.get("winners") or []
    if result.get("decided_by") == "solo":
        return f"Both altars together score {result.get('total', sum(scores))} points: {result.get('rank', '')}."
    if not winners:
        return "Nobody won."
    won = [names[i] for i in winners]
    joined = join_names(won)
    top = scores[winners[0]]
    how = result.get("decided_by", "score")
    counts = result.get("totem_counts") or []
    if how == "totems":
        return f"{joined} {agree(won, 'wins', 'win')} the tie on {top} points with the most totems ({counts[winners[0]]})."
    if how == "shared":
        return f"{joined} tied on {top} points and {counts[winners[0]]} totems each, so the victory is shared."
    return f"{joined} {agree(won, 'wins', 'win')} with the highest score, {top} points."
