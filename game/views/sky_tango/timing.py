"""How long the Sky Tango table's moves, flips, holds and notices last: seconds at speed 1."""

T_FLIP = 0.22
T_MOVE = 0.36
T_FLY = 0.46
T_STAGGER = 0.07
HOLD_BANNER = 1.1
HOLD_OVER = 1.6
NOTICE_SECONDS = 4.5
