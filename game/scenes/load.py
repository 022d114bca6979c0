"""The saved games: list, open, watch, see results, delete. A file that is not a usable save is
listed as unreadable with its one-line reason; nothing here crashes on a bad file."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import pygame

from rules.saves import SaveError, load_save

from .. import paths, theme
from ..widgets import ui
from .dialog import DialogScene
from .menu import MenuScene, button_row

NOT_SAVES = {"settings.json"}


@dataclass
class SaveInfo:
    path: Path
    ok: bool
    error: str = ""
    game_title: str = ""
    seats: list[dict] = field(default_factory=list)
    finished: bool = False
    step: int = 0
    saved: datetime | None = None
    winners: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.path.stem

    @property
    def is_autosave(self) -> bool:
        return self.path.name == "autosave.json"  # paths.autosave_path()'s name

    @property
    def seats_text(self) -> str:
        parts = []
        for s in self.seats:
            name = str(s.get("name", "?"))
            parts.append(f"{name} (bot)" if s.get("kind") == "bot" else name)
        return ", ".join(parts)

    @property
    def saved_text(self) -> str:
        return self.saved.strftime("%d %b %Y, %H:%M") if self.saved else "unknown date"

    @property
    def status_text(self) -> str:
        if not self.ok:
            return "Unreadable"
        if self.finished:
            if self.winners:
                return f"Finished · {' & '.join(self.winners)} won"
            return "Finished"
        return f"In progress · move {self.step}"


def _parse_time(value, path: Path) -> datetime | None:
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value)
        except ValueError:
            pass
    try:
        return datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        return None


def describe_save(path: Path) -> SaveInfo:
    """Read, replay and verify one save (``rules.saves.load_save``) and say what it holds."""
    path = Path(path)
    try:
        replay = load_save(path)
    except SaveError as e:
        return SaveInfo(path, False, error=str(e), saved=_parse_time(None, path))
    except Exception as e:  # belt and braces: a save must never take the list down
        return SaveInfo(path, False, error=f"{path.name}: cannot be read ({type(e).__name__})",
                        saved=_parse_time(None, path))
    data, state = replay.data, replay.state
    names = [str(s.get("name", "?")) for s in data["seats"]]
    winners = []
    if state.is_over:
        result = getattr(state, "result", None)
        try:
            won = result()["winners"] if callable(result) else []
        except Exception:
            won = []
        winners = [names[i] for i in won if isinstance(i, int) and 0 <= i < len(names)]
    return SaveInfo(path, True, game_title=replay.spec.title, seats=list(data["seats"]),
                    finished=state.is_over, step=len(replay.commands),
                    saved=_parse_time(data.get("saved") or data.get("created"), path), winners=winners)


_described_cache: dict[tuple, SaveInfo] = {}


def _described(path: Path) -> SaveInfo:
    """``describe_save``, remembered while the file keeps its size and modification time."""
    try:
        st = path.stat()
        key = (str(path), st.st_mtime_ns, st.st_size)
    except OSError:
        return describe_save(path)
    info = _described_cache.get(key)
    if info is None:
        if len(_described_cache) > 500:
            _described_cache.clear()
        info = _described_cache[key] = describe_save(path)
    return info


def list_saves(folder: Path | None = None) -> list[SaveInfo]:
    """Every ``*.json`` in the saves folder but the settings, newest first."""
    folder = Path(folder or paths.saves_dir())
    try:
        files = [p for p in folder.glob("*.json") if p.name not in NOT_SAVES and p.is_file()]
    except OSError:
        return []
    infos = [_described(p) for p in files]
    # Usable saves first, newest first; unreadable files after them.
    infos.sort(key=lambda i: (i.ok, i.saved.timestamp() if i.saved else 0), reverse=True)
    return infos


class LoadScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        self.saves: list[SaveInfo] = []
        self.folder_text = ""
        self.list = ui.ScrollList([], self._draw_row, on_activate=lambda i: self.open_selected(),
                                  on_select=lambda i: self._update_buttons())
        self.open_button = ui.Button("Open", self.open_selected, primary=True)
        self.replay_button = ui.Button("Watch replay", self.watch_selected)
        self.results_button = ui.Button("Results", self.results_selected)
        self.delete_button = ui.Button("Delete", self.delete_selected, hotkey=pygame.K_DELETE)
        self.back_button = ui.Button("Back", self.back)
        self.buttons = [self.open_button, self.replay_button, self.results_button, self.delete_button,
                        self.back_button]

    # ------------------------------------------------------------------ data
    def enter(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        keep = self.list.selected
        self.folder_text = f"Folder: {paths.saves_dir()}"
        self.saves = list_saves()
        self.list.set_items(self.saves, keep=keep)
        self._update_buttons()

    @property
    def selected(self) -> SaveInfo | None:
        i = self.list.selected
        return self.saves[i] if i is not None and 0 <= i < len(self.saves) else None

    def _update_buttons(self) -> None:
        info = self.selected
        self.open_button.enabled = info is not None  # an unreadable one explains itself
        self.replay_button.enabled = bool(info and info.ok and info.finished)
        self.results_button.enabled = bool(info and info.ok and info.finished)
        self.delete_button.enabled = info is not None

    def _session(self, info: SaveInfo, autosave: bool):
        from ..session import Session
        try:
            return Session.load(info.path, autosave=paths.autosave_path() if autosave else None)
        except SaveError as e:
            self.refresh()
            self.app.push(DialogScene.message_box(self.app, "This save cannot be opened", str(e), "error"))
            return None

    # ------------------------------------------------------------------ actions
    def open_selected(self) -> None:
        info = self.selected
        if info is None:
            return
        if not info.ok:
            self.app.push(DialogScene.message_box(self.app, "This file cannot be opened", info.error, "error"))
            return
        if info.finished:
            self.app.push(DialogScene(self.app, "This game is finished",
                                      f"{info.name} ({info.game_title}): "
                                      f"{' and '.join(info.winners) or 'nobody'} won. Watch it again or see the scores.",
                                      [("Watch replay", self.watch_selected), ("Results", self.results_selected),
                                       ("Cancel", None)]))
            return
        session = self._session(info, autosave=True)
        if session is not None:
            session.save_autosave()  # Continue now picks up this game
            self.app.start_game(session)

    def watch_selected(self) -> None:
        info = self.selected
        if info and info.ok:
            session = self._session(info, autosave=False)
            if session is not None:
                self.app.open_replay(session)

    def results_selected(self) -> None:
        info = self.selected
        if info and info.ok and info.finished:
            session = self._session(info, autosave=False)
            if session is not None:
                self.app.show_results(session)

    def delete_selected(self) -> None:
        info = self.selected
        if info is None:
            return
        what = "the autosave (the game Continue would resume)" if info.is_autosave else f"“{info.name}”"

        def delete():
            try:
                info.path.unlink()
            except FileNotFoundError:
                pass
            except OSError as e:
                self.app.toast(f"Could not delete {info.path.name} ({e.strerror or e}).", "error")
            else:
                self.app.toast(f"Deleted {info.path.name}.")
            self.refresh()

        self.app.push(DialogScene.confirm(self.app, "Delete this save?",
                                          f"Delete {what}? This cannot be undone.", delete, yes="Delete"))

    # ------------------------------------------------------------------ layout and drawing
    def widgets(self) -> list:
        return [self.list] + self.buttons

    def layout(self, w: int, h: int, s: float) -> None:
        px = self.px
        self.panel = pygame.Rect(0, 0, min(int(w * 0.86), px(1200)), int(h * 0.66))
        self.panel.midtop = (w // 2, int(h * 0.17))
        self.list.rect = self.panel.inflate(-px(24), -px(24))
        self.list.row_height = px(84)
        self.list._clamp()
        bw = min(px(190), (self.panel.width - 4 * px(16)) // 5)
        button_row(self.buttons, (w // 2, (self.panel.bottom + h) // 2), bw, px(52), px(16))

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, info: SaveInfo, selected: bool,
                  hover: bool) -> None:
        px = self.px
        r = rect.inflate(-px(4), -px(6))
        fill = theme.PANEL_LIGHT if selected else (theme.PANEL if hover else theme.BG)
        edge = theme.ACCENT if selected else theme.PANEL_LIGHT
        ui.draw_panel(surface, r, fill=fill, edge=edge, radius=px(10), width=2)
        pad = px(16)
        right_w = int(r.width * 0.3)
        left_w = r.width - right_w - 3 * pad
        top = r.top + px(12)
        title = "Autosave (Continue)" if info.is_autosave else info.name
        if info.ok:
            ui.blit_text_fit(surface, f"{title}  —  {info.game_title}", px(28), left_w, theme.TEXT, bold=True,
                             topleft=(r.left + pad, top))
            ui.blit_text_fit(surface, info.seats_text, px(22), left_w, theme.TEXT_DIM,
                             bottomleft=(r.left + pad, r.bottom - px(12)))
            colour = theme.GOOD if not info.finished else theme.ACCENT
        else:
            ui.blit_text_fit(surface, title, px(28), left_w, theme.TEXT, bold=True, topleft=(r.left + pad, top))
            ui.blit_text_fit(surface, info.error, px(21), left_w, theme.BAD,
                             bottomleft=(r.left + pad, r.bottom - px(12)))
            colour = theme.BAD
        ui.blit_text_fit(surface, info.status_text, px(24), right_w, colour, bold=True,
                         topright=(r.right - pad, top))
        ui.blit_text_fit(surface, info.saved_text, px(21), right_w, theme.TEXT_DIM,
                         bottomright=(r.right - pad, r.bottom - px(12)))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        w, h = surface.get_size()
        px = self.px
        ui.blit_text(surface, "Saved games", px(56), theme.ACCENT, bold=True, midbottom=(w // 2, int(h * 0.11)))
        ui.blit_text_fit(surface, self.folder_text, px(19), int(w * 0.8), theme.TEXT_DIM,
                         midtop=(w // 2, int(h * 0.11) + px(6)))
        ui.draw_panel(surface, self.panel, fill=theme.BG_DARK, edge=theme.OUTLINE, radius=px(14))
        if not self.saves:
            ui.blit_wrapped(surface, "No saved games yet. During a game, press Esc and choose Save.",
                            px(26), pygame.Rect(self.panel.left + px(40), self.panel.centery - px(20),
                                                self.panel.width - px(80), 10), theme.TEXT_DIM, align="center")
        self.form.draw(surface)
