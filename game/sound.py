"""Sound effects: loaded once, as soon as the title is on screen, played by name, silent when they
cannot be had.

``SoundPlayer`` opens the mixer and loads every WAV of ``assets/sounds/`` (made by
``tools/make_sounds.py``) once; ``play(name)`` in a frame only starts a loaded sound. The app makes
one (``App.sound``) from the settings (``Settings.sound`` on/off, ``Settings.volume`` 0-100 %) in
the frame after the title's first (the title does not wait for the audio device), and the settings
screen calls ``configure`` when they change.

No audio device (``pygame.mixer.init`` fails), the dummy audio driver, a missing or broken file, an
unknown name: the player says so once in the log (never a traceback) and plays nothing, and
nothing else notices. The same name played again within ``THROTTLE`` seconds is not started again,
so the ten cards of a deal, or a run of steps finished at once, make one sound, not a pile of them.

Which events make which sound is each table's own data: ``TableSpec.sounds``, a tuple of ``Cue``
(see ``game/tables/<game>/sounds.py``). ``BaseTable`` finds the cues of the events of each
animation step when it queues the step and plays them when the step runs, so a sound follows what
is shown, not the rules' instant (``cues_for``).
"""
from __future__ import annotations

import os
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from . import paths


def _log():
    """This module's logger. ``logging`` is imported only when there is something to say: its
    import is a few milliseconds of start-up, and every table's cues import this module for the
    title screen."""
    import logging
    return logging.getLogger(__name__)


# Every sound the tables may name: tools/make_sounds.py makes one WAV of each.
NAMES = ("flip", "slide", "die", "shuffle", "sky_five", "tower_complete", "tower_bonus", "totem", "mission",
         "king", "knock", "run_cleared", "eclipse")

# Each sound's level in the mix (times the volume setting): the sounds heard at every move sit
# under the rarer moments, which are the ones to be noticed.
MIX = {"slide": 0.5, "flip": 0.6, "shuffle": 0.7, "die": 0.8, "knock": 0.85}

THROTTLE = 0.07          # seconds: the same sound is not started twice within this
FREQUENCY = 44100
BUFFER = 512             # samples: about 12 ms from a step to its sound


# --------------------------------------------------------------------------- the tables' cues

@dataclass(frozen=True)
class Cue:
    """A table's line "this event makes this sound": ``kind`` is the rules event's kind,
    ``sound`` one of ``NAMES``, ``when`` an optional condition on the event:

    - a function of the event (``lambda e: e.get("bonus")``), true to sound;
    - or a dict of the event's fields to what they must be: a value (a zone name without its seat,
      ``"hand"``, also matches every seat's zone, ``"hand.2"``), a tuple of such values (any one),
      or a function of the field's value.

    Every cue that matches an event sounds; a step of several events sounds each name once.
    """

    kind: str
    sound: str
    when: Mapping[str, Any] | Callable[[Any], Any] | None = None

    def matches(self, event) -> bool:
        if getattr(event, "kind", None) != self.kind:
            return False
        when = self.when
        if when is None:
            return True
        if callable(when):
            return bool(when(event))
        return all(_field_matches(event.get(key), want) for key, want in when.items())


def _field_matches(value, want) -> bool:
    if callable(want):
        return bool(want(value))
    if isinstance(want, (tuple, list, set, frozenset)):
        return any(_field_matches(value, w) for w in want)
    if isinstance(want, str) and isinstance(value, str):
        return value == want or value.startswith(want + ".")
    return value == want


def cues_for(cues: Iterable[Cue], events) -> tuple[str, ...]:
    """The sounds of ``events`` (one event or a list: one animation step), each name once, in the
    order of the cues. A cue whose condition fails on an odd event is skipped, never raised."""
    events = events if isinstance(events, (list, tuple)) else [events]
    names: list[str] = []
    for cue in cues:
        if cue.sound in names:
            continue
        for e in events:
            try:
                hit = cue.matches(e)
            except Exception:          # a condition that does not fit this event: no sound
                hit = False
            if hit:
                names.append(cue.sound)
                break
    return tuple(names)


def index_cues(cues: Iterable[Cue]) -> dict[str, tuple[Cue, ...]]:
    """The cues by event kind (what a table keeps, so a step looks up only its own kinds)."""
    out: dict[str, list[Cue]] = {}
    for cue in cues:
        out.setdefault(cue.kind, []).append(cue)
    return {k: tuple(v) for k, v in out.items()}


# --------------------------------------------------------------------------- the player

def sounds_dir() -> Path:
    return paths.sounds_dir()


class SoundPlayer:
    """Plays the loaded sounds by name (see the module docstring).

    ``folder``: where the WAVs are (default ``assets/sounds``); ``enabled`` and ``volume`` (0..1)
    from the settings; ``mixer``: the ``pygame.mixer`` module or a stand-in with ``init``,
    ``get_init`` and ``Sound`` (tests); ``clock``: seconds, for the throttle. ``problem`` says why
    nothing (or not everything) can be heard, None when all is well.
    """

    def __init__(self, folder: str | Path | None = None, enabled: bool = True, volume: float = 0.7,
                 mixer=None, clock: Callable[[], float] = time.monotonic, names: Iterable[str] = NAMES):
        self.enabled = bool(enabled)
        self.volume = _unit(volume)
        self.clock = clock
        self.sounds: dict[str, Any] = {}
        self.problem: str | None = None
        self._last: dict[str, float] = {}
        self._unknown: set[str] = set()
        self._mixer = None
        folder = Path(folder) if folder is not None else sounds_dir()
        try:
            self._mixer = mixer if mixer is not None else _open_mixer()
        except Exception as e:          # no device, no driver, no SDL_mixer: play without sound
            self._say(f"No sound: the audio device could not be opened ({_why(e)}); the table plays silently.")
            return
        missing = []
        for name in names:
            path = folder / f"{name}.wav"
            try:
                self.sounds[name] = self._mixer.Sound(str(path))
            except Exception:           # missing, unreadable or not a WAV: that one stays silent
                missing.append(path.name)
        if missing:
            self._say(f"Some sounds could not be loaded from {folder}: {', '.join(missing)}; "
                      f"they stay silent (tools/make_sounds.py makes them).")
        self._apply_volume()

    # ------------------------------------------------------------------ facts
    @property
    def available(self) -> bool:
        """Whether any sound can be heard at all (a device and at least one loaded sound)."""
        return bool(self.sounds)

    # ------------------------------------------------------------------ settings
    def configure(self, enabled: bool | None = None, volume: float | None = None) -> None:
        """New settings: on/off and the volume (0..1)."""
        if enabled is not None:
            self.enabled = bool(enabled)
            if not self.enabled:
                self.stop()
        if volume is not None:
            self.volume = _unit(volume)
            self._apply_volume()

    def _apply_volume(self) -> None:
        for name, sound in self.sounds.items():
            try:
                sound.set_volume(self.volume * MIX.get(name, 1.0))
            except Exception:
                pass

    # ------------------------------------------------------------------ playing
    def play(self, name: str) -> bool:
        """Start sound ``name`` unless sound is off, it is not loaded, or it was started within
        ``THROTTLE`` seconds; True when it was started. Never raises."""
        if not self.enabled or self.volume <= 0:
            return False
        sound = self.sounds.get(name)
        if sound is None:
            if name not in NAMES and name not in self._unknown:
                self._unknown.add(name)
                _log().warning("No sound is called %r (sounds: %s).", name, ", ".join(NAMES))
            return False
        now = self.clock()
        last = self._last.get(name)
        if last is not None and 0 <= now - last < THROTTLE:
            return False
        self._last[name] = now
        try:
            sound.play()
        except Exception as e:          # a device that went away mid-game: quiet from now on
            self.sounds.clear()
            self._say(f"Sound stopped working ({_why(e)}); the table plays silently.")
            return False
        return True

    def play_all(self, names: Iterable[str]) -> None:
        for name in names:
            self.play(name)

    def stop(self) -> None:
        for sound in self.sounds.values():
            try:
                sound.stop()
            except Exception:
                pass

    # ------------------------------------------------------------------ words
    def _say(self, text: str) -> None:
        """Log a problem once (the first reason stays in ``problem``)."""
        if self.problem is None:
            self.problem = text
        _log().warning(text)


class SilentPlayer:
    """A player that never makes a sound (a table without an app, a headless tool)."""

    enabled = False
    volume = 0.0
    available = False
    problem = None

    def configure(self, enabled=None, volume=None) -> None: ...

    def play(self, name: str) -> bool:
        return False

    def play_all(self, names) -> None: ...

    def stop(self) -> None: ...


def _open_mixer():
    """``pygame.mixer``, initialised for 44.1 kHz 16-bit sound; raises when it cannot be."""
    import pygame
    mixer = pygame.mixer
    if not mixer.get_init():
        with _c_stderr_quiet():
            mixer.init(FREQUENCY, -16, 2, BUFFER)
    if not mixer.get_init():
        raise RuntimeError("the mixer did not start")
    return mixer


@contextmanager
def _c_stderr_quiet():
    """Without a sound card, ALSA's library writes a dozen "ALSA lib ... cannot find card" lines
    straight to the terminal (C's stderr, past Python's) before the mixer fails; the player says
    in one line of its own that the table plays silently, so those lines are kept off the screen.
    Where file descriptors cannot be swapped (no fd 2, Windows' GUI launcher), nothing changes."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, AttributeError, ValueError):
        saved = None
    if saved is not None:
        try:
            null = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(null, 2)
            finally:
                os.close(null)
        except OSError:
            pass
    try:
        yield
    finally:
        if saved is not None:
            os.dup2(saved, 2)
            os.close(saved)


def _unit(value) -> float:
    try:
        v = float(value)
    except (TypeError, ValueError):
        return 0.0
    return min(1.0, max(0.0, v)) if v == v else 0.0


def _why(e: BaseException) -> str:
    text = str(e).strip().splitlines()[0] if str(e).strip() else ""
    return f"{type(e).__name__}: {text}" if text else type(e).__name__


def from_settings(settings) -> SoundPlayer:
    """The app's player, from ``settings.sound`` and ``settings.volume`` (percent)."""
    return SoundPlayer(enabled=getattr(settings, "sound", True),
                       volume=getattr(settings, "volume", 70) / 100)


__all__ = ["Cue", "MIX", "NAMES", "SilentPlayer", "SoundPlayer", "THROTTLE", "cues_for", "from_settings",
           "index_cues"]
