"""The Sky Tango table, for 2 to 4 players: ``TABLE`` in ``spec.py`` is what the shared scenes ask;
``TangoTable`` in ``table.py`` is the table ``game.scenes.table.TableScene`` hosts."""

# The colours of the fan of cards on the game's title tile. Here rather than in spec.py so that the
# title draws its tiles without importing the table (``game.tables.emblem_of``); spec.py's TABLE
# (``game.tables.table_for``) uses the same.
# Sun gold and orange either side of a silver-blue moon: the two kinds in their dance.
EMBLEM = ((255, 214, 102), (246, 146, 44), (150, 180, 232), (246, 146, 44), (255, 214, 102))
