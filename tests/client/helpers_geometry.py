"""A geometry check for any laid-out scene: nothing a player must see is drawn outside the window,
no control overlaps another, no label's text covers a control, and every button is wide enough for
its label beside its key cap. It reads the rectangles after layout, so it holds at any window
size and text scale (the test picks them) without looking at pixels."""

from __future__ import annotations

from typing import Iterator, Sequence

import pygame

from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button, Label
from hoc_desktop.client.ui.widgets.base import Widget

Named = tuple[str, pygame.Rect]


def shown(scene: Scene) -> Iterator[Widget]:
    """Every visible widget of the scene, nested ones included (a hidden panel hides its children)."""
    todo = list(scene.widgets)
    while todo:
        widget = todo.pop()
        if getattr(widget, "visible", True):
            todo.extend(widget.children)
            yield widget


def controls(scene: Scene) -> list[Named]:
    """The visible widgets a player acts on (buttons, selectors, fields), with their rects."""
    return [(_name(w), w.rect) for w in shown(scene) if w.focusable and w.rect.width and w.rect.height]


def labels(scene: Scene) -> list[Named]:
    """Where each visible label's text lands (not its rectangle, which may be wider)."""
    return [(f"label {w.text[:30]!r}", w.drawn_rect()) for w in shown(scene)
            if isinstance(w, Label) and w.text and w.rect.width]


def _name(widget: Widget) -> str:
    text = getattr(widget, "text", "")
    return f"{type(widget).__name__} {text[:30]!r}" if text else type(widget).__name__


def assert_fits(scene: Scene, where: str, drawn: Sequence[Named] = (), frame: pygame.Rect | None = None) -> None:
    """Assert the scene's layout keeps everything on screen and apart. `drawn`: things the scene
    draws itself (the title's name, a dialog's box, cards), checked like labels; `frame`: a box the
    controls must stay inside (a dialog's), which the controls may then overlap."""
    window = pygame.Rect((0, 0), scene.app.size)
    acted_on = controls(scene)
    assert acted_on, f"{where}: no controls found"
    for what, rect in [*acted_on, *labels(scene), *drawn]:
        assert window.contains(rect), f"{where}: {what} at {rect} leaves the {window.size} window"
    for i, (what, rect) in enumerate(acted_on):
        for other, other_rect in acted_on[i + 1:]:
            assert not rect.colliderect(other_rect), f"{where}: {what} at {rect} overlaps {other} at {other_rect}"
        for other, other_rect in [*labels(scene), *(d for d in drawn if d[1] != frame)]:
            assert not rect.colliderect(other_rect), f"{where}: {other} at {other_rect} covers {what} at {rect}"
        if frame is not None:
            assert frame.contains(rect), f"{where}: {what} at {rect} leaves its box {frame}"
    theme = scene.theme
    for widget in shown(scene):
        if isinstance(widget, Button) and widget.rect.width:
            need = widget.min_width(theme, padding=8, centred=False)
            assert widget.rect.width >= need, \
                f"{where}: {_name(widget)} is {widget.rect.width} wide, its label and key cap need {need}"
