"""The Sky Towers table: multiplayer (2-4), Light solitaire and Taroma solitaire. ``TABLE`` in
``spec.py`` is what the shared scenes ask; ``SkyTowersTable`` in ``table.py`` is the table."""

# The colours of the fan of cards on the game's title tile. Here rather than in spec.py so that the
# title draws its tiles without importing the table (``game.tables.emblem_of``); spec.py's TABLE
# (``game.tables.table_for``) uses the same.
EMBLEM = ((90, 150, 230), (250, 204, 92), (120, 200, 170), (230, 120, 110))
