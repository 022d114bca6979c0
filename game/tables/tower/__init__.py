"""The Tower table, for 2 to 10 players with standard decks: ``TABLE`` in ``spec.py`` is what the
shared scenes ask; ``TowerTable`` in ``table.py`` is the table ``game.scenes.table.TableScene`` hosts."""

# The colours of the fan of cards on the game's title tile. Here rather than in spec.py so that the
# title draws its tiles without importing the table (``game.tables.emblem_of``); spec.py's TABLE
# (``game.tables.table_for``) uses the same.
# A red and a black card either side of a gold King: the tower's alternating colours.
EMBLEM = ((206, 28, 48), (40, 44, 64), (232, 180, 48), (206, 28, 48), (40, 44, 64))
