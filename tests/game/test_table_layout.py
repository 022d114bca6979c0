"""Sky 5 table layouts: Tiled maps read with pytmx, scaled to the window."""
from __future__ import annotations

import pygame
import pytest

from game.layout import Layout, LayoutError, layout_path, load_layout

COMMON = {"status", "buttons", "table", "deck", "discard", "pending", "die"}


def tiled_map(layers: str) -> str:
    """A Tiled map of 200x100 pixels (10x5 tiles of 20) holding the object ``layers`` given."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="10" height="5"
     tilewidth="20" tileheight="20" infinite="0" nextlayerid="3" nextobjectid="9">
{layers}
</map>
"""


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
    f.write_text(tiled_map(''' <objectgroup id="1" name="zones">
  <object id="1" name="deck" x="10" y="20" width="30" height="40"/>
  <object id="2" name="row.0" x="0" y="50" width="200" height="50"/>
 </objectgroup>'''))
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


GROWN_MAP = tiled_map(''' <objectgroup id="1" name="zones">
  <object id="1" name="hand.0" x="0" y="60" width="200" height="40"/>
  <object id="2" name="seat.1" x="0" y="0" width="200" height="60"/>
 </objectgroup>
 <objectgroup id="2" name="zones-200">
  <object id="3" name="hand.0" x="0" y="20" width="200" height="80"/>
  <object id="4" name="nowhere" x="0" y="0" width="5" height="5"/>
 </objectgroup>''')


def test_a_map_says_where_its_zones_lie_at_200_percent_and_fit_goes_that_far(tmp_path):
    """The table grows as one picture: each zone of the ``zones-200`` layer is taken from its
    ``zones`` rectangle toward that one as far as the interface size says (issue 36)."""
    f = tmp_path / "grown.tmx"
    f.write_text(GROWN_MAP)
    L = Layout.load(f)
    assert set(L.big) == {"hand.0"}          # a name the zones layer lacks is left out
    L.fit((200, 100))
    assert L["hand.0"] == pygame.Rect(0, 60, 200, 40)
    assert L.fit((200, 100), 1.5)                        # a new interface size fits again
    assert L["hand.0"] == pygame.Rect(0, 40, 200, 60)
    L.fit((400, 200), 2.0)
    assert L["hand.0"] == pygame.Rect(0, 40, 400, 160)
    assert L["seat.1"] == pygame.Rect(0, 0, 400, 120)     # a zone the layer does not name stays
    L.fit((400, 200), 9.0)                               # beyond 200 %: as at 200 %
    assert L["hand.0"] == pygame.Rect(0, 40, 400, 160)


def test_a_map_without_a_200_layer_ignores_the_interface_size(tmp_path):
    f = tmp_path / "small.tmx"
    f.write_text(GROWN_MAP[:GROWN_MAP.index(' <objectgroup id="2"')] + "</map>\n")
    L = Layout.load(f)
    assert not L.big
    L.fit((1920, 1080))
    before = dict(L.rects)
    assert not L.fit((1920, 1080), 2.0)
    assert L.rects == before


GROWN_MAPS = [f"tower-{n}" for n in range(2, 11)] + [f"sky5-{n}" for n in range(2, 6)] + \
    [f"sky-tango-{n}" for n in range(2, 5)] + [f"sky-totems-{n}" for n in range(2, 5)] + \
    [f"sky-towers-{n}" for n in (2, 3, 4)]        # Light's completed towers and Taroma's grown deck lie apart

# a game's seat panel, the panels beside the seats and what lies inside the common one, where they
# are not the card games' (Sky Totems: its altars, and the board with its rows; at 200 % its buttons
# stand in the played altar's panel, under its cards)
PANELS = {"sky-totems": ("altar", ["board", "status"], "board", ("round", "fields", "bag", "totems", "tray", "missions"))}
CARD_GAMES = ("seat", ["table", "buttons", "status"], "table", ("deck", "discard", "pending", "die"))


@pytest.mark.parametrize("name", GROWN_MAPS)
def test_every_grown_map_keeps_inside_the_screen_with_no_seat_over_another(name):
    L = load_layout(name)
    players = L.properties.get("players") or int(name.rsplit("-", 1)[1])
    seat_kind, common, middle, inside_middle = PANELS.get(name.rsplit("-", 1)[0], CARD_GAMES)
    assert L.big and set(L.big) <= set(L.zones)
    L.fit((1920, 1080), 2.0)
    bounds = pygame.Rect(0, 0, 1920, 1080)
    panels = [L[f"{seat_kind}.{p}"] for p in range(players)] + [L[n] for n in common]
    for i, a in enumerate(panels):
        assert bounds.contains(a)
        assert not any(a.colliderect(b) for b in panels[i + 1:]), a
    for p in range(players):
        seat = L[f"{seat_kind}.{p}"]
        inside = [L[n] for n in L.names() if n.endswith(f".{p}") and not n.startswith(f"{seat_kind}.")]
        assert inside and all(seat.contains(r) for r in inside), p
    assert all(L[middle].contains(L[n]) for n in inside_middle if n in L)



@pytest.mark.parametrize("name", GROWN_MAPS)
@pytest.mark.parametrize("grow", [1.1, 1.25, 1.5, 1.75, 1.9])
def test_between_100_and_200_no_zone_lies_over_another_that_it_clears_at_both_ends(name, grow):
    """At 125 or 150 % a zone on its way between its two places (Tower's piles move beside the other
    seats at 200 %) must not pass over a seat: the map is then taken at the nearer end."""
    L = load_layout(name)
    ends = []
    for g in (1.0, 2.0):
        L.fit((1920, 1080), g)
        ends.append(dict(L.frects))
    L.fit((1920, 1080), grow)
    names = sorted(L.zones)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if L.frects[a].colliderect(L.frects[b]):
                assert any(end[a].colliderect(end[b]) for end in ends), (a, b)


def test_a_map_whose_panels_would_cross_on_the_way_snaps_to_the_nearer_end(tmp_path):
    f = tmp_path / "cross.tmx"
    f.write_text(GROWN_MAP.replace('<object id="3" name="hand.0" x="0" y="20" width="200" height="80"/>',
                                   '<object id="3" name="hand.0" x="0" y="0" width="200" height="40"/>')
                 .replace('<object id="2" name="seat.1" x="0" y="0" width="200" height="60"/>',
                          '<object id="2" name="seat.1" x="0" y="0" width="200" height="40"/>'))
    L = Layout.load(f)
    L.big["seat.1"] = (0, 60, 200, 40)          # the two swap places at 200 %
    L.fit((200, 100), 1.4)
    assert L["hand.0"] == pygame.Rect(0, 60, 200, 40)      # as at 100 %
    L.fit((200, 100), 1.6)
    assert L["hand.0"] == pygame.Rect(0, 0, 200, 40)       # as at 200 %


@pytest.mark.parametrize("altars", [2, 3, 4])
def test_a_map_that_grows_whole_takes_its_200_layer_at_any_grown_size(altars):
    """Sky Totems' 200 % layer arranges the table anew (the tray beside the fields, the altars in a
    column): its maps say ``grow`` = ``whole``, so 125 % is the 200 % arrangement, not a mix."""
    L = load_layout(f"sky-totems-{altars}")
    assert L.properties.get("grow") == "whole"
    L.fit((1920, 1080), 2.0)
    whole = dict(L.rects)
    L.fit((1920, 1080), 1.25)
    assert L.rects == whole
    L.fit((1920, 1080), 1.0)
    assert L.rects != whole
