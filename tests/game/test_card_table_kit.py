"""The card-table kit (game/tables/kit) under Tower, Sky Tango, Sky 5 and Sky Towers: the shown model, the pygame-free
half a phone's page will ask, and the still picture's parts drawing only inside their rects (a part
drawing outside would leave stale ink behind when it changes)."""
from __future__ import annotations

import subprocess
import sys

import pygame
import pytest
from table_helpers import (assert_parts_draw_inside, display, frame, grown_view, position_table,  # noqa: F401
                           record_tags, texts_drawn)

from game import theme
from game.tables.kit.shown import Shown
from game.tables.sky5.moves import Sky5Moves
from game.tables.sky5.shown import shown_from as sky5_shown
from game.tables.sky_tango.moves import TangoMoves
from game.tables.sky_tango.shown import shown_from as tango_shown
from game.tables.sky_totems.moves import CLOUD, TotemsMoves
from game.tables.sky_totems.shown import shown_from as totems_shown
from game.tables.sky_towers.moves import SkyMoves
from game.tables.sky_towers.shown import shown_from as towers_shown
from game.tables.tower.moves import TowerMoves
from game.tables.tower.shown import shown_from as tower_shown
from rules.sky5.commands import Give, Take
from rules.sky5.positions import position as sky5_position
from rules.sky_tango.positions import position as tango_position
from rules.core import Rejected
from rules.sky_totems.commands import PlaceCloud, PlacePedestal, TakeField
from rules.sky_totems.state import new_game as totems_game
from rules.sky_towers.commands import Draw, Play, Return
from rules.sky_towers.positions import position as towers_position
from rules.tower.commands import Build
from rules.tower.positions import find, position as tower_position

NAMES = ["You", "Vega", "Orion", "Lyra"]


def tower_state():
    return tower_position(players=4, names=NAMES, hands={0: "4S 9D XR 7C 8H KC JS QD", 1: "2H 3H", 2: "5S", 3: "6C"},
                          towers={0: "10H 8C 6H", 1: "9S 7D", 2: "10D", 3: "8S"}, kings={3: "KD"}, turn=0)


def tango_state():
    return tango_position(players=4, names=NAMES, hands={0: "S10 S2 SE M6 M11 M20 S25 M1", 1: "S20 M7"},
                          rows={0: {"sun": "S3 S5 S7 S8 S9 S11 S12 S14 S15 S16 S17"}, 1: {"moon": "M10 M12/ME M15"}},
                          turn=0)


def sky5_state():
    """You must give a drawn blue 5; Vega shows blue and may not have it."""
    return sky5_position(4, names=NAMES, rows=[["B3", "R1"], ["B2", "G4"], ["Y1"], []], banks=[["P2"], ["G1", "Y3"]],
                         discard=["R0"], stage="give", pending="B5", turn=0)


def sky5_take_state():
    """Vega busted on the die; you may take one of their cards, Orion after you."""
    return sky5_position(3, names=NAMES[:3], rows=[["B3"], ["Y2", "B4", "G5"], ["R1"]], stage="take", turn=1,
                         takers=[0, 2], die=4)


def towers_state():
    st = towers_position("multi", 4, hands=[[4, 4, 8, 10, 2, 6, 3], [7, 7], [3], [5]],
                         towers=[[[10, 7]], [[6, 2]], [[2]], [[9, 5]]], completed=[[], [[10, 6, 5]]], turn=0)
    st.names = list(NAMES)
    return st


def test_the_shown_model_moves_cards_between_zones_and_counts_hidden_ones():
    m = Shown({})
    m.put("hand.0", [{"id": 1, "code": "7H"}, {"id": 2, "code": "9S"}])
    m.put_stacks("sun.0", [[5], [6, 7]])
    m.hide("deck", 10)
    assert m.faces == {1: "7H", 2: "9S"} and m.ids("sun.0") == [5, 6, 7] and m.count("deck") == 10
    m.remove(1, "hand.0")
    m.insert(1, "sun.0", index=1, on_top=True)        # onto the second stack
    m.remove(6, "sun.0")
    m.insert(9, "deck")
    assert m.ids("hand.0") == [2] and m.stacks["sun.0"] == [[5], [7, 1]] and m.count("deck") == 11
    m.remove(5, "sun.0")                              # a stack left empty goes
    assert m.stacks["sun.0"] == [[7, 1]] and m.zone_of(1) == "sun.0" and m.hidden("deck")


def test_the_shown_model_and_the_moves_come_from_a_seats_view_alone():
    st = tower_state()
    m = tower_shown(st.view(0), 0)
    assert m.ids("hand.0") == list(st.hands[0]) and m.hidden("hand.1") and m.count("hand.1") == 2
    assert not any(c in m.faces for c in st.hands[1])           # no face of another hand
    moves = TowerMoves(m, list(st.legal_commands()), 0, st.check)
    stone = find(st, "4S", 0)
    option = moves.options(stone)[("tower", 0)]
    assert option.command is None and option.choice.kind == "pay"
    assert set(option.choice.picks) == {c.pay for c in st.legal_commands() if isinstance(c, Build) and c.stone == stone}
    assert "lower than the 6" in moves.why_not(find(st, "7C", 0), ("tower", 0))
    st2 = tango_state()
    m2 = tango_shown(st2.view(0), 0)
    runs = TangoMoves(m2, list(st2.legal_commands()), 0, st2.check).clearable_runs()
    assert runs and all(r[0] == "run" and r[1] == 0 for r in runs)
    st3 = sky5_state()
    m3 = sky5_shown(st3.view(0), 0)
    assert m3.ids("pending") == [st3.pending] and m3.count("deck") == len(st3.deck) and m3.hidden("deck")
    assert m3.ids("bank.1") == st3.banks[1] and not any(c in m3.faces for c in st3.banks[1])   # Vega's bank: face down
    assert all(c in m3.faces for c in st3.banks[0])                                          # your own: you know it
    give = Sky5Moves(m3, list(st3.legal_commands()), 0, st3.check)
    assert set(give.options(st3.pending)) == {("give", c.to) for c in st3.legal_commands() if isinstance(c, Give)}
    assert ("give", 1) not in give.options(st3.pending) and "blue" in give.why_not(st3.pending, ("give", 1))
    assert give.actions() == [("give", c.to) for c in st3.legal_commands()]
    st4 = sky5_take_state()
    take = Sky5Moves(sky5_shown(st4.view(0), 0), list(st4.legal_commands()), 0, st4.check)
    takeable = {c.card for c in st4.legal_commands() if isinstance(c, Take)}
    assert takeable and all(take.options(c) == {("take", c): take.options(c)[("take", c)]} for c in takeable)
    assert take.actions()[-1] == ("pass",) and take.command(("take", min(takeable))) == Take(0, min(takeable))
    assert take.why_not(min(takeable), ("seat", 2)) == "Drop the card on You's own row to take it."
    st5 = towers_state()
    m5 = towers_shown(st5.view(0), 0)
    assert m5.ids("hand.0") == list(st5.hands[0]) and m5.hidden("hand.1") and m5.stacks["completed.1"]
    assert not any(c in m5.faces for c in st5.hands[1])
    fours = tuple(c for c in st5.hands[0] if st5.faces[c] == 4)
    legal = list(st5.legal_commands())
    sky = SkyMoves(m5, legal, 0, st5.check, group=fours)     # the two 4s picked together
    assert set(sky.options(fours[0])) == {("tower", c.tower) for c in legal if isinstance(c, Play) and c.cards == fours}
    top = st5.towers[0][0][-1]
    assert sky.options(top)[("hand", 0)].command == Return(0, "0.0")     # a tower dragged onto your hand
    ten = next(c for c in st5.hands[0] if st5.faces[c] == 10)
    assert "10" in sky.why_not(ten, ("tower", "0.0")) and sky.relevant(ten, ("tower", "0.0"))
    assert not sky.relevant(ten, ("tower", "1.0"))           # another's tower: only for an 8 or a 9
    eight = next(c for c in st5.hands[0] if st5.faces[c] == 8)
    assert sky.relevant(eight, ("tower", "1.0")) and Draw(0) in legal


def totems_state(want=PlacePedestal):
    """A two-altar Sky Totems game played on (always the first legal command, a field taken when
    one may be) until ``want`` is legal."""
    st = totems_game("multi", 2, 5)
    for _ in range(200):
        legal = list(st.legal_commands())
        if any(isinstance(c, want) for c in legal):
            return st
        st.apply(next((c for c in legal if isinstance(c, TakeField)), legal[0]))
    raise AssertionError(f"no {want.__name__} in 200 commands")


def test_a_grid_zone_keeps_its_pieces_by_cell():
    m = Shown({})
    m.put_cells("altar.0", {(0, 0): [4, 7], (1, 0): []})
    m.put("tray.0", [9])
    assert m.ids("altar.0") == [4, 7] and m.count("altar.0") == 2 and m.zone_of(7) == "altar.0"
    m.remove(9, "tray.0")
    m.insert(9, "altar.0", (1, 0))                    # onto a cell
    m.insert(3, "altar.0", (0, 1))                    # a cell not yet there is made
    m.remove(7, "altar.0")
    assert m.cells["altar.0"] == {(0, 0): [4], (1, 0): [9], (0, 1): [3]} and m.ids("tray.0") == []
    other = Shown({})
    other.put_cells("altar.0", {(0, 0): [4], (1, 0): [9], (0, 1): [3]})
    other.put("tray.0", [])
    assert m.same_places(other)


def test_a_grid_zone_answers_which_cell_a_point_is_over_and_where_a_piece_lands():
    import pygame
    from game.tables.kit.grid import GridFit, GridZone
    fit = GridFit(pygame.Rect(0, 0, 400, 400), cap=80)
    fit.follow([(0, 0), (1, 0)], centre=True)         # the two cells and the ring round them
    z = GridZone("altar.1", pygame.Rect(0, 0, 400, 400), fit)
    cell = fit.rect(1, 0)
    assert z.target_at(None, 5, cell.center) == ("cell", 1, 1, 0) and z.target_rect(None, ("cell", 1, 1, 0)) == cell
    assert z.target_at(None, 5, fit.rect(2, 1).center) == ("cell", 1, 2, 1)      # a spot of the ring
    assert z.target_at(None, 5, (399, 399)) is None and z.target_at(None, None, cell.center) is None
    pos, h = z.arrival_at(None, (1, 0))
    assert cell.collidepoint(pos) and h == fit.cell
    assert fit.holds([(0, 0), (1, 0)]) and not fit.holds([(0, 0), (9, 0)])


def test_sky_totems_shows_its_pieces_as_cards_and_answers_where_each_may_go():
    st = totems_state()
    a = st.actor
    v = st.view(a)
    m = totems_shown(v, a)
    assert m.ids(f"tray.{a}") == v["tray"] and m.count("bag") == v["bag"] and m.bag_counts() == v["bag_counts"]
    for s, altar in enumerate(v["altars"]):
        assert m.altar(s) == {(x, y): list(stack) for x, y, stack, _cv in altar["cells"]}
    shown = [p for z in (*m.cards, *m.cells) for p in m.ids(z)]
    assert len(shown) == len(set(shown))              # each pedestal in one place, the bag's too
    moves = TotemsMoves(m, list(st.legal_commands()), a, st.check)
    place = next(c for c in st.legal_commands() if isinstance(c, PlacePedestal))
    assert moves.options(place.pedestal)[("cell", a, place.x, place.y)].command == place
    far = (place.x + 9, place.y + 9)                  # no cloud there: the rules say why
    with pytest.raises(Rejected) as refused:
        st.check(PlacePedestal(a, place.pedestal, *far))
    assert moves.why_not(place.pedestal, ("cell", a, *far)) == refused.value.reason != ""
    assert moves.why_not(place.pedestal, ("cell", 1 - a, *far)).startswith("That altar is not the one playing")
    st2 = totems_state(PlaceCloud)
    m2 = totems_shown(st2.view(st2.actor), st2.actor)
    moves2 = TotemsMoves(m2, list(st2.legal_commands()), st2.actor, st2.check)
    assert moves2.cloud_cells() == {(c.x, c.y) for c in st2.legal_commands() if isinstance(c, PlaceCloud)}
    assert all(t[0] == "cell" for t in moves2.options(CLOUD))


def test_the_shown_model_and_the_moves_import_without_pygame():
    code = ("import sys\n"
            "class Block:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name == 'pygame' or name.startswith('pygame.'):\n"
            "            raise ImportError('pygame is blocked')\n"
            "sys.meta_path.insert(0, Block())\n"
            "import game.tables.tower.moves, game.tables.tower.shown\n"
            "import game.tables.sky_tango.moves, game.tables.sky_tango.shown\n"
            "import game.tables.sky_totems.moves, game.tables.sky_totems.shown\n"
            "import game.tables.sky5.moves, game.tables.sky5.shown\n"
            "import game.tables.sky_towers.moves, game.tables.sky_towers.shown\n"
            "assert 'pygame' not in sys.modules\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("game, state", [("tower", tower_state), ("sky-tango", tango_state), ("sky-5", sky5_state),
                                         ("sky-5", sky5_take_state),
                                         ("sky-towers", towers_state)])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (960, 540)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("pct", [100, 200])
def test_every_part_of_the_still_picture_draws_inside_its_rect(game, state, size, pct):
    """With a card picked (it rises), new cards tagged and Sky Tango's banner over the hand; Sky 5's
    card to give ringed, or the cards you may take ringed and the others shaded, the deck lit."""
    _app, scene = position_table(game, state(), size=size)
    view = grown_view(scene, size, pct)
    try:
        if view.hand_ids():
            view.fresh = set(view.hand_ids())
            view.selected = view.hand_ids()[2]
        view.animal_banner = True
        view._relayout(instant=True)
        view.redraw()
        frame(scene)
        assert_parts_draw_inside(view)
    finally:
        theme.set_interface(100)


@pytest.mark.parametrize("game, state", [("tower", tower_state), ("sky-tango", tango_state)])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_news_line_grown_stays_readable(game, state, size):
    """Issue 36's rule (no text under 12 px at 1280x720, 16 px at 1920x1080, times the interface
    size). Seen at 720p / 200 %: "Lyra self-destructs: 2 hand cards and the moon row to the discard
    pile." shrank to 15 px to fit beside the team chips. The news line stops at the reading size
    and is cut there; the log keeps the sentence whole. (Under a headline of one line: a longer
    one wraps over the news line's room rather than shrink under the reading size itself.)"""
    long = "Lyra self-destructs: 2 hand cards and the moon row to the discard pile, and more besides."
    _app, scene = position_table(game, state(), size=size)
    view = grown_view(scene, size, 200)
    view.status_text = lambda: "Your turn"
    view.status_news = lambda: long
    try:
        drawn = texts_drawn(scene)
    finally:
        theme.set_interface(100)
    news = [(px, words) for px, words in drawn if words.startswith("Lyra self-destructs")]
    assert news, "the news line was not drawn"
    assert all(px >= theme.reading_floor(size, 2.0) for px, _ in news), news


@pytest.mark.parametrize("pct", [100, 200])
def test_new_tags_over_an_overlapping_hand_never_cover_each_other(pct):
    """Seen at 1920x1080 / 200 % with thirteen cards in a Tower hand: the two "new" tags of the
    last draw ran into each other ("nevnew"). Tags that would touch become one tag over those cards."""
    state = tower_position(players=3, names=NAMES[:3], turn=0,
                           hands={0: "AS 2S 9C 4D XR 2D KC AC 5H 10C 3D JD 6S", 1: "2H 3H", 2: "5S"},
                           towers={0: "6C 4H", 1: "10H 7C", 2: "10S 7D"})
    _app, scene = position_table("tower", state, size=(1920, 1080))
    view = grown_view(scene, (1920, 1080), pct)
    try:
        view.fresh = set(view.hand_ids()[-2:])      # the last draw: the two cards at the end
        view._relayout(instant=True)
        pills = []
        real = view.draw_tag

        def kept(surface, text, *args, **kwargs):
            pill = real(surface, text, *args, **kwargs)
            if text == "new":
                pills.append(pill)
            return pill
        view.draw_tag = kept
        view.redraw()
        frame(scene)
        assert pills, "no new tag was drawn"
        assert all(not a.colliderect(b) for i, a in enumerate(pills) for b in pills[i + 1:]), pills
    finally:
        theme.set_interface(100)


def tango_under_the_banner():
    """Your turn in Sky Tango, five cards in hand: a plain sun, a sun with an animal, an eclipse, moons."""
    return tango_position(players=2, names=NAMES[:2], hands={0: "S10 S28 SE M6 M11", 1: "S20 M7"},
                          rows={0: {"sun": "S3 S5 S7"}}, turn=0)


def light_hand():
    """Sky Towers' Light, four cards in hand: grown, your header takes the band above them."""
    return towers_position("light", 1, hands=[[1, 6, 7, 10]])


@pytest.mark.parametrize("game, state, pct", [("sky-tango", tango_under_the_banner, 100),
                                              ("sky-tango", tango_under_the_banner, 200),
                                              ("sky-towers", light_hand, 200)])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_new_tag_inside_a_card_leaves_its_big_numeral_whole(game, state, pct, size):
    """Where the band above your hand is taken (Sky Tango's "PLAY ANOTHER CARD" banner; grown,
    your header in Sky Towers' Light), the "new" tags went inside the cards halfway down, over
    the big numeral in their middle ("26" under "new"). They sit where the face leaves room: no
    tag covers what shows of any card's numeral, and none touches another."""
    _app, scene = position_table(game, state(), size=size)
    view = grown_view(scene, size, pct)
    try:
        view.fresh = set(view.hand_ids())
        view.animal_banner = True
        view._relayout(instant=True)
        tags = record_tags(view)
        view.redraw()
        frame(scene)
    finally:
        theme.set_interface(100)
    cards = sorted(((view.card_rect(c), view.code(c)) for c in view.hand_ids()), key=lambda card: card[0].left)
    pills = [pill for text, pill in tags if text == "new"]
    assert len(pills) == len(cards) and all(any(p.colliderect(r) for r, _ in cards) for p in pills), pills
    assert all(not a.colliderect(b) for i, a in enumerate(pills) for b in pills[i + 1:]), pills
    shows_to = [r.left for r, _ in cards[1:]] + [cards[-1][0].right]
    for (r, code), right in zip(cards, shows_to):
        numeral = view.art.numeral_rect(code, r.h)
        if numeral is None:                      # an eclipse
            continue
        shown = numeral.move(r.topleft).clip(pygame.Rect(r.left, r.top, right - r.left, r.h))
        for pill in pills:
            assert not pill.colliderect(shown), (code, pill, shown)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game,players", [("tower", 10), ("sky-towers", 4), ("sky-tango", 4)])
def test_grown_headers_keep_every_chip(game, players, size):
    """Issue 36: at 200 % the FIRST / TO PLAY / BOT chips of a crowded header disappeared (the grown
    name took their room). The chips shrink down to the reading floor before any is left out:
    every bot's BOT chip and the seat to play's TO PLAY are drawn."""
    import pygame

    from game import theme
    from game.scenes.table import TableScene
    from game.session import Seat, Session
    from table_helpers import FakeApp, frame
    names = ["Ana", "Bo", "Cleo", "Dev", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"][:players]
    session = Session.new(game, "multi", [Seat(names[0])] + [Seat(n, "bot", "sensible") for n in names[1:]],
                          f"chips/{game}")
    pygame.display.set_mode(size)
    theme.set_interface(200)
    scene = TableScene(FakeApp(size=size, bot_delay=1e9), session)
    scene.table.resize(size)
    drawn = []
    real = getattr(type(scene.table), "_chip")

    def chip(self, surface, text, *args, **kw):
        drawn.append(text)
        return real(self, surface, text, *args, **kw)
    setattr(type(scene.table), "_chip", chip)
    try:
        frame(scene, 2)
    finally:
        setattr(type(scene.table), "_chip", real)
    # In Sky Towers' narrow 4-seat headers (hand count and kites at the right) the bot to play
    # still gives its BOT chip to TO PLAY (the status line says "Bo (bot) is deciding").
    squeezed = 1 if game == "sky-towers" else 0
    assert drawn.count("BOT") >= players - 1 - squeezed, drawn
    assert "TO PLAY" in drawn, drawn


@pytest.mark.parametrize("game,players", [("sky-5", 5), ("sky-totems", 3), ("sky-tango", 4)])
def test_grown_headers_names_keep_one_size_and_their_chips_the_reading_floor(game, players):
    """Seen at 1280x720 / 200 %: to make room for its chips a header's name shrank, so the seat to
    play (a TO PLAY chip more) had a smaller name than its neighbours, and the chips shrank to
    their 100 % size, under the reading floor. Now a chip that does not fit at the floor gives way
    (by ``CHIP_RANK``), and every name is drawn at one size."""
    from game.scenes.table import TableScene
    from game.session import Seat, Session
    from table_helpers import FakeApp
    size = (1280, 720)
    names = ["Ana", "Bo", "Cleo", "Dev", "Eve"][:players]
    session = Session.new(game, "multi", [Seat(names[0])] + [Seat(n, "bot", "sensible") for n in names[1:]],
                          f"names/{game}")
    pygame.display.set_mode(size)
    theme.set_interface(200)
    try:
        scene = TableScene(FakeApp(size=size, bot_delay=1e9), session)
        scene.table.resize(size)
        frame(scene, 2)
        drawn = texts_drawn(scene)
    finally:
        theme.set_interface(100)
    name_sizes = {px for px, words in drawn if words in names[1:]}
    chip_sizes = [px for px, words in drawn if words in ("BOT", "TO PLAY", "FIRST", "YOU")]
    assert len(name_sizes) == 1, [(px, words) for px, words in drawn if words in names]
    assert chip_sizes and min(chip_sizes) >= theme.reading_floor(size, 2.0), chip_sizes


def test_a_table_keeps_a_bounded_number_of_fitted_words_and_answers_of_none():
    """Every turn's headline is measured once (a None answer, "no second line", kept too), and a
    long evening's new headlines do not pile up without end."""
    from game.tables import base
    from table_helpers import position_table  # noqa: F401 (a table to ask)
    from rules.tower.positions import position
    _app, scene = position_table("tower", position(players=2, names=["A", "B"], hands={0: "4S 9C", 1: "2H 3H"}, turn=0))
    view = scene.table
    calls = []
    assert view._fitted(("probe",), lambda: calls.append(1)) is None
    assert view._fitted(("probe",), lambda: calls.append(1)) is None
    assert calls == [1]
    for k in range(base.FITTED_KEPT + 10):
        view._fitted(("turn", k), lambda: k)
    assert len(view._text_fit) <= base.FITTED_KEPT


def test_the_guide_speaks_of_the_turn_the_animation_has_reached():
    """Played at 1920x1080: while your drawn cards flew in, the headline said "Your turn" and the
    guide beside the buttons still "Orion (bot) is deciding…" (the shown model's actor catches up
    only when the steps have run). Both follow the turn the animation has reached while steps
    run; once they have run, the shown model's actor (who decides may be another than the turn's
    owner: a Sky 5 bot taking from your busted row)."""
    _app, scene = position_table("tower", tower_state())
    view = scene.table
    bot = next(seat for seat in range(view.n) if view.is_bot(seat))
    view.queue.append(lambda: None)                  # a step of the animation still to run
    view.turn = bot
    assert "(bot) is deciding" in view.guide_text()
    view.turn, view.shown["actor"] = 0, bot          # your turn reached; the model not caught up yet
    assert "deciding" not in view.guide_text()
    view.queue.clear()                               # the steps have run: the model's actor decides
    assert "(bot) is deciding" in view.guide_text()


def test_a_grown_guide_too_long_for_its_panel_keeps_its_first_clauses_rather_than_nothing():
    """Taroma at 200 % in a 1280x720 window: the guide's one sentence did not fit its panel even at
    the reading floor, so the panel stood empty on your turn. Its first clauses read instead."""
    _app, scene = position_table("tower", tower_state())
    try:
        view = grown_view(scene, (1280, 720), 200)
        view.guide_rect = pygame.Rect(0, 0, 217, 177)
        text = "Drag a card onto a tower, click the deck to draw, drag a tower onto your hand to take it back."
        size, words = view.guide_fit(text + "\nKeys: D draws")
        assert words.partition("\n")[0] == "Drag a card onto a tower, click the deck to draw."
        assert size >= theme.reading_floor((1280, 720), 2.0)
        assert view.guide_fit("Drag a card onto a tower.")[1] == "Drag a card onto a tower."
    finally:
        theme.set_interface(100)


def test_a_grown_banner_over_a_row_keeps_its_line_at_the_reading_floor():
    """Sky 5's "BUST!" banner over a seat's row: grown, its second line shrank down to 13 px to
    fit the row's height. It stops at what reads from the couch (and wraps)."""
    size = (1280, 720)
    _app, scene = position_table("sky-5", sky5_state(), size=size)
    view = grown_view(scene, size, 200)
    try:
        view.effects.clear()
        row = pygame.Rect(0, 0, 320, 140)
        view._banner_over(row, "BUST!", "Bo shows two cards of one colour and loses the row's points.",
                          (200, 60, 60), 1.0)
        banner = view.effects[-1]
    finally:
        theme.set_interface(100)
    assert banner.sub_size >= theme.reading_floor(size, 2.0), banner.sub_size


def test_a_grown_banner_across_the_banner_zone_fits_its_words_in_its_band():
    """Tower's game-over banner at 200 % in 1280x720 kept its 100 % sizes doubled: the word and a
    wrapped line were taller than the banner zone, and ran out of its band. Like a banner over a
    row, it is fitted to its zone."""
    size = (1280, 720)
    _app, scene = position_table("tower", tower_state(), size=size)
    view = grown_view(scene, size, 200)
    try:
        view.effects.clear()
        view._banner("GAME OVER", "Vega, Orion and Lyra share the win with 21 points", 1.0)
        banner = view.effects[-1]
        zone = view.layout[view.BANNER_ZONE]
        lines = len(theme.wrap(banner.sub, banner.sub_size, int(zone.w * 0.94)))
        need = (theme.font(banner.title_size, True).get_height() + lines * theme.font(banner.sub_size).get_linesize()
                + 2 * banner.sub_size)
    finally:
        theme.set_interface(100)
    assert banner.rect == zone and need <= zone.h
    assert banner.sub_size >= theme.reading_floor(size, 2.0)


def test_a_long_hand_with_value_corners_overlaps_down_to_them_then_its_cards_shrink():
    """A grown hand that never shrinks (``shrink`` 1.0) overlapped its cards without end: a "10"
    showed half. With ``corner`` every card shows that share of its width, the cards smaller
    where the zone is too narrow for that."""
    from game.tables.kit.zones import Hand
    from game.widgets.art import CARD_RATIO
    rect = pygame.Rect(0, 0, 600, 200)
    free = Hand("hand.0", rect, 180, 1.0, lambda n: n)
    cornered = Hand("hand.0", rect, 180, 1.0, lambda n: n, corner=0.3)
    for count in (3, 8, 14):
        pos, h = cornered.slot(0, count)
        step = cornered.slot(1, count)[0].x - pos.x
        assert step >= 0.3 * h * CARD_RATIO - 0.5
        assert cornered.slot(count - 1, count)[0].x + h * CARD_RATIO / 2 <= rect.right
        assert free.slot(0, count)[1] == 180                        # without it, the cards keep their height
    assert cornered.slot(0, 3)[1] == 180                            # a short hand keeps its height
    assert cornered.slot(0, 14)[1] < 180


@pytest.mark.parametrize("width, said", [(400, "no cards"), (80, "none")])
def test_a_grown_empty_fan_says_so_at_the_reading_floor(width, said):
    """Another seat's empty hand says "no cards" where its fan would lie; grown, in a narrow zone,
    it shrank under the reading floor to fit. It stops there, and says "none" where "no cards"
    does not fit at that size."""
    from game.tables.kit.zones import Fan
    size = (1280, 720)
    _app, scene = position_table("tower", tower_state(), size=size)
    view = grown_view(scene, size, 200)
    floor = theme.reading_floor(size, 2.0)
    try:
        fan = Fan("hand.9", pygame.Rect(0, 0, width, 120), 80)      # a seat with no cards
        theme.text_probe = probe = []
        fan.draw(view, pygame.Surface(size))
        theme.text_probe = None
    finally:
        theme.set_interface(100)
    (px, words), = set(probe)
    assert px >= floor
    assert words == said


@pytest.mark.parametrize("game,state", [("sky-totems", totems_state), ("tower", tower_state), ("sky-5", sky5_state)])
def test_the_demos_words_in_place_of_the_buttons_are_never_cut(game, state):
    """The game-night demo at 200 %: in Sky Totems' small buttons' zone its words stopped at "Bots
    are", the rest cut. They are whole, or their first sentence whole, or left to the title."""
    body = "Bots are playing. Press any key or click to return to the title."
    _app, scene = position_table(game, state())
    try:
        view = grown_view(scene, (1280, 720), 200)
        view.caption = ("Demo", body)
        lines = dict.fromkeys(w for _px, w in texts_drawn(scene) if w.strip() and w in body)   # once each
        assert " ".join(lines) in (body, "Bots are playing.", ""), lines
    finally:
        theme.set_interface(100)


@pytest.mark.parametrize("game,state", [("sky-totems", totems_state), ("tower", tower_state), ("sky-5", sky5_state)])
def test_the_words_under_the_done_button_are_whole_sentences(game, state):
    """Pass-and-play at 200 %: under Sky Totems' "Done · pass to …" in its narrow buttons' strip
    only "Press" showed. The words are whole sentences, as many as fit, or none."""
    said = "Press Enter or click when you have seen the table. Menu: Esc."
    _app, scene = position_table(game, state())
    try:
        view = grown_view(scene, (1920, 1080), 200)
        view.done_for = "Maximiliana Wolf"
        lines = dict.fromkeys(w for _px, w in texts_drawn(scene) if w.strip() and w in said and w != "Done")
        assert " ".join(lines) in (said, "Press Enter or click when you have seen the table.", ""), lines
    finally:
        view.done_for = None
        theme.set_interface(100)


class StubRow:
    """The little of a table a row of stacks asks for its places: the shown model's stacks."""

    def __init__(self, stacks):
        self.model = Shown({})
        self.model.put_stacks("sun.0", stacks)


def stack_row(stacks, content=pygame.Rect(40, 10, 560, 160), h=100):
    from game.tables.kit.rows import StackGeometry, StackRow

    class Row(StackRow):
        def geometry(self, t):
            return StackGeometry(content, h, self.stacks(t), lambda n: n, show=0.26, fan=0.24, deep=3)

    t = StubRow(stacks)
    return Row("sun.0", content), t


def test_a_row_of_stacks_fans_each_stack_down_and_keeps_its_ends_free():
    from game.tables.kit.rows import LEFT
    row, t = stack_row([[1], [2, 3, 4], [5, 6]])
    g = row.geometry(t)
    slots = {cid: (pos, h) for cid, pos, h in row.slots(t, [])}
    assert set(slots) == {1, 2, 3, 4, 5, 6}
    assert slots[2][0].x == slots[4][0].x and slots[2][0].y < slots[3][0].y < slots[4][0].y
    assert slots[1][0].x < slots[2][0].x < slots[5][0].x
    assert row.place_rect(t, LEFT) == g.left and row.place_rect(t, 3) == g.right == row.place_rect(t, 9)
    assert g.left.right < g.card_rect(0, 0).left and g.card_rect(2, 0).right < g.right.left
    assert row.place_rect(t, 1) == g.card_rect(1, 2)                # the top card of the stack it covers
    assert [g.stack_at(g.center(i, 0).x) for i in range(3)] == [0, 1, 2]
    assert g.stack_at(g.left.centerx) is None
    empty, t = stack_row([])
    assert empty.place_rect(t, 0) == empty.geometry(t).content      # an empty row: its whole


def test_a_long_row_of_stacks_shrinks_its_cards_so_each_covered_one_still_shows_its_corner():
    row, t = stack_row([[i] for i in range(24)] + [[30, 31, 32, 33, 34]])
    g = row.geometry(t)
    assert g.h < 100 and g.step >= 0.26 * g.w - 0.5
    for cid, pos, h in row.slots(t, []):
        r = pygame.Rect(0, 0, h * 0.7, h)
        r.center = pos
        assert g.content.inflate(2, 2).contains(r), cid           # a deep stack spreads over the row's height


def test_grown_words_in_a_box_wrap_at_the_reading_floor_at_least_before_they_are_cut():
    size = (1280, 720)
    _app, scene = position_table("sky-tango", tango_state(), size=size)
    words = "Orion holds your team's moon row"
    view = grown_view(scene, size, 200)
    try:
        floor = min(view.f["row"], theme.reading_floor(size, 2.0))     # the least grown words read from the couch
        lines, px = view.boxed_words(words, view.f["row"], 160, 120, True)
        one, cut = view.boxed_words(words, view.f["row"], 160, 20, True)
    finally:
        theme.set_interface(100)
    assert len(lines) > 1 and " ".join(lines) == words and px >= floor
    assert len(one) == 1 and one[0].endswith("…") and cut >= floor       # no room to wrap: one line, cut
    view.resize(size)
    lines, _px = view.boxed_words(words, view.f["row"], 160, 120, True)
    assert len(lines) == 1 and lines[0].endswith("…")                # at 100 %: one line, cut


def test_a_grown_fan_gives_its_words_the_room_or_says_its_count_alone():
    size = (1280, 720)
    _app, scene = position_table("sky-tango", tango_state(), size=size)
    view = grown_view(scene, size, 200)
    try:
        words = view.label_under(200, 12)
        h, said = view.fan_over_words(pygame.Rect(0, 0, 300, 200), 150, words)
        low_h, low_said = view.fan_over_words(pygame.Rect(0, 0, 300, 50), 40, words)
    finally:
        theme.set_interface(100)
    assert said == words and h + theme.font(words).get_linesize() <= 200 - 12
    assert (low_h, low_said) == (40, 0)              # too low for its count over the words: the count alone
    view.resize(size)
    assert view.fan_over_words(pygame.Rect(0, 0, 300, 50), 40, 14) == (40, 14)   # at 100 % as it was
