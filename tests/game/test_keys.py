"""Keys every table shares."""
import pygame

from game.tables.base import ACTIVATE_KEYS, DIGIT_KEYS
from game.widgets import ui


def test_number_keys_reach_a_tenth_seat():
    """Ten seats (Tower) are each one key away: 1-9, then 0 for the tenth, on the row and the keypad."""
    assert [DIGIT_KEYS[getattr(pygame, f"K_{i}")] for i in "1234567890"] == list(range(1, 11))
    assert [DIGIT_KEYS[getattr(pygame, f"K_KP{i}")] for i in "1234567890"] == list(range(1, 11))


def test_one_set_of_activate_keys():
    assert ACTIVATE_KEYS is ui.ACTIVATE_KEYS
    assert set(ACTIVATE_KEYS) == {pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE}
