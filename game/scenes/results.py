"""The end of a game: scores per seat, the winner(s), how a tie was broken, and what next."""
from __future__ import annotations

import random

import pygame

from .. import theme
from ..errors import log_error
from ..tables import TableError, table_for
from ..widgets import ui
from ..wording import agree, join_names
from .menu import MenuScene, button_row


def plain_explain(result: dict, names: list[str]) -> str:
    """The sentence for a game whose table says nothing more: the highest score wins, a tie shares."""
    scores, winners = result["scores"], result["winners"]
    if not winners:
        return "Nobody won."
    won = [names[i] for i in winners]
    top = scores[winners[0]]
    if len(winners) > 1:
        return f"{join_names(won)} tied on {top} points, so the victory is shared."
    return f"{join_names(won)} {agree(won, 'wins', 'win')} with the highest score, {top} points."


def explain(game: str, result: dict, names: list[str]) -> str:
    table = _table(game)
    return (table.explain if table and table.explain else plain_explain)(result, names)


def _table(game: str):
    try:
        return table_for(game)
    except TableError as e:        # the results still show, in their plain form; the cause is logged
        log_error(e, f"results: {game}")
        return None


def scorepad(session, result: dict):
    """The game's score breakdown, when its table offers one for this result: (rows, sentence,
    names) with rows of (label, one value per place). None: the plain list of points."""
    table = _table(session.game)
    rows = table.scorepad(result) if table and table.scorepad else None
    if not rows:
        return None
    names = list(session.state.names)
    return rows, explain(session.game, result, names), names


def _record(session):
    """The best-score record of a finished solo game (None: none kept, or the file failed)."""
    from ..stats import record_session
    try:
        return record_session(session)
    except Exception as e:      # best scores are a nicety: never lose the results over them
        from ..errors import log_error
        log_error(e, "recording the best score")
        return None


def best_words(record) -> str:
    """"Your new best in Light, Normal!" or "Your best in Light, Normal: 57.": the player's, said so
    (after "Taroma wins", "A new best for Taroma, Normal!" read as the automaton's record)."""
    if record.new_best:
        return f"Your new best in {record.label}!"
    return f"Your best in {record.label}: {record.best}."


class ResultsScene(MenuScene):
    opaque = False

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.result = session.state.result()
        self.names = [s.name for s in session.seats]
        self.pad = scorepad(session, self.result)
        if self.pad is not None:
            self.names = self.pad[2]
            self.sentence = self.pad[1]
        else:
            self.sentence = explain(session.game, self.result, self.names)
        # A solo game's score against the best so far (counted once per game, see ``game.stats``).
        self.record = None if getattr(app, "demo", None) else _record(session)
        if self.record is not None:
            self.sentence = f"{self.sentence} {best_words(self.record)}"
        table = _table(session.game)
        # Extra columns of the plain list (Sky 5's banked cards), as the game's table names them.
        self.columns = [(head, self.result[key]) for head, key in (table.result_columns if table else ())
                        if isinstance(self.result.get(key), list)]
        scores = self.result["scores"]
        tiebreak = self.columns[0][1] if self.columns else [0] * len(scores)
        self.order = sorted(range(len(scores)), key=lambda i: (i not in self.result["winners"], -scores[i],
                                                                -(tiebreak[i] or 0)))
        self.again = ui.Button("Play again", self.play_again, primary=True)
        self.replay = ui.Button("Watch replay", self.watch)
        self.title = ui.Button("Title", self.app.go_title)
        self.buttons = [self.again, self.replay, self.title]

    def back(self) -> None:
        self.app.pop(self)  # Esc: look at the final table (or the list this came from) again

    def play_again(self) -> None:
        from ..session import Session
        options = {k: v for k, v in self.session.options.items() if k != "names"}
        try:
            session = Session.new(self.session.game, self.session.mode, list(self.session.seats),
                                  random.Random().randrange(1, 1_000_000), options,
                                  autosave=self.app.new_game_file(self.session.game), writer=self.app.saver)
        except (ValueError, LookupError, TypeError) as e:
            self.app.toast(f"A new game could not start: {e}", "error")
            return
        self.app.start_game(session)

    def watch(self) -> None:
        self.app.open_replay(self.session)

    def widgets(self) -> list:
        return self.buttons

    def scale(self, size) -> float:
        """Grown by the interface size as far as the panel, at its size for this game's rows and
        sentence, still fits the window."""
        if not hasattr(self, "names"):        # not set up yet: ``layout`` runs on the first resize
            return theme.scale_for(size)
        return self.scale_to(size, self._content())

    def _panel_width(self, w: int, px) -> int:
        """The panel's width: a grown interface may take more of the window's width (the panel
        then grows with its text instead of stopping at 70 %)."""
        n = len(self.names)
        if self.pad is not None:
            # Wide enough for its columns and for three buttons whose labels fit ("Watch replay").
            # Grown, it may take nearly all of it: ten places' names and "Complete tower +5" at the
            # couch's floor need 1140 px of a 720p window.
            return min(int(w * (0.96 if theme.interface > 1.0 else 0.9)), max(px(600), px(260) + n * px(190)))
        return min(int(w * (0.9 if theme.interface > 1.0 else 0.7)), px(820))

    def _content(self) -> tuple[int, int]:
        """The panel's extent at scale 1 and the share of the window it may take."""
        n = len(self.names)
        if self.pad is not None:
            width, share = max(600, 260 + n * 190), 0.9
            rows = (len(self.pad[0]) + 1) * 40
        else:
            width, share, rows = 820, 0.9, n * 54
        lines = len(theme.wrap(self.sentence, 25, width - 80))
        height = 86 + int(theme.font(25).get_linesize() * 1.15) * lines + 56 + rows + 24 + 52 + 28
        return round(width / share), round(height / 0.92)

    def layout(self, w: int, h: int, s: float) -> None:
        px = self.px
        n = len(self.names)
        self.row_h = px(54)
        self.panel = pygame.Rect(0, 0, self._panel_width(w, px), 0)
        # The sentence is measured at the width it is drawn in, so the table never overlaps it.
        lines = len(theme.wrap(self.sentence, px(25), self.panel.width - px(80)))
        sentence_h = int(theme.font(px(25)).get_linesize() * 1.15) * lines
        self.table_offset = px(86) + sentence_h + px(56)
        if self.pad is not None:
            lines = len(self.pad[0]) + 1
            if theme.interface > 1.0:
                # grown, a long scorepad (Sky Totems' nine rows) takes the window's height for its
                # rows, whose words are sized by them: the panel had stopped growing at 100 %'s
                # scale, its rows' words at 14 px on a 720p screen at 200 %
                room = h * 0.94 - self.table_offset - px(24) - px(52) - px(28)
                self.row_h = min(int(px(40) * theme.interface), int(room / lines))
            else:
                self.row_h = min(px(40), int((h * 0.86 - self.table_offset - px(130)) / lines))
            self.panel.height = self.table_offset + lines * self.row_h + px(24) + px(52) + px(28)
            self.pad_fit = self._pad_columns()      # measured once a layout, not every frame
        else:
            self.panel.height = self.table_offset + n * self.row_h + px(24) + px(52) + px(28)
        self.panel.center = (w // 2, h // 2)
        self.table_top = self.panel.top + self.table_offset
        button_row(self.buttons, (self.panel.centerx, self.panel.bottom - px(28) - px(26)),
                   min(px(200), (self.panel.width - px(80)) // 3), px(52), px(16))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        px = self.px
        p = self.panel
        ui.draw_panel(surface, p, fill=theme.BG, edge=theme.ACCENT, radius=px(16))
        ui.blit_text(surface, "Game over", px(56), theme.ACCENT, bold=True, midtop=(p.centerx, p.top + px(24)))
        text_rect = pygame.Rect(p.left + px(40), p.top + px(86), p.width - px(80), 10)
        ui.blit_wrapped(surface, self.sentence, px(25), text_rect, theme.TEXT, align="center")
        if self.pad is not None:
            self._draw_scorepad(surface)
            self.form.draw(surface)
            return
        # The name, the points, then the game's own columns, right-aligned in the panel.
        extra = self.columns[:2]
        cols = {"name": p.left + px(70), "score": p.left + int(p.width * (0.66 if extra else 0.8))}
        xs = [p.left + int(p.width * (0.86 if len(extra) == 1 else f)) for f in ((0.80, 0.92) if len(extra) > 1 else (0.86,))]
        head_y = self.table_top - px(14)
        ui.blit_text(surface, "Player", px(20), theme.TEXT_DIM, bottomleft=(cols["name"], head_y))
        ui.blit_text(surface, "Points", px(20), theme.TEXT_DIM, midbottom=(cols["score"], head_y))
        for (head, _values), x in zip(extra, xs):
            ui.blit_text(surface, head, px(20), theme.TEXT_DIM, midbottom=(x, head_y))
        for row, i in enumerate(self.order):
            y = self.table_top + row * self.row_h
            r = pygame.Rect(p.left + px(30), y, p.width - px(60), self.row_h - px(6))
            winner = i in self.result["winners"]
            ui.draw_panel(surface, r, fill=theme.PANEL_LIGHT if winner else theme.PANEL,
                          edge=theme.HIGHLIGHT if winner else theme.PANEL_LIGHT, radius=px(10), width=2)
            colour = theme.HIGHLIGHT if winner else theme.TEXT
            seat = self.session.seats[i]
            label = seat.name + ("  (bot)" if seat.is_bot else "")
            ui.blit_text_fit(surface, label, px(28), cols["score"] - cols["name"] - px(60), colour, bold=winner,
                             midleft=(cols["name"], r.centery))
            if winner:
                ui.draw_star(surface, (cols["name"] - px(22), r.centery), px(13))
            ui.blit_text(surface, str(self.result["scores"][i]), px(30), colour, bold=True,
                         center=(cols["score"], r.centery))
            for (_head, values), x in zip(extra, xs):
                if i < len(values) and values[i] is not None:
                    ui.blit_text(surface, str(values[i]), px(26), colour, center=(x, r.centery))
        self.form.draw(surface)

    def _pad_columns(self) -> tuple[int, int, int, int, int]:
        """The scorepad's text size, its labels' size, its places' names' size, the labels' column
        width and each place's column width. The labels' column is as wide as its longest label needs (grown, "Cards
        cleared (+1 each)" ran under the first place's values), as far as the places' columns keep
        room for their widest value; a label still too long is set smaller, and the names as large
        as the widest fits its column (ten places at 200 %: "V…", "O…")."""
        px = self.px
        rows, _sentence, names = self.pad
        n = max(1, len(names))
        size = max(14, int(self.row_h * 0.52))
        if theme.interface > 1.0:
            # grown for a couch: up to its floor, as far as the row holds the words (a long pad's
            # rows at 720p / 200 % are ~42 px, and its words 21 px by the desk's proportion)
            floor = theme.reading_floor(self.size, theme.interface)
            size = max(size, min(floor, int(self.row_h * 0.64)))
        inner = self.panel.width - px(60)

        def column(at: int) -> int:
            widest = max(theme.font(at, True).size(str(v))[0] for _label, values in rows for v in values) + px(16)
            if theme.interface > 1.0:     # grown, each place's name too, at the floor at least
                widest = max(widest, max(theme.font(min(at, floor), True).size(nm)[0] for nm in names) + px(10))
            return widest

        def label_room(at: int) -> int:
            return max(theme.font(at, label == "Total").size(label)[0] for label, _values in rows) + px(28)

        if theme.interface > 1.0:
            # the places' values, larger than the floor, give up size before the labels go under it
            # (Tower's ten places at 720p / 200 %: "Sum of the stones" at 22 px beside 40 px values)
            while size > floor and label_room(floor) > inner - n * column(size):
                size -= 1
        label_w = max(px(230), min(label_room(size), inner - n * column(size)))
        label_size = size
        while label_size > theme.MIN_TEXT and label_room(label_size) > label_w:
            label_size -= 1
        col_w = (inner - label_w) // n
        name_size = size
        while name_size > theme.MIN_TEXT and max(theme.font(name_size, True).size(nm)[0] for nm in names) > col_w - px(10):
            name_size -= 1
        return size, label_size, name_size, label_w, col_w

    def _draw_scorepad(self, surface: pygame.Surface) -> None:
        """The scorepad: one column per altar, rows top to bottom as the rulebook fills them."""
        px = self.px
        p = self.panel
        rows, _sentence, names = self.pad
        left = p.left + px(30)
        top = self.table_top - px(10)
        winners = set(self.result.get("winners") or [])
        solo = self.result.get("decided_by") == "solo"
        size, label_size, name_size, label_w, col_w = self.pad_fit
        for i, name in enumerate(names):
            cx = left + label_w + i * col_w + col_w // 2
            win = i in winners and not solo
            ui.blit_text_fit(surface, name, name_size, col_w - px(10), theme.HIGHLIGHT if win else theme.TEXT, bold=True,
                             midbottom=(cx, top + self.row_h - px(6)))
            if win:     # just over the name: grown, the row's top lies far above it
                name_top = top + self.row_h - px(6) - theme.font(name_size, True).get_linesize()
                ui.draw_star(surface, (cx, name_top - px(12)), px(10))
        for r, (label, values) in enumerate(rows, start=1):
            y = top + r * self.row_h
            total = label == "Total"
            band = pygame.Rect(left, y, p.width - px(60), self.row_h - px(4))
            ui.draw_panel(surface, band, fill=theme.PANEL_LIGHT if total else theme.PANEL,
                          edge=theme.ACCENT if total else theme.PANEL_LIGHT, radius=px(8), width=1)
            ui.blit_text(surface, label, label_size, theme.ACCENT if total else theme.TEXT_DIM, bold=total,
                         midleft=(left + px(14), band.centery))
            for i, value in enumerate(values):
                cx = left + label_w + i * col_w + col_w // 2
                colour = theme.HIGHLIGHT if total and i in winners and not solo else theme.TEXT
                ui.blit_text(surface, str(value), size, colour, bold=total, center=(cx, band.centery))
