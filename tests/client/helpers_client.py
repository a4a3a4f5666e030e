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
    """One press of a key: down and up, as a person types it (a KEYDOWN without its KEYUP is a held
    key, whose repeats the App passes on only for keys meant to repeat)."""
    post(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)
    app.step()


def missing_glyphs(text: str) -> list[tuple[bool, str]]:
    """The characters of `text` the bundled font draws as its "no such glyph" box (the box a
    private-use character gets), regular and bold: (bold, character) each."""
    from hoc_desktop.client.ui import fonts

    def drawn(ch: str, bold: bool) -> bytes:
        return pygame.image.tobytes(fonts.font(20, bold).render(ch, True, (0, 0, 0)), "RGBA")

    return [(bold, ch) for bold in (False, True) for ch in sorted(set(text))
            if drawn(ch, bold) == drawn("\ue000", bold)]
