"""The Sky 5 table as the front end lists it."""
from ...tables import TableSpec
from .results import explain
from .sounds import SOUNDS


def _view() -> type:
    from .view import Sky5View
    return Sky5View


TABLE = TableSpec(
    view=_view, howto="sky-5",
    emblem=((230, 80, 80), (245, 170, 60), (240, 220, 90), (90, 190, 110), (90, 140, 230)),
    layouts=tuple(f"sky5-{n}" for n in range(2, 6)),
    explain=explain, result_columns=(("Cards banked", "cards"),),
    sounds=SOUNDS,
)
