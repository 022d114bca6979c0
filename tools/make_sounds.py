"""Synthesise the table's sound effects into ``assets/sounds/`` with the standard library only.

    python tools/make_sounds.py [--out DIR] [--list]

Every sound is made from sine partials and seeded noise (``random.Random("sky-table/<name>")``),
shaped by envelopes and simple filters, faded in and out (no click at either end) and normalised
to a peak of -3 dBFS; each is written as a 44.1 kHz, 16-bit, mono WAV. The same script gives the
same bytes every time, so the WAVs in the repository can always be rebuilt from it. They are the
project's own work, released under CC0 (and the project's MIT licence): see assets/sounds/README.md.

``SOUNDS`` maps each name to its recipe; ``render(name)`` gives a sound's samples (floats, -1..1)
and ``wav_bytes(name)`` its WAV file. ``game/sound.py`` plays them by name.
"""
from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 44100
PEAK_DBFS = -3.0
PEAK = 10 ** (PEAK_DBFS / 20)          # 0.708 of full scale
FADE_IN = 0.003                        # seconds: no click at the start
FADE_OUT = 0.04                        # seconds: none at the end either
SEGMENT_FADE = 0.004                   # seconds: each part mixed in ends as softly
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
TAU = 2 * math.pi


# --------------------------------------------------------------------------- building blocks

def _n(seconds: float) -> int:
    return int(round(seconds * RATE))


def silence(seconds: float) -> list[float]:
    return [0.0] * _n(seconds)


def mix_into(out: list[float], sound: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    """Add ``sound`` into ``out`` starting at ``at`` seconds (what runs past the end is cut). Its
    last few milliseconds are faded out, so a part that stops early makes no click."""
    start = _n(at)
    end = min(len(out), start + len(sound))
    tail = min(_n(SEGMENT_FADE), end - start)
    for i in range(start, end):
        k = i - start
        left = end - 1 - i
        fade = math.sin(0.5 * math.pi * left / tail) ** 2 if left < tail else 1.0
        out[i] += sound[k] * gain * fade


def tone(freq: float, seconds: float, decay: float, partials=((1.0, 1.0),), attack: float = 0.004,
         glide: float = 0.0) -> list[float]:
    """A struck tone: sine ``partials`` (ratio, level) of ``freq``, each decaying exponentially
    (``decay`` seconds to 1/e for the fundamental, higher partials faster), after a short linear
    ``attack``. ``glide`` bends the pitch by that fraction over the first tenth of a second."""
    n = _n(seconds)
    out = [0.0] * n
    a = max(1, _n(attack))
    for ratio, level in partials:
        d = decay / math.sqrt(ratio)            # brighter partials die sooner, as on a bar or bell
        phase = 0.0
        for i in range(n):
            t = i / RATE
            bend = 1.0 + glide * math.exp(-t / 0.03)
            phase += TAU * freq * ratio * bend / RATE
            env = math.exp(-t / d) * (i / a if i < a else 1.0)
            out[i] += level * env * math.sin(phase)
    return out


def noise(seconds: float, rnd: random.Random) -> list[float]:
    return [rnd.uniform(-1.0, 1.0) for _ in range(_n(seconds))]


def lowpass(x: list[float], cutoff) -> list[float]:
    """One-pole low-pass; ``cutoff`` in Hz, or a function of the time in seconds (a sweep)."""
    out = [0.0] * len(x)
    y = 0.0
    fixed = not callable(cutoff)
    if fixed:
        k = 1.0 - math.exp(-TAU * cutoff / RATE)
    for i, v in enumerate(x):
        if not fixed:
            k = 1.0 - math.exp(-TAU * cutoff(i / RATE) / RATE)
        y += k * (v - y)
        out[i] = y
    return out


def highpass(x: list[float], cutoff: float) -> list[float]:
    low = lowpass(x, cutoff)
    return [a - b for a, b in zip(x, low)]


def bandpass(x: list[float], centre: float, q: float) -> list[float]:
    """A resonant band-pass (the RBJ biquad, constant peak gain): wood, paper, a die's clack."""
    w = TAU * centre / RATE
    alpha = math.sin(w) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w), 1 - alpha
    b0, b2, a1, a2 = b0 / a0, b2 / a0, a1 / a0, a2 / a0
    out = [0.0] * len(x)
    x1 = x2 = y1 = y2 = 0.0
    for i, v in enumerate(x):
        y = b0 * v + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out[i] = y
    return out


def envelope(x: list[float], shape) -> list[float]:
    """``x`` times ``shape(t)`` (t in seconds)."""
    return [v * shape(i / RATE) for i, v in enumerate(x)]


def perc(attack: float, decay: float):
    """A percussive envelope: a quick rise over ``attack`` seconds, then exponential decay."""
    def shape(t: float) -> float:
        if t < attack:
            return t / attack
        return math.exp(-(t - attack) / decay)
    return shape


def swell(length: float, peak_at: float):
    """A smooth rise to 1 at ``peak_at`` and fall to 0 at ``length`` (a swish)."""
    def shape(t: float) -> float:
        if t <= 0 or t >= length:
            return 0.0
        if t < peak_at:
            return math.sin(0.5 * math.pi * t / peak_at) ** 2
        return math.cos(0.5 * math.pi * (t - peak_at) / (length - peak_at)) ** 2
    return shape


# The bar of a marimba or a glockenspiel: its partials (ratio to the fundamental, level).
MARIMBA = ((1.0, 1.0), (3.93, 0.12), (9.2, 0.03))
BELL = ((1.0, 1.0), (2.0, 0.35), (2.76, 0.22), (5.4, 0.07))
GLASS = ((1.0, 1.0), (2.32, 0.18), (4.25, 0.06))


def note(name: str) -> float:
    """The frequency of a note name like "C6" or "F#5" (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    letter, rest = name[0], name[1:]
    shift = 0
    while rest and rest[0] in "#b":
        shift += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    octave = int(rest)
    return 440.0 * 2 ** ((steps[letter] + shift + 12 * (octave - 4)) / 12)


# --------------------------------------------------------------------------- the sounds

def flip(rnd: random.Random) -> list[float]:
    """A card turned over: a short papery snap, a little tick of card stock in it."""
    length = 0.12
    snap = envelope(bandpass(noise(length, rnd), 2600, 0.9), perc(0.002, 0.018))
    body = envelope(bandpass(noise(length, rnd), 900, 1.2), perc(0.004, 0.03))
    out = silence(length)
    mix_into(out, snap, 0.0, 1.0)
    mix_into(out, body, 0.006, 0.6)
    return lowpass(out, 7000)           # papery, not a hiss


def slide(rnd: random.Random) -> list[float]:
    """A card slid across the felt: soft noise, its brightness rising and falling with the swish."""
    length = 0.24
    sweep = swell(length, 0.09)
    swish = noise(length, rnd)
    for _ in range(2):                  # 12 dB an octave: felt, not hiss
        swish = lowpass(swish, lambda t: 450 + 1700 * sweep(t))
    swish = highpass(swish, 180)
    return envelope(swish, swell(length, 0.08))


def _clack(rnd: random.Random, pitch: float) -> list[float]:
    """One bounce of a die on the table: a hollow wooden knock."""
    hit = envelope(bandpass(noise(0.15, rnd), pitch, 6.0), perc(0.001, 0.016))
    knock = tone(pitch * 0.51, 0.15, 0.02, MARIMBA, attack=0.001)
    out = silence(0.15)
    mix_into(out, hit, 0.0, 1.0)
    mix_into(out, knock, 0.0, 0.35)
    return out


def die(rnd: random.Random) -> list[float]:
    """The die rolled: four bounces, each sooner and softer, then still."""
    out = silence(0.5)
    at, gap, gain = 0.0, 0.12, 1.0
    for _ in range(4):
        mix_into(out, _clack(rnd, rnd.uniform(1100, 1500)), at, gain)
        at += gap
        gap *= 0.72
        gain *= 0.7
    return out


def shuffle(rnd: random.Random) -> list[float]:
    """A riffle shuffle: a run of small card ticks over a soft papery bed."""
    length = 0.62
    out = silence(length)
    bed = envelope(bandpass(noise(length, rnd), 1800, 0.7), swell(length - 0.04, 0.3))
    mix_into(out, bed, 0.0, 0.35)
    at = 0.03
    while at < length - 0.12:
        tick = envelope(bandpass(noise(0.03, rnd), rnd.uniform(2200, 3400), 1.5), perc(0.001, 0.006))
        mix_into(out, tick, at, rnd.uniform(0.5, 1.0) * swell(length - 0.04, 0.3)(at + 0.01))
        at += rnd.uniform(0.018, 0.034)
    return out


def sky_five(rnd: random.Random) -> list[float]:
    """Sky Five!: a bright rising arpeggio of bells, C major to the top C, ringing together."""
    length = 1.35
    out = silence(length)
    for k, name in enumerate(("C6", "E6", "G6", "C7")):
        mix_into(out, tone(note(name), length, 0.42, BELL), 0.07 * k, 1.0 - 0.1 * k)
    shimmer = envelope(bandpass(noise(length, rnd), 7000, 2.0), perc(0.25, 0.25))
    mix_into(out, shimmer, 0.0, 0.05)
    return out


def tower_complete(rnd: random.Random) -> list[float]:
    """A tower completed: two warm marimba notes, the fifth rising to the octave."""
    length = 0.95
    out = silence(length)
    mix_into(out, tone(note("G4"), length, 0.35, MARIMBA), 0.0, 0.8)
    mix_into(out, tone(note("D5"), length, 0.35, MARIMBA), 0.0, 0.6)
    mix_into(out, tone(note("G5"), length - 0.12, 0.4, MARIMBA), 0.12, 1.0)
    return out


def tower_bonus(rnd: random.Random) -> list[float]:
    """Tower's sixth stone with the +5 bonus: a quick rising fanfare on bells, held at the top."""
    length = 1.25
    out = silence(length)
    for k, name in enumerate(("C5", "E5", "G5")):
        mix_into(out, tone(note(name), 0.5, 0.16, MARIMBA), 0.075 * k, 0.8)
    for name, gain in (("C6", 1.0), ("G5", 0.5), ("E6", 0.45)):
        mix_into(out, tone(note(name), length - 0.24, 0.45, BELL), 0.24, gain)
    return out


def totem(rnd: random.Random) -> list[float]:
    """A totem built: a deep wooden thunk as it stands, and a soft glassy glow above it."""
    length = 0.8
    out = silence(length)
    mix_into(out, tone(note("A2"), length, 0.12, MARIMBA, attack=0.003, glide=0.12), 0.0, 1.0)
    mix_into(out, tone(note("E3"), length, 0.1, MARIMBA, attack=0.003), 0.0, 0.4)
    thud = envelope(lowpass(noise(0.2, rnd), 500), perc(0.002, 0.03))
    mix_into(out, thud, 0.0, 0.5)
    mix_into(out, tone(note("E5"), length - 0.1, 0.3, GLASS, attack=0.03), 0.1, 0.3)
    mix_into(out, tone(note("A5"), length - 0.16, 0.3, GLASS, attack=0.03), 0.16, 0.22)
    return out


def mission(rnd: random.Random) -> list[float]:
    """A mission revealed: a soft glassy sparkle climbing a fifth, the card turning in it."""
    length = 0.95
    out = silence(length)
    mix_into(out, flip(rnd), 0.0, 0.35)
    for k, (name, gain) in enumerate((("A5", 0.8), ("E6", 1.0), ("A6", 0.5))):
        mix_into(out, tone(note(name), length - 0.05 - 0.11 * k, 0.32, GLASS, attack=0.01), 0.05 + 0.11 * k, gain)
    return out


def king(rnd: random.Random) -> list[float]:
    """A King protects a tower: a calm low bell with its fifth, like a shield being set down."""
    length = 0.75
    out = silence(length)
    mix_into(out, tone(note("D4"), length, 0.3, BELL, attack=0.006), 0.0, 1.0)
    mix_into(out, tone(note("A4"), length, 0.28, BELL, attack=0.006), 0.0, 0.55)
    mix_into(out, tone(note("D5"), length - 0.05, 0.2, GLASS, attack=0.01), 0.05, 0.3)
    return out


def knock(rnd: random.Random) -> list[float]:
    """A Jack's attack knocks off a stone: a dull thud, then the stone tumbling once."""
    length = 0.42
    out = silence(length)
    for at, gain, pitch in ((0.0, 1.0, 1.0), (0.15, 0.45, 1.25)):
        thud = envelope(lowpass(noise(0.2, rnd), 380 * pitch), perc(0.002, 0.035))
        mix_into(out, thud, at, gain * 0.9)
        mix_into(out, tone(120 * pitch, 0.25, 0.05, ((1.0, 1.0), (2.1, 0.2)), attack=0.002, glide=0.3), at, gain * 0.7)
        click = envelope(bandpass(noise(0.05, rnd), 1500 * pitch, 3.0), perc(0.001, 0.008))
        mix_into(out, click, at, gain * 0.3)
    return out


def run_cleared(rnd: random.Random) -> list[float]:
    """Sky Tango's run of five cleared: five quick glassy steps up a pentatonic scale, the cards
    swept away under them."""
    length = 1.1
    out = silence(length)
    mix_into(out, slide(rnd), 0.0, 0.3)
    for k, name in enumerate(("D5", "E5", "G5", "A5", "D6")):
        mix_into(out, tone(note(name), length - 0.06 * k, 0.3, GLASS, attack=0.006), 0.06 * k, 0.55 + 0.09 * k)
    return out


def eclipse(rnd: random.Random) -> list[float]:
    """An eclipse laid over a card: a low, soft gong that darkens as it fades."""
    length = 0.9
    out = silence(length)
    gong = tone(note("A2"), length, 0.35, ((1.0, 1.0), (2.76, 0.35), (5.4, 0.12)), attack=0.01)
    mix_into(out, lowpass(gong, lambda t: 2400 * (1 - t / length) + 200), 0.0, 1.0)
    mix_into(out, flip(rnd), 0.0, 0.3)
    return out


SOUNDS = {
    "flip": flip,
    "slide": slide,
    "die": die,
    "shuffle": shuffle,
    "sky_five": sky_five,
    "tower_complete": tower_complete,
    "tower_bonus": tower_bonus,
    "totem": totem,
    "mission": mission,
    "king": king,
    "knock": knock,
    "run_cleared": run_cleared,
    "eclipse": eclipse,
}


# --------------------------------------------------------------------------- finishing and writing

def finish(x: list[float]) -> list[float]:
    """Remove any offset, fade in and out, and scale the peak to ``PEAK_DBFS``."""
    if not x:
        return x
    mean = sum(x) / len(x)
    x = [v - mean for v in x]
    fi, fo = _n(FADE_IN), _n(FADE_OUT)
    for i in range(min(fi, len(x))):
        x[i] *= math.sin(0.5 * math.pi * i / fi) ** 2
    for i in range(min(fo, len(x))):
        x[-1 - i] *= math.sin(0.5 * math.pi * i / fo) ** 2
    top = max(abs(v) for v in x) or 1.0
    return [v * PEAK / top for v in x]


def render(name: str) -> list[float]:
    """The finished samples of sound ``name`` (floats, peak at -3 dBFS)."""
    return finish(SOUNDS[name](random.Random(f"sky-table/{name}")))


def wav_bytes(name: str) -> bytes:
    """Sound ``name`` as a 44.1 kHz 16-bit mono WAV file."""
    samples = render(name)
    frames = struct.pack(f"<{len(samples)}h", *(max(-32767, min(32767, round(v * 32767))) for v in samples))
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return buf.getvalue()


def write_all(folder: Path = OUT, names=None) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names or SOUNDS:
        path = folder / f"{name}.wav"
        path.write_bytes(wav_bytes(name))
        written.append(path)
    return written


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Synthesise Sky Table's sound effects (standard library only).")
    p.add_argument("--out", type=Path, default=OUT, help=f"folder for the WAVs (default {OUT})")
    p.add_argument("--list", action="store_true", help="list the sounds and what each is, then exit")
    p.add_argument("names", nargs="*", help="only these sounds (default: all)")
    args = p.parse_args(argv)
    if args.list:
        for name, make in SOUNDS.items():
            print(f"{name:12} {(make.__doc__ or '').strip()}")
        return 0
    unknown = [n for n in args.names if n not in SOUNDS]
    if unknown:
        print(f"make_sounds: no sound called {', '.join(unknown)} (see --list)", file=sys.stderr)
        return 2
    total = 0
    for path in write_all(args.out, args.names or None):
        size = path.stat().st_size
        total += size
        print(f"{path.name:18} {size / 1024:6.1f} KiB")
    print(f"{'total':18} {total / 1024:6.1f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
