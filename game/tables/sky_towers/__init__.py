"""The Sky Towers table: multiplayer (2-4), Light solitaire and Taroma solitaire. ``TABLE`` (see
``spec.py``) is what the shared scenes ask; ``SkyTowersTable`` in ``table.py`` is the table."""
from .spec import TABLE

__all__ = ["TABLE"]
