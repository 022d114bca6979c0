"""The Sky Tango scorepad for the results screen (cards cleared, cards left in the rows, each player's
points and, with partners, the team's) and one sentence on how the game was decided. Works from
``state.result()`` alone (no pygame); keys it does not find are left out."""
from __future__ import annotations

from ...wording import agree, join_names


def scorepad_rows(result: dict) -> list[tuple[str, list]]:
    """Rows (label, one value per place)."""
    scores = result.get("scores") or []
    if not scores:
        return []
    n = len(scores)
    rows = []
    for key, label, sign in (("cleared", "Cards cleared (+1 each)", "+"), ("left", "Cards left in rows (-1 each)", "-")):
        if isinstance(result.get(key), list):
            rows.append((label, [f"{sign}{c}" if c else "0" for c in result[key][:n]]))
    teams = result.get("teams") or []
    if teams and len(teams) < n:
        if isinstance(result.get("points"), list):
            rows.append(("Own points", list(result["points"][:n])))
        rows.append(("Team total", list(scores)))
    else:
        rows.append(("Total", list(scores)))
    return rows


def explain(result: dict, names: list[str]) -> str:
    scores = result.get("scores") or []
    winners = result.get("winners") or []
    if not winners or not scores:
        return "Nobody won."
    teams = result.get("teams") or []
    won = [names[i] for i in winners if i < len(names)]
    top = scores[winners[0]]
    pts = "point" if abs(top) == 1 else "points"
    if teams and len(teams) < len(scores):
        won_teams = [t for t in teams if any(s in winners for s in t)]
        if len(won_teams) > 1:
            return f"The teams tie with {top} {pts} each: {join_names(won)} share the win."
        return f"{join_names(won)} win as partners with {top} {pts} together."
    if len(won) > 1:
        return f"{join_names(won)} share the win with {top} {pts} each."
    return f"{won[0]} {agree(won, 'wins', 'win')} with {top} {pts}: cleared cards count +1, cards left in the rows -1."
