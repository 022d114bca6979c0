"""The Sky Totems table as the front end lists it."""
from ...tables import TableSpec
from .options import setup_options
from .results import explain, scorepad_rows
from .undo import is_barrier


def _view() -> type:
    from .view import SkyTotemsView
    return SkyTotemsView


TABLE = TableSpec(
    view=_view, howto="sky-totems",
    emblem=((160, 120, 200), (110, 190, 200), (220, 170, 110)),
    layouts=("sky-totems-2", "sky-totems-3", "sky-totems-4"),
    setup_options=setup_options, explain=explain, scorepad=scorepad_rows, undo=is_barrier,
)
