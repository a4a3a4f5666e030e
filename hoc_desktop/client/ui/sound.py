"""The game's sounds: a player that loads the bundled cues once and plays them by name.

    sounds = Sounds()                       # the App owns one: `app.sounds`
    sounds.set_level(70, muted=False)       # the player's settings, applied at once
    sounds.play("buy")                      # one cue now
    sounds.play_batch(["play", "draw"])     # the cues of one batch of table events (see below)
    line = sounds.toggle_mute()             # the mute key: "Sound off" / "Sound on at 70%"

The cues are short WAV files in `art/sounds/` (`<cue>.wav`, written by scripts/make_sounds.py), found
through `paths.art_dir()` so the packaged executable plays them too. The mixer opens the audio
device on the first sound, not at start-up: a session that never makes a sound never touches the
device, and the window's start time does not grow. It stays open until the process ends (pygame
closes it at exit): closing it takes some 30 ms, which a test suite opening hundreds of windows
would pay each time, and a later window simply finds it open.

Sound is a nicety, so nothing here ever raises into the game: with no audio device, a driver that
refuses, a missing or broken file, or a pygame built without its mixer, the affected cues (or all
of them) are silent and `problem` says why (the mute key's line repeats it when sound is switched
on, so a player who hears nothing learns the reason). Under SDL's dummy audio driver (tests, CI)
the mixer starts and plays into nothing.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable, Iterable

import pygame

from hoc_desktop.paths import art_dir
from hoc_desktop.safe_text import clip

CUES = ("play", "buy", "draw", "shuffle", "turn", "attack", "game_over")
"""Every cue, each the name of its file: a card played, bought, drawn; a deck shuffled; your turn
starting; an attack; the game's end."""
DEFAULT_VOLUME = 70         # of 100: the settings' default
MIXER_BUFFER = 512          # samples: about 12 ms at 44.1 kHz, so a sound follows its card at once
RUN_GAP = 0.5               # seconds: a cue asked for again within this joins the sound still running
PROBLEM_LIMIT = 120         # characters of `problem` in the mute key's line


def sounds_dir() -> Path:
    """The folder of the bundled cue files."""
    return art_dir() / "sounds"


def gain(volume: int, muted: bool) -> float:
    """The mixer volume (0.0-1.0) for a volume setting of 0-100. Squared, because loudness is heard
    on a logarithmic scale: the slider's middle then sounds about half as loud, not nearly full."""
    if muted:
        return 0.0
    return (min(100, max(0, volume)) / 100) ** 2


class Sounds:
    """Plays cues by name at the player's volume; silent, never raising, when it cannot play.

    `on_mute(muted)` is told after `toggle_mute` (the mute key), so the program can remember the
    choice in the settings; `clock` (seconds) is replaceable for tests of the run joining."""

    def __init__(self, folder: Path | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.folder = folder or sounds_dir()
        self.volume = DEFAULT_VOLUME
        self.muted = False
        self.problem: str | None = None                 # why some or all cues are silent
        self.on_mute: Callable[[bool], object] | None = None
        self._clock = clock
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._started = False                           # the mixer was tried (it may have failed)
        self._last_asked: dict[str, float] = {}

    # ---- level
    def set_level(self, volume: int, muted: bool) -> None:
        """Take the volume (0-100) and mute setting; a muted player also stops what is sounding."""
        self.volume, self.muted = volume, muted
        level = gain(volume, muted)
        for sound in self._sounds.values():
            sound.set_volume(level)
            if muted:
                self._quietly(sound.stop)

    def toggle_mute(self) -> str:
        """Mute or unmute (the mute key), tell `on_mute`, and return a line to show the player."""
        self.set_level(self.volume, not self.muted)
        if self.on_mute is not None:
            self.on_mute(self.muted)
        if self.muted:
            return "Sound off (M turns it back on)"
        return f"Sound on at {self.volume}%" + (f", but {clip(self.problem, PROBLEM_LIMIT)}" if self.problem else "")

    # ---- playing
    def play(self, cue: str) -> None:
        """Play `cue` now, over whatever else is sounding (nothing when muted or unable to play)."""
        if self.muted or self.volume <= 0:
            return
        sound = self._sound(cue)
        if sound is not None:
            self._quietly(sound.play)

    def play_batch(self, cues: Iterable[str]) -> None:
        """The cues of one batch of table events. A cue asked for again within RUN_GAP seconds of
        its last ask joins that run instead of sounding again: the table shows a five-card draw
        one card a beat apart, and it should be one riffle, not five."""
        now = self._clock()
        for cue in cues:
            last = self._last_asked.get(cue)
            self._last_asked[cue] = now
            if last is None or now - last >= RUN_GAP:
                self.play(cue)

    def close(self) -> None:
        """Stop and let go of the sounds (the App closing); the mixer stays open (see above)."""
        for sound in self._sounds.values():
            self._quietly(sound.stop)
        self._sounds.clear()
        self._started = False

    # ---- loading
    def _sound(self, cue: str) -> pygame.mixer.Sound | None:
        if not self._started:
            self._start()
        return self._sounds.get(cue)

    def _start(self) -> None:
        """Open the mixer (unless someone already has) and load every cue file that loads."""
        self._started = True
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init(buffer=MIXER_BUFFER)
        except Exception as exc:                        # no device, a refused driver, no mixer module
            self.problem = f"no sound: the audio device did not open ({exc})"
            return
        missing = []
        for cue in CUES:
            try:
                sound = pygame.mixer.Sound(self.folder / f"{cue}.wav")
            except Exception:                           # missing, unreadable or not a sound file
                missing.append(cue)
                continue
            sound.set_volume(gain(self.volume, self.muted))
            self._sounds[cue] = sound
        if missing:
            self.problem = f"no sound for {', '.join(missing)}: its file in {self.folder} did not load"

    def _quietly(self, action: Callable[[], object]) -> None:
        """Run a mixer call; a failure silences this sound only (noted in `problem`)."""
        try:
            action()
        except Exception as exc:
            self.problem = f"a sound failed to play ({exc})"
