"""Settings: animation speed, bot pause, expert think time, full screen, interface size, "Big screen"
(both at once, for a TV), sound on/off and volume, the idle demo. Every change is saved
at once; a sound change also goes to the app's player (``app.sound``), which plays a sample of the
new volume."""
from __future__ import annotations

import pygame

from .. import theme
from ..settings import ANIM_SPEEDS, BIG_SCREEN, BOT_DELAYS, BOT_THINK, DEMO_IDLE, INTERFACE_SIZES, VOLUMES
from ..widgets import ui
from .menu import MenuScene


def _nearest(value: float, presets: list[tuple[float, str]]) -> float:
    """The preset nearest ``value``; the middle one for a value that is no number (a think budget
    in iterations, as tests and benchmarks give it)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return presets[len(presets) // 2][0]
    return min(presets, key=lambda p: abs(p[0] - value))[0]


class _Volume(ui.Choice):
    """The volume: the chosen step between two arrows; a click on either half steps down or up,
    stopping at 0 % and 100 % (no wrapping round from the loudest to silence)."""

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.compact = True

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if (self.enabled and ev.type == pygame.MOUSEBUTTONUP and ev.button == 1
                and self.rect.collidepoint(ev.pos)):
            self.select(self.index + (-1 if ev.pos[0] < self.rect.centerx else 1))
            return True
        return super().handle_event(ev)


class SettingsScene(MenuScene):
    """An overlay: opened from the title or from the pause menu during a game."""

    opaque = False
    content = (1060, 700)    # the panel with its nine rows and a margin, at scale 1

    def __init__(self, app):
        super().__init__(app)
        st = app.settings
        self.anim = ui.Choice(ANIM_SPEEDS, _nearest(st.anim_speed, ANIM_SPEEDS), on_change=self._set_anim)
        self.delay = ui.Choice([(v, f"{label} ({v:g} s)" if v else label) for v, label in BOT_DELAYS],
                               _nearest(st.bot_delay, BOT_DELAYS), on_change=self._set_delay)
        self.full = ui.Choice([(False, "Window"), (True, "Full screen")], app.fullscreen, on_change=self._set_full)
        self.sound = ui.Choice([(False, "Off"), (True, "On")], bool(st.sound), on_change=self._set_sound)
        self.volume = _Volume(VOLUMES, _nearest(st.volume, VOLUMES), on_change=self._set_volume)
        self.volume.enabled = bool(st.sound)        # greyed while the sound is off
        self.idle_demo = ui.Choice(DEMO_IDLE, _nearest(getattr(st, "demo_idle", 0), DEMO_IDLE),
                                   on_change=self._set_idle_demo)
        self.think = ui.Choice(BOT_THINK, _nearest(getattr(st, "bot_think", 1.0), BOT_THINK), on_change=self._set_think)
        self.interface = ui.Choice(INTERFACE_SIZES, _nearest(getattr(st, "interface_size", 100), INTERFACE_SIZES),
                                   on_change=self._set_interface)
        self.big = ui.Choice([(False, "Off"), (True, f"On: full screen, {BIG_SCREEN} %")], self._big_now(),
                             on_change=self._set_big)
        self.done = ui.Button("Done", self.back, primary=True)
        self.rows = [("Animations", self.anim), ("Bot pause", self.delay), ("Expert thinks", self.think),
                     ("Big screen", self.big), ("Display", self.full), ("Interface size", self.interface),
                     ("Sound", self.sound), ("Volume", self.volume), ("Demo when idle", self.idle_demo)]

    def enter(self) -> None:
        self.full.value = self.app.fullscreen  # F11 may have changed it
        self.big.value = self._big_now()

    def _big_now(self) -> bool:
        """Whether the app is set for a big screen now (the two rows under it may say otherwise)."""
        return self.app.fullscreen and getattr(self.app.settings, "interface_size", 100) == BIG_SCREEN

    def _set_big(self, v) -> None:
        """One click for a TV: full screen at the big screen's interface size; off, the interface
        size it had before (the display stays as it is: the row under it changes that)."""
        st = self.app.settings
        if v:
            if st.interface_size != BIG_SCREEN:
                st.desk_interface_size = st.interface_size
            self.app.set_fullscreen(True)
            self.app.set_interface_size(BIG_SCREEN)
        else:
            self.app.set_interface_size(st.desk_interface_size if st.desk_interface_size != BIG_SCREEN else 100)
        self.full.value = self.app.fullscreen
        self.interface.value = _nearest(st.interface_size, INTERFACE_SIZES)
        self.big.value = self._big_now()

    def _set_anim(self, v) -> None:
        self.app.settings.anim_speed = float(v)
        self.app.save_settings()

    def _set_delay(self, v) -> None:
        self.app.settings.bot_delay = float(v)
        self.app.save_settings()

    def _set_think(self, v) -> None:
        self.app.settings.bot_think = float(v)
        self.app.save_settings()

    def _set_interface(self, v) -> None:
        # The app lays every scene out again, this one too (its widgets keep their state).
        self.app.set_interface_size(int(v))
        self.big.value = self._big_now()

    def _set_idle_demo(self, v) -> None:
        self.app.settings.demo_idle = int(v)      # the title counts the idle minutes (title.py)
        self.app.save_settings()

    def _set_sound(self, v) -> None:
        self.app.settings.sound = bool(v)
        self.app.save_settings()
        self.volume.enabled = bool(v)
        self._tell_player(sample=bool(v))

    def _set_volume(self, v) -> None:
        self.app.settings.volume = int(v)
        self.app.save_settings()
        self._tell_player(sample=True)

    def _tell_player(self, sample: bool) -> None:
        """The app's sound player follows the settings; a sample lets the person hear the level."""
        player = getattr(self.app, "sound", None)
        if player is None:
            return
        player.configure(enabled=self.app.settings.sound, volume=self.app.settings.volume / 100)
        if sample:
            player.play("tower_complete")

    def _set_full(self, v) -> None:
        self.app.set_fullscreen(bool(v))
        self.full.value = self.app.fullscreen
        self.big.value = self._big_now()

    def widgets(self) -> list:
        return [w for _, w in self.rows] + [self.done]

    def layout(self, w: int, h: int, s: float) -> None:
        px = self.px
        row_h, gap = px(42), px(10)
        # The panel fills the window's height at 100 % already: grown for a couch, it takes the
        # width instead and its choices' words fill more of their rows (the couch's floor is 24 px
        # at 720p / 200 %, where the rows' own size gave 19 px)
        grown = theme.interface > 1.0
        self.floor = theme.reading_floor((w, h), theme.interface) if grown else 0
        self.panel = pygame.Rect(0, 0, int(w * 0.96) if grown else min(int(w * 0.88), px(1000)),
                                 px(110) + len(self.rows) * (row_h + gap) + px(100))
        for _, widget in self.rows:
            widget.text_size = round(row_h * 0.56) if grown else 0
        self.panel.center = (w // 2, h // 2)
        label_w = int(self.panel.width * 0.24)
        x0 = self.panel.left + px(36) + label_w
        y = self.panel.top + px(100)
        self.label_pos = []
        for label, widget in self.rows:
            self.label_pos.append((label, (self.panel.left + px(36), y + row_h // 2)))
            widget.rect = pygame.Rect(x0, y, self.panel.right - px(36) - x0, row_h)
            y += row_h + gap
        self.done.rect = pygame.Rect(0, 0, px(180), px(52))
        self.done.rect.midbottom = (self.panel.centerx, self.panel.bottom - px(26))

    def _footer(self) -> str:
        """The line under the choices: that they are kept, or, while the window is too small for the
        interface size chosen, what it shows instead (the choice itself stays as it was made)."""
        asked = self.app.settings.interface_size
        shown = self.app.interface_shown()
        if shown < asked:
            return f"This window shows {shown} %: a larger one shows {asked} %."
        return "Changes are saved at once."

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        px = self.px
        ui.draw_panel(surface, self.panel, fill=theme.BG, edge=theme.OUTLINE, radius=px(14))
        ui.blit_text(surface, "Settings", px(50), theme.ACCENT, bold=True,
                     midtop=(self.panel.centerx, self.panel.top + px(26)))
        for label, pos in self.label_pos:
            ui.blit_text(surface, label, px(26), theme.TEXT_DIM, midleft=pos)
        ui.blit_text(surface, self._footer(), max(px(19), self.floor), theme.DISABLED,
                     midbottom=(self.panel.centerx, self.done.rect.top - px(10)))
        self.form.draw(surface)
