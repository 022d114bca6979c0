"""On Linux the game shows its window through X11's shared-memory framebuffer, not OpenGL: with no
graphics driver (software Mesa, a bare X server at a game night) OpenGL cost ~18 ms of CPU a
1920x1080 frame, the framebuffer ~0.1 ms (``bench/frame_time.py --display``). A value the player
set is kept; other systems keep SDL's choice."""
from __future__ import annotations

from game.__main__ import display_hints


def test_on_linux_the_game_asks_for_the_plain_framebuffer():
    env = {}
    display_hints(env, "linux")
    assert env == {"SDL_FRAMEBUFFER_ACCELERATION": "0"}


def test_a_players_own_setting_is_kept():
    env = {"SDL_FRAMEBUFFER_ACCELERATION": "1"}
    display_hints(env, "linux")
    assert env == {"SDL_FRAMEBUFFER_ACCELERATION": "1"}


def test_other_systems_keep_sdls_choice():
    for platform in ("win32", "darwin"):
        env = {}
        display_hints(env, platform)
        assert env == {}
