"""What a phone is sent: its seat's picture of the table, as JSON.

A picture holds the seat's own view (the rules' ``view(seat)``: never another seat's secrets),
whose turn it is, the legal moves of that seat with a short label each (the hint's words, from
``game.hints``), whether it may undo, the lines of the log written to it, and the result once the
game is over. A spectator's picture is built from ``view(None)``, what the big screen shows.

So that the page can draw moves as cards and targets to tap, a picture also holds the seat's
``cards`` (its hand and whatever its moves play, each named in the game's words), each move's
``card`` (what it plays), ``paying`` (a second card it spends) and ``cell`` (the altar cell it
goes to), and the ``grid`` of the seat's altar where a game has one (Sky Totems). All of it is read
from the seat's own view and its legal commands, so it tells the phone nothing more.

The legal moves and their labels are made once per step (``Step``) on the frame loop, for the one
seat that acts: the labels come from that seat's view, walked once for all of them.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

from rules import registry
from rules.core import Command

from ..hints import _cards_in, card_namer, describer
from ..tables import TableError, table_for
from .messages import key
from .seen import seen_lines


class Step:
    """The legal commands of one position, their JSON, labels, keys and targets, made once."""

    def __init__(self, game: str, state):
        self.state = state          # kept, so that ``is_for`` never mistakes a new object for it
        self.step = state.step
        self.actor = None if state.is_over else state.actor
        self.moves: list[dict] = []
        self.listed: dict[str, Command] = {}
        if self.actor is None:
            return
        view = state.view(self.actor)
        label = describer(game, view)
        commands = [(command, command.to_json()) for command in state.legal_commands()]
        names = card_names(game, view, {card for _, data in commands for card in _cards_named(data)})
        for command, data in commands:
            self.listed[key(data)] = command
            text = label(command)
            self.moves.append({"command": data, "label": text[:1].upper() + text[1:], **targets(data, names)})

    def is_for(self, state) -> bool:
        """Whether this is still the position of ``state`` (an undo brings back an older object)."""
        return state is self.state and state.step == self.step


def picture(game: str, state, seat: int | None, step: Step, log: Iterable[str] = (),
            can_undo: bool = False) -> dict:
    """The picture for ``seat`` (None: a spectator) of ``state``, whose moves ``step`` made."""
    names = list(state.names)
    actor = step.actor
    mine = seat is not None and actor == seat
    view = state.view(seat)
    moves = step.moves if mine else []
    data = {
        "type": "picture",
        "game": game,
        "title": registry.get(game).title,
        "step": state.step,
        "seat": seat,
        "you": names[seat] if seat is not None and 0 <= seat < len(names) else None,
        "names": names,
        "turn": names[actor] if actor is not None and 0 <= actor < len(names) else None,
        "your_turn": mine,
        "over": bool(state.is_over),
        "view": view,
        "seen": seen_lines(game, view),
        "moves": moves,
        "cards": refused(game, state, seat, step, hand_cards(game, view, moves)),
        "grid": altar_grid(view, seat),
        "undo": bool(mine and can_undo),
        "log": list(log),
    }
    if state.is_over:
        result = state.result()
        data["result"] = {"scores": list(result.get("scores", [])),
                          "winners": [names[i] for i in result.get("winners", []) if 0 <= i < len(names)]}
    return data


# ---------------------------------------------------------------------- cards and targets to tap
# The command fields naming what a move plays, the first one found (Tower's attack plays its Jack),
# and those naming a second card it spends (Tower's construction card, or an attack's card).
PLAYED = ("stone", "jack", "card", "pedestal")
PLAYED_ALONE = "cards"      # a list of the cards a move plays: with one card, that card is played
PAYING = ("pay", "card")


def _cards_named(command: Mapping) -> list[int]:
    """The card ids a move's fields name (``PLAYED``, ``PAYING``, ``PLAYED_ALONE``): the cards
    ``targets`` may put on the page."""
    found = []
    for f in (*PLAYED, *PAYING, PLAYED_ALONE):
        value = command.get(f)
        found += [card for card in (value if isinstance(value, list) else [value]) if _is_id(card)]
    return found


def card_names(game: str, view: Mapping, wanted: set | None = None) -> dict[int, dict]:
    """Every card the seat sees (``wanted``: those of these ids), by id: its ``name`` in the game's
    words ("2 of hearts", as the hint names it, without its article), whether its face is ``red``,
    and the code of its ``face`` picture (None where its cards have none)."""
    named = card_namer(game)
    faces: dict = {}
    hand = view.get("hand")
    if wanted is not None and isinstance(hand, list):
        # a phone's tiles are mostly its hand: the whole view (ten seats' towers, the discard pile)
        # is walked only for a card that is not in it, as it was for each of ten pictures a move
        faces = {card["id"]: card for card in hand if isinstance(card, Mapping) and card.get("id") in wanted}
    if wanted is None or not wanted <= faces.keys():
        _cards_in(view, faces)
    names = {card: {"name": _bare(named(face)), "red": bool(face.get("red")), "face": face_code(game, face)}
             for card, face in faces.items() if wanted is None or card in wanted}
    # Sky Totems' pedestals are no card dicts: ids into the view's list of designs, the tray's
    # being the ones its seat places.
    designs = view.get("pedestal_designs") or []
    for pedestal in view.get("tray") or []:
        if _is_id(pedestal) and 0 <= pedestal < len(designs):
            names[pedestal] = {"name": f"{designs[pedestal]} pedestal", "red": False, "face": None}
    return names


# How a game's view names a card's face where its card dicts carry no ``code`` (the faces' art,
# ``faces.ART``, draws them by this code): Sky Towers' by its value.
CODE_OF = {"sky-towers": lambda card: str(card["value"]) if type(card.get("value")) is int else None}


def face_code(game: str, card: Mapping) -> str | None:
    """The code of ``card``'s face picture (a card dict of ``game``'s view), or None: it has none."""
    code = CODE_OF[game](card) if game in CODE_OF else card.get("code")
    return code if isinstance(code, str) else None


def _bare(name: str) -> str:
    return name[4:] if name.startswith("the ") else name


def _is_id(value: Any) -> bool:
    return type(value) is int


def targets(command: Mapping, names: Mapping[int, dict]) -> dict:
    """Where a move's parts are on the page: the ``card`` it plays and the ``paying`` card it spends
    (ids the seat sees, named in ``names``), and the ``cell`` (x, y) of the seat's altar it goes to.
    A totem spans several cells in a direction, so it stays a labelled move, not a cell."""
    found = {}
    played = next((command[f] for f in PLAYED if _is_id(command.get(f)) and command[f] in names), None)
    alone = command.get(PLAYED_ALONE)
    if played is None and isinstance(alone, list) and len(alone) == 1 and _is_id(alone[0]) and alone[0] in names:
        played = alone[0]       # Sky Towers plays a list of cards (4s go together): one is a card to tap
    if played is not None:
        found["card"] = played
    paying = [command[f] for f in PAYING if _is_id(command.get(f)) and command[f] in names and command[f] != played]
    if paying:
        found["paying"] = paying[0]
    x, y = command.get("x"), command.get("y")
    if _is_id(x) and _is_id(y) and "vertical" not in command:
        found["cell"] = [x, y]
    return found


def hand_cards(game: str, view: Mapping, moves: list[dict]) -> list[dict]:
    """The card tiles of the seat's page: its hand (the view's ``hand``, where it is a list of
    cards), then whatever else its moves play (Sky Totems' pedestals and altar cards), each with
    ``plays``: whether a move plays it now."""
    hand = view.get("hand")
    held = [card["id"] for card in hand if isinstance(card, dict) and _is_id(card.get("id"))] if isinstance(hand, list) else []
    playing = {move["card"] for move in moves if "card" in move}
    order = dict.fromkeys([*held, *(move["card"] for move in moves if "card" in move)])
    names = card_names(game, view, set(order))
    unknown = {"name": "card", "red": False, "face": None}
    return [{"id": card, **names.get(card, unknown), "plays": card in playing} for card in order]


# ---------------------------------------------------------------------- why a card may not be played
CANNOT = "That card cannot be played now."


def refused(game: str, state, seat: int | None, step: Step, cards: list[dict]) -> list[dict]:
    """``cards`` with a ``why`` for each one no move plays now, the sentence the phone shows when it
    is tapped: that the game is over, whose turn it is, or the table's own answer where the card may
    not go (the game's ``Moves.why_not``: the rules' reason), as the big screen says it over a
    blocked place."""
    blocked = [card for card in cards if not card["plays"]]
    if seat is None or not blocked:
        return cards
    if state.is_over:
        waiting = "The game is over."
    elif step.actor != seat:
        turn = state.names[step.actor] if 0 <= step.actor < len(state.names) else "another player"
        waiting = f"It is {turn}'s turn: wait for yours."
    else:
        waiting = None
        reason = why_not_of(game, state, seat, list(step.listed.values()))
    for card in blocked:
        why = waiting or reason(card["id"])
        if why:
            card["why"] = why
    return cards


def why_not_of(game: str, state, seat: int, legal: list[Command]) -> Callable[[Any], str]:
    """The game's ``why_not`` for a card of ``seat``'s, asked first of the places its table marks
    blocked for that card (``Moves.relevant``), then of the seat's own places and the shared ones
    (never another seat's: "not on another's altar" is no answer for a card that fits nowhere).
    "" for a card the table does let go somewhere (its moves are the page's buttons)."""
    try:
        table = table_for(game).table_class()
    except TableError:
        return lambda card: CANNOT
    shown = table.shown_from(state.view(seat), seat)
    moves = table.MOVES(shown, legal, seat, state.check)
    places = [place(zone) for zone in (*shown.cards, *shown.stacks, *shown.counts, *shown.cells)]
    own = [target for target in places if len(target) == 1 or target[1] == seat]

    def reason(card) -> str:
        if moves.options(card):
            return ""
        for target in [*(target for target in places if moves.relevant(card, target)), *own]:
            try:
                why = moves.why_not(card, target)
            except (LookupError, TypeError, ValueError):    # a place that game's answer was not written for
                continue
            if why:
                return why
        return CANNOT

    return reason


def place(zone: str) -> tuple:
    """A zone's name as the tables' targets name it: "tower.2" -> ("tower", 2), "discard" -> ("discard",)."""
    kind, _dot, rest = zone.partition(".")
    if not rest:
        return (kind,)
    return (kind, int(rest) if rest.isdigit() else rest)


def altar_grid(view: Mapping, seat: int | None) -> list[dict] | None:
    """The seat's altar as cells to draw (Sky Totems): each cloud cell's ``x``, ``y`` and what is on
    it in words (the top pedestal's design and the stack's height, or the totem standing there);
    None in a game without altars or for a spectator."""
    altars = view.get("altars")
    if seat is None or not isinstance(altars, list) or not 0 <= seat < len(altars):
        return None
    altar = altars[seat]
    designs = view.get("pedestal_designs") or []
    totems = altar.get("totems") or []
    cells = []
    for x, y, stack, totem in altar.get("cells") or []:
        if 0 <= totem < len(totems):
            text = f"{totems[totem]['kind']}"
        elif stack:
            top = designs[stack[-1]] if 0 <= stack[-1] < len(designs) else "pedestal"
            text = top if len(stack) == 1 else f"{top} {len(stack)}"
        else:
            text = ""
        cells.append({"x": x, "y": y, "text": text})
    return cells
