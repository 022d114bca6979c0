"""The Sky Tango scorepad for the results screen (cards cleared, cards left in the rows, each player's
points and, with partners, the team's) and one sentence on how the game was decided. Works from
``state.result()`` alone (no pygame), which always holds every key read here."""
from __future__ import annotations

from ...wording import agree, join_names


def scorepad_rows(result: dict) -> list[tuple[str, list]]:
    """Rows (label, one value per place)."""
    rows = [("Cards cleared (+1 each)", [f"+{c}" if c else "0" for c in result["cleared"]]),
            ("Cards left in rows (-1 each)", [f"-{c}" if c else "0" for c in result["left"]])]
    if result["partners"]:
        return rows + [("Own points", list(result["points"])), ("Team total", list(result["scores"]))]
    return rows + [("Total", list(result["scores"]))]


def explain(result: dict, names: list[str]) -> str:
    winners = result["winners"]
    won = [names[i] for i in winners]
    top = result["scores"][winners[0]]
    pts = "point" if abs(top) == 1 else "points"
    if result["partners"]:
        if len([team for team in result["teams"] if any(s in winners for s in team)]) > 1:
            return f"The teams tie with {top} {pts} each: {join_names(won)} share the win."
        return f"{join_names(won)} win as partners with {top} {pts} together."
    if len(won) > 1:
        return f"{join_names(won)} share the win with {top} {pts} each."
    return f"{won[0]} {agree(won, 'wins', 'win')} with {top} {pts}: cleared cards count +1, cards left in the rows -1."

