"""Synthesize the game's sound cues into art/sounds/ (16-bit mono WAV, 22050 Hz).

    python scripts/make_sounds.py [--out DIR]

Every sound is made here from sine waves and seeded noise, with nothing recorded or taken from
elsewhere, so the files are the project's own (art/sounds/LICENSE). Pure Python and the standard
library only: the same code writes the same bytes on every run and machine, so the committed files
only change when a sound's recipe does (tests/scripts/test_make_sounds.py checks it). The cue names
come from `hoc_desktop.client.ui.sound.CUES`; each recipe below is one cue.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from pathlib import Path
from typing import Callable

from hoc_desktop.client.ui.sound import CUES, sounds_dir

RATE = 22050
FADE = 0.03                  # seconds faded out at the end of every sound and note, so none ends in a click
Samples = list[float]


# ---------------------------------------------------------------- building blocks

def frames(seconds: float) -> int:
    return round(seconds * RATE)


def noise(seed: int, seconds: float) -> Samples:
    """White noise in -1..1; `Random.random` is guaranteed the same sequence for a seed."""
    rng = random.Random(seed)
    return [rng.random() * 2 - 1 for _ in range(frames(seconds))]


def lowpass(xs: Samples, cutoff: float | Callable[[float], float]) -> Samples:
    """A one-pole low-pass filter; `cutoff` (Hz) may change with time (seconds)."""
    out, y = [], 0.0
    for i, x in enumerate(xs):
        fc = cutoff(i / RATE) if callable(cutoff) else cutoff
        y += (1 - math.exp(-2 * math.pi * fc / RATE)) * (x - y)
        out.append(y)
    return out


def highpass(xs: Samples, cutoff: float) -> Samples:
    return [x - y for x, y in zip(xs, lowpass(xs, cutoff))]


def decay(xs: Samples, attack: float, tau: float) -> Samples:
    """Shape `xs` with a linear rise over `attack` seconds, then an exponential fall (time constant `tau`)."""
    return [x * (min(1.0, t / attack) if t < attack else math.exp(-(t - attack) / tau))
            for x, t in ((x, i / RATE) for i, x in enumerate(xs))]


def fade_out(xs: Samples) -> Samples:
    """The last FADE seconds of `xs` ramped down to silence."""
    n, fade = len(xs), frames(FADE)
    return [x * min(1.0, (n - 1 - i) / fade) for i, x in enumerate(xs)]


def tone(freq: float, seconds: float, partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),),
         attack: float = 0.004, tau: float = 0.2) -> Samples:
    """A note: sine partials (frequency ratio, amplitude) with one decay envelope, released at its end."""
    n = frames(seconds)
    wave_ = [sum(a * math.sin(2 * math.pi * freq * r * i / RATE) for r, a in partials) for i in range(n)]
    return fade_out(decay(wave_, attack, tau))


def mix(into: Samples, sound: Samples, at: float = 0.0, level: float = 1.0) -> Samples:
    """Add `sound` into `into` starting `at` seconds (cut at the end of `into`)."""
    start = frames(at)
    for i, x in enumerate(sound[:max(0, len(into) - start)]):
        into[start + i] += level * x
    return into


def silence(seconds: float) -> Samples:
    return [0.0] * frames(seconds)


def finish(xs: Samples, peak: float) -> array:
    """Fade the end out, scale to `peak` (of full scale) and quantize to 16-bit little-endian samples."""
    faded = fade_out(xs)
    top = max(abs(x) for x in faded) or 1.0
    samples = array("h", (max(-32767, min(32767, round(x / top * peak * 32767))) for x in faded))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


# ---------------------------------------------------------------- the cues

def play() -> array:
    """A card laid on the table: a soft snap of filtered noise over a short low knock."""
    snap = decay(highpass(lowpass(lowpass(noise(1, 0.14), 3200), 3200), 700), 0.002, 0.018)
    knock = tone(150, 0.14, attack=0.002, tau=0.02)
    return finish(mix(snap, knock, level=0.15), 0.5)


def buy() -> array:
    """A coin: a bright ching of two partials, struck again softly a moment later."""
    partials = ((1.0, 1.0), (1.335, 0.6))          # B6 with E7 above it
    strike = tone(1975.5, 0.45, partials, attack=0.001, tau=0.13)
    ching = mix(silence(0.45), strike)
    mix(ching, tone(2349.3, 0.38, partials, attack=0.001, tau=0.11), at=0.07, level=0.55)
    tick = decay(highpass(noise(2, 0.01), 3000), 0.0005, 0.002)
    return finish(mix(ching, tick, level=0.3), 0.42)


def _whoosh(seed: int, seconds: float, low: float, high: float) -> Samples:
    """Noise through a low-pass that opens from `low` to `high` Hz and closes again, swelling and fading."""
    def cutoff(t: float) -> float:
        return low + (high - low) * math.sin(math.pi * t / seconds) ** 2
    air = highpass(lowpass(noise(seed, seconds), cutoff), 250)
    return [x * math.sin(math.pi * min(1.0, i / frames(seconds))) ** 1.5 for i, x in enumerate(air)]


def draw() -> array:
    """A card slid off the deck: a short, soft whoosh."""
    return finish(_whoosh(3, 0.2, 400, 2800), 0.32)


def shuffle() -> array:
    """A riffle: card edges flapping ever faster, then the halves settling together."""
    seconds = 0.68
    out = silence(seconds)
    rng = random.Random(4)
    t, gap = 0.03, 0.03
    while t < 0.5:
        swell = min(1.0, t / 0.12) * (0.6 + 0.4 * rng.random())
        flap = decay(highpass(lowpass(noise(100 + round(t * 1000), 0.012), 5000), 1500), 0.0008, 0.0035)
        mix(out, flap, at=t, level=swell)
        gap = max(0.012, gap * 0.95)
        t += gap * (0.8 + 0.4 * rng.random())
    mix(out, _whoosh(5, 0.18, 400, 2500), at=0.48, level=0.9)
    return finish(out, 0.45)


def turn() -> array:
    """Your turn: a gentle rising chime of two bell-like notes (G5, then C6)."""
    bell = ((1.0, 1.0), (2.0, 0.25), (3.0, 0.06))
    out = mix(silence(0.78), tone(784.0, 0.78, bell, attack=0.005, tau=0.28))
    mix(out, tone(1046.5, 0.62, bell, attack=0.005, tau=0.3), at=0.16, level=0.9)
    return finish(out, 0.4)


def attack() -> array:
    """An attack: a low thud, a pitch falling from 110 to 48 Hz with its octave, and a dull knock."""
    n = frames(0.4)
    phase, body = 0.0, []
    for i in range(n):
        freq = 48 + 62 * math.exp(-i / RATE / 0.06)
        phase += 2 * math.pi * freq / RATE
        body.append(math.tanh(1.6 * (math.sin(phase) + 0.4 * math.sin(2 * phase))))
    thud = decay(body, 0.003, 0.07)
    knock = decay(lowpass(noise(6, 0.4), 450), 0.001, 0.025)
    return finish(mix(thud, knock, level=1.2), 0.8)


def game_over() -> array:
    """The end of the game: a small fanfare of three rising notes (C5, E5, G5), the last held."""
    brass = ((1.0, 1.0), (2.0, 0.5), (3.0, 0.32), (4.0, 0.18), (5.0, 0.08))
    out = silence(0.9)
    mix(out, tone(523.25, 0.14, brass, attack=0.012, tau=0.12))
    mix(out, tone(659.25, 0.14, brass, attack=0.012, tau=0.12), at=0.13)
    mix(out, tone(783.99, 0.64, brass, attack=0.012, tau=0.32), at=0.26, level=1.1)
    mix(out, tone(261.63, 0.64, ((1.0, 1.0), (2.0, 0.3)), attack=0.02, tau=0.32), at=0.26, level=0.35)
    return finish(out, 0.5)


RECIPES: dict[str, Callable[[], array]] = {
    "play": play, "buy": buy, "draw": draw, "shuffle": shuffle, "turn": turn, "attack": attack,
    "game_over": game_over,
}


def write_wav(path: Path, samples: array) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def main(argv: list[str] | None = None) -> int:
    """Write every cue and print one line per file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=sounds_dir(), help="output folder")
    args = parser.parse_args(argv)
    total = 0
    for cue in CUES:
        path = args.out / f"{cue}.wav"
        write_wav(path, RECIPES[cue]())
        size = path.stat().st_size
        total += size
        print(f"wrote {path} ({size} bytes)")
    print(f"{len(CUES)} files, {total / 1024:.0f} KiB in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
