"""What a seat's phone lists under "What you see": the table in the game's own words, one line a
thing, the seat's own secrets first ("Your missions: …", "Your bank: …"), then the piles and every
seat's public state, the seat's own named "You".

The page once listed the rules' view as it is ("turn: 0", "actor: 0", "X of null", "kings: ,"):
the view's keys are the rules' API, not words for people. Each game says here which parts of its
view a person at the table reads, and how; a part not named is not listed (the big screen and the
log say the rest). Reads only the view the seat was sent: nothing here can show another seat's
secret that the view does not already hold.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from ..hints import card_namer, names_of
from ..wording import YOU, plural

Namer = Callable[[Mapping], str]


def seen_lines(game: str, view: Mapping) -> list[str]:
    """The lines of ``view`` (a seat's, or a spectator's) for the phone's "What you see"."""
    lines = LINES.get(game)
    if lines is None:
        return []
    return [line for line in lines(view, _Seats(view), card_namer(game)) if line]


class _Seats:
    """The seats of a view: their names (the viewer's as "You") and the order to list them in, the
    viewer's first."""

    def __init__(self, view: Mapping):
        names = list(view.get("names") or [])
        seat = view.get("seat")
        self.me = seat if isinstance(seat, int) and 0 <= seat < len(names) else None
        self.names = [YOU if i == self.me else str(n) for i, n in enumerate(names)]
        self.order = ([self.me] if self.me is not None else []) + [i for i in range(len(names)) if i != self.me]

    def name(self, seat: Any) -> str:
        return self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "nobody"

    def possessive(self, seat: Any) -> str:
        """"Your", or "Vega's"."""
        name = self.name(seat)
        return "Your" if name == YOU else f"{name}'s"


def _cards(cards, named: Namer) -> str:
    """``cards`` by their names: "the 7 of diamonds and the 3 of spades", or "none"."""
    return names_of([named(c) for c in cards or ()]) if cards else "none"


def _pile(label: str, cards, named: Namer) -> str:
    """A face-up pile by its size and top card: "Discard pile: 11 cards, the 8 of hearts on top"."""
    if not cards:
        return f"{label}: empty"
    return f"{label}: {plural(len(cards), 'card')}, {named(cards[-1])} on top"


def _at(values, seat: int, default=None):
    return values[seat] if isinstance(values, list) and 0 <= seat < len(values) else default


# ---------------------------------------------------------------------- each game
def _tower(view: Mapping, seats: _Seats, named: Namer):
    from rules.tower.cards import HEIGHT
    yield f"Deck: {plural(view.get('deck', 0), 'card')}"
    yield _pile("Discard pile", view.get("discard"), named)
    for seat in seats.order:
        stones = _at(view.get("towers"), seat, [])
        king = _at(view.get("kings"), seat)
        yield (f"{seats.name(seat)}: {len(stones)} of {HEIGHT} stones" + (f" ({_cards(stones, named)})" if stones else "") + ", "
               f"{plural(_at(view.get('tower_values'), seat, 0), 'point')}, "
               f"{plural(_at(view.get('hand_sizes'), seat, 0), 'card')} in hand"
               + (f", protected by {named(king)}" if king else ""))


def _sky5(view: Mapping, seats: _Seats, named: Namer):
    mine = view.get("my_bank")
    if mine is not None:
        yield f"Your bank: {_cards(mine, named)}"
    yield f"Deck: {plural(view.get('deck', 0), 'card')}"
    yield _pile("Discard pile", view.get("discard"), named)
    if view.get("die") is not None:
        yield f"The die shows {view['die']}"
    for seat in seats.order:
        yield (f"{seats.name(seat)}: row {_cards(_at(view.get('rows'), seat, []), named)}; "
               f"{plural(_at(view.get('bank_counts'), seat, 0), 'card')} banked")


def _sky_towers(view: Mapping, seats: _Seats, named: Namer):
    yield f"Deck: {plural(view.get('deck', 0), 'card')}"
    for seat in seats.order:
        totals = _at(view.get("tower_totals"), seat, [])
        built = " and ".join(str(t) for t in totals) if totals else "none"
        held = ("" if seat == view.get("taroma")        # Taroma's cards are its row, said below
                else f", {plural(_at(view.get('hand_sizes'), seat, 0), 'card')} in hand")
        yield (f"{seats.name(seat)}: towers at {built} (of 21), "
               f"{plural(len(_at(view.get('completed'), seat, [])), 'tower')} completed, "
               f"{plural(_at(view.get('kites'), seat, 0), 'kite')}{held}")
    row = view.get("row")
    if isinstance(row, list):
        up = [str(c["value"]) for c in row if c.get("face_up") and "value" in c]
        yield (f"{seats.name(view.get('taroma'))}'s row: {plural(len(row), 'card')}"
               + (f", face up {', '.join(up)}" if up else ""))
    for bonus in view.get("bonus") or ():
        holder = bonus.get("holder")
        yield (f"Bonus card {bonus.get('name')}: {plural(bonus.get('kites', 0), 'kite')}, "
               + ("nobody holds it yet" if holder is None else f"held by {seats.name(holder)}"))


def _sky_totems(view: Mapping, seats: _Seats, named: Namer):
    designs = view.get("pedestal_designs") or []

    def design(pedestal) -> str:
        return designs[pedestal] if isinstance(pedestal, int) and 0 <= pedestal < len(designs) else "?"

    altars = view.get("altars") or []
    solo = view.get("mode") == "solo"
    if solo:        # one person's two altars, as the big screen names them
        seats.names = [f"Altar {k}" for k in range(1, len(seats.names) + 1)]
    for seat in seats.order:
        altar = _at(altars, seat, {})
        missions = [m for m in altar.get("missions", ()) if "name" in m]
        if seat == seats.me or missions:
            # the seat's own secrets (in solo, both altars are its own)
            owner = seats.possessive(seat)
            start = altar.get("start_card")
            if start:
                yield f"{owner} starting card: {start['name']} ({plural(start.get('points', 0), 'point')}): {start.get('text', '')}"
            for mission in missions:
                yield f"{owner} mission {mission['name']} ({plural(mission.get('points', 0), 'point')}): {mission.get('text', '')}"
    if view.get("tray"):        # the pedestals the seat to move took, to place now
        yield f"{seats.possessive(view.get('actor'))} tray: {', '.join(design(p) for p in view['tray'])}"
    yield f"Round {view.get('round', 0)} of {view.get('rounds', 0)}; the bag holds {plural(view.get('bag', 0), 'pedestal')}"
    for k, field in enumerate(view.get("fields") or [], start=1):
        yield f"Pedestal field {k}: {', '.join(design(p) for p in field) if field else 'empty'}"
    for seat in seats.order:
        altar = _at(altars, seat, {})
        totems = altar.get("totems", [])
        yield (f"{seats.name(seat)}: {'' if solo else 'altar of '}{plural(len(altar.get('cells', [])), 'cell')}, "
               + (names_of([f"a {t['kind']} totem of {t['height']}" for t in totems]) if totems else "no totem")
               + (f", hoard {', '.join(design(p) for p in altar['hoard'])}" if altar.get("hoard") else "")
               + f", {plural(_at(view.get('scores'), seat, 0), 'point')}")


def _sky_tango(view: Mapping, seats: _Seats, named: Namer):
    yield f"Deck: {plural(view.get('deck', 0), 'card')}; discard pile: {plural(view.get('discard', 0), 'card')}"
    if view.get("partners"):
        for team in view.get("teams") or ():
            if team:
                yield (f"Partners {' and '.join(seats.name(s) for s in team)}: "
                       f"{plural(_at(view.get('scores'), team[0], 0), 'point')} together")
    for seat in seats.order:
        rows = _at(view.get("rows"), seat, {})
        said = []
        for kind in ("sun", "moon"):
            stacks = rows.get(kind) or []
            tops = [named(stack[-1]) for stack in stacks if stack]
            said.append(f"{kind} row {names_of(tops) if tops else 'empty'}")
        yield (f"{seats.name(seat)}: {'; '.join(said)}; {plural(_at(view.get('hand_sizes'), seat, 0), 'card')} in hand, "
               f"{plural(_at(view.get('points'), seat, 0), 'point')}")


LINES: dict[str, Callable] = {
    "tower": _tower, "sky-5": _sky5, "sky-towers": _sky_towers, "sky-totems": _sky_totems, "sky-tango": _sky_tango,
}
