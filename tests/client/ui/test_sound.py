"""The sound player: every bundled cue plays under the dummy audio driver, the volume and mute apply at
once, a run of the same cue sounds once, and nothing (no device, a missing or broken file, a mixer
that fails) ever raises into the game."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pygame
import pytest

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.sound import CUES, MIXER_BUFFER, RUN_GAP, Sounds, gain, sounds_dir


@pytest.fixture
def sounds() -> Iterator[Sounds]:
    player = Sounds()
    yield player
    player.close()


class StandIn:
    """In place of a loaded pygame Sound: counts its plays, or fails as a mixer can."""

    def __init__(self, fails: bool = False) -> None:
        self.fails = fails
        self.plays = 0

    def play(self) -> None:
        if self.fails:
            raise pygame.error("no free channel")
        self.plays += 1

    def stop(self) -> None:
        """Nothing is sounding."""


def spy_on_play(player: Sounds) -> list[str]:
    """The cues `player` goes on to play, recorded instead of played."""
    played: list[str] = []
    player.play = played.append        # type: ignore[method-assign]
    return played


def test_every_cue_loads_and_plays_silently_under_the_dummy_driver(sounds: Sounds) -> None:
    # given the bundled files and SDL's dummy audio driver (tests/client/conftest.py)
    # when every cue is played
    for cue in CUES:
        sounds.play(cue)
    # then the mixer opened, every cue loaded and nothing went wrong
    assert pygame.mixer.get_init() is not None
    assert set(sounds._sounds) == set(CUES) and sounds.problem is None


def test_volume_follows_a_curve_from_silence_to_full() -> None:
    assert gain(0, False) == 0.0 and gain(100, False) == 1.0 and gain(50, False) == 0.25
    assert gain(100, True) == 0.0
    assert gain(150, False) == 1.0 and gain(-5, False) == 0.0


def test_volume_and_mute_apply_to_loaded_sounds_at_once(sounds: Sounds) -> None:
    # given the cues loaded at the default volume
    sounds.play("play")
    loaded = sounds._sounds["play"]
    assert loaded.get_volume() == pytest.approx(gain(70, False), abs=0.01)
    # when the volume is lowered, then muted
    sounds.set_level(30, muted=False)
    assert loaded.get_volume() == pytest.approx(gain(30, False), abs=0.01)
    sounds.set_level(30, muted=True)
    # then the sounds follow at once, and a muted player plays nothing
    assert loaded.get_volume() == 0.0
    stand_in = StandIn()
    sounds._sounds["play"] = stand_in            # type: ignore[assignment]
    sounds.play("play")
    assert stand_in.plays == 0


def test_a_level_set_before_the_first_sound_is_used_when_the_cues_load(sounds: Sounds) -> None:
    sounds.set_level(20, muted=False)
    sounds.play("draw")
    assert sounds._sounds["draw"].get_volume() == pytest.approx(gain(20, False), abs=0.01)


def test_a_run_of_the_same_cue_sounds_once() -> None:
    # given a player on a clock the test moves
    now = [0.0]
    player = Sounds(clock=lambda: now[0])
    played = spy_on_play(player)
    # when five draws arrive a beat apart, with a play among them
    for step, batch in enumerate((["draw"], ["draw", "play"], ["draw"], ["draw"], ["draw"])):
        now[0] = step * 0.22
        player.play_batch(batch)
    # then the draw sounded once, the play once
    assert played == ["draw", "play"]
    # and after a pause longer than RUN_GAP the next draw sounds again
    now[0] += RUN_GAP + 0.01
    player.play_batch(["draw"])
    assert played == ["draw", "play", "draw"]


def test_the_mute_key_toggles_reports_and_says_so(sounds: Sounds) -> None:
    told: list[bool] = []
    sounds.on_mute = told.append
    assert sounds.toggle_mute().startswith("Sound off") and sounds.muted
    assert sounds.toggle_mute() == "Sound on at 70%" and not sounds.muted
    assert told == [True, False]


def test_a_mixer_that_cannot_start_leaves_the_game_silent_not_broken(monkeypatch: pytest.MonkeyPatch) -> None:
    # given no audio device: the mixer is closed and refuses to open
    def refuse(**_: object) -> None:
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    player = Sounds()
    # when every cue is played and the level changed
    for cue in CUES:
        player.play(cue)
    player.set_level(10, muted=False)
    # then nothing raised, nothing loaded, and the reason is kept (and told when unmuting)
    assert player._sounds == {} and "did not open" in (player.problem or "")
    player.toggle_mute()
    assert player.toggle_mute().startswith("Sound on at 10%, but no sound: the audio device did not open")
    player.close()


def test_missing_and_broken_files_silence_only_their_cues(tmp_path: Path, sounds: Sounds) -> None:
    # given a folder with one good file, one broken file and the rest missing
    (tmp_path / "play.wav").write_bytes((sounds_dir() / "play.wav").read_bytes())
    (tmp_path / "buy.wav").write_bytes(b"RIFF\x00\x00 not a sound at all")
    player = Sounds(tmp_path)
    # when every cue is played
    for cue in CUES:
        player.play(cue)
    # then the good one loaded, the others are silent and named, and nothing raised
    assert set(player._sounds) == {"play"}
    assert "buy" in (player.problem or "") and "game_over" in (player.problem or "")
    player.close()


def test_a_sound_that_fails_to_play_does_not_raise(sounds: Sounds) -> None:
    sounds.play("play")                          # loads the cues
    sounds._sounds["play"] = StandIn(fails=True)  # type: ignore[assignment]
    sounds.play("play")
    assert "failed to play" in (sounds.problem or "")


def test_the_app_opens_the_mixer_only_at_the_first_sound(monkeypatch: pytest.MonkeyPatch) -> None:
    # given no mixer open yet (recorded rather than opened)
    opened: list[dict[str, object]] = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda **options: opened.append(options))
    # when the App starts, then nothing is opened
    app = App((1280, 720))
    assert opened == []
    # when it plays its first sound, then the mixer is opened once, with a short buffer
    app.sounds.play("turn")
    app.sounds.play("draw")
    assert opened == [{"buffer": MIXER_BUFFER}]
    app.close()
