"""An installed copy (``pip install .``, not editable) carries every asset the table reads."""
from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path

from game import paths

ROOT = Path(__file__).resolve().parents[2]


def declared_data_files() -> dict[str, list[str]]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["tool"]["setuptools"]["data-files"]


def test_every_asset_is_installed_as_data_files():
    declared = declared_data_files()
    missing = []
    for file in sorted((ROOT / "assets").rglob("*")):
        if not file.is_file():
            continue
        rel = file.relative_to(ROOT).as_posix()
        target = "share/sky-table/" + file.parent.relative_to(ROOT).as_posix()
        if not any(fnmatch.fnmatch(rel, pattern) for pattern in declared.get(target, [])):
            missing.append(rel)
    assert not missing, f"add these to [tool.setuptools.data-files] in pyproject.toml: {missing}"


def test_an_installed_copy_reads_the_assets_from_the_data_files_folder(tmp_path, monkeypatch):
    installed = tmp_path / "share" / "sky-table" / "assets"
    installed.mkdir(parents=True)
    monkeypatch.setattr(paths, "INSTALLED_ASSETS", installed)
    monkeypatch.setattr(paths, "ROOT", tmp_path / "site-packages")        # no checkout beside the code
    assert paths._assets_dir() == installed
    monkeypatch.setattr(paths, "ROOT", ROOT)                               # a checkout wins
    assert paths._assets_dir() == ROOT / "assets"
