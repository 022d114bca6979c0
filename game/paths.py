"""Where files live: assets beside the code, saves in the checkout or the user's data folder."""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Where pyproject.toml's data-files put the assets when the package is installed, not editable.
INSTALLED_ASSETS = Path(sys.prefix) / "share" / "sky-table" / "assets"


def bundle_dir() -> Path | None:
    """The folder a PyInstaller build unpacked itself into (``sys._MEIPASS``; tools/build_app.py
    puts ``assets/`` there), or None when not running frozen."""
    if not getattr(sys, "frozen", False):
        return None
    base = getattr(sys, "_MEIPASS", None)
    return Path(base) if base else Path(sys.executable).resolve().parent


def _assets_dir() -> Path:
    """A frozen build's bundled ``assets/``; else the checkout's ``assets/`` when there is one,
    else the installed copy. With none, the checkout path stays, so each loader's message names
    the file it misses."""
    bundle = bundle_dir()
    if bundle is not None and (bundle / "assets").is_dir():
        return bundle / "assets"
    here = ROOT / "assets"
    if not here.is_dir() and INSTALLED_ASSETS.is_dir():
        return INSTALLED_ASSETS
    return here


ASSETS = _assets_dir()
ICONS = ASSETS / "icons"    # sky-table.svg and sky-table-<N>.png (made by tools/make_icons.py)
SOUNDS = ASSETS / "sounds"  # the sound effects, <name>.wav (made by tools/make_sounds.py)


# ``--saves DIR``: another saves folder (a USB stick at a game night, tests); None: the usual one.
_saves_override: Path | None = None


def use_saves_dir(folder: str | Path | None) -> None:
    """Make ``folder`` the saves folder for the rest of the run (None: back to the usual one)."""
    global _saves_override
    _saves_override = Path(folder).expanduser().resolve() if folder is not None else None


def saves_dir() -> Path:
    """The ``--saves`` folder when one was given; else ``saves/`` when run from a checkout (it is
    there beside ``pyproject.toml``), else the platform's per-user data folder, so an installed
    copy never writes into site-packages."""
    if _saves_override is not None:
        return _saves_override
    if bundle_dir() is None and (ROOT / "pyproject.toml").is_file() and (ROOT / "saves").is_dir():
        return ROOT / "saves"
    import platformdirs
    return Path(platformdirs.user_data_dir("sky-table", appauthor=False)) / "saves"


def settings_path() -> Path:
    return saves_dir() / "settings.json"


def sounds_dir() -> Path:
    """Where the sound effects are: ``assets/sounds`` beside the layouts (checkout, installed copy
    or bundle alike)."""
    return SOUNDS
