"""Sky 5 table layouts: Tiled maps read with pytmx, scaled to the window."""
from __future__ import annotations

import pygame
import pytest

from game.layout import Layout, LayoutError, layout_path, load_layout

COMMON = {"status", "buttons", "table", "deck", "discard", "pending", "die"}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_player_count_has_a_map_with_every_zone(players):
    L = load_layout(f"sky5-{players}")
    assert L.map_size == (1920, 1080)
    want = COMMON | {f"{kind}.{p}" for kind in ("seat", "row", "bank") for p in range(players)}
    assert want <= set(L.zones)
    L.fit((1920, 1080))
    bounds = pygame.Rect(0, 0, 1920, 1080)
    seats = [L[f"seat.{p}"] for p in range(players)]
    for p, seat in enumerate(seats):
        assert bounds.contains(seat)
        assert seat.contains(L[f"row.{p}"]) and seat.contains(L[f"bank.{p}"])
        assert not L[f"row.{p}"].colliderect(L[f"bank.{p}"])
        for q in range(p + 1, players):
            assert not seat.colliderect(seats[q]), (p, q)
        assert not seat.colliderect(L["table"])
    # the local player's seat is at the bottom, the widest
    assert seats[0].bottom == max(s.bottom for s in seats)
    for zone in ("deck", "discard", "pending", "die"):
        assert L["table"].contains(L[zone])


def test_fit_scales_uniformly_and_letterboxes():
    L = load_layout("sky5-5")
    assert L.fit((960, 540))
    assert L.scale == 0.5
    assert L["row.0"] == pygame.Rect(20, 374, 610, 148)
    assert not L.fit((960, 540))                  # recomputed only when the size changes
    L.fit((1000, 1000))                           # taller than 16:9: bars above and below
    assert L.scale == pytest.approx(1000 / 1920)
    assert L.bounds.top > 200 and L.bounds.centery == 500
    assert all(L.bounds.inflate(2, 2).contains(r) for r in L.rects.values())
    assert L.px(30) == round(30 * L.scale)


def test_layout_reads_a_tiled_file_with_pytmx(tmp_path):
    f = tmp_path / "tiny.tmx"
    f.write_text("""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="10" height="5"
     tilewidth="20" tileheight="20" infinite="0" nextlayerid="2" nextobjectid="3">
 <objectgroup id="1" name="zones">
  <object id="1" name="deck" x="10" y="20" width="30" height="40"/>
  <object id="2" name="row.0" x="0" y="50" width="200" height="50"/>
 </objectgroup>
</map>
""")
    L = Layout.load(f)
    assert L.map_size == (200, 100)
    assert L.zones["deck"] == (10, 20, 30, 40)
    L.fit((400, 200))
    assert L["deck"] == pygame.Rect(20, 40, 60, 80)


def test_a_broken_layout_is_a_clear_error(tmp_path):
    bad = tmp_path / "bad.tmx"
    bad.write_text("<map")
    with pytest.raises(LayoutError, match="bad.tmx"):
        Layout.load(bad)
    with pytest.raises(LayoutError, match="no such layout"):
        Layout.load(tmp_path / "missing.tmx")
    assert layout_path("sky5-2").is_file()
