"""The art warm-up queue (``game.widgets.art.WarmQueue``): pieces made ahead of need in order, and
never one started that the frame's time left is unlikely to hold (that made the frames slow)."""
import time

from game.session import Seat, Session
from game.widgets.art import WarmQueue
from rules.sky5.cards import composition
from table_helpers import display, table  # noqa: F401 (display: autouse fixture)


def _sleeper(ms, made, name):
    def make():
        time.sleep(ms / 1000)
        made.append(name)
    return make


def test_pieces_are_made_in_the_planned_order():
    made = []
    q = WarmQueue(est_ms=0.0)
    q.plan(_sleeper(0, made, n) for n in "abc")
    assert q.run(1000) == 3
    assert made == ["a", "b", "c"] and len(q) == 0


def test_a_piece_the_budget_cannot_hold_waits_and_the_estimate_comes_down():
    made = []
    q = WarmQueue(est_ms=1.0)
    q.plan([_sleeper(20, made, "dear"), _sleeper(0, made, "cheap")])
    assert q.run(0.5) == 0 and made == []          # 1 ms expected, half a millisecond left
    assert q.est_ms < 1.0                           # a later frame will try
    assert q.run(1000) == 2 and made == ["dear", "cheap"]


def test_after_a_dear_piece_the_next_frame_does_not_start_one_it_cannot_finish():
    made = []
    q = WarmQueue(est_ms=0.0)
    q.plan([_sleeper(15, made, "dear"), _sleeper(0, made, "next")])
    assert q.run(5) == 1                            # the first: nothing was known of its cost
    assert q.est_ms >= 15
    assert q.run(5) == 0 and made == ["dear"]       # the estimate says it would overrun


def test_a_sky_5_table_plans_every_face_at_its_resting_sizes_and_warms_them():
    """Sky 5's faces are made ahead (the demo's title card gives them its spare time), so no card's
    first landing pays for its face in that frame."""
    session = Session.new("sky-5", "multi", [Seat("Ana"), Seat("Bo")], 5)
    _, scene = table(session)
    view = scene.table
    from game.tables.sky5.narration import DRAW_LIFT
    faces = {(c, int(n)) for c, n in composition()}
    # the resting sizes, and a drawn card's while it rises and turns over (made in play before)
    sizes = (*view.row_h, view.pile_h, *view.bank_h, view.pile_h * DRAW_LIFT)
    heights = {round(h) for h in sizes}
    assert view.warming <= len(faces) * len(heights)
    while view.warming:
        view.warm_art(1000)
    made = view.art.misses
    for h in sizes:
        for colour, number in faces:
            view.art.face({"colour": colour, "number": number}, h)
    assert view.art.misses == made          # every face at every resting size was made already


def test_a_tower_face_shown_at_a_size_not_planned_queues_the_deck_at_that_size_next():
    """Tower's hand shrinks its cards as it grows: the first face at a new size brings the rest of
    the deck at that size to the front of the queue, so the next card landing there is ready."""
    from game.tables.tower.art import deck_codes
    session = Session.new("tower", "multi", [Seat("Ana"), Seat("Bo")], 3)
    _, scene = table(session)
    view = scene.table
    while view.warming:
        view.warm_art(1000)
    odd = round(view.hand_h) - 7
    assert odd not in view.warm_sizes
    view.warm_size(odd)
    assert view.warming == len(deck_codes(True))
    view.warm_size(odd)                                 # known now: nothing queued twice
    assert view.warming == len(deck_codes(True))
    view.warm_art(1000)
    made = view.art.misses
    for code in deck_codes(True):
        view.art.face(code, odd)
    assert view.art.misses == made


def test_added_pieces_come_before_those_already_waiting():
    made = []
    q = WarmQueue(est_ms=0.0)
    q.plan(_sleeper(0, made, n) for n in "ab")
    q.add(_sleeper(0, made, n) for n in "xy")
    q.run(1000)
    assert made == ["x", "y", "a", "b"]


def test_planned_again_with_the_same_key_the_plan_stands_partly_made():
    """The demo lays its table out again for the seat at the bottom at every turn: the same plan
    (same sizes) is neither listed again nor started over."""
    made = []
    q = WarmQueue(est_ms=0.0)
    assert q.plan((_sleeper(0, made, n) for n in "abc"), key=(90, 176))
    q.todo.pop()()                                      # one piece made: "a"

    def never():
        raise AssertionError("the same plan was listed again")
        yield
    assert not q.plan(never(), key=(90, 176))
    assert len(q) == 2
    assert q.plan((_sleeper(0, made, n) for n in "xy"), key=(91, 176))   # new sizes: planned anew
    q.run(1000)
    assert made == ["a", "x", "y"]


def test_a_run_of_pieces_already_made_does_not_take_the_estimate_to_nothing():
    """A plan made again holds pieces already made (each costs nothing): the estimate came down a
    tenth with each one, to nothing, and the next real piece overran the frame."""
    made = []
    q = WarmQueue(est_ms=0.0)
    q.plan([_sleeper(6, made, "dear")] + [_sleeper(0, made, f"hit{i}") for i in range(50)])
    q.run(7)                                         # the dear one (nothing known of it yet)
    assert q.est_ms >= 6
    assert q.run(1000) == 50                         # the fifty made ones, in one frame
    assert q.est_ms >= 5, "one frame's decay at most"
    q.add([_sleeper(6, made, "dear again")])
    assert q.run(3) == 0 and made[-1] == "hit49"     # 3 ms left: the next dear one waits


def test_sky_towers_makes_ahead_the_sizes_a_growing_hand_and_more_towers_take():
    """A Sky Towers hand shrinks its cards as it grows and a seat's towers narrow as it starts more:
    each was a frame that made every face of that hand or tower (5-8 faces, 4-8 ms) in play."""
    from game.tables.sky_towers.table import HAND_PLANNED, TOWERS_PLANNED
    from game.widgets.art import card_size
    from rules.sky_towers.cards import KITES
    session = Session.new("sky-towers", "multi", [Seat("Ana"), Seat("Bo"), Seat("Cy")], 3)
    _, scene = table(session)
    view = scene.table
    for _ in range(100):                # everything planned is made
        view.warm_art(1000)
    made = view.art.misses
    hand = view.zones[f"hand.{view.bottom}"]
    sizes = [hand.slot(0, n)[1] for n in range(1, HAND_PLANNED + 1)]
    sizes += [view.tower_card_h(p, k) for p in range(view.n) for k in range(1, TOWERS_PLANNED + 1)]
    assert len({card_size(h)[1] for h in sizes}) > 4, "the sizes really differ"
    for h in sizes:
        for v in range(1, len(KITES)):
            view.face_image(v, h)
    assert view.art.misses == made


def test_sky_tango_makes_ahead_the_faces_at_the_piles_size_first():
    """A card drawn face up (the demo shows every hand) starts its flight at the deck's size, and a
    seat destroying itself sends its hand and rows to the discard, their faces at that size all in
    one frame: those faces are made ahead before the rows' (a card at a time)."""
    from game.tables.sky_tango.art import default_art, faces
    default_art.cache_clear()           # the app's art, shared by the tests: this table's starts empty
    session = Session.new("sky-tango", "multi", [Seat("Ana"), Seat("Bo")], 3)
    _, scene = table(session)
    view = scene.table
    planned = view.warming
    while view.warming > planned - len(faces()):
        view.warm_art(1)
    made = view.art.misses
    for code in faces():
        view.art.face(code, view.pile_h)
    assert view.art.misses == made
    view.art.face(faces()[0], view.row_h[0])
    assert view.art.misses == made + 1          # the rows' faces are still to come
    while view.warming:
        view.warm_art(1000)
    made = view.art.misses
    for code in faces():
        view.art.face(code, view.row_h[1])
    assert view.art.misses == made
