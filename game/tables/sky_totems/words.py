"""What the Sky Totems table says: the status line and its second line, the guide over the buttons,
the narration (one log line for each thing every seat does, bots included), the result in a
sentence (fields and places named as the screen labels them); the words of the totem tiles and the
missions (``art.py`` draws them), the choosers' titles and help (``CHOOSER_WORDS``), the hint's
phrases (``HINT_PHRASES``) and the tooltips' texts (``TIPS``; ``tooltips.py`` finds what is under
the pointer).

``TableWords`` is mixed into ``TotemsTable`` (table.py). Sentences about a seat named "You" are
made English here (``_verb``, ``_cap``), never by patching words afterwards.
"""
from __future__ import annotations

from rules.core import Event
from rules.sky_totems.commands import ChooseDesign, DrawPedestals, EndTurn, PlaceCloud, PlacePedestal, TradePedestal
from rules.sky_totems.components import ACTION_TOTEMS, RARE, TOTEM_CELLS
from rules.sky_totems.state import totem_height

from ...wording import YOU, agree, join_names

# What each blessing brings, said after the totem is built.
BLESSING_WORDS = {"Bird": "3 cloud tiles and 3 pedestals from the bag",
                  "Wolf": "one more pedestal on every stack without a totem",
                  "Horse": "another turn",
                  "Cat": "2 pedestals of different designs, chosen from the bag",
                  "Dragon": "a random pedestal for the hoard, then a Pedestal Construction"}


def points(n: int) -> str:
    """"1 point", "3 points"."""
    return f"{n} point" if n == 1 else f"{n} points"


def field_label(f: int) -> str:
    """A Pedestal Field as the board labels it (1 to 5)."""
    return f"Pedestal Field {f + 1}"


def pts(n: int) -> str:
    """The short form for a score chip: "1 pt", "27 pts"."""
    return f"{n} pt" if n == 1 else f"{n} pts"


def article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def designs_list(designs: list[str]) -> str:
    """"Ember", "Ember and Leaf", "2 Ember and a Gold" (pedestal designs, in order of first sight)."""
    counts: dict[str, int] = {}
    for d in designs:
        counts[d] = counts.get(d, 0) + 1
    parts = [f"{n} {d}" if n > 1 else d for d, n in counts.items()]
    return join_names(parts) if parts else "nothing"


def stack_words(designs: list[str]) -> str:
    """A stack's pedestals, bottom first: "3 Ember pedestals", "Ember, Leaf and Gold, Ember at the bottom"."""
    low = designs[0]
    if len(set(designs)) == 1:
        return f"{len(designs)} {low} pedestal{'s' if len(designs) > 1 else ''}"
    return f"{designs_list(designs)}, {low} at the bottom"


def is_you(name: str) -> bool:
    """A seat called "You" (in solo "You (altar 1)")."""
    return name == YOU or name.startswith(YOU + " (")


# Short words for the totem description tiles (the rulebook's conditions and blessings): short
# enough that a tile shows a condition whole in two lines at 1280x720 (the tooltip has the rule).
TOTEM_WORDS = {
    "Bird": ("3 stacks in a line, all the same height (2 or more)", "Blessing: 3 clouds and 3 random pedestals"),
    "Wolf": ("Equal stacks (2 or more) either side of one no higher",
             "Blessing: +1 pedestal on every free stack"),
    "Horse": ("Neighbouring stacks whose heights differ by exactly 2", "Blessing: play another turn"),
    "Cat": ("Comes by itself on any stack of 6 or more", "Blessing: choose 2 different pedestals"),
    "Dragon": ("3 stacks in a line rising one at a time (like 1, 2, 3)",
               "Blessing: a pedestal to the hoard, then take a field"),
}
# The whole rule of each totem, for its tooltip (the rulebook's words, made plain).
TOTEM_RULES = {
    "Bird": ("Three stacks in a straight line, all the same height, 2 or higher.",
             "Take 3 cloud tiles and 3 random pedestals from the bag and place them.",
             "3 × the height of the stacks under it."),
    "Wolf": ("Two stacks of the same height, 2 or higher, one cell apart; the cloud between them has a lower "
             "or equal stack (or none) and counts as covered.",
             "Every stack without a totem gets one more pedestal of its own design from the bag (these cannot "
             "be traded).",
             "3 × the height of its two stacks."),
    "Horse": ("Two neighbouring stacks, both with pedestals, whose heights differ by exactly 2.",
              "Play another turn: Pedestal Construction or Totem Construction.",
              "2 × the height of the higher stack."),
    "Cat": ("Never built by hand: it comes by itself on any stack of 6 or more, once the pedestals of the "
            "action are all placed.",
            "Choose 2 pedestals of different designs from the bag and place them.",
            "1 × the height of its stack."),
    "Dragon": ("Three stacks in a straight line rising one step at a time, such as 1, 2, 3 or 4, 3, 2 "
               "(the lowest at least 1).",
               "A random pedestal from the bag goes to your hoard (its design may then be stacked on any "
               "design); then take a Pedestal Field.",
               "3 × the height of the highest stack."),
}
# Each totem's condition in a summary, for a tile with no room for the whole one (a grown map's
# board: the tooltip has it whole).
TOTEM_SHORT = {"Bird": "3 in a row, same height", "Wolf": "Equal pair round a lower", "Horse": "Neighbours 2 apart",
               "Cat": "A stack of 6 or more", "Dragon": "3 in a row rising 1-2-3"}
TOTEM_SCORE = {"Bird": "3 × height", "Wolf": "3 × height", "Horse": "2 × higher", "Cat": "1 × height",
               "Dragon": "3 × top"}


# Each kind of mission in plain English (``card_text``). No "your": a wrapped line never starts
# with a lowercase "your".
MISSION_WORDS = {
    "devotion": "A stack of {height} or more pedestals, all {design}",
    "treasure": "{count} or more {design} pedestals on the altar",
    "wide": "{count} or more cloud cells on the altar",
    "rainbow": "Pedestals of {count} or more designs on the altar",
    "long": "{count} cloud cells in one straight, unbroken line",
    "pantheon": "Totems of {count} or more kinds on the altar",
}
# The same in a summary, for a card with no room for the whole (an altar's card beside a grown
# map's altar: the tooltip has it whole). The card's name says the rest ("Amethyst Treasure":
# "3+ Amethyst"); at 1280x720 a longer summary left a card with only its name.
MISSION_SHORT = {
    "devotion": "A stack of {height}+ {design}",
    "treasure": "{count}+ {design}",
    "wide": "{count}+ cloud cells",
    "rainbow": "{count}+ designs",
    "long": "{count} clouds in a line",
    "pantheon": "{count}+ kinds of totems",
}


def card_text(face: dict, short: bool = False) -> str:
    """An altar card's mission in plain English (from its mission's numbers; the rules' own text
    when the kind is unknown), or in its summary (``MISSION_SHORT``)."""
    m = face.get("mission") or {}
    if m.get("type") == "totems":
        n = m["count"]
        return f"Build a {m['kind']} totem" if n == 1 else f"Build {n} {m['kind']} totems"
    words = (MISSION_SHORT if short else MISSION_WORDS).get(m.get("type"))
    return words.format(**m) if words else face.get("text", "")


Tip = tuple[str, str]


def design_tip(design: str, in_bag: int | None = None) -> Tip:
    rare = design in RARE
    kind = "Rare design: 2 points" if rare else "Common design: 1 point"
    text = (f"{kind} for each pedestal on your altar at the end. {article(design).capitalize()} {design} pedestal "
            f"goes on a bare cloud or on a stack whose lowest pedestal is {design} (or with a Dragon's hoard of "
            f"{design}, on any stack).")
    if in_bag is not None:
        text += f" {in_bag} left in the bag."
    return f"{design} pedestal", text


def card_tip(face: dict, start: bool = False) -> Tip:
    start_words = designs_list([p[0] for p in face["start"]["pedestals"]])
    cloud = ", and a cloud tile beside it" if face["start"]["cloud"] else ""
    if start:
        return (f"{face['name']} (starting altar)",
                f"This card's black half began this altar: {start_words} on the starting clouds{cloud}. "
                f"A starting card scores nothing; only missions revealed score.")
    return (face["name"],
            f"Mission: {card_text(face)}. Reveal it during your turn once it is met: +{points(face['points'])} at "
            f"the end, and a pedestal of your choice from the bag. As a starting altar: {start_words}{cloud}.")


# The tooltips' own texts, by what is under the pointer (``tooltips.py`` fills in the numbers and
# names): (name, text).
TIPS = {
    "cloud": ("Cloud tile", "Lay it on an empty space beside the altar, sharing an edge with a cloud (a corner is not "
                            "enough). Pedestals stand only on clouds."),
    "bare cloud": ("Cloud tile", "A bare cloud: any pedestal may go on it."),
    "round": ("Round track", "Round {round} of {rounds}. Each round every altar takes a turn; the first player passes "
                             "to the left. After round 10 comes the Final Totem (one last Totem Construction each), "
                             "then the last reveals and the scoring."),
    "hidden": ("Hidden mission", "A mission card of {whom}, face down: it scores only once revealed, and its owner "
                                 "alone knows it."),
    "blocked field": ("{field}", "Blocked: with 1 to 3 altars only {used} of the {slots} fields are used."),
    "empty field": ("{field}", "Empty. At the end of the round an empty field gets 2 pedestals from the bag, a field "
                               "with pedestals left 1 more."),
    "field": ("{field}", "{designs}. Take the whole field as your action (press {key}); place each pedestal on a "
                         "cloud of your altar or trade it into the bag for a cloud tile."),
    "bag": ("The bag", "{total} pedestals, drawn without looking: to refill the fields, for blessings, and when every "
                       "field is empty. A pedestal traded back goes in here."),
    "bag legend": ("The bag", "{total} pedestals by design: the order inside is never shown."),
    "hoard": ("Dragon's hoard", "{designs}: these pedestals score, and their designs may be stacked on any design on "
                                "this altar."),
    "stack": ("Stack of {n}", "{what}. Only {low} goes on top (or a design in the Dragon's hoard)."),
}


# The choosers' words, (title, line of help), by what is chosen: the starting card, or a pedestal
# from the bag and why (a mission's reward, the Cat's blessing).
CHOOSER_WORDS = {
    "start": ("{name}: choose your starting altar card",
              "Its black half becomes the altar; the other two cards become hidden missions."),
    "reward": ("Choose a pedestal from the bag", "Your mission's reward: any design still in the bag."),
    "cat": ("Choose a pedestal from the bag", "The Cat's blessing: two pedestals of different designs."),
}


# The hint button (H) names the suggested command with these phrases (game/hints.py); where it goes
# on the altar is lit, not told (the grid has no coordinates on screen).
HINT_PHRASES = {"choose_start": "start with {card}", "place_cloud": "place the cloud on the lit space",
                "take_field": "take field {field}", "draw_pedestals": "draw pedestals",
                "place_pedestal": "place the lit pedestal on your altar", "trade_pedestal": "trade the lit pedestal",
                "build_totem": "build a {kind} totem", "reveal": "reveal {card}",
                "choose_design": "choose the {design} design", "end_turn": "end your turn"}


# The best-score record's name where it stands alone ("Your new best in Sky Totems solo!": "in Solo"
# named no game).
SOLO_LABEL = "Sky Totems solo"


# The table's own words where things happen (table.py draws or floats them): the empty tray, the
# missions panel with no card to show, a starting card's face (whole and short), the Undo refused.
SAY = {
    "tray": "Pedestals you take wait here",
    "missions chosen": "Chosen at the start: two of your three cards.",
    "no missions": "No hidden missions left.",
    "start card": "Starting altar: scores nothing",
    "start card short": "Scores nothing",
    "another turn": "Another turn!",
    "passes": "passes",
    "bag empty": "The bag is empty",
    "mission complete": "Mission complete!",
    "no undo": "Nothing to undo: a step is taken back only within the action, until something is drawn, "
               "revealed or the turn ends.",
}


def tip(kind: str, **facts) -> Tip:
    """The tooltip ``TIPS`` has for ``kind``, with ``facts`` filled in."""
    name, text = TIPS[kind]
    return name.format(**facts), text.format(**facts)


def totem_tip(kind: str, built: dict | None = None) -> Tip:
    cond, bless, score = TOTEM_RULES.get(kind, ("", "", ""))
    text = f"Condition: {cond} Blessing: {bless} Score: {score}"
    if built is not None:
        text = f"Built at height {built['height']}: {points(built['score'])}. " + text
    return f"{kind} Totem", text


class TableWords:
    """What ``TotemsTable`` says (see the module docstring)."""

    # ------------------------------------------------------------------ small English
    def _verb(self, seat: int | None, singular: str, plural: str) -> str:
        """The verb form for ``seat``'s name: "Vega takes", "You take", "You (altar 1) take"."""
        if seat is None:
            return singular
        return plural if is_you(self.name(seat)) else agree([self.name(seat)], singular, plural)

    def _who(self, seat: int | None, verb_s: str, verb_p: str) -> str:
        """"Vega takes" / "You take"."""
        return f"{self.name(seat)} {self._verb(seat, verb_s, verb_p)}"

    def _obj(self, seat: int | None) -> str:
        """The seat's name as an object in a sentence: "for Vega", "for you"."""
        name = self.name(seat)
        return "you" if name == YOU else name

    field_label = staticmethod(field_label)

    def reveal_words(self, e: Event) -> str:
        """The "Mission complete!" banner's sentence: who revealed what, and what it brings."""
        seat = e["seat"]
        whose = "your" if is_you(self.name(seat)) else "their"
        return (f"{self._who(seat, 'reveals', 'reveal')} {e['face']['name']}: +{e['points']} points and a pedestal "
                f"of {whose} choice")

    # ------------------------------------------------------------------ the status line
    def status_text(self) -> str:
        v = self.shown
        if not v or v["over"]:
            return super().status_text()        # the kit's: nothing yet, or "Game over: " and the result
        actor = v["actor"]
        who = self.name(actor)
        human = self.human_actor() is not None
        ph = v["phase"]
        if ph == "choose":
            return (f"{who}: choose your starting altar card" if human
                    else f"{self._who(actor, 'is', 'are')} choosing a starting altar card")
        if ph == "start_cloud":
            return f"{who}: place the starting card's cloud next to the altar"
        rnd = f"Round {v['round']} of {v['rounds']}"
        if v["stage"] == "final":
            rnd = "Final Totem"
        elif v["stage"] == "reveals":
            rnd = "Last reveals"
        if v["clouds_to_place"]:
            n = v["clouds_to_place"]
            what = f"place the cloud tile{'s' if n > 1 else ''} ({n} to place)"
        elif v["choice"]:
            why = "the mission's reward" if v["choice"]["why"] == "reward" else "the Cat's blessing"
            what = f"choose a pedestal from the bag ({why})"
        elif v["tray"]:
            n = len(v["tray"])
            what = f"place or trade {n} pedestal{'s' if n > 1 else ''}"
        elif v["construct"]:
            what = "the Dragon's blessing: take a Pedestal Field"
        elif v["turn_kind"] == "final":
            what = "build a last totem or pass"
        elif v["turn_kind"] == "reveal":
            what = "reveal a met mission or pass"
        elif v["done"]:
            what = "reveal a met mission or end the turn"
        else:
            what = "take a Pedestal Field or build a totem"
        return f"{rnd}  ·  {who}: {what}"

    # ------------------------------------------------------------------ the guide (a hint is the H key's)
    def guide_text(self) -> str:
        if self.guide_folded:
            return ""       # no room for it (its place is the hint's): the headline says what to do
        waiting = self._waiting_guide()
        if waiting is not None:
            return waiting
        v = self.shown
        if self.human_actor() is None:
            return "Waiting…"
        if self.chooser():
            return "Click a choice, or press its number. Tab and Enter work too."
        if self.moves.cloud_cells():
            return "Drag the cloud onto a lit space beside the altar, or click the space."
        if v["tray"]:
            return "Drag each pedestal onto a lit cloud, or onto the bag to trade it for a cloud."
        if isinstance(self.selected, tuple):
            return f"Click a lit place for the {self.selected[1]} Totem; R or the right button turns it."
        parts = []
        if self.moves.fields():
            parts.append(f"Take a Pedestal Field: drag it, click it or press 1-{self.model.n_fields}")
        if self.moves.draws():
            parts.append("Click the bag to draw 2 pedestals (D)")
        if self.moves.buildable():
            parts.append("drag a lit totem tile onto the altar")
        if self.moves.reveals():
            parts.append("reveal a met mission")
        if self.moves.ends() and not parts:
            parts.append("End the turn (E)")
        text = "; ".join(parts) + "." if parts else ""
        return text[:1].upper() + text[1:]

    def _over_words(self, res: dict) -> str:
        """The result in a few words (the kit's hook, for the headline; the banner and the log say
        it too): the solo total and its rank, or who won with how many points."""
        scores = res.get("scores") or []
        if res.get("decided_by") == "solo":
            return f"{points(res.get('total', sum(scores)))} in total: {res.get('rank', '')}"
        winners = res.get("winners") or []
        if not winners or not scores:
            return ""
        won = [self.name(w) for w in winners]
        names = join_names(won)
        verb = ("win" if is_you(won[0]) else "wins") if len(won) == 1 else "share the win"
        return f"{names} {verb} with {points(scores[winners[0]])}"

    # ------------------------------------------------------------------ who can still build
    def can_build_any(self, seat: int, view: dict | None = None) -> bool:
        """Whether any totem built by Totem Construction can stand on ``seat``'s altar as it is
        (from the public view: the altars are in full view)."""
        v = view or self.shown
        kinds = [k for k in (v.get("totem_kinds") or []) if k in ACTION_TOTEMS]
        altar = v["altars"][seat]
        heights = {(x, y): (len(st) if cv < 0 else -1) for x, y, st, cv in altar["cells"]}
        for (x, y) in heights:
            for kind in kinds:
                n = TOTEM_CELLS[kind]
                for dx, dy in ((1, 0), (0, 1)):
                    line = [heights.get((x + k * dx, y + k * dy)) for k in range(n)]
                    if any(h is None or h < 0 for h in line):
                        continue
                    if totem_height(kind, tuple(line)):
                        return True
        return False

    def final_totem_words(self, order: list[int], view: dict | None = None) -> str:
        """Who may build a final totem and for whom none is possible, in the Final Totem's order."""
        can = [s for s in order if self.can_build_any(s, view)]
        cannot = [s for s in order if s not in can]
        parts = []
        if can:
            names = [self.name(s) for s in can]
            each = " each" if len(can) > 1 else ""
            parts.append(f"{join_names(names)} may{each} build one last totem (or pass)")
        if cannot:
            parts.append(f"no final totem is possible for {join_names([self._obj(s) for s in cannot])}")
        text = "; ".join(parts)
        return text[:1].upper() + text[1:]

    # ------------------------------------------------------------------ narration
    def _say_run(self, events: list[Event]) -> list[list[str]]:
        """The log lines for the last command's ``events``, one list per event (said as that
        event's animation starts); the command tells who did it and how (None if unknown)."""
        command = self.session.commands[-1] if self.session.commands else None
        out: list[list[str]] = [[] for _ in events]
        after = None

        def view():
            nonlocal after
            if after is None:
                after = self.state.view(None)
            return after

        n = len(events)
        setup = False
        i = 0
        while i < n:
            e = events[i]
            k = e.kind
            seat = e.get("seat")
            line = None
            if k == "move":
                j = i
                src, dst = e["src"], e["dst"]
                while j < n and events[j].kind == "move" and events[j]["src"] == src and \
                        events[j]["dst"].split(".")[0] == dst.split(".")[0]:
                    j += 1
                line = self._say_moves(command, events[i:j], setup, view)
                out[i].extend([line] if line else [])
                i = j
                continue
            if k == "blessing":
                j = i + 1
                got: list[str] = []
                stacks = 0
                while j < n and events[j].kind in ("move", "bag_empty") and \
                        (events[j].kind == "bag_empty" or events[j]["src"] == "bag"):
                    if events[j].kind == "move":
                        got.append(events[j]["design"])
                        stacks += events[j]["dst"].startswith("altar")
                    j += 1
                out[i].append(self._say_blessing(e["totem"], seat, got, stacks, events[i + 1:j]))
                i = j
                continue
            if k == "reveal_start":
                setup = True
                face = e["face"]
                cloud = " and a cloud tile to place" if face["start"]["cloud"] else ""
                line = (f"{self._who(seat, 'starts', 'start')} with the altar of {face['name']}: "
                        f"{designs_list([p[0] for p in face['start']['pedestals']])}{cloud}.")
                j = i + 1
                while j < n and events[j].kind == "move" and events[j]["src"] == "bag" and \
                        events[j]["dst"].startswith("altar"):
                    j += 1
                out[i].append(line)
                i = j
                continue
            if k == "chosen":
                line = f"{self._who(seat, 'has', 'have')} chosen a starting altar card."
            elif k == "cloud":
                if isinstance(command, PlaceCloud) and self.shown.get("phase") == "start_cloud":
                    line = f"{self._who(seat, 'places', 'place')} the starting card's cloud tile beside the altar."
                else:
                    cells = len(view()["altars"][seat]["cells"])
                    line = f"{self._who(seat, 'places', 'place')} a cloud tile: the altar has {cells} clouds now."
            elif k == "totem":
                line = self._say_totem(e, view)
            elif k == "reveal":
                line = (f"{self._who(seat, 'reveals', 'reveal')} the mission {e['face']['name']} "
                        f"({card_text(e['face'])}): +{points(e['points'])} and a pedestal chosen from the bag.")
            elif k == "pass":
                tk = e.get("turn_kind")
                if tk == "final" and not (isinstance(command, EndTurn) and command.seat == seat):
                    line = f"No final totem is possible for {self._obj(seat)}."
                elif tk == "reveal":
                    line = f"{self._who(seat, 'has', 'have')} no mission to reveal."
                else:
                    line = f"{self._who(seat, 'passes', 'pass')}."
            elif k == "end_turn":
                if isinstance(command, EndTurn) and command.seat == seat and \
                        not any(x.kind == "pass" for x in events[:i]):
                    line = f"{self._who(seat, 'ends', 'end')} the turn."
            elif k == "turn":
                if e.get("extra"):
                    line = f"{self._who(seat, 'plays', 'play')} another turn (the Horse's blessing)."
            elif k == "round":
                if e["n"] > 1:
                    line = f"Round {e['n']} begins: {self._who(e['first'], 'starts', 'start')}."
                else:
                    line = f"Round 1 begins: {self._who(e['first'], 'starts', 'start')}."
            elif k == "final_totem":
                line = f"The Final Totem: {self.final_totem_words(list(e.get('order') or []), view())}."
            elif k == "end_reveals":
                line = "Before scoring, a met mission may still be revealed."
            elif k == "bag_empty":
                line = "The bag is empty: nothing more can be drawn."
            elif k == "game_over":
                line = f"Game over: {self._over_words(e.data)}."
            if line:
                out[i].append(line)
            i += 1
        return out

    def _say(self, text: str) -> None:
        """The sentences are English already (``_verb`` says "You take")."""
        self.log.append(text)

    def _say_moves(self, command, group: list[Event], setup: bool, view) -> str | None:
        e = group[0]
        src, dst = e["src"], e["dst"]
        seat = getattr(command, "seat", None)
        designs = [g["design"] for g in group]
        if src.startswith("field") and dst.startswith("tray"):
            f = int(src.split(".")[1])
            return f"{self._who(seat, 'takes', 'take')} {self.field_label(f)}: {designs_list(designs)}."
        if src == "bag" and dst.startswith("field"):
            return ("The Pedestal Fields are filled from the bag." if setup
                    else "The Pedestal Fields are refilled from the bag.")
        if src == "bag" and dst.startswith("tray"):
            if isinstance(command, ChooseDesign):
                why = (self.shown.get("choice") or {}).get("why")
                tail = {"reward": " (the mission's reward)", "cat": " (the Cat's blessing)"}.get(why, "")
                return f"{self._who(seat, 'takes', 'take')} {article(designs[0])} {designs[0]} pedestal from the bag{tail}."
            if isinstance(command, DrawPedestals):
                return (f"{self._who(seat, 'draws', 'draw')} {len(designs)} pedestal{'s' if len(designs) > 1 else ''} "
                        f"from the bag (every field is empty): {designs_list(designs)}.")
            return None
        if src.startswith("tray") and dst.startswith("altar") and isinstance(command, PlacePedestal):
            s = int(dst.split(".")[1])
            x, y = e.get("x"), e.get("y")
            height = next((len(st) for cx, cy, st, _cv in view()["altars"][s]["cells"] if (cx, cy) == (x, y)), 1)
            d = designs[0]
            where = "on an empty cloud" if height <= 1 else f"on a stack, now {height} high"
            return f"{self._who(s, 'places', 'place')} {article(d)} {d} pedestal {where}."
        if src.startswith("tray") and dst == "bag" and isinstance(command, TradePedestal):
            d = designs[0]
            return f"{self._who(seat, 'trades', 'trade')} {article(d)} {d} pedestal back into the bag for a cloud tile."
        return None

    def _say_totem(self, e: Event, view) -> str:
        s, kind, height, score = e["seat"], e["totem"], e["height"], e["score"]
        if kind == "Cat":
            return (f"{self._who(s, 'gets', 'get')} a Cat totem by itself on a stack of {height}: "
                    f"{points(score)}.")
        heights = {(x, y): len(st) for x, y, st, _cv in view()["altars"][s]["cells"]}
        hs = [heights.get(tuple(c), 0) for c in e["cells"]]
        if kind == "Wolf":
            on = f"over two stacks of {hs[0]} (the middle {hs[1]})"
        else:
            on = "on stacks of " + join_names([str(h) for h in hs])
        return f"{self._who(s, 'builds', 'build')} {article(kind)} {kind} totem {on}: {points(score)}."

    def _say_blessing(self, kind: str, seat: int, got: list[str], stacks: int, evs: list[Event]) -> str:
        empty = any(x.kind == "bag_empty" for x in evs)
        if kind == "Bird":
            what = f"3 cloud tiles and {designs_list(got)} from the bag" if got else "3 cloud tiles (the bag is empty)"
        elif kind == "Wolf":
            what = (f"one more pedestal on {stacks} stack{'s' if stacks != 1 else ''}" if stacks
                    else "no pedestal (none of those designs is left in the bag)")
        elif kind == "Dragon":
            hoard = f"{article(got[0])} {got[0]} pedestal for the hoard" if got else "no hoard pedestal (the bag is empty)"
            what = f"{hoard}, then a Pedestal Construction"
        else:
            what = BLESSING_WORDS.get(kind, "")
        if empty and kind == "Bird" and got:
            what += " (the bag ran out)"
        return f"The {kind}'s blessing for {self._obj(seat)}: {what}."
