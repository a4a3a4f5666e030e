"""Posting input the way SDL delivers it, for tests that drive the real App loop."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.app import App


def post(event_type: int, **attrs: object) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attrs))


def click(app: App, pos: tuple[int, int]) -> None:
    """Move to `pos`, press and release the left button there, and run the frames that handle it."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step()


def key(app: App, code: int, mod: int = 0) -> None:
    """Press and release `code` (a press the window sees once: the release ends it, so pressing the
    same key again is a new press, not the window repeating a held key)."""
    post(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)
    app.step()
