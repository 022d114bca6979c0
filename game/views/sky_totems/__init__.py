"""Sky Totems at the table: ``TABLE`` (see ``spec.py``) is what the shared scenes ask;
``SkyTotemsView`` in ``view.py`` is the view."""
from .spec import TABLE

__all__ = ["TABLE"]
