#!/usr/bin/env python3
"""Desktop client benchmark: how fast the window starts, draws a busy table, and rests when idle.

    python3 scripts/bench_client.py [--video DRIVER] [--startup-runs N] [--frames N] [--players N] [--turn T]
                                    [--profile [K]]

By default everything runs headless (SDL's dummy video and audio drivers); `--video x11` (or
`wayland`, `windows`, `cocoa`) opens a real window on that display instead, e.g. under Xvfb, as a
player's machine draws it. It only prints figures; nothing is asserted, since timings depend on the
machine. A first line names the video driver and the drawing path the window took (app.py), then,
against the issue's targets:

  startup_s=X (min, max, runs)
      process start to the title screen drawn: a fresh Python process imports the client, opens
      the App at the table size, pushes the title scene and runs one loop step; the time is taken in
      this process from just before the spawn to the child's report. Target: under 1.5 s.
  frame_ms p50=A p95=B p99=C (frames, size, players)
      the App's own work time per drawn frame (`App.frames.work_ms`: input, update, draw, flip;
      not the wait for the next frame) on a mid-game table: you in seat 1 against AI seats without
      an AI process (all seats are played by the `normal` policy in this process): played to turn T, then played on a
      few decisions at a time whenever the pacer runs dry, so cards keep gliding at the chosen speed,
      while the pointer moves over the hand cards (hover lift, then zoom). The loop runs at the
      App's 60 frames a second, so animations advance in real time. Targets: p95 < 8, p99 < 16.
  frame_ms max=M (K of N frames over 16 ms)
      the worst frame and the hitches: first uses of a card face or shadow are rendered then.
  idle: drawn=N frames in S s, cpu=X%
      with nothing moving (no events queued, the pointer off the cards), the App is stepped for S
      seconds of real time at its normal rates: how many frames it drew and the CPU time this
      process used. Target: nothing redrawn, CPU near zero.
  idle zoomed: drawn=N frames in S s, cpu=X%
      the same with a hand card's zoom pinned by a right-click and the pointer resting on that card
      (the case that once redrew every frame). Target: the same as idle.

`--profile K` runs the frame loop once more under cProfile, without the wait between frames, and
prints the top K functions by cumulative time (profiling slows the frames: those are not timed).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import statistics
import subprocess
import sys
import time
from typing import Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def video_driver(argv: list[str]) -> str:
    """The `--video NAME` of the command line (default dummy), read before pygame is imported."""
    for index, arg in enumerate(argv):
        if arg == "--video" and index + 1 < len(argv):
            return argv[index + 1]
        if arg.startswith("--video="):
            return arg.split("=", 1)[1]
    return "dummy"


os.environ.update(HEADLESS, SDL_VIDEODRIVER=video_driver(sys.argv[1:]))   # before pygame is imported anywhere
sys.path.insert(0, ROOT)

import pygame  # noqa: E402

from hoc_desktop.ai.hoc.levels import make_policy  # noqa: E402
from hoc_desktop.ai.policy import Policy, split_decision  # noqa: E402
from hoc_desktop.client.ui.app import App, percentile  # noqa: E402
from hoc_desktop.client.hoc.setup import QUICK_MARKET, make_setup  # noqa: E402
from hoc_desktop.client.kit.speeds import SPEED_NAMES  # noqa: E402
from hoc_desktop.client.hoc.table.scene import TableScene  # noqa: E402
from hoc_desktop.client.kit.session import GameSession, policy_seed  # noqa: E402
from hoc_desktop.engine.hoc.seat_view import SeatView  # noqa: E402

TITLE_DRAWN = "title-drawn"
STARTUP_CHILD = f"""
import sys
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.main import title_scene
app = App(({{w}}, {{h}}))
app.push(title_scene(app, lambda *args: None))
drawn = app.step()
print({TITLE_DRAWN!r} if drawn else "title-not-drawn", flush=True)
app.close()
sys.exit(0 if drawn else 1)
"""
FRAME_BUDGET_MS = 16.0   # one frame at 60 frames a second
HOVER_FRAMES = 40         # frames the pointer rests on one hand card: the lift, then (after 0.5 s) the zoom
QUIET_FRAMES = 10         # consecutive undrawn steps that count as "the table is at rest"
MAX_STEPS_PER_FRAME = 20  # give up when drawn frames stop coming (e.g. the game ended)


def measure_startup(runs: int, size: tuple[int, int]) -> list[float]:
    """Seconds from spawning a fresh interpreter to its report that the title was drawn, per run."""
    code = STARTUP_CHILD.format(w=size[0], h=size[1])
    env = {**os.environ, **HEADLESS, "SDL_VIDEODRIVER": os.environ["SDL_VIDEODRIVER"]}
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None
        line = child.stdout.readline().strip()
        elapsed = time.perf_counter() - started
        rest = child.communicate()[0]
        if line != TITLE_DRAWN or child.returncode != 0:
            raise RuntimeError(f"startup child failed (exit {child.returncode}): {line} {rest}".strip())
        times.append(elapsed)
    return times


class Table:
    """A table scene on `app` for you against AI seats, every seat played by an in-process `normal`
    policy (one human seat, so no hot-seat curtain hides the table)."""

    def __init__(self, app: App, players: int, seed: int, speed: str) -> None:
        kinds = ["human"] + ["normal"] * (players - 1)
        self.app = app
        self.session = GameSession(make_setup(kinds, QUICK_MARKET, seed), kinds, worker=None)
        self.scene = TableScene(app, self.session, on_game_over=lambda summary: None, on_leave=lambda: None,
                                speed=speed)
        self.policies: dict[int, Policy] = {s: make_policy("normal", policy_seed(seed, s)) for s in range(players)}
        self._hovered = 0
        app.push(self.scene)

    def play(self, decisions: int) -> int:
        """Submit up to `decisions` commands, each seat's from its policy; how many were submitted."""
        game = self.session.game
        for done in range(decisions):
            prompt = game.prompt()
            if prompt is None:
                return done
            command, _ = split_decision(self.policies[prompt.seat].decide(prompt, SeatView(game.state, prompt.seat)))
            game.submit(prompt.seat, command)
        return decisions

    def skip_to_turn(self, turn: int) -> None:
        """Play on until turn `turn` begins, then show the table there with nothing left to animate."""
        while self.session.game.state.turn.number < turn and self.play(1):
            pass
        self.app.step()                     # the scene takes the new events into its pacer
        self.scene.finish_animations()
        self.app.step()

    def hover_next_hand_card(self) -> None:
        """Post a pointer move onto the next card of the viewer's hand (in its visible left part)."""
        viewer = self.session.viewer
        hand = sorted((s for s in self.scene.board.sprites.values() if s.zone == ("hand", viewer)),
                      key=lambda s: s.order)
        if not hand:
            return
        self._hovered = (self._hovered + 1) % len(hand)
        rect = hand[self._hovered].rect
        _move_pointer((rect.x + rect.width // 4, rect.y + rect.height // 3))

    def pin_zoom_on_a_hand_card(self) -> None:
        """Rest the pointer on the hand's first card and right-click it (its zoom is pinned open)."""
        hand = [s for s in self.scene.board.sprites.values() if s.zone == ("hand", self.session.viewer)]
        if not hand:
            raise RuntimeError("no card in hand to zoom")
        rect = min(hand, key=lambda s: s.order).rect
        pos = (rect.x + rect.width // 4, rect.y + rect.height // 3)
        _move_pointer(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3))

    def move_pointer_off_cards(self) -> None:
        """Post a pointer move to a spot on the felt with no card and no widget under it."""
        width, height = self.app.size
        widgets = [w.rect for w in self.scene.widgets]
        for y in range(height // 2, height, 20):
            for x in range(width // 2, 0, -20):
                if self.scene.board.hit((x, y)) is None and not any(r.collidepoint(x, y) for r in widgets):
                    _move_pointer((x, y))
                    return
        raise RuntimeError("no free spot on the table for the pointer")


def _move_pointer(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def animate(table: Table, frames: int, decisions: int) -> list[float]:
    """Step the App until `frames` frames are drawn, feeding the game whenever the pacer runs dry
    and moving the pointer over the hand; the work time (ms) of each drawn frame."""
    app, scene = table.app, table.scene
    app.frames.clear()
    steps = 0
    while len(app.frames.work_ms) < frames and steps < frames * MAX_STEPS_PER_FRAME:
        if not scene.pacer.pending:
            table.play(decisions)
        if steps % HOVER_FRAMES == 0:
            table.hover_next_hand_card()
        app.step()
        steps += 1
    return list(app.frames.work_ms)


def settle(table: Table, pointer: Callable[[], None] | None = None) -> None:
    """Finish every animation, put the pointer where `pointer` puts it (default: off the cards) and
    step until nothing is drawn."""
    table.scene.finish_animations()
    (pointer or table.move_pointer_off_cards)()
    quiet = 0
    for _ in range(QUIET_FRAMES * 60):
        quiet = 0 if table.app.step() else quiet + 1
        if quiet >= QUIET_FRAMES:
            return
    raise RuntimeError("the table never came to rest")


def measure_idle(app: App, seconds: float) -> tuple[int, float, float]:
    """Step the resting App for `seconds` of real time: (frames drawn, wall seconds, CPU seconds)."""
    drawn, cpu, wall = app.draw_count, time.process_time(), time.perf_counter()
    while time.perf_counter() - wall < seconds:
        app.step()
    return app.draw_count - drawn, time.perf_counter() - wall, time.process_time() - cpu


def profile_frames(table: Table, frames: int, decisions: int, top: int) -> str:
    """The top `top` functions by cumulative time over `frames` more frames, stepped without the
    wait for the next frame (animations still advance in real time), so the wait hides nothing."""
    app = table.app
    fps, app.fps = app.fps, 0           # Clock.tick(0) does not wait
    prof = cProfile.Profile()
    try:
        prof.runcall(animate, table, frames, decisions)
    finally:
        app.fps = fps
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(top)
    return out.getvalue().rstrip()


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a size like 1600x900") from None
    return w, h


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--video", default="dummy", metavar="DRIVER",
                        help="SDL video driver: dummy (default, headless) or a real one such as x11")
    parser.add_argument("--startup-runs", type=int, default=5, help="fresh processes timed to the title (default 5)")
    parser.add_argument("--frames", type=int, default=600, help="drawn frames timed on the table (default 600)")
    parser.add_argument("--size", type=parse_size, default=(1600, 900), help="window size WxH (default 1600x900)")
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=4, help="seats at the table (default 4)")
    parser.add_argument("--turn", type=int, default=24,
                        help="turn (counting every seat's) the timed frames start at (default 24)")
    parser.add_argument("--decisions", type=int, default=4,
                        help="commands submitted each time the pacer runs dry (default 4)")
    parser.add_argument("--speed", choices=SPEED_NAMES, default="normal", help="animation speed (default normal)")
    parser.add_argument("--idle-seconds", type=float, default=2.0,
                        help="real time the idle table is stepped (default 2)")
    parser.add_argument("--seed", type=int, default=3, help="game seed (default 3)")
    parser.add_argument("--profile", type=int, nargs="?", const=25, default=0, metavar="K",
                        help="also profile the frame loop and print the top K functions by cumulative time "
                             "(default 25)")
    args = parser.parse_args(argv)
    if args.startup_runs < 1 or args.frames < 1 or args.decisions < 1 or args.idle_seconds <= 0:
        parser.error("--startup-runs, --frames, --decisions and --idle-seconds must be positive")
    w, h = args.size

    times = measure_startup(args.startup_runs, args.size)
    print(f"startup_s={statistics.median(times):.2f} (min {min(times):.2f}, max {max(times):.2f}, "
          f"{len(times)} runs)", flush=True)

    app = App(args.size)
    print(f"video: driver={pygame.display.get_driver()}, window {app.size[0]}x{app.size[1]}, "
          f"drawing path: {app.drawing_path}", flush=True)
    try:
        table = Table(app, args.players, args.seed, args.speed)
        table.skip_to_turn(args.turn)
        work = animate(table, args.frames, args.decisions)
        print(f"frame_ms p50={percentile(work, 50):.1f} p95={percentile(work, 95):.1f} "
              f"p99={percentile(work, 99):.1f} ({len(work)} frames, {w}x{h}, {args.players} players)")
        print(f"frame_ms max={max(work, default=0.0):.1f} ({sum(1 for ms in work if ms > FRAME_BUDGET_MS)} of "
              f"{len(work)} frames over {FRAME_BUDGET_MS:g} ms)", flush=True)
        settle(table)
        drawn, wall, cpu = measure_idle(app, args.idle_seconds)
        print(f"idle: drawn={drawn} frames in {wall:.1f} s, cpu={100 * cpu / wall:.1f}%", flush=True)
        settle(table, table.pin_zoom_on_a_hand_card)
        drawn, wall, cpu = measure_idle(app, args.idle_seconds)
        print(f"idle zoomed: drawn={drawn} frames in {wall:.1f} s, cpu={100 * cpu / wall:.1f}% "
              f"(zoom {'open' if table.scene.zoom.key else 'closed'})", flush=True)
        if args.profile:
            print(f"profile of {args.frames} more frames, top {args.profile} by cumulative time:")
            print(profile_frames(table, args.frames, args.decisions, args.profile))
    finally:
        app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
