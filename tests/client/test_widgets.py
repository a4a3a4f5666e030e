"""Widgets fire on posted events (they read event.pos, not the system cursor), scroll and follow."""

from __future__ import annotations

import pygame

from hoc_desktop.client.app import App
from hoc_desktop.client.scene import Scene
from hoc_desktop.client import tween
from hoc_desktop.client.tween import Tween, Tweens, ease_in_out_cubic, linear
from hoc_desktop.client.widgets import Button, ChipList, Choice, Panel, ScrollLog
from tests.client.helpers_client import click, key, post


class WidgetScene(Scene):
    """Holds the widgets under test at fixed places."""

    def __init__(self, app: App, *placed: tuple[object, tuple[int, int, int, int]]) -> None:
        super().__init__(app)
        self.placed = placed
        self.widgets = [widget for widget, _ in placed]  # type: ignore[misc]

    def resize(self, size: tuple[int, int]) -> None:
        for widget, rect in self.placed:
            widget.layout(rect, self.theme)  # type: ignore[attr-defined]
        super().resize(size)


def test_button_fires_on_a_posted_click_and_not_when_disabled(app: App) -> None:
    clicks: list[str] = []
    ok = Button("OK", lambda: clicks.append("ok"))
    off = Button("Off", lambda: clicks.append("off"), enabled=False)
    app.push(WidgetScene(app, (ok, (100, 100, 200, 50)), (off, (100, 200, 200, 50))))
    click(app, (150, 120))
    click(app, (150, 220))
    click(app, (600, 600))
    assert clicks == ["ok"]


def test_button_press_then_release_outside_cancels(app: App) -> None:
    clicks: list[int] = []
    button = Button("OK", lambda: clicks.append(1))
    app.push(WidgetScene(app, (button, (100, 100, 200, 50))))
    post(pygame.MOUSEBUTTONDOWN, pos=(150, 120), button=1)
    app.step()
    assert button.pressed
    post(pygame.MOUSEBUTTONUP, pos=(500, 500), button=1)
    app.step()
    assert clicks == [] and not button.pressed


def test_button_hover_marks_the_scene_dirty(app: App) -> None:
    button = Button("OK", lambda: None)
    scene = WidgetScene(app, (button, (100, 100, 200, 50)))
    app.push(scene)
    app.step()
    assert not scene.dirty
    post(pygame.MOUSEMOTION, pos=(150, 120), rel=(0, 0), buttons=(0, 0, 0))
    assert app.step() is True and button.hovered


def test_hotkey_and_keyboard_focus(app: App) -> None:
    clicks: list[str] = []
    first = Button("First", lambda: clicks.append("first"), hotkey=pygame.K_f)
    second = Button("Second", lambda: clicks.append("second"))
    scene = WidgetScene(app, (first, (100, 100, 200, 50)), (second, (100, 200, 200, 50)))
    app.push(scene)
    key(app, pygame.K_f)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.focused_widget() is second
    key(app, pygame.K_RETURN)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.focused_widget() is first
    assert clicks == ["first", "second"]
    app.draw()                                 # the focus ring draws without error


def test_choice_cycles_with_clicks_and_arrows(app: App) -> None:
    changes: list[int] = []
    choice = Choice(["Easy", "Normal", "Hard"], 1, on_change=changes.append)
    scene = WidgetScene(app, (choice, (100, 100, 400, 50)))
    app.push(scene)
    click(app, (480, 120))                     # right arrow
    assert choice.value == "Hard"
    click(app, (480, 120))                     # wraps around
    assert choice.value == "Easy"
    click(app, (110, 120))                     # left arrow
    assert choice.value == "Hard"
    scene.set_focus(choice)
    key(app, pygame.K_LEFT)
    assert choice.value == "Normal" and changes == [2, 0, 2, 1]


def test_scroll_log_follows_the_end_and_scrolls(app: App) -> None:
    log = ScrollLog()
    scene = WidgetScene(app, (log, (100, 100, 400, 300)))
    app.push(scene)
    for i in range(3000):
        log.append(f"Line {i}: Normal buys Duke for 8 coins, and the log goes on and on", bold=i % 10 == 0,
                   color=(255, 200, 120) if i % 7 == 0 else None)
    assert log.follow and log.scroll == log.max_scroll > 0
    assert len(log.rows) > 3000                # long lines wrapped to more rows
    assert len(log.visible_rows()) < 30        # only what is in view is drawn
    app.step()
    post(pygame.MOUSEMOTION, pos=(300, 250), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    app.step()
    assert log.scroll < log.max_scroll and not log.follow
    held = log.scroll
    log.append("a new line does not move a reader who scrolled up")
    assert log.scroll == held
    # drag the text down: the view moves up
    post(pygame.MOUSEBUTTONDOWN, pos=(250, 200), button=1)
    post(pygame.MOUSEMOTION, pos=(250, 260), rel=(0, 60), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(250, 260), button=1)
    app.step()
    assert log.scroll == held - 60
    scene.set_focus(log)
    key(app, pygame.K_END)
    assert log.follow and log.scroll == log.max_scroll
    log.append("followed again")
    assert log.scroll == log.max_scroll
    log.clear()                                # a new game starts an empty log
    assert log.rows == [] and log.scroll == 0 and log.follow


def test_scroll_log_ignores_the_wheel_elsewhere_and_rewraps_on_resize(app: App) -> None:
    log = ScrollLog()
    app.push(WidgetScene(app, (log, (100, 100, 400, 300))))
    for i in range(200):
        log.append(f"{i} " + "word " * 20)
    post(pygame.MOUSEMOTION, pos=(900, 600), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0)
    app.step()
    assert log.follow
    narrow = len(log.rows)
    log.layout((100, 100, 800, 300), app.theme)
    assert len(log.rows) < narrow and log.scroll == log.max_scroll
    log.append("日本語の長い行は空白がなくても幅に合わせて折り返されます。" * 4)
    assert all(app.theme.font("small").size(text)[0] <= 800 for text, _ in log.rows[-4:])


def test_scroll_log_thumb_drag(app: App) -> None:
    log = ScrollLog()
    app.push(WidgetScene(app, (log, (100, 100, 400, 300))))
    for i in range(500):
        log.append(f"line {i}")
    thumb = log._thumb_rect()
    assert thumb is not None
    post(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1)
    post(pygame.MOUSEMOTION, pos=(thumb.centerx, 100), rel=(0, -300), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, 100), button=1)
    app.step()
    assert log.scroll == 0 and not log.follow


def test_modal_panel_takes_all_input(app: App) -> None:
    clicks: list[str] = []
    inside = Button("Inside", lambda: clicks.append("inside"))
    panel = Panel("Paused", [inside], modal=True)

    class ModalScene(Scene):
        opaque = False

        def resize(self, size: tuple[int, int]) -> None:
            panel.layout((400, 200, 400, 300), self.theme)
            inside.layout(panel.content_rect.inflate(0, -100), self.theme)
            super().resize(size)

    below_button = Button("Below", lambda: clicks.append("below"))
    app.push(WidgetScene(app, (below_button, (0, 0, 300, 100))))
    modal = ModalScene(app)
    modal.widgets = [panel]
    app.push(modal)
    click(app, (100, 50))                      # on the button under the veil: nothing
    click(app, inside.rect.center)
    assert clicks == ["inside"]
    app.draw()


def test_chip_list_shows_more_when_full(app: App) -> None:
    chips = ChipList([f"Card {i}" for i in range(40)], badges=[str(i % 7) for i in range(40)])
    app.push(WidgetScene(app, (chips, (100, 100, 300, 80))))
    assert 0 < chips.hidden < 40
    app.draw()


def test_tweens_run_on_time_and_finish_at_once() -> None:
    seen: list[object] = []
    done: list[bool] = []
    tweens = Tweens()
    tweens.add(Tween((0.0, 0.0), (100.0, 50.0), 1.0, linear, on_update=seen.append))
    tweens.add(Tween(0.0, 1.0, 1.0, ease_in_out_cubic, delay=0.5, on_done=lambda: done.append(True)))
    tweens.update(0.5)
    assert seen[-1] == (50.0, 25.0) and tweens
    tweens.finish_all()
    assert seen[-1] == (100.0, 50.0) and done == [True] and not tweens


def test_easings_start_at_0_and_end_at_1() -> None:
    easings = [tween.linear, tween.ease_in_quad, tween.ease_out_quad, tween.ease_in_out_quad, tween.ease_out_cubic,
               tween.ease_in_out_cubic, tween.ease_out_back]
    for easing in easings:
        assert abs(easing(0.0)) < 1e-9 and abs(easing(1.0) - 1.0) < 1e-9, easing.__name__
        assert 0.0 < easing(0.5) < 1.1


def test_finishing_a_tween_may_start_another_which_finish_all_also_ends() -> None:
    values: list[object] = []
    tweens = Tweens()

    def chain() -> None:
        tweens.add(Tween(10.0, 20.0, 1.0, on_update=values.append))

    tweens.add(Tween(0.0, 10.0, 1.0, on_update=values.append, on_done=chain))
    tweens.finish_all()
    assert values[-1] == 20.0 and not tweens
