"""The saved games in a saves folder: one file per game, listed, checked and resumed.

Every game the app starts gets its own file, ``<game>-<YYYYmmdd-HHMMSS>-<4 hex>.json``, written
after every command; the save inside carries the same text as its ``"id"``. That is what makes a
file the game's own: resuming it goes on writing to it. Any other save in the folder (one the
player named with *Save as*, one copied in from elsewhere, a save from an older version) is
resumed into a new file of its own, so the file the player made stays as it was. Nothing here
deletes a save unless ``delete`` is called for it.

Reading is in two steps so that a long list stays quick: ``header`` parses a file (size-capped by
the rules layer) and ``verify`` replays it. The title and the Load screen must draw at once however
many big or damaged files the folder holds, so they read only small files on the spot (a few
replays' worth of bytes) and leave the rest to a checker thread, listing those rows as "Checking…"
until it is done. No pygame here.
"""
from __future__ import annotations

import re
import secrets
import threading
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from rules import registry
from rules.saves import TMP_NAME, SaveError, display_name, folder_problem, load_save, printable, read_save

# The app's own small files beside the saves: settings, the setup screen's memory, best scores.
NOT_SAVES = {"settings.json", "setup.json", "stats.json"}
OLD_AUTOSAVE = "autosave.json"          # the single autosave of versions before the library
TMP_PATTERN = TMP_NAME         # what rules.saves' atomic writes may leave behind, and nothing else
# A game's own file, as ``Library.new_game_path`` names it: only such a file can be what Continue
# resumes, so the title need not wait for any other file to be read.
OWN_STEM = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*-\d{8}-\d{6}-[0-9a-f]{4}")
# The headers of files up to this size are read on the spot (the largest real save is 134 KB, read in
# a few ms); a bigger file is read by the checker thread, so that forty near-cap files cannot stop
# a frame. The same number of bytes of replaying (about 40 ms, the longest real save) is what the
# title may do before it first draws; the rest waits for the checker.
QUICK_BYTES = 256 * 1024


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
    pending: bool = False                   # a big file the checker thread has not read yet

    @property
    def size(self) -> int:
        return self.key[1] if len(self.key) > 1 else 0

    @property
    def maybe_continue(self) -> bool:
        """Could be what Continue resumes: an unfinished game in its own file, or a file not read
        yet that is named like one."""
        if self.pending:
            return bool(OWN_STEM.fullmatch(self.path.stem))
        return self.ok and not self.finished and self.own_file

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
        if not self.ok or self.pending:
            return self.name
        return self.game_title if self.own_file else f"{self.name}  —  {self.game_title}"

    @property
    def seat_names(self) -> list[str]:
        """Each seat's name, "(bot)" after a bot's."""
        parts = []
        for s in self.seats:
            name = str(s.get("name", "?"))
            parts.append(f"{name} (bot)" if s.get("kind") == "bot" else name)
        return parts

    @property
    def seats_text(self) -> str:
        return ", ".join(self.seat_names)

    @property
    def saved_text(self) -> str:
        return self.saved.strftime("%d %b %Y, %H:%M") if self.saved else "unknown date"

    @property
    def status_text(self) -> str:
        if self.pending:
            return "Checking…"
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


def _pending(path: Path, key: tuple) -> SaveInfo:
    """A big file listed before it is read: by its name and its file's date."""
    return SaveInfo(path, True, saved=_parse_time(None, path), key=key, pending=True)


def folder_text(folder: Path) -> str:
    """A folder's whole path, printable and on one line (a message must say which folder)."""
    return printable(str(folder), 120)


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
        # The checker thread and the frame loop share the cache: every look at it holds the lock.
        self._lock = threading.RLock()
        self._idle = threading.Condition(self._lock)
        self._queue: list[Path] = []            # files the checker reads next, in order
        self._worker: threading.Thread | None = None

    def problem(self, write: bool = True) -> str | None:
        """"The saves folder /media/stick/saves cannot be read (Permission denied)", or None when
        the games can be listed (and, with ``write``, saved) there."""
        why = folder_problem(self.folder, write)
        return f"The saves folder {folder_text(self.folder)} {why}" if why else None

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

    def infos(self, wait: bool = True) -> list[SaveInfo]:
        """Every save's header (checked ones as checked), newest first. With ``wait`` False, a file
        over ``QUICK_BYTES`` that has not been read yet is listed as ``pending`` (by its file's
        date) and left to ``check_later``."""
        out = []
        files = self.files()
        with self._lock:
            for path in files:
                key = _file_key(path)
                cached = self._cache.get(path)
                if cached is None or cached.key != key or (wait and cached.pending):
                    quick = wait or (len(key) > 1 and key[1] <= QUICK_BYTES)
                    cached = self._cache[path] = header(path) if quick else _pending(path, key)
                out.append(cached)
            for gone in set(self._cache) - set(files):
                del self._cache[gone]
        # Newest first, by the date alone: checking a file must not move its row.
        out.sort(key=lambda i: (i.sort_time, i.key[:1], i.path.name), reverse=True)
        return out

    def checked(self, info: SaveInfo) -> SaveInfo:
        """``info`` read and replayed (once per version of the file)."""
        key = _file_key(info.path)
        with self._lock:
            cached = self._cache.get(info.path)
        if cached is not None and cached.checked and cached.key == key:
            return cached
        if info.pending:
            info = header(info.path)
        result = verify(info) if info.ok else info
        with self._lock:
            self._cache[info.path] = result
        return result

    def current(self, info: SaveInfo) -> SaveInfo:
        """What is known of ``info``'s file now: the checker's result once it has one."""
        with self._lock:
            cached = self._cache.get(info.path)
        return cached if cached is not None and cached.checked and not info.checked else info

    def check_some(self, infos: list[SaveInfo], budget: int = QUICK_BYTES // 4) -> list[SaveInfo]:
        """``infos`` (rows of a list, which keep their places) with what the checker has found since,
        and small unchecked saves replayed here in order, up to ``budget`` bytes in all (about 10 ms:
        a list of small saves fills in at once, deterministically); the rest goes to the checker."""
        out = [self.current(i) for i in infos]
        for n, info in enumerate(out):
            if not info.checked and not info.pending and info.size <= budget:
                budget -= info.size
                out[n] = self.checked(info)
        self.check_later(out)
        return out

    # ------------------------------------------------------------------ the checker thread
    def check_later(self, infos: list[SaveInfo]) -> None:
        """Read and replay the unchecked saves of ``infos`` on the checker thread, in this order and
        before any asked for earlier (the frame loop never waits for a big or slow file)."""
        wanted = [i.path for i in infos if not i.checked]
        if not wanted:
            return
        first = set(wanted)
        with self._lock:
            self._queue = wanted + [p for p in self._queue if p not in first]
            if self._worker is None:
                self._worker = threading.Thread(target=self._check_queue, name="sky-table-saves",
                                                daemon=True)
                self._worker.start()

    def _check_queue(self) -> None:
        from .thinking import sharing_interpreter
        with sharing_interpreter():
            while True:
                with self._lock:
                    if not self._queue:
                        self._worker = None
                        self._idle.notify_all()
                        return
                    path = self._queue.pop(0)
                    info = self._cache.get(path)
                if info is not None:
                    self.checked(info)      # never raises: a bad file is a checked unreadable one

    @property
    def checking(self) -> bool:
        """The checker thread has saves left to read."""
        with self._lock:
            return self._worker is not None

    def wait(self, timeout: float | None = None) -> bool:
        """Until the checker has read everything asked of it (tools and tests); False on timeout."""
        with self._lock:
            return self._idle.wait_for(lambda: self._worker is None, timeout)

    # ------------------------------------------------------------------ Continue
    def find_continue(self, prefer: Path | None = None) -> tuple[SaveInfo | None, bool]:
        """(what Continue resumes, still looking): the most recent unfinished game of the library's
        own files that replays, whatever else the folder holds. A named save is the player's and is
        resumed only from Load; ``prefer`` (the game last played) goes first while it is one of
        those. Small files are replayed here, up to ``QUICK_BYTES`` in all; when the answer waits
        for more, the checker is asked and (None, True) returned: ask again on a later frame."""
        infos = [i for i in self.infos(wait=False) if i.maybe_continue]
        infos.sort(key=lambda i: i.path != prefer)      # stable: the rest stay newest first
        budget = QUICK_BYTES
        for n, info in enumerate(infos):
            if not info.checked:
                if info.pending or info.size > budget:
                    self.check_later(infos[n:])
                    return None, True
                budget -= info.size
                info = self.checked(info)
            if info.maybe_continue:
                return info, False
        return None, False

    def latest_unfinished(self, prefer: Path | None = None) -> SaveInfo | None:
        """``find_continue``'s answer, waiting for the checker as long as it takes (tools, tests)."""
        while True:
            found, looking = self.find_continue(prefer)
            if not looking:
                return found
            self.wait()

    def delete(self, info: SaveInfo) -> None:
        """Remove one save (the player asked, and confirmed). Raises OSError."""
        try:
            info.path.unlink()
        except FileNotFoundError:
            pass
        with self._lock:
            self._cache.pop(info.path, None)


__all__ = ["Library", "SaveInfo", "describe_save", "header", "verify", "NOT_SAVES", "OLD_AUTOSAVE"]
