#!/usr/bin/env python3
"""Does the game review keep the window's frame rate? The results screen of a finished Heart of
Crown game is redrawn every frame at the App's 60 frames a second for S seconds three times: with
nothing else running, while the review runs in its background process (client/review_worker.py,
as the Review button runs it), and, for contrast, while the same review runs in a thread of the
window's process. Headless (SDL's dummy drivers); it only prints figures.

    python3 scripts/bench_review_frames.py [--seconds S] [--size WxH] [--budget B]

Each line: frames drawn per second, and the time between frames (p50, p95, p99, max, in ms).
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hoc_desktop.ai.match import play_match
from hoc_desktop.client.hoc.results import HeartOfCrownResults
from hoc_desktop.client.review_worker import ReviewAsk, ReviewWorker
from hoc_desktop.client.scenes.results import ResultsScene
from hoc_desktop.client.summary import GameSummary
from hoc_desktop.client.ui.app import App, percentile
from hoc_desktop.games import kit_named
from hoc_desktop.review import review_game

GAME = "heart-of-crown"


def frames(app: App, seconds: float) -> str:
    """Redraw every frame for `seconds`; the frame rate and the times between frames (the first
    frame's wait, which holds whatever ran before, is left out)."""
    app._redraw = True
    app.step()
    app.frames.clear()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app._redraw = True
        app.step()
    gaps = app.frames.interval_ms
    figures = " ".join(f"p{q}={percentile(gaps, q):.1f}" for q in (50, 95, 99))
    return f"{len(gaps) / seconds:5.1f} frames/s, between frames {figures} max={max(gaps):.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--budget", type=float, default=1.0,
                        help="review seconds per decision (default 1, as the window)")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    kit = kit_named(GAME)
    setup = kit.contest.deal(1, ["You", "Normal"], None, False)
    match = play_match(kit, setup, [kit.make_policy(level, 1 + i) for i, level in enumerate(["easy", "normal"])])
    app = App((width, height))
    summary = GameSummary(["You", "Normal"], [1], "coronation", [0, 20], [[], []], [[0, 0], [0, 20]])
    app.push(ResultsScene(app, HeartOfCrownResults(summary), lambda: None, lambda: None))
    print(f"{args.size}, {len(match.commands)} commands, budget {args.budget} s a decision, {args.seconds:g} s each")
    frames(app, 1.0)                                  # warm up: the first frames render the shadows once
    print(f"nothing else:       {frames(app, args.seconds)}")
    worker = ReviewWorker()
    worker.start(ReviewAsk(GAME, setup, match.commands, 0, args.budget))
    time.sleep(2.0)                                   # the process has started and imported the engine
    print(f"review in process:  {frames(app, args.seconds)}   ({worker.poll().done} decisions weighed)")
    worker.shutdown()
    thread = threading.Thread(target=review_game, args=(GAME, setup, match.commands, 0, args.budget, 0, 1),
                              daemon=True)
    thread.start()
    print(f"review in a thread: {frames(app, args.seconds)}")
    app.close()
    os._exit(0)                                       # the thread's review is abandoned, not waited for


if __name__ == "__main__":
    main()
