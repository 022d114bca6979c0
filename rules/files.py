"""Writing a file so that a crash or a full disk never leaves half of it: the saves, the settings
and the app's other files all go through here. Nothing else of the rules is needed to write a file,
so the app's first frame (its settings, its autosave writer) does not import the save format."""
from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any


def write_json_atomic(path: str | os.PathLike, data: Any) -> Path:
    """Write JSON atomically (see ``write_text_atomic``)."""
    return write_text_atomic(path, json_text(data))


def json_text(data: Any) -> str:
    """The text ``write_json_atomic`` writes for ``data`` (for a writer on another thread)."""
    return json.dumps(data, indent=1, sort_keys=False)


# A temporary file of an atomic write: hidden, and named so that no file of a person's can look like
# one (``.sky-5-....json.skytable-k2j4h5x8.tmp``). Only these are ever cleaned up (game.library).
TMP_PREFIX, TMP_MARK, TMP_SUFFIX = ".", ".skytable-", ".tmp"
TMP_NAME = re.compile(r"\..+\.skytable-[a-z0-9_]{8}\.tmp")


def write_text_atomic(path: str | os.PathLike, text: str) -> Path:
    """Write a text (UTF-8) atomically: a temporary file beside the target, flushed to disk, then
    renamed, and the folder flushed so the rename itself survives a power cut; a crash or a full
    disk leaves either the old file or the new one, never half of one. The text is made before
    anything is written, so a value json cannot encode leaves the old file and no temporary file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TMP_PREFIX + path.name + TMP_MARK, suffix=TMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        _flush_folder(path.parent)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path


def _flush_folder(folder: Path) -> None:
    """Flush a folder's entries to disk (a rename lives there), where the platform allows it:
    POSIX opens folders; Windows does not, and its file system journals renames itself."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:     # a file system that cannot flush a folder (some network shares)
        pass
    finally:
        os.close(fd)
