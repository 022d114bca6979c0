"""The Sky Tango table, for 2 to 4 players: ``TABLE`` (see ``spec.py``) is what the shared scenes ask;
``TangoView`` in ``view.py`` is the view ``game.scenes.table.TableScene`` hosts."""
from .spec import TABLE

__all__ = ["TABLE"]
