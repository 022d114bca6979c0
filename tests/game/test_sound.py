"""Sound: the generated WAVs, the player without a device or files, the settings, and each table's
cues (which events make which sound, played as the table animates them). No test needs a sound
device: the player is given a stand-in mixer, or none can be opened, or SDL's dummy driver plays
into nothing."""
from __future__ import annotations

import importlib.util
import json
import logging
import math
import struct
import wave
from pathlib import Path

import pygame
import pytest

from game import paths, sound
from game.session import Seat, Session
from game.settings import Settings
from game.sound import NAMES, THROTTLE, Cue, SoundPlayer, cues_for
from game.tables import playable_games, table_for
from rules.core import Event, bot_move
from table_helpers import FakeApp, display  # noqa: F401  (display: a fresh headless screen per test)

ROOT = Path(__file__).resolve().parents[2]


def _make_sounds():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_sounds = _make_sounds()


def read_wav(data: bytes | Path):
    """(params, samples as ints) of a WAV file or its bytes."""
    import io
    src = io.BytesIO(data) if isinstance(data, bytes) else open(data, "rb")
    with src, wave.open(src, "rb") as w:
        params = (w.getnchannels(), w.getsampwidth(), w.getframerate())
        n = w.getnframes()
        samples = struct.unpack(f"<{n}h", w.readframes(n))
    return params, samples


# =========================================================================== the generator

@pytest.fixture(scope="module")
def generated():
    return {name: make_sounds.wav_bytes(name) for name in make_sounds.SOUNDS}


def test_the_generator_makes_every_sound_the_player_knows():
    assert list(make_sounds.SOUNDS) == list(NAMES)


def test_the_generator_gives_the_same_bytes_every_time(generated):
    for name in NAMES:
        assert make_sounds.wav_bytes(name) == generated[name], name


def test_each_sound_is_a_short_soft_unclipped_mono_wav(generated):
    for name, data in generated.items():
        (channels, width, rate), samples = read_wav(data)
        assert (channels, width, rate) == (1, 2, 44100), name
        seconds = len(samples) / rate
        assert 0.08 <= seconds <= 1.5, (name, seconds)
        peak = max(abs(v) for v in samples) / 32767
        assert -3.5 <= 20 * math.log10(peak) <= -2.5, (name, peak)       # about -3 dBFS, never clipping
        rms = math.sqrt(sum(v * v for v in samples) / len(samples)) / 32767
        assert rms < 0.25, (name, rms)                                    # soft: mostly quiet decay
        # faded in and out: no click at either end
        assert max(abs(v) for v in samples[:10]) < 0.01 * 32767, name
        assert max(abs(v) for v in samples[-10:]) < 0.01 * 32767, name


def test_the_committed_wavs_are_the_generators_and_small(generated):
    folder = ROOT / "assets" / "sounds"
    total = 0
    for name, data in generated.items():
        path = folder / f"{name}.wav"
        assert path.is_file(), f"run tools/make_sounds.py: {path.name} is missing"
        total += path.stat().st_size
        params, committed = read_wav(path)
        _, fresh = read_wav(data)
        assert params == (1, 2, 44100) and len(committed) == len(fresh), name
        # the same samples (a last-bit difference in another machine's maths is allowed)
        assert max(abs(a - b) for a, b in zip(committed, fresh)) <= 1, name
    assert total < 1_000_000
    assert "tools/make_sounds.py" in (folder / "README.md").read_text(encoding="utf-8")


def test_the_generator_writes_into_a_folder_and_lists_its_sounds(tmp_path, capsys):
    assert make_sounds.main(["--out", str(tmp_path), "flip", "knock"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["flip.wav", "knock.wav"]
    assert (tmp_path / "flip.wav").read_bytes() == make_sounds.wav_bytes("flip")
    assert make_sounds.main(["--list"]) == 0
    assert "sky_five" in capsys.readouterr().out
    assert make_sounds.main(["--out", str(tmp_path), "nonesuch"]) == 2


def test_the_sounds_are_found_beside_the_other_assets():
    assert paths.sounds_dir() == paths.ASSETS / "sounds"
    assert all((paths.sounds_dir() / f"{name}.wav").is_file() for name in NAMES)


# =========================================================================== the player

class FakeSound:
    def __init__(self, path: str, log: list):
        self.path, self.log, self.volume = path, log, 1.0

    def play(self):
        self.log.append(Path(self.path).stem)

    def stop(self):
        pass

    def set_volume(self, v):
        self.volume = v


class FakeMixer:
    """``pygame.mixer`` as the player uses it, recording what is played."""

    def __init__(self, folder: Path | None = None):
        self.played: list[str] = []

    def Sound(self, path):
        if not Path(path).is_file():
            raise FileNotFoundError(path)
        return FakeSound(path, self.played)


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def warnings_of(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "game.sound" and r.levelno >= logging.WARNING]


def test_no_audio_device_means_silence_and_one_line_in_the_log(monkeypatch, caplog):
    def no_device(*a, **kw):
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    caplog.set_level(logging.INFO, logger="game.sound")
    player = SoundPlayer()
    assert not player.available and "audio device" in player.problem
    for name in NAMES * 3:
        assert player.play(name) is False
    player.configure(enabled=True, volume=0.3)
    player.stop()
    said = warnings_of(caplog)
    assert len(said) == 1 and "silently" in said[0] and "Traceback" not in said[0]


def test_the_dummy_audio_driver_plays_into_nothing_without_a_fuss():
    player = SoundPlayer()                  # the tests run with SDL_AUDIODRIVER=dummy
    for name in NAMES:
        assert player.play(name) in (True, False)
    player.configure(volume=0.2)
    player.configure(enabled=False)
    assert player.play("flip") is False


def test_missing_and_broken_files_stay_silent_and_are_named_once(tmp_path, caplog):
    (tmp_path / "flip.wav").write_bytes(make_sounds.wav_bytes("flip"))
    (tmp_path / "die.wav").write_bytes(b"RIFF this is no wave")
    caplog.set_level(logging.INFO, logger="game.sound")
    player = SoundPlayer(tmp_path)          # the real mixer (dummy driver): a broken file fails to load
    if not pygame.mixer.get_init():
        pytest.skip("no mixer at all here")
    assert set(player.sounds) == {"flip"}
    assert player.play("die") is False and player.play("tower_complete") is False
    said = warnings_of(caplog)
    assert len(said) == 1 and "die.wav" in said[0] and "tower_complete.wav" in said[0] and "flip.wav" not in said[0]
    empty = SoundPlayer(tmp_path / "nowhere")
    assert not empty.available and all(empty.play(n) is False for n in NAMES)


def test_the_same_sound_is_not_piled_up_but_others_play_beside_it():
    mixer, clock = FakeMixer(), Clock()
    player = SoundPlayer(paths.sounds_dir(), mixer=mixer, clock=clock)
    for _ in range(10):                     # a deal of ten cards in one frame
        player.play("slide")
    player.play("flip")
    assert mixer.played == ["slide", "flip"]
    clock.now += THROTTLE / 2
    player.play("slide")
    assert mixer.played == ["slide", "flip"]
    clock.now += THROTTLE
    player.play("slide")
    assert mixer.played == ["slide", "flip", "slide"]


def test_off_or_silent_volume_plays_nothing_and_the_volume_reaches_every_sound(caplog):
    mixer, clock = FakeMixer(), Clock()
    player = SoundPlayer(paths.sounds_dir(), enabled=False, volume=0.5, mixer=mixer, clock=clock)
    assert player.play("tower_complete") is False
    player.configure(enabled=True, volume=0.0)
    assert player.play("tower_complete") is False
    player.configure(volume=0.8)
    assert player.play("tower_complete") is True and mixer.played == ["tower_complete"]
    assert player.sounds["tower_complete"].volume == pytest.approx(0.8)
    assert player.sounds["slide"].volume == pytest.approx(0.8 * sound.MIX["slide"])
    player.configure(volume=7)              # out of range: clamped, never an error
    assert player.volume == 1.0
    caplog.set_level(logging.INFO, logger="game.sound")
    assert player.play("trumpet") is False and player.play("trumpet") is False
    assert len(warnings_of(caplog)) == 1


def test_a_device_that_fails_mid_game_silences_the_player_without_raising(caplog):
    mixer = FakeMixer()
    player = SoundPlayer(paths.sounds_dir(), mixer=mixer, clock=Clock())

    def broken():
        raise pygame.error("device lost")
    player.sounds["flip"].play = broken
    caplog.set_level(logging.INFO, logger="game.sound")
    assert player.play("flip") is False
    assert player.play("slide") is False and not player.available
    assert len(warnings_of(caplog)) == 1


def test_the_app_has_a_player_that_follows_its_settings(saves):
    from game.app import App
    app = App(size=(1280, 720), settings=Settings(sound=False, volume=40), persist_settings=False)
    try:
        assert isinstance(app.sound, SoundPlayer)
        assert app.sound.enabled is False and app.sound.volume == pytest.approx(0.4)
        app.frame(dt=1 / 60)
    finally:
        app.close()


# =========================================================================== settings

def test_sound_settings_default_to_on_at_70_percent_and_round_trip(tmp_path):
    assert (Settings().sound, Settings().volume) == (True, 70)
    path = tmp_path / "settings.json"
    Settings(sound=False, volume=30).save(path)
    assert Settings.load(path) == (Settings(sound=False, volume=30), None)
    path.write_text(json.dumps({"volume": 45.4}))
    assert Settings.load(path)[0].volume == 45
    path.write_text(json.dumps({"anim_speed": 2}))          # a file from before the volume
    assert Settings.load(path)[0].volume == 70


@pytest.mark.parametrize("bad", [{"volume": "loud"}, {"volume": -5}, {"volume": 101}, {"volume": True},
                                 {"volume": None}, {"sound": "yes"}, {"sound": 1}])
def test_bad_sound_settings_fall_back_to_defaults_with_a_message(tmp_path, bad):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(bad))
    settings, problem = Settings.load(path)
    assert settings == Settings()
    assert problem and next(iter(bad)) in problem
    path.write_text('{"volume": NaN}')
    assert Settings.load(path)[0] == Settings()


def _click(app, pos):
    for ev in (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)):
        pygame.event.post(ev)
    app.frame(dt=1 / 60)


class Recorder:
    """A stand-in for the sound player: what was asked, in order."""

    def __init__(self):
        self.played: list[str] = []
        self.config: list[tuple] = []

    def play(self, name):
        self.played.append(name)
        return True

    def configure(self, enabled=None, volume=None):
        self.config.append((enabled, volume))


def test_the_settings_screen_switches_sound_and_steps_the_volume(app, saves):
    from game.scenes.settings import SettingsScene
    app.sound = Recorder()
    app.push(SettingsScene(app))
    app.frame(dt=1 / 60)
    scene = app.top
    assert scene.sound.value is True and scene.volume.value == 70 and scene.volume.enabled
    _click(app, scene.sound.segments()[0].center)                      # Off
    assert app.settings.sound is False and not scene.volume.enabled
    assert Settings.load(saves / "settings.json")[0].sound is False
    assert app.sound.config[-1] == (False, 0.7) and app.sound.played == []
    _click(app, scene.sound.segments()[1].center)                      # On again: a sample is heard
    assert app.settings.sound is True and app.sound.played == ["tower_complete"]
    left = (scene.volume.rect.left + 10, scene.volume.rect.centery)
    right = (scene.volume.rect.right - 10, scene.volume.rect.centery)
    _click(app, left)
    assert app.settings.volume == 60 and app.sound.config[-1] == (True, 0.6)
    assert Settings.load(saves / "settings.json")[0].volume == 60
    for _ in range(8):
        _click(app, right)
    assert app.settings.volume == 100                                   # stops at the top
    for _ in range(12):
        _click(app, left)
    assert app.settings.volume == 0                                     # and at silence
    assert Settings.load(saves / "settings.json")[0].volume == 0


# =========================================================================== the tables' cues

def _games_with_sounds():
    return [spec for spec in playable_games() if table_for(spec.id).sounds]


SOUNDED = ["sky-5", "sky-towers", "sky-totems", "tower"]


def test_these_games_declare_their_sounds():
    assert set(SOUNDED) <= {spec.id for spec in _games_with_sounds()}


def _playout_kinds(spec, want: set[str], most_games: int = 60) -> dict[str, Event]:
    """One event of each kind the bots' games produce (mixed random and sensible bots, every mode
    and seat count in turn), stopping once ``want`` is covered."""
    seen: dict[str, Event] = {}
    cases = spec.seat_counts()
    for game in range(most_games):
        mode, n = cases[game % len(cases)]
        state = spec.new_game(mode, n, game, {})
        bots = [spec.bots["random" if (i + game) % 2 else "sensible"](i, game) for i in range(state.players)]
        steps = 0
        while not state.is_over and steps < spec.step_cap:
            for e in state.apply(bot_move(state, bots[state.actor])):
                seen.setdefault(e.kind, e)
            steps += 1
        if want <= set(seen):
            break
    return seen


@pytest.mark.parametrize("spec", _games_with_sounds(), ids=lambda s: s.id)
def test_each_cue_names_a_real_sound_and_an_event_the_rules_emit_and_the_view_animates(spec):
    cues = table_for(spec.id).sounds
    assert all(isinstance(c, Cue) for c in cues)
    unknown = [c.sound for c in cues if c.sound not in NAMES]
    assert not unknown, f"{spec.id} names sounds that do not exist: {unknown}"
    kinds = {c.kind for c in cues}
    seen = _playout_kinds(spec, kinds)
    assert kinds <= set(seen), f"{spec.id}'s rules never emitted {sorted(kinds - set(seen))} in bot games"
    view_class = table_for(spec.id).table_class()
    for kind in kinds:
        assert view_class.animates(view_class.__new__(view_class), seen[kind]), \
            f"{spec.id}'s view never animates {kind!r}"


def test_a_cue_condition_picks_the_sound():
    tower = table_for("tower").sounds
    assert cues_for(tower, Event("complete", {"seat": 0, "bonus": 5})) == ("tower_bonus",)
    assert cues_for(tower, Event("complete", {"seat": 0, "bonus": 0})) == ("tower_complete",)
    assert cues_for(tower, [Event("move", {"card": 1, "src": "deck", "dst": "hand.0"})] * 10) == ("slide",)
    assert cues_for(tower, Event("turn", {"seat": 1})) == ()
    zoned = (Cue("move", "flip", when={"src": "deck", "dst": ("hand", "row")}),
             Cue("move", "slide", when=lambda e: e["nonesuch"]))        # a condition that raises: no sound
    assert cues_for(zoned, Event("move", {"src": "deck", "dst": "row.2"})) == ("flip",)
    assert cues_for(zoned, Event("move", {"src": "deck", "dst": "rowan"})) == ()
    assert cues_for(zoned, Event("move", {"src": "discard", "dst": "hand.1"})) == ()


# --------------------------------------------------------------------------- a table animating

def _position_before(game: str, kinds: set[str], mode: str = "multi", players: int = 2, seeds=range(40)):
    """A bots' game of ``game`` just before a command whose events include one of ``kinds``:
    (session, that command)."""
    for seed in seeds:
        seats = [Seat(f"Bot {i + 1}", "bot", "random" if (i + seed) % 2 else "sensible") for i in range(players)]
        session = Session.new(game, mode, seats, seed, autosave=None)
        while not session.state.is_over:
            cmd = session.bot_command()
            probe = session.state.copy()
            if kinds & {e.kind for e in probe.apply(cmd)}:
                return session, cmd
            session.submit(cmd)
    raise AssertionError(f"no {game} game of the bots had {kinds}")


def _table(session, anim_speed: float):
    from game.scenes.table import TableScene
    app = FakeApp(anim_speed=anim_speed, bot_delay=1e9)    # the bots wait: the test makes the moves
    app.sound = Recorder()
    scene = TableScene(app, session)
    scene.update(0.016)
    scene.draw(pygame.display.get_surface())
    return app, scene


def _run_until_idle(scene, frames: int = 600) -> None:
    surface = pygame.display.get_surface()
    for _ in range(frames):
        scene.update(0.05)
        scene.draw(surface)
        if scene.table.idle:
            return
    raise AssertionError("the table never came to rest")


@pytest.mark.parametrize("game, kind, expected", [
    ("sky-5", "die", ["die"]),
    ("sky-5", "draw", ["flip", "slide"]),
    ("sky-5", "sky_five", ["sky_five"]),
    ("sky-towers", "complete", ["slide", "tower_complete"]),
    ("sky-towers", "shuffle", ["shuffle"]),
    ("sky-totems", "totem", ["totem"]),
    ("sky-totems", "reveal", ["mission"]),
    ("tower", "king", ["king", "slide"]),
    ("tower", "attack", ["knock"]),
    ("tower", "complete", ["tower_complete"]),
])
def test_a_table_plays_its_sounds_as_it_animates_the_events(game, kind, expected):
    modes = {"sky-towers": ("multi", 2), "sky-totems": ("multi", 2)}
    if (game, kind) == ("sky-towers", "shuffle"):
        modes[game] = ("taroma", 1)
    mode, players = modes.get(game, ("multi", 3 if game == "sky-5" else 2))
    session, cmd = _position_before(game, {kind}, mode, players)
    app, scene = _table(session, anim_speed=1.0)
    events = scene.submit(cmd)
    assert events and kind in {e.kind for e in events}
    assert app.sound.played == []          # the rules have decided; nothing is shown yet, nothing heard
    _run_until_idle(scene)
    played = app.sound.played
    assert set(played) <= set(NAMES)
    if (game, kind) == ("tower", "complete") and next(e for e in events if e.kind == kind).get("bonus"):
        expected = ["tower_bonus"]          # the sixth stone while the pile held cards: +5
    # every expected sound, in the order the table shows its events
    at = [played.index(name) for name in expected]
    assert at == sorted(at), played
    # and each step sounds what its events' cues say, nothing else
    cues = table_for(game).sounds
    assert set(played) == {n for e in events for n in cues_for(cues, e)}


def test_instant_animations_play_at_once_and_a_hurried_table_plays_nothing():
    session, cmd = _position_before("tower", {"attack"})
    app, scene = _table(session, anim_speed=0.0)
    scene.submit(cmd)
    assert "knock" in app.sound.played
    session, cmd = _position_before("tower", {"attack"})
    app, scene = _table(session, anim_speed=1.0)
    scene.submit(cmd)
    scene.table.skip()                       # a click hurries the table along
    _run_until_idle(scene)
    assert app.sound.played == []


def test_a_table_without_a_player_or_with_a_failing_one_plays_on():
    session, cmd = _position_before("sky-5", {"die"}, players=3)
    app, scene = _table(session, anim_speed=1.0)
    del app.sound
    scene.submit(cmd)
    _run_until_idle(scene)

    class Broken:
        def play(self, name):
            raise RuntimeError("no")
    session, cmd = _position_before("sky-5", {"die"}, players=3)
    app, scene = _table(session, anim_speed=1.0)
    app.sound = Broken()
    scene.submit(cmd)
    _run_until_idle(scene)
    assert scene.table.idle


def test_sounds_never_change_what_is_drawn():
    surface = pygame.display.get_surface()
    pictures = []
    for player in (Recorder(), None):
        session, cmd = _position_before("tower", {"attack"})
        app, scene = _table(session, anim_speed=1.0)
        if player is None:
            del app.sound
        scene.submit(cmd)
        for _ in range(6):
            scene.update(0.05)
        scene.draw(surface)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert pictures[0] == pictures[1]


def test_alsas_own_lines_stay_off_the_terminal_while_the_mixer_opens(capfd):
    """Without a sound card ALSA's C library wrote a dozen "ALSA lib ... cannot find card" lines
    to the terminal before the player's own one-line "No sound" message: what C writes to stderr
    while the mixer opens goes nowhere, and stderr works again afterwards."""
    import os
    from game.sound import _c_stderr_quiet
    with _c_stderr_quiet():
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
    os.write(2, b"after\n")
    err = capfd.readouterr().err
    assert "ALSA lib" not in err
    assert "after" in err
