"""How long the Sky Towers table's moves, flips, holds and notices last: seconds at speed 1."""

T_FLIP = 0.24
T_MOVE = 0.38
T_FLY = 0.45
T_STAGGER = 0.07
HOLD_STEP = 0.65          # each step of Taroma's procedure stays on screen at least this long
HOLD_BANNER = 1.4
HOLD_OVER = 1.6
NOTICE_SECONDS = 5.0
CONFIRM_SECONDS = 3.0     # Light: press End game twice within this time
