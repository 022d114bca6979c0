"""How a Sky 5 game was decided, in one sentence: score, then banked cards, else shared."""
from __future__ import annotations

from ...wording import agree, join_names


def explain(result: dict, names: list[str]) -> str:
    scores, cards, winners = result["scores"], result.get("cards") or [], result["winners"]
    if not winners:
        return "Nobody won."
    won = [names[i] for i in winners]
    top = scores[winners[0]]
    how = result.get("decided_by", "score")
    if how == "cards":
        beaten = [i for i, v in enumerate(scores) if v == top and i not in winners]     # tied, with fewer cards
        return (f"{join_names(won)} and {join_names([names[i] for i in beaten])} tied on {top} points; "
                f"{join_names(won)} {agree(won, 'wins', 'win')} with more banked cards "
                f"({cards[winners[0]]} against {max(cards[i] for i in beaten)}).")
    if how == "shared":
        return (f"{join_names(won)} tied on {top} points and {cards[winners[0]]} banked cards each, "
                f"so the victory is shared.")
    return f"{join_names(won)} {agree(won, 'wins', 'win')} with the highest score, {top} points."
