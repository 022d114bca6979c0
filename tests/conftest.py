"""Every test runs headless: no window, no sound device, and a saves folder outside the checkout.
``saves``: a fresh saves folder for one test."""
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

import rules.search  # noqa: E402

# An expert built without a budget (games played with every level, tables without a think setting)
# searches a few iterations, not a second: the suite stays quick and every game reproducible.
rules.search.DEFAULT_BUDGET = rules.search.Budget(iterations=3)


@pytest.fixture
def saves(tmp_path, monkeypatch):
    """A fresh, empty saves folder that the app and the tools use for this test."""
    from game import paths
    folder = tmp_path / "saves"
    folder.mkdir()
    monkeypatch.setattr(paths, "saves_dir", lambda: folder)
    return folder


@pytest.fixture(scope="session")
def _test_saves_root(tmp_path_factory):
    return tmp_path_factory.mktemp("saves-of-the-test-run")


@pytest.fixture(autouse=True)
def _saves_outside_the_checkout(_test_saves_root, monkeypatch):
    """No test writes into the checkout's ``saves/`` (a player's own games, settings and best
    scores live there): the run's saves folder is a temporary one unless a test picks another."""
    from game import paths
    monkeypatch.setattr(paths, "_saves_override", _test_saves_root)


@pytest.fixture(autouse=True)
def _interface_size_reset():
    """The interface size is the theme's one global: every test starts (and leaves) it at 100 %."""
    yield
    try:
        from game import theme
    except Exception:  # noqa: BLE001 - a rules-only environment without pygame
        return
    theme.set_interface(100)
