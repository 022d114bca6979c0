"""Where files live: assets beside the code, saves in the checkout or the user's data folder."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"


def saves_dir() -> Path:
    """``saves/`` when run from a checkout (it is there beside ``pyproject.toml``), else the
    platform's per-user data folder, so an installed copy never writes into site-packages."""
    if (ROOT / "pyproject.toml").is_file() and (ROOT / "saves").is_dir():
        return ROOT / "saves"
    import platformdirs
    return Path(platformdirs.user_data_dir("sky-table", appauthor=False)) / "saves"


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"


def settings_path() -> Path:
    return saves_dir() / "settings.json"
