"""The Tower table, for 2 to 10 players with standard decks: ``TABLE`` (see ``spec.py``) is what the
shared scenes ask; ``TowerTable`` in ``table.py`` is the table ``game.scenes.table.TableScene`` hosts."""
from .spec import TABLE

__all__ = ["TABLE"]
