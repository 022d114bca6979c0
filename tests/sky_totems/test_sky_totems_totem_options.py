"""``_totem_options``, the fast list of buildable totems behind the legal BuildTotem commands, is
the same list ``totem_height`` (the one statement of each totem's condition) gives when tried on
every cell, direction and kind, over the positions of random games with every choice of totems."""
from playouts import TOTEM_CHOICES, positions

from rules.sky_totems.components import ACTION_TOTEMS, SPAN, TOTEM_CELLS
from rules.sky_totems.state import totem_height


def every_totem(s, seat):
    """(kind, first cell index, vertical) of every totem that could stand on altar ``seat``, found the
    slow way: kinds in the game's order, then cells in placing order, rows before columns."""
    ix, cells, stacks, cover = s._ix[seat], s.cells[seat], s.stacks[seat], s.cover[seat]
    out = []
    for kind in s.totem_kinds:
        if kind not in ACTION_TOTEMS:
            continue
        for i, c in enumerate(cells):
            for vertical, step in ((False, SPAN), (True, 1)):
                line = [ix.get(c + k * step) for k in range(TOTEM_CELLS[kind])]
                if None in line or any(cover[j] >= 0 for j in line):
                    continue
                if totem_height(kind, tuple(len(stacks[j]) for j in line)):
                    out.append((kind, i, vertical))
    return out


def test_the_fast_totem_list_is_every_totem_the_conditions_allow():
    found = {}
    for seed, s in positions("totem-options", TOTEM_CHOICES, 6):
        for seat in range(s.players):
            options = s._totem_options(seat)
            assert options == every_totem(s, seat), (seed, s.step, seat)
            for kind, _, _ in options:
                found[kind] = found.get(kind, 0) + 1
    # the random games reach every kind of totem, many times
    assert all(found.get(kind, 0) > 20 for kind in ACTION_TOTEMS), found
