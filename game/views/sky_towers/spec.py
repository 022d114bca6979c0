"""The Sky Towers table as the front end lists it."""
from ...tables import TableSpec
from .results import explain, scorepad_rows
from .words import setup_options


def _view() -> type:
    from .view import SkyTowersView
    return SkyTowersView


TABLE = TableSpec(
    view=_view, howto="sky-towers",
    emblem=((90, 150, 230), (250, 204, 92), (120, 200, 170), (230, 120, 110)),
    layouts=("sky-towers-2", "sky-towers-3", "sky-towers-4", "sky-towers-light", "sky-towers-taroma"),
    setup_options=setup_options, explain=explain, scorepad=scorepad_rows,
)
