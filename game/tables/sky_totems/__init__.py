"""Sky Totems at the table: ``TABLE`` in ``spec.py`` is what the shared scenes ask;
``TotemsTable`` in ``table.py`` is the table."""

# The colours of the fan of cards on the game's title tile. Here rather than in spec.py so that the
# title draws its tiles without importing the table (``game.tables.emblem_of``); spec.py's TABLE
# (``game.tables.table_for``) uses the same.
EMBLEM = ((160, 120, 200), (110, 190, 200), (220, 170, 110))
