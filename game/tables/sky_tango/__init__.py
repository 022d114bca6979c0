"""The Sky Tango table, for 2 to 4 players: ``TABLE`` (see ``spec.py``) is what the shared scenes ask;
``TangoTable`` in ``table.py`` is the table ``game.scenes.table.TableScene`` hosts."""
from .spec import TABLE

__all__ = ["TABLE"]
