"""The Sky Totems table's colours, and how long the reason for a refused move stays on the status line."""
from __future__ import annotations

from ... import theme

NOTICE_SECONDS = 4.5

GOOD = theme.GOOD
BAD = theme.BAD
GOLD = theme.ACCENT
# The keyboard focus and the target under the pointer differ, so both can show at once.
FOCUS = (120, 220, 255)
DROP = (170, 255, 190)
PANEL_FILL = (30, 46, 88)
PANEL_EDGE = (62, 86, 140)
ACTIVE_EDGE = GOLD
