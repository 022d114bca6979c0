"""A new game: mode, seats (human or bot, names), seed and who starts."""
from __future__ import annotations

import random

import pygame

from rules import registry
from rules.saves import name_problem

from .. import theme
from ..settings import SetupMemory
from ..stats import Stats
from ..tables import TableError, best_score, table_for
from ..widgets import ui
from ..wording import YOU
from .menu import MenuScene

MAX_SEATS_SHOWN = 10
SOLO_NAME, PASS_AND_PLAY_NAME = YOU, "Player 1"
DEFAULT_NAMES = [YOU, "Vega", "Orion", "Lyra", "Nova", "Sirius", "Altair", "Deneb", "Rigel", "Mira"]
BOT_LABELS = {"random": "Bot: random", "sensible": "Bot: sensible", "expert": "Bot: expert"}
NAME_LEN = 16
HINT_CHOICES = [(False, "When playing alone"), (True, "Also in pass-and-play")]
SEED_HINTS = ("blank: a new deal each time; the same seed deals the same cards",
              "blank: a new deal each time; a seed repeats a deal", "blank: a new deal each time", "blank: random")


class SeatLine:
    """One line of the seat list: the seats (one, or two side by side) drawn on it."""

    def __init__(self, seats: list[int]):
        self.seats = seats


def parse_seed(text: str, rnd: random.Random | None = None) -> int | str:
    """Blank: a fresh random number; digits: that number; anything else: the text itself."""
    text = text.strip()
    if not text:
        return (rnd or random.Random()).randrange(1, 1_000_000)
    if text.isdigit() and len(text) <= 15:
        return int(text)
    return text


class SetupScene(MenuScene):
    def __init__(self, app, game_id: str, players: int | None = None):
        super().__init__(app)
        self.spec = registry.get(game_id)
        self.table = None
        self._sky_ready_for = None      # the window size the table's sky is painted for (``update``)
        try:
            self.table = table_for(game_id)
            self.error = ""
        except TableError as e:
            from ..errors import log_error
            log_error(e, f"setup: {game_id}")
            self.error = f"{self.spec.title} cannot be played: its table did not load (see error.log)."
        modes = list(self.spec.modes)
        self.mode = self.spec.default_mode if self.spec.default_mode in modes else modes[0]
        levels = list(self.spec.bots) if self.table else []
        # "Phone", last: a person playing on their own phone (game/phones), joined by the table's QR codes.
        self.kinds = ([("human", "Human")] + [(lvl, BOT_LABELS.get(lvl, f"Bot: {lvl}")) for lvl in levels]
                      + [("phone", "Phone")])
        default_bot = "sensible" if "sensible" in levels else (levels[0] if levels else "human")
        most = max(high for _, high in self.spec.modes.values())
        self.names = [ui.TextInput(DEFAULT_NAMES[i % len(DEFAULT_NAMES)] if i else SOLO_NAME, max_len=NAME_LEN,
                                   placeholder=f"Player {i + 1}", on_change=self._names_changed,
                                   on_submit=self._next_field)
                      for i in range(min(most, MAX_SEATS_SHOWN))]
        self.kind_choices = [ui.Choice(self.kinds, "human" if i == 0 else default_bot, on_change=self._kinds_changed)
                             for i in range(len(self.names))]
        self.mode_choice = ui.Choice([(m, self.spec.mode_titles.get(m, m)) for m in modes], self.mode,
                                     on_change=self._mode_changed)
        low, high = self.spec.modes[self.mode]
        self.count = min(max(players or 3, low), min(high, MAX_SEATS_SHOWN))
        self.count_choice = ui.Choice(self._count_options(), self.count, on_change=self._count_changed)
        self.seed_input = ui.TextInput("", max_len=24, placeholder="random", on_submit=self._next_field)
        self.first_choice = ui.Choice(self._first_options(), self._first_options()[0][0])
        self.option_choices: list[tuple[str, str, ui.Choice]] = []
        self.option_memory: dict[str, dict] = {}        # mode -> {option key: value}, as last chosen
        self.start_button = ui.Button("Start", self.start, primary=True, enabled=self.table is not None)
        self.back_button = ui.Button("Back", self.back)
        self.howto_button = ui.Button("How to play", self.open_howto)
        self.rows: list[tuple[str, object]] = []
        self.stats = Stats.load()
        self.best_text = ""
        # The last choices made for this game (a suggestion: each value is taken only if valid),
        # as the last setup screen left them (its writer may not have written them yet)
        flush = getattr(app, "flush_saves", None)
        if flush is not None:
            flush()
        self.memory = SetupMemory.load()
        self._recall(self.memory.choices(self.spec.id), players)
        self._make_option_choices()

    # ------------------------------------------------------------------ memory
    def _recall(self, saved: dict, players: int | None) -> None:
        """Take the remembered choices that are still valid ones; anything else keeps its default."""
        options = saved.get("options")
        if isinstance(options, dict):
            self.option_memory = {m: dict(v) for m, v in options.items() if m in self.spec.modes and isinstance(v, dict)}
        mode = saved.get("mode")
        if isinstance(mode, str) and mode in self.spec.modes:
            self.mode = mode
            self.mode_choice.value = mode
        counts = saved.get("counts")
        # Only a whole number of players the mode allows (a count out of range, or not a number,
        # would be clamped into a wrong choice or break switching modes later).
        self._counts = {m: c for m, c in counts.items()
                        if m in self.spec.modes and isinstance(c, int) and not isinstance(c, bool)
                        and self.spec.modes[m][0] <= c <= min(self.spec.modes[m][1], MAX_SEATS_SHOWN)} \
            if isinstance(counts, dict) else {}
        low, high = self.spec.modes[self.mode]
        count = self._counts.get(self.mode)
        if players is None and count is not None:
            players = count
        self.count = min(max(players or self.count, low), min(high, MAX_SEATS_SHOWN))
        self.count_choice.set_options(self._count_options(), self.count)
        kinds = saved.get("kinds")
        valid_kinds = {k for k, _ in self.kinds}
        if isinstance(kinds, list):
            for choice, kind in zip(self.kind_choices, kinds):
                if isinstance(kind, str) and kind in valid_kinds:
                    choice.value = kind
        names = saved.get("names")
        if isinstance(names, list):
            for field, name in zip(self.names, names):
                if isinstance(name, str) and len(name) <= NAME_LEN and not name_problem(name or "x"):
                    field.set_text(name)
        self.first_choice.set_options(self._first_options())

    def remembered(self) -> dict:
        """What the setup screen keeps of this game's choices for next time."""
        self._keep_options()
        counts = {m: c for m, c in getattr(self, "_counts", {}).items()
                  if m in self.spec.modes and isinstance(c, int)}
        low, high = self.spec.modes[self.mode]
        if high > low:
            counts[self.mode] = self.count
        return {"mode": self.mode, "counts": counts,
                "names": [f.text for f in self.names], "kinds": [c.value for c in self.kind_choices],
                "options": self.option_memory}

    def exit(self) -> None:
        # Leaving the setup screen (Back, Start, closing the app) keeps its choices for next time,
        # written by the app's writer: Start's frame waited for the disk (~3-5 ms)
        if self.table is not None:
            self.memory.remember(self.spec.id, self.remembered(), getattr(self.app, "saver", None))

    # ------------------------------------------------------------------ choices
    def _count_options(self):
        low, high = self.spec.modes[self.mode]
        return [(n, str(n)) for n in range(low, min(high, MAX_SEATS_SHOWN) + 1)]

    def _first_options(self):
        """Who starts: "Random" (drawn from the seed) where the game's rules draw a first player,
        else the seats only, the first seat listed first (``TableSpec.first_random``)."""
        seats = [(i, self.seat_name(i)) for i in range(self.count)]
        drawn = self.table is None or self.table.first_random
        return ([(None, "Random")] if drawn else []) + seats

    def seat_name(self, i: int) -> str:
        return self.names[i].text.strip() or f"Player {i + 1}"

    def _names_changed(self, _text: str) -> None:
        self.first_choice.set_options(self._first_options())

    def _kinds_changed(self, _value=None) -> None:
        # "You" names the one person at the screen; with several people passing the device it
        # would read "Pass to You", and where seat 1 or another is on a phone the phones would
        # read "You's turn" and "You are You": the untouched default becomes "Player 1" (and back).
        kinds = [c.value for c in self.kind_choices[:self.count]]
        shared = sum(1 for kind in kinds if kind in ("human", "phone")) > 1 or kinds[:1] == ["phone"]
        first = self.names[0]
        if shared and first.text == SOLO_NAME:
            first.set_text(PASS_AND_PLAY_NAME)
        elif not shared and first.text == PASS_AND_PLAY_NAME:
            first.set_text(SOLO_NAME)
        else:
            return
        self._names_changed(first.text)

    def game_options(self, mode: str) -> list[tuple[str, str, list, object]]:
        """The game's extra setup choices for ``mode`` (such as a difficulty): (option key, label,
        [(value, text)], default)."""
        found = list(self.table.setup_options(mode)) if self.table else []
        if "expert" in self.spec.bots and self.spec.modes[mode][1] > 1:
            # Alone at the screen H always gives a hint; several people must agree to them first.
            found.append(("hints", "Hints (H)", HINT_CHOICES, False))
        return found

    def _make_option_choices(self) -> None:
        """The current mode's extra choices (a difficulty, say), one Choice each, set as they were
        last chosen in this mode."""
        kept = self.option_memory.get(self.mode, {})
        self.option_choices = []
        for key, label, choices, default in self.game_options(self.mode):
            value = kept.get(key, default)
            if not any(v == value for v, _ in choices):
                value = default
            self.option_choices.append((key, label, ui.Choice(choices, value, on_change=self._option_changed)))
        self._update_best()

    def _keep_options(self) -> None:
        if self.option_choices:
            self.option_memory[self.mode] = {key: choice.value for key, _label, choice in self.option_choices}

    def _option_changed(self, _value=None) -> None:
        self._keep_options()
        self._update_best()

    def options(self) -> dict:
        return {key: choice.value for key, _label, choice in self.option_choices}

    def _update_best(self) -> None:
        """"Best: 57" for the mode and options chosen, when this game keeps a best score there."""
        rules_options = {k: v for k, v in self.options().items() if k != "hints"}
        found = best_score(self.spec.id, self.mode, rules_options) if self.table else None
        best = self.stats.best(found.key) if found else None
        if found is None:
            self.best_text = ""
        else:
            self.best_text = f"Best ({found.label}): {best}" if best is not None else \
                f"No best score yet ({found.label})"

    def _mode_changed(self, mode) -> None:
        self._keep_options()
        low, high = self.spec.modes[self.mode]
        if high > low:
            self._counts[self.mode] = self.count
        self.mode = mode
        self._make_option_choices()
        low, high = self.spec.modes[mode]
        count = self._counts.get(mode, self.count) if high > low else self.count
        self.count = min(max(count, low), min(high, MAX_SEATS_SHOWN))
        self.count_choice.set_options(self._count_options(), self.count)
        self._count_changed(self.count)

    def _count_changed(self, count) -> None:
        self.count = count
        self._kinds_changed()
        self.first_choice.set_options(self._first_options())
        self.relayout()

    def _next_field(self, _text: str) -> None:
        self.form.cycle(1)

    # ------------------------------------------------------------------ start
    def seats(self):
        from ..session import Seat
        seats = []
        for i in range(self.count):
            kind = self.kind_choices[i].value
            if kind in ("human", "phone"):
                seats.append(Seat(self.seat_name(i), "human", phone=kind == "phone"))
            else:
                seats.append(Seat(self.seat_name(i), "bot", kind))
        return seats

    def start(self, unsaved: bool = False) -> None:
        """Start the game as set up; ``unsaved``: with no file (the saves folder cannot be written,
        and the player chose to play anyway)."""
        from ..session import Session
        if self.table is None:
            self.app.toast(self.error, "error")
            return
        for i in range(self.count):
            # What a save refuses to load must not be typed in: the game would be lost on Continue.
            problem = name_problem(self.seat_name(i))
            if problem:
                self.app.toast(f"Seat {i + 1}'s name {problem}; change it to start.", "error")
                self.form.focus(self.names[i])
                return
        seed = parse_seed(self.seed_input.text)
        options = {}
        if self.first_choice.value is not None:
            options["first"] = self.first_choice.value
        options.update(self.options())
        problem = self.app.library.problem()
        if problem and not unsaved:
            from .dialog import DialogScene
            from .folder import FolderScene
            self.app.push(DialogScene(
                self.app, "This game cannot be saved",
                f"{problem}. Keep your games in another folder, or play without saving (the game is "
                f"lost when you leave it).",
                [("Another folder", lambda: self.app.push(FolderScene(self.app, self.start))),
                 ("Play without saving", lambda: self.start(unsaved=True)), ("Back", None)]))
            return
        try:
            session = Session.new(self.spec.id, self.mode, self.seats(), seed, options,
                                  autosave=None if unsaved else self.app.new_game_file(self.spec.id),
                                  writer=self.app.saver)
        except (ValueError, LookupError, TypeError) as e:
            self.app.toast(f"The game could not start: {e}", "error")
            return
        self.app.start_game(session)

    # ------------------------------------------------------------------ layout
    def widgets(self) -> list:
        """In focus order: mode, players, each seat's name and kind, seed, first player, buttons."""
        shown = [w for _, w in self.rows if w is not None and not isinstance(w, SeatLine)]
        seats = [x for i in range(self.count) for x in (self.names[i], self.kind_choices[i])]
        head = [w for w in shown if w in (self.mode_choice, self.count_choice)]
        tail = [w for w in shown if w not in head]
        return head + seats + tail + [self.back_button, self.howto_button, self.start_button]

    def _most_rows(self) -> int:
        """The number of form rows of the fullest setup this game has (any mode, most seats)."""
        found = self.__dict__.get("_most")
        if found is None:
            found = self._most = max(self._rows_of(mode) for mode in self.spec.modes)
        return found

    def _rows_of(self, mode: str) -> int:
        """The number of form rows of ``mode`` with its most seats."""
        count = min(self.spec.modes[mode][1], MAX_SEATS_SHOWN)
        seat_lines = (count + 1) // 2 if count > 5 else count
        return (len(self.spec.modes) > 1) + 1 + len(self.game_options(mode)) + seat_lines + 1 + (count > 1)

    def layout(self, w: int, h: int, s: float) -> None:
        px = self.px
        rows: list[tuple[str, object]] = []
        if len(self.spec.modes) > 1:
            rows.append(("Mode", self.mode_choice))
        low, high = self.spec.modes[self.mode]
        rows.append(("Players", self.count_choice if high > low else None))
        for _key, label, choice in self.option_choices:
            rows.append((label, choice))
        two_columns = self.count > 5
        lines = (self.count + 1) // 2 if two_columns else self.count
        for line in range(lines):
            seats = [line, line + lines] if two_columns else [line]
            seats = [i for i in seats if i < self.count]
            label = ("Seats" if line == 0 else "") if two_columns else f"Seat {line + 1}"
            rows.append((label, SeatLine(seats)))
        rows.append(("Seed", self.seed_input))
        if self.count > 1:
            rows.append(("First player", self.first_choice))
        self.rows = rows

        # A grown interface (a big screen read from a couch) makes the form's words bigger, not the
        # window's margins: the form takes more of the width, the tagline gives up its line, the
        # gaps narrow, and the rows take the height left (the words are sized from the rows).
        grown = theme.interface > 1.0
        self.grown = grown
        self.panel = pygame.Rect(0, 0, min(int(w * (0.94 if grown else 0.8)), px(1000 * theme.interface)), 10)
        bw, bh = px(180), px(54)
        if grown:
            top, bottom = px(96), h - bh - px(40)
        else:
            top, bottom = int(h * 0.17), int(h * 0.85)
        gap = px(6 if grown else 10)
        # Rows are sized and the form placed for the most rows any mode can show, so changing the
        # mode or the player count adds or removes rows below without moving the ones above.
        most = max(len(rows), self._most_rows())
        row_h = min(px(46 * theme.interface), (bottom - top - px(40) - gap * (most - 1)) // most)
        self.row_h = row_h
        # grown, the words fill more of their row: at 200 % in a 720p window ten rows leave ~44 px
        # a row, and the words must reach the couch's 24 px
        self.text_size = round(row_h * 0.56) if grown else 0
        self.label_size = max(14, int(row_h * (0.56 if grown else 0.5)))

        def form_h(count: int) -> int:
            """The panel's height holding ``count`` rows."""
            return px(20) * 2 + row_h * count + gap * (count - 1)

        self.panel.height = form_h(len(rows))
        block = form_h(most) + px(30) + bh
        self.panel.top = top if grown else max(top, (h - block) // 2 + px(24))
        self.panel.centerx = w // 2
        label_w = int(self.panel.width * (0.12 if two_columns else 0.2))
        x0 = self.panel.left + px(28) + label_w
        field_w = self.panel.right - px(28) - x0
        y = self.panel.top + px(20)
        self.label_pos = []
        self.seat_numbers = []
        number_w = max(px(30), theme.font(self.label_size).size("10")[0] + px(8)) if grown else px(30)
        for widget in [*self.names, self.seed_input, *self.kind_choices, self.mode_choice, self.count_choice,
                       self.first_choice, *(choice for _key, _label, choice in self.option_choices)]:
            widget.text_size = self.text_size
        for label, widget in rows:
            self.label_pos.append((label, (self.panel.left + px(28), y + row_h // 2)))
            if isinstance(widget, SeatLine):
                col_gap = px(24)
                col_w = (field_w - col_gap) // 2 if two_columns else field_w
                for c, i in enumerate(widget.seats):
                    left = x0 + c * (col_w + col_gap)
                    if two_columns:
                        self.seat_numbers.append((str(i + 1), (left, y + row_h // 2)))
                        left += number_w
                    width = col_w - (number_w if two_columns else 0)
                    name, kind = self.names[i], self.kind_choices[i]
                    name.rect = pygame.Rect(left, y, int(width * (0.4 if two_columns else 0.36)), row_h)
                    kind.rect = pygame.Rect(name.rect.right + px(10), y, left + width - name.rect.right - px(10), row_h)
                    # the choices side by side where their labels fit, else one at a time between
                    # arrows (half a line of two columns never holds them; a grown one may not)
                    kind.compact = two_columns or (grown and not kind.labels_fit())
            elif widget is self.seed_input:
                widget.rect = pygame.Rect(x0, y, int(field_w * 0.36), row_h)
            elif widget is self.count_choice:
                # narrow even when grown ("10" needs ~50 px at 200 %): the partners are named beside it
                widget.rect = pygame.Rect(x0, y, min(field_w, px(70) * len(self.count_choice.options)), row_h)
            elif widget is not None:
                widget.rect = pygame.Rect(x0, y, field_w, row_h)
            y += row_h + gap
        # the buttons sit under the mode's tallest form: adding a player must not move Start away
        # (a mode with few rows, solo, keeps them near its form)
        cy = min(self.panel.top + form_h(self._rows_of(self.mode)) + px(30) + bh // 2, h - bh)
        for i, button in enumerate((self.back_button, self.howto_button, self.start_button)):
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.center = (w // 2 + (i - 1) * (bw + px(24)), cy)

    def _aside_size(self) -> int:
        """The words beside a field (the partners, the seed's hint): a little smaller than the
        labels, but grown as large as they are: read from a couch they must reach its floor."""
        return self.label_size if self.grown else max(theme.MIN_TEXT, int(self.label_size * 0.8))

    def open_howto(self) -> None:
        self.app.open_howto(self.spec.id)

    def handle_event(self, ev: pygame.event.Event) -> None:
        # Enter starts the game unless a text field or another widget takes it first.
        if self.form.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.back()
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.start_button.enabled:
                self.start()

    def partners_text(self) -> str:
        """Who partners whom at this count, by the names as typed ("" where nobody does)."""
        pairs = self.table.partners(self.mode, self.count) if self.table else []
        return ("Partners: " + ",  ".join(f"{self.seat_name(a)} & {self.seat_name(b)}" for a, b in pairs)
                if pairs else "")

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.table is not None and self._sky_ready_for != self.app.size:
            # while the person chooses: the table's first frame, after Start, then copies its sky
            self._sky_ready_for = self.app.size
            try:
                self.table.table_class().ready_sky(self.app.size)
            except Exception as e:      # the table itself will say what is wrong when it opens
                from ..errors import log_error
                log_error(e, f"setup: {self.spec.id} sky")

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        w, h = surface.get_size()
        px = self.px
        title_bottom = self.panel.top - px(14)
        if not self.grown:      # grown, its line went to the form's rows (the title card says it)
            title_bottom = ui.blit_text(surface, self.spec.tagline, px(24), theme.TEXT_DIM,
                                        midbottom=(w // 2, title_bottom)).top - px(4)
        ui.blit_text(surface, f"New game: {self.spec.title}", px(56), theme.ACCENT, bold=True,
                     midbottom=(w // 2, title_bottom))
        ui.draw_panel(surface, self.panel, fill=theme.BG_DARK, edge=theme.OUTLINE, radius=px(14))
        label_size = self.label_size
        for label, pos in self.label_pos:
            ui.blit_text(surface, label, label_size, theme.TEXT_DIM, midleft=pos)
        for number, pos in self.seat_numbers:
            ui.blit_text(surface, number, label_size, theme.TEXT_DIM, midleft=pos)
        low, high = self.spec.modes[self.mode]
        for (label, widget), (_, pos) in zip(self.rows, self.label_pos):
            if label == "Players" and widget is None:
                ui.blit_text(surface, str(low), label_size, theme.TEXT,
                             midleft=(self.seed_input.rect.left, pos[1]))
                if self.best_text:      # a solo mode: the score to beat, where the row has room
                    ui.blit_text(surface, self.best_text, label_size, theme.ACCENT, bold=True,
                                 midright=(self.panel.right - px(28), pos[1]))
            if label == "Players" and widget is not None and self.partners_text():
                r = widget.rect
                size = self._aside_size()
                ui.blit_text_fit(surface, self.partners_text(), size, self.panel.right - r.right - px(44),
                                 theme.TEXT, midleft=(r.right + px(16), r.centery))
            if widget is self.seed_input:
                r = self.seed_input.rect
                size = self._aside_size()
                room = self.panel.right - r.right - px(44)
                # the longest hint that fits whole: a cut hint says less than a shorter one
                hint = next((h for h in SEED_HINTS if theme.font(size).size(h)[0] <= room), SEED_HINTS[-1])
                ui.blit_text_fit(surface, hint, size, room, theme.TEXT_DIM, midleft=(r.right + px(16), r.centery))
        if self.error:
            ui.blit_text(surface, self.error, px(26), theme.BAD, center=self.panel.center)
        self.form.draw(surface)
