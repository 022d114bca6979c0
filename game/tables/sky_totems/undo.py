"""Sky Totems' undo rule: which steps may be taken back. ``game.session.Session`` owns the undo
(the snapshots, the log, the file) and asks ``is_barrier`` after each command; no pygame here.

A person may take back the steps of their current action until something hidden comes out (a draw
from the bag at random, a card revealed) or the turn, the round or the game moves on: such a
command, and everything before it, stays."""
from __future__ import annotations

from rules.core import Command, Event

# Events after which nothing before can be taken back: hidden information came out, or the turn,
# the round or the game moved on.
BARRIERS = frozenset({"turn", "end_turn", "round", "round_end", "marker", "reveal", "reveal_start", "chosen",
                      "start_cloud", "final_totem", "end_reveals", "game_over", "bag_empty", "pass"})


def is_barrier(command: Command | None, events: list[Event]) -> bool:
    """True when the command's events drew from the bag at random or revealed or ended anything."""
    chose = command is not None and getattr(command, "name", "") == "choose_design"
    for e in events:
        if e.kind in BARRIERS:
            return True
        if e.kind == "move" and e.get("src") == "bag" and not (chose and str(e.get("dst", "")).startswith("tray.")):
            return True
    return False
