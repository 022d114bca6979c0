"""Sky Totems at the table: the view (``SkyTotemsView``) and the scorepad for the results screen."""
from __future__ import annotations

from .options import setup_options
from .results import scorepad_rows
from .view import SkyTotemsView

__all__ = ["SkyTotemsView", "scorepad_rows", "setup_options"]
