"""Every test runs headless: no window, no sound device. ``saves``: a fresh saves folder."""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Tests import the project's packages from the checkout even when it is not installed.
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


import pytest  # noqa: E402  (after the environment above, which pygame reads on import)


@pytest.fixture
def saves(tmp_path, monkeypatch):
    """A fresh, empty saves folder that the app and the tools use for this test."""
    from game import paths
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setattr(paths, "saves_dir", lambda: folder)
    return folder
