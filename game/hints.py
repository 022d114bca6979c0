"""The hint button (H): the expert's suggestion for the person whose move it is, in words.

The suggestion comes from the game's ``expert`` bot searching from the asking seat's view only
(``game.thinking`` runs it off the frame loop), so a hint knows no more than the person asking.
``describe`` turns the command into a short phrase from the table below: a game's command names
map to a phrase whose ``{fields}`` are filled from the command, a card id becoming the card's name
in the game's own words (``TableSpec.card_name``: "the ace of hearts", "the sun 16") as the asking
seat's view shows it, a seat becoming its name. Each game's table lists its phrases
(``TableSpec.hint_phrases``, in ``game/tables/<game>/spec.py``), which fields are cards and seats
(``hint_cards``, ``hint_seats``), and may add words of its own (``hint_words``: where a card goes).
A command missing from the table is named by its own name, so a new command never breaks the hint.
Never an internal code: a card the seat cannot see is "the card".
"""
from __future__ import annotations

from typing import Any, Callable, Mapping


def _cards_in(view: Any, found: dict) -> None:
    """Every dict with an integer ``id`` anywhere in the view, by id (the faces the seat can see)."""
    if type(view) in _LEAVES:
        return      # most of a view; asked first because the Mapping check below is an ABC's, slow
    if isinstance(view, Mapping):
        cid = view.get("id")
        if isinstance(cid, int) and not isinstance(cid, bool) and len(view) > 1:
            found.setdefault(cid, view)
        for v in view.values():
            _cards_in(v, found)
    elif isinstance(view, list):
        for v in view:
            _cards_in(v, found)


_LEAVES = frozenset({str, int, float, bool, type(None)})


def card_name(card: Mapping | None) -> str:
    """A card with its article, for a game that names its cards no better: "the red 4"."""
    return "the " + card_label(card)


def card_namer(game: str) -> Callable[[Mapping | None], str]:
    """How ``game``'s table names a card ("the queen of spades"): its own ``card_name``, else the plain
    ``card_name`` (a table that names its cards no better, or fails to load)."""
    from .tables import TableError, table_for
    try:
        return table_for(game).card_name or card_name
    except TableError:
        return card_name


def names_of(cards: list[str]) -> str:
    """``["the 4", "the 6", "the 9"]`` as "the 4, the 6 and the 9"."""
    if len(cards) < 2:
        return "".join(cards) or "nothing"
    return ", ".join(cards[:-1]) + " and " + cards[-1]


def card_label(card: Mapping | None) -> str:
    if not card:
        return "card"
    if "rank" in card and "suit" in card:
        return f"{card['rank']} of {card['suit']}"
    parts = [str(card[k]) for k in ("colour", "color", "kind", "number", "value", "rank") if k in card]
    if not parts and isinstance(card.get("name"), str):
        return f"{card['name']} card"        # a card known by its title ("Horse Sanctuary")
    return " ".join(parts) or "card"


# A seat's places, left to right, as the tables' logs name them.
SIDES = {2: ("left", "right"), 3: ("left", "middle", "right")}


def place_label(place: str, names: list, seat, places: int = 0, noun: str = "place") -> str:
    """``"0.1"`` (seat 0's second of ``places`` places) as "your right <noun>" for seat 0, else
    "Vega's right <noun>"; "<noun> 2" where the count has no words."""
    owner, _, slot = place.partition(".")
    if not (owner.isdigit() and slot.isdigit()) or int(owner) >= len(names):
        return place
    whose = "your" if int(owner) == seat else f"{names[int(owner)]}'s"
    sides = SIDES.get(places)
    if sides and int(slot) < len(sides):
        return f"{whose} {sides[int(slot)]} {noun}"
    return f"{whose} {noun} {int(slot) + 1}" if places != 1 else f"{whose} {noun}"


def describe(game: str, view: Mapping, command) -> str:
    return describer(game, view)(command)


def describer(game: str, view: Mapping):
    """``describe`` for many commands of one view: ``describer(game, view)(command)``. The view's
    cards are gathered and the table's phrases looked up once, not once per command (a phone is
    sent a label for every legal command of a step)."""
    from .tables import TableError, table_for
    from .tables.spec import HINT_CARDS, HINT_SEATS
    try:
        table = table_for(game)
        phrases, place_fields, counted = table.hint_phrases, table.hint_places, table.hint_counted
        card_fields, seat_fields = table.hint_cards, table.hint_seats
        named, more_words = table.card_name or card_name, table.hint_words
    except TableError:      # a table that fails to load names the move by its own name
        phrases, place_fields, counted = {}, {}, frozenset()
        card_fields, seat_fields = HINT_CARDS, HINT_SEATS
        named, more_words = card_name, None
    cards: dict = {}
    _cards_in(view, cards)
    names = list(view.get("names") or [])

    def describe_one(command) -> str:
        data = command.to_json()
        name = data.pop("cmd", "move")
        data.pop("seat", None)
        phrase = phrases.get(name, name.replace("_", " "))
        words = {}
        for key, value in data.items():
            if key in seat_fields and isinstance(value, int) and 0 <= value < len(names):
                words[key] = names[value]
            elif key in card_fields and isinstance(value, list):
                words[key] = names_of([named(cards.get(v)) for v in value])
            elif key in card_fields and isinstance(value, int):
                words[key] = named(cards.get(value))
            elif key in counted and isinstance(value, int) and not isinstance(value, bool):
                words[key] = str(value + 1)
            elif key in place_fields and isinstance(value, str):
                noun, where = place_fields[key]
                places = view.get(where) or []
                owner = value.partition(".")[0]
                mine = places[int(owner)] if owner.isdigit() and int(owner) < len(places) else []
                words[key] = place_label(value, names, view.get("seat"), len(mine) if isinstance(mine, list) else 0, noun)
            else:
                words[key] = str(value)
        if more_words is not None:
            words.update(more_words(view, command))
        try:
            return phrase.format(**words)
        except (KeyError, IndexError, ValueError):
            return name.replace("_", " ")
    return describe_one


# between a hint's move and its reason: where the line does not fit, the reason gives way
REASON = " — "


def hint_line(game: str, view: Mapping, command, why: str | None) -> str:
    """"Hint: Discard the red joker" and, when the expert gives one, why: " — it protects ..."."""
    text = describe(game, view, command)
    text = text[:1].upper() + text[1:]
    return f"Hint: {text}" + (f"{REASON}{why}" if why else "")


def without_reason(line: str) -> str:
    """A hint line's move alone ("Hint: Play the 5 on your tower")."""
    return line.split(REASON)[0]


def focus_target(game: str, command, targets: list) -> tuple | None:
    """The table's keyboard-focus target that begins ``command`` (among ``targets``, the table's
    ``focus_targets()`` now), so the hint lights it like any legal target and Enter plays it;
    None when the table has no such target (the hint is then words only). A pattern in
    ``TableSpec.hint_focus`` is (tag, field, ...): the target (tag, value, ...) with each field's
    value in the command, a list's first item standing for the list; a field "*" matches any value
    (a part of the target the command does not name, such as the row a card's kind decides)."""
    data = command.to_json()
    from .tables import TableError, table_for
    try:
        patterns = table_for(game).hint_focus.get(data.get("cmd"), ())
    except TableError:
        return None
    for tag, *names in patterns:
        values = []
        for n in names:
            v = data.get(n)
            values.append(ANY if n == "*" else v[0] if isinstance(v, list) and v else v)
        for target in targets:
            if (isinstance(target, tuple) and len(target) == len(values) + 1 and target[0] == tag
                    and all(v is ANY or v == t for v, t in zip(values, target[1:]))):
                return target
    return None


ANY = object()
