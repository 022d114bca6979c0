"""One table package per game (``game/views/<package>/``, named like its rules package), each
exporting ``TABLE``; ``game.tables`` finds them. ``base.py`` and ``sprites.py`` are shared."""
