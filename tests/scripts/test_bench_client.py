"""scripts/bench_client.py runs end to end with tiny numbers and prints its figures (never judged)."""

from __future__ import annotations

import re

import pytest

from tests.scripts.script_module import load_script

NUMBER = r"\d+(\.\d+)?"


def test_bench_client_prints_startup_frame_and_idle_figures(capsys: pytest.CaptureFixture[str]) -> None:
    bench = load_script("bench_client")
    assert bench.main(["--startup-runs", "1", "--frames", "20", "--turn", "6", "--idle-seconds", "0.2",
                       "--size", "1280x720", "--players", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert re.fullmatch(rf"startup_s={NUMBER} \(min {NUMBER}, max {NUMBER}, 1 runs\)", lines[0])
    assert re.fullmatch(r"video: driver=dummy, window 1280x720, drawing path: .+", lines[1])
    assert re.fullmatch(rf"frame_ms p50={NUMBER} p95={NUMBER} p99={NUMBER} \(20 frames, 1280x720, 3 players\)",
                        lines[2])
    assert re.fullmatch(rf"frame_ms max={NUMBER} \(\d+ of 20 frames over 16 ms\)", lines[3])
    assert re.fullmatch(rf"idle: drawn=\d+ frames in {NUMBER} s, cpu={NUMBER}%", lines[4])
    assert re.fullmatch(rf"idle zoomed: drawn=\d+ frames in {NUMBER} s, cpu={NUMBER}% \(zoom open\)", lines[5])


def test_bench_client_reads_the_video_driver_before_pygame_starts() -> None:
    bench = load_script("bench_client")
    assert bench.video_driver(["--frames", "3"]) == "dummy"
    assert bench.video_driver(["--video", "x11"]) == "x11" and bench.video_driver(["--video=wayland"]) == "wayland"


def test_bench_client_refuses_a_bad_size() -> None:
    bench = load_script("bench_client")
    with pytest.raises(SystemExit):
        bench.main(["--size", "big"])
