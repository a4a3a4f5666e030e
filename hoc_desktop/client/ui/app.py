"""The App: the window, the scene stack and the main loop.

    app = App()
    app.push(TitleScene(app, ...))
    app.run()              # until app.quit() or the window closes
    app.close()            # runs close hooks (AI worker shutdown), quits pygame's display

Closing the window (Alt+F4, the close button: pygame.QUIT / WINDOWCLOSE) and SIGTERM end the loop
from any scene, a modal menu or dialog included (scenes never see those events), so `close()` leaves
the table and its game is saved.

The loop runs at most 60 frames a second. Input goes from the top scene down until one consumes
it (a held key's repeats only for keys that move or delete: held_keys.py); every scene is updated; the window is redrawn
only when a scene is dirty or animating, and
while nothing is, the loop slows to `idle_fps` wake-ups a second and draws nothing, so an idle
window costs almost no CPU (AI replies are polled by the scenes' `update`, which still runs).

The window is resizable between 1280x720 and 2560x1440 (F11 toggles desktop fullscreen); every
size change rebuilds the theme and calls `resize(size)` on every scene. It works headless with
SDL_VIDEODRIVER=dummy. The window uses pygame-ce's `Window` API (which enforces the minimum size
natively); scenes draw on the surface they are handed and never ask pygame for the display.

Two choices are made for real displays before the window opens. The window never opens larger
than the screen (`fit_to_screen`: a 1920x1080 window on a 1080p screen leaves room for the title
bar and a task bar). Frames reach the screen by SDL's plain framebuffer path
(SDL_FRAMEBUFFER_ACCELERATION=0) unless the player's environment sets that variable: every frame
is drawn in software by pygame anyway, and on a machine without GPU acceleration SDL's default
path sends it through software OpenGL (measured on X11 without a GPU: p50 19.6 ms and p99 42.5 ms
a frame on the default path, p50 5.7 and p99 10.8 on the plain one). `App.drawing_path` says which
was taken, for the log and the benchmark.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from dataclasses import dataclass, field
from types import FrameType
from typing import Any, Callable

import pygame

from hoc_desktop.client.ui.held_keys import HeldKeys
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.sound import Sounds
from hoc_desktop.client.ui.theme import Theme

TITLE = "Heart of Crown"
MIN_SIZE = (1280, 720)
MAX_SIZE = (2560, 1440)
FPS = 60
IDLE_FPS = 20
SCREEN_FRAME = (0, 80)  # what a window leaves of the screen: a title bar and a task bar
FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"
HEADLESS_DRIVERS = ("dummy", "offscreen")
SignalHandler = Callable[[int, FrameType | None], Any] | int | signal.Handlers | None
FRAME_HISTORY = 3600    # a minute of drawing at 60 frames a second: plenty for percentiles


@dataclass
class FrameRecorder:
    """Per drawn frame: the time since the previous frame and the time the frame's work took (ms).

    Only the last `keep` frames are kept, so a window left animating for hours does not grow
    the lists without end."""

    interval_ms: list[float] = field(default_factory=list)
    work_ms: list[float] = field(default_factory=list)
    keep: int = FRAME_HISTORY

    def record(self, interval: float, work: float) -> None:
        self.interval_ms.append(interval)
        self.work_ms.append(work)
        if len(self.work_ms) > self.keep:
            del self.interval_ms[0], self.work_ms[0]

    def clear(self) -> None:
        self.interval_ms.clear()
        self.work_ms.clear()


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100) by nearest rank; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))
    return ordered[rank]


def clamp_size(size: tuple[int, int]) -> tuple[int, int]:
    """`size` kept within MIN_SIZE..MAX_SIZE on each axis."""
    return (min(MAX_SIZE[0], max(MIN_SIZE[0], int(size[0]))), min(MAX_SIZE[1], max(MIN_SIZE[1], int(size[1]))))


def fit_to_screen(size: tuple[int, int], screen: tuple[int, int] | None) -> tuple[int, int]:
    """`size` made to fit on `screen` (None: unknown) less SCREEN_FRAME, never below MIN_SIZE."""
    if screen is not None:
        size = (min(size[0], screen[0] - SCREEN_FRAME[0]), min(size[1], screen[1] - SCREEN_FRAME[1]))
    return clamp_size(size)


_PROGRAMS_CHOICE = "0"      # the hint's value when the program chose: the plain framebuffer
_chose: list[bool] = []     # whether this process set the hint itself (a second App reads it back)


def choose_drawing_path() -> str:
    """Take SDL's plain framebuffer path unless the environment chose (see the module docstring);
    the words for the log. Must run before the window opens."""
    chosen = os.environ.get(FRAMEBUFFER_HINT)
    if chosen is None:
        os.environ[FRAMEBUFFER_HINT] = _PROGRAMS_CHOICE
        _chose.append(True)
    if _chose and os.environ.get(FRAMEBUFFER_HINT) == _PROGRAMS_CHOICE:
        return f"plain framebuffer ({FRAMEBUFFER_HINT}={_PROGRAMS_CHOICE}, chosen by the program)"
    return f"{FRAMEBUFFER_HINT}={chosen} (set in the environment)"


def _screen_size() -> tuple[int, int] | None:
    """The desktop's size on a real display; None headless (a dummy driver's 'screen' is made up)."""
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return None
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else None


def _on_sigterm() -> SignalHandler:
    """Make SIGTERM (a log-out, `kill`) close the window: it becomes the same QUIT event, so the
    loop ends whatever scene is open (even one not running yet) and the game is saved on the way
    out; returns the handler it replaced (None: none was set, outside the main thread)."""
    if threading.current_thread() is not threading.main_thread():
        return None
    return signal.signal(signal.SIGTERM, lambda _signum, _frame: pygame.event.post(pygame.event.Event(pygame.QUIT)))


def _restore_sigterm(previous: SignalHandler) -> None:
    """Put back the SIGTERM handler `_on_sigterm` replaced (SDL's own, set outside Python, becomes
    the default: the display it would have told is closed)."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, previous if previous is not None else signal.SIG_DFL)


class App:
    """The window, its theme, the scene stack and the loop."""

    def __init__(self, size: tuple[int, int] = MIN_SIZE, fullscreen: bool = False, text_scale: float = 1.0,
                 palette: str = "standard") -> None:
        self.drawing_path = choose_drawing_path()
        pygame.display.init()
        pygame.key.set_repeat(400, 40)
        self.window = pygame.Window(TITLE, fit_to_screen(size, _screen_size()), resizable=True)
        self.window.minimum_size = MIN_SIZE
        self.window.maximum_size = MAX_SIZE
        self._fullscreen = fullscreen
        if fullscreen:
            self.window.set_fullscreen(desktop=True)
        self.surface = self.window.get_surface()
        self._text_scale = text_scale
        self._palette = palette
        self.theme = Theme.for_window(self.surface.get_size(), text_scale, palette)
        self.scenes: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.fps = FPS
        self.idle_fps = IDLE_FPS
        self.frames = FrameRecorder()
        self.running = False
        self.draw_count = 0
        self._redraw = True
        self._active = True
        self._close_hooks: list[Callable[[], None]] = []
        self._opened_by_key = ""             # the text of a key press that changed the top scene
        self.held = HeldKeys()               # a held key's repeats act only where they should
        self.sounds = Sounds()
        """The game's sounds (sound.py): the mixer opens at the first sound, not here."""
        self.on_window_change: Callable[[tuple[int, int], bool], None] | None = None
        """Told (window size, fullscreen) after F11 or a drag of the window's edge, so the
        program can remember them (settings)."""
        self._sigterm = _on_sigterm()

    # ---- window
    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    @property
    def fullscreen(self) -> bool:
        return self._fullscreen

    def toggle_fullscreen(self) -> None:
        """Switch between desktop fullscreen and the previous window size (F11)."""
        if self._fullscreen:
            self.window.set_windowed()
        else:
            self.window.set_fullscreen(desktop=True)
        self._fullscreen = not self._fullscreen
        self._sync_size()
        self._window_changed()

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Resize the window (clamped to the allowed range) and re-lay out every scene."""
        self.window.size = clamp_size(size)
        self._sync_size()

    def set_appearance(self, text_scale: float | None = None, palette: str | None = None) -> None:
        """Change the text scale (1.0-2.0) or palette; every scene is laid out again."""
        if text_scale is not None:
            self._text_scale = text_scale
        if palette is not None:
            self._palette = palette
        self._relayout()

    def _sync_size(self) -> None:
        """Re-fetch the window surface (it is replaced on resize) and re-lay out if its size changed."""
        self.surface = self.window.get_surface()
        if self.surface.get_size() != self.theme.size:
            self._relayout()

    def _window_changed(self) -> None:
        if self.on_window_change is not None:
            self.on_window_change(self.size, self._fullscreen)

    def _relayout(self) -> None:
        self.theme = Theme.for_window(self.surface.get_size(), self._text_scale, self._palette)
        for scene in self.scenes:
            scene.resize(self.size)
        self._redraw = True

    # ---- scene stack
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put `scene` on top: it is laid out for the current size, then entered."""
        self.scenes.append(scene)
        scene.resize(self.size)
        scene.on_enter()
        self._redraw = True

    def pop(self) -> Scene:
        """Remove and return the top scene (the one below becomes active)."""
        scene = self.scenes.pop()
        scene.on_exit()
        self._redraw = True
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for `scene`; returns the old one."""
        old = self.pop()
        self.push(scene)
        return old

    def name_window(self, game: str = TITLE) -> None:
        """The window's title: the game at the table (Crown Rivals has its own), else the program's."""
        self.window.title = game

    def reset(self, scene: Scene) -> None:
        """Empty the stack (top first) and start over with `scene` (e.g. back to the title)."""
        while self.scenes:
            self.pop()
        self.push(scene)

    # ---- loop
    def quit(self) -> None:
        """Stop the loop at the end of the current frame."""
        self.running = False

    def add_close_hook(self, hook: Callable[[], None]) -> None:
        """Run `hook` when the App closes (e.g. shut the AI worker down)."""
        self._close_hooks.append(hook)

    def run(self, max_frames: int | None = None) -> None:
        """Loop until `quit()`, the window closes, the stack empties or `max_frames` iterations."""
        self.running = True
        count = 0
        while self.running and self.scenes:
            self.step()
            count += 1
            if max_frames is not None and count >= max_frames:
                break

    def step(self) -> bool:
        """One loop iteration: wait for the frame, dispatch input, update, draw if needed.

        Returns True when the window was redrawn."""
        interval = self.clock.tick(self.fps if self._active else self.idle_fps)
        started = time.perf_counter()
        got_input = False
        for event in pygame.event.get():
            got_input = True
            self.dispatch(event)
        dt = min(interval / 1000.0, 0.1)    # a stall must not make animations jump
        for scene in list(self.scenes):
            scene.update(dt)
        visible = self._visible_scenes()
        need = self._redraw or any(s.dirty or s.animating for s in visible)
        self._active = got_input or need
        if not need:
            return False
        self.draw(visible)
        self.window.flip()
        self.frames.record(float(interval), (time.perf_counter() - started) * 1000.0)
        return True

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: window events to the App, the rest from the top scene down to the
        highest opaque one (the scenes it hides are not offered the event)."""
        if event.type in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
            self._sync_size()
            self._window_changed()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self._redraw = True
            return
        if event.type in (pygame.QUIT, pygame.WINDOWCLOSE):
            self.quit()                     # before any scene: a modal one (menu, dialog) would swallow it
            return
        if self.held.unwanted_repeat(event):
            return                          # one press, one action (held_keys.py)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.TEXTINPUT and self._opened_by_key and event.text == self._opened_by_key:
            self._opened_by_key = ""        # the letter of a hotkey that opened this scene (G: Cards)
            return                          # is not typed into the new scene's text field
        top = self.top
        if event.type == pygame.KEYDOWN:
            self._opened_by_key = ""
        for scene in reversed(self.scenes):
            if scene.handle(event):
                if event.type == pygame.KEYDOWN and self.top is not top:
                    self._opened_by_key = event.unicode
                return
            if scene.opaque:
                return                      # what an opaque scene hides gets no input (a key Load
                                            # does not use must not press the title's button)

    def _visible_scenes(self) -> list[Scene]:
        """The scenes to draw: from the highest opaque one up to the top."""
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                return self.scenes[index:]
        return list(self.scenes)

    def draw(self, visible: list[Scene] | None = None) -> None:
        """Draw the visible scenes bottom-up and mark them clean (does not flip)."""
        scenes = self._visible_scenes() if visible is None else visible
        if not scenes or not scenes[0].opaque:
            self.surface.fill(self.theme.palette.background_top)
        for scene in scenes:
            scene.draw(self.surface)
            scene.dirty = False
        self._redraw = False
        self.draw_count += 1

    def screenshot(self, path: str) -> None:
        """Draw the current stack and save it as an image (PNG by extension)."""
        self.draw()
        pygame.image.save(self.surface, path)

    def close(self) -> None:
        """Leave every scene, run the close hooks (newest first), close the sounds and shut the display down."""
        while self.scenes:
            self.pop()
        for hook in reversed(self._close_hooks):
            hook()
        self._close_hooks.clear()
        self.sounds.close()
        self.window.destroy()
        pygame.display.quit()
        _restore_sigterm(self._sigterm)
