"""``sky-table --install-launcher`` / ``--uninstall-launcher``: a menu entry on Linux desktops.

Installing writes a freedesktop ``.desktop`` entry and the icons into the user's data folder
(``$XDG_DATA_HOME``, else ``~/.local/share``), so Sky Table shows in the applications menu and
can be pinned to a dock or task bar:

    applications/sky-table.desktop
    icons/hicolor/<N>x<N>/apps/sky-table.png      for every size in assets/icons
    icons/hicolor/scalable/apps/sky-table.svg

``Exec=`` starts the copy that did the install: a frozen build's own program, else the
``sky-table`` script beside ``sys.executable`` (a virtual environment's ``bin/``) or on PATH, else
``<sys.executable> -m game`` (from the checkout's folder when the package is not installed).
Uninstalling removes exactly those files and no folder. Both print what they did; a folder that
cannot be written is one clear sentence and exit status 1, never a traceback. No pygame here.
"""
from __future__ import annotations

import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from . import paths

APP_ID = "sky-table"                 # the .desktop file's name, the icon's name, the window class
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
CATEGORIES = "Game;CardGame;"

# The Desktop Entry spec's reserved characters: an argument holding any of them is quoted.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
_ESCAPED_IN_QUOTES = set('"`$\\')


class LauncherError(Exception):
    """One sentence for the person at the terminal."""


def data_home(env: dict | None = None) -> Path:
    """``$XDG_DATA_HOME`` when it is set to an absolute path (the spec says to ignore a relative
    one), else ``~/.local/share``."""
    env = os.environ if env is None else env
    value = env.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


@dataclass(frozen=True)
class Plan:
    """Every file a launcher consists of: the menu entry, and each icon's source and target."""
    desktop: Path
    icons: tuple[tuple[Path, Path], ...]      # (source in assets/icons, target in the icon theme)

    @property
    def files(self) -> list[Path]:
        return [target for _, target in self.icons] + [self.desktop]


def plan(data: Path | None = None, icons: Path | None = None) -> Plan:
    data = data_home() if data is None else data
    icons = paths.ICONS if icons is None else icons
    theme = data / "icons" / "hicolor"
    pairs = [(icons / f"{APP_ID}-{n}.png", theme / f"{n}x{n}" / "apps" / f"{APP_ID}.png") for n in ICON_SIZES]
    pairs.append((icons / f"{APP_ID}.svg", theme / "scalable" / "apps" / f"{APP_ID}.svg"))
    return Plan(desktop=data / "applications" / f"{APP_ID}.desktop", icons=tuple(pairs))


# ------------------------------------------------------------------ the command to start

def launch_command(executable: str | None = None, which=shutil.which) -> tuple[list[str], Path | None]:
    """The argv that starts this copy of Sky Table, and the working folder it needs (None: any).

    A frozen build starts itself; else the ``sky-table`` script installed beside the Python that
    runs now (so a launcher made from a virtual environment starts that environment's copy), else
    one on PATH, else ``python -m game``, run from the checkout when ``game`` is not installed."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())], None
    python = Path(executable or sys.executable)
    beside = python.parent / APP_ID
    if beside.is_file() and os.access(beside, os.X_OK):
        return [str(beside.absolute())], None
    found = which(APP_ID)
    if found:
        return [str(Path(found).absolute())], None
    folder = None
    if (paths.ROOT / "pyproject.toml").is_file() and not _installed_elsewhere():
        folder = paths.ROOT          # a checkout run without installing: `-m game` needs its folder
    return [str(python.absolute()), "-m", "game"], folder


def _installed_elsewhere() -> bool:
    """True when ``game`` would import from any folder (an installed or editable copy)."""
    try:
        from importlib import metadata
        metadata.distribution("sky-table")
        return True
    except Exception:
        return False


def quote_arg(arg: str) -> str:
    """One argument of ``Exec=`` as the Desktop Entry spec wants it: quoted in double quotes when
    it holds a reserved character (with ``"`` ``` ` ``` ``$`` ``\\`` backslashed inside), ``%``
    doubled; the string-value escaping of backslashes is applied by ``exec_value``."""
    if "\n" in arg or "\r" in arg or "\0" in arg:
        raise LauncherError(f"the path {arg!r} holds a line break, which a menu entry cannot start")
    if any(c in _RESERVED for c in arg) or arg == "":
        arg = '"' + "".join("\\" + c if c in _ESCAPED_IN_QUOTES else c for c in arg) + '"'
    return arg.replace("%", "%%")


def _string_value(text: str) -> str:
    """The escaping of a ``string`` value in a desktop entry (backslash, tab; no line breaks)."""
    return text.replace("\\", "\\\\").replace("\t", "\\t")


def exec_value(argv: list[str]) -> str:
    return _string_value(" ".join(quote_arg(a) for a in argv))


def desktop_entry(argv: list[str], folder: Path | None = None) -> str:
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        "Name=Sky Table",
        "GenericName=Card Table",
        "Comment=Card games under the night sky: play against bots, pass the mouse around, or play alone",
        f"Exec={exec_value(argv)}",
        f"TryExec={_string_value(argv[0])}",
        f"Icon={APP_ID}",
        "Terminal=false",
        f"Categories={CATEGORIES}",
        "Keywords=cards;card game;solitaire;board game;game night;",
        "StartupNotify=true",
        f"StartupWMClass={APP_ID}",
    ]
    if folder is not None:
        lines.insert(8, f"Path={_string_value(str(folder))}")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ install / uninstall

def _write(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file beside it, then rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise


def _why(e: OSError) -> str:
    return e.strerror or str(e)


def install(data: Path | None = None, out=print) -> list[Path]:
    """Write the icons, then the menu entry; returns the files written. ``LauncherError`` when a
    file cannot be written (the files already written stay, and are listed)."""
    p = plan(data)
    argv, folder = launch_command()
    entry = desktop_entry(argv, folder).encode("utf-8")
    written: list[Path] = []
    missing: list[Path] = []
    for source, target in p.icons:
        try:
            content = source.read_bytes()
        except OSError:
            missing.append(source)
            continue
        try:
            _write(target, content)
        except OSError as e:
            raise LauncherError(f"cannot write {target}: {_why(e)}") from None
        written.append(target)
    try:
        _write(p.desktop, entry)
    except OSError as e:
        raise LauncherError(f"cannot write {p.desktop}: {_why(e)}") from None
    written.append(p.desktop)
    out(f"Installed the Sky Table launcher: {p.desktop}")
    out(f"  starts: {exec_value(argv)}" + (f"  (in {folder})" if folder else ""))
    icons = [t for t in written if t != p.desktop]
    if icons:
        out(f"  icons: {len(icons)} files under {p.desktop.parent.parent / 'icons' / 'hicolor'}")
    for source in missing:
        out(f"  warning: the icon {source} is missing; the menu shows a generic icon at that size")
    out("Sky Table is now in the applications menu (Games); remove it with --uninstall-launcher.")
    return written


def uninstall(data: Path | None = None, out=print) -> list[Path]:
    """Remove exactly the files ``install`` writes, then the folders on their way that this leaves
    empty (a folder holding anything at all stays); returns the files removed."""
    p = plan(data)
    removed: list[Path] = []
    for target in [p.desktop] + [t for _, t in p.icons]:   # the menu entry first: no dangling icon name
        try:
            target.unlink()
        except FileNotFoundError:
            continue
        except OSError as e:
            raise LauncherError(f"cannot remove {target}: {_why(e)}") from None
        removed.append(target)
    _remove_empty_folders(p, p.desktop.parent.parent)
    if removed:
        out(f"Removed the Sky Table launcher: {len(removed)} files")
        for target in removed:
            out(f"  {target}")
    else:
        out(f"No Sky Table launcher to remove (looked in {p.desktop.parent} and the hicolor icons).")
    return removed


def _remove_empty_folders(p: Plan, data: Path) -> None:
    """The folders between ``data`` and each launcher file, deepest first, each removed only if
    empty: install makes them (icons/hicolor/48x48/apps ...) and an empty folder holds nothing of
    anyone's. ``rmdir`` refuses a folder with anything in it, which is the check."""
    folders = set()
    for target in [p.desktop] + [t for _, t in p.icons]:
        folder = target.parent
        while folder != data and data in folder.parents:
            folders.add(folder)
            folder = folder.parent
    for folder in sorted(folders, key=lambda f: len(f.parts), reverse=True):
        try:
            folder.rmdir()
        except OSError:     # not empty, gone already, or not ours to remove: it stays
            pass


def main(action: str, out=print) -> int:
    """``action`` is "install" or "uninstall"; the exit status (0 done, 1 not possible)."""
    if sys.platform in ("win32", "darwin") and "XDG_DATA_HOME" not in os.environ:
        where = "Start menu" if sys.platform == "win32" else "Terminal"
        print(f"sky-table: menu launchers are for Linux desktops; here start Sky Table with "
              f"`sky-table` (see the README for the {where})", file=sys.stderr)
        return 1
    try:
        (install if action == "install" else uninstall)(out=out)
    except LauncherError as e:
        print(f"sky-table: {e}", file=sys.stderr)
        return 1
    except OSError as e:  # anything else the disk says no to
        print(f"sky-table: {_why(e)}", file=sys.stderr)
        return 1
    except Exception as e:  # never a traceback at the terminal
        print(f"sky-table: the launcher could not be {action}ed ({type(e).__name__}: {e})", file=sys.stderr)
        return 1
    return 0
