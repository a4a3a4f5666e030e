"""The hot-seat curtain's input rule, the same at every table: while it is up a click, Enter or
Space hands the table over, Esc leaves, and no other input reaches anything behind it."""

from __future__ import annotations

from typing import Callable

import pygame

from hoc_desktop.client.ui.widgets.base import ACTIVATE_KEYS

INPUT_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
                pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)


def behind_curtain(event: pygame.event.Event, on_ready: Callable[[], None], on_leave: Callable[[], None]) -> bool:
    """A table's whole answer to input while the hot-seat curtain is up: a click, Enter or Space
    means the person behind it takes the table (`on_ready`), Esc leaves (`on_leave`); nothing else
    acts, and every input event stops here (True)."""
    if ((event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
            or (event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS)):
        on_ready()
    elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
        on_leave()
    return event.type in INPUT_EVENTS
