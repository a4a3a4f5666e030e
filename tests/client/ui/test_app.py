"""The App: the scene stack routes input down until consumed, idle frames draw nothing, a resize
lays every scene out again."""

from __future__ import annotations

import os
import signal

import pygame
import pytest

from hoc_desktop.client.ui.app import (FRAMEBUFFER_HINT, MIN_SIZE, SCREEN_FRAME, App, choose_drawing_path, clamp_size,
                                       fit_to_screen, percentile)
from hoc_desktop.client.ui.scene import Scene
from tests.client.helpers_client import key, post


class Recorder(Scene):
    """A scene that records what it sees and consumes only the keys it is told to."""

    def __init__(self, app: App, consumes: tuple[int, ...] = (), opaque: bool = True) -> None:
        super().__init__(app)
        self.consumes = consumes
        self.opaque = opaque
        self.keys: list[int] = []
        self.draws = 0
        self.sizes: list[tuple[int, int]] = []
        self.updates = 0
        self.entered = self.exited = 0

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.keys.append(event.key)
            return event.key in self.consumes
        return False

    def update(self, dt: float) -> None:
        self.updates += 1

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1

    def resize(self, size: tuple[int, int]) -> None:
        self.sizes.append(size)
        super().resize(size)

    def on_enter(self) -> None:
        self.entered += 1

    def on_exit(self) -> None:
        self.exited += 1


def test_unconsumed_input_passes_down_the_stack(app: App) -> None:
    below = Recorder(app, consumes=(pygame.K_b,))
    above = Recorder(app, consumes=(pygame.K_a,), opaque=False)
    app.push(below)
    app.push(above)
    key(app, pygame.K_a)
    key(app, pygame.K_b)
    key(app, pygame.K_c)
    assert above.keys == [pygame.K_a, pygame.K_b, pygame.K_c]
    assert below.keys == [pygame.K_b, pygame.K_c]     # K_a was consumed on top


def test_every_scene_updates_and_drawing_starts_at_the_top_opaque_scene(app: App) -> None:
    bottom, middle, top = Recorder(app), Recorder(app), Recorder(app, opaque=False)
    for scene in (bottom, middle, top):
        app.push(scene)
    app.step()
    assert (bottom.updates, middle.updates, top.updates) == (1, 1, 1)
    assert (bottom.draws, middle.draws, top.draws) == (0, 1, 1)


def test_push_pop_replace_reset_call_enter_and_exit(app: App) -> None:
    first, second, third = Recorder(app), Recorder(app), Recorder(app)
    app.push(first)
    app.push(second)
    assert app.replace(third) is second and app.top is third
    assert app.pop() is third and app.top is first
    app.reset(second)
    assert app.scenes == [second]
    assert (first.entered, first.exited) == (1, 1)
    assert (second.entered, second.exited) == (2, 1)
    assert (third.entered, third.exited) == (1, 1)


def test_idle_loop_does_not_redraw(app: App) -> None:
    scene = Recorder(app)
    app.push(scene)
    assert app.step() is True                 # the first frame draws
    drawn = [app.step() for _ in range(30)]
    assert not any(drawn) and scene.draws == 1
    assert scene.updates == 31                # scenes still update (AI replies are polled there)
    scene.dirty = True
    assert app.step() is True and scene.draws == 2
    assert app.step() is False


def test_animating_scene_redraws_every_frame(app: App) -> None:
    from hoc_desktop.client.ui.tween import Tween

    scene = Recorder(app)
    app.push(scene)
    app.step()
    scene.tweens.add(Tween(0.0, 1.0, 10.0))
    Scene.update(scene, 0.0)                  # the Recorder's own update does not advance tweens
    assert all(app.step() for _ in range(5))
    scene.tweens.finish_all()
    app.step()
    assert app.step() is False


def test_frame_recorder_records_drawn_frames(app: App) -> None:
    scene = Recorder(app)
    app.push(scene)
    for _ in range(5):
        scene.dirty = True
        app.step()
    assert len(app.frames.work_ms) == len(app.frames.interval_ms) == 5
    assert all(ms >= 0 for ms in app.frames.work_ms)
    assert percentile([1.0, 2.0, 3.0, 4.0], 50) == 2.0 and percentile([], 99) == 0.0
    app.frames.clear()
    assert app.frames.work_ms == app.frames.interval_ms == []


def test_close_leaves_every_scene_and_runs_the_hooks() -> None:
    closing = App((1280, 720))
    scene = Recorder(closing)
    closing.push(scene)
    calls: list[str] = []
    closing.add_close_hook(lambda: calls.append("worker"))
    closing.add_close_hook(lambda: calls.append("settings"))
    closing.close()
    assert scene.exited == 1 and calls == ["settings", "worker"]


def test_resize_lays_out_every_scene_again(app: App) -> None:
    below, above = Recorder(app), Recorder(app, opaque=False)
    app.push(below)
    app.push(above)
    app.set_window_size((1920, 1080))
    assert app.size == (1920, 1080) and app.theme.size == (1920, 1080)
    assert below.sizes[-1] == above.sizes[-1] == (1920, 1080)
    assert app.theme.scale == 1.5
    app.set_window_size((800, 600))           # below the minimum: clamped
    assert app.size == MIN_SIZE and below.sizes[-1] == MIN_SIZE
    assert clamp_size((5000, 100)) == (2560, 720)


def test_window_size_event_triggers_a_relayout(app: App) -> None:
    scene = Recorder(app)
    app.push(scene)
    app.window.size = (1600, 900)              # as when the user drags the window's edge
    post(pygame.WINDOWSIZECHANGED, x=1600, y=900)
    app.step()
    assert scene.sizes[-1] == (1600, 900)


def test_f11_toggles_fullscreen(app: App) -> None:
    scene = Recorder(app)
    app.push(scene)
    key(app, pygame.K_F11)
    assert app.fullscreen
    key(app, pygame.K_F11)
    assert not app.fullscreen and app.size == MIN_SIZE
    assert pygame.K_F11 not in scene.keys


class Modal(Recorder):
    """A modal scene (a menu, a dialog): it consumes every event it is offered."""

    def __init__(self, app: App) -> None:
        super().__init__(app, opaque=False)
        self.seen: list[int] = []

    def handle(self, event: pygame.event.Event) -> bool:
        self.seen.append(event.type)
        return True


@pytest.mark.parametrize("closing", [pygame.QUIT, pygame.WINDOWCLOSE], ids=["QUIT", "WINDOWCLOSE"])
def test_closing_the_window_stops_the_loop_even_under_a_modal_scene(app: App, closing: int) -> None:
    # given a modal scene on top that consumes every event (the table's menu, a dialog)
    modal = Modal(app)
    app.push(Recorder(app))
    app.push(modal)
    # when the window is closed (Alt+F4, the close button)
    post(closing)
    app.run(max_frames=5)
    # then the loop stops: the scene never got to swallow the request
    assert not app.running and closing not in modal.seen


def test_sigterm_stops_the_loop_like_closing_the_window(app: App) -> None:
    # given a modal scene on top and the loop running
    modal = Modal(app)
    app.push(modal)
    app.running = True
    # when the process is asked to end (a log-out, `kill`)
    os.kill(os.getpid(), signal.SIGTERM)
    # then the loop stops at the end of the frame (close() then leaves every scene)
    app.step()
    assert not app.running


def test_the_window_never_opens_larger_than_the_screen() -> None:
    # given a 1080p screen, when a 1920x1080 window is asked for, then it leaves room for the title and task bars
    assert fit_to_screen((1920, 1080), (1920, 1080)) == (1920, 1080 - SCREEN_FRAME[1])
    # a window that fits is untouched; an unknown screen (headless) changes nothing; never below the minimum
    assert fit_to_screen((1600, 900), (2560, 1440)) == (1600, 900)
    assert fit_to_screen((1920, 1080), None) == (1920, 1080)
    assert fit_to_screen((1920, 1080), (1024, 600)) == MIN_SIZE


def test_the_plain_framebuffer_is_chosen_unless_the_environment_chose(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(FRAMEBUFFER_HINT, raising=False)
    assert "chosen by the program" in choose_drawing_path() and os.environ[FRAMEBUFFER_HINT] == "0"
    assert "chosen by the program" in choose_drawing_path()      # a second window says the same
    monkeypatch.setenv(FRAMEBUFFER_HINT, "1")
    assert "set in the environment" in choose_drawing_path() and os.environ[FRAMEBUFFER_HINT] == "1"


def test_the_letter_of_a_hotkey_that_opens_a_scene_is_not_typed_into_it() -> None:
    # given a scene that opens another on G, and a scene that records what is typed into it
    typed: list[str] = []

    class Typing(Scene):
        def handle(self, event: pygame.event.Event) -> bool:
            if event.type == pygame.TEXTINPUT:
                typed.append(event.text)
                return True
            return False

    app = App((1280, 720))
    try:
        class Opener(Scene):
            def handle(self, event: pygame.event.Event) -> bool:
                if event.type == pygame.KEYDOWN and event.key == pygame.K_g:
                    app.push(Typing(app))
                    return True
                return False

        app.push(Opener(app))
        # when G is pressed (SDL sends the key, then its text), then more is typed
        post(pygame.KEYDOWN, key=pygame.K_g, mod=0, unicode="g", scancode=0)
        post(pygame.TEXTINPUT, text="g")
        app.step()
        post(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u", scancode=0)
        post(pygame.TEXTINPUT, text="u")
        app.step()
        # then the new scene got only what was typed in it
        assert typed == ["u"]
    finally:
        app.close()


def test_one_held_press_of_an_acting_key_reaches_the_scene_once() -> None:
    # given a scene that counts the KEYDOWNs it gets
    got: list[int] = []

    class Counting(Scene):
        def handle(self, event: pygame.event.Event) -> bool:
            if event.type == pygame.KEYDOWN:
                got.append(event.key)
                return True
            return False

    app = App((1280, 720))
    try:
        app.push(Counting(app))
        # when one press of E arrives with a repeat before its KEYUP (a frame slower than the
        # repeat delay), and Right is held the same way
        for code in (pygame.K_e, pygame.K_RIGHT):
            post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
            post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
            post(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0)
        app.step()
        # then E acted once, while Right moved twice
        assert got == [pygame.K_e, pygame.K_RIGHT, pygame.K_RIGHT]
    finally:
        app.close()
