"""Names shared by the state and Taroma's procedure: modes, phases and Taroma's seat."""

MULTI, LIGHT, TAROMA_MODE = "multi", "light", "taroma"
MODES = (MULTI, LIGHT, TAROMA_MODE)

# Phases: whose decision it is and which commands fit.
TURN, DISCARD, ASK, OVER = "turn", "discard", "ask", "over"

# In Taroma solitaire the person is seat 0 and Taroma, the automaton, seat 1.
TAROMA = 1
