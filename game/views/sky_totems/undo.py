"""Undo within one person's action, by snapshot: the state before each of their commands is kept
while nothing hidden has come out since (no draw from the bag, no card revealed, no new turn), and
undoing puts the state back and cuts the command log (the autosave follows)."""
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


class UndoLog:
    """Snapshots ``(state copy, commands before, actor)`` of one person's current action."""

    def __init__(self):
        self.points: list[tuple] = []

    def clear(self) -> None:
        self.points.clear()

    def before(self, session) -> tuple:
        return (session.state.copy(), len(session.commands), session.state.actor)

    def after(self, point: tuple, command: Command, events: list[Event]) -> None:
        if is_barrier(command, events):
            self.points.clear()
        else:
            self.points.append(point)

    def seen(self, events: list[Event]) -> None:
        """Events of a command made elsewhere (a bot, another screen)."""
        if is_barrier(None, events):
            self.points.clear()

    def can_undo(self, session) -> bool:
        if not self.points:
            return False
        _state, n, actor = self.points[-1]
        return len(session.commands) > n and session.state.actor == actor and not session.state.is_over

    def undo(self, session) -> bool:
        """Put the state back to before the last command; False when nothing can be undone."""
        if not self.can_undo(session):
            self.points.clear()
            return False
        state, n, _actor = self.points.pop()
        session.state = state
        del session.commands[n:]
        saver = getattr(session, "save_autosave", None)
        if saver:
            saver()
        return True
