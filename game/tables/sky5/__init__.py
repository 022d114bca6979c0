"""The Sky 5 table, for 2 to 5 players: ``TABLE`` in ``spec.py`` is what the shared scenes ask;
``Sky5Table`` in ``table.py`` is the table ``game.scenes.table.TableScene`` hosts."""

# The colours of the fan of cards on the game's title tile. Here rather than in spec.py so that the
# title draws its tiles without importing the table (``game.tables.emblem_of``); spec.py's TABLE
# (``game.tables.table_for``) uses the same.
EMBLEM = ((230, 80, 80), (245, 170, 60), (240, 220, 90), (90, 190, 110), (90, 140, 230))
