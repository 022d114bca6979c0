"""How long the Tower table's moves, flips, holds and notices last: seconds at speed 1."""

T_FLIP = 0.24
T_MOVE = 0.4
T_FLY = 0.48
T_STAGGER = 0.09
HOLD_BANNER = 1.4
HOLD_OVER = 1.6
NOTICE_SECONDS = 4.5
