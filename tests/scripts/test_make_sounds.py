"""scripts/make_sounds.py writes the committed sound cues byte for byte; each is short and small, and
their licence is stated beside them."""

from __future__ import annotations

import wave
from pathlib import Path

import pytest

from hoc_desktop.client.ui.sound import CUES, sounds_dir
from tests.scripts.script_module import load_script


def test_the_script_reproduces_the_committed_sounds(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # given the script, when it writes every cue into a fresh folder
    assert load_script("make_sounds").main(["--out", str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    # then it wrote exactly the cues, each the same bytes as the committed file
    written = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert set(written) == {f"{cue}.wav" for cue in CUES}
    for name, data in written.items():
        assert data == (sounds_dir() / name).read_bytes(), f"{name} differs: run scripts/make_sounds.py"
        assert name in printed


def test_every_cue_is_a_short_small_16_bit_mono_file() -> None:
    total = 0
    for cue in CUES:
        path = sounds_dir() / f"{cue}.wav"
        with wave.open(str(path)) as sound:
            assert (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) == (1, 2, 22050)
            assert 0.1 <= sound.getnframes() / sound.getframerate() < 1.0, cue
        total += path.stat().st_size
    assert total < 300 * 1024


def test_the_licence_is_stated_beside_the_sounds() -> None:
    licence = (sounds_dir() / "LICENSE").read_text(encoding="utf-8")
    assert "scripts/make_sounds.py" in licence and "MIT" in licence
    assert all(f"{cue}.wav" in licence for cue in CUES)
