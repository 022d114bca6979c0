"""How long the Sky 5 table's moves, flips, die rolls, holds and notices last: seconds at speed 1."""

T_FLIP = 0.26
T_MOVE = 0.42
T_FLY = 0.5
T_STAGGER = 0.07
T_ROLL = 0.9
HOLD_BUST = 1.35
HOLD_SKY5 = 1.5
HOLD_FINAL = 1.8
HOLD_OVER = 1.6
NOTICE_SECONDS = 4.5
