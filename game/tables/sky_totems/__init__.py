"""Sky Totems at the table: ``TABLE`` (see ``spec.py``) is what the shared scenes ask;
``TotemsTable`` in ``table.py`` is the table."""
from .spec import TABLE

__all__ = ["TABLE"]
