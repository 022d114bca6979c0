"""The met missions Sky Totems keeps between steps (forgotten only when what a hidden card's test
reads changes: pedestals of its design, clouds or totems) are always those a fresh count finds,
over random and sensible games with every choice of totems, the hoard's mixed stacks included."""
from playouts import TOTEM_CHOICES, positions

from rules.sky_totems.state import _MISSION_MET


def test_the_kept_met_missions_are_always_those_counted_afresh():
    met_seen = 0
    for seed, s in positions("met-cache", TOTEM_CHOICES, 8, levels=("random", "sensible")):
        for seat in range(s.players):
            fresh = tuple(c for c in s.missions[seat] if _MISSION_MET[s.faces[c]](s, seat))
            assert s._met_cards(seat) == fresh, (seed, s.step, seat)
            met_seen += len(fresh)
    assert met_seen > 50


def test_a_pedestal_of_another_design_over_the_hoard_unmeets_a_devotion_kept_as_met():
    # Four Ember meet Devotion to Ember; a Leaf (the hoard's design) on top ends that stack of one
    # design: a Leaf pedestal changes an Ember test too, through the stack's bottom design.
    from rules.sky_totems.commands import PlacePedestal, TakeField
    from rules.sky_totems.positions import position

    s = position(turn=0, altars={0: {(0, 0): ["Ember"] * 4}}, hoards={0: ["Leaf"]},
                 missions={0: ["devotion-to-ember", "pantheon"]}, fields=[["Leaf"], [], [], []])
    devotion = s.missions[0][0]
    assert s._met_cards(0) == (devotion,)
    s.apply(TakeField(0, 0))
    assert s._met_cards(0) == (devotion,)
    s.apply(PlacePedestal(0, s.tray[0], 0, 0))
    assert s._met_cards(0) == ()
    assert s.actor == 1             # nothing met any more: the turn ended
