"""The Sky 5 table, for 2 to 5 players: ``TABLE`` (see ``spec.py``) is what the shared scenes ask;
``Sky5Table`` in ``table.py`` is the table ``game.scenes.table.TableScene`` hosts."""
from .spec import TABLE

__all__ = ["TABLE"]
