"""Names of where a Sky Totems game stands, shared by the state and its consistency check:
phases, stages, kinds of turn and pending design choices."""

# Phases (who decides and which commands fit).
CHOOSE, START_CLOUD, TURN, OVER = "choose", "start_cloud", "turn", "over"
# Stages of the game.
SETUP, ROUND, FINAL, REVEALS = "setup", "round", "final", "reveals"
# Kinds of turn: a normal turn; a Final Totem step (a totem or a pass); an end-of-game reveal step.
NORMAL, FINAL_TURN, REVEAL_TURN = "normal", "final", "reveal"
# Pending design choices.
REWARD, CAT1, CAT2 = "reward", "cat1", "cat2"
