"""The saved games in a saves folder: one file per game, listed, checked and resumed.

Every game the app starts gets its own file, ``<game>-<YYYYmmdd-HHMMSS>-<4 hex>.json``, written
after every command; the save inside carries the same text as its ``"id"``. That is what makes a
file the game's own: resuming it goes on writing to it. Any other save in the folder (one the
player named with *Save as*, one copied in from elsewhere, a save from an older version) is
resumed into a new file of its own, so the file the player made stays as it was. Nothing here
deletes a save unless ``delete`` is called for it.

Reading is in two steps so that a long list stays quick: ``header`` parses a file (size-capped by
the rules layer) and ``verify`` replays it. The title and the Load screen show headers at once and
verify within a time budget per frame. No pygame here.
"""
from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from rules import registry
from rules.saves import TMP_NAME, SaveError, display_name, folder_problem, load_save, read_save

# The app's own small files beside the saves: settings, the setup screen's memory, best scores.
NOT_SAVES = {"settings.json", "setup.json", "stats.json"}
OLD_AUTOSAVE = "autosave.json"          # the single autosave of versions before the library
TMP_PATTERN = TMP_NAME         # what rules.saves' atomic writes may leave behind, and nothing else


@dataclass
class SaveInfo:
    """What the lists show of one file. ``checked`` is False until the file has been replayed;
    ``ok`` is False (with ``error``) for anything that is not a usable save."""

    path: Path
    ok: bool
    error: str = ""
    game: str = ""
    game_title: str = ""                    # with the mode, where it is not the usual one
    seats: list[dict] = field(default_factory=list)
    finished: bool = False
    step: int = 0
    saved: datetime | None = None
    winners: list[str] = field(default_factory=list)
    game_id: str = ""                       # the save's "id"
    checked: bool = False
    key: tuple = ()
    score_text: str = ""                    # a finished solo game: "42 points (Light, Challenging)"
    note: str = ""                          # ... and its verdict ("master builder", a rank)

    @property
    def name(self) -> str:
        return display_name(self.path.stem)

    @property
    def own_file(self) -> bool:
        """The game's own file, which resuming goes on writing to (see the module docstring)."""
        return bool(self.game_id) and self.game_id == self.path.stem

    @property
    def title(self) -> str:
        """The game's title for its own file; the player's name for a named save."""
        if not self.ok:
            return self.name
        return self.game_title if self.own_file else f"{self.name}  —  {self.game_title}"

    @property
    def seats_text(self) -> str:
        parts = []
        for s in self.seats:
            name = str(s.get("name", "?"))
            parts.append(f"{name} (bot)" if s.get("kind") == "bot" else name)
        return ", ".join(parts)

    @property
    def saved_text(self) -> str:
        return self.saved.strftime("%d %b %Y, %H:%M") if self.saved else "unknown date"

    @property
    def status_text(self) -> str:
        if not self.ok:
            return "Unreadable"
        if self.finished:
            if not self.checked:
                return "Finished"
            if self.score_text:             # a solo game has a score, not a winner
                return f"Finished · {self.score_text}"
            return f"Finished · {' & '.join(self.winners)} won" if self.winners else "Finished"
        return f"In progress · move {self.step}"

    @property
    def sort_time(self) -> float:
        return self.saved.timestamp() if self.saved else 0.0


def _file_key(path: Path) -> tuple:
    try:
        st = path.stat()
        return (st.st_mtime_ns, st.st_size)
    except OSError:
        return ()


def _parse_time(value, path: Path) -> datetime | None:
    if isinstance(value, str):
        try:
            stamp = datetime.fromisoformat(value)
            stamp.timestamp()  # a naive far-off date can still fail here
            return stamp
        except (ValueError, OverflowError, OSError):
            pass
    try:
        return datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, ValueError, OverflowError):
        return None


def _link_outside(path: Path) -> str | None:
    """Why ``path`` is a link the library will not follow (None: it is no link, or one to a file
    in the same folder)."""
    if not path.is_symlink():
        return None
    try:
        target = path.resolve(strict=True)
    except (OSError, RuntimeError):          # a broken link, or a loop of links
        return "a link to nothing"
    if target.parent != path.parent.resolve():
        return "a link to a file outside the saves folder"
    return None


def _unreadable(path: Path, error: str, saved: datetime | None) -> SaveInfo:
    return SaveInfo(path, False, error=error, saved=saved, checked=True, key=_file_key(path))


def _described(path: Path, data: dict) -> SaveInfo:
    """What a checked save document says of itself (no replay)."""
    spec = registry.GAMES[data["game"]]
    title = spec.title
    if data["mode"] != spec.default_mode:   # "Sky Totems · Solo: two altars"
        title = f"{title} · {spec.mode_titles.get(data['mode'], data['mode'])}"
    game_id = data.get("id") if isinstance(data.get("id"), str) else ""
    return SaveInfo(path, True, game=spec.id, game_title=title, seats=list(data["seats"]),
                    finished=data.get("status") == "finished", step=len(data["commands"]),
                    saved=_parse_time(data.get("saved") or data.get("created"), path), game_id=game_id,
                    key=_file_key(path))


def header(path: Path) -> SaveInfo:
    """The file parsed and its outer form checked, without replaying its commands. A link to
    anything outside the saves folder is not opened: it is listed as not a save file."""
    path = Path(path)
    outside = _link_outside(path)
    if outside:
        return _unreadable(path, f"{display_name(path)}: {outside}, not a save file", _parse_time(None, path))
    try:
        return _described(path, read_save(path))
    except SaveError as e:  # the only error read_save raises, whatever the file holds
        return _unreadable(path, str(e), _parse_time(None, path))


def verify(info: SaveInfo) -> SaveInfo:
    """The same file read again, replayed and compared with its snapshot: a checked SaveInfo."""
    path = info.path
    try:
        result = load_save(path)
    except SaveError as e:  # the only error load_save raises, whatever the file holds
        return _unreadable(path, str(e), info.saved)
    checked = _described(path, result.data)
    state = result.state
    names = [str(s.get("name", "?")) for s in result.data["seats"]]
    if state.is_over:
        outcome = state.result()
        checked.winners = [names[i] for i in outcome["winners"] if 0 <= i < len(names)]
        checked.score_text, checked.note = solo_score(result.data, outcome)
    checked.finished = state.is_over
    checked.step = len(result.commands)
    checked.checked = True
    return checked


def solo_score(data: dict, result: dict) -> tuple[str, str]:
    """("42 points (Light, Challenging)", "master builder") for a finished game that keeps a best
    score (its table says which, see ``game.tables.TableSpec.best_score``); ("", "") otherwise."""
    from .tables import best_score
    found = best_score(data["game"], data["mode"], data.get("options") or {}, result)
    if found is None or found.score is None:
        return "", ""
    return f"{found.score} {found.unit} ({found.label})", found.note


def describe_save(path: Path) -> SaveInfo:
    """Read, replay and verify one save and say what it holds (never raises)."""
    info = header(Path(path))
    return verify(info) if info.ok else info


class Library:
    """A saves folder. ``infos()`` lists its saves (cached per file while size and time stay)."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self._cache: dict[Path, SaveInfo] = {}

    def problem(self, write: bool = True) -> str | None:
        """"The saves folder /media/stick/saves cannot be read (Permission denied)", or None when
        the games can be listed (and, with ``write``, saved) there."""
        why = folder_problem(self.folder, write)
        return f"The saves folder {display_name(self.folder)} {why}" if why else None

    # ------------------------------------------------------------------ start of the app
    def tidy(self) -> dict:
        """At start: remove the temporary files of writes that were cut off, and take the old
        single autosave into the library. Returns what was done (for messages and tests)."""
        done = {"removed_tmp": self.remove_orphans(), "adopted": None}
        old = self.folder / OLD_AUTOSAVE
        if old.is_file():
            done["adopted"] = self.adopt(old)
        return done

    def remove_orphans(self) -> int:
        """Delete the temporary files (``rules.saves.TMP_NAME``: ``.<name>.skytable-<8>.tmp``) left
        by writes that a crash or a kill cut off: a finished write renames its temporary file away.
        Nothing else is touched, however like one its name looks (a person's ``notes.json.old.tmp``,
        an older version's leftovers)."""
        removed = 0
        try:
            names = list(self.folder.iterdir())
        except OSError:
            return 0
        for p in names:
            if TMP_PATTERN.fullmatch(p.name) and p.is_file():
                try:
                    p.unlink()
                    removed += 1
                except OSError:
                    pass
        return removed

    def adopt(self, old: Path) -> Path | None:
        """The old autosave becomes a game file of the library (its text gains the new name as
        its "id"); a file that is not a usable save is only renamed, so it is kept and listed."""
        try:
            data = read_save(old)
        except SaveError:
            target = self._unique(f"autosave-{time.strftime('%Y%m%d-%H%M%S')}")
            try:
                old.rename(target)
                return target
            except OSError:
                return None
        target = self.new_game_path(data["game"])
        data["id"] = target.stem
        try:
            from rules.saves import write_json_atomic
            write_json_atomic(target, data)
            old.unlink()
        except OSError:
            return None
        return target

    # ------------------------------------------------------------------ names
    def new_game_path(self, game: str) -> Path:
        """A fresh file name for a new game of ``game``."""
        return self._unique(f"{game}-{time.strftime('%Y%m%d-%H%M%S')}")

    def _unique(self, stem: str) -> Path:
        while True:
            path = self.folder / f"{stem}-{secrets.token_hex(2)}.json"
            if not path.exists():
                return path

    # ------------------------------------------------------------------ listing
    def files(self) -> list[Path]:
        try:
            # Every entry named like a save, a folder or a pipe too: it is listed as not a save
            # file (``header`` says why, never blocking on it), rather than silently left out.
            return sorted(p for p in self.folder.glob("*.json") if p.name not in NOT_SAVES)
        except OSError:
            return []

    def infos(self) -> list[SaveInfo]:
        """Every save's header (checked ones as checked), newest first."""
        out = []
        files = self.files()
        for path in files:
            cached = self._cache.get(path)
            if cached is None or cached.key != _file_key(path):
                cached = self._cache[path] = header(path)
            out.append(cached)
        for gone in set(self._cache) - set(files):
            del self._cache[gone]
        # Newest first, by the date alone: checking a file must not move its row.
        out.sort(key=lambda i: (i.sort_time, i.key[:1], i.path.name), reverse=True)
        return out

    def checked(self, info: SaveInfo) -> SaveInfo:
        """``info`` replayed (once per version of the file)."""
        cached = self._cache.get(info.path)
        if cached is not None and cached.checked and cached.key == _file_key(info.path):
            return cached
        result = verify(info) if info.ok else info
        self._cache[info.path] = result
        return result

    def check_some(self, infos: list[SaveInfo], budget: float) -> list[SaveInfo]:
        """Replay unchecked saves of ``infos`` in order until ``budget`` seconds have gone;
        returns the list with the checked ones in place."""
        start = time.perf_counter()
        out = list(infos)
        for i, info in enumerate(out):
            if info.checked:
                continue
            if time.perf_counter() - start > budget:
                break
            out[i] = self.checked(info)
        return out

    def latest_unfinished(self, tries: int = 5, prefer: Path | None = None) -> SaveInfo | None:
        """The most recent unfinished game of the library's own files that replays: what
        Continue resumes. A named save is the player's and is resumed only from Load. ``prefer``
        (the game last played) goes first while it is one of those."""
        infos = self.infos()
        infos.sort(key=lambda i: i.path != prefer)      # stable: the rest stay newest first
        for info in infos:
            if tries <= 0:
                break
            if not info.ok or info.finished or not info.own_file:
                continue
            tries -= 1
            info = self.checked(info)
            if info.ok and not info.finished:
                return info
        return None

    def delete(self, info: SaveInfo) -> None:
        """Remove one save (the player asked, and confirmed). Raises OSError."""
        try:
            info.path.unlink()
        except FileNotFoundError:
            pass
        self._cache.pop(info.path, None)


__all__ = ["Library", "SaveInfo", "describe_save", "header", "verify", "NOT_SAVES", "OLD_AUTOSAVE"]
